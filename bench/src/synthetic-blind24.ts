/**
 * `--templates blind24` of extraction-synthetic.ts: held-out layouts of session 19 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for businesses no earlier set
 * had (looks taken from public descriptions of such documents, no file copied, invented names) —
 * - `baeck` (de): a bakery's weekly Sammelrechnung to a café: a title line "Sammelrechnung Nr. …
 *   vom …", rows grouped under delivery-note heads ("Lieferschein 4711 vom 03.02.2026"), 7 % only,
 *   the week as "Lieferzeitraum"; a long one runs over two pages with an Übertrag;
 * - `kamin` (de): a chimney sweep: a boxed grid of labels over values, a "Liegenschaft:" block
 *   whose address is not the buyer's, rows of Arbeitswerte (AW) × the AW rate, Fahrtkosten, 19 %;
 * - `notar` (de): a notary's cost invoice under GNotKG: the values printed before their labels,
 *   columns KV-Nr. | Gegenstand | Geschäftswert (no amount of the row) | Gebühr, "Auslagen" rows
 *   (Dokumentenpauschale, Post- und Telekommunikation) under their own head, 19 %;
 * - `wart` (de): a lift / heating maintenance contract: "Wartungsvertrag Nr." (no field),
 *   Anlage-Nr. column, a quarter per row ("01.01.2026 – 31.03.2026"), Störungseinsatz rows in
 *   hours and an Anfahrt flat; no table rulings;
 * - `taxi` (de): a patient-transport Sammelrechnung: one row per trip, its columns in an unusual
 *   order (Betrag first, then date, km and the route "von → nach"), 7 %; long ones go on over
 *   pages with the heads again and no carried sum;
 * - `media` (de): a media agency: Schaltung rows with their dates under them, "AE-Provision 15 %"
 *   and "Rabatt" as rows with negative amounts, an Agenturhonorar in hours, 19 %; a Gutschrift
 *   printed with positive amounts;
 * - `leas` (de): a vehicle-leasing monthly invoice: "Rechnung Nr. … vom …" title, Kennzeichen
 *   column, Leasingrate and Servicerate per vehicle (Monat), a Mehrkilometer row in km, 19 %;
 * - `hw` (de): an IT hardware distributor: serial numbers under rows, Urheberrechtsabgabe rows
 *   per device, Versandkosten, WEEE-Reg.-Nr. in the footer, long orders over two pages with
 *   Übertrag; a Gutschrift printed with positive amounts.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes (Gutschrift) printed with positive amounts: type 381, amounts positive, the
 *   original invoice as preceding invoice, no due date, no bank account;
 * - units as UN/ECE rec. 20: Stk. → C62, kg → KGM, Std. → HUR, pauschal → LS, Monat → MON,
 *   Quartal → QAN, km → KMT; AW (Arbeitswerte), and no printed unit → C62;
 * - rows printing only an amount (trips, notary fees, AE-Provision, Rabatt) have quantity 1 and
 *   price = amount (negative rows keep their negative price and amount as printed);
 * - line names are the printed item text (wrapped parts joined with a space); delivery-note heads,
 *   dates, serial numbers, Schaltung dates, KV-Nr., Geschäftswert, Anlage-Nr., quarters,
 *   Kennzeichen and km of a trip are no part of the name;
 * - Liegenschaft, Wartungsvertrag, Kunden-Nr., Lieferzeitraum and the WEEE number are no
 *   fields; a due date only where a date is printed; the seller's Steuernummer → BT-32;
 * - a private buyer's name with the "Herrn"/"Frau" printed over it (the visible corpus's
 *   convention).
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
  mailOfWord,
  pager,
  personName,
  standardTail,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import {
  bankLines as bankRows,
  footCol as col,
  onEveryPage as everyPage,
  type Col as LetterCol,
  type LetterDocFields,
  type LetterItem,
  letterNotation,
  paragraph as para,
  privateBuyerOf,
  salutedTruthHead,
  sellerIdLines as sellerIds,
  letterTotals as totals,
} from './synthetic-letter.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND24_TPLS = ['baeck', 'kamin', 'notar', 'wart', 'taxi', 'media', 'leas', 'hw'] as const;
type Tpl = (typeof BLIND24_TPLS)[number];

type Ln = LetterItem;
interface Doc extends KitDoc<Tpl, Ln>, LetterDocFields {
  lang: 'de';
  /** a second address printed on the page (Liegenschaft), no party */
  site: KitParty;
  contract: string;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { media: [3], hw: [5] };

export function generateBlind24(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND24_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      baeck: drawBaeck,
      kamin: drawKamin,
      notar: drawNotar,
      wart: drawWart,
      taxi: drawTaxi,
      media: drawMedia,
      leas: drawLeas,
      hw: drawHw,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
type LnDraft = Omit<Ln, 'id' | 'net' | 'sub' | 'cells' | 'group'> &
  Partial<Pick<Ln, 'sub' | 'cells' | 'group'>>;
const mk = (i: number, l: LnDraft): Ln => ({
  id: String(i + 1),
  sub: [],
  cells: {},
  group: '',
  ...l,
  net: round(dec(l.qty).times(l.price)),
});
const cents = (t: Tools, lo: number, hi: number) =>
  `${t.int(lo, hi)}.${t.pick(['00', '10', '45', '60', '95'])}`;
const dtDe = (iso: string) => iso.split('-').reverse().join('.');
const one = (name: string, price: string, rate: string, cells: Record<string, string> = {}): LnDraft => ({
  name,
  qty: '1',
  unit: ['', 'C62'],
  price,
  rate,
  cells,
});

const BREAD: Array<[string, [string, string], string]> = [
  ['Weizenbrötchen', ['Stk.', 'C62'], '0.32'],
  ['Laugenbrezel', ['Stk.', 'C62'], '0.58'],
  ['Roggenmischbrot 1000 g', ['Stk.', 'C62'], '3.10'],
  ['Dinkelvollkornbrot 750 g', ['Stk.', 'C62'], '3.45'],
  ['Croissant Butter', ['Stk.', 'C62'], '0.74'],
  ['Apfelkuchen vom Blech', ['kg', 'KGM'], '9.80'],
  ['Käsekuchen (Blech, 20 Stück)', ['Stk.', 'C62'], '21.50'],
  ['Quarkbällchen', ['kg', 'KGM'], '8.40'],
];
function baeckLines(d: Doc): Ln[] {
  const { t } = d;
  const notes = d.v % 4 === 2 ? t.int(9, 11) : t.int(3, 5);
  const out: Ln[] = [];
  let no = t.int(4100, 8800);
  for (let n = 0; n < notes; n++) {
    const day = dtDe(addDays(d.period[0], Math.min(n, 6)));
    const group = `Lieferschein ${no++} vom ${day}`;
    for (let j = t.int(2, 4); j > 0; j--) {
      const [name, unit, price] = t.pick(BREAD);
      const qty = unit[1] === 'KGM' ? (t.int(15, 60) / 10).toFixed(1) : String(t.int(4, 80));
      out.push(mk(out.length, { name, qty, unit, price, rate: '7', group }));
    }
  }
  return out;
}

function kaminLines(d: Doc): Ln[] {
  const { t } = d;
  const aw = t.pick(['1.30', '1.25', '1.35']);
  const rows: Array<[string, number]> = [
    ['Feuerstättenschau gem. § 14 SchfHwG', t.int(18, 40)],
    ['Kehren der Abgasanlage (Regelbrennstoff)', t.int(8, 22)],
    ['Abgaswegeüberprüfung Gasfeuerstätte', t.int(10, 20)],
    ['Messung nach 1. BImSchV (Öl-/Gasfeuerung)', t.int(14, 26)],
    ['Ausstellen Feuerstättenbescheid', t.int(6, 12)],
  ];
  const out: Ln[] = [];
  for (const [name, n] of rows.slice(0, t.int(2, 5)))
    out.push(
      mk(out.length, {
        name,
        qty: String(n),
        unit: ['', 'C62'],
        price: aw,
        rate: '19',
        cells: { aw: String(n) },
      }),
    );
  out.push(mk(out.length, one('Fahrtkosten (Grundwert)', cents(t, 6, 14), '19')));
  return out;
}

function notarLines(d: Doc): Ln[] {
  const { t } = d;
  const value = t.int(80, 900) * 1000;
  const rows: Array<[string, string, number]> = [
    ['21100', 'Beurkundungsverfahren Kaufvertrag', 2],
    ['22110', 'Vollzugsgebühr', 0.5],
    ['22200', 'Betreuungsgebühr', 0.5],
    ['25100', 'Beglaubigung einer Unterschrift', 0.2],
  ];
  const out: Ln[] = [];
  for (const [kv, name, f] of rows.slice(0, t.int(2, 4))) {
    const fee = round(
      dec(value)
        .times(f)
        .dividedBy(t.pick([480, 520, 560]))
        .toDecimalPlaces(2),
    );
    out.push(mk(out.length, { ...one(name, fee, '19', { kv, gw: String(value) }), group: 'Gebühren' }));
  }
  out.push(
    mk(out.length, {
      ...one('Dokumentenpauschale', cents(t, 8, 60), '19', { kv: '32001' }),
      group: 'Auslagen',
    }),
  );
  out.push(
    mk(out.length, {
      ...one('Post- und Telekommunikationsentgelte', '20.00', '19', { kv: '32005' }),
      group: 'Auslagen',
    }),
  );
  if (t.rnd() < 0.5)
    out.push(
      mk(out.length, { ...one('Abruf Grundbuchdaten', '8.00', '19', { kv: '32011' }), group: 'Auslagen' }),
    );
  return out;
}

const QUARTERS = [
  ['01-01', '03-31'],
  ['04-01', '06-30'],
  ['07-01', '09-30'],
  ['10-01', '12-31'],
];
function wartLines(d: Doc): Ln[] {
  const { t } = d;
  const [y, m] = d.issue.split('-');
  const q = QUARTERS[Math.floor((Number(m) - 1) / 3)] ?? ['01-01', '03-31'];
  const quarter = `${dtDe(`${y}-${q[0]}`)} – ${dtDe(`${y}-${q[1]}`)}`;
  const kinds = [
    'Wartung Personenaufzug',
    'Wartung Gas-Brennwertkessel',
    'Wartung Lastenaufzug',
    'Notrufsystem 24/7',
  ];
  const out: Ln[] = [];
  for (let i = t.int(1, 3); i > 0; i--)
    out.push(
      mk(out.length, {
        name: `${t.pick(kinds)} gem. Vertrag`,
        qty: '1',
        unit: ['Quartal', 'QAN'],
        price: cents(t, 180, 900),
        rate: '19',
        cells: { anl: `A-${t.digits(5)}`, per: quarter },
      }),
    );
  if (d.v % 2 === 1) {
    const anl = `A-${t.digits(5)}`;
    out.push(
      mk(out.length, {
        name: 'Störungseinsatz Monteur',
        qty: (t.int(2, 9) / 2).toFixed(1),
        unit: ['Std.', 'HUR'],
        price: t.pick(['78.00', '84.50', '92.00']),
        rate: '19',
        cells: { anl, per: dtDe(addDays(d.issue, -t.int(3, 20))) },
      }),
    );
    out.push(
      mk(out.length, {
        name: 'Anfahrt Servicefahrzeug',
        qty: '1',
        unit: ['pauschal', 'LS'],
        price: '45.00',
        rate: '19',
        cells: { anl, per: '' },
      }),
    );
  }
  return out;
}

const PLACES = [
  'Bahnhofstr. 12, Brühl',
  'Uniklinik Köln, Kerpener Str. 62',
  'St. Marien-Hospital, Kunibertskloster 11',
  'Dialysezentrum Porz, Hauptstr. 370',
  'Lindenweg 4, Hürth',
  'Praxis Dr. Weber, Ringstr. 8',
  'Reha-Zentrum Frechen, Am Kirchplatz 2',
];
function taxiLines(d: Doc): Ln[] {
  const { t } = d;
  const n = d.v % 4 === 1 ? t.int(38, 46) : t.int(4, 12);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const from = t.pick(PLACES);
    const to = t.pick(PLACES.filter((p) => p !== from));
    const km = t.int(3, 48);
    const price = round(dec(km).times('2.20').plus('4.30'));
    out.push(
      mk(i, {
        ...one(`${from} → ${to}`, price, '7', {
          day: dtDe(addDays(d.period[0], t.int(0, 27))),
          km: String(km),
        }),
        sub: d.v % 2 === 0 ? [] : [`Patient: ${personName(t)}`],
      }),
    );
  }
  return out;
}

function mediaLines(d: Doc): Ln[] {
  const { t } = d;
  const media = [
    'Rheinische Rundschau, Anzeige 1/4 Seite 4c',
    'Stadtradio 94,3 Spot 30 Sek.',
    'Plakat City-Light Hauptbahnhof, 10 Tage',
    'Online-Banner Regionalportal, 100.000 AI',
  ];
  const out: Ln[] = [];
  for (const m of media.slice(0, t.int(2, 4))) {
    const x = t.int(2, 5);
    const days = Array.from({ length: x }, () => dtDe(addDays(d.issue, -t.int(5, 40)))).join(', ');
    out.push(mk(out.length, { ...one(m, cents(t, 400, 4800), '19'), sub: [`Schaltung: ${days}`] }));
  }
  const gross = out.reduce((a, l) => a.plus(l.net), dec(0));
  const pct = t.pick(['5', '10']);
  const rab = round(gross.times(pct).dividedBy(100).negated());
  out.push(mk(out.length, one(`Rabatt Mengenstaffel ${pct} %`, rab, '19')));
  const ae = round(gross.plus(rab).times('0.15').negated());
  out.push(mk(out.length, one('AE-Provision 15 %', ae, '19')));
  out.push(
    mk(out.length, {
      name: 'Agenturhonorar Mediaplanung',
      qty: String(t.int(3, 16)),
      unit: ['Std.', 'HUR'],
      price: t.pick(['95.00', '110.00', '125.00']),
      rate: '19',
    }),
  );
  return out;
}

function leasLines(d: Doc): Ln[] {
  const { t } = d;
  const cars = [
    'VW Passat Variant 2.0 TDI',
    'BMW 320d Touring',
    'Skoda Octavia Combi',
    'Audi A4 Avant 40 TFSI e',
    'VW ID.4 Pro',
  ];
  const out: Ln[] = [];
  const n = d.v % 4 === 3 ? t.int(7, 9) : t.int(1, 3);
  for (let i = 0; i < n; i++) {
    const plate = `${t.pick(['K', 'BN', 'D', 'BM'])}-${t.pick(['AB', 'LX', 'FL', 'MR'])} ${t.int(100, 9999)}`;
    const car = t.pick(cars);
    out.push(
      mk(out.length, {
        name: `Leasingrate ${car}`,
        qty: '1',
        unit: ['Monat', 'MON'],
        price: cents(t, 280, 690),
        rate: '19',
        cells: { plate },
      }),
    );
    out.push(
      mk(out.length, {
        name: 'Servicerate Wartung & Verschleiß',
        qty: '1',
        unit: ['Monat', 'MON'],
        price: cents(t, 35, 90),
        rate: '19',
        cells: { plate },
      }),
    );
  }
  if (d.v % 2 === 0)
    out.push(
      mk(out.length, {
        name: 'Mehrkilometer lt. Vertragsabrechnung',
        qty: String(t.int(400, 6000)),
        unit: ['km', 'KMT'],
        price: t.pick(['0.08', '0.10', '0.12']),
        rate: '19',
        cells: { plate: out[0]?.cells.plate ?? '' },
      }),
    );
  return out;
}

const HW: Array<[string, string, string]> = [
  ['Notebook ProBook 450 G10, i5, 16 GB, 512 GB SSD', '689.00', '13.19'],
  ['Monitor 27" QHD IPS, höhenverstellbar', '219.00', ''],
  ['Business-PC Mini, i7, 32 GB, 1 TB SSD', '879.00', '13.19'],
  ['Multifunktionsdrucker Laser A4 farbig', '349.00', '8.50'],
  ['USB-C Dockingstation 100 W', '149.00', ''],
  ['Smartphone 128 GB, Dual-SIM', '429.00', '6.25'],
  ['Externe SSD 2 TB USB 3.2', '139.00', '6.00'],
];
function hwLines(d: Doc): Ln[] {
  const { t } = d;
  const n = d.v % 2 === 0 ? t.int(16, 20) : t.int(2, 5);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const [name, price, levy] = t.pick(HW);
    const qty = t.int(1, 4);
    const sn = Array.from({ length: qty }, () => `${t.pick(['5CG', 'CN0', 'SN'])}${t.digits(7)}`);
    out.push(
      mk(out.length, {
        name,
        qty: String(qty),
        unit: ['Stk.', 'C62'],
        price,
        rate: '19',
        cells: { art: `${t.int(100000, 999999)}` },
        sub: [`S/N: ${sn.join(', ')}`],
      }),
    );
    if (levy)
      out.push(
        mk(out.length, {
          name: 'Urheberrechtsabgabe gem. § 54 UrhG',
          qty: String(qty),
          unit: ['Stk.', 'C62'],
          price: levy,
          rate: '19',
          cells: { art: 'URH' },
        }),
      );
  }
  out.push(
    mk(out.length, {
      ...one('Versandkosten Spedition', t.pick(['9.90', '14.90', '39.00']), '19'),
      cells: { art: 'VERS' },
    }),
  );
  return out;
}

const LINES: Record<Tpl, (d: Doc) => Ln[]> = {
  baeck: baeckLines,
  kamin: kaminLines,
  notar: notarLines,
  wart: wartLines,
  taxi: taxiLines,
  media: mediaLines,
  leas: leasLines,
  hw: hwLines,
};

const SELLERS: Record<Tpl, (t: Tools) => string> = {
  baeck: (t) =>
    `${t.pick(['Bäckerei', 'Backhaus', 'Landbäckerei'])} ${t.pick(['Oberländer', 'Kornblum', 'Reinartz'])} ${t.pick(['GmbH', 'e.K.', 'KG'])}`,
  kamin: (t) => `Bezirksschornsteinfegermeister ${personName(t)}`,
  notar: (t) => `Notar Dr. ${personName(t)}`,
  wart: (t) =>
    `${t.pick(['Lift', 'Aufzugs', 'Wärme'])}technik ${t.pick(['Rhein-Erft', 'Bergmann', 'Sauerland'])} GmbH`,
  taxi: (t) =>
    `${t.pick(['Taxi', 'Krankenfahrten', 'Fahrdienst'])} ${t.pick(['Yilmaz', 'Schröder', 'Domstadt'])} ${t.pick(['GmbH', 'e.K.', 'UG (haftungsbeschränkt)'])}`,
  media: (t) =>
    `${t.pick(['Mediaplus', 'Reichweite', 'Kontaktwerk'])} ${t.pick(['Agentur für Mediaplanung', 'Media'])} GmbH`,
  leas: (t) => `${t.pick(['Rheinland', 'Fleetline', 'AutoPartner'])} Leasing GmbH`,
  hw: (t) => `${t.pick(['Byteport', 'Komponenta', 'NordIT'])} Distribution GmbH`,
};

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND24_TPLS.length);
  const s = dachParty('DE', SELLERS[tpl](t), t);
  const privateBuyer = tpl === 'kamin' || (tpl === 'notar' && v % 3 !== 2);
  const bp = h.party('DE');
  const b: KitParty = { ...bp, country: 'DE', vat: h.vatId('DE') };
  if (tpl === 'baeck')
    b.name = `${t.pick(['Café', 'Konditorei-Café', 'Bistro'])} ${t.pick(['am Markt', 'Zeitlos', 'Lindenblüte'])}`;
  if (tpl === 'taxi') b.name = `${t.pick(['AOK Rheinland/Hamburg', 'BARMER', 'Techniker Krankenkasse'])}`;
  const salutation = privateBuyerOf(b, privateBuyer, t);
  const site = dachParty('DE', '', t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const pStart = tpl === 'baeck' ? addDays(issue, -t.int(8, 12)) : `${issue.slice(0, 8)}01`;
  const pEnd = tpl === 'baeck' ? addDays(pStart, 6) : addDays(`${issue.slice(0, 8)}28`, 0);
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(5, 40)) } : undefined;
  const d = {
    tpl,
    v,
    lang: 'de',
    s,
    b,
    site,
    credit,
    t,
    issue,
    period: [pStart, pEnd],
    salutation,
  } as unknown as Doc;
  d.lines = LINES[tpl](d);
  d.charge = '';
  Object.assign(d, vatSums(d.lines));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.paid = '';
  d.number = numberOf(tpl, t, !!credit);
  if (credit) credit.orig = numberOf(tpl, t, false);
  d.po = tpl === 'hw' && v % 3 === 0 ? `PO-${t.digits(6)}` : '';
  d.due = addDays(issue, t.pick([8, 14, 21, 30]));
  d.dueShown = !credit && tpl !== 'leas' && (tpl !== 'baeck' || v % 2 === 0);
  d.iban = ibanOf('DE', t);
  d.bic = bicOf('DE', t);
  d.bicShown = tpl !== 'taxi' || v % 2 === 0;
  d.taxNo =
    tpl === 'kamin' || tpl === 'notar' || (tpl === 'taxi' && v % 2 === 1)
      ? `${t.int(200, 224)}/${t.digits(4)}/${t.digits(4)}`
      : '';
  d.vatShown = !(tpl === 'kamin' && v % 2 === 0) && !(tpl === 'notar' && v % 3 !== 0);
  d.contract = `${t.pick(['WV', 'LV', 'RV'])}-${t.digits(6)}`;
  d.custNo = `${t.pick(['', 'KD-', '2'])}${t.int(1000, 99999)}`;
  d.phone = `+49 ${t.pick(['221', '2232', '228', '211'])} ${t.digits(6)}`;
  d.email = `${t.pick(['info', 'rechnung', 'buchhaltung'])}@${mailOfWord(s.name)}`;
  return d;
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  switch (tpl) {
    case 'baeck':
      return `SR-26${n(4)}`;
    case 'kamin':
      return `${t.int(2026001, 2026480)}`;
    case 'notar':
      return `KR ${n(4)}/2026`;
    case 'wart':
      return `WR${t.int(60000, 69999)}`;
    case 'taxi':
      return `KF-2026-${n(3)}`;
    case 'media':
      return credit ? `GS-26-${n(3)}` : `MR-26-${n(4)}`;
    case 'leas':
      return `${t.int(9100000000, 9199999999)}`;
    default:
      return credit ? `G${t.int(300000, 399999)}` : `R${t.int(800000, 899999)}`;
  }
}

function toInvoice(d: Doc): Invoice {
  const inv = salutedTruthHead({ ...d, buyerVat: false });
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: round(dec(d.gross).minus(d.paid || '0')),
  };
  return standardTail(inv, d);
}

// ---------------------------------------------------------------------------- shared pieces
const money = (_d: Doc, v: string) => groupedMoney(v, '.', ',');
const dt = (_d: Doc, iso: string) => dtDe(iso);
const town = (p: KitParty) => `${p.pc} ${p.city}`;
const { eur, num, addr, oneLine, table, buyerBlock } = letterNotation<Doc, Ln>(money, town);
type Col = LetterCol<Ln>;
const vatRow = (d: Doc): Array<[string, string]> =>
  d.vat.map((v): [string, string] => [`zzgl. ${v.rate} % USt. auf ${money(d, v.base)} €`, eur(d, v.tax)]);
const creditLine = (d: Doc) =>
  d.credit ? `Gutschrift zu Rechnung Nr. ${d.credit.orig} vom ${dt(d, d.credit.date)}` : '';
const payLine = (d: Doc) =>
  d.credit
    ? 'Der Betrag wird Ihnen in den nächsten Tagen erstattet.'
    : d.dueShown
      ? `Zahlbar bis ${dt(d, d.due)} ohne Abzug.`
      : 'Zahlbar sofort ohne Abzug.';

// ---------------------------------------------------------------------------- baeck
function drawBaeck(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 735);
  p.put(44, 300, d.s.name, { size: 16, bold: true });
  p.put(64, 300, 'Handwerksbäckerei seit 1921 · Filialen · Gastronomie-Belieferung', { size: 7.5 });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 132, { size: 10 });
  p.kv(
    132,
    380,
    545,
    [
      ['Kunden-Nr.', d.custNo],
      ['Tour', `${d.t.int(1, 9)}`],
    ],
    { size: 9 },
  );
  p.put(215, 50, `Sammelrechnung Nr. ${d.number} vom ${dt(d, d.issue)}`, { size: 12, bold: true });
  p.put(233, 50, `Lieferzeitraum: ${dt(d, d.period[0])} – ${dt(d, d.period[1])}`, { size: 9 });
  const cols: Col[] = [
    { head: 'Artikel', x: 50, cell: (l) => l.name },
    { head: 'Menge', x: 330, right: true, cell: (l) => num(d, l.qty) },
    { head: 'Einh.', x: 340, cell: (l) => l.unit[0] },
    { head: 'Einzelpreis', x: 440, right: true, cell: (l) => money(d, l.price) },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 258, cols, d.lines, {
    nameCol: 0,
    wrap: 46,
    size: 8.5,
    top: 80,
    groups: true,
    carry: { label: 'Übertrag', x: 545, labelX: 340, rows },
  });
  y = totals(
    p,
    y + 10,
    [['Warenwert netto', eur(d, d.lineNet)], ...vatRow(d), ['Rechnungsbetrag', eur(d, d.gross)]],
    320,
  );
  p.put(p.need(y + 12, 20), 50, payLine(d), { size: 9 });
  everyPage(rows, p.pages(), (pg, n) => [
    ...col([d.s.name, d.s.street, town(d.s)], 50, 770, 7),
    ...col(sellerIds(d), 230, 770, 7),
    ...col(bankRows(d, 'Volksbank Köln Bonn eG'), 380, 770, 7),
    [808, 545, `Blatt ${pg} von ${n}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- kamin
function drawKamin(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(40, 50, d.s.name, { size: 13, bold: true });
  p.block([d.s.street, town(d.s), `Tel. ${d.phone}`, d.email], 545, 40, { size: 8, right: true });
  p.put(112, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 126, { size: 10 });
  const grid: Array<[string, string, number]> = [
    ['Rechnungsnummer', d.number, 50],
    ['Rechnungsdatum', dt(d, d.issue), 170],
    ['Kehrbezirk', `${d.t.pick(['Rhein-Erft', 'Köln'])} ${d.t.int(1, 40)}`, 290],
    ['Kunden-Nr.', d.custNo, 420],
  ];
  p.put(206, 50, '_'.repeat(98), { size: 6 });
  for (const [lab, val, x] of grid) {
    p.put(216, x, lab, { size: 7 });
    p.put(228, x, val, { size: 10, bold: true });
  }
  p.put(236, 50, '_'.repeat(98), { size: 6 });
  p.put(256, 50, 'Liegenschaft:', { size: 9, bold: true });
  p.put(256, 130, `${d.site.street}, ${town(d.site)}`, { size: 9 });
  p.put(272, 50, 'Gebührenrechnung nach der Kehr- und Überprüfungsordnung (KÜO)', { size: 11, bold: true });
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Tätigkeit', x: 80, cell: (l) => l.name },
    { head: 'AW', x: 360, right: true, cell: (l) => l.cells.aw ?? '' },
    { head: '€/AW', x: 420, right: true, cell: (l) => (l.cells.aw ? money(d, l.price) : '') },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 296, cols, d.lines, { nameCol: 1, wrap: 44, size: 9 });
  y = totals(
    p,
    y + 8,
    [
      ['Nettobetrag', money(d, d.lineNet)],
      ['Umsatzsteuer 19 %', money(d, d.vatT)],
      ['Gesamtbetrag', eur(d, d.gross)],
    ],
    350,
  );
  y = p.need(y + 12, 30);
  p.put(y, 50, payLine(d), { size: 9 });
  p.put(
    y + 13,
    50,
    'Die Gebühren sind öffentlich-rechtlich festgesetzt; Einwendungen richten Sie bitte an uns.',
    { size: 7.5 },
  );
  everyPage(rows, p.pages(), () => [
    ...col(sellerIds(d), 50, 780, 7),
    ...col(bankRows(d, 'Kreissparkasse Köln'), 300, 780, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- notar
function drawNotar(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(46, 297, d.s.name, { size: 14, bold: true });
  p.put(64, 297, `mit dem Amtssitz in ${d.s.city}`, { size: 8 });
  p.block([d.s.street, town(d.s), `Telefon ${d.phone}`], 50, 46, { size: 8 });
  p.put(112, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 126, { size: 10 });
  const kv: Array<[string, string]> = [
    [d.number, 'Rechnungs-Nr.'],
    [dt(d, d.issue), 'Datum'],
    [`UR-Nr. ${d.t.int(100, 2400)}/2026`, 'Urkunde'],
  ];
  kv.forEach(([val, lab], i) => {
    p.put(130 + i * 14, 470, val, { size: 9.5, right: true });
    p.put(130 + i * 14, 478, lab, { size: 8 });
  });
  p.put(222, 50, 'Kostenberechnung gemäß § 19 GNotKG', { size: 12, bold: true });
  p.put(
    240,
    50,
    `Gegenstand: ${d.t.pick(['Grundstückskaufvertrag', 'Überlassungsvertrag', 'Grundschuldbestellung'])}`,
    { size: 9 },
  );
  const cols: Col[] = [
    { head: 'KV-Nr.', x: 50, cell: (l) => l.cells.kv ?? '' },
    { head: 'Gegenstand', x: 100, cell: (l) => l.name },
    { head: 'Geschäftswert', x: 420, right: true, cell: (l) => (l.cells.gw ? money(d, l.cells.gw) : '') },
    { head: 'Gebühr', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 262, cols, d.lines, { nameCol: 1, wrap: 40, size: 9, groups: true });
  y = totals(
    p,
    y + 8,
    [
      ['Zwischensumme', eur(d, d.lineNet)],
      ['19 % Umsatzsteuer Nr. 32014 KV', eur(d, d.vatT)],
      ['Rechnungsbetrag', eur(d, d.gross)],
    ],
    300,
  );
  y = p.need(y + 14, 40);
  y = para(p, y, 50, `${payLine(d)} Bitte geben Sie bei Zahlung die Rechnungsnummer an.`, 100, 8.5);
  everyPage(rows, p.pages(), () => [
    ...col(sellerIds(d), 50, 778, 7),
    ...col(bankRows(d, 'Sparkasse'), 300, 778, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- wart
function drawWart(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.block([d.s.name, d.s.street, town(d.s)], 545, 40, { size: 9, right: true });
  p.put(44, 50, d.s.name.split(' ')[0] ?? '', { size: 20, bold: true });
  p.put(112, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 126, { size: 10 });
  p.kv(
    126,
    360,
    545,
    [
      ['Rechnung', d.number],
      ['vom', dt(d, d.issue)],
      ['Wartungsvertrag', d.contract],
      ['Kunden-Nr.', d.custNo],
    ],
    { size: 9 },
  );
  p.put(210, 50, `Objekt: ${d.site.street}, ${town(d.site)}`, { size: 9 });
  const cols: Col[] = [
    { head: 'Anlage-Nr.', x: 50, cell: (l) => l.cells.anl ?? '' },
    { head: 'Leistung', x: 110, cell: (l) => l.name },
    { head: 'Zeitraum / Datum', x: 280, cell: (l) => l.cells.per ?? '' },
    { head: 'Menge', x: 440, right: true, cell: (l) => `${num(d, l.qty)} ${l.unit[0]}` },
    { head: 'Preis', x: 495, right: true, cell: (l) => money(d, l.price) },
    { head: 'Summe', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 236, cols, d.lines, { nameCol: 1, wrap: 30, size: 8.5 });
  y = totals(
    p,
    y + 8,
    [['Summe netto', eur(d, d.lineNet)], ...vatRow(d), ['Summe brutto', eur(d, d.gross)]],
    340,
  );
  p.put(p.need(y + 12, 20), 50, payLine(d), { size: 9 });
  const gf = personName(d.t);
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, `Geschäftsführer: ${gf}`, 'Amtsgericht Köln HRB 4711'], 50, 776, 6.5),
    ...col(sellerIds(d), 240, 776, 6.5),
    ...col(bankRows(d, 'Commerzbank AG'), 390, 776, 6.5),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- taxi
function drawTaxi(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(42, 50, d.s.name, { size: 14, bold: true });
  p.put(60, 50, 'Krankenfahrten · Dialysefahrten · Rollstuhlbeförderung', { size: 8 });
  p.block([d.s.street, town(d.s), d.phone], 545, 42, { size: 8, right: true });
  p.put(110, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 124, { size: 10 });
  const grid: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Datum', dt(d, d.issue)],
    ['IK / Kunden-Nr.', d.custNo],
  ];
  grid.forEach(([lab, val], i) => {
    const x = 300 + i * 85;
    p.put(190, x, lab, { size: 7, bold: true });
    p.put(203, x, val, { size: 9 });
  });
  p.put(228, 50, `Sammelrechnung Krankenfahrten ${dt(d, d.period[0])} bis ${dt(d, d.period[1])}`, {
    size: 11,
    bold: true,
  });
  const cols: Col[] = [
    { head: 'Betrag €', x: 95, right: true, cell: (l) => money(d, l.net) },
    { head: 'Datum', x: 110, cell: (l) => l.cells.day ?? '' },
    { head: 'km', x: 185, right: true, cell: (l) => l.cells.km ?? '' },
    { head: 'Fahrt von → nach', x: 200, cell: (l) => l.name },
  ];
  let y = table(p, d, 252, cols, d.lines, { nameCol: 3, wrap: 62, size: 8.5, top: 60 });
  y = totals(
    p,
    y + 8,
    [['Summe netto', eur(d, d.lineNet)], ...vatRow(d), ['Gesamtbetrag', eur(d, d.gross)]],
    330,
  );
  p.put(p.need(y + 12, 20), 50, payLine(d), { size: 9 });
  everyPage(rows, p.pages(), (pg, n) => [
    ...col([...sellerIds(d), `Konzession Nr. ${d.contract}`], 50, 778, 7),
    ...col(bankRows(d, 'Sparkasse KölnBonn'), 300, 778, 7),
    [805, 300, `Seite ${pg} / ${n}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- media
function drawMedia(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.put(40, 50, d.s.name, { size: 15, bold: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 132, { size: 10 });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Gutschrift-Nr.:' : 'Rechnungs-Nr.:', d.number],
    ['Datum:', dt(d, d.issue)],
    ['Kampagne:', `${d.t.pick(['Frühjahr', 'Sommer', 'Herbst'])}aktion 2026`],
  ];
  p.kv(132, 360, 545, kv, { size: 9 });
  p.put(220, 50, d.credit ? 'Gutschrift' : 'Rechnung Mediakosten', { size: 13, bold: true });
  if (d.credit) p.put(238, 50, creditLine(d), { size: 9 });
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Medium / Leistung', x: 75, cell: (l) => l.name },
    { head: 'Anzahl', x: 380, right: true, cell: (l) => (l.unit[1] === 'HUR' ? `${l.qty} Std.` : '') },
    { head: 'Satz', x: 450, right: true, cell: (l) => (l.unit[1] === 'HUR' ? money(d, l.price) : '') },
    { head: 'Betrag EUR', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 262, cols, d.lines, { nameCol: 1, wrap: 48, size: 8.5 });
  y = totals(
    p,
    y + 10,
    [
      ['Nettobetrag', money(d, d.lineNet)],
      ['MwSt. 19 %', money(d, d.vatT)],
      [d.credit ? 'Gutschriftsbetrag' : 'Endbetrag', `EUR ${money(d, d.gross)}`],
    ],
    330,
  );
  p.put(p.need(y + 12, 20), 50, payLine(d), { size: 9 });
  everyPage(rows, p.pages(), () => [
    [770, 50, `${d.s.name} · ${d.s.street} · ${town(d.s)} · ${d.email}`, 6.5],
    [
      780,
      50,
      [
        ...sellerIds(d),
        d.credit ? '' : `IBAN ${spaced(d.iban)}`,
        d.bicShown && !d.credit ? `BIC ${d.bic}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
      6.5,
    ],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- leas
function drawLeas(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.put(44, 380, d.s.name, { size: 12, bold: true });
  p.block([d.s.street, town(d.s)], 380, 60, { size: 8 });
  p.put(116, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 130, { size: 10 });
  p.put(215, 50, `Rechnung Nr. ${d.number} vom ${dt(d, d.issue)}`, { size: 12, bold: true });
  p.put(232, 50, `Leasingvertrag ${d.contract} · Abrechnungsmonat ${dt(d, d.period[0]).slice(3)}`, {
    size: 9,
  });
  const cols: Col[] = [
    { head: 'Kennzeichen', x: 50, cell: (l) => l.cells.plate ?? '' },
    { head: 'Leistung', x: 125, cell: (l) => l.name },
    { head: 'Menge', x: 385, right: true, cell: (l) => num(d, l.qty) },
    { head: 'Einheit', x: 392, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 475, right: true, cell: (l) => money(d, l.price) },
    { head: 'Netto', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 256, cols, d.lines, { nameCol: 1, wrap: 42, size: 8.5 });
  y = totals(
    p,
    y + 10,
    [['Nettobetrag', eur(d, d.lineNet)], ...vatRow(d), ['Rechnungsbetrag', eur(d, d.gross)]],
    330,
  );
  p.put(p.need(y + 12, 20), 50, payLine(d), { size: 9 });
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, 'Sitz Köln, HRB 99812'], 50, 778, 7),
    ...col(sellerIds(d), 220, 778, 7),
    ...col(bankRows(d, 'Deutsche Bank AG'), 380, 778, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- hw
function drawHw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 730);
  p.put(40, 50, d.s.name, { size: 15, bold: true });
  p.put(58, 50, 'IT-Distribution · Value Added Reseller Services', { size: 8 });
  p.put(112, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 126, { size: 10 });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Gutschrift' : 'Rechnung', d.number],
    ['Datum', dt(d, d.issue)],
    ['Kundennummer', d.custNo],
  ];
  if (d.po) kv.push(['Ihre Bestellung', d.po]);
  if (!d.credit && d.dueShown) kv.push(['Fällig am', dt(d, d.due)]);
  p.kv(126, 370, 545, kv, { size: 9 });
  p.put(222, 50, d.credit ? 'GUTSCHRIFT' : 'RECHNUNG', { size: 14, bold: true });
  if (d.credit) p.put(240, 50, creditLine(d), { size: 9 });
  const cols: Col[] = [
    { head: 'Art.-Nr.', x: 50, cell: (l) => l.cells.art ?? '' },
    { head: 'Bezeichnung', x: 100, cell: (l) => l.name },
    { head: 'Menge', x: 390, right: true, cell: (l) => num(d, l.qty) },
    { head: 'EP netto', x: 465, right: true, cell: (l) => money(d, l.price) },
    { head: 'GP netto', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 262, cols, d.lines, {
    nameCol: 1,
    wrap: 50,
    size: 8.5,
    top: 70,
    carry: { label: 'Übertrag', x: 545, labelX: 380, rows },
  });
  y = totals(
    p,
    y + 10,
    [
      ['Warenwert netto', eur(d, d.lineNet)],
      ...vatRow(d),
      [d.credit ? 'Gutschriftsbetrag' : 'Gesamtbetrag', eur(d, d.gross)],
    ],
    320,
  );
  p.put(p.need(y + 12, 20), 50, payLine(d), { size: 9 });
  const weee = d.t.digits(8);
  everyPage(rows, p.pages(), (pg, n) => [
    ...col([d.s.name, `WEEE-Reg.-Nr. DE ${weee}`, `Seite ${pg} von ${n}`], 50, 772, 6.5),
    ...col(sellerIds(d), 230, 772, 6.5),
    ...col(bankRows(d, 'HypoVereinsbank'), 390, 772, 6.5),
  ]);
  return p.pages();
}
