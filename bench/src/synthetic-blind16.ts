/**
 * `--templates blind16` of extraction-synthetic.ts: held-out layouts of session 15 (issue 19,
 * "unseen layouts"), written before reading the extraction rules: GERMAN-language ERP, merchandise
 * and shop systems as they print, looks taken from public descriptions and screenshots of the
 * products (no file copied) —
 * - `sapb1`: SAP Business One-like: company name top left, "Rechnung"/"Gutschrift" top right over
 *   a label box (Belegnummer, Belegdatum, Kundennummer, Ihre Referenz, Zahlungsbedingungen,
 *   Fälligkeitsdatum, Seite), "Zeile | Artikelnummer | Beschreibung | Menge | ME | Preis | Rabatt % |
 *   MwSt | Gesamt (EUR)", serial numbers under device rows, "Gesamtbetrag vor Rabatt / Rabatt n % /
 *   Steuer … / Gesamtbetrag EUR", credit notes with "Basisdokument: Rechnung … vom …";
 * - `bc365`: Dynamics 365 Business Central-like: company block at the top right, the window without
 *   sender line, "Verkauf - Rechnung 103021" with "Seite 1", a two-column info grid (Debitorennr.,
 *   Buchungsdatum long, Fälligkeitsdatum, Zahlungsbedingungen, Verkäufer), "Nr. | Beschreibung |
 *   Menge | Einheit | VK-Preis | Zeilenrabatt % | MwSt.-% | Betrag", "Summe EUR ohne MwSt.",
 *   a "MwSt.-Betrag Spezifikation" table; "Verkauf - Gutschrift" with "Korrektur zu Rechnung …";
 * - `datev`: DATEV Auftragswesen-like DIN 5008 letter: "Pos. | Menge | Einheit | Bezeichnung |
 *   Einzelpreis € | Gesamtpreis €" (quantity BEFORE the text), a letter sentence before the table,
 *   "Summe netto / zzgl. 19 % USt auf … / Rechnungsbetrag", four footer columns with Steuernummer,
 *   Amtsgericht, Geschäftsführer and bank; "Rechnungskorrektur" for credits;
 * - `weclapp`: weclapp-like cloud ERP: label/value list at the right (Rechnungsnummer,
 *   Rechnungsdatum, Leistungsdatum, Kundennummer, Ihre Bestellung, Ansprechpartner), the item cell
 *   bold name + "Artikelnummer: …" + an optional note line, "Rabatt" column, "Versandkosten" in the
 *   totals, a VAT summary table "Steuersatz | Nettobetrag | Steuerbetrag | Bruttobetrag";
 * - `odoo`: Odoo (de)-like: seller letterhead top left, the BUYER's address at the RIGHT, title
 *   "Rechnung INV/2026/00042", a row of bold labels over values (Rechnungsdatum: | Fälligkeitsdatum:
 *   | Herkunft: | Referenz:), "Beschreibung | Menge | Einzelpreis | Rabatt % | Steuern | Betrag"
 *   with the unit inside the quantity cell ("5,00 Stk"), "[CODE] Name" descriptions, "Zwischensumme /
 *   USt 19 % / Gesamt", "Zahlungsreferenz", one centred footer line and "Seite 1 / 2";
 * - `jtl`: JTL-Wawi-like wholesale: right label column (Rechnungsnr., Rechnungsdatum, Kundennr.,
 *   Ihre Bestellnr., Lieferdatum, Zahlungsart), a "Lieferanschrift" block beside the window, rows
 *   grouped under "Lieferschein LS-… vom …" headings, "Seriennummer(n): …" under a row, units
 *   Stk/VE/Pal/kg/lfm, shipping as a position, page 2 with repeated heads and "Übertrag";
 * - `shopware`: Shopware-6-like B2B shop invoice: sender line, right "Kundennummer / Bestellnummer /
 *   Datum", "Rechnung 10042" title, "Pos. | Prod.-Nr. | Bezeichnung | Anzahl | USt. | Stückpreis |
 *   Gesamt" (net), "Versandkosten" as a total row, "Gesamtsumme (netto) / zzgl. 19 % MwSt. /
 *   Gesamtsumme", paid by PayPal/Vorkasse; "Gutschrift … zur Rechnung …";
 * - `handwerk`: TopKontor-/Das-Programm-like craftsman invoice: centred letterhead with the trade,
 *   "Objekt:" line, titles "1 Sanitärinstallation" over positions "1.1", "Summe 1 …" rows, "Pos. |
 *   Menge | ME | Bezeichnung | EP | GP" with quantities of 3 decimals in lfm/m²/Std/Stk/psch, long
 *   wrapped texts, page 2 with "Übertrag", § 35a wage share sentence, Abschlag deducted.
 *
 * Truth = the generated model (what the page prints). Decisions:
 * - credit notes (Gutschrift, Rechnungskorrektur): type 381, amounts positive as printed, the
 *   corrected invoice (number and date) as preceding invoice, no due date;
 * - line name = the description (wrapped lines joined by a space); Odoo's "[CODE] Name" is printed
 *   in the description cell and is the name; article-number columns and "Artikelnummer:" lines, serial
 *   numbers, notes under a row, group headings (Lieferschein, titles) and group sums are no part of
 *   a name and no lines; JTL's shipping position is a line;
 * - line discounts: BT-146 = the price after the discount rounded to cents, BT-131 = quantity × price
 *   less the discount; SAP's document "Rabatt n %" is a document allowance (only on single-rate
 *   documents), shipping in the totals (weclapp, Shopware) a document charge at the highest rate;
 * - BT-84/86: the seller's IBAN and BIC wherever printed (footers included, credit notes too); Shopware
 *   documents paid online or credited and Odoo/Business Central credit notes print none;
 * - units: Stk/St. H87, Std HUR, m² MTK, lfm/m MTR, Pal XPX, kg KGM, VE XPK, Paar PR, psch LS, Tag DAY,
 *   none printed C62; line id = the printed position, else the row number;
 * - paid by PayPal / card ("bereits bezahlt") → BT-113 = the total, BT-115 0.00; an Abschlag deducted
 *   in `handwerk` → BT-113; the delivery address and the Objekt are no parties; BT-72 where a
 *   "Lieferdatum"/"Leistungsdatum" is printed; BT-13 = the buyer's order number where printed ("Ihre
 *   Referenz" of SAP and Business Central, "Ihre Bestellung", "Ihre Bestellnr.", Odoo's "Referenz:", the
 *   shop's "Bestellnummer" as blind14 decided); a Business Central "Debitorennr." or "Kundennummer" is no field.
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  bicOf,
  dachParty,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOf,
  type KitDoc,
  type KitParty,
  type KitVat,
  kitLine,
  kitVatRow,
  letterTruthHead,
  longDate,
  mailDomain,
  pager,
  personName,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, type rowWriter, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';
import { drawTable, type TableCol } from './synthetic-table.ts';

export const BLIND16_TPLS = [
  'sapb1',
  'bc365',
  'datev',
  'weclapp',
  'odoo',
  'jtl',
  'shopware',
  'handwerk',
] as const;
type Tpl = (typeof BLIND16_TPLS)[number];
type Writer = ReturnType<typeof rowWriter>;
type Pager = ReturnType<typeof pager>;

interface Ln {
  id: string;
  name: string;
  shown: string[];
  /** article number (a column or a line of its own), no part of the name */
  art: string;
  /** lines under the row (serial numbers, notes), no part of the name */
  notes: string[];
  /** heading the row is printed under (Lieferschein, title), no part of the name */
  group: string;
  qty: string;
  unit: [string, string];
  price: string;
  disc: string;
  netPrice: string;
  rate: string;
  net: string;
}
interface Doc extends KitDoc<Tpl, Ln> {
  salutation: string;
  buyerVat: boolean;
  taxNo: string;
  allow: string;
  allowPct: string;
  taxExcl: string;
  dueShown: boolean;
  delivery: string;
  custNo: string;
  bank: string;
}

export function generateBlind16(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND16_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      sapb1: drawSap,
      bc365: drawBc,
      datev: drawDatev,
      weclapp: drawWeclapp,
      odoo: drawOdoo,
      jtl: drawJtl,
      shopware: drawShopware,
      handwerk: drawHandwerk,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- words and values
const UNITS: Record<string, [string, string]> = {
  Stk: ['Stk', 'H87'],
  'St.': ['St.', 'H87'],
  Std: ['Std', 'HUR'],
  m2: ['m²', 'MTK'],
  lfm: ['lfm', 'MTR'],
  m: ['m', 'MTR'],
  Pal: ['Pal', 'XPX'],
  kg: ['kg', 'KGM'],
  VE: ['VE', 'XPK'],
  Paar: ['Paar', 'PR'],
  psch: ['psch', 'LS'],
  Tag: ['Tag', 'DAY'],
  none: ['', 'C62'],
};
/** [name, unit key, price range in euros, rate, serial-numbered] */
type Article = [string, string, [number, number], string, boolean];
const ARTICLES: Article[] = [
  ['Laserdrucker LX-420dn Duplex Netzwerk', 'Stk', [180, 690], '19', true],
  ['Tonerkartusche schwarz, Reichweite ca. 12.000 Seiten', 'Stk', [45, 160], '19', false],
  ['Kopierpapier A4 80 g/m², Karton mit 5 × 500 Blatt', 'VE', [18, 32], '19', false],
  ['Streusalz 25 kg Sack, Palette mit 40 Säcken', 'Pal', [190, 320], '19', false],
  ['Kabelbinder 4,8 × 300 mm schwarz (100 Stück)', 'VE', [3, 12], '19', false],
  ['Arbeitshandschuhe Nitril, Größe 9', 'Paar', [2, 9], '19', false],
  ['Edelstahlschrauben A2 DIN 912 M8 × 40 lose', 'kg', [14, 38], '19', false],
  ['Aluminium-Systemprofil 40 × 40 Nut 8, Zuschnitt', 'lfm', [9, 28], '19', false],
  ['Notebook ProBook 14" i5, 16 GB RAM, 512 GB SSD', 'Stk', [640, 1290], '19', true],
  ['Barcode-Handscanner USB mit Standfuß', 'Stk', [89, 240], '19', true],
  ['Servicetechniker vor Ort', 'Std', [68, 115], '19', false],
  ['Kaffee Crema ganze Bohne 1 kg', 'Stk', [11, 24], '7', false],
  ['Fachbuch „Lagerlogistik kompakt“, 3. Auflage', 'Stk', [29, 69], '7', false],
  ['Bio-Apfelsaft naturtrüb 6 × 1,0 l', 'VE', [8, 15], '7', false],
];
const NOTES = [
  'Liefertermin KW 14 bestätigt',
  'inkl. Einweisung vor Ort',
  'Ersatz für defektes Gerät aus Reklamation 4471',
  'Farbe: anthrazit',
  'Teillieferung, Rest folgt',
];
const SELLERS: Record<Tpl, string[]> = {
  sapb1: [
    'Brandt Industriebedarf GmbH',
    'Nordlicht Bürotechnik GmbH',
    'Rheinland Werkzeughandel GmbH & Co. KG',
  ],
  bc365: ['Weber Systemhaus GmbH', 'Hanse Lager- und Betriebstechnik GmbH', 'Köhler Elektrogroßhandel AG'],
  datev: ['Zimmermann Bürobedarf e.K.', 'Lange Reinigungs- und Hygienebedarf GmbH', 'Krüger IT-Service GmbH'],
  weclapp: [
    'Lindgrün Handelsgesellschaft mbH',
    'Schulte Verpackungslösungen GmbH',
    'Tauber Gastro-Technik GmbH',
  ],
  odoo: ['Berger Möbelwerkstatt GmbH', 'Hofmann Digital Solutions GmbH', 'Wagner Feinkost & Kaffee GmbH'],
  jtl: ['Lagerprofi24 GmbH', 'Technikversand Mitte GmbH', 'Zweirad-Teile Großhandel Krüger e.K.'],
  shopware: ['Papierwelt Handels GmbH', 'Gastro-Shop Hanse GmbH', 'Büroausstatter Süd GmbH'],
  handwerk: [
    'Haustechnik Köhler GmbH',
    'Sanitär Heizung Klima Berger e.K.',
    'Elektro Zimmermann GmbH & Co. KG',
  ],
};
const TRADE: Record<string, string> = {
  Haustechnik: 'Meisterbetrieb für Sanitär, Heizung und Klima',
  Sanitär: 'Bäder · Heizung · Solartechnik · Kundendienst',
  Elektro: 'Elektroinstallation · Gebäudetechnik · E-Mobilität',
};
const BUYERS = [
  'Autohaus am Ring GmbH',
  'Logistikzentrum West GmbH & Co. KG',
  'Ingenieurbüro Zimmermann Planungsgesellschaft mbH',
  'Bäckerei Schulte e.K.',
  'Stadtverwaltung Neustadt – Zentrale Beschaffung',
  'Praxisgemeinschaft Dr. Lange & Kollegen',
  'Weber Maschinenbau GmbH',
];
const BANKS = ['Sparkasse KölnBonn', 'Commerzbank AG', 'Volksbank Mittelhessen eG', 'Deutsche Bank AG'];

const money = (v: string) => groupedMoney(v, '.', ',');
const eur = (v: string) => `${money(v)} €`;
const qtyTxt = (q: string, places: number) => dec(q).toFixed(places).replace('.', ',');
const pctTxt = (p: string) => dec(p).toFixed(2).replace('.', ',');
const date = (iso: string) => iso.split('-').reverse().join('.');
const rateTxt = (r: string) => r.replace('.', ',');

// ---------------------------------------------------------------------------- the model
function line(i: number, a: Article, t: Tools, discOk: boolean): Ln {
  const [name, u, [lo, hi], rate] = a;
  const unit = UNITS[u] as [string, string];
  const qty =
    u === 'kg' || u === 'lfm'
      ? `${t.int(1, 60)}.${t.pick(['0', '5', '25', '75'])}`
      : u === 'Std'
        ? t.pick(['1', '1.5', '2', '3.5', '6', '8'])
        : String(t.pick([1, 1, 2, 3, 5, 10, 12, 20, 50]));
  const price = `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '95', '49', '20'])}`;
  const disc = discOk && t.rnd() < 0.3 ? t.pick(['3', '5', '10', '12.5', '15']) : '';
  const gross = dec(qty).times(price);
  return {
    id: String(i + 1),
    name,
    shown: [name],
    art: `${t.pick(['A', '10', '4711-', 'HW-'])}${t.digits(5)}`,
    notes: [],
    group: '',
    qty: dec(qty).toString(),
    unit,
    price,
    disc,
    netPrice: disc ? round(dec(price).times(dec(100).minus(disc)).dividedBy(100)) : price,
    rate,
    net: round(disc ? gross.times(dec(100).minus(disc)).dividedBy(100) : gross),
  };
}

function merchLines(d: Pick<Doc, 'tpl' | 'v' | 't' | 'issue'>): Ln[] {
  const { t, tpl } = d;
  // every fourth document runs onto a second page
  const n = d.v % 4 === 1 ? t.int(16, 24) : tpl === 'jtl' ? t.int(3, 12) : t.int(1, d.v % 3 === 0 ? 12 : 6);
  const single = tpl === 'sapb1' && d.v % 2 === 0;
  const pool = single ? ARTICLES.filter((a) => a[3] === '19') : ARTICLES;
  const discOk = tpl === 'sapb1' || tpl === 'bc365' || tpl === 'weclapp' || tpl === 'odoo' || tpl === 'jtl';
  const lines = Array.from({ length: n }, (_, i) => line(i, t.pick(pool), t, discOk));
  for (const l of lines) {
    const art = ARTICLES.find((a) => a[0] === l.name);
    if (art?.[4] && (tpl === 'sapb1' || tpl === 'jtl'))
      l.notes = [
        `${tpl === 'jtl' ? 'Seriennummer(n)' : 'Seriennummern'}: ${Array.from({ length: Math.min(3, Number(l.qty)) }, () => `SN${t.digits(8)}`).join(', ')}`,
      ];
    else if ((tpl === 'weclapp' || tpl === 'bc365') && t.rnd() < 0.25) l.notes = [t.pick(NOTES)];
  }
  if (tpl === 'odoo') for (const l of lines) l.name = `[${l.art}] ${l.name}`;
  // Shopware's table has no unit column
  if (tpl === 'shopware') for (const l of lines) l.unit = UNITS.none as [string, string];
  if (tpl === 'jtl') {
    const groups = Array.from(
      { length: t.int(1, 3) },
      (_, i) => `Lieferschein LS-2026-${t.digits(5)} vom ${date(addDays(d.issue, -t.int(1, 6) - 7 * i))}`,
    );
    lines.forEach((l, i) => {
      l.group = groups[Math.floor((i * groups.length) / lines.length)] as string;
    });
    if (t.rnd() < 0.6) {
      const ship = line(lines.length, ['Versandkosten Spedition', 'none', [18, 95], '19', false], t, false);
      Object.assign(ship, { qty: '1', art: 'VERSAND', group: lines[lines.length - 1]?.group ?? '' });
      ship.net = ship.price;
      ship.netPrice = ship.price;
      lines.push(ship);
    }
  }
  return lines;
}

const HW_TITLES: Array<[string, Array<[string, string, [number, number]]>]> = [
  [
    'Demontage',
    [
      ['Altes Waschtischbecken inkl. Armatur demontieren und fachgerecht entsorgen', 'Stk', [1, 2]],
      ['Vorhandene Wandfliesen im Spritzwasserbereich abschlagen, Schutt entsorgen', 'm2', [4, 18]],
    ],
  ],
  [
    'Sanitärinstallation',
    [
      [
        'Mehrschichtverbundrohr 16 × 2 mm liefern und verlegen, inkl. Fittings und Befestigung',
        'lfm',
        [6, 40],
      ],
      ['Vorwandelement für wandhängendes WC, Bauhöhe 112 cm, liefern und montieren', 'Stk', [1, 2]],
      ['Waschtisch-Einhebelmischer verchromt liefern und montieren', 'Stk', [1, 3]],
      ['Abwasserrohr HT DN 50 liefern und verlegen', 'lfm', [3, 15]],
    ],
  ],
  [
    'Heizung',
    [
      ['Badheizkörper 1200 × 600 mm weiß, inkl. Thermostatventil', 'Stk', [1, 2]],
      ['Heizungsanlage entleeren, befüllen, entlüften und Druckprobe', 'psch', [1, 1]],
    ],
  ],
  [
    'Arbeitszeit',
    [
      ['Monteur', 'Std', [2, 24]],
      ['Helfer / Auszubildender', 'Std', [2, 16]],
    ],
  ],
];
function handwerkLines(t: Tools): Ln[] {
  const out: Ln[] = [];
  HW_TITLES.filter((_, i) => i === 1 || t.rnd() < 0.6).forEach(([title, items], ti) => {
    items.forEach(([name, u, [a, b]], pi) => {
      if (pi > 0 && t.rnd() < 0.3) return;
      const qty =
        u === 'lfm' || u === 'm2' ? `${t.int(a, b)}.${t.pick(['000', '500', '250'])}` : String(t.int(a, b));
      const price = `${t.int(u === 'Std' ? 48 : 9, u === 'psch' ? 380 : u === 'Std' ? 72 : 620)}.${t.pick(['00', '50', '80'])}`;
      const l = line(out.length, [name, u, [0, 0], '19', false], t, false);
      Object.assign(l, { qty: dec(qty).toString(), price, netPrice: price, disc: '' });
      l.net = round(dec(qty).times(price));
      l.id = `${ti + 1}.${pi + 1}`;
      l.group = `${ti + 1} ${title}`;
      l.shown = wrapWords(name, 46);
      out.push(l);
    });
  });
  return out;
}

function vatGroups(items: ReadonlyArray<{ rate: string; net: string }>): KitVat[] {
  const m = new Map<string, string>();
  for (const l of items) m.set(l.rate, round(dec(m.get(l.rate) ?? '0').plus(l.net)));
  return [...m.entries()]
    .map(([rate, base]) => ({ rate, base, tax: round(dec(base).times(rate).dividedBy(100)) }))
    .sort((a, b) => Number(b.rate) - Number(a.rate));
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  if (tpl === 'sapb1') return `${credit ? '2' : '1'}00${t.digits(4)}`;
  if (tpl === 'bc365') return `${credit ? '104' : '103'}${t.digits(3)}`;
  if (tpl === 'datev') return `${credit ? 'RK' : 'RE'}${t.digits(6)}`;
  if (tpl === 'weclapp') return `${credit ? 'GS' : 'RE'}-${t.digits(5)}`;
  if (tpl === 'odoo') return `${credit ? 'RINV' : 'INV'}/2026/${t.digits(5)}`;
  if (tpl === 'jtl') return `RE2026-${t.digits(6)}`;
  if (tpl === 'shopware') return `${credit ? '2' : '1'}${t.digits(4)}`;
  return `2026-${t.digits(4)}`;
}

function parties(tpl: Tpl, v: number, t: Tools): { s: KitParty; b: KitParty; salutation: string } {
  const s = dachParty('DE', t.pick(SELLERS[tpl]), t);
  const priv = (tpl === 'handwerk' && v % 2 === 0) || (tpl === 'shopware' && v % 4 === 1);
  const person = personName(t);
  const salutation =
    priv && tpl === 'handwerk' ? (/^(Sabine|Petra|Claudia|Anja|Miriam)/.test(person) ? 'Frau' : 'Herrn') : '';
  const bName = priv ? (salutation ? `${salutation} ${person}` : person) : t.pick(BUYERS);
  const b = dachParty('DE', bName, t);
  if (b.street === s.street) b.street = `${b.street.split(' ')[0]} ${t.int(141, 180)}`;
  return { s, b, salutation };
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND16_TPLS.length);
  const { s, b, salutation } = parties(tpl, v, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const creditAt: Partial<Record<Tpl, number>> = {
    sapb1: 3,
    bc365: 2,
    datev: 3,
    weclapp: 3,
    odoo: 1,
    shopware: 3,
  };
  const credit =
    creditAt[tpl] === v % 4
      ? { orig: numberOf(tpl, t, false), date: addDays(issue, -t.int(4, 40)) }
      : undefined;
  const lines = tpl === 'handwerk' ? handwerkLines(t) : merchLines({ tpl, v, t, issue });
  const lineNet = round(lines.reduce((a, l) => a.plus(l.net), dec(0)));
  const single = new Set(lines.map((l) => l.rate)).size === 1;
  const allowPct = tpl === 'sapb1' && single && !credit && t.rnd() < 0.6 ? t.pick(['2', '3', '5']) : '';
  const allow = allowPct ? round(dec(lineNet).times(allowPct).dividedBy(100)) : '';
  const top = lines.reduce((a, l) => (Number(l.rate) > Number(a) ? l.rate : a), '0');
  const charge =
    (tpl === 'weclapp' || tpl === 'shopware') && !credit && t.rnd() < 0.6
      ? t.pick(['4.90', '5.95', '9.90', '14.50'])
      : '';
  const items = [
    ...lines,
    ...(charge ? [{ rate: top, net: charge }] : []),
    ...(allow ? [{ rate: top, net: `-${allow}` }] : []),
  ];
  const vat = vatGroups(items);
  const taxExcl = round(
    dec(lineNet)
      .plus(charge || '0')
      .minus(allow || '0'),
  );
  const vatT = round(vat.reduce((a, g) => a.plus(g.tax), dec(0)));
  const gross = round(dec(taxExcl).plus(vatT));
  const paid = credit
    ? '0.00'
    : tpl === 'shopware' && v % 4 !== 2
      ? gross
      : tpl === 'handwerk' && v % 3 === 1
        ? round(dec(gross).times(0.4).dividedBy(100).floor().times(100))
        : '0.00';
  return {
    tpl,
    v,
    s,
    b,
    salutation,
    buyerVat: tpl === 'bc365' || (tpl === 'jtl' && v % 2 === 0) || (tpl === 'sapb1' && v % 3 === 0),
    taxNo: tpl === 'datev' || tpl === 'handwerk' ? `${t.int(200, 399)}/${t.digits(3)}/${t.digits(5)}` : '',
    credit,
    lines,
    vat,
    lineNet,
    allow,
    allowPct,
    charge,
    taxExcl,
    vatT,
    gross,
    paid,
    number: numberOf(tpl, t, !!credit),
    po:
      tpl === 'handwerk' || tpl === 'datev' || (v % 3 === 2 && tpl !== 'shopware')
        ? ''
        : `${t.pick(['PO-', 'B', '4500'])}${t.digits(6)}`,
    issue,
    due: addDays(issue, t.pick([10, 14, 30, 30])),
    dueShown: !credit && tpl !== 'shopware' && !(tpl === 'datev' && v % 2 === 1),
    delivery:
      tpl === 'weclapp' || tpl === 'jtl' || (tpl === 'datev' && v % 2 === 0)
        ? addDays(issue, -t.int(0, 5))
        : '',
    custNo: String(t.int(10000, 69999)),
    iban: ibanOf('DE', t),
    bic: bicOf('DE', t),
    bank: t.pick(BANKS),
    phone: `0${t.pick(['221', '40', '89', '711', '69'])} ${t.digits(3)} ${t.digits(2)}-${t.digits(2)}`,
    email: `${t.pick(['info', 'rechnung', 'buchhaltung', 'vertrieb'])}@${mailDomain(s.name)}`,
    t,
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: 'EUR', po: d.po, sellerVat: true });
  if (d.delivery) inv.delivery = { actualDeliveryDate: d.delivery };
  if (ibanShown(d))
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.taxExcl,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    ...(d.charge ? { chargeTotal: d.charge } : {}),
    ...(d.allow ? { allowanceTotal: d.allow } : {}),
    ...(d.paid !== '0.00' ? { paidAmount: d.paid } : {}),
    amountDue: round(dec(d.gross).minus(d.paid)),
  };
  const top = d.vat[0]?.rate ?? '19';
  if (d.charge)
    inv.charges = [{ amount: d.charge, vatCategoryCode: 'S', vatRate: top, reason: 'Versandkosten' }];
  if (d.allow)
    inv.allowances = [
      { amount: d.allow, vatCategoryCode: 'S', vatRate: top, reason: 'Rabatt', percentage: d.allowPct },
    ];
  inv.vatBreakdown = d.vat.map((g) => kitVatRow(g));
  inv.lines = d.lines.map((l) => kitLine(l, { netPrice: l.netPrice }));
  return inv;
}

/** The bank account is printed (in a footer or a payment line) except on Shopware documents paid online or
 * credited, and on Odoo's and Business Central's credit notes (their bank line is a payment request). */
const ibanShown = (d: Doc) =>
  !(d.tpl === 'shopware' && (d.paid !== '0.00' || d.credit)) &&
  !(d.credit && (d.tpl === 'odoo' || d.tpl === 'bc365'));

// ---------------------------------------------------------------------------- shared pieces
type Col = TableCol<Ln>;
interface TableOpts {
  nameCol: number;
  groupHead?: (g: string) => string;
  groupSum?: (g: string) => string;
  /** label of the carried sum at a page foot and the next page head ('' = none) */
  carry: string;
  bottom: number;
  size?: number;
  /** draws the head of a continuation page, returns the y of the table */
  nextPage: () => number;
  /** the column heads on two lines (second line under the first) */
  heads2?: Record<number, string>;
}

/** The item table (synthetic-table.ts) with this set's spacing: 32 pt kept for a group change. */
function itemTable(p: Pager, y0: number, cols: Col[], ls: Ln[], o: TableOpts): number {
  return drawTable(p, y0, cols, ls, {
    ...o,
    size: o.size ?? 8.5,
    money,
    notes: (l) => l.notes,
    noteLess: 1.5,
    headStep: o.heads2 ? 24 : 15,
    groupRoom: 32,
    sumStep: 16,
    carryX: 380,
  });
}

function sums(w: Writer, y: number, rows: Array<[string, string]>, x = 330, size = 9): number {
  rows.forEach(([a, v], i) => {
    const b = i === rows.length - 1;
    w.put(y, x, a, { size: b ? size + 1 : size, bold: b });
    w.put(y, 545, v, { size: b ? size + 1 : size, bold: b, right: true });
    y += 14;
  });
  return y;
}

function windowBlock(w: Writer, d: Doc, x = 50, y = 128, senderLine = true): number {
  if (senderLine) {
    const sender = `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`;
    w.put(y, x, sender, { size: Math.min(6.5, Math.floor((480 / sender.length) * 10) / 10) });
  }
  const name = d.salutation
    ? [d.salutation, d.b.name.slice(d.salutation.length + 1)]
    : wrapWords(d.b.name, 36);
  const country = d.b.country !== 'DE' ? ['Österreich'] : [];
  return w.block([...name, d.b.street, `${d.b.pc} ${d.b.city}`, ...country], x, y + 14, { size: 10 });
}

/** A footer of 3–4 columns at the foot of every page. */
function footer(rows: Row[], pages: number, cols: string[][], y = 772, size = 6.5) {
  const step = 495 / cols.length;
  const width = Math.floor(step / (size * 0.56));
  for (let page = 1; page <= pages; page++)
    cols.forEach((c, i) => {
      const ls = c.flatMap((x) => wrapWords(x, width));
      ls.forEach(
        (l, j) => void rows.push([y + j * Math.round(size * 1.25), 50 + i * step, l, { size, page }]),
      );
    });
}
const bankCol = (d: Doc) => [d.bank, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`];
const addrCol = (d: Doc) => [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`];
const contactCol = (d: Doc) => [
  `Tel. ${d.phone}`,
  d.email,
  `www.${d.email.split('@')[1]?.replace('.example', '.de')}`,
];
const regCol = (d: Doc) => [
  `Geschäftsführer: ${personName(d.t)}`,
  `Amtsgericht ${d.s.city.split(' ')[0]} HRB ${d.t.int(1000, 99999)}`,
  `USt-IdNr. ${d.s.vat}`,
];
/** The VAT rows of a total block ("zzgl. 19 % USt auf 1.000,00 €"). */
const vatRows = (d: Doc, f: (g: KitVat) => string): Array<[string, string]> =>
  d.vat.map((g) => [f(g), money(g.tax)]);
/** The page count put into the "Seite n/§" texts once the document is drawn. */
function pageCount(rows: Row[], pages: number): number {
  for (const r of rows) r[2] = r[2].replace('§', String(pages));
  return pages;
}

// ---------------------------------------------------------------------------- SAP Business One
function drawSap(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const cn = !!d.credit;
  const head = (pg: number) => {
    p.put(40, 50, d.s.name, { size: 14, bold: true });
    p.put(58, 50, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
    p.put(40, 545, cn ? 'Gutschrift' : 'Rechnung', { size: 16, bold: true, right: true });
    return p.kv(
      70,
      360,
      545,
      [
        [cn ? 'Gutschriftsnummer' : 'Belegnummer', d.number],
        ['Belegdatum', date(d.issue)],
        ['Kundennummer', d.custNo],
        ...(d.po ? ([['Ihre Referenz', d.po]] as Array<[string, string]>) : []),
        ...(cn ? [] : ([['Zahlungsbedingungen', `${dayCount(d)} Tage netto`]] as Array<[string, string]>)),
        ...(d.dueShown ? ([['Fälligkeitsdatum', date(d.due)]] as Array<[string, string]>) : []),
        ['Seite', `${pg}/§`],
      ],
      { size: 8.5 },
      12,
    );
  };
  head(1);
  let y = windowBlock(p, d, 50, 130);
  if (d.buyerVat) p.put(y + 4, 50, `USt-IdNr.: ${d.b.vat}`, { size: 8.5 });
  y = 250;
  if (cn && d.credit) {
    p.put(y, 50, `Basisdokument: Rechnung ${d.credit.orig} vom ${date(d.credit.date)}`, { size: 9 });
    y += 18;
  }
  const cols: Col[] = [
    { head: 'Zeile', x: 50, cell: (l) => l.id },
    { head: 'Artikelnummer', x: 76, cell: (l) => l.art },
    { head: 'Beschreibung', x: 140, cell: () => '' },
    { head: 'Menge', x: 352, right: true, cell: (l) => qtyTxt(l.qty, 2) },
    { head: 'ME', x: 357, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 428, right: true, cell: (l) => money(l.price) },
    { head: 'Rabatt %', x: 466, right: true, cell: (l) => (l.disc ? pctTxt(l.disc) : '') },
    { head: 'MwSt', x: 494, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Gesamt (EUR)', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 40);
  y = itemTable(p, y, cols, d.lines, {
    nameCol: 2,
    carry: d.v % 2 ? 'Übertrag' : '',
    bottom: 700,
    nextPage: () => head(p.page()) + 20,
  });
  y = p.need(y + 6, 120);
  const tot: Array<[string, string]> = [['Gesamtbetrag vor Rabatt', money(d.lineNet)]];
  if (d.allow) tot.push([`Rabatt ${d.allowPct} %`, `-${money(d.allow)}`]);
  tot.push(...vatRows(d, (g) => `Steuer ${rateTxt(g.rate)} %`));
  tot.push(['Gesamtbetrag EUR', money(d.gross)]);
  sums(p, y, tot, 340);
  footer(rows, p.pages(), [addrCol(d), contactCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}
const dayCount = (d: Doc) => Math.round((Date.parse(d.due) - Date.parse(d.issue)) / 864e5);

// ---------------------------------------------------------------------------- Business Central
function drawBc(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const cn = !!d.credit;
  const head = (pg: number) => {
    p.block([d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`], 380, 40, { size: 8.5 });
    p.kv(
      82,
      380,
      545,
      [
        ['Telefon', d.phone],
        ['E-Mail', d.email],
        ['USt-IdNr.', d.s.vat ?? ''],
      ],
      { size: 8 },
      11,
    );
    p.put(pg === 1 ? 250 : 130, 50, `Verkauf - ${cn ? 'Gutschrift' : 'Rechnung'} ${d.number}`, {
      size: 12,
      bold: true,
    });
    p.put(pg === 1 ? 250 : 130, 545, `Seite ${pg}`, { size: 8.5, right: true });
  };
  head(1);
  windowBlock(p, d, 50, 140, false);
  const left: Array<[string, string]> = [
    ['Debitorennr.', d.custNo],
    ...(d.po ? ([['Ihre Referenz', d.po]] as Array<[string, string]>) : []),
    ['Verkäufer', personName(d.t)],
    ...(d.buyerVat ? ([['USt-IdNr.', d.b.vat ?? '']] as Array<[string, string]>) : []),
  ];
  const right: Array<[string, string]> = [
    ['Buchungsdatum', d.v % 2 ? longDate(d.issue, 'de') : date(d.issue)],
    [cn ? 'Gutschriftsnr.' : 'Rechnungsnr.', d.number],
    ...(d.dueShown ? ([['Fälligkeitsdatum', date(d.due)]] as Array<[string, string]>) : []),
    ...(cn ? [] : ([['Zahlungsbedingungen', `${dayCount(d)} Tage netto`]] as Array<[string, string]>)),
  ];
  const y1 = Math.max(
    p.kv(272, 50, 140, left, { size: 8.5 }, 12),
    p.kv(272, 330, 440, right, { size: 8.5 }, 12),
  );
  let y = y1 + 10;
  if (d.credit) {
    p.put(y, 50, `Korrektur zu Rechnung ${d.credit.orig} vom ${date(d.credit.date)}`, { size: 9 });
    y += 16;
  }
  const cols: Col[] = [
    { head: 'Nr.', x: 50, cell: (l) => l.art },
    { head: 'Beschreibung', x: 100, cell: () => '' },
    {
      head: 'Menge',
      x: 320,
      right: true,
      cell: (l) => qtyTxt(l.qty, l.unit[0] === 'kg' || l.unit[0] === 'lfm' ? 2 : 0),
    },
    {
      head: 'Einheit',
      x: 326,
      cell: (l) => ({ Stk: 'Stück', Std: 'Stunde', Paar: 'Paar' })[l.unit[0]] ?? l.unit[0],
    },
    { head: 'VK-Preis', x: 408, right: true, cell: (l) => money(l.price) },
    { head: 'Zeilen-', x: 452, right: true, cell: (l) => (l.disc ? rateTxt(l.disc) : '') },
    { head: 'MwSt.-%', x: 490, right: true, cell: (l) => l.rate },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 40);
  y = itemTable(p, y, cols, d.lines, {
    nameCol: 1,
    carry: '',
    bottom: 720,
    heads2: { 5: 'rabatt %' },
    nextPage: () => {
      head(p.page());
      return 150;
    },
  });
  y = p.need(y + 6, 180);
  const tot: Array<[string, string]> = [['Summe EUR ohne MwSt.', money(d.taxExcl)]];
  tot.push(...vatRows(d, (g) => `${rateTxt(g.rate)} % MwSt.`));
  tot.push(['Summe EUR inkl. MwSt.', money(d.gross)]);
  y = sums(p, y, tot, 330);
  y += 10;
  y = bcVatSpec(p, d, y);
  if (!cn)
    p.put(y + 10, 50, `Zahlung an: ${d.bank} · IBAN ${spaced(d.iban)} · SWIFT-Code ${d.bic}`, { size: 8 });
  return p.pages();
}

/** Business Central's "MwSt.-Betrag Spezifikation" table under the totals; returns the y below. */
function bcVatSpec(p: Pager, d: Doc, y0: number): number {
  let y = y0;
  p.put(y, 50, 'MwSt.-Betrag Spezifikation', { size: 9, bold: true });
  const vx = [50, 170, 290, 420, 545];
  ['MwSt.-Bezeichner', 'MwSt. %', 'Zeilenbetrag', 'MwSt.-Bemessungsgrundl.', 'MwSt.-Betrag'].forEach(
    (hd, i) => void p.put(y + 14, vx[i] as number, hd, { size: 8, bold: true, right: i > 1 }),
  );
  y += 27;
  for (const g of d.vat) {
    [`MWST${g.rate}`, rateTxt(g.rate), money(g.base), money(g.base), money(g.tax)].forEach(
      (c, i) => void p.put(y, vx[i] as number, c, { size: 8, right: i > 1 }),
    );
    y += 11;
  }
  return y;
}

// ---------------------------------------------------------------------------- DATEV Auftragswesen
function drawDatev(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const cn = !!d.credit;
  p.put(42, 297 - d.s.name.length * 3.75, d.s.name, { size: 15, bold: true });
  windowBlock(p, d, 50, 128);
  p.kv(
    128,
    370,
    470,
    [
      [cn ? 'Korrektur-Nr.' : 'Rechnungs-Nr.', d.number],
      ['Kunden-Nr.', d.custNo],
      ['Datum', date(d.issue)],
      ...(d.delivery ? ([['Lieferdatum', date(d.delivery)]] as Array<[string, string]>) : []),
      ['Bearbeiter', personName(d.t)],
    ],
    { size: 9 },
    13,
  );
  let y = 250;
  p.put(y, 50, cn ? `Rechnungskorrektur Nr. ${d.number}` : `Rechnung Nr. ${d.number}`, {
    size: 12,
    bold: true,
  });
  y += 22;
  p.put(y, 50, 'Sehr geehrte Damen und Herren,', { size: 10 });
  const txt = d.credit
    ? `zu unserer Rechnung Nr. ${d.credit.orig} vom ${date(d.credit.date)} schreiben wir Ihnen gut:`
    : 'für unsere Lieferungen und Leistungen erlauben wir uns zu berechnen:';
  p.put(y + 14, 50, txt, { size: 10 });
  y += 36;
  const multi = d.vat.length > 1;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Menge', x: 108, right: true, cell: (l) => qtyTxt(l.qty, 2) },
    { head: 'Einheit', x: 114, cell: (l) => l.unit[0] },
    { head: 'Bezeichnung', x: 155, cell: () => '' },
    ...(multi ? [{ head: 'USt %', x: 410, right: true, cell: (l: Ln) => l.rate }] : []),
    { head: 'Einzelpreis €', x: 475, right: true, cell: (l) => money(l.price) },
    { head: 'Gesamtpreis €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, multi ? 40 : 48);
  y = itemTable(p, y, cols, d.lines, { nameCol: 3, carry: 'Übertrag', bottom: 700, nextPage: () => 70 });
  y = p.need(y + 6, 140);
  const tot: Array<[string, string]> = [['Summe netto', money(d.taxExcl)]];
  tot.push(...vatRows(d, (g) => `zzgl. ${rateTxt(g.rate)} % USt auf ${money(g.base)}`));
  tot.push([cn ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', eur(d.gross)]);
  y = sums(p, y, tot, 300);
  if (!cn)
    p.put(
      y + 10,
      50,
      d.dueShown ? `Zahlbar bis zum ${date(d.due)} ohne Abzug.` : 'Zahlbar sofort nach Erhalt ohne Abzug.',
      { size: 9 },
    );
  p.put(y + 24, 50, 'Mit freundlichen Grüßen', { size: 9 });
  footer(rows, p.pages(), [
    addrCol(d),
    [`Tel. ${d.phone}`, d.email, `Steuernummer ${d.taxNo}`],
    [`Geschäftsinhaber: ${personName(d.t)}`, `Amtsgericht ${d.s.city.split(' ')[0]}`, `USt-IdNr. ${d.s.vat}`],
    bankCol(d),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- weclapp
function drawWeclapp(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const cn = !!d.credit;
  p.put(40, 50, d.s.name.toUpperCase(), { size: 13, bold: true });
  windowBlock(p, d, 50, 125);
  p.put(125, 360, cn ? 'Gutschrift' : 'Rechnung', { size: 15, bold: true });
  const kvs: Array<[string, string]> = [
    [cn ? 'Gutschriftsnummer' : 'Rechnungsnummer', d.number],
    [cn ? 'Gutschriftsdatum' : 'Rechnungsdatum', date(d.issue)],
    ...(d.delivery ? ([['Leistungsdatum', date(d.delivery)]] as Array<[string, string]>) : []),
    ['Kundennummer', d.custNo],
    ...(d.po ? ([['Ihre Bestellung', d.po]] as Array<[string, string]>) : []),
    ['Ansprechpartner', personName(d.t)],
  ];
  let y = Math.max(p.kv(148, 360, 545, kvs, { size: 8.5 }, 12), 235) + 12;
  if (d.credit) {
    p.put(y, 50, `Bezug: Rechnung ${d.credit.orig} vom ${date(d.credit.date)}`, { size: 9 });
    y += 16;
  }
  for (const l of d.lines) {
    l.shown = wrapWords(l.name, 44);
    l.notes = [`Artikelnummer: ${l.art}`, ...l.notes];
  }
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Artikel', x: 75, cell: () => '' },
    { head: 'Menge', x: 345, right: true, cell: (l) => qtyTxt(l.qty, l.qty.includes('.') ? 2 : 0) },
    { head: 'Einheit', x: 350, cell: (l) => l.unit[0] },
    { head: 'Einzelpreis', x: 432, right: true, cell: (l) => eur(l.price) },
    { head: 'Rabatt', x: 466, right: true, cell: (l) => (l.disc ? `${rateTxt(l.disc)} %` : '') },
    { head: 'USt.', x: 496, right: true, cell: (l) => `${l.rate} %` },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => eur(l.net) },
  ];
  y = itemTable(p, y, cols, d.lines, { nameCol: 1, carry: '', bottom: 720, nextPage: () => 70 });
  y = p.need(y + 6, 190);
  const tot: Array<[string, string]> = [['Nettobetrag', eur(d.lineNet)]];
  if (d.charge) tot.push(['Versandkosten', eur(d.charge)]);
  tot.push(...d.vat.map((g): [string, string] => [`zzgl. USt. ${rateTxt(g.rate)} %`, eur(g.tax)]));
  tot.push(['Gesamtbetrag', eur(d.gross)]);
  y = sums(p, y, tot, 340);
  y += 8;
  const vx = [50, 200, 320, 440];
  ['Steuersatz', 'Nettobetrag', 'Steuerbetrag', 'Bruttobetrag'].forEach(
    (hd, i) => void p.put(y, vx[i] as number, hd, { size: 8, bold: true, right: i > 0 }),
  );
  for (const g of d.vat) {
    y += 11;
    [`${rateTxt(g.rate)} %`, eur(g.base), eur(g.tax), eur(round(dec(g.base).plus(g.tax)))].forEach(
      (c, i) => void p.put(y, vx[i] as number, c, { size: 8, right: i > 0 }),
    );
  }
  if (!cn)
    p.put(
      y + 18,
      50,
      `Bitte überweisen Sie den Betrag bis zum ${date(d.due)} unter Angabe der Rechnungsnummer.`,
      { size: 8.5 },
    );
  footer(rows, p.pages(), [addrCol(d), contactCol(d), bankCol(d), regCol(d)]);
  return p.pages();
}

// ---------------------------------------------------------------------------- Odoo
function drawOdoo(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const cn = !!d.credit;
  p.put(40, 50, d.s.name, { size: 12, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, 'Deutschland'], 50, 56, { size: 8 });
  const bl = d.salutation ? [d.b.name] : wrapWords(d.b.name, 34);
  let y = p.block(
    [...bl, d.b.street, `${d.b.pc} ${d.b.city}`, ...(d.b.country !== 'DE' ? ['Österreich'] : [])],
    330,
    130,
    { size: 10 },
  );
  if (d.buyerVat) p.put(y + 2, 330, `USt-IdNr.: ${d.b.vat}`, { size: 9 });
  p.put(240, 50, `${cn ? 'Gutschrift' : 'Rechnung'} ${d.number}`, { size: 16, bold: true });
  const info: Array<[string, string]> = [
    [cn ? 'Gutschriftsdatum:' : 'Rechnungsdatum:', date(d.issue)],
    ...(d.dueShown ? ([['Fälligkeitsdatum:', date(d.due)]] as Array<[string, string]>) : []),
    ...(d.po ? ([['Referenz:', d.po]] as Array<[string, string]>) : []),
    ...(d.credit ? ([['Herkunft:', d.credit.orig]] as Array<[string, string]>) : []),
  ];
  info.forEach(([a, b], i) => {
    p.put(270, 50 + i * 125, a, { size: 9, bold: true });
    p.put(283, 50 + i * 125, b, { size: 9 });
  });
  y = 310;
  if (d.credit) {
    p.put(y, 50, `Gutschrift zu Rechnung ${d.credit.orig} vom ${date(d.credit.date)}`, { size: 9 });
    y += 16;
  }
  const cols: Col[] = [
    { head: 'Beschreibung', x: 50, cell: () => '' },
    {
      head: 'Menge',
      x: 330,
      right: true,
      cell: (l) => `${qtyTxt(l.qty, 2)}${l.unit[0] ? ` ${l.unit[0]}` : ''}`,
    },
    { head: 'Einzelpreis', x: 395, right: true, cell: (l) => money(l.price) },
    { head: 'Rabatt %', x: 440, right: true, cell: (l) => (l.disc ? pctTxt(l.disc) : '') },
    { head: 'Steuern', x: 490, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Betrag', x: 545, right: true, cell: (l) => eur(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 50);
  const foot = () => {
    const contact = `${d.phone} | ${d.email} | www.${mailDomain(d.s.name).replace('.example', '.de')}`;
    p.put(790, 297 - contact.length * 1.75, contact, { size: 7 });
    p.put(802, 280, `Seite: ${p.page()} / §`, { size: 7 });
  };
  foot();
  y = itemTable(p, y, cols, d.lines, {
    nameCol: 0,
    carry: '',
    bottom: 740,
    nextPage: () => {
      foot();
      return 60;
    },
  });
  y = p.need(y + 8, 150);
  const tot: Array<[string, string]> = [['Zwischensumme', eur(d.lineNet)]];
  tot.push(
    ...d.vat.map((g): [string, string] => [`USt ${rateTxt(g.rate)} % auf ${eur(g.base)}`, eur(g.tax)]),
  );
  tot.push(['Gesamt', eur(d.gross)]);
  y = sums(p, y, tot, 320);
  if (!cn) {
    p.put(y + 10, 50, `Bitte verwenden Sie die folgende Mitteilung für Ihre Zahlung: ${d.number}`, {
      size: 8.5,
    });
    p.put(y + 22, 50, `Zahlungsbedingungen: ${dayCount(d)} Tage`, { size: 8.5 });
    p.put(y + 34, 50, `Bankverbindung: ${d.bank}, IBAN ${spaced(d.iban)}, BIC ${d.bic}`, { size: 8.5 });
  }
  p.put(778, 260, `USt-IdNr.: ${d.s.vat}`, { size: 7 });
  return pageCount(rows, p.pages());
}

// ---------------------------------------------------------------------------- JTL-Wawi
function drawJtl(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const head = (pg: number) => {
    p.put(40, 545, d.s.name, { size: 13, bold: true, right: true });
    if (pg > 1) p.put(80, 50, `Rechnung ${d.number} – Seite ${pg}`, { size: 9, bold: true });
  };
  head(1);
  windowBlock(p, d, 50, 128);
  p.block(
    [
      'Lieferanschrift:',
      d.b.name.slice(0, 30),
      `Lager ${d.t.int(1, 4)}, Tor ${d.t.int(1, 9)}`,
      `${d.b.pc} ${d.b.city}`,
    ],
    250,
    142,
    { size: 8 },
  );
  p.kv(
    128,
    380,
    545,
    [
      ['Rechnungsnr.', d.number],
      ['Rechnungsdatum', date(d.issue)],
      ['Kundennr.', d.custNo],
      ...(d.po ? ([['Ihre Bestellnr.', d.po]] as Array<[string, string]>) : []),
      ['Lieferdatum', date(d.delivery)],
      ['Zahlungsart', 'Rechnung'],
      ...(d.buyerVat ? ([['Ihre USt-IdNr.', d.b.vat ?? '']] as Array<[string, string]>) : []),
    ],
    { size: 8.5 },
    12,
  );
  p.put(245, 50, 'Rechnung', { size: 14, bold: true });
  const cols: Col[] = [
    { head: 'Pos', x: 50, cell: (l) => l.id },
    { head: 'Art.-Nr.', x: 72, cell: (l) => l.art },
    { head: 'Artikel', x: 130, cell: () => '' },
    { head: 'Menge', x: 345, right: true, cell: (l) => qtyTxt(l.qty, l.qty.includes('.') ? 2 : 0) },
    { head: 'Einheit', x: 350, cell: (l) => l.unit[0] },
    { head: 'E-Preis', x: 420, right: true, cell: (l) => money(l.price) },
    { head: 'Rabatt', x: 455, right: true, cell: (l) => (l.disc ? `${rateTxt(l.disc)}%` : '') },
    { head: 'MwSt.', x: 485, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 38);
  let y = itemTable(p, 268, cols, d.lines, {
    nameCol: 2,
    groupHead: (g) => g,
    carry: 'Übertrag',
    bottom: 690,
    nextPage: () => {
      head(p.page());
      return 100;
    },
  });
  y = p.need(y + 6, 130);
  const tot: Array<[string, string]> = [['Summe netto', money(d.lineNet)]];
  tot.push(...vatRows(d, (g) => `zzgl. ${rateTxt(g.rate)} % MwSt.`));
  tot.push(['Rechnungsbetrag EUR', money(d.gross)]);
  y = sums(p, y, tot, 340);
  p.put(y + 10, 50, `Zahlbar innerhalb von ${dayCount(d)} Tagen bis ${date(d.due)} ohne Abzug.`, {
    size: 8.5,
  });
  footer(rows, p.pages(), [addrCol(d), contactCol(d), bankCol(d), regCol(d)]);
  return p.pages();
}

// ---------------------------------------------------------------------------- Shopware
function drawShopware(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const cn = !!d.credit;
  p.put(40, 545, d.s.name, { size: 12, bold: true, right: true });
  windowBlock(p, d, 50, 120);
  const kvs: Array<[string, string]> = [
    ['Kundennummer:', d.custNo],
    ['Bestellnummer:', d.po],
    ['Datum:', date(d.issue)],
  ];
  p.kv(120, 400, 545, kvs, { size: 8.5 }, 12);
  let y = 230;
  p.put(y, 50, cn ? `Gutschrift ${d.number}` : `Rechnung ${d.number}`, { size: 14, bold: true });
  y += 20;
  if (d.credit) {
    p.put(y, 50, `Gutschrift zur Rechnung ${d.credit.orig} vom ${date(d.credit.date)}`, { size: 9 });
    y += 16;
  }
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Prod.-Nr.', x: 75, cell: (l) => l.art },
    { head: 'Bezeichnung', x: 135, cell: () => '' },
    { head: 'Anzahl', x: 368, right: true, cell: (l) => l.qty.replace('.', ',') },
    { head: 'USt.', x: 405, right: true, cell: (l) => `${l.rate} %` },
    { head: 'Stückpreis', x: 470, right: true, cell: (l) => eur(l.price) },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => eur(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 44);
  y = itemTable(p, y, cols, d.lines, { nameCol: 2, carry: '', bottom: 720, nextPage: () => 70 });
  y = p.need(y + 6, 150);
  const tot: Array<[string, string]> = [['Gesamtkosten:', eur(d.lineNet)]];
  if (d.charge) tot.push(['Versandkosten:', eur(d.charge)]);
  tot.push(['Gesamtsumme (netto):', eur(d.taxExcl)]);
  tot.push(...d.vat.map((g): [string, string] => [`zzgl. ${rateTxt(g.rate)} % MwSt.:`, eur(g.tax)]));
  tot.push(['Gesamtsumme:', eur(d.gross)]);
  y = sums(p, y, tot, 340);
  if (!cn) {
    const paid = d.paid !== '0.00';
    p.put(y + 10, 50, `Gewählte Zahlungsart: ${paid ? d.t.pick(['PayPal', 'Kreditkarte']) : 'Vorkasse'}`, {
      size: 8.5,
    });
    p.put(
      y + 22,
      50,
      paid
        ? 'Der Rechnungsbetrag wurde bereits bezahlt.'
        : 'Bitte überweisen Sie den Betrag auf das unten genannte Konto.',
      { size: 8.5 },
    );
  }
  footer(rows, p.pages(), [addrCol(d), contactCol(d), ibanShown(d) ? bankCol(d) : [d.bank], regCol(d)]);
  return p.pages();
}

// ---------------------------------------------------------------------------- Handwerker software
function drawHandwerk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const trade = TRADE[d.s.name.split(' ')[0] ?? ''] ?? '';
  p.put(38, 297 - d.s.name.length * 4, d.s.name, { size: 16, bold: true });
  p.put(58, 297 - trade.length * 2.1, trade, { size: 8.5 });
  windowBlock(p, d, 50, 130);
  p.kv(
    130,
    370,
    470,
    [
      ['Rechnung Nr.', d.number],
      ['Datum', date(d.issue)],
      ['Kunden-Nr.', d.custNo],
      ['Ausführung', `${date(addDays(d.issue, -12))} – ${date(addDays(d.issue, -3))}`],
    ],
    { size: 9 },
    13,
  );
  let y = 245;
  p.put(y, 50, 'Rechnung', { size: 13, bold: true });
  p.put(
    y + 18,
    50,
    `Objekt: ${d.t.pick(['Badsanierung', 'Heizungsmodernisierung', 'Umbau Gäste-WC'])}, ${d.b.street === d.s.street ? 'Baustelle' : `Am Weiher ${d.t.int(1, 40)}`}, ${d.b.pc} ${d.b.city}`,
    { size: 9 },
  );
  y += 40;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Menge', x: 118, right: true, cell: (l) => qtyTxt(l.qty, 3) },
    { head: 'ME', x: 124, cell: (l) => l.unit[0] },
    { head: 'Bezeichnung', x: 155, cell: () => '' },
    { head: 'EP', x: 475, right: true, cell: (l) => money(l.price) },
    { head: 'GP', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  y = itemTable(p, y, cols, d.lines, {
    nameCol: 3,
    groupHead: (g) => g,
    groupSum: (g) => (d.v % 2 ? `Summe ${g}` : `Zwischensumme Titel ${g.split(' ')[0]}`),
    carry: 'Übertrag',
    bottom: 700,
    nextPage: () => {
      p.put(60, 50, `Rechnung Nr. ${d.number} vom ${date(d.issue)} – Seite ${p.page()}`, { size: 8.5 });
      return 85;
    },
  });
  y = p.need(y + 6, 160);
  const tot: Array<[string, string]> = [
    ['Nettobetrag', money(d.taxExcl)],
    ...vatRows(d, (g) => `zzgl. ${rateTxt(g.rate)} % MwSt.`),
    ['Rechnungsbetrag', eur(d.gross)],
  ];
  if (d.paid !== '0.00') {
    tot.push([`abzgl. Abschlagszahlung vom ${date(addDays(d.issue, -20))}`, `-${money(d.paid)}`]);
    tot.push(['Noch zu zahlen', eur(round(dec(d.gross).minus(d.paid)))]);
  }
  y = sums(p, y, tot, 300);
  const wages = d.lines.filter((l) => l.unit[1] === 'HUR').reduce((a, l) => a.plus(l.net), dec(0));
  if (wages.gt(0))
    p.put(
      y + 8,
      50,
      `Im Rechnungsbetrag sind Lohnkosten von ${eur(round(wages))} netto enthalten (§ 35a EStG).`,
      { size: 8.5 },
    );
  p.put(y + 20, 50, `Zahlbar bis ${date(d.due)} ohne Abzug.`, { size: 8.5 });
  footer(rows, p.pages(), [
    addrCol(d),
    [`Tel. ${d.phone}`, d.email, `Steuer-Nr. ${d.taxNo}`],
    [`USt-IdNr. ${d.s.vat}`, `Handwerkskammer ${d.s.city.split(' ')[0]}`],
    bankCol(d),
  ]);
  return p.pages();
}
