/** VAT category "IPSI" (M, Ceuta and Melilla): BR-AG-01 … BR-AG-10. */
import type { Rule } from '../types.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_AG_RULES: Rule[] = vatCategoryRules({
  prefix: 'BR-AG',
  code: 'M',
  name: { en: 'IPSI (Ceuta and Melilla)', de: 'IPSI (Ceuta und Melilla)' },
  breakdown: 'at-least-one',
  party: 'seller-any',
  rate: 'non-negative',
  taxable: 'per-rate',
  tax: 'rate',
  exemption: 'forbidden',
});
