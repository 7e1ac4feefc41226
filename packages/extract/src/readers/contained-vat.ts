/**
 * Prices that contain the VAT (a web shop's order: "Subtotal / Shipping / Includes VAT 21% /
 * Total", "Sous-total / Dont TVA 20 % / Total", "Subtotaal / Inclusief btw 21% / Totaal"): a VAT
 * total labelled as contained in the amounts, and the item rows — with a document charge — adding
 * up to a printed total with VAT, make the rows gross. Then the sub total (the rows' sum) is no net,
 * the rows' sum stands in for no net, and the charge printed with its VAT is taken to its net at the
 * contained rate (the gross-items reader takes the rows to the net afterwards).
 * The other trigger of gross items, a sub total equal to the gross, is decided after the choice
 * of the totals: `grossSubTotal` in `reconcile.ts` (README: "Gross item amounts").
 */
import { dec, round } from '@ic/einvoice';
import type { Candidate } from '../find.ts';
import type { Doc } from '../layout.ts';
import { CONTAINED } from '../lexicon/header.ts';
import { PERCENT_IN_TEXT_G, VAT_WORD_STRICT } from '../lexicon/vat.ts';
import { type DecimalMark, findAmounts, parseAmount } from '../parse/amount.ts';
import type { TotalsCandidates } from '../reconcile.ts';
import { KNOWN_RATES } from '../vat.ts';

const same = (a: string, b: string) => dec(a).minus(dec(b)).abs().lte('0.01');

/** The one rate printed on the lines of the contained VAT ("Includes VAT 21%"), if one. */
function containedRate(
  cs: Array<Candidate<string>>,
  lineText: (line: number) => string,
  mark: DecimalMark,
): string | undefined {
  const rates = new Set<string>();
  for (const c of cs)
    for (const m of lineText(c.line).matchAll(PERCENT_IN_TEXT_G)) {
      const r = parseAmount(m[1] ?? '', mark);
      if (r) rates.add(dec(r).toString());
    }
  return rates.size === 1 ? [...rates][0] : undefined;
}

/**
 * Whether the rows are gross by a contained VAT (see above); when they are, the candidates are
 * changed in place: subtotals equal to the rows' sum dropped, the charge taken to its net.
 */
export function containedVatPrices(
  t: TotalsCandidates,
  lineSum: string | undefined,
  lineText: (line: number) => string,
  mark: DecimalMark,
): boolean {
  if (lineSum === undefined || dec(lineSum).lte(0)) return false;
  const contained = t.vatTotal.filter((c) => CONTAINED.test(c.label ?? '') && dec(c.value).gt(0));
  if (!contained.length) return false;
  const charge = t.chargeTotal.find((c) => !dec(c.value).isZero())?.value ?? '0';
  const gross = dec(lineSum).plus(dec(charge)).toString();
  if (t.allowanceTotal.some((c) => !dec(c.value).isZero())) return false;
  if (!t.taxInclusive.some((g) => same(g.value, gross))) return false;
  t.lineNetTotal = t.lineNetTotal.filter((c) => !same(c.value, lineSum));
  t.taxExclusive = t.taxExclusive.filter((c) => !same(c.value, lineSum) && !same(c.value, gross));
  if (dec(charge).isZero()) return true;
  const rate = containedRate(contained, lineText, mark);
  if (rate === undefined) return true;
  const net = round(dec(charge).times(100).dividedBy(dec(rate).plus(100)));
  t.chargeTotal = t.chargeTotal.map((c) => (same(c.value, charge) ? { ...c, value: net } : c));
  return true;
}

/**
 * A small-amount invoice or receipt that states only the rate its total contains ("Im
 * Gesamtbetrag sind 19 % MwSt. enthalten.", "Price includes VAT at 20%"), no VAT amount anywhere:
 * the VAT and the net the gross total contains at that rate, as candidates (labelled with the
 * sentence, so that the rows count as gross); returns the rate. One rate only; nothing when a VAT
 * amount is printed.
 */
export function containedRateOnly(doc: Doc, mark: DecimalMark, t: TotalsCandidates): string | undefined {
  if (t.vatTotal.some((c) => !dec(c.value).isZero())) return undefined;
  const rates = new Map<string, number>();
  for (const l of doc.lines) {
    if (!VAT_WORD_STRICT.test(l.text) || !CONTAINED.test(l.text)) continue;
    const toks = findAmounts(l.text, mark);
    const pct = toks.filter((x) => x.percent);
    if (pct.length !== 1 || toks.length !== 1) continue;
    const rate = dec(pct[0]?.value ?? '0').toString();
    if (KNOWN_RATES.has(rate) && !dec(rate).isZero()) rates.set(rate, l.index);
  }
  if (rates.size !== 1) return undefined;
  const [[rate, line]] = [...rates] as [[string, number]];
  const best = (cs: Array<Candidate<string>>) => [...cs].sort((a, b) => b.confidence - a.confidence)[0];
  const gross = best(t.taxInclusive) ?? best(t.amountDue);
  if (!gross || dec(gross.value).lte(0)) return undefined;
  const net = round(dec(gross.value).times(100).dividedBy(dec(rate).plus(100)));
  const label = doc.lines[line]?.text.toLowerCase();
  t.vatTotal.push({ value: round(dec(gross.value).minus(net)), confidence: 0.5, line, label });
  t.taxExclusive.push({ value: net, confidence: 0.45, line, label });
  return rate;
}
