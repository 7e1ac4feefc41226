/**
 * `--templates blind43` of extraction-synthetic.ts: professional fee and service invoices, written in
 * session 27 before opening anything under packages/extract/ and without reading the other blind
 * generators —
 * - `goz12`: a dentist's or doctor's private invoice (Liquidation) under the GOZ / GOÄ: Datum, Zahn,
 *   Ziffer, Leistung (wrapping over 2–4 lines), Faktor, Anzahl, sometimes an Einzelbetrag, Betrag; the
 *   patient or payer as buyer, no VAT ("umsatzsteuerfrei gem. § 4 Nr. 14 UStG", category E); the
 *   practice's Steuernummer; long treatments over two pages;
 * - `rvg12`: a lawyer's Vergütungsrechnung under the RVG: Gegenstandswert, fee rows "1,3
 *   Geschäftsgebühr Nr. 2300 VV RVG", Auslagenpauschale Nr. 7002 VV, Fahrtkosten "84 km à 0,42 EUR",
 *   19 % USt Nr. 7008 VV; a single lawyer or a partnership with a sidebar of partners;
 * - `hoai12`: an architect's or engineer's Abschlags- / Schlussrechnung under the HOAI: Leistungsphasen
 *   with their share of the fee, percentages done, Nebenkosten, earlier Abschläge deducted;
 * - `uebers12`: a translator's invoice: Normzeilen of 55 characters, words, pages, certification and
 *   extra certified copies; 19 % or Kleinunternehmer (§ 19 UStG, category E);
 * - `itzeit12`: an IT consultant's invoice with a time sheet: either one summary line on page 1 and the
 *   time sheet as an annex on page 2, or the dated time-sheet rows themselves as the lines ("2,5 Std.",
 *   "02:30 h"), carried over to a second page;
 * - `seminar12`: a training provider: participants, days, per-person prices, catering at 7 %, material
 *   and room at 19 %; some seminar fees VAT-exempt under § 4 Nr. 21 UStG (category E beside S);
 * - `design12`: an English freelance designer: dates, day rates or hours, expenses, VAT 20 %, GBP;
 * - `honor12`: a French "note d'honoraires" of an avocat or consultant: durations "2h30" or "2,5 h",
 *   forfaits, TVA 20 %, SIRET and N° TVA.
 *
 * Truth rules (only what is printed): line ids are the printed position where a position column
 * exists (`uebers12`, `seminar12`: Pos.; `itzeit12`'s summary: Nr.; `hoai12`: the Leistungsphase, "NK"
 * for the Nebenkosten row),
 * else 1, 2, 3 … in the order printed. A line whose unit price is not printed (GOZ/GOÄ without the
 * Einzelbetrag column, HOAI percentages) has no BT-146. A quantity without a printed unit is C62. A
 * buyer's country is in the truth only where printed; the seller's always. A VAT-exempt document prints
 * no VAT amount, so it has no BT-110 (its E row has tax 0.00). HOAI: earlier Abschläge are the paid
 * amount (BT-113).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  dachStreet,
  everyPage,
  type Generated,
  groupedMoney,
  longDate,
  MONTH_NAMES,
  pager,
  personName,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, ibanWithCheck, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND43_TPLS = [
  'goz12',
  'rvg12',
  'hoai12',
  'uebers12',
  'itzeit12',
  'seminar12',
  'design12',
  'honor12',
] as const;
type Tpl = (typeof BLIND43_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';

interface P {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
  /** the country printed under the address */
  countryShown?: string;
  vat?: string;
}

interface Line {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  net: string;
  rate: string;
  cat: 'S' | 'E';
  priceShown: boolean;
  date?: string;
  /** printed cells that are no field (Ziffer, Faktor, Zahn, …) */
  x: Record<string, string>;
}

interface Doc {
  tpl: Tpl;
  lang: Lang;
  t: Tools;
  s: P;
  b: P;
  /** the seller's VAT id as printed ('' = not printed) */
  sVat: string;
  taxNo: string;
  bVat: string;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  cur: string;
  lines: Line[];
  reasons: Record<string, string>;
  vat: Array<{ cat: string; rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  paid: string;
  iban: string;
  bic: string;
  bank: string;
}

const de = (iso: string) => iso.split('-').reverse().join('.');
const slash = (iso: string) => iso.split('-').reverse().join('/');
const shortEn = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3)} ${y}`;
};
const longEn = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTH_NAMES.en[Number(m) - 1]} ${y}`;
};
const money = (lang: Lang, v: string, fr = '\u202f') =>
  lang === 'en'
    ? groupedMoney(v, ',', '.')
    : lang === 'fr'
      ? groupedMoney(v, fr, ',')
      : groupedMoney(v, '.', ',');
/** A quantity as printed: decimals with "," (de, fr) or "." (en), thousands grouped with "." in German. */
const qtyOf = (lang: Lang, v: string, group = false) => {
  const [i = '0', f] = dec(v).toString().split('.');
  const ig = group ? i.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '.') : i;
  return f ? `${ig}${lang === 'en' ? '.' : ','}${f}` : ig;
};
/** Hours as "02:30". */
const hhmm = (v: string) => {
  const mins = Math.round(Number(v) * 60);
  return `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;
};

function mkLine(
  id: string,
  name: string,
  qty: string,
  unit: [string, string],
  price: string,
  rate: string,
  o: Partial<Line> = {},
): Line {
  return {
    id,
    name,
    qty,
    unit,
    price,
    net: round(dec(qty).times(dec(price))),
    rate,
    cat: rate === '0' ? 'E' : 'S',
    priceShown: true,
    x: {},
    ...o,
  };
}

/** Sums of the lines: VAT rows per category and rate (highest rate first), totals. */
function sums(d: Pick<Doc, 'lines'>) {
  const groups = new Map<string, string>();
  for (const l of d.lines) {
    const k = `${l.cat}|${l.rate}`;
    groups.set(k, round(dec(groups.get(k) ?? '0').plus(dec(l.net))));
  }
  const vat = [...groups.entries()]
    .map(([k, base]) => {
      const [cat = 'S', rate = '0'] = k.split('|');
      return { cat, rate, base, tax: round(dec(base).times(dec(rate)).dividedBy(100)) };
    })
    .sort((a, c) => Number(c.rate) - Number(a.rate));
  const lineNet = round(d.lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  return { vat, lineNet, vatT, gross: round(dec(lineNet).plus(dec(vatT))) };
}

const DE_BANKS: Array<[string, string, string]> = [
  ['Deutsche Apotheker- und Ärztebank', 'DAAEDEDDXXX', '30060601'],
  ['Sparkasse KölnBonn', 'COLSDE33XXX', '37050198'],
  ['Volksbank Köln Bonn eG', 'GENODED1VBK', '38060186'],
  ['Commerzbank AG', 'COBADEFFXXX', '37040044'],
  ['GLS Gemeinschaftsbank eG', 'GENODEM1GLS', '43060967'],
];

function deBank(t: Tools): [string, string, string] {
  const [name, bic, blz] = t.pick(DE_BANKS);
  return [ibanWithCheck('DE', `${blz}${t.digits(10)}`), bic, name];
}

const taxNumber = (t: Tools) => `${t.int(200, 399)}/${t.int(100, 999)}/${t.digits(5)}`;

/** A German private person (with salutation kept apart) at a German address. */
function dePerson(t: Tools): P & { salutation: string } {
  const name = personName(t);
  const p = dachParty('DE', name, t);
  const female = /Sabine|Petra|Claudia|Anja|Miriam/.test(name);
  return { ...p, vat: undefined, salutation: female ? 'Frau' : 'Herrn' };
}

function deCompany(h: Helpers): P {
  const p = h.party('DE');
  return { name: p.name, street: p.street, pc: p.pc, city: p.city, country: 'DE' };
}

// ───────────────────────────── builders ─────────────────────────────

const GOZ: Array<[string, string, number]> = [
  [
    '0010',
    'Eingehende Untersuchung zur Feststellung von Zahn-, Mund- und Kieferkrankheiten einschließlich Erhebung des Parodontalbefundes sowie Aufzeichnung des Befundes',
    100,
  ],
  [
    '0070',
    'Vitalitätsprüfung eines Zahnes oder mehrerer Zähne einschließlich Vergleichstest, je Sitzung',
    50,
  ],
  ['0080', 'Intraorale Oberflächenanästhesie, je Kieferhälfte oder Frontzahnbereich', 29],
  ['0090', 'Intraorale Infiltrationsanästhesie', 60],
  ['1040', 'Professionelle Zahnreinigung, je Zahn oder Implantat', 28],
  [
    '2030',
    'Besondere Maßnahmen beim Präparieren oder Füllen von Kavitäten (z. B. Separieren, Anlegen von Spanngummi)',
    65,
  ],
  [
    '2080',
    'Präparieren einer Kavität und Restauration mit Kompositmaterialien in Adhäsivtechnik (Konditionieren), zweiflächig, ggf. einschließlich Mehrschichttechnik, einschließlich Polieren',
    776,
  ],
  [
    '2100',
    'Präparieren einer Kavität und Restauration mit Kompositmaterialien in Adhäsivtechnik (Konditionieren), dreiflächig, einschließlich Polieren',
    1004,
  ],
  ['2197', 'Adhäsive Befestigung (plastischer Aufbau, Stift, Inlay, Krone, Teilkrone, Veneer)', 130],
  ['3000', 'Entfernung eines einwurzeligen Zahnes oder eines enossalen Implantates', 110],
  ['4050', 'Entfernung harter und weicher Beläge einschließlich Polieren, je einwurzeliger Zahn', 10],
  ['Ä1', 'Beratung, auch mittels Fernsprecher', 80],
  ['Ä5', 'Symptombezogene Untersuchung', 80],
];
const GOA: Array<[string, string, number]> = [
  ['1', 'Beratung – auch mittels Fernsprecher', 80],
  ['5', 'Symptombezogene Untersuchung', 80],
  [
    '7',
    'Vollständige körperliche Untersuchung mindestens eines der folgenden Organsysteme: das gesamte Hautorgan, die Stütz- und Bewegungsorgane, alle Brustorgane, alle Bauchorgane',
    160,
  ],
  [
    '34',
    'Erörterung (Dauer mindestens 20 Minuten) der Auswirkungen einer Krankheit auf die Lebensgestaltung',
    300,
  ],
  ['250', 'Blutentnahme mittels Spritze, Kanüle oder Katheter aus der Vene', 40],
  [
    '651',
    'Elektrokardiographische Untersuchung in Ruhe, auch gegebenenfalls nach Belastung, mit Extremitäten- und Brustwandableitungen (mindestens 9 Ableitungen)',
    253,
  ],
  ['410', 'Ultraschalluntersuchung eines Organs', 200],
  [
    '420',
    'Ultraschalluntersuchung von bis zu drei weiteren Organen im Anschluss an Nummer 410, je Organ',
    80,
  ],
  [
    '75',
    'Ausführlicher schriftlicher Krankheits- und Befundbericht (einschließlich Angaben zur Anamnese)',
    130,
  ],
  ['3511', 'Untersuchung eines Körpermaterials mit vorgefertigten Reagenzträgern', 50],
];

function baseDoc(tpl: Tpl, lang: Lang, t: Tools, s: P, b: P): Doc {
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const [iban, bic, bank] = deBank(t);
  return {
    tpl,
    lang,
    t,
    s,
    b,
    sVat: '',
    taxNo: '',
    bVat: '',
    number: '',
    issue,
    due: addDays(issue, t.pick([14, 21, 30])),
    dueShown: t.rnd() < 0.5,
    cur: 'EUR',
    lines: [],
    reasons: {},
    vat: [],
    lineNet: '0.00',
    vatT: '0.00',
    gross: '0.00',
    paid: '',
    iban,
    bic,
    bank,
  };
}

function finish(d: Doc): Doc {
  Object.assign(d, sums(d));
  return d;
}

function buildGoz(
  t: Tools,
  k: number,
): Doc & { dental: boolean; practice: string[]; single: boolean; each: boolean } {
  const dental = t.rnd() < 0.6;
  const single = t.rnd() < 0.55;
  const doc = personName(t);
  const doc2 = personName(t);
  const name = single
    ? `${dental ? 'Dr. med. dent.' : 'Dr. med.'} ${doc}`
    : dental
      ? `Zahnarztpraxis Dr. ${doc.split(' ')[1]} & Dr. ${doc2.split(' ')[1]}`
      : `Gemeinschaftspraxis Dr. med. ${doc.split(' ')[1]} und Dr. med. ${doc2}`;
  const s = { ...dachParty('DE', name, t), vat: undefined };
  const b = dePerson(t);
  const d = baseDoc('goz12', 'de', t, s, b);
  d.taxNo = taxNumber(t);
  d.number = t.pick([`${t.int(2026, 2026)}-${t.digits(5)}`, `R${t.digits(6)}`, `${t.digits(4)}/26`]);
  const table = dental ? GOZ : GOA;
  const point = dental ? '0.0562421' : '0.0582873';
  const long = k % 24 === 0;
  const n = long ? t.int(22, 30) : t.int(4, 11);
  const withEach = t.rnd() < 0.5;
  let day = addDays(d.issue, -t.int(20, 60));
  for (let i = 0; i < n; i++) {
    if (i && t.rnd() < 0.3) day = addDays(day, t.int(1, 9));
    const [code, text, pts] = t.pick(table);
    const factor = code === '3511' ? '1.15' : t.pick(['2.3', '2.3', '3.5', '1.8', '2.3']);
    const price = round(dec(pts).times(dec(point)).times(dec(factor)));
    const qty = String(t.pick([1, 1, 1, 2, 3]));
    const tooth =
      dental && t.rnd() < 0.6 ? String(t.pick([11, 12, 14, 16, 21, 24, 26, 36, 37, 45, 46, 47])) : '';
    d.lines.push(
      mkLine(String(i + 1), text, qty, ['', 'C62'], price, '0', {
        priceShown: withEach,
        date: day,
        x: { code, factor: qtyOf('de', factor), tooth },
      }),
    );
  }
  if (dental && t.rnd() < 0.5) {
    const amt = `${t.int(20, 380)}.${t.digits(2)}`;
    d.lines.push(
      mkLine(
        String(n + 1),
        'Material- und Laborkosten gem. § 9 GOZ lt. beiliegendem Beleg',
        '1',
        ['', 'C62'],
        amt,
        '0',
        {
          priceShown: withEach,
          date: day,
          x: { code: '§ 9', factor: '', tooth: '' },
        },
      ),
    );
  }
  d.reasons.E = 'Umsatzsteuerfrei gem. § 4 Nr. 14 UStG';
  return { ...finish(d), dental, practice: [doc, doc2], single, each: withEach };
}

const RVG_BASE: Array<[number, string]> = [
  [3000, '222.00'],
  [5000, '334.00'],
  [8000, '479.00'],
  [10000, '614.00'],
  [13000, '666.00'],
  [16000, '718.00'],
  [22000, '822.00'],
  [30000, '939.00'],
  [45000, '1225.00'],
];

function buildRvg(
  t: Tools,
  h: Helpers,
): Doc & { value: number; matter: string; ref: string; partners: string[] } {
  const single = t.rnd() < 0.5;
  const a = personName(t);
  const partners = [a, personName(t), personName(t)];
  const female = /Sabine|Petra|Claudia|Anja|Miriam/.test(a);
  const name = single
    ? `${female ? 'Rechtsanwältin' : 'Rechtsanwalt'} ${t.rnd() < 0.4 ? 'Dr. ' : ''}${a}`
    : `${a.split(' ')[1]} & ${partners[1]?.split(' ')[1]} Rechtsanwälte PartG mbB`;
  const s = { ...dachParty('DE', name, t) };
  const b = t.rnd() < 0.6 ? deCompany(h) : dePerson(t);
  const d = baseDoc('rvg12', 'de', t, s, b);
  if (t.rnd() < 0.5) d.sVat = s.vat ?? '';
  else d.taxNo = taxNumber(t);
  if (b.name.includes(' ') && !('salutation' in b) && t.rnd() < 0.4) d.bVat = h.vatId('DE');
  d.number = t.pick([`${t.digits(4)}/26`, `RG-2026-${t.digits(4)}`, `${t.digits(5)}`]);
  const [value, base] = t.pick(RVG_BASE);
  const fee = (f: string) => round(dec(base).times(dec(f)));
  const L: Array<[string, string, string, [string, string], string]> = [];
  const court = t.rnd() < 0.5;
  if (court) {
    L.push(['1,3 Verfahrensgebühr §§ 2, 13 RVG, Nr. 3100 VV RVG', '3100', '1', ['', 'C62'], fee('1.3')]);
    L.push(['1,2 Terminsgebühr §§ 2, 13 RVG, Nr. 3104 VV RVG', '3104', '1', ['', 'C62'], fee('1.2')]);
  } else
    L.push([
      `${t.pick(['1,3', '1,5', '1,8'])} Geschäftsgebühr §§ 13, 14 RVG, Nr. 2300 VV RVG`,
      '2300',
      '1',
      ['', 'C62'],
      '',
    ]);
  if (!court) {
    const f = (L[0]?.[0] ?? '1,3').split(' ')[0]?.replace(',', '.') ?? '1.3';
    if (L[0]) L[0][4] = fee(f);
  }
  if (t.rnd() < 0.5) L.push(['1,0 Einigungsgebühr Nr. 1000 VV RVG', '1000', '1', ['', 'C62'], fee('1.0')]);
  L.push([
    'Pauschale für Post- und Telekommunikationsdienstleistungen Nr. 7002 VV RVG',
    '7002',
    '1',
    ['', 'C62'],
    '20.00',
  ]);
  if (t.rnd() < 0.5) {
    const pages = t.int(12, 48);
    L.push([
      `Dokumentenpauschale Nr. 7000 VV RVG, ${pages} Seiten à 0,50 EUR`,
      '7000',
      String(pages),
      ['Seiten', 'ZP'],
      '0.50',
    ]);
  }
  if (court || t.rnd() < 0.4) {
    const km = t.int(24, 260);
    L.push([`Fahrtkosten Nr. 7003 VV RVG, ${km} km à 0,42 EUR`, '7003', String(km), ['km', 'KMT'], '0.42']);
    L.push([
      `Tage- und Abwesenheitsgeld Nr. 7005 VV RVG`,
      '7005',
      '1',
      ['', 'C62'],
      t.pick(['30.00', '50.00', '80.00']),
    ]);
  }
  L.forEach(([text, vv, qty, unit, price], i) => {
    d.lines.push(mkLine(String(i + 1), text, qty, unit, price, '19', { x: { vv } }));
  });
  const matter = `${personName(t).split(' ')[1]} ./. ${t.pick(['Wagner', 'Nordbau GmbH', 'Krüger', 'Sternwerk AG'])} wegen ${t.pick(['Kündigungsschutz', 'Mietforderung', 'Werklohn', 'Schadensersatz aus Verkehrsunfall'])}`;
  return {
    ...finish(d),
    value,
    matter,
    ref: `${t.int(10, 999)}/26 ${a.split(' ')[0]?.[0]}${a.split(' ')[1]?.[0]}`,
    partners,
  };
}

const LPH: Array<[string, string, number]> = [
  ['1', 'Grundlagenermittlung', 2],
  ['2', 'Vorplanung', 7],
  ['3', 'Entwurfsplanung', 15],
  ['4', 'Genehmigungsplanung', 3],
  ['5', 'Ausführungsplanung', 25],
  ['6', 'Vorbereitung der Vergabe', 10],
  ['7', 'Mitwirkung bei der Vergabe', 4],
  ['8', 'Objektüberwachung – Bauüberwachung und Dokumentation', 32],
  ['9', 'Objektbetreuung', 2],
];

function buildHoai(
  t: Tools,
  h: Helpers,
): Doc & {
  project: string;
  costs: string;
  fee: string;
  zone: string;
  ordinal: number;
  earlier: Array<[string, string]>;
  final: boolean;
  chamber: string;
} {
  const kind = t.int(0, 2);
  const a = personName(t);
  const name =
    kind === 0
      ? `Dipl.-Ing. ${a} Architekt${/Sabine|Petra|Claudia|Anja|Miriam/.test(a) ? 'in' : ''}`
      : kind === 1
        ? `${a.split(' ')[1]} + ${personName(t).split(' ')[1]} Architekten PartGmbB`
        : `Ingenieurbüro Dipl.-Ing. (FH) ${a}`;
  const s = dachParty('DE', name, t);
  const b = t.rnd() < 0.5 ? deCompany(h) : dePerson(t);
  const d = baseDoc('hoai12', 'de', t, s, b);
  if (t.rnd() < 0.5) d.sVat = s.vat ?? '';
  else d.taxNo = taxNumber(t);
  d.number = t.pick([`AR-${t.digits(3)}-${t.int(1, 6)}`, `2026/${t.digits(3)}`, `${t.digits(6)}`]);
  const costs = `${t.int(180, 2400)}000.00`;
  const fee = round(dec(costs).times(dec(t.pick(['0.118', '0.134', '0.097', '0.142']))));
  const final = t.rnd() < 0.25;
  const upto = final ? 9 : t.int(3, 8);
  for (const [no, text, share] of LPH.slice(0, upto)) {
    const phaseFee = round(dec(fee).times(share).dividedBy(100));
    const done = no === String(upto) && !final ? t.pick(['40', '60', '75', '50']) : '100';
    const net = round(dec(phaseFee).times(dec(done)).dividedBy(100));
    d.lines.push({
      ...mkLine(no, `LPH ${no} ${text}`, done, ['%', 'P1'], dec(phaseFee).dividedBy(100).toString(), '19', {
        priceShown: false,
        x: { share: `${share},00 %`, phaseFee },
      }),
      net,
      name: text,
    });
  }
  const nkPct = t.pick(['3', '5', '6']);
  const sub = round(d.lines.reduce((x, l) => x.plus(dec(l.net)), dec(0)));
  const nk = round(dec(sub).times(dec(nkPct)).dividedBy(100));
  d.lines.push(
    mkLine('NK', `Nebenkosten pauschal ${nkPct} % des Honorars`, '1', ['', 'C62'], nk, '19', {
      x: { share: '', phaseFee: '' },
    }),
  );
  finish(d);
  const ordinal = final ? 0 : t.int(2, 5);
  const earlier: Array<[string, string]> = [];
  let left = dec(d.gross).times(t.pick(['0.55', '0.6', '0.7']));
  const nEarlier = final ? t.int(2, 4) : ordinal - 1;
  let day = addDays(d.issue, -40 * nEarlier);
  for (let i = 0; i < nEarlier; i++) {
    const part = round(left.dividedBy(nEarlier - i));
    earlier.push([day, part]);
    left = left.minus(dec(part));
    day = addDays(day, 40);
  }
  d.paid = round(earlier.reduce((x, e) => x.plus(dec(e[1])), dec(0)));
  const project = `${t.pick(['Neubau Einfamilienhaus', 'Umbau und Sanierung Mehrfamilienhaus', 'Erweiterung Kindertagesstätte', 'Neubau Lagerhalle mit Büro'])}, ${dachStreet('DE', t)}`;
  const chamber =
    kind === 2
      ? `Mitglied der Ingenieurkammer-Bau NRW, Mitgl.-Nr. ${t.digits(6)}`
      : `Mitglied der Architektenkammer Nordrhein-Westfalen, AKNW-Nr. ${t.digits(6)}`;
  return { ...d, project, costs, fee, zone: t.pick(['III', 'IV', 'II']), ordinal, earlier, final, chamber };
}

function buildUebers(t: Tools, h: Helpers): Doc & { small: boolean; office: boolean; sworn: string } {
  const office = t.rnd() < 0.35;
  const a = personName(t);
  const name = office
    ? `Fachübersetzungen ${t.pick(['Lingua Rhein', 'Wortwerk', 'Babelturm'])} GmbH`
    : `${a} M.A.`;
  const s = dachParty('DE', name, t);
  const b = t.rnd() < 0.7 ? deCompany(h) : dePerson(t);
  const d = baseDoc('uebers12', 'de', t, s, b);
  const small = !office && t.rnd() < 0.4;
  if (small) d.taxNo = taxNumber(t);
  else d.sVat = s.vat ?? '';
  d.number = t.pick([`Ü-2026-${t.digits(3)}`, `${t.digits(3)}/2026`, `RE${t.digits(5)}`]);
  const rate = small ? '0' : '19';
  const langs = t.pick([
    'Deutsch > Englisch',
    'Englisch > Deutsch',
    'Französisch > Deutsch',
    'Deutsch > Polnisch',
  ]);
  const n = t.int(2, 5);
  const kinds = ['lines', 'words', 'pages', 'cert', 'copy', 'hours'];
  const chosen = [t.pick(['lines', 'words']), ...Array.from({ length: n - 1 }, () => t.pick(kinds))];
  chosen.forEach((kind, i) => {
    const id = String(i + 1);
    if (kind === 'lines')
      d.lines.push(
        mkLine(
          id,
          `Übersetzung ${t.pick(['Arbeitsvertrag', 'Gesellschaftsvertrag', 'Gutachten zur Schadenshöhe', 'Produktkatalog Herbst/Winter'])} ${langs}, abgerechnet nach Normzeilen zu 55 Anschlägen`,
          String(t.int(80, 1900)),
          [t.pick(['Normzeilen', 'Zeilen', 'NZ']), 'C62'],
          t.pick(['1.55', '1.60', '1.75', '1.80', '2.05']),
          rate,
        ),
      );
    else if (kind === 'words')
      d.lines.push(
        mkLine(
          id,
          `Fachübersetzung ${t.pick(['Bedienungsanleitung', 'Website-Texte', 'Sicherheitsdatenblätter', 'Jahresabschluss mit Anhang'])} ${langs}`,
          String(t.int(900, 14000)),
          [t.pick(['Wörter', 'Wörter', 'Wö.']), 'D68'],
          t.pick(['0.12', '0.14', '0.16', '0.18']),
          rate,
        ),
      );
    else if (kind === 'pages')
      d.lines.push(
        mkLine(
          id,
          `Übersetzung ${t.pick(['Geburtsurkunde', 'Heiratsurkunde', 'Abiturzeugnis', 'Führerschein'])} ${langs}`,
          String(t.int(1, 4)),
          [t.pick(['Seiten', 'Seite(n)', 'S.']), 'ZP'],
          t.pick(['35.00', '40.00', '45.00']),
          rate,
        ),
      );
    else if (kind === 'cert')
      d.lines.push(
        mkLine(
          id,
          'Bestätigung der Richtigkeit und Vollständigkeit (Beglaubigung)',
          '1',
          ['pauschal', 'LS'],
          t.pick(['10.00', '15.00', '20.00']),
          rate,
        ),
      );
    else if (kind === 'copy')
      d.lines.push(
        mkLine(
          id,
          'Weitere beglaubigte Ausfertigung',
          String(t.int(1, 3)),
          [t.pick(['Stück', 'Stk.']), 'H87'],
          t.pick(['5.00', '8.00', '10.00']),
          rate,
        ),
      );
    else
      d.lines.push(
        mkLine(
          id,
          'Lektorat und Terminologiearbeit nach Aufwand',
          t.pick(['1.5', '2', '3.25', '0.75']),
          ['Std.', 'HUR'],
          t.pick(['55.00', '60.00', '65.00']),
          rate,
        ),
      );
  });
  if (small) d.reasons.E = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).';
  const sworn = `Öffentlich bestellte und beeidigte Übersetzerin für die ${t.pick(['englische', 'französische', 'polnische'])} Sprache (LG Köln)`;
  return { ...finish(d), small, office, sworn };
}

const IT_TASKS = [
  'Workshop mit Fachbereich zur Anforderungsaufnahme, Dokumentation der Ergebnisse im Confluence',
  'Analyse der bestehenden Schnittstellen (REST/SOAP) und Abstimmung mit dem Betriebsteam',
  'Migration der Testdaten, Anpassung der Mapping-Tabellen und Fehleranalyse im Staging-System',
  'Code-Review der Pull Requests, Pair-Programming mit dem internen Team',
  'Konfiguration Kubernetes-Cluster, Helm-Charts und CI/CD-Pipeline angepasst, Rollout auf Testumgebung',
  'Abstimmungstermin Projektleitung',
  'Performance-Analyse der Datenbankabfragen, Indizes angelegt, Ergebnisse dokumentiert und mit dem Datenbankteam besprochen, Empfehlungen für die Produktion erstellt',
  'Schulung Key-User (remote)',
  'Fehlerbehebung Ticket INC-4711 und Nacharbeiten',
  'Sprint-Planung und Backlog-Refinement',
];

function buildIt(
  t: Tools,
  h: Helpers,
  k: number,
): Doc & {
  sheet: boolean;
  timeNotation: 'std' | 'hm';
  period: [string, string];
  rows: Array<[string, string, string, string]>;
  project: string;
} {
  const a = personName(t);
  const name = t.pick([`${a} IT-Beratung`, `Dipl.-Inform. ${a}`, `${a} – Software & Consulting`]);
  const s = dachParty('DE', name, t);
  const b = deCompany(h);
  const d = baseDoc('itzeit12', 'de', t, s, b);
  d.sVat = s.vat ?? '';
  if (t.rnd() < 0.4) d.taxNo = taxNumber(t);
  if (t.rnd() < 0.4) d.bVat = h.vatId('DE');
  d.number = t.pick([`2026-${t.digits(3)}`, `RE-${t.digits(4)}`, `${t.digits(2)}/2026`]);
  const start = `${d.issue.slice(0, 8)}01`;
  const period: [string, string] = [addDays(start, -30), addDays(start, -1)];
  const sheet = k % 16 < 8; // summary on page 1 and the time sheet as an annex
  const timeNotation = t.rnd() < 0.5 ? 'std' : 'hm';
  const rateH = t.pick(['85.00', '95.00', '105.00', '120.00', '135.00']);
  const rows: Array<[string, string, string, string]> = [];
  const n = sheet ? t.int(10, 22) : t.int(12, 26);
  let day = period[0];
  for (let i = 0; i < n; i++) {
    day = addDays(day, t.int(1, 2));
    const hours = t.pick(['1', '2.5', '4', '6', '7.5', '8', '3.25', '0.75', '5.5']);
    rows.push([day, t.pick(IT_TASKS), hours, '']);
  }
  const project = t.pick([
    'SAP S/4HANA-Migration',
    'Relaunch Kundenportal',
    'Cloud-Umzug Rechenzentrum',
    'Einführung DMS',
  ]);
  if (sheet) {
    const total = rows.reduce((x, r) => x.plus(dec(r[2])), dec(0)).toString();
    d.lines.push(
      mkLine(
        '1',
        `Beratungsleistungen Projekt ${project} gemäß beiliegendem Tätigkeitsnachweis`,
        total,
        ['Std.', 'HUR'],
        rateH,
        '19',
      ),
    );
    if (t.rnd() < 0.6)
      d.lines.push(
        mkLine(
          '2',
          'Reisekosten (Bahn 2. Klasse, Hotel) lt. Belegen',
          '1',
          ['pauschal', 'LS'],
          `${t.int(90, 640)}.${t.digits(2)}`,
          '19',
        ),
      );
    if (t.rnd() < 0.4)
      d.lines.push(
        mkLine(
          String(d.lines.length + 1),
          'Rufbereitschaft am Wochenende',
          String(t.int(1, 3)),
          ['Tage', 'DAY'],
          '150.00',
          '19',
        ),
      );
  } else {
    rows.forEach(([dt, task, hours], i) => {
      d.lines.push(mkLine(String(i + 1), task, hours, ['Std.', 'HUR'], rateH, '19', { date: dt }));
    });
  }
  return { ...finish(d), sheet, timeNotation, period, rows, project };
}

function buildSeminar(
  t: Tools,
  h: Helpers,
): Doc & { title: string; dates: [string, string]; venue: string; people: string[]; exempt: boolean } {
  const name = t.pick([
    'Akademie für Führung & Kommunikation GmbH',
    'Seminarhaus am See Trainings GmbH',
    `${personName(t)} Training & Coaching`,
    'Institut für Arbeitssicherheit Rhein-Ruhr e.K.',
  ]);
  const s = dachParty('DE', name, t);
  const b = deCompany(h);
  const d = baseDoc('seminar12', 'de', t, s, b);
  d.sVat = s.vat ?? '';
  d.number = t.pick([`S26-${t.digits(4)}`, `${t.digits(5)}`, `RG ${t.digits(4)}`]);
  const ppl = t.int(1, 6);
  const days = t.int(1, 3);
  const exempt = t.rnd() < 0.35;
  const title = t.pick([
    'Konfliktmanagement für Führungskräfte',
    'Ersthelfer-Ausbildung nach DGUV',
    'Agiles Projektmanagement mit Scrum',
    'Rhetorik und Präsentation',
  ]);
  const dates: [string, string] = [addDays(d.issue, -t.int(3, 20)), ''];
  dates[1] = addDays(dates[0], days - 1);
  const L: Line[] = [];
  const id = () => String(L.length + 1);
  L.push(
    mkLine(
      id(),
      `Seminargebühr „${title}“, ${days} Tag${days > 1 ? 'e' : ''}, je Teilnehmer/in`,
      String(ppl),
      [t.pick(['TN', 'Pers.', 'Teiln.']), 'C62'],
      t.pick(['490.00', '690.00', '890.00', '1190.00']),
      exempt ? '0' : '19',
    ),
  );
  if (t.rnd() < 0.7)
    L.push(
      mkLine(
        id(),
        'Tagungspauschale (Raummiete, Technik, Pausengetränke) je Person und Tag',
        String(ppl * days),
        [t.pick(['Pers./Tag', 'TN-Tage']), 'C62'],
        t.pick(['39.00', '45.00', '52.00']),
        '19',
      ),
    );
  L.push(
    mkLine(
      id(),
      'Mittagessen (Buffet) je Person und Tag',
      String(ppl * days),
      [t.pick(['Pers./Tag', 'Essen']), 'C62'],
      t.pick(['24.50', '28.00', '31.00']),
      '7',
    ),
  );
  if (days > 1 && t.rnd() < 0.6)
    L.push(
      mkLine(
        id(),
        'Übernachtung im Einzelzimmer inkl. Frühstück',
        String(ppl * (days - 1)),
        ['Nächte', 'C62'],
        t.pick(['98.00', '119.00']),
        '7',
      ),
    );
  if (t.rnd() < 0.5)
    L.push(
      mkLine(id(), 'Seminarunterlagen und Teilnahmezertifikat', String(ppl), ['Stk.', 'H87'], '35.00', '19'),
    );
  d.lines = L;
  if (exempt) d.reasons.E = 'Seminarleistung umsatzsteuerfrei gem. § 4 Nr. 21 a) bb) UStG';
  const people = Array.from({ length: ppl }, () => personName(t));
  const venue = t.pick([
    'Hotel Rheinblick, Köln',
    'Tagungszentrum Am Park, Leipzig',
    'unseren Schulungsräumen',
    'Inhouse bei Ihnen',
  ]);
  return { ...finish(d), title, dates, venue, people, exempt };
}

function buildDesign(
  t: Tools,
  h: Helpers,
): Doc & { hourly: boolean; sort: string; acct: string; ibanShown: boolean } {
  const p = h.party('GB');
  const a = personName(t);
  const name = t.pick([`${a} Design`, 'Studio Wren Illustration', `${a.split(' ')[1]} & Co Creative`]);
  const s: P = { name, street: p.street, pc: p.pc, city: p.city, country: 'GB' };
  const bp = h.party('GB');
  const b: P = { name: bp.name, street: bp.street, pc: bp.pc, city: bp.city, country: 'GB' };
  const d = baseDoc('design12', 'en', t, s, b);
  d.cur = 'GBP';
  d.sVat = h.vatId('GB');
  d.number = t.pick([`INV-${t.digits(4)}`, `${t.digits(3)}`, `SW-2026-${t.digits(2)}`]);
  const hourly = t.rnd() < 0.4;
  const sort = `${t.digits(2)}-${t.digits(2)}-${t.digits(2)}`;
  const acct = t.digits(8);
  const [bankCode, bic] = t.pick([
    ['BARC', 'BARCGB22'],
    ['NWBK', 'NWBKGB2L'],
    ['MIDL', 'MIDLGB22'],
  ] as const);
  d.iban = ibanWithCheck('GB', `${bankCode}${sort.replace(/-/g, '')}${acct}`);
  d.bic = bic;
  const ibanShown = t.rnd() < 0.5;
  if (!ibanShown) {
    // only sort code and account number printed: the account as printed, no BIC
    d.iban = acct;
    d.bic = '';
  }
  const tasks = [
    'Discovery workshop and moodboards',
    'Logo design: three initial concepts, two rounds of revisions and final artwork in all formats',
    'Brand guidelines document (24 pages), typography and colour system',
    'Packaging artwork for the spring range',
    'Website illustrations, set of eight spot illustrations',
    'Social media templates',
  ];
  const n = t.int(2, 5);
  let day = addDays(d.issue, -t.int(10, 40));
  const price = hourly ? t.pick(['55.00', '65.00', '75.00']) : t.pick(['380.00', '450.00', '520.00']);
  for (let i = 0; i < n; i++) {
    day = addDays(day, t.int(1, 6));
    const q = hourly ? t.pick(['3.5', '6', '12.5', '8', '4.25']) : t.pick(['0.5', '1', '1.5', '2', '3']);
    d.lines.push(
      mkLine(String(i + 1), t.pick(tasks), q, hourly ? ['hrs', 'HUR'] : ['days', 'DAY'], price, '20', {
        date: day,
      }),
    );
  }
  if (t.rnd() < 0.7)
    d.lines.push(
      mkLine(
        String(n + 1),
        `Expenses: ${t.pick(['rail fare London–Bristol return', 'print proofs', 'stock image licence'])}`,
        '1',
        ['', 'C62'],
        `${t.int(18, 190)}.${t.digits(2)}`,
        '20',
        { date: day },
      ),
    );
  return { ...finish(d), hourly, sort, acct, ibanShown };
}

const FR_CITIES: Array<[string, string]> = [
  ['Lyon', '69002'],
  ['Paris', '75008'],
  ['Bordeaux', '33000'],
  ['Nantes', '44000'],
  ['Lille', '59800'],
];

function buildHonor(
  t: Tools,
  h: Helpers,
): Doc & { avocat: boolean; siret: string; dossier: string; hm: boolean; toque: string } {
  const avocat = t.rnd() < 0.6;
  const [city, pc] = t.pick(FR_CITIES);
  const who = t.pick(['Claire Dubois', 'Julien Moreau', 'Élodie Lefèvre', 'Antoine Girard']);
  const name = avocat
    ? t.pick([`Maître ${who}`, `Cabinet ${who.split(' ')[1]} & Associés`])
    : t.pick([`${who} Conseil EURL`, `${who.split(' ')[1]} Consulting SAS`]);
  const s: P = {
    name,
    street: `${t.int(1, 80)} ${t.pick(['rue de la République', 'quai Saint-Antoine', 'cours Lafayette', 'rue du Faubourg Saint-Honoré'])}`,
    pc,
    city,
    country: 'FR',
  };
  const bp = h.party('FR');
  const b: P = { name: bp.name, street: bp.street, pc: bp.pc, city: bp.city, country: 'FR' };
  const d = baseDoc('honor12', 'fr', t, s, b);
  const siren = t.digits(9);
  const key = String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
  d.sVat = `FR${key}${siren}`;
  if (t.rnd() < 0.4) d.bVat = h.vatId('FR');
  d.iban = ibanWithCheck('FR', `${t.digits(10)}${t.digits(11)}${t.digits(2)}`);
  d.bic = t.pick(['BNPAFRPPXXX', 'CCBPFRPPLYO', 'AGRIFRPP878', 'SOGEFRPP']);
  d.number = t.pick([`NH-2026-${t.digits(3)}`, `2026${t.digits(4)}`, `F${t.digits(5)}`]);
  const hm = t.rnd() < 0.5;
  const rate = t.pick(['180.00', '250.00', '300.00', '350.00']);
  const tasks = avocat
    ? [
        'Consultation et analyse du dossier',
        'Rédaction de conclusions en défense et communication des pièces',
        'Correspondances avec le confrère adverse',
        'Préparation de l’audience et plaidoirie',
        'Rédaction d’un protocole transactionnel',
      ]
    : [
        'Entretiens avec la direction et diagnostic',
        'Atelier de restitution avec les équipes',
        'Rédaction du rapport de recommandations',
        'Accompagnement du comité de pilotage',
      ];
  const n = t.int(2, 5);
  let day = addDays(d.issue, -t.int(15, 60));
  for (let i = 0; i < n; i++) {
    day = addDays(day, t.int(1, 8));
    d.lines.push(
      mkLine(
        String(i + 1),
        t.pick(tasks),
        t.pick(['0.5', '1', '1.5', '2.5', '3', '4.75']),
        ['h', 'HUR'],
        rate,
        '20',
        { date: day },
      ),
    );
  }
  if (t.rnd() < 0.6)
    d.lines.push(
      mkLine(
        String(n + 1),
        avocat
          ? 'Forfait audience devant le Tribunal judiciaire'
          : 'Forfait séminaire de direction (1 journée)',
        '1',
        ['forfait', 'C62'],
        t.pick(['600.00', '900.00', '1200.00']),
        '20',
        { date: day },
      ),
    );
  if (t.rnd() < 0.5)
    d.lines.push(
      mkLine(
        String(d.lines.length + 1),
        'Frais de déplacement',
        '1',
        ['forfait', 'C62'],
        `${t.int(40, 260)}.${t.digits(2)}`,
        '20',
        { date: day },
      ),
    );
  const dossier = avocat
    ? `${t.pick(['SARL Dupont', 'M. Bernard', 'SAS Rhône Logistique'])} c/ ${t.pick(['SCI Les Tilleuls', 'Mme Petit', 'Transports Morel'])}`
    : t.pick(['Mission de réorganisation', 'Audit organisationnel 2026']);
  return {
    ...finish(d),
    avocat,
    siret: `${siren}${t.digits(5)}`,
    dossier,
    hm,
    toque: String(t.int(100, 3999)),
  };
}

// ───────────────────────────── drawing helpers ─────────────────────────────

type W = ReturnType<typeof pager>;
interface Col {
  head: string;
  x: number;
  right?: boolean;
  /** characters before this column's text wraps (descriptions) */
  wrap?: number;
}

/**
 * A table: heads, then rows; a row's cells (one per column) may wrap; at a page end the rows go on
 * on the next page under repeated heads (`carry` writes a line at the bottom and top of the pages).
 */
function table(
  w: W,
  y0: number,
  cols: Col[],
  body: string[][],
  o: {
    size?: number;
    bottom?: number;
    top?: number;
    carry?: (w: W, y: number, where: 'end' | 'start') => number;
    rule?: boolean;
  } = {},
): number {
  const size = o.size ?? 9;
  const step = size + 3;
  const heads = (y: number) => {
    for (const c of cols) w.put(y, c.x, c.head, { size, bold: true, right: c.right });
    if (o.rule) w.put(y + step - 2, cols[0]?.x ?? 50, '_'.repeat(92), { size: 6 });
    return y + step + 4;
  };
  let y = heads(y0);
  for (const cells of body) {
    const parts = cols.map((c, i) => (c.wrap ? wrapWords(cells[i] ?? '', c.wrap) : [cells[i] ?? '']));
    const h = Math.max(...parts.map((p) => p.length)) * step + 3;
    if (y + h > (o.bottom ?? 740)) {
      if (o.carry) o.carry(w, y + 2, 'end');
      y = w.next() + (o.top ?? 0);
      if (o.carry) y = o.carry(w, y, 'start');
      y = heads(y);
    }
    parts.forEach((p, i) => {
      const c = cols[i] as Col;
      p.forEach((s, j) => {
        w.put(y + j * step, c.x, s, { size, right: c.right });
      });
    });
    y += h;
  }
  return y;
}

const pageFooter = (
  rows: Row[],
  pages: number,
  text: (pg: number, n: number) => string,
  extra: string[] = [],
) =>
  everyPage(rows, pages, (pg, n) => [
    ...extra.map((e, i): [number, number, string, number] => [790 + i * 9, 50, e, 7]),
    [820, 480, text(pg, n), 7],
  ]);

const addrLines = (p: P, salutation = '') => [
  ...(salutation ? [salutation] : []),
  p.name,
  p.street,
  `${p.pc} ${p.city}`,
  ...(p.countryShown ? [p.countryShown] : []),
];

// ───────────────────────────── drawers ─────────────────────────────

function drawGoz(d: ReturnType<typeof buildGoz>, rows: Row[]): number {
  const { t } = d;
  const w = pager(rows, 60, 720);
  const m = (v: string) => money('de', v);
  // letterhead: name, specialty, address and phone at the right
  w.put(40, 50, d.s.name, { size: 15, bold: true });
  w.put(
    60,
    50,
    d.dental
      ? t.pick(['Zahnärztliche Praxis', 'Zahnarzt · Implantologie', 'Praxis für Zahnheilkunde'])
      : t.pick(['Facharzt für Innere Medizin', 'Allgemeinmedizin · Hausärztliche Versorgung']),
    { size: 9 },
  );
  w.block(
    [d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. 0${t.digits(3)} ${t.digits(6)}`, `Steuer-Nr. ${d.taxNo}`],
    420,
    76,
    { size: 8 },
  );
  w.put(130, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  const b = d.b as P & { salutation?: string };
  w.block(addrLines(d.b, b.salutation ?? ''), 50, 145, { size: 10 });
  const first = d.lines[0]?.date ?? d.issue;
  const last = d.lines[d.lines.length - 1]?.date ?? d.issue;
  const info: Array<[string, string]> = [
    [t.pick(['Rechnungsnummer:', 'Rechnung Nr.:', 'Rechnungs-Nr.:']), d.number],
    [t.pick(['Rechnungsdatum:', 'Datum:']), de(d.issue)],
    ['Patient/in:', t.rnd() < 0.5 ? d.b.name : personName(t)],
    ['Behandlungszeitraum:', `${de(first)} – ${de(last)}`],
  ];
  w.kv(145, 320, 545, info, { size: 8 });
  let y = 250;
  w.put(y, 50, t.pick(['Liquidation', 'Privatrechnung', 'Rechnung']), { size: 13, bold: true });
  y += 22;
  w.put(
    y,
    50,
    `${d.dental ? 'Gebührenberechnung nach der Gebührenordnung für Zahnärzte (GOZ)' : 'Abrechnung nach der Gebührenordnung für Ärzte (GOÄ)'} – ${b.salutation === 'Frau' ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${d.b.name.split(' ')[1]},`,
    { size: 9 },
  );
  y += 12;
  w.put(y, 50, 'für die Behandlung erlaube ich mir, folgende Leistungen zu berechnen:', { size: 9 });
  y += 22;
  const each = d.each;
  const cols: Col[] = [
    { head: 'Datum', x: 50 },
    ...(d.dental ? [{ head: 'Zahn', x: 110 }] : []),
    { head: d.dental ? 'GOZ' : 'GOÄ-Nr.', x: d.dental ? 138 : 112 },
    { head: 'Leistung', x: 172, wrap: each ? 40 : 48 },
    { head: 'Faktor', x: each ? 396 : 420, right: true },
    { head: 'Anz.', x: each ? 410 : 440 },
    ...(each ? [{ head: 'Einzel', x: 480, right: true }] : []),
    { head: 'Betrag EUR', x: 548, right: true },
  ];
  const body = d.lines.map((l) => [
    de(l.date ?? d.issue),
    ...(d.dental ? [l.x.tooth ?? ''] : []),
    l.x.code ?? '',
    l.name,
    l.x.factor ?? '',
    l.qty,
    ...(each ? [m(l.price)] : []),
    m(l.net),
  ]);
  y = table(w, y, cols, body, {
    size: 8,
    bottom: 700,
    carry: (w2, yy, where) => {
      w2.put(yy, 172, where === 'end' ? 'Übertrag auf Seite 2' : 'Fortsetzung der Leistungsaufstellung', {
        size: 8,
      });
      return yy + 16;
    },
  });
  y = w.need(y + 8, 110);
  w.put(y, 300, t.pick(['Rechnungsbetrag', 'Gesamtbetrag', 'Zu zahlender Betrag']), { size: 10, bold: true });
  w.put(y, 548, `${m(d.gross)} EUR`, { size: 10, bold: true, right: true });
  y += 22;
  w.put(
    y,
    50,
    t.pick([
      'Die ärztlichen Leistungen sind gem. § 4 Nr. 14 UStG umsatzsteuerfrei.',
      'Umsatzsteuerfrei gem. § 4 Nr. 14 UStG.',
      'Heilbehandlung – umsatzsteuerfrei gem. § 4 Nr. 14 UStG',
    ]),
    { size: 8 },
  );
  y += 14;
  w.put(
    y,
    50,
    d.dueShown
      ? `Bitte überweisen Sie den Rechnungsbetrag bis zum ${de(d.due)} unter Angabe der Rechnungsnummer.`
      : 'Zahlbar innerhalb von 30 Tagen nach Erhalt der Rechnung ohne Abzug.',
    { size: 8 },
  );
  y += 12;
  w.put(y, 50, `${d.bank} · IBAN ${t.rnd() < 0.5 ? spaced(d.iban) : d.iban} · BIC ${d.bic}`, { size: 8 });
  const n = w.pages();
  pageFooter(rows, n, (pg, nn) => `Seite ${pg} von ${nn}`);
  return n;
}

function drawRvg(d: ReturnType<typeof buildRvg>, rows: Row[]): number {
  const { t } = d;
  const w = pager(rows, 60, 740);
  const m = (v: string) => money('de', v);
  const side = d.s.name.includes('PartG');
  w.put(40, side ? 50 : 330, d.s.name, { size: 13, bold: true });
  if (side) {
    // sidebar of partners and office data at the right
    w.block(
      [
        ...d.partners.map((p) => `RA ${p}`),
        '',
        d.s.street,
        `${d.s.pc} ${d.s.city}`,
        `Tel. 0221 ${t.digits(6)}`,
        '',
        d.sVat ? `USt-IdNr. ${d.sVat}` : `St.-Nr. ${d.taxNo}`,
      ],
      450,
      110,
      { size: 7 },
    );
  } else {
    w.put(
      58,
      330,
      t.pick([
        'Fachanwältin für Arbeitsrecht',
        'Fachanwalt für Miet- und WEG-Recht',
        'Fachanwältin für Verkehrsrecht',
      ]),
      { size: 8 },
    );
    w.put(70, 330, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
  }
  w.put(125, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  const b = d.b as P & { salutation?: string };
  w.block(addrLines(d.b, b.salutation ?? ''), 50, 140, { size: 10 });
  const kv: Array<[string, string]> = [
    ['Unser Zeichen:', d.ref],
    ['Datum:', de(d.issue)],
    [t.pick(['Rechnungsnummer:', 'Rechnung Nr.:']), d.number],
  ];
  if (d.bVat) kv.push(['Ihre USt-IdNr.:', d.bVat]);
  w.kv(side ? 140 : 145, side ? 300 : 360, side ? 375 : 440, kv, { size: 8 });
  let y = 240;
  w.put(y, 50, t.pick(['Vergütungsrechnung', 'Kostennote', 'Rechnung']), { size: 13, bold: true });
  y += 20;
  w.put(y, 50, `in Sachen ${d.matter}`, { size: 9 });
  y += 13;
  w.put(y, 50, `Gegenstandswert: ${m(String(d.value))} EUR`, { size: 9 });
  y += 22;
  const vvCol = t.rnd() < 0.5;
  const cols: Col[] = [
    ...(vvCol ? [{ head: 'Nr. VV', x: 50 }] : []),
    { head: 'Gebühr / Auslage', x: vvCol ? 95 : 50, wrap: vvCol ? 62 : 70 },
    { head: 'Betrag EUR', x: 540, right: true },
  ];
  y = table(
    w,
    y,
    cols,
    d.lines.map((l) => [...(vvCol ? [l.x.vv ?? ''] : []), l.name, m(l.net)]),
    { rule: true },
  );
  y = w.need(y + 4, 90);
  const tot: Array<[string, string]> = [
    [t.pick(['Zwischensumme netto', 'Summe Gebühren und Auslagen']), m(d.lineNet)],
    ['19 % Umsatzsteuer Nr. 7008 VV RVG', m(d.vatT)],
    [t.pick(['Gesamtbetrag', 'Rechnungsbetrag']), m(d.gross)],
  ];
  y = w.kv(y + 6, 280, 540, tot, { size: 9 }, 14);
  y += 14;
  w.put(
    y,
    50,
    d.dueShown ? `Zahlbar bis zum ${de(d.due)} ohne Abzug.` : 'Der Betrag ist sofort zur Zahlung fällig.',
    { size: 9 },
  );
  y += 13;
  w.put(y, 50, `Bankverbindung: ${d.bank}, IBAN ${spaced(d.iban)}, BIC ${d.bic}`, { size: 8 });
  const n = w.pages();
  pageFooter(rows, n, (pg, nn) => `${pg}/${nn}`, [
    `Zuständige Kammer: Rechtsanwaltskammer Köln · Berufshaftpflicht: R+V Allgemeine Versicherung AG`,
    ...(side ? [] : [d.sVat ? `USt-IdNr.: ${d.sVat}` : `Steuernummer: ${d.taxNo}`]),
  ]);
  return n;
}

function drawHoai(d: ReturnType<typeof buildHoai>, rows: Row[]): number {
  const { t } = d;
  const w = pager(rows, 60, 740);
  const m = (v: string) => money('de', v);
  w.put(36, 50, d.s.name, { size: 12, bold: true });
  w.put(
    52,
    50,
    `${d.s.street} | ${d.s.pc} ${d.s.city} | ${d.sVat ? `USt-IdNr. ${d.sVat}` : `Steuernummer ${d.taxNo}`}`,
    { size: 8 },
  );
  w.put(63, 50, d.chamber, { size: 7 });
  const b = d.b as P & { salutation?: string };
  w.block(addrLines(d.b, b.salutation ?? ''), 50, 120, { size: 10 });
  w.kv(
    120,
    350,
    545,
    [
      ['Rechnungs-Nr.', d.number],
      ['Datum', de(d.issue)],
      ['Projekt-Nr.', `P-${t.digits(4)}`],
    ],
    { size: 9 },
  );
  let y = 210;
  w.put(y, 50, d.final ? 'Schlussrechnung' : `${d.ordinal}. Abschlagsrechnung`, { size: 13, bold: true });
  y += 18;
  y = w.block(
    [
      `Bauvorhaben: ${d.project}`,
      `Anrechenbare Kosten (DIN 276, KG 300 + 400): ${m(d.costs)} EUR · Honorarzone ${d.zone}, Basishonorarsatz`,
      `Honorar LPH 1–9 (100 %) gemäß Vertrag: ${m(d.fee)} EUR netto`,
    ],
    50,
    y,
    { size: 8 },
  );
  y += 12;
  const cols: Col[] = [
    { head: 'LPH', x: 50 },
    { head: 'Leistungsphase', x: 78, wrap: 30 },
    { head: 'Anteil', x: 270, right: true },
    { head: 'Honorar LPH', x: 345, right: true },
    { head: 'erbracht', x: 410, right: true },
    { head: 'Betrag EUR', x: 545, right: true },
  ];
  const pct = (v: string) => `${qtyOf('de', v)} %`;
  y = table(
    w,
    y,
    cols,
    d.lines.map((l) =>
      l.id === 'NK'
        ? ['NK', l.name, '', '', '', m(l.net)]
        : [l.id, l.name, l.x.share ?? '', m(l.x.phaseFee ?? '0'), pct(l.qty), m(l.net)],
    ),
    { size: 8, rule: true },
  );
  y = w.need(y + 6, 160);
  const tot: Array<[string, string]> = [
    [d.final ? 'Gesamthonorar netto' : 'Summe erbrachte Leistungen netto', m(d.lineNet)],
    ['zzgl. 19 % MwSt.', m(d.vatT)],
    ['Summe brutto', m(d.gross)],
    ...d.earlier.map(([dt, v], i): [string, string] => [
      `abzgl. ${i + 1}. Abschlagszahlung vom ${de(dt)}`,
      `-${m(v)}`,
    ]),
  ];
  y = w.kv(y, 270, 545, tot, { size: 9 }, 13);
  w.put(y + 4, 270, d.final ? 'Restforderung' : 'Zahlbetrag dieser Rechnung', { size: 10, bold: true });
  w.put(y + 4, 545, m(round(dec(d.gross).minus(dec(d.paid)))), { size: 10, bold: true, right: true });
  y += 28;
  w.put(
    y,
    50,
    d.dueShown
      ? `Bitte überweisen Sie den Zahlbetrag bis ${de(d.due)}.`
      : 'Zahlbar innerhalb von 21 Tagen nach Zugang (§ 15 HOAI).',
    { size: 8 },
  );
  w.put(y + 11, 50, `${d.bank} · IBAN: ${spaced(d.iban)} · BIC: ${d.bic}`, { size: 8 });
  const n = w.pages();
  pageFooter(rows, n, (pg, nn) => `Seite ${pg}/${nn}`);
  return n;
}

function drawUebers(d: ReturnType<typeof buildUebers>, rows: Row[]): number {
  const { t } = d;
  const w = pager(rows, 60, 740);
  const m = (v: string) => money('de', v);
  w.put(40, 300, d.s.name, { size: 14, bold: true });
  if (!d.office) w.put(58, 300, d.sworn, { size: 7 });
  w.put(70, 300, `${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 8 });
  w.put(128, 50, `${d.s.name}, ${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 6 });
  const b = d.b as P & { salutation?: string };
  w.block(addrLines(d.b, b.salutation ?? ''), 50, 142, { size: 10 });
  w.kv(
    150,
    380,
    545,
    [
      ['Rechnung Nr.', d.number],
      ['Rechnungsdatum', de(d.issue)],
      ['Kunden-Nr.', `K${t.digits(4)}`],
      ...(d.dueShown ? ([['Fällig am', de(d.due)]] as Array<[string, string]>) : []),
    ],
    { size: 9 },
  );
  let y = 250;
  w.put(y, 50, 'Rechnung', { size: 14, bold: true });
  y += 24;
  const cols: Col[] = [
    { head: 'Pos.', x: 50 },
    { head: 'Leistung', x: 80, wrap: 44 },
    { head: 'Menge', x: 335, right: true },
    { head: 'Einheit', x: 342 },
    { head: 'Preis', x: 465, right: true },
    { head: 'Gesamt', x: 545, right: true },
  ];
  y = table(
    w,
    y,
    cols,
    d.lines.map((l) => [l.id, l.name, qtyOf('de', l.qty, true), l.unit[0], m(l.price), m(l.net)]),
    { size: 9 },
  );
  y = w.need(y + 6, 120);
  if (d.small) {
    w.put(y, 330, 'Rechnungsbetrag', { size: 10, bold: true });
    w.put(y, 545, `${m(d.gross)} €`, { size: 10, bold: true, right: true });
    y += 20;
    w.put(y, 50, d.reasons.E ?? '', { size: 8 });
  } else {
    y = w.kv(
      y,
      330,
      545,
      [
        ['Nettobetrag', `${m(d.lineNet)} €`],
        ['zzgl. 19 % USt.', `${m(d.vatT)} €`],
      ],
      { size: 9 },
    );
    w.put(y + 2, 330, 'Rechnungsbetrag', { size: 10, bold: true });
    w.put(y + 2, 545, `${m(d.gross)} €`, { size: 10, bold: true, right: true });
    y += 20;
  }
  y += 14;
  w.put(
    y,
    50,
    d.dueShown
      ? 'Bitte begleichen Sie den Betrag bis zum oben genannten Fälligkeitsdatum.'
      : 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    { size: 8 },
  );
  const n = w.pages();
  pageFooter(rows, n, (pg, nn) => `Seite ${pg} / ${nn}`, [
    `${d.bank} | IBAN ${spaced(d.iban)} | BIC ${d.bic}`,
    d.small ? `Steuernummer ${d.taxNo}` : `USt-IdNr. ${d.sVat}`,
  ]);
  return n;
}

function drawIt(d: ReturnType<typeof buildIt>, rows: Row[]): number {
  const { t } = d;
  const w = pager(rows, 60, 740);
  const m = (v: string) => money('de', v);
  const hours = (v: string) => (d.timeNotation === 'hm' ? `${hhmm(v)} h` : `${qtyOf('de', v)} Std.`);
  w.put(40, 50, d.s.name, { size: 14, bold: true });
  w.put(
    58,
    50,
    `${d.s.street} · ${d.s.pc} ${d.s.city} · ${t.pick(['mail@', 'kontakt@'])}${
      d.s.name
        .split(' ')[1]
        ?.toLowerCase()
        .replace(/[^a-z]/g, '') ?? 'it'
    }.example`,
    { size: 8 },
  );
  w.block(addrLines(d.b), 50, 130, { size: 10 });
  const info: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', de(d.issue)],
    ['Leistungszeitraum', `${de(d.period[0])} bis ${de(d.period[1])}`],
  ];
  if (d.bVat) info.push(['USt-IdNr. Kunde', d.bVat]);
  w.kv(130, 330, 545, info, { size: 9 });
  let y = 220;
  w.put(y, 50, `Rechnung ${d.number}`, { size: 13, bold: true });
  y += 18;
  w.put(y, 50, `Projekt: ${d.project}`, { size: 9 });
  y += 22;
  if (d.sheet) {
    const cols: Col[] = [
      { head: 'Nr.', x: 50 },
      { head: 'Beschreibung', x: 75, wrap: 46 },
      { head: 'Menge', x: 360, right: true },
      { head: 'Einzelpreis', x: 460, right: true },
      { head: 'Summe', x: 545, right: true },
    ];
    y = table(
      w,
      y,
      cols,
      d.lines.map((l) => [
        l.id,
        l.name,
        l.unit[1] === 'HUR' ? hours(l.qty) : `${qtyOf('de', l.qty)} ${l.unit[0]}`,
        `${m(l.price)} €`,
        `${m(l.net)} €`,
      ]),
      { size: 9 },
    );
  } else {
    const cols: Col[] = [
      { head: 'Datum', x: 50 },
      { head: 'Tätigkeit', x: 105, wrap: 50 },
      { head: 'Dauer', x: 400, right: true },
      { head: 'Satz', x: 460, right: true },
      { head: 'Betrag', x: 545, right: true },
    ];
    y = table(
      w,
      y,
      cols,
      d.lines.map((l) => [de(l.date ?? d.issue), l.name, hours(l.qty), m(l.price), m(l.net)]),
      {
        size: 8,
        bottom: 720,
        carry: (w2, yy, where) => {
          w2.put(
            yy,
            105,
            where === 'end' ? 'Fortsetzung auf der nächsten Seite' : `Rechnung ${d.number} – Fortsetzung`,
            { size: 8 },
          );
          return yy + 18;
        },
      },
    );
  }
  y = w.need(y + 8, 110);
  y = w.kv(
    y,
    340,
    545,
    [
      ['Summe netto', `${m(d.lineNet)} €`],
      ['USt. 19 %', `${m(d.vatT)} €`],
      ['Gesamtbetrag', `${m(d.gross)} €`],
    ],
    { size: 9 },
    14,
  );
  y += 16;
  w.put(
    y,
    50,
    d.dueShown
      ? `Zahlungsziel: ${de(d.due)}`
      : 'Zahlbar innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug.',
    { size: 8 },
  );
  w.put(y + 11, 50, `IBAN ${spaced(d.iban)} · BIC ${d.bic} · ${d.bank}`, { size: 8 });
  w.put(
    y + 22,
    50,
    [d.sVat ? `USt-IdNr.: ${d.sVat}` : '', d.taxNo ? `Steuernummer: ${d.taxNo}` : '']
      .filter(Boolean)
      .join(' · '),
    { size: 8 },
  );
  if (d.sheet) {
    // the time sheet as an annex on its own page
    let yy = w.next();
    w.put(
      yy,
      50,
      `Anlage zu Rechnung ${d.number}: Tätigkeitsnachweis ${de(d.period[0])} – ${de(d.period[1])}`,
      { size: 11, bold: true },
    );
    yy += 24;
    yy = table(
      w,
      yy,
      [
        { head: 'Datum', x: 50 },
        { head: 'Tätigkeit', x: 105, wrap: 62 },
        { head: 'Stunden', x: 545, right: true },
      ],
      d.rows.map(([dt, task, h]) => [de(dt), task, hours(h)]),
      { size: 8 },
    );
    w.put(yy + 6, 105, 'Summe Stunden', { size: 8, bold: true });
    w.put(yy + 6, 545, hours(d.lines[0]?.qty ?? '0'), { size: 8, bold: true, right: true });
  }
  const n = w.pages();
  pageFooter(rows, n, (pg, nn) => `Seite ${pg} von ${nn}`);
  return n;
}

function drawSeminar(d: ReturnType<typeof buildSeminar>, rows: Row[]): number {
  const { t } = d;
  const w = pager(rows, 60, 740);
  const m = (v: string) => money('de', v);
  w.put(40, 50, d.s.name, { size: 13, bold: true });
  w.put(
    56,
    50,
    t.pick([
      'Seminare · Trainings · Coachings',
      'Zertifizierter Bildungsträger nach AZAV',
      'Weiterbildung für Unternehmen',
    ]),
    { size: 8 },
  );
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, `USt-IdNr. ${d.sVat}`], 420, 40, { size: 8 });
  w.put(120, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  w.block(addrLines(d.b), 50, 134, { size: 10 });
  w.kv(
    134,
    380,
    545,
    [
      ['Rechnungs-Nr.:', d.number],
      ['Datum:', de(d.issue)],
      ...(d.dueShown ? ([['Zahlbar bis:', de(d.due)]] as Array<[string, string]>) : []),
    ],
    { size: 9 },
  );
  let y = 225;
  w.put(y, 50, 'Rechnung', { size: 14, bold: true });
  y += 20;
  const range = d.dates[0] === d.dates[1] ? de(d.dates[0]) : `${de(d.dates[0])} – ${de(d.dates[1])}`;
  y = w.block(
    [
      `Seminar: ${d.title}`,
      `Termin: ${range}, Ort: ${d.venue}`,
      `Teilnehmende: ${d.people.join(', ')}`,
    ].flatMap((s) => wrapWords(s, 100)),
    50,
    y,
    { size: 8 },
  );
  y += 12;
  const cols: Col[] = [
    { head: 'Pos.', x: 50 },
    { head: 'Bezeichnung', x: 78, wrap: 40 },
    { head: 'Anzahl', x: 322, right: true },
    { head: 'Einheit', x: 328 },
    { head: 'Einzelpreis', x: 440, right: true },
    { head: 'USt.', x: 475, right: true },
    { head: 'Gesamt', x: 545, right: true },
  ];
  y = table(
    w,
    y,
    cols,
    d.lines.map((l) => [
      l.id,
      l.name,
      l.qty,
      l.unit[0],
      m(l.price),
      l.cat === 'E' ? 'frei' : `${l.rate} %`,
      m(l.net),
    ]),
    { size: 8, rule: true },
  );
  y = w.need(y + 6, 140);
  const tot: Array<[string, string]> = [['Summe netto', m(d.lineNet)]];
  for (const v of d.vat) {
    if (v.cat === 'E') tot.push(['steuerfrei (§ 4 Nr. 21 UStG)', m(v.base)]);
    else tot.push([`USt. ${v.rate} % auf ${m(v.base)}`, m(v.tax)]);
  }
  if (d.vat.filter((v) => v.cat === 'S').length > 1) tot.push(['Summe USt.', m(d.vatT)]);
  y = w.kv(y, 330, 545, tot, { size: 8 }, 12);
  w.put(y + 3, 330, 'Rechnungsbetrag EUR', { size: 10, bold: true });
  w.put(y + 3, 545, m(d.gross), { size: 10, bold: true, right: true });
  y += 26;
  if (d.exempt) {
    w.put(y, 50, d.reasons.E ?? '', { size: 8 });
    y += 11;
  }
  w.put(
    y,
    50,
    `Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer auf unser Konto bei der ${d.bank}:`,
    { size: 8 },
  );
  w.put(y + 11, 50, `IBAN ${spaced(d.iban)}   BIC ${d.bic}`, { size: 8 });
  const n = w.pages();
  pageFooter(rows, n, (pg, nn) => `Seite ${pg} von ${nn}`, [
    `Geschäftsführung: ${personName(t)} · Amtsgericht Köln HRB ${t.digits(5)}`,
  ]);
  return n;
}

function drawDesign(d: ReturnType<typeof buildDesign>, rows: Row[]): number {
  const { t } = d;
  const w = pager(rows, 60, 740);
  const m = (v: string) => money('en', v);
  const dt = t.pick([shortEn, slash, longEn]);
  w.put(40, 50, d.s.name, { size: 16, bold: true });
  w.block(
    [
      d.s.street,
      `${d.s.city} ${d.s.pc}`,
      `VAT Reg. No. ${d.sVat.slice(0, 2)} ${d.sVat.slice(2, 5)} ${d.sVat.slice(5, 9)} ${d.sVat.slice(9)}`,
    ],
    50,
    62,
    { size: 8 },
  );
  w.put(40, 545, 'INVOICE', { size: 22, bold: true, right: true });
  w.kv(
    80,
    380,
    545,
    [
      ['Invoice no.', d.number],
      ['Date', dt(d.issue)],
      ...(d.dueShown ? ([['Payment due', dt(d.due)]] as Array<[string, string]>) : []),
    ],
    { size: 9 },
  );
  w.put(140, 50, t.pick(['Billed to', 'Bill to', 'Client']), { size: 9, bold: true });
  w.block([d.b.name, d.b.street, `${d.b.city} ${d.b.pc}`], 50, 153, { size: 10 });
  let y = 225;
  const cols: Col[] = [
    { head: 'Date', x: 50 },
    { head: 'Description', x: 115, wrap: 45 },
    { head: d.hourly ? 'Hours' : 'Days', x: 390, right: true },
    { head: d.hourly ? 'Rate' : 'Day rate', x: 460, right: true },
    { head: 'Amount', x: 545, right: true },
  ];
  y = table(
    w,
    y,
    cols,
    d.lines.map((l) => [
      dt(l.date ?? d.issue),
      l.name,
      l.unit[1] === 'C62' ? '' : qtyOf('en', l.qty),
      l.unit[1] === 'C62' ? '' : `£${m(l.price)}`,
      `£${m(l.net)}`,
    ]),
    { size: 9, rule: true },
  );
  y = w.kv(
    y + 8,
    380,
    545,
    [
      ['Subtotal', `£${m(d.lineNet)}`],
      ['VAT @ 20%', `£${m(d.vatT)}`],
    ],
    { size: 9 },
  );
  w.put(y + 2, 380, 'Total due', { size: 11, bold: true });
  w.put(y + 2, 545, `£${m(d.gross)}`, { size: 11, bold: true, right: true });
  y += 36;
  w.put(y, 50, 'Payment details', { size: 9, bold: true });
  y = w.block(
    [
      `Bank transfer to ${d.s.name}`,
      `Sort code ${d.sort}   Account no. ${d.acct}`,
      ...(d.ibanShown ? [`IBAN ${spaced(d.iban)}   BIC ${d.bic}`] : []),
      d.dueShown
        ? 'Please quote the invoice number as your reference.'
        : 'Payment within 14 days of the invoice date, please.',
    ],
    50,
    y + 13,
    { size: 8 },
  );
  w.put(y + 12, 50, 'Thank you for your business!', { size: 9 });
  const n = w.pages();
  pageFooter(rows, n, (pg, nn) => `Page ${pg} of ${nn}`);
  return n;
}

function drawHonor(d: ReturnType<typeof buildHonor>, rows: Row[]): number {
  const { t } = d;
  const w = pager(rows, 60, 740);
  const sep = t.pick(['\u202f', ' ', '.']);
  const m = (v: string) => money('fr', v, sep);
  const dt = t.rnd() < 0.5 ? slash : (iso: string) => longDate(iso, 'fr');
  w.put(40, 50, d.s.name, { size: 14, bold: true });
  w.block(
    [
      d.avocat
        ? `Avocat au Barreau de ${d.s.city} – Toque ${d.toque}`
        : 'Conseil en organisation et management',
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
    ],
    50,
    58,
    { size: 8 },
  );
  w.block(addrLines(d.b), 330, 120, { size: 10 });
  if (d.bVat) w.put(172, 330, `N° TVA : ${d.bVat}`, { size: 8 });
  w.put(200, 330, `${d.s.city}, le ${longDate(d.issue, 'fr')}`, { size: 9 });
  let y = 230;
  w.put(
    y,
    50,
    `${t.pick(["NOTE D'HONORAIRES", "FACTURE D'HONORAIRES", 'Note d’honoraires'])} N° ${d.number}`,
    { size: 12, bold: true },
  );
  y += 18;
  w.put(y, 50, `${d.avocat ? 'Affaire' : 'Mission'} : ${d.dossier}`, { size: 9 });
  y += 22;
  const dur = (v: string) => {
    if (!d.hm) return `${qtyOf('fr', v)} h`;
    const mins = Math.round(Number(v) * 60);
    return `${Math.floor(mins / 60)}h${String(mins % 60).padStart(2, '0')}`;
  };
  const cols: Col[] = [
    { head: 'Date', x: 50 },
    { head: 'Désignation', x: 135, wrap: 40 },
    { head: 'Durée', x: 380, right: true },
    { head: 'Taux horaire', x: 460, right: true },
    { head: 'Montant HT', x: 545, right: true },
  ];
  y = table(
    w,
    y,
    cols,
    d.lines.map((l) => [
      dt(l.date ?? d.issue),
      l.name,
      l.unit[0] === 'h' ? dur(l.qty) : 'forfait',
      l.unit[0] === 'h' ? m(l.price) : '',
      m(l.net),
    ]),
    { size: 9, rule: true },
  );
  y = w.kv(
    y + 8,
    340,
    545,
    [
      ['Total HT', `${m(d.lineNet)} €`],
      ['TVA 20 %', `${m(d.vatT)} €`],
      ['Total TTC', `${m(d.gross)} €`],
    ],
    { size: 9 },
    13,
  );
  w.put(y + 3, 340, 'Net à payer', { size: 10, bold: true });
  w.put(y + 3, 545, `${m(d.gross)} €`, { size: 10, bold: true, right: true });
  y += 30;
  w.put(
    y,
    50,
    d.dueShown
      ? `Règlement à effectuer au plus tard le ${dt(d.due)} par virement.`
      : 'Règlement à réception de la présente note, par virement.',
    { size: 8 },
  );
  w.put(y + 11, 50, `IBAN : ${spaced(d.iban)} – BIC : ${d.bic}`, { size: 8 });
  w.put(
    y + 22,
    50,
    'En cas de retard de paiement, indemnité forfaitaire pour frais de recouvrement : 40 €.',
    { size: 7 },
  );
  const n = w.pages();
  pageFooter(rows, n, (pg, nn) => `${pg}/${nn}`, [
    `SIRET ${d.siret.slice(0, 3)} ${d.siret.slice(3, 6)} ${d.siret.slice(6, 9)} ${d.siret.slice(9)} – N° TVA intracommunautaire ${d.sVat}`,
  ]);
  return n;
}

// ───────────────────────────── truth ─────────────────────────────

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.dueShown) inv.dueDate = d.due;
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sVat ? { vatId: d.sVat } : {}),
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: { line1: d.s.street, postalCode: d.s.pc, city: d.s.city, countryCode: d.s.country },
  };
  inv.buyer = {
    name: d.b.name,
    address: {
      line1: d.b.street,
      postalCode: d.b.pc,
      city: d.b.city,
      ...(d.b.countryShown ? { countryCode: d.b.country } : {}),
    },
    ...(d.bVat ? { vatId: d.bVat } : {}),
  };
  inv.paymentInstructions = {
    typeCode: '58',
    creditTransfers: [{ accountId: d.iban, ...(d.bic ? { providerId: d.bic } : {}) }],
  };
  const exemptOnly = d.vat.every((v) => v.cat === 'E');
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    ...(exemptOnly ? {} : { vatTotal: d.vatT }),
    taxInclusive: d.gross,
    amountDue: round(dec(d.gross).minus(dec(d.paid || '0'))),
    ...(d.paid ? { paidAmount: d.paid } : {}),
  } as Invoice['totals'];
  inv.vatBreakdown = d.vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: v.cat,
    rate: v.rate,
    ...(v.cat === 'E' ? { exemptionReason: d.reasons.E ?? '' } : {}),
  }));
  inv.lines = d.lines.map((l) =>
    synthLine({
      id: l.id,
      qty: l.qty,
      uc: l.unit[1],
      net: l.net,
      netPrice: l.priceShown ? l.price : '',
      category: l.cat,
      rate: l.rate,
      name: l.name,
    }),
  );
  return inv;
}

/** Document `k` of blind43: layout k mod 8. */
export function generateBlind43(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND43_TPLS[k % BLIND43_TPLS.length] as Tpl;
  const rows: Row[] = [];
  let d: Doc;
  let nPages: number;
  if (tpl === 'goz12') {
    const g = buildGoz(t, k);
    d = g;
    nPages = drawGoz(g, rows);
  } else if (tpl === 'rvg12') {
    const g = buildRvg(t, h);
    d = g;
    nPages = drawRvg(g, rows);
  } else if (tpl === 'hoai12') {
    const g = buildHoai(t, h);
    d = g;
    nPages = drawHoai(g, rows);
  } else if (tpl === 'uebers12') {
    const g = buildUebers(t, h);
    d = g;
    nPages = drawUebers(g, rows);
  } else if (tpl === 'itzeit12') {
    const g = buildIt(t, h, k);
    d = g;
    nPages = drawIt(g, rows);
  } else if (tpl === 'seminar12') {
    const g = buildSeminar(t, h);
    d = g;
    nPages = drawSeminar(g, rows);
  } else if (tpl === 'design12') {
    const g = buildDesign(t, h);
    d = g;
    nPages = drawDesign(g, rows);
  } else {
    const g = buildHonor(t, h);
    d = g;
    nPages = drawHonor(g, rows);
  }
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
