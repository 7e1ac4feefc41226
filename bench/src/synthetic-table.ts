/**
 * The item-table drawers the held-out generators share, each generator's own numbers as options so
 * that the documents it generates stay byte-identical:
 * - `drawTable` (blind14, blind16, blind18, German layouts): column heads (a second head row, a rule
 *   under them), rows with their printed name lines and lines under them, group heads and group
 *   sums, and a carried sum at the foot of a full page and at the head of the next;
 * - `drawWrappedTable` (blind17, blind19): names wrapped at a number of characters, lines under a
 *   row, group heads and subtotals, the heads again on a new page (the pager's `need`), no carry;
 * - `drawPlainTable` (blind13, blind15): one page, names wrapped or not, one line under a row.
 */
import { dec, round } from '@ic/einvoice';
import { type pager, wrapWords } from './synthetic-kit.ts';
import type { rowWriter } from './synthetic-model.ts';

type TablePager = Pick<ReturnType<typeof pager>, 'put' | 'next'>;
type NeedPager = Pick<ReturnType<typeof pager>, 'put' | 'need' | 'page'>;
type PutOnly = Pick<ReturnType<typeof rowWriter>, 'put'>;

export interface TableCol<L> {
  head: string;
  x: number;
  right?: boolean;
  cell: (l: L) => string;
}
/** Columns written as tuples [head, x, right, cell] (blind13, blind15, blind17) as `TableCol`s. */
export const plainCols = <L>(
  cols: ReadonlyArray<[string, number, boolean, (l: L) => string]>,
): TableCol<L>[] => cols.map(([head, x, right, cell]) => ({ head, x, right, cell }));
/** What the drawer reads of a row: the printed name lines, its group and its net amount. */
export interface TableRow {
  shown: string[];
  group: string;
  net: string;
}
export interface TableLook<L> {
  /** the column whose cell is the row's printed name lines (`shown`) */
  nameCol: number;
  size: number;
  /** a row that would pass this y goes to the next page */
  bottom: number;
  /** draws the head of a continuation page and returns the y the table goes on at */
  nextPage: () => number;
  /** the printed text of a carried or group sum */
  money: (v: string) => string;
  /** the lines under a row (serial numbers, notes), no part of its name */
  notes: (l: L) => readonly string[];
  /** how much smaller than a row the lines under it are */
  noteLess: number;
  /** the y from the heads to the first row */
  headStep: number;
  /** a second head row 9 pt under the first, by column index */
  heads2?: Record<number, string>;
  /** a rule of underscores 8 pt under the heads */
  rule?: boolean;
  /** the room kept for a group's sum and head when a page break is decided */
  groupRoom: number;
  /** the bold row above a group's first row */
  groupHead?: (g: string) => string;
  /** the label of the sum row after a group */
  groupSum?: (g: string) => string;
  /** the y step after a group's sum row */
  sumStep: number;
  /** label of the carried sum at a page foot and on the next page ('' = none) */
  carry: string;
  /** the x of the carried sum's label */
  carryX: number;
}

interface State<L> {
  p: TablePager;
  cols: TableCol<L>[];
  o: TableLook<L>;
  y: number;
  run: ReturnType<typeof dec>;
  group: string;
  gsum: ReturnType<typeof dec>;
}

function heads<L>(p: TablePager, cols: TableCol<L>[], o: TableLook<L>, y: number): number {
  cols.forEach((c, i) => {
    p.put(y, c.x, c.head, { size: o.size - 0.5, bold: true, right: c.right });
    const h2 = o.heads2?.[i];
    if (h2) p.put(y + 9, c.x, h2, { size: o.size - 0.5, bold: true, right: c.right });
  });
  if (o.rule) p.put(y + 8, 50, '_'.repeat(98), { size: 6 });
  return y + o.headStep;
}

function carryRow<L>(t: State<L>, y: number) {
  t.p.put(y, t.o.carryX, t.o.carry, { size: t.o.size, bold: true });
  t.p.put(y, 545, t.o.money(round(t.run)), { size: t.o.size, bold: true, right: true });
}

function pageBreak<L>(t: State<L>) {
  if (t.o.carry) carryRow(t, t.y + 4);
  t.p.next();
  t.y = heads(t.p, t.cols, t.o, t.o.nextPage());
  if (t.o.carry) {
    carryRow(t, t.y);
    t.y += 16;
  }
}

function sumRow<L>(t: State<L>) {
  const { o } = t;
  if (!o.groupSum || !t.group) return;
  t.p.put(t.y, t.cols[o.nameCol]?.x ?? 50, o.groupSum(t.group), { size: o.size, bold: true });
  t.p.put(t.y, 545, o.money(round(t.gsum)), { size: o.size, bold: true, right: true });
  t.y += o.sumStep;
}

function startGroup<L>(t: State<L>, group: string) {
  sumRow(t);
  t.group = group;
  t.gsum = dec(0);
  if (t.o.groupHead && group) {
    t.p.put(t.y + 2, t.cols[0]?.x ?? 50, t.o.groupHead(group), { size: t.o.size, bold: true });
    t.y += 16;
  }
}

function drawRow<L extends TableRow>(t: State<L>, l: L, notes: readonly string[]) {
  const { p, o } = t;
  const size = o.size;
  t.cols.forEach((c, i) => {
    if (i === o.nameCol) l.shown.forEach((s, j) => void p.put(t.y + j * 10, c.x, s, { size }));
    else p.put(t.y, c.x, c.cell(l), { size, right: c.right });
  });
  t.y += 12 + (l.shown.length - 1) * 10;
  for (const n of notes) {
    p.put(t.y - 1, t.cols[o.nameCol]?.x ?? 50, n, { size: size - o.noteLess });
    t.y += 10;
  }
  t.run = t.run.plus(l.net);
  t.gsum = t.gsum.plus(l.net);
}

/** Draws the table from y0 over as many pages as it takes; returns the y under its last row. */
export function drawTable<L extends TableRow>(
  p: TablePager,
  y0: number,
  cols: TableCol<L>[],
  ls: readonly L[],
  o: TableLook<L>,
): number {
  const t: State<L> = { p, cols, o, y: heads(p, cols, o, y0), run: dec(0), group: '', gsum: dec(0) };
  for (const l of ls) {
    const notes = o.notes(l);
    const h = 12 + (l.shown.length - 1) * 10 + notes.length * 10 + (l.group !== t.group ? o.groupRoom : 0);
    if (t.y + h > o.bottom) pageBreak(t);
    if (l.group !== t.group) startGroup(t, l.group);
    drawRow(t, l, notes);
  }
  sumRow(t);
  return t.y;
}

// ---------------------------------------------------------------------------- wrapped names
export interface WrappedLook<L> {
  /** the column whose cell is the row's wrapped name */
  nameCol: number;
  /** the printed name (wrapped at `wrap` characters) */
  shown: (l: L) => string;
  wrap: number;
  size: number;
  /** how much smaller than the rows the heads are */
  headLess: number;
  /** the y from the heads to the first row */
  headStep: number;
  /** the lines under a row's name, no part of it (empty ones are left out) */
  under: (l: L) => readonly string[];
  /** the y step from a row's last name line to its lines under */
  rowStep: number;
  /** the y step after a row's lines under */
  rowGap: number;
  /** a new page: draws its head and returns where the table goes on (default: where the pager is) */
  onBreak?: (() => number) | undefined;
  /** the row's group: a bold heading above each group's first row */
  group?: (l: L) => string;
  /** with `group`: a subtotal row after each group (`sub` and the group, the sum at `amountX`) */
  groupSum?: { sub: string; amountX: number; fmt: (v: string) => string } | undefined;
}

interface WrapState<L> {
  p: NeedPager;
  cols: TableCol<L>[];
  o: WrappedLook<L>;
  nx: number;
  y: number;
  group: string;
  gsum: ReturnType<typeof dec>;
}

function wrappedHeads<L>(t: WrapState<L>, y: number): number {
  const { o } = t;
  for (const c of t.cols) t.p.put(y, c.x, c.head, { size: o.size - o.headLess, bold: true, right: c.right });
  return y + o.headStep;
}

function closeGroup<L>(t: WrapState<L>) {
  const { o } = t;
  if (!t.group || !o.groupSum) return;
  t.p.put(t.y, t.nx, `${o.groupSum.sub} ${t.group}`, { size: o.size, bold: true });
  t.p.put(t.y, o.groupSum.amountX, o.groupSum.fmt(round(t.gsum)), { size: o.size, bold: true, right: true });
  t.y += 18;
}

function openGroup<L>(t: WrapState<L>, group: string) {
  closeGroup(t);
  t.group = group;
  t.gsum = dec(0);
  t.y = t.p.need(t.y, 40);
  t.p.put(t.y + 2, t.nx, group, { size: t.o.size + 0.5, bold: true });
  t.y += 16;
}

function wrappedRow<L>(t: WrapState<L>, l: L) {
  const { p, o } = t;
  const size = o.size;
  const parts = wrapWords(o.shown(l), o.wrap);
  const under = o.under(l).filter(Boolean);
  const before = p.page();
  t.y = p.need(t.y, 14 + (parts.length - 1) * 11 + under.length * 10);
  if (p.page() !== before) t.y = wrappedHeads(t, o.onBreak ? o.onBreak() : t.y);
  t.cols.forEach((c, i) => {
    if (i === o.nameCol) parts.forEach((s, j) => void p.put(t.y + j * 11, c.x, s, { size }));
    else p.put(t.y, c.x, c.cell(l), { size, right: c.right });
  });
  t.y += (parts.length - 1) * 11 + o.rowStep;
  for (const u of under) {
    p.put(t.y, t.nx, u, { size: size - 1.5 });
    t.y += 10;
  }
  t.y += o.rowGap;
}

/** Draws the table from y0 over as many pages as it takes; returns the y under its last row. */
export function drawWrappedTable<L extends { net: string }>(
  p: NeedPager,
  y0: number,
  cols: TableCol<L>[],
  ls: readonly L[],
  o: WrappedLook<L>,
): number {
  const t: WrapState<L> = { p, cols, o, nx: cols[o.nameCol]?.x ?? 50, y: 0, group: '', gsum: dec(0) };
  t.y = wrappedHeads(t, y0);
  for (const l of ls) {
    if (o.group && o.group(l) !== t.group) openGroup(t, o.group(l));
    t.gsum = t.gsum.plus(l.net);
    wrappedRow(t, l);
  }
  closeGroup(t);
  return t.y;
}

// ---------------------------------------------------------------------------- one page
export interface PlainLook<L> {
  /** the column whose cell is the row's (wrapped) name; none: every cell is its column's */
  nameCol?: number | undefined;
  /** the name wrapped at this many characters (none: one line) */
  wrap?: number | undefined;
  headSize: number;
  size: number;
  /** the y step from a row to the next (a wrapped name's lines add 11 each) */
  step: number;
  /** the line under a row's name ('' = none) */
  under?: ((l: L) => string) | undefined;
  /** how far above the row's step the line under stands */
  underUp: number;
  underSize: number;
}

/** Draws heads at y0 and the rows under them on one page; returns the y under the last row. */
export function drawPlainTable<L extends { name: string }>(
  w: PutOnly,
  y0: number,
  cols: TableCol<L>[],
  ls: readonly L[],
  o: PlainLook<L>,
): number {
  for (const c of cols) w.put(y0, c.x, c.head, { size: o.headSize, bold: true, right: c.right });
  let y = y0 + 16;
  for (const l of ls) {
    const parts = o.wrap ? wrapWords(l.name, o.wrap) : [l.name];
    cols.forEach((c, i) => {
      if (i === o.nameCol) parts.forEach((s, j) => void w.put(y + j * 11, c.x, s, { size: o.size }));
      else w.put(y, c.x, c.cell(l), { size: o.size, right: c.right });
    });
    y += o.step + (parts.length - 1) * 11;
    const under = o.under?.(l);
    if (under) {
      w.put(y - o.underUp, cols[o.nameCol ?? 0]?.x ?? 50, under, { size: o.underSize });
      y += 10;
    }
  }
  return y;
}
