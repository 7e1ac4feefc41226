/**
 * EN 16931 decimal rules BR-DEC-01 … BR-DEC-28: amounts have at most two fraction digits, as
 * written (`string-length(substring-after(x, '.')) <= 2`, so "1.000" fails). The CII binding
 * checks BT-110/BT-111 numerically (`. = round(. * 100) div 100`), so there "1.000" passes.
 */
import type { Decimal, Invoice } from '../../model/invoice.ts';
import type { Finding, Rule } from '../types.ts';
import { ciiShadowed, fractionDigits, num, rule, xround } from '../util.ts';

interface DecDef {
  id: string;
  bt: string;
  en: string;
  de: string;
  values: (inv: Invoice) => Array<[Decimal | undefined, string]>;
  /** checked numerically in the CII binding */
  numericInCii?: boolean;
}

const docAc = (kind: 'allowances' | 'charges', field: 'amount' | 'baseAmount') => (inv: Invoice) =>
  inv[kind].map((a, i) => [a[field], `${kind}[${i}].${field}`] as [Decimal | undefined, string]);
const lineAc = (kind: 'allowances' | 'charges', field: 'amount' | 'baseAmount') => (inv: Invoice) =>
  inv.lines.flatMap((l, i) =>
    l[kind].map((a, j) => [a[field], `lines[${i}].${kind}[${j}].${field}`] as [Decimal | undefined, string]),
  );
const total = (field: keyof Invoice['totals']) => (inv: Invoice) =>
  [[inv.totals[field], `totals.${field}`]] as Array<[Decimal | undefined, string]>;

const DEFS: DecDef[] = [
  {
    id: 'BR-DEC-01',
    bt: 'BT-92',
    en: 'document level allowance amount',
    de: 'Betrag des Nachlasses auf Dokumentenebene',
    values: docAc('allowances', 'amount'),
  },
  {
    id: 'BR-DEC-02',
    bt: 'BT-93',
    en: 'document level allowance base amount',
    de: 'Basisbetrag des Nachlasses auf Dokumentenebene',
    values: docAc('allowances', 'baseAmount'),
  },
  {
    id: 'BR-DEC-05',
    bt: 'BT-99',
    en: 'document level charge amount',
    de: 'Betrag des Zuschlags auf Dokumentenebene',
    values: docAc('charges', 'amount'),
  },
  {
    id: 'BR-DEC-06',
    bt: 'BT-100',
    en: 'document level charge base amount',
    de: 'Basisbetrag des Zuschlags auf Dokumentenebene',
    values: docAc('charges', 'baseAmount'),
  },
  {
    id: 'BR-DEC-09',
    bt: 'BT-106',
    en: 'sum of invoice line net amounts',
    de: 'Summe der Nettobeträge der Positionen',
    values: total('lineNetTotal'),
  },
  {
    id: 'BR-DEC-10',
    bt: 'BT-107',
    en: 'sum of allowances on document level',
    de: 'Summe der Nachlässe auf Dokumentenebene',
    values: total('allowanceTotal'),
  },
  {
    id: 'BR-DEC-11',
    bt: 'BT-108',
    en: 'sum of charges on document level',
    de: 'Summe der Zuschläge auf Dokumentenebene',
    values: total('chargeTotal'),
  },
  {
    id: 'BR-DEC-12',
    bt: 'BT-109',
    en: 'invoice total amount without VAT',
    de: 'Gesamtbetrag ohne Umsatzsteuer',
    values: total('taxExclusive'),
  },
  {
    id: 'BR-DEC-13',
    bt: 'BT-110',
    en: 'invoice total VAT amount',
    de: 'Umsatzsteuer-Gesamtbetrag',
    values: total('vatTotal'),
    numericInCii: true,
  },
  {
    id: 'BR-DEC-14',
    bt: 'BT-112',
    en: 'invoice total amount with VAT',
    de: 'Gesamtbetrag einschließlich Umsatzsteuer',
    values: total('taxInclusive'),
  },
  {
    id: 'BR-DEC-15',
    bt: 'BT-111',
    en: 'invoice total VAT amount in accounting currency',
    de: 'Umsatzsteuer-Gesamtbetrag in Buchungswährung',
    values: total('vatTotalInTaxCurrency'),
    numericInCii: true,
  },
  {
    id: 'BR-DEC-16',
    bt: 'BT-113',
    en: 'paid amount',
    de: 'bereits gezahlter Betrag',
    values: total('paidAmount'),
  },
  {
    id: 'BR-DEC-17',
    bt: 'BT-114',
    en: 'rounding amount',
    de: 'Rundungsbetrag',
    values: total('roundingAmount'),
  },
  {
    id: 'BR-DEC-18',
    bt: 'BT-115',
    en: 'amount due for payment',
    de: 'fälliger Zahlungsbetrag',
    values: total('amountDue'),
  },
  {
    id: 'BR-DEC-19',
    bt: 'BT-116',
    en: 'VAT category taxable amount',
    de: 'Bemessungsgrundlage je Umsatzsteuerkategorie',
    values: (inv) => inv.vatBreakdown.map((b, i) => [b.taxableAmount, `vatBreakdown[${i}].taxableAmount`]),
  },
  {
    id: 'BR-DEC-20',
    bt: 'BT-117',
    en: 'VAT category tax amount',
    de: 'Steuerbetrag je Umsatzsteuerkategorie',
    values: (inv) => inv.vatBreakdown.map((b, i) => [b.taxAmount, `vatBreakdown[${i}].taxAmount`]),
  },
  {
    id: 'BR-DEC-23',
    bt: 'BT-131',
    en: 'invoice line net amount',
    de: 'Nettobetrag der Rechnungsposition',
    values: (inv) => inv.lines.map((l, i) => [l.netAmount, `lines[${i}].netAmount`]),
  },
  {
    id: 'BR-DEC-24',
    bt: 'BT-136',
    en: 'invoice line allowance amount',
    de: 'Betrag des Nachlasses auf Positionsebene',
    values: lineAc('allowances', 'amount'),
  },
  {
    id: 'BR-DEC-25',
    bt: 'BT-137',
    en: 'invoice line allowance base amount',
    de: 'Basisbetrag des Nachlasses auf Positionsebene',
    values: lineAc('allowances', 'baseAmount'),
  },
  {
    id: 'BR-DEC-27',
    bt: 'BT-141',
    en: 'invoice line charge amount',
    de: 'Betrag des Zuschlags auf Positionsebene',
    values: lineAc('charges', 'amount'),
  },
  {
    id: 'BR-DEC-28',
    bt: 'BT-142',
    en: 'invoice line charge base amount',
    de: 'Basisbetrag des Zuschlags auf Positionsebene',
    values: lineAc('charges', 'baseAmount'),
  },
];

export const BR_DEC_RULES: Rule[] = DEFS.map((d) =>
  rule({
    id: d.id,
    scope: 'en16931',
    bt: [d.bt],
    message: {
      en: `The ${d.en} (${d.bt}) shall have at most 2 decimals ({value}).`,
      de: `${d.de.charAt(0).toUpperCase()}${d.de.slice(1)} (${d.bt}): höchstens 2 Nachkommastellen sind zulässig ({value}).`,
    },
    check: ({ invoice, syntax }) => {
      const out: Finding[] = [];
      for (const [v, path] of d.values(invoice)) {
        if (v === undefined) continue;
        if ((d.id === 'BR-DEC-19' || d.id === 'BR-DEC-20') && syntax === 'cii') {
          const b = invoice.vatBreakdown[Number(/\[(\d+)\]/.exec(path)?.[1])];
          if (ciiShadowed(syntax, b?.categoryCode)) continue;
        }
        let bad: boolean;
        if (d.numericInCii && syntax === 'cii') {
          const n = num(v);
          bad = !!n && !n.equals(xround(n));
        } else bad = fractionDigits(v) > 2;
        if (bad) out.push({ path, params: { value: v } });
      }
      return out;
    },
  }),
);
