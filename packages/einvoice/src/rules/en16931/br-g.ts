/** VAT category "Export outside the EU" (G): BR-G-01 … BR-G-10. */
import type { Rule } from '../types.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_G_RULES: Rule[] = vatCategoryRules({
  prefix: 'BR-G',
  code: 'G',
  name: { en: 'Export outside the EU', de: 'Ausfuhr außerhalb der EU' },
  breakdown: 'exactly-one',
  party: 'seller-vat',
  rate: 'zero',
  taxable: 'exact',
  tax: 'zero',
  exemption: 'required',
});
