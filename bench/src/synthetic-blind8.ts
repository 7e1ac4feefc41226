/**
 * `--templates blind8` of extraction-synthetic.ts: held-out layouts of session 9 (issue 19 item 4
 * "measure before you fix"), written before reading the extraction rules and not covered by
 * blind2–7 —
 * - `cloud`: a cloud-provider statement (AWS/Google-like, English): an account summary box
 *   ("Account number", "Invoice number", "Invoice date", "Billing period"), "Charges by service"
 *   (one amount per service, usage detail printed under some services), "Tax by jurisdiction"
 *   ("Germany VAT 19%"), "TOTAL AMOUNT DUE ON <date>"; seller in Luxembourg or Ireland, EUR or USD;
 * - `fresh`: an online invoicing service (FreshBooks/Zoho-like, English): seller top right,
 *   "Billed To" at the left, "Amount Due (EUR)" as a big figure, "Description | Rate | Qty | Line
 *   Total" or "# | Item & Description | Qty | Rate | Amount", "Amount Paid", "Balance Due"; a
 *   quarter of them are credit notes ("CREDIT NOTE", "Credits Remaining");
 * - `lexo`: a German online-accounting invoice (lexoffice/sevDesk-like): sender line, address
 *   window, an info block of "Rechnungsnr." / "Rechnungsdatum" / "Lieferdatum" / "Kundennr.", a
 *   table without rulings whose item names carry a second line of detail text, "Gesamtbetrag netto",
 *   "zzgl. Umsatzsteuer 7 % / 19 %", "Gesamtbetrag brutto", a footer of four columns;
 * - `alpen`: a domestic Swiss invoice (CHE-123.456.789 MWST, CHF, "MWST 8,1 %", 1'234.50, a QR-bill
 *   payment part with "Konto / Zahlbar an" and "Referenz") or a domestic Austrian one (ATU, "USt
 *   20 %", dates like "3. Jänner 2026", "UID-Nr.", "Rechnungsbetrag");
 * - `itsp`: an Italian ("Fattura", "Cedente/prestatore", "Cessionario/committente", "P.IVA",
 *   "Imponibile", "IVA 22%", "Totale documento") or Spanish ("Factura", "Emisor" / "Cliente",
 *   "NIF", "Base imponible", "IVA 21%", "Total factura") invoice;
 * - `multi`: an invoice of three or four pages in English or German: the page header (number,
 *   date, "Page 2 of 3") and the column heads repeated on every page, "Carried forward" / "Brought
 *   forward" ("Übertrag") rows with the running total, many lines;
 * - `grid3`: the parties in a three-column grid ("Rechnungssteller | Rechnungsempfänger |
 *   Lieferanschrift" / "Supplier | Invoice to | Deliver to") with the delivery address as a third
 *   party, a table whose cells wrap over two lines (item name, unit under the quantity).
 *
 * Truth = the generated model. Decisions where the print allows more than one reading:
 * - a cloud service row is one line of quantity 1 (C62) at its amount; the usage detail under it
 *   is not a line of its own;
 * - a name or detail text wrapped over two lines: the item name is the first (bold) line in
 *   `lexo` (the detail is a description, not the name), the joined lines in `grid3` and `multi`;
 * - Swiss VAT id "CHE-123.456.789 MWST" is CHE123456789MWST; Italian and Spanish VAT ids are
 *   printed with their country prefix (IT…, ES…);
 * - units: Stk/Stück/pz/ud H87, Std./h/ore/horas HUR, kg KGM, m MTR, pauschal/forfait LS, no unit C62;
 * - a credit note's amounts are positive in the truth; its preceding invoice is printed;
 * - the delivery address of `grid3` is no party of the truth (BT-70ff. are not scored).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  groupedMoney,
  ibanOf,
  longDate,
  pager,
  standardTail,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, randomTools, rowWriter, spaced, synthParties } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND8_TPLS = ['cloud', 'fresh', 'lexo', 'alpen', 'itsp', 'multi', 'grid3'] as const;
type Tpl = (typeof BLIND8_TPLS)[number];
type Lang = 'de' | 'en' | 'it' | 'es';
type Notation = 'de' | 'en' | 'ch';
type Cc = 'DE' | 'AT' | 'CH' | 'IT' | 'ES' | 'LU' | 'IE' | 'NL' | 'GB' | 'FR' | 'BE';

interface P {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: Cc;
  vat?: string;
  vatShown?: string;
}
interface Ln {
  id: string;
  name: string;
  detail?: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  net: string;
}
interface Doc {
  tpl: Tpl;
  lang: Lang;
  cur: string;
  s: P;
  b: P;
  ship?: P;
  lines: Ln[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  paid: string;
  number: string;
  issue: string;
  due?: string;
  terms?: string;
  po?: string;
  iban?: string;
  bic?: string;
  credit?: { orig: string; date: string };
  t: ReturnType<typeof randomTools> & { rnd: () => number };
  money: (v: string) => string;
  date: (iso: string) => string;
  notation: Notation;
}

/** A party of a country the shared helpers do not have (CH, IT, ES, LU, IE), or the helpers' one. */
const mkParty = (c: Cc, h: Helpers, t: Doc['t']): P => anyParty(c, h, t) as P;

const ITEMS: Record<Lang, string[]> = {
  de: [
    'Wartungsvertrag Serverraum',
    'Installation Netzwerkdose Cat. 7',
    'Beratung Datenschutz (DSGVO)',
    'Lieferung Büromöbel Schreibtisch 160 cm',
    'Projektmanagement',
    'Grafikdesign Flyer DIN lang',
    'Fliesenarbeiten Bad Erdgeschoss',
    'Entwicklung Schnittstelle Warenwirtschaft',
    'Mietgerät Hubarbeitsbühne',
    'Kaffeebohnen Espresso 1 kg',
  ],
  en: [
    'Monthly retainer – marketing services',
    'Logo design and brand guidelines',
    'Server migration',
    'Copywriting (blog articles)',
    'Photography session, half day',
    'Annual licence, Team plan',
    'Onboarding workshop',
    'Hardware: USB-C docking station',
  ],
  it: [
    'Consulenza tecnica',
    'Manutenzione impianto elettrico',
    'Fornitura materiale di consumo',
    'Sviluppo software gestionale',
    'Trasporto merci',
  ],
  es: [
    'Servicio de mantenimiento',
    'Consultoría informática',
    'Suministro de material de oficina',
    'Instalación de climatización',
    'Transporte y montaje',
  ],
};
const DETAILS = [
  'gemäß Angebot vom Vormonat',
  'inkl. Anfahrt und Material',
  'Leistungszeitraum laut Stundennachweis',
  'Abrechnung nach Aufwand',
];
const UNITS: Record<Lang, Array<[string, string]>> = {
  de: [
    ['Stk', 'H87'],
    ['Stück', 'H87'],
    ['Std.', 'HUR'],
    ['kg', 'KGM'],
    ['m', 'MTR'],
    ['pauschal', 'LS'],
    ['', 'C62'],
  ],
  en: [
    ['pcs', 'H87'],
    ['h', 'HUR'],
    ['', 'C62'],
  ],
  it: [
    ['pz', 'H87'],
    ['ore', 'HUR'],
    ['kg', 'KGM'],
    ['', 'C62'],
  ],
  es: [
    ['ud', 'H87'],
    ['horas', 'HUR'],
    ['kg', 'KGM'],
    ['', 'C62'],
  ],
};
const CLOUD_SERVICES = [
  'Elastic Compute Service',
  'Simple Object Storage',
  'Managed Database Service',
  'Content Delivery Network',
  'Data Transfer',
  'Key Management Service',
  'Cloud Monitoring',
  'Load Balancing',
  'Container Registry',
  'DNS Service',
];
export function generateBlind8(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const tpl = BLIND8_TPLS[k % BLIND8_TPLS.length] as Tpl;
  const d = buildDoc(tpl, h);
  const rows: Row[] = [];
  const draw = {
    cloud: drawCloud,
    fresh: drawFresh,
    lexo: drawLexo,
    alpen: drawAlpen,
    itsp: drawItSp,
    multi: drawMulti,
    grid3: drawGrid3,
  }[tpl];
  const nPages = draw(d, rows);
  // "Page 1 of {N}": the page count is known only when drawn
  for (const r of rows) r[2] = r[2].replace('{N}', String(nPages));
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}

function countries(tpl: Tpl, t: Doc['t']): { sc: Cc; bc: Cc; lang: Lang } {
  switch (tpl) {
    case 'cloud':
      return { sc: t.pick(['LU', 'IE'] as const), bc: t.pick(['DE', 'DE', 'NL', 'AT'] as const), lang: 'en' };
    case 'fresh':
      return { sc: t.pick(['IE', 'NL', 'DE'] as const), bc: t.pick(['DE', 'NL', 'IE'] as const), lang: 'en' };
    case 'alpen': {
      const c = t.pick(['CH', 'AT'] as const);
      return { sc: c, bc: c, lang: 'de' };
    }
    case 'itsp': {
      const c = t.pick(['IT', 'ES'] as const);
      return { sc: c, bc: c, lang: c === 'IT' ? 'it' : 'es' };
    }
    case 'multi': {
      const lang = t.pick(['de', 'en'] as const);
      return lang === 'de'
        ? { sc: 'DE', bc: 'DE', lang }
        : { sc: t.pick(['GB', 'NL'] as const), bc: 'DE', lang };
    }
    case 'grid3':
      return { sc: 'DE', bc: 'DE', lang: t.pick(['de', 'de', 'en'] as const) };
    default:
      return { sc: 'DE', bc: 'DE', lang: 'de' };
  }
}

const STD: Record<string, [string, string]> = {
  DE: ['19', '7'],
  AT: ['20', '10'],
  CH: ['8.1', '2.6'],
  IT: ['22', '10'],
  ES: ['21', '10'],
  NL: ['21', '9'],
  GB: ['20', '5'],
  IE: ['23', '13.5'],
};

function buildLines(tpl: Tpl, lang: Lang, rates: [string, string], t: Doc['t']): Ln[] {
  const n =
    tpl === 'multi'
      ? t.int(28, 60)
      : tpl === 'cloud'
        ? t.int(3, 8)
        : tpl === 'lexo'
          ? t.int(1, 6)
          : t.int(1, 7);
  const lines: Ln[] = [];
  const services = [...CLOUD_SERVICES];
  for (let i = 0; i < n; i++) {
    if (tpl === 'cloud') {
      const name = services.splice(Math.floor(t.rnd() * services.length), 1)[0] as string;
      const price = `${t.int(0, 2400)}.${t.digits(2)}`;
      lines.push({ id: String(i + 1), name, qty: '1', unit: ['', 'C62'], price, rate: rates[0], net: price });
      continue;
    }
    const unit: [string, string] = tpl === 'fresh' ? ['', 'C62'] : t.pick(UNITS[lang]);
    const qty =
      unit[1] === 'LS'
        ? '1'
        : unit[1] === 'HUR'
          ? t.pick(['1', '2.5', '6', '8', '16'])
          : String(t.int(1, 40));
    const price = `${t.int(1, 1500)}.${t.pick(['00', '50', '95', t.digits(2)])}`;
    // the multi-page table has no VAT column: one rate there
    const rate = rates[1] && tpl !== 'fresh' && tpl !== 'multi' && t.rnd() < 0.25 ? rates[1] : rates[0];
    const base = t.pick(ITEMS[lang]);
    const name =
      tpl === 'grid3' || tpl === 'multi'
        ? `${base} ${t.pick(lang === 'de' ? ['Ausführung Standard', 'gemäß Auftrag', 'Typ A', 'Typ B', 'Los 2'] : ['standard finish', 'as ordered', 'type A', 'type B', 'lot 2'])}`
        : base;
    const detail = tpl === 'lexo' && t.rnd() < 0.7 ? t.pick(DETAILS) : undefined;
    lines.push({
      id: String(i + 1),
      name,
      detail,
      qty,
      unit,
      price,
      rate,
      net: round(dec(qty).times(dec(price))),
    });
  }
  return lines;
}

function notationOf(tpl: Tpl, sc: Cc, lang: Lang, t: Doc['t']): Notation {
  if (sc === 'CH') return t.rnd() < 0.7 ? 'ch' : 'de';
  if (lang === 'en') return 'en';
  return tpl === 'multi' && lang === 'de' && t.rnd() < 0.2 ? 'en' : 'de';
}

function fmtMoney(v: string, n: Notation): string {
  return groupedMoney(v, n === 'en' ? ',' : n === 'ch' ? "'" : '.', n === 'de' ? ',' : '.');
}

function buildDoc(tpl: Tpl, h: Helpers): Doc {
  const t = { ...randomTools(h.rnd), rnd: h.rnd };
  const { sc, bc, lang } = countries(tpl, t);
  const s = mkParty(sc, h, t);
  const b = mkParty(bc, h, t);
  if (b.name.split(' ')[0] === s.name.split(' ')[0])
    b.name = `${t.pick(['Nova', 'Vertex', 'Polar'])} ${b.name}`;
  const buyerVat =
    tpl === 'cloud' || tpl === 'itsp' || (tpl === 'grid3' && t.rnd() < 0.5) || (tpl === 'fresh' && bc !== sc);
  if (!buyerVat) {
    b.vat = undefined;
    b.vatShown = undefined;
  }
  const ship = tpl === 'grid3' ? mkParty('DE', h, t) : undefined;
  const cur = sc === 'CH' ? 'CHF' : tpl === 'cloud' ? t.pick(['EUR', 'USD']) : sc === 'GB' ? 'GBP' : 'EUR';
  // the cloud seller charges the VAT of the buyer's country
  const rates = STD[tpl === 'cloud' ? bc : sc] ?? ['19', '7'];
  const lines = buildLines(tpl, lang, tpl === 'cloud' ? [rates[0], ''] : rates, t);
  const { vat, lineNet, vatT } = vatSums(lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const year = t.pick(['2025', '2026']);
  const issue = `${year}-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const days = t.pick([10, 14, 30]);
  const credit =
    tpl === 'fresh' && t.rnd() < 0.25
      ? { orig: `INV-${t.digits(6)}`, date: addDays(issue, -t.int(5, 40)) }
      : undefined;
  const paid = tpl === 'fresh' && !credit && t.rnd() < 0.3 ? round(dec(gross).times(0.5)) : '0';
  const notation = notationOf(tpl, sc, lang, t);
  const iban = ibanOf(sc, t);
  const bank = tpl !== 'cloud' || t.rnd() < 0.5;
  const date =
    tpl === 'cloud' || (tpl === 'fresh' && t.rnd() < 0.5)
      ? (iso: string) => longDate(iso, 'en')
      : sc === 'AT' && t.rnd() < 0.5
        ? (iso: string) => longDate(iso, 'at')
        : (iso: string) => {
            const [y, m, dd] = iso.split('-');
            return lang === 'de'
              ? `${dd}.${m}.${y}`
              : lang === 'en' && tpl === 'fresh'
                ? `${y}-${m}-${dd}`
                : `${dd}/${m}/${y}`;
          };
  const termsText: Record<Lang, string> = {
    de: `Zahlbar innerhalb von ${days} Tagen ohne Abzug.`,
    en: `Payment due within ${days} days.`,
    it: `Pagamento a ${days} giorni data fattura.`,
    es: `Pago a ${days} días.`,
  };
  return {
    tpl,
    lang,
    cur,
    s,
    b,
    ship,
    lines,
    vat,
    lineNet,
    vatT,
    gross,
    paid,
    number: credit
      ? `CN-${t.digits(5)}`
      : tpl === 'cloud'
        ? `${t.pick(['EUINDE', 'EUINNL', 'IE'])}${year.slice(2)}-${t.digits(6)}`
        : tpl === 'fresh'
          ? t.pick([`INV-${t.digits(6)}`, `${t.digits(7)}`])
          : tpl === 'itsp'
            ? `${t.int(1, 480)}/${year}`
            : t.pick([`RE-${year}-${t.digits(4)}`, `${year}${t.digits(5)}`, `R${t.digits(6)}`]),
    issue,
    // the online-accounting layout prints only the terms sentence, no due date
    due: credit || tpl === 'lexo' ? undefined : addDays(issue, days),
    terms: credit || tpl === 'cloud' || tpl === 'fresh' ? undefined : termsText[lang],
    po:
      (tpl === 'grid3' || tpl === 'multi' || tpl === 'fresh') && t.rnd() < 0.4
        ? `PO-${t.int(1000, 99999)}`
        : undefined,
    iban: bank ? iban : undefined,
    bic: bank && sc !== 'CH' ? bicOf(sc, t) : undefined,
    credit,
    t,
    money: (v: string) => fmtMoney(v, notation),
    date,
    notation,
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.due) inv.dueDate = d.due;
  if (d.terms) inv.paymentTerms = d.terms;
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  }
  if (d.po) inv.purchaseOrderReference = d.po;
  Object.assign(inv, synthParties(d.s, d.b));
  if (d.iban)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(d.bic ? { providerId: d.bic } : {}) }],
    };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    ...(d.paid !== '0' ? { paidAmount: d.paid } : {}),
    amountDue: round(dec(d.gross).minus(dec(d.paid))),
  };
  return standardTail(inv, d);
}

const pct = (d: Doc, r: string) =>
  `${d.notation === 'de' ? r.replace('.', ',') : r}${d.lang === 'en' ? '%' : ' %'}`;
const qtyTxt = (d: Doc, q: string) => (d.notation === 'de' ? q.replace('.', ',') : q);
const addr = (p: P, withCountry = false) => [
  p.name,
  p.street,
  `${p.pc} ${p.city}`,
  ...(withCountry ? [COUNTRY[p.country] ?? p.country] : []),
];
const COUNTRY: Partial<Record<Cc, string>> = {
  DE: 'Germany',
  NL: 'Netherlands',
  AT: 'Austria',
  IE: 'Ireland',
  LU: 'Luxembourg',
  GB: 'United Kingdom',
};

// ---------------------------------------------------------------------------- cloud
function drawCloud(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const t = d.t;
  const sym = d.cur === 'USD' ? 'USD ' : 'EUR ';
  w.put(40, 50, d.s.name.split(' ').slice(0, 3).join(' '), { size: 16, bold: true });
  w.put(44, 545, 'Invoice', { size: 20, bold: true, right: true });
  w.put(80, 50, 'Account summary', { size: 11, bold: true });
  const period = `${longDate(addDays(d.issue, -31), 'en')} - ${longDate(addDays(d.issue, -1), 'en')}`;
  let y = w.kv(
    98,
    50,
    200,
    [
      ['Account number:', t.digits(12)],
      ['Invoice Number:', d.number],
      ['Invoice Date:', d.date(d.issue)],
      ['Billing Period:', period],
    ],
    { size: 9 },
    13,
  );
  w.put(98, 330, 'Bill to Address:', { size: 9, bold: true });
  w.block(
    [...addr(d.b, true), ...(d.b.vatShown ? [`VAT Registration Number: ${d.b.vatShown}`] : [])],
    330,
    111,
    { size: 9 },
  );
  y += 30;
  w.put(y, 50, `TOTAL AMOUNT DUE ON ${d.date(d.due ?? d.issue).toUpperCase()}`, { size: 11, bold: true });
  w.put(y, 545, `${sym}${d.money(d.gross)}`, { size: 11, bold: true, right: true });
  y += 28;
  w.put(y, 50, 'Charges by service', { size: 11, bold: true });
  w.put(y + 16, 50, 'Service', { size: 8, bold: true });
  w.put(y + 16, 545, `Amount (${d.cur})`, { size: 8, bold: true, right: true });
  y += 30;
  for (const l of d.lines) {
    w.put(y, 50, l.name, { size: 9 });
    w.put(y, 545, d.money(l.net), { size: 9, right: true });
    y += 12;
    if (t.rnd() < 0.4) {
      const gb = `${t.int(1, 9000)}.${t.digits(3)}`;
      w.put(y, 62, `Usage: ${gb} GB-Mo, region eu-central-1`, { size: 7 });
      y += 11;
    }
  }
  y += 8;
  w.put(y, 50, 'Charges before tax', { size: 9 });
  w.put(y, 545, `${sym}${d.money(d.lineNet)}`, { size: 9, right: true });
  y += 24;
  w.put(y, 50, 'Tax by jurisdiction', { size: 11, bold: true });
  y += 16;
  const land = { DE: 'Germany', NL: 'Netherlands', AT: 'Austria' }[d.b.country as 'DE'] ?? d.b.country;
  for (const v of d.vat) {
    w.put(y, 50, `${land} VAT ${pct(d, v.rate)} on ${sym}${d.money(v.base)}`, { size: 9 });
    w.put(y, 545, `${sym}${d.money(v.tax)}`, { size: 9, right: true });
    y += 12;
  }
  y += 10;
  w.put(y, 50, 'Total for this invoice', { size: 10, bold: true });
  w.put(y, 545, `${sym}${d.money(d.gross)}`, { size: 10, bold: true, right: true });
  y += 30;
  if (d.iban)
    w.block(
      [
        'Please pay by bank transfer and quote the invoice number:',
        `Bank account: ${spaced(d.iban)}   BIC: ${d.bic}`,
      ],
      50,
      y,
      { size: 8 },
    );
  else w.put(y, 50, 'This invoice will be charged to the payment card on file.', { size: 8 });
  w.block(
    [
      `${d.s.name}, ${d.s.street}, ${d.s.pc} ${d.s.city}, ${COUNTRY[d.s.country] ?? d.s.country}`,
      `VAT Registration Number: ${d.s.vatShown}`,
    ],
    50,
    770,
    { size: 7 },
  );
  return 1;
}

// ---------------------------------------------------------------------------- fresh
function drawFresh(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const t = d.t;
  const zoho = t.rnd() < 0.5;
  const cs = d.cur === 'GBP' ? '£' : '€';
  const m = (v: string) => `${cs}${d.money(v)}`;
  w.block(
    [
      d.s.name,
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      COUNTRY[d.s.country] ?? d.s.country,
      `VAT: ${d.s.vatShown}`,
    ],
    545 - 150,
    40,
    { size: 9 },
  );
  w.put(40, 50, d.credit ? 'CREDIT NOTE' : zoho ? 'INVOICE' : 'Invoice', { size: 22, bold: true });
  w.put(130, 50, 'Billed To', { size: 9, bold: true });
  w.block([...addr(d.b, true), ...(d.b.vatShown ? [`VAT ${d.b.vatShown}`] : [])], 50, 143, { size: 9 });
  const meta: Array<[string, string]> = [
    [
      zoho ? (d.credit ? 'Credit Note#' : 'Invoice#') : d.credit ? 'Credit Note Number' : 'Invoice Number',
      d.number,
    ],
    [zoho ? (d.credit ? 'Credit Date' : 'Invoice Date') : 'Date of Issue', d.date(d.issue)],
  ];
  if (d.due) meta.push([zoho ? 'Due Date' : 'Due Date', d.date(d.due)]);
  if (d.po) meta.push(['Reference', d.po]);
  if (d.credit)
    meta.push(['Original Invoice', d.credit.orig], ['Original Invoice Date', d.date(d.credit.date)]);
  w.kv(130, 230, 390, meta, { size: 9 }, 13);
  const dueLabel = d.credit ? 'Credits Remaining' : `Amount Due (${d.cur})`;
  w.put(130, 545, dueLabel, { size: 9, bold: true, right: true });
  w.put(146, 545, m(round(dec(d.gross).minus(dec(d.paid)))), { size: 18, bold: true, right: true });
  let y = 240;
  const heads = zoho
    ? [
        ['#', 50],
        ['Item & Description', 70],
        ['Qty', 380],
        ['Rate', 460],
        ['Amount', 545],
      ]
    : [
        ['Description', 50],
        ['Rate', 380],
        ['Qty', 450],
        ['Line Total', 545],
      ];
  for (const [h, x] of heads)
    w.put(y, x as number, h as string, { size: 9, bold: true, right: (x as number) >= 380 });
  y += 18;
  for (const l of d.lines) {
    const cells: Array<[number, string]> = zoho
      ? [
          [50, l.id],
          [70, l.name],
          [380, qtyTxt(d, l.qty)],
          [460, d.money(l.price)],
          [545, d.money(l.net)],
        ]
      : [
          [50, l.name],
          [380, m(l.price)],
          [450, qtyTxt(d, l.qty)],
          [545, m(l.net)],
        ];
    for (const [x, v] of cells) w.put(y, x, v, { size: 9, right: x >= 380 });
    y += 16;
  }
  y += 10;
  const tot: Array<[string, string]> = [['Subtotal', m(d.lineNet)]];
  for (const v of d.vat)
    tot.push([zoho ? `VAT (${pct(d, v.rate)})` : `Tax (VAT ${pct(d, v.rate)})`, m(v.tax)]);
  tot.push(['Total', m(d.gross)]);
  if (d.paid !== '0') tot.push(['Amount Paid', `(${m(d.paid)})`]);
  if (!d.credit)
    tot.push([zoho ? 'Balance Due' : `Amount Due (${d.cur})`, m(round(dec(d.gross).minus(dec(d.paid))))]);
  w.kv(y, 360, 545, tot, { size: 9 }, 14);
  if (d.iban) w.block(['Payment details', `IBAN: ${spaced(d.iban)}`, `BIC: ${d.bic}`], 50, 700, { size: 8 });
  return 1;
}

// ---------------------------------------------------------------------------- lexo
function drawLexo(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const t = d.t;
  w.put(40, 380, d.s.name, { size: 14, bold: true });
  w.put(140, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  w.block(addr(d.b), 50, 155, { size: 10 });
  const info: Array<[string, string]> = [
    ['Rechnungsnr.', d.number],
    ['Rechnungsdatum', d.date(d.issue)],
    ['Lieferdatum', d.date(addDays(d.issue, -t.int(0, 9)))],
    ['Kundennr.', String(t.int(10000, 99999))],
    ['Ihr Ansprechpartner', t.pick(['Julia Brandt', 'Lukas Meier', 'Aylin Demir'])],
  ];
  w.kv(140, 360, 545, info, { size: 9 }, 13);
  w.put(250, 50, `Rechnung Nr. ${d.number}`, { size: 13, bold: true });
  w.block(
    [
      'Sehr geehrte Damen und Herren,',
      'vielen Dank für Ihren Auftrag. Wir stellen Ihnen folgende Leistungen in Rechnung:',
    ],
    50,
    275,
    {
      size: 9,
    },
  );
  let y = 312;
  const cols: Array<[string, number, boolean]> = [
    ['Pos.', 50, false],
    ['Beschreibung', 80, false],
    ['Menge', 330, true],
    ['Einheit', 340, false],
    ['USt.', 420, true],
    ['Einzelpreis', 480, true],
    ['Gesamtpreis', 545, true],
  ];
  for (const [h, x, r] of cols) w.put(y, x, h, { size: 8, bold: true, right: r });
  y += 16;
  for (const l of d.lines) {
    w.put(y, 50, l.id, { size: 9 });
    w.put(y, 80, l.name, { size: 9, bold: true });
    w.put(y, 330, qtyTxt(d, l.qty), { size: 9, right: true });
    w.put(y, 340, l.unit[0], { size: 9 });
    w.put(y, 420, pct(d, l.rate), { size: 9, right: true });
    w.put(y, 480, `${d.money(l.price)} €`, { size: 9, right: true });
    w.put(y, 545, `${d.money(l.net)} €`, { size: 9, right: true });
    y += 12;
    if (l.detail) {
      w.put(y, 80, l.detail, { size: 8 });
      y += 11;
    }
    y += 5;
  }
  y += 8;
  const tot: Array<[string, string]> = [['Gesamtbetrag netto', `${d.money(d.lineNet)} €`]];
  for (const v of d.vat) tot.push([`zzgl. Umsatzsteuer ${pct(d, v.rate)}`, `${d.money(v.tax)} €`]);
  w.kv(y, 340, 545, tot, { size: 9 }, 13);
  y += tot.length * 13 + 4;
  w.put(y, 340, 'Gesamtbetrag brutto', { size: 10, bold: true });
  w.put(y, 545, `${d.money(d.gross)} €`, { size: 10, bold: true, right: true });
  y += 30;
  w.put(y, 50, d.terms ?? '', { size: 9 });
  w.put(y + 14, 50, 'Mit freundlichen Grüßen', { size: 9 });
  const foot: string[][] = [
    [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`],
    [`Tel. +49 ${t.int(30, 89)} ${t.digits(6)}`, `info@${d.s.name.split(' ')[0]?.toLowerCase()}.example`],
    [`USt-IdNr.: ${d.s.vatShown}`, `Amtsgericht ${d.s.city}`, `HRB ${t.digits(5)}`],
    [`IBAN: ${spaced(d.iban ?? '')}`, `BIC: ${d.bic}`],
  ];
  foot.forEach((c, i) => void w.block(c, 50 + i * 128, 775, { size: 6 }));
  return 1;
}

// ---------------------------------------------------------------------------- alpen
function drawAlpen(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const ch = d.s.country === 'CH';
  const tax = ch ? 'MWST' : 'USt';
  w.put(40, 50, d.s.name, { size: 15, bold: true });
  w.block(
    [
      d.s.street,
      `${ch ? 'CH-' : 'A-'}${d.s.pc} ${d.s.city}`,
      `${ch ? 'MWST-Nr.' : 'UID-Nr.'} ${d.s.vatShown}`,
    ],
    50,
    60,
    {
      size: 8,
    },
  );
  w.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 330, 120, { size: 10 });
  w.put(200, 50, 'Rechnung', { size: 16, bold: true });
  w.kv(
    225,
    50,
    170,
    [
      ['Rechnungsnummer', d.number],
      ['Rechnungsdatum', d.date(d.issue)],
      ['Leistungszeitraum', `${d.date(addDays(d.issue, -30))} – ${d.date(addDays(d.issue, -1))}`],
      ['Zahlbar bis', d.date(d.due ?? d.issue)],
    ],
    { size: 9 },
    13,
  );
  let y = 295;
  const heads: Array<[string, number, boolean]> = [
    ['Pos', 50, false],
    ['Bezeichnung', 75, false],
    ['Menge', 320, true],
    ['Einh.', 328, false],
    [`${tax} %`, 395, true],
    [`Preis ${d.cur}`, 470, true],
    [`Betrag ${d.cur}`, 545, true],
  ];
  for (const [h, x, r] of heads) w.put(y, x, h, { size: 8, bold: true, right: r });
  y += 15;
  for (const l of d.lines) {
    w.put(y, 50, l.id, { size: 9 });
    w.put(y, 75, l.name, { size: 9 });
    w.put(y, 320, qtyTxt(d, l.qty), { size: 9, right: true });
    w.put(y, 328, l.unit[0], { size: 9 });
    w.put(y, 395, d.notation === 'de' ? l.rate.replace('.', ',') : l.rate, { size: 9, right: true });
    w.put(y, 470, d.money(l.price), { size: 9, right: true });
    w.put(y, 545, d.money(l.net), { size: 9, right: true });
    y += 14;
  }
  y += 10;
  const tot: Array<[string, string]> = [[`Total exkl. ${tax}`, d.money(d.lineNet)]];
  for (const v of d.vat) tot.push([`${tax} ${pct(d, v.rate)} von ${d.money(v.base)}`, d.money(v.tax)]);
  tot.push([ch ? `Rechnungsbetrag ${d.cur}` : 'Rechnungsbetrag', d.money(d.gross)]);
  y = w.kv(y, 300, 545, tot, { size: 9 }, 14) + 14;
  w.put(y, 50, d.terms ?? '', { size: 9 });
  if (ch) drawQrBill(d, w);
  else {
    w.block(
      [
        `${d.s.name} · FN ${d.t.digits(6)}${d.t.pick(['a', 'k', 'm'])} · Handelsgericht Wien`,
        `Bankverbindung: IBAN ${spaced(d.iban ?? '')} · BIC ${d.bic}`,
      ],
      50,
      780,
      {
        size: 7,
      },
    );
  }
  return 1;
}

/** The Swiss QR-bill payment part at the foot: receipt left, payment part right. */
function drawQrBill(d: Doc, w: ReturnType<typeof rowWriter>): void {
  // the QR-bill payment part: receipt left, payment part right
  w.put(600, 50, 'Empfangsschein', { size: 11, bold: true });
  w.put(600, 230, 'Zahlteil', { size: 11, bold: true });
  w.block(
    ['Konto / Zahlbar an', spaced(d.iban ?? ''), d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`],
    50,
    620,
    {
      size: 7,
    },
  );
  w.block(
    ['Konto / Zahlbar an', spaced(d.iban ?? ''), d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`],
    380,
    620,
    {
      size: 8,
    },
  );
  w.block(
    [
      'Referenz',
      `${d.t.digits(2)} ${d.t.digits(5)} ${d.t.digits(5)} ${d.t.digits(5)} ${d.t.digits(5)} ${d.t.digits(5)}`,
    ],
    380,
    690,
    { size: 8 },
  );
  w.block(['Zahlbar durch', d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 50, 700, { size: 7 });
  w.put(770, 50, 'Währung   Betrag', { size: 7 });
  w.put(780, 50, `${d.cur}   ${d.money(d.gross)}`, { size: 8 });
  w.put(770, 230, 'Währung   Betrag', { size: 7 });
  w.put(780, 230, `${d.cur}   ${d.money(d.gross)}`, { size: 8 });
}

// ---------------------------------------------------------------------------- itsp
function drawItSp(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const it = d.lang === 'it';
  const L = it
    ? {
        title: 'FATTURA',
        no: 'Fattura n.',
        date: 'Data',
        s: 'Cedente/prestatore',
        b: 'Cessionario/committente',
        vat: 'P.IVA',
        cols: ['Descrizione', 'Quantità', 'U.M.', 'Prezzo unitario', 'IVA %', 'Importo'],
        base: 'Imponibile',
        tax: 'IVA',
        total: 'Totale documento',
        due: 'Scadenza',
        pay: 'Modalità di pagamento: Bonifico bancario',
      }
    : {
        title: 'FACTURA',
        no: 'Factura nº',
        date: 'Fecha de expedición',
        s: 'Emisor',
        b: 'Cliente',
        vat: 'NIF',
        cols: ['Concepto', 'Cantidad', 'Ud.', 'Precio', 'IVA %', 'Importe'],
        base: 'Base imponible',
        tax: 'IVA',
        total: 'Total factura',
        due: 'Vencimiento',
        pay: 'Forma de pago: Transferencia bancaria',
      };
  w.put(40, 50, L.title, { size: 20, bold: true });
  w.kv(
    40,
    330,
    545,
    [
      [L.no, d.number],
      [L.date, d.date(d.issue)],
    ],
    { size: 10 },
    14,
  );
  const party = (p: P, x: number, head: string) => {
    w.put(100, x, head, { size: 8, bold: true });
    w.block([p.name, p.street, `${p.pc} ${p.city}`, `${L.vat}: ${p.vatShown ?? ''}`], x, 114, { size: 9 });
  };
  party(d.s, 50, L.s);
  party(d.b, 310, L.b);
  let y = 200;
  const xs: Array<[number, boolean]> = [
    [50, false],
    [300, true],
    [310, false],
    [420, true],
    [470, true],
    [545, true],
  ];
  L.cols.forEach((h, i) => void w.put(y, xs[i]?.[0] ?? 0, h, { size: 8, bold: true, right: xs[i]?.[1] }));
  y += 16;
  for (const l of d.lines) {
    const v = [l.name, qtyTxt(d, l.qty), l.unit[0], d.money(l.price), l.rate, d.money(l.net)];
    v.forEach((c, i) => void w.put(y, xs[i]?.[0] ?? 0, c, { size: 9, right: xs[i]?.[1] }));
    y += 14;
  }
  y += 16;
  // the summary as a small table: rate | base | tax
  w.put(y, 250, it ? 'Aliquota' : 'Tipo', { size: 8, bold: true });
  w.put(y, 400, L.base, { size: 8, bold: true, right: true });
  w.put(y, 545, L.tax, { size: 8, bold: true, right: true });
  y += 14;
  for (const v of d.vat) {
    w.put(y, 250, pct(d, v.rate), { size: 9 });
    w.put(y, 400, d.money(v.base), { size: 9, right: true });
    w.put(y, 545, d.money(v.tax), { size: 9, right: true });
    y += 13;
  }
  y += 8;
  w.put(y, 250, L.total, { size: 11, bold: true });
  w.put(y, 545, `€ ${d.money(d.gross)}`, { size: 11, bold: true, right: true });
  y += 30;
  w.block(
    [
      L.pay,
      `IBAN: ${spaced(d.iban ?? '')}`,
      `BIC: ${d.bic}`,
      `${L.due}: ${d.date(d.due ?? d.issue)}`,
      d.terms ?? '',
    ],
    50,
    y,
    {
      size: 9,
    },
  );
  return 1;
}

// ---------------------------------------------------------------------------- multi
function drawMulti(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 740);
  const de = d.lang === 'de';
  const cols: Array<[string, number, boolean]> = [
    [de ? 'Pos.' : 'No.', 50, false],
    [de ? 'Artikel / Leistung' : 'Description', 80, false],
    [de ? 'Menge' : 'Qty', 330, true],
    [de ? 'Einheit' : 'Unit', 338, false],
    [de ? 'Einzelpreis' : 'Unit price', 460, true],
    [de ? 'Betrag' : 'Amount', 545, true],
  ];
  const pageHead = () => {
    w.put(30, 50, `${de ? 'Rechnung' : 'Invoice'} ${d.number} · ${d.date(d.issue)}`, { size: 8 });
    w.put(30, 545, `${de ? 'Seite' : 'Page'} ${w.page()} ${de ? 'von' : 'of'} {N}`, { size: 8, right: true });
  };
  const heads = (y: number) => {
    for (const [h, x, r] of cols) w.put(y, x, h, { size: 8, bold: true, right: r });
    return y + 16;
  };
  pageHead();
  w.put(50, 50, d.s.name, { size: 14, bold: true });
  w.put(66, 50, `${d.s.street}, ${d.s.pc} ${d.s.city} · ${de ? 'USt-IdNr.' : 'VAT No.'} ${d.s.vatShown}`, {
    size: 8,
  });
  w.block(addr(d.b, d.b.country !== d.s.country), 50, 110, { size: 10 });
  const meta: Array<[string, string]> = [
    [de ? 'Rechnungsnummer' : 'Invoice no.', d.number],
    [de ? 'Datum' : 'Date', d.date(d.issue)],
    [de ? 'Fällig am' : 'Due date', d.date(d.due ?? d.issue)],
  ];
  if (d.po) meta.push([de ? 'Ihre Bestellung' : 'Your order', d.po]);
  w.kv(110, 360, 545, meta, { size: 9 }, 13);
  w.put(190, 50, de ? 'Rechnung' : 'Invoice', { size: 14, bold: true });
  let y = heads(215);
  let run = dec(0);
  for (const l of d.lines) {
    if (y + 24 > w.bottom) {
      w.put(y + 4, 80, de ? 'Übertrag' : 'Carried forward', { size: 9, bold: true });
      w.put(y + 4, 545, d.money(round(run)), { size: 9, bold: true, right: true });
      y = w.next();
      pageHead();
      y = heads(y);
      w.put(y, 80, de ? 'Übertrag' : 'Brought forward', { size: 9, bold: true });
      w.put(y, 545, d.money(round(run)), { size: 9, bold: true, right: true });
      y += 16;
    }
    // the name wraps after its base words: second line under the first
    const words = l.name.split(' ');
    const cut = Math.max(1, words.length - 2);
    w.put(y, 50, l.id, { size: 9 });
    w.put(y, 80, words.slice(0, cut).join(' '), { size: 9 });
    w.put(y, 330, qtyTxt(d, l.qty), { size: 9, right: true });
    w.put(y, 338, l.unit[0], { size: 9 });
    w.put(y, 460, d.money(l.price), { size: 9, right: true });
    w.put(y, 545, d.money(l.net), { size: 9, right: true });
    w.put(y + 11, 80, words.slice(cut).join(' '), { size: 9 });
    y += 24;
    run = run.plus(dec(l.net));
  }
  if (y + 120 > w.bottom) {
    y = w.next();
    pageHead();
  }
  y += 10;
  const tot: Array<[string, string]> = [[de ? 'Summe netto' : 'Net total', d.money(d.lineNet)]];
  for (const v of d.vat) tot.push([`${de ? 'USt.' : 'VAT'} ${pct(d, v.rate)}`, d.money(v.tax)]);
  tot.push([de ? `Gesamtbetrag ${d.cur}` : `Total ${d.cur}`, d.money(d.gross)]);
  y = w.kv(y, 340, 545, tot, { size: 9 }, 14) + 16;
  w.block([d.terms ?? '', `IBAN ${spaced(d.iban ?? '')} · BIC ${d.bic}`], 50, y, { size: 9 });
  return w.page();
}

// ---------------------------------------------------------------------------- grid3
function drawGrid3(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const en = d.lang === 'en';
  w.put(40, 50, en ? 'INVOICE' : 'RECHNUNG', { size: 20, bold: true });
  const heads = en
    ? ['Supplier', 'Invoice to', 'Deliver to']
    : ['Rechnungssteller', 'Rechnungsempfänger', 'Lieferanschrift'];
  const ship = d.ship as P;
  [d.s, d.b, ship].forEach((p, i) => {
    const x = 50 + i * 170;
    w.put(80, x, heads[i] as string, { size: 9, bold: true });
    const ls = [p.name, p.street, `${p.pc} ${p.city}`];
    if (i < 2 && p.vatShown) ls.push(`${en ? 'VAT ID' : 'USt-IdNr.'}: ${p.vatShown}`);
    w.block(ls, x, 94, { size: 9 });
  });
  const meta: Array<[string, string]> = [
    [en ? 'Invoice number' : 'Rechnungsnummer', d.number],
    [en ? 'Invoice date' : 'Rechnungsdatum', d.date(d.issue)],
    [en ? 'Due date' : 'Fälligkeitsdatum', d.date(d.due ?? d.issue)],
  ];
  if (d.po) meta.push([en ? 'Order number' : 'Bestellnummer', d.po]);
  // a grid of references: labels in one row, values under them
  meta.forEach(([a, v], i) => {
    w.put(170, 50 + i * 125, a, { size: 8, bold: true });
    w.put(182, 50 + i * 125, v, { size: 9 });
  });
  let y = 220;
  const cols: Array<[string, number, boolean]> = [
    [en ? 'Item' : 'Pos.', 50, false],
    [en ? 'Description' : 'Bezeichnung', 80, false],
    [en ? 'Quantity' : 'Menge', 320, true],
    [en ? 'Price' : 'Preis', 420, true],
    [en ? 'VAT' : 'USt.', 460, true],
    [en ? 'Total' : 'Gesamt', 545, true],
  ];
  for (const [h, x, r] of cols) w.put(y, x, h, { size: 8, bold: true, right: r });
  y += 16;
  for (const l of d.lines) {
    const words = l.name.split(' ');
    const cut = Math.max(1, Math.ceil(words.length / 2));
    w.put(y, 50, l.id, { size: 9 });
    w.put(y, 80, words.slice(0, cut).join(' '), { size: 9 });
    w.put(y, 320, qtyTxt(d, l.qty), { size: 9, right: true });
    w.put(y, 420, d.money(l.price), { size: 9, right: true });
    w.put(y, 460, pct(d, l.rate), { size: 9, right: true });
    w.put(y, 545, d.money(l.net), { size: 9, right: true });
    // second line of the row: the rest of the name, the unit under the quantity
    w.put(y + 11, 80, words.slice(cut).join(' '), { size: 9 });
    if (l.unit[0]) w.put(y + 11, 320, l.unit[0], { size: 8, right: true });
    y += 26;
  }
  y += 6;
  const tot: Array<[string, string]> = [[en ? 'Net amount' : 'Nettobetrag', d.money(d.lineNet)]];
  for (const v of d.vat)
    tot.push([
      `${en ? 'VAT' : 'USt.'} ${pct(d, v.rate)} ${en ? 'on' : 'auf'} ${d.money(v.base)}`,
      d.money(v.tax),
    ]);
  tot.push([en ? `Total amount ${d.cur}` : `Rechnungsbetrag ${d.cur}`, d.money(d.gross)]);
  y = w.kv(y, 300, 545, tot, { size: 9 }, 14) + 16;
  w.put(y, 50, d.terms ?? '', { size: 9 });
  w.put(y + 14, 50, `${en ? 'Bank' : 'Bankverbindung'}: IBAN ${spaced(d.iban ?? '')}, BIC ${d.bic}`, {
    size: 9,
  });
  return 1;
}
