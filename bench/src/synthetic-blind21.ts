/**
 * `--templates blind21` of extraction-synthetic.ts: held-out layouts of session 17b (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for businesses no earlier set
 * had (looks taken from public descriptions of such documents, no file copied, invented names) —
 * - `zahn` (de): a dental laboratory invoicing a dental practice: "Patient:" and "Auftragsdatum"
 *   over the table, a "BEL-Nr." column, dental prosthesis rows at 7 %, shipping / bleaching trays
 *   at 19 %, a VAT line per rate;
 * - `vet` (de): a veterinary practice: "Frau"/"Herrn" over the pet owner, "Patient: Bello (Hund)",
 *   GOT fee rows with a "GOT-Nr." and a "Faktor" column ("1-fach", "2-fach"), medicines with their
 *   PZN under the name, all at 19 %; one long two-page document;
 * - `hof` (de): a farm's direct sales / agricultural contractor: produce at 7 % and machine work
 *   at 19 %, or (every third) the § 24 UStG average rate "7,8 %" on every row with its note;
 *   kg, Stk., ha and Std. as units; no table rulings, values in columns;
 * - `makler` (de): a real-estate agent's commission: an "Objekt:" block with the property's own
 *   address (no party), "Kaufpreis" and the percentage in the row's text, one or two rows, 19 %;
 * - `miete` (de): a commercial rent Dauerrechnung: "Mietvertrag vom …", monthly rent,
 *   Nebenkostenvorauszahlung, Stellplatz, each one month; a "Zahlungsplan" of the months'
 *   gross amounts under the totals (no lines); a 12-month plan makes two pages;
 * - `rental` (de/en): a car rental: German branch in German, or a Dutch branch (Schiphol) in
 *   English at 21 % NL VAT; a pick-up / return block with branch addresses (no parties), days,
 *   km, litres of fuel, insurance per day, a deposit already paid deducted; a credit note;
 * - `umzug` (de): a moving company: "Mann × Std." in the text, m³, Umzugskartons, a
 *   Halteverbotszone flat, "lt. Festpreisangebot Nr. … vom …" reference (no field); a
 *   Stornorechnung (positive amounts);
 * - `garten` (de): landscaping: m², m³, Stk., Std.; "Abschlagsrechnung Nr. … bezahlt" deducted;
 *   "Im Rechnungsbetrag enthaltene Lohnkosten gem. § 35a EStG: …" printed under the totals.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes (Stornorechnung, Credit note) printed with positive amounts: type 381, amounts
 *   positive, the original invoice as preceding invoice, no due date, no bank account;
 * - units as UN/ECE rec. 20: Std./hrs → HUR, Tag/days → DAY, pauschal → LS, Monat → MON,
 *   kg → KGM, ha → HAR, m² → MTK, m³ → MTQ, km → KMT, l/litres → LTR; Stk., St., Faktor rows,
 *   and no printed unit → C62;
 * - a deposit / Abschlag already paid is the prepaid amount (BT-113);
 * - line names are the printed item text (wrapped parts joined with a space); PZN, GOT-Nr.,
 *   BEL-Nr., factors and the Objekt block are no part of the name; rows without a quantity have
 *   quantity 1 and price = amount;
 * - Patient, Auftragsdatum, Kunden-/Mietvertrags-/Angebots-/Reservierungsnummer, Objekt and the
 *   pick-up / return branches are no fields; a due date only where a date is printed; the
 *   seller's Steuernummer → BT-32;
 * - a private buyer's name with the "Herrn"/"Frau" printed over it (the visible corpus's
 *   convention).
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  dachParty,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOf,
  type KitDoc,
  type KitParty,
  type KitVat,
  longDate,
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

export const BLIND21_TPLS = ['zahn', 'vet', 'hof', 'makler', 'miete', 'rental', 'umzug', 'garten'] as const;
type Tpl = (typeof BLIND21_TPLS)[number];
type Lang = 'de' | 'en';

/** cells: BEL-Nr., GOT-Nr., factor */
type Ln = LetterItem;
type Vat = KitVat;
interface Doc extends KitDoc<Tpl, Ln>, LetterDocFields {
  lang: Lang;
  avg: boolean;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { umzug: [3], rental: [5] };

export function generateBlind21(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND21_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      zahn: drawZahn,
      vet: drawVet,
      hof: drawHof,
      makler: drawMakler,
      miete: drawMiete,
      rental: drawRental,
      umzug: drawUmzug,
      garten: drawGarten,
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
const pr = (t: Tools, lo: number, hi: number) => `${t.int(lo, hi)}.${t.pick(['00', '50', '20', '85', '40'])}`;

const BEL: Array<[string, string]> = [
  ['0010', 'Modell aus Superhartgips'],
  ['0052', 'Einzelstumpfmodell'],
  ['1022', 'Vollkeramikkrone monolithisch (Zirkon)'],
  ['1024', 'Verblendkrone Keramik auf NEM-Gerüst'],
  ['2011', 'Brückenglied vollverblendet'],
  ['3801', 'Aufstellung Wachs Prothese'],
  ['7001', 'Aufbissschiene adjustiert, tiefgezogen'],
  ['9330', 'Versandkosten Labor'],
];
function zahnLines(d: Doc): Ln[] {
  const { t } = d;
  const n = d.v === 4 || d.v === 6 ? t.int(30, 36) : t.int(3, 8);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const [code, name] = t.pick(BEL.slice(0, 7));
    out.push(
      mk(i, {
        name,
        qty: String(t.int(1, 4)),
        unit: ['', 'C62'],
        price: pr(t, 8, 240),
        rate: '7',
        cells: { code },
      }),
    );
  }
  if (t.rnd() < 0.6)
    out.push(
      mk(out.length, {
        name: 'Edelmetall-Legierung Bio PorAu 75 (g)',
        qty: (t.int(30, 190) / 10).toFixed(1),
        unit: ['g', 'GRM'],
        price: pr(t, 38, 72),
        rate: '7',
        cells: { code: 'EM' },
      }),
    );
  if (t.rnd() < 0.5)
    out.push(
      mk(out.length, {
        name: 'Bleaching-Schiene (kosmetisch)',
        qty: '1',
        unit: ['', 'C62'],
        price: pr(t, 60, 120),
        rate: '19',
        cells: { code: '—' },
      }),
    );
  out.push(
    mk(out.length, {
      name: 'Versandkosten / Botendienst',
      qty: '1',
      unit: ['', 'C62'],
      price: '9.50',
      rate: '19',
      cells: { code: '9330' },
    }),
  );
  return out;
}

const GOT: Array<[string, string, string]> = [
  ['1', 'Allgemeine Untersuchung mit Beratung', '23.62'],
  ['15', 'Impfung, je Injektion', '9.62'],
  ['24', 'Blutentnahme', '7.69'],
  ['63', 'Injektion subkutan/intramuskulär', '7.69'],
  ['279', 'Zahnsteinentfernung', '38.48'],
  ['1401', 'Röntgenaufnahme, erste Aufnahme', '38.48'],
  ['2110', 'Ohrenreinigung, beidseits', '18.28'],
];
const MEDS = [
  'Metacam 1,5 mg/ml Suspension zum Eingeben, 10 ml',
  'Milbemax Kautabletten für Hunde, 2 Stk.',
  'Synulox 250 mg Tabletten',
  'Otomax Ohrentropfen 14 ml',
  'Royal Canin Gastrointestinal 2 kg',
];
function vetLines(d: Doc): Ln[] {
  const { t } = d;
  const n = d.v === 4 ? t.int(22, 28) : t.int(2, 6);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    if (t.rnd() < 0.6) {
      const [no, name, base] = t.pick(GOT);
      const f = t.pick(['1', '2', '3']);
      const amount = round(dec(base).times(f));
      out.push(
        mk(i, {
          name,
          qty: '1',
          unit: ['', 'C62'],
          price: amount,
          rate: '19',
          cells: { no, f: `${f}-fach` },
        }),
      );
    } else
      out.push(
        mk(i, {
          name: t.pick(MEDS),
          qty: String(t.int(1, 3)),
          unit: ['St.', 'C62'],
          price: pr(t, 4, 60),
          rate: '19',
          cells: { no: '' },
          sub: [`PZN ${t.digits(8)}`],
        }),
      );
  }
  return out;
}

function hofLines(d: Doc): Ln[] {
  const { t } = d;
  const rate7 = d.avg ? '7.8' : '7';
  const rate19 = d.avg ? '7.8' : '19';
  const produce: LnDraft[] = [
    {
      name: 'Speisekartoffeln festkochend, Sorte Linda',
      qty: String(t.int(25, 400)),
      unit: ['kg', 'KGM'],
      price: '0.85',
      rate: rate7,
    },
    {
      name: 'Eier Freilandhaltung Gr. M',
      qty: String(t.int(3, 40) * 10),
      unit: ['Stk.', 'C62'],
      price: '0.32',
      rate: rate7,
    },
    {
      name: 'Heu Kleinballen',
      qty: String(t.int(10, 120)),
      unit: ['Stk.', 'C62'],
      price: '4.50',
      rate: rate7,
    },
    {
      name: 'Rapsöl kaltgepresst 1 l',
      qty: String(t.int(6, 48)),
      unit: ['Stk.', 'C62'],
      price: '5.90',
      rate: rate7,
    },
  ];
  const work: LnDraft[] = [
    {
      name: 'Mähen und Schwaden Grünland',
      qty: (t.int(15, 180) / 10).toFixed(1),
      unit: ['ha', 'HAR'],
      price: '62.00',
      rate: rate19,
    },
    {
      name: 'Schlepper mit Fahrer (Winterdienst)',
      qty: t.pick(['2.5', '4', '6.5']),
      unit: ['Std.', 'HUR'],
      price: '78.00',
      rate: rate19,
    },
    {
      name: 'Pressen Rundballen',
      qty: String(t.int(20, 140)),
      unit: ['Stk.', 'C62'],
      price: '7.50',
      rate: rate19,
    },
  ];
  const np = t.int(1, 3);
  const nw = t.int(1, 2);
  const picks = [...produce.slice(0, np), ...work.slice(0, nw)];
  if (d.v % 2 === 1) picks.reverse();
  return picks.map((l, i) => mk(i, l));
}

const OBJEKT = [
  'Einfamilienhaus',
  'Eigentumswohnung, 3 Zimmer, 2. OG',
  'Baugrundstück 640 m²',
  'Reihenmittelhaus',
];
function maklerLines(d: Doc): Ln[] {
  const { t } = d;
  const price = `${t.int(18, 95)}5000.00`;
  const pct = t.pick(['3.00', '2.50', '3.57']);
  const net = round(dec(price).times(pct).dividedBy(100));
  const out = [
    mk(0, {
      name: `Maklerprovision ${pct.replace('.', ',')} % aus Kaufpreis ${groupedMoney(price, '.', ',')} €`,
      qty: '1',
      unit: ['', 'C62'],
      price: net,
      rate: '19',
    }),
  ];
  if (d.v % 2 === 1)
    out.push(
      mk(1, {
        name: 'Auslagen Grundbuchauszug und Flurkarte',
        qty: '1',
        unit: ['pauschal', 'LS'],
        price: t.pick(['35.00', '48.00']),
        rate: '19',
      }),
    );
  return out;
}

function mieteLines(d: Doc): Ln[] {
  const { t } = d;
  const month = longDate(d.period[0], 'de').split(' ').slice(1).join(' ');
  const m2 = t.int(60, 900);
  const out: LnDraft[] = [
    {
      name: `Nettokaltmiete Gewerbefläche ${m2} m², ${month}`,
      qty: '1',
      unit: ['Monat', 'MON'],
      price: `${m2 * t.int(8, 16)}.00`,
      rate: '19',
    },
    {
      name: `Nebenkostenvorauszahlung ${month}`,
      qty: '1',
      unit: ['Monat', 'MON'],
      price: `${Math.round(m2 * 2.8)}.00`,
      rate: '19',
    },
  ];
  if (t.rnd() < 0.6)
    out.push({
      name: 'Tiefgaragenstellplatz',
      qty: String(t.int(1, 6)),
      unit: ['Stk.', 'C62'],
      price: '85.00',
      rate: '19',
    });
  return out.map((l, i) => mk(i, l));
}

function rentalLines(d: Doc): Ln[] {
  const { t } = d;
  const en = d.lang === 'en';
  const rate = en ? '21' : '19';
  const days = t.int(2, 14);
  const car = t.pick([
    'VW Golf oder ähnlich',
    'Opel Astra Kombi oder ähnlich',
    'BMW 3er Touring oder ähnlich',
  ]);
  const out: LnDraft[] = [
    {
      name: en ? `Rental ${car.replace('oder ähnlich', 'or similar')}` : `Miete ${car}`,
      qty: String(days),
      unit: en ? ['days', 'DAY'] : ['Tage', 'DAY'],
      price: pr(t, 39, 89),
      rate,
    },
  ];
  if (t.rnd() < 0.7)
    out.push({
      name: en ? 'Collision damage waiver (CDW), no excess' : 'Vollkasko ohne Selbstbeteiligung',
      qty: String(days),
      unit: en ? ['days', 'DAY'] : ['Tage', 'DAY'],
      price: pr(t, 12, 24),
      rate,
    });
  if (t.rnd() < 0.5)
    out.push({
      name: en ? 'Extra mileage' : 'Mehrkilometer',
      qty: String(t.int(80, 900)),
      unit: ['km', 'KMT'],
      price: '0.29',
      rate,
    });
  if (t.rnd() < 0.5)
    out.push({
      name: en ? 'Refuelling charge' : 'Betankung',
      qty: String(t.int(12, 48)),
      unit: en ? ['litres', 'LTR'] : ['l', 'LTR'],
      price: '2.19',
      rate,
    });
  if (t.rnd() < 0.3)
    out.push({
      name: en ? 'Additional driver' : 'Zusatzfahrer',
      qty: String(days),
      unit: en ? ['days', 'DAY'] : ['Tage', 'DAY'],
      price: '9.00',
      rate,
    });
  return out.map((l, i) => mk(i, l));
}

function umzugLines(d: Doc): Ln[] {
  const { t } = d;
  const men = t.int(2, 5);
  const hrs = t.int(4, 10);
  const out: LnDraft[] = [
    {
      name: `Umzugsleistung ${men} Mann × ${hrs} Std. inkl. LKW 7,5 t`,
      qty: String(men * hrs),
      unit: ['Std.', 'HUR'],
      price: pr(t, 39, 55),
      rate: '19',
    },
    {
      name: 'Umzugsgut Transportvolumen',
      qty: String(t.int(18, 70)),
      unit: ['m³', 'MTQ'],
      price: pr(t, 18, 32),
      rate: '19',
    },
  ];
  if (t.rnd() < 0.7)
    out.push({
      name: 'Umzugskartons (Kauf)',
      qty: String(t.int(20, 90)),
      unit: ['Stk.', 'C62'],
      price: '2.40',
      rate: '19',
    });
  if (t.rnd() < 0.6)
    out.push({
      name: 'Halteverbotszone beantragen und einrichten (Be- und Entladestelle)',
      qty: '1',
      unit: ['pauschal', 'LS'],
      price: pr(t, 120, 260),
      rate: '19',
    });
  if (t.rnd() < 0.4)
    out.push({
      name: 'Möbelmontage Küche',
      qty: t.pick(['3', '4.5', '6']),
      unit: ['Std.', 'HUR'],
      price: '49.00',
      rate: '19',
    });
  return out.map((l, i) => mk(i, l));
}

function gartenLines(d: Doc): Ln[] {
  const { t } = d;
  const all: LnDraft[] = [
    {
      name: 'Rasenfläche abtragen und entsorgen',
      qty: String(t.int(40, 400)),
      unit: ['m²', 'MTK'],
      price: pr(t, 3, 9),
      rate: '19',
    },
    {
      name: 'Mutterboden liefern und einbauen',
      qty: String(t.int(4, 40)),
      unit: ['m³', 'MTQ'],
      price: pr(t, 38, 62),
      rate: '19',
    },
    {
      name: 'Rollrasen liefern und verlegen inkl. Startdünger',
      qty: String(t.int(40, 400)),
      unit: ['m²', 'MTK'],
      price: pr(t, 8, 14),
      rate: '19',
    },
    {
      name: 'Hainbuche Heckenpflanze 125–150 cm, Ballenware',
      qty: String(t.int(10, 80)),
      unit: ['Stk.', 'C62'],
      price: pr(t, 9, 24),
      rate: '19',
    },
    {
      name: 'Gehölzschnitt und Pflegearbeiten',
      qty: t.pick(['4', '6.5', '9', '12']),
      unit: ['Std.', 'HUR'],
      price: pr(t, 42, 58),
      rate: '19',
    },
    {
      name: 'Pflasterarbeiten Terrasse Betonstein 20×20, inkl. Unterbau',
      qty: String(t.int(12, 60)),
      unit: ['m²', 'MTK'],
      price: pr(t, 65, 110),
      rate: '19',
    },
  ];
  const n = d.v === 4 ? 6 : t.int(3, 5);
  const start = t.int(0, 6 - n);
  return all.slice(start, start + n).map((l, i) => mk(i, l));
}

const LINES: Record<Tpl, (d: Doc) => Ln[]> = {
  zahn: zahnLines,
  vet: vetLines,
  hof: hofLines,
  makler: maklerLines,
  miete: mieteLines,
  rental: rentalLines,
  umzug: umzugLines,
  garten: gartenLines,
};

const SELLERS: Record<Tpl, (t: Tools) => string> = {
  zahn: (t) =>
    `${t.pick(['Dentaltechnik', 'Zahntechnik', 'Dental-Labor'])} ${t.pick(['Weiß', 'Brückner', 'Arnold'])} ${t.pick(['GmbH', 'e.K.'])}`,
  vet: (t) =>
    t.pick([
      `Tierarztpraxis Dr. ${personName(t).split(' ')[1]}`,
      `Kleintierpraxis am ${t.pick(['Stadtpark', 'Mühlbach', 'Rosenhang'])}`,
    ]),
  hof: (t) =>
    t.pick([
      `Hof ${personName(t).split(' ')[1]}`,
      `Landwirtschaft ${personName(t)}`,
      `Gut ${t.pick(['Eichenau', 'Lindental', 'Wiesengrund'])} GbR`,
    ]),
  makler: (t) =>
    `${t.pick(['Hausmann', 'Domus', 'Stadtquartier'])} Immobilien ${t.pick(['GmbH', 'e.K.', 'GmbH & Co. KG'])}`,
  miete: (t) =>
    `${t.pick(['Rheinpark', 'Nordstern', 'Lindenhof'])} Grundbesitz ${t.pick(['GmbH', 'GmbH & Co. KG', 'Verwaltungs-GmbH'])}`,
  rental: (t) =>
    `${t.pick(['Autovermietung Kessler', 'RentaDrive', 'Carflex'])} ${t.pick(['GmbH', 'GmbH & Co. KG'])}`,
  umzug: (t) =>
    `${t.pick(['Möbelspedition', 'Umzüge'])} ${t.pick(['Hartmann', 'Rudolph', 'Kranz'])} ${t.pick(['GmbH', 'e.K.', 'GmbH & Co. KG'])}`,
  garten: (t) =>
    `${t.pick(['Grünwerk', 'Gartenbau Vogel', 'Galabau Kunz'])} ${t.pick(['GmbH', 'e.K.', 'Garten- und Landschaftsbau'])}`,
};

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND21_TPLS.length);
  const lang: Lang = tpl === 'rental' && v % 2 === 1 ? 'en' : 'de';
  let s: KitParty;
  if (lang === 'en') {
    s = anyParty('NL', h, t);
    s.name = `${t.pick(['RentaDrive', 'Carflex', 'Tulip Car Hire'])} Nederland B.V.`;
  } else s = dachParty('DE', SELLERS[tpl](t), t);
  const privateBuyer =
    tpl === 'vet' ||
    tpl === 'umzug' ||
    tpl === 'garten' ||
    (tpl === 'makler' && v % 3 !== 2) ||
    (tpl === 'rental' && v % 4 === 2);
  const bp = h.party('DE');
  const b: KitParty = { ...bp, country: 'DE', vat: h.vatId('DE') };
  if (tpl === 'zahn') b.name = `Zahnarztpraxis Dr. ${personName(t)}`;
  const salutation = privateBuyerOf(b, privateBuyer, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const [iy, im] = issue.split('-');
  const pStart = `${iy}-${im}-01`;
  const pEnd = addDays(addDays(`${iy}-${im}-28`, 5).slice(0, 8).concat('01'), -1);
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(5, 40)) } : undefined;
  const d = { tpl, v, lang, s, b, credit, t, issue, period: [pStart, pEnd], salutation } as unknown as Doc;
  d.avg = tpl === 'hof' && v % 3 === 2;
  d.lines = LINES[tpl](d);
  d.charge = '';
  Object.assign(d, vatSums(d.lines));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  const prepaid = !credit && ((tpl === 'garten' && v % 2 === 0) || (tpl === 'rental' && v % 3 !== 1));
  d.paid = prepaid
    ? tpl === 'garten'
      ? round(
          dec(d.gross)
            .times(t.pick(['0.3', '0.4', '0.5']))
            .toDecimalPlaces(0),
        )
      : t.pick(['150.00', '200.00', '300.00'])
    : '';
  if (d.paid && dec(d.paid).gte(d.gross)) d.paid = round(dec(d.gross).times('0.5').toDecimalPlaces(0));
  d.number = numberOf(tpl, t, !!credit);
  if (credit) credit.orig = numberOf(tpl, t, false);
  d.po =
    tpl === 'zahn' || tpl === 'hof' ? (t.rnd() < 0.3 ? `${t.pick(['B-', 'PO '])}${t.digits(5)}` : '') : '';
  d.due = addDays(issue, t.pick([7, 10, 14, 30]));
  d.dueShown = !credit && tpl !== 'miete' && (tpl !== 'vet' || v % 2 === 0);
  d.iban = ibanOf(s.country, t);
  d.bic = bicOf(s.country, t);
  d.bicShown = tpl !== 'hof' || v % 2 === 0;
  d.taxNo =
    tpl === 'vet' || tpl === 'hof' || (tpl === 'makler' && v % 2 === 0)
      ? `${t.int(200, 224)}/${t.digits(4)}/${t.digits(4)}`
      : '';
  d.vatShown = !(tpl === 'vet' && v % 2 === 1) && !(tpl === 'hof' && v % 3 !== 0);
  d.ref =
    tpl === 'miete'
      ? dtDe(addDays(issue, -t.int(400, 3000)))
      : tpl === 'umzug'
        ? `A-2026-${t.int(100, 999)}`
        : tpl === 'vet'
          ? `${t.pick(['Bello', 'Minka', 'Rocky', 'Luna', 'Felix'])} (${t.pick(['Hund, Labrador', 'Katze, EKH', 'Hund, Mischling', 'Kaninchen'])})`
          : tpl === 'zahn'
            ? `${t.pick(['A.', 'M.', 'K.', 'S.'])} ${personName(t).split(' ')[1]}`
            : '';
  d.custNo = `${t.pick(['', 'KD ', '10'])}${t.int(1000, 99999)}`;
  d.phone = `+49 ${t.pick(['221', '40', '89', '211'])} ${t.digits(6)}`;
  if (lang === 'en') d.phone = `+31 20 ${t.digits(7)}`;
  d.email = `${t.pick(lang === 'de' ? ['info', 'rechnung', 'buchhaltung'] : ['accounts', 'billing'])}@${mailOfWord(s.name)}`;
  return d;
}
const dtDe = (iso: string) => iso.split('-').reverse().join('.');

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  switch (tpl) {
    case 'zahn':
      return `L${t.int(26000, 26999)}`;
    case 'vet':
      return `${t.int(2026000, 2026999)}`;
    case 'hof':
      return `${n(3)}/2026`;
    case 'makler':
      return `IM-2026-${n(3)}`;
    case 'miete':
      return `DR-${t.int(10, 99)}-2026-${n(2)}`;
    case 'rental':
      return credit ? `CN${t.int(700000, 799999)}` : `${t.pick(['RA', 'MV'])}${t.int(4000000, 4999999)}`;
    case 'umzug':
      return credit ? `STO-${n(4)}` : `RE-${n(4)}-26`;
    default:
      return `GL${t.int(26100, 26999)}`;
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
    ...(d.paid ? { paidAmount: d.paid } : {}),
  };
  return standardTail(inv, d);
}

// ---------------------------------------------------------------------------- shared pieces
function money(d: Doc, v: string): string {
  if (d.lang === 'en') return groupedMoney(v, ',', '.');
  return groupedMoney(v, '.', ',');
}
function dt(d: Doc, iso: string): string {
  const [y, m, dd] = iso.split('-');
  if (d.lang === 'en') return longDate(iso, 'en');
  return `${dd}.${m}.${y}`;
}
const town = (p: KitParty) => `${p.pc} ${p.city}`;
const { eur, num, addr, oneLine, due, table, buyerBlock } = letterNotation<Doc, Ln>(money, town);
type Col = LetterCol<Ln>;

const vatLines = (d: Doc, label: (v: Vat) => string): Array<[string, string]> =>
  d.vat.map((v): [string, string] => [label(v), eur(d, v.tax)]);
const rateTxt = (r: string) => r.replace('.', ',');

// ---------------------------------------------------------------------------- zahn
function drawZahn(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(48, 50, d.s.name, { size: 15, bold: true });
  p.put(66, 50, 'Meisterlabor für Zahnersatz · Implantatprothetik · CAD/CAM', { size: 7.5 });
  p.block([d.s.street, town(d.s), `Tel. ${d.phone}`, d.email], 545, 48, { size: 8, right: true });
  p.put(122, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 136, { size: 10 });
  const kv: Array<[string, string]> = [
    ['Rechnungs-Nr.', d.number],
    ['Rechnungsdatum', dt(d, d.issue)],
    ['Kunden-Nr.', d.custNo],
  ];
  if (d.po) kv.push(['Ihre Bestellung', d.po]);
  p.kv(136, 370, 545, kv, { size: 9 }, 13);
  p.put(225, 50, 'Rechnung', { size: 14, bold: true });
  p.put(245, 50, `Patient: ${d.ref}`, { size: 9.5 });
  p.put(245, 300, `Auftragsdatum: ${dt(d, addDays(d.issue, -d.t.int(6, 30)))}`, { size: 9.5 });
  const cols: Col[] = [
    { head: 'BEL-Nr.', x: 50, cell: (l) => l.cells.code ?? '' },
    { head: 'Leistung', x: 95, cell: (l) => l.name },
    { head: 'Menge', x: 340, right: true, cell: (l) => num(d, l.qty) },
    { head: 'E-Preis', x: 410, right: true, cell: (l) => money(d, l.price) },
    { head: 'MwSt.', x: 455, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 272, cols, d.lines, { nameCol: 1, wrap: 40, size: 8.5 });
  y = totals(
    p,
    y + 10,
    [
      ['Summe netto', eur(d, d.lineNet)],
      ...vatLines(d, (v) => `zzgl. ${v.rate} % MwSt. auf ${money(d, v.base)}`),
      ['MwSt. gesamt', eur(d, d.vatT)],
      ['Rechnungsbetrag', eur(d, d.gross)],
    ],
    320,
  );
  y = p.need(y + 14, 30);
  p.put(y, 50, `Zahlbar ohne Abzug bis ${dt(d, d.due)}.`, { size: 9 });
  p.put(y + 13, 50, 'Zahnersatz nach § 12 Abs. 2 Nr. 6 UStG ermäßigt besteuert.', { size: 8 });
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, `Inhaber/GF: ${personName(d.t)}`, `USt-IdNr. ${d.s.vat}`], 50, 778, 7),
    ...col(bankRows(d, 'Deutsche Apotheker- und Ärztebank'), 300, 778, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- vet
function drawVet(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 735);
  p.put(42, 200, d.s.name, { size: 16, bold: true });
  p.put(62, 200, 'Kleintiere · Heimtiere · Notdienst nach Vereinbarung', { size: 8 });
  p.block([d.s.street, town(d.s), `Tel. ${d.phone}`], 545, 90, { size: 8, right: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 132, { size: 10 });
  p.put(222, 50, `Rechnung Nr. ${d.number} vom ${dt(d, d.issue)}`, { size: 12, bold: true });
  p.put(240, 50, `Patient: ${d.ref}`, { size: 9.5 });
  p.put(240, 330, `Behandlung am ${dt(d, addDays(d.issue, -d.t.int(0, 5)))}`, { size: 9.5 });
  const cols: Col[] = [
    { head: 'GOT-Nr.', x: 50, cell: (l) => l.cells.no ?? '' },
    { head: 'Leistung / Artikel', x: 95, cell: (l) => l.name },
    { head: 'Faktor', x: 340, cell: (l) => l.cells.f ?? '' },
    { head: 'Menge', x: 410, right: true, cell: (l) => (l.cells.f ? '' : num(d, l.qty)) },
    { head: 'E-Preis', x: 475, right: true, cell: (l) => (l.cells.f ? '' : money(d, l.price)) },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 265, cols, d.lines, { nameCol: 1, wrap: 40, size: 8.5, top: 70 });
  y = totals(
    p,
    y + 8,
    [
      ['Summe netto', money(d, d.lineNet)],
      ['MwSt. 19 %', money(d, d.vatT)],
      ['Gesamtbetrag €', money(d, d.gross)],
    ],
    360,
  );
  y = p.need(y + 14, 30);
  const pay = d.dueShown
    ? `Bitte überweisen Sie den Betrag bis zum ${dt(d, d.due)}.`
    : 'Der Betrag ist sofort fällig. Vielen Dank für Ihren Besuch!';
  p.put(y, 50, pay, { size: 9 });
  everyPage(rows, p.pages(), (pg, n) => [
    [800, 545, `Seite ${pg}/${n}`, 7],
    ...col([d.s.name, d.email], 50, 775, 7),
    ...col(sellerIds(d), 220, 775, 7),
    ...col(bankRows(d, 'Sparkasse'), 380, 775, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- hof
function drawHof(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  p.block([d.s.name, d.s.street, town(d.s), `Tel. ${d.phone}`], 50, 45, { size: 10 });
  p.put(150, 50, 'An', { size: 9 });
  p.block(addr(d.b), 50, 164, { size: 10 });
  p.put(164, 360, `Datum: ${dt(d, d.issue)}`, { size: 10 });
  if (d.po) p.put(178, 360, `Ihre Bestellung: ${d.po}`, { size: 10 });
  p.put(240, 50, `Rechnung Nr. ${d.number}`, { size: 13, bold: true });
  const cols: Col[] = [
    { head: 'Menge', x: 85, right: true, cell: (l) => num(d, l.qty) },
    { head: 'Einheit', x: 92, cell: (l) => l.unit[0] },
    { head: 'Artikel / Leistung', x: 140, cell: (l) => l.name },
    ...(d.avg ? [] : [{ head: 'USt.', x: 400, right: true, cell: (l: Ln) => `${rateTxt(l.rate)} %` }]),
    { head: 'Preis/Einh.', x: 470, right: true, cell: (l) => money(d, l.price) },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 270, cols, d.lines, { nameCol: 2, wrap: 44, size: 10 });
  const tot: Array<[string, string]> = d.avg
    ? [
        ['Nettobetrag', money(d, d.lineNet)],
        ['zzgl. 7,8 % USt.', money(d, d.vatT)],
        ['Endbetrag €', money(d, d.gross)],
      ]
    : [
        ['Nettobetrag', money(d, d.lineNet)],
        ...d.vat.map((v): [string, string] => [`USt. ${v.rate} % von ${money(d, v.base)}`, money(d, v.tax)]),
        ...(d.vat.length > 1 ? [['USt. gesamt', money(d, d.vatT)] as [string, string]] : []),
        ['Endbetrag €', money(d, d.gross)],
      ];
  y = totals(p, y + 14, tot, 300, 545, 10);
  y += 14;
  if (d.avg) {
    p.put(y, 50, 'Land- und forstwirtschaftlicher Betrieb: Durchschnittssatz nach § 24 UStG.', { size: 9 });
    y += 14;
  }
  p.put(y, 50, `Zahlbar bis ${dt(d, d.due)} ohne Abzug.`, { size: 10 });
  const bank = `Bankverbindung: Raiffeisenbank  IBAN ${spaced(d.iban)}${d.bicShown ? `  BIC ${d.bic}` : ''}`;
  p.put(y + 16, 50, bank, { size: 9 });
  const ids = [
    ...(d.taxNo ? [`Steuer-Nr. ${d.taxNo}`] : []),
    ...(d.vatShown ? [`USt-IdNr. ${d.s.vat}`] : []),
  ];
  p.put(y + 30, 50, ids.join('   '), { size: 9 });
  return p.pages();
}

// ---------------------------------------------------------------------------- makler
function drawMakler(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(45, 545, d.s.name, { size: 14, bold: true, right: true });
  p.put(62, 545, 'Verkauf · Vermietung · Bewertung', { size: 8, right: true });
  p.put(125, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 140, { size: 10 });
  p.kv(
    140,
    370,
    545,
    [
      ['Rechnung', d.number],
      ['Datum', dt(d, d.issue)],
      ['Ihr Ansprechpartner', personName(d.t)],
    ],
    { size: 9 },
    13,
  );
  let y = 235;
  p.put(y, 50, 'Provisionsrechnung', { size: 14, bold: true });
  y += 22;
  const { t } = d;
  const obj = [
    `Objekt: ${t.pick(OBJEKT)}`,
    `${t.pick(['Lindenweg', 'Am Sonnenhang', 'Kastanienallee'])} ${t.int(1, 60)}`,
    `${t.int(10000, 99999)} ${t.pick(['Bergisch Gladbach', 'Pulheim', 'Königswinter', 'Bad Homburg'])}`,
  ];
  y = p.block(obj, 50, y, { size: 9.5 });
  y = para(
    p,
    y + 6,
    50,
    `Für den Nachweis bzw. die Vermittlung des oben genannten Objekts berechnen wir Ihnen gemäß Maklervertrag vom ${dt(d, addDays(d.issue, -t.int(60, 200)))} und notariellem Kaufvertrag vom ${dt(d, addDays(d.issue, -t.int(3, 30)))} (UR-Nr. ${t.int(100, 2999)}/2026) unsere Provision:`,
    100,
    9,
  );
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Bezeichnung', x: 80, cell: (l) => l.name },
    { head: 'Betrag', x: 545, right: true, cell: (l) => eur(d, l.net) },
  ];
  y = table(p, d, y + 12, cols, d.lines, { nameCol: 1, wrap: 75, size: 9.5 });
  y = totals(
    p,
    y + 8,
    [
      ['Nettobetrag', eur(d, d.lineNet)],
      ['zzgl. 19 % Umsatzsteuer', eur(d, d.vatT)],
      ['Gesamtbetrag', eur(d, d.gross)],
    ],
    330,
  );
  y = p.need(y + 16, 30);
  p.put(y, 50, `Die Provision ist verdient und fällig. Bitte zahlen Sie bis zum ${dt(d, d.due)}.`, {
    size: 9,
  });
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, d.s.street, town(d.s), d.phone], 50, 772, 7),
    ...col([...sellerIds(d), 'Erlaubnis nach § 34c GewO'], 220, 772, 7),
    ...col(bankRows(d, 'Volksbank'), 390, 772, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- miete
function drawMiete(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.put(45, 50, d.s.name, { size: 12, bold: true });
  p.put(60, 50, `${d.s.street} · ${town(d.s)} · ${d.phone}`, { size: 7.5 });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 132, { size: 10 });
  p.kv(
    132,
    360,
    545,
    [
      ['Rechnungs-Nr.:', d.number],
      ['Datum:', dt(d, d.issue)],
      ['Mieter-Nr.:', d.custNo],
    ],
    { size: 9 },
    13,
  );
  let y = 222;
  p.put(y, 50, 'Dauerrechnung Miete', { size: 13, bold: true });
  y += 18;
  p.put(y, 50, `Mietvertrag vom ${d.ref} – Mietobjekt ${d.b.street}, ${town(d.b)}`, { size: 9 });
  y += 13;
  p.put(y, 50, `Leistungszeitraum: ${dt(d, d.period[0])} bis ${dt(d, d.period[1])}`, { size: 9 });
  y += 18;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Bezeichnung', x: 78, cell: (l) => l.name },
    { head: 'Anzahl', x: 350, right: true, cell: (l) => num(d, l.qty) },
    { head: 'Einheit', x: 358, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 470, right: true, cell: (l) => money(d, l.price) },
    { head: 'Netto €', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, d, y, cols, d.lines, { nameCol: 1, wrap: 46, size: 9 });
  y = totals(
    p,
    y + 8,
    [
      ['Summe netto', money(d, d.lineNet)],
      ['Umsatzsteuer 19 %', money(d, d.vatT)],
      ['Monatlicher Gesamtbetrag €', money(d, d.gross)],
    ],
    330,
  );
  y = p.need(y + 16, 40);
  p.put(y, 50, 'Zahlungsplan', { size: 10, bold: true });
  y += 14;
  const months = d.v === 4 ? 12 : 3;
  const heads: Array<[string, number]> = [
    ['Monat', 50],
    ['Netto', 300],
    ['USt', 400],
    ['Brutto', 500],
  ];
  for (const [h, x] of heads) p.put(y, x, h, { size: 8.5, bold: true, right: x > 100 });
  y += 12;
  let m = d.period[0];
  for (let i = 0; i < months; i++) {
    y = p.need(y, 12);
    p.put(y, 50, longDate(m, 'de').split(' ').slice(1).join(' '), { size: 8.5 });
    p.put(y, 300, money(d, d.lineNet), { size: 8.5, right: true });
    p.put(y, 400, money(d, d.vatT), { size: 8.5, right: true });
    p.put(y, 500, money(d, d.gross), { size: 8.5, right: true });
    y += 12;
    m = `${addDays(`${m.slice(0, 8)}28`, 5).slice(0, 8)}01`;
  }
  y = p.need(y + 12, 40);
  y = para(
    p,
    y,
    50,
    'Diese Rechnung gilt als Dauerrechnung bis zur Ausstellung einer neuen Rechnung. Die Miete ist monatlich im Voraus bis zum dritten Werktag fällig.',
    100,
    8.5,
  );
  everyPage(rows, p.pages(), () => [
    ...col(
      [d.s.name, `Geschäftsführer: ${personName(d.t)}`, `Amtsgericht ${d.s.city} HRB ${d.t.digits(5)}`],
      50,
      775,
      7,
    ),
    ...col(sellerIds(d), 240, 775, 7),
    ...col(bankRows(d, 'Commerzbank'), 380, 775, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- rental
function drawRental(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const en = d.lang === 'en';
  const L = (de: string, e: string) => (en ? e : de);
  p.put(45, 50, d.s.name, { size: 15, bold: true });
  const title = d.credit ? L('GUTSCHRIFT', 'CREDIT NOTE') : L('RECHNUNG', 'INVOICE');
  p.put(45, 545, title, { size: 16, bold: true, right: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 132, { size: 9.5 });
  p.kv(
    132,
    360,
    545,
    [
      [L('Rechnungs-Nr.', d.credit ? 'Credit note no.' : 'Invoice no.'), d.number],
      [L('Datum', 'Date'), dt(d, d.issue)],
      [L('Mietvertrag', 'Rental agreement'), `${d.t.int(10000000, 99999999)}`],
      [L('Reservierung', 'Reservation'), `${d.t.pick(['R', 'RES'])}${d.t.digits(7)}`],
    ],
    { size: 8.5 },
    12,
  );
  let y = 205;
  if (d.credit) {
    p.put(
      y,
      50,
      L(
        `Gutschrift zur Rechnung ${d.credit.orig} vom ${dt(d, d.credit.date)}`,
        `Credit note for invoice ${d.credit.orig} dated ${dt(d, d.credit.date)}`,
      ),
      { size: 9 },
    );
    y += 16;
  }
  const out = addDays(d.issue, -d.t.int(3, 16));
  const branch = (de: string) =>
    en ? `Schiphol Airport, Evert van de Beekstraat ${d.t.int(1, 40)}, 1118 CL Schiphol` : de;
  const blocks: Array<[string, string[]]> = [
    [
      L('Abholung', 'Pick-up'),
      [branch(`Station Köln Hbf, Trankgasse ${d.t.int(1, 20)}, 50667 Köln`), `${dt(d, out)} 09:30`],
    ],
    [
      L('Rückgabe', 'Return'),
      [
        branch(`Station Düsseldorf Flughafen, Flughafenstraße 120, 40474 Düsseldorf`),
        `${dt(d, d.issue)} 17:45`,
      ],
    ],
  ];
  blocks.forEach(([h, ls], i) => {
    p.put(y, 50 + i * 250, h, { size: 8.5, bold: true });
    ls.forEach((s, j) => void p.put(y + 11 + j * 10, 50 + i * 250, s, { size: 7.5 }));
  });
  y += 40;
  p.put(
    y,
    50,
    `${L('Kennzeichen', 'Licence plate')}: ${en ? `${d.t.pick(['GZ', 'HX'])}-${d.t.int(100, 999)}-K` : `K-RD ${d.t.int(1000, 9999)}`}   km ${L('Abgabe', 'out')}: ${d.t.int(5000, 60000)}`,
    { size: 8 },
  );
  y += 18;
  const cols: Col[] = [
    { head: L('Beschreibung', 'Description'), x: 50, cell: (l) => l.name },
    { head: L('Menge', 'Qty'), x: 330, right: true, cell: (l) => num(d, l.qty) },
    { head: L('Einheit', 'Unit'), x: 338, cell: (l) => l.unit[0] },
    { head: L('Preis', 'Rate'), x: 460, right: true, cell: (l) => money(d, l.price) },
    { head: L('Betrag', 'Amount'), x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, d, y, cols, d.lines, { nameCol: 0, wrap: 48, size: 8.5 });
  const vr = d.vat[0]?.rate ?? '19';
  const tot: Array<[string, string]> = [
    [L('Nettobetrag', 'Net amount'), eur(d, d.lineNet)],
    [L(`MwSt. ${vr} %`, `VAT ${vr}%`), eur(d, d.vatT)],
    [L('Gesamtbetrag', 'Total'), eur(d, d.gross)],
  ];
  if (d.paid)
    tot.push(
      [L('Kaution / Vorauszahlung erhalten', 'Deposit received'), `-${eur(d, d.paid)}`],
      [L('Offener Betrag', 'Balance due'), eur(d, due(d))],
    );
  y = totals(p, y + 8, tot, 330, 545, 9);
  y = p.need(y + 14, 30);
  const pay = d.credit
    ? L(
        'Der Betrag wird Ihrer Kreditkarte gutgeschrieben.',
        'The amount will be refunded to your credit card.',
      )
    : L(`Zahlbar bis ${dt(d, d.due)}.`, `Payment due by ${dt(d, d.due)}.`);
  p.put(y, 50, pay, { size: 9 });
  const ids = en
    ? [`VAT no. ${d.s.vat}`, `KvK ${d.t.digits(8)}`]
    : [`USt-IdNr. ${d.s.vat}`, `HRB ${d.t.digits(5)}`];
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, d.s.street, town(d.s), d.email], 50, 775, 7),
    ...col(ids, 230, 775, 7),
    ...col(d.credit ? [] : [`IBAN ${spaced(d.iban)}`, ...(d.bicShown ? [`BIC ${d.bic}`] : [])], 380, 775, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- umzug
function drawUmzug(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const { t } = d;
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  p.put(56, 50, 'Privat- und Firmenumzüge · Möbellager · Entsorgung', { size: 8 });
  p.block([`Tel. ${d.phone}`, d.email], 545, 40, { size: 8, right: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 132, { size: 10 });
  p.kv(
    132,
    380,
    545,
    [
      [d.credit ? 'Storno-Nr.' : 'Rechnung Nr.', d.number],
      ['Datum', dt(d, d.issue)],
      ['Kunden-Nr.', d.custNo],
    ],
    { size: 9 },
    13,
  );
  let y = 228;
  p.put(y, 50, d.credit ? 'Stornorechnung' : 'Rechnung', { size: 14, bold: true });
  y += 18;
  if (d.credit) {
    p.put(y, 50, `Storno der Rechnung Nr. ${d.credit.orig} vom ${dt(d, d.credit.date)}`, { size: 9.5 });
    y += 14;
  }
  const day = addDays(d.issue, -t.int(2, 12));
  y = para(
    p,
    y,
    50,
    `Umzug am ${dt(d, day)} von ${t.pick(['Goethestraße', 'Am Weiher', 'Parkallee'])} ${t.int(1, 80)}, ${t.int(10000, 99999)} ${t.pick(['Bonn', 'Kassel', 'Mainz'])} nach ${d.b.street}, ${town(d.b)} lt. Festpreisangebot Nr. ${d.ref} vom ${dt(d, addDays(day, -t.int(10, 40)))}.`,
    100,
    9,
  );
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Menge', x: 110, right: true, cell: (l) => num(d, l.qty) },
    { head: 'Einheit', x: 118, cell: (l) => l.unit[0] },
    { head: 'Leistung', x: 170, cell: (l) => l.name },
    { head: 'EP €', x: 470, right: true, cell: (l) => money(d, l.price) },
    { head: 'GP €', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, d, y + 10, cols, d.lines, { nameCol: 3, wrap: 44, size: 9 });
  y = totals(
    p,
    y + 8,
    [
      ['Netto', eur(d, d.lineNet)],
      ['MwSt. 19 %', eur(d, d.vatT)],
      [d.credit ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', eur(d, d.gross)],
    ],
    360,
  );
  y = p.need(y + 14, 30);
  p.put(
    y,
    50,
    d.credit
      ? 'Der Betrag wird Ihnen in den nächsten Tagen überwiesen.'
      : `Bitte zahlen Sie bis ${dt(d, d.due)} ohne Abzug.`,
    { size: 9 },
  );
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, d.s.street, town(d.s)], 50, 775, 7),
    ...col(sellerIds(d), 220, 775, 7),
    ...col(bankRows(d, 'Sparkasse'), 380, 775, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- garten
function drawGarten(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(44, 300, d.s.name, { size: 15, bold: true });
  p.put(62, 300, `${d.s.street} · ${town(d.s)}`, { size: 8 });
  p.put(74, 300, `${d.phone} · ${d.email}`, { size: 8 });
  p.put(122, 50, oneLine(d.s), { size: 6.5 });
  const yb = p.block(buyerBlock(d), 50, 136, { size: 10 });
  p.put(yb + 14, 50, `Rechnung Nr.: ${d.number}`, { size: 10, bold: true });
  p.put(yb + 28, 50, `Rechnungsdatum: ${dt(d, d.issue)}`, { size: 9.5 });
  let y = yb + 48;
  p.put(y, 50, `Bauvorhaben: Gartenanlage ${d.b.street}, ${d.b.city}`, { size: 9.5 });
  y += 20;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Bezeichnung', x: 78, cell: (l) => l.name },
    { head: 'Menge', x: 330, right: true, cell: (l) => num(d, dec(l.qty).toFixed(2)) },
    { head: 'ME', x: 338, cell: (l) => l.unit[0] },
    { head: 'EP €', x: 460, right: true, cell: (l) => money(d, l.price) },
    { head: 'GP €', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, d, y, cols, d.lines, { nameCol: 1, wrap: 36, size: 9 });
  const tot: Array<[string, string]> = [
    ['Nettosumme', money(d, d.lineNet)],
    ['19 % USt.', money(d, d.vatT)],
    ['Bruttosumme', money(d, d.gross)],
  ];
  if (d.paid)
    tot.push(
      [`abzgl. Abschlagsrechnung Nr. GL${d.t.int(25000, 25999)} (bezahlt)`, `-${money(d, d.paid)}`],
      ['Restbetrag €', money(d, due(d))],
    );
  y = totals(p, y + 8, tot, 300, 545, 9);
  const labour = round(dec(d.gross).times('0.45'));
  y = p.need(y + 10, 40);
  p.put(y, 50, `Im Rechnungsbetrag enthaltene Lohnkosten gem. § 35a EStG: ${eur(d, labour)} (inkl. USt.)`, {
    size: 8.5,
  });
  p.put(y + 16, 50, `Zahlbar bis zum ${dt(d, d.due)} ohne Abzug.`, { size: 9 });
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, `Inhaber: ${personName(d.t)}`], 50, 775, 7),
    ...col(sellerIds(d), 220, 775, 7),
    ...col(bankRows(d, 'VR-Bank'), 380, 775, 7),
  ]);
  return p.pages();
}
