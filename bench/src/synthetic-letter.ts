/**
 * Drawing pieces the German-letter generators blind20 and blind21 share: an item table over pages
 * (heads again after a break, wrapped names, lines under a row, group heads, a carried sum), a
 * totals block, rows on every page, paragraphs, footer columns and the seller's, bank's and
 * buyer's lines. The money notation is the generator's (`money`), so is the town line (`town`).
 * Also what both keep alike: the item line and the document's fields beyond KitDoc, a private
 * buyer, the notation helpers over `money` and `town`, and the truth's head.
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  type KitParty,
  type LetterHeadDoc,
  letterTruthHead,
  type pager,
  personName,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import { spaced } from './synthetic-model.ts';
import type { Row } from './synthetic-new.ts';

type Pager = ReturnType<typeof pager>;

/** What the table reads of an item line. */
export interface LetterLine {
  name: string;
  net: string;
  sub: string[];
  group: string;
}

/** An item line of a letter generator: quantity, unit (printed, UN/ECE code), price and rate. */
export interface LetterItem extends LetterLine {
  id: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  /** cells of the layout that are no fields (a date, a fee schedule's number, a weight) */
  cells: Record<string, string>;
}

/** What a letter generator's document holds beyond KitDoc. */
export interface LetterDocFields {
  taxNo: string;
  vatShown: boolean;
  dueShown: boolean;
  bicShown: boolean;
  /** "Herrn"/"Frau" over a private buyer's name; '' for a business */
  salutation: string;
  ref: string;
  custNo: string;
  /** the service period, its first and last day */
  period: [string, string];
}

/**
 * A private buyer: a salutation drawn, then a person's name for `b`, no VAT id; returns the
 * salutation ('' and `b` unchanged for a business).
 */
export function privateBuyerOf(b: KitParty, isPrivate: boolean, t: Tools): string {
  const salutation = isPrivate ? t.pick(['Herrn', 'Frau']) : '';
  if (isPrivate) {
    b.name = personName(t);
    b.vat = undefined;
  }
  return salutation;
}

export interface Col<L> {
  head: string;
  x: number;
  right?: boolean;
  cell: (l: L) => string;
}

export interface TableOpts {
  nameCol: number;
  wrap: number;
  size?: number;
  top?: number;
  /** carry the running sum over page breaks ("Übertrag") at x */
  carry?: { label: string; x: number; labelX: number; rows: Row[] };
  groups?: boolean;
}

/**
 * A page break in the table: the carried sum at the foot of the page left, the heads on the new
 * page, the carried sum again under them; returns the y for the next row.
 */
function breakPage(
  p: Pager,
  o: TableOpts,
  heads: () => number,
  footY: number,
  sum: string,
  page: number,
): number {
  const size = o.size ?? 9;
  if (o.carry) {
    o.carry.rows.push([footY + 4, o.carry.labelX, o.carry.label, { size, bold: true, page }]);
    o.carry.rows.push([footY + 4, o.carry.x, sum, { size, bold: true, right: true, page }]);
  }
  const y = heads();
  if (!o.carry) return y;
  p.put(y, o.carry.labelX, o.carry.label, { size, bold: true });
  p.put(y, o.carry.x, sum, { size, bold: true, right: true });
  return y + size + 2.5 + 4;
}

/** An item table over pages: heads (again after a break), wrapped names, rows under rows. */
export function letterTable<L extends LetterLine>(
  p: Pager,
  money: (v: string) => string,
  y0: number,
  cols: Array<Col<L>>,
  lines: L[],
  o: TableOpts,
): number {
  const size = o.size ?? 9;
  const step = size + 2.5;
  const heads = (y: number) => {
    for (const c of cols) p.put(y, c.x, c.head, { size, bold: true, right: c.right });
    return y + size + 9;
  };
  const nx = cols[o.nameCol]?.x ?? 50;
  let y = heads(y0);
  let run = dec(0);
  let group = '';
  for (const l of lines) {
    const parts = wrapWords(l.name, o.wrap);
    const h = (parts.length + l.sub.length) * step + 4 + (o.groups && l.group !== group ? 18 : 0);
    const before = p.page();
    const carryY = y;
    y = p.need(y, h + (o.carry ? 16 : 0));
    if (p.page() !== before) y = breakPage(p, o, () => heads(o.top ?? y), carryY, money(round(run)), before);
    if (o.groups && l.group !== group) {
      group = l.group;
      p.put(y + 2, nx, group, { size: size + 0.5, bold: true });
      y += 18;
    }
    cols.forEach((c, i) => {
      if (i === o.nameCol) parts.forEach((s, j) => void p.put(y + j * step, c.x, s, { size }));
      else p.put(y, c.x, c.cell(l), { size, right: c.right });
    });
    l.sub.forEach((s, j) => void p.put(y + (parts.length + j) * step, nx, s, { size: size - 1.5 }));
    y += (parts.length + l.sub.length) * step + 4;
    run = run.plus(l.net);
  }
  return y;
}

/** Label/value rows, values right-aligned at `vx`; the last one bold. */
export function letterTotals(
  p: Pager,
  y: number,
  rows: Array<[string, string]>,
  x: number,
  vx = 545,
  size = 9,
  boldAll = false,
) {
  y = p.need(y, rows.length * (size + 5) + 10);
  rows.forEach(([a, v], i) => {
    const st = { size: i === rows.length - 1 ? size + 1 : size, bold: boldAll || i === rows.length - 1 };
    p.put(y, x, a, st);
    p.put(y, vx, v, { ...st, right: true });
    y += size + 5;
  });
  return y;
}

export type FootRow = [number, number, string, number];

/** Rows drawn on every page (footers, page numbers). */
export function onEveryPage(rows: Row[], pages: number, draw: (pg: number, n: number) => FootRow[]) {
  for (let pg = 1; pg <= pages; pg++)
    for (const [y, x, text, size] of draw(pg, pages)) rows.push([y, x, text, { size, page: pg }]);
}

/** A paragraph wrapped at `n` characters; returns the y under it. */
export function paragraph(p: Pager, y: number, x: number, text: string, n: number, size = 8.5) {
  for (const s of wrapWords(text, n)) {
    p.put(y, x, s, { size });
    y += size + 3;
  }
  return y;
}

/** A footer column: its cells one under the other. */
export const footCol = (cells: string[], x: number, y0: number, size: number): FootRow[] =>
  cells.map((s, i): FootRow => [y0 + i * (size + 2), x, s, size]);

/** The seller's VAT id and tax number as printed. */
export const sellerIdLines = (d: { vatShown: boolean; s: KitParty; taxNo: string }) => [
  ...(d.vatShown ? [`USt-IdNr.: ${d.s.vat}`] : []),
  ...(d.taxNo ? [`Steuernummer: ${d.taxNo}`] : []),
];

/** The bank's lines (none on a credit note). */
export const bankLines = (
  d: { credit?: unknown; iban: string; bicShown: boolean; bic: string },
  bank: string,
) => (d.credit ? [] : [bank, `IBAN: ${spaced(d.iban)}`, ...(d.bicShown ? [`BIC: ${d.bic}`] : [])]);

/**
 * The helpers both letter generators define alike over their money notation and town line: an
 * amount in euros, a quantity, the address lines, the party on one line, the amount due, the
 * item table and the buyer's block with its salutation.
 */
export function letterNotation<
  D extends { lang: string; gross: string; paid: string; salutation: string; b: KitParty },
  L extends LetterLine,
>(money: (d: D, v: string) => string, town: (p: KitParty) => string) {
  const addr = (p: KitParty) => [p.name, p.street, town(p)];
  return {
    eur: (d: D, v: string) => (d.lang === 'en' ? `€${money(d, v)}` : `${money(d, v)} €`),
    num: (d: D, q: string) => (d.lang === 'en' ? q : q.replace('.', ',')),
    addr,
    oneLine: (p: KitParty) => `${p.name} · ${p.street} · ${town(p)}`,
    due: (d: D) => round(dec(d.gross).minus(d.paid || '0')),
    /** An item table over pages, the amounts in the generator's notation. */
    table: (p: Pager, d: D, y0: number, cols: Array<Col<L>>, lines: L[], o: TableOpts) =>
      letterTable(p, (v) => money(d, v), y0, cols, lines, o),
    buyerBlock: (d: D) => [...(d.salutation ? [d.salutation] : []), ...addr(d.b)],
  };
}

/**
 * The truth's head of a letter (letterTruthHead in EUR) with a private buyer's "Herrn"/"Frau"
 * before the name, a VAT id only where the party has one, and the credit transfer (none on a
 * credit note, the BIC where printed).
 */
export function salutedTruthHead(
  d: LetterHeadDoc & LetterDocFields & { po?: string; iban: string; bic: string },
): Invoice {
  const inv = letterTruthHead(d, { currency: 'EUR', po: d.po ?? '', sellerVat: d.vatShown });
  const { vatId, ...buyer } = inv.buyer;
  inv.buyer = {
    ...buyer,
    name: d.salutation ? `${d.salutation} ${d.b.name}` : d.b.name,
    ...(vatId ? { vatId } : {}),
  };
  if (!d.credit)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(d.bicShown ? { providerId: d.bic } : {}) }],
    };
  return inv;
}
