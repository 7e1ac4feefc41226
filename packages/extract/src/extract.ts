/**
 * The offline extractor: PDF text layout → EN 16931 model with per-field confidence and the
 * source position of each value.
 *
 *   extractInvoice(layout) → { invoice, fields, notices, warnings }
 *
 * `fields` is keyed by model path (`number`, `seller.name`, `totals.taxInclusive`,
 * `vatBreakdown[0].taxAmount`, `lines[2].quantity` …); confidence is 0..1. `notices` says what the
 * user should check (codes and texts in notices.ts); `warnings` is their English text.
 */

import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import { captionsInline } from './captions.ts';
import { type Candidate, type Source, segsBelow, srcOf } from './find.ts';
import { guessLang, type LabelField, labelRe } from './labels.ts';
import { type Doc, fromPdfLayout, type LayoutLike, type Line, type Seg } from './layout.ts';
import {
  CAPITALS_PREFIX,
  DIGIT,
  DIGIT_GROUPS_ID,
  DIGIT_LED_ID,
  DIGITS_ONLY,
  DOTTED_DATE,
  ID_LEAD_PUNCTUATION,
  LIST_SEPARATOR_END,
  MIDDLE_DOT_LIST,
  NON_SPACE,
  OTHER_LANGUAGE_LABEL_BEFORE,
  RATE_CELL,
  SPACES,
  SPACES_G,
  TRAILING_PUNCTUATION_MARK,
  TRAILING_PUNCTUATION_RUN,
  VAT_ID_PREFIX,
} from './lexicon/common.ts';
import { DOLLAR_MENTION, SUM_WORD_START } from './lexicon/document.ts';
import {
  CARRIED,
  CONTAINED,
  ID_RE,
  LEGAL_REF_BEFORE,
  SKONTO_AMOUNT,
  VAT_ID_AFTER,
} from './lexicon/header.ts';
import { type Notice, noticeWarnings } from './notices.ts';
import { type DecimalMark, findAmounts, guessDecimalMark } from './parse/amount.ts';
import { findDates } from './parse/date.ts';
import { findVatIds } from './parse/ids.ts';
import { type Board, readerRegistry } from './readers/registry.ts';
import { emptyTotals, TOTALS_KEYS, type TotalsCandidates } from './reconcile.ts';
import { stackedTotalsInline } from './stacked-totals.ts';
import { extractLines, findHeaders, headCell, RATE_ONLY, totalsHeader, totalsHeadRow } from './table.ts';
import { KNOWN_RATES, type VatRow } from './vat.ts';

export interface FieldInfo {
  confidence: number;
  source?: Source;
}

export interface ExtractResult {
  invoice: Invoice;
  fields: Record<string, FieldInfo>;
  /** what the user should check, as codes with parameters (notices.ts) */
  notices: Notice[];
  /** the notices in English (API / CLI) */
  warnings: string[];
}

export interface ExtractOptions {
  /** force a language for dates (month-first for 'en' US documents is never assumed) */
  lang?: 'de' | 'en' | 'fr' | 'nl';
}

function isDoc(x: unknown): x is Doc {
  return typeof x === 'object' && x !== null && Array.isArray((x as Doc).lines);
}

export function acceptId(text: string): string | undefined {
  const t = text.trim().replace(ID_LEAD_PUNCTUATION, '');
  // "545 6766 5946": an id in groups of digits is taken whole
  const grouped = t.replace(SPACES_G, ' ');
  if (DIGIT_GROUPS_ID.test(grouped)) return grouped;
  // "RE20248731, Total: …": punctuation after the id is no part of it; a short capital prefix
  // set apart from the digits belongs to the number ("RE 2024-117")
  const parts = t.split(SPACES);
  const spaced = CAPITALS_PREFIX.test(parts[0] ?? '') && DIGIT_LED_ID.test(parts[1] ?? '');
  const tok = (spaced ? `${parts[0]} ${parts[1]}` : (parts[0] ?? '')).replace(TRAILING_PUNCTUATION_RUN, '');
  if (!tok || tok.length > 35 || !ID_RE.test(tok.replace(' ', '')) || !DIGIT.test(tok)) return undefined;
  if (findDates(tok)[0]?.index === 0 && findDates(tok)[0]?.raw === tok) return undefined;
  return tok.replace(TRAILING_PUNCTUATION_MARK, '');
}

export function acceptText(text: string): string | undefined {
  const t = text.trim().replace(ID_LEAD_PUNCTUATION, '');
  return t.length >= 1 && t.length < 80 ? t : undefined;
}

const TOTAL_FIELDS: ReadonlyArray<keyof TotalsCandidates & LabelField> = TOTALS_KEYS;

function lastAmount(text: string, mark: DecimalMark): string | undefined {
  const dates = findDates(text);
  const toks = findAmounts(text, mark).filter(
    (t) =>
      !t.percent &&
      !dates.some((d) => t.index >= d.index && t.index < d.index + d.raw.length) &&
      !(DIGITS_ONLY.test(t.raw.trim()) && LEGAL_REF_BEFORE.test(text.slice(0, t.index))),
  );
  return toks[toks.length - 1]?.value;
}

/**
 * A net's label with the net and its VAT after it ("Total valoare fără TVA | 720,65 | 136,92": the
 * sums of the items' value and VAT columns): the first amount is the net, the second its VAT when
 * it is the net at a rate in use (to a few cents: each row's VAT rounded on its own).
 */
function netThenVat(text: string, mark: DecimalMark): [string, string] | undefined {
  const [net, vat, more] = findAmounts(text, mark).filter((t) => !t.percent);
  if (!net || !vat || more || dec(vat.value).gte(dec(net.value))) return undefined;
  const fits = [...KNOWN_RATES].some(
    (r) => dec(r).gt(0) && dec(net.value).times(r).dividedBy(100).minus(vat.value).abs().lte('0.05'),
  );
  return fits ? [net.value, vat.value] : undefined;
}

/** A row that can hold a document-level charge or allowance total (see totalsCandidates). */
function chargeRowOk(
  line: Doc['lines'][number],
  itemLines: Set<number>,
  mark: DecimalMark,
  doc: Doc,
): boolean {
  if (itemLines.has(line.index)) return false;
  const text = line.segs.map((s) => s.text).join('   ');
  const amounts = findAmounts(text, mark);
  if (amounts.length >= 3) return false;
  if (!amounts.some((a) => a.percent)) return true;
  // "abzgl. 3 % Rabatt  -192,69" right under the subtotal of the lines ("Warenwert netto",
  // "Subtotal"), with the allowances and charges between them: a document-level discount, not
  // an item's
  if (amounts.filter((a) => !a.percent).length !== 1) return false;
  for (let k = line.index - 1; k >= 0 && k >= line.index - 4; k--) {
    const l = doc.lines[k];
    if (!l || l.page !== line.page || itemLines.has(k)) return false;
    if (labelRe('lineNetTotal').test(l.text)) return true;
    if (!labelRe('allowanceTotal').test(l.text) && !labelRe('chargeTotal').test(l.text)) return false;
  }
  return false;
}

/** Every amount printed in the document (not percentages, not parts of dates), with its place. */
export function printedAmounts(doc: Doc, mark: DecimalMark): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  for (const line of doc.lines) {
    for (const seg of line.segs) {
      const dates = findDates(seg.text);
      for (const t of findAmounts(seg.text, mark)) {
        if (t.percent || dates.some((d) => t.index >= d.index && t.index < d.index + d.raw.length)) continue;
        out.push({ value: t.value, confidence: 0.3, source: srcOf(line.page, seg), line: line.index });
      }
    }
  }
  return out;
}

/**
 * A totals label heading a column ("Netto" over its amount, several rows per rate then their
 * sum in a header row of totals): the amounts under it, top down.
 */
function amountsBelowLabel(
  doc: Doc,
  line: Line,
  seg: Seg,
  itemLines: Set<number>,
  mark: DecimalMark,
  block: boolean,
): Array<{ v: string; src: Source; line: number }> {
  const below: Array<{ v: string; src: Source; line: number }> = [];
  let rateRows = false;
  for (const { line: l2, seg: s2 } of segsBelow(doc, line, seg.x - 30, seg.x + seg.w + 30, block ? 6 : 3)) {
    if (s2.x + s2.w < seg.x - 5) continue;
    // a deduction under the totals ("abzgl. 1. Abschlag vom … | -2.200,00 | -418,00 |
    // -2.618,00" under "netto | USt. | brutto"): an instalment already paid, no total
    if (labelRe('paidAmount', true).test(l2.text)) break;
    // "USt.-Satz | Netto | USt. | Brutto" with a row per rate ("19 %" / "7 %"): the VAT
    // breakdown once more, none of its rows a total of the invoice (a sum row may follow)
    const rateRow = (l?: Doc['lines'][number]) =>
      !!l && l.page === l2.page && RATE_ONLY.test(l.segs[0]?.text ?? '');
    if (
      rateRow(l2) &&
      (rateRow(doc.lines[l2.index + 1]) || (l2.index - 1 !== line.index && rateRow(doc.lines[l2.index - 1])))
    ) {
      rateRows = true;
      continue;
    }
    // after the rows per rate only their sum row ("Summe", "Gesamt", "Total")
    if (rateRows && !SUM_WORD_START.test(l2.segs[0]?.text ?? '')) break;
    // an item's amount right under it: the label heads the items' column ("Description
    // | Net amount" over service rows), no total
    if (!below.length && itemLines.has(l2.index)) break;
    const v = lastAmount(s2.text, mark);
    if (v === undefined) {
      if (block) break;
      continue;
    }
    if (!block) {
      below.push({ v, src: srcOf(l2.page, s2), line: l2.index });
      break;
    }
    if (below.some((b) => b.line === l2.index)) continue;
    below.push({ v, src: srcOf(l2.page, s2), line: l2.index });
  }
  return below;
}

type TotalField = (typeof TOTAL_FIELDS)[number];

/** The total a segment's label names (the longest label), and where the label ends. */
function segTotalLabel(
  doc: Doc,
  line: Line,
  seg: Seg,
  itemLines: Set<number>,
  mark: DecimalMark,
  headRow: boolean,
): { field: TotalField; end: number } | undefined {
  let bestField: TotalField | undefined;
  let bestLen = 0;
  let bestEnd = 0;
  for (const f of TOTAL_FIELDS) {
    // an item named "Versandkosten" / "Shipping costs" (quantity, price and amount on the
    // row) is a line, and a row with a rate is VAT on the charge: not a document charge
    if ((f === 'chargeTotal' || f === 'allowanceTotal') && !chargeRowOk(line, itemLines, mark, doc)) continue;
    const m = labelRe(f).exec(seg.text);
    // "USt-IdNr. DE…", "BTW-nummer", "VAT No.": a VAT identifier's label, no VAT amount
    if (m && f === 'vatTotal' && VAT_ID_AFTER.test(seg.text.slice(m.index + m[0].length))) continue;
    // "TVA BE0123456789", "BTW NL…B01": the label of the VAT identifier printed after it
    if (m && f === 'vatTotal' && VAT_ID_PREFIX.test(seg.text.slice(m.index + m[0].length))) continue;
    // "19% VAT 108,87": a rate before the label; "Invoice-ID: X, Total: 238 EUR": a label
    // after a list separator; "Maksettava / Amount due": the label in a second language
    if (
      !m ||
      (m.index > 2 &&
        !RATE_CELL.test(seg.text.slice(0, m.index)) &&
        !LIST_SEPARATOR_END.test(seg.text.slice(0, m.index)) &&
        !OTHER_LANGUAGE_LABEL_BEFORE.test(seg.text.slice(0, m.index)))
    )
      continue;
    const len = m[0].trim().length;
    if (len > bestLen) {
      bestLen = len;
      bestField = f;
      bestEnd = m.index + m[0].length;
    }
  }
  // a bare column word ("Net", "TTC") in a totals header row
  const cell = !bestField && headRow ? headCell(seg.text) : undefined;
  if (cell) return { field: cell, end: seg.text.length };
  return bestField ? { field: bestField, end: bestEnd } : undefined;
}

export function totalsCandidates(
  doc: Doc,
  mark: DecimalMark,
  itemLines: Set<number>,
  blockLines: Set<number> = new Set(),
): TotalsCandidates {
  const out = emptyTotals();
  for (const line of doc.lines) {
    // a line of an item printed as a labelled block ("Nettobetrag 36,00" of the item)
    if (blockLines.has(line.index)) continue;
    // "Zwischensumme Übertrag 25.707,11": the sum carried to the next page, no total
    if (CARRIED.test(line.text)) continue;
    const headRow = totalsHeadRow(line, mark);
    line.segs.forEach((seg, i) => {
      if (dottedTotals(out, { doc, line, seg, i, mark, itemLines, headRow })) return;
      const label = segTotalLabel(doc, line, seg, itemLines, mark, headRow);
      if (!label) return;
      // "Skontobetrag: 31,58 EUR, Zahlbetrag bei Skontoabzug: 1.547,23 EUR": what the buyer pays
      // when taking the cash discount, no total of the invoice ("skontofähig" qualifies a total)
      if (SKONTO_AMOUNT.test(seg.text)) return;
      segTotal(out, { doc, line, seg, i, mark, itemLines, headRow }, label.field, label.end);
    });
  }
  return out;
}

/**
 * A run-on list of totals between middle dots ("Upphæð án VSK 6.470,40 · VSK samtals 1.100,50 ·
 * Til greiðslu 7.570,90 EUR"): each part that starts with a total's label is read on its own, its
 * amount the part's last; the segments right of the line belong to the last part. False when
 * fewer than two parts carry a label (the segment is read whole).
 */
function dottedTotals(out: TotalsCandidates, at: TotalAt): boolean {
  const parts = at.seg.text.split(MIDDLE_DOT_LIST);
  if (parts.length < 2) return false;
  const labelled = parts.map((text) => {
    const part = { ...at.seg, text };
    const label = segTotalLabel(at.doc, at.line, part, at.itemLines, at.mark, at.headRow);
    return { part, label };
  });
  if (labelled.filter((p) => p.label).length < 2) return false;
  labelled.forEach(({ part, label }, k) => {
    if (!label) return;
    const last = k === labelled.length - 1;
    segTotal(out, { ...at, seg: part, i: last ? at.i : at.line.segs.length }, label.field, label.end);
  });
  return true;
}

type TotalAt = {
  doc: Doc;
  line: Line;
  seg: Seg;
  i: number;
  mark: DecimalMark;
  itemLines: Set<number>;
  headRow: boolean;
};

/** The amount after a total's label (or below it, in a header of totals) as a candidate. */
function segTotal(out: TotalsCandidates, at: TotalAt, field: TotalField, end: number): void {
  const { line, seg, mark, headRow } = at;
  // in a header row, a rate after the label ("VAT 19 %") is part of the heading
  const rest = headRow && RATE_ONLY.test(seg.text.slice(end)) ? '' : seg.text.slice(end);
  const own = ownSegsRight(at);
  const texts = (segs: Seg[]) => segs.map((s) => s.text).join('   ');
  // its own amount, else the row's last ("Nettobetrag | (zzgl. 19 % MwSt.) | 376,37")
  const ownValue = lastAmount(`${rest}   ${texts(own)}`, mark);
  let value = ownValue ?? lastAmount(`${rest}   ${texts(line.segs.slice(at.i + 1))}`, mark);
  const valueSeg = ownValue === undefined ? undefined : own.at(-1);
  let src = srcOf(line.page, valueSeg ?? line.segs[line.segs.length - 1] ?? seg);
  let conf = 0.8;
  // the head of the item table ("Montant HT" over the line amounts, a carried-over sum
  // under them): its column holds line amounts, no total
  if (value === undefined && !NON_SPACE.test(rest) && !at.itemLines.has(line.index)) {
    const below = totalsBelow(out, at, field, end);
    if (below) ({ value, src, conf } = below);
  }
  if (value === undefined) return;
  const nv =
    field === 'taxExclusive' && ownValue !== undefined
      ? netThenVat(`${rest}   ${texts(own)}`, mark)
      : undefined;
  if (nv) {
    value = nv[0];
    out.vatTotal.push({
      value: nv[1],
      confidence: 0.75,
      source: src,
      line: line.index,
      label: seg.text.slice(0, end),
    });
  }
  // the VAT a gross amount contains, printed in brackets as an aside ("enthaltene
  // Versicherungsteuer (35,13 €)"): an amount, not a negative one
  if (field === 'vatTotal' && CONTAINED.test(seg.text.slice(0, end)) && value.startsWith('-'))
    value = value.slice(1);
  out[field].push({ value, confidence: conf, source: src, line: line.index, label: seg.text.slice(0, end) });
}

/**
 * The segments right of a total's label up to the next total's label on the line: two totals
 * side by side ("Exclusief BTW € 593,36 … Subtotaal € 717,97", "Netto 250,00 € MwSt. 47,50 €
 * Gesamtbetrag 297,50 €") each take their own amount, not the line's last. A label without an
 * amount of its own before the next one keeps the row's last (`segTotal`).
 */
function ownSegsRight(at: TotalAt): Seg[] {
  const { doc, line, i, itemLines, mark, headRow } = at;
  const rest = line.segs.slice(i + 1);
  const next = rest.findIndex((s) => segTotalLabel(doc, line, s, itemLines, mark, headRow) !== undefined);
  return next < 0 ? rest : rest.slice(0, next);
}

/**
 * Column header style: the value sits below the label; with several rows below (one per VAT
 * rate, then the sum) the last row is the total, the others are candidates too.
 */
function totalsBelow(
  out: TotalsCandidates,
  at: TotalAt,
  field: TotalField,
  end: number,
): { value: string; src: Source; conf: number } | undefined {
  const { doc, line, seg } = at;
  const block = totalsHeader(line) || at.headRow; // a header row of several totals: rows per rate, then the sum
  const below = amountsBelowLabel(doc, line, seg, at.itemLines, at.mark, !!block);
  const last = below[below.length - 1];
  if (!last) return undefined;
  const sumOfRest = below.length > 2 ? sumDec(below.slice(0, -1).map((b) => b.v)) : undefined;
  const lastIsSum = sumOfRest !== undefined && round(sumOfRest) === round(last.v);
  for (const b of below.slice(0, -1))
    out[field].push({
      value: b.v,
      confidence: lastIsSum ? 0.3 : 0.5,
      source: b.src,
      line: line.index,
      label: seg.text.slice(0, end),
    });
  // several rows without a sum row: rows per rate, none of them is the total
  return { value: last.v, src: last.src, conf: below.length === 1 ? 0.65 : lastIsSum ? 0.8 : 0.45 };
}

/**
 * Document references are printed in the header: a candidate on a later page than the first
 * page with one (an order number quoted under an item on page 3) is weaker.
 */
export function firstPageFirst<T>(doc: Doc, cands: Array<Candidate<T>>): Array<Candidate<T>> {
  const page = (c: Candidate<T>) => doc.lines[c.line]?.page ?? 1;
  const first = Math.min(...cands.map(page));
  for (const c of cands) if (page(c) > first) c.confidence -= 0.15;
  return cands;
}

/**
 * A reference printed under an item-table header (an item's detail line "Order ref.: 5512") is
 * weaker than one in the document header.
 */
export function belowTablesWeaker<T>(
  doc: Doc,
  cands: Array<Candidate<T>>,
  mark?: DecimalMark,
): Array<Candidate<T>> {
  if (!cands.length) return cands;
  const heads = findHeaders(doc).map((h) => h.line);
  // a labelled detail row of an item ("Order ref.: 5512" under the item's name) is the item's
  // reference, not the document's
  const inItems = new Set<number>();
  if (mark && heads.length)
    for (const x of extractLines(doc, mark))
      for (const k of x.lines) if (!heads.some((h) => h.index === k)) inItems.add(k);
  for (const c of cands) {
    const l = doc.lines[c.line];
    if (l && heads.some((h) => h.page === l.page && h.index < l.index)) c.confidence -= 0.2;
  }
  return cands.filter((c) => !inItems.has(c.line));
}

type Lang = ReturnType<typeof guessLang>;
/** What every reading step shares: the document, the invoice being filled and its field marks. */
export interface Ctx {
  doc: Doc;
  inv: Invoice;
  fields: Record<string, FieldInfo>;
  notices: Notice[];
  allText: string;
  lang: Lang;
  mark: DecimalMark;
  mdy: boolean;
  set: (path: string, c: { confidence: number; source?: Source } | undefined) => void;
}

/** Extract an invoice from a PDF layout (or the extractor's own Doc). */
export function extractInvoice(layout: LayoutLike | Doc, opts: ExtractOptions = {}): ExtractResult {
  const doc = stackedTotalsInline(captionsInline(isDoc(layout) ? layout : fromPdfLayout(layout)));
  const fields: Record<string, FieldInfo> = {};
  const notices: Notice[] = [];
  const inv = emptyInvoice();
  const allText = doc.lines.map((l) => l.text).join('\n');
  const lang = opts.lang ?? guessLang(allText);
  const mark = guessDecimalMark(allText);
  // month first only in a dollar document of no European business: a dotted date or a European
  // VAT identifier on the page says day first
  const mdy =
    lang === 'en' &&
    DOLLAR_MENTION.test(allText) &&
    !DOTTED_DATE.test(allText) &&
    !findVatIds(allText).length;
  const set = (path: string, c: { confidence: number; source?: Source } | undefined) => {
    if (c)
      fields[path] = {
        confidence: Math.round(Math.max(0, Math.min(1, c.confidence)) * 100) / 100,
        source: c.source,
      };
  };
  const c: Ctx = { doc, inv, fields, notices, allText, lang, mark, mdy, set };
  const board: Board = {};
  for (const r of readerRegistry()) r.read(c, board);
  return { invoice: inv, fields, notices, warnings: noticeWarnings(notices) };
}

/**
 * A document-level discount `disc` taken off each base in proportion: the printed percentage when
 * the discount is one ("3 %" of the goods, each share rounded on its own; a whole or half
 * percentage first: "3 %", "2,5 %"), else in proportion with the rounding rest on the largest base.
 */
function discountShares(bases: string[], disc: ReturnType<typeof dec>): string[] {
  const total = dec(sumDec(bases));
  if (total.isZero()) return bases.map(() => '0.00');
  const exact = disc.times(100).dividedBy(total);
  for (const pct of [
    exact.toDecimalPlaces(0),
    exact.times(2).toDecimalPlaces(0).dividedBy(2),
    exact.toDecimalPlaces(2),
  ]) {
    const byPct = bases.map((b) => round(dec(b).times(pct).dividedBy(100)));
    if (sumDec(byPct) === round(disc)) return byPct;
  }
  const prop = bases.map((b) => round(dec(b).times(disc).dividedBy(total)));
  const rest = disc.minus(dec(sumDec(prop)));
  const big = bases.reduce((m, b, i) => (dec(b).gt(dec(bases[m] as string)) ? i : m), 0);
  prop[big] = round(dec(prop[big] as string).plus(rest));
  return prop;
}

/** Every row has a base, and base × rate gives its tax (to the cent). */
function taxesFit(rows: Array<{ rate: string; taxableAmount: string; taxAmount: string }>): boolean {
  return rows.every(
    (r) =>
      !dec(r.taxableAmount).isZero() &&
      dec(r.taxableAmount).times(dec(r.rate)).dividedBy(100).minus(dec(r.taxAmount)).abs().lte(dec('0.01')),
  );
}

type RateRow = { rate: string; taxableAmount: string; taxAmount: string };

/**
 * The breakdown rows of one assignment of lines to rates (`assign[i]`: line i's rate): each
 * rate's base the sum of its lines, less its share of the discount `disc` when `split`, and the
 * rest of the difference to the net total (`adj`, plus the discount when split) on rate `adjTo`.
 */
function assignedRows(
  lines: Array<{ net: string }>,
  rateTaxes: Array<{ rate: string; tax: string }>,
  assign: number[],
  d: { split: boolean; disc: ReturnType<typeof dec>; adj: ReturnType<typeof dec>; adjTo: number },
): RateRow[] {
  const base0s = rateTaxes.map((_, k) => sumDec(lines.filter((_, i) => assign[i] === k).map((l) => l.net)));
  const off = d.split ? discountShares(base0s, d.disc) : base0s.map(() => '0');
  const rest = d.split ? d.adj.plus(d.disc) : d.adj;
  return rateTaxes.map((r, k) => {
    const b0 = dec(base0s[k] as string).minus(dec(off[k] as string));
    const base = round(k === d.adjTo ? b0.plus(rest) : b0);
    return { rate: r.rate, taxableAmount: base, taxAmount: r.tax };
  });
}

/**
 * A breakdown from VAT amounts printed per rate without bases (two or more rates): each rate's
 * base is the sum of its lines — lines without a printed rate are assigned so that every rate's
 * base gives its tax (to the cent) — and the bases and taxes add up to the net and VAT totals.
 * A net total that differs from the line sum (freight or a discount among the totals,
 * "Warenwert / Versandkosten / Nettobetrag / USt 7 % / USt 19 %") puts the difference on the one
 * rate whose tax it then gives. A document-level discount over goods of several rates
 * ("abzgl. 3 % Rabatt" over 7 % and 19 % goods) is taken off each rate in proportion to its
 * lines, the rest of the difference (freight, packing) going to one rate.
 */
export function breakdownFromRateTaxes(
  lines: Array<{ net: string; rate?: string }>,
  rateTaxes: Array<{ rate: string; tax: string }>,
  net: string | undefined,
  vat: string | undefined,
  allowance?: string,
): RateRow[] | undefined {
  if (rateTaxes.length < 2 || !lines.length) return undefined;
  if (vat !== undefined && sumDec(rateTaxes.map((r) => r.tax)) !== round(vat)) return undefined;
  const lineSum = sumDec(lines.map((l) => l.net));
  const adj = net === undefined ? dec(0) : dec(round(net)).minus(dec(lineSum));
  const idx = (rate: string) => rateTaxes.findIndex((r) => dec(r.rate).equals(dec(rate)));
  const assign = lines.map((l) => (l.rate === undefined ? -1 : idx(l.rate)));
  if (lines.some((l, i) => l.rate !== undefined && assign[i] === -1)) return undefined;
  const free = assign.map((a, i) => (a < 0 ? i : -1)).filter((i) => i >= 0);
  if (rateTaxes.length ** free.length > 50000) return undefined;
  // the rate the difference goes to (-1: none)
  let adjTo = -1;
  // split: the discount taken off every rate in proportion to its lines
  let split = false;
  const disc = allowance === undefined ? dec(0) : dec(allowance).abs();
  const rows = () => assignedRows(lines, rateTaxes, assign, { split, disc, adj, adjTo });
  let found: RateRow[] | undefined;
  let ambiguous = false;
  const search = (k: number): boolean => {
    if (k === free.length) {
      const r = rows();
      if (!taxesFit(r)) return false;
      // two assignments that fit: ambiguous, nothing is returned
      if (found && JSON.stringify(found) !== JSON.stringify(r)) {
        ambiguous = true;
        return true;
      }
      found = r;
      return false;
    }
    for (let j = 0; j < rateTaxes.length; j++) {
      assign[free[k] as number] = j;
      if (search(k + 1)) return true;
    }
    return false;
  };
  // a printed discount is taken off every rate (the rest of the difference, freight or packing,
  // on one rate); else the whole difference goes to one rate
  for (split of disc.isZero() ? [false] : [true, false]) {
    const rest = split ? adj.plus(disc) : adj;
    for (const to of rest.isZero() ? [-1] : rateTaxes.map((_, k) => k)) {
      adjTo = to;
      if (search(0)) break;
    }
    if (found || ambiguous) break;
  }
  return ambiguous ? undefined : found;
}

/**
 * A breakdown from the lines alone when no VAT rows are printed but every line prints its rate
 * (two or more rates): each rate's base is the sum of its lines and its tax the base × rate,
 * only when the bases add up to the net total and the taxes to the VAT total (to the cent).
 */
export function breakdownFromLineRates(
  lines: Array<{ net: string; rate?: string }>,
  net: string | undefined,
  vat: string | undefined,
): Array<{ rate: string; taxableAmount: string; taxAmount: string }> | undefined {
  if (!lines.length || net === undefined || vat === undefined) return undefined;
  if (lines.some((l) => l.rate === undefined)) return undefined;
  const rates = [...new Set(lines.map((l) => dec(l.rate as string).toString()))];
  if (rates.length < 2) return undefined;
  if (sumDec(lines.map((l) => l.net)) !== round(net)) return undefined;
  const rows = rates.map((rate) => {
    const base = sumDec(lines.filter((l) => dec(l.rate as string).equals(dec(rate))).map((l) => l.net));
    return { rate, taxableAmount: base, taxAmount: round(dec(base).times(dec(rate)).dividedBy(100)) };
  });
  if (
    dec(sumDec(rows.map((r) => r.taxAmount)))
      .minus(dec(vat))
      .abs()
      .gt(dec('0.01'))
  )
    return undefined;
  return rows;
}

/**
 * Breakdown rows for the rates printed on lines but missing from the printed breakdown: each the
 * rate's line sum and its tax, only when with them the breakdown adds up to both the net total and
 * the VAT total (every line needs a printed rate).
 */
export function missingRateRows(
  lines: Array<{ netAmount: string } & ZeroCatLine>,
  breakdown: Array<{ rate?: string; taxableAmount: string; taxAmount: string }>,
  net: string | undefined,
  vat: string | undefined,
): Array<{ rate: string; taxableAmount: string; taxAmount: string; category?: string }> {
  if (!breakdown.length || !lines.length || net === undefined || vat === undefined) return [];
  if (lines.some((l) => l.vatRate === undefined)) return [];
  const has = (r: string) => breakdown.some((b) => b.rate !== undefined && dec(b.rate).equals(dec(r)));
  const catOf = lineZeroCategory(lines);
  // (zero-rate lines of two categories, "exempt" and "disb.": a row for each)
  const keys = [...new Set(lines.map((l) => `${dec(l.vatRate as string).toString()}|${catOf(l) ?? ''}`))];
  const missing = keys.filter((k) => !has(k.split('|')[0] as string));
  if (!missing.length) return [];
  const rows = missing.map((key) => {
    const [rate = '', category] = key.split('|');
    const mine = lines.filter(
      (l) => dec(l.vatRate as string).equals(dec(rate)) && (catOf(l) ?? '') === category,
    );
    const base = sumDec(mine.map((l) => l.netAmount));
    const tax = round(dec(base).times(dec(rate)).dividedBy(100));
    return { rate, taxableAmount: base, taxAmount: tax, ...(category ? { category } : {}) };
  });
  const all = [...breakdown, ...rows];
  const bases = sumDec(all.map((r) => r.taxableAmount));
  const taxes = sumDec(all.map((r) => r.taxAmount));
  return bases === round(net) && taxes === round(vat) ? rows : [];
}

/**
 * The zero-rate category a line's VAT cell names, where it tells the lines apart: lines of two
 * zero-rate categories ("exempt" and "disb."), lines outside the tax's scope (O), or the category's
 * own letter printed ("E"); a single exempt or zero-rated word is left to the document's notices.
 */
type ZeroCatLine = { vatRate?: string; vatCategory?: string; vatCategoryLetter?: boolean };

export function lineZeroCategory(lines: ZeroCatLine[]): (l: ZeroCatLine) => string | undefined {
  const cats = new Set(lines.flatMap((l) => (l.vatCategory ? [l.vatCategory] : [])));
  const told = (l: ZeroCatLine) => cats.size >= 2 || l.vatCategory === 'O' || !!l.vatCategoryLetter;
  return (l) =>
    l.vatCategory && l.vatRate !== undefined && dec(l.vatRate).isZero() && told(l)
      ? l.vatCategory
      : undefined;
}

export function sumDec(xs: string[]): string {
  let cents = 0n;
  for (const x of xs) cents += BigInt(round(x).replace('.', ''));
  const neg = cents < 0n;
  const a = neg ? -cents : cents;
  const s = a.toString().padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** Keep the VAT rows that add up to a net or VAT total candidate; else all of them. */
/**
 * No price printed: the one implied by quantity × price = net when it divides evenly (to four
 * decimals), else the net amount (quantity 1).
 */
export function impliedPrice(net: string, qty: string | undefined): string {
  if (!qty || dec(qty).isZero()) return net;
  const p = dec(net).dividedBy(dec(qty));
  return p.decimalPlaces() <= 4 ? p.toFixed(Math.max(2, p.decimalPlaces())) : net;
}

/**
 * Lines without a printed VAT rate under a breakdown of several rates: the one assignment of
 * rates to lines for which every rate's lines add up to its taxable amount (undefined when none
 * or the search would be too large).
 */
export function ratesFromBreakdown(
  lines: Array<{ net: string; rate?: string }>,
  rows: Array<{ rate: string; base: string }>,
): string[] | undefined {
  if (rows.length < 2 || !lines.length) return undefined;
  const free = lines.map((l, i) => (l.rate === undefined ? i : -1)).filter((i) => i >= 0);
  if (!free.length) return undefined;
  const rates = lines.map((l) => l.rate);
  const fits = (): boolean =>
    rows.every((r) =>
      dec(r.base).equals(
        lines.reduce(
          (acc, l, i) =>
            rates[i] !== undefined && dec(rates[i] as string).equals(dec(r.rate))
              ? acc.plus(dec(l.net))
              : acc,
          dec(0),
        ),
      ),
    );
  // the lines that print no rate all of one rate (those that print theirs marked: "511,52 *")
  if (free.length < lines.length)
    for (const r of rows) {
      for (const i of free) rates[i] = r.rate;
      if (fits()) return rates as string[];
    }
  if (rows.length ** free.length > 50000) return undefined;
  const search = (k: number): boolean => {
    if (k === free.length) return fits();
    for (const r of rows) {
      rates[free[k] as number] = r.rate;
      if (search(k + 1)) return true;
    }
    return false;
  };
  return search(0) ? (rates as string[]) : undefined;
}

/**
 * VAT rows where one rate prints its base ("TVA 21 % sur 1 616,54   339,47") and another only its
 * tax ("TVA 6 %   280,08"): the missing rate's base is the net total less the printed bases,
 * taken only when it fits its rate and tax (to the cent) and the taxes add up to a printed VAT total.
 */
export function completeVatRows(
  rows: VatRow[],
  rateTaxes: Array<{ rate: string; tax: string; line: number }>,
  totals: TotalsCandidates,
): VatRow[] {
  const missing = rateTaxes.filter((r) => !rows.some((o) => dec(o.rate).equals(dec(r.rate))));
  if (!rows.length || missing.length !== 1) return rows;
  const m = missing[0] as (typeof missing)[number];
  const taxSum = sumDec([...rows.map((r) => r.tax), m.tax]);
  const vats = totals.vatTotal.filter((c) => c.confidence >= 0.55).map((c) => round(c.value));
  const grosses = [...totals.taxInclusive, ...totals.amountDue]
    .filter((c) => c.confidence >= 0.55)
    .map((c) => round(c.value));
  const baseSum = sumDec(rows.map((r) => r.base));
  for (const c of [...totals.taxExclusive, ...totals.lineNetTotal]) {
    if (c.confidence < 0.55) continue;
    // the taxes add up to a printed VAT total, or net + taxes to a printed gross
    if (!vats.includes(taxSum) && !grosses.includes(sumDec([round(c.value), taxSum]))) continue;
    const base = dec(round(c.value)).minus(dec(baseSum));
    if (base.lte(0)) continue;
    if (base.times(dec(m.rate)).dividedBy(100).minus(dec(m.tax)).abs().gt(dec('0.01'))) continue;
    const src = rows[0]?.source as Source;
    return [...rows, { rate: m.rate, base: round(base.toString()), tax: m.tax, line: m.line, source: src }];
  }
  return rows;
}

/** The printed totals a choice of VAT rows is matched against (confident candidates, rounded). */
interface TotalsToMatch {
  nets: string[];
  vats: string[];
  grosses: string[];
}

/** How well the rows' sums match the printed totals: net and VAT 1 each, net + VAT = gross 1.5. */
function sumsScore(rows: VatRow[], t: TotalsToMatch): number {
  const b = sumDec(rows.map((r) => r.base));
  const tx = sumDec(rows.map((r) => r.tax));
  return (
    (t.nets.includes(b) ? 1 : 0) +
    (t.vats.includes(tx) ? 1 : 0) +
    (t.grosses.includes(sumDec([b, tx])) ? 1.5 : 0)
  );
}

/** The subset of rows (of the first eight) that matches the totals best: both sums beat one, then more rows. */
function bestSubset(rows: VatRow[], t: TotalsToMatch): { set: VatRow[] | undefined; score: number } {
  const n = Math.min(rows.length, 8);
  let bestSet: VatRow[] | undefined;
  let bestScore = 0;
  for (let mask = (1 << n) - 1; mask > 0; mask--) {
    const sub = rows.slice(0, n).filter((_, i) => mask & (1 << i));
    // one row per rate, except rows of the same rate with different printed categories (0 % E and K)
    const rates = new Set(sub.map((r) => `${r.rate}|${r.category ?? ''}`));
    if (rates.size !== sub.length) continue;
    if (sub.some((r, i) => !r.category && sub.some((o, j) => j !== i && o.rate === r.rate))) continue;
    const score = sumsScore(sub, t);
    if (score > bestScore || (score === bestScore && score > 0 && sub.length > (bestSet?.length ?? 0))) {
      bestScore = score;
      bestSet = sub;
    }
  }
  return { set: bestSet, score: bestScore };
}

/**
 * Rows of the same rate on different lines (items and shipping taxed apart, "Positionen USt.
 * 19 % auf …" / "Versandkosten USt. 19 % auf …") as one row with their sums; undefined when every
 * rate has one row.
 */
function mergedSameRate(rows: VatRow[]): VatRow[] | undefined {
  const groups = new Map<string, VatRow[]>();
  for (const r of rows)
    groups.set(`${dec(r.rate).toString()}|${r.category ?? ''}`, [
      ...(groups.get(`${dec(r.rate).toString()}|${r.category ?? ''}`) ?? []),
      r,
    ]);
  if (![...groups.values()].some((g) => g.length > 1)) return undefined;
  return [...groups.values()].map((g) =>
    g.length === 1
      ? (g[0] as VatRow)
      : { ...(g[0] as VatRow), base: sumDec(g.map((r) => r.base)), tax: sumDec(g.map((r) => r.tax)) },
  );
}

export function chooseVatRows(rows: VatRow[], totals: TotalsCandidates): VatRow[] {
  if (rows.length <= 1) return rows;
  // per-rate rows under a totals header are candidates of low confidence: not totals to match
  const t: TotalsToMatch = {
    nets: [...totals.taxExclusive, ...totals.lineNetTotal]
      .filter((c) => c.confidence >= 0.55)
      .map((c) => round(c.value)),
    vats: totals.vatTotal.filter((c) => c.confidence >= 0.55).map((c) => round(c.value)),
    grosses: totals.taxInclusive.filter((c) => c.confidence >= 0.55).map((c) => round(c.value)),
  };
  // try subsets (small n): both sums matching beats one, then more rows
  const best = bestSubset(rows, t);
  // the same rate's rows merged, when their sums match the printed totals better than any
  // choice of single rows
  const merged = mergedSameRate(rows);
  if (merged && sumsScore(merged, t) > best.score) return merged;
  if (best.set) return best.set;
  // one row per rate (first seen)
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (seen.has(r.rate) || seen.has(`${r.rate}|${r.category ?? ''}`)) return false;
    seen.add(r.category ? `${r.rate}|${r.category}` : r.rate);
    return true;
  });
}
