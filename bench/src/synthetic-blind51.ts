/**
 * `--templates blind51` of extraction-synthetic.ts: held-out layouts of session 28 (issue 19,
 * "unseen layouts"), written before reading the extraction rules: invoices whose HEADER is hard to
 * read — parties and references. Buyers with a department or a person for the attention, PO boxes
 * instead of streets, public bodies with a Leitweg-ID, three addresses at once, the seller only in
 * the footer or as a brand, contact persons of both parties, reference blocks with varying labels,
 * dates written several ways, foreign address notations (D-80331, A-1010, UK postcodes, US states).
 * Invented names, no file copied —
 * - `postfach20` (de): a buyer with a "Postfach" and a department/attention line, a reference block
 *   (order, delivery note, cost centre), payment terms "30 Tage netto" without a date in half;
 * - `leitweg20` (de): a public-body buyer with Leitweg-ID (BT-10), office and file number, contact
 *   persons of both parties, a service period "Leistungszeitraum 01.–31.03.2026";
 * - `drei20` (de): ordering party, invoice recipient and delivery address side by side or stacked,
 *   labels varying; the ordering party sometimes abroad (US state, UK postcode);
 * - `marke20` (de): the seller as a brand name in large type, its legal name, address, VAT id and
 *   tax number only in small print in the footer; buyer "c/o";
 * - `ausland20` (de): a German seller writing "D-80331 München", a buyer in Austria "A-1010 Wien"
 *   with its UID, reverse charge (AE, 0 %);
 * - `attn20` (en): a British invoice, "Attn:" and "c/o" lines, UK postcodes, a references grid
 *   (PO number, your reference = BT-10, delivery note, contract, project), contacts of both parties;
 * - `shipto20` (en): an Irish invoice with Sold to / Bill to / Ship to, the ship-to in a US state,
 *   dates written out, "Net 30" only in half;
 * - `facture20` (fr): a French facture, "À l'attention de", "BP 1234" with CEDEX, "Votre commande",
 *   "Bon de livraison", "Période du … au …".
 * Truth: only what is printed; line ids are the printed positions (every layout has a position
 * column); the buyer's street is the PO box where one stands instead; the seller's name is its legal
 * name (printed in the footer in `marke20`); BT-10 is the Leitweg-ID or "Your reference"; BT-13 the
 * order number; the due date only where a date is printed.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  type Generated,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitLine,
  kitLine,
  kitVatRow,
  longDate,
  pager,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND51_TPLS = [
  'postfach20',
  'leitweg20',
  'drei20',
  'marke20',
  'ausland20',
  'attn20',
  'shipto20',
  'facture20',
] as const;
type Tpl = (typeof BLIND51_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';
const LANG: Record<Tpl, Lang> = {
  postfach20: 'de',
  leitweg20: 'de',
  drei20: 'de',
  marke20: 'de',
  ausland20: 'de',
  attn20: 'en',
  shipto20: 'en',
  facture20: 'fr',
};

interface P {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
  vat?: string;
  /** the post code as printed ("D-80331", "SW1A 2AA") */
  pcShown?: string;
  /** lines between name and street (department, attention, c/o) */
  extra: string[];
  contact?: { name: string; phone: string; email: string };
}

interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  t: Tools;
  s: P;
  b: P;
  brand: string;
  order?: P;
  ship?: P;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  days: number;
  period?: [string, string];
  po: string;
  buyerRef: string;
  refs: Array<[string, string]>;
  taxNo: string;
  cur: string;
  cat: 'S' | 'AE';
  lines: KitLine[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  iban: string;
  bic: string;
}

const DE_PLACES: Array<[string, string]> = [
  ['München', '80331'],
  ['Köln', '50667'],
  ['Hannover', '30159'],
  ['Stuttgart', '70173'],
  ['Dresden', '01067'],
  ['Bielefeld', '33602'],
  ['Kassel', '34117'],
  ['Münster', '48143'],
];
const DE_STREETS = [
  'Lindenstraße',
  'Am Hafen',
  'Industriestr.',
  'Goethestraße',
  'Im Gewerbepark',
  'Bahnhofsweg',
];
const DE_FIRMS = [
  'Brenner',
  'Falkenau',
  'Hellwig',
  'Ostermann',
  'Rosendahl',
  'Steinbach',
  'Winterfeld',
  'Lauterbach',
];
const DE_KINDS = [
  'Maschinenbau GmbH',
  'Elektrotechnik GmbH & Co. KG',
  'Logistik AG',
  'Bürotechnik GmbH',
  'Haustechnik e.K.',
];
const PERSONS_DE: Array<[string, string]> = [
  ['Frau', 'Sabine Keller'],
  ['Herrn', 'Thomas Albers'],
  ['Frau', 'Dr. Petra Nowak'],
  ['Herrn', 'Jens Möller'],
  ['Frau', 'Anja Brandt'],
];
const DEPTS_DE = ['Abt. Einkauf', 'Kreditorenbuchhaltung', 'Zentraler Einkauf', 'Rechnungseingang'];
const PUBLIC = [
  ['Stadtverwaltung', 'Amt für Gebäudemanagement'],
  ['Landratsamt', 'Fachbereich Schulen'],
  ['Universität', 'Dezernat Finanzen'],
  ['Stadtwerke', 'Technischer Betrieb'],
];
const UK: Array<[string, string]> = [
  ['London', 'SW1A 2AA'],
  ['Manchester', 'M1 4BT'],
  ['Leeds', 'LS1 5DL'],
  ['Bristol', 'BS1 6QF'],
  ['Edinburgh', 'EH1 1YZ'],
];
const UK_STREETS = ['High Street', 'Station Road', 'Victoria Road', 'Mill Lane', 'King Street'];
const UK_FIRMS = ['Ashworth', 'Pembridge', 'Wexley', 'Calderbrook', 'Thornbury'];
const UK_KINDS = ['Engineering Ltd', 'Supplies Limited', 'Facilities plc', 'Trading Ltd'];
const PERSONS_EN = ['Mr James Whitfield', 'Ms Laura Bennett', 'Mrs Helen Crossley', 'Mr David Okafor'];
const US: Array<[string, string, string]> = [
  ['Columbus', 'OH', '43215'],
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Portland', 'OR', '97204'],
];
const FR: Array<[string, string]> = [
  ['Lyon', '69002'],
  ['Nantes', '44000'],
  ['Toulouse', '31000'],
  ['Lille', '59000'],
];
const FR_FIRMS = ['Duval', 'Mercier', 'Lambert', 'Garnier', 'Rousseau'];
const FR_KINDS = ['SARL', 'SAS', 'et Fils SA'];
const PERSONS_FR = ['M. Pierre Lefèvre', 'Mme Claire Moreau', 'M. Julien Blanc', 'Mme Sophie Girard'];

/** Items with the unit they are sold in (printed unit, UN/ECE code). */
const ITEMS: Record<Lang, Array<[string, [string, string]]>> = {
  de: [
    ['Wartung Lüftungsanlage', ['pauschal', 'LS']],
    ['Kabelkanal 60x40 grau', ['m', 'MTR']],
    ['Montagearbeiten Elektro', ['Std.', 'HUR']],
    ['Schaltschrank-Prüfung', ['Stk.', 'H87']],
    ['Druckerpatrone schwarz', ['Stk.', 'H87']],
    ['Kopierpapier A4 80 g', ['Karton', 'XCT']],
    ['Beratung Projektleitung', ['Std.', 'HUR']],
    ['Anfahrtspauschale', ['pauschal', 'LS']],
    ['Bürostuhl ergonomisch', ['Stk.', 'H87']],
    ['LED-Panel 62x62', ['Stk.', 'H87']],
  ],
  en: [
    ['Quarterly maintenance visit', ['each', 'EA']],
    ['Cable tray 300 mm', ['m', 'MTR']],
    ['Installation labour', ['hrs', 'HUR']],
    ['Safety inspection report', ['each', 'EA']],
    ['Toner cartridge black', ['each', 'EA']],
    ['Office chair mesh', ['each', 'EA']],
    ['Project management', ['hrs', 'HUR']],
    ['Copier paper A4', ['box', 'XBX']],
    ['LED floodlight 50W', ['each', 'EA']],
  ],
  fr: [
    ['Maintenance climatisation', ['forfait', 'LS']],
    ['Goulotte électrique 60x40', ['m', 'MTR']],
    ["Main-d'œuvre installation", ['heure', 'HUR']],
    ['Contrôle réglementaire', ['forfait', 'LS']],
    ['Ramette papier A4', ['pièce', 'H87']],
    ['Frais de déplacement', ['forfait', 'LS']],
    ['Luminaire LED encastré', ['pièce', 'H87']],
  ],
};
const UNITS: Record<Lang, Array<[string, string]>> = {
  de: ITEMS.de.map((i) => i[1]),
  en: ITEMS.en.map((i) => i[1]),
  fr: ITEMS.fr.map((i) => i[1]),
};
for (const us of Object.values(UNITS))
  for (const [, uc] of us)
    if (!codelists.isValidCode('unit', uc)) throw new Error(`blind51: ${uc} is no unit code of the list`);

// ---------------------------------------------------------------------------- notation
const money = (d: Doc, v: string) =>
  d.lang === 'en'
    ? groupedMoney(v, ',', '.')
    : d.lang === 'fr'
      ? groupedMoney(v, '\u202f', ',')
      : groupedMoney(v, '.', ',');
const qtyShown = (d: Doc, q: string) => (d.lang === 'en' ? q : q.replace('.', ','));
const rateShown = (d: Doc, r: string) =>
  `${d.lang === 'en' ? r : r.replace('.', ',')}${d.lang === 'en' ? '%' : ' %'}`;
const dmy = (iso: string, sep = '.') => {
  const [y, m, dd] = iso.split('-');
  return `${dd}${sep}${m}${sep}${y}`;
};
/** The issue date in the document's way of the variant. */
function dateShown(d: Doc, iso: string): string {
  if (d.lang === 'de') return d.v % 3 === 2 ? longDate(iso, 'de') : dmy(iso);
  if (d.lang === 'fr') return d.v % 2 ? longDate(iso, 'fr') : dmy(iso, '/');
  if (d.tpl === 'shipto20') return d.v % 2 ? longDate(iso, 'en') : dmy(iso, '/');
  const [y, m, dd] = iso.split('-');
  return d.v % 2 ? `${Number(dd)} ${longDate(iso, 'en').split(' ')[0]} ${y}` : `${dd}/${m}/${y}`;
}
/** Post code and city on one line: "80331 München", "D-80331 München", "Leeds LS1 5DL", "Austin, TX 78701". */
const pcLine = (p: P) =>
  p.country === 'GB' || p.country === 'IE'
    ? `${p.city} ${p.pc}`
    : p.country === 'US'
      ? `${p.city}, ${p.pcShown}`
      : `${p.pcShown ?? p.pc} ${p.city}`;
const countryName: Record<string, Record<Lang, string>> = {
  DE: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne' },
  AT: { de: 'Österreich', en: 'Austria', fr: 'Autriche' },
  GB: { de: 'Großbritannien', en: 'United Kingdom', fr: 'Royaume-Uni' },
  US: { de: 'USA', en: 'USA', fr: 'États-Unis' },
  IE: { de: 'Irland', en: 'Ireland', fr: 'Irlande' },
  FR: { de: 'Frankreich', en: 'France', fr: 'France' },
};
/** The address lines of a party as printed (the country when `country`). */
function addrLines(d: Doc, p: P, country: boolean): string[] {
  const out = [p.name, ...p.extra, p.street];
  if (p.country === 'GB' || p.country === 'IE') out.push(p.city, p.pcShown ?? p.pc);
  else if (p.country === 'US') out.push(`${p.city}, ${p.pcShown}`);
  else out.push(pcLine(p));
  if (country) out.push(countryName[p.country]?.[d.lang] ?? p.country);
  return out;
}

// ---------------------------------------------------------------------------- the model
function dePlace(t: Tools, cc: 'DE' | 'AT'): P {
  if (cc === 'AT') {
    const [city, pc] = t.pick<[string, string]>([
      ['Wien', '1010'],
      ['Graz', '8010'],
      ['Linz', '4020'],
      ['Salzburg', '5020'],
    ]);
    return {
      name: `${t.pick(['Alpen', 'Donau', 'Tauern', 'Wienerwald'])} ${t.pick(['Handels GmbH', 'Bau GmbH', 'Technik KG'])}`,
      street: `${t.pick(['Kärntner Straße', 'Herrengasse', 'Landstraße', 'Mariahilfer Straße'])} ${t.int(1, 90)}`,
      pc,
      city,
      country: 'AT',
      vat: `ATU${t.digits(8)}`,
      extra: [],
    };
  }
  const [city, pc] = t.pick(DE_PLACES);
  return {
    name: `${t.pick(DE_FIRMS)} ${t.pick(DE_KINDS)}`,
    street: `${t.pick(DE_STREETS)} ${t.int(1, 120)}`,
    pc,
    city,
    country: 'DE',
    vat: `DE${t.int(1, 3)}${t.digits(8)}`,
    extra: [],
  };
}
function ukParty(t: Tools): P {
  const [city, pc] = t.pick(UK);
  return {
    name: `${t.pick(UK_FIRMS)} ${t.pick(UK_KINDS)}`,
    street: `${t.int(1, 220)} ${t.pick(UK_STREETS)}`,
    pc,
    city,
    country: 'GB',
    vat: `GB${t.digits(9)}`,
    extra: [],
  };
}
function usParty(t: Tools): P {
  const [city, st, zip] = t.pick(US);
  return {
    name: `${t.pick(['Lakeside', 'Redwood', 'Summit', 'Harbor'])} ${t.pick(['Industries Inc.', 'Holdings LLC', 'Corp.'])}`,
    street: `${t.int(100, 9800)} ${t.pick(['Main Street', 'Oak Avenue', 'Commerce Blvd', 'Market St'])}`,
    pc: zip,
    pcShown: `${st} ${zip}`,
    city,
    country: 'US',
    extra: [],
  };
}
function ieParty(t: Tools): P {
  const [city, pc] = t.pick<[string, string]>([
    ['Dublin 2', 'D02 X285'],
    ['Cork', 'T12 RX2C'],
    ['Galway', 'H91 E2K3'],
  ]);
  return {
    name: `${t.pick(['Liffey', 'Shannon', 'Connacht', 'Emerald'])} ${t.pick(['Technologies Ltd', 'Services Limited', 'Systems DAC'])}`,
    street: `${t.int(1, 80)} ${t.pick(['Baggot Street', 'Grand Parade', 'Eyre Square', 'Harcourt Road'])}`,
    pc,
    city,
    country: 'IE',
    vat: `IE${t.digits(7)}${t.pick(['A', 'W'])}`,
    extra: [],
  };
}
function frParty(t: Tools): P {
  const [city, pc] = t.pick(FR);
  return {
    name: `${t.pick(FR_FIRMS)} ${t.pick(FR_KINDS)}`,
    street: `${t.int(1, 140)} ${t.pick(['rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'rue Nationale'])}`,
    pc,
    city,
    country: 'FR',
    vat: `FR${t.digits(2)}${t.digits(9)}`,
    extra: [],
  };
}
const mailOf = (person: string, firm: string) => {
  const w = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  const parts = person.replace(/^(Dr\.|Mr|Ms|Mrs|M\.|Mme)\s+/, '').split(' ');
  return `${w(parts[0] ?? 'info')}.${w(parts[parts.length - 1] ?? 'x')}@${w(firm.split(' ')[0] ?? 'firma')}.example`;
};
function contact(t: Tools, lang: Lang, firm: string, cc: string): NonNullable<P['contact']> {
  const name =
    lang === 'de'
      ? (t.pick(PERSONS_DE)[1] as string)
      : lang === 'en'
        ? (t.pick(PERSONS_EN) as string)
        : (t.pick(PERSONS_FR) as string);
  const pre: Record<string, string> = {
    DE: '+49 89',
    AT: '+43 1',
    GB: '+44 20',
    IE: '+353 1',
    FR: '+33 4',
    US: '+1 614',
  };
  return { name, phone: `${pre[cc] ?? '+49 30'} ${t.digits(4)} ${t.digits(3)}`, email: mailOf(name, firm) };
}

function build(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND51_TPLS.length);
  const lang = LANG[tpl];
  let s: P;
  let b: P;
  let order: P | undefined;
  let ship: P | undefined;
  let brand = '';
  let buyerRef = '';
  let cat: 'S' | 'AE' = 'S';
  const refs: Array<[string, string]> = [];
  const year = 2026;
  const month = t.int(1, 11);
  const issue = `${year}-${String(month + 1).padStart(2, '0')}-${String(t.int(1, 27)).padStart(2, '0')}`;
  const days = t.pick([14, 30, 30, 10]);
  const due = addDays(issue, days);
  const po = t.rnd() < 0.75 ? `${t.pick(['PO', 'B', '45', 'BE-'])}${t.digits(t.int(5, 7))}` : '';
  let dueShown = v % 2 === 0;
  let period: [string, string] | undefined;
  if (t.rnd() < 0.5) {
    const m = String(month).padStart(2, '0');
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    period = [`${year}-${m}-01`, `${year}-${m}-${last}`];
  }
  if (lang === 'de') {
    s = dePlace(t, 'DE');
    b = dePlace(t, tpl === 'ausland20' ? 'AT' : 'DE');
    if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Neuhaus ${b.name}`;
  } else if (tpl === 'attn20') {
    s = ukParty(t);
    b = ukParty(t);
    if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Northgate ${b.name}`;
  } else if (tpl === 'shipto20') {
    s = ieParty(t);
    b = ieParty(t);
    if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Atlantic ${b.name}`;
  } else {
    s = frParty(t);
    b = frParty(t);
    if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Bertin ${b.name}`;
  }
  const buyerVat = t.rnd() < 0.4;
  if (!buyerVat) b.vat = undefined;
  const [anrede, person] = t.pick(PERSONS_DE);
  if (tpl === 'postfach20') {
    b.street = `Postfach ${t.int(10, 99)} ${t.int(10, 99)} ${t.int(10, 99)}`;
    b.extra = v % 2 ? [t.pick(DEPTS_DE)] : [`z. Hd. ${anrede} ${person}`];
    if (v % 3 === 0) b.extra.push(`z. Hd. ${anrede} ${person}`);
    refs.push([t.pick(['Lieferschein-Nr.', 'Lieferschein', 'LS-Nr.']), `LS-${t.digits(6)}`]);
    refs.push([t.pick(['Kostenstelle', 'KSt.', 'Kostenst.']), t.digits(4)]);
  } else if (tpl === 'leitweg20') {
    const [kind, dept] = t.pick(PUBLIC);
    b.name = `${kind} ${b.city}`;
    b.extra = [dept as string];
    b.vat = undefined;
    buyerRef = `${t.digits(2)}${t.digits(3)}${t.digits(3)}-${t.pick(['', 'ABC', 'K1'])}${t.digits(3)}-${t.digits(2)}`;
    refs.push([
      t.pick(['Aktenzeichen', 'Az.', 'Vergabe-Nr.']),
      `${t.pick(['65', 'III', 'VG'])}/${t.digits(3)}-${year}`,
    ]);
    s.contact = contact(t, lang, s.name, 'DE');
    b.contact = contact(t, lang, b.name, 'DE');
  } else if (tpl === 'drei20') {
    order = t.rnd() < 0.5 ? usParty(t) : dePlace(t, 'DE');
    if (order.country === 'DE') order.name = `${order.name.split(' ')[0]} Holding GmbH`;
    order.vat = undefined;
    ship = dePlace(t, 'DE');
    ship.name = b.name;
    ship.extra = [t.pick(['Werk 2', 'Lager Süd', 'Baustelle', 'Wareneingang Tor 4'])];
    refs.push([t.pick(['Projekt', 'Projekt-Nr.', 'Bauvorhaben']), `P-${t.digits(4)}`]);
    refs.push([t.pick(['Vertrag', 'Rahmenvertrag', 'Vertrags-Nr.']), `RV-${year}-${t.digits(3)}`]);
  } else if (tpl === 'marke20') {
    brand = `${s.name.split(' ')[0]?.toUpperCase()} ${t.pick(['WERK', 'DESIGN', 'SYSTEMS', 'PRO'])}`;
    b.extra =
      v % 2 ? [`c/o ${t.pick(['Regus Business Center', 'Kanzlei Weber', 'Haus der Wirtschaft'])}`] : [];
    refs.push([t.pick(['Kundennummer', 'Kunden-Nr.', 'Ihre Kd.-Nr.']), t.digits(5)]);
  } else if (tpl === 'ausland20') {
    s.pcShown = `D-${s.pc}`;
    b.pcShown = `A-${b.pc}`;
    b.vat = `ATU${t.digits(8)}`;
    cat = 'AE';
    b.extra = v % 2 ? [`z. Hd. ${anrede} ${person}`] : [];
  } else if (tpl === 'attn20') {
    b.extra = [`Attn: ${t.pick(PERSONS_EN)}`];
    if (v % 2) b.extra.unshift(`c/o ${t.pick(['Grant Thornbury Accountants', 'The Business Centre'])}`);
    buyerRef = t.rnd() < 0.6 ? `${t.pick(['REF', 'CC', 'BR'])}-${t.digits(5)}` : '';
    refs.push([t.pick(['Delivery note', 'Delivery note no.', 'DN']), `DN${t.digits(6)}`]);
    refs.push([t.pick(['Contract', 'Contract no.', 'Agreement']), `C-${t.digits(4)}`]);
    refs.push([
      t.pick(['Project', 'Project ref.', 'Site']),
      t.pick(['Riverside Depot', 'Unit 7 refit', 'HQ Phase 2']),
    ]);
    s.contact = contact(t, lang, s.name, 'GB');
    b.contact = contact(t, lang, b.name, 'GB');
  } else if (tpl === 'shipto20') {
    order = t.rnd() < 0.5 ? usParty(t) : undefined;
    ship = usParty(t);
    ship.name = order ? order.name : b.name;
    b.extra = [t.pick(['Accounts Payable', 'Finance Department'])];
    refs.push([t.pick(['Cost centre', 'Cost center', 'CC']), t.digits(4)]);
  } else {
    // facture20
    b.street = v % 2 ? `BP ${t.int(100, 9999)}` : b.street;
    if (v % 2) b.city = `${b.city} CEDEX`;
    b.extra = [`À l'attention de ${t.pick(PERSONS_FR)}`];
    if (v % 3 === 1) b.extra.unshift(t.pick(['Service comptabilité', 'Service achats']));
    refs.push([t.pick(['Bon de livraison', 'BL n°', 'N° BL']), `BL${t.digits(6)}`]);
    refs.push([t.pick(['Contrat', 'Contrat n°', 'Marché']), `${year}-${t.digits(3)}`]);
  }
  if (tpl === 'leitweg20' || tpl === 'ausland20') dueShown = dueShown || v % 4 === 1;
  // rates
  const rates: string[] =
    cat === 'AE'
      ? ['0']
      : lang === 'en'
        ? tpl === 'attn20'
          ? ['20', '5']
          : ['23', '13.5']
        : lang === 'fr'
          ? ['20', '5.5']
          : ['19', '7'];
  const two = cat === 'S' && t.rnd() < 0.35;
  const n = v === 7 ? t.int(26, 34) : t.int(2, 7);
  const lines: KitLine[] = [];
  for (let i = 0; i < n; i++) {
    const [name, unit] = t.pick(ITEMS[lang]);
    const qty =
      unit[1] === 'LS'
        ? '1'
        : unit[1] === 'HUR'
          ? t.pick(['1.5', '2', '4', '7.5', '8'])
          : String(t.pick([1, 2, 3, 5, 10, 12, 25]));
    const price = `${t.int(4, unit[1] === 'LS' ? 1900 : 260)}.${t.pick(['00', '50', '90', '25'])}`;
    const rate = two && t.rnd() < 0.35 ? (rates[1] as string) : (rates[0] as string);
    lines.push({
      id: String(i + 1),
      qty,
      unit,
      price,
      rate,
      name,
      net: round(dec(qty).times(dec(price))),
    });
  }
  const { vat, lineNet, vatT } = vatSums(lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const cc = s.country;
  const iban = cc === 'GB' ? ibanOfCountry('GB', t) : cc === 'FR' ? ibanOfCountry('FR', t) : ibanOf(cc, t);
  const bankBic: Record<string, string> = {
    NWBK: 'NWBKGB2L',
    BARC: 'BARCGB22',
    AIBK: 'AIBKIE2D',
    BOFI: 'BOFIIE2D',
  };
  const bic =
    cc === 'GB' || cc === 'IE'
      ? (bankBic[iban.slice(4, 8)] ?? 'AIBKIE2D')
      : cc === 'FR'
        ? t.pick(['BNPAFRPPXXX', 'CRLYFRPP', 'SOGEFRPP'])
        : t.pick(['COBADEFFXXX', 'DEUTDEMMXXX', 'GENODEF1M04']);
  const number =
    lang === 'de'
      ? `${t.pick(['RE', 'R', 'RG'])}-${year}-${t.digits(5)}`
      : lang === 'en'
        ? `${t.pick(['INV', 'SI', ''])}${t.digits(6)}`
        : `F${year}${t.digits(4)}`;
  const taxNo = lang === 'de' && t.rnd() < 0.6 ? `${t.digits(3)}/${t.digits(3)}/${t.digits(5)}` : '';
  return {
    tpl,
    v,
    lang,
    t,
    s,
    b,
    brand,
    ...(order ? { order } : {}),
    ...(ship ? { ship } : {}),
    number,
    issue,
    due,
    dueShown,
    days,
    ...(period ? { period } : {}),
    po,
    buyerRef,
    refs,
    taxNo,
    cur: tpl === 'attn20' ? 'GBP' : 'EUR',
    cat,
    lines,
    vat,
    lineNet,
    vatT,
    gross,
    iban,
    bic,
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.dueShown) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  if (d.buyerRef) inv.buyerReference = d.buyerRef;
  const addr = (p: P) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  const ct = (p: P) =>
    p.contact
      ? { contact: { name: p.contact.name, telephone: p.contact.phone, email: p.contact.email } }
      : {};
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    vatId: d.s.vat,
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
    ...ct(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.b.vat ? { vatId: d.b.vat } : {}), ...ct(d.b) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.gross,
  };
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, d.cat, d.cat === 'AE' ? 'Reverse charge' : ''));
  inv.lines = d.lines.map((l) => kitLine(l, { category: d.cat }));
  return inv;
}

// ---------------------------------------------------------------------------- drawing
type W = ReturnType<typeof pager> & { rows: Row[] };
const L = {
  de: {
    heads: ['Pos.', 'Bezeichnung', 'Menge', 'Einheit', 'Einzelpreis', 'USt', 'Gesamt'],
    net: ['Summe netto', 'Nettobetrag', 'Zwischensumme netto'],
    vat: (r: string, b: string) => `zzgl. USt ${r} auf ${b}`,
    vatTotal: 'USt gesamt',
    gross: ['Gesamtbetrag EUR', 'Rechnungsbetrag EUR', 'Zu zahlen EUR'],
    number: ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.'],
    date: ['Rechnungsdatum', 'Datum', 'Belegdatum'],
    po: ['Ihre Bestellung', 'Bestell-Nr.', 'Ihr Auftrag'],
    due: ['Fällig am', 'Zahlbar bis', 'Fälligkeit'],
    period: ['Leistungszeitraum', 'Lieferzeitraum', 'Leistungszeit'],
    title: 'RECHNUNG',
    cont: 'Übertrag',
  },
  en: {
    heads: ['No.', 'Description', 'Qty', 'Unit', 'Unit price', 'VAT', 'Amount'],
    net: ['Subtotal', 'Net total', 'Total net'],
    vat: (r: string, b: string) => `VAT ${r} on ${b}`,
    vatTotal: 'Total VAT',
    gross: ['Total', 'Invoice total', 'Amount due'],
    number: ['Invoice no.', 'Invoice number', 'Invoice #'],
    date: ['Invoice date', 'Date', 'Tax point'],
    po: ['PO number', 'Your order', 'Purchase order'],
    due: ['Due date', 'Payment due', 'Due by'],
    period: ['Service period', 'Period', 'Billing period'],
    title: 'INVOICE',
    cont: 'continued',
  },
  fr: {
    heads: ['N°', 'Désignation', 'Qté', 'Unité', 'P.U. HT', 'TVA', 'Montant HT'],
    net: ['Total HT', 'Montant HT', 'Total hors taxes'],
    vat: (r: string, b: string) => `TVA ${r} sur ${b}`,
    vatTotal: 'Total TVA',
    gross: ['Total TTC', 'Net à payer', 'Montant TTC'],
    number: ['Facture n°', 'N° de facture', 'Numéro'],
    date: ['Date', 'Date de facture', "Date d'émission"],
    po: ['Votre commande', 'Réf. commande', 'Bon de commande'],
    due: ['Échéance', 'Date limite de paiement', 'À régler avant le'],
    period: ['Période', 'Période de prestation', 'Prestation'],
    title: 'FACTURE',
    cont: 'suite',
  },
};
const lab = (d: Doc, xs: string[]) => xs[d.v % xs.length] as string;

/** The period as printed: "01.–31.03.2026", "01/03/2026 – 31/03/2026", "1–31 March 2026". */
function periodShown(d: Doc, p: [string, string]): string {
  const [y, m, a] = p[0].split('-');
  const z = p[1].split('-')[2];
  if (d.lang === 'de') return d.v % 2 ? `${a}.–${z}.${m}.${y}` : `${dmy(p[0])} – ${dmy(p[1])}`;
  if (d.lang === 'fr') return `du ${dmy(p[0], '/')} au ${dmy(p[1], '/')}`;
  return `${Number(a)}–${Number(z)} ${longDate(p[0], 'en').split(' ')[0]} ${y}`;
}
/** The header pairs: number, date, order, buyer reference, other references, period, due. */
function infoPairs(d: Doc): Array<[string, string]> {
  const l = L[d.lang];
  const out: Array<[string, string]> = [
    [lab(d, l.number), d.number],
    [lab(d, l.date), dateShown(d, d.issue)],
  ];
  if (d.po) out.push([lab(d, l.po), d.po]);
  if (d.buyerRef)
    out.push([
      d.tpl === 'leitweg20'
        ? lab(d, ['Leitweg-ID', 'Leitweg-ID (Käuferreferenz)', 'Ihre Leitweg-ID'])
        : lab(d, ['Your reference', 'Your ref.', 'Buyer reference']),
      d.buyerRef,
    ]);
  out.push(...d.refs);
  if (d.period) out.push([lab(d, l.period), periodShown(d, d.period)]);
  if (d.dueShown) out.push([lab(d, l.due), dateShown(d, d.due)]);
  return d.v % 4 === 3 ? [out[0] as [string, string], ...out.slice(1).reverse()] : out;
}
function termsText(d: Doc): string {
  if (d.cat === 'AE')
    return 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL).';
  if (d.lang === 'de')
    return d.dueShown ? 'Zahlbar ohne Abzug bis zum Fälligkeitsdatum.' : `Zahlungsziel: ${d.days} Tage netto`;
  if (d.lang === 'en') return d.dueShown ? 'Please pay by the due date.' : `Terms: Net ${d.days}`;
  return d.dueShown ? "Paiement à l'échéance, sans escompte." : `Paiement à ${d.days} jours net`;
}

function table(d: Doc, w: W, y0: number): number {
  const l = L[d.lang];
  const X = [50, 80, 325, 330, 445, 478, 545];
  const head = (y: number) => {
    l.heads.forEach((hd, i) => {
      const right = i === 2 || i >= 4;
      w.put(y, X[i] as number, hd, { size: 8.5, bold: true, right });
    });
    return y + 16;
  };
  let y = head(y0);
  for (const ln of d.lines) {
    const ny = w.need(y, 14);
    if (ny !== y) y = head(ny);
    w.put(y, 50, ln.id, { size: 8.5 });
    w.put(y, 80, ln.name, { size: 8.5 });
    w.put(y, 325, qtyShown(d, ln.qty), { size: 8.5, right: true });
    w.put(y, 330, ln.unit[0], { size: 8.5 });
    w.put(y, 445, money(d, ln.price), { size: 8.5, right: true });
    w.put(y, 478, rateShown(d, ln.rate), { size: 8.5, right: true });
    w.put(y, 545, money(d, ln.net), { size: 8.5, right: true });
    y += 13;
  }
  y = w.need(y + 8, 120);
  const l2 = L[d.lang];
  const pairs: Array<[string, string]> = [[lab(d, l2.net), money(d, d.lineNet)]];
  for (const v of d.vat) pairs.push([l2.vat(rateShown(d, v.rate), money(d, v.base)), money(d, v.tax)]);
  if (d.vat.length > 1) pairs.push([l2.vatTotal, money(d, d.vatT)]);
  pairs.push([
    `${lab(d, l2.gross)}${d.lang === 'de' ? '' : d.cur === 'GBP' ? ' £' : ' €'}`,
    money(d, d.gross),
  ]);
  pairs.forEach(([a, v], i) => {
    const last = i === pairs.length - 1;
    w.put(y + i * 14, 330, a, { size: 9, bold: last });
    w.put(y + i * 14, 545, v, { size: 9, bold: last, right: true });
  });
  y += pairs.length * 14 + 10;
  w.put(y, 50, termsText(d), { size: 8.5 });
  return y + 14;
}

function bankLine(d: Doc): string {
  const ib = d.v % 2 ? d.iban : spaced(d.iban);
  return `IBAN ${ib} · BIC ${d.bic}`;
}
function sellerVatLine(d: Doc): string {
  const lb = d.lang === 'de' ? 'USt-IdNr.' : d.lang === 'en' ? 'VAT No.' : 'N° TVA';
  return `${lb} ${d.s.vat}${d.taxNo ? ` · St.-Nr. ${d.taxNo}` : ''}`;
}
function footer(d: Doc, w: W, withAddress: boolean) {
  const pages = w.pages();
  for (let pg = 1; pg <= pages; pg++) {
    const st = { size: 7, page: pg };
    const rows: string[] = [];
    rows.push(withAddress ? `${d.s.name} · ${d.s.street} · ${pcLine(d.s)}` : d.s.name);
    rows.push(sellerVatLine(d));
    rows.push(bankLine(d));
    rows.forEach((r, i) => {
      w.rows.push([790 + i * 9, 50, r, st]);
    });
    if (pages > 1) w.rows.push([790, 545, `${pg}/${pages}`, { ...st, right: true }]);
  }
}
function contactBlock(d: Doc, w: W, y: number, x: number, who: 's' | 'b'): number {
  const c = d[who].contact;
  if (!c) return y;
  const lb =
    d.lang === 'de'
      ? who === 's'
        ? lab(d, ['Ihr Ansprechpartner', 'Bearbeiter', 'Kontakt'])
        : lab(d, ['Ansprechpartner Auftraggeber', 'Ihr Zeichen', 'Besteller'])
      : who === 's'
        ? lab(d, ['Your contact', 'Account manager', 'Contact'])
        : lab(d, ['Requested by', 'Customer contact', 'Ordered by']);
  return w.block([lb, c.name, `${d.lang === 'de' ? 'Tel.' : 'Tel'} ${c.phone}`, c.email], x, y, { size: 8 });
}
function kv(d: Doc, w: W, y: number, x: number, vx: number) {
  return w.kv(y, x, vx, infoPairs(d), { size: 8.5 }, 12);
}
function buyerVat(d: Doc, w: W, y: number, x: number): number {
  if (!d.b.vat) return y;
  const lb =
    d.lang === 'de'
      ? d.b.country === 'AT'
        ? 'UID-Nr.'
        : 'Ihre USt-IdNr.'
      : d.lang === 'en'
        ? 'Customer VAT No.'
        : 'N° TVA client';
  w.put(y, x, `${lb} ${d.b.vat}`, { size: 8.5 });
  return y + 12;
}

function drawStd(d: Doc, rows: Row[]): number {
  const w = { ...pager(rows, 60, 760), rows };
  const { tpl, v } = d;
  const left = v % 2 === 0;
  const sender = `${d.s.name} · ${d.s.street} · ${pcLine(d.s)}`;
  let y = 50;
  if (tpl === 'marke20') {
    w.put(50, left ? 50 : 330, d.brand, { size: 22, bold: true });
    w.put(
      78,
      left ? 50 : 330,
      lab(d, ['Gestaltung · Technik · Service', 'Ihr Partner im Norden', 'Qualität seit 1998']),
      {
        size: 8,
      },
    );
    y = 110;
  } else if (tpl !== 'postfach20' || v % 2 === 0) {
    w.block([d.s.name, d.s.street, pcLine(d.s)], left ? 370 : 50, 50, { size: 9 });
    if (d.s.country !== 'DE' || tpl === 'ausland20' || d.lang !== 'de')
      w.put(50 + 3 * 11, left ? 370 : 50, countryName[d.s.country]?.[d.lang] ?? '', { size: 9 });
    y = 110;
  } else {
    w.put(50, 50, d.s.name, { size: 16, bold: true });
    y = 100;
  }
  const bx = left || tpl === 'marke20' ? 50 : 345;
  const ix = bx === 50 ? 330 : 50;
  if (tpl !== 'marke20' && !(tpl === 'postfach20' && v % 2)) w.put(y, bx, sender, { size: 6.5 });
  else if (tpl === 'marke20') w.put(y, bx, d.brand, { size: 6.5 });
  y += 12;
  const foreign = d.b.country !== d.s.country || d.lang !== 'de';
  let by: number;
  if (d.order || d.ship) {
    // three (or two) addresses with labels
    const blocks: Array<[string, P]> = [];
    const lo =
      d.lang === 'de'
        ? [
            lab(d, ['Auftraggeber', 'Besteller', 'Auftraggeber (Konzern)']),
            lab(d, ['Rechnungsempfänger', 'Rechnungsanschrift', 'Rechnung an']),
            lab(d, ['Lieferanschrift', 'Lieferadresse', 'Versand an']),
          ]
        : [
            lab(d, ['Sold to', 'Ordered by', 'Customer']),
            lab(d, ['Bill to', 'Invoice to', 'Billing address']),
            lab(d, ['Ship to', 'Deliver to', 'Delivery address']),
          ];
    if (d.order) blocks.push([lo[0] as string, d.order]);
    blocks.push([lo[1] as string, d.b]);
    if (d.ship) blocks.push([lo[2] as string, d.ship]);
    const stacked = v % 3 === 2;
    let maxY = y;
    blocks.forEach(([lb, p], i) => {
      const x = stacked ? 50 : 50 + i * 175;
      const yy = stacked ? maxY : y;
      w.put(yy, x, lb, { size: 8, bold: true });
      const end = w.block(addrLines(d, p, p.country !== d.s.country || d.lang !== 'de'), x, yy + 12, {
        size: 9,
      });
      maxY = stacked ? end + 8 : Math.max(maxY, end);
    });
    by = buyerVat(d, w, maxY + 4, 50);
    by = Math.max(by + 10, kv(d, w, stacked ? 230 : by + 10, 330, 545)) + 6;
    if (!stacked) by += 0;
  } else {
    const end = w.block(addrLines(d, d.b, foreign), bx, y, { size: 10 });
    const e2 = buyerVat(d, w, end + 4, bx);
    const iy = tpl === 'marke20' ? 130 : y;
    const ky = kv(d, w, iy, ix, ix === 330 ? 545 : 190);
    by = Math.max(e2, ky) + 10;
  }
  if (d.s.contact || d.b.contact) {
    const a = contactBlock(d, w, by, 50, 's');
    const c = contactBlock(d, w, by, 250, 'b');
    by = Math.max(a, c) + 8;
  }
  const title = tpl === 'leitweg20' && v % 2 ? `${L.de.title} an öffentlichen Auftraggeber` : L[d.lang].title;
  w.put(by + 4, 50, title, { size: 14, bold: true });
  let y2 = table(d, w, by + 30);
  if (tpl === 'shipto20' || tpl === 'attn20' || tpl === 'facture20') {
    y2 = w.need(y2 + 6, 40);
    w.put(y2, 50, sellerVatLine(d), { size: 8.5 });
  }
  if (d.s.country === 'IE' || d.s.country === 'GB') {
    w.put(w.need(y2 + 14, 20), 50, `${d.lang === 'en' ? 'Bank details:' : ''} ${bankLine(d)}`, { size: 8.5 });
  }
  footer(d, w, tpl === 'marke20' || (tpl === 'postfach20' && v % 2 === 1) || v % 3 === 0);
  return w.pages();
}

export function generateBlind51(k: number, h: Helpers): Generated {
  const tpl = BLIND51_TPLS[k % BLIND51_TPLS.length] as Tpl;
  const d = build(tpl, k, h);
  const rows: Row[] = [];
  const nPages = drawStd(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
