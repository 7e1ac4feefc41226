/**
 * Item tables, 1b: column roles read from the numbers under a header row whose words are not column
 * words of the lexicon (a new trade's or language's heads: "Benämning | Antal | À-pris | Belopp",
 * "Asortyment | Jedn. | Upust % | Kwota"). The rows under such a row are read first: in each item row
 * quantity × unit price = line amount (to the cent, or after a discount % of the row), so the
 * columns whose numbers multiply out in most rows are quantity, price and amount (the quantity the
 * column of whole numbers, else the one left of the price); a column of percentages the product
 * needs is the discount, another one of plausible rates the VAT rate; a column of 1, 2, 3 … left of
 * the others the position; a unit word beside the quantity the unit; the text left of the numbers
 * the description. Heads over no column found this way are columns of their own whose text is no
 * part of the item name (article numbers under "Artikelnr", "Kod").
 */
import { dec } from '@ic/einvoice';
import type { Doc, Line, Seg } from '../layout.ts';
import { CODE_TOKEN, DIGIT, DIGITS_ONLY, LETTER, PERCENT, THREE_LETTERS_PLUS } from '../lexicon/common.ts';
import { CARRIED } from '../lexicon/header.ts';
import type { DecimalMark } from '../parse/amount.ts';
import { unitCode } from '../parse/units.ts';
import { KNOWN_RATES } from '../vat.ts';
import type { Column, ColumnKind } from './heads.ts';
import { columnOf, near, plausibleRate, type Tok, tokensOf } from './tokens.ts';

/** Tokens of one column across the rows (their x ranges overlap). */
interface Cluster {
  x0: number;
  x1: number;
  toks: Tok[];
}

/** One item row: its tokens and the index triples (quantity, price, amount, discount %) that multiply out. */
interface NumRow {
  line: Line;
  toks: Tok[];
  fits: Array<{ q: Tok; p: Tok; a: Tok; d?: Tok }>;
}

/** Quantity × price (less a discount %) = amount, over a row's tokens. */
function rowFits(toks: Tok[]): NumRow['fits'] {
  const nums = toks.filter((t) => !t.percent);
  const pcts = toks.filter((t) => t.percent);
  const out: NumRow['fits'] = [];
  for (const a of nums)
    for (const q of nums)
      for (const p of nums) {
        if (q === p || q === a || p === a || q.x0 > p.x0 || dec(a.value).isZero()) continue;
        // to the cent: a price per 100 units would take a column of 100,00 (a percentage
        // done printed without its sign) for the quantity
        if (near(dec(q.value).times(p.value).toFixed(2), a.value)) out.push({ q, p, a });
        else
          for (const d of pcts) {
            const net = dec(q.value).times(p.value).times(dec(100).minus(d.value)).dividedBy(100);
            if (near(net.toFixed(2), a.value)) out.push({ q, p, a, d });
          }
      }
  return out;
}

/**
 * A name's wrapped line with a number in it ("hala 3"): one token left of the row above's numbers;
 * or a line with a letter that starts where the row above's name starts (right of a position or an
 * article code) and holds one or two numbers left of those that multiply out ("Rotwein, trocken"
 * over "0,75 l", "3 m", "Storage box 12 l").
 */
function wrappedName(toks: Tok[], above: NumRow | undefined, line: Line): boolean {
  const t = toks[0];
  if (!above || !t) return false;
  if (toks.length === 1 && t.x1 < Math.min(...above.toks.map((a) => a.x0))) return true;
  const nameAt = above.line.segs.find((g) => THREE_LETTERS_PLUS.test(g.text))?.x;
  const start = line.segs[0]?.x;
  if (!above.fits.length || nameAt === undefined || start === undefined) return false;
  if (toks.length > 2 || !LETTER.test(line.text) || start < nameAt - 2) return false;
  const left = Math.min(...above.fits.flatMap((f) => [f.q.x0, f.p.x0, f.a.x0]));
  return toks.every((k) => k.x1 < left);
}

/**
 * The item rows under a header line: rows that multiply out, text lines between them; ends at other
 * numbers. Up to two rows of two numbers or more that do not multiply out (a cell an OCR engine
 * lost: "Montagearbete | 779,67 | 15% | 2 650,88") are item rows when a row that does follows.
 */
function numberRows(doc: Doc, head: Line, mark: DecimalMark): NumRow[] {
  const rows: NumRow[] = [];
  let pending: NumRow[] = [];
  for (let k = head.index + 1; k < doc.lines.length && k < head.index + 80; k++) {
    const l = doc.lines[k] as Line;
    if (l.page !== head.page) break;
    const toks = tokensOf(l, mark);
    // the header is the last row of heads over the first item row (a rule or a second head line
    // between them at most)
    const started = rows.length + pending.length > 0;
    // a sum carried over from the page before, under the repeated heads ("Přenos 16 397,12")
    if (!started && CARRIED.test(l.text)) continue;
    if (!started && !toks.length && (k > head.index + 2 || (l.segs.length >= 2 && LETTER.test(l.text))))
      return [];
    if (!toks.length || wrappedName(toks, rows.at(-1), l)) continue;
    const fits = toks.length >= 3 ? rowFits(toks) : [];
    if (!fits.length && toks.length >= 2 && pending.length < 2) pending.push({ line: l, toks, fits });
    else if (!fits.length) break;
    else {
      rows.push(...pending, { line: l, toks, fits });
      pending = [];
    }
  }
  return rows;
}

/** Tokens grouped into columns by overlapping x ranges. */
function clustersOf(rows: NumRow[]): Cluster[] {
  const cs: Cluster[] = [];
  for (const t of rows.flatMap((r) => r.toks)) {
    const hit = cs.filter((c) => t.x0 <= c.x1 && c.x0 <= t.x1);
    const c: Cluster = { x0: t.x0, x1: t.x1, toks: [t] };
    for (const h of hit) {
      c.x0 = Math.min(c.x0, h.x0);
      c.x1 = Math.max(c.x1, h.x1);
      c.toks.push(...h.toks);
      cs.splice(cs.indexOf(h), 1);
    }
    cs.push(c);
  }
  return cs.sort((a, b) => a.x0 - b.x0);
}

const clusterOf = (cs: Cluster[], t: Tok | undefined) => (t ? cs.find((c) => c.toks.includes(t)) : undefined);

/** The (quantity, price, amount) columns most rows multiply out in, and the discount column they use. */
function productColumns(rows: NumRow[], cs: Cluster[]) {
  const votes = new Map<string, { n: number; q: Cluster; p: Cluster; a: Cluster; d?: Cluster }>();
  for (const r of rows) {
    const seen = new Set<string>();
    for (const f of r.fits) {
      const [q, p, a, d] = [clusterOf(cs, f.q), clusterOf(cs, f.p), clusterOf(cs, f.a), clusterOf(cs, f.d)];
      if (!q || !p || !a) continue;
      const key = [q, p, a].map((c) => cs.indexOf(c)).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      const v = votes.get(key) ?? { n: 0, q, p, a };
      v.n++;
      if (d) v.d = d;
      votes.set(key, v);
    }
  }
  const best = [...votes.values()].sort((x, y) => y.n - x.n)[0];
  if (!best || best.n < 2 || best.n < rows.length * 0.6) return undefined;
  // the quantity: the column of whole numbers, else the left one
  const whole = (c: Cluster) => c.toks.every((t) => dec(t.value).isInteger());
  if (whole(best.p) && !whole(best.q)) [best.q, best.p] = [best.p, best.q];
  return best;
}

/** A column of 1, 2, 3 … (one a row, rising) left of the product columns: the position. */
function positionCluster(cs: Cluster[], rows: NumRow[], left: number): Cluster | undefined {
  return cs.find((c) => {
    if (c.x1 > left || c.toks.length !== rows.length) return false;
    const vs = c.toks.map((t) => t.raw.trim());
    return vs.every((v, i) => DIGITS_ONLY.test(v) && (i === 0 || Number(v) === Number(vs[i - 1]) + 1));
  });
}

/** Unit words beside the quantity on the item rows (within 40 pt of it, no column's number). */
function unitExtent(rows: NumRow[], q: Cluster): { x0: number; x1: number } | undefined {
  const hits: Array<{ x0: number; x1: number }> = [];
  for (const r of rows) {
    const qt = r.toks.find((t) => q.toks.includes(t));
    if (!qt) continue;
    const after =
      qt.seg.text
        .slice(qt.index + qt.raw.length)
        .trim()
        .split(' ')[0] ?? '';
    if (after && unitCode(after) !== undefined && qt.seg.text.trim().endsWith(after)) {
      hits.push({ x0: qt.x1 + 1, x1: qt.seg.x + qt.seg.w });
      continue;
    }
    const sg = r.line.segs.find(
      (s) => !DIGIT.test(s.text) && unitCode(s.text.trim()) !== undefined && Math.abs(s.x - qt.x1) < 40,
    );
    if (sg) hits.push({ x0: sg.x, x1: sg.x + sg.w });
  }
  if (hits.length < rows.length / 2) return undefined;
  return { x0: Math.min(...hits.map((h) => h.x0)), x1: Math.max(...hits.map((h) => h.x1)) };
}

/** The description column: the leftmost words of three letters or more on the item rows, up to the next column. */
function descExtent(rows: NumRow[], cols: Column[]): { x0: number; x1: number } | undefined {
  const starts: Seg[] = [];
  for (const r of rows) {
    const texts = r.line.segs.filter(
      (s) =>
        THREE_LETTERS_PLUS.test(s.text) &&
        unitCode(s.text.trim()) === undefined &&
        !cols.some((c) => s.x < c.x1 && c.x0 < s.x + s.w && DIGIT.test(s.text)),
    );
    // an article code before the name ("ΔΙΑ-01 | Διαμονή σε δίκλινο"): the name starts the text
    const sg = texts.find((s) => !CODE_TOKEN.test(s.text.trim())) ?? texts[0];
    if (sg) starts.push(sg);
  }
  if (starts.length < rows.length / 2) return undefined;
  const x0 = Math.min(...starts.map((s) => s.x));
  const next = cols.filter((c) => c.x0 > x0 + 10).map((c) => c.x0);
  const x1 = Math.min(...next, Math.max(...starts.map((s) => s.x + s.w))) - 2;
  return { x0, x1 };
}

const col = (kind: ColumnKind, e: { x0: number; x1: number }): Column => ({
  kind,
  x0: e.x0,
  x1: e.x1,
  cx: (e.x0 + e.x1) / 2,
});

/**
 * A column of bare numbers that are all VAT rates in use ("25,5", "12") under a head that prints
 * the percent sign ("Alv-%", "Mva %", "ÁFA %"): the rates, printed without their sign.
 */
function bareRates(c: Cluster, head: Line): boolean {
  return (
    c.toks.every((t) => !t.percent && KNOWN_RATES.has(dec(t.value).toString())) &&
    head.segs.some((g) => PERCENT.test(g.text) && g.x < c.x1 + 4 && c.x0 - 4 < g.x + g.w)
  );
}

/** The other columns of the numbers: percentages (discount, rate) and the position. */
function percentColumns(
  cs: Cluster[],
  rows: NumRow[],
  used: Cluster[],
  head: Line,
  disc?: Cluster,
): Column[] {
  const out: Column[] = [];
  if (disc) out.push(col('disc', disc));
  for (const c of cs) {
    if (used.includes(c) || c === disc) continue;
    if (!c.toks.every((t) => t.percent) && !bareRates(c, head)) continue;
    if (c.toks.length >= rows.length / 2 && c.toks.every((t) => plausibleRate(t.value)))
      out.push(col('vat', c));
  }
  return out;
}

/**
 * Columns of a header row read from the numbers under it: undefined when fewer than two rows
 * multiply out in the same columns, or when no description column is found.
 */
export function numberColumns(
  doc: Doc,
  head: Line,
  mark: DecimalMark,
): { columns: Column[]; ignore: Array<{ x0: number; x1: number }> } | undefined {
  if (DIGIT.test(head.text) || head.segs.length < 2 || !LETTER.test(head.text)) return undefined;
  const rows = numberRows(doc, head, mark);
  if (rows.length < 2) return undefined;
  const cs = clustersOf(rows);
  const pr = productColumns(rows, cs);
  if (!pr) return undefined;
  const cols: Column[] = [col('qty', pr.q), col('price', pr.p), col('amount', pr.a)];
  cols.push(...percentColumns(cs, rows, [pr.q, pr.p, pr.a], head, pr.d));
  const pos = positionCluster(cs, rows, Math.min(pr.q.x0, pr.p.x0, pr.a.x0));
  if (pos) cols.push(col('pos', pos));
  const unit = unitExtent(rows, pr.q);
  if (unit) cols.push(col('unit', unit));
  const desc = descExtent(rows, cols);
  if (!desc) return undefined;
  cols.push(col('desc', desc));
  cols.sort((a, b) => a.x0 - b.x0);
  // numbers of no role (article numbers, codes) are read into no column
  const ignore = cs
    .filter((c) => !cols.some((k) => c.x0 < k.x1 && k.x0 < c.x1))
    .map((c) => ({ x0: c.x0, x1: c.x1 }));
  return { columns: cols, ignore };
}

/** Head segments over none of the columns: columns of their own (article numbers, codes). */
export function otherHeadsOver(head: Line, cols: Column[]): Array<{ x0: number; x1: number }> {
  return head.segs
    .filter((g) => !cols.some((c) => g.x < c.x1 + 4 && c.x0 - 4 < g.x + g.w))
    .map((g) => ({ x0: g.x, x1: g.x + g.w }));
}

/** The role of the words' column nearest a token or a column of the numbers (as the rows read them). */
export type KindAt = (x: { x0: number; x1: number }) => ColumnKind | undefined;

/** A row's tokens in the words' columns of one kind. */
const tokensIn = (r: NumRow, kindAt: KindAt, kind: ColumnKind) => r.toks.filter((t) => kindAt(t) === kind);

/** Whether a row's numbers multiply out in the columns a header's words give (no quantity column: 1). */
function fitsWords(r: NumRow, kindAt: KindAt): boolean {
  const qs = tokensIn(r, kindAt, 'qty');
  const ds = [undefined, ...tokensIn(r, kindAt, 'disc').filter((t) => t.percent)];
  for (const a of tokensIn(r, kindAt, 'amount'))
    for (const p of tokensIn(r, kindAt, 'price'))
      for (const q of qs.length ? qs : [undefined])
        for (const d of ds) {
          const net = dec(q?.value ?? 1)
            .times(p.value)
            .times(dec(100).minus(d?.value ?? 0))
            .dividedBy(100);
          if (near(net.toFixed(2), a.value)) return true;
        }
  return false;
}

/**
 * A percentage column of the numbers (the discount the product needs, the VAT rates) under a head
 * of another role of the numbers: a price head over the rates ("Tarief"), a rate head over the
 * discounts ("Upust %").
 */
function percentUnderOtherHead(kindAt: KindAt, nums: Column[]): boolean {
  return nums.some((n) => {
    const w = kindAt(n);
    if (n.kind !== 'disc' && n.kind !== 'vat') return false;
    return w === 'qty' || w === 'price' || w === 'amount' || (w === 'vat' && n.kind === 'disc');
  });
}

/** A column of the numbers under a head of the words (6 pt either side). */
const overHead = (w: Column, c: Column) => w.x0 - 6 < c.x1 && c.x0 < w.x1 + 6;

/**
 * Whether the numbers put the amount or the quantity under no head of that role (the amount under
 * "Základ" where the words took the gross "Celkem"; a quantity where the words have no quantity
 * head, as under "Stückzahl"): a quantity and
 * a price the words place where the numbers swap them are left to the words.
 */
function roleElsewhere(kindAt: KindAt, words: Column[], nums: Column[]): boolean {
  const elsewhere = (kind: ColumnKind, heads: ColumnKind[]) => {
    const n = nums.find((c) => c.kind === kind);
    const w = n ? kindAt(n) : undefined;
    return !!n && !(w && heads.includes(w));
  };
  // a quantity under a price head: the words print the price first ("Stundensatz | Stunden"),
  // which the numbers cannot tell from a quantity first
  const qty = nums.find((c) => c.kind === 'qty');
  if (qty && words.some((w) => w.kind === 'price' && overHead(w, qty))) return false;
  // no quantity head, the price where the words put it ("Stückzahl" before "Einzelpreis"); a price
  // the numbers take from another column (the gross one of "Preis (inkl. USt.)") stays with the words
  const price = nums.find((c) => c.kind === 'price');
  const samePrice = !!price && words.some((w) => w.kind === 'price' && overHead(w, price));
  const noQtyHead = !!qty && samePrice && !words.some((w) => w.kind === 'qty');
  // the amount left of the words' amount: the words took a gross column right of the net ("Základ
  // | Daň | Celkem"); a gross column the numbers found right of the words' net, or with no amount
  // head among the words, stays with the words
  const amount = nums.find((c) => c.kind === 'amount');
  const wordsAmount = words.find((w) => w.kind === 'amount');
  const netLeft = !!amount && !!wordsAmount && amount.x1 <= wordsAmount.x0 + 6;
  return (netLeft && elsewhere('amount', ['amount'])) || elsewhere('qty', ['qty', 'price']) || noQtyHead;
}

/**
 * The columns of the numbers under a header of column words, where they contradict the words: the
 * rows multiply out (quantity × price, less a discount %, = amount) in the numbers' columns but
 * not in most rows in the words' (a quantity head of no column word: "Liefermenge", "NOMBRE",
 * "N. pezzi"), or a percentage column lies under a head of another role. Undefined when the
 * numbers give no columns or agree with the words (a price left of the quantity, a quantity of 1
 * whose price is the amount: the words decide what the product cannot).
 */
export function numbersOverWords(
  doc: Doc,
  head: Line,
  mark: DecimalMark,
  words: Column[],
  ignored: Array<{ x0: number; x1: number }> = [],
): ReturnType<typeof numberColumns> {
  const found = numberColumns(doc, head, mark);
  if (!found) return undefined;
  const rows = numberRows(doc, head, mark);
  const kindAt: KindAt = (x) => columnOf({ line: head, columns: words }, x.x0, x.x1)?.kind;
  if (percentUnderOtherHead(kindAt, found.columns)) return found;
  // the words give no line amount (two heads run together in the text layer: "MwStGesamt (EUR)"),
  // the numbers do, and not under a head the words set aside (a gross "Summe (inkl. USt.)"): theirs
  const amount = found.columns.find((c) => c.kind === 'amount');
  const setAside = !!amount && ignored.some((g) => g.x0 < amount.x1 && amount.x0 < g.x1);
  if (!words.some((w) => w.kind === 'amount') && amount && !setAside) return found;
  const fit = rows.filter((r) => fitsWords(r, kindAt)).length;
  if (fit >= rows.length * 0.6 || !roleElsewhere(kindAt, words, found.columns)) return undefined;
  return quantityByWords(kindAt, found);
}

/**
 * The numbers cannot tell the quantity from the price (their product is the same): where their
 * price lies under the words' quantity head ("Dauer", "Stunden") and their quantity under no
 * head of that role ("Satz"), the two swap.
 */
export function quantityByWords(kindAt: KindAt, found: NonNullable<ReturnType<typeof numberColumns>>) {
  const q = found.columns.find((c) => c.kind === 'qty');
  const p = found.columns.find((c) => c.kind === 'price');
  if (!q || !p || kindAt(p) !== 'qty' || kindAt(q) === 'qty' || kindAt(q) === 'price') return found;
  const swap = (c: Column): Column =>
    c === q ? { ...c, kind: 'price' } : c === p ? { ...c, kind: 'qty' } : c;
  return { ...found, columns: found.columns.map(swap) };
}
