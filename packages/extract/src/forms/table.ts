/**
 * Form layouts, 3: the item table of e-invoice visualisations (readFormTable): header, cells, wrapped
 * ids and names, sub-positions left out.
 */
import { codelists } from '@ic/einvoice';
import { srcOf } from '../find.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import {
  BRACKETED_UNIT_CODE,
  COMMA_CENTS_G,
  DIGIT,
  INTEGER_THEN_WORDS,
  NOT_AMOUNT_CHAR_G,
  NUMBER_ONLY,
  POINT_CENTS_G,
  POINTS_G,
  QUANTITY_THEN_TEXT,
  SPACES_G,
  THOUSANDS_POINTS,
  TRAILING_PARENTHESIS,
  TRAILING_SPACE,
  WORD_LABEL_VALUE,
} from '../lexicon/common.ts';
import { COL_WORDS, type Col, QTY_CELL, VAT_CELL } from '../lexicon/forms.ts';
import { type DecimalMark, findAmounts, parseAmount } from '../parse/amount.ts';
import { unitCode } from '../parse/units.ts';
import type { ExtractedLine } from '../table.ts';
import { TOL } from './rows.ts';

// ---- the item table of form renderings ---------------------------------------------------------

interface Header {
  line: Line;
  cols: Partial<Record<Col, Seg>>;
}

function tableHeader(l: Line): Header | undefined {
  const cols: Partial<Record<Col, Seg>> = {};
  for (const s of l.segs) {
    const t = s.text.trim();
    for (const c of Object.keys(COL_WORDS) as Col[]) {
      if (!cols[c] && COL_WORDS[c].test(t)) {
        cols[c] = s;
        break;
      }
    }
  }
  // a form-table header names every column; its values carry quantity+unit and category+rate
  if (!cols.pos || !cols.item || !cols.qty || !cols.net || !cols.price) return undefined;
  if (Object.keys(cols).length < l.segs.length - 1) return undefined;
  return { line: l, cols };
}

function sameHeader(a: Header, l: Line): boolean {
  const h = tableHeader(l);
  return !!h && h.line.segs.length === a.line.segs.length;
}

/** One row of a form table as read: its numbers line, cells, and the text lines under it. */
interface FormTableRow {
  anchor: Line;
  cells: Partial<Record<Col, string>>;
  posParts: Array<{ text: string; seg: Seg }>;
  nameParts: string[];
  nameDone: boolean;
  itemX: number;
  size?: number;
  lines: number[];
}

/** The walk over a form table's lines. */
interface FormScan {
  doc: Doc;
  header: Header;
  start: number;
  mark: DecimalMark;
  pos: Seg;
  item: Seg;
  qty: Seg;
  colOf: (s: Seg) => Col | undefined;
  rows: FormTableRow[];
  cur?: FormTableRow;
  lastY: number;
  lastPage: number;
  /** after the rows of a page: only a repeated header on a following page goes on with the table */
  waiting: boolean;
}

const segRight = (s: Seg) => s.x + s.w;

/** The column of a segment: the position or item column by x, a number column by right edge. */
function formColumnOf(hc: Header['cols']): (s: Seg) => Col | undefined {
  const pos = hc.pos as Seg;
  const item = hc.item as Seg;
  const qty = hc.qty as Seg;
  const numCols = (['qty', 'price', 'vat', 'net'] as Col[]).filter((c) => hc[c]);
  return (s: Seg): Col | undefined => {
    if (Math.abs(s.x - pos.x) <= TOL) return 'pos';
    if (s.x >= item.x - TOL && segRight(s) < qty.x) return 'item';
    let best: Col | undefined;
    let d = Number.POSITIVE_INFINITY;
    for (const c of numCols) {
      const dd = Math.abs(segRight(s) - segRight(hc[c] as Seg));
      if (dd < d) {
        d = dd;
        best = c;
      }
    }
    return d <= 12 ? best : undefined;
  };
}

/**
 * The items of a form rendering's line table, or undefined when the document has no such table
 * (a header whose numbers lines print "quantity unit" cells and "category rate %" cells).
 */
export function readFormTable(doc: Doc, docMark: DecimalMark): ExtractedLine[] | undefined {
  let header: Header | undefined;
  let start = -1;
  for (const l of doc.lines) {
    const h = tableHeader(l);
    if (h) {
      header = h;
      start = l.index;
      break;
    }
  }
  if (!header) return undefined;
  const hc = header.cols;
  const sc: FormScan = {
    doc,
    header,
    start,
    mark: docMark,
    pos: hc.pos as Seg,
    item: hc.item as Seg,
    qty: hc.qty as Seg,
    colOf: formColumnOf(hc),
    rows: [],
    lastY: 0,
    lastPage: header.line.page,
    waiting: false,
  };
  for (let i = start + 1; i < doc.lines.length; i++) {
    const step = formTableLine(sc, i);
    if (step === 'fail') return undefined;
    if (step === 'break') break;
  }
  const { rows } = sc;
  if (!rows.length) return undefined;
  // a visualisation prints the VAT category code with the rate ("S 19 %"); without it this is an
  // ordinary item table, left to the general reader
  const coded = rows.filter((r) => VAT_CELL.test(r.cells.vat?.trim() ?? '')).length;
  if (coded * 2 < rows.length) return undefined;
  const mark = formTableMark(rows, docMark);
  // sub-positions: item text indented under the least indented items
  const minX = Math.min(...rows.map((r) => r.itemX));
  const top = rows.filter((r) => r.itemX <= minX + TOL);
  return top.map((r) => formItem(r, mark, sc.item));
}

/** The cells of one line by column (a pos run into the name, a quantity into the price split). */
function formLineCells(
  sc: FormScan,
  l: Line,
): { cells: Partial<Record<Col, Seg>>; items: Seg[]; stray: boolean } {
  const { pos, item, qty } = sc;
  const cells: Partial<Record<Col, Seg>> = {};
  const items: Seg[] = [];
  let stray = false;
  for (const s of l.segs) {
    // an id so long that the text layer ran it into the item name: split at the column edge
    if (Math.abs(s.x - pos.x) <= TOL && segRight(s) > item.x + TOL) {
      const [a, b] = splitAt(s, item.x);
      if (a) cells.pos = a;
      if (b) items.push(b);
      continue;
    }
    const c = sc.colOf(s);
    // a quantity the text layer ran into the price ("30.0000 €158.1250"): split at the space
    // before the price's first amount
    const ps = sc.header.cols.price;
    if (c === 'price' && ps && s.x < segRight(qty) - TOL && !cells.qty) {
      const m = QUANTITY_THEN_TEXT.exec(s.text);
      if (m?.[1] && m[2]) {
        const cw = s.w / Math.max(1, s.text.length);
        cells.qty = { ...s, text: m[1], w: m[1].length * cw };
        cells.price = { ...s, text: m[2], x: s.x + (s.text.length - m[2].length) * cw, w: m[2].length * cw };
        continue;
      }
    }
    if (c === 'item' || (c === undefined && s.x >= item.x - TOL && s.x < qty.x)) items.push(s);
    else if (c) cells[c] = s;
    else stray = true;
  }
  return { cells, items, stray };
}

/** One line of the table: a repeated header, a numbers line (a new row), or text under a row. */
function formTableLine(sc: FormScan, i: number): 'break' | 'fail' | undefined {
  const l = sc.doc.lines[i] as Line;
  if (sameHeader(sc.header, l)) {
    sc.waiting = false;
    sc.lastPage = l.page;
    sc.lastY = l.y + l.h;
    return undefined;
  }
  if (sc.waiting) return l.page > sc.lastPage + 1 ? 'break' : undefined;
  const { cells, items, stray } = formLineCells(sc, l);
  const netV = cells.net ? parseAmount(cells.net.text.replace(NOT_AMOUNT_CHAR_G, ''), sc.mark) : undefined;
  const qm = cells.qty ? QTY_CELL.exec(cells.qty.text.trim()) : undefined;
  if (netV !== undefined && qm && !stray) {
    sc.cur = {
      anchor: l,
      cells: Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, v.text])) as Partial<
        Record<Col, string>
      >,
      posParts: cells.pos ? [{ text: cells.pos.text, seg: cells.pos }] : [],
      nameParts: items.map((s) => s.text),
      nameDone: false,
      itemX: items[0]?.x ?? sc.item.x,
      size: items[0]?.size ?? cells.net?.size,
      lines: [l.index],
    };
    sc.rows.push(sc.cur);
    sc.lastY = l.y + l.h;
    sc.lastPage = l.page;
    return undefined;
  }
  if (!sc.cur) return sc.rows.length === 0 && i - sc.start > 3 ? 'fail' : undefined;
  formRowContinues(sc, sc.cur, l, cells, items, stray);
  return undefined;
}

/**
 * Continuation lines (wrapped id, wrapped name, details) sit tight under the row; anything else
 * (a heading, the footer, the next table) ends the page's rows.
 */
function formRowContinues(
  sc: FormScan,
  cur: FormTableRow,
  l: Line,
  cells: Partial<Record<Col, Seg>>,
  items: Seg[],
  stray: boolean,
): void {
  const tight = l.page === sc.lastPage && l.y - sc.lastY < l.h * 0.8;
  // a unit wrapped under its quantity ("935" / "Kilowattstunde") stays in the quantity cell
  // … or the rest of a quantity wrapped with its unit ("30.0000000000" / "0 Piece")
  const qtyRest = cells.qty ? INTEGER_THEN_WORDS.exec(cells.qty.text.trim()) : undefined;
  if (qtyRest?.[1] && qtyRest[2] && NUMBER_ONLY.test(cur.cells.qty ?? '')) {
    cur.cells.qty = `${cur.cells.qty}${qtyRest[1]} ${qtyRest[2]}`;
    delete cells.qty;
  }
  // (a unit's code wrapped under its name, "1,0000 Stück" / "(C62)", too)
  const unitBelow =
    cells.qty && (!DIGIT.test(cells.qty.text) || BRACKETED_UNIT_CODE.test(cells.qty.text.trim()))
      ? cells.qty.text
      : undefined;
  // cells wrapped under a quantity or price ("386,52 € / 366" / "Tag", "€100.0000 /" /
  // "1.0000 One") belong to the row above: only a net amount starts a row
  if (stray || !tight || cells.net) {
    sc.waiting = true;
    return;
  }
  if (unitBelow) cur.cells.qty = `${cur.cells.qty ?? ''} ${unitBelow}`.trim();
  cur.lines.push(l.index);
  sc.lastY = l.y + l.h;
  if (cells.pos) cur.posParts.push({ text: cells.pos.text, seg: cells.pos });
  for (const s of items) {
    const detail =
      (cur.size !== undefined && s.size !== undefined && s.size < cur.size * 0.92) ||
      WORD_LABEL_VALUE.test(s.text);
    if (detail) cur.nameDone = true;
    if (!cur.nameDone) cur.nameParts.push(s.text);
  }
}

/** The table's own decimal mark (the document-wide guess can be thrown by long numbers). */
function formTableMark(rows: FormTableRow[], mark: DecimalMark): DecimalMark {
  const cellsText = rows.map((r) => `${r.cells.net ?? ''} ${r.cells.price ?? ''}`).join(' ');
  const commas = (cellsText.match(COMMA_CENTS_G) ?? []).length;
  const points = (cellsText.match(POINT_CENTS_G) ?? []).length;
  if (commas !== points) return commas > points ? ',' : '.';
  return mark;
}

/** The id of a row from the pieces of its position cell. */
function formRowId(r: FormTableRow, item: Seg): string {
  let id = '';
  r.posParts.forEach((p, k) => {
    const prev = r.posParts[k - 1];
    // a word broken by the column width (the previous piece fills the column) joins without space
    const broken = prev && segRight(prev.seg) > item.x - 3 * (prev.seg.w / Math.max(1, prev.text.length));
    id =
      k === 0
        ? p.text
        : (broken || id.endsWith('-')) && !TRAILING_SPACE.test(id)
          ? `${id}${p.text}`
          : `${id} ${p.text}`;
  });
  return id;
}

function formItem(r: FormTableRow, mark: DecimalMark, item: Seg): ExtractedLine {
  const qm = QTY_CELL.exec(r.cells.qty?.trim() ?? '');
  // "3.875" with a decimal comma is three thousand …; parseAmount alone reads 3.875
  const rawQty = qm?.[1];
  const quantity = rawQty
    ? mark === ',' && THOUSANDS_POINTS.test(rawQty)
      ? rawQty.replace(POINTS_G, '').replace('−', '-')
      : parseAmount(rawQty, mark)
    : undefined;
  const unitText = qm?.[2]?.trim();
  const price = r.cells.price ? findAmounts(r.cells.price, mark)[0]?.value : undefined;
  const net = parseAmount((r.cells.net ?? '').replace(NOT_AMOUNT_CHAR_G, ''), mark) as string;
  const vm = r.cells.vat ? VAT_CELL.exec(r.cells.vat.trim()) : undefined;
  const id = formRowId(r, item);
  const name = r.nameParts.join(' ').replace(SPACES_G, ' ').trim();
  const anchorSeg = r.anchor.segs.find((s) => s.text === r.cells.net) ?? (r.anchor.segs[0] as Seg);
  const q = quantity;
  const consistent =
    q !== undefined && price !== undefined && Math.abs(Number(q) * Number(price) - Number(net)) < 0.011;
  return {
    id: id.replace(SPACES_G, ' ').trim() || undefined,
    name,
    quantity: q,
    unitText,
    unitCode: unitText ? (unitCode(unitText) ?? rec20ByName(unitText)) : undefined,
    price,
    netAmount: net,
    vatRate: vm?.[2] !== undefined ? String(vm[2]).replace(',', '.') : undefined,
    consistent,
    source: srcOf(r.anchor.page, anchorSeg),
    confidence: 0.9,
    lines: r.lines,
  };
}

/** Split a segment at x (estimated character positions), at the nearest space. */
function splitAt(s: Seg, x: number): [Seg | undefined, Seg | undefined] {
  const n = s.text.length || 1;
  const cw = s.w / n;
  // the last space whose (estimated) position is left of the column edge
  let best = -1;
  for (let i = 0; i < s.text.length; i++) if (s.text[i] === ' ' && s.x + i * cw <= x) best = i;
  if (best < 0) return [s, undefined];
  const a = s.text.slice(0, best);
  const b = s.text.slice(best + 1);
  return [
    { ...s, text: a, w: a.length * cw },
    { ...s, text: b, x: s.x + (best + 1) * cw, w: b.length * cw },
  ];
}

let REC20_NAMES: Map<string, string | null> | undefined;

/**
 * A unit printed by its UN/ECE Rec 20 name ("Kilowattstunde", "kilowatt hour"), as the
 * visualisations print codes; names shared by several codes ("Stück") give nothing.
 */
export function rec20ByName(word: string): string | undefined {
  if (!REC20_NAMES) {
    const m = new Map<string, string | null>();
    for (const lang of ['en', 'de'] as const) {
      for (const e of codelists.listEntries('unit', lang)) {
        // the short name, and the full name with its bracket part ("Stück (Packstück)")
        const full = e.label.trim().toLowerCase();
        for (const k of new Set([full.replace(TRAILING_PARENTHESIS, '').trim(), full])) {
          if (!k || k === e.code.toLowerCase()) continue;
          const prev = m.get(k);
          m.set(k, prev === undefined || prev === e.code ? e.code : null);
        }
      }
    }
    REC20_NAMES = m;
  }
  return REC20_NAMES.get(word.trim().toLowerCase()) ?? undefined;
}
