/**
 * Held-out set blind49 (session 28, issue 19): page geometry and reading order, written before
 * opening anything under packages/extract/ and without reading the other blind generators. Eight
 * layouts whose page is not a portrait A4 read top to bottom:
 * - `quer18`: a German invoice on a landscape A4 page, the items over twelve wide columns;
 * - `letter18`: an Irish invoice on US Letter (or Legal) paper from US-made software;
 * - `heft18`: a German trade's invoice on A5 pages (portrait or landscape), most over two pages;
 * - `leiste18`: a German invoice with a shaded sidebar running the page height (left or right) that
 *   holds the seller, the bank and the totals, the items in the wide column beside it (A4 or Letter);
 * - `betrag18`: a German invoice that opens with the amount due and the due date in a shaded box,
 *   set in large type (12–14 pt), the parties, items and breakdown below;
 * - `fuss18`: an Austrian or German invoice whose items come first, the header data (number, dates,
 *   order) in a block under the totals and the parties printed under the items; one credit note;
 * - `mini18`: a British invoice in 6–7 pt with tight line spacing (A4 or Letter);
 * - `duo18`: a French facture printed two-up: two columns side by side (parties, references and
 *   payment at the left, items and totals at the right) that must be read column by column.
 *
 * Truth rules, only what is printed: line ids are the printed position where a position column
 * exists (quer18, heft18, leiste18, betrag18, fuss18, mini18 "Line"), else 1, 2, 3 … in printed order
 * (letter18, duo18). All lines are category S at their printed rate. Both parties' countries, the
 * seller's VAT id, IBAN and BIC are printed on every document; the buyer's VAT id and the order
 * reference only where printed. The credit note (fuss18, printed positive) is 381 with its invoice.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  type Generated,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  letterTruthHead,
  longDate,
  MONTH_NAMES,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row, Style } from './synthetic-new.ts';

export const BLIND49_TPLS = [
  'quer18',
  'letter18',
  'heft18',
  'leiste18',
  'betrag18',
  'fuss18',
  'mini18',
  'duo18',
] as const;
type Tpl = (typeof BLIND49_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';

const A4P: [number, number] = [595.28, 841.89];
const A4L: [number, number] = [841.89, 595.28];
const LETTER: [number, number] = [612, 792];
const LEGAL: [number, number] = [612, 1008];
const A5P: [number, number] = [419.53, 595.28];
const A5L: [number, number] = [595.28, 419.53];

interface Line {
  id: string;
  art: string;
  name: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  rate: string;
}
interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  cc: string;
  cur: string;
  s: KitParty;
  b: KitParty;
  buyerVat: boolean;
  number: string;
  issue: string;
  due: string;
  po: string;
  iban: string;
  bic: string;
  lines: Line[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  credit?: { orig: string; date: string };
  t: Tools;
}

const ITEMS: Record<Lang, Array<[string, readonly [string, string], number, number]>> = {
  de: [
    ['Montagearbeiten Elektroinstallation', ['Std.', 'HUR'], 45, 95],
    ['Kabelkanal PVC 40x60 weiß', ['m', 'MTR'], 4, 18],
    ['Schraubensortiment Edelstahl A2', ['Stk.', 'H87'], 3, 25],
    ['Anfahrtspauschale Stadtgebiet', ['pauschal', 'LS'], 25, 60],
    ['Fliesenkleber flexibel 25 kg', ['Sack', 'XSA'], 12, 30],
    ['Wartung Heizungsanlage', ['Std.', 'HUR'], 60, 110],
    ['Kupferrohr 15 mm halbhart', ['m', 'MTR'], 6, 14],
    ['Streusalz lose', ['kg', 'KGM'], 1, 3],
    ['Heizöl EL schwefelarm', ['l', 'LTR'], 1, 2],
    ['Laminat Eiche Landhausdiele', ['m²', 'MTK'], 15, 45],
    ['Kopierpapier A4 80 g', ['Ktn.', 'XCT'], 20, 45],
    ['Gartenpflege Rasenschnitt', ['Std.', 'HUR'], 35, 55],
    ['Dichtungsband selbstklebend', ['Rolle', 'XRO'], 4, 15],
    ['Bio-Äpfel Elstar Klasse I', ['kg', 'KGM'], 2, 5],
    ['Leihgerät Bautrockner', ['Tag', 'DAY'], 15, 40],
    ['Fachbuch Steuerrecht 2026', ['Stk.', 'H87'], 30, 90],
  ],
  en: [
    ['Consulting services', ['hrs', 'HUR'], 80, 160],
    ['Network switch 24-port', ['pcs', 'H87'], 150, 400],
    ['Cat6 patch cable 2 m', ['pcs', 'H87'], 3, 9],
    ['On-site support visit', ['each', 'EA'], 90, 180],
    ['Printer toner cartridge black', ['box', 'XBX'], 40, 95],
    ['Cloud backup subscription', ['month', 'MON'], 20, 80],
    ['Installation and configuration', ['hrs', 'HUR'], 70, 120],
    ['Office chair ergonomic', ['pcs', 'H87'], 120, 350],
    ['Printed brochures A5 colour', ['set', 'SET'], 50, 200],
    ['Training workshop half day', ['day', 'DAY'], 300, 700],
    ['Storage rack steel', ['pcs', 'H87'], 60, 180],
    ['Courier delivery', ['each', 'EA'], 10, 35],
  ],
  fr: [
    ['Prestation de conseil', ['h', 'HUR'], 70, 140],
    ['Câble électrique 3G2,5', ['m', 'MTR'], 1, 4],
    ['Déplacement forfaitaire', ['forfait', 'LS'], 30, 80],
    ['Disjoncteur 20 A', ['pièce', 'H87'], 8, 30],
    ['Peinture acrylique blanche', ['kg', 'KGM'], 6, 15],
    ['Location nacelle', ['jour', 'DAY'], 120, 260],
    ['Main-d’œuvre installation', ['h', 'HUR'], 45, 75],
    ['Livres scolaires', ['pièce', 'H87'], 12, 35],
    ['Carrelage grès cérame', ['m²', 'MTK'], 18, 60],
    ['Nettoyage de fin de chantier', ['forfait', 'LS'], 90, 300],
  ],
};
for (const ls of Object.values(ITEMS))
  for (const [, [, uc]] of ls)
    if (!codelists.isValidCode('unit', uc)) throw new Error(`blind49: ${uc} is no unit code of the list`);

const RATES: Record<string, [string, string]> = {
  DE: ['19', '7'],
  AT: ['20', '10'],
  IE: ['23', '13.5'],
  GB: ['20', '5'],
  FR: ['20', '5.5'],
};

const TPL_SETUP: Record<Tpl, { lang: Lang; cc: () => string; cur: string }> = {
  quer18: { lang: 'de', cc: () => 'DE', cur: 'EUR' },
  letter18: { lang: 'en', cc: () => 'IE', cur: 'EUR' },
  heft18: { lang: 'de', cc: () => 'DE', cur: 'EUR' },
  leiste18: { lang: 'de', cc: () => 'DE', cur: 'EUR' },
  betrag18: { lang: 'de', cc: () => 'DE', cur: 'EUR' },
  fuss18: { lang: 'de', cc: () => 'AT', cur: 'EUR' },
  mini18: { lang: 'en', cc: () => 'GB', cur: 'GBP' },
  duo18: { lang: 'fr', cc: () => 'FR', cur: 'EUR' },
};

function party(cc: string, h: Helpers, t: Tools): KitParty {
  if (cc === 'IE') return anyParty('IE', h, t);
  const p = h.party(cc as 'DE');
  const vat = h.vatId(cc as 'DE');
  return { ...p, country: cc, vat, vatShown: vat };
}

function build(tpl: Tpl, v: number, h: Helpers, t: Tools): Doc {
  const setup = TPL_SETUP[tpl];
  let cc = setup.cc();
  if (tpl === 'fuss18' && v % 2 === 1) cc = 'DE';
  const s = party(cc, h, t);
  const b = party(cc, h, t);
  const [hi, lo] = RATES[cc] as [string, string];
  const two = t.rnd() < 0.45;
  const n =
    v === 7 ? (tpl === 'heft18' ? t.int(20, 26) : t.int(30, 38)) : t.int(3, tpl === 'mini18' ? 14 : 8);
  const step = tpl === 'fuss18' && v % 3 === 0 ? 10 : 1;
  const lines: Line[] = [];
  for (let i = 0; i < n; i++) {
    const [name, unit, a, z] = t.pick(ITEMS[setup.lang]);
    const frac = unit[1] === 'HUR' || unit[1] === 'KGM' || unit[1] === 'MTR' || unit[1] === 'LTR';
    const qty = frac && t.rnd() < 0.5 ? `${t.int(1, 40)}.5` : String(t.int(1, unit[1] === 'LS' ? 1 : 24));
    const price = (t.int(a * 100, z * 100) / 100).toFixed(2);
    const net = round(dec(qty).times(dec(price)));
    const rate = two && t.rnd() < 0.35 ? lo : hi;
    lines.push({
      id: String((i + 1) * step),
      art: `${t.int(10, 99)}-${t.digits(4)}`,
      name,
      qty,
      unit,
      price,
      net,
      rate,
    });
  }
  const { vat, lineNet, vatT } = vatSums(lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const issue = `2026-${String(t.int(1, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const due = addDays(issue, t.pick([14, 21, 30]));
  const yr = issue.slice(0, 4);
  const number = {
    quer18: () => `RE-${yr}-${t.digits(5)}`,
    letter18: () => `INV-${t.int(1000, 9999)}`,
    heft18: () => `${t.int(100, 999)}/${yr}`,
    leiste18: () => `${yr}${t.digits(4)}`,
    betrag18: () => `R${yr.slice(2)}-${t.digits(4)}`,
    fuss18: () => `${yr}-${t.digits(3)}`,
    mini18: () => `SI${t.digits(6)}`,
    duo18: () => `F${yr}-${t.digits(4)}`,
  }[tpl]();
  const po = t.rnd() < 0.55 ? `${t.pick(['PO', 'B', 'BE'])}-${t.digits(6)}` : '';
  const credit =
    tpl === 'fuss18' && v === 3
      ? { orig: `${yr}-${t.digits(3)}`, date: addDays(issue, -t.int(10, 40)) }
      : undefined;
  return {
    tpl,
    v,
    lang: setup.lang,
    cc,
    cur: setup.cur,
    s,
    b,
    buyerVat: t.rnd() < 0.5,
    number,
    issue,
    due,
    po,
    iban: ibanOfCountry(cc, t),
    bic: cc === 'FR' ? t.pick(['BNPAFRPPXXX', 'AGRIFRPP', 'SOGEFRPP', 'CCBPFRPPNAN']) : bicOf(cc, t),
    lines,
    vat,
    lineNet,
    vatT,
    gross,
    credit,
    t,
  };
}

function truth(d: Doc): Invoice {
  // (the head as every letter's: synthetic-kit's letterTruthHead; the due date always printed)
  const inv = letterTruthHead(
    { ...d, dueShown: true, taxNo: '' },
    { currency: d.cur, po: d.po, sellerVat: true },
  );
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((x) => kitVatRow(x));
  inv.lines = d.lines.map((l) => kitLine(l));
  return inv;
}

/* ---------- notation ---------- */
const money = (d: Doc, x: string) =>
  d.lang === 'en'
    ? groupedMoney(x, ',', '.')
    : d.lang === 'fr'
      ? groupedMoney(x, '\u202f', ',')
      : groupedMoney(x, '.', ',');
const num = (d: Doc, x: string) => (d.lang === 'en' ? x : x.replace('.', ','));
const pct = (d: Doc, r: string) => (d.lang === 'en' ? `${r}%` : `${r.replace('.', ',')} %`);
function date(d: Doc, iso: string, style = 0): string {
  const [y, m, dd] = iso.split('-');
  if (d.lang === 'de') return style === 1 ? longDate(iso, d.cc === 'AT' ? 'at' : 'de') : `${dd}.${m}.${y}`;
  if (d.lang === 'fr') return style === 1 ? longDate(iso, 'fr') : `${dd}/${m}/${y}`;
  if (style === 1) return longDate(iso, 'en');
  if (style === 2) return `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3)} ${y}`;
  return `${dd}/${m}/${y}`;
}
const COUNTRIES: Record<Lang, Record<string, string>> = {
  de: { DE: 'Deutschland', AT: 'Österreich' },
  en: { IE: 'Ireland', GB: 'United Kingdom' },
  fr: { FR: 'France' },
};
const country = (d: Doc, cc: string) => COUNTRIES[d.lang][cc] ?? cc;

/* ---------- a page writer whose rows carry their page and its size ---------- */
class Pages {
  rows: Row[] = [];
  page = 1;
  sheet: [number, number];
  constructor(sheet: [number, number]) {
    this.sheet = sheet;
  }
  get w() {
    return this.sheet[0];
  }
  get h() {
    return this.sheet[1];
  }
  private st(st: Style): Style {
    return { ...st, page: this.page, ...(this.sheet !== A4P ? { sheet: this.sheet } : {}) };
  }
  put(y: number, x: number, text: string, st: Style = {}) {
    if (text.trim()) this.rows.push([y, x, text, this.st(st)]);
  }
  lines(y: number, x: number, ls: string[], size: number, lead = 1.25, st: Style = {}) {
    for (const l of ls) {
      this.put(y, x, l, { ...st, size });
      y += Math.round(size * lead * 10) / 10;
    }
    return y;
  }
  box(x: number, y: number, w: number, h: number, fill?: number) {
    this.rows.push([y, x, '', this.st({ box: [w, h], ...(fill !== undefined ? { fill } : {}) })]);
  }
  rule(x: number, y: number, w: number) {
    this.box(x, y, w, 0);
  }
}

interface Col {
  head: string;
  x: number;
  right?: boolean;
  cell: (l: Line) => string;
  /** the column wraps its text at this many characters */
  wrap?: number;
}
/** The item table from y: heads, rows (names wrapped), a new page with heads again where it runs past `bottom`. */
function table(
  p: Pages,
  cols: Col[],
  lines: Line[],
  y: number,
  o: {
    size: number;
    lead: number;
    bottom: number;
    top: number;
    onPage?: () => void;
    rules?: [number, number];
  },
) {
  const heads = (yy: number) => {
    for (const c of cols) p.put(yy, c.x, c.head, { size: o.size, bold: true, right: c.right });
    if (o.rules) p.rule(o.rules[0], yy + o.size + 2, o.rules[1] - o.rules[0]);
    return yy + o.size * o.lead + 4;
  };
  y = heads(y);
  for (const l of lines) {
    const cells = cols.map((c) => (c.wrap ? wrapWords(c.cell(l), c.wrap) : [c.cell(l)]));
    const hgt = Math.max(...cells.map((c) => c.length)) * o.size * o.lead;
    if (y + hgt > o.bottom) {
      p.page++;
      o.onPage?.();
      y = heads(o.top);
    }
    cols.forEach((c, i) => {
      (cells[i] as string[]).forEach((s, k) => {
        p.put(y + k * o.size * o.lead, c.x, s, { size: o.size, right: c.right });
      });
    });
    y += hgt + 1;
  }
  if (o.rules) p.rule(o.rules[0], y, o.rules[1] - o.rules[0]);
  return y + 4;
}

/** Label / value pairs, values right-aligned at vx. */
function pairs(
  p: Pages,
  y: number,
  x: number,
  vx: number,
  ps: Array<[string, string]>,
  size: number,
  bold = -1,
) {
  ps.forEach(([a, v], i) => {
    p.put(y, x, a, { size, bold: i === bold });
    p.put(y, vx, v, { size, right: true, bold: i === bold });
    y += size * 1.4;
  });
  return y;
}

/** The VAT rows "USt 19 % auf 1.234,56" / tax in the document's words, with their total where there are two rates. */
function vatRows(d: Doc, word: string, on: string, total = `${word} gesamt`): Array<[string, string]> {
  const rows = d.vat.map((x): [string, string] => [
    `${word} ${pct(d, x.rate)} ${on} ${money(d, x.base)}`,
    money(d, x.tax),
  ]);
  return d.vat.length > 1 ? [...rows, [total, money(d, d.vatT)]] : rows;
}
/** The index of the last row of a totals block: net, VAT rows (and their total), gross. */
const grossAt = (d: Doc) => d.vat.length + (d.vat.length > 1 ? 2 : 1);

/** "Seite 1 von 2" on every page. */
function pageNumbers(p: Pages, y: number, x: number, fmt: (a: number, n: number) => string, size = 7) {
  const n = p.page;
  const keep = p.page;
  for (let pg = 1; pg <= n; pg++) {
    p.page = pg;
    p.put(y, x, fmt(pg, n), { size, right: true });
  }
  p.page = keep;
}

const addrLines = (d: Doc, q: KitParty) => [q.name, q.street, `${q.pc} ${q.city}`, country(d, q.country)];

/* ---------- the layouts ---------- */

function quer18(d: Doc): Pages {
  const p = new Pages(A4L);
  const t = d.t;
  p.put(34, 40, d.s.name, { size: 15, bold: true });
  p.lines(56, 40, [`${d.s.street} · ${d.s.pc} ${d.s.city} · ${country(d, d.s.country)}`], 8);
  const infoRow = d.v % 2 === 1;
  p.put(34, 560, 'RECHNUNG', { size: 16, bold: true });
  const info: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', date(d, d.issue)],
    ['Fällig am', date(d, d.due)],
    ...(d.po ? ([['Ihre Bestellung', d.po]] as Array<[string, string]>) : []),
    ['Kunden-Nr.', `K${t.digits(5)}`],
  ];
  p.put(86, 40, 'Rechnungsempfänger', { size: 7 });
  let y = p.lines(98, 40, addrLines(d, d.b), 9);
  if (d.buyerVat) y = p.lines(y, 40, [`USt-IdNr. ${d.b.vat}`], 9);
  if (infoRow) {
    y = Math.max(y, 150) + 8;
    let x = 40;
    for (const [a, v] of info) {
      p.put(y, x, a, { size: 7 });
      p.put(y + 10, x, v, { size: 9, bold: true });
      x += 150;
    }
    y += 30;
  } else {
    pairs(p, 62, 560, 802, info, 9);
    y = Math.max(y, 150) + 10;
  }
  const cols: Col[] = [
    { head: 'Pos.', x: 40, cell: (l) => l.id },
    { head: 'Art.-Nr.', x: 66, cell: (l) => l.art },
    { head: 'Bezeichnung', x: 118, cell: (l) => l.name },
    { head: 'Lieferschein', x: 292, cell: () => `LS ${t.digits(5)}` },
    { head: 'Lieferdatum', x: 362, cell: () => date(d, addDays(d.issue, -t.int(1, 9))) },
    { head: 'Kst.', x: 432, cell: () => String(t.int(100, 499)) },
    { head: 'Menge', x: 490, right: true, cell: (l) => num(d, l.qty) },
    { head: 'ME', x: 498, cell: (l) => l.unit[0] },
    { head: 'Einzelpreis €', x: 600, right: true, cell: (l) => money(d, l.price) },
    { head: 'USt', x: 640, right: true, cell: (l) => pct(d, l.rate) },
    {
      head: 'USt-Betrag €',
      x: 710,
      right: true,
      cell: (l) => money(d, round(dec(l.net).times(dec(l.rate)).dividedBy(100))),
    },
    { head: 'Gesamt netto €', x: 802, right: true, cell: (l) => money(d, l.net) },
  ];
  const foot = () => {
    p.put(560, 40, `${d.s.name} · USt-IdNr. ${d.s.vat}`, { size: 7 });
    p.put(560, 330, `Bank: IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 7 });
  };
  foot();
  y = table(p, cols, d.lines, y, {
    size: 8,
    lead: 1.3,
    bottom: 530,
    top: 50,
    onPage: foot,
    rules: [40, 802],
  });
  if (y > 470) {
    p.page++;
    foot();
    y = 50;
  }
  y = pairs(
    p,
    y + 4,
    560,
    802,
    [
      ['Summe netto', money(d, d.lineNet)],
      ...vatRows(d, 'USt', 'auf'),
      ['Rechnungsbetrag EUR', money(d, d.gross)],
    ],
    9,
    grossAt(d),
  );
  p.put(y + 6, 40, `Zahlbar bis ${date(d, d.due)} ohne Abzug.`, { size: 8 });
  if (p.page > 1) pageNumbers(p, 20, 802, (a, n) => `Seite ${a} von ${n}`);
  return p;
}

function letter18(d: Doc): Pages {
  const p = new Pages(d.v % 3 === 2 ? LEGAL : LETTER);
  const ds = d.v % 2 === 1 ? 1 : 2;
  const right = d.v % 2 === 0;
  const sx = right ? 330 : 40;
  p.put(40, sx, d.s.name, { size: 15, bold: true });
  let y = p.lines(
    60,
    sx,
    [d.s.street, `${d.s.city} ${d.s.pc}`, country(d, d.s.country), `VAT No. ${d.s.vat}`],
    8.5,
  );
  const ix = right ? 40 : 380;
  p.put(40, ix, 'INVOICE', { size: 22, bold: true });
  pairs(
    p,
    72,
    ix,
    ix + 190,
    [
      ['Invoice #', d.number],
      ['Date', date(d, d.issue, ds)],
      ['Due Date', date(d, d.due, ds)],
      ...(d.po ? ([['P.O. #', d.po]] as Array<[string, string]>) : []),
    ],
    9,
  );
  y = Math.max(y, 140) + 14;
  p.put(y, 40, 'BILL TO', { size: 8, bold: true });
  y = p.lines(y + 12, 40, [d.b.name, d.b.street, `${d.b.city} ${d.b.pc}`, country(d, d.b.country)], 9.5);
  if (d.buyerVat) y = p.lines(y, 40, [`VAT No. ${d.b.vat}`], 9.5);
  y += 16;
  p.box(40, y - 3, p.w - 80, 14, 0.85);
  const cols: Col[] = [
    { head: 'Item', x: 44, cell: (l) => l.art },
    { head: 'Description', x: 100, cell: (l) => l.name },
    { head: 'Qty', x: 340, right: true, cell: (l) => l.qty },
    { head: 'Unit', x: 348, cell: (l) => l.unit[0] },
    { head: 'Unit Price', x: 440, right: true, cell: (l) => money(d, l.price) },
    { head: 'VAT', x: 490, right: true, cell: (l) => pct(d, l.rate) },
    { head: 'Amount', x: 568, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, cols, d.lines, y, { size: 9, lead: 1.35, bottom: p.h - 90, top: 50 });
  y = pairs(
    p,
    y + 6,
    380,
    568,
    [
      ['Subtotal', money(d, d.lineNet)],
      ...vatRows(d, 'VAT', 'of', 'Total VAT'),
      ['Total (EUR)', money(d, d.gross)],
      ['Balance Due', `€${money(d, d.gross)}`],
    ],
    9,
    grossAt(d) + 1,
  );
  p.put(y + 14, 40, 'Payment by bank transfer to:', { size: 8.5, bold: true });
  p.put(y + 26, 40, `IBAN ${spaced(d.iban)}   BIC ${d.bic}`, { size: 8.5 });
  p.put(p.h - 40, 40, `${d.s.name} · Registered in Ireland No. ${d.t.int(100000, 799999)}`, { size: 7 });
  return p;
}

function heft18(d: Doc): Pages {
  const land = d.v % 4 === 3;
  const p = new Pages(land ? A5L : A5P);
  const W = p.w;
  const m = 28;
  p.put(26, m, d.s.name, { size: 11, bold: true });
  p.put(40, m, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  p.put(49, m, `${country(d, d.s.country)} · USt-IdNr. ${d.s.vat}`, { size: 6.5 });
  let y = p.lines(66, m, addrLines(d, d.b), 8.5);
  if (d.buyerVat) y = p.lines(y, m, [`USt-IdNr. ${d.b.vat}`], 8.5);
  const ix = W - 160;
  p.put(66, ix, 'Rechnung', { size: 12, bold: true });
  pairs(
    p,
    82,
    ix,
    W - m,
    [
      ['Nr.', d.number],
      ['Datum', date(d, d.issue)],
      ['Fällig', date(d, d.due)],
      ...(d.po ? ([['Bestellung', d.po]] as Array<[string, string]>) : []),
    ],
    7.5,
  );
  y = Math.max(y, 140) + 8;
  const nw = land ? 36 : 22;
  const cols: Col[] = [
    { head: 'Pos', x: m, cell: (l) => l.id },
    { head: 'Bezeichnung', x: m + 20, cell: (l) => l.name, wrap: nw },
    { head: 'Menge', x: W - 190, right: true, cell: (l) => num(d, l.qty) },
    { head: 'Einh.', x: W - 186, cell: (l) => l.unit[0] },
    { head: 'Preis', x: W - 110, right: true, cell: (l) => money(d, l.price) },
    { head: 'USt', x: W - 82, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Betrag', x: W - m, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, cols, d.lines, y, { size: 7.5, lead: 1.25, bottom: p.h - 50, top: 36, rules: [m, W - m] });
  const need = 14 * (d.vat.length + 3) + 40;
  if (y + need > p.h - 36) {
    p.page++;
    y = 36;
  }
  y = pairs(
    p,
    y + 2,
    W - 200,
    W - m,
    [
      ['Netto', money(d, d.lineNet)],
      ...vatRows(d, 'USt', 'auf', 'USt-Summe'),
      ['Gesamt EUR', money(d, d.gross)],
    ],
    7.5,
    grossAt(d),
  );
  p.put(y + 6, m, `Bitte überweisen bis ${date(d, d.due)} auf:`, { size: 7 });
  p.put(y + 16, m, `IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 7 });
  pageNumbers(p, p.h - 22, W - m, (a, n) => `Seite ${a}/${n}`, 6.5);
  return p;
}

function leiste18(d: Doc): Pages {
  const p = new Pages(d.v % 3 === 1 ? LETTER : A4P);
  const left = d.v % 2 === 0;
  const sw = 160;
  const sx = left ? 0 : p.w - sw;
  const mx = left ? sw + 30 : 40;
  const mr = left ? p.w - 36 : p.w - sw - 24;
  const bar = () => p.box(sx, 0, sw, p.h, 0.9);
  bar();
  const bx = sx + 14;
  let sy = p.lines(50, bx, [d.s.name], 10, 1.25, { bold: true });
  sy = p.lines(sy + 2, bx, [d.s.street, `${d.s.pc} ${d.s.city}`, country(d, d.s.country)], 7.5);
  sy = p.lines(sy + 8, bx, ['USt-IdNr.', d.s.vat ?? ''], 7.5);
  sy = p.lines(sy + 8, bx, ['Bankverbindung', 'IBAN', spaced(d.iban), 'BIC', d.bic], 7);
  p.put(50, mx, d.b.name, { size: 10 });
  let y = p.lines(63, mx, [d.b.street, `${d.b.pc} ${d.b.city}`, country(d, d.b.country)], 10);
  if (d.buyerVat) y = p.lines(y, mx, [`USt-IdNr. ${d.b.vat}`], 9);
  y += 20;
  p.put(y, mx, 'Rechnung', { size: 16, bold: true });
  y = pairs(
    p,
    y + 24,
    mx,
    mx + 200,
    [
      ['Rechnungs-Nr.', d.number],
      ['Rechnungsdatum', date(d, d.issue)],
      ['Zahlungsziel', date(d, d.due)],
      ...(d.po ? ([['Ihre Bestellung', d.po]] as Array<[string, string]>) : []),
    ],
    9,
  );
  const wd = mr - mx;
  const cols: Col[] = [
    { head: 'Pos.', x: mx, cell: (l) => l.id },
    { head: 'Beschreibung', x: mx + 24, cell: (l) => l.name, wrap: wd > 360 ? 30 : 24 },
    { head: 'Menge', x: mr - 160, right: true, cell: (l) => `${num(d, l.qty)} ${l.unit[0]}` },
    { head: 'Preis', x: mr - 98, right: true, cell: (l) => money(d, l.price) },
    { head: 'USt', x: mr - 66, right: true, cell: (l) => `${l.rate} %` },
    { head: 'Gesamt', x: mr, right: true, cell: (l) => money(d, l.net) },
  ];
  table(p, cols, d.lines, y + 16, {
    size: 8,
    lead: 1.3,
    bottom: p.h - 50,
    top: 50,
    onPage: bar,
    rules: [mx, mr],
  });
  // the totals at the foot of the sidebar on the last page
  let ty = p.h - 60 - 22 * (grossAt(d) + 1);
  if (p.page === 1) ty = Math.max(ty, sy + 20);
  p.put(ty, bx, 'Summe', { size: 9, bold: true });
  ty += 14;
  const rows: Array<[string, string]> = [
    ['Netto', money(d, d.lineNet)],
    ...vatRows(d, 'USt', 'auf'),
    ['Gesamtbetrag EUR', money(d, d.gross)],
  ];
  rows.forEach(([a, v], i) => {
    const last = i === rows.length - 1;
    p.put(ty, bx, a, { size: 7, bold: last });
    p.put(ty + 9, sx + sw - 14, v, { size: last ? 10 : 8, right: true, bold: last });
    ty += 22;
  });
  if (p.page > 1) pageNumbers(p, p.h - 30, mr, (a, n) => `Seite ${a} von ${n}`);
  return p;
}

function betrag18(d: Doc): Pages {
  const p = new Pages(A4P);
  const fs = [12, 13, 14][d.v % 3] as number;
  const cw = fs * 0.6;
  p.box(40, 36, 515, fs * 4.6, 0.88);
  p.put(44, 52, 'Zu zahlen', { size: fs, bold: true });
  p.put(44, 543, `${money(d, d.gross)} EUR`, { size: fs + 6, bold: true, right: true });
  p.put(46 + fs * 1.4, 52, `bis ${date(d, d.due)}`, { size: fs });
  p.put(48 + fs * 2.8, 52, `Rechnung Nr. ${d.number} vom ${date(d, d.issue)}`, { size: fs - 2 });
  let y = 60 + fs * 5;
  const left = d.v % 2 === 0 ? d.s : d.b;
  const leftWord = d.v % 2 === 0 ? 'Von' : 'An';
  const rightWord = d.v % 2 === 0 ? 'An' : 'Von';
  const rp = d.v % 2 === 0 ? d.b : d.s;
  p.put(y, 40, leftWord, { size: fs - 3, bold: true });
  p.put(y, 300, rightWord, { size: fs - 3, bold: true });
  const l1 = p.lines(y + fs, 40, addrLines(d, left), fs);
  const l2 = p.lines(y + fs, 300, addrLines(d, rp), fs);
  y = Math.max(l1, l2);
  const ids: string[] = [`USt-IdNr. ${d.s.vat}`];
  if (d.buyerVat) ids.push(`Ihre USt-IdNr. ${d.b.vat}`);
  if (d.po) ids.push(`Ihre Bestellung ${d.po}`);
  y = p.lines(y + 6, 40, ids, fs - 3) + 10;
  const xName = 40 + cw * 4;
  const nameChars = 17;
  const xQty = xName + cw * (nameChars + 5);
  const cols: Col[] = [
    { head: 'Pos', x: 40, cell: (l) => l.id },
    { head: 'Leistung', x: xName, cell: (l) => l.name, wrap: nameChars },
    { head: 'Menge', x: xQty, right: true, cell: (l) => num(d, l.qty) },
    { head: '', x: xQty + fs * 0.6, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 430, right: true, cell: (l) => money(d, l.price) },
    { head: 'USt', x: 470, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Betrag', x: 555, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, cols, d.lines, y, { size: fs, lead: 1.2, bottom: 780, top: 50, rules: [40, 555] });
  const need = fs * 1.4 * (d.vat.length + 3) + 60;
  if (y + need > 800) {
    p.page++;
    y = 50;
  }
  y = pairs(
    p,
    y + 4,
    260,
    555,
    [
      ['Nettobetrag', money(d, d.lineNet)],
      ...vatRows(d, 'USt', 'auf', 'Umsatzsteuer'),
      ['Gesamtbetrag EUR', money(d, d.gross)],
    ],
    fs - 1,
    grossAt(d),
  );
  p.put(y + 10, 40, `IBAN ${spaced(d.iban)}`, { size: fs - 3 });
  p.put(y + 12 + fs, 40, `BIC ${d.bic}`, { size: fs - 3 });
  if (p.page > 1) pageNumbers(p, 818, 555, (a, n) => `Seite ${a} von ${n}`, 8);
  return p;
}

function fuss18(d: Doc): Pages {
  const p = new Pages(A4P);
  const t = d.t;
  const at = d.cc === 'AT';
  p.put(40, 50, d.s.name, { size: 18, bold: true });
  p.put(44, 545, d.credit ? 'GUTSCHRIFT' : 'RECHNUNG', { size: 14, bold: true, right: true });
  let y = 90;
  if (d.credit) y = p.lines(y, 50, [`zu Rechnung Nr. ${d.credit.orig} vom ${date(d, d.credit.date)}`], 9) + 6;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Artikel', x: 78, cell: (l) => l.art },
    { head: 'Bezeichnung', x: 130, cell: (l) => l.name, wrap: 30 },
    { head: 'Menge', x: 340, right: true, cell: (l) => num(d, l.qty) },
    { head: 'Einheit', x: 346, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 440, right: true, cell: (l) => money(d, l.price) },
    { head: at ? 'MwSt.' : 'USt', x: 478, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, cols, d.lines, y, { size: 8.5, lead: 1.3, bottom: 560, top: 50, rules: [50, 545] });
  const tax = at ? 'MwSt.' : 'USt';
  y = pairs(
    p,
    y + 2,
    330,
    545,
    [
      ['Summe netto', money(d, d.lineNet)],
      ...vatRows(d, tax, 'von', `${tax} gesamt`),
      [d.credit ? 'Gutschriftsbetrag EUR' : 'Gesamtbetrag EUR', money(d, d.gross)],
    ],
    9,
    grossAt(d),
  );
  if (y > 600) {
    p.page++;
    y = 50;
  }
  // header data in a block under the totals
  const hd: Array<[string, string]> = [
    [d.credit ? 'Gutschriftsnummer' : 'Rechnungsnummer', d.number],
    [d.credit ? 'Datum' : 'Rechnungsdatum', date(d, d.issue, d.v % 4 === 2 ? 1 : 0)],
    ...(d.credit ? [] : ([['Fällig bis', date(d, d.due)]] as Array<[string, string]>)),
    ...(d.po ? ([['Ihre Bestellnummer', d.po]] as Array<[string, string]>) : []),
    ['Kundennummer', String(t.int(10000, 99999))],
  ];
  const partiesFirst = d.v % 2 === 1;
  const drawHead = (yy: number) => {
    p.rule(50, yy, 495);
    yy += 6;
    hd.forEach(([a, v]) => {
      p.put(yy, 50, `${a}:`, { size: 8.5 });
      p.put(yy, 160, v, { size: 8.5, bold: true });
      yy += 12;
    });
    return yy + 10;
  };
  const drawParties = (yy: number) => {
    p.put(yy, 50, 'Rechnungsempfänger', { size: 7, bold: true });
    p.put(yy, 320, d.credit ? 'Aussteller' : 'Rechnungsaussteller', { size: 7, bold: true });
    let a = p.lines(yy + 10, 50, addrLines(d, d.b), 8.5);
    if (d.buyerVat) a = p.lines(a, 50, [`${at ? 'UID' : 'USt-IdNr.'} ${d.b.vat}`], 8.5);
    const b2 = p.lines(
      yy + 10,
      320,
      [...addrLines(d, d.s), `${at ? 'UID-Nr.' : 'USt-IdNr.'} ${d.s.vat}`],
      8.5,
    );
    return Math.max(a, b2) + 10;
  };
  y = partiesFirst ? drawHead(drawParties(y + 10)) : drawParties(drawHead(y + 10));
  p.put(790, 50, `${at ? 'Bankverbindung' : 'Bank'}: IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 7.5 });
  if (!d.credit) p.put(y, 50, 'Zahlbar ohne Abzug bis zum oben genannten Datum.', { size: 8 });
  return p;
}

function mini18(d: Doc): Pages {
  const p = new Pages(d.v % 2 === 1 ? LETTER : A4P);
  const fs = d.v % 3 === 0 ? 6 : 6.5;
  const lead = 1.12;
  const ds = d.v % 2 === 0 ? 2 : 0;
  const gbVat = (v: string) => (d.v % 4 < 2 ? `GB ${v.slice(2, 5)} ${v.slice(5, 9)} ${v.slice(9)}` : v);
  p.put(30, 30, d.s.name, { size: 9, bold: true });
  p.lines(
    41,
    30,
    [
      `${d.s.street}, ${d.s.city} ${d.s.pc}, ${country(d, d.s.country)}`,
      `VAT Reg. No. ${gbVat(d.s.vat ?? '')}`,
    ],
    fs,
    lead,
  );
  p.put(30, 400, 'TAX INVOICE', { size: 9, bold: true });
  pairs(
    p,
    42,
    400,
    p.w - 30,
    [
      ['Invoice no.', d.number],
      ['Invoice date', date(d, d.issue, ds)],
      ['Due date', date(d, d.due, ds)],
      ...(d.po ? ([['Customer order', d.po]] as Array<[string, string]>) : []),
    ],
    fs,
  );
  p.put(70, 30, 'Invoice to:', { size: fs, bold: true });
  let y = p.lines(
    70 + fs * lead,
    30,
    [d.b.name, `${d.b.street}, ${d.b.city} ${d.b.pc}`, country(d, d.b.country)],
    fs,
    lead,
  );
  if (d.buyerVat) y = p.lines(y, 30, [`VAT No. ${gbVat(d.b.vat ?? '')}`], fs, lead);
  y = Math.max(y, 100) + 6;
  const R = p.w - 30;
  const cols: Col[] = [
    { head: 'Line', x: 30, cell: (l) => l.id },
    { head: 'Code', x: 50, cell: (l) => l.art },
    { head: 'Description', x: 90, cell: (l) => l.name },
    { head: 'Qty', x: 250, right: true, cell: (l) => l.qty },
    { head: 'Unit', x: 256, cell: (l) => l.unit[0] },
    { head: 'Price', x: 320, right: true, cell: (l) => money(d, l.price) },
    { head: 'VAT', x: 350, right: true, cell: (l) => pct(d, l.rate) },
    { head: 'Net', x: 400, right: true, cell: (l) => money(d, l.net) },
  ];
  const ty = table(p, cols, d.lines, y, { size: fs, lead, bottom: p.h - 60, top: 30, rules: [30, 400] });
  // a VAT summary and the totals in the narrow column at the right
  let vy = y;
  p.put(vy, 420, 'VAT summary', { size: fs, bold: true });
  vy += fs * lead + 2;
  p.put(vy, 420, 'Rate', { size: fs });
  p.put(vy, 490, 'Goods', { size: fs, right: true });
  p.put(vy, R, 'VAT', { size: fs, right: true });
  for (const x of d.vat) {
    vy += fs * lead;
    p.put(vy, 420, pct(d, x.rate), { size: fs });
    p.put(vy, 490, money(d, x.base), { size: fs, right: true });
    p.put(vy, R, money(d, x.tax), { size: fs, right: true });
  }
  vy += fs * lead + 6;
  pairs(
    p,
    vy,
    420,
    R,
    [
      ['Net total', `£${money(d, d.lineNet)}`],
      ['VAT total', `£${money(d, d.vatT)}`],
      ['Invoice total GBP', `£${money(d, d.gross)}`],
    ],
    fs + 0.5,
    2,
  );
  const py = Math.max(ty, vy + 40) + 6;
  p.lines(
    py,
    30,
    [
      `Payment terms: ${d.t.pick([14, 30])} days. Please quote ${d.number} with your payment.`,
      `Bank: sort code ${d.t.digits(2)}-${d.t.digits(2)}-${d.t.digits(2)}, account ${d.t.digits(8)} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
      `${d.s.name} · registered in England and Wales, company no. ${d.t.digits(8)}`,
    ],
    fs,
    lead,
  );
  return p;
}

function duo18(d: Doc): Pages {
  const land = d.v % 2 === 1;
  const p = new Pages(land ? A4L : A4P);
  const W = p.w;
  const gap = 24;
  const m = 30;
  const colW = (W - 2 * m - gap) / 2;
  const L = m;
  const Rx = m + colW + gap;
  const fs = land ? 8.5 : 7;
  const ds = d.v % 4 === 0 ? 1 : 0;
  p.box(Rx - gap / 2, 30, 0, p.h - 60);
  // left column: parties, references, payment
  let y = p.lines(36, L, [d.s.name], fs + 4, 1.25, { bold: true });
  y = p.lines(
    y,
    L,
    [
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      country(d, d.s.country),
      `N° TVA : ${d.s.vat}`,
      `SIRET ${d.t.digits(14)}`,
    ],
    fs,
  );
  y += 10;
  p.put(y, L, 'FACTURE', { size: fs + 6, bold: true });
  y = pairs(
    p,
    y + fs + 12,
    L,
    L + colW,
    [
      ['Facture n°', d.number],
      ['Date', date(d, d.issue, ds)],
      ['Échéance', date(d, d.due, ds)],
      ...(d.po ? ([['Réf. commande', d.po]] as Array<[string, string]>) : []),
    ],
    fs,
  );
  y += 10;
  p.put(y, L, 'Client', { size: fs, bold: true });
  y = p.lines(y + fs * 1.3, L, addrLines(d, d.b), fs);
  if (d.buyerVat) y = p.lines(y, L, [`N° TVA : ${d.b.vat}`], fs);
  y += 12;
  p.put(y, L, 'Règlement par virement', { size: fs, bold: true });
  p.lines(y + fs * 1.3, L, [`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`], fs);
  // right column: items, totals
  const R = Rx + colW;
  const cwid = fs * 0.6;
  const cols: Col[] = [
    { head: 'Désignation', x: Rx, cell: (l) => l.name, wrap: Math.floor((colW - 180) / cwid) },
    { head: 'Qté', x: R - 150, right: true, cell: (l) => `${num(d, l.qty)} ${l.unit[0]}` },
    { head: 'P.U. HT', x: R - 98, right: true, cell: (l) => money(d, l.price) },
    { head: 'TVA', x: R - 64, right: true, cell: (l) => pct(d, l.rate) },
    { head: 'Montant HT', x: R, right: true, cell: (l) => money(d, l.net) },
  ];
  let ry = table(p, cols, d.lines, 40, { size: fs, lead: 1.25, bottom: p.h - 50, top: 40, rules: [Rx, R] });
  ry = pairs(
    p,
    ry + 4,
    Rx + 40,
    R,
    [
      ['Total HT', money(d, d.lineNet)],
      ...d.vat.map((x): [string, string] => [
        `TVA ${pct(d, x.rate)} sur ${money(d, x.base)}`,
        money(d, x.tax),
      ]),
      ['Total TVA', money(d, d.vatT)],
      ['Total TTC', money(d, d.gross)],
      ['Net à payer €', money(d, d.gross)],
    ],
    fs,
    d.vat.length + 3,
  );
  p.put(ry + 8, Rx, 'En cas de retard, indemnité forfaitaire de 40 € pour frais de recouvrement.', {
    size: fs - 1.5,
  });
  return p;
}

const DRAW: Record<Tpl, (d: Doc) => Pages> = {
  quer18,
  letter18,
  heft18,
  leiste18,
  betrag18,
  fuss18,
  mini18,
  duo18,
};

/** Document k of blind49: layout k mod 8, the document's turn in its layout k div 8. */
export function generateBlind49(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND49_TPLS[k % BLIND49_TPLS.length] as Tpl;
  const d = build(tpl, Math.floor(k / BLIND49_TPLS.length), h, t);
  const p = DRAW[tpl](d);
  const nPages = Math.max(...p.rows.map((r) => r[3]?.page ?? 1));
  return { inv: truth(d), rows: p.rows, nPages };
}
