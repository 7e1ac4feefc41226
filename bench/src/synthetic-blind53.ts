/**
 * Held-out set blind53 (session 28, issue 19): numbers, dates and currencies as printed across Europe
 * and beyond, written before opening anything under packages/extract/ and without reading the other
 * blind generators. Eight layouts, each varying per document the notation of its amounts (two or
 * three in one document: item table, totals, payment line), quantities, rates and dates:
 *
 * - `zahl22` a German invoice: "1.234,56", "1.234,-" for whole amounts, "1.234,56 €" / "EUR 1.234,56",
 *   returns as "−1" and "−12,50" (Unicode minus), quantities "1,500" kg and "0,25" Std. or "½"/"¼",
 *   rates "19,00 %" / "7 v. H." / "MwSt 19%", dates "05.03.26", "5. März 2026", "2026-03-05" with
 *   "KW 10/2026" beside the date, "zahlbar bis 05.04.26" or "30 Tage netto" only.
 * - `wien22` an Austrian invoice: "€ 1.234,56", returns with a trailing minus "12,50-", 20 %/10 %,
 *   "5. Jänner 2026", "05.01.2026", "Fälligkeit" or "zahlbar 30 Tage netto" only.
 * - `franken22` a Swiss invoice in CHF: "CHF 1'234.50", "1’234.50", whole amounts "Fr. 12.–" /
 *   "1’234.–", MWST 8.1 %/2.6 % ("8,1 %", "8.1%"), "CHE-123.456.789 MWST", "05.03.2026".
 * - `grenz22` a Swiss seller invoicing a Swiss buyer in EUR, German labels: "EUR 1'234.50",
 *   "1’234.50 €", "MWST 8.1 %", ISO dates and "5. März 2026".
 * - `pound22` a British invoice: "£ 12.00", "£1,234.56", credits in brackets "(12.00)", "5th March
 *   2026", "05-Mar-2026", "05/03/2026", "VAT @ 20%", "Due date" or "30 days net" only.
 * - `dollar22` a US invoice: "US$ 1,200.00", "$1,200.00", "USD 1,200.00", US dates "03/05/2026", "Mar
 *   5th, 2026", sales tax "7.25%", "Due" or "Terms: 30 days net" only.
 * - `facture22` a Belgian facture: "1 234,56 €" with a narrow no-break space, "EUR 1 234,56", returns
 *   "−12,50", TVA "21 %"/"6,00 %", "05/03/2026", "5 mars 2026", "À payer avant le …" or "30 jours net".
 * - `nordic22` an English-labelled invoice of a Swedish, Polish, Danish or Czech seller (by turn):
 *   "SEK 1 234:50" / "1 234,50 kr", "zł 1 234,56" / "1 234,56 zł", "kr 1.234,00" / "DKK 1.234,00",
 *   "1 234,56 Kč" / "CZK 1 234,56", thousands by narrow no-break space or space, ISO, "05.03.2026" and
 *   "05-Mar-2026" dates.
 *
 * Truth: only what is printed; line ids are the printed positions (every layout has a position
 * column). BT-9 only where a due date is printed. BT-5 the currency as printed. US sellers print no VAT
 * id and no IBAN (none in the truth). The eighth document of each layout (syn-0056 …) has 30 items and
 * runs over two pages.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  bicOf,
  dachParty,
  type Generated,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  MONTH_NAMES,
  pager,
  type Tools,
  usParty,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND53_TEMPLATES = [
  'zahl22',
  'wien22',
  'franken22',
  'grenz22',
  'pound22',
  'dollar22',
  'facture22',
  'nordic22',
] as const;
type Tpl = (typeof BLIND53_TEMPLATES)[number];
type Lang = 'de' | 'en' | 'us' | 'fr';

/** How an amount is written: thousands, decimal mark, whole amounts ("-" / "–"), negatives. */
interface Num {
  th: string;
  dc: string;
  whole?: string;
  neg: 'minus' | 'hyphen' | 'paren' | 'trail';
}
const NNBSP = '\u202f';
function fmt(v: string, n: Num): string {
  const d = dec(v);
  const neg = d.isNegative() && !d.isZero();
  const a = d.abs().toFixed(2);
  let s = groupedMoney(a, n.th, n.dc);
  if (n.whole && a.endsWith('.00')) s = `${s.slice(0, -2)}${n.whole}`;
  if (!neg) return s;
  if (n.neg === 'paren') return `(${s})`;
  if (n.neg === 'trail') return `${s}-`;
  return `${n.neg === 'minus' ? '\u2212' : '-'}${s}`;
}
/** A currency around an amount: before ("EUR ", "€", "£ ") or after (" €", " zł"). */
interface Cur {
  pre?: string;
  post?: string;
}
const withCur = (s: string, c: Cur) => `${c.pre ?? ''}${s}${c.post ?? ''}`;

const MON3 = MONTH_NAMES.en.map((m) => m.slice(0, 3));
const ord = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
type DateStyle =
  | 'iso'
  | 'dot2'
  | 'dot4'
  | 'longde'
  | 'longat'
  | 'enUS'
  | 'enUK'
  | 'dmon'
  | 'slash'
  | 'us'
  | 'longfr';
function fmtDate(iso: string, st: DateStyle): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  const day = Number(d);
  const mi = Number(m) - 1;
  switch (st) {
    case 'iso':
      return iso;
    case 'dot2':
      return `${d}.${m}.${y.slice(2)}`;
    case 'dot4':
      return `${d}.${m}.${y}`;
    case 'longde':
      return `${day}. ${MONTH_NAMES.de[mi]} ${y}`;
    case 'longat':
      return `${day}. ${MONTH_NAMES.at[mi]} ${y}`;
    case 'enUS':
      return `${MON3[mi]} ${ord(day)}, ${y}`;
    case 'enUK':
      return `${ord(day)} ${MONTH_NAMES.en[mi]} ${y}`;
    case 'dmon':
      return `${d}-${MON3[mi]}-${y}`;
    case 'slash':
      return `${d}/${m}/${y}`;
    case 'us':
      return `${m}/${d}/${y}`;
    case 'longfr':
      return `${day} ${MONTH_NAMES.fr[mi]} ${y}`;
  }
}
/** ISO week and its year of a date. */
function isoWeek(iso: string): [number, number] {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 3);
  const y = d.getUTCFullYear();
  const first = new Date(Date.UTC(y, 0, 4));
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7) + 3);
  return [1 + Math.round((d.getTime() - first.getTime()) / (7 * 86400000)), y];
}

type QtyKind = 'int' | 'kg' | 'hour' | 'half';
/** An item: printed name, unit per language group, how its quantity is drawn, price range. */
interface Item {
  name: string;
  unit: readonly [string, string];
  q: QtyKind;
  p: [number, number];
}
const U = {
  de: {
    stk: ['Stk.', 'H87'],
    std: ['Std.', 'HUR'],
    kg: ['kg', 'KGM'],
    m: ['m', 'MTR'],
    l: ['l', 'LTR'],
    pa: ['Pausch.', 'LS'],
    tag: ['Tag', 'DAY'],
  },
  en: {
    stk: ['pcs', 'H87'],
    std: ['hrs', 'HUR'],
    kg: ['kg', 'KGM'],
    m: ['m', 'MTR'],
    l: ['litre', 'LTR'],
    pa: ['lot', 'LS'],
    tag: ['day', 'DAY'],
  },
  fr: {
    stk: ['pce', 'H87'],
    std: ['h', 'HUR'],
    kg: ['kg', 'KGM'],
    m: ['m', 'MTR'],
    l: ['litre', 'LTR'],
    pa: ['forfait', 'LS'],
    tag: ['jour', 'DAY'],
  },
} as const;
for (const g of Object.values(U))
  for (const [, code] of Object.values(g))
    if (!codelists.isValidCode('unit', code)) throw new Error(`blind53: unit ${code} not in the code list`);

const ITEMS: Record<'de' | 'en' | 'fr', Item[]> = {
  de: [
    { name: 'Montagearbeiten Geselle', unit: U.de.std, q: 'hour', p: [58, 92] },
    { name: 'Edelstahlschrauben M8x40', unit: U.de.stk, q: 'int', p: [0.2, 2] },
    { name: 'Kupferdraht blank 2,5 mm', unit: U.de.kg, q: 'kg', p: [9, 16] },
    { name: 'Kabelkanal 40x60 grau', unit: U.de.m, q: 'int', p: [4, 12] },
    { name: 'Hydrauliköl HLP 46', unit: U.de.l, q: 'int', p: [3, 8] },
    { name: 'Anfahrtspauschale', unit: U.de.pa, q: 'int', p: [35, 95] },
    { name: 'Gerüstmiete Fahrgerüst', unit: U.de.tag, q: 'half', p: [80, 180] },
    { name: 'Messingfittings sortiert', unit: U.de.kg, q: 'kg', p: [18, 34] },
    { name: 'Beratung vor Ort', unit: U.de.std, q: 'hour', p: [95, 160] },
    { name: 'Dichtungsband selbstklebend', unit: U.de.m, q: 'int', p: [1, 4] },
    { name: 'Kaffeebohnen Hausmischung', unit: U.de.kg, q: 'kg', p: [14, 26] },
    { name: 'Heizungswartung Therme', unit: U.de.pa, q: 'int', p: [120, 260] },
  ],
  en: [
    { name: 'Installation labour', unit: U.en.std, q: 'hour', p: [45, 85] },
    { name: 'Stainless bolts M10', unit: U.en.stk, q: 'int', p: [0.3, 3] },
    { name: 'Copper wire bare 2.5 mm', unit: U.en.kg, q: 'kg', p: [8, 15] },
    { name: 'Cable tray 60 mm', unit: U.en.m, q: 'int', p: [5, 14] },
    { name: 'Hydraulic oil ISO 46', unit: U.en.l, q: 'int', p: [3, 9] },
    { name: 'Call-out charge', unit: U.en.pa, q: 'int', p: [40, 120] },
    { name: 'Scaffold tower hire', unit: U.en.tag, q: 'half', p: [70, 160] },
    { name: 'Brass fittings assorted', unit: U.en.kg, q: 'kg', p: [16, 30] },
    { name: 'Consulting on site', unit: U.en.std, q: 'hour', p: [90, 175] },
    { name: 'Sealing tape', unit: U.en.m, q: 'int', p: [1, 4] },
    { name: 'Roasted coffee beans', unit: U.en.kg, q: 'kg', p: [12, 24] },
    { name: 'Boiler service', unit: U.en.pa, q: 'int', p: [110, 240] },
  ],
  fr: [
    { name: "Main-d'œuvre installation", unit: U.fr.std, q: 'hour', p: [48, 88] },
    { name: 'Vis inox M8x40', unit: U.fr.stk, q: 'int', p: [0.2, 2] },
    { name: 'Fil de cuivre nu 2,5 mm', unit: U.fr.kg, q: 'kg', p: [9, 16] },
    { name: 'Goulotte 40x60 grise', unit: U.fr.m, q: 'int', p: [4, 12] },
    { name: 'Huile hydraulique HLP 46', unit: U.fr.l, q: 'int', p: [3, 8] },
    { name: 'Frais de déplacement', unit: U.fr.pa, q: 'int', p: [35, 95] },
    { name: 'Location échafaudage', unit: U.fr.tag, q: 'half', p: [80, 170] },
    { name: 'Raccords laiton assortis', unit: U.fr.kg, q: 'kg', p: [18, 32] },
    { name: 'Conseil sur site', unit: U.fr.std, q: 'hour', p: [95, 150] },
    { name: "Bande d'étanchéité", unit: U.fr.m, q: 'int', p: [1, 4] },
    { name: 'Café en grains', unit: U.fr.kg, q: 'kg', p: [14, 26] },
    { name: 'Entretien chaudière', unit: U.fr.pa, q: 'int', p: [120, 250] },
  ],
};

interface Line {
  id: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  rate: string;
  name: string;
  q: QtyKind;
}
interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  cur: string;
  s: KitParty;
  b: KitParty;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  po: string;
  lines: Line[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  iban: string;
  bic: string;
  ibanGrouped: boolean;
  nTab: Num;
  nTot: Num;
  cTot: Cur;
  cPay: Cur;
  nPay: Num;
  dIssue: DateStyle;
  dDue: DateStyle;
  dOther: DateStyle;
  kw: boolean;
  rTab: (r: string) => string;
  rTot: (r: string) => string;
  qFmt: (l: Line) => string;
  fracs: boolean;
  t: Tools;
}

/** A decimal with `dc` as its mark: "1,500", "0,25". */
const dnum = (v: string, dc: string) => v.replace('.', dc);
const FRAC: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾', '1.5': '1½', '2.5': '2½' };

const NORDIC = ['SE', 'PL', 'DK', 'CZ'] as const;
const NORDIC_PLACES: Record<(typeof NORDIC)[number], Array<[string, string, string]>> = {
  SE: [
    ['Stockholm', '111 52', 'Drottninggatan'],
    ['Göteborg', '411 06', 'Kungsgatan'],
    ['Malmö', '211 22', 'Södergatan'],
  ],
  PL: [
    ['Warszawa', '00-950', 'ul. Marszałkowska'],
    ['Kraków', '31-042', 'ul. Floriańska'],
    ['Poznań', '61-772', 'ul. Półwiejska'],
  ],
  DK: [
    ['København K', '1050', 'Vesterbrogade'],
    ['Aarhus C', '8000', 'Søndergade'],
    ['Odense C', '5000', 'Vestergade'],
  ],
  CZ: [
    ['Praha 1', '110 00', 'Národní'],
    ['Brno', '602 00', 'Masarykova'],
    ['Ostrava', '702 00', 'Nádražní'],
  ],
};
const NORDIC_NAMES: Record<(typeof NORDIC)[number], [string[], string[]]> = {
  SE: [['Nordljus', 'Fjällvind', 'Skärgård Teknik'], ['AB']],
  PL: [
    ['Wisła Serwis', 'Bałtyk Technika', 'Mazowsze Handel'],
    ['Sp. z o.o.', 'S.A.'],
  ],
  DK: [
    ['Havblik', 'Nordsø Teknik', 'Fyn Handel'],
    ['ApS', 'A/S'],
  ],
  CZ: [
    ['Vltava Servis', 'Morava Technik', 'Šumava Obchod'],
    ['s.r.o.', 'a.s.'],
  ],
};
function nordicParty(cc: (typeof NORDIC)[number], t: Tools): KitParty {
  const [city, pc, street] = t.pick(NORDIC_PLACES[cc]);
  const name = `${t.pick(NORDIC_NAMES[cc][0])} ${t.pick(NORDIC_NAMES[cc][1])}`;
  const d = t.digits;
  const vat = {
    SE: () => `SE${d(10)}01`,
    PL: () => `PL${d(10)}`,
    DK: () => `DK${d(8)}`,
    CZ: () => `CZ${d(8)}`,
  }[cc]();
  const no = t.int(1, 90);
  const st = cc === 'PL' ? `${street} ${no}` : `${street} ${no}`;
  return { name, street: st, pc, city, country: cc, vat, vatShown: vat };
}
const NORDIC_BBAN: Record<(typeof NORDIC)[number], number> = { SE: 20, PL: 24, DK: 14, CZ: 20 };
const NORDIC_BIC: Record<(typeof NORDIC)[number], string> = {
  SE: 'ESSESESS',
  PL: 'BPKOPLPW',
  DK: 'DABADKKK',
  CZ: 'KOMBCZPP',
};

const DE_SELLERS = [
  'Schröder Haustechnik GmbH',
  'Brandt & Söhne KG',
  'Elektro Lindner e.K.',
  'Kaffeerösterei Aurich GmbH',
];
const DE_BUYERS = [
  'Hansa Immobilien GmbH',
  'Stadtbäckerei Meyer OHG',
  'Rheinwerk Logistik AG',
  'Praxis Dr. Vogel',
];
const AT_NAMES = [
  'Huber Installationen GmbH',
  'Alpenblick Hotel KG',
  'Donau Technik GmbH',
  'Kaffeehaus Sperl OG',
];
const CH_NAMES = [
  'Zürcher Haustechnik AG',
  'Berner Oberland Bau GmbH',
  'Rhein Elektro AG',
  'Kaffee Rösterei Basel AG',
];
const CH_BUYERS = [
  'Seeblick Immobilien AG',
  'Bäckerei Fischer GmbH',
  'Hotel Bellevue AG',
  'Gemeinde Muri Werkhof',
];

const TPL_LANG: Record<Tpl, Lang> = {
  zahl22: 'de',
  wien22: 'de',
  franken22: 'de',
  grenz22: 'de',
  pound22: 'en',
  dollar22: 'us',
  facture22: 'fr',
  nordic22: 'en',
};

function build(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND53_TEMPLATES.length);
  const lang = TPL_LANG[tpl];
  const month = t.int(1, 12);
  const issue = `2026-${String(month).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const due = addDays(issue, t.pick([14, 30, 30, 10]));
  const dueShown = v % 3 !== 1;
  const po = t.rnd() < 0.6 ? `${t.pick(['PO', 'B', ''])}${t.digits(6)}` : '';
  let s: KitParty;
  let b: KitParty;
  let cur = 'EUR';
  let rates: string[];
  let iban = '';
  let bic = '';
  let nTab: Num;
  let nTot: Num;
  let nPay: Num;
  let cTot: Cur;
  let cPay: Cur;
  let dIssue: DateStyle;
  let dDue: DateStyle;
  let dOther: DateStyle;
  let rTab: (r: string) => string;
  let rTot: (r: string) => string;
  const de: Num = { th: '.', dc: ',', neg: 'minus' };
  const en: Num = { th: ',', dc: '.', neg: 'hyphen' };
  const pickNum = <T>(xs: readonly T[]) => xs[v % xs.length] as T;
  let number: string;
  if (tpl === 'zahl22') {
    s = dachParty('DE', t.pick(DE_SELLERS), t);
    b = dachParty('DE', t.pick(DE_BUYERS), t);
    rates = ['19', '7'];
    iban = ibanOf('DE', t);
    bic = bicOf('DE', t);
    nTab = pickNum([{ ...de, whole: '-' }, de, { ...de, whole: '–' }]);
    nTot = pickNum([de, { ...de, whole: '-' }]);
    nPay = de;
    cTot = pickNum([{ post: ' €' }, { pre: 'EUR ' }, { post: ' EUR' }]);
    cPay = pickNum([{ pre: 'EUR ' }, { post: ' €' }]);
    dIssue = pickNum(['dot2', 'longde', 'iso'] as const);
    dDue = 'dot2';
    dOther = pickNum(['dot4', 'iso', 'longde'] as const);
    rTab = pickNum([(r: string) => `${r},00 %`, (r: string) => `${r}%`, (r: string) => `${r} v. H.`]);
    rTot = pickNum([
      (r: string) => `MwSt ${r}%`,
      (r: string) => `USt ${r} v. H.`,
      (r: string) => `MwSt. ${r},00 %`,
    ]);
    number = `RE-${issue.slice(0, 4)}-${t.digits(4)}`;
  } else if (tpl === 'wien22') {
    s = dachParty('AT', t.pick(AT_NAMES), t);
    b = dachParty('AT', t.pick(AT_NAMES.filter((x) => x !== s.name)), t);
    rates = ['20', '10'];
    iban = ibanOf('AT', t);
    bic = bicOf('AT', t);
    nTab = { ...de, neg: 'trail' };
    nTot = pickNum([
      { ...de, neg: 'trail' },
      { ...de, neg: 'minus', th: NNBSP },
    ]);
    nPay = de;
    cTot = pickNum([{ pre: '€ ' }, { pre: 'EUR ' }, { post: ' €' }]);
    cPay = { pre: '€ ' };
    dIssue = pickNum(['longat', 'dot4', 'dot2'] as const);
    dDue = pickNum(['dot4', 'longat'] as const);
    dOther = 'dot4';
    rTab = pickNum([(r: string) => `${r} %`, (r: string) => `${r},00 %`]);
    rTot = pickNum([
      (r: string) => `USt ${r} %`,
      (r: string) => `MwSt ${r}%`,
      (r: string) => `${r} v. H. USt`,
    ]);
    number = `${issue.slice(2, 4)}/${t.int(100, 999)}`;
  } else if (tpl === 'franken22' || tpl === 'grenz22') {
    s = dachParty('CH', t.pick(CH_NAMES), t);
    b = dachParty('CH', t.pick(CH_BUYERS), t);
    rates = ['8.1', '2.6'];
    iban = ibanOf('CH', t);
    bic = bicOf('CH', t);
    const ap: Num = { th: "'", dc: '.', neg: 'hyphen' };
    const rq: Num = { th: '’', dc: '.', neg: 'minus' };
    if (tpl === 'franken22') {
      cur = 'CHF';
      nTab = pickNum([{ ...ap, whole: '–' }, rq, { ...rq, whole: '–' }]);
      nTot = pickNum([ap, { ...rq, whole: '–' }]);
      nPay = ap;
      cTot = pickNum([{ pre: 'CHF ' }, { pre: 'Fr. ' }, { post: ' CHF' }]);
      cPay = { pre: 'CHF ' };
      dIssue = pickNum(['dot4', 'longde', 'dot2'] as const);
      dDue = 'dot4';
      dOther = 'dot4';
    } else {
      nTab = pickNum([ap, rq]);
      nTot = pickNum([rq, ap, { th: NNBSP, dc: ',', neg: 'minus' }]);
      nPay = ap;
      cTot = pickNum([{ pre: 'EUR ' }, { post: ' €' }, { pre: '€ ' }]);
      cPay = { pre: 'EUR ' };
      dIssue = pickNum(['iso', 'longde', 'dot4'] as const);
      dDue = pickNum(['iso', 'dot4'] as const);
      dOther = 'longde';
    }
    rTab = pickNum([(r: string) => `${r.replace('.', ',')} %`, (r: string) => `${r}%`]);
    rTot = pickNum([(r: string) => `MWST ${r} %`, (r: string) => `MWST ${r.replace('.', ',')}%`]);
    number = `${t.int(2026000, 2026999)}`;
  } else if (tpl === 'pound22') {
    const p = h.party('GB');
    s = { ...p, country: 'GB', vat: h.vatId('GB') };
    s.vatShown = `GB ${s.vat?.slice(2, 5)} ${s.vat?.slice(5, 9)} ${s.vat?.slice(9)}`;
    b = { ...h.party('GB'), country: 'GB' };
    cur = 'GBP';
    rates = ['20', '5'];
    iban = ibanOf('GB', t);
    bic = iban.slice(4, 8) === 'BARC' ? 'BARCGB22' : 'NWBKGB2L';
    nTab = { ...en, neg: 'paren' };
    nTot = { ...en, neg: 'paren' };
    nPay = en;
    cTot = pickNum([{ pre: '£ ' }, { pre: '£' }, { pre: 'GBP ' }]);
    cPay = { pre: '£' };
    dIssue = pickNum(['enUK', 'dmon', 'slash'] as const);
    dDue = pickNum(['slash', 'dmon'] as const);
    dOther = 'dmon';
    rTab = pickNum([(r: string) => `${r}%`, (r: string) => `${r}.0 %`]);
    rTot = pickNum([(r: string) => `VAT @ ${r}%`, (r: string) => `VAT ${r}.00%`]);
    number = `INV-${t.digits(5)}`;
  } else if (tpl === 'dollar22') {
    const us = usParty(t, 'seller');
    s = us;
    b = usParty(t, 'buyer');
    cur = 'USD';
    rates = [us.taxRate];
    nTab = en;
    nTot = { ...en, neg: 'paren' };
    nPay = en;
    cTot = pickNum([{ pre: 'US$ ' }, { pre: '$' }, { pre: 'USD ' }]);
    cPay = { pre: 'US$ ' };
    dIssue = pickNum(['us', 'enUS'] as const);
    dDue = pickNum(['us', 'enUS'] as const);
    dOther = 'us';
    rTab = (r: string) => `${r}%`;
    rTot = pickNum([(r: string) => `Sales tax ${r}%`, (r: string) => `Tax (${r} %)`]);
    number = `${t.int(10000, 99999)}`;
  } else if (tpl === 'facture22') {
    s = { ...h.party('BE'), country: 'BE', vat: h.vatId('BE') };
    s.vatShown = `BE ${s.vat?.slice(2, 6)}.${s.vat?.slice(6, 9)}.${s.vat?.slice(9)}`;
    b = { ...h.party('BE'), country: 'BE', vat: h.vatId('BE') };
    b.vatShown = b.vat;
    rates = ['21', '6'];
    iban = ibanOfCountry('BE', t);
    bic = t.pick(['GEBABEBB', 'BBRUBEBB', 'KREDBE22']);
    const fr: Num = { th: NNBSP, dc: ',', neg: 'minus' };
    nTab = pickNum([fr, { ...fr, th: '.' }]);
    nTot = pickNum([fr, { ...fr, th: ' ' }]);
    nPay = fr;
    cTot = pickNum([{ post: ' €' }, { pre: 'EUR ' }, { post: ' EUR' }]);
    cPay = { post: ' €' };
    dIssue = pickNum(['slash', 'longfr'] as const);
    dDue = pickNum(['slash', 'longfr'] as const);
    dOther = 'slash';
    rTab = pickNum([(r: string) => `${r} %`, (r: string) => `${r},00 %`]);
    rTot = pickNum([(r: string) => `TVA ${r} %`, (r: string) => `TVA ${r},00 %`]);
    number = `F${issue.slice(0, 4)}/${t.digits(4)}`;
  } else {
    const cc = NORDIC[v % NORDIC.length] as (typeof NORDIC)[number];
    s = nordicParty(cc, t);
    b = nordicParty(cc, t);
    while (b.name === s.name) b = nordicParty(cc, t);
    cur = { SE: 'SEK', PL: 'PLN', DK: 'DKK', CZ: 'CZK' }[cc];
    rates = { SE: ['25', '12'], PL: ['23', '8'], DK: ['25'], CZ: ['21', '12'] }[cc];
    iban = ibanWithCheck(cc, t.digits(NORDIC_BBAN[cc]));
    bic = NORDIC_BIC[cc];
    const sp: Num = { th: t.rnd() < 0.5 ? NNBSP : ' ', dc: ',', neg: 'minus' };
    if (cc === 'SE') {
      nTab = sp;
      nTot = { ...sp, dc: ':' };
      nPay = sp;
      cTot = { pre: 'SEK ' };
      cPay = { post: ' kr' };
    } else if (cc === 'PL') {
      nTab = sp;
      nTot = sp;
      nPay = { ...sp, th: ' ' };
      cTot = { pre: 'zł ' };
      cPay = { post: ' zł' };
    } else if (cc === 'DK') {
      nTab = { th: '.', dc: ',', neg: 'minus' };
      nTot = nTab;
      nPay = nTab;
      cTot = { pre: 'kr ' };
      cPay = { pre: 'DKK ' };
    } else {
      nTab = sp;
      nTot = sp;
      nPay = sp;
      cTot = { post: ' Kč' };
      cPay = { pre: 'CZK ' };
    }
    dIssue = cc === 'SE' ? 'iso' : pickNum(['dot4', 'dmon'] as const);
    dDue = cc === 'SE' ? 'iso' : 'dot4';
    dOther = 'dmon';
    rTab = (r: string) => `${r}%`;
    rTot = (r: string) => `VAT ${r} %`;
    number = `${cc}-${issue.slice(0, 4)}-${t.digits(5)}`;
  }
  const fracs = lang === 'de' && tpl !== 'franken22' && tpl !== 'grenz22' && v % 2 === 0;
  const long = v === 7;
  const n = long ? 30 : t.int(3, 8);
  const items = ITEMS[lang === 'us' ? 'en' : lang === 'fr' ? 'fr' : lang === 'en' ? 'en' : 'de'];
  const lines: Line[] = [];
  for (let i = 0; i < n; i++) {
    const it = items[(i + v) % items.length] as Item;
    const qty =
      it.q === 'kg'
        ? dec(t.int(250, 48000)).dividedBy(1000).toFixed(3)
        : it.q === 'hour'
          ? dec(t.int(1, 24)).dividedBy(4).toString()
          : it.q === 'half'
            ? t.pick(['0.5', '1.5', '2.5', '1', '0.5'])
            : String(t.int(1, it.p[1] < 5 ? 200 : 12));
    const whole = t.rnd() < 0.4;
    const pr = it.p[0] + t.rnd() * (it.p[1] - it.p[0]);
    const price = whole && pr >= 5 ? `${Math.round(pr)}.00` : pr.toFixed(2);
    const rate =
      rates.length > 1 && it.unit[1] === 'KGM' && it.name.match(/Kaffee|coffee|Café/)
        ? (rates[1] as string)
        : (rates[0] as string);
    const name = long && i >= items.length ? `${it.name} (${Math.floor(i / items.length) + 1})` : it.name;
    lines.push({
      id: String(i + 1),
      qty,
      unit: it.unit,
      price,
      net: round(dec(qty).times(dec(price))),
      rate,
      name,
      q: it.q,
    });
  }
  // a return (negative quantity) in every third document of the layouts that print one
  const first = lines.find((l) => l.q === 'int');
  if (first && ['zahl22', 'wien22', 'pound22', 'facture22'].includes(tpl) && v % 3 === 2) {
    const rn = { de: 'Rückgabe', en: 'Returned', fr: 'Retour', us: 'Returned' }[lang];
    const price = first.price;
    lines.push({
      id: String(lines.length + 1),
      qty: '-1',
      unit: first.unit,
      price,
      net: round(dec(price).negated()),
      rate: first.rate,
      name: `${rn}: ${first.name}`,
      q: 'int',
    });
  }
  // rates only where the layout has its second rate on a line
  const { vat, lineNet, vatT } = vatSums(lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const qFmt = (l: Line) => {
    const dc = lang === 'de' && tpl !== 'franken22' && tpl !== 'grenz22' ? ',' : lang === 'fr' ? ',' : '.';
    const neg = l.qty.startsWith('-');
    const a = neg ? l.qty.slice(1) : l.qty;
    let s2: string;
    if (fracs && (l.q === 'half' || l.q === 'hour') && FRAC[a]) s2 = FRAC[a] as string;
    else s2 = dnum(a, dc);
    return neg ? `${tpl === 'wien22' ? '' : '\u2212'}${s2}${tpl === 'wien22' ? '-' : ''}` : s2;
  };
  return {
    tpl,
    v,
    lang,
    cur,
    s,
    b,
    number,
    issue,
    due,
    dueShown,
    po,
    lines,
    vat,
    lineNet,
    vatT,
    gross,
    iban,
    bic,
    ibanGrouped: v % 2 === 0,
    nTab,
    nTot,
    nPay,
    cTot,
    cPay,
    dIssue,
    dDue,
    dOther,
    kw: lang === 'de' && v % 2 === 1,
    rTab,
    rTot,
    qFmt,
    fracs,
    t,
  };
}

const L = {
  de: {
    title: 'Rechnung',
    no: 'Rechnungs-Nr.',
    date: 'Datum',
    po: 'Ihre Bestellung',
    cols: ['Pos.', 'Bezeichnung', 'Menge', 'Einheit', 'Einzelpreis', 'MwSt', 'Betrag'],
    net: 'Summe netto',
    vatSum: 'Summe MwSt',
    on: 'auf',
    gross: 'Rechnungsbetrag',
    vat: 'USt-IdNr.',
    due: (d: string) => `Zahlbar bis ${d} ohne Abzug.`,
    net30: 'Zahlungsbedingungen: 30 Tage netto',
    pay: (a: string) => `Bitte überweisen Sie ${a} auf unser Konto.`,
    page: (p: number, n: number) => `Seite ${p}/${n}`,
    cont: 'Übertrag auf Seite 2',
  },
  en: {
    title: 'INVOICE',
    no: 'Invoice No.',
    date: 'Invoice date',
    po: 'Your order',
    cols: ['No.', 'Description', 'Qty', 'Unit', 'Unit price', 'VAT', 'Amount'],
    net: 'Subtotal',
    vatSum: 'Total VAT',
    on: 'on',
    gross: 'Total due',
    vat: 'VAT No.',
    due: (d: string) => `Due date: ${d}`,
    net30: 'Payment terms: 30 days net',
    pay: (a: string) => `Please pay ${a} by bank transfer.`,
    page: (p: number, n: number) => `Page ${p} of ${n}`,
    cont: 'Continued on page 2',
  },
  us: {
    title: 'INVOICE',
    no: 'Invoice #',
    date: 'Date',
    po: 'P.O. #',
    cols: ['#', 'Description', 'Qty', 'Unit', 'Rate', 'Tax', 'Amount'],
    net: 'Subtotal',
    vatSum: 'Total tax',
    on: 'on',
    gross: 'Balance due',
    vat: 'EIN',
    due: (d: string) => `Due: ${d}`,
    net30: 'Terms: 30 days net',
    pay: (a: string) => `Amount enclosed: ${a}`,
    page: (p: number, n: number) => `Page ${p} of ${n}`,
    cont: 'Continued',
  },
  fr: {
    title: 'FACTURE',
    no: 'Facture n°',
    date: 'Date',
    po: 'Votre commande',
    cols: ['N°', 'Désignation', 'Qté', 'Unité', 'P.U. HTVA', 'TVA', 'Total HTVA'],
    net: 'Total HTVA',
    vatSum: 'Total TVA',
    on: 'sur',
    gross: 'Total TVAC',
    vat: 'TVA',
    due: (d: string) => `À payer avant le ${d}.`,
    net30: 'Conditions : 30 jours net',
    pay: (a: string) => `Montant à virer : ${a}`,
    page: (p: number, n: number) => `Page ${p}/${n}`,
    cont: 'Suite page 2',
  },
};

function draw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  const lb = L[d.lang];
  const money = (v: string, n: Num = d.nTab) => fmt(v, n);
  // seller
  p.put(50, 50, d.s.name, { size: 14, bold: true });
  const sAddr = [
    d.s.street,
    d.lang === 'us'
      ? `${d.s.city}, ${(d.s as { state?: string }).state ?? ''} ${d.s.pc}`
      : d.lang === 'en' && d.s.country === 'GB'
        ? `${d.s.city} ${d.s.pc}`
        : `${d.s.pc} ${d.s.city}`,
  ];
  p.block(sAddr, 50, 70, { size: 9 });
  const sVatLabel = d.s.country === 'CH' ? 'MWST-Nr.' : d.s.country === 'AT' ? 'UID-Nr.' : lb.vat;
  if (d.s.vatShown) p.put(96, 50, `${sVatLabel} ${d.s.vatShown}`, { size: 9 });
  // buyer
  const bAddr = [
    d.b.name,
    d.b.street,
    d.lang === 'us'
      ? `${d.b.city}, ${(d.b as { state?: string }).state ?? ''} ${d.b.pc}`
      : d.b.country === 'GB'
        ? `${d.b.city} ${d.b.pc}`
        : `${d.b.pc} ${d.b.city}`,
  ];
  p.block(bAddr, 50, 150, { size: 10 });
  const bVat = d.tpl === 'facture22' || d.tpl === 'nordic22';
  if (bVat && d.b.vatShown) p.put(190, 50, `${lb.vat} ${d.b.vatShown}`, { size: 9 });
  // info block
  p.put(130, 340, lb.title, { size: 16, bold: true });
  const info: Array<[string, string]> = [
    [lb.no, d.number],
    [
      lb.date,
      `${fmtDate(d.issue, d.dIssue)}${d.kw ? `  (KW ${isoWeek(d.issue)[0]}/${isoWeek(d.issue)[1]})` : ''}`,
    ],
  ];
  if (d.po) info.push([lb.po, d.po]);
  if (d.lang === 'de') info.push(['Lieferdatum', fmtDate(d.issue, d.dOther)]);
  else if (d.lang === 'fr') info.push(['Date de livraison', fmtDate(d.issue, d.dOther)]);
  else info.push(['Delivery date', fmtDate(d.issue, d.dOther)]);
  if (d.dueShown)
    info.push([
      d.lang === 'de' ? 'Fällig am' : d.lang === 'fr' ? 'Échéance' : 'Due date',
      fmtDate(d.due, d.dDue),
    ]);
  p.kv(155, 340, 430, info, { size: 9 }, 13);
  // table
  const X = [45, 70, 312, 320, 422, 480, 545];
  const head = (y: number) => {
    const c = lb.cols;
    p.put(y, X[0] as number, c[0] as string, { size: 9, bold: true });
    p.put(y, X[1] as number, c[1] as string, { size: 9, bold: true });
    p.put(y, X[2] as number, c[2] as string, { size: 9, bold: true, right: true });
    p.put(y, X[3] as number, c[3] as string, { size: 9, bold: true });
    p.put(y, X[4] as number, c[4] as string, { size: 9, bold: true, right: true });
    p.put(y, X[5] as number, c[5] as string, { size: 9, bold: true, right: true });
    p.put(y, X[6] as number, c[6] as string, { size: 9, bold: true, right: true });
    return y + 16;
  };
  let y = head(270);
  for (const l of d.lines) {
    const y2 = p.need(y, 14);
    if (y2 !== y) y = head(y2);
    p.put(y, X[0] as number, l.id, { size: 9 });
    p.put(y, X[1] as number, l.name, { size: 9 });
    p.put(y, X[2] as number, d.qFmt(l), { size: 9, right: true });
    p.put(y, X[3] as number, l.unit[0], { size: 9 });
    p.put(y, X[4] as number, money(l.price), { size: 9, right: true });
    p.put(y, X[5] as number, d.rTab(l.rate), { size: 9, right: true });
    p.put(y, X[6] as number, money(l.net), { size: 9, right: true });
    y += 14;
  }
  // totals
  y = p.need(y + 8, 30 + 14 * d.vat.length + 60);
  const tot = (v: string) => withCur(fmt(v, d.nTot), d.cTot);
  p.put(y, 330, lb.net, { size: 9 });
  p.put(y, 545, tot(d.lineNet), { size: 9, right: true });
  y += 14;
  for (const r of d.vat) {
    p.put(y, 330, `${d.rTot(r.rate)} ${lb.on} ${fmt(r.base, d.nTot)}`, { size: 9 });
    p.put(y, 545, tot(r.tax), { size: 9, right: true });
    y += 14;
  }
  if (d.vat.length > 1) {
    p.put(y, 330, lb.vatSum, { size: 9 });
    p.put(y, 545, tot(d.vatT), { size: 9, right: true });
    y += 14;
  }
  p.put(y + 2, 330, lb.gross, { size: 10, bold: true });
  p.put(y + 2, 545, tot(d.gross), { size: 10, bold: true, right: true });
  y += 26;
  // payment
  const amt = withCur(fmt(d.gross, d.nPay), d.cPay);
  p.put(y, 50, d.dueShown ? lb.due(fmtDate(d.due, d.tpl === 'zahl22' ? 'dot2' : d.dDue)) : lb.net30, {
    size: 9,
  });
  p.put(y + 12, 50, lb.pay(amt), { size: 9 });
  const pages = p.pages();
  // footer on every page
  for (let pg = 1; pg <= pages; pg++) {
    const bank = d.iban
      ? `IBAN ${d.ibanGrouped ? spaced(d.iban) : d.iban} · BIC ${d.bic}`
      : 'ACH / wire details on request';
    rows.push([
      780,
      50,
      `${d.s.name} · ${d.s.vatShown ? `${sVatLabel} ${d.s.vatShown}` : `${d.s.city}`}`,
      { size: 7, page: pg },
    ]);
    rows.push([790, 50, bank, { size: 7, page: pg }]);
    if (pages > 1) rows.push([800, 545, lb.page(pg, pages), { size: 7, page: pg, right: true }]);
  }
  return pages;
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.dueShown) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.s.vat ? { vatId: d.s.vat } : {}),
    address: addr(d.s),
  };
  const bVat = (d.tpl === 'facture22' || d.tpl === 'nordic22') && d.b.vat;
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(bVat ? { vatId: d.b.vat } : {}) };
  if (d.iban)
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  inv.lines = d.lines.map((l) => kitLine({ ...l, unit: [l.unit[0], l.unit[1]] }));
  return inv;
}

export function generateBlind53(k: number, h: Helpers): Generated {
  const tpl = BLIND53_TEMPLATES[k % BLIND53_TEMPLATES.length] as Tpl;
  const d = build(tpl, k, h);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
