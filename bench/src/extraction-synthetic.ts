/**
 * Synthetic extraction check: random invoices (seeded) laid out by invoice templates common in
 * Europe — a German DIN 5008 letter (sender line over the address window, info block, item table,
 * totals block, three-column footer), an English "Bill to / Ship to" invoice, a French "Facture"
 * with SIRET/TVA and HT/TVA/TTC totals, a two-party "Seller: / Buyer:" form with a VAT table, a
 * small-business letter (logo area, right info box "Datum / Kunden-Nr. / Rechnungs-Nr.", totals as
 * a boxed table "Netto | MwSt | Brutto" side by side) and a Dutch/Belgian "Factuur" ("BTW",
 * "Te betalen", structured payment reference) — in German, English, French and Dutch wording and
 * number/date notation, with Dutch, Belgian and UK postcodes, sometimes over two pages with a
 * carried-over subtotal.
 *
 * Two modes:
 * - layout (default): the positioned text goes straight to the extractor (10 pt, 5 pt per
 *   character), measuring the reading rules on layouts and values they were not written for;
 * - `--pdf`: the same documents are rendered to real PDFs with pdfkit (DejaVu Sans / Sans
 *   Condensed / Serif from the fonts the pdf package ships: proportional widths, kerning,
 *   right-aligned amounts, bold headings, 7 pt small print, character/word spacing, text drawn in
 *   pieces) and read back like the CLI does (extractLayout → extractInvoice). `--keep` writes the
 *   PDFs to OUT/pdf.
 *
 * Truth = the generated model, scored by the corpus scorer.
 *
 *   node bench/src/extraction-synthetic.ts [--n 240] [--seed 7] [--out DIR] [--pdf [--keep]]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dec, emptyInvoice, type Invoice, round, writeCii } from '@ic/einvoice';
import { buildDoc, extractInvoice, type TextItem } from '@ic/extract';
import { extractLayout, FONT_REGULAR } from '@ic/pdf';
import PDFDocument from 'pdfkit';

/** How a piece of text is drawn: font size (default 10), bold, x = right edge, page (default 1). */
interface Style {
  size?: number;
  bold?: boolean;
  right?: boolean;
  page?: number;
}
/** [y, x, text, style] — y is the top of the text line on an A4 page (595 × 842). */
type Row = [number, number, string, Style?];
const A4 = { width: 595.28, height: 841.89 };
const layout = (rows: Row[], nPages: number) =>
  buildDoc(
    rows.map(([y, x, text, st = {}]): TextItem => {
      const size = st.size ?? 10;
      const w = (text.length * size) / 2;
      return { page: st.page ?? 1, text, x: st.right ? x - w : x, y, w, h: size, size, bold: st.bold };
    }),
    Array.from({ length: nPages }, () => ({ width: 595, height: 842 })),
  );

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '240' },
    pdf: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    seed: { type: 'string', default: '7' },
    out: { type: 'string', default: resolve(import.meta.dirname, '../results/synthetic') },
    lib: { type: 'string', default: resolve(import.meta.dirname, '../../../shared/tools/extraction-score') },
  },
});
const lib = (await import(pathToFileURL(join(values.lib as string, 'lib/en16931.mjs')).href)) as {
  extractInvoice: (xml: string) => { fields: unknown; vat: unknown; lines: unknown } | null;
};

let state = Number(values.seed) >>> 0 || 1;
const rnd = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));

type Lang = 'de' | 'en' | 'fr' | 'nl';
type Country = 'DE' | 'FR' | 'NL' | 'AT' | 'GB' | 'BE';
const SYL = [
  'Nord',
  'Berg',
  'Fein',
  'Alt',
  'Sonnen',
  'Rhein',
  'Blau',
  'Kessel',
  'Lumi',
  'Terra',
  'Vela',
  'Mar',
  'Orbi',
  'Kron',
  'Hafen',
  'Eichen',
  'Stern',
  'Quell',
];
const SUF = [
  'tech',
  'werk',
  'bau',
  'data',
  'logistik',
  'haus',
  'print',
  'systems',
  'media',
  'form',
  'vision',
  'trade',
];
const FORMS: Record<Country, string[]> = {
  DE: ['GmbH', 'AG', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)', 'e.K.', 'KG'],
  AT: ['GmbH', 'AG', 'OG'],
  FR: ['SARL', 'SAS', 'SA', 'EURL'],
  NL: ['B.V.', 'N.V.', 'V.O.F.'],
  GB: ['Ltd', 'Ltd.', 'LLP', 'PLC'],
  BE: ['BV', 'NV', 'SRL', 'BVBA', 'CommV'],
};
const STREETS: Record<Country, string[]> = {
  DE: [
    'Hauptstraße',
    'Bahnhofstr.',
    'Industrieweg',
    'Am Markt',
    'Lindenallee',
    'Gartenstraße',
    'Schillerplatz',
  ],
  AT: ['Ringstraße', 'Mariahilfer Straße', 'Landstraße'],
  FR: ['rue de la Paix', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue des Lilas', 'place du Marché'],
  NL: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Prinsengracht'],
  GB: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road'],
  BE: ['Meir', 'Kouter', 'Rue de la Loi', 'Veldstraat', 'Chaussée de Gand'],
};
const CITIES: Record<Country, Array<[string, () => string]>> = {
  DE: [
    ['Berlin', () => `1${int(1000, 4999)}`],
    ['München', () => `8${int(1000, 1999)}`],
    ['Köln', () => `50${int(600, 999)}`],
    ['Leipzig', () => `04${int(100, 357)}`],
    ['Frankfurt am Main', () => `60${int(300, 599)}`],
    ['Bad Homburg v. d. Höhe', () => `61${int(348, 352)}`],
  ],
  AT: [
    ['Wien', () => `1${int(10, 23)}0`],
    ['Graz', () => `80${int(10, 55)}`],
  ],
  FR: [
    ['Paris', () => `750${int(10, 20)}`],
    ['Lyon', () => `6900${int(1, 9)}`],
    ['Nantes', () => `440${int(0, 99).toString().padStart(2, '0')}`],
  ],
  NL: [
    ['Amsterdam', () => `10${int(11, 99)} ${pick(['AB', 'KL', 'ZX', 'DE'])}`],
    ['Utrecht', () => `35${int(11, 99)} ${pick(['AA', 'BC', 'RT'])}`],
  ],
  GB: [
    ['London', () => `${pick(['SW1A', 'EC2M', 'N1'])} ${int(1, 9)}${pick(['AA', 'BB', 'XT'])}`],
    ['Manchester', () => `M${int(1, 9)} ${int(1, 9)}AB`],
    ['Leeds', () => `LS${int(1, 28)} ${int(1, 9)}${pick(['QJ', 'UE', 'HD'])}`],
    ['Bristol', () => `BS${int(1, 16)} ${int(1, 9)}${pick(['TR', 'NZ'])}`],
  ],
  BE: [
    ['Antwerpen', () => `20${pick(['00', '18', '60'])}`],
    ['Gent', () => `90${pick(['00', '40', '50'])}`],
    ['Brussel', () => `10${pick(['00', '40', '50'])}`],
    ['Liège', () => '4000'],
    ['Sint-Niklaas', () => '9100'],
  ],
};
const COUNTRY_NAME: Record<Lang, Record<Country, string>> = {
  de: {
    DE: 'Deutschland',
    AT: 'Österreich',
    FR: 'Frankreich',
    NL: 'Niederlande',
    GB: 'Vereinigtes Königreich',
    BE: 'Belgien',
  },
  en: { DE: 'Germany', AT: 'Austria', FR: 'France', NL: 'Netherlands', GB: 'United Kingdom', BE: 'Belgium' },
  fr: { DE: 'Allemagne', AT: 'Autriche', FR: 'France', NL: 'Pays-Bas', GB: 'Royaume-Uni', BE: 'Belgique' },
  nl: {
    DE: 'Duitsland',
    AT: 'Oostenrijk',
    FR: 'Frankrijk',
    NL: 'Nederland',
    GB: 'Verenigd Koninkrijk',
    BE: 'België',
  },
};
const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
function vatId(c: Country): string {
  if (c === 'DE') return `DE${int(1, 9)}${digits(8)}`;
  if (c === 'AT') return `ATU${digits(8)}`;
  if (c === 'FR') return `FR${digits(2)}${int(1, 9)}${digits(8)}`;
  if (c === 'NL') return `NL${digits(9)}B0${int(1, 9)}`;
  if (c === 'BE') return `BE0${int(2, 9)}${digits(8)}`;
  return `GB${int(1, 9)}${digits(8)}`;
}
function iban(cc: 'DE' | 'BE' | 'NL' = 'DE'): string {
  const bban =
    cc === 'DE'
      ? `${digits(8)}${digits(10)}`
      : cc === 'BE'
        ? digits(12)
        : `${pick(['ABNA', 'INGB', 'RABO'])}0${digits(9)}`;
  // country code + 00 moved to the end, letters as numbers (A=10 … Z=35)
  const num = `${bban}${cc}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let r = 0;
  for (const ch of num) r = (r * 10 + Number(ch)) % 97;
  return `${cc}${String(98 - r).padStart(2, '0')}${bban}`;
}

interface Party {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: Country;
  vat?: string;
}
function party(c: Country): Party {
  const [city, pc] = pick(CITIES[c]);
  const name = `${pick(SYL)}${pick(SUF)} ${pick(FORMS[c])}`;
  const street =
    c === 'FR'
      ? `${int(1, 120)} ${pick(STREETS[c])}`
      : c === 'GB'
        ? `${int(1, 200)} ${pick(STREETS[c])}`
        : `${pick(STREETS[c])} ${int(1, 150)}${pick(['', '', 'a'])}`;
  return { name, street, pc: pc(), city, country: c };
}

function money(v: string, lang: Lang): string {
  const [i = '0', f = '00'] = round(v).replace('-', '').split('.');
  const sep = lang === 'en' ? ',' : lang === 'fr' ? ' ' : '.';
  const mark = lang === 'en' ? '.' : ',';
  return `${v.startsWith('-') ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, sep)}${mark}${f}`;
}
function num(v: string, lang: Lang): string {
  return lang === 'en' ? v : v.replace('.', ',');
}
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS: Record<'de' | 'fr' | 'nl', string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
};
function date(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-');
  // a date in words now and then (15. März 2025, 15 mars 2025)
  if (lang !== 'en' && rnd() < 0.25)
    return `${Number(d)}${lang === 'de' ? '.' : ''} ${MONTHS[lang][Number(m) - 1]} ${y}`;
  if (lang === 'de') return `${d}.${m}.${y}`;
  if (lang === 'fr') return `${d}/${m}/${y}`;
  if (lang === 'nl') return `${d}-${m}-${y}`;
  return pick([`${d}/${m}/${y}`, `${MONTHS_EN[Number(m) - 1]} ${Number(d)}, ${y}`, `${y}-${m}-${d}`]);
}

const L = {
  de: {
    inv: 'Rechnung',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Fällig am',
    cust: 'Kundennummer',
    po: 'Ihre Bestellung',
    pos: 'Pos.',
    desc: 'Bezeichnung',
    qty: 'Menge',
    unit: 'Einheit',
    price: 'Einzelpreis',
    amount: 'Gesamtpreis',
    net: 'Nettobetrag',
    vat: (r: string) => `zzgl. ${r} % USt.`,
    gross: 'Gesamtbetrag',
    terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    vatLabel: 'USt-IdNr.',
    bank: 'Bankverbindung',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    billTo: 'Rechnungsempfänger',
    units: [
      ['Stk', 'H87'],
      ['Std.', 'HUR'],
      ['kg', 'KGM'],
      ['m', 'MTR'],
    ],
  },
  en: {
    inv: 'INVOICE',
    no: 'Invoice No.',
    date: 'Invoice Date',
    due: 'Due Date',
    cust: 'Customer No.',
    po: 'PO Number',
    pos: '#',
    desc: 'Description',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Unit Price',
    amount: 'Amount',
    net: 'Subtotal',
    vat: (r: string) => `VAT ${r}%`,
    gross: 'Total',
    terms: 'Payment due within 30 days.',
    vatLabel: 'VAT No.',
    bank: 'Bank details',
    seller: 'Seller',
    buyer: 'Buyer',
    billTo: 'Bill To',
    units: [
      ['pcs', 'H87'],
      ['hours', 'HUR'],
      ['kg', 'KGM'],
      ['m', 'MTR'],
    ],
  },
  fr: {
    inv: 'FACTURE',
    no: 'Facture N°',
    date: 'Date de facture',
    due: "Date d'échéance",
    cust: 'N° client',
    po: 'N° de commande',
    pos: 'Réf.',
    desc: 'Désignation',
    qty: 'Qté',
    unit: 'Unité',
    price: 'PU HT',
    amount: 'Montant HT',
    net: 'Total HT',
    vat: (r: string) => `TVA ${r} %`,
    gross: 'Total TTC',
    terms: 'Paiement à 30 jours.',
    vatLabel: 'N° TVA',
    bank: 'Coordonnées bancaires',
    seller: 'Vendeur',
    buyer: 'Client',
    billTo: 'Facturé à',
    units: [
      ['pièce', 'H87'],
      ['heure', 'HUR'],
      ['kg', 'KGM'],
      ['m', 'MTR'],
    ],
  },
  nl: {
    inv: 'FACTUUR',
    no: 'Factuurnummer',
    date: 'Factuurdatum',
    due: 'Vervaldatum',
    cust: 'Klantnummer',
    po: 'Ordernummer',
    pos: 'Nr.',
    desc: 'Omschrijving',
    qty: 'Aantal',
    unit: 'Eenheid',
    price: 'Prijs',
    amount: 'Bedrag',
    net: 'Subtotaal',
    vat: (r: string) => `BTW ${r}%`,
    gross: 'Totaal',
    terms: 'Gelieve binnen 30 dagen te betalen.',
    vatLabel: 'BTW-nummer',
    bank: 'Bankgegevens',
    seller: 'Verkoper',
    buyer: 'Koper',
    billTo: 'Factuuradres',
    units: [
      ['stuks', 'H87'],
      ['uur', 'HUR'],
      ['kg', 'KGM'],
      ['m', 'MTR'],
    ],
  },
} as const;
const ITEMS = [
  'Montagearbeiten',
  'Beratung',
  'Wartungsvertrag',
  'Office chair',
  'Consulting services',
  'Câble réseau Cat6',
  'Licence logicielle',
  'Schroeven M6',
  'Transport',
  'Projektleitung',
  'Toner cartridge',
  'Hosting package',
];
const RATES: Record<Country, string[]> = {
  DE: ['19', '7'],
  AT: ['20', '10'],
  FR: ['20', '5.5'],
  NL: ['21', '9'],
  GB: ['20', '5'],
  BE: ['21', '6'],
};

interface Gen {
  inv: Invoice;
  rows: Row[];
  nPages: number;
}
type Tpl = 'din' | 'billto' | 'form' | 'box' | 'nlbe';
const TPLS: Tpl[] = ['din', 'billto', 'form', 'box', 'nlbe'];
/** the small-business letter's words */
const BOX: Record<
  Lang,
  Record<'date' | 'cust' | 'no' | 'net' | 'vat' | 'gross' | 'rate' | 'sum' | 'pay' | 'tax', string>
> = {
  de: {
    date: 'Datum',
    cust: 'Kunden-Nr.',
    no: 'Rechnungs-Nr.',
    net: 'Netto',
    vat: 'MwSt',
    gross: 'Brutto',
    rate: 'MwSt-Satz',
    sum: 'Summe',
    pay: 'Rechnungsbetrag',
    tax: 'Steuernummer',
  },
  en: {
    date: 'Date',
    cust: 'Customer No.',
    no: 'Invoice No.',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    rate: 'VAT rate',
    sum: 'Total',
    pay: 'Amount due',
    tax: 'Company No.',
  },
  fr: {
    date: 'Date',
    cust: 'N° client',
    no: 'N° facture',
    net: 'HT',
    vat: 'TVA',
    gross: 'TTC',
    rate: 'Taux TVA',
    sum: 'Total',
    pay: 'Net à payer',
    tax: 'SIRET',
  },
  nl: {
    date: 'Datum',
    cust: 'Klantnr.',
    no: 'Factuurnr.',
    net: 'Netto',
    vat: 'BTW',
    gross: 'Bruto',
    rate: 'BTW-tarief',
    sum: 'Totaal',
    pay: 'Te betalen',
    tax: 'KvK',
  },
};
/** the Dutch/Belgian invoice's words */
const NLBE: Record<
  Lang,
  Record<'excl' | 'vatw' | 'incl' | 'pay' | 'due' | 'vatno' | 'ref' | 'structured', string>
> = {
  nl: {
    excl: 'Totaal excl. BTW',
    vatw: 'BTW',
    incl: 'Totaal incl. BTW',
    pay: 'Te betalen',
    due: 'Vervaldag',
    vatno: 'BTW',
    ref: 'Uw referentie',
    structured: 'Gestructureerde mededeling:',
  },
  fr: {
    excl: 'Total HTVA',
    vatw: 'TVA',
    incl: 'Total TVAC',
    pay: 'À payer',
    due: "Date d'échéance",
    vatno: 'TVA',
    ref: 'Votre référence',
    structured: 'Communication structurée :',
  },
  en: {
    excl: 'Total excl. VAT',
    vatw: 'VAT',
    incl: 'Total incl. VAT',
    pay: 'Amount due',
    due: 'Due date',
    vatno: 'VAT',
    ref: 'Your reference',
    structured: 'Payment reference:',
  },
  de: {
    excl: 'Summe netto',
    vatw: 'MwSt.',
    incl: 'Summe brutto',
    pay: 'Zu zahlen',
    due: 'Fällig am',
    vatno: 'USt-IdNr.',
    ref: 'Ihre Referenz',
    structured: 'Verwendungszweck:',
  },
};
function generate(k: number): Gen {
  const lang = (['de', 'en', 'fr', 'nl'] as const)[k % 4] as Lang;
  const tpl = TPLS[k % TPLS.length] as Tpl;
  const home: Country =
    tpl === 'nlbe'
      ? pick(['BE', 'BE', 'NL'] as const)
      : lang === 'de'
        ? pick(['DE', 'DE', 'AT'] as const)
        : lang === 'fr'
          ? 'FR'
          : lang === 'nl'
            ? 'NL'
            : pick(['GB', 'DE'] as const);
  const s = party(home);
  s.vat = vatId(home);
  const b = party(rnd() < 0.8 ? home : pick(['DE', 'FR', 'NL', 'AT'] as const));
  if (rnd() < 0.4) b.vat = vatId(b.country);
  const t = L[lang];
  const issue = `2025-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const dueD = new Date(`${issue}T00:00:00Z`);
  dueD.setUTCDate(dueD.getUTCDate() + pick([14, 30]));
  const due = dueD.toISOString().slice(0, 10);
  const number = pick([
    `RE-${int(2024, 2025)}-${int(100, 9999)}`,
    `${int(10000, 99999)}`,
    `INV${int(1000, 9999)}`,
    `F${int(2025, 2025)}${digits(4)}`,
  ]);
  const rates = rnd() < 0.7 ? [RATES[home][0] as string] : [...RATES[home]];
  const nLines = int(1, 6);
  const lines = Array.from({ length: nLines }, (_, i) => {
    const units: ReadonlyArray<readonly [string, string]> = t.units;
    const [uw, uc] = pick(units);
    const qty =
      uc === 'HUR' || uc === 'KGM' || uc === 'MTR'
        ? pick(['1', '2', '2.5', '8', '12.5', '40'])
        : String(int(1, 50));
    const price = `${int(1, 900)}.${digits(2)}`;
    const net = round(dec(qty).times(dec(price)));
    // now and then a second description line under the name (not part of the name)
    const detail =
      rnd() < 0.3
        ? pick([
            'Art.-Nr.: 4711-0815',
            'Zeitraum: 01.03.–31.03.2025',
            'Lieferschein: 88231',
            'Order ref.: 5512',
            'Réf. : A-778',
          ])
        : undefined;
    return { id: String(i + 1), name: pick(ITEMS), detail, qty, uw, uc, price, net, rate: pick(rates) };
  });
  const usedRates = [...new Set(lines.map((l) => l.rate))];
  const vat = usedRates.map((r) => {
    const base = round(lines.filter((l) => l.rate === r).reduce((a, l) => a.plus(dec(l.net)), dec(0)));
    return { rate: r, base, tax: round(dec(base).times(dec(r)).dividedBy(100)) };
  });
  const netT = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(netT).plus(dec(vatT)));
  const ib = iban(home === 'BE' || home === 'NL' ? home : 'DE');
  const po = rnd() < 0.5 ? `PO-${int(1000, 99999)}` : undefined;

  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, dueDate: due, currency: 'EUR', paymentTerms: t.terms });
  if (po) inv.purchaseOrderReference = po;
  inv.seller = {
    name: s.name,
    identifiers: [],
    vatId: s.vat,
    address: { line1: s.street, postalCode: s.pc, city: s.city, countryCode: s.country },
  };
  inv.buyer = {
    name: b.name,
    address: { line1: b.street, postalCode: b.pc, city: b.city, countryCode: b.country },
    ...(b.vat ? { vatId: b.vat } : {}),
  };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: ib }] };
  inv.totals = {
    lineNetTotal: netT,
    taxExclusive: netT,
    vatTotal: vatT,
    taxInclusive: gross,
    amountDue: gross,
  };
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: 'S',
    rate: v.rate,
  }));
  inv.lines = lines.map((l) => ({
    id: l.id,
    quantity: l.qty,
    unitCode: l.uc,
    netAmount: l.net,
    allowances: [],
    charges: [],
    price: { netPrice: l.price },
    vatCategoryCode: 'S',
    vatRate: l.rate,
    item: { name: l.name, classifications: [], attributes: [] },
    subLines: [],
  }));

  const rows: Row[] = [];
  let page = 1;
  const put = (y: number, x: number, text: string, st: Style = {}) => {
    rows.push([y, x, text, { ...st, page }]);
  };
  const small = { size: 7 };
  const cityLine = (p: Party) => (p.country === 'GB' ? `${p.city} ${p.pc}` : `${p.pc} ${p.city}`);
  // a UK address now and then with the postcode on a line of its own
  const gbOwnLine = rnd() < 0.5;
  const addr = (p: Party, x: number, y: number, withCountry: boolean, st: Style = {}) => {
    const step = Math.round((st.size ?? 10) * 1.2);
    const ls =
      p.country === 'GB' && gbOwnLine ? [p.name, p.street, p.city, p.pc] : [p.name, p.street, cityLine(p)];
    if (withCountry) ls.push(COUNTRY_NAME[lang][p.country]);
    ls.forEach((l, i) => {
      put(y + i * step, x, l, st);
    });
    return y + ls.length * step;
  };
  const other = (p: Party) => p.country !== home;
  const CARRY = { de: 'Übertrag', en: 'Carried forward', fr: 'Report', nl: 'Transport' }[lang];
  const PAGE = { de: 'Seite', en: 'Page', fr: 'Page', nl: 'Pagina' }[lang];
  // a second page now and then: the table breaks after half its lines, with a carried-over sum
  const breakAt = lines.length >= 3 && rnd() < 0.3 ? Math.ceil(lines.length / 2) : 0;
  const nPages = breakAt ? 2 : 1;
  const table = (y0: number, withRate: boolean) => {
    // x of each column; amounts (price, rate, line total) right-aligned at their column's right edge
    const cols = withRate ? [40, 70, 230, 280, 400, 450, 545] : [40, 70, 280, 340, 430, 545];
    const right = withRate
      ? [false, false, false, false, true, true, true]
      : [false, false, false, false, true, true];
    const head = withRate
      ? [t.pos, t.desc, t.qty, t.unit, t.price, lang === 'fr' ? 'TVA' : '%', t.amount]
      : [t.pos, t.desc, t.qty, t.unit, t.price, t.amount];
    const header = (y: number) =>
      head.forEach((h, i) => {
        put(y, cols[i] as number, h, { bold: true, right: right[i] });
      });
    header(y0);
    let y = y0 + 16;
    let carried = dec(0);
    lines.forEach((l, n) => {
      if (breakAt && n === breakAt) {
        const c = money(round(carried), lang);
        put(y + 4, cols[1] as number, CARRY, { bold: true });
        put(y + 4, cols[cols.length - 1] as number, c, { right: true, bold: true });
        put(800, 500, `${PAGE} 1/2`, small);
        page = 2;
        header(60);
        put(76, cols[1] as number, CARRY, { bold: true });
        put(76, cols[cols.length - 1] as number, c, { right: true, bold: true });
        y = 94;
      }
      const cells = [
        l.id,
        l.name,
        num(l.qty, lang),
        l.uw,
        money(l.price, lang),
        ...(withRate ? [`${num(l.rate, lang)} %`] : []),
        money(l.net, lang),
      ];
      cells.forEach((c, i) => {
        put(y, cols[i] as number, c, { right: right[i] });
      });
      if (l.detail) {
        put(y + 11, cols[1] as number, l.detail, { size: 8 });
        y += 11;
      }
      carried = carried.plus(dec(l.net));
      y += 14;
    });
    if (breakAt) put(800, 500, `${PAGE} 2/2`, small);
    return y + 10;
  };
  const grossText = (g: string) =>
    lang === 'en' || lang === 'nl'
      ? pick([`€ ${g}`, `EUR ${g}`, g])
      : `${g} ${pick(['€', 'EUR', ''])}`.trim();
  const totals = (y: number, x: number) => {
    put(y, x, t.net);
    put(y, 545, money(netT, lang), { right: true });
    y += 12;
    for (const v of vat) {
      put(y, x, t.vat(num(v.rate, lang)));
      put(y, 545, money(v.tax, lang), { right: true });
      y += 12;
    }
    put(y + 2, x, t.gross, { bold: true });
    put(y + 2, 545, grossText(money(gross, lang)), { right: true, bold: true });
    return y + 26;
  };
  const title = { size: pick([14, 16, 20]), bold: true };
  const footer = (parts: string[][]) => {
    parts.forEach((col, i) => {
      col.forEach((text, j) => {
        put(770 + j * 9, 40 + i * 180, text, small);
      });
    });
  };
  const spaced = (x: string) => x.replace(/(.{4})/g, '$1 ').trim();
  if (tpl === 'din') {
    // the sender line over the address window; now and then at the height of a right-hand block
    // (letterhead or info box), which must not run into it
    const beside = rnd() < 0.5;
    const sy = beside ? 128 : 40;
    const sep = pick([' · ', ' - ', ' | ', ', ']);
    put(sy, 40, `${s.name}${sep}${s.street}${sep}${s.pc} ${s.city}`, small);
    addr(b, 40, sy + 14, other(b));
    addr(s, 380, 40, false, { size: 9 });
    put(80, 380, `Tel. +49 ${int(30, 89)} ${digits(6)}`, { size: 9 });
    const iy = beside ? 116 : 140;
    put(iy, 360, t.no);
    put(iy, 470, number);
    put(iy + 12, 360, t.date);
    put(iy + 12, 470, date(issue, lang));
    put(iy + 24, 360, t.cust);
    put(iy + 24, 470, String(int(1000, 9999)));
    if (po) {
      put(iy + 36, 360, t.po);
      put(iy + 36, 470, po);
    }
    if (b.vat) {
      put(iy + 48, 360, lang === 'de' ? 'Ihre USt-IdNr.' : 'Customer VAT ID');
      put(iy + 48, 470, b.vat);
    }
    put(205, 40, `${t.inv}`, title);
    let y = table(235, false);
    y = totals(y, 300);
    put(y, 40, `${t.due}: ${date(due, lang)}. ${t.terms}`);
    page = 1;
    footer([
      [s.name, s.street, `${s.pc} ${s.city}`],
      [t.bank, `IBAN: ${spaced(ib)}`],
      [`${t.vatLabel}: ${s.vat}`],
    ]);
  } else if (tpl === 'billto') {
    put(addr(s, 40, 40, true), 40, `${t.vatLabel}: ${s.vat}`);
    put(40, 545, t.inv, { ...title, right: true });
    put(70, 380, t.no);
    put(70, 470, number);
    put(82, 380, t.date);
    put(82, 470, date(issue, lang));
    put(94, 380, t.due);
    put(94, 470, date(due, lang));
    if (po) {
      put(106, 380, t.po);
      put(106, 470, po);
    }
    put(140, 40, `${t.billTo}:`, { bold: true });
    const ay = addr(b, 40, 154, true);
    if (b.vat) put(ay, 40, `${t.vatLabel}: ${b.vat}`);
    let y = table(240, usedRates.length > 1);
    y = totals(y, 320);
    put(y, 40, t.terms);
    put(y + 14, 40, `${t.bank}: IBAN ${ib}`);
  } else if (tpl === 'form') {
    put(40, 40, t.inv, title);
    put(64, 40, `${t.no}: ${number}`);
    put(76, 40, `${t.date}: ${date(issue, lang)}`);
    if (po) put(88, 40, `${t.po}: ${po}`);
    put(104, 40, `${t.seller}:`, { bold: true });
    put(104, 300, `${t.buyer}:`, { bold: true });
    const both = (yy: number, a: string, c: string) => {
      put(yy, 40, a);
      put(yy, 300, c);
    };
    both(118, s.name, b.name);
    both(130, s.street, b.street);
    both(142, cityLine(s), cityLine(b));
    both(154, COUNTRY_NAME[lang][s.country], COUNTRY_NAME[lang][b.country]);
    put(166, 40, `${t.vatLabel}: ${s.vat}`);
    if (b.vat) put(166, 300, `${t.vatLabel}: ${b.vat}`);
    let y = table(200, true);
    y = totals(y, 300);
    put(y, 40, `${t.due}: ${date(due, lang)}`);
    put(y + 12, 40, t.terms);
    put(y + 24, 40, `IBAN: ${ib}`);
  } else if (tpl === 'box') {
    const X = BOX[lang];
    // logo area: the seller's name large and bold, the letterhead in small print on the right
    put(40, 40, s.name, { size: 18, bold: true });
    addr(s, 400, 40, false, { size: 8 });
    put(76, 400, `Tel. ${digits(4)} ${digits(6)}`, { size: 8 });
    put(86, 400, `info@${s.name.split(' ')[0]?.toLowerCase()}.example`, { size: 8 });
    // sender line at the height of the info box's first row
    const sep = pick([' · ', ' – ', ' | ']);
    put(120, 40, `${s.name}${sep}${s.street}${sep}${cityLine(s)}`, small);
    const by = addr(b, 40, 134, other(b));
    if (b.vat) put(by, 40, `${t.vatLabel}: ${b.vat}`, { size: 9 });
    const info: Array<[string, string]> = [
      [X.date, date(issue, lang)],
      [X.cust, String(int(10000, 99999))],
      [X.no, number],
    ];
    if (po) info.push([t.po, po]);
    info.forEach(([k2, v], i) => {
      put(120 + i * 12, 370, k2, { size: 9 });
      put(120 + i * 12, 545, v, { size: 9, right: true });
    });
    put(210, 40, t.inv, title);
    let y = table(240, false);
    // totals as a boxed table, the columns side by side
    const tx = usedRates.length > 1 ? [300, 375, 460, 545] : [375, 460, 545];
    const heads =
      usedRates.length > 1
        ? [X.rate, X.net, X.vat, X.gross]
        : [X.net, `${X.vat} ${num(vat[0]?.rate ?? '', lang)} %`, X.gross];
    heads.forEach((h, i) => {
      put(y, tx[i] as number, h, { size: 9, bold: true, right: true });
    });
    y += 14;
    for (const v of vat) {
      const gv = round(dec(v.base).plus(dec(v.tax)));
      const cells = [money(v.base, lang), money(v.tax, lang), money(gv, lang)];
      if (usedRates.length > 1) cells.unshift(`${num(v.rate, lang)} %`);
      cells.forEach((c, i) => {
        put(y, tx[i] as number, c, { right: true });
      });
      y += 12;
    }
    if (usedRates.length > 1) {
      [X.sum, money(netT, lang), money(vatT, lang), money(gross, lang)].forEach((c, i) => {
        put(y, tx[i] as number, c, { right: true, bold: true });
      });
      y += 12;
    }
    if (rnd() < 0.5) {
      put(y + 6, 300, X.pay, { bold: true });
      put(y + 6, 545, grossText(money(gross, lang)), { bold: true, right: true });
      y += 18;
    }
    put(y + 14, 40, `${t.due}: ${date(due, lang)}`);
    put(y + 26, 40, t.terms);
    page = 1;
    footer([
      [s.name, s.street, cityLine(s)],
      [t.bank, `IBAN ${spaced(ib)}`],
      [`${t.vatLabel} ${s.vat}`, `${X.tax} ${int(10, 99)}/${digits(3)}/${digits(5)}`],
    ]);
  } else {
    // Dutch/Belgian: name and address top left, big title top right, customer block right,
    // invoice data left, VAT column in the table, "Te betalen" with a structured reference
    const X = NLBE[lang];
    const vatShown = (v: string) =>
      v.startsWith('BE') && rnd() < 0.5 ? `BE ${v.slice(2, 6)}.${v.slice(6, 9)}.${v.slice(9)}` : v;
    put(40, 40, s.name, { size: 14, bold: true });
    addr(s, 40, 58, s.country !== 'BE' && s.country !== 'NL', { size: 9 }).toString();
    put(94, 40, `${X.vatno} ${vatShown(s.vat ?? '')}`, { size: 9 });
    put(40, 545, t.inv, { size: 20, bold: true, right: true });
    const by = addr(b, 330, 110, other(b));
    if (b.vat) put(by, 330, `${X.vatno}: ${vatShown(b.vat)}`);
    const meta: Array<[string, string]> = [
      [t.no, number],
      [t.date, date(issue, lang)],
      [X.due, date(due, lang)],
      [t.cust, String(int(100, 9999))],
    ];
    if (po) meta.push([t.po, po]);
    meta.forEach(([k2, v], i) => {
      put(120 + i * 12, 40, `${k2}:`, { size: 9 });
      put(120 + i * 12, 140, v, { size: 9 });
    });
    let y = table(210, true);
    put(y, 320, X.excl);
    put(y, 545, money(netT, lang), { right: true });
    y += 12;
    for (const v of vat) {
      put(y, 320, `${X.vatw} ${num(v.rate, lang)}%`);
      put(y, 545, money(v.tax, lang), { right: true });
      y += 12;
    }
    put(y, 320, X.incl);
    put(y, 545, money(gross, lang), { right: true });
    put(y + 16, 320, X.pay, { bold: true, size: 11 });
    put(y + 16, 545, grossText(money(gross, lang)), { bold: true, size: 11, right: true });
    const ref = `+++${digits(3)}/${digits(4)}/${digits(5)}+++`;
    put(y + 40, 40, `${X.structured} ${ref}`);
    put(y + 52, 40, t.terms);
    page = 1;
    put(
      790,
      40,
      `${s.name} | ${s.street}, ${cityLine(s)} | ${X.vatno} ${s.vat} | IBAN ${spaced(ib)} | BIC ${pick(['GEBABEBB', 'KREDBEBB', 'INGBNL2A'])}`,
      small,
    );
  }
  return { inv, rows, nPages };
}

// --- PDF mode ---------------------------------------------------------------------------------
// Fonts as render.ts loads them: fontkit (pdfkit's own dependency) parses each TTF once.
interface FontkitFont {
  layout: (...args: unknown[]) => unknown;
}
const requirePdf = createRequire(FONT_REGULAR);
const fontkit = createRequire(requirePdf.resolve('pdfkit'))('fontkit') as {
  create(b: Uint8Array): FontkitFont;
};
const FONT_DIR = dirname(FONT_REGULAR);
const FAMILIES = ['DejaVuSans', 'DejaVuSansCondensed', 'DejaVuSerif', 'DejaVuSerifCondensed'] as const;
const fontCache = new Map<string, FontkitFont>();
const font = (file: string) => {
  let f = fontCache.get(file);
  if (!f) {
    f = fontkit.create(readFileSync(join(FONT_DIR, `${file}.ttf`)));
    fontCache.set(file, f);
  }
  return f;
};

/**
 * Draw the rows into an A4 PDF. `r` (its own random stream, so both modes lay out the same
 * invoices) picks the font family, a little character or word spacing, and whether a row is drawn
 * in pieces (word by word at their measured positions, as many generators write text).
 */
async function renderPdf(rows: Row[], nPages: number, r: () => number): Promise<Uint8Array> {
  const fam = FAMILIES[Math.floor(r() * FAMILIES.length)] as string;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    font: font(fam) as unknown as string,
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont('R', font(fam) as unknown as string);
  doc.registerFont('B', font(`${fam}-Bold`) as unknown as string);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((res, rej) => {
    doc.on('end', () => res());
    doc.on('error', rej);
  });
  const charSpacing = r() < 0.3 ? 0.2 + r() * 0.4 : 0;
  const pieces = r() < 0.4;
  for (let pg = 1; pg <= nPages; pg++) {
    doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    for (const [y, x, text, st = {}] of rows) {
      if ((st.page ?? 1) !== pg) continue;
      const size = st.size ?? 10;
      doc.font(st.bold ? 'B' : 'R').fontSize(size);
      const opts = { lineBreak: false, baseline: 'alphabetic', characterSpacing: charSpacing } as const;
      const width = doc.widthOfString(text, opts);
      const x0 = st.right ? x - width : x;
      const base = y + size * 0.8;
      if (pieces && text.includes(' ') && r() < 0.5) {
        // word by word, each at the position the whole string would put it
        let at = 0;
        for (const part of text.split(/(?<= )/)) {
          const word = part.trimEnd();
          if (word) doc.text(word, x0 + doc.widthOfString(text.slice(0, at), opts), base, opts);
          at += part.length;
        }
      } else doc.text(text, x0, base, opts);
    }
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

const out = values.out as string;
rmSync(out, { recursive: true, force: true });
for (const d of values.keep ? ['truth', 'pred', 'pdf'] : ['truth', 'pred'])
  mkdirSync(join(out, d), { recursive: true });
const n = Number(values.n);
for (let k = 0; k < n; k++) {
  const { inv, rows, nPages } = generate(k);
  const name = `syn-${String(k).padStart(4, '0')}`;
  const t = lib.extractInvoice(writeCii(inv));
  if (!t) continue;
  writeFileSync(
    join(out, 'truth', `${name}.json`),
    JSON.stringify({
      name,
      family: name,
      split: 'hidden',
      fields: t.fields,
      vat_breakdown: t.vat,
      lines: t.lines,
    }),
  );
  let doc: Parameters<typeof extractInvoice>[0];
  if (values.pdf) {
    let st2 = (Number(values.seed) * 7919 + k * 104729) >>> 0 || 1;
    const r2 = () => {
      st2 = (Math.imul(st2, 1103515245) + 12345) >>> 0;
      return st2 / 4294967296;
    };
    const bytes = await renderPdf(rows, nPages, r2);
    if (values.keep) writeFileSync(join(out, 'pdf', `${name}.pdf`), bytes);
    doc = await extractLayout(bytes);
  } else doc = layout(rows, nPages);
  const { invoice } = extractInvoice(doc);
  writeFileSync(join(out, 'pred', `${name}.xml`), writeCii(invoice));
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify({ items: [] }));
console.log(
  execFileSync(
    process.execPath,
    [join(values.lib as string, 'score.mjs'), join(out, 'truth'), join(out, 'pred')],
    { encoding: 'utf8' },
  ),
);
