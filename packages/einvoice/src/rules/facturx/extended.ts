/**
 * The Factur-X EXTENDED relaxations (BR-FXEXT-*, Factur-X 1.09 EXTENDED schematron) of the CEN
 * rules that EXTENDED replaces: line rules apply only to "DETAIL" lines (line status reason code
 * BT-X-8 absent or `DETAIL`; GROUP and INFORMATION lines are structure, not billed), and the
 * total checks sum DETAIL lines only with a tolerance of 0.01 per summed item.
 *
 * Written against the model like the CEN rules. Not modelled: logistics service charges
 * (BT-X-272, counted by BR-FXEXT-CO-12/13 upstream) and financial adjustments (BR-FXEXT-CO-16).
 */
import type { Invoice, InvoiceLine } from '../../model/invoice.ts';
import type { Dec } from '../../model/money.ts';
import type { Finding, Rule } from '../types.ts';
import { has, num, rule, sum, when, xround, ZERO } from '../util.ts';

const S = 'en16931' as const;

interface PathLine {
  line: InvoiceLine;
  path: string;
}

/** Every line item with its model path (sub-lines included), in document order. */
function pathLines(lines: InvoiceLine[], base = 'lines'): PathLine[] {
  return lines.flatMap((line, i) => {
    const path = `${base}[${i}]`;
    return [{ line, path }, ...pathLines(line.subLines, `${path}.subLines`)];
  });
}

/** A line the totals count: no line status reason code, or `DETAIL` (XPath equality, as upstream). */
function isDetail(l: InvoiceLine): boolean {
  return l.lineStatusReasonCode === undefined || l.lineStatusReasonCode === 'DETAIL';
}

function detailLines(inv: Invoice): PathLine[] {
  return pathLines(inv.lines).filter((p) => isDetail(p.line));
}

const round2 = (x: Dec): Dec => xround(x, 2);

function within(a: Dec, b: Dec, items: number): boolean {
  return a.minus(b).abs().lte(ZERO.plus('0.01').times(items));
}

function lineRule(
  id: string,
  bt: string,
  sub: string,
  failed: (l: InvoiceLine) => boolean,
  en: string,
  de: string,
): Rule {
  return rule({
    id,
    scope: S,
    bt: [bt],
    message: { en, de },
    check: ({ invoice }) =>
      detailLines(invoice)
        .filter((p) => failed(p.line))
        .map((p): Finding => ({ path: `${p.path}${sub}` })),
  });
}

export const FXEXT_RULES: Rule[] = [
  lineRule(
    'BR-FXEXT-BR-22',
    'BT-129',
    '.quantity',
    (l) => !has(l.quantity),
    'Each invoice line (BG-25) that is a DETAIL line (BT-X-8 absent or DETAIL) shall have an invoiced quantity (BT-129).',
    'Jede Rechnungsposition (BG-25) vom Typ DETAIL (BT-X-8 fehlt oder DETAIL) muss eine Menge (BT-129) enthalten.',
  ),
  lineRule(
    'BR-FXEXT-BR-23',
    'BT-130',
    '.unitCode',
    (l) => !has(l.unitCode),
    'Each DETAIL invoice line (BG-25) shall have an invoiced quantity unit of measure code (BT-130).',
    'Jede Rechnungsposition (BG-25) vom Typ DETAIL muss eine Mengeneinheit (BT-130) enthalten.',
  ),
  lineRule(
    'BR-FXEXT-BR-24',
    'BT-131',
    '.netAmount',
    (l) => !has(l.netAmount),
    'Each DETAIL invoice line (BG-25) shall have an invoice line net amount (BT-131).',
    'Jede Rechnungsposition (BG-25) vom Typ DETAIL muss einen Nettobetrag (BT-131) enthalten.',
  ),
  lineRule(
    'BR-FXEXT-BR-26',
    'BT-146',
    '.price.netPrice',
    (l) => !has(l.price?.netPrice),
    'Each DETAIL invoice line (BG-25) shall contain the item net price (BT-146).',
    'Jede Rechnungsposition (BG-25) vom Typ DETAIL muss den Nettopreis (BT-146) enthalten.',
  ),
  lineRule(
    'BR-FXEXT-CO-04',
    'BT-151',
    '.vatCategoryCode',
    (l) => !has(l.vatCategoryCode),
    'Each DETAIL invoice line (BG-25) shall be categorized with an invoiced item VAT category code (BT-151).',
    'Jede Rechnungsposition (BG-25) vom Typ DETAIL muss einen Umsatzsteuer-Kategoriecode (BT-151) haben.',
  ),
  rule({
    id: 'BR-FXEXT-CO-10',
    scope: S,
    bt: ['BT-106', 'BT-131'],
    message: {
      en: 'Sum of invoice line net amounts (BT-106) = Σ net amounts (BT-131) of the DETAIL lines, within 0.01 per line.',
      de: 'Summe der Nettobeträge der Positionen (BT-106) = Σ Nettobeträge (BT-131) der DETAIL-Positionen, auf 0,01 je Position genau.',
    },
    check: ({ invoice }) => {
      const total = num(invoice.totals.lineNetTotal);
      const calc = round2(sum(detailLines(invoice).map((p) => p.line.netAmount)));
      const n = pathLines(invoice.lines).length;
      return when(!total || !within(total, calc, n), 'totals.lineNetTotal');
    },
  }),
  rule({
    id: 'BR-FXEXT-CO-11',
    scope: S,
    bt: ['BT-107', 'BT-92'],
    message: {
      en: 'Sum of allowances on document level (BT-107) = Σ document level allowance amounts (BT-92), within 0.01 per allowance.',
      de: 'Summe der Abschläge auf Dokumentenebene (BT-107) = Σ Abschlagsbeträge (BT-92), auf 0,01 je Abschlag genau.',
    },
    check: ({ invoice }) => {
      const list = invoice.allowances;
      if (list.length === 0 && !has(invoice.totals.allowanceTotal)) return [];
      const total = num(invoice.totals.allowanceTotal);
      const calc = round2(sum(list.map((a) => a.amount)));
      return when(!total || !within(total, calc, list.length), 'totals.allowanceTotal');
    },
  }),
  rule({
    id: 'BR-FXEXT-CO-12',
    scope: S,
    bt: ['BT-108', 'BT-99'],
    message: {
      en: 'Sum of charges on document level (BT-108) = Σ document level charge amounts (BT-99), within 0.01 per charge.',
      de: 'Summe der Zuschläge auf Dokumentenebene (BT-108) = Σ Zuschlagsbeträge (BT-99), auf 0,01 je Zuschlag genau.',
    },
    check: ({ invoice }) => {
      const list = invoice.charges;
      if (list.length === 0 && !has(invoice.totals.chargeTotal)) return [];
      const total = num(invoice.totals.chargeTotal);
      const calc = round2(sum(list.map((a) => a.amount)));
      return when(!total || !within(total, calc, list.length), 'totals.chargeTotal');
    },
  }),
  rule({
    id: 'BR-FXEXT-CO-13',
    scope: S,
    bt: ['BT-109', 'BT-131', 'BT-92', 'BT-99'],
    message: {
      en: 'Invoice total without VAT (BT-109) = Σ DETAIL line net amounts (BT-131) − Σ allowances (BT-92) + Σ charges (BT-99), within 0.01 per summed item.',
      de: 'Gesamtbetrag ohne Umsatzsteuer (BT-109) = Σ Nettobeträge der DETAIL-Positionen (BT-131) − Σ Abschläge (BT-92) + Σ Zuschläge (BT-99), auf 0,01 je Summand genau.',
    },
    check: ({ invoice }) => {
      const bt109 = num(invoice.totals.taxExclusive);
      const detail = detailLines(invoice);
      const lines = round2(sum(detail.map((p) => p.line.netAmount)));
      const allow = round2(sum(invoice.allowances.map((a) => a.amount)));
      const charge = round2(sum(invoice.charges.map((a) => a.amount)));
      const n = detail.length + invoice.allowances.length + invoice.charges.length;
      return when(!bt109 || !within(bt109, lines.minus(allow).plus(charge), n), 'totals.taxExclusive');
    },
  }),
  rule({
    id: 'BR-FXEXT-CO-15',
    scope: S,
    bt: ['BT-112', 'BT-110', 'BT-109'],
    message: {
      en: 'Invoice total with VAT (BT-112) = invoice total without VAT (BT-109) + invoice total VAT (BT-110), within 0.01 per summed item; without BT-110, BT-112 = BT-109.',
      de: 'Gesamtbetrag mit Umsatzsteuer (BT-112) = Gesamtbetrag ohne Umsatzsteuer (BT-109) + Umsatzsteuer-Gesamtbetrag (BT-110), auf 0,01 je Summand genau; ohne BT-110 gilt BT-112 = BT-109.',
    },
    check: ({ invoice }) => {
      const t = invoice.totals;
      const bt109 = num(t.taxExclusive);
      const bt112 = num(t.taxInclusive);
      const bt110 = num(t.vatTotal);
      if (!bt109 || !bt112) return when(true, 'totals.taxInclusive');
      if (!bt110) return when(!bt109.equals(bt112), 'totals.taxInclusive');
      const n = detailLines(invoice).length + invoice.allowances.length + invoice.charges.length;
      return when(!within(bt112, bt109.plus(bt110), n), 'totals.taxInclusive');
    },
  }),
  rule({
    id: 'BR-FXEXT-CO-16',
    scope: S,
    bt: ['BT-115', 'BT-112', 'BT-113', 'BT-114'],
    message: {
      en: 'Amount due for payment (BT-115) = invoice total with VAT (BT-112) − paid amount (BT-113) + rounding amount (BT-114).',
      de: 'Fälliger Zahlungsbetrag (BT-115) = Gesamtbetrag mit Umsatzsteuer (BT-112) − gezahlter Betrag (BT-113) + Rundungsbetrag (BT-114).',
    },
    check: ({ invoice }) => {
      const t = invoice.totals;
      const due = num(t.amountDue);
      const calc = sum([t.taxInclusive])
        .minus(sum([t.paidAmount]))
        .plus(sum([t.roundingAmount]));
      return when(!due?.equals(calc), 'totals.amountDue');
    },
  }),
];
