/**
 * Item tables, 5: one row's numbers read as quantity, unit price, discount, net, VAT rate, unit and
 * position (groupRows, and the readers of a row's state).
 */
import { dec } from '@ic/einvoice';
import type { Line } from '../layout.ts';
import {
  COMMA_DECIMALS,
  DECIMAL_END,
  DIGIT,
  DIGIT_START,
  DIGITS_ONLY,
  EQUALS_CELL,
  LETTER,
  LETTER_START,
  ONE_GROUP_OF_THREE,
  ONE_TO_THREE_DIGITS,
  POINT_DECIMALS,
  POSITION_NUMBER,
  POSITION_NUMBER_TEXT,
  SPACES,
  TRAILING_DOT,
  WORD_BEFORE_END,
} from '../lexicon/common.ts';
import {
  ART_HEAD,
  CENT_UNIT_START,
  GROSS_LABEL_END,
  NET_LABEL_END,
  PRICE_PER_HINT,
  PRICE_UNIT_HEAD,
  PROGRESS_HEAD,
  RANGE_JOINER,
  RATE_WORDS_IN_TEXT,
} from '../lexicon/table.ts';
import type { DecimalMark } from '../parse/amount.ts';
import { findDates } from '../parse/date.ts';
import { unitCode } from '../parse/units.ts';
import type { ColumnKind, TableHeader } from './heads.ts';
import { cleanName } from './names.ts';
import {
  afterInlineLabel,
  columnOf,
  durationToks,
  near,
  plausibleRate,
  productMatches,
  type Tok,
  tokensOf,
} from './tokens.ts';

type BodyLine = { line: Line; anchor: boolean };

/** The vertical gap above body line i (infinite at the top of a page). */
function gapBefore(body: BodyLine[], i: number): number {
  const a = body[i - 1]?.line;
  const b = body[i]?.line;
  return a && b && a.page === b.page ? b.y - (a.y + a.h) : Number.POSITIVE_INFINITY;
}

/** Body line i's height (at least 6). */
function lineH(body: BodyLine[], i: number): number {
  return Math.max(body[i]?.line.h ?? 8, 6);
}

/** Body line k starts the next page. */
function pageBreak(body: BodyLine[], k: number): boolean {
  const a = body[k - 1]?.line;
  const b = body[k]?.line;
  return !!a && !!b && b.page === a.page + 1;
}

/**
 * Where the first item starts: the lines before the first anchor that touch it, unless that
 * cluster continues the header (a multi-line header row).
 */
function firstStart(
  body: BodyLine[],
  a0: number,
  header: Line | undefined,
  itemText: (l: Line) => boolean,
): number {
  // lines before the first anchor: the cluster touching it
  let s0 = a0;
  while (s0 > 0 && gapBefore(body, s0) < lineH(body, s0) * 1.2) s0--;
  // … unless that cluster continues the header (a multi-line header row): the header's own
  // lines carry no digits; from the first line with one ("# ligne BC: 1") the text is the item's
  const b0 = body[0]?.line;
  if (s0 === 0 && header && b0 && b0.y - (header.y + header.h) < lineH(body, 0) * 1.2) {
    while (s0 < a0 && !itemText(body[s0]?.line as Line)) s0++;
  }
  return s0;
}

/**
 * Where to split between anchors a and next: at the widest gap (the one right before next when
 * gaps tie); a page break counts as an ordinary gap between items: a wider gap on either page wins
 * (notes of an item printed at the top of the next page, then a gap, then the next item).
 */
function splitBetween(body: BodyLine[], a: number, next: number): number {
  const splitGap = (k: number) => Math.min(gapBefore(body, k), lineH(body, k) * 1.2 + 0.5);
  let at = next;
  let widest = pageBreak(body, next) ? Number.POSITIVE_INFINITY : gapBefore(body, next);
  for (let k = next - 1; k > a; k--) {
    const g = pageBreak(body, k) ? splitGap(k) : gapBefore(body, k);
    if (g > widest * 1.3 + 0.5) {
      widest = g;
      at = k;
    }
  }
  return at;
}

/**
 * An item's lines from start s to end e around its anchor a: a gap wider than 40 pt separates
 * text from the item (a page break does not: the item's text goes on at the top of the next page,
 * "01" printed under the item's numbers).
 */
function itemLines(body: BodyLine[], a: number, s: number, e: number): Line[] {
  for (let k = a; k > s; k--)
    if (gapBefore(body, k) > 40) {
      s = k;
      break;
    }
  for (let k = a + 1; k < e; k++)
    if (gapBefore(body, k) > 40 && !pageBreak(body, k)) {
      e = k;
      break;
    }
  return body.slice(s, e).map((b) => b.line);
}

/**
 * Items from the table body: each anchor line (with the numbers) takes the text lines around
 * it. Text between two anchors is split at the widest vertical gap (a description printed above
 * its numbers belongs to the next item); with even spacing it stays with the anchor above.
 * Text right below the header joins the first anchor when no wide gap separates them.
 */
export function groupRows(
  body: BodyLine[],
  header?: Line,
  itemText: (l: Line) => boolean = (l) => DIGIT.test(l.text),
): Line[][] {
  const anchors = body.map((b, i) => (b.anchor ? i : -1)).filter((i) => i >= 0);
  if (!anchors.length) return [];
  const starts: number[] = [firstStart(body, anchors[0] as number, header, itemText)];
  const ends: number[] = [];
  for (let ai = 0; ai < anchors.length; ai++) {
    const a = anchors[ai] as number;
    const next = anchors[ai + 1];
    if (next === undefined) {
      // the item's text goes on at the top of the next page (the table went on over the break)
      let end = a + 1;
      while (end < body.length && (gapBefore(body, end) <= 40 || pageBreak(body, end))) end++;
      ends.push(end);
      break;
    }
    const at = splitBetween(body, a, next);
    ends.push(at);
    starts.push(at);
  }
  return anchors.map((a, ai) => itemLines(body, a, starts[ai] as number, ends[ai] as number));
}

export function periodOnly(text: string): boolean {
  const ds = findDates(text);
  if (!ds.length) return false;
  let rest = text;
  for (const d of ds) rest = rest.replace(d.raw, ' ');
  return RANGE_JOINER.test(rest);
}

/** What one item row's reading works on: the header, the row's lines and numbers, its net. */
export interface RowCtx {
  header: TableHeader;
  row: Line[];
  mark: DecimalMark;
  toks: Tok[];
  colToks: (kind: ColumnKind) => Tok[];
  numeric: Tok[];
  netTok: Tok;
  net: string;
  others: Tok[];
  negNet: boolean;
  absNet: string;
  matches: (q: string, p: string) => boolean;
}

/** What is read of an item row so far (each step below fills some of it). */
export interface RowState {
  qty?: Tok;
  price?: Tok;
  consistent: boolean;
  netPrice?: string;
  fineQty?: string;
  rateInDisc?: Tok;
  unit?: string;
  unitText?: string;
  id?: string;
  idX?: number;
  name?: string;
  nameLine?: Line;
}

export type NameText = { text: string; line: Line; good: boolean; x: number; w: number };

/** The row's numbers and its net amount (undefined: no number, no item). */
export function rowContext(
  header: TableHeader,
  row: Line[],
  mark: DecimalMark,
  detail?: Set<Line>,
): RowCtx | undefined {
  const own = row.filter((l) => !detail?.has(l));
  const found = own.flatMap((l) => tokensOf(l, mark));
  const toks = [...found, ...durationToks(header, own, found)];
  const colToks = (kind: ColumnKind) => toks.filter((t) => columnOf(header, t.x0, t.x1)?.kind === kind);
  const numeric = toks.filter((t) => {
    const k = columnOf(header, t.x0, t.x1)?.kind;
    return k !== 'desc' && k !== 'pos' && k !== 'disc';
  });
  // line net: the amount column (rightmost amount-column token), else the rightmost non-percent number
  const amountToks = colToks('amount').filter((t) => !t.percent);
  const nonPct = numeric.filter((t) => !t.percent);
  // no net amount column (only gross columns besides the net price): the net is quantity × price
  const noAmountCol = !!header.ignore?.length && !header.columns.some((c) => c.kind === 'amount');
  const q0 = noAmountCol ? colToks('qty').find((t) => !t.percent) : undefined;
  const p0 = q0 ? colToks('price').find((t) => !t.percent && t.line === q0.line) : undefined;
  const product: Tok | undefined =
    q0 && p0 ? { ...p0, value: dec(q0.value).times(dec(p0.value)).toDecimalPlaces(2).toFixed(2) } : undefined;
  const netTok =
    product ??
    amountToks.sort((a, b) => b.x1 - a.x1)[0] ??
    nonPct.slice().sort((a, b) => b.x1 - a.x1 || a.line.index - b.line.index)[0];
  if (!netTok) return undefined;
  const net = netTok.value;
  // a credit line: its net printed negative, quantity and price positive ("5 × 4,55 = -20,48")
  const negNet = dec(net).isNegative();
  const absNet = dec(net).abs().toString();
  const matches = (q: string, p: string) =>
    productMatches(q, p, net) ||
    (negNet && !dec(q).isNegative() && !dec(p).isNegative() && productMatches(q, p, absNet));
  const others = nonPct.filter((t) => t !== netTok);
  return { header, row, mark, toks, colToks, numeric, netTok, net, others, negNet, absNet, matches };
}

/** Quantity and price: their columns on the net's line first, else the pair that gives the net. */
export function readQtyPrice(c: RowCtx, s: RowState): void {
  const { header, netTok } = c;
  // quantity and price on the line with the net amount first, then anywhere in the item
  const onNet = (t: Tok) => (t.line === netTok.line ? 0 : 1);
  // two numbers in the quantity column (a price right-aligned under a left-aligned head next
  // to it): the one nearer the column's middle
  const qCol = (t: Tok) => columnOf(header, t.x0, t.x1);
  const offMid = (t: Tok) => Math.abs((t.x0 + t.x1) / 2 - (qCol(t)?.cx ?? 0));
  s.qty = c
    .colToks('qty')
    .filter((t) => !t.percent)
    .sort((a, b) => onNet(a) - onNet(b) || offMid(a) - offMid(b))[0];
  // "30,00 3 PCE" under the unit price: a number with a unit word after it is a (base) quantity
  const withUnit = (t: Tok) => {
    const w =
      t.seg.text
        .slice(t.index + t.raw.length)
        .trim()
        .split(SPACES)[0] ?? '';
    return LETTER_START.test(w) && unitCode(w) !== undefined;
  };
  s.price = c
    .colToks('price')
    .filter((t) => !t.percent && t !== netTok)
    .sort((a, b) => onNet(a) - onNet(b) || Number(withUnit(a)) - Number(withUnit(b)) || b.x1 - a.x1)[0];
  s.consistent = !!(s.qty && s.price && c.matches(s.qty.value, s.price.value));
  if (!s.consistent) pairByProduct(c, s);
  if (!s.consistent && s.price) posColumnQty(c, s);
}

/** Choose the pair that multiplies to the net amount. */
function pairByProduct(c: RowCtx, s: RowState): void {
  const { header, netTok, others } = c;
  const qty = s.qty;
  const qFirst = qty ? [qty, ...others.filter((t) => t !== qty)] : others;
  // a labelled gross price under the item ("Bruttopreis : 1.163,40") is no net price
  const grossLabelled = (t: Tok) => GROSS_LABEL_END.test(t.seg.text.slice(0, t.index));
  for (const q of qFirst) {
    for (const p of others) {
      if (q === p || grossLabelled(p) || grossLabelled(q)) continue;
      if (c.matches(q.value, p.value) && !(dec(q.value).isZero() && dec(p.value).isZero())) {
        // prefer the quantity left of the price unless the columns say otherwise
        const qk = columnOf(header, q.x0, q.x1)?.kind;
        const pk = columnOf(header, p.x0, p.x1)?.kind;
        if (qk === 'price' && pk === 'qty') continue;
        // a quantity read from the quantity column on the numbers line is not replaced by a
        // number from the price column ("1.000,00 | 1 Stk | 1.163,40" is no 1000 × 1,1634)
        if (qk === 'price' && qty && qty.line === netTok.line && q !== qty) continue;
        if (qk !== 'qty' && pk !== 'price' && q.x0 > p.x0 && qk !== pk) continue;
        s.qty = q;
        s.price = p;
        s.consistent = true;
        return;
      }
    }
  }
}

/**
 * A decimal number under a "#" head ("400,00  Luftballon  0,79 €  316,00 €"): the quantity when
 * it times the price gives the net.
 */
function posColumnQty(c: RowCtx, s: RowState): void {
  const posQty = c.toks.find(
    (t) =>
      !t.percent &&
      t.line === c.netTok.line &&
      columnOf(c.header, t.x0, t.x1)?.kind === 'pos' &&
      DECIMAL_END.test(t.raw) &&
      c.matches(t.value, s.price?.value ?? '0'),
  );
  if (posQty) {
    s.qty = posQty;
    s.consistent = true;
  }
}

/** The net price (BT-146) when printed apart from the price: a result line or a labelled net. */
export function readNetPrice(c: RowCtx, s: RowState): void {
  const { price } = s;
  // "20,00 / - 2,00 / = 18,00" under the price: the result line is the net price
  const resultTok = price
    ? c.colToks('price').find(
        (t) =>
          !t.percent &&
          t !== c.netTok &&
          t.line !== price?.line &&
          EQUALS_CELL.test(t.seg.text.slice(0, t.index).trim()) &&
          dec(t.value)
            .abs()
            .lte(dec(price?.value ?? '0').abs()),
      )
    : undefined;
  if (resultTok && price && !(s.consistent && dec(price.value).equals(dec(resultTok.value)))) {
    s.netPrice = resultTok.value;
    if (s.qty && c.matches(s.qty.value, resultTok.value)) s.consistent = true;
  }
  // "(Brut: 31,00) / (Rabais: 1,00) / (Net): 30,00" under the unit price: the labelled net is
  // the net price
  if (!s.consistent && !s.netPrice) {
    const labelled = c
      .colToks('price')
      .find((t) => !t.percent && NET_LABEL_END.test(t.seg.text.slice(0, t.index)));
    if (labelled) s.netPrice = labelled.value;
  }
}

/** A discount column: the net price is the price after the discount (and a rate set under it). */
export function readDiscount(c: RowCtx, s: RowState): void {
  const { header, netTok } = c;
  // a VAT head set close after the discount head ("Disc.% Taxes" over "10.00 15.00%", "0.00
  // 15.00%"): of two numbers under the discount head, a last one with its % sign is the rate
  const vatHead = header.columns.some((col) => col.kind === 'vat');
  const discRun = c.toks
    .filter((t) => t.line === netTok.line && columnOf(header, t.x0, t.x1)?.kind === 'disc')
    .sort((a, b) => a.x0 - b.x0);
  const lastDisc = discRun[discRun.length - 1];
  const rateInDisc =
    vatHead && discRun.length >= 2 && lastDisc?.percent && plausibleRate(lastDisc.value)
      ? lastDisc
      : undefined;
  s.rateInDisc = rateInDisc;
  // (a number under a "Rabatt %" head is a percentage without its sign: "38,90 | 10,00 | 875,25")
  const discTok = c.toks.find(
    (t) =>
      t !== rateInDisc &&
      columnOf(header, t.x0, t.x1)?.kind === 'disc' &&
      (t.percent || (dec(t.value).gt(0) && dec(t.value).lt(100))),
  );
  const { qty, price } = s;
  if (!s.consistent && qty && price && discTok) {
    const np = dec(price.value)
      .times(dec(100).minus(dec(discTok.value)))
      .dividedBy(100);
    if (
      dec(qty.value)
        .times(np)
        .minus(dec(c.negNet && !dec(qty.value).isNegative() ? c.absNet : c.net))
        .abs()
        .lte(dec('0.011'))
    ) {
      // (to the printed price's decimals: "0,0192" less 3 % is 0.0186)
      const places = Math.max(2, dec(price.value).decimalPlaces());
      s.netPrice = np.toDecimalPlaces(places).toFixed(places);
      s.consistent = true;
    }
  }
}

/**
 * A price in cents ("29,89 ct/kWh", "12,5 Cent"): the net price is the hundredth when quantity ×
 * that gives the net (read as a price per 100 units above); one number besides the net: the price.
 */
export function readCentsOrSingle(c: RowCtx, s: RowState): void {
  const { qty, price } = s;
  if (
    !s.netPrice &&
    qty &&
    price &&
    CENT_UNIT_START.test(price.seg.text.slice(price.index + price.raw.length))
  ) {
    const eur = dec(price.value).dividedBy(100);
    if (dec(qty.value).times(eur).minus(dec(c.net)).abs().lte(dec('0.011'))) {
      s.netPrice = eur.toFixed(Math.max(2, eur.decimalPlaces()));
      s.consistent = true;
    }
  }
  if (!s.consistent && !s.qty && c.others.length === 1) {
    // one number besides the net: a quantity of 1 at that price, or the price with quantity 1
    const o = c.others[0] as Tok;
    if (near(o.value, c.net)) {
      s.price = o;
    }
  }
}

/**
 * A price printed to the cent whose product misses the net by a cent ("3 × 3,33 = 10,00"): the
 * price had more decimals (net / quantity to four places, which rounds to the printed one).
 */
export function readFinePrice(c: RowCtx, s: RowState): void {
  const { qty, price } = s;
  if (!(s.consistent && qty && price && !s.netPrice && !dec(qty.value).isZero())) return;
  const p = dec(price.value);
  // (a product that rounds to the net, "2,5 × 385,49 = 963,73", is the printed price's)
  const exact = dec(qty.value).abs().times(p).minus(dec(c.net).abs()).abs().lte(dec('0.005'));
  const fine = dec(c.net).abs().dividedBy(dec(qty.value).abs()).toDecimalPlaces(4);
  if (
    !exact &&
    p.decimalPlaces() <= 2 &&
    fine.toDecimalPlaces(2).equals(p) &&
    dec(qty.value).abs().times(fine).toDecimalPlaces(2).equals(dec(c.net).abs())
  )
    s.netPrice = fine.toFixed(4);
}

/**
 * A quantity printed rounded to a whole number ("6 km" at 2,00 = 13,00): the quantity had
 * decimals (net / price, to at most three places, which rounds to the printed one).
 */
export function readFineQty(c: RowCtx, s: RowState): void {
  const { qty, price } = s;
  if (s.consistent || !qty || !price || s.netPrice || !DIGITS_ONLY.test(qty.raw.trim())) return;
  const p = dec(price.value).abs();
  const n = dec(c.net).abs();
  if (p.gt(0) && n.gt(0)) {
    const q = n.dividedBy(p);
    if (
      q.decimalPlaces() <= 3 &&
      !q.isInteger() &&
      q.times(p).equals(n) &&
      q.minus(dec(qty.value).abs()).abs().lte(dec('0.5'))
    ) {
      s.fineQty = dec(qty.value).isNegative() ? q.negated().toString() : q.toString();
      s.consistent = true;
    }
  }
}

/**
 * VAT rate: a percent token, or a number in the VAT column (of two numbers nearest that column,
 * the one under its head: a price under an unrecognised head next to it is no rate).
 */
export function rowRate(c: RowCtx, s: RowState): Tok | undefined {
  const { header, netTok, numeric } = c;
  const vatCol = header.columns.find((col) => col.kind === 'vat');
  const offVat = (t: Tok) =>
    vatCol
      ? Math.max(0, vatCol.x0 - t.x1, t.x0 - vatCol.x1) + Math.abs((t.x0 + t.x1) / 2 - vatCol.cx) / 100
      : 0;
  const vatToks = c
    .colToks('vat')
    .filter((t) => !t.percent && t !== netTok && plausibleRate(t.value))
    .sort((a, b) => offVat(a) - offVat(b));
  return (
    numeric.find(
      (t) => t.percent && t.line === netTok.line && columnOf(header, t.x0, t.x1)?.kind === 'vat',
    ) ??
    numeric.find(
      (t) =>
        t.percent &&
        t.line === netTok.line &&
        !afterInlineLabel(t) &&
        !percentInText(header, t) &&
        !underProgressHead(header, t) &&
        !inQtyColumn(header, t),
    ) ??
    vatToks.find((t) => t.line === netTok.line) ??
    numeric.find(
      (t) =>
        t.percent &&
        !afterInlineLabel(t) &&
        !percentInText(header, t) &&
        !underProgressHead(header, t) &&
        !inQtyColumn(header, t),
    ) ??
    vatToks[0] ??
    s.rateInDisc
  );
}

/**
 * A percentage where the quantities stand ("Kleinteile / Verbrauchsmaterial | 5 % | 24,25", a
 * surcharge of the labour or parts above): the row's quantity, no VAT rate.
 */
function inQtyColumn(header: TableHeader, t: Tok): boolean {
  return columnOf(header, t.x0, t.x1)?.kind === 'qty';
}

/** A percentage under a head of a share or a progress ("Anteil 2,00 %", "erbracht 100 %"): no VAT rate. */
function underProgressHead(header: TableHeader, t: Tok): boolean {
  return header.line.segs.some(
    (g) => g.x - 4 < t.x1 && t.x0 < g.x + g.w + 4 && PROGRESS_HEAD.test(g.text.trim()),
  );
}

/**
 * A percentage after a word of the item's text ("Nachtzuschlag 25 % KW 28", "Eckstandzuschlag
 * 10 %"), outside a VAT column and with no VAT word in its text: part of the name, not the rate.
 */
function percentInText(header: TableHeader, t: Tok): boolean {
  return (
    columnOf(header, t.x0, t.x1)?.kind !== 'vat' &&
    WORD_BEFORE_END.test(t.seg.text.slice(0, t.index)) &&
    !RATE_WORDS_IN_TEXT.test(t.seg.text)
  );
}

/** Unit: a word right after the quantity, or in the unit column. */
export function readRowUnit(c: RowCtx, s: RowState): void {
  const { qty } = s;
  if (qty) {
    const after = qty.seg.text.slice(qty.seg.text.indexOf(qty.raw) + qty.raw.length).trim();
    const w = after.split(SPACES)[0];
    if (w) s.unit = unitCode(w);
    if (s.unit) s.unitText = w;
  }
  if (!s.unit) unitInColumn(c, s);
  if (!s.unit) unitCell(c, s);
  // a quantity column headed "Hours" / "Stunden": the unit is the hour
  if (!s.unit && qty) s.unit = columnOf(c.header, qty.x0, qty.x1)?.unit;
}

function unitInColumn(c: RowCtx, s: RowState): void {
  for (const l of c.row) {
    for (const sg of l.segs) {
      const col = columnOf(c.header, sg.x, sg.x + sg.w);
      if (col?.kind === 'unit' || col?.kind === 'qty') {
        for (const w of sg.text.split(SPACES)) {
          const u = unitCode(w);
          if (u && !DIGIT_START.test(w)) {
            s.unit = u;
            s.unitText = w;
            break;
          }
        }
      }
      if (s.unit) break;
    }
    if (s.unit) break;
  }
}

/**
 * A unit printed as a cell of its own on the numbers line, under no unit head ("40,00 | HUR |
 * 5,00" under a stacked "UNIT" head): a segment that is one unit word or code, outside the
 * description.
 */
function unitCell(c: RowCtx, s: RowState): void {
  const dc = c.header.columns.find((col) => col.kind === 'desc');
  for (const sg of c.netTok.line.segs) {
    const w = sg.text.trim();
    if (dc && sg.x < dc.x1 + 20) continue;
    if (w.length < 2 || DIGIT_START.test(w) || columnOf(c.header, sg.x, sg.x + sg.w)?.kind === 'desc')
      continue;
    const u = unitCode(w);
    // piece words ("PCE", "Stk") are ambiguous (H87 or C62): left to the default
    if (u && u !== 'H87' && u !== 'C62') {
      s.unit = u;
      s.unitText = w;
      break;
    }
  }
}

/**
 * The position number on the item's lines down to its numbers line first, then below it ("01"
 * printed under the item); on the numbers line also one run together with an article number in
 * the position column ("1 Toolbox").
 */
export function readPosition(c: RowCtx, s: RowState): void {
  const { header, netTok } = c;
  const posCol = header.columns.find((col) => col.kind === 'pos');
  const descCol = header.columns.find((col) => col.kind === 'desc');
  if (!posCol) return;
  // an article-number column ("Art.-Nr." over "235077"): its numbers are no positions
  const head = header.line.segs.filter((g) => g.x < posCol.x1 && posCol.x0 < g.x + g.w).map((g) => g.text);
  if (head.length && head.every((t) => ART_HEAD.test(t) && !LETTER.test(t.replace(ART_HEAD, '')))) return;
  const upTo = (l: Line) =>
    l.page < netTok.line.page || (l.page === netTok.line.page && l.y <= netTok.line.y);
  for (const pass of [true, false]) {
    for (const l of c.row) {
      if (upTo(l) !== pass) continue;
      for (const sg of l.segs) {
        const col = columnOf(header, sg.x, sg.x + Math.min(sg.w, 30));
        if (!s.id && col === posCol && POSITION_NUMBER.test(sg.text.trim())) {
          s.id = sg.text.trim().replace(TRAILING_DOT, '');
          s.idX = sg.x;
        } else if (!s.id && col === posCol) {
          const m = POSITION_NUMBER_TEXT.exec(sg.text.trim());
          if (m && descCol && sg.x + sg.w > descCol.x0) {
            s.id = m[1];
            s.idX = sg.x;
            if (!s.name && m[2] && LETTER.test(m[2])) s.name = cleanName(m[2]);
          } else if (m && l === netTok.line && ONE_TO_THREE_DIGITS.test(m[1] ?? '') && sg.x < posCol.x1) {
            s.id = m[1];
            s.idX = sg.x;
          }
        }
      }
    }
  }
}

/**
 * The table's quantities carry decimals with the other mark than the document's amounts ("5.75
 * hrs", "2.5 day" in a column among "66,13" prices): some quantity has one or two decimals after
 * that mark.
 */
export function quantitiesOtherMark(header: TableHeader, rows: Line[][], mark: DecimalMark): boolean {
  const other = mark === ',' ? POINT_DECIMALS : COMMA_DECIMALS;
  return rows.some((row) =>
    row.some((l) =>
      tokensOf(l, mark).some((t) => columnOf(header, t.x0, t.x1)?.kind === 'qty' && other.test(t.raw.trim())),
    ),
  );
}

/** Units measured rather than counted: a quantity of theirs may carry three decimals. */
const MEASURED_UNITS = new Set(['KGM', 'GRM', 'TNE', 'MTR', 'KMT', 'MTK', 'MTQ', 'LTR', 'KWH']);

/** The price is said to be for another quantity: a "PE"/"per" head, "€/t" or "/1000", a 100 or 1000 printed. */
function otherPriceBase(c: RowCtx, s: RowState): boolean {
  const priceText = s.price?.seg.text ?? '';
  return (
    c.header.line.segs.some((sg) => PRICE_UNIT_HEAD.test(sg.text.trim()) || PRICE_PER_HINT.test(sg.text)) ||
    PRICE_PER_HINT.test(priceText) ||
    c.toks.some((t) => t !== s.qty && (t.value === '100' || t.value === '1000'))
  );
}

/**
 * A quantity with three decimals written with the other mark than the amounts' ("43.691 kg" at
 * "11,47"): read as thousands it fits the net only as a price per 1000. Read as decimals (quantity
 * × price gives the net) where the table's other quantities carry decimals with that mark, or
 * where the unit is measured and nothing says the price is for another quantity.
 */
export function readDecimalQty(c: RowCtx, s: RowState, otherMark: boolean): void {
  const { qty, price } = s;
  if (!qty || !price || s.netPrice || !ONE_GROUP_OF_THREE.test(qty.raw.trim())) return;
  if (!DIGITS_ONLY.test(qty.value)) return;
  if (!otherMark && !(MEASURED_UNITS.has(s.unit ?? '') && !otherPriceBase(c, s))) return;
  const q = dec(qty.value).dividedBy(1000);
  if (q.times(dec(price.value)).toDecimalPlaces(2).minus(dec(c.net)).abs().lte(dec('0.01'))) {
    s.fineQty = q.toString();
    s.consistent = true;
  }
}
