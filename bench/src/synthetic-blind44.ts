/**
 * `--templates blind44` of extraction-synthetic.ts: held-out layouts of session 27 (issue 19,
 * "unseen layouts"), written before opening the extraction rules: SERVICE TRADES billed by rates,
 * periods and surcharges (invented names, no file copied) —
 * - `zeitarb13`: a temporary staffing agency (Arbeitnehmerüberlassung): a sub-heading per employee
 *   and week (Pers.-Nr., Tätigkeit, KW with its dates), rows Normalstunden / Überstunden / Nacht /
 *   Sonntag / Feiertag, each surcharge a percentage of the employee's hourly rate ("Nachtzuschlag
 *   25 % auf 31,40 €") at its own rate with up to 4 decimals; Kostenstelle, Einsatzort, AÜ-Vertrag;
 * - `reinig13`: a cleaning contractor: a sub-heading per object (address, Kostenstelle), monthly flat
 *   fees per cleaning area, glass cleaning per m² at a 4-decimal price, extra jobs by hours;
 * - `sicher13`: a security service: a sub-heading per site, a period column per row, guard hours,
 *   night and holiday surcharges as a percentage of the guard rate (3 decimals), patrol flat fees per
 *   check, alarm call-outs;
 * - `entsorg13`: a waste disposal firm: per order and site, container rental per day, transport per
 *   trip, disposal per tonne with the weighing slip number and a 3-decimal weight; one Gutschrift
 *   (a corrected weighing slip, type 381);
 * - `itms13`: a managed IT service: per user, per device, per licence, per month, the billing period
 *   "01.10.–31.10.2026" in the head, groups per service area, prices with 4 decimals;
 * - `eventv13`: an event equipment rental: items × day price × day factor = price per item, delivery
 *   trips and set-up hours, the rental period and the event in the head;
 * - `atrein13`: an Austrian cleaning firm: 20 % USt, UID numbers ATU… of both parties, Firmenbuch,
 *   Austrian month names, a sub-heading per object;
 * - `iecat13`: an Irish contract caterer: VAT 13.5 % (meals) and 23 % (fees, staff), "€1,234.56",
 *   dates "31 Oct 2026", a VAT analysis; one CREDIT NOTE (type 381).
 *
 * Truth = only what the page prints:
 * - line ids = the printed position where a Pos. column exists (`zeitarb13` and `reinig13` in half,
 *   `entsorg13`, `eventv13`, `atrein13`), else 1, 2, 3 … in the printed order;
 * - line name = the item text in the description column (wrapped lines joined by a space); the
 *   sub-headings (employee, object, site, order), detail lines under a row and the period column are
 *   no part of it and no lines;
 * - a surcharge row's quantity is the hours it applies to and its price the printed surcharge rate;
 *   `eventv13`'s price is the printed price per item (day price × factor);
 * - units: Std./hrs → HUR, Tage → DAY, t → TNE, Monat/month → MON, m² → MTK, Fahrt/Kontrolle/Einsatz/
 *   Benutzer/Lizenz/Paket/covers and no unit → C62, Gerät/Server/Stk. → H87;
 * - the buyers' country is never printed, so the buyer has no country code; the seller's is its
 *   VAT id's; BT-13 only where an order number ("Bestell-Nr.", "PO number") is printed; contract,
 *   customer, cost-centre and order numbers of the service are no fields; credit notes: 381, positive
 *   amounts, the corrected invoice as preceding invoice, no due date.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  bicOf,
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOf,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  MONTH_NAMES,
  mailOfWord,
  pager,
  personName,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND44_TPLS = [
  'zeitarb13',
  'reinig13',
  'sicher13',
  'entsorg13',
  'itms13',
  'eventv13',
  'atrein13',
  'iecat13',
] as const;
type Tpl = (typeof BLIND44_TPLS)[number];

interface Ln {
  id: string;
  name: string;
  qty: string;
  /** decimals the quantity is printed with */
  qd: number;
  unit: readonly [string, string];
  price: string;
  /** decimals the price is printed with */
  pd: number;
  net: string;
  rate: string;
  /** a detail line under the row (no part of the name) */
  detail?: string;
  /** the period column (sicher13) */
  period?: string;
  /** eventv13: day price and factor */
  day?: string;
  factor?: string;
  /** a sub-heading printed before the row */
  head?: string;
  /** zeitarb13 with a surcharge column: the hourly rate and the surcharge in % */
  base?: string;
  pct?: number;
}

interface Doc {
  tpl: Tpl;
  v: number;
  t: Tools;
  en: boolean;
  s: KitParty;
  b: KitParty;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  po: string;
  credit?: { orig: string; date: string };
  refs: Array<[string, string]>;
  lines: Ln[];
  posCol: boolean;
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  iban: string;
  bic: string;
  taxNo: string;
  manager: string;
  phone: string;
  email: string;
}

const SELLERS: Record<Tpl, string[]> = {
  zeitarb13: [
    'Flexa Personaldienste GmbH',
    'ProTeam Zeitarbeit GmbH & Co. KG',
    'Rheinland Personal Service GmbH',
  ],
  reinig13: [
    'Glanzwerk Gebäudereinigung GmbH',
    'Sauber & Partner Gebäudedienste GmbH',
    'Klarsicht Facility Services GmbH',
  ],
  sicher13: [
    'Argus Sicherheitsdienst GmbH',
    'Wachschutz Nordlicht GmbH',
    'Securitas Regio Objektschutz GmbH',
  ],
  entsorg13: [
    'Kreislauf Containerdienst GmbH',
    'Recycling Hofmann GmbH & Co. KG',
    'Mulden-Express Entsorgung GmbH',
  ],
  itms13: ['Netzwerk Kontor IT-Services GmbH', 'Bytehafen Managed Services GmbH', 'Systemwerk IT GmbH'],
  eventv13: [
    'Bühnenzauber Veranstaltungstechnik GmbH',
    'Festmobil Eventverleih GmbH',
    'Lichtblick Event-Vermietung GmbH',
  ],
  atrein13: ['Blitzblank Reinigungs GmbH', 'Donau Gebäudeservice GmbH', 'Alpenglanz Reinigung GmbH'],
  iecat13: [
    'Harbour Contract Catering Limited',
    'Liffey Food Services Ltd',
    'Emerald Workplace Dining Limited',
  ],
};
const BUYERS_DE = [
  'Stadtwerke Lindenau GmbH',
  'Maschinenbau Krüger AG',
  'Logistikzentrum Süd GmbH',
  'Wohnbau Rheinufer eG',
  'Klinikum am Park gGmbH',
  'Autohaus Brandt GmbH',
  'Verlagshaus Lange KG',
];
const BUYERS_AT = [
  'Wohnpark Donaustadt GmbH',
  'Hotel Sonnblick GmbH',
  'Berger Immobilien Verwaltung GmbH',
  'Ordination Dr. Hofmann OG',
];
const BUYERS_IE = [
  'Kestrel Pharma Ireland Limited',
  'Shannon Aero Services Ltd',
  'Dockside Software Limited',
  'Glenview Medical Devices Ltd',
];
const IE_STREETS = [
  'Grand Canal Street Upper',
  'Pembroke Road',
  'Harcourt Street',
  'Fitzwilliam Square',
  'North Wall Quay',
];
const IE_PC = ['D02 YX88', 'D04 K7W2', 'D08 T6F3', 'D24 P2H7'];

function ieParty(name: string, t: Tools): KitParty {
  const vat = `IE${t.digits(7)}${t.pick(['A', 'T', 'W'])}`;
  return {
    name,
    street: `${t.int(1, 90)} ${t.pick(IE_STREETS)}`,
    pc: t.pick(IE_PC),
    city: 'Dublin',
    country: 'IE',
    vat,
    vatShown: vat,
  };
}

/** The Monday of the week of an ISO date. */
function mondayOf(iso: string): string {
  const wd = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(iso, -wd);
}
/** The ISO week number of a Monday. */
function isoWeek(monday: string): number {
  const thu = addDays(monday, 3);
  const jan1 = Date.parse(`${thu.slice(0, 4)}-01-01T00:00:00Z`);
  return 1 + Math.floor((Date.parse(`${thu}T00:00:00Z`) - jan1) / 86400000 / 7);
}
const p2 = (v: number | string) => round(dec(v));
const mul = (a: string, b: string) => round(dec(a).times(dec(b)));
const fixed = (v: number, d: number) => dec(v).toFixed(d);

/** A number in the document's notation with `d` decimals (thousands grouped). */
function num(d: Doc, v: string, dd: number): string {
  const [i = '0', f = ''] = dec(v).toFixed(dd).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, d.en ? ',' : '.');
  return dd ? `${g}${d.en ? '.' : ','}${f}` : g;
}
const money = (d: Doc, v: string) => (d.en ? groupedMoney(v, ',', '.') : groupedMoney(v, '.', ','));
/** A date: DE dd.mm.yyyy, IE "31 Oct 2026" or 31/10/2026. */
function date(d: Doc, iso: string): string {
  const [y, m, dd] = iso.split('-');
  if (!d.en) return `${dd}.${m}.${y}`;
  return d.v % 2 ? `${dd}/${m}/${y}` : `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3)} ${y}`;
}
/** "01.10.–31.10.2026" */
const span = (a: string, b: string) =>
  `${a.slice(8)}.${a.slice(5, 7)}.–${b.slice(8)}.${b.slice(5, 7)}.${b.slice(0, 4)}`;

function line(t: Omit<Ln, 'net' | 'id'> & { id?: string }): Ln {
  return { ...t, id: t.id ?? '', net: mul(t.qty, t.price) };
}

/** The rows of a document of the template. */
function buildLines(tpl: Tpl, d: Doc, long: boolean): Ln[] {
  const t = d.t;
  const out: Ln[] = [];
  const year = d.issue.slice(0, 4);
  const mon = String(Number(d.issue.slice(5, 7)) - 1).padStart(2, '0');
  const monStart = `${year}-${mon}-01`;
  const monEnd = addDays(`${year}-${String(Number(mon) + 1).padStart(2, '0')}-01`, -1);
  const monName = (lang: 'de' | 'at' | 'en') => `${MONTH_NAMES[lang][Number(mon) - 1]} ${year}`;
  if (tpl === 'zeitarb13') {
    const n = long ? t.int(7, 9) : t.int(2, 3);
    const jobs = [
      'Lagerhelfer/in',
      'Staplerfahrer/in',
      'Produktionshelfer/in',
      'Elektriker/in',
      'Kommissionierer/in',
      'Schweißer/in',
    ];
    const pctCol = d.v % 3 === 2;
    const monday = addDays(mondayOf(monStart), 7 * t.int(1, 3));
    const kw = isoWeek(monday);
    for (let i = 0; i < n; i++) {
      const rate = fixed(t.int(2650, 3990) / 100, 2);
      const h = `${personName(t)}, Pers.-Nr. ${t.int(10200, 49990)} – ${t.pick(jobs)} – KW ${kw} (${span(monday, addDays(monday, 6))})`;
      const normal = fixed(t.int(60, 80) / 2, 2);
      out.push(
        line({
          name: 'Normalstunden',
          qty: normal,
          qd: 2,
          unit: ['Std.', 'HUR'],
          price: rate,
          pd: 2,
          rate: '19',
          head: h,
          ...(pctCol ? { base: rate } : {}),
        }),
      );
      const sur: Array<[string, number]> = [
        ['Überstundenzuschlag', 25],
        ['Nachtzuschlag', 25],
        ['Sonntagszuschlag', 50],
        ['Feiertagszuschlag', 100],
      ];
      for (const [label, pct] of sur) {
        if (t.rnd() < 0.45) continue;
        const hrs = fixed(t.int(2, 24) / 2, 2);
        const pr = dec(rate)
          .times(pct)
          .dividedBy(100)
          .toFixed(4)
          .replace(/0{1,2}$/, '');
        out.push(
          line({
            name: pctCol ? label : `${label} ${pct} % auf ${num(d, rate, 2)} €`,
            ...(pctCol ? { base: rate, pct } : {}),
            qty: hrs,
            qd: 2,
            unit: ['Std.', 'HUR'],
            price: pr,
            pd: Math.max(2, pr.split('.')[1]?.length ?? 2),
            rate: '19',
          }),
        );
      }
      if (t.rnd() < 0.3)
        out.push(
          line({
            name: 'Fahrgeld je Einsatztag',
            qty: String(t.int(3, 5)),
            qd: 0,
            unit: ['Tage', 'DAY'],
            price: '6.50',
            pd: 2,
            rate: '19',
          }),
        );
    }
  } else if (tpl === 'reinig13' || tpl === 'atrein13') {
    const at = tpl === 'atrein13';
    const n = long ? t.int(5, 6) : t.int(2, 3);
    const objs = at
      ? ['Wohnhausanlage', 'Bürohaus', 'Arztpraxis', 'Hotel Stiegenhäuser', 'Geschäftslokal']
      : ['Verwaltungsgebäude', 'Lagerhalle', 'Kita', 'Schulungszentrum', 'Werkstattgebäude', 'Ärztehaus'];
    for (let i = 0; i < n; i++) {
      const place = dachParty(at ? 'AT' : 'DE', 'x', t);
      const h = `Objekt ${i + 1}: ${t.pick(objs)}, ${place.street}, ${place.pc} ${place.city} – Kostenstelle ${t.int(100, 999)}`;
      const area = t.int(180, 2400);
      out.push(
        line({
          name: `Unterhaltsreinigung ${num(d, String(area), 0)} m² lt. Leistungsverzeichnis, ${monName(at ? 'at' : 'de')}`,
          qty: '1',
          qd: 0,
          unit: ['Monat', 'MON'],
          price: fixed(t.int(3800, 390000) / 100, 2),
          pd: 2,
          rate: at ? '20' : '19',
          head: h,
        }),
      );
      if (t.rnd() < 0.6)
        out.push(
          line({
            name: at ? 'Stiegenhausreinigung wöchentlich' : 'Treppenhaus- und Sanitärreinigung',
            qty: '1',
            qd: 0,
            unit: ['Monat', 'MON'],
            price: fixed(t.int(9000, 60000) / 100, 2),
            pd: 2,
            rate: at ? '20' : '19',
          }),
        );
      if (t.rnd() < 0.5)
        out.push(
          line({
            name: 'Glasreinigung Fensterflächen beidseitig',
            qty: fixed(t.int(4000, 90000) / 100, 2),
            qd: 2,
            unit: ['m²', 'MTK'],
            price: fixed(t.int(6500, 14900) / 10000, 4),
            pd: 4,
            rate: at ? '20' : '19',
          }),
        );
      if (t.rnd() < 0.5)
        out.push(
          line({
            name: `Sonderreinigung ${t.pick(['nach Umbau', 'Teppichreinigung', 'Grundreinigung Bodenbelag', 'nach Wasserschaden'])}`,
            qty: fixed(t.int(4, 30) / 2, 2),
            qd: 2,
            unit: ['Std.', 'HUR'],
            price: fixed(t.int(2890, 4200) / 100, 2),
            pd: 2,
            rate: at ? '20' : '19',
            detail: `ausgeführt am ${date(d, addDays(monStart, t.int(2, 25)))}`,
          }),
        );
    }
  } else if (tpl === 'sicher13') {
    const n = long ? 4 : t.int(1, 2);
    const sites = [
      'Baustelle Wohnpark Mühlenfeld',
      'Logistikzentrum Halle 3',
      'Werksgelände Tor Nord',
      'Einkaufszentrum Parkdeck',
      'Messegelände Eingang Ost',
    ];
    for (let i = 0; i < n; i++) {
      const rate = fixed(t.int(2150, 2990) / 100, 2);
      const h = `Einsatzort: ${sites[(i + d.v) % sites.length]} – Auftrag ${year}-${t.int(100, 999)}`;
      const mid = addDays(monStart, 14);
      const halves: Array<[string, string]> = long
        ? [
            [monStart, mid],
            [addDays(mid, 1), monEnd],
          ]
        : [[monStart, monEnd]];
      let first = true;
      for (const [a, b] of halves) {
        const hrs = fixed(t.int(80, 720) / 2, 2);
        out.push(
          line({
            name: `Objektschutz ${t.pick(['Wachdienst', 'Pfortendienst', 'Streifendienst'])}`,
            qty: hrs,
            qd: 2,
            unit: ['Std.', 'HUR'],
            price: rate,
            pd: 2,
            rate: '19',
            period: span(a, b),
            ...(first ? { head: h } : {}),
          }),
        );
        first = false;
        const pct = t.pick([10, 15, 25]);
        const night = dec(rate)
          .times(pct)
          .dividedBy(100)
          .toFixed(4)
          .replace(/0{1,2}$/, '');
        out.push(
          line({
            name: `Nachtzuschlag ${pct} % (22–6 Uhr)`,
            qty: fixed(t.int(20, 240) / 2, 2),
            qd: 2,
            unit: ['Std.', 'HUR'],
            price: night,
            pd: night.split('.')[1]?.length ?? 2,
            rate: '19',
            period: span(a, b),
          }),
        );
      }
      if (t.rnd() < 0.6)
        out.push(
          line({
            name: 'Sonn- und Feiertagszuschlag 100 %',
            qty: fixed(t.int(8, 24), 2),
            qd: 2,
            unit: ['Std.', 'HUR'],
            price: rate,
            pd: 2,
            rate: '19',
            period: date(d, addDays(mondayOf(addDays(monStart, 7)), 6)),
          }),
        );
      out.push(
        line({
          name: 'Revierkontrolle pauschal je Kontrolle',
          qty: String(t.int(10, 62)),
          qd: 0,
          unit: ['Kontr.', 'C62'],
          price: fixed(t.int(950, 2400) / 100, 2),
          pd: 2,
          rate: '19',
          period: span(monStart, monEnd),
        }),
      );
      if (t.rnd() < 0.5)
        out.push(
          line({
            name: 'Alarmverfolgung mit Interventionskraft',
            qty: String(t.int(1, 4)),
            qd: 0,
            unit: ['Einsatz', 'C62'],
            price: fixed(t.int(4500, 8900) / 100, 2),
            pd: 2,
            rate: '19',
            period: span(monStart, monEnd),
          }),
        );
    }
  } else if (tpl === 'entsorg13') {
    const n = long ? t.int(6, 7) : t.int(1, 2);
    const waste: Array<[string, string]> = [
      ['Baumischabfall', '17 09 04'],
      ['Bauschutt', '17 01 07'],
      ['Altholz A II', '17 02 01'],
      ['Gewerbeabfall', '20 03 01'],
      ['Grünschnitt', '20 02 01'],
    ];
    for (let i = 0; i < n; i++) {
      const start = addDays(monStart, t.int(0, 12));
      const days = t.int(3, 18);
      const size = t.pick(['5 m³', '7 m³', '10 m³', '20 m³']);
      const place = dachParty('DE', 'x', t);
      const h = `Auftrag ${t.int(24000, 28999)}/${i + 1} · Baustelle ${place.street}, ${place.city} · Kostenstelle ${t.int(100, 990)}`;
      const dp = t.rnd() < 0.5 ? fixed(t.int(2500, 6900) / 1000, 3) : fixed(t.int(250, 690) / 100, 2);
      out.push(
        line({
          name: `Containermiete Absetzmulde ${size}`,
          qty: String(days),
          qd: 0,
          unit: ['Tage', 'DAY'],
          price: dp,
          pd: dp.split('.')[1]?.length ?? 2,
          rate: '19',
          head: h,
          detail: `Standzeit ${span(start, addDays(start, days))}`,
        }),
      );
      out.push(
        line({
          name: 'Transport Stellen / Abholen',
          qty: String(t.int(1, 2) * 2),
          qd: 0,
          unit: ['Fahrt', 'C62'],
          price: fixed(t.int(7900, 16500) / 100, 2),
          pd: 2,
          rate: '19',
        }),
      );
      const [w, avv] = t.pick(waste);
      out.push(
        line({
          name: `Entsorgung ${w} AVV ${avv}`,
          qty: fixed(t.int(820, 9850) / 1000, 3),
          qd: 3,
          unit: ['t', 'TNE'],
          price: fixed(t.int(4500, 28900) / 100, 2),
          pd: 2,
          rate: '19',
          detail: `Wiegeschein Nr. ${t.int(200000, 299999)} vom ${date(d, addDays(start, days))}`,
        }),
      );
      if (t.rnd() < 0.3)
        out.push(
          line({
            name: 'Wartezeit Fahrzeug',
            qty: fixed(t.int(1, 4) / 4, 2),
            qd: 2,
            unit: ['Std.', 'HUR'],
            price: '78.00',
            pd: 2,
            rate: '19',
          }),
        );
    }
  } else if (tpl === 'itms13') {
    const users = t.int(12, 140);
    const devs = users + t.int(-4, 20);
    const groups: Array<[string, Array<() => Ln>]> = [
      [
        'Arbeitsplatz-Services',
        [
          () =>
            line({
              name: 'Managed Workplace je Benutzer',
              qty: String(users),
              qd: 0,
              unit: ['Benutzer', 'C62'],
              price: fixed(t.int(189000, 349000) / 10000, 4),
              pd: 4,
              rate: '19',
            }),
          () =>
            line({
              name: 'Endpoint Protection je Gerät',
              qty: String(devs),
              qd: 0,
              unit: ['Geräte', 'H87'],
              price: fixed(t.int(24500, 61500) / 10000, 4),
              pd: 4,
              rate: '19',
            }),
          () =>
            line({
              name: 'Patch-Management Clients',
              qty: String(devs),
              qd: 0,
              unit: ['Geräte', 'H87'],
              price: fixed(t.int(150, 450) / 100, 2),
              pd: 2,
              rate: '19',
            }),
        ],
      ],
      [
        'Lizenzen',
        [
          () =>
            line({
              name: 'Microsoft 365 Business Standard',
              qty: String(users),
              qd: 0,
              unit: ['Lizenzen', 'C62'],
              price: '11.7000',
              pd: 4,
              rate: '19',
            }),
          () =>
            line({
              name: 'Exchange Online Archivierung',
              qty: String(t.int(5, users)),
              qd: 0,
              unit: ['Lizenzen', 'C62'],
              price: '2.8050',
              pd: 4,
              rate: '19',
            }),
        ],
      ],
      [
        'Infrastruktur',
        [
          () =>
            line({
              name: 'Server-Monitoring und Wartung',
              qty: String(t.int(1, 6)),
              qd: 0,
              unit: ['Server', 'H87'],
              price: fixed(t.int(3900, 8900) / 100, 2),
              pd: 2,
              rate: '19',
            }),
          () =>
            line({
              name: 'Firewall-Management',
              qty: '1',
              qd: 0,
              unit: ['Monat', 'MON'],
              price: fixed(t.int(8900, 19900) / 100, 2),
              pd: 2,
              rate: '19',
            }),
          () =>
            line({
              name: 'Cloud-Backup 500 GB Paket',
              qty: String(t.int(1, 4)),
              qd: 0,
              unit: ['Paket', 'C62'],
              price: '49.9000',
              pd: 4,
              rate: '19',
            }),
        ],
      ],
      [
        'Zusatzleistungen',
        [
          () =>
            line({
              name: 'Support außerhalb der Pauschale',
              qty: fixed(t.int(1, 24) / 4, 2),
              qd: 2,
              unit: ['Std.', 'HUR'],
              price: '115.00',
              pd: 2,
              rate: '19',
              detail: `Tickets #${t.int(40000, 49999)}, #${t.int(50000, 59999)}`,
            }),
          () =>
            line({
              name: 'Einrichtung neuer Arbeitsplatz',
              qty: String(t.int(1, 5)),
              qd: 0,
              unit: ['Stk.', 'H87'],
              price: '89.00',
              pd: 2,
              rate: '19',
            }),
        ],
      ],
    ];
    const ng = long ? 4 : t.int(2, 3);
    for (const [g, fs] of groups.slice(0, ng)) {
      let first = true;
      for (const f of long ? fs : fs.slice(0, t.int(1, fs.length))) {
        const l = f();
        if (first) l.head = g;
        first = false;
        out.push(l);
      }
    }
    if (long)
      for (let i = 0; i < 16; i++)
        out.push(
          line({
            name: `Standortpauschale Filiale ${t.pick(['Nord', 'Süd', 'Mitte', 'West', 'Ost', 'Hafen', 'Airport'])} ${i + 1}`,
            qty: '1',
            qd: 0,
            unit: ['Monat', 'MON'],
            price: fixed(t.int(4900, 14900) / 100, 2),
            pd: 2,
            rate: '19',
            ...(i === 0 ? { head: 'Standorte' } : {}),
          }),
        );
  } else if (tpl === 'eventv13') {
    const items: Array<[string, number, number]> = [
      ['Stehtisch mit Husse weiß', 6, 9],
      ['Bierzeltgarnitur 220 cm', 4, 12],
      ['LED-Scheinwerfer RGBW', 9, 22],
      ['PA-Anlage 2 × 1.000 W inkl. Mischpult', 120, 240],
      ['Bühnenpodest 2 × 1 m', 18, 28],
      ['Funkmikrofon Handsender', 15, 30],
      ['Kühlanhänger 2,5 m', 80, 140],
      ['Partyzelt 6 × 12 m', 290, 480],
      ['Heizpilz Gas inkl. Flasche', 25, 40],
      ['Beamer 6.000 ANSI-Lumen', 90, 150],
      ['Leinwand 3 × 2 m', 35, 60],
      ['Traversensystem 3 m', 12, 24],
    ];
    const n = long ? 12 : t.int(4, 7);
    const factor = d.refs.find((r) => r[0] === 'Faktor')?.[1] ?? '1';
    const f = factor.replace(',', '.');
    for (let i = 0; i < n; i++) {
      const [name, a, b] = items[(i + d.v) % items.length] as [string, number, number];
      const dayP = fixed(t.int(a * 100, b * 100) / 100, 2);
      const price = mul(dayP, f);
      out.push({
        id: '',
        name,
        qty: String(t.int(1, 40)),
        qd: 0,
        unit: ['', 'C62'],
        price,
        pd: 2,
        net: '0',
        rate: '19',
        day: dayP,
        factor: f,
      });
    }
    for (const l of out) l.net = mul(l.qty, l.price);
    out.push(
      line({
        name: 'Anlieferung und Abholung',
        qty: '2',
        qd: 0,
        unit: ['Fahrten', 'C62'],
        price: fixed(t.int(6500, 14500) / 100, 2),
        pd: 2,
        rate: '19',
      }),
    );
    out.push(
      line({
        name: 'Auf- und Abbau Techniker',
        qty: fixed(t.int(4, 24) / 2, 1),
        qd: 1,
        unit: ['Std.', 'HUR'],
        price: fixed(t.int(4200, 6500) / 100, 2),
        pd: 2,
        rate: '19',
      }),
    );
  } else {
    // iecat13
    const n = long ? 4 : t.int(1, 2);
    const monday = addDays(mondayOf(monStart), 7 * t.int(0, 1));
    const w0 = isoWeek(monday);
    for (let i = 0; i < n; i++) {
      const m = addDays(monday, i * 7);
      const lbl = `${m.slice(8)}/${m.slice(5, 7)}–${addDays(m, 4).slice(8)}/${addDays(m, 4).slice(5, 7)}`;
      out.push(
        line({
          name: `Staff restaurant subsidised meals week ${w0 + i} (${lbl})`,
          qty: String(t.int(180, 1400)),
          qd: 0,
          unit: ['covers', 'C62'],
          price: fixed(t.int(29500, 61500) / 10000, 4),
          pd: 4,
          rate: '13.5',
        }),
      );
      if (t.rnd() < 0.5)
        out.push(
          line({
            name: `Hospitality boardroom lunch ${m.slice(8)}/${m.slice(5, 7)}`,
            qty: String(t.int(6, 40)),
            qd: 0,
            unit: ['covers', 'C62'],
            price: fixed(t.int(1250, 3200) / 100, 2),
            pd: 2,
            rate: '13.5',
          }),
        );
    }
    out.push(
      line({
        name: `Event waiting staff incl. 25% evening premium`,
        qty: fixed(t.int(8, 60) / 2, 2),
        qd: 2,
        unit: ['hrs', 'HUR'],
        price: fixed(t.int(2100, 2900) / 100, 2),
        pd: 2,
        rate: '23',
      }),
    );
    out.push(
      line({
        name: `Management fee ${monName('en')}`,
        qty: '1',
        qd: 0,
        unit: ['month', 'MON'],
        price: fixed(t.int(95000, 380000) / 100, 2),
        pd: 2,
        rate: '23',
      }),
    );
    if (long)
      for (let i = 0; i < 20; i++)
        out.push(
          line({
            name: `Vending machine service ${t.pick(['Block A', 'Block B', 'Reception', 'Canteen', 'Lab'])} unit ${i + 1}`,
            qty: String(t.int(1, 4)),
            qd: 0,
            unit: ['month', 'MON'],
            price: fixed(t.int(2500, 9000) / 100, 2),
            pd: 2,
            rate: '23',
          }),
        );
  }
  return out;
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND44_TPLS.length);
  const en = tpl === 'iecat13';
  const cc = tpl === 'atrein13' ? 'AT' : en ? 'IE' : 'DE';
  const s = en ? ieParty(t.pick(SELLERS[tpl]), t) : dachParty(cc as 'DE', t.pick(SELLERS[tpl]), t);
  const b = en
    ? ieParty(t.pick(BUYERS_IE), t)
    : dachParty(cc as 'DE', t.pick(cc === 'AT' ? BUYERS_AT : BUYERS_DE), t);
  const month = t.int(9, 11);
  const issue = `2026-${String(month + 1).padStart(2, '0')}-0${t.int(1, 6)}`;
  const dueDays = t.pick([8, 14, 14, 30]);
  const credit =
    (tpl === 'entsorg13' && v === 5) || (tpl === 'iecat13' && v === 6)
      ? {
          orig: en ? `INV-${t.int(23000, 23999)}` : `RE-${t.int(26000, 26999)}`,
          date: addDays(issue, -t.int(10, 30)),
        }
      : undefined;
  const number = {
    zeitarb13: () => `AÜ-${issue.slice(2, 4)}${t.int(10000, 99999)}`,
    reinig13: () => `${issue.slice(0, 4)}-${t.int(1000, 9999)}`,
    sicher13: () => `R${t.int(260000, 269999)}`,
    entsorg13: () => (credit ? `GS-${t.int(1000, 9999)}` : `${t.int(700000, 799999)}`),
    itms13: () => `MS-${issue.slice(0, 7).replace('-', '')}-${t.int(100, 999)}`,
    eventv13: () => `VR ${t.int(2600, 2999)}/${issue.slice(2, 4)}`,
    atrein13: () => `${issue.slice(0, 4)}/${String(t.int(1, 1999)).padStart(4, '0')}`,
    iecat13: () => (credit ? `CN-${t.int(1000, 1999)}` : `INV-${t.int(24000, 24999)}`),
  }[tpl]();
  const po = t.rnd() < 0.5 ? `${t.pick(['45', '47', '4600'])}${t.digits(t.int(6, 8))}` : '';
  const year = issue.slice(0, 4);
  const mon = String(month).padStart(2, '0');
  const ps = `${year}-${mon}-01`;
  const pe = addDays(`${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
  const refs: Array<[string, string]> = [];
  const kn = String(t.int(10000, 99999));
  if (tpl === 'zeitarb13') {
    refs.push(
      ['Kunden-Nr.', kn],
      ['AÜ-Vertrag', `AÜV-${t.int(100, 999)}/${year}`],
      ['Kostenstelle', String(t.int(1000, 9999))],
    );
    refs.push(['Einsatzort', `Werk ${t.pick(['Nord', 'Süd', '2', 'Hafen'])}`]);
  } else if (tpl === 'reinig13' || tpl === 'atrein13')
    refs.push(
      ['Kunden-Nr.', kn],
      ['Vertrag', `RV-${t.int(100, 999)}`],
      ['Leistungszeitraum', `${MONTH_NAMES[tpl === 'atrein13' ? 'at' : 'de'][month - 1]} ${year}`],
    );
  else if (tpl === 'sicher13') refs.push(['Debitor', kn], ['Leistungszeitraum', span(ps, pe)]);
  else if (tpl === 'entsorg13') refs.push(['Kunden-Nr.', kn], ['Lieferschein', `LS ${t.int(50000, 59999)}`]);
  else if (tpl === 'itms13')
    refs.push(
      ['Kunden-Nr.', kn],
      ['Vertrag', `MSV-${t.int(1000, 9999)}`],
      ['Abrechnungszeitraum', span(ps, pe)],
    );
  else if (tpl === 'eventv13') {
    const ev = addDays(ps, t.int(3, 20));
    const days = t.int(1, 4);
    refs.push(
      ['Veranstaltung', t.pick(['Sommerfest', 'Firmenjubiläum', 'Hausmesse', 'Weihnachtsfeier'])],
      ['Mietzeitraum', span(ev, addDays(ev, days - 1))],
      ['Miettage', String(days)],
      ['Faktor', ['1,0', '1,5', '2,0', '2,5'][days - 1] as string],
    );
  } else
    refs.push(
      ['Account No.', `C${kn}`],
      ['Site', t.pick(['Sandyford Campus', 'Citywest HQ', 'Docklands Office'])],
    );
  const taxNo = en ? '' : `${t.int(10, 99)}/${t.int(100, 999)}/${t.int(10000, 99999)}`;
  const manager = personName(t);
  const iban = ibanOf(cc, t);
  const d: Doc = {
    tpl,
    v,
    t,
    en,
    s,
    b,
    number,
    issue,
    due: addDays(issue, dueDays),
    dueShown: credit ? false : t.rnd() < 0.8,
    po,
    ...(credit ? { credit } : {}),
    refs,
    lines: [],
    posCol:
      ['entsorg13', 'eventv13', 'atrein13'].includes(tpl) ||
      ((tpl === 'zeitarb13' || tpl === 'reinig13') && v % 2 === 0),
    vat: [],
    lineNet: '0',
    vatT: '0',
    gross: '0',
    iban,
    bic: en ? `${iban.slice(4, 8)}IE2D` : bicOf(cc, t),
    taxNo,
    manager,
    phone: en
      ? `+353 1 ${t.int(200, 899)} ${t.int(1000, 9999)}`
      : `0${t.int(201, 911)} ${t.int(100000, 999999)}`,
    email: `rechnung@${mailOfWord(s.name)}`,
  };
  if (en) d.email = `accounts@${mailOfWord(s.name)}`;
  const long = [1, 4, 7].includes(v) && !(tpl === 'eventv13' && v === 7);
  d.lines = buildLines(tpl, d, long);
  d.lines.forEach((l, i) => {
    l.id = String(i + 1);
  });
  const { vat, lineNet, vatT } = vatSums(d.lines);
  Object.assign(d, { vat, lineNet, vatT, gross: p2(dec(lineNet).plus(dec(vatT)).toString()) });
  return d;
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: 'EUR' });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else if (d.dueShown) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    vatId: d.s.vat,
    ...(d.taxNo && d.tpl !== 'atrein13' ? { taxRegistrationId: d.taxNo } : {}),
    address: { line1: d.s.street, postalCode: d.s.pc, city: d.s.city, countryCode: d.s.country },
  };
  const buyerVat = d.tpl === 'atrein13' || d.tpl === 'iecat13';
  inv.buyer = {
    name: d.b.name,
    address: { line1: d.b.street, postalCode: d.b.pc, city: d.b.city } as Invoice['buyer']['address'],
    ...(buyerVat ? { vatId: d.b.vat } : {}),
  };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  inv.lines = d.lines.map((l) => kitLine({ ...l, unit: l.unit }));
  return inv;
}

// ---------------------------------------------------------------- drawing

const PLURAL: Record<string, string> = {
  Fahrt: 'Fahrten',
  Monat: 'Monate',
  Einsatz: 'Einsätze',
  month: 'months',
  Paket: 'Pakete',
};
const L = (d: Doc, de: string, en: string) => (d.en ? en : de);

function draw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const S = d.s;
  const tpl = d.tpl;
  let y: number;
  const title = d.credit
    ? L(d, tpl === 'entsorg13' ? 'Gutschrift' : 'Rechnungskorrektur', 'CREDIT NOTE')
    : L(d, 'Rechnung', 'TAX INVOICE');
  const head: Array<[string, string]> = [
    [
      L(d, d.credit ? 'Gutschrift-Nr.' : 'Rechnungs-Nr.', d.credit ? 'Credit Note No.' : 'Invoice No.'),
      d.number,
    ],
    [L(d, 'Datum', 'Date'), date(d, d.issue)],
    ...d.refs.filter((r) => r[0] !== 'Faktor' && r[0] !== 'Miettage'),
  ];
  if (d.po) head.push([L(d, 'Bestell-Nr.', 'PO number'), d.po]);
  const style = ['zeitarb13', 'sicher13', 'atrein13'].includes(tpl)
    ? 'din'
    : tpl === 'iecat13'
      ? 'en'
      : 'band';
  if (style === 'din') {
    p.put(50, 330, S.name, { size: 13, bold: true });
    p.put(66, 330, `${S.street} · ${S.pc} ${S.city}`, { size: 8 });
    p.put(77, 330, `Tel. ${d.phone} · ${d.email}`, { size: 8 });
    p.put(135, 55, `${S.name} · ${S.street} · ${S.pc} ${S.city}`, { size: 6 });
    p.block(
      [
        d.b.name,
        ...(tpl === 'atrein13' ? ['z. H. Hausverwaltung'] : []),
        d.b.street,
        `${d.b.pc} ${d.b.city}`,
      ],
      55,
      150,
      { size: 10 },
    );
    if (tpl === 'atrein13') p.put(205, 55, `UID-Nr.: ${d.b.vatShown}`, { size: 8 });
    p.kv(140, 360, 545, head, { size: 8 }, 11);
    y = 275;
    p.put(
      y,
      55,
      `${title} ${d.credit ? `zu Rechnung Nr. ${d.credit.orig} vom ${date(d, d.credit.date)}` : ''}`.trim(),
      { size: 13, bold: true },
    );
    y += 26;
  } else if (style === 'band') {
    p.put(45, 55, S.name, { size: 16, bold: true });
    p.put(64, 55, `${S.street} | ${S.pc} ${S.city} | Telefon ${d.phone}`, { size: 8 });
    p.put(100, 55, `${title.toUpperCase()} ${d.number}`, { size: 14, bold: true });
    if (d.credit)
      p.put(118, 55, `Korrektur zu Rechnung ${d.credit.orig} vom ${date(d, d.credit.date)}`, { size: 9 });
    p.put(140, 55, L(d, 'Rechnungsempfänger', 'Bill to'), { size: 7, bold: true });
    p.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 55, 152, { size: 10 });
    const rr = head.filter((r) => !r[0].startsWith('Rechnungs-Nr') && !r[0].startsWith('Gutschrift-Nr'));
    rr.forEach(([a, v], i) => void p.put(140 + i * 12, 330, `${a}: ${v}`, { size: 8 }));
    y = Math.max(215, 140 + rr.length * 12 + 14);
    if (tpl === 'eventv13') {
      const f = d.refs.find((r) => r[0] === 'Faktor')?.[1];
      const dd = d.refs.find((r) => r[0] === 'Miettage')?.[1];
      p.put(y, 55, `Miettage: ${dd} · Tagesfaktor: ${f} (Mietpreis = Tagespreis × Faktor)`, { size: 8 });
      y += 16;
    }
  } else {
    p.put(45, 55, S.name, { size: 15, bold: true });
    p.block([S.street, `${S.city} ${S.pc}`, 'Ireland', `VAT No. ${S.vatShown}`], 55, 64, { size: 8 });
    p.put(50, 545, title, { size: 18, bold: true, right: true });
    p.put(140, 55, 'Invoice to:', { size: 8, bold: true });
    p.block([d.b.name, d.b.street, `${d.b.city} ${d.b.pc}`, `Customer VAT No. ${d.b.vatShown}`], 55, 152, {
      size: 9,
    });
    const hh = [...head];
    if (d.dueShown && !d.credit) hh.splice(2, 0, ['Due date', date(d, d.due)]);
    if (d.credit) hh.push(['Original invoice', `${d.credit.orig} dated ${date(d, d.credit.date)}`]);
    p.kv(140, 350, 545, hh, { size: 8 }, 12);
    y = 150 + hh.length * 12 + 20;
  }
  y = Math.max(y, 240);

  // item table
  type Col = { h: string; x: number; right?: boolean; get: (l: Ln) => string };
  const qtyU = (l: Ln) => `${num(d, l.qty, l.qd)}`;
  const unitOf = (l: Ln) => (dec(l.qty).equals(1) ? l.unit[0] : (PLURAL[l.unit[0]] ?? l.unit[0]));
  const pr = (l: Ln) => num(d, l.price, l.pd);
  const descX = d.posCol ? 78 : 55;
  let wrap = 44;
  const cols: Col[] = [];
  if (d.posCol) cols.push({ h: L(d, 'Pos.', 'No.'), x: 55, get: (l) => l.id });
  if (tpl === 'zeitarb13') {
    cols.push({ h: 'Leistung', x: descX, get: () => '' });
    cols.push({
      h: 'Std.',
      x: 315,
      right: true,
      get: (l) => (l.unit[1] === 'HUR' ? qtyU(l) : `${qtyU(l)} ${unitOf(l)}`),
    });
    if (d.v % 3 === 2) {
      cols.push({ h: 'Grundlohn', x: 375, right: true, get: (l) => (l.base ? num(d, l.base, 2) : '') });
      cols.push({ h: 'Zuschlag', x: 428, right: true, get: (l) => (l.pct ? `${l.pct} %` : '') });
    }
    cols.push({ h: 'Satz €/Std.', x: 492, right: true, get: pr });
  } else if (tpl === 'sicher13') {
    wrap = 30;
    cols.push({ h: 'Leistung', x: descX, get: () => '' });
    cols.push({ h: 'Zeitraum', x: 205, get: (l) => l.period ?? '' });
    cols.push({ h: 'Menge', x: 345, right: true, get: qtyU });
    cols.push({ h: 'Einh.', x: 352, get: unitOf });
    cols.push({ h: 'Preis €', x: 455, right: true, get: pr });
  } else if (tpl === 'eventv13') {
    wrap = 28;
    cols.push({ h: 'Artikel', x: descX, get: () => '' });
    cols.push({
      h: 'Anz.',
      x: 255,
      right: true,
      get: (l) => (l.unit[0] ? `${qtyU(l)} ${unitOf(l)}` : qtyU(l)),
    });
    cols.push({ h: 'Tagespreis', x: 330, right: true, get: (l) => (l.day ? num(d, l.day, 2) : '') });
    cols.push({ h: 'Faktor', x: 375, right: true, get: (l) => (l.factor ? num(d, l.factor, 1) : '') });
    cols.push({ h: 'Mietpreis', x: 455, right: true, get: pr });
  } else {
    if (tpl === 'itms13') wrap = 38;
    cols.push({ h: L(d, 'Bezeichnung', 'Description'), x: descX, get: () => '' });
    cols.push({ h: L(d, 'Menge', 'Qty'), x: 335, right: true, get: qtyU });
    cols.push({ h: L(d, 'Einheit', 'Unit'), x: 342, get: unitOf });
    cols.push({
      h: L(d, tpl === 'itms13' ? 'Preis/Monat' : 'Einzelpreis', 'Rate €'),
      x: tpl === 'iecat13' ? 435 : 455,
      right: true,
      get: pr,
    });
    if (tpl === 'iecat13') cols.push({ h: 'VAT', x: 472, right: true, get: (l) => `${l.rate}%` });
  }
  cols.push({ h: L(d, 'Gesamt €', 'Net €'), x: 545, right: true, get: (l) => money(d, l.net) });
  const headRow = (yy: number) => {
    for (const c of cols) p.put(yy, c.x, c.h, { size: 8, bold: true, right: !!c.right });
    p.put(yy + 10, 55, '_'.repeat(98), { size: 5 });
    return yy + 18;
  };
  y = headRow(y);
  for (const l of d.lines) {
    const nameLines = wrapWords(l.name, wrap);
    const need = (l.head ? 16 : 0) + nameLines.length * 10 + (l.detail ? 10 : 0) + 4;
    const ny = p.need(y, need);
    if (ny !== y) {
      y = headRow(ny);
    }
    if (l.head) {
      p.put(y, 55, l.head, { size: 8, bold: true });
      y += 14;
    }
    for (const c of cols) {
      const v = c.get(l);
      if (v) p.put(y, c.x, v, { size: 8, right: !!c.right });
    }
    nameLines.forEach((s, i) => void p.put(y + i * 10, descX, s, { size: 8 }));
    y += nameLines.length * 10;
    if (l.detail) {
      p.put(y, descX, l.detail, { size: 7 });
      y += 10;
    }
    y += 3;
  }
  y = p.need(y, 90 + d.vat.length * 12);
  p.put(y, 330, '_'.repeat(60), { size: 5 });
  y += 12;
  const tot: Array<[string, string]> = [[L(d, 'Nettobetrag', 'Total net'), money(d, d.lineNet)]];
  for (const v of d.vat) {
    const rs = d.en ? v.rate : v.rate.replace('.', ',');
    tot.push([
      d.en
        ? `VAT @ ${rs}% on €${money(d, v.base)}`
        : `zzgl. ${rs} % ${tpl === 'atrein13' ? 'USt.' : 'MwSt.'}`,
      money(d, v.tax),
    ]);
  }
  if (d.vat.length > 1) tot.push([L(d, 'Summe MwSt.', 'Total VAT'), money(d, d.vatT)]);
  tot.push([
    d.credit
      ? L(d, 'Gutschriftsbetrag', 'Total credit')
      : L(d, tpl === 'atrein13' ? 'Gesamtbetrag EUR' : 'Rechnungsbetrag', 'Total due'),
    money(d, d.gross),
  ]);
  tot.forEach(([a, v], i) => {
    const last = i === tot.length - 1;
    p.put(y, 330, a, { size: 9, bold: last });
    p.put(y, 545, d.en ? `€${v}` : `${v} €`, { size: 9, bold: last, right: true });
    y += 13;
  });
  y += 12;
  const pay = d.credit
    ? L(d, `Den Betrag schreiben wir Ihrem Konto gut.`, 'This amount will be credited to your account.')
    : d.dueShown
      ? L(
          d,
          `Bitte überweisen Sie den Betrag bis zum ${date(d, d.due)} ohne Abzug.`,
          `Payment due by ${date(d, d.due)}.`,
        )
      : L(d, 'Zahlbar sofort nach Erhalt ohne Abzug.', 'Payment due on receipt.');
  p.put(y, 55, pay, { size: 8 });
  p.put(
    y + 11,
    55,
    d.credit
      ? L(d, `Bei Rückfragen bitte angeben: ${d.number}`, `Reference: ${d.number}`)
      : L(d, `Verwendungszweck: ${d.number}`, `Please quote ${d.number} with your payment.`),
    { size: 8 },
  );
  if (tpl === 'zeitarb13')
    p.put(y + 22, 55, 'Die Überlassung erfolgt auf Grundlage des Arbeitnehmerüberlassungsvertrags (AÜG).', {
      size: 7,
    });
  const nPages = p.pages();
  const idLine = d.en
    ? `VAT No. ${S.vatShown} · Registered in Ireland No. ${d.t.int(400000, 799999)}`
    : tpl === 'atrein13'
      ? `UID-Nr.: ${S.vatShown} · FN ${d.t.int(100000, 499999)} a · Handelsgericht ${S.city}`
      : `USt-IdNr.: ${S.vatShown} · Steuer-Nr.: ${d.taxNo}`;
  everyPage(rows, nPages, (pg, n) => [
    [778, 55, `${S.name} · ${S.street} · ${S.pc} ${S.city}`, 7],
    [787, 55, idLine, 7],
    [
      796,
      55,
      `IBAN ${d.v % 2 ? d.iban : spaced(d.iban)} · BIC ${d.bic} · ${L(d, 'Geschäftsführung', 'Director')}: ${d.manager}`,
      7,
    ],
    [812, 545 - 40, L(d, `Seite ${pg} von ${n}`, `Page ${pg} of ${n}`), 7],
  ]);
  return nPages;
}

export function generateBlind44(k: number, h: Helpers): Generated {
  const tpl = BLIND44_TPLS[k % BLIND44_TPLS.length] as Tpl;
  const d = buildDoc(tpl, k, h);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
