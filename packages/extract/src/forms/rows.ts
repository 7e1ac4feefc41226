/**
 * Form layouts, 1: label/value rows found by geometry (a label column, values to its right, wrapped
 * labels and values, section and sub-headings), readFormRows.
 */
import type { Doc, Line, Seg } from '../layout.ts';
import {
  AMOUNT_OR_NUMBER,
  LABEL_COLON_END,
  LETTER_HYPHEN_END,
  LETTER_OR_PAREN_START,
  LOWER_OR_PAREN_START,
  LOWER_START,
  SPACE_COLON_END,
  SPACES,
  SPACES_G,
} from '../lexicon/common.ts';
import {
  BUYER_WORD,
  FORM_TERMS,
  type FormField,
  ITEM_TERMS,
  type ItemField,
  OTHER_WORD,
  SELLER_WORD,
} from '../lexicon/forms.ts';

export interface FormValueLine {
  text: string;
  seg: Seg;
  line: number;
  page: number;
}

export interface FormRow {
  page: number;
  label: string;
  values: FormValueLine[];
  /** the section heading above the row (same column) */
  section?: string;
  /** a sub-heading between the section heading and the row */
  sub?: string;
  /** label segment (first line) */
  labelSeg: Seg;
  line: number;
}

type Role = 'seller' | 'buyer' | 'other';

export function roleOf(text: string | undefined): Role | undefined {
  if (!text) return undefined;
  if (OTHER_WORD.test(text)) return 'other';
  // "Käufer" is inside "Verkäufer": test the seller first
  if (SELLER_WORD.test(text)) return 'seller';
  if (BUYER_WORD.test(text)) return 'buyer';
  return undefined;
}

/** A party heading ("Verkäufer", "Buyer", "Rechnungsempfänger"): its role; short texts only. */
export function roleOfHeading(text: string): 'seller' | 'buyer' | undefined {
  const t = text.trim().replace(SPACE_COLON_END, '');
  if (!t || t.split(SPACES).length > 3) return undefined;
  const r = roleOf(t);
  return r === 'seller' || r === 'buyer' ? r : undefined;
}

export function normLabel(s: string): string {
  return s.replace(LABEL_COLON_END, '').replace(SPACES_G, ' ').trim().toLowerCase();
}

export function formTerm(label: string): FormField | undefined {
  const t = normLabel(label);
  for (const [f, re] of FORM_TERMS) if (re.test(t)) return f;
  return undefined;
}

/** The line-item term a label names ("Nettobetrag", "Item net price"). */
export function itemTerm(label: string): ItemField | undefined {
  const t = normLabel(label);
  for (const [f, re] of ITEM_TERMS) if (re.test(t)) return f;
  return undefined;
}

/** Text that can be a label: letters, short, no amount, date or long number. */
function labelLike(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 60 || !LETTER_OR_PAREN_START.test(t)) return false;
  if (AMOUNT_OR_NUMBER.test(t)) return false;
  if (t.split(SPACES).length > 7) return false;
  return true;
}

export const TOL = 3;

interface Column {
  x: number;
  valueX: number;
  right: number;
  /** the next column to the right (its label and value x) */
  next?: { x: number; valueX: number };
  /** a column nearer than `next` that holds only on some lines (a form grid's right half) */
  gridNext?: { x: number; valueX: number; span?: Array<[number, number]> };
  labelSize?: number;
  /** the lines that hold the column's labels */
  lines?: Set<number>;
  /** the lines (first, last) where a column holds that does not hold everywhere */
  span?: Array<[number, number]>;
}

/** Label columns: x positions where label-like segments with a value to their right line up. */
function findColumns(doc: Doc): Column[] {
  const all = labelPairs(doc);
  const cols: Column[] = [];
  for (const c of clusterByX(all.filter((p) => p.vx !== undefined))) {
    const hits = c.filter((p) => p.hit);
    if (hits.length >= 3 && (hits.length >= c.length * 0.3 || formPage(c))) cols.push(columnOf(c, hits));
    else {
      const col = pagesColumn(doc, c);
      if (col) cols.push(col);
    }
  }
  for (const c of clusterByX(all)) {
    if (cols.some((k) => Math.abs(k.x - (c[0]?.x ?? 0)) <= TOL)) continue;
    const col = besideColumn(c, cols);
    if (col) cols.push(col);
  }
  cols.sort((a, b) => a.x - b.x);
  cols.forEach((c, i) => {
    const after = cols.slice(i + 1).filter((n) => n.x > c.valueX);
    const next = after.find((n) => !n.span);
    if (next) {
      c.right = next.x - TOL;
      c.next = { x: next.x, valueX: next.valueX };
    }
    const grid = after.find((n) => n.span && (!next || n.x < next.x));
    if (grid) c.gridNext = { x: grid.x, valueX: grid.valueX, span: grid.span };
  });
  return cols;
}

/**
 * A column that is a form column only on some pages (the supplements' two-column party grids of
 * a long official visualisation, whose item pages print other labels at its x): it holds on the
 * pages where three of its labels, and 30 % of them there, are terms of the vocabulary.
 */
function pagesColumn(doc: Doc, c: Pair[]): Column | undefined {
  const pages = [...new Set(c.map((p) => p.page))].filter((pg) => {
    const on = c.filter((p) => p.page === pg);
    const hits = on.filter((p) => p.hit).length;
    return hits >= 3 && hits >= on.length * 0.3;
  });
  if (!pages.length) return undefined;
  const on = c.filter((p) => pages.includes(p.page));
  const col = columnOf(
    on,
    on.filter((p) => p.hit),
  );
  col.span = pages.map((pg) => {
    const idx = doc.lines.filter((l) => l.page === pg).map((l) => l.index);
    return [Math.min(...idx), Math.max(...idx)];
  });
  return col;
}

function clusterByX(pairs: Pair[]): Pair[][] {
  const clusters: Pair[][] = [];
  for (const p of pairs) {
    const c = clusters[clusters.length - 1];
    if (c && p.x - (c[0]?.x ?? 0) <= TOL) c.push(p);
    else clusters.push([p]);
  }
  return clusters;
}

/**
 * Label-like segments with a value to their right, and labels ending in a colon that end their
 * line (a label whose value is empty), sorted by x.
 */
function labelPairs(doc: Doc): Pair[] {
  const pairs: Pair[] = [];
  for (const l of doc.lines) {
    l.segs.forEach((s, k) => {
      const v = l.segs[k + 1];
      if (!labelLike(s.text)) return;
      const base = { x: s.x, hit: formTerm(s.text) !== undefined, size: s.size, page: l.page, line: l.index };
      if (!v && LABEL_COLON_END.test(s.text)) pairs.push({ ...base, right: s.x + s.w });
      else if (v && v.x - (s.x + s.w) >= 4) pairs.push({ ...base, vx: v.x, right: s.x + s.w });
    });
  }
  return pairs.sort((a, b) => a.x - b.x);
}

function columnOf(c: Pair[], hits: Pair[]): Column {
  // the value column: where most values start (left-aligned) — the nearest one for right-aligned
  const vx = Math.min(...hits.map((p) => p.vx ?? Number.POSITIVE_INFINITY));
  const sizes = hits.flatMap((p) => (p.size ? [p.size] : []));
  return {
    x: Math.min(...c.map((p) => p.x)),
    valueX: vx,
    right: Number.POSITIVE_INFINITY,
    labelSize: sizes.length ? median(sizes) : undefined,
    lines: new Set(c.map((p) => p.line)),
  };
}

/**
 * The right-hand column of a form grid whose values are mostly empty ("Project reference:",
 * "Contract reference:", "Sales order reference:" beside the filled rows of "Invoice data"):
 * at least three terms of the vocabulary ending in a colon on lines that hold a label of a form
 * column found further left, right of that column's values. It holds only for the grid's lines;
 * its values start at its filled rows, or right of its widest label.
 */
function besideColumn(c: Pair[], cols: Column[]): Column | undefined {
  for (const left of cols) {
    if (left.valueX >= (c[0]?.x ?? 0)) continue;
    const grid = c.filter((p) => left.lines?.has(p.line));
    const hits = grid.filter((p) => p.hit);
    if (hits.length < 3 || hits.length < grid.length * 0.5) continue;
    const lines = grid.map((p) => p.line);
    const col = columnOf(grid, hits);
    col.span = [[Math.min(...lines) - 1, Math.max(...lines) + 1]];
    if (!hits.some((p) => p.vx !== undefined)) col.valueX = Math.max(...hits.map((p) => p.right)) + TOL;
    return col;
  }
  return undefined;
}

type Pair = {
  x: number;
  vx?: number;
  right: number;
  hit: boolean;
  size?: number;
  page: number;
  line: number;
};

/**
 * The first page where the column's labels are mostly terms of the vocabulary (at least five,
 * half of them): a form on page 1 followed by many pages of labelled item blocks (the official
 * visualisation's PDF of a long invoice), whose labels are no terms, is still a form.
 */
function formPage(c: Pair[]): boolean {
  const on = c.filter((p) => p.page === 1);
  const hits = on.filter((p) => p.hit).length;
  return hits >= 5 && hits >= on.length * 0.5;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

type OpenRow = FormRow & { lastLabel: Line; lastLabelSeg: Seg; lastLine: Line };
type SectionHead = { page: number; y: number; x: number; text: string };

/** The walk down one label column: the row being read, the headings above it. */
interface ColumnWalk {
  doc: Doc;
  col: Column;
  out: FormRow[];
  /** section headings of all columns */
  heads: SectionHead[];
  row?: OpenRow;
  section?: string;
  sub?: string;
  /** value lines read while no row was open: the start of a value wrapped above its label */
  pending?: { values: FormValueLine[]; last: Line };
  /** the last label without value taken as a sub-heading, and the sub-heading before it */
  bare?: { seg: Seg; page: number; sub?: string; head?: SectionHead };
}

/** The label/value rows of every form in the document. */
export function readFormRows(doc: Doc): FormRow[] {
  const out: FormRow[] = [];
  // section headings of all columns: a column without its own heading above a row (the right
  // half of a two-column section) takes the heading printed further left
  const heads: SectionHead[] = [];
  for (const col of findColumns(doc)) {
    const w: ColumnWalk = { doc, col, out, heads };
    let prevPage = 0;
    for (const l of doc.lines) {
      if (l.page !== prevPage) {
        closeRow(w);
        prevPage = l.page;
      }
      if (inSpan(col.span, l)) columnLine(w, l);
      else closeRow(w);
    }
    closeRow(w);
  }
  sectionsFromLeft(out, heads);
  return out;
}

function inSpan(span: Array<[number, number]> | undefined, l: Line): boolean {
  return !span || span.some(([a, b]) => l.index >= a && l.index <= b);
}

function closeRow(w: ColumnWalk): void {
  if (w.row) w.out.push(stripRow(w.row));
  w.row = undefined;
}

/** One line of the document in the column: a label row, its value going on, or the form's end. */
function columnLine(w: ColumnWalk, l: Line): void {
  const { col } = w;
  // a row printed across the whole width (no label of the next column on the line) keeps
  // its far-right cells; otherwise the next column starts at its label
  const nx = col.gridNext && inSpan(col.gridNext.span, l) ? col.gridNext : col.next;
  const right = nx ? nx.x - TOL : col.right;
  const far = nx ? l.segs.find((s) => s.x > nx.valueX + TOL) : undefined;
  const across =
    nx &&
    far &&
    !l.segs.some((s) => Math.abs(s.x - nx.x) <= TOL) &&
    l.segs.some((s) => Math.abs(s.x - col.x) <= TOL) &&
    !labelBeside(w.doc, l, col.valueX, far.x);
  const segs = l.segs.filter((s) => s.x >= col.x - TOL && (s.x < right || across));
  if (outdentedHeading(w, l)) return;
  if (!segs.length) return;
  const labelSeg = segs.find((s) => Math.abs(s.x - col.x) <= TOL);
  const values = segs.filter((s) => s !== labelSeg && s.x >= col.valueX - TOL && !foreignLabel(col, s));
  const between = segs.filter((s) => s !== labelSeg && !values.includes(s) && !foreignLabel(col, s));
  const vlines = values.map((s) => ({ text: s.text, seg: s, line: l.index, page: l.page }));
  // something else in the label/value gap (a table): the form is interrupted
  if (between.length || (labelSeg && !labelLike(labelSeg.text))) {
    closeRow(w);
    w.pending = undefined;
    return;
  }
  if (labelSeg) {
    labelLine(w, l, labelSeg, vlines);
    w.pending = undefined;
    return;
  }
  // value lines only: the value of the current row goes on
  const { row } = w;
  if (row && values.length && !startsNextRow(w, l)) {
    const gap = l.y - (row.lastLine.y + row.lastLine.h);
    if (row.lastLine.page === l.page && gap < row.lastLine.h * 1.0) {
      row.values.push(...vlines);
      row.lastLine = l;
      return;
    }
  }
  closeRow(w);
  keepPending(w, l, vlines);
}

/**
 * A value line that overlaps the next line's label in the column is the start of that row's
 * value, wrapped above its centred label ("FR20 1254 2547" over "Account identifier:" beside
 * "2569 8542 5874 698", "tim.tester@test.co" over "E-Mail-Adresse:" beside "m"), not the end of
 * the row above.
 */
function startsNextRow(w: ColumnWalk, l: Line): boolean {
  // a label without its colon yet goes on on the next line ("Skonto; weitere" / "Zahlungsbedingungen:")
  const label = w.row?.label ?? '';
  if (!LABEL_COLON_END.test(label) && formTerm(label) === undefined) return false;
  const next = w.doc.lines[l.index + 1];
  if (!next || next.page !== l.page || next.y >= l.y + l.h) return false;
  return next.segs.some((s) => Math.abs(s.x - w.col.x) <= TOL && labelLike(s.text));
}

/**
 * A label of another column (ending in a colon) between x0 and x1 on line l or a line it
 * overlaps: the far cell is that column's value, wrapped around its centred label
 * ("DE89370400440532" / "Account identifier:" / "013000" right of "Debited account").
 */
function labelBeside(doc: Doc, l: Line, x0: number, x1: number): boolean {
  return doc.lines
    .slice(Math.max(0, l.index - 1), l.index + 2)
    .some(
      (o) =>
        o.page === l.page &&
        o.y < l.y + l.h &&
        l.y < o.y + o.h &&
        o.segs.some((s) => s.x > x0 + TOL && s.x + s.w < x1 && LABEL_COLON_END.test(s.text)),
    );
}

/**
 * A label of a column without values beside the value ("Kartennummer:" right of the terms
 * text, its own value empty) is no part of the value: label-like, ending in a colon, well right
 * of where values start.
 */
function foreignLabel(col: Column, s: Seg): boolean {
  return s.x > col.valueX + 40 && LABEL_COLON_END.test(s.text) && labelLike(s.text);
}

/** Value lines with no row open: kept while they follow each other, for a label right below. */
function keepPending(w: ColumnWalk, l: Line, vlines: FormValueLine[]): void {
  const p = w.pending;
  if (!vlines.length) {
    w.pending = undefined;
    return;
  }
  if (p && p.last.page === l.page && l.y - (p.last.y + p.last.h) < p.last.h * 0.5) {
    p.values.push(...vlines);
    p.last = l;
  } else w.pending = { values: vlines, last: l };
}

/**
 * The value lines right above a new row's label that start where its value starts (or the label
 * has none on its line): a value wrapped above and below its label ("12345678-12345-" /
 * "Käuferreferenz: " / "83" in the official visualisation's HTML print).
 */
function valueAbove(w: ColumnWalk, l: Line, labelSeg: Seg, vlines: FormValueLine[]): FormValueLine[] {
  const p = w.pending;
  const top = p?.values[0];
  if (!p || !top || p.last.page !== l.page || labelSeg.y - (p.last.y + p.last.h) > labelSeg.h * 0.5)
    return [];
  if (p.values.some((v) => Math.abs(v.seg.x - top.seg.x) > TOL)) return [];
  const start = vlines[0];
  return !start || Math.abs(start.seg.x - top.seg.x) <= TOL ? p.values : [];
}

/** How far a section heading may stand left of its label column ("Informationen zum Käufer"). */
const OUTDENT = 16;

/**
 * A party heading set a little left of the column's labels, alone in the column ("Informationen
 * zum Käufer" over "Name:", "Information about the seller"): the section of the rows under it.
 */
function outdentedHeading(w: ColumnWalk, l: Line): boolean {
  const { col } = w;
  const h = l.segs.find((s) => s.x < col.x - TOL && col.x - s.x <= OUTDENT);
  // the next column's heading may stand beside it, outdented from that column in turn
  const end = col.next ? col.next.x - OUTDENT : col.right;
  if (!h || l.segs.some((s) => s !== h && s.x >= h.x && s.x < end) || !labelLike(h.text)) return false;
  const role = roleOf(h.text);
  if (role !== 'seller' && role !== 'buyer') return false;
  closeRow(w);
  w.pending = undefined;
  w.section = h.text;
  w.sub = undefined;
  w.heads.push({ page: l.page, y: h.y, x: h.x, text: h.text });
  return true;
}

/** A line with a label: the label of the row above wrapped, a new row, or a heading. */
function labelLine(w: ColumnWalk, l: Line, labelSeg: Seg, vlines: FormValueLine[]): void {
  const { row } = w;
  // distances between the label segments themselves (a line's box also holds the values)
  const prevSeg = row?.lastLabelSeg;
  const h = prevSeg?.h ?? labelSeg.h;
  const gap = prevSeg ? labelSeg.y - (prevSeg.y + prevSeg.h) : Number.POSITIVE_INFINITY;
  const prevLabel = row?.label ?? '';
  const joined = joinLabel(prevLabel, labelSeg.text);
  const cont =
    row !== undefined &&
    row.lastLabel.page === l.page &&
    gap > -h * 0.5 &&
    (gap < h * 0.25 ||
      (gap < h * 0.45 &&
        (prevLabel.endsWith('-') ||
          LOWER_OR_PAREN_START.test(labelSeg.text) ||
          (formTerm(joined) !== undefined && formTerm(prevLabel) === undefined))));
  if (cont && row) {
    row.label = joined;
    row.lastLabel = l;
    row.lastLabelSeg = labelSeg;
    row.lastLine = l;
    row.values.push(...vlines);
    return;
  }
  closeRow(w);
  const above = valueAbove(w, l, labelSeg, vlines);
  if (vlines.length || above.length) {
    openRow(w, l, labelSeg, [...above, ...vlines]);
    return;
  }
  const heading =
    (labelSeg.bold && !bolder(w.col)) ||
    (labelSeg.size && w.col.labelSize && labelSeg.size > w.col.labelSize * 1.1);
  if (heading || w.section === undefined) {
    const head = { page: l.page, y: labelSeg.y, x: labelSeg.x, text: labelSeg.text };
    w.bare = heading ? undefined : { seg: labelSeg, page: l.page, head };
    w.section = labelSeg.text;
    w.sub = undefined;
    w.heads.push(head);
  } else {
    w.bare = { seg: labelSeg, page: l.page, sub: w.sub };
    w.sub = labelSeg.text;
  }
}

/** A new row at its label (its first line taken back from the headings when it was one). */
function openRow(w: ColumnWalk, l: Line, labelSeg: Seg, values: FormValueLine[]): void {
  const bare = bareStart(w, l, labelSeg);
  if (bare) w.sub = bare.sub;
  // taken for the column's first section heading: it was none
  if (bare?.head) {
    w.section = undefined;
    w.heads.splice(w.heads.indexOf(bare.head), 1);
  }
  w.bare = undefined;
  w.row = {
    page: l.page,
    label: bare ? joinLabel(bare.seg.text, labelSeg.text) : labelSeg.text,
    values,
    section: w.section,
    sub: w.sub,
    labelSeg,
    line: l.index,
    lastLabel: l,
    lastLabelSeg: labelSeg,
    lastLine: l,
  };
}

/**
 * The first line of a label wrapped around its value ("Purchase order" / "#1042" / "reference:"
 * in the official visualisation's HTML print): the label line without value right above, taken
 * for a sub-heading, when the lower-case rest completes it to a term of the vocabulary.
 */
function bareStart(w: ColumnWalk, l: Line, labelSeg: Seg): ColumnWalk['bare'] {
  const b = w.bare;
  if (!b || b.page !== l.page || !LOWER_START.test(labelSeg.text)) return undefined;
  if (labelSeg.y - (b.seg.y + b.seg.h) > b.seg.h * 0.5) return undefined;
  const joined = joinLabel(b.seg.text, labelSeg.text);
  return formTerm(joined) !== undefined && formTerm(labelSeg.text) === undefined ? b : undefined;
}

/**
 * A label wrapped onto the next line: after a hyphen without a space; a word hyphenated by the
 * printer ("Skonto; weitere Zah-" / "lungsbedingungen:" in the official visualisation's PDF,
 * "Zahlungs-" / "bedingungen" in a narrow label column) loses its hyphen when that gives a term
 * of the vocabulary.
 */
function joinLabel(prev: string, next: string): string {
  if (!prev.endsWith('-')) return `${prev} ${next}`;
  const hyphenated = `${prev}${next}`;
  if (!LETTER_HYPHEN_END.test(prev) || !LOWER_START.test(next)) return hyphenated;
  const word = `${prev.slice(0, -1)}${next}`;
  return formTerm(word) !== undefined ? word : hyphenated;
}

/**
 * A row takes the nearest section heading above it printed at or left of its label; at the top of
 * a page, before any heading there, the last one of the page before (a section going on over
 * the page break: the buyer's VAT id on the page after "Informationen zum Käufer").
 */
function sectionsFromLeft(out: FormRow[], heads: SectionHead[]): void {
  for (const r of out) {
    let best: SectionHead | undefined;
    for (const h of heads) {
      if (h.page !== r.page || h.y >= r.labelSeg.y - 1 || h.x > r.labelSeg.x + TOL) continue;
      if (!best || h.y > best.y + 1 || (Math.abs(h.y - best.y) <= 1 && h.x > best.x)) best = h;
    }
    best ??= headBefore(heads, r);
    if (best && best.text !== r.section) {
      r.section = best.text;
      r.sub = undefined;
    }
  }
}

/** The last heading of the page before the row's, at or left of its label, when its page has none above it. */
function headBefore(heads: SectionHead[], r: FormRow): SectionHead | undefined {
  if (heads.some((h) => h.page === r.page && h.y < r.labelSeg.y - 1)) return undefined;
  let best: SectionHead | undefined;
  for (const h of heads) {
    if (h.page !== r.page - 1 || h.x > r.labelSeg.x + TOL) continue;
    if (!best || h.y > best.y + 1 || (Math.abs(h.y - best.y) <= 1 && h.x > best.x)) best = h;
  }
  return best;
}

function bolder(_c: Column): boolean {
  return false;
}

function stripRow(r: FormRow & { lastLabel?: Line; lastLabelSeg?: Seg; lastLine?: Line }): FormRow {
  const { lastLabel: _a, lastLine: _b, lastLabelSeg: _c, ...rest } = r;
  return rest;
}
