/**
 * Held-out set blind57 (session 29, issue 19): healthcare, care and social services, written
 * before reading anything of the extractor. Eight layouts, one per document in turn:
 *
 * - `pflege26`   an ambulatory care service (Pflegedienst): service complexes "LK 03" with points ×
 *                point value, monthly counts or one row per day (two pages), the care insurer's
 *                Sachleistung deducted, or the invoice to the Pflegekasse with the insured person's data;
 *                VAT-exempt (§ 4 Nr. 16 UStG).
 * - `physio26`   a physiotherapy practice: Heilmittel positions "X0501 KG" with units and prices, a private
 *                invoice or a Zuzahlungsrechnung (the insurer's 90 % deducted, the Verordnungsgebühr as a
 *                document charge); VAT-exempt (§ 4 Nr. 14 a UStG).
 * - `sanitaet26` a medical supply shop: Pos. and Hilfsmittelnummer columns, aids at 7 % and 19 %, rental
 *                per month, the health insurer's share deducted from the gross.
 * - `dental26`   a dental laboratory to a dentist: BEL II / BEB numbers, materials in g, 7 %.
 * - `vet26`      a veterinary practice: GOT number, fee factor, medicines 19 %, pet food 7 %.
 * - `heim26`     a nursing home's monthly invoice: days present / absent, Pflegevergütung, Unterkunft,
 *                Verpflegung, Investitionskosten, Ausbildungsumlage, the Pflegekasse's amounts deducted;
 *                every other document with a presence grid on page 2.
 * - `clinic26`   a UK private clinic in English: codes and dates of service, exempt medical care beside
 *                20 % items, the insurer's settlement deducted.
 * - `pharmacie26` a French pharmacy or optician: CIP / LPP codes, TVA 2,1 % / 10 % / 20 %, tiers payant
 *                (part AMO and part mutuelle deducted), reste à charge.
 *
 * Truth rules: only what is printed. Deducted shares of an insurer / care fund are the paid amount
 * BT-113; BT-115 is the printed amount the addressee pays (Eigenanteil, Zuzahlung, Zahlbetrag, balance
 * due, reste à charge). Line ids are the printed "Pos." / "Nr." / "Line" where such a column exists
 * (sanitaet26, dental26, clinic26), else 1, 2, 3 … in printed order; code columns (LK, Heilmittel-Nr.,
 * BEL-Nr., GOT, CIP / LPP, clinic codes) are no ids and no part of the name. Patient data (name, date of
 * birth, insurance number, animal, chip number) are printed but no field of the truth.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  type KitParty,
  kitLine,
  MONTH_NAMES,
  pager,
  personName,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import { ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND57_TPLS = [
  'pflege26',
  'physio26',
  'sanitaet26',
  'dental26',
  'vet26',
  'heim26',
  'clinic26',
  'pharmacie26',
] as const;
type Tpl = (typeof BLIND57_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';

const UNIT_CODES = ['C62', 'H87', 'MON', 'PR', 'DAY', 'GRM', 'XPK', 'XBX'];
for (const u of UNIT_CODES)
  if (!codelists.isValidCode('unit', u)) throw new Error(`blind57: ${u} is no unit code of the list`);

/** An item line as drawn: the kit's line plus its category, code and what stands beside it. */
interface Ln {
  id: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  rate: string;
  cat: 'S' | 'E';
  name: string;
  code: string;
  date?: string;
  pts?: string;
  factor?: string;
}
interface Col {
  head: string;
  x: number;
  right?: boolean;
  cell: (l: Ln) => string;
}
interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  t: Tools;
  s: KitParty;
  sellerVat: boolean;
  taxNo: string;
  b: KitParty;
  buyerExtra: string[];
  title: string;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  iban: string;
  bic: string;
  head: Array<[string, string]>;
  patient: string[];
  cols: Col[];
  lines: Ln[];
  /** headings before the line of that index */
  groups: Map<number, string>;
  exemptReason: string;
  charge?: { amount: string; reason: string };
  deductions: Array<[string, string]>;
  totalRows: Array<[string, string, boolean?]>;
  notes: string[];
  footer: string[];
  extraPage?: (p: ReturnType<typeof pager>) => void;
  // sums
  vat: Array<{ rate: string; cat: 'S' | 'E'; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  paid: string;
  payable: string;
  vatPrinted: boolean;
}

// ---------------------------------------------------------------------------- notations
const sep = (lang: Lang): [string, string] =>
  lang === 'en' ? [',', '.'] : lang === 'fr' ? [' ', ','] : ['.', ','];
const money = (d: Pick<Doc, 'lang'>, v: string) => groupedMoney(v, ...sep(d.lang));
/** A number with its decimals as printed (quantities, points, prices with more decimals). */
function num(d: Pick<Doc, 'lang'>, v: string, places = 2): string {
  const [th, dc] = sep(d.lang);
  const [i = '0', f = ''] = dec(v).toFixed(places).split('.');
  const ii = i.replace(/\B(?=(\d{3})+(?!\d))/g, th);
  return f ? `${ii}${dc}${f}` : ii;
}
const qtyOf = (d: Pick<Doc, 'lang'>, q: string) => (dec(q).isInteger() ? dec(q).toFixed(0) : num(d, q, 1));
function dateOf(d: Pick<Doc, 'lang' | 'v'>, iso: string, long = false): string {
  const [y, m, dd] = iso.split('-');
  if (long && d.lang === 'en') return `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]} ${y}`;
  if (long && d.lang === 'fr') return `${Number(dd)} ${MONTH_NAMES.fr[Number(m) - 1]} ${y}`;
  return d.lang === 'de' ? `${dd}.${m}.${y}` : `${dd}/${m}/${y}`;
}
const iso = (y: number, m: number, dd: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const addD = (s: string, n: number) => {
  const x = new Date(`${s}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};
const r2 = (v: ReturnType<typeof dec>) => round(v);

// ---------------------------------------------------------------------------- parties
const KASSEN: Array<[string, string, string, string]> = [
  ['AOK Nordost – Die Gesundheitskasse', 'Brandenburger Straße 72', '14467', 'Potsdam'],
  ['BARMER Pflegekasse', 'Postfach 11 07 04', '42867', 'Wuppertal'],
  ['DAK-Gesundheit Pflegekasse', 'Nagelsweg 27-31', '20097', 'Hamburg'],
  ['Techniker Krankenkasse Pflegekasse', 'Bramfelder Straße 140', '22305', 'Hamburg'],
  ['IKK classic Pflegekasse', 'Tannenstraße 4b', '01099', 'Dresden'],
];
const KK = ['AOK Bayern', 'BARMER', 'Techniker Krankenkasse', 'DAK-Gesundheit', 'KKH', 'hkk Krankenkasse'];
const person = (t: Tools): KitParty => dachParty('DE', personName(t), t);
const taxNo = (t: Tools) => `${t.int(10, 99)}/${t.int(100, 999)}/${t.digits(5)}`;
const ikNo = (t: Tools) => `${t.pick(['46', '26', '33', '51'])}${t.digits(7)}`;
const versNr = (t: Tools) => `${t.pick(['A', 'K', 'M', 'T', 'W'])}${t.digits(9)}`;
const birth = (t: Tools) => iso(t.int(1932, 1995), t.int(1, 12), t.int(1, 28));

const GB_PLACES: Array<[string, string, string]> = [
  ['Harley Street', 'London', 'W1G 9PF'],
  ['Wimpole Street', 'London', 'W1G 8YS'],
  ['Clifton Down Road', 'Bristol', 'BS8 4AG'],
  ['Hagley Road', 'Birmingham', 'B16 8LB'],
  ['Rodney Street', 'Liverpool', 'L1 9ED'],
];
const GB_HOMES: Array<[string, string, string]> = [
  ['Elm Grove', 'Richmond', 'TW9 1HJ'],
  ['Marlborough Road', 'Oxford', 'OX1 4LW'],
  ['Station Road', 'Harpenden', 'AL5 4SE'],
  ['Church Lane', 'Chester', 'CH2 1DL'],
];
const GB_FIRST = ['Claire', 'Oliver', 'Harriet', 'James', 'Eleanor', 'William', 'Sophie'];
const GB_LAST = ['Bennett', 'Whitfield', 'Ashworth', 'Pemberton', 'Hollis', 'Garrard'];
const FR_PLACES: Array<[string, string]> = [
  ['Lyon', '69003'],
  ['Nantes', '44000'],
  ['Bordeaux', '33000'],
  ['Lille', '59000'],
  ['Rennes', '35000'],
  ['Montpellier', '34000'],
];
const FR_STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'place du Marché',
  'boulevard Victor Hugo',
  'rue Nationale',
];
const FR_FIRST = ['Jean', 'Marie', 'Philippe', 'Nathalie', 'Claude', 'Isabelle', 'Louis'];
const FR_LAST = ['Dupont', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Chevalier', 'Roux'];

// ---------------------------------------------------------------------------- generator
export function generateBlind57(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND57_TPLS[k % BLIND57_TPLS.length] as Tpl;
  const v = Math.floor(k / BLIND57_TPLS.length);
  const d = BUILD[tpl](t, v);
  finish(d);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}

/** The document's sums: VAT per category and rate, gross, what is deducted and what is payable. */
function finish(d: Doc) {
  const g = new Map<string, { rate: string; cat: 'S' | 'E'; base: string; tax: string }>();
  for (const l of d.lines) {
    const key = `${l.cat}/${l.rate}`;
    const cur = g.get(key) ?? { rate: l.rate, cat: l.cat, base: '0.00', tax: '0.00' };
    cur.base = r2(dec(cur.base).plus(dec(l.net)));
    g.set(key, cur);
  }
  if (d.charge) {
    const cur = g.get('E/0') ?? { rate: '0', cat: 'E' as const, base: '0.00', tax: '0.00' };
    cur.base = r2(dec(cur.base).plus(dec(d.charge.amount)));
    g.set('E/0', cur);
  }
  d.vat = [...g.values()]
    .map((x) => ({ ...x, tax: x.cat === 'E' ? '0.00' : r2(dec(x.base).times(dec(x.rate)).dividedBy(100)) }))
    .sort((a, c) => Number(c.rate) - Number(a.rate));
  d.lineNet = r2(d.lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  d.vatT = r2(d.vat.reduce((a, x) => a.plus(dec(x.tax)), dec(0)));
  d.gross = r2(
    dec(d.lineNet)
      .plus(dec(d.charge?.amount ?? '0'))
      .plus(dec(d.vatT)),
  );
  d.paid = r2(d.deductions.reduce((a, [, x]) => a.plus(dec(x)), dec(0)));
  d.payable = r2(dec(d.gross).minus(dec(d.paid)));
}

function base(t: Tools, v: number, tpl: Tpl, lang: Lang): Doc {
  const m = t.int(1, 11);
  const issue = iso(2026, m, t.int(2, 27));
  return {
    tpl,
    v,
    lang,
    t,
    s: dachParty('DE', '', t),
    sellerVat: false,
    taxNo: '',
    b: dachParty('DE', '', t),
    buyerExtra: [],
    title: '',
    number: '',
    issue,
    due: addD(issue, t.pick([10, 14, 14, 30])),
    dueShown: true,
    iban: ibanWithCheck('DE', t.digits(18)),
    bic: t.pick(['COBADEFFXXX', 'GENODEF1S04', 'BFSWDE33XXX', 'HELADEF1XXX', 'DEUTDEDBXXX']),
    head: [],
    patient: [],
    cols: [],
    lines: [],
    groups: new Map(),
    exemptReason: '',
    deductions: [],
    totalRows: [],
    notes: [],
    footer: [],
    vat: [],
    lineNet: '0.00',
    vatT: '0.00',
    gross: '0.00',
    paid: '0.00',
    payable: '0.00',
    vatPrinted: true,
  };
}

const line = (
  id: string,
  qty: string,
  unit: readonly [string, string],
  price: string,
  rate: string,
  cat: 'S' | 'E',
  name: string,
  code: string,
  o: Partial<Ln> = {},
): Ln => ({ id, qty, unit, price, net: r2(dec(qty).times(dec(price))), rate, cat, name, code, ...o });

// ------------------------------------------------------------------ pflege26
const LK: Array<[string, string, number]> = [
  ['LK 01', 'Erweiterte kleine Körperpflege', 250],
  ['LK 02', 'Kleine Körperpflege', 200],
  ['LK 03', 'Große Körperpflege', 400],
  ['LK 04', 'Erweiterte große Körperpflege', 450],
  ['LK 07', 'Lagern/Betten', 100],
  ['LK 08', 'Hilfe bei der Nahrungsaufnahme', 250],
  ['LK 11', 'Hauswirtschaftliche Versorgung', 180],
  ['LK 12', 'Einkaufen', 130],
  ['LK 14', 'Anleitung Haushaltsführung', 90],
  ['LK 15', 'Erstbesuch', 600],
  ['LK 17', 'Wegepauschale Tagdienst', 40],
];
function pflege(t: Tools, v: number): Doc {
  const d = base(t, v, 'pflege26', 'de');
  const name = `${t.pick(['Ambulanter Pflegedienst', 'Pflegedienst', 'Sozialstation', 'Häusliche Krankenpflege'])} ${t.pick(['Lindenhof', 'Am Stadtpark', 'Sonnenschein', 'Mobil Plus', 'Herzenswärme'])} ${t.pick(['GmbH', 'gGmbH', 'e. V.'])}`;
  d.s = dachParty('DE', name, t);
  d.taxNo = taxNo(t);
  d.exemptReason = 'Umsatzsteuerfrei gemäß § 4 Nr. 16 UStG';
  d.vatPrinted = false;
  const pat = person(t);
  const [y, mm] = d.issue.split('-').map(Number) as [number, number];
  const pm = mm === 1 ? 12 : mm - 1;
  const py = mm === 1 ? y - 1 : y;
  const from = iso(py, pm, 1);
  const to = iso(py, pm, daysIn(py, pm));
  const pv = t.pick(['0.0627', '0.0611', '0.06472', '0.0598']);
  const pvPlaces = pv.length - 2;
  const toKasse = v % 4 === 1;
  const daily = v % 4 === 3;
  const pg = t.int(2, 4);
  d.number = t.pick([
    `PD-${y}-${String(pm).padStart(2, '0')}-${t.digits(4)}`,
    `${String(y).slice(2)}${t.digits(5)}`,
  ]);
  d.title = toKasse ? 'Rechnung Sachleistungen SGB XI' : 'Rechnung Pflegeleistungen';
  const kasse = t.pick(KASSEN);
  if (toKasse) {
    d.b = { name: kasse[0], street: kasse[1], pc: kasse[2], city: kasse[3], country: 'DE' };
    d.buyerExtra = ['Abrechnungsstelle'];
    d.patient = [
      `Versicherte/r: ${pat.name}, geb. ${dateOf(d, birth(t))}`,
      `Versichertennummer: ${versNr(t)} · Pflegegrad ${pg}`,
    ];
  } else {
    d.b = pat;
    d.patient = [`Pflegekasse: ${kasse[0]} · Vers.-Nr. ${versNr(t)} · Pflegegrad ${pg}`];
  }
  d.head = [
    ['Rechnungs-Nr.', d.number],
    ['Rechnungsdatum', dateOf(d, d.issue)],
    ['Leistungszeitraum', `${dateOf(d, from)} – ${dateOf(d, to)}`],
    ['IK-Nr.', ikNo(t)],
  ];
  const chosen = [...LK].sort(() => t.rnd() - 0.5).slice(0, t.int(3, 5));
  const priceOf = (p: number) => r2(dec(p).times(dec(pv)));
  if (!daily) {
    chosen.forEach(([code, nm, p], i) => {
      const q = String(t.int(4, 31));
      d.lines.push(line(String(i + 1), q, ['', 'C62'], priceOf(p), '0', 'E', nm, code, { pts: String(p) }));
    });
    d.cols = [
      { head: 'LK', x: 50, cell: (l) => l.code },
      { head: 'Leistung', x: 92, cell: (l) => l.name },
      { head: 'Punkte', x: 315, right: true, cell: (l) => l.pts ?? '' },
      { head: 'Anzahl', x: 360, right: true, cell: (l) => l.qty },
      { head: 'Punktwert', x: 420, right: true, cell: () => num(d, pv, pvPlaces) },
      { head: 'Einzelpreis', x: 480, right: true, cell: (l) => money(d, l.price) },
      { head: 'Gesamt €', x: 545, right: true, cell: (l) => money(d, l.net) },
    ];
  } else {
    d.head.push(['Punktwert', `${num(d, pv, pvPlaces)} €`]);
    const days = daysIn(py, pm);
    let n = 0;
    for (let day = 1; day <= days; day++) {
      if (t.rnd() < 0.3) continue;
      for (const [code, nm, p] of chosen.filter((c) => c[0] !== 'LK 15').slice(0, t.int(1, 2))) {
        n++;
        d.lines.push(
          line(String(n), '1', ['', 'C62'], priceOf(p), '0', 'E', nm, code, {
            pts: String(p),
            date: iso(py, pm, day),
          }),
        );
      }
    }
    d.cols = [
      { head: 'Datum', x: 50, cell: (l) => dateOf(d, l.date ?? '') },
      { head: 'LK', x: 110, cell: (l) => l.code },
      { head: 'Leistung', x: 152, cell: (l) => l.name },
      { head: 'Punkte', x: 430, right: true, cell: (l) => l.pts ?? '' },
      { head: 'Betrag €', x: 545, right: true, cell: (l) => money(d, l.net) },
    ];
  }
  finishSums(d);
  if (!toKasse) {
    const x = dec(d.lineNet);
    const cap = [796, 1497, 1859].filter((c) => dec(c).lessThan(x.times(0.9))).pop();
    const ded = cap ? dec(cap).toFixed(2) : r2(x.times(0.6));
    d.deductions = [[`abzüglich Sachleistung Pflegekasse (Pflegegrad ${pg})`, ded]];
  }
  finish(d);
  d.totalRows = toKasse
    ? [
        ['Gesamtbetrag', money(d, d.gross)],
        ['Rechnungsbetrag', money(d, d.payable), true],
      ]
    : [
        ['Gesamtbetrag der Leistungen', money(d, d.gross)],
        [d.deductions[0]?.[0] ?? '', `- ${money(d, d.paid)}`],
        ['Ihr Eigenanteil (Zahlbetrag)', money(d, d.payable), true],
      ];
  d.notes = [
    d.exemptReason,
    toKasse
      ? `Bitte überweisen Sie den Betrag bis zum ${dateOf(d, d.due)} unter Angabe der Rechnungsnummer.`
      : `Bitte überweisen Sie Ihren Eigenanteil bis zum ${dateOf(d, d.due)}.`,
  ];
  d.footer = [
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · St.-Nr. ${d.taxNo}`,
    `IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
  ];
  return d;
}
/** Sums before the deductions are known (the deductions depend on them). */
const finishSums = (d: Doc) => finish(d);

// ------------------------------------------------------------------ physio26
const HM: Array<[string, string, string]> = [
  ['X0501', 'KG Krankengymnastik', '25.50'],
  ['X1201', 'MT Manuelle Therapie', '30.82'],
  ['X0106', 'KMT Klassische Massagetherapie', '19.00'],
  ['X1501', 'Fango Warmpackung', '11.50'],
  ['X1102', 'MLD Manuelle Lymphdrainage 45 Min.', '44.67'],
  ['X0107', 'Heiße Rolle', '11.00'],
  ['X1701', 'Eisanwendung / Kältetherapie', '9.80'],
  ['X0701', 'KG-Gerät Gerätegestützte KG', '44.30'],
];
function physio(t: Tools, v: number): Doc {
  const d = base(t, v, 'physio26', 'de');
  const owner = personName(t);
  const name = t.pick([
    `Physiotherapie ${owner}`,
    `Praxis für Physiotherapie ${owner.split(' ')[1]}`,
    `Therapiezentrum ${t.pick(['Vital', 'Aktiv', 'Bewegung'])} GmbH`,
  ]);
  d.s = dachParty('DE', name, t);
  d.taxNo = taxNo(t);
  d.exemptReason = 'Heilbehandlung – umsatzsteuerfrei nach § 4 Nr. 14 a UStG';
  d.vatPrinted = false;
  d.b = person(t);
  const zz = v % 2 === 1;
  d.number = `${t.pick(['R', 'PT', 'ZR'])}-${t.int(2026, 2026)}-${t.digits(4)}`;
  d.title = zz ? 'Zuzahlungsrechnung' : 'Privatrechnung';
  const vo = addD(d.issue, -t.int(30, 60));
  d.head = [
    ['Rechnungsnummer', d.number],
    ['Datum', dateOf(d, d.issue)],
    ['Verordnung vom', dateOf(d, vo)],
  ];
  d.patient = [
    `Patient/in: ${d.b.name}, geb. ${dateOf(d, birth(t))}`,
    zz
      ? `Krankenkasse: ${t.pick(KK)} · Versichertennr. ${versNr(t)}`
      : `Verordnende/r Ärztin/Arzt: Dr. med. ${personName(t)}`,
  ];
  const dates: string[] = [];
  let day = t.int(2, 6);
  for (let i = 0, n = t.int(4, 8); i < n; i++) {
    dates.push(dateOf(d, addD(vo, day)).slice(0, 6));
    day += t.int(2, 4);
  }
  d.notes = [`Behandlungstage: ${dates.join(', ')}`];
  const chosen = [...HM].sort(() => t.rnd() - 0.5).slice(0, t.int(2, 4));
  const factor = zz ? '1' : t.pick(['1.3', '1.5', '1.8']);
  chosen.forEach(([code, nm, p], i) => {
    const price = r2(dec(p).times(dec(factor)));
    d.lines.push(
      line(String(i + 1), String(t.pick([6, 6, 8, 10, 12])), ['', 'C62'], price, '0', 'E', nm, code),
    );
  });
  d.cols = [
    { head: 'Heilmittel-Nr.', x: 50, cell: (l) => l.code },
    { head: 'Leistung', x: 122, cell: (l) => l.name },
    { head: 'Anzahl', x: 390, right: true, cell: (l) => l.qty },
    { head: 'Einzelpreis', x: 465, right: true, cell: (l) => `${money(d, l.price)} €` },
    { head: 'Betrag', x: 545, right: true, cell: (l) => `${money(d, l.net)} €` },
  ];
  if (zz) {
    d.charge = { amount: '10.00', reason: 'Verordnungsgebühr' };
    finish(d);
    const kasse = r2(dec(d.lineNet).times(0.9));
    d.deductions = [['abzüglich Anteil Krankenkasse (90 %)', kasse]];
    finish(d);
    d.totalRows = [
      ['Summe Heilmittel', `${money(d, d.lineNet)} €`],
      ['Verordnungsgebühr je Verordnung', `${money(d, '10.00')} €`],
      ['Gesamtbetrag', `${money(d, d.gross)} €`],
      ['abzüglich Anteil Krankenkasse (90 %)', `-${money(d, d.paid)} €`],
      ['Ihre gesetzliche Zuzahlung', `${money(d, d.payable)} €`, true],
    ];
  } else {
    finish(d);
    d.totalRows = [['Rechnungsbetrag', `${money(d, d.payable)} €`, true]];
    d.notes.push(`Gebührensatz: ${num(d, factor, 1)}-facher Satz der Beihilfe-Höchstbeträge`);
  }
  d.notes.push(d.exemptReason, `Zahlbar bis ${dateOf(d, d.due)} ohne Abzug.`);
  d.footer = [
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · Steuernummer ${d.taxNo}`,
    `Bankverbindung: IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
  ];
  return d;
}

// ------------------------------------------------------------------ sanitaet26
const AIDS: Array<[string, string, readonly [string, string], number, number, string]> = [
  ['10.50.04.0021', 'Rollator faltbar, mit Sitz', ['Stk', 'H87'], 9500, 16900, '7'],
  ['17.06.01.3004', 'Kompressionsstrumpf AD Kl. 2', ['Paar', 'PR'], 4500, 8900, '7'],
  ['23.04.03.1012', 'Handgelenkbandage', ['Stk', 'H87'], 2900, 5900, '7'],
  ['54.45.01.0001', 'Einmalhandschuhe Nitril', ['Pck', 'XPK'], 690, 1290, '19'],
  ['15.25.30.0021', 'Inkontinenzvorlagen Gr. M', ['Pck', 'XPK'], 1390, 2490, '19'],
  ['04.40.01.0003', 'Badewannenlifter Miete', ['Monat', 'MON'], 1900, 3900, '19'],
  ['18.50.02.0041', 'Leichtgewichtrollstuhl Miete', ['Monat', 'MON'], 3500, 6500, '7'],
  ['50.45.01.0002', 'Pflegebett elektrisch Miete', ['Monat', 'MON'], 4900, 8900, '19'],
  ['31.03.02.1001', 'Einlagen nach Maß', ['Paar', 'PR'], 9900, 15900, '7'],
];
function sanitaet(t: Tools, v: number): Doc {
  const d = base(t, v, 'sanitaet26', 'de');
  d.s = dachParty(
    'DE',
    `Sanitätshaus ${t.pick(['Orthomed', 'Gesundheitshaus Rehberg', 'Vitalis', 'Brandt & Söhne'])} ${t.pick(['GmbH', 'e.K.', 'GmbH & Co. KG'])}`,
    t,
  );
  d.sellerVat = true;
  d.b = person(t);
  d.number = `${t.pick(['SH', 'RE'])}${t.digits(6)}`;
  d.title = 'Rechnung';
  d.head = [
    ['Rechnungs-Nr.', d.number],
    ['Datum', dateOf(d, d.issue)],
    ['Kunden-Nr.', t.digits(5)],
  ];
  d.patient = [
    `Versicherte/r: ${d.b.name} · geb. ${dateOf(d, birth(t))}`,
    `Kostenträger: ${t.pick(KK)} · IK ${t.pick(['10', '16', '18'])}${t.digits(7)} · Vers.-Nr. ${versNr(t)}`,
  ];
  const step = v % 2 ? 10 : 1;
  const chosen = [...AIDS].sort(() => t.rnd() - 0.5).slice(0, t.int(3, 6));
  chosen.forEach(([code, nm, unit, lo, hi, rate], i) => {
    const q = unit[1] === 'MON' ? String(t.int(1, 3)) : String(t.pick([1, 1, 2, 3]));
    const price = (t.int(lo, hi) / 100).toFixed(2);
    d.lines.push(line(String((i + 1) * step), q, unit, price, rate, 'S', nm, code));
  });
  d.cols = [
    { head: 'Pos.', x: 44, cell: (l) => l.id },
    { head: 'Hilfsmittel-Nr.', x: 72, cell: (l) => l.code },
    { head: 'Bezeichnung', x: 148, cell: (l) => l.name },
    { head: 'Menge', x: 350, right: true, cell: (l) => l.qty },
    { head: 'Einh.', x: 356, cell: (l) => l.unit[0] },
    { head: 'EP netto', x: 440, right: true, cell: (l) => money(d, l.price) },
    { head: 'USt.', x: 478, right: true, cell: (l) => `${l.rate} %` },
    { head: 'Gesamt netto', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  finish(d);
  const share = r2(dec(d.gross).times(t.pick(['0.5', '0.6', '0.75', '0.8'])));
  d.deductions = [['abzüglich Kostenübernahme Krankenkasse', share]];
  finish(d);
  d.totalRows = [
    ['Summe netto', money(d, d.lineNet)],
    ...d.vat.map((x): [string, string] => [
      `zzgl. ${x.rate} % USt. auf ${money(d, x.base)}`,
      money(d, x.tax),
    ]),
    ...(d.vat.length > 1 ? [['Summe USt.', money(d, d.vatT)] as [string, string]] : []),
    ['Rechnungsbetrag brutto', money(d, d.gross)],
    ['abzüglich Kostenübernahme Krankenkasse', `-${money(d, d.paid)}`],
    ['Ihr Eigenanteil / Zahlbetrag EUR', money(d, d.payable), true],
  ];
  d.notes = [
    'Die Mietpositionen werden monatlich im Voraus berechnet.',
    `Zahlbar innerhalb von 14 Tagen bis ${dateOf(d, d.due)}.`,
  ];
  d.footer = [
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · USt-IdNr. ${d.s.vat}`,
    `IBAN ${spaced(d.iban)} · BIC ${d.bic} · Amtsgericht ${d.s.city} HRB ${t.digits(5)}`,
  ];
  return d;
}

// ------------------------------------------------------------------ dental26
const BEL: Array<[string, string, number, number]> = [
  ['0010', 'Modell', 900, 1200],
  ['0022', 'Doublieren eines Modells', 1600, 2100],
  ['0052', 'Sägemodell', 2100, 2800],
  ['0120', 'Mittelwertartikulator', 900, 1300],
  ['1022', 'Vollkrone/Metall', 11000, 13500],
  ['1023', 'Teilkrone/Metall', 11500, 14000],
  ['1024', 'Krone für Verblendung', 10000, 12500],
  ['1602', 'Keramische Verblendung', 9000, 11500],
  ['2010', 'Brückenglied', 6000, 8500],
  ['9330', 'Versandkosten', 500, 900],
];
const MAT: Array<[string, string, readonly [string, string], number, number]> = [
  ['M01', 'NEM-Legierung Kobalt-Chrom', ['g', 'GRM'], 60, 120],
  ['M02', 'Edelmetall-Legierung Au 75 %', ['g', 'GRM'], 5200, 6400],
  ['M03', 'Verblendkeramik', ['g', 'GRM'], 250, 420],
  ['M04', 'Konfektionszahn Front', ['Stk', 'H87'], 450, 900],
];
function dental(t: Tools, v: number): Doc {
  const d = base(t, v, 'dental26', 'de');
  d.s = dachParty(
    'DE',
    `${t.pick(['Dentallabor', 'Zahntechnik', 'Dental-Labor'])} ${t.pick(['Weißer Zahn', 'Kronenwerk', 'Artdent', 'Schulte & Berger'])} GmbH`,
    t,
  );
  d.sellerVat = true;
  d.taxNo = taxNo(t);
  const doc = personName(t);
  d.b = dachParty('DE', `Zahnarztpraxis Dr. ${doc}`, t);
  d.number = `${t.pick(['DL', 'ZT'])}-${t.digits(5)}`;
  d.title = 'Rechnung';
  d.head = [
    ['Rechnung Nr.', d.number],
    ['Rechnungsdatum', dateOf(d, d.issue)],
    ['Auftrags-Nr.', `A${t.digits(5)}`],
    ['Eingliederung', dateOf(d, addD(d.issue, -t.int(1, 5)))],
  ];
  d.patient = [
    `Patient: ${personName(t)} · geb. ${dateOf(d, birth(t))}`,
    `Arbeitsart: ${t.pick(['Krone', 'Brücke', 'Teilkrone'])} ${t.pick(['16', '26', '36', '34–36', '45–47'])} · ${t.pick(['Kassenpatient (BEL II)', 'Privatpatient (BEB)'])}`,
  ];
  const bel = [...BEL].sort(() => t.rnd() - 0.5).slice(0, t.int(4, 7));
  let n = 0;
  d.groups.set(0, 'Zahntechnische Leistungen');
  for (const [code, nm, lo, hi] of bel) {
    n++;
    d.lines.push(
      line(
        String(n),
        String(t.pick([1, 1, 1, 2, 3])),
        ['', 'C62'],
        (t.int(lo, hi) / 100).toFixed(2),
        '7',
        'S',
        nm,
        code,
      ),
    );
  }
  d.groups.set(n, 'Material');
  for (const [code, nm, unit, lo, hi] of [...MAT].sort(() => t.rnd() - 0.5).slice(0, t.int(1, 3))) {
    n++;
    const q = unit[1] === 'GRM' ? (t.int(15, 95) / 10).toFixed(1) : String(t.int(1, 4));
    d.lines.push(line(String(n), q, unit, (t.int(lo, hi) / 100).toFixed(2), '7', 'S', nm, code));
  }
  d.cols = [
    { head: 'Nr.', x: 44, cell: (l) => l.id },
    { head: 'BEL-Nr.', x: 68, cell: (l) => l.code },
    { head: 'Leistung / Material', x: 112, cell: (l) => l.name },
    { head: 'Menge', x: 350, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: '', x: 356, cell: (l) => l.unit[0] },
    { head: 'Einzelpreis', x: 450, right: true, cell: (l) => money(d, l.price) },
    { head: 'Betrag EUR', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  finish(d);
  d.totalRows = [
    ['Summe Leistungen und Material', money(d, d.lineNet)],
    [`MwSt. 7 %`, money(d, d.vatT)],
    ['Rechnungsbetrag EUR', money(d, d.gross), true],
  ];
  d.notes = [
    `Zahlungsziel: ${dateOf(d, d.due)}. Konformitätserklärung nach MDR liegt bei.`,
    'Die Material- und Herstellungsnachweise sind der Rechnung beigefügt.',
  ];
  d.footer = [
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`,
    `USt-IdNr. ${d.s.vat} · Steuer-Nr. ${d.taxNo} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
  ];
  return d;
}

// ------------------------------------------------------------------ vet26
const GOT: Array<[string, string, string]> = [
  ['1', 'Allgemeine Untersuchung mit Beratung', '23.62'],
  ['12', 'Impfung, je Impfstoff', '8.80'],
  ['25', 'Injektion subkutan/intramuskulär', '7.13'],
  ['34', 'Blutentnahme venös', '8.22'],
  ['120', 'Röntgenaufnahme, erste Aufnahme', '35.40'],
  ['210', 'Zahnsteinentfernung', '61.20'],
  ['310', 'Wundversorgung, einfach', '16.85'],
];
const MED: Array<[string, string, readonly [string, string], number, number, string]> = [
  ['PZN 04312233', 'Carprofen 50 mg Tabletten', ['Stk', 'H87'], 45, 120, '19'],
  ['PZN 08765541', 'Meloxicam Suspension 32 ml', ['Stk', 'H87'], 1450, 2290, '19'],
  ['PZN 01239876', 'Amoxicillin 250 mg Tabletten', ['Stk', 'H87'], 35, 90, '19'],
  ['PZN 11223344', 'Nobivac Impfstoff', ['Stk', 'H87'], 1100, 1900, '19'],
  ['ART 4711', 'Diätfutter Intestinal 2 kg', ['Pck', 'XPK'], 1890, 2990, '7'],
  ['ART 4733', 'Nierendiät Nassfutter', ['Pck', 'XPK'], 2390, 3490, '7'],
];
function vet(t: Tools, v: number): Doc {
  const d = base(t, v, 'vet26', 'de');
  const vetName = personName(t);
  d.s = dachParty(
    'DE',
    t.pick([
      `Tierarztpraxis Dr. ${vetName}`,
      `Tierklinik ${t.pick(['am Wall', 'Rheinaue', 'Nordpark'])} GmbH`,
    ]),
    t,
  );
  d.sellerVat = true;
  d.b = person(t);
  d.number = `${t.int(26000, 26999)}/${t.digits(3)}`;
  d.title = 'Rechnung';
  d.dueShown = v % 2 === 0;
  const animal = t.pick([
    ['Hund', 'Labrador Retriever', 'Balu'],
    ['Katze', 'Europ. Kurzhaar', 'Minka'],
    ['Hund', 'Dackel', 'Frieda'],
    ['Kaninchen', 'Zwergwidder', 'Hoppel'],
  ]);
  d.head = [
    ['Rechnungs-Nr.', d.number],
    ['Datum', dateOf(d, d.issue)],
    ['Kunden-Nr.', t.digits(5)],
  ];
  d.patient = [
    `Patient: ${animal[2]} (${animal[0]}, ${animal[1]}), geb. ${dateOf(d, iso(t.int(2012, 2024), t.int(1, 12), t.int(1, 28)))}`,
    `Chip-Nr. 276${t.digits(12)} · Behandlung am ${dateOf(d, d.issue)}`,
  ];
  const got = [...GOT].sort(() => t.rnd() - 0.5).slice(0, t.int(2, 4));
  let n = 0;
  for (const [code, nm, p] of got) {
    n++;
    const f = t.pick(['1.0', '1.5', '2.0', '2.5', '3.0']);
    d.lines.push(
      line(String(n), String(t.pick([1, 1, 2])), ['', 'C62'], r2(dec(p).times(dec(f))), '19', 'S', nm, code, {
        factor: f,
      }),
    );
  }
  for (const [code, nm, unit, lo, hi, rate] of [...MED].sort(() => t.rnd() - 0.5).slice(0, t.int(1, 3))) {
    n++;
    d.lines.push(
      line(
        String(n),
        String(nm.includes('Tabletten') ? t.pick([10, 20, 30]) : t.pick([1, 1, 2, 3])),
        unit,
        (t.int(lo, hi) / 100).toFixed(2),
        rate,
        'S',
        nm,
        code,
      ),
    );
  }
  d.cols = [
    { head: 'GOT/Art.', x: 44, cell: (l) => l.code },
    { head: 'Leistung / Arzneimittel', x: 118, cell: (l) => l.name },
    { head: 'Faktor', x: 338, right: true, cell: (l) => (l.factor ? `${num(d, l.factor, 1)}-fach` : '') },
    { head: 'Anz.', x: 370, right: true, cell: (l) => l.qty },
    { head: 'Einzelpreis', x: 435, right: true, cell: (l) => money(d, l.price) },
    { head: 'MwSt', x: 475, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  finish(d);
  d.totalRows = [
    ['Nettobetrag', money(d, d.lineNet)],
    ...d.vat.map((x): [string, string] => [`MwSt ${x.rate}% von ${money(d, x.base)}`, money(d, x.tax)]),
    ...(d.vat.length > 1 ? [['MwSt gesamt', money(d, d.vatT)] as [string, string]] : []),
    ['Gesamtbetrag EUR', money(d, d.gross), true],
  ];
  d.notes = [
    'Abrechnung nach der Gebührenordnung für Tierärzte (GOT) in der geltenden Fassung.',
    d.dueShown
      ? `Bitte überweisen Sie den Betrag bis ${dateOf(d, d.due)}.`
      : 'Zahlbar sofort nach Erhalt der Rechnung.',
  ];
  d.footer = [
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · USt-IdNr.: ${d.s.vat}`,
    `${t.pick(['Sparkasse', 'Volksbank', 'Commerzbank'])} · IBAN: ${spaced(d.iban)} · BIC: ${d.bic}`,
  ];
  return d;
}

// ------------------------------------------------------------------ heim26
function heim(t: Tools, v: number): Doc {
  const d = base(t, v, 'heim26', 'de');
  d.s = dachParty(
    'DE',
    `${t.pick(['Seniorenzentrum', 'Pflegeheim', 'Haus'])} ${t.pick(['St. Elisabeth', 'Am Rosengarten', 'Abendrot', 'Lindenhof'])} ${t.pick(['gGmbH', 'GmbH'])}`,
    t,
  );
  d.taxNo = taxNo(t);
  d.exemptReason = 'Die Leistungen sind nach § 4 Nr. 16 UStG von der Umsatzsteuer befreit.';
  d.vatPrinted = false;
  const res = person(t);
  const viaBetreuer = v % 3 === 2;
  d.b = viaBetreuer ? person(t) : res;
  if (viaBetreuer) d.buyerExtra = ['(rechtliche Betreuung)'];
  const [y, mm] = d.issue.split('-').map(Number) as [number, number];
  const days = daysIn(y, mm);
  const absent = t.pick([0, 2, 3, 4, 6]);
  const present = days - absent;
  const pg = t.int(2, 5);
  const room = `${t.int(1, 3)}.${String(t.int(1, 40)).padStart(2, '0')}`;
  d.issue = iso(y, mm, 1);
  d.due = iso(y, mm, t.pick([10, 15]));
  d.number = `HR-${y}${String(mm).padStart(2, '0')}-${t.digits(4)}`;
  d.title = `Heimkostenabrechnung ${MONTH_NAMES.de[mm - 1]} ${y}`;
  d.head = [
    ['Rechnungs-Nr.', d.number],
    ['Rechnungsdatum', dateOf(d, d.issue)],
    ['Abrechnungsmonat', `${String(mm).padStart(2, '0')}/${y}`],
    ['Bewohner-Nr.', t.digits(4)],
  ];
  d.patient = [
    `Bewohner/in: ${res.name}, geb. ${dateOf(d, birth(t))}, Zimmer ${room}, Pflegegrad ${pg}`,
    `Pflegekasse: ${t.pick(KASSEN)[0]} · Vers.-Nr. ${versNr(t)}`,
    `Berechnungstage: ${days} · davon Anwesenheit ${present} · Abwesenheit ${absent}`,
  ];
  const daily = (t.int(6500, 11500) / 100).toFixed(2);
  const ls: Array<[string, number, string]> = [[`Pflegevergütung Pflegegrad ${pg}`, present, daily]];
  if (absent) ls.push(['Pflegevergütung Abwesenheit (75 %)', absent, r2(dec(daily).times(0.75))]);
  ls.push(['Entgelt für Unterkunft', days, (t.int(1800, 2900) / 100).toFixed(2)]);
  const food = (t.int(900, 1500) / 100).toFixed(2);
  ls.push(['Entgelt für Verpflegung', present, food]);
  if (absent) ls.push(['Verpflegung Abwesenheit (75 %)', absent, r2(dec(food).times(0.75))]);
  ls.push(['Investitionskosten', days, (t.int(1400, 2600) / 100).toFixed(2)]);
  ls.push(['Ausbildungsumlage', days, (t.int(250, 650) / 100).toFixed(2)]);
  ls.forEach(([nm, q, p], i) => {
    d.lines.push(line(String(i + 1), String(q), ['Tage', 'DAY'], p, '0', 'E', nm, ''));
  });
  d.cols = [
    { head: 'Leistung', x: 50, cell: (l) => l.name },
    { head: 'Tage', x: 345, right: true, cell: (l) => l.qty },
    { head: 'Tagessatz €', x: 440, right: true, cell: (l) => money(d, l.price) },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  finish(d);
  const cap = { 2: '805.00', 3: '1319.00', 4: '1855.00', 5: '2096.00' }[pg] ?? '805.00';
  const pflegeSum = d.lines
    .filter((l) => l.name.startsWith('Pflegevergütung'))
    .reduce((a, l) => a.plus(dec(l.net)), dec(0));
  const capUsed = dec(cap).greaterThan(pflegeSum) ? r2(pflegeSum.times(0.8)) : cap;
  const pct = t.pick(['15', '30', '50', '75']);
  const eee = dec(pflegeSum)
    .minus(dec(capUsed))
    .plus(dec(d.lines.find((l) => l.name === 'Ausbildungsumlage')?.net ?? '0'));
  const zuschlag = r2(eee.times(dec(pct)).dividedBy(100));
  d.deductions = [
    ['abzgl. Leistungsbetrag Pflegekasse § 43 SGB XI', capUsed],
    [`abzgl. Leistungszuschlag ${pct} % § 43c SGB XI`, zuschlag],
  ];
  finish(d);
  d.totalRows = [
    ['Gesamtkosten', money(d, d.gross)],
    ...d.deductions.map(([a, x]): [string, string] => [a, `- ${money(d, x)}`]),
    ['Eigenanteil Bewohner/in – zu zahlen', money(d, d.payable), true],
  ];
  d.notes = [
    d.exemptReason,
    `Der Betrag wird am ${dateOf(d, d.due)} von Ihrem Konto abgebucht, sofern ein SEPA-Lastschriftmandat vorliegt; sonst bitte Überweisung.`,
  ];
  d.footer = [
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · Steuernummer ${d.taxNo} · IK ${ikNo(t)}`,
    `IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
  ];
  if (v % 2 === 1)
    d.extraPage = (p) => {
      const y0 = p.next();
      p.put(y0, 50, `Anwesenheitsübersicht ${MONTH_NAMES.de[mm - 1]} ${y}`, { size: 11, bold: true });
      const absFrom = t.int(1, days - absent);
      for (let day = 1; day <= days; day++) {
        const col = (day - 1) % 8;
        const row = Math.floor((day - 1) / 8);
        const mark = day >= absFrom && day < absFrom + absent ? 'A' : 'P';
        p.put(
          y0 + 24 + row * 16,
          50 + col * 62,
          `${String(day).padStart(2, '0')}.${String(mm).padStart(2, '0')}. ${mark}`,
          {
            size: 8,
          },
        );
      }
      p.put(y0 + 24 + 5 * 16, 50, 'P = anwesend, A = abwesend (Krankenhaus / Urlaub)', { size: 8 });
    };
  return d;
}

// ------------------------------------------------------------------ clinic26
const CL: Array<[string, string, readonly [string, string], number, number, 'E' | 'S']> = [
  ['CON01', 'Initial consultation', ['', 'C62'], 18000, 25000, 'E'],
  ['CON02', 'Follow-up consultation', ['', 'C62'], 12000, 16000, 'E'],
  ['U0512', 'MRI scan, one region', ['', 'C62'], 45000, 69000, 'E'],
  ['W8200', 'Arthroscopy of knee', ['', 'C62'], 210000, 320000, 'E'],
  ['PATH1', 'Blood tests, full panel', ['', 'C62'], 9500, 18000, 'E'],
  ['ROOM', 'Private room', ['nights', 'DAY'], 45000, 65000, 'E'],
  ['PHY01', 'Physiotherapy session', ['sessions', 'C62'], 7500, 9500, 'E'],
  ['GM01', 'Guest meals', ['', 'C62'], 1800, 2800, 'S'],
  ['PK01', 'Car parking', ['days', 'DAY'], 1200, 1800, 'S'],
  ['CR01', 'Medical report for insurer', ['', 'C62'], 7500, 12000, 'S'],
];
function clinic(t: Tools, v: number): Doc {
  const d = base(t, v, 'clinic26', 'en');
  const [st, city, pc] = t.pick(GB_PLACES);
  d.s = {
    name: `The ${t.pick(['Harley Lane', 'Wimpole', 'Cedars', 'St Aidan'])} ${t.pick(['Clinic', 'Hospital'])} Ltd`,
    street: `${t.int(2, 150)} ${st}`,
    pc,
    city,
    country: 'GB',
    vat: `GB${t.digits(9)}`,
  };
  d.sellerVat = true;
  const [hs, hc, hp] = t.pick(GB_HOMES);
  const pat = `${t.pick(GB_FIRST)} ${t.pick(GB_LAST)}`;
  d.b = { name: pat, street: `${t.int(1, 90)} ${hs}`, pc: hp, city: hc, country: 'GB' };
  d.iban = ibanWithCheck('GB', `${t.pick(['BARC', 'NWBK', 'LOYD'])}${t.digits(14)}`);
  d.bic = t.pick(['BARCGB22', 'NWBKGB2L', 'LOYDGB21']);
  d.number = `INV-${t.digits(6)}`;
  d.title = 'INVOICE';
  const long = v % 2 === 0;
  d.head = [
    ['Invoice No.', d.number],
    ['Invoice date', dateOf(d, d.issue, long)],
    ['Account No.', `P${t.digits(6)}`],
    ['Payment due', dateOf(d, d.due, long)],
  ];
  const insurer = t.pick(['Bupa', 'AXA Health', 'Aviva', 'Vitality Health', 'WPA']);
  d.patient = [
    `Patient: ${pat} · Date of birth ${dateOf(d, birth(t))} · Hospital No. HN${t.digits(6)}`,
    `Insurer: ${insurer} · Membership No. ${t.digits(8)} · Pre-authorisation ${t.digits(7)}`,
  ];
  const chosen = [...CL].sort(() => t.rnd() - 0.5).slice(0, t.int(4, 7));
  chosen.forEach(([code, nm, unit, lo, hi, cat], i) => {
    const q = unit[0] ? String(t.int(1, 4)) : '1';
    d.lines.push(
      line(
        String(i + 1),
        q,
        unit,
        (t.int(lo, hi) / 100).toFixed(2),
        cat === 'S' ? '20' : '0',
        cat,
        nm,
        code,
        {
          date: addD(d.issue, -t.int(3, 20)),
        },
      ),
    );
  });
  d.exemptReason = 'Exempt - medical care (VAT Act 1994, Schedule 9, Group 7)';
  d.cols = [
    { head: 'Line', x: 44, cell: (l) => l.id },
    { head: 'Code', x: 68, cell: (l) => l.code },
    { head: 'Date', x: 108, cell: (l) => dateOf({ lang: 'en', v: 1 }, l.date ?? '') },
    { head: 'Description', x: 162, cell: (l) => l.name },
    { head: 'Qty', x: 372, right: true, cell: (l) => l.qty },
    { head: 'Unit', x: 377, cell: (l) => l.unit[0] },
    { head: 'Unit fee £', x: 458, right: true, cell: (l) => money(d, l.price) },
    { head: 'VAT', x: 490, right: true, cell: (l) => (l.cat === 'E' ? 'E' : '20%') },
    { head: 'Amount £', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  finish(d);
  const exempt = d.vat.find((x) => x.cat === 'E')?.base ?? '0.00';
  const excess = t.pick(['100.00', '150.00', '250.00']);
  const settled = dec(exempt).greaterThan(dec(excess)) ? r2(dec(exempt).minus(dec(excess))) : '0.00';
  if (settled !== '0.00') d.deductions = [[`Less settled by ${insurer}`, settled]];
  finish(d);
  const std = d.vat.find((x) => x.cat === 'S');
  d.totalRows = [
    ['Total exempt', `£${money(d, exempt)}`],
    ...(std
      ? ([
          ['Total standard-rated', `£${money(d, std.base)}`],
          ['Subtotal excl. VAT', `£${money(d, d.lineNet)}`],
          ['VAT @ 20%', `£${money(d, std.tax)}`],
        ] as Array<[string, string]>)
      : ([['VAT', `£${money(d, '0.00')}`]] as Array<[string, string]>)),
    ['Invoice total', `£${money(d, d.gross)}`],
    ...(d.deductions.length
      ? [[d.deductions[0]?.[0] ?? '', `(£${money(d, d.paid)})`] as [string, string]]
      : []),
    ['BALANCE DUE FROM PATIENT', `£${money(d, d.payable)}`, true],
  ];
  d.notes = [
    `Items marked E are exempt from VAT as medical care. Your policy excess of £${money(d, excess)} applies.`,
    `Please pay by ${dateOf(d, d.due, long)} quoting the invoice number.`,
  ];
  d.footer = [
    `${d.s.name} · ${d.s.street}, ${d.s.city} ${d.s.pc} · VAT Reg. No. GB ${d.s.vat?.slice(2, 5)} ${d.s.vat?.slice(5, 9)} ${d.s.vat?.slice(9)}`,
    `Bank: IBAN ${spaced(d.iban)} · BIC ${d.bic} · Registered in England No. ${t.digits(8)}`,
  ];
  return d;
}

// ------------------------------------------------------------------ pharmacie26
const PHARMA: Array<[string, string, readonly [string, string], number, number, string]> = [
  ['3400930012345', 'Doliprane 1000 mg cp B/8', ['bte', 'XBX'], 180, 260, '2.1'],
  ['3400934567890', 'Amoxicilline 1 g cp B/6', ['bte', 'XBX'], 280, 520, '2.1'],
  ['3400956781234', 'Levothyrox 75 µg cp B/90', ['bte', 'XBX'], 400, 650, '2.1'],
  ['3401560000123', 'Sérum physiologique unidoses', ['bte', 'XBX'], 250, 480, '10'],
  ['3401578900001', 'Crème hydratante dermatologique', ['u', 'H87'], 890, 1590, '20'],
  ['1143051', 'Bas de contention classe 2', ['paire', 'PR'], 2500, 3800, '20'],
  ['1240750', 'Tensiomètre électronique bras', ['u', 'H87'], 3500, 5900, '20'],
];
const OPTIC: Array<[string, string, readonly [string, string], number, number, string]> = [
  ['2223342', 'Monture adulte classe A', ['u', 'H87'], 2500, 2900, '20'],
  ['2210530', 'Monture adulte classe B', ['u', 'H87'], 8900, 18000, '20'],
  ['2203240', 'Verre unifocal sphère -2,00', ['u', 'H87'], 4500, 9900, '20'],
  ['2259966', 'Verre progressif classe B', ['u', 'H87'], 15000, 29000, '20'],
  ['2280660', 'Lentilles journalières B/30', ['bte', 'XBX'], 2200, 3400, '20'],
  ['ENT01', 'Produit d’entretien lentilles', ['u', 'H87'], 900, 1400, '20'],
];
function pharmacie(t: Tools, v: number): Doc {
  const d = base(t, v, 'pharmacie26', 'fr');
  const optic = v % 2 === 1;
  const [city, pc] = t.pick(FR_PLACES);
  d.s = {
    name: optic
      ? `${t.pick(['Optique', 'Opticien'])} ${t.pick(['Lumière', 'du Centre', 'Vision Plus'])} SARL`
      : `Pharmacie ${t.pick(['du Marché', 'de la Gare', 'Centrale', 'des Halles'])} SELARL`,
    street: `${t.int(1, 80)} ${t.pick(FR_STREETS)}`,
    pc,
    city,
    country: 'FR',
    vat: `FR${t.digits(11)}`,
  };
  d.sellerVat = true;
  const [bc, bp] = t.pick(FR_PLACES);
  const pat = `${t.pick(FR_FIRST)} ${t.pick(FR_LAST)}`;
  d.b = { name: pat, street: `${t.int(1, 120)} ${t.pick(FR_STREETS)}`, pc: bp, city: bc, country: 'FR' };
  d.iban = ibanWithCheck('FR', `${t.digits(10)}${t.digits(11)}${t.digits(2)}`);
  d.bic = t.pick(['CCBPFRPPLYO', 'AGRIFRPP878', 'SOGEFRPP', 'CMCIFR2A']);
  d.number = `${optic ? 'OPT' : 'PH'}${t.digits(7)}`;
  d.title = 'FACTURE';
  d.dueShown = false;
  d.head = [
    ['Facture n°', d.number],
    ['Date', dateOf(d, d.issue, v % 4 >= 2)],
    [optic ? 'Ordonnance du' : 'Prescription du', dateOf(d, addD(d.issue, -t.int(2, 40)))],
  ];
  d.patient = [
    `Assuré(e) : ${pat}, né(e) le ${dateOf(d, birth(t))}`,
    `N° de sécurité sociale : ${t.int(1, 2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(3)} ${t.digits(3)} ${t.digits(2)} · Mutuelle : ${t.pick(['MGEN', 'Harmonie Mutuelle', 'Malakoff Humanis', 'AG2R'])}`,
  ];
  const list = optic ? OPTIC : PHARMA;
  const chosen = [...list].sort(() => t.rnd() - 0.5).slice(0, t.int(3, 5));
  chosen.forEach(([code, nm, unit, lo, hi, rate], i) => {
    const q = optic && unit[1] === 'H87' ? '1' : String(t.pick([1, 1, 2, 3]));
    d.lines.push(line(String(i + 1), q, unit, (t.int(lo, hi) / 100).toFixed(2), rate, 'S', nm, code));
  });
  d.cols = [
    { head: optic ? 'Code LPP' : 'Code CIP / LPP', x: 44, cell: (l) => l.code },
    { head: 'Désignation', x: 124, cell: (l) => l.name },
    { head: 'Qté', x: 345, right: true, cell: (l) => l.qty },
    { head: 'PU HT', x: 410, right: true, cell: (l) => money(d, l.price) },
    { head: 'TVA', x: 455, right: true, cell: (l) => `${num(d, l.rate, l.rate.includes('.') ? 1 : 0)} %` },
    { head: 'Montant HT', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  finish(d);
  const amo = r2(dec(d.gross).times(t.pick(['0.4', '0.6', '0.65'])));
  const amc = r2(
    dec(d.gross)
      .minus(dec(amo))
      .times(t.pick(['0.5', '0.7', '0.9'])),
  );
  d.deductions = [
    ['Part AMO (tiers payant)', amo],
    ['Part AMC mutuelle (tiers payant)', amc],
  ];
  finish(d);
  const rateTxt = (r: string) => `${num(d, r, r.includes('.') ? 1 : 0)} %`;
  d.totalRows = [
    ['Total HT', `${money(d, d.lineNet)} €`],
    ...d.vat.map((x): [string, string] => [
      `TVA ${rateTxt(x.rate)} sur ${money(d, x.base)}`,
      `${money(d, x.tax)} €`,
    ]),
    ...(d.vat.length > 1 ? [['Total TVA', `${money(d, d.vatT)} €`] as [string, string]] : []),
    ['Total TTC', `${money(d, d.gross)} €`],
    ...d.deductions.map(([a, x]): [string, string] => [a, `- ${money(d, x)} €`]),
    ['Reste à charge', `${money(d, d.payable)} €`, true],
  ];
  d.notes = [
    'Facture acquittée par carte bancaire pour le reste à charge ; parts AMO et AMC réglées en tiers payant.',
  ];
  d.footer = [
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · SIRET ${t.digits(14)} · TVA intracommunautaire ${d.s.vat}`,
    `${optic ? 'N° ADELI' : 'N° FINESS'} ${t.digits(9)} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
  ];
  return d;
}

const BUILD: Record<Tpl, (t: Tools, v: number) => Doc> = {
  pflege26: pflege,
  physio26: physio,
  sanitaet26: sanitaet,
  dental26: dental,
  vet26: vet,
  heim26: heim,
  clinic26: clinic,
  pharmacie26: pharmacie,
};

// ---------------------------------------------------------------------------- drawing
function draw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  const right = d.v % 2 === 0;
  // letterhead
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  const place = d.lang === 'en' ? `${d.s.city} ${d.s.pc}` : `${d.s.pc} ${d.s.city}`;
  p.put(58, 50, `${d.s.street} · ${place}`, { size: 8 });
  // address window
  p.put(120, 50, `${d.s.name} · ${d.s.street} · ${place}`, { size: 6 });
  const addr = [d.b.name, ...d.buyerExtra, d.b.street, `${d.b.pc} ${d.b.city}`];
  if (d.lang === 'en') addr.splice(addr.length - 1, 1, d.b.city, d.b.pc);
  let y = p.block(addr, 50, 134, { size: 10 });
  // info block
  let iy = right ? 92 : y + 14;
  const ix = right ? 330 : 50;
  for (const [a, b] of d.head) {
    p.put(iy, ix, a, { size: 9 });
    p.put(iy, right ? 545 : 160, b, { size: 9, right });
    iy += 13;
  }
  y = Math.max(y, iy) + 18;
  p.put(y, 50, d.title, { size: 14, bold: true });
  y += 22;
  for (const s of d.patient.flatMap((x) => wrapWords(x, 100))) {
    p.put(y, 50, s, { size: 8.5 });
    y += 12;
  }
  y += 10;
  const headRow = (yy: number) => {
    for (const c of d.cols) p.put(yy, c.x, c.head, { size: 8.5, bold: true, right: c.right });
    return yy + 15;
  };
  y = headRow(y);
  d.lines.forEach((l, i) => {
    const yy = p.need(y, 24);
    if (yy !== y) y = headRow(yy);
    const g = d.groups.get(i);
    if (g) {
      p.put(y, 50, g, { size: 9, bold: true });
      y += 13;
    }
    for (const c of d.cols) p.put(y, c.x, c.cell(l), { size: 8.5, right: c.right });
    y += 13;
  });
  y += 8;
  y = p.need(y, 16 * d.totalRows.length + 40);
  for (const [a, b, bold] of d.totalRows) {
    p.put(y, 230, a, { size: 9, bold });
    p.put(y, 545, b, { size: 9, bold, right: true });
    y += 14;
  }
  y += 10;
  for (const s of d.notes.flatMap((x) => wrapWords(x, 105))) {
    y = p.need(y, 12);
    p.put(y, 50, s, { size: 8 });
    y += 11;
  }
  d.extraPage?.(p);
  const pages = p.pages();
  const sign = d.lang === 'en' ? 'Page' : d.lang === 'fr' ? 'Page' : 'Seite';
  const of = d.lang === 'en' ? 'of' : d.lang === 'fr' ? 'sur' : 'von';
  everyPage(rows, pages, (pg, n) => [
    [785, 50, d.footer[0] ?? '', 6.5],
    [795, 50, d.footer[1] ?? '', 6.5],
    [810, 545 - 40, `${sign} ${pg} ${of} ${n}`, 7],
  ]);
  return pages;
}

// ---------------------------------------------------------------------------- the truth
function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.lang === 'en' ? 'GBP' : 'EUR' });
  if (d.dueShown) inv.dueDate = d.due;
  const addr = (x: KitParty) => ({ line1: x.street, postalCode: x.pc, city: x.city, countryCode: x.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sellerVat ? { vatId: d.s.vat } : {}),
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  const charge = d.charge?.amount;
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: r2(dec(d.lineNet).plus(dec(charge ?? '0'))),
    ...(d.vatPrinted ? { vatTotal: d.vatT } : {}),
    taxInclusive: d.gross,
    ...(charge ? { chargeTotal: charge } : {}),
    ...(d.paid !== '0.00' ? { paidAmount: d.paid } : {}),
    amountDue: d.payable,
  };
  if (d.charge)
    inv.charges = [{ amount: d.charge.amount, vatCategoryCode: 'E', vatRate: '0', reason: d.charge.reason }];
  inv.vatBreakdown = d.vat.map((x) => ({
    taxableAmount: x.base,
    taxAmount: x.tax,
    categoryCode: x.cat,
    rate: x.rate,
    ...(x.cat === 'E' ? { exemptionReason: d.exemptReason } : {}),
  }));
  inv.lines = d.lines.map((l) =>
    kitLine(
      { id: l.id, qty: l.qty, unit: l.unit, net: l.net, price: l.price, rate: l.rate, name: l.name },
      { category: l.cat },
    ),
  );
  return inv;
}
