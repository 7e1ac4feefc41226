/**
 * `--templates blind17` of extraction-synthetic.ts: held-out layouts of session 15 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for invoices of producers
 * outside Germany in English, French and Dutch as their software prints them (looks taken from
 * public descriptions of the products, no file copied) —
 * - `odoo` (en/fr/nl by turn; Odoo's standard invoice report): the company's name and address at
 *   the top left, the customer's address (with "Tax ID:" / "N° TVA :" / "Btw-nummer:") at the
 *   right, the title with the number in one line ("Invoice INV/2026/00042", "Facture
 *   FAC/2026/00042", "Factuur VF/2026/0042"), an information row of bold labels over values
 *   ("Invoice Date: | Due Date: | Source: | Reference:"), an item table "Description | Quantity |
 *   Unit Price | Disc.% | Taxes | Amount" whose quantity cell carries the unit ("3.00 Units",
 *   "2,00 Heures", "1,00 Dagen"), names led by an internal reference in brackets
 *   ("[FURN_8220] Four Person Desk"), English dates month first (03/15/2026), amounts "1,234.00 €";
 *   totals "Untaxed Amount / VAT 21% / Total / Paid on … / Amount Due", the payment-communication
 *   sentence with the account, a one-line centred footer and "Page: 1 / 2"; long invoices
 *   continue on page 2 under a repeated table head; credit notes "Credit Note RINV/…" with
 *   "Reference: Reversal of: INV/…";
 * - `ninja` (en; Invoice-Ninja-like "clean" design): three header columns (name; VAT number,
 *   website, e-mail, phone; address), the document's details at the left as label/value pairs
 *   ("Invoice Number 0042", "PO Number", "Invoice Date", "Due Date", "Balance Due") and the client
 *   at the right, an item table "Item | Description | Unit Cost | Quantity | Line Total" (a short
 *   product key and a long description apart), "Subtotal / VAT 20% / Total / Paid to Date /
 *   Balance Due", UK bank details as sort code and account number (no IBAN) or an Irish IBAN;
 *   credits "Credit Number / Credit Date / Credit Balance" with "Credit for invoice 0038";
 * - `wave` (en, US/UK seller; Wave-like): "INVOICE" and the seller right-aligned at the top right,
 *   "BILL TO" at the left, right-aligned labels with colons beside right-aligned values
 *   ("Invoice Number: 57", "P.O./S.O. Number:", "Invoice Date:", "Payment Due:", "Amount Due
 *   (USD):"), "Items | Quantity | Price | Amount" with a grey description under the bold item,
 *   "Subtotal: / Sales Tax 8.75%: or VAT 20%: / Total: / Payment on …: / Amount Due (USD):";
 * - `paypal` (en, US/UK/IE seller; PayPal/Square-like invoice): seller top left, "INVOICE" and
 *   "Invoice #: / Invoice date: / Reference: / Due date:" at the right, "Bill to:" and "Ship to:"
 *   side by side (the shipping address is no party), "Description | Quantity | Price | Amount",
 *   "Subtotal / Shipping / VAT (20%) or Sales tax (7.25%) / Total / Amount paid / Balance due",
 *   an "Amount due" box at the top;
 * - `shopify` (en/fr/nl; Shopify order-printer invoice of a web shop): shop name and address top
 *   left, "Invoice" and "Order #1042" at the right, "Bill to / Ship to" (private persons or
 *   companies), "Quantity | Item | Price" with the variant and the SKU under the item, PRICES
 *   INCLUDING VAT (the line price is quantity × gross unit price; no unit price printed),
 *   "Subtotal / Shipping / Includes VAT 21% €x / Total / Paid by Visa / Outstanding balance 0";
 * - `pennylane` (fr; Pennylane/Axonaut/Tiime-like): seller with "SIREN" or "SIRET" and "N° TVA
 *   intracommunautaire" at the left, "FACTURE" / "N° F-2026-0042" and "Date d'émission / Date
 *   d'échéance / Bon de commande" at the right, a "Client" box, "Objet :", an item table
 *   "Désignation | Qté | Unité | Prix unitaire HT | [Remise |] TVA | Total HT", "Total HT / TVA
 *   20 % / Total TTC / Acompte versé / Net à payer", "Conditions de paiement :", "Mode de
 *   paiement :", IBAN/BIC, the late-payment penalties sentence (art. L441-10) and a legal footer
 *   line (capital, RCS, SIRET, APE); "Autoliquidation" to a German business; "AVOIR" with
 *   "Facture d'origine : F-… du …"; long ones on two pages;
 * - `moneybird` (nl, NL/BE seller; Moneybird/e-Boekhouden/SnelStart-like): the letterhead right-
 *   aligned at the top right, the customer in the window at the left (with "T.a.v." a contact),
 *   "Factuur" and labels without colons under it (Moneybird) or labels with colons at the right
 *   (e-Boekhouden), tables "Aantal | Omschrijving | Prijs | Totaal" (quantity first) or
 *   "Omschrijving | Aantal | Prijs | Btw | Bedrag", "Subtotaal / 21% btw over € x / Totaal",
 *   the request to pay with IBAN and "t.n.v.", a four-column footer (address, contact, KvK /
 *   Btw-id, bank); "Btw verlegd" to a German business; "Creditfactuur" with NEGATIVE amounts and
 *   "Creditfactuur voor factuur …".
 *
 * Truth = what the page prints. Decisions where the print allows more than one reading:
 * - credit notes (odoo, ninja, pennylane, moneybird): type 381, amounts positive (also where the
 *   page prints them negative), the original invoice as preceding invoice; no due date;
 * - goods or services to a German business from another EU country: category AE, rate 0, the
 *   buyer's VAT id in the truth (printed); US sales tax is category S at the printed rate;
 * - `odoo`: the bracketed internal reference is no part of the name; "Units"/"Unité(s)"/"Stuk(s)"
 *   → C62, "Hours"/"Heures"/"Uren" HUR, "Days"/"Jours"/"Dagen" DAY, kg KGM, m MTR; "Reference:"
 *   → BT-13 (the buyer's reference of the order); "Source:" (the seller's sale order) is no field;
 *   the payment communication is no field; no BIC is printed (none in the truth);
 * - `ninja`: the item name is the "Item" column (the product key); the "Description" column is
 *   no part of it; unit C62; UK sort code / account number is no IBAN (BT-84 only for an IBAN);
 *   a credit prints no bank details (no BT-84 in the truth, as for pennylane's "AVOIR" and
 *   odoo's credit note, whose "Reference:" holds the reversal, no order reference);
 * - `wave`, `paypal`: the grey line under an item is no part of its name; unit C62; "P.O./S.O.
 *   Number" and "Reference" → BT-13; the shipping address is no party; "Shipping" is a
 *   document-level charge taxed at the rate of the lines;
 * - `shopify`: the number is the order number without "#"; the variant and SKU lines are no part
 *   of the name; net unit prices are whole amounts, so the printed gross amounts divide exactly:
 *   line net = quantity × net unit price, BT-146 = the net unit price; shipping is a charge (its
 *   net amount) at the highest rate; paid by card → BT-115 = 0.00; unit C62; no IBAN; one VAT
 *   rate per order (the page prints no rate per line, so two rates could not be told apart);
 * - `pennylane`: "unité" → C62, "jour" DAY, "heure" HUR, "pièce" H87, kg, m; with a "Remise"
 *   column the printed price is before the discount and BT-146 is the price after it; "Acompte
 *   versé" lowers BT-115; "Bon de commande" → BT-13; the "Objet" is no field;
 * - `moneybird`: unit C62 (none printed); "Uw referentie" → BT-13; the "T.a.v." contact is no
 *   address line; line id = row number everywhere (nothing else printed as a line id).
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  beEnterpriseNo,
  bicOf,
  everyPage,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOfCountry,
  type KitDoc,
  type KitParty,
  type KitVat,
  MONTH_NAMES,
  mailDomain,
  pager,
  para,
  personName,
  statedInvoice,
  structuredCommunication,
  type Tools,
  usParty,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, discounted, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';
import { drawWrappedTable, plainCols } from './synthetic-table.ts';

export const BLIND17_TPLS = ['odoo', 'ninja', 'wave', 'paypal', 'shopify', 'pennylane', 'moneybird'] as const;
type Tpl = (typeof BLIND17_TPLS)[number];
type Lang = 'en' | 'fr' | 'nl';
type Pager = ReturnType<typeof pager>;

interface Ln {
  id: string;
  name: string;
  /** printed before the name in brackets (odoo), no part of it */
  ref: string;
  /** a printed line under the item (description, variant), no part of the name */
  sub: string;
  /** a second printed line under the item (SKU), no part of the name */
  sku: string;
  /** a long description printed in its own column (ninja), no part of the name */
  desc: string;
  qty: string;
  unit: [string, string];
  /** the printed unit price (before a discount) */
  price: string;
  netPrice: string;
  disc: string;
  rate: string;
  net: string;
  /** the printed line amount including VAT (shopify) */
  grossAmt: string;
}
interface Doc extends KitDoc<Tpl, Ln, KitVat, KitParty & { state?: string }> {
  lang: Lang;
  cur: string;
  ship?: { name: string; lines: string[] };
  contact: string;
  cat: 'S' | 'AE';
}

const LANGS: Record<Tpl, Lang[]> = {
  odoo: ['en', 'fr', 'nl'],
  ninja: ['en'],
  wave: ['en'],
  paypal: ['en'],
  shopify: ['nl', 'en', 'fr'],
  pennylane: ['fr'],
  moneybird: ['nl'],
};
const SELLER_CC: Record<Tpl, Record<Lang, string[]>> = {
  odoo: { en: ['IE', 'LU', 'GB'], fr: ['BE', 'FR', 'LU'], nl: ['NL', 'BE'] },
  ninja: { en: ['GB', 'IE', 'GB'], fr: [], nl: [] },
  wave: { en: ['US', 'GB', 'US', 'GB'], fr: [], nl: [] },
  paypal: { en: ['US', 'GB', 'IE'], fr: [], nl: [] },
  shopify: { en: ['IE', 'GB'], fr: ['FR'], nl: ['NL'] },
  pennylane: { en: [], fr: ['FR'], nl: [] },
  moneybird: { en: [], fr: [], nl: ['NL', 'NL', 'BE'] },
};
const RATES: Record<string, string[]> = {
  IE: ['23', '13.5'],
  GB: ['20', '5'],
  BE: ['21', '6'],
  LU: ['17', '8'],
  NL: ['21', '9'],
  FR: ['20', '10'],
};
/** Which variants are credit notes (v = 0…7 per layout). */
const CREDIT_AT: Partial<Record<Tpl, number[]>> = {
  odoo: [5],
  ninja: [6],
  pennylane: [3],
  moneybird: [2, 7],
};

const ITEMS: Record<Lang, string[]> = {
  en: [
    'Four Person Desk',
    'Consulting services',
    'Office chair with adjustable armrests and lumbar support',
    'Website maintenance',
    'Large Cabinet',
    'Onboarding workshop',
    'Acoustic panel',
    'Annual software subscription – professional plan',
  ],
  fr: [
    'Bureau quatre personnes',
    'Prestation de conseil',
    "Développement d'un connecteur comptable pour l'ERP du client",
    'Formation utilisateurs',
    'Armoire haute',
    'Maintenance annuelle',
    'Panneau acoustique',
  ],
  nl: [
    'Bureau voor vier personen',
    'Advieswerkzaamheden',
    'Ontwikkeling van een koppeling met het boekhoudpakket van de klant',
    'Onderhoud website',
    'Hoge kast',
    'Installatie op locatie',
    'Akoestisch paneel',
  ],
};
const SHOP_ITEMS: Record<Lang, string[]> = {
  en: ['Organic cotton T-shirt', 'Ceramic pour-over coffee dripper', 'Linen tote bag', 'Beeswax candle set'],
  fr: ['T-shirt en coton bio', 'Tasse en grès émaillé', 'Sac cabas en lin', 'Bougie parfumée à la cire'],
  nl: [
    'T-shirt van biologisch katoen',
    'Koffiefilterhouder keramiek',
    'Linnen shopper',
    'Kaarsenset bijenwas',
  ],
};
const VARIANTS: Record<Lang, string[]> = {
  en: ['Size: M / Colour: Black', 'Colour: Sand', 'Size: L', 'Default Title'],
  fr: ['Taille : M / Couleur : Noir', 'Couleur : Sable', 'Taille : L', ''],
  nl: ['Maat: M / Kleur: Zwart', 'Kleur: Zand', 'Maat: L', ''],
};
const SUBS = ['Billed monthly', 'Includes setup and configuration', 'As per quote 2026-17', 'Remote', ''];
const NINJA_KEYS: Array<[string, string]> = [
  ['Website design', 'Landing page and three sub-pages, responsive, two rounds of revisions'],
  ['Hosting', 'Managed WordPress hosting, 12 months'],
  ['Support retainer', 'Up to 10 hours of support per month'],
  ['Copywriting', 'Product descriptions for the spring collection'],
  ['SEO audit', 'Technical audit with a prioritised list of fixes'],
  ['Photography', 'Half-day product shoot incl. editing'],
];
/** Unit words per layout language: [word, code]. */
const ODOO_UNITS: Record<Lang, Array<[string, string]>> = {
  en: [
    ['Units', 'C62'],
    ['Hours', 'HUR'],
    ['Days', 'DAY'],
    ['kg', 'KGM'],
    ['Units', 'C62'],
    ['m', 'MTR'],
  ],
  fr: [
    ['Unité(s)', 'C62'],
    ['Heures', 'HUR'],
    ['Jours', 'DAY'],
    ['kg', 'KGM'],
    ['Unité(s)', 'C62'],
    ['m', 'MTR'],
  ],
  nl: [
    ['Stuk(s)', 'C62'],
    ['Uren', 'HUR'],
    ['Dagen', 'DAY'],
    ['kg', 'KGM'],
    ['Stuk(s)', 'C62'],
    ['m', 'MTR'],
  ],
};
const PENNY_UNITS: Array<[string, string]> = [
  ['unité', 'C62'],
  ['jour', 'DAY'],
  ['heure', 'HUR'],
  ['pièce', 'H87'],
  ['kg', 'KGM'],
  ['m', 'MTR'],
];
const PHONE: Record<string, string> = {
  IE: '+353 1',
  GB: '+44 20',
  BE: '+32 2',
  LU: '+352 26',
  NL: '+31 20',
  FR: '+33 1',
  US: '(614)',
};
const COUNTRY: Record<Lang, Record<string, string>> = {
  en: {
    DE: 'Germany',
    IE: 'Ireland',
    GB: 'United Kingdom',
    NL: 'Netherlands',
    BE: 'Belgium',
    LU: 'Luxembourg',
    FR: 'France',
    US: 'United States',
  },
  fr: { DE: 'Allemagne', BE: 'Belgique', LU: 'Luxembourg', FR: 'France', NL: 'Pays-Bas' },
  nl: { DE: 'Duitsland', NL: 'Nederland', BE: 'België', FR: 'Frankrijk', LU: 'Luxemburg' },
};

export function generateBlind17(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND17_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      odoo: drawOdoo,
      ninja: drawNinja,
      wave: drawWave,
      paypal: drawPaypal,
      shopify: drawShopify,
      pennylane: drawPennylane,
      moneybird: drawMoneybird,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
const blankLine = (i: number, rate: string): Ln => ({
  id: String(i + 1),
  name: '',
  ref: '',
  sub: '',
  sku: '',
  desc: '',
  qty: '1',
  unit: ['', 'C62'],
  price: '0.00',
  netPrice: '0.00',
  disc: '',
  rate,
  net: '0.00',
  grossAmt: '',
});

function quantityFor(code: string, t: Tools): string {
  if (code === 'HUR') return t.pick(['1.5', '4', '7.5', '16', '2.25', '38']);
  if (code === 'DAY') return String(t.int(1, 5));
  if (code === 'KGM' || code === 'MTR') return t.pick(['2.5', '12', '40', '125']);
  return String(t.pick([1, 1, 2, 3, 6, 10, 25]));
}

function itemLine(i: number, d: Pick<Doc, 'tpl' | 'lang' | 't' | 'cat'>, rate: string): Ln {
  const { t, lang, tpl } = d;
  const l = blankLine(i, rate);
  if (tpl === 'shopify') {
    // whole net unit prices: the gross price printed divides exactly
    const unitNet = String(t.int(4, 120));
    l.qty = String(t.pick([1, 1, 1, 2, 3, 4]));
    l.price = `${unitNet}.00`;
    l.netPrice = l.price;
    l.net = round(dec(l.qty).times(unitNet));
    l.grossAmt = round(dec(l.net).times(dec(100).plus(rate)).dividedBy(100));
    l.name = t.pick(SHOP_ITEMS[lang]);
    l.sub = t.pick(VARIANTS[lang]);
    l.sku = `${t.pick(['TSH', 'MUG', 'BAG', 'CND'])}-${t.digits(4)}`;
    return l;
  }
  const units = tpl === 'odoo' ? ODOO_UNITS[lang] : tpl === 'pennylane' ? PENNY_UNITS : undefined;
  const unit = units ? t.pick(units) : (['', 'C62'] as [string, string]);
  l.unit = unit;
  l.qty = units ? quantityFor(unit[1], t) : String(t.pick([1, 1, 2, 3, 5, 12]));
  l.price = `${t.int(3, 1450)}.${t.pick(['00', '50', '90', '25', '00'])}`;
  const disc = (tpl === 'odoo' || tpl === 'pennylane') && t.rnd() < 0.25 ? t.pick(['5', '10', '15']) : '';
  const { net, netPrice } = discounted(l.qty, l.price, disc);
  Object.assign(l, { disc, net, netPrice });
  if (tpl === 'ninja') {
    const [key, desc] = t.pick(NINJA_KEYS);
    l.name = key;
    l.desc = desc;
    return l;
  }
  const base = t.pick(ITEMS[lang]);
  l.name = i > 0 && t.rnd() < 0.3 ? `${base} ${t.pick(['Pro', 'XL', 'Plus', 'II'])}` : base;
  if (tpl === 'odoo' && t.rnd() < 0.5) l.ref = `[${t.pick(['FURN', 'E-COM', 'SRV', 'CONS'])}_${t.digits(4)}]`;
  if (tpl === 'wave' || tpl === 'paypal') l.sub = t.pick(SUBS);
  return l;
}

function buildLines(d: Pick<Doc, 'tpl' | 'lang' | 't' | 'v' | 'cat'>, rates: string[]): Ln[] {
  const { t, tpl, v } = d;
  // two variants per layout are long (two pages where the layout breaks pages)
  const n = v === 4 || v === 7 ? t.int(9, 12) : t.int(1, 6);
  const std = d.cat === 'AE' ? '0' : (rates[0] as string);
  const two =
    d.cat === 'S' &&
    rates.length > 1 &&
    tpl !== 'ninja' &&
    tpl !== 'wave' &&
    tpl !== 'paypal' &&
    tpl !== 'shopify';
  const lines: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const low = two && t.rnd() < 0.25;
    lines.push(itemLine(i, d, low ? (rates[1] as string) : std));
  }
  return lines;
}

function parties(tpl: Tpl, lang: Lang, v: number, h: Helpers, t: Tools) {
  const scs = SELLER_CC[tpl][lang];
  const sc = scs[Math.floor(v / LANGS[tpl].length) % scs.length] as string;
  const s: KitParty & { state?: string } = sc === 'US' ? usParty(t, 'seller') : anyParty(sc, h, t);
  // EU sellers: every other one to a German business (reverse charge); shops sell at home
  const abroad = sc !== 'US' && sc !== 'GB' && tpl !== 'shopify' && v % 2 === 1;
  const bc = abroad ? 'DE' : sc;
  const b: KitParty = bc === 'US' ? usParty(t, 'buyer') : anyParty(bc, h, t);
  if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Nordstern ${b.name}`;
  if (tpl === 'shopify' && v % 3 !== 0) {
    b.name = personName(t);
    b.vat = undefined;
  }
  if (sc === 'BE' && s.vat) {
    s.vat = `BE0${s.vat.slice(-9)}`;
    s.vatShown = s.vat;
  }
  if (sc === 'US') s.vat = undefined;
  if (bc === 'US') b.vat = undefined;
  const cat: 'S' | 'AE' = abroad ? 'AE' : 'S';
  return { s, b, cat };
}

function moneyRates(s: KitParty & { taxRate?: string }): string[] {
  if (s.country === 'US') return [s.taxRate ?? '7.25'];
  return RATES[s.country] ?? ['20'];
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND17_TPLS.length);
  const lang = LANGS[tpl][v % LANGS[tpl].length] as Lang;
  const { s, b, cat } = parties(tpl, lang, v, h, t);
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: '' } : undefined;
  const rates = moneyRates(s);
  const lines = buildLines({ tpl, lang, t, v, cat }, rates);
  const shipping = (tpl === 'paypal' || tpl === 'shopify') && !credit && v % 3 !== 2;
  const charge = shipping
    ? tpl === 'shopify'
      ? t.pick(['4.00', '5.00', '9.00'])
      : t.pick(['12.50', '25.00'])
    : '';
  const std = cat === 'AE' ? '0' : (rates[0] as string);
  const { vat, vatT } = vatSums(charge ? [...lines, { rate: std, net: charge }] : lines);
  const { lineNet } = vatSums(lines);
  const gross = round(
    dec(lineNet)
      .plus(dec(charge || '0'))
      .plus(dec(vatT)),
  );
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const partPaid =
    (tpl === 'odoo' || tpl === 'ninja' || tpl === 'wave' || tpl === 'pennylane') && v % 4 === 2;
  const paid =
    tpl === 'shopify'
      ? gross
      : partPaid && !credit
        ? round(
            dec(gross)
              .times(t.pick(['0.3', '0.5']))
              .toDecimalPlaces(0),
          )
        : '';
  if (credit) {
    credit.orig = numberOf(tpl, lang, t, false);
    credit.date = addDays(issue, -t.int(5, 70));
  }
  const cur = s.country === 'US' ? 'USD' : s.country === 'GB' ? 'GBP' : 'EUR';
  const poWanted = tpl !== 'shopify' && t.rnd() < 0.5;
  const ship =
    (tpl === 'paypal' || tpl === 'shopify') && v % 2 === 0
      ? {
          name: personName(t),
          lines: [
            `${t.int(2, 90)} ${t.pick(['Mill Lane', 'Station Road', 'Kerkstraat', 'Rue Neuve'])}`,
            `${b.pc} ${b.city}`,
          ],
        }
      : undefined;
  return {
    tpl,
    lang,
    v,
    cur,
    s,
    b,
    ship,
    contact: personName(t),
    credit,
    cat,
    lines,
    vat,
    lineNet,
    charge,
    vatT,
    gross,
    paid,
    number: numberOf(tpl, lang, t, !!credit),
    // Odoo's credit note prints its reversal in the "Reference" field instead
    po:
      poWanted && !(credit && tpl === 'odoo')
        ? t.pick([`PO-${t.digits(5)}`, `${t.digits(6)}`, `BC-2026-${t.digits(3)}`])
        : '',
    issue,
    due: addDays(issue, t.pick([14, 30, 30, 45])),
    iban: ibanOfCountry(s.country === 'US' || s.country === 'GB' ? 'IE' : s.country, t),
    bic:
      s.country === 'BE'
        ? t.pick(['GEBABEBB', 'KREDBEBB'])
        : s.country === 'FR'
          ? t.pick(['BNPAFRPP', 'AGRIFRPP'])
          : bicOf(s.country, t),
    phone: `${PHONE[s.country] ?? '+44 20'} ${t.digits(3)} ${t.digits(4)}`,
    email: `${t.pick(lang === 'en' ? ['accounts', 'hello', 'billing'] : lang === 'fr' ? ['contact', 'compta'] : ['info', 'administratie'])}@${mailDomain(s.name)}`,
    t,
  };
}

function numberOf(tpl: Tpl, lang: Lang, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  if (tpl === 'odoo') {
    const j = lang === 'fr' ? 'FAC' : lang === 'nl' ? 'VF' : 'INV';
    return `${credit ? `R${j}` : j}/2026/${n(lang === 'nl' ? 4 : 5)}`;
  }
  if (tpl === 'ninja') return credit ? n(4) : t.rnd() < 0.5 ? n(4) : `INV-${n(4)}`;
  if (tpl === 'wave') return String(t.int(12, 480));
  if (tpl === 'paypal') return t.rnd() < 0.5 ? n(6) : `${t.int(1000, 9999)}-${t.int(10, 99)}`;
  if (tpl === 'shopify') return String(t.int(1001, 9870));
  if (tpl === 'pennylane') return credit ? `A-2026-${n(4)}` : `F-2026-${n(4)}`;
  return `2026-${n(4)}`;
}

function toInvoice(d: Doc): Invoice {
  const charge = { category: d.cat, rate: '0', reason: 'Shipping' };
  const inv = statedInvoice(d, {
    sellerName: d.s.name,
    buyerVat: buyerVatPrinted(d),
    iban: ibanPrinted(d),
    charge,
  });
  if (d.tpl === 'shopify') {
    inv.totals.amountDue = '0.00';
    inv.dueDate = undefined;
  }
  // Odoo prints the account without its BIC
  const ct = inv.paymentInstructions?.creditTransfers?.[0];
  if (d.tpl === 'odoo' && ct) ct.providerId = undefined;
  return inv;
}

/** The buyer's VAT id is printed under reverse charge always, otherwise where the layout has it. */
function buyerVatPrinted(d: Doc): boolean {
  if (!d.b.vat) return false;
  if (d.cat === 'AE') return true;
  if (d.tpl === 'shopify') return true;
  return d.tpl === 'odoo' || d.tpl === 'pennylane' || (d.tpl === 'ninja' && d.v % 2 === 0);
}
/** Where the seller's IBAN is printed. */
function ibanPrinted(d: Doc): boolean {
  if (d.tpl === 'shopify' || d.s.country === 'US') return false;
  if (d.credit && (d.tpl === 'ninja' || d.tpl === 'pennylane' || d.tpl === 'odoo')) return false;
  if (d.tpl === 'ninja' || d.tpl === 'wave' || d.tpl === 'paypal') return d.s.country !== 'GB';
  return true;
}

// ---------------------------------------------------------------------------- shared pieces
function money(d: Doc, v: string): string {
  if (d.lang === 'en') return groupedMoney(v, ',', '.');
  return groupedMoney(v, d.lang === 'fr' ? '\u202f' : '.', ',');
}
const sym = (d: Doc) => (d.cur === 'USD' ? '$' : d.cur === 'GBP' ? '£' : '€');
/** An amount with its currency as the layout writes it. */
function cur(d: Doc, v: string, neg = false): string {
  const m = `${neg ? '-' : ''}${money(d, v)}`;
  if (d.tpl === 'odoo' && d.cur === 'EUR') return `${m}\u00a0€`;
  if (d.lang === 'fr') return `${m} €`;
  if (d.lang === 'nl') return neg ? `€ -${money(d, v)}` : `€ ${m}`;
  return neg ? `-${sym(d)}${money(d, v)}` : `${sym(d)}${m}`;
}
const pct = (d: Doc, r: string) => (d.lang === 'en' ? `${r}%` : `${r.replace('.', ',')}%`);
const qtyTxt = (d: Doc, q: string, fixed = false) => {
  const s = fixed ? dec(q).toFixed(2) : q;
  return d.lang === 'en' ? s : s.replace('.', ',');
};
function dateOf(d: Doc, iso: string, style: 'us' | 'long' | 'short' | 'num'): string {
  const [y, m, dd] = iso.split('-');
  const mon = MONTH_NAMES[d.lang][Number(m) - 1] as string;
  if (style === 'us') return `${m}/${dd}/${y}`;
  if (style === 'long') return d.lang === 'en' ? `${mon} ${Number(dd)}, ${y}` : `${Number(dd)} ${mon} ${y}`;
  if (style === 'short') return `${mon.slice(0, 3)} ${Number(dd)}, ${y}`;
  return d.lang === 'nl' ? `${dd}-${m}-${y}` : `${dd}/${m}/${y}`;
}
const countryName = (d: Doc, cc: string) => COUNTRY[d.lang][cc] ?? COUNTRY.en[cc] ?? cc;
/** A party's address lines; the country under it when it is not the other party's. */
function partyLines(d: Doc, p: KitParty & { state?: string }, other: KitParty): string[] {
  const town =
    p.country === 'US'
      ? `${p.city}, ${(p as { state?: string }).state ?? ''} ${p.pc}`
      : p.country === 'IE' || p.country === 'GB'
        ? `${p.city} ${p.pc}`
        : `${p.pc} ${p.city}`;
  const out = [p.name, p.street, town];
  if (p.country !== other.country) out.push(countryName(d, p.country));
  return out;
}

type Col = [string, number, boolean, (l: Ln) => string];
interface TableOpts {
  nameCol: number;
  wrap: number;
  size?: number;
  /** printed lines under the name (not part of it) */
  under?: (l: Ln) => string[];
  /** the name as printed (with a bracketed reference, …) */
  shown?: (l: Ln) => string;
  /** a new page: draws its head and returns where the table goes on */
  onBreak?: () => number;
}
/** An item table over pages (synthetic-table.ts): heads at y0 (again after a page break), wrapped names, lines under. */
function table(p: Pager, y0: number, cols: Col[], lines: Ln[], o: TableOpts): number {
  return drawWrappedTable(p, y0, plainCols(cols), lines, {
    ...o,
    size: o.size ?? 9,
    shown: o.shown ?? ((x: Ln) => x.name),
    under: o.under ?? (() => []),
    headLess: 0.5,
    headStep: 16,
    rowStep: 11,
    rowGap: 3,
  });
}
/** Label/value rows, values right-aligned at `vx`; the last one bold. */
function totals(p: Pager, y: number, rows: Array<[string, string]>, x = 340, vx = 545, rightLabels = false) {
  y = p.need(y, rows.length * 14 + 10);
  rows.forEach(([a, v], i) => {
    const last = i === rows.length - 1;
    const st = { size: last ? 10 : 9, bold: last };
    p.put(y, x, a, { ...st, right: rightLabels });
    p.put(y, vx, v, { ...st, right: true });
    y += 14;
  });
  return y;
}
/** Footer columns at the page's foot on every page. */
function footerCols(rows: Row[], pages: number, cols: string[][], y = 770, size = 6.5) {
  const gap = 495 / cols.length;
  everyPage(rows, pages, () =>
    cols.flatMap((c, i) =>
      c.map((text, j): [number, number, string, number] => [y + j * 9, 50 + i * gap, text, size]),
    ),
  );
}
const vatRows = (d: Doc, label: (rate: string) => string): Array<[string, string]> =>
  d.vat.map((v) => [label(v.rate), money(d, v.tax)]);

// ---------------------------------------------------------------------------- odoo
const ODOO_WORDS = {
  en: {
    inv: 'Invoice',
    cn: 'Credit Note',
    date: 'Invoice Date:',
    due: 'Due Date:',
    src: 'Source:',
    ref: 'Reference:',
    rev: 'Reversal of:',
    heads: ['Description', 'Quantity', 'Unit Price', 'Disc.%', 'Taxes', 'Amount'],
    untaxed: 'Untaxed Amount',
    tax: 'VAT',
    total: 'Total',
    paidOn: 'Paid on',
    dueAmt: 'Amount Due',
    comm: 'Please use the following communication for your payment:',
    acct: 'on this account:',
    terms: 'Payment terms:',
    days: 'Days',
    taxId: 'Tax ID:',
    rc: 'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).',
    page: 'Page:',
  },
  fr: {
    inv: 'Facture',
    cn: 'Avoir',
    date: 'Date de facturation :',
    due: "Date d'échéance :",
    src: 'Origine :',
    ref: 'Référence :',
    rev: 'Extourne de :',
    heads: ['Description', 'Quantité', 'Prix unitaire', 'Rem.%', 'Taxes', 'Montant'],
    untaxed: 'Montant hors taxes',
    tax: 'TVA',
    total: 'Total',
    paidOn: 'Payé le',
    dueAmt: 'Montant dû',
    comm: 'Merci d’utiliser la communication suivante pour votre paiement :',
    acct: 'sur ce compte :',
    terms: 'Conditions de paiement :',
    days: 'jours',
    taxId: 'N° TVA :',
    rc: 'Autoliquidation : TVA due par le preneur (art. 196 de la directive 2006/112/CE).',
    page: 'Page :',
  },
  nl: {
    inv: 'Factuur',
    cn: 'Creditnota',
    date: 'Factuurdatum:',
    due: 'Vervaldatum:',
    src: 'Bron:',
    ref: 'Referentie:',
    rev: 'Terugboeking van:',
    heads: ['Omschrijving', 'Hoeveelheid', 'Prijs per eenheid', 'Kort.%', 'Belastingen', 'Bedrag'],
    untaxed: 'Belastbaar bedrag',
    tax: 'Btw',
    total: 'Totaal',
    paidOn: 'Betaald op',
    dueAmt: 'Te betalen bedrag',
    comm: 'Gelieve de volgende mededeling te gebruiken voor uw betaling:',
    acct: 'op deze rekening:',
    terms: 'Betalingstermijn:',
    days: 'dagen',
    taxId: 'Btw-nummer:',
    rc: 'Btw verlegd naar de afnemer (art. 196 Richtlijn 2006/112/EG).',
    page: 'Pagina:',
  },
};

function odooHead(d: Doc, p: Pager) {
  const w = ODOO_WORDS[d.lang];
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  p.block(partyLines(d, d.s, d.s).slice(1), 50, 62, { size: 8.5 });
  const bl = partyLines(d, d.b, d.s);
  let y = p.block(bl, 330, 140, { size: 9.5 });
  if (buyerVatPrinted(d)) p.put(y, 330, `${w.taxId} ${d.b.vat}`, { size: 9 });
  const title = `${d.credit ? w.cn : w.inv} ${d.number}`;
  p.put(230, 50, title, { size: 18 });
  const info: Array<[string, string]> = [[w.date, odooDate(d, d.issue)]];
  if (!d.credit) info.push([w.due, odooDate(d, d.due)]);
  if (d.v % 3 === 0) info.push([w.src, `S${String(d.t.int(1, 9999)).padStart(5, '0')}`]);
  if (d.credit) info.push([w.ref, `${w.rev} ${d.credit.orig}`]);
  else if (d.po) info.push([w.ref, d.po]);
  info.forEach(([a, b], i) => {
    p.put(262, 50 + i * 125, a, { size: 9, bold: true });
    p.put(275, 50 + i * 125, b, { size: 9 });
  });
  y = 300;
  return y;
}
const odooDate = (d: Doc, iso: string) => (d.lang === 'en' ? dateOf(d, iso, 'us') : dateOf(d, iso, 'num'));

function drawOdoo(d: Doc, rows: Row[]): number {
  const w = ODOO_WORDS[d.lang];
  const p = pager(rows, 60, 740);
  const y0 = odooHead(d, p);
  const anyDisc = d.lines.some((l) => l.disc);
  const h = w.heads;
  const cols: Col[] = [
    [h[0] as string, 50, false, (l) => l.name],
    [h[1] as string, 320, true, (l) => `${qtyTxt(d, l.qty, true)} ${l.unit[0]}`],
    [h[2] as string, 395, true, (l) => money(d, l.price)],
    ...(anyDisc
      ? [[h[3] as string, 440, true, (l: Ln) => (l.disc ? qtyTxt(d, dec(l.disc).toFixed(2)) : '')] as Col]
      : []),
    [h[4] as string, 485, true, (l) => (d.cat === 'AE' ? '0%' : pct(d, l.rate))],
    [h[5] as string, 545, true, (l) => cur(d, l.net)],
  ];
  let y = table(p, y0, cols, d.lines, {
    nameCol: 0,
    wrap: 44,
    shown: (l) => (l.ref ? `${l.ref} ${l.name}` : l.name),
    onBreak: () => 60,
  });
  const tot: Array<[string, string]> = [[w.untaxed, cur(d, d.lineNet)]];
  for (const v of d.vat) tot.push([`${w.tax} ${pct(d, v.rate)}`, cur(d, v.tax)]);
  tot.push([w.total, cur(d, d.gross)]);
  if (d.paid) {
    tot.push([`${w.paidOn} ${odooDate(d, addDays(d.issue, 3))}`, cur(d, d.paid)]);
    tot.push([w.dueAmt, cur(d, round(dec(d.gross).minus(d.paid)))]);
  }
  y = totals(p, y + 10, tot, 330);
  y = p.need(y + 10, 50);
  if (!d.credit) {
    const comm = d.s.country === 'BE' ? structuredCommunication(d.t) : d.number;
    p.put(y, 50, `${w.comm} ${comm}`, { size: 8.5 });
    p.put(y + 11, 50, `${w.acct} ${spaced(d.iban)}`, { size: 8.5 });
    y += 22;
    const days = Math.round((Date.parse(d.due) - Date.parse(d.issue)) / 864e5);
    p.put(y + 2, 50, `${w.terms} ${days} ${w.days}`, { size: 8.5 });
  }
  if (d.cat === 'AE') p.put(y + 16, 50, w.rc, { size: 8 });
  const site = `www.${mailDomain(d.s.name).replace('.example', '')}.example`;
  const foot = `${d.phone} | ${d.email} | ${site} | ${w.taxId} ${d.s.vat ?? ''}`;
  everyPage(rows, p.pages(), (pg, n) => [
    [790, 120, foot, 7],
    [802, 270, `${w.page} ${pg} / ${n}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- ninja
function drawNinja(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const cn = !!d.credit;
  p.put(45, 50, d.s.name, { size: 15, bold: true });
  const site = `www.${mailDomain(d.s.name).replace('.example', '')}.example`;
  p.block([d.s.name, `VAT Number: ${d.s.vatShown ?? d.s.vat}`, site, d.email, d.phone], 230, 45, { size: 8 });
  p.block(partyLines(d, d.s, d.s).slice(1), 420, 45, { size: 8 });
  const date = (iso: string) => dateOf(d, iso, d.v % 2 === 0 ? 'short' : 'long');
  const due = round(dec(d.gross).minus(dec(d.paid || '0')));
  const kv: Array<[string, string]> = [[cn ? 'Credit Number' : 'Invoice Number', d.number]];
  if (d.po) kv.push(['PO Number', d.po]);
  kv.push([cn ? 'Credit Date' : 'Invoice Date', date(d.issue)]);
  if (!cn) kv.push(['Due Date', date(d.due)]);
  kv.push([cn ? 'Credit Balance' : 'Balance Due', cur(d, due)]);
  p.kv(150, 50, 150, kv, { size: 9 }, 14);
  const bl = partyLines(d, d.b, d.s);
  p.put(150, 330, bl[0] as string, { size: 10, bold: true });
  const y1 = p.block(bl.slice(1), 330, 164, { size: 9 });
  if (buyerVatPrinted(d)) p.put(y1, 330, `VAT Number: ${d.b.vat}`, { size: 9 });
  let y = 270;
  if (cn) {
    p.put(y - 18, 50, `Credit for invoice ${d.credit?.orig} dated ${date(d.credit?.date ?? d.issue)}`, {
      size: 9,
    });
  }
  const cols: Col[] = [
    ['Item', 50, false, (l) => l.name],
    ['Description', 150, false, (l) => l.desc],
    ['Unit Cost', 410, true, (l) => cur(d, l.price)],
    ['Quantity', 465, true, (l) => l.qty],
    ['Line Total', 545, true, (l) => cur(d, l.net)],
  ];
  // the description wraps in its column: draw it as the "name" column, the key as a cell
  y = table(p, y, cols, d.lines, { nameCol: 1, wrap: 40, shown: (l) => l.desc, onBreak: () => 60 });
  const tot: Array<[string, string]> = [['Subtotal', cur(d, d.lineNet)]];
  for (const v of d.vat) tot.push([d.cat === 'AE' ? 'VAT 0%' : `VAT ${pct(d, v.rate)}`, cur(d, v.tax)]);
  tot.push(['Total', cur(d, d.gross)]);
  if (d.paid) tot.push(['Paid to Date', cur(d, d.paid)]);
  tot.push([cn ? 'Credit Balance' : 'Balance Due', cur(d, due)]);
  y = totals(p, y + 12, tot, 380);
  y = p.need(y + 14, 60);
  p.put(y, 50, 'Terms', { size: 9, bold: true });
  const bank =
    d.s.country === 'GB'
      ? `Sort code ${d.t.int(10, 99)}-${d.t.int(10, 99)}-${d.t.int(10, 99)} · Account number ${d.t.digits(8)}`
      : `IBAN ${spaced(d.iban)} · BIC ${d.bic}`;
  if (cn) y = para(p, y + 12, 50, 'This credit will be applied to your next invoice.', 95);
  else {
    p.put(y + 12, 50, `Please pay by bank transfer to ${d.s.name}:`, { size: 8 });
    p.put(y + 23, 50, bank, { size: 8 });
    y += 36;
  }
  if (d.cat === 'AE')
    para(p, y + 4, 50, 'Reverse charge – customer to account for VAT (Article 196 VAT Directive).', 95);
  everyPage(rows, p.pages(), (pg, n) => [[800, 50, `Thank you for your business! · Page ${pg} of ${n}`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- wave
function drawWave(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const us = d.s.country === 'US';
  p.put(40, 545, 'INVOICE', { size: 22, right: true });
  const sl = partyLines(d, d.s, d.b);
  p.put(70, 545, sl[0] as string, { size: 10, bold: true, right: true });
  const extra = [`Phone: ${d.phone}`, `www.${mailDomain(d.s.name).replace('.example', '')}.example`];
  if (!us) extra.unshift(`VAT Reg. No. ${d.s.vat}`);
  p.block(
    [...sl.slice(1), ...extra].map((x) => x),
    545,
    84,
    { size: 8.5, right: true },
  );
  p.put(185, 50, 'BILL TO', { size: 8, bold: true });
  const bl = partyLines(d, d.b, d.s);
  p.put(198, 50, bl[0] as string, { size: 10, bold: true });
  p.block(
    [d.contact, ...bl.slice(1), `${d.contact.split(' ')[0]?.toLowerCase()}@${mailDomain(d.b.name)}`],
    50,
    211,
    {
      size: 9,
    },
  );
  const due = round(dec(d.gross).minus(dec(d.paid || '0')));
  const date = (iso: string) => dateOf(d, iso, 'long');
  const kv: Array<[string, string]> = [['Invoice Number:', d.number]];
  if (d.po) kv.push(['P.O./S.O. Number:', d.po]);
  kv.push(
    ['Invoice Date:', date(d.issue)],
    ['Payment Due:', date(d.due)],
    [`Amount Due (${d.cur}):`, cur(d, due)],
  );
  kv.forEach(([a, b], i) => {
    const last = i === kv.length - 1;
    p.put(198 + i * 14, 450, a, { size: 9, bold: true, right: true });
    p.put(198 + i * 14, 545, b, { size: 9, bold: last, right: true });
  });
  const cols: Col[] = [
    ['Items', 50, false, (l) => l.name],
    ['Quantity', 370, true, (l) => l.qty],
    ['Price', 455, true, (l) => cur(d, l.price)],
    ['Amount', 545, true, (l) => cur(d, l.net)],
  ];
  let y = table(p, 300, cols, d.lines, { nameCol: 0, wrap: 50, under: (l) => [l.sub], onBreak: () => 60 });
  const tot: Array<[string, string]> = [['Subtotal:', cur(d, d.lineNet)]];
  const st = d.s as { state?: string };
  tot.push(...vatRows(d, (r) => (us ? `${st.state ?? ''} Sales Tax ${r}%:` : `VAT ${r}%:`)));
  tot.push(['Total:', cur(d, d.gross)]);
  if (d.paid) tot.push([`Payment on ${date(addDays(d.issue, 6))} using bank payment:`, cur(d, d.paid)]);
  tot.push([`Amount Due (${d.cur}):`, cur(d, due)]);
  y = totals(p, y + 12, tot, 455, 545, true);
  y = p.need(y + 16, 50);
  p.put(y, 50, 'Notes / Terms', { size: 9, bold: true });
  const pay = us
    ? 'Payment accepted by ACH or check. Thank you for your business!'
    : d.s.country === 'GB'
      ? `Bank transfer: sort code ${d.t.int(10, 99)}-${d.t.int(10, 99)}-${d.t.int(10, 99)}, account ${d.t.digits(8)}.`
      : `Bank transfer: IBAN ${spaced(d.iban)} BIC ${d.bic}`;
  para(p, y + 12, 50, pay, 100);
  return p.pages();
}

// ---------------------------------------------------------------------------- paypal
function drawPaypal(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const us = d.s.country === 'US';
  p.put(45, 50, d.s.name, { size: 14, bold: true });
  const sl = partyLines(d, d.s, d.s).slice(1);
  p.block([...sl, d.email, d.phone, ...(us ? [] : [`VAT: ${d.s.vat}`])], 50, 63, { size: 8.5 });
  p.put(45, 545, 'INVOICE', { size: 20, bold: true, right: true });
  const date = (iso: string) => dateOf(d, iso, 'short');
  const kv: Array<[string, string]> = [
    ['Invoice #:', d.number],
    ['Invoice date:', date(d.issue)],
  ];
  if (d.po) kv.push(['Reference:', d.po]);
  kv.push(['Due date:', date(d.due)]);
  p.kv(75, 400, 545, kv, { size: 9 }, 13);
  const due = round(dec(d.gross).minus(dec(d.paid || '0')));
  p.put(140, 400, 'Amount due:', { size: 10, bold: true });
  p.put(140, 545, `${cur(d, due)} ${d.cur}`, { size: 10, bold: true, right: true });
  p.put(180, 50, 'Bill to:', { size: 9, bold: true });
  const bl = partyLines(d, d.b, d.s);
  const mail = `${d.contact.split(' ')[1]?.toLowerCase()}@${mailDomain(d.b.name)}`;
  p.block([...bl, ...(buyerVatPrinted(d) ? [`VAT: ${d.b.vat}`] : []), mail], 50, 193, { size: 9 });
  if (d.ship) {
    p.put(180, 300, 'Ship to:', { size: 9, bold: true });
    p.block([d.ship.name, ...d.ship.lines], 300, 193, { size: 9 });
  }
  const cols: Col[] = [
    ['Description', 50, false, (l) => l.name],
    ['Quantity', 380, true, (l) => l.qty],
    ['Price', 460, true, (l) => cur(d, l.price)],
    ['Amount', 545, true, (l) => cur(d, l.net)],
  ];
  let y = table(p, 290, cols, d.lines, { nameCol: 0, wrap: 52, under: (l) => [l.sub], onBreak: () => 60 });
  const tot: Array<[string, string]> = [['Subtotal', cur(d, d.lineNet)]];
  if (d.charge) tot.push(['Shipping', cur(d, d.charge)]);
  tot.push(
    ...vatRows(d, (r) => (us ? `Sales tax (${r}%)` : `VAT (${r}%)`)).map(([a, b]): [string, string] => [
      a,
      `${sym(d)}${b}`,
    ]),
  );
  tot.push(['Total', `${cur(d, d.gross)} ${d.cur}`]);
  if (d.paid) tot.push(['Amount paid', `-${cur(d, d.paid)}`]);
  tot.push(['Balance due', `${cur(d, due)} ${d.cur}`]);
  y = totals(p, y + 12, tot, 380);
  y = p.need(y + 16, 50);
  if (d.cat === 'AE') {
    p.put(y, 50, 'Reverse charge: the customer accounts for the VAT (Art. 196 VAT Directive).', { size: 8 });
    y += 16;
  }
  p.put(y, 50, 'Notes', { size: 9, bold: true });
  para(
    p,
    y + 12,
    50,
    ibanPrinted(d)
      ? `Bank transfer to IBAN ${spaced(d.iban)} (BIC ${d.bic}) or pay online.`
      : 'Pay online with PayPal or by card.',
    100,
  );
  return p.pages();
}

// ---------------------------------------------------------------------------- shopify
const SHOP_WORDS = {
  en: {
    inv: 'Invoice',
    order: 'Order',
    date: 'Order date',
    bill: 'Bill to',
    ship: 'Ship to',
    heads: ['Quantity', 'Item', 'Price'],
    sub: 'Subtotal',
    shipping: 'Shipping',
    incl: 'Includes VAT',
    total: 'Total',
    paid: 'Paid by Visa ending in',
    rest: 'Outstanding balance',
    vat: 'VAT',
  },
  fr: {
    inv: 'Facture',
    order: 'Commande',
    date: 'Date de commande',
    bill: 'Facturer à',
    ship: 'Expédier à',
    heads: ['Quantité', 'Article', 'Prix'],
    sub: 'Sous-total',
    shipping: 'Expédition',
    incl: 'Dont TVA',
    total: 'Total',
    paid: 'Payé par carte Visa se terminant par',
    rest: 'Solde restant',
    vat: 'TVA',
  },
  nl: {
    inv: 'Factuur',
    order: 'Bestelling',
    date: 'Besteldatum',
    bill: 'Factuuradres',
    ship: 'Verzendadres',
    heads: ['Aantal', 'Artikel', 'Prijs'],
    sub: 'Subtotaal',
    shipping: 'Verzending',
    incl: 'Inclusief btw',
    total: 'Totaal',
    paid: 'Betaald met Visa eindigend op',
    rest: 'Openstaand saldo',
    vat: 'Btw',
  },
};
const grossOf = (net: string, rate: string) => round(dec(net).times(dec(100).plus(rate)).dividedBy(100));

function drawShopify(d: Doc, rows: Row[]): number {
  const w = SHOP_WORDS[d.lang];
  const p = pager(rows, 60, 740);
  p.put(45, 50, d.s.name, { size: 16, bold: true });
  p.block([...partyLines(d, d.s, d.s).slice(1), d.email, `${w.vat}: ${d.s.vat}`], 50, 66, { size: 8.5 });
  p.put(45, 545, w.inv, { size: 18, right: true });
  p.put(70, 545, `${w.order} #${d.number}`, { size: 10, bold: true, right: true });
  p.put(84, 545, `${w.date}: ${dateOf(d, d.issue, 'long')}`, { size: 9, right: true });
  p.put(170, 50, w.bill, { size: 9, bold: true });
  const bl = partyLines(d, d.b, d.s);
  const y1 = p.block(bl, 50, 183, { size: 9 });
  if (buyerVatPrinted(d)) p.put(y1, 50, `${w.vat}: ${d.b.vat}`, { size: 9 });
  p.put(170, 300, w.ship, { size: 9, bold: true });
  p.block(d.ship ? [d.ship.name, ...d.ship.lines] : bl, 300, 183, { size: 9 });
  const [hq, hi, hp] = w.heads as [string, string, string];
  const cols: Col[] = [
    [hq, 50, false, (l) => l.qty],
    [hi, 100, false, (l) => l.name],
    [hp, 545, true, (l) => cur(d, l.grossAmt)],
  ];
  const y = table(p, 270, cols, d.lines, {
    nameCol: 1,
    wrap: 55,
    under: (l) => [l.sub, `SKU: ${l.sku}`],
    onBreak: () => 60,
  });
  const grossLines = round(d.lines.reduce((a, l) => a.plus(l.grossAmt), dec(0)));
  const top = d.vat[0]?.rate ?? '0';
  const tot: Array<[string, string]> = [[w.sub, cur(d, grossLines)]];
  if (d.charge) tot.push([w.shipping, cur(d, grossOf(d.charge, top))]);
  tot.push(...d.vat.map((v): [string, string] => [`${w.incl} ${pct(d, v.rate)}`, cur(d, v.tax)]));
  tot.push([w.total, cur(d, d.gross)]);
  tot.push([`${w.paid} ${d.t.digits(4)}`, cur(d, d.gross)]);
  tot.push([w.rest, cur(d, '0.00')]);
  totals(p, y + 12, tot, 300);
  everyPage(rows, p.pages(), () => [
    [790, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · ${d.email}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- pennylane
function pennyHead(d: Doc, p: Pager) {
  const siren = (d.s.vat ?? 'FR00000000000').slice(4);
  const sirenTxt = `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6, 9)}`;
  p.put(45, 50, d.s.name, { size: 13, bold: true });
  const id = d.v % 2 === 0 ? `SIREN : ${sirenTxt}` : `SIRET : ${sirenTxt} ${d.t.digits(5)}`;
  const sl = partyLines(d, d.s, d.s).slice(1);
  p.block([...sl, id, `N° TVA intracommunautaire : ${d.s.vat}`, d.email, d.phone], 50, 63, { size: 8.5 });
  p.put(45, 545, d.credit ? 'AVOIR' : 'FACTURE', { size: 20, bold: true, right: true });
  p.put(72, 545, `N° ${d.number}`, { size: 10, right: true });
  const kv: Array<[string, string]> = [["Date d'émission", dateOf(d, d.issue, 'num')]];
  if (d.credit) kv.push(["Facture d'origine", `${d.credit.orig} du ${dateOf(d, d.credit.date, 'num')}`]);
  else kv.push(["Date d'échéance", dateOf(d, d.due, 'num')]);
  if (d.po) kv.push(['Bon de commande', d.po]);
  p.kv(92, 340, 545, kv, { size: 8.5 }, 13);
  p.put(165, 330, 'Client', { size: 8, bold: true });
  const y = p.block(partyLines(d, d.b, d.s), 330, 178, { size: 9.5 });
  if (buyerVatPrinted(d)) p.put(y, 330, `N° TVA : ${d.b.vat}`, { size: 8.5 });
}

function drawPennylane(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 720);
  pennyHead(d, p);
  p.put(258, 50, `Objet : ${d.t.pick(['Prestations du mois', 'Commande', 'Accompagnement projet'])}`, {
    size: 9,
  });
  const remise = d.lines.some((l) => l.disc);
  const cols: Col[] = [
    ['Désignation', 50, false, (l) => l.name],
    ['Qté', 305, true, (l) => qtyTxt(d, l.qty)],
    ['Unité', 312, false, (l) => l.unit[0]],
    ['Prix unitaire HT', 410, true, (l) => cur(d, l.price)],
    ...(remise ? [['Remise', 450, true, (l: Ln) => (l.disc ? `${l.disc} %` : '')] as Col] : []),
    ['TVA', 490, true, (l) => `${pct(d, l.rate).replace('%', ' %')}`],
    ['Total HT', 545, true, (l) => cur(d, l.net)],
  ];
  let y = table(p, 285, cols, d.lines, { nameCol: 0, wrap: 42, onBreak: () => 60 });
  const tot: Array<[string, string]> = [['Total HT', cur(d, d.lineNet)]];
  tot.push(
    ...d.vat.map((v): [string, string] => [`TVA ${pct(d, v.rate).replace('%', ' %')}`, cur(d, v.tax)]),
  );
  tot.push(['Total TTC', cur(d, d.gross)]);
  if (d.paid) tot.push(['Acompte versé', `-${cur(d, d.paid)}`]);
  if (!d.credit)
    tot.push([d.paid ? 'Reste à payer' : 'Net à payer', cur(d, round(dec(d.gross).minus(d.paid || '0')))]);
  y = totals(p, y + 12, tot, 360);
  y = p.need(y + 12, 110);
  if (d.cat === 'AE')
    y = para(
      p,
      y,
      50,
      'Autoliquidation – TVA due par le preneur, art. 283-2 du CGI et art. 196 de la directive 2006/112/CE.',
      100,
    );
  if (!d.credit) {
    p.put(
      y + 2,
      50,
      `Conditions de paiement : ${d.t.pick(['à 30 jours', 'à réception', '45 jours fin de mois'])}`,
      { size: 8.5 },
    );
    p.put(y + 14, 50, 'Mode de paiement : Virement bancaire', { size: 8.5 });
    p.put(y + 26, 50, `IBAN : ${spaced(d.iban)}   BIC : ${d.bic}`, { size: 8.5 });
    para(
      p,
      y + 42,
      50,
      "En cas de retard de paiement, une pénalité égale à 3 fois le taux d'intérêt légal sera exigible (article L441-10 du Code de commerce), ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte pour paiement anticipé.",
      110,
      7,
    );
  }
  const siren = (d.s.vat ?? '').slice(4);
  const legal = `${d.s.name} – Capital social ${money(d, String(d.t.pick([1000, 5000, 10000, 37000])))} € – RCS ${d.s.city} ${siren} – APE ${d.t.pick(['6201Z', '7022Z', '4791B'])} – TVA ${d.s.vat}`;
  everyPage(rows, p.pages(), (pg, n) => [
    [785, 50, legal, 6.5],
    [797, 500, `Page ${pg}/${n}`, 6.5],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- moneybird
function drawMoneybird(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const eb = d.v % 2 === 1; // e-Boekhouden look
  const cn = !!d.credit;
  const neg = cn && !eb;
  const sl = partyLines(d, d.s, d.s);
  p.put(45, 545, sl[0] as string, { size: 12, bold: true, right: true });
  p.block(sl.slice(1), 545, 62, { size: 8.5, right: true });
  const bl = partyLines(d, d.b, d.s);
  const withTav = d.v % 3 === 0;
  p.block(withTav ? [bl[0] as string, `T.a.v. ${d.contact}`, ...bl.slice(1)] : bl, 50, 140, { size: 10 });
  if (buyerVatPrinted(d)) p.put(215, 50, `Btw-nummer: ${d.b.vat}`, { size: 8.5 });
  p.put(250, 50, cn ? 'Creditfactuur' : 'Factuur', { size: 18, bold: true });
  const date = (iso: string) => (eb ? dateOf(d, iso, 'num') : dateOf(d, iso, 'long'));
  const kv: Array<[string, string]> = [
    [eb ? 'Factuurnummer:' : 'Factuurnummer', d.number],
    [eb ? 'Factuurdatum:' : 'Factuurdatum', date(d.issue)],
  ];
  if (!cn) kv.push([eb ? 'Vervaldatum:' : 'Vervaldatum', date(d.due)]);
  if (d.po) kv.push([eb ? 'Uw referentie:' : 'Uw referentie', d.po]);
  if (eb) p.kv(140, 370, 545, kv, { size: 9 }, 13);
  else p.kv(278, 50, 160, kv, { size: 9 }, 13);
  let y = eb ? 285 : 345;
  if (cn) {
    p.put(y, 50, `Creditfactuur voor factuur ${d.credit?.orig} van ${date(d.credit?.date ?? d.issue)}`, {
      size: 9,
    });
    y += 18;
  }
  const m = (v: string) => cur(d, v, neg);
  const rateTxt = (l: Ln) => (d.cat === 'AE' ? 'verlegd' : pct(d, l.rate));
  const cols: Col[] = eb
    ? [
        ['Omschrijving', 50, false, (l) => l.name],
        ['Aantal', 330, true, (l) => qtyTxt(d, l.qty)],
        ['Prijs', 410, true, (l) => m(l.price)],
        ['Btw', 460, true, rateTxt],
        ['Bedrag', 545, true, (l) => m(l.net)],
      ]
    : [
        ['Aantal', 50, false, (l) => qtyTxt(d, l.qty)],
        ['Omschrijving', 100, false, (l) => l.name],
        ['Prijs', 400, true, (l) => m(l.price)],
        ['Btw', 450, true, rateTxt],
        ['Totaal', 545, true, (l) => m(l.net)],
      ];
  y = table(p, y, cols, d.lines, { nameCol: eb ? 0 : 1, wrap: 45, onBreak: () => 60 });
  const tot: Array<[string, string]> = [['Subtotaal', m(d.lineNet)]];
  for (const v of d.vat)
    tot.push([d.cat === 'AE' ? 'Btw verlegd' : `${pct(d, v.rate)} btw over ${cur(d, v.base)}`, m(v.tax)]);
  tot.push(['Totaal', m(d.gross)]);
  y = totals(p, y + 12, tot, 330);
  y = p.need(y + 14, 50);
  if (d.cat === 'AE') y = para(p, y, 50, 'Btw verlegd naar afnemer (art. 196 Btw-richtlijn).', 100, 8.5);
  if (!cn)
    para(
      p,
      y + 4,
      50,
      `Wij verzoeken u vriendelijk het bovenstaande bedrag van ${cur(d, d.gross)} vóór ${dateOf(d, d.due, 'num')} te voldoen op onze bankrekening ${spaced(d.iban)} t.n.v. ${d.s.name} onder vermelding van het factuurnummer ${d.number}.`,
      100,
      8.5,
    );
  const kvk =
    d.s.country === 'NL' ? `KvK ${d.t.digits(8)}` : `Ondernemingsnr. ${beEnterpriseNo(d.s.vat ?? '')}`;
  footerCols(rows, p.pages(), [
    [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`],
    [`T ${d.phone}`, `E ${d.email}`],
    [kvk, `Btw-id ${d.s.vat}`],
    [`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`],
  ]);
  return p.pages();
}
