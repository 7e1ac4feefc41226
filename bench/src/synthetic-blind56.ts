/**
 * Held-out set blind56 (session 29, issue 19): logistics, freight and warehousing, written before
 * opening anything under packages/extract and without reading the other blind generators.
 *
 * - `fracht25` a German Spedition: one row per shipment (Pos, Datum, Sendungs-Nr., Relation, Pckst.,
 *   Gewicht kg, Menge = frachtpflichtiges Gewicht kg, Satz €/kg, Betrag, St.-code), a Dieselzuschlag
 *   in % of the freight per tax code, Maut and Zoll passed through (code C, not taxable), cross-border
 *   shipments exempt under § 4 Nr. 3 UStG (code B) beside domestic 19 % (code A); two pages when long.
 * - `paket25` a parcel service's Sammelrechnung over two pages: Nr., Datum, Sendungsnummer, Referenz
 *   (looking like a date or an amount), Zone, Produkt, Gewicht kg (three decimals), Anz., Grundpreis,
 *   Zuschlag codes and amount per row, Betrag; an Energiezuschlag row, a summary by zone at the end.
 * - `see25` a Hamburg forwarder's sea-freight invoice in English: USD and EUR charges with the
 *   exchange rate per row and the EUR rate beside it, container, B/L, vessel; ocean freight, BAF and
 *   THC exempt (§ 4 Nr. 3 UStG), fees 19 %, duty and import VAT as disbursements.
 * - `lager25` a warehouse's monthly invoice: Pos 10, 20 …, sections, pallet-place days, handling in and
 *   out per pallet, picking per order line, an insurance row "‰ of the stock value".
 * - `umzug25` a removal company: Pos. / Menge / Einheit / Leistung / Einzelpreis / Gesamt (quantity
 *   before the text), m³, men × hours, furniture lift, boxes and packing material, a parking ban fee
 *   passed through, a deposit deducted, a § 35a EStG labour-cost sentence.
 * - `haulage25` a UK haulier in English (GBP, VAT 20 % and zero-rated international carriage), job
 *   numbers like dates, weights "1,234.500", fuel surcharge in %, Dartford / ferry disbursements.
 * - `transport25` a Belgian transporteur in French: CMR numbers, trajets, palettes, poids, surcharge
 *   gasoil in %, péages (débours), TVA 21 % or autoliquidation to a foreign buyer.
 * - `spedch25` a Swiss Spedition in CHF ("1'234.50"), MWST 8,1 % beside export transport exempt and
 *   Zollabgaben / Einfuhrsteuer passed through.
 *
 * Truth rules: every shipment or charge row is a line; surcharges printed as their own rows are lines
 * (quantity 1, the printed flat-rate unit); line ids are the printed Pos. / Nr. where a column has
 * them, else (see25, haulage25, transport25) 1, 2, 3 … in printed order. Pass-through rows (toll,
 * duty, import VAT, fees of authorities) are category O at 0 %, exempt transport E at 0 %, UK
 * international carriage Z at 0 %, the Belgian reverse charge AE at 0 %. A per-row parcel surcharge is
 * a line charge (the net price is the Grundpreis). Deposits are the paid amount, BT-115 the printed
 * amount payable.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  everyPage,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  kitVatRow,
  longDate,
  pager,
  personName,
  type Tools,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row, Style } from './synthetic-new.ts';

export const BLIND56_TPLS = [
  'fracht25',
  'paket25',
  'see25',
  'lager25',
  'umzug25',
  'haulage25',
  'transport25',
  'spedch25',
] as const;
type Tpl = (typeof BLIND56_TPLS)[number];

/** Printed units and their XRechnung codes. */
const U = {
  kg: ['kg', 'KGM'],
  psch: ['psch', 'LS'],
  pal: ['Pal.', 'XPX'],
  palTage: ['Pal.-Tage', 'C62'],
  m2: ['m²', 'MTK'],
  m3: ['m³', 'MTQ'],
  pos: ['Pos.', 'C62'],
  auftr: ['Auftr.', 'C62'],
  rolle: ['Rolle', 'XRO'],
  std: ['Std.', 'HUR'],
  stk: ['Stk.', 'H87'],
  km: ['km', 'KMT'],
  pkt: ['', 'XPK'],
  cntr: ['cntr', 'XCN'],
  bl: ['B/L', 'C62'],
  each: ['each', 'C62'],
  plt: ['plt', 'XPX'],
  load: ['load', 'C62'],
  item: ['item', 'C62'],
  palFr: ['pal.', 'XPX'],
  forfait: ['forfait', 'LS'],
  sdg: ['Sdg.', 'C62'],
  dossier: ['Dossier', 'C62'],
} as const satisfies Record<string, readonly [string, string]>;
for (const [, code] of Object.values(U))
  if (!codelists.isValidCode('unit', code)) throw new Error(`blind56: unit ${code} not in the code list`);

type Cat = 'S' | 'E' | 'O' | 'AE' | 'Z';
interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  cat: Cat;
  rate: string;
  charge?: { amount: string; reason: string };
}
interface Vat {
  cat: Cat;
  rate: string;
  base: string;
  tax: string;
  reason: string;
}
interface Doc {
  tpl: Tpl;
  s: KitParty;
  b: KitParty;
  number: string;
  issue: string;
  due: string;
  po: string;
  cur: string;
  lines: Ln[];
  vat: Vat[];
  lineNet: string;
  vatT: string;
  gross: string;
  paid: string;
  iban: string;
  bic: string;
  taxNo: string;
  buyerVat: boolean;
  reasons: Partial<Record<Cat, string>>;
  t: Tools;
  /** per template extras */
  x: Record<string, string>;
  /** cells per line, as the layout prints them */
  cells: string[][];
  subs: string[];
}

type Nt = [string, string];
const DE: Nt = ['.', ','];
const EN: Nt = [',', '.'];
const CH: Nt = ["'", '.'];
const money = (v: string, n: Nt) => groupedMoney(v, n[0], n[1]);
/** A number with `dp` decimals in a notation. */
function num(v: string, dp: number, n: Nt): string {
  const [i = '0', f = ''] = dec(v).toFixed(dp).split('.');
  const ig = i.replace(/\B(?=(\d{3})+(?!\d))/g, n[0]);
  return dp ? `${ig}${n[1]}${f}` : ig;
}
const dmy = (iso: string, sep = '.') => iso.split('-').reverse().join(sep);
const pctDe = (r: string) => `${r.replace('.', ',')} %`;

function vatOf(lines: Ln[], reasons: Partial<Record<Cat, string>>) {
  const g = new Map<string, Vat>();
  for (const l of lines) {
    const k = `${l.cat}|${l.rate}`;
    const v = g.get(k) ?? {
      cat: l.cat,
      rate: l.rate,
      base: '0.00',
      tax: '0.00',
      reason: reasons[l.cat] ?? '',
    };
    v.base = round(dec(v.base).plus(dec(l.net)));
    g.set(k, v);
  }
  const order: Cat[] = ['S', 'Z', 'E', 'AE', 'O'];
  const vat = [...g.values()].sort(
    (a, b) => order.indexOf(a.cat) - order.indexOf(b.cat) || Number(b.rate) - Number(a.rate),
  );
  for (const v of vat) v.tax = round(dec(v.base).times(dec(v.rate)).dividedBy(100));
  const lineNet = round(lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  return { vat, lineNet, vatT, gross: round(dec(lineNet).plus(dec(vatT))) };
}

/** A line: net = qty × price (+ a row charge), rounded to cents. */
function ln(
  id: string,
  name: string,
  qty: string,
  unit: readonly [string, string],
  price: string,
  cat: Cat,
  rate: string,
  charge?: { amount: string; reason: string },
): Ln {
  const net = round(
    dec(qty)
      .times(dec(price))
      .plus(dec(charge?.amount ?? '0')),
  );
  return { id, name, qty, unit, price, net, cat, rate, ...(charge ? { charge } : {}) };
}
/** A surcharge or flat row: quantity 1, price = amount. */
const flat = (
  id: string,
  name: string,
  amount: string,
  unit: readonly [string, string],
  cat: Cat,
  rate: string,
) => ln(id, name, '1', unit, round(amount), cat, rate);

const DE_PLACES: Array<[string, string]> = [
  ['Dortmund', '44137'],
  ['München', '80331'],
  ['Hamburg', '20095'],
  ['Leipzig', '04109'],
  ['Köln', '50667'],
  ['Nürnberg', '90402'],
  ['Bremen', '28195'],
  ['Mannheim', '68159'],
  ['Kassel', '34117'],
  ['Ulm', '89073'],
  ['Hannover', '30159'],
  ['Erfurt', '99084'],
];
const ABROAD: Array<[string, string, boolean]> = [
  ['Poznań', 'PL', false],
  ['Plzeň', 'CZ', false],
  ['Lyon', 'FR', false],
  ['Venlo', 'NL', false],
  ['Linz', 'AT', false],
  ['Verona', 'IT', false],
  ['Basel', 'CH', true],
  ['Leeds', 'GB', true],
  ['Oslo', 'NO', true],
];

function sellerName(tpl: Tpl, t: Tools): string {
  const p = t.pick;
  switch (tpl) {
    case 'fracht25':
      return `${p(['Rhein', 'Weser', 'Elbe', 'Main', 'Hansa', 'Ruhr'])}${p(['-Spedition', ' Logistik', ' Cargo'])} ${p(['GmbH', 'GmbH & Co. KG', 'KG'])}`;
    case 'paket25':
      return `${p(['Blitz', 'Kurier', 'Paket', 'Regio'])}${p(['Express', 'Logistik', 'Dienst'])} ${p(['GmbH', 'AG'])}`;
    case 'see25':
      return `${p(['Alster', 'Elbe', 'Norder', 'Kai'])} ${p(['Ocean Logistics', 'Seafreight', 'Shipping'])} GmbH`;
    case 'lager25':
      return `${p(['Logistikzentrum', 'Lagerhaus', 'Kontraktlogistik'])} ${p(['Niederrhein', 'Mitte', 'Süd', 'Ost'])} GmbH`;
    case 'umzug25':
      return `${p(['Möbelspedition', 'Umzüge', 'Umzugsservice'])} ${p(['Krüger', 'Hofmann', 'Lange', 'Wagner'])} ${p(['GmbH', 'e.K.', 'KG'])}`;
    case 'haulage25':
      return `${p(['Pennine', 'Severn', 'Thames Valley', 'Northgate', 'Ribble'])} ${p(['Haulage', 'Transport', 'Freight'])} ${p(['Ltd', 'Limited'])}`;
    case 'transport25':
      return `${p(['Transports', 'Transport'])} ${p(['Delvaux', 'Lemaire', 'Dubois', 'Mertens'])} ${p(['SA', 'SRL', 'SPRL'])}`;
    case 'spedch25':
      return `${p(['Rhenus', 'Jura', 'Gotthard', 'Limmat'])} ${p(['Spedition', 'Transport', 'Logistik'])} AG`;
  }
}
const BUYERS_DE = [
  'Müller Maschinenbau GmbH',
  'Becker Kunststofftechnik GmbH',
  'Schmitz Elektro AG',
  'Hansen Baustoffe KG',
  'Wolf Möbelhandel GmbH',
  'Vogel Lebensmittel GmbH & Co. KG',
];

function build(tpl: Tpl, h: Helpers, t: Tools): Doc {
  const issue = addDays('2026-09-01', t.int(0, 80));
  const days = t.pick([14, 21, 30]);
  const base = {
    tpl,
    issue,
    due: addDays(issue, days),
    po: '',
    cur: 'EUR',
    paid: '',
    taxNo: '',
    buyerVat: false,
    reasons: {} as Partial<Record<Cat, string>>,
    t,
    x: { days: String(days) } as Record<string, string>,
    cells: [] as string[][],
    subs: [] as string[],
  };
  const name = sellerName(tpl, t);
  const lines: Ln[] = [];
  let s: KitParty;
  let b: KitParty;
  let number = '';
  let iban = '';
  let bic = '';
  const d = base;
  const shipDates = (n: number) =>
    Array.from({ length: n }, () => addDays(issue, -t.int(2, 34))).sort((a, c) => a.localeCompare(c));
  if (tpl === 'fracht25') {
    s = dachParty('DE', name, t);
    b = dachParty('DE', t.pick(BUYERS_DE), t);
    number = `${t.pick(['FR', 'RE', 'SP'])}-${issue.slice(2, 4)}${t.digits(5)}`;
    iban = ibanOf('DE', t);
    bic = t.pick(['COBADEFFXXX', 'DEUTDEDBDOR', 'GENODEF1S04']);
    d.taxNo = `${t.int(100, 399)}/${t.digits(3)}/${t.digits(5)}`;
    d.po = t.rnd() < 0.6 ? `${t.pick(['BE', '45'])}${t.digits(8)}` : '';
    d.reasons = {
      E: 'steuerfrei nach § 4 Nr. 3 UStG (grenzüberschreitende Güterbeförderung)',
      O: 'durchlaufender Posten (nicht steuerbar)',
    };
    const idStyle = t.int(0, 2);
    const n = t.int(7, 24);
    const dates = shipDates(n);
    let frA = dec(0);
    let frB = dec(0);
    let zoll = false;
    for (let i = 0; i < n; i++) {
      const [from] = t.pick(DE_PLACES);
      const cross = t.rnd() < 0.45;
      const abroad = t.pick(ABROAD);
      const to = cross ? `${abroad[0]} (${abroad[1]})` : t.pick(DE_PLACES.filter(([c]) => c !== from))[0];
      if (cross && abroad[2]) zoll = true;
      const gross = (t.int(80, 24000) + t.int(0, 999) / 1000).toFixed(3);
      const charge = t.rnd() < 0.5 ? gross : (Number(gross) * (1 + t.int(5, 40) / 100)).toFixed(3);
      const rate = (t.int(450, 2400) / 10000).toFixed(4);
      const id = String(i + 1);
      const l = ln(id, `${from} – ${to}`, charge, U.kg, rate, cross ? 'E' : 'S', cross ? '0' : '19');
      lines.push(l);
      if (cross) frB = frB.plus(dec(l.net));
      else frA = frA.plus(dec(l.net));
      const sd = dates[i] ?? issue;
      const sno =
        idStyle === 0
          ? `${t.int(1, 9)}.${t.digits(3)}.${t.digits(3)}`
          : idStyle === 1
            ? `${dmy(sd).slice(0, 6)}${t.digits(3)}`
            : `${t.digits(4)},${t.digits(2)}`;
      d.cells.push([
        id,
        dmy(sd),
        sno,
        l.name,
        String(t.int(1, 33)),
        num(gross, 3, DE),
        num(charge, 3, DE),
        'kg',
        num(rate, 4, DE),
        money(l.net, DE),
        cross ? 'B' : 'A',
      ]);
      d.subs.push(
        `${t.pick(['Stückgut', 'Teilladung', 'Komplettladung', 'Express-Stückgut'])}, ${t.int(1, 13)},${t.int(0, 9)} Lademeter`,
      );
    }
    const pct = t.pick(['9.5', '11.25', '12.5', '14']);
    d.x.pct = pct;
    let id = n;
    for (const [f, code] of [
      [frA, 'A'],
      [frB, 'B'],
    ] as const) {
      if (f.isZero()) continue;
      id++;
      const amt = round(f.times(dec(pct)).dividedBy(100));
      const l = flat(
        String(id),
        `Dieselzuschlag ${pctDe(pct)} auf ${money(round(f), DE)}`,
        amt,
        U.psch,
        code === 'A' ? 'S' : 'E',
        code === 'A' ? '19' : '0',
      );
      lines.push(l);
      d.cells.push([l.id, '', '', l.name, '', '', '1', 'psch', pctDe(pct), money(l.net, DE), code]);
      d.subs.push('');
    }
    id++;
    const maut = flat(
      String(id),
      'Maut (durchlaufender Posten)',
      (t.int(4000, 60000) / 100).toFixed(2),
      U.psch,
      'O',
      '0',
    );
    lines.push(maut);
    d.cells.push([maut.id, '', '', maut.name, '', '', '1', 'psch', '', money(maut.net, DE), 'C']);
    d.subs.push('');
    if (zoll) {
      id++;
      const z = flat(
        String(id),
        'Zollabgaben verauslagt',
        (t.int(8000, 250000) / 100).toFixed(2),
        U.psch,
        'O',
        '0',
      );
      lines.push(z);
      d.cells.push([z.id, '', '', z.name, '', '', '1', 'psch', '', money(z.net, DE), 'C']);
      d.subs.push(`ATB ${issue.slice(2, 4)}DE${t.digits(6)}${t.pick(['A', 'E'])}${t.digits(7)}`);
    }
  } else if (tpl === 'paket25') {
    s = dachParty('DE', name, t);
    b = dachParty('DE', t.pick(BUYERS_DE), t);
    number = `${t.digits(10)}`;
    iban = ibanOf('DE', t);
    bic = t.pick(['COBADEFFXXX', 'DEUTDEFFXXX']);
    d.x.kdnr = t.digits(10);
    d.x.from = addDays(issue, -35);
    d.x.to = addDays(issue, -1);
    const n = t.int(38, 52);
    const dates = shipDates(n);
    const trk = t.int(0, 2);
    const refStyle = t.int(0, 2);
    const PROD: Array<[string, number, number, string]> = [
      ['Päckchen', 0.1, 1.999, '4.10'],
      ['Paket 5 kg', 1, 4.999, '5.45'],
      ['Paket 10 kg', 5, 9.999, '6.90'],
      ['Paket 31,5 kg', 10, 31.5, '9.85'],
      ['Express 12', 0.5, 19.9, '18.40'],
    ];
    const SUR: Array<[string, string, string]> = [
      ['N', 'Nachnahme', '2.50'],
      ['S', 'Sperrgut', '12.00'],
      ['I', 'Inselzuschlag', '4.20'],
      ['Z', 'Samstagszustellung', '3.80'],
      ['A', 'Adresskorrektur', '1.90'],
    ];
    let sumGrund = dec(0);
    for (let i = 0; i < n; i++) {
      const [prod, lo, hi, price] = t.pick(PROD);
      const w = (lo + t.rnd() * (hi - lo)).toFixed(3);
      const qty = t.rnd() < 0.15 ? '2' : '1';
      const sur = t.rnd() < 0.3 ? [t.pick(SUR)] : [];
      if (sur.length && t.rnd() < 0.3) {
        const other = t.pick(SUR);
        if (other[0] !== sur[0]?.[0]) sur.push(other);
      }
      const sAmt = round(sur.reduce((a, x) => a.plus(dec(x[2])), dec(0)));
      const id = String(i + 1);
      const l = ln(
        id,
        prod,
        qty,
        U.pkt,
        price,
        'S',
        '19',
        sur.length ? { amount: sAmt, reason: sur.map((x) => x[1]).join(', ') } : undefined,
      );
      lines.push(l);
      sumGrund = sumGrund.plus(dec(qty).times(dec(price)));
      const sd = dates[i] ?? issue;
      const tno =
        trk === 0
          ? `00340434${t.digits(12)}`
          : trk === 1
            ? `JJD00${t.digits(3)}${t.digits(13)}`
            : `${t.digits(4)} ${t.digits(4)} ${t.digits(4)}`;
      const ref =
        refStyle === 0
          ? dmy(addDays(sd, -t.int(0, 3)))
          : refStyle === 1
            ? `${t.int(1, 9)}.${t.digits(3)},${t.digits(2)}`
            : `${t.digits(2)}/${t.digits(4)}`;
      const zone = t.pick(['1', '2', '3', '4', 'EU-1', 'EU-2']);
      d.cells.push([
        id,
        dmy(sd),
        tno,
        t.rnd() < 0.8 ? ref : '',
        zone,
        prod,
        num(w, 3, DE),
        qty,
        money(price, DE),
        sur.map((x) => x[0]).join(', '),
        sur.length ? money(sAmt, DE) : '',
        money(l.net, DE),
      ]);
    }
    const pct = t.pick(['3.5', '4.5', '5.25']);
    const e = flat(
      String(n + 1),
      `Energiezuschlag ${pctDe(pct)} auf Grundpreise ${money(round(sumGrund), DE)}`,
      round(sumGrund.times(dec(pct)).dividedBy(100)),
      U.psch,
      'S',
      '19',
    );
    lines.push(e);
    d.cells.push([e.id, '', e.name, '', '', '', '', '1 psch', '', '', '', money(e.net, DE)]);
  } else if (tpl === 'see25') {
    s = dachParty('DE', name, t);
    s.city = t.pick(['Hamburg', 'Bremen']);
    s.pc = s.city === 'Hamburg' ? '20457' : '28217';
    s.street = `${t.pick(['Am Sandtorkai', 'Große Elbstraße', 'Überseering', 'Konsul-Smidt-Straße'])} ${t.int(1, 80)}`;
    b = dachParty('DE', t.pick(BUYERS_DE), t);
    number = `${t.pick(['SEI', 'HAM', 'OI'])}${issue.slice(2, 4)}-${t.digits(5)}`;
    iban = ibanOf('DE', t);
    bic = t.pick(['HASPDEHHXXX', 'COBADEFFXXX']);
    d.po = t.rnd() < 0.5 ? `PO-${t.digits(6)}` : '';
    d.buyerVat = t.rnd() < 0.5;
    d.reasons = { E: 'Exempt under § 4 No. 3 UStG', O: 'Disbursement (not subject to VAT)' };
    const ex = (0.85 + t.rnd() * 0.1).toFixed(4);
    d.x.ex = ex;
    const nC = t.int(1, 4);
    const size = t.pick(["20'DV", "40'DV", "40'HC"]);
    d.x.size = size;
    d.x.cntrs = Array.from(
      { length: nC },
      () => `${t.pick(['MSCU', 'HLXU', 'CMAU', 'MAEU'])} ${t.digits(6)}-${t.int(0, 9)}`,
    ).join(', ');
    d.x.bl = `${t.pick(['MEDU', 'HLCU', 'CMDU'])}${t.pick(['SH', 'NB', 'QD'])}${t.digits(7)}`;
    d.x.vessel = `${t.pick(['MSC Aurora', 'Hamburg Express', 'CMA CGM Tage', 'Maersk Eindhoven'])} / ${t.digits(3)}W`;
    const pol = t.pick(['Shanghai', 'Ningbo', 'Qingdao', 'Singapore', 'Busan']);
    d.x.pol = pol;
    d.x.pod = s.city;
    d.x.eta = addDays(issue, -t.int(2, 10));
    let i = 0;
    const usd = (
      nm: string,
      q: string,
      u: readonly [string, string],
      rateUsd: string,
      cat: Cat,
      rate: string,
    ) => {
      const pe = round(dec(rateUsd).times(dec(ex)));
      const l = ln(String(++i), nm, q, u, pe, cat, rate);
      lines.push(l);
      d.cells.push([
        nm,
        q,
        u[0],
        'USD',
        money(rateUsd, EN),
        ex,
        money(pe, EN),
        money(l.net, EN),
        cat === 'S' ? `${rate}%` : cat === 'E' ? 'exempt' : 'disb.',
      ]);
    };
    const eur = (nm: string, q: string, u: readonly [string, string], p: string, cat: Cat, rate: string) => {
      const l = ln(String(++i), nm, q, u, p, cat, rate);
      lines.push(l);
      d.cells.push([
        nm,
        q,
        u[0],
        'EUR',
        money(p, EN),
        '',
        money(p, EN),
        money(l.net, EN),
        cat === 'S' ? `${rate}%` : cat === 'E' ? 'exempt' : 'disb.',
      ]);
    };
    const ofr = String(t.int(9, 42) * 50);
    usd(`Ocean freight ${pol} – ${s.city}`, String(nC), U.cntr, `${ofr}.00`, 'E', '0');
    usd('BAF bunker surcharge', String(nC), U.cntr, `${t.int(12, 60) * 5}.00`, 'E', '0');
    if (t.rnd() < 0.5) usd('Peak season surcharge', String(nC), U.cntr, `${t.int(5, 30) * 10}.00`, 'E', '0');
    eur(`THC ${s.city}`, String(nC), U.cntr, `${t.int(210, 330)}.00`, 'E', '0');
    eur('B/L fee', '1', U.bl, `${t.int(45, 95)}.00`, 'E', '0');
    eur('Documentation fee', '1', U.each, `${t.int(25, 60)}.00`, 'S', '19');
    eur('Customs clearance import', '1', U.each, `${t.int(65, 140)}.00`, 'S', '19');
    if (t.rnd() < 0.6)
      eur(`Trucking ${s.city} – ${b.city}`, String(nC), U.cntr, `${t.int(380, 1250)}.00`, 'E', '0');
    eur('Customs duty (paid on your behalf)', '1', U.each, (t.int(30000, 900000) / 100).toFixed(2), 'O', '0');
    eur('Import VAT (paid on your behalf)', '1', U.each, (t.int(90000, 2900000) / 100).toFixed(2), 'O', '0');
  } else if (tpl === 'lager25') {
    s = dachParty('DE', name, t);
    b = dachParty('DE', t.pick(BUYERS_DE), t);
    number = `LG${issue.slice(0, 4)}${t.digits(5)}`;
    iban = ibanOf('DE', t);
    bic = t.pick(['COBADEFFXXX', 'GENODEF1S04', 'WELADED1DUI']);
    d.taxNo = `${t.int(100, 399)}/${t.digits(4)}/${t.digits(4)}`;
    d.buyerVat = t.rnd() < 0.4;
    const m = Number(issue.slice(5, 7));
    const first = `2026-${String(m - 1).padStart(2, '0')}-01`;
    const last = addDays(`2026-${String(m).padStart(2, '0')}-01`, -1);
    d.x.from = first;
    d.x.to = last;
    const dayN = Number(last.slice(8, 10));
    d.x.dayN = String(dayN);
    d.x.site = t.pick(['Duisburg-Rheinhausen', 'Bönen', 'Kassel-Waldau', 'Gernsheim']);
    const pal = t.int(120, 900);
    const inn = t.int(20, 300);
    const out = t.int(20, 300);
    d.x.stock = `${pal}|${inn}|${out}|${pal + inn - out}`;
    let pos = 0;
    const add = (sec: string, nm: string, q: string, dp: number, u: readonly [string, string], p: string) => {
      pos += 10;
      const l = ln(String(pos), nm, q, u, p, 'S', '19');
      lines.push(l);
      d.cells.push([sec, String(pos), nm, num(q, dp, DE), u[0], money(p, DE), money(l.net, DE)]);
      d.subs.push('');
    };
    const avg = pal + t.int(-20, 20);
    add(
      'Lagerung',
      'Palettenstellplätze Regallager',
      String(avg * dayN),
      0,
      U.palTage,
      (t.int(28, 55) / 100).toFixed(2),
    );
    d.subs[d.subs.length - 1] = `Ø ${avg} Pal. × ${dayN} Tage`;
    if (t.rnd() < 0.6)
      add(
        'Lagerung',
        'Lagerfläche Blocklager',
        (t.int(40000, 900000) / 1000).toFixed(3),
        3,
        U.m2,
        (t.int(380, 690) / 100).toFixed(2),
      );
    add('Handling', 'Einlagerung je Palette', String(inn), 0, U.pal, (t.int(250, 490) / 100).toFixed(2));
    add('Handling', 'Auslagerung je Palette', String(out), 0, U.pal, (t.int(250, 490) / 100).toFixed(2));
    add(
      'Kommissionierung',
      'Kommissionierung je Auftragsposition',
      String(t.int(800, 9000)),
      0,
      U.pos,
      (t.int(25, 60) / 100).toFixed(2),
    );
    add(
      'Kommissionierung',
      'Auftragspauschale',
      String(t.int(120, 900)),
      0,
      U.auftr,
      (t.int(90, 190) / 100).toFixed(2),
    );
    if (t.rnd() < 0.7)
      add(
        'Zusatzleistungen',
        'Stretchfolie',
        String(t.int(4, 30)),
        0,
        U.rolle,
        (t.int(1200, 2400) / 100).toFixed(2),
      );
    if (t.rnd() < 0.6)
      add(
        'Zusatzleistungen',
        'Inventur / Sonderarbeiten',
        (t.int(4, 40) / 2).toFixed(2),
        2,
        U.std,
        (t.int(3400, 4800) / 100).toFixed(2),
      );
    const wert = `${t.int(200, 4000)}${t.digits(3)}.00`;
    const ins = round(dec(wert).times(dec('0.25')).dividedBy(1000));
    add('Zusatzleistungen', 'Lagerversicherung 0,25 ‰ vom Warenwert', '1', 0, U.psch, ins);
    d.subs[d.subs.length - 1] = `Warenwert ${money(wert, DE)} EUR lt. Bestandsmeldung`;
  } else if (tpl === 'umzug25') {
    s = dachParty('DE', name, t);
    const priv = t.rnd() < 0.6;
    b = dachParty('DE', priv ? `${t.pick(['Herrn', 'Frau'])} ${personName(t)}` : t.pick(BUYERS_DE), t);
    if (priv) b.name = b.name.replace(/^(Herrn|Frau) /, '');
    d.x.salut = priv ? t.pick(['Herrn', 'Frau']) : '';
    number = `U-${issue.slice(0, 4)}-${t.digits(4)}`;
    iban = ibanOf('DE', t);
    bic = t.pick(['COBADEFFXXX', 'GENODEF1S04', 'BYLADEM1001']);
    d.taxNo = `${t.int(100, 399)}/${t.digits(3)}/${t.digits(5)}`;
    d.reasons = { O: 'Gebühr der Stadt, durchlaufender Posten' };
    d.x.date = addDays(issue, -t.int(2, 12));
    d.x.from = `${t.pick(['Lindenweg', 'Schillerstraße', 'Am Markt'])} ${t.int(1, 60)}, ${t.pick(DE_PLACES)[0]}`;
    d.x.to = `${t.pick(['Goethestraße', 'Parkallee', 'Bahnhofstraße'])} ${t.int(1, 60)}, ${b.city}`;
    let pos = 0;
    const add = (
      q: string,
      dp: number,
      u: readonly [string, string],
      nm: string,
      p: string,
      cat: Cat = 'S',
    ) => {
      const l = ln(String(++pos), nm, q, u, p, cat, cat === 'S' ? '19' : '0');
      lines.push(l);
      d.cells.push([String(pos), num(q, dp, DE), u[0], nm, money(p, DE), money(l.net, DE)]);
    };
    add(
      (t.int(12000, 95000) / 1000).toFixed(3),
      3,
      U.m3,
      'Umzugsgut laut Umzugsgutliste',
      `${t.int(22, 38)}.00`,
    );
    const men = t.int(2, 6);
    const hrs = t.int(8, 20) / 2;
    add(
      (men * hrs).toFixed(2),
      2,
      U.std,
      `Möbelpacker ${men} Mann × ${String(hrs).replace('.', ',')} Std.`,
      `${t.int(34, 49)}.50`,
    );
    if (t.rnd() < 0.7)
      add((t.int(2, 8) / 2).toFixed(2), 2, U.std, 'Möbelaußenaufzug inkl. Bedienung', `${t.int(85, 140)}.00`);
    add(
      String(t.int(20, 480)),
      0,
      U.km,
      `LKW ${t.pick(['7,5 t', '12 t', '18 t'])} mit Koffer`,
      (t.int(110, 260) / 100).toFixed(2),
    );
    add(String(t.int(20, 120)), 0, U.stk, 'Umzugskartons (Kauf)', (t.int(180, 320) / 100).toFixed(2));
    if (t.rnd() < 0.6)
      add(
        String(t.int(2, 8)),
        0,
        U.rolle,
        'Packpapier / Luftpolsterfolie',
        (t.int(900, 2400) / 100).toFixed(2),
      );
    if (t.rnd() < 0.5) add('1', 0, U.psch, 'Küche demontieren und montieren', `${t.int(180, 650)}.00`);
    add('1', 0, U.psch, 'Halteverbotszone (Gebühr Stadt)', `${t.int(35, 120)}.00`, 'O');
    if (t.rnd() < 0.5) {
      d.paid = `${t.int(3, 12) * 100}.00`;
      d.x.paidDate = addDays(d.x.date, -t.int(7, 21));
    }
    d.x.labour = round(lines.filter((l) => l.unit[1] === 'HUR').reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  } else if (tpl === 'haulage25') {
    const gs = h.party('GB');
    s = { ...gs, name, country: 'GB', vat: h.vatId('GB') };
    s.vatShown = s.vat;
    const gb = h.party('GB');
    b = { ...gb, country: 'GB' };
    number = `INV-${t.digits(6)}`;
    iban = ibanOfCountry('GB', t);
    bic = iban.includes('BARC') ? 'BARCGB22' : 'NWBKGB2L';
    d.x.sort = `${t.digits(2)}-${t.digits(2)}-${t.digits(2)}`;
    d.x.acct = iban.slice(-8);
    d.cur = 'GBP';
    d.po = t.rnd() < 0.5 ? `PO ${t.digits(5)}` : '';
    d.reasons = { Z: 'Zero-rated international carriage', O: 'Disbursement (outside the scope of VAT)' };
    const n = t.rnd() < 0.4 ? t.int(24, 34) : t.int(6, 14);
    const dates = shipDates(n);
    const UKP = [
      'Leeds LS9',
      'Bristol BS2',
      'Wakefield WF2',
      'Daventry NN11',
      'Felixstowe IP11',
      'Glasgow G33',
      'Crewe CW1',
    ];
    const EUP = ['Dublin D12', 'Calais 62100', 'Rotterdam 3089', 'Belfast BT3'];
    let fuelS = dec(0);
    let fuelZ = dec(0);
    for (let i = 0; i < n; i++) {
      const intl = t.rnd() < 0.3;
      const from = t.pick(UKP);
      const to = intl ? t.pick(EUP) : t.pick(UKP.filter((x) => x !== from));
      const full = t.rnd() < 0.25;
      const q = full ? '1' : String(t.int(1, 26));
      const p = full ? `${t.int(450, 1900)}.00` : (t.int(3800, 9500) / 100).toFixed(2);
      const l = ln(
        String(i + 1),
        `${from} – ${to}`,
        q,
        full ? U.load : U.plt,
        p,
        intl ? 'Z' : 'S',
        intl ? '0' : '20',
      );
      lines.push(l);
      if (intl) fuelZ = fuelZ.plus(dec(l.net));
      else fuelS = fuelS.plus(dec(l.net));
      const sd = dates[i] ?? issue;
      const w = (t.int(300, 24000) + t.int(0, 999) / 1000).toFixed(3);
      d.cells.push([
        dmy(sd, '/'),
        `J${sd.slice(2, 4)}${sd.slice(5, 7)}${sd.slice(8, 10)}-${t.int(1, 9)}`,
        l.name,
        q,
        full ? 'load' : 'plt',
        num(w, 3, EN),
        money(p, EN),
        money(l.net, EN),
        intl ? 'Z' : 'S',
      ]);
    }
    const pct = t.pick(['6.5', '7.5', '8.75']);
    let i = n;
    for (const [f, z] of [
      [fuelS, false],
      [fuelZ, true],
    ] as const) {
      if (f.isZero()) continue;
      const l = flat(
        String(++i),
        `Fuel surcharge ${pct}% on ${money(round(f), EN)}`,
        round(f.times(dec(pct)).dividedBy(100)),
        U.item,
        z ? 'Z' : 'S',
        z ? '0' : '20',
      );
      lines.push(l);
      d.cells.push(['', '', l.name, '1', 'item', '', '', money(l.net, EN), z ? 'Z' : 'S']);
    }
    const dart = flat(
      String(++i),
      'Dartford Crossing (disb.)',
      (t.int(2, 12) * 4.2).toFixed(2),
      U.item,
      'O',
      '0',
    );
    lines.push(dart);
    d.cells.push(['', '', dart.name, '1', 'item', '', '', money(dart.net, EN), 'O']);
    if (fuelZ.gt(0) && t.rnd() < 0.7) {
      const f = flat(String(++i), 'Ferry crossing (disb.)', `${t.int(180, 640)}.00`, U.item, 'O', '0');
      lines.push(f);
      d.cells.push(['', '', f.name, '1', 'item', '', '', money(f.net, EN), 'O']);
    }
  } else if (tpl === 'transport25') {
    const bp = h.party('BE');
    s = { ...bp, name, country: 'BE', vat: h.vatId('BE') };
    s.vatShown = s.vat;
    const foreign = t.rnd() < 0.5;
    if (foreign) {
      b = dachParty('DE', t.pick(BUYERS_DE), t);
    } else {
      const bb = h.party('BE');
      b = { ...bb, country: 'BE', vat: h.vatId('BE') };
    }
    d.buyerVat = true;
    number = `${issue.slice(0, 4)}/${t.digits(4)}`;
    iban = ibanOfCountry('BE', t);
    bic = t.pick(['GEBABEBB', 'BBRUBEBB', 'KREDBEBB']);
    d.x.comm = `+++${t.digits(3)}/${t.digits(4)}/${t.digits(5)}+++`;
    d.reasons = {
      AE: 'Autoliquidation – article 196 de la directive 2006/112/CE',
      O: 'Débours (hors champ de la TVA)',
    };
    const cat: Cat = foreign ? 'AE' : 'S';
    const rate = foreign ? '0' : '21';
    const n = t.int(5, 16);
    const dates = shipDates(n);
    const BEP = ['Anvers', 'Gand', 'Liège', 'Charleroi', 'Bruxelles', 'Namur'];
    const FOR = [
      'Lille (FR)',
      'Lyon (FR)',
      'Cologne (DE)',
      'Rotterdam (NL)',
      'Luxembourg (LU)',
      'Paris (FR)',
    ];
    let fr = dec(0);
    for (let i = 0; i < n; i++) {
      const from = t.pick(BEP);
      const to = t.rnd() < 0.6 ? t.pick(FOR) : t.pick(BEP.filter((x) => x !== from));
      const q = String(t.int(1, 33));
      const p = (t.int(3500, 9800) / 100).toFixed(2);
      const l = ln(String(i + 1), `${from} – ${to}`, q, U.palFr, p, cat, rate);
      lines.push(l);
      fr = fr.plus(dec(l.net));
      const w = (t.int(300, 24000) + t.int(0, 999) / 1000).toFixed(3);
      d.cells.push([
        dmy(dates[i] ?? issue, '/'),
        `${t.digits(2)}.${t.digits(3)}.${t.digits(3)}`,
        l.name,
        q,
        num(w, 3, DE),
        money(p, DE),
        money(l.net, DE),
        foreign ? 'AL' : '21 %',
      ]);
    }
    const pct = t.pick(['8.5', '9.8', '11.2']);
    const g = flat(
      String(n + 1),
      `Surcharge gasoil ${pct.replace('.', ',')} %`,
      round(fr.times(dec(pct)).dividedBy(100)),
      U.forfait,
      cat,
      rate,
    );
    lines.push(g);
    d.cells.push(['', '', g.name, '1', 'forfait', '', money(g.net, DE), foreign ? 'AL' : '21 %']);
    const pe = flat(
      String(n + 2),
      'Péages (débours)',
      (t.int(3000, 40000) / 100).toFixed(2),
      U.forfait,
      'O',
      '0',
    );
    lines.push(pe);
    d.cells.push(['', '', pe.name, '1', 'forfait', '', money(pe.net, DE), '—']);
  } else {
    s = dachParty('CH', name, t);
    const foreign = t.rnd() < 0.4;
    b = foreign
      ? dachParty('DE', t.pick(BUYERS_DE), t)
      : dachParty(
          'CH',
          t.pick(['Bühler Präzision AG', 'Keller Holzbau AG', 'Frei Elektro GmbH', 'Steiner Textil AG']),
          t,
        );
    d.buyerVat = !foreign && t.rnd() < 0.5;
    d.cur = 'CHF';
    number = `${issue.slice(2, 4)}-${t.digits(5)}`;
    iban = ibanOf('CH', t);
    bic = t.pick(['UBSWCHZH80A', 'POFICHBEXXX', 'ZKBKCHZZ80A']);
    d.reasons = {
      E: 'Von der Steuer befreit (Art. 23 Abs. 2 Ziff. 7 MWSTG)',
      O: 'Durchlaufender Posten (Zoll, Einfuhrsteuer)',
    };
    const n = t.int(4, 10);
    const dates = shipDates(n);
    const CHP = ['Basel', 'Zürich', 'Luzern', 'Bern', 'Winterthur', 'St. Gallen'];
    const EXP = ['Stuttgart (DE)', 'Mailand (IT)', 'Lyon (FR)', 'Wien (AT)', 'München (DE)'];
    let fS = dec(0);
    let fE = dec(0);
    let pos = 0;
    for (let i = 0; i < n; i++) {
      const exp = t.rnd() < 0.55;
      const from = t.pick(CHP);
      const to = exp ? t.pick(EXP) : t.pick(CHP.filter((x) => x !== from));
      const q = String(t.int(1, 24));
      const p = (t.int(4500, 16500) / 100).toFixed(2);
      const l = ln(
        String(++pos),
        `Transport ${from} – ${to}`,
        q,
        U.pal,
        p,
        exp ? 'E' : 'S',
        exp ? '0' : '8.1',
      );
      lines.push(l);
      if (exp) fE = fE.plus(dec(l.net));
      else fS = fS.plus(dec(l.net));
      d.cells.push([
        String(pos),
        dmy(dates[i] ?? issue),
        `${t.digits(2)}.${t.digits(4)}`,
        l.name,
        q,
        'Pal.',
        money(p, CH),
        money(l.net, CH),
        exp ? '0' : '1',
      ]);
      if (exp && t.rnd() < 0.5) {
        const z = ln(String(++pos), 'Ausfuhrverzollung', '1', U.dossier, `${t.int(45, 95)}.00`, 'S', '8.1');
        lines.push(z);
        fS = fS.plus(dec(z.net));
        d.cells.push([String(pos), '', '', z.name, '1', 'Dossier', money(z.net, CH), money(z.net, CH), '1']);
      }
    }
    const pct = t.pick(['7.5', '9.5', '12']);
    for (const [f, e] of [
      [fS, false],
      [fE, true],
    ] as const) {
      if (f.isZero()) continue;
      const l = flat(
        String(++pos),
        `Treibstoffzuschlag ${pct} %`,
        round(f.times(dec(pct)).dividedBy(100)),
        U.psch,
        e ? 'E' : 'S',
        e ? '0' : '8.1',
      );
      lines.push(l);
      d.cells.push([l.id, '', '', l.name, '1', 'psch', '', money(l.net, CH), e ? '0' : '1']);
    }
    const lsva = flat(
      String(++pos),
      'LSVA-Anteil',
      (t.int(2000, 30000) / 100).toFixed(2),
      U.psch,
      'S',
      '8.1',
    );
    lines.push(lsva);
    d.cells.push([lsva.id, '', '', lsva.name, '1', 'psch', '', money(lsva.net, CH), '1']);
    if (t.rnd() < 0.6) {
      const z = flat(
        String(++pos),
        'Zollabgaben (durchlaufend)',
        (t.int(5000, 90000) / 100).toFixed(2),
        U.psch,
        'O',
        '0',
      );
      lines.push(z);
      d.cells.push([z.id, '', '', z.name, '1', 'psch', '', money(z.net, CH), '–']);
      const ev = flat(
        String(++pos),
        'Einfuhrsteuer (durchlaufend)',
        (t.int(10000, 250000) / 100).toFixed(2),
        U.psch,
        'O',
        '0',
      );
      lines.push(ev);
      d.cells.push([ev.id, '', '', ev.name, '1', 'psch', '', money(ev.net, CH), '–']);
    }
  }
  const v = vatOf(lines, d.reasons);
  return { ...d, s, b, number, iban, bic, lines, ...v };
}

/** The truth: only what the page prints. */
function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    vatId: d.s.vat,
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat && d.b.vat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: round(dec(d.gross).minus(dec(d.paid || '0'))),
    ...(d.paid ? { paidAmount: d.paid } : {}),
  };
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, v.cat, v.cat === 'S' ? '' : v.reason));
  inv.lines = d.lines.map((l) => {
    const x = synthLine({
      id: l.id,
      qty: l.qty,
      uc: l.unit[1],
      net: l.net,
      netPrice: l.price,
      category: l.cat,
      rate: l.rate,
      name: l.name,
    });
    if (l.charge) x.charges = [{ amount: l.charge.amount, reason: l.charge.reason }];
    return x;
  });
  return inv;
}

interface Col {
  x: number;
  label: string;
  right?: boolean;
}
type Pager = ReturnType<typeof pager>;

/**
 * The item table: header, rows (a small line under a row where `subs` has one), page breaks with the
 * header repeated and, where `carry` is given, "Übertrag" at the foot and head of the pages.
 */
function table(
  p: Pager,
  y0: number,
  cols: Col[],
  cells: string[][],
  o: {
    size: number;
    step: number;
    subs?: string[];
    subX?: number;
    amounts?: string[];
    carry?: [string, Nt, number];
    section?: (i: number) => string;
  },
): number {
  let y = y0;
  const head = () => {
    cols.forEach((c) => void p.put(y, c.x, c.label, { size: o.size, bold: true, right: c.right }));
    p.put(y + o.size + 2, 40, '', { box: [515, 0] });
    y += o.step + 4;
  };
  head();
  let run = dec(0);
  let lastSec = '';
  cells.forEach((row, i) => {
    const sub = o.subs?.[i];
    const sec = o.section?.(i) ?? '';
    const h = o.step + (sub ? o.step - 2 : 0) + (sec !== lastSec ? o.step + 4 : 0);
    if (y + h > p.bottom - (o.carry ? 16 : 0)) {
      if (o.carry)
        p.put(y + 4, o.carry[2], `${o.carry[0]} ${money(round(run), o.carry[1])}`, {
          size: o.size,
          bold: true,
        });
      y = p.next();
      head();
      if (o.carry) {
        p.put(y, o.carry[2], `${o.carry[0]} ${money(round(run), o.carry[1])}`, { size: o.size, bold: true });
        y += o.step + 2;
      }
    }
    if (sec && sec !== lastSec) {
      y += 4;
      p.put(y, cols[1]?.x ?? 40, sec, { size: o.size + 0.5, bold: true });
      y += o.step;
      lastSec = sec;
    }
    row.forEach((txt, c) => {
      const col = cols[c];
      if (col && txt) p.put(y, col.x, txt, { size: o.size, right: col.right });
    });
    y += o.step;
    if (sub) {
      p.put(y - 2, o.subX ?? 60, sub, { size: o.size - 1 });
      y += o.step - 2;
    }
    run = run.plus(dec(o.amounts?.[i] ?? '0'));
  });
  p.put(y, 40, '', { box: [515, 0] });
  return y + 8;
}

/** Label/amount rows right, amounts right-aligned at x 540. */
function sums(
  p: Pager,
  y: number,
  pairs: Array<[string, string, boolean?]>,
  size = 8.5,
  lx = 330,
  step = 13,
) {
  y = p.need(y, pairs.length * step + 10);
  for (const [a, v, bold] of pairs) {
    p.put(y, lx, a, { size, bold });
    p.put(y, 540, v, { size, bold, right: true });
    y += step;
  }
  return y + 6;
}

function draw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 765);
  const { s, b } = d;
  const sm: Style = { size: 7 };
  const nt: Nt = d.tpl === 'haulage25' || d.tpl === 'see25' ? EN : d.tpl === 'spedch25' ? CH : DE;
  const M = (v: string) => money(v, nt);
  const amounts = d.lines.map((l) => l.net);
  let y = 0;
  let foot: (pg: number, n: number) => Array<[number, number, string, number]> = () => [];
  if (d.tpl === 'fracht25') {
    p.put(46, 40, s.name, { size: 15, bold: true });
    p.put(66, 40, 'Nationale und internationale Landverkehre · Lagerei · Zollabwicklung', { size: 8 });
    p.put(122, 55, `${s.name} · ${s.street} · ${s.pc} ${s.city}`, { size: 6.5 });
    p.block([b.name, 'Kreditorenbuchhaltung', b.street, `${b.pc} ${b.city}`], 55, 138, { size: 10 });
    p.kv(
      122,
      360,
      470,
      [
        ['Rechnungs-Nr.:', d.number],
        ['Rechnungsdatum:', dmy(d.issue)],
        ['Kunden-Nr.:', d.t.digits(6)],
        ...(d.po ? ([['Ihre Bestell-Nr.:', d.po]] as Array<[string, string]>) : []),
        ['Fällig am:', dmy(d.due)],
      ],
      { size: 8.5 },
    );
    p.put(240, 40, `Rechnung ${d.number}`, { size: 13, bold: true });
    p.put(258, 40, 'Für die im Abrechnungszeitraum ausgeführten Sendungen berechnen wir Ihnen:', {
      size: 8.5,
    });
    y = table(
      p,
      280,
      [
        { x: 40, label: 'Pos' },
        { x: 58, label: 'Datum' },
        { x: 106, label: 'Sendungs-Nr.' },
        { x: 168, label: 'Relation' },
        { x: 304, label: 'Pckst.', right: true },
        { x: 358, label: 'Gewicht kg', right: true },
        { x: 410, label: 'frpfl. kg', right: true },
        { x: 415, label: 'ME' },
        { x: 468, label: 'Satz', right: true },
        { x: 524, label: 'Betrag €', right: true },
        { x: 532, label: 'St.' },
      ],
      d.cells,
      { size: 7.5, step: 11, subs: d.subs, subX: 168, amounts, carry: ['Übertrag', DE, 410] },
    );
    y = p.need(y, 40);
    y = p.block(
      [
        'A = 19 % USt. · B = steuerfrei nach § 4 Nr. 3 UStG (grenzüberschreitende Güterbeförderung)',
        'C = durchlaufender Posten, nicht steuerbar',
      ],
      40,
      y,
      { size: 7 },
    );
    const pairs: Array<[string, string, boolean?]> = [['Summe netto', M(d.lineNet)]];
    for (const v of d.vat) {
      if (v.cat === 'S') pairs.push([`A: 19 % USt. auf ${M(v.base)}`, M(v.tax)]);
      if (v.cat === 'E') pairs.push(['B: steuerfrei § 4 Nr. 3 UStG', M(v.base)]);
      if (v.cat === 'O') pairs.push(['C: durchlaufende Posten', M(v.base)]);
    }
    pairs.push(['Rechnungsbetrag EUR', M(d.gross), true]);
    y = sums(p, y + 6, pairs);
    y = p.need(y, 30);
    p.put(y, 40, `Zahlbar bis ${dmy(d.due)} ohne Abzug. Es gelten die ADSp 2017.`, { size: 8 });
    foot = (pg, n) => [
      [786, 40, `${s.name} · ${s.street} · ${s.pc} ${s.city} · USt-IdNr. ${s.vat} · St.-Nr. ${d.taxNo}`, 6.5],
      [796, 40, `Bankverbindung: IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 6.5],
      [786, 555, `Seite ${pg} von ${n}`, 6.5],
    ];
  } else if (d.tpl === 'paket25') {
    p.put(44, 40, s.name, { size: 14, bold: true });
    p.put(44, 540, 'Sammelrechnung', { size: 14, bold: true, right: true });
    p.put(112, 55, `${s.name}, ${s.street}, ${s.pc} ${s.city}`, { size: 6.5 });
    p.block([b.name, b.street, `${b.pc} ${b.city}`], 55, 126, { size: 10 });
    p.kv(
      110,
      370,
      470,
      [
        ['Rechnungsnummer', d.number],
        ['Rechnungsdatum', dmy(d.issue)],
        ['Kundennummer', d.x.kdnr ?? ''],
        ['Leistungszeitraum', `${dmy(d.x.from ?? '')} – ${dmy(d.x.to ?? '')}`],
        ['Zahlungsziel', dmy(d.due)],
      ],
      { size: 8 },
      12,
    );
    p.put(210, 40, 'Sendungsübersicht', { size: 11, bold: true });
    y = table(
      p,
      230,
      [
        { x: 40, label: 'Nr.' },
        { x: 54, label: 'Datum' },
        { x: 100, label: 'Sendungsnummer' },
        { x: 203, label: 'Referenz' },
        { x: 247, label: 'Zone' },
        { x: 269, label: 'Produkt' },
        { x: 358, label: 'Gewicht kg', right: true },
        { x: 378, label: 'Anz.', right: true },
        { x: 420, label: 'Grundpreis', right: true },
        { x: 426, label: 'Code' },
        { x: 488, label: 'Zuschl. €', right: true },
        { x: 535, label: 'Betrag €', right: true },
      ],
      d.cells,
      { size: 7, step: 12.5, amounts, carry: ['Übertrag', DE, 420] },
    );
    y = p.need(y, 40);
    y = p.block(
      [
        'Zuschläge: N = Nachnahme 2,50 · S = Sperrgut 12,00 · I = Inselzuschlag 4,20 · Z = Samstagszustellung 3,80 ·',
        'A = Adresskorrektur 1,90 (je Sendung)',
      ],
      40,
      y,
      sm,
    );
    y = sums(p, y + 4, [
      ['Summe netto', M(d.lineNet)],
      [`USt. 19 %`, M(d.vatT)],
      ['Gesamtbetrag EUR', M(d.gross), true],
    ]);
    y = p.need(y, 26 + 6 * 11);
    p.put(y, 40, 'Zusammenfassung nach Zonen', { size: 8.5, bold: true });
    y += 13;
    const zones = new Map<string, [number, ReturnType<typeof dec>]>();
    d.cells.forEach((c, i) => {
      const z = c[4];
      if (!z) return;
      const cur = zones.get(z) ?? [0, dec(0)];
      zones.set(z, [cur[0] + 1, cur[1].plus(dec(d.lines[i]?.net ?? '0'))]);
    });
    for (const [z, [cnt, sum]] of [...zones.entries()].sort()) {
      p.put(y, 40, `Zone ${z}`, sm);
      p.put(y, 140, `${cnt} Sendungen`, sm);
      p.put(y, 260, money(round(sum), DE), { size: 7, right: true });
      y += 10;
    }
    y = p.need(y + 8, 20);
    p.put(
      y,
      40,
      `Bitte überweisen Sie den Gesamtbetrag bis ${dmy(d.due)} unter Angabe der Rechnungsnummer.`,
      { size: 8 },
    );
    foot = (pg, n) => [
      [788, 40, `${s.name} · ${s.street} · ${s.pc} ${s.city} · USt-IdNr.: ${s.vat}`, 6.5],
      [797, 40, `IBAN: ${spaced(d.iban)} · BIC: ${d.bic}`, 6.5],
      [788, 555, `Seite ${pg}/${n}`, 6.5],
    ];
  } else if (d.tpl === 'see25') {
    p.put(44, 40, s.name, { size: 14, bold: true });
    p.block([s.street, `${s.pc} ${s.city}`, `VAT ID ${s.vat}`], 40, 62, { size: 8 });
    p.put(44, 555, 'INVOICE', { size: 18, bold: true, right: true });
    p.block(
      [
        'Bill to:',
        b.name,
        b.street,
        `${b.pc} ${b.city}`,
        'Germany',
        ...(d.buyerVat ? [`VAT ID ${b.vat}`] : []),
      ],
      40,
      118,
      { size: 9 },
    );
    p.kv(
      112,
      360,
      450,
      [
        ['Invoice no.', d.number],
        ['Invoice date', longDate(d.issue, 'en')],
        ['Due date', longDate(d.due, 'en')],
        ...(d.po ? ([['Your ref.', d.po]] as Array<[string, string]>) : []),
        ['B/L no.', d.x.bl ?? ''],
      ],
      { size: 8.5 },
    );
    y = 210;
    p.put(y, 40, 'Shipment details', { size: 9, bold: true });
    y = p.kv(
      y + 13,
      40,
      130,
      [
        ['Vessel / voyage', d.x.vessel ?? ''],
        ['Port of loading', d.x.pol ?? ''],
        ['Port of discharge', d.x.pod ?? ''],
        ['Arrival', longDate(d.x.eta ?? d.issue, 'en')],
        ['Container', `${d.x.cntrs} (${d.x.size})`],
        ['Exchange rate', `1 USD = ${d.x.ex} EUR`],
      ],
      { size: 8 },
      11,
    );
    y = table(
      p,
      y + 10,
      [
        { x: 40, label: 'Charge' },
        { x: 212, label: 'Qty', right: true },
        { x: 218, label: 'Unit' },
        { x: 246, label: 'Cur.' },
        { x: 310, label: 'Rate', right: true },
        { x: 355, label: 'Ex. rate', right: true },
        { x: 408, label: 'Rate EUR', right: true },
        { x: 470, label: 'Amount EUR', right: true },
        { x: 482, label: 'VAT' },
      ],
      d.cells,
      { size: 7.5, step: 12 },
    );
    const pairs: Array<[string, string, boolean?]> = [['Net amount', M(d.lineNet)]];
    for (const v of d.vat) {
      if (v.cat === 'S') pairs.push([`VAT 19% on ${M(v.base)}`, M(v.tax)]);
      if (v.cat === 'E') pairs.push(['VAT exempt (§ 4 No. 3 UStG)', M(v.base)]);
      if (v.cat === 'O') pairs.push(['Disbursements (no VAT)', M(v.base)]);
    }
    pairs.push(['Total EUR', M(d.gross), true]);
    y = sums(p, y, pairs);
    y = p.need(y, 40);
    y = p.block(
      [
        `Please pay EUR ${M(d.gross)} by ${longDate(d.due, 'en')} quoting invoice no. ${d.number}.`,
        `Bank: IBAN ${spaced(d.iban)}, BIC ${d.bic}`,
        'All business is transacted under the ADSp 2017 (German Freight Forwarders’ Standard Terms).',
      ],
      40,
      y,
      { size: 8 },
    );
    foot = (pg, n) => [[800, 555, `Page ${pg} of ${n}`, 6.5]];
  } else if (d.tpl === 'lager25') {
    p.put(46, 555, s.name, { size: 13, bold: true, right: true });
    p.block([s.street, `${s.pc} ${s.city}`, `Lager ${d.x.site}`], 555, 64, { size: 8, right: true });
    p.put(120, 55, `${s.name} | ${s.street} | ${s.pc} ${s.city}`, { size: 6.5 });
    p.block([b.name, b.street, `${b.pc} ${b.city}`], 55, 134, { size: 10 });
    y = 210;
    p.put(y, 40, 'Rechnung Kontraktlogistik', { size: 13, bold: true });
    p.kv(
      y + 20,
      40,
      150,
      [
        ['Rechnungsnummer', d.number],
        ['Datum', dmy(d.issue)],
        ['Abrechnungszeitraum', `${dmy(d.x.from ?? '')} bis ${dmy(d.x.to ?? '')}`],
        ...(d.buyerVat ? ([['Ihre USt-IdNr.', d.b.vat ?? '']] as Array<[string, string]>) : []),
      ],
      { size: 8.5 },
    );
    const [a0, i0, o0, e0] = (d.x.stock ?? '').split('|');
    p.put(y + 20, 360, 'Bestandsentwicklung (Paletten)', { size: 8, bold: true });
    p.kv(
      y + 33,
      360,
      540,
      [
        [`Anfangsbestand ${dmy(d.x.from ?? '')}`, a0 ?? ''],
        ['Eingänge', i0 ?? ''],
        ['Ausgänge', o0 ?? ''],
        [`Endbestand ${dmy(d.x.to ?? '')}`, e0 ?? ''],
      ],
      { size: 7.5 },
      10,
    );
    y = table(
      p,
      300,
      [
        { x: 40, label: '' },
        { x: 40, label: 'Pos' },
        { x: 70, label: 'Leistung' },
        { x: 330, label: 'Menge', right: true },
        { x: 336, label: 'Einheit' },
        { x: 440, label: 'Preis/Einheit', right: true },
        { x: 540, label: 'Betrag EUR', right: true },
      ],
      d.cells.map((c) => ['', ...c.slice(1)]),
      { size: 8, step: 13, subs: d.subs, subX: 70, section: (i) => d.cells[i]?.[0] ?? '' },
    );
    y = sums(p, y, [
      ['Nettobetrag', M(d.lineNet)],
      ['zzgl. 19 % Umsatzsteuer', M(d.vatT)],
      ['Rechnungsbetrag', `${M(d.gross)} EUR`, true],
    ]);
    y = p.need(y, 20);
    p.put(y, 40, `Zahlungsziel: ${d.x.days} Tage netto, fällig am ${dmy(d.due)}.`, { size: 8 });
    foot = (pg, n) => [
      [784, 40, s.name, 6.5],
      [792, 40, `${s.street}, ${s.pc} ${s.city}`, 6.5],
      [784, 220, `USt-IdNr. ${s.vat}`, 6.5],
      [792, 220, `Steuernummer ${d.taxNo}`, 6.5],
      [784, 380, `IBAN ${spaced(d.iban)}`, 6.5],
      [792, 380, `BIC ${d.bic}`, 6.5],
      [806, 297, `${pg} / ${n}`, 6.5],
    ];
  } else if (d.tpl === 'umzug25') {
    p.put(46, 40, s.name, { size: 16, bold: true });
    p.put(66, 40, 'Privat- und Firmenumzüge · Möbellift · Einlagerung', { size: 8.5 });
    p.put(124, 55, `${s.name} · ${s.street} · ${s.pc} ${s.city}`, { size: 6.5 });
    p.block([...(d.x.salut ? [d.x.salut] : []), b.name, b.street, `${b.pc} ${b.city}`], 55, 140, {
      size: 10,
    });
    p.kv(
      130,
      370,
      470,
      [
        ['Rechnung Nr.', d.number],
        ['Datum', dmy(d.issue)],
        ['Umzugstag', dmy(d.x.date ?? d.issue)],
      ],
      { size: 9 },
    );
    y = 230;
    p.put(y, 40, 'Rechnung', { size: 14, bold: true });
    y = p.block([`Umzug von: ${d.x.from}`, `nach: ${d.x.to}`], 40, y + 22, { size: 8.5 });
    y = table(
      p,
      y + 8,
      [
        { x: 40, label: 'Pos.' },
        { x: 105, label: 'Menge', right: true },
        { x: 112, label: 'Einheit' },
        { x: 160, label: 'Leistung' },
        { x: 470, label: 'Einzelpreis', right: true },
        { x: 540, label: 'Gesamt €', right: true },
      ],
      d.cells,
      { size: 8.5, step: 14 },
    );
    const vS = d.vat.find((v) => v.cat === 'S');
    const vO = d.vat.find((v) => v.cat === 'O');
    const pairs: Array<[string, string, boolean?]> = [['Zwischensumme netto', M(d.lineNet)]];
    if (vS) pairs.push([`zzgl. 19 % MwSt. auf ${M(vS.base)}`, M(vS.tax)]);
    if (vO) pairs.push(['Gebühr Halteverbot (ohne MwSt.)', M(vO.base)]);
    pairs.push(['Gesamtbetrag', M(d.gross), true]);
    if (d.paid) {
      pairs.push([`abzgl. Anzahlung vom ${dmy(d.x.paidDate ?? d.issue)}`, `-${M(d.paid)}`]);
      pairs.push(['Zu zahlen', M(round(dec(d.gross).minus(dec(d.paid)))), true]);
    }
    y = sums(p, y, pairs, 9, 300, 14);
    y = p.need(y, 50);
    y = p.block(
      [
        `In der Rechnung enthaltene Lohnkosten gemäß § 35a EStG: ${M(round(dec(d.x.labour ?? '0').times(1.19)))} € (brutto).`,
        `Bitte überweisen Sie den Betrag bis zum ${dmy(d.due)} auf unser Konto.`,
      ],
      40,
      y,
      { size: 8 },
    );
    const gf = personName(d.t);
    foot = () => [
      [782, 40, `${s.name} · Inh./GF ${gf} · St.-Nr. ${d.taxNo} · USt-IdNr. ${s.vat}`, 6.5],
      [791, 40, `${s.street} · ${s.pc} ${s.city} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 6.5],
    ];
  } else if (d.tpl === 'haulage25') {
    p.put(44, 40, s.name.toUpperCase(), { size: 15, bold: true });
    p.block([s.street, `${s.city} ${s.pc}`, `VAT Reg. No. ${s.vat}`], 40, 64, { size: 8 });
    p.put(44, 555, 'TAX INVOICE', { size: 15, bold: true, right: true });
    p.block(['Invoice to:', b.name, b.street, b.city, b.pc], 40, 118, { size: 9 });
    p.kv(
      118,
      380,
      470,
      [
        ['Invoice No:', d.number],
        ['Tax point:', dmy(d.issue, '/')],
        ['Account:', `${b.name.slice(0, 3).toUpperCase()}${d.t.digits(3)}`],
        ...(d.po ? ([['Customer PO:', d.po]] as Array<[string, string]>) : []),
        ['Due date:', dmy(d.due, '/')],
      ],
      { size: 8.5 },
    );
    y = table(
      p,
      215,
      [
        { x: 40, label: 'Date' },
        { x: 88, label: 'Job No.' },
        { x: 140, label: 'Route' },
        { x: 296, label: 'Qty', right: true },
        { x: 300, label: 'Unit' },
        { x: 374, label: 'Weight kg', right: true },
        { x: 426, label: 'Rate £', right: true },
        { x: 486, label: 'Net £', right: true },
        { x: 498, label: 'VAT' },
      ],
      d.cells,
      { size: 7.5, step: 12, amounts, carry: ['Carried forward £', EN, 360] },
    );
    y = p.need(y, 14);
    p.put(
      y,
      40,
      'VAT codes: S = standard rate 20% · Z = zero-rated (international carriage) · O = outside the scope of VAT',
      sm,
    );
    y += 14;
    const pairs: Array<[string, string, boolean?]> = [['Total net', `£${M(d.lineNet)}`]];
    for (const v of d.vat) {
      if (v.cat === 'S') pairs.push([`VAT @ 20% on £${M(v.base)}`, `£${M(v.tax)}`]);
      if (v.cat === 'Z') pairs.push(['Zero-rated (Z) international', `£${M(v.base)}`]);
      if (v.cat === 'O') pairs.push(['Disbursements, outside scope (O)', `£${M(v.base)}`]);
    }
    pairs.push(['TOTAL DUE', `£${M(d.gross)}`, true]);
    y = sums(p, y, pairs);
    y = p.need(y, 40);
    p.block(
      [
        `Payment terms: ${d.x.days} days. Please pay by ${dmy(d.due, '/')} to sort code ${d.x.sort}, account ${d.x.acct}`,
        `(IBAN ${spaced(d.iban)}, BIC ${d.bic}). All goods carried under RHA Conditions of Carriage 2020.`,
      ],
      40,
      y,
      { size: 7.5 },
    );
    const regNo = `${d.number.slice(4)}${d.t.digits(2)}`;
    foot = (pg, n) => [
      [792, 40, `${s.name} · Registered in England and Wales No. ${regNo}`, 6.5],
      [792, 555, `Page ${pg}/${n}`, 6.5],
    ];
  } else if (d.tpl === 'transport25') {
    p.put(44, 40, s.name, { size: 15, bold: true });
    p.block([s.street, `${s.pc} ${s.city}`, `TVA ${s.vat}`], 40, 64, { size: 8 });
    p.block(
      [
        b.name,
        b.street,
        `${b.pc} ${b.city}`,
        ...(b.country === 'DE' ? ['Allemagne'] : []),
        `N° TVA : ${b.vat}`,
      ],
      330,
      110,
      { size: 9.5 },
    );
    y = 200;
    p.put(y, 40, `FACTURE N° ${d.number}`, { size: 13, bold: true });
    p.kv(
      y + 20,
      40,
      160,
      [
        ['Date de facture :', dmy(d.issue, '/')],
        ['Date d’échéance :', dmy(d.due, '/')],
        ['Communication :', d.x.comm ?? ''],
      ],
      { size: 8.5 },
    );
    y = table(
      p,
      y + 72,
      [
        { x: 40, label: 'Date' },
        { x: 90, label: 'N° CMR' },
        { x: 140, label: 'Trajet' },
        { x: 290, label: 'Pal.', right: true },
        { x: 350, label: 'Poids (kg)', right: true },
        { x: 410, label: 'Prix/pal.', right: true },
        { x: 480, label: 'Montant HT', right: true },
        { x: 496, label: 'TVA' },
      ],
      d.cells,
      { size: 7.5, step: 12 },
    );
    const pairs: Array<[string, string, boolean?]> = [['Total HT', `${M(d.lineNet)} €`]];
    for (const v of d.vat) {
      if (v.cat === 'S') pairs.push([`TVA 21 % sur ${M(v.base)}`, `${M(v.tax)} €`]);
      if (v.cat === 'AE') pairs.push([`TVA autoliquidation (AL) sur ${M(v.base)}`, '0,00 €']);
      if (v.cat === 'O') pairs.push(['Débours (hors TVA)', `${M(v.base)} €`]);
    }
    pairs.push(['Total TTC', `${M(d.gross)} €`, true]);
    y = sums(p, y, pairs);
    y = p.need(y, 40);
    p.block(
      [
        ...(d.vat.some((v) => v.cat === 'AE')
          ? ['Autoliquidation – article 196 de la directive 2006/112/CE. TVA due par le preneur.']
          : []),
        `À payer au plus tard le ${longDate(d.due, 'fr')} sur le compte IBAN ${spaced(d.iban)} – BIC ${d.bic}`,
        `avec la communication structurée ${d.x.comm}.`,
      ],
      40,
      y,
      { size: 8 },
    );
    foot = () => [
      [792, 40, `${s.name} – ${s.street} – ${s.pc} ${s.city} – TVA ${s.vat} – RPM ${s.city}`, 6.5],
    ];
  } else {
    p.put(44, 40, s.name, { size: 15, bold: true });
    p.block([s.street, `CH-${s.pc} ${s.city}`, `MWST-Nr. ${s.vatShown}`], 40, 64, { size: 8 });
    p.block(
      [
        b.name,
        b.street,
        `${b.country === 'DE' ? 'D-' : 'CH-'}${b.pc} ${b.city}`,
        ...(d.buyerVat ? [`UID ${b.vatShown}`] : []),
      ],
      340,
      118,
      { size: 10 },
    );
    y = 205;
    p.put(y, 40, `Rechnung ${d.number}`, { size: 13, bold: true });
    p.kv(
      y + 18,
      40,
      140,
      [
        ['Rechnungsdatum', dmy(d.issue)],
        ['Zahlbar bis', dmy(d.due)],
        ['Währung', 'CHF'],
      ],
      { size: 8.5 },
    );
    y = table(
      p,
      y + 64,
      [
        { x: 40, label: 'Pos' },
        { x: 54, label: 'Datum' },
        { x: 104, label: 'Dossier' },
        { x: 142, label: 'Leistung' },
        { x: 340, label: 'Menge', right: true },
        { x: 346, label: 'Einh.' },
        { x: 420, label: 'Ansatz', right: true },
        { x: 490, label: 'Betrag CHF', right: true },
        { x: 510, label: 'Code' },
      ],
      d.cells,
      { size: 7.5, step: 12 },
    );
    const pairs: Array<[string, string, boolean?]> = [['Total exkl. MWST', M(d.lineNet)]];
    for (const v of d.vat) {
      if (v.cat === 'S') pairs.push([`Code 1: MWST 8.1 % auf ${M(v.base)}`, M(v.tax)]);
      if (v.cat === 'E') pairs.push(['Code 0: steuerbefreit (Ausfuhr)', M(v.base)]);
      if (v.cat === 'O') pairs.push(['Code –: durchlaufende Posten', M(v.base)]);
    }
    pairs.push(['Total CHF', M(d.gross), true]);
    y = sums(p, y, pairs);
    y = p.need(y, 40);
    p.block(
      [
        'Code 0: Von der Steuer befreit (Art. 23 Abs. 2 Ziff. 7 MWSTG). Code –: Zoll und Einfuhrsteuer durchlaufend.',
        `Zahlbar bis ${dmy(d.due)} auf IBAN ${spaced(d.iban)} (BIC ${d.bic}).`,
      ],
      40,
      y,
      { size: 7.5 },
    );
    foot = (pg, n) => [
      [792, 40, `${s.name} · ${s.street} · CH-${s.pc} ${s.city} · ${s.vatShown}`, 6.5],
      [792, 555, `Seite ${pg}/${n}`, 6.5],
    ];
  }
  const n = p.pages();
  everyPage(rows, n, (pg, m) => foot(pg, m).map(([yy, xx, txt, sz]) => [yy, xx, txt, sz]));
  // right-aligned footer items (page numbers at x 555)
  for (const r of rows)
    if (r[1] === 555 && r[3] && !r[3].right && /^(Seite|Page|\d+ \/)/.test(r[2])) r[3].right = true;
  return n;
}

/** Document k of blind56: template k mod 8. */
export function generateBlind56(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND56_TPLS[k % BLIND56_TPLS.length] as Tpl;
  const d = build(tpl, h, t);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim() || r[3]?.box), nPages };
}
