/** VAT category "Not subject to VAT" (O): BR-O-01 … BR-O-14. */
import type { Invoice } from '../../model/invoice.ts';
import type { Finding, Rule } from '../types.ts';
import { code, has, rule, when } from '../util.ts';
import { vatCategoryRules } from './vat-category.ts';

export const BR_O_BASE: Rule[] = vatCategoryRules({
  prefix: 'BR-O',
  code: 'O',
  name: { en: 'Not subject to VAT', de: 'Nicht steuerbar' },
  breakdown: 'exactly-one',
  party: 'none',
  rate: 'absent',
  taxable: 'exact',
  tax: 'zero',
  exemption: 'required',
});

const hasO = (inv: Invoice) => inv.vatBreakdown.some((b) => code(b.categoryCode) === 'O');
const notO = (c: string | undefined) => has(c) && code(c) !== 'O';

/** CII BR-O-13/14: with an O breakdown, the first allowance, else charge, of another category. */
function ciiAcNotO(inv: Invoice): Finding[] {
  if (!hasO(inv)) return [];
  const a = inv.allowances.findIndex((x) => notO(x.vatCategoryCode));
  if (a >= 0) return [{ path: `allowances[${a}].vatCategoryCode` }];
  const c = inv.charges.findIndex((x) => notO(x.vatCategoryCode));
  return c >= 0 ? [{ path: `charges[${c}].vatCategoryCode` }] : [];
}

export const BR_O_RULES: Rule[] = [
  ...BR_O_BASE,
  rule({
    id: 'BR-O-11',
    scope: 'en16931',
    bt: ['BT-118'],
    message: {
      en: 'An invoice with a "Not subject to VAT" (O) VAT breakdown shall not contain other VAT breakdown groups (BG-23).',
      de: 'Eine Rechnung mit einer Umsatzsteueraufschlüsselung „Nicht steuerbar“ (O) darf keine weiteren Umsatzsteueraufschlüsselungen (BG-23) enthalten.',
    },
    // CII: `//ram:ApplicableTradeTax[ram:CategoryCode != 'O']` also sees the lines' taxes
    check: ({ invoice, syntax }) =>
      when(
        hasO(invoice) &&
          (invoice.vatBreakdown.some((b) => notO(b.categoryCode)) ||
            (syntax === 'cii' && invoice.lines.some((l) => notO(l.vatCategoryCode)))),
        'vatBreakdown',
      ),
  }),
  rule({
    id: 'BR-O-12',
    scope: 'en16931',
    bt: ['BT-151'],
    message: {
      en: 'An invoice with a "Not subject to VAT" (O) VAT breakdown shall not contain invoice lines with another VAT category code (BT-151).',
      de: 'Eine Rechnung mit einer Umsatzsteueraufschlüsselung „Nicht steuerbar“ (O) darf keine Positionen mit einer anderen Umsatzsteuerkategorie (BT-151) enthalten.',
    },
    // CII: `//ram:ApplicableTradeTax[ram:CategoryCode != 'O']` also sees the breakdown (as BR-O-11)
    check: ({ invoice, syntax }) => {
      const i = invoice.lines.findIndex((l) => notO(l.vatCategoryCode));
      if (
        syntax === 'cii' &&
        i < 0 &&
        hasO(invoice) &&
        invoice.vatBreakdown.some((b) => notO(b.categoryCode))
      )
        return [{ path: 'vatBreakdown' }];
      return when(hasO(invoice) && i >= 0, `lines[${i}].vatCategoryCode`);
    },
  }),
  rule({
    id: 'BR-O-13',
    scope: 'en16931',
    bt: ['BT-95'],
    message: {
      en: 'An invoice with a "Not subject to VAT" (O) VAT breakdown shall not contain document level allowances with another VAT category code (BT-95).',
      de: 'Eine Rechnung mit einer Umsatzsteueraufschlüsselung „Nicht steuerbar“ (O) darf keine Nachlässe auf Dokumentenebene mit einer anderen Umsatzsteuerkategorie (BT-95) enthalten.',
    },
    // CII: BR-O-13 and BR-O-14 both test `//ram:CategoryTradeTax[ram:CategoryCode != 'O']` (allowances and charges)
    check: ({ invoice, syntax }) => {
      const i = invoice.allowances.findIndex((a) => notO(a.vatCategoryCode));
      if (syntax === 'cii' && i < 0) return ciiAcNotO(invoice);
      return when(hasO(invoice) && i >= 0, `allowances[${i}].vatCategoryCode`);
    },
  }),
  rule({
    id: 'BR-O-14',
    scope: 'en16931',
    bt: ['BT-102'],
    message: {
      en: 'An invoice with a "Not subject to VAT" (O) VAT breakdown shall not contain document level charges with another VAT category code (BT-102).',
      de: 'Eine Rechnung mit einer Umsatzsteueraufschlüsselung „Nicht steuerbar“ (O) darf keine Zuschläge auf Dokumentenebene mit einer anderen Umsatzsteuerkategorie (BT-102) enthalten.',
    },
    check: ({ invoice, syntax }) => {
      const i = invoice.charges.findIndex((a) => notO(a.vatCategoryCode));
      if (syntax === 'cii' && i < 0) return ciiAcNotO(invoice);
      return when(hasO(invoice) && i >= 0, `charges[${i}].vatCategoryCode`);
    },
  }),
];
