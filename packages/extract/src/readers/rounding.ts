/**
 * A cash-rounding row among the totals ("Rundungsdifferenz  CHF 0.02", "Rappenrundung  -0,01",
 * "Rounding  -0.01", "Afronding  0,02"): a total rounded to 5 Rappen (Swiss) or 5 cents is what is
 * due — the gross plus that rounding, less what was paid — and the rounding is BT-114.
 */
import { dec, round } from '@ic/einvoice';
import type { Doc } from '../layout.ts';
import { ROUNDING_ROW } from '../lexicon/rounding.ts';
import { type DecimalMark, parseAmount } from '../parse/amount.ts';
import type { ReconciledTotals } from '../reconcile.ts';

/** The amount of the first rounding row: less than 0.10 either way, after its label. */
export function roundingRow(doc: Doc, mark: DecimalMark): string | undefined {
  for (const l of doc.lines) {
    const i = l.segs.findIndex((s) => ROUNDING_ROW.test(s.text.trim()));
    const label = l.segs[i];
    if (!label) continue;
    const m = ROUNDING_ROW.exec(label.text.trim());
    const rest = label.text.trim().slice(m?.[0].length ?? 0);
    const after = l.segs.slice(i + 1).map((s) => s.text);
    const text = after.length ? (after[after.length - 1] as string) : rest;
    const v = parseAmount(text, mark);
    if (v !== undefined && !dec(v).isZero() && dec(v).abs().lt('0.10')) return v;
  }
  return undefined;
}

/**
 * The amount due rounded by a printed rounding row, when the due settled is the unrounded gross
 * less what was paid (no due printed, or the gross's twin); true when it was changed.
 */
export function applyRounding(rec: ReconciledTotals, rounding: string | undefined): boolean {
  const gross = rec.taxInclusive?.value;
  if (rounding === undefined || gross === undefined) return false;
  const unrounded = round(dec(gross).minus(dec(rec.paidAmount?.value ?? 0)));
  if (rec.amountDue && round(rec.amountDue.value) !== unrounded) return false;
  rec.amountDue = { value: round(dec(unrounded).plus(dec(rounding))), confidence: 0.7, derived: true };
  return true;
}
