/**
 * Held-out set `blind40` (session 26, issue 19): long invoices over many pages, written before
 * opening anything under packages/extract and without reading the blind2x/blind3x generators.
 * Eight layouts (document k uses layout k mod 8), every document 3 to 6 pages, 40 to 150 item lines:
 *
 * - `grh9`   German building-services wholesaler (Sanitär/Heizung/Elektro): items grouped by delivery
 *            note ("Lieferschein … vom …"), Pos | Art.-Nr. | Bezeichnung | Menge | ME | Listenpreis |
 *            Rabatt % | Netto-EP | Betrag, three-decimal prices, group sums in half the documents,
 *            "Übertrag" rows at the foot and head of pages or none, heads repeated or only on page 1;
 * - `etk9`   German car spare-parts dealer: one Sammelrechnung over orders (group heads with the
 *            workshop order and plate), OE part numbers, "Zwischensumme Seite n" / "Übertrag von Seite
 *            n", heads only on the first page; one Gutschrift for returned parts (381, positive);
 * - `apo9`   pharmacy supplying a care home: a summary page first ("Rechnungsübersicht" per
 *            Wohnbereich, the totals and VAT there), the items after, PZN, 7 % and 19 % per line;
 * - `flotte9` fuel and service card: an overview of the vehicles on page 1, the transactions after
 *            grouped by plate and card, litres and prices per litre with three decimals, 19 % and 7 %;
 * - `at9`    Austrian gastronomy wholesaler: 10 % and 20 %, "Übertrag" rows, kilogram quantities
 *            with three decimals, dates "3. Jänner 2026", UID and FN in the footer;
 * - `en9`    UK subscription agent to a library: journal subscriptions grouped by fund code, print
 *            titles zero-rated, online 20 %, "Carried forward" / "Brought forward"; one CREDIT NOTE
 *            (381, positive);
 * - `fr9`    French food distributor to restaurants: grouped by "Bon de livraison", "À reporter" /
 *            "Report", TVA 5,5 % and 20 %, remise column, amounts "1 234,56";
 * - `nl9`    Dutch horeca wholesaler: grouped by order, "Transport" rows, BTW 9 % and 21 %, one
 *            CREDITNOTA printed with negative amounts (kept as 380 with negative amounts).
 *
 * Truth rules: only what the page prints. Line ids are the printed position where a position column
 * exists (grh9, etk9, at9, en9, nl9), else 1, 2, 3 … (apo9, flotte9, fr9). Group heads, group sums,
 * carried sums and summaries are no lines. A discounted line's net price is the printed net unit
 * price, its gross price the printed list price. The due date only where printed; the credit notes 381
 * carry the invoice they correct. Seller VAT id, buyer VAT id where printed, IBAN/BIC of the seller.
 * Units as printed mapped to XRechnung codes; en9 prints no unit, its lines are C62.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  dachParty,
  type Generated,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  longDate,
  type MonthLang,
  pager,
  personName,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND40_TPLS = ['grh9', 'etk9', 'apo9', 'flotte9', 'at9', 'en9', 'fr9', 'nl9'] as const;
type Tpl = (typeof BLIND40_TPLS)[number];
type Lang = 'de' | 'at' | 'en' | 'fr' | 'nl';

const LANG: Record<Tpl, Lang> = {
  grh9: 'de',
  etk9: 'de',
  apo9: 'de',
  flotte9: 'de',
  at9: 'at',
  en9: 'en',
  fr9: 'fr',
  nl9: 'nl',
};

/** printed unit → XRechnung unit code */
const UNITS: Record<string, string> = {
  Stk: 'H87',
  St: 'H87',
  m: 'MTR',
  kg: 'KGM',
  l: 'LTR',
  Ltr: 'LTR',
  Pck: 'XPK',
  Pkg: 'XPK',
  Ktn: 'XCT',
  Kt: 'XCT',
  Fl: 'XBO',
  Rolle: 'XRO',
  Satz: 'SET',
  Paar: 'PR',
  Dose: 'XTU',
  Sack: 'XSA',
  Wäsche: 'C62',
  /** no unit printed (en9 has no unit column) */
  none: 'C62',
  pièce: 'H87',
  carton: 'XCT',
  bouteille: 'XBO',
  stuk: 'H87',
  doos: 'XBX',
  fles: 'XBO',
  zak: 'XBG',
};
for (const [u, c] of Object.entries(UNITS))
  if (!codelists.isValidCode('unit', c)) throw new Error(`blind40: ${c} (${u}) is no unit code of the list`);

interface Ln {
  id: string;
  name: string;
  shown: string[];
  group: string;
  qty: string;
  qPlaces: number;
  unit: string;
  price: string;
  pPlaces: number;
  disc: string;
  netPrice: string;
  rate: string;
  net: string;
  cell: Record<string, string>;
}

interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  t: Tools;
  s: KitParty;
  b: KitParty;
  buyerVat: boolean;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  credit?: { orig: string; date: string };
  negative: boolean;
  cur: string;
  iban: string;
  bic: string;
  bank: string;
  custNo: string;
  lines: Ln[];
  groups: Array<{ key: string; head: string; sum: string; net: string }>;
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  /** page-break choices */
  carry: boolean;
  headEvery: boolean;
  groupSums: boolean;
  totalsOwnPage: boolean;
  phone: string;
  person: string;
}

// ------------------------------------------------------------------ notation
const money = (lang: Lang, v: string) =>
  lang === 'en'
    ? groupedMoney(v, ',', '.')
    : lang === 'fr'
      ? groupedMoney(v, '\u202f', ',')
      : groupedMoney(v, '.', ',');
function num(lang: Lang, v: string, places: number): string {
  const [th, de] = lang === 'en' ? [',', '.'] : lang === 'fr' ? ['\u202f', ','] : ['.', ','];
  const neg = dec(v).isNegative();
  const [i = '0', f = ''] = dec(v).abs().toFixed(places).split('.');
  return `${neg ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, th)}${places ? `${de}${f}` : ''}`;
}
const amt = (d: Doc, v: string) => {
  const x = d.negative && !dec(v).isZero() ? dec(v).negated().toFixed(2) : v;
  return dec(x).isNegative() ? `-${money(d.lang, dec(x).abs().toFixed(2))}` : money(d.lang, x);
};
const qtyTxt = (d: Doc, l: Ln) =>
  num(d.lang, d.negative ? dec(l.qty).negated().toString() : l.qty, l.qPlaces);
function dateTxt(d: Doc, iso: string, long = false): string {
  const [y, m, dd] = iso.split('-');
  if (long) return longDate(iso, d.lang as MonthLang);
  if (d.lang === 'en' || d.lang === 'fr') return `${dd}/${m}/${y}`;
  if (d.lang === 'nl') return `${dd}-${m}-${y}`;
  return `${dd}.${m}.${y}`;
}
const rateTxt = (d: Doc, r: string) =>
  d.lang === 'en' ? `${r}%` : `${d.lang === 'fr' ? r.replace('.', ',') : r} %`;

// ------------------------------------------------------------------ catalogues
type Item = [
  name: string,
  unit: string,
  lo: number,
  hi: number,
  rate: string,
  pPlaces: number,
  qKind: 'int' | 'dec',
];
const CAT: Record<Tpl, Item[]> = {
  grh9: [
    ['Kupferrohr 15 x 1,0 mm halbhart, Stange 5 m', 'm', 6, 14, '19', 3, 'int'],
    ['Pressfitting Bogen 90° Kupfer 22 mm', 'Stk', 2, 9, '19', 3, 'int'],
    ['Mantelleitung NYM-J 3 x 1,5 mm² grau', 'm', 0, 1, '19', 3, 'dec'],
    ['Kugelhahn mit Flügelgriff DN 20 PN 40', 'Stk', 8, 22, '19', 3, 'int'],
    ['Thermostatventil-Unterteil Eckform DN 15', 'Stk', 11, 29, '19', 3, 'int'],
    ['HT-Rohr DN 50 Länge 500 mm', 'Stk', 1, 4, '19', 3, 'int'],
    ['Dämmschlauch 18 x 9 mm, 2 m', 'Stk', 1, 3, '19', 3, 'int'],
    ['Installationsrohr flexibel M20 grau, Ring 50 m', 'Rolle', 12, 30, '19', 3, 'int'],
    ['Wago Verbindungsklemme 221-413 (50 Stück)', 'Pck', 14, 26, '19', 3, 'int'],
    ['Rohrschelle mit Gummieinlage 1/2 Zoll', 'Stk', 0, 2, '19', 3, 'int'],
    ['Gewindestange M8 verzinkt 1 m', 'Stk', 1, 3, '19', 3, 'int'],
    ['Silikon Sanitär weiß 310 ml', 'Stk', 4, 9, '19', 3, 'int'],
    ['Heizkörper Typ 22 600 x 1000 mm Kompakt', 'Stk', 130, 260, '19', 3, 'int'],
    ['Schuko-Steckdose reinweiß Unterputz', 'Stk', 3, 8, '19', 3, 'int'],
    ['Hanf Zopf 100 g mit Fermit Dichtpaste', 'Satz', 5, 11, '19', 3, 'int'],
    ['Spiralschlauch PE 32 mm', 'm', 1, 3, '19', 3, 'dec'],
  ],
  etk9: [
    ['Bremsscheibe belüftet vorne', 'Stk', 28, 95, '19', 2, 'int'],
    ['Bremsbelagsatz Vorderachse', 'Satz', 24, 79, '19', 2, 'int'],
    ['Ölfilter mit Dichtring', 'Stk', 6, 19, '19', 2, 'int'],
    ['Luftfilter Motor', 'Stk', 9, 34, '19', 2, 'int'],
    ['Innenraumfilter Aktivkohle', 'Stk', 12, 38, '19', 2, 'int'],
    ['Zündkerze Doppelplatin', 'Stk', 7, 22, '19', 2, 'int'],
    ['Motoröl 5W-30 Longlife', 'l', 7, 16, '19', 2, 'dec'],
    ['Wischblatt Flachbalken 600 mm', 'Stk', 11, 28, '19', 2, 'int'],
    ['Keilrippenriemen 6PK1538', 'Stk', 14, 45, '19', 2, 'int'],
    ['Zahnriemensatz mit Wasserpumpe', 'Satz', 120, 290, '19', 2, 'int'],
    ['Stoßdämpfer Hinterachse Gasdruck', 'Stk', 45, 130, '19', 2, 'int'],
    ['Koppelstange Vorderachse links', 'Stk', 12, 39, '19', 2, 'int'],
    ['Glühlampe H7 12 V 55 W', 'Stk', 3, 12, '19', 2, 'int'],
    ['Starterbatterie 12 V 70 Ah AGM', 'Stk', 110, 210, '19', 2, 'int'],
    ['Bremsflüssigkeit DOT 4 1 l', 'Fl', 8, 17, '19', 2, 'int'],
    ['Kühlerfrostschutz G12++ Konzentrat', 'l', 4, 11, '19', 2, 'dec'],
  ],
  apo9: [
    ['Inkontinenz-Vorlage Maxi Plus', 'Pck', 14, 38, '19', 2, 'int'],
    ['Einmalhandschuhe Nitril Gr. M (100 St.)', 'Pck', 5, 12, '19', 2, 'int'],
    ['Händedesinfektion 500 ml Spenderflasche', 'Fl', 6, 14, '19', 2, 'int'],
    ['Trinknahrung hochkalorisch Vanille 4 x 200 ml', 'Pck', 9, 18, '7', 2, 'int'],
    ['Andickungspulver neutral 400 g', 'Dose', 11, 24, '7', 2, 'int'],
    ['Paracetamol 500 mg 20 Tabletten', 'Pck', 2, 5, '19', 2, 'int'],
    ['Wundauflage steril 10 x 10 cm (10 St.)', 'Pck', 7, 19, '19', 2, 'int'],
    ['Hautschutzcreme 200 ml', 'St', 6, 15, '19', 2, 'int'],
    ['Fixiervlies 10 cm x 10 m', 'Rolle', 5, 12, '19', 2, 'int'],
    ['Kompressionsstrumpf AD Kl. 2', 'Paar', 24, 58, '19', 2, 'int'],
    ['Ballaststoff-Pulver 300 g', 'Dose', 8, 17, '7', 2, 'int'],
    ['Mundpflegestäbchen Zitrone (75 St.)', 'Pck', 4, 10, '19', 2, 'int'],
    ['Thermometer digital flexible Spitze', 'St', 5, 14, '19', 2, 'int'],
    ['Eiweißshake Schoko 30 x 30 g', 'Pck', 18, 34, '7', 2, 'int'],
  ],
  flotte9: [
    ['Diesel', 'l', 1, 1, '19', 3, 'dec'],
    ['Super E10', 'l', 1, 1, '19', 3, 'dec'],
    ['Super Plus 98', 'l', 1, 1, '19', 3, 'dec'],
    ['AdBlue Zapfsäule', 'l', 0, 0, '19', 3, 'dec'],
    ['Wagenwäsche Premium', 'Wäsche', 9, 16, '19', 3, 'int'],
    ['Motoröl 5W-30 1 l', 'Fl', 11, 19, '19', 3, 'int'],
    ['Scheibenreiniger Sommer 3 l', 'St', 3, 6, '19', 3, 'int'],
    ['Belegtes Brötchen', 'St', 2, 4, '7', 3, 'int'],
  ],
  at9: [
    ['Rindfleisch Schulter frisch', 'kg', 11, 19, '10', 2, 'dec'],
    ['Schweinskarree ohne Knochen', 'kg', 7, 12, '10', 2, 'dec'],
    ['Erdäpfel festkochend', 'kg', 0, 1, '10', 3, 'dec'],
    ['Paradeiser Rispen', 'kg', 2, 4, '10', 3, 'dec'],
    ['Schlagobers 36 % 1 l', 'Stk', 3, 6, '10', 2, 'int'],
    ['Topfen 20 % 1 kg', 'Stk', 3, 5, '10', 2, 'int'],
    ['Mehl glatt Type 480 10 kg', 'Sack', 6, 11, '10', 2, 'int'],
    ['Grüner Veltliner Qualitätswein 0,75 l', 'Fl', 4, 9, '20', 2, 'int'],
    ['Mineralwasser prickelnd 0,33 l (24 Stk)', 'Kt', 8, 15, '20', 2, 'int'],
    ['Bier Märzen 0,5 l (20 Fl)', 'Kt', 14, 24, '20', 2, 'int'],
    ['Spülmittel Profi 10 l', 'Stk', 16, 29, '20', 2, 'int'],
    ['Servietten 3-lagig 40 x 40 (250 Stk)', 'Pkg', 6, 12, '20', 2, 'int'],
    ['Kürbiskernöl g.g.A. 0,5 l', 'Fl', 9, 15, '10', 2, 'int'],
    ['Emmentaler gerieben', 'kg', 8, 13, '10', 2, 'dec'],
  ],
  en9: [
    ['Journal of Applied Ecology', 'none', 380, 1400, '0', 2, 'int'],
    ['British Journal of Sociology', 'none', 240, 900, '0', 2, 'int'],
    ['Annals of Human Genetics (online only)', 'none', 600, 2100, '20', 2, 'int'],
    ['Medieval Archaeology', 'none', 90, 420, '0', 2, 'int'],
    ['Journal of Fluid Mechanics (online)', 'none', 900, 3600, '20', 2, 'int'],
    ['The Economic History Review', 'none', 300, 950, '0', 2, 'int'],
    ['Transactions of the Philological Society', 'none', 150, 560, '0', 2, 'int'],
    ['Clinical Otolaryngology (online only)', 'none', 700, 2300, '20', 2, 'int'],
    ['Journal of Small Animal Practice', 'none', 260, 780, '0', 2, 'int'],
    ['Oxford Review of Education', 'none', 310, 990, '0', 2, 'int'],
    ['Geographical Journal (print + online)', 'none', 420, 1300, '20', 2, 'int'],
    ['Quarterly Journal of the Royal Meteorological Society', 'none', 800, 2500, '0', 2, 'int'],
    ['Music Analysis', 'none', 120, 480, '0', 2, 'int'],
    ['Journal of Anatomy (online)', 'none', 650, 1900, '20', 2, 'int'],
  ],
  fr9: [
    ['Filet de saumon Label Rouge', 'kg', 18, 29, '5.5', 3, 'dec'],
    ['Beurre doux AOP 250 g', 'pièce', 1, 3, '5.5', 3, 'int'],
    ['Crème fraîche épaisse 30 % 1 l', 'pièce', 4, 8, '5.5', 3, 'int'],
    ['Farine de blé T55 sac 25 kg', 'pièce', 14, 24, '5.5', 3, 'int'],
    ['Pommes de terre Agata', 'kg', 0, 1, '5.5', 3, 'dec'],
    ['Huile de tournesol 5 l', 'pièce', 9, 16, '5.5', 3, 'int'],
    ['Vin rouge Côtes du Rhône 75 cl', 'bouteille', 4, 9, '20', 3, 'int'],
    ['Bière blonde 25 cl (24 btl)', 'carton', 16, 28, '20', 3, 'int'],
    ['Liquide vaisselle professionnel 5 l', 'pièce', 8, 15, '20', 3, 'int'],
    ['Emmental râpé 1 kg', 'pièce', 6, 10, '5.5', 3, 'int'],
    ['Oeufs frais calibre M plateau de 30', 'carton', 6, 11, '5.5', 3, 'int'],
    ['Rhum ambré 70 cl', 'bouteille', 13, 24, '20', 3, 'int'],
    ['Sucre en poudre 1 kg', 'pièce', 1, 2, '5.5', 3, 'int'],
    ['Film étirable alimentaire 300 m', 'pièce', 7, 14, '20', 3, 'int'],
  ],
  nl9: [
    ['Friet 10 mm diepvries 4 x 2,5 kg', 'doos', 14, 24, '9', 2, 'int'],
    ['Frikandel 100 gram (40 stuks)', 'doos', 16, 27, '9', 2, 'int'],
    ['Mayonaise emmer 10 l', 'stuk', 18, 32, '9', 2, 'int'],
    ['Goudse kaas jong belegen', 'kg', 8, 13, '9', 3, 'dec'],
    ['Koffiebonen espresso 1 kg', 'zak', 14, 26, '9', 2, 'int'],
    ['Frisdrank cola 24 x 33 cl', 'doos', 12, 19, '9', 2, 'int'],
    ['Pils 24 x 30 cl krat', 'doos', 15, 23, '21', 2, 'int'],
    ['Witte wijn Chardonnay 75 cl', 'fles', 4, 9, '21', 2, 'int'],
    ['Vaatwastabletten 200 stuks', 'doos', 28, 45, '21', 2, 'int'],
    ['Servetten wit 33 x 33 (500 stuks)', 'doos', 7, 13, '21', 2, 'int'],
    ['Bitterballen rundvlees 20 gram (100 stuks)', 'doos', 11, 19, '9', 2, 'int'],
    ['Jenever jonge 1 l', 'fles', 12, 19, '21', 2, 'int'],
    ['Slagroom 35 % 1 l', 'stuk', 3, 6, '9', 2, 'int'],
    ['Keukenrol industrie 2 rollen', 'stuk', 9, 17, '21', 2, 'int'],
  ],
};

// ------------------------------------------------------------------ parties
const DE_SELLERS: Record<'grh9' | 'etk9' | 'apo9' | 'flotte9', string[]> = {
  grh9: [
    'Rheinland Haustechnik Großhandel GmbH',
    'Weser-Ems Sanitär- und Elektrohandel GmbH & Co. KG',
    'Mainfranken Installationsbedarf GmbH',
  ],
  etk9: ['Autoteile Brandt GmbH', 'Kfz-Teilecenter Nordhessen GmbH', 'Teile-Express Lange KG'],
  apo9: ['Löwen-Apotheke am Markt', 'Rosen-Apotheke Heimversorgung e.K.', 'Stern-Apotheke im Ärztehaus'],
  flotte9: ['Tankkarten-Service Mitte GmbH', 'FleetCard Deutschland GmbH', 'Mobil-Flottenservice Süd GmbH'],
};
const DE_BUYERS: Record<'grh9' | 'etk9' | 'apo9' | 'flotte9', string[]> = {
  grh9: [
    'Haustechnik Köhler GmbH',
    'Wagner Heizung und Sanitär GmbH',
    'Elektro Schulte e.K.',
    'Hofmann Gebäudetechnik GmbH',
  ],
  etk9: ['Autohaus Krüger GmbH', 'Kfz-Meisterbetrieb Zimmermann', 'Werkstatt Berger & Sohn GmbH'],
  apo9: [
    'Seniorenzentrum Lindenhof gGmbH',
    'Pflegeheim Am Stadtpark GmbH',
    'Haus Abendrot Altenpflege gGmbH',
  ],
  flotte9: [
    'Spedition Hofmann GmbH & Co. KG',
    'Pflegedienst Lange GmbH',
    'Bauunternehmen Wagner GmbH',
    'Kurierdienst Brandt OHG',
  ],
};

function bicFor(cc: string, t: Tools): [string, string] {
  const banks: Record<string, Array<[string, string]>> = {
    DE: [
      ['Sparkasse KölnBonn', 'COLSDE33XXX'],
      ['Commerzbank', 'COBADEFFXXX'],
      ['Volksbank Mittelhessen', 'VBMHDE5FXXX'],
    ],
    AT: [
      ['Erste Bank', 'GIBAATWWXXX'],
      ['Raiffeisenlandesbank NÖ-Wien', 'RLNWATWWXXX'],
    ],
    GB: [
      ['Barclays Bank', 'BARCGB22'],
      ['NatWest', 'NWBKGB2L'],
    ],
    FR: [
      ['BNP Paribas', 'BNPAFRPPXXX'],
      ['Crédit Agricole', 'AGRIFRPPXXX'],
    ],
    NL: [
      ['ING Bank', 'INGBNL2A'],
      ['Rabobank', 'RABONL2U'],
    ],
  };
  return t.pick(banks[cc] ?? banks.DE ?? []);
}

function gbBank(t: Tools): string {
  return ibanOfCountry('GB', t);
}

// ------------------------------------------------------------------ building a document
function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND40_TPLS.length);
  const lang = LANG[tpl];
  const cc = lang === 'at' ? 'AT' : lang === 'en' ? 'GB' : lang === 'fr' ? 'FR' : lang === 'nl' ? 'NL' : 'DE';
  let s: KitParty;
  let b: KitParty;
  if (cc === 'DE') {
    const key = tpl as keyof typeof DE_SELLERS;
    s = dachParty('DE', t.pick(DE_SELLERS[key]), t);
    b = dachParty('DE', t.pick(DE_BUYERS[key]), t);
  } else if (cc === 'AT') {
    s = dachParty(
      'AT',
      t.pick([
        'Gastro-Großhandel Steiner GmbH',
        'Alpen Frische Handels GmbH',
        'Wiener Gastrobedarf Huber KG',
      ]),
      t,
    );
    b = dachParty(
      'AT',
      t.pick([
        'Gasthof Zur Linde',
        'Hotel Bergblick GmbH',
        'Restaurant Donaublick OG',
        'Heuriger Weinhof Mayr',
      ]),
      t,
    );
  } else {
    s = anyParty(cc, h, t);
    b = anyParty(cc, h, t);
  }
  const issue = `2026-${String(t.int(1, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const credit =
    (tpl === 'etk9' && v === 3) || (tpl === 'en9' && v === 5)
      ? { orig: '', date: addDays(issue, -t.int(12, 40)) }
      : undefined;
  const negative = tpl === 'nl9' && v === 2;
  const d = t.digits;
  const number = {
    grh9: () => `RE-2026-${d(6)}`,
    etk9: () => `7${d(9)}`,
    apo9: () => `HV-${issue.slice(0, 7)}-${d(3)}`,
    flotte9: () => `SR-${issue.slice(2, 4)}${issue.slice(5, 7)}-${d(5)}`,
    at9: () => `2026/${d(6)}`,
    en9: () => `${credit ? 'CN' : 'INV'}-${d(7)}`,
    fr9: () => `FA${issue.slice(2, 4)}${issue.slice(5, 7)}-${d(5)}`,
    nl9: () => `${negative ? 'C' : ''}2026-${d(5)}`,
  }[tpl]();
  if (credit) credit.orig = tpl === 'etk9' ? `7${d(9)}` : `INV-${d(7)}`;
  let [bank, bic] = bicFor(cc, t);
  const iban = cc === 'GB' ? gbBank(t) : ibanOfCountry(cc, t);
  const byCode: Record<string, [string, string]> = {
    BARC: ['Barclays Bank', 'BARCGB22'],
    NWBK: ['NatWest', 'NWBKGB2L'],
    ABNA: ['ABN AMRO', 'ABNANL2A'],
    INGB: ['ING Bank', 'INGBNL2A'],
    RABO: ['Rabobank', 'RABONL2U'],
  };
  const own = cc === 'GB' || cc === 'NL' ? byCode[iban.slice(4, 8)] : undefined;
  if (own) [bank, bic] = own;
  const doc: Doc = {
    tpl,
    v,
    lang,
    t,
    s,
    b,
    buyerVat: t.rnd() < 0.5 || tpl === 'fr9',
    number,
    issue,
    due: addDays(issue, t.pick([14, 30, 30, 21])),
    dueShown: !credit && !negative && t.rnd() < 0.75,
    credit,
    negative,
    cur: cc === 'GB' ? 'GBP' : 'EUR',
    iban,
    bic,
    bank,
    custNo: d(6),
    lines: [],
    groups: [],
    vat: [],
    lineNet: '0',
    vatT: '0',
    gross: '0',
    carry: tpl === 'etk9' || tpl === 'en9' || tpl === 'nl9' || (tpl !== 'apo9' && t.rnd() < 0.6),
    headEvery: tpl === 'etk9' ? false : tpl === 'apo9' || tpl === 'flotte9' ? true : t.rnd() < 0.6,
    groupSums: tpl === 'apo9' || tpl === 'flotte9' || t.rnd() < 0.5,
    totalsOwnPage: t.rnd() < 0.25,
    phone: `0${t.int(20, 99)} ${t.int(100, 999)} ${t.int(10, 99)}-${t.int(0, 9)}`,
    person: personName(t),
  };
  if (tpl === 'apo9' || tpl === 'flotte9') doc.carry = false;
  makeLines(doc);
  return doc;
}

const PLATES = ['K', 'M', 'F', 'HH', 'B', 'S', 'KS', 'DO', 'GI', 'WÜ'];
const STATIONS = [
  'Aral Köln-Süd',
  'Shell Frankfurt Hanauer Ldstr.',
  'Esso Kassel Nord',
  'TotalEnergies A7 Kirchheim',
  'JET Gießen',
  'bft Würzburg',
  'Star Dortmund-Hörde',
  'Aral BAB Medenbach Ost',
];
const WOHNBEREICHE = [
  'Wohnbereich 1 - Lindenhof',
  'Wohnbereich 2 - Rosengarten',
  'Wohnbereich 3 - Sonnenhang',
  'Wohnbereich 4 - Demenz',
  'Tagespflege',
  'Kurzzeitpflege',
];

function makeLines(d: Doc): void {
  const { t, tpl } = d;
  const nLines = t.int(
    tpl === 'en9' ? 40 : tpl === 'apo9' || tpl === 'flotte9' ? 70 : 95,
    tpl === 'en9' ? 75 : tpl === 'grh9' ? 130 : 150,
  );
  const nGroups = tpl === 'flotte9' ? t.int(4, 9) : tpl === 'apo9' ? t.int(3, 6) : t.int(4, 12);
  const groupKeys: string[] = [];
  for (let g = 0; g < nGroups; g++) {
    const dt = addDays(d.issue, -t.int(2, 28));
    const key = {
      grh9: () => `Lieferschein ${t.digits(7)} vom ${dateTxt(d, dt)}`,
      etk9: () =>
        `Auftrag ${t.digits(6)} · Kennz. ${t.pick(PLATES)}-${String.fromCharCode(65 + t.int(0, 25))}${String.fromCharCode(65 + t.int(0, 25))} ${t.int(10, 9999)}`,
      apo9: () => WOHNBEREICHE[g % WOHNBEREICHE.length] ?? 'Wohnbereich',
      flotte9: () =>
        `${t.pick(PLATES)}-${String.fromCharCode(65 + t.int(0, 25))}${String.fromCharCode(65 + t.int(0, 25))} ${t.int(10, 9999)} · Karte 7002 ${t.digits(4)} ${t.digits(4)}`,
      at9: () => `Lieferschein Nr. ${t.digits(6)} vom ${dateTxt(d, dt)}`,
      en9: () =>
        `Fund code ${t.pick(['LIB', 'MED', 'SCI', 'HUM'])}-${t.digits(3)} ${t.pick(['Main Library', 'Medical Library', 'Science Library', 'Humanities'])}`,
      fr9: () => `Bon de livraison n° BL${t.digits(6)} du ${dateTxt(d, dt)}`,
      nl9: () => `Order ${t.digits(6)} - afleverbon ${dateTxt(d, dt)}`,
    }[tpl]();
    groupKeys.push(key);
  }
  const cat = CAT[tpl];
  // groups of uneven size: cut points drawn by weight
  const weights = groupKeys.map(() => t.int(1, 6));
  const wSum = weights.reduce((a, w) => a + w, 0);
  const ends: number[] = [];
  let acc = 0;
  for (const w of weights) {
    acc += w;
    ends.push(Math.max(ends.length + 1, Math.round((acc * nLines) / wSum)));
  }
  for (let i = 0; i < nLines; i++) {
    const gi = ends.findIndex((e) => i < e);
    const g = groupKeys[gi < 0 ? groupKeys.length - 1 : gi] ?? '';
    const [base, unit, lo, hi, rate, pPlaces, qKind] = t.pick(cat);
    let name = base;
    if (tpl === 'en9')
      name = `${base} ${t.pick(['Vol. 114 (2027)', 'Vol. 62 (2027)', '2027 subscription', 'Vol. 38, 2027'])}`;
    if (tpl === 'grh9' && t.rnd() < 0.2) name = `${base}, Sonderlänge nach Kundenwunsch abgelängt`;
    if (tpl === 'fr9' && t.rnd() < 0.15) name = `${base}, origine France, conditionnement restauration`;
    const sub = t.int(0, 999);
    let price: string;
    if (tpl === 'flotte9' && unit === 'l') {
      price = base === 'AdBlue Zapfsäule' ? `0.${t.int(620, 899)}` : `1.${t.int(389, 749)}`;
    } else {
      const whole = t.int(lo, hi);
      price =
        pPlaces === 3
          ? `${whole}.${String(sub).padStart(3, '0')}`
          : `${whole}.${String(sub % 100).padStart(2, '0')}`;
      if (dec(price).isZero()) price = pPlaces === 3 ? '0.875' : '0.95';
    }
    let qty: string;
    let qPlaces = 0;
    if (qKind === 'dec') {
      qPlaces = tpl === 'etk9' || tpl === 'nl9' ? 2 : 3;
      qty =
        tpl === 'flotte9'
          ? `${t.int(base === 'AdBlue Zapfsäule' ? 5 : 25, base === 'AdBlue Zapfsäule' ? 30 : 140)}.${t.digits(2)}${t.int(0, 9)}`
          : `${t.int(1, unit === 'm' ? 250 : 40)}.${qPlaces === 3 ? String(t.int(0, 999)).padStart(3, '0') : String(t.int(0, 99)).padStart(2, '0')}`;
      if (dec(qty).isZero()) qty = '1.5';
      qty = dec(qty).toString();
    } else
      qty =
        tpl === 'en9'
          ? t.pick(['1', '1', '1', '2'])
          : String(t.pick([1, 1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50]));
    let disc = '';
    if ((tpl === 'grh9' && t.rnd() < 0.85) || (tpl === 'fr9' && t.rnd() < 0.4))
      disc = String(t.pick([5, 10, 12.5, 15, 20, 25, 30, 35]));
    const netPrice = disc
      ? dec(price)
          .times(dec(100).minus(dec(disc)))
          .dividedBy(100)
          .toDecimalPlaces(3)
          .toFixed(3)
      : price;
    const net = round(dec(qty).times(dec(netPrice)));
    const cell: Record<string, string> = {};
    if (tpl === 'grh9') cell.art = `${t.int(1, 9)}${t.digits(2)} ${t.digits(3)} ${t.digits(2)}`;
    if (tpl === 'etk9')
      cell.art =
        `${t.pick(['1K0', '5Q0', '8W0', '04E', '3C0'])} ${t.digits(3)} ${t.digits(3)} ${t.pick(['A', 'B', 'AA', 'C', ''])}`.trim();
    if (tpl === 'apo9') cell.art = t.digits(8);
    if (tpl === 'flotte9') {
      cell.iso = addDays(d.issue, -t.int(1, 30));
      cell.date = dateTxt(d, cell.iso).slice(0, 6);
      cell.station = t.pick(STATIONS);
    }
    if (tpl === 'at9' || tpl === 'nl9' || tpl === 'fr9') cell.art = t.digits(tpl === 'fr9' ? 5 : 6);
    if (tpl === 'en9') {
      cell.art = `${t.digits(4)}-${t.digits(3)}${t.pick(['X', '1', '7', '3'])}`;
      cell.order = `SO${t.digits(6)}`;
    }
    d.lines.push({
      id: '',
      name,
      shown: [],
      group: g,
      qty,
      qPlaces,
      unit,
      price,
      pPlaces: tpl === 'flotte9' || tpl === 'grh9' || tpl === 'fr9' ? 3 : pPlaces,
      disc,
      netPrice,
      rate,
      net,
      cell,
    });
  }
  // a card statement lists each vehicle's transactions by date
  if (tpl === 'flotte9')
    d.lines = groupKeys.flatMap((g) =>
      d.lines.filter((l) => l.group === g).sort((a, c) => (a.cell.iso ?? '').localeCompare(c.cell.iso ?? '')),
    );
  const wrapAt: Record<Tpl, number> = {
    grh9: 30,
    etk9: 30,
    apo9: 34,
    flotte9: 40,
    at9: 32,
    en9: 34,
    fr9: 30,
    nl9: 32,
  };
  d.lines.forEach((l, i) => {
    l.shown = wrapWords(l.name, wrapAt[tpl]);
    const pos = tpl === 'grh9' || tpl === 'nl9' ? (i + 1) * 10 : i + 1;
    l.id = String(pos);
  });
  for (const key of groupKeys) {
    const ls = d.lines.filter((l) => l.group === key);
    if (!ls.length) continue;
    d.groups.push({ key, head: key, sum: '', net: round(ls.reduce((a, l) => a.plus(dec(l.net)), dec(0))) });
  }
  const sums = vatSums(d.lines);
  d.vat = sums.vat;
  d.lineNet = sums.lineNet;
  d.vatT = sums.vatT;
  d.gross = round(dec(d.lineNet).plus(dec(d.vatT)));
}

// ------------------------------------------------------------------ drawing
type Pg = ReturnType<typeof pager>;
interface Col {
  head: string;
  x: number;
  right?: boolean;
  cell: (l: Ln) => string;
}
interface Look {
  cols: Col[];
  nameX: number;
  amountX: number;
  size: number;
  step: number;
  groupHead: (g: string) => string;
  groupSum: (g: string) => string;
  carryFoot: (pg: number) => string;
  carryHead: (pg: number) => string;
  /** a line under the row in small type (article numbers), no part of the name */
  note?: (l: Ln) => string[];
}

function drawItems(p: Pg, d: Doc, look: Look, y0: number): number {
  let y = y0;
  let running = dec(0);
  const { size, step } = look;
  const heads = () => {
    for (const c of look.cols) p.put(y, c.x, c.head, { size, bold: true, right: c.right });
    y += step + 4;
  };
  const breakPage = () => {
    const pg = p.page();
    if (d.carry) {
      p.put(y + 2, look.nameX, look.carryFoot(pg), { size, bold: true });
      p.put(y + 2, look.amountX, amt(d, round(running)), { size, bold: true, right: true });
    }
    y = p.next();
    if (d.headEvery) heads();
    if (d.carry) {
      p.put(y, look.nameX, look.carryHead(pg), { size, bold: true });
      p.put(y, look.amountX, amt(d, round(running)), { size, bold: true, right: true });
      y += step + 3;
    }
  };
  const room = (h: number) => {
    if (y + h > p.bottom - (d.carry ? step + 4 : 0)) breakPage();
  };
  heads();
  for (const g of d.groups) {
    const ls = d.lines.filter((l) => l.group === g.key);
    room(step * 2 + 4);
    p.put(y, look.cols[0]?.x ?? 50, look.groupHead(g.head), { size, bold: true });
    y += step + 2;
    for (const l of ls) {
      room(step);
      for (const c of look.cols) {
        const txt = c.cell(l);
        p.put(y, c.x, txt, { size, right: c.right });
      }
      running = running.plus(dec(l.net));
      y += step;
      for (const more of l.shown.slice(1)) {
        room(step);
        p.put(y, look.nameX, more, { size });
        y += step;
      }
      for (const n of look.note?.(l) ?? []) {
        room(step);
        p.put(y - 1, look.nameX, n, { size: size - 1.5 });
        y += step - 1;
      }
    }
    if (d.groupSums) {
      room(step + 2);
      p.put(y + 1, look.nameX, look.groupSum(g.head), { size, bold: true });
      p.put(y + 1, look.amountX, amt(d, g.net), { size, bold: true, right: true });
      y += step + 6;
    } else y += 4;
  }
  return y;
}

/** Rows on every page: the page header of the continuation pages and the footer. */
function frame(
  rows: Row[],
  d: Doc,
  nPages: number,
  head: (pg: number, n: number) => string,
  footer: string[],
) {
  for (let pg = 1; pg <= nPages; pg++) {
    if (pg > 1) {
      rows.push([40, 50, d.s.name, { size: 8, bold: true, page: pg }]);
      rows.push([40, 545, head(pg, nPages), { size: 8, right: true, page: pg }]);
    } else rows.push([800, 545, head(pg, nPages), { size: 7, right: true, page: pg }]);
    footer.forEach((f, i) => void rows.push([770 + i * 9, 50, f, { size: 6.5, page: pg }]));
  }
}

const fmtQ = (d: Doc) => (l: Ln) => qtyTxt(d, l);
const fmtP = (d: Doc) => (l: Ln) => num(d.lang, l.price, l.pPlaces);

// ---- German
function deFooter(d: Doc, bankInFooter = true): string[] {
  const reg = `Amtsgericht ${d.s.city.split(' ')[0]} HRB ${d.t.int(1000, 39999)}`;
  return [
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · Tel. ${d.phone}`,
    `Geschäftsführung: ${d.person} · ${reg} · USt-IdNr. ${d.s.vatShown}`,
    bankInFooter ? `${d.bank} · IBAN ${spaced(d.iban)} · BIC ${d.bic}` : '',
  ].filter(Boolean);
}

function totalsDe(p: Pg, d: Doc, y: number, x: number, vx: number): number {
  const pairs: Array<[string, string]> = [['Summe netto', amt(d, d.lineNet)]];
  for (const v of d.vat)
    pairs.push([`zzgl. ${rateTxt(d, v.rate)} MwSt auf ${amt(d, v.base)}`, amt(d, v.tax)]);
  if (d.vat.length > 1) pairs.push(['MwSt gesamt', amt(d, d.vatT)]);
  pairs.push([d.credit ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', amt(d, d.gross)]);
  pairs.forEach(([a, v], i) => {
    const bold = i === pairs.length - 1;
    p.put(y + i * 13, x, a, { size: 9, bold });
    p.put(y + i * 13, vx, `${v} ${d.cur === 'EUR' ? 'EUR' : d.cur}`, { size: 9, bold, right: true });
  });
  return y + pairs.length * 13 + 8;
}

function afterTable(p: Pg, d: Doc, y: number, h: number): number {
  if (d.totalsOwnPage || y + h > p.bottom) return p.next() + 10;
  return y + 10;
}

function drawDe(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 750);
  const { s, b } = d;
  // letterhead
  if (d.tpl === 'etk9' || d.tpl === 'apo9') {
    p.put(40, 545, s.name, { size: 13, bold: true, right: true });
    p.put(58, 545, `${s.street} · ${s.pc} ${s.city}`, { size: 8, right: true });
    p.put(68, 545, `Tel. ${d.phone}`, { size: 8, right: true });
  } else {
    p.put(40, 50, s.name, { size: 13, bold: true });
    p.put(58, 50, `${s.street} · ${s.pc} ${s.city} · Tel. ${d.phone}`, { size: 8 });
  }
  p.put(120, 50, `${s.name} · ${s.street} · ${s.pc} ${s.city}`, { size: 6 });
  p.block(
    [b.name, ...(d.tpl === 'apo9' ? ['Verwaltung / Einkauf'] : []), b.street, `${b.pc} ${b.city}`],
    50,
    134,
    { size: 10 },
  );
  const title = d.credit
    ? 'Gutschrift'
    : d.tpl === 'flotte9'
      ? 'Sammelrechnung'
      : d.tpl === 'apo9'
        ? 'Rechnung Heimversorgung'
        : 'Rechnung';
  const info: Array<[string, string]> = [
    [d.credit ? 'Gutschrift-Nr.' : d.tpl === 'etk9' ? 'Rechnungsnummer' : 'Rechnungs-Nr.', d.number],
    [d.tpl === 'etk9' ? 'Datum' : 'Rechnungsdatum', dateTxt(d, d.issue)],
    ['Kunden-Nr.', d.custNo],
  ];
  if (d.tpl === 'flotte9' || d.tpl === 'apo9') {
    info.push([
      'Zeitraum',
      `${dateTxt(d, addDays(d.issue, -30)).slice(0, 6)} - ${dateTxt(d, addDays(d.issue, -1))}`,
    ]);
  }
  if (d.dueShown) info.push(['Fällig am', dateTxt(d, d.due)]);
  if (d.buyerVat) info.push(['Ihre USt-IdNr.', b.vatShown ?? '']);
  p.kv(130, 360, 545, info, { size: 9 });
  p.put(240, 50, `${title} ${d.number}`, { size: 14, bold: true });
  let y = 262;
  if (d.credit) {
    p.put(
      y,
      50,
      `Gutschrift zur Rechnung Nr. ${d.credit.orig} vom ${dateTxt(d, d.credit.date)} für zurückgesandte Teile.`,
      { size: 9 },
    );
    y += 16;
  } else {
    p.put(
      y,
      50,
      d.tpl === 'flotte9'
        ? 'Wir berechnen Ihnen die folgenden Kartenumsätze.'
        : 'Wir berechnen Ihnen unsere Lieferungen wie folgt:',
      { size: 9 },
    );
    y += 16;
  }
  const bigVat = d.vat.length > 1;
  if (d.tpl === 'apo9' || d.tpl === 'flotte9') {
    // summary page first
    p.put(y, 50, d.tpl === 'apo9' ? 'Rechnungsübersicht' : 'Übersicht nach Fahrzeugen', {
      size: 11,
      bold: true,
    });
    y += 18;
    p.put(y, 50, d.tpl === 'apo9' ? 'Bereich' : 'Fahrzeug / Karte', { size: 9, bold: true });
    p.put(y, 400, 'Positionen', { size: 9, bold: true, right: true });
    p.put(y, 545, 'Netto EUR', { size: 9, bold: true, right: true });
    y += 14;
    for (const g of d.groups) {
      p.put(y, 50, g.head, { size: 9 });
      p.put(y, 400, String(d.lines.filter((l) => l.group === g.key).length), { size: 9, right: true });
      p.put(y, 545, amt(d, g.net), { size: 9, right: true });
      y += 13;
    }
    y += 10;
    y = totalsDe(p, d, y, 260, 545);
    if (d.dueShown)
      p.put(y, 50, `Bitte überweisen Sie den Rechnungsbetrag bis zum ${dateTxt(d, d.due)}.`, { size: 9 });
    p.put(y + 14, 50, 'Die Einzelaufstellung finden Sie auf den folgenden Seiten.', { size: 9 });
    y = p.next();
    p.put(y, 50, 'Einzelaufstellung', { size: 11, bold: true });
    y += 18;
  }
  let look: Look;
  if (d.tpl === 'grh9') {
    look = {
      cols: [
        { head: 'Pos.', x: 50, cell: (l) => l.id },
        { head: 'Art.-Nr.', x: 75, cell: (l) => l.cell.art ?? '' },
        { head: 'Bezeichnung', x: 128, cell: (l) => l.shown[0] ?? '' },
        { head: 'Menge', x: 330, right: true, cell: fmtQ(d) },
        { head: 'ME', x: 335, cell: (l) => l.unit },
        { head: 'Listenpreis', x: 405, right: true, cell: fmtP(d) },
        { head: 'Rab.%', x: 435, right: true, cell: (l) => (l.disc ? num('de', l.disc, 1) : '') },
        { head: 'Netto-EP', x: 485, right: true, cell: (l) => num('de', l.netPrice, 3) },
        { head: 'Betrag', x: 545, right: true, cell: (l) => amt(d, l.net) },
      ],
      nameX: 128,
      amountX: 545,
      size: 7.5,
      step: 11,
      groupHead: (g) => g,
      groupSum: (g) => `Summe ${g.split(' vom')[0]}`,
      carryFoot: () => 'Übertrag',
      carryHead: () => 'Übertrag',
    };
  } else if (d.tpl === 'etk9') {
    look = {
      cols: [
        { head: 'Pos', x: 50, cell: (l) => l.id },
        { head: 'Teilenummer', x: 72, cell: (l) => l.cell.art ?? '' },
        { head: 'Bezeichnung', x: 150, cell: (l) => l.shown[0] ?? '' },
        { head: 'Menge', x: 365, right: true, cell: fmtQ(d) },
        { head: 'Einh.', x: 372, cell: (l) => l.unit },
        { head: 'Einzelpreis', x: 460, right: true, cell: fmtP(d) },
        { head: 'Gesamt', x: 545, right: true, cell: (l) => amt(d, l.net) },
      ],
      nameX: 150,
      amountX: 545,
      size: 8,
      step: 11.5,
      groupHead: (g) => g,
      groupSum: (g) => `Summe ${g.split(' ·')[0]}`,
      carryFoot: (pg) => `Zwischensumme Seite ${pg}`,
      carryHead: (pg) => `Übertrag von Seite ${pg}`,
    };
  } else if (d.tpl === 'apo9') {
    look = {
      cols: [
        { head: 'PZN', x: 50, cell: (l) => l.cell.art ?? '' },
        { head: 'Artikel', x: 100, cell: (l) => l.shown[0] ?? '' },
        { head: 'Menge', x: 315, right: true, cell: fmtQ(d) },
        { head: 'Einheit', x: 322, cell: (l) => l.unit },
        { head: 'Einzelpreis', x: 415, right: true, cell: fmtP(d) },
        { head: 'MwSt', x: 460, right: true, cell: (l) => rateTxt(d, l.rate) },
        { head: 'Betrag', x: 545, right: true, cell: (l) => amt(d, l.net) },
      ],
      nameX: 100,
      amountX: 545,
      size: 8,
      step: 11.5,
      groupHead: (g) => g,
      groupSum: (g) => `Summe ${g}`,
      carryFoot: () => 'Übertrag',
      carryHead: () => 'Übertrag',
    };
  } else {
    look = {
      cols: [
        { head: 'Datum', x: 50, cell: (l) => l.cell.date ?? '' },
        { head: 'Tankstelle', x: 82, cell: (l) => l.cell.station ?? '' },
        { head: 'Produkt', x: 215, cell: (l) => l.shown[0] ?? '' },
        { head: 'Menge', x: 355, right: true, cell: fmtQ(d) },
        { head: 'Einh.', x: 360, cell: (l) => l.unit },
        { head: 'Preis', x: 425, right: true, cell: fmtP(d) },
        { head: 'MwSt', x: 460, right: true, cell: (l) => rateTxt(d, l.rate) },
        { head: 'Netto', x: 545, right: true, cell: (l) => amt(d, l.net) },
      ],
      nameX: 215,
      amountX: 545,
      size: 7.5,
      step: 11,
      groupHead: (g) => `Fahrzeug ${g}`,
      groupSum: (g) => `Summe ${g.split(' ·')[0]}`,
      carryFoot: () => 'Übertrag',
      carryHead: () => 'Übertrag',
    };
  }
  y = drawItems(p, d, look, y);
  if (d.tpl === 'apo9' || d.tpl === 'flotte9') {
    y = afterTable(p, d, y, 30);
    p.put(
      y,
      50,
      `Gesamtsumme netto der Einzelaufstellung: ${amt(d, d.lineNet)} EUR (siehe Rechnungsübersicht Seite 1)`,
      { size: 8 },
    );
  } else {
    const h = (d.vat.length + 2) * 13 + 50;
    y = afterTable(p, d, y, h);
    y = totalsDe(p, d, y, 300, 545);
    if (d.dueShown) p.put(y, 50, `Zahlbar ohne Abzug bis ${dateTxt(d, d.due)}.`, { size: 9 });
    else if (!d.credit) p.put(y, 50, 'Zahlbar sofort ohne Abzug.', { size: 9 });
    else p.put(y, 50, 'Der Betrag wird Ihrem Kundenkonto gutgeschrieben.', { size: 9 });
    if (bigVat) p.put(y + 12, 50, 'Die Mehrwertsteuersätze sind je Position ausgewiesen.', { size: 8 });
  }
  const nPages = p.pages();
  frame(
    rows,
    d,
    nPages,
    (pg, n) => `${d.credit ? 'Gutschrift' : 'Rechnung'} ${d.number} · Seite ${pg} von ${n}`,
    deFooter(d),
  );
  return nPages;
}

// ---- Austrian
function drawAt(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 750);
  const { s, b } = d;
  p.put(40, 50, s.name, { size: 14, bold: true });
  p.put(58, 50, `${s.street}, A-${s.pc} ${s.city}`, { size: 8 });
  p.block([b.name, b.street, `${b.pc} ${b.city}`], 50, 120, { size: 10 });
  const info: Array<[string, string]> = [
    ['Rechnungsnummer:', d.number],
    ['Rechnungsdatum:', dateTxt(d, d.issue, d.v % 2 === 0)],
    ['Kundennummer:', d.custNo],
  ];
  if (d.buyerVat) info.push(['UID Kunde:', b.vatShown ?? '']);
  p.kv(120, 340, 545, info, { size: 9 });
  p.put(210, 50, `RECHNUNG ${d.number}`, { size: 14, bold: true });
  const look: Look = {
    cols: [
      { head: 'Pos', x: 50, cell: (l) => l.id },
      { head: 'Art.Nr.', x: 72, cell: (l) => l.cell.art ?? '' },
      { head: 'Bezeichnung', x: 112, cell: (l) => l.shown[0] ?? '' },
      { head: 'Menge', x: 320, right: true, cell: fmtQ(d) },
      { head: 'Einh.', x: 326, cell: (l) => l.unit },
      { head: 'Preis/Einh.', x: 410, right: true, cell: fmtP(d) },
      { head: 'USt', x: 445, right: true, cell: (l) => rateTxt(d, l.rate) },
      { head: 'Gesamt €', x: 545, right: true, cell: (l) => amt(d, l.net) },
    ],
    nameX: 112,
    amountX: 545,
    size: 8,
    step: 11.5,
    groupHead: (g) => g,
    groupSum: (g) => `Summe ${g.split(' vom')[0]}`,
    carryFoot: () => 'Übertrag',
    carryHead: (pg) => `Übertrag von Seite ${pg}`,
  };
  let y = drawItems(p, d, look, 236);
  y = afterTable(p, d, y, (d.vat.length * 2 + 3) * 13 + 40);
  const pairs: Array<[string, string]> = [['Summe netto', amt(d, d.lineNet)]];
  for (const v of d.vat) {
    pairs.push([`Netto ${rateTxt(d, v.rate)}`, amt(d, v.base)]);
    pairs.push([`zzgl. ${rateTxt(d, v.rate)} USt`, amt(d, v.tax)]);
  }
  if (d.vat.length > 1) pairs.push(['Summe USt', amt(d, d.vatT)]);
  pairs.push(['Gesamtbetrag', `€ ${amt(d, d.gross)}`]);
  y = p.kv(y, 330, 545, pairs, { size: 9 });
  if (d.dueShown) p.put(y + 8, 50, `Zahlbar bis ${dateTxt(d, d.due, true)} ohne Abzug.`, { size: 9 });
  const nPages = p.pages();
  frame(rows, d, nPages, (pg, n) => `Rechnung ${d.number} - Seite ${pg} von ${n}`, [
    `${s.name} · ${s.street} · ${s.pc} ${s.city} · FN ${d.t.int(100000, 599999)}${d.t.pick(['a', 'b', 'k', 'm'])} · Landesgericht ${s.city}`,
    `UID: ${s.vatShown} · ${d.bank} · IBAN: ${spaced(d.iban)} · BIC: ${d.bic}`,
  ]);
  return nPages;
}

// ---- English
function drawEn(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 750);
  const { s, b } = d;
  p.put(40, 545, s.name, { size: 14, bold: true, right: true });
  p.block([s.street, `${s.city} ${s.pc}`, 'United Kingdom'], 400, 58, { size: 8 });
  p.put(100, 50, d.credit ? 'CREDIT NOTE' : 'INVOICE', { size: 16, bold: true });
  p.put(124, 50, 'Invoice to:', { size: 8, bold: true });
  p.block([b.name, 'Acquisitions - Serials', b.street, `${b.city} ${b.pc}`], 50, 136, { size: 9.5 });
  const info: Array<[string, string]> = [
    [d.credit ? 'Credit note no.' : 'Invoice no.', d.number],
    [d.credit ? 'Date' : 'Invoice date', dateTxt(d, d.issue, d.v % 2 === 1)],
    ['Account no.', d.custNo],
  ];
  if (d.dueShown) info.push(['Payment due', dateTxt(d, d.due, d.v % 2 === 1)]);
  if (d.credit) info.push(['Original invoice', `${d.credit.orig} of ${dateTxt(d, d.credit.date)}`]);
  info.push(['VAT reg. no.', d.s.vatShown ?? '']);
  if (d.buyerVat) info.push(['Customer VAT no.', d.b.vatShown ?? '']);
  p.kv(124, 340, 545, info, { size: 9 });
  const look: Look = {
    cols: [
      { head: 'Line', x: 50, cell: (l) => l.id },
      { head: 'Title', x: 75, cell: (l) => l.shown[0] ?? '' },
      { head: 'ISSN', x: 265, cell: (l) => l.cell.art ?? '' },
      { head: 'Qty', x: 330, right: true, cell: fmtQ(d) },
      { head: 'Unit price', x: 400, right: true, cell: fmtP(d) },
      { head: 'VAT', x: 440, right: true, cell: (l) => rateTxt(d, l.rate) },
      { head: `Net ${d.cur}`, x: 545, right: true, cell: (l) => amt(d, l.net) },
    ],
    nameX: 75,
    amountX: 545,
    size: 8,
    step: 11.5,
    groupHead: (g) => g,
    groupSum: (g) => `Subtotal ${g.split(' ').slice(0, 3).join(' ')}`,
    carryFoot: () => 'Carried forward',
    carryHead: () => 'Brought forward',
    note: (l) => [
      `Subscription period: Jan-Dec 2027 · Order ref. ${l.cell.order ?? ''}`,
      `Format: ${l.rate === '0' ? 'print' : 'online'}`,
    ],
  };
  let y = drawItems(p, d, look, 240);
  y = afterTable(p, d, y, (d.vat.length + 3) * 13 + 50);
  const pairs: Array<[string, string]> = [['Total net', amt(d, d.lineNet)]];
  for (const v of d.vat) pairs.push([`VAT @ ${rateTxt(d, v.rate)} on ${amt(d, v.base)}`, amt(d, v.tax)]);
  pairs.push([d.credit ? 'Total credit' : 'Total due', `${d.cur} ${amt(d, d.gross)}`]);
  y = p.kv(y, 300, 545, pairs, { size: 9 });
  p.put(y + 8, 50, 'Printed journals are zero-rated; online access is standard-rated.', { size: 8 });
  p.put(y + 20, 50, `Please quote ${d.number} with your remittance.`, { size: 8 });
  const nPages = p.pages();
  frame(
    rows,
    d,
    nPages,
    (pg, n) => `${d.credit ? 'Credit note' : 'Invoice'} ${d.number} - page ${pg} of ${n}`,
    [
      `${s.name} · Registered in England and Wales No. ${d.t.digits(8)} · Registered office: ${s.street}, ${s.city} ${s.pc}`,
      `VAT Reg. No. ${s.vatShown} · Bank: ${d.bank} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
    ],
  );
  return nPages;
}

// ---- French
function drawFr(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 750);
  const { s, b } = d;
  p.put(40, 50, s.name, { size: 14, bold: true });
  p.block([s.street, `${s.pc} ${s.city}`], 50, 58, { size: 8 });
  p.put(110, 330, 'Client', { size: 8, bold: true });
  p.block([b.name, b.street, `${b.pc} ${b.city}`], 330, 122, { size: 10 });
  p.put(170, 330, `N° TVA intracom. : ${b.vatShown}`, { size: 8 });
  p.put(110, 50, 'FACTURE', { size: 16, bold: true });
  const info: Array<[string, string]> = [
    ['N° de facture :', d.number],
    ['Date de facture :', dateTxt(d, d.issue)],
    ['Code client :', d.custNo],
  ];
  if (d.dueShown) info.push(["Date d'échéance :", dateTxt(d, d.due)]);
  p.kv(134, 50, 140, info, { size: 9 });
  const look: Look = {
    cols: [
      { head: 'Réf.', x: 50, cell: (l) => l.cell.art ?? '' },
      { head: 'Désignation', x: 82, cell: (l) => l.shown[0] ?? '' },
      { head: 'Qté', x: 258, right: true, cell: fmtQ(d) },
      { head: 'U', x: 262, cell: (l) => l.unit },
      { head: 'PU HT', x: 335, right: true, cell: fmtP(d) },
      { head: 'Rem. %', x: 377, right: true, cell: (l) => (l.disc ? num('fr', l.disc, 1) : '') },
      { head: 'PU net HT', x: 425, right: true, cell: (l) => num('fr', l.netPrice, 3) },
      { head: 'TVA', x: 460, right: true, cell: (l) => rateTxt(d, l.rate) },
      { head: 'Montant HT', x: 545, right: true, cell: (l) => amt(d, l.net) },
    ],
    nameX: 82,
    amountX: 545,
    size: 7.5,
    step: 11,
    groupHead: (g) => g,
    groupSum: (g) => `Total ${g.split(' du')[0]}`,
    carryFoot: () => 'À reporter',
    carryHead: () => 'Report',
  };
  let y = drawItems(p, d, look, 210);
  y = afterTable(p, d, y, (d.vat.length + 3) * 13 + 60);
  p.put(y, 50, 'Taux', { size: 8, bold: true });
  p.put(y, 160, 'Base HT', { size: 8, bold: true, right: true });
  p.put(y, 240, 'Montant TVA', { size: 8, bold: true, right: true });
  d.vat.forEach((v, i) => {
    p.put(y + 12 + i * 11, 50, rateTxt(d, v.rate), { size: 8 });
    p.put(y + 12 + i * 11, 160, amt(d, v.base), { size: 8, right: true });
    p.put(y + 12 + i * 11, 240, amt(d, v.tax), { size: 8, right: true });
  });
  const pairs: Array<[string, string]> = [
    ['Total HT', amt(d, d.lineNet)],
    ['Total TVA', amt(d, d.vatT)],
    ['Total TTC', amt(d, d.gross)],
    ['Net à payer', `${amt(d, d.gross)} €`],
  ];
  y = p.kv(y, 360, 545, pairs, { size: 9 });
  p.put(
    y + 8,
    50,
    'Pénalités de retard : 3 fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.',
    { size: 7 },
  );
  const nPages = p.pages();
  const siren = d.s.vat ? d.s.vat.slice(4) : d.t.digits(9);
  frame(rows, d, nPages, (pg, n) => `Facture ${d.number} - page ${pg}/${n}`, [
    `${s.name} · ${s.street} · ${s.pc} ${s.city} · SIRET ${siren} ${d.t.digits(5)} · RCS ${s.city} ${siren}`,
    `N° TVA intracommunautaire : ${s.vatShown} · ${d.bank} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
  ]);
  return nPages;
}

// ---- Dutch
function drawNl(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 750);
  const { s, b } = d;
  p.put(40, 545, s.name, { size: 14, bold: true, right: true });
  p.block([s.street, `${s.pc} ${s.city}`], 400, 58, { size: 8 });
  p.block([b.name, 't.a.v. crediteurenadministratie', b.street, `${b.pc} ${b.city}`], 50, 120, { size: 10 });
  p.put(200, 50, d.negative ? 'CREDITNOTA' : 'FACTUUR', { size: 16, bold: true });
  const info: Array<[string, string]> = [
    [d.negative ? 'Creditnotanummer' : 'Factuurnummer', d.number],
    [d.negative ? 'Datum' : 'Factuurdatum', dateTxt(d, d.issue, d.v % 3 === 1)],
    ['Debiteurnummer', d.custNo],
  ];
  if (d.dueShown) info.push(['Vervaldatum', dateTxt(d, d.due, d.v % 3 === 1)]);
  if (d.buyerVat) info.push(['Uw btw-nummer', b.vatShown ?? '']);
  p.kv(200, 340, 545, info, { size: 9 });
  const look: Look = {
    cols: [
      { head: 'Regel', x: 50, cell: (l) => l.id },
      { head: 'Artikelnr.', x: 78, cell: (l) => l.cell.art ?? '' },
      { head: 'Omschrijving', x: 120, cell: (l) => l.shown[0] ?? '' },
      { head: 'Aantal', x: 325, right: true, cell: fmtQ(d) },
      { head: 'Eenh.', x: 330, cell: (l) => l.unit },
      { head: 'Prijs', x: 405, right: true, cell: fmtP(d) },
      { head: 'Btw', x: 440, right: true, cell: (l) => rateTxt(d, l.rate) },
      { head: 'Bedrag', x: 545, right: true, cell: (l) => amt(d, l.net) },
    ],
    nameX: 120,
    amountX: 545,
    size: 8,
    step: 11.5,
    groupHead: (g) => g,
    groupSum: (g) => `Subtotaal ${g.split(' -')[0]}`,
    carryFoot: () => 'Transport',
    carryHead: () => 'Transport',
  };
  let y = drawItems(p, d, look, 282);
  y = afterTable(p, d, y, (d.vat.length + 3) * 13 + 40);
  const pairs: Array<[string, string]> = [['Totaal excl. btw', amt(d, d.lineNet)]];
  for (const v of d.vat) pairs.push([`Btw ${rateTxt(d, v.rate)} over ${amt(d, v.base)}`, amt(d, v.tax)]);
  if (d.vat.length > 1) pairs.push(['Totaal btw', amt(d, d.vatT)]);
  pairs.push([d.negative ? 'Totaal creditnota' : 'Totaal te betalen', `€ ${amt(d, d.gross)}`]);
  y = p.kv(y, 300, 545, pairs, { size: 9 });
  if (!d.negative)
    p.put(
      y + 8,
      50,
      `Gelieve het totaalbedrag onder vermelding van ${d.number} over te maken op ${spaced(d.iban)}.`,
      { size: 8 },
    );
  const nPages = p.pages();
  frame(
    rows,
    d,
    nPages,
    (pg, n) => `${d.negative ? 'Creditnota' : 'Factuur'} ${d.number} - pagina ${pg} van ${n}`,
    [
      `${s.name} · ${s.street} · ${s.pc} ${s.city} · KvK ${d.t.digits(8)}`,
      `Btw-nummer ${s.vatShown} · ${d.bank} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
    ],
  );
  return nPages;
}

// ------------------------------------------------------------------ truth
function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else if (d.dueShown) inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat && d.b.vat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  const n = (v: string) => (d.negative && !dec(v).isZero() ? dec(v).negated().toFixed(2) : v);
  const cat = (rate: string) => (dec(rate).isZero() ? 'Z' : 'S');
  inv.totals = {
    lineNetTotal: n(d.lineNet),
    taxExclusive: n(d.lineNet),
    vatTotal: n(d.vatT),
    taxInclusive: n(d.gross),
    amountDue: n(d.gross),
  };
  inv.vatBreakdown = d.vat.map((v) => ({
    taxableAmount: n(v.base),
    taxAmount: n(v.tax),
    categoryCode: cat(v.rate),
    rate: v.rate,
  }));
  inv.lines = d.lines.map((l) =>
    synthLine({
      id: l.id,
      qty: d.negative ? dec(l.qty).negated().toString() : l.qty,
      uc: UNITS[l.unit] ?? 'C62',
      net: n(l.net),
      netPrice: l.netPrice,
      ...(l.disc ? { grossPrice: l.price } : {}),
      category: cat(l.rate),
      rate: l.rate,
      name: l.name,
    }),
  );
  return inv;
}

export function generateBlind40(k: number, h: Helpers): Generated {
  const tpl = BLIND40_TPLS[k % BLIND40_TPLS.length] as Tpl;
  const d = buildDoc(tpl, k, h);
  const rows: Row[] = [];
  const draw = { de: drawDe, at: drawAt, en: drawEn, fr: drawFr, nl: drawNl }[d.lang];
  let nPages = draw(d, rows);
  if (nPages < 3) {
    // a short document gets its totals on a page of their own
    rows.length = 0;
    d.totalsOwnPage = true;
    nPages = draw(d, rows);
  }
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
