/**
 * The pieces the held-out generators (synthetic-blind7–11.ts) share beyond synthetic-model.ts:
 * amounts in a notation, month names and long dates, a page-breaking row writer, the VAT
 * breakdown of generated lines, and parties, IBANs and BICs of the countries the original
 * helpers do not have (CH, IT, ES, LU, IE); later also rows on every page and wrapped paragraphs
 * (blind17, blind19) and the truth head of a German letter (blind14, blind16, blind18). Each keeps
 * the random draws of the generator it came from in the same order, so the sets those generators
 * write stay byte-identical. The item-table drawers are in synthetic-table.ts.
 */
import { dec, emptyInvoice, type Invoice, type InvoiceLine, round, type VatBreakdown } from '@ic/einvoice';
import { ibanWithCheck, type randomTools, rowWriter, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

/** The random tools with the raw generator beside them (every blind generator's `t`). */
export type Tools = ReturnType<typeof randomTools> & { rnd: () => number };

/** An amount with two decimals, its thousands grouped by `thousands` and `decimal` before the cents. */
export function groupedMoney(v: string, thousands: string, decimal: string): string {
  const [i = '0', f = ''] = dec(v).toFixed(2).split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)}${decimal}${f}`;
}

/** Month names per language ('at': Austrian German). */
export const MONTH_NAMES = {
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
  at: 'Jänner Feber März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(' '),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
    ' ',
  ),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
};
export type MonthLang = keyof typeof MONTH_NAMES;

/** A date written out: "March 3, 2026", "3 de marzo de 2026", "3 marzo 2026", "3. März 2026". */
export function longDate(iso: string, m: MonthLang): string {
  const [y, mm, dd] = iso.split('-');
  const name = MONTH_NAMES[m][Number(mm) - 1];
  const day = Number(dd);
  if (m === 'en') return `${name} ${day}, ${y}`;
  if (m === 'es') return `${day} de ${name} de ${y}`;
  if (m === 'it' || m === 'fr' || m === 'nl') return `${day} ${name} ${y}`;
  return `${day}. ${name} ${y}`;
}

/**
 * A writer whose rows carry their page: `need(y, h)` starts a new page when h more points from y
 * would pass `bottom` (returns the y to go on at), `next()` starts one unconditionally.
 */
export function pager(rows: Row[], top = 60, bottom = 760) {
  let page = 1;
  const w = rowWriter(rows, () => page);
  const next = () => {
    page++;
    return top;
  };
  const need = (y: number, h: number) => (y + h <= bottom ? y : next());
  return { ...w, need, next, page: () => page, pages: () => page, bottom };
}

/** The VAT breakdown of lines (per rate, highest first) and the sums of the document. */
export function vatSums(lines: ReadonlyArray<{ rate: string; net: string }>) {
  const groups = new Map<string, string>();
  for (const l of lines) groups.set(l.rate, round(dec(groups.get(l.rate) ?? '0').plus(dec(l.net))));
  const vat = [...groups.entries()]
    .sort((a, c) => Number(c[0]) - Number(a[0]))
    .map(([rate, base]) => ({ rate, base, tax: round(dec(base).times(dec(rate)).dividedBy(100)) }));
  const lineNet = round(lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  return { vat, lineNet, vatT };
}

/** Name, street and "post code city" of a party, one per line. */
export const addr3 = (p: { name: string; street: string; pc: string; city: string }) => [
  p.name,
  p.street,
  `${p.pc} ${p.city}`,
];

export type ForeignCc = 'CH' | 'IT' | 'ES' | 'LU' | 'IE' | 'MT';
const CITY: Record<ForeignCc, Array<[string, () => string]>> = {
  CH: [
    ['Zürich', () => '8001'],
    ['Bern', () => '3011'],
    ['Basel', () => '4051'],
    ['Luzern', () => '6003'],
    ['St. Gallen', () => '9000'],
  ],
  IT: [
    ['Milano', () => '20121'],
    ['Torino', () => '10123'],
    ['Bologna', () => '40125'],
    ['Verona', () => '37121'],
  ],
  ES: [
    ['Madrid', () => '28013'],
    ['Barcelona', () => '08007'],
    ['Valencia', () => '46002'],
    ['Sevilla', () => '41001'],
  ],
  LU: [['Luxembourg', () => 'L-1855']],
  IE: [['Dublin', () => 'D02 X285']],
  MT: [
    ['Valletta', () => 'VLT 1117'],
    ['Sliema', () => 'SLM 1549'],
    ["St. Julian's", () => 'STJ 3141'],
  ],
};
const STREET: Record<ForeignCc, string[]> = {
  CH: ['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse', 'Marktgasse'],
  IT: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Viale Monza'],
  ES: ['Calle Mayor', 'Avenida de América', 'Calle de Alcalá', 'Paseo de Gracia'],
  LU: ['Avenue John F. Kennedy', 'Rue de la Gare'],
  IE: ['Barrow Street', "Sir John Rogerson's Quay"],
  MT: ['Triq il-Kbira', 'Tower Road', 'Triq San Pawl'],
};
const NAMES: Record<ForeignCc, [string[], string[]]> = {
  CH: [
    ['Alpina', 'Helvetia', 'Matterhorn', 'Rigi', 'Säntis'],
    ['AG', 'GmbH', 'SA'],
  ],
  IT: [
    ['Lombarda', 'Tecnoservizi', 'Adriatica', 'Vetreria', 'Officine'],
    ['S.r.l.', 'S.p.A.', 'S.n.c.'],
  ],
  ES: [
    ['Ibérica', 'Levante', 'Soluciones Norte', 'Talleres Sur'],
    ['S.L.', 'S.A.', 'S.L.U.'],
  ],
  LU: [
    ['Nimbus Web Services EMEA', 'Stratus Cloud Europe'],
    ['SARL', 'S.à r.l.'],
  ],
  IE: [
    ['Cirrus Cloud EMEA', 'Skyline Platforms Ireland'],
    ['Limited', 'Ltd'],
  ],
  MT: [
    ['Mediterranean Gaming', 'Azure Bay Digital', 'Grand Harbour Software'],
    ['Limited', 'Ltd'],
  ],
};
const MID: Partial<Record<ForeignCc, string[]>> = {
  CH: ['Technik', 'Bau', 'Treuhand'],
  IT: ['Servizi', 'Tecnica'],
  ES: ['Servicios', 'Técnica'],
};

export interface KitParty {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
  vat?: string;
  /** the VAT id as printed ("CHE-123.456.789 MWST") */
  vatShown?: string;
}

/** A party of any country: the shared helpers' for DE/FR/NL/AT/GB/BE, an own one for CH/IT/ES/LU/IE. */
export function anyParty(c: string, h: Helpers, t: Tools): KitParty {
  const own = NAMES[c as ForeignCc];
  if (!own) {
    const p = h.party(c as 'DE');
    const vat = h.vatId(c as 'DE');
    return { ...p, country: c, vat, vatShown: vat };
  }
  const fc = c as ForeignCc;
  const [city, pc] = t.pick(CITY[fc]);
  const first = t.pick(own[0]);
  const mid = MID[fc];
  const name = `${first}${mid ? ` ${t.pick(mid)}` : ''} ${t.pick(own[1])}`;
  const no = String(t.int(1, 140));
  const street = fc === 'LU' ? `${no}, ${t.pick(STREET[fc])}` : `${t.pick(STREET[fc])} ${no}`;
  const d = t.digits;
  const vat = {
    CH: () => `CHE${d(9)}MWST`,
    IT: () => `IT${d(11)}`,
    ES: () => `ES${t.pick(['A', 'B'])}${d(8)}`,
    LU: () => `LU${d(8)}`,
    IE: () => `IE${d(7)}${t.pick(['A', 'V', 'W'])}`,
    MT: () => `MT${d(8)}`,
  }[fc]();
  const vatShown = fc === 'CH' ? `CHE-${vat.slice(3, 6)}.${vat.slice(6, 9)}.${vat.slice(9, 12)} MWST` : vat;
  return { name, street, pc: pc(), city, country: c, vat, vatShown };
}

/** An IBAN of the country, its bank code shaped as the country has it, with right check digits. */
export function ibanOf(cc: string, t: Tools): string {
  const bbanLen: Record<string, number> = { DE: 18, AT: 16, CH: 17, IT: 23, ES: 20, LU: 16, IE: 18, NL: 14 };
  if (cc === 'MT') return ibanWithCheck('MT', `${t.pick(['VALL', 'MMEB'])}${t.digits(5)}${t.digits(18)}`);
  const bban =
    cc === 'NL'
      ? `${t.pick(['ABNA', 'INGB', 'RABO'])}0${t.digits(9)}`
      : cc === 'IE'
        ? `${t.pick(['AIBK', 'BOFI'])}${t.digits(14)}`
        : cc === 'GB'
          ? `${t.pick(['BARC', 'NWBK'])}${t.digits(14)}`
          : cc === 'IT'
            ? `${t.pick(['X', 'K'])}${t.digits(10)}${t.digits(12)}`
            : t.digits(bbanLen[cc] ?? 18);
  return ibanWithCheck(cc, bban);
}

const BICS: Record<string, string[]> = {
  DE: ['COBADEFFXXX', 'GENODEF1S04'],
  AT: ['BKAUATWW', 'RZBAATWW'],
  CH: ['UBSWCHZH80A', 'POFICHBEXXX'],
  IT: ['UNCRITMMXXX', 'BCITITMM'],
  ES: ['CAIXESBBXXX', 'BSCHESMMXXX'],
  LU: ['BCEELULL', 'CCRALULL'],
  IE: ['AIBKIE2D', 'BOFIIE2D'],
  NL: ['INGBNL2A', 'RABONL2U'],
  GB: ['BARCGB22', 'NWBKGB2L'],
  MT: ['VALLMTMT', 'MMEBMTMT'],
};

/** A BIC of a bank of the country. */
export const bicOf = (cc: string, t: Tools): string => t.pick(BICS[cc] ?? ['COBADEFFXXX']);

/** Thousands and decimal separators of a language's amounts (en "1,234.56", fr "1 234,56", else "1.234,56"). */
export function numberNotation(lang: string): [string, string] {
  if (lang === 'en') return [',', '.'];
  if (lang === 'fr') return ['\u202f', ','];
  return ['.', ','];
}

/** An IBAN of the country, French and Belgian ones included (their BBAN shapes are not in `ibanOf`). */
export function ibanOfCountry(cc: string, t: Tools): string {
  if (cc === 'FR') return ibanWithCheck('FR', `${t.digits(10)}${t.digits(11)}${t.digits(2)}`);
  if (cc === 'BE') return ibanWithCheck('BE', t.digits(12));
  return ibanOf(cc, t);
}

/** A date as the language writes it in short: "3 Nov 2026" (`short`, English), 03.11.2026, 03-11-2026, 03/11/2026. */
export function shortDate(lang: string, short: boolean, iso: string): string {
  const [y, m, dd] = iso.split('-');
  if (short) return `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3)} ${y}`;
  return lang === 'de' ? `${dd}.${m}.${y}` : lang === 'nl' ? `${dd}-${m}-${y}` : `${dd}/${m}/${y}`;
}

/** The e-mail domain of a party: its name's first word in plain letters, under `.example`. */
export function mailDomain(name: string): string {
  const first = name.split(' ')[0] ?? '';
  return `${first
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.example`;
}

/** The e-mail domain of a party: its name's first word longer than three letters ("firma" where none is). */
export const mailOfWord = (name: string) =>
  `${(name.split(' ').find((w) => w.length > 3) ?? 'firma')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.example`;

/** What the one-line seller and bank texts need of a generator's document. */
interface KitDocParties {
  s: { name: string; street: string; pc: string; city: string };
  iban: string;
  bic: string;
}
/** The seller on one line: "Name · Street · PC City". */
export const sellerOneLine = (d: KitDocParties) => `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`;
/** The bank on one line: "IBAN DE12 3456 … · BIC …". */
export const bankOneLine = (d: KitDocParties) => `IBAN ${spaced(d.iban)} · BIC ${d.bic}`;

/** Where the German-speaking small businesses of blind12 sit: city, post code, country. */
const DACH_PLACES: Record<'DE' | 'AT' | 'CH', Array<[string, string]>> = {
  DE: [
    ['Köln', '50667'],
    ['Bergisch Gladbach', '51465'],
    ['Brühl', '50321'],
    ['Freiburg im Breisgau', '79098'],
    ['Hamburg', '22765'],
    ['Neustadt an der Weinstraße', '67433'],
    ['Leipzig', '04109'],
    ['Halle (Saale)', '06108'],
    ['Nürnberg', '90402'],
    ['Mülheim an der Ruhr', '45468'],
  ],
  AT: [
    ['Wien', '1070'],
    ['Graz', '8010'],
    ['Linz', '4020'],
    ['Innsbruck', '6020'],
    ['St. Pölten', '3100'],
  ],
  CH: [
    ['Zürich', '8004'],
    ['Winterthur', '8400'],
    ['Bern', '3007'],
    ['Luzern', '6005'],
    ['Basel', '4053'],
  ],
};
const DACH_STREETS: Record<'DE' | 'AT' | 'CH', string[]> = {
  DE: [
    'Friedrich-Ebert-Straße',
    'Am Alten Schlachthof',
    'Lindenweg',
    'Hauptstr.',
    'Kaiser-Wilhelm-Ring',
    'Gewerbepark Süd',
    'Im Mühlenfeld',
    'Von-der-Tann-Straße',
  ],
  AT: ['Mariahilfer Straße', 'Herrengasse', 'Landstraßer Hauptstraße', 'Wiener Straße', 'Kirchengasse'],
  CH: ['Hohlstrasse', 'Seefeldstrasse', 'Bahnhofplatz', 'Untere Bahnhofstrasse', 'Rainweg'],
};
const FIRST = [
  'Jens',
  'Sabine',
  'Thomas',
  'Petra',
  'Michael',
  'Claudia',
  'Stefan',
  'Anja',
  'Lukas',
  'Miriam',
];
const LAST = ['Köhler', 'Wagner', 'Berger', 'Hofmann', 'Schulte', 'Krüger', 'Zimmermann', 'Lange', 'Brandt'];

/** A person's name ("Sabine Hofmann"), for contacts, managers and private buyers. */
export const personName = (t: Tools): string => `${t.pick(FIRST)} ${t.pick(LAST)}`;

/** A street with a house number of the country ("Friedrich-Ebert-Straße 112a", "Rainweg 7"). */
export function dachStreet(cc: 'DE' | 'AT' | 'CH', t: Tools): string {
  const no = `${t.int(1, 140)}${t.pick(['', '', '', 'a', 'b'])}`;
  return `${t.pick(DACH_STREETS[cc])} ${cc === 'AT' && t.rnd() < 0.3 ? `${no}/${t.int(2, 14)}` : no}`;
}

/**
 * A German-speaking party: `name` as given (a trade name, a person, a company), an address of the
 * country, a VAT id as the country prints it (DE123456789, ATU12345678, CHE-123.456.789 MWST).
 */
export function dachParty(cc: 'DE' | 'AT' | 'CH', name: string, t: Tools): KitParty {
  const [city, pc] = t.pick(DACH_PLACES[cc]);
  const d = t.digits;
  const vat = cc === 'DE' ? `DE${t.int(1, 3)}${d(8)}` : cc === 'AT' ? `ATU${d(8)}` : `CHE${d(9)}MWST`;
  const vatShown = cc === 'CH' ? `CHE-${vat.slice(3, 6)}.${vat.slice(6, 9)}.${vat.slice(9, 12)} MWST` : vat;
  return { name, street: dachStreet(cc, t), pc, city, country: cc, vat, vatShown };
}

/** US cities with state, ZIP and a combined sales-tax rate (blind13). */
const US_PLACES: Array<[string, string, string, string]> = [
  ['Columbus', 'OH', '43215', '7.5'],
  ['Nashville', 'TN', '37203', '9.25'],
  ['Phoenix', 'AZ', '85004', '8.6'],
  ['Raleigh', 'NC', '27601', '7.25'],
  ['Minneapolis', 'MN', '55401', '8.025'],
  ['Sacramento', 'CA', '95814', '8.75'],
];

/** A US company: "Street", city and ZIP apart, the state and its sales-tax rate beside them. */
export function usParty(t: Tools, kind: 'seller' | 'buyer'): KitParty & { state: string; taxRate: string } {
  const [city, state, pc, taxRate] = t.pick(US_PLACES);
  const first =
    kind === 'seller'
      ? t.pick(['Brightline', 'Granite Peak', 'Copperleaf', 'Bluewater', 'Ironwood'])
      : t.pick(['Maple Grove', 'Silver Creek', 'Oakmont', 'Riverbend', 'Prairie']);
  const second = t.pick(['Design', 'Logistics', 'Consulting', 'Dental Group', 'Outfitters', 'Media']);
  const name = `${first} ${second} ${t.pick(['LLC', 'Inc.', 'Co.'])}`;
  const street = `${t.int(12, 9900)} ${t.pick(['W Broad St', 'Church Street', 'N Central Ave', 'Hillsborough St', 'Nicollet Mall'])}${t.pick(['', '', ', Suite 310', ' Ste 5B'])}`;
  return { name, street, pc, city, country: 'US', state, taxRate };
}

/** A text cut into lines of at most `n` characters at spaces (a wrapped table cell). */
export function wrapWords(text: string, n: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if (cur && cur.length + 1 + w.length > n) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

/** Rows on every page of the document (footers, page numbers): `draw(page, pages)`. */
export function everyPage(
  rows: Row[],
  pages: number,
  draw: (pg: number, n: number) => Array<[number, number, string, number]>,
) {
  for (let pg = 1; pg <= pages; pg++)
    for (const [y, x, text, size] of draw(pg, pages)) rows.push([y, x, text, { size, page: pg }]);
}

/** Text wrapped at `n` characters from y down; returns the y under it. */
export function para(
  p: Pick<ReturnType<typeof rowWriter>, 'put'>,
  y: number,
  x: number,
  text: string,
  n: number,
  size = 8,
) {
  for (const s of wrapWords(text, n)) {
    p.put(y, x, s, { size });
    y += size + 3;
  }
  return y;
}

/** A generated document: its truth, its drawn rows (y, x, text …) and its page count. */
export interface Generated {
  inv: Invoice;
  rows: Row[];
  nPages: number;
}

/**
 * Document `k` of a set of layouts: the layout by turn, its data built, drawn by the layout's
 * drawer, rows without text dropped (the generators of blind10–13 share this).
 */
export function generateByTemplate<T extends string, D>(
  k: number,
  templates: readonly T[],
  build: (tpl: T) => D,
  drawers: Record<T, (d: D, rows: Row[]) => number>,
  toInvoice: (d: D) => Invoice,
): Generated {
  const tpl = templates[k % templates.length] as T;
  const d = build(tpl);
  const rows: Row[] = [];
  const nPages = drawers[tpl](d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}

/** A Belgian structured payment communication "+++123/4567/89012+++" (ten digits and their mod-97 check). */
export function structuredCommunication(t: Tools): string {
  const base = t.digits(10);
  const check = String(Number(BigInt(base) % 97n) || 97).padStart(2, '0');
  const all = `${base}${check}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** A Belgian enterprise number as printed: "BE 0123.456.789" from "BE0123456789". */
export const beEnterpriseNo = (vat: string): string =>
  `BE ${vat.slice(2, 6)}.${vat.slice(6, 9)}.${vat.slice(9, 12)}`;

/** A VAT breakdown row as the blind generators state it. */
export interface KitVat {
  rate: string;
  base: string;
  tax: string;
}

/** An item line as the blind generators keep it: `unit` is the printed unit and its UN/ECE code. */
export interface KitLine {
  id: string;
  qty: string;
  unit: readonly [string, string];
  net: string;
  price: string;
  rate: string;
  name: string;
}

/** A VAT breakdown row of the truth: in category S unless `category` says, with a reason where given. */
export const kitVatRow = (v: KitVat, category = 'S', exemptionReason = ''): VatBreakdown => ({
  taxableAmount: v.base,
  taxAmount: v.tax,
  categoryCode: category,
  rate: v.rate,
  ...(exemptionReason ? { exemptionReason } : {}),
});

/**
 * An item line of the truth at the line's printed price and rate in category S; `o` sets what a
 * generator keeps otherwise (a net price after a discount, a gross price, another category or rate).
 */
export const kitLine = (l: KitLine, o: Partial<Parameters<typeof synthLine>[0]> = {}): InvoiceLine =>
  synthLine({
    id: l.id,
    qty: l.qty,
    uc: l.unit[1],
    net: l.net,
    netPrice: l.price,
    category: 'S',
    rate: l.rate,
    name: l.name,
    ...o,
  });

/** The truth's totals of a document without document-level charges: net, VAT, gross, all of it due. */
export const kitTotals = (d: { lineNet: string; vatT: string; gross: string }): Invoice['totals'] => ({
  lineNetTotal: d.lineNet,
  taxExclusive: d.lineNet,
  vatTotal: d.vatT,
  taxInclusive: d.gross,
  amountDue: d.gross,
});

/**
 * The truth's tail of a document whose lines are all standard-rated (blind7, blind8, blind9,
 * blind21): the VAT breakdown, one row a rate in category S, and the item lines at their printed
 * net price. It writes into `inv` and returns it.
 */
export function standardTail(
  inv: Invoice,
  d: { vat: readonly KitVat[]; lines: readonly KitLine[] },
): Invoice {
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  inv.lines = d.lines.map((l) => kitLine(l));
  return inv;
}

/**
 * The truth's amounts of a document printed with its amounts negative (a credit note kept as 380,
 * blind30–33) or positive: totals, VAT rows and lines, negated where `negative` (quantities too).
 * It writes into `inv` and returns it.
 */
export function signedTail(
  inv: Invoice,
  d: {
    negative?: boolean;
    lineNet: string;
    vatT: string;
    gross: string;
    vat: readonly KitVat[];
    lines: readonly KitLine[];
  },
): Invoice {
  const n = (v: string) => (d.negative && !dec(v).isZero() ? dec(v).negated().toFixed(2) : v);
  inv.totals = kitTotals({ lineNet: n(d.lineNet), vatT: n(d.vatT), gross: n(d.gross) });
  inv.vatBreakdown = d.vat.map((v) => kitVatRow({ ...v, base: n(v.base), tax: n(v.tax) }));
  inv.lines = d.lines.map((l) =>
    kitLine({ ...l, qty: d.negative ? dec(l.qty).negated().toString() : l.qty, net: n(l.net) }),
  );
  return inv;
}

/**
 * What every document of the blind13–17 generators holds: its layout `tpl` and variant `v`, the
 * parties, the lines `L`, the VAT rows `V`, the totals, the references and the payee's bank and
 * contact; each generator extends it with what its layouts print besides.
 */
export interface KitDoc<T extends string, L, V = KitVat, P extends KitParty = KitParty> {
  tpl: T;
  v: number;
  s: P;
  b: KitParty;
  credit?: { orig: string; date: string };
  lines: L[];
  vat: V[];
  lineNet: string;
  charge: string;
  vatT: string;
  gross: string;
  paid: string;
  number: string;
  po: string;
  issue: string;
  due: string;
  iban: string;
  bic: string;
  phone: string;
  email: string;
  t: Tools;
}

/** What a document of blind13 and blind15 states, as its truth needs it. */
export interface StatedDoc {
  number: string;
  issue: string;
  due: string;
  cur: string;
  po: string;
  credit?: { orig: string; date: string };
  s: Pick<KitParty, 'name' | 'street' | 'pc' | 'city' | 'country' | 'vat'>;
  b: Pick<KitParty, 'name' | 'street' | 'pc' | 'city' | 'country' | 'vat'>;
  cat: 'S' | 'AE';
  lines: ReadonlyArray<{
    id: string;
    qty: string;
    unit: [string, string];
    net: string;
    netPrice: string;
    rate: string;
    name: string;
  }>;
  vat: ReadonlyArray<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  charge: string;
  vatT: string;
  gross: string;
  paid: string;
  iban: string;
  bic: string;
}

/** The layout's choices about what is printed, for `statedInvoice`. */
export interface StatedChoices {
  sellerName: string;
  buyerVat: boolean;
  iban: boolean;
  /** the document charge's category, rate when no VAT rate is printed, and reason */
  charge: { category: string; rate: string; reason: string };
}

/** The truth of a document that states parties, one VAT category, a charge and a prepaid amount. */
export function statedInvoice(d: StatedDoc, c: StatedChoices): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (!d.credit) inv.dueDate = d.due;
  else {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  }
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: StatedDoc['s']) => ({
    line1: p.street,
    postalCode: p.pc,
    city: p.city,
    countryCode: p.country,
  });
  inv.seller = { name: c.sellerName, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(c.buyerVat ? { vatId: d.b.vat } : {}) };
  if (c.iban)
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: round(dec(d.lineNet).plus(dec(d.charge || '0'))),
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: round(dec(d.gross).minus(dec(d.paid || '0'))),
    ...(d.paid ? { paidAmount: d.paid } : {}),
    ...(d.charge ? { chargeTotal: d.charge } : {}),
  };
  const { category, rate, reason } = c.charge;
  if (d.charge)
    inv.charges = [{ amount: d.charge, vatCategoryCode: category, vatRate: d.vat[0]?.rate ?? rate, reason }];
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, d.cat, d.cat === 'AE' ? 'Reverse charge' : ''));
  inv.lines = d.lines.map((l) => kitLine({ ...l, price: l.netPrice }, { category: d.cat }));
  return inv;
}

/** What the truth's head of a German letter (blind14, blind16, blind18) reads of its document. */
export interface LetterHeadDoc {
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  credit?: { orig: string; date: string };
  s: KitParty;
  b: KitParty;
  taxNo: string;
  buyerVat: boolean;
}

/**
 * The truth's head of a German letter: number, issue date, currency, a credit note's invoice or the
 * due date when printed, the order reference, the seller (its VAT id when printed, its tax number)
 * and the buyer (its VAT id when printed); the generator adds payment, totals, VAT and lines.
 */
export function letterTruthHead(
  d: LetterHeadDoc,
  c: { currency: string; po: string; sellerVat: boolean },
): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: c.currency });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else if (d.dueShown) inv.dueDate = d.due;
  if (c.po) inv.purchaseOrderReference = c.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(c.sellerVat ? { vatId: d.s.vat } : {}),
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  return inv;
}
