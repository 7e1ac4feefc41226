/** VAT category "Zero rated" (Z): BR-Z-01 … BR-Z-10. */
import type { Rule } from '../types.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_Z_RULES: Rule[] = vatCategoryRules({
  prefix: 'BR-Z',
  code: 'Z',
  name: { en: 'Zero rated', de: 'Nullsatz' },
  breakdown: 'exactly-one',
  party: 'seller-any',
  rate: 'zero',
  taxable: 'exact',
  tax: 'zero',
  exemption: 'forbidden',
});
