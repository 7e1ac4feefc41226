/**
 * `--templates selfbilling` of extraction-synthetic.ts: self-billed invoices (UNTDID 389) in three
 * more layouts than blind12's `selfbill`, written in session 14 before any rule for them (issue 19,
 * "a rule needs cases in ≥ 2 layouts"). In each the ISSUER of the paper is the customer (the
 * BUYER) and the party it writes to, whose supplies it settles, is the SELLER:
 * - `ukself`: a UK "SELF-BILLING INVOICE" (a haulier, an agency or a recycler settling its
 *   suppliers): the issuer's letterhead top left, the title top right, the supplier's address
 *   under it as a letter's addressee, "Supplier No." / "Your VAT Reg No." beside it, "Date |
 *   Description | Qty | Rate | Net", "VAT @ 20%", HMRC's sentence "The VAT shown is your output
 *   tax due to HMRC", payment "by BACS to your account IBAN …", the issuer's VAT number and bank in
 *   the footer;
 * - `gsform`: a German marketplace's "Gutschrift" as a form: two party columns under
 *   "Gutschriftsaussteller" (the issuer, buyer) and "Gutschriftsempfänger (Leistungserbringer)"
 *   (the supplier, seller) with "Firma: …", "Straße: …", "PLZ / Ort: 50667 Köln" and "USt-IdNr.: …"
 *   each printed as ONE text piece, "Gutschrift Nr.: …" and "Datum: …" as pairs, the sentence
 *   "Abrechnung im Gutschriftsverfahren nach § 14 Abs. 2 Satz 2 UStG", a table of sales, the
 *   marketplace's fee is no line;
 * - `frauto`: a French "FACTURE" under "Autofacturation" (a cooperative settling its members'
 *   deliveries): the issuer's letterhead top left, the supplier at the right as the addressee
 *   (NF Z 11-001 window), "Facture émise par le client au nom et pour le compte du fournisseur",
 *   "N° de fournisseur", "Votre n° de TVA", "Désignation | Qté | P.U. HT | Montant HT", the
 *   payment "par virement sur votre compte IBAN …", the issuer's SIRET, TVA and bank in the foot.
 *
 * Truth = the generated model: type 389, the seller the supplier (its VAT id where printed), the
 * buyer the issuer with its VAT id from the footer, BT-84 the supplier's IBAN of the payment
 * sentence (no BIC of it printed), no due date; units: none printed → C62, "kg" KGM, "h" HUR.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  type Generated,
  generateByTemplate,
  groupedMoney,
  type KitParty,
  kitLine,
  kitVatRow,
  pager,
  shortDate,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { ibanWithCheck, randomTools, type rowWriter, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const SELFBILL_TPLS = ['ukself', 'gsform', 'frauto'] as const;
type Tpl = (typeof SELFBILL_TPLS)[number];
type Writer = ReturnType<typeof rowWriter>;

interface Ln {
  id: string;
  date: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  net: string;
}
interface Doc {
  tpl: Tpl;
  /** the issuer (customer): the buyer */
  issuer: KitParty;
  /** the supplier settled: the seller */
  supplier: KitParty;
  supplierVat: boolean;
  rate: string;
  lines: Ln[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  issue: string;
  number: string;
  supplierNo: string;
  iban: string;
  ownIban: string;
  ownBic: string;
  phone: string;
  t: Tools;
  money: (v: string) => string;
  date: (iso: string) => string;
}

const CC: Record<Tpl, 'GB' | 'DE' | 'FR'> = { ukself: 'GB', gsform: 'DE', frauto: 'FR' };
const RATE: Record<Tpl, string> = { ukself: '20', gsform: '19', frauto: '20' };
const ISSUERS: Record<Tpl, string[]> = {
  ukself: ['Northgate Haulage Ltd', 'Pennine Metals Recycling Ltd', 'Brightwater Staffing Limited'],
  gsform: ['Handwerksmarkt Online GmbH', 'Regionalportal Süd GmbH & Co. KG', 'Kunsthandel Direkt AG'],
  frauto: ['Coopérative Laitière du Val SCA', 'Vignerons Réunis SA', 'Transports Garonne SAS'],
};
const ITEMS: Record<Tpl, Array<[string, string, [string, string], number, number]>> = {
  ukself: [
    ['Haulage Leeds – Felixstowe, trailer', '1', ['', 'C62'], 380, 720],
    ['Scrap copper grade 2', '0', ['kg', 'KGM'], 4, 7],
    ['Agency driver hours', '0', ['h', 'HUR'], 16, 24],
    ['Pallet collection, 26 pallets', '1', ['', 'C62'], 90, 160],
  ],
  gsform: [
    ['Verkauf Holzspielzeug Set „Bauernhof“', '0', ['', 'C62'], 20, 60],
    ['Verkauf Keramiktasse handbemalt', '0', ['', 'C62'], 12, 28],
    ['Verkauf Wandregal Eiche massiv', '0', ['', 'C62'], 80, 190],
    ['Verkauf Leinwanddruck 60 x 40 cm', '0', ['', 'C62'], 35, 90],
  ],
  frauto: [
    ['Lait cru livré – collecte', '0', ['', 'C62'], 1, 2],
    ['Raisin blanc vendange', '0', ['kg', 'KGM'], 1, 3],
    ['Transport de marchandises Bordeaux – Toulouse', '1', ['', 'C62'], 400, 900],
    ['Prime de qualité', '1', ['', 'C62'], 50, 300],
  ],
};

export function generateSelfBilling(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  return generateByTemplate(
    k,
    SELFBILL_TPLS,
    (tpl: Tpl) => buildDoc(tpl, h, t),
    { ukself: drawUk, gsform: drawForm, frauto: drawFr },
    toInvoice,
  );
}

function buildLines(tpl: Tpl, t: Tools, issue: string): Ln[] {
  const n = t.int(1, 5);
  const pool = ITEMS[tpl];
  return Array.from({ length: n }, (_, i) => {
    const [name, fixed, unit, lo, hi] = pool[(i + t.int(0, 3)) % pool.length] as (typeof pool)[number];
    const qty = fixed === '1' ? '1' : unit[0] === 'kg' ? String(t.int(100, 2400)) : String(t.int(2, 40));
    const price = dec(t.int(lo * 100, hi * 100))
      .dividedBy(100)
      .toFixed(2);
    const day = String(t.int(1, 27)).padStart(2, '0');
    return {
      id: String(i + 1),
      date: `${issue.slice(0, 8)}${day}`,
      name,
      qty,
      unit,
      price,
      net: round(dec(qty).times(price)),
    };
  });
}

function buildDoc(tpl: Tpl, h: Helpers, t: Tools): Doc {
  const cc = CC[tpl];
  const issuer: KitParty = { ...anyParty(cc, h, t), name: t.pick(ISSUERS[tpl]) };
  let supplier = anyParty(cc, h, t);
  while (supplier.name === issuer.name) supplier = anyParty(cc, h, t);
  // the supplies of one month, settled in the first days of the next
  const month = t.int(1, 8);
  const issue = `2026-0${month + 1}-0${t.int(1, 9)}`;
  const lines = buildLines(tpl, t, `2026-0${month}-`);
  const rate = RATE[tpl];
  const { vat, lineNet, vatT } = vatSums(lines.map((l) => ({ rate, net: l.net })));
  const [th, dm] = tpl === 'ukself' ? [',', '.'] : tpl === 'frauto' ? ['\u202f', ','] : ['.', ','];
  const iban = (c: string) =>
    c === 'GB'
      ? ibanWithCheck('GB', `${t.pick(['BARC', 'NWBK'])}${t.digits(14)}`)
      : c === 'FR'
        ? ibanWithCheck('FR', `${t.digits(10)}${t.digits(11)}${t.digits(2)}`)
        : ibanWithCheck('DE', t.digits(18));
  return {
    tpl,
    issuer,
    supplier,
    supplierVat: t.rnd() < 0.75,
    rate,
    lines,
    vat,
    lineNet,
    vatT,
    gross: round(dec(lineNet).plus(vatT)),
    issue,
    number:
      tpl === 'ukself'
        ? `SB${t.digits(5)}`
        : tpl === 'gsform'
          ? `GS-${t.digits(6)}`
          : `AF-2026-${t.digits(4)}`,
    supplierNo: String(t.int(10000, 99999)),
    iban: iban(cc),
    ownIban: iban(cc),
    ownBic: cc === 'GB' ? 'BARCGB22' : cc === 'FR' ? 'BNPAFRPP' : 'COBADEFFXXX',
    phone:
      cc === 'GB'
        ? `+44 113 ${t.digits(3)} ${t.digits(4)}`
        : cc === 'FR'
          ? `05 ${t.digits(2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)}`
          : `0221 ${t.digits(6)}`,
    t,
    money: (v) => groupedMoney(v, th, dm),
    date: (iso) =>
      tpl === 'ukself' ? shortDate('en', true, iso) : shortDate(tpl === 'frauto' ? 'fr' : 'de', false, iso),
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  const cur = d.tpl === 'ukself' ? 'GBP' : 'EUR';
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: cur, typeCode: '389' });
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.supplier.name,
    identifiers: [],
    ...(d.supplierVat ? { vatId: d.supplier.vat } : {}),
    address: addr(d.supplier),
  };
  inv.buyer = { name: d.issuer.name, address: addr(d.issuer), vatId: d.issuer.vat };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.gross,
  };
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  inv.lines = d.lines.map((l) => kitLine({ ...l, rate: d.rate }));
  return inv;
}

/** UK VAT number as printed: "GB 123 4567 89". */
const ukVat = (v = '') => `GB ${v.slice(2, 5)} ${v.slice(5, 9)} ${v.slice(9)}`;

/** A table of columns [head, x, right-aligned, cell] from y; returns the y below it. */
function table(
  w: Writer,
  d: Doc,
  y0: number,
  cols: Array<[string, number, boolean, (l: Ln) => string]>,
): number {
  for (const [hd, x, r] of cols) w.put(y0, x, hd, { size: 8, bold: true, right: r });
  let y = y0 + 16;
  for (const l of d.lines) {
    for (const [, x, r, cell] of cols) w.put(y, x, cell(l), { size: 9, right: r });
    y += 15;
  }
  return y;
}

/** Net, VAT and total as label/value rows at x … 545. */
function sums(w: Writer, d: Doc, y: number, words: [string, string, string], x = 350): number {
  const end = w.kv(y + 8, x, 545, [
    [words[0], d.money(d.lineNet)],
    [words[1], d.money(d.vatT)],
  ]);
  w.put(end + 2, x, words[2], { size: 10, bold: true });
  w.put(end + 2, 545, d.money(d.gross), { size: 10, bold: true, right: true });
  return end + 26;
}

function drawUk(d: Doc, rows: Row[]): number {
  const w = pager(rows);
  const { issuer: o, supplier: s } = d;
  w.put(40, 50, o.name, { size: 15, bold: true });
  w.block([o.street, `${o.city} ${o.pc}`, `Tel: ${d.phone}`], 50, 60, { size: 9 });
  w.put(40, 545, 'SELF-BILLING INVOICE', { size: 16, bold: true, right: true });
  w.block([s.name, s.street, `${s.city} ${s.pc}`], 50, 140, { size: 10 });
  w.kv(140, 340, 545, [
    ['Invoice No:', d.number],
    ['Invoice Date:', d.date(d.issue)],
    ['Supplier No:', d.supplierNo],
    ...(d.supplierVat ? ([['Your VAT Reg No:', ukVat(s.vat)]] as Array<[string, string]>) : []),
  ]);
  const y = table(w, d, 240, [
    ['Date', 50, false, (l) => d.date(l.date)],
    ['Description', 125, false, (l) => l.name],
    ['Qty', 380, true, (l) => (l.unit[0] ? `${l.qty} ${l.unit[0]}` : l.qty)],
    ['Rate', 460, true, (l) => d.money(l.price)],
    ['Net £', 545, true, (l) => d.money(l.net)],
  ]);
  const end = sums(w, d, y, ['Net Total', `VAT @ ${d.rate}%`, 'Invoice Total £']);
  w.put(end, 50, 'The VAT shown is your output tax due to HMRC.', { size: 9 });
  w.put(end + 14, 50, `Payment will be made by BACS to your account IBAN ${spaced(d.iban)}.`, { size: 9 });
  w.put(
    780,
    50,
    `${o.name} · Registered in England and Wales No. ${d.t.digits(8)} · VAT Reg No. ${ukVat(o.vat)}`,
    { size: 7 },
  );
  w.put(792, 50, `Bank: Barclays · IBAN ${spaced(d.ownIban)} · BIC ${d.ownBic}`, { size: 7 });
  return w.pages();
}

function drawForm(d: Doc, rows: Row[]): number {
  const w = pager(rows);
  const { issuer: o, supplier: s } = d;
  w.put(40, 50, 'GUTSCHRIFT', { size: 18, bold: true });
  w.put(44, 545, o.name, { size: 11, bold: true, right: true });
  const party = (x: number, head: string, p: KitParty, vat: boolean) => {
    w.put(90, x, head, { size: 10, bold: true });
    w.put(106, x, `Firma: ${p.name}`, { size: 9 });
    w.put(119, x, `Straße: ${p.street}`, { size: 9 });
    w.put(132, x, `PLZ / Ort: ${p.pc} ${p.city}`, { size: 9 });
    if (vat) w.put(145, x, `USt-IdNr.: ${p.vat}`, { size: 9 });
  };
  party(50, 'Gutschriftsaussteller', o, true);
  party(310, 'Gutschriftsempfänger (Leistungserbringer)', s, d.supplierVat);
  w.put(180, 50, `Gutschrift Nr.: ${d.number}`, { size: 9 });
  w.put(180, 310, `Datum: ${d.date(d.issue)}`, { size: 9 });
  w.put(193, 50, `Verkäufer-Nr.: ${d.supplierNo}`, { size: 9 });
  w.put(215, 50, 'Abrechnung im Gutschriftsverfahren nach § 14 Abs. 2 Satz 2 UStG', { size: 9 });
  const y = table(w, d, 240, [
    ['Pos.', 50, false, (l) => l.id],
    ['Artikel', 80, false, (l) => l.name],
    ['Menge', 380, true, (l) => l.qty],
    ['Preis €', 460, true, (l) => d.money(l.price)],
    ['Summe €', 545, true, (l) => d.money(l.net)],
  ]);
  const end = sums(w, d, y, ['Summe netto', `USt. ${d.rate} %`, 'Gutschriftsbetrag']);
  w.put(end, 50, `Auszahlung auf Ihr Konto: IBAN ${spaced(d.iban)}`, { size: 9 });
  w.put(780, 50, `${o.name} · ${o.street} · ${o.pc} ${o.city} · USt-IdNr. ${o.vat}`, { size: 7 });
  w.put(792, 50, `IBAN ${spaced(d.ownIban)} · BIC ${d.ownBic}`, { size: 7 });
  return w.pages();
}

function drawFr(d: Doc, rows: Row[]): number {
  const w = pager(rows);
  const { issuer: o, supplier: s } = d;
  w.put(40, 50, o.name, { size: 14, bold: true });
  w.block([o.street, `${o.pc} ${o.city}`, `Tél. ${d.phone}`], 50, 58, { size: 9 });
  w.block([s.name, s.street, `${s.pc} ${s.city}`], 330, 130, { size: 10 });
  w.put(210, 50, `FACTURE N° ${d.number}`, { size: 14, bold: true });
  w.put(228, 50, 'Autofacturation – facture émise par le client au nom et pour le compte du fournisseur', {
    size: 8,
  });
  w.kv(246, 50, 200, [
    ['Date :', d.date(d.issue)],
    ['N° de fournisseur :', d.supplierNo],
    ...(d.supplierVat ? ([['Votre n° de TVA :', s.vat ?? '']] as Array<[string, string]>) : []),
  ]);
  const y = table(w, d, 300, [
    ['Désignation', 50, false, (l) => l.name],
    ['Qté', 380, true, (l) => (l.unit[0] ? `${l.qty} ${l.unit[0]}` : l.qty)],
    ['P.U. HT', 460, true, (l) => d.money(l.price)],
    ['Montant HT', 545, true, (l) => d.money(l.net)],
  ]);
  const end = sums(w, d, y, ['Total HT', `TVA ${d.rate} %`, 'Total TTC €']);
  w.put(end, 50, `Règlement par virement sur votre compte IBAN ${spaced(d.iban)}.`, { size: 9 });
  w.put(780, 50, `${o.name} · SIRET ${d.t.digits(14)} · TVA intracom. ${o.vat}`, { size: 7 });
  w.put(792, 50, `IBAN ${spaced(d.ownIban)} · BIC ${d.ownBic}`, { size: 7 });
  return w.pages();
}
