/**
 * Held-out set blind38 (session 26, issue 19): recurring bills and platform invoices as businesses
 * receive them every month, written before opening anything under packages/extract and without
 * reading the other blind generators. Eight layouts, taken in turn (document k → layout k mod 8):
 *
 * - `strom7`  a German electricity or gas supplier's bill to a business customer: a summary page
 *   ("Rechnungsübersicht", amount due, direct debit notice with mandate reference and creditor id)
 *   and a details page (meter readings, Arbeitspreis / Grundpreis / Stromsteuer, prorated days);
 * - `telko7`  a German mobile/telecom bill: summary page with group sums, details page grouped in
 *   monthly, one-off, usage and credit lines, phone numbers under the items;
 * - `saas7`   an English SaaS invoice in the style of a payment platform (IE or US seller, EUR,
 *   reverse charge to an EU business, applied balance, prorations; one credit note);
 * - `host7`   a German hosting/cloud provider (servers, hourly usage, domains, one-off fees, SLA
 *   credits, a PO number, often over two pages);
 * - `cloud7`  an English cloud usage invoice with many small usage lines (per-unit prices with 4–6
 *   decimals, quantities with 3 decimals, 1,234.56 amounts; reverse charge or Dutch VAT);
 * - `mkt7`    a marketplace invoice, German or French: issued by the platform in the name and for
 *   account of the seller (paid through the platform, amount due 0), or the platform's fee
 *   invoice to the seller (commissions per order, refunded fees);
 * - `nrj7`    a Dutch or French energy bill (summary page, specification page with EAN/PDL and
 *   meter readings, energy tax, reduction as a negative line, instalments already paid);
 * - `miete7`  a German commercial rent or leasing invoice (Miete per m², Stellplätze,
 *   Nebenkostenvorauszahlung, Leasingrate, per-page charges; one Gutschrift).
 *
 * Truth rules: only what the page prints. Line ids are the printed position where a position
 * column exists (strom7, host7, miete7), else 1, 2, 3 … in print order. Credit notes are printed
 * with positive amounts and kept as 381 with the invoice they refer to. Amounts already paid
 * (advance payments, applied balances, instalments, platform payments) are BT-113 and make the
 * amount due (BT-115) differ from the gross total. Customer, contract, account, meter, order and
 * subscription numbers are printed but no field; a marketplace order number labelled
 * "Bestellnummer" / "N° de commande" and a hosting PO number are BT-13. The seller's bank account
 * (footer) is BT-84/86; a buyer's masked account for a direct debit is no field.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  everyPage,
  type Generated,
  type KitParty,
  type KitVat,
  kitLine,
  kitVatRow,
  longDate,
  MONTH_NAMES,
  pager,
  para,
  personName,
  type Tools,
  usParty,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND38_TPLS = [
  'strom7',
  'telko7',
  'saas7',
  'host7',
  'cloud7',
  'mkt7',
  'nrj7',
  'miete7',
] as const;
type Tpl = (typeof BLIND38_TPLS)[number];
type Lang = 'de' | 'en' | 'fr' | 'nl';
type Unit = readonly [string, string];

const unit = (printed: string, code: string): Unit => {
  if (!codelists.isValidCode('unit', code)) throw new Error(`blind38: ${code} is no unit code of the list`);
  return [printed, code] as const;
};

interface L {
  id: string;
  name: string;
  qty: string;
  unit: Unit;
  price: string;
  /** decimals the price is printed with */
  pdp: number;
  /** decimals the quantity is printed with */
  qdp: number;
  net: string;
  rate: string;
  period?: string;
  group?: string;
  sub?: string;
}

interface Seller extends KitParty {
  directors: string[];
  court: string;
  reg: string;
  taxNo: string;
  bank: string;
  iban: string;
  bic: string;
}

interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  credit?: { orig: string; date: string };
  p0: string;
  p1: string;
  s: Seller;
  sellerVat: boolean;
  sellerTaxNo: boolean;
  b: KitParty;
  buyerVat: boolean;
  contact: string;
  cat: 'S' | 'AE';
  lines: L[];
  vat: KitVat[];
  lineNet: string;
  vatT: string;
  gross: string;
  paid: string;
  amountDue: string;
  ibanShown: boolean;
  po: string;
  t: Tools;
}

// ---------------------------------------------------------------- notation

const grp = (i: string, th: string) => i.replace(/\B(?=(\d{3})+(?!\d))/g, th);
function num(v: string, dp: number, lang: Lang): string {
  const [th, dc] = lang === 'en' ? [',', '.'] : lang === 'fr' ? [' ', ','] : ['.', ','];
  const x = dec(v);
  const s = x.abs().toFixed(dp);
  const [i = '0', f] = s.split('.');
  return `${x.isNegative() && !x.isZero() ? '-' : ''}${grp(i, th)}${f ? dc + f : ''}`;
}
const money = (v: string, lang: Lang) => num(v, 2, lang);
const dmy = (iso: string, sep = '.') => iso.split('-').reverse().join(sep);
const enShort = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3)} ${Number(d)}, ${y}`;
};
const enDmy = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3)} ${y}`;
};
const monthYear = (iso: string, lang: 'de' | 'en' | 'fr' | 'nl') => {
  const [y, m] = iso.split('-');
  return `${MONTH_NAMES[lang][Number(m) - 1]} ${y}`;
};
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000) + 1;

/** A line: net = quantity × price rounded to cents. */
function mk(
  name: string,
  qty: string,
  u: Unit,
  price: string,
  o: Partial<Pick<L, 'rate' | 'period' | 'group' | 'sub' | 'pdp' | 'qdp'>> = {},
): L {
  return {
    id: '',
    name,
    qty,
    unit: u,
    price,
    pdp: o.pdp ?? 2,
    qdp: o.qdp ?? 0,
    net: round(dec(qty).times(dec(price))),
    rate: o.rate ?? '19',
    ...(o.period ? { period: o.period } : {}),
    ...(o.group ? { group: o.group } : {}),
    ...(o.sub ? { sub: o.sub } : {}),
  };
}
/** A price drawn between a and b with dp decimals. */
const price = (t: Tools, a: number, b: number, dp: number) => (a + t.rnd() * (b - a)).toFixed(dp);

// ---------------------------------------------------------------- parties

const DE_SELLERS: Record<'strom7' | 'telko7' | 'host7' | 'miete7' | 'leas', string[]> = {
  strom7: [
    'Stadtwerke Lindenau Energie und Wasser GmbH',
    'Nordlicht Energievertrieb GmbH & Co. KG',
    'Rheintal Strom und Gas Versorgungsgesellschaft mbH',
    'Energieversorgung Mittelfranken AG',
  ],
  telko7: [
    'Funkwelle Kommunikation Deutschland GmbH',
    'Netzpunkt Mobilfunk Service GmbH',
    'TeleVerbund Geschäftskunden GmbH & Co. KG',
  ],
  host7: [
    'Serverhafen Rechenzentrumsbetrieb GmbH',
    'Wolkenwerk Hosting und Cloud Services GmbH',
    'Datenburg Internet Infrastruktur AG',
  ],
  miete7: [
    'Rheinufer Gewerbeimmobilien Verwaltungs-GmbH',
    'Grundbesitz Am Hafen GmbH & Co. KG',
    'Kontorhaus Süd Objektgesellschaft mbH',
  ],
  leas: ['Südwest Leasing für den Mittelstand GmbH', 'Bürotechnik Leasing und Service AG'],
};
const BANKS_DE = ['Commerzbank AG', 'Deutsche Bank AG', 'Sparkasse KölnBonn', 'Volksbank Mittelhessen eG'];

function germanSeller(t: Tools, name: string): Seller {
  const p = dachParty('DE', name, t);
  const iban = ibanWithCheck('DE', t.digits(18));
  return {
    ...p,
    directors: [personName(t), personName(t)].slice(0, t.int(1, 2)),
    court: p.city.split(' ')[0] ?? p.city,
    reg: `HRB ${t.int(1000, 99999)}`,
    taxNo: `${t.int(10, 99)}/${t.int(100, 999)}/${t.digits(5)}`,
    bank: t.pick(BANKS_DE),
    iban,
    bic: t.pick(['COBADEFFXXX', 'DEUTDEFFXXX', 'COKSDE33XXX', 'GENODE51GIE']),
  };
}

function buyerOf(c: 'DE' | 'FR' | 'NL' | 'AT', h: Helpers): KitParty {
  const p = h.party(c);
  return { name: p.name, street: p.street, pc: p.pc, city: p.city, country: c, vat: h.vatId(c) };
}

/** A masked account of the buyer, as a direct debit notice prints it. */
const masked = (cc: string, t: Tools) => `${cc}${t.digits(2)} **** **** **** **${t.digits(2)} ${t.digits(2)}`;
const creditorId = (cc: string, t: Tools) => `${cc}${t.digits(2)}ZZZ0000${t.digits(7)}`;

// ---------------------------------------------------------------- drawing helpers

type P = ReturnType<typeof pager>;
interface Col {
  head: string;
  x: number;
  right?: boolean;
  cell: (l: L) => string;
}

/** An item table with a head repeated on every page, optional group heads, sub-rows and group sums. */
function table(
  p: P,
  y0: number,
  cols: Col[],
  lines: L[],
  o: {
    size?: number;
    sub?: boolean;
    groupSum?: (g: string) => string;
    amountX?: number;
    subX?: number;
    lang: Lang;
    top?: number;
  },
): number {
  const size = o.size ?? 8;
  const head = (y: number) => {
    for (const c of cols) p.put(y, c.x, c.head, { size, bold: true, right: c.right });
    return y + size + 7;
  };
  let y = head(y0);
  let group = '';
  let gsum = dec(0);
  const flushGroup = () => {
    if (group && o.groupSum && o.amountX) {
      y = p.need(y, 12);
      p.put(y, cols[0]?.x ?? 50, o.groupSum(group), { size, bold: true });
      p.put(y, o.amountX, money(gsum.toFixed(2), o.lang), { size, bold: true, right: true });
      y += size + 8;
    }
  };
  for (const l of lines) {
    if (l.group !== undefined && l.group !== group) {
      flushGroup();
      group = l.group;
      gsum = dec(0);
      const pg = p.page();
      y = p.need(y, 30);
      if (p.page() !== pg) y = head(y);
      p.put(y, cols[0]?.x ?? 50, group, { size: size + 1, bold: true });
      y += size + 6;
    }
    const h = size + 5 + (o.sub && l.sub ? size + 2 : 0);
    const pg = p.page();
    y = p.need(y, h);
    if (p.page() !== pg) y = head(y);
    for (const c of cols) {
      const s = c.cell(l);
      if (s) p.put(y, c.x, s, { size, right: c.right });
    }
    y += size + 4;
    if (o.sub && l.sub) {
      p.put(y, o.subX ?? cols[1]?.x ?? 60, l.sub, { size: size - 1 });
      y += size + 2;
    }
    gsum = gsum.plus(dec(l.net));
  }
  flushGroup();
  return y;
}

/** The German dense footer on every page: legal data, VAT id, tax number, bank. */
function footerDe(rows: Row[], d: Doc, n: number, extra = '') {
  const s = d.s;
  everyPage(rows, n, (pg, all) => [
    [786, 50, `${s.name} · Sitz ${s.city} · Amtsgericht ${s.court} ${s.reg}`, 6.5],
    [
      795,
      50,
      `Geschäftsführung: ${s.directors.join(', ')}${d.sellerVat ? ` · USt-IdNr.: ${s.vat}` : ''}${d.sellerTaxNo ? ` · Steuernummer: ${s.taxNo}` : ''}`,
      6.5,
    ],
    [804, 50, `Bankverbindung: ${s.bank} · IBAN: ${spaced(s.iban)} · BIC: ${s.bic}${extra}`, 6.5],
    [818, 490, `Seite ${pg} von ${all}`, 7],
  ]);
}

// ---------------------------------------------------------------- truth

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: 'EUR' });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else if (d.dueShown) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sellerVat ? { vatId: d.s.vat } : {}),
    ...(d.sellerTaxNo ? { taxRegistrationId: d.s.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = {
    name: d.b.name,
    address: addr(d.b),
    ...(d.buyerVat ? { vatId: d.b.vat } : {}),
    ...(d.contact ? { contact: { name: d.contact } } : {}),
  };
  if (d.ibanShown)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.s.iban, providerId: d.s.bic }],
    };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.amountDue,
    ...(d.paid ? { paidAmount: d.paid } : {}),
  };
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, d.cat, d.cat === 'AE' ? 'Reverse charge' : ''));
  inv.lines = d.lines.map((l) =>
    kitLine(
      { id: l.id, qty: l.qty, unit: l.unit, net: l.net, price: l.price, rate: l.rate, name: l.name },
      {
        category: d.cat,
      },
    ),
  );
  return inv;
}

/** Sums, VAT rows and ids of a document's lines (ids 1, 2, 3 … unless `ids` gives them). */
function settle(
  d: Omit<Doc, 'vat' | 'lineNet' | 'vatT' | 'gross' | 'amountDue'>,
  ids?: (i: number) => string,
): Doc {
  d.lines.forEach((l, i) => {
    l.id = ids ? ids(i) : String(i + 1);
  });
  const { vat, lineNet, vatT } = vatSums(d.lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const amountDue = round(dec(gross).minus(dec(d.paid || '0')));
  return { ...d, vat, lineNet, vatT, gross, amountDue };
}

// ---------------------------------------------------------------- common document frame

function frame(tpl: Tpl, v: number, t: Tools) {
  const m = t.int(1, 10);
  const p0 = `2026-${String(m).padStart(2, '0')}-01`;
  const p1 = lastDay(2026, m);
  const issue = addDays(p1, t.int(1, 6));
  const due = addDays(issue, t.pick([10, 14, 14, 21]));
  return { tpl, v, p0, p1, issue, due, t };
}

// ================================================================ strom7

function buildStrom(v: number, h: Helpers, t: Tools): Doc {
  const f = frame('strom7', v, t);
  const gas = v % 3 === 2;
  const s = germanSeller(t, t.pick(DE_SELLERS.strom7));
  const b = buyerOf('DE', h);
  const u = {
    kwh: unit('kWh', 'KWH'),
    tag: unit('Tage', 'DAY'),
    mon: unit('Monat', 'MON'),
    ls: unit('pauschal', 'LS'),
  };
  const kwh = String(gas ? t.int(4000, 40000) : t.int(1200, 18000));
  const per = `${dmy(f.p0)} – ${dmy(f.p1)}`;
  const lines: L[] = [
    mk(
      gas ? 'Arbeitspreis Erdgas' : 'Arbeitspreis Strom',
      kwh,
      u.kwh,
      price(t, gas ? 0.08 : 0.19, gas ? 0.13 : 0.31, 4),
      {
        pdp: 4,
        period: per,
      },
    ),
  ];
  if (v % 4 === 1) {
    const start = addDays(f.p0, t.int(8, 18));
    const n = daysBetween(start, f.p1);
    lines.push(
      mk(`Grundpreis (anteilig ${n} Tage)`, String(n), u.tag, price(t, 0.4, 1.6, 4), {
        pdp: 4,
        period: `${dmy(start)} – ${dmy(f.p1)}`,
      }),
    );
  } else lines.push(mk('Grundpreis', '1', u.mon, price(t, 12, 45, 2), { period: per }));
  lines.push(mk('Messstellenbetrieb', '1', u.mon, price(t, 8, 30, 2), { period: per }));
  lines.push(
    mk(gas ? 'Energiesteuer' : 'Stromsteuer', kwh, u.kwh, gas ? '0.0055' : '0.0205', { pdp: 4, period: per }),
  );
  if (!gas && v % 2 === 0) lines.push(mk('Konzessionsabgabe', kwh, u.kwh, '0.0011', { pdp: 4, period: per }));
  if (v % 3 === 0) lines.push(mk('Bonus Vertragsverlängerung', '1', u.ls, `-${price(t, 20, 90, 0)}.00`, {}));
  const paid = v % 4 === 3 ? '' : round(dec(t.int(2, 30) * 50));
  const d0 = {
    ...f,
    lang: 'de' as Lang,
    number: `${t.pick(['3', '4'])}${t.digits(9)}`,
    dueShown: true,
    s,
    sellerVat: true,
    sellerTaxNo: v % 2 === 1,
    b,
    buyerVat: false,
    contact: personName(t),
    cat: 'S' as const,
    lines,
    paid,
    ibanShown: true,
    po: '',
  };
  const d = settle(d0, (i) => String(i + 1));
  // keep the amount due positive: the advance payments are below the gross total
  if (dec(d.amountDue).isNegative()) {
    d.paid = round(dec(d.gross).times(0.5).floor());
    d.amountDue = round(dec(d.gross).minus(dec(d.paid)));
  }
  return d;
}

function drawStrom(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows);
  const gas = d.lines[0]?.name.includes('Erdgas');
  const debit = d.v % 3 !== 1;
  p.put(48, 50, d.s.name, { size: 13, bold: true });
  p.put(64, 50, gas ? 'Erdgas für Gewerbe und Industrie' : 'Strom für Gewerbe und Industrie', { size: 8 });
  p.put(112, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  p.block([d.b.name, `z. Hd. ${d.contact}`, d.b.street, `${d.b.pc} ${d.b.city}`], 50, 126, { size: 10 });
  const kunden = `${t.digits(2)} ${t.digits(4)} ${t.digits(4)}`;
  const konto = t.digits(10);
  const malo = `${t.pick(['5', '1'])}${t.digits(10)}`;
  const zaehler = `1ESY${t.digits(10)}`;
  const info: Array<[string, string]> = [
    ['Kundennummer', kunden],
    ['Vertragskonto', konto],
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', dmy(d.issue)],
    ['Marktlokations-ID', malo],
    ['Abrechnungszeitraum', `${dmy(d.p0)} – ${dmy(d.p1)}`],
  ];
  if (d.v % 2) info.unshift(info.splice(2, 1)[0] as [string, string]);
  p.kv(126, 340, 545, info, { size: 8 }, 12);
  let y = 230;
  p.put(y, 50, gas ? 'Ihre Erdgasrechnung' : 'Ihre Stromrechnung', { size: 13, bold: true });
  y += 24;
  y = para(
    p,
    y,
    50,
    `Sehr geehrte Damen und Herren, nachfolgend erhalten Sie die Rechnung für Ihre Lieferstelle ${d.b.street}, ${d.b.pc} ${d.b.city} für den Abrechnungszeitraum ${dmy(d.p0)} – ${dmy(d.p1)}. Die Einzelheiten finden Sie auf der folgenden Seite.`,
    100,
    8.5,
  );
  y += 10;
  p.put(y, 50, 'Rechnungsübersicht', { size: 10, bold: true });
  y += 16;
  const ov: Array<[string, string]> = [
    ['Summe Energielieferung netto', `${money(d.lineNet, 'de')} €`],
    [`Umsatzsteuer 19 % auf ${money(d.lineNet, 'de')} €`, `${money(d.vatT, 'de')} €`],
    ['Rechnungsbetrag brutto', `${money(d.gross, 'de')} €`],
  ];
  if (d.paid) ov.push(['abzüglich geleistete Abschlagszahlungen', `-${money(d.paid, 'de')} €`]);
  y = p.kv(y, 60, 545, ov, { size: 9 }, 14);
  p.put(y + 2, 60, 'Zu zahlender Betrag', { size: 10, bold: true });
  p.put(y + 2, 545, `${money(d.amountDue, 'de')} €`, { size: 10, bold: true, right: true });
  y += 18;
  p.put(y, 60, 'Fälligkeit', { size: 9 });
  p.put(y, 545, dmy(d.due), { size: 9, right: true });
  y += 22;
  const mandate = `M-${t.digits(8)}-${t.digits(3)}`;
  const ci = creditorId('DE', t);
  y = para(
    p,
    y,
    50,
    debit
      ? `Der Betrag von ${money(d.amountDue, 'de')} € wird am ${dmy(d.due)} von Ihrem Konto ${masked('DE', t)} abgebucht. Mandatsreferenz: ${mandate}, Gläubiger-Identifikationsnummer: ${ci}.`
      : `Bitte überweisen Sie den Betrag von ${money(d.amountDue, 'de')} € bis zum ${dmy(d.due)} unter Angabe der Rechnungsnummer ${d.number} auf unser unten genanntes Konto.`,
    100,
    8.5,
  );
  y += 8;
  if (d.paid)
    para(
      p,
      y,
      50,
      `Ihr monatlicher Abschlag ab ${dmy(addDays(d.p1, 1))} beträgt weiterhin ${money(round(dec(d.paid)), 'de')} €.`,
      100,
      8.5,
    );
  // page 2: meter and items
  y = p.next();
  p.put(y, 50, `Rechnungsdetails zur Rechnung ${d.number}`, { size: 11, bold: true });
  y += 22;
  p.put(y, 50, 'Zählerstände', { size: 9, bold: true });
  y += 14;
  const mh: Array<[number, string]> = [
    [50, 'Zählernummer'],
    [150, 'Ablesung alt'],
    [220, 'Stand alt'],
    [290, 'Ablesung neu'],
    [360, 'Stand neu'],
    [440, gas ? 'Verbrauch m³' : 'Verbrauch kWh'],
  ];
  for (const [x, s] of mh) p.put(y, x, s, { size: 7.5, bold: true });
  y += 12;
  const kwh = Number(d.lines[0]?.qty);
  const bw = (10.2 + t.rnd() * 1.2).toFixed(3);
  const zz = (0.93 + t.rnd() * 0.04).toFixed(4);
  const m3 = gas ? Math.round(kwh / (Number(bw) * Number(zz))) : kwh;
  const old = t.int(10000, 90000);
  const vals: Array<[number, string]> = [
    [50, zaehler],
    [150, dmy(d.p0)],
    [220, num(String(old), 0, 'de')],
    [290, dmy(d.p1)],
    [360, num(String(old + m3), 0, 'de')],
    [440, num(String(m3), 0, 'de')],
  ];
  for (const [x, s] of vals) p.put(y, x, s, { size: 7.5 });
  y += 14;
  if (gas) {
    p.put(
      y,
      50,
      `Umrechnung: ${num(String(m3), 0, 'de')} m³ × Brennwert ${num(bw, 3, 'de')} kWh/m³ × Zustandszahl ${num(zz, 4, 'de')} = ${num(String(kwh), 0, 'de')} kWh (gerundet)`,
      { size: 7.5 },
    );
    y += 14;
  }
  y += 10;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Leistung', x: 75, cell: (l) => l.name },
    { head: 'Zeitraum', x: 230, cell: (l) => l.period ?? '' },
    { head: 'Menge', x: 375, right: true, cell: (l) => num(l.qty, l.qdp, 'de') },
    { head: 'Einheit', x: 382, cell: (l) => l.unit[0] },
    { head: 'Preis €', x: 480, right: true, cell: (l) => num(l.price, l.pdp, 'de') },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(l.net, 'de') },
  ];
  y = table(p, y, cols, d.lines, { lang: 'de' });
  y += 6;
  y = p.kv(
    y,
    330,
    545,
    [
      ['Summe netto', `${money(d.lineNet, 'de')} €`],
      ['Umsatzsteuer 19 %', `${money(d.vatT, 'de')} €`],
      ['Rechnungsbetrag', `${money(d.gross, 'de')} €`],
    ],
    { size: 8.5 },
    13,
  );
  const n = p.pages();
  footerDe(rows, d, n, debit ? ` · Gläubiger-ID: ${ci}` : '');
  return n;
}

// ================================================================ telko7

function buildTelko(v: number, h: Helpers, t: Tools): Doc {
  const f = frame('telko7', v, t);
  const s = germanSeller(t, t.pick(DE_SELLERS.telko7));
  const b = buyerOf('DE', h);
  const u = {
    mon: unit('Monat', 'MON'),
    tag: unit('Tage', 'DAY'),
    stk: unit('Stück', 'C62'),
    min: unit('Min.', 'MIN'),
  };
  const per = `${dmy(f.p0)} – ${dmy(f.p1)}`;
  const phone = () => `01${t.pick(['51', '60', '71', '76', '52'])} ${t.digits(7)}`;
  const G = ['Monatliche Beträge', 'Einmalige Beträge', 'Verbindungen und Nutzung', 'Gutschriften'] as const;
  const lines: L[] = [];
  const nSim = t.int(2, 5);
  for (let i = 0; i < nSim; i++) {
    const tarif = t.pick(['Business Mobil M', 'Business Mobil L', 'Business Mobil XL', 'Business Unlimited']);
    lines.push(
      mk(tarif, '1', u.mon, t.pick(['16.76', '25.17', '33.57', '41.97', '50.38']), {
        period: per,
        group: G[0],
        sub: `Rufnummer ${phone()}`,
      }),
    );
  }
  if (v % 2 === 0)
    lines.push(mk('Festnetz Office Comfort', '1', u.mon, '29.37', { period: per, group: G[0] }));
  if (v % 3 !== 2) {
    const start = addDays(f.p0, t.int(5, 20));
    const n = daysBetween(start, f.p1);
    lines.push(
      mk(`Business Mobil M (anteilig ${n} Tage)`, String(n), u.tag, price(t, 0.55, 1.2, 4), {
        pdp: 4,
        period: `${dmy(start)} – ${dmy(f.p1)}`,
        group: G[0],
        sub: `Rufnummer ${phone()}`,
      }),
    );
    lines.push(
      mk('Bereitstellungspreis SIM-Karte', '1', u.stk, '25.17', { group: G[1], sub: `Rufnummer ${phone()}` }),
    );
  }
  if (v % 2 === 1) lines.push(mk('eSIM-Profil Austausch', '1', u.stk, '12.57', { group: G[1] }));
  lines.push(
    mk('Verbindungen ins Ausland', String(t.int(12, 240)), u.min, price(t, 0.09, 0.49, 4), {
      pdp: 4,
      period: per,
      group: G[2],
    }),
  );
  if (v % 3 === 0)
    lines.push(
      mk('SMS ins Ausland', String(t.int(5, 60)), u.stk, '0.1597', { pdp: 4, period: per, group: G[2] }),
    );
  lines.push(
    mk('Datenpass Zusatzvolumen 5 GB', String(t.int(1, 3)), u.stk, '8.39', { period: per, group: G[2] }),
  );
  lines.push(
    mk('Rahmenvertragsrabatt', '1', unit('pauschal', 'LS'), `-${price(t, 5, 25, 2)}`, { group: G[3] }),
  );
  if (v % 2 === 0)
    lines.push(mk('Gutschrift Kulanz Störung', '1', unit('pauschal', 'LS'), '-10.00', { group: G[3] }));
  const paid = v % 4 === 2 ? round(dec(t.int(5, 40))) : '';
  const d0 = {
    ...f,
    lang: 'de' as Lang,
    number: `${t.int(1, 9)}${t.digits(11)}`,
    dueShown: true,
    s,
    sellerVat: true,
    sellerTaxNo: false,
    b,
    buyerVat: v % 2 === 0,
    contact: personName(t),
    cat: 'S' as const,
    lines,
    paid,
    ibanShown: true,
    po: '',
  };
  return settle(d0);
}

function drawTelko(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows);
  p.put(44, 400, d.s.name.split(' ')[0] ?? '', { size: 18, bold: true });
  p.put(66, 400, 'Geschäftskunden', { size: 8 });
  p.put(108, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  p.block([d.b.name, `Frau/Herrn ${d.contact}`, d.b.street, `${d.b.pc} ${d.b.city}`], 50, 122, { size: 10 });
  const kunden = t.digits(10);
  const info: Array<[string, string]> = [
    ['Kundennummer', kunden],
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', dmy(d.issue)],
    ['Buchungskonto', t.digits(10)],
    ['Rahmenvertrag', `RV-${t.digits(6)}`],
  ];
  if (d.buyerVat) info.push(['Ihre USt-IdNr.', d.b.vat ?? '']);
  p.kv(100, 360, 545, info, { size: 8 }, 12);
  let y = 220;
  const mon = MONTH_NAMES.de[Number(d.p0.slice(5, 7)) - 1];
  p.put(y, 50, `Ihre Rechnung für ${mon} 2026`, { size: 14, bold: true });
  y += 20;
  p.put(y, 50, `Leistungszeitraum ${dmy(d.p0)} – ${dmy(d.p1)}`, { size: 9 });
  y += 24;
  p.put(y, 50, 'Rechnungsübersicht', { size: 10, bold: true });
  p.put(y, 545, 'Betrag netto', { size: 8, bold: true, right: true });
  y += 16;
  const groups = [...new Set(d.lines.map((l) => l.group ?? ''))];
  for (const g of groups) {
    const sum = round(d.lines.filter((l) => l.group === g).reduce((a, l) => a.plus(dec(l.net)), dec(0)));
    p.put(y, 60, g, { size: 9 });
    p.put(y, 545, `${money(sum, 'de')} €`, { size: 9, right: true });
    y += 13;
  }
  y += 4;
  const tail: Array<[string, string]> = [
    ['Summe netto', `${money(d.lineNet, 'de')} €`],
    ['zzgl. 19 % Umsatzsteuer', `${money(d.vatT, 'de')} €`],
    ['Rechnungsbetrag', `${money(d.gross, 'de')} €`],
  ];
  if (d.paid) tail.push(['abzgl. Guthaben aus Vormonat', `-${money(d.paid, 'de')} €`]);
  y = p.kv(y, 60, 545, tail, { size: 9 }, 14);
  p.put(y + 2, 60, `Zu zahlender Betrag, fällig am ${dmy(d.due)}`, { size: 10, bold: true });
  p.put(y + 2, 545, `${money(d.amountDue, 'de')} €`, { size: 10, bold: true, right: true });
  y += 28;
  const ci = creditorId('DE', t);
  y = para(
    p,
    y,
    50,
    `Den Betrag von ${money(d.amountDue, 'de')} € buchen wir frühestens am ${dmy(d.due)} von Ihrem Konto ${masked('DE', t)} ab. Mandatsreferenz ${t.digits(12)}, Gläubiger-ID ${ci}. Die Einzelpositionen finden Sie auf der nächsten Seite.`,
    100,
    8.5,
  );
  y = p.next();
  p.put(y, 50, `Einzelpositionen zur Rechnung ${d.number}`, { size: 11, bold: true });
  y += 24;
  const cols: Col[] = [
    { head: 'Leistung', x: 50, cell: (l) => l.name },
    { head: 'Zeitraum', x: 240, cell: (l) => l.period ?? '' },
    { head: 'Anzahl', x: 395, right: true, cell: (l) => `${num(l.qty, 0, 'de')} ${l.unit[0]}` },
    { head: 'Einzelpreis €', x: 470, right: true, cell: (l) => num(l.price, l.pdp, 'de') },
    { head: 'Betrag netto €', x: 545, right: true, cell: (l) => money(l.net, 'de') },
  ];
  y = table(p, y, cols, d.lines, {
    lang: 'de',
    sub: true,
    subX: 58,
    groupSum: (g) => `Summe ${g}`,
    amountX: 545,
  });
  p.put(y + 6, 50, `Alle Beträge zzgl. 19 % Umsatzsteuer. Summe netto ${money(d.lineNet, 'de')} €.`, {
    size: 8,
  });
  const n = p.pages();
  footerDe(rows, d, n);
  return n;
}

// ================================================================ saas7

const SAAS_IE = [
  'Fjordline Software Ireland Limited',
  'Brightpath Analytics Europe Limited',
  'Corvid Labs Ireland Ltd',
];
const SAAS_PRODUCTS = ['Team plan', 'Pro plan', 'Business plan', 'Growth plan'];

function buildSaas(v: number, h: Helpers, t: Tools): Doc {
  const f = frame('saas7', v, t);
  const us = v % 3 === 1;
  let s: Seller;
  if (us) {
    const p = usParty(t, 'seller');
    s = {
      ...p,
      name: `${p.name.replace(/ (LLC|Inc\.|Co\.)$/, '')} Inc.`,
      vat: `EU372${t.digits(6)}`,
      directors: [],
      court: '',
      reg: '',
      taxNo: '',
      bank: '',
      iban: ibanWithCheck('IE', `${t.pick(['AIBK', 'BOFI'])}${t.digits(14)}`),
      bic: 'AIBKIE2D',
    };
  } else {
    s = {
      name: t.pick(SAAS_IE),
      street: `${t.int(1, 80)} ${t.pick(['Barrow Street', 'Grand Canal Square', "Sir John Rogerson's Quay"])}`,
      pc: t.pick(['D02 X285', 'D04 V1W8', 'D02 R296']),
      city: 'Dublin',
      country: 'IE',
      vat: `IE${t.digits(7)}${t.pick(['A', 'H', 'W'])}`,
      directors: [personName(t), personName(t)],
      court: '',
      reg: String(t.int(500000, 799999)),
      taxNo: '',
      bank: '',
      iban: ibanWithCheck('IE', `${t.pick(['AIBK', 'BOFI'])}${t.digits(14)}`),
      bic: t.pick(['AIBKIE2D', 'BOFIIE2D']),
    };
  }
  const b = buyerOf(t.pick(['DE', 'DE', 'AT', 'NL', 'FR'] as const), h);
  const seat = unit('seat', 'C62');
  const prod = t.pick(SAAS_PRODUCTS);
  const seats = t.int(3, 40);
  const pp = t.pick(['12.00', '19.00', '29.00', '49.00', '79.00']);
  const per = `${enShort(f.p0)} – ${enShort(f.p1)}`;
  const lines: L[] = [mk(`${prod} (per seat)`, String(seats), seat, pp, { rate: '0', period: per })];
  if (v % 2 === 0) {
    const from = addDays(f.p0, t.int(6, 18));
    const frac = daysBetween(from, f.p1) / daysBetween(f.p0, f.p1);
    const add = t.int(1, 5);
    const remain = dec(pp).times(frac).toFixed(2);
    lines.push(
      mk(`Remaining time on ${prod} × ${add} after ${enShort(from)}`, String(add), seat, remain, {
        rate: '0',
        period: `${enShort(from)} – ${enShort(f.p1)}`,
      }),
    );
    const low = dec(pp).times(0.5).toFixed(2);
    const unused = dec(low).times(frac).toFixed(2);
    lines.push(
      mk(`Unused time on Starter plan × 1 after ${enShort(from)}`, '1', seat, `-${unused}`, {
        rate: '0',
        period: `${enShort(from)} – ${enShort(f.p1)}`,
      }),
    );
  }
  if (v % 3 !== 0)
    lines.push(
      mk('Additional storage (100 GB)', String(t.int(1, 6)), unit('unit', 'C62'), '8.00', {
        rate: '0',
        period: per,
      }),
    );
  if (v % 2 === 1)
    lines.push(mk('Priority support', '1', unit('month', 'MON'), '150.00', { rate: '0', period: per }));
  const credit = v === 3;
  const number = `${t.digits(4)}${t.pick(['A', 'B', 'C', 'D', 'E', 'F'])}${t.digits(3)}-${String(t.int(1, 40)).padStart(4, '0')}`;
  const d0 = {
    ...f,
    lang: 'en' as Lang,
    number: credit ? `${number}-CN-01` : number,
    dueShown: !credit,
    ...(credit ? { credit: { orig: number, date: addDays(f.issue, -t.int(3, 20)) } } : {}),
    s,
    sellerVat: true,
    sellerTaxNo: false,
    b,
    buyerVat: true,
    contact: personName(t),
    cat: 'AE' as const,
    lines: credit ? lines.filter((l) => !dec(l.net).isNegative()).slice(0, 2) : lines,
    paid: !credit && v % 4 === 2 ? round(dec(t.int(2, 8) * 10)) : '',
    ibanShown: v % 2 === 1 && !credit,
    po: '',
  };
  return settle(d0);
}

function drawSaas(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 50, 740);
  const eur = (x: string) => {
    const neg = x.startsWith('-');
    return `${neg ? '-' : ''}€${money(neg ? x.slice(1) : x, 'en')}`;
  };
  p.put(50, 50, d.credit ? 'Credit note' : 'Invoice', { size: 20, bold: true });
  p.put(50, 545, d.s.name.split(' ')[0] ?? '', { size: 13, bold: true, right: true });
  const head: Array<[string, string]> = d.credit
    ? [
        ['Credit note number', d.number],
        ['Invoice', d.credit.orig],
        ['Date of issue', longDate(d.issue, 'en')],
      ]
    : [
        ['Invoice number', d.number],
        ['Date of issue', longDate(d.issue, 'en')],
        ['Date due', longDate(d.due, 'en')],
      ];
  let y = p.kv(84, 50, 160, head, { size: 9 }, 13);
  y += 16;
  const cn =
    d.b.country === 'DE'
      ? 'Germany'
      : d.b.country === 'AT'
        ? 'Austria'
        : d.b.country === 'NL'
          ? 'Netherlands'
          : 'France';
  const sCity =
    d.s.country === 'US'
      ? [`${d.s.city}, ${(d.s as Seller & { state?: string }).state ?? ''} ${d.s.pc}`, 'United States']
      : [`${d.s.city} ${d.s.pc}`, 'Ireland'];
  const mail = `billing@${(d.s.name.split(' ')[0] ?? 'x').toLowerCase()}.example`;
  p.block(
    [d.s.name, d.s.street, ...sCity, mail, `${d.s.country === 'US' ? 'EU VAT' : 'VAT'} ${d.s.vat}`],
    50,
    y,
    {
      size: 8.5,
    },
  );
  p.put(y, 300, 'Bill to', { size: 8.5, bold: true });
  p.block(
    [
      d.b.name,
      `Attn: ${d.contact}`,
      d.b.street,
      `${d.b.pc} ${d.b.city}`,
      cn,
      `${d.b.country} VAT ${d.b.vat}`,
    ],
    300,
    y + 11,
    { size: 8.5 },
  );
  y += 100;
  if (d.credit)
    p.put(y, 50, `${eur(d.gross)} credited on ${longDate(d.issue, 'en')}`, { size: 14, bold: true });
  else p.put(y, 50, `${eur(d.amountDue)} due ${longDate(d.due, 'en')}`, { size: 14, bold: true });
  y += 20;
  if (!d.credit) {
    p.put(
      y,
      50,
      `Pay online: https://pay.${(d.s.name.split(' ')[0] ?? 'x').toLowerCase()}.example/i/${t.digits(8)}`,
      {
        size: 8,
      },
    );
    y += 12;
  }
  p.put(y, 50, `Customer ID cus_${t.digits(4)}Pq${t.digits(6)} · Subscription sub_1Q${t.digits(8)}`, {
    size: 7.5,
  });
  y += 26;
  const cols: Col[] = [
    { head: 'Description', x: 50, cell: (l) => l.name },
    {
      head: 'Qty',
      x: 385,
      right: true,
      cell: (l) => `${num(l.qty, 0, 'en')} ${l.unit[0]}${l.qty === '1' ? '' : 's'}`,
    },
    { head: 'Unit price', x: 450, right: true, cell: (l) => eur(l.price) },
    { head: 'Tax', x: 485, right: true, cell: () => '0%' },
    { head: 'Amount', x: 545, right: true, cell: (l) => eur(l.net) },
  ];
  const ls = d.lines.map((l) => ({ ...l, sub: l.period }));
  y = table(p, y, cols, ls, { lang: 'en', size: 8.5, sub: true, subX: 58 });
  y += 8;
  const tot: Array<[string, string]> = [
    ['Subtotal', eur(d.lineNet)],
    ['Total excluding tax', eur(d.lineNet)],
    [`VAT (0% on ${eur(d.lineNet)})`, eur(d.vatT)],
    ['Total', eur(d.gross)],
  ];
  if (d.paid) tot.push(['Applied balance', `-${eur(d.paid)}`]);
  if (d.credit) tot.push(['Total credited', eur(d.gross)]);
  else tot.push(['Amount due', eur(d.amountDue)]);
  y = p.need(y, tot.length * 14 + 40);
  y = p.kv(y, 330, 545, tot, { size: 9 }, 14);
  y += 12;
  y = para(
    p,
    y,
    50,
    'Reverse charge: VAT to be accounted for by the recipient according to Article 196 of Council Directive 2006/112/EC.',
    110,
    8,
  );
  if (d.ibanShown) para(p, y + 4, 50, `Bank transfer: IBAN ${spaced(d.s.iban)} · BIC ${d.s.bic}`, 110, 8);
  const n = p.pages();
  const foot =
    d.s.country === 'US'
      ? `${d.s.name} · ${d.s.street}, ${d.s.city} · Registered for EU VAT under the non-Union scheme`
      : `${d.s.name} · Registered in Ireland No. ${d.s.reg} · Directors: ${d.s.directors.join(', ')}`;
  const foot2 =
    d.s.country === 'US' ? '' : `Registered office: ${d.s.street}, ${d.s.city} ${d.s.pc}, Ireland`;
  everyPage(rows, n, (pg, all) => [
    [780, 50, foot, 6.5],
    [790, 50, foot2, 6.5],
    [
      802,
      50,
      `${d.number} · ${eur(d.credit ? d.gross : d.amountDue)}${d.credit ? '' : ` due ${longDate(d.due, 'en')}`}`,
      7,
    ],
    [802, 500, `Page ${pg} of ${all}`, 7],
  ]);
  return n;
}

// ================================================================ host7

function buildHost(v: number, h: Helpers, t: Tools): Doc {
  const f = frame('host7', v, t);
  const s = germanSeller(t, t.pick(DE_SELLERS.host7));
  const b = buyerOf('DE', h);
  const u = {
    mon: unit('Monat', 'MON'),
    h: unit('h', 'HUR'),
    gb: unit('GB', 'E34'),
    tag: unit('Tage', 'DAY'),
    jahr: unit('Jahr', 'ANN'),
    stk: unit('Stk.', 'C62'),
  };
  const per = `${dmy(f.p0)} – ${dmy(f.p1)}`;
  const G = ['Laufende Leistungen', 'Nutzungsabhängige Leistungen', 'Einmalige Leistungen'];
  const lines: L[] = [];
  const nSrv = v % 3 === 0 ? t.int(8, 14) : t.int(2, 5);
  for (let i = 0; i < nSrv; i++) {
    const typ = t.pick(['CX22', 'CX32', 'CX42', 'CPX31', 'CCX23']);
    lines.push(
      mk(
        `Cloud Server ${typ} #${t.digits(8)}`,
        '1',
        u.mon,
        t.pick(['4.59', '7.59', '13.99', '18.49', '26.99']),
        {
          period: per,
          group: G[0],
          sub: `Name: ${t.pick(['web', 'db', 'app', 'worker', 'mail'])}-${String(i + 1).padStart(2, '0')}`,
        },
      ),
    );
  }
  lines.push(mk('Primäre IPv4-Adresse', String(t.int(1, 4)), u.mon, '0.50', { period: per, group: G[0] }));
  if (v % 2 === 0) {
    const start = addDays(f.p0, t.int(5, 20));
    const n = daysBetween(start, f.p1);
    lines.push(
      mk(`Managed Server (anteilig ${n} Tage)`, String(n), u.tag, price(t, 1.1, 3.5, 4), {
        pdp: 4,
        period: `${dmy(start)} – ${dmy(f.p1)}`,
        group: G[0],
      }),
    );
  }
  lines.push(
    mk(`Cloud Server CX22 stündlich #${t.digits(8)}`, String(t.int(20, 600)), u.h, '0.0072', {
      pdp: 4,
      period: per,
      group: G[1],
    }),
  );
  lines.push(
    mk('Volume (Block Storage)', String(t.int(50, 2000)), u.gb, '0.0440', {
      pdp: 4,
      period: per,
      group: G[1],
    }),
  );
  if (v % 2 === 1)
    lines.push(
      mk('Traffic über Inklusivvolumen', String(t.int(100, 4000)), u.gb, '0.0012', {
        pdp: 4,
        period: per,
        group: G[1],
      }),
    );
  if (v % 3 !== 1) {
    const dom = `${t.pick(['kanzlei', 'shop', 'praxis', 'werkstatt'])}-${t.pick(['nord', 'sued', 'mitte'])}.de`;
    const y0 = addDays(f.p1, 1);
    lines.push(
      mk(`Domain ${dom} Verlängerung`, '1', u.jahr, '9.90', {
        period: `${dmy(y0)} – ${dmy(addDays(y0, 364))}`,
        group: G[2],
      }),
    );
  }
  lines.push(mk('Einrichtungsgebühr Managed Server', '1', u.stk, '49.00', { group: G[2] }));
  if (v % 2 === 1)
    lines.push(
      mk(`Gutschrift SLA Ausfall ${dmy(addDays(f.p0, t.int(2, 20)))}`, '1', u.stk, `-${price(t, 3, 20, 2)}`, {
        group: G[2],
      }),
    );
  const paid = v % 3 === 2 ? round(dec(t.int(2, 10) * 10)) : '';
  const d0 = {
    ...f,
    lang: 'de' as Lang,
    number: `R${t.digits(10)}`,
    dueShown: true,
    s,
    sellerVat: true,
    sellerTaxNo: v % 2 === 0,
    b,
    buyerVat: false,
    contact: personName(t),
    cat: 'S' as const,
    lines,
    paid,
    ibanShown: true,
    po: v % 4 === 1 ? `PO-${t.int(2026000, 2026999)}` : '',
  };
  return settle(d0, (i) => String(i + 1));
}

function drawHost(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 760);
  p.put(48, 50, d.s.name.split(' ')[0]?.toUpperCase() ?? '', { size: 16, bold: true });
  p.block(
    [
      d.s.name,
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      `support@${(d.s.name.split(' ')[0] ?? '').toLowerCase()}.example`,
    ],
    400,
    44,
    {
      size: 7.5,
    },
  );
  p.put(112, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  p.block([d.b.name, `z. Hd. ${d.contact}`, d.b.street, `${d.b.pc} ${d.b.city}`], 50, 126, { size: 10 });
  const info: Array<[string, string]> = [
    ['Rechnungsnummer:', d.number],
    ['Rechnungsdatum:', dmy(d.issue)],
    ['Kundennummer:', `K${t.digits(7)}`],
    ['Vertragsnummer:', `V-${t.digits(6)}`],
    ['Leistungszeitraum:', `${dmy(d.p0)} – ${dmy(d.p1)}`],
  ];
  if (d.po) info.push(['Ihre Bestellnummer:', d.po]);
  p.kv(124, 350, 545, info, { size: 8 }, 12);
  let y = 222;
  p.put(y, 50, `Rechnung ${d.number}`, { size: 13, bold: true });
  y += 24;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Produkt', x: 72, cell: (l) => l.name },
    { head: 'Zeitraum', x: 250, cell: (l) => l.period ?? '' },
    { head: 'Menge', x: 388, right: true, cell: (l) => `${num(l.qty, 0, 'de')} ${l.unit[0]}` },
    { head: 'Einzelpreis', x: 460, right: true, cell: (l) => `${num(l.price, l.pdp, 'de')} €` },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => `${money(l.net, 'de')} €` },
  ];
  y = table(p, y, cols, d.lines, { lang: 'de', sub: true, size: 7.5 });
  y += 8;
  const tot: Array<[string, string]> = [
    ['Summe netto', `${money(d.lineNet, 'de')} €`],
    [`zzgl. 19 % USt. auf ${money(d.lineNet, 'de')} €`, `${money(d.vatT, 'de')} €`],
    ['Rechnungsbetrag', `${money(d.gross, 'de')} €`],
  ];
  if (d.paid) tot.push(['abzgl. Prepaid-Guthaben', `-${money(d.paid, 'de')} €`]);
  tot.push(['Zu zahlender Betrag', `${money(d.amountDue, 'de')} €`]);
  y = p.need(y, tot.length * 13 + 60);
  y = p.kv(y, 330, 545, tot, { size: 8.5 }, 13);
  y += 12;
  para(
    p,
    y,
    50,
    d.v % 2 === 0
      ? `Der Rechnungsbetrag wird am ${dmy(d.due)} per SEPA-Lastschrift von Ihrem Konto ${masked('DE', t)} eingezogen (Mandatsreferenz ${d.b.name.split(' ')[0]?.toUpperCase()}-${t.digits(6)}).`
      : `Zahlbar bis ${dmy(d.due)} ohne Abzug auf das unten genannte Konto. Bitte geben Sie die Rechnungsnummer als Verwendungszweck an.`,
    112,
    8,
  );
  const n = p.pages();
  footerDe(rows, d, n);
  return n;
}

// ================================================================ cloud7

const CLOUD_NL = [
  'Cumulo Compute Europe B.V.',
  'Altostrata Cloud Services Netherlands B.V.',
  'Nimbo Platform EMEA B.V.',
];
const SERVICES: Array<[string, Array<[string, string, number, number, number, number]>]> = [
  // group, [name, unit key, min qty, max qty, price min, price max]
  [
    'Compute',
    [
      ['vCPU hours, general purpose (eu-central-1)', 'h', 100, 9000, 0.021, 0.048],
      ['Memory GiB hours (eu-central-1)', 'h', 200, 30000, 0.0031, 0.0058],
      ['GPU instance hours g2.xlarge (eu-west-1)', 'h', 5, 200, 0.52, 1.26],
      ['Serverless invocations', 'req', 100000, 40000000, 0.000002, 0.000004],
      ['Serverless compute GB-seconds', 'unit', 1000, 800000, 0.000016, 0.000017],
    ],
  ],
  [
    'Storage',
    [
      ['Object storage standard (eu-central-1)', 'gb', 50, 90000, 0.0203, 0.0245],
      ['Object storage infrequent access', 'gb', 100, 50000, 0.0105, 0.0135],
      ['Block storage SSD volumes', 'gb', 100, 8000, 0.0952, 0.119],
      ['Snapshot storage', 'gb', 10, 5000, 0.0495, 0.0545],
      ['PUT/COPY/POST requests', 'req', 10000, 9000000, 0.000005, 0.000006],
      ['GET requests', 'req', 10000, 30000000, 0.000001, 0.000002],
    ],
  ],
  [
    'Networking',
    [
      ['Data transfer out to internet', 'gb', 10, 20000, 0.0801, 0.0903],
      ['Inter-region data transfer', 'gb', 10, 5000, 0.0192, 0.0211],
      ['Load balancer hours', 'h', 100, 2232, 0.0251, 0.0282],
      ['Load balancer capacity units', 'h', 100, 9000, 0.0074, 0.0081],
      ['NAT gateway hours', 'h', 100, 1488, 0.052, 0.0562],
    ],
  ],
  [
    'Database',
    [
      ['Managed PostgreSQL db.m6.large hours', 'h', 100, 1488, 0.196, 0.244],
      ['Database storage (gp3)', 'gb', 20, 4000, 0.131, 0.138],
      ['Backup storage beyond free tier', 'gb', 10, 3000, 0.0952, 0.0957],
      ['I/O requests (millions)', 'unit', 1, 900, 0.2, 0.22],
    ],
  ],
];

function buildCloud(v: number, h: Helpers, t: Tools): Doc {
  const f = frame('cloud7', v, t);
  const nl = h.party('NL');
  const s: Seller = {
    name: t.pick(CLOUD_NL),
    street: nl.street,
    pc: nl.pc,
    city: nl.city,
    country: 'NL',
    vat: h.vatId('NL'),
    directors: [],
    court: '',
    reg: t.digits(8),
    taxNo: '',
    bank: '',
    iban: ibanWithCheck('NL', `${t.pick(['ABNA', 'INGB', 'RABO'])}0${t.digits(9)}`),
    bic: t.pick(['ABNANL2A', 'INGBNL2A', 'RABONL2U']),
  };
  const rc = v % 4 !== 1;
  const b = buyerOf(rc ? t.pick(['DE', 'DE', 'AT', 'FR'] as const) : 'NL', h);
  const u: Record<string, Unit> = {
    h: unit('Hrs', 'HUR'),
    gb: unit('GB', 'E34'),
    req: unit('Requests', 'C62'),
    unit: unit('Units', 'C62'),
  };
  const rate = rc ? '0' : '21';
  const lines: L[] = [];
  const many = v % 2 === 0;
  // the "many" variant bills two regions: every service once more in eu-west-3
  const regions = many ? ['', ' (eu-west-3)'] : [''];
  for (const [g, items] of SERVICES) {
    for (const [name0, uk, a, bq, pa, pb] of regions.flatMap((r) =>
      items.map(
        (it): (typeof items)[number] =>
          [
            r ? `${it[0].replace(/ \(eu-[a-z]+-\d\)$/, '')}${r}` : it[0],
            ...it.slice(1),
          ] as (typeof items)[number],
      ),
    )) {
      const name = name0;
      if (t.rnd() < (many ? 0.2 : 0.45)) continue;
      const frac = uk === 'gb' && t.rnd() < 0.6;
      const qty = frac ? (a + t.rnd() * (bq - a)).toFixed(3) : String(t.int(a, bq));
      const pdp = pb < 0.01 ? 6 : t.pick([4, 5, 6]);
      const pr = price(t, pa, pb, pdp);
      lines.push(mk(name, qty, u[uk] as Unit, pr, { rate, pdp, qdp: frac ? 3 : 0, group: g }));
    }
  }
  // a free-tier line and a credit
  if (v % 3 === 0)
    lines.push(
      mk('Promotional credit applied', '1', u.unit as Unit, `-${price(t, 10, 80, 2)}`, {
        rate,
        group: 'Credits',
      }),
    );
  if (v % 3 === 1)
    lines.push(
      mk('Support plan Business (10 % of usage, min. EUR 100)', '1', unit('Month', 'MON'), '100.00', {
        rate,
        group: 'Support',
      }),
    );
  const d0 = {
    ...f,
    lang: 'en' as Lang,
    number: `EU${t.pick(['INDE', 'INNL', 'INAT'])}26-${t.digits(7)}`,
    dueShown: true,
    s,
    sellerVat: true,
    sellerTaxNo: false,
    b,
    buyerVat: rc || v % 2 === 1,
    contact: personName(t),
    cat: (rc ? 'AE' : 'S') as 'AE' | 'S',
    lines,
    paid: v % 4 === 3 ? round(dec(t.int(1, 5) * 100)) : '',
    ibanShown: true,
    po: '',
  };
  const d = settle(d0);
  if (dec(d.amountDue).isNegative()) {
    d.paid = '';
    d.amountDue = d.gross;
  }
  return d;
}

function drawCloud(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 56, 760);
  const e = (x: string) => money(x, 'en');
  p.put(46, 50, d.s.name, { size: 11, bold: true });
  p.put(46, 545, d.cat === 'AE' ? 'Invoice' : 'Tax Invoice', { size: 16, bold: true, right: true });
  p.block(
    [
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      'Netherlands',
      `VAT Reg. No. ${d.s.vat}`,
      `Chamber of Commerce ${d.s.reg}`,
    ],
    50,
    62,
    {
      size: 7.5,
    },
  );
  const acct = `${t.digits(4)}-${t.digits(4)}-${t.digits(4)}`;
  p.kv(
    70,
    340,
    545,
    [
      ['Invoice Number:', d.number],
      ['Invoice Date:', enDmy(d.issue)],
      ['Payment Due Date:', enDmy(d.due)],
      ['Account ID:', acct],
      ['Billing Period:', `${enDmy(d.p0)} - ${enDmy(d.p1)}`],
    ],
    { size: 8 },
    12,
  );
  let y = 150;
  p.put(y, 50, 'Bill to', { size: 8.5, bold: true });
  const cn = { DE: 'Germany', AT: 'Austria', FR: 'France', NL: 'Netherlands' }[d.b.country as 'DE'] ?? '';
  y = p.block(
    [
      d.b.name,
      `Attention: ${d.contact}`,
      d.b.street,
      `${d.b.pc} ${d.b.city}`,
      cn,
      ...(d.buyerVat ? [`VAT ID: ${d.b.vat}`] : []),
    ],
    50,
    y + 12,
    { size: 8.5 },
  );
  y += 14;
  p.put(y, 50, 'Summary', { size: 10, bold: true });
  y += 15;
  const sum: Array<[string, string]> = [
    ['Total charges (excl. VAT)', `EUR ${e(d.lineNet)}`],
    [d.cat === 'AE' ? 'VAT 0% (reverse charge)' : 'VAT 21%', `EUR ${e(d.vatT)}`],
    ['Total amount', `EUR ${e(d.gross)}`],
  ];
  if (d.paid) sum.push(['Prepayment applied', `EUR -${e(d.paid)}`]);
  y = p.kv(y, 60, 400, sum, { size: 9 }, 13);
  p.put(y + 2, 60, 'Amount due', { size: 10, bold: true });
  p.put(y + 2, 400, `EUR ${e(d.amountDue)}`, { size: 10, bold: true, right: true });
  y += 24;
  if (d.cat === 'AE')
    y = para(
      p,
      y,
      50,
      'Services subject to the reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).',
      115,
      7.5,
    );
  y += 10;
  p.put(y, 50, 'Detail of charges', { size: 10, bold: true });
  y += 16;
  const cols: Col[] = [
    { head: 'Description', x: 50, cell: (l) => l.name },
    { head: 'Quantity', x: 335, right: true, cell: (l) => num(l.qty, l.qdp, 'en') },
    { head: 'Unit', x: 342, cell: (l) => l.unit[0] },
    { head: 'Rate (EUR)', x: 460, right: true, cell: (l) => num(l.price, l.pdp, 'en') },
    { head: 'Amount (EUR)', x: 545, right: true, cell: (l) => e(l.net) },
  ];
  y = table(p, y, cols, d.lines, { lang: 'en', size: 7.5, groupSum: (g) => `Total ${g}`, amountX: 545 });
  y = p.need(y + 4, 20);
  p.put(y, 330, 'Total charges (excl. VAT)', { size: 8, bold: true });
  p.put(y, 545, e(d.lineNet), { size: 8, bold: true, right: true });
  const n = p.pages();
  everyPage(rows, n, (pg, all) => [
    [792, 50, `${d.s.name} · ${d.s.street}, ${d.s.pc} ${d.s.city} · VAT ${d.s.vat} · KvK ${d.s.reg}`, 6.5],
    [
      802,
      50,
      `Pay by bank transfer to IBAN ${spaced(d.s.iban)} (BIC ${d.s.bic}), reference ${d.number}`,
      6.5,
    ],
    [814, 480, `Page ${pg} of ${all}`, 7],
  ]);
  return n;
}

// ================================================================ mkt7

const PLATFORM = {
  de: ['Kaufhafen Marktplatz GmbH', 'Handelsplatz Europa Services GmbH'],
  fr: ['Comptoir Marketplace France SAS', 'Vendoria Europe SAS'],
};
const ARTICLES: Record<'de' | 'fr', Array<[string, string]>> = {
  de: [
    ['Laserdrucker Toner schwarz XL', '19'],
    ['Bürostuhl ergonomisch Netzrücken', '19'],
    ['USB-C Dockingstation 12-in-1', '19'],
    ['Fachbuch Steuerrecht 2026', '7'],
    ['Kopierpapier A4 80 g (5 × 500 Blatt)', '19'],
    ['Kaffeebohnen Espresso 1 kg', '7'],
    ['Monitorhalterung Doppelarm', '19'],
  ],
  fr: [
    ['Cartouche toner noir XL', '20'],
    ['Fauteuil de bureau ergonomique', '20'],
    ['Station d’accueil USB-C 12 en 1', '20'],
    ['Guide pratique de la TVA 2026', '5.5'],
    ['Ramette papier A4 80 g (5 × 500)', '20'],
    ['Café en grains 1 kg', '5.5'],
  ],
};

function buildMkt(v: number, h: Helpers, t: Tools): Doc {
  const f = frame('mkt7', v, t);
  const lang: 'de' | 'fr' = v % 3 === 1 ? 'fr' : 'de';
  const fee = v === 2 || v === 5;
  const cc = lang === 'fr' ? 'FR' : 'DE';
  const plat = t.pick(PLATFORM[lang]);
  const pp = h.party(cc);
  const platform: Seller = {
    name: plat,
    street: pp.street,
    pc: pp.pc,
    city: pp.city,
    country: cc,
    vat: h.vatId(cc),
    directors: [personName(t)],
    court: pp.city,
    reg: lang === 'fr' ? `${t.digits(3)} ${t.digits(3)} ${t.digits(3)}` : `HRB ${t.int(1000, 99999)}`,
    taxNo: '',
    bank: '',
    iban:
      lang === 'fr'
        ? ibanWithCheck('FR', `${t.digits(10)}${t.digits(11)}${t.digits(2)}`)
        : ibanWithCheck('DE', t.digits(18)),
    bic: lang === 'fr' ? 'BNPAFRPPXXX' : 'DEUTDEFFXXX',
  };
  const merchant = buyerOf(cc, h);
  const customer = buyerOf(cc, h);
  const stk = unit(lang === 'fr' ? 'pce' : 'Stk.', 'C62');
  const lines: L[] = [];
  const order = () => `${t.int(302, 408)}-${t.digits(7)}-${t.digits(7)}`;
  let po = '';
  if (fee) {
    const n = t.int(6, 14);
    for (let i = 0; i < n; i++)
      lines.push(
        mk(`Verkaufsprovision Bestellung ${order()}`, '1', stk, price(t, 1.2, 38, 2), {
          sub: `Kategorie ${t.pick(['Bürobedarf', 'Elektronik', 'Bücher'])}`,
        }),
      );
    lines.push(mk('Grundgebühr Professional-Verkäuferkonto', '1', unit('Monat', 'MON'), '39.00', {}));
    lines.push(mk('Anzeigen (Sponsored Products)', '1', unit('pauschal', 'LS'), price(t, 20, 400, 2), {}));
    lines.push(mk(`Erstattung Provision Bestellung ${order()}`, '1', stk, `-${price(t, 1.5, 20, 2)}`, {}));
  } else {
    po = order();
    const arts = [...ARTICLES[lang]].sort(() => t.rnd() - 0.5).slice(0, t.int(2, 5));
    for (const [name, rate] of arts)
      lines.push(
        mk(name, String(t.int(1, 12)), stk, price(t, 4, 240, 2), {
          rate,
          sub: `SKU ${t.pick(['B0', 'X1'])}${t.digits(8)}`,
        }),
      );
    const std = lang === 'fr' ? '20' : '19';
    lines.push(
      mk(
        lang === 'fr' ? 'Frais de livraison' : 'Versandkosten',
        '1',
        unit(lang === 'fr' ? 'forfait' : 'pauschal', 'LS'),
        t.pick(['4.90', '5.95', '9.90']),
        { rate: std },
      ),
    );
    if (v % 2 === 0)
      lines.push(
        mk(
          lang === 'fr' ? 'Remise promotionnelle' : 'Aktionsrabatt',
          '1',
          unit(lang === 'fr' ? 'forfait' : 'pauschal', 'LS'),
          `-${price(t, 2, 15, 2)}`,
          { rate: std },
        ),
      );
  }
  const d0 = {
    ...f,
    lang: lang as Lang,
    number: fee
      ? `FEE-${cc}-2026-${t.digits(7)}`
      : `${cc}${t.digits(2)}-${t.pick(['A', 'B', 'K'])}${t.digits(6)}`,
    dueShown: fee,
    s: fee
      ? platform
      : { ...platform, ...merchant, name: merchant.name, vat: merchant.vat ?? '', directors: [], reg: '' },
    sellerVat: true,
    sellerTaxNo: false,
    b: fee ? merchant : customer,
    buyerVat: true,
    contact: personName(t),
    cat: 'S' as const,
    lines,
    paid: '',
    ibanShown: fee,
    po,
  };
  const d = settle(d0);
  // the platform's data travel with the document for the drawer
  (d as Doc & { platform?: Seller }).platform = platform;
  if (!fee) {
    d.paid = d.gross;
    d.amountDue = '0.00';
  }
  return d;
}

function drawMkt(d: Doc, rows: Row[]): number {
  const { t } = d;
  const plat = (d as Doc & { platform: Seller }).platform;
  const fee = d.number.startsWith('FEE');
  const fr = d.lang === 'fr';
  const L = fr
    ? {
        inv: 'Facture',
        seller: 'Vendeur',
        buyer: 'Adresse de facturation',
        no: 'N° de facture',
        date: 'Date de facture',
        order: 'N° de commande',
        odate: 'Date de commande',
        vat: 'N° TVA',
        cols: ['Désignation', 'Qté', 'Prix unitaire HT', 'TVA', 'Total HT'],
        net: 'Total HT',
        tax: (r: string) => `TVA ${num(r, r.includes('.') ? 1 : 0, 'fr')} %`,
        gross: 'Total TTC',
        paid: 'Déjà payé',
        due: 'Montant à payer',
        note: `Facture émise par ${plat.name} au nom et pour le compte du vendeur.`,
      }
    : {
        inv: fee ? 'Rechnung über Marktplatzgebühren' : 'Rechnung',
        seller: 'Verkäufer',
        buyer: fee ? 'Verkäuferkonto' : 'Rechnungsadresse',
        no: 'Rechnungsnummer',
        date: 'Rechnungsdatum',
        order: 'Bestellnummer',
        odate: 'Bestelldatum',
        vat: 'USt-IdNr.',
        cols: ['Beschreibung', 'Menge', 'Einzelpreis netto', 'USt.', 'Gesamt netto'],
        net: 'Zwischensumme netto',
        tax: (r: string) => `USt. ${r} %`,
        gross: 'Gesamtbetrag brutto',
        paid: `Bereits bezahlt über ${plat.name.split(' ')[0]} Pay`,
        due: 'Zu zahlender Betrag',
        note: `Diese Rechnung wurde von ${plat.name} im Namen und für Rechnung des Verkäufers erstellt.`,
      };
  const lg = d.lang;
  const eu = (x: string) => `${money(x, lg)} €`;
  const p = pager(rows, 56, 760);
  p.put(44, 50, plat.name.split(' ')[0] ?? '', { size: 16, bold: true });
  if (!fee)
    p.put(48, 545, fr ? `Vendu sur ${plat.name.split(' ')[0]}` : `Verkauft über ${plat.name.split(' ')[0]}`, {
      size: 8,
      right: true,
    });
  p.put(76, 50, L.inv, { size: 14, bold: true });
  let y = 100;
  if (!fee) {
    p.put(y, 50, L.seller, { size: 8, bold: true });
    p.block([d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, `${L.vat} ${d.s.vat}`], 50, y + 11, {
      size: 8.5,
    });
  } else {
    p.block([d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, `${L.vat} ${d.s.vat}`], 50, y, { size: 8.5 });
  }
  p.put(y, 300, L.buyer, { size: 8, bold: true });
  p.block(
    [
      d.b.name,
      `${fr ? 'À l’attention de' : 'z. Hd.'} ${d.contact}`,
      d.b.street,
      `${d.b.pc} ${d.b.city}`,
      `${L.vat} ${d.b.vat}`,
    ],
    300,
    y + 11,
    { size: 8.5 },
  );
  y = 186;
  const info: Array<[string, string]> = [
    [L.no, d.number],
    [L.date, fr ? dmy(d.issue, '/') : dmy(d.issue)],
  ];
  if (d.po) {
    info.push([L.order, d.po]);
    info.push([L.odate, fr ? dmy(addDays(d.issue, -t.int(1, 5)), '/') : dmy(addDays(d.issue, -t.int(1, 5)))]);
  } else {
    info.push(['Abrechnungszeitraum', `${dmy(d.p0)} – ${dmy(d.p1)}`]);
    info.push(['Händler-ID', `A${t.digits(3)}${t.pick(['X', 'K', 'Q'])}${t.digits(6)}`]);
  }
  y = p.kv(y, 50, 170, info, { size: 8.5 }, 12);
  y += 16;
  const cols: Col[] = [
    { head: L.cols[0] ?? '', x: 50, cell: (l) => l.name },
    { head: L.cols[1] ?? '', x: 330, right: true, cell: (l) => `${num(l.qty, 0, lg)} ${l.unit[0]}` },
    { head: L.cols[2] ?? '', x: 420, right: true, cell: (l) => eu(l.price) },
    {
      head: L.cols[3] ?? '',
      x: 465,
      right: true,
      cell: (l) => `${num(l.rate, l.rate.includes('.') ? 1 : 0, lg)} %`,
    },
    { head: L.cols[4] ?? '', x: 545, right: true, cell: (l) => eu(l.net) },
  ];
  y = table(p, y, cols, d.lines, { lang: lg, sub: true, subX: 58, size: 8 });
  y += 8;
  const tot: Array<[string, string]> = [[L.net, eu(d.lineNet)]];
  for (const r of d.vat) tot.push([`${L.tax(r.rate)} ${fr ? 'sur' : 'auf'} ${eu(r.base)}`, eu(r.tax)]);
  tot.push([fr ? 'Total TVA' : 'Summe USt.', eu(d.vatT)]);
  tot.push([L.gross, eu(d.gross)]);
  if (d.paid) tot.push([L.paid, `-${eu(d.paid)}`]);
  y = p.need(y, tot.length * 13 + 60);
  y = p.kv(y, 300, 545, tot, { size: 8.5 }, 13);
  p.put(y + 2, 300, L.due, { size: 9.5, bold: true });
  p.put(y + 2, 545, eu(d.amountDue), { size: 9.5, bold: true, right: true });
  y += 26;
  if (!fee) y = para(p, y, 50, L.note, 110, 8);
  else
    y = para(
      p,
      y,
      50,
      `Bitte überweisen Sie den Betrag bis zum ${dmy(d.due)} auf IBAN ${spaced(d.s.iban)} (BIC ${d.s.bic}). Verkaufserlöse werden separat ausgezahlt.`,
      110,
      8,
    );
  const n = p.pages();
  everyPage(rows, n, (pg, all) => [
    [
      792,
      50,
      fr
        ? `${plat.name} · RCS ${plat.city} ${plat.reg} · Président : ${plat.directors[0]}`
        : `${plat.name} · Sitz ${plat.city} · Amtsgericht ${plat.court} ${plat.reg} · Geschäftsführer: ${plat.directors[0]}`,
      6.5,
    ],
    [804, 490, fr ? `Page ${pg}/${all}` : `Seite ${pg}/${all}`, 7],
  ]);
  return n;
}

// ================================================================ nrj7

function buildNrj(v: number, h: Helpers, t: Tools): Doc {
  const f = frame('nrj7', v, t);
  const fr = v % 2 === 1;
  const cc = fr ? 'FR' : 'NL';
  const pp = h.party(cc);
  const s: Seller = {
    name: fr
      ? t.pick(['Électricité du Val de Loire SAS', 'Énergies Solidaires du Grand Ouest SA'])
      : t.pick(['Polder Energie Levering B.V.', 'Groene Delta Energiebedrijf B.V.']),
    street: pp.street,
    pc: pp.pc,
    city: pp.city,
    country: cc,
    vat: h.vatId(cc),
    directors: [personName(t)],
    court: pp.city,
    reg: fr ? `${t.digits(3)} ${t.digits(3)} ${t.digits(3)}` : t.digits(8),
    taxNo: '',
    bank: '',
    iban: fr
      ? ibanWithCheck('FR', `${t.digits(10)}${t.digits(11)}${t.digits(2)}`)
      : ibanWithCheck('NL', `${t.pick(['ABNA', 'INGB', 'RABO'])}0${t.digits(9)}`),
    bic: fr ? t.pick(['BNPAFRPPXXX', 'CRLYFRPPXXX']) : t.pick(['ABNANL2A', 'INGBNL2A']),
  };
  const b = buyerOf(cc, h);
  const rate = fr ? '20' : '21';
  const kwh = unit('kWh', 'KWH');
  const per = fr ? `${dmy(f.p0, '/')} – ${dmy(f.p1, '/')}` : `${dmy(f.p0, '-')} t/m ${dmy(f.p1, '-')}`;
  const days = daysBetween(f.p0, f.p1);
  const lines: L[] = [];
  const hp = String(t.int(800, 9000));
  const hc = String(t.int(300, 5000));
  if (fr) {
    lines.push(mk('Abonnement', '1', unit('mois', 'MON'), price(t, 18, 90, 2), { rate, period: per }));
    lines.push(
      mk('Consommation heures pleines', hp, kwh, price(t, 0.19, 0.25, 4), { rate, pdp: 4, period: per }),
    );
    lines.push(
      mk('Consommation heures creuses', hc, kwh, price(t, 0.15, 0.19, 4), { rate, pdp: 4, period: per }),
    );
    lines.push(
      mk('Contribution tarifaire (CTA)', '1', unit('mois', 'MON'), price(t, 2, 9, 2), { rate, period: per }),
    );
    lines.push(
      mk("Accise sur l'électricité", String(Number(hp) + Number(hc)), kwh, '0.02998', {
        rate,
        pdp: 5,
        period: per,
      }),
    );
    if (v % 4 === 1)
      lines.push(mk('Remise fidélité', '1', unit('forfait', 'LS'), `-${price(t, 5, 30, 2)}`, { rate }));
  } else {
    lines.push(
      mk('Levering elektriciteit normaaltarief', hp, kwh, price(t, 0.22, 0.29, 5), {
        rate,
        pdp: 5,
        period: per,
      }),
    );
    lines.push(
      mk('Levering elektriciteit daltarief', hc, kwh, price(t, 0.19, 0.24, 5), { rate, pdp: 5, period: per }),
    );
    lines.push(
      mk('Vaste leveringskosten', String(days), unit('dagen', 'DAY'), price(t, 0.18, 0.26, 4), {
        rate,
        pdp: 4,
        period: per,
      }),
    );
    lines.push(mk('Netbeheerkosten', '1', unit('maand', 'MON'), price(t, 25, 60, 2), { rate, period: per }));
    lines.push(
      mk('Energiebelasting', String(Number(hp) + Number(hc)), kwh, '0.10154', { rate, pdp: 5, period: per }),
    );
    lines.push(
      mk('Vermindering energiebelasting', String(days), unit('dagen', 'DAY'), '-1.7264', {
        rate,
        pdp: 4,
        period: per,
      }),
    );
  }
  const paid = v % 4 === 0 || v % 4 === 3 ? round(dec(t.int(2, 20) * 25)) : '';
  const d0 = {
    ...f,
    lang: (fr ? 'fr' : 'nl') as Lang,
    number: fr ? `1${t.digits(10)}` : `70${t.digits(8)}`,
    dueShown: true,
    s,
    sellerVat: true,
    sellerTaxNo: false,
    b,
    buyerVat: v % 3 !== 0,
    contact: personName(t),
    cat: 'S' as const,
    lines,
    paid,
    ibanShown: true,
    po: '',
  };
  const d = settle(d0);
  if (dec(d.amountDue).isNegative()) {
    d.paid = '';
    d.amountDue = d.gross;
  }
  return d;
}

function drawNrj(d: Doc, rows: Row[]): number {
  const { t } = d;
  const fr = d.lang === 'fr';
  const lg = d.lang;
  const eu = (x: string) => `${money(x, lg)} €`;
  const date = (iso: string) => (fr ? dmy(iso, '/') : longDate(iso, 'nl'));
  const p = pager(rows, 56, 760);
  p.put(46, 50, d.s.name, { size: 12, bold: true });
  p.put(46, 545, fr ? 'FACTURE' : 'FACTUUR', { size: 16, bold: true, right: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`], 50, 62, { size: 7.5 });
  p.block(
    [d.b.name, `${fr ? 'À l’attention de' : 't.a.v.'} ${d.contact}`, d.b.street, `${d.b.pc} ${d.b.city}`],
    330,
    100,
    { size: 10 },
  );
  const ean = fr ? t.digits(14) : `8716${t.digits(14)}`;
  const info: Array<[string, string]> = fr
    ? [
        ['N° de facture', d.number],
        ['Date de facture', date(d.issue)],
        ['Référence client', t.digits(10)],
        ['N° de contrat', `C${t.digits(9)}`],
        ['Point de livraison (PDL)', ean],
      ]
    : [
        ['Factuurnummer', d.number],
        ['Factuurdatum', date(d.issue)],
        ['Klantnummer', t.digits(9)],
        ['Contractnummer', t.digits(10)],
        ['EAN-code', ean],
      ];
  if (d.buyerVat) info.push([fr ? 'Votre N° TVA' : 'Uw btw-nummer', d.b.vat ?? '']);
  let y = p.kv(100, 50, 170, info, { size: 8 }, 12);
  y = Math.max(y, 170) + 24;
  p.put(
    y,
    50,
    fr
      ? `Votre facture d'électricité – ${monthYear(d.p0, 'fr')}`
      : `Uw energierekening over ${monthYear(d.p0, 'nl')}`,
    { size: 13, bold: true },
  );
  y += 18;
  p.put(
    y,
    50,
    fr
      ? `Période de consommation du ${dmy(d.p0, '/')} au ${dmy(d.p1, '/')}`
      : `Periode ${date(d.p0)} t/m ${date(d.p1)}`,
    { size: 9 },
  );
  y += 26;
  p.put(y, 50, fr ? 'Récapitulatif' : 'Overzicht', { size: 10, bold: true });
  y += 16;
  const sum: Array<[string, string]> = fr
    ? [
        ['Montant HT', eu(d.lineNet)],
        [`TVA 20 %`, eu(d.vatT)],
        ['Montant TTC', eu(d.gross)],
      ]
    : [
        ['Totaal excl. btw', eu(d.lineNet)],
        ['Btw 21%', eu(d.vatT)],
        ['Totaal incl. btw', eu(d.gross)],
      ];
  if (d.paid)
    sum.push([fr ? 'Déjà réglé (mensualités)' : 'Reeds betaald (termijnbedragen)', `-${eu(d.paid)}`]);
  y = p.kv(y, 60, 400, sum, { size: 9 }, 14);
  p.put(y + 2, 60, fr ? 'Montant à payer' : 'Te betalen', { size: 10.5, bold: true });
  p.put(y + 2, 400, eu(d.amountDue), { size: 10.5, bold: true, right: true });
  y += 20;
  p.put(y, 60, fr ? 'Date limite de paiement' : 'Vervaldatum', { size: 9 });
  p.put(y, 400, date(d.due), { size: 9, right: true });
  y += 26;
  const debit = d.v % 4 !== 2;
  const ci = creditorId(fr ? 'FR' : 'NL', t);
  y = para(
    p,
    y,
    50,
    fr
      ? debit
        ? `Le montant de ${eu(d.amountDue)} sera prélevé le ${dmy(d.due, '/')} sur votre compte ${masked('FR', t)}. Référence unique de mandat (RUM) ${t.digits(12)}, identifiant créancier SEPA (ICS) ${ci}.`
        : `Merci de régler ${eu(d.amountDue)} avant le ${dmy(d.due, '/')} par virement en indiquant le numéro de facture ${d.number}.`
      : debit
        ? `Wij schrijven het bedrag van ${eu(d.amountDue)} op of rond ${date(d.due)} af van uw rekening ${masked('NL', t)}. Machtigingskenmerk ${t.digits(10)}, incassant-ID ${ci}.`
        : `Wilt u het bedrag van ${eu(d.amountDue)} vóór ${date(d.due)} overmaken onder vermelding van factuurnummer ${d.number}?`,
    100,
    8.5,
  );
  // page 2: specification
  y = p.next();
  p.put(y, 50, fr ? `Détail de votre facture n° ${d.number}` : `Specificatie bij factuur ${d.number}`, {
    size: 11,
    bold: true,
  });
  y += 22;
  const meter = fr ? `${t.digits(12)}` : `${t.pick(['E0025', 'E0031'])}${t.digits(11)}`;
  const a = t.int(10000, 80000);
  const kwhTot =
    Number(d.lines.find((l) => l.unit[1] === 'KWH')?.qty ?? 0) +
    Number(d.lines.filter((l) => l.unit[1] === 'KWH')[1]?.qty ?? 0);
  const mrows: Array<[string, string]> = fr
    ? [
        ['N° de compteur', meter],
        [`Index au ${dmy(d.p0, '/')}`, num(String(a), 0, 'fr')],
        [`Index au ${dmy(d.p1, '/')}`, num(String(a + kwhTot), 0, 'fr')],
        ['Consommation totale', `${num(String(kwhTot), 0, 'fr')} kWh`],
      ]
    : [
        ['Meternummer', meter],
        [`Meterstand ${dmy(d.p0, '-')}`, num(String(a), 0, 'nl')],
        [`Meterstand ${dmy(d.p1, '-')}`, num(String(a + kwhTot), 0, 'nl')],
        ['Totaal verbruik', `${num(String(kwhTot), 0, 'nl')} kWh`],
      ];
  y = p.kv(y, 50, 300, mrows, { size: 8 }, 12);
  y += 16;
  const cols: Col[] = [
    { head: fr ? 'Désignation' : 'Omschrijving', x: 50, cell: (l) => l.name },
    { head: fr ? 'Période' : 'Periode', x: 228, cell: (l) => l.period ?? '' },
    {
      head: fr ? 'Quantité' : 'Hoeveelheid',
      x: 400,
      right: true,
      cell: (l) => `${num(l.qty, 0, lg)} ${l.unit[0]}`,
    },
    { head: fr ? 'Prix unit. HT' : 'Tarief', x: 470, right: true, cell: (l) => num(l.price, l.pdp, lg) },
    { head: fr ? 'Montant HT' : 'Bedrag', x: 545, right: true, cell: (l) => money(l.net, lg) },
  ];
  y = table(p, y, cols, d.lines, { lang: lg, size: 7.5 });
  y += 6;
  p.kv(
    y,
    330,
    545,
    [
      [fr ? 'Total HT' : 'Totaal excl. btw', eu(d.lineNet)],
      [fr ? 'TVA 20 %' : 'Btw 21%', eu(d.vatT)],
      [fr ? 'Total TTC' : 'Totaal incl. btw', eu(d.gross)],
    ],
    { size: 8.5 },
    13,
  );
  const n = p.pages();
  everyPage(rows, n, (pg, all) => [
    [
      786,
      50,
      fr
        ? `${d.s.name} · Siège social : ${d.s.street}, ${d.s.pc} ${d.s.city}`
        : `${d.s.name} · Statutair gevestigd te ${d.s.city} · Directie: ${d.s.directors[0]}`,
      6.5,
    ],
    [
      795,
      50,
      fr
        ? `RCS ${d.s.court} ${d.s.reg} · TVA intracommunautaire ${d.s.vat}`
        : `KvK ${d.s.reg} · Btw-nr. ${d.s.vat} · ${d.s.street}, ${d.s.pc} ${d.s.city}`,
      6.5,
    ],
    [
      804,
      50,
      `IBAN ${spaced(d.s.iban)} · BIC ${d.s.bic}${debit ? ` · ${fr ? 'ICS' : 'Incassant-ID'} ${ci}` : ''}`,
      6.5,
    ],
    [818, 490, `${fr ? 'Page' : 'Pagina'} ${pg}/${all}`, 7],
  ]);
  return n;
}

// ================================================================ miete7

function buildMiete(v: number, h: Helpers, t: Tools): Doc {
  const f = frame('miete7', v, t);
  const leasing = v % 2 === 1;
  const s = germanSeller(t, t.pick(leasing ? DE_SELLERS.leas : DE_SELLERS.miete7));
  const b = buyerOf('DE', h);
  const mon = unit('Monat', 'MON');
  // rent is billed for the coming month: the period is the month after the issue date
  const m = Number(f.issue.slice(5, 7));
  const p0 = `2026-${String(m).padStart(2, '0')}-01`;
  const p1 = lastDay(2026, m);
  const per = `${dmy(p0)} – ${dmy(p1)}`;
  const lines: L[] = [];
  const credit = v === 4;
  if (credit) {
    lines.push(
      mk(
        'Guthaben aus Betriebskostenabrechnung 2025',
        '1',
        unit('pauschal', 'LS'),
        price(t, 150, 1800, 2),
        {},
      ),
    );
    lines.push(
      mk('Guthaben aus Heizkostenabrechnung 2025', '1', unit('pauschal', 'LS'), price(t, 50, 900, 2), {}),
    );
  } else if (!leasing) {
    const m2 = (t.int(800, 6000) / 10).toFixed(2);
    if (v % 3 === 2) {
      const start = addDays(p0, t.int(5, 20));
      const n = daysBetween(start, p1);
      lines.push(
        mk(
          `Nettokaltmiete Büro (anteilig ${n} Tage, Mietbeginn ${dmy(start)})`,
          String(n),
          unit('Tage', 'DAY'),
          price(t, 80, 260, 4),
          {
            pdp: 4,
            period: `${dmy(start)} – ${dmy(p1)}`,
          },
        ),
      );
    } else
      lines.push(
        mk(`Nettokaltmiete Büroflächen ${t.int(1, 5)}. OG`, m2, unit('m²', 'MTK'), price(t, 9, 24, 2), {
          qdp: 2,
          period: per,
        }),
      );
    if (v % 2 === 0)
      lines.push(
        mk('Lagerfläche EG', (t.int(200, 1200) / 10).toFixed(2), unit('m²', 'MTK'), price(t, 4, 8, 2), {
          qdp: 2,
          period: per,
        }),
      );
    lines.push(
      mk(
        'Tiefgaragenstellplätze',
        String(t.int(1, 8)),
        unit('Stk.', 'C62'),
        t.pick(['65.00', '85.00', '110.00']),
        { period: per },
      ),
    );
    lines.push(
      mk('Nebenkostenvorauszahlung (Betriebskosten)', '1', mon, price(t, 200, 1500, 2), { period: per }),
    );
    lines.push(mk('Heizkostenvorauszahlung', '1', mon, price(t, 80, 600, 2), { period: per }));
  } else {
    const copier = v % 4 === 1;
    lines.push(mk(`Leasingrate ${t.int(2, 47)} von 48`, '1', mon, price(t, 120, 980, 2), { period: per }));
    lines.push(
      mk('Serviceanteil Wartung und Verschleißteile', '1', mon, price(t, 20, 120, 2), { period: per }),
    );
    if (copier) {
      lines.push(
        mk('Mehrseiten Schwarz/Weiß', String(t.int(200, 9000)), unit('Seiten', 'C62'), '0.0089', {
          pdp: 4,
          period: per,
        }),
      );
      lines.push(
        mk('Mehrseiten Farbe', String(t.int(50, 3000)), unit('Seiten', 'C62'), '0.0590', {
          pdp: 4,
          period: per,
        }),
      );
    } else
      lines.push(
        mk('Mehrkilometer lt. Kilometerstand', String(t.int(100, 2500)), unit('km', 'KMT'), '0.0850', {
          pdp: 4,
          period: per,
        }),
      );
  }
  const number = `${leasing ? 'LR' : 'MR'}-2026-${String(m).padStart(2, '0')}-${t.digits(4)}`;
  const d0 = {
    ...f,
    p0,
    p1,
    lang: 'de' as Lang,
    number: credit ? `GS-2026-${t.digits(4)}` : number,
    dueShown: !credit,
    ...(credit ? { credit: { orig: `MR-2025-12-${t.digits(4)}`, date: '2025-12-01' } } : {}),
    due: addDays(p0, t.int(2, 4)),
    issue: addDays(p0, -t.int(5, 12)),
    s,
    sellerVat: v % 3 !== 1,
    sellerTaxNo: v % 3 !== 0,
    b,
    buyerVat: false,
    contact: personName(t),
    cat: 'S' as const,
    lines,
    paid: '',
    ibanShown: true,
    po: '',
  };
  return settle(d0, (i) => String((i + 1) * (v % 2 === 0 ? 1 : 10)));
}

function drawMiete(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 760);
  const leasing = d.number.startsWith('LR');
  const eu = (x: string) => `${money(x, 'de')} €`;
  p.block(
    [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. 0${t.int(30, 911)} ${t.digits(6)}`],
    330,
    44,
    { size: 8 },
  );
  p.put(110, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  p.block([d.b.name, `z. Hd. ${d.contact}`, d.b.street, `${d.b.pc} ${d.b.city}`], 50, 124, { size: 10 });
  const info: Array<[string, string]> = [
    [d.credit ? 'Gutschrift-Nr.' : 'Rechnungs-Nr.', d.number],
    ['Datum', dmy(d.issue)],
    [leasing ? 'Leasingnehmer-Nr.' : 'Mieter-Nr.', `${t.digits(5)}`],
    [
      leasing ? 'Vertrags-Nr.' : 'Mietvertrag',
      leasing ? `LV-${t.digits(7)}` : `MV ${t.int(2012, 2024)}/${t.digits(4)}`,
    ],
  ];
  if (!leasing) info.push(['Objekt-Nr.', `${t.digits(3)}.${t.digits(2)}`]);
  p.kv(130, 350, 545, info, { size: 8.5 }, 13);
  let y = 228;
  const mon = MONTH_NAMES.de[Number(d.p0.slice(5, 7)) - 1];
  p.put(
    y,
    50,
    d.credit ? 'Gutschrift' : leasing ? `Leasingrechnung ${mon} 2026` : `Mietrechnung ${mon} 2026`,
    { size: 13, bold: true },
  );
  y += 20;
  const obj = leasing
    ? d.lines.some((l) => l.unit[1] === 'KMT')
      ? `Leasingobjekt: PKW ${t.pick(['Kombi', 'Transporter', 'Limousine'])}, FIN WVW${t.digits(5)}ZZZ${t.digits(6)}, Kennzeichen ${t.pick(['K', 'F', 'M', 'S'])}-${t.pick(['AB', 'LX', 'QT'])} ${t.int(100, 9999)}`
      : `Leasingobjekt: Multifunktionssystem ${t.pick(['MX-4071', 'C3530i', 'bizhub 451i'])}, Serien-Nr. ${t.digits(9)}`
    : `Mietobjekt: Gewerbeeinheit ${d.b.street}, ${d.b.pc} ${d.b.city}`;
  y = para(p, y, 50, obj, 100, 8.5);
  if (d.credit)
    y = para(
      p,
      y + 2,
      50,
      `Gutschrift zur Rechnung ${d.credit.orig} vom ${dmy(d.credit.date)} aus der Abrechnung der Betriebs- und Heizkosten 2025.`,
      100,
      8.5,
    );
  y += 14;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => l.id },
    { head: 'Bezeichnung', x: 78, cell: (l) => l.name },
    { head: 'Zeitraum', x: 282, cell: (l) => l.period ?? '' },
    { head: 'Menge', x: 420, right: true, cell: (l) => num(l.qty, l.qdp, 'de') },
    { head: 'Einheit', x: 426, cell: (l) => l.unit[0] },
    { head: 'Preis', x: 497, right: true, cell: (l) => num(l.price, l.pdp, 'de') },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(l.net, 'de') },
  ];
  const ls = d.lines.map((l) => {
    if (l.name.length <= 42) return l;
    const cut = l.name.lastIndexOf(' (');
    return cut > 0 ? { ...l, sub: l.name.slice(cut + 1), shown: l.name.slice(0, cut) } : l;
  });
  const cols2 = cols.map((c) =>
    c.head === 'Bezeichnung' ? { ...c, cell: (l: L) => (l as L & { shown?: string }).shown ?? l.name } : c,
  );
  y = table(p, y, cols2, ls, { lang: 'de', sub: true, size: 7.5 });
  y += 8;
  y = p.kv(
    y,
    330,
    545,
    [
      [d.credit ? 'Gutschrift netto' : 'Nettobetrag', eu(d.lineNet)],
      ['zzgl. 19 % Umsatzsteuer', eu(d.vatT)],
      [d.credit ? 'Gutschriftsbetrag' : 'Rechnungsbetrag', eu(d.gross)],
    ],
    { size: 9 },
    14,
  );
  y += 12;
  const pay = d.credit
    ? `Den Gutschriftsbetrag von ${eu(d.gross)} überweisen wir in den nächsten Tagen auf Ihr bekanntes Konto.`
    : d.v % 3 === 0
      ? `Der Rechnungsbetrag wird am ${dmy(d.due)} gemäß dem uns erteilten SEPA-Lastschriftmandat (Mandatsreferenz ${t.digits(10)}) von Ihrem Konto ${masked('DE', t)} abgebucht.`
      : `Bitte zahlen Sie den Rechnungsbetrag bis spätestens ${dmy(d.due)} (3. Werktag) auf das unten genannte Konto.`;
  y = para(p, y, 50, pay, 100, 8.5);
  if (!leasing && !d.credit)
    para(
      p,
      y + 4,
      50,
      'Diese Rechnung gilt als Dauerrechnung bis zur nächsten Änderung. Der Vermieter hat gemäß § 9 UStG auf die Steuerbefreiung verzichtet.',
      112,
      8,
    );
  const n = p.pages();
  footerDe(rows, d, n);
  return n;
}

// ================================================================ entry

const BUILD: Record<Tpl, (v: number, h: Helpers, t: Tools) => Doc> = {
  strom7: buildStrom,
  telko7: buildTelko,
  saas7: buildSaas,
  host7: buildHost,
  cloud7: buildCloud,
  mkt7: buildMkt,
  nrj7: buildNrj,
  miete7: buildMiete,
};
const DRAW: Record<Tpl, (d: Doc, rows: Row[]) => number> = {
  strom7: drawStrom,
  telko7: drawTelko,
  saas7: drawSaas,
  host7: drawHost,
  cloud7: drawCloud,
  mkt7: drawMkt,
  nrj7: drawNrj,
  miete7: drawMiete,
};

/** Document k of blind38: layout k mod 8, variant k div 8. */
export function generateBlind38(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND38_TPLS[k % BLIND38_TPLS.length] as Tpl;
  const v = Math.floor(k / BLIND38_TPLS.length);
  const d = BUILD[tpl](v, h, t);
  const rows: Row[] = [];
  const nPages = DRAW[tpl](d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
