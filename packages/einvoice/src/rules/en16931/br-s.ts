/** VAT category "Standard rated" (S): BR-S-01 … BR-S-10. */
import type { Rule } from '../types.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_S_RULES: Rule[] = vatCategoryRules({
  prefix: 'BR-S',
  code: 'S',
  name: { en: 'Standard rated', de: 'Normalsatz' },
  breakdown: 'at-least-one',
  party: 'seller-any',
  rate: 'positive',
  taxable: 'per-rate',
  tax: 'rate',
  exemption: 'forbidden',
});
