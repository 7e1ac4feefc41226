/**
 * Held-out set blind52 (session 28, issue 19): text layers as real PDF producers write them.
 * Written before reading anything under packages/extract and without reading the other blind
 * generators. The pages are ordinary invoices (letterhead, address window, header data, an item
 * table, totals, payment and a footer); what varies is how their text is written into the PDF,
 * through the row Style flags `habit`, `hidden` and `draw` (rendered in `--pdf` only; layout mode
 * ignores `habit` and `draw` and leaves hidden rows out, as they are not on the page):
 * - `habit`: every word its own text operation (`words`), every character positioned on its own
 *   (`glyphs`, as report tools and printer drivers do), justified rows with stretched word spacing
 *   (`justify`), a kerned TJ array with letters of a word apart (`kern`), the row broken into
 *   several operations at odd places (`split`);
 * - `draw`: the page written out of reading order (the right column before the left, the totals
 *   before the items);
 * - `hidden`: the letterhead or footer repeated as invisible (render mode 3) or white text;
 * - in the text itself: ligatures (ﬁ, ﬂ) and soft hyphens in item names, no-break and narrow
 *   spaces in amounts.
 * Each document draws two or three habits from its layout's pool and puts them on parts of the
 * page (head, parties, table, totals, footer); the extras are drawn per document too.
 *
 * Layouts (German 5, English 2, French 1): `worte21`, `zeichen21`, `block21` (Austrian seller),
 * `kern21`, `stueck21` (half of them two pages), `spool21` (Irish, half two pages), `report21`
 * (a German seller invoicing in English), `facture21` (French).
 *
 * Truth rules: only what is printed. Line ids are the printed position where the layout has a
 * position column (worte21, zeichen21, stueck21, spool21, facture21), else 1, 2, 3 … in order.
 * Item names in the truth are the names as read (ligatures as "fi"/"fl", no soft hyphens). The
 * buyer's VAT id is in the truth only where printed. Currency EUR throughout.
 */
import { codelists, dec, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  dachParty,
  groupedMoney,
  ibanOfCountry,
  type KitLine,
  letterTruthHead,
  longDate,
  MONTH_NAMES,
  pager,
  signedTail,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row, Style } from './synthetic-new.ts';

export const BLIND52_TEMPLATES = [
  'worte21',
  'zeichen21',
  'block21',
  'kern21',
  'stueck21',
  'spool21',
  'report21',
  'facture21',
] as const;
type Tpl = (typeof BLIND52_TEMPLATES)[number];
type Habit = NonNullable<Style['habit']>;
type Part = 'head' | 'parties' | 'table' | 'totals' | 'foot';
type Lang = 'de' | 'en' | 'fr';

interface Cfg {
  lang: Lang;
  cc: 'DE' | 'AT' | 'IE' | 'FR';
  pool: Habit[];
  pos: boolean;
  order: '' | 'cols' | 'totals';
  ghost: '' | 'invisible' | 'white';
  lig: boolean;
  shy: boolean;
  /** amounts: 'nb' a no-break space before the currency sign, 'thin' narrow-space grouping */
  space: '' | 'nb' | 'thin';
  long: boolean;
  rates: string[];
  head: 'right' | 'band';
}
const CFG: Record<Tpl, Cfg> = {
  worte21: {
    lang: 'de',
    cc: 'DE',
    pool: ['words', 'justify', 'split'],
    pos: true,
    order: 'cols',
    ghost: 'invisible',
    lig: false,
    shy: false,
    space: 'nb',
    long: false,
    rates: ['19', '7'],
    head: 'right',
  },
  zeichen21: {
    lang: 'de',
    cc: 'DE',
    pool: ['glyphs', 'words'],
    pos: true,
    order: '',
    ghost: '',
    lig: false,
    shy: true,
    space: 'nb',
    long: false,
    rates: ['19'],
    head: 'band',
  },
  block21: {
    lang: 'de',
    cc: 'AT',
    pool: ['justify', 'kern', 'words'],
    pos: false,
    order: 'totals',
    ghost: '',
    lig: true,
    shy: false,
    space: '',
    long: false,
    rates: ['20', '10'],
    head: 'right',
  },
  kern21: {
    lang: 'de',
    cc: 'DE',
    pool: ['kern', 'split'],
    pos: false,
    order: '',
    ghost: 'white',
    lig: false,
    shy: true,
    space: 'thin',
    long: false,
    rates: ['19', '7'],
    head: 'band',
  },
  stueck21: {
    lang: 'de',
    cc: 'DE',
    pool: ['split', 'glyphs', 'justify'],
    pos: true,
    order: 'totals',
    ghost: 'invisible',
    lig: true,
    shy: false,
    space: '',
    long: true,
    rates: ['19'],
    head: 'right',
  },
  spool21: {
    lang: 'en',
    cc: 'IE',
    pool: ['glyphs', 'split'],
    pos: true,
    order: 'totals',
    ghost: '',
    lig: false,
    shy: false,
    space: 'nb',
    long: true,
    rates: ['23', '13.5'],
    head: 'band',
  },
  report21: {
    lang: 'en',
    cc: 'DE',
    pool: ['words', 'kern', 'justify'],
    pos: false,
    order: 'cols',
    ghost: 'white',
    lig: true,
    shy: false,
    space: 'nb',
    long: false,
    rates: ['19'],
    head: 'right',
  },
  facture21: {
    lang: 'fr',
    cc: 'FR',
    pool: ['kern', 'justify', 'glyphs'],
    pos: true,
    order: 'cols',
    ghost: '',
    lig: true,
    shy: true,
    space: 'nb',
    long: false,
    rates: ['20', '10'],
    head: 'right',
  },
};

const L = {
  de: {
    title: 'Rechnung',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Fällig am',
    po: 'Ihre Bestellung',
    cust: 'Kundennummer',
    bvat: 'Ihre USt-IdNr.',
    pos: 'Pos.',
    desc: 'Bezeichnung',
    qty: 'Menge',
    unit: 'Einheit',
    price: 'Einzelpreis',
    rate: 'USt',
    amount: 'Gesamt',
    net: 'Nettobetrag',
    vat: (r: string, b: string) => `zzgl. ${r} % USt auf ${b}`,
    vatT: 'Umsatzsteuer gesamt',
    gross: 'Rechnungsbetrag',
    pay: (d: string) => `Bitte überweisen Sie den Betrag bis zum ${d} ohne Abzug.`,
    svat: 'USt-IdNr.',
    carry: 'Übertrag',
    page: (p: number, n: number) => `Seite ${p} von ${n}`,
  },
  en: {
    title: 'Invoice',
    no: 'Invoice No.',
    date: 'Invoice Date',
    due: 'Due Date',
    po: 'Your PO',
    cust: 'Account No.',
    bvat: 'Customer VAT No.',
    pos: 'No.',
    desc: 'Description',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Unit Price',
    rate: 'VAT',
    amount: 'Amount',
    net: 'Subtotal',
    vat: (r: string, b: string) => `VAT ${r}% on ${b}`,
    vatT: 'Total VAT',
    gross: 'Total due',
    pay: (d: string) => `Payment due by ${d}. Please quote the invoice number.`,
    svat: 'VAT No.',
    carry: 'Carried forward',
    page: (p: number, n: number) => `Page ${p} of ${n}`,
  },
  fr: {
    title: 'Facture',
    no: 'N° de facture',
    date: 'Date de facture',
    due: "Date d'échéance",
    po: 'Votre commande',
    cust: 'Code client',
    bvat: 'N° TVA client',
    pos: 'Réf.',
    desc: 'Désignation',
    qty: 'Qté',
    unit: 'Unité',
    price: 'P.U. HT',
    rate: 'TVA',
    amount: 'Montant HT',
    net: 'Total HT',
    vat: (r: string, b: string) => `TVA ${r} % sur ${b}`,
    vatT: 'Total TVA',
    gross: 'Total TTC',
    pay: (d: string) => `Paiement par virement au plus tard le ${d}.`,
    svat: 'N° TVA intracom.',
    carry: 'Report',
    page: (p: number, n: number) => `Page ${p}/${n}`,
  },
} as const;

/** Item names; '|' marks where a soft hyphen may stand. */
const ITEMS: Record<Lang, string[]> = {
  de: [
    'Profil|schiene 40 x 40 verzinkt#2',
    'Kühl|mittel|filter Typ K2#0',
    'Abfluss|rohr DN 100#2',
    'Schrauben|flansch M12#0',
    'Dichtungs|profil EPDM#2',
    'Pflaster|stein grau 20 x 10#3',
    'Montage|arbeiten vor Ort#1',
    'Wartungs|pauschale Heizung#4',
    'Zertifizierung Druckbehälter#4',
    'Kabel|kanal weiß 60 x 40#2',
    'Flach|stahl 40 x 5 mm#3',
    'Schalt|schrank|filter#0',
    'Befestigungs|material#3',
    'Lüftungs|gitter Aluminium#0',
  ],
  en: [
    'Profile rail 40 x 40#2',
    'Office chair ergonomic#0',
    'Fluid filter cartridge#3',
    'Workflow audit#1',
    'Configuration service#1',
    'Certification fee#3',
    'Flat file cabinet#0',
    'Floor cleaning#1',
    'Network switch 24 port#3',
    'Fibre patch cable 2 m#0',
    'Refill toner black#0',
    'On-site support#1',
  ],
  fr: [
    'Profilé alumi|nium 2 m#0',
    'Vérifi|cation annuelle#3',
    'Réflecteur LED 50 W#0',
    'Flexible inox 1 m#0',
    'Configu|ration serveur#1',
    'Filtre à particules#0',
    'Main-d’œuvre technicien#1',
    'Câble électrique 3G2,5#2',
    'Souffle|rie compacte#0',
    'Déplace|ment forfaitaire#3',
  ],
};
/** Printed unit, UN/ECE code, whether the quantity may have a fraction. */
const UNITS: Record<Lang, Array<[string, string, boolean]>> = {
  de: [
    ['Stk', 'C62', false],
    ['Std', 'HUR', true],
    ['m', 'MTR', true],
    ['kg', 'KGM', true],
    ['Psch', 'LS', false],
  ],
  en: [
    ['pcs', 'C62', false],
    ['hrs', 'HUR', true],
    ['m', 'MTR', true],
    ['each', 'C62', false],
  ],
  fr: [
    ['u', 'C62', false],
    ['h', 'HUR', true],
    ['m', 'MTR', true],
    ['forfait', 'LS', false],
  ],
};
for (const us of Object.values(UNITS))
  for (const [, u] of us)
    if (!codelists.isValidCode('unit', u)) throw new Error(`blind52: ${u} is no unit code of the list`);

const HABITS: Habit[] = ['words', 'glyphs', 'justify', 'kern', 'split'];
const PARTS: Part[] = ['head', 'parties', 'table', 'totals', 'foot'];

interface Doc {
  tpl: Tpl;
  c: Cfg;
  t: Tools;
  s: ReturnType<typeof anyParty>;
  b: ReturnType<typeof anyParty>;
  buyerVat: boolean;
  number: string;
  issue: string;
  due: string;
  po: string;
  cust: string;
  iban: string;
  bic: string;
  lines: KitLine[];
  shownNames: string[];
  qtyShown: string[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  habitOf: Record<Part, Habit | undefined>;
  order: Cfg['order'];
  ghost: Cfg['ghost'];
  space: Cfg['space'];
}

function build(tpl: Tpl, h: Helpers, t: Tools): Doc {
  const c = CFG[tpl];
  const { pick, int, digits } = t;
  // habits: two or three of the pool (or of all when the pool is small), on parts of the page
  const pool = c.pool.length >= 3 ? c.pool : [...c.pool, pick(HABITS.filter((x) => !c.pool.includes(x)))];
  const nH = t.rnd() < 0.5 ? 2 : 3;
  const chosen = [...pool].sort(() => t.rnd() - 0.5).slice(0, nH);
  const habitOf = {} as Record<Part, Habit | undefined>;
  for (const p of PARTS) habitOf[p] = t.rnd() < 0.8 ? pick(chosen) : undefined;
  chosen.forEach((hb, i) => {
    if (!Object.values(habitOf).includes(hb)) habitOf[PARTS[(i * 2 + int(0, 4)) % 5] as Part] = hb;
  });
  const s =
    c.cc === 'DE' || c.cc === 'AT'
      ? dachParty(
          c.cc,
          `${pick(['Brenner', 'Lindner', 'Sauer', 'Kessler', 'Wolff', 'Haas'])} ${pick(['Haustechnik', 'Metallbau', 'Industriebedarf', 'Systemtechnik', 'Anlagenbau'])} ${pick(['GmbH', 'GmbH & Co. KG', 'e.K.', 'AG'])}`,
          t,
        )
      : anyParty(c.cc, h, t);
  const b = anyParty(c.cc === 'AT' ? pick(['AT', 'DE']) : c.cc === 'IE' ? 'GB' : c.cc, h, t);
  const buyerVat = b.country !== s.country || t.rnd() < 0.4;
  const year = 2026;
  const month = int(1, 11);
  const day = int(1, 28);
  const issue = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const due = addDays(issue, pick([14, 30, 10]));
  const number =
    c.lang === 'de'
      ? pick([`RE-${year}-${digits(5)}`, `${year}${digits(4)}`, `R ${digits(6)}`])
      : c.lang === 'en'
        ? pick([`INV-${digits(6)}`, `SI${digits(5)}`])
        : pick([`FA${year}-${digits(4)}`, `F-${digits(6)}`]);
  const po = t.rnd() < 0.5 ? `${pick(['PO', 'B', 'BE'])}-${digits(5)}` : '';
  const cust = digits(5);
  const iban = ibanOfCountry(c.cc === 'AT' ? 'AT' : c.cc, t);
  const bic = c.cc === 'FR' ? pick(['BNPAFRPPXXX', 'SOGEFRPP', 'CRLYFRPP']) : bicOf(c.cc, t);
  const two = c.long && t.rnd() < 0.5;
  const nl = two ? int(34, 42) : int(3, 9);
  const names = ITEMS[c.lang];
  const lig = c.lig && t.rnd() < 0.8;
  const shy = c.shy && t.rnd() < 0.8;
  const lines: KitLine[] = [];
  const shownNames: string[] = [];
  const qtyShown: string[] = [];
  for (let i = 0; i < nl; i++) {
    const entry = pick(names);
    const [raw = '', ui = '0'] = entry.split('#');
    const unit = UNITS[c.lang][Number(ui)] as [string, string, boolean];
    const frac = unit[2] && t.rnd() < 0.4;
    const qty = unit[1] === 'LS' ? '1' : frac ? `${int(1, 40)}.5` : String(int(1, 60));
    const price = `${int(2, unit[1] === 'LS' ? 900 : 240)}.${digits(2)}`;
    const net = round(dec(qty).times(dec(price)));
    const rate = c.rates.length > 1 && t.rnd() < 0.3 ? (c.rates[1] as string) : (c.rates[0] as string);
    const name = raw.replace(/\|/g, '');
    let shown = shy ? raw.replace(/\|/g, '\u00ad') : name;
    if (lig) shown = shown.replace(/fi/g, '\ufb01').replace(/fl/g, '\ufb02');
    const id = c.pos ? String((i + 1) * (tpl === 'stueck21' ? 10 : 1)) : String(i + 1);
    lines.push({ id, qty, unit: [unit[0], unit[1]], net, price, rate, name });
    shownNames.push(shown);
    qtyShown.push(c.lang === 'en' ? qty : qty.replace('.', ','));
  }
  const { vat, lineNet, vatT } = vatSums(lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  return {
    tpl,
    c,
    t,
    s,
    b,
    buyerVat,
    number,
    issue,
    due,
    po,
    cust,
    iban,
    bic,
    lines,
    shownNames,
    qtyShown,
    vat,
    lineNet,
    vatT,
    gross,
    habitOf,
    order: c.order && t.rnd() < 0.85 ? c.order : '',
    ghost: c.ghost && t.rnd() < 0.85 ? c.ghost : '',
    space: c.space && t.rnd() < 0.85 ? c.space : '',
  };
}

const dateOf = (lang: Lang, iso: string, long: boolean) => {
  const [y, m, dd] = iso.split('-');
  if (lang === 'de') return long ? longDate(iso, 'de') : `${dd}.${m}.${y}`;
  if (lang === 'en') return `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]} ${y}`;
  return `${dd}/${m}/${y}`;
};

function money(d: Doc, v: string, sign = false): string {
  const { lang } = d.c;
  if (lang === 'en') {
    const a = groupedMoney(v, ',', '.');
    return sign ? `€${d.space === 'nb' ? '\u00a0' : ''}${a}` : a;
  }
  const th = lang === 'fr' ? '\u202f' : d.space === 'thin' ? '\u2009' : '.';
  const a = groupedMoney(v, th, ',');
  return sign ? `${a}${d.space === 'nb' || lang === 'fr' ? '\u00a0' : ' '}€` : a;
}
const rateOf = (d: Doc, r: string) => (d.c.lang === 'en' ? r : r.replace('.', ','));

function draw(d: Doc, rows: Row[]): number {
  const { c, s, b, t } = d;
  const X = L[c.lang];
  const P = pager(rows, 60, 730);
  const st = (part: Part, extra: Style = {}): Style => {
    const habit = d.habitOf[part];
    const drawAt =
      d.order === 'cols'
        ? part === 'head'
          ? -2
          : part === 'foot'
            ? -3
            : undefined
        : d.order === 'totals'
          ? part === 'totals'
            ? -2
            : part === 'foot'
              ? -1
              : undefined
          : undefined;
    return { ...extra, ...(habit ? { habit } : {}), ...(drawAt !== undefined ? { draw: drawAt } : {}) };
  };
  const long = c.lang === 'de' && d.tpl === 'block21' && t.rnd() < 0.5;
  // letterhead
  P.put(44, 40, s.name, st('parties', { size: 14, bold: true }));
  P.put(64, 40, `${s.street} · ${s.pc} ${s.city}`, st('parties', { size: 8 }));
  // buyer window
  const sender = `${s.name}, ${s.street}, ${s.pc} ${s.city}`;
  P.put(120, 40, sender.length > 70 ? `${s.name}, ${s.pc} ${s.city}` : sender, { size: 6 });
  const bl = [b.name, b.street, `${b.pc} ${b.city}`];
  if (b.country !== s.country)
    bl.push(
      { DE: 'Deutschland', AT: 'Österreich', FR: 'France', IE: 'Ireland', GB: 'United Kingdom' }[
        b.country as 'DE'
      ] ?? b.country,
    );
  bl.forEach((l, i) => void P.put(134 + i * 13, 40, l, st('parties')));
  // header data
  const head: Array<[string, string]> = [
    [X.no, d.number],
    [X.date, dateOf(c.lang, d.issue, long)],
    [X.due, dateOf(c.lang, d.due, long)],
    [X.cust, d.cust],
  ];
  if (d.po) head.push([X.po, d.po]);
  if (d.buyerVat) head.push([X.bvat, b.vatShown ?? b.vat ?? '']);
  let y: number;
  if (c.head === 'right') {
    head.forEach(([k, v], i) => {
      P.put(92 + i * 13, 340, k, st('head', { size: 9 }));
      P.put(92 + i * 13, 440, v, st('head', { size: 9 }));
    });
    P.put(235, 40, `${X.title} ${d.number}`, st('head', { size: 15, bold: true }));
    y = 270;
  } else {
    P.put(205, 40, X.title, st('head', { size: 15, bold: true }));
    const xs = [40, 140, 240, 330, 420, 500];
    head.forEach(([k, v], i) => {
      const x = xs[i] as number;
      P.put(232, x, k, st('head', { size: 7 }));
      P.put(242, x, v, st('head', { size: 8 }));
    });
    y = 272;
  }
  // table
  const xName = c.pos ? 72 : 40;
  const tableHead = (yy: number) => {
    const hs: Style = st('table', { size: 8, bold: true });
    if (c.pos) P.put(yy, 40, X.pos, hs);
    P.put(yy, xName, X.desc, hs);
    P.put(yy, 335, X.qty, { ...hs, right: true });
    P.put(yy, 342, X.unit, hs);
    P.put(yy, 445, X.price, { ...hs, right: true });
    P.put(yy, 485, X.rate, { ...hs, right: true });
    P.put(yy, 555, X.amount, { ...hs, right: true });
    return yy + 16;
  };
  y = tableHead(y);
  let run = dec(0);
  d.lines.forEach((l, i) => {
    if (y + 14 > P.bottom) {
      P.put(y + 2, 445, X.carry, st('table', { size: 8 }));
      P.put(y + 2, 555, money(d, round(run)), st('table', { size: 8, right: true }));
      y = tableHead(P.next());
      P.put(y, 445, X.carry, st('table', { size: 8 }));
      P.put(y, 555, money(d, round(run)), st('table', { size: 8, right: true }));
      y += 14;
    }
    const ts = st('table', { size: 9 });
    if (c.pos) P.put(y, 40, l.id, ts);
    P.put(y, xName, d.shownNames[i] as string, ts);
    P.put(y, 335, d.qtyShown[i] as string, { ...ts, right: true });
    P.put(y, 342, l.unit[0], ts);
    P.put(y, 445, money(d, l.price), { ...ts, right: true });
    P.put(y, 485, `${rateOf(d, l.rate)} %`.replace(' %', c.lang === 'en' ? '%' : ' %'), {
      ...ts,
      right: true,
    });
    P.put(y, 555, money(d, l.net), { ...ts, right: true });
    run = run.plus(dec(l.net));
    y += 14;
  });
  // totals
  y = P.need(y + 8, 20 + 13 * (d.vat.length + 2) + 40);
  const tt = st('totals', { size: 9 });
  P.put(y, 300, X.net, tt);
  P.put(y, 555, money(d, d.lineNet, true), { ...tt, right: true });
  y += 13;
  for (const v of d.vat) {
    P.put(y, 300, X.vat(rateOf(d, v.rate), money(d, v.base)), tt);
    P.put(y, 555, money(d, v.tax, true), { ...tt, right: true });
    y += 13;
  }
  if (d.vat.length > 1) {
    P.put(y, 300, X.vatT, tt);
    P.put(y, 555, money(d, d.vatT, true), { ...tt, right: true });
    y += 13;
  }
  P.put(y + 3, 300, X.gross, st('totals', { size: 10, bold: true }));
  P.put(y + 3, 555, money(d, d.gross, true), st('totals', { size: 10, bold: true, right: true }));
  y += 30;
  P.put(y, 40, X.pay(dateOf(c.lang, d.due, long)), st('totals', { size: 9 }));
  const nPages = P.pages();
  // footer on every page, page numbers, the repeated letterhead or footer as hidden text
  const foot1 = `${s.name} · ${s.street} · ${s.pc} ${s.city} · ${X.svat} ${s.vatShown ?? s.vat}`;
  const foot2 = `IBAN ${t.rnd() < 0.5 ? spaced(d.iban) : d.iban} · BIC ${d.bic}`;
  for (let pg = 1; pg <= nPages; pg++) {
    const fs = { ...st('foot', { size: 7 }), page: pg };
    rows.push([778, 40, foot1, fs]);
    rows.push([788, 40, foot2, fs]);
    if (nPages > 1) rows.push([800, 555, X.page(pg, nPages), { ...fs, right: true }]);
    if (d.ghost === 'invisible') {
      rows.push([808, 40, foot1, { size: 7, page: pg, hidden: 'invisible' }]);
      rows.push([818, 40, foot2, { size: 7, page: pg, hidden: 'invisible' }]);
    } else if (d.ghost === 'white') {
      rows.push([
        20,
        40,
        `${s.name} · ${s.street} · ${s.pc} ${s.city}`,
        { size: 7, page: pg, hidden: 'white' },
      ]);
      rows.push([822, 40, foot2, { size: 7, page: pg, hidden: 'white' }]);
    }
  }
  return nPages;
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(
    {
      number: d.number,
      issue: d.issue,
      due: d.due,
      dueShown: true,
      s: d.s,
      b: d.b,
      taxNo: '',
      buyerVat: d.buyerVat,
    },
    { currency: 'EUR', po: d.po, sellerVat: true },
  );
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  return signedTail(inv, d);
}

export function generateBlind52(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND52_TEMPLATES[k % BLIND52_TEMPLATES.length] as Tpl;
  const d = build(tpl, h, t);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
