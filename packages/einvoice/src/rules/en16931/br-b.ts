/** VAT category "Split payment" (B, Italy only): BR-B-01, BR-B-02. */
import type { Invoice } from '../../model/invoice.ts';
import type { Rule } from '../types.ts';
import { rule, when } from '../util.ts';

/** The official test compares codes without normalising whitespace. */
function usesB(inv: Invoice): boolean {
  return (
    inv.lines.some((l) => l.vatCategoryCode === 'B') ||
    inv.allowances.some((a) => a.vatCategoryCode === 'B') ||
    inv.charges.some((a) => a.vatCategoryCode === 'B') ||
    inv.vatBreakdown.some((b) => b.categoryCode === 'B')
  );
}

/** Every country code in the document (`//cbc:IdentificationCode`). */
function countryCodes(inv: Invoice): string[] {
  const out: Array<string | undefined> = [
    inv.seller.address?.countryCode,
    inv.buyer.address?.countryCode,
    inv.taxRepresentative?.address?.countryCode,
    inv.delivery?.address?.countryCode,
    ...inv.lines.map((l) => l.item.originCountry),
  ];
  return out.filter((c): c is string => c !== undefined);
}

export const BR_B_RULES: Rule[] = [
  rule({
    id: 'BR-B-01',
    scope: 'en16931',
    bt: ['BT-151', 'BT-95', 'BT-102'],
    message: {
      en: 'An invoice with the VAT category "Split payment" (B) shall be a domestic Italian invoice.',
      de: 'Eine Rechnung mit der Umsatzsteuerkategorie „Split Payment“ (B) muss eine inländische italienische Rechnung sein.',
    },
    check: ({ invoice }) =>
      when(usesB(invoice) && countryCodes(invoice).some((c) => c !== 'IT'), 'vatBreakdown'),
  }),
  rule({
    id: 'BR-B-02',
    scope: 'en16931',
    bt: ['BT-151', 'BT-95', 'BT-102'],
    message: {
      en: 'An invoice with the VAT category "Split payment" (B) shall not contain lines, allowances or charges with the category "Standard rated" (S).',
      de: 'Eine Rechnung mit der Umsatzsteuerkategorie „Split Payment“ (B) darf keine Positionen, Nachlässe oder Zuschläge mit der Kategorie „Normalsatz“ (S) enthalten.',
    },
    check: ({ invoice }) => {
      const usesS =
        invoice.lines.some((l) => l.vatCategoryCode === 'S') ||
        invoice.allowances.some((a) => a.vatCategoryCode === 'S') ||
        invoice.charges.some((a) => a.vatCategoryCode === 'S');
      return when(usesB(invoice) && usesS, 'vatBreakdown');
    },
  }),
];
