/**
 * `--templates blind11` of extraction-synthetic.ts: held-out layouts of session 12 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for invoice shapes blind2–10 do
 * not have, in German, English, French and Dutch —
 * - `erp`: an ERP/SAP-style invoice: a row of boxed header labels ("Rechnungs-Nr. | Datum |
 *   Kunden-Nr. | Bestell-Nr. | Seite", "Invoice No. | Date | Customer No. | PO No. | Page") with
 *   the values in the row BELOW, positions numbered 10/20/30, material numbers, a second text line
 *   per item, some prices per 100 units (a "PE" / "per" column), units "ST", "KG", "M";
 * - `shop`: an online-shop invoice (Shopify/WooCommerce-like): "Bestellnummer #10234", billing and
 *   shipping address side by side, variant sub-lines ("Größe: M · Farbe: Blau", "SKU: …"), item
 *   prices GROSS ("inkl. 19 % MwSt."), shipping as a line, the net and the VAT only in the totals;
 * - `curcell`: every amount cell carries the currency ("€ 12,00", "EUR 1,234.00", "12,00 €"), in
 *   the table and the totals;
 * - `vatcode`: a wholesale invoice with a VAT code letter per line ("A" / "B") explained under the
 *   table ("A = 19 % MwSt.") and a VAT summary table per code (code, rate, net, VAT, gross);
 * - `cover`: a cover letter on page 1 (address, subject, letter text naming the total), the
 *   invoice on page 2, half of them with a timesheet appendix on page 3 whose rows (date,
 *   activity, hours) are NOT invoice lines;
 * - `rental`: a rent/lease invoice: each line with its period ("01.03.2026 – 31.03.2026") in a
 *   column of its own, no quantity printed, net / VAT / gross per line;
 * - `smallbiz`: a French auto-entrepreneur ("TVA non applicable, art. 293 B du CGI", SIRET, no
 *   VAT number) or a Dutch small business under the KOR ("Vrijgesteld van btw (KOR)", KvK),
 *   amounts without VAT.
 *
 * Truth = the generated model. Decisions where the print allows more than one reading:
 * - `erp`: BT-1 the "Rechnungs-Nr." value, BT-13 the "Bestell-Nr." / "PO No." value (the customer
 *   number is no field of the truth); line id = the printed position 10/20/30; a price per 100
 *   units: BT-146 = the printed price, BT-149 (base quantity) = 100, line net = quantity × price
 *   ÷ 100 (as the producers' XML in the visible corpus has it; the first draft of this generator
 *   divided the price by 100 — corrected before any fix was scored against it, see bench/README);
 *   the second text line is not part of the item name;
 * - `shop`: the shop's order number is the seller's order reference, NOT the buyer's purchase
 *   order (BT-13 empty); items printed gross: BT-146 = the net price (gross ÷ (1 + rate), whole
 *   cents by construction), BT-131 = quantity × net price; shipping is a line of its own (id = row
 *   number); the variant and SKU sub-lines are not part of the item name;
 * - `cover`: the letter's date is the invoice date; the timesheet rows are no lines;
 * - `rental`: no quantity printed: quantity 1, unit C62; line id = row number; the period is not
 *   part of the item name;
 * - `smallbiz`: one VAT breakdown of category E, rate 0, tax 0; total with VAT = net; no seller
 *   VAT id (none printed), the SIRET / KvK number is no field of the truth;
 * - units: ST/Stk./pcs/st. H87, KG KGM, M MTR, h/Std./uur/heures HUR, days/Tage/jours/dagen DAY,
 *   none printed C62; line id: the printed position, else the row's number 1, 2, …
 * - the buyer's VAT id only where printed (`erp`, `vatcode`); payment terms not in the truth.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  addr3,
  anyParty,
  bankOneLine,
  bicOf,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  longDate,
  mailDomain,
  numberNotation,
  sellerOneLine,
  shortDate,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, COUNTRY_NAMES, randomTools, rowWriter, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND11_TPLS = ['erp', 'shop', 'curcell', 'vatcode', 'cover', 'rental', 'smallbiz'] as const;
type Tpl = (typeof BLIND11_TPLS)[number];
type Lang = 'de' | 'en' | 'fr' | 'nl';
type Writer = ReturnType<typeof rowWriter>;

interface Ln {
  id: string;
  art: string;
  name: string;
  /** a second printed line under the item (not part of its name) */
  sub: string;
  qty: string;
  unit: [string, string];
  /** the printed price (per `per` units; gross in `shop`) */
  price: string;
  per: number;
  netPrice: string;
  rate: string;
  net: string;
  /** the printed gross line amount (`shop`, `rental`) */
  gross: string;
  /** the VAT code letter (`vatcode`) */
  code: string;
  period: string;
}
interface Doc {
  tpl: Tpl;
  lang: Lang;
  cur: string;
  sym: string;
  s: KitParty;
  b: KitParty;
  buyerVat: boolean;
  exempt: boolean;
  lines: Ln[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  number: string;
  po: string;
  custNo: string;
  issue: string;
  due: string;
  iban: string;
  bic: string;
  phone: string;
  email: string;
  t: Tools;
  money: (v: string) => string;
  date: (iso: string) => string;
}

const LANGS: Record<Tpl, Lang[]> = {
  erp: ['de', 'en'],
  shop: ['de', 'en'],
  curcell: ['en', 'nl', 'fr'],
  vatcode: ['de', 'nl', 'en'],
  cover: ['de', 'fr', 'en'],
  rental: ['de', 'nl', 'en'],
  smallbiz: ['fr', 'nl'],
};
const COUNTRY: Record<Lang, string[]> = {
  de: ['DE', 'DE', 'AT'],
  en: ['GB', 'IE', 'GB'],
  fr: ['FR', 'FR', 'BE'],
  nl: ['NL', 'NL', 'BE'],
};
const RATES: Record<string, [string, string]> = {
  DE: ['19', '7'],
  AT: ['20', '10'],
  GB: ['20', '5'],
  IE: ['23', '13.5'],
  FR: ['20', '5.5'],
  BE: ['21', '6'],
  NL: ['21', '9'],
};
const ITEMS: Record<Lang, string[]> = {
  de: [
    'Sechskantschraube M8x40',
    'Hydraulikschlauch DN10',
    'Kugellager 6204-2RS',
    'Dichtring NBR 32x2',
    'Wartung Kompressor',
  ],
  en: ['Hex bolt M8x40', 'Hydraulic hose DN10', 'Ball bearing 6204', 'O-ring NBR 32x2', 'Compressor service'],
  fr: [
    'Vis hexagonale M8x40',
    'Flexible hydraulique',
    'Roulement à billes',
    'Joint torique NBR',
    'Entretien compresseur',
  ],
  nl: [
    'Zeskantbout M8x40',
    'Hydraulische slang',
    'Kogellager 6204',
    'O-ring NBR 32x2',
    'Onderhoud compressor',
  ],
};
const SERVICES: Record<Lang, string[]> = {
  de: ['Beratung Projektphase', 'Konzeption Website', 'Workshop Prozessanalyse', 'Programmierung Modul'],
  en: ['Project consulting', 'Website concept', 'Process analysis workshop', 'Module development'],
  fr: [
    'Conseil en gestion',
    'Conception du site web',
    'Atelier analyse des processus',
    'Développement module',
  ],
  nl: ['Projectadvies', 'Ontwerp website', 'Workshop procesanalyse', 'Ontwikkeling module'],
};
const SHOP: Record<'de' | 'en', Array<[string, string]>> = {
  de: [
    ['T-Shirt Basic Organic', 'Größe: M · Farbe: Schwarz'],
    ['Kapuzenpullover Classic', 'Größe: L · Farbe: Grau meliert'],
    ['Jeans Slim Fit', 'Größe: 32/34 · Farbe: Blau'],
    ['Sneaker Low', 'Größe: 42 · Farbe: Weiß'],
    ['Mütze Strick', 'Farbe: Dunkelgrün'],
  ],
  en: [
    ['Organic Cotton Tee', 'Size: M / Colour: Black'],
    ['Classic Hoodie', 'Size: L / Colour: Grey'],
    ['Slim Fit Jeans', 'Size: 32/34 / Colour: Indigo'],
    ['Canvas Sneakers', 'Size: 9 / Colour: White'],
    ['Knitted Beanie', 'Colour: Forest green'],
  ],
};
const UNIT_WORDS: Record<Lang, Record<string, string>> = {
  de: { H87: 'Stk.', HUR: 'Std.', DAY: 'Tage', KGM: 'kg', MTR: 'm' },
  en: { H87: 'pcs', HUR: 'h', DAY: 'days', KGM: 'kg', MTR: 'm' },
  fr: { H87: 'pce', HUR: 'heures', DAY: 'jours', KGM: 'kg', MTR: 'm' },
  nl: { H87: 'st.', HUR: 'uur', DAY: 'dagen', KGM: 'kg', MTR: 'm' },
};
const PHONE: Record<string, string> = {
  DE: '49 40',
  AT: '43 1',
  GB: '44 161',
  IE: '353 1',
  FR: '33 4',
  BE: '32 3',
  NL: '31 10',
};

export function generateBlind11(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND11_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      erp: drawErp,
      shop: drawShop,
      curcell: drawCurCell,
      vatcode: drawVatCode,
      cover: drawCover,
      rental: drawRental,
      smallbiz: drawSmallBiz,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
const qtyOf = (code: string, t: Tools): string =>
  code === 'HUR'
    ? t.pick(['1.5', '2', '4.5', '8', '12'])
    : code === 'DAY'
      ? String(t.int(1, 5))
      : code === 'KGM'
        ? `${t.int(1, 40)}.${t.pick(['0', '5', '25'])}`
        : code === 'MTR'
          ? String(t.int(2, 60))
          : String(t.int(1, 24));

function plainLine(i: number, lang: Lang, rate: string, t: Tools, goods: boolean): Ln {
  const code = goods ? t.pick(['H87', 'H87', 'KGM', 'MTR']) : t.pick(['HUR', 'DAY', 'HUR']);
  const qty = qtyOf(code, t);
  const price = `${t.int(goods ? 2 : 60, goods ? 180 : 950)}.${t.pick(['00', '50', '90', '25'])}`;
  const net = round(dec(qty).times(dec(price)));
  const name = `${t.pick(goods ? ITEMS[lang] : SERVICES[lang])}${i ? ` ${String.fromCharCode(65 + i)}` : ''}`;
  const unit: [string, string] = [UNIT_WORDS[lang][code] as string, code];
  const art = `${t.digits(3)}-${t.digits(4)}`;
  return {
    id: String(i + 1),
    art,
    name,
    sub: '',
    qty,
    unit,
    price,
    per: 1,
    netPrice: price,
    rate,
    net,
    gross: '',
    code: '',
    period: '',
  };
}

function erpLine(i: number, lang: Lang, rate: string, t: Tools): Ln {
  const code = t.pick(['H87', 'H87', 'KGM', 'MTR']);
  const per = code === 'H87' && t.rnd() < 0.5 ? 100 : 1;
  const qty = per === 100 ? String(t.int(1, 30) * 50) : qtyOf(code, t);
  const price =
    per === 100
      ? `${t.int(3, 95)}.${t.pick(['00', '40', '75', '10'])}`
      : `${t.int(2, 240)}.${t.pick(['00', '50', '80'])}`;
  const net = round(dec(qty).times(dec(price)).dividedBy(per));
  const unit: [string, string] = [
    { H87: lang === 'de' ? 'ST' : 'PC', KGM: 'KG', MTR: 'M' }[code] as string,
    code,
  ];
  const name = `${t.pick(ITEMS[lang])}${i ? ` ${String.fromCharCode(65 + i)}` : ''}`;
  const sub =
    lang === 'de'
      ? t.pick([
          `Ihre Materialnr. K-${t.digits(5)}`,
          `Lieferschein 80${t.digits(6)}`,
          `Charge ${t.digits(7)}`,
        ])
      : t.pick([`Your part no. K-${t.digits(5)}`, `Delivery note 80${t.digits(6)}`, `Batch ${t.digits(7)}`]);
  return {
    id: String((i + 1) * 10),
    art: `1000${t.digits(5)}`,
    name,
    sub,
    qty,
    unit,
    price,
    per,
    netPrice: price,
    rate,
    net,
    gross: '',
    code: '',
    period: '',
  };
}

function shopLine(i: number, lang: 'de' | 'en', rate: string, t: Tools): Ln {
  const [name, sub] = t.pick(SHOP[lang]);
  const netPrice = `${t.int(8, 120)}.00`;
  const price = round(
    dec(netPrice)
      .times(dec(100).plus(dec(rate)))
      .dividedBy(100),
  );
  const qty = String(t.pick([1, 1, 2, 3]));
  const net = round(dec(qty).times(dec(netPrice)));
  const gross = round(dec(qty).times(dec(price)));
  const sku = `SKU: ${name.slice(0, 2).toUpperCase()}-${t.digits(4)}`;
  return {
    id: String(i + 1),
    art: sku,
    name,
    sub,
    qty,
    unit: ['', 'C62'],
    price,
    per: 1,
    netPrice,
    rate,
    net,
    gross,
    code: '',
    period: '',
  };
}

function rentalLines(lang: Lang, rate: string, issue: string, t: Tools): Ln[] {
  const names: Record<Lang, string[]> = {
    de: [
      'Büromiete Einheit 3.04',
      'Nebenkostenvorauszahlung',
      'Stellplatz Tiefgarage Nr. 17',
      'Lagerfläche UG',
    ],
    en: [
      'Office rent unit 3.04',
      'Service charge on account',
      'Parking space no. 17',
      'Storage room basement',
    ],
    fr: ['Loyer bureau lot 3.04', 'Provision pour charges', 'Place de parking n° 17', 'Local de stockage'],
    nl: [
      'Huur kantoorruimte unit 3.04',
      'Voorschot servicekosten',
      'Parkeerplaats nr. 17',
      'Opslagruimte kelder',
    ],
  };
  const [y, m] = issue.split('-');
  const start = `${y}-${m}-01`;
  const end = addDays(addDays(start, 32).slice(0, 8).concat('01'), -1);
  const n = t.int(2, 4);
  return names[lang].slice(0, n).map((name, i) => {
    const price = `${t.int(60, 2400)}.${t.pick(['00', '50'])}`;
    const gross = round(
      dec(price)
        .times(dec(100).plus(dec(rate)))
        .dividedBy(100),
    );
    return {
      id: String(i + 1),
      art: '',
      name,
      sub: '',
      qty: '1',
      unit: ['', 'C62'] as [string, string],
      price,
      per: 1,
      netPrice: price,
      rate,
      net: price,
      gross,
      code: '',
      period: `${start}|${end}`,
    };
  });
}

function buildLines(tpl: Tpl, lang: Lang, rates: [string, string], issue: string, t: Tools): Ln[] {
  if (tpl === 'rental') return rentalLines(lang, rates[0], issue, t);
  const n = tpl === 'shop' ? t.int(1, 4) : t.int(2, 6);
  const lines = Array.from({ length: n }, (_, i) => {
    if (tpl === 'erp') return erpLine(i, lang, rates[0], t);
    if (tpl === 'shop') return shopLine(i, lang as 'de', rates[0], t);
    const goods = tpl === 'vatcode' || (tpl === 'curcell' && t.rnd() < 0.5);
    const two = tpl === 'vatcode' && t.rnd() < 0.4;
    const l = plainLine(i, lang, tpl === 'smallbiz' ? '0' : two ? rates[1] : rates[0], t, goods);
    if (tpl === 'vatcode') l.code = two ? 'B' : 'A';
    return l;
  });
  if (tpl === 'shop') {
    const netPrice = t.pick(['4.00', '5.00']);
    const price = round(
      dec(netPrice)
        .times(dec(100).plus(dec(rates[0])))
        .dividedBy(100),
    );
    const name =
      lang === 'de'
        ? t.pick(['Versand (DHL Paket)', 'Versandkosten'])
        : t.pick(['Shipping (Standard)', 'Delivery']);
    lines.push({
      id: String(n + 1),
      art: '',
      name,
      sub: '',
      qty: '1',
      unit: ['', 'C62'],
      price,
      per: 1,
      netPrice,
      rate: rates[0],
      net: netPrice,
      gross: price,
      code: '',
      period: '',
    });
  }
  return lines;
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const langs = LANGS[tpl];
  const lang = langs[Math.floor(k / BLIND11_TPLS.length) % langs.length] as Lang;
  const sc = tpl === 'smallbiz' ? (lang === 'fr' ? 'FR' : 'NL') : t.pick(COUNTRY[lang]);
  const bc = t.rnd() < 0.8 ? sc : t.pick(['DE', 'NL', 'FR']);
  const s = anyParty(sc, h, t);
  const b = anyParty(bc, h, t);
  if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Nova ${b.name}`;
  if (tpl === 'smallbiz') s.name = smallName(lang, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const lines = buildLines(tpl, lang, RATES[sc] ?? ['19', '7'], issue, t);
  const { vat, lineNet, vatT } = vatSums(lines);
  const [th, dm] = numberNotation(lang);
  const short = lang === 'en' && t.rnd() < 0.5;
  const date = (iso: string) => shortDate(lang, short, iso);
  const cur = sc === 'GB' ? 'GBP' : 'EUR';
  const dom = mailDomain(s.name);
  return {
    tpl,
    lang,
    cur,
    sym: cur === 'GBP' ? '£' : '€',
    s: tpl === 'smallbiz' ? { ...s, vat: undefined, vatShown: undefined } : s,
    b,
    buyerVat: tpl === 'erp' || tpl === 'vatcode',
    exempt: tpl === 'smallbiz',
    lines,
    vat,
    lineNet,
    vatT,
    gross: round(dec(lineNet).plus(dec(vatT))),
    number: numberOf(tpl, t),
    po: tpl === 'erp' ? `45${t.digits(8)}` : '',
    custNo: `${t.int(10, 99)}${t.digits(4)}`,
    issue,
    due: addDays(issue, t.pick([14, 30])),
    iban: ibanOfCountry(sc, t),
    bic: sc === 'FR' ? 'CCBPFRPPXXX' : sc === 'BE' ? t.pick(['GKCCBEBB', 'KREDBEBB']) : bicOf(sc, t),
    phone: `+${PHONE[sc] ?? '49 30'} ${t.digits(3)} ${t.digits(4)}`,
    email: `${t.pick(['rechnung', 'billing', 'contact', 'info'])}@${dom}`,
    t,
    money: (v: string) => groupedMoney(v, th, dm),
    date,
  };
}

function smallName(lang: Lang, t: Tools): string {
  const first = t.pick(
    lang === 'fr' ? ['Camille', 'Julien', 'Léa', 'Mathieu'] : ['Sanne', 'Daan', 'Lotte', 'Joris'],
  );
  const last = t.pick(
    lang === 'fr' ? ['Moreau', 'Fournier', 'Girard', 'Lambert'] : ['de Vries', 'Bakker', 'Visser', 'Smit'],
  );
  const trade = t.pick(
    lang === 'fr'
      ? ['Graphisme', 'Traduction', 'Photographie']
      : ['Tekstschrijver', 'Fotografie', 'Vertalingen'],
  );
  return t.rnd() < 0.5 ? `${first} ${last}` : `${first} ${last} ${trade}`;
}

function numberOf(tpl: Tpl, t: Tools): string {
  if (tpl === 'erp') return `9${t.digits(8)}`;
  if (tpl === 'shop') return `RE-${t.int(10000, 99999)}`;
  if (tpl === 'smallbiz') return t.pick([`2026-${t.digits(3)}`, `F-2026-${t.digits(2)}`]);
  return t.pick([`2026-${t.digits(4)}`, `INV${t.digits(5)}`, `${t.digits(6)}`, `R26-${t.digits(4)}`]);
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur, dueDate: d.due });
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.gross,
  };
  const cat = d.exempt ? 'E' : 'S';
  inv.vatBreakdown = d.vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: cat,
    rate: v.rate,
    ...(d.exempt ? { exemptionReason: exemptText(d) } : {}),
  }));
  inv.lines = d.lines.map((l) => ({
    ...synthLine({
      id: l.id,
      qty: l.qty,
      uc: l.unit[1],
      net: l.net,
      netPrice: l.netPrice,
      category: cat,
      rate: l.rate,
      name: l.name,
    }),
    ...(l.per !== 1 ? { price: { netPrice: l.netPrice, baseQuantity: String(l.per) } } : {}),
  }));
  return inv;
}

// ---------------------------------------------------------------------------- shared pieces
const W: Record<Lang, Record<string, string>> = {
  de: {
    title: 'Rechnung',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    pos: 'Pos.',
    desc: 'Bezeichnung',
    qty: 'Menge',
    unit: 'Einheit',
    price: 'Einzelpreis',
    amount: 'Gesamt',
    vat: 'MwSt.',
    net: 'Nettobetrag',
    gross: 'Rechnungsbetrag',
    vatid: 'USt-IdNr.',
    cust: 'Kunden-Nr.',
  },
  en: {
    title: 'Invoice',
    no: 'Invoice number',
    date: 'Invoice date',
    due: 'Payment due',
    pos: 'Item',
    desc: 'Description',
    qty: 'Quantity',
    unit: 'Unit',
    price: 'Rate',
    amount: 'Amount',
    vat: 'VAT',
    net: 'Net total',
    gross: 'Total due',
    vatid: 'VAT Reg. No.',
    cust: 'Account no.',
  },
  fr: {
    title: 'Facture',
    no: 'Facture n°',
    date: 'Date de facture',
    due: "Date d'échéance",
    pos: 'Réf.',
    desc: 'Description',
    qty: 'Quantité',
    unit: 'Unité',
    price: 'P.U. HT',
    amount: 'Montant HT',
    vat: 'TVA',
    net: 'Total HT',
    gross: 'Net à payer',
    vatid: 'TVA intracommunautaire',
    cust: 'Code client',
  },
  nl: {
    title: 'Factuur',
    no: 'Factuurnr.',
    date: 'Datum',
    due: 'Betalen vóór',
    pos: 'Nr.',
    desc: 'Omschrijving',
    qty: 'Aantal',
    unit: 'Eenheid',
    price: 'Stukprijs',
    amount: 'Totaal',
    vat: 'BTW',
    net: 'Totaal excl. btw',
    gross: 'Totaal incl. btw',
    vatid: 'Btw-nr.',
    cust: 'Klantnummer',
  },
};
const L = (d: Doc, k: string) => W[d.lang][k] as string;
const pct = (d: Doc, r: string) => `${d.lang === 'en' ? r : r.replace('.', ',')} %`;
const qtyTxt = (d: Doc, q: string) => (d.lang === 'en' ? q : q.replace('.', ','));
const cur = (d: Doc, v: string) => (d.lang === 'en' ? `${d.sym}${d.money(v)}` : `${d.money(v)} ${d.sym}`);

/** A table of columns [head, x, right-aligned, cell]; `after` may write rows under an item. */
function grid(
  w: Writer,
  y0: number,
  cols: Array<[string, number, boolean, (l: Ln) => string]>,
  lines: Ln[],
  after?: (l: Ln, y: number) => number,
): number {
  for (const [hd, x, r] of cols) w.put(y0, x, hd, { size: 8, bold: true, right: r });
  let y = y0 + 16;
  for (const l of lines) {
    for (const [, x, r, cell] of cols) w.put(y, x, cell(l), { size: 9, right: r });
    y += 13;
    if (after) y = after(l, y);
  }
  return y;
}

/** Net, VAT per rate and gross as label/value rows at x…vx; returns y below. */
function sums(d: Doc, w: Writer, y: number, money = (v: string) => cur(d, v), x = 350, vx = 545): number {
  const rows: Array<[string, string]> = [[L(d, 'net'), money(d.lineNet)]];
  for (const v of d.vat) rows.push([`${L(d, 'vat')} ${pct(d, v.rate)}`, money(v.tax)]);
  const end = w.kv(y, x, vx, rows, { size: 9 }, 13);
  w.put(end + 2, x, L(d, 'gross'), { size: 10, bold: true });
  w.put(end + 2, vx, money(d.gross), { size: 10, bold: true, right: true });
  return end + 26;
}

const buyerLines = (d: Doc) => {
  if (d.b.country === d.s.country) return addr3(d.b);
  return [...addr3(d.b), (COUNTRY_NAMES[d.lang] as Record<string, string>)[d.b.country] ?? d.b.country];
};
const sellerLine = sellerOneLine;
const bankLine = bankOneLine;

/** A three-column footer: address, contact, bank (and the VAT id where the seller has one). */
function footer(d: Doc, w: Writer, y = 775) {
  w.block(addr3(d.s), 50, y, { size: 7 });
  w.block([`Tel. ${d.phone}`, d.email, ...(d.s.vat ? [`${L(d, 'vatid')} ${d.s.vatShown}`] : [])], 220, y, {
    size: 7,
  });
  w.block([`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`], 400, y, { size: 7 });
}

function exemptText(d: Doc): string {
  return d.lang === 'fr'
    ? 'TVA non applicable, art. 293 B du CGI'
    : 'Vrijgesteld van btw op grond van de kleineondernemersregeling (KOR)';
}

// ---------------------------------------------------------------------------- erp
function drawErp(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const de = d.lang === 'de';
  w.put(40, 545, d.s.name, { size: 14, bold: true, right: true });
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`], 420, 58, { size: 8 });
  w.put(122, 50, sellerLine(d), { size: 6 });
  const bl = w.block(buyerLines(d), 50, 136, { size: 10 });
  w.put(bl + 4, 50, `${de ? 'Ihre USt-IdNr.' : 'Your VAT No.'} ${d.b.vatShown}`, { size: 8 });
  w.put(220, 50, de ? 'RECHNUNG' : 'INVOICE', { size: 14, bold: true });
  const heads = de
    ? ['Rechnungs-Nr.', 'Datum', 'Kunden-Nr.', 'Bestell-Nr.', 'Seite']
    : ['Invoice No.', 'Date', 'Customer No.', 'PO No.', 'Page'];
  const vals = [d.number, d.date(d.issue), d.custNo, d.po, '1 / 1'];
  heads.forEach((hd, i) => {
    w.put(245, 52 + i * 100, hd, { size: 7 });
    w.put(257, 52 + i * 100, vals[i] as string, { size: 9, bold: true });
  });
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = [
    [de ? 'Pos.' : 'Item', 50, false, (l) => l.id],
    [de ? 'Material' : 'Material', 78, false, (l) => l.art],
    [de ? 'Bezeichnung' : 'Description', 140, false, (l) => l.name],
    [de ? 'Menge' : 'Qty', 375, true, (l) => qtyTxt(d, l.qty)],
    [de ? 'ME' : 'UoM', 381, false, (l) => l.unit[0]],
    [de ? 'Preis' : 'Price', 450, true, (l) => d.money(l.price)],
    [de ? 'PE' : 'per', 480, true, (l) => String(l.per)],
    [de ? 'Betrag' : 'Amount', 545, true, (l) => d.money(l.net)],
  ];
  const after = (l: Ln, y: number) => {
    w.put(y, 140, l.sub, { size: 8 });
    return y + 16;
  };
  const y = grid(w, 285, cols, d.lines, after);
  const rows2: Array<[string, string]> = [[de ? 'Warenwert netto' : 'Net value', d.money(d.lineNet)]];
  for (const v of d.vat)
    rows2.push([
      `${de ? 'MwSt.' : 'VAT'} ${pct(d, v.rate)} ${de ? 'von' : 'on'} ${d.money(v.base)}`,
      d.money(v.tax),
    ]);
  const end = w.kv(y + 8, 330, 545, rows2, { size: 9 }, 13);
  w.put(end + 2, 330, `${de ? 'Rechnungsbetrag' : 'Invoice total'} ${d.cur}`, { size: 10, bold: true });
  w.put(end + 2, 545, d.money(d.gross), { size: 10, bold: true, right: true });
  const terms = de ? `Zahlbar bis ${d.date(d.due)} ohne Abzug.` : `Payable by ${d.date(d.due)} net.`;
  w.put(end + 30, 50, terms, { size: 9 });
  footer(d, w);
  return 1;
}

// ---------------------------------------------------------------------------- shop
function drawShop(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const de = d.lang === 'de';
  const order = `#${d.t.int(1000, 99999)}`;
  w.put(45, 50, d.s.name.toUpperCase(), { size: 16, bold: true });
  w.put(45, 545, de ? 'Rechnung' : 'Invoice', { size: 16, bold: true, right: true });
  const meta: Array<[string, string]> = de
    ? [
        ['Rechnungsnummer:', d.number],
        ['Rechnungsdatum:', d.date(d.issue)],
        ['Bestellnummer:', order],
        ['Bestelldatum:', d.date(addDays(d.issue, -d.t.int(0, 3)))],
        ['Zahlungsart:', 'Überweisung'],
      ]
    : [
        ['Invoice number:', d.number],
        ['Invoice date:', d.date(d.issue)],
        ['Order number:', order],
        ['Order date:', d.date(addDays(d.issue, -d.t.int(0, 3)))],
        ['Payment method:', 'Bank transfer'],
      ];
  w.kv(80, 360, 545, meta, { size: 9 }, 13);
  w.put(80, 50, de ? 'Rechnungsadresse' : 'Billing address', { size: 8, bold: true });
  w.block(buyerLines(d), 50, 94, { size: 9 });
  w.put(80, 200, de ? 'Lieferadresse' : 'Shipping address', { size: 8, bold: true });
  w.block(buyerLines(d), 200, 94, { size: 9 });
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = [
    [de ? 'Artikel' : 'Product', 50, false, (l) => l.name],
    [de ? 'Anzahl' : 'Quantity', 360, true, (l) => l.qty],
    [de ? 'Preis' : 'Price', 450, true, (l) => cur(d, l.price)],
    [de ? 'Summe' : 'Total', 545, true, (l) => cur(d, l.gross)],
  ];
  const after = (l: Ln, y: number) => {
    if (!l.sub) return y + 4;
    w.put(y, 58, l.sub, { size: 8 });
    w.put(y + 11, 58, l.art, { size: 8 });
    return y + 26;
  };
  const y = grid(w, 190, cols, d.lines, after);
  const v = d.vat[0] as { rate: string; tax: string };
  const tot: Array<[string, string]> = de
    ? [
        ['Gesamtsumme', cur(d, d.gross)],
        [`enthaltene MwSt. ${pct(d, v.rate)}`, cur(d, d.vatT)],
        ['Summe netto', cur(d, d.lineNet)],
      ]
    : [
        ['Total', cur(d, d.gross)],
        [`incl. VAT ${pct(d, v.rate)}`, cur(d, d.vatT)],
        ['Total excl. VAT', cur(d, d.lineNet)],
      ];
  const end = w.kv(y + 10, 360, 545, tot, { size: 9 }, 14);
  w.put(
    end + 4,
    50,
    de ? `Alle Preise inkl. ${pct(d, v.rate)} MwSt.` : `All prices include ${pct(d, v.rate)} VAT.`,
    { size: 8 },
  );
  const pay = de
    ? `Bitte überweisen Sie ${cur(d, d.gross)} bis ${d.date(d.due)} unter Angabe von ${d.number}.`
    : `Please transfer ${cur(d, d.gross)} by ${d.date(d.due)} quoting ${d.number}.`;
  w.put(end + 24, 50, pay, { size: 9 });
  w.put(end + 37, 50, bankLine(d), { size: 9 });
  footer(d, w);
  return 1;
}

// ---------------------------------------------------------------------------- curcell
function drawCurCell(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const form = d.t.int(0, 2);
  const money = (v: string) =>
    form === 0 ? `${d.sym} ${d.money(v)}` : form === 1 ? `${d.cur} ${d.money(v)}` : `${d.money(v)} ${d.cur}`;
  w.block([d.s.name, ...addr3(d.s).slice(1), d.email], 50, 45, { size: 9 });
  w.put(45, 545, L(d, 'title').toUpperCase(), { size: 20, bold: true, right: true });
  const to = { en: 'Invoice to', fr: 'Facturé à', nl: 'Factuur aan', de: 'Rechnung an' }[d.lang];
  w.put(130, 50, to, { size: 8, bold: true });
  w.block(buyerLines(d), 50, 143, { size: 10 });
  w.kv(
    130,
    370,
    545,
    [
      [L(d, 'no'), d.number],
      [L(d, 'date'), d.date(d.issue)],
      [L(d, 'due'), d.date(d.due)],
    ],
    { size: 9 },
    13,
  );
  const y = grid(
    w,
    230,
    [
      [L(d, 'desc'), 50, false, (l) => l.name],
      [L(d, 'qty'), 320, true, (l) => `${qtyTxt(d, l.qty)} ${l.unit[0]}`],
      [L(d, 'price'), 430, true, (l) => money(l.price)],
      [L(d, 'amount'), 545, true, (l) => money(l.net)],
    ],
    d.lines,
  );
  const end = sums(d, w, y + 12, money);
  w.put(end, 50, bankLine(d), { size: 9 });
  w.put(790, 50, `${sellerLine(d)} · ${L(d, 'vatid')} ${d.s.vatShown}`, { size: 7 });
  return 1;
}

// ---------------------------------------------------------------------------- vatcode
function drawVatCode(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  w.put(40, 50, d.s.name, { size: 15, bold: true });
  w.put(58, 50, `${d.s.street} · ${d.s.pc} ${d.s.city} · Tel. ${d.phone}`, { size: 8 });
  w.block(buyerLines(d), 50, 120, { size: 10 });
  w.put(175, 50, `${L(d, 'vatid')} ${d.b.vatShown}`, { size: 8 });
  w.kv(
    120,
    370,
    545,
    [
      [L(d, 'no'), d.number],
      [L(d, 'date'), d.date(d.issue)],
      [L(d, 'cust'), d.custNo],
      [L(d, 'due'), d.date(d.due)],
    ],
    { size: 9 },
    13,
  );
  w.put(205, 50, L(d, 'title'), { size: 14, bold: true });
  const code = { de: 'St', en: 'Tax', nl: 'Btw', fr: 'TVA' }[d.lang];
  const y = grid(
    w,
    230,
    [
      [L(d, 'pos'), 50, false, (l) => l.id],
      [L(d, 'desc'), 80, false, (l) => l.name],
      [L(d, 'qty'), 330, true, (l) => qtyTxt(d, l.qty)],
      [L(d, 'unit'), 336, false, (l) => l.unit[0]],
      [L(d, 'price'), 440, true, (l) => d.money(l.price)],
      [L(d, 'amount'), 510, true, (l) => d.money(l.net)],
      [code, 530, false, (l) => l.code],
    ],
    d.lines,
  );
  const rates = RATES[d.s.country] ?? ['19', '7'];
  const full = [`A = ${pct(d, rates[0])} ${L(d, 'vat')}`, `B = ${pct(d, rates[1])} ${L(d, 'vat')}`];
  w.put(y + 4, 80, full.join('    '), { size: 8 });
  let yy = y + 26;
  const hd = {
    de: ['Code', 'Satz', 'Netto', 'MwSt.', 'Brutto'],
    en: ['Code', 'Rate', 'Net', 'VAT', 'Gross'],
    nl: ['Code', 'Tarief', 'Netto', 'Btw', 'Bruto'],
    fr: ['Code', 'Taux', 'HT', 'TVA', 'TTC'],
  }[d.lang];
  const xs = [280, 345, 410, 470, 545];
  hd.forEach((h, i) => void w.put(yy, xs[i] as number, h, { size: 8, bold: true, right: i > 0 }));
  yy += 13;
  for (const v of d.vat) {
    const c = v.rate === rates[0] ? 'A' : 'B';
    const cells = [
      c,
      pct(d, v.rate),
      d.money(v.base),
      d.money(v.tax),
      d.money(round(dec(v.base).plus(dec(v.tax)))),
    ];
    cells.forEach((c2, i) => void w.put(yy, xs[i] as number, c2, { size: 9, right: i > 0 }));
    yy += 13;
  }
  w.put(yy + 6, 280, L(d, 'gross'), { size: 10, bold: true });
  w.put(yy + 6, 545, cur(d, d.gross), { size: 10, bold: true, right: true });
  footer(d, w);
  return 1;
}

// ---------------------------------------------------------------------------- cover
const LETTER: Record<Lang, (d: Doc) => string[]> = {
  de: (d) => [
    'Sehr geehrte Damen und Herren,',
    `anbei erhalten Sie unsere Rechnung ${d.number} über ${cur(d, d.gross)} für die erbrachten Leistungen.`,
    `Bitte überweisen Sie den Betrag bis zum ${d.date(d.due)} auf unser unten genanntes Konto.`,
    'Für Rückfragen stehen wir Ihnen gerne zur Verfügung.',
    'Mit freundlichen Grüßen',
  ],
  en: (d) => [
    'Dear Sir or Madam,',
    `Please find enclosed our invoice ${d.number} for ${cur(d, d.gross)} for the services provided.`,
    `We would be grateful for payment by ${d.date(d.due)} to the account below.`,
    'Please do not hesitate to contact us with any questions.',
    'Yours faithfully,',
  ],
  fr: (d) => [
    'Madame, Monsieur,',
    `Veuillez trouver ci-joint notre facture ${d.number} d'un montant de ${cur(d, d.gross)}.`,
    `Nous vous remercions de bien vouloir la régler avant le ${d.date(d.due)}.`,
    'Nous restons à votre disposition pour toute question.',
    "Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.",
  ],
  nl: (d) => [
    `Geachte heer, mevrouw,`,
    `Bijgaand ontvangt u factuur ${d.number}.`,
    'Met vriendelijke groet,',
  ],
};

function drawCover(d: Doc, rows: Row[]): number {
  let page = 1;
  const w = rowWriter(rows, () => page);
  const head = () => {
    w.put(40, 50, d.s.name, { size: 15, bold: true });
    w.put(58, 50, `${d.s.street} · ${d.s.pc} ${d.s.city} · ${d.email}`, { size: 8 });
  };
  head();
  w.block(buyerLines(d), 50, 130, { size: 10 });
  const place =
    d.lang === 'fr'
      ? `${d.s.city}, le ${longDate(d.issue, 'fr')}`
      : `${d.s.city}, ${d.lang === 'en' ? longDate(d.issue, 'en') : longDate(d.issue, 'de')}`;
  w.put(210, 545, place, { size: 10, right: true });
  const subj = {
    de: `Unsere Rechnung ${d.number}`,
    en: `Our invoice ${d.number}`,
    fr: `Objet : facture ${d.number}`,
    nl: `Factuur ${d.number}`,
  }[d.lang];
  w.put(240, 50, subj, { size: 11, bold: true });
  const letter = LETTER[d.lang](d);
  letter.forEach((line, i) => void w.put(275 + i * 22, 50, line, { size: 10 }));
  w.put(275 + letter.length * 22 + 20, 50, d.s.name, { size: 10 });
  w.put(
    420,
    50,
    { de: 'Anlage: Rechnung', en: 'Enclosure: invoice', fr: 'P.J. : facture', nl: 'Bijlage: factuur' }[
      d.lang
    ],
    { size: 9 },
  );
  footer(d, w);
  page = 2;
  head();
  w.put(100, 50, L(d, 'title'), { size: 16, bold: true });
  w.kv(
    130,
    50,
    160,
    [
      [L(d, 'no'), d.number],
      [L(d, 'date'), d.date(d.issue)],
      [L(d, 'due'), d.date(d.due)],
    ],
    { size: 9 },
    13,
  );
  w.put(130, 330, { de: 'Rechnungsempfänger', en: 'Customer', fr: 'Client', nl: 'Klant' }[d.lang], {
    size: 8,
    bold: true,
  });
  w.block(buyerLines(d), 330, 143, { size: 9 });
  const y = grid(
    w,
    220,
    [
      [L(d, 'pos'), 50, false, (l) => l.id],
      [L(d, 'desc'), 80, false, (l) => l.name],
      [L(d, 'qty'), 330, true, (l) => qtyTxt(d, l.qty)],
      [L(d, 'unit'), 336, false, (l) => l.unit[0]],
      [L(d, 'price'), 450, true, (l) => d.money(l.price)],
      [L(d, 'amount'), 545, true, (l) => d.money(l.net)],
    ],
    d.lines,
  );
  const end = sums(d, w, y + 10);
  w.put(end, 50, bankLine(d), { size: 9 });
  footer(d, w);
  if (d.t.rnd() < 0.5) return 2;
  page = 3;
  head();
  timesheet(d, w);
  return 3;
}

/** The appendix: a timesheet whose rows (date, activity, hours) are no invoice lines. */
function timesheet(d: Doc, w: Writer) {
  const T = {
    de: ['Anlage: Stundennachweis', 'Datum', 'Tätigkeit', 'Stunden', 'Summe Stunden'],
    en: ['Appendix: timesheet', 'Date', 'Activity', 'Hours', 'Total hours'],
    fr: ['Annexe : relevé des heures', 'Date', 'Activité', 'Heures', 'Total heures'],
    nl: ['Bijlage: urenoverzicht', 'Datum', 'Activiteit', 'Uren', 'Totaal uren'],
  }[d.lang];
  w.put(100, 50, T[0] as string, { size: 13, bold: true });
  w.put(130, 50, T[1] as string, { size: 8, bold: true });
  w.put(130, 130, T[2] as string, { size: 8, bold: true });
  w.put(130, 545, T[3] as string, { size: 8, bold: true, right: true });
  let y = 146;
  let total = dec(0);
  const n = d.t.int(4, 9);
  for (let i = 0; i < n; i++) {
    const h = d.t.pick(['1.5', '2', '3', '4', '6.5', '8']);
    total = total.plus(dec(h));
    w.put(y, 50, d.date(addDays(d.issue, -n + i - 2)), { size: 9 });
    w.put(y, 130, `${d.t.pick(d.lines).name}`, { size: 9 });
    w.put(y, 545, qtyTxt(d, h), { size: 9, right: true });
    y += 13;
  }
  w.put(y + 6, 130, T[4] as string, { size: 9, bold: true });
  w.put(y + 6, 545, qtyTxt(d, total.toString()), { size: 9, bold: true, right: true });
}

// ---------------------------------------------------------------------------- rental
function drawRental(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const T = {
    de: [
      'Mietrechnung',
      'Mietobjekt',
      'Leistung',
      'Zeitraum',
      'Netto',
      'USt.',
      'Brutto',
      'Vermieter',
      'Mieter',
    ],
    en: ['Rent invoice', 'Premises', 'Charge', 'Period', 'Net', 'VAT', 'Gross', 'Landlord', 'Tenant'],
    nl: [
      'Huurfactuur',
      'Object',
      'Omschrijving',
      'Periode',
      'Netto',
      'Btw',
      'Bruto',
      'Verhuurder',
      'Huurder',
    ],
    fr: ['Avis de loyer', 'Bien', 'Libellé', 'Période', 'HT', 'TVA', 'TTC', 'Bailleur', 'Locataire'],
  }[d.lang];
  w.put(40, 50, T[7] as string, { size: 7 });
  w.block([d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`], 50, 52, { size: 9 });
  w.put(40, 330, T[8] as string, { size: 7 });
  w.block(buyerLines(d), 330, 52, { size: 9 });
  w.put(130, 50, T[0] as string, { size: 16, bold: true });
  w.kv(
    160,
    50,
    170,
    [
      [L(d, 'no'), d.number],
      [L(d, 'date'), d.date(d.issue)],
      [L(d, 'due'), d.date(d.due)],
    ],
    { size: 9 },
    13,
  );
  w.put(160, 330, `${T[1]}: ${d.b.street}, ${d.b.city}`, { size: 9 });
  const period = (l: Ln) => {
    const [a = '', b = ''] = l.period.split('|');
    return `${d.date(a)} – ${d.date(b)}`;
  };
  const y = grid(
    w,
    220,
    [
      [T[2] as string, 50, false, (l) => l.name],
      [T[3] as string, 230, false, period],
      [T[4] as string, 420, true, (l) => d.money(l.net)],
      [T[5] as string, 480, true, (l) => d.money(round(dec(l.gross).minus(dec(l.net))))],
      [T[6] as string, 545, true, (l) => d.money(l.gross)],
    ],
    d.lines,
  );
  const end = sums(d, w, y + 10);
  w.put(end, 50, bankLine(d), { size: 9 });
  w.put(790, 50, `${sellerLine(d)} · ${L(d, 'vatid')} ${d.s.vatShown}`, { size: 7 });
  return 1;
}

// ---------------------------------------------------------------------------- smallbiz
function drawSmallBiz(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const fr = d.lang === 'fr';
  w.put(45, 50, d.s.name, { size: 14, bold: true });
  const reg = fr
    ? `SIRET ${d.t.digits(3)} ${d.t.digits(3)} ${d.t.digits(3)} ${d.t.digits(5)}`
    : `KvK ${d.t.digits(8)}`;
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, d.phone, d.email, reg], 50, 63, { size: 9 });
  w.put(45, 545, fr ? 'FACTURE' : 'FACTUUR', { size: 18, bold: true, right: true });
  w.kv(
    75,
    380,
    545,
    [
      [L(d, 'no'), d.number],
      [L(d, 'date'), d.date(d.issue)],
      [L(d, 'due'), d.date(d.due)],
    ],
    { size: 9 },
    13,
  );
  w.put(150, 330, fr ? 'Client' : 'Klant', { size: 8, bold: true });
  w.block(buyerLines(d), 330, 163, { size: 10 });
  const y = grid(
    w,
    240,
    [
      [L(d, 'desc'), 50, false, (l) => l.name],
      [L(d, 'qty'), 330, true, (l) => qtyTxt(d, l.qty)],
      [L(d, 'unit'), 336, false, (l) => l.unit[0]],
      [fr ? 'Prix unitaire' : 'Prijs', 450, true, (l) => d.money(l.price)],
      [fr ? 'Montant' : 'Bedrag', 545, true, (l) => d.money(l.net)],
    ],
    d.lines,
  );
  const tot: Array<[string, string]> = fr
    ? [
        ['Total HT', cur(d, d.lineNet)],
        ['TVA', cur(d, '0')],
        ['Total à payer', cur(d, d.gross)],
      ]
    : [
        ['Subtotaal', cur(d, d.lineNet)],
        ['Btw', cur(d, '0')],
        ['Te betalen', cur(d, d.gross)],
      ];
  const end = w.kv(y + 10, 360, 545, tot, { size: 9 }, 14);
  w.put(end + 6, 50, exemptText(d), { size: 9 });
  const pay = fr
    ? `Paiement par virement avant le ${d.date(d.due)}.`
    : `Graag betalen vóór ${d.date(d.due)}.`;
  w.put(end + 22, 50, pay, { size: 9 });
  w.put(end + 35, 50, bankLine(d), { size: 9 });
  return 1;
}
