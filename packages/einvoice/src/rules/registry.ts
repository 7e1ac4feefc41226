/**
 * Every rule, by family. A newcomer finds a rule by its id: `en16931/br-co.ts` holds BR-CO-10,
 * `xrechnung/br-de.ts` holds BR-DE-15, `peppol/r.ts` holds PEPPOL-EN16931-R010.
 */
import { BR_RULES } from './en16931/br.ts';
import { BR_CO_RULES } from './en16931/br-co.ts';
import type { Rule, XmlRule } from './types.ts';

export const ALL_RULES: readonly Rule[] = [...BR_RULES, ...BR_CO_RULES];

export const ALL_XML_RULES: readonly XmlRule[] = [];

/** Look up a rule by its official id. */
export function ruleById(id: string): Rule | XmlRule | undefined {
  return ALL_RULES.find((r) => r.id === id) ?? ALL_XML_RULES.find((r) => r.id === id);
}
