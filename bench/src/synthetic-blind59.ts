/**
 * Held-out set blind59 (session 29, issue 19): property, rent and facility services, written before
 * reading the extraction rules. Eight layouts, the layout of document k is k mod 8:
 *
 * - `miete28` a commercial landlord's rent invoice (Dauerrechnung): Miete Büro at 19 % after the
 *   option to tax (§ 9 UStG), Stellplätze, Nebenkostenvorauszahlung; the month "Januar 2026" or the
 *   year "01.01.–31.12.2026" with the months as rows (two pages), an exempt flat beside taxed rows.
 * - `nebenkosten28` an annual service-charge settlement (Nebenkostenabrechnung): cost types with their
 *   totals, the distribution key and the share computed in the row, the advance payments deducted and
 *   the balance Nachzahlung or Guthaben; commercial (19 %) or residential (exempt).
 * - `weg28` a property manager's fee invoice to a WEG: fee per unit and month, extra services by hour.
 * - `reinigung28` a building cleaning company: per m² monthly, glass cleaning per hour, special cleaning.
 * - `hausmeister28` a caretaker / garden service: flat rates, winter service, hours, fees passed through.
 * - `sicherheit28` a security company: guard hours with night, Sunday and holiday surcharges in %.
 * - `agent28` a UK managing agent in English: service charge (20 %), ground rent and insurance (no VAT).
 * - `syndic28` a French syndic's appel de fonds: tantièmes × budget in the row, fonds travaux, fees at 20 %.
 *
 * Truth rules, only what is printed: line ids are the printed position where a position column exists
 * (`miete28`, `weg28`, `sicherheit28`, `nebenkosten28` "Nr."), else 1, 2, 3 … in printed order. A row
 * whose share is computed in the row (total × key / whole) has quantity 1 without a printed unit (C62)
 * and the share as its price and amount. A settlement's advance payments are the paid amount BT-113 as
 * printed (gross), the balance the amount due BT-115; a credit balance (Guthaben, crédit) is a negative
 * amount due of the same invoice, not a credit note: the document bills the year's costs in full and
 * its lines are positive, only the balance after the advances is in the tenant's favour. Rows without
 * VAT are category E at rate 0 with the printed reason.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  longDate,
  MONTH_NAMES,
  pager,
  personName,
  type Tools,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND59_TPLS = [
  'miete28',
  'nebenkosten28',
  'weg28',
  'reinigung28',
  'hausmeister28',
  'sicherheit28',
  'agent28',
  'syndic28',
] as const;
type Tpl = (typeof BLIND59_TPLS)[number];

const U = {
  C62: ['', 'C62'],
  stk: ['Stk.', 'H87'],
  mon: ['Monat', 'MON'],
  mon2: ['Mon.', 'MON'],
  m2: ['m²', 'MTK'],
  std: ['Std.', 'HUR'],
  h: ['h', 'HUR'],
  m3: ['m³', 'MTQ'],
  pausch: ['pauschal', 'LS'],
  einsatz: ['Einsatz', 'C62'],
  we: ['WE', 'C62'],
  qtr: ['quarter', 'C62'],
} as const satisfies Record<string, readonly [string, string]>;
for (const [, code] of Object.values(U))
  if (!codelists.isValidCode('unit', code)) throw new Error(`blind59: unit ${code} not in the code list`);

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  rate: string;
  cat: 'S' | 'E';
}

interface Doc {
  number: string;
  issue: string;
  due?: string;
  cur: string;
  s: KitParty;
  sellerVat: boolean;
  taxNo?: string;
  b: KitParty;
  buyerVat: boolean;
  iban: string;
  bic: string;
  lines: Ln[];
  reason: string;
  paid?: string;
  vatPrinted: boolean;
}

const sum = (xs: string[]) => round(xs.reduce((a, x) => a.plus(dec(x)), dec(0)));
const mul = (a: string, b: string) => round(dec(a).times(dec(b)));

function sums(lines: Ln[]) {
  const groups = new Map<string, { cat: string; rate: string; base: string }>();
  for (const l of lines) {
    const k = `${l.cat}${l.rate}`;
    const g = groups.get(k) ?? { cat: l.cat, rate: l.rate, base: '0' };
    g.base = round(dec(g.base).plus(dec(l.net)));
    groups.set(k, g);
  }
  const vat = [...groups.values()]
    .sort((a, c) => Number(c.rate) - Number(a.rate))
    .map((g) => ({ ...g, tax: round(dec(g.base).times(dec(g.rate)).dividedBy(100)) }));
  const lineNet = sum(lines.map((l) => l.net));
  const vatT = sum(vat.map((v) => v.tax));
  return { vat, lineNet, vatT, gross: round(dec(lineNet).plus(dec(vatT))) };
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.due) inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sellerVat ? { vatId: d.s.vat } : {}),
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  const x = sums(d.lines);
  inv.totals = {
    lineNetTotal: x.lineNet,
    taxExclusive: x.lineNet,
    ...(d.vatPrinted ? { vatTotal: x.vatT } : {}),
    taxInclusive: x.gross,
    ...(d.paid ? { paidAmount: d.paid } : {}),
    amountDue: round(dec(x.gross).minus(dec(d.paid ?? '0'))),
  };
  inv.vatBreakdown = x.vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: v.cat,
    rate: v.rate,
    ...(v.cat === 'E' ? { exemptionReason: d.reason } : {}),
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

type Lang = 'de' | 'en' | 'fr';
const NOTE: Record<Lang, [string, string]> = { de: ['.', ','], en: [',', '.'], fr: ['\u202f', ','] };
const money = (lang: Lang, v: string) => groupedMoney(v, NOTE[lang][0], NOTE[lang][1]);
/** A quantity as printed: grouped integer part, decimals as the value has them. */
function qtyOf(lang: Lang, q: string) {
  const [i = '0', f] = q.split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, NOTE[lang][0]);
  return f ? `${g}${NOTE[lang][1]}${f}` : g;
}
/** A unit price as printed: two decimals at least, more where the price has them. */
function priceOf(lang: Lang, v: string) {
  const f = v.split('.')[1] ?? '';
  if (f.length <= 2) return money(lang, v);
  const [i = '0'] = v.split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, NOTE[lang][0])}${NOTE[lang][1]}${f}`;
}
const dmy = (iso: string, sep = '.') => iso.split('-').reverse().join(sep);

const GERMAN_SELLERS: Record<string, string[]> = {
  miete28: [
    'Rheinufer Grundbesitz GmbH & Co. KG',
    'Hanse Gewerbeimmobilien GmbH',
    'Lindner Objektgesellschaft mbH',
    'Kontorhaus am Markt GbR',
  ],
  nebenkosten28: [
    'Meridian Hausverwaltung GmbH',
    'Stadtquartier Verwaltungs-GmbH',
    'Hausverwaltung Brenner & Söhne KG',
  ],
  weg28: ['Immobilienverwaltung Sonnleitner GmbH', 'WEG-Service Ostpark GmbH', 'Kastner Hausverwaltung e.K.'],
  reinigung28: [
    'Glanzwerk Gebäudereinigung GmbH',
    'Sauber & Co. Gebäudedienste GmbH',
    'Klarsicht Facility KG',
  ],
  hausmeister28: [
    'Hausmeisterservice Grünfink GmbH',
    'Objektbetreuung Meier e.K.',
    'Grün & Haus Service GbR',
  ],
  sicherheit28: [
    'Wachschutz Nordlicht GmbH',
    'Wachdienst Rhein-Main Objektschutz GmbH',
    'Argus Sicherheitsdienste KG',
  ],
};
const GERMAN_BUYERS = [
  'Vogt Steuerberatung PartG mbB',
  'Nordwerk Software GmbH',
  'Praxisgemeinschaft am Ring',
  'Bergmann Logistik GmbH',
  'Atelier Kranich Architekten',
  'Medienhaus Süd GmbH',
];

function deParty(t: Tools, name: string): KitParty {
  return dachParty('DE', name, t);
}

const GB_PLACES: Array<[string, string, string]> = [
  ['London', 'EC2A 4NE', 'Great Eastern Street'],
  ['Manchester', 'M1 4BT', 'Portland Street'],
  ['Leeds', 'LS1 5AB', 'Park Row'],
  ['Bristol', 'BS1 4DJ', 'Queen Square'],
];
function gbParty(t: Tools, name: string): KitParty {
  const [city, pc, st] = t.pick(GB_PLACES);
  const vat = `GB${t.digits(9)}`;
  return { name, street: `${t.int(2, 180)} ${st}`, pc, city, country: 'GB', vat, vatShown: vat };
}
const FR_PLACES: Array<[string, string, string]> = [
  ['Lyon', '69003', 'rue Garibaldi'],
  ['Paris', '75011', 'boulevard Voltaire'],
  ['Nantes', '44000', 'quai de la Fosse'],
  ['Bordeaux', '33000', 'cours de l’Intendance'],
];
function frParty(t: Tools, name: string): KitParty {
  const [city, pc, st] = t.pick(FR_PLACES);
  const vat = `FR${t.digits(2)}${t.digits(9)}`;
  return { name, street: `${t.int(2, 120)} ${st}`, pc, city, country: 'FR', vat, vatShown: vat };
}

/** The German letter head: sender line, address window, info block right, returns the y under it. */
function germanHead(
  p: ReturnType<typeof pager>,
  d: Doc,
  title: string,
  info: Array<[string, string]>,
  t: Tools,
): number {
  p.put(40, 50, d.s.name, { size: 15, bold: true });
  p.put(58, 50, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
  p.put(118, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  const bl = [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`];
  if (t.rnd() < 0.4) bl.splice(1, 0, t.pick(['z. Hd. Buchhaltung', 'Kreditorenbuchhaltung', 'Frau Kranz']));
  p.block(bl, 50, 134, { size: 10 });
  let y = 110;
  for (const [a, v] of info) {
    p.put(y, 370, a, { size: 8 });
    p.put(y, 545, v, { size: 8, right: true });
    y += 12;
  }
  p.put(250, 50, title, { size: 13, bold: true });
  return 272;
}

function germanFoot(out: Row[], d: Doc, nPages: number) {
  for (let pg = 1; pg <= nPages; pg++) {
    const st = { size: 7, page: pg };
    const rows: Row[] = [];
    rows.push([785, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, st]);
    const ids = [d.sellerVat ? `USt-IdNr. ${d.s.vat}` : '', d.taxNo ? `Steuernummer ${d.taxNo}` : '']
      .filter(Boolean)
      .join(' · ');
    rows.push([795, 50, ids, st]);
    rows.push([805, 50, `Bankverbindung: IBAN ${spaced(d.iban)} · BIC ${d.bic}`, st]);
    if (nPages > 1) rows.push([815, 545, `Seite ${pg} von ${nPages}`, { ...st, right: true }]);
    out.push(...rows);
  }
}

interface Col {
  h: string;
  x: number;
  right?: boolean;
  get: (l: Ln) => string;
}
/** A table: head row, one row per line (names wrapped at `wrap` characters), page breaks repeated heads. */
function table(
  p: ReturnType<typeof pager>,
  y0: number,
  cols: Col[],
  lines: Ln[],
  wrap = 0,
  bottom = 740,
): number {
  const head = (y: number) => {
    for (const c of cols) p.put(y, c.x, c.h, { size: 8, bold: true, right: c.right });
    return y + 16;
  };
  let y = head(y0);
  for (const l of lines) {
    if (y + 12 > bottom) {
      y = head(p.next() + 20);
    }
    for (const c of cols) {
      const v = c.get(l);
      if (!v) continue;
      if (wrap && c.h.startsWith('#name')) continue;
      p.put(y, c.x, v, { size: 8.5, right: c.right });
    }
    y += 13;
  }
  return y + 6;
}

function totalsBlock(
  p: ReturnType<typeof pager>,
  y: number,
  pairs: Array<[string, string, boolean?]>,
  x = 330,
  vx = 545,
): number {
  for (const [a, v, bold] of pairs) {
    p.put(y, x, a, { size: 9, bold });
    p.put(y, vx, v, { size: 9, bold, right: true });
    y += 14;
  }
  return y;
}

const deMonth = (m: number) => MONTH_NAMES.de[m - 1] as string;

function germanVatRows(d: Doc, lang: Lang = 'de') {
  const x = sums(d.lines);
  const out: Array<[string, string, boolean?]> = [];
  for (const v of x.vat)
    if (v.cat === 'S') out.push([`zzgl. ${v.rate} % USt. auf ${money(lang, v.base)}`, money(lang, v.tax)]);
  return { x, out };
}

function generateDoc(tpl: Tpl, k: number, h: Helpers): { d: Doc; rows: Row[]; nPages: number } {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const rows: Row[] = [];
  const p = pager(rows, 60, 740);
  const v = Math.floor(k / 8);
  const month = t.int(1, 11);
  const issue = `2026-${String(month).padStart(2, '0')}-${String(t.int(1, 26)).padStart(2, '0')}`;
  const de = () => {
    const s = deParty(t, t.pick(GERMAN_SELLERS[tpl] ?? ['Objekt GmbH']));
    const b = deParty(t, t.pick(GERMAN_BUYERS));
    return { s, b };
  };
  const taxNo = () => `${t.int(11, 99)}/${t.int(100, 999)}/${t.digits(5)}`;
  const base = (s: KitParty, b: KitParty, cur = 'EUR'): Doc => ({
    number: '',
    issue,
    cur,
    s,
    sellerVat: true,
    b,
    buyerVat: false,
    iban: ibanOf('DE', t),
    bic: t.pick(['COBADEFFXXX', 'GENODEF1S04', 'DEUTDEFFXXX', 'HELADEF1822']),
    lines: [],
    reason: '',
    vatPrinted: true,
  });

  if (tpl === 'miete28') {
    const { s, b } = de();
    const d = base(s, b);
    d.number = `MR-${2026}-${t.digits(4)}`;
    d.buyerVat = t.rnd() < 0.5;
    d.taxNo = t.rnd() < 0.5 ? taxNo() : undefined;
    const area = `${t.int(120, 890)},${t.pick(['0', '5', '25'])}`.replace(/,0$/, '');
    const rent = `${t.int(1800, 14500)}.00`;
    const parkN = String(t.int(1, 6));
    const parkP = t.pick(['65.00', '85.00', '95.00', '120.00']);
    const nk = `${t.int(3, 24) * 50}.00`;
    const flat = v % 2 === 0 && t.rnd() < 0.6;
    const flatRent = `${t.int(450, 980)}.00`;
    d.reason = 'Steuerfrei nach § 4 Nr. 12 a UStG';
    const year = v % 2 === 1;
    const items = (mon: string, idOf: () => string): Ln[] => {
      const r: Ln[] = [
        {
          id: idOf(),
          name: `Miete Büro ${area} m² ${mon}`,
          qty: '1',
          unit: U.mon,
          price: rent,
          net: rent,
          rate: '19',
          cat: 'S',
        },
        {
          id: idOf(),
          name: `Stellplätze Tiefgarage ${mon}`,
          qty: parkN,
          unit: U.stk,
          price: parkP,
          net: mul(parkN, parkP),
          rate: '19',
          cat: 'S',
        },
        {
          id: idOf(),
          name: `Nebenkostenvorauszahlung ${mon}`,
          qty: '1',
          unit: U.mon,
          price: nk,
          net: nk,
          rate: '19',
          cat: 'S',
        },
      ];
      if (flat)
        r.push({
          id: idOf(),
          name: `Hausmeisterwohnung ${mon}`,
          qty: '1',
          unit: U.mon,
          price: flatRent,
          net: flatRent,
          rate: '0',
          cat: 'E',
        });
      return r;
    };
    let n = 0;
    const idOf = () => String(++n);
    if (year) {
      d.issue = `2025-12-${String(t.int(10, 22)).padStart(2, '0')}`;
      for (let m = 1; m <= 12; m++) d.lines.push(...items(`${String(m).padStart(2, '0')}/2026`, idOf));
    } else {
      const m = month + 1;
      d.issue = `2026-${String(m).padStart(2, '0')}-01`;
      d.issue = addDays(d.issue, -t.int(3, 10));
      d.lines.push(...items(`${deMonth(m)} 2026`, idOf));
      d.due = `2026-${String(m).padStart(2, '0')}-03`;
    }
    const title = year ? 'Dauerrechnung Miete 2026' : `Mietrechnung ${deMonth(month + 1)} 2026`;
    const info: Array<[string, string]> = [
      ['Rechnungs-Nr.', d.number],
      ['Rechnungsdatum', dmy(d.issue)],
      ['Mietobjekt', `${s.street}, ${t.int(1, 5)}. OG`],
      ['Mietvertrag vom', dmy(`20${t.int(15, 24)}-0${t.int(1, 9)}-01`)],
      ['Zeitraum', year ? '01.01.–31.12.2026' : `${deMonth(month + 1)} 2026`],
    ];
    if (d.buyerVat) info.push(['Ihre USt-IdNr.', b.vat ?? '']);
    if (d.due) info.push(['Fällig am', dmy(d.due)]);
    let y = germanHead(p, d, title, info, t);
    y = p.block(
      [
        'Die Vermietung erfolgt unter Verzicht auf die Steuerbefreiung (Option nach § 9 UStG).',
        year
          ? 'Diese Dauerrechnung gilt für alle Monate des Jahres 2026; die Beträge sind monatlich im Voraus fällig.'
          : 'Wir berechnen Ihnen für den genannten Monat:',
      ],
      50,
      y,
      { size: 8.5 },
    );
    const L = 'de';
    y = table(
      p,
      y + 8,
      [
        { h: 'Pos.', x: 50, get: (l) => l.id },
        { h: 'Bezeichnung', x: 80, get: (l) => l.name },
        { h: 'Menge', x: 330, right: true, get: (l) => qtyOf(L, l.qty) },
        { h: 'Einh.', x: 338, get: (l) => l.unit[0] },
        { h: 'Einzelpreis', x: 430, right: true, get: (l) => money(L, l.price) },
        { h: 'USt.', x: 462, right: true, get: (l) => (l.cat === 'E' ? 'frei' : `${l.rate} %`) },
        { h: 'Betrag €', x: 545, right: true, get: (l) => money(L, l.net) },
      ],
      d.lines,
    );
    const { x, out } = germanVatRows(d);
    y = p.need(y, 110);
    const tot: Array<[string, string, boolean?]> = [['Summe netto', money(L, x.lineNet)]];
    if (flat)
      tot.push([
        `davon steuerfrei (§ 4 Nr. 12 a UStG)`,
        money(L, x.vat.find((g) => g.cat === 'E')?.base ?? '0'),
      ]);
    tot.push(...out, ['Gesamtbetrag', money(L, x.gross), true]);
    y = totalsBlock(p, y, tot, 300);
    if (flat)
      p.put(y + 4, 50, 'Steuerfrei nach § 4 Nr. 12 a UStG: Hausmeisterwohnung (Wohnraumvermietung).', {
        size: 8,
      });
    p.put(
      y + 18,
      50,
      `Bitte überweisen Sie den Betrag${year ? ' monatlich bis zum 3. Werktag' : ''} auf das unten genannte Konto.`,
      {
        size: 8.5,
      },
    );
    const nPages = p.pages();
    germanFoot(rows, d, nPages);
    return { d, rows, nPages };
  }

  if (tpl === 'nebenkosten28') {
    const { s, b } = de();
    const d = base(s, b);
    const commercial = v % 3 !== 2;
    if (!commercial) {
      d.b = { ...b, name: personName(t) };
      d.reason = 'Umsatzsteuerfrei nach § 4 Nr. 12 a UStG';
      d.vatPrinted = false;
    }
    d.number = `BK-2025-${t.digits(5)}`;
    d.taxNo = taxNo();
    d.sellerVat = commercial;
    d.issue = `2026-${String(t.int(3, 9)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
    d.due = addDays(d.issue, 30);
    const whole = t.pick(['2450', '3120', '1875', '5260']);
    const mine = t.pick(['318.5', '142', '96.75', '412', '255.5']);
    const units = String(t.int(8, 30));
    const mea = String(t.int(40, 140));
    const costs: Array<[string, string, string, string]> = [
      ['Grundsteuer', 'm² Nutzfläche', mine, whole],
      ['Gebäudeversicherung', 'm² Nutzfläche', mine, whole],
      ['Müllabfuhr', 'Einheiten', '1', units],
      ['Straßenreinigung', 'm² Nutzfläche', mine, whole],
      ['Hausreinigung', 'MEA', mea, '1000'],
      ['Gartenpflege', 'MEA', mea, '1000'],
      ['Hausstrom / Allgemeinstrom', 'Einheiten', '1', units],
      ['Aufzug Wartung', 'm² Nutzfläche', mine, whole],
      ['Hauswart', 'm² Nutzfläche', mine, whole],
      ['Wasser / Abwasser', 'Einheiten', '1', units],
    ];
    const n = t.int(6, 10);
    const rowsTxt: Array<[string, string, string, string]> = [];
    for (let i = 0; i < n; i++) {
      const [name, key, a, w] = costs[i] as [string, string, string, string];
      const total = `${t.int(800, 24000)}.${t.pick(['00', '40', '85', '12'])}`;
      const share = round(dec(total).times(dec(a)).dividedBy(dec(w)));
      d.lines.push({
        id: String(i + 1),
        name,
        qty: '1',
        unit: U.C62,
        price: share,
        net: share,
        rate: commercial ? '19' : '0',
        cat: commercial ? 'S' : 'E',
      });
      rowsTxt.push([total, key, `${qtyOf('de', a)} / ${qtyOf('de', w)}`, share]);
    }
    const x = sums(d.lines);
    // the advances near a twelfth of the year's costs, some above (Guthaben), some below (Nachzahlung)
    const adv = `${Math.max(1, Math.round(((Number(x.lineNet) / 12) * (0.85 + t.rnd() * 0.3)) / 5)) * 5}.00`;
    const advG = commercial ? round(dec(adv).times(1.19)) : adv;
    const paid = mul('12', advG);
    d.paid = paid;
    const bal = round(dec(x.gross).minus(dec(paid)));
    if (dec(bal).isNegative()) d.due = undefined;
    const info: Array<[string, string]> = [
      ['Abrechnungs-Nr.', d.number],
      ['Datum', dmy(d.issue)],
      ['Zeitraum', '01.01.2025 – 31.12.2025'],
      ['Objekt', `${s.street}`],
      ['Ihre Fläche', `${qtyOf('de', mine)} m²`],
    ];
    let y = germanHead(p, d, 'Nebenkostenabrechnung 2025', info, t);
    y = p.block(
      ['Die Betriebskosten des Abrechnungsjahres verteilen sich wie folgt auf Ihre Mieteinheit:'],
      50,
      y,
      {
        size: 8.5,
      },
    );
    y += 8;
    const hd = (yy: number) => {
      for (const [hx, txt, r] of [
        [50, 'Nr.', false],
        [72, 'Kostenart', false],
        [300, 'Gesamtkosten €', true],
        [310, 'Schlüssel', false],
        [470, 'Anteil', true],
        [545, 'Ihr Anteil €', true],
      ] as Array<[number, string, boolean]>)
        p.put(yy, hx, txt, { size: 8, bold: true, right: r });
      return yy + 16;
    };
    y = hd(y);
    d.lines.forEach((l, i) => {
      const [total, key, ratio, share] = rowsTxt[i] as [string, string, string, string];
      p.put(y, 50, l.id, { size: 8.5 });
      p.put(y, 72, l.name, { size: 8.5 });
      p.put(y, 300, money('de', total), { size: 8.5, right: true });
      p.put(y, 310, key, { size: 8.5 });
      p.put(y, 470, ratio, { size: 8.5, right: true });
      p.put(y, 545, money('de', share), { size: 8.5, right: true });
      y += 13;
    });
    y += 6;
    if (v % 2 === 1) y = p.next() + 20;
    const tot: Array<[string, string, boolean?]> = [
      [commercial ? 'Summe Ihrer Kosten netto' : 'Summe Ihrer Kosten', money('de', x.lineNet)],
    ];
    if (commercial) {
      tot.push([`zzgl. 19 % USt.`, money('de', x.vatT)], ['Summe brutto', money('de', x.gross)]);
    }
    tot.push([`abzüglich Vorauszahlungen 12 × ${money('de', advG)}`, `- ${money('de', paid)}`]);
    tot.push([dec(bal).isNegative() ? 'Guthaben' : 'Nachzahlung', money('de', bal), true]);
    y = totalsBlock(p, y, tot, 270);
    y += 8;
    if (!commercial) y = p.block(['Umsatzsteuerfrei nach § 4 Nr. 12 a UStG.'], 50, y, { size: 8.5 });
    p.block(
      [
        dec(bal).isNegative()
          ? `Das Guthaben von ${money('de', dec(bal).negated().toFixed(2))} € erstatten wir auf Ihr Konto.`
          : `Bitte überweisen Sie die Nachzahlung bis zum ${dmy(d.due ?? d.issue)}.`,
        'Einwendungen gegen diese Abrechnung sind innerhalb von 12 Monaten nach Zugang mitzuteilen.',
      ],
      50,
      y,
      { size: 8.5 },
    );
    const nPages = p.pages();
    germanFoot(rows, d, nPages);
    return { d, rows, nPages };
  }

  if (tpl === 'weg28') {
    const { s } = de();
    const street = t.pick(['Lindenweg', 'Am Stadtpark', 'Goethestraße', 'Rosenhöhe']);
    const no = String(t.int(2, 60));
    const b = deParty(t, `WEG ${street} ${no}`);
    b.street = `${street} ${no}`;
    const d = base(s, b);
    d.number = `V-${t.int(26000, 26999)}`;
    d.due = addDays(issue, 14);
    const we = String(t.int(6, 48));
    const fee = t.pick(['24.50', '28.00', '31.90', '35.00']);
    const tg = String(t.int(0, 20));
    const q = t.int(0, 2);
    const L = 'de';
    let id = 0;
    const idOf = () => String(++id);
    for (let m = q * 3 + 1; m <= q * 3 + 3; m++) {
      d.lines.push({
        id: idOf(),
        name: `Verwaltervergütung ${deMonth(m)} 2026 je Wohneinheit`,
        qty: we,
        unit: U.we,
        price: fee,
        net: mul(we, fee),
        rate: '19',
        cat: 'S',
      });
      if (tg !== '0')
        d.lines.push({
          id: idOf(),
          name: `Verwaltervergütung ${deMonth(m)} 2026 je TG-Stellplatz`,
          qty: tg,
          unit: U.stk,
          price: '3.50',
          net: mul(tg, '3.50'),
          rate: '19',
          cat: 'S',
        });
    }
    const hours = t.pick(['2.5', '3', '4.25', '1.75']);
    const hr = t.pick(['65.00', '78.00', '85.00']);
    const extras: Array<[string, string, readonly [string, string], string]> = [
      [`Außerordentliche Eigentümerversammlung ${dmy(addDays(issue, -20))}`, hours, U.std, hr],
      ['Begleitung Sachverständiger Dachsanierung', t.pick(['1.5', '2']), U.std, hr],
      ['Kopien Beschlusssammlung', String(t.int(40, 200)), U.stk, '0.25'],
      ['Zustimmung Veräußerung § 12 WEG pauschal', '1', U.pausch, t.pick(['150.00', '250.00'])],
    ];
    for (const [name, qq, u, pr] of extras.slice(0, t.int(1, 4)))
      d.lines.push({ id: idOf(), name, qty: qq, unit: u, price: pr, net: mul(qq, pr), rate: '19', cat: 'S' });
    const info: Array<[string, string]> = [
      ['Rechnung Nr.', d.number],
      ['Datum', dmy(d.issue)],
      ['Objekt-Nr.', `${t.int(100, 999)}`],
      ['Abrechnungszeitraum', `${deMonth(q * 3 + 1)} – ${deMonth(q * 3 + 3)} 2026`],
      ['Zahlbar bis', dmy(d.due)],
    ];
    let y = germanHead(p, d, 'Rechnung Verwaltervergütung', info, t);
    y = p.block(
      [`Gemäß Verwaltervertrag berechnen wir für die Verwaltung Ihrer Anlage (${we} Wohneinheiten):`],
      50,
      y,
      {
        size: 8.5,
      },
    );
    y = table(
      p,
      y + 8,
      [
        { h: 'Pos.', x: 50, get: (l) => l.id },
        { h: 'Leistung', x: 78, get: (l) => l.name },
        { h: 'Anzahl', x: 380, right: true, get: (l) => qtyOf(L, l.qty) },
        { h: 'Einheit', x: 388, get: (l) => l.unit[0] },
        { h: 'Preis €', x: 480, right: true, get: (l) => money(L, l.price) },
        { h: 'Gesamt €', x: 545, right: true, get: (l) => money(L, l.net) },
      ],
      d.lines,
    );
    const { x, out } = germanVatRows(d);
    y = p.need(y, 60);
    y = totalsBlock(p, y, [
      ['Nettobetrag', money(L, x.lineNet)],
      ...out,
      ['Rechnungsbetrag', money(L, x.gross), true],
    ]);
    p.put(y + 8, 50, 'Die Vergütung wird dem Hausgeldkonto der Gemeinschaft belastet.', { size: 8.5 });
    const nPages = p.pages();
    germanFoot(rows, d, nPages);
    return { d, rows, nPages };
  }

  if (tpl === 'reinigung28') {
    const { s, b } = de();
    const d = base(s, b);
    d.number = `${t.int(2026000, 2026999)}`;
    d.due = addDays(issue, t.pick([10, 14, 30]));
    d.buyerVat = t.rnd() < 0.3;
    const m = month;
    const L = 'de';
    const mk = (name: string, qty: string, u: readonly [string, string], pr: string): Ln => ({
      id: String(d.lines.length + 1),
      name,
      qty,
      unit: u,
      price: pr,
      net: mul(qty, pr),
      rate: '19',
      cat: 'S',
    });
    const area = String(t.int(300, 4800));
    d.lines.push(
      mk(
        `Unterhaltsreinigung Büroflächen ${deMonth(m)} 2026`,
        area,
        U.m2,
        t.pick(['1.85', '2.10', '0.945', '1.275']),
      ),
    );
    if (t.rnd() < 0.7)
      d.lines.push(
        mk('Sanitärbereiche Unterhaltsreinigung', String(t.int(40, 300)), U.m2, t.pick(['3.20', '2.85'])),
      );
    d.lines.push(
      mk('Glasreinigung innen und außen', t.pick(['6.5', '12', '8.25']), U.std, t.pick(['32.50', '34.90'])),
    );
    if (t.rnd() < 0.6)
      d.lines.push(
        mk('Sonderreinigung nach Umbau (Auftrag vom Kunden)', '1', U.pausch, `${t.int(180, 950)}.00`),
      );
    if (t.rnd() < 0.5) d.lines.push(mk('Grundreinigung Teppichboden', String(t.int(80, 600)), U.m2, '2.40'));
    if (t.rnd() < 0.5)
      d.lines.push(mk('Hygienebedarf Nachfüllung', String(t.int(5, 40)), U.stk, t.pick(['4.95', '12.80'])));
    const info: Array<[string, string]> = [
      ['Rechnungsnummer', d.number],
      ['Rechnungsdatum', dmy(d.issue)],
      ['Kundennummer', `K${t.digits(5)}`],
      ['Leistungsmonat', `${deMonth(m)} 2026`],
    ];
    if (d.buyerVat) info.push(['USt-IdNr. Kunde', b.vat ?? '']);
    let y = germanHead(p, d, 'Rechnung', info, t);
    y = p.block([`Objekt: ${b.street}, ${b.pc} ${b.city} — Reinigungsleistungen ${deMonth(m)} 2026`], 50, y, {
      size: 8.5,
    });
    y = table(
      p,
      y + 8,
      [
        { h: 'Leistung', x: 50, get: (l) => l.name },
        { h: 'Menge', x: 360, right: true, get: (l) => qtyOf(L, l.qty) },
        { h: 'Einheit', x: 368, get: (l) => l.unit[0] },
        { h: 'Preis/Einheit', x: 480, right: true, get: (l) => priceOf(L, l.price) },
        { h: 'Gesamt', x: 545, right: true, get: (l) => money(L, l.net) },
      ],
      d.lines,
    );
    const { x, out } = germanVatRows(d);
    y = totalsBlock(p, y, [
      ['Zwischensumme', money(L, x.lineNet)],
      ...out,
      ['Endbetrag EUR', money(L, x.gross), true],
    ]);
    p.put(y + 8, 50, `Zahlbar ohne Abzug bis ${dmy(d.due)}.`, { size: 8.5 });
    const nPages = p.pages();
    germanFoot(rows, d, nPages);
    return { d, rows, nPages };
  }

  if (tpl === 'hausmeister28') {
    const { s, b } = de();
    const d = base(s, b);
    d.number = `HM ${t.digits(3)}/26`;
    d.sellerVat = t.rnd() < 0.5;
    d.taxNo = d.sellerVat ? undefined : taxNo();
    d.due = addDays(issue, 14);
    d.reason = 'Durchlaufender Posten, nicht umsatzsteuerbar';
    const m = month;
    const L = 'de';
    const mk = (
      name: string,
      qty: string,
      u: readonly [string, string],
      pr: string,
      cat: 'S' | 'E' = 'S',
    ): Ln => ({
      id: String(d.lines.length + 1),
      name,
      qty,
      unit: u,
      price: pr,
      net: mul(qty, pr),
      rate: cat === 'S' ? '19' : '0',
      cat,
    });
    d.lines.push(mk(`Hausmeisterdienst Pauschale ${deMonth(m)} 2026`, '1', U.mon, `${t.int(180, 640)}.00`));
    if (m <= 3 || m >= 11)
      d.lines.push(
        mk(
          `Winterdienst Pauschale Saison 2025/26, Rate ${m <= 3 ? m + 2 : m - 10} von 5`,
          '1',
          U.pausch,
          `${t.int(90, 400)}.00`,
        ),
      );
    else
      d.lines.push(
        mk('Gartenpflege Rasenmähen und Heckenschnitt', t.pick(['4', '6.5', '8']), U.std, '38.50'),
      );
    d.lines.push(mk('Grünschnitt Abfuhr', t.pick(['1.5', '2', '3']), U.m3, '45.00'));
    if (t.rnd() < 0.7)
      d.lines.push(mk('Kleinreparaturen Treppenhaus', t.pick(['1.25', '2.5']), U.std, '42.00'));
    if (t.rnd() < 0.7)
      d.lines.push(
        mk('Entsorgungsgebühr Wertstoffhof (Beleg anbei)', '1', U.pausch, `${t.int(12, 80)}.50`, 'E'),
      );
    const info: Array<[string, string]> = [
      ['Rechnung', d.number],
      ['vom', dmy(d.issue)],
      ['Objekt', b.street],
      [
        'Zeitraum',
        `01.${String(m).padStart(2, '0')}.2026 – ${m === 2 ? '28' : ['04', '06', '09', '11'].includes(String(m).padStart(2, '0')) ? '30' : '31'}.${String(m).padStart(2, '0')}.2026`,
      ],
    ];
    let y = germanHead(p, d, 'Rechnung Hausmeister- und Gartenservice', info, t);
    y = table(
      p,
      y + 4,
      [
        { h: 'Leistung', x: 50, get: (l) => l.name },
        { h: 'Menge', x: 370, right: true, get: (l) => qtyOf(L, l.qty) },
        { h: 'Einh.', x: 376, get: (l) => l.unit[0] },
        { h: 'E-Preis', x: 460, right: true, get: (l) => money(L, l.price) },
        { h: 'MwSt', x: 490, right: true, get: (l) => (l.cat === 'E' ? '–' : '19%') },
        { h: 'Betrag', x: 545, right: true, get: (l) => money(L, l.net) },
      ],
      d.lines,
    );
    const { x, out } = germanVatRows(d);
    const tot: Array<[string, string, boolean?]> = [['Summe netto', money(L, x.lineNet)]];
    const e = x.vat.find((g) => g.cat === 'E');
    if (e) tot.push(['davon ohne MwSt (durchlaufend)', money(L, e.base)]);
    tot.push(...out, ['Rechnungsbetrag', money(L, x.gross), true]);
    y = totalsBlock(p, y, tot, 300);
    if (e)
      y = p.block(['Durchlaufender Posten, nicht umsatzsteuerbar: Entsorgungsgebühr.'], 50, y + 6, {
        size: 8,
      });
    p.put(y + 8, 50, `Bitte zahlen Sie bis ${dmy(d.due)}.`, { size: 8.5 });
    const nPages = p.pages();
    germanFoot(rows, d, nPages);
    return { d, rows, nPages };
  }

  if (tpl === 'sicherheit28') {
    const { s, b } = de();
    const d = base(s, b);
    d.number = `SR-${t.digits(6)}`;
    d.due = addDays(issue, 21);
    d.buyerVat = t.rnd() < 0.5;
    const L = 'de';
    const rate = t.pick(['24.80', '26.50', '29.90', '31.40']);
    const mk = (
      name: string,
      qty: string,
      u: readonly [string, string],
      pr: string,
      pct = '',
    ): Ln & { pct: string } => ({
      id: String((d.lines.length + 1) * 10),
      name,
      qty,
      unit: u,
      price: pr,
      net: mul(qty, pr),
      rate: '19',
      cat: 'S',
      pct,
    });
    const hrs = `${t.int(120, 744)}.${t.pick(['0', '5', '25', '75'])}`.replace(/\.0$/, '');
    const night = `${t.int(40, 300)}`;
    const sun = `${t.int(16, 96)}`;
    const ls: Array<Ln & { pct: string }> = [];
    const push = (l: Ln & { pct: string }) => {
      d.lines.push(l);
      ls.push(l);
    };
    push(mk(`Objektschutz ${deMonth(month)} 2026 Grundstunden`, hrs, U.std, rate));
    const pctOf = (pc: string) => round(dec(rate).times(dec(pc)).dividedBy(100));
    push(mk('Nachtzuschlag (22–6 Uhr)', night, U.std, pctOf('25'), '25 %'));
    push(mk('Sonntagszuschlag', sun, U.std, pctOf('50'), '50 %'));
    if (t.rnd() < 0.5) push(mk('Feiertagszuschlag', String(t.int(8, 24)), U.std, pctOf('100'), '100 %'));
    push(mk('Revierkontrollen', String(t.int(20, 62)), U.stk, t.pick(['18.50', '22.00'])));
    if (t.rnd() < 0.6) push(mk('Alarmverfolgung mit Intervention', String(t.int(1, 4)), U.einsatz, '65.00'));
    const info: Array<[string, string]> = [
      ['Rechnungs-Nr.', d.number],
      ['Rechnungsdatum', dmy(d.issue)],
      ['Auftrags-Nr.', `WA-${t.digits(4)}`],
      ['Einsatzort', b.city],
      ['Fälligkeit', dmy(d.due)],
    ];
    if (d.buyerVat) info.push(['USt-IdNr.', b.vat ?? '']);
    let y = germanHead(p, d, `Rechnung Sicherheitsdienstleistungen ${deMonth(month)} 2026`, info, t);
    y = p.block([`Grundstundensatz ${money(L, rate)} €; Zuschläge in % des Grundstundensatzes.`], 50, y, {
      size: 8.5,
    });
    y = table(
      p,
      y + 8,
      [
        { h: 'Pos.', x: 50, get: (l) => l.id },
        { h: 'Leistung', x: 78, get: (l) => l.name },
        { h: 'Menge', x: 330, right: true, get: (l) => qtyOf(L, l.qty) },
        { h: 'Einh.', x: 336, get: (l) => l.unit[0] },
        { h: 'Zuschlag', x: 420, right: true, get: (l) => (l as Ln & { pct: string }).pct ?? '' },
        { h: 'Satz €', x: 478, right: true, get: (l) => money(L, l.price) },
        { h: 'Betrag €', x: 545, right: true, get: (l) => money(L, l.net) },
      ],
      d.lines,
    );
    const { x, out } = germanVatRows(d);
    y = totalsBlock(p, y, [
      ['Summe netto', money(L, x.lineNet)],
      ...out,
      ['Gesamtbetrag brutto', money(L, x.gross), true],
    ]);
    p.put(
      y + 8,
      50,
      'Die Stundennachweise liegen dieser Rechnung bei. Bewachungserlaubnis nach § 34a GewO.',
      { size: 8 },
    );
    const nPages = p.pages();
    germanFoot(rows, d, nPages);
    return { d, rows, nPages };
  }

  if (tpl === 'agent28') {
    const s = gbParty(
      t,
      t.pick(['Harcourt Property Management Ltd', 'Cavendish Block Management LLP', 'Northgate Estates Ltd']),
    );
    const b = gbParty(
      t,
      t.pick(['Fenwick Dental Practice Ltd', 'Ashby & Cole Solicitors LLP', 'Mr Daniel Hughes']),
    );
    b.street = `Unit ${t.int(1, 12)}, ${b.street}`;
    const d = base(s, b, 'GBP');
    d.iban = ibanOf('GB', t);
    d.bic = d.iban.slice(4, 8) === 'BARC' ? 'BARCGB22' : 'NWBKGB2L';
    d.number = `SC${t.digits(6)}`;
    d.due = addDays(issue, 28);
    d.reason = 'No VAT - outside the scope / exempt';
    const L = 'en';
    const q = t.pick([
      ['01/01/2026', '31/03/2026', 'January'],
      ['01/04/2026', '30/06/2026', 'April'],
      ['01/07/2026', '30/09/2026', 'July'],
    ]);
    const mk = (name: string, pr: string, cat: 'S' | 'E'): Ln => ({
      id: String(d.lines.length + 1),
      name,
      qty: '1',
      unit: U.C62,
      price: pr,
      net: pr,
      rate: cat === 'S' ? '20' : '0',
      cat,
    });
    d.lines.push(
      mk(
        `Service charge on account ${q[0]} to ${q[1]}`,
        `${t.int(400, 6000)}.${t.pick(['00', '50', '25'])}`,
        'S',
      ),
    );
    d.lines.push(mk(`Ground rent ${q[0]} to ${q[1]}`, `${t.int(50, 500)}.00`, 'E'));
    if (t.rnd() < 0.7) d.lines.push(mk('Buildings insurance rent 2026', `${t.int(120, 1900)}.40`, 'E'));
    if (t.rnd() < 0.6) d.lines.push(mk('Reserve fund contribution', `${t.int(100, 800)}.00`, 'S'));
    if (t.rnd() < 0.4) d.lines.push(mk('Management fee', `${t.int(90, 350)}.00`, 'S'));
    const x = sums(d.lines);
    const long = v % 2 === 0;
    const date = (iso: string) => (long ? longDate(iso, 'en') : dmy(iso, '/'));
    p.put(40, 50, s.name, { size: 15, bold: true });
    p.block([s.street, s.city, s.pc], 50, 58, { size: 8 });
    p.put(40, 545, 'SERVICE CHARGE DEMAND', { size: 13, bold: true, right: true });
    p.put(56, 545, 'VAT INVOICE', { size: 9, right: true });
    p.block([b.name, b.street, b.city, b.pc], 50, 130, { size: 10 });
    let yy = 130;
    for (const [a, vv] of [
      ['Invoice No.', d.number],
      ['Date of demand', date(d.issue)],
      ['Tenant ref.', `T${t.digits(5)}`],
      ['Due date', date(d.due)],
    ] as Array<[string, string]>) {
      p.put(yy, 370, a, { size: 8.5 });
      p.put(yy, 545, vv, { size: 8.5, right: true });
      yy += 12;
    }
    let y = 230;
    y = p.block(['Demand issued under the terms of your lease for the period shown below.'], 50, y, {
      size: 8.5,
    });
    y = table(
      p,
      y + 8,
      [
        { h: 'Item', x: 50, get: (l) => l.id },
        { h: 'Description', x: 78, get: (l) => l.name },
        { h: 'Net £', x: 420, right: true, get: (l) => money(L, l.net) },
        { h: 'VAT rate', x: 475, right: true, get: (l) => (l.cat === 'S' ? '20%' : 'No VAT') },
        { h: 'VAT £', x: 545, right: true, get: (l) => money(L, l.cat === 'S' ? mul(l.net, '0.20') : '0') },
      ],
      d.lines,
    );
    const e = x.vat.find((g) => g.cat === 'E');
    const sv = x.vat.find((g) => g.cat === 'S');
    const tot: Array<[string, string, boolean?]> = [['Total net', money(L, x.lineNet)]];
    if (sv) tot.push(['Standard rated 20%', money(L, sv.base)]);
    if (e) tot.push(['No VAT', money(L, e.base)]);
    tot.push(['VAT @ 20%', money(L, x.vatT)], ['TOTAL DUE £', money(L, x.gross), true]);
    y = totalsBlock(p, y, tot, 330);
    y = p.block(
      [
        'Ground rent and insurance rent are not subject to VAT.',
        `Please pay by bank transfer: sort code ${d.iban.slice(8, 10)}-${d.iban.slice(10, 12)}-${d.iban.slice(12, 14)}, account ${d.iban.slice(14)}`,
        `IBAN ${spaced(d.iban)}  BIC ${d.bic}`,
      ],
      50,
      y + 10,
      { size: 8.5 },
    );
    p.put(
      790,
      50,
      `${s.name} · Registered in England and Wales No. ${t.digits(8)} · VAT Reg. No. GB ${s.vat?.slice(2, 5)} ${s.vat?.slice(5, 9)} ${s.vat?.slice(9)}`,
      {
        size: 7,
      },
    );
    return { d, rows, nPages: p.pages() };
  }

  // syndic28
  const s = frParty(
    t,
    t.pick(['Cabinet Lemaire Syndic', 'Rivegauche Gestion Syndic', 'Syndic Bellevue Immobilier']),
  );
  const b = frParty(
    t,
    `${t.pick(['M.', 'Mme', 'M. et Mme'])} ${t.pick(['Julien', 'Claire', 'Paul'])} ${t.pick(['Moreau', 'Garnier', 'Lefèvre', 'Dubois'])}`,
  );
  const d = base(s, b);
  d.iban = ibanOfCountry('FR', t);
  d.bic = t.pick(['BNPAFRPPXXX', 'CRLYFRPPXXX', 'AGRIFRPP882']);
  d.number = `AF-2026-${t.digits(5)}`;
  d.reason = 'Non soumis à la TVA';
  const L = 'fr';
  const qn = t.int(1, 4);
  const qs = ['01/01/2026', '01/04/2026', '01/07/2026', '01/10/2026'][qn - 1] as string;
  d.issue = addDays(`2026-${String(qn * 3 - 2).padStart(2, '0')}-01`, -t.int(15, 25));
  d.due = `2026-${String(qn * 3 - 2).padStart(2, '0')}-01`;
  const tant = String(t.int(85, 480));
  const budget = `${t.int(24, 160) * 1000}.00`;
  const quarter = round(dec(budget).dividedBy(4));
  const mk = (name: string, pr: string, cat: 'S' | 'E' = 'E'): Ln => ({
    id: String(d.lines.length + 1),
    name,
    qty: '1',
    unit: U.C62,
    price: pr,
    net: pr,
    rate: cat === 'S' ? '20' : '0',
    cat,
  });
  const share = (tot: string) => round(dec(tot).times(dec(tant)).dividedBy(10000));
  const calc: string[] = [];
  d.lines.push(mk(`Budget prévisionnel 2026 – ${qn}e trimestre`, share(quarter)));
  calc.push(`${money(L, quarter)} × ${tant} / 10${NOTE.fr[0]}000`);
  const fonds = round(dec(quarter).times(0.05));
  d.lines.push(mk('Fonds de travaux (art. 14-2) 5 %', share(fonds)));
  calc.push(`${money(L, fonds)} × ${tant} / 10${NOTE.fr[0]}000`);
  if (t.rnd() < 0.6) {
    const trav = `${t.int(30, 240) * 1000}.00`;
    const third = round(dec(trav).dividedBy(3));
    d.lines.push(
      mk(`Travaux ravalement (AG du ${dmy(addDays(d.issue, -60), '/')}) – appel 1/3`, share(third)),
    );
    calc.push(`${money(L, third)} × ${tant} / 10${NOTE.fr[0]}000`);
  }
  const fee = t.rnd() < 0.6;
  if (fee) {
    d.lines.push(mk('Frais de relance (honoraires syndic)', t.pick(['15.00', '25.00', '36.00']), 'S'));
    calc.push('');
  }
  d.vatPrinted = fee;
  const x = sums(d.lines);
  const date = (iso: string) => (v % 2 === 0 ? dmy(iso, '/') : longDate(iso, 'fr'));
  p.put(40, 50, s.name, { size: 15, bold: true });
  p.block(
    [s.street, `${s.pc} ${s.city}`, `Carte professionnelle CPI ${t.digits(4)} ${t.digits(4)} ${t.digits(9)}`],
    50,
    58,
    { size: 8 },
  );
  p.block([b.name, b.street, `${b.pc} ${b.city}`], 330, 130, { size: 10 });
  p.put(210, 50, `APPEL DE FONDS – ${qn}e trimestre 2026`, { size: 13, bold: true });
  let y = 230;
  for (const [a, vv] of [
    ['N° d’appel', d.number],
    ['Date', date(d.issue)],
    ['Date d’exigibilité', date(d.due)],
    ['Copropriété', `Résidence ${t.pick(['Les Tilleuls', 'Le Parc', 'Bellevue'])}, lot n° ${t.int(1, 90)}`],
    ['Période', `à compter du ${qs}`],
  ] as Array<[string, string]>) {
    p.put(y, 50, a, { size: 8.5 });
    p.put(y, 160, vv, { size: 8.5 });
    y += 12;
  }
  y += 10;
  for (const [hx, txt, r] of [
    [50, 'Libellé', false],
    [300, 'Base × tantièmes', false],
    [470, 'TVA', true],
    [545, 'Montant €', true],
  ] as Array<[number, string, boolean]>)
    p.put(y, hx, txt, { size: 8, bold: true, right: r });
  y += 16;
  d.lines.forEach((l, i) => {
    p.put(y, 50, l.name, { size: 8.5 });
    if (calc[i]) p.put(y, 300, calc[i] as string, { size: 8.5 });
    p.put(y, 470, l.cat === 'S' ? '20 %' : '–', { size: 8.5, right: true });
    p.put(y, 545, money(L, l.net), { size: 8.5, right: true });
    y += 13;
  });
  y += 6;
  const tot: Array<[string, string, boolean?]> = [];
  if (fee) {
    const e = x.vat.find((g) => g.cat === 'E');
    tot.push(['Total HT', money(L, x.lineNet)]);
    if (e) tot.push(['dont charges non soumises à TVA', money(L, e.base)]);
    tot.push(['TVA 20 % sur frais', money(L, x.vatT)]);
  }
  tot.push(['Total à payer', money(L, x.gross), true]);
  y = totalsBlock(p, y, tot, 330);
  y = p.block(
    [
      'Les charges de copropriété ne sont pas soumises à la TVA.',
      `Règlement par virement : IBAN ${spaced(d.iban)} – BIC ${d.bic}`,
    ],
    50,
    y + 10,
    { size: 8.5 },
  );
  p.put(
    790,
    50,
    `${s.name} – SIRET ${t.digits(3)} ${t.digits(3)} ${t.digits(3)} ${t.digits(5)} – TVA intracommunautaire ${s.vat}`,
    {
      size: 7,
    },
  );
  return { d, rows, nPages: p.pages() };
}

export function generateBlind59(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const tpl = BLIND59_TPLS[k % BLIND59_TPLS.length] as Tpl;
  const { d, rows, nPages } = generateDoc(tpl, k, h);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
