/**
 * A deduction printed under the gross under a label no lexicon knows ("Bezahlt  -715,00 €" /
 * "Offen  714,79 €" of a phone app, "abzgl. Krankenkasse (Kassenanteil)  -64,50 €" / "Ihr
 * Eigenanteil  847,04 €" of an optician): the first row under the gross that is no other total
 * (net and contained VAT may stand between), with one negative amount in the gross's column, and
 * the row under it whose amount is the gross less that deduction, are what was paid (BT-113) and
 * what is due (BT-115). The gross is a gross candidate or, under a label no lexicon knows either
 * ("Gesamt"), the row under the VAT total whose amount is net plus VAT. Read only when no paid amount is labelled
 * and no amount due is labelled under that gross, and not for a cash discount or a cash-rounding row.
 */
import { dec, round } from '@ic/einvoice';
import { type Candidate, srcOf } from '../find.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { SKONTO_AMOUNT } from '../lexicon/header.ts';
import { ROUNDING_ROW } from '../lexicon/rounding.ts';
import { type DecimalMark, findAmounts } from '../parse/amount.ts';
import type { TotalsCandidates } from '../reconcile.ts';

/** The line k when it is on `prev`'s page and close under it. */
function lineUnder(doc: Doc, prev: Line, k: number): Line | undefined {
  const l = doc.lines[k];
  if (!l || l.page !== prev.page || l.y - (prev.y + prev.h) > Math.max(prev.h, 8) * 1.5) return undefined;
  return l;
}

/** The first line under the gross (through up to three rows of other totals) that holds no total. */
function firstUntaken(doc: Doc, gross: Line, taken: Set<number>): Line | undefined {
  let prev = gross;
  for (let k = gross.index + 1; k <= gross.index + 4; k++) {
    const l = lineUnder(doc, prev, k);
    if (!l) return undefined;
    if (!taken.has(l.index)) return l;
    prev = l;
  }
  return undefined;
}

/** A row of a label and one amount at its end, the amount's segment ending near x `right`. */
function labelAmount(l: Line, mark: DecimalMark, right: number): { value: string; seg: Seg } | undefined {
  const seg = l.segs.at(-1);
  if (l.segs.length < 2 || !seg || Math.abs(seg.x + seg.w - right) > 12) return undefined;
  const label = l.segs[0]?.text.trim() ?? '';
  if (SKONTO_AMOUNT.test(label) || ROUNDING_ROW.test(label)) return undefined;
  const a = findAmounts(seg.text, mark).filter((t) => !t.percent);
  if (a.length !== 1 || findAmounts(label, mark).length) return undefined;
  return { value: a[0]?.value as string, seg };
}

interface GrossRow {
  line: Line;
  value: string;
  right: number;
}

/**
 * The gross rows: the gross candidates, and a row under a VAT total whose one amount is a net
 * candidate plus that VAT (a gross under a label no lexicon knows, "Gesamt").
 */
function grossRows(doc: Doc, mark: DecimalMark, t: TotalsCandidates): GrossRow[] {
  const out: GrossRow[] = [];
  for (const g of t.taxInclusive) {
    const line = doc.lines[g.line];
    if (line && g.source && g.confidence >= 0.55)
      out.push({ line, value: g.value, right: g.source.x + g.source.w });
  }
  const nets = [...t.lineNetTotal, ...t.taxExclusive].map((c) => dec(c.value));
  for (const v of t.vatTotal) {
    const vl = doc.lines[v.line];
    if (!vl || !v.source) continue;
    const right = v.source.x + v.source.w;
    const sums = nets.map((n) => n.plus(dec(v.value)));
    const l = lineUnder(doc, vl, v.line + 1);
    const a = l && labelAmount(l, mark, right);
    if (l && a && sums.some((x) => x.equals(dec(a.value)))) out.push({ line: l, value: a.value, right });
  }
  return out;
}

/** Adds the paid and due candidates of a deduction row under a gross row. */
export function deductionUnderGross(doc: Doc, mark: DecimalMark, totals: TotalsCandidates): void {
  if (totals.paidAmount.length) return;
  const taken = new Set(
    Object.values(totals).flatMap((cs: Array<Candidate<string>>) => cs.map((c) => c.line)),
  );
  for (const g of grossRows(doc, mark, totals)) {
    // a labelled amount due under the gross ("Fälliger Betrag 440,00") says what is due
    if (totals.amountDue.some((c) => c.line > g.line.index && c.confidence >= 0.6)) continue;
    const l1 = firstUntaken(doc, g.line, taken);
    const l2 = l1 && lineUnder(doc, l1, l1.index + 1);
    if (!l1 || !l2) continue;
    const d = labelAmount(l1, mark, g.right);
    const rest = labelAmount(l2, mark, g.right);
    if (!d || !rest || !dec(d.value).isNegative() || dec(rest.value).isNegative()) continue;
    const paid = dec(d.value).abs();
    if (!dec(g.value).minus(paid).equals(dec(rest.value))) continue;
    const label = (l: Line) => l.segs[0]?.text.trim() ?? '';
    totals.paidAmount.push({
      value: round(paid),
      confidence: 0.7,
      source: srcOf(l1.page, d.seg),
      line: l1.index,
      label: label(l1),
    });
    if (!taken.has(l2.index))
      totals.amountDue.push({
        value: round(rest.value),
        confidence: 0.75,
        source: srcOf(l2.page, rest.seg),
        line: l2.index,
        label: label(l2),
      });
    return;
  }
}
