/**
 * `--templates blind9` of extraction-synthetic.ts: held-out layouts of session 10 (issue 19 items 2
 * and 4, "generalise"), written before reading the extraction rules, for what item 2 names —
 * contact data printed in different places, the delivery date under its labels in German, English
 * and French, parties in grids, letterheads and footers, multi-page documents:
 * - `din`: a German DIN 5008 letter: letterhead on the right (switchboard "Tel." and "info@"),
 *   the seller's return-address line over the buyer's window (sometimes "z. Hd. <name>"), an info
 *   block of label–value pairs with "Ansprechpartner", "Telefon", "E-Mail" and "Leistungsdatum" or
 *   "Lieferdatum", a footer of three columns;
 * - `billto`: an English or French invoice: letterhead at the left with "Phone:"/"Tél. :" and
 *   "Email:"/"E-mail :", "Bill to" / "Ship to" ("Facturé à" / "Livré à") side by side, "Attn:"
 *   ("À l'attention de :") under the buyer, "Date of supply" / "Date de livraison" right of its
 *   label, the seller's contact person named in a closing sentence;
 * - `grid2`: a two-column party grid "Verkäufer | Käufer" / "Seller | Buyer" / "Vendeur |
 *   Acheteur", each party with "Ansprechpartner:"/"Contact:", "Tel.:"/"Phone:"/"Tél. :" and
 *   "E-Mail:" lines; an info grid of labels with their values below them (number, date, delivery
 *   date, due date);
 * - `grid3`: a three-column grid "Rechnungsempfänger | Lieferanschrift | Ansprechpartner" / "Bill
 *   to | Ship to | Contact" / "Facturé à | Livré à | Votre contact" (the seller's contact person
 *   with "Tel." and "E-Mail" in the third column), "Liefertermin:" / "Delivery date:" / "Date de
 *   livraison :" with the value right of it, the seller's VAT id only in the footer;
 * - `footer`: letterhead on the right without phone or e-mail, the buyer under "Rechnungsempfänger"
 *   / "Invoice to" / "Destinataire", the meta data as labels with the value below them
 *   ("Leistungsdatum" / "Delivery date" / "Date de livraison"), the contact data only in a footer
 *   column ("Ansprechpartner:" / "Contact:", "Tel." / "Phone" / "Téléphone", "E-Mail");
 * - `multi`: two or three pages with "Übertrag" / "Carried forward" / "Brought forward" / "À
 *   reporter" / "Report" rows, the seller's contact in a line under the letterhead ("Ihr Kontakt:
 *   … · Tel. … · …") and the return-address line over the window;
 * - `swap`: the address window on the right (a return-address line over it in German and English,
 *   none in French: the French letter prints the recipient at the right), the seller at the top
 *   left with "Tel."/"Phone"/"Tél." and "E-Mail"/"Email"/"Courriel" lines, the delivery date in an
 *   info grid (value below its label) and the contact person ("Ihr Ansprechpartner" / "Your
 *   contact" / "Votre interlocuteur") right of its label.
 *
 * Truth = the generated model, which also carries what the official scorer does not score: the
 * seller's contact (BT-41/42/43), the buyer's contact where printed (BT-56/57/58) and the delivery
 * date (BT-72); `extraction-contact.ts` scores those. Decisions where the print allows more than
 * one reading:
 * - the seller's contact is the person named on the invoice with the phone and e-mail printed by
 *   that name; a switchboard number or "info@" address of the letterhead is the contact's only
 *   when no other is printed (`billto`, `swap`: the letterhead's);
 * - "z. Hd. X", "Attn: X", "À l'attention de : X" name the buyer's contact (BT-56);
 * - the "Ship to" / "Lieferanschrift" address is no party of the truth;
 * - telephone numbers are kept as printed (the scorer compares their digits).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import { addr3, groupedMoney, MONTH_NAMES, standardTail, vatSums } from './synthetic-kit.ts';
import { addDays, ibanWithCheck, randomTools, rowWriter, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND9_TPLS = ['din', 'billto', 'grid2', 'grid3', 'footer', 'multi', 'swap'] as const;
type Tpl = (typeof BLIND9_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';
type Cc = 'DE' | 'GB' | 'FR' | 'BE' | 'AT';

interface Person {
  name: string;
  phone: string;
  email: string;
}
interface P {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: Cc;
  vat?: string;
  contact?: { name?: string; telephone?: string; email?: string };
}
interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  net: string;
}
interface Doc {
  tpl: Tpl;
  lang: Lang;
  s: P;
  b: P;
  ship: P;
  /** the seller's contact person (truth BT-41/42/43) and the letterhead's switchboard */
  sc: Person;
  board: { phone: string; email: string };
  lines: Ln[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  number: string;
  issue: string;
  delivery: string;
  due: string;
  iban: string;
  bic: string;
  t: ReturnType<typeof randomTools> & { rnd: () => number };
  money: (v: string) => string;
  date: (iso: string) => string;
}

const FIRST = ['Anna', 'Jonas', 'Claire', 'Marc', 'Sophie', 'Oliver', 'Lena', 'Thomas', 'Emma', 'Paul'];
const LAST = ['Keller', 'Hartmann', 'Dubois', 'Martin', 'Walsh', 'Brooks', 'Vogel', 'Lefèvre', 'Schuster'];
const ITEMS: Record<Lang, string[]> = {
  de: [
    'Wartung Heizungsanlage',
    'Montage Küchenzeile',
    'Beratung Netzwerk',
    'Kabelkanal weiß',
    'Fliesenkleber 25 kg',
  ],
  en: [
    'Website maintenance',
    'Office chair Ergo',
    'Consulting services',
    'Printer toner black',
    'Training workshop',
  ],
  fr: [
    'Maintenance informatique',
    'Câble réseau Cat 6',
    'Prestation de conseil',
    'Chaise de bureau',
    'Formation sur site',
  ],
};
const UNITS: Record<Lang, Array<[string, string]>> = {
  de: [
    ['Stk.', 'H87'],
    ['Std.', 'HUR'],
    ['', 'C62'],
  ],
  en: [
    ['pcs', 'H87'],
    ['hrs', 'HUR'],
    ['', 'C62'],
  ],
  fr: [
    ['pce', 'H87'],
    ['h', 'HUR'],
    ['', 'C62'],
  ],
};
export function generateBlind9(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const tpl = BLIND9_TPLS[k % BLIND9_TPLS.length] as Tpl;
  const d = buildDoc(tpl, k, h);
  const rows: Row[] = [];
  const draw = { din: drawDin, billto: drawBillTo, grid2: drawGrid2, grid3: drawGrid3, footer: drawFooter }[
    tpl as 'din'
  ];
  const nPages = tpl === 'multi' ? drawMulti(d, rows) : tpl === 'swap' ? drawSwap(d, rows) : draw(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}

function langOf(tpl: Tpl, k: number): Lang {
  if (tpl === 'din') return 'de';
  if (tpl === 'billto') return k % 2 ? 'fr' : 'en';
  return (['de', 'en', 'fr'] as const)[Math.floor(k / 7) % 3] as Lang;
}

function phoneOf(c: Cc, t: Doc['t']): string {
  if (c === 'GB')
    return t.pick([`+44 20 ${t.digits(4)} ${t.digits(4)}`, `0161 ${t.digits(3)} ${t.digits(4)}`]);
  if (c === 'FR' || c === 'BE')
    return t.pick([
      `+33 1 ${t.digits(2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)}`,
      `04 ${t.digits(2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)}`,
    ]);
  return t.pick([
    `+49 89 ${t.digits(6)}-${t.digits(2)}`,
    `030 / ${t.digits(3)} ${t.digits(2)} ${t.digits(2)}`,
    `(0221) ${t.digits(6)}`,
  ]);
}

function personOf(p: P, t: Doc['t']): Person {
  const first = t.pick(FIRST);
  const last = t.pick(LAST);
  const dom = `${p.name
    .split(' ')[0]
    ?.toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.example`;
  return {
    name: `${first} ${last}`,
    phone: phoneOf(p.country, t),
    email: `${first[0]?.toLowerCase()}.${last
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}@${dom}`,
  };
}

function buildLines(lang: Lang, rates: string[], t: Doc['t'], n: number): Ln[] {
  return Array.from({ length: n }, (_, i) => {
    const unit = t.pick(UNITS[lang]);
    const qty = unit[1] === 'HUR' ? t.pick(['1.5', '2', '4', '7.5']) : String(t.int(1, 12));
    const price = `${t.int(5, 480)}.${t.pick(['00', '50', '90', '25'])}`;
    const name = `${t.pick(ITEMS[lang])}${i ? ` ${i < 26 ? String.fromCharCode(65 + i) : `V${i}`}` : ''}`;
    const rate =
      i === n - 1 && rates.length > 1 && t.rnd() < 0.5 ? (rates[1] as string) : (rates[0] as string);
    return { id: String(i + 1), name, qty, unit, price, rate, net: round(dec(qty).times(dec(price))) };
  });
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t = { ...randomTools(h.rnd), rnd: h.rnd };
  const lang = langOf(tpl, k);
  const cc: Cc =
    lang === 'de'
      ? t.pick(['DE', 'DE', 'AT'] as const)
      : lang === 'en'
        ? 'GB'
        : t.pick(['FR', 'FR', 'BE'] as const);
  const bcc: Cc = t.rnd() < 0.8 ? cc : lang === 'fr' ? 'FR' : 'DE';
  const mk = (c: Cc): P => ({ ...h.party(c), country: c, vat: h.vatId(c) });
  const s = mk(cc);
  const b = mk(bcc);
  const ship = mk(bcc);
  if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Nova ${b.name}`;
  const sc = personOf(s, t);
  const board = { phone: phoneOf(cc, t), email: `info@${sc.email.split('@')[1]}` };
  const rates =
    cc === 'AT'
      ? ['20', '10']
      : cc === 'GB'
        ? ['20', '5']
        : cc === 'FR'
          ? ['20', '5.5']
          : cc === 'BE'
            ? ['21', '6']
            : ['19', '7'];
  const lines = buildLines(lang, rates, t, tpl === 'multi' ? t.int(38, 60) : t.int(2, 5));
  const { vat, lineNet, vatT } = vatSums(lines);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const longEn = lang === 'en' && t.rnd() < 0.5;
  const date = (iso: string) => {
    const [y, m, dd] = iso.split('-');
    if (longEn) return `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]} ${y}`;
    return lang === 'de' ? `${dd}.${m}.${y}` : `${dd}/${m}/${y}`;
  };
  const money = (v: string) =>
    groupedMoney(v, lang === 'en' ? ',' : lang === 'fr' ? '\u202f' : '.', lang === 'en' ? '.' : ',');
  const bankCc = cc === 'GB' ? 'DE' : cc;
  const bban =
    bankCc === 'FR'
      ? `${t.digits(10)}${t.digits(11)}${t.digits(2)}`
      : t.digits(bankCc === 'BE' ? 12 : bankCc === 'AT' ? 16 : 18);
  return {
    tpl,
    lang,
    s,
    b,
    ship,
    sc,
    board,
    lines,
    vat,
    lineNet,
    vatT,
    gross: round(dec(lineNet).plus(dec(vatT))),
    number: t.pick([`RE-2026-${t.digits(4)}`, `${t.digits(6)}`, `F2026-${t.digits(3)}`]),
    issue,
    delivery: addDays(issue, -t.int(1, 20)),
    due: addDays(issue, t.pick([14, 30])),
    iban: ibanWithCheck(bankCc, bban),
    bic: t.pick(['COBADEFFXXX', 'BNPAFRPPXXX', 'GKCCBEBB', 'RZBAATWW']),
    t,
    money,
    date,
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, {
    number: d.number,
    issueDate: d.issue,
    dueDate: d.due,
    currency: d.s.country === 'GB' ? 'GBP' : 'EUR',
  });
  const addr = (p: P) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    vatId: d.s.vat,
    address: addr(d.s),
    contact: { name: d.sc.name, telephone: d.sc.phone, email: d.sc.email },
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.b.contact ? { contact: d.b.contact } : {}) };
  inv.delivery = { actualDeliveryDate: d.delivery };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.gross,
  };
  return standardTail(inv, d);
}

// ---------------------------------------------------------------------------- shared pieces
const W: Record<Lang, Record<string, string>> = {
  de: {
    title: 'Rechnung',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Fällig am',
    pos: 'Pos.',
    desc: 'Bezeichnung',
    qty: 'Menge',
    unit: 'Einheit',
    price: 'Einzelpreis',
    amount: 'Gesamtpreis',
    vat: 'USt.',
    net: 'Nettobetrag',
    gross: 'Rechnungsbetrag',
    tel: 'Tel.',
    mail: 'E-Mail',
    contact: 'Ansprechpartner',
    vatid: 'USt-IdNr.',
    cf: 'Übertrag',
    bf: 'Übertrag',
    bank: 'Bankverbindung',
  },
  en: {
    title: 'INVOICE',
    no: 'Invoice No.',
    date: 'Invoice Date',
    due: 'Due Date',
    pos: 'No.',
    desc: 'Description',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Unit Price',
    amount: 'Amount',
    vat: 'VAT',
    net: 'Subtotal',
    gross: 'Total',
    tel: 'Phone',
    mail: 'Email',
    contact: 'Contact',
    vatid: 'VAT No.',
    cf: 'Carried forward',
    bf: 'Brought forward',
    bank: 'Bank details',
  },
  fr: {
    title: 'FACTURE',
    no: 'N° de facture',
    date: 'Date de facture',
    due: "Date d'échéance",
    pos: 'N°',
    desc: 'Désignation',
    qty: 'Qté',
    unit: 'Unité',
    price: 'P.U. HT',
    amount: 'Montant HT',
    vat: 'TVA',
    net: 'Total HT',
    gross: 'Total TTC',
    tel: 'Tél.',
    mail: 'E-mail',
    contact: 'Contact',
    vatid: 'N° TVA',
    cf: 'À reporter',
    bf: 'Report',
    bank: 'Coordonnées bancaires',
  },
};
const colon = (d: Doc, label: string) => (d.lang === 'fr' ? `${label} :` : `${label}:`);
const pct = (d: Doc, r: string) => `${d.lang === 'en' ? r : r.replace('.', ',')} %`;

/** The item table from y (page breaks with carried totals when `pager` is given); returns y below. */
function table(
  d: Doc,
  w: ReturnType<typeof rowWriter>,
  y0: number,
  pager?: { next: () => number; bottom: number },
): number {
  const L = W[d.lang];
  const cols: Array<[string, number, boolean]> = [
    [L.pos as string, 50, false],
    [L.desc as string, 80, false],
    [L.qty as string, 320, true],
    [L.unit as string, 328, false],
    [L.vat as string, 400, true],
    [L.price as string, 470, true],
    [L.amount as string, 545, true],
  ];
  const heads = (y: number) => {
    for (const [hd, x, r] of cols) w.put(y, x, hd, { size: 8, bold: true, right: r });
    return y + 15;
  };
  let y = heads(y0);
  let run = dec(0);
  for (const l of d.lines) {
    if (pager && y + 14 > pager.bottom) {
      w.put(y + 4, 80, L.cf as string, { size: 9, bold: true });
      w.put(y + 4, 545, d.money(round(run)), { size: 9, bold: true, right: true });
      y = heads(pager.next());
      w.put(y, 80, L.bf as string, { size: 9, bold: true });
      w.put(y, 545, d.money(round(run)), { size: 9, bold: true, right: true });
      y += 15;
    }
    const qty = d.lang === 'en' ? l.qty : l.qty.replace('.', ',');
    const cells: Array<[number, string, boolean]> = [
      [50, l.id, false],
      [80, l.name, false],
      [320, qty, true],
      [328, l.unit[0], false],
      [400, pct(d, l.rate), true],
      [470, d.money(l.price), true],
      [545, d.money(l.net), true],
    ];
    for (const [x, v, r] of cells) w.put(y, x, v, { size: 9, right: r });
    y += 14;
    run = run.plus(dec(l.net));
  }
  return y;
}

/** Totals block right (net, VAT per rate, gross) from y; returns y below. */
function totals(d: Doc, w: ReturnType<typeof rowWriter>, y: number): number {
  const L = W[d.lang];
  const cur = d.s.country === 'GB' ? '£' : '€';
  const tot: Array<[string, string]> = [[L.net as string, `${d.money(d.lineNet)} ${cur}`]];
  for (const v of d.vat) tot.push([`${L.vat} ${pct(d, v.rate)}`, `${d.money(v.tax)} ${cur}`]);
  const end = w.kv(y, 360, 545, tot, { size: 9 }, 13);
  w.put(end + 2, 360, L.gross as string, { size: 10, bold: true });
  w.put(end + 2, 545, `${d.money(d.gross)} ${cur}`, { size: 10, bold: true, right: true });
  return end + 24;
}

const terms = (d: Doc) =>
  ({
    de: `Zahlbar bis ${d.date(d.due)} ohne Abzug.`,
    en: `Payment due by ${d.date(d.due)}.`,
    fr: `Paiement à réception, au plus tard le ${d.date(d.due)}.`,
  })[d.lang];
const deliveryLabel = (d: Doc, k: number) =>
  ({
    de: ['Leistungsdatum', 'Lieferdatum', 'Liefertermin'],
    en: ['Date of supply', 'Delivery date', 'Delivery Date'],
    fr: ['Date de livraison', 'Date de livraison', 'Date de prestation'],
  })[d.lang][k % 3] as string;
const bankLine = (d: Doc) => `IBAN ${spaced(d.iban)} · BIC ${d.bic}`;

// ---------------------------------------------------------------------------- din
function drawDin(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const t = d.t;
  w.put(40, 545, d.s.name, { size: 14, bold: true, right: true });
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.board.phone}`, d.board.email], 420, 60, {
    size: 8,
  });
  w.put(140, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  const buyer = addr3(d.b);
  if (t.rnd() < 0.5) {
    const p = `${t.pick(['Frau', 'Herrn'])} ${t.pick(FIRST)} ${t.pick(LAST)}`;
    d.b.contact = { name: p.replace(/^(Frau|Herrn) /, '') };
    buyer.splice(1, 0, `z. Hd. ${p}`);
  }
  w.block(buyer, 50, 155, { size: 10 });
  const info: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', d.date(d.issue)],
    [t.rnd() < 0.5 ? 'Leistungsdatum' : 'Lieferdatum', d.date(d.delivery)],
    ['Kundennummer', String(t.int(10000, 99999))],
    ['Ansprechpartner', d.sc.name],
    ['Telefon', d.sc.phone],
    ['E-Mail', d.sc.email],
  ];
  w.kv(150, 360, 545, info, { size: 8 }, 12);
  w.put(260, 50, `Rechnung ${d.number}`, { size: 13, bold: true });
  w.put(280, 50, 'Sehr geehrte Damen und Herren, wir berechnen Ihnen:', { size: 9 });
  let y = table(d, w, 300);
  y = totals(d, w, y + 10);
  w.put(y, 50, terms(d), { size: 9 });
  w.put(y + 14, 50, 'Mit freundlichen Grüßen', { size: 9 });
  const foot = [
    addr3(d.s),
    [`Geschäftsführer: ${t.pick(FIRST)} ${t.pick(LAST)}`, `Amtsgericht ${d.s.city}`, `HRB ${t.digits(5)}`],
    [`USt-IdNr.: ${d.s.vat}`, `IBAN: ${spaced(d.iban)}`, `BIC: ${d.bic}`],
  ];
  foot.forEach((c, i) => void w.block(c, 50 + i * 170, 780, { size: 6 }));
  return 1;
}

// ---------------------------------------------------------------------------- billto
function drawBillTo(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const fr = d.lang === 'fr';
  w.put(40, 50, d.s.name, { size: 15, bold: true });
  w.block(
    [
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      `${colon(d, fr ? 'Tél.' : 'Phone')} ${d.board.phone}`,
      `${colon(d, fr ? 'E-mail' : 'Email')} ${d.sc.email}`,
      `${colon(d, W[d.lang].vatid as string)} ${d.s.vat}`,
    ],
    50,
    60,
    { size: 8 },
  );
  d.sc.phone = d.board.phone;
  w.put(40, 545, W[d.lang].title as string, { size: 20, bold: true, right: true });
  const meta: Array<[string, string]> = [
    [W[d.lang].no as string, d.number],
    [W[d.lang].date as string, d.date(d.issue)],
    [deliveryLabel(d, d.t.int(0, 2)), d.date(d.delivery)],
    [W[d.lang].due as string, d.date(d.due)],
  ];
  w.kv(75, 380, 545, meta, { size: 9 }, 13);
  w.put(150, 50, fr ? 'Facturé à' : 'Bill to', { size: 9, bold: true });
  w.put(150, 300, fr ? 'Livré à' : 'Ship to', { size: 9, bold: true });
  const attn = `${d.t.pick(FIRST)} ${d.t.pick(LAST)}`;
  d.b.contact = { name: attn };
  w.block([...addr3(d.b), `${fr ? "À l'attention de :" : 'Attn:'} ${attn}`], 50, 164, { size: 9 });
  w.block(addr3(d.ship), 300, 164, { size: 9 });
  let y = table(d, w, 240);
  y = totals(d, w, y + 10);
  w.put(y, 50, terms(d), { size: 9 });
  w.put(y + 13, 50, `${W[d.lang].bank}: ${bankLine(d)}`, { size: 9 });
  w.put(
    y + 30,
    50,
    fr
      ? `Pour toute question concernant cette facture, contactez ${d.sc.name}.`
      : `If you have any questions about this invoice, please contact ${d.sc.name}.`,
    { size: 8 },
  );
  return 1;
}

// ---------------------------------------------------------------------------- grid2
function drawGrid2(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const L = W[d.lang];
  w.put(40, 50, L.title as string, { size: 18, bold: true });
  const heads = { de: ['Verkäufer', 'Käufer'], en: ['Seller', 'Buyer'], fr: ['Vendeur', 'Acheteur'] }[d.lang];
  const bp = personOf(d.b, d.t);
  d.b.contact = { name: bp.name, telephone: bp.phone, email: bp.email };
  const cn = { de: 'Ansprechpartner', en: 'Contact', fr: 'Contact' }[d.lang];
  [d.s, d.b].forEach((p, i) => {
    const x = 50 + i * 255;
    const per = i ? bp : d.sc;
    w.put(80, x, heads[i] as string, { size: 9, bold: true });
    w.block(
      [
        ...addr3(p),
        `${colon(d, L.vatid as string)} ${p.vat}`,
        `${colon(d, cn)} ${per.name}`,
        `${colon(d, d.lang === 'de' ? 'Tel.' : (L.tel as string))} ${per.phone}`,
        `${colon(d, L.mail as string)} ${per.email}`,
      ],
      x,
      94,
      { size: 9 },
    );
  });
  const meta: Array<[string, string]> = [
    [L.no as string, d.number],
    [L.date as string, d.date(d.issue)],
    [deliveryLabel(d, d.t.int(0, 2)), d.date(d.delivery)],
    [L.due as string, d.date(d.due)],
  ];
  meta.forEach(([a, v], i) => {
    w.put(200, 50 + i * 125, a, { size: 8, bold: true });
    w.put(212, 50 + i * 125, v, { size: 9 });
  });
  let y = table(d, w, 245);
  y = totals(d, w, y + 10);
  w.put(y, 50, terms(d), { size: 9 });
  w.put(y + 13, 50, `${L.bank}: ${bankLine(d)}`, { size: 9 });
  return 1;
}

// ---------------------------------------------------------------------------- grid3
function drawGrid3(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const L = W[d.lang];
  w.put(40, 50, d.s.name, { size: 14, bold: true });
  w.put(58, 50, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
  w.put(40, 545, L.title as string, { size: 18, bold: true, right: true });
  const heads = {
    de: ['Rechnungsempfänger', 'Lieferanschrift', 'Ansprechpartner'],
    en: ['Bill to', 'Ship to', 'Contact'],
    fr: ['Facturé à', 'Livré à', 'Votre contact'],
  }[d.lang];
  const tel = d.lang === 'de' ? 'Tel.' : (L.tel as string);
  const cols = [addr3(d.b), addr3(d.ship), [d.sc.name, `${tel} ${d.sc.phone}`, `${L.mail} ${d.sc.email}`]];
  cols.forEach((c, i) => {
    w.put(100, 50 + i * 170, heads[i] as string, { size: 9, bold: true });
    w.block(c, 50 + i * 170, 114, { size: 9 });
  });
  const meta: Array<[string, string]> = [
    [colon(d, L.no as string), d.number],
    [colon(d, L.date as string), d.date(d.issue)],
    [colon(d, deliveryLabel(d, 2)), d.date(d.delivery)],
  ];
  meta.forEach(([a, v], i) => void w.put(185 + i * 12, 50, `${a} ${v}`, { size: 9 }));
  let y = table(d, w, 240);
  y = totals(d, w, y + 10);
  w.put(y, 50, terms(d), { size: 9 });
  w.block(
    [
      `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`,
      `${colon(d, L.vatid as string)} ${d.s.vat} · ${bankLine(d)}`,
    ],
    50,
    790,
    { size: 6 },
  );
  return 1;
}

// ---------------------------------------------------------------------------- footer
function drawFooter(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const L = W[d.lang];
  w.block(addr3(d.s), 380, 40, { size: 10 });
  w.put(120, 50, { de: 'Rechnungsempfänger', en: 'Invoice to', fr: 'Destinataire' }[d.lang], {
    size: 8,
    bold: true,
  });
  w.block(addr3(d.b), 50, 134, { size: 10 });
  w.put(210, 50, `${L.title} ${d.number}`, { size: 14, bold: true });
  // labels with their value below them, two per row
  const meta: Array<[string, string]> = [
    [L.date as string, d.date(d.issue)],
    [deliveryLabel(d, d.t.int(0, 2)), d.date(d.delivery)],
    [L.due as string, d.date(d.due)],
  ];
  meta.forEach(([a, v], i) => {
    w.put(120 + i * 26, 380, a, { size: 8, bold: true });
    w.put(131 + i * 26, 380, v, { size: 9 });
  });
  let y = table(d, w, 240);
  y = totals(d, w, y + 10);
  w.put(y, 50, terms(d), { size: 9 });
  const cn = { de: 'Ansprechpartner', en: 'Contact', fr: 'Contact' }[d.lang];
  const tel = { de: 'Tel.', en: 'Phone', fr: 'Téléphone' }[d.lang];
  const foot = [
    addr3(d.s),
    [
      `${colon(d, cn)} ${d.sc.name}`,
      `${colon(d, tel)} ${d.sc.phone}`,
      `${colon(d, L.mail as string)} ${d.sc.email}`,
    ],
    [`${colon(d, L.vatid as string)} ${d.s.vat}`],
    [`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`],
  ];
  foot.forEach((c, i) => void w.block(c, 50 + i * 130, 775, { size: 6 }));
  return 1;
}

// ---------------------------------------------------------------------------- multi
function drawMulti(d: Doc, rows: Row[]): number {
  let page = 1;
  const w = rowWriter(rows, () => page);
  const L = W[d.lang];
  w.put(40, 50, d.s.name, { size: 14, bold: true });
  const kontakt = { de: 'Ihr Kontakt', en: 'Your contact', fr: 'Votre contact' }[d.lang];
  w.put(58, 50, `${colon(d, kontakt)} ${d.sc.name} · ${L.tel} ${d.sc.phone} · ${d.sc.email}`, { size: 8 });
  w.put(125, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  w.block(addr3(d.b), 50, 140, { size: 10 });
  const meta: Array<[string, string]> = [
    [L.no as string, d.number],
    [L.date as string, d.date(d.issue)],
    [deliveryLabel(d, 0), d.date(d.delivery)],
    [L.due as string, d.date(d.due)],
  ];
  w.kv(140, 360, 545, meta, { size: 9 }, 13);
  w.put(215, 50, `${L.title} ${d.number}`, { size: 13, bold: true });
  const pager = {
    bottom: 740,
    next: () => {
      page++;
      w.put(30, 50, `${L.title} ${d.number}`, { size: 8 });
      return 60;
    },
  };
  let y = table(d, w, 240, pager);
  if (y + 110 > 740) y = pager.next();
  y = totals(d, w, y + 10);
  w.put(y, 50, terms(d), { size: 9 });
  w.put(y + 13, 50, bankLine(d), { size: 9 });
  w.put(y + 26, 50, `${colon(d, L.vatid as string)} ${d.s.vat}`, { size: 9 });
  return page;
}

// ---------------------------------------------------------------------------- swap
function drawSwap(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const L = W[d.lang];
  const mail = { de: 'E-Mail', en: 'Email', fr: 'Courriel' }[d.lang];
  w.put(40, 50, d.s.name, { size: 13, bold: true });
  w.block(
    [
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      `${colon(d, L.tel as string)} ${d.board.phone}`,
      `${colon(d, mail)} ${d.board.email}`,
    ],
    50,
    58,
    { size: 8 },
  );
  d.sc.phone = d.board.phone;
  d.sc.email = d.board.email;
  if (d.lang !== 'fr') w.put(135, 320, `${d.s.name}, ${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 6 });
  w.block(addr3(d.b), 320, 150, { size: 10 });
  w.put(230, 50, `${L.title} ${d.number}`, { size: 14, bold: true });
  const meta: Array<[string, string]> = [
    [L.no as string, d.number],
    [L.date as string, d.date(d.issue)],
    [deliveryLabel(d, d.t.int(0, 2)), d.date(d.delivery)],
  ];
  meta.forEach(([a, v], i) => {
    w.put(255, 50 + i * 130, a, { size: 8, bold: true });
    w.put(267, 50 + i * 130, v, { size: 9 });
  });
  const cn = { de: 'Ihr Ansprechpartner', en: 'Your contact', fr: 'Votre interlocuteur' }[d.lang];
  w.put(150, 50, `${colon(d, cn)} ${d.sc.name}`, { size: 8 });
  let y = table(d, w, 295);
  y = totals(d, w, y + 10);
  w.put(y, 50, terms(d), { size: 9 });
  w.put(y + 13, 50, `${colon(d, L.vatid as string)} ${d.s.vat} · ${bankLine(d)}`, { size: 8 });
  return 1;
}
