/**
 * The model rules of every VAT category family (BR-S, Z, E, AE, IC, G, O, AF, AG, B), in registry
 * order (`registry.ts` lists them so): where the
 * document-level variants (`vat-*-xml.ts`) take the id, level and message of the rule they replace.
 */
import type { Rule } from '../types.ts';
import { BR_AE_RULES } from './br-ae.ts';
import { BR_AF_RULES } from './br-af.ts';
import { BR_AG_RULES } from './br-ag.ts';
import { BR_B_RULES } from './br-b.ts';
import { BR_E_RULES } from './br-e.ts';
import { BR_G_RULES } from './br-g.ts';
import { BR_IC_RULES } from './br-ic.ts';
import { BR_O_RULES } from './br-o.ts';
import { BR_S_RULES } from './br-s.ts';
import { BR_Z_RULES } from './br-z.ts';

export const VAT_FAMILY_RULES: readonly Rule[] = [
  ...BR_S_RULES,
  ...BR_Z_RULES,
  ...BR_E_RULES,
  ...BR_AE_RULES,
  ...BR_IC_RULES,
  ...BR_G_RULES,
  ...BR_O_RULES,
  ...BR_AF_RULES,
  ...BR_AG_RULES,
  ...BR_B_RULES,
];
