/**
 * `--templates blind26` of extraction-synthetic.ts: held-out layouts of session 20 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for German small businesses and
 * trades no earlier set had (looks taken from public descriptions of such documents, no file
 * copied, invented names) —
 * - `pv` a photovoltaic installer billing a private home owner at 0 % under § 12 Abs. 3 UStG: a
 *   title line "Rechnung Nr. … vom …", the quantity and unit BEFORE the description, modules,
 *   inverter, storage, mounting, cable in m; an Abschlag already paid deducted on half;
 * - `schaedling` a pest-control service report invoice: the head as a row of labels with the values
 *   under them, "Objekt" and "Befund" over a table without rulings, bait stations, monthly contract
 *   lines; one 30+-row contract invoice over two pages with "Übertrag";
 * - `optik` an optician or a hearing-aid acoustician: prices printed GROSS incl. 19 %, the net
 *   and the contained VAT in the totals, "abzgl. Krankenkasse (Kassenanteil)" and the Eigenanteil
 *   due;
 * - `bestattung` a funeral home: services 19 %, flowers 7 % and "durchlaufende Posten"
 *   (Friedhofsgebühren, Standesamt) without VAT in one invoice, group heads, a boxed head grid,
 *   two pages with "Übertrag" on half;
 * - `cowork` a coworking space in English and German: a "label: value" head, the amount column
 *   BEFORE quantity, unit, description and unit price; one credit note printed with negative
 *   amounts;
 * - `fahrrad` a bicycle shop's handover invoice to a bike-leasing company: the head's values LEFT
 *   of their labels, the frame and battery numbers under the item names, a parts block and a
 *   service block (group heads), the leasing order number; one Gutschrift printed positive;
 * - `notdienst` a locksmith's emergency call as a narrow receipt: Notdienstzuschlag, Nachtzuschlag
 *   in %, Anfahrt in km, the price under each name ("18 km à 1,20 €"), paid in cash on site
 *   ("Betrag dankend erhalten");
 * - `musik` a music school's monthly tuition, exempt under § 4 Nr. 21 UStG, an instrument rental at
 *   19 % on some, the pupil named apart from the paying parent, a SEPA direct debit with the
 *   mandate reference; one Gutschrift for lessons cancelled, printed positive.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - a credit note printed positive (Gutschrift): type 381, amounts positive, the original invoice
 *   as preceding invoice, no due date, no bank; printed negative (`cowork`): a 380 with negative
 *   quantities, line amounts, VAT and totals (prices positive), the visible corpus's convention;
 * - units as UN/ECE rec. 20: Stk. → C62, Std. → HUR, pauschal → LS, Monat/month → MON, m → MTR,
 *   km → KMT, kg → KGM, Paar → PR; no printed unit → C62;
 * - § 12 Abs. 3 rows: category Z at 0 % (no exemption reason); § 4 Nr. 21 rows: category E at 0 %
 *   with the printed note; durchlaufende Posten: category E at 0 % with the printed note;
 * - gross prices (`optik`): net unit prices are whole euros, so the printed gross prices divide
 *   exactly; BT-146 = the net price, the line net = quantity × net price;
 * - an Abschlag, a Kassenanteil or a Vorauszahlung already paid is the prepaid amount (BT-113);
 *   paid in cash on site: prepaid = the gross, due 0.00, no payment account;
 * - line names are the printed item text (wrapped parts joined with a space); frame numbers,
 *   battery numbers, "18 km à 1,20 €" lines and Objekt / Befund / pupil / deceased lines are no part
 *   of a name and no field; a due date only where a date is printed as due; the seller's
 *   Steuernummer → BT-32, its VAT id → BT-31 where printed;
 * - the music school's direct debit: type 59 with the printed mandate reference and creditor id;
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
  kitLine,
  kitVatRow,
  letterTruthHead,
  mailOfWord,
  pager,
  personName,
  type Tools,
} from './synthetic-kit.ts';
import {
  footCol,
  type Col as LetterCol,
  letterTable,
  letterTotals,
  onEveryPage,
  paragraph,
  type TableOpts,
} from './synthetic-letter.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND26_TPLS = [
  'pv',
  'schaedling',
  'optik',
  'bestattung',
  'cowork',
  'fahrrad',
  'notdienst',
  'musik',
] as const;
type Tpl = (typeof BLIND26_TPLS)[number];
type Pager = ReturnType<typeof pager>;
type Cat = 'S' | 'E' | 'Z';

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  /** the net unit price */
  price: string;
  /** the printed gross unit price (`optik`) */
  gross?: string;
  rate: string;
  cat: Cat;
  net: string;
  sub: string[];
  group: string;
}
interface Vat {
  rate: string;
  cat: Cat;
  base: string;
  tax: string;
  reason: string;
}
interface Doc extends KitDoc<Tpl, Ln, Vat> {
  taxNo: string;
  vatShown: boolean;
  dueShown: boolean;
  bicShown: boolean;
  buyerVat: boolean;
  salutation: string;
  custNo: string;
  /** a credit note printed with negative amounts (380) */
  negative: boolean;
  /** paid in cash on site */
  cash: boolean;
  mandate: string;
  creditorId: string;
  /** a person named on the page who is no party (pupil, deceased, bike user) */
  person: string;
  manager: string;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { cowork: [5], fahrrad: [6], musik: [3] };

export function generateBlind26(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND26_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      pv: drawPv,
      schaedling: drawSchaedling,
      optik: drawOptik,
      bestattung: drawBestattung,
      cowork: drawCowork,
      fahrrad: drawFahrrad,
      notdienst: drawNotdienst,
      musik: drawMusik,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
type LnDraft = Omit<Ln, 'id' | 'net' | 'sub' | 'group' | 'cat'> & Partial<Pick<Ln, 'sub' | 'group' | 'cat'>>;
const mk = (i: number, l: LnDraft): Ln => ({
  id: String(i + 1),
  sub: [],
  group: '',
  cat: 'S',
  ...l,
  net: round(dec(l.qty).times(l.price)),
});
const pr = (t: Tools, lo: number, hi: number) => `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '40', '80'])}`;
const STK: [string, string] = ['Stk.', 'C62'];
const PAUSCH: [string, string] = ['pauschal', 'LS'];
const STD: [string, string] = ['Std.', 'HUR'];

function pvLines(d: Doc): Ln[] {
  const { t } = d;
  const mods = t.int(12, 32);
  const wp = t.pick(['410', '425', '440']);
  const out: LnDraft[] = [
    {
      name: `PV-Modul Glas-Glas ${wp} Wp, monokristallin, Full Black`,
      qty: String(mods),
      unit: STK,
      price: pr(t, 105, 190),
      rate: '0',
    },
    {
      name: `Hybrid-Wechselrichter ${t.pick(['8', '10', '12'])} kW, dreiphasig, inkl. Smart Meter`,
      qty: '1',
      unit: STK,
      price: pr(t, 1400, 2600),
      rate: '0',
    },
  ];
  if (d.v % 3 !== 2)
    out.push({
      name: `Batteriespeicher Lithium-Eisenphosphat ${t.pick(['7,7', '10,2', '12,8'])} kWh`,
      qty: '1',
      unit: STK,
      price: pr(t, 3900, 7800),
      rate: '0',
    });
  out.push(
    {
      name: 'Unterkonstruktion Schrägdach (Dachhaken, Profilschienen, Klemmen)',
      qty: String(mods),
      unit: STK,
      price: pr(t, 28, 46),
      rate: '0',
    },
    {
      name: 'Solarkabel 6 mm² inkl. Steckverbinder',
      qty: String(t.int(20, 60)),
      unit: ['m', 'MTR'],
      price: pr(t, 2, 4),
      rate: '0',
    },
    {
      name: 'Montage der Anlage auf dem Dach inkl. Gerüststellung',
      qty: '1',
      unit: PAUSCH,
      price: pr(t, 1800, 3900),
      rate: '0',
    },
    {
      name: 'Elektroinstallation, Zählerschrank-Umbau und Inbetriebnahme',
      qty: String(t.int(6, 16)),
      unit: STD,
      price: t.pick(['68.00', '72.50', '78.00']),
      rate: '0',
    },
  );
  if (t.rnd() < 0.6)
    out.push({
      name: 'Anmeldung beim Netzbetreiber und im Marktstammdatenregister',
      qty: '1',
      unit: PAUSCH,
      price: pr(t, 150, 290),
      rate: '0',
    });
  return out.map((l, i) => mk(i, { ...l, cat: 'Z' }));
}

const OBJECTS = ['Lager Halle 2', 'Küche EG', 'Kühlraum', 'Anlieferung', 'Keller', 'Speisesaal', 'Müllraum'];
function schaedlingLines(d: Doc): Ln[] {
  const { t } = d;
  const out: LnDraft[] = [];
  const big = d.v === 4;
  const sites = big ? OBJECTS.slice(0, t.int(5, 7)) : [''];
  for (const site of sites) {
    const pre = site ? `${site}: ` : '';
    out.push(
      {
        name: `${pre}Monitoring nach Vertrag, Monatspauschale`,
        qty: big ? '1' : String(t.int(1, 3)),
        unit: ['Monat', 'MON'],
        price: pr(t, 39, 95),
        rate: '19',
      },
      {
        name: `${pre}Kontrolle Köderstationen Nager`,
        qty: String(t.int(4, 24)),
        unit: STK,
        price: pr(t, 3, 7),
        rate: '19',
      },
      {
        name: `${pre}Fraßköder nachgefüllt (Wirkstoff Brodifacoum)`,
        qty: (t.int(2, 40) / 10).toFixed(1),
        unit: ['kg', 'KGM'],
        price: pr(t, 18, 32),
        rate: '19',
      },
    );
    if (big || t.rnd() < 0.6)
      out.push({
        name: `${pre}Insektenmonitor Klebefalle getauscht`,
        qty: String(t.int(2, 12)),
        unit: STK,
        price: pr(t, 4, 9),
        rate: '19',
      });
  }
  if (t.rnd() < 0.5)
    out.push({
      name: 'Köderstation Nager, manipulationssicher, neu installiert',
      qty: String(t.int(1, 6)),
      unit: STK,
      price: pr(t, 24, 39),
      rate: '19',
    });
  out.push(
    {
      name: 'Arbeitszeit Schädlingsbekämpfer',
      qty: t.pick(['1', '1.5', '2', '3']),
      unit: STD,
      price: '64.00',
      rate: '19',
    },
    { name: 'Anfahrt', qty: '1', unit: PAUSCH, price: pr(t, 25, 45), rate: '19' },
  );
  return out.map((l, i) => mk(i, l));
}

function optikLines(d: Doc): Ln[] {
  const { t } = d;
  const hear = d.v % 2 === 1;
  const out: Array<Omit<LnDraft, 'price'> & { netE: number }> = hear
    ? [
        {
          name: 'Hörsystem HdO Premium, wiederaufladbar, rechts',
          qty: '1',
          unit: STK,
          netE: t.int(1100, 2400),
          rate: '19',
        },
        {
          name: 'Hörsystem HdO Premium, wiederaufladbar, links',
          qty: '1',
          unit: STK,
          netE: t.int(1100, 2400),
          rate: '19',
        },
        {
          name: 'Otoplastik Ohrpassstück nach Abdruck',
          qty: '2',
          unit: STK,
          netE: t.int(60, 110),
          rate: '19',
        },
        { name: 'Ladestation mit Trockenfunktion', qty: '1', unit: STK, netE: t.int(90, 160), rate: '19' },
      ]
    : [
        {
          name: `Brillenfassung ${t.pick(['Titan', 'Acetat', 'Edelstahl'])}, Modell ${t.pick(['Lino', 'Aria', 'Kato'])}`,
          qty: '1',
          unit: STK,
          netE: t.int(90, 320),
          rate: '19',
        },
        {
          name: 'Brillenglas Gleitsicht Kunststoff 1,6 superentspiegelt',
          qty: '2',
          unit: STK,
          netE: t.int(140, 390),
          rate: '19',
        },
        {
          name: 'Blaulichtfilter-Beschichtung',
          qty: '1',
          unit: ['Paar', 'PR'],
          netE: t.int(30, 70),
          rate: '19',
        },
      ];
  if (t.rnd() < 0.6)
    out.push({
      name: hear ? 'Service- und Garantiepaket 6 Jahre' : 'Sehtest und Refraktion',
      qty: '1',
      unit: PAUSCH,
      netE: t.int(20, 90),
      rate: '19',
    });
  return out.map(({ netE, ...l }, i) => {
    const price = `${netE}.00`;
    return mk(i, { ...l, price, gross: round(dec(price).times('1.19')) });
  });
}

function bestattungLines(d: Doc): Ln[] {
  const { t } = d;
  const G1 = 'Leistungen des Bestattungshauses';
  const G2 = 'Waren';
  const G3 = 'Durchlaufende Posten (ohne USt)';
  const out: LnDraft[] = [
    {
      name: 'Erstversorgung und hygienische Versorgung des Verstorbenen',
      qty: '1',
      unit: PAUSCH,
      price: pr(t, 180, 340),
      rate: '19',
      group: G1,
    },
    {
      name: 'Überführung vom Sterbeort zum Bestattungshaus',
      qty: '1',
      unit: PAUSCH,
      price: pr(t, 190, 390),
      rate: '19',
      group: G1,
    },
    {
      name: 'Zusätzliche Überführungskilometer',
      qty: String(t.int(10, 80)),
      unit: ['km', 'KMT'],
      price: '1.80',
      rate: '19',
      group: G1,
    },
    {
      name: 'Erledigung der Formalitäten bei Behörden und Friedhofsverwaltung',
      qty: '1',
      unit: PAUSCH,
      price: pr(t, 120, 260),
      rate: '19',
      group: G1,
    },
    {
      name: 'Organisation und Begleitung der Trauerfeier',
      qty: '1',
      unit: PAUSCH,
      price: pr(t, 250, 490),
      rate: '19',
      group: G1,
    },
    { name: 'Sargträger', qty: String(t.int(4, 6)), unit: STK, price: pr(t, 45, 70), rate: '19', group: G1 },
    {
      name: `Sarg ${t.pick(['Kiefer massiv', 'Eiche furniert', 'Buche natur'])} mit Innenausstattung`,
      qty: '1',
      unit: STK,
      price: pr(t, 690, 2400),
      rate: '19',
      group: G2,
    },
    {
      name: 'Trauerdrucksachen: Trauerkarten mit Umschlag',
      qty: String(t.int(30, 120)),
      unit: STK,
      price: pr(t, 1, 3),
      rate: '19',
      group: G2,
    },
    {
      name: 'Sargbukett und Kranz (Blumenschmuck)',
      qty: '1',
      unit: STK,
      price: pr(t, 160, 420),
      rate: '7',
      group: G2,
    },
    {
      name: 'Friedhofsgebühren Grabnutzung und Beisetzung',
      qty: '1',
      unit: PAUSCH,
      price: pr(t, 900, 2600),
      rate: '0',
      cat: 'E',
      group: G3,
    },
    {
      name: 'Standesamt: Sterbeurkunden',
      qty: String(t.int(3, 8)),
      unit: STK,
      price: '12.00',
      rate: '0',
      cat: 'E',
      group: G3,
    },
  ];
  if (d.v % 2 === 0)
    out.splice(
      9,
      0,
      {
        name: 'Traueranzeige Tageszeitung (Gestaltung und Schaltung)',
        qty: '1',
        unit: PAUSCH,
        price: pr(t, 280, 690),
        rate: '19',
        group: G2,
      },
      {
        name: 'Kondolenzbuch und Erinnerungsbilder',
        qty: '1',
        unit: STK,
        price: pr(t, 35, 80),
        rate: '19',
        group: G2,
      },
      {
        name: 'Gebühr Krematorium einschließlich zweiter Leichenschau',
        qty: '1',
        unit: PAUSCH,
        price: pr(t, 380, 620),
        rate: '0',
        cat: 'E',
        group: G3,
      },
    );
  return out.map((l, i) => mk(i, l));
}

function coworkLines(d: Doc): Ln[] {
  const { t } = d;
  const month: [string, string] = ['month', 'MON'];
  const out: LnDraft[] = [
    {
      name: 'Fixed Desk / Fester Arbeitsplatz',
      qty: String(t.int(1, 6)),
      unit: month,
      price: pr(t, 240, 390),
      rate: '19',
    },
    {
      name: 'Meeting Room "Elbe" / Besprechungsraum',
      qty: t.pick(['2', '3.5', '4', '6.5', '8']),
      unit: ['hrs', 'HUR'],
      price: pr(t, 25, 45),
      rate: '19',
    },
  ];
  if (t.rnd() < 0.6)
    out.push({
      name: 'Business Address & Mail Handling / Geschäftsadresse',
      qty: '1',
      unit: month,
      price: pr(t, 39, 79),
      rate: '19',
    });
  if (t.rnd() < 0.5)
    out.push({
      name: 'Locker / Schließfach',
      qty: String(t.int(1, 4)),
      unit: month,
      price: '15.00',
      rate: '19',
    });
  if (t.rnd() < 0.5)
    out.push({
      name: 'Printing & Copies / Druck und Kopien (pages)',
      qty: String(t.int(40, 900)),
      unit: ['pcs', 'C62'],
      price: '0.10',
      rate: '19',
    });
  if (!d.credit && t.rnd() < 0.4)
    out.push({
      name: 'Event Space Rental incl. AV equipment / Eventfläche',
      qty: t.pick(['4', '5', '8']),
      unit: ['hrs', 'HUR'],
      price: pr(t, 60, 120),
      rate: '19',
    });
  return out.map((l, i) => mk(i, l));
}

function fahrradLines(d: Doc): Ln[] {
  const { t } = d;
  const frame = () => `Rahmennr.: ${t.pick(['WAW', 'DKH', 'ZBK'])}${t.digits(7)}${t.pick(['A', 'C', 'K'])}`;
  const bike = `E-Bike ${t.pick(['Trekking', 'City', 'SUV'])} ${t.pick(['Pro 625', 'Comfort 500', 'Tour 750 Wh'])}, ${t.pick(['Mittelmotor', 'Diamantrahmen', 'Tiefeinsteiger'])}, Gr. ${t.pick(['M', 'L', 'XL'])}`;
  const P = 'Fahrrad und Zubehör';
  const W = 'Werkstatt';
  const out: LnDraft[] = d.credit
    ? [
        {
          name: 'Rücknahme Fahrradkorb vorne, Klickfix',
          qty: '1',
          unit: STK,
          price: pr(t, 39, 69),
          rate: '19',
          group: P,
        },
        {
          name: 'Rücknahme Faltschloss mit Halter',
          qty: '1',
          unit: STK,
          price: pr(t, 59, 119),
          rate: '19',
          group: P,
        },
      ]
    : [
        {
          name: bike,
          qty: '1',
          unit: STK,
          price: pr(t, 2900, 5400),
          rate: '19',
          group: P,
          sub: [frame(), `Akku-Nr.: ${t.digits(4)}-${t.digits(6)}`],
        },
        { name: 'Faltschloss mit Halter', qty: '1', unit: STK, price: pr(t, 59, 119), rate: '19', group: P },
        {
          name: 'Fahrradhelm Urban, Gr. M',
          qty: '1',
          unit: STK,
          price: pr(t, 49, 129),
          rate: '19',
          group: P,
        },
      ];
  if (!d.credit && d.v % 2 === 1)
    out.push(
      {
        name: 'Bremsbeläge hinten Scheibenbremse',
        qty: '1',
        unit: ['Paar', 'PR'],
        price: pr(t, 18, 34),
        rate: '19',
        group: P,
      },
      { name: 'Kette 11-fach', qty: '1', unit: STK, price: pr(t, 24, 49), rate: '19', group: P },
    );
  if (!d.credit)
    out.push(
      {
        name: 'Übergabeinspektion und Einstellung auf den Nutzer',
        qty: '1',
        unit: PAUSCH,
        price: pr(t, 39, 79),
        rate: '19',
        group: W,
      },
      {
        name: 'Montage Zubehör',
        qty: t.pick(['0.5', '1', '1.5']),
        unit: STD,
        price: '72.00',
        rate: '19',
        group: W,
      },
    );
  return out.map((l, i) => mk(i, l));
}

function notdienstLines(d: Doc): Ln[] {
  const { t } = d;
  const open = pr(t, 89, 149);
  const night = d.v % 2 === 0 ? '50' : '100';
  const out: LnDraft[] = [
    { name: 'Türöffnung zerstörungsfrei', qty: '1', unit: PAUSCH, price: open, rate: '19' },
    {
      name: `Nachtzuschlag ${night} % auf Türöffnung`,
      qty: '1',
      unit: PAUSCH,
      price: round(dec(open).times(night).dividedBy(100)),
      rate: '19',
    },
    {
      name: 'Notdienstzuschlag Wochenende/Feiertag',
      qty: '1',
      unit: PAUSCH,
      price: pr(t, 30, 60),
      rate: '19',
    },
    {
      name: 'Anfahrt',
      qty: String(t.int(6, 38)),
      unit: ['km', 'KMT'],
      price: t.pick(['1.20', '1.50', '0.95']),
      rate: '19',
    },
  ];
  if (t.rnd() < 0.5)
    out.push({
      name: 'Profilzylinder 30/35 mit 3 Schlüsseln, eingebaut',
      qty: '1',
      unit: STK,
      price: pr(t, 39, 89),
      rate: '19',
    });
  return out.map((l, i) => mk(i, l));
}

function musikLines(d: Doc): Ln[] {
  const { t } = d;
  const inst = t.pick(['Klavier', 'Gitarre', 'Violine', 'Querflöte', 'Schlagzeug']);
  const months = d.v === 4 ? 3 : 1;
  const out: LnDraft[] = [];
  const [, m] = d.issue.split('-');
  for (let i = 0; i < months; i++) {
    const mm = ((Number(m) - 1 + i) % 12) + 1;
    const mon = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
      ' ',
    )[mm - 1];
    if (d.credit) break;
    out.push({
      name: `Einzelunterricht ${inst} 45 Min., ${mon}`,
      qty: '1',
      unit: ['Monat', 'MON'],
      price: t.pick(['92.00', '104.00', '118.00']),
      rate: '0',
      cat: 'E',
    });
    if (d.v % 2 === 0)
      out.push({
        name: `Instrumentenmiete ${inst === 'Klavier' ? 'Violine 3/4' : inst}, ${mon}`,
        qty: '1',
        unit: ['Monat', 'MON'],
        price: t.pick(['18.00', '22.00', '25.00']),
        rate: '19',
      });
  }
  if (d.credit)
    out.push({
      name: `Ausgefallene Unterrichtsstunden ${inst} (Lehrkraft erkrankt)`,
      qty: String(t.int(1, 3)),
      unit: ['Std.', 'HUR'],
      price: t.pick(['23.00', '26.00', '29.50']),
      rate: '0',
      cat: 'E',
    });
  else {
    out.push({
      name: 'Ensemble / Orchester, Monatsbeitrag',
      qty: '1',
      unit: ['Monat', 'MON'],
      price: '15.00',
      rate: '0',
      cat: 'E',
    });
    if (d.v === 1)
      out.push({
        name: 'Aufnahmegebühr (einmalig)',
        qty: '1',
        unit: PAUSCH,
        price: '25.00',
        rate: '0',
        cat: 'E',
      });
  }
  return out.map((l, i) => mk(i, l));
}

const LINES: Record<Tpl, (d: Doc) => Ln[]> = {
  pv: pvLines,
  schaedling: schaedlingLines,
  optik: optikLines,
  bestattung: bestattungLines,
  cowork: coworkLines,
  fahrrad: fahrradLines,
  notdienst: notdienstLines,
  musik: musikLines,
};

const SELLERS: Record<Tpl, (t: Tools, v: number) => string> = {
  pv: (t) =>
    `${t.pick(['Sonnendach', 'Helios Energietechnik', 'Dachstrom'])} ${t.pick(['GmbH', 'e.K.', 'GmbH & Co. KG'])}`,
  schaedling: (t) =>
    `${t.pick(['Kammerjäger Nord', 'Schädlingsbekämpfung Weiß', 'PestEx Hygiene'])} ${t.pick(['GmbH', 'e.K.'])}`,
  optik: (t, v) =>
    v % 2
      ? `Hörakustik ${t.pick(['Klangbild', 'Ohrwerk', 'am Markt'])} ${t.pick(['GmbH', 'e.K.'])}`
      : `Augenoptik ${t.pick(['Scharf', 'Brillenhaus Kern', 'Weitblick'])} ${t.pick(['GmbH', 'e.K.'])}`,
  bestattung: (t) =>
    `${t.pick(['Bestattungshaus Lindner', 'Bestattungen Friedrich', 'Pietät Abendfrieden'])} ${t.pick(['e.K.', 'GmbH'])}`,
  cowork: (t) => `${t.pick(['Hafenloft', 'WorkNest', 'Deskhaus'])} Coworking GmbH`,
  fahrrad: (t) =>
    `${t.pick(['Radhaus', 'Zweirad', 'Velowerk'])} ${t.pick(['Becker', 'am Dom', 'Süd'])} ${t.pick(['GmbH', 'e.K.'])}`,
  notdienst: (t) =>
    `${t.pick(['Schlüsseldienst', 'Schlüssel-Notdienst', 'Aufsperrdienst'])} ${t.pick(['Kaya', 'Brandt', 'Rapid'])}`,
  musik: (t) =>
    `${t.pick(['Musikschule Klangwerk', 'Musikschule am Park', 'Tonleiter Musikschule'])} ${t.pick(['GmbH', 'gGmbH', 'e.V.'])}`,
};
const BUYERS: Partial<Record<Tpl, string[]>> = {
  schaedling: [
    'Bäckerei Sommer GmbH',
    'Hotel Lindenhof GmbH',
    'Gasthaus Zur Post e.K.',
    'Frischemarkt Nord GmbH & Co. KG',
  ],
  cowork: ['Pixelfabrik UG (haftungsbeschränkt)', 'Nordlicht Consulting GmbH', 'Kranich Media GmbH'],
  fahrrad: ['Dienstrad Partner GmbH', 'Velo Leasing Service GmbH', 'Radleasing Deutschland GmbH'],
};
const PRIVATE: Record<Tpl, (v: number) => boolean> = {
  pv: () => true,
  schaedling: () => false,
  optik: () => true,
  bestattung: () => true,
  cowork: () => false,
  fahrrad: () => false,
  notdienst: (v) => v % 4 !== 3,
  musik: () => true,
};

function buyerOf(tpl: Tpl, v: number, h: Helpers, t: Tools): [KitParty, string] {
  if (PRIVATE[tpl](v)) return [dachParty('DE', personName(t), t), t.pick(['Herrn', 'Frau'])];
  const names = BUYERS[tpl];
  if (names) {
    const b = dachParty('DE', t.pick(names), t);
    return [b, ''];
  }
  const bp = h.party('DE');
  return [{ ...bp, country: 'DE', vat: h.vatId('DE') }, ''];
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  switch (tpl) {
    case 'pv':
      return `PV-2026-${n(4)}`;
    case 'schaedling':
      return `${t.int(260000, 269999)}`;
    case 'optik':
      return `OP-26-${n(4)}`;
    case 'bestattung':
      return `B 26/${n(3)}`;
    case 'cowork':
      return credit ? `CN-2026-${n(3)}` : `INV-2026-${n(4)}`;
    case 'fahrrad':
      return credit ? `GS-${t.int(2600, 2699)}` : `VR-${t.int(260000, 269999)}`;
    case 'notdienst':
      return `${t.int(1000, 9999)}`;
    default:
      return credit ? `G-2026-${n(3)}` : `MS-${t.int(26000, 26999)}`;
  }
}

const REASON: Partial<Record<Tpl, string>> = {
  bestattung:
    'Durchlaufende Posten, im Namen und für Rechnung des Auftraggebers verauslagt (§ 10 Abs. 1 UStG)',
  musik: 'Unterrichtsleistungen steuerfrei nach § 4 Nr. 21 UStG',
};

function vatRows(d: Doc): Vat[] {
  const groups = new Map<string, Vat>();
  for (const l of d.lines) {
    const key = `${l.cat}${l.rate}`;
    const reason = l.cat === 'E' ? (REASON[d.tpl] ?? '') : '';
    const g = groups.get(key) ?? { rate: l.rate, cat: l.cat, base: '0', tax: '0', reason };
    g.base = round(dec(g.base).plus(l.net));
    groups.set(key, g);
  }
  const out = [...groups.values()].sort((a, b) => Number(b.rate) - Number(a.rate));
  for (const g of out) g.tax = round(dec(g.base).times(g.rate).dividedBy(100));
  return out;
}

function paidOf(d: Doc): string {
  const { t, tpl, v } = d;
  if (d.credit) return '';
  if (tpl === 'notdienst') return d.gross;
  if (tpl === 'pv' && v % 2 === 0)
    return round(
      dec(d.gross)
        .times(t.pick(['0.3', '0.4', '0.5']))
        .toDecimalPlaces(0),
    );
  if (tpl === 'optik')
    return v % 2 ? t.pick(['1425.00', '1540.00', '1630.00']) : t.pick(['0', '42.00', '64.50', '112.00']);
  if (tpl === 'bestattung' && v % 3 === 1) return t.pick(['1000.00', '1500.00', '2000.00']);
  return '';
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND26_TPLS.length);
  const s = dachParty('DE', SELLERS[tpl](t, v), t);
  const [b, salutation] = buyerOf(tpl, v, h, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(10, 60)) } : undefined;
  const d = { tpl, v, s, b, credit, t, issue, salutation } as unknown as Doc;
  d.negative = tpl === 'cowork' && !!credit;
  d.lines = LINES[tpl](d);
  d.charge = '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vat = vatRows(d);
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.cash = tpl === 'notdienst';
  d.paid = paidOf(d);
  if (d.paid === '0') d.paid = '';
  d.number = numberOf(tpl, t, !!credit);
  if (credit) credit.orig = numberOf(tpl, t, false);
  d.po =
    tpl === 'fahrrad'
      ? `LR-${t.int(1000000, 9999999)}`
      : tpl === 'cowork' && v % 3 === 0
        ? `PO-${t.digits(5)}`
        : '';
  d.due = addDays(issue, t.pick([7, 10, 14, 30]));
  d.dueShown =
    !credit &&
    !d.cash &&
    tpl !== 'musik' &&
    (tpl !== 'fahrrad' || v % 3 === 0) &&
    (tpl !== 'optik' || v % 2 === 0);
  d.iban = ibanOf('DE', t);
  d.bic = bicOf('DE', t);
  d.bicShown = tpl !== 'optik' || v % 3 !== 0;
  d.taxNo = ['schaedling', 'bestattung', 'notdienst', 'musik', 'optik'].includes(tpl)
    ? `${t.int(200, 224)}/${t.digits(3)}/${t.digits(5)}`
    : '';
  d.vatShown = !['bestattung', 'musik', 'notdienst'].includes(tpl) && (tpl !== 'optik' || v % 2 === 1);
  d.buyerVat = tpl === 'fahrrad' || (tpl === 'cowork' && v % 2 === 0);
  d.manager = personName(t);
  d.person = personName(t);
  d.custNo = `${t.pick(['', 'K', '10'])}${t.int(1000, 99999)}`;
  d.mandate = `MS${t.digits(6)}-${t.int(1, 3)}`;
  d.creditorId = `DE${t.digits(2)}ZZZ0000${t.digits(7)}`;
  d.phone = `+49 ${t.pick(['221', '40', '89', '711', '351'])} ${t.digits(6)}`;
  d.email = `${t.pick(['info', 'rechnung', 'service'])}@${mailOfWord(s.name)}`;
  return d;
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: 'EUR', po: d.po, sellerVat: d.vatShown });
  const { vatId, ...buyer } = inv.buyer;
  inv.buyer = {
    ...buyer,
    name: d.salutation ? `${d.salutation} ${d.b.name}` : d.b.name,
    ...(vatId ? { vatId } : {}),
  };
  if (d.negative) {
    inv.typeCode = '380';
    inv.precedingInvoices = [];
  }
  if (d.tpl === 'musik' && !d.credit)
    inv.paymentInstructions = {
      typeCode: '59',
      creditTransfers: [],
      directDebit: { mandateReference: d.mandate, creditorId: d.creditorId },
    };
  else if (!d.credit && !d.cash)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(d.bicShown ? { providerId: d.bic } : {}) }],
    };
  const n = (v: string) => (d.negative && !dec(v).isZero() ? dec(v).negated().toFixed(2) : v);
  inv.totals = {
    lineNetTotal: n(d.lineNet),
    taxExclusive: n(d.lineNet),
    vatTotal: n(d.vatT),
    taxInclusive: n(d.gross),
    amountDue: n(round(dec(d.gross).minus(d.paid || '0'))),
    ...(d.paid ? { paidAmount: d.paid } : {}),
  };
  inv.vatBreakdown = d.vat.map((v) => kitVatRow({ ...v, base: n(v.base), tax: n(v.tax) }, v.cat, v.reason));
  inv.lines = d.lines.map((l) =>
    kitLine(
      { ...l, qty: d.negative ? dec(l.qty).negated().toString() : l.qty, net: n(l.net) },
      { category: l.cat },
    ),
  );
  return inv;
}

// ---------------------------------------------------------------------------- shared pieces
const money = (v: string) => groupedMoney(v, '.', ',');
const eur = (v: string) => `${money(v)} €`;
const num = (q: string) => q.replace('.', ',');
const dt = (iso: string) => iso.split('-').reverse().join('.');
const town = (p: KitParty) => `${p.pc} ${p.city}`;
const addr = (p: KitParty) => [p.name, p.street, town(p)];
const oneLine = (p: KitParty) => `${p.name} · ${p.street} · ${town(p)}`;
const due = (d: Doc) => round(dec(d.gross).minus(d.paid || '0'));
const buyerBlock = (d: Doc) => [...(d.salutation ? [d.salutation] : []), ...addr(d.b)];
type Col = LetterCol<Ln>;
const table = (p: Pager, y0: number, cols: Col[], lines: Ln[], o: TableOpts) =>
  letterTable(p, money, y0, cols, lines, o);
const bankRows = (d: Doc, bank: string) =>
  d.credit ? [] : [bank, `IBAN ${spaced(d.iban)}`, ...(d.bicShown ? [`BIC ${d.bic}`] : [])];
const idRows = (d: Doc) => [
  ...(d.vatShown ? [`USt-IdNr. ${d.s.vat}`] : []),
  ...(d.taxNo ? [`Steuernummer ${d.taxNo}`] : []),
];
const vatRowsDe = (d: Doc, pre: string): Array<[string, string]> =>
  d.vat
    .filter((v) => v.cat === 'S')
    .map((v): [string, string] => [`${pre} ${v.rate} % USt auf ${money(v.base)}`, eur(v.tax)]);

// ---------------------------------------------------------------------------- pv
function drawPv(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(46, 50, d.s.name, { size: 16, bold: true });
  p.put(64, 50, 'Photovoltaik · Stromspeicher · Wallboxen', { size: 8 });
  p.block([d.s.street, town(d.s), `Tel. ${d.phone}`, d.email], 545, 46, { size: 8, right: true });
  p.put(116, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 130, { size: 10 });
  p.put(226, 50, `Rechnung Nr. ${d.number} vom ${dt(d.issue)}`, { size: 13, bold: true });
  p.put(
    244,
    50,
    `Bauvorhaben: PV-Anlage ${d.b.street}, ${town(d.b)} · Kunden-Nr. ${d.custNo} · Inbetriebnahme ${dt(addDays(d.issue, -d.t.int(2, 9)))}`,
    { size: 8.5 },
  );
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Menge', x: 112, right: true, cell: (l) => num(l.qty) },
    { head: 'Einheit', x: 118, cell: (l) => l.unit[0] },
    { head: 'Beschreibung', x: 166, cell: (l) => l.name },
    { head: 'Einzelpreis', x: 470, right: true, cell: (l) => money(l.price) },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 270, cols, d.lines, { nameCol: 3, wrap: d.v % 2 ? 42 : 52, size: 8.5 });
  const tot: Array<[string, string]> = [
    ['Summe netto', eur(d.lineNet)],
    ['Umsatzsteuer 0 %', eur('0')],
    ['Rechnungsbetrag', eur(d.gross)],
  ];
  if (d.paid)
    tot.push(
      [`abzgl. Abschlagsrechnung vom ${dt(addDays(d.issue, -40))}`, `-${eur(d.paid)}`],
      ['Restbetrag', eur(due(d))],
    );
  y = letterTotals(p, y + 10, tot, 300);
  y = p.need(y + 12, 50);
  y = paragraph(
    p,
    y,
    50,
    'Nullsteuersatz gemäß § 12 Abs. 3 Nr. 1 UStG: Lieferung und Installation einer Photovoltaikanlage auf oder in der Nähe eines Wohngebäudes.',
    100,
    8.5,
  );
  p.put(y + 4, 50, `Bitte überweisen Sie den Betrag bis zum ${dt(d.due)} auf unten genanntes Konto.`, {
    size: 9,
  });
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, `Geschäftsführung: ${d.manager}`, ...idRows(d)], 50, 780, 7),
    ...footCol(bankRows(d, 'Sparkasse'), 330, 780, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- schaedling
function drawSchaedling(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 730);
  p.put(44, 50, d.s.name, { size: 14, bold: true });
  p.put(60, 50, 'Schädlingsbekämpfung · Hygienemonitoring nach HACCP / IFS', { size: 7.5 });
  p.put(110, 50, `${d.s.name} – ${d.s.street} – ${town(d.s)}`, { size: 6.5 });
  p.block(addr(d.b), 50, 124, { size: 10 });
  p.block([`Tel. ${d.phone}`, d.email], 545, 124, { size: 8, right: true });
  p.put(200, 50, 'Rechnung / Leistungsnachweis', { size: 13, bold: true });
  const heads: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', dt(d.issue)],
    ['Kundennummer', d.custNo],
    ['Fällig am', dt(d.due)],
  ];
  heads.forEach(([a, b], i) => {
    p.put(222, 50 + i * 120, a, { size: 7.5 });
    p.put(234, 50 + i * 120, b, { size: 9.5, bold: true });
  });
  const site = d.t.pick(['Produktion und Lager', 'Küche und Vorratsräume', 'Gesamtes Objekt']);
  p.put(258, 50, `Objekt: ${d.b.street}, ${town(d.b)} – ${site}`, { size: 8.5 });
  const finding = d.t.pick([
    'Befund: Fraßspuren an zwei Köderstationen im Außenbereich, Innenbereich ohne Befall.',
    'Befund: kein aktiver Befall festgestellt, Monitoring unauffällig.',
    'Befund: vereinzelt Schaben (Deutsche Schabe) im Spülbereich, Gelbehandlung durchgeführt.',
  ]);
  const y0 = paragraph(p, 270, 50, finding, 100, 8.5);
  const cols: Col[] = [
    { head: 'Leistung', x: 50, cell: (l) => l.name },
    { head: 'Menge', x: 350, right: true, cell: (l) => num(l.qty) },
    { head: 'Einheit', x: 356, cell: (l) => l.unit[0] },
    { head: 'Preis €', x: 470, right: true, cell: (l) => money(l.price) },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, y0 + 10, cols, d.lines, {
    nameCol: 0,
    wrap: 56,
    size: 8.5,
    top: 80,
    carry: { label: 'Übertrag', x: 545, labelX: 300, rows },
  });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Nettobetrag', eur(d.lineNet)],
      ['zzgl. 19 % USt', eur(d.vatT)],
      ['Rechnungsbetrag', eur(d.gross)],
    ],
    330,
  );
  y = p.need(y + 14, 20);
  p.put(y, 50, 'Die Leistungen wurden gemäß Rahmenvertrag erbracht. Zahlbar ohne Abzug.', { size: 8.5 });
  onEveryPage(rows, p.pages(), (pg, n) => [
    [60, 545, `Seite ${pg} von ${n}`, 7],
    ...footCol([d.s.name, `Inhaber: ${d.manager}`, ...idRows(d)], 50, 776, 7),
    ...footCol(bankRows(d, 'Volksbank'), 320, 776, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- optik
function drawOptik(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  const hear = d.v % 2 === 1;
  p.put(48, 300, d.s.name, { size: 15, bold: true, right: false });
  p.block([d.s.street, town(d.s), `Telefon ${d.phone}`], 300, 68, { size: 8 });
  p.put(120, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 134, { size: 10 });
  p.kv(
    150,
    370,
    545,
    [
      ['Rechnungs-Nr.', d.number],
      ['Datum', dt(d.issue)],
      ['Kunden-Nr.', d.custNo],
    ],
    { size: 9 },
    13,
  );
  p.put(226, 50, 'Rechnung', { size: 14, bold: true });
  p.put(
    244,
    50,
    hear
      ? `Hörsystemversorgung beidseitig nach ärztlicher Verordnung vom ${dt(addDays(d.issue, -40))}`
      : `Brillenversorgung, Refraktion vom ${dt(addDays(d.issue, -12))}`,
    { size: 9 },
  );
  const cols: Col[] = [
    { head: 'Artikel', x: 50, cell: (l) => l.name },
    { head: 'Anzahl', x: 340, right: true, cell: (l) => `${num(l.qty)} ${l.unit[0]}` },
    { head: 'Einzelpreis', x: 440, right: true, cell: (l) => money(l.gross ?? l.price) },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(round(dec(l.gross ?? l.price).times(l.qty))) },
  ];
  p.put(270, 440, 'inkl. MwSt.', { size: 7, right: true });
  let y = table(p, 258, cols, d.lines, { nameCol: 0, wrap: 52, size: 9 });
  const tot: Array<[string, string]> = [
    ['Gesamtbetrag inkl. 19 % MwSt.', eur(d.gross)],
    ['Nettobetrag', eur(d.lineNet)],
    ['enthaltene MwSt. 19 %', eur(d.vatT)],
  ];
  if (d.paid) tot.push(['abzgl. Krankenkasse (Kassenanteil)', `-${eur(d.paid)}`]);
  tot.push([d.paid ? 'Ihr Eigenanteil' : 'Zu zahlen', eur(due(d))]);
  y = letterTotals(p, y + 10, tot, 300);
  y = p.need(y + 14, 30);
  p.put(
    y,
    50,
    d.dueShown
      ? `Bitte überweisen Sie den Betrag bis zum ${dt(d.due)}.`
      : 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.',
    { size: 9 },
  );
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, `Inhaber: ${d.manager}`, ...idRows(d)], 50, 778, 7),
    ...footCol(bankRows(d, 'Kreissparkasse'), 320, 778, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- bestattung
function drawBestattung(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, d.v % 2 === 0 ? 560 : 740);
  p.put(44, 300, d.s.name, { size: 15, bold: true });
  p.block([d.s.street, town(d.s), `Tag und Nacht: ${d.phone}`], 300, 62, { size: 8 });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 132, { size: 10 });
  p.put(206, 50, '_'.repeat(98), { size: 6 });
  const grid: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', dt(d.issue)],
    ['Auftragsnummer', `A-${d.custNo}`],
    ['Zahlbar bis', dt(d.due)],
  ];
  grid.forEach(([a, b], i) => {
    p.put(218, 50 + i * 125, a, { size: 7 });
    p.put(230, 50 + i * 125, b, { size: 9.5 });
  });
  p.put(244, 50, '_'.repeat(98), { size: 6 });
  p.put(262, 50, 'Rechnung', { size: 14, bold: true });
  p.put(280, 50, `Sterbefall: ${d.person}, verstorben am ${dt(addDays(d.issue, -d.t.int(8, 30)))}`, {
    size: 9,
  });
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Bezeichnung', x: 76, cell: (l) => l.name },
    { head: 'Menge', x: 360, right: true, cell: (l) => `${num(l.qty)} ${l.unit[0]}` },
    { head: 'Einzelpreis', x: 430, right: true, cell: (l) => money(l.price) },
    { head: 'USt', x: 462, right: true, cell: (l) => (l.cat === 'E' ? '–' : `${l.rate} %`) },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 304, cols, d.lines, {
    nameCol: 1,
    wrap: 48,
    size: 8.5,
    groups: true,
    top: 80,
    carry: { label: 'Übertrag', x: 545, labelX: 300, rows },
  });
  const exempt = d.vat.find((v) => v.cat === 'E');
  const tot: Array<[string, string]> = [
    ['Summe netto', eur(d.lineNet)],
    ...vatRowsDe(d, 'zzgl.'),
    ...(exempt
      ? [[`durchlaufende Posten ${money(exempt.base)}, ohne USt`, eur('0')] as [string, string]]
      : []),
    ['USt gesamt', eur(d.vatT)],
    ['Gesamtbetrag', eur(d.gross)],
  ];
  if (d.paid) tot.push(['abzgl. Vorauszahlung', `-${eur(d.paid)}`], ['Noch zu zahlen', eur(due(d))]);
  y = letterTotals(p, y + 10, tot, 300);
  y = p.need(y + 14, 50);
  if (exempt) y = paragraph(p, y, 50, `${exempt.reason}: ${money(exempt.base)} €.`, 100, 8.5);
  p.put(y + 4, 50, 'Wir danken für Ihr Vertrauen in schweren Stunden.', { size: 9 });
  onEveryPage(rows, p.pages(), (pg, n) => [
    [800, 545, `Seite ${pg}/${n}`, 7],
    ...footCol([d.s.name, `Inhaber: ${d.manager}`, ...idRows(d)], 50, 772, 7),
    ...footCol(bankRows(d, 'Volksbank'), 320, 772, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- cowork
function drawCowork(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  const sg = (v: string) => (d.negative ? `-${money(v)}` : money(v));
  p.put(46, 50, d.s.name, { size: 15, bold: true });
  p.put(62, 50, 'Flexible Workspace · Meeting Rooms · Events', { size: 8 });
  p.block([d.s.street, town(d.s), d.email], 545, 46, { size: 8, right: true });
  p.put(108, 50, 'Bill to / Rechnungsempfänger:', { size: 7.5, bold: true });
  p.block(addr(d.b), 50, 122, { size: 10 });
  if (d.buyerVat) p.put(162, 50, `VAT ID / USt-IdNr.: ${d.b.vat}`, { size: 8.5 });
  p.put(196, 50, d.credit ? 'CREDIT NOTE / GUTSCHRIFT' : 'INVOICE / RECHNUNG', { size: 14, bold: true });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Credit note no. / Gutschrift-Nr.:' : 'Invoice no. / Rechnungs-Nr.:', d.number],
    ['Date / Datum:', dt(d.issue)],
  ];
  if (d.dueShown) kv.push(['Due date / Fällig am:', dt(d.due)]);
  if (d.po) kv.push(['PO / Bestellnr.:', d.po]);
  if (d.credit) kv.push(['Ref. invoice / zu Rechnung:', `${d.credit.orig} (${dt(d.credit.date)})`]);
  p.kv(108, 320, 460, kv, { size: 8.5 }, 12);
  const cols: Col[] = [
    { head: 'Amount €', x: 96, right: true, cell: (l) => sg(l.net) },
    { head: 'Qty', x: 130, right: true, cell: (l) => (d.negative ? '-' : '') + num(l.qty) },
    { head: 'Unit', x: 138, cell: (l) => l.unit[0] },
    { head: 'Description / Beschreibung', x: 178, cell: (l) => l.name },
    { head: 'Unit price €', x: 545, right: true, cell: (l) => money(l.price) },
  ];
  let y = table(p, 236, cols, d.lines, { nameCol: 3, wrap: 46, size: 8.5 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Net total / Nettosumme', `${sg(d.lineNet)} €`],
      ['VAT / USt 19 %', `${sg(d.vatT)} €`],
      [d.credit ? 'Credit total / Gutschriftsbetrag' : 'Total / Gesamtbetrag', `${sg(d.gross)} €`],
    ],
    300,
  );
  y = p.need(y + 14, 20);
  p.put(
    y,
    50,
    d.credit
      ? 'The amount will be refunded to your account. / Der Betrag wird Ihnen erstattet.'
      : 'Please transfer the total to the account below. / Bitte überweisen Sie den Betrag auf das unten genannte Konto.',
    { size: 8 },
  );
  onEveryPage(rows, p.pages(), () => [
    [784, 50, `${d.s.name} · Managing Director / GF: ${d.manager} · VAT ID / USt-IdNr. ${d.s.vat}`, 7],
    ...(d.credit
      ? []
      : [
          [796, 50, `GLS Bank · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7] as [
            number,
            number,
            string,
            number,
          ],
        ]),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- fahrrad
function drawFahrrad(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(46, 50, d.s.name, { size: 16, bold: true });
  p.put(64, 50, `${d.s.street} · ${town(d.s)} · ${d.phone}`, { size: 8 });
  p.put(112, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 126, { size: 10 });
  p.put(166, 50, `USt-IdNr.: ${d.b.vat}`, { size: 8.5 });
  const kv: Array<[string, string]> = [
    [d.number, d.credit ? 'Gutschrift-Nr.' : 'Rechnungs-Nr.'],
    [dt(d.issue), 'Datum'],
    [d.po, 'Leasing-Bestellnr.'],
  ];
  if (d.credit) kv.push([d.credit.orig, 'zu Rechnung']);
  kv.forEach(([v, a], i) => {
    p.put(126 + i * 13, 450, v, { size: 9, right: true });
    p.put(126 + i * 13, 458, a, { size: 8 });
  });
  p.put(214, 50, d.credit ? 'Gutschrift' : 'Rechnung – Übergabe Dienstrad', { size: 13, bold: true });
  p.put(232, 50, `Nutzer/in: ${d.person} · Übergabe am ${dt(d.issue)}`, { size: 9 });
  const cols: Col[] = [
    { head: 'Pos', x: 50, cell: (l) => l.id },
    { head: 'Artikel / Leistung', x: 72, cell: (l) => l.name },
    { head: 'Menge', x: 370, right: true, cell: (l) => `${num(l.qty)} ${l.unit[0]}` },
    { head: 'Einzelpreis', x: 460, right: true, cell: (l) => money(l.price) },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 256, cols, d.lines, { nameCol: 1, wrap: 50, size: 8.5, groups: true });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Summe netto', eur(d.lineNet)],
      ['USt 19 %', eur(d.vatT)],
      [d.credit ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', eur(d.gross)],
    ],
    330,
  );
  y = p.need(y + 14, 20);
  p.put(
    y,
    50,
    d.credit
      ? 'Der Betrag wird mit der nächsten Rechnung verrechnet.'
      : d.dueShown
        ? `Zahlbar bis ${dt(d.due)} ohne Abzug.`
        : 'Zahlungsziel: 14 Tage ohne Abzug.',
    { size: 9 },
  );
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, `Inhaber/GF: ${d.manager}`, ...idRows(d)], 50, 780, 7),
    ...footCol(bankRows(d, 'Commerzbank'), 320, 780, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- notdienst
function drawNotdienst(d: Doc, rows: Row[]): number {
  const p = pager(rows, 40, 780);
  const R = 300;
  p.put(40, 50, d.s.name.toUpperCase(), { size: 11, bold: true });
  p.block(
    [d.s.street, town(d.s), `24h-Notruf ${d.phone}`, ...(d.taxNo ? [`St.-Nr. ${d.taxNo}`] : [])],
    50,
    56,
    { size: 7.5 },
  );
  p.put(112, 50, `Quittung / Rechnung Nr. ${d.number}`, { size: 10, bold: true });
  p.put(
    126,
    50,
    `Datum: ${dt(d.issue)}   Uhrzeit: ${d.t.int(20, 23)}:${d.t.pick(['05', '20', '40', '55'])} Uhr`,
    { size: 8 },
  );
  p.put(142, 50, 'Kunde:', { size: 7.5 });
  let y = p.block(buyerBlock(d), 50, 152, { size: 8 });
  y += 8;
  p.put(y, 50, '-'.repeat(60), { size: 7 });
  y += 10;
  for (const l of d.lines) {
    p.put(y, 50, l.name, { size: 8 });
    p.put(y, R, money(l.net), { size: 8, right: true });
    y += 10;
    if (l.unit[0] === 'pauschal') continue;
    p.put(y, 60, `${num(l.qty)} ${l.unit[0]} à ${eur(l.price)}`, { size: 7 });
    y += 12;
  }
  p.put(y, 50, '-'.repeat(60), { size: 7 });
  y += 10;
  const tot: Array<[string, string]> = [
    ['Netto', money(d.lineNet)],
    ['MwSt. 19 %', money(d.vatT)],
    ['Gesamt EUR', money(d.gross)],
  ];
  tot.push(['Bar erhalten', money(d.paid)], ['Restbetrag', money(due(d))]);
  for (const [a, b] of tot) {
    p.put(y, 50, a, { size: 8.5, bold: a.startsWith('Gesamt') });
    p.put(y, R, b, { size: 8.5, bold: a.startsWith('Gesamt'), right: true });
    y += 11;
  }
  y += 6;
  p.put(y, 50, 'Bar bezahlt – Betrag dankend erhalten.', { size: 8.5, bold: true });
  p.put(y + 24, 50, '_______________________', { size: 8 });
  p.put(y + 34, 50, 'Unterschrift Monteur', { size: 7 });
  p.put(y + 56, 50, `${d.s.name} · Inh. ${d.manager} · ${d.s.street} · ${town(d.s)}`, { size: 6.5 });
  return p.pages();
}

// ---------------------------------------------------------------------------- musik
function drawMusik(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(50, 50, d.s.name, { size: 15, bold: true });
  p.put(66, 50, 'Instrumental- und Gesangsunterricht für Kinder und Erwachsene', { size: 8 });
  p.block([d.s.street, town(d.s), d.phone, d.email], 545, 48, { size: 8, right: true });
  p.put(124, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 138, { size: 10 });
  p.block(
    [
      `${d.credit ? 'Gutschrift' : 'Rechnung'} Nr.: ${d.number}`,
      `Datum: ${dt(d.issue)}`,
      `Schüler/in: ${d.person.split(' ')[0]} ${d.b.name.split(' ')[1]}`,
      `Vertragsnr.: ${d.custNo}`,
    ],
    360,
    138,
    { size: 9 },
  );
  p.put(226, 50, d.credit ? 'Gutschrift' : 'Rechnung Unterrichtsentgelt', { size: 13, bold: true });
  if (d.credit) p.put(244, 50, `zu Rechnung Nr. ${d.credit.orig} vom ${dt(d.credit.date)}`, { size: 9 });
  const cols: Col[] = [
    { head: 'Leistung', x: 50, cell: (l) => l.name },
    { head: 'Menge', x: 340, right: true, cell: (l) => `${num(l.qty)} ${l.unit[0]}` },
    { head: 'Preis', x: 420, right: true, cell: (l) => money(l.price) },
    { head: 'USt', x: 460, right: true, cell: (l) => (l.cat === 'E' ? 'frei' : `${l.rate} %`) },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 266, cols, d.lines, { nameCol: 0, wrap: 50, size: 9 });
  const tot: Array<[string, string]> = [
    ['Summe netto', eur(d.lineNet)],
    ...d.vat.map((v): [string, string] =>
      v.cat === 'E'
        ? [`steuerfrei nach § 4 Nr. 21 UStG auf ${money(v.base)}`, eur('0')]
        : [`zzgl. ${v.rate} % USt auf ${money(v.base)}`, eur(v.tax)],
    ),
  ];
  tot.push([d.credit ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', eur(d.gross)]);
  y = letterTotals(p, y + 10, tot, 320);
  y = p.need(y + 14, 40);
  y = paragraph(p, y, 50, `${REASON.musik}.`, 100, 8.5);
  p.put(
    y + 4,
    50,
    d.credit
      ? 'Der Betrag wird mit der nächsten Lastschrift verrechnet.'
      : `Der Betrag wird per SEPA-Lastschrift eingezogen. Mandatsreferenz: ${d.mandate}`,
    { size: 8.5 },
  );
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, `Schulleitung: ${d.manager}`, ...idRows(d)], 50, 780, 7),
    ...footCol([`Gläubiger-ID: ${d.creditorId}`], 320, 780, 7),
  ]);
  return p.pages();
}
