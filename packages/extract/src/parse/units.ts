/**
 * Unit words as printed on invoices → UN/ECE Recommendation 20 codes (BT-130), and country
 * names → ISO 3166-1 alpha-2 (BT-40/BT-55). Keys are compared lower-case without a trailing dot
 * or "(s)".
 */

import { codelists } from '@ic/einvoice';
import { ASIA_AFRICA_COUNTRY_NAMES, ASIA_AFRICA_UNITS } from '../lexicon/asia-africa.ts';
import { foldMarks } from '../lexicon/columns.ts';
import { DA_UNITS } from '../lexicon/da.ts';
import { ES_UNITS } from '../lexicon/es.ts';
import { IT_UNITS } from '../lexicon/it.ts';
import { NORTH_EAST_COUNTRY_NAMES, NORTH_EAST_UNITS } from '../lexicon/north-east.ts';
import { PL_CS_UNITS } from '../lexicon/pl-cs-pt.ts';
import { SOUTH_EAST_COUNTRY_NAMES, SOUTH_EAST_UNITS } from '../lexicon/south-east.ts';
import { WIDER_EUROPE_COUNTRY_NAMES, WIDER_EUROPE_UNITS } from '../lexicon/wider-europe.ts';

const UNIT_WORDS: Array<[string, string[]]> = [
  [
    'H87',
    [
      'stk',
      'stck',
      'stück',
      'stueck',
      'st',
      'piece',
      'pieces',
      'pc',
      'pcs',
      'pce',
      'pièce',
      'pièces',
      'stuks',
      'stuk',
      'h87',
    ],
  ],
  // "AW" (Arbeitswert): a car workshop's work unit, counted as such ("12 AW à 9,80")
  [
    'C62',
    [
      'unit',
      'units',
      'unité',
      'unités',
      'einheit',
      'einh',
      'eh',
      'x',
      'c62',
      'u',
      'un',
      'aw',
      'arbeitswert',
      'arbeitswerte',
    ],
  ],
  // "each" is Rec 20's own name for EA
  ['EA', ['each', 'ea']],
  [
    'HUR',
    ['std', 'stunde', 'stunden', 'h', 'hr', 'hrs', 'hour', 'hours', 'heure', 'heures', 'uur', 'uren', 'hur'],
  ],
  ['MIN', ['min', 'minute', 'minuten', 'minutes', 'minuut']],
  // "PT": the person-days of a consultancy ("19,5 PT"), "MT" the older man-days
  [
    'DAY',
    [
      'tag',
      'tage',
      'day',
      'days',
      'jour',
      'jours',
      'dag',
      'dagen',
      'pt',
      'personentag',
      'personentage',
      'manntag',
      'manntage',
      'person-day',
      'person-days',
      'man-day',
      'man-days',
    ],
  ],
  // "Wo.": a scaffolder's weeks of standing time ("5 Wo.")
  ['WEE', ['woche', 'wochen', 'week', 'weeks', 'weken', 'semaine', 'semaines', 'wk', 'wo']],
  // "mo.": the English month abbreviated in a quantity cell ("3 mo.")
  ['MON', ['monat', 'monate', 'month', 'months', 'mois', 'maand', 'maanden', 'mon', 'mo']],
  ['ANN', ['jahr', 'jahre', 'year', 'years', 'an', 'ans', 'année', 'jaar']],
  [
    'KGM',
    ['kg', 'kilogramm', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos', 'kgs', 'kgm'],
  ],
  ['GRM', ['g', 'gramm', 'gram', 'grams', 'gramme', 'grammes', 'grm']],
  ['TNE', ['t', 'to', 'tonne', 'tonnes', 'tonnen', 'ton', 'tons', 'tne']],
  ['MTR', ['m', 'meter', 'meters', 'metre', 'metres', 'mètre', 'mètres', 'lfm', 'lfdm', 'mtr']],
  [
    'MTK',
    [
      'm2',
      'm²',
      'qm',
      'quadratmeter',
      'sqm',
      'square metre',
      'square metres',
      'square meter',
      'square meters',
      'mètre carré',
      'mètres carrés',
      'vierkante meter',
      'mtk',
    ],
  ],
  [
    'MTQ',
    [
      'm3',
      'm³',
      'cbm',
      'kubikmeter',
      'cubic metre',
      'cubic metres',
      'cubic meter',
      'cubic meters',
      'mètre cube',
      'mètres cubes',
      'kubieke meter',
      'mtq',
    ],
  ],
  ['CMT', ['cm', 'zentimeter', 'centimeter', 'centimeters', 'centimetre', 'centimetres', 'cmt']],
  ['MMT', ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres', 'mmt']],
  ['KMT', ['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres', 'kilomètre', 'kilomètres', 'kmt']],
  ['LTR', ['l', 'ltr', 'liter', 'litre', 'litres', 'liters', 'lt']],
  ['MLT', ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'mlt']],
  ['KWH', ['kwh', 'kilowattstunde', 'kilowattstunden']],
  // a translator's count of words ("3.034 Wörter"); hectares ("12,5 ha") have no code in the
  // XRechnung unit list (Rec 20's HAR is not in it, BR-CL-23) and stay unread
  ['D68', ['wörter', 'words', 'mots', 'woorden']],
  // pages of a copy or a translation ("39 Seiten à 0,50 EUR", a lawyer's Dokumentenpauschale)
  ['ZP', ['seite', 'seiten', 'page', 'pages', 'pagina', "pagina's"]],
  // "flat", "flat rate", "flat fee": the English lump sum of a freelancer's quantity column
  [
    'LS',
    [
      'pauschal',
      'pausch',
      'psch',
      'pauschale',
      'lump sum',
      'forfait',
      'ls',
      'pau',
      'flat',
      'flat rate',
      'flat fee',
    ],
  ],
  ['SET', ['set', 'sets', 'satz']],
  // "1,00 Anzahl": a count of articles
  ['NAR', ['anzahl', 'nar']],
  ['PR', ['paar', 'pair', 'pairs', 'paire', 'pr']],
  ['XPK', ['pack', 'packung', 'paket', 'pkg', 'pck', 'pak', 'pkt', 'xpk']],
  // German ERP's packaging unit (Verpackungseinheit) and pallet: "5 VE", "2 Pal"
  // the decitonne of grain and feed trade ("88 dt", "€/dt"; the Doppelzentner of 100 kg)
  ['DTN', ['dt', 'dz', 'doppelzentner', 'dtn']],
  ['XPK', ['ve', 'verpackungseinheit']],
  // a carton (Rec 21 CT: "Karton", "Ktn", "carton") is no box (BX: "box", "boîte", "doos")
  ['XCT', ['karton', 'kartons', 'kart', 'ktn', 'kt', 'carton', 'cartons', 'xct']],
  ['XBX', ['box', 'boxes', 'boîte', 'doos', 'dozen', 'xbx']],
  ['XRO', ['rolle', 'rollen', 'roll', 'rouleau', 'xro']],
  // "Fl.": the German abbreviation of Flasche on wine and beverage invoices
  ['XBO', ['flasche', 'flaschen', 'fl', 'bottle', 'bottles', 'bouteille', 'fles', 'flessen', 'xbo']],
  ['XPX', ['palette', 'paletten', 'pallet', 'pallets', 'xpx']],
  ['XPX', ['pal']],
  // packaging (Rec 21): bag, crate, can, jerrican, sack, tube
  ['XBG', ['beutel', 'btl', 'tüte', 'bag', 'bags', 'sachet', 'zakje', 'xbg']],
  ['XCR', ['kiste', 'kisten', 'kasten', 'crate', 'crates', 'caisse', 'caisses', 'krat', 'kratten', 'xcr']],
  ['XCX', ['dose', 'dosen', 'büchse', 'can', 'cans', 'tin', 'tins', 'canette', 'blik', 'blikken', 'xcx']],
  ['XJC', ['kanister', 'jerrycan', 'jerrican', 'bidon', 'bidons', 'xjc']],
  ['XSA', ['sack', 'säcke', 'sacks', 'sac', 'sacs', 'zak', 'zakken', 'xsa']],
  ['XTU', ['tube', 'tuben', 'tubes', 'xtu']],
];

const UNIT_MAP = new Map<string, string>();
// only codes of the code list the invoice is validated against (BR-CL-23)
for (const [code, words] of [
  ...UNIT_WORDS,
  ...IT_UNITS,
  ...ES_UNITS,
  ...DA_UNITS,
  ...PL_CS_UNITS,
  ...NORTH_EAST_UNITS,
  ...SOUTH_EAST_UNITS,
  ...WIDER_EUROPE_UNITS,
  ...ASIA_AFRICA_UNITS,
])
  if (codelists.isValidCode('unit', code)) for (const w of words) if (!UNIT_MAP.has(w)) UNIT_MAP.set(w, code);

function unitKey(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replace(/\((?:s|e|n|en|es)\)$/, '')
    .replace(/\.$/, '')
    .trim();
}

/** Rec 20 code for a printed unit word, or undefined when unknown. Accepts codes as well ("H87"). */
export function unitCode(word: string): string | undefined {
  // German e-invoice viewers print H87 (piece) as "Stk" and C62 (one, unit) as "Stk."
  if (/^stk\.$/i.test(word.trim())) return 'C62';
  // a name with its code in brackets, as e-invoice visualisations print units whose names several
  // codes share ("Stück (XPP)", "Piece [H87]"): the code says which
  const bracketed = /^\S.*?\s*[([]\s*([A-Z0-9]{2,3})\s*[)\]]$/.exec(word.trim());
  if (bracketed?.[1] && codelists.isValidCode('unit', bracketed[1])) return bracketed[1];
  const k = unitKey(word);
  const hit = UNIT_MAP.get(k);
  if (hit) return hit;
  if (/^[A-Z0-9]{2,3}$/.test(word.trim()) && UNIT_MAP.has(word.trim().toLowerCase())) return word.trim();
  // a Rec 20 / Rec 21 code printed as such ("15 XBC", "XBC - crate"): three capitals or digits
  const code = word.trim().replace(/[-.:,]$/, '');
  if (/^[A-Z][A-Z0-9]{2}$/.test(code) && codelists.isValidCode('unit', code)) return code;
  return undefined;
}

/**
 * The unit a document's renderer means by a printed word, where that differs from the usual
 * reading. The AWV "Lesbarmachung" stylesheets for ZUGFeRD/Factur-X (recognisable by the
 * "Anwendungsempfehlung :" label they print for the specification identifier) name C62 (one)
 * "Stk" and print a code they have no name for as the code ("1 H87"): "Stk" there is C62.
 */
export function rendererUnit(word: string, docText: string): string | undefined {
  if (/^stk$/i.test(word.trim()) && /\bAnwendungsempfehlung\s*:/.test(docText)) return 'C62';
  return undefined;
}

const COUNTRY_NAMES: Array<[string, string[]]> = [
  ['DE', ['deutschland', 'germany', 'allemagne', 'duitsland', 'bundesrepublik deutschland', 'de', 'd']],
  ['AT', ['österreich', 'oesterreich', 'austria', 'autriche', 'oostenrijk', 'at', 'a']],
  ['CH', ['schweiz', 'switzerland', 'suisse', 'zwitserland', 'ch']],
  ['FR', ['frankreich', 'france', 'frankrijk', 'fr', 'f']],
  ['NL', ['niederlande', 'netherlands', 'the netherlands', 'pays-bas', 'nederland', 'nl']],
  ['BE', ['belgien', 'belgium', 'belgique', 'belgië', 'belgie', 'be', 'b']],
  ['LU', ['luxemburg', 'luxembourg', 'lu', 'l']],
  ['IT', ['italien', 'italy', 'italie', 'italië', 'italia', 'it', 'i']],
  ['ES', ['spanien', 'spain', 'espagne', 'spanje', 'españa', 'es', 'e']],
  [
    'GB',
    [
      'united kingdom',
      'uk',
      'großbritannien',
      'grossbritannien',
      'england',
      'great britain',
      'scotland',
      'wales',
      'northern ireland',
      'u.k.',
      'royaume-uni',
      'verenigd koninkrijk',
      'gb',
    ],
  ],
  [
    'US',
    [
      'usa',
      'u.s.a.',
      'united states',
      'united states of america',
      'vereinigte staaten',
      'vereinigte staaten von amerika',
      'états-unis',
      "états-unis d'amérique",
      'verenigde staten',
      'us',
    ],
  ],
  ['CA', ['canada', 'kanada']],
  ['AU', ['australia', 'australien', 'australie', 'australië']],
  ['NZ', ['new zealand', 'neuseeland', 'nouvelle-zélande', 'nieuw-zeeland']],
  ['PL', ['polen', 'poland', 'pologne', 'polska', 'pl']],
  ['DK', ['dänemark', 'denmark', 'danemark', 'danmark', 'denemarken', 'dk']],
  ['SE', ['schweden', 'sweden', 'suède', 'sverige', 'zweden', 'se']],
  ['CZ', ['tschechien', 'czech republic', 'czechia', 'česko', 'česká republika', 'tsjechië', 'cz']],
  ['IE', ['irland', 'ireland', 'irlande', 'ierland', 'éire', 'ie']],
  ['PT', ['portugal', 'pt']],
  ['SK', ['slowakei', 'slovakia', 'slovaquie', 'slovensko', 'slowakije', 'sk']],
  ['HU', ['ungarn', 'hungary', 'hongrie', 'magyarország', 'hongarije', 'hu']],
  ['SI', ['slowenien', 'slovenia', 'slovénie', 'slovenija', 'slovenië', 'si']],
  ['HR', ['kroatien', 'croatia', 'croatie', 'hrvatska', 'kroatië', 'hr']],
  ['FI', ['finnland', 'finland', 'finlande', 'suomi', 'fi']],
  ['NO', ['norwegen', 'norway', 'norvège', 'norge', 'noorwegen', 'no']],
  ['GR', ['griechenland', 'greece', 'grèce', 'griekenland', 'gr', 'el']],
  ['RO', ['rumänien', 'romania', 'roumanie', 'românia', 'roemenië', 'ro']],
  ['BG', ['bulgarien', 'bulgaria', 'bulgarie', 'bulgarije', 'bg']],
  ['LI', ['liechtenstein', 'li']],
  ['LT', ['litauen', 'lithuania', 'lituanie', 'lietuva', 'litouwen', 'lt']],
  ['LV', ['lettland', 'latvia', 'lettonie', 'latvija', 'letland', 'lv']],
  ['EE', ['estland', 'estonia', 'estonie', 'eesti', 'ee']],
  // trading partners outside Europe that send invoices to German importers (session 21)
  ['CN', ['china', 'volksrepublik china', "people's republic of china", 'p.r. china', 'p.r.c.', 'chine']],
  ['IN', ['india', 'indien', 'inde']],
  ['JP', ['japan', 'japon']],
  ['KR', ['south korea', 'republic of korea', 'korea', 'südkorea', 'corée du sud']],
  ['TW', ['taiwan']],
  ['HK', ['hong kong', 'hongkong']],
  ['VN', ['vietnam', 'viet nam']],
  ['TR', ['türkei', 'turkey', 'türkiye', 'turquie']],
  // French overseas departments have their own ISO codes
  ['RE', ['réunion', 'la réunion', 'ile de la réunion', 'île de la réunion', 'reunion', 'la reunion']],
  ['GP', ['guadeloupe']],
  ['MQ', ['martinique']],
  ['GF', ['guyane', 'guyane française', 'french guiana']],
  ['YT', ['mayotte']],
];
const COUNTRY_MAP = new Map<string, string>();
for (const [code, names] of [
  ...COUNTRY_NAMES,
  ...NORTH_EAST_COUNTRY_NAMES,
  ...SOUTH_EAST_COUNTRY_NAMES,
  ...WIDER_EUROPE_COUNTRY_NAMES,
  ...ASIA_AFRICA_COUNTRY_NAMES,
])
  for (const n of names) COUNTRY_MAP.set(foldMarks(n), code);

/** ISO 3166 alpha-2 for a printed country name ("Deutschland / Germany" → DE). */
export function countryCode(text: string): string | undefined {
  // compared without diacritics: Greek capitals drop their accents ("ΓΕΡΜΑΝΙΑ")
  const t = foldMarks(text.trim().toLowerCase());
  if (COUNTRY_MAP.has(t)) return COUNTRY_MAP.get(t);
  for (const part of t.split(/\s*[/,|-]\s*/)) {
    if (part.length > 2 && COUNTRY_MAP.has(part)) return COUNTRY_MAP.get(part);
  }
  return undefined;
}

/** Is this text just a country name (a line of an address block)? */
export function isCountryLine(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (t.length <= 2) return false;
  return countryCode(text) !== undefined && !/\d/.test(t);
}
