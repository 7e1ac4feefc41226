/**
 * `--templates blind14` of extraction-synthetic.ts: held-out layouts of session 14 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for GERMAN-language documents of
 * kinds blind2–13 do not have, as their producers print them (looks taken from public descriptions
 * of the products, no file copied) —
 * - `shop`: an online-shop or marketplace-seller invoice (WooCommerce German Market, Amazon-seller
 *   VAT invoice, Etsy/eBay-seller tool, Shopify order printer): "Bestellnummer", "Bestelldatum",
 *   "Kundennummer", "Zahlungsart PayPal / Klarna / Vorkasse / Kauf auf Rechnung", Rechnungsadresse
 *   and Lieferadresse side by side (Packstation, c/o), prices INCLUDING VAT (the Amazon look prints
 *   both), an SKU/ASIN line under the product, "Versand" in the totals, "enthaltene MwSt. 19 %",
 *   7 % and 19 % mixed, a four-column footer with the bank; returns as "Rechnungskorrektur";
 * - `versorger`: a utility bill — electricity/gas annual statement (Jahresabrechnung: Vertragskonto,
 *   Abrechnungszeitraum, meter table "Zählernummer | Zählerstand alt | neu | Verbrauch", gas with
 *   Zustandszahl × Brennwert, Arbeitspreis in kWh at a 4-decimal price, Grundpreis per month, a
 *   price change splitting the year, "abzüglich geleistete Abschläge (11 × …)", "Nachzahlung", the
 *   new Abschlag) or a telecom bill (Monatliche / Nutzungsabhängige / Einmalige Beträge with group
 *   sums, a usage box in minutes/GB, SEPA debit from the customer's masked IBAN);
 * - `bau`: a construction firm's VOB "Schlussrechnung" or "n. Abschlagsrechnung": "Bauvorhaben:"
 *   with the site, LV positions "01.0010" under titles ("01 Erdarbeiten") with "Summe Titel 01",
 *   descriptions wrapped over 2–3 lines, m³/m²/m/Stk/psch/Std/t, quantities with 3 decimals, page 2
 *   with "Übertrag", the instalments already paid deducted gross ("abzüglich 1. Abschlagsrechnung
 *   Nr. … vom … "), a 5 % Sicherheitseinbehalt now and then;
 * - `agentur`: an agency/freelancer invoice from time tracking — Harvest-like ("Rechnungs-ID",
 *   "Von" / "Rechnung an", "Art | Beschreibung | Menge | Preis | Betrag" with Art "Stunden" /
 *   "Auslage", descriptions "[Projekt] Aufgabe: …") or Clockify-like (tasks grouped under project
 *   heads with "Dauer" in h:mm and a "Gesamt <Projekt>" row per project); credit notes "Gutschrift";
 * - `steuerfrei`: VAT-exempt lines mixed with taxed ones — a physiotherapy practice (private
 *   patient "Frau …", "Behandlungszeitraum", "Verordnung vom … Dr. med. …", Heilmittel positions
 *   marked "*" and exempt under § 4 Nr. 14 a UStG, sold tape or a wellness massage at 19 %) or a
 *   sports club e.V. (courses exempt under § 4 Nr. 22 a, advertising at 19 %, Vereinsregister,
 *   Steuernummer only);
 * - `stbvv`: a tax adviser's fee invoice under the StBVV: "Gebührenrechnung", "Mandanten-Nr.",
 *   "Nr. | Tätigkeit | Vorschrift | Gegenstandswert | Satz | Betrag" (the Gegenstandswert a big
 *   amount beside the name), a Zeitgebühr "(2,5 Std. à 75,00 €)" written into the name, the
 *   telecommunication flat fee § 16, a "Vorschuss" deducted, footers with the Steuerberaterkammer;
 * - `alpsw`: Swiss and Austrian software — bexio-like (CH: a label row over values, "Pos |
 *   Beschreibung | Menge | Einheit | Preis | MWST | Total", "MWST 8.1% von CHF …", rounding to 5
 *   Rappen, a "Zahlteil / Empfangsschein" at the page foot repeating payee and payer) and BMD-like
 *   (AT wholesale: items grouped under "Lieferschein Nr. … vom …" rows, "Art.-Nr. | Bezeichnung |
 *   Menge | ME | Preis/ME | Rab.% | Betrag", 20 % and 10 %, long ones on two pages with "Übertrag",
 *   Skonto terms with two dates).
 *
 * Truth = the generated model (what the page prints). Decisions where the print allows more than
 * one reading:
 * - credit notes ("Rechnungskorrektur", "Gutschrift" for a return or over-billed hours): type 381,
 *   amounts positive as printed, the corrected invoice as preceding invoice; no due date;
 * - `shop`: net unit prices are whole euros, so the printed gross prices divide exactly: the line
 *   net amount = quantity × net price (BT-131), BT-146 = the net price; shipping in the totals is a
 *   document-level charge at the highest rate of the lines (its net amount); paid by PayPal / card /
 *   Klarna ("Betrag bereits bezahlt") → BT-115 = 0.00; the delivery address is no buyer address;
 *   the order number → BT-13; the SKU/ASIN line is no part of the name;
 * - `versorger`: each price row is a line: Arbeitspreis in kWh (KWH) at the printed 4-decimal
 *   price, Grundpreis in months (MON); the meter table, usage box, group sums and the new Abschlag
 *   are no lines or amounts; the Abschläge paid lower BT-115 (energy); the telecom price rows are
 *   quantity 1, C62; telecom paid by direct debit → no BT-84 (the customer's masked account is
 *   printed); the due date printed as "Fällig am" / "Fälligkeit" → BT-9;
 * - `bau`: title rows and "Summe Titel" rows are no lines; line name = the whole description
 *   (wrapped lines joined by a space); instalments deducted gross and the Sicherheitseinbehalt
 *   lower only BT-115; the Bauvorhaben address is no party;
 * - `agentur`: Harvest: the description cell is the name, "Stunden" → HUR, "Auslage"/"Produkt" → C62;
 *   Clockify: the task is the name (the project head no part of it), "Dauer" h:mm → hours (HUR),
 *   "Gesamt …" rows no lines; a Gutschrift prints no bank account → no BT-84 (a correction after
 *   the first run, see bench/README);
 * - `steuerfrei`: exempt lines category E rate 0 (one E group), taxed lines S; a private patient's
 *   name with its "Frau"/"Herrn" (as blind12); Steuernummer → BT-32, no VAT id where none printed;
 * - `stbvv`: quantity 1, C62 for every row (no quantity column; "2,5 Std." is part of the name),
 *   net price = the fee; the Vorschrift and Gegenstandswert are no fields; a Vorschuss lowers BT-115;
 * - `alpsw`: bexio: BT-112 exact, BT-115 rounded to 5 Rappen (blind12's decision), the Zahlteil is
 *   no party; BMD: "Lieferschein" rows are no lines, the discounted net price after the discount,
 *   BT-9 = the date of the net term (not the Skonto date); the delivery-note numbers are no fields;
 * - units: Stk/Stück/St. H87, Std./h HUR, kWh KWH, Monate MON, m MTR, m² MTK, m³ MTQ, t TNE, kg KGM,
 *   l LTR, psch/Pauschal LS, Tag DAY, none printed C62; line id = the printed position, else the
 *   row number.
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
  pager,
  personName,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, type rowWriter, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';
import { drawTable, type TableCol } from './synthetic-table.ts';

export const BLIND14_TPLS = ['shop', 'versorger', 'bau', 'agentur', 'steuerfrei', 'stbvv', 'alpsw'] as const;
type Tpl = (typeof BLIND14_TPLS)[number];
type Writer = ReturnType<typeof rowWriter>;
type Pager = ReturnType<typeof pager>;
type Cc = 'DE' | 'AT' | 'CH';

interface Ln {
  id: string;
  /** the name as the truth has it */
  name: string;
  /** the printed name lines (wrapped) */
  shown: string[];
  /** a detail line under the item (SKU, §), no part of the name */
  sub: string;
  /** a group the row is printed under (title, project, delivery note); no part of the name */
  group: string;
  qty: string;
  unit: [string, string];
  /** the printed unit price (gross in `shop`) */
  price: string;
  netPrice: string;
  disc: string;
  rate: string;
  cat: 'S' | 'E';
  net: string;
  /** printed extras of a row (Gegenstandswert, Vorschrift, Satz, article number) */
  extra: string[];
}
interface Vat extends KitVat {
  cat: 'S' | 'E';
}
interface Doc extends KitDoc<Tpl, Ln, Vat> {
  cc: Cc;
  cur: string;
  /** "Frau"/"Herrn" over a private buyer (part of the truth name) */
  salutation: string;
  sellerVat: boolean;
  buyerVat: boolean;
  taxNo: string;
  taxExcl: string;
  /** lowers the amount due without being paid (Sicherheitseinbehalt) */
  retained: string;
  rounding: string;
  dueShown: boolean;
  ibanShown: boolean;
}

export function generateBlind14(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND14_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      shop: drawShop,
      versorger: drawVersorger,
      bau: drawBau,
      agentur: drawAgentur,
      steuerfrei: drawSteuerfrei,
      stbvv: drawStb,
      alpsw: drawAlpSw,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- names and words
const SELLERS: Record<Tpl, string[][]> = {
  shop: [
    [
      'Kaffeerösterei Hanseatisch',
      'Kreativ-Wolle',
      'Outdoorwelt24',
      'Papeterie Schönschrift',
      'Gartenfreund',
    ],
    ['GmbH', 'e.K.', 'UG (haftungsbeschränkt)', 'GmbH & Co. KG'],
  ],
  versorger: [
    [
      'Stadtwerke Neustadt',
      'Energieversorgung Mittelrhein',
      'NetzKom Telekommunikation',
      'Regionalstrom Süd',
    ],
    ['GmbH', 'AG'],
  ],
  bau: [
    ['Hoch- und Tiefbau Brandt', 'Bauunternehmung Krüger', 'Fliesen & Estrich Lange', 'Dachtechnik Berger'],
    ['GmbH', 'GmbH & Co. KG', 'e.K.'],
  ],
  agentur: [
    ['Pixelhafen Digitalagentur', 'Studio Lindgrün', 'Codewerk Köln', 'Markenschmiede Nord'],
    ['GmbH', 'UG (haftungsbeschränkt)', 'GbR'],
  ],
  steuerfrei: [[], []],
  stbvv: [
    ['Steuerberatungsgesellschaft Köhler & Partner', 'Hofmann Steuerberatung', 'Treuhand Zimmermann'],
    ['mbB', 'GmbH', 'PartG mbB'],
  ],
  alpsw: [
    ['Alpenblick Informatik', 'Matterhorn Druck', 'Donau Elektrogroßhandel', 'Tauern Installationsbedarf'],
    ['AG', 'GmbH'],
  ],
};
const BUYERS = [
  'Weber Maschinenbau GmbH',
  'Hausverwaltung Sonnenhof GmbH',
  'Bäckerei Schulte e.K.',
  'Logistikzentrum West GmbH & Co. KG',
  'Ingenieurbüro Zimmermann Planungsgesellschaft mbH',
  'Kanzlei Brandt & Kollegen',
  'Autohaus am Ring GmbH',
];
const UNITS: Record<string, [string, string]> = {
  Stk: ['Stk', 'H87'],
  Std: ['Std.', 'HUR'],
  h: ['h', 'HUR'],
  m: ['m', 'MTR'],
  m2: ['m²', 'MTK'],
  m3: ['m³', 'MTQ'],
  t: ['t', 'TNE'],
  kg: ['kg', 'KGM'],
  l: ['l', 'LTR'],
  psch: ['psch', 'LS'],
  Pauschal: ['Pauschal', 'LS'],
  Tag: ['Tag', 'DAY'],
  kWh: ['kWh', 'KWH'],
  Monate: ['Monate', 'MON'],
  none: ['', 'C62'],
};

const money = (d: Doc, v: string) => (d.cc === 'CH' ? groupedMoney(v, "'", '.') : groupedMoney(v, '.', ','));
const eur = (d: Doc, v: string) => (d.cc === 'CH' ? `CHF ${money(d, v)}` : `${money(d, v)} €`);
const qtyTxt = (d: Doc, q: string, places = -1) => {
  const x = places >= 0 ? dec(q).toFixed(places) : q;
  return d.cc === 'CH' ? x : x.replace('.', ',');
};
const date = (iso: string) => iso.split('-').reverse().join('.');

// ---------------------------------------------------------------------------- the model
function line(i: number, name: string, qty: string, unit: [string, string], price: string, rate: string): Ln {
  return {
    id: String(i + 1),
    name,
    shown: [name],
    sub: '',
    group: '',
    qty,
    unit,
    price,
    netPrice: price,
    disc: '',
    rate,
    cat: rate === '0' ? 'E' : 'S',
    net: round(dec(qty).times(price)),
    extra: [],
  };
}

const SHOP_ITEMS: Array<[string, string]> = [
  ['Espresso-Bohnen Hausmischung 1 kg', '19'],
  ['Merinowolle Strang 100 g, Farbe Petrol', '19'],
  ['Trekkingrucksack 38 Liter mit Regenhülle', '19'],
  ['Notizbuch A5 dotted, Leineneinband', '19'],
  ['Kochbuch „Saisonal kochen“ (Hardcover)', '7'],
  ['Bio-Tee Assam lose 250 g', '7'],
  ['Edelstahl-Trinkflasche 0,75 l', '19'],
  ['Saatgut-Set Tomaten alte Sorten', '7'],
  ['Geschenkverpackung', '19'],
];
function shopLines(t: Tools): Ln[] {
  const n = t.int(1, 8);
  return Array.from({ length: n }, (_, i) => {
    const [name, rate] = t.pick(SHOP_ITEMS);
    const netP = `${t.int(3, 140)}.00`;
    const l = line(i, name, String(t.pick([1, 1, 1, 2, 3, 5])), UNITS.none as [string, string], netP, rate);
    l.price = round(dec(netP).times(dec(100).plus(rate)).dividedBy(100));
    l.sub =
      t.rnd() < 0.5
        ? `Art.-Nr.: SKU-${t.digits(5)}`
        : `ASIN: B0${t.digits(2)}${t.pick(['X', 'K', 'Q'])}${t.digits(5)}`;
    return l;
  });
}

function energyLines(d: Pick<Doc, 'v' | 't'>): Ln[] {
  const { t } = d;
  const kwh = d.v % 4 === 0 ? t.int(9000, 18000) : t.int(1400, 5200);
  const ap = `0.${t.int(2400, 3400)}`;
  const gp = `${t.int(9, 16)}.${t.pick(['20', '50', '90', '00'])}`;
  if (t.rnd() < 0.5) {
    const a = Math.round(kwh * 0.4);
    const ap2 = `0.${t.int(2400, 3400)}`;
    return [
      line(0, 'Arbeitspreis 01.01.–30.04.', String(a), UNITS.kWh as [string, string], ap, '19'),
      line(1, 'Arbeitspreis 01.05.–31.12.', String(kwh - a), UNITS.kWh as [string, string], ap2, '19'),
      line(2, 'Grundpreis', '12', UNITS.Monate as [string, string], gp, '19'),
    ];
  }
  return [
    line(0, 'Arbeitspreis', String(kwh), UNITS.kWh as [string, string], ap, '19'),
    line(1, 'Grundpreis', '12', UNITS.Monate as [string, string], gp, '19'),
  ];
}

const TEL_ITEMS: Array<[string, string, string]> = [
  ['Monatliche Beträge', 'Festnetz & Internet Komfort 250', '39.95'],
  ['Monatliche Beträge', 'Mobilfunk Business M (Karte 1)', '24.37'],
  ['Monatliche Beträge', 'Router-Miete', '5.04'],
  ['Monatliche Beträge', 'Sicherheitspaket', '2.51'],
  ['Nutzungsabhängige Beträge', 'Verbindungen Inland (siehe Einzelverbindungsnachweis)', '3.12'],
  ['Nutzungsabhängige Beträge', 'Roaming EU (Datenvolumen)', '0.84'],
  ['Einmalige Beträge', 'Bereitstellungsentgelt', '58.82'],
];
function telLines(t: Tools): Ln[] {
  const pick = TEL_ITEMS.filter((_, i) => i < 2 || t.rnd() < 0.5);
  return pick.map(([g, name, p], i) => {
    const l = line(i, name, '1', UNITS.none as [string, string], p, '19');
    l.group = g;
    return l;
  });
}

const BAU_TITLES: Array<[string, Array<[string, string, [number, number]]>]> = [
  [
    'Baustelleneinrichtung',
    [
      ['Baustelle einrichten, vorhalten und räumen, einschließlich Bauzaun und Baustrom', 'psch', [1, 1]],
      ['Bauschild liefern und aufstellen', 'Stk', [1, 2]],
    ],
  ],
  [
    'Erdarbeiten',
    [
      ['Oberboden abtragen, seitlich lagern, Dicke bis 30 cm', 'm2', [80, 420]],
      ['Baugrube ausheben, Boden Klasse 3–5, Aushub abfahren und entsorgen', 'm3', [40, 260]],
      ['Verfüllung mit Schotter 0/32 lagenweise verdichtet', 't', [12, 90]],
    ],
  ],
  [
    'Beton- und Stahlbetonarbeiten',
    [
      ['Sauberkeitsschicht C12/15, Dicke 5 cm', 'm2', [60, 200]],
      ['Bodenplatte C25/30 WU-Beton, Dicke 25 cm, einschließlich Schalung', 'm3', [18, 70]],
      ['Betonstahl B500B liefern, schneiden, biegen und verlegen', 't', [2, 9]],
      ['Regiestunden Facharbeiter', 'Std', [4, 40]],
    ],
  ],
  [
    'Entwässerung',
    [
      ['KG-Rohr DN 150 verlegen einschließlich Formstücke und Sandbettung', 'm', [12, 80]],
      ['Kontrollschacht DN 1000 setzen', 'Stk', [1, 3]],
    ],
  ],
];
function bauLines(t: Tools): Ln[] {
  const lines: Ln[] = [];
  const titles = BAU_TITLES.filter((_, i) => i < 2 || t.rnd() < 0.6);
  titles.forEach(([title, items], ti) => {
    const no = String(ti + 1).padStart(2, '0');
    items.forEach(([name, u, [a, b]], pi) => {
      if (pi > 0 && t.rnd() < 0.25) return;
      const unit = UNITS[u] as [string, string];
      const qty =
        u === 'psch' || u === 'Stk' || u === 'Std'
          ? String(t.int(a, b))
          : `${t.int(a, b)}.${t.pick(['000', '500', '250', '750'])}`;
      const price = `${t.int(u === 't' ? 30 : 8, u === 'psch' ? 4800 : 380)}.${t.pick(['00', '50', '80', '25'])}`;
      const l = line(lines.length, name, qty, unit, price, '19');
      l.id = `${no}.${String((pi + 1) * 10).padStart(4, '0')}`;
      l.group = `${no} ${title}`;
      l.shown = wrapWords(name, 44);
      lines.push(l);
    });
  });
  return lines;
}

const AGENCY_TASKS: Array<[string, string]> = [
  ['Website-Relaunch', 'Konzeption: Sitemap und Wireframes'],
  ['Website-Relaunch', 'Design Startseite und Unterseiten-Templates'],
  ['Website-Relaunch', 'Frontend-Entwicklung'],
  ['Social Media Q2', 'Redaktionsplanung und Abstimmung'],
  ['Social Media Q2', 'Erstellung Beitragsgrafiken'],
  ['Shop-Wartung', 'Plugin-Updates und Sicherheitsprüfung'],
  ['Shop-Wartung', 'Fehleranalyse Checkout'],
];
function agencyLines(d: Pick<Doc, 'v' | 't'>): Ln[] {
  const { t } = d;
  const harvest = d.v % 2 === 0;
  const rate = t.pick(['85.00', '95.00', '110.00', '120.00', '72.50']);
  const n = t.int(2, 8);
  const tasks = Array.from({ length: n }, () => t.pick(AGENCY_TASKS));
  if (!harvest) tasks.sort((a, b) => a[0].localeCompare(b[0]));
  const lines = tasks.map(([project, task], i) => {
    const qty = `${t.int(1, 30)}.${t.pick(['00', '25', '50', '75'])}`;
    const name = harvest ? `[${project}] ${task}` : task;
    const l = line(i, name, dec(qty).toString(), UNITS.h as [string, string], rate, '19');
    l.group = project;
    l.shown = harvest ? wrapWords(name, 40) : [name];
    return l;
  });
  if (t.rnd() < 0.5) {
    const exp = t.pick([
      'Bahnfahrt Köln–Berlin 2. Klasse',
      'Stockfoto-Lizenzen (3 Bilder)',
      'Hosting-Gebühren Mai',
    ]);
    const l = line(
      lines.length,
      exp,
      '1',
      UNITS.none as [string, string],
      `${t.int(19, 240)}.${t.digits(2)}`,
      '19',
    );
    l.group = harvest ? 'Auslage' : 'Spesen';
    lines.push(l);
  }
  return lines;
}

const PRAXIS: Array<[string, string, string]> = [
  ['Krankengymnastik (KG)', 'X0501', '0'],
  ['Manuelle Therapie (MT)', 'X1201', '0'],
  ['Wärmetherapie mittels Fango', 'X1501', '0'],
  ['Manuelle Lymphdrainage 45 Min.', 'X0205', '0'],
  ['Kinesio-Tape (Verkauf), Rolle 5 m', '', '19'],
  ['Wellness-Massage 30 Min. (ohne ärztliche Verordnung)', '', '19'],
];
const VEREIN: Array<[string, string, string]> = [
  ['Kursgebühr „Rückenfit“ (10 Termine) für Mitarbeitende', '', '0'],
  ['Hallennutzung Betriebssportgruppe, 1. Halbjahr', '', '0'],
  ['Bandenwerbung Sportplatz, Saison 2026', '', '19'],
  ['Trikotwerbung 1. Herrenmannschaft', '', '19'],
  ['Anzeige im Vereinsheft (1/2 Seite)', '', '19'],
];
function exemptLines(d: Pick<Doc, 'v' | 't'>): Ln[] {
  const { t } = d;
  const src = d.v % 2 === 0 ? PRAXIS : VEREIN;
  const n = t.int(2, 5);
  const picked = [src[0], ...src.slice(1).filter(() => t.rnd() < 0.5)].slice(0, n) as Array<
    [string, string, string]
  >;
  if (d.v !== 6 && !picked.some((p) => p[2] !== '0'))
    picked.push(src[src.length - 1] as [string, string, string]);
  return picked.map(([name, code, rate], i) => {
    const praxis = d.v % 2 === 0;
    const qty = praxis && rate === '0' ? String(t.pick([6, 6, 10, 12])) : '1';
    const price = praxis ? `${t.int(18, 45)}.${t.pick(['50', '00', '80'])}` : `${t.int(120, 1800)}.00`;
    const l = line(i, name, qty, UNITS.none as [string, string], price, rate);
    l.extra = [code];
    l.shown = wrapWords(name, 38);
    return l;
  });
}

const STB_ITEMS: Array<[string, string, boolean]> = [
  ['Einkommensteuererklärung 2025', '§ 24 (1) 1', true],
  ['Ermittlung der Einkünfte aus Gewerbebetrieb', '§ 25', true],
  ['Umsatzsteuererklärung 2025', '§ 24 (1) 8', true],
  ['Gewerbesteuererklärung 2025', '§ 24 (1) 5', true],
  ['Lohnbuchhaltung Januar bis März, 4 Arbeitnehmer', '§ 34', false],
  ['Zeitgebühr: Beratung zur Betriebsveräußerung (2,5 Std. à 75,00 €)', '§ 13', false],
];
function stbLines(t: Tools): Ln[] {
  const picked = STB_ITEMS.filter((_, i) => i === 0 || t.rnd() < 0.45);
  const lines = picked.map(([name, par, value], i) => {
    const fee = name.startsWith('Zeitgebühr')
      ? '187.50'
      : `${t.int(60, 1400)}.${t.pick(['00', '40', '60', '10'])}`;
    const l = line(i, name, '1', UNITS.none as [string, string], fee, '19');
    const gw = value ? groupedMoney(`${t.int(8, 480) * 500}.00`, '.', ',') : '';
    l.extra = [par, gw, value ? `${t.int(1, 8)}/10` : ''];
    l.shown = wrapWords(name, 34);
    return l;
  });
  const sum = lines.reduce((a, l) => a.plus(l.net), dec(0));
  const pauschale = sum.times(0.2).gt(20) ? '20.00' : round(sum.times(0.2));
  const p = line(
    lines.length,
    'Post- und Telekommunikationspauschale',
    '1',
    UNITS.none as [string, string],
    pauschale,
    '19',
  );
  p.extra = ['§ 16', '', ''];
  lines.push(p);
  return lines;
}

const CH_ITEMS: Array<[string, string]> = [
  ['Webhosting Business (12 Monate)', 'Pauschal'],
  ['Support und Wartung', 'h'],
  ['Flyer A5, 4/4-farbig, 2500 Ex.', 'Stk'],
  ['Workshop Digitalisierung', 'Tag'],
  ['Lizenz Buchhaltungsmodul', 'Stk'],
];
const AT_ITEMS: Array<[string, string]> = [
  ['Installationskabel NYM-J 3x1,5 mm²', 'm'],
  ['Schukosteckdose UP reinweiß', 'Stk'],
  ['Kabelkanal 40x60 mm, 2 m', 'Stk'],
  ['Kupferrohr 15 mm, Stange 5 m', 'Stk'],
  ['Silikon sanitär transparent 310 ml', 'Stk'],
  ['Montageschaum 750 ml', 'Stk'],
  ['Schrauben Holzbau 6x80, lose', 'kg'],
  ['Frostschutzmittel Heizung', 'l'],
];
function alpLines(d: Pick<Doc, 'v' | 't' | 'issue'>): Ln[] {
  const { t } = d;
  const ch = d.v % 2 === 0;
  const n = ch ? t.int(1, 6) : t.int(4, 12);
  const notes = Array.from(
    { length: t.int(1, 3) },
    (_, i) => `Lieferschein Nr. 8${t.digits(6)} vom ${date(addDays(d.issue, -t.int(2, 12) - 3 * i))}`,
  );
  return Array.from({ length: n }, (_, i) => {
    const [name, u] = t.pick(ch ? CH_ITEMS : AT_ITEMS);
    const unit = UNITS[u] as [string, string];
    const qty = u === 'h' ? t.pick(['1.5', '2', '4.25', '8']) : String(t.pick([1, 2, 5, 10, 25, 50, 100]));
    const price = ch
      ? `${t.int(12, 900)}.${t.pick(['00', '50', '90'])}`
      : `${t.int(0, 45)}.${t.pick(['19', '45', '80', '99'])}`;
    const rate = ch ? (t.rnd() < 0.2 ? '2.6' : '8.1') : t.rnd() < 0.2 ? '10' : '20';
    const l = line(i, name, qty, unit, price, rate);
    if (!ch) {
      l.disc = t.rnd() < 0.4 ? t.pick(['5.00', '10.00', '15.00']) : '';
      const gross = dec(qty).times(price);
      l.net = round(l.disc ? gross.times(dec(100).minus(l.disc)).dividedBy(100) : gross);
      l.netPrice = l.disc
        ? dec(price).times(dec(100).minus(l.disc)).dividedBy(100).toDecimalPlaces(2).toFixed(2)
        : price;
      l.group = notes[Math.min(notes.length - 1, Math.floor((i * notes.length) / n))] as string;
      l.extra = [`${t.int(10, 99)}-${t.digits(4)}`];
    }
    return l;
  });
}

const FEMALE = new Set(['Sabine', 'Petra', 'Claudia', 'Anja', 'Miriam']);
function parties(tpl: Tpl, v: number, t: Tools): { s: KitParty; b: KitParty; salutation: string } {
  const cc: Cc = tpl === 'alpsw' ? (v % 2 === 0 ? 'CH' : 'AT') : 'DE';
  let sName: string;
  if (tpl === 'steuerfrei')
    sName =
      v % 2 === 0
        ? `Praxis für Physiotherapie ${personName(t)}`
        : t.pick([
            'TSV Blau-Weiß Neustadt 1898 e.V.',
            'SV Eintracht Lindenau e.V.',
            'Ruderclub Germania Köln e.V.',
          ]);
  else {
    const [first, forms] = SELLERS[tpl] as [string[], string[]];
    sName = `${t.pick(first)} ${t.pick(forms)}`;
  }
  const s = dachParty(cc, sName, t);
  const privateBuyer =
    (tpl === 'shop' && v % 3 !== 2) ||
    (tpl === 'versorger' && v % 2 === 0) ||
    (tpl === 'bau' && v % 3 === 1) ||
    (tpl === 'steuerfrei' && v % 2 === 0) ||
    (tpl === 'stbvv' && v % 2 === 1);
  const person = personName(t);
  const salutation =
    privateBuyer && tpl !== 'shop' ? (FEMALE.has(person.split(' ')[0] as string) ? 'Frau' : 'Herrn') : '';
  const bName = privateBuyer ? (salutation ? `${salutation} ${person}` : person) : t.pick(BUYERS);
  const b = dachParty(cc, cc === 'DE' ? bName : bName.replace('GmbH & Co. KG', 'GmbH'), t);
  if (b.street === s.street) b.street = `${b.street.split(' ')[0]} ${t.int(141, 180)}`;
  return { s, b, salutation };
}

function buildLines(tpl: Tpl, d: Pick<Doc, 'v' | 't' | 'issue'>): Ln[] {
  if (tpl === 'shop') return shopLines(d.t);
  if (tpl === 'versorger') return d.v % 2 === 0 ? energyLines(d) : telLines(d.t);
  if (tpl === 'bau') return bauLines(d.t);
  if (tpl === 'agentur') return agencyLines(d);
  if (tpl === 'steuerfrei') return exemptLines(d);
  if (tpl === 'stbvv') return stbLines(d.t);
  return alpLines(d);
}

/** VAT groups per category and rate (highest rate first) over lines and a charge. */
function vatGroups(items: ReadonlyArray<{ rate: string; cat: 'S' | 'E'; net: string }>): Vat[] {
  const m = new Map<string, Vat>();
  for (const l of items) {
    const k = `${l.cat}${l.rate}`;
    const g = m.get(k) ?? { rate: l.rate, cat: l.cat, base: '0.00', tax: '0.00' };
    g.base = round(dec(g.base).plus(l.net));
    m.set(k, g);
  }
  return [...m.values()]
    .map((g) => ({ ...g, tax: round(dec(g.base).times(g.rate).dividedBy(100)) }))
    .sort((a, b) => Number(b.rate) - Number(a.rate));
}

function numberOf(tpl: Tpl, v: number, t: Tools, credit: boolean): string {
  if (tpl === 'shop')
    return credit
      ? `RK-2026-${t.digits(4)}`
      : v % 4 === 1
        ? `DE${t.digits(2)}-${t.digits(6)}`
        : `RE-2026-${t.digits(5)}`;
  if (tpl === 'versorger') return `${t.int(3, 4)}${t.digits(9)}`;
  if (tpl === 'bau') return `${v % 2 === 0 ? 'SR' : 'AR'}-2026-${t.digits(3)}`;
  if (tpl === 'agentur')
    return credit ? `GS-2026-${t.digits(3)}` : v % 2 === 0 ? t.digits(4) : `2026-${t.digits(3)}`;
  if (tpl === 'steuerfrei') return `2026/${t.digits(4)}`;
  if (tpl === 'stbvv') return `${t.int(2026, 2026)}-${t.digits(4)}`;
  return v % 2 === 0 ? `RE-${t.digits(5)}` : `${t.int(10, 99)}${t.digits(5)}`;
}

function payments(tpl: Tpl, v: number, t: Tools, gross: string, credit: boolean): [string, string] {
  const g = dec(gross);
  if (credit) return ['0.00', '0.00'];
  if (tpl === 'shop' && v % 4 !== 2) return [gross, '0.00'];
  if (tpl === 'versorger' && v % 2 === 0) return [round(g.dividedBy(12.5).floor().times(11)), '0.00'];
  if (tpl === 'bau') {
    const n = v % 2 === 0 ? t.int(1, 3) : t.int(1, 2);
    const paid = round(g.times(0.7).dividedBy(n).dividedBy(100).floor().times(100).times(n));
    return [paid, v % 4 === 0 ? round(g.times(0.05)) : '0.00'];
  }
  if (tpl === 'stbvv' && v % 3 === 0)
    return [round(g.dividedBy(2).dividedBy(100).floor().times(100)), '0.00'];
  return ['0.00', '0.00'];
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND14_TPLS.length);
  const { s, b, salutation } = parties(tpl, v, t);
  const cc = s.country as Cc;
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const credit = (tpl === 'shop' || tpl === 'agentur') && v % 4 === 3 ? { orig: '', date: '' } : undefined;
  const lines = buildLines(tpl, { v, t, issue });
  const top = lines.reduce((a, l) => (Number(l.rate) > Number(a) ? l.rate : a), '0');
  const charge = tpl === 'shop' && !credit && t.rnd() < 0.7 ? `${t.pick([4, 5, 6])}.00` : '';
  const vat = vatGroups(charge ? [...lines, { rate: top, cat: 'S', net: charge }] : lines);
  const lineNet = round(lines.reduce((a, l) => a.plus(l.net), dec(0)));
  const taxExcl = round(dec(lineNet).plus(charge || '0'));
  const vatT = round(vat.reduce((a, g) => a.plus(g.tax), dec(0)));
  const gross = round(dec(taxExcl).plus(vatT));
  const rounding = cc === 'CH' ? round(dec(gross).times(20).round().dividedBy(20).minus(gross)) : '0.00';
  if (credit) {
    credit.orig = numberOf(tpl, v & 2, t, false);
    credit.date = addDays(issue, -t.int(5, 40));
  }
  const [paid, retained] = payments(tpl, v, t, gross, !!credit);
  const telecom = tpl === 'versorger' && v % 2 === 1;
  const dueShown =
    !credit &&
    (tpl === 'versorger' ||
      tpl === 'agentur' ||
      tpl === 'alpsw' ||
      (tpl === 'shop' && v % 4 === 2 && v % 8 === 2) ||
      ((tpl === 'bau' || tpl === 'steuerfrei') && v % 2 === 0));
  return {
    tpl,
    v,
    cc,
    cur: cc === 'CH' ? 'CHF' : 'EUR',
    s,
    b,
    salutation,
    sellerVat: tpl !== 'steuerfrei' && !(tpl === 'stbvv' && v % 2 === 1) && !(tpl === 'bau' && v % 4 === 3),
    buyerVat: tpl === 'alpsw' ? v % 2 === 1 : tpl === 'agentur' && v % 3 === 0,
    taxNo:
      tpl === 'steuerfrei' || tpl === 'stbvv' || tpl === 'bau'
        ? `${t.int(200, 399)}/${t.digits(3)}/${t.digits(5)}`
        : '',
    credit,
    lines,
    vat,
    lineNet,
    charge,
    taxExcl,
    vatT,
    gross,
    paid,
    retained,
    rounding,
    number: numberOf(tpl, v, t, !!credit),
    po:
      tpl === 'shop'
        ? v % 4 === 1
          ? `30${t.digits(1)}-${t.digits(7)}-${t.digits(7)}`
          : `#${t.int(1000, 99999)}`
        : '',
    issue,
    // BMD's net term follows its Skonto date (10 days)
    due: addDays(issue, Math.max(t.pick([7, 14, 21, 30]), cc === 'AT' ? 30 : 0)),
    dueShown,
    // the agency's Gutschrift prints no bank account (it is set off or refunded)
    ibanShown: !telecom && !(tpl === 'agentur' && credit),
    iban: ibanOf(cc, t),
    bic: bicOf(cc, t),
    phone:
      cc === 'CH'
        ? `+41 44 ${t.digits(3)} ${t.digits(2)} ${t.digits(2)}`
        : cc === 'AT'
          ? `+43 1 ${t.digits(7)}`
          : `0221 ${t.digits(6)}`,
    email: `${t.pick(['info', 'rechnung', 'buchhaltung', 'service'])}@${s.name
      .split(' ')[0]
      ?.toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.example`,
    t,
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: d.cur, po: d.po.replace('#', ''), sellerVat: d.sellerVat });
  if (d.ibanShown)
    inv.paymentInstructions = {
      typeCode: '58',
      // bexio's Zahlteil prints the IBAN without a BIC
      creditTransfers: [d.cc === 'CH' ? { accountId: d.iban } : { accountId: d.iban, providerId: d.bic }],
    };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.taxExcl,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    ...(d.charge ? { chargeTotal: d.charge } : {}),
    ...(d.paid !== '0.00' ? { paidAmount: d.paid } : {}),
    ...(d.rounding !== '0.00' ? { roundingAmount: d.rounding } : {}),
    amountDue: round(dec(d.gross).plus(d.rounding).minus(d.paid).minus(d.retained)),
  };
  if (d.charge)
    inv.charges = [
      { amount: d.charge, vatCategoryCode: 'S', vatRate: d.vat[0]?.rate ?? '19', reason: 'Versand' },
    ];
  inv.vatBreakdown = d.vat.map((g) => kitVatRow(g, g.cat, g.cat === 'E' ? exemptText(d) : ''));
  inv.lines = d.lines.map((l) =>
    kitLine(l, { netPrice: l.netPrice, category: l.cat, rate: l.cat === 'E' ? '0' : l.rate }),
  );
  return inv;
}

const exemptText = (d: Doc) =>
  d.v % 2 === 0 ? 'Steuerfrei gemäß § 4 Nr. 14 a UStG' : 'Steuerfrei gemäß § 4 Nr. 22 a UStG';

// ---------------------------------------------------------------------------- shared pieces
type Col = TableCol<Ln>;
interface TableOpts {
  nameCol: number;
  /** a bold row when the group changes */
  groupHead?: (g: string) => string;
  /** a sum row after each group: label from the group */
  groupSum?: (g: string) => string;
  /** "Übertrag" at the foot of a full page and the head of the next */
  carry?: boolean;
  bottom?: number;
  size?: number;
  /** draws the page head of a continuation page, returns the y of the table */
  nextPage?: () => number;
}

/** The item table (synthetic-table.ts) with this set's spacing; a row's `sub` is the line under it. */
function itemTable(p: Pager, d: Doc, y0: number, cols: Col[], ls: Ln[], o: TableOpts): number {
  return drawTable(p, y0, cols, ls, {
    ...o,
    size: o.size ?? 8.5,
    bottom: o.bottom ?? 740,
    nextPage: o.nextPage ?? (() => 70),
    money: (v) => money(d, v),
    notes: (l) => (l.sub ? [l.sub] : []),
    noteLess: 1.5,
    headStep: 15,
    groupRoom: 30,
    sumStep: 16,
    carry: o.carry ? 'Übertrag' : '',
    carryX: 380,
  });
}

/** Label/value rows, the values right-aligned at 545; the last bold when `boldLast`. */
function sums(
  w: Writer,
  y: number,
  rows: Array<[string, string]>,
  x = 330,
  boldLast = true,
  size = 9,
): number {
  rows.forEach(([a, v], i) => {
    const b = boldLast && i === rows.length - 1;
    w.put(y, x, a, { size: b ? size + 1 : size, bold: b });
    w.put(y, 545, v, { size: b ? size + 1 : size, bold: b, right: true });
    y += 14;
  });
  return y;
}

/** The return-address line over the window and the recipient under it. */
function windowBlock(w: Writer, d: Doc, x = 50, y = 128, extra: string[] = []): number {
  // the return-address line stays inside the window (85 mm): a long one is set smaller
  const sender = `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`;
  w.put(y, x, sender, { size: Math.min(6.5, Math.floor((480 / sender.length) * 10) / 10) });
  const name = d.salutation ? [d.salutation, d.b.name.slice(d.salutation.length + 1)] : [d.b.name];
  const country = d.b.country !== 'DE' ? [{ AT: 'Österreich', CH: 'Schweiz' }[d.b.country] ?? ''] : [];
  return w.block([...name, ...extra, d.b.street, `${d.b.pc} ${d.b.city}`, ...country], x, y + 14, {
    size: 10,
  });
}

/** A footer of 3–4 columns at the page foot. */
function footer(w: Writer, _d: Doc, cols: string[][], y = 772) {
  const step = 495 / cols.length;
  cols.forEach((c, i) => void w.block(c, 50 + i * step, y, { size: 6.5 }));
}
const bankCol = (d: Doc, bank = 'Sparkasse KölnBonn') => [bank, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`];
const addrCol = (d: Doc) => [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`];
const contactCol = (d: Doc) => [
  `Tel. ${d.phone}`,
  d.email,
  `www.${d.email.split('@')[1]?.replace('.example', '.de')}`,
];
const vatLine = (d: Doc) => (d.sellerVat ? [`USt-IdNr. ${d.s.vatShown ?? d.s.vat}`] : []);
const taxLine = (d: Doc) => (d.taxNo ? [`Steuernummer ${d.taxNo}`] : []);

// ---------------------------------------------------------------------------- shop
const grossOf = (net: string, rate: string) => round(dec(net).times(dec(100).plus(rate)).dividedBy(100));
function drawShop(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const look = d.v % 4;
  const cn = !!d.credit;
  const t = d.t;
  p.put(40, 50, d.s.name, { size: 16, bold: true });
  const title = cn ? t.pick(['Rechnungskorrektur', 'Gutschrift']) : 'Rechnung';
  const pay = cn
    ? 'PayPal'
    : look === 2
      ? d.v % 8 === 2
        ? 'Kauf auf Rechnung'
        : 'Vorkasse (Überweisung)'
      : t.pick(['PayPal', 'Klarna Sofort', 'Kreditkarte']);
  const ship = d.v % 2 === 0 ? [d.b.name, `Packstation ${t.int(100, 299)}`, `${d.b.pc} ${d.b.city}`] : null;
  if (look === 1) {
    p.put(40, 545, title, { size: 14, bold: true, right: true });
    p.kv(
      62,
      50,
      200,
      [
        ['Rechnungsdatum/Lieferdatum', date(d.issue)],
        ['Rechnungsnummer', d.number],
        ['Bestellnummer', d.po],
        ['Zahlungsart', pay],
      ],
      { size: 8.5 },
      12,
    );
    p.put(130, 50, 'Rechnungsadresse', { size: 8, bold: true });
    p.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 50, 142, { size: 9 });
    p.put(130, 220, 'Lieferadresse', { size: 8, bold: true });
    p.block(ship ?? [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 220, 142, { size: 9 });
    p.put(130, 390, 'Verkauft von', { size: 8, bold: true });
    p.block([d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, `USt-IdNr. ${d.s.vat}`], 390, 142, { size: 9 });
  } else {
    p.put(56, 50, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
    const meta: Array<[string, string]> = [
      [cn ? 'Korrektur-Nr.' : 'Rechnungsnummer', d.number],
      [cn ? 'Datum' : 'Rechnungsdatum', date(d.issue)],
      ['Bestellnummer', d.po || `#${t.int(1000, 9999)}`],
      ['Bestelldatum', date(addDays(d.issue, -t.int(0, 3)))],
    ];
    if (look !== 3) meta.push(['Kundennummer', String(t.int(10000, 99999))]);
    meta.push(['Zahlungsart', pay]);
    p.kv(60, 370, 545, meta, { size: 8.5 }, 12);
    if (look === 2) p.put(128, 50, 'Rechnungsadresse', { size: 8, bold: true });
    windowBlock(p, d, 50, look === 2 ? 140 : 128);
    if (ship) {
      p.put(150, 300, 'Lieferadresse', { size: 8, bold: true });
      p.block(ship, 300, 162, { size: 9 });
    }
    p.put(235, 50, cn ? `${title} Nr. ${d.number}` : `Rechnung Nr. ${d.number}`, { size: 13, bold: true });
  }
  let y = 258;
  if (cn) {
    p.put(
      y,
      50,
      `zur Rechnung Nr. ${d.credit?.orig} vom ${date(d.credit?.date ?? '')} – Grund: Rücksendung (Widerruf)`,
      { size: 9 },
    );
    y += 18;
  }
  const g = (l: Ln) => money(d, l.price);
  const lg = (l: Ln) => money(d, round(dec(l.qty).times(l.price)));
  const cols: Col[][] = [
    [
      { head: 'Pos.', x: 50, cell: (l) => l.id },
      { head: 'Produkt', x: 75, cell: () => '' },
      { head: 'Anzahl', x: 390, right: true, cell: (l) => l.qty },
      { head: 'Einzelpreis', x: 460, right: true, cell: (l) => `${g(l)} €` },
      { head: 'Gesamtpreis', x: 545, right: true, cell: (l) => `${lg(l)} €` },
    ],
    [
      { head: 'Beschreibung', x: 50, cell: () => '' },
      { head: 'Menge', x: 250, right: true, cell: (l) => l.qty },
      { head: 'Preis (o. USt.)', x: 320, right: true, cell: (l) => `${money(d, l.netPrice)} €` },
      { head: 'USt.-Satz', x: 370, right: true, cell: (l) => `${l.rate} %` },
      { head: 'Preis (inkl. USt.)', x: 450, right: true, cell: (l) => `${g(l)} €` },
      { head: 'Summe (inkl. USt.)', x: 545, right: true, cell: (l) => `${lg(l)} €` },
    ],
    [
      { head: 'Artikel', x: 50, cell: () => '' },
      { head: 'MwSt.', x: 330, right: true, cell: (l) => `${l.rate} %` },
      { head: 'Menge', x: 380, right: true, cell: (l) => l.qty },
      { head: 'Preis', x: 460, right: true, cell: (l) => `${g(l)} €` },
      { head: 'Summe', x: 545, right: true, cell: (l) => `${lg(l)} €` },
    ],
    [
      { head: 'Menge', x: 75, right: true, cell: (l) => `${l.qty} ×` },
      { head: 'Artikel', x: 85, cell: () => '' },
      { head: 'Preis', x: 460, right: true, cell: (l) => `${g(l)} €` },
      { head: 'Gesamt', x: 545, right: true, cell: (l) => `${lg(l)} €` },
    ],
  ];
  const nameCol = look === 0 || look === 3 ? 1 : 0;
  for (const l of d.lines) l.shown = wrapWords(l.name, look === 1 ? 34 : 50);
  y = itemTable(p, d, y, cols[look] as Col[], d.lines, { nameCol });
  const lineGross = round(d.lines.reduce((a, l) => a.plus(dec(l.qty).times(l.price)), dec(0)));
  const top = d.vat[0]?.rate ?? '19';
  const tot: Array<[string, string]> =
    look === 1
      ? [
          ['Zwischensumme (ohne USt.)', eur(d, d.taxExcl)],
          ...d.vat.map((v): [string, string] => [`USt. ${v.rate} %`, eur(d, v.tax)]),
        ]
      : [['Zwischensumme', eur(d, lineGross)]];
  if (d.charge)
    tot.splice(look === 1 ? 1 : 1, 0, [
      look === 1 ? 'Versand (ohne USt.)' : 'Versand (DHL Paket)',
      eur(d, look === 1 ? d.charge : grossOf(d.charge, top)),
    ]);
  tot.push([cn ? 'Erstattungsbetrag' : 'Gesamtsumme', eur(d, d.gross)]);
  y = sums(p, y + 8, tot, 330);
  if (look !== 1)
    for (const v of d.vat) y = sums(p, y, [[`enthaltene MwSt. ${v.rate} %`, eur(d, v.tax)]], 330, false, 8);
  const paidTxt =
    d.paid !== '0.00' ? `Betrag dankend erhalten – bezahlt per ${pay} am ${date(d.issue)}.` : '';
  const payTxt = cn
    ? `Der Betrag wird Ihnen über ${pay} erstattet.`
    : paidTxt ||
      (d.dueShown
        ? `Bitte überweisen Sie den Betrag bis zum ${date(d.due)} unter Angabe der Rechnungsnummer.`
        : 'Bitte überweisen Sie den Betrag innerhalb von 7 Tagen unter Angabe der Bestellnummer.');
  p.put(y + 12, 50, payTxt, { size: 8.5 });
  p.put(
    y + 26,
    50,
    'Lieferdatum entspricht Rechnungsdatum. Es gelten unsere AGB und die Widerrufsbelehrung.',
    { size: 7.5 },
  );
  footer(p, d, [
    [...addrCol(d), `Inhaber/GF: ${personName(t)}`],
    contactCol(d),
    [`Amtsgericht Köln HRB ${t.digits(5)}`, ...vatLine(d)],
    bankCol(d),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- versorger
function drawVersorger(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  const t = d.t;
  const energy = d.v % 2 === 0;
  p.put(40, 50, d.s.name, { size: 15, bold: true });
  windowBlock(p, d);
  const meta: Array<[string, string]> = [
    ['Kundennummer', t.digits(8)],
    [energy ? 'Vertragskonto' : 'Buchungskonto', t.digits(10)],
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', date(d.issue)],
    [energy ? 'Fällig am' : 'Fälligkeit', date(d.due)],
  ];
  p.kv(120, 370, 545, meta, { size: 8.5 }, 12);
  p.put(190, 370, `Ihr Kundenservice: ${d.phone}`, { size: 7.5 });
  const gas = energy && d.v % 4 === 2;
  const year = Number(d.issue.slice(0, 4)) - 1;
  p.put(
    245,
    50,
    energy
      ? `Jahresabrechnung ${gas ? 'Erdgas' : 'Strom'} ${year}`
      : `Ihre Rechnung für ${date(addDays(d.issue, -20)).slice(3)}`,
    { size: 13, bold: true },
  );
  let y = 265;
  if (energy) {
    p.put(
      y,
      50,
      `Abrechnungszeitraum 01.01.${year} – 31.12.${year}   Lieferstelle: ${d.b.street}, ${d.b.pc} ${d.b.city}`,
      { size: 8.5 },
    );
    y = meterTable(p, d, y + 20, gas);
  } else {
    p.put(y, 50, 'Ihre Nutzung im Überblick', { size: 9, bold: true });
    p.put(
      y + 13,
      50,
      `Telefonie ${t.int(30, 900)} Min.   SMS ${t.int(0, 40)}   Daten ${t.int(1, 60)},${t.digits(1)} GB   Sonderrufnummern 0 Min.`,
      { size: 8.5 },
    );
    y += 40;
  }
  const cols: Col[] = energy
    ? [
        { head: 'Preisbestandteil', x: 50, cell: () => '' },
        {
          head: 'Menge',
          x: 300,
          right: true,
          cell: (l) =>
            `${l.unit[1] === 'KWH' ? groupedMoney(l.qty, '.', ',').slice(0, -3) : l.qty} ${l.unit[0]}`,
        },
        {
          head: 'Preis netto',
          x: 420,
          right: true,
          cell: (l) => `${l.price.replace('.', ',')} €/${l.unit[1] === 'KWH' ? 'kWh' : 'Monat'}`,
        },
        { head: 'Betrag netto', x: 545, right: true, cell: (l) => `${money(d, l.net)} €` },
      ]
    : [
        { head: 'Leistung', x: 50, cell: () => '' },
        { head: 'Betrag netto', x: 545, right: true, cell: (l) => `${money(d, l.net)} €` },
      ];
  for (const l of d.lines) l.shown = [l.name];
  y = itemTable(p, d, y, cols, d.lines, {
    nameCol: 0,
    groupHead: energy ? undefined : (g) => g,
    groupSum: energy ? undefined : (g) => `Summe ${g}`,
  });
  const tot: Array<[string, string]> = [
    ['Summe netto', eur(d, d.taxExcl)],
    [`Umsatzsteuer 19 % auf ${eur(d, d.taxExcl)}`, eur(d, d.vatT)],
    [energy ? 'Rechnungsbetrag brutto' : 'Rechnungsbetrag', eur(d, d.gross)],
  ];
  if (energy) {
    tot.push(
      [
        `abzüglich geleistete Abschläge (11 × ${eur(d, round(dec(d.paid).dividedBy(11)))})`,
        `- ${eur(d, d.paid)}`,
      ],
      ['Nachzahlung', eur(d, round(dec(d.gross).minus(d.paid)))],
    );
  }
  y = sums(p, y + 8, tot, 300);
  if (energy) {
    const next = round(dec(d.gross).dividedBy(12).ceil());
    p.put(
      y + 10,
      50,
      `Ihr neuer monatlicher Abschlag ab ${date(addDays(d.issue, 20))}: ${eur(d, next)}. Vorjahresverbrauch: ${t.int(1200, 18000)} kWh.`,
      { size: 8.5 },
    );
    p.put(
      y + 24,
      50,
      `Bitte überweisen Sie die Nachzahlung bis ${date(d.due)} auf das unten genannte Konto.`,
      { size: 8.5 },
    );
  } else {
    const masked = `DE${t.digits(2)} **** **** **** **${t.digits(2)} ${t.digits(2)}`;
    p.put(y + 10, 50, `Der Rechnungsbetrag wird am ${date(d.due)} von Ihrem Konto ${masked} abgebucht.`, {
      size: 8.5,
    });
    p.put(
      y + 23,
      50,
      `Mandatsreferenz ${t.digits(12)} · Gläubiger-ID DE${t.digits(2)}ZZZ0000${t.digits(7)}`,
      { size: 8 },
    );
  }
  const cols4 = [
    addrCol(d),
    [`Vorstand/GF: ${personName(t)}`, `Amtsgericht Neustadt HRB ${t.digits(4)}`, ...vatLine(d)],
    contactCol(d),
  ];
  footer(p, d, energy ? [...cols4, bankCol(d, 'Commerzbank AG')] : cols4);
  return p.pages();
}

function meterTable(p: Pager, d: Doc, y: number, gas: boolean): number {
  const t = d.t;
  const kwh = d.lines.filter((l) => l.unit[1] === 'KWH').reduce((a, l) => a + Number(l.qty), 0);
  const heads = [
    'Zählernummer',
    'Ablesung',
    'Zählerstand alt',
    'Zählerstand neu',
    gas ? 'Verbrauch m³' : 'Verbrauch kWh',
  ];
  heads.forEach((h, i) => void p.put(y, 50 + i * 100, h, { size: 7.5, bold: true }));
  const old = t.int(10000, 80000);
  const use = gas ? Math.round(kwh / 10.9) : kwh;
  const vals = [
    `1ESY${t.digits(8)}`,
    t.pick(['Kundenablesung', 'Ablesung Netzbetreiber', 'Schätzung']),
    String(old),
    String(old + use),
    String(use),
  ];
  vals.forEach((v, i) => void p.put(y + 12, 50 + i * 100, v, { size: 8.5 }));
  if (gas)
    p.put(y + 26, 50, `Umrechnung: ${use} m³ × Zustandszahl 0,9636 × Brennwert 11,312 kWh/m³ = ${kwh} kWh`, {
      size: 8,
    });
  return y + (gas ? 50 : 36);
}

// ---------------------------------------------------------------------------- bau
function drawBau(d: Doc, rows: Row[]): number {
  const t = d.t;
  const p = pager(rows, 60, 720);
  const final = d.v % 2 === 0;
  const nth = t.int(2, 5);
  const head = () => {
    p.put(40, 330, d.s.name, { size: 13, bold: true });
    p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`, d.email], 330, 58, { size: 8 });
  };
  head();
  windowBlock(p, d, 50, 140);
  const meta: Array<[string, string]> = [
    ['Rechnungs-Nr.', d.number],
    ['Datum', date(d.issue)],
    ['Kunden-Nr.', `K${t.digits(5)}`],
    ['Projekt-Nr.', `P-26-${t.digits(3)}`],
  ];
  p.kv(140, 370, 470, meta, { size: 8.5 }, 12);
  const site = `${t.pick(['Neubau Einfamilienhaus', 'Anbau Lagerhalle', 'Sanierung Mehrfamilienhaus'])}, ${t.pick(['Lindenweg', 'Am Mühlbach', 'Gartenstraße'])} ${t.int(1, 60)}, ${t.pick(['50999 Köln', '51467 Bergisch Gladbach', '50321 Brühl'])}`;
  p.put(250, 50, final ? 'Schlussrechnung' : `${nth}. Abschlagsrechnung`, { size: 14, bold: true });
  p.put(270, 50, `Bauvorhaben: ${site}`, { size: 9, bold: true });
  p.put(
    283,
    50,
    `Auftrag vom ${date(addDays(d.issue, -t.int(60, 200)))} nach VOB/B · Leistungszeitraum bis ${date(addDays(d.issue, -t.int(2, 20)))}`,
    { size: 8.5 },
  );
  const cols: Col[] = [
    { head: 'OZ', x: 50, cell: (l) => l.id },
    { head: 'Leistungsbeschreibung', x: 100, cell: () => '' },
    { head: 'Menge', x: 355, right: true, cell: (l) => qtyTxt(d, l.qty, 3) },
    { head: 'ME', x: 362, cell: (l) => l.unit[0] },
    { head: 'EP', x: 460, right: true, cell: (l) => money(d, l.price) },
    { head: 'GP', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = itemTable(p, d, 305, cols, d.lines, {
    nameCol: 1,
    groupHead: (g) => g,
    groupSum: (g) => `Summe Titel ${g}`,
    carry: true,
    bottom: 720,
    nextPage: () => {
      head();
      p.put(
        120,
        50,
        `${final ? 'Schlussrechnung' : 'Abschlagsrechnung'} Nr. ${d.number} – Seite ${p.page()}`,
        { size: 9, bold: true },
      );
      return 145;
    },
  });
  y = p.need(y, 200);
  const tot: Array<[string, string]> = [
    [final ? 'Summe Leistungen netto' : 'Leistungsstand kumuliert netto', money(d, d.taxExcl)],
    ['zzgl. 19 % MwSt.', money(d, d.vatT)],
    ['Gesamtsumme brutto', money(d, d.gross)],
  ];
  y = sums(p, y + 8, tot, 300, false);
  if (d.paid !== '0.00') {
    const n = final ? 1 + (d.v % 3) : nth - 1;
    const parts = splitPaid(d.paid, n);
    p.put(y + 4, 300, 'abzüglich geleisteter Abschlagszahlungen:', { size: 9 });
    y += 18;
    parts.forEach((a, i) => {
      p.put(
        y,
        310,
        `${i + 1}. Abschlagsrechnung Nr. AR-2026-${t.digits(3)} vom ${date(addDays(d.issue, -30 * (n - i)))}`,
        { size: 8 },
      );
      p.put(y, 545, `- ${money(d, a)}`, { size: 8.5, right: true });
      y += 12;
    });
  }
  if (d.retained !== '0.00')
    y = sums(p, y + 4, [['abzüglich 5 % Sicherheitseinbehalt', `- ${money(d, d.retained)}`]], 300, false);
  y = sums(
    p,
    y + 4,
    [
      [
        final ? 'Restforderung' : 'Zahlbetrag',
        `${money(d, round(dec(d.gross).minus(d.paid).minus(d.retained)))} €`,
      ],
    ],
    300,
  );
  p.put(
    y + 10,
    50,
    d.dueShown
      ? `Zahlbar bis ${date(d.due)} ohne Abzug.`
      : 'Zahlbar innerhalb von 21 Tagen nach Zugang ohne Abzug.',
    { size: 8.5 },
  );
  footer(p, d, [
    [...addrCol(d), `Geschäftsführer: ${personName(t)}`],
    [`Amtsgericht Köln HRB ${t.digits(5)}`, ...taxLine(d), ...vatLine(d)],
    contactCol(d),
    bankCol(d, 'Volksbank Köln Bonn eG'),
  ]);
  return p.pages();
}

/** A paid sum cut into n instalments, the last taking the rest. */
function splitPaid(paid: string, n: number): string[] {
  const each = dec(paid).dividedBy(n).dividedBy(100).floor().times(100);
  return Array.from({ length: n }, (_, i) => round(i < n - 1 ? each : dec(paid).minus(each.times(n - 1))));
}

// ---------------------------------------------------------------------------- agentur
const hmm = (q: string) => {
  const x = dec(q);
  return `${x.floor().toString()}:${String(x.minus(x.floor()).times(60).toNumber()).padStart(2, '0')}`;
};
function drawAgentur(d: Doc, rows: Row[]): number {
  const t = d.t;
  const p = pager(rows, 60, 740);
  const harvest = d.v % 2 === 0;
  const cn = !!d.credit;
  p.put(40, 545, d.s.name, { size: 14, bold: true, right: true });
  p.put(50, 50, cn ? 'Gutschrift' : 'Rechnung', { size: 22, bold: true });
  const meta: Array<[string, string]> = [
    [harvest ? (cn ? 'Gutschrift-ID' : 'Rechnungs-ID') : cn ? 'Gutschrift #' : 'Rechnung #', d.number],
    [harvest ? 'Ausgestellt am' : 'Rechnungsdatum', date(d.issue)],
  ];
  if (d.dueShown) meta.push([harvest ? 'Fällig am' : 'Fälligkeitsdatum', date(d.due)]);
  meta.push([
    'Betreff',
    cn
      ? `Korrektur zu Rechnung ${d.credit?.orig} vom ${date(d.credit?.date ?? '')}`
      : `Leistungen ${date(addDays(d.issue, -15)).slice(3)}`,
  ]);
  p.kv(90, 50, 150, meta, { size: 9 }, 13);
  const yb = 160;
  p.put(yb, 50, harvest ? 'Von' : 'Absender', { size: 8, bold: true });
  p.block([d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, ...vatLine(d)], 50, yb + 12, { size: 9 });
  p.put(yb, 300, harvest ? 'Rechnung an' : 'Kunde', { size: 8, bold: true });
  const bb = p.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 300, yb + 12, { size: 9 });
  if (d.buyerVat) p.put(bb, 300, `USt-IdNr. ${d.b.vat}`, { size: 8 });
  const cols: Col[] = harvest
    ? [
        { head: 'Art', x: 50, cell: (l) => (l.unit[1] === 'HUR' ? 'Stunden' : 'Auslage') },
        { head: 'Beschreibung', x: 110, cell: () => '' },
        { head: 'Menge', x: 390, right: true, cell: (l) => qtyTxt(d, l.qty, 2) },
        { head: 'Preis', x: 460, right: true, cell: (l) => `${money(d, l.price)} €` },
        { head: 'Betrag', x: 545, right: true, cell: (l) => `${money(d, l.net)} €` },
      ]
    : [
        { head: 'Aufgabe', x: 60, cell: () => '' },
        { head: 'Dauer', x: 370, right: true, cell: (l) => (l.unit[1] === 'HUR' ? hmm(l.qty) : '') },
        {
          head: 'Stundensatz',
          x: 455,
          right: true,
          cell: (l) => (l.unit[1] === 'HUR' ? `${money(d, l.price)} €` : ''),
        },
        { head: 'Betrag', x: 545, right: true, cell: (l) => `${money(d, l.net)} €` },
      ];
  let y = itemTable(
    p,
    d,
    240,
    cols,
    d.lines,
    harvest ? { nameCol: 1 } : { nameCol: 0, groupHead: (g) => g, groupSum: (g) => `Gesamt ${g}` },
  );
  const r = d.vat[0]?.rate ?? '19';
  y = sums(
    p,
    y + 10,
    [
      ['Zwischensumme', `${money(d, d.lineNet)} €`],
      [`USt. (${r} %)`, `${money(d, d.vatT)} €`],
      [cn ? 'Gutschriftbetrag' : harvest ? 'Fälliger Betrag' : 'Gesamtbetrag', `${money(d, d.gross)} €`],
    ],
    330,
  );
  p.put(
    y + 16,
    50,
    cn
      ? 'Der Betrag wird mit der nächsten Rechnung verrechnet oder auf Ihr Konto erstattet.'
      : `Bitte überweisen Sie den Betrag auf IBAN ${spaced(d.iban)} (BIC ${d.bic}), Verwendungszweck ${d.number}.`,
    { size: 8.5 },
  );
  footer(
    p,
    d,
    [
      [d.s.name, `Geschäftsführung: ${personName(t)}`],
      contactCol(d),
      [`Amtsgericht Köln HRB ${t.digits(5)}`, ...vatLine(d)],
    ],
    790,
  );
  return p.pages();
}

// ---------------------------------------------------------------------------- steuerfrei
function drawSteuerfrei(d: Doc, rows: Row[]): number {
  const t = d.t;
  const p = pager(rows, 60, 740);
  const praxis = d.v % 2 === 0;
  p.put(40, 50, d.s.name, { size: praxis ? 13 : 15, bold: true });
  p.put(
    58,
    50,
    praxis
      ? 'Krankengymnastik · Manuelle Therapie · Lymphdrainage'
      : 'Mitglied im Landessportbund · gegründet 1898',
    { size: 8 },
  );
  windowBlock(p, d, 50, 130);
  const meta: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', date(d.issue)],
  ];
  if (praxis)
    meta.push(
      ['Behandlungszeitraum', `${date(addDays(d.issue, -50))} – ${date(addDays(d.issue, -3))}`],
      ['Verordnung vom', `${date(addDays(d.issue, -60))}, Dr. med. ${personName(t)}`],
    );
  else meta.push(['Mitgliedsnummer', `M-${t.digits(4)}`]);
  p.kv(130, 330, 430, meta, { size: 8.5 }, 12);
  p.put(240, 50, 'Rechnung', { size: 14, bold: true });
  const star = (l: Ln) => (l.cat === 'E' ? '*' : '');
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Leistung', x: 78, cell: () => '' },
    ...(praxis ? [{ head: 'Pos.-Nr.', x: 270, cell: (l: Ln) => l.extra[0] ?? '' }] : []),
    { head: 'Anzahl', x: 360, right: true, cell: (l) => l.qty },
    { head: 'Einzelpreis', x: 430, right: true, cell: (l) => money(d, l.price) },
    { head: 'USt.', x: 470, right: true, cell: (l) => (l.cat === 'E' ? '0 %' : `${l.rate} %`) },
    { head: 'Betrag', x: 545, right: true, cell: (l) => `${money(d, l.net)}${star(l) ? ' *' : ''}` },
  ];
  let y = itemTable(p, d, 265, cols, d.lines, { nameCol: 1 });
  const ex = d.vat.find((v) => v.cat === 'E');
  const tx = d.vat.filter((v) => v.cat === 'S');
  const tot: Array<[string, string]> = [];
  if (ex) tot.push(['Summe steuerfreie Leistungen *', `${money(d, ex.base)} €`]);
  for (const v of tx)
    tot.push(
      [`Summe steuerpflichtige Leistungen (netto) ${v.rate} %`, `${money(d, v.base)} €`],
      [`zzgl. ${v.rate} % USt.`, `${money(d, v.tax)} €`],
    );
  tot.push(['Gesamtbetrag', `${money(d, d.gross)} €`]);
  y = sums(p, y + 10, tot, 270);
  p.put(
    y + 8,
    50,
    `* ${praxis ? 'Heilbehandlung, umsatzsteuerfrei gemäß § 4 Nr. 14 a UStG.' : 'Umsatzsteuerfrei gemäß § 4 Nr. 22 a UStG (Kurse des Vereins).'}`,
    { size: 8 },
  );
  p.put(
    y + 22,
    50,
    d.dueShown
      ? `Bitte überweisen Sie den Betrag bis zum ${date(d.due)}.`
      : 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.',
    { size: 8.5 },
  );
  const reg = praxis
    ? [...taxLine(d)]
    : [`Vereinsregister VR ${t.digits(4)}, Amtsgericht Köln`, ...taxLine(d)];
  footer(p, d, [
    addrCol(d),
    [`Tel. ${d.phone}`, d.email],
    reg,
    bankCol(d, praxis ? 'Sparkasse KölnBonn' : 'Kreissparkasse Köln'),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- stbvv
function drawStb(d: Doc, rows: Row[]): number {
  const t = d.t;
  const p = pager(rows, 60, 740);
  p.put(40, 545, d.s.name, { size: 12, bold: true, right: true });
  p.put(55, 545, 'Steuerberatung · Wirtschaftsprüfung', { size: 8, right: true });
  windowBlock(p, d, 50, 135);
  p.kv(
    135,
    360,
    545,
    [
      ['Rechnungs-Nr.', d.number],
      ['Datum', date(d.issue)],
      ['Mandanten-Nr.', String(t.int(10000, 19999))],
      ['Bearbeiter/in', personName(t)],
    ],
    { size: 8.5 },
    12,
  );
  p.put(
    240,
    50,
    d.v % 2 === 0 ? 'Gebührenrechnung' : 'Rechnung nach der Steuerberatervergütungsverordnung (StBVV)',
    { size: 12, bold: true },
  );
  p.put(256, 50, 'Für unsere Tätigkeit erlauben wir uns, gemäß § 9 StBVV wie folgt zu berechnen:', {
    size: 8.5,
  });
  const cols: Col[] = [
    { head: 'Nr.', x: 50, cell: (l) => l.id },
    { head: 'Tätigkeit', x: 72, cell: () => '' },
    { head: 'Vorschrift', x: 232, cell: (l) => l.extra[0] ?? '' },
    { head: 'Gegenstandswert', x: 385, right: true, cell: (l) => (l.extra[1] ? `${l.extra[1]} €` : '') },
    { head: 'Satz', x: 430, right: true, cell: (l) => l.extra[2] ?? '' },
    { head: 'Betrag', x: 545, right: true, cell: (l) => `${money(d, l.net)} €` },
  ];
  let y = itemTable(p, d, 278, cols, d.lines, { nameCol: 1 });
  const tot: Array<[string, string]> = [
    ['Summe Gebühren und Auslagen netto', `${money(d, d.lineNet)} €`],
    ['19 % Umsatzsteuer', `${money(d, d.vatT)} €`],
    ['Rechnungsbetrag', `${money(d, d.gross)} €`],
  ];
  if (d.paid !== '0.00')
    tot.push(
      [`abzüglich Vorschuss vom ${date(addDays(d.issue, -t.int(30, 90)))}`, `- ${money(d, d.paid)} €`],
      ['Zahlbetrag', `${money(d, round(dec(d.gross).minus(d.paid)))} €`],
    );
  y = sums(p, y + 10, tot, 300);
  p.put(
    y + 10,
    50,
    'Der Rechnungsbetrag ist sofort ohne Abzug zahlbar. Bitte geben Sie bei Zahlung die Rechnungsnummer an.',
    { size: 8.5 },
  );
  footer(p, d, [
    addrCol(d),
    [`Tel. ${d.phone}`, d.email, `Steuerberaterkammer Köln`],
    [...taxLine(d), ...vatLine(d), 'Berufshaftpflicht: HDI Versicherung AG'],
    bankCol(d, 'Deutsche Bank AG'),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- alpsw
function drawAlpSw(d: Doc, rows: Row[]): number {
  return d.cc === 'CH' ? drawBexio(d, rows) : drawBmd(d, rows);
}

function drawBexio(d: Doc, rows: Row[]): number {
  const t = d.t;
  const p = pager(rows, 60, 560);
  p.put(40, 50, d.s.name, { size: 15, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, d.s.vatShown ?? ''], 400, 40, { size: 8 });
  windowBlock(p, d, 50, 120);
  p.put(215, 50, `Rechnung ${d.number}`, { size: 14, bold: true });
  const grid: Array<[string, string]> = [
    ['Rechnungsdatum', date(d.issue)],
    ['Zahlbar bis', date(d.due)],
    ['Kontaktperson', personName(t)],
    ['Ihre Referenz', `Projekt ${t.pick(['Relaunch', 'Druck 2026', 'Schulung'])}`],
  ];
  grid.forEach(([a, v], i) => {
    p.put(240, 50 + i * 125, a, { size: 7.5, bold: true });
    p.put(252, 50 + i * 125, v, { size: 9 });
  });
  const cols: Col[] = [
    { head: 'Pos', x: 50, cell: (l) => l.id },
    { head: 'Beschreibung', x: 75, cell: () => '' },
    { head: 'Menge', x: 320, right: true, cell: (l) => qtyTxt(d, l.qty, 2) },
    { head: 'Einheit', x: 328, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 430, right: true, cell: (l) => money(d, l.price) },
    { head: 'MWST', x: 470, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Total', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 40);
  let y = itemTable(p, d, 280, cols, d.lines, { nameCol: 1, bottom: 560 });
  const tot: Array<[string, string]> = [['Total exkl. MWST', `CHF ${money(d, d.taxExcl)}`]];
  for (const v of d.vat) tot.push([`MWST ${v.rate}% von CHF ${money(d, v.base)}`, `CHF ${money(d, v.tax)}`]);
  if (d.rounding !== '0.00')
    tot.push(
      ['Total inkl. MWST', `CHF ${money(d, d.gross)}`],
      ['Rundungsdifferenz', `CHF ${money(d, d.rounding)}`],
    );
  tot.push(['Total', `CHF ${money(d, round(dec(d.gross).plus(d.rounding)))}`]);
  y = sums(p, y + 8, tot, 320);
  p.put(y + 8, 50, `Zahlbar innert ${t.pick([10, 20, 30])} Tagen netto. Besten Dank für Ihren Auftrag.`, {
    size: 8.5,
  });
  zahlteil(p, d);
  return p.pages();
}

function zahlteil(p: Pager, d: Doc) {
  const y = p.need(600, 200);
  p.put(
    y - 10,
    50,
    '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
    { size: 7 },
  );
  p.put(y, 50, 'Empfangsschein', { size: 10, bold: true });
  p.put(y, 200, 'Zahlteil', { size: 10, bold: true });
  const payee = ['Konto / Zahlbar an', spaced(d.iban), d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`];
  p.block(payee, 50, y + 16, { size: 7 });
  p.block(
    [
      ...payee,
      '',
      'Referenz',
      `${d.t.digits(2)} ${d.t.digits(5)} ${d.t.digits(5)} ${d.t.digits(5)} ${d.t.digits(5)} ${d.t.digits(5)}`,
    ],
    340,
    y + 16,
    { size: 7.5 },
  );
  const payer = ['Zahlbar durch', d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`];
  p.block(payer, 50, y + 90, { size: 7 });
  p.block(payer, 340, y + 130, { size: 7.5 });
  const amt = groupedMoney(round(dec(d.gross).plus(d.rounding)), ' ', '.');
  p.block(['Währung   Betrag', `CHF       ${amt}`], 50, y + 150, { size: 7.5 });
  p.block(['Währung   Betrag', `CHF       ${amt}`], 200, y + 150, { size: 7.5 });
}

function drawBmd(d: Doc, rows: Row[]): number {
  const t = d.t;
  const p = pager(rows, 60, 720);
  const total = d.lines.length > 8 ? 2 : 1;
  const head = (pg: number) => {
    p.put(40, 50, d.s.name, { size: 14, bold: true });
    p.put(40, 545, 'RECHNUNG', { size: 16, bold: true, right: true });
    p.kv(
      62,
      380,
      545,
      [
        ['Rechnungs-Nr.', d.number],
        ['Datum', date(d.issue)],
        ['Kunden-Nr.', String(t.int(20000, 29999))],
        ['Seite', `${pg} von ${total}`],
      ],
      { size: 8.5 },
      12,
    );
  };
  head(1);
  windowBlock(p, d, 50, 125);
  p.kv(
    125,
    380,
    545,
    [
      ['UID-Nr. Kunde', d.b.vat ?? ''],
      ['Sachbearbeiter', personName(t)],
    ],
    { size: 8.5 },
    12,
  );
  const cols: Col[] = [
    { head: 'Art.-Nr.', x: 50, cell: (l) => l.extra[0] ?? '' },
    { head: 'Bezeichnung', x: 100, cell: () => '' },
    { head: 'Menge', x: 325, right: true, cell: (l) => qtyTxt(d, l.qty, 2) },
    { head: 'ME', x: 332, cell: (l) => l.unit[0] },
    { head: 'Preis/ME', x: 410, right: true, cell: (l) => money(d, l.price) },
    { head: 'Rab.%', x: 445, right: true, cell: (l) => (l.disc ? qtyTxt(d, l.disc) : '') },
    { head: 'USt', x: 475, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 38);
  let y = itemTable(p, d, 225, cols, d.lines, {
    nameCol: 1,
    groupHead: (g) => g,
    carry: true,
    bottom: total === 2 ? 330 : 720,
    nextPage: () => {
      head(2);
      return 130;
    },
  });
  y = p.need(y, 160);
  const tot: Array<[string, string]> = [['Warenwert netto', money(d, d.taxExcl)]];
  for (const v of d.vat) tot.push([`${v.rate} % USt von ${money(d, v.base)}`, money(d, v.tax)]);
  tot.push(['Rechnungsbetrag EUR', money(d, d.gross)]);
  y = sums(p, y + 8, tot, 330);
  const sk = addDays(d.issue, 10);
  p.put(
    y + 10,
    50,
    `Zahlungsbedingungen: bis ${date(sk)} abzüglich 3 % Skonto (${money(d, round(dec(d.gross).times(0.97)))} EUR), bis ${date(d.due)} netto.`,
    { size: 8.5 },
  );
  footer(p, d, [
    [...addrCol(d), `FN ${t.digits(6)}${t.pick(['a', 'k', 'z'])}, Landesgericht Linz`],
    [`UID-Nr. ${d.s.vat}`, `Tel. ${d.phone}`, d.email],
    bankCol(d, 'Raiffeisenlandesbank OÖ'),
  ]);
  return p.pages();
}
