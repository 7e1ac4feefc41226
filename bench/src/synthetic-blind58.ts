/**
 * Held-out set blind58 (session 29, issue 19): education, training, memberships and media, written
 * before reading the extraction rules. Eight layouts, one per document in turn:
 *
 * - `kurs27` a German training provider's seminar invoice, one row per participant (Pos /
 *   Teilnehmer/in / Seminar / Tage / Tagessatz / Betrag / USt), the participant number and the
 *   dates under the row; exempt under § 4 Nr. 22 UStG with its sentence, or 19 % with catering
 *   rows, or exempt seminar rows beside catering at 19 %; 2 of 8 on two pages.
 * - `sprache27` a language school: one row per lesson with its date, 45 or 90 minutes, the teaching
 *   units (UE) × rate, course material at 7 %; no position column (ids 1, 2, 3 …).
 * - `fahr27` a driving school: Grundbetrag, Übungsstunden and Sonderfahrten of 45 min, the
 *   Vorstellung zur Prüfung at 19 %, the TÜV exam fee passed through untaxed; Schüler-Nr. in the head.
 * - `verein27` an association's membership invoice: Mitgliedsbeitrag not taxable beside a
 *   sponsorship package and an ad in the members' magazine at 19 %; Mitglieds-Nr. in the head.
 * - `anzeige27` a newspaper's advertising invoice: Format "3 Sp. × 120 mm", mm = columns × height,
 *   mm price, Malstaffel discount per row under it, "AE-Provision 15 %" deducted under the rows.
 * - `agentur27` a media agency passing on radio spots and online impressions (TKP per thousand)
 *   with its own fee in % of the media volume.
 * - `course27` a UK training company in English (VAT 20 %, course delegates one row each, printed
 *   workbooks zero-rated); no position column; 2 of 8 on two pages.
 * - `formation27` a French organisme de formation (exonéré de TVA, art. 261-4-4° a du CGI, numéro de
 *   déclaration d'activité), stagiaires × heures × taux horaire; no position column.
 *
 * Truth: only what is printed. Line ids are the printed Pos where a position column exists, else
 * 1, 2, 3 … in printed order. Participant, member, pupil and customer numbers are in no field.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitVatRow,
  MONTH_NAMES,
  pager,
  personName,
  type Tools,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND58_TPLS = [
  'kurs27',
  'sprache27',
  'fahr27',
  'verein27',
  'anzeige27',
  'agentur27',
  'course27',
  'formation27',
] as const;
type Tpl = (typeof BLIND58_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';
type Unit = readonly [string, string];

const U = {
  day: ['Tag', 'DAY'],
  ue: ['UE', 'C62'],
  stk: ['Stk.', 'H87'],
  psch: ['psch', 'LS'],
  std: ['Std.', 'C62'],
  year: ['Jahr', 'ANN'],
  mm: ['mm', 'MMT'],
  spot: ['Spots', 'C62'],
  tsd: ['Tsd.', 'T3'],
  days: ['days', 'DAY'],
  copy: ['copies', 'H87'],
  h: ['h', 'HUR'],
} as const satisfies Record<string, Unit>;
for (const [, code] of Object.values(U))
  if (!codelists.isValidCode('unit', code)) throw new Error(`blind58: unit ${code}`);

interface PLine {
  id: string;
  qty: string;
  unit: Unit;
  price: string;
  net: string;
  rate: string;
  cat: string;
  name: string;
  cells: string[];
  subs?: Array<[number, string]>;
  allow?: { amount: string; pct: string; base: string; reason: string };
}
interface VRow {
  cat: string;
  rate: string;
  base: string;
  tax: string;
  reason: string;
}
interface Col {
  h: string;
  x: number;
  right?: boolean;
}
interface Doc {
  tpl: Tpl;
  lang: Lang;
  cur: string;
  s: KitParty;
  b: KitParty;
  sellerHead: string[];
  buyerBlock: string[];
  title: string;
  meta: Array<[string, string]>;
  intro: string[];
  cols: Col[];
  lines: PLine[];
  allowance?: { amount: string; pct: string; base: string; reason: string };
  vat: VRow[];
  lineNet: string;
  taxEx: string;
  vatT: string;
  gross: string;
  number: string;
  issue: string;
  due: string;
  po: string;
  iban: string;
  bic: string;
  totals: Array<[string, string]>;
  notes: string[];
  footer: string[];
  pageLabel: (p: number, n: number) => string;
}

const money = (lang: Lang, v: string) =>
  lang === 'en'
    ? groupedMoney(v, ',', '.')
    : lang === 'fr'
      ? groupedMoney(v, ' ', ',')
      : groupedMoney(v, '.', ',');
const dmy = (lang: Lang, iso: string) => {
  const [y, m, d] = iso.split('-');
  return lang === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
};
const ukDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTH_NAMES.en[Number(m) - 1]} ${y}`;
};
const mul = (a: string, b: string) => round(dec(a).times(dec(b)));

/** VAT rows per category and rate (base after a document allowance on the S 19 % row). */
function vatRows(lines: PLine[], reasons: Record<string, string>, allowance = '0'): VRow[] {
  const m = new Map<string, VRow>();
  for (const l of lines) {
    const k = `${l.cat}|${l.rate}`;
    const r = m.get(k) ?? {
      cat: l.cat,
      rate: l.rate,
      base: '0.00',
      tax: '0.00',
      reason: reasons[l.cat] ?? '',
    };
    r.base = round(dec(r.base).plus(dec(l.net)));
    m.set(k, r);
  }
  const rows = [...m.values()].sort((a, c) => Number(c.rate) - Number(a.rate));
  const first = rows[0];
  if (first && !dec(allowance).isZero()) first.base = round(dec(first.base).minus(dec(allowance)));
  for (const r of rows) r.tax = round(dec(r.base).times(dec(r.rate)).dividedBy(100));
  return rows;
}

function sums(lines: PLine[], vat: VRow[], allowance = '0') {
  const lineNet = round(lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const taxEx = round(dec(lineNet).minus(dec(allowance)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  return { lineNet, taxEx, vatT, gross: round(dec(taxEx).plus(dec(vatT))) };
}

const FIRST = [
  'Anna',
  'Jonas',
  'Leonie',
  'Felix',
  'Marie',
  'Paul',
  'Sophie',
  'Tim',
  'Laura',
  'Niklas',
  'Hannah',
];
const LAST = ['Schäfer', 'Neumann', 'Schwarz', 'Wolf', 'Braun', 'Vogel', 'Keller', 'Roth', 'Frank', 'Haas'];
const person = (t: Tools) => `${t.pick(FIRST)} ${t.pick(LAST)}`;
const EN_FIRST = ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Ava', 'Noah', 'Emily', 'Jack', 'Grace'];
const EN_LAST = ['Patel', 'Hughes', 'Walsh', 'Clarke', 'Turner', 'Morgan', 'Price', 'Bennett', 'Shaw'];
const FR_FIRST = ['Camille', 'Lucas', 'Chloé', 'Hugo', 'Manon', 'Louis', 'Léa', 'Jules', 'Inès'];
const FR_LAST = ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Roussel', 'Fontaine'];

const DE_BUYERS = [
  'Rheinland Maschinenbau GmbH',
  'Stadtwerke Nordheide GmbH',
  'Kanzlei Berger & Partner mbB',
  'Hofmann Logistik GmbH & Co. KG',
  'Mediclin Service GmbH',
  'Weber Elektrotechnik AG',
];

function deHead(t: Tools, name: string) {
  const s = dachParty('DE', name, t);
  const b = dachParty('DE', t.pick(DE_BUYERS), t);
  return { s, b };
}

/** The drawer shared by the eight layouts; returns the page count. */
function draw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 770);
  let y = 50;
  d.sellerHead.forEach((l, i) => {
    p.put(y, 330, l, { size: i === 0 ? 13 : 8, bold: i === 0 });
    y += i === 0 ? 17 : 11;
  });
  p.put(140, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  p.block(d.buyerBlock, 50, 155, { size: 10 });
  p.kv(150, 350, 555, d.meta, { size: 9 }, 13);
  y = Math.max(250, 160 + d.meta.length * 13 + 20);
  p.put(y, 50, d.title, { size: 14, bold: true });
  y += 22;
  for (const l of d.intro) {
    p.put(y, 50, l, { size: 9 });
    y += 12;
  }
  y += 6;
  const head = () => {
    for (const c of d.cols) p.put(y, c.x, c.h, { size: 8, bold: true, right: c.right });
    y += 14;
  };
  head();
  for (const l of d.lines) {
    const h = 12 + (l.subs ? 10 : 0);
    const y0 = p.need(y, h);
    if (y0 !== y) {
      y = y0;
      head();
    }
    l.cells.forEach((c, i) => {
      const col = d.cols[i];
      if (col && c) p.put(y, col.x, c, { size: 8, right: col.right });
    });
    if (l.subs) for (const [x, s] of l.subs) p.put(y + 10, x, s, { size: 7 });
    y += h + 2;
  }
  y = p.need(y + 6, d.totals.length * 13 + 12 + d.notes.length * 11);
  d.totals.forEach(([a, v], i) => {
    const bold = i === d.totals.length - 1;
    p.put(y, 250, a, { size: 9, bold });
    p.put(y, 555, v, { size: 9, bold, right: true });
    y += 13;
  });
  y += 8;
  for (const n of d.notes) {
    p.put(y, 50, n, { size: 8 });
    y += 11;
  }
  const pages = p.pages();
  everyPage(rows, pages, (pg, n) => [
    ...d.footer.map((f, i): [number, number, string, number] => [795 + i * 9, 50, f, 7]),
    [781, 545, d.pageLabel(pg, n), 7],
  ]);
  // the page label right-aligned
  for (const r of rows) if (r[1] === 545 && r[0] === 781) r[3] = { ...r[3], right: true };
  return pages;
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur, dueDate: d.due });
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.taxEx,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.gross,
    ...(d.allowance ? { allowanceTotal: d.allowance.amount } : {}),
  };
  if (d.allowance)
    inv.allowances = [
      {
        amount: d.allowance.amount,
        baseAmount: d.allowance.base,
        percentage: d.allowance.pct,
        vatCategoryCode: 'S',
        vatRate: '19',
        reason: d.allowance.reason,
      },
    ];
  inv.vatBreakdown = d.vat.map((v) => kitVatRow({ rate: v.rate, base: v.base, tax: v.tax }, v.cat, v.reason));
  inv.lines = d.lines.map((l) => {
    const line = kitLine({ ...l }, { category: l.cat });
    if (l.allow)
      line.allowances = [
        { amount: l.allow.amount, baseAmount: l.allow.base, percentage: l.allow.pct, reason: l.allow.reason },
      ];
    return line;
  });
  return inv;
}

/** The head, bank and footer of a German document. */
function deDoc(
  t: Tools,
  tpl: Tpl,
  s: KitParty,
  b: KitParty,
  extra: { title: string; meta: Array<[string, string]>; buyerBlock?: string[]; po?: string },
) {
  const issue = `2026-${String(t.int(9, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const due = addDays(issue, t.pick([14, 21, 30]));
  const iban = ibanOfCountry('DE', t);
  const bic = t.pick(['COBADEFFXXX', 'GENODED1SPK', 'BYLADEM1001', 'DEUTDEDBKOE']);
  const number = t.pick([
    `RE-2026-${t.digits(5)}`,
    `${t.int(26, 26)}${t.digits(4)}`,
    `R${t.digits(6)}`,
    `2026/${t.digits(4)}`,
  ]);
  const meta: Array<[string, string]> = [
    ['Rechnungs-Nr.', number],
    ['Rechnungsdatum', dmy('de', issue)],
    ...extra.meta,
    ...(extra.po ? ([['Ihre Bestellung', extra.po]] as Array<[string, string]>) : []),
  ];
  const footer = [
    `${s.name} · ${s.street} · ${s.pc} ${s.city} · USt-IdNr. ${s.vat}`,
    `Bankverbindung: IBAN ${spaced(iban)} · BIC ${bic}`,
  ];
  return {
    tpl,
    lang: 'de' as Lang,
    cur: 'EUR',
    s,
    b,
    sellerHead: [s.name, s.street, `${s.pc} ${s.city}`, `USt-IdNr. ${s.vat}`],
    buyerBlock: extra.buyerBlock ?? [b.name, b.street, `${b.pc} ${b.city}`],
    title: extra.title,
    meta,
    number,
    issue,
    due,
    po: extra.po ?? '',
    iban,
    bic,
    footer,
    pageLabel: (pg: number, n: number) => `Seite ${pg} von ${n}`,
  };
}

function deTotals(
  d: { vat: VRow[]; lineNet: string; vatT: string; gross: string },
  labels: Record<string, string>,
) {
  const m = (v: string) => money('de', v);
  const out: Array<[string, string]> = [['Summe netto', `${m(d.lineNet)} €`]];
  for (const v of d.vat) {
    if (v.cat === 'S') out.push([`zzgl. ${v.rate} % USt. auf ${m(v.base)} €`, `${m(v.tax)} €`]);
    else out.push([`${labels[v.cat]} ${m(v.base)} €, USt.`, `${m(v.tax)} €`]);
  }
  if (d.vat.length > 1) out.push(['Umsatzsteuer gesamt', `${m(d.vatT)} €`]);
  out.push(['Rechnungsbetrag', `${m(d.gross)} €`]);
  return out;
}

function kurs(t: Tools, v: number): Doc {
  const { s, b } = deHead(
    t,
    t.pick([
      'Akademie für Führung und Technik GmbH',
      'Bildungswerk Rhein-Ruhr e.V.',
      'Seminarhaus Lindenhof GmbH',
    ]),
  );
  const po = t.rnd() < 0.6 ? `BE-${t.digits(6)}` : '';
  const base = deDoc(t, 'kurs27', s, b, {
    title: 'Rechnung Seminarteilnahme',
    meta: [['Kunden-Nr.', `K ${t.digits(5)}`]],
    po,
  });
  const mode = v % 3; // 0 exempt, 1 all 19 %, 2 exempt seminars + catering 19 %
  const seminars = [
    'Projektmanagement kompakt',
    'Excel für Controller',
    'Arbeitsrecht aktuell',
    'Führen auf Distanz',
    'Erste-Hilfe-Ausbilder',
  ];
  const n = v === 1 || v === 5 ? t.int(18, 22) : t.int(3, 7);
  const lines: PLine[] = [];
  let pos = 1;
  for (let i = 0; i < n; i++) {
    const sem = t.pick(seminars);
    const days = String(t.int(1, 3));
    const rate = `${t.int(19, 48)}0.00`;
    const net = mul(days, rate);
    const start = addDays(base.issue, -t.int(5, 40));
    const who = person(t);
    const cat = mode === 1 ? 'S' : 'E';
    const vr = cat === 'S' ? '19' : '0';
    const id = String(pos++);
    lines.push({
      id,
      qty: days,
      unit: U.day,
      price: rate,
      net,
      rate: vr,
      cat,
      name: sem,
      cells: [id, who, sem, days, money('de', rate), money('de', net), cat === 'S' ? '19 %' : '0 %'],
      subs: [
        [70, `Teiln.-Nr. ${t.digits(5)}`],
        [190, `Termin ${dmy('de', start)} – ${dmy('de', addDays(start, Number(days) - 1))}`],
      ],
    });
    if (mode !== 0 && t.rnd() < 0.5) {
      const cp = `${t.int(25, 45)}.00`;
      const cid = String(pos++);
      const cnet = mul(days, cp);
      lines.push({
        id: cid,
        qty: days,
        unit: U.day,
        price: cp,
        net: cnet,
        rate: '19',
        cat: 'S',
        name: 'Tagungspauschale Verpflegung',
        cells: [cid, '', 'Tagungspauschale Verpflegung', days, money('de', cp), money('de', cnet), '19 %'],
      });
    }
  }
  const reason = 'Steuerfrei gemäß § 4 Nr. 22 Buchst. a UStG';
  const vat = vatRows(lines, { E: reason });
  const sm = sums(lines, vat);
  const totals = deTotals({ vat, ...sm }, { E: 'steuerfrei gem. § 4 Nr. 22 UStG' });
  const notes = [
    ...(mode !== 1
      ? [`${reason}: Die Seminare dienen der beruflichen Fortbildung (Vorträge, Kurse und Veranstaltungen).`]
      : []),
    `Zahlbar bis ${dmy('de', base.due)} ohne Abzug.`,
  ];
  return {
    ...base,
    intro: ['Für die Teilnahme Ihrer Mitarbeiterinnen und Mitarbeiter berechnen wir:'],
    cols: [
      { h: 'Pos', x: 45 },
      { h: 'Teilnehmer/in', x: 70 },
      { h: 'Seminar', x: 190 },
      { h: 'Tage', x: 400, right: true },
      { h: 'Tagessatz', x: 458, right: true },
      { h: 'Betrag €', x: 515, right: true },
      { h: 'USt', x: 530 },
    ],
    lines,
    vat,
    ...sm,
    totals,
    notes,
  };
}

function sprache(t: Tools, v: number): Doc {
  const { s, b } = deHead(
    t,
    t.pick(['Sprachschule Lingua Viva GmbH', 'Interlingua Sprachendienst GmbH', 'Sprachinstitut Babel GmbH']),
  );
  const base = deDoc(t, 'sprache27', s, b, {
    title: 'Rechnung Sprachkurs',
    meta: [
      ['Kursnummer', `SK-${t.digits(4)}`],
      ['Teilnehmer', person(t)],
    ],
    po: t.rnd() < 0.5 ? `${t.digits(8)}` : '',
  });
  const lang = t.pick(['Englisch Business', 'Spanisch A2', 'Französisch B1', 'Deutsch als Fremdsprache C1']);
  const rate = `${t.int(28, 46)}.${t.pick(['00', '50'])}`;
  const lines: PLine[] = [];
  let day = addDays(base.issue, -t.int(30, 40));
  const n = t.int(6, 10);
  for (let i = 0; i < n; i++) {
    const min = t.pick([45, 90, 90]);
    const ue = String(min / 45);
    const net = mul(ue, rate);
    const id = String(lines.length + 1);
    const name = `Einzelunterricht ${lang}`;
    lines.push({
      id,
      qty: ue,
      unit: U.ue,
      price: rate,
      net,
      rate: '19',
      cat: 'S',
      name,
      cells: [dmy('de', day), name, `${min} Min.`, ue, money('de', rate), money('de', net)],
    });
    day = addDays(day, t.int(2, 4));
  }
  const nm = t.int(1, 2);
  for (let i = 0; i < nm; i++) {
    const qty = String(t.int(1, 3));
    const price = `${t.int(18, 39)}.${t.pick(['90', '50', '00'])}`;
    const net = mul(qty, price);
    const name = i === 0 ? 'Lehrbuch mit Audio-CD' : 'Arbeitsheft';
    lines.push({
      id: String(lines.length + 1),
      qty,
      unit: U.stk,
      price,
      net,
      rate: '7',
      cat: 'S',
      name,
      cells: ['', `${name} (Kursmaterial, 7 %)`, '', `${qty} Stk.`, money('de', price), money('de', net)],
    });
  }
  const vat = vatRows(lines, {});
  const sm = sums(lines, vat);
  return {
    ...base,
    intro: [`Unterrichtseinheiten (UE) à 45 Minuten, Satz je UE ${money('de', rate)} €`],
    cols: [
      { h: 'Datum', x: 50 },
      { h: 'Leistung', x: 110 },
      { h: 'Dauer', x: 330 },
      { h: 'UE', x: 410, right: true },
      { h: 'Satz €', x: 470, right: true },
      { h: 'Betrag €', x: 555, right: true },
    ],
    lines,
    vat,
    ...sm,
    totals: deTotals({ vat, ...sm }, {}),
    notes: [
      `Bitte überweisen Sie den Betrag bis zum ${dmy('de', base.due)}.`,
      v % 2 ? 'Vielen Dank für Ihr Vertrauen!' : '',
    ],
  };
}

function fahr(t: Tools, _v: number): Doc {
  const s = dachParty(
    'DE',
    t.pick(['Fahrschule Kurve GmbH', 'Fahrschule am Markt Inh. Jens Lange', 'Drive-In Fahrschule GmbH']),
    t,
  );
  const who = personName(t);
  const b = dachParty('DE', who, t);
  const base = deDoc(t, 'fahr27', s, b, {
    title: 'Rechnung Führerscheinausbildung Klasse B',
    meta: [['Schüler-Nr.', `${t.int(100, 999)}/${t.digits(2)}`]],
    buyerBlock: [t.pick(['Herrn', 'Frau']), who, b.street, `${b.pc} ${b.city}`],
  });
  const rows: Array<[string, string, Unit, string, string, string]> = [
    ['Grundbetrag Klasse B', '1', U.psch, `${t.int(29, 45)}0.00`, 'S', ''],
    ['Übungsstunde à 45 Min.', String(t.int(8, 24)), U.std, `${t.int(55, 72)}.00`, 'S', ''],
    ['Sonderfahrt Überland à 45 Min.', String(t.int(5, 6)), U.std, `${t.int(65, 82)}.00`, 'S', ''],
    ['Sonderfahrt Autobahn à 45 Min.', String(t.int(4, 5)), U.std, `${t.int(65, 82)}.00`, 'S', ''],
    ['Sonderfahrt Nacht à 45 Min.', '3', U.std, `${t.int(65, 82)}.00`, 'S', ''],
    ['Vorstellung zur praktischen Prüfung', '1', U.psch, `${t.int(19, 29)}0.00`, 'S', ''],
    ['Prüfungsgebühr TÜV (durchlaufender Posten)', '1', U.psch, '116.93', 'O', ''],
  ];
  const lines: PLine[] = rows.map(([name, qty, unit, price, cat], i) => {
    const net = mul(qty, price);
    const id = String(i + 1);
    return {
      id,
      qty,
      unit,
      price,
      net,
      rate: cat === 'S' ? '19' : '0',
      cat,
      name,
      cells: [
        id,
        name,
        `${qty} ${unit[0]}`,
        money('de', price),
        money('de', net),
        cat === 'S' ? '19 %' : '–',
      ],
    };
  });
  const reason = 'Durchlaufender Posten, nicht steuerbar';
  const vat = vatRows(lines, { O: reason });
  const sm = sums(lines, vat);
  return {
    ...base,
    intro: ['Ausbildungsleistungen laut Ausbildungsnachweis:'],
    cols: [
      { h: 'Pos', x: 45 },
      { h: 'Leistung', x: 70 },
      { h: 'Anzahl', x: 300 },
      { h: 'Einzelpreis', x: 420, right: true },
      { h: 'Gesamt €', x: 500, right: true },
      { h: 'USt', x: 520 },
    ],
    lines,
    vat,
    ...sm,
    totals: deTotals({ vat, ...sm }, { O: 'durchlaufende Posten' }),
    notes: [
      `Die Prüfungsgebühr wird in Ihrem Namen an den TÜV weitergeleitet. Zahlbar bis ${dmy('de', base.due)}.`,
    ],
  };
}

function verein(t: Tools, v: number): Doc {
  const { s, b } = deHead(
    t,
    t.pick([
      'Verband Deutscher Fachplaner e.V.',
      'Förderverein Technikmuseum e.V.',
      'Netzwerk Mittelstand Rhein e.V.',
    ]),
  );
  const year = '2027';
  const base = deDoc(t, 'verein27', s, b, {
    title: `Beitragsrechnung ${year}`,
    meta: [['Mitglieds-Nr.', `M-${t.digits(4)}`]],
  });
  const items: Array<[string, string, Unit, string, string, string]> = [
    [
      `Mitgliedsbeitrag ${year} (Fördermitglied)`,
      '1',
      U.year,
      `${t.int(12, 60)}0.00`,
      'O',
      `01.01.–31.12.${year}`,
    ],
  ];
  if (v % 2 === 0 || t.rnd() < 0.5)
    items.push([
      'Anzeige Mitgliedermagazin, 1/2 Seite',
      String(t.int(1, 4)),
      U.stk,
      `${t.int(35, 90)}0.00`,
      'S',
      'Ausgaben 1–4',
    ]);
  items.push([
    `Sponsoring Paket ${t.pick(['Silber', 'Gold', 'Bronze'])}`,
    '1',
    U.psch,
    `${t.int(15, 60)}00.00`,
    'S',
    `Tagung ${dmy('de', addDays(base.issue, 120))}`,
  ]);
  const lines: PLine[] = items.map(([name, qty, unit, price, cat, per], i) => {
    const net = mul(qty, price);
    const id = String(i + 1);
    return {
      id,
      qty,
      unit,
      price,
      net,
      rate: cat === 'S' ? '19' : '0',
      cat,
      name,
      cells: [
        id,
        name,
        per,
        `${qty} ${unit[0]}`,
        money('de', price),
        money('de', net),
        cat === 'S' ? '19 %' : 'n. st.',
      ],
    };
  });
  const reason = 'Mitgliedsbeitrag nicht steuerbar (echter Mitgliedsbeitrag)';
  const vat = vatRows(lines, { O: reason });
  const sm = sums(lines, vat);
  return {
    ...base,
    intro: ['Sehr geehrte Damen und Herren, wir berechnen Ihnen für das Beitragsjahr:'],
    cols: [
      { h: 'Pos', x: 45 },
      { h: 'Bezeichnung', x: 65 },
      { h: 'Zeitraum', x: 275 },
      { h: 'Menge', x: 365 },
      { h: 'Preis €', x: 455, right: true },
      { h: 'Betrag €', x: 512, right: true },
      { h: 'USt', x: 522 },
    ],
    lines,
    vat,
    ...sm,
    totals: deTotals({ vat, ...sm }, { O: 'nicht steuerbar' }),
    notes: [
      `${reason}; Anzeige und Sponsoring mit 19 % USt.`,
      `Bitte zahlen Sie bis ${dmy('de', base.due)}.`,
    ],
  };
}

function anzeige(t: Tools, _v: number): Doc {
  const { s, b } = deHead(
    t,
    t.pick([
      'Rheinische Tageszeitung Verlag GmbH',
      'Nordkurier Medienhaus GmbH & Co. KG',
      'Stadtanzeiger Verlagsgesellschaft mbH',
    ]),
  );
  const agencyName = t.pick(['Werbeagentur Blau GmbH', 'Mediaplan Köhler GmbH', 'Agentur Zwölf GmbH']);
  const a = dachParty('DE', agencyName, t);
  const base = deDoc(t, 'anzeige27', s, a, {
    title: 'Anzeigenrechnung',
    meta: [['Auftrags-Nr.', `A ${t.digits(6)}`]],
  });
  const mmPrice = `${t.int(2, 6)}.${t.pick(['10', '45', '80', '95'])}`;
  const n = t.int(3, 6);
  const lines: PLine[] = [];
  let et = addDays(base.issue, -t.int(20, 30));
  for (let i = 0; i < n; i++) {
    const cols = t.int(2, 5);
    const h = t.pick([60, 80, 100, 120, 150]);
    const mm = String(cols * h);
    const gross = mul(mm, mmPrice);
    const disc = i === 0 ? '' : t.pick(['5', '10', '']);
    const allowAmt = disc ? round(dec(gross).times(dec(disc)).dividedBy(100)) : '0.00';
    const net = round(dec(gross).minus(dec(allowAmt)));
    const id = String(i + 1);
    const ed = t.pick(['Gesamtausgabe', 'Stadtausgabe', 'Wochenend-Beilage']);
    const name = `Anzeige ${ed}`;
    lines.push({
      id,
      qty: mm,
      unit: U.mm,
      price: mmPrice,
      net,
      rate: '19',
      cat: 'S',
      name,
      cells: [id, dmy('de', et), name, `${cols} Sp. × ${h} mm`, mm, money('de', mmPrice), money('de', net)],
      ...(disc
        ? {
            subs: [
              [
                190,
                `Grundpreis ${money('de', gross)} €, abzgl. Malstaffel ${disc} %: ${money('de', allowAmt)} €`,
              ],
            ] as Array<[number, string]>,
            allow: { amount: allowAmt, pct: disc, base: gross, reason: `Malstaffel ${disc} %` },
          }
        : {}),
    });
    et = addDays(et, t.int(3, 7));
  }
  const lineNet = round(lines.reduce((acc, l) => acc.plus(dec(l.net)), dec(0)));
  const ae = round(dec(lineNet).times(15).dividedBy(100));
  const vat = vatRows(lines, {}, ae);
  const sm = sums(lines, vat, ae);
  const m = (x: string) => money('de', x);
  const totals: Array<[string, string]> = [
    ['Summe Anzeigen netto', `${m(sm.lineNet)} €`],
    ['abzgl. AE-Provision 15 %', `-${m(ae)} €`],
    ['Nettobetrag', `${m(sm.taxEx)} €`],
    ...vat.map((r): [string, string] => [`zzgl. ${r.rate} % USt.`, `${m(r.tax)} €`]),
    ['Rechnungsbetrag', `${m(sm.gross)} €`],
  ];
  return {
    ...base,
    intro: [`Werbungtreibender: ${b.name} · mm-Preis lt. Preisliste Nr. ${t.int(60, 72)}`],
    cols: [
      { h: 'Pos', x: 45 },
      { h: 'ET', x: 65 },
      { h: 'Ausgabe', x: 120 },
      { h: 'Format', x: 255 },
      { h: 'mm', x: 370, right: true },
      { h: 'mm-Preis €', x: 440, right: true },
      { h: 'Betrag €', x: 555, right: true },
    ],
    lines,
    allowance: { amount: ae, pct: '15', base: lineNet, reason: 'AE-Provision 15 %' },
    vat,
    ...sm,
    totals,
    notes: ['Belegexemplare gehen Ihnen gesondert zu.', `Zahlbar bis ${dmy('de', base.due)} ohne Abzug.`],
  };
}

function agentur(t: Tools, _v: number): Doc {
  const { s, b } = deHead(
    t,
    t.pick([
      'Mediaplus Agentur für Kommunikation GmbH',
      'Funk & Netz Mediaagentur GmbH',
      'Reichweite Media GmbH',
    ]),
  );
  const camp = t.pick(['Frühjahrskampagne', 'Herbstaktion', 'Markenlaunch', 'Jubiläum 50 Jahre']);
  const base = deDoc(t, 'agentur27', s, b, {
    title: `Rechnung Kampagne „${camp}“`,
    meta: [
      ['Kampagnen-Nr.', `KA-${t.digits(5)}`],
      ['Leistungszeitraum', `${t.pick(['September', 'Oktober'])} 2026`],
    ],
    po: t.rnd() < 0.5 ? `PO ${t.digits(7)}` : '',
  });
  const lines: PLine[] = [];
  const add = (name: string, qty: string, unit: Unit, price: string, detail: string, qtyShown: string) => {
    const net = mul(qty, price);
    const id = String((lines.length + 1) * 10);
    lines.push({
      id,
      qty,
      unit,
      price,
      net,
      rate: '19',
      cat: 'S',
      name,
      cells: [id, name, qtyShown, money('de', price), money('de', net)],
      subs: [[80, detail]],
    });
  };
  for (let i = 0; i < t.int(2, 3); i++) {
    const st = t.pick(['Radio Rheinwelle', 'Antenne Mitte', 'Radio 21 Nord', 'Klassik Radio Süd']);
    const sp = String(t.int(12, 60));
    add(
      `Funkspot 30 Sek., ${st}`,
      sp,
      U.spot,
      `${t.int(80, 420)}.00`,
      `Schaltzeitraum KW ${t.int(36, 44)}–${t.int(45, 48)}`,
      `${sp} Spots`,
    );
  }
  for (let i = 0; i < t.int(1, 2); i++) {
    const tsd = String(t.int(200, 1800));
    const tkp = `${t.int(6, 18)}.${t.pick(['00', '50', '90'])}`;
    add(
      `Online Display, ${t.pick(['Nachrichtenportal', 'Regionalportal', 'Video Pre-Roll'])}`,
      tsd,
      U.tsd,
      tkp,
      `${money('de', String(Number(tsd) * 1000)).replace(/,00$/, '')} Ad Impressions, TKP ${money('de', tkp)} €`,
      `${tsd} Tsd.`,
    );
  }
  const volume = round(lines.reduce((acc, l) => acc.plus(dec(l.net)), dec(0)));
  const fee = round(
    dec(volume)
      .times(dec(t.pick(['10', '12', '15'])))
      .dividedBy(100),
  );
  add('Agenturhonorar Mediaplanung', '1', U.psch, fee, `vom Mediavolumen ${money('de', volume)} €`, '1 psch');
  const vat = vatRows(lines, {});
  const sm = sums(lines, vat);
  return {
    ...base,
    intro: ['Wir berechnen die für Sie geschalteten Medialeistungen (Weiterberechnung) und unser Honorar:'],
    cols: [
      { h: 'Pos', x: 45 },
      { h: 'Medium / Leistung', x: 80 },
      { h: 'Menge', x: 330 },
      { h: 'Preis €', x: 460, right: true },
      { h: 'Betrag €', x: 555, right: true },
    ],
    lines,
    vat,
    ...sm,
    totals: deTotals({ vat, ...sm }, {}),
    notes: [`Zahlungsziel: ${dmy('de', base.due)}.`],
  };
}

function course(t: Tools, v: number, h: Helpers): Doc {
  const s = anyParty('GB', h, t);
  const b = anyParty('GB', h, t);
  s.name = t.pick(['Northbridge Training Ltd', 'Keystone Learning Ltd', 'Pennine Skills Academy Ltd']);
  const issue = `2026-${String(t.int(9, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const due = addDays(issue, 30);
  const iban = ibanOfCountry('GB', t);
  const bic = t.pick(['BARCGB22', 'NWBKGB2L']);
  const number = `INV-${t.digits(5)}`;
  const po = `4500${t.digits(6)}`;
  const n = v === 2 || v === 6 ? t.int(44, 52) : t.int(4, 8);
  const courses = [
    'IOSH Managing Safely',
    'Agile Project Foundations',
    'First Aid at Work',
    'Excel Advanced',
    'Leadership Essentials',
  ];
  const lines: PLine[] = [];
  for (let i = 0; i < n; i++) {
    const c = t.pick(courses);
    const days = String(t.int(1, 3));
    const rate = `${t.int(19, 45)}5.00`;
    const net = mul(days, rate);
    const id = String(lines.length + 1);
    const start = addDays(issue, -t.int(5, 30));
    lines.push({
      id,
      qty: days,
      unit: U.days,
      price: rate,
      net,
      rate: '20',
      cat: 'S',
      name: c,
      cells: [
        `${t.pick(EN_FIRST)} ${t.pick(EN_LAST)}`,
        c,
        ukDate(start),
        days,
        money('en', rate),
        money('en', net),
        '20%',
      ],
    });
  }
  const copies = String(n);
  const wp = `${t.int(18, 35)}.00`;
  const wnet = mul(copies, wp);
  lines.push({
    id: String(lines.length + 1),
    qty: copies,
    unit: U.copy,
    price: wp,
    net: wnet,
    rate: '0',
    cat: 'Z',
    name: 'Printed course workbooks',
    cells: ['', 'Printed course workbooks', '', copies, money('en', wp), money('en', wnet), '0%'],
  });
  const reason = 'Zero-rated (printed books)';
  const vat = vatRows(lines, { Z: reason });
  const sm = sums(lines, vat);
  const m = (x: string) => `£${money('en', x)}`;
  const totals: Array<[string, string]> = [['Subtotal', m(sm.lineNet)]];
  for (const r of vat)
    totals.push(
      r.cat === 'S'
        ? [`VAT @ ${r.rate}% on ${m(r.base)}`, m(r.tax)]
        : [`Zero-rated items ${m(r.base)}, VAT`, m(r.tax)],
    );
  totals.push(['TOTAL DUE', m(sm.gross)]);
  return {
    tpl: 'course27',
    lang: 'en',
    cur: 'GBP',
    s,
    b,
    sellerHead: [s.name, s.street, `${s.city} ${s.pc}`, `VAT Reg. No. ${s.vat}`],
    buyerBlock: [b.name, 'Attn: Accounts Payable', b.street, `${b.city} ${b.pc}`],
    title: 'TAX INVOICE',
    meta: [
      ['Invoice No', number],
      ['Tax point', ukDate(issue)],
      ['Due date', ukDate(due)],
      ['Your PO', po],
    ],
    intro: ['Course delegates'],
    cols: [
      { h: 'Delegate', x: 45 },
      { h: 'Course', x: 140 },
      { h: 'Date', x: 285 },
      { h: 'Days', x: 395, right: true },
      { h: 'Fee £', x: 450, right: true },
      { h: 'Net £', x: 510, right: true },
      { h: 'VAT', x: 525 },
    ],
    lines,
    vat,
    ...sm,
    number,
    issue,
    due,
    po,
    iban,
    bic,
    totals,
    notes: [
      `Payment by BACS within 30 days. IBAN ${spaced(iban)}, BIC ${bic}.`,
      'Printed workbooks are zero-rated for VAT.',
    ],
    footer: [`${s.name} · Registered in England and Wales No. ${t.digits(8)} · VAT Reg. No. ${s.vat}`],
    pageLabel: (pg, nn) => `Page ${pg} of ${nn}`,
  };
}

function formation(t: Tools, _v: number, h: Helpers): Doc {
  const s = anyParty('FR', h, t);
  const b = anyParty('FR', h, t);
  s.name = t.pick(['Institut Formapro SARL', 'Compétences Plus SAS', 'Atelier du Savoir SARL']);
  const issue = `2026-${String(t.int(9, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const due = addDays(issue, 30);
  const iban = ibanOfCountry('FR', t);
  const bic = t.pick(['BNPAFRPPXXX', 'AGRIFRPP882', 'CEPAFRPP751']);
  const number = `F${t.digits(2)}-${t.digits(4)}`;
  const nda = `${t.digits(2)} ${t.digits(2)} ${t.digits(5)} ${t.digits(2)}`;
  const lines: PLine[] = [];
  const acts = ['Management d’équipe', 'Bureautique Excel', 'Sécurité incendie', 'Anglais professionnel'];
  const act = t.pick(acts);
  const rate = `${t.int(45, 90)}.00`;
  const start = addDays(issue, -t.int(10, 30));
  for (let i = 0; i < t.int(3, 7); i++) {
    const hours = String(t.pick([7, 14, 21, 35]));
    const net = mul(hours, rate);
    lines.push({
      id: String(i + 1),
      qty: hours,
      unit: U.h,
      price: rate,
      net,
      rate: '0',
      cat: 'E',
      name: act,
      cells: [
        `${t.pick(FR_FIRST)} ${t.pick(FR_LAST)}`,
        act,
        `${hours} heures`,
        money('fr', rate),
        money('fr', net),
      ],
    });
  }
  const reason = 'Exonération de TVA, article 261-4-4° a du CGI';
  const vat = vatRows(lines, { E: reason });
  const sm = sums(lines, vat);
  const m = (x: string) => `${money('fr', x)} €`;
  return {
    tpl: 'formation27',
    lang: 'fr',
    cur: 'EUR',
    s,
    b,
    sellerHead: [s.name, s.street, `${s.pc} ${s.city}`, `N° TVA : ${s.vat}`],
    buyerBlock: [b.name, 'Service formation', b.street, `${b.pc} ${b.city}`],
    title: `FACTURE N° ${number}`,
    meta: [
      ['Date de facture', dmy('fr', issue)],
      ['Échéance', dmy('fr', due)],
      ['Session du', `${dmy('fr', start)} au ${dmy('fr', addDays(start, 4))}`],
    ],
    intro: [`Action de formation : ${act}`, 'Stagiaires :'],
    cols: [
      { h: 'Stagiaire', x: 45 },
      { h: 'Formation', x: 170 },
      { h: 'Durée', x: 345 },
      { h: 'Taux horaire', x: 460, right: true },
      { h: 'Montant', x: 555, right: true },
    ],
    lines,
    vat,
    ...sm,
    number,
    issue,
    due,
    po: '',
    iban,
    bic,
    totals: [
      ['Total HT', m(sm.lineNet)],
      ['TVA (exonérée)', m(sm.vatT)],
      ['Net à payer', m(sm.gross)],
    ],
    notes: [
      `${reason}.`,
      `Déclaration d'activité enregistrée sous le numéro ${nda} auprès du préfet de région.`,
      `Règlement par virement : IBAN ${spaced(iban)} · BIC ${bic}`,
    ],
    footer: [`${s.name} · SIRET ${t.digits(14)} · N° TVA ${s.vat}`],
    pageLabel: (pg, nn) => `Page ${pg}/${nn}`,
  };
}

/** Document k of blind58: the layout by turn (k mod 8), its variant k div 8. */
export function generateBlind58(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND58_TPLS[k % BLIND58_TPLS.length] as Tpl;
  const v = Math.floor(k / BLIND58_TPLS.length);
  const d =
    tpl === 'kurs27'
      ? kurs(t, v)
      : tpl === 'sprache27'
        ? sprache(t, v)
        : tpl === 'fahr27'
          ? fahr(t, v)
          : tpl === 'verein27'
            ? verein(t, v)
            : tpl === 'anzeige27'
              ? anzeige(t, v)
              : tpl === 'agentur27'
                ? agentur(t, v)
                : tpl === 'course27'
                  ? course(t, v, h)
                  : formation(t, v, h);
  d.notes = d.notes.filter(Boolean);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
