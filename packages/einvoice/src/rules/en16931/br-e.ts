/** VAT category "Exempt from VAT" (E): BR-E-01 … BR-E-10. */
import type { Rule } from '../types.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_E_RULES: Rule[] = vatCategoryRules({
  prefix: 'BR-E',
  code: 'E',
  name: { en: 'Exempt from VAT', de: 'Steuerbefreit' },
  breakdown: 'exactly-one',
  party: 'seller-any',
  rate: 'zero',
  taxable: 'exact',
  tax: 'zero',
  exemption: 'required',
});
