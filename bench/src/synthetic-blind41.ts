/**
 * Held-out set blind41 (session 26, issue 19): legacy, monospaced and minimal print layouts, written
 * without reading the extraction rules. Every page is set in a monospaced font (DejaVu Sans Mono in
 * `--pdf`), its columns aligned by spaces; a document is drawn either as whole printed lines (runs of
 * spaces inside one text) or field by field on the character grid (as some spoolers write it).
 *
 * - `dos10`: a German DOS/AS400 ERP invoice: labels in capitals with dot leaders
 *   ("RECHNUNGS-NR....: 4711"), positions 10, 20, 30 …, ME / EP / RAB% / GP / MWST-KZ columns, a VAT
 *   code legend, DD.MM.YY dates, umlauts written out (AE, OE, UE) in some, long listings over two
 *   pages with "UEBERTRAG", a GUTSCHRIFT with trailing minus amounts (truth: 380 with negative amounts);
 * - `kasse10`: a German shop's till receipt: gross prices with a VAT letter A/B, "2 X 0,89" and weight
 *   rows, SUMME EUR, GEGEBEN / ZURUECK or EC-KARTE, a VAT table "MWST% NETTO MWST BRUTTO", Bon-Nr.,
 *   Kasse, no buyer; some long (two pages);
 * - `tank10`: a German petrol station receipt: pump, litres × price per litre (3 decimals), shop items,
 *   terminal id and card slip, VAT table, no buyer;
 * - `bewirt10`: a German restaurant bill with the Bewirtungsbeleg form under it ("2 x Pizza 9,50
 *   19,00 B"); food 7 %, drinks 19 %; the guest's company only when printed (over 250 EUR);
 * - `klein10`: a German Kleinbetragsrechnung (§ 33 UStDV) typed on a typewriter template or a taxi
 *   receipt: seller, date, items with gross amounts, "enthält 19 % MwSt." only — no net, no VAT amount;
 * - `at10`: an Austrian Registrierkasse receipt (Kassen-ID, Beleg-Nr., 20 % / 10 % / 13 % as A/B/C,
 *   UID ATU…, dates DD.MM.YYYY), no buyer;
 * - `uk10`: a British line-printer invoice in capitals (ACCOUNT NO., VAT REG NO. "GB 123 4567 89",
 *   DD/MM/YY, VAT codes 1 = 20 %, 2 = 5 %, sort code and IBAN), two pages with CARRIED FORWARD, a
 *   CREDIT NOTE printed positive (381 with the invoice it corrects);
 * - `fr10`: a French legacy ERP invoice in capitals (FACTURE N°, CODE CLIENT, SIRET, TVA INTRACOM.,
 *   JJ/MM/AA, P.U. HT / REM% / MONTANT HT / CODE TVA 1 = 20,00 %, 2 = 5,50 %, A REPORTER / REPORT,
 *   NET A PAYER), some over two pages.
 *
 * Truth rules: only what is printed. Receipts and small-amount invoices print gross prices, so their
 * lines have no net amount or net price (BT-131 / BT-146 left out) and the document no sum of line net
 * amounts (BT-106); quantity 1 and unit C62 where a receipt row prints no quantity. Without a buyer on
 * the page the truth has no buyer fields. A Kleinbetragsrechnung has only the gross total (BT-112,
 * BT-115) and a VAT row with rate and category (no base, no tax). Line ids: the printed position
 * where the layout has a position column, else 1, 2, 3 …
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import { generateByTemplate, kitLine, type Tools } from './synthetic-kit.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND41_TPLS = [
  'dos10',
  'kasse10',
  'tank10',
  'bewirt10',
  'klein10',
  'at10',
  'uk10',
  'fr10',
] as const;
type Tpl = (typeof BLIND41_TPLS)[number];

/** A printed line, or the start of a new page. */
type Line = string | null;
const BREAK: Line = null;

/** An amount without thousands separators, `sep` before the cents, a trailing minus when negative. */
function amt(v: string, sep = ',', trailing = true): string {
  const s = dec(v).toFixed(2).replace('.', sep);
  if (!s.startsWith('-')) return s;
  return trailing ? `${s.slice(1)}-` : s;
}
/** A decimal quantity as printed (no trailing zeros, `sep` before decimals). */
const qtyOut = (q: string, sep = ',') => dec(q).toString().replace('.', sep);
const L = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s.padEnd(n));
const R = (s: string, n: number) => s.padStart(n);
/** Written without umlauts, as old printers' character sets did. */
const dosify = (s: string) =>
  s
    .toUpperCase()
    .replace(/Ä/g, 'AE')
    .replace(/Ö/g, 'OE')
    .replace(/Ü/g, 'UE')
    .replace(/É/g, 'E')
    .replace(/È/g, 'E');
const yy = (iso: string, sep = '.') => {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${(y ?? '').slice(2)}`;
};
const yyyy = (iso: string, sep = '.') => {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${y}`;
};
const center = (s: string, w: number) => ' '.repeat(Math.max(0, Math.floor((w - s.length) / 2))) + s;
const lr = (a: string, b: string, w: number) => `${a}${' '.repeat(Math.max(1, w - a.length - b.length))}${b}`;

interface Party {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
  vat?: string;
}
interface Item {
  id: string;
  name: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  amount: string;
  rate: string;
  disc?: string;
}
interface Doc {
  inv: Invoice;
  lines: Line[];
  size: number;
  x: number;
}

const DE_PLACES: Array<[string, string]> = [
  ['Köln', '50667'],
  ['Düsseldorf', '40210'],
  ['München', '80331'],
  ['Nürnberg', '90402'],
  ['Hannover', '30159'],
  ['Bielefeld', '33602'],
  ['Würzburg', '97070'],
  ['Lüneburg', '21335'],
  ['Gießen', '35390'],
  ['Essen', '45127'],
];
const DE_STREETS = [
  'Industriestr.',
  'Hauptstraße',
  'Bahnhofstr.',
  'Am Güterbahnhof',
  'Mühlenweg',
  'Gewerbering',
];
const vatDe = (t: Tools) => `DE${t.int(1, 3)}${t.digits(8)}`;
function deParty(t: Tools, name: string): Party {
  const [city, pc] = t.pick(DE_PLACES);
  return { name, street: `${t.pick(DE_STREETS)} ${t.int(1, 120)}`, pc, city, country: 'DE', vat: vatDe(t) };
}
const up = (p: Party, how: 'keep' | 'caps' | 'dos'): Party =>
  how === 'keep'
    ? p
    : {
        ...p,
        name: how === 'dos' ? dosify(p.name) : p.name.toUpperCase(),
        street: how === 'dos' ? dosify(p.street) : p.street.toUpperCase(),
        city: how === 'dos' ? dosify(p.city) : p.city.toUpperCase(),
      };

/** The truth's parties: the buyer only when printed. */
function parties(inv: Invoice, s: Party, b: Party | null, sellerVat: boolean, buyerVat = false) {
  const addr = (p: Party) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: s.name,
    identifiers: [],
    ...(sellerVat && s.vat ? { vatId: s.vat } : {}),
    address: addr(s),
  };
  // the buyer's country is not printed (a domestic address): left out of the truth
  inv.buyer = b
    ? {
        name: b.name,
        address: { line1: b.street, postalCode: b.pc, city: b.city },
        ...(buyerVat && b.vat ? { vatId: b.vat } : {}),
      }
    : { name: '', address: {} };
}

/** Per-rate sums of net lines: base, tax (rounded per rate). */
function netVat(items: Item[]) {
  const m = new Map<string, string>();
  for (const i of items) m.set(i.rate, round(dec(m.get(i.rate) ?? '0').plus(dec(i.amount))));
  const vat = [...m.entries()]
    .sort((a, b) => Number(b[0]) - Number(a[0]))
    .map(([rate, base]) => ({ rate, base, tax: round(dec(base).times(dec(rate)).dividedBy(100)) }));
  const net = round(items.reduce((a, i) => a.plus(dec(i.amount)), dec(0)));
  const tax = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  return { vat, net, tax, gross: round(dec(net).plus(dec(tax))) };
}
/** Per-rate sums of gross lines: gross, net = gross / (1 + rate), tax the rest. */
function grossVat(items: Item[]) {
  const m = new Map<string, string>();
  for (const i of items) m.set(i.rate, round(dec(m.get(i.rate) ?? '0').plus(dec(i.amount))));
  const vat = [...m.entries()]
    .sort((a, b) => Number(b[0]) - Number(a[0]))
    .map(([rate, gross]) => {
      const base = round(
        dec(gross)
          .times(100)
          .dividedBy(dec(100).plus(dec(rate))),
      );
      return { rate, base, tax: round(dec(gross).minus(dec(base))), gross };
    });
  const gross = round(items.reduce((a, i) => a.plus(dec(i.amount)), dec(0)));
  const net = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  return { vat, net, tax: round(dec(gross).minus(dec(net))), gross };
}

/** Truth of a net-priced document (ERP invoices). */
function netTruth(inv: Invoice, items: Item[], s: ReturnType<typeof netVat>, negative = false) {
  const n = (v: string) => (negative ? dec(v).negated().toFixed(2) : v);
  inv.totals = {
    lineNetTotal: n(s.net),
    taxExclusive: n(s.net),
    vatTotal: n(s.tax),
    taxInclusive: n(s.gross),
    amountDue: n(s.gross),
  };
  inv.vatBreakdown = s.vat.map((v) => ({
    taxableAmount: n(v.base),
    taxAmount: n(v.tax),
    categoryCode: 'S',
    rate: v.rate,
  }));
  // a discount column: the printed price is the net price, the discount a line allowance (BG-27)
  inv.lines = items.map((i) => {
    const line = kitLine({
      id: i.id,
      qty: negative ? dec(i.qty).negated().toString() : i.qty,
      unit: i.unit,
      net: n(i.amount),
      price: i.price,
      rate: i.rate,
      name: i.name,
    });
    if (i.disc) {
      const base = round(dec(i.qty).times(dec(i.price)));
      line.allowances = [
        {
          amount: n(round(dec(base).minus(dec(i.amount)))),
          baseAmount: n(base),
          percentage: i.disc,
          reason: 'Rabatt',
        },
      ];
    }
    return line;
  });
}
/** Truth of a gross-priced receipt: no line net amounts or prices, no BT-106. */
function grossTruth(inv: Invoice, items: Item[], s: ReturnType<typeof grossVat>, withTable: boolean) {
  inv.totals = withTable
    ? { lineNetTotal: '', taxExclusive: s.net, vatTotal: s.tax, taxInclusive: s.gross, amountDue: s.gross }
    : { lineNetTotal: '', taxExclusive: '', taxInclusive: s.gross, amountDue: s.gross };
  inv.vatBreakdown = s.vat.map((v) => ({
    taxableAmount: withTable ? v.base : '',
    taxAmount: withTable ? v.tax : '',
    categoryCode: 'S',
    rate: v.rate,
  }));
  inv.lines = items.map((i) => {
    const l = kitLine({ id: i.id, qty: i.qty, unit: i.unit, net: '', price: '', rate: i.rate, name: i.name });
    return l;
  });
}

/**
 * Pages of a listing: the head, the items (each one or more lines) and the tail; when the page is
 * full the `carry` lines (with the running sum) close it and `again` opens the next.
 */
function paginate(
  head: Line[],
  items: Array<{ text: string[]; amount: string }>,
  tail: string[],
  cap: number,
  carry: (sum: string, page: number) => { bottom: string[]; top: string[] },
  again: string[],
): Line[] {
  const out: Line[] = [...head];
  let onPage = head.length;
  let page = 1;
  let sum = dec(0);
  for (const it of items) {
    if (onPage + it.text.length + 2 > cap) {
      const c = carry(round(sum), page);
      out.push(...c.bottom, BREAK);
      page++;
      out.push(...c.top, ...again);
      onPage = c.top.length + again.length;
    }
    out.push(...it.text);
    onPage += it.text.length;
    sum = sum.plus(dec(it.amount));
  }
  if (onPage + tail.length > cap) {
    out.push(BREAK);
    onPage = 0;
  }
  out.push(...tail);
  return out;
}

// --- dos10 ------------------------------------------------------------------------------------
const DOS_ITEMS: Array<[string, readonly [string, string], number, number, string]> = [
  ['Sechskantschraube M8x40 verzinkt', ['ST', 'H87'], 0.08, 0.4, '19'],
  ['Scheibe DIN 125 M8', ['ST', 'H87'], 0.02, 0.1, '19'],
  ['Kabelbinder 200x4,8 schwarz', ['PAK', 'XPK'], 3.2, 9, '19'],
  ['Schutzhandschuh Nitril Gr. 9', ['PAAR', 'PR'], 1.9, 4.5, '19'],
  ['Hydrauliköl HLP 46', ['L', 'LTR'], 2.8, 5.2, '19'],
  ['Flachstahl 40x5 S235', ['M', 'MTR'], 4.1, 9.8, '19'],
  ['Montagearbeiten Techniker', ['STD', 'HUR'], 52, 78, '19'],
  ['Fachbuch Hydraulik Grundlagen', ['ST', 'H87'], 24, 49, '7'],
  ['Kopierpapier A4 80g', ['PAK', 'XPK'], 3.9, 6.5, '19'],
  ['Trennscheibe 125x1,0 INOX', ['ST', 'H87'], 0.9, 2.4, '19'],
  ['Schweißdraht SG2 1,0mm', ['KG', 'KGM'], 3.5, 6.9, '19'],
  ['Druckluftschlauch 1/2"', ['M', 'MTR'], 2.2, 4.9, '19'],
  ['Zeitschrift Fertigung Abo', ['ST', 'H87'], 8, 14, '7'],
  ['Lagerbuchse Bronze 20x25x20', ['ST', 'H87'], 3.1, 7.9, '19'],
  ['Dichtungssatz Zylinder D50', ['SATZ', 'SET'], 18, 39, '19'],
  ['Kugellager 6204 2RS', ['ST', 'H87'], 2.6, 6.1, '19'],
];
const SELLER_DE = [
  'Heinrich Brüggemann GmbH',
  'Otto Kämper KG',
  'Schäfer Werkzeug- und Maschinenhandel GmbH',
  'Gebr. Müller Industriebedarf OHG',
  'Wilhelm Lübke e.K.',
];
const BUYER_DE = [
  'Metallbau Röhrig GmbH',
  'Fahrzeugtechnik Sülzer AG',
  'Landmaschinen Höfer GmbH & Co. KG',
  'Stadtwerke Neuß Service GmbH',
  'Hydraulik Zöllner GmbH',
];

function money(t: Tools, lo: number, hi: number, dp = 2) {
  return (lo + t.rnd() * (hi - lo)).toFixed(dp);
}

function dos10(t: Tools, issue: string): Doc {
  const how = t.pick(['caps', 'dos', 'dos'] as const);
  const s = up(deParty(t, t.pick(SELLER_DE)), how);
  const b = up(deParty(t, t.pick(BUYER_DE)), how);
  const credit = t.rnd() < 0.25;
  const long = !credit && t.rnd() < 0.5;
  const n = long ? t.int(44, 60) : t.int(4, 14);
  const items: Item[] = [];
  for (let i = 0; i < n; i++) {
    const [name0, unit, lo, hi, rate] = t.pick(DOS_ITEMS);
    const q =
      unit[0] === 'KG' || unit[0] === 'L' || unit[0] === 'M'
        ? (t.int(5, 400) / 10).toString()
        : String(t.int(1, 60));
    const price = money(t, lo, hi, unit[0] === 'ST' && hi < 1 ? 3 : 2);
    const disc = t.rnd() < 0.3 ? t.pick(['3', '5', '10', '12.5']) : '';
    const g = dec(q).times(dec(price));
    const amount = round(disc ? g.times(dec(100).minus(dec(disc))).dividedBy(100) : g);
    items.push({
      id: String((i + 1) * 10),
      name: how === 'dos' ? dosify(name0) : name0.toUpperCase(),
      qty: q,
      unit,
      price,
      amount,
      rate,
      disc,
    });
  }
  const sums = netVat(items);
  const number = String(t.int(100000, 899999));
  const cust = String(t.int(10000, 99999));
  const po = t.rnd() < 0.6 ? `${t.pick(['B', '45', 'PO-'])}${t.digits(6)}` : '';
  const due = addDays(issue, t.pick([14, 30, 30]));
  const showDue = !credit && t.rnd() < 0.6;
  const orig = String(t.int(100000, 899999));
  const origDate = addDays(issue, -t.int(10, 60));
  const bic = t.pick(['COBADEFFXXX', 'GENODED1SPK', 'WELADED1MST']);
  const iban = ibanWithCheck('DE', t.digits(18));
  const W = 92;
  const lab = (l: string, v: string) => `${l.padEnd(16, '.')}: ${v}`;
  const neg = (v: string) => (credit ? dec(v).negated().toFixed(2) : v);
  const head: Line[] = [
    '='.repeat(W),
    lr(s.name, `TEL. 0${t.int(200, 999)}/${t.int(1000, 9999)}-0`, W),
    lr(`${s.street} - ${s.pc} ${s.city}`, `UST-IDNR. ${s.vat}`, W),
    '='.repeat(W),
    '',
    lr('', credit ? 'G U T S C H R I F T' : 'R E C H N U N G', W - 10),
    '',
    lr(b.name, lab(credit ? 'GUTSCHRIFT-NR' : 'RECHNUNGS-NR', number), W),
    lr(b.street, lab('DATUM', yy(issue)), W),
    lr(`${b.pc} ${b.city}`, lab('KUNDE', cust), W),
    lr('', lab('IHRE BESTELLUNG', po || '-'), W),
    ...(credit ? [lr('', lab('ZU RECHNUNG', `${orig} V. ${yy(origDate)}`), W)] : []),
    '',
  ];
  const colHead = [
    '-'.repeat(W),
    `${L('POS', 5)}${L('BEZEICHNUNG', 34)}${R('MENGE', 8)} ${L('ME', 5)}${R('EP', 10)}${R('RAB%', 6)}${R('GP', 13)} ${'MWST-KZ'}`,
    '-'.repeat(W),
  ];
  const code = (r: string) => (r === '19' ? '1' : '2');
  const itemRows = items.map((i) => ({
    text: [
      `${L(i.id, 5)}${L(i.name, 34)}${R(qtyOut(i.qty), 8)} ${L(i.unit[0], 5)}${R(i.price.replace('.', ','), 10)}${R(i.disc ? i.disc.replace('.', ',') : '', 6)}${R(amt(neg(i.amount)), 13)}    ${code(i.rate)}`,
    ],
    amount: neg(i.amount),
  }));
  const tail: string[] = [
    '-'.repeat(W),
    `${' '.repeat(40)}${L('WARENWERT NETTO', 30)}${R(amt(neg(sums.net)), 14)}`,
    ...sums.vat.map(
      (v) =>
        `${' '.repeat(40)}${L(`MWST ${code(v.rate)} ${v.rate},00 % VON ${amt(neg(v.base))}`, 30)}${R(amt(neg(v.tax)), 14)}`,
    ),
    ...(sums.vat.length > 1 ? [`${' '.repeat(40)}${L('MWST GESAMT', 30)}${R(amt(neg(sums.tax)), 14)}`] : []),
    `${' '.repeat(40)}${'='.repeat(44)}`,
    `${' '.repeat(40)}${L(credit ? 'GUTSCHRIFTSBETRAG EUR' : 'RECHNUNGSBETRAG EUR', 30)}${R(amt(neg(sums.gross)), 14)}`,
    '',
    'MWST-KZ: 1 = 19 %, 2 = 7 %',
    credit
      ? 'DER BETRAG WIRD IHREM KONTO GUTGESCHRIEBEN.'
      : showDue
        ? `ZAHLBAR BIS ${yy(due)} OHNE ABZUG`
        : 'ZAHLBAR SOFORT OHNE ABZUG',
    `BANKVERBINDUNG: IBAN ${how === 'dos' ? iban : spaced(iban)}  BIC ${bic}`,
    '='.repeat(W),
  ];
  const lines = paginate(
    [...head, ...colHead],
    itemRows,
    tail,
    60,
    (sum, pg) => ({
      bottom: [
        '-'.repeat(W),
        `${' '.repeat(40)}${L('UEBERTRAG', 30)}${R(amt(sum), 14)}`,
        center(`- ${pg + 1} -`, W),
      ],
      top: [
        lr(s.name, lab(credit ? 'GUTSCHRIFT-NR' : 'RECHNUNGS-NR', number), W),
        lr('', `SEITE ${pg + 1}`, W),
        `${' '.repeat(40)}${L('UEBERTRAG', 30)}${R(amt(sum), 14)}`,
      ],
    }),
    colHead,
  );
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, currency: 'EUR' });
  if (showDue) inv.dueDate = due;
  if (po) inv.purchaseOrderReference = po;
  if (credit) inv.precedingInvoices = [{ number: orig, issueDate: origDate }];
  parties(inv, s, b, true);
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: iban, providerId: bic }] };
  netTruth(inv, items, sums, credit);
  return { inv, lines, size: 8.5, x: 28 };
}

// --- receipts (kasse10, tank10, at10) -----------------------------------------------------------
const SHOP_ITEMS: Array<[string, number, number, 'A' | 'B', boolean]> = [
  ['Vollmilch 3,5% 1L', 0.99, 1.49, 'B', false],
  ['Bio Bananen', 1.49, 2.99, 'B', true],
  ['Vollkornbrot 750g', 1.79, 3.49, 'B', false],
  ['Butter 250g', 1.89, 2.49, 'B', false],
  ['Äpfel Elstar', 2.29, 3.49, 'B', true],
  ['Mineralwasser 6x1,5L', 2.99, 4.49, 'A', false],
  ['Pfand 0,25', 0.25, 0.25, 'A', false],
  ['Spülmittel 500ml', 0.95, 2.29, 'A', false],
  ['Käse Gouda am Stück', 2.49, 4.99, 'B', true],
  ['Kaffee gemahlen 500g', 4.99, 7.99, 'B', false],
  ['Batterien AA 4er', 3.49, 5.99, 'A', false],
  ['Müllbeutel 35L', 1.29, 2.49, 'A', false],
  ['Toilettenpapier 8 Rollen', 2.95, 4.49, 'A', false],
  ['Tomaten Rispen', 2.49, 3.99, 'B', true],
  ['Orangensaft 1L', 1.29, 2.79, 'A', false],
  ['Eier Freiland 10 St.', 2.39, 3.29, 'B', false],
];
const SHOPS = [
  'Frischemarkt Brückner OHG',
  'Nahkauf Sönke Jessen e.K.',
  'Edeka Lührs',
  'Drogerie Köppen KG',
  'Markt am Dom Wüst GmbH',
];

function receiptTable(
  vat: ReturnType<typeof grossVat>,
  letters: Record<string, string>,
  heads: [string, string, string, string, string],
  sep: string,
  W: number,
): string[] {
  const c = [8, 9, 9, 10];
  const row = (a: string, b: string, cc: string, d: string) =>
    `${L(a, c[0] ?? 8)}${R(b, c[1] ?? 9)}${R(cc, c[2] ?? 9)}${R(d, c[3] ?? 10)}`;
  return [
    '-'.repeat(W),
    row(heads[0], heads[1], heads[2], heads[3]),
    ...vat.vat.map((v) =>
      row(`${letters[v.rate]}=${v.rate}%`, amt(v.base, sep), amt(v.tax, sep), amt(v.gross, sep)),
    ),
    row(heads[4], amt(vat.net, sep), amt(vat.tax, sep), amt(vat.gross, sep)),
  ];
}

function kasse10(t: Tools, issue: string): Doc {
  const s = deParty(t, t.pick(SHOPS));
  const caps = t.rnd() < 0.5;
  const P = caps ? up(s, 'caps') : s;
  const long = t.rnd() < 0.3;
  const n = long ? t.int(48, 62) : t.int(5, 18);
  const W = 40;
  const items: Item[] = [];
  const body: Array<{ text: string[]; amount: string }> = [];
  for (let i = 0; i < n; i++) {
    const [nm0, lo, hi, letter, weight] = t.pick(SHOP_ITEMS);
    const name = caps ? nm0.toUpperCase() : nm0;
    const rate = letter === 'A' ? '19' : '7';
    const price = money(t, lo, hi);
    if (weight && t.rnd() < 0.7) {
      const q = (t.int(150, 2400) / 1000).toFixed(3);
      const a = round(dec(q).times(dec(price)));
      items.push({ id: String(i + 1), name, qty: q, unit: ['kg', 'KGM'], price, amount: a, rate });
      body.push({
        text: [lr(name, `${amt(a)} ${letter}`, W), `  ${q.replace('.', ',')} kg x ${amt(price)} EUR/kg`],
        amount: a,
      });
    } else {
      const q = t.rnd() < 0.3 ? String(t.int(2, 6)) : '1';
      const a = round(dec(q).times(dec(price)));
      items.push({ id: String(i + 1), name, qty: q, unit: ['', 'C62'], price, amount: a, rate });
      body.push({
        text:
          q === '1'
            ? [lr(name, `${amt(a)} ${letter}`, W)]
            : [lr(name, `${amt(a)} ${letter}`, W), `  ${q} X ${amt(price)}`],
        amount: a,
      });
    }
  }
  const v = grossVat(items);
  const bon = String(t.int(1000, 9999));
  const till = String(t.int(1, 12)).padStart(2, '0');
  const card = t.rnd() < 0.5;
  const given = card ? v.gross : String(Math.ceil(Number(v.gross) / 10) * 10 + (t.rnd() < 0.5 ? 0 : 10));
  const time = `${t.int(8, 19)}:${String(t.int(0, 59)).padStart(2, '0')}`;
  const head: Line[] = [
    center(P.name, W),
    center(P.street, W),
    center(`${P.pc} ${P.city}`, W),
    center(`Tel. 0${t.int(200, 999)} ${t.digits(6)}`, W),
    center(`UST-ID: ${s.vat}`, W),
    '',
    lr('', 'EUR', W),
  ];
  const tail: string[] = [
    '-'.repeat(W),
    lr('SUMME EUR', amt(v.gross), W),
    '='.repeat(W),
    ...(card
      ? [lr('EC-KARTE', amt(v.gross), W)]
      : [lr('GEGEBEN BAR', amt(given), W), lr('ZURÜCK', amt(round(dec(given).minus(dec(v.gross)))), W)]),
    ...receiptTable(v, { '19': 'A', '7': 'B' }, ['MWST%', 'NETTO', 'MWST', 'BRUTTO', 'GESAMT'], ',', W),
    '-'.repeat(W),
    `${yy(issue)} ${time}  BON-NR ${bon}  KASSE ${till}`,
    `BED. ${t.int(1, 40)}  TSE-TRANSAKTION ${t.int(10000, 99999)}`,
    '',
    center('VIELEN DANK FÜR IHREN EINKAUF', W),
  ];
  const lines = paginate(
    head,
    body,
    tail,
    62,
    (sum) => ({ bottom: [lr('ZWISCHENSUMME', amt(sum), W)], top: [lr('ZWISCHENSUMME', amt(sum), W)] }),
    [],
  );
  const inv = emptyInvoice();
  Object.assign(inv, { number: bon, issueDate: issue, currency: 'EUR' });
  parties(inv, P, null, true);
  inv.seller.vatId = s.vat;
  grossTruth(inv, items, v, true);
  return { inv, lines, size: 9, x: 170 };
}

const FUELS = ['Super E10', 'Super 95', 'Diesel', 'Super Plus'];
function tank10(t: Tools, issue: string): Doc {
  const brand = t.pick(['Tankstelle', 'Autohof', 'Tank- und Rastanlage']);
  const s = deParty(
    t,
    `${brand} ${t.pick(['Krüger', 'Böhm', 'Lürssen', 'Weiß'])} ${t.pick(['e.K.', 'GmbH', 'OHG'])}`,
  );
  const W = 42;
  const items: Item[] = [];
  const body: Array<{ text: string[]; amount: string }> = [];
  const litres = (t.int(1800, 7200) / 100).toFixed(2);
  const ppl = money(t, 1.659, 1.949, 3);
  const fuelAmt = round(dec(litres).times(dec(ppl)));
  const fuel = t.pick(FUELS);
  const pump = String(t.int(1, 12)).padStart(2, '0');
  items.push({
    id: '1',
    name: fuel,
    qty: litres,
    unit: ['l', 'LTR'],
    price: ppl,
    amount: fuelAmt,
    rate: '19',
  });
  body.push({
    text: [
      `Säule ${pump}  ${fuel}`,
      lr(`  ${litres.replace('.', ',')} l x ${ppl.replace('.', ',')} EUR/l`, `${amt(fuelAmt)} A`, W),
    ],
    amount: fuelAmt,
  });
  const extras: Array<[string, number, number, 'A' | 'B']> = [
    ['Autowäsche Premium', 9.9, 16.9, 'A'],
    ['Belegtes Brötchen', 2.9, 4.5, 'B'],
    ['Scheibenreiniger 3L', 4.99, 7.99, 'A'],
    ['Schokoriegel', 0.99, 1.79, 'B'],
    ['Motoröl 5W-30 1L', 12.9, 18.9, 'A'],
    ['Zeitung', 1.6, 2.9, 'B'],
  ];
  const ne = t.int(0, 4);
  for (let i = 0; i < ne; i++) {
    const [nm, lo, hi, letter] = t.pick(extras);
    const q = t.rnd() < 0.25 ? '2' : '1';
    const price = money(t, lo, hi);
    const a = round(dec(q).times(dec(price)));
    items.push({
      id: String(i + 2),
      name: nm,
      qty: q,
      unit: ['', 'C62'],
      price,
      amount: a,
      rate: letter === 'A' ? '19' : '7',
    });
    body.push({
      text:
        q === '1'
          ? [lr(nm, `${amt(a)} ${letter}`, W)]
          : [lr(nm, `${amt(a)} ${letter}`, W), `  ${q} x ${amt(price)}`],
      amount: a,
    });
  }
  const v = grossVat(items);
  const beleg = String(t.int(100, 99999)).padStart(5, '0');
  const term = t.digits(8);
  const time = `${String(t.int(6, 22)).padStart(2, '0')}:${String(t.int(0, 59)).padStart(2, '0')}`;
  const lines: Line[] = [
    center(s.name, W),
    center(s.street, W),
    center(`${s.pc} ${s.city}`, W),
    center(`USt-IdNr.: ${s.vat}`, W),
    '',
    lr(`Beleg-Nr. ${beleg}`, `${yy(issue)} ${time}`, W),
    lr(`Kasse ${t.int(1, 4)}`, `Bediener ${t.int(1, 20)}`, W),
    '-'.repeat(W),
    ...body.flatMap((b) => b.text),
    '-'.repeat(W),
    lr('SUMME EUR', amt(v.gross), W),
    '='.repeat(W),
    lr('EC-KARTE', amt(v.gross), W),
    ...receiptTable(v, { '19': 'A', '7': 'B' }, ['MwSt', 'Netto', 'MwSt', 'Brutto', 'Summe'], ',', W),
    '',
    center('*** Kartenzahlung ***', W),
    center('girocard', W),
    `Terminal-ID ${term}`,
    `TA-Nr. ${t.int(100000, 999999)}   BNr. ${t.int(1000, 9999)}`,
    lr('Betrag EUR', amt(v.gross), W),
    center('Zahlung erfolgt', W),
    '',
    center('Gute Fahrt!', W),
  ];
  const inv = emptyInvoice();
  Object.assign(inv, { number: beleg, issueDate: issue, currency: 'EUR' });
  parties(inv, s, null, true);
  grossTruth(inv, items, v, true);
  return { inv, lines, size: 9, x: 165 };
}

const FOOD: Array<[string, number, number, 'A' | 'B']> = [
  ['Pizza Margherita', 8.5, 11.5, 'B'],
  ['Spaghetti Carbonara', 11.9, 14.5, 'B'],
  ['Schnitzel Wiener Art', 15.9, 21.5, 'B'],
  ['Salat der Saison', 6.9, 9.8, 'B'],
  ['Tiramisu', 5.9, 7.5, 'B'],
  ['Rinderroulade mit Klößen', 17.9, 23.9, 'B'],
  ['Apfelschorle 0,5l', 3.6, 4.5, 'A'],
  ['Pils vom Fass 0,4l', 3.9, 4.9, 'A'],
  ['Grauburgunder 0,2l', 5.9, 7.9, 'A'],
  ['Espresso', 2.2, 2.9, 'A'],
  ['Mineralwasser 0,75l', 5.5, 6.9, 'A'],
];
function bewirt10(t: Tools, issue: string): Doc {
  const s = deParty(
    t,
    `${t.pick(['Ristorante', 'Gasthaus', 'Brauhaus', 'Trattoria'])} ${t.pick(['Zur Mühle', 'Da Mario', 'Am Rathaus', 'Lindenhof'])} ${t.pick(['GmbH', 'e.K.', 'Inh. S. Köhler'])}`,
  );
  const W = 46;
  const big = t.rnd() < 0.5;
  const n = big ? t.int(9, 16) : t.int(3, 7);
  const items: Item[] = [];
  const body: string[] = [];
  for (let i = 0; i < n; i++) {
    const [nm, lo, hi, letter] = t.pick(FOOD);
    const q = String(big ? t.int(2, 8) : t.int(1, 3));
    const price = money(t, lo, hi).replace(/\d$/, '0');
    const a = round(dec(q).times(dec(price)));
    items.push({
      id: String(i + 1),
      name: nm,
      qty: q,
      unit: ['x', 'C62'],
      price,
      amount: a,
      rate: letter === 'A' ? '19' : '7',
    });
    body.push(`${R(q, 2)} x ${L(nm, 25)}${R(amt(price), 6)}${R(amt(a), 8)} ${letter}`);
  }
  const v = grossVat(items);
  const withBuyer = Number(v.gross) > 250;
  const b = withBuyer ? deParty(t, t.pick(BUYER_DE)) : null;
  const no = String(t.int(10000, 99999));
  const table = String(t.int(1, 40));
  const time = `${t.int(12, 22)}:${String(t.int(0, 59)).padStart(2, '0')}`;
  const card = t.rnd() < 0.6;
  const lines: Line[] = [
    center(s.name, W),
    center(`${s.street}, ${s.pc} ${s.city}`, W),
    center(`USt-IdNr. ${s.vat}`, W),
    '',
    lr(`RECHNUNG Nr. ${no}`, `Tisch ${table}`, W),
    lr(`Datum: ${yy(issue)} ${time}`, `Bedienung: ${t.pick(['Anja', 'Marco', 'Lukas', 'Petra'])}`, W),
    ...(b ? ['', 'Rechnung an:', b.name, b.street, `${b.pc} ${b.city}`] : []),
    '-'.repeat(W),
    ...body,
    '-'.repeat(W),
    lr('SUMME EUR', amt(v.gross), W),
    lr(card ? 'EC-KARTE' : 'BAR', amt(v.gross), W),
    ...receiptTable(v, { '19': 'A', '7': 'B' }, ['MWST%', 'NETTO', 'MWST', 'BRUTTO', 'SUMME'], ',', W),
    '',
    'Bewirtungsaufwand-Angaben',
    '(Par. 4 Abs. 5 Ziff. 2 EStG)',
    '-'.repeat(W),
    `Tag der Bewirtung: ${yy(issue)}`,
    `Ort der Bewirtung: ${s.city}`,
    'Bewirtete Person(en):',
    '________________________________________',
    '________________________________________',
    'Anlass der Bewirtung:',
    '________________________________________',
    `Höhe der Aufwendungen: ${amt(v.gross)} EUR`,
    'Trinkgeld: ____________',
    '',
    'Ort, Datum      Unterschrift',
    '________________________________________',
  ];
  const inv = emptyInvoice();
  Object.assign(inv, { number: no, issueDate: issue, currency: 'EUR' });
  parties(inv, s, b, true);
  grossTruth(inv, items, v, true);
  return { inv, lines, size: 9, x: 150 };
}

function klein10(t: Tools, issue: string): Doc {
  const taxi = t.rnd() < 0.4;
  const W = 70;
  const items: Item[] = [];
  let lines: Line[];
  let number = '';
  let s: Party;
  if (taxi) {
    s = deParty(
      t,
      `Taxi ${t.pick(['Schäfer', 'Yılmaz', 'Brückner', 'Özdemir'])} ${t.pick(['e.K.', 'GmbH'])}`,
    );
    number = String(t.int(100, 9999));
    const price = money(t, 12, 95).replace(/\d$/, '0');
    const tip = t.rnd() < 0.4;
    items.push({ id: '1', name: 'Fahrpreis', qty: '1', unit: ['', 'C62'], price, amount: price, rate: '7' });
    if (tip)
      items.push({
        id: '2',
        name: 'Gepäckzuschlag',
        qty: '1',
        unit: ['', 'C62'],
        price: '1.50',
        amount: '1.50',
        rate: '7',
      });
    const v = grossVat(items);
    lines = [
      'T A X I Q U I T T U N G',
      '',
      s.name,
      `${s.street}, ${s.pc} ${s.city}`,
      `Ordnungs-Nr. ${t.int(100, 999)}   USt-IdNr. ${s.vat}`,
      '',
      `Quittung Nr. ${number}        Datum: ${yy(issue)}`,
      `Fahrt von: ${t.pick(['Hauptbahnhof', 'Flughafen', 'Messe'])}   nach: ${t.pick(['Innenstadt', 'Hotel am Park', 'Gewerbegebiet Nord'])}`,
      '',
      ...items.map((i) => lr(`${i.name}`, `${amt(i.amount)} EUR`, 44)),
      '-'.repeat(44),
      lr('Gesamtbetrag', `${amt(v.gross)} EUR`, 44),
      '',
      'Im Gesamtbetrag sind 7 % MwSt. enthalten.',
      '',
      'Betrag dankend erhalten.',
      '',
      '____________________',
      'Unterschrift Fahrer',
    ];
    const inv = emptyInvoice();
    Object.assign(inv, { number, issueDate: issue, currency: 'EUR' });
    parties(inv, s, null, true);
    grossTruth(inv, items, v, false);
    return { inv, lines, size: 10, x: 70 };
  }
  s = deParty(
    t,
    `${t.pick(['Schuhmacherei', 'Schlüsseldienst', 'Polsterei', 'Uhrmacher'])} ${t.pick(['Görres', 'Wöhler', 'Kühn', 'Strauß'])}`,
  );
  number = `${t.int(1, 99)}/${issue.slice(2, 4)}`;
  const work: Array<[string, number, number]> = [
    ['Reparatur Absätze', 12, 28],
    ['Schlüssel nachgefertigt', 4.5, 9],
    ['Zylinder ausgetauscht', 39, 89],
    ['Batteriewechsel', 6, 12],
    ['Anfahrt', 15, 35],
    ['Arbeitszeit', 38, 55],
    ['Material', 5, 40],
  ];
  const n = t.int(1, 5);
  let total = dec(0);
  for (let i = 0; i < n; i++) {
    const [nm, lo, hi] = t.pick(work);
    const hours = nm === 'Arbeitszeit';
    const q = hours ? String(t.int(1, 3)) : '1';
    const price = money(t, lo, hi);
    const a = round(dec(q).times(dec(price)));
    if (total.plus(dec(a)).greaterThan(245)) break;
    total = total.plus(dec(a));
    items.push({
      id: String(items.length + 1),
      name: nm,
      qty: q,
      unit: hours ? ['Std.', 'HUR'] : ['', 'C62'],
      price,
      amount: a,
      rate: '19',
    });
  }
  const v = grossVat(items);
  const dl = t.rnd() < 0.5;
  lines = [
    s.name,
    `${s.street}`,
    `${s.pc} ${s.city}`,
    `Steuer-Nr. ${t.int(100, 399)}/${t.int(1000, 9999)}/${t.int(1000, 9999)}   USt-IdNr. ${s.vat}`,
    '',
    '',
    lr('', `${s.city}, den ${dl ? yy(issue) : yyyy(issue)}`, W),
    '',
    `${t.pick(['Rechnung', 'Quittung', 'Kleinbetragsrechnung'])} Nr. ${number}`,
    '',
    ...items.map((i) =>
      i.unit[1] === 'HUR'
        ? lr(`${i.name} ${i.qty} Std. à ${amt(i.price)} EUR`, `${amt(i.amount)} EUR`, 60)
        : lr(i.name, `${amt(i.amount)} EUR`, 60),
    ),
    `${' '.repeat(44)}${'-'.repeat(16)}`,
    lr('Gesamtbetrag', `${amt(v.gross)} EUR`, 60),
    '',
    t.rnd() < 0.5 ? 'Im Gesamtbetrag sind 19 % MwSt. enthalten.' : 'Betrag enthält 19 % MwSt.',
    '',
    'Betrag bar erhalten.',
  ];
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, currency: 'EUR' });
  parties(inv, s, null, true);
  grossTruth(inv, items, v, false);
  return { inv, lines, size: 10, x: 70 };
}

const AT_PLACES: Array<[string, string]> = [
  ['Wien', '1070'],
  ['Graz', '8010'],
  ['Linz', '4020'],
  ['Salzburg', '5020'],
  ['Klagenfurt', '9020'],
];
const AT_ITEMS: Array<[string, number, number, 'A' | 'B' | 'C']> = [
  ['Wiener Schnitzel', 14.9, 19.9, 'B'],
  ['Kaiserschmarrn', 9.5, 12.9, 'B'],
  ['Gulaschsuppe', 5.9, 7.5, 'B'],
  ['Grüner Veltliner 1/8', 3.2, 4.5, 'A'],
  ['Almdudler 0,35', 3.5, 4.2, 'A'],
  ['Melange', 3.9, 4.8, 'A'],
  ['Topfenstrudel', 4.5, 5.9, 'B'],
  ['Blumenstrauß', 12, 29, 'C'],
  ['Eintritt Museum', 9, 15, 'C'],
  ['Zipfer Märzen 0,5', 4.6, 5.4, 'A'],
];
function at10(t: Tools, issue: string): Doc {
  const [city, pc] = t.pick(AT_PLACES);
  const s: Party = {
    name: `${t.pick(['Gasthof', 'Café', 'Heuriger', 'Beisl'])} ${t.pick(['Pöltl', 'Grünauer', 'Hödl', 'Maier'])} ${t.pick(['GmbH', 'KG', 'e.U.'])}`,
    street: `${t.pick(['Kirchengasse', 'Hauptplatz', 'Landstraße', 'Herrengasse'])} ${t.int(1, 60)}`,
    pc,
    city,
    country: 'AT',
    vat: `ATU${t.digits(8)}`,
  };
  const W = 42;
  const letters: Record<string, string> = { '20': 'A', '10': 'B', '13': 'C' };
  const rateOf = { A: '20', B: '10', C: '13' } as const;
  const n = t.int(3, 12);
  const items: Item[] = [];
  const body: string[] = [];
  for (let i = 0; i < n; i++) {
    const [nm, lo, hi, letter] = t.pick(AT_ITEMS);
    const q = String(t.int(1, 4));
    const price = money(t, lo, hi).replace(/\d$/, '0');
    const a = round(dec(q).times(dec(price)));
    items.push({
      id: String(i + 1),
      name: nm,
      qty: q,
      unit: ['', 'C62'],
      price,
      amount: a,
      rate: rateOf[letter],
    });
    body.push(`${R(q, 2)} ${L(nm, 22)}${R(amt(price), 7)}${R(amt(a), 8)} ${letter}`);
  }
  const v = grossVat(items);
  const beleg = `${t.int(1, 9)}-${t.int(10000, 99999)}`;
  const kasse = `KASSE-${t.int(1, 5).toString().padStart(2, '0')}`;
  const card = t.rnd() < 0.4;
  const given = String(Math.ceil(Number(v.gross) / 10) * 10);
  const lines: Line[] = [
    center(s.name, W),
    center(s.street, W),
    center(`A-${s.pc} ${s.city}`, W),
    center(`UID: ${s.vat}`, W),
    '',
    lr(`Beleg-Nr.: ${beleg}`, yyyy(issue), W),
    lr(`Kassen-ID: ${kasse}`, `${t.int(10, 23)}:${String(t.int(0, 59)).padStart(2, '0')}`, W),
    '-'.repeat(W),
    ...body,
    '-'.repeat(W),
    lr('Summe EUR', amt(v.gross), W),
    ...(card
      ? [lr('Bankomat', amt(v.gross), W)]
      : [lr('Bar', amt(given), W), lr('Rückgeld', amt(round(dec(given).minus(dec(v.gross)))), W)]),
    ...receiptTable(v, letters, ['MwSt', 'Netto', 'MwSt', 'Brutto', 'Summe'], ',', W),
    '',
    `Sig.-Zert.: ${t.digits(8)}`,
    `_R1-AT1_${kasse}_${beleg}_${yyyy(issue, '-')}`,
    '',
    center('Danke für Ihren Besuch!', W),
  ];
  const inv = emptyInvoice();
  Object.assign(inv, { number: beleg, issueDate: issue, currency: 'EUR' });
  parties(inv, s, null, true);
  grossTruth(inv, items, v, true);
  return { inv, lines, size: 9, x: 165 };
}

// --- uk10 ---------------------------------------------------------------------------------------
const UK_PLACES: Array<[string, string]> = [
  ['LEEDS', 'LS1 4DY'],
  ['SHEFFIELD', 'S1 2HE'],
  ['BRISTOL', 'BS1 6QH'],
  ['DERBY', 'DE1 3AH'],
  ['STOKE-ON-TRENT', 'ST4 2RS'],
];
const UK_ITEMS: Array<[string, readonly [string, string], number, number, string]> = [
  ['HEX BOLT M10X50 ZP', ['EA', 'H87'], 0.12, 0.45, '20'],
  ['COPPER PIPE 15MM 3M', ['LEN', 'H87'], 9.5, 16.9, '20'],
  ['CABLE 2.5MM T&E', ['M', 'MTR'], 0.6, 1.4, '20'],
  ['FITTING LABOUR', ['HR', 'HUR'], 32, 48, '20'],
  ['BOILER SERVICE KIT', ['KIT', 'SET'], 28, 64, '20'],
  ['LOFT INSULATION ROLL', ['RL', 'H87'], 18, 29, '5'],
  ['RADIATOR VALVE TRV', ['EA', 'H87'], 8.5, 19.9, '20'],
  ['SEALANT CLEAR 310ML', ['EA', 'H87'], 3.2, 6.8, '20'],
  ['HEAT PUMP CONTROLLER', ['EA', 'H87'], 85, 240, '5'],
];
function uk10(t: Tools, issue: string): Doc {
  const [city, pc] = t.pick(UK_PLACES);
  const [bcity, bpc] = t.pick(UK_PLACES);
  const vatDigits = t.digits(9);
  const s: Party = {
    name: `${t.pick(['NORTHERN', 'PENNINE', 'SEVERN', 'MIDLAND'])} ${t.pick(['PLUMBING SUPPLIES', 'ELECTRICAL WHOLESALE', 'FIXINGS'])} LTD`,
    street: `${t.int(2, 180)} ${t.pick(['STATION ROAD', 'MILL LANE', 'VICTORIA STREET', 'PARK ROAD'])}`,
    pc,
    city,
    country: 'GB',
    vat: `GB${vatDigits}`,
  };
  const b: Party = {
    name: `${t.pick(['J. HARGREAVES', 'ASHWORTH', 'WHITTAKER', 'BLAKE'])} ${t.pick(['& SONS LTD', 'BUILDING SERVICES LTD', 'HEATING LTD'])}`,
    street: `UNIT ${t.int(1, 30)} ${t.pick(['RIVERSIDE IND EST', 'CANAL WHARF', 'ENTERPRISE PARK'])}`,
    pc: bpc,
    city: bcity,
    country: 'GB',
  };
  const credit = t.rnd() < 0.25;
  const long = !credit && t.rnd() < 0.6;
  const n = long ? t.int(46, 60) : t.int(3, 12);
  const items: Item[] = [];
  for (let i = 0; i < n; i++) {
    const [nm, unit, lo, hi, rate] = t.pick(UK_ITEMS);
    const q = String(t.int(1, unit[0] === 'M' ? 100 : 20));
    const price = money(t, lo, hi);
    const disc = t.rnd() < 0.25 ? t.pick(['5', '10', '15']) : '';
    const g = dec(q).times(dec(price));
    const amount = round(disc ? g.times(dec(100).minus(dec(disc))).dividedBy(100) : g);
    items.push({ id: String(i + 1), name: nm, qty: q, unit, price, amount, rate, disc });
  }
  const sums = netVat(items);
  const number = String(t.int(200000, 499999));
  const acct = `${b.name.slice(0, 3).replace(/[^A-Z]/g, 'X')}${t.digits(3)}`;
  const po = t.rnd() < 0.7 ? `${t.pick(['PO', 'ORD'])}${t.digits(5)}` : '';
  const due = addDays(issue, 30);
  const orig = String(t.int(200000, 499999));
  const origDate = addDays(issue, -t.int(7, 45));
  const sort = `${t.digits(2)}-${t.digits(2)}-${t.digits(2)}`;
  const acc = t.digits(8);
  const iban = ibanWithCheck('GB', `${t.pick(['BARC', 'NWBK', 'LOYD'])}${sort.replace(/-/g, '')}${acc}`);
  const bic = t.pick(['BARCGB22', 'NWBKGB2L', 'LOYDGB2L']);
  const W = 94;
  const code = (r: string) => (r === '20' ? '1' : '2');
  const lab = (l: string, v: string) => `${l.padEnd(14, ' ')}${v}`;
  const head: Line[] = [
    lr(s.name, credit ? '*** CREDIT NOTE ***' : '*** INVOICE ***', W),
    s.street,
    `${s.city}  ${s.pc}`,
    `TEL 0${t.int(113, 199)} ${t.digits(3)} ${t.digits(4)}   VAT REG NO. GB ${vatDigits.slice(0, 3)} ${vatDigits.slice(3, 7)} ${vatDigits.slice(7)}`,
    '',
    lr('INVOICE TO:', lab(credit ? 'CREDIT NO.' : 'INVOICE NO.', number), W),
    lr(b.name, lab('TAX POINT', yy(issue, '/')), W),
    lr(b.street, lab('ACCOUNT NO.', acct), W),
    lr(b.city, lab('YOUR ORDER', po || 'N/A'), W),
    lr(b.pc, credit ? lab('ORIG INVOICE', `${orig} ${yy(origDate, '/')}`) : lab('DUE DATE', yy(due, '/')), W),
    '',
  ];
  const colHead = [
    '-'.repeat(W),
    `${L('LINE', 5)}${L('DESCRIPTION', 30)}${R('QTY', 6)} ${L('UOM', 4)}${R('UNIT PRICE', 11)}${R('DISC%', 6)}${R('NET', 12)}${R('VAT', 4)}`,
    '-'.repeat(W),
  ];
  const itemRows = items.map((i) => ({
    text: [
      `${L(i.id, 5)}${L(i.name, 30)}${R(i.qty, 6)} ${L(i.unit[0], 4)}${R(i.price, 11)}${R(i.disc ?? '', 6)}${R(amt(i.amount, '.'), 12)}${R(code(i.rate), 4)}`,
    ],
    amount: i.amount,
  }));
  const tail = [
    '-'.repeat(W),
    ...sums.vat.map(
      (v) =>
        `${' '.repeat(48)}${L(`VAT CODE ${code(v.rate)} ${v.rate}.00% ON ${amt(v.base, '.')}`, 32)}${R(amt(v.tax, '.'), 12)}`,
    ),
    `${' '.repeat(48)}${L('GOODS TOTAL', 32)}${R(amt(sums.net, '.'), 12)}`,
    `${' '.repeat(48)}${L('VAT TOTAL', 32)}${R(amt(sums.tax, '.'), 12)}`,
    `${' '.repeat(48)}${L(credit ? 'CREDIT TOTAL GBP' : 'INVOICE TOTAL GBP', 32)}${R(amt(sums.gross, '.'), 12)}`,
    '',
    'VAT CODES: 1 = 20.00%  2 = 5.00%',
    credit ? 'THIS CREDIT WILL BE ALLOCATED TO YOUR ACCOUNT.' : 'TERMS: STRICTLY 30 DAYS NETT',
    `BANK: SORT CODE ${sort} ACCOUNT ${acc}  IBAN ${spaced(iban)}  BIC ${bic}`,
  ];
  const lines = paginate(
    [...head, ...colHead],
    itemRows,
    tail,
    60,
    (sum, pg) => ({
      bottom: [
        '-'.repeat(W),
        lr('CARRIED FORWARD', amt(sum, '.'), W - 4),
        lr('', `PAGE ${pg} CONTINUED...`, W),
      ],
      top: [
        lr(s.name, `${credit ? 'CREDIT NO.' : 'INVOICE NO.'} ${number}  PAGE ${pg + 1}`, W),
        lr('BROUGHT FORWARD', amt(sum, '.'), W - 4),
      ],
    }),
    colHead,
  );
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, currency: 'GBP' });
  if (credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: orig, issueDate: origDate }];
  } else inv.dueDate = due;
  if (po) inv.purchaseOrderReference = po;
  parties(inv, s, b, true);
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: iban, providerId: bic }] };
  netTruth(inv, items, sums, false);
  return { inv, lines, size: 8, x: 24 };
}

// --- fr10 ---------------------------------------------------------------------------------------
const FR_PLACES: Array<[string, string]> = [
  ['LYON', '69003'],
  ['SAINT-ETIENNE', '42000'],
  ['CLERMONT-FERRAND', '63000'],
  ['ROUEN', '76000'],
  ['LILLE', '59000'],
];
const FR_ITEMS: Array<[string, readonly [string, string], number, number, string]> = [
  ['VIS TETE HEXAGONALE M8X30', ['PCE', 'H87'], 0.06, 0.3, '20'],
  ['GAINE ICTA 20MM', ['M', 'MTR'], 0.35, 0.9, '20'],
  ['DISJONCTEUR 16A', ['PCE', 'H87'], 6.5, 14.9, '20'],
  ['MAIN D OEUVRE', ['H', 'HUR'], 38, 55, '20'],
  ['SEMENCES POTAGERES', ['KG', 'KGM'], 12, 28, '5.5'],
  ['TERREAU UNIVERSEL 40L', ['SAC', 'H87'], 4.5, 8.9, '20'],
  ['ENGRAIS ORGANIQUE', ['KG', 'KGM'], 1.9, 3.8, '5.5'],
  ['COLLIER SERRAGE', ['PCE', 'H87'], 0.3, 1.2, '20'],
];
function fr10(t: Tools, issue: string): Doc {
  const [city, pc] = t.pick(FR_PLACES);
  const [bcity, bpc] = t.pick(FR_PLACES);
  const siren = t.digits(9);
  const key = String(t.int(10, 99));
  const s: Party = {
    name: `${t.pick(['ETS', 'SOCIETE', 'COMPTOIR'])} ${t.pick(['DUBOIS', 'MARCHAND', 'FAURE', 'LEROY'])} ${t.pick(['SARL', 'SA', 'SAS'])}`,
    street: `${t.int(2, 90)} ${t.pick(['RUE DE LA REPUBLIQUE', 'AVENUE JEAN JAURES', 'ZI DES PLATANES', 'BOULEVARD GAMBETTA'])}`,
    pc,
    city,
    country: 'FR',
    vat: `FR${key}${siren}`,
  };
  const b: Party = {
    name: `${t.pick(['EARL', 'SCEA', 'SARL', 'GAEC'])} ${t.pick(['DES TILLEULS', 'BERTRAND', 'DU MOULIN', 'MOREAU'])}`,
    street: `${t.pick(['LIEU-DIT', 'CHEMIN DES', 'ROUTE DE'])} ${t.pick(['LA GRANGE', 'VIGNES', 'VIENNE'])}`,
    pc: bpc,
    city: bcity,
    country: 'FR',
  };
  const long = t.rnd() < 0.5;
  const n = long ? t.int(46, 58) : t.int(3, 12);
  const items: Item[] = [];
  for (let i = 0; i < n; i++) {
    const [nm, unit, lo, hi, rate] = t.pick(FR_ITEMS);
    const q = unit[0] === 'KG' ? (t.int(5, 500) / 10).toString() : String(t.int(1, 50));
    const price = money(t, lo, hi);
    const disc = t.rnd() < 0.3 ? t.pick(['2', '5', '8']) : '';
    const g = dec(q).times(dec(price));
    const amount = round(disc ? g.times(dec(100).minus(dec(disc))).dividedBy(100) : g);
    items.push({ id: String(i + 1), name: nm, qty: q, unit, price, amount, rate, disc });
  }
  const sums = netVat(items);
  const number = `F${issue.slice(2, 4)}${t.digits(5)}`;
  const client = `C${t.digits(5)}`;
  const due = addDays(issue, t.pick([30, 45, 60]));
  const iban = ibanWithCheck('FR', `${t.digits(10)}${t.digits(11)}${t.digits(2)}`);
  const bic = t.pick(['CRLYFRPPXXX', 'AGRIFRPP881', 'CCBPFRPPLYO']);
  const W = 94;
  const code = (r: string) => (r === '20' ? '1' : '2');
  const lab = (l: string, v: string) => `${l.padEnd(14, '.')}: ${v}`;
  const head: Line[] = [
    '*'.repeat(W),
    lr(s.name, 'F A C T U R E', W),
    s.street,
    `${s.pc} ${s.city}`,
    `SIRET ${siren}${t.digits(5)}   N° TVA INTRACOM. ${s.vat}`,
    '*'.repeat(W),
    '',
    lr(lab('FACTURE N°', number), b.name, W - 6),
    lr(lab('DATE', yy(issue, '/')), b.street, W - 6),
    lr(lab('CODE CLIENT', client), `${b.pc} ${b.city}`, W - 6),
    lab('ECHEANCE', yy(due, '/')),
    '',
  ];
  const colHead = [
    '-'.repeat(W),
    `${L('LIG', 4)}${L('DESIGNATION', 28)}${R('QTE', 7)} ${L('UNITE', 6)}${R('P.U. HT', 9)}${R('REM%', 5)}${R('MONTANT HT', 12)}${R('CODE TVA', 10)}`,
    '-'.repeat(W),
  ];
  const itemRows = items.map((i) => ({
    text: [
      `${L(i.id, 4)}${L(i.name, 28)}${R(qtyOut(i.qty), 7)} ${L(i.unit[0], 6)}${R(amt(i.price), 9)}${R(i.disc ?? '', 5)}${R(amt(i.amount), 12)}${R(code(i.rate), 10)}`,
    ],
    amount: i.amount,
  }));
  const rateFr = (r: string) => (r === '20' ? '20,00' : '5,50');
  const tail = [
    '-'.repeat(W),
    `${' '.repeat(46)}${L('TOTAL HT', 30)}${R(amt(sums.net), 12)}`,
    ...sums.vat.map(
      (v) =>
        `${' '.repeat(46)}${L(`TVA ${code(v.rate)} ${rateFr(v.rate)} % / ${amt(v.base)}`, 30)}${R(amt(v.tax), 12)}`,
    ),
    `${' '.repeat(46)}${L('TOTAL TVA', 30)}${R(amt(sums.tax), 12)}`,
    `${' '.repeat(46)}${'='.repeat(42)}`,
    `${' '.repeat(46)}${L('NET A PAYER TTC EUR', 30)}${R(amt(sums.gross), 12)}`,
    '',
    'CODES TVA : 1 = 20,00 %  2 = 5,50 %',
    `REGLEMENT PAR VIREMENT AU PLUS TARD LE ${yy(due, '/')}`,
    `IBAN ${spaced(iban)}  BIC ${bic}`,
    'PENALITES DE RETARD : 3 FOIS LE TAUX D INTERET LEGAL. INDEMNITE FORFAITAIRE 40 EUR.',
  ];
  const lines = paginate(
    [...head, ...colHead],
    itemRows,
    tail,
    60,
    (sum, pg) => ({
      bottom: [
        '-'.repeat(W),
        `${' '.repeat(46)}${L('A REPORTER', 30)}${R(amt(sum), 12)}`,
        center(`PAGE ${pg}/2`, W),
      ],
      top: [
        lr(`${s.name}  FACTURE N° ${number}`, `PAGE ${pg + 1}/2`, W),
        `${' '.repeat(46)}${L('REPORT', 30)}${R(amt(sum), 12)}`,
      ],
    }),
    colHead,
  );
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, currency: 'EUR', dueDate: due });
  parties(inv, s, b, true);
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: iban, providerId: bic }] };
  netTruth(inv, items, sums, false);
  return { inv, lines, size: 8, x: 24 };
}

const BUILDERS: Record<Tpl, (t: Tools, issue: string) => Doc> = {
  dos10,
  kasse10,
  tank10,
  bewirt10,
  klein10,
  at10,
  uk10,
  fr10,
};

/**
 * The printed lines onto pages: one text per line, or (`split`) each run of text between two or more
 * spaces at its character column, as spoolers that position every field write it.
 */
function place(d: Doc, split: boolean, rows: Row[]): number {
  const step = Math.round(d.size * 1.3 * 10) / 10;
  const cw = d.size * 0.6;
  let page = 1;
  let y = 48;
  for (const l of d.lines) {
    if (l === null) {
      page++;
      y = 48;
      continue;
    }
    if (l.trim()) {
      if (split) {
        for (const m of l.matchAll(/\S+(?: \S+)*/g))
          rows.push([y, d.x + (m.index ?? 0) * cw, m[0], { size: d.size, page, mono: true }]);
      } else {
        const lead = l.length - l.trimStart().length;
        rows.push([y, d.x + lead * cw, l.trimStart().trimEnd(), { size: d.size, page, mono: true }]);
      }
    }
    y += step;
  }
  return page;
}

/** Document `k` of blind41: the layout by turn (k mod 8). */
export function generateBlind41(k: number, h: Helpers) {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  return generateByTemplate(
    k,
    BLIND41_TPLS,
    (tpl) => {
      const issue = `2026-${String(t.int(1, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
      const d = BUILDERS[tpl](t, issue);
      return { d, split: t.rnd() < 0.35 };
    },
    Object.fromEntries(
      BLIND41_TPLS.map((tp) => [
        tp,
        (x: { d: Doc; split: boolean }, rows: Row[]) => place(x.d, x.split, rows),
      ]),
    ) as Record<Tpl, (x: { d: Doc; split: boolean }, rows: Row[]) => number>,
    (x) => x.d.inv,
  );
}
