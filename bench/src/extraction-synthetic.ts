/**
 * Synthetic extraction check: random invoices (seeded) laid out by four invoice templates common
 * in Europe — a German DIN 5008 letter (sender line over the address window, info block, item
 * table, totals block, three-column footer), an English "Bill to / Ship to" invoice, a French
 * "Facture" with SIRET/TVA and HT/TVA/TTC totals, and a two-party "Seller: / Buyer:" form with a
 * VAT table — in German, English, French and Dutch wording and number/date notation. The layout
 * goes straight to the extractor (no PDF), so this measures the reading rules on layouts and
 * values they were not written for. Truth = the generated model, scored by the corpus scorer.
 *
 *   node bench/src/extraction-synthetic.ts [--n 200] [--seed 7] [--out DIR]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dec, emptyInvoice, type Invoice, round, writeCii } from '@ic/einvoice';
import { buildDoc, extractInvoice, type TextItem } from '@ic/extract';

/** [y, x, text] rows at 10 pt, 5 pt per character, on an A4 page. */
type Row = [number, number, string];
const layout = (rows: Row[]) =>
  buildDoc(
    rows.map(([y, x, text]): TextItem => ({ page: 1, text, x, y, w: text.length * 5, h: 10, size: 10 })),
    [{ width: 595, height: 842 }],
  );

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '200' },
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
type Country = 'DE' | 'FR' | 'NL' | 'AT' | 'GB';
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
  ],
};
const COUNTRY_NAME: Record<Lang, Record<Country, string>> = {
  de: {
    DE: 'Deutschland',
    AT: 'Österreich',
    FR: 'Frankreich',
    NL: 'Niederlande',
    GB: 'Vereinigtes Königreich',
  },
  en: { DE: 'Germany', AT: 'Austria', FR: 'France', NL: 'Netherlands', GB: 'United Kingdom' },
  fr: { DE: 'Allemagne', AT: 'Autriche', FR: 'France', NL: 'Pays-Bas', GB: 'Royaume-Uni' },
  nl: { DE: 'Duitsland', AT: 'Oostenrijk', FR: 'Frankrijk', NL: 'Nederland', GB: 'Verenigd Koninkrijk' },
};
const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
function vatId(c: Country): string {
  if (c === 'DE') return `DE${int(1, 9)}${digits(8)}`;
  if (c === 'AT') return `ATU${digits(8)}`;
  if (c === 'FR') return `FR${digits(2)}${int(1, 9)}${digits(8)}`;
  if (c === 'NL') return `NL${digits(9)}B0${int(1, 9)}`;
  return `GB${int(1, 9)}${digits(8)}`;
}
function iban(): string {
  const bban = `${digits(8)}${digits(10)}`;
  const num = `${bban}131400`; // DE00 moved to the end, D=13 E=14
  let r = 0;
  for (const ch of num) r = (r * 10 + Number(ch)) % 97;
  return `DE${String(98 - r).padStart(2, '0')}${bban}`;
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
};

interface Gen {
  inv: Invoice;
  rows: Row[];
}
function generate(k: number): Gen {
  const lang = (['de', 'en', 'fr', 'nl'] as const)[k % 4] as Lang;
  const home: Country =
    lang === 'de'
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
  const ib = iban();
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
  const addr = (p: Party, x: number, y: number, withCountry: boolean) => {
    rows.push(
      [y, x, p.name],
      [y + 12, x, p.street],
      [y + 24, x, p.country === 'GB' ? `${p.city} ${p.pc}` : `${p.pc} ${p.city}`],
    );
    if (withCountry) rows.push([y + 36, x, COUNTRY_NAME[lang][p.country]]);
  };
  const other = (p: Party) => p.country !== home;
  const table = (y0: number, withRate: boolean) => {
    const cols = withRate ? [40, 70, 250, 300, 360, 420, 490] : [40, 70, 280, 340, 400, 480];
    const head = withRate
      ? [t.pos, t.desc, t.qty, t.unit, t.price, lang === 'fr' ? 'TVA' : '%', t.amount]
      : [t.pos, t.desc, t.qty, t.unit, t.price, t.amount];
    head.forEach((h, i) => {
      rows.push([y0, cols[i] as number, h]);
    });
    let y = y0 + 16;
    for (const l of lines) {
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
        rows.push([y, cols[i] as number, c]);
      });
      if (l.detail) {
        rows.push([y + 11, cols[1] as number, l.detail]);
        y += 11;
      }
      y += 14;
    }
    return y + 10;
  };
  const totals = (y: number, x: number) => {
    rows.push([y, x, t.net], [y, x + 150, money(netT, lang)]);
    y += 12;
    for (const v of vat) {
      rows.push([y, x, t.vat(num(v.rate, lang))], [y, x + 150, money(v.tax, lang)]);
      y += 12;
    }
    const g = money(gross, lang);
    rows.push(
      [y, x, t.gross],
      [
        y,
        x + 150,
        lang === 'en' || lang === 'nl'
          ? pick([`€ ${g}`, `EUR ${g}`, g])
          : `${g} ${pick(['€', 'EUR', ''])}`.trim(),
      ],
    );
    return y + 24;
  };
  const tpl = k % 3 === 0 ? 'din' : k % 3 === 1 ? 'billto' : 'form';
  if (tpl === 'din') {
    rows.push([40, 40, `${s.name} · ${s.street} · ${s.pc} ${s.city}`]);
    addr(b, 40, 60, other(b));
    addr(s, 380, 40, false);
    rows.push([80, 380, `Tel. +49 ${int(30, 89)} ${digits(6)}`]);
    rows.push(
      [140, 380, t.no],
      [140, 470, number],
      [152, 380, t.date],
      [152, 470, date(issue, lang)],
      [164, 380, t.cust],
      [164, 470, String(int(1000, 9999))],
    );
    if (po) rows.push([176, 380, t.po], [176, 470, po]);
    rows.push([200, 40, `${t.inv}`]);
    let y = table(230, false);
    y = totals(y, 300);
    rows.push([y, 40, `${t.due}: ${date(due, lang)}. ${t.terms}`]);
    rows.push([780, 40, s.name], [792, 40, s.street], [804, 40, `${s.pc} ${s.city}`]);
    rows.push([780, 220, t.bank], [792, 220, `IBAN: ${ib.replace(/(.{4})/g, '$1 ').trim()}`]);
    rows.push([780, 420, `${t.vatLabel}: ${s.vat}`]);
    if (b.vat) rows.push([188, 380, lang === 'de' ? 'Ihre USt-IdNr.' : 'Customer VAT ID'], [188, 470, b.vat]);
  } else if (tpl === 'billto') {
    addr(s, 40, 40, true);
    rows.push([88, 40, `${t.vatLabel}: ${s.vat}`]);
    rows.push(
      [40, 420, t.inv],
      [70, 380, t.no],
      [70, 470, number],
      [82, 380, t.date],
      [82, 470, date(issue, lang)],
      [94, 380, t.due],
      [94, 470, date(due, lang)],
    );
    if (po) rows.push([106, 380, t.po], [106, 470, po]);
    rows.push([140, 40, `${t.billTo}:`]);
    addr(b, 40, 154, true);
    if (b.vat) rows.push([202, 40, `${t.vatLabel}: ${b.vat}`]);
    let y = table(240, usedRates.length > 1);
    y = totals(y, 320);
    rows.push([y, 40, t.terms], [y + 14, 40, `${t.bank}: IBAN ${ib}`]);
  } else {
    rows.push([40, 40, t.inv], [60, 40, `${t.no}: ${number}`], [72, 40, `${t.date}: ${date(issue, lang)}`]);
    if (po) rows.push([84, 40, `${t.po}: ${po}`]);
    rows.push([100, 40, `${t.seller}:`], [100, 300, `${t.buyer}:`]);
    const both = (yy: number, a: string, c: string) => rows.push([yy, 40, a], [yy, 300, c]);
    both(114, s.name, b.name);
    both(126, s.street, b.street);
    both(138, `${s.pc} ${s.city}`, b.country === 'GB' ? `${b.city} ${b.pc}` : `${b.pc} ${b.city}`);
    both(150, COUNTRY_NAME[lang][s.country], COUNTRY_NAME[lang][b.country]);
    rows.push([162, 40, `${t.vatLabel}: ${s.vat}`]);
    if (b.vat) rows.push([162, 300, `${t.vatLabel}: ${b.vat}`]);
    let y = table(200, true);
    y = totals(y, 300);
    rows.push([y, 40, `${t.due}: ${date(due, lang)}`], [y + 12, 40, t.terms], [y + 24, 40, `IBAN: ${ib}`]);
  }
  return { inv, rows };
}

const out = values.out as string;
rmSync(out, { recursive: true, force: true });
for (const d of ['truth', 'pred']) mkdirSync(join(out, d), { recursive: true });
const n = Number(values.n);
for (let k = 0; k < n; k++) {
  const { inv, rows } = generate(k);
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
  const { invoice } = extractInvoice(layout(rows));
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
