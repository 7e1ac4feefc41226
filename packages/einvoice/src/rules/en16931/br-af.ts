/** VAT category "IGIC" (L, Canary Islands): BR-AF-01 … BR-AF-10. */
import type { Rule } from '../types.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_AF_RULES: Rule[] = vatCategoryRules({
  prefix: 'BR-AF',
  code: 'L',
  name: { en: 'IGIC (Canary Islands)', de: 'IGIC (Kanarische Inseln)' },
  breakdown: 'at-least-one',
  party: 'seller-any',
  rate: 'non-negative',
  taxable: 'per-rate',
  tax: 'rate',
  exemption: 'forbidden',
});
