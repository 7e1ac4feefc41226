/**
 * `--templates blind10` of extraction-synthetic.ts: held-out layouts of session 11 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for invoice shapes blind2–9 do
 * not have, in German, English, French, Dutch, Spanish and Italian —
 * - `title`: the title line carries number and date ("Rechnung Nr. 2026-0412 vom 03.11.2026",
 *   "Invoice #INV-88 — 3 Nov 2026", "Facture n° F2026-123 du 3 novembre 2026"), no other number or
 *   date label; the unit inside the quantity cell ("3 Stk.", "2,5 Std.", "4 Tage");
 * - `cols`: item columns in an unusual order — "Art.-Nr. | Bezeichnung | Einzelpreis | Menge |
 *   Einheit | Betrag" (quantity after the price) or "Menge | Einheit | Bezeichnung | Einzelpreis |
 *   Gesamt | Pos." (position at the end), hours and days as units;
 * - `disc`: line discounts, either a "Rabatt" / "Remise" / "Discount" column in percent or a
 *   discount line under the item ("abzgl. 10 % Rabatt  -12,00") with the item's row showing the
 *   amount before the discount;
 * - `browser`: an HTML invoice page printed by a browser: the print time and the page title in the
 *   top margin, the page's URL and "1/2" in the bottom margin of every page, "From" / "Bill to"
 *   blocks side by side, a long invoice running over two pages;
 * - `receipt`: a SaaS payment receipt (Stripe/Paddle-like): "Receipt from <seller>", "Receipt
 *   #2473-9012", "Amount paid", "Date paid", "Payment method Visa – 4242", the invoice number and
 *   date of issue, "Summary" lines, "Amount paid" again under the total, the seller's address only
 *   at the foot of the page;
 * - `sidebar`: a two-column A4 with a sidebar at the left holding the seller's data (address, KvK,
 *   BTW/VAT number, IBAN, BIC, phone, e-mail), the invoice in the right column — a Dutch "Factuur"
 *   ("Factuurnummer", "Factuurdatum", "Vervaldatum", "BTW 21%", "Totaal te betalen") or English;
 * - `leftsum`: Italian ("Fattura n. 12/2026 del 03/11/2026", "Spett.le", "P.IVA", "Imponibile",
 *   "Totale fattura") or Spanish ("FACTURA", "Nº factura", "NIF", "Base imponible", "Total
 *   factura") with the seller at the top left, the buyer at the right and the totals block at the
 *   LEFT under the table, payment data at the right.
 *
 * Truth = the generated model. Decisions where the print allows more than one reading:
 * - BT-1 is the invoice number; a receipt number ("Receipt #…") is not it;
 * - BT-2 is the invoice date; the browser's print time in the page margin is not it; a receipt's
 *   "Date paid" equals its date of issue;
 * - a paid receipt: amount due (BT-115) 0.00, the paid amount is the total; no payment account;
 * - a line discount: net price (BT-146) = price × (1 − discount) to the cent, line net amount
 *   (BT-131) = quantity × price × (1 − discount) to the cent, the discount is no allowance of its
 *   own in the truth;
 * - line id (BT-126): the printed position; where no position is printed (`cols` with article
 *   numbers, `receipt`, `browser`, `sidebar`, `leftsum`) the row's number 1, 2, … (the article
 *   number is not the line id);
 * - units: Stk./pcs/pce/st./ud./pz H87, Std./h/uur/horas/ore HUR, Tage/days/jours/dagen/días/
 *   giorni DAY, m MTR, pauschal/forfait LS, none printed C62;
 * - payment terms (BT-20) are not in the truth; the buyer's VAT id only where printed.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  addr3,
  anyParty,
  bankOneLine,
  bicOf,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitVatRow,
  longDate,
  mailDomain,
  numberNotation,
  pager,
  sellerOneLine,
  shortDate,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, COUNTRY_NAMES, discounted, randomTools, rowWriter, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND10_TPLS = ['title', 'cols', 'disc', 'browser', 'receipt', 'sidebar', 'leftsum'] as const;
type Tpl = (typeof BLIND10_TPLS)[number];
type Lang = 'de' | 'en' | 'fr' | 'nl' | 'es' | 'it';
type Writer = ReturnType<typeof rowWriter>;

interface Ln {
  id: string;
  art: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  disc: string;
  netPrice: string;
  rate: string;
  net: string;
}
interface Doc {
  tpl: Tpl;
  lang: Lang;
  cur: string;
  sym: string;
  s: KitParty;
  b: KitParty;
  buyerVat: boolean;
  lines: Ln[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  paid: boolean;
  number: string;
  issue: string;
  due: string;
  iban: string;
  bic: string;
  phone: string;
  email: string;
  t: Tools;
  money: (v: string) => string;
  date: (iso: string) => string;
}

const LANGS: Record<Tpl, Lang[]> = {
  title: ['de', 'en', 'fr'],
  cols: ['de', 'en', 'nl'],
  disc: ['de', 'fr', 'en'],
  browser: ['en', 'nl', 'de'],
  receipt: ['en', 'de'],
  sidebar: ['nl', 'en'],
  leftsum: ['it', 'es'],
};
const COUNTRY: Record<Lang, string[]> = {
  de: ['DE', 'DE', 'AT'],
  en: ['GB', 'IE'],
  fr: ['FR', 'FR', 'BE'],
  nl: ['NL', 'NL', 'BE'],
  es: ['ES'],
  it: ['IT'],
};
const RATES: Record<string, [string, string]> = {
  DE: ['19', '7'],
  AT: ['20', '10'],
  GB: ['20', '5'],
  IE: ['23', '13.5'],
  FR: ['20', '5.5'],
  BE: ['21', '6'],
  NL: ['21', '9'],
  ES: ['21', '10'],
  IT: ['22', '10'],
};
const ITEMS: Record<Lang, string[]> = {
  de: ['Wartung Server', 'Montage Trennwand', 'Beratung Datenschutz', 'Kabelkanal 60 mm', 'Schulung Excel'],
  en: ['Cloud backup plan', 'Desk lamp LED', 'Consulting services', 'Label printer', 'Onboarding session'],
  fr: ['Audit informatique', 'Casque audio', 'Développement web', 'Papier A4 80 g', 'Formation Excel'],
  nl: ['Onderhoud website', 'Bureaustoel Comfort', 'Advieswerk', 'Printerpapier A4', 'Training op locatie'],
  es: ['Mantenimiento web', 'Silla de oficina', 'Consultoría fiscal', 'Tóner negro', 'Curso de formación'],
  it: [
    'Manutenzione impianto',
    'Sedia ergonomica',
    'Consulenza fiscale',
    'Toner nero',
    'Corso di formazione',
  ],
};
const UNITS: Record<Lang, Array<[string, string]>> = {
  de: [
    ['Stk.', 'H87'],
    ['Std.', 'HUR'],
    ['Tage', 'DAY'],
    ['pauschal', 'LS'],
  ],
  en: [
    ['pcs', 'H87'],
    ['h', 'HUR'],
    ['days', 'DAY'],
    ['', 'C62'],
  ],
  fr: [
    ['pce', 'H87'],
    ['h', 'HUR'],
    ['jours', 'DAY'],
    ['forfait', 'LS'],
  ],
  nl: [
    ['st.', 'H87'],
    ['uur', 'HUR'],
    ['dagen', 'DAY'],
    ['', 'C62'],
  ],
  es: [
    ['ud.', 'H87'],
    ['horas', 'HUR'],
    ['días', 'DAY'],
    ['', 'C62'],
  ],
  it: [
    ['pz', 'H87'],
    ['ore', 'HUR'],
    ['giorni', 'DAY'],
    ['', 'C62'],
  ],
};
const PHONE: Record<string, string> = {
  DE: '49 30',
  AT: '43 1',
  GB: '44 20',
  IE: '353 1',
  FR: '33 1',
  BE: '32 2',
  NL: '31 20',
  ES: '34 91',
  IT: '39 02',
};
const VAT_COLUMN: Tpl[] = ['browser', 'sidebar', 'leftsum'];
const LAND: Record<'es' | 'it', Record<string, string>> = {
  es: { DE: 'Alemania', NL: 'Países Bajos', FR: 'Francia' },
  it: { DE: 'Germania', NL: 'Paesi Bassi', FR: 'Francia' },
};

export function generateBlind10(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND10_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      title: drawTitle,
      cols: drawCols,
      disc: drawDisc,
      browser: drawBrowser,
      receipt: drawReceipt,
      sidebar: drawSidebar,
      leftsum: drawLeftSum,
    },
    toInvoice,
  );
}

function buildLines(tpl: Tpl, lang: Lang, rates: [string, string], t: Tools): Ln[] {
  const n =
    tpl === 'browser' && t.rnd() < 0.5 ? t.int(22, 34) : tpl === 'receipt' ? t.int(1, 3) : t.int(2, 6);
  return Array.from({ length: n }, (_, i) => {
    const unit = tpl === 'receipt' ? (['', 'C62'] as [string, string]) : t.pick(UNITS[lang]);
    const qty =
      unit[1] === 'HUR'
        ? t.pick(['1.5', '2', '2.5', '8', '12.5'])
        : unit[1] === 'DAY'
          ? String(t.int(1, 5))
          : unit[1] === 'LS'
            ? '1'
            : String(t.int(1, 20));
    const price = `${t.int(4, 900)}.${t.pick(['00', '50', '95', '20'])}`;
    const name = `${t.pick(ITEMS[lang])}${i ? ` ${i < 26 ? String.fromCharCode(65 + i) : `X${i}`}` : ''}`;
    const disc = tpl === 'disc' && t.rnd() < 0.6 ? t.pick(['5', '10', '15', '20']) : '';
    // a second rate only where the table prints each line's rate
    const rate = i === n - 1 && n > 1 && VAT_COLUMN.includes(tpl) && t.rnd() < 0.4 ? rates[1] : rates[0];
    const { net, netPrice } = discounted(qty, price, disc);
    const art = `${t.pick(['A', 'B', 'K'])}-${t.digits(5)}`;
    return { id: String(i + 1), art, name, qty, unit, price, disc, netPrice, rate, net };
  });
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const langs = LANGS[tpl];
  const lang = langs[Math.floor(k / BLIND10_TPLS.length) % langs.length] as Lang;
  const sc = t.pick(COUNTRY[lang]);
  const bc = tpl === 'receipt' ? t.pick(['DE', 'NL', 'FR']) : t.rnd() < 0.8 ? sc : t.pick(['DE', 'NL', 'FR']);
  const s = anyParty(sc, h, t);
  const b = anyParty(bc, h, t);
  if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Nova ${b.name}`;
  const lines = buildLines(tpl, lang, RATES[sc] ?? ['19', '7'], t);
  const { vat, lineNet, vatT } = vatSums(lines);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const [th, dm] = numberNotation(lang);
  const short = lang === 'en' && t.rnd() < 0.5;
  const date = (iso: string) => shortDate(lang, short, iso);
  const cur = sc === 'GB' ? 'GBP' : 'EUR';
  const dom = mailDomain(s.name);
  return {
    tpl,
    lang,
    cur,
    sym: cur === 'GBP' ? '£' : '€',
    s,
    b,
    buyerVat: tpl === 'leftsum' || (tpl === 'receipt' && t.rnd() < 0.5),
    lines,
    vat,
    lineNet,
    vatT,
    gross: round(dec(lineNet).plus(dec(vatT))),
    paid: tpl === 'receipt',
    number: numberOf(tpl, lang, t),
    issue,
    due: addDays(issue, t.pick([14, 30])),
    iban: ibanOfCountry(sc, t),
    bic: sc === 'FR' ? 'BNPAFRPPXXX' : sc === 'BE' ? t.pick(['GKCCBEBB', 'KREDBEBB']) : bicOf(sc, t),
    phone: `+${PHONE[sc] ?? '49 30'} ${t.digits(4)} ${t.digits(4)}`,
    email: `${t.pick(['billing', 'info', 'facturen', 'accounts'])}@${dom}`,
    t,
    money: (v: string) => groupedMoney(v, th, dm),
    date,
  };
}

function numberOf(tpl: Tpl, lang: Lang, t: Tools): string {
  if (tpl === 'receipt') return `${t.pick(['A', 'C', 'F'])}${t.digits(3)}B${t.digits(3)}-${t.digits(4)}`;
  if (lang === 'it') return `${t.int(1, 480)}/2026`;
  if (lang === 'es') return `F2026-${t.digits(4)}`;
  return t.pick([`2026-${t.digits(4)}`, `INV-${t.digits(3)}`, `${t.digits(6)}`, `F2026${t.digits(4)}`]);
}

/** The IBAN of the seller's bank (FR and BE shaped here, the others by the kit). */

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (!d.paid) inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = d.paid
    ? { typeCode: '48', creditTransfers: [] }
    : { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    ...(d.paid ? { prepaid: d.gross } : {}),
    amountDue: d.paid ? '0.00' : d.gross,
  };
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  inv.lines = d.lines.map((l) =>
    kitLine(l, { netPrice: l.netPrice, ...(l.disc ? { grossPrice: l.price } : {}) }),
  );
  return inv;
}

// ---------------------------------------------------------------------------- shared pieces
const W: Record<Lang, Record<string, string>> = {
  de: {
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Fällig am',
    pos: 'Pos.',
    art: 'Art.-Nr.',
    desc: 'Bezeichnung',
    qty: 'Menge',
    unit: 'Einheit',
    price: 'Einzelpreis',
    amount: 'Betrag',
    vat: 'MwSt.',
    net: 'Zwischensumme netto',
    gross: 'Gesamtbetrag',
    disc: 'Rabatt',
    vatid: 'USt-IdNr.',
  },
  en: {
    no: 'Invoice number',
    date: 'Invoice date',
    due: 'Due date',
    pos: 'No.',
    art: 'SKU',
    desc: 'Description',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Unit price',
    amount: 'Amount',
    vat: 'VAT',
    net: 'Subtotal',
    gross: 'Total',
    disc: 'Discount',
    vatid: 'VAT number',
  },
  fr: {
    no: 'N° de facture',
    date: 'Date',
    due: 'Échéance',
    pos: 'N°',
    art: 'Réf.',
    desc: 'Désignation',
    qty: 'Qté',
    unit: 'Unité',
    price: 'Prix unitaire HT',
    amount: 'Total HT',
    vat: 'TVA',
    net: 'Total HT',
    gross: 'Total TTC',
    disc: 'Remise',
    vatid: 'N° TVA intracom.',
  },
  nl: {
    no: 'Factuurnummer',
    date: 'Factuurdatum',
    due: 'Vervaldatum',
    pos: 'Nr.',
    art: 'Art.nr.',
    desc: 'Omschrijving',
    qty: 'Aantal',
    unit: 'Eenheid',
    price: 'Prijs',
    amount: 'Bedrag',
    vat: 'BTW',
    net: 'Subtotaal',
    gross: 'Totaal te betalen',
    disc: 'Korting',
    vatid: 'BTW-nummer',
  },
  es: {
    no: 'Nº factura',
    date: 'Fecha',
    due: 'Vencimiento',
    pos: 'Nº',
    art: 'Ref.',
    desc: 'Concepto',
    qty: 'Cantidad',
    unit: 'Unidad',
    price: 'Precio',
    amount: 'Importe',
    vat: 'IVA',
    net: 'Base imponible',
    gross: 'Total factura',
    disc: 'Dto.',
    vatid: 'NIF',
  },
  it: {
    no: 'Numero',
    date: 'Data',
    due: 'Scadenza',
    pos: 'N.',
    art: 'Codice',
    desc: 'Descrizione',
    qty: 'Q.tà',
    unit: 'U.M.',
    price: 'Prezzo unitario',
    amount: 'Importo',
    vat: 'IVA',
    net: 'Imponibile',
    gross: 'Totale fattura',
    disc: 'Sconto',
    vatid: 'P.IVA',
  },
};
const L = (d: Doc, k: string) => W[d.lang][k] as string;
const pct = (d: Doc, r: string) => `${d.lang === 'en' ? r : r.replace('.', ',')} %`;
const qtyTxt = (d: Doc, q: string) => (d.lang === 'en' ? q : q.replace('.', ','));
const withUnit = (d: Doc, l: Ln) => `${qtyTxt(d, l.qty)}${l.unit[0] ? ` ${l.unit[0]}` : ''}`;
const cur = (d: Doc, v: string) => (d.lang === 'en' ? `${d.sym}${d.money(v)}` : `${d.money(v)} ${d.sym}`);

/** A table of columns [head, x, right-aligned, cell]; returns y below (page breaks with `need`). */
function grid(
  w: Writer,
  y0: number,
  cols: Array<[string, number, boolean, (l: Ln) => string]>,
  lines: Ln[],
  need?: (y: number, h: number) => number,
  after?: (l: Ln, y: number) => number,
): number {
  const heads = (y: number) => {
    for (const [hd, x, r] of cols) w.put(y, x, hd, { size: 8, bold: true, right: r });
    return y + 15;
  };
  let y = heads(y0);
  for (const l of lines) {
    if (need) {
      const ny = need(y, 14);
      if (ny !== y) y = heads(ny);
    }
    for (const [, x, r, cell] of cols) w.put(y, x, cell(l), { size: 9, right: r });
    y += 14;
    if (after) y = after(l, y);
  }
  return y;
}

/** Net, VAT per rate and gross as label/value rows at x…vx; returns y below. */
function sums(d: Doc, w: Writer, y: number, x = 360, vx = 545): number {
  const rows: Array<[string, string]> = [[L(d, 'net'), cur(d, d.lineNet)]];
  for (const v of d.vat) rows.push([`${L(d, 'vat')} ${pct(d, v.rate)}`, cur(d, v.tax)]);
  const end = w.kv(y, x, vx, rows, { size: 9 }, 13);
  w.put(end + 2, x, L(d, 'gross'), { size: 10, bold: true });
  w.put(end + 2, vx, cur(d, d.gross), { size: 10, bold: true, right: vx > 500 });
  return end + 24;
}

/** The buyer's address lines, its country added when it is not the seller's. */
const buyerLines = (d: Doc) => {
  if (d.b.country === d.s.country) return addr3(d.b);
  const names = d.lang === 'es' || d.lang === 'it' ? LAND[d.lang] : COUNTRY_NAMES[d.lang];
  return [...addr3(d.b), (names as Record<string, string>)[d.b.country] ?? d.b.country];
};
const bankLine = bankOneLine;
const sellerLine = sellerOneLine;

// ---------------------------------------------------------------------------- title
function drawTitle(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  w.put(40, 50, d.s.name, { size: 15, bold: true });
  w.put(58, 50, `${d.s.street} · ${d.s.pc} ${d.s.city} · ${d.phone}`, { size: 8 });
  w.block(buyerLines(d), 50, 130, { size: 10 });
  const title = {
    de: `Rechnung Nr. ${d.number} vom ${d.date(d.issue)}`,
    en: `Invoice #${d.number} — ${d.date(d.issue)}`,
    fr: `Facture n° ${d.number} du ${longDate(d.issue, 'fr')}`,
  }[d.lang as 'de'];
  w.put(220, 50, title, { size: 14, bold: true });
  const y = grid(
    w,
    250,
    [
      [L(d, 'pos'), 50, false, (l) => l.id],
      [L(d, 'desc'), 80, false, (l) => l.name],
      [L(d, 'qty'), 370, true, (l) => withUnit(d, l)],
      [L(d, 'price'), 460, true, (l) => d.money(l.price)],
      [L(d, 'amount'), 545, true, (l) => d.money(l.net)],
    ],
    d.lines,
  );
  const end = sums(d, w, y + 10);
  const pay = {
    de: `Bitte überweisen Sie den Betrag bis zum ${d.date(d.due)}.`,
    en: `Please pay by ${d.date(d.due)}.`,
    fr: `À régler avant le ${d.date(d.due)}.`,
  }[d.lang as 'de'];
  w.put(end, 50, pay, { size: 9 });
  w.put(end + 13, 50, bankLine(d), { size: 9 });
  w.put(790, 50, `${L(d, 'vatid')}: ${d.s.vat}`, { size: 7 });
  return 1;
}

// ---------------------------------------------------------------------------- cols
function drawCols(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  w.put(40, 545, d.s.name, { size: 14, bold: true, right: true });
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, d.email], 420, 58, { size: 8 });
  w.put(120, 50, sellerLine(d), { size: 6 });
  w.block(buyerLines(d), 50, 134, { size: 10 });
  const meta: Array<[string, string]> = [
    [L(d, 'no'), d.number],
    [L(d, 'date'), d.date(d.issue)],
    [L(d, 'due'), d.date(d.due)],
  ];
  w.kv(134, 380, 545, meta, { size: 9 }, 13);
  w.put(215, 50, { de: 'Rechnung', en: 'Invoice', nl: 'Factuur' }[d.lang as 'de'], { size: 14, bold: true });
  const artFirst = d.t.rnd() < 0.5;
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = artFirst
    ? [
        [L(d, 'art'), 50, false, (l) => l.art],
        [L(d, 'desc'), 110, false, (l) => l.name],
        [L(d, 'price'), 360, true, (l) => d.money(l.price)],
        [L(d, 'qty'), 410, true, (l) => qtyTxt(d, l.qty)],
        [L(d, 'unit'), 418, false, (l) => l.unit[0]],
        [L(d, 'amount'), 545, true, (l) => d.money(l.net)],
      ]
    : [
        [L(d, 'qty'), 80, true, (l) => qtyTxt(d, l.qty)],
        [L(d, 'unit'), 88, false, (l) => l.unit[0]],
        [L(d, 'desc'), 140, false, (l) => l.name],
        [L(d, 'price'), 420, true, (l) => d.money(l.price)],
        [L(d, 'amount'), 500, true, (l) => d.money(l.net)],
        [L(d, 'pos'), 545, true, (l) => l.id],
      ];
  const y = grid(w, 240, cols, d.lines);
  const end = sums(d, w, y + 10);
  w.put(end, 50, bankLine(d), { size: 9 });
  w.put(790, 50, `${L(d, 'vatid')} ${d.s.vat}`, { size: 7 });
  return 1;
}

// ---------------------------------------------------------------------------- disc
function drawDisc(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  w.block(addr3(d.s), 50, 40, { size: 9 });
  w.put(40, 545, { de: 'RECHNUNG', fr: 'FACTURE', en: 'INVOICE' }[d.lang as 'de'], {
    size: 18,
    bold: true,
    right: true,
  });
  w.block(buyerLines(d), 50, 130, { size: 10 });
  w.kv(
    130,
    380,
    545,
    [
      [L(d, 'no'), d.number],
      [L(d, 'date'), d.date(d.issue)],
      [L(d, 'due'), d.date(d.due)],
    ],
    { size: 9 },
    13,
  );
  const column = d.t.rnd() < 0.5;
  const base: Array<[string, number, boolean, (l: Ln) => string]> = [
    [L(d, 'pos'), 50, false, (l) => l.id],
    [L(d, 'desc'), 75, false, (l) => l.name],
    [L(d, 'qty'), 300, true, (l) => qtyTxt(d, l.qty)],
    [L(d, 'unit'), 306, false, (l) => l.unit[0]],
    [L(d, 'price'), 420, true, (l) => d.money(l.price)],
  ];
  const cols: typeof base = column
    ? [
        ...base,
        [`${L(d, 'disc')} %`, 470, true, (l) => (l.disc ? pct(d, l.disc) : '')],
        [L(d, 'amount'), 545, true, (l) => d.money(l.net)],
      ]
    : [...base, [L(d, 'amount'), 545, true, (l) => d.money(round(dec(l.qty).times(dec(l.price))))]];
  const word = { de: 'abzgl. {p} Rabatt', fr: 'Remise {p}', en: 'Less {p} discount' }[d.lang as 'de'];
  const after = (l: Ln, y: number) => {
    if (column || !l.disc) return y;
    const off = round(dec(l.qty).times(dec(l.price)).minus(dec(l.net)));
    w.put(y, 75, word.replace('{p}', pct(d, l.disc)), { size: 8 });
    w.put(y, 545, `-${d.money(off)}`, { size: 8, right: true });
    return y + 13;
  };
  const y = grid(w, 220, cols, d.lines, undefined, after);
  const end = sums(d, w, y + 10);
  w.put(end, 50, bankLine(d), { size: 9 });
  w.put(790, 50, `${sellerLine(d)} · ${L(d, 'vatid')} ${d.s.vat}`, { size: 7 });
  return 1;
}

// ---------------------------------------------------------------------------- browser
function drawBrowser(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 760);
  const T = { en: 'Invoice', nl: 'Factuur', de: 'Rechnung' }[d.lang as 'de'];
  w.put(60, 50, `${T} ${d.number}`, { size: 20, bold: true });
  w.put(88, 50, `${L(d, 'date')}: ${d.date(d.issue)}   ·   ${L(d, 'due')}: ${d.date(d.due)}`, { size: 9 });
  const from = { en: 'From', nl: 'Van', de: 'Von' }[d.lang as 'de'];
  const to = { en: 'Bill to', nl: 'Factuur aan', de: 'Rechnung an' }[d.lang as 'de'];
  w.put(120, 50, from, { size: 8, bold: true });
  w.block([...addr3(d.s), `${L(d, 'vatid')}: ${d.s.vat}`, d.email], 50, 134, { size: 9 });
  w.put(120, 300, to, { size: 8, bold: true });
  w.block(buyerLines(d), 300, 134, { size: 9 });
  let y = grid(
    w,
    220,
    [
      [L(d, 'desc'), 50, false, (l) => l.name],
      [L(d, 'qty'), 330, true, (l) => withUnit(d, l)],
      [L(d, 'price'), 420, true, (l) => cur(d, l.price)],
      [L(d, 'vat'), 470, true, (l) => pct(d, l.rate)],
      [L(d, 'amount'), 545, true, (l) => cur(d, l.net)],
    ],
    d.lines,
    w.need,
  );
  y = w.need(y + 10, 110);
  y = sums(d, w, y);
  w.put(y, 50, bankLine(d), { size: 9 });
  const n = w.pages();
  const [yy, mm, dd] = addDays(d.issue, d.t.int(0, 40)).split('-');
  const hh = d.t.int(8, 18);
  const mi = String(d.t.int(0, 59)).padStart(2, '0');
  const printed =
    d.lang === 'en'
      ? `${Number(mm)}/${Number(dd)}/${yy?.slice(2)}, ${hh > 12 ? hh - 12 : hh}:${mi} ${hh >= 12 ? 'PM' : 'AM'}`
      : d.lang === 'nl'
        ? `${Number(dd)}-${Number(mm)}-${yy}, ${hh}:${mi}`
        : `${dd}.${mm}.${yy?.slice(2)}, ${hh}:${mi}`;
  const host = d.email.split('@')[1] as string;
  for (let p = 1; p <= n; p++) {
    rows.push([20, 30, printed, { size: 7, page: p }]);
    rows.push([20, 250, `${T} ${d.number} – ${d.s.name}`, { size: 7, page: p }]);
    rows.push([822, 30, `https://billing.${host}/invoices/${d.number}/print`, { size: 7, page: p }]);
    rows.push([822, 565, `${p}/${n}`, { size: 7, right: true, page: p }]);
  }
  return n;
}

// ---------------------------------------------------------------------------- receipt
function drawReceipt(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const de = d.lang === 'de';
  const rno = `${d.t.digits(4)}-${d.t.digits(4)}`;
  w.put(50, 50, de ? `Beleg von ${d.s.name}` : `Receipt from ${d.s.name}`, { size: 16, bold: true });
  w.put(72, 50, de ? `Beleg #${rno}` : `Receipt #${rno}`, { size: 9 });
  const card = `${d.t.pick(['Visa', 'Mastercard', 'Amex'])} – ${d.t.digits(4)}`;
  const head: Array<[string, string]> = [
    [de ? 'Bezahlter Betrag' : 'Amount paid', cur(d, d.gross)],
    [de ? 'Bezahlt am' : 'Date paid', d.date(d.issue)],
    [de ? 'Zahlungsmethode' : 'Payment method', card],
  ];
  head.forEach(([a, v], i) => {
    w.put(100, 50 + i * 170, a.toUpperCase(), { size: 7, bold: true });
    w.put(113, 50 + i * 170, v, { size: 10 });
  });
  w.kv(
    145,
    50,
    200,
    [
      [de ? 'Rechnungsnummer' : 'Invoice number', d.number],
      [de ? 'Rechnungsdatum' : 'Date of issue', d.date(d.issue)],
    ],
    { size: 9 },
    13,
  );
  w.put(145, 330, de ? 'Rechnung an' : 'Bill to', { size: 8, bold: true });
  const bill = [...buyerLines(d), ...(d.buyerVat ? [`${de ? 'USt-IdNr.' : 'VAT'} ${d.b.vat}`] : [])];
  w.block(bill, 330, 158, { size: 9 });
  w.put(230, 50, de ? 'ZUSAMMENFASSUNG' : 'SUMMARY', { size: 8, bold: true });
  const y = grid(
    w,
    248,
    [
      [de ? 'Beschreibung' : 'Description', 50, false, (l) => l.name],
      [de ? 'Menge' : 'Qty', 380, true, (l) => l.qty],
      [de ? 'Stückpreis' : 'Unit price', 460, true, (l) => cur(d, l.price)],
      [de ? 'Betrag' : 'Amount', 545, true, (l) => cur(d, l.net)],
    ],
    d.lines,
  );
  const tot: Array<[string, string]> = [[de ? 'Zwischensumme' : 'Subtotal', cur(d, d.lineNet)]];
  for (const v of d.vat)
    tot.push([
      `${de ? 'USt.' : 'VAT'} (${pct(d, v.rate)} ${de ? 'auf' : 'on'} ${cur(d, v.base)})`,
      cur(d, v.tax),
    ]);
  tot.push(
    [de ? 'Gesamt' : 'Total', cur(d, d.gross)],
    [de ? 'Bezahlter Betrag' : 'Amount paid', cur(d, d.gross)],
  );
  const end = w.kv(y + 10, 300, 545, tot, { size: 9 }, 14);
  w.put(end + 20, 50, de ? `Fragen? Schreiben Sie an ${d.email}.` : `Questions? Contact us at ${d.email}.`, {
    size: 8,
  });
  w.block([`${sellerLine(d)}`, `${de ? 'USt-IdNr.' : 'VAT'} ${d.s.vat}`], 50, 780, { size: 7 });
  return 1;
}

// ---------------------------------------------------------------------------- sidebar
function drawSidebar(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const nl = d.lang === 'nl';
  const side = [
    d.s.street,
    `${d.s.pc} ${d.s.city}`,
    '',
    `${nl ? 'KvK' : 'Company no.'} ${d.t.digits(8)}`,
    `${nl ? 'BTW' : 'VAT'} ${d.s.vat}`,
    '',
    `IBAN ${spaced(d.iban)}`,
    `BIC ${d.bic}`,
    '',
    `${nl ? 'Tel.' : 'Phone'} ${d.phone}`,
    d.email,
  ];
  w.put(50, 30, d.s.name, { size: 11, bold: true });
  w.block(side, 30, 70, { size: 7 });
  w.put(50, 200, nl ? 'FACTUUR' : 'INVOICE', { size: 22, bold: true });
  w.block(buyerLines(d), 200, 100, { size: 10 });
  w.kv(
    170,
    200,
    300,
    [
      [L(d, 'no'), d.number],
      [L(d, 'date'), d.date(d.issue)],
      [L(d, 'due'), d.date(d.due)],
      [nl ? 'Klantnummer' : 'Customer no.', String(d.t.int(1000, 9999))],
    ],
    { size: 9 },
    13,
  );
  const y = grid(
    w,
    245,
    [
      [L(d, 'desc'), 200, false, (l) => l.name],
      [L(d, 'qty'), 370, true, (l) => qtyTxt(d, l.qty)],
      [L(d, 'unit'), 376, false, (l) => l.unit[0]],
      [L(d, 'price'), 450, true, (l) => d.money(l.price)],
      [L(d, 'vat'), 490, true, (l) => pct(d, l.rate).replace(' ', '')],
      [L(d, 'amount'), 560, true, (l) => d.money(l.net)],
    ],
    d.lines,
  );
  const end = sums(d, w, y + 10, 380, 560);
  const text = nl
    ? `Gelieve het bedrag van ${cur(d, d.gross)} vóór ${d.date(d.due)} over te maken op ${spaced(d.iban)} o.v.v. ${d.number}.`
    : `Please transfer ${cur(d, d.gross)} by ${d.date(d.due)} quoting ${d.number}.`;
  w.put(end + 4, 200, text, { size: 8 });
  return 1;
}

// ---------------------------------------------------------------------------- leftsum
function drawLeftSum(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const it = d.lang === 'it';
  w.put(40, 50, d.s.name, { size: 14, bold: true });
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, `${L(d, 'vatid')}: ${d.s.vat}`, d.email], 50, 58, {
    size: 8,
  });
  w.put(130, 330, it ? 'Spett.le' : 'Cliente', { size: 8, bold: true });
  w.block([...buyerLines(d), `${it ? 'P.IVA' : 'NIF/CIF'}: ${d.b.vat}`], 330, 144, { size: 10 });
  if (it) w.put(215, 50, `Fattura n. ${d.number} del ${d.date(d.issue)}`, { size: 13, bold: true });
  else {
    w.put(200, 50, 'FACTURA', { size: 16, bold: true });
    w.kv(
      222,
      50,
      150,
      [
        [L(d, 'no'), d.number],
        [L(d, 'date'), d.date(d.issue)],
      ],
      { size: 9 },
      13,
    );
  }
  const y = grid(
    w,
    260,
    [
      [L(d, 'desc'), 50, false, (l) => l.name],
      [L(d, 'qty'), 320, true, (l) => qtyTxt(d, l.qty)],
      [L(d, 'unit'), 326, false, (l) => l.unit[0]],
      [L(d, 'price'), 440, true, (l) => d.money(l.price)],
      [L(d, 'vat'), 480, true, (l) => pct(d, l.rate)],
      [L(d, 'amount'), 545, true, (l) => d.money(l.net)],
    ],
    d.lines,
  );
  const top = y + 14;
  sums(d, w, top, 50, 220);
  const pay = it
    ? [
        'Modalità di pagamento: bonifico bancario',
        `IBAN: ${spaced(d.iban)}`,
        `BIC: ${d.bic}`,
        `Scadenza: ${d.date(d.due)}`,
      ]
    : [
        'Forma de pago: transferencia',
        `IBAN: ${spaced(d.iban)}`,
        `BIC: ${d.bic}`,
        `Vencimiento: ${d.date(d.due)}`,
      ];
  w.block(pay, 330, top, { size: 8 });
  return 1;
}
