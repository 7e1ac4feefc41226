/** VAT category "Intra-community supply" (K): BR-IC-01 … BR-IC-12. */
import type { Invoice } from '../../model/invoice.ts';
import type { Rule } from '../types.ts';
import { code, exists, rule, when } from '../util.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_IC_BASE: Rule[] = vatCategoryRules({
  prefix: 'BR-IC',
  code: 'K',
  name: { en: 'Intra-community supply', de: 'Innergemeinschaftliche Lieferung' },
  breakdown: 'exactly-one',
  party: 'seller-vat+buyer-vat',
  rate: 'zero',
  taxable: 'exact',
  tax: 'zero',
  exemption: 'required',
});

/** A K breakdown (CII: the header code as written when the document pads some code, as the official context reads it). */
const hasK = (inv: Invoice, asWritten?: (path: string) => string | undefined) =>
  inv.vatBreakdown.some(
    (b, i) => (asWritten?.(`vatBreakdown[${i}].categoryCode`) ?? code(b.categoryCode)) === 'K',
  );

export const BR_IC_RULES: Rule[] = [
  ...BR_IC_BASE,
  rule({
    id: 'BR-IC-11',
    scope: 'en16931',
    bt: ['BT-72', 'BG-14'],
    message: {
      en: 'An invoice with an "Intra-community supply" (K) VAT breakdown shall contain the actual delivery date (BT-72) or the invoicing period (BG-14).',
      de: 'Eine Rechnung mit einer Umsatzsteueraufschlüsselung „Innergemeinschaftliche Lieferung“ (K) muss das Lieferdatum (BT-72) oder den Abrechnungszeitraum (BG-14) enthalten.',
    },
    check: ({ invoice, syntax, categoryAsWritten }) => {
      if (!hasK(invoice, categoryAsWritten)) return [];
      const p = invoice.invoicingPeriod;
      const period =
        !!p &&
        (exists(p.startDate) || exists(p.endDate) || (syntax !== 'cii' && exists(invoice.taxPointDateCode)));
      const date = (invoice.delivery?.actualDeliveryDate ?? '').length > 1;
      return when(!date && !period, 'delivery.actualDeliveryDate');
    },
  }),
  rule({
    id: 'BR-IC-12',
    scope: 'en16931',
    bt: ['BT-80'],
    message: {
      en: 'An invoice with an "Intra-community supply" (K) VAT breakdown shall contain the deliver-to country code (BT-80).',
      de: 'Eine Rechnung mit einer Umsatzsteueraufschlüsselung „Innergemeinschaftliche Lieferung“ (K) muss den Ländercode der Lieferanschrift (BT-80) enthalten.',
    },
    check: ({ invoice, categoryAsWritten }) =>
      when(
        hasK(invoice, categoryAsWritten) && (invoice.delivery?.address?.countryCode ?? '').length <= 1,
        'delivery.address.countryCode',
      ),
  }),
];
