/**
 * `--templates blind22` of extraction-synthetic.ts: held-out layouts of session 18 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for businesses no earlier set
 * had (looks taken from public descriptions of such documents, no file copied, invented names) —
 * - `catering` (de): a party service: an event line ("Veranstaltung … am …") over the table, food
 *   at 7 %, drinks, staff and hire at 19 %, guests × price per person; group heads, no rulings,
 *   the quantity after the name; a deposit (Anzahlung) deducted; private buyers "Frau"/"Herrn";
 * - `verlag` (de): a book wholesaler / publisher: ISBN column, "Ladenpreis", "Rabatt %" and the
 *   net unit price per row, books at 7 %, e-book licences and merchandise at 19 %; a
 *   Remissionsgutschrift (printed positive) and a 30+-row two-page invoice with "Übertrag";
 * - `wach` (de): a security service: "Objekt-Nr." and "Leistungszeitraum" over the table, hours per
 *   shift, night / Sunday surcharges as rows of their own; the amount column printed BEFORE the
 *   hours and the rate; weekly rows on two pages (heads repeated);
 * - `geruest` (de): a scaffolding / demolition subcontractor under § 13b UStG: no VAT, the
 *   "Steuerschuldnerschaft des Leistungsempfängers" note, both VAT ids; Aufmaß with m², lfm, m³,
 *   t, Wo.; quantities with two decimals; an Abschlag deducted on some;
 * - `at` (de-AT): an Austrian coffee roaster / catering wholesaler: UID "ATU…", 10 % and 20 % USt,
 *   "1010 Wien", "Jänner"/"Feber" dates, "Stk.", kg with three decimals, quantity and unit first,
 *   "Rechnungsbetrag", "Zahlbar binnen 14 Tagen" (no due date printed); one Gutschrift;
 * - `dk` (da): a Danish conference venue billing a German company in Danish: "Faktura",
 *   "Fakturanr.", "Forfaldsdato", CVR / "SE-nr.", moms 25 %, DKK, the buyer's country "Tyskland";
 *   one Kreditnota (printed positive);
 * - `telko` (de): a telecom / internet provider bill: "Kundennummer", "Rechnungsmonat", group heads
 *   (Monatliche Entgelte, Einmalige Entgelte, Verbindungen), a Zeitraum column, minutes with a
 *   three-decimal price, a SEPA direct debit note (no payee account printed); two pages on one;
 * - `labor` (de): occupational health / a laboratory: check-ups exempt under § 4 Nr. 14 UStG next
 *   to 19 % rows (category E with the note), or lab analyses per sample with a "Probe-Nr." column;
 *   one 30+-sample two-page report with "Übertrag".
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes printed with positive amounts (Remissionsgutschrift, Gutschrift, Kreditnota):
 *   type 381, amounts positive, the original invoice as preceding invoice, no due date, no bank;
 * - units as UN/ECE rec. 20: Std./timer → HUR, Tag/dage → DAY, pauschal → LS, kg → KGM,
 *   m² → MTK, m³ → MTQ, lfm → MTR, t → TNE, Wo. → WEE, Min. → MIN, Monat → MON; Stk., Pers., stk.,
 *   and no printed unit → C62;
 * - a deposit / Anzahlung / Abschlag already paid is the prepaid amount (BT-113);
 * - line names are the printed item text (wrapped parts joined with a space); ISBN, Art.-Nr.,
 *   Probe-Nr., Zeitraum and Rabatt cells are no part of the name; the net unit price (BT-146) is the
 *   price after the row's discount as printed;
 * - Kundennummer, Objekt-Nr., Leistungszeitraum, Rechnungsmonat, Bauvorhaben, event and Mandats-
 *   referenz are no fields; a due date only where a date is printed as due; the seller's
 *   Steuernummer → BT-32;
 * - reverse charge: category AE at 0 % with the printed note; exempt rows: category E at 0 %;
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
  letterTruthHead,
  longDate,
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
  sellerIdLines,
  type TableOpts,
} from './synthetic-letter.ts';
import { addDays, ibanWithCheck, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND22_TPLS = ['catering', 'verlag', 'wach', 'geruest', 'at', 'dk', 'telko', 'labor'] as const;
type Tpl = (typeof BLIND22_TPLS)[number];
type Pager = ReturnType<typeof pager>;
type Cat = 'S' | 'E' | 'AE';

interface Ln {
  id: string;
  name: string;
  qty: string;
  /** the quantity as printed, when it is not the plain number */
  qtyShown?: string;
  unit: [string, string];
  price: string;
  /** the printed unit price when it has more than two decimals */
  priceShown?: string;
  rate: string;
  cat: Cat;
  net: string;
  sub: string[];
  cells: Record<string, string>;
  group: string;
}
interface Vat {
  rate: string;
  cat: Cat;
  base: string;
  tax: string;
}
interface Doc extends KitDoc<Tpl, Ln, Vat> {
  cur: string;
  taxNo: string;
  vatShown: boolean;
  dueShown: boolean;
  bicShown: boolean;
  buyerVat: boolean;
  salutation: string;
  custNo: string;
  exempt: string;
  period: [string, string];
  event: string;
  /** the owner / managing director printed in the footer */
  manager: string;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { verlag: [3], at: [5], dk: [6] };

export function generateBlind22(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND22_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      catering: drawCatering,
      verlag: drawVerlag,
      wach: drawWach,
      geruest: drawGeruest,
      at: drawAt,
      dk: drawDk,
      telko: drawTelko,
      labor: drawLabor,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
type LnDraft = Omit<Ln, 'id' | 'net' | 'sub' | 'cells' | 'group' | 'cat'> &
  Partial<Pick<Ln, 'sub' | 'cells' | 'group' | 'cat'>>;
const mk = (i: number, l: LnDraft): Ln => ({
  id: String(i + 1),
  sub: [],
  cells: {},
  group: '',
  cat: 'S',
  ...l,
  net: round(dec(l.qty).times(l.price)),
});
const pr = (t: Tools, lo: number, hi: number) => `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '45', '20'])}`;

function cateringLines(d: Doc): Ln[] {
  const { t } = d;
  const guests = String(t.int(18, 160));
  const out: LnDraft[] = [
    {
      name: `Buffet „${t.pick(['Mediterran', 'Rheinische Tafel', 'Fingerfood Deluxe', 'Vegetarisch-Saisonal'])}“ pro Person`,
      qty: guests,
      unit: ['Pers.', 'C62'],
      price: pr(t, 19, 46),
      rate: '7',
      group: 'Speisen',
    },
  ];
  if (t.rnd() < 0.6)
    out.push({
      name: 'Dessertbuffet mit Mousse, Obstsalat und Käseauswahl',
      qty: guests,
      unit: ['Pers.', 'C62'],
      price: pr(t, 5, 11),
      rate: '7',
      group: 'Speisen',
    });
  out.push({
    name: 'Getränkepauschale (Softdrinks, Bier, Hauswein) pro Person',
    qty: guests,
    unit: ['Pers.', 'C62'],
    price: pr(t, 12, 29),
    rate: '19',
    group: 'Getränke',
  });
  const staff = t.int(2, 6) * t.int(5, 8);
  out.push({
    name: 'Servicepersonal',
    qty: String(staff),
    unit: ['Std.', 'HUR'],
    price: t.pick(['34.50', '36.00', '38.50']),
    rate: '19',
    group: 'Personal und Leihmaterial',
  });
  if (t.rnd() < 0.7)
    out.push({
      name: 'Geschirr, Gläser und Besteck (Leihgebühr inkl. Reinigung)',
      qty: '1',
      unit: ['pauschal', 'LS'],
      price: pr(t, 90, 380),
      rate: '19',
      group: 'Personal und Leihmaterial',
    });
  out.push({
    name: 'Anlieferung und Abholung',
    qty: '1',
    unit: ['pauschal', 'LS'],
    price: pr(t, 45, 120),
    rate: '19',
    group: 'Personal und Leihmaterial',
  });
  return out.map((l, i) => mk(i, l));
}

const BOOKS: Array<[string, string]> = [
  ['Keller, Anna', 'Die Stunde der Fischer. Roman, gebunden mit Schutzumschlag'],
  ['Brandt, Jonas', 'Wildkräuter sammeln und verwenden'],
  ['Okafor, Grace', 'Das Haus am Deich (Taschenbuch)'],
  ['Lindqvist, Sven', 'Nordische Küche – 120 Rezepte für jeden Tag'],
  ['Hofmann, Petra', 'Kleine Geschichte der Stadt am Fluss'],
  ['Zimmermann, Lukas', 'Mathematik verstehen, Band 2: Analysis'],
  ['Vogel, Marie', 'Gute Nacht, kleiner Igel (Pappbilderbuch)'],
  ['Arnold, Felix', 'Radtouren Münsterland. 30 Touren mit Karten'],
];
function isbn(t: Tools): string {
  const body = `9783${t.digits(8)}`;
  const sum = [...body].reduce((a, c, i) => a + Number(c) * (i % 2 ? 3 : 1), 0);
  const c = (10 - (sum % 10)) % 10;
  return `978-3-${body.slice(4, 8)}-${body.slice(8, 12)}-${c}`;
}
function verlagLines(d: Doc): Ln[] {
  const { t } = d;
  const n = d.v === 4 ? t.int(32, 38) : t.int(3, 9);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const [author, title] = t.pick(BOOKS);
    const list = pr(t, 9, 48);
    const disc = t.pick(['30', '35', '40', '42']);
    out.push(
      mk(i, {
        name: `${author}: ${title}`,
        qty: String(t.int(1, d.credit ? 6 : 24)),
        unit: ['', 'C62'],
        price: round(
          dec(list)
            .times(100 - Number(disc))
            .dividedBy(100),
        ),
        rate: '7',
        cells: { isbn: isbn(t), list, disc },
      }),
    );
  }
  if (!d.credit && t.rnd() < 0.6)
    out.push(
      mk(out.length, {
        name: t.pick(['E-Book-Lizenz Schulausgabe (Einzelplatz, 12 Monate)', 'Stoffbeutel mit Verlagslogo']),
        qty: String(t.int(5, 40)),
        unit: ['', 'C62'],
        price: pr(t, 2, 14),
        rate: '19',
        cells: { isbn: '—', list: '', disc: '' },
      }),
    );
  return out;
}

function wachLines(d: Doc): Ln[] {
  const { t } = d;
  const base = t.pick(['24.90', '26.40', '27.85', '29.10']);
  const week = d.v === 4 || d.v === 6;
  const blocks = week ? ['KW 1', 'KW 2', 'KW 3', 'KW 4', 'KW 5'] : [''];
  const out: LnDraft[] = [];
  for (const w of blocks) {
    const pre = w ? `${w}: ` : '';
    const day = week ? t.int(40, 90) : t.int(160, 380);
    const night = week ? t.int(30, 70) : t.int(120, 300);
    const sun = week ? t.int(8, 24) : t.int(30, 96);
    const h = (n: number) => (t.rnd() < 0.3 ? `${n}.5` : String(n));
    const nh = h(night);
    out.push(
      {
        name: `${pre}Objektschutz Tagdienst Mo–Sa 06:00–18:00 Uhr`,
        qty: h(day),
        unit: ['Std.', 'HUR'],
        price: base,
        rate: '19',
      },
      {
        name: `${pre}Objektschutz Nachtdienst 18:00–06:00 Uhr`,
        qty: nh,
        unit: ['Std.', 'HUR'],
        price: base,
        rate: '19',
      },
      {
        name: `${pre}Zuschlag Nachtarbeit 25 %`,
        qty: nh,
        unit: ['Std.', 'HUR'],
        price: round(dec(base).times('0.25')),
        rate: '19',
      },
      {
        name: `${pre}Zuschlag Sonn- und Feiertagsarbeit 50 %`,
        qty: String(sun),
        unit: ['Std.', 'HUR'],
        price: round(dec(base).times('0.5')),
        rate: '19',
      },
    );
  }
  out.push({
    name: 'Revierkontrollfahrten mit Kontrollgang (Wächterkontrollsystem)',
    qty: String(t.int(20, 62)),
    unit: ['Stk.', 'C62'],
    price: pr(t, 9, 16),
    rate: '19',
  });
  if (t.rnd() < 0.5)
    out.push({
      name: 'Alarmverfolgung mit Intervention',
      qty: String(t.int(1, 4)),
      unit: ['Stk.', 'C62'],
      price: '65.00',
      rate: '19',
    });
  return out.map((l, i) => mk(i, l));
}

function geruestLines(d: Doc): Ln[] {
  const { t } = d;
  const q2 = (lo: number, hi: number) => (t.int(lo * 4, hi * 4) / 4).toFixed(2);
  const all: LnDraft[] =
    d.v % 2 === 0
      ? [
          {
            name: 'Fassadengerüst LK 3, liefern, auf- und abbauen, Grundstandzeit 4 Wochen',
            qty: q2(120, 900),
            unit: ['m²', 'MTK'],
            price: pr(t, 7, 12),
            rate: '0',
          },
          {
            name: 'Gebrauchsüberlassung Fassadengerüst je weitere Woche',
            qty: String(t.int(1, 8)),
            unit: ['Wo.', 'WEE'],
            price: pr(t, 90, 420),
            rate: '0',
          },
          {
            name: 'Schutznetz anbringen und demontieren',
            qty: q2(80, 600),
            unit: ['m²', 'MTK'],
            price: pr(t, 1, 3),
            rate: '0',
          },
          {
            name: 'Konsolen 0,70 m innenseitig',
            qty: q2(20, 140),
            unit: ['lfm', 'MTR'],
            price: pr(t, 4, 9),
            rate: '0',
          },
          {
            name: 'Treppenturm als Gerüstzugang',
            qty: String(t.int(1, 2)),
            unit: ['Stk.', 'C62'],
            price: pr(t, 280, 640),
            rate: '0',
          },
        ]
      : [
          {
            name: 'Abbruch Mauerwerk nichttragend, Bauschutt seitlich lagern',
            qty: q2(6, 60),
            unit: ['m³', 'MTQ'],
            price: pr(t, 48, 95),
            rate: '0',
          },
          {
            name: 'Bauschutt laden, abfahren und entsorgen (AVV 17 01 07)',
            qty: q2(8, 80),
            unit: ['t', 'TNE'],
            price: pr(t, 28, 45),
            rate: '0',
          },
          {
            name: 'Estrich und Fliesenbelag entfernen',
            qty: q2(30, 240),
            unit: ['m²', 'MTK'],
            price: pr(t, 9, 18),
            rate: '0',
          },
          {
            name: 'Stundenlohnarbeiten Helfer',
            qty: String(t.int(6, 40)),
            unit: ['Std.', 'HUR'],
            price: '46.00',
            rate: '0',
          },
          {
            name: 'Containergestellung 10 m³',
            qty: String(t.int(1, 4)),
            unit: ['Stk.', 'C62'],
            price: pr(t, 180, 260),
            rate: '0',
          },
        ];
  const n = t.int(3, 5);
  return all.slice(0, n).map((l, i) => mk(i, { ...l, cat: 'AE' }));
}

function atLines(d: Doc): Ln[] {
  const { t } = d;
  const kg = () => (t.int(500, 25000) / 1000).toFixed(3);
  const all: Array<LnDraft & { no: string }> = [
    {
      no: 'K-1042',
      name: 'Kaffeebohnen Espresso Classico, Röstung dunkel',
      qty: kg(),
      unit: ['kg', 'KGM'],
      price: pr(t, 18, 32),
      rate: '10',
    },
    {
      no: 'K-1107',
      name: 'Kaffeebohnen Hausmischung Crema',
      qty: kg(),
      unit: ['kg', 'KGM'],
      price: pr(t, 16, 26),
      rate: '10',
    },
    {
      no: 'T-0310',
      name: 'Bio-Teesortiment Gastro (Box à 100 Beutel)',
      qty: String(t.int(1, 12)),
      unit: ['Stk.', 'C62'],
      price: pr(t, 14, 29),
      rate: '10',
    },
    {
      no: 'Z-5001',
      name: 'Reinigungstabletten für Siebträgermaschinen',
      qty: String(t.int(1, 10)),
      unit: ['Stk.', 'C62'],
      price: pr(t, 9, 19),
      rate: '20',
    },
    {
      no: 'Z-5120',
      name: 'Milchkännchen Edelstahl 0,6 l',
      qty: String(t.int(2, 12)),
      unit: ['Stk.', 'C62'],
      price: pr(t, 12, 24),
      rate: '20',
    },
    {
      no: 'S-9000',
      name: 'Wartung und Entkalkung Siebträgermaschine vor Ort',
      qty: t.pick(['1', '1.5', '2', '2.5']),
      unit: ['Std.', 'HUR'],
      price: '79.00',
      rate: '20',
    },
  ];
  const n = t.int(3, 6);
  const start = t.int(0, 6 - n);
  return all.slice(start, start + n).map(({ no, ...l }, i) =>
    mk(i, {
      ...l,
      cells: { no },
      qtyShown: l.unit[0] === 'kg' ? l.qty.replace('.', ',') : undefined,
      qty: round4(l.qty),
    }),
  );
}
/** a quantity without trailing zeros ("12.350" → "12.35") */
const round4 = (q: string) => dec(q).toString();

function dkLines(d: Doc): Ln[] {
  const { t } = d;
  const guests = String(t.int(12, 90));
  const days = String(t.int(1, 3));
  const all: LnDraft[] = [
    {
      name: 'Leje af mødelokale, heldag inkl. AV-udstyr',
      qty: days,
      unit: ['dage', 'DAY'],
      price: pr(t, 4500, 12500),
      rate: '25',
    },
    {
      name: 'Mødepakke pr. deltager (kaffe, frokost, eftermiddagskage)',
      qty: guests,
      unit: ['stk.', 'C62'],
      price: pr(t, 395, 695),
      rate: '25',
    },
    {
      name: 'Overnatning enkeltværelse inkl. morgenmad',
      qty: String(t.int(4, 40)),
      unit: ['stk.', 'C62'],
      price: pr(t, 1095, 1695),
      rate: '25',
    },
    {
      name: 'Teknikerassistance',
      qty: String(t.int(2, 9)),
      unit: ['timer', 'HUR'],
      price: '650.00',
      rate: '25',
    },
    {
      name: 'Middag, 3 retter med vinmenu',
      qty: guests,
      unit: ['stk.', 'C62'],
      price: pr(t, 545, 895),
      rate: '25',
    },
  ];
  const n = t.int(2, 5);
  return all.slice(0, n).map((l, i) => mk(i, l));
}

function telkoLines(d: Doc): Ln[] {
  const { t } = d;
  const sims = d.v === 4 ? t.int(9, 12) : t.int(0, 2);
  const out: LnDraft[] = [
    {
      name: `Business Glasfaser ${t.pick(['250', '500', '1000'])} inkl. Festnetz-Flat`,
      qty: '1',
      unit: ['', 'C62'],
      price: pr(t, 39, 129),
      rate: '19',
      group: 'Monatliche Entgelte',
      cells: { per: 'p' },
    },
    {
      name: 'Feste IPv4-Adresse',
      qty: '1',
      unit: ['', 'C62'],
      price: '5.00',
      rate: '19',
      group: 'Monatliche Entgelte',
      cells: { per: 'p' },
    },
  ];
  if (t.rnd() < 0.6)
    out.push({
      name: 'Cloud-Telefonanlage, je Nebenstelle',
      qty: String(t.int(3, 25)),
      unit: ['', 'C62'],
      price: '4.90',
      rate: '19',
      group: 'Monatliche Entgelte',
      cells: { per: 'p' },
    });
  for (let i = 0; i < sims; i++) {
    const no = `0151 ${t.digits(3)} ${t.digits(4)}`;
    out.push(
      {
        name: `Mobilfunk Business M, Rufnummer ${no}`,
        qty: '1',
        unit: ['', 'C62'],
        price: '19.95',
        rate: '19',
        group: 'Monatliche Entgelte',
        cells: { per: 'p' },
      },
      {
        name: `Verbindungen ins Ausland, Rufnummer ${no}`,
        qty: String(t.int(3, 120)),
        unit: ['Min.', 'MIN'],
        price: '0.149',
        rate: '19',
        group: 'Verbindungen',
        priceShown: '0,149',
      },
    );
  }
  if (d.v % 3 === 1)
    out.push(
      {
        name: 'Bereitstellungsentgelt Anschluss',
        qty: '1',
        unit: ['', 'C62'],
        price: '69.90',
        rate: '19',
        group: 'Einmalige Entgelte',
      },
      {
        name: 'WLAN-Router Business (Kauf)',
        qty: '1',
        unit: ['', 'C62'],
        price: pr(t, 129, 249),
        rate: '19',
        group: 'Einmalige Entgelte',
      },
    );
  out.push(
    {
      name: 'Verbindungen ins deutsche Mobilfunknetz',
      qty: String(t.int(40, 900)),
      unit: ['Min.', 'MIN'],
      price: '0.089',
      rate: '19',
      group: 'Verbindungen',
      priceShown: '0,089',
    },
    {
      name: 'Servicerufnummern 0180',
      qty: String(t.int(5, 90)),
      unit: ['Min.', 'MIN'],
      price: '0.139',
      rate: '19',
      group: 'Verbindungen',
      priceShown: '0,139',
    },
  );
  const order = ['Monatliche Entgelte', 'Einmalige Entgelte', 'Verbindungen'];
  out.sort((a, b) => order.indexOf(a.group ?? '') - order.indexOf(b.group ?? ''));
  return out.map((l, i) => mk(i, l));
}

const MED: Array<[string, string]> = [
  ['Vorsorgeuntersuchung Bildschirmarbeitsplatz (Angebotsvorsorge) inkl. Sehtest', '48.00'],
  ['Vorsorge Tätigkeiten mit Lärmbelastung, Audiometrie', '62.50'],
  ['Impfung Influenza inkl. Impfstoff', '29.80'],
  ['Vorsorge Atemschutzgeräte Gruppe 2 mit Lungenfunktion', '89.00'],
];
const LAB = [
  'Trinkwasseranalyse nach TrinkwV, Untersuchungsumfang Gruppe A',
  'Legionellenuntersuchung (systemische Untersuchung) je Probe',
  'Bodenprobe Schwermetalle (Pb, Cd, Cr, Cu, Ni, Zn)',
  'Abwasser CSB und Ammonium-Stickstoff',
];
function laborLines(d: Doc): Ln[] {
  const { t } = d;
  if (d.v % 2 === 0) {
    const out: LnDraft[] = [];
    for (const [name, price] of MED.slice(0, t.int(2, 4)))
      out.push({
        name,
        qty: String(t.int(2, 30)),
        unit: ['Stk.', 'C62'],
        price,
        rate: '0',
        cat: 'E',
        cells: { code: 'A' },
      });
    out.push({
      name: 'Betriebsärztliche Einsatzzeit nach DGUV Vorschrift 2 (Begehung, Beratung)',
      qty: t.pick(['2', '3.5', '4', '6']),
      unit: ['Std.', 'HUR'],
      price: '135.00',
      rate: '19',
      cells: { code: 'B' },
    });
    if (t.rnd() < 0.5)
      out.push({
        name: 'Eignungsuntersuchung Fahr-, Steuer- und Überwachungstätigkeit',
        qty: String(t.int(1, 8)),
        unit: ['Stk.', 'C62'],
        price: '74.00',
        rate: '19',
        cells: { code: 'B' },
      });
    return out.map((l, i) => mk(i, l));
  }
  const n = d.v === 5 ? t.int(32, 38) : t.int(3, 8);
  const first = t.int(1000, 8000);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      mk(i, {
        name: t.pick(LAB),
        qty: '1',
        unit: ['', 'C62'],
        price: pr(t, 38, 160),
        rate: '19',
        cells: { probe: `P26-${first + i}` },
      }),
    );
  return out;
}

const LINES: Record<Tpl, (d: Doc) => Ln[]> = {
  catering: cateringLines,
  verlag: verlagLines,
  wach: wachLines,
  geruest: geruestLines,
  at: atLines,
  dk: dkLines,
  telko: telkoLines,
  labor: laborLines,
};

const SELLERS: Record<Tpl, (t: Tools) => string> = {
  catering: (t) =>
    `${t.pick(['Tafelfreuden', 'Kochwerk', 'Gaumenfest'])} Partyservice ${t.pick(['GmbH', 'e.K.', 'UG (haftungsbeschränkt)'])}`,
  verlag: (t) =>
    `${t.pick(['Lindenblatt', 'Rheinufer', 'Kranich'])} ${t.pick(['Verlag', 'Buchvertrieb'])} ${t.pick(['GmbH', 'GmbH & Co. KG'])}`,
  wach: (t) =>
    `${t.pick(['Argus', 'Securitas Nord', 'Wachdienst Falke'])} Sicherheitsdienste ${t.pick(['GmbH', 'GmbH & Co. KG'])}`,
  geruest: (t) =>
    t.pick([
      `Gerüstbau ${personName(t).split(' ')[1]} GmbH`,
      `${t.pick(['Abbruch', 'Rückbau'])} ${t.pick(['Krämer', 'Yilmaz', 'Petrović'])} GmbH`,
    ]),
  at: (t) =>
    `${t.pick(['Wiener Kaffeerösterei', 'Rösthaus Donau', 'Kaffeehaus-Service Leitner'])} ${t.pick(['GmbH', 'KG', 'e.U.'])}`,
  dk: (t) =>
    `${t.pick(['Nordlys Konferencecenter', 'Havnehuset Konference & Hotel', 'Kastrup Mødecenter'])} A/S`,
  telko: (t) =>
    `${t.pick(['Stadtnetz', 'NetCom', 'FiberLine'])} ${t.pick(['Rheinland', 'Nord', 'Süd'])} GmbH`,
  labor: (t) => `${t.pick(['Dr. Seidel', 'Weser', 'Nordhessen'])} GmbH`,
};

const DK_PLACES: Array<[string, string, string]> = [
  ['1620', 'København V', 'Vesterbrogade'],
  ['8000', 'Aarhus C', 'Åboulevarden'],
  ['2770', 'Kastrup', 'Amager Strandvej'],
  ['5000', 'Odense C', 'Vestergade'],
];
function sellerOf(tpl: Tpl, v: number, t: Tools): KitParty {
  if (tpl === 'dk') {
    const [pc, city, street] = t.pick(DK_PLACES);
    const vat = `DK${t.digits(8)}`;
    return {
      name: SELLERS.dk(t),
      street: `${street} ${t.int(2, 140)}`,
      pc,
      city,
      country: 'DK',
      vat,
      vatShown: vat,
    };
  }
  if (tpl === 'at') {
    const s = dachParty('AT', SELLERS.at(t), t);
    if (v % 2 === 0)
      Object.assign(s, {
        pc: '1010',
        city: 'Wien',
        street: `${t.pick(['Rotenturmstraße', 'Wollzeile', 'Graben'])} ${t.int(2, 30)}`,
      });
    return s;
  }
  const name = SELLERS[tpl](t);
  if (tpl !== 'labor') return dachParty('DE', name, t);
  return dachParty('DE', `${v % 2 ? 'Analytik' : 'Arbeitsmedizin'} ${name}`, t);
}
function buyerOf(tpl: Tpl, v: number, h: Helpers, t: Tools): [KitParty, string] {
  if (tpl === 'at') {
    const b = dachParty(
      'AT',
      `${t.pick(['Café', 'Hotel', 'Konditorei'])} ${t.pick(['Sacher-Eck', 'Am Ring', 'Landhaus Moser', 'Mozart'])} ${t.pick(['GmbH', 'KG'])}`,
      t,
    );
    return [b, ''];
  }
  const bp = h.party('DE');
  const b: KitParty = { ...bp, country: 'DE', vat: h.vatId('DE') };
  const privateBuyer = (tpl === 'catering' && v % 2 === 1) || (tpl === 'telko' && v % 4 === 3);
  if (!privateBuyer) return [b, ''];
  b.name = personName(t);
  b.vat = undefined;
  return [b, t.pick(['Herrn', 'Frau'])];
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND22_TPLS.length);
  const s = sellerOf(tpl, v, t);
  const [b, salutation] = buyerOf(tpl, v, h, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const [iy, im] = issue.split('-');
  const prevStart = addDays(`${iy}-${im}-01`, -20).slice(0, 8).concat('01');
  const period: [string, string] = [prevStart, addDays(`${iy}-${im}-01`, -1)];
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(10, 60)) } : undefined;
  const d = { tpl, v, s, b, credit, t, issue, period, salutation } as unknown as Doc;
  d.cur = tpl === 'dk' ? 'DKK' : 'EUR';
  d.event = tpl === 'catering' ? addDays(issue, -t.int(1, 10)) : '';
  d.lines = LINES[tpl](d);
  d.charge = '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vat = vatRows(d);
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  const paid = !credit && ((tpl === 'catering' && v % 3 !== 2) || (tpl === 'geruest' && v % 3 === 0));
  d.paid = paid
    ? round(
        dec(d.gross)
          .times(t.pick(['0.2', '0.3', '0.5']))
          .toDecimalPlaces(0),
      )
    : '';
  d.number = numberOf(tpl, t, !!credit);
  if (credit) credit.orig = numberOf(tpl, t, false);
  d.po =
    tpl === 'verlag' || tpl === 'at'
      ? t.rnd() < 0.4
        ? `${t.pick(['BE-', 'Best. '])}${t.digits(6)}`
        : ''
      : '';
  d.due = addDays(issue, t.pick([10, 14, 21, 30]));
  d.dueShown = !credit && tpl !== 'at' && (tpl !== 'telko' || v % 2 === 0);
  d.iban = tpl === 'dk' ? ibanWithCheck('DK', t.digits(14)) : ibanOf(s.country, t);
  d.bic = tpl === 'dk' ? t.pick(['DABADKKK', 'NDEADKKK']) : bicOf(s.country, t);
  d.bicShown = tpl !== 'catering' || v % 2 === 0;
  d.taxNo =
    tpl === 'catering' || tpl === 'wach' || (tpl === 'labor' && v % 2 === 0)
      ? `${t.int(200, 224)}/${t.digits(4)}/${t.digits(4)}`
      : '';
  d.vatShown = tpl === 'dk' ? v % 2 === 1 : tpl !== 'catering' || v % 3 === 0;
  d.manager = personName(t);
  d.buyerVat = tpl === 'geruest' || tpl === 'at' || (tpl === 'dk' && v % 2 === 0);
  d.exempt =
    tpl === 'geruest'
      ? 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b Abs. 2 Nr. 4 UStG)'
      : tpl === 'labor'
        ? 'Die mit A gekennzeichneten Leistungen sind nach § 4 Nr. 14 a UStG steuerfrei.'
        : '';
  d.custNo = `${t.pick(['', 'K', '10'])}${t.int(10000, 999999)}`;
  d.phone =
    tpl === 'dk'
      ? `+45 ${t.digits(2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)}`
      : tpl === 'at'
        ? `+43 1 ${t.digits(6)}`
        : `+49 ${t.pick(['221', '40', '89', '231'])} ${t.digits(6)}`;
  d.email = `${t.pick(tpl === 'dk' ? ['faktura', 'booking'] : ['info', 'rechnung', 'buchhaltung'])}@${mailOf(s.name)}`;
  return d;
}
const mailOf = (name: string) =>
  `${(name.split(' ').find((w) => w.length > 3) ?? 'firma')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.example`;

function vatRows(d: Doc): Vat[] {
  const groups = new Map<string, Vat>();
  for (const l of d.lines) {
    const key = `${l.cat}${l.rate}`;
    const g = groups.get(key) ?? { rate: l.rate, cat: l.cat, base: '0', tax: '0' };
    g.base = round(dec(g.base).plus(l.net));
    groups.set(key, g);
  }
  const out = [...groups.values()].sort((a, b) => Number(b.rate) - Number(a.rate));
  for (const g of out) g.tax = round(dec(g.base).times(g.rate).dividedBy(100));
  return out;
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  switch (tpl) {
    case 'catering':
      return `PS-26-${n(3)}`;
    case 'verlag':
      return credit ? `RG${t.int(600000, 699999)}` : `${t.int(8100000, 8199999)}`;
    case 'wach':
      return `WD/2026/${n(4)}`;
    case 'geruest':
      return `26-${n(4)}`;
    case 'at':
      return credit ? `GS-${n(4)}` : `AR${t.int(26000, 26999)}`;
    case 'dk':
      return credit ? `K-${t.int(1000, 1999)}` : `${t.int(20260, 29999)}`;
    case 'telko':
      return `${t.int(100, 999)} ${t.digits(3)} ${t.digits(4)}`;
    default:
      return `AM-${t.int(26000, 26999)}`;
  }
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: d.cur, po: d.po ?? '', sellerVat: d.vatShown });
  const { vatId, ...buyer } = inv.buyer;
  inv.buyer = {
    ...buyer,
    name: d.salutation ? `${d.salutation} ${d.b.name}` : d.b.name,
    ...(vatId ? { vatId } : {}),
  };
  if (!d.credit && d.tpl !== 'telko')
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(d.bicShown ? { providerId: d.bic } : {}) }],
    };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: round(dec(d.gross).minus(d.paid || '0')),
    ...(d.paid ? { paidAmount: d.paid } : {}),
  };
  inv.vatBreakdown = d.vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: v.cat,
    rate: v.rate,
    ...(v.cat !== 'S' ? { exemptionReason: d.exempt } : {}),
  }));
  inv.lines = d.lines.map((l) =>
    synthLine({
      id: l.id,
      qty: l.qty,
      uc: l.unit[1],
      net: l.net,
      netPrice: l.price,
      category: l.cat,
      rate: l.rate,
      name: l.name,
    }),
  );
  return inv;
}

// ---------------------------------------------------------------------------- shared pieces
const money = (v: string) => groupedMoney(v, '.', ',');
const eur = (v: string) => `${money(v)} €`;
const num = (q: string) => q.replace('.', ',');
const qtyOf = (l: Ln) => l.qtyShown ?? num(l.qty);
const priceOf = (l: Ln) => l.priceShown ?? money(l.price);
const dt = (iso: string) => iso.split('-').reverse().join('.');
const town = (p: KitParty) => `${p.pc} ${p.city}`;
const addr = (p: KitParty) => [p.name, p.street, town(p)];
const oneLine = (p: KitParty) => `${p.name} · ${p.street} · ${town(p)}`;
const due = (d: Doc) => round(dec(d.gross).minus(d.paid || '0'));
const buyerBlock = (d: Doc) => [...(d.salutation ? [d.salutation] : []), ...addr(d.b)];
type Col = LetterCol<Ln>;
const table = (p: Pager, y0: number, cols: Col[], lines: Ln[], o: TableOpts, m = money) =>
  letterTable(p, m, y0, cols, lines, o);
const bankRows = (d: Doc, bank: string) =>
  d.credit ? [] : [bank, `IBAN ${spaced(d.iban)}`, ...(d.bicShown ? [`BIC ${d.bic}`] : [])];
/** the VAT total as a row of its own when there are several rates (else the one VAT row is it) */
const vatTotal = (d: Doc, label: string, m: (v: string) => string): Array<[string, string]> =>
  d.vat.length > 1 ? [[label, m(d.vatT)]] : [];
const vatRowsDe = (d: Doc, label: (v: Vat) => string): Array<[string, string]> =>
  d.vat.map((v): [string, string] => [label(v), eur(v.tax)]);

// ---------------------------------------------------------------------------- catering
function drawCatering(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.put(50, 50, d.s.name, { size: 17, bold: true });
  p.put(70, 50, 'Catering · Partyservice · Eventgastronomie', { size: 8.5 });
  p.block([d.s.street, town(d.s), d.phone, d.email], 545, 46, { size: 8, right: true });
  p.put(120, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 134, { size: 10 });
  p.kv(
    150,
    360,
    545,
    [
      ['Rechnung Nr.', d.number],
      ['Datum', dt(d.issue)],
      ['Kunden-Nr.', d.custNo],
    ],
    { size: 9 },
    13,
  );
  p.put(236, 50, 'Rechnung', { size: 14, bold: true });
  const what = d.t.pick(
    d.salutation
      ? ['Hochzeitsfeier', 'Geburtstagsfeier', 'Jubiläum']
      : ['Sommerfest', 'Weihnachtsfeier', 'Firmenjubiläum'],
  );
  p.put(
    256,
    50,
    `Veranstaltung: ${what} am ${dt(d.event)}, ${d.t.pick(['Gut Hohenholz', 'Rheinterrassen', 'Ihre Räumlichkeiten'])}`,
    { size: 9.5 },
  );
  const cols: Col[] = [
    { head: 'Bezeichnung', x: 50, cell: (l) => l.name },
    { head: 'Anzahl', x: 330, right: true, cell: (l) => qtyOf(l) },
    { head: 'Einheit', x: 338, cell: (l) => l.unit[0] },
    { head: 'Einzelpreis', x: 445, right: true, cell: (l) => money(l.price) },
    { head: 'MwSt.', x: 482, right: true, cell: (l) => `${l.rate} %` },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 282, cols, d.lines, { nameCol: 0, wrap: 46, size: 9, groups: true });
  const tot: Array<[string, string]> = [
    ['Summe netto', eur(d.lineNet)],
    ...vatRowsDe(d, (v) => `zzgl. ${v.rate} % MwSt. auf ${money(v.base)}`),
    ...vatTotal(d, 'MwSt. gesamt', eur),
    ['Gesamtbetrag', eur(d.gross)],
  ];
  if (d.paid) tot.push(['abzgl. Anzahlung', `-${eur(d.paid)}`], ['Restbetrag', eur(due(d))]);
  y = letterTotals(p, y + 10, tot, 330);
  y = p.need(y + 14, 30);
  y = paragraph(
    p,
    y,
    50,
    `Bitte überweisen Sie den Betrag bis zum ${dt(d.due)}. Vielen Dank für Ihren Auftrag – wir hoffen, Ihre Gäste waren zufrieden!`,
    95,
    9,
  );
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, `Inhaber/GF: ${d.manager}`, ...sellerIdLines(d)], 50, 780, 7),
    ...footCol(bankRows(d, 'Volksbank'), 330, 780, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- verlag
function drawVerlag(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 730);
  p.put(46, 50, d.s.name, { size: 14, bold: true });
  p.put(46, 545, 'Auslieferung · Barsortiment · Remissionen', { size: 7.5, right: true });
  p.put(104, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 118, { size: 10 });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Gutschrift-Nr.' : 'Rechnungs-Nr.', d.number],
    ['Datum', dt(d.issue)],
    ['Verkehrsnummer', d.custNo],
  ];
  if (d.po) kv.push(['Ihre Bestellung', d.po]);
  p.kv(118, 380, 545, kv, { size: 8.5 }, 12);
  p.put(206, 50, d.credit ? 'Remissionsgutschrift' : 'Rechnung', { size: 13, bold: true });
  if (d.credit)
    p.put(
      224,
      50,
      `Für die uns remittierte Ware zu Rechnung Nr. ${d.credit.orig} vom ${dt(d.credit.date)} schreiben wir Ihnen gut:`,
      { size: 9 },
    );
  const cols: Col[] = [
    { head: 'ISBN', x: 50, cell: (l) => l.cells.isbn ?? '' },
    { head: 'Autor / Titel', x: 136, cell: (l) => l.name },
    { head: 'Menge', x: 312, right: true, cell: (l) => qtyOf(l) },
    { head: 'Ladenpr.', x: 354, right: true, cell: (l) => (l.cells.list ? money(l.cells.list) : '') },
    { head: 'Rabatt %', x: 400, right: true, cell: (l) => l.cells.disc ?? '' },
    { head: 'Netto-EP', x: 442, right: true, cell: (l) => money(l.price) },
    { head: 'USt', x: 466, right: true, cell: (l) => `${l.rate}` },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 244, cols, d.lines, {
    nameCol: 1,
    wrap: 34,
    size: 7.5,
    carry: { label: 'Übertrag', x: 545, labelX: 136, rows },
  });
  y = letterTotals(
    p,
    y + 8,
    [
      ['Warenwert netto', eur(d.lineNet)],
      ...d.vat.map((v): [string, string] => [`USt ${v.rate} % auf ${money(v.base)}`, eur(v.tax)]),
      ...vatTotal(d, 'USt gesamt', eur),
      [d.credit ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', eur(d.gross)],
    ],
    330,
    545,
    8.5,
  );
  y = p.need(y + 12, 30);
  const pay = d.credit
    ? 'Der Betrag wird mit Ihrer nächsten Zahlung verrechnet.'
    : `Zahlbar bis ${dt(d.due)} ohne Abzug. Preise gebunden nach BuchPrG.`;
  p.put(y, 50, pay, { size: 8.5 });
  onEveryPage(rows, p.pages(), (pg, n) => [
    [800, 545, `Seite ${pg} von ${n}`, 7],
    ...footCol([d.s.name, `${d.s.street}, ${town(d.s)}`, `USt-IdNr. ${d.s.vat}`], 50, 772, 7),
    ...footCol(d.credit ? [] : [`Bank: Sparkasse · IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`], 290, 772, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- wach
function drawWach(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 700);
  p.block([d.s.name, d.s.street, town(d.s)], 50, 44, { size: 9, bold: true });
  p.put(44, 545, 'Zertifiziert nach DIN 77200', { size: 7, right: true });
  p.put(120, 50, `Abs.: ${oneLine(d.s)}`, { size: 6.5 });
  p.block(addr(d.b), 50, 134, { size: 10 });
  p.put(230, 50, `RECHNUNG ${d.number}`, { size: 13, bold: true });
  p.kv(
    250,
    50,
    200,
    [
      ['Rechnungsdatum:', dt(d.issue)],
      ['Objekt-Nr.:', `OB-${d.custNo}`],
      ['Leistungszeitraum:', `${dt(d.period[0])} – ${dt(d.period[1])}`],
    ],
    { size: 9 },
    12,
  );
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Leistung', x: 75, cell: (l) => l.name },
    { head: 'Betrag €', x: 400, right: true, cell: (l) => money(l.net) },
    { head: 'Std./Anz.', x: 460, right: true, cell: (l) => `${qtyOf(l)} ${l.unit[0]}` },
    { head: 'Satz €', x: 545, right: true, cell: (l) => money(l.price) },
  ];
  let y = table(p, 300, cols, d.lines, { nameCol: 1, wrap: 50, size: 8.5, top: 70 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Nettobetrag', eur(d.lineNet)],
      ['zzgl. 19 % Umsatzsteuer', eur(d.vatT)],
      ['Rechnungsbetrag', eur(d.gross)],
    ],
    300,
  );
  y = p.need(y + 12, 30);
  p.put(y, 50, `Zahlungsziel: ${dt(d.due)}`, { size: 9, bold: true });
  onEveryPage(rows, p.pages(), (pg, n) => [
    [805, 300, `${pg} / ${n}`, 7],
    ...footCol([`GF: ${d.manager}`, `Steuer-Nr. ${d.taxNo}`, `USt-IdNr. ${d.s.vat}`], 50, 770, 7),
    ...footCol([`Tel. ${d.phone}`, d.email], 200, 770, 7),
    ...footCol(bankRows(d, 'Commerzbank'), 360, 770, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- geruest
function drawGeruest(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(50, 300, d.s.name, { size: 15, bold: true });
  p.block([d.s.street, town(d.s), `Tel. ${d.phone}`, `USt-IdNr. ${d.s.vat}`], 300, 70, { size: 8 });
  p.block(addr(d.b), 50, 140, { size: 10 });
  p.put(192, 50, `USt-IdNr.: ${d.b.vat}`, { size: 8.5 });
  p.put(230, 50, `Rechnung Nr. ${d.number}`, { size: 13, bold: true });
  p.put(230, 545, `${d.s.city}, ${dt(d.issue)}`, { size: 9, right: true });
  p.put(
    248,
    50,
    `Bauvorhaben: ${d.t.pick(['Wohnanlage Lindenstraße', 'Sanierung Schule am Park', 'Bürogebäude Hafenkante'])} · Aufmaß vom ${dt(addDays(d.issue, -3))}`,
    { size: 9 },
  );
  const cols: Col[] = [
    { head: 'Pos', x: 50, cell: (l) => `${l.id}.` },
    { head: 'Leistungsbeschreibung', x: 78, cell: (l) => l.name },
    { head: 'Menge', x: 360, right: true, cell: (l) => qtyOf(l) },
    { head: 'ME', x: 366, cell: (l) => l.unit[0] },
    { head: 'EP €', x: 460, right: true, cell: (l) => money(l.price) },
    { head: 'GP €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  p.put(284, 50, '_'.repeat(98), { size: 6 });
  let y = table(p, 274, cols, d.lines, { nameCol: 1, wrap: 44, size: 9 });
  p.put(y - 6, 50, '_'.repeat(98), { size: 6 });
  const tot: Array<[string, string]> = [
    ['Summe netto', eur(d.lineNet)],
    ['Umsatzsteuer 0 %', eur('0')],
  ];
  if (d.paid) tot.push([`abzgl. Abschlagszahlung vom ${dt(addDays(d.issue, -21))}`, `-${eur(d.paid)}`]);
  tot.push(['Zahlbetrag', eur(due(d))]);
  y = letterTotals(p, y + 10, tot, 300);
  y = p.need(y + 14, 40);
  y = paragraph(p, y, 50, `${d.exempt}. Die Umsatzsteuer schuldet der Leistungsempfänger.`, 95, 9);
  p.put(y + 4, 50, `Zahlbar bis ${dt(d.due)} ohne Abzug auf das unten genannte Konto.`, { size: 9 });
  onEveryPage(rows, p.pages(), () => [[790, 50, `${d.s.name} · ${bankRows(d, 'Sparkasse').join(' · ')}`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- at
function drawAt(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  const eAt = (v: string) => `€ ${money(v)}`;
  p.put(48, 50, d.s.name.toUpperCase(), { size: 14, bold: true });
  p.put(64, 50, `${d.s.street} | ${town(d.s)} | Österreich | ${d.phone}`, { size: 8 });
  p.block(addr(d.b), 320, 110, { size: 10 });
  p.put(162, 320, `UID: ${d.b.vatShown ?? d.b.vat}`, { size: 8.5 });
  p.put(210, 50, d.credit ? `Gutschrift ${d.number}` : `Rechnung ${d.number}`, { size: 13, bold: true });
  p.put(228, 50, `${d.s.city}, am ${longDate(d.issue, 'at')}`, { size: 9 });
  if (d.credit) p.put(242, 50, `zu Rechnung ${d.credit.orig} vom ${dt(d.credit.date)}`, { size: 9 });
  if (d.po) p.put(242, 320, `Ihre Bestellung: ${d.po}`, { size: 9 });
  const cols: Col[] = [
    { head: 'Menge', x: 88, right: true, cell: (l) => qtyOf(l) },
    { head: 'Einh.', x: 94, cell: (l) => l.unit[0] },
    { head: 'Art.-Nr.', x: 126, cell: (l) => l.cells.no ?? '' },
    { head: 'Bezeichnung', x: 175, cell: (l) => l.name },
    { head: 'USt', x: 412, right: true, cell: (l) => `${l.rate}%` },
    { head: 'EP', x: 470, right: true, cell: (l) => money(l.price) },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 268, cols, d.lines, { nameCol: 3, wrap: 40, size: 8.5 });
  y = letterTotals(
    p,
    y + 8,
    [
      ['Summe netto', eAt(d.lineNet)],
      ...d.vat.map((v): [string, string] => [`USt ${v.rate}% von ${eAt(v.base)}`, eAt(v.tax)]),
      ...vatTotal(d, 'USt gesamt', eAt),
      [d.credit ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', eAt(d.gross)],
    ],
    320,
  );
  y = p.need(y + 14, 30);
  p.put(y, 50, d.credit ? 'Der Betrag wird Ihnen überwiesen.' : 'Zahlbar binnen 14 Tagen ohne Abzug.', {
    size: 9,
  });
  onEveryPage(rows, p.pages(), () => [
    ...footCol(
      [d.s.name, `FN ${d.custNo.slice(-6)}${d.custNo.length % 2 ? 'a' : 'k'}, HG Wien`, `UID: ${d.s.vat}`],
      50,
      778,
      7,
    ),
    ...footCol(d.credit ? [] : [`Erste Bank · IBAN: ${spaced(d.iban)}`, `BIC: ${d.bic}`], 300, 778, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- dk
const DA_MONTHS = 'januar februar marts april maj juni juli august september oktober november december'.split(
  ' ',
);
function daDate(d: Doc, iso: string): string {
  const [y, m, dd] = iso.split('-');
  return d.v % 2 === 1 ? `${Number(dd)}. ${DA_MONTHS[Number(m) - 1]} ${y}` : `${dd}.${m}.${y}`;
}
function drawDk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  const dkk = (v: string) => `${money(v)} DKK`;
  p.put(50, 50, d.s.name, { size: 16, bold: true });
  p.block(
    [
      d.s.street,
      town(d.s),
      'Danmark',
      d.vatShown ? `Momsreg.nr. ${d.s.vat}` : `CVR-nr. ${d.s.vat?.slice(2)}`,
    ],
    400,
    44,
    { size: 8 },
  );
  p.put(120, 50, 'Faktureres til:', { size: 8, bold: true });
  p.block([...addr(d.b), 'Tyskland'], 50, 134, { size: 10 });
  if (d.buyerVat) p.put(186, 50, `Moms-nr.: ${d.b.vat}`, { size: 8.5 });
  p.put(220, 50, d.credit ? 'KREDITNOTA' : 'FAKTURA', { size: 15, bold: true });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Kreditnotanr.' : 'Fakturanr.', d.number],
    ['Fakturadato', daDate(d, d.issue)],
    ['Kundenr.', d.custNo],
  ];
  if (d.dueShown) kv.push(['Forfaldsdato', daDate(d, d.due)]);
  p.kv(214, 360, 545, kv, { size: 9 }, 13);
  if (d.credit)
    p.put(276, 50, `Vedr. faktura nr. ${d.credit.orig} af ${daDate(d, d.credit.date)}`, { size: 9 });
  const cols: Col[] = [
    { head: 'Beskrivelse', x: 50, cell: (l) => l.name },
    { head: 'Antal', x: 330, right: true, cell: (l) => qtyOf(l) },
    { head: 'Enhed', x: 338, cell: (l) => l.unit[0] },
    { head: 'Á pris', x: 450, right: true, cell: (l) => money(l.price) },
    { head: 'Beløb', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 298, cols, d.lines, { nameCol: 0, wrap: 44, size: 9 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Subtotal', dkk(d.lineNet)],
      ['Moms 25 %', dkk(d.vatT)],
      [d.credit ? 'Kreditnota i alt' : 'Total at betale', dkk(d.gross)],
    ],
    330,
  );
  y = p.need(y + 14, 30);
  if (!d.credit)
    p.put(
      y,
      50,
      `Betalingsbetingelser: Netto ${d.t.pick(['14', '30'])} dage. Ved betaling angiv fakturanummer.`,
      { size: 8.5 },
    );
  onEveryPage(rows, p.pages(), () => [
    [782, 50, `${d.s.name} · ${d.email} · ${d.phone}`, 7],
    ...(d.credit
      ? []
      : [
          [794, 50, `Danske Bank · IBAN ${spaced(d.iban)} · SWIFT ${d.bic}`, 7] as [
            number,
            number,
            string,
            number,
          ],
        ]),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- telko
function drawTelko(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const month = longDate(d.period[0], 'de').split(' ').slice(1).join(' ');
  p.put(46, 50, d.s.name, { size: 16, bold: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(buyerBlock(d), 50, 132, { size: 10 });
  const kv: Array<[string, string]> = [
    ['Kundennummer', d.custNo],
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', dt(d.issue)],
    ['Rechnungsmonat', month],
  ];
  if (d.dueShown) kv.push(['Fällig am', dt(d.due)]);
  p.kv(128, 360, 545, kv, { size: 8.5 }, 12);
  p.put(230, 50, `Ihre Rechnung für ${month}`, { size: 13, bold: true });
  const per = `${dt(d.period[0]).slice(0, 6)}–${dt(d.period[1])}`;
  const cols: Col[] = [
    { head: 'Leistung', x: 50, cell: (l) => l.name },
    { head: 'Zeitraum', x: 290, cell: (l) => (l.cells.per ? per : '') },
    { head: 'Menge', x: 420, right: true, cell: (l) => (l.unit[0] ? `${qtyOf(l)} ${l.unit[0]}` : qtyOf(l)) },
    { head: 'Preis €', x: 475, right: true, cell: (l) => priceOf(l) },
    { head: 'Netto €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 258, cols, d.lines, { nameCol: 0, wrap: 42, size: 8, groups: true, top: 80 });
  y = letterTotals(
    p,
    y + 8,
    [
      ['Summe netto', eur(d.lineNet)],
      ['Umsatzsteuer 19 %', eur(d.vatT)],
      ['Rechnungsbetrag', eur(d.gross)],
    ],
    330,
  );
  y = p.need(y + 14, 40);
  const mandate = `${d.t.pick(['ML', 'SEPA'])}-${d.t.digits(8)}`;
  paragraph(
    p,
    y,
    50,
    `Den Rechnungsbetrag buchen wir frühestens 5 Tage nach Rechnungsdatum per SEPA-Lastschrift von Ihrem Konto DE** **** **** **** **${d.t.digits(2)} ${d.t.digits(2)} ab. Mandatsreferenz ${mandate}, Gläubiger-ID DE${d.t.digits(2)}ZZZ0000${d.t.digits(7)}.`,
    100,
    8,
  );
  onEveryPage(rows, p.pages(), (pg, n) => [
    [60, 545, `Seite ${pg}/${n}`, 7],
    [
      790,
      50,
      `${d.s.name} · Sitz ${d.s.city} · AG ${d.s.city} HRB ${d.custNo.slice(-5)} · USt-IdNr. ${d.s.vat}`,
      6.5,
    ],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- labor
function drawLabor(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const med = d.v % 2 === 0;
  p.put(46, 50, d.s.name, { size: 13, bold: true });
  p.put(
    62,
    50,
    med ? 'Betriebsärztliche Betreuung · Vorsorge · Impfungen' : 'Akkreditiert nach DIN EN ISO/IEC 17025',
    { size: 7.5 },
  );
  p.block([d.s.street, town(d.s), `Tel. ${d.phone}`], 545, 46, { size: 8, right: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 132, { size: 10 });
  p.put(220, 50, `Rechnung ${d.number}`, { size: 13, bold: true });
  p.put(220, 545, `Datum: ${dt(d.issue)}`, { size: 9, right: true });
  p.put(
    238,
    50,
    med
      ? `Betreuungsvertrag ${d.custNo}, Leistungen ${dt(d.period[0])} bis ${dt(d.period[1])}`
      : `Prüfbericht-Nr. PB-${d.custNo} vom ${dt(addDays(d.issue, -2))}`,
    { size: 9 },
  );
  const cols: Col[] = med
    ? [
        { head: 'Leistung', x: 50, cell: (l) => l.name },
        { head: 'Anzahl', x: 350, right: true, cell: (l) => `${qtyOf(l)} ${l.unit[0]}` },
        { head: 'Einzelpreis', x: 420, right: true, cell: (l) => money(l.price) },
        { head: 'St.', x: 440, cell: (l) => l.cells.code ?? '' },
        { head: 'Betrag', x: 545, right: true, cell: (l) => money(l.net) },
      ]
    : [
        { head: 'Probe-Nr.', x: 50, cell: (l) => l.cells.probe ?? '' },
        { head: 'Untersuchung', x: 110, cell: (l) => l.name },
        { head: 'Preis €', x: 470, right: true, cell: (l) => money(l.price) },
        { head: 'Betrag €', x: 545, right: true, cell: (l) => money(l.net) },
      ];
  const carry = med ? {} : { carry: { label: 'Übertrag', x: 545, labelX: 110, rows } };
  let y = table(p, 264, cols, d.lines, { nameCol: med ? 0 : 1, wrap: med ? 52 : 56, size: 8.5, ...carry });
  const tot: Array<[string, string]> = med
    ? [
        ...d.vat.map((v): [string, string] => [
          v.cat === 'E' ? 'A = steuerfrei, netto' : `B = ${v.rate} %, netto`,
          eur(v.base),
        ]),
        ['Summe netto', eur(d.lineNet)],
        ...d.vat
          .filter((v) => v.cat === 'S')
          .map((v): [string, string] => [`USt ${v.rate} % auf B`, eur(v.tax)]),
        ['Gesamtbetrag', eur(d.gross)],
      ]
    : [
        ['Summe netto', eur(d.lineNet)],
        ['USt 19 %', eur(d.vatT)],
        ['Gesamtbetrag', eur(d.gross)],
      ];
  y = letterTotals(p, y + 10, tot, 320);
  y = p.need(y + 14, 40);
  if (med) y = paragraph(p, y, 50, d.exempt, 100, 8.5);
  p.put(y + 4, 50, `Bitte begleichen Sie die Rechnung bis ${dt(d.due)}.`, { size: 9 });
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, ...sellerIdLines(d)], 50, 778, 7),
    ...footCol(bankRows(d, 'Deutsche Bank'), 320, 778, 7),
  ]);
  return p.pages();
}
