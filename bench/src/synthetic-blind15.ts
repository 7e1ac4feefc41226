/**
 * `--templates blind15` of extraction-synthetic.ts: held-out layouts of session 14 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for invoices a German business
 * receives from suppliers abroad, in English, French, Dutch, Spanish and Italian, as producers
 * blind2–13 do not imitate print them (looks taken from public descriptions, no file copied) —
 * - `zoho` (en, IE/MT/GB seller; Zoho-Invoice-like): the seller top left, "INVOICE" and "# INV-000042"
 *   top right with a "Balance Due" box under them, "Bill To" at the left, "Invoice Date :",
 *   "Terms :", "Due Date :", "P.O.# :" stacked right with colons, an item table "# | Item &
 *   Description | Qty | Rate | Tax | Amount" whose unit is printed UNDER the quantity and whose
 *   description is a grey line under the item, "Sub Total / Shipping charge / VAT (23%) / Total /
 *   Payment Made (-) / Balance Due", "Notes" and "Terms & Conditions"; reverse charge to a German
 *   business; credit notes ("CREDIT NOTE", "# CN-00012", "Reference# INV-…", "Credits Remaining");
 * - `sellsy` (fr, Belgian or Luxembourg seller; Sellsy/Henrri-like): "Émetteur" and "Destinataire"
 *   boxes side by side, "N° d'entreprise BE 0123.456.789" / "TVA BE0123456789", "RCS Luxembourg
 *   B123456", L-1855 post codes, a reference box "Facture n° / Date / Échéance / Réf. client",
 *   "Réf. | Désignation | Qté | PU HTVA | Rem. | TVA | Total HTVA", "Total HTVA / TVA 21 % sur x /
 *   Total TVAC / Montant à payer", a Belgian structured communication "+++123/4567/89012+++",
 *   a three-column footer; "Note de crédit" referring to the invoice ("Concerne la facture n° …");
 * - `exact` (nl, NL/BE seller; Exact-Online-like ERP): the letterhead at the right, the customer
 *   in the window at the left, labels with colons "Factuurnummer: / Factuurdatum: / Vervaldatum: /
 *   Debiteurnummer: / Uw referentie:" at the right, "Artikel | Omschrijving | Aantal | Eenheid |
 *   Prijs | Korting | Bedrag" with article codes, a VAT table "Btw-code | Omschrijving | Grondslag
 *   | Btw" ("1 Btw hoog 21%"), "Totaal excl. btw / Btw / Totaal incl. btw", "Btw verlegd" to a
 *   German business, long invoices continued on page 2 ("Transport"), a four-column footer;
 *   "Creditnota" with "Betreft factuur …";
 * - `holded` (es; Holded-like): "FACTURA" with "Número / Fecha / Vencimiento", the seller with
 *   "NIF-IVA" at the left, "CLIENTE" at the right, "CONCEPTO | PRECIO | UNIDADES | DTO. | IVA |
 *   TOTAL", "BASE IMPONIBLE / IVA 21% / IVA 10% / TOTAL", "Inversión del sujeto pasivo" to a
 *   German business, "Forma de pago: Transferencia bancaria"; "FACTURA RECTIFICATIVA" with
 *   "Factura rectificada: …";
 * - `fic` (it; Fatture-in-Cloud-like / Italian gestionale): seller with "P.IVA … - C.F. …", a grid
 *   of labels over values "Tipo documento | Numero | Data | Pagina", "Cedente/prestatore" and
 *   "Spett.le" / "Cessionario/committente", "Codice | Descrizione | U.M. | Q.tà | Prezzo unit. |
 *   Sconto % | Importo | IVA", a "Riepilogo IVA" table "Aliquota | Imponibile | Imposta", a
 *   horizontal grid "Imponibile | IVA | Totale documento", "Scadenze", "Modalità di pagamento:
 *   Bonifico bancario"; "N2.1" and "art. 7-ter" for services to a German business; "Nota di
 *   credito" with "Rif. fattura n. …";
 * - `cloudrc` (en; Google-Workspace/Atlassian/Adobe-like reverse-charge SaaS invoice): "Invoice"
 *   top left, "Invoice number / Invoice date / Billing ID / Account" at the right, "Bill to" with
 *   the customer's VAT id, a summary box "Total in EUR €x", "Summary for Mar 1, 2026 - Mar 31,
 *   2026", the detail on the same page or on page 2 "Description | Interval | Quantity |
 *   Amount(€)" — no unit price printed —, "Subtotal in EUR / VAT (0%) / Total in EUR", the
 *   reverse-charge sentence, the provider's name, address and VAT number only at the foot;
 * - `courier` (en; DHL/UPS-like express courier): account number, "Invoice number / Invoice date /
 *   Payment terms / Due date", a shipment list "Ship date | Waybill | Origin | Destination |
 *   Weight | Service | Amount" (one line per shipment; the weight in kg next to the amount), a
 *   "Fuel surcharge" line, "Page 1 of 2" and the list continued, "Net / VAT / Total", a
 *   reverse-charge note from a Benelux seller or 19 % from a German one;
 * - `freelance` (en; Upwork/Fiverr-like freelance-platform invoice issued on behalf of a
 *   freelancer): "Invoice # T600123456", "Date", "Contract", "From:" the freelancer (a person) with
 *   address and VAT number, "Bill to:" the client, hourly contracts "Description | Period | Hours |
 *   Rate | Amount" with hours printed as h:mm ("12:30") and rates "$45.00/hr", fixed-price
 *   contracts "Description | Qty | Amount", "Total", "VAT reverse charge".
 *
 * Truth = the generated model. Decisions where the print allows more than one reading:
 * - credit notes (zoho, sellsy, exact, holded, fic): type 381, amounts printed positive, the
 *   original invoice as preceding invoice; no due date (none printed);
 * - services or goods to a German business from another EU country: category AE, rate 0, the
 *   buyer's VAT id in the truth (printed); otherwise category S at the seller country's rates;
 * - a document-level "Shipping charge" (zoho) is a charge at the standard rate (BT-109 = lines +
 *   charge); "Payment Made" lowers the amount due;
 * - `zoho`: the description line under an item is no part of its name; the unit under the
 *   quantity is the line's unit; "P.O.#" → BT-13;
 * - `exact`: line id = row number; the article code is no line id; "Uw referentie" → BT-13
 *   (the buyer's order); "Debiteurnummer" is no field;
 * - `fic`: the "Codice" is no line id (line id = row number); "Tipo documento" "Fattura" /
 *   "Nota di credito" decides the type; the province in parentheses after the town ("Verona (VR)")
 *   is the subdivision, no part of the city; "Scadenze" gives the due date;
 * - `cloudrc`: the unit price is not printed: net price = amount / quantity (exact by
 *   construction); the interval is no part of the name; unit C62; the seller is the provider at
 *   the foot;
 * - `courier`: one line per shipment at quantity 1, unit C62, net price = its amount, name = the
 *   service ("Express Worldwide"); waybill, route and weight are not part of it; the fuel
 *   surcharge is one more line named "Fuel surcharge" at quantity 1;
 * - `freelance`: hours "12:30" = quantity 12.5, unit HUR, net price = the hourly rate; fixed-price
 *   rows quantity 1, C62; the freelancer is the seller (a person's name); the platform is no party;
 * - units: pcs/pz/stuk/unidad/u. H87, hrs/hours/ore/uur/horas/h HUR, days/gg/dagen/días/jours DAY,
 *   kg KGM, m MTR, none printed C62; line id = row number (the "#" column where printed).
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  beEnterpriseNo,
  bicOf,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOfCountry,
  type KitDoc,
  type KitParty,
  MONTH_NAMES,
  mailDomain,
  pager,
  personName,
  statedInvoice,
  structuredCommunication,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, discounted, randomTools, rowWriter, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';
import { drawPlainTable, plainCols } from './synthetic-table.ts';

export const BLIND15_TPLS = [
  'zoho',
  'sellsy',
  'exact',
  'holded',
  'fic',
  'cloudrc',
  'courier',
  'freelance',
] as const;
type Tpl = (typeof BLIND15_TPLS)[number];
type Lang = 'en' | 'fr' | 'nl' | 'es' | 'it';
type Writer = ReturnType<typeof rowWriter>;
type Pager = ReturnType<typeof pager>;

interface Ln {
  id: string;
  name: string;
  /** a printed line under the item (description, interval), not part of the name */
  sub: string;
  /** an article code printed in its own column, no line id */
  code: string;
  qty: string;
  unit: [string, string];
  price: string;
  netPrice: string;
  disc: string;
  rate: string;
  net: string;
}
interface Doc extends KitDoc<Tpl, Ln> {
  lang: Lang;
  cur: string;
  sym: string;
  cat: 'S' | 'AE';
  money: (v: string) => string;
  date: (iso: string) => string;
}

const LANG: Record<Tpl, Lang> = {
  zoho: 'en',
  sellsy: 'fr',
  exact: 'nl',
  holded: 'es',
  fic: 'it',
  cloudrc: 'en',
  courier: 'en',
  freelance: 'en',
};
const RATES: Record<string, string[]> = {
  IE: ['23', '13.5'],
  MT: ['18', '7'],
  GB: ['20', '5'],
  BE: ['21', '6'],
  LU: ['17', '8'],
  NL: ['21', '9'],
  ES: ['21', '10'],
  IT: ['22', '10'],
  DE: ['19', '7'],
};
/** Which variants are credit notes (8 documents per layout: two credit notes where they exist). */
const CREDIT_AT: Partial<Record<Tpl, number>> = { zoho: 3, sellsy: 1, exact: 2, holded: 3, fic: 1 };

const ITEMS: Record<Lang, string[]> = {
  en: [
    'Annual maintenance contract for cloud telephony',
    'Implementation workshop',
    'Professional services – data migration from legacy system',
    'Wireless presenter',
    'Translation services',
    'Barcode scanner with cradle',
    'Consulting',
    'Premium support',
  ],
  fr: [
    'Prestation de conseil en organisation',
    'Formation des utilisateurs sur site',
    'Licence logicielle annuelle',
    'Écran 27 pouces',
    'Développement spécifique du module de facturation',
    'Frais de déplacement',
    'Câble réseau blindé',
  ],
  nl: [
    'Montage en installatie',
    'Kantoorstoel ergonomisch',
    'Advieswerkzaamheden',
    'Verzendkosten',
    'Onderhoudscontract voor de klimaatinstallatie inclusief jaarlijkse inspectie',
    'Kabelgoot aluminium',
    'Projectbegeleiding',
  ],
  es: [
    'Diseño gráfico de catálogo',
    'Servicios de consultoría',
    'Aceite de oliva virgen extra 5 l',
    'Traducción jurada',
    'Mantenimiento mensual de la plataforma de comercio electrónico',
    'Cajas de cartón reforzado',
    'Horas de desarrollo',
  ],
  it: [
    'Consulenza tecnica',
    'Piastrelle in gres porcellanato',
    'Manutenzione programmata impianto',
    'Trasporto',
    'Sviluppo software personalizzato per la gestione del magazzino',
    'Vino rosso DOC cassa 6 bottiglie',
    'Assistenza sistemistica',
  ],
};
const SUBS = [
  'Billing period as agreed',
  'Incl. setup',
  'Remote',
  'See attached timesheet',
  'Colour: black',
  '',
];
const UNIT_WORDS: Record<Lang, Record<string, string>> = {
  en: { H87: 'pcs', HUR: 'hrs', DAY: 'days', KGM: 'kg', MTR: 'm' },
  fr: { H87: 'pce', HUR: 'h', DAY: 'jours', KGM: 'kg', MTR: 'm' },
  nl: { H87: 'stuk', HUR: 'uur', DAY: 'dagen', KGM: 'kg', MTR: 'm' },
  es: { H87: 'ud.', HUR: 'horas', DAY: 'días', KGM: 'kg', MTR: 'm' },
  it: { H87: 'pz', HUR: 'ore', DAY: 'gg', KGM: 'kg', MTR: 'm' },
};
const PHONE: Record<string, string> = {
  IE: '+353 1',
  MT: '+356 21',
  GB: '+44 161',
  BE: '+32 2',
  LU: '+352 26',
  NL: '+31 30',
  ES: '+34 91',
  IT: '+39 02',
  DE: '+49 228',
};
const COUNTRY: Record<Lang, Record<string, string>> = {
  en: {
    DE: 'Germany',
    IE: 'Ireland',
    MT: 'Malta',
    GB: 'United Kingdom',
    NL: 'Netherlands',
    BE: 'Belgium',
    LU: 'Luxembourg',
    ES: 'Spain',
    IT: 'Italy',
  },
  fr: { DE: 'Allemagne', BE: 'Belgique', LU: 'Luxembourg' },
  nl: { DE: 'Duitsland', NL: 'Nederland', BE: 'België' },
  es: { DE: 'Alemania', ES: 'España' },
  it: { DE: 'Germania', IT: 'Italia' },
};

export function generateBlind15(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND15_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      zoho: drawZoho,
      sellsy: drawSellsy,
      exact: drawExact,
      holded: drawHolded,
      fic: drawFic,
      cloudrc: drawCloud,
      courier: drawCourier,
      freelance: drawFreelance,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
function itemLine(i: number, d: Pick<Doc, 'tpl' | 'lang' | 't'>, rate: string): Ln {
  const { t, lang, tpl } = d;
  const code = t.pick(['H87', 'HUR', 'DAY', 'H87', 'KGM', tpl === 'exact' || tpl === 'fic' ? 'MTR' : 'H87']);
  const qty =
    code === 'HUR'
      ? t.pick(['1.5', '4', '7.5', '16', '2.25'])
      : code === 'DAY'
        ? String(t.int(1, 5))
        : code === 'KGM' || code === 'MTR'
          ? t.pick(['2.5', '12', '40', '125'])
          : String(t.pick([1, 1, 2, 3, 6, 10, 25]));
  const price = `${t.int(2, 980)}.${t.pick(['00', '50', '90', '25'])}`;
  const disc = (tpl === 'sellsy' || tpl === 'exact' || tpl === 'fic' || tpl === 'holded') && t.rnd() < 0.25;
  const pc = disc ? t.pick(['5', '10', '15']) : '';
  const { net, netPrice } = discounted(qty, price, pc);
  const base = t.pick(ITEMS[lang]);
  const name = i > 0 && t.rnd() < 0.4 ? `${base} ${t.pick(['Pro', 'XL', 'Plus', 'II'])}` : base;
  const noUnit = tpl === 'holded' && t.rnd() < 0.5;
  const unit: [string, string] = noUnit ? ['', 'C62'] : [UNIT_WORDS[lang][code] as string, code];
  const art = `${t.pick(['ART', 'SRV', 'P'])}-${t.digits(4)}`;
  const sub = tpl === 'zoho' ? t.pick(SUBS) : '';
  return { id: String(i + 1), name, sub, code: art, qty, unit, price, netPrice, disc: pc, rate, net };
}

const CLOUD_ITEMS = [
  'Workspace Business Standard',
  'Workspace Business Plus',
  'Confluence Cloud Standard',
  'Jira Software Cloud Premium',
  'Creative Cloud All Apps',
  'Acrobat Pro for teams',
  'Microsoft 365 Business Basic',
  'Additional storage 2 TB',
];
const SERVICES = [
  'Express Worldwide',
  'Express 12:00',
  'Economy Select',
  'Parcel Connect',
  'Express Envelope',
];
const GIGS = [
  'Website redesign – React front end',
  'Logo and brand identity',
  'SEO audit and keyword research',
  'Mobile app bug fixing',
  'Copywriting for landing pages',
];

function specialLine(i: number, d: Pick<Doc, 'tpl' | 't' | 'v'>, rate: string): Ln | undefined {
  const { t, tpl } = d;
  const blank = {
    id: String(i + 1),
    sub: '',
    code: '',
    disc: '',
    rate,
    unit: ['', 'C62'] as [string, string],
  };
  if (tpl === 'cloudrc') {
    const qty = String(t.pick([1, 3, 5, 12, 25]));
    const price = t.pick(['10.40', '16.80', '5.75', '7.20', '11.00', '62.99']);
    const net = round(dec(qty).times(price));
    return { ...blank, name: t.pick(CLOUD_ITEMS), qty, price, netPrice: price, net };
  }
  if (tpl === 'courier') {
    const net = `${t.int(9, 240)}.${t.digits(2)}`;
    return { ...blank, name: t.pick(SERVICES), code: t.digits(10), qty: '1', price: net, netPrice: net, net };
  }
  if (tpl === 'freelance') {
    if (d.v % 2 === 0) {
      const qty = `${t.int(1, 38)}.${t.pick(['0', '25', '5', '75'])}`.replace(/\.0$/, '');
      const price = `${t.int(25, 95)}.00`;
      const net = round(dec(qty).times(price));
      return { ...blank, name: t.pick(GIGS), qty, unit: ['', 'HUR'], price, netPrice: price, net };
    }
    const net = `${t.int(80, 2400)}.00`;
    return {
      ...blank,
      name: `Milestone ${i + 1}: ${t.pick(GIGS)}`,
      qty: '1',
      price: net,
      netPrice: net,
      net,
    };
  }
  return undefined;
}

function buildLines(d: Pick<Doc, 'tpl' | 'lang' | 't' | 'v'>, rates: string[], cat: 'S' | 'AE'): Ln[] {
  const { t, tpl } = d;
  const n =
    tpl === 'courier'
      ? t.int(3, 12)
      : tpl === 'exact' || tpl === 'fic'
        ? t.int(1, 12)
        : tpl === 'cloudrc' || tpl === 'freelance'
          ? t.int(1, 5)
          : t.int(1, 8);
  const std = cat === 'AE' ? '0' : (rates[0] as string);
  const lines: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const two = cat === 'S' && tpl !== 'cloudrc' && tpl !== 'courier' && t.rnd() < 0.25;
    const rate = two ? (rates[1] as string) : std;
    lines.push(specialLine(i, d, rate) ?? itemLine(i, d, rate));
  }
  if (tpl === 'courier') {
    const net = round(
      lines
        .reduce((a, l) => a.plus(dec(l.net)), dec(0))
        .times('0.145')
        .toDecimalPlaces(2),
    );
    lines.push({
      id: String(n + 1),
      name: 'Fuel surcharge',
      sub: '',
      code: '',
      qty: '1',
      unit: ['', 'C62'],
      price: net,
      netPrice: net,
      disc: '',
      rate: std,
      net,
    });
  }
  return lines;
}

const SELLER_CC: Record<Tpl, string[]> = {
  zoho: ['IE', 'MT', 'GB', 'IE'],
  sellsy: ['BE', 'BE', 'LU'],
  exact: ['NL', 'NL', 'NL', 'BE'],
  holded: ['ES'],
  fic: ['IT'],
  cloudrc: ['IE', 'LU', 'NL', 'IE'],
  courier: ['NL', 'BE', 'DE'],
  freelance: ['IE', 'NL', 'ES', 'IT'],
};

function parties(tpl: Tpl, v: number, h: Helpers, t: Tools): { s: KitParty; b: KitParty; cat: 'S' | 'AE' } {
  const scs = SELLER_CC[tpl];
  const sc = scs[v % scs.length] as string;
  // half of them (more for the SaaS and platforms) go to a German business: reverse charge
  const abroad = sc !== 'DE' && (tpl === 'cloudrc' || tpl === 'freelance' ? v % 4 !== 3 : v % 2 === 0);
  const bc = abroad ? 'DE' : sc === 'GB' ? 'GB' : sc;
  const s = anyParty(sc, h, t);
  const b = anyParty(bc, h, t);
  if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Nordstern ${b.name}`;
  if (tpl === 'freelance') s.name = personName(t);
  if (sc === 'BE' && s.vat) {
    s.vat = `BE0${s.vat.slice(-9)}`;
    s.vatShown = s.vat;
  }
  return { s, b, cat: abroad && sc !== 'GB' ? 'AE' : 'S' };
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND15_TPLS.length);
  const lang = LANG[tpl];
  const { s, b, cat } = parties(tpl, v, h, t);
  const credit =
    CREDIT_AT[tpl] !== undefined && v % 4 === CREDIT_AT[tpl] ? { orig: '', date: '' } : undefined;
  const rates = RATES[s.country] ?? ['20'];
  const lines = buildLines({ tpl, lang, t, v }, rates, cat);
  const charge = tpl === 'zoho' && !credit && t.rnd() < 0.35 ? t.pick(['12.50', '25.00', '8.90']) : '';
  const forVat = charge
    ? [...lines, { rate: cat === 'AE' ? '0' : (rates[0] as string), net: charge }]
    : lines;
  // the charge is taxed with the lines but is no line: the lines' sum without it
  const { vat, vatT } = vatSums(forVat);
  const { lineNet } = vatSums(lines);
  const net = round(dec(lineNet).plus(dec(charge || '0')));
  const gross = round(dec(net).plus(dec(vatT)));
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const paid =
    (tpl === 'zoho' || tpl === 'holded') && !credit && t.rnd() < 0.3
      ? round(
          dec(gross)
            .times(t.pick(['0.25', '0.5']))
            .toDecimalPlaces(0),
        )
      : '';
  if (credit) {
    credit.orig = numberOf(tpl, t, false);
    credit.date = addDays(issue, -t.int(5, 70));
  }
  const cur = s.country === 'GB' ? 'GBP' : tpl === 'freelance' && v % 3 === 1 ? 'USD' : 'EUR';
  const [th, dm] = lang === 'en' ? [',', '.'] : ['.', ','];
  return {
    tpl,
    lang,
    v,
    cur,
    sym: cur === 'USD' ? '$' : cur === 'GBP' ? '£' : '€',
    s,
    b,
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
    po: (tpl === 'zoho' || tpl === 'exact') && t.rnd() < 0.5 ? `PO-${t.digits(5)}` : '',
    issue,
    due: addDays(issue, t.pick([10, 14, 30])),
    iban: ibanOfCountry(s.country === 'GB' ? 'IE' : s.country, t),
    bic: s.country === 'BE' ? t.pick(['GEBABEBB', 'KREDBEBB']) : bicOf(s.country, t),
    phone: `${PHONE[s.country] ?? '+49 30'} ${t.digits(3)} ${t.digits(4)}`,
    email: `${t.pick(lang === 'en' ? ['accounts', 'billing'] : lang === 'fr' ? ['facturation', 'compta'] : lang === 'nl' ? ['debiteuren', 'info'] : lang === 'es' ? ['facturacion', 'admin'] : ['amministrazione', 'info'])}@${mailDomain(s.name)}`,
    t,
    money: (x: string) => groupedMoney(x, th, dm),
    date: dateWriter(tpl, lang),
  };
}

function dateWriter(tpl: Tpl, lang: Lang): (iso: string) => string {
  return (iso: string) => {
    const [y, m, dd] = iso.split('-');
    const mon = MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3);
    if (tpl === 'zoho') return `${dd} ${mon} ${y}`;
    if (tpl === 'cloudrc' || tpl === 'freelance') return `${mon} ${Number(dd)}, ${y}`;
    if (tpl === 'courier') return `${dd}.${m}.${y}`;
    if (lang === 'nl') return `${dd}-${m}-${y}`;
    return `${dd}/${m}/${y}`;
  };
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  if (tpl === 'zoho') return credit ? `CN-${t.digits(5)}` : `INV-${t.digits(6)}`;
  if (tpl === 'sellsy') return credit ? `NC-2026-${t.digits(4)}` : `FA-2026-${t.digits(5)}`;
  if (tpl === 'exact') return credit ? `26${t.digits(6)}` : `26${t.digits(6)}`;
  if (tpl === 'holded') return credit ? `R26${t.digits(4)}` : `F26${t.digits(4)}`;
  if (tpl === 'fic') return `${t.int(1, 480)}/${t.pick(['2026', 'A', 'FE'])}`;
  if (tpl === 'cloudrc') return t.digits(10);
  if (tpl === 'courier') return `${t.pick(['MUCIR', 'AMSIR', 'BRUIR'])}${t.digits(8)}`;
  return `T${t.digits(9)}`;
}

function toInvoice(d: Doc): Invoice {
  const charge = { category: d.cat, rate: '0', reason: 'Shipping charge' };
  return statedInvoice(d, {
    sellerName: d.s.name,
    buyerVat: buyerVatPrinted(d),
    iban: ibanPrinted(d),
    charge,
  });
}

/** The buyer's VAT id is printed under reverse charge always, otherwise in some layouts. */
function buyerVatPrinted(d: Doc): boolean {
  if (d.cat === 'AE') return true;
  return d.tpl === 'sellsy' || d.tpl === 'fic' || d.tpl === 'holded' || (d.tpl === 'exact' && d.v % 3 === 0);
}
/** Where the seller's IBAN is printed (decided by the variant, so the truth can follow). */
function ibanPrinted(d: Doc): boolean {
  if (d.tpl === 'cloudrc' || d.tpl === 'freelance') return false;
  if (d.tpl === 'zoho') return d.v % 2 === 0;
  return true;
}

// ---------------------------------------------------------------------------- shared pieces
const pct = (d: Doc, r: string) => (d.lang === 'en' ? `${r}%` : `${r.replace('.', ',')}%`);
const qtyTxt = (d: Doc, q: string) => (d.lang === 'en' ? q : q.replace('.', ','));
/** An amount with its currency: "€1,234.00" (en), "1.234,00 €" (fr, es, it), "€ 1.234,00" (nl). */
const cur = (d: Doc, v: string) =>
  d.lang === 'en' ? `${d.sym}${d.money(v)}` : d.lang === 'nl' ? `€ ${d.money(v)}` : `${d.money(v)} €`;
const countryName = (d: Doc, cc: string) => COUNTRY[d.lang][cc] ?? COUNTRY.en[cc] ?? cc;
/** A party's address lines; the country under it when it is not the seller's. */
function partyLines(d: Doc, p: KitParty, other: KitParty): string[] {
  const town =
    p.country === 'IE' || p.country === 'GB' || p.country === 'MT'
      ? `${p.city} ${p.pc}`
      : `${p.pc} ${p.city}`;
  const out = [p.name, p.street, town];
  if (p.country !== other.country) out.push(countryName(d, p.country));
  return out;
}

/** A table (synthetic-table.ts): heads at y0, rows of cells; wrapped names take more rows; sub-lines under the name. */
function table(
  w: Writer | Pager,
  y0: number,
  cols: Array<[string, number, boolean, (l: Ln) => string]>,
  lines: Ln[],
  opts: { wrap?: number; nameCol?: number; step?: number; size?: number; under?: (l: Ln) => string } = {},
): number {
  const size = opts.size ?? 9;
  return drawPlainTable(w, y0, plainCols(cols), lines, {
    nameCol: opts.nameCol,
    wrap: opts.wrap,
    headSize: size - 1,
    size,
    step: opts.step ?? 14,
    under: opts.under,
    underUp: 3,
    underSize: size - 1.5,
  });
}

/** Label/value rows, values right-aligned at `vx`; the last one bold. */
function totals(w: Writer | Pager, y: number, rows: Array<[string, string]>, x = 340, vx = 545): number {
  rows.forEach(([a, v], i) => {
    const last = i === rows.length - 1;
    const st = { size: last ? 10 : 9, bold: last };
    w.put(y, x, a, st);
    w.put(y, vx, v, { ...st, right: true });
    y += 14;
  });
  return y;
}

/** Footer columns at the page's foot: each column's lines from `y` down. */
function footer(w: Writer | Pager, y: number, cols: string[][], size = 6.5) {
  const gap = 495 / cols.length;
  cols.forEach((c, i) => void w.block(c, 50 + i * gap, y, { size }));
}

// ---------------------------------------------------------------------------- zoho
function drawZoho(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const cn = !!d.credit;
  w.put(45, 50, d.s.name, { size: 13, bold: true });
  const sl = partyLines(d, d.s, d.s).slice(1);
  w.block([...sl, `VAT Reg No: ${d.s.vat}`, d.phone, d.email], 50, 62, { size: 8 });
  w.put(45, 545, cn ? 'CREDIT NOTE' : 'INVOICE', { size: 24, right: true });
  w.put(74, 545, `# ${d.number}`, { size: 9.5, bold: true, right: true });
  const due = round(dec(d.gross).minus(dec(d.paid || '0')));
  w.put(96, 545, cn ? 'Credits Remaining' : 'Balance Due', { size: 8, right: true });
  w.put(108, 545, cur(d, due), { size: 12, bold: true, right: true });
  w.put(160, 50, 'Bill To', { size: 8.5 });
  const bl = partyLines(d, d.b, d.s);
  w.put(173, 50, bl[0] as string, { size: 9.5, bold: true });
  w.block([...bl.slice(1), ...(buyerVatPrinted(d) ? [`VAT No: ${d.b.vat}`] : [])], 50, 186, { size: 8.5 });
  const kv: Array<[string, string]> = [[cn ? 'Credit Date :' : 'Invoice Date :', d.date(d.issue)]];
  if (cn) kv.push(['Reference# :', d.credit?.orig ?? '']);
  else {
    const days = Math.round((Date.parse(d.due) - Date.parse(d.issue)) / 864e5);
    kv.push(['Terms :', `Net ${days}`], ['Due Date :', d.date(d.due)]);
  }
  if (d.po) kv.push(['P.O.# :', d.po]);
  w.kv(173, 390, 545, kv, { size: 8.5 }, 14);
  const y0 = 250;
  w.put(y0 - 4, 50, '', { size: 8 });
  let y = table(
    w,
    y0,
    [
      ['#', 56, false, (l) => l.id],
      ['Item & Description', 75, false, (l) => l.name],
      ['Qty', 360, true, (l) => Number(l.qty).toFixed(2)],
      ['Rate', 420, true, (l) => d.money(l.price)],
      ['Tax', 470, true, (l) => pct(d, l.rate)],
      ['Amount', 545, true, (l) => d.money(l.net)],
    ],
    d.lines,
    { wrap: 48, nameCol: 1, step: 15, under: (l) => l.sub },
  );
  // the unit under the quantity (Zoho prints it there): put it on the row below each quantity
  unitsUnder(d, rows, y0);
  const tot: Array<[string, string]> = [['Sub Total', d.money(d.lineNet)]];
  if (d.charge) tot.push(['Shipping charge', d.money(d.charge)]);
  for (const v of d.vat) tot.push([`VAT (${pct(d, v.rate)})`, d.money(v.tax)]);
  tot.push(['Total', cur(d, d.gross)]);
  if (d.paid) tot.push(['Payment Made', `(-) ${d.money(d.paid)}`]);
  tot.push([cn ? 'Credits Remaining' : 'Balance Due', cur(d, due)]);
  y = totals(w, y + 10, tot, 360);
  if (d.cat === 'AE')
    w.put(
      y + 4,
      50,
      'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).',
      {
        size: 7.5,
      },
    );
  w.put(y + 24, 50, 'Notes', { size: 8.5 });
  w.put(y + 36, 50, 'Thanks for your business.', { size: 8 });
  w.put(y + 56, 50, 'Terms & Conditions', { size: 8.5 });
  const pay = ibanPrinted(d)
    ? `Bank transfer to ${d.s.name}, IBAN: ${spaced(d.iban)}, BIC: ${d.bic}`
    : 'Pay online with the link in the e-mail.';
  w.put(y + 68, 50, pay, { size: 8 });
  return 1;
}

/** Zoho prints the unit word in small type under each quantity. */
function unitsUnder(d: Doc, rows: Row[], y0: number) {
  let y = y0 + 16;
  for (const l of d.lines) {
    const parts = wrapWords(l.name, 48);
    if (l.unit[0]) rows.push([y + 10, 360, l.unit[0], { size: 7, right: true }]);
    y += 15 + (parts.length - 1) * 11 + (l.sub ? 10 : 0);
  }
}

// ---------------------------------------------------------------------------- sellsy
function drawSellsy(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const cn = !!d.credit;
  const lu = d.s.country === 'LU';
  w.put(40, 50, d.s.name.toUpperCase(), { size: 15, bold: true });
  w.put(40, 545, cn ? 'NOTE DE CRÉDIT' : 'FACTURE', { size: 18, bold: true, right: true });
  const refs: Array<[string, string]> = [
    [cn ? 'Note de crédit n°' : 'Facture n°', d.number],
    ['Date', d.date(d.issue)],
  ];
  if (!cn) refs.push(['Échéance', d.date(d.due)]);
  refs.push(['Réf. client', `CL${d.t.digits(5)}`]);
  w.kv(66, 380, 545, refs, { size: 8.5 }, 12);
  w.put(130, 50, 'Émetteur', { size: 8, bold: true });
  const sid =
    d.s.country === 'BE' ? [`N° d'entreprise ${beEnterpriseNo(d.s.vat ?? '')}`] : [`TVA ${d.s.vat}`];
  w.block([...partyLines(d, d.s, d.s), ...sid, `Tél. ${d.phone}`], 50, 143, { size: 8.5 });
  w.put(130, 310, 'Destinataire', { size: 8, bold: true });
  w.block([...partyLines(d, d.b, d.s), `TVA ${d.b.vat}`], 310, 143, { size: 9 });
  let y = 230;
  if (cn) {
    w.put(y, 50, `Concerne la facture n° ${d.credit?.orig} du ${d.date(d.credit?.date ?? '')}`, { size: 9 });
    y += 20;
  }
  y = table(
    w,
    y,
    [
      ['Réf.', 50, false, (l) => l.code],
      ['Désignation', 100, false, (l) => l.name],
      ['Qté', 330, true, (l) => `${qtyTxt(d, l.qty)}${l.unit[0] ? ` ${l.unit[0]}` : ''}`],
      ['PU HTVA', 390, true, (l) => d.money(l.price)],
      ['Rem.', 430, true, (l) => (l.disc ? `${l.disc}%` : '')],
      ['TVA', 470, true, (l) => pct(d, l.rate)],
      ['Total HTVA', 545, true, (l) => d.money(l.net)],
    ],
    d.lines,
    { wrap: 38, nameCol: 1 },
  );
  const tot: Array<[string, string]> = [['Total HTVA', cur(d, d.lineNet)]];
  for (const v of d.vat) tot.push([`TVA ${pct(d, v.rate)} sur ${d.money(v.base)}`, cur(d, v.tax)]);
  tot.push(['Total TVAC', cur(d, d.gross)]);
  if (!cn) tot.push(['Montant à payer', cur(d, d.gross)]);
  y = totals(w, y + 10, tot, 320);
  if (d.cat === 'AE')
    w.put(y + 4, 50, 'Autoliquidation – TVA due par le cocontractant (art. 196 directive 2006/112/CE).', {
      size: 8,
    });
  const comm = d.s.country === 'BE' ? structuredCommunication(d.t) : d.number;
  if (!cn) {
    w.put(y + 22, 50, `Merci de verser le montant avant le ${d.date(d.due)} sur le compte`, { size: 8.5 });
    w.put(y + 34, 50, `IBAN ${spaced(d.iban)} – BIC ${d.bic} avec la communication ${comm}`, { size: 8.5 });
  } else
    w.put(y + 22, 50, `Le montant sera remboursé sur votre compte. IBAN ${spaced(d.iban)} – BIC ${d.bic}`, {
      size: 8.5,
    });
  footer(w, 770, [
    [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`],
    [
      lu ? `RCS Luxembourg B${d.t.int(10000, 250000)}` : `RPM ${d.t.pick(['Bruxelles', 'Liège', 'Gand'])}`,
      `TVA ${d.s.vat}`,
    ],
    [`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`, d.email],
  ]);
  return 1;
}

// ---------------------------------------------------------------------------- exact
function exactHead(d: Doc, p: Pager, pageNo: number) {
  p.put(40, 545, d.s.name, { size: 14, bold: true, right: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, d.phone, d.email], 420, 58, { size: 8 });
  p.put(pageNo === 1 ? 180 : 60, 50, d.credit ? 'Creditnota' : 'Factuur', { size: 16, bold: true });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Creditnotanummer:' : 'Factuurnummer:', d.number],
    [d.credit ? 'Datum:' : 'Factuurdatum:', d.date(d.issue)],
  ];
  if (!d.credit) kv.push(['Vervaldatum:', d.date(d.due)]);
  kv.push(['Debiteurnummer:', String(20000 + ((d.v * 37) % 900))]);
  if (d.po) kv.push(['Uw referentie:', d.po]);
  kv.push(['Pagina:', String(pageNo)]);
  p.kv(pageNo === 1 ? 130 : 80, 330, 450, kv, { size: 8.5 }, 12);
}

function drawExact(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 720);
  exactHead(d, p, 1);
  p.block(partyLines(d, d.b, d.s), 50, 115, { size: 9.5 });
  if (buyerVatPrinted(d)) p.put(168, 50, `Btw-nummer: ${d.b.vat}`, { size: 8 });
  let y = 210;
  if (d.credit) {
    p.put(y, 50, `Betreft factuur ${d.credit.orig} van ${d.date(d.credit.date)}`, { size: 9 });
    y += 16;
  }
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = [
    ['Artikel', 50, false, (l) => l.code],
    ['Omschrijving', 110, false, (l) => l.name],
    ['Aantal', 340, true, (l) => qtyTxt(d, l.qty)],
    ['Eenheid', 350, false, (l) => l.unit[0]],
    ['Prijs', 430, true, (l) => d.money(l.price)],
    ['Korting', 475, true, (l) => (l.disc ? `${l.disc}%` : '')],
    ['Bedrag', 545, true, (l) => d.money(l.net)],
  ];
  const first = d.lines.slice(0, 8);
  y = table(p, y, cols, first, { wrap: 40, nameCol: 1 });
  if (d.lines.length > 8) {
    const carry = round(first.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
    p.put(y + 6, 330, 'Transport', { size: 9, bold: true });
    p.put(y + 6, 545, d.money(carry), { size: 9, bold: true, right: true });
    exactFoot(d, p);
    p.next();
    exactHead(d, p, 2);
    p.put(150, 330, 'Transport', { size: 9, bold: true });
    p.put(150, 545, d.money(carry), { size: 9, bold: true, right: true });
    y = table(p, 170, cols, d.lines.slice(8), { wrap: 40, nameCol: 1 });
  }
  y += 12;
  p.put(y, 50, 'Btw-code', { size: 8, bold: true });
  p.put(y, 110, 'Omschrijving', { size: 8, bold: true });
  p.put(y, 300, 'Grondslag', { size: 8, bold: true, right: true });
  p.put(y, 370, 'Btw', { size: 8, bold: true, right: true });
  d.vat.forEach((v, i) => {
    const yy = y + 13 + i * 12;
    const what =
      d.cat === 'AE'
        ? 'Btw verlegd 0%'
        : `Btw ${v.rate === d.vat[0]?.rate && i === 0 && Number(v.rate) > 10 ? 'hoog' : 'laag'} ${pct(d, v.rate)}`;
    p.put(yy, 50, String(d.cat === 'AE' ? 4 : i + 1), { size: 8.5 });
    p.put(yy, 110, what, { size: 8.5 });
    p.put(yy, 300, d.money(v.base), { size: 8.5, right: true });
    p.put(yy, 370, d.money(v.tax), { size: 8.5, right: true });
  });
  y = totals(
    p,
    y + 8,
    [
      ['Totaal excl. btw', d.money(d.lineNet)],
      ['Btw', d.money(d.vatT)],
      ['Totaal incl. btw', cur(d, d.gross)],
    ],
    400,
  );
  const payTxt = d.credit
    ? 'Het bedrag wordt verrekend met uw volgende factuur.'
    : `Wij verzoeken u het bedrag vóór ${d.date(d.due)} over te maken onder vermelding van het factuurnummer.`;
  p.put(Math.max(y, d.vat.length * 12 + y) + 10, 50, payTxt, { size: 8.5 });
  if (d.cat === 'AE')
    p.put(Math.max(y, d.vat.length * 12 + y) + 22, 50, 'Btw verlegd naar afnemer (art. 196 Btw-richtlijn).', {
      size: 8.5,
    });
  exactFoot(d, p);
  return p.pages();
}

function exactFoot(d: Doc, p: Pager) {
  const kvk =
    d.s.country === 'NL' ? `KvK ${d.t.digits(8)}` : `Ondernemingsnr. ${beEnterpriseNo(d.s.vat ?? '')}`;
  footer(p, 760, [
    [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`],
    [`T ${d.phone}`, `E ${d.email}`],
    [kvk, `Btw ${d.s.vat}`],
    [`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`],
  ]);
}

// ---------------------------------------------------------------------------- holded
function drawHolded(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  const cn = !!d.credit;
  w.put(45, 50, d.s.name, { size: 14, bold: true });
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, `NIF-IVA: ${d.s.vat}`, d.email], 50, 63, { size: 8 });
  w.put(45, 545, cn ? 'FACTURA RECTIFICATIVA' : 'FACTURA', { size: cn ? 14 : 20, bold: true, right: true });
  const kv: Array<[string, string]> = [
    ['Número', d.number],
    ['Fecha', d.date(d.issue)],
  ];
  if (!cn) kv.push(['Vencimiento', d.date(d.due)]);
  else kv.push(['Factura rectificada', d.credit?.orig ?? '']);
  w.kv(72, 380, 545, kv, { size: 8.5 }, 12);
  w.put(140, 330, 'CLIENTE', { size: 8, bold: true });
  w.block([...partyLines(d, d.b, d.s), `NIF/VAT: ${d.b.vat}`], 330, 153, { size: 9 });
  let y = 240;
  if (cn) {
    w.put(
      y - 18,
      50,
      `Motivo: devolución de mercancía / rectificación de la factura ${d.credit?.orig} de ${d.date(d.credit?.date ?? '')}`,
      { size: 8 },
    );
  }
  y = table(
    w,
    y,
    [
      ['CONCEPTO', 50, false, (l) => l.name],
      ['PRECIO', 330, true, (l) => d.money(l.price)],
      ['UNIDADES', 390, true, (l) => `${qtyTxt(d, l.qty)}${l.unit[0] ? ` ${l.unit[0]}` : ''}`],
      ['DTO.', 430, true, (l) => (l.disc ? `${l.disc}%` : '')],
      ['IVA', 470, true, (l) => pct(d, l.rate)],
      ['TOTAL', 545, true, (l) => `${d.money(l.net)} €`],
    ],
    d.lines,
    { wrap: 44, nameCol: 0, step: 16 },
  );
  const tot: Array<[string, string]> = [['BASE IMPONIBLE', cur(d, d.lineNet)]];
  for (const v of d.vat) tot.push([`IVA ${pct(d, v.rate)}`, cur(d, v.tax)]);
  tot.push(['TOTAL', cur(d, d.gross)]);
  if (d.paid) tot.push(['Pagado', cur(d, d.paid)], ['Pendiente', cur(d, round(dec(d.gross).minus(d.paid)))]);
  y = totals(w, y + 12, tot, 360);
  if (d.cat === 'AE')
    w.put(y + 4, 50, 'Inversión del sujeto pasivo (art. 84 Uno 2º LIVA; art. 196 Directiva 2006/112/CE).', {
      size: 8,
    });
  w.put(y + 24, 50, 'Forma de pago: Transferencia bancaria', { size: 8.5, bold: true });
  w.put(y + 36, 50, `IBAN: ${spaced(d.iban)}   SWIFT/BIC: ${d.bic}`, { size: 8.5 });
  w.put(
    800,
    50,
    `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · Inscrita en el Registro Mercantil de ${d.s.city}`,
    { size: 6.5 },
  );
  w.put(800, 545, '1/1', { size: 6.5, right: true });
  return 1;
}

// ---------------------------------------------------------------------------- fic
/** The province code Italian addresses print after the town (BT-39, not part of the city). */
const PROVINCE: Record<string, string> = { Milano: 'MI', Torino: 'TO', Bologna: 'BO', Verona: 'VR' };

function ficHead(d: Doc, p: Pager, pageNo: number, pages: number) {
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  p.block(
    [
      d.s.street,
      `${d.s.pc} ${d.s.city} (${PROVINCE[d.s.city] ?? 'MI'})`,
      `P.IVA ${d.s.vat} - C.F. ${d.s.vat?.slice(2)}`,
      `Tel. ${d.phone} - ${d.email}`,
    ],
    50,
    58,
    { size: 8 },
  );
  const grid: Array<[string, string]> = [
    ['Tipo documento', d.credit ? 'Nota di credito' : 'Fattura'],
    ['Numero', d.number],
    ['Data', d.date(d.issue)],
    ['Pagina', `${pageNo}/${pages}`],
  ];
  grid.forEach(([a, v], i) => {
    p.put(125, 50 + i * 90, a, { size: 7, bold: true });
    p.put(136, 50 + i * 90, v, { size: 9 });
  });
}

function drawFic(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 700);
  const pages = d.lines.length > 9 ? 2 : 1;
  ficHead(d, p, 1, pages);
  p.put(40, 330, 'Spett.le', { size: 8 });
  p.put(52, 330, 'Cessionario/committente', { size: 7, bold: true });
  p.block([...partyLines(d, d.b, d.s), `P.IVA ${d.b.vat}`], 330, 64, { size: 9 });
  let y = 165;
  if (d.credit) {
    p.put(y, 50, `Rif. fattura n. ${d.credit.orig} del ${d.date(d.credit.date)}`, { size: 8.5 });
    y += 16;
  }
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = [
    ['Codice', 50, false, (l) => l.code],
    ['Descrizione', 105, false, (l) => l.name],
    ['U.M.', 300, false, (l) => l.unit[0]],
    ['Q.tà', 350, true, (l) => qtyTxt(d, l.qty)],
    ['Prezzo unit.', 400, true, (l) => d.money(l.price)],
    ['Sconto %', 455, true, (l) => (l.disc ? l.disc : '')],
    ['Importo', 505, true, (l) => d.money(l.net)],
    ['IVA', 545, true, (l) => (d.cat === 'AE' ? 'N2.1' : l.rate)],
  ];
  y = table(p, y, cols, d.lines.slice(0, 9), { wrap: 34, nameCol: 1, size: 8.5 });
  if (pages === 2) {
    p.put(y + 8, 545, 'segue ...', { size: 8, right: true });
    p.next();
    ficHead(d, p, 2, pages);
    y = table(p, 165, cols, d.lines.slice(9), { wrap: 34, nameCol: 1, size: 8.5 });
  }
  y += 10;
  p.put(y, 50, 'Riepilogo IVA', { size: 8, bold: true });
  ['Aliquota', 'Imponibile', 'Imposta'].forEach(
    (h, i) => void p.put(y + 12, 50 + i * 80, h, { size: 7.5, bold: true }),
  );
  d.vat.forEach((v, i) => {
    p.put(y + 24 + i * 11, 50, d.cat === 'AE' ? 'N2.1' : pct(d, v.rate), { size: 8.5 });
    p.put(y + 24 + i * 11, 130, d.money(v.base), { size: 8.5 });
    p.put(y + 24 + i * 11, 210, d.money(v.tax), { size: 8.5 });
  });
  const hy = y + 12;
  const grid: Array<[string, string]> = [
    ['Imponibile', d.money(d.lineNet)],
    ['IVA', d.money(d.vatT)],
    ['Totale documento', `€ ${d.money(d.gross)}`],
  ];
  grid.forEach(([a, v], i) => {
    p.put(hy, 330 + i * 75, a, { size: 7.5, bold: true });
    p.put(hy + 12, 330 + i * 75, v, { size: 9, bold: i === 2 });
  });
  y = hy + 24 + d.vat.length * 11 + 16;
  if (d.cat === 'AE')
    p.put(
      y,
      50,
      "Operazione non soggetta ad IVA ai sensi dell'art. 7-ter DPR 633/72 - inversione contabile.",
      { size: 8 },
    );
  if (!d.credit) p.put(y + 14, 50, `Scadenze: ${d.date(d.due)}  € ${d.money(d.gross)}`, { size: 8.5 });
  p.put(y + 28, 50, `Modalità di pagamento: Bonifico bancario - IBAN ${d.iban} - BIC ${d.bic}`, {
    size: 8.5,
  });
  p.put(
    800,
    50,
    `Documento privo di valenza fiscale ai sensi dell'art. 21 DPR 633/72. L'originale è disponibile nel cassetto fiscale.`,
    { size: 6 },
  );
  return p.pages();
}

// ---------------------------------------------------------------------------- cloudrc
function drawCloud(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(45, 50, 'Invoice', { size: 22 });
  p.kv(
    45,
    330,
    545,
    [
      ['Invoice number', d.number],
      ['Invoice date', d.date(d.issue)],
      ['Billing ID', `${d.t.digits(4)}-${d.t.digits(4)}-${d.t.digits(4)}`],
      ['Due date', d.date(d.due)],
    ],
    { size: 8.5 },
    13,
  );
  p.put(110, 50, 'Bill to', { size: 8.5, bold: true });
  p.block(
    [...partyLines(d, d.b, d.s), `VAT ID: ${d.b.vat ?? ''}`].filter((x) => !x.endsWith(': ')),
    50,
    123,
    { size: 9 },
  );
  p.put(200, 330, `Total in ${d.cur}`, { size: 10 });
  p.put(200, 545, cur(d, d.gross), { size: 16, bold: true, right: true });
  const [y0, m0] = d.issue.split('-');
  const mon = MONTH_NAMES.en[Number(m0) - 1]?.slice(0, 3);
  const period = `${mon} 1, ${y0} - ${mon} 28, ${y0}`;
  p.put(240, 50, `Summary for ${period}`, { size: 10, bold: true });
  let y = totals(
    p,
    258,
    [
      [`Subtotal in ${d.cur}`, cur(d, d.lineNet)],
      [`VAT (${pct(d, d.vat[0]?.rate ?? '0')})`, cur(d, d.vatT)],
      [`Total in ${d.cur}`, cur(d, d.gross)],
    ],
    50,
  );
  if (d.cat === 'AE')
    p.put(
      y + 6,
      50,
      'Reverse charge: VAT to be accounted for by the recipient as per Article 196 of Council Directive 2006/112/EC.',
      { size: 7.5 },
    );
  const detailOwnPage = d.v % 2 === 1;
  y = detailOwnPage ? p.next() : y + 30;
  if (detailOwnPage) p.put(40, 50, `Invoice number: ${d.number}`, { size: 8 });
  p.put(y, 50, 'Details', { size: 11, bold: true });
  y = table(
    p,
    y + 18,
    [
      ['Description', 50, false, (l) => l.name],
      ['Interval', 260, false, () => period],
      ['Quantity', 440, true, (l) => l.qty],
      [`Amount(${d.sym})`, 545, true, (l) => d.money(l.net)],
    ],
    d.lines,
    { nameCol: 0, step: 15 },
  );
  p.put(y + 8, 330, `Subtotal in ${d.cur}`, { size: 9 });
  p.put(y + 8, 545, cur(d, d.lineNet), { size: 9, right: true });
  footer(
    p,
    770,
    [
      [d.s.name, d.s.street, `${d.s.city} ${d.s.pc}`.trim(), countryName(d, d.s.country)],
      [`VAT number: ${d.s.vat}`, `Questions? ${d.email}`],
    ],
    7,
  );
  return p.pages();
}

// ---------------------------------------------------------------------------- courier
function drawCourier(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  const pages = d.lines.length > 8 ? 2 : 1;
  const head = (n: number) => {
    p.put(40, 50, d.s.name, { size: 13, bold: true });
    p.put(40, 545, 'INVOICE', { size: 16, bold: true, right: true });
    p.put(800, 545, `Page ${n} of ${pages}`, { size: 7, right: true });
    p.put(800, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · VAT ${d.s.vat}`, { size: 6.5 });
  };
  head(1);
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, countryName(d, d.s.country), `VAT No. ${d.s.vat}`], 50, 56, {
    size: 8,
  });
  p.kv(
    62,
    360,
    545,
    [
      ['Account number', d.t.digits(9)],
      ['Invoice number', d.number],
      ['Invoice date', d.date(d.issue)],
      ['Payment terms', `${Math.round((Date.parse(d.due) - Date.parse(d.issue)) / 864e5)} days`],
      ['Due date', d.date(d.due)],
    ],
    { size: 8.5 },
    12,
  );
  p.put(135, 50, 'Invoice to', { size: 8, bold: true });
  p.block([...partyLines(d, d.b, d.s), ...(buyerVatPrinted(d) ? [`VAT No. ${d.b.vat}`] : [])], 50, 147, {
    size: 9,
  });
  p.put(225, 50, 'Shipment details', { size: 10, bold: true });
  const origin = d.s.country === 'DE' ? 'DE-Bonn' : `${d.s.country}-${d.s.city.toUpperCase()}`;
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = [
    ['Ship date', 50, false, (l) => (l.code ? d.date(addDays(d.issue, -d.t.int(3, 25))) : '')],
    ['Waybill', 105, false, (l) => l.code],
    ['Origin', 165, false, (l) => (l.code ? origin : '')],
    [
      'Destination',
      235,
      false,
      (l) => (l.code ? d.t.pick(['US-NEW YORK', 'FR-LYON', 'GB-LEEDS', 'JP-OSAKA', 'PL-WARSZAWA']) : ''),
    ],
    ['Weight', 345, true, (l) => (l.code ? `${d.t.int(1, 60)}.${d.t.int(0, 9)} kg` : '')],
    ['Service', 360, false, (l) => l.name],
    ['Amount', 545, true, (l) => d.money(l.net)],
  ];
  let y = table(p, 245, cols, d.lines.slice(0, 8), { size: 8, step: 13, nameCol: 5 });
  if (pages === 2) {
    p.put(y + 6, 360, 'continued on next page', { size: 8 });
    p.next();
    head(2);
    p.put(60, 360, `Invoice number ${d.number}`, { size: 8.5 });
    y = table(p, 90, cols, d.lines.slice(8), { size: 8, step: 13, nameCol: 5 });
  }
  const v = d.vat[0] as { rate: string };
  y = totals(
    p,
    y + 12,
    [
      ['Total net', d.money(d.lineNet)],
      [`VAT ${pct(d, v.rate)}`, d.money(d.vatT)],
      [`Total amount ${d.cur}`, d.money(d.gross)],
    ],
    380,
  );
  if (d.cat === 'AE')
    p.put(
      y + 4,
      50,
      'VAT reverse charge – the recipient is liable for VAT (Article 196 Directive 2006/112/EC).',
      { size: 8 },
    );
  p.put(
    y + 22,
    50,
    `Please pay to IBAN ${spaced(d.iban)}, BIC ${d.bic}, quoting invoice number ${d.number}.`,
    { size: 8.5 },
  );
  return p.pages();
}

// ---------------------------------------------------------------------------- freelance
/** Hours as the platform prints them: 12.5 → "12:30". */
const hm = (q: string) => {
  const h = Math.floor(Number(q));
  return `${h}:${String(Math.round((Number(q) - h) * 60)).padStart(2, '0')}`;
};

function drawFreelance(d: Doc, rows: Row[]): number {
  const w = rowWriter(rows);
  w.put(45, 50, 'INVOICE', { size: 22, bold: true });
  w.kv(
    80,
    50,
    140,
    [
      ['Invoice #', d.number],
      ['Date', d.date(d.issue)],
      ['Due', d.date(d.due)],
      ['Contract', `${d.t.digits(8)} – ${d.lines[0]?.name.split(' – ')[0] ?? ''}`],
    ],
    { size: 8.5 },
    13,
  );
  w.put(150, 50, 'From:', { size: 8.5, bold: true });
  w.block([...partyLines(d, d.s, d.b), `VAT ID: ${d.s.vat}`], 50, 163, { size: 9 });
  w.put(150, 320, 'Bill to:', { size: 8.5, bold: true });
  w.block([...partyLines(d, d.b, d.s), ...(buyerVatPrinted(d) ? [`VAT ID: ${d.b.vat}`] : [])], 320, 163, {
    size: 9,
  });
  const hourly = d.v % 2 === 0;
  const money = (x: string) => `${d.sym}${d.money(x)}`;
  const cols: Array<[string, number, boolean, (l: Ln) => string]> = hourly
    ? [
        ['Description', 50, false, (l) => l.name],
        ['Period', 270, false, () => `${d.date(addDays(d.issue, -7))} - ${d.date(addDays(d.issue, -1))}`],
        ['Hours', 430, true, (l) => hm(l.qty)],
        ['Rate', 485, true, (l) => `${money(l.price)}/hr`],
        ['Amount', 545, true, (l) => money(l.net)],
      ]
    : [
        ['Description', 50, false, (l) => l.name],
        ['Qty', 440, true, (l) => l.qty],
        ['Amount', 545, true, (l) => money(l.net)],
      ];
  let y = table(w, 250, cols, d.lines, { nameCol: 0, step: 16 });
  y = totals(
    w,
    y + 10,
    [
      ['Subtotal', money(d.lineNet)],
      [`VAT ${pct(d, d.vat[0]?.rate ?? '0')}`, money(d.vatT)],
      ['Total', money(d.gross)],
    ],
    380,
  );
  if (d.cat === 'AE')
    w.put(y + 4, 50, 'VAT reverse charge – Article 196 Council Directive 2006/112/EC.', { size: 8 });
  w.put(y + 20, 50, 'This invoice was issued by the platform on behalf of the freelancer named above.', {
    size: 7.5,
  });
  w.put(800, 50, 'Platform Services Ltd acts as a limited payment collection agent for the freelancer.', {
    size: 6.5,
  });
  return 1;
}
