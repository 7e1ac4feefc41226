/**
 * `--templates blind18` of extraction-synthetic.ts: held-out layouts of session 16 (issue 19,
 * "unseen layouts"), written before reading the extraction rules: GERMAN-language invoices of trades
 * no earlier set has, looks taken from public descriptions of such documents (no file copied,
 * invented names) —
 * - `kfz`: a car workshop's invoice as workshop software prints it: vehicle grid (amtl. Kennzeichen,
 *   Fahrzeug, FIN, Erstzulassung, Km-Stand, Auftrags-Nr.), groups "Arbeitslohn" (AW à price or
 *   Std.), "Ersatzteile" (part numbers), "Sonstiges" (Altöl-/Altteileentsorgung), "Summe Lohn" /
 *   "Summe Teile" rows, totals as a row of heads over values or as a list; Rechnungskorrektur;
 * - `tank`: a fuel-card collective invoice: "Sammelrechnung" for a period, one row per fuelling
 *   (Datum, Station, Kennzeichen, Produkt, Menge in l with 3 decimals, net price per litre with 3
 *   decimals, net), grouped per licence plate with "Summe Kennzeichen …" rows or sorted by date with
 *   a summary per plate after the table; usually two pages;
 * - `hoai`: an engineering office's HOAI Abschlags-/Schlussrechnung: project and contract lines,
 *   "anrechenbare Kosten", a Leistungsphasen table (LPH, Leistung, Anteil %, Honorar LPH,
 *   Leistungsstand %, Honorar erbracht), "Nebenkosten pauschal 5 %" under the sum (a document
 *   charge) or as a row, the earlier Abschläge listed and deducted, "Zahlbetrag";
 * - `zeitarbeit`: a temp-staffing invoice: Kostenstelle, Einsatzort, Leistungszeitraum (KW), rows
 *   per worker and week (normal hours) with surcharge rows (Nacht 25 %, Sonntag 50 %, Feiertag
 *   100 %, Überstunden 25 %) at their own hourly rate, grouped under the worker or flat;
 * - `getraenke`: a beverage wholesaler's delivery invoice: Tour/Lieferschein, "Art.-Nr. | Artikel
 *   | Menge | Einh. | Preis | MwSt | Betrag" with Kasten/Ktn/Fass/Fl., Pfand rows after the
 *   articles and negative "Leergut" return rows, 7 % and 19 % mixed, a VAT table per rate;
 *   Leergut-Gutschrift;
 * - `druck`: a print shop: each item a bold title with specification lines under it (Format,
 *   Papier, Farbigkeit, Veredelung, Auflage), price per 1.000 or per piece (4 decimals),
 *   Datencheck and Versand as rows of their own; Gutschrift after a complaint;
 * - `itsys`: an IT Systemhaus: "Wartung & Lizenzen" rows with their period under them, support
 *   rows per ticket ("Ticket #4711 – …", hours), hardware rows with a serial-number line;
 *   Gutschrift for cancelled licences;
 * - `event`: a trade-fair / event organiser (company or e.V.): Veranstaltung, Halle/Stand,
 *   Aussteller-Nr., Standmiete per m², Eckstandzuschlag, Strom-/Wasseranschluss,
 *   Ausstellerausweise, Katalogeintrag, the Anzahlung deducted and the Restbetrag due.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes (Rechnungskorrektur, Gutschrift): type 381, positive amounts, the corrected invoice
 *   as preceding invoice, no due date;
 * - line name = the item text (wrapped lines joined by a space); specification lines, periods,
 *   serial numbers, part-number columns, group headings and group sums are no part of it and no
 *   lines; line id = the printed position, else the row number;
 * - units: AW (Arbeitswert) C62, Std./h HUR, l/Liter LTR, Stk/St./Expl. H87, Satz SET, psch/pausch.
 *   LS, Kasten XCR, Ktn XCT, Fass XKG, Fl. XBO, m² MTK, Monat MON, Lizenz C62, kW none → C62;
 * - tank: name = the product, quantity and net price per litre with 3 decimals, net rounded to cents;
 * - hoai: a phase row is quantity 1 (C62) at its earned fee; Nebenkosten under the fee sum are a
 *   document charge (reason "Nebenkosten", percentage 5 or 3), as a table row a line; the earlier
 *   Abschläge (gross) are BT-113;
 * - getraenke: Pfand rows are lines at the article's rate, Leergut returns lines with a negative
 *   quantity and positive price;
 * - druck: "€/1.000" prices → BT-146 as printed with base quantity 1000;
 * - event: the Anzahlung (gross) is BT-113, the Restbetrag BT-115;
 * - BT-13 only where a "Bestell-Nr." / "Ihre Bestellung" is printed; Auftrags-Nr., Kunden-Nr.,
 *   Kostenstelle, Vertrags-Nr. are no fields; BT-32 = the Steuernummer where printed; BT-84/86 the
 *   seller's IBAN and BIC (printed on every document).
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
  type KitVat,
  kitLine,
  kitVatRow,
  letterTruthHead,
  longDate,
  mailDomain,
  pager,
  personName,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';
import { drawTable, type TableCol } from './synthetic-table.ts';

export const BLIND18_TPLS = [
  'kfz',
  'tank',
  'hoai',
  'zeitarbeit',
  'getraenke',
  'druck',
  'itsys',
  'event',
] as const;
type Tpl = (typeof BLIND18_TPLS)[number];
type Pager = ReturnType<typeof pager>;

interface Ln {
  id: string;
  name: string;
  shown: string[];
  /** lines under the row (specifications, periods, serial numbers): no part of the name */
  notes: string[];
  /** the heading the row stands under (Arbeitslohn, a plate, a worker): no part of the name */
  group: string;
  qty: string;
  unit: [string, string];
  /** the printed price (2–4 decimals) */
  price: string;
  /** the quantity the price is for ('' = one unit) */
  base: string;
  rate: string;
  net: string;
  /** cells of the layout's own columns (part number, date, station, plate, percentages …) */
  cell: Record<string, string>;
}
interface Doc extends KitDoc<Tpl, Ln> {
  buyerVat: boolean;
  taxNo: string;
  custNo: string;
  bank: string;
  dueShown: boolean;
  taxExcl: string;
  chargePct: string;
  /** earlier payments printed and deducted: [label, gross amount] */
  prior: Array<[string, string]>;
  /** layout facts printed in the head (vehicle, project, period …) */
  facts: Record<string, string>;
  dateF: (iso: string) => string;
}

export function generateBlind18(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND18_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      kfz: drawKfz,
      tank: drawTank,
      hoai: drawHoai,
      zeitarbeit: drawZeit,
      getraenke: drawGetraenke,
      druck: drawDruck,
      itsys: drawItsys,
      event: drawEvent,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- words and values
const U: Record<string, [string, string]> = {
  AW: ['AW', 'C62'],
  Std: ['Std.', 'HUR'],
  h: ['h', 'HUR'],
  l: ['l', 'LTR'],
  Ltr: ['Ltr.', 'LTR'],
  Stk: ['Stk', 'H87'],
  St: ['St.', 'H87'],
  Expl: ['Expl.', 'H87'],
  Satz: ['Satz', 'SET'],
  psch: ['psch', 'LS'],
  pausch: ['pausch.', 'LS'],
  Kasten: ['Kasten', 'XCR'],
  Ktn: ['Ktn', 'XCT'],
  Fass: ['Fass', 'XKG'],
  Fl: ['Fl.', 'XBO'],
  m2: ['m²', 'MTK'],
  Monat: ['Monat', 'MON'],
  Lizenz: ['Lizenz', 'C62'],
  none: ['', 'C62'],
};
const money = (v: string) => groupedMoney(v, '.', ',');
const num = (v: string, places: number) => {
  const [i = '0', f = ''] = dec(v).toFixed(places).split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${places ? `,${f}` : ''}`;
};
const qtyTxt = (q: string) => num(q, dec(q).isInteger() ? 0 : 2);
const dot = (iso: string) => iso.split('-').reverse().join('.');
const rateTxt = (r: string) => `${r} %`;
const netOf = (qty: string, price: string, base = '') =>
  round(
    dec(qty)
      .times(price)
      .dividedBy(base || '1'),
  );

function ln(t: Partial<Ln> & Pick<Ln, 'name' | 'qty' | 'unit' | 'price' | 'rate'>): Ln {
  return {
    id: '',
    shown: [t.name],
    notes: [],
    group: '',
    base: '',
    cell: {},
    net: netOf(t.qty, t.price, t.base),
    ...t,
    qty: dec(t.qty).toString(),
  };
}
const price2 = (t: Tools, lo: number, hi: number) =>
  `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '95', '40'])}`;

// ---------------------------------------------------------------------------- the lines per trade
const KFZ_LABOUR = [
  'Inspektion nach Herstellervorgabe inkl. Serviceplan',
  'Bremsbeläge vorne erneuern',
  'Bremsscheiben und Beläge hinten erneuern',
  'Fehlerspeicher auslesen und löschen',
  'Klimaanlage warten, Kältemittel befüllen',
  'Zahnriemen mit Wasserpumpe erneuern',
  'Räder umstecken, auswuchten und Reifendruck prüfen',
  'Vorbereitung und Vorführung Hauptuntersuchung',
];
/** [name, unit, price range] */
const KFZ_PARTS: Array<[string, string, [number, number]]> = [
  ['Ölfilter', 'Stk', [9, 24]],
  ['Motoröl 5W-30 Longlife', 'l', [14, 22]],
  ['Bremsbelagsatz vorne', 'Satz', [48, 130]],
  ['Bremsscheibe belüftet', 'Stk', [39, 110]],
  ['Innenraumfilter mit Aktivkohle', 'Stk', [18, 42]],
  ['Luftfilterelement', 'Stk', [14, 36]],
  ['Zündkerze', 'Stk', [8, 19]],
  ['Wischerblatt-Satz vorne', 'Satz', [24, 49]],
  ['Zahnriemensatz mit Wasserpumpe', 'Satz', [160, 340]],
];
function kfzLines(d: Pick<Doc, 'v' | 't'>): Ln[] {
  const { t } = d;
  const aw = d.v % 3 !== 1;
  const labour = Array.from({ length: t.int(1, 4) }, () => t.pick(KFZ_LABOUR));
  const out: Ln[] = [...new Set(labour)].map((name) =>
    aw
      ? ln({
          name,
          qty: String(t.int(2, 36)),
          unit: U.AW as [string, string],
          price: `${t.int(8, 12)}.${t.pick(['40', '80', '90', '50'])}`,
          rate: '19',
          group: 'Arbeitslohn',
          cell: { art: `${t.digits(2)} ${t.digits(2)} ${t.digits(3)}` },
        })
      : ln({
          name,
          qty: t.pick(['0.5', '1', '1.2', '1.5', '2.3', '3']),
          unit: U.Std as [string, string],
          price: price2(t, 89, 138),
          rate: '19',
          group: 'Arbeitslohn',
          cell: { art: `L${t.digits(4)}` },
        }),
  );
  const parts = [...new Set(Array.from({ length: t.int(1, 6) }, () => t.pick(KFZ_PARTS)))];
  for (const [name, u, [lo, hi]] of parts) {
    const qty = u === 'l' ? t.pick(['4.5', '5', '5.2', '6.0']) : String(t.pick([1, 1, 2, 4]));
    const cell = {
      art: `${t.digits(3)} ${t.digits(3)} ${t.digits(3)} ${t.pick(['A', 'B', 'C', ''])}`.trim(),
    };
    out.push(
      ln({
        name,
        qty,
        unit: U[u] as [string, string],
        price: price2(t, lo, hi),
        rate: '19',
        group: 'Ersatzteile',
        cell,
      }),
    );
  }
  if (t.rnd() < 0.8) {
    const name = t.pick([
      'Altöl-Entsorgung',
      'Entsorgung Altteile / Umweltpauschale',
      'Altreifen-Entsorgung',
    ]);
    out.push(
      ln({
        name,
        qty: '1',
        unit: U.psch as [string, string],
        price: price2(t, 3, 14),
        rate: '19',
        group: 'Sonstiges',
        cell: { art: 'ENTS' },
      }),
    );
  }
  return out;
}

const STATIONS = [
  'Köln-Ehrenfeld, Venloer Str.',
  'BAB A3 Rasthof Siegburg West',
  'Bonn, Königswinterer Str.',
  'Leverkusen, Europaring',
  'Frechen, Dürener Str.',
  'BAB A4 Autohof Kerpen',
  'Düsseldorf-Holthausen',
];
const FUELS: Array<[string, string, [number, number], [number, number]]> = [
  ['Diesel', 'l', [1489, 1689], [28, 92]],
  ['Diesel', 'l', [1489, 1689], [30, 80]],
  ['Super E10', 'l', [1529, 1749], [25, 55]],
  ['AdBlue', 'l', [590, 890], [5, 20]],
  ['Fahrzeugwäsche Premium', 'Stk', [9500, 16800], [1, 1]],
];
function plate(t: Tools): string {
  return `${t.pick(['K', 'BN', 'SU', 'GL', 'LEV'])}-${t.pick(['AB', 'TX', 'LM', 'R', 'FZ'])} ${t.int(10, 9999)}${t.pick(['', '', 'E'])}`;
}
function tankLines(d: Pick<Doc, 'v' | 't' | 'issue'>): Ln[] {
  const { t } = d;
  const plates = [...new Set(Array.from({ length: t.int(2, 4) }, () => plate(t)))];
  const n = d.v % 4 === 3 ? t.int(6, 12) : t.int(14, 34);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const [name, u, [plo, phi], [qlo, qhi]] = t.pick(FUELS);
    const qty = u === 'l' ? `${t.int(qlo, qhi)}.${t.digits(3)}` : '1';
    const price = u === 'l' ? (t.int(plo, phi) / 1000).toFixed(3) : (t.int(plo, phi) / 1000).toFixed(3);
    const day = addDays(d.issue, -t.int(2, 30));
    const pl = t.pick(plates);
    const cell = { date: dot(day), iso: day, station: t.pick(STATIONS), plate: pl, card: `${t.digits(4)}` };
    out.push(
      ln({
        name,
        qty: dec(qty).toString(),
        unit: U[u === 'l' ? (d.v % 2 ? 'Ltr' : 'l') : 'Stk'] as [string, string],
        price,
        rate: '19',
        group: pl,
        cell,
      }),
    );
  }
  // grouped per plate (then by date) or by date only
  out.sort((a, b) =>
    d.v % 2 === 0
      ? a.group.localeCompare(b.group) || (a.cell.iso ?? '').localeCompare(b.cell.iso ?? '')
      : (a.cell.iso ?? '').localeCompare(b.cell.iso ?? ''),
  );
  if (d.v % 2 === 1) for (const l of out) l.group = '';
  return out;
}

const LPH: Array<[string, number]> = [
  ['Grundlagenermittlung', 2],
  ['Vorplanung', 7],
  ['Entwurfsplanung', 15],
  ['Genehmigungsplanung', 3],
  ['Ausführungsplanung', 25],
  ['Vorbereitung der Vergabe', 10],
  ['Mitwirkung bei der Vergabe', 4],
  ['Objektüberwachung – Bauüberwachung und Dokumentation', 32],
  ['Objektbetreuung', 2],
];
function hoaiLines(d: Pick<Doc, 'v' | 't'>, fee: string, final: boolean): Ln[] {
  const { t } = d;
  const upto = final ? t.int(4, 9) : t.int(2, 8);
  return LPH.slice(0, upto).map(([name, pct], i) => {
    const full = round(dec(fee).times(pct).dividedBy(100));
    const done = final || i < upto - 2 ? '100' : String(t.pick([20, 25, 40, 50, 60, 75, 80, 90]));
    const net = round(dec(full).times(done).dividedBy(100));
    return ln({
      id: String(i + 1),
      name,
      qty: '1',
      unit: U.none as [string, string],
      price: net,
      rate: '19',
      cell: { pct: String(pct), full, done },
    });
  });
}

const WORKERS = [
  'Köhler, Jan',
  'Wagner, Petra',
  'Berger, Lukas',
  'Hofmann, Anja',
  'Krüger, Stefan',
  'Lange, Miriam',
  'Brandt, Thomas',
];
const JOBS = [
  'Lagerhelfer',
  'Staplerfahrer',
  'Produktionshelfer',
  'Kommissionierer',
  'Elektriker',
  'Schweißer',
];
const SURCHARGES: Array<[string, number]> = [
  ['Nachtzuschlag 25 %', 25],
  ['Sonntagszuschlag 50 %', 50],
  ['Feiertagszuschlag 100 %', 100],
  ['Überstundenzuschlag 25 %', 25],
];
function zeitLines(d: Pick<Doc, 'v' | 't'>, kw: number): Ln[] {
  const { t } = d;
  const out: Ln[] = [];
  const workers = [...new Set(Array.from({ length: t.int(1, 4) }, () => t.pick(WORKERS)))];
  const weeks = d.v % 3 === 0 ? [kw, kw + 1] : [kw];
  const flat = d.v % 2 === 1;
  for (const w of workers) {
    const job = t.pick(JOBS);
    const rate = `${t.int(24, 41)}.${t.pick(['10', '50', '80', '95'])}`;
    const group = `${w} · ${job} · Pers.-Nr. ${t.int(10000, 19999)}`;
    const unit = U[d.v % 4 === 2 ? 'h' : 'Std'] as [string, string];
    for (const week of weeks) {
      const base = flat ? `${w}, KW ${week}, Normalstunden` : `Normalstunden KW ${week}`;
      out.push(
        ln({
          name: base,
          qty: `${t.int(16, 40)}.${t.pick(['00', '50', '25', '75'])}`,
          unit,
          price: rate,
          rate: '19',
          group,
          cell: { kw: String(week) },
        }),
      );
      for (const [s, pct] of SURCHARGES) {
        if (t.rnd() > 0.35) continue;
        const sp = round(dec(rate).times(pct).dividedBy(100));
        const name = flat ? `${w}, KW ${week}, ${s}` : `${s} KW ${week}`;
        out.push(
          ln({
            name,
            qty: `${t.int(2, 12)}.${t.pick(['00', '50'])}`,
            unit,
            price: sp,
            rate: '19',
            group,
            cell: { kw: String(week) },
          }),
        );
      }
    }
  }
  for (const l of out) l.qty = dec(l.qty).toString();
  if (flat) for (const l of out) l.group = '';
  return out;
}

/** [name, unit, price range, rate, Pfand per unit or ''] */
const DRINKS: Array<[string, string, [number, number], string, string]> = [
  ['Pils 20 x 0,5 l Glas', 'Kasten', [13, 19], '19', '3.10'],
  ['Helles 24 x 0,33 l Glas', 'Kasten', [14, 21], '19', '3.42'],
  ['Mineralwasser medium 12 x 0,7 l Glas', 'Kasten', [5, 9], '19', '3.30'],
  ['Apfelschorle 12 x 1,0 l PET', 'Kasten', [7, 11], '19', '3.30'],
  ['Cola 24 x 0,2 l Glas', 'Kasten', [12, 18], '19', '3.42'],
  ['Pils Fass 30 l', 'Fass', [69, 109], '19', '30.00'],
  ['Orangensaft 100 % 6 x 1,0 l', 'Ktn', [8, 14], '19', ''],
  ['Frischmilch 3,5 % 12 x 1,0 l', 'Ktn', [11, 16], '7', ''],
  ['Kaffee Crema ganze Bohne 1 kg', 'Stk', [12, 21], '7', ''],
  ['Kartoffelchips Paprika 10 x 175 g', 'Ktn', [13, 19], '7', ''],
  ['Hausmarke Rotwein trocken 0,75 l', 'Fl', [3, 7], '19', ''],
  ['Bio-Hafergetränk 10 x 1,0 l', 'Ktn', [14, 22], '7', ''],
];
function drinkLines(d: Pick<Doc, 'v' | 't'>, credit: boolean): Ln[] {
  const { t } = d;
  const picks = [...new Set(Array.from({ length: t.int(3, 9) }, () => t.pick(DRINKS)))];
  const out: Ln[] = [];
  const pfand: Ln[] = [];
  const returns: Ln[] = [];
  for (const [name, u, [lo, hi], rate, dep] of picks) {
    const qty = String(u === 'Fass' ? t.int(1, 4) : t.int(1, 30));
    const art = `${t.int(1000, 9999)}`;
    if (!credit)
      out.push(
        ln({ name, qty, unit: U[u] as [string, string], price: price2(t, lo, hi), rate, cell: { art } }),
      );
    if (!dep) continue;
    const pname = `Pfand ${u === 'Fass' ? 'Fass 30 l' : `Kasten ${name.split(' ').slice(-5).join(' ')}`}`;
    if (!credit)
      pfand.push(
        ln({ name: pname, qty, unit: U[u] as [string, string], price: dep, rate, cell: { art: `P${art}` } }),
      );
    if (credit || t.rnd() < 0.5) {
      const back = String(credit ? t.int(2, 30) : -t.int(1, Number(qty) + 3));
      returns.push(
        ln({
          name: `Leergut ${pname.slice(6)}`,
          qty: back,
          unit: U[u] as [string, string],
          price: dep,
          rate,
          cell: { art: `L${art}` },
        }),
      );
    }
  }
  const all = [...out, ...pfand, ...returns];
  all.forEach((l, i) => {
    l.id = String(i + 1);
  });
  return all;
}

/** [title, spec lines, unit, price per 1.000 range or per piece range, per-1000] */
const PRINTS: Array<[string, string[], [number, number]]> = [
  [
    'Flyer DIN lang, 6-seitig, Wickelfalz',
    [
      'Format: 99 × 210 mm (offen 297 × 210 mm)',
      'Papier: 135 g/m² Bilderdruck matt',
      'Farbigkeit: 4/4-farbig Euroskala',
    ],
    [38, 95],
  ],
  [
    'Visitenkarten 85 × 55 mm',
    [
      'Papier: 350 g/m² Bilderdruck matt',
      'Farbigkeit: 4/4-farbig',
      'Veredelung: Soft-Touch-Folie beidseitig',
    ],
    [24, 62],
  ],
  [
    'Broschüre A4, 24 Seiten, Rückendrahtheftung',
    [
      'Umschlag: 250 g/m² Bilderdruck glänzend',
      'Inhalt: 115 g/m² Bilderdruck glänzend',
      'Farbigkeit: 4/4-farbig',
      'Veredelung: Dispersionslack glänzend',
    ],
    [690, 1490],
  ],
  ['Plakat DIN A1', ['Papier: 135 g/m² Bilderdruck matt', 'Farbigkeit: 4/0-farbig'], [210, 480]],
  [
    'Briefbogen DIN A4',
    ['Papier: 90 g/m² Offset weiß, FSC-zertifiziert', 'Farbigkeit: 4/0-farbig'],
    [29, 69],
  ],
  [
    'Roll-up-Banner 85 × 200 cm inkl. Kassette und Tasche',
    ['Material: PET-Folie 220 µm, B1', 'Farbigkeit: 4/0-farbig'],
    [0, 0],
  ],
];
function druckLines(d: Pick<Doc, 'v' | 't'>): Ln[] {
  const { t } = d;
  const per1000 = d.v % 2 === 0;
  const picks = [...new Set(Array.from({ length: t.int(1, 4) }, () => t.pick(PRINTS)))];
  const out: Ln[] = picks.map(([name, spec, [lo, hi]]) => {
    if (!hi) {
      const qty = String(t.int(1, 6));
      return ln({
        name,
        qty,
        unit: U.Stk as [string, string],
        price: price2(t, 79, 189),
        rate: '19',
        notes: spec,
      });
    }
    const qty = String(t.pick([250, 500, 1000, 2500, 5000, 10000]));
    const p1000 = price2(t, lo, hi);
    const notes = [...spec, `Auflage: ${num(qty, 0)} Stück`];
    if (per1000)
      return ln({
        name,
        qty,
        unit: U[d.v % 4 === 0 ? 'Stk' : 'Expl'] as [string, string],
        price: p1000,
        base: '1000',
        rate: '19',
        notes,
      });
    const pp = dec(p1000).dividedBy(1000).toDecimalPlaces(4).toFixed(4);
    return ln({ name, qty, unit: U.Stk as [string, string], price: pp, rate: '19', notes });
  });
  if (t.rnd() < 0.7)
    out.push(
      ln({
        name: t.pick(['Datencheck Standard', 'Datencheck Profi mit PDF-Proof']),
        qty: '1',
        unit: U.none as [string, string],
        price: price2(t, 5, 19),
        rate: '19',
      }),
    );
  if (t.rnd() < 0.8)
    out.push(
      ln({
        name: `Versand ${t.pick(['DHL, 2 Pakete', 'Spedition, 1 Palette', 'UPS Standard'])}`,
        qty: '1',
        unit: U.pausch as [string, string],
        price: price2(t, 6, 89),
        rate: '19',
      }),
    );
  return out;
}

function period(t: Tools, issue: string, months: number): string {
  const y = Number(issue.slice(0, 4));
  const m = Number(issue.slice(5, 7));
  const start = `${y}-${String(m).padStart(2, '0')}-01`;
  const endM = new Date(Date.UTC(y, m - 1 + months, 0)).toISOString().slice(0, 10);
  return t.rnd() < 0.5
    ? `Zeitraum ${dot(start)} – ${dot(endM)}`
    : `Leistungszeitraum: ${dot(start)} bis ${dot(endM)}`;
}
const TICKETS = [
  'Drucker 2. OG verbindet sich nicht mit dem Netzwerk',
  'VPN-Zugang für neuen Mitarbeiter eingerichtet',
  'Outlook-Postfach umgezogen, Archiv eingebunden',
  'Firewall-Regel für Warenwirtschaft angepasst',
  'Backup-Fehler NAS analysiert und behoben',
  'Arbeitsplatz Empfang neu eingerichtet',
];
function itsysLines(d: Pick<Doc, 'v' | 't' | 'issue'>, credit: boolean): Ln[] {
  const { t } = d;
  const months = t.pick([1, 3, 3, 12]);
  const out: Ln[] = [];
  const lic = [
    ['Microsoft 365 Business Standard', 'Lizenz', [11, 14]],
    ['Endpoint Protection Business', 'Lizenz', [3, 6]],
    ['Managed Backup 500 GB', 'Monat', [39, 89]],
    ['Wartungsvertrag Server und Netzwerk', 'Monat', [149, 490]],
    ['Managed Firewall inkl. Updates', 'Monat', [29, 79]],
  ] as const;
  for (const [name, u, [lo, hi]] of [...new Set(Array.from({ length: t.int(1, 4) }, () => t.pick(lic)))]) {
    const qty = u === 'Lizenz' ? String(t.int(3, 40)) : String(months);
    const price = u === 'Lizenz' ? round(dec(price2(t, lo, hi)).times(months)) : price2(t, lo, hi);
    out.push(
      ln({
        name,
        qty,
        unit: U[u] as [string, string],
        price,
        rate: '19',
        group: 'Wartung & Lizenzen',
        notes: [period(t, d.issue, months)],
      }),
    );
  }
  if (!credit)
    for (let i = t.int(0, 4); i > 0; i--) {
      const name = `Ticket #${t.int(4000, 9999)} – ${t.pick(TICKETS)}`;
      const qty = t.pick(['0.25', '0.5', '0.75', '1', '1.5', '2.25']);
      out.push(
        ln({
          name,
          qty: dec(qty).toString(),
          unit: U.Std as [string, string],
          price: price2(t, 85, 135),
          rate: '19',
          group: 'Support & Dienstleistungen',
        }),
      );
    }
  if (!credit && t.rnd() < 0.5) {
    const qty = t.int(1, 3);
    const name = t.pick([
      'Business-Notebook 14" i7, 32 GB RAM, 1 TB SSD',
      'Dockingstation USB-C 100 W',
      'Monitor 27" QHD höhenverstellbar',
    ]);
    const sn = Array.from({ length: qty }, () => `${t.pick(['5CD', 'PF3', 'CN0'])}${t.digits(7)}`);
    out.push(
      ln({
        name,
        qty: String(qty),
        unit: U.Stk as [string, string],
        price: price2(t, 149, 1390),
        rate: '19',
        group: 'Hardware',
        notes: [`S/N: ${sn.join(', ')}`],
      }),
    );
  }
  return out;
}

function eventLines(d: Pick<Doc, 'v' | 't'>): Ln[] {
  const { t } = d;
  const m2 = String(t.pick([9, 12, 16, 20, 24, 30, 48]));
  const out: Ln[] = [
    ln({
      name: `Standmiete ${t.pick(['Reihenstand', 'Eckstand', 'Kopfstand'])}`,
      qty: m2,
      unit: U.m2 as [string, string],
      price: price2(t, 89, 189),
      rate: '19',
    }),
  ];
  if (t.rnd() < 0.4)
    out.push(
      ln({
        name: 'Eckstandzuschlag 10 %',
        qty: m2,
        unit: U.m2 as [string, string],
        price: '12.50',
        rate: '19',
      }),
    );
  if (t.rnd() < 0.8)
    out.push(
      ln({
        name: `Stromanschluss bis ${t.pick(['3', '6', '10'])} kW inkl. Verbrauch`,
        qty: '1',
        unit: U.psch as [string, string],
        price: price2(t, 95, 260),
        rate: '19',
      }),
    );
  if (t.rnd() < 0.4)
    out.push(
      ln({
        name: 'Wasseranschluss mit Abwasser',
        qty: '1',
        unit: U.psch as [string, string],
        price: price2(t, 180, 320),
        rate: '19',
      }),
    );
  if (t.rnd() < 0.7)
    out.push(
      ln({
        name: 'Zusätzliche Ausstellerausweise',
        qty: String(t.int(2, 8)),
        unit: U.St as [string, string],
        price: price2(t, 15, 35),
        rate: '19',
      }),
    );
  out.push(
    ln({
      name: t.pick(['Katalogeintrag (Grundeintrag)', 'Medienpaket: Katalog- und Online-Eintrag']),
      qty: '1',
      unit: U.psch as [string, string],
      price: price2(t, 120, 390),
      rate: '19',
    }),
  );
  if (t.rnd() < 0.5)
    out.push(
      ln({ name: 'Marketing-Umlage', qty: m2, unit: U.m2 as [string, string], price: '1.20', rate: '19' }),
    );
  return out;
}

// ---------------------------------------------------------------------------- the model
const SELLERS: Record<Tpl, string[]> = {
  kfz: ['Kfz-Meisterbetrieb Köhler GmbH', 'Autoservice Lindenweg e.K.', 'Autohaus Berger & Söhne GmbH'],
  tank: ['Rheintank Flottenservice GmbH', 'Carda Mobility Card GmbH', 'Tankpunkt Fleetcard GmbH & Co. KG'],
  hoai: [
    'Ingenieurbüro Zimmermann Tragwerksplanung',
    'Lange + Partner Architekten mbB',
    'Planungsgruppe Hofmann Ingenieure GmbH',
  ],
  zeitarbeit: ['Flexpersonal West GmbH', 'Brandt Personaldienste GmbH', 'TeamWerk Zeitarbeit GmbH & Co. KG'],
  getraenke: [
    'Getränke Schulte Großhandel GmbH',
    'Getränkevertrieb Krüger e.K.',
    'Rheinischer Getränkedienst GmbH',
  ],
  druck: ['Druckerei Wagner GmbH', 'Offsetdruck Lindgrün e.K.', 'Druckhaus am Ring GmbH & Co. KG'],
  itsys: ['Weber IT-Systemhaus GmbH', 'Netzwerk & Service Köhler GmbH', 'Byteburg IT-Lösungen GmbH'],
  event: [
    'Messe- und Eventservice Neustadt GmbH',
    'Gewerbeverein Lindental e.V.',
    'Fachmesse Hanse Veranstaltungs GmbH',
  ],
};
const BUYERS: Record<Tpl, string[]> = {
  kfz: ['Sabine Hofmann', 'Thomas Berger', 'Pflegedienst Sonnenschein GmbH', 'Hausmeisterservice Lange GmbH'],
  tank: ['Kurierdienst Blitz GmbH', 'Bau Zimmermann GmbH & Co. KG', 'Elektro Schulte GmbH'],
  hoai: [
    'Stadt Neustadt – Hochbauamt',
    'Wohnungsbaugesellschaft Lindenhof mbH',
    'Berger Grundbesitz GmbH & Co. KG',
  ],
  zeitarbeit: [
    'Logistikzentrum West GmbH & Co. KG',
    'Weber Maschinenbau GmbH',
    'Kunststofftechnik Krüger GmbH',
  ],
  getraenke: [
    'Gasthaus Zur Linde',
    'Vereinsheim TuS Lindental e.V.',
    'Kantine Weber Maschinenbau GmbH',
    'Kiosk am Markt Inh. Petra Lange',
  ],
  druck: ['Stadtmarketing Neustadt GmbH', 'Zahnarztpraxis Dr. Brandt', 'Hofmann Immobilien GmbH'],
  itsys: [
    'Steuerkanzlei Krüger & Partner mbB',
    'Praxisgemeinschaft Dr. Lange & Kollegen',
    'Zimmermann Logistik GmbH',
  ],
  event: ['Schreinerei Hofmann GmbH', 'Solartechnik Brandt GmbH', 'Bäckerei Schulte e.K.'],
};
const BANKS = ['Sparkasse KölnBonn', 'Volksbank Köln Bonn eG', 'Commerzbank AG', 'Kreissparkasse Neustadt'];

function numberOf(tpl: Tpl, t: Tools, credit: boolean, v: number): string {
  if (tpl === 'kfz') return `${credit ? 'RK' : ''}${t.int(200000, 299999)}`;
  if (tpl === 'tank') return `SR-2027-${t.digits(7)}`;
  if (tpl === 'hoai') return `${v % 2 ? 'AR ' : ''}2027/${t.digits(3)}`;
  if (tpl === 'zeitarbeit') return `ZA${t.digits(8)}`;
  if (tpl === 'getraenke') return `${credit ? 'G' : ''}${t.int(700000, 799999)}`;
  if (tpl === 'druck') return `${credit ? 'GS' : 'RE'}-27-${t.digits(5)}`;
  if (tpl === 'itsys') return `${credit ? 'GU' : 'RE'}${t.digits(4)}/2027`;
  return `M27-${t.digits(4)}`;
}

function vatGroups(items: ReadonlyArray<{ rate: string; net: string }>): KitVat[] {
  const m = new Map<string, string>();
  for (const l of items) m.set(l.rate, round(dec(m.get(l.rate) ?? '0').plus(l.net)));
  return [...m.entries()]
    .map(([rate, base]) => ({ rate, base, tax: round(dec(base).times(rate).dividedBy(100)) }))
    .sort((a, b) => Number(b.rate) - Number(a.rate));
}

const CREDIT_AT: Partial<Record<Tpl, number>> = { kfz: 5, getraenke: 3, druck: 6, itsys: 2 };

function linesOf(
  tpl: Tpl,
  d: Pick<Doc, 'v' | 't' | 'issue'>,
  credit: boolean,
  facts: Record<string, string>,
): Ln[] {
  const { t } = d;
  if (tpl === 'kfz') return kfzLines(d);
  if (tpl === 'tank') return tankLines(d);
  if (tpl === 'hoai') {
    const costs = `${t.int(400, 6800)}${t.digits(3)}.00`;
    const fee = round(dec(costs).times(t.int(8, 14)).dividedBy(100));
    Object.assign(facts, {
      costs,
      fee,
      zone: t.pick(['II', 'III', 'III', 'IV']),
      kind: d.v % 4 === 3 ? 'Schluss' : 'Abschlag',
    });
    return hoaiLines(d, fee, d.v % 4 === 3);
  }
  if (tpl === 'zeitarbeit') {
    const kw = t.int(2, 48);
    facts.kw = String(kw);
    return zeitLines(d, kw);
  }
  if (tpl === 'getraenke') return drinkLines(d, credit);
  if (tpl === 'druck') return druckLines(d);
  if (tpl === 'itsys') return itsysLines(d, credit);
  return eventLines(d);
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND18_TPLS.length);
  const s = dachParty('DE', t.pick(SELLERS[tpl]), t);
  const b = dachParty('DE', t.pick(BUYERS[tpl]), t);
  if (b.street === s.street) b.street = `${b.street.split(' ')[0]} ${t.int(141, 180)}`;
  const issue = `2027-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const credit =
    CREDIT_AT[tpl] === v % 8
      ? { orig: numberOf(tpl, t, false, v), date: addDays(issue, -t.int(5, 40)) }
      : undefined;
  const facts: Record<string, string> = {};
  const lines = linesOf(tpl, { v, t, issue }, !!credit, facts);
  lines.forEach((l, i) => {
    if (!l.id) l.id = String(i + 1);
  });
  const lineNet = round(lines.reduce((a, l) => a.plus(l.net), dec(0)));
  const chargePct = tpl === 'hoai' && v % 3 !== 2 ? t.pick(['5', '5', '3']) : '';
  if (tpl === 'hoai' && v % 3 === 2) {
    const pct = t.pick(['5', '3']);
    const nk = ln({
      id: String(lines.length + 1),
      name: `Nebenkosten pauschal ${pct} %`,
      qty: '1',
      unit: U.none as [string, string],
      price: round(dec(lineNet).times(pct).dividedBy(100)),
      rate: '19',
    });
    lines.push(nk);
  }
  const net2 = round(lines.reduce((a, l) => a.plus(l.net), dec(0)));
  const charge = chargePct ? round(dec(net2).times(chargePct).dividedBy(100)) : '';
  const vat = vatGroups([...lines, ...(charge ? [{ rate: '19', net: charge }] : [])]);
  const taxExcl = round(dec(net2).plus(charge || '0'));
  const vatT = round(vat.reduce((a, g) => a.plus(g.tax), dec(0)));
  const gross = round(dec(taxExcl).plus(vatT));
  const prior = priorPayments(tpl, v, t, gross, issue);
  const paid = round(prior.reduce((a, [, x]) => a.plus(x), dec(0)));
  const dueShown = !credit && (tpl !== 'getraenke' || v % 2 === 0);
  return {
    tpl,
    v,
    s,
    b,
    credit,
    lines,
    vat,
    lineNet: net2,
    charge,
    chargePct,
    taxExcl,
    vatT,
    gross,
    paid,
    prior,
    facts,
    buyerVat: (tpl === 'zeitarbeit' || tpl === 'tank' || tpl === 'itsys') && v % 2 === 0,
    taxNo:
      tpl === 'hoai' || tpl === 'kfz' || (tpl === 'event' && v % 2 === 1)
        ? `${t.int(200, 399)}/${t.digits(3)}/${t.digits(5)}`
        : '',
    number: numberOf(tpl, t, !!credit, v),
    po:
      (tpl === 'zeitarbeit' || tpl === 'druck' || tpl === 'itsys') && v % 3 !== 1
        ? `${t.pick(['BE-', '4500', 'PO'])}${t.digits(6)}`
        : '',
    issue,
    due: addDays(issue, t.pick([7, 14, 14, 30])),
    dueShown,
    custNo: String(t.int(10000, 89999)),
    iban: ibanOf('DE', t),
    bic: bicOf('DE', t),
    bank: t.pick(BANKS),
    phone: `0${t.pick(['221', '228', '2203', '211'])} ${t.digits(3)} ${t.digits(2)}-${t.digits(2)}`,
    email: `${t.pick(['info', 'rechnung', 'buchhaltung'])}@${mailDomain(s.name)}`,
    dateF: v % 5 === 4 ? (iso: string) => longDate(iso, 'de') : dot,
    t,
  };
}

/** hoai: the earlier Abschläge (gross); event: the Anzahlung (gross). */
function priorPayments(tpl: Tpl, v: number, t: Tools, gross: string, issue: string): Array<[string, string]> {
  if (tpl === 'event') {
    const share = t.pick([30, 50, 50]);
    const amt = round(dec(gross).times(share).dividedBy(100).floor());
    return [[`Anzahlung lt. Rechnung M27-${t.digits(4)} vom ${dot(addDays(issue, -t.int(40, 120)))}`, amt]];
  }
  if (tpl !== 'hoai') return [];
  const n = v % 4 === 0 ? 0 : t.int(1, 3);
  const out: Array<[string, string]> = [];
  let left = dec(gross).times(0.8);
  for (let i = 0; i < n; i++) {
    const amt = left.times(t.int(25, 45)).dividedBy(100).floor();
    left = left.minus(amt);
    out.push([`${i + 1}. Abschlagsrechnung vom ${dot(addDays(issue, -30 * (n - i)))}`, round(amt)]);
  }
  return out;
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: 'EUR', po: d.po, sellerVat: true });
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.taxExcl,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    ...(d.charge ? { chargeTotal: d.charge } : {}),
    ...(d.paid !== '0.00' ? { paidAmount: d.paid } : {}),
    amountDue: round(dec(d.gross).minus(d.paid)),
  };
  if (d.charge)
    inv.charges = [
      {
        amount: d.charge,
        vatCategoryCode: 'S',
        vatRate: '19',
        reason: 'Nebenkosten',
        percentage: d.chargePct,
        baseAmount: d.lineNet,
      },
    ];
  inv.vatBreakdown = d.vat.map((g) => kitVatRow(g));
  inv.lines = d.lines.map((l) => {
    const line = kitLine(l);
    if (l.base) line.price = { ...line.price, baseQuantity: l.base, baseQuantityUnitCode: l.unit[1] };
    return line;
  });
  return inv;
}

// ---------------------------------------------------------------------------- shared drawing
type Col = TableCol<Ln>;
interface TableOpts {
  nameCol: number;
  size?: number;
  /** the heading printed above a group's first row */
  groupHead?: (g: string) => string;
  /** the sum row printed after a group */
  groupSum?: (g: string) => string;
  /** label of the carried sum at a page foot and on the next page ('' = none) */
  carry?: string;
  bottom?: number;
  /** draws the head of a continuation page and returns the y the table goes on at */
  nextPage: () => number;
  /** a rule line under the heads */
  rule?: boolean;
}

/** The item table (synthetic-table.ts) with this set's spacing: 34 pt kept for a group change. */
function table(p: Pager, y0: number, cols: Col[], ls: Ln[], o: TableOpts): number {
  return drawTable(p, y0, cols, ls, {
    ...o,
    size: o.size ?? 8.5,
    bottom: o.bottom ?? 700,
    money,
    notes: (l) => l.notes,
    noteLess: 1,
    headStep: 16,
    groupRoom: 34,
    sumStep: 18,
    carry: o.carry ?? '',
    carryX: 360,
  });
}

function sums(p: Pager, y: number, rows: Array<[string, string]>, x = 330, size = 9): number {
  rows.forEach(([a, v], i) => {
    const last = i === rows.length - 1;
    p.put(y, x, a, { size: last ? size + 1 : size, bold: last });
    p.put(y, 545, v, { size: last ? size + 1 : size, bold: last, right: true });
    y += 14;
  });
  return y;
}

function windowBlock(p: Pager, d: Doc, x = 50, y = 130): number {
  const sender = `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`;
  p.put(y, x, sender, { size: Math.min(6.5, Math.floor((480 / sender.length) * 10) / 10) });
  const name = wrapWords(d.b.name, 36);
  const out = p.block([...name, d.b.street, `${d.b.pc} ${d.b.city}`], x, y + 14, { size: 10 });
  if (d.buyerVat) p.put(out + 2, x, `USt-IdNr.: ${d.b.vat}`, { size: 8.5 });
  return out;
}

/** A footer of 3–4 columns on every page. */
function footer(rows: Row[], pages: number, cols: string[][], y = 772, size = 6) {
  const step = 495 / cols.length;
  const width = Math.floor(step / (size * 0.6));
  for (let page = 1; page <= pages; page++)
    cols.forEach((c, i) => {
      c.flatMap((x) => wrapWords(x, width)).forEach(
        (l, j) => void rows.push([y + j * Math.round(size * 1.25), 50 + i * step, l, { size, page }]),
      );
    });
}
const addrCol = (d: Doc) => [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`];
const contactCol = (d: Doc) => [`Tel. ${d.phone}`, d.email];
const bankCol = (d: Doc) => [d.bank, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`];
const regCol = (d: Doc) => [
  d.s.name.includes('e.V.')
    ? `Vereinsregister VR ${d.t.int(100, 9999)}`
    : d.s.name.endsWith('mbB')
      ? `Partnerschaftsregister PR ${d.t.int(100, 2999)}`
      : `Amtsgericht ${d.s.city.split(' ')[0]} HRB ${d.t.int(1000, 99999)}`,
  `USt-IdNr. ${d.s.vat}`,
  ...(d.taxNo ? [`Steuernummer ${d.taxNo}`] : []),
];
const vatRows = (d: Doc, f: (g: KitVat) => string): Array<[string, string]> =>
  d.vat.map((g) => [f(g), money(g.tax)]);
function pageCount(rows: Row[], pages: number): number {
  for (const r of rows) r[2] = r[2].replace('{P}', String(pages));
  return pages;
}
/** A right-hand label column with values ("Rechnungs-Nr.  200417"). */
function infoBox(p: Pager, y: number, pairs: Array<[string, string]>, x = 360, vx = 545): number {
  return p.kv(y, x, vx, pairs, { size: 8.5 }, 12);
}
const opt = (c: unknown, pair: [string, string]): Array<[string, string]> => (c ? [pair] : []);
const creditLine = (d: Doc, word: string) =>
  d.credit ? `${word} ${d.credit.orig} vom ${d.dateF(d.credit.date)}` : '';
const payLine = (d: Doc) =>
  d.dueShown
    ? `Zahlbar ohne Abzug bis ${d.dateF(d.due)} auf das Konto IBAN ${spaced(d.iban)}, BIC ${d.bic}.`
    : d.credit
      ? `Der Betrag wird Ihrem Konto gutgeschrieben. Unsere Bankverbindung: IBAN ${spaced(d.iban)}.`
      : `Zahlbar sofort nach Erhalt ohne Abzug. IBAN ${spaced(d.iban)} · BIC ${d.bic}`;

// ---------------------------------------------------------------------------- Kfz-Werkstatt
function drawKfz(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const cn = !!d.credit;
  const head = (pg: number) => {
    p.put(40, 50, d.s.name, { size: 15, bold: true });
    p.put(58, 50, 'Meisterwerkstatt · Inspektion · Unfallinstandsetzung · HU/AU', { size: 7.5 });
    p.put(pg === 1 ? 128 : 70, 545, `Seite ${pg} von {P}`, { size: 7.5, right: true });
    return 80;
  };
  head(1);
  windowBlock(p, d, 50, 128);
  p.put(150, 360, cn ? 'RECHNUNGSKORREKTUR' : 'RECHNUNG', { size: 14, bold: true });
  infoBox(p, 172, [
    [cn ? 'Korrektur-Nr.' : 'Rechnungs-Nr.', d.number],
    ['Rechnungsdatum', d.dateF(d.issue)],
    ['Kunden-Nr.', d.custNo],
    ['Serviceberater', personName(t)],
  ]);
  const f = {
    kz: `${t.pick(['K', 'BN', 'SU'])}-${t.pick(['MH', 'PL', 'A'])} ${t.int(10, 9999)}`,
    car: t.pick([
      'VW Golf VIII 1.5 TSI',
      'Opel Astra K 1.2',
      'Ford Transit Custom 2.0 TDCi',
      'Skoda Octavia Combi 2.0 TDI',
      'BMW 318d Touring',
    ]),
    fin: `W${t.pick(['VW', 'F0', 'BA', 'MB'])}ZZZ${t.digits(2)}${t.pick(['Z', 'K', 'L'])}${t.digits(7)}`,
    ez: dot(
      `${t.int(2012, 2024)}-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`,
    ),
    km: num(String(t.int(8000, 240000)), 0),
    auftrag: `A${t.digits(6)}`,
  };
  const grid: Array<[string, string]> = [
    ['Amtl. Kennzeichen', f.kz],
    ['Fahrzeug', f.car],
    ['Fahrgestell-Nr. (FIN)', f.fin],
    ['Erstzulassung', f.ez],
    ['Km-Stand', f.km],
    ['Auftrags-Nr.', f.auftrag],
  ];
  let y = 250;
  grid.forEach(([a, v], i) => {
    const x = 50 + (i % 3) * 170;
    const yy = y + Math.floor(i / 3) * 26;
    p.put(yy, x, a, { size: 7 });
    p.put(yy + 10, x, v, { size: 9 });
  });
  y += 62;
  if (cn) {
    p.put(y, 50, creditLine(d, 'Korrektur zu Rechnung Nr.'), { size: 9 });
    y += 16;
  }
  const withPos = d.v % 2 === 0;
  const unitCol = d.v % 3 !== 2;
  const cols: Col[] = [
    ...(withPos ? [{ head: 'Pos.', x: 50, cell: (l: Ln) => l.id }] : []),
    { head: 'Teile-/Arb.-Nr.', x: withPos ? 74 : 50, cell: (l) => l.cell.art ?? '' },
    { head: 'Bezeichnung', x: withPos ? 148 : 130, cell: () => '' },
    {
      head: 'Menge',
      x: 390,
      right: true,
      cell: (l) => (unitCol ? qtyTxt(l.qty) : `${qtyTxt(l.qty)} ${l.unit[0]}`),
    },
    ...(unitCol ? [{ head: 'ME', x: 396, cell: (l: Ln) => l.unit[0] }] : []),
    { head: d.v % 2 ? 'EP €' : 'Einzelpreis', x: 478, right: true, cell: (l) => money(l.price) },
    { head: d.v % 2 ? 'Gesamt €' : 'Betrag', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 40);
  y = table(p, y, cols, d.lines, {
    nameCol: withPos ? 2 : 1,
    groupHead: (g) => g,
    groupSum: (g) =>
      g === 'Arbeitslohn' ? 'Summe Lohn' : g === 'Ersatzteile' ? 'Summe Teile' : `Summe ${g}`,
    rule: true,
    nextPage: () => head(p.page()) + 10,
  });
  y = p.need(y + 8, 110);
  const lohn = round(
    d.lines.filter((l) => l.group === 'Arbeitslohn').reduce((a, l) => a.plus(l.net), dec(0)),
  );
  const teile = round(
    d.lines.filter((l) => l.group !== 'Arbeitslohn').reduce((a, l) => a.plus(l.net), dec(0)),
  );
  const g = d.vat[0] as KitVat;
  if (d.v % 2 === 1) {
    const cells: Array<[string, string]> = [
      ['Lohn', money(lohn)],
      ['Teile/Sonst.', money(teile)],
      ['Netto', money(d.taxExcl)],
      [`MwSt ${rateTxt(g.rate)}`, money(g.tax)],
      ['Gesamtbetrag EUR', money(d.gross)],
    ];
    cells.forEach(([a, v], i) => {
      const x = 140 + i * 101;
      p.put(y, x, a, { size: 7.5, bold: true, right: true });
      p.put(y + 12, x, v, { size: 9, bold: i === 4, right: true });
    });
    y += 34;
  } else {
    y = sums(p, y, [
      ['Summe netto', money(d.taxExcl)],
      [`zzgl. ${rateTxt(g.rate)} MwSt.`, money(g.tax)],
      [cn ? 'Korrekturbetrag' : 'Rechnungsbetrag', `${money(d.gross)} €`],
    ]);
  }
  p.put(p.need(y + 12, 30), 50, payLine(d), { size: 8 });
  p.put(y + 26, 50, 'Altteile wurden – sofern nicht anders vereinbart – fachgerecht entsorgt.', {
    size: 7.5,
  });
  footer(rows, p.pages(), [addrCol(d), contactCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}

// ---------------------------------------------------------------------------- Tankkarten
function drawTank(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const from = d.lines.reduce((a, l) => ((l.cell.iso ?? '') < a ? (l.cell.iso ?? a) : a), d.issue);
  const head = (pg: number) => {
    p.put(40, 545, d.s.name, { size: 12, bold: true, right: true });
    p.put(55, 545, 'Tank- und Servicekarten für Flotten', { size: 7.5, right: true });
    if (pg > 1) {
      p.put(80, 50, `Sammelrechnung ${d.number} · Seite ${pg}/{P}`, { size: 9, bold: true });
      return 100;
    }
    return 80;
  };
  head(1);
  windowBlock(p, d, 50, 120);
  infoBox(p, 120, [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', d.dateF(d.issue)],
    ['Kundennummer', d.custNo],
    ['Kartenvertrag', `FC-${d.t.digits(6)}`],
    ['Seite', '1/{P}'],
  ]);
  p.put(236, 50, 'Sammelrechnung', { size: 14, bold: true });
  p.put(254, 50, `Abrechnungszeitraum ${dot(from)} – ${dot(d.issue)}`, { size: 9 });
  const byPlate = d.v % 2 === 0;
  const cols: Col[] = [
    { head: 'Datum', x: 50, cell: (l) => l.cell.date ?? '' },
    { head: 'Station', x: 98, cell: (l) => l.cell.station ?? '' },
    ...(byPlate ? [] : [{ head: 'Kennzeichen', x: 232, cell: (l: Ln) => l.cell.plate ?? '' }]),
    { head: 'Produkt', x: byPlate ? 240 : 300, cell: () => '' },
    { head: 'Menge', x: 420, right: true, cell: (l) => num(l.qty, l.unit[1] === 'LTR' ? 3 : 0) },
    { head: 'Einh.', x: 426, cell: (l) => l.unit[0] },
    {
      head: d.v % 4 === 0 ? 'Preis/Einh. netto' : 'EP netto',
      x: 500,
      right: true,
      cell: (l) => num(l.price, 3),
    },
    { head: 'Netto €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 276, cols, d.lines, {
    nameCol: byPlate ? 2 : 3,
    size: 7.5,
    groupHead: (g) => `Kennzeichen ${g}`,
    groupSum: (g) => `Summe Kennzeichen ${g}`,
    carry: d.v % 4 === 2 ? 'Übertrag' : '',
    nextPage: () => head(p.page()),
  });
  if (!byPlate) {
    y = p.need(y + 10, 20 + 12 * 5);
    p.put(y, 50, 'Zusammenfassung nach Kennzeichen', { size: 9, bold: true });
    y += 14;
    const per = new Map<string, string>();
    for (const l of d.lines)
      per.set(l.cell.plate ?? '', round(dec(per.get(l.cell.plate ?? '') ?? '0').plus(l.net)));
    for (const [pl, v] of [...per.entries()].sort()) {
      p.put(y, 60, pl, { size: 8 });
      p.put(y, 300, money(v), { size: 8, right: true });
      y += 12;
    }
  }
  y = p.need(y + 10, 80);
  const g = d.vat[0] as KitVat;
  y = sums(p, y, [
    ['Summe netto', money(d.taxExcl)],
    [`Umsatzsteuer ${rateTxt(g.rate)}`, money(g.tax)],
    ['Rechnungsbetrag EUR', money(d.gross)],
  ]);
  p.put(y + 8, 50, payLine(d), { size: 8 });
  footer(rows, p.pages(), [addrCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}

// ---------------------------------------------------------------------------- HOAI
function drawHoai(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const f = d.facts;
  const final = f.kind === 'Schluss';
  p.put(40, 545, d.s.name, { size: 12, bold: true, right: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`, d.email], 545, 56, {
    size: 8,
    right: true,
  });
  windowBlock(p, d, 50, 130);
  infoBox(
    p,
    128,
    [
      ['Rechnungsnummer', d.number],
      ['Datum', d.dateF(d.issue)],
      ['Projekt-Nr.', `P-${t.int(2019, 2026)}-${t.digits(3)}`],
    ],
    360,
    545,
  );
  const aNo = final ? '' : ` Nr. ${d.prior.length + 1}`;
  p.put(
    236,
    50,
    final ? 'Schlussrechnung' : `${d.v % 2 ? 'Abschlagsrechnung' : 'Abschlagsrechnung gem. § 15 HOAI'}${aNo}`,
    { size: 13, bold: true },
  );
  let y = p.block(
    [
      `Projekt: ${t.pick(['Neubau Kindertagesstätte Am Lindenweg', 'Sanierung Grundschule Nord, Bauabschnitt 2', 'Neubau Mehrfamilienhaus mit Tiefgarage', 'Erweiterung Feuerwehrgerätehaus'])}`,
      `Leistung: ${t.pick(['Objektplanung Gebäude (§ 34 HOAI)', 'Tragwerksplanung (§ 51 HOAI)', 'Technische Ausrüstung (§ 55 HOAI)'])}`,
      `Ingenieurvertrag vom ${dot(addDays(d.issue, -t.int(200, 700)))}`,
      `Anrechenbare Kosten: ${money(f.costs ?? '0')} € · Honorarzone ${f.zone} · Basishonorarsatz`,
      `Honorar gesamt (netto): ${money(f.fee ?? '0')} €`,
    ],
    50,
    256,
    { size: 8.5 },
  );
  y += 10;
  const cols: Col[] = [
    { head: 'LPH', x: 50, cell: (l) => (l.cell.pct ? l.id : '') },
    { head: 'Leistung', x: 76, cell: () => '' },
    { head: 'Anteil %', x: 300, right: true, cell: (l) => (l.cell.pct ? num(l.cell.pct, 2) : '') },
    { head: 'Honorar LPH €', x: 380, right: true, cell: (l) => (l.cell.full ? money(l.cell.full) : '') },
    { head: 'erbracht %', x: 445, right: true, cell: (l) => (l.cell.done ? num(l.cell.done, 2) : '') },
    { head: 'Honorar erbracht €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) {
    l.shown = wrapWords(l.name, 38);
    if (!l.cell.pct) l.cell.full = '';
  }
  y = table(p, y, cols, d.lines, { nameCol: 1, rule: true, nextPage: () => 70 });
  y = p.need(y + 6, 200);
  const tot: Array<[string, string]> = [['Summe Honorar erbracht', money(d.lineNet)]];
  if (d.charge)
    tot.push([`Nebenkosten pauschal ${d.chargePct} %`, money(d.charge)], ['Summe netto', money(d.taxExcl)]);
  tot.push(...vatRows(d, (g) => `zzgl. ${rateTxt(g.rate)} USt`));
  tot.push([final ? 'Gesamthonorar brutto' : 'Leistung brutto (kumuliert)', money(d.gross)]);
  y = sums(p, y, tot, 300);
  if (d.prior.length) {
    p.put(y + 2, 300, 'abzgl. bereits gezahlter Abschläge:', { size: 9 });
    y += 16;
    for (const [a, v] of d.prior) {
      p.put(y, 310, a, { size: 8 });
      p.put(y, 545, `-${money(v)}`, { size: 8, right: true });
      y += 12;
    }
  }
  p.put(y + 4, 300, 'Zahlbetrag', { size: 10, bold: true });
  p.put(y + 4, 545, `${money(round(dec(d.gross).minus(d.paid)))} €`, { size: 10, bold: true, right: true });
  p.put(y + 28, 50, `Bitte überweisen Sie den Zahlbetrag bis zum ${d.dateF(d.due)} auf unser Konto.`, {
    size: 8.5,
  });
  footer(rows, p.pages(), [addrCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}

// ---------------------------------------------------------------------------- Zeitarbeit
function drawZeit(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const kw = Number(d.facts.kw);
  const weeks = [...new Set(d.lines.map((l) => l.cell.kw))];
  const head = (pg: number) => {
    p.put(40, 50, d.s.name, { size: 13, bold: true });
    p.put(56, 50, 'Personaldienstleistungen · Arbeitnehmerüberlassung', { size: 7.5 });
    if (pg > 1) p.put(56, 545, `Rechnung ${d.number} – Seite ${pg}`, { size: 8, right: true });
    return 80;
  };
  head(1);
  windowBlock(p, d, 50, 120);
  const info: Array<[string, string]> = [
    ['Rechnungs-Nr.', d.number],
    ['Rechnungsdatum', d.dateF(d.issue)],
    ['Kunden-Nr.', d.custNo],
    ...opt(d.po, ['Ihre Bestell-Nr.', d.po]),
    ['Kostenstelle', `KST ${t.int(1000, 9999)}`],
    ['Einsatzort', `${d.b.city}, Halle ${t.int(1, 6)}`],
    ['Leistungszeitraum', weeks.length > 1 ? `KW ${kw}–${kw + 1}/2027` : `KW ${kw}/2027`],
  ];
  infoBox(p, 118, info);
  let y = 226;
  p.put(y, 50, 'Rechnung Arbeitnehmerüberlassung', { size: 13, bold: true });
  y += 22;
  p.put(y, 50, 'Für die Überlassung von Mitarbeitern berechnen wir lt. Stundennachweisen:', { size: 9 });
  y += 18;
  const flat = d.v % 2 === 1;
  const cols: Col[] = [
    { head: flat ? 'Mitarbeiter / Leistung' : 'Leistungsart', x: 50, cell: () => '' },
    { head: 'Stunden', x: 360, right: true, cell: (l) => num(l.qty, 2) },
    { head: 'Einh.', x: 366, cell: (l) => l.unit[0] },
    { head: 'Satz €/Std.', x: 470, right: true, cell: (l) => money(l.price) },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  y = table(p, y, cols, d.lines, {
    nameCol: 0,
    groupHead: (g) => `Mitarbeiter: ${g}`,
    groupSum: d.v % 4 === 0 ? () => 'Zwischensumme Mitarbeiter' : undefined,
    rule: true,
    nextPage: () => head(p.page()) + 10,
  });
  y = p.need(y + 8, 100);
  const g = d.vat[0] as KitVat;
  y = sums(p, y, [
    ['Nettobetrag', money(d.taxExcl)],
    [`zzgl. USt ${rateTxt(g.rate)}`, money(g.tax)],
    ['Rechnungsbetrag', `${money(d.gross)} EUR`],
  ]);
  p.put(y + 10, 50, payLine(d), { size: 8 });
  p.put(y + 22, 50, 'Grundlage: Arbeitnehmerüberlassungsvertrag und unterschriebene Tätigkeitsnachweise.', {
    size: 7.5,
  });
  footer(rows, p.pages(), [addrCol(d), contactCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}

// ---------------------------------------------------------------------------- Getränkegroßhandel
function drawGetraenke(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const cn = !!d.credit;
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  p.put(57, 50, `${d.s.street} · ${d.s.pc} ${d.s.city} · Tel. ${d.phone}`, { size: 7.5 });
  windowBlock(p, d, 50, 120);
  const title = cn ? 'Leergut-Gutschrift' : d.v % 2 ? 'Rechnung / Lieferschein' : 'Rechnung';
  p.put(120, 360, title, { size: 13, bold: true });
  infoBox(p, 140, [
    [cn ? 'Gutschrift-Nr.' : 'Beleg-Nr.', d.number],
    ['Datum', d.dateF(d.issue)],
    ['Kunden-Nr.', d.custNo],
    ['Tour / Fahrer', `${t.int(1, 14)} / ${personName(t).split(' ')[0]}`],
    ...opt(d.v % 3 === 0, ['Lieferschein', `LS ${t.digits(6)}`]),
  ]);
  let y = 236;
  if (cn) {
    p.put(y, 50, creditLine(d, 'Gutschrift zu Rechnung'), { size: 9 });
    y += 16;
  }
  const cols: Col[] = [
    { head: 'Pos', x: 50, cell: (l) => l.id },
    { head: 'Art.-Nr.', x: 72, cell: (l) => l.cell.art ?? '' },
    { head: 'Artikel', x: 112, cell: () => '' },
    { head: 'Menge', x: 330, right: true, cell: (l) => qtyTxt(l.qty) },
    { head: 'Einh.', x: 336, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 420, right: true, cell: (l) => money(l.price) },
    { head: 'MwSt', x: 458, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 40);
  y = table(p, y, cols, d.lines, { nameCol: 2, rule: true, nextPage: () => 70 });
  y = p.need(y + 8, 140);
  p.put(y, 50, 'MwSt-Satz', { size: 8, bold: true });
  p.put(y, 180, 'Netto', { size: 8, bold: true, right: true });
  p.put(y, 250, 'MwSt', { size: 8, bold: true, right: true });
  p.put(y, 320, 'Brutto', { size: 8, bold: true, right: true });
  let yv = y + 12;
  for (const g of d.vat) {
    p.put(yv, 50, rateTxt(g.rate), { size: 8 });
    p.put(yv, 180, money(g.base), { size: 8, right: true });
    p.put(yv, 250, money(g.tax), { size: 8, right: true });
    p.put(yv, 320, money(round(dec(g.base).plus(g.tax))), { size: 8, right: true });
    yv += 12;
  }
  y = sums(
    p,
    y,
    [
      ['Summe netto', money(d.taxExcl)],
      ['Summe MwSt', money(d.vatT)],
      [cn ? 'Gutschriftsbetrag' : 'Gesamtbetrag', `${money(d.gross)} €`],
    ],
    380,
  );
  y = Math.max(y, yv) + 10;
  p.put(y, 50, payLine(d), { size: 8 });
  p.put(
    y + 12,
    50,
    'Leergut bitte sortiert bereitstellen. Pfandbeträge werden bei Rückgabe gutgeschrieben.',
    { size: 7.5 },
  );
  footer(rows, p.pages(), [addrCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}

// ---------------------------------------------------------------------------- Druckerei
function drawDruck(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const cn = !!d.credit;
  const head = (pg: number) => {
    p.put(40, 300, d.s.name, { size: 14, bold: true });
    p.put(57, 300, 'Offset · Digital · Großformat · Weiterverarbeitung', { size: 7.5 });
    if (pg > 1) p.put(80, 50, `${cn ? 'Gutschrift' : 'Rechnung'} ${d.number} · Seite ${pg}`, { size: 8 });
    return 100;
  };
  head(1);
  windowBlock(p, d, 50, 128);
  infoBox(p, 128, [
    [cn ? 'Gutschrift-Nr.' : 'Rechnungs-Nr.', d.number],
    ['Datum', d.dateF(d.issue)],
    ['Auftrags-Nr.', `${t.int(27000, 27999)}`],
    ...opt(d.po, ['Ihre Bestellung', d.po]),
    ['Kunden-Nr.', d.custNo],
  ]);
  let y = 236;
  p.put(y, 50, cn ? 'Gutschrift' : 'Rechnung', { size: 14, bold: true });
  y += 20;
  p.put(
    y,
    50,
    cn
      ? creditLine(d, 'zu Rechnung')
      : `Projekt: ${t.pick(['Frühjahrskampagne 2027', 'Jahresbericht', 'Praxis-Neueröffnung', 'Tag der offenen Tür'])}`,
    { size: 9 },
  );
  y += 18;
  const per1000 = d.lines.some((l) => l.base);
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Beschreibung', x: 80, cell: () => '' },
    { head: 'Menge', x: 372, right: true, cell: (l) => num(l.qty, 0) },
    { head: 'Einheit', x: 378, cell: (l) => l.unit[0] },
    {
      head: per1000 ? 'Preis' : 'Einzelpreis',
      x: 478,
      right: true,
      cell: (l) =>
        l.base
          ? `${money(l.price)} €/1.000`
          : dec(l.price).decimalPlaces() > 2
            ? num(l.price, 4)
            : money(l.price),
    },
    { head: 'Gesamt €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = [l.name];
  y = table(p, y, cols, d.lines, { nameCol: 1, rule: true, nextPage: () => head(p.page()) });
  y = p.need(y + 8, 100);
  const g = d.vat[0] as KitVat;
  y = sums(p, y, [
    ['Nettobetrag', money(d.taxExcl)],
    [`${rateTxt(g.rate)} MwSt.`, money(g.tax)],
    [cn ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', `${money(d.gross)} €`],
  ]);
  p.put(y + 10, 50, payLine(d), { size: 8 });
  footer(rows, p.pages(), [addrCol(d), contactCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}

// ---------------------------------------------------------------------------- IT-Systemhaus
function drawItsys(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const cn = !!d.credit;
  const head = (pg: number) => {
    p.put(40, 50, d.s.name, { size: 13, bold: true });
    p.put(40, 545, cn ? 'Gutschrift' : 'Rechnung', { size: 16, bold: true, right: true });
    if (pg > 1) p.put(60, 545, `${d.number} · Seite ${pg}/{P}`, { size: 8, right: true });
    return 90;
  };
  head(1);
  windowBlock(p, d, 50, 128);
  infoBox(p, 70, [
    [cn ? 'Gutschriftsnummer' : 'Rechnungsnummer', d.number],
    [cn ? 'Datum' : 'Rechnungsdatum', d.dateF(d.issue)],
    ['Kundennummer', d.custNo],
    ['Vertragsnummer', `SV-${t.digits(5)}`],
    ...opt(d.po, ['Ihre Bestellnummer', d.po]),
    ['Ansprechpartner', personName(t)],
    ...opt(d.dueShown, ['Fällig am', d.dateF(d.due)]),
  ]);
  let y = 250;
  p.put(
    y,
    50,
    cn
      ? creditLine(d, 'Gutschrift zur Rechnung')
      : 'Sehr geehrte Damen und Herren, wir berechnen Ihnen folgende Leistungen:',
    { size: 9 },
  );
  y += 20;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Bezeichnung', x: 78, cell: () => '' },
    { head: 'Menge', x: 372, right: true, cell: (l) => num(l.qty, 2) },
    { head: 'Einheit', x: 378, cell: (l) => l.unit[0] },
    { head: 'Einzelpreis', x: 478, right: true, cell: (l) => money(l.price) },
    { head: 'Gesamtpreis', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 48);
  y = table(p, y, cols, d.lines, {
    nameCol: 1,
    groupHead: d.v % 2 === 0 ? (g) => g : undefined,
    groupSum: d.v % 4 === 0 ? (g) => `Summe ${g}` : undefined,
    rule: true,
    nextPage: () => head(p.page()) + 10,
  });
  y = p.need(y + 8, 100);
  const g = d.vat[0] as KitVat;
  y = sums(p, y, [
    ['Gesamt netto', `${money(d.taxExcl)} €`],
    [`zzgl. ${rateTxt(g.rate)} USt.`, `${money(g.tax)} €`],
    [cn ? 'Gutschrift brutto' : 'Gesamt brutto', `${money(d.gross)} €`],
  ]);
  p.put(y + 10, 50, payLine(d), { size: 8 });
  footer(rows, p.pages(), [addrCol(d), contactCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}

// ---------------------------------------------------------------------------- Messe / Event
function drawEvent(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 760);
  const t = d.t;
  const verein = d.s.name.includes('e.V.');
  p.put(40, 50, d.s.name, { size: 13, bold: true });
  p.put(56, 50, verein ? 'Veranstalter der Lindentaler Gewerbeschau' : 'Messen · Kongresse · Events', {
    size: 7.5,
  });
  windowBlock(p, d, 50, 120);
  const start = addDays(d.issue, t.int(20, 80));
  const fair = `${t.pick(['Regionale Baumesse', 'Gewerbeschau', 'Fachmesse Handwerk & Technik', 'Hochzeitsmesse'])} 2027`;
  infoBox(p, 118, [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', d.dateF(d.issue)],
    ['Aussteller-Nr.', `${t.int(1000, 4999)}`],
    ['Halle / Stand', `Halle ${t.int(1, 5)}, Stand ${t.pick(['A', 'B', 'C', 'D'])}${t.int(1, 40)}`],
  ]);
  let y = 230;
  p.put(y, 50, d.v % 2 ? 'Rechnung Standmiete und Serviceleistungen' : 'Rechnung', { size: 13, bold: true });
  y += 18;
  p.put(y, 50, `Veranstaltung: ${fair}, ${dot(start)} – ${dot(addDays(start, 2))}`, { size: 9 });
  y += 20;
  const cols: Col[] = [
    { head: 'Leistung', x: 50, cell: () => '' },
    { head: 'Menge', x: 330, right: true, cell: (l) => qtyTxt(l.qty) },
    { head: 'Einheit', x: 336, cell: (l) => l.unit[0] },
    { head: 'Preis €', x: 450, right: true, cell: (l) => money(l.price) },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  for (const l of d.lines) l.shown = wrapWords(l.name, 46);
  y = table(p, y, cols, d.lines, { nameCol: 0, rule: true, nextPage: () => 70 });
  y = p.need(y + 8, 130);
  const g = d.vat[0] as KitVat;
  const [label, amt] = d.prior[0] as [string, string];
  y = sums(
    p,
    y,
    [
      ['Summe netto', money(d.taxExcl)],
      [`zzgl. ${rateTxt(g.rate)} USt`, money(g.tax)],
      ['Gesamtbetrag brutto', money(d.gross)],
    ],
    300,
  );
  const [what, ref] = label.split(' lt. ');
  p.put(y, 300, `abzgl. ${what}`, { size: 9 });
  p.put(y, 545, `-${money(amt)}`, { size: 9, right: true });
  p.put(y + 11, 310, `(${ref})`, { size: 7 });
  y += 26;
  p.put(y, 300, 'Restbetrag', { size: 10, bold: true });
  p.put(y, 545, `${money(round(dec(d.gross).minus(d.paid)))} €`, { size: 10, bold: true, right: true });
  y += 22;
  p.put(
    y,
    50,
    `Bitte überweisen Sie den Restbetrag bis ${d.dateF(d.due)} unter Angabe der Rechnungsnummer.`,
    { size: 8 },
  );
  footer(rows, p.pages(), [addrCol(d), bankCol(d), regCol(d)]);
  return pageCount(rows, p.pages());
}
