/** Settling VAT and totals, the breakdown and the invoice lines (registered in totals.ts). */
import { dec, type InvoiceLine, type LineAllowanceCharge, round } from '@ic/einvoice';
import {
  breakdownFromLineRates,
  breakdownFromRateTaxes,
  type Ctx,
  chooseVatRows,
  completeVatRows,
  impliedPrice,
  lineZeroCategory,
  missingRateRows,
  printedAmounts,
  ratesFromBreakdown,
  sumDec,
  totalsCandidates,
} from '../extract.ts';
import type { Source } from '../find.ts';
import { readFormVatList, readFormVatTable } from '../forms.ts';
import { CENTS_NOT_MORE, COLON_SPACE_END, RULE_LINE, THREE_LETTERS_PLUS } from '../lexicon/common.ts';
import { PERCENT_IN_TEXT_G } from '../lexicon/vat.ts';
import { parseAmount } from '../parse/amount.ts';
import { rendererUnit } from '../parse/units.ts';
import { reconcileTotals, TOTALS_KEYS, type TotalsCandidates } from '../reconcile.ts';
import type { ExtractedLine } from '../table.ts';
import { findRateTaxes, findVatRows, KNOWN_RATES, type VatRow, zeroRateCategory } from '../vat.ts';
import { containedRateOnly, containedVatPrices } from './contained-vat.ts';
import { deductionUnderGross } from './deduction-rows.ts';
import type { detectType } from './document.ts';
import type { Items } from './item-rows.ts';
import { applyRounding, roundingRow } from './rounding.ts';

/** VAT rows and totals candidates outside the items; the breakdown rows taken as printed. */
/** VAT rows and rate taxes, the totals' candidates, the zero-rate category. */
export type VatAndTotals = ReturnType<typeof readVatAndTotals>;

export function readVatAndTotals(c: Ctx, items: Items) {
  const { doc, mark, allText } = c;
  const { tableLines, docLevelRows, itemLineIdx, blockLines } = items;
  const vatRows = findVatRows(doc, mark, itemLineIdx);
  const totals = totalsCandidates(doc, mark, itemLineIdx, blockLines);
  deductionUnderGross(doc, mark, totals);
  // allowances / charges printed as rows under the items count when no total is labelled
  for (const kind of ['allowance', 'charge'] as const) {
    const rows = docLevelRows.filter((r) => r.docLevel === kind);
    const field = kind === 'allowance' ? 'allowanceTotal' : 'chargeTotal';
    if (!rows.length || totals[field].length) continue;
    const sum = sumDec(rows.map((r) => dec(r.netAmount).abs().toString()));
    totals[field].push({
      value: sum,
      confidence: 0.6,
      source: rows[0]?.source,
      line: rows[0]?.lines[0] ?? 0,
    });
  }
  const zeroCat = zeroRateCategory(allText);
  // a form rendering's VAT table is taken as printed
  const rowsForBreakdown =
    readFormVatTable(doc, mark) ??
    readFormVatList(doc, mark) ??
    completeVatRows(chooseVatRows(vatRows, totals), findRateTaxes(doc, mark, itemLineIdx), totals);
  const vatBaseSum = rowsForBreakdown.length ? sumDec(rowsForBreakdown.map((r) => r.base)) : undefined;
  // VAT amounts printed per rate without bases (no full rows): their sum is a VAT total candidate
  const rateTaxes = rowsForBreakdown.length ? [] : findRateTaxes(doc, mark, itemLineIdx);
  // (only the rate the total contains: "Im Gesamtbetrag sind 19 % MwSt. enthalten.")
  const containedRate =
    !rowsForBreakdown.length && !rateTaxes.length ? containedRateOnly(doc, mark, totals) : undefined;
  // VAT codes in the item table ("1" / "2" with a legend "1 = 19 % USt."): when rates are
  // printed under the items and none of the numbers in the lines' VAT column is one of them,
  // those numbers are codes, no rates
  const printedRates = [...rowsForBreakdown, ...rateTaxes].map((r) => dec(r.rate));
  if (
    printedRates.length &&
    tableLines.some((l) => l.vatRate !== undefined) &&
    tableLines.every(
      (l) =>
        l.vatRate === undefined ||
        (l.vatRateBare && !printedRates.some((r) => r.equals(dec(l.vatRate as string)))),
    )
  )
    for (const l of tableLines) delete l.vatRate;
  const vatTaxSum = rowsForBreakdown.length
    ? sumDec(rowsForBreakdown.map((r) => r.tax))
    : rateTaxes.length >= 2
      ? sumDec(rateTaxes.map((r) => r.tax))
      : undefined;
  // allowance/charge rows under items: taken off the items' nets when the line total or net
  return { totals, zeroCat, rowsForBreakdown, vatBaseSum, rateTaxes, vatTaxSum, containedRate };
}

export type Adjusted = Map<
  ExtractedLine,
  { allowances: LineAllowanceCharge[]; charges: LineAllowanceCharge[] }
>;

/** Allowance/charge rows under items, taken off the items' nets when the printed sums say so. */
export function lineAdjustments(tableLines: ExtractedLine[], totals: TotalsCandidates): Adjusted {
  const adjusted = new Map<
    ExtractedLine,
    { allowances: LineAllowanceCharge[]; charges: LineAllowanceCharge[] }
  >();
  if (tableLines.some((l) => l.adjustments?.length)) {
    const after = (l: ExtractedLine) => sumDec([l.netAmount, ...(l.adjustments ?? []).map((a) => a.amount)]);
    let printed = [...totals.lineNetTotal, ...totals.taxExclusive].map((c) => round(c.value));
    // no net total and no VAT printed ("Summe Waren", "Rechnungssumme" under § 19 UStG): the
    // gross and due amounts are the net
    if (!printed.length && !totals.vatTotal.some((c) => !dec(c.value).isZero()))
      printed = [...totals.taxInclusive, ...totals.amountDue].map((c) => round(c.value));
    const before = sumDec(tableLines.map((l) => l.netAmount));
    const withAdj = sumDec(tableLines.map(after));
    if (printed.includes(withAdj) && !printed.includes(before)) {
      for (const l of tableLines) {
        if (!l.adjustments?.length) continue;
        const ac = { allowances: [] as LineAllowanceCharge[], charges: [] as LineAllowanceCharge[] };
        for (const a of l.adjustments) {
          const x: LineAllowanceCharge = {
            amount: dec(a.amount).abs().toFixed(2),
            ...(a.percent ? { percentage: a.percent, baseAmount: round(l.netAmount) } : {}),
            // BR-42/BR-44: a reason is required
            reason: a.reason || (dec(a.amount).isNegative() ? 'Discount' : 'Charge'),
          };
          (dec(a.amount).isNegative() ? ac.allowances : ac.charges).push(x);
        }
        adjusted.set(l, ac);
        l.netAmount = after(l);
      }
    }
  }
  return adjusted;
}

export type Reconciled = ReturnType<typeof reconcileTotals>;

/** The document totals, reconciled with the breakdown and the lines. */
export function readTotals(
  c: Ctx,
  type: ReturnType<typeof detectType>,
  totals: TotalsCandidates,
  vatBaseSum: string | undefined,
  vatTaxSum: string | undefined,
  tableLines: ExtractedLine[],
): { rec: Reconciled; lineSum: string | undefined } {
  const { doc, inv, set, notices, mark } = c;
  const lineSum = tableLines.length ? sumDec(tableLines.map((l) => l.netAmount)) : undefined;
  // rows with prices that contain the VAT: their sum is no net (containedVatPrices)
  const grossRows = containedVatPrices(totals, lineSum, (i) => doc.lines[i]?.text ?? '', mark);
  const rec = reconcileTotals({
    totals,
    vatBaseSum,
    vatTaxSum,
    lineSum: grossRows ? undefined : lineSum,
    printed: printedAmounts(doc, mark),
  });
  notices.push(...rec.notices);
  const t = inv.totals;
  const rounding = roundingRow(doc, mark);
  if (applyRounding(rec, rounding)) t.roundingAmount = rounding;
  if (rec.lineNetTotal) t.lineNetTotal = rec.lineNetTotal.value;
  if (rec.taxExclusive) t.taxExclusive = rec.taxExclusive.value;
  if (rec.vatTotal) t.vatTotal = rec.vatTotal.value;
  if (rec.taxInclusive) t.taxInclusive = rec.taxInclusive.value;
  if (rec.amountDue) t.amountDue = rec.amountDue.value;
  // a document titled as a credit note that prints negative totals is an invoice with negative
  // amounts (a 381 with negative totals would turn the credit around); a printed code stays
  const signed = t.taxInclusive ?? t.taxExclusive;
  if (inv.typeCode === '381' && type.confidence < 0.9 && signed !== undefined && dec(signed).isNegative()) {
    inv.typeCode = '380';
    set('typeCode', { confidence: 0.6 });
  }
  if (rec.paidAmount) t.paidAmount = rec.paidAmount.value;
  if (rec.allowanceTotal) t.allowanceTotal = rec.allowanceTotal.value;
  if (rec.chargeTotal) t.chargeTotal = rec.chargeTotal.value;
  for (const k of TOTALS_KEYS) set(`totals.${k}`, rec[k]);

  return { rec, lineSum };
}

/** The one percentage printed on the line of a total (its label "Sales Tax (7.25%)"), when it fits. */
function rateOnTotalLine(
  c: Ctx,
  src: Source | undefined,
  fits: (rate: string) => boolean,
): string | undefined {
  const at = src ? c.doc.lines.find((l) => l.page === src.page && Math.abs(l.y - src.y) < 3) : undefined;
  const rates = at
    ? [...at.text.matchAll(PERCENT_IN_TEXT_G)].map((m) => parseAmount(m[1] ?? '', c.mark))
    : [];
  const rate = rates.length === 1 && rates[0] ? dec(rates[0]) : undefined;
  if (!rate?.gt(0) || rate.gt(30)) return undefined;
  return fits(rate.toString()) ? rate.toString() : undefined;
}

/** No breakdown printed and none from the lines: one row from net and VAT totals at a rate that fits. */
export function singleRateRow(
  c: Ctx,
  rec: Reconciled,
  tableLines: ExtractedLine[],
  zeroCat: string,
  computedRows: Set<string>,
): void {
  const { inv, set } = c;
  if (!rec.taxExclusive) return;
  const net = dec(rec.taxExclusive.value);
  const vat = dec(rec.vatTotal?.value ?? '0');
  // the rate the lines print (all the same), else a usual rate
  const lineRates = [...new Set(tableLines.flatMap((l) => (l.vatRate ? [dec(l.vatRate).toString()] : [])))];
  let known = [...(lineRates.length === 1 ? lineRates : []), ...KNOWN_RATES].find(
    (r) => round(net.times(dec(r)).dividedBy(100)) === round(vat),
  );
  // … or the one rate of all lines within a cent (a total that contains its VAT: "Im Gesamtbetrag
  // sind 19 % MwSt. enthalten" — net and VAT taken from the gross)
  const cent = (r: string) =>
    dec(round(net.times(dec(r)).dividedBy(100)))
      .minus(vat)
      .abs()
      .lte('0.01');
  if (known === undefined && lineRates.length === 1 && cent(lineRates[0] as string)) known = lineRates[0];
  // … or the one rate printed on the VAT total's line ("SALES TAX (8.25%)": a US sales tax)
  known ??= rateOnTotalLine(
    c,
    rec.vatTotal?.source,
    (r) => round(net.times(dec(r)).dividedBy(100)) === round(vat),
  );
  // no usual rate fits, the lines print none and both totals are printed: the rate the totals
  // give, when it is a percentage to two places ("Versicherungsteuer … 19 % von 86 %": 16,34 %)
  if (
    known === undefined &&
    !lineRates.length &&
    !rec.taxExclusive.derived &&
    rec.vatTotal &&
    !rec.vatTotal.derived &&
    net.gt(0) &&
    vat.gt(0)
  ) {
    const r = vat.times(100).dividedBy(net);
    if (r.decimalPlaces() <= 2 && r.lte(30)) {
      known = r.toString();
      computedRows.add('vatBreakdown[0]');
    }
  }
  if (known !== undefined) {
    inv.vatBreakdown = [
      {
        taxableAmount: rec.taxExclusive.value,
        taxAmount: rec.vatTotal?.value ?? '0.00',
        categoryCode: known === '0' ? zeroCat : 'S',
        rate: known,
      },
    ];
    for (const k of ['taxableAmount', 'taxAmount', 'categoryCode', 'rate'])
      set(`vatBreakdown[0].${k}`, { confidence: computedRows.size ? 0.3 : 0.45 });
  }
}

const BREAKDOWN_KEYS = ['taxableAmount', 'taxAmount', 'categoryCode', 'rate'];

/** Marks every field of breakdown row i (each with its own copy of `mark`). */
function markRow(set: Ctx['set'], i: number, mark: { confidence: number; source?: Source }): void {
  for (const k of BREAKDOWN_KEYS) set(`vatBreakdown[${i}].${k}`, { ...mark });
}

/**
 * The printed breakdown rows, and a rate of the lines they leave out (a 0 % row not printed):
 * added when the breakdown then adds up to the net and VAT totals.
 */
function printedBreakdown(
  c: Ctx,
  rec: Reconciled,
  tableLines: ExtractedLine[],
  rowsForBreakdown: VatRow[],
  zeroCat: string,
): void {
  const { inv, set } = c;
  inv.vatBreakdown = rowsForBreakdown.map((r) => ({
    taxableAmount: r.base,
    taxAmount: r.tax,
    categoryCode: r.category ?? (dec(r.rate).isZero() ? zeroCat : 'S'),
    rate: r.rate,
  }));
  rowsForBreakdown.forEach((r, i) => {
    markRow(set, i, { confidence: 0.8, source: r.source });
  });
  const missing = missingRateRows(tableLines, inv.vatBreakdown, rec.taxExclusive?.value, rec.vatTotal?.value);
  for (const m of missing) {
    const i = inv.vatBreakdown.length;
    const { category, ...row } = m;
    inv.vatBreakdown.push({ ...row, categoryCode: category ?? (dec(m.rate).isZero() ? zeroCat : 'S') });
    markRow(set, i, { confidence: 0.5 });
  }
}

/** The VAT breakdown: printed rows, rates with their VAT, the lines' rates, else one row. */
export function writeBreakdown(
  c: Ctx,
  rec: Reconciled,
  tableLines: ExtractedLine[],
  rowsForBreakdown: VatRow[],
  rateTaxes: ReturnType<typeof findRateTaxes>,
  zeroCat: string,
): Set<string> {
  const { inv, set } = c;
  // breakdown rows computed from the totals they would confirm (their rate the totals' ratio)
  const computedRows = new Set<string>();
  // breakdown: found rows; else one row implied by net and VAT totals
  if (rowsForBreakdown.length) {
    printedBreakdown(c, rec, tableLines, rowsForBreakdown, zeroCat);
    return computedRows;
  }
  const nets = tableLines.map((l) => ({ net: l.netAmount, rate: l.vatRate }));
  const rateTaxRows = breakdownFromRateTaxes(
    nets,
    rateTaxes,
    rec.taxExclusive?.value,
    rec.vatTotal?.value,
    rec.allowanceTotal?.value,
  );
  if (rateTaxRows) {
    // VAT amounts printed per rate without their bases: the bases from the lines
    inv.vatBreakdown = zeroRowsByCategory(
      rateTaxRows.map((r) => ({ ...r, categoryCode: 'S' })),
      tableLines,
    );
    for (let i = 0; i < inv.vatBreakdown.length; i++) markRow(set, i, { confidence: 0.55 });
    return computedRows;
  }
  const lineRateRows = breakdownFromLineRates(nets, rec.taxExclusive?.value, rec.vatTotal?.value);
  if (lineRateRows) {
    inv.vatBreakdown = zeroRowsByCategory(
      lineRateRows.map((r) => ({ ...r, categoryCode: dec(r.rate).isZero() ? zeroCat : 'S' })),
      tableLines,
    );
    for (let i = 0; i < inv.vatBreakdown.length; i++) markRow(set, i, { confidence: 0.5 });
  } else if (rec.taxExclusive) singleRateRow(c, rec, tableLines, zeroCat, computedRows);
  return computedRows;
}

/**
 * A 0 % row of a breakdown made from the lines, split by the categories the lines' VAT cells name
 * ("E" beside "disb."), or given the one they all name; rows of other rates as they are.
 */
function zeroRowsByCategory<
  R extends { rate?: string; taxableAmount: string; taxAmount: string; categoryCode: string },
>(rows: R[], lines: ExtractedLine[]): R[] {
  const catOf = lineZeroCategory(lines);
  return rows.flatMap((r) => {
    if (r.rate === undefined || !dec(r.rate).isZero()) return [r];
    const zero = lines.filter((l) => l.vatRate !== undefined && dec(l.vatRate).isZero());
    const cats = [...new Set(zero.map((l) => catOf(l) ?? ''))];
    if (cats.includes('') || !cats.length) return [r];
    return cats.map((cat) => ({
      ...r,
      categoryCode: cat,
      taxableAmount: sumDec(zero.filter((l) => catOf(l) === cat).map((l) => l.netAmount)),
    }));
  });
}

/** No item rows: one line for the whole net amount, named by the text printed above it. */
export function noItemsLine(c: Ctx, rec: Reconciled, tableLines: ExtractedLine[]): boolean {
  const { doc, lang } = c;
  // no item rows found: one line for the whole net amount (an invoice needs a line; the
  // EXTRACT_NO_LINES notice still asks the user to check it), named by the text line printed
  // right above the net amount when there is one
  const noItems = !tableLines.length;
  if (noItems && rec.taxExclusive && dec(rec.taxExclusive.value).gt(0)) {
    const src = rec.taxExclusive.source;
    const at = src ? doc.lines.find((l) => l.page === src.page && Math.abs(l.y - src.y) < 3) : undefined;
    let name: string | undefined;
    for (let k = (at?.index ?? 0) - 1; at && k >= 0 && k >= at.index - 3; k--) {
      const l = doc.lines[k];
      if (!l || l.page !== at.page || at.y - (l.y + l.h) > 3 * at.h) break;
      if (RULE_LINE.test(l.text)) continue;
      if (THREE_LETTERS_PLUS.test(l.text) && !CENTS_NOT_MORE.test(l.text) && !COLON_SPACE_END.test(l.text)) {
        name = l.text;
        break;
      }
    }
    // the sum of the lines (before document-level allowances and charges) when printed
    const net = rec.lineNetTotal?.value ?? rec.taxExclusive.value;
    tableLines.push({
      name:
        name ??
        (lang === 'de' ? 'Leistung' : lang === 'fr' ? 'Prestation' : lang === 'nl' ? 'Dienst' : 'Services'),
      quantity: '1',
      price: net,
      netAmount: net,
      consistent: true,
      source: src ?? { page: 1, x: 0, y: 0, w: 0, h: 0 },
      confidence: 0.3,
      lines: [],
    });
  }
  return noItems;
}

/** The item rows as invoice lines (rate from the row, the single breakdown row or the sums). */
export function writeLines(c: Ctx, tableLines: ExtractedLine[], adjusted: Adjusted, zeroCat: string): void {
  const { inv, set, allText } = c;
  const sumRates = ratesFromBreakdown(
    tableLines.map((l) => ({ net: l.netAmount, rate: l.vatRate })),
    inv.vatBreakdown.flatMap((r) => (r.rate !== undefined ? [{ rate: r.rate, base: r.taxableAmount }] : [])),
  );
  const catOf = lineZeroCategory(tableLines);
  inv.lines = tableLines.map((l, i): InvoiceLine => {
    const rate =
      l.vatRate ?? (inv.vatBreakdown.length === 1 ? inv.vatBreakdown[0]?.rate : undefined) ?? sumRates?.[i];
    const cat = catOf(l);
    const row = inv.vatBreakdown.find(
      (r) =>
        r.rate !== undefined &&
        rate !== undefined &&
        dec(r.rate).equals(dec(rate)) &&
        (!cat || r.categoryCode === cat),
    );
    const line: InvoiceLine = {
      id: l.id ?? String(i + 1),
      quantity: l.quantity ?? '1',
      unitCode: (l.unitText ? rendererUnit(l.unitText, allText) : undefined) ?? l.unitCode ?? 'C62',
      netAmount: round(l.netAmount),
      allowances: adjusted.get(l)?.allowances ?? [],
      charges: adjusted.get(l)?.charges ?? [],
      price: {
        netPrice: l.price ?? impliedPrice(l.netAmount, l.quantity),
        ...(l.baseQuantity ? { baseQuantity: l.baseQuantity } : {}),
      },
      vatCategoryCode: cat ?? row?.categoryCode ?? (rate !== undefined && dec(rate).isZero() ? zeroCat : 'S'),
      item: { name: l.name, classifications: [], attributes: [] },
      subLines: [],
    };
    if (rate !== undefined) line.vatRate = rate;
    for (const k of ['id', 'quantity', 'unitCode', 'netAmount', 'price.netPrice', 'vatRate', 'item.name']) {
      set(`lines[${i}].${k}`, {
        // no unit printed: the count of items ("one", C62), the usual reading of a bare quantity
        confidence: k === 'unitCode' && !l.unitCode ? Math.min(l.confidence, 0.8) : l.confidence,
        source: l.source,
      });
    }
    return line;
  });
}
