/**
 * Every rule, by family. A newcomer finds a rule by its id: `en16931/br-co.ts` holds BR-CO-10,
 * `xrechnung/br-de.ts` holds BR-DE-15, `peppol/r.ts` holds PEPPOL-EN16931-R010.
 */
import { BR_RULES } from './en16931/br.ts';
import { BR_B_XML_IDS, BR_B_XML_RULES } from './en16931/br-b-xml.ts';
import { BR_CL_RULES, BR_CL_XML_RULES } from './en16931/br-cl.ts';
import { BR_CO_RULES } from './en16931/br-co.ts';
import { BR_CO_XML_IDS, BR_CO_XML_RULES } from './en16931/br-co-xml.ts';
import { BR_DEC_RULES } from './en16931/br-dec.ts';
import { BR_DEC_XML_IDS, BR_DEC_XML_RULES } from './en16931/br-dec-xml.ts';
import { BR_DOC_XML_IDS, BR_DOC_XML_RULES } from './en16931/br-doc-xml.ts';
import { BR_XML_IDS, BR_XML_RULES } from './en16931/br-xml.ts';
import { PARTY_TAX_XML_IDS, PARTY_TAX_XML_RULES } from './en16931/party-tax-xml.ts';
import { VAT_BREAKDOWN_XML_IDS, VAT_BREAKDOWN_XML_RULES } from './en16931/vat-breakdown-xml.ts';
import { VAT_CATEGORY_CII_XML_IDS, VAT_CATEGORY_CII_XML_RULES } from './en16931/vat-category-cii-xml.ts';
import { VAT_CATEGORY_XML_IDS, VAT_CATEGORY_XML_RULES } from './en16931/vat-category-xml.ts';
import { VAT_FAMILY_RULES } from './en16931/vat-families.ts';
import { VAT_PARTY_XML_IDS, VAT_PARTY_XML_RULES } from './en16931/vat-party-xml.ts';
import { VAT_RATE_XML_IDS, VAT_RATE_XML_RULES } from './en16931/vat-rate-xml.ts';
import { PEPPOL_RULES } from './peppol/r.ts';
import { PEPPOL_XML_RULES } from './peppol/r-xml.ts';
import { PEPPOL_XML_OVERRIDE_IDS, PEPPOL_XML_OVERRIDE_RULES } from './peppol/r-xml-overrides.ts';
import type { Rule, XmlRule } from './types.ts';
import { BR_DE_RULES } from './xrechnung/br-de.ts';
import { BR_DE_CVD_RULES } from './xrechnung/br-de-cvd.ts';
import { BR_DE_CVD_XML_IDS, BR_DE_CVD_XML_RULES } from './xrechnung/br-de-cvd-xml.ts';
import { BR_DE_XML_IDS, BR_DE_XML_RULES, BR_TMP_XML_RULES } from './xrechnung/br-de-xml.ts';
import { BR_DEX_RULES } from './xrechnung/br-dex.ts';

export const ALL_RULES: readonly Rule[] = [
  ...BR_RULES,
  ...BR_CO_RULES,
  ...BR_DEC_RULES,
  ...BR_CL_RULES,
  ...VAT_FAMILY_RULES,
  ...BR_DE_RULES,
  ...BR_DEX_RULES,
  ...BR_DE_CVD_RULES,
  ...PEPPOL_RULES,
];

export const ALL_XML_RULES: readonly XmlRule[] = [
  ...BR_CL_XML_RULES,
  ...PEPPOL_XML_RULES,
  ...BR_XML_RULES,
  ...BR_DEC_XML_RULES,
  ...BR_DOC_XML_RULES,
  ...PEPPOL_XML_OVERRIDE_RULES,
  ...BR_DE_XML_RULES,
  ...BR_DE_CVD_XML_RULES,
  ...BR_TMP_XML_RULES,
  ...VAT_CATEGORY_XML_RULES,
  ...VAT_BREAKDOWN_XML_RULES,
  ...PARTY_TAX_XML_RULES,
  ...BR_CO_XML_RULES,
  ...BR_B_XML_RULES,
  ...VAT_CATEGORY_CII_XML_RULES,
  ...VAT_RATE_XML_RULES,
  ...VAT_PARTY_XML_RULES,
];

/**
 * Ids of model rules that a document-level XML rule of the same id replaces when a document is
 * validated (the model cannot see what their official test reads; see `xml-util.ts`).
 */
export const XML_OVERRIDE_IDS: ReadonlySet<string> = new Set([
  ...BR_XML_IDS,
  ...BR_DEC_XML_IDS,
  ...BR_DOC_XML_IDS,
  ...PEPPOL_XML_OVERRIDE_IDS,
  ...BR_DE_XML_IDS,
  ...BR_DE_CVD_XML_IDS,
  ...VAT_CATEGORY_XML_IDS,
  ...VAT_BREAKDOWN_XML_IDS,
  ...PARTY_TAX_XML_IDS,
  ...BR_CO_XML_IDS,
  ...BR_B_XML_IDS,
  ...VAT_CATEGORY_CII_XML_IDS,
  ...VAT_RATE_XML_IDS,
  ...VAT_PARTY_XML_IDS,
]);

/** Look up a rule by its official id. */
export function ruleById(id: string): Rule | XmlRule | undefined {
  return ALL_RULES.find((r) => r.id === id) ?? ALL_XML_RULES.find((r) => r.id === id);
}
