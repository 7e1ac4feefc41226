/** VAT category "VAT reverse charge" (AE): BR-AE-01 … BR-AE-10. */
import type { Rule } from '../types.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_AE_RULES: Rule[] = vatCategoryRules({
  prefix: 'BR-AE',
  code: 'AE',
  name: { en: 'VAT reverse charge', de: 'Umkehrung der Steuerschuldnerschaft' },
  breakdown: 'exactly-one',
  party: 'seller-any+buyer-vat-or-legal',
  rate: 'zero',
  taxable: 'exact',
  tax: 'zero',
  exemption: 'required',
});
