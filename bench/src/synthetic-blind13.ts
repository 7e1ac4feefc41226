/**
 * `--templates blind13` of extraction-synthetic.ts: held-out layouts of session 13 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for producers in English, French
 * and Dutch that blind2–11 do not imitate —
 * - `xero`: a UK/Irish online-accounting invoice (Xero-like): "TAX INVOICE" top left with the
 *   customer's address under it, a middle column of labels over values ("Invoice Date", "Invoice
 *   Number", "Reference", "VAT Number" — the seller's), the seller's address at the right, "Amount
 *   GBP" as the last column head, a VAT column with "20%" per line, "TOTAL VAT 20%", "Due Date:"
 *   under the table, UK bank details (sort code, account number; IBAN only sometimes) and a
 *   tear-off "PAYMENT ADVICE" slip repeating customer, number, amount due and due date; credit
 *   notes ("CREDIT NOTE", "Credit Note Number", "Reference: Credit for INV-…");
 * - `qbus`: a US small-business invoice (QuickBooks-like): seller with phone, e-mail and web site
 *   top left, "INVOICE" right, "BILL TO" and "SHIP TO" side by side, "INVOICE # / DATE / DUE DATE /
 *   TERMS" stacked right, sometimes a row of labels "P.O. NUMBER | SHIP DATE | SHIP VIA" over
 *   values, "DATE | ACTIVITY | QTY | RATE | AMOUNT" with the product name in bold and a
 *   description line under it, "SUBTOTAL / SALES TAX (8.25%) / TOTAL / PAYMENT / BALANCE DUE",
 *   "Remit to:" a lockbox address at the foot, US dates MM/DD/YYYY;
 * - `ukvat`: a UK VAT invoice from desktop accounting (Sage-like): "VAT Reg No. GB 123 4567 89"
 *   under the letterhead, "Invoice Address" and "Delivery Address" boxes side by side, "Invoice
 *   No. / Invoice Date / Tax Point / Order No. / Account Ref" at the right (the tax point now and
 *   then a different date), "Quantity | Details | Disc% | Unit Price | Net Amt | VAT %| VAT" with
 *   a VAT amount per line, "Total Net Amount / Carriage / Total VAT Amount / INVOICE TOTAL", long
 *   invoices continued on page 2 ("Continued…", the header repeated);
 * - `frfact`: a French invoice from online software (Pennylane/Henrri/Facture.net-like): "FACTURE"
 *   with "Date d'émission", "Date d'échéance" and "Date de prestation", "Client" block at the
 *   right with the client's TVA number, "Désignation | Qté | Unité | PU HT | TVA | Total HT" with
 *   TVA per line (20 %, 10 %, 5,5 %), "Acompte versé" now and then, "Conditions de paiement",
 *   "Pénalités de retard … indemnité forfaitaire pour frais de recouvrement de 40 €", a footer in
 *   four columns (SAS au capital de …, SIRET, RCS, APE, TVA intracommunautaire); credit notes
 *   ("AVOIR", "Facture d'origine"), half with negative amounts;
 * - `nlfact`: a Dutch/Flemish invoice from online software (Moneybird/Jortt/Exact-like): the
 *   seller's block with KvK, BTW-id, IBAN at the right, the customer (with "t.a.v." contact line)
 *   in the window, a grid "Factuurnummer | Factuurdatum | Vervaldatum | Klantnummer" of labels
 *   over values, "Aantal | Omschrijving | Prijs | Btw | Totaal" or "Omschrijving | Aantal | Prijs |
 *   BTW | Bedrag", "21% btw over € 1.000,00", "Te betalen", a pay sentence with "o.v.v."; credit
 *   invoices ("Creditfactuur") printed with negative amounts;
 * - `saasinv`: a platform invoice (Stripe-hosted-like; Google Workspace / Microsoft 365 / hosting)
 *   in English, French or Dutch: "Invoice number / Date of issue / Date due" label column, seller
 *   and "Bill to" side by side with their tax ids ("IE VAT IE…", "DE VAT DE…"), a big "€1,234.56
 *   due April 2, 2026", items with a period sub-line, "Subtotal / Total excluding tax / VAT -
 *   Ireland (23% on €x) / Total / Amount due", business buyers abroad under reverse charge (0 %),
 *   now and then an applied account balance, and a bank-transfer box; "Page 1 of 1" footer;
 * - `awsdetail`: a cloud provider's monthly statement (AWS-like): "Invoice Summary" box at the
 *   right ("Invoice Number:", "Invoice Date:", "TOTAL AMOUNT DUE ON <date>"), account number and
 *   "Bill to Address:" at the left, a "Summary" of charges and VAT, then a "Detail" list with NO
 *   column heads: per service its name and gross amount, then "Charges" and "VAT" sub-rows; the
 *   seller's address only under "Service Provider:" in the foot, its local VAT registration at the
 *   top right.
 *
 * Truth = the generated model. Decisions where the print allows more than one reading:
 * - credit notes (xero, frfact, nlfact): type 381, amounts positive however printed, the original
 *   invoice as preceding invoice; no due date (none printed);
 * - `xero`: "Reference" is printed as the buyer's order number → BT-13; the payment advice is no
 *   second party or line; IBAN only when printed (sort code / account number are no BT-84);
 * - `qbus`: item name = the bold activity line, the description line under it is not part of it;
 *   "SALES TAX (r%)" is a VAT breakdown of category S at rate r; no VAT ids; amount due = the
 *   balance due (total − payment); the remit-to address is no party address; P.O. NUMBER → BT-13;
 *   a US party's state is part of neither city nor post code; the seller's address is the
 *   letterhead's;
 * - `ukvat`: issue date = the invoice date (not the tax point); a discounted line's net price is
 *   after the discount (as blind10); carriage is a document-level charge at the standard rate
 *   (BT-106 = lines, BT-109 = lines + carriage); the delivery address is no buyer address;
 *   "Order No." → BT-13;
 * - `frfact`: issue date = "Date d'émission"; the prestation date is no field here; "Acompte
 *   versé" lowers the amount due; SIRET/RCS are not scored; the client's TVA number → BT-48; the
 *   seller's name is its denomination without the form the footer states ("SAS au capital de …"),
 *   as the visible corpus's XML has it (a correction after the first run, see bench/README);
 * - `nlfact`: the "t.a.v." line is no part of the buyer's name or address; "Klantnummer" is no
 *   field;
 * - `saasinv`: the period sub-line is no part of the item name; reverse charge → category AE,
 *   rate 0, the buyer's VAT id in the truth; an applied balance lowers the amount due; IBAN only
 *   when the transfer box is printed;
 * - `awsdetail`: one line per service: quantity 1, unit C62, net price = net = its "Charges", rate
 *   = the document's rate; the seller's VAT id = the registration printed at the top; the due date
 *   = the date in "TOTAL AMOUNT DUE ON"; the account number is no field;
 * - units: pcs/pce/st./stuks/u H87, hrs/h/heure(s)/uur HUR, days/jour(s)/dag(en) DAY, kg KGM,
 *   forfait/lump sum LS ("forfait" only), none printed C62; line id = row number (none printed).
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  addr3,
  anyParty,
  bicOf,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOfCountry,
  type KitDoc,
  type KitParty,
  type KitVat,
  longDate,
  MONTH_NAMES,
  mailDomain,
  numberNotation,
  pager,
  statedInvoice,
  type Tools,
  usParty,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, COUNTRY_NAMES, discounted, randomTools, rowWriter, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';
import { drawPlainTable, plainCols } from './synthetic-table.ts';

export const BLIND13_TPLS = ['xero', 'qbus', 'ukvat', 'frfact', 'nlfact', 'saasinv', 'awsdetail'] as const;
type Tpl = (typeof BLIND13_TPLS)[number];
type Lang = 'en' | 'fr' | 'nl';
type Writer = ReturnType<typeof rowWriter>;
type Party = KitParty & { state?: string };

interface Ln {
  id: string;
  name: string;
  /** a printed line under the item (description, period), not part of the name */
  sub: string;
  qty: string;
  unit: [string, string];
  price: string;
  netPrice: string;
  disc: string;
  rate: string;
  net: string;
}
interface Doc extends KitDoc<Tpl, Ln, KitVat, Party> {
  lang: Lang;
  cur: string;
  sym: string;
  buyerVat: boolean;
  cat: 'S' | 'AE';
  money: (v: string) => string;
  date: (iso: string) => string;
}

const LANGS: Record<Tpl, Lang[]> = {
  xero: ['en'],
  qbus: ['en'],
  ukvat: ['en'],
  frfact: ['fr'],
  nlfact: ['nl'],
  saasinv: ['en', 'fr', 'nl', 'en'],
  awsdetail: ['en'],
};
const RATES: Record<string, string[]> = {
  GB: ['20', '5'],
  IE: ['23', '13.5'],
  FR: ['20', '10', '5.5'],
  BE: ['21', '6'],
  NL: ['21', '9'],
  DE: ['19', '7'],
  LU: ['17', '8'],
};
const ITEMS: Record<Lang, string[]> = {
  en: [
    'Bookkeeping and VAT return preparation for the quarter',
    'Website maintenance retainer',
    'Copywriting for product pages',
    'Office chair ergonomic mesh',
    'Wireless keyboard and mouse set',
    'Site survey and written report including photographs',
    'Consultancy',
    'Printer toner cartridge black',
  ],
  fr: [
    'Accompagnement comptable et déclarations de TVA du trimestre',
    'Maintenance du site internet',
    'Rédaction de fiches produits',
    'Fauteuil de bureau ergonomique',
    'Formation bureautique inter-entreprises sur deux jours',
    'Déplacement',
    'Cartouche de toner noir',
  ],
  nl: [
    'Boekhouding en btw-aangifte over het kwartaal',
    'Onderhoud website',
    'Teksten voor productpagina’s',
    'Ergonomische bureaustoel',
    'Advieswerkzaamheden inclusief verslaglegging en rapportage',
    'Reiskosten',
    'Tonercartridge zwart',
  ],
};
const UNIT_WORDS: Record<Lang, Record<string, string>> = {
  en: { H87: 'pcs', HUR: 'hrs', DAY: 'days', KGM: 'kg', LS: 'lump sum' },
  fr: { H87: 'pce', HUR: 'h', DAY: 'jours', KGM: 'kg', LS: 'forfait' },
  nl: { H87: 'stuks', HUR: 'uur', DAY: 'dagen', KGM: 'kg', LS: 'forfait' },
};
const PHONE: Record<string, string> = {
  GB: '+44 20',
  IE: '+353 1',
  FR: '+33 4',
  BE: '+32 2',
  NL: '+31 20',
  LU: '+352',
};

export function generateBlind13(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND13_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      xero: drawXero,
      qbus: drawQbus,
      ukvat: drawUkVat,
      frfact: drawFrFact,
      nlfact: drawNlFact,
      saasinv: drawSaas,
      awsdetail: drawAws,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
function itemLine(i: number, d: Pick<Doc, 'tpl' | 'lang' | 't'>, rate: string): Ln {
  const { t, lang, tpl } = d;
  const code =
    tpl === 'qbus' || tpl === 'saasinv' || tpl === 'xero'
      ? 'C62'
      : t.pick(tpl === 'frfact' ? ['H87', 'HUR', 'DAY', 'LS', 'H87'] : ['H87', 'HUR', 'DAY', 'H87']);
  const qty =
    code === 'HUR'
      ? t.pick(['1.5', '3', '7.5', '12', '20'])
      : code === 'DAY'
        ? String(t.int(1, 6))
        : code === 'LS'
          ? '1'
          : String(t.pick([1, 1, 2, 3, 5, 10, 24]));
  const price = `${t.int(3, 1450)}.${t.pick(['00', '50', '95', '20'])}`;
  const disc = tpl === 'ukvat' && t.rnd() < 0.3 ? t.pick(['5.00', '10.00', '12.50']) : '';
  const { net, netPrice } = discounted(qty, price, disc);
  const base = t.pick(ITEMS[lang]);
  const name = i > 0 && t.rnd() < 0.5 ? `${base} ${String.fromCharCode(65 + i)}` : base;
  // the UK VAT invoice prints no unit: C62 whatever the quantity was drawn for
  const unit: [string, string] =
    code === 'C62' || tpl === 'ukvat' ? ['', 'C62'] : [UNIT_WORDS[lang][code] as string, code];
  return { id: String(i + 1), name, sub: '', qty, unit, price, netPrice, disc, rate, net };
}

const QB_ITEMS: Array<[string, string]> = [
  ['Design services', 'Logo refresh, two rounds of revisions'],
  ['Hours', 'On-site support'],
  ['Installation', 'Install and configure network printer'],
  ['Consulting', 'Monthly strategy session'],
  ['Hardware', '27" monitor, matte finish'],
  ['Shipping', 'Ground, 3-5 business days'],
];
const SAAS_ITEMS: Record<Lang, string[]> = {
  en: [
    'Business Starter (per user)',
    'Cloud Server CX32',
    'Additional storage 100 GB',
    'Support plan Standard',
  ],
  fr: [
    'Business Starter (par utilisateur)',
    'Serveur cloud CX32',
    'Stockage supplémentaire 100 Go',
    'Support Standard',
  ],
  nl: [
    'Business Starter (per gebruiker)',
    'Cloudserver CX32',
    'Extra opslag 100 GB',
    'Supportplan Standaard',
  ],
};
const AWS_SERVICES = [
  'Elastic Compute Service',
  'Simple Storage Service',
  'Relational Database Service',
  'Content Delivery Network',
  'Data Transfer',
  'Managed Kubernetes Service',
  'Key Management Service',
  'Domain Name System',
  'Monitoring and Logs',
  'Object Archive',
  'Support (Business)',
  'Load Balancing',
];

function buildLines(d: Pick<Doc, 'tpl' | 'lang' | 't' | 'v'>, rates: string[], cat: 'S' | 'AE'): Ln[] {
  const { t, tpl } = d;
  const n = tpl === 'awsdetail' ? t.int(1, 12) : tpl === 'ukvat' ? t.int(1, 12) : t.int(1, 7);
  const std = cat === 'AE' ? '0' : (rates[0] as string);
  const lines: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const two = (tpl === 'frfact' || tpl === 'nlfact' || tpl === 'xero') && t.rnd() < 0.3;
    const rate = two ? t.pick(rates.slice(1)) : std;
    if (tpl === 'qbus') {
      const [name, sub] = t.pick(QB_ITEMS);
      const qty = String(t.pick([1, 1, 2, 4, 6, 10]));
      const price = `${t.int(15, 900)}.00`;
      lines.push({
        ...itemLine(i, d, rate),
        name,
        sub,
        qty,
        price,
        netPrice: price,
        net: round(dec(qty).times(price)),
      });
    } else if (tpl === 'saasinv') {
      const seats = String(t.pick([1, 1, 3, 5, 12]));
      const price = t.pick(['6.80', '13.60', '22.00', '11.90', '4.15', '49.00']);
      const name = t.pick(SAAS_ITEMS[d.lang]);
      lines.push({
        ...itemLine(i, d, rate),
        name,
        qty: seats,
        price,
        netPrice: price,
        net: round(dec(seats).times(price)),
      });
    } else if (tpl === 'awsdetail') {
      const name = AWS_SERVICES[(i * 5 + d.v) % AWS_SERVICES.length] as string;
      const net = `${t.int(0, 2400)}.${t.digits(2)}`;
      lines.push({
        id: String(i + 1),
        name,
        sub: '',
        qty: '1',
        unit: ['', 'C62'],
        price: net,
        netPrice: net,
        disc: '',
        rate,
        net,
      });
    } else lines.push(itemLine(i, d, rate));
  }
  return lines;
}

function parties(tpl: Tpl, v: number, h: Helpers, t: Tools): { s: Party; b: Party } {
  if (tpl === 'qbus') {
    const s = usParty(t, 'seller');
    return { s, b: usParty(t, 'buyer') };
  }
  const sc =
    tpl === 'xero'
      ? t.pick(['GB', 'GB', 'IE'])
      : tpl === 'ukvat'
        ? 'GB'
        : tpl === 'frfact'
          ? 'FR'
          : tpl === 'nlfact'
            ? v % 4 === 3
              ? 'BE'
              : 'NL'
            : tpl === 'saasinv'
              ? t.pick(['IE', 'NL', 'LU'])
              : t.pick(['LU', 'IE']);
  const bc =
    tpl === 'saasinv'
      ? t.pick(['DE', 'FR', 'NL', 'BE', sc])
      : tpl === 'awsdetail'
        ? t.pick(['DE', 'NL', 'FR', 'BE'])
        : sc;
  const s = anyParty(sc, h, t);
  const b = anyParty(bc, h, t);
  if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Vertex ${b.name}`;
  if (tpl === 'awsdetail') {
    // the provider charges the buyer country's VAT under its local registration there
    s.vat = h.vatId(bc as 'DE');
    s.vatShown = s.vat;
  }
  return { s, b };
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND13_TPLS.length);
  const langs = LANGS[tpl];
  const lang = langs[v % langs.length] as Lang;
  const { s, b } = parties(tpl, v, h, t);
  const credit =
    (tpl === 'xero' || tpl === 'frfact' || tpl === 'nlfact') && v % 3 === 2
      ? { orig: '', date: '' }
      : undefined;
  const cat = tpl === 'saasinv' && b.country !== s.country && t.rnd() < 0.6 ? 'AE' : 'S';
  const rateCc = tpl === 'awsdetail' ? b.country : s.country;
  const rates = tpl === 'qbus' ? [(s as { taxRate?: string }).taxRate ?? '8'] : (RATES[rateCc] ?? ['20']);
  const lines = buildLines({ tpl, lang, t, v }, rates, cat);
  const charge = tpl === 'ukvat' && t.rnd() < 0.4 ? t.pick(['9.95', '15.00', '25.00']) : '';
  const forVat = charge ? [...lines, { rate: rates[0] as string, net: charge }] : lines;
  const { vat, lineNet, vatT } = vatSums(forVat);
  const net = round(dec(lineNet).plus(dec(charge || '0')));
  const gross = round(dec(net).plus(dec(vatT)));
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const [th, dm] = numberNotation(lang);
  const paidShare = (tpl === 'qbus' || tpl === 'frfact' || tpl === 'saasinv') && !credit && t.rnd() < 0.3;
  const paid = paidShare
    ? round(
        dec(gross)
          .times(t.pick(['0.3', '0.5']))
          .toDecimalPlaces(0),
      )
    : '';
  if (credit) {
    credit.orig = numberOf(tpl, t, false);
    credit.date = addDays(issue, -t.int(4, 60));
  }
  const cur = tpl === 'qbus' ? 'USD' : s.country === 'GB' ? 'GBP' : 'EUR';
  return {
    tpl,
    lang,
    v,
    cur,
    sym: cur === 'USD' ? '$' : cur === 'GBP' ? '£' : '€',
    s,
    b,
    buyerVat: (tpl === 'frfact' && t.rnd() < 0.6) || (tpl === 'saasinv' && (cat === 'AE' || t.rnd() < 0.5)),
    credit,
    cat,
    lines,
    vat,
    lineNet,
    charge,
    vatT,
    gross,
    paid,
    number: numberOf(tpl, t, !!credit),
    po: (tpl === 'xero' || tpl === 'qbus' || tpl === 'ukvat') && t.rnd() < 0.5 ? `PO${t.digits(5)}` : '',
    issue,
    due: addDays(issue, t.pick([7, 14, 30])),
    iban: ibanOfCountry(s.country === 'US' ? 'DE' : s.country, t),
    bic: s.country === 'FR' ? 'BNPAFRPPXXX' : bicOf(s.country, t),
    phone:
      s.country === 'US'
        ? `(${t.int(201, 989)}) ${t.int(200, 999)}-${t.digits(4)}`
        : `${PHONE[s.country] ?? '+44 20'} ${t.digits(4)} ${t.digits(4)}`,
    email: `${t.pick(lang === 'fr' ? ['facturation', 'contact'] : lang === 'nl' ? ['administratie', 'info'] : ['accounts', 'billing', 'hello'])}@${mailDomain(s.name)}`,
    t,
    money: (x: string) => groupedMoney(x, th, dm),
    date: dateWriter(tpl, lang),
  };
}

function dateWriter(tpl: Tpl, lang: Lang): (iso: string) => string {
  return (iso: string) => {
    const [y, m, dd] = iso.split('-');
    if (tpl === 'qbus') return `${m}/${dd}/${y}`;
    if (tpl === 'xero') return `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3)} ${y}`;
    if (tpl === 'saasinv' || tpl === 'awsdetail') return longDate(iso, lang === 'en' ? 'en' : lang);
    if (lang === 'nl') return `${dd}-${m}-${y}`;
    return `${dd}/${m}/${y}`;
  };
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  if (tpl === 'xero') return credit ? `CN-${t.digits(4)}` : `INV-${t.digits(4)}`;
  if (tpl === 'qbus') return String(t.int(1001, 4999));
  if (tpl === 'ukvat') return String(t.int(10000, 99999));
  if (tpl === 'frfact') return credit ? `AV-2026-${t.digits(4)}` : `F-2026-${t.digits(4)}`;
  if (tpl === 'nlfact') return credit ? `2026-C${t.digits(3)}` : `2026-${t.digits(4)}`;
  if (tpl === 'saasinv') {
    const L = () => String.fromCharCode(65 + t.int(0, 25));
    return `${L()}${L()}${t.digits(2)}${L()}${t.digits(3)}-${t.digits(4)}`;
  }
  return `EUINNL26-${t.digits(6)}`;
}

function toInvoice(d: Doc): Invoice {
  // a French seller's denomination is its name without the form its legal mentions state ("SAS au
  // capital de …"), as the visible corpus's XML has it (inv-0a81c034-0ac9c3: "Au bon moulin")
  const sellerName = d.tpl === 'frfact' ? denomination(d.s.name) : d.s.name;
  const charge = { category: 'S', rate: '20', reason: 'Carriage' };
  return statedInvoice(d, { sellerName, buyerVat: d.buyerVat, iban: ibanPrinted(d), charge });
}

/** Where the seller's IBAN is printed (decided by the variant number, so the truth can follow). */
function ibanPrinted(d: Doc): boolean {
  if (d.tpl === 'qbus' || d.tpl === 'awsdetail') return false;
  if (d.tpl === 'xero' || d.tpl === 'ukvat') return d.s.country === 'IE' || d.v % 2 === 1;
  if (d.tpl === 'saasinv') return d.v % 2 === 0;
  return true;
}

// ---------------------------------------------------------------------------- shared pieces
const pct = (d: Doc, r: string) => (d.lang === 'en' ? `${r}%` : `${r.replace('.', ',')} %`);
const qtyTxt = (d: Doc, q: string) => (d.lang === 'en' ? q : q.replace('.', ','));
/** An amount with its currency as the language prints it: £1,234.00, 1 234,00 €, € 1.234,00. */
const cur = (d: Doc, v: string) =>
  d.lang === 'en'
    ? `${d.sym}${d.money(v)}`
    : d.lang === 'fr'
      ? `${d.money(v)} ${d.sym}`
      : `${d.sym} ${d.money(v)}`;
const countryName = (d: Doc, cc: string) =>
  cc === 'US'
    ? 'USA'
    : ((COUNTRY_NAMES[d.lang] as Record<string, string>)[cc] ?? { LU: 'Luxembourg' }[cc] ?? cc);
const cityLine = (p: Party) => (p.state ? `${p.city}, ${p.state} ${p.pc}` : `${p.pc} ${p.city}`);
const addrLines = (p: Party) => [p.name, p.street, cityLine(p)];
/** A UK/Irish address as printed there: the town before the postcode ("Leeds LS1 4AB"). */
const ukAddr = (p: Party) =>
  p.country === 'GB' || p.country === 'IE' ? [p.name, p.street, `${p.city} ${p.pc}`] : addr3(p);
/** "GB 123 4567 89" */
const ukVat = (v = '') => `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 9)} ${v.slice(9)}`;

/** A table (synthetic-table.ts): heads at y0, rows of cells; wrapped names (`wrap` chars) take more rows. */
function table(
  w: Writer,
  y0: number,
  cols: Array<[string, number, boolean, (l: Ln) => string]>,
  lines: Ln[],
  opts: { wrap?: number; nameCol?: number; step?: number; sub?: boolean } = {},
): number {
  return drawPlainTable(w, y0, plainCols(cols), lines, {
    nameCol: opts.nameCol,
    wrap: opts.wrap,
    headSize: 8,
    size: 9,
    step: opts.step ?? 13,
    under: opts.sub ? (l) => l.sub : undefined,
    underUp: 2,
    underSize: 7.5,
  });
}

/** Label/value rows right-aligned at 545; `bold` the last. */
function totals(w: Writer, y: number, rows: Array<[string, string]>, x = 340, boldLast = true): number {
  rows.forEach(([a, v], i) => {
    const st = { size: boldLast && i === rows.length - 1 ? 10 : 9, bold: boldLast && i === rows.length - 1 };
    w.put(y, x, a, st);
    w.put(y, 545, v, { ...st, right: true });
    y += 14;
  });
  return y;
}

// ---------------------------------------------------------------------------- xero
function drawXero(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const cn = !!d.credit;
  w.put(50, 50, cn ? 'CREDIT NOTE' : 'TAX INVOICE', { size: 20, bold: true });
  const bl = [d.b.name, d.b.street, d.b.city, d.b.pc];
  if (d.b.country !== d.s.country) bl.push(countryName(d, d.b.country));
  w.block(bl, 50, 90, { size: 9 });
  const mid: Array<[string, string]> = [
    [cn ? 'Date' : 'Invoice Date', d.date(d.issue)],
    [cn ? 'Credit Note Number' : 'Invoice Number', d.number],
  ];
  if (cn) mid.push(['Reference', `Credit for ${d.credit?.orig}`]);
  else if (d.po) mid.push(['Reference', d.po]);
  mid.push(['VAT Number', d.s.country === 'GB' ? ukVat(d.s.vat) : (d.s.vat ?? '')]);
  mid.forEach(([a, v], i) => {
    w.put(90 + i * 26, 270, a, { size: 8, bold: true });
    w.put(101 + i * 26, 270, v, { size: 9 });
  });
  w.block([d.s.name, d.s.street, d.s.city, d.s.pc, countryName(d, d.s.country)], 410, 90, { size: 9 });
  const money = d.money;
  let y = table(
    w,
    215,
    [
      ['Description', 50, false, (l) => l.name],
      ['Quantity', 330, true, (l) => Number(l.qty).toFixed(2)],
      ['Unit Price', 400, true, (l) => money(l.price)],
      ['VAT', 450, true, (l) => `${l.rate}%`],
      [`Amount ${d.cur}`, 545, true, (l) => money(l.net)],
    ],
    d.lines,
    { wrap: 44, nameCol: 0, step: 15 },
  );
  const tot: Array<[string, string]> = [['Subtotal', money(d.lineNet)]];
  for (const v of d.vat) tot.push([`TOTAL VAT ${v.rate}%`, money(v.tax)]);
  tot.push([`${cn ? 'TOTAL CREDIT' : 'TOTAL'} ${d.cur}`, money(d.gross)]);
  y = totals(w, y + 8, tot, 360);
  if (!cn) w.put(y + 14, 50, `Due Date: ${d.date(d.due)}`, { size: 10, bold: true });
  const bank = [
    'Payment details',
    `Account name: ${d.s.name}`,
    ...(d.s.country === 'GB'
      ? [`Sort code: ${d.t.digits(2)}-${d.t.digits(2)}-${d.t.digits(2)}`, `Account number: ${d.t.digits(8)}`]
      : []),
    ...(ibanPrinted(d) ? [`IBAN: ${spaced(d.iban)}`, `BIC: ${d.bic}`] : []),
  ];
  w.block(bank, 50, y + 34, { size: 8 });
  w.put(
    600,
    50,
    `Company Registration No: ${d.t.digits(8)}. Registered Office: ${d.s.street}, ${d.s.city}, ${d.s.pc}.`,
    {
      size: 6.5,
    },
  );
  if (cn) return 1;
  w.put(
    640,
    50,
    '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
    { size: 8 },
  );
  w.put(660, 50, 'PAYMENT ADVICE', { size: 14, bold: true });
  w.block(['To:', ...ukAddr(d.s)], 50, 685, { size: 9 });
  const adv: Array<[string, string]> = [
    ['Customer', d.b.name],
    ['Invoice Number', d.number],
    ['Amount Due', money(d.gross)],
    ['Due Date', d.date(d.due)],
    ['Amount Enclosed', ''],
  ];
  adv.forEach(([a, v], i) => {
    w.put(685 + i * 16, 300, a, { size: 8, bold: true });
    w.put(685 + i * 16, 400, v, { size: 9 });
  });
  w.put(770, 400, 'Enter the amount you are paying above', { size: 6.5 });
  return 1;
}

// ---------------------------------------------------------------------------- qbus
function drawQbus(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  w.put(40, 50, d.s.name, { size: 12, bold: true });
  w.block(
    [d.s.street, cityLine(d.s), d.phone, d.email, `www.${mailDomain(d.s.name).replace('.example', '.com')}`],
    50,
    56,
    { size: 8.5 },
  );
  w.put(40, 545, 'INVOICE', { size: 22, bold: true, right: true });
  w.put(140, 50, 'BILL TO', { size: 8, bold: true });
  w.block(addrLines(d.b), 50, 152, { size: 9 });
  const ship = d.v % 2 === 0;
  if (ship) {
    w.put(140, 200, 'SHIP TO', { size: 8, bold: true });
    const other = `${d.t.int(100, 990)} ${d.t.pick(['Warehouse Rd', 'Industrial Pkwy', 'Dock St'])}`;
    w.block([d.b.name, other, cityLine(d.b)], 200, 152, { size: 9 });
  }
  const terms =
    d.due === addDays(d.issue, 30) ? 'Net 30' : d.due === addDays(d.issue, 14) ? 'Net 14' : 'Net 7';
  const kv: Array<[string, string]> = [
    ['INVOICE #', d.number],
    ['DATE', d.date(d.issue)],
    ['DUE DATE', d.date(d.due)],
    ['TERMS', terms],
  ];
  kv.forEach(([a, v], i) => {
    w.put(140 + i * 13, 400, a, { size: 8, bold: true });
    w.put(140 + i * 13, 545, v, { size: 9, right: true });
  });
  let y = 215;
  if (d.po) {
    const hs: Array<[string, string]> = [
      ['P.O. NUMBER', d.po],
      ['SHIP DATE', d.date(addDays(d.issue, -1))],
      ['SHIP VIA', d.t.pick(['UPS', 'FedEx', 'USPS'])],
    ];
    hs.forEach(([a, v], i) => {
      w.put(y, 50 + i * 120, a, { size: 7.5, bold: true });
      w.put(y + 11, 50 + i * 120, v, { size: 9 });
    });
    y += 34;
  }
  for (const [hd, x, r] of [
    ['DATE', 50, false],
    ['ACTIVITY', 120, false],
    ['QTY', 400, true],
    ['RATE', 470, true],
    ['AMOUNT', 545, true],
  ] as Array<[string, number, boolean]>)
    w.put(y, x, hd, { size: 8, bold: true, right: r });
  y += 16;
  for (const l of d.lines) {
    if (d.v % 3 !== 1) w.put(y, 50, d.date(d.issue), { size: 9 });
    w.put(y, 120, l.name, { size: 9, bold: true });
    w.put(y, 400, l.qty, { size: 9, right: true });
    w.put(y, 470, d.money(l.price), { size: 9, right: true });
    w.put(y, 545, d.money(l.net), { size: 9, right: true });
    w.put(y + 11, 120, l.sub, { size: 8 });
    y += 26;
  }
  const v = d.vat[0] as { rate: string; tax: string };
  const tot: Array<[string, string]> = [
    ['SUBTOTAL', d.money(d.lineNet)],
    [`SALES TAX (${v.rate}%)`, d.money(v.tax)],
    ['TOTAL', d.money(d.gross)],
  ];
  if (d.paid) tot.push(['PAYMENT', d.money(d.paid)]);
  tot.push(['BALANCE DUE', `$${d.money(round(dec(d.gross).minus(dec(d.paid || '0'))))}`]);
  y = totals(w, y + 10, tot, 380);
  w.put(y + 10, 50, 'Thank you for your business!', { size: 9 });
  w.put(720, 50, 'Remit to:', { size: 8, bold: true });
  w.block(
    [
      d.s.name,
      `PO Box ${d.t.int(1000, 99999)}`,
      `${d.t.pick(['Dallas, TX 75265', 'Chicago, IL 60680', 'Atlanta, GA 30384'])}`,
    ],
    50,
    732,
    { size: 8 },
  );
  w.put(732, 300, `Questions? ${d.email} · ${d.phone}`, { size: 7.5 });
  return 1;
}

// ---------------------------------------------------------------------------- ukvat
function drawUkVat(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 700);
  const page1Max = 8;
  const head = (pageNo: number) => {
    p.put(40, 50, d.s.name, { size: 15, bold: true });
    p.block(
      [d.s.street, `${d.s.city} ${d.s.pc}`, `Tel: ${d.phone}`, `VAT Reg No. ${ukVat(d.s.vat)}`],
      50,
      60,
      { size: 8.5 },
    );
    p.put(40, 545, 'INVOICE', { size: 18, bold: true, right: true });
    const tp = d.v % 2 === 1;
    const kv: Array<[string, string]> = [
      ['Invoice No.', d.number],
      [tp ? 'Invoice Date' : 'Invoice/Tax Date', d.date(d.issue)],
    ];
    if (tp) kv.push(['Tax Point', d.date(addDays(d.issue, -d.t.int(0, 6)))]);
    if (d.po) kv.push(['Order No.', d.po]);
    kv.push(
      ['Account Ref', `${d.b.name.slice(0, 3).toUpperCase()}${d.t.digits(3)}`],
      ['Page', String(pageNo)],
    );
    p.kv(62, 400, 545, kv, { size: 8.5 }, 12);
  };
  head(1);
  p.put(150, 50, 'Invoice Address', { size: 8, bold: true });
  p.block(ukAddr(d.b), 50, 163, { size: 9 });
  p.put(150, 300, 'Delivery Address', { size: 8, bold: true });
  const alt =
    d.v % 3 === 0
      ? [
          d.b.name,
          `Unit ${d.t.int(1, 40)}, ${d.t.pick(['Riverside Park', 'Enterprise Way'])}`,
          `${d.b.city} ${d.b.pc}`,
        ]
      : ukAddr(d.b);
  p.block(alt, 300, 163, { size: 9 });
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = [
    ['Quantity', 85, true, (l) => Number(l.qty).toFixed(2)],
    ['Details', 95, false, (l) => l.name],
    ['Disc%', 330, true, (l) => (l.disc ? l.disc : '0.00')],
    ['Unit Price', 385, true, (l) => d.money(l.price)],
    ['Net Amt', 445, true, (l) => d.money(l.net)],
    ['VAT %', 490, true, (l) => Number(l.rate).toFixed(2)],
    ['VAT', 545, true, (l) => d.money(round(dec(l.net).times(l.rate).dividedBy(100)))],
  ];
  let y = table(p, 225, cols, d.lines.slice(0, page1Max), { wrap: 42, nameCol: 1, step: 14 });
  if (d.lines.length > page1Max) {
    p.put(y + 10, 545, 'Continued...', { size: 9, right: true });
    footUk(d, p);
    p.next();
    head(2);
    y = table(p, 150, cols, d.lines.slice(page1Max), { wrap: 42, nameCol: 1, step: 14 });
  }
  const tot: Array<[string, string]> = [['Total Net Amount', d.money(d.lineNet)]];
  if (d.charge) tot.push(['Carriage', d.money(d.charge)]);
  tot.push(['Total VAT Amount', d.money(d.vatT)], ['INVOICE TOTAL', `${d.sym}${d.money(d.gross)}`]);
  y = totals(p, y + 14, tot, 380);
  p.put(
    y + 10,
    50,
    `Terms: ${d.due === addDays(d.issue, 30) ? '30' : d.due === addDays(d.issue, 14) ? '14' : '7'} days net. Please pay by ${d.date(d.due)}.`,
    { size: 8.5 },
  );
  footUk(d, p);
  return p.pages();
}

function footUk(d: Doc, w: Writer) {
  const bank = ibanPrinted(d)
    ? `IBAN ${spaced(d.iban)}  BIC ${d.bic}`
    : `Sort Code ${d.t.digits(2)}-${d.t.digits(2)}-${d.t.digits(2)}  Account No. ${d.t.digits(8)}`;
  w.put(770, 50, `Bank: ${d.t.pick(['Barclays Bank plc', 'NatWest', 'Lloyds Bank'])}  ${bank}`, { size: 7 });
  w.put(
    782,
    50,
    `Registered in England and Wales No. ${d.t.digits(8)}. Registered office: ${d.s.street}, ${d.s.city} ${d.s.pc}`,
    { size: 7 },
  );
}

// ---------------------------------------------------------------------------- frfact
function drawFrFact(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const av = !!d.credit;
  const neg = av && d.v % 2 === 1;
  const m = (x: string) => `${neg ? '-' : ''}${cur(d, x)}`;
  w.put(40, 50, d.s.name, { size: 14, bold: true });
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Tél. : ${d.phone}`, d.email], 50, 58, { size: 8.5 });
  w.put(40, 545, av ? 'AVOIR' : 'FACTURE', { size: 18, bold: true, right: true });
  const kv: Array<[string, string]> = [
    [av ? 'Avoir n°' : 'Numéro', d.number],
    ["Date d'émission", d.date(d.issue)],
  ];
  if (!av) kv.push(["Date d'échéance", d.date(d.due)]);
  if (!av && d.v % 2 === 0) kv.push(['Date de prestation', d.date(addDays(d.issue, -d.t.int(1, 20)))]);
  w.kv(64, 380, 545, kv, { size: 8.5 }, 12);
  w.put(135, 320, 'Client', { size: 8, bold: true });
  const bl = w.block(addr3(d.b), 320, 148, { size: 9.5 });
  if (d.buyerVat) w.put(bl + 2, 320, `N° TVA : ${d.b.vat}`, { size: 8 });
  w.put(
    215,
    50,
    `Objet : ${d.t.pick(['Prestations du mois', 'Commande du client', 'Contrat de maintenance'])}`,
    { size: 9 },
  );
  if (av)
    w.put(228, 50, `Facture d'origine : ${d.credit?.orig} du ${d.date(d.credit?.date ?? '')}`, { size: 9 });
  let y = table(
    w,
    250,
    [
      ['Désignation', 50, false, (l) => l.name],
      ['Qté', 310, true, (l) => qtyTxt(d, l.qty)],
      ['Unité', 318, false, (l) => l.unit[0]],
      ['PU HT', 410, true, (l) => d.money(l.price)],
      ['TVA', 455, true, (l) => pct(d, l.rate)],
      ['Total HT', 545, true, (l) => `${neg ? '-' : ''}${d.money(l.net)}`],
    ],
    d.lines,
    { wrap: 46, nameCol: 0, step: 15 },
  );
  const tot: Array<[string, string]> = [['Total HT', m(d.lineNet)]];
  for (const v of d.vat) tot.push([`TVA ${pct(d, v.rate)}`, m(v.tax)]);
  tot.push(['Total TTC', m(d.gross)]);
  if (d.paid)
    tot.push(
      ['Acompte versé', `-${cur(d, d.paid)}`],
      ['Net à payer', cur(d, round(dec(d.gross).minus(d.paid)))],
    );
  y = totals(w, y + 10, tot, 360, !d.paid);
  const terms = av
    ? ['Cet avoir sera déduit de votre prochaine facture ou remboursé par virement.']
    : [
        `Conditions de paiement : ${d.due === addDays(d.issue, 30) ? '30 jours' : d.due === addDays(d.issue, 14) ? '14 jours' : 'à réception'}`,
        'Mode de paiement : virement bancaire',
      ];
  const yb = w.block([...terms, `IBAN : ${spaced(d.iban)}   BIC : ${d.bic}`], 50, y + 14, { size: 8.5 });
  w.block(
    [
      "Pénalités de retard : trois fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.",
      'Pas d’escompte pour paiement anticipé.',
    ],
    50,
    yb + 6,
    { size: 7 },
  );
  const siren = `${d.t.digits(3)} ${d.t.digits(3)} ${d.t.digits(3)}`;
  const vatS = d.s.vat ?? '';
  const cols = [
    [
      d.s.name,
      `${legalForm(d.s.name, d.t.pick(['SAS', 'SARL', 'EURL']))} au capital de ${d.t.pick(['1 000', '10 000', '50 000'])} €`,
    ],
    [`SIRET ${siren} ${d.t.digits(5)}`, `RCS ${d.s.city} ${siren}`],
    [`TVA intracom. ${vatS.slice(0, 4)} ${vatS.slice(4)}`, `Code APE ${d.t.int(10, 96)}${d.t.int(10, 99)}Z`],
    [d.email, `www.${mailDomain(d.s.name).replace('.example', '.fr')}`],
  ];
  cols.forEach((c, i) => void w.block(c, 50 + i * 130, 785, { size: 6.5 }));
  return 1;
}

const FR_FORMS = ['SAS', 'SARL', 'SA', 'EURL', 'SASU'];
/** The name without the French company form it ends in. */
const denomination = (name: string) => {
  const words = name.split(' ');
  return FR_FORMS.includes(words[words.length - 1] ?? '') ? words.slice(0, -1).join(' ') : name;
};

/** The legal form the name ends in (the footer repeats it), else `other`. */
const legalForm = (name: string, other: string) => {
  const last = name.split(' ').pop() ?? '';
  return FR_FORMS.includes(last) ? last : other;
};

// ---------------------------------------------------------------------------- nlfact
function drawNlFact(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const cn = !!d.credit;
  const be = d.s.country === 'BE';
  const m = (x: string) => (cn ? `${d.sym} -${d.money(x)}` : cur(d, x));
  const reg = be ? `Ondernemingsnr. ${(d.s.vat ?? '').slice(2)}` : `KvK ${d.t.digits(8)}`;
  w.block(
    [
      d.s.name,
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      '',
      reg,
      `${be ? 'BTW' : 'Btw-id'} ${d.s.vat}`,
      `IBAN ${spaced(d.iban)}`,
      `BIC ${d.bic}`,
    ],
    390,
    45,
    { size: 8.5 },
  );
  const bl = [d.b.name];
  if (d.v % 2 === 0)
    bl.push(`t.a.v. ${d.t.pick(['dhr. J. Bakker', 'mevr. S. de Wit', 'Crediteurenadministratie'])}`);
  bl.push(d.b.street, `${d.b.pc} ${d.b.city}`);
  if (d.b.country !== d.s.country) bl.push(countryName(d, d.b.country));
  w.block(bl, 50, 150, { size: 10 });
  w.put(250, 50, cn ? 'Creditfactuur' : 'Factuur', { size: 18, bold: true });
  const grid: Array<[string, string]> = [
    ['Factuurnummer', d.number],
    ['Factuurdatum', d.date(d.issue)],
  ];
  if (!cn) grid.push(['Vervaldatum', d.date(d.due)]);
  grid.push(['Klantnummer', String(d.t.int(1000, 9999))]);
  grid.forEach(([a, v], i) => {
    w.put(282, 50 + i * 120, a, { size: 8, bold: true });
    w.put(294, 50 + i * 120, v, { size: 9.5 });
  });
  if (cn) w.put(314, 50, `Dit is een creditfactuur voor factuur ${d.credit?.orig}.`, { size: 9 });
  const qtyFirst = d.v % 2 === 1;
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = qtyFirst
    ? [
        ['Aantal', 50, false, (l) => `${qtyTxt(d, l.qty)}${l.unit[0] ? ` ${l.unit[0]}` : ''}`],
        ['Omschrijving', 110, false, (l) => l.name],
        ['Prijs', 420, true, (l) => cur(d, l.price)],
        ['Btw', 465, true, (l) => `${l.rate}%`],
        ['Totaal', 545, true, (l) => m(l.net)],
      ]
    : [
        ['Omschrijving', 50, false, (l) => l.name],
        ['Aantal', 340, true, (l) => `${qtyTxt(d, l.qty)}${l.unit[0] ? ` ${l.unit[0]}` : ''}`],
        ['Prijs', 420, true, (l) => cur(d, l.price)],
        ['BTW', 465, true, (l) => `${l.rate}%`],
        ['Bedrag', 545, true, (l) => m(l.net)],
      ];
  let y = table(w, 340, cols, d.lines, { wrap: qtyFirst ? 52 : 50, nameCol: qtyFirst ? 1 : 0, step: 15 });
  const tot: Array<[string, string]> = [['Subtotaal', m(d.lineNet)]];
  for (const v of d.vat) tot.push([`${v.rate}% btw over ${cur(d, v.base)}`, m(v.tax)]);
  tot.push(['Totaal', m(d.gross)]);
  y = totals(w, y + 10, tot, 330, false);
  w.put(y + 2, 330, cn ? 'Te ontvangen' : 'Te betalen', { size: 10, bold: true });
  w.put(y + 2, 545, cur(d, d.gross), { size: 10, bold: true, right: true });
  const pay = cn
    ? [`Het bedrag van ${cur(d, d.gross)} wordt binnen 14 dagen teruggestort.`]
    : [
        `We verzoeken u vriendelijk het bedrag van ${cur(d, d.gross)} vóór ${d.date(d.due)} over te maken`,
        `op IBAN ${spaced(d.iban)} t.n.v. ${d.s.name} o.v.v. factuurnummer ${d.number}.`,
      ];
  w.block(pay, 50, y + 34, { size: 9 });
  w.put(790, 50, `${d.s.name} · ${reg} · ${d.s.vat} · ${d.email}`, { size: 7 });
  return 1;
}

// ---------------------------------------------------------------------------- saasinv
const SW: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Invoice',
    no: 'Invoice number',
    issue: 'Date of issue',
    due: 'Date due',
    bill: 'Bill to',
    dueOn: 'due',
    desc: 'Description',
    qty: 'Qty',
    price: 'Unit price',
    tax: 'Tax',
    amt: 'Amount',
    sub: 'Subtotal',
    excl: 'Total excluding tax',
    vat: 'VAT',
    total: 'Total',
    ad: 'Amount due',
    bal: 'Applied balance',
    rc: 'Tax to be paid on reverse charge basis',
    pay: 'Pay online',
    bank: 'Pay by bank transfer',
    page: 'Page 1 of 1',
  },
  fr: {
    title: 'Facture',
    no: 'Numéro de facture',
    issue: "Date d'émission",
    due: "Date d'échéance",
    bill: 'Facturer à',
    dueOn: 'à payer avant le',
    desc: 'Description',
    qty: 'Qté',
    price: 'Prix unitaire',
    tax: 'TVA',
    amt: 'Montant',
    sub: 'Sous-total',
    excl: 'Total hors taxes',
    vat: 'TVA',
    total: 'Total',
    ad: 'Montant dû',
    bal: 'Solde appliqué',
    rc: 'Autoliquidation',
    pay: 'Payer en ligne',
    bank: 'Payer par virement bancaire',
    page: 'Page 1 sur 1',
  },
  nl: {
    title: 'Factuur',
    no: 'Factuurnummer',
    issue: 'Uitgiftedatum',
    due: 'Vervaldatum',
    bill: 'Factureren aan',
    dueOn: 'te betalen vóór',
    desc: 'Omschrijving',
    qty: 'Aantal',
    price: 'Prijs per eenheid',
    tax: 'Btw',
    amt: 'Bedrag',
    sub: 'Subtotaal',
    excl: 'Totaal exclusief belasting',
    vat: 'Btw',
    total: 'Totaal',
    ad: 'Verschuldigd bedrag',
    bal: 'Toegepast saldo',
    rc: 'Btw verlegd',
    pay: 'Online betalen',
    bank: 'Betalen via bankoverschrijving',
    page: 'Pagina 1 van 1',
  },
};

function drawSaas(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const L = SW[d.lang] as Record<string, string>;
  const due = round(dec(d.gross).minus(dec(d.paid || '0')));
  w.put(45, 50, L.title as string, { size: 18, bold: true });
  w.put(45, 545, d.s.name, { size: 11, bold: true, right: true });
  w.kv(
    80,
    50,
    150,
    [
      [L.no as string, d.number],
      [L.issue as string, d.date(d.issue)],
      [L.due as string, d.date(d.due)],
    ],
    { size: 9 },
    13,
  );
  w.block(
    [
      d.s.name,
      d.s.street,
      `${d.s.pc} ${d.s.city}`,
      countryName(d, d.s.country),
      d.email,
      `${d.s.country} VAT ${d.s.vat}`,
    ],
    50,
    135,
    { size: 8.5 },
  );
  w.put(135, 230, L.bill as string, { size: 8.5, bold: true });
  const bl = [
    d.b.name,
    d.b.street,
    `${d.b.pc} ${d.b.city}`,
    countryName(d, d.b.country),
    `ap@${mailDomain(d.b.name)}`,
  ];
  if (d.buyerVat) bl.push(`${d.b.country} VAT ${d.b.vat}`);
  w.block(bl, 230, 146, { size: 8.5 });
  w.put(235, 50, `${cur(d, due)} ${L.dueOn} ${d.date(d.due)}`, { size: 14, bold: true });
  w.put(255, 50, L.pay as string, { size: 9 });
  let y = 290;
  const heads: Array<[string, number, boolean]> = [
    [L.desc as string, 50, false],
    [L.qty as string, 370, true],
    [L.price as string, 450, true],
    [L.tax as string, 490, true],
    [L.amt as string, 545, true],
  ];
  for (const [hd, x, r] of heads) w.put(y, x, hd, { size: 8, right: r });
  y += 16;
  const [yy, mm] = d.issue.split('-');
  const per = (m: number) =>
    `${MONTH_NAMES[d.lang][(Number(mm) + m + 11) % 12]?.slice(0, 3)} ${Number(d.issue.slice(8))}`;
  for (const l of d.lines) {
    w.put(y, 50, l.name, { size: 9 });
    w.put(y, 370, l.qty, { size: 9, right: true });
    w.put(y, 450, cur(d, l.price), { size: 9, right: true });
    w.put(y, 490, pct(d, l.rate), { size: 9, right: true });
    w.put(y, 545, cur(d, l.net), { size: 9, right: true });
    w.put(y + 11, 50, `${per(0)} – ${per(1)}, ${yy}`, { size: 7.5 });
    y += 26;
  }
  const v = d.vat[0] as { rate: string; base: string; tax: string };
  const vatLabel =
    d.cat === 'AE'
      ? `${L.vat} (0% ${d.lang === 'en' ? 'on' : d.lang === 'fr' ? 'sur' : 'over'} ${cur(d, v.base)})`
      : `${L.vat} - ${countryName(d, d.s.country)} (${pct(d, v.rate)} ${d.lang === 'en' ? 'on' : d.lang === 'fr' ? 'sur' : 'over'} ${cur(d, v.base)})`;
  const tot: Array<[string, string]> = [
    [L.sub as string, cur(d, d.lineNet)],
    [L.excl as string, cur(d, d.lineNet)],
    [vatLabel, cur(d, v.tax)],
    [L.total as string, cur(d, d.gross)],
  ];
  if (d.paid) tot.push([L.bal as string, `-${cur(d, d.paid)}`]);
  tot.push([L.ad as string, cur(d, due)]);
  y = totals(w, y + 8, tot, 300);
  if (d.cat === 'AE') w.put(y + 6, 50, L.rc as string, { size: 8.5 });
  if (ibanPrinted(d))
    w.block(
      [L.bank as string, `IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`, `Reference ${d.number}`],
      50,
      y + 26,
      { size: 8.5 },
    );
  w.put(800, 50, `${d.number} · ${cur(d, due)} ${L.dueOn} ${d.date(d.due)}`, { size: 7 });
  w.put(800, 545, L.page as string, { size: 7, right: true });
  return 1;
}

// ---------------------------------------------------------------------------- awsdetail
function drawAws(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const money = (x: string) => `${d.cur} ${d.money(x)}`;
  p.put(40, 50, d.s.name.split(' ').slice(0, 3).join(' ').toLowerCase(), { size: 16, bold: true });
  p.put(40, 545, 'Tax Invoice', { size: 12, bold: true, right: true });
  p.put(56, 545, `VAT Registration Number: ${d.s.vat}`, { size: 7.5, right: true });
  p.put(80, 330, 'Invoice Summary', { size: 10, bold: true });
  p.kv(
    96,
    330,
    545,
    [
      ['Invoice Number:', d.number],
      ['Invoice Date:', d.date(d.issue)],
    ],
    { size: 8.5 },
    12,
  );
  p.put(124, 330, `TOTAL AMOUNT DUE ON ${d.date(d.due)}`, { size: 9, bold: true });
  p.put(124, 545, money(d.gross), { size: 9, bold: true, right: true });
  p.put(80, 50, `Account number: ${d.t.digits(12)}`, { size: 8.5 });
  p.put(100, 50, 'Bill to Address:', { size: 8.5, bold: true });
  p.block(
    [d.b.name, 'ATTN: Accounts Payable', d.b.street, `${d.b.pc} ${d.b.city}`, countryName(d, d.b.country)],
    50,
    112,
    { size: 8.5 },
  );
  const [y0, m0] = d.issue.split('-');
  const prev = MONTH_NAMES.en[(Number(m0) + 10) % 12] as string;
  p.put(190, 50, `This invoice is for the billing period ${prev} 1 - ${prev} 28 , ${y0}`, { size: 8.5 });
  p.put(
    205,
    50,
    `Greetings from ${d.s.name.split(' ').slice(0, 3).join(' ')}, we're writing to provide you with an electronic invoice for your use of services.`,
    { size: 7.5 },
  );
  p.put(235, 50, 'Summary', { size: 11, bold: true });
  const v = d.vat[0] as { rate: string; tax: string };
  let y = p.kv(
    252,
    50,
    545,
    [
      [`${d.s.name.split(' ').slice(0, 3).join(' ')} Service Charges`, money(d.lineNet)],
      ['Charges', money(d.lineNet)],
      [`VAT ${pct(d, v.rate)}`, money(d.vatT)],
    ],
    { size: 9 },
    14,
  );
  p.put(y + 2, 50, 'Total for this invoice', { size: 9.5, bold: true });
  p.put(y + 2, 545, money(d.gross), { size: 9.5, bold: true, right: true });
  y += 34;
  p.put(y, 50, 'Detail', { size: 11, bold: true });
  y += 18;
  for (const l of d.lines) {
    y = p.need(y, 44);
    const tax = round(dec(l.net).times(l.rate).dividedBy(100));
    p.put(y, 50, l.name, { size: 9, bold: true });
    p.put(y, 545, money(round(dec(l.net).plus(tax))), { size: 9, bold: true, right: true });
    p.put(y + 13, 70, 'Charges', { size: 8.5 });
    p.put(y + 13, 470, money(l.net), { size: 8.5, right: true });
    p.put(y + 26, 70, 'VAT', { size: 8.5 });
    p.put(y + 26, 470, money(tax), { size: 8.5, right: true });
    y += 44;
  }
  p.put(770, 50, 'Service Provider:', { size: 7.5, bold: true });
  p.put(780, 50, '(Not to be used for payment remittance)', { size: 6.5 });
  p.block([d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, countryName(d, d.s.country)], 50, 790, { size: 7 });
  return p.pages();
}
