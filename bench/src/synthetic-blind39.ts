/**
 * Held-out set `blind39` (session 26, issue 19): invoices to public bodies and large organisations
 * (B2G / procurement), written before opening anything under packages/extract and without reading
 * the other blind generators. Eight layouts (document k uses layout k mod 8):
 *
 * - `amt8`  German supplier (cleaning, grounds, furniture) to a municipality (Stadt …, Amt für …),
 *           DIN 5008 letter, the Leitweg-ID in the info block or in the address block; one
 *           Rechnungskorrektur (381, printed positive).
 * - `bund8` IT service provider to a federal agency: framework contract and call-off order, a
 *           reference grid of labels over values, LV-like positions 1.1 / 2.1 under group heads.
 * - `bau8`  construction firm to a state building authority: Abschlagsrechnung / Schlussrechnung,
 *           Auftrag Nr., Vergabenummer, Baumaßnahme, LV positions with long wrapped texts, earlier
 *           Abschlagsrechnungen deducted (BT-113, amount due = gross − paid).
 * - `uni8`  supplier to a university or hospital: SRM/SAP order number, Kostenstelle, invoice and
 *           delivery address side by side, no position column (line ids 1, 2, 3 …), Skonto.
 * - `min8`  consultancy to a ministry: the references in running text and a reference list,
 *           person-days at day rates, a lump sum for travel.
 * - `at8`   Austrian supplier to an Austrian public body: Auftragsreferenz (BT-13), Geschäftszahl
 *           (no field), UID numbers, "€ 1.234,56", Jänner/Feber, 20 % USt., Skonto.
 * - `eu8`   English-language supplier to an EU institution: purchase order, contract ref., item
 *           numbers 10/20/30, VAT exemption under Art. 151 of Directive 2006/112/EC (category E) or
 *           reverse charge (AE, buyer VAT id printed); one CREDIT NOTE (381, printed positive).
 * - `lab8`  laboratory and medical supplies to a German Land body: 19 % and 7 % per line, a VAT
 *           table per rate, Charge/Art.-Nr. in the name column's second line (part of no field).
 *
 * Truth rules: only what the page prints. BT-10 = the Leitweg-ID / buyer reference where printed,
 * BT-13 = the buyer's order number (Bestellnummer, Abruf-Nr., PO number, Auftragsreferenz),
 * BT-12 = the framework/contract number where printed (not scored); BT-44 = the first line of the
 * buyer's address block (the public body), its departments are address line 2 (not scored) or not
 * in the truth; the invoice address is the buyer's address, a delivery address is not in the truth.
 * Line ids: the printed position where a position column exists (amt8, bund8, bau8, min8, at8, eu8,
 * lab8), else 1, 2, 3 … (uni8). Group heads are no lines. Payment terms (Skonto) are not in the
 * truth; the due date is. Credit notes: 381 with the invoice they correct, no due date.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  bicOf,
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  type KitVat,
  kitLine,
  kitVatRow,
  longDate,
  MONTH_NAMES,
  pager,
  para,
  personName,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND39_TPLS = ['amt8', 'bund8', 'bau8', 'uni8', 'min8', 'at8', 'eu8', 'lab8'] as const;
type Tpl = (typeof BLIND39_TPLS)[number];
type Lang = 'de' | 'at' | 'en';

interface Ln {
  id: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  rate: string;
  name: string;
  group?: string;
  sub?: string;
}

interface Buyer {
  name: string;
  sub: string[];
  street: string;
  pc: string;
  city: string;
  country: string;
  vat?: string;
}

interface Doc {
  tpl: Tpl;
  v: number;
  t: Tools;
  lang: Lang;
  s: KitParty;
  taxNo: string;
  showVat: boolean;
  b: Buyer;
  buyerVatShown: boolean;
  deliv: string[];
  number: string;
  issue: string;
  due: string;
  credit?: { orig: string; date: string };
  leitweg: string;
  leitLabel: string;
  leitInAddr: boolean;
  po: string;
  poLabel: string;
  poDate: string;
  contract: string;
  contractLabel: string;
  refs: Array<[string, string]>;
  period: [string, string];
  lines: Ln[];
  cat: 'S' | 'E' | 'AE';
  vat: KitVat[];
  lineNet: string;
  vatT: string;
  gross: string;
  prior: Array<{ no: string; date: string; amount: string }>;
  paid: string;
  dueAmount: string;
  iban: string;
  bic: string;
  skonto: string;
  contact: string;
  phone: string;
  title: string;
}

// ---------- notation ----------
const money = (lang: Lang, v: string) =>
  lang === 'en' ? groupedMoney(v, ',', '.') : groupedMoney(v, '.', ',');
function qtyS(lang: Lang, q: string): string {
  const [i = '0', f] = dec(q).toString().split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '.');
  return f ? `${g}${lang === 'en' ? '.' : ','}${f}` : g;
}
const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const slash = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const enLong = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTH_NAMES.en[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const rateS = (lang: Lang, r: string) => (lang === 'en' ? r : r.replace('.', ','));

// ---------- catalogues: name, printed unit, unit code, price range, rate, group ----------
type Item = [string, string, string, number, number, string?, string?];
const U = {
  stk: ['Stk', 'C62'],
  std: ['Std.', 'HUR'],
  h: ['h', 'HUR'],
  tag: ['Tag', 'DAY'],
  pt: ['PT', 'DAY'],
  mon: ['Monat', 'MON'],
  m2: ['m²', 'MTK'],
  m3: ['m³', 'MTQ'],
  m: ['m', 'MTR'],
  psch: ['psch', 'LS'],
  pauschal: ['pauschal', 'LS'],
  pck: ['Pck', 'XPK'],
  kt: ['Kt', 'XCT'],
  fl: ['Fl', 'XBO'],
  l: ['l', 'LTR'],
  kg: ['kg', 'KGM'],
} as const;

const AMT_ITEMS: Item[] = [
  [
    'Unterhaltsreinigung Verwaltungsgebäude gemäß Leistungsverzeichnis, Reinigungsfläche',
    'm2',
    '',
    0.85,
    1.6,
  ],
  ['Glasreinigung Fensterflächen beidseitig inkl. Rahmen', 'm2', '', 1.9, 3.4],
  ['Grundreinigung Sporthalle Grundschule einschließlich Geräteraum', 'pauschal', '', 480, 1450],
  ['Winterdienst Räum- und Streueinsatz Gehwege und Parkflächen', 'std', '', 48, 72],
  ['Grünflächenpflege Mäharbeiten Parkanlage, Schnittgut aufnehmen', 'm2', '', 0.18, 0.42],
  ['Baumkontrolle nach FLL-Baumkontrollrichtlinie mit Protokoll', 'stk', '', 14, 29],
  ['Bürodrehstuhl mit Synchronmechanik und verstellbaren Armlehnen', 'stk', '', 189, 420],
  ['Schreibtisch elektrisch höhenverstellbar 160 x 80 cm', 'stk', '', 390, 780],
  ['Entsorgung Grünschnitt inkl. Containerstellung', 'pauschal', '', 160, 540],
  ['Hausmeisterdienst Objektbetreuung Bürgerbüro', 'std', '', 38, 56],
  ['Sonderreinigung nach Veranstaltung im Ratssaal', 'std', '', 32, 48],
  ['Aktenvernichtung Sicherheitsstufe P-4, Behälter 240 l', 'stk', '', 18, 35],
];
const BUND_ITEMS: Item[] = [
  [
    'Betrieb Fachverfahren eAkte, Monatspauschale gemäß Abruf',
    'mon',
    '',
    2800,
    9800,
    '1 Betrieb und Wartung',
  ],
  ['Rufbereitschaft außerhalb der Servicezeiten', 'h', '', 68, 110, '1 Betrieb und Wartung'],
  ['Incident- und Problem-Management 2nd Level Support', 'h', '', 82, 125, '1 Betrieb und Wartung'],
  ['Senior-Softwareentwickler/in Java, Änderungsanforderung', 'pt', '', 880, 1280, '2 Weiterentwicklung'],
  ['IT-Architekt/in, Konzeption Schnittstelle XÖV', 'pt', '', 1050, 1450, '2 Weiterentwicklung'],
  ['Test und Qualitätssicherung inkl. Testprotokoll', 'pt', '', 720, 990, '2 Weiterentwicklung'],
  ['Informationssicherheitsberatung nach BSI IT-Grundschutz', 'pt', '', 990, 1390, '2 Weiterentwicklung'],
  ['Subskription Datenbank Enterprise Edition, je Prozessorkern', 'stk', '', 650, 2400, '3 Lizenzen'],
  ['Supportverlängerung Firewall-Cluster 12 Monate', 'stk', '', 1800, 5400, '3 Lizenzen'],
  ['Client-Lizenz Fachanwendung, je Arbeitsplatz', 'stk', '', 45, 180, '3 Lizenzen'],
];
const BAU_ITEMS: Item[] = [
  [
    'Baustelleneinrichtung vorhalten, einrichten und räumen, einschließlich Bauzaun und Baustrom',
    'psch',
    '',
    2400,
    9800,
    '1 Baustelleneinrichtung',
  ],
  [
    'Verkehrssicherung nach RSA einschließlich Beschilderung und Absperrung',
    'psch',
    '',
    900,
    3600,
    '1 Baustelleneinrichtung',
  ],
  ['Oberboden abtragen, seitlich lagern, Dicke bis 30 cm', 'm2', '', 3.2, 7.8, '2 Erdarbeiten'],
  [
    'Baugrubenaushub Bodenklasse 3-5, laden und abfahren zur Deponie des AN',
    'm3',
    '',
    18,
    39,
    '2 Erdarbeiten',
  ],
  [
    'Verfüllen der Arbeitsräume mit geeignetem Boden, lagenweise verdichten',
    'm3',
    '',
    14,
    29,
    '2 Erdarbeiten',
  ],
  [
    'Stahlbeton C30/37 für Bodenplatte, einschließlich Schalung und Nachbehandlung',
    'm3',
    '',
    190,
    310,
    '3 Beton- und Stahlbetonarbeiten',
  ],
  [
    'Betonstahl B500B liefern, schneiden, biegen und verlegen',
    'kg',
    '',
    1.6,
    2.6,
    '3 Beton- und Stahlbetonarbeiten',
  ],
  [
    'Perimeterdämmung XPS 120 mm an erdberührten Bauteilen',
    'm2',
    '',
    28,
    49,
    '3 Beton- und Stahlbetonarbeiten',
  ],
  [
    'Bitumenabdichtung zweilagig auf Flachdach einschließlich Voranstrich',
    'm2',
    '',
    32,
    58,
    '4 Dachabdichtung',
  ],
  [
    'Attikaabdeckung Aluminium, Zuschnitt 400 mm, einschließlich Befestigung',
    'm',
    '',
    41,
    86,
    '4 Dachabdichtung',
  ],
  [
    'Stundenlohnarbeiten Facharbeiter nach Anordnung der Bauleitung',
    'h',
    '',
    52,
    68,
    '5 Stundenlohnarbeiten',
  ],
];
const UNI_ITEMS: Item[] = [
  ['Notebook 14" Core i7, 32 GB RAM, 1 TB SSD, inkl. Dockingstation', 'stk', '', 1190, 1790],
  ['Monitor 27" QHD höhenverstellbar, USB-C', 'stk', '', 229, 389],
  ['Pipettenspitzen 200 µl steril, Rack à 96 Stück', 'pck', '', 6.9, 14.5],
  ['Einmalhandschuhe Nitril puderfrei Gr. M, Box à 100 Stück', 'pck', '', 5.2, 9.8],
  ['Laborkühlschrank 360 l mit Temperaturalarm', 'stk', '', 1450, 2890],
  ['Installation, Inbetriebnahme und Geräteeinweisung vor Ort', 'std', '', 85, 135],
  ['Infusionsständer fahrbar, 4 Haken, Edelstahl', 'stk', '', 119, 239],
  ['Steckbeckenspüler Wartung gemäß Wartungsvertrag', 'pauschal', '', 290, 690],
  ['Dokumentenkamera für Hörsaal mit HDMI-Ausgang', 'stk', '', 320, 590],
  ['Lieferung und Montage frei Verwendungsstelle', 'pauschal', '', 45, 190],
];
const MIN_ITEMS: Item[] = [
  ['Projektleitung und Steuerung Lenkungskreis', 'pt', '', 1250, 1650],
  ['Senior-Berater/in, Analyse Verwaltungsprozesse', 'pt', '', 1090, 1450],
  ['Berater/in, Workshop-Vorbereitung und Dokumentation', 'pt', '', 850, 1150],
  ['Fachexperte/in Vergaberecht, Stellungnahme', 'pt', '', 1300, 1800],
  ['Erstellung Abschlussbericht und Handlungsempfehlungen', 'pt', '', 950, 1250],
  ['Moderation Fachworkshop mit Ressortvertretern', 'std', '', 140, 210],
  ['Reisekosten gemäß Bundesreisekostengesetz, pauschal', 'pauschal', '', 180, 940],
  ['Junior-Berater/in, Datenauswertung und Benchmarking', 'pt', '', 690, 890],
];
const AT_ITEMS: Item[] = [
  ['Schultafel Pylonensystem, Stahlemaille, 400 x 120 cm', 'stk', '', 1180, 2350],
  ['Schülertisch höhenverstellbar, Größe 5-7', 'stk', '', 139, 249],
  ['Montage und Einschulung vor Ort', 'std', '', 58, 79],
  ['Wartung Brandmeldeanlage gemäß TRVB 123 S', 'pauschal', '', 390, 1250],
  ['Bodenbelag Linoleum 2,5 mm verlegen inkl. Verspachteln', 'm2', '', 34, 62],
  ['Software-Wartung Fachanwendung Jahresgebühr', 'pauschal', '', 1800, 6400],
  ['Fahrtkosten Kilometergeld pauschal', 'pauschal', '', 45, 140],
  ['Reinigung Amtsgebäude Sonderleistung', 'std', '', 29, 42],
];
const EU_ITEMS: Item[] = [
  ['Software development services, time and means, senior developer', 'day', '', 640, 980],
  ['Business analyst, requirements workshop and specification', 'day', '', 590, 890],
  ['Simultaneous interpretation EN/FR/DE, conference session', 'day', '', 720, 1100],
  ['Hosting and operation of the web platform, monthly fee', 'month', '', 1900, 6800],
  ['Catering for expert group meeting, per participant', 'unit', '', 28, 65],
  ['Translation of technical documentation, per page', 'unit', '', 24, 48],
  ['Project management and quality assurance', 'hour', '', 85, 140],
  ['Travel and subsistence, lump sum', 'lump sum', '', 250, 1400],
  ['Security audit of the application, fixed price', 'lump sum', '', 3800, 9600],
];
const LAB_ITEMS: Item[] = [
  ['Acetonitril HPLC Gradient Grade, Flasche 2,5 l', 'fl', '', 58, 96, '19'],
  ['Petrischalen 94 x 16 mm steril, Karton à 480 Stück', 'kt', '', 62, 118, '19'],
  ['Nitril-Untersuchungshandschuhe puderfrei Gr. L, Box à 100', 'pck', '', 6.5, 12.9, '19'],
  ['Ethanol absolut zur Analyse', 'l', '', 11, 24, '19'],
  ['Nährboden Caso-Agar, Pulver', 'kg', '', 140, 260, '19'],
  ['Wartung Laborzentrifuge inkl. Prüfprotokoll DGUV V3', 'pauschal', '', 240, 590, '19'],
  ['Fachbuch Lebensmittelmikrobiologie, 5. Auflage', 'stk', '', 49, 129, '7'],
  ['Fachzeitschrift Lebensmittelchemie, Jahresabonnement', 'stk', '', 89, 240, '7'],
  ['Rollstuhl Standard faltbar, Sitzbreite 46 cm', 'stk', '', 290, 540, '7'],
  ['Pipette variabel 100-1000 µl, autoklavierbar', 'stk', '', 175, 320, '19'],
  ['Einmalspritzen 10 ml Luer, Packung à 100', 'pck', '', 9.5, 18.5, '19'],
];
const EN_UNITS: Record<string, readonly [string, string]> = {
  day: ['day', 'DAY'],
  month: ['month', 'MON'],
  unit: ['unit', 'C62'],
  hour: ['hour', 'HUR'],
  'lump sum': ['lump sum', 'LS'],
};

// ---------- buyers ----------
const CITIES: Array<[string, string, string, string]> = [
  ['Stadt Kassel', 'Obere Königsstraße 8', '34117', 'Kassel'],
  ['Stadt Regensburg', 'Rathausplatz 1', '93047', 'Regensburg'],
  ['Landeshauptstadt Hannover', 'Trammplatz 2', '30159', 'Hannover'],
  ['Stadtverwaltung Bad Kreuznach', 'Hochstraße 48', '55545', 'Bad Kreuznach'],
  ['Freie und Hansestadt Hamburg', 'Hamburger Straße 31', '22083', 'Hamburg'],
  ['Stadt Mülheim an der Ruhr', 'Ruhrstraße 32-34', '45468', 'Mülheim an der Ruhr'],
  ['Gemeinde Ottobrunn', 'Rathausplatz 1', '85521', 'Ottobrunn'],
];
const AEMTER = [
  'Amt für Gebäudemanagement',
  'Amt für Schule und Sport',
  'Amt für Umwelt und Grünflächen',
  'Amt für Zentrale Dienste, Sachgebiet Beschaffung',
  'Behörde für Schule und Berufsbildung',
];
const BUND: Array<[string, string, string, string]> = [
  ['Bundesamt für Verwaltungsdigitalisierung', 'Villemombler Straße 76', '53123', 'Bonn'],
  ['Bundesanstalt für Registerdaten', 'Alt-Moabit 101', '10559', 'Berlin'],
  ['Bundesamt für Geoinformation und Vermessung', 'Gustav-Stresemann-Ring 11', '65189', 'Wiesbaden'],
  ['Bundesamt für Bevölkerungsstatistik', 'Frankfurter Straße 29', '65760', 'Eschborn'],
  ['Bundeszentrale für IT-Dienste', 'Bernkasteler Straße 8', '53175', 'Bonn'],
];
const BAU: Array<[string, string, string, string, string]> = [
  [
    'Freistaat Bayern',
    'vertreten durch das Staatliche Bauamt Regensburg',
    'Bahnhofstraße 2',
    '93047',
    'Regensburg',
  ],
  ['Land Niedersachsen', 'Staatliches Baumanagement Hannover', 'Waterloostraße 4', '30169', 'Hannover'],
  [
    'Landesbetrieb Bau und Liegenschaften',
    'Niederlassung Süd, Referat 12',
    'Breiter Weg 12',
    '39104',
    'Magdeburg',
  ],
  ['Land Hessen', 'Landesbetrieb Bau und Immobilien Hessen', 'Dostojewskistraße 8', '65187', 'Wiesbaden'],
  [
    'Landesamt für Bau und Liegenschaften',
    'Fachbereich Hochbau, Referat 21',
    'Zum Bahnhof 3',
    '18055',
    'Rostock',
  ],
];
const UNI: Array<[string, string, string, string, string]> = [
  ['Universität Leipzig', 'Dezernat 4 Finanzen, Rechnungseingang', 'Goethestraße 6', '04109', 'Leipzig'],
  [
    'Universitätsklinikum Freiburg',
    'Zentraleinkauf, Kreditorenbuchhaltung',
    'Hugstetter Straße 49',
    '79106',
    'Freiburg im Breisgau',
  ],
  [
    'Technische Universität Dortmund',
    'Dezernat Finanzen, Rechnungsprüfung',
    'August-Schmidt-Straße 4',
    '44227',
    'Dortmund',
  ],
  [
    'Universitätsmedizin Rostock',
    'Materialwirtschaft / Rechnungseingang',
    'Schillingallee 35',
    '18057',
    'Rostock',
  ],
  [
    'Hochschule für Technik und Wirtschaft',
    'Haushaltsabteilung',
    'Wilhelminenhofstraße 75A',
    '12459',
    'Berlin',
  ],
];
const DELIV = [
  ['Institut für Anorganische Chemie', 'Raum 2.113, Gebäude C', 'Johannisallee 29'],
  ['Station 4B - Kardiologie', 'Gebäude 12, Warenannahme Rampe 3', 'Breisacher Straße 62'],
  ['Fakultät Physik, Lehrstuhl E3', 'Otto-Hahn-Straße 4a'],
  ['Zentrallabor, Haus 8', 'Ernst-Heydemann-Straße 6'],
  ['Rechenzentrum, Anlieferung Tor 2', 'Treskowallee 8'],
];
const MIN: Array<[string, string, string, string, string]> = [
  [
    'Bundesministerium für Verkehr und digitale Infrastruktur',
    'Referat Z 14 - Organisation',
    'Invalidenstraße 44',
    '10115',
    'Berlin',
  ],
  [
    'Ministerium für Umwelt, Klima und Energiewirtschaft Baden-Württemberg',
    'Referat 21 - Grundsatzfragen',
    'Kernerplatz 9',
    '70182',
    'Stuttgart',
  ],
  [
    'Sächsisches Staatsministerium für Wirtschaft, Arbeit und Verkehr',
    'Referat 13 Haushalt',
    'Wilhelm-Buck-Straße 2',
    '01097',
    'Dresden',
  ],
  [
    'Hessisches Ministerium der Finanzen',
    'Abteilung I, Referat I 4',
    'Friedrich-Ebert-Allee 8',
    '65185',
    'Wiesbaden',
  ],
  ['Bundesministerium des Innern', 'Referat DG II 2', 'Alt-Moabit 140', '10557', 'Berlin'],
];
const AT_BODIES: Array<[string, string, string, string, string]> = [
  ['Magistrat der Stadt Wien', 'MA 56 - Wiener Schulen', 'Mollgasse 8-10', '1180', 'Wien'],
  [
    'Amt der Steiermärkischen Landesregierung',
    'Abteilung 16 Verkehr und Landeshochbau',
    'Stempfergasse 7',
    '8010',
    'Graz',
  ],
  ['Bundesministerium für Inneres', 'Abteilung I/9 - Beschaffung', 'Herrengasse 7', '1010', 'Wien'],
  [
    'Amt der Tiroler Landesregierung',
    'Abteilung Gebäude- und Liegenschaftsmanagement',
    'Eduard-Wallnöfer-Platz 3',
    '6020',
    'Innsbruck',
  ],
  ['Stadtgemeinde Wels', 'Baudirektion, Dienststelle Hochbau', 'Stadtplatz 1', '4600', 'Wels'],
];
const EU_BODIES: Array<[string, string, string, string, string, string]> = [
  [
    'European Commission',
    'DG DIGIT - Unit B.3, Financial Circuits',
    'Rue de la Loi 200',
    '1049',
    'Brussels',
    'BE',
  ],
  ['European Parliament', 'DG FINS - Invoice Registration', 'Rue Wiertz 60', '1047', 'Brussels', 'BE'],
  [
    'European Investment Bank',
    'Accounts Payable, Invoice Processing',
    '98-100 Boulevard Konrad Adenauer',
    'L-2950',
    'Luxembourg',
    'LU',
  ],
  [
    'Council of the European Union',
    'General Secretariat, Finance Unit',
    'Rue de la Loi 175',
    '1048',
    'Brussels',
    'BE',
  ],
  [
    'Court of Justice of the European Union',
    'Directorate-General Finance',
    'Rue du Fort Niedergrünewald',
    'L-2925',
    'Luxembourg',
    'LU',
  ],
];
const LAB_BODIES: Array<[string, string, string, string, string]> = [
  [
    'Landesamt für Gesundheit und Lebensmittelsicherheit',
    'Sachgebiet Z3 - Beschaffung',
    'Eggenreuther Weg 43',
    '91058',
    'Erlangen',
  ],
  [
    'Landeslabor Schleswig-Holstein',
    'Abteilung 3 - Lebensmittelchemie',
    'Max-Eyth-Straße 5',
    '24537',
    'Neumünster',
  ],
  ['Landesuntersuchungsamt Sachsen', 'Standort Dresden, Einkauf', 'Jägerstraße 8/10', '01099', 'Dresden'],
  [
    'Chemisches und Veterinäruntersuchungsamt',
    'Verwaltung / Rechnungsstelle',
    'Schaflandstraße 3/2',
    '70736',
    'Fellbach',
  ],
  [
    'Landesamt für Verbraucherschutz',
    'Fachbereich 4 - Veterinärmedizin',
    'Haferbreiter Weg 132-135',
    '39576',
    'Stendal',
  ],
];

const SELLERS: Record<Tpl, string[]> = {
  amt8: [
    'Gebäudedienste Krüger GmbH',
    'Grün & Service Hofmann GmbH',
    'Objektpflege Lange KG',
    'Büroeinrichtung Wagner GmbH',
  ],
  bund8: [
    'Datenwerk Systemhaus GmbH',
    'Nordlicht IT Solutions AG',
    'Köhler Informatik GmbH',
    'publicIT Services GmbH',
  ],
  bau8: [
    'Hoch- und Tiefbau Berger GmbH & Co. KG',
    'Bauunternehmung Zimmermann GmbH',
    'Brandt Bau AG',
    'Schulte Ingenieurbau GmbH',
  ],
  uni8: [
    'Labortechnik Schulte GmbH',
    'Medizinbedarf Krüger GmbH',
    'IT-Handel Lange GmbH',
    'Campus Ausstattung Hofmann KG',
  ],
  min8: [
    'Brandt & Partner Unternehmensberatung PartG mbB',
    'Verwaltungsberatung Köhler GmbH',
    'Zimmermann Public Consulting GmbH',
  ],
  at8: ['Schulmöbel Berger GmbH', 'Haustechnik Wagner GmbH', 'Alpen IT Services GmbH', 'Bodenbau Hofmann KG'],
  eu8: [],
  lab8: [
    'BioLab Handelsgesellschaft mbH',
    'Laborbedarf Krüger GmbH',
    'MediChem Lange GmbH & Co. KG',
    'Analytik Service Brandt GmbH',
  ],
};

// ---------- build ----------
function leitwegId(t: Tools, kind: 'bund' | 'land' | 'kommune'): string {
  if (kind === 'bund') return `991-${t.digits(5)}-${t.digits(2)}`;
  const grob =
    kind === 'land'
      ? `${t.pick(['09', '03', '15', '06', '13', '01', '14'])}${t.digits(t.int(0, 1) ? 0 : 1)}`
      : `0${t.int(1, 9)}${t.digits(6)}`;
  const fein = t.pick([t.digits(5), `${t.pick(['KST', 'AMT', 'RE'])}${t.digits(3)}`, t.digits(4)]);
  return `${grob}-${fein}-${t.digits(2)}`;
}

function pickItems(t: Tools, cat: Item[], n: number, en: boolean): Item[] {
  const pool = [...cat];
  const out: Item[] = [];
  while (out.length < n && pool.length)
    out.push(pool.splice(Math.floor(t.rnd() * pool.length), 1)[0] as Item);
  const more = en
    ? [', phase 2', ', lot 2', ', follow-up request']
    : [', Los 2', ', 2. Bauabschnitt', ', Nachtrag 1'];
  for (let m = 0; out.length < n && m < more.length; m++)
    for (const it of cat.slice(0, n - out.length)) out.push([`${it[0]}${more[m]}`, ...it.slice(1)] as Item);
  return out;
}

function priceOf(t: Tools, lo: number, hi: number): string {
  const v = lo + t.rnd() * (hi - lo);
  return (hi < 20 ? v : hi < 200 ? Math.round(v * 10) / 10 : Math.round(v)).toFixed(2);
}

function qtyFor(t: Tools, unit: string): string {
  switch (unit) {
    case 'm2':
      return String(t.int(2, 60) * 25 + t.pick([0, 0, 0.5, 12.5]));
    case 'm3':
      return String(t.int(12, 480) + t.pick([0, 0.5, 0.25]));
    case 'kg':
      return String(t.int(4, 90) * 50);
    case 'm':
      return String(t.int(8, 140) + t.pick([0, 0.5]));
    case 'std':
    case 'h':
    case 'hour':
      return String(t.int(2, 60) + t.pick([0, 0, 0.5, 0.25]));
    case 'pt':
    case 'day':
      return String(t.int(1, 24) + t.pick([0, 0, 0, 0.5]));
    case 'mon':
    case 'month':
      return String(t.int(1, 3));
    case 'pauschal':
    case 'psch':
    case 'lump sum':
      return '1';
    case 'l':
      return String(t.int(2, 25));
    default:
      return String(t.int(1, 40));
  }
}

const CATS: Record<Tpl, Item[]> = {
  amt8: AMT_ITEMS,
  bund8: BUND_ITEMS,
  bau8: BAU_ITEMS,
  uni8: UNI_ITEMS,
  min8: MIN_ITEMS,
  at8: AT_ITEMS,
  eu8: EU_ITEMS,
  lab8: LAB_ITEMS,
};

function build(k: number, tpl: Tpl, h: Helpers, t: Tools): Doc {
  const v = Math.floor(k / 8);
  const lang: Lang = tpl === 'at8' ? 'at' : tpl === 'eu8' ? 'en' : 'de';
  const long = v >= 6;
  const issue = addDays('2026-01-05', t.int(0, 320));
  const due = addDays(issue, 30);
  const d = t.digits;
  // seller
  let s: KitParty;
  if (tpl === 'eu8') {
    const cc = t.pick(['BE', 'IE', 'NL', 'LU'] as const);
    const p = cc === 'BE' || cc === 'NL' ? { ...h.party(cc), country: cc } : null;
    if (p) {
      const vat = h.vatId(cc as 'BE' | 'NL');
      s = { ...p, vat, vatShown: vat };
    } else {
      const ie = cc === 'IE';
      const name = `${t.pick(ie ? ['Liffey Digital', 'Shannon Language Services', 'Emerald Data'] : ['Moselle IT', 'Kirchberg Consulting', 'Ardennes Software'])} ${t.pick(ie ? ['Limited', 'Ltd'] : ['S.à r.l.', 'S.A.'])}`;
      const vat = ie ? `IE${d(7)}${t.pick(['A', 'W'])}` : `LU${d(8)}`;
      s = ie
        ? {
            name,
            street: `${t.int(1, 90)} ${t.pick(['Harcourt Street', 'Baggot Street Lower', 'Mount Street Upper'])}`,
            pc: t.pick(['D02 XY45', 'D02 K7W2', 'D04 R2C8']),
            city: 'Dublin',
            country: 'IE',
            vat,
            vatShown: vat,
          }
        : {
            name,
            street: `${t.int(1, 90)}, ${t.pick(['Rue de Hollerich', 'Avenue de la Liberté', 'Rue du Fossé'])}`,
            pc: t.pick(['L-1741', 'L-1930', 'L-1510']),
            city: 'Luxembourg',
            country: 'LU',
            vat,
            vatShown: vat,
          };
    }
  } else s = dachParty(tpl === 'at8' ? 'AT' : 'DE', t.pick(SELLERS[tpl]), t);
  const taxNo =
    tpl === 'amt8' || tpl === 'bau8'
      ? t.rnd() < 0.5
        ? `${t.int(10, 99)}/${d(3)}/${d(5)}`
        : ''
      : tpl === 'at8' && t.rnd() < 0.4
        ? `${t.int(10, 99)} ${d(3)}/${d(4)}`
        : '';
  const showVat = !taxNo || t.rnd() < 0.6;
  // buyer
  let b: Buyer;
  let deliv: string[] = [];
  let kind: 'bund' | 'land' | 'kommune' = 'kommune';
  if (tpl === 'amt8') {
    const c = t.pick(CITIES);
    const hh = c[0].startsWith('Freie');
    b = {
      name: c[0],
      sub: hh
        ? ['Behörde für Schule und Berufsbildung', 'Amt für Bildung - Rechnungseingang']
        : [t.pick(['Der Oberbürgermeister', 'Der Magistrat', 'Dezernat II']), t.pick(AEMTER)],
      street: c[1],
      pc: c[2],
      city: c[3],
      country: 'DE',
    };
  } else if (tpl === 'bund8') {
    const c = t.pick(BUND);
    kind = 'bund';
    b = {
      name: c[0],
      sub: [
        t.pick([
          'Referat Z 3 - IT-Beschaffung',
          'Abteilung Z, Referat Z 12',
          'Zentrale Rechnungseingangsstelle',
        ]),
      ],
      street: c[1],
      pc: c[2],
      city: c[3],
      country: 'DE',
    };
  } else if (tpl === 'bau8' || tpl === 'min8' || tpl === 'lab8' || tpl === 'uni8') {
    const c = t.pick(tpl === 'bau8' ? BAU : tpl === 'min8' ? MIN : tpl === 'lab8' ? LAB_BODIES : UNI);
    kind = tpl === 'min8' && c[0].startsWith('Bundes') ? 'bund' : 'land';
    b = { name: c[0], sub: [c[1]], street: c[2], pc: c[3], city: c[4], country: 'DE' };
    if (tpl === 'uni8' || tpl === 'lab8' || tpl === 'bau8') {
      const dl =
        tpl === 'uni8'
          ? t.pick(DELIV)
          : tpl === 'lab8'
            ? ['Warenannahme Labor, Gebäude 5', c[2]]
            : [
                'Baustelle: Neubau Laborgebäude',
                `${t.pick(['Campus Nord', 'Liegenschaft', 'Polizeiinspektion'])} ${c[4]}`,
              ];
      deliv = [c[0], ...dl];
      deliv.push(`${c[3]} ${c[4]}`);
    }
  } else if (tpl === 'at8') {
    const c = t.pick(AT_BODIES);
    b = { name: c[0], sub: [c[1]], street: c[2], pc: c[3], city: c[4], country: 'AT', vat: `ATU${d(8)}` };
  } else {
    const c = t.pick(EU_BODIES);
    b = {
      name: c[0],
      sub: [c[1]],
      street: c[2],
      pc: c[3],
      city: c[4],
      country: c[5],
      vat: c[5] === 'BE' ? `BE0${d(9)}` : `LU${d(8)}`,
    };
  }
  const cat: Doc['cat'] = tpl === 'eu8' ? (v % 2 === 0 ? 'E' : 'AE') : 'S';
  const buyerVatShown = tpl === 'eu8' ? cat === 'AE' || t.rnd() < 0.3 : tpl === 'at8' ? t.rnd() < 0.5 : false;
  // lines
  const nItems = long ? t.int(13, 15) : t.int(3, 6);
  const items = pickItems(t, CATS[tpl], nItems, tpl === 'eu8');
  if (tpl === 'bund8' || tpl === 'bau8') items.sort((a, c) => (a[5] ?? '').localeCompare(c[5] ?? ''));
  const stdRate = tpl === 'at8' ? '20' : cat === 'S' ? '19' : '0';
  const groupCount = new Map<string, number>();
  const lines: Ln[] = items.map((it, i) => {
    const unit =
      tpl === 'eu8'
        ? (EN_UNITS[it[1]] as readonly [string, string])
        : (U[it[1] as keyof typeof U] as readonly [string, string]);
    const qty = qtyFor(t, it[1]);
    const price = priceOf(t, it[3], it[4]);
    const rate = tpl === 'lab8' ? (it[5] as string) : stdRate;
    let id = String(i + 1);
    let group: string | undefined;
    if (tpl === 'bund8' || tpl === 'bau8') {
      group = it[5];
      const g = (group ?? '1').split(' ')[0] as string;
      const n = (groupCount.get(g) ?? 0) + 1;
      groupCount.set(g, n);
      id = `${g}.${n}`;
      if (tpl === 'bau8' && v % 2 === 1) id = `${g.padStart(2, '0')}.${String(n * 10).padStart(4, '0')}`;
    } else if (tpl === 'eu8') id = String((i + 1) * 10);
    const sub =
      tpl === 'lab8'
        ? `Art.-Nr. ${d(6)} · Charge ${t.pick(['L', 'C', 'B'])}${d(5)}`
        : tpl === 'uni8'
          ? `Art.-Nr. ${t.pick(['A', 'M', 'IT'])}-${d(5)}`
          : undefined;
    return { id, qty, unit, price, net: round(dec(qty).times(dec(price))), rate, name: it[0], group, sub };
  });
  const { vat, lineNet, vatT } = vatSums(lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  // prior partial invoices (bau8 from the 2nd Abschlag on, Schlussrechnung; some bund8)
  const prior: Doc['prior'] = [];
  const credit =
    (tpl === 'amt8' && v === 5) || (tpl === 'eu8' && v === 5)
      ? { orig: '', date: addDays(issue, -t.int(10, 40)) }
      : undefined;
  let title = lang === 'en' ? 'INVOICE' : 'Rechnung';
  if (tpl === 'bau8') {
    const final = v % 4 === 3 || v === 7;
    const nPrior = final ? t.int(2, 3) : v % 4;
    title = final ? 'Schlussrechnung' : `${nPrior + 1}. Abschlagsrechnung`;
    let left = dec(gross);
    for (let i = 0; i < nPrior; i++) {
      const share = dec(gross).times(t.int(12, 25)).dividedBy(100);
      const amount = round(share);
      left = left.minus(dec(amount));
      prior.push({ no: `AR-${issue.slice(0, 4)}-${d(3)}`, date: addDays(issue, -30 * (nPrior - i)), amount });
    }
  }
  if (tpl === 'min8' && v % 3 === 2) {
    title = 'Teilrechnung';
    prior.push({
      no: `${issue.slice(0, 4)}-${d(3)}`,
      date: addDays(issue, -t.int(28, 60)),
      amount: round(dec(gross).times(0.3)),
    });
  }
  const paid = prior.length ? round(prior.reduce((a, p) => a.plus(dec(p.amount)), dec(0))) : '';
  const dueAmount = paid ? round(dec(gross).minus(dec(paid))) : gross;
  // numbers and references
  const yy = issue.slice(2, 4);
  const y4 = issue.slice(0, 4);
  const number = {
    amt8: () => t.pick([`RE-${y4}-${d(5)}`, `${y4}/${d(4)}`, `${d(2)}${yy}${d(4)}`]),
    bund8: () => t.pick([`R-${yy}-${d(6)}`, `RG${y4}${d(5)}`]),
    bau8: () => `${title.startsWith('Schluss') ? 'SR' : 'AR'}-${y4}-${d(3)}`,
    uni8: () => `9${d(9)}`,
    min8: () => `${y4}-${d(3)}`,
    at8: () => `${y4}/${d(4)}`,
    eu8: () => (credit ? `CN-${y4}-${d(4)}` : `INV-${y4}-${d(4)}`),
    lab8: () => `VR${yy}-${d(5)}`,
  }[tpl]();
  if (credit) credit.orig = tpl === 'eu8' ? `INV-${y4}-${d(4)}` : `RE-${y4}-${d(5)}`;
  const po = {
    amt8: () => t.pick([`BE-${y4}-${d(4)}`, `${d(2)}-${d(4)}/${yy}`, `45${d(8)}`]),
    bund8: () => `Abruf ${t.int(1, 40)}/${y4}`,
    bau8: () => `${t.pick(['A', 'AU'])}-${d(4)}-${yy}`,
    uni8: () => `45${d(8)}`,
    min8: () => `${t.pick(['B', 'ZB'])} ${d(4)}/${y4}`,
    at8: () => `47${d(8)}`,
    eu8: () => `PO-${d(9)}`,
    lab8: () => `${t.pick(['43', '45'])}${d(8)}`,
  }[tpl]();
  const poLabel = {
    amt8: t.pick(['Ihre Bestellung', 'Bestellnummer', 'Auftrags-Nr.']),
    bund8: t.pick(['Abruf-Nr.', 'Abrufauftrag', 'Einzelabruf']),
    bau8: t.pick(['Auftrag Nr.', 'Auftrags-Nr.']),
    uni8: t.pick(['Bestell-Nr. (SRM)', 'Ihre Bestellnummer', 'SAP-Bestellnummer']),
    min8: t.pick(['Auftrag', 'Bestellung Nr.']),
    at8: 'Auftragsreferenz',
    eu8: t.pick(['Purchase order', 'PO number', 'Order form No.']),
    lab8: t.pick(['Bestellnummer', 'Ihre Bestellung Nr.', 'Bestell-Nr.']),
  }[tpl];
  const poDate = addDays(issue, -t.int(20, 90));
  const contract = {
    amt8: () => (t.rnd() < 0.5 ? `RV ${d(3)}/${y4}` : ''),
    bund8: () => `${t.pick(['RV', 'RVT'])}-${d(2)}-${Number(y4) - t.int(1, 3)}-${d(4)}`,
    bau8: () => '',
    uni8: () => (t.rnd() < 0.4 ? `RV-${d(4)}-${Number(y4) - 1}` : ''),
    min8: () => `${d(2)}-${d(4)}-${Number(y4) - t.int(0, 1)}`,
    at8: () => '',
    eu8: () => `${t.pick(['DIGIT', 'EP', 'EIB', 'CONS'])}/${Number(y4) - t.int(1, 3)}/OP/${d(4)}`,
    lab8: () => (t.rnd() < 0.3 ? `RV ${d(2)}/${Number(y4) - 1}` : ''),
  }[tpl]();
  const contractLabel = {
    amt8: 'Rahmenvertrag Nr.',
    bund8: t.pick(['Rahmenvertrag', 'Rahmenvertrag Nr.']),
    bau8: '',
    uni8: 'Rahmenvertrag',
    min8: t.pick(['Vertrag Nr.', 'Vertragsnummer']),
    at8: '',
    eu8: t.pick(['Contract ref.', 'Framework contract', 'Specific contract']),
    lab8: 'Rahmenvertrag',
  }[tpl];
  // the buyer reference
  let leitweg = '';
  if (tpl === 'eu8')
    leitweg =
      t.rnd() < 0.75
        ? `${b.name
            .split(' ')
            .map((w) => w[0])
            .join('')
            .toUpperCase()}-${d(2)}-${d(5)}`
        : '';
  else if (tpl !== 'at8' && !(tpl === 'uni8' && v === 3)) leitweg = leitwegId(t, kind);
  const leitLabel =
    tpl === 'eu8'
      ? t.pick(['Your reference', 'Buyer reference', 'Your ref.'])
      : t.pick(['Leitweg-ID', 'Leitweg-ID', 'Käuferreferenz', 'Buyer reference', 'Ihre Referenz']);
  const leitInAddr = tpl !== 'eu8' && t.rnd() < 0.3;
  // other references that look like numbers
  const refs: Array<[string, string]> = [];
  const add = (p: number, l: string, val: string) => {
    if (t.rnd() < p) refs.push([l, val]);
  };
  if (lang === 'en') {
    add(0.6, 'Customer No.', `C${d(6)}`);
    add(0.5, 'Commitment No.', `${d(10)}`);
  } else if (lang === 'at') {
    refs.push(['Geschäftszahl', t.pick([`${y4}-0.${d(3)}.${d(3)}`, `GZ ${d(3)}-${d(4)}/${yy}`])]);
    add(0.6, 'Lieferantennummer', d(7));
    add(0.5, 'Kunden-Nr.', `K${d(5)}`);
  } else {
    if (tpl === 'bau8') {
      refs.push(['Vergabenummer', `${t.pick(['VgV', 'VOB/A', 'ÖA'])}-${y4}-${d(4)}`]);
      refs.push([
        'Baumaßnahme',
        t.pick(['Neubau Laborgebäude', 'Sanierung Dach Haus 3', 'Erweiterung Polizeiinspektion']),
      ]);
      add(0.7, 'Aktenzeichen', `${t.pick(['B', 'H'])} ${d(2)}-${d(4)}.${d(1)}`);
    }
    if (tpl === 'uni8' || tpl === 'amt8') add(0.8, 'Kostenstelle', `${d(4)}${tpl === 'uni8' ? d(2) : ''}`);
    if (tpl === 'uni8' || tpl === 'lab8') add(0.7, 'Lieferschein-Nr.', `LS ${d(7)}`);
    if (tpl === 'min8' || tpl === 'bund8')
      add(0.8, 'Ihr Zeichen', `${t.pick(['Z 14', 'DG II 2', 'I 4', 'Z 3'])} - ${d(4)}/${yy}#${d(3)}`);
    if (tpl === 'bund8') add(0.7, 'Vergabenummer', `${t.pick(['B', 'ZV'])}${d(2)}-${d(5)}`);
    if (tpl === 'min8') add(0.6, 'Projekt', `P-${d(5)}`);
    add(0.6, 'Kunden-Nr.', d(6));
    if (tpl === 'lab8') add(0.6, 'Aktenzeichen', `${d(3)}-${d(4)}/${yy}`);
  }
  const pStart = addDays(issue, -t.int(35, 60));
  const period: [string, string] = [pStart, addDays(pStart, t.int(20, 30))];
  const cc = s.country;
  const skonto =
    tpl === 'uni8' || tpl === 'at8' || tpl === 'lab8' || (tpl === 'amt8' && v % 2 === 0)
      ? t.pick(['2', '3'])
      : '';
  const contact = personName(t);
  const phone =
    cc === 'AT'
      ? `+43 ${t.int(1, 7)}${d(2)} ${d(6)}`
      : cc === 'IE'
        ? `+353 1 ${d(3)} ${d(4)}`
        : cc === 'DE'
          ? `+49 ${t.int(30, 89)} ${d(6)}`
          : `+${cc === 'BE' ? 32 : cc === 'NL' ? 31 : 352} ${d(2)} ${d(3)} ${d(3)}`;
  return {
    tpl,
    v,
    t,
    lang,
    s,
    taxNo,
    showVat,
    b,
    buyerVatShown,
    deliv,
    number,
    issue,
    due,
    credit,
    leitweg,
    leitLabel,
    leitInAddr,
    po,
    poLabel,
    poDate,
    contract,
    contractLabel,
    refs,
    period,
    lines,
    cat,
    vat,
    lineNet,
    vatT,
    gross,
    prior,
    paid,
    dueAmount,
    iban: ibanOfCountry(cc, t),
    bic: cc === 'BE' ? t.pick(['GEBABEBB', 'KREDBEBB', 'BBRUBEBB']) : bicOf(cc, t),
    skonto,
    contact,
    phone,
    title: credit ? (lang === 'en' ? 'CREDIT NOTE' : 'Rechnungskorrektur') : title,
  };
}

// ---------- truth ----------
function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: 'EUR' });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else inv.dueDate = d.due;
  if (d.leitweg) inv.buyerReference = d.leitweg;
  if (d.po) inv.purchaseOrderReference = d.po;
  if (d.contract) inv.contractReference = d.contract;
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.showVat ? { vatId: d.s.vat } : {}),
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: { line1: d.s.street, postalCode: d.s.pc, city: d.s.city, countryCode: d.s.country },
  };
  inv.buyer = {
    name: d.b.name,
    address: {
      line1: d.b.street,
      ...(d.b.sub[0] ? { line2: d.b.sub[0] } : {}),
      postalCode: d.b.pc,
      city: d.b.city,
      countryCode: d.b.country,
    },
    ...(d.buyerVatShown && d.b.vat ? { vatId: d.b.vat } : {}),
  };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.dueAmount,
    ...(d.paid ? { paidAmount: d.paid } : {}),
  };
  const reason =
    d.cat === 'E'
      ? 'Exempt under Article 151 of Council Directive 2006/112/EC'
      : d.cat === 'AE'
        ? 'Reverse charge'
        : '';
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, d.cat, reason));
  inv.lines = d.lines.map((l) => kitLine(l, { category: d.cat }));
  return inv;
}

// ---------- drawing helpers ----------
type P = ReturnType<typeof pager>;
interface Col {
  h: string;
  x: number;
  right?: boolean;
  get: (l: Ln) => string;
}

/** The item table: heads, then the items (the name column wrapped), a new page with the heads again. */
function table(
  p: P,
  y: number,
  d: Doc,
  cols: Col[],
  name: { h: string; x: number; wrap: number },
  o: { size?: number; groups?: boolean; onNewPage?: () => number } = {},
): number {
  const size = o.size ?? 8.5;
  const heads = (yy: number) => {
    for (const c of cols) p.put(yy, c.x, c.h, { size, bold: true, right: c.right });
    p.put(yy, name.x, name.h, { size, bold: true });
    return yy + size + 8;
  };
  y = heads(y);
  let group = '';
  for (const l of d.lines) {
    const nl = wrapWords(l.name, name.wrap);
    const hgt =
      (nl.length + (l.sub ? 1 : 0)) * (size + 3) + 4 + (o.groups && l.group !== group ? size + 8 : 0);
    const pg = p.page();
    y = p.need(y, hgt);
    if (p.page() !== pg) y = heads(o.onNewPage ? o.onNewPage() : y);
    if (o.groups && l.group && l.group !== group) {
      group = l.group;
      p.put(y, cols[0]?.x ?? name.x, group, { size, bold: true });
      y += size + 6;
    }
    for (const c of cols) p.put(y, c.x, c.get(l), { size, right: c.right });
    nl.forEach((s, i) => void p.put(y + i * (size + 3), name.x, s, { size }));
    y += nl.length * (size + 3);
    if (l.sub) {
      p.put(y, name.x, l.sub, { size: size - 1.5 });
      y += size + 3;
    }
    y += 4;
  }
  return y;
}

function footer(
  rows: Row[],
  d: Doc,
  n: number,
  lines3: [string[], string[], string[]],
  pageWord: (a: number, b: number) => string,
) {
  everyPage(rows, n, (pg, all) => {
    const out: Array<[number, number, string, number]> = [];
    for (const [ci, col] of lines3.entries())
      for (const [i, s] of col.entries()) out.push([778 + i * 9, [50, 230, 400][ci] as number, s, 7]);
    out.push([816, 480, pageWord(pg, all), 7]);
    return out;
  });
  void d;
}

const deFooter = (d: Doc): [string[], string[], string[]] => [
  [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`],
  [
    d.t.pick(['Sparkasse', 'Volksbank', 'Commerzbank', 'Deutsche Bank']),
    `IBAN ${spaced(d.iban)}`,
    `BIC ${d.bic}`,
  ],
  [
    ...(d.showVat ? [`USt-IdNr. ${d.s.vatShown ?? d.s.vat}`] : []),
    ...(d.taxNo ? [`Steuernummer ${d.taxNo}`] : []),
    `Amtsgericht ${d.t.pick(['Köln', 'München', 'Hamburg', 'Leipzig'])} HRB ${d.t.digits(5)}`,
    `Geschäftsführung: ${personName(d.t)}`,
  ],
];

function rightKv(p: P, y: number, pairs: Array<[string, string]>, lx = 340, vx = 545, size = 8.5) {
  for (const [a, b] of pairs) {
    p.put(y, lx, a, { size });
    p.put(y, vx, b, { size, right: true });
    y += size + 4;
  }
  return y;
}

function deTotals(p: P, y: number, d: Doc, lx = 330): number {
  y = p.need(y + 6, 60 + d.vat.length * 13 + d.prior.length * 13 + 30);
  const m = (v: string) => money(d.lang, v);
  const e = d.lang === 'at' ? (v: string) => `€ ${m(v)}` : (v: string) => `${m(v)} €`;
  const pairs: Array<[string, string]> = [
    [d.t.pick(['Summe netto', 'Nettobetrag', 'Gesamtbetrag netto']), e(d.lineNet)],
  ];
  for (const v of d.vat)
    pairs.push([
      `${d.lang === 'at' ? 'zzgl. ' : '+ '}${rateS(d.lang, v.rate)} % ${d.lang === 'at' ? 'USt.' : 'USt.'}${d.vat.length > 1 ? ` auf ${m(v.base)}` : ''}`,
      e(v.tax),
    ]);
  if (d.vat.length > 1) pairs.push(['Summe Umsatzsteuer', e(d.vatT)]);
  pairs.push([
    d.prior.length ? 'Gesamtbetrag brutto' : d.credit ? 'Korrekturbetrag brutto' : 'Rechnungsbetrag',
    e(d.gross),
  ]);
  y = rightKv(p, y, pairs, lx);
  if (d.prior.length) {
    for (const pr of d.prior)
      y = rightKv(
        p,
        y,
        [
          [
            `abzüglich ${d.tpl === 'bau8' ? 'Abschlagsrechnung' : 'Teilrechnung'} Nr. ${pr.no} vom ${dmy(pr.date)}`,
            `-${e(pr.amount)}`,
          ],
        ],
        d.tpl === 'bau8' ? 200 : 230,
      );
    if (d.prior.length > 1) y = rightKv(p, y, [['Summe der Abschlagszahlungen', `-${e(d.paid)}`]], lx);
    y = rightKv(p, y, [[d.t.pick(['Zahlbetrag', 'Noch zu zahlen', 'Restforderung']), e(d.dueAmount)]], lx);
  }
  return y + 8;
}

function payText(d: Doc): string[] {
  if (d.credit) return [`Der Korrekturbetrag wird Ihnen innerhalb von 14 Tagen auf Ihr Konto erstattet.`];
  const dt = d.lang === 'at' && d.v % 2 ? longDate(d.due, 'at') : dmy(d.due);
  const out: string[] = [];
  if (d.skonto) {
    const sd = addDays(d.issue, 14);
    out.push(`Zahlbar bis ${dt} ohne Abzug oder bis ${dmy(sd)} abzüglich ${d.skonto} % Skonto.`);
  } else
    out.push(
      d.t.pick([
        `Zahlbar innerhalb von 30 Tagen ohne Abzug bis ${dt}.`,
        `Zahlungsziel: 30 Tage netto, fällig am ${dt}.`,
        `Bitte überweisen Sie den Betrag bis zum ${dt}.`,
      ]),
    );
  return out;
}

const deDate = (d: Doc, iso: string) =>
  d.v % 3 === 1 ? longDate(iso, d.lang === 'at' ? 'at' : 'de') : dmy(iso);

function buyerBlock(p: P, y: number, x: number, d: Doc, size = 10): number {
  const ls = [d.b.name, ...d.b.sub];
  if (d.leitInAddr && d.leitweg) ls.push(`Leitweg-ID: ${d.leitweg}`);
  ls.push(d.b.street, `${d.b.pc} ${d.b.city}`);
  if (d.b.country !== d.s.country)
    ls.push(d.lang === 'en' ? (d.b.country === 'BE' ? 'Belgium' : 'Luxembourg') : 'Deutschland');
  return p.block(
    ls.flatMap((l) => wrapWords(l, 44)),
    x,
    y,
    { size },
  );
}

function leitPair(d: Doc): Array<[string, string]> {
  return d.leitweg && !d.leitInAddr ? [[d.leitLabel, d.leitweg]] : [];
}

// ---------- layouts ----------
function drawAmt(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(40, 545, d.s.name, { size: 15, bold: true, right: true });
  p.put(58, 545, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8, right: true });
  p.put(118, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  buyerBlock(p, 132, 50, d, 9.5);
  const info: Array<[string, string]> = [
    ['Rechnungs-Nr.', d.number],
    ['Datum', dmy(d.issue)],
    [d.poLabel, d.po],
    ...(d.poLabel === 'Ihre Bestellung' ? [['vom', dmy(d.poDate)] as [string, string]] : []),
    ...leitPair(d),
    ...(d.contract ? [[d.contractLabel, d.contract] as [string, string]] : []),
    ...d.refs,
    ['Ansprechpartner', d.contact],
  ];
  let y = rightKv(p, 120, info, 350, 545, 8);
  y = Math.max(y, 250) + 14;
  p.put(y, 50, d.credit ? `Rechnungskorrektur Nr. ${d.number}` : `Rechnung Nr. ${d.number}`, {
    size: 12,
    bold: true,
  });
  y += 18;
  if (d.credit) {
    p.put(
      y,
      50,
      `zur Rechnung Nr. ${d.credit.orig} vom ${dmy(d.credit.date)} (Minderung wegen nicht erbrachter Leistungen)`,
      { size: 8.5 },
    );
    y += 13;
  }
  p.put(y, 50, `Leistungszeitraum: ${dmy(d.period[0])} bis ${dmy(d.period[1])}`, { size: 8.5 });
  y += 20;
  y = table(
    p,
    y,
    d,
    [
      { h: 'Pos.', x: 50, get: (l) => l.id },
      { h: 'Menge', x: 340, right: true, get: (l) => qtyS('de', l.qty) },
      { h: 'Einheit', x: 348, get: (l) => l.unit[0] },
      { h: 'Einzelpreis €', x: 468, right: true, get: (l) => money('de', l.price) },
      { h: 'Gesamt €', x: 545, right: true, get: (l) => money('de', l.net) },
    ],
    { h: 'Bezeichnung', x: 78, wrap: 40 },
  );
  y = deTotals(p, y, d);
  y = p.need(y, 50);
  for (const s of payText(d)) y = p.block([s], 50, y, { size: 8.5 });
  p.block([`Bitte geben Sie bei Zahlung die Rechnungsnummer ${d.number} an.`], 50, y, { size: 8.5 });
  footer(rows, d, p.pages(), deFooter(d), (a, b) => `Seite ${a} von ${b}`);
  return p.pages();
}

function drawBund(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 750);
  p.put(40, 50, d.s.name, { size: 16, bold: true });
  p.put(60, 50, `${d.s.street} | ${d.s.pc} ${d.s.city} | ${d.phone}`, { size: 8 });
  p.put(100, 50, 'Rechnungsempfänger', { size: 7.5, bold: true });
  buyerBlock(p, 112, 50, d, 9);
  p.put(100, 360, 'RECHNUNG', { size: 20, bold: true });
  rightKv(
    p,
    128,
    [
      ['Rechnungsnummer', d.number],
      ['Rechnungsdatum', dmy(d.issue)],
      ['Fälligkeit', dmy(d.due)],
    ],
    360,
    545,
    8.5,
  );
  // reference grid: labels over values
  const grid: Array<[string, string]> = [
    [d.contractLabel, d.contract],
    [d.poLabel, d.po],
    ...leitPair(d),
    ...d.refs,
    ['Leistungszeitraum', `${dmy(d.period[0])} - ${dmy(d.period[1])}`],
  ];
  let y = 236;
  for (let i = 0; i < grid.length; i += 4) {
    grid.slice(i, i + 4).forEach(([a, b], j) => {
      p.put(y, 50 + j * 128, a, { size: 7 });
      p.put(y + 10, 50 + j * 128, b, { size: 8.5 });
    });
    y += 28;
  }
  y += 8;
  p.put(
    y,
    50,
    `Abrechnung der Leistungen aus dem ${d.contractLabel.startsWith('Rahmenvertrag') ? 'Rahmenvertrag' : 'Vertrag'} ${d.contract}, ${d.po}`,
    { size: 8.5 },
  );
  y += 20;
  y = table(
    p,
    y,
    d,
    [
      { h: 'Pos.', x: 50, get: (l) => l.id },
      { h: 'Menge', x: 345, right: true, get: (l) => qtyS('de', l.qty) },
      { h: 'ME', x: 352, get: (l) => l.unit[0] },
      { h: 'Preis/ME', x: 470, right: true, get: (l) => money('de', l.price) },
      { h: 'Betrag EUR', x: 545, right: true, get: (l) => money('de', l.net) },
    ],
    { h: 'Leistung', x: 82, wrap: 40 },
    { groups: true },
  );
  y = deTotals(p, y, d);
  y = p.need(y, 40);
  p.block(
    [`Bitte überweisen Sie den Rechnungsbetrag bis ${dmy(d.due)} unter Angabe der Rechnungsnummer.`],
    50,
    y,
    { size: 8.5 },
  );
  footer(rows, d, p.pages(), deFooter(d), (a, b) => `Seite ${a}/${b}`);
  return p.pages();
}

function drawBau(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  p.put(56, 50, `${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 8 });
  p.put(118, 50, `${d.s.name}, ${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  buyerBlock(p, 132, 50, d, 9.5);
  p.put(118, 340, 'Lieferanschrift / Baustelle', { size: 7.5, bold: true });
  p.block(d.deliv.slice(1), 340, 130, { size: 8.5 });
  let y = 240;
  p.put(y, 50, `${d.title} Nr. ${d.number}`, { size: 13, bold: true });
  y += 18;
  const kv: Array<[string, string]> = [
    ['Rechnungsdatum', dmy(d.issue)],
    [d.poLabel, d.po],
    ['Auftragsdatum', dmy(d.poDate)],
    ...leitPair(d),
    ...d.refs,
    ['Leistungszeitraum', `${dmy(d.period[0])} - ${dmy(d.period[1])}`],
  ];
  for (let i = 0; i < kv.length; i += 2) {
    kv.slice(i, i + 2).forEach(([a, b], j) => {
      p.put(y, 50 + j * 250, `${a}:`, { size: 8.5 });
      p.put(y, 140 + j * 250, b, { size: 8.5 });
    });
    y += 12;
  }
  y += 8;
  y = para(
    p,
    y,
    50,
    d.title.startsWith('Schluss')
      ? 'Nach Abnahme der Leistungen stellen wir Ihnen gemäß § 16 Abs. 3 VOB/B die Schlussrechnung wie folgt:'
      : 'Gemäß § 16 Abs. 1 VOB/B stellen wir Ihnen für die bis zum Stichtag erbrachten Leistungen (Aufmaß anbei) in Rechnung:',
    110,
  );
  y += 10;
  y = table(
    p,
    y,
    d,
    [
      { h: 'LV-Pos.', x: 50, get: (l) => l.id },
      { h: 'Menge', x: 340, right: true, get: (l) => qtyS('de', l.qty) },
      { h: 'Einh.', x: 346, get: (l) => l.unit[0] },
      { h: 'EP', x: 468, right: true, get: (l) => money('de', l.price) },
      { h: 'GP', x: 545, right: true, get: (l) => money('de', l.net) },
    ],
    { h: 'Kurztext', x: 98, wrap: 38 },
    { groups: true },
  );
  y = deTotals(p, y, d, 330);
  y = p.need(y, 50);
  for (const s of payText(d)) y = p.block([s], 50, y, { size: 8.5 });
  p.block(
    [
      d.t.pick([
        'Der Sicherheitseinbehalt gemäß § 17 VOB/B ist durch Bürgschaft abgelöst.',
        'Ein Sicherheitseinbehalt wurde nicht vereinbart.',
      ]),
    ],
    50,
    y,
    { size: 8.5 },
  );
  footer(rows, d, p.pages(), deFooter(d), (a, b) => `Blatt ${a} von ${b}`);
  return p.pages();
}

function drawUni(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(42, 50, d.s.name, { size: 15, bold: true });
  p.put(60, 50, `${d.s.street} · ${d.s.pc} ${d.s.city} · Tel. ${d.phone}`, { size: 8 });
  p.put(96, 50, 'Rechnungsanschrift', { size: 7.5, bold: true });
  buyerBlock(p, 108, 50, d, 9);
  p.put(96, 320, 'Lieferanschrift', { size: 7.5, bold: true });
  p.block(d.deliv, 320, 108, { size: 9 });
  let y = 210;
  p.put(y, 50, 'RECHNUNG', { size: 16, bold: true });
  y += 26;
  const left: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', dmy(d.issue)],
    ['Lieferdatum', dmy(d.period[1])],
    ['Fällig am', dmy(d.due)],
  ];
  const right: Array<[string, string]> = [
    [d.poLabel, d.po],
    ['Bestelldatum', dmy(d.poDate)],
    ...leitPair(d),
    ...(d.contract ? [[d.contractLabel, d.contract] as [string, string]] : []),
    ...d.refs,
  ];
  const y1 = rightKv(
    p,
    y,
    left.map(([a, b]) => [`${a}:`, b]),
    50,
    250,
    8.5,
  );
  const y2 = rightKv(
    p,
    y,
    right.map(([a, b]) => [`${a}:`, b]),
    320,
    545,
    8.5,
  );
  y = Math.max(y1, y2) + 14;
  y = table(
    p,
    y,
    d,
    [
      { h: 'Menge', x: 330, right: true, get: (l) => qtyS('de', l.qty) },
      { h: 'Einheit', x: 338, get: (l) => l.unit[0] },
      { h: 'Preis/Einh.', x: 465, right: true, get: (l) => money('de', l.price) },
      { h: 'Betrag', x: 545, right: true, get: (l) => money('de', l.net) },
    ],
    { h: 'Artikel / Bezeichnung', x: 50, wrap: 46 },
  );
  y = deTotals(p, y, d);
  y = p.need(y, 50);
  for (const s of payText(d)) y = p.block([s], 50, y, { size: 8.5 });
  p.block([`Bitte geben Sie bei Zahlung Rechnungsnummer und Bestellnummer ${d.po} an.`], 50, y, {
    size: 8.5,
  });
  footer(rows, d, p.pages(), deFooter(d), (a, b) => `Seite ${a} von ${b}`);
  return p.pages();
}

function drawMin(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(44, 300, d.s.name, { size: 12, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, d.phone], 300, 62, { size: 8 });
  p.put(118, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  buyerBlock(p, 132, 50, d, 9.5);
  p.put(240, 545, `${d.s.city}, ${deDate(d, d.issue)}`, { size: 9, right: true });
  let y = 262;
  p.put(y, 50, `${d.title} Nr. ${d.number}`, { size: 12, bold: true });
  y += 18;
  y = para(
    p,
    y,
    50,
    `Sehr geehrte Damen und Herren, gemäß ${d.contractLabel} ${d.contract} und ${d.poLabel} ${d.po} rechnen wir die im Zeitraum ${dmy(d.period[0])} bis ${dmy(d.period[1])} erbrachten Beratungsleistungen wie folgt ab:`,
    110,
    8.5,
  );
  y += 4;
  const refs: Array<[string, string]> = [...leitPair(d), ...d.refs];
  for (const [a, b] of refs) {
    p.put(y, 50, `${a}:`, { size: 8.5 });
    p.put(y, 150, b, { size: 8.5 });
    y += 12;
  }
  y += 10;
  y = table(
    p,
    y,
    d,
    [
      { h: 'Nr.', x: 50, get: (l) => l.id },
      { h: 'Anzahl', x: 335, right: true, get: (l) => qtyS('de', l.qty) },
      { h: 'Einheit', x: 342, get: (l) => l.unit[0] },
      { h: 'Satz €', x: 465, right: true, get: (l) => money('de', l.price) },
      { h: 'Betrag €', x: 545, right: true, get: (l) => money('de', l.net) },
    ],
    { h: 'Leistung / Rolle', x: 72, wrap: 42 },
  );
  y = deTotals(p, y, d);
  y = p.need(y, 60);
  for (const s of payText(d)) y = p.block([s], 50, y, { size: 8.5 });
  y = p.block(['Mit freundlichen Grüßen', '', d.contact], 50, y + 6, { size: 8.5 });
  footer(rows, d, p.pages(), deFooter(d), (a, b) => `Seite ${a} von ${b}`);
  return p.pages();
}

function drawAt(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(40, 50, d.s.name, { size: 16, bold: true });
  p.put(58, 50, `${d.s.street}, ${d.s.pc} ${d.s.city}, Österreich`, { size: 8 });
  p.put(118, 50, `${d.s.name}, ${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  let by = buyerBlock(p, 132, 50, d, 9.5);
  if (d.buyerVatShown && d.b.vat) by = p.block([`UID-Nr.: ${d.b.vat}`], 50, by, { size: 9 });
  const info: Array<[string, string]> = [
    ['Rechnungsnummer:', d.number],
    ['Rechnungsdatum:', deDate(d, d.issue)],
    [`${d.poLabel}:`, d.po],
    ...d.refs.map(([a, b]): [string, string] => [`${a}:`, b]),
    ['Sachbearbeiter:', d.contact],
  ];
  let y = rightKv(p, 120, info, 345, 545, 8.5);
  y = Math.max(y, by) + 18;
  p.put(y, 50, `RECHNUNG ${d.number}`, { size: 13, bold: true });
  y += 18;
  p.put(y, 50, `Leistungszeitraum: ${dmy(d.period[0])} bis ${dmy(d.period[1])}`, { size: 8.5 });
  y += 18;
  y = table(
    p,
    y,
    d,
    [
      { h: 'Pos', x: 50, get: (l) => l.id },
      { h: 'Menge', x: 340, right: true, get: (l) => qtyS('at', l.qty) },
      { h: 'Einheit', x: 346, get: (l) => (l.unit[0] === 'Stk' ? 'Stk.' : l.unit[0]) },
      { h: 'Einzelpreis', x: 468, right: true, get: (l) => `€ ${money('at', l.price)}` },
      { h: 'Gesamtpreis', x: 545, right: true, get: (l) => `€ ${money('at', l.net)}` },
    ],
    { h: 'Bezeichnung', x: 76, wrap: 40 },
  );
  y = deTotals(p, y, d);
  y = p.need(y, 50);
  for (const s of payText(d)) y = p.block([s], 50, y, { size: 8.5 });
  p.block([`Bitte geben Sie bei Zahlung die Auftragsreferenz ${d.po} an.`], 50, y, { size: 8.5 });
  footer(
    rows,
    d,
    p.pages(),
    [
      [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`],
      [d.t.pick(['Erste Bank', 'Raiffeisenbank', 'Bank Austria']), `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`],
      [
        ...(d.showVat ? [`UID-Nr. ${d.s.vat}`] : []),
        ...(d.taxNo ? [`St.Nr. ${d.taxNo}`] : []),
        `FN ${d.t.digits(6)}${d.t.pick(['a', 'b', 'k'])}, ${d.t.pick(['HG Wien', 'LG Graz', 'LG Linz'])}`,
      ],
    ],
    (a, b) => `Seite ${a} von ${b}`,
  );
  return p.pages();
}

function drawEu(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  const m = (v: string) => money('en', v);
  p.put(40, 50, d.s.name, { size: 15, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `VAT No. ${d.s.vat}`], 50, 58, { size: 8 });
  p.put(40, 545, d.title, { size: 20, bold: true, right: true });
  const date = d.v % 2 ? enLong : slash;
  const info: Array<[string, string]> = [
    [d.credit ? 'Credit note No.' : 'Invoice No.', d.number],
    [d.credit ? 'Date' : 'Invoice date', date(d.issue)],
    ...(d.credit ? [] : [['Due date', date(d.due)] as [string, string]]),
    [d.poLabel, d.po],
    [d.contractLabel, d.contract],
    ...leitPair(d),
    ...d.refs,
  ];
  const y0 = rightKv(p, 72, info, 340, 545, 8.5);
  p.put(130, 50, 'Bill to:', { size: 8, bold: true });
  let by = buyerBlock(p, 142, 50, d, 9);
  if (d.buyerVatShown && d.b.vat) by = p.block([`VAT No. ${d.b.vat}`], 50, by, { size: 9 });
  let y = Math.max(y0, by) + 16;
  if (d.credit) {
    p.put(y, 50, `Relates to invoice ${d.credit.orig} of ${date(d.credit.date)}`, { size: 9 });
    y += 14;
  }
  p.put(y, 50, `Services rendered: ${enLong(d.period[0])} to ${enLong(d.period[1])}`, { size: 8.5 });
  y += 18;
  y = table(
    p,
    y,
    d,
    [
      { h: 'Item', x: 50, get: (l) => l.id },
      { h: 'Qty', x: 335, right: true, get: (l) => qtyS('en', l.qty) },
      {
        h: 'Unit',
        x: 342,
        get: (l) => (l.unit[0] !== 'lump sum' && l.qty !== '1' ? `${l.unit[0]}s` : l.unit[0]),
      },
      { h: 'Unit price', x: 468, right: true, get: (l) => m(l.price) },
      { h: 'Amount (EUR)', x: 545, right: true, get: (l) => m(l.net) },
    ],
    { h: 'Description', x: 78, wrap: 40 },
  );
  y = p.need(y + 6, 90);
  const v0 = d.vat[0] as KitVat;
  y = rightKv(
    p,
    y,
    [
      ['Total excl. VAT', `EUR ${m(d.lineNet)}`],
      [d.cat === 'E' ? 'VAT 0% (exempt)' : 'VAT 0% (reverse charge)', `EUR ${m(v0.tax)}`],
      [d.credit ? 'Total credit' : 'Total amount due', `EUR ${m(d.gross)}`],
    ],
    340,
  );
  y += 6;
  y = para(
    p,
    y,
    50,
    d.cat === 'E'
      ? 'VAT exempt - Article 151(1)(a) of Council Directive 2006/112/EC and Article 3 of the Protocol on the Privileges and Immunities of the European Union.'
      : 'Reverse charge - VAT to be accounted for by the recipient, Article 196 of Council Directive 2006/112/EC.',
    110,
  );
  y = p.need(y + 6, 50);
  y = p.block(
    [
      d.credit
        ? 'The amount will be refunded to your account within 30 days.'
        : `Payment within 30 days, by ${date(d.due)}, quoting the invoice number and ${d.poLabel.toLowerCase()}.`,
      `Bank: IBAN ${d.v % 3 === 0 ? d.iban : spaced(d.iban)}  BIC/SWIFT ${d.bic}`,
    ],
    50,
    y,
    { size: 8.5 },
  );
  footer(
    rows,
    d,
    p.pages(),
    [
      [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`],
      [
        `Tel. ${d.phone}`,
        `accounts@${d.s.name
          .split(' ')[0]
          ?.toLowerCase()
          .replace(/[^a-z]/g, '')}.example`,
      ],
      [`VAT No. ${d.s.vat}`],
    ],
    (a, b) => `Page ${a} of ${b}`,
  );
  return p.pages();
}

function drawLab(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.put(40, 545, d.s.name, { size: 14, bold: true, right: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`], 545, 58, { size: 8, right: true });
  p.put(118, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  buyerBlock(p, 132, 50, d, 9.5);
  p.put(232, 50, `Lieferanschrift: ${d.deliv.slice(1).join(', ')}`, { size: 8 });
  let y = 256;
  p.put(y, 50, 'RECHNUNG', { size: 15, bold: true });
  y += 24;
  const hd: Array<[string, string]> = [
    ['Rechnungs-Nr.', d.number],
    ['Datum', dmy(d.issue)],
    [d.poLabel, d.po],
    ...leitPair(d),
    ...(d.contract ? [[d.contractLabel, d.contract] as [string, string]] : []),
    ...d.refs,
  ];
  for (let i = 0; i < hd.length; i += 3) {
    hd.slice(i, i + 3).forEach(([a, b], j) => {
      p.put(y, 50 + j * 170, `${a}:`, { size: 8 });
      p.put(y + 10, 50 + j * 170, b, { size: 8.5, bold: true });
    });
    y += 26;
  }
  y += 6;
  y = table(
    p,
    y,
    d,
    [
      { h: 'Pos', x: 50, get: (l) => l.id },
      { h: 'Menge', x: 320, right: true, get: (l) => qtyS('de', l.qty) },
      { h: 'VE', x: 326, get: (l) => l.unit[0] },
      { h: 'Preis', x: 410, right: true, get: (l) => money('de', l.price) },
      { h: 'MwSt', x: 448, right: true, get: (l) => `${l.rate} %` },
      { h: 'Betrag €', x: 545, right: true, get: (l) => money('de', l.net) },
    ],
    { h: 'Artikel', x: 74, wrap: 38 },
  );
  y = p.need(y + 6, 40 + d.vat.length * 12 + 40);
  p.put(y, 300, 'MwSt-Satz', { size: 8, bold: true });
  p.put(y, 440, 'Netto', { size: 8, bold: true, right: true });
  p.put(y, 545, 'MwSt', { size: 8, bold: true, right: true });
  y += 12;
  for (const v of d.vat) {
    p.put(y, 300, `${v.rate} %`, { size: 8 });
    p.put(y, 440, money('de', v.base), { size: 8, right: true });
    p.put(y, 545, money('de', v.tax), { size: 8, right: true });
    y += 11;
  }
  y += 6;
  y = rightKv(
    p,
    y,
    [
      ['Warenwert netto', `${money('de', d.lineNet)} EUR`],
      ['MwSt gesamt', `${money('de', d.vatT)} EUR`],
      ['Endbetrag', `${money('de', d.gross)} EUR`],
    ],
    340,
  );
  y = p.need(y + 6, 40);
  for (const s of payText(d)) y = p.block([s], 50, y, { size: 8.5 });
  footer(rows, d, p.pages(), deFooter(d), (a, b) => `Seite ${a} von ${b}`);
  return p.pages();
}

const DRAW: Record<Tpl, (d: Doc, rows: Row[]) => number> = {
  amt8: drawAmt,
  bund8: drawBund,
  bau8: drawBau,
  uni8: drawUni,
  min8: drawMin,
  at8: drawAt,
  eu8: drawEu,
  lab8: drawLab,
};

/** Document k of blind39: layout k mod 8, its data drawn from the seeded generator. */
export function generateBlind39(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND39_TPLS[k % BLIND39_TPLS.length] as Tpl;
  const d = build(k, tpl, h, t);
  const rows: Row[] = [];
  const nPages = DRAW[tpl](d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
