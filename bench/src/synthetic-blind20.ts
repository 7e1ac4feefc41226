/**
 * `--templates blind20` of extraction-synthetic.ts: held-out layouts of session 17 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for businesses no earlier set
 * had (looks taken from public descriptions of such documents, no file copied, invented names) —
 * - `rvg` (de): a lawyer's fee invoice under the RVG: the firm's sender line over the address
 *   window, "Herrn"/"Frau" over private clients, "Unser Zeichen" (Aktenzeichen), "Vergütungs-
 *   rechnung gem. § 10 RVG", "In Sachen … wegen …", "Gegenstandswert: 25.000,00 €", fee rows
 *   "1,3 Verfahrensgebühr Nr. 3100 VV RVG" (or a separate "Nr. VV RVG" column), Post- und
 *   Telekommunikationspauschale Nr. 7002, Dokumentenpauschale Nr. 7000, Fahrtkosten Nr. 7003, the
 *   VAT as "19 % Umsatzsteuer Nr. 7008 VV RVG", a Vorschuss deducted; the Steuernummer only in
 *   half of them (no VAT id);
 * - `uebers` (de): a translation agency: a grid of labels over values, "Normzeilen" / "Wörter" as
 *   units, language pairs in the item text ("Deutsch > Englisch"), Beglaubigung per piece, an
 *   "Eilzuschlag 25 %" on the translation rows as a document charge;
 * - `foto` (de): a photographer: production costs at 19 % and Nutzungsrechte at 7 % on one invoice,
 *   a "USt." column, a VAT table "USt-Satz | Netto | USt | Brutto" under the items;
 * - `sped` (de): a freight forwarder's Sammelrechnung: one row per shipment "Datum | Frachtbrief-Nr.
 *   | Relation | Gewicht kg | Betrag", 9–30 rows (two pages with "Übertrag"), a Maut row, a
 *   "Dieselzuschlag 14,5 % auf …" as a document charge;
 * - `clean` (de): building cleaning: groups per object ("Objekt-Nr. 1043 – …"), monthly flat rates
 *   (Monat), Sonderreinigung by hours, m² rows, "Leistungszeitraum"; a Stornorechnung (positive
 *   amounts, referring to the invoice);
 * - `seminar` (de): a training provider: participant names under each seminar row, tuition exempt
 *   under § 4 Nr. 21 UStG ("frei" in the USt. column) beside catering at 19 %;
 * - `waste` (de): a container service: a date column, tonnes with three decimals ("3,420 t"),
 *   container hire per day, Anfahrt flat, "Wiegeschein-Nr." under the disposal rows, the building
 *   site's address (no party), a cash prepayment deducted;
 * - `agency` (en/fr): an Irish consultancy in English or a Luxembourg one in French invoicing a
 *   German buyer under reverse charge; a credit note.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes (Stornorechnung, credit note, note de crédit): type 381, amounts positive as
 *   printed, the original invoice as preceding invoice, no due date, no bank account;
 * - units as UN/ECE rec. 20: Std./hrs/heures → HUR, Tag/days/jours → DAY, pauschal/flat fee/
 *   forfait → LS, Monat → MON, t → TNE, m² → MTK, km → KMT, Wörter → D68 (number of words);
 *   Normzeilen, Stk., Bild, Teilnehmer and no printed unit → C62;
 * - Eilzuschlag and Dieselzuschlag are document-level charges (BT-99) at 19 %; the Maut row and
 *   the RVG Auslagen are lines; Vorschuss / "bereits bar bezahlt" are the prepaid amount (BT-113);
 * - seminar tuition: category E at 0 % with the printed note as exemption reason; agency: AE at 0 %
 *   with the printed reverse-charge note;
 * - line names are the printed item text (wrapped parts joined with a space); participant lists,
 *   Wiegeschein numbers, shipment dates, Frachtbrief numbers and weights are no part of the name;
 *   freight, fee and seminar rows without a quantity column have quantity 1 (C62) and price =
 *   amount;
 * - Aktenzeichen, Gegenstandswert, Kunden-/Objekt-/Buchungsnummer, Leistungszeitraum and the
 *   building site are no fields; "Ihre Bestellung" / "Bestell-Nr." / "Your PO" / "Bon de commande"
 *   → BT-13; a due date only where a date is printed; the seller's Steuernummer → BT-32;
 * - a private buyer's name with the "Herrn"/"Frau" printed over it (as the visible corpus's truth
 *   has "Herrn Max Mustermann" and blind12/14 do; corrected by the lead after the first run, which
 *   had left it out — see bench/README).
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
  kitLine,
  kitVatRow,
  longDate,
  mailOfWord,
  pager,
  personName,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import {
  bankLines as bankRows,
  footCol as col,
  onEveryPage as everyPage,
  type FootRow,
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

export const BLIND20_TPLS = ['rvg', 'uebers', 'foto', 'sped', 'clean', 'seminar', 'waste', 'agency'] as const;
type Tpl = (typeof BLIND20_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';
type Cat = 'S' | 'E' | 'AE';

/** cells: date, Frachtbrief-Nr., weight, VV-Nr. */
interface Ln extends LetterItem {
  cat: Cat;
  /** the row counts into a surcharge's base */
  surchargeable: boolean;
}
interface Vat {
  rate: string;
  base: string;
  tax: string;
  cat: Cat;
}
interface Doc extends KitDoc<Tpl, Ln, Vat>, LetterDocFields {
  lang: Lang;
  /** the document charge's printed percentage and base */
  chargePct: string;
  chargeBase: string;
  exempt: string;
  buyerVat: boolean;
  privateBuyer: boolean;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { clean: [5], agency: [3] };

export function generateBlind20(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND20_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      rvg: drawRvg,
      uebers: drawUebers,
      foto: drawFoto,
      sped: drawSped,
      clean: drawClean,
      seminar: drawSeminar,
      waste: drawWaste,
      agency: drawAgency,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
type LnDraft = Omit<Ln, 'id' | 'net' | 'sub' | 'cells' | 'surchargeable' | 'group' | 'cat'> &
  Partial<Pick<Ln, 'sub' | 'cells' | 'surchargeable' | 'group' | 'cat'>>;
const mk = (i: number, l: LnDraft): Ln => ({
  id: String(i + 1),
  sub: [],
  cells: {},
  surchargeable: false,
  group: '',
  cat: 'S',
  ...l,
  net: round(dec(l.qty).times(l.price)),
});

const RVG_BASE: Array<[string, string]> = [
  ['5000', '364.00'],
  ['10000', '614.00'],
  ['25000', '862.00'],
  ['50000', '1279.00'],
  ['120000', '1842.00'],
];
function rvgLines(d: Doc): Ln[] {
  const { t } = d;
  const [gw, base] = t.pick(RVG_BASE);
  const fees: Array<[string, string, string]> = [['1,3', 'Verfahrensgebühr', '3100']];
  if (t.rnd() < 0.7) fees.push(['1,2', 'Terminsgebühr', '3104']);
  if (t.rnd() < 0.4) fees.push(['1,0', 'Einigungsgebühr', '1003']);
  if (t.rnd() < 0.3) fees.unshift(['0,65', 'Geschäftsgebühr (anzurechnen)', '2300']);
  const col = d.v % 2 === 0;
  const out: Ln[] = [];
  const push = (name: string, vv: string, amount: string) =>
    out.push(
      mk(out.length, {
        name: col ? name : `${name} Nr. ${vv} VV RVG`,
        qty: '1',
        unit: ['', 'C62'],
        price: amount,
        rate: '19',
        cells: { vv },
      }),
    );
  for (const [f, n, vv] of fees) push(`${f} ${n}`, vv, round(dec(f.replace(',', '.')).times(base)));
  if (t.rnd() < 0.5) {
    const pages = t.int(12, 50);
    push(`Dokumentenpauschale (${pages} Seiten)`, '7000', round(dec(pages).times('0.50')));
  }
  if (t.rnd() < 0.4) {
    const km = t.int(20, 180);
    push(`Fahrtkosten Geschäftsreise, ${km} km à 0,42 €`, '7003', round(dec(km).times('0.42')));
    push('Tage- und Abwesenheitsgeld', '7005', t.pick(['30.00', '50.00', '80.00']));
  }
  push('Post- und Telekommunikationspauschale', '7002', '20.00');
  (out[0] as Ln).cells.gw = gw;
  return out;
}

const LANGS_PAIRS = [
  'Deutsch > Englisch',
  'Englisch > Deutsch',
  'Deutsch > Französisch',
  'Polnisch > Deutsch',
  'Deutsch > Spanisch',
  'Italienisch > Deutsch',
];
const TEXTS = [
  'Arbeitsvertrag',
  'Jahresabschluss 2025',
  'Bedienungsanleitung Kompressor KX-200',
  'Handelsregisterauszug',
  'Website Produkttexte',
  'Gerichtsurteil (Fachtext Recht)',
  'Zeugnisse und Urkunden',
];
function uebersLines(d: Doc): Ln[] {
  const { t } = d;
  const n = d.v === 4 ? t.int(17, 22) : t.int(2, 6);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const r = t.rnd();
    const text = `Übersetzung ${t.pick(LANGS_PAIRS)}: ${t.pick(TEXTS)}`;
    if (r < 0.35)
      out.push(
        mk(i, {
          name: text,
          qty: String(t.int(35, 480)),
          unit: ['Normzeilen', 'C62'],
          price: `1.${t.pick(['45', '55', '60', '75', '90'])}`,
          rate: '19',
          surchargeable: true,
        }),
      );
    else if (r < 0.65)
      out.push(
        mk(i, {
          name: text,
          qty: String(t.int(400, 6400)),
          unit: ['Wörter', 'D68'],
          price: `0.${t.pick(['12', '14', '16', '19', '22'])}`,
          rate: '19',
          surchargeable: true,
        }),
      );
    else if (r < 0.8)
      out.push(
        mk(i, {
          name: 'Beglaubigung der Übersetzung inkl. Bindung und Stempel',
          qty: String(t.int(1, 4)),
          unit: ['Stk.', 'C62'],
          price: t.pick(['15.00', '25.00', '30.00']),
          rate: '19',
        }),
      );
    else if (r < 0.92)
      out.push(
        mk(i, {
          name: 'Lektorat durch zweiten Muttersprachler',
          qty: t.pick(['1.5', '2', '3.5']),
          unit: ['Std.', 'HUR'],
          price: `${t.int(45, 70)}.00`,
          rate: '19',
        }),
      );
    else
      out.push(
        mk(i, {
          name: 'Formatierung / DTP',
          qty: '1',
          unit: ['pauschal', 'LS'],
          price: `${t.int(40, 180)}.00`,
          rate: '19',
        }),
      );
  }
  return out;
}

function fotoLines(d: Doc): Ln[] {
  const { t } = d;
  const out: Ln[] = [];
  const prod: Array<() => LnDraft> = [
    () => ({
      name: 'Fotoproduktion inkl. Assistenz, Tagessatz',
      qty: String(t.int(1, 3)),
      unit: ['Tag', 'DAY'],
      price: `${t.int(9, 16)}50.00`,
      rate: '19',
    }),
    () => ({
      name: 'Bildbearbeitung und Retusche je Motiv',
      qty: String(t.int(6, 40)),
      unit: ['Bild', 'C62'],
      price: `${t.int(12, 35)}.00`,
      rate: '19',
    }),
    () => ({
      name: 'Studiomiete',
      qty: String(t.int(1, 2)),
      unit: ['Tag', 'DAY'],
      price: '480.00',
      rate: '19',
    }),
    () => ({
      name: 'Fahrtkosten',
      qty: String(t.int(40, 420)),
      unit: ['km', 'KMT'],
      price: '0.30',
      rate: '19',
    }),
    () => ({
      name: 'Requisiten und Styling',
      qty: '1',
      unit: ['pauschal', 'LS'],
      price: `${t.int(80, 400)}.00`,
      rate: '19',
    }),
  ];
  const rights: Array<() => LnDraft> = [
    () => ({
      name: 'Nutzungsrecht einfach, Print und Web, Deutschland, 1 Jahr',
      qty: String(t.int(6, 40)),
      unit: ['Bild', 'C62'],
      price: `${t.int(25, 90)}.00`,
      rate: '7',
    }),
    () => ({
      name: 'Nutzungsrecht ausschließlich, Werbung und Social Media, unbefristet',
      qty: '1',
      unit: ['pauschal', 'LS'],
      price: `${t.int(8, 30)}00.00`,
      rate: '7',
    }),
  ];
  const np = t.int(1, 4);
  for (let i = 0; i < np; i++) out.push(mk(out.length, (prod[i] as () => LnDraft)()));
  const nr = t.int(1, 2);
  for (let i = 0; i < nr; i++) out.push(mk(out.length, (rights[i] as () => LnDraft)()));
  if (d.v % 2 === 1) {
    out.reverse();
    out.forEach((l, i) => {
      l.id = String(i + 1);
    });
  }
  return out;
}

const CITIES = [
  'Köln',
  'Hamburg',
  'München',
  'Duisburg',
  'Leipzig',
  'Stuttgart',
  'Wien',
  'Rotterdam',
  'Bremen',
  'Nürnberg',
  'Poznań',
  'Lyon',
];
function spedLines(d: Doc): Ln[] {
  const { t } = d;
  const n = d.v % 2 === 0 ? t.int(24, 40) : t.int(9, 14);
  const out: Ln[] = [];
  let day = d.period[0];
  for (let i = 0; i < n; i++) {
    day = addDays(day, t.int(0, 2));
    const from = t.pick(CITIES);
    let to = t.pick(CITIES);
    if (to === from) to = 'Berlin';
    const price = `${t.int(180, 2400)}.${t.pick(['00', '50'])}`;
    out.push(
      mk(i, {
        name: `${from} – ${to}`,
        qty: '1',
        unit: ['', 'C62'],
        price,
        rate: '19',
        surchargeable: true,
        cells: { date: day, fb: `${t.pick(['FB', 'CMR ', ''])}${t.digits(7)}`, kg: String(t.int(80, 24000)) },
      }),
    );
  }
  out.push(
    mk(n, {
      name: 'Mautkosten lt. beiliegender Aufstellung',
      qty: '1',
      unit: ['', 'C62'],
      price: `${t.int(60, 640)}.${t.pick(['10', '35', '80'])}`,
      rate: '19',
    }),
  );
  return out;
}

const OBJECTS = ['Bürogebäude', 'Arztpraxis', 'Verwaltung', 'Kindertagesstätte', 'Filiale', 'Lagerhalle'];
function cleanLines(d: Doc): Ln[] {
  const { t } = d;
  const nObj = d.v === 4 ? 6 : t.int(1, 2);
  const out: Ln[] = [];
  const month = longDate(d.period[0], 'de').split(' ').slice(1).join(' ');
  for (let o = 0; o < nObj; o++) {
    const group = `Objekt-Nr. ${t.int(1000, 4999)} – ${t.pick(OBJECTS)} ${t.pick(['Hansaring', 'Industriestraße', 'Am Markt', 'Rheinallee'])} ${t.int(1, 90)}`;
    const add = (l: LnDraft) => out.push(mk(out.length, { ...l, group }));
    add({
      name: `Unterhaltsreinigung lt. Vertrag, ${month}`,
      qty: '1',
      unit: ['Monat', 'MON'],
      price: `${t.int(380, 3200)}.00`,
      rate: '19',
    });
    if (t.rnd() < 0.5)
      add({
        name: 'Glasreinigung innen und außen',
        qty: '1',
        unit: ['pauschal', 'LS'],
        price: `${t.int(120, 690)}.00`,
        rate: '19',
      });
    if (t.rnd() < 0.5)
      add({
        name: `Sonderreinigung nach ${t.pick(['Wasserschaden', 'Umbaumaßnahme', 'Veranstaltung'])}`,
        qty: t.pick(['3.5', '6', '8.25', '12']),
        unit: ['Std.', 'HUR'],
        price: `${t.int(29, 38)}.50`,
        rate: '19',
      });
    if (t.rnd() < 0.35)
      add({
        name: 'Grundreinigung Teppichboden',
        qty: String(t.int(40, 600)),
        unit: ['m²', 'MTK'],
        price: `${t.int(1, 4)}.${t.pick(['20', '80', '95'])}`,
        rate: '19',
      });
  }
  return out;
}

const SEMINARS = [
  'Führen ohne Vorgesetztenfunktion',
  'Konfliktmanagement im Team',
  'Excel für Controller – Aufbaukurs',
  'Präsentieren mit Wirkung',
  'Arbeitsrecht aktuell 2026',
  'Projektmanagement nach PRINCE2 Foundation',
];
function seminarLines(d: Doc): Ln[] {
  const { t } = d;
  const n = d.v === 4 ? t.int(6, 8) : t.int(1, 2);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const tn = t.int(1, 5);
    const people = Array.from({ length: tn }, () => personName(t));
    const start = addDays(d.issue, -t.int(3, 40));
    const days = t.int(1, 3);
    const title = t.pick(SEMINARS);
    const [y, m, dd] = start.split('-');
    const when = `${dd}.${m}.${y}${
      days > 1
        ? ` – ${addDays(start, days - 1)
            .split('-')
            .reverse()
            .join('.')}`
        : ''
    }`;
    out.push(
      mk(out.length, {
        name: `Seminar „${title}“`,
        qty: String(tn),
        unit: ['TN', 'C62'],
        price: `${t.int(39, 189)}0.00`,
        rate: '0',
        cat: 'E',
        sub: [
          `Termin: ${when}, ${t.pick(['Köln', 'Frankfurt am Main', 'Online'])}`,
          ...wrapWords(`Teilnehmer: ${people.join(', ')}`, 70),
        ],
      }),
    );
    if (t.rnd() < 0.75)
      out.push(
        mk(out.length, {
          name: `Tagungspauschale inkl. Verpflegung (${days} ${days > 1 ? 'Tage' : 'Tag'})`,
          qty: String(tn),
          unit: ['TN', 'C62'],
          price: `${days * t.int(38, 65)}.00`,
          rate: '19',
        }),
      );
  }
  return out;
}

const WASTE = [
  ['Baumischabfall', '17 09 04', '189.00'],
  ['Bauschutt', '17 01 07', '32.50'],
  ['Holz A I–A III', '17 02 01', '118.00'],
  ['Gartenabfälle', '20 02 01', '74.00'],
  ['Dämmmaterial (KMF)', '17 06 03*', '410.00'],
] as const;
function wasteLines(d: Doc): Ln[] {
  const { t } = d;
  const nC = d.v === 4 ? 7 : t.int(1, 2);
  const out: Ln[] = [];
  let day = addDays(d.issue, -t.int(45, 70));
  for (let c = 0; c < nC; c++) {
    const size = t.pick(['5,5 m³', '7 m³', '10 m³', '20 m³']);
    const add = (l: LnDraft, date: string) => out.push(mk(out.length, { ...l, cells: { date } }));
    add(
      {
        name: `Stellung Absetzcontainer ${size}`,
        qty: '1',
        unit: ['pauschal', 'LS'],
        price: `${t.int(65, 140)}.00`,
        rate: '19',
      },
      day,
    );
    const hire = t.int(3, 21);
    add(
      {
        name: `Containermiete ${size}`,
        qty: String(hire),
        unit: ['Tag', 'DAY'],
        price: t.pick(['2.50', '3.50', '4.00']),
        rate: '19',
      },
      day,
    );
    day = addDays(day, hire);
    const [w, avv, price] = t.pick(WASTE);
    const tonnes = (t.int(180, 8400) / 1000).toFixed(3);
    out.push(
      mk(out.length, {
        name: `${w} AVV ${avv}`,
        qty: tonnes,
        unit: ['t', 'TNE'],
        price,
        rate: '19',
        cells: { date: day },
        sub: [`Wiegeschein-Nr. ${t.int(26, 27)}-${t.digits(5)} vom ${day.split('-').reverse().join('.')}`],
      }),
    );
    add(
      {
        name: 'Abholung / Anfahrt',
        qty: '1',
        unit: ['pauschal', 'LS'],
        price: `${t.int(55, 120)}.00`,
        rate: '19',
      },
      day,
    );
  }
  return out;
}

const AGENCY_ITEMS = {
  en: [
    ['Strategy workshop facilitation (Berlin)', 'days', 'DAY'],
    ['Market entry analysis – DACH region', 'flat fee', 'LS'],
    ['Project management and reporting', 'hrs', 'HUR'],
    ['Brand positioning review', 'days', 'DAY'],
  ],
  fr: [
    ['Animation d’atelier stratégique (Munich)', 'jours', 'DAY'],
    ['Étude de marché – région DACH', 'forfait', 'LS'],
    ['Gestion de projet et suivi', 'heures', 'HUR'],
    ['Audit de la présence numérique', 'jours', 'DAY'],
  ],
} as const;
function agencyLines(d: Doc): Ln[] {
  const { t } = d;
  const n = t.int(1, 4);
  const items = AGENCY_ITEMS[d.lang === 'fr' ? 'fr' : 'en'];
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const [name, u, code] = items[i] as readonly [string, string, string];
    const qty = code === 'LS' ? '1' : code === 'DAY' ? String(t.int(1, 6)) : t.pick(['6.5', '12', '18.25']);
    const price =
      code === 'LS'
        ? `${t.int(18, 90)}00.00`
        : code === 'DAY'
          ? `${t.int(85, 140)}0.00`
          : `${t.int(110, 180)}.00`;
    out.push(mk(i, { name, qty, unit: [u, code], price, rate: '0', cat: 'AE' }));
  }
  return out;
}

const LINES: Record<Tpl, (d: Doc) => Ln[]> = {
  rvg: rvgLines,
  uebers: uebersLines,
  foto: fotoLines,
  sped: spedLines,
  clean: cleanLines,
  seminar: seminarLines,
  waste: wasteLines,
  agency: agencyLines,
};

const SELLERS: Record<Tpl, (t: Tools) => string> = {
  rvg: (t) =>
    t.pick([
      `Kanzlei ${t.pick(['Hofmann', 'Brandt', 'Lange'])} & ${t.pick(['Köhler', 'Wagner', 'Schulte'])}`,
      `Rechtsanwältin Dr. ${t.pick(['Petra', 'Claudia', 'Miriam'])} ${t.pick(['Berger', 'Zimmermann', 'Krüger'])}`,
      `${t.pick(['Brandt', 'Hofmann'])} Rechtsanwälte PartG mbB`,
    ]),
  uebers: (t) =>
    `${t.pick(['LinguaTrans', 'Babel', 'Wortwerk', 'Polyglott'])} Übersetzungsbüro ${t.pick(['GmbH', 'e.K.', 'UG (haftungsbeschränkt)'])}`,
  foto: (t) =>
    t.pick([
      `Fotografie ${personName(t)}`,
      `${personName(t)} Photography`,
      `Studio Lichtblick ${personName(t).split(' ')[1]}`,
    ]),
  sped: (t) =>
    `${t.pick(['Rhein-Ruhr', 'Hanse', 'Westfalen', 'Donau'])} Spedition ${t.pick(['GmbH', 'GmbH & Co. KG'])}`,
  clean: (t) =>
    `${t.pick(['Glanzwerk', 'Blitzblank', 'ProClean', 'Sauberland'])} Gebäudeservice ${t.pick(['GmbH', 'GmbH & Co. KG'])}`,
  seminar: (t) =>
    t.pick([
      'Akademie für Führung und Kommunikation GmbH',
      'Bildungswerk Rheinland gGmbH',
      'Seminarhaus am See GmbH',
    ]),
  waste: (t) =>
    `${t.pick(['Kreis', 'Becker', 'Öko'])} ${t.pick(['Containerdienst', 'Entsorgung und Recycling'])} ${t.pick(['GmbH', 'e.K.'])}`,
  agency: () => '',
};

function agencySeller(lang: Lang, h: Helpers, t: Tools): KitParty {
  const p = anyParty(lang === 'fr' ? 'LU' : 'IE', h, t);
  p.name =
    lang === 'fr'
      ? `${t.pick(['Conseil Moselle', 'Alzette Stratégie', 'Pétrusse Partners'])} ${t.pick(['S.à r.l.', 'SA'])}`
      : `${t.pick(['Liffey', 'Clontarf', 'Shannon'])} ${t.pick(['Advisory', 'Consulting', 'Digital Agency'])} ${t.pick(['Limited', 'Ltd'])}`;
  return p;
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND20_TPLS.length);
  const lang: Lang = tpl === 'agency' ? (v % 2 === 0 ? 'en' : 'fr') : 'de';
  const s = tpl === 'agency' ? agencySeller(lang, h, t) : dachParty('DE', SELLERS[tpl](t), t);
  const privateBuyer = (tpl === 'rvg' && v % 3 !== 2) || (tpl === 'waste' && v % 4 === 3);
  const bp = h.party('DE');
  const b: KitParty = { ...bp, country: 'DE', vat: h.vatId('DE') };
  const salutation = privateBuyerOf(b, privateBuyer, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const [iy, im] = issue.split('-');
  const pEnd = addDays(`${iy}-${im}-01`, -1);
  const pStart = `${pEnd.slice(0, 8)}01`;
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(5, 40)) } : undefined;
  const d = {
    tpl,
    v,
    lang,
    s,
    b,
    credit,
    t,
    issue,
    period: [pStart, pEnd],
    privateBuyer,
    salutation,
  } as unknown as Doc;
  d.lines = LINES[tpl](d);
  const sur = d.lines.filter((l) => l.surchargeable);
  d.chargePct =
    (tpl === 'uebers' && v % 2 === 0 && sur.length) || tpl === 'sped'
      ? t.pick(tpl === 'sped' ? ['12,5', '14,5', '16'] : ['25', '50'])
      : '';
  d.chargeBase = d.chargePct ? round(sur.reduce((a, l) => a.plus(l.net), dec(0))) : '';
  d.charge = d.chargePct ? round(dec(d.chargeBase).times(d.chargePct.replace(',', '.')).dividedBy(100)) : '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vat = vatRows(d);
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(
    dec(d.lineNet)
      .plus(d.charge || '0')
      .plus(d.vatT),
  );
  const prepaid = !credit && ((tpl === 'rvg' && v % 3 === 2) || (tpl === 'waste' && v % 4 === 1));
  d.paid = prepaid
    ? round(dec(tpl === 'rvg' ? t.pick(['500', '1000', '250']) : t.pick(['100', '150', '200'])).plus(0))
    : '';
  if (d.paid && dec(d.paid).gte(d.gross)) d.paid = round(dec(d.gross).times('0.5').toDecimalPlaces(0));
  d.number = numberOf(tpl, t, !!credit);
  if (credit) credit.orig = numberOf(tpl, t, false);
  d.po =
    (tpl === 'uebers' || tpl === 'seminar' || tpl === 'agency' || tpl === 'clean') && t.rnd() < 0.45
      ? t.pick([`PO-${t.digits(5)}`, `45${t.digits(8)}`, `B-2026-${t.digits(3)}`])
      : '';
  const terms = t.pick([7, 10, 14, 30]);
  d.due = addDays(issue, terms);
  d.dueShown = !credit && (tpl !== 'rvg' || v % 2 === 0) && (tpl !== 'clean' || v % 2 === 1);
  d.iban = ibanOf(s.country, t);
  d.bic = bicOf(s.country, t);
  d.bicShown = tpl !== 'waste' || v % 2 === 0;
  d.taxNo =
    tpl === 'rvg' || tpl === 'foto' || (tpl === 'seminar' && v % 2 === 1)
      ? `${t.int(200, 224)}/${t.digits(4)}/${t.digits(4)}`
      : '';
  d.vatShown = !(tpl === 'rvg' && v % 2 === 1) && !(tpl === 'foto' && v % 3 === 1);
  d.buyerVat = tpl === 'agency' || (tpl === 'sped' && v % 2 === 1);
  d.exempt =
    tpl === 'seminar'
      ? 'Die Bildungsleistungen sind gemäß § 4 Nr. 21 a) bb) UStG von der Umsatzsteuer befreit.'
      : tpl === 'agency'
        ? lang === 'fr'
          ? 'Autoliquidation – TVA due par le preneur (article 196 de la directive 2006/112/CE)'
          : 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)'
        : '';
  d.ref =
    tpl === 'rvg' ? `${t.int(10, 480)}/${t.pick(['25', '26'])} ${t.pick(['Mü', 'Hf', 'Be', 'La'])}` : '';
  d.custNo = `${t.pick(['', 'KD ', '10'])}${t.int(1000, 99999)}`;
  d.phone = `+49 ${t.pick(['221', '40', '89', '211'])} ${t.digits(6)}`;
  d.email = `${t.pick(lang === 'de' ? ['info', 'rechnung', 'buchhaltung', 'kontakt'] : ['accounts', 'billing', 'contact'])}@${mailOfWord(s.name)}`;
  return d;
}

function vatRows(d: Doc): Vat[] {
  const groups = new Map<string, Vat>();
  for (const l of d.lines) {
    const key = `${l.cat}/${l.rate}`;
    const g = groups.get(key) ?? { rate: l.rate, base: '0', tax: '0', cat: l.cat };
    g.base = round(dec(g.base).plus(l.net));
    groups.set(key, g);
  }
  const s19 = groups.get('S/19');
  if (d.charge && s19) s19.base = round(dec(s19.base).plus(d.charge));
  const out = [...groups.values()].sort((a, b) => Number(b.rate) - Number(a.rate));
  for (const g of out) g.tax = round(dec(g.base).times(g.rate).dividedBy(100));
  return out;
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  switch (tpl) {
    case 'rvg':
      return t.pick([`${n(4)}/26`, `2026-${n(4)}`]);
    case 'uebers':
      return `UE-26-${n(4)}`;
    case 'foto':
      return t.pick([`2026-${n(3)}`, `F26${n(3)}`]);
    case 'sped':
      return `${t.int(26000000, 26999999)}`;
    case 'clean':
      return credit ? `ST-${n(5)}` : `RG${t.int(260000, 269999)}`;
    case 'seminar':
      return `SEM-2026-${n(4)}`;
    case 'waste':
      return `${t.int(100000, 999999)}`;
    default:
      return credit ? `CN-2026-${n(3)}` : t.pick([`INV-2026-${n(3)}`, `2026/${n(4)}`]);
  }
}

function toInvoice(d: Doc): Invoice {
  const inv = salutedTruthHead(d);
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: round(dec(d.lineNet).plus(d.charge || '0')),
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: round(dec(d.gross).minus(d.paid || '0')),
    ...(d.paid ? { paidAmount: d.paid } : {}),
    ...(d.charge ? { chargeTotal: d.charge } : {}),
  };
  if (d.charge)
    inv.charges = [
      {
        amount: d.charge,
        vatCategoryCode: 'S',
        vatRate: '19',
        reason: d.tpl === 'sped' ? 'Dieselzuschlag' : 'Eilzuschlag',
      },
    ];
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, v.cat, v.cat !== 'S' ? d.exempt : ''));
  inv.lines = d.lines.map((l) => kitLine(l, { category: l.cat }));
  return inv;
}

// ---------------------------------------------------------------------------- shared pieces
function money(d: Doc, v: string): string {
  if (d.lang === 'en') return groupedMoney(v, ',', '.');
  if (d.lang === 'fr') return groupedMoney(v, ' ', ',');
  return groupedMoney(v, '.', ',');
}
const qty3 = (q: string) => {
  const [i = '0', f = ''] = q.split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${f ? `,${f}` : ''}`;
};
function dt(d: Doc, iso: string): string {
  const [y, m, dd] = iso.split('-');
  if (d.lang === 'en') return longDate(iso, 'en');
  if (d.lang === 'fr') return `${dd}/${m}/${y}`;
  return `${dd}.${m}.${y}`;
}
const town = (p: KitParty) => (p.country === 'IE' ? `${p.city} ${p.pc}` : `${p.pc} ${p.city}`);
const { eur, num, addr, oneLine, due, table, buyerBlock } = letterNotation<Doc, Ln>(money, town);
type Col = LetterCol<Ln>;

// ---------------------------------------------------------------------------- rvg
function drawRvg(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 730);
  const a = d.v % 2 === 0;
  p.put(40, 545, d.s.name, { size: 14, bold: true, right: true });
  p.put(
    58,
    545,
    d.s.name.startsWith('Rechtsanw') ? 'Fachanwältin für Arbeitsrecht' : 'Rechtsanwälte · Fachanwälte',
    { size: 8, right: true },
  );
  p.put(128, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 145, { size: 10 });
  const kv: Array<[string, string]> = [
    ['Unser Zeichen:', d.ref],
    ['Datum:', dt(d, d.issue)],
  ];
  if (a) kv.splice(1, 0, ['Rechnungs-Nr.:', d.number]);
  p.kv(145, 380, 545, kv, { size: 9 }, 14);
  p.block([d.s.street, town(d.s), `Tel. ${d.phone}`, d.email], 545, 75, { size: 7.5, right: true });
  let y = 250;
  p.put(y, 50, a ? 'Vergütungsrechnung gem. § 10 RVG' : `Kostenrechnung Nr. ${d.number}`, {
    size: 11,
    bold: true,
  });
  y += 18;
  const other = `${d.t.pick(['Müller', 'Schmidt', 'Weber'])} ${d.t.pick(['GmbH', 'KG', ''])}`.trim();
  p.put(
    y,
    50,
    `In Sachen ${d.b.name.split(' ').slice(-1)[0]} ./. ${other} wegen ${d.t.pick(['Forderung', 'Kündigungsschutz', 'Schadensersatz'])}`,
    { size: 9.5 },
  );
  y += 14;
  p.put(y, 50, `Gegenstandswert: ${eur(d, d.lines[0]?.cells.gw ?? '0')}`, { size: 9.5 });
  y += 24;
  const cols: Col[] = a
    ? [
        { head: 'Gebührentatbestand', x: 50, cell: (l) => l.name },
        { head: 'Nr. VV RVG', x: 380, cell: (l) => l.cells.vv ?? '' },
        { head: 'Betrag', x: 545, right: true, cell: (l) => eur(d, l.net) },
      ]
    : [
        { head: 'Pos.', x: 50, cell: (l) => l.id },
        { head: 'Bezeichnung', x: 80, cell: (l) => l.name },
        { head: 'Betrag EUR', x: 545, right: true, cell: (l) => money(d, l.net) },
      ];
  y = table(p, d, y, cols, d.lines, { nameCol: a ? 0 : 1, wrap: a ? 60 : 70, size: 9.5 });
  const tot: Array<[string, string]> = [
    ['Zwischensumme netto', eur(d, d.lineNet)],
    ['19 % Umsatzsteuer Nr. 7008 VV RVG', eur(d, d.vatT)],
    ['Gesamtbetrag', eur(d, d.gross)],
  ];
  if (d.paid)
    tot.push(
      [`abzüglich Vorschuss vom ${dt(d, addDays(d.issue, -60))}`, `-${eur(d, d.paid)}`],
      ['Restbetrag', eur(d, due(d))],
    );
  y = totals(p, y + 8, tot, a ? 50 : 80, 545, 9.5);
  y = p.need(y + 16, 50);
  const sentence = d.dueShown
    ? `Bitte überweisen Sie den Betrag unter Angabe unseres Zeichens bis zum ${dt(d, d.due)} auf das unten genannte Konto.`
    : 'Der Betrag ist mit Zugang dieser Rechnung fällig (§ 8 RVG). Bitte geben Sie bei Zahlung unser Zeichen an.';
  y = para(p, y, 50, sentence, 95, 9);
  p.put(y + 16, 50, 'Mit freundlichen Grüßen', { size: 9.5 });
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, d.s.street, town(d.s)], 50, 775, 7),
    ...col(sellerIds(d), 230, 775, 7),
    ...col(bankRows(d, 'Bankverbindung: Sparkasse'), 380, 775, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- uebers
function drawUebers(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(45, 50, d.s.name.split(' ')[0] ?? '', { size: 22, bold: true });
  p.put(70, 50, d.s.name, { size: 8 });
  p.block([d.s.street, town(d.s), d.phone, d.email], 545, 45, { size: 8, right: true });
  p.block(addr(d.b), 50, 140, { size: 10 });
  p.put(215, 50, 'Rechnung', { size: 16, bold: true });
  const grid: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', dt(d, d.issue)],
    ['Kundennummer', d.custNo],
  ];
  if (d.po) grid.push(['Ihre Bestellnummer', d.po]);
  grid.forEach(([l, v], i) => {
    p.put(245, 50 + i * 125, l, { size: 7.5 });
    p.put(257, 50 + i * 125, v, { size: 9.5, bold: true });
  });
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Leistung', x: 78, cell: (l) => l.name },
    { head: 'Menge', x: 330, right: true, cell: (l) => qty3(l.qty) },
    { head: 'Einheit', x: 338, cell: (l) => l.unit[0] },
    { head: 'Preis/Einh.', x: 460, right: true, cell: (l) => money(d, l.price) },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 290, cols, d.lines, { nameCol: 1, wrap: 38, size: 8.5, top: 60 });
  const tot: Array<[string, string]> = [['Summe Positionen', eur(d, d.lineNet)]];
  if (d.charge) {
    tot.push([`Eilzuschlag ${d.chargePct} % auf ${eur(d, d.chargeBase)}`, eur(d, d.charge)]);
    tot.push(['Nettobetrag', eur(d, round(dec(d.lineNet).plus(d.charge)))]);
  }
  tot.push(['zzgl. 19 % USt.', eur(d, d.vatT)], ['Rechnungsbetrag', eur(d, d.gross)]);
  y = totals(p, y + 10, tot, 300, 545, 9);
  y = p.need(y + 18, 40);
  p.put(y, 50, d.dueShown ? `Zahlbar bis ${dt(d, d.due)} ohne Abzug.` : 'Zahlbar sofort ohne Abzug.', {
    size: 9,
  });
  const reg = [`Geschäftsführung: ${personName(d.t)}`, `Amtsgericht Köln HRB ${d.t.digits(5)}`];
  everyPage(rows, p.pages(), (pg, n) => [
    ...col(bankRows(d, 'Bankverbindung'), 50, 770, 7),
    ...col(sellerIds(d), 250, 770, 7),
    ...col(reg, 400, 770, 7),
    ...(n > 1 ? ([[815, 500, `Seite ${pg}/${n}`, 7]] as FootRow[]) : []),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- foto
function drawFoto(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(50, 50, d.s.name.toUpperCase(), { size: 18 });
  p.put(72, 50, 'Fotografie · Bildrechte · Produktion', { size: 8 });
  p.put(120, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 135, { size: 10 });
  p.kv(
    135,
    360,
    545,
    [
      ['Rechnung Nr.', d.number],
      ['Datum', dt(d, d.issue)],
      ['Leistungsdatum', dt(d, addDays(d.issue, -d.t.int(2, 20)))],
      ['Kunden-Nr.', d.custNo],
    ],
    { size: 9 },
    13,
  );
  p.put(
    225,
    50,
    `Produktion: ${d.t.pick(['Frühjahrskatalog 2026', 'Imagekampagne', 'Produktfotos Onlineshop', 'Mitarbeiterportraits'])}`,
    { size: 11, bold: true },
  );
  const cols: Col[] = [
    { head: 'Pos', x: 50, cell: (l) => l.id },
    { head: 'Leistung', x: 75, cell: (l) => l.name },
    { head: 'Menge', x: 318, right: true, cell: (l) => num(d, l.qty) },
    { head: 'Einh.', x: 325, cell: (l) => l.unit[0] },
    { head: 'Einzelpreis', x: 430, right: true, cell: (l) => money(d, l.price) },
    { head: 'USt', x: 470, right: true, cell: (l) => `${l.rate} %` },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 255, cols, d.lines, { nameCol: 1, wrap: 42, size: 8.5 });
  y = p.need(y + 10, 90);
  p.put(y, 545, `Summe netto ${eur(d, d.lineNet)}`, { size: 9, right: true });
  y += 22;
  const vx = [130, 240, 340, 450];
  ['USt-Satz', 'Netto', 'USt', 'Brutto'].forEach(
    (h, i) => void p.put(y, vx[i] as number, h, { size: 8.5, bold: true, right: true }),
  );
  y += 13;
  for (const v of d.vat) {
    const cells = [
      `${v.rate} %`,
      money(d, v.base),
      money(d, v.tax),
      money(d, round(dec(v.base).plus(v.tax))),
    ];
    cells.forEach((c, i) => void p.put(y, vx[i] as number, c, { size: 8.5, right: true }));
    y += 12;
  }
  const sums = ['Summe', money(d, d.lineNet), money(d, d.vatT), money(d, d.gross)];
  sums.forEach((c, i) => void p.put(y, vx[i] as number, c, { size: 8.5, bold: true, right: true }));
  y += 22;
  p.put(y, 300, 'Rechnungsbetrag', { size: 11, bold: true });
  p.put(y, 545, eur(d, d.gross), { size: 11, bold: true, right: true });
  y += 24;
  y = para(
    p,
    y,
    50,
    `Bitte überweisen Sie den Rechnungsbetrag ${d.dueShown ? `bis ${dt(d, d.due)} ` : ''}auf mein Konto. Die Nutzungsrechte gehen erst mit vollständiger Bezahlung über.`,
    100,
    8.5,
  );
  everyPage(rows, p.pages(), () => [
    ...col([d.s.name, d.s.street, town(d.s)], 50, 780, 7),
    ...col([d.phone, d.email, ...sellerIds(d)], 220, 780, 7),
    ...col(bankRows(d, d.t.pick(['GLS Bank', 'Postbank'])), 400, 780, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- sped
function drawSped(d: Doc, rows: Row[]): number {
  const p = pager(rows, 95, 735);
  p.put(42, 50, d.s.name, { size: 13, bold: true });
  p.put(58, 50, 'Internationale Transporte · Teilladungen · Lagerlogistik', { size: 7.5 });
  p.put(42, 545, 'RECHNUNG', { size: 18, bold: true, right: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  let y = p.block(addr(d.b), 50, 132, { size: 9.5 });
  if (d.buyerVat) p.put(y + 2, 50, `USt-IdNr. ${d.b.vat}`, { size: 8.5 });
  p.kv(
    132,
    380,
    545,
    [
      ['Rechnungs-Nr.', d.number],
      ['Rechnungsdatum', dt(d, d.issue)],
      ['Kunden-Nr.', d.custNo],
      ['Fällig am', dt(d, d.due)],
    ],
    { size: 8.5 },
    12,
  );
  p.put(
    215,
    50,
    `Für die im Zeitraum ${dt(d, d.period[0])} bis ${dt(d, d.period[1])} durchgeführten Transporte berechnen wir:`,
    { size: 9 },
  );
  const cols: Col[] =
    d.v % 2 === 0
      ? [
          { head: 'Datum', x: 50, cell: (l) => (l.cells.date ? dt(d, l.cells.date) : '') },
          { head: 'Frachtbrief-Nr.', x: 100, cell: (l) => l.cells.fb ?? '' },
          { head: 'Relation', x: 180, cell: (l) => l.name },
          { head: 'Gewicht kg', x: 450, right: true, cell: (l) => (l.cells.kg ? qty3(l.cells.kg) : '') },
          { head: 'Betrag EUR', x: 545, right: true, cell: (l) => money(d, l.net) },
        ]
      : [
          { head: 'Lfd.', x: 50, cell: (l) => l.id },
          { head: 'Sendung / Relation', x: 75, cell: (l) => l.name },
          { head: 'Abholung', x: 330, cell: (l) => (l.cells.date ? dt(d, l.cells.date) : '') },
          { head: 'FB-Nr.', x: 390, cell: (l) => l.cells.fb ?? '' },
          { head: 'kg', x: 490, right: true, cell: (l) => (l.cells.kg ? qty3(l.cells.kg) : '') },
          { head: 'Fracht', x: 545, right: true, cell: (l) => money(d, l.net) },
        ];
  y = table(p, d, 240, cols, d.lines, {
    nameCol: d.v % 2 === 0 ? 2 : 1,
    wrap: 44,
    size: 8,
    top: 95,
    carry: { label: 'Übertrag', x: 545, labelX: 380, rows },
  });
  const tot: Array<[string, string]> = [
    ['Summe Positionen', money(d, d.lineNet)],
    [`Dieselzuschlag ${d.chargePct} % auf ${money(d, d.chargeBase)}`, money(d, d.charge)],
    ['Nettobetrag', money(d, round(dec(d.lineNet).plus(d.charge)))],
    ['MwSt. 19 %', money(d, d.vatT)],
    ['Gesamtbetrag EUR', money(d, d.gross)],
  ];
  y = totals(p, y + 8, tot, 300, 545, 8.5);
  y = p.need(y + 14, 30);
  p.put(
    y,
    50,
    'Wir arbeiten ausschließlich auf Grundlage der Allgemeinen Deutschen Spediteurbedingungen (ADSp 2017).',
    { size: 7.5 },
  );
  const hrb = `HRB ${d.t.digits(5)}`;
  everyPage(rows, p.pages(), (pg, n) => [
    [70, 545, `Seite ${pg} von ${n}`, 7.5],
    ...(pg > 1 ? ([[70, 50, `Rechnung ${d.number} vom ${dt(d, d.issue)}`, 7.5]] as FootRow[]) : []),
    ...col([d.s.name, d.s.street, town(d.s), `Tel. ${d.phone}`], 50, 765, 6.5),
    ...col([`Sitz: ${d.s.city}`, hrb, `USt-IdNr. ${d.s.vat}`], 210, 765, 6.5),
    ...col(bankRows(d, 'Commerzbank AG'), 370, 765, 6.5),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- clean
function drawClean(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(45, 545, d.s.name, { size: 12, bold: true, right: true });
  p.block([d.s.street, town(d.s), d.phone, d.email], 545, 60, { size: 8, right: true });
  p.put(122, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 138, { size: 10 });
  const [, pm, py] = dt(d, d.period[0]).split('.');
  const kv: Array<[string, string]> = [
    [d.credit ? 'Storno-Nr.' : 'Rechnungsnummer', d.number],
    [d.credit ? 'Datum' : 'Rechnungsdatum', dt(d, d.issue)],
    ['Kundennummer', d.custNo],
    ['Leistungszeitraum', `${pm}/${py}`],
  ];
  if (d.po) kv.push(['Bestell-Nr.', d.po]);
  p.kv(138, 360, 545, kv, { size: 9 }, 13);
  let y = 235;
  p.put(y, 50, d.credit ? 'Stornorechnung' : 'Rechnung', { size: 14, bold: true });
  y += 18;
  if (d.credit) {
    p.put(y, 50, `Storno zur Rechnung Nr. ${d.credit.orig} vom ${dt(d, d.credit.date)}`, { size: 9.5 });
    y += 14;
  }
  p.put(y, 50, `Leistungszeitraum: ${dt(d, d.period[0])} – ${dt(d, d.period[1])}`, { size: 9 });
  y += 20;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Leistung', x: 80, cell: (l) => l.name },
    { head: 'Menge', x: 340, right: true, cell: (l) => num(d, dec(l.qty).toFixed(2)) },
    { head: 'ME', x: 348, cell: (l) => l.unit[0] },
    { head: 'E-Preis', x: 460, right: true, cell: (l) => money(d, l.price) },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, d, y, cols, d.lines, { nameCol: 1, wrap: 44, size: 9, groups: true });
  y = totals(
    p,
    y + 8,
    [
      ['Nettobetrag', eur(d, d.lineNet)],
      ['zzgl. 19 % MwSt.', eur(d, d.vatT)],
      [d.credit ? 'Gutschriftsbetrag' : 'Bruttobetrag', eur(d, d.gross)],
    ],
    340,
  );
  y = p.need(y + 14, 40);
  const pay = d.credit
    ? 'Der Betrag wird Ihrem Kundenkonto gutgeschrieben bzw. mit der nächsten Rechnung verrechnet.'
    : d.dueShown
      ? `Bitte überweisen Sie den Betrag bis zum ${dt(d, d.due)}.`
      : 'Zahlungsziel: 14 Tage netto.';
  p.put(y, 50, pay, { size: 9 });
  const mgmt = [d.s.name, `Geschäftsführer: ${personName(d.t)}`, `HRB ${d.t.digits(5)}`];
  everyPage(rows, p.pages(), () => [
    ...col(mgmt, 50, 775, 7),
    ...col(sellerIds(d), 230, 775, 7),
    ...col(bankRows(d, 'Volksbank'), 380, 775, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- seminar
function drawSeminar(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  p.put(45, 50, d.s.name, { size: 12, bold: true });
  p.put(60, 50, 'Seminare · Inhouse-Trainings · Coaching', { size: 8 });
  p.block([d.s.street, town(d.s), d.phone, d.email], 400, 45, { size: 8 });
  p.block(addr(d.b), 50, 140, { size: 10 });
  const kv: Array<[string, string]> = [
    ['Rechnungs-Nr.:', d.number],
    ['Datum:', dt(d, d.issue)],
    ['Buchungs-Nr.:', `B${d.t.digits(6)}`],
  ];
  if (d.po) kv.push(['Ihre Bestellung:', d.po]);
  p.kv(140, 400, 545, kv, { size: 9 }, 13);
  p.put(225, 50, 'Rechnung', { size: 14, bold: true });
  p.put(243, 50, 'Für die Teilnahme an unseren Veranstaltungen berechnen wir Ihnen:', { size: 9 });
  const cols: Col[] = [
    { head: 'Pos', x: 50, cell: (l) => l.id },
    { head: 'Veranstaltung / Leistung', x: 75, cell: (l) => l.name },
    { head: 'Anzahl', x: 360, right: true, cell: (l) => l.qty },
    { head: 'Preis', x: 430, right: true, cell: (l) => money(d, l.price) },
    { head: 'USt.', x: 470, right: true, cell: (l) => (l.cat === 'E' ? 'frei' : `${l.rate} %`) },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 265, cols, d.lines, { nameCol: 1, wrap: 50, size: 9, top: 60 });
  const ex = d.vat.find((v) => v.cat === 'E');
  const st = d.vat.find((v) => v.cat === 'S');
  const tot: Array<[string, string]> = [['Summe netto', eur(d, d.lineNet)]];
  if (ex) tot.push(['davon umsatzsteuerfrei', eur(d, ex.base)]);
  if (st) tot.push([`zzgl. 19 % USt. auf ${eur(d, st.base)}`, eur(d, st.tax)]);
  tot.push(['Rechnungsbetrag', eur(d, d.gross)]);
  y = totals(p, y + 8, tot, 300, 545, 9);
  y = p.need(y + 14, 50);
  y = para(p, y, 50, d.exempt, 110, 8.5);
  p.put(
    y + 4,
    50,
    d.dueShown
      ? `Bitte überweisen Sie den Betrag bis zum ${dt(d, d.due)}.`
      : 'Zahlbar ohne Abzug vor Veranstaltungsbeginn.',
    { size: 8.5 },
  );
  everyPage(rows, p.pages(), (pg, n) => [
    ...col([d.s.name, d.s.street, town(d.s)], 50, 770, 7),
    ...col(sellerIds(d), 220, 770, 7),
    ...col(bankRows(d, 'Bank für Sozialwirtschaft'), 380, 770, 7),
    ...(n > 1 ? ([[812, 280, `${pg}/${n}`, 7]] as FootRow[]) : []),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- waste
function drawWaste(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(45, 50, d.s.name, { size: 13, bold: true });
  p.put(61, 50, 'Containerdienst · Recycling · Entsorgungsfachbetrieb', { size: 7.5 });
  p.put(45, 545, 'Rechnung', { size: 16, bold: true, right: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 132, { size: 10 });
  p.kv(
    100,
    390,
    545,
    [
      ['Nummer', d.number],
      ['Datum', dt(d, d.issue)],
      ['Kunde', d.custNo],
      ...(d.dueShown ? ([['Zahlbar bis', dt(d, d.due)]] as Array<[string, string]>) : []),
    ],
    { size: 9 },
    13,
  );
  const site = `${d.t.pick(['Lindenweg', 'Am Sportplatz', 'Gartenstraße'])} ${d.t.int(1, 60)}, ${d.t.pick(['50667 Köln', '51465 Bergisch Gladbach', '50321 Brühl'])}`;
  p.put(220, 50, `Baustelle / Stellplatz: ${site}`, { size: 9, bold: true });
  const cols: Col[] = [
    { head: 'Datum', x: 50, cell: (l) => (l.cells.date ? dt(d, l.cells.date) : '') },
    { head: 'Leistung', x: 105, cell: (l) => l.name },
    {
      head: 'Menge',
      x: 360,
      right: true,
      cell: (l) => (l.unit[1] === 'TNE' ? num(d, l.qty) : num(d, l.qty)),
    },
    { head: 'Einheit', x: 368, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 470, right: true, cell: (l) => money(d, l.price) },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  let y = table(p, d, 245, cols, d.lines, { nameCol: 1, wrap: 40, size: 8.5, top: 60 });
  const tot: Array<[string, string]> = [
    ['Netto', eur(d, d.lineNet)],
    ['MwSt. 19 %', eur(d, d.vatT)],
    ['Brutto', eur(d, d.gross)],
  ];
  if (d.paid) tot.push(['bereits bar bezahlt', eur(d, d.paid)], ['noch zu zahlen', eur(d, due(d))]);
  y = totals(p, y + 8, tot, 380, 545, 9);
  y = p.need(y + 14, 40);
  y = para(
    p,
    y,
    50,
    'Die Wiegescheine liegen dieser Rechnung bei. Entsorgungsnachweise erhalten Sie auf Anfrage.',
    100,
    8,
  );
  everyPage(rows, p.pages(), () => [
    ...col([`${d.s.name} · ${d.s.street} · ${town(d.s)} · Tel. ${d.phone}`], 50, 790, 6.5),
    ...col(
      [
        `${sellerIds(d).join(' · ')}${d.credit ? '' : ` · ${bankRows(d, 'Kreissparkasse').slice(1).join(' · ')}`}`,
      ],
      50,
      800,
      6.5,
    ),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- agency
const AG = {
  en: {
    title: 'INVOICE',
    cn: 'CREDIT NOTE',
    to: 'Bill to:',
    no: 'Invoice No.',
    cnNo: 'Credit Note No.',
    date: 'Invoice Date',
    due: 'Due Date',
    po: 'Your PO',
    heads: ['Description', 'Qty', 'Unit', 'Rate', 'Amount (EUR)'],
    net: 'Net amount',
    vat: 'VAT 0% (reverse charge)',
    total: 'Total due (EUR)',
    cnTotal: 'Total credit (EUR)',
    ref: (n: string, dd: string) => `Relating to invoice ${n} dated ${dd}`,
    pay: 'Payment by bank transfer to:',
    vatNo: 'VAT No.',
    country: 'Germany',
    reg: 'Registered in Ireland No.',
  },
  fr: {
    title: 'FACTURE',
    cn: 'NOTE DE CRÉDIT',
    to: 'Facturé à :',
    no: 'N° de facture',
    cnNo: 'N° de note de crédit',
    date: 'Date',
    due: 'Échéance',
    po: 'Bon de commande',
    heads: ['Désignation', 'Quantité', 'Unité', 'Prix unitaire', 'Montant HT'],
    net: 'Total HT',
    vat: 'TVA 0 % (autoliquidation)',
    total: 'Net à payer',
    cnTotal: 'Montant crédité',
    ref: (n: string, dd: string) => `Concerne la facture n° ${n} du ${dd}`,
    pay: 'Paiement par virement :',
    vatNo: 'N° TVA',
    country: 'Allemagne',
    reg: 'RCS Luxembourg B',
  },
};
function drawAgency(d: Doc, rows: Row[]): number {
  const w = AG[d.lang === 'fr' ? 'fr' : 'en'];
  const p = pager(rows, 60, 740);
  p.put(50, 50, d.credit ? w.cn : w.title, { size: 24, bold: true });
  p.put(45, 545, d.s.name, { size: 11, bold: true, right: true });
  p.block(
    [d.s.street, town(d.s), d.lang === 'fr' ? 'Luxembourg' : 'Ireland', `${w.vatNo} ${d.s.vat}`],
    545,
    60,
    { size: 8, right: true },
  );
  p.put(140, 50, w.to, { size: 8.5, bold: true });
  const y0 = p.block([...addr(d.b), w.country], 50, 153, { size: 10 });
  p.put(y0 + 2, 50, `${w.vatNo} ${d.b.vat}`, { size: 9 });
  const kv: Array<[string, string]> = [
    [d.credit ? w.cnNo : w.no, d.number],
    [w.date, dt(d, d.issue)],
  ];
  if (d.dueShown) kv.push([w.due, dt(d, d.due)]);
  if (d.po) kv.push([w.po, d.po]);
  p.kv(140, 370, 545, kv, { size: 9 }, 14);
  let y = 240;
  if (d.credit) {
    p.put(y, 50, w.ref(d.credit.orig, dt(d, d.credit.date)), { size: 9.5 });
    y += 18;
  }
  const h = w.heads;
  const cols: Col[] = [
    { head: h[0] as string, x: 50, cell: (l) => l.name },
    { head: h[1] as string, x: 330, right: true, cell: (l) => num(d, l.qty) },
    { head: h[2] as string, x: 338, cell: (l) => l.unit[0] },
    { head: h[3] as string, x: 465, right: true, cell: (l) => money(d, l.price) },
    { head: h[4] as string, x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, d, y, cols, d.lines, { nameCol: 0, wrap: 44, size: 9 });
  y = totals(
    p,
    y + 10,
    [
      [w.net, money(d, d.lineNet)],
      [w.vat, money(d, '0')],
      [d.credit ? w.cnTotal : w.total, money(d, d.gross)],
    ],
    330,
  );
  y = p.need(y + 16, 60);
  y = para(p, y, 50, d.exempt, 100, 8.5);
  if (!d.credit) {
    p.put(y + 8, 50, w.pay, { size: 8.5, bold: true });
    p.block([`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`], 50, y + 20, { size: 8.5 });
  }
  const foot = `${d.s.name} · ${w.reg} ${d.t.int(100000, 699999)} · ${d.email}`;
  everyPage(rows, p.pages(), () => [[800, 50, foot, 7]]);
  return p.pages();
}
