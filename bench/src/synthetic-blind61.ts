/**
 * Held-out set blind61 (session 29, issue 19): IT, software and telecom services between
 * businesses, written before reading anything of the extractor. Eight layouts, one per document in
 * turn: a software reseller's licence invoice (lizenz30), a cloud provider's usage invoice in USD
 * with reverse charge (cloud30), an IT service company's support invoice with a prepaid hours block
 * (support30), a telecom provider's business bill per SIM (telekom30), a web agency's hosting and
 * domain renewals (hosting30), a managed print service's click invoice (druck30), a UK IT
 * consultancy (consult30) and a French ESN in régie (esn30).
 *
 * Truth rules: only what is printed. Line ids are the printed position where a position column
 * exists (lizenz30 10, 20, 30 …, cloud30 "#", telekom30, druck30, esn30), else 1, 2, 3 … in printed
 * order (support30, hosting30, consult30). A row's period (its own column or the line under the name) is no part of
 * the item name. Credits are rows with a negative quantity at a positive price; rows at zero (free
 * tiers, hours drawn from a prepaid block) are lines with net 0.00.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  dachParty,
  everyPage,
  type Generated,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  longDate,
  pager,
  type Tools,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND61_TPLS = [
  'lizenz30',
  'cloud30',
  'support30',
  'telekom30',
  'hosting30',
  'druck30',
  'consult30',
  'esn30',
] as const;
type Tpl = (typeof BLIND61_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';

const UNITS: Record<string, string> = {
  Lizenz: 'C62',
  Nutzer: 'C62',
  Monat: 'MON',
  Monate: 'MON',
  Jahr: 'ANN',
  'GB-Mo': 'E34',
  GB: 'E34',
  Hrs: 'HUR',
  'M req': 'C62',
  Std: 'HUR',
  'Std.': 'HUR',
  pauschal: 'LS',
  Min: 'MIN',
  Stk: 'H87',
  'Stk.': 'H87',
  Seiten: 'ZP',
  days: 'DAY',
  miles: 'SMI',
  item: 'C62',
  jours: 'DAY',
  km: 'KMT',
  forfait: 'LS',
};
for (const [u, c] of Object.entries(UNITS))
  if (!codelists.isValidCode('unit', c)) throw new Error(`blind61: unit ${u} → ${c} not a code`);

interface Line {
  id: string;
  name: string;
  period: string;
  qty: string;
  unit: string;
  price: string;
  dp: number;
  net: string;
  rate: string;
  cat: 'S' | 'AE';
}

interface Doc {
  tpl: Tpl;
  lang: Lang;
  cur: string;
  number: string;
  issue: string;
  due: string;
  po: string;
  s: KitParty;
  b: KitParty;
  buyerVat: boolean;
  taxNo: string;
  iban: string;
  bic: string;
  lines: Line[];
  reason: string;
  ref: Array<[string, string]>;
  t: Tools;
}

/** A number with `dp` decimals in the language's notation (fr: narrow no-break space groups). */
function num(v: string, dp: number, lang: Lang): string {
  const neg = dec(v).isNegative();
  const [i = '0', f = ''] = dec(v).abs().toFixed(dp).split('.');
  const th = lang === 'en' ? ',' : lang === 'fr' ? '\u202f' : '.';
  const dm = lang === 'en' ? '.' : ',';
  const s = `${i.replace(/\B(?=(\d{3})+(?!\d))/g, th)}${f ? `${dm}${f}` : ''}`;
  return neg ? `-${s}` : s;
}
const money = (v: string, lang: Lang) => num(v, 2, lang);
/** A quantity as printed: as many decimals as it has. */
const qtyOf = (v: string, lang: Lang) => {
  const d = dec(v);
  const dp = d.decimalPlaces();
  return num(v, dp, lang);
};

/** The first of a month plus n months (ISO). */
function addMonths(iso: string, n: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + n;
  return `${y + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
}
const dmy = (iso: string, sep = '.') => {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${y}`;
};
const ukDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  const mon = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[Number(m) - 1];
  return `${Number(d)} ${mon} ${y}`;
};

function line(
  id: string,
  name: string,
  period: string,
  qty: string,
  unit: string,
  price: string,
  dp: number,
  rate: string,
  cat: 'S' | 'AE' = 'S',
): Line {
  const net = round(dec(qty).times(dec(price)));
  return { id, name, period, qty, unit, price, dp, net, rate, cat };
}

/** Ids 1, 2, 3 … in printed order. */
function renumber(lines: Line[]) {
  lines.forEach((l, k) => {
    l.id = String(k + 1);
  });
}

function sums(d: Doc) {
  const groups = new Map<string, { cat: string; rate: string; base: string }>();
  for (const l of d.lines) {
    const k = `${l.cat}|${l.rate}`;
    const g = groups.get(k) ?? { cat: l.cat, rate: l.rate, base: '0' };
    g.base = round(dec(g.base).plus(dec(l.net)));
    groups.set(k, g);
  }
  const vat = [...groups.values()].map((g) => ({
    ...g,
    tax: round(dec(g.base).times(dec(g.rate)).dividedBy(100)),
  }));
  const lineNet = round(d.lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(lineNet).plus(dec(vatT)));
  return { vat, lineNet, vatT, gross };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  const { vat, lineNet, vatT, gross } = sums(d);
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.due) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    vatId: d.s.vat,
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: lineNet,
    taxExclusive: lineNet,
    vatTotal: vatT,
    taxInclusive: gross,
    amountDue: gross,
  };
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: v.cat,
    rate: v.rate,
    ...(v.cat === 'AE' ? { exemptionReason: d.reason } : {}),
  }));
  inv.lines = d.lines.map((l) =>
    synthLine({
      id: l.id,
      qty: l.qty,
      uc: UNITS[l.unit] ?? 'C62',
      net: l.net,
      netPrice: dec(l.price).toFixed(Math.max(2, dec(l.price).decimalPlaces())),
      category: l.cat,
      rate: l.rate,
      name: l.name,
    }),
  );
  return inv;
}

const pick2 = <T>(t: Tools, xs: readonly T[], n: number): T[] => {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(t.int(0, pool.length - 1), 1)[0] as T);
  return out;
};

/** Dates of a document in 2026: issue, and the first of its service month. */
function baseDates(t: Tools) {
  const m = t.int(1, 11);
  const issue = `2026-${String(m + 1).padStart(2, '0')}-${String(t.int(1, 27)).padStart(2, '0')}`;
  const first = `2026-${String(m).padStart(2, '0')}-01`;
  const last = addDays(`2026-${String(m + 1).padStart(2, '0')}-01`, -1);
  return { issue, first, last, m };
}

const DE_SELLERS: Record<string, string[]> = {
  lizenz30: ['Lizenzwerk Software GmbH', 'SoftSource Distribution GmbH', 'Keylane Lizenzservice GmbH'],
  support30: ['Bitfeld IT-Service GmbH', 'Netzhafen Systemhaus GmbH & Co. KG', 'Serverwacht IT e.K.'],
  telekom30: ['Funkstrecke Business Telecom GmbH', 'Wellenreich Kommunikation AG'],
  hosting30: [
    'Pixelhafen Webagentur GmbH',
    'Seitenwerk Digital UG (haftungsbeschränkt)',
    'Klickmanufaktur GmbH',
  ],
  druck30: ['Tonerwerk Managed Print GmbH', 'Blattwerk Bürosysteme GmbH'],
};
const DE_BUYERS = [
  'Hellmann Präzisionsteile GmbH',
  'Steuerkanzlei Brandt & Partner mbB',
  'Nordlicht Logistik GmbH',
  'Adler Apotheken Service KG',
  'Kessler Maschinenbau GmbH',
  'Ostsee Immobilien Verwaltung GmbH',
  'Rheinblick Hotelbetriebe GmbH',
  'Lindner Elektrotechnik GmbH',
];

function deParties(tpl: Tpl, t: Tools) {
  const s = dachParty('DE', t.pick(DE_SELLERS[tpl] ?? ['Muster GmbH']), t);
  const b = dachParty('DE', t.pick(DE_BUYERS), t);
  return { s, b };
}

// ---------------------------------------------------------------- builders

function buildLizenz(t: Tools): Doc {
  const { s, b } = deParties('lizenz30', t);
  const { issue } = baseDates(t);
  const start = `${issue.slice(0, 8)}01`;
  const yearly = t.rnd() < 0.5;
  const end = addDays(addMonths(start, 12), -1);
  const monthEnd = addDays(addMonths(start, 1), -1);
  const period = `${dmy(start)} – ${dmy(yearly ? end : monthEnd)}`;
  const products: Array<[string, string]> = [
    ['Office Suite Business Standard (Jahresabo)', '149.40'],
    ['CAD Professional 2026 Subscription', '2214.00'],
    ['Endpoint Protection Advanced', '38.90'],
    ['Projektmanagement Cloud Team', '118.80'],
    ['Backup & Recovery Agent Server', '412.50'],
    ['Collaboration Suite E3', '279.60'],
    ['PDF Editor Pro Volumenlizenz', '89.99'],
  ];
  const lines: Line[] = [];
  let pos = 10;
  const next = () => {
    const id = String(pos);
    pos += 10;
    return id;
  };
  for (const [name, price] of pick2(t, products, t.int(3, 5))) {
    const seats = String(t.int(3, 60));
    if (!yearly) {
      const monthly = round(dec(price).dividedBy(12));
      lines.push(line(next(), `${name} monatlich`, period, seats, 'Lizenz', monthly, 2, '19'));
      continue;
    }
    lines.push(line(next(), name, period, seats, t.pick(['Lizenz', 'Nutzer']), price, 2, '19'));
    if (t.rnd() < 0.5) {
      const months = t.int(2, 11);
      const pr = dec(price).times(months).dividedBy(12).toDecimalPlaces(4).toFixed(4);
      const from = addMonths(start, 12 - months);
      lines.push(
        line(
          next(),
          `${name} – Nachlizenzierung anteilig ${months}/12`,
          `${dmy(from)} – ${dmy(end)}`,
          String(t.int(1, 8)),
          'Lizenz',
          pr,
          4,
          '19',
        ),
      );
    }
    if (t.rnd() < 0.35) {
      const months = t.int(2, 9);
      const pr = dec(price).times(months).dividedBy(12).toDecimalPlaces(4).toFixed(4);
      const from = addMonths(start, 12 - months);
      lines.push(
        line(
          next(),
          `Gutschrift ${name} – Reduzierung anteilig ${months}/12`,
          `${dmy(from)} – ${dmy(end)}`,
          String(-t.int(1, 4)),
          'Lizenz',
          pr,
          4,
          '19',
        ),
      );
    }
  }
  lines.push(
    line(
      next(),
      'Softwarepflege und Update-Service',
      period,
      yearly ? '12' : '1',
      'Monat',
      `${t.int(15, 95)}.00`,
      2,
      '19',
    ),
  );
  return {
    tpl: 'lizenz30',
    lang: 'de',
    cur: 'EUR',
    number: `LR-${t.digits(7)}`,
    issue,
    due: addDays(issue, t.pick([14, 30])),
    po: t.rnd() < 0.6 ? `BE-${t.int(2026, 2026)}-${t.digits(4)}` : '',
    s,
    b,
    buyerVat: t.rnd() < 0.5,
    taxNo: '',
    iban: ibanOf('DE', t),
    bic: bicOf('DE', t),
    lines,
    reason: '',
    ref: [
      ['Kundennummer', t.digits(8)],
      ['Vertragsnummer', `${t.digits(4)}-${t.digits(6)}`],
    ],
    t,
  };
}

function buildCloud(t: Tools): Doc {
  const s = anyParty(t.pick(['IE', 'LU'] as const), { rnd: t.rnd } as never, t);
  const b = dachParty('DE', t.pick(DE_BUYERS), t);
  const { issue, first, last } = baseDates(t);
  const period = `${ukDate(first)} – ${ukDate(last)}`;
  const svc: Array<[string, string, string, number, () => string]> = [
    ['Compute Instances – general purpose (4 vCPU)', 'Hrs', '0.19200', 5, () => String(t.int(300, 2976))],
    ['Compute Instances – memory optimised', 'Hrs', '0.33760', 5, () => String(t.int(100, 1488))],
    ['Block Storage SSD', 'GB-Mo', '0.0952', 4, () => `${t.int(200, 4000)}.${t.int(10, 99)}`],
    ['Object Storage Standard', 'GB-Mo', '0.02300', 5, () => `${t.int(500, 30000)}.${t.digits(3)}`],
    ['Data Transfer Out – Internet', 'GB', '0.0850', 4, () => `${t.int(50, 9000)}.${t.digits(2)}`],
    ['API Gateway Requests (per million)', 'M req', '3.50000', 5, () => `${t.int(1, 90)}.${t.digits(4)}`],
    [
      'Serverless Function Requests (per million)',
      'M req',
      '0.20000',
      5,
      () => `${t.int(2, 400)}.${t.digits(4)}`,
    ],
    ['Managed Database – db.medium', 'Hrs', '0.1820', 4, () => String(t.int(200, 744))],
  ];
  const lines: Line[] = [];
  let i = 1;
  for (const [name, u, p, dp, q] of pick2(t, svc, t.int(4, 7))) {
    lines.push(line(String(i++), name, period, q(), u, p, dp, '0', 'AE'));
  }
  const free: Array<[string, string]> = [
    ['Serverless Function Requests – Free Tier', 'M req'],
    ['Data Transfer Out – first 100 GB Free Tier', 'GB'],
    ['Object Storage – Free Tier 5 GB', 'GB-Mo'],
  ];
  for (const [name, u] of pick2(t, free, t.int(1, 2)))
    lines.splice(
      t.int(0, lines.length),
      0,
      line('', name, period, `${t.int(1, 99)}.${t.digits(2)}`, u, '0.00000', 5, '0', 'AE'),
    );
  if (t.rnd() < 0.5)
    lines.push(line('', 'Promotional credit', period, '-1', 'item', `${t.int(25, 300)}.00`, 2, '0', 'AE'));
  renumber(lines);
  const cc = s.country;
  return {
    tpl: 'cloud30',
    lang: 'en',
    cur: 'USD',
    number: `${t.digits(10)}`,
    issue,
    due: addDays(issue, 30),
    po: '',
    s,
    b,
    buyerVat: true,
    taxNo: '',
    iban: ibanOf(cc, t),
    bic: bicOf(cc, t),
    lines,
    reason: 'Reverse charge',
    ref: [
      ['Account ID', t.digits(12)],
      ['Billing period', period],
    ],
    t,
  };
}

function buildSupport(t: Tools): Doc {
  const { s, b } = deParties('support30', t);
  const { issue, first, last } = baseDates(t);
  const lines: Line[] = [];
  const rate = `${t.int(85, 125)}.00`;
  const tasks = [
    'Fehleranalyse Exchange-Postfach',
    'Einrichtung neuer Arbeitsplatz',
    'Firewall-Regeln angepasst',
    'Druckertreiber verteilt',
    'Backup-Rücksicherung Fileserver',
    'VPN-Zugang eingerichtet',
    'Update Warenwirtschaft',
    'Patchday Server',
  ];
  const rows = pick2(t, tasks, t.int(3, 6));
  let day = 2;
  for (const task of rows) {
    day += t.int(1, 4);
    const ticket = `Ticket ${t.digits(6)}`;
    const hrs = `${t.int(0, 4)}.${t.pick(['25', '5', '75', '0'])}`.replace(/\.0$/, '');
    const h = dec(hrs).isZero() ? '0.5' : hrs;
    lines.push(
      line(
        '',
        `${ticket} ${task} (aus Stundenkontingent)`,
        dmy(addDays(first, day)),
        h,
        'Std.',
        '0.00',
        2,
        '19',
      ),
    );
  }
  if (t.rnd() < 0.7)
    lines.push(
      line('', 'Mehrstunden über Kontingent', dmy(last), String(t.int(1, 9)), 'Std.', rate, 2, '19'),
    );
  lines.push(
    line(
      '',
      'Vor-Ort-Einsatz Anfahrtspauschale Zone 2',
      dmy(addDays(first, day + 1)),
      '1',
      'pauschal',
      `${t.int(35, 69)}.00`,
      2,
      '19',
    ),
  );
  lines.push(
    line(
      '',
      'Fahrzeit',
      dmy(addDays(first, day + 1)),
      t.pick(['0.5', '1', '1.5']),
      'Std.',
      round(dec(rate).dividedBy(2)),
      2,
      '19',
    ),
  );
  if (t.rnd() < 0.6)
    lines.push(
      line(
        '',
        'Neues Stundenkontingent 10 Std. (Laufzeit 12 Monate ab Folgemonat)',
        dmy(last),
        '10',
        'Std.',
        round(dec(rate).times(0.9)),
        2,
        '19',
      ),
    );
  renumber(lines);
  return {
    tpl: 'support30',
    lang: 'de',
    cur: 'EUR',
    number: `${issue.slice(0, 4)}${t.digits(5)}`,
    issue,
    due: addDays(issue, 14),
    po: '',
    s,
    b,
    buyerVat: false,
    taxNo: `${t.int(10, 99)}/${t.digits(3)}/${t.digits(5)}`,
    iban: ibanOf('DE', t),
    bic: bicOf('DE', t),
    lines,
    reason: '',
    ref: [
      ['Rahmenvertrag', `RV-${t.digits(4)}`],
      ['Kunden-Nr.', t.digits(6)],
      ['Leistungszeitraum', `${dmy(first)} – ${dmy(last)}`],
    ],
    t,
  };
}

function phone(t: Tools) {
  return `0${t.pick(['151', '160', '171', '176'])} ${t.digits(7)}`;
}

function buildTelekom(t: Tools, big: boolean): Doc {
  const { s, b } = deParties('telekom30', t);
  const { issue, first, last } = baseDates(t);
  const per = `${dmy(first).slice(0, 6)}–${dmy(last)}`;
  const plans: Array<[string, string]> = [
    ['Business Mobil S', '19.95'],
    ['Business Mobil M', '29.95'],
    ['Business Mobil L', '44.95'],
    ['Business Data SIM 50 GB', '24.9500'],
  ];
  const lines: Line[] = [];
  let pos = 1;
  const nSim = big ? t.int(36, 46) : t.int(4, 8);
  for (let k = 0; k < nSim; k++) {
    const [n, p] = t.pick(plans);
    lines.push(
      line(
        String(pos++),
        `${n} Rufnr. ${phone(t)}`,
        per,
        '1',
        'Monat',
        p,
        dec(p).decimalPlaces() > 2 ? 4 : 2,
        '19',
      ),
    );
  }
  lines.push(
    line(
      String(pos++),
      'Verbindungen in fremde Netze national',
      per,
      String(t.int(40, 900)),
      'Min',
      '0.0900',
      4,
      '19',
    ),
  );
  lines.push(
    line(String(pos++), 'Sonderrufnummern 0180', per, String(t.int(0, 40)), 'Min', '0.1400', 4, '19'),
  );
  lines.push(line(String(pos++), 'Roaming Daten Zone 2', per, '0', 'GB', '4.9900', 4, '19'));
  if (t.rnd() < 0.6)
    lines.push(
      line(
        String(pos++),
        'Anschlusspreis neue SIM-Karte',
        dmy(addDays(first, t.int(1, 20))),
        String(t.int(1, 3)),
        'Stk.',
        '29.95',
        2,
        '19',
      ),
    );
  if (t.rnd() < 0.7)
    lines.push(
      line(String(pos++), 'Gutschrift Störung Kulanz', per, '-1', 'Stk.', `${t.int(5, 40)}.00`, 2, '19'),
    );
  return {
    tpl: 'telekom30',
    lang: 'de',
    cur: 'EUR',
    number: `${t.digits(3)} ${t.digits(3)} ${t.digits(4)}`,
    issue,
    due: addDays(issue, 10),
    po: '',
    s,
    b,
    buyerVat: false,
    taxNo: '',
    iban: ibanOf('DE', t),
    bic: bicOf('DE', t),
    lines,
    reason: '',
    ref: [
      ['Kundennummer', t.digits(10)],
      ['Rahmenvertrag', t.digits(8)],
      ['Abrechnungszeitraum', `${dmy(first)} – ${dmy(last)}`],
    ],
    t,
  };
}

function buildHosting(t: Tools): Doc {
  const { s, b } = deParties('hosting30', t);
  const { issue } = baseDates(t);
  const start = addDays(issue, t.int(3, 20));
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const per = `${dmy(start)}–${dmy(end)}`;
  const word = t.pick(['hellmann', 'nordlicht', 'rheinblick', 'kessler', 'adler-service', 'lindner-et']);
  const lines: Line[] = [];
  lines.push(
    line('', 'Webhosting Business Plus', per, '12', 'Monate', t.pick(['9.90', '14.90', '24.90']), 2, '19'),
  );
  const tlds: Array<[string, string]> = [
    ['.de', '12.00'],
    ['.com', '18.50'],
    ['.eu', '14.00'],
    ['.at', '24.00'],
    ['.ch', '19.80'],
    ['.shop', '39.00'],
  ];
  for (const [tld, p] of pick2(t, tlds, t.int(2, 4)))
    lines.push(line('', `Domain ${word}${tld} Verlängerung`, per, '1', 'Jahr', p, 2, '19'));
  if (t.rnd() < 0.7)
    lines.push(
      line('', `SSL-Zertifikat Wildcard *.${word}.de`, per, '1', 'Jahr', `${t.int(79, 249)}.00`, 2, '19'),
    );
  else lines.push(line('', `SSL-Zertifikat DV www.${word}.de`, per, '1', 'Jahr', '0.00', 2, '19'));
  lines.push(line('', 'E-Mail-Postfach 50 GB', per, String(t.int(3, 25)), 'Stk.', '1.4900', 4, '19'));
  if (t.rnd() < 0.5)
    lines.push(line('', 'Wartungsvertrag CMS Updates', per, String(t.int(4, 12)), 'Std.', '75.00', 2, '19'));
  if (t.rnd() < 0.5)
    lines.push(
      line(
        '',
        `Domain ${word}.net gekündigt – Gutschrift Restlaufzeit`,
        `bis ${dmy(end)}`,
        '-1',
        'Jahr',
        '7.50',
        2,
        '19',
      ),
    );
  renumber(lines);
  return {
    tpl: 'hosting30',
    lang: 'de',
    cur: 'EUR',
    number: `RE-${issue.slice(2, 4)}-${t.digits(4)}`,
    issue,
    due: addDays(issue, 7),
    po: '',
    s,
    b,
    buyerVat: false,
    taxNo: '',
    iban: ibanOf('DE', t),
    bic: bicOf('DE', t),
    lines,
    reason: '',
    ref: [['Kd.-Nr.', `K${t.digits(5)}`]],
    t,
  };
}

function buildDruck(t: Tools): Doc {
  const { s, b } = deParties('druck30', t);
  const { issue, first, last } = baseDates(t);
  const per = `${dmy(first).slice(0, 6)}–${dmy(last)}`;
  const lines: Line[] = [];
  let pos = 1;
  const devices = [
    'MFP A3 Farbe 45 S./Min.',
    'MFP A4 s/w 40 S./Min.',
    'Etagendrucker A4 Farbe',
    'Großformat-MFP A3 Farbe 60 S./Min.',
  ];
  let min = 0;
  for (const dv of pick2(t, devices, t.int(2, 3))) {
    const sn = `${t.pick(['A7PU', 'AA2K', 'X9TR'])}0${t.digits(8)}`;
    lines.push(
      line(String(pos++), `Gerätemiete ${dv} SN ${sn}`, per, '1', 'Monat', `${t.int(39, 189)}.00`, 2, '19'),
    );
    const bw = String(t.int(800, 14000));
    const col = String(t.int(0, 4000));
    lines.push(
      line(
        String(pos++),
        `Seiten s/w SN ${sn}`,
        per,
        bw,
        'Seiten',
        t.pick(['0.0089', '0.0075', '0.0112']),
        4,
        '19',
      ),
    );
    lines.push(
      line(
        String(pos++),
        `Seiten Farbe SN ${sn}`,
        per,
        col,
        'Seiten',
        t.pick(['0.0590', '0.0475', '0.0650']),
        4,
        '19',
      ),
    );
    min += Number(bw);
  }
  const minVol = Math.ceil((min + t.int(500, 3000)) / 1000) * 1000;
  if (t.rnd() < 0.6)
    lines.push(
      line(
        String(pos++),
        `Mindestvolumen ${num(String(minVol), 0, 'de')} Seiten s/w nicht erreicht – Differenz`,
        per,
        String(minVol - min),
        'Seiten',
        '0.0075',
        4,
        '19',
      ),
    );
  if (t.rnd() < 0.5)
    lines.push(
      line(
        String(pos++),
        'Servicetechniker Einsatz außerhalb Vertrag',
        dmy(addDays(first, t.int(3, 20))),
        '1.5',
        'Std.',
        '89.00',
        2,
        '19',
      ),
    );
  return {
    tpl: 'druck30',
    lang: 'de',
    cur: 'EUR',
    number: `MPS${t.digits(6)}`,
    issue,
    due: addDays(issue, 14),
    po: '',
    s,
    b,
    buyerVat: t.rnd() < 0.5,
    taxNo: '',
    iban: ibanOf('DE', t),
    bic: bicOf('DE', t),
    lines,
    reason: '',
    ref: [
      ['Vertrag', `MPS-${t.digits(5)}`],
      ['Ablesedatum', dmy(last)],
    ],
    t,
  };
}

const UK_PLACES: Array<[string, string, string]> = [
  ['Manchester', 'M1 3HU', 'Princess Street'],
  ['Leeds', 'LS1 4AP', 'Wellington Street'],
  ['Bristol', 'BS1 6QH', 'Victoria Street'],
  ['Reading', 'RG1 1AX', 'Friar Street'],
];
function ukParty(t: Tools, name: string): KitParty {
  const [city, pc, st] = t.pick(UK_PLACES);
  const vat = `GB${t.digits(9)}`;
  return { name, street: `${t.int(2, 120)} ${st}`, pc, city, country: 'GB', vat, vatShown: vat };
}

function buildConsult(t: Tools): Doc {
  const s = ukParty(
    t,
    t.pick([
      'Thornbury Digital Consulting Ltd',
      'Kestrel Systems Advisory Ltd',
      'Ashdown Cloud Partners Ltd',
    ]),
  );
  const eu = t.rnd() < 0.25;
  const b = eu
    ? dachParty('DE', t.pick(DE_BUYERS), t)
    : ukParty(
        t,
        t.pick(['Harrowgate Insurance Services Ltd', 'Pennine Foods plc', 'Brookfield Retail Group Ltd']),
      );
  const { issue, first, last } = baseDates(t);
  const rate = eu ? '0' : '20';
  const cat = eu ? 'AE' : 'S';
  const lines: Line[] = [];
  const roles: Array<[string, string]> = [
    ['Senior Solution Architect', '950.00'],
    ['Cloud Migration Engineer', '725.00'],
    ['Project Manager', '680.00'],
    ['Security Consultant', '875.00'],
  ];
  for (const [r, p] of pick2(t, roles, t.int(1, 3)))
    lines.push(
      line(
        '',
        `${r} – day rate`,
        `${ukDate(first)} to ${ukDate(last)}`,
        String(t.int(2, 18) + t.pick([0, 0, 0.5])),
        'days',
        p,
        2,
        rate,
        cat,
      ),
    );
  lines.push(
    line(
      '',
      'Expenses at cost: rail travel',
      '',
      '1',
      'item',
      `${t.int(80, 390)}.${t.digits(2)}`,
      2,
      rate,
      cat,
    ),
  );
  if (t.rnd() < 0.7)
    lines.push(
      line(
        '',
        'Expenses at cost: hotel',
        '',
        String(t.int(1, 6)),
        'item',
        `${t.int(95, 180)}.00`,
        2,
        rate,
        cat,
      ),
    );
  lines.push(line('', 'Mileage', '', String(t.int(40, 420)), 'miles', '0.45', 2, rate, cat));
  renumber(lines);
  return {
    tpl: 'consult30',
    lang: 'en',
    cur: eu ? 'EUR' : 'GBP',
    number: `INV-${t.digits(5)}`,
    issue,
    due: addDays(issue, 30),
    po: t.rnd() < 0.7 ? `PO${t.digits(7)}` : '',
    s,
    b,
    buyerVat: eu,
    taxNo: '',
    iban: ibanWithGB(t),
    bic: t.pick(['BARCGB22', 'NWBKGB2L']),
    lines,
    reason: 'Reverse charge',
    ref: [['Engagement', `SOW-${t.digits(4)}`]],
    t,
  };
}
function ibanWithGB(t: Tools) {
  return ibanOf('GB', t);
}

const FR_PLACES: Array<[string, string, string]> = [
  ['Lyon', '69002', 'rue de la République'],
  ['Nantes', '44000', 'quai de la Fosse'],
  ['Paris', '75009', 'rue La Fayette'],
  ['Toulouse', '31000', 'allées Jean Jaurès'],
];
function frParty(t: Tools, name: string): KitParty {
  const [city, pc, st] = t.pick(FR_PLACES);
  const vat = `FR${t.digits(2)}${t.digits(9)}`;
  return { name, street: `${t.int(2, 140)} ${st}`, pc, city, country: 'FR', vat, vatShown: vat };
}

function buildEsn(t: Tools): Doc {
  const s = frParty(t, t.pick(['Octet Conseil SAS', 'Numéria Services SAS', 'Kernel & Cie SARL']));
  const b = frParty(
    t,
    t.pick(['Groupe Valmont SA', 'Mutuelle des Artisans du Rhône', 'Transports Girardin SAS']),
  );
  const { issue, first, last, m } = baseDates(t);
  const mois = longDate(first, 'fr').split(' ').slice(1).join(' ');
  const lines: Line[] = [];
  let pos = 1;
  const people = ['Julien Moreau', 'Camille Lefèvre', 'Nicolas Roux', 'Sarah Benali', 'Thomas Faure'];
  for (const p of pick2(t, people, t.int(1, 3))) {
    const j = String(t.int(8, 21) + t.pick([0, 0, 0.5]));
    lines.push(
      line(
        String(pos++),
        `Prestation en régie – ${p}, ${t.pick(['développeur Java senior', 'chef de projet', 'architecte cloud', 'consultant DevOps'])} – ${mois}`,
        `${dmy(first, '/')} au ${dmy(last, '/')}`,
        j,
        'jours',
        `${t.int(450, 850)}.00`,
        2,
        '20',
      ),
    );
  }
  lines.push(
    line(
      String(pos++),
      'Frais de déplacement (indemnités kilométriques)',
      '',
      String(t.int(60, 900)),
      'km',
      '0.6030',
      4,
      '20',
    ),
  );
  if (t.rnd() < 0.6)
    lines.push(
      line(
        String(pos++),
        'Frais de déplacement – forfait repas',
        '',
        String(t.int(4, 20)),
        'forfait',
        '20.70',
        2,
        '20',
      ),
    );
  if (t.rnd() < 0.4)
    lines.push(
      line(
        String(pos++),
        'Avoir jour non travaillé (régularisation mois précédent)',
        '',
        '-1',
        'jours',
        lines[0]?.price ?? '500.00',
        2,
        '20',
      ),
    );
  void m;
  return {
    tpl: 'esn30',
    lang: 'fr',
    cur: 'EUR',
    number: `F${issue.slice(0, 4)}-${t.digits(4)}`,
    issue,
    due: addDays(issue, 45),
    po: t.rnd() < 0.6 ? `BC-${t.digits(6)}` : '',
    s,
    b,
    buyerVat: true,
    taxNo: '',
    iban: ibanOfCountry('FR', t),
    bic: t.pick(['BNPAFRPPXXX', 'CRLYFRPP', 'SOGEFRPP']),
    lines,
    reason: '',
    ref: [
      ['SIRET', `${t.digits(3)} ${t.digits(3)} ${t.digits(3)} ${t.digits(5)}`],
      ['Contrat cadre', `CC-${t.digits(5)}`],
    ],
    t,
  };
}

// ---------------------------------------------------------------- drawing

interface Labels {
  title: string;
  no: string;
  date: string;
  due: string;
  po: string;
  vatS: string;
  vatB: string;
  net: string;
  vat: (r: string) => string;
  gross: string;
  iban: string;
  bic: string;
  page: (p: number, n: number) => string;
  cols: string[];
  date_: (iso: string) => string;
}

const LABELS: Record<Tpl, Labels> = {
  lizenz30: {
    title: 'RECHNUNG',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    po: 'Ihre Bestellung',
    vatS: 'USt-IdNr.',
    vatB: 'Ihre USt-IdNr.',
    net: 'Nettobetrag',
    vat: (r) => `zzgl. ${r} % USt.`,
    gross: 'Rechnungsbetrag EUR',
    iban: 'IBAN',
    bic: 'BIC',
    page: (p, n) => `Seite ${p} von ${n}`,
    cols: ['Pos.', 'Artikel', 'Lizenzzeitraum', 'Menge', 'Einheit', 'Einzelpreis €', 'Gesamt €'],
    date_: (d) => dmy(d),
  },
  cloud30: {
    title: 'Tax Invoice',
    no: 'Invoice Number',
    date: 'Invoice Date',
    due: 'Payment Due',
    po: 'PO',
    vatS: 'VAT Registration',
    vatB: 'Customer VAT ID',
    net: 'Subtotal (USD)',
    vat: () => 'VAT 0% (reverse charge)',
    gross: 'Total Amount Due (USD)',
    iban: 'IBAN',
    bic: 'SWIFT',
    page: (p, n) => `Page ${p} of ${n}`,
    cols: ['#', 'Service', 'Usage', 'Unit', 'Rate (USD)', 'Amount (USD)'],
    date_: (d) => longDate(d, 'en'),
  },
  support30: {
    title: 'Rechnung',
    no: 'Rechnung Nr.',
    date: 'Datum',
    due: 'Fällig',
    po: '',
    vatS: 'USt-ID',
    vatB: '',
    net: 'Summe netto',
    vat: (r) => `MwSt. ${r}%`,
    gross: 'Gesamtbetrag',
    iban: 'IBAN',
    bic: 'BIC',
    page: (p, n) => `${p}/${n}`,
    cols: ['Datum', 'Leistung', 'Menge', 'Einh.', 'Satz', 'Betrag'],
    date_: (d) => dmy(d),
  },
  telekom30: {
    title: 'Ihre Rechnung',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Abbuchung/Fälligkeit',
    po: '',
    vatS: 'USt-IdNr.',
    vatB: '',
    net: 'Summe netto',
    vat: (r) => `Umsatzsteuer ${r} %`,
    gross: 'Rechnungsbetrag',
    iban: 'IBAN',
    bic: 'BIC',
    page: (p, n) => `Seite ${p}/${n}`,
    cols: ['Nr.', 'Leistung', 'Zeitraum', 'Menge', 'Einh.', 'Preis €', 'Betrag €'],
    date_: (d) => dmy(d),
  },
  hosting30: {
    title: 'Rechnung',
    no: 'Rechnungs-Nr.',
    date: 'Datum',
    due: 'Zahlungsziel',
    po: '',
    vatS: 'USt-IdNr.',
    vatB: '',
    net: 'Zwischensumme',
    vat: (r) => `${r} % MwSt.`,
    gross: 'Endbetrag',
    iban: 'IBAN',
    bic: 'BIC',
    page: (p, n) => `Seite ${p} von ${n}`,
    cols: ['Leistung', 'Laufzeit', 'Anz.', 'Einheit', 'Preis', 'Summe'],
    date_: (d) => dmy(d),
  },
  druck30: {
    title: 'RECHNUNG Managed Print Services',
    no: 'Rechnungs-Nr.',
    date: 'Datum',
    due: 'Fällig am',
    po: '',
    vatS: 'USt-IdNr.',
    vatB: 'USt-IdNr. Kunde',
    net: 'Netto',
    vat: (r) => `USt ${r} %`,
    gross: 'Brutto',
    iban: 'IBAN',
    bic: 'BIC',
    page: (p, n) => `Seite ${p} von ${n}`,
    cols: ['Pos', 'Bezeichnung', 'Zeitraum', 'Menge', 'Einh.', 'Preis/Einh. €', 'Betrag €'],
    date_: (d) => dmy(d),
  },
  consult30: {
    title: 'INVOICE',
    no: 'Invoice no.',
    date: 'Invoice date',
    due: 'Payment due',
    po: 'Your PO',
    vatS: 'VAT Reg. No.',
    vatB: 'Customer VAT no.',
    net: 'Net total',
    vat: (r) => (r === '0' ? 'VAT 0% reverse charge' : `VAT @ ${r}%`),
    gross: 'Total due',
    iban: 'IBAN',
    bic: 'BIC',
    page: (p, n) => `Page ${p} of ${n}`,
    cols: ['Description', 'Period', 'Qty', 'Unit', 'Rate', 'Amount'],
    date_: (d) => ukDate(d),
  },
  esn30: {
    title: 'FACTURE',
    no: 'Facture n°',
    date: 'Date',
    due: "Date d'échéance",
    po: 'Bon de commande',
    vatS: 'N° TVA intracom.',
    vatB: 'TVA client',
    net: 'Total HT',
    vat: (r) => `TVA ${r} %`,
    gross: 'Total TTC',
    iban: 'IBAN',
    bic: 'BIC',
    page: (p, n) => `Page ${p}/${n}`,
    cols: ['N°', 'Désignation', 'Qté', 'Unité', 'P.U. HT €', 'Montant HT €'],
    date_: (d) => dmy(d, '/'),
  },
};

/** Column layout per template: x and whether right-aligned, for each printed column. */
type Col = 'id' | 'name' | 'period' | 'qty' | 'unit' | 'price' | 'net';
const COLS: Record<Tpl, Array<[Col, number, boolean]>> = {
  lizenz30: [
    ['id', 40, false],
    ['name', 66, false],
    ['period', 232, false],
    ['qty', 362, true],
    ['unit', 368, false],
    ['price', 478, true],
    ['net', 555, true],
  ],
  cloud30: [
    ['id', 40, false],
    ['name', 58, false],
    ['qty', 360, true],
    ['unit', 368, false],
    ['price', 470, true],
    ['net', 555, true],
  ],
  support30: [
    ['period', 40, false],
    ['name', 100, false],
    ['qty', 392, true],
    ['unit', 398, false],
    ['price', 490, true],
    ['net', 555, true],
  ],
  telekom30: [
    ['id', 40, false],
    ['name', 62, false],
    ['period', 290, false],
    ['qty', 398, true],
    ['unit', 404, false],
    ['price', 495, true],
    ['net', 555, true],
  ],
  hosting30: [
    ['name', 40, false],
    ['period', 262, false],
    ['qty', 390, true],
    ['unit', 396, false],
    ['price', 492, true],
    ['net', 555, true],
  ],
  druck30: [
    ['id', 40, false],
    ['name', 64, false],
    ['period', 290, false],
    ['qty', 402, true],
    ['unit', 408, false],
    ['price', 495, true],
    ['net', 555, true],
  ],
  consult30: [
    ['name', 40, false],
    ['period', 240, false],
    ['qty', 395, true],
    ['unit', 401, false],
    ['price', 482, true],
    ['net', 555, true],
  ],
  esn30: [
    ['id', 40, false],
    ['name', 62, false],
    ['qty', 378, true],
    ['unit', 384, false],
    ['price', 480, true],
    ['net', 555, true],
  ],
};
/** Templates whose period goes on the line under the name (no column of its own). */
const PERIOD_UNDER: Partial<Record<Tpl, string>> = { cloud30: 'Period: ', esn30: 'Période : ' };

function cellOf(d: Doc, l: Line, c: Col): string {
  switch (c) {
    case 'id':
      return l.id;
    case 'name':
      return l.name;
    case 'period':
      return l.period;
    case 'qty':
      return qtyOf(l.qty, d.lang);
    case 'unit':
      return l.unit;
    case 'price':
      return num(l.price, l.dp, d.lang);
    case 'net':
      return money(l.net, d.lang);
  }
}

/** Splits a name at spaces into pieces of at most n characters. */
function wrap(text: string, n: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if (cur && cur.length + 1 + w.length > n) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

function draw(d: Doc, rows: Row[]): number {
  const L = LABELS[d.tpl];
  const p = pager(rows, 70, 740);
  const fmtD = L.date_;
  const { vat, lineNet, gross } = sums(d);
  // letterhead
  p.put(40, 40, d.s.name, { size: 14, bold: true });
  p.put(
    58,
    40,
    `${d.s.street} · ${d.s.country === 'GB' ? `${d.s.city} ${d.s.pc}` : `${d.s.pc} ${d.s.city}`}`,
    { size: 8 },
  );
  // addressee
  const bl = [
    d.b.name,
    d.b.street,
    d.tpl === 'consult30' && d.b.country === 'GB' ? d.b.city : `${d.b.pc} ${d.b.city}`,
  ];
  if (d.tpl === 'consult30' && d.b.country === 'GB') bl.push(d.b.pc);
  if (d.b.country !== d.s.country) bl.push(d.lang === 'en' ? 'Germany' : 'Deutschland');
  p.block(bl, 40, 110, { size: 10 });
  // info block right
  const info: Array<[string, string]> = [
    [L.no, d.number],
    [L.date, fmtD(d.issue)],
  ];
  for (const r of d.ref) info.push(r);
  if (d.po && L.po) info.push([L.po, d.po]);
  if (d.buyerVat && d.b.vat) info.push([L.vatB || 'USt-IdNr.', d.b.vatShown ?? d.b.vat]);
  let y = p.kv(110, 340, 555, info, { size: 9 }, 13);
  y = Math.max(y, 170) + 20;
  p.put(y, 40, `${L.title} ${d.tpl === 'telekom30' || d.tpl === 'cloud30' ? '' : d.number}`.trim(), {
    size: 13,
    bold: true,
  });
  y += 26;
  // table
  const cols = COLS[d.tpl];
  const header = (yy: number) => {
    cols.forEach(([, x, right], i) => void p.put(yy, x, L.cols[i] ?? '', { size: 8, bold: true, right }));
    return yy + 14;
  };
  y = header(y);
  const nameCol = cols.find((c) => c[0] === 'name');
  const nextX = cols[cols.findIndex((c) => c[0] === 'name') + 1]?.[1] ?? 300;
  const nameWidth = Math.floor((nextX - (nameCol?.[1] ?? 60) - 10) / 4.8);
  for (const l of d.lines) {
    const parts = wrap(l.name, nameWidth);
    const under = PERIOD_UNDER[d.tpl] && l.period ? 1 : 0;
    const h = (parts.length + under) * 11 + 3;
    const ny = p.need(y, h);
    if (ny !== y) y = header(ny);
    for (const [c, x, right] of cols) {
      if (c === 'name') parts.forEach((s, i) => void p.put(y + i * 11, x, s, { size: 8 }));
      else p.put(y, x, cellOf(d, l, c), { size: 8, right });
    }
    if (under)
      p.put(y + parts.length * 11, nameCol?.[1] ?? 60, `${PERIOD_UNDER[d.tpl]}${l.period}`, { size: 7 });
    y += h;
  }
  // totals
  y = p.need(y + 6, 120);
  const tot: Array<[string, string]> = [[L.net, money(lineNet, d.lang)]];
  for (const v of vat) tot.push([L.vat(v.rate), money(v.tax, d.lang)]);
  const curSym = d.cur === 'EUR' ? '€' : d.cur === 'GBP' ? '£' : d.cur;
  tot.push([
    L.gross.includes(d.cur) ? L.gross : `${L.gross} ${d.lang === 'de' ? d.cur : curSym}`,
    money(gross, d.lang),
  ]);
  y = p.kv(y, 360, 555, tot, { size: 9, bold: false }, 14);
  y += 10;
  const notes: string[] = [];
  if (vat.some((v) => v.cat === 'AE'))
    notes.push(
      d.lang === 'en'
        ? 'Reverse charge – VAT to be accounted for by the recipient (Article 196 Directive 2006/112/EC).'
        : 'Reverse charge – Steuerschuldnerschaft des Leistungsempfängers.',
    );
  if (d.tpl === 'cloud30') {
    const rate = `${(0.85 + d.t.rnd() * 0.1).toFixed(4)}`;
    notes.push(
      `Exchange rate note: for information, 1 USD = ${rate} EUR (ECB reference rate of ${longDate(d.issue, 'en')}).`,
    );
  }
  if (d.tpl === 'support30')
    notes.push('Stunden aus dem Kontingent werden mit 0,00 € ausgewiesen und vom Guthaben abgezogen.');
  const dueTxt: Record<Lang, string> = {
    de: `${L.due}: ${fmtD(d.due)}`,
    en: `${L.due}: ${fmtD(d.due)}`,
    fr: `${L.due} : ${fmtD(d.due)}`,
  };
  notes.push(dueTxt[d.lang]);
  for (const n of notes) {
    y = p.need(y, 12);
    p.put(y, 40, n, { size: 8 });
    y += 12;
  }
  const pages = p.pages();
  // footer on every page
  const bankLine = `${L.iban} ${spaced(d.iban)} · ${L.bic} ${d.bic}`;
  const idLine = `${d.s.name} · ${L.vatS} ${d.s.vatShown ?? d.s.vat}${d.taxNo ? ` · St.-Nr. ${d.taxNo}` : ''}`;
  everyPage(rows, pages, (pg, n) => [
    [775, 40, idLine, 7],
    [786, 40, bankLine, 7],
    [800, 500, L.page(pg, n), 7],
  ]);
  return pages;
}

const BUILD: Record<Tpl, (t: Tools, k: number) => Doc> = {
  lizenz30: (t) => buildLizenz(t),
  cloud30: (t) => buildCloud(t),
  support30: (t) => buildSupport(t),
  telekom30: (t, k) => buildTelekom(t, Math.floor(k / 8) % 2 === 1),
  hosting30: (t) => buildHosting(t),
  druck30: (t) => buildDruck(t),
  consult30: (t) => buildConsult(t),
  esn30: (t) => buildEsn(t),
};

/** Document k of blind61: template k mod 8. */
export function generateBlind61(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND61_TPLS[k % BLIND61_TPLS.length] as Tpl;
  const d = BUILD[tpl](t, k);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
