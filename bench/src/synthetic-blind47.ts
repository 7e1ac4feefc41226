/**
 * Held-out set `blind47` (session 27, issue 19): forms, grids and boxed layouts, written before
 * opening anything under packages/extract and without reading the other blind generators.
 *
 * - `gitter16`  a German invoice whose item table is a fully ruled grid: every cell boxed, the heads in a
 *   shaded row, Pos., Menge, Einheit and USt centred, amounts right-aligned; totals under the grid.
 * - `kopf16`    a German/Austrian invoice whose header data is one boxed row of heads over one row of
 *   values ("Rechnungs-Nr. | Datum | Kunden-Nr. | Ihre Bestellung | Fällig am | Seite"), repeated on
 *   every page; items under horizontal rules only.
 * - `formular16` a German form: every value printed above its small label (number, dates, order, the
 *   parties' VAT ids, IBAN/BIC), the totals as a band of boxes with the amount over its label.
 * - `rahmen16`  a German invoice with the parties in framed boxes side by side under shaded title bars
 *   ("Absender" / "Rechnungsanschrift" / "Lieferanschrift"), the totals in a boxed block with labels
 *   right-aligned against their values; one credit note (Gutschrift zu Rechnung … vom …, 381).
 * - `zwei16`    a bilingual German/English form ("Rechnung / Invoice"), every label in both languages,
 *   a ruled grid with two-line heads, German amounts.
 * - `dots16`    a British invoice with a two-column item layout: name and details ("3 pcs @ £12.50 ·
 *   VAT 20%") at the left, the amount at the right, a dotted leader between; totals with leaders.
 * - `sheet16`   an Irish invoice whose whole header is a "key: value" sheet (labels in one column, values
 *   in a second), items in a table under horizontal rules, VAT 23 % / 13.5 %.
 * - `grille16`  a French facture form: a shaded title bar, a grid of boxed header cells, Vendeur / Client
 *   boxes, a fully ruled item grid, a boxed totals block (Total HT / TVA / Total TTC / Net à payer).
 *
 * Rulings and boxes are real PDF lines and rectangles in `--pdf` (Style `box`), absent in layout mode.
 * Truth rules: only what is printed. Line ids = the printed position where a position column exists
 * (gitter16, kopf16, rahmen16, zwei16, grille16), else 1, 2, 3 … in printed order (formular16, dots16,
 * sheet16). Units: Stk./pcs/pce → H87, Std./hrs/h → HUR, m → MTR, kg → KGM, pausch./forfait → LS,
 * Pck. → XPK, Ktn. → XCT, l → LTR, pair → PR, box → XBX, each → EA, j → DAY (checked with codelists).
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  type KitVat,
  kitLine,
  kitTotals,
  kitVatRow,
  letterTruthHead,
  pager,
  shortDate,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row, Style } from './synthetic-new.ts';

export const BLIND47_TPLS = [
  'gitter16',
  'kopf16',
  'formular16',
  'rahmen16',
  'zwei16',
  'dots16',
  'sheet16',
  'grille16',
] as const;
type Tpl = (typeof BLIND47_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';

interface Item {
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
  cur: string;
  s: KitParty;
  b: KitParty;
  dlv?: KitParty;
  buyerVat: boolean;
  number: string;
  issue: string;
  due: string;
  po: string;
  cust: string;
  credit?: { orig: string; date: string };
  lines: Item[];
  vat: KitVat[];
  lineNet: string;
  vatT: string;
  gross: string;
  iban: string;
  bic: string;
  phone: string;
  t: Tools;
}

const unit = (u: string, code: string) => {
  if (!codelists.isValidCode('unit', code)) throw new Error(`blind47: ${code} is no unit code of the list`);
  return [u, code] as const;
};

type Cat = [string, ReturnType<typeof unit>, number, number, boolean];
const DE_ITEMS: Cat[] = [
  ['Montageplatte verzinkt 200 x 300 mm', unit('Stk.', 'H87'), 8, 60, false],
  ['Schaltschrank-Lüfter 230 V mit Filter', unit('Stk.', 'H87'), 45, 180, false],
  ['Kabelkanal 60 x 40 grau', unit('m', 'MTR'), 3, 12, false],
  ['Servicetechniker Arbeitszeit', unit('Std.', 'HUR'), 68, 98, false],
  ['Anfahrtspauschale Zone 2', unit('pausch.', 'LS'), 35, 85, false],
  ['Sicherungsautomat B16 1-polig', unit('Stk.', 'H87'), 4, 14, false],
  ['Druckluftschlauch PU 8 mm blau', unit('m', 'MTR'), 1, 4, false],
  ['Prüfung ortsveränderlicher Geräte DGUV V3', unit('Stk.', 'H87'), 6, 12, false],
  ['Schutzhandschuhe Nitril Größe 9', unit('Pck.', 'XPK'), 9, 24, false],
  ['Reinigungskonzentrat alkalisch', unit('l', 'LTR'), 3, 9, false],
  ['Schrauben Edelstahl A2 M6 x 20', unit('Ktn.', 'XCT'), 18, 55, false],
  ['Stahldraht verzinkt 2,5 mm', unit('kg', 'KGM'), 2, 7, false],
  ['Fachbuch Schaltanlagenbau', unit('Stk.', 'H87'), 29, 89, true],
  ['Kaffeebohnen Crema 1 kg', unit('Pck.', 'XPK'), 12, 26, true],
  ['Bio-Äpfel Elstar Kiste 10 kg', unit('kg', 'KGM'), 2, 5, true],
];
const EN_ITEMS: Cat[] = [
  ['Steel shelving unit 5-tier', unit('pcs', 'H87'), 45, 160, false],
  ['Installation labour', unit('hrs', 'HUR'), 38, 75, false],
  ['Cable tray galvanised', unit('m', 'MTR'), 4, 16, false],
  ['Safety boots S3 size 9', unit('pair', 'PR'), 35, 90, false],
  ['Printer toner cartridge black', unit('pcs', 'H87'), 28, 95, false],
  ['Nitrile gloves large', unit('box', 'XBX'), 6, 14, false],
  ['Call-out charge', unit('each', 'EA'), 40, 95, false],
  ['Decking timber treated', unit('m', 'MTR'), 3, 9, false],
  ['Grass seed hard-wearing', unit('kg', 'KGM'), 4, 11, false],
  ['Office cleaning visit', unit('hrs', 'HUR'), 18, 32, true],
  ['Energy saving boiler controls', unit('pcs', 'H87'), 60, 210, true],
  ['Loft insulation roll 200 mm', unit('pcs', 'H87'), 18, 40, true],
];
const FR_ITEMS: Cat[] = [
  ['Rayonnage métallique 5 niveaux', unit('pce', 'H87'), 55, 190, false],
  ["Main-d'œuvre installation", unit('h', 'HUR'), 42, 68, false],
  ['Câble électrique 3G2,5', unit('m', 'MTR'), 1, 4, false],
  ['Frais de déplacement', unit('forfait', 'LS'), 35, 90, false],
  ['Location nacelle élévatrice', unit('j', 'DAY'), 120, 260, false],
  ['Peinture acrylique blanche', unit('kg', 'KGM'), 6, 15, false],
  ['Gants de protection nitrile', unit('pce', 'H87'), 1, 4, false],
  ['Travaux de rénovation salle de bain', unit('h', 'HUR'), 40, 55, true],
  ['Ouvrage technique électricité', unit('pce', 'H87'), 25, 60, true],
];

const DE_FIRMS = [
  'Brandt Schaltanlagen GmbH',
  'Köhler & Lange Industrieservice KG',
  'Nordwerk Technik GmbH',
  'Hofmann Betriebsausstattung e.K.',
  'Rheinland Montage GmbH & Co. KG',
  'Elbtal Haustechnik GmbH',
];
const DE_BUYERS = [
  'Stadtwerke Mühlental GmbH',
  'Zimmermann Logistik GmbH',
  'Krüger Maschinenbau AG',
  'Praxisgemeinschaft am Markt',
  'Wagner Gebäudemanagement GmbH',
  'Berger Kunststofftechnik GmbH',
];

const pad = (n: number, w: number) => String(n).padStart(w, '0');

function build(tpl: Tpl, v: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const lang: Lang = tpl === 'dots16' || tpl === 'sheet16' ? 'en' : tpl === 'grille16' ? 'fr' : 'de';
  const at = tpl === 'kopf16' && t.rnd() < 0.5;
  let s: KitParty;
  let b: KitParty;
  let dlv: KitParty | undefined;
  let cur = 'EUR';
  let rates: [string, string];
  if (lang === 'de') {
    const cc = at ? 'AT' : 'DE';
    s = dachParty(cc, t.pick(DE_FIRMS), t);
    b = dachParty(cc, t.pick(DE_BUYERS.filter((n) => n !== s.name)), t);
    if (tpl === 'rahmen16' && t.rnd() < 0.7) dlv = dachParty(cc, b.name, t);
    rates = at ? ['20', '10'] : ['19', '7'];
  } else if (tpl === 'dots16') {
    s = { ...h.party('GB'), country: 'GB', vat: h.vatId('GB') };
    b = { ...h.party('GB'), country: 'GB', vat: h.vatId('GB') };
    cur = 'GBP';
    rates = ['20', '5'];
  } else if (tpl === 'sheet16') {
    s = anyParty('IE', h, t);
    b = anyParty('IE', h, t);
    rates = ['23', '13.5'];
  } else {
    s = { ...h.party('FR'), country: 'FR', vat: h.vatId('FR') };
    b = { ...h.party('FR'), country: 'FR', vat: h.vatId('FR') };
    rates = ['20', '10'];
  }
  s.vatShown = s.vat;
  const cat = lang === 'de' ? DE_ITEMS : lang === 'en' ? EN_ITEMS : FR_ITEMS;
  const mixed = t.rnd() < 0.5;
  const long = v === 7;
  const n = long ? t.int(34, 42) : t.int(3, 9);
  const posStep = tpl === 'gitter16' && t.rnd() < 0.5 ? 10 : 1;
  const lines: Item[] = [];
  for (let i = 0; i < n; i++) {
    const [name, u, lo, hi, reduced] = t.pick(cat.filter((c) => mixed || !c[4]));
    const frac = u[1] === 'HUR' || u[1] === 'KGM' || u[1] === 'MTR' || u[1] === 'LTR';
    const qty = frac && t.rnd() < 0.4 ? `${t.int(1, 40)}.5` : String(t.int(1, u[1] === 'LS' ? 1 : 24));
    const price = `${t.int(lo, hi)}.${pad(t.int(0, 19) * 5, 2)}`;
    const net = round(dec(qty).times(dec(price)));
    lines.push({
      id: String((i + 1) * posStep),
      art: `${t.int(10, 99)}-${t.digits(4)}`,
      name,
      qty,
      unit: u,
      price: dec(price).toFixed(2),
      net,
      rate: reduced ? rates[1] : rates[0],
    });
  }
  const { vat, lineNet, vatT } = vatSums(lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const issue = `2026-${pad(t.int(1, 11), 2)}-${pad(t.int(1, 28), 2)}`;
  const due = addDays(issue, t.pick([10, 14, 30]));
  const credit =
    tpl === 'rahmen16' && v === 3
      ? { orig: `RE-${t.int(2025, 2026)}-${t.digits(5)}`, date: addDays(issue, -t.int(10, 60)) }
      : undefined;
  const number =
    lang === 'de'
      ? credit
        ? `GS-2026-${t.digits(4)}`
        : t.pick([`RE-2026-${t.digits(5)}`, `2026${t.digits(4)}`, `R${t.digits(6)}`])
      : lang === 'en'
        ? t.pick([`INV-${t.digits(5)}`, `SI${t.digits(6)}`])
        : `FA-2026-${t.digits(4)}`;
  const po = t.rnd() < 0.6 ? t.pick([`PO-${t.digits(6)}`, `B${t.digits(7)}`, `4500${t.digits(6)}`]) : '';
  const cc = s.country;
  const iban = cc === 'GB' ? ibanOf('GB', t) : ibanOfCountry(cc, t);
  const bic =
    cc === 'GB'
      ? t.pick(['BARCGB22', 'NWBKGB2L'])
      : cc === 'FR'
        ? t.pick(['BNPAFRPPXXX', 'AGRIFRPPXXX', 'SOGEFRPP'])
        : cc === 'IE'
          ? t.pick(['AIBKIE2D', 'BOFIIE2D'])
          : cc === 'AT'
            ? t.pick(['BKAUATWW', 'RZBAATWW'])
            : t.pick(['COBADEFFXXX', 'GENODED1BRS', 'DEUTDEDBHAM']);
  return {
    tpl,
    v,
    lang,
    cur,
    s,
    b,
    dlv,
    buyerVat: t.rnd() < 0.5,
    number,
    issue,
    due,
    po,
    cust: t.digits(t.int(4, 6)),
    credit,
    lines,
    vat,
    lineNet,
    vatT,
    gross,
    iban,
    bic,
    phone: `+${cc === 'GB' ? '44 20' : cc === 'FR' ? '33 1' : cc === 'IE' ? '353 1' : cc === 'AT' ? '43 1' : '49 221'} ${t.digits(4)} ${t.digits(3)}`,
    t,
  };
}

/* ---------- notation ---------- */
const money = (d: Doc, v: string) =>
  d.lang === 'en'
    ? groupedMoney(v, ',', '.')
    : d.lang === 'fr'
      ? groupedMoney(v, '\u202f', ',')
      : groupedMoney(v, '.', ',');
const qtyOf = (d: Doc, q: string) => {
  const s = dec(q).toString();
  return d.lang === 'en' ? s : s.replace('.', ',');
};
const rateOf = (d: Doc, r: string) => (d.lang === 'en' ? `${r}%` : `${r.replace('.', ',')} %`);
const dateOf = (d: Doc, iso: string) =>
  d.lang === 'de'
    ? shortDate('de', false, iso)
    : d.tpl === 'dots16'
      ? shortDate('en', true, iso)
      : shortDate('fr', false, iso);
const CNAME: Record<string, string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  GB: 'United Kingdom',
  IE: 'Ireland',
  FR: 'France',
};
const addrLines = (p: KitParty) => [p.name, p.street, `${p.pc} ${p.city}`, CNAME[p.country] ?? p.country];

/* ---------- drawing ---------- */
type P = ReturnType<typeof pager>;
const box = (p: P, y: number, x: number, w: number, h: number, fill?: number) =>
  p.put(y, x, '', { box: [w, h], ...(fill !== undefined ? { fill } : {}) });
const hl = (p: P, y: number, x1: number, x2: number) => box(p, y, x1, x2 - x1, 0);
const vl = (p: P, x: number, y1: number, y2: number) => box(p, y1, x, 0, y2 - y1);
const ctr = (p: P, y: number, cx: number, text: string, st: Style = {}) =>
  p.put(y, cx - (text.length * (st.size ?? 10)) / 4, text, st);

interface Col {
  head: string[];
  w: number;
  al: 'l' | 'c' | 'r';
  cell: (it: Item, i: number) => string[];
}

/**
 * A table from x0: `full` boxes every cell and shades the heads, else horizontal rules only. Heads
 * repeated on a new page. Returns the y under it.
 */
function table(p: P, y0: number, x0: number, cols: Col[], items: Item[], full: boolean, size = 8) {
  const headH = Math.max(...cols.map((c) => c.head.length)) * (size + 1) + 6;
  const edges = [x0];
  for (const c of cols) edges.push((edges.at(-1) ?? x0) + c.w);
  const x1 = edges.at(-1) ?? x0;
  const head = (y: number) => {
    if (full) box(p, y, x0, x1 - x0, headH, 0.85);
    else {
      hl(p, y, x0, x1);
    }
    cols.forEach((c, i) => {
      const xa = edges[i] as number;
      c.head.forEach((hd, k) => {
        const yy = y + 3 + k * (size + 1);
        const st = { size: size - 0.5, bold: k === 0 };
        if (c.al === 'r') p.put(yy, xa + c.w - 3, hd, { ...st, right: true });
        else if (c.al === 'c' || full) ctr(p, yy, xa + c.w / 2, hd, st);
        else p.put(yy, xa + 3, hd, st);
      });
    });
    hl(p, y + headH, x0, x1);
    if (full) for (const e of edges) vl(p, e, y, y + headH);
    return y + headH;
  };
  let y = head(y0);
  items.forEach((it, i) => {
    const cells = cols.map((c) => c.cell(it, i));
    const h = Math.max(...cells.map((c) => c.length)) * (size + 2) + 5;
    const pg = p.page();
    y = p.need(y, h + 4);
    if (p.page() !== pg) y = head(y);
    cells.forEach((ls, ci) => {
      const c = cols[ci] as Col;
      const xa = edges[ci] as number;
      ls.forEach((l, k) => {
        const yy = y + 3 + k * (size + 2);
        if (c.al === 'r') p.put(yy, xa + c.w - 3, l, { size, right: true });
        else if (c.al === 'c') ctr(p, yy, xa + c.w / 2, l, { size });
        else p.put(yy, xa + 3, l, { size });
      });
    });
    if (full) for (const e of edges) vl(p, e, y, y + h);
    if (full || i === items.length - 1) hl(p, y + h, x0, x1);
    y += h;
  });
  return y;
}

const nameCells = (it: Item, n: number) => wrapWords(it.name, n);

function pageNumbers(rows: Row[], n: number, lang: Lang, x = 545, y = 800) {
  everyPage(rows, n, (pg, all) => [
    [
      y,
      x - (lang === 'en' ? 40 : 45),
      lang === 'de' ? `Seite ${pg} von ${all}` : lang === 'en' ? `Page ${pg} of ${all}` : `Page ${pg}/${all}`,
      7,
    ],
  ]);
}

/** The boxed totals block: labels right-aligned against their values. */
function totalsBox(
  p: P,
  d: Doc,
  y: number,
  x0: number,
  labels: {
    net: string;
    vat: (r: string, base: string) => string;
    vatT: string;
    gross: string;
    due?: string;
  },
) {
  const rowsT: Array<[string, string, boolean]> = [[labels.net, money(d, d.lineNet), false]];
  for (const v of d.vat) rowsT.push([labels.vat(v.rate, v.base), money(d, v.tax), false]);
  if (d.vat.length > 1) rowsT.push([labels.vatT, money(d, d.vatT), false]);
  rowsT.push([labels.gross, money(d, d.gross), true]);
  if (labels.due) rowsT.push([labels.due, money(d, d.gross), true]);
  const h = rowsT.length * 13 + 8;
  y = p.need(y, h + 10);
  box(p, y, x0, 550 - x0, h);
  rowsT.forEach(([l, v, bold], i) => {
    const yy = y + 5 + i * 13;
    p.put(yy, 470, l, { size: 8.5, right: true, bold });
    p.put(yy, 545, v, { size: 8.5, right: true, bold });
    if (bold && i > 0 && !rowsT[i - 1]?.[2]) hl(p, yy - 2, x0, 550);
  });
  vl(p, 478, y, y + h);
  return y + h;
}

const amountCols = (
  d: Doc,
  heads: {
    pos: string[];
    name: string[];
    qty: string[];
    unit: string[];
    price: string[];
    rate: string[];
    net: string[];
  },
  art?: string[],
): Col[] => [
  { head: heads.pos, w: 30, al: 'c', cell: (it) => [it.id] },
  ...(art ? [{ head: art, w: 55, al: 'c' as const, cell: (it: Item) => [it.art] }] : []),
  { head: heads.name, w: art ? 150 : 205, al: 'l', cell: (it) => nameCells(it, art ? 30 : 42) },
  { head: heads.qty, w: 45, al: 'c', cell: (it) => [qtyOf(d, it.qty)] },
  { head: heads.unit, w: 42, al: 'c', cell: (it) => [it.unit[0]] },
  { head: heads.price, w: 62, al: 'r', cell: (it) => [money(d, it.price)] },
  { head: heads.rate, w: 38, al: 'c', cell: (it) => [rateOf(d, it.rate)] },
  { head: heads.net, w: 63, al: 'r', cell: (it) => [money(d, it.net)] },
];
const DE_HEADS = {
  pos: ['Pos.'],
  name: ['Bezeichnung'],
  qty: ['Menge'],
  unit: ['Einheit'],
  price: ['E-Preis €'],
  rate: ['USt'],
  net: ['Gesamt €'],
};
const deVat = (d: Doc) => (r: string, base: string) => `zzgl. ${rateOf(d, r)} USt auf ${money(d, base)}`;

function footerDe(p: P, d: Doc, rows: Row[]) {
  everyPage(rows, p.pages(), () => [
    [770, 45, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · Tel. ${d.phone}`, 7],
    [780, 45, `USt-IdNr. ${d.s.vat} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
  ]);
}

function gitter(d: Doc, rows: Row[]) {
  const p = pager(rows, 80, 740);
  p.put(40, 45, d.s.name, { size: 15, bold: true });
  p.put(60, 45, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
  p.put(100, 45, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  p.block(addrLines(d.b), 45, 115, { size: 10 });
  p.put(100, 360, 'RECHNUNG', { size: 16, bold: true });
  const kv: Array<[string, string]> = [
    ['Rechnungsnummer:', d.number],
    ['Rechnungsdatum:', dateOf(d, d.issue)],
    ['Kundennummer:', d.cust],
    ...(d.po ? ([['Ihre Bestellung:', d.po]] as Array<[string, string]>) : []),
    ...(d.buyerVat ? ([['Ihre USt-IdNr.:', d.b.vat ?? '']] as Array<[string, string]>) : []),
  ];
  p.kv(125, 360, 470, kv, { size: 8.5 }, 12);
  p.put(200, 45, 'Wir berechnen Ihnen folgende Lieferungen und Leistungen:', { size: 9 });
  let y = table(p, 218, 45, amountCols(d, DE_HEADS, ['Art.-Nr.']), d.lines, true);
  y = p.need(y + 8, 70);
  const kv2: Array<[string, string]> = [['Nettobetrag', money(d, d.lineNet)]];
  for (const v of d.vat) kv2.push([deVat(d)(v.rate, v.base), money(d, v.tax)]);
  if (d.vat.length > 1) kv2.push(['Umsatzsteuer gesamt', money(d, d.vatT)]);
  kv2.push(['Rechnungsbetrag EUR', money(d, d.gross)]);
  y = p.kv(y, 300, 545, kv2, { size: 9 }, 13);
  p.put(y + 10, 45, `Zahlbar bis ${dateOf(d, d.due)} ohne Abzug.`, { size: 9 });
  footerDe(p, d, rows);
  pageNumbers(rows, p.pages(), 'de', 545, 60);
  return p.pages();
}

function kopf(d: Doc, rows: Row[]) {
  const p = pager(rows, 150, 740);
  p.put(40, 45, d.s.name, { size: 13, bold: true });
  p.put(56, 45, `${d.s.street}, ${d.s.pc} ${d.s.city}, ${CNAME[d.s.country]}`, { size: 8 });
  p.put(66, 45, `Tel. ${d.phone} · UID/USt-IdNr. ${d.s.vat}`, { size: 8 });
  p.block(addrLines(d.b), 360, 40, { size: 9.5 });
  p.put(100, 45, 'Rechnung', { size: 14, bold: true });
  const heads = [
    'Rechnungs-Nr.',
    'Datum',
    'Kunden-Nr.',
    ...(d.po ? ['Ihre Bestellung'] : []),
    'Fällig am',
    'Seite',
  ];
  const vals = (pg: number) => [
    d.number,
    dateOf(d, d.issue),
    d.cust,
    ...(d.po ? [d.po] : []),
    dateOf(d, d.due),
    String(pg),
  ];
  const w = 505 / heads.length;
  const strip = (pg: number) => {
    const y = 118;
    rows.push([y, 45, '', { box: [505, 26], page: pg }]);
    rows.push([y, 45, '', { box: [505, 11], fill: 0.88, page: pg }]);
    heads.forEach((hd, i) => {
      const cx = 45 + i * w + w / 2;
      rows.push([y + 2, cx - (hd.length * 7) / 4, hd, { size: 7, bold: true, page: pg }]);
      const v = vals(pg)[i] as string;
      rows.push([y + 14, cx - (v.length * 8.5) / 4, v, { size: 8.5, page: pg }]);
      if (i) rows.push([y, 45 + i * w, '', { box: [0, 26], page: pg }]);
    });
  };
  if (d.buyerVat) p.put(150, 45, `Ihre UID/USt-IdNr.: ${d.b.vat}`, { size: 8.5 });
  let y = table(
    p,
    168,
    45,
    amountCols(d, { ...DE_HEADS, price: ['Preis'], net: ['Betrag'] }),
    d.lines,
    false,
    8.5,
  );
  y = p.need(y + 6, 70);
  const kv2: Array<[string, string]> = [['Summe netto', money(d, d.lineNet)]];
  for (const v of d.vat) kv2.push([`${rateOf(d, v.rate)} USt von ${money(d, v.base)}`, money(d, v.tax)]);
  if (d.vat.length > 1) kv2.push(['USt gesamt', money(d, d.vatT)]);
  kv2.push(['Gesamtbetrag EUR', money(d, d.gross)]);
  y = p.kv(y, 330, 545, kv2, { size: 9 }, 13);
  p.put(y + 8, 45, `Bankverbindung: IBAN ${spaced(d.iban)}, BIC ${d.bic}`, { size: 8.5 });
  for (let pg = 1; pg <= p.pages(); pg++) strip(pg);
  return p.pages();
}

function formular(d: Doc, rows: Row[]) {
  const p = pager(rows, 60, 720);
  const field = (y: number, x: number, w: number, value: string, label: string, st: Style = { size: 10 }) => {
    p.put(y, x + 3, value, st);
    hl(p, y + (st.size ?? 10) + 3, x, x + w);
    p.put(y + (st.size ?? 10) + 5, x + 3, label, { size: 6 });
  };
  field(35, 45, 250, d.s.name, 'Rechnungssteller', { size: 12, bold: true });
  field(60, 45, 250, `${d.s.street}, ${d.s.pc} ${d.s.city}, ${CNAME[d.s.country]}`, 'Anschrift', {
    size: 8.5,
  });
  field(82, 45, 250, d.s.vat ?? '', 'Umsatzsteuer-Identifikationsnummer', { size: 9 });
  p.put(35, 360, 'RECHNUNG', { size: 18, bold: true });
  field(110, 45, 250, d.b.name, 'Rechnungsempfänger', { size: 10 });
  field(133, 45, 250, d.b.street, 'Straße, Hausnummer', { size: 10 });
  field(156, 45, 250, `${d.b.pc} ${d.b.city}`, 'PLZ, Ort', { size: 10 });
  field(179, 45, 250, CNAME[d.b.country] ?? '', 'Land', { size: 10 });
  field(110, 360, 90, d.number, 'Rechnungsnummer');
  field(110, 455, 90, dateOf(d, d.issue), 'Rechnungsdatum');
  field(133, 360, 90, dateOf(d, d.due), 'zahlbar bis');
  field(133, 455, 90, d.cust, 'Kundennummer');
  if (d.po) field(156, 360, 185, d.po, 'Bestellnummer des Kunden');
  if (d.buyerVat) field(179, 360, 185, d.b.vat ?? '', 'USt-IdNr. des Empfängers');
  const cols: Col[] = [
    { head: ['Nr.'], w: 28, al: 'c', cell: (_it, i) => [String(i + 1)] },
    { head: ['Leistung / Artikel'], w: 210, al: 'l', cell: (it) => nameCells(it, 44) },
    { head: ['Menge'], w: 55, al: 'r', cell: (it) => [`${qtyOf(d, it.qty)} ${it.unit[0]}`] },
    { head: ['Preis je Einheit'], w: 75, al: 'r', cell: (it) => [money(d, it.price)] },
    { head: ['USt-Satz'], w: 50, al: 'r', cell: (it) => [rateOf(d, it.rate)] },
    { head: ['Betrag EUR'], w: 87, al: 'r', cell: (it) => [money(d, it.net)] },
  ];
  let y = table(p, 212, 45, cols, d.lines, false, 8.5);
  y = p.need(y + 12, 40);
  const cells: Array<[string, string]> = [['Nettobetrag', money(d, d.lineNet)]];
  for (const v of d.vat) cells.push([`USt ${rateOf(d, v.rate)} auf ${money(d, v.base)}`, money(d, v.tax)]);
  if (d.vat.length > 1) cells.push(['USt gesamt', money(d, d.vatT)]);
  cells.push(['Rechnungsbetrag EUR', money(d, d.gross)]);
  const w = 505 / cells.length;
  cells.forEach(([l, v], i) => {
    box(p, y, 45 + i * w, w, 30, i === cells.length - 1 ? 0.9 : undefined);
    p.put(y + 4, 45 + (i + 1) * w - 4, v, { size: 10, bold: i === cells.length - 1, right: true });
    p.put(y + 20, 45 + i * w + 3, l, { size: 6 });
  });
  y += 44;
  y = p.need(y, 30);
  field(y, 45, 200, spaced(d.iban), 'IBAN', { size: 9 });
  field(y, 260, 90, d.bic, 'BIC', { size: 9 });
  field(y, 365, 180, d.number, 'Verwendungszweck', { size: 9 });
  pageNumbers(rows, p.pages(), 'de');
  return p.pages();
}

function rahmen(d: Doc, rows: Row[]) {
  const p = pager(rows, 60, 730);
  p.put(35, 45, d.s.name, { size: 14, bold: true });
  const title = d.credit ? 'GUTSCHRIFT' : 'RECHNUNG';
  p.put(35, 545, title, { size: 14, bold: true, right: true });
  const frames: Array<[string, KitParty, string]> = [
    ['Absender', d.s, `USt-IdNr. ${d.s.vat}`],
    ['Rechnungsanschrift', d.b, d.buyerVat ? `USt-IdNr. ${d.b.vat}` : ''],
    ...(d.dlv ? ([['Lieferanschrift', d.dlv, '']] as Array<[string, KitParty, string]>) : []),
  ];
  const w = d.dlv ? 163 : 248;
  frames.forEach(([tt, party, extra], i) => {
    const x = 45 + i * (w + 8);
    box(p, 60, x, w, 80);
    box(p, 60, x, w, 12, 0.82);
    p.put(62, x + 4, tt, { size: 7.5, bold: true });
    p.block(
      [...addrLines(party), ...(extra ? [extra] : [])].map((l) => l),
      x + 4,
      76,
      { size: 8 },
    );
  });
  const info: Array<[string, string]> = [
    [d.credit ? 'Gutschrift-Nr.' : 'Rechnungs-Nr.', d.number],
    ['Datum', dateOf(d, d.issue)],
    ['Kunden-Nr.', d.cust],
    ...(d.po ? ([['Bestellung', d.po]] as Array<[string, string]>) : []),
  ];
  const iw = 505 / info.length;
  info.forEach(([l, v], i) => {
    box(p, 150, 45 + i * iw, iw, 24);
    p.put(152, 45 + i * iw + 3, l, { size: 6.5 });
    p.put(161, 45 + i * iw + 3, v, { size: 9.5, bold: i === 0 });
  });
  let y = 182;
  if (d.credit) {
    p.put(y, 45, `Gutschrift zu Rechnung Nr. ${d.credit.orig} vom ${dateOf(d, d.credit.date)}`, { size: 9 });
    y += 14;
  }
  y = table(
    p,
    y + 4,
    45,
    amountCols(d, { ...DE_HEADS, price: ['E-Preis'], net: ['Betrag'] }),
    d.lines,
    false,
    8.5,
  );
  y = totalsBox(p, d, y + 10, 250, {
    net: 'Warenwert netto',
    vat: (r, base) => `${rateOf(d, r)} MwSt. aus ${money(d, base)}`,
    vatT: 'MwSt. gesamt',
    gross: d.credit ? 'Gutschriftsbetrag EUR' : 'Endbetrag EUR',
  });
  p.put(
    y + 10,
    45,
    d.credit
      ? 'Der Betrag wird Ihrem Konto gutgeschrieben.'
      : `Bitte überweisen Sie den Betrag bis zum ${dateOf(d, d.due)}.`,
    { size: 8.5 },
  );
  everyPage(rows, p.pages(), () => [[770, 45, `Bank: IBAN ${d.iban} · BIC ${d.bic} · Tel. ${d.phone}`, 7]]);
  pageNumbers(rows, p.pages(), 'de');
  return p.pages();
}

function zwei(d: Doc, rows: Row[]) {
  const p = pager(rows, 60, 740);
  p.put(35, 45, d.s.name, { size: 13, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, CNAME[d.s.country] ?? ''], 45, 52, { size: 8 });
  p.put(35, 545, 'RECHNUNG / INVOICE', { size: 13, bold: true, right: true });
  const cell = (y: number, x: number, w: number, de: string, en: string, value: string) => {
    box(p, y, x, w, 34);
    p.put(y + 2, x + 3, de, { size: 6.5, bold: true });
    p.put(y + 10, x + 3, en, { size: 6 });
    p.put(y + 20, x + 3, value, { size: 9 });
  };
  box(p, 95, 45, 250, 70);
  p.put(97, 48, 'Rechnungsempfänger / Bill to', { size: 6.5, bold: true });
  p.block(addrLines(d.b), 48, 108, { size: 8.5 });
  cell(95, 305, 120, 'Rechnungsnummer', 'Invoice number', d.number);
  cell(95, 425, 125, 'Rechnungsdatum', 'Invoice date', dateOf(d, d.issue));
  cell(131, 305, 120, 'Fälligkeitsdatum', 'Due date', dateOf(d, d.due));
  cell(131, 425, 125, 'Kundennummer', 'Customer no.', d.cust);
  let y = 172;
  if (d.po || d.buyerVat) {
    if (d.po) cell(y, 45, 250, 'Ihre Bestellnummer', 'Your order number', d.po);
    if (d.buyerVat) cell(y, 305, 245, 'USt-IdNr. Empfänger', 'Customer VAT ID', d.b.vat ?? '');
    y += 42;
  }
  const heads = {
    pos: ['Pos.', 'Item'],
    name: ['Beschreibung', 'Description'],
    qty: ['Menge', 'Qty'],
    unit: ['Einheit', 'Unit'],
    price: ['Preis', 'Price'],
    rate: ['USt', 'VAT'],
    net: ['Betrag', 'Amount'],
  };
  y = table(p, y + 4, 45, amountCols(d, heads), d.lines, true, 8);
  y = p.need(y + 10, 70);
  const kv2: Array<[string, string]> = [['Nettobetrag / Net amount', money(d, d.lineNet)]];
  for (const v of d.vat) kv2.push([`USt. / VAT ${rateOf(d, v.rate)} (${money(d, v.base)})`, money(d, v.tax)]);
  if (d.vat.length > 1) kv2.push(['USt. gesamt / Total VAT', money(d, d.vatT)]);
  kv2.push(['Gesamtbetrag / Total EUR', money(d, d.gross)]);
  y = p.kv(y, 290, 545, kv2, { size: 8.5 }, 13);
  y = p.need(y + 10, 30);
  cell(y, 45, 230, 'Bankverbindung IBAN', 'Bank account IBAN', spaced(d.iban));
  cell(y, 275, 110, 'BIC', 'SWIFT code', d.bic);
  cell(y, 385, 165, 'USt-IdNr. Lieferant', 'Supplier VAT ID', d.s.vat ?? '');
  everyPage(rows, p.pages(), (pg, n) => [[790, 45, `Seite / Page ${pg} / ${n}`, 7]]);
  return p.pages();
}

function dots(d: Doc, rows: Row[]) {
  const p = pager(rows, 60, 740);
  p.put(40, 45, d.s.name, { size: 16, bold: true });
  p.put(60, 45, `${d.s.street} · ${d.s.city} ${d.s.pc} · ${CNAME.GB}`, { size: 8 });
  p.put(70, 45, `VAT Reg. No. ${d.s.vat} · Tel ${d.phone}`, { size: 8 });
  p.put(40, 545, 'INVOICE', { size: 16, bold: true, right: true });
  box(p, 95, 45, 230, 70);
  p.put(98, 50, 'INVOICE TO', { size: 7, bold: true });
  p.block([d.b.name, d.b.street, `${d.b.city} ${d.b.pc}`, CNAME.GB as string], 50, 110, { size: 9 });
  const kv: Array<[string, string]> = [
    ['Invoice No.', d.number],
    ['Date', dateOf(d, d.issue)],
    ['Due', dateOf(d, d.due)],
    ['Account', d.cust],
    ...(d.po ? ([['Your ref.', d.po]] as Array<[string, string]>) : []),
    ...(d.buyerVat ? ([['Your VAT No.', d.b.vat ?? '']] as Array<[string, string]>) : []),
  ];
  p.kv(98, 330, 545, kv, { size: 8.5 }, 12);
  let y = 185;
  hl(p, y, 45, 550);
  p.put(y + 3, 45, 'DESCRIPTION', { size: 7.5, bold: true });
  p.put(y + 3, 545, 'AMOUNT £', { size: 7.5, bold: true, right: true });
  y += 16;
  const leader = (yy: number, from: number, to: number) => {
    const n = Math.max(0, Math.floor((to - from) / 5));
    if (n > 2) p.put(yy, from, '. '.repeat(Math.floor(n / 2) + 0).trim(), { size: 8 });
  };
  d.lines.forEach((it, i) => {
    y = p.need(y, 26);
    p.put(y, 45, `${i + 1}. ${it.name}`, { size: 9 });
    const w = (`${i + 1}. ${it.name}`.length * 9) / 2;
    leader(y + 1, 45 + w + 20, 480);
    p.put(y, 545, money(d, it.net), { size: 9, right: true });
    p.put(
      y + 11,
      58,
      `${qtyOf(d, it.qty)} ${it.unit[0]} @ £${money(d, it.price)} · VAT ${rateOf(d, it.rate)}`,
      { size: 7 },
    );
    y += 24;
  });
  y = p.need(y + 4, 70);
  hl(p, y, 300, 550);
  y += 6;
  const tot: Array<[string, string]> = [['Subtotal', money(d, d.lineNet)]];
  for (const v of d.vat) tot.push([`VAT @ ${rateOf(d, v.rate)} on £${money(d, v.base)}`, money(d, v.tax)]);
  if (d.vat.length > 1) tot.push(['Total VAT', money(d, d.vatT)]);
  tot.push(['Total due', `£${money(d, d.gross)}`]);
  for (const [l, v] of tot) {
    p.put(y, 300, l, { size: 9, bold: l === 'Total due' });
    leader(y + 1, 300 + (l.length * 9) / 2 + 10, 480);
    p.put(y, 545, v, { size: 9, right: true, bold: l === 'Total due' });
    y += 14;
  }
  y = p.need(y + 10, 40);
  box(p, y, 45, 505, 30);
  p.put(y + 4, 50, `Payment by bank transfer to ${d.s.name}`, { size: 8 });
  p.put(y + 16, 50, `IBAN ${spaced(d.iban)}   BIC ${d.bic}`, { size: 8 });
  pageNumbers(rows, p.pages(), 'en');
  return p.pages();
}

function sheet(d: Doc, rows: Row[]) {
  const p = pager(rows, 60, 740);
  p.put(40, 45, 'INVOICE', { size: 18, bold: true });
  p.put(40, 545, d.s.name, { size: 11, bold: true, right: true });
  let y = 75;
  const kv: Array<[string, string]> = [
    ['Invoice number:', d.number],
    ['Invoice date:', dateOf(d, d.issue)],
    ['Due date:', dateOf(d, d.due)],
    ...(d.po ? ([['Purchase order:', d.po]] as Array<[string, string]>) : []),
    ['Supplier:', d.s.name],
    ['Supplier address:', `${d.s.street}, ${d.s.city} ${d.s.pc}, ${CNAME.IE}`],
    ['Supplier VAT no.:', d.s.vat ?? ''],
    ['Customer:', d.b.name],
    ['Customer address:', `${d.b.street}, ${d.b.city} ${d.b.pc}, ${CNAME.IE}`],
    ...(d.buyerVat ? ([['Customer VAT no.:', d.b.vat ?? '']] as Array<[string, string]>) : []),
    ['Account no.:', d.cust],
    ['Bank IBAN:', spaced(d.iban)],
    ['Bank BIC:', d.bic],
  ];
  for (const [l, v] of kv) {
    p.put(y, 45, l, { size: 8.5, bold: true });
    p.put(y, 150, v, { size: 8.5 });
    hl(p, y + 11, 45, 550);
    y += 14;
  }
  const cols: Col[] = [
    { head: ['#'], w: 25, al: 'c', cell: (_it, i) => [String(i + 1)] },
    { head: ['Code'], w: 55, al: 'l', cell: (it) => [it.art] },
    { head: ['Description'], w: 170, al: 'l', cell: (it) => nameCells(it, 34) },
    { head: ['Qty'], w: 40, al: 'r', cell: (it) => [qtyOf(d, it.qty)] },
    { head: ['Unit'], w: 35, al: 'c', cell: (it) => [it.unit[0]] },
    { head: ['Rate €'], w: 60, al: 'r', cell: (it) => [money(d, it.price)] },
    { head: ['VAT'], w: 45, al: 'r', cell: (it) => [rateOf(d, it.rate)] },
    { head: ['Net €'], w: 75, al: 'r', cell: (it) => [money(d, it.net)] },
  ];
  y = table(p, y + 10, 45, cols, d.lines, false, 8.5);
  y = p.need(y + 8, 70);
  const tot: Array<[string, string]> = [['Total excl. VAT:', money(d, d.lineNet)]];
  for (const v of d.vat) tot.push([`VAT ${rateOf(d, v.rate)} on ${money(d, v.base)}:`, money(d, v.tax)]);
  if (d.vat.length > 1) tot.push(['Total VAT:', money(d, d.vatT)]);
  tot.push(['Total incl. VAT (EUR):', money(d, d.gross)]);
  for (const [l, v] of tot) {
    p.put(y, 300, l, { size: 9 });
    p.put(y, 545, v, { size: 9, right: true });
    y += 13;
  }
  pageNumbers(rows, p.pages(), 'en');
  return p.pages();
}

function grille(d: Doc, rows: Row[]) {
  const p = pager(rows, 60, 730);
  box(p, 35, 45, 505, 20, 0.8);
  p.put(40, 50, 'FACTURE', { size: 12, bold: true });
  p.put(40, 545, d.s.name, { size: 10, bold: true, right: true });
  const cells: Array<[string, string]> = [
    ['N° de facture', d.number],
    ['Date', dateOf(d, d.issue)],
    ['Échéance', dateOf(d, d.due)],
    ['Code client', d.cust],
    ...(d.po ? ([['Votre commande', d.po]] as Array<[string, string]>) : []),
  ];
  const w = 505 / cells.length;
  cells.forEach(([l, v], i) => {
    box(p, 62, 45 + i * w, w, 28);
    ctr(p, 65, 45 + i * w + w / 2, l, { size: 6.5, bold: true });
    ctr(p, 76, 45 + i * w + w / 2, v, { size: 9 });
  });
  const party = (x: number, tt: string, pt: KitParty, extra: string) => {
    box(p, 100, x, 248, 78);
    box(p, 100, x, 248, 12, 0.88);
    p.put(102, x + 4, tt, { size: 7.5, bold: true });
    p.block([...addrLines(pt), extra].filter(Boolean), x + 4, 116, { size: 8.5 });
  };
  party(45, 'Vendeur', d.s, `N° TVA : ${d.s.vat}`);
  party(302, 'Client', d.b, d.buyerVat ? `N° TVA : ${d.b.vat}` : '');
  const heads = {
    pos: ['N°'],
    name: ['Désignation'],
    qty: ['Qté'],
    unit: ['Unité'],
    price: ['P.U. HT'],
    rate: ['TVA'],
    net: ['Montant HT'],
  };
  let y = table(p, 190, 45, amountCols(d, heads, ['Réf.']), d.lines, true, 8);
  y = totalsBox(p, d, y + 10, 280, {
    net: 'Total HT',
    vat: (r, base) => `TVA ${rateOf(d, r)} sur ${money(d, base)}`,
    vatT: 'Total TVA',
    gross: 'Total TTC',
    due: 'Net à payer €',
  });
  y = p.need(y + 10, 30);
  box(p, y, 45, 505, 26);
  p.put(y + 3, 50, `Règlement par virement — IBAN : ${spaced(d.iban)} — BIC : ${d.bic}`, { size: 8 });
  p.put(y + 14, 50, `Date limite de paiement : ${dateOf(d, d.due)}`, { size: 8 });
  everyPage(rows, p.pages(), () => [
    [
      775,
      45,
      `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · SIRET ${d.s.vat?.slice(4)}00017 · TVA ${d.s.vat}`,
      7,
    ],
  ]);
  pageNumbers(rows, p.pages(), 'fr');
  return p.pages();
}

const DRAW: Record<Tpl, (d: Doc, rows: Row[]) => number> = {
  gitter16: gitter,
  kopf16: kopf,
  formular16: formular,
  rahmen16: rahmen,
  zwei16: zwei,
  dots16: dots,
  sheet16: sheet,
  grille16: grille,
};

function truth(d: Doc): Invoice {
  // (the head as every letter's: synthetic-kit's letterTruthHead; the due date always printed)
  const inv = letterTruthHead(
    { ...d, dueShown: true, taxNo: '' },
    { currency: d.cur, po: d.po, sellerVat: true },
  );
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  inv.lines = d.lines.map((l) => kitLine(l));
  return inv;
}

export function generateBlind47(k: number, h: Helpers): Generated {
  const tpl = BLIND47_TPLS[k % BLIND47_TPLS.length] as Tpl;
  const v = Math.floor(k / BLIND47_TPLS.length);
  const d = build(tpl, v, h);
  const rows: Row[] = [];
  const nPages = DRAW[tpl](d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim() || r[3]?.box), nPages };
}
