/**
 * Held-out set `blind34` (session 24, issue 19): invoices as produced by the invoicing software and
 * ERP systems small businesses in Germany, Austria, Switzerland, Ireland, France, Belgium and the
 * Netherlands use — written before opening anything of the extractor, imitating the look of such
 * PDFs from general knowledge (nothing copied). Eight layouts, chosen per document `k mod 8`:
 *
 * - `frei3`  a German SaaS invoicing tool for freelancers: logo name at the top right, sender line
 *   over the address window, a right-aligned info block "Rechnungsnr. / Kundennr. / Datum /
 *   Leistungszeitraum", a detail line in small print under an item's name, the due date only in a
 *   payment sentence, the seller's data in a three-column footer; one "Gutschrift" per 8.
 * - `hwk3`   a German craftsman's software: the address window, "Bauvorhaben" line, hierarchical
 *   positions "1.1, 1.2, 2.1" under bold title rows, quantity and unit BEFORE the long multi-line
 *   description, "Aufmaß" and "Lohn / Material" per unit in small print under it, "davon Lohn /
 *   Material" sums; two pages with "Übertrag" in one document of eight.
 * - `erp3`   a large ERP (SAP / Dynamics-like): a dense header grid (Beleg-Nr., Debitor, Ihre
 *   Bestellung = BT-13, Bestelldatum, Auftrag, Lieferschein, Fällig netto, Ansprechpartner),
 *   positions 10, 20, 30 with material numbers, Rabatt % column, rows grouped under delivery-note
 *   rows, 7.5 pt rows over two or three pages with "Übertrag", repeated table heads and
 *   "Seite x von y", a four-column footer.
 * - `at3`    an Austrian invoice: UID-Nr. of both parties (ATU…), article numbers, USt 20 % / 10 % per
 *   row, "Zahlbar bis", dates "03.02.2026" or "3. Jänner 2026", FN / Landesgericht in the footer.
 * - `ch3`    a Swiss-German company invoicing a German business in EUR: the address window at the
 *   RIGHT, "CH-8004 Zürich", "Zürich, 3. Februar 2026", "innert 30 Tagen", amounts "1'234.50",
 *   services under reverse charge (AE, "MWST 0 %"), MWST-Nr. CHE-123.456.789 MWST.
 * - `acc3`   an English accounting SaaS (Xero-like) of an Irish company: "TAX INVOICE", the buyer under
 *   the title, labels above values in a middle column ("Invoice Date / Invoice Number / Reference /
 *   VAT Number"), the seller at the right, "Description | Quantity | Unit Price | VAT | Amount EUR",
 *   "Due Date" under the table, a payment-advice slip; Irish buyers at 23 % / 13.5 % or German
 *   buyers under reverse charge; one "CREDIT NOTE" per 8.
 * - `fr3`    a French SaaS (Pennylane / Sellsy-like): "Facture", "Date d'émission / Date d'échéance",
 *   SIRET and "N° TVA intracom.", Remise column, a VAT recap "Taux / Base HT / Montant TVA", "Total
 *   HT / TVA / TTC", "Conditions de paiement", legal mentions; one "Avoir" printed negative per 8.
 * - `benl3`  a Dutch (even documents) or Belgian (odd) producer: the head as labels over values in one
 *   row ("Factuurnummer | Factuurdatum | Vervaldatum | …"), BTW 21 % / 9 % (NL) or 21 % / 6 % (BE),
 *   KvK or Ondernemingsnummer, "Te betalen", a Belgian structured communication; one document of
 *   eight with 22–26 rows over two pages (repeated head).
 *
 * Truth rules (only what is printed on the page):
 * - A credit note printed with positive amounts ("Gutschrift", "CREDIT NOTE") is 381 with the
 *   invoice it refers to as preceding invoice (number and date printed), no due date and no payment
 *   account (as blind19); one printed with negative amounts (fr3's "Avoir") stays 380 with negative
 *   totals, VAT rows, line amounts and quantities (the kit's rule of blind30–33), no due date and no
 *   account (none printed).
 * - BT-9 only where a due date is printed (a sentence "bis zum …" counts; "zahlbar sofort" does not).
 * - BT-13 only under an order label ("Ihre Bestellung", "Bestell-Nr.", "PO Number", "Bon de commande",
 *   "Uw referentie" / "Uw bestelnummer"); a free "Reference" text is no field.
 * - BT-31 / BT-48 where the VAT id is printed; a German "Steuernummer" is BT-32; SIRET, KvK, FN,
 *   Ondernemingsnummer (when also printed as the BTW number, it is BT-31), customer numbers, order
 *   and delivery-note numbers are no fields. Swiss "CHE-123.456.789 MWST" is kept as
 *   "CHE123456789MWST".
 * - Line id = the printed position ("1.1", "10"); no position column → 1, 2, 3 … (acc3, fr3, benl3).
 * - The name is the item text as printed in the name's font, wrapped lines joined with a space;
 *   small-print lines under it (details, Aufmaß, Lohn / Material, material numbers) are no part of it.
 * - A line discount: BT-146 = the printed price less the printed percent (exact to the cent by
 *   construction), the printed price is the gross price (BT-148); BT-131 as printed.
 * - Units: Std. / Stunden / h / hours / uur → HUR, Tag / jour / dag → DAY, Monat / mois / maand → MON,
 *   pauschal / psch. / forfait → LS, Stk. / ST / Stück → C62, pcs / stuks / stuk → H87, m² → MTK,
 *   m / lfm → MTR, m³ → MTQ, kg → KGM, l → LTR, Paar → PR, Fl. → XBO, Pkg. → XPK, Karton → XCT,
 *   Jahr → ANN, Set / Satz → SET, unité → C62; no unit printed (acc3) → C62.
 * - Reverse charge (ch3, acc3 to Germany, fr3 to Germany): category AE at 0 % (the rate printed);
 *   everything else S at the printed rate.
 * - The seller's contact (BT-42 / BT-43, BT-41 where a name is printed as contact) where printed.
 * - The country of a party is its address's country (printed for foreign parties).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOfCountry,
  type KitLine,
  type KitParty,
  type KitVat,
  kitLine,
  kitTotals,
  kitVatRow,
  longDate,
  MONTH_NAMES,
  mailOfWord,
  pager,
  personName,
  structuredCommunication,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND34_TPLS = ['frei3', 'hwk3', 'erp3', 'at3', 'ch3', 'acc3', 'fr3', 'benl3'] as const;
type Tpl = (typeof BLIND34_TPLS)[number];

/** An item line as drawn: the kit's line plus what the page prints around it. */
interface Line extends KitLine {
  /** the printed price before the line discount ('' = no discount) */
  gross: string;
  disc: string;
  /** the name as wrapped on the page (joined = `name`) */
  nameLines: string[];
  /** small print under the name, no part of it */
  sub: string[];
  itemNo: string;
  /** a group row printed before the line (delivery note, title) */
  group: string;
  /** labour share of the line's net (hwk3) */
  labour: string;
}

interface Doc {
  tpl: Tpl;
  v: number;
  t: Tools;
  s: KitParty;
  b: KitParty;
  sellerVat: boolean;
  buyerVat: boolean;
  taxNo: string;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  po: string;
  credit?: { orig: string; date: string };
  negative: boolean;
  cat: 'S' | 'AE';
  lines: Line[];
  vat: KitVat[];
  lineNet: string;
  vatT: string;
  gross: string;
  iban: string;
  bic: string;
  bank: string;
  account: boolean;
  phone: string;
  email: string;
  contact: string;
  custNo: string;
  /** an amount as the layout prints it (negated in a document printed negative) */
  m: (v: string) => string;
  /** a price (never negated) */
  mp: (v: string) => string;
  /** a quantity (negated in a document printed negative) */
  q: (v: string) => string;
  /** a date in the layout's notation */
  date: (iso: string) => string;
}

// ---------------------------------------------------------------- notations

/** An amount with sign: "-1.234,56". */
function signed(v: string, th: string, dc: string): string {
  const x = dec(v);
  return `${x.isNegative() && !x.isZero() ? '-' : ''}${groupedMoney(x.abs().toFixed(2), th, dc)}`;
}
/** A decimal in the notation: integers as they are or with `places`, else with `dc`. */
function numText(v: string, dc: string, places = 0): string {
  const x = dec(v);
  const s = Number.isInteger(x.toNumber()) && places === 0 ? x.toFixed(0) : x.toFixed(Math.max(places, 2));
  return s.replace('.', dc);
}
const dmyDot = (iso: string) => iso.split('-').reverse().join('.');
const dmySlash = (iso: string) => iso.split('-').reverse().join('/');
const dmyDash = (iso: string) => iso.split('-').reverse().join('-');
/** "3 Feb 2026" / "3 February 2026" (British order). */
const ukDate = (iso: string, short: boolean) => {
  const [y, m, d] = iso.split('-');
  const name = MONTH_NAMES.en[Number(m) - 1] ?? '';
  return `${Number(d)} ${short ? name.slice(0, 3) : name} ${y}`;
};

// ---------------------------------------------------------------- parties

const DE_BUYERS = [
  'Brennwerk Medien GmbH',
  'Hansen & Söhne KG',
  'Nordlicht Logistik GmbH',
  'Kaiser Gebäudetechnik AG',
  'Auenland Software GmbH',
  'Mehrwert Consulting GmbH & Co. KG',
  'Rheinauen Kliniken gGmbH',
  'Sternberg Maschinenbau GmbH',
  'Weserland Getränke GmbH',
  'Quartier Verwaltungs GmbH',
];

function deBuyer(t: Tools): KitParty {
  return dachParty('DE', t.pick(DE_BUYERS), t);
}

function irishParty(t: Tools, seller: boolean): KitParty {
  const name = seller
    ? `${t.pick(['Harbour', 'Liffey', 'Claddagh', 'Shannon', 'Wicklow'])} ${t.pick(['Digital', 'Analytics', 'Creative', 'Software', 'Media'])} ${t.pick(['Ltd', 'Limited', 'DAC'])}`
    : `${t.pick(['Brennan', 'Fitzgerald', 'Doyle', 'Kavanagh', 'Murphy'])} ${t.pick(['Hardware', 'Foods', 'Engineering', 'Pharmacy', 'Motors'])} ${t.pick(['Ltd', 'Limited'])}`;
  const [city, pc] = t.pick([
    [
      'Dublin',
      `D0${t.int(1, 8)} ${t.pick(['X', 'K', 'E', 'T'])}${t.int(2, 9)}${t.pick(['P', 'W', 'H'])}${t.int(2, 9)}`,
    ],
    ['Cork', `T12 ${t.pick(['A', 'R', 'W'])}${t.int(2, 9)}${t.pick(['K', 'X', 'C'])}${t.int(2, 9)}`],
    ['Galway', `H91 ${t.pick(['E', 'D', 'Y'])}${t.int(2, 9)}${t.pick(['K', 'R', 'N'])}${t.int(2, 9)}`],
    ['Limerick', `V94 ${t.pick(['T', 'F', 'X'])}${t.int(2, 9)}${t.pick(['P', 'H', 'D'])}${t.int(2, 9)}`],
  ] as const);
  const street = t.pick([
    `${t.int(2, 60)} Harcourt Street`,
    `Unit ${t.int(2, 30)}, Sandyford Business Park`,
    `${t.int(2, 40)} Merchants Quay`,
    `${t.int(2, 40)} Eyre Square`,
    `Block ${t.pick(['A', 'B', 'C'])}, Airport Business Park`,
  ]);
  const vat = `IE${t.digits(7)}${t.pick(['T', 'V', 'W', 'H'])}`;
  return { name, street, pc, city, country: 'IE', vat, vatShown: vat };
}

function frParty(t: Tools, seller: boolean): KitParty & { siren: string } {
  const name = seller
    ? `${t.pick(['Atelier', 'Studio', 'Groupe', 'Maison'])} ${t.pick(['Lumière', 'Boréal', 'Cassiopée', 'Vercors', 'Garonne'])} ${t.pick(['SAS', 'SARL', 'SA'])}`
    : `${t.pick(['Librairie', 'Cabinet', 'Transports', 'Boulangerie', 'Hôtel'])} ${t.pick(['Delacroix', 'Mercier', 'Fontaine', 'Girard', 'Lefèvre'])} ${t.pick(['SARL', 'SAS', 'EURL'])}`;
  const [pc, city] = t.pick([
    ['69002', 'Lyon'],
    ['75009', 'Paris'],
    ['33000', 'Bordeaux'],
    ['44000', 'Nantes'],
    ['31000', 'Toulouse'],
    ['13001', 'Marseille'],
    ['59000', 'Lille'],
  ] as const);
  const street = `${t.int(1, 120)} ${t.pick(['rue de la République', 'avenue Jean Jaurès', 'boulevard Haussmann', 'rue Sainte-Catherine', 'quai des Chartrons', 'rue Nationale'])}`;
  const siren = `${t.int(3, 9)}${t.digits(8)}`;
  const key = String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
  const vat = `FR${key}${siren}`;
  return { name, street, pc, city, country: 'FR', vat, vatShown: vat, siren };
}

function nlbeParty(t: Tools, cc: 'NL' | 'BE', seller: boolean): KitParty & { kvk: string } {
  const name =
    cc === 'NL'
      ? seller
        ? `${t.pick(['Van Dijk', 'De Vries', 'Bakker', 'Jansen', 'Visser'])} ${t.pick(['Advies', 'Media', 'Installatietechniek', 'Communicatie', 'Design'])} ${t.pick(['B.V.', 'V.O.F.', 'B.V.'])}`
        : `${t.pick(['Zuidas', 'Polderland', 'Grachtenhuis', 'Noordzee', 'Veluwe'])} ${t.pick(['Vastgoed', 'Logistiek', 'Zorg', 'Horeca', 'Retail'])} B.V.`
      : seller
        ? `${t.pick(['Peeters', 'Janssens', 'Maes', 'Claes', 'Willems'])} ${t.pick(['Consult', 'Interieur', 'Drukwerk', 'IT Services', 'Events'])} ${t.pick(['BV', 'NV', 'CommV'])}`
        : `${t.pick(['Scheldeland', 'Kempen', 'Leiedal', 'Brabantse', 'Vlaamse'])} ${t.pick(['Bouw', 'Horeca', 'Logistiek', 'Zorggroep', 'Uitgeverij'])} ${t.pick(['BV', 'NV'])}`;
  const [pc, city] =
    cc === 'NL'
      ? t.pick([
          ['1015 CJ', 'Amsterdam'],
          ['3511 AB', 'Utrecht'],
          ['2511 CV', 'Den Haag'],
          ['5611 EM', 'Eindhoven'],
          ['9712 HN', 'Groningen'],
        ] as const)
      : t.pick([
          ['9000', 'Gent'],
          ['2000', 'Antwerpen'],
          ['3000', 'Leuven'],
          ['8000', 'Brugge'],
          ['3500', 'Hasselt'],
        ] as const);
  const street =
    cc === 'NL'
      ? `${t.pick(['Keizersgracht', 'Oudegracht', 'Stationsweg', 'Nieuwstraat', 'Lange Voorhout'])} ${t.int(1, 240)}`
      : `${t.pick(['Kerkstraat', 'Stationsstraat', 'Meir', 'Veldstraat', 'Bondgenotenlaan'])} ${t.int(1, 140)}`;
  let vat: string;
  if (cc === 'NL') vat = `NL${t.digits(9)}B0${t.int(1, 3)}`;
  else {
    const base = `${t.int(2, 9)}${t.digits(6)}`;
    vat = `BE0${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
  }
  return { name, street, pc, city, country: cc, vat, vatShown: vat, kvk: t.digits(8) };
}

/** A bank of the country with its BIC; an IBAN whose bank code is the bank's where the country has one. */
const BANKS: Record<string, Array<[string, string]>> = {
  DE: [
    ['Commerzbank AG', 'COBADEFFXXX'],
    ['GLS Gemeinschaftsbank eG', 'GENODEM1GLS'],
    ['Sparkasse KölnBonn', 'COLSDE33XXX'],
    ['Deutsche Bank AG', 'DEUTDEDBXXX'],
    ['Volksbank Köln Bonn eG', 'GENODED1VBK'],
    ['Sparkasse Leipzig', 'WELADE8LXXX'],
    ['HypoVereinsbank', 'HYVEDEMMXXX'],
  ],
  AT: [
    ['Erste Bank', 'GIBAATWWXXX'],
    ['Raiffeisen-Landesbank Steiermark', 'RZSTAT2G'],
    ['UniCredit Bank Austria', 'BKAUATWWXXX'],
    ['Steiermärkische Sparkasse', 'STSPAT2GXXX'],
  ],
  CH: [
    ['UBS Switzerland AG', 'UBSWCHZH80A'],
    ['PostFinance AG', 'POFICHBEXXX'],
    ['Zürcher Kantonalbank', 'ZKBKCHZZ80A'],
  ],
  IE: [
    ['AIB', 'AIBKIE2D'],
    ['Bank of Ireland', 'BOFIIE2D'],
  ],
  NL: [
    ['ABN AMRO', 'ABNANL2A'],
    ['ING', 'INGBNL2A'],
    ['Rabobank', 'RABONL2U'],
  ],
  BE: [
    ['BNP Paribas Fortis', 'GEBABEBB'],
    ['KBC', 'KREDBEBB'],
    ['ING België', 'BBRUBEBB'],
  ],
  FR: [
    ['BNP Paribas', 'BNPAFRPPXXX'],
    ['Société Générale', 'SOGEFRPP'],
    ['Crédit Agricole', 'AGRIFRPP882'],
  ],
};
function bankOf(cc: string, t: Tools): { bank: string; bic: string; iban: string } {
  const [bank, bic] = t.pick(BANKS[cc] ?? [['', '']]);
  let iban = ibanOfCountry(cc, t);
  // Irish and Dutch IBANs carry the bank's code (the BIC's first four letters)
  if (cc === 'IE' || cc === 'NL') iban = ibanWithCheck(cc, `${bic.slice(0, 4)}${iban.slice(8)}`);
  return { bank, bic, iban };
}

/** n items of a pool, each once while the pool lasts. */
function drawItems<T>(t: Tools, pool: readonly T[], n: number): T[] {
  const out: T[] = [];
  let left = [...pool];
  for (let i = 0; i < n; i++) {
    if (!left.length) left = [...pool];
    const [it] = left.splice(t.int(0, left.length - 1), 1);
    if (it !== undefined) out.push(it);
  }
  return out;
}

// ---------------------------------------------------------------- lines

type Unit = readonly [string, string];
interface Item {
  name: string;
  unit: Unit;
  lo: number;
  hi: number;
  rate?: string;
  qty?: readonly [number, number, number?];
  sub?: string;
}

/** A price in [lo, hi], its cents a multiple of 20 (so any printed discount gives whole cents). */
const priceIn = (t: Tools, lo: number, hi: number) => (t.int(lo * 5, hi * 5) / 5).toFixed(2);

function mkLine(
  t: Tools,
  id: string,
  it: Item,
  rate: string,
  o: { disc?: string; wrap?: number; qty?: string; itemNo?: string; sub?: string[]; group?: string } = {},
): Line {
  const [qa, qb, dp = 0] = it.qty ?? [1, 8, 0];
  const qty =
    o.qty ?? (dp ? (t.int(qa * 10 ** dp, qb * 10 ** dp) / 10 ** dp).toString() : String(t.int(qa, qb)));
  const gross = priceIn(t, it.lo, it.hi);
  const disc = o.disc ?? '';
  const price = disc
    ? dec(gross)
        .times(100 - Number(disc))
        .dividedBy(100)
        .toFixed(2)
    : gross;
  const net = round(dec(qty).times(dec(price)));
  const nameLines = o.wrap ? wrapWords(it.name, o.wrap) : [it.name];
  return {
    id,
    qty,
    unit: it.unit,
    net,
    price,
    rate,
    name: nameLines.join(' '),
    gross: disc ? gross : '',
    disc,
    nameLines,
    sub: o.sub ?? (it.sub ? [it.sub] : []),
    itemNo: o.itemNo ?? '',
    group: o.group ?? '',
    labour: '',
  };
}

// ---------------------------------------------------------------- truth

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: 'EUR' });
  if (d.credit && !d.negative) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  }
  if (d.dueShown && !d.credit) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  const contact = {
    ...(d.contact ? { name: d.contact } : {}),
    ...(d.phone ? { telephone: d.phone } : {}),
    ...(d.email ? { email: d.email } : {}),
  };
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sellerVat ? { vatId: d.s.vat } : {}),
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
    ...(Object.keys(contact).length ? { contact } : {}),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  if (d.account && !d.credit)
    inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  const n = (v: string) => (d.negative && !dec(v).isZero() ? dec(v).negated().toFixed(2) : v);
  inv.totals = kitTotals({ lineNet: n(d.lineNet), vatT: n(d.vatT), gross: n(d.gross) });
  const reason = d.cat === 'AE' ? 'Reverse charge' : '';
  inv.vatBreakdown = d.vat.map((v) => kitVatRow({ ...v, base: n(v.base), tax: n(v.tax) }, d.cat, reason));
  inv.lines = d.lines.map((l) =>
    kitLine(
      { ...l, qty: d.negative ? dec(l.qty).negated().toString() : l.qty, net: n(l.net) },
      { category: d.cat, ...(l.gross ? { grossPrice: l.gross } : {}) },
    ),
  );
  return inv;
}

// ---------------------------------------------------------------- drawing

type Pager = ReturnType<typeof pager>;
interface Col {
  head: string;
  x: number;
  right?: boolean;
  cell: (l: Line) => string;
}
interface TableOpt {
  size: number;
  cols: Col[];
  nameX: number;
  nameBold?: boolean;
  subSize?: number;
  gap?: number;
  /** a continued page's running head; returns the y to go on at */
  pageHead?: (pg: number) => number;
  carry?: { out: string; in: string; x: number; vx: number };
  m: (v: string) => string;
}

/** The item table from y: head, rows (name lines, small print), page breaks with carried sums. */
function table(p: Pager, y0: number, lines: Line[], o: TableOpt): number {
  const step = Math.round(o.size * 1.3);
  const sub = o.subSize ?? o.size - 1.5;
  const head = (y: number) => {
    for (const c of o.cols) p.put(y, c.x, c.head, { size: o.size, bold: true, right: c.right });
    return y + step + 5;
  };
  let y = head(y0);
  let sum = dec(0);
  for (const l of lines) {
    const h =
      (l.group ? step + 2 : 0) +
      l.nameLines.length * step +
      l.sub.length * Math.round(sub * 1.3) +
      (o.gap ?? 3);
    if (y + h > p.bottom - (o.carry ? 18 : 0)) {
      if (o.carry) {
        p.put(y + 4, o.carry.x, o.carry.out, { size: o.size, bold: true });
        p.put(y + 4, o.carry.vx, o.m(round(sum)), { size: o.size, bold: true, right: true });
      }
      let y2 = p.next();
      if (o.pageHead) y2 = o.pageHead(p.page());
      y = head(y2);
      if (o.carry) {
        p.put(y, o.carry.x, o.carry.in, { size: o.size, bold: true });
        p.put(y, o.carry.vx, o.m(round(sum)), { size: o.size, bold: true, right: true });
        y += step + 4;
      }
    }
    if (l.group) {
      p.put(y, o.nameX, l.group, { size: o.size, bold: true });
      y += step + 2;
    }
    for (const c of o.cols) {
      if (c.x === o.nameX) continue;
      const text = c.cell(l);
      if (text) p.put(y, c.x, text, { size: o.size, right: c.right });
    }
    l.nameLines.forEach((s, i) => void p.put(y + i * step, o.nameX, s, { size: o.size, bold: o.nameBold }));
    let ys = y + l.nameLines.length * step;
    for (const s of l.sub) {
      p.put(ys, o.nameX, s, { size: sub });
      ys += Math.round(sub * 1.3);
    }
    y = ys + (o.gap ?? 3);
    sum = sum.plus(dec(l.net));
  }
  return y;
}

/** Label/value rows, the values right-aligned at vx (or left at vx when `left`). */
function pairs(
  p: Pager,
  y: number,
  x: number,
  vx: number,
  rows: Array<[string, string]>,
  size = 9,
  left = false,
) {
  const step = Math.round(size * 1.45);
  for (const [a, b] of rows) {
    if (a) p.put(y, x, a, { size });
    if (b) p.put(y, vx, b, { size, right: !left });
    y += step;
  }
  return y;
}

/** Text wrapped at n characters, one row a line. */
function text(p: Pager, y: number, x: number, s: string, n: number, size = 9) {
  for (const l of wrapWords(s, n)) {
    p.put(y, x, l, { size });
    y += Math.round(size * 1.35);
  }
  return y;
}

/** Room for h more points, else a new page (with the running head). */
function room(p: Pager, y: number, h: number, head?: (pg: number) => number) {
  if (y + h <= p.bottom) return y;
  const y2 = p.next();
  return head ? head(p.page()) : y2;
}

// ---------------------------------------------------------------- common document parts

function baseDoc(tpl: Tpl, v: number, t: Tools): Pick<Doc, 'tpl' | 'v' | 't' | 'issue'> {
  const month = t.int(1, 11);
  const day = t.int(1, 28);
  return { tpl, v, t, issue: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

function finish(d: Omit<Doc, 'vat' | 'lineNet' | 'vatT' | 'gross'> & Partial<Pick<Doc, 'vat'>>): Doc {
  const { vat, lineNet, vatT } = vatSums(d.lines);
  return { ...d, vat, lineNet, vatT, gross: round(dec(lineNet).plus(dec(vatT))) };
}

const phoneDe = (t: Tools) =>
  `+49 ${t.pick(['221', '40', '30', '89', '711', '341'])} ${t.int(100, 999)} ${t.int(10, 99)} ${t.int(10, 99)}`;

// ================================================================ frei3

const FREI_ITEMS: Item[] = [
  { name: 'Konzeption Website-Relaunch', unit: ['Std.', 'HUR'], lo: 75, hi: 110, qty: [2, 24] },
  { name: 'UX-Workshop mit Stakeholdern', unit: ['Tag', 'DAY'], lo: 800, hi: 1200, qty: [1, 2] },
  {
    name: 'Screendesign Startseite und Unterseiten',
    unit: ['pauschal', 'LS'],
    lo: 900,
    hi: 2400,
    qty: [1, 1],
  },
  { name: 'Frontend-Entwicklung', unit: ['Std.', 'HUR'], lo: 70, hi: 105, qty: [4, 40] },
  { name: 'Lektorat Geschäftsbericht', unit: ['Std.', 'HUR'], lo: 55, hi: 80, qty: [3, 20] },
  { name: 'Texterstellung Produktseiten', unit: ['Stk.', 'C62'], lo: 90, hi: 180, qty: [2, 12] },
  { name: 'Fotoproduktion Teamportraits', unit: ['Tag', 'DAY'], lo: 650, hi: 1100, qty: [1, 2] },
  { name: 'Bildbearbeitung und Retusche', unit: ['Std.', 'HUR'], lo: 50, hi: 75, qty: [2, 12] },
  { name: 'Wartung und Updates Website', unit: ['Monat', 'MON'], lo: 90, hi: 250, qty: [1, 3] },
  { name: 'Social-Media-Redaktionsplan', unit: ['Monat', 'MON'], lo: 400, hi: 900, qty: [1, 3] },
  { name: 'Reisekosten Fahrt zum Kunden', unit: ['pauschal', 'LS'], lo: 60, hi: 180, qty: [1, 1] },
  { name: 'Barrierefreiheits-Check nach WCAG 2.1', unit: ['pauschal', 'LS'], lo: 450, hi: 950, qty: [1, 1] },
];
const FREI_RIGHTS: Item = {
  name: 'Einräumung Nutzungsrechte (Web, 2 Jahre)',
  unit: ['pauschal', 'LS'],
  lo: 300,
  hi: 1200,
  qty: [1, 1],
};
const FREI_SUBS = [
  'laut beiliegendem Stundennachweis',
  'inkl. zwei Korrekturschleifen',
  'gemäß Angebot vom Vormonat',
  'Abstimmung per Videocall',
  'Umsetzung in WordPress',
  '',
  '',
];

function buildFrei(v: number, t: Tools): Doc {
  const b0 = baseDoc('frei3', v, t);
  const person = personName(t);
  const trade = t.pick([
    'Kommunikationsdesign',
    'Webentwicklung',
    'Fotografie',
    'Text & Lektorat',
    'UX Consulting',
  ]);
  const s = dachParty('DE', `${person} ${trade}`, t);
  const b = deBuyer(t);
  const hours = t.pick(['Std.', 'Stunden', 'h'] as const);
  const n = v === 4 ? t.int(11, 14) : t.int(1, 6);
  const pool = [...FREI_ITEMS];
  const lines: Line[] = [];
  for (const [i, it] of drawItems(t, pool, n).entries()) {
    const unit: Unit = it.unit[1] === 'HUR' ? [hours, 'HUR'] : it.unit;
    const sub = t.pick(FREI_SUBS);
    lines.push(mkLine(t, String(i + 1), { ...it, unit }, '19', { sub: sub ? [sub] : [] }));
  }
  if (v === 2 || v === 5) lines.push(mkLine(t, String(lines.length + 1), FREI_RIGHTS, '7'));
  const sellerVat = t.rnd() < 0.6;
  const taxNo = !sellerVat || t.rnd() < 0.3 ? `${t.int(10, 99)}/${t.int(100, 999)}/${t.digits(5)}` : '';
  const credit =
    v === 6
      ? {
          orig: `RE-2026-${String(t.int(10, 300)).padStart(4, '0')}`,
          date: addDays(b0.issue, -t.int(10, 40)),
        }
      : undefined;
  const y = b0.issue.slice(0, 4);
  const number = credit
    ? `GS-${y}-${String(t.int(1, 40)).padStart(3, '0')}`
    : t.pick([
        `RE-${y}-${String(t.int(10, 900)).padStart(4, '0')}`,
        `${y}-${String(t.int(10, 300)).padStart(3, '0')}`,
        `RE${t.int(1000, 1999)}`,
      ]);
  const long = t.rnd() < 0.3;
  return finish({
    ...b0,
    s,
    b,
    sellerVat,
    buyerVat: false,
    taxNo,
    number,
    due: addDays(b0.issue, t.pick([7, 14, 30])),
    dueShown: true,
    po: t.rnd() < 0.3 ? `BE-${t.int(10000, 99999)}` : '',
    credit,
    negative: false,
    cat: 'S',
    lines,
    ...bankOf('DE', t),
    account: true,
    phone: phoneDe(t),
    email: `${person.split(' ')[0]?.toLowerCase()}@${mailOfWord(person.split(' ')[1] ?? 'studio')}`,
    contact: '',
    custNo: String(t.int(10001, 10999)),
    m: (x) => `${signed(x, '.', ',')} €`,
    mp: (x) => `${signed(x, '.', ',')} €`,
    q: (x) => numText(x, ','),
    date: (iso) => (long ? longDate(iso, 'de') : dmyDot(iso)),
  });
}

function drawFrei(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 740);
  p.put(48, 545, d.s.name, { size: 14, bold: true, right: true });
  p.put(140, 57, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  p.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 57, 156, { size: 10 });
  const perStart = addDays(d.issue, -t.int(20, 30));
  const info: Array<[string, string]> = [
    [
      t.pick(
        d.credit ? ['Gutschriftsnr.', 'Belegnummer'] : ['Rechnungsnr.', 'Rechnungsnummer', 'Rechnungs-Nr.'],
      ),
      d.number,
    ],
    [t.pick(['Kundennr.', 'Kunden-Nr.', 'Kundennummer']), d.custNo],
    [t.pick(['Datum', 'Rechnungsdatum']), d.date(d.issue)],
    t.rnd() < 0.5
      ? ['Leistungszeitraum', `${dmyDot(perStart)} – ${dmyDot(addDays(perStart, 20))}`]
      : ['Leistungsdatum', dmyDot(addDays(d.issue, -t.int(1, 5)))],
  ];
  if (d.po) info.push([t.pick(['Ihre Bestellnr.', 'Bestellnummer']), d.po]);
  pairs(p, 150, 330, 545, info, 9);
  let y = 290;
  if (d.credit) {
    p.put(y, 50, `${t.pick(['Gutschrift', 'Rechnungskorrektur'])} Nr. ${d.number}`, { size: 14, bold: true });
    y += 20;
    p.put(y, 50, `zur Rechnung Nr. ${d.credit.orig} vom ${d.date(d.credit.date)}`, { size: 9 });
    y += 20;
  } else {
    p.put(y, 50, t.pick([`Rechnung Nr. ${d.number}`, 'Rechnung']), { size: 14, bold: true });
    y += 24;
  }
  y = text(
    p,
    y,
    50,
    d.credit
      ? 'Sehr geehrte Damen und Herren, wie vereinbart schreiben wir Ihnen folgende Leistungen gut:'
      : t.pick([
          'Sehr geehrte Damen und Herren, vielen Dank für Ihren Auftrag und das entgegengebrachte Vertrauen. Hiermit stelle ich Ihnen folgende Leistungen in Rechnung:',
          'Guten Tag, für meine Leistungen erlaube ich mir, wie folgt zu berechnen:',
        ]),
    100,
    9,
  );
  y += 10;
  const desc = t.pick(['Beschreibung', 'Bezeichnung', 'Leistung']);
  const headPage = (pg: number) => {
    p.put(50, 50, `${d.number} · Seite ${pg}`, { size: 8 });
    return 80;
  };
  y = table(p, y, d.lines, {
    size: 9,
    nameX: 80,
    cols: [
      { head: 'Pos.', x: 50, cell: (l) => l.id },
      { head: desc, x: 80, cell: () => '' },
      { head: t.pick(['Menge', 'Anzahl']), x: 345, right: true, cell: (l) => d.q(l.qty) },
      { head: 'Einheit', x: 352, cell: (l) => l.unit[0] },
      { head: t.pick(['Einzelpreis', 'Preis']), x: 470, right: true, cell: (l) => d.mp(l.price) },
      { head: t.pick(['Gesamt', 'Betrag', 'Gesamtpreis']), x: 545, right: true, cell: (l) => d.m(l.net) },
    ],
    subSize: 7.5,
    gap: 5,
    pageHead: headPage,
    m: d.m,
  });
  y = room(p, y + 8, 110, headPage);
  const tot: Array<[string, string]> = [
    [t.pick(['Gesamtbetrag netto', 'Summe netto', 'Zwischensumme (netto)']), d.m(d.lineNet)],
  ];
  const two = d.vat.length > 1;
  for (const v of d.vat)
    tot.push([
      two ? `zzgl. USt. ${v.rate} % auf ${d.m(v.base)}` : `zzgl. Umsatzsteuer ${v.rate} %`,
      d.m(v.tax),
    ]);
  if (two) tot.push(['Summe Umsatzsteuer', d.m(d.vatT)]);
  y = pairs(p, y, 330, 545, tot, 9);
  p.put(
    y + 2,
    330,
    d.credit ? 'Gutschriftsbetrag' : t.pick(['Gesamtbetrag brutto', 'Rechnungsbetrag', 'Gesamt']),
    { size: 10, bold: true },
  );
  p.put(y + 2, 545, d.m(d.gross), { size: 10, bold: true, right: true });
  y += 30;
  const days = Math.round((Date.parse(d.due) - Date.parse(d.issue)) / 864e5);
  y = text(
    p,
    y,
    50,
    d.credit
      ? 'Den Gutschriftsbetrag überweisen wir in den nächsten Tagen auf Ihr Konto.'
      : t.pick([
          `Bitte überweisen Sie den Rechnungsbetrag bis zum ${d.date(d.due)} unter Angabe der Rechnungsnummer auf das unten genannte Konto.`,
          `Zahlungsziel: ${days} Tage, zahlbar ohne Abzug bis ${d.date(d.due)}.`,
        ]),
    100,
    9,
  );
  p.block(['Mit freundlichen Grüßen', d.s.name.split(' ').slice(0, 2).join(' ')], 50, y + 12, { size: 9 });
  const pages = p.pages();
  const web = `www.${mailOfWord(d.s.name.split(' ')[1] ?? 'studio').replace('.example', '')}.example`;
  everyPage(rows, pages, (pg, n) => {
    const col1 = [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`];
    const col2 = [`Tel.: ${d.phone}`, `E-Mail: ${d.email}`, `Web: ${web}`];
    const col3 = [d.bank, `IBAN: ${spaced(d.iban)}`, `BIC: ${d.bic}`];
    if (d.sellerVat) col1.push(`USt-IdNr.: ${d.s.vat}`);
    if (d.taxNo) col2.push(`Steuernummer: ${d.taxNo}`);
    const out: Array<[number, number, string, number]> = [];
    [col1, col2, col3].forEach((c, i) => {
      c.forEach((s, j) => void out.push([770 + j * 9, 50 + i * 175, s, 7]));
    });
    if (n > 1) out.push([812, 50, `Seite ${pg} von ${n}`, 7]);
    return out;
  });
  return pages;
}

// ================================================================ hwk3

const HWK: Record<'maler' | 'shk' | 'tischler', { trade: string; groups: Array<[string, Item[]]> }> = {
  maler: {
    trade: 'Malerbetrieb',
    groups: [
      [
        'Vorarbeiten',
        [
          {
            name: 'Abdeckarbeiten: Fußböden, Fenster und Türen mit Folie und Malervlies abdecken, nach Abschluss der Arbeiten entfernen und entsorgen',
            unit: ['psch.', 'LS'],
            lo: 120,
            hi: 380,
            qty: [1, 1],
          },
          {
            name: 'Raufasertapete entfernen, Untergrund von Kleisterresten reinigen und auf Tragfähigkeit prüfen',
            unit: ['m²', 'MTK'],
            lo: 4,
            hi: 9,
            qty: [20, 90, 2],
          },
          {
            name: 'Risse und Fehlstellen ausspachteln, Flächen Q3 spachteln und schleifen',
            unit: ['m²', 'MTK'],
            lo: 8,
            hi: 16,
            qty: [15, 70, 2],
          },
        ],
      ],
      [
        'Anstricharbeiten',
        [
          {
            name: 'Wandflächen mit Dispersionsfarbe, waschbeständig nach DIN EN 13300 Klasse 2, zweimal deckend streichen, Farbton weiß',
            unit: ['m²', 'MTK'],
            lo: 7,
            hi: 14,
            qty: [30, 160, 2],
          },
          {
            name: 'Deckenflächen grundieren und mit Silikatfarbe zweimal streichen',
            unit: ['m²', 'MTK'],
            lo: 8,
            hi: 15,
            qty: [12, 60, 2],
          },
          {
            name: 'Heizkörper schleifen, Rostschutz grundieren und mit Heizkörperlack lackieren',
            unit: ['Stk.', 'C62'],
            lo: 45,
            hi: 95,
            qty: [1, 6],
          },
          {
            name: 'Türzargen und Türblätter anschleifen und mit Acryllack seidenmatt lackieren',
            unit: ['Stk.', 'C62'],
            lo: 85,
            hi: 160,
            qty: [1, 5],
          },
          {
            name: 'Arbeitszeit Geselle für Nebenarbeiten nach Nachweis',
            unit: ['Std.', 'HUR'],
            lo: 48,
            hi: 62,
            qty: [1, 12],
          },
        ],
      ],
    ],
  },
  shk: {
    trade: 'Sanitär- und Heizungstechnik',
    groups: [
      [
        'Demontage',
        [
          {
            name: 'Vorhandene Sanitärobjekte demontieren, Anschlüsse verschließen und Altmaterial fachgerecht entsorgen',
            unit: ['psch.', 'LS'],
            lo: 250,
            hi: 600,
            qty: [1, 1],
          },
          {
            name: 'Entsorgung Bauschutt inklusive Container und Deponiegebühren',
            unit: ['m³', 'MTQ'],
            lo: 60,
            hi: 110,
            qty: [1, 6, 1],
          },
        ],
      ],
      [
        'Installation',
        [
          {
            name: 'Kupferrohr 15 x 1 mm liefern und verlegen, einschließlich Form- und Befestigungsteile sowie Dämmung nach GEG',
            unit: ['m', 'MTR'],
            lo: 18,
            hi: 32,
            qty: [6, 40, 1],
          },
          {
            name: 'Wandhängendes WC mit Vorwandelement liefern und montieren, Spülkasten Unterputz, Betätigungsplatte weiß',
            unit: ['Stk.', 'C62'],
            lo: 520,
            hi: 980,
            qty: [1, 2],
          },
          {
            name: 'Waschtisch 60 cm mit Einhebelmischer liefern und montieren, inklusive Eckventile und Siphon',
            unit: ['Stk.', 'C62'],
            lo: 380,
            hi: 720,
            qty: [1, 2],
          },
          {
            name: 'Heizkörper Typ 22, 600 x 1000 mm, liefern, montieren und hydraulischen Abgleich durchführen',
            unit: ['Stk.', 'C62'],
            lo: 420,
            hi: 690,
            qty: [1, 4],
          },
          { name: 'Arbeitszeit Monteur', unit: ['Std.', 'HUR'], lo: 58, hi: 72, qty: [2, 16] },
          { name: 'Arbeitszeit Helfer', unit: ['Std.', 'HUR'], lo: 42, hi: 52, qty: [2, 16] },
          { name: 'Anfahrtspauschale', unit: ['psch.', 'LS'], lo: 35, hi: 65, qty: [1, 1] },
        ],
      ],
    ],
  },
  tischler: {
    trade: 'Tischlerei',
    groups: [
      [
        'Innenausbau',
        [
          {
            name: 'Sockelleisten aus Eiche massiv, 60 mm, liefern und montieren, Ecken auf Gehrung geschnitten',
            unit: ['lfm', 'MTR'],
            lo: 14,
            hi: 26,
            qty: [10, 60, 1],
          },
          {
            name: 'Einbauschrank nach Aufmaß, Korpus Spanplatte weiß, Fronten MDF lackiert, mit Innenbeleuchtung',
            unit: ['Stk.', 'C62'],
            lo: 1800,
            hi: 4200,
            qty: [1, 1],
          },
          {
            name: 'Innentür Röhrenspan, weiß lackiert, mit Zarge und Drückergarnitur Edelstahl, liefern und einbauen',
            unit: ['Stk.', 'C62'],
            lo: 420,
            hi: 780,
            qty: [1, 5],
          },
          {
            name: 'Fensterbänke innen aus Buche, geölt, zuschneiden und einbauen',
            unit: ['Stk.', 'C62'],
            lo: 95,
            hi: 180,
            qty: [1, 6],
          },
        ],
      ],
      [
        'Nebenleistungen',
        [
          { name: 'Arbeitszeit Tischlergeselle', unit: ['Std.', 'HUR'], lo: 52, hi: 66, qty: [2, 20] },
          {
            name: 'Kleinmaterial (Schrauben, Dübel, Silikon, Montageschaum)',
            unit: ['psch.', 'LS'],
            lo: 25,
            hi: 90,
            qty: [1, 1],
          },
          { name: 'An- und Abfahrt mit Werkstattwagen', unit: ['psch.', 'LS'], lo: 40, hi: 80, qty: [1, 1] },
        ],
      ],
    ],
  },
};

function buildHwk(v: number, t: Tools): Doc {
  const b0 = baseDoc('hwk3', v, t);
  const kind = t.pick(['maler', 'shk', 'tischler'] as const);
  const spec = HWK[kind];
  const owner = personName(t);
  const last = owner.split(' ')[1] ?? 'Berger';
  const name = t.pick([`${spec.trade} ${last} GmbH`, `${last} ${spec.trade} e.K.`, `${spec.trade} ${owner}`]);
  const s = dachParty('DE', name, t);
  const privateBuyer = t.rnd() < 0.5;
  const b = privateBuyer ? dachParty('DE', personName(t), t) : deBuyer(t);
  const lines: Line[] = [];
  const many = v === 7;
  let gi = 0;
  // the long document: the titles once per building section
  const groups = many
    ? [1, 2].flatMap((ba) =>
        spec.groups.map(([ti, it]): [string, Item[]] => [`${ti} Bauabschnitt ${ba}`, it]),
      )
    : spec.groups;
  for (const [title, items] of groups) {
    gi++;
    const pool = [...items];
    const take = many ? pool.length : t.int(Math.min(2, pool.length), pool.length);
    for (let i = 0; i < take; i++) {
      const it = pool.splice(many ? 0 : t.int(0, pool.length - 1), 1)[0];
      if (!it) break;
      const l = mkLine(t, `${gi}.${i + 1}`, it, '19', { wrap: 50, group: i === 0 ? `${gi} ${title}` : '' });
      const sub: string[] = [];
      if (it.unit[1] === 'MTK' && t.rnd() < 0.7) {
        // Aufmaß: two wall lengths × the room height giving the quantity
        const hgt = t.pick([2.5, 2.6, 2.75]);
        const len = Number(l.qty) / hgt;
        const a = Math.round(len * 55) / 100;
        const bb = (len - a).toFixed(2);
        sub.push(
          `Aufmaß: ${String(a.toFixed(2)).replace('.', ',')} × ${String(hgt.toFixed(2)).replace('.', ',')} + ${bb.replace('.', ',')} × ${String(hgt.toFixed(2)).replace('.', ',')}`,
        );
      }
      if (it.unit[1] !== 'HUR' && it.unit[1] !== 'LS') {
        const lab = dec(l.price).times(t.int(40, 75)).dividedBy(100).toDecimalPlaces(2);
        const mat = dec(l.price).minus(lab);
        sub.push(
          `Lohn ${groupedMoney(lab.toFixed(2), '.', ',')} € · Material ${groupedMoney(mat.toFixed(2), '.', ',')} € je ${l.unit[0]}`,
        );
        l.labour = round(dec(l.qty).times(lab));
      } else if (it.unit[1] === 'HUR') l.labour = l.net;
      l.sub = sub;
      lines.push(l);
    }
  }
  const y = b0.issue.slice(2, 4);
  const number = t.pick([
    `R-${y}-${String(t.int(100, 999)).padStart(4, '0')}`,
    `2026/${t.int(100, 999)}`,
    `RG${y}${t.digits(4)}`,
  ]);
  const immediate = v % 3 === 0;
  return finish({
    ...b0,
    s,
    b,
    sellerVat: t.rnd() < 0.5,
    buyerVat: false,
    taxNo: `${t.int(200, 299)}/${t.int(1000, 5999)}/${t.int(1000, 9999)}`,
    number,
    due: addDays(b0.issue, t.pick([10, 14, 21])),
    dueShown: !immediate,
    po: '',
    negative: false,
    cat: 'S',
    lines,
    ...bankOf('DE', t),
    account: true,
    phone: phoneDe(t),
    email: `info@${mailOfWord(last)}`,
    contact: '',
    custNo: String(t.int(2000, 8999)),
    m: (x) => `${signed(x, '.', ',')} €`,
    mp: (x) => signed(x, '.', ','),
    q: (x) => numText(x, ','),
    date: dmyDot,
  });
}

function drawHwk(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 735);
  p.put(42, 50, d.s.name, { size: 12, bold: true });
  p.put(
    62,
    50,
    t.pick([
      'Meisterbetrieb · Mitglied der Innung',
      'Ihr Meisterbetrieb seit 1987',
      'Meisterbetrieb der Handwerkskammer',
    ]),
    { size: 8 },
  );
  const fax = d.phone.replace(/\d\d$/, String(t.int(10, 99)));
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Telefon ${d.phone}`, `Fax ${fax}`, d.email], 545, 42, {
    size: 7.5,
    right: true,
  });
  p.put(132, 57, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  const priv = !/GmbH|KG|AG/.test(d.b.name);
  const salute = priv ? t.pick(['Familie', '']) : 'Firma';
  p.block([...(salute ? [salute] : []), d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 57, 146, {
    size: 10,
  });
  const start = addDays(d.issue, -t.int(8, 25));
  pairs(
    p,
    150,
    305,
    545,
    [
      [t.pick(['Rechnung Nr.:', 'Rechnungs-Nr.:', 'Rechnungsnummer:']), d.number],
      ['Datum:', d.date(d.issue)],
      [t.pick(['Kunden-Nr.:', 'Kundennummer:']), d.custNo],
      [
        t.pick(['Ausführung:', 'Leistungszeitraum:']),
        `${dmyDot(start)} – ${dmyDot(addDays(start, t.int(2, 6)))}`,
      ],
      ['Seite:', ''],
    ],
    9,
  );
  p.put(270, 50, 'Rechnung', { size: 13, bold: true });
  p.put(
    288,
    50,
    `${t.pick(['Bauvorhaben', 'BV', 'Objekt'])}: ${t.pick(['Renovierung Wohnung 2. OG', 'Badsanierung', 'Umbau Erdgeschoss', 'Modernisierung Treppenhaus'])}, ${d.b.street}, ${d.b.pc} ${d.b.city}`,
    { size: 9 },
  );
  let y =
    text(p, 306, 50, 'Für die ausgeführten Arbeiten erlauben wir uns, wie folgt zu berechnen:', 100, 9) + 8;
  const headPage = (pg: number) => {
    p.put(50, 50, `Rechnung ${d.number} vom ${d.date(d.issue)} – Seite ${pg}`, { size: 8 });
    return 78;
  };
  y = table(p, y, d.lines, {
    size: 8.5,
    nameX: 160,
    cols: [
      { head: 'Pos.', x: 50, cell: (l) => l.id },
      { head: 'Menge', x: 118, right: true, cell: (l) => d.q(l.qty) },
      { head: 'ME', x: 123, cell: (l) => l.unit[0] },
      { head: t.pick(['Bezeichnung', 'Leistungsbeschreibung', 'Text']), x: 160, cell: () => '' },
      { head: t.pick(['EP', 'E-Preis', 'Einheitspreis']), x: 480, right: true, cell: (l) => d.mp(l.price) },
      { head: t.pick(['GP', 'G-Preis', 'Gesamtpreis']), x: 545, right: true, cell: (l) => d.mp(l.net) },
    ],
    subSize: 7,
    gap: 5,
    pageHead: headPage,
    carry: { out: 'Übertrag', in: 'Übertrag', x: 380, vx: 545 },
    m: d.mp,
  });
  y = room(p, y + 8, 130, headPage);
  const labour = round(d.lines.reduce((a, l) => a.plus(dec(l.labour || '0')), dec(0)));
  const material = round(dec(d.lineNet).minus(dec(labour)));
  const v0 = d.vat[0];
  y = pairs(
    p,
    y,
    330,
    545,
    [
      [t.pick(['Nettobetrag', 'Summe netto', 'Zwischensumme']), d.m(d.lineNet)],
      [`zzgl. ${v0?.rate ?? '19'} % MwSt.`, d.m(v0?.tax ?? '0')],
    ],
    9,
  );
  p.put(y + 2, 330, t.pick(['Rechnungsbetrag', 'Gesamtbetrag', 'Endbetrag']), { size: 10, bold: true });
  p.put(y + 2, 545, d.m(d.gross), { size: 10, bold: true, right: true });
  y += 24;
  y = pairs(
    p,
    y,
    50,
    250,
    [
      ['davon Lohnkosten (netto):', d.m(labour)],
      ['davon Materialkosten (netto):', d.m(material)],
    ],
    8,
  );
  y += 6;
  y = text(
    p,
    y,
    50,
    d.dueShown
      ? `Zahlbar innerhalb von ${Math.round((Date.parse(d.due) - Date.parse(d.issue)) / 864e5)} Tagen ohne Abzug bis zum ${d.date(d.due)}.`
      : 'Zahlbar sofort nach Erhalt der Rechnung ohne Abzug.',
    100,
    9,
  );
  y = text(
    p,
    y + 4,
    50,
    'Gemäß § 14 Abs. 4 Satz 1 Nr. 9 UStG sind private Leistungsempfänger verpflichtet, diese Rechnung zwei Jahre aufzubewahren.',
    110,
    7.5,
  );
  const pages = p.pages();
  everyPage(rows, pages, (pg, n) => {
    const col1 = [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`];
    const col2 = [
      `Steuernummer: ${d.taxNo}`,
      ...(d.sellerVat ? [`USt-IdNr.: ${d.s.vat}`] : []),
      `Handwerkskammer ${d.s.city}`,
    ];
    const col3 = [d.bank, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`];
    const out: Array<[number, number, string, number]> = [];
    [col1, col2, col3].forEach((c, i) => {
      c.forEach((s, j) => void out.push([772 + j * 9, [50, 240, 400][i] ?? 50, s, 7]));
    });
    out.push([812, 50, `Seite ${pg} von ${n}`, 7]);
    return out;
  });
  // the "Seite:" value of the info block
  rows.push([150 + 4 * 13, 545, `1 von ${pages}`, { size: 9, right: true, page: 1 }]);
  return pages;
}

// ================================================================ erp3

const ERP_ITEMS: Item[] = [
  {
    name: 'Sechskantschraube DIN 933 M12x40 8.8 verzinkt',
    unit: ['ST', 'C62'],
    lo: 0.2,
    hi: 1.2,
    qty: [100, 2000],
  },
  { name: 'Kugellager 6205-2RS C3', unit: ['ST', 'C62'], lo: 4, hi: 12, qty: [10, 200] },
  { name: 'Hydraulikschlauch 2SN DN10, Meterware', unit: ['M', 'MTR'], lo: 6, hi: 14, qty: [10, 150] },
  { name: 'Kühlschmierstoff Emulsion, Kanister 20 l', unit: ['L', 'LTR'], lo: 3, hi: 7, qty: [20, 200] },
  { name: 'Schutzhandschuhe Nitril Gr. 9', unit: ['Paar', 'PR'], lo: 1, hi: 4, qty: [50, 600] },
  { name: 'Zahnriemen HTD 8M-1200-30', unit: ['ST', 'C62'], lo: 28, hi: 75, qty: [2, 30] },
  { name: 'Spiralbohrer HSS-Co DIN 338, 8,5 mm', unit: ['PAK', 'XPK'], lo: 18, hi: 45, qty: [1, 20] },
  { name: 'Flachstahl S235JR 40x8 mm, blank', unit: ['KG', 'KGM'], lo: 1.4, hi: 3.2, qty: [50, 800] },
  { name: 'Druckluftkupplung NW 7,2 Messing', unit: ['ST', 'C62'], lo: 5, hi: 16, qty: [5, 80] },
  { name: 'Kabelbinder 4,8 x 300 mm schwarz', unit: ['KAR', 'XCT'], lo: 12, hi: 30, qty: [1, 25] },
  { name: 'Schweißdraht SG2 1,0 mm, Korbspule 15 kg', unit: ['ST', 'C62'], lo: 32, hi: 60, qty: [2, 40] },
  { name: 'Dichtungssatz für Hydraulikzylinder Ø 63', unit: ['SAT', 'SET'], lo: 25, hi: 90, qty: [1, 20] },
  { name: 'Reinigungstücher Vlies, Rolle 500 Blatt', unit: ['ST', 'C62'], lo: 9, hi: 22, qty: [4, 60] },
  { name: 'Schleifscheibe 125 x 6 mm Inox', unit: ['ST', 'C62'], lo: 1.8, hi: 4.5, qty: [25, 400] },
  { name: 'Sicherheitsschuhe S3 Gr. 43', unit: ['Paar', 'PR'], lo: 45, hi: 110, qty: [1, 20] },
  { name: 'Montagepaste Kupfer, Dose 500 g', unit: ['ST', 'C62'], lo: 14, hi: 29, qty: [2, 24] },
];
const ERP_7: Item[] = [
  { name: 'Fachbuch Tabellenbuch Metall, 48. Auflage', unit: ['ST', 'C62'], lo: 28, hi: 42, qty: [1, 12] },
  { name: 'Mineralwasser still, Kasten 12 x 0,75 l', unit: ['KAR', 'XCT'], lo: 5, hi: 9, qty: [5, 60] },
];

function buildErp(v: number, t: Tools): Doc {
  const b0 = baseDoc('erp3', v, t);
  const name = `${t.pick(['Hegemann', 'Vollmer', 'Ostertag', 'Brinkhaus', 'Lindemann'])} ${t.pick(['Industriebedarf', 'Antriebstechnik', 'Technischer Handel', 'Hydraulik'])} ${t.pick(['GmbH', 'GmbH & Co. KG', 'AG'])}`;
  const s = dachParty('DE', name, t);
  const b = deBuyer(t);
  const counts = [12, 34, 18, 56, 14, 26, 10, 38];
  const n = (counts[v] ?? 12) - t.int(0, 2);
  const notes = 1 + Math.floor(n / 10);
  const lines: Line[] = [];
  const with7 = v % 3 === 1;
  const picked = drawItems(t, ERP_ITEMS, n);
  for (let i = 0; i < n; i++) {
    const it = i === n - 1 && with7 ? t.pick(ERP_7) : (picked[i] as Item);
    const rate = ERP_7.includes(it) ? '7' : '19';
    const note = Math.floor((i * notes) / n);
    const first = i === 0 || Math.floor(((i - 1) * notes) / n) !== note;
    const dn = `80${String(t.int(100000, 999999))}`;
    const group = first ? `Lieferschein ${dn} vom ${dmyDot(addDays(b0.issue, -t.int(1, 12)))}` : '';
    lines.push(
      mkLine(t, String((i + 1) * 10), it, rate, {
        disc: t.rnd() < 0.3 ? t.pick(['5', '10', '15', '20']) : '',
        itemNo: `${t.int(100, 499)}${t.digits(6)}`,
        group,
        sub: t.rnd() < 0.35 ? [`Ihre Materialnummer: ${t.pick(['K', 'M', 'E'])}-${t.digits(5)}`] : [],
      }),
    );
  }
  return finish({
    ...b0,
    s,
    b,
    sellerVat: true,
    buyerVat: t.rnd() < 0.5,
    taxNo: '',
    number: `9${t.digits(7)}`,
    due: addDays(b0.issue, 30),
    dueShown: true,
    po: t.pick([`45${t.digits(8)}`, `PO-${t.int(2025, 2026)}-${t.digits(5)}`, `B${t.digits(6)}`]),
    negative: false,
    cat: 'S',
    lines,
    ...bankOf('DE', t),
    account: true,
    phone: phoneDe(t),
    email: '',
    contact: personName(t),
    custNo: String(t.int(100000, 199999)),
    m: (x) => signed(x, '.', ','),
    mp: (x) => signed(x, '.', ','),
    q: (x) => (Number.isInteger(Number(x)) ? x.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : numText(x, ',', 3)),
    date: dmyDot,
  });
}

function drawErp(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 742);
  const sn = d.s.name.split(' ')[0]?.toLowerCase() ?? 'firma';
  const email = `${(d.contact.split(' ')[0] ?? 'info').toLowerCase()}.${(d.contact.split(' ')[1] ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}@${sn.normalize('NFD').replace(/[^a-z]/g, '')}.example`;
  d.email = email;
  p.put(40, 50, d.s.name, { size: 13, bold: true });
  p.put(58, 50, `${d.s.street} · ${d.s.pc} ${d.s.city} · Telefon ${d.phone}`, { size: 7 });
  p.put(126, 57, `${d.s.name}, ${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  const upper = t.rnd() < 0.5;
  p.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, ...(upper ? ['DEUTSCHLAND'] : [])], 57, 140, {
    size: 9,
  });
  p.put(100, 310, t.pick(['Rechnung', 'RECHNUNG', 'Faktura']), { size: 14, bold: true });
  const grid: Array<[string, string]> = [
    [t.pick(['Rechnungsnr.', 'Beleg-Nr.', 'Rechnungsnummer']), d.number],
    [t.pick(['Datum', 'Rechnungsdatum', 'Belegdatum']), d.date(d.issue)],
    [t.pick(['Kundennr.', 'Debitor', 'Kunden-Nr.']), d.custNo],
    ...(d.buyerVat ? ([['Ihre USt-IdNr.', d.b.vat ?? '']] as Array<[string, string]>) : []),
    [t.pick(['Ihre Bestellung', 'Bestell-Nr.', 'Ihre Bestellnummer']), d.po],
    ['Bestelldatum', dmyDot(addDays(d.issue, -t.int(14, 40)))],
    [t.pick(['Auftrag', 'Unser Auftrag']), `1${t.digits(7)}`],
    [t.pick(['Fällig netto', 'Nettofällig am', 'Fälligkeit']), d.date(d.due)],
    ['Ansprechpartner', d.contact],
    ['Telefon', d.phone],
    ['E-Mail', email],
  ];
  pairs(p, 122, 310, 405, grid, 8, true);
  const headPage = () => {
    p.put(40, 50, d.s.name, { size: 10, bold: true });
    p.put(56, 50, `Rechnung ${d.number} vom ${d.date(d.issue)} – Fortsetzung`, { size: 8 });
    return 84;
  };
  let y = 122 + grid.length * 12 + 14;
  y =
    text(
      p,
      y,
      50,
      t.pick([
        'Wir berechnen Ihnen gemäß unseren Allgemeinen Verkaufs- und Lieferbedingungen:',
        'Für die folgenden Lieferungen erlauben wir uns zu berechnen:',
      ]),
      110,
      8,
    ) + 6;
  y = table(p, y, d.lines, {
    size: 7.5,
    nameX: 140,
    cols: [
      { head: 'Pos.', x: 50, cell: (l) => l.id },
      { head: t.pick(['Material', 'Artikel-Nr.', 'Art.-Nr.']), x: 76, cell: (l) => l.itemNo },
      { head: t.pick(['Bezeichnung', 'Artikelbezeichnung']), x: 140, cell: () => '' },
      { head: 'Menge', x: 362, right: true, cell: (l) => d.q(l.qty) },
      { head: 'ME', x: 367, cell: (l) => l.unit[0] },
      {
        head: t.pick(['Preis/ME', 'Preis', 'Einzelpreis']),
        x: 442,
        right: true,
        cell: (l) => d.mp(l.gross || l.price),
      },
      { head: 'Rab.%', x: 474, right: true, cell: (l) => (l.disc ? `${l.disc},0` : '') },
      { head: t.pick(['Nettowert', 'Betrag', 'Wert']), x: 520, right: true, cell: (l) => d.m(l.net) },
      { head: 'MwSt', x: 548, right: true, cell: (l) => `${l.rate} %` },
    ],
    gap: 2,
    pageHead: headPage,
    carry: { out: 'Übertrag', in: t.pick(['Übertrag', 'Übertrag von Vorseite']), x: 380, vx: 520 },
    m: d.m,
  });
  y = room(p, y + 6, 110, headPage);
  const tot: Array<[string, string]> = [
    [t.pick(['Summe Positionen', 'Warenwert netto', 'Nettobetrag']), d.m(d.lineNet)],
  ];
  for (const v of d.vat) tot.push([`MwSt ${v.rate} % von ${d.m(v.base)}`, d.m(v.tax)]);
  if (d.vat.length > 1) tot.push(['MwSt gesamt', d.m(d.vatT)]);
  y = pairs(p, y, 330, 520, tot, 8);
  p.put(y + 2, 330, t.pick(['Rechnungsbetrag EUR', 'Endbetrag EUR', 'Gesamtbetrag EUR']), {
    size: 9,
    bold: true,
  });
  p.put(y + 2, 520, d.m(d.gross), { size: 9, bold: true, right: true });
  y += 24;
  const skonto = round(dec(d.gross).times(0.98));
  y = text(
    p,
    y,
    50,
    `Zahlungsbedingung: innerhalb 14 Tagen 2 % Skonto (${d.m(skonto)} EUR), innerhalb 30 Tagen netto. Bitte geben Sie bei Zahlung die Rechnungsnummer an.`,
    115,
    8,
  );
  const pages = p.pages();
  const gf = personName(t);
  const court = t.pick(['Hannover', 'Köln', 'Bielefeld', 'Dortmund']);
  const hrb = `HRB ${t.int(1000, 99999)}`;
  everyPage(rows, pages, (pg, n) => {
    const cols = [
      [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`],
      [`Sitz: ${d.s.city}`, `Amtsgericht ${court} ${hrb}`, `Geschäftsführung: ${gf}`],
      [d.bank, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`],
      [`USt-IdNr.: ${d.s.vat}`, `Telefon ${d.phone}`],
    ];
    const out: Array<[number, number, string, number]> = [[40, 470, `Seite ${pg} von ${n}`, 7.5]];
    cols.forEach((c, i) => {
      c.forEach((s, j) => void out.push([770 + j * 8.5, [50, 165, 290, 430][i] ?? 50, s, 6.5]));
    });
    return out;
  });
  return pages;
}

// ================================================================ at3

const AT_ITEMS: Item[] = [
  {
    name: 'Apfelstrudel Blech (24 Portionen)',
    unit: ['Stk.', 'C62'],
    lo: 38,
    hi: 62,
    rate: '10',
    qty: [1, 12],
  },
  {
    name: 'Kürbiskernöl steirisch g.g.A. 0,5 l',
    unit: ['Fl.', 'XBO'],
    lo: 9,
    hi: 16,
    rate: '10',
    qty: [6, 48],
  },
  { name: 'Bergkäse 12 Monate gereift', unit: ['kg', 'KGM'], lo: 18, hi: 32, rate: '10', qty: [2, 25, 2] },
  { name: 'Kaffee Espresso Bohne 1 kg', unit: ['Pkg.', 'XPK'], lo: 16, hi: 28, rate: '10', qty: [2, 40] },
  { name: 'Servicepersonal Veranstaltung', unit: ['Std.', 'HUR'], lo: 32, hi: 48, rate: '20', qty: [4, 40] },
  {
    name: 'Getränkepaket alkoholfrei pro Person',
    unit: ['Stk.', 'C62'],
    lo: 8,
    hi: 16,
    rate: '20',
    qty: [20, 150],
  },
  { name: 'Mietgeschirr und Gläser', unit: ['psch.', 'LS'], lo: 80, hi: 260, rate: '20', qty: [1, 1] },
  { name: 'Zustellung und Aufbau', unit: ['psch.', 'LS'], lo: 45, hi: 140, rate: '20', qty: [1, 1] },
  { name: 'Geschenkkorb Steiermark groß', unit: ['Stk.', 'C62'], lo: 45, hi: 95, rate: '20', qty: [1, 30] },
  {
    name: 'Grüner Veltliner Federspiel 0,75 l',
    unit: ['Fl.', 'XBO'],
    lo: 8,
    hi: 15,
    rate: '20',
    qty: [6, 60],
  },
];

function buildAt(v: number, t: Tools): Doc {
  const b0 = baseDoc('at3', v, t);
  const last = personName(t).split(' ')[1] ?? 'Huber';
  const s = dachParty(
    'AT',
    `${t.pick(['Feinkost', 'Catering', 'Alpenmarkt', 'Genusswerkstatt'])} ${last} ${t.pick(['GmbH', 'KG', 'e.U.', 'OG'])}`,
    t,
  );
  const b = dachParty(
    'AT',
    `${t.pick(['Hotel', 'Kanzlei', 'Autohaus', 'Softwarehaus', 'Bauunternehmen'])} ${t.pick(['Gruber', 'Pichler', 'Steiner', 'Moser', 'Mayr'])} ${t.pick(['GmbH', 'KG', 'AG'])}`,
    t,
  );
  const two = v % 2 === 1;
  const n = t.int(2, 8);
  const lines: Line[] = [];
  const pool = AT_ITEMS.filter((it) => two || it.rate === '20');
  for (const [i, it] of drawItems(t, pool, n).entries()) {
    lines.push(mkLine(t, String(i + 1), it, it.rate ?? '20', { itemNo: `${t.int(1000, 9999)}` }));
  }
  if (two && !lines.some((l) => l.rate === '10')) {
    const it = AT_ITEMS[1] as Item;
    lines.push(mkLine(t, String(lines.length + 1), it, '10', { itemNo: `${t.int(1000, 9999)}` }));
  }
  if (two && !lines.some((l) => l.rate === '20')) {
    const it = AT_ITEMS[4] as Item;
    lines.push(mkLine(t, String(lines.length + 1), it, '20', { itemNo: `${t.int(1000, 9999)}` }));
  }
  const long = v % 4 === 2;
  const prefix = t.rnd() < 0.5;
  return finish({
    ...b0,
    s,
    b,
    sellerVat: true,
    buyerVat: t.rnd() < 0.75,
    taxNo: '',
    number: t.pick([
      `${b0.issue.slice(0, 4)}/${String(t.int(1, 999)).padStart(4, '0')}`,
      `AR-${t.int(26000, 26999)}`,
    ]),
    due: addDays(b0.issue, t.pick([14, 30])),
    dueShown: true,
    po: t.rnd() < 0.4 ? `${t.int(1000, 9999)}/${b0.issue.slice(2, 4)}` : '',
    negative: false,
    cat: 'S',
    lines,
    ...bankOf('AT', t),
    account: true,
    phone: `+43 ${t.pick(['1', '316', '732', '512'])} ${t.int(100, 999)} ${t.int(10, 99)} ${t.int(10, 99)}`,
    email: `office@${mailOfWord(last)}`,
    contact: '',
    custNo: String(t.int(20000, 29999)),
    m: (x) => (prefix ? `€ ${signed(x, '.', ',')}` : signed(x, '.', ',')),
    mp: (x) => signed(x, '.', ','),
    q: (x) => numText(x, ','),
    date: (iso) => (long ? longDate(iso, 'at') : dmyDot(iso)),
  });
}

function drawAt(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 745);
  p.put(40, 50, d.s.name, { size: 16, bold: true });
  p.put(62, 50, `${d.s.street} | ${d.s.pc} ${d.s.city} | Tel. ${d.phone} | ${d.email}`, { size: 7.5 });
  p.put(40, 545, `UID-Nr.: ${d.s.vat}`, { size: 8, right: true });
  let yb = p.block(['Firma', d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 50, 135, { size: 10 });
  if (d.buyerVat) {
    p.put(yb + 2, 50, `UID-Nr.: ${d.b.vat}`, { size: 9 });
    yb += 14;
  }
  const info: Array<[string, string]> = [
    [t.pick(['Rechnungsnummer', 'Rechnung Nr.', 'Beleg-Nr.']), d.number],
    [t.pick(['Rechnungsdatum', 'Datum']), d.date(d.issue)],
    [
      t.pick(['Lieferdatum', 'Leistungsdatum', 'Liefer-/Leistungsdatum']),
      dmyDot(addDays(d.issue, -t.int(0, 6))),
    ],
    [t.pick(['Kundennummer', 'Kd.-Nr.']), d.custNo],
  ];
  if (d.po) info.push(['Ihre Bestellung', d.po]);
  info.push([t.pick(['Zahlbar bis', 'Fällig am']), d.date(d.due)]);
  pairs(p, 135, 340, 545, info, 9);
  p.put(245, 50, t.pick(['RECHNUNG', 'Rechnung']), { size: 14, bold: true });
  let y = table(p, 275, d.lines, {
    size: 8.5,
    nameX: 130,
    cols: [
      { head: 'Pos', x: 50, cell: (l) => l.id },
      { head: 'Art.-Nr.', x: 74, cell: (l) => l.itemNo },
      { head: 'Bezeichnung', x: 130, cell: () => '' },
      { head: 'Menge', x: 360, right: true, cell: (l) => d.q(l.qty) },
      { head: 'Einh.', x: 366, cell: (l) => l.unit[0] },
      { head: t.pick(['Einzelpreis', 'E-Preis']), x: 445, right: true, cell: (l) => d.mp(l.price) },
      { head: 'USt', x: 478, right: true, cell: (l) => `${l.rate}%` },
      { head: t.pick(['Gesamt', 'Betrag']), x: 545, right: true, cell: (l) => d.mp(l.net) },
    ],
    gap: 4,
    m: d.mp,
  });
  y = room(p, y + 8, 120);
  const tot: Array<[string, string]> = [
    [t.pick(['Summe netto', 'Nettobetrag', 'Zwischensumme']), d.m(d.lineNet)],
  ];
  for (const v of d.vat) tot.push([`${v.rate} % USt. von ${d.mp(v.base)}`, d.m(v.tax)]);
  if (d.vat.length > 1) tot.push(['Summe USt.', d.m(d.vatT)]);
  y = pairs(p, y, 320, 545, tot, 9);
  p.put(y + 2, 320, t.pick(['Rechnungsbetrag', 'Gesamtbetrag', 'Zu zahlen']), { size: 10, bold: true });
  p.put(y + 2, 545, d.m(d.gross), { size: 10, bold: true, right: true });
  y += 28;
  y = text(p, y, 50, `Zahlbar bis ${d.date(d.due)} ohne Abzug.`, 100, 9);
  p.put(y + 4, 50, `Bankverbindung: ${d.bank}`, { size: 9 });
  p.put(y + 17, 50, `IBAN: ${spaced(d.iban)}   BIC: ${d.bic}`, { size: 9 });
  text(
    p,
    y + 36,
    50,
    'Wir danken für Ihren Auftrag! Es gelten unsere Allgemeinen Geschäftsbedingungen.',
    100,
    8,
  );
  const pages = p.pages();
  const fn = `FN ${t.int(100000, 599999)} ${t.pick(['a', 'b', 'd', 'm'])}`;
  const court = t.pick(['Landesgericht für ZRS Graz', 'Handelsgericht Wien', 'Landesgericht Linz']);
  everyPage(rows, pages, () => [
    [785, 50, `${d.s.name} · Firmensitz ${d.s.city} · ${fn} · ${court} · UID-Nr. ${d.s.vat}`, 7],
    [795, 50, `${d.bank} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
  ]);
  return pages;
}

// ================================================================ ch3

const CH_ITEMS: Item[] = [
  { name: 'Beratung Projektleitung', unit: ['Std.', 'HUR'], lo: 120, hi: 190, qty: [4, 40] },
  { name: 'Engineering Konstruktion CAD', unit: ['Std.', 'HUR'], lo: 110, hi: 170, qty: [6, 60] },
  { name: 'Workshop vor Ort inkl. Vorbereitung', unit: ['Tag', 'DAY'], lo: 1400, hi: 2200, qty: [1, 3] },
  { name: 'Software-Lizenz Jahresabonnement', unit: ['Jahr', 'ANN'], lo: 900, hi: 4800, qty: [1, 1] },
  { name: 'Schulung Anwender (online)', unit: ['Tag', 'DAY'], lo: 1100, hi: 1800, qty: [1, 2] },
  { name: 'Spesen Reise und Unterkunft', unit: ['pauschal', 'LS'], lo: 250, hi: 900, qty: [1, 1] },
  { name: 'Support-Paket Premium', unit: ['Monat', 'MON'], lo: 350, hi: 900, qty: [1, 6] },
  { name: 'Gutachten Statik Stahlbau', unit: ['pauschal', 'LS'], lo: 2400, hi: 6800, qty: [1, 1] },
];

function buildCh(v: number, t: Tools): Doc {
  const b0 = baseDoc('ch3', v, t);
  const s = dachParty(
    'CH',
    `${t.pick(['Bergsicht', 'Limmat', 'Aare', 'Rigi', 'Säntis'])} ${t.pick(['Engineering', 'Consulting', 'Software', 'Systems'])} ${t.pick(['AG', 'GmbH'])}`,
    t,
  );
  const b = deBuyer(t);
  const n = t.int(1, 7);
  const lines: Line[] = [];
  const pool = [...CH_ITEMS];
  for (let i = 0; i < n; i++) {
    const it = pool.splice(t.int(0, pool.length - 1), 1)[0];
    if (it) lines.push(mkLine(t, String(i + 1), it, '0'));
  }
  const long = t.rnd() < 0.5;
  return finish({
    ...b0,
    s,
    b,
    sellerVat: true,
    buyerVat: true,
    taxNo: '',
    number: t.pick([
      `RG-${b0.issue.slice(0, 4)}-${String(t.int(1, 400)).padStart(4, '0')}`,
      `${t.int(26000, 26999)}`,
    ]),
    due: addDays(b0.issue, t.pick([30, 30, 20])),
    dueShown: true,
    po: t.rnd() < 0.6 ? t.pick([`PO ${t.digits(6)}`, `45${t.digits(8)}`]) : '',
    negative: false,
    cat: 'AE',
    lines,
    ...bankOf('CH', t),
    account: true,
    phone: `+41 ${t.pick(['44', '31', '61', '41'])} ${t.int(200, 999)} ${t.int(10, 99)} ${t.int(10, 99)}`,
    email: `${t.pick(['buchhaltung', 'info', 'billing'])}@${mailOfWord(s.name)}`,
    contact: personName(t),
    custNo: `D-${t.int(1000, 9999)}`,
    m: (x) => signed(x, "'", '.'),
    mp: (x) => signed(x, "'", '.'),
    q: (x) => numText(x, '.'),
    date: (iso) => (long ? longDate(iso, 'de') : dmyDot(iso)),
  });
}

function drawCh(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 745);
  p.put(42, 50, d.s.name, { size: 13, bold: true });
  p.block([d.s.street, `CH-${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`, d.email], 50, 60, { size: 8 });
  p.put(140, 320, `${d.s.name}, ${d.s.street}, CH-${d.s.pc} ${d.s.city}`, { size: 6 });
  p.block([d.b.name, d.b.street, `D-${d.b.pc} ${d.b.city}`, 'Deutschland'], 320, 154, { size: 10 });
  p.put(206, 320, `USt-IdNr. ${d.b.vat}`, { size: 9 });
  p.put(245, 50, t.pick([`${d.s.city}, ${d.date(d.issue)}`, `Datum: ${d.date(d.issue)}`]), { size: 9 });
  p.put(268, 50, t.pick([`Rechnung Nr. ${d.number}`, `Rechnung ${d.number}`]), { size: 12, bold: true });
  const grid: Array<[string, string]> = [[t.pick(['Kunden-Nr.', 'Kundennummer']), d.custNo]];
  if (d.po) grid.push([t.pick(['Ihre Bestellung', 'Ihre Bestellnummer']), d.po]);
  grid.push(['Ihr Kontakt', `${d.contact}`]);
  grid.push([t.pick(['MWST-Nr.', 'UID/MWST']), d.s.vatShown ?? '']);
  let y = pairs(p, 290, 50, 160, grid, 9, true) + 10;
  y = table(p, y, d.lines, {
    size: 9,
    nameX: 80,
    cols: [
      { head: 'Pos.', x: 50, cell: (l) => l.id },
      { head: 'Bezeichnung', x: 80, cell: () => '' },
      { head: 'Anzahl', x: 330, right: true, cell: (l) => d.q(l.qty) },
      { head: 'Einheit', x: 337, cell: (l) => l.unit[0] },
      { head: 'Ansatz EUR', x: 460, right: true, cell: (l) => d.mp(l.price) },
      { head: 'Betrag EUR', x: 545, right: true, cell: (l) => d.m(l.net) },
    ],
    gap: 4,
    m: d.m,
  });
  y = room(p, y + 8, 150);
  y = pairs(
    p,
    y,
    320,
    545,
    [
      [t.pick(['Total netto', 'Zwischentotal']), d.m(d.lineNet)],
      [t.pick(['MWST 0 %', 'MWST 0.0 %']), d.m(d.vatT)],
    ],
    9,
  );
  p.put(y + 2, 320, t.pick(['Total EUR', 'Rechnungsbetrag EUR', 'Total Rechnungsbetrag']), {
    size: 10,
    bold: true,
  });
  p.put(y + 2, 545, d.m(d.gross), { size: 10, bold: true, right: true });
  y += 28;
  y = text(
    p,
    y,
    50,
    'Leistungsort Deutschland: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge). Die Leistung unterliegt nicht der schweizerischen MWST.',
    105,
    8.5,
  );
  const days = Math.round((Date.parse(d.due) - Date.parse(d.issue)) / 864e5);
  y = text(
    p,
    y + 6,
    50,
    t.pick([
      `Zahlbar innert ${days} Tagen netto (bis ${dmyDot(d.due)}).`,
      `Zahlungsfrist: ${dmyDot(d.due)}, netto ohne Abzug.`,
    ]),
    105,
    9,
  );
  p.put(y + 6, 50, `Bankverbindung (EUR-Konto): ${d.bank}`, { size: 9 });
  p.put(y + 19, 50, `IBAN ${spaced(d.iban)} · BIC/SWIFT ${d.bic}`, { size: 9 });
  p.put(y + 40, 50, 'Freundliche Grüsse', { size: 9 });
  const pages = p.pages();
  everyPage(rows, pages, () => [
    [790, 50, `${d.s.name} · ${d.s.street} · CH-${d.s.pc} ${d.s.city} · ${d.s.vatShown}`, 7],
  ]);
  return pages;
}

// ================================================================ acc3

const ACC_ITEMS: Item[] = [
  { name: 'Website maintenance retainer', unit: ['', 'C62'], lo: 300, hi: 1500, rate: '23', qty: [1, 3] },
  {
    name: 'Consulting hours – data platform',
    unit: ['', 'C62'],
    lo: 85,
    hi: 150,
    rate: '23',
    qty: [2, 30, 1],
  },
  { name: 'Google Ads campaign management', unit: ['', 'C62'], lo: 400, hi: 1400, rate: '23', qty: [1, 2] },
  { name: 'Cloud hosting (annual plan)', unit: ['', 'C62'], lo: 600, hi: 2400, rate: '23', qty: [1, 1] },
  { name: 'Copywriting – blog articles', unit: ['', 'C62'], lo: 120, hi: 260, rate: '23', qty: [2, 8] },
  { name: 'Dashboard development sprint', unit: ['', 'C62'], lo: 2500, hi: 7800, rate: '23', qty: [1, 2] },
  { name: 'Licence seats – analytics suite', unit: ['', 'C62'], lo: 25, hi: 90, rate: '23', qty: [5, 60] },
  {
    name: 'Printed brochures (A4, 500 copies)',
    unit: ['', 'C62'],
    lo: 300,
    hi: 900,
    rate: '13.5',
    qty: [1, 4],
  },
  { name: 'Photography session and edits', unit: ['', 'C62'], lo: 450, hi: 1200, rate: '13.5', qty: [1, 2] },
];

function buildAcc(v: number, t: Tools): Doc {
  const b0 = baseDoc('acc3', v, t);
  const s = irishParty(t, true);
  const rc = v % 8 !== 1 && v % 8 !== 4 && v % 8 !== 7;
  const b = rc ? deBuyer(t) : irishParty(t, false);
  const n = v === 7 ? t.int(9, 14) : t.int(1, 6);
  const lines: Line[] = [];
  for (const [i, it] of drawItems(
    t,
    rc ? ACC_ITEMS.filter((x) => x.rate === '23') : ACC_ITEMS,
    n,
  ).entries()) {
    lines.push(mkLine(t, String(i + 1), it, rc ? '0' : (it.rate ?? '23')));
  }
  const credit =
    v === 3
      ? { orig: `INV-${String(t.int(10, 400)).padStart(4, '0')}`, date: addDays(b0.issue, -t.int(7, 40)) }
      : undefined;
  const short = t.rnd() < 0.6;
  const slash = !short && t.rnd() < 0.5;
  const person = personName(t);
  return finish({
    ...b0,
    s,
    b,
    sellerVat: true,
    buyerVat: rc,
    taxNo: '',
    number: credit
      ? `CN-${String(t.int(1, 60)).padStart(4, '0')}`
      : `INV-${String(t.int(10, 900)).padStart(4, '0')}`,
    due: addDays(b0.issue, t.pick([14, 30])),
    dueShown: true,
    po: t.rnd() < 0.5 ? `PO-${t.digits(5)}` : '',
    credit,
    negative: false,
    cat: rc ? 'AE' : 'S',
    lines,
    ...bankOf('IE', t),
    account: true,
    phone: `+353 ${t.int(1, 91)} ${t.int(100, 999)} ${t.int(1000, 9999)}`,
    email: `${(person.split(' ')[0] ?? 'accounts').toLowerCase()}@${mailOfWord(s.name)}`,
    contact: '',
    custNo: '',
    m: (x) => signed(x, ',', '.'),
    mp: (x) => signed(x, ',', '.'),
    q: (x) => dec(x).toFixed(2),
    date: (iso) => (short ? ukDate(iso, true) : slash ? dmySlash(iso) : ukDate(iso, false)),
  });
}

function drawAcc(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 745);
  const rc = d.cat === 'AE';
  p.put(45, 50, d.credit ? 'CREDIT NOTE' : t.pick(['TAX INVOICE', 'INVOICE', 'VAT INVOICE']), {
    size: 18,
    bold: true,
  });
  const bl = [d.b.name, d.b.street];
  if (d.b.country === 'DE') bl.push(`${d.b.pc} ${d.b.city}`, t.pick(['Germany', 'GERMANY']));
  else bl.push(d.b.city, d.b.pc, 'Ireland');
  if (d.buyerVat) bl.push(`VAT: ${d.b.vat}`);
  p.block(bl, 50, 85, { size: 9 });
  const mid: Array<[string, string]> = [
    [d.credit ? 'Date' : t.pick(['Invoice Date', 'Date']), d.date(d.issue)],
    [d.credit ? 'Credit Note Number' : t.pick(['Invoice Number', 'Invoice No.']), d.number],
  ];
  if (d.po) mid.push([t.pick(['PO Number', 'Purchase Order']), d.po]);
  else if (t.rnd() < 0.5)
    mid.push(['Reference', t.pick(['Q1 retainer', 'Website project', 'Spring campaign'])]);
  mid.push([t.pick(['VAT Number', 'VAT No.', 'VAT Reg. No.']), d.s.vat ?? '']);
  let ym = 85;
  for (const [a, b] of mid) {
    p.put(ym, 250, a, { size: 8, bold: true });
    p.put(ym + 11, 250, b, { size: 9 });
    ym += 28;
  }
  p.block([d.s.name, d.s.street, d.s.city, d.s.pc, 'Ireland', d.phone, d.email], 400, 85, { size: 8.5 });
  let y = Math.max(ym, 200) + 14;
  if (d.credit) {
    p.put(y, 50, `Credit note against invoice ${d.credit.orig} dated ${d.date(d.credit.date)}`, { size: 9 });
    y += 20;
  }
  y = table(p, y, d.lines, {
    size: 9,
    nameX: 50,
    cols: [
      { head: 'Description', x: 50, cell: () => '' },
      { head: 'Quantity', x: 330, right: true, cell: (l) => d.q(l.qty) },
      { head: 'Unit Price', x: 400, right: true, cell: (l) => d.mp(l.price) },
      { head: 'VAT', x: 455, right: true, cell: (l) => `${l.rate}%` },
      { head: 'Amount EUR', x: 545, right: true, cell: (l) => d.m(l.net) },
    ],
    gap: 6,
    m: d.m,
  });
  y = room(p, y + 6, 120);
  const tot: Array<[string, string]> = [['Subtotal', d.m(d.lineNet)]];
  if (rc) tot.push(['Total VAT 0% (Reverse Charge)', d.m(d.vatT)]);
  else
    for (const v of d.vat)
      tot.push([
        d.vat.length > 1 ? `Total VAT ${v.rate}% on ${d.m(v.base)}` : `Total VAT ${v.rate}%`,
        d.m(v.tax),
      ]);
  if (d.vat.length > 1) tot.push(['Total VAT', d.m(d.vatT)]);
  y = pairs(p, y, 330, 545, tot, 9);
  p.put(y + 2, 330, d.credit ? 'TOTAL CREDIT EUR' : 'TOTAL EUR', { size: 10, bold: true });
  p.put(y + 2, 545, d.m(d.gross), { size: 10, bold: true, right: true });
  y += 18;
  if (!d.credit) {
    p.put(y, 330, 'Amount Due EUR', { size: 9, bold: true });
    p.put(y, 545, d.m(d.gross), { size: 9, bold: true, right: true });
    y += 22;
    p.put(y, 50, `Due Date: ${d.date(d.due)}`, { size: 10, bold: true });
    y += 16;
    y = text(p, y, 50, `Payment details: ${d.bank}`, 100, 8.5);
    p.put(y, 50, `IBAN: ${spaced(d.iban)}`, { size: 8.5 });
    p.put(y + 12, 50, `BIC: ${d.bic}`, { size: 8.5 });
    y += 26;
  } else y += 10;
  if (rc)
    y = text(
      p,
      y + 4,
      50,
      'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).',
      105,
      8,
    );
  if (!d.credit && y < 600) {
    const ya = 640;
    p.put(
      ya,
      50,
      '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
      { size: 7 },
    );
    p.put(ya + 14, 50, 'PAYMENT ADVICE', { size: 12, bold: true });
    p.block(['To:', d.s.name, d.s.street, d.s.city, d.s.pc], 50, ya + 34, { size: 8.5 });
    pairs(
      p,
      ya + 34,
      300,
      420,
      [
        ['Customer', d.b.name],
        ['Invoice Number', d.number],
        ['Amount Due', d.m(d.gross)],
        ['Due Date', d.date(d.due)],
        ['Amount Enclosed', ''],
      ],
      8.5,
      true,
    );
  }
  const pages = p.pages();
  everyPage(rows, pages, () => [
    [
      800,
      50,
      `Registered Office: ${d.s.street}, ${d.s.city}. Registered in Ireland No. ${t.int(500000, 799999)}.`,
      7,
    ],
  ]);
  return pages;
}

// ================================================================ fr3

const FR_ITEMS: Item[] = [
  { name: 'Développement application mobile', unit: ['jour', 'DAY'], lo: 450, hi: 750, qty: [1, 15] },
  { name: 'Abonnement logiciel – licence Pro', unit: ['mois', 'MON'], lo: 49, hi: 299, qty: [1, 12] },
  { name: 'Formation équipe commerciale', unit: ['jour', 'DAY'], lo: 900, hi: 1600, qty: [1, 3] },
  { name: 'Prestation de conseil stratégique', unit: ['h', 'HUR'], lo: 90, hi: 180, qty: [2, 30] },
  { name: 'Frais de déplacement', unit: ['forfait', 'LS'], lo: 80, hi: 450, qty: [1, 1] },
  { name: 'Licences utilisateur supplémentaires', unit: ['unité', 'C62'], lo: 15, hi: 60, qty: [2, 40] },
  { name: 'Audit de sécurité du site web', unit: ['forfait', 'LS'], lo: 1200, hi: 3800, qty: [1, 1] },
  { name: 'Maintenance corrective et évolutive', unit: ['h', 'HUR'], lo: 70, hi: 120, qty: [2, 20] },
];
const FR_LOW: Record<string, Item> = {
  '10': { name: 'Restauration séminaire (déjeuner)', unit: ['unité', 'C62'], lo: 22, hi: 45, qty: [8, 60] },
  '5.5': { name: 'Ouvrages techniques (livres)', unit: ['unité', 'C62'], lo: 25, hi: 70, qty: [2, 20] },
};

function buildFr(v: number, t: Tools): Doc {
  const b0 = baseDoc('fr3', v, t);
  const s = frParty(t, true);
  const toDe = v % 4 === 3;
  const b = toDe ? deBuyer(t) : frParty(t, false);
  const n = t.int(1, 7);
  const lines: Line[] = [];
  for (const [i, it] of drawItems(t, FR_ITEMS, n).entries())
    lines.push(
      mkLine(t, String(i + 1), it, toDe ? '0' : '20', {
        disc: t.rnd() < 0.25 ? t.pick(['10', '15', '20']) : '',
      }),
    );
  if (!toDe && v % 2 === 1) {
    const r = v % 4 === 1 ? '10' : '5.5';
    lines.push(mkLine(t, String(lines.length + 1), FR_LOW[r] as Item, r));
  }
  const negative = v === 5;
  const year = b0.issue.slice(0, 4);
  const credit = negative
    ? {
        orig: `F-${year}-${String(t.int(10, 300)).padStart(4, '0')}`,
        date: addDays(b0.issue, -t.int(10, 50)),
      }
    : undefined;
  const sp = t.pick(['\u202f', ' ', '\u00a0']);
  const long = t.rnd() < 0.35;
  return finish({
    ...b0,
    s,
    b,
    sellerVat: true,
    buyerVat: toDe || t.rnd() < 0.6,
    taxNo: '',
    number: negative
      ? `AV-${year}-${String(t.int(1, 40)).padStart(4, '0')}`
      : t.pick([
          `F-${year}-${String(t.int(10, 900)).padStart(4, '0')}`,
          `FA${year}${String(t.int(1, 12)).padStart(2, '0')}-${t.int(100, 999)}`,
        ]),
    due: addDays(b0.issue, t.pick([30, 45, 15])),
    dueShown: !negative,
    po: t.rnd() < 0.35 ? `BC-${t.digits(6)}` : '',
    credit,
    negative,
    cat: toDe ? 'AE' : 'S',
    lines,
    ...bankOf('FR', t),
    account: !negative,
    phone: `+33 ${t.int(1, 5)} ${t.int(10, 99)} ${t.int(10, 99)} ${t.int(10, 99)} ${t.int(10, 99)}`,
    email: `${t.pick(['contact', 'facturation', 'compta'])}@${mailOfWord(s.name)}`,
    contact: '',
    custNo: `C${t.digits(5)}`,
    m: (x) => `${negative && !dec(x).isZero() ? '-' : ''}${groupedMoney(x, sp, ',')} €`,
    mp: (x) => `${groupedMoney(x, sp, ',')} €`,
    q: (x) => `${negative ? '-' : ''}${numText(x, ',')}`,
    date: (iso) => (long ? longDate(iso, 'fr') : dmySlash(iso)),
  });
}

function drawFr(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 740);
  const s = d.s as KitParty & { siren?: string };
  const siren = s.siren ?? '';
  const siret = `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} ${t.digits(5)}`;
  p.put(45, 50, d.s.name, { size: 14, bold: true });
  p.block(
    [
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      `SIRET : ${siret}`,
      `${t.pick(['N° TVA intracom.', 'TVA intracommunautaire', 'N° TVA'])} : ${d.s.vat}`,
      d.email,
      d.phone,
    ],
    50,
    63,
    { size: 8 },
  );
  p.put(45, 545, d.credit ? 'Avoir' : 'Facture', { size: 20, bold: true, right: true });
  const head: string[] = [
    d.credit
      ? `Avoir n° ${d.number}`
      : t.pick([`N° ${d.number}`, `Facture n° ${d.number}`, `Numéro de facture : ${d.number}`]),
    `${t.pick(["Date d'émission", 'Date de facturation', 'Émise le'])} : ${d.date(d.issue)}`,
  ];
  if (!d.credit)
    head.push(`${t.pick(["Date d'échéance", 'Échéance', 'À régler avant le'])} : ${d.date(d.due)}`);
  p.block(head, 545, 72, { size: 9, right: true });
  p.put(150, 330, t.pick(['Client', 'Destinataire', 'Adressée à']), { size: 8, bold: true });
  const bl = [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`];
  if (d.b.country === 'DE') bl.push('Allemagne');
  if (d.buyerVat) bl.push(`N° TVA : ${d.b.vat}`);
  p.block(bl, 330, 163, { size: 9 });
  const info: Array<[string, string]> = [
    ['Référence client', d.custNo],
    [t.pick(['Date de la prestation', 'Date de livraison']), dmySlash(addDays(d.issue, -t.int(0, 10)))],
  ];
  if (d.po) info.push([t.pick(['Bon de commande', 'N° de commande']), d.po]);
  if (d.credit) info.push(["Facture d'origine", `${d.credit.orig} du ${dmySlash(d.credit.date)}`]);
  pairs(p, 163, 50, 160, info, 8.5, true);
  let y = table(p, 260, d.lines, {
    size: 8.5,
    nameX: 50,
    cols: [
      { head: 'Désignation', x: 50, cell: () => '' },
      { head: 'Qté', x: 295, right: true, cell: (l) => d.q(l.qty) },
      { head: 'Unité', x: 301, cell: (l) => l.unit[0] },
      { head: 'Prix unit. HT', x: 400, right: true, cell: (l) => d.mp(l.gross || l.price) },
      { head: 'Remise', x: 440, right: true, cell: (l) => (l.disc ? `${l.disc} %` : '') },
      { head: 'TVA', x: 477, right: true, cell: (l) => `${l.rate.replace('.', ',')} %` },
      { head: 'Total HT', x: 545, right: true, cell: (l) => d.m(l.net) },
    ],
    gap: 5,
    m: d.m,
  });
  y = room(p, y + 10, 170);
  const yv = y;
  p.put(yv, 50, 'Taux TVA', { size: 8, bold: true });
  p.put(yv, 185, 'Base HT', { size: 8, bold: true, right: true });
  p.put(yv, 260, 'Montant TVA', { size: 8, bold: true, right: true });
  d.vat.forEach((v, i) => {
    p.put(yv + 13 * (i + 1), 50, `${v.rate.replace('.', ',')} %`, { size: 8 });
    p.put(yv + 13 * (i + 1), 185, d.m(v.base), { size: 8, right: true });
    p.put(yv + 13 * (i + 1), 260, d.m(v.tax), { size: 8, right: true });
  });
  y = pairs(
    p,
    y,
    340,
    545,
    [
      ['Total HT', d.m(d.lineNet)],
      [t.pick(['Total TVA', 'TVA']), d.m(d.vatT)],
      ['Total TTC', d.m(d.gross)],
    ],
    9,
  );
  p.put(
    y + 2,
    340,
    d.credit ? 'Montant à rembourser' : t.pick(['Net à payer', 'Montant à payer', 'Reste à payer']),
    { size: 10, bold: true },
  );
  p.put(y + 2, 545, d.m(d.gross), { size: 10, bold: true, right: true });
  y = Math.max(y + 30, yv + 13 * (d.vat.length + 1) + 20);
  if (d.cat === 'AE')
    y = text(
      p,
      y,
      50,
      'Autoliquidation – TVA due par le preneur (article 196 de la directive 2006/112/CE).',
      110,
      8,
    );
  if (!d.credit) {
    const days = Math.round((Date.parse(d.due) - Date.parse(d.issue)) / 864e5);
    y = text(
      p,
      y + 4,
      50,
      `Conditions de paiement : ${t.pick([`${days} jours`, `à ${days} jours date de facture`])}`,
      110,
      8.5,
    );
    p.put(y, 50, 'Moyen de paiement : virement bancaire', { size: 8.5 });
    p.put(y + 12, 50, `IBAN : ${spaced(d.iban)}`, { size: 8.5 });
    p.put(y + 24, 50, `BIC : ${d.bic}`, { size: 8.5 });
    y += 40;
    y = text(
      p,
      y,
      50,
      "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera exigible, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte pour paiement anticipé.",
      120,
      7,
    );
  } else
    y = text(
      p,
      y + 4,
      50,
      'Le montant de cet avoir sera remboursé par virement ou imputé sur votre prochaine facture.',
      110,
      8.5,
    );
  const pages = p.pages();
  const form = d.s.name.split(' ').pop();
  everyPage(rows, pages, (pg, n) => [
    [
      792,
      50,
      `${d.s.name} – ${form} au capital de ${t.pick(['10 000', '50 000', '1 000'])} € – RCS ${d.s.city} ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} – SIRET ${siret}`,
      6.5,
    ],
    [
      802,
      50,
      `${d.s.street}, ${d.s.pc} ${d.s.city} – TVA ${d.s.vat}${n > 1 ? ` – page ${pg}/${n}` : ''}`,
      6.5,
    ],
  ]);
  return pages;
}

// ================================================================ benl3

const NL_ITEMS: Item[] = [
  { name: 'Advieswerkzaamheden', unit: ['uur', 'HUR'], lo: 75, hi: 140, qty: [2, 30] },
  { name: 'Onderhoud website', unit: ['maand', 'MON'], lo: 60, hi: 250, qty: [1, 6] },
  { name: 'Drukwerk flyers A5', unit: ['stuks', 'H87'], lo: 0.2, hi: 1, qty: [250, 2500] },
  { name: 'Installatie werkplekken', unit: ['dag', 'DAY'], lo: 550, hi: 900, qty: [1, 4] },
  { name: 'Vloerbedekking leggen', unit: ['m²', 'MTK'], lo: 18, hi: 45, qty: [10, 80, 2] },
  { name: 'Projectmanagement', unit: ['uur', 'HUR'], lo: 80, hi: 125, qty: [2, 24] },
  { name: 'Licentie boekhoudpakket', unit: ['maand', 'MON'], lo: 25, hi: 80, qty: [1, 12] },
  { name: 'Voorrijkosten', unit: ['stuk', 'H87'], lo: 35, hi: 75, qty: [1, 2] },
];
const NL_LOW: Item[] = [
  { name: 'Lunch en catering vergadering', unit: ['stuks', 'H87'], lo: 12, hi: 28, qty: [6, 40] },
  { name: 'Vakboeken (inkoop)', unit: ['stuks', 'H87'], lo: 25, hi: 70, qty: [1, 10] },
];

function buildBenl(v: number, t: Tools): Doc {
  const b0 = baseDoc('benl3', v, t);
  const cc = v % 2 === 0 ? 'NL' : 'BE';
  const s = nlbeParty(t, cc, true);
  const b = nlbeParty(t, cc, false);
  const low = cc === 'NL' ? '9' : '6';
  const n = v === 6 ? t.int(22, 26) : t.int(1, 7);
  const lines: Line[] = [];
  for (const [i, it] of drawItems(t, NL_ITEMS, n).entries()) lines.push(mkLine(t, String(i + 1), it, '21'));
  if (v % 4 !== 0) lines.push(mkLine(t, String(lines.length + 1), t.pick(NL_LOW), low));
  const year = b0.issue.slice(0, 4);
  const long = cc === 'NL' && t.rnd() < 0.4;
  return finish({
    ...b0,
    s,
    b,
    sellerVat: true,
    buyerVat: t.rnd() < 0.5,
    taxNo: '',
    number: t.pick([
      `${year}-${String(t.int(1, 900)).padStart(4, '0')}`,
      `F${year}.${String(t.int(1, 400)).padStart(4, '0')}`,
      `${year.slice(2)}${t.digits(4)}`,
    ]),
    due: addDays(b0.issue, t.pick([14, 30])),
    dueShown: true,
    po: t.rnd() < 0.35 ? `${t.pick(['PO', 'INK'])}${t.digits(6)}` : '',
    negative: false,
    cat: 'S',
    lines,
    ...bankOf(cc, t),
    account: true,
    phone:
      cc === 'NL'
        ? `+31 ${t.int(10, 79)} ${t.int(100, 999)} ${t.int(1000, 9999)}`
        : `+32 ${t.int(2, 9)} ${t.int(100, 999)} ${t.int(10, 99)} ${t.int(10, 99)}`,
    email: `${t.pick(['info', 'administratie', 'facturatie'])}@${mailOfWord(s.name)}`,
    contact: '',
    custNo: String(t.int(1000, 9999)),
    m: (x) => `€ ${signed(x, '.', ',')}`,
    mp: (x) => `€ ${signed(x, '.', ',')}`,
    q: (x) => numText(x, ','),
    date: (iso) => (cc === 'BE' ? dmySlash(iso) : long ? longDate(iso, 'nl') : dmyDash(iso)),
  });
}

function drawBenl(d: Doc, rows: Row[]): number {
  const { t } = d;
  const p = pager(rows, 60, 745);
  const be = d.s.country === 'BE';
  const s = d.s as KitParty & { kvk?: string };
  const ond = (vat: string) => `BE ${vat.slice(2, 6)}.${vat.slice(6, 9)}.${vat.slice(9, 12)}`;
  p.put(45, 50, d.s.name, { size: 13, bold: true });
  p.block(
    [
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      be ? `Ondernemingsnr. ${ond(d.s.vat ?? '')}` : `KvK ${s.kvk}`,
      `${t.pick(['BTW-nr.', 'Btw-nummer', 'BTW'])} ${d.s.vat}`,
      d.phone,
      d.email,
    ],
    50,
    63,
    { size: 8 },
  );
  p.put(125, 330, t.pick(['Factuur aan', 'Klant', 'Aan']), { size: 8, bold: true });
  const bl = [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`];
  if (d.buyerVat) bl.push(`BTW: ${d.b.vat}`);
  p.block(bl, 330, 138, { size: 9.5 });
  p.put(200, 50, 'Factuur', { size: 18, bold: true });
  const meta: Array<[string, string]> = [
    [t.pick(['Factuurnummer', 'Factuurnr.']), d.number],
    ['Factuurdatum', d.date(d.issue)],
    [t.pick(['Vervaldatum', 'Betalen vóór']), d.date(d.due)],
    d.po ? [t.pick(['Uw referentie', 'Uw bestelnummer']), d.po] : ['Klantnummer', d.custNo],
  ];
  meta.forEach(([a, b], i) => {
    p.put(232, 50 + i * 120, a, { size: 8, bold: true });
    p.put(245, 50 + i * 120, b, { size: 9 });
  });
  const headPage = (pg: number) => {
    p.put(45, 50, `${d.s.name} – factuur ${d.number} (vervolg, pagina ${pg})`, { size: 8 });
    return 75;
  };
  let y = table(p, 280, d.lines, {
    size: 9,
    nameX: 50,
    cols: [
      { head: 'Omschrijving', x: 50, cell: () => '' },
      { head: 'Aantal', x: 310, right: true, cell: (l) => d.q(l.qty) },
      { head: 'Eenheid', x: 316, cell: (l) => l.unit[0] },
      { head: 'Prijs', x: 420, right: true, cell: (l) => d.mp(l.price) },
      { head: 'Btw', x: 460, right: true, cell: (l) => `${l.rate}%` },
      { head: 'Bedrag', x: 545, right: true, cell: (l) => d.m(l.net) },
    ],
    gap: 4,
    pageHead: headPage,
    m: d.m,
  });
  y = room(p, y + 8, 140, headPage);
  const tot: Array<[string, string]> = [[t.pick(['Subtotaal', 'Totaal excl. btw']), d.m(d.lineNet)]];
  for (const v of d.vat) tot.push([`Btw ${v.rate}% over ${d.m(v.base)}`, d.m(v.tax)]);
  if (d.vat.length > 1) tot.push(['Totaal btw', d.m(d.vatT)]);
  tot.push(['Totaal incl. btw', d.m(d.gross)]);
  y = pairs(p, y, 320, 545, tot, 9);
  p.put(y + 2, 320, 'Te betalen', { size: 10.5, bold: true });
  p.put(y + 2, 545, d.m(d.gross), { size: 10.5, bold: true, right: true });
  y += 30;
  if (be) {
    y = text(
      p,
      y,
      50,
      `Gelieve het bedrag van ${d.m(d.gross)} te betalen vóór ${d.date(d.due)} met de gestructureerde mededeling ${structuredCommunication(t)}.`,
      105,
      9,
    );
  } else {
    y = text(
      p,
      y,
      50,
      `Wij verzoeken u vriendelijk het bedrag van ${d.m(d.gross)} vóór ${d.date(d.due)} over te maken onder vermelding van het factuurnummer.`,
      105,
      9,
    );
  }
  p.put(y + 4, 50, `IBAN ${spaced(d.iban)} · BIC ${d.bic} · t.n.v. ${d.s.name}`, { size: 9 });
  const pages = p.pages();
  everyPage(rows, pages, (pg, n) => [
    [
      790,
      50,
      `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · ${be ? `RPR ${d.s.city}` : `KvK ${s.kvk}`} · BTW ${d.s.vat}`,
      7,
    ],
    [
      800,
      50,
      `Op al onze leveringen en diensten zijn onze algemene voorwaarden van toepassing.${n > 1 ? `  Pagina ${pg} van ${n}` : ''}`,
      7,
    ],
  ]);
  return pages;
}

// ================================================================ the set

const BUILD: Record<Tpl, (v: number, t: Tools) => Doc> = {
  frei3: buildFrei,
  hwk3: buildHwk,
  erp3: buildErp,
  at3: buildAt,
  ch3: buildCh,
  acc3: buildAcc,
  fr3: buildFr,
  benl3: buildBenl,
};
const DRAW: Record<Tpl, (d: Doc, rows: Row[]) => number> = {
  frei3: drawFrei,
  hwk3: drawHwk,
  erp3: drawErp,
  at3: drawAt,
  ch3: drawCh,
  acc3: drawAcc,
  fr3: drawFr,
  benl3: drawBenl,
};

/** Document k of blind34: layout k mod 8, variant (k div 8) mod 8. */
export function generateBlind34(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND34_TPLS[k % BLIND34_TPLS.length] as Tpl;
  const v = Math.floor(k / BLIND34_TPLS.length) % 8;
  const d = BUILD[tpl](v, t);
  const rows: Row[] = [];
  const nPages = DRAW[tpl](d, rows);
  // drawn first: the layout may settle printed values (erp3's contact e-mail) the truth reads
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
