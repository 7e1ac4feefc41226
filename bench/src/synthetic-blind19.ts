/**
 * `--templates blind19` of extraction-synthetic.ts: held-out layouts of session 16 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for invoices that small
 * businesses and freelancers make THEMSELVES from templates (no accounting software), in German,
 * English, French, Dutch, Spanish and Italian (looks taken from public descriptions of such
 * templates, no file copied, invented names) —
 * - `word` (de/en): a Word/LibreOffice template: big "RECHNUNG"/"INVOICE" title at the top left,
 *   the sender right-aligned at the top right, the customer at the left, a key/value block
 *   ("Rechnungsnummer: / Rechnungsdatum: / Kundennummer: / Ihre Bestellung: / Fällig am:"), an
 *   item table "Pos. | Beschreibung | Menge | Einheit | Einzelpreis | Gesamt" (en: quantity first,
 *   "Qty | Description | Unit price | Total"), a "USt." column when two rates are used, wrapped
 *   descriptions, "Zwischensumme / abzgl. 10 % Rabatt / zzgl. 19 % USt. / Gesamtbetrag / abzgl.
 *   Anzahlung / Restbetrag", "Vielen Dank für Ihren Auftrag!" / "Thank you for your business!",
 *   the bank data in a three-column footer; "RECHNUNGSKORREKTUR" / "CREDIT NOTE" referring to the
 *   invoice; long ones on two pages;
 * - `gdocs` (en/es): a Google-Docs template: "Invoice"/"Factura" big, "Billed to" and "From" side
 *   by side, "Invoice number / Date of issue / Due date" stacked labels each with its value on the
 *   line below at the right, "Item | Qty | Rate | Amount" / "Concepto | Cant. | Precio | Importe",
 *   wrapped items, "Subtotal / Tax (20%) / Total / Amount due (EUR)", a notes paragraph with the
 *   bank account;
 * - `sheet` (de/en/nl): a spreadsheet exported to PDF: the title in a merged cell in the middle,
 *   labels in column A and values in column B ("Rechnungsnr." | "2026-017"), the customer under
 *   "Rechnungsempfänger"/"Bill to"/"Factuur aan", cells "Pos | Artikel | Menge | Einheit | Preis |
 *   [MwSt. |] Summe" with bare numbers in cells (the currency in the column head), totals in the
 *   right-most two cells, dates as the sheet shows them (12.3.2026, 12-3-2026, 2026-03-12); credit
 *   notes with NEGATIVE cells;
 * - `canva` (en/fr/es): a designer template: the brand name at the top left, a big title at the
 *   top right, "INVOICE TO:" / "FACTURÉ À :" / "FACTURAR A:" at the left, UPPERCASE labels at the
 *   right ("INVOICE NO: / DATE: / DUE DATE:"), no table rules, "DESCRIPTION | PRICE | QTY | TOTAL"
 *   (price before quantity), "SUB TOTAL / TAX 20% / TOTAL DUE" (the last big), a payment-method
 *   block at the bottom left, a signature line with the owner's name, contacts in one line at the
 *   foot (with the VAT id);
 * - `latex` (de/en): a LaTeX letter/invoice class: the sender line in small type above the address
 *   window, a reference row of labels over values at the right ("Kundennummer | Datum"), the
 *   subject "Rechnung Nr. 2026-017" in bold, a salutation and sentence, "Leistung | Anzahl |
 *   Einzelpreis | Betrag" with project sub-headings and a subtotal per project ("Summe Projekt"),
 *   the quantity cell with its unit ("12,5 Std.", "3 Tage", "1 pausch."), right-aligned sums, the
 *   due date in a sentence, a closing and a footer with bank and tax numbers; credit notes
 *   ("Rechnungskorrektur Nr."); long ones on two pages;
 * - `invgen` (en/nl/it): an online invoice generator: seller top left, "INVOICE" / "FACTUUR" /
 *   "FATTURA" and "# 42" at the top right, a right key/value block ("Date: / Payment Terms: / Due
 *   Date: / PO Number: / Balance Due:"), "Bill To:" and "Ship To:" side by side (the shipping
 *   address is no party), "Item | Quantity | Rate | Amount", "Subtotal: / Discount (5%): /
 *   Shipping: / Tax (21%): / Total: / Amount Paid: / Balance Due:", "Notes:" and "Terms:";
 *   credit notes titled "CREDIT NOTE" / "CREDITNOTA" / "NOTA DI CREDITO";
 * - `libre` (fr/it/es): a freelancer's Writer template with the legal mentions of its country
 *   (SIRET / "P.IVA … – C.F." / NIF), "Facture n° F2026-017 du 12/03/2026" / "Fattura n. 17/2026
 *   del …" / "Factura n.º 2026/017" in the heading, "Désignation | Quantité | Unité | Prix unitaire
 *   HT | Montant HT" (it/es alike), one VAT rate or an exemption note ("TVA non applicable, art.
 *   293 B du CGI", "regime forfettario", "exenta de IVA (art. 20 LIVA)"), "Échéance", IBAN, the
 *   late-payment sentence; credit notes "Avoir n°" / "Nota di credito n." / "Factura rectificativa
 *   n.º" with the original; long ones on two pages;
 * - `mobile` (de/en): an invoice app on a phone exporting a narrow single-column PDF: key/value
 *   rows one per line (label left, value right in the narrow column), "Von"/"From" and "An"/"To"
 *   blocks, each item as a block (the name in bold, "2 × 80,00 €" or "3 Std. × 45,00 €" under it,
 *   the amount right), totals at the end ("Zwischensumme / MwSt. 19 % / Gesamt / Bezahlt /
 *   Offen"), bank data and a footer.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes: type 381, amounts positive (also where printed negative), the original invoice
 *   as preceding invoice, no due date, no bank account (none printed);
 * - units as UN/ECE rec. 20: Std./hrs/heure/ore/h/uur → HUR, Tag/days/jour/gg/día/dag → DAY,
 *   pauschal/flat/forfait → LS, Monat/month/mois/mese/mes/maand → MON, the words for a piece
 *   (pcs, pz, ud., st.) → H87, "Stk." (the XRechnung viewers' name of C62) and "unité" → C62; no
 *   unit printed → C62;
 * - a document discount ("Discount", "Rabatt") is a document-level allowance, "Shipping" a
 *   document-level charge, both at the single VAT rate of the document; "Anzahlung" / "Amount
 *   Paid" / "Bezahlt" is the prepaid amount (BT-113) and the due amount is what is left;
 * - exemptions (libre): category E at 0 % with the printed note as the exemption reason;
 * - the shipping address, the customer number, the signature and the project sub-headings and
 *   subtotals are no fields; a due date is in the truth only where a date is printed (payment
 *   terms "within 14 days" are not); the BIC only where printed; "Ihre Bestellung" / "PO Number" /
 *   "Pedido" / "Bon de commande" → BT-13.
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  everyPage,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOfCountry,
  type KitDoc,
  type KitParty,
  longDate,
  type MonthLang,
  mailDomain,
  pager,
  para,
  personName,
  statedInvoice,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';
import { drawWrappedTable, type TableCol } from './synthetic-table.ts';

export const BLIND19_TPLS = [
  'word',
  'gdocs',
  'sheet',
  'canva',
  'latex',
  'invgen',
  'libre',
  'mobile',
] as const;
type Tpl = (typeof BLIND19_TPLS)[number];
type Lang = 'de' | 'en' | 'fr' | 'nl' | 'es' | 'it';
type Pager = ReturnType<typeof pager>;

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  net: string;
  /** the project heading the line stands under (latex), no part of the name */
  group: string;
}
interface Doc extends KitDoc<Tpl, Ln> {
  lang: Lang;
  cur: string;
  cat: 'S' | 'E';
  exempt: string;
  /** a document discount (allowance) and its printed percentage */
  allow: string;
  allowPct: string;
  /** the seller's owner (signature) and whether the seller is a freelancer trading under the owner's name */
  owner: string;
  free: boolean;
  custNo: string;
  dueShown: boolean;
  bicShown: boolean;
  buyerVat: boolean;
  /** a second VAT rate is used (printed per line) */
  twoRates: boolean;
  ship?: string[];
  terms: number;
}

const LANGS: Record<Tpl, Lang[]> = {
  word: ['de', 'en'],
  gdocs: ['en', 'es'],
  sheet: ['de', 'en', 'nl'],
  canva: ['en', 'fr', 'es'],
  latex: ['de', 'en'],
  invgen: ['en', 'nl', 'it'],
  libre: ['fr', 'it', 'es'],
  mobile: ['de', 'en'],
};
const RATES: Record<string, string[]> = {
  DE: ['19', '7'],
  GB: ['20', '5'],
  IE: ['23', '13.5'],
  FR: ['20', '10'],
  NL: ['21', '9'],
  ES: ['21', '10'],
  IT: ['22', '10'],
};
/** Which variants (v = 0…7 per layout) are credit notes. */
const CREDIT_AT: Partial<Record<Tpl, number[]>> = {
  word: [3],
  sheet: [6],
  latex: [7],
  invgen: [5],
  libre: [3],
  mobile: [7],
};
/** Layouts that run onto a second page when long (variant 4). */
const LONG: Tpl[] = ['word', 'latex', 'libre', 'sheet', 'gdocs'];

const FIRST: Record<Lang, string[]> = {
  de: [],
  en: ['Oliver', 'Amelia', 'Harriet', 'Callum', 'Niamh', 'Declan'],
  fr: ['Camille', 'Julien', 'Margaux', 'Théo', 'Élodie'],
  nl: ['Sanne', 'Joris', 'Femke', 'Bram', 'Lotte'],
  es: ['Lucía', 'Javier', 'Marta', 'Diego', 'Nuria'],
  it: ['Giulia', 'Marco', 'Chiara', 'Davide', 'Elisa'],
};
const LAST: Record<Lang, string[]> = {
  de: [],
  en: ['Whitfield', 'Brennan', 'Ashworth', 'Kerrigan', 'Pemberton'],
  fr: ['Lefèvre', 'Marchetti', 'Rousseau', 'Garnier', 'Moreau'],
  nl: ['de Wit', 'Verhoeven', 'Kuipers', 'van Dam', 'Bosman'],
  es: ['Ortega', 'Navarro', 'Castillo', 'Herrera', 'Romero'],
  it: ['Ferretti', 'Colombo', 'Marchi', 'Galli', 'Bellini'],
};
const TRADE: Record<Lang, string[]> = {
  de: ['Grafikdesign', 'Fotografie', 'IT-Service', 'Übersetzungen', 'Malerbetrieb', 'Webdesign'],
  en: ['Design', 'Photography', 'Web Studio', 'Bookkeeping', 'Copywriting'],
  fr: ['Graphisme', 'Traductions', 'Conseil', 'Photographie'],
  nl: ['Ontwerp', 'Fotografie', 'Webdesign', 'Vertalingen'],
  es: ['Diseño', 'Fotografía', 'Traducciones', 'Consultoría'],
  it: ['Grafica', 'Fotografia', 'Traduzioni', 'Consulenza'],
};
const ITEMS: Record<Lang, string[]> = {
  de: [
    'Logo-Design inkl. drei Entwürfen',
    'Fotoshooting Produktbilder',
    'Einrichtung Notebook und Drucker',
    'Übersetzung Geschäftsbericht Deutsch–Englisch',
    'Streichen Wohnzimmer und Flur, zweifacher Anstrich',
    'Webseite Relaunch, Startseite und fünf Unterseiten',
    'Bildbearbeitung',
    'Beratung vor Ort',
    'Wartungsvertrag Homepage',
  ],
  en: [
    'Logo design incl. three concepts',
    'Product photography session',
    'Website redesign, home page and five sub-pages',
    'Monthly bookkeeping',
    'Blog articles (1,000 words each)',
    'Photo retouching',
    'On-site consultation',
    'Website maintenance plan',
  ],
  fr: [
    'Création de logo et charte graphique',
    'Traduction de documents commerciaux anglais–français',
    'Séance photo produits',
    'Accompagnement stratégique',
    'Retouche photo',
    'Maintenance du site internet',
  ],
  nl: [
    'Logo-ontwerp inclusief drie concepten',
    'Productfotografie',
    'Vertaling jaarverslag Engels–Nederlands',
    'Onderhoud website',
    'Advies op locatie',
    'Fotobewerking',
  ],
  es: [
    'Diseño de logotipo y manual de marca',
    'Sesión de fotografía de producto',
    'Traducción de contrato inglés–español',
    'Mantenimiento de la página web',
    'Consultoría presencial',
    'Retoque fotográfico',
  ],
  it: [
    'Progettazione logo e immagine coordinata',
    'Servizio fotografico prodotti',
    'Traduzione manuale tecnico inglese–italiano',
    'Manutenzione sito web',
    'Consulenza in sede',
    'Fotoritocco',
  ],
};
const UNITS: Record<Lang, Array<[string, string]>> = {
  de: [
    ['Stk.', 'C62'],
    ['Std.', 'HUR'],
    ['Tag', 'DAY'],
    ['pauschal', 'LS'],
    ['Monat', 'MON'],
  ],
  en: [
    ['pcs', 'H87'],
    ['hrs', 'HUR'],
    ['days', 'DAY'],
    ['flat', 'LS'],
    ['month', 'MON'],
  ],
  fr: [
    ['unité', 'C62'],
    ['heure', 'HUR'],
    ['jour', 'DAY'],
    ['forfait', 'LS'],
    ['mois', 'MON'],
  ],
  nl: [
    ['st.', 'H87'],
    ['uur', 'HUR'],
    ['dag', 'DAY'],
    ['maand', 'MON'],
  ],
  es: [
    ['ud.', 'H87'],
    ['horas', 'HUR'],
    ['días', 'DAY'],
    ['mes', 'MON'],
  ],
  it: [
    ['pz', 'H87'],
    ['ore', 'HUR'],
    ['gg', 'DAY'],
    ['mese', 'MON'],
  ],
};
const PROJECTS: Record<Lang, string[]> = {
  de: ['Projekt Relaunch Webseite', 'Projekt Messeauftritt', 'Laufende Betreuung'],
  en: ['Project: Website relaunch', 'Project: Trade fair', 'Ongoing support'],
  fr: [],
  nl: [],
  es: [],
  it: [],
};
const PHONE: Record<string, string> = {
  DE: '+49 221',
  GB: '+44 20',
  IE: '+353 1',
  FR: '+33 6',
  NL: '+31 6',
  ES: '+34 6',
  IT: '+39 3',
};
const EXEMPT: Record<string, string> = {
  fr: 'TVA non applicable, art. 293 B du CGI',
  it: 'Operazione in franchigia da IVA ai sensi dell’art. 1, commi 54-89, L. 190/2014 (regime forfettario)',
  es: 'Operación exenta de IVA según el art. 20 de la Ley 37/1992',
};

export function generateBlind19(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND19_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      word: drawWord,
      gdocs: drawGdocs,
      sheet: drawSheet,
      canva: drawCanva,
      latex: drawLatex,
      invgen: drawInvgen,
      libre: drawLibre,
      mobile: drawMobile,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
function quantityFor(code: string, t: Tools): string {
  if (code === 'HUR') return t.pick(['1.5', '4', '8', '12.5', '20', '2.75']);
  if (code === 'DAY') return String(t.int(1, 5));
  if (code === 'LS') return '1';
  if (code === 'MON') return t.pick(['1', '3', '6', '12']);
  return String(t.pick([1, 1, 2, 3, 5, 10]));
}
function priceFor(code: string, t: Tools): string {
  const cents = t.pick(['00', '00', '50', '90']);
  if (code === 'HUR') return `${t.int(45, 120)}.${cents}`;
  if (code === 'DAY') return `${t.int(350, 900)}.00`;
  if (code === 'LS') return `${t.int(150, 2500)}.00`;
  if (code === 'MON') return `${t.int(29, 250)}.${cents}`;
  return `${t.int(5, 400)}.${cents}`;
}
/** Layouts that print a unit: others carry C62. */
const PRINTS_UNIT: Tpl[] = ['word', 'sheet', 'latex', 'libre', 'mobile'];

function buildLines(d: Pick<Doc, 'tpl' | 'lang' | 't' | 'v' | 'cat'>, rates: string[], two: boolean): Ln[] {
  const { t, tpl, v, lang } = d;
  const long = LONG.includes(tpl) && v === 4;
  const n = long ? t.int(13, 17) : t.int(1, 6);
  const std = d.cat === 'E' ? '0' : (rates[0] as string);
  const units = UNITS[lang];
  // the English Word template has no unit column
  const printsUnit = PRINTS_UNIT.includes(tpl) && !(tpl === 'word' && lang === 'en');
  const projects = tpl === 'latex' ? PROJECTS[lang] : [];
  const nGroups = projects.length && n >= 3 && v % 2 === 0 ? Math.min(3, 1 + Math.floor(n / 3)) : 0;
  const lines: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const unit: [string, string] = printsUnit ? t.pick(units) : ['', 'C62'];
    const qty = printsUnit ? quantityFor(unit[1], t) : String(t.pick([1, 1, 2, 3, 4, 10]));
    const price = priceFor(unit[1], t);
    const base = t.pick(ITEMS[lang]);
    const name =
      i > 0 && t.rnd() < 0.25
        ? `${base} ${t.pick(lang === 'de' ? ['II', '(Teil 2)', 'Plus'] : ['II', 'Plus'])}`
        : base;
    const rate = two && t.rnd() < 0.3 ? (rates[1] as string) : std;
    const group = nGroups ? (projects[Math.min(nGroups - 1, Math.floor((i * nGroups) / n))] as string) : '';
    lines.push({ id: String(i + 1), name, qty, unit, price, rate, net: round(dec(qty).times(price)), group });
  }
  return lines;
}

/** A person's name of the language. */
const person = (lang: Lang, t: Tools) =>
  lang === 'de' ? personName(t) : `${t.pick(FIRST[lang])} ${t.pick(LAST[lang])}`;

/** A freelancer's trading name: the owner's name alone or with the trade. */
function freelancer(lang: Lang, owner: string, t: Tools): string {
  if (t.rnd() < 0.5) return owner;
  const last = owner.split(' ').slice(1).join(' ');
  if (lang === 'de') return `${t.pick(TRADE.de)} ${last}`;
  if (lang === 'en' || lang === 'nl') return `${last} ${t.pick(TRADE[lang])}`;
  return `${t.pick(TRADE[lang])} ${last}`;
}

function sellerCountry(lang: Lang, v: number): string {
  if (lang === 'en') return v % 4 < 2 ? 'GB' : 'IE';
  return { de: 'DE', fr: 'FR', nl: 'NL', es: 'ES', it: 'IT' }[lang];
}

function parties(lang: Lang, v: number, h: Helpers, t: Tools) {
  const sc = sellerCountry(lang, v);
  const s = anyParty(sc, h, t);
  const owner = person(lang, t);
  const free = t.rnd() < 0.6;
  if (free) s.name = freelancer(lang, owner, t);
  const b: KitParty = anyParty(sc, h, t);
  if (b.name.split(' ')[0] === s.name.split(' ')[0]) b.name = `Nordkap ${b.name}`;
  const privateBuyer = v % 4 === 3;
  if (privateBuyer) {
    b.name = person(lang, t);
    b.vat = undefined;
  }
  return { s, b, owner, free };
}

function docDates(tpl: Tpl, t: Tools) {
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const terms = t.pick([7, 14, 14, 30]);
  const dueShown =
    tpl === 'gdocs' || tpl === 'invgen' || tpl === 'libre' || tpl === 'mobile' || t.rnd() < 0.6;
  return { issue, terms, due: addDays(issue, terms), dueShown };
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND19_TPLS.length);
  const lang = LANGS[tpl][v % LANGS[tpl].length] as Lang;
  const { s, b, owner, free } = parties(lang, v, h, t);
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: '' } : undefined;
  const cat: 'S' | 'E' = tpl === 'libre' && v % 3 === 1 ? 'E' : 'S';
  const rates = RATES[s.country] ?? ['20'];
  const twoRates = cat === 'S' && ((tpl === 'word' && v % 4 === 1) || (tpl === 'sheet' && v % 4 === 2));
  const lines = buildLines({ tpl, lang, t, v, cat }, rates, twoRates);
  const std = cat === 'E' ? '0' : (rates[0] as string);
  const { lineNet } = vatSums(lines);
  const allowPct =
    !credit && !twoRates && ((tpl === 'invgen' && v % 3 === 0) || (tpl === 'word' && v % 4 === 2))
      ? t.pick(['5', '10'])
      : '';
  const allow = allowPct ? round(dec(lineNet).times(allowPct).dividedBy(100)) : '';
  const charge = tpl === 'invgen' && !credit && v % 2 === 0 ? t.pick(['7.50', '12.00', '25.00']) : '';
  const docLines = [...lines, ...(charge ? [{ rate: std, net: charge }] : [])];
  if (allow) docLines.push({ rate: std, net: `-${allow}` });
  const { vat, vatT } = vatSums(docLines);
  const gross = round(
    dec(lineNet)
      .minus(dec(allow || '0'))
      .plus(dec(charge || '0'))
      .plus(dec(vatT)),
  );
  const { issue, terms, due, dueShown } = docDates(tpl, t);
  const prepaid =
    !credit && ((tpl === 'word' && v % 4 === 0) || tpl === 'invgen' || tpl === 'mobile') && v % 3 === 1;
  const paid = prepaid
    ? round(
        dec(gross)
          .times(t.pick(['0.3', '0.5']))
          .toDecimalPlaces(0),
      )
    : '';
  if (credit) {
    credit.orig = numberOf(tpl, lang, t, false);
    credit.date = addDays(issue, -t.int(5, 60));
  }
  const po =
    (tpl === 'word' || tpl === 'invgen' || tpl === 'libre' || tpl === 'latex') && t.rnd() < 0.4
      ? t.pick([`PO-${t.digits(5)}`, `${t.digits(6)}`, `BE-2026-${t.digits(3)}`])
      : '';
  const ship =
    tpl === 'invgen' && v % 2 === 0
      ? [
          person(lang, t),
          `${t.int(2, 90)} ${t.pick(['Mill Lane', 'Kerkstraat', 'Via Dante'])}`,
          addr(b)[2] as string,
        ]
      : undefined;
  const cur = s.country === 'GB' ? 'GBP' : 'EUR';
  return {
    tpl,
    lang,
    v,
    cur,
    s,
    b,
    owner,
    free,
    credit,
    cat,
    exempt: cat === 'E' ? (EXEMPT[lang] ?? '') : '',
    lines,
    vat,
    lineNet,
    charge,
    allow,
    allowPct,
    vatT,
    gross,
    paid,
    number: numberOf(tpl, lang, t, !!credit),
    po,
    issue,
    due,
    terms,
    dueShown: dueShown && !credit,
    bicShown: tpl !== 'mobile' || v % 2 === 0,
    buyerVat:
      !!b.vat && (tpl === 'libre' || (tpl === 'invgen' && v % 2 === 1) || (tpl === 'word' && v % 3 === 0)),
    twoRates,
    ship,
    custNo: `${t.pick(['K', 'KD-', ''])}${t.int(100, 9999)}`,
    iban: ibanOfCountry(s.country, t),
    bic: s.country === 'FR' ? t.pick(['BNPAFRPP', 'AGRIFRPP']) : bicOf(s.country, t),
    phone: `${PHONE[s.country] ?? '+49 30'} ${t.digits(3)} ${t.digits(4)}`,
    email: `${t.pick(['hallo', 'info', 'mail', 'contact'])}@${mailDomain(s.name)}`,
    t,
  };
}

function numberOf(tpl: Tpl, lang: Lang, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  if (tpl === 'word') return credit ? `RK-2026-${n(3)}` : t.pick([`RE-2026-${n(3)}`, `2026${n(3)}`]);
  if (tpl === 'gdocs') return t.pick([`${n(4)}`, `INV-${n(3)}`, `2026-${n(3)}`]);
  if (tpl === 'sheet') return t.pick([`2026-${n(3)}`, `${t.int(1, 199)}/2026`, `R${n(4)}`]);
  if (tpl === 'canva') return t.pick([n(4), n(5)]);
  if (tpl === 'latex') return `${t.pick(['2026-', '26'])}${n(3)}`;
  if (tpl === 'invgen') return String(t.int(1, 480));
  if (tpl === 'libre') {
    if (lang === 'fr') return `${credit ? 'AV' : 'F'}2026-${n(3)}`;
    if (lang === 'it') return `${t.int(1, 140)}/2026`;
    return `2026/${n(3)}`;
  }
  return `${t.pick(['RE', 'INV', ''])}${n(4)}`;
}

function toInvoice(d: Doc): Invoice {
  const stated = {
    ...d,
    cat: 'S' as const,
    lines: d.lines.map((l) => ({ ...l, netPrice: l.price })),
  };
  const inv = statedInvoice(stated, {
    sellerName: d.s.name,
    buyerVat: d.buyerVat,
    iban: !d.credit,
    charge: { category: 'S', rate: d.vat[0]?.rate ?? '0', reason: shippingWord(d) },
  });
  if (!d.dueShown) inv.dueDate = undefined;
  const ct = inv.paymentInstructions?.creditTransfers?.[0];
  if (ct && !d.bicShown) ct.providerId = undefined;
  if (d.allow) {
    inv.allowances = [
      { amount: d.allow, vatCategoryCode: 'S', vatRate: d.vat[0]?.rate ?? '0', reason: discountWord(d) },
    ];
    inv.totals.allowanceTotal = d.allow;
    inv.totals.taxExclusive = round(dec(inv.totals.taxExclusive).minus(d.allow));
  }
  if (d.cat === 'E') {
    for (const v of inv.vatBreakdown) Object.assign(v, { categoryCode: 'E', exemptionReason: d.exempt });
    for (const l of inv.lines) l.vatCategoryCode = 'E';
  }
  return inv;
}
const shippingWord = (d: Doc) =>
  ({ en: 'Shipping', nl: 'Verzendkosten', it: 'Spedizione' })[d.lang as 'en'] ?? 'Shipping';
const discountWord = (d: Doc) =>
  ({ de: 'Rabatt', en: 'Discount', nl: 'Korting', it: 'Sconto' })[d.lang as 'en'] ?? 'Discount';

// ---------------------------------------------------------------------------- shared pieces
function money(d: Doc, v: string): string {
  const neg = v.startsWith('-');
  const a = neg ? v.slice(1) : v;
  const m =
    d.lang === 'en' ? groupedMoney(a, ',', '.') : groupedMoney(a, d.lang === 'fr' ? '\u202f' : '.', ',');
  return neg ? `-${m}` : m;
}
/** An amount with its currency as the language writes it. */
function cur(d: Doc, v: string): string {
  const m = money(d, v);
  if (d.lang === 'en')
    return `${v.startsWith('-') ? '-' : ''}${d.cur === 'GBP' ? '£' : '€'}${m.replace('-', '')}`;
  if (d.lang === 'nl' || d.lang === 'it') return `€ ${m}`;
  return `${m} €`;
}
const num = (d: Doc, q: string) => (d.lang === 'en' ? q : q.replace('.', ','));
const pct = (d: Doc, r: string) =>
  d.lang === 'de' || d.lang === 'fr' || d.lang === 'es' ? `${num(d, r)} %` : `${num(d, r)}%`;
/** A date as the layout prints it: numeric in the language's order, or written out. */
function dt(d: Doc, iso: string, style: 'num' | 'long' | 'sheet' = 'num'): string {
  const [y, m, dd] = iso.split('-');
  if (style === 'long') return longDate(iso, d.lang as MonthLang);
  if (style === 'sheet') {
    if (d.v % 3 === 0) return iso;
    const day = `${Number(dd)}`;
    return d.lang === 'de'
      ? `${day}.${Number(m)}.${y}`
      : d.lang === 'nl'
        ? `${day}-${Number(m)}-${y}`
        : `${dd}/${m}/${y}`;
  }
  return d.lang === 'de' ? `${dd}.${m}.${y}` : d.lang === 'nl' ? `${dd}-${m}-${y}` : `${dd}/${m}/${y}`;
}
/** Name, street and town of a party (GB/IE: town before the post code). */
function addr(p: KitParty): string[] {
  const town = p.country === 'GB' || p.country === 'IE' ? `${p.city} ${p.pc}` : `${p.pc} ${p.city}`;
  return [p.name, p.street, town];
}
const due = (d: Doc) => round(dec(d.gross).minus(dec(d.paid || '0')));
/** The seller's VAT id with the label of the language. */
function vatLine(d: Doc, p: KitParty): string {
  const id = p.vatShown ?? p.vat ?? '';
  return `${{ de: 'USt-IdNr.:', en: 'VAT No.:', fr: 'N° TVA :', nl: 'Btw-nr.:', es: 'NIF:', it: 'P.IVA:' }[d.lang]} ${id}`;
}

type Col = TableCol<Ln>;
interface TableOpts {
  nameCol: number;
  wrap: number;
  size?: number;
  /** the heads' y offset under their row (two-line heads) */
  step?: number;
  /** sub-headings per group and the subtotal row label after each */
  groups?: { sub: string; amountX: number; fmt: (v: string) => string };
  onBreak?: () => number;
  sign?: string;
}
/** An item table over pages (synthetic-table.ts): heads (again after a page break), wrapped names, group rows. */
function table(p: Pager, y0: number, cols: Col[], lines: Ln[], o: TableOpts): number {
  return drawWrappedTable(p, y0, cols, lines, {
    ...o,
    size: o.size ?? 9,
    shown: (l) => l.name,
    under: () => [],
    headLess: 0,
    headStep: 17,
    rowStep: 15,
    rowGap: 0,
    group: (l) => l.group,
    groupSum: o.groups,
  });
}
/** Label/value rows, values right-aligned at `vx`; the last one bold and bigger by `big`. */
function totals(
  p: Pager,
  y: number,
  rows: Array<[string, string]>,
  x: number,
  vx = 545,
  big = 1,
  rl = false,
) {
  y = p.need(y, rows.length * 15 + 10);
  rows.forEach(([a, v], i) => {
    const last = i === rows.length - 1;
    const st = { size: last ? 9.5 + big : 9, bold: last };
    p.put(y, x, a, { ...st, right: rl });
    p.put(y, vx, v, { ...st, right: true });
    y += last ? 14 + big : 14;
  });
  return y;
}
/** The totals rows every layout shares: net, discount, shipping, VAT per rate, total, paid, due. */
function totalRows(
  d: Doc,
  w: {
    net: string;
    disc: (p: string) => string;
    ship: string;
    tax: (r: string) => string;
    total: string;
    paid: string;
    due: string;
  },
  c: (v: string) => string,
): Array<[string, string]> {
  const out: Array<[string, string]> = [[w.net, c(d.lineNet)]];
  if (d.allow) out.push([w.disc(d.allowPct), c(`-${d.allow}`)]);
  if (d.charge) out.push([w.ship, c(d.charge)]);
  if (d.cat === 'S') for (const v of d.vat) out.push([w.tax(v.rate), c(v.tax)]);
  out.push([w.total, c(d.gross)]);
  if (d.paid) out.push([w.paid, c(`-${d.paid}`)], [w.due, c(due(d))]);
  return out;
}

// ---------------------------------------------------------------------------- word
const WORD = {
  de: {
    title: 'RECHNUNG',
    cn: 'RECHNUNGSKORREKTUR',
    no: ['Rechnungsnummer:', 'Rechnungs-Nr.:'],
    date: ['Rechnungsdatum:', 'Datum:'],
    cust: 'Kundennummer:',
    po: 'Ihre Bestellung:',
    due: ['Fällig am:', 'Zahlbar bis:'],
    heads: ['Pos.', 'Beschreibung', 'Menge', 'Einheit', 'Einzelpreis', 'USt.', 'Gesamt'],
    net: 'Zwischensumme',
    disc: (p: string) => `abzgl. ${p} % Rabatt`,
    afterDisc: 'Nettobetrag',
    taxSum: 'Summe USt.',
    cnNo: 'Korrektur-Nr.:',
    tax: (r: string) => `zzgl. ${r} % USt.`,
    taxOn: (r: string, b: string) => `zzgl. ${r} % USt. auf ${b}`,
    total: 'Gesamtbetrag',
    paid: 'abzgl. Anzahlung',
    rest: 'Restbetrag',
    thanks: 'Vielen Dank für Ihren Auftrag!',
    pay: (dd: string) => `Bitte überweisen Sie den Betrag bis zum ${dd} auf das unten genannte Konto.`,
    payTerms: (n: number) => `Zahlbar innerhalb von ${n} Tagen ohne Abzug.`,
    ref: (no: string, dd: string) => `Korrektur zur Rechnung Nr. ${no} vom ${dd}`,
    refund: 'Der Betrag wird Ihrem Konto gutgeschrieben.',
    bank: 'Bankverbindung',
    page: (a: number, b: number) => `Seite ${a} von ${b}`,
  },
  en: {
    title: 'INVOICE',
    cn: 'CREDIT NOTE',
    no: ['Invoice No.:', 'Invoice number:'],
    date: ['Invoice date:', 'Date:'],
    cust: 'Customer ID:',
    po: 'Your order:',
    due: ['Due date:', 'Payment due:'],
    heads: ['', 'Description', 'Qty', '', 'Unit price', 'VAT', 'Total'],
    net: 'Subtotal',
    disc: (p: string) => `Discount ${p}%`,
    afterDisc: 'Net amount',
    taxSum: 'Total VAT',
    cnNo: 'Credit note No.:',
    tax: (r: string) => `VAT ${r}%`,
    taxOn: (r: string, b: string) => `VAT ${r}% on ${b}`,
    total: 'Total',
    paid: 'Less deposit',
    rest: 'Balance due',
    thanks: 'Thank you for your business!',
    pay: (dd: string) => `Please pay by bank transfer by ${dd}.`,
    payTerms: (n: number) => `Payment within ${n} days of the invoice date.`,
    ref: (no: string, dd: string) => `Relating to invoice ${no} dated ${dd}`,
    refund: 'The amount will be refunded to your account.',
    bank: 'Bank details',
    page: (a: number, b: number) => `Page ${a} of ${b}`,
  },
};

function drawWord(d: Doc, rows: Row[]): number {
  const de = d.lang === 'de';
  const w = WORD[de ? 'de' : 'en'];
  const p = pager(rows, 60, 720);
  const alt = d.v % 2;
  p.put(50, 50, d.credit ? w.cn : w.title, { size: 26, bold: true });
  p.put(45, 545, d.s.name, { size: 11, bold: true, right: true });
  p.block([...addr(d.s).slice(1), d.phone, d.email], 545, 60, { size: 8.5, right: true });
  const bl = addr(d.b);
  let y = p.block(bl, 50, 150, { size: 10 });
  if (d.buyerVat) p.put(y, 50, vatLine(d, d.b), { size: 9 });
  const kv: Array<[string, string]> = [
    [d.credit ? w.cnNo : (w.no[alt] as string), d.number],
    [w.date[alt] as string, dt(d, d.issue, de ? 'num' : 'long')],
    [w.cust, d.custNo],
  ];
  if (d.po) kv.push([w.po, d.po]);
  if (d.dueShown) kv.push([w.due[alt] as string, dt(d, d.due, de ? 'num' : 'long')]);
  p.kv(150, 340, 545, kv, { size: 9 }, 14);
  y = 250;
  if (d.credit) {
    p.put(y, 50, w.ref(d.credit.orig, dt(d, d.credit.date, de ? 'num' : 'long')), { size: 9.5 });
    y += 20;
  }
  const h = w.heads;
  const cols: Col[] = de
    ? [
        { head: h[0] as string, x: 50, cell: (l) => l.id },
        { head: h[1] as string, x: 80, cell: (l) => l.name },
        { head: h[2] as string, x: 330, right: true, cell: (l) => num(d, l.qty) },
        { head: h[3] as string, x: 340, cell: (l) => l.unit[0] },
        { head: h[4] as string, x: 455, right: true, cell: (l) => cur(d, l.price) },
      ]
    : [
        { head: h[2] as string, x: 50, cell: (l) => l.qty },
        { head: h[1] as string, x: 90, cell: (l) => l.name },
        { head: h[4] as string, x: 455, right: true, cell: (l) => cur(d, l.price) },
      ];
  if (d.twoRates) cols.push({ head: h[5] as string, x: 495, right: true, cell: (l) => pct(d, l.rate) });
  cols.push({ head: h[6] as string, x: 545, right: true, cell: (l) => cur(d, l.net) });
  y = table(p, y, cols, d.lines, { nameCol: 1, wrap: de ? 40 : 52, onBreak: () => 60 });
  const tax = (r: string) => {
    const base = d.vat.find((v) => v.rate === r)?.base ?? '0';
    return d.vat.length > 1 ? w.taxOn(r, cur(d, base)) : w.tax(r);
  };
  const tot = totalRows(d, { ...w, tax, ship: '', due: w.rest }, (v) => cur(d, v));
  if (d.vat.length > 1) tot.splice(1 + d.vat.length, 0, [w.taxSum, cur(d, d.vatT)]);
  if (d.allow) tot.splice(2, 0, [w.afterDisc, cur(d, round(dec(d.lineNet).minus(d.allow)))]);
  y = totals(p, y + 10, tot, 320, 545, 2);
  y = p.need(y + 18, 60);
  p.put(y, 50, w.thanks, { size: 11, bold: true });
  const pay = d.credit
    ? w.refund
    : d.dueShown
      ? w.pay(dt(d, d.due, de ? 'num' : 'long'))
      : w.payTerms(d.terms);
  p.put(y + 16, 50, pay, { size: 9 });
  const bank = d.credit ? [] : [w.bank, `IBAN: ${spaced(d.iban)}`, `BIC: ${d.bic}`];
  const c1 = addr(d.s);
  const c2 = [d.phone, d.email, vatLine(d, d.s)];
  everyPage(rows, p.pages(), (pg, n) => [
    ...c1.map((s, i): [number, number, string, number] => [770 + i * 9, 50, s, 7]),
    ...c2.map((s, i): [number, number, string, number] => [770 + i * 9, 230, s, 7]),
    ...bank.map((s, i): [number, number, string, number] => [770 + i * 9, 400, s, 7]),
    ...(n > 1 ? [[812, 270, w.page(pg, n), 7] as [number, number, string, number]] : []),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- gdocs
const GDOCS = {
  en: {
    title: 'Invoice',
    billed: 'Billed to',
    from: 'From',
    no: 'Invoice number',
    date: 'Date of issue',
    due: 'Due date',
    heads: ['Item', 'Qty', 'Rate', 'Amount'],
    net: 'Subtotal',
    tax: (r: string) => `Tax (${r}%)`,
    total: 'Total',
    amountDue: (c: string) => `Amount due (${c})`,
    notes: 'Notes',
    pay: 'Please pay by bank transfer to',
    thanks: 'Thank you!',
  },
  es: {
    title: 'Factura',
    billed: 'Facturado a',
    from: 'De',
    no: 'Número de factura',
    date: 'Fecha de emisión',
    due: 'Fecha de vencimiento',
    heads: ['Concepto', 'Cant.', 'Precio', 'Importe'],
    net: 'Subtotal',
    tax: (r: string) => `IVA (${r} %)`,
    total: 'Total',
    amountDue: (c: string) => `Importe a pagar (${c})`,
    notes: 'Notas',
    pay: 'Forma de pago: transferencia bancaria a',
    thanks: '¡Gracias!',
  },
};

function drawGdocs(d: Doc, rows: Row[]): number {
  const w = GDOCS[d.lang === 'es' ? 'es' : 'en'];
  const p = pager(rows, 60, 740);
  p.put(60, 50, w.title, { size: 30 });
  p.put(130, 50, w.billed, { size: 9, bold: true });
  const bl = [...addr(d.b), ...(d.b.vat && d.v % 2 === 0 ? [vatLine(d, d.b)] : [])];
  p.block(bl, 50, 144, { size: 9.5 });
  p.put(130, 230, w.from, { size: 9, bold: true });
  p.block([...addr(d.s), vatLine(d, d.s), d.email], 230, 144, { size: 9.5 });
  const date = (iso: string) => (d.lang === 'en' && d.v % 2 === 0 ? dt(d, iso, 'long') : dt(d, iso));
  const stack: Array<[string, string]> = [
    [w.no, d.number],
    [w.date, date(d.issue)],
    [w.due, date(d.due)],
  ];
  stack.forEach(([a, b], i) => {
    p.put(130 + i * 30, 420, a, { size: 9, bold: true });
    p.put(143 + i * 30, 420, b, { size: 9.5 });
  });
  const cols: Col[] = [
    { head: w.heads[0] as string, x: 50, cell: (l) => l.name },
    { head: w.heads[1] as string, x: 360, right: true, cell: (l) => num(d, l.qty) },
    { head: w.heads[2] as string, x: 450, right: true, cell: (l) => cur(d, l.price) },
    { head: w.heads[3] as string, x: 545, right: true, cell: (l) => cur(d, l.net) },
  ];
  let y = table(p, 260, cols, d.lines, { nameCol: 0, wrap: 48, onBreak: () => 60 });
  const tot = totalRows(
    d,
    { net: w.net, disc: () => '', ship: '', tax: w.tax, total: w.total, paid: '', due: '' },
    (v) => cur(d, v),
  );
  tot.push([w.amountDue(d.cur), cur(d, due(d))]);
  y = totals(p, y + 12, tot, 360, 545, 3);
  y = p.need(y + 20, 60);
  p.put(y, 50, w.notes, { size: 9, bold: true });
  y = para(p, y + 13, 50, `${w.pay} ${d.s.name}:`, 90, 8.5);
  p.put(y, 50, `IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 8.5 });
  y += 11;
  p.put(y + 6, 50, w.thanks, { size: 9 });
  return p.pages();
}

// ---------------------------------------------------------------------------- sheet
const SHEET = {
  de: {
    title: ['Rechnung', 'Stornorechnung'],
    to: 'Rechnungsempfänger',
    no: 'Rechnungsnr.',
    date: 'Datum',
    due: 'Fällig',
    cust: 'Kunden-Nr.',
    heads: ['Pos', 'Artikel', 'Menge', 'Einheit', 'Preis (€)', 'MwSt.', 'Summe (€)'],
    net: 'Netto',
    tax: (r: string) => `MwSt. ${r} %`,
    total: 'Brutto',
    taxSum: 'MwSt. gesamt',
    ref: 'Storno zu Rechnung',
    bank: ['Bank', 'IBAN', 'BIC'],
    taxid: 'USt-ID',
  },
  en: {
    title: ['Invoice', 'Credit note'],
    to: 'Bill to',
    no: 'Invoice #',
    date: 'Date',
    due: 'Due',
    cust: 'Customer #',
    heads: ['#', 'Item', 'Qty', 'Unit', 'Price (€)', 'VAT', 'Amount (€)'],
    net: 'Net',
    tax: (r: string) => `VAT ${r}%`,
    total: 'Total',
    taxSum: 'VAT total',
    ref: 'Credit for invoice',
    bank: ['Bank', 'IBAN', 'BIC'],
    taxid: 'VAT no.',
  },
  nl: {
    title: ['Factuur', 'Creditfactuur'],
    to: 'Factuur aan',
    no: 'Factuurnr.',
    date: 'Datum',
    due: 'Vervaldatum',
    cust: 'Klantnr.',
    heads: ['Nr', 'Artikel', 'Aantal', 'Eenheid', 'Prijs (€)', 'Btw', 'Totaal (€)'],
    net: 'Subtotaal',
    tax: (r: string) => `Btw ${r}%`,
    total: 'Totaal',
    taxSum: 'Btw totaal',
    ref: 'Creditering van factuur',
    bank: ['Bank', 'IBAN', 'BIC'],
    taxid: 'Btw-nr.',
  },
};

function drawSheet(d: Doc, rows: Row[]): number {
  const w = SHEET[d.lang as 'de'];
  const p = pager(rows, 50, 760);
  const neg = d.credit ? '-' : '';
  const cell = (v: string) => money(d, `${neg}${v}`);
  p.put(40, 230, w.title[d.credit ? 1 : 0] as string, { size: 18, bold: true });
  const sl = [...addr(d.s), d.phone, d.email];
  p.block(sl, 50, 75, { size: 9 });
  const A = 50;
  p.put(160, A, w.to, { size: 9, bold: true });
  p.block(addr(d.b), A, 173, { size: 9 });
  const kv: Array<[string, string]> = [
    [w.no, d.number],
    [w.date, dt(d, d.issue, 'sheet')],
  ];
  if (d.dueShown) kv.push([w.due, dt(d, d.due, 'sheet')]);
  kv.push([w.cust, d.custNo]);
  if (d.credit) kv.push([w.ref, `${d.credit.orig} (${dt(d, d.credit.date, 'sheet')})`]);
  p.kv(75, 360, 450, kv, { size: 9 }, 13);
  // the currency stands in the column heads only
  const h = w.heads.map((x) => (d.cur === 'GBP' ? x.replace('€', '£') : x));
  const cols: Col[] = [
    { head: h[0] as string, x: 50, cell: (l) => l.id },
    { head: h[1] as string, x: 75, cell: (l) => l.name },
    { head: h[2] as string, x: 330, right: true, cell: (l) => (neg ? `-${num(d, l.qty)}` : num(d, l.qty)) },
    { head: h[3] as string, x: 340, cell: (l) => l.unit[0] },
    { head: h[4] as string, x: 450, right: true, cell: (l) => money(d, l.price) },
  ];
  if (d.twoRates) cols.push({ head: h[5] as string, x: 490, right: true, cell: (l) => `${num(d, l.rate)}%` });
  cols.push({ head: h[6] as string, x: 545, right: true, cell: (l) => cell(l.net) });
  let y = table(p, 260, cols, d.lines, { nameCol: 1, wrap: 42, size: 8.5, onBreak: () => 50 });
  const tot: Array<[string, string]> = [[w.net, cell(d.lineNet)]];
  for (const v of d.vat) {
    if (d.vat.length > 1) tot.push([`${w.net} ${num(d, v.rate)}%`, cell(v.base)]);
    tot.push([w.tax(num(d, v.rate)), cell(v.tax)]);
  }
  if (d.vat.length > 1) tot.push([w.taxSum, cell(d.vatT)]);
  tot.push([w.total, cell(d.gross)]);
  y = totals(p, y + 6, tot, 420, 545, 0);
  y = p.need(y + 20, 50);
  const bk: Array<[string, string]> = [[w.taxid, d.s.vatShown ?? d.s.vat ?? '']];
  if (!d.credit) bk.push([w.bank[1] as string, spaced(d.iban)], [w.bank[2] as string, d.bic]);
  p.kv(y, A, 110, bk, { size: 8.5 }, 12);
  return p.pages();
}

// ---------------------------------------------------------------------------- canva
const CANVA = {
  en: {
    title: 'INVOICE',
    to: 'INVOICE TO:',
    no: 'INVOICE NO:',
    date: 'DATE:',
    due: 'DUE DATE:',
    heads: ['DESCRIPTION', 'PRICE', 'QTY', 'TOTAL'],
    net: 'SUB TOTAL',
    tax: (r: string) => `TAX ${r}%`,
    total: 'TOTAL DUE',
    pay: 'PAYMENT METHOD',
    bank: ['Bank name:', 'Account name:', 'IBAN:', 'SWIFT/BIC:'],
    bankName: 'Harbour Bank',
    sign: 'Owner',
    thanks: 'THANK YOU FOR YOUR BUSINESS',
  },
  fr: {
    title: 'FACTURE',
    to: 'FACTURÉ À :',
    no: 'FACTURE N° :',
    date: 'DATE :',
    due: 'ÉCHÉANCE :',
    heads: ['DESCRIPTION', 'PRIX', 'QTÉ', 'TOTAL'],
    net: 'SOUS-TOTAL',
    tax: (r: string) => `TVA ${r} %`,
    total: 'TOTAL À PAYER',
    pay: 'MODE DE PAIEMENT',
    bank: ['Banque :', 'Titulaire :', 'IBAN :', 'BIC :'],
    bankName: 'Banque des Tilleuls',
    sign: 'Gérant(e)',
    thanks: 'MERCI DE VOTRE CONFIANCE',
  },
  es: {
    title: 'FACTURA',
    to: 'FACTURAR A:',
    no: 'FACTURA N.º:',
    date: 'FECHA:',
    due: 'VENCIMIENTO:',
    heads: ['DESCRIPCIÓN', 'PRECIO', 'CANT.', 'TOTAL'],
    net: 'SUBTOTAL',
    tax: (r: string) => `IVA ${r} %`,
    total: 'TOTAL A PAGAR',
    pay: 'MÉTODO DE PAGO',
    bank: ['Banco:', 'Titular:', 'IBAN:', 'BIC:'],
    bankName: 'Banco del Olivo',
    sign: 'Titular',
    thanks: 'GRACIAS POR SU CONFIANZA',
  },
};

function drawCanva(d: Doc, rows: Row[]): number {
  const w = CANVA[d.lang as 'en'];
  const p = pager(rows, 60, 760);
  p.put(50, 50, d.s.name, { size: 15, bold: true });
  p.put(68, 50, d.owner, { size: 8.5 });
  p.put(55, 545, w.title, { size: 34, bold: true, right: true });
  p.put(150, 50, w.to, { size: 9, bold: true });
  const bl = addr(d.b);
  p.put(164, 50, bl[0] as string, { size: 12, bold: true });
  p.block(bl.slice(1), 50, 180, { size: 9 });
  const kv: Array<[string, string]> = [
    [w.no, d.number],
    [w.date, dt(d, d.issue, d.lang === 'en' && d.v % 2 ? 'long' : 'num')],
  ];
  if (d.dueShown) kv.push([w.due, dt(d, d.due, d.lang === 'en' && d.v % 2 ? 'long' : 'num')]);
  p.kv(150, 390, 545, kv, { size: 9, bold: true }, 15);
  const cols: Col[] = [
    { head: w.heads[0] as string, x: 50, cell: (l) => l.name },
    { head: w.heads[1] as string, x: 380, right: true, cell: (l) => cur(d, l.price) },
    { head: w.heads[2] as string, x: 440, right: true, cell: (l) => l.qty },
    { head: w.heads[3] as string, x: 545, right: true, cell: (l) => cur(d, l.net) },
  ];
  let y = table(p, 260, cols, d.lines, { nameCol: 0, wrap: 46, size: 9.5, onBreak: () => 60 });
  const tot = totalRows(
    d,
    { net: w.net, disc: () => '', ship: '', tax: w.tax, total: w.total, paid: '', due: '' },
    (v) => cur(d, v),
  );
  y = totals(p, y + 16, tot, 380, 545, 5);
  y = p.need(Math.max(y + 30, 600), 120);
  p.put(y, 50, w.pay, { size: 10, bold: true });
  const bank: Array<[string, string]> = [
    [w.bank[0] as string, w.bankName],
    [w.bank[1] as string, d.s.name],
    [w.bank[2] as string, spaced(d.iban)],
  ];
  if (d.bicShown) bank.push([w.bank[3] as string, d.bic]);
  p.kv(y + 15, 50, 130, bank, { size: 8.5 }, 12);
  p.put(y + 40, 400, '____________________', { size: 9 });
  p.put(y + 54, 400, d.owner, { size: 9, bold: true });
  p.put(y + 66, 400, w.sign, { size: 8 });
  p.put(740, 50, w.thanks, { size: 11, bold: true });
  const foot = `${d.phone}  |  ${d.email}  |  ${addr(d.s).slice(1).join(', ')}  |  ${vatLine(d, d.s)}`;
  everyPage(rows, p.pages(), () => [[790, 50, foot, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- latex
const LATEX = {
  de: {
    subject: (no: string) => `Rechnung Nr. ${no}`,
    cnSubject: (no: string) => `Rechnungskorrektur Nr. ${no}`,
    refHeads: ['Ihre Bestellung', 'Kundennummer', 'Datum'],
    hello: 'Sehr geehrte Damen und Herren,',
    intro: 'für meine Leistungen erlaube ich mir, Ihnen folgende Beträge in Rechnung zu stellen:',
    cnIntro: (no: string, dd: string) =>
      `hiermit korrigiere ich meine Rechnung Nr. ${no} vom ${dd} wie folgt:`,
    heads: ['Leistung', 'Anzahl', 'Einzelpreis', 'Betrag'],
    sub: 'Summe',
    net: 'Summe netto',
    tax: (r: string) => `USt. ${r} %`,
    total: 'Gesamtbetrag',
    pay: (dd: string) =>
      `Bitte überweisen Sie den Gesamtbetrag bis zum ${dd} auf das unten angegebene Konto.`,
    payTerms: (n: number) => `Bitte überweisen Sie den Gesamtbetrag innerhalb von ${n} Tagen.`,
    refund: 'Den Betrag erstatte ich Ihnen in den nächsten Tagen.',
    bye: 'Mit freundlichen Grüßen',
    foot: ['Bankverbindung', 'Steuernummer', 'USt-IdNr.'],
  },
  en: {
    subject: (no: string) => `Invoice No. ${no}`,
    cnSubject: (no: string) => `Credit note No. ${no}`,
    refHeads: ['Your order', 'Customer no.', 'Date'],
    hello: 'Dear Sir or Madam,',
    intro: 'for my services I am charging the following:',
    cnIntro: (no: string, dd: string) =>
      `this credit note corrects my invoice No. ${no} of ${dd} as follows:`,
    heads: ['Service', 'Quantity', 'Unit price', 'Amount'],
    sub: 'Subtotal',
    net: 'Net total',
    tax: (r: string) => `VAT ${r}%`,
    total: 'Total',
    pay: (dd: string) => `Please transfer the total amount by ${dd} to the account below.`,
    payTerms: (n: number) => `Please transfer the total amount within ${n} days.`,
    refund: 'I will refund the amount within the next days.',
    bye: 'Kind regards',
    foot: ['Bank details', 'UTR', 'VAT Reg. No.'],
  },
};

function drawLatex(d: Doc, rows: Row[]): number {
  const de = d.lang === 'de';
  const w = LATEX[de ? 'de' : 'en'];
  const p = pager(rows, 70, 730);
  p.put(60, 545, d.s.name, { size: 16, right: true });
  p.block([d.s.street, `${addr(d.s)[2]}`, d.phone, d.email], 545, 80, { size: 8.5, right: true });
  p.put(135, 60, `${d.s.name} · ${d.s.street} · ${addr(d.s)[2]}`, { size: 6.5 });
  p.block(addr(d.b), 60, 152, { size: 10 });
  const date = (iso: string) => dt(d, iso, 'long');
  const refs: Array<[string, string]> = [];
  if (d.po) refs.push([w.refHeads[0] as string, d.po]);
  refs.push([w.refHeads[1] as string, d.custNo], [w.refHeads[2] as string, date(d.issue)]);
  refs.forEach(([a, b], i) => {
    const x = 545 - (refs.length - 1 - i) * 110;
    p.put(240, x, a, { size: 7, right: true });
    p.put(251, x, b, { size: 9, right: true });
  });
  p.put(285, 60, d.credit ? w.cnSubject(d.number) : w.subject(d.number), { size: 11, bold: true });
  p.put(310, 60, w.hello, { size: 10 });
  const intro = d.credit ? w.cnIntro(d.credit.orig, date(d.credit.date)) : w.intro;
  let y = para(p, 328, 60, intro, 95, 10);
  const qty = (l: Ln) => `${num(d, l.qty)} ${latexUnit(d, l)}`;
  const cols: Col[] = [
    { head: w.heads[0] as string, x: 60, cell: (l) => l.name },
    { head: w.heads[1] as string, x: 370, right: true, cell: qty },
    { head: w.heads[2] as string, x: 460, right: true, cell: (l) => money(d, l.price) },
    { head: w.heads[3] as string, x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, y + 10, cols, d.lines, {
    nameCol: 0,
    wrap: 48,
    size: 9.5,
    groups: d.lines.some((l) => l.group) ? { sub: w.sub, amountX: 545, fmt: (v) => money(d, v) } : undefined,
    onBreak: () => 70,
  });
  const tot = totalRows(
    d,
    { net: w.net, disc: () => '', ship: '', tax: w.tax, total: `${w.total} (${d.cur})`, paid: '', due: '' },
    (v) => money(d, v),
  );
  y = totals(p, y + 8, tot, 330, 545, 0.5);
  y = p.need(y + 16, 90);
  const pay = d.credit ? w.refund : d.dueShown ? w.pay(date(d.due)) : w.payTerms(d.terms);
  y = para(p, y, 60, pay, 95, 10);
  p.put(y + 14, 60, w.bye, { size: 10 });
  p.put(y + 44, 60, d.owner, { size: 10 });
  const taxNo = de ? `${d.t.int(10, 99)}/${d.t.int(100, 999)}/${d.t.int(10000, 99999)}` : d.t.digits(10);
  const bank = d.credit ? [] : [`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`];
  everyPage(rows, p.pages(), (pg, n) => [
    [775, 60, w.foot[0] as string, 7],
    ...bank.map((s, i): [number, number, string, number] => [785 + i * 9, 60, s, 7]),
    [775, 300, `${w.foot[1]}: ${taxNo}`, 7],
    [785, 300, `${w.foot[2]}: ${d.s.vatShown ?? d.s.vat}`, 7],
    [812, 545, `${pg}/${n}`, 7],
  ]);
  return p.pages();
}
function latexUnit(d: Doc, l: Ln): string {
  const de = d.lang === 'de';
  const m: Record<string, string> = de
    ? { HUR: 'Std.', DAY: Number(l.qty) === 1 ? 'Tag' : 'Tage', LS: 'pausch.', MON: 'Mon.', C62: 'Stk.' }
    : { HUR: 'h', DAY: Number(l.qty) === 1 ? 'day' : 'days', LS: 'flat', MON: 'mo.', H87: 'pcs' };
  return m[l.unit[1]] ?? '';
}

// ---------------------------------------------------------------------------- invgen
const INVGEN = {
  en: {
    title: 'INVOICE',
    cn: 'CREDIT NOTE',
    date: 'Date:',
    terms: 'Payment Terms:',
    termsV: (n: number) => `Net ${n}`,
    due: 'Due Date:',
    po: 'PO Number:',
    bal: 'Balance Due:',
    bill: 'Bill To:',
    ship: 'Ship To:',
    heads: ['Item', 'Quantity', 'Rate', 'Amount'],
    net: 'Subtotal:',
    disc: (p: string) => `Discount (${p}%):`,
    shipC: 'Shipping:',
    tax: (r: string) => `Tax (${r}%):`,
    total: 'Total:',
    paid: 'Amount Paid:',
    notes: 'Notes:',
    termsH: 'Terms:',
    ref: (no: string) => `Credit for invoice # ${no}`,
    payTxt: 'Bank transfer to',
    late: 'Payment is due within the payment terms stated above.',
  },
  nl: {
    title: 'FACTUUR',
    cn: 'CREDITNOTA',
    date: 'Datum:',
    terms: 'Betalingsvoorwaarden:',
    termsV: (n: number) => `${n} dagen`,
    due: 'Vervaldatum:',
    po: 'Inkoopordernummer:',
    bal: 'Te betalen:',
    bill: 'Factuur aan:',
    ship: 'Verzenden naar:',
    heads: ['Artikel', 'Aantal', 'Tarief', 'Bedrag'],
    net: 'Subtotaal:',
    disc: (p: string) => `Korting (${p}%):`,
    shipC: 'Verzendkosten:',
    tax: (r: string) => `Btw (${r}%):`,
    total: 'Totaal:',
    paid: 'Betaald bedrag:',
    notes: 'Opmerkingen:',
    termsH: 'Voorwaarden:',
    ref: (no: string) => `Creditering van factuur # ${no}`,
    payTxt: 'Overmaken naar',
    late: 'Betaling binnen de genoemde betalingstermijn.',
  },
  it: {
    title: 'FATTURA',
    cn: 'NOTA DI CREDITO',
    date: 'Data:',
    terms: 'Termini di pagamento:',
    termsV: (n: number) => `${n} giorni`,
    due: 'Data di scadenza:',
    po: 'Numero ordine:',
    bal: 'Saldo dovuto:',
    bill: 'Fatturare a:',
    ship: 'Spedire a:',
    heads: ['Articolo', 'Quantità', 'Tariffa', 'Importo'],
    net: 'Subtotale:',
    disc: (p: string) => `Sconto (${p}%):`,
    shipC: 'Spedizione:',
    tax: (r: string) => `IVA (${r}%):`,
    total: 'Totale:',
    paid: 'Importo pagato:',
    notes: 'Note:',
    termsH: 'Termini:',
    ref: (no: string) => `Storno della fattura # ${no}`,
    payTxt: 'Bonifico bancario a',
    late: 'Pagamento entro i termini indicati.',
  },
};

function drawInvgen(d: Doc, rows: Row[]): number {
  const w = INVGEN[d.lang as 'en'];
  const p = pager(rows, 60, 740);
  p.put(50, 50, d.s.name, { size: 13, bold: true });
  p.block([...addr(d.s).slice(1), vatLine(d, d.s)], 50, 66, { size: 9 });
  p.put(50, 545, d.credit ? w.cn : w.title, { size: 24, right: true });
  p.put(78, 545, `# ${d.number}`, { size: 11, right: true });
  const date = (iso: string) => (d.lang === 'en' ? dt(d, iso, 'long') : dt(d, iso));
  const kv: Array<[string, string]> = [[w.date, date(d.issue)]];
  if (!d.credit) kv.push([w.terms, w.termsV(d.terms)], [w.due, date(d.due)]);
  if (d.po) kv.push([w.po, d.po]);
  kv.push([w.bal, cur(d, due(d))]);
  kv.forEach(([a, b], i) => {
    const last = i === kv.length - 1;
    p.put(110 + i * 15, 450, a, { size: 9, bold: last, right: true });
    p.put(110 + i * 15, 545, b, { size: 9, bold: last, right: true });
  });
  p.put(150, 50, w.bill, { size: 9, bold: true });
  const bl = [...addr(d.b), ...(d.buyerVat ? [vatLine(d, d.b)] : [])];
  p.block(bl, 50, 163, { size: 9.5 });
  if (d.ship) {
    p.put(150, 270, w.ship, { size: 9, bold: true });
    p.block(d.ship, 270, 163, { size: 9.5 });
  }
  let y = 250;
  if (d.credit) {
    p.put(y, 50, w.ref(d.credit.orig), { size: 9 });
    y += 18;
  }
  const cols: Col[] = [
    { head: w.heads[0] as string, x: 55, cell: (l) => l.name },
    { head: w.heads[1] as string, x: 380, right: true, cell: (l) => l.qty },
    { head: w.heads[2] as string, x: 460, right: true, cell: (l) => cur(d, l.price) },
    { head: w.heads[3] as string, x: 540, right: true, cell: (l) => cur(d, l.net) },
  ];
  y = table(p, y, cols, d.lines, { nameCol: 0, wrap: 50, onBreak: () => 60 });
  const tot = totalRows(
    d,
    { net: w.net, disc: w.disc, ship: w.shipC, tax: w.tax, total: w.total, paid: w.paid, due: w.bal },
    (v) => cur(d, v),
  );
  // the generator prints "Amount Paid" positive, after the total
  const fixed = tot.map(([a, b]): [string, string] => [a, a === w.paid ? b.replace('-', '') : b]);
  y = totals(p, y + 12, fixed, 450, 545, 0, true);
  y = p.need(y + 20, 60);
  p.put(y, 50, w.notes, { size: 9, bold: true });
  const notes = d.credit
    ? [w.ref(d.credit.orig)]
    : [`${w.payTxt} ${d.s.name}`, `IBAN ${spaced(d.iban)} – BIC ${d.bic}`];
  y = p.block(notes, 50, y + 13, { size: 8.5 });
  p.put(y + 6, 50, w.termsH, { size: 9, bold: true });
  p.put(y + 19, 50, w.late, { size: 8.5 });
  return p.pages();
}

// ---------------------------------------------------------------------------- libre
const LIBRE = {
  fr: {
    title: (no: string, dd: string) => `Facture n° ${no} du ${dd}`,
    cnTitle: (no: string, dd: string) => `Avoir n° ${no} du ${dd}`,
    ref: (no: string, dd: string) => `Avoir relatif à la facture n° ${no} du ${dd}`,
    ei: 'Entrepreneur individuel (EI)',
    legal: (t: Tools) => `SIRET : ${t.digits(3)} ${t.digits(3)} ${t.digits(3)} ${t.digits(5)}`,
    client: 'Client',
    po: 'Bon de commande :',
    heads: ['Désignation', 'Quantité', 'Unité', 'Prix unitaire HT', 'Montant HT'],
    net: 'Total HT',
    tax: (r: string) => `TVA ${r} %`,
    total: 'Total TTC',
    totalE: 'Net à payer',
    due: 'Échéance :',
    pay: 'Règlement par virement :',
    late: 'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 €.',
  },
  it: {
    title: (no: string, dd: string) => `Fattura n. ${no} del ${dd}`,
    cnTitle: (no: string, dd: string) => `Nota di credito n. ${no} del ${dd}`,
    ref: (no: string, dd: string) => `Nota di credito a storno della fattura n. ${no} del ${dd}`,
    ei: 'Libero professionista',
    legal: (t: Tools) =>
      `C.F. ${t.pick(['RSS', 'BNC', 'FRR'])}${t.pick(['MRA', 'GLI', 'CHR'])}${t.int(60, 99)}A${t.int(10, 68)}F${t.digits(3)}X`,
    client: 'Spett.le',
    po: 'Rif. ordine:',
    heads: ['Descrizione', 'Quantità', 'U.M.', 'Prezzo unitario', 'Importo'],
    net: 'Imponibile',
    tax: (r: string) => `IVA ${r}%`,
    total: 'Totale documento',
    totalE: 'Totale da pagare',
    due: 'Scadenza:',
    pay: 'Pagamento tramite bonifico bancario:',
    late: 'In caso di ritardato pagamento si applicano gli interessi di mora ai sensi del D.Lgs. 231/2002.',
  },
  es: {
    title: (no: string, dd: string) => `Factura n.º ${no} — ${dd}`,
    cnTitle: (no: string, dd: string) => `Factura rectificativa n.º ${no} — ${dd}`,
    ref: (no: string, dd: string) => `Rectifica la factura n.º ${no} de fecha ${dd}`,
    ei: 'Profesional autónomo',
    legal: (t: Tools) => `Colegiado n.º ${t.int(1000, 9999)}`,
    client: 'Cliente',
    po: 'Pedido:',
    heads: ['Concepto', 'Cantidad', 'Unidad', 'Precio unitario', 'Importe'],
    net: 'Base imponible',
    tax: (r: string) => `IVA ${r} %`,
    total: 'Total factura',
    totalE: 'Total a pagar',
    due: 'Vencimiento:',
    pay: 'Forma de pago: transferencia bancaria',
    late: 'El pago fuera de plazo devengará los intereses previstos en la Ley 3/2004.',
  },
};

function drawLibre(d: Doc, rows: Row[]): number {
  const w = LIBRE[d.lang as 'fr'];
  const p = pager(rows, 60, 740);
  p.put(50, 50, d.s.name, { size: 13, bold: true });
  const legal = w.legal(d.t);
  const sl = [
    ...(d.free ? [w.ei] : []),
    d.s.street,
    addr(d.s)[2] as string,
    vatLine(d, d.s),
    legal,
    d.phone,
    d.email,
  ];
  p.block(sl, 50, 66, { size: 8.5 });
  p.put(150, 320, w.client, { size: 9, bold: true });
  let y = p.block(addr(d.b), 320, 164, { size: 10 });
  if (d.buyerVat) p.put(y, 320, vatLine(d, d.b), { size: 9 });
  const title = d.credit ? w.cnTitle : w.title;
  p.put(250, 50, title(d.number, dt(d, d.issue)), { size: 14, bold: true });
  y = 272;
  if (d.credit) {
    p.put(y, 50, w.ref(d.credit.orig, dt(d, d.credit.date)), { size: 9 });
    y += 14;
  }
  if (d.po) {
    p.put(y, 50, `${w.po} ${d.po}`, { size: 9 });
    y += 14;
  }
  const h = w.heads;
  const cols: Col[] = [
    { head: h[0] as string, x: 50, cell: (l) => l.name },
    { head: h[1] as string, x: 330, right: true, cell: (l) => num(d, l.qty) },
    { head: h[2] as string, x: 340, cell: (l) => l.unit[0] },
    { head: h[3] as string, x: 470, right: true, cell: (l) => money(d, l.price) },
    { head: h[4] as string, x: 545, right: true, cell: (l) => money(d, l.net) },
  ];
  y = table(p, y + 14, cols, d.lines, { nameCol: 0, wrap: 44, onBreak: () => 60 });
  const tot: Array<[string, string]> = [[w.net, cur(d, d.lineNet)]];
  if (d.cat === 'S') {
    for (const v of d.vat) tot.push([w.tax(num(d, v.rate)), cur(d, v.tax)]);
    tot.push([w.total, cur(d, d.gross)]);
  } else tot.push([w.totalE, cur(d, d.gross)]);
  y = totals(p, y + 10, tot, 380, 545, 1);
  y = p.need(y + 10, 110);
  if (d.exempt) y = para(p, y, 50, d.exempt, 100, 8.5) + 6;
  if (d.dueShown) {
    p.put(y, 50, `${w.due} ${dt(d, d.due)}`, { size: 9 });
    y += 14;
  }
  if (!d.credit) {
    p.put(y, 50, w.pay, { size: 9 });
    p.put(y + 12, 50, `IBAN ${spaced(d.iban)} – BIC ${d.bic}`, { size: 9 });
    y += 28;
  }
  para(p, y, 50, w.late, 110, 7.5);
  everyPage(rows, p.pages(), (pg, n) => [[800, 297, `${pg} / ${n}`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- mobile
const MOBILE = {
  de: {
    title: 'Rechnung',
    cn: 'Korrekturrechnung',
    no: 'Nr.',
    date: 'Datum',
    due: 'Fällig',
    from: 'Von',
    to: 'An',
    items: 'Positionen',
    net: 'Zwischensumme',
    tax: (r: string) => `MwSt. ${r} %`,
    total: 'Gesamt',
    paid: 'Bezahlt',
    open: 'Offen',
    ref: 'Zu Rechnung',
    pay: 'Zahlung',
    made: 'Erstellt mit einer Rechnungs-App',
  },
  en: {
    title: 'Invoice',
    cn: 'Credit note',
    no: 'No.',
    date: 'Date',
    due: 'Due',
    from: 'From',
    to: 'To',
    items: 'Items',
    net: 'Subtotal',
    tax: (r: string) => `VAT ${r}%`,
    total: 'Total',
    paid: 'Paid',
    open: 'Balance due',
    ref: 'For invoice',
    pay: 'Payment',
    made: 'Made with an invoicing app',
  },
};

function drawMobile(d: Doc, rows: Row[]): number {
  const w = MOBILE[d.lang as 'de'];
  const L = 60;
  const R = 300;
  const p = pager(rows, 50, 780);
  p.put(50, L, d.credit ? w.cn : w.title, { size: 20, bold: true });
  const kv: Array<[string, string]> = [
    [w.no, d.number],
    [w.date, dt(d, d.issue)],
  ];
  if (d.dueShown) kv.push([w.due, dt(d, d.due)]);
  if (d.credit) kv.push([w.ref, d.credit.orig]);
  kv.forEach(([a, b], i) => {
    p.put(80 + i * 14, L, a, { size: 9 });
    p.put(80 + i * 14, R, b, { size: 9, right: true });
  });
  let y = 80 + kv.length * 14;
  const blk = (label: string, ls: string[]) => {
    y = p.need(y + 10, 70);
    p.put(y, L, label, { size: 8, bold: true });
    y = p.block(ls, L, y + 12, { size: 9 });
  };
  blk(w.from, [...addr(d.s), vatLine(d, d.s)]);
  blk(w.to, addr(d.b));
  y = p.need(y + 14, 40);
  p.put(y, L, w.items, { size: 8, bold: true });
  y += 14;
  for (const l of d.lines) {
    const parts = wrapWords(l.name, 26);
    y = p.need(y, 14 + parts.length * 11);
    parts.forEach((s, j) => void p.put(y + j * 11, L, s, { size: 9.5, bold: true }));
    p.put(y, R, cur(d, l.net), { size: 9.5, right: true });
    y += parts.length * 11;
    const u = l.unit[1] === 'C62' ? '' : `${l.unit[0]} `;
    p.put(y, L, `${num(d, l.qty)} ${u}× ${cur(d, l.price)}`, { size: 8 });
    y += 16;
  }
  const tot = totalRows(
    d,
    { net: w.net, disc: () => '', ship: '', tax: w.tax, total: w.total, paid: w.paid, due: w.open },
    (v) => cur(d, v),
  );
  y = totals(p, y + 6, tot, L, R, 1);
  if (!d.credit) {
    y = p.need(y + 12, 50);
    p.put(y, L, w.pay, { size: 8, bold: true });
    const bank: Array<[string, string]> = [['IBAN', spaced(d.iban)]];
    if (d.bicShown) bank.push(['BIC', d.bic]);
    bank.forEach(([a, b], i) => {
      p.put(y + 12 + i * 12, L, a, { size: 8.5 });
      p.put(y + 12 + i * 12, R, b, { size: 8.5, right: true });
    });
  }
  everyPage(rows, p.pages(), () => [[805, L, `${w.made} · ${d.phone}`, 6.5]]);
  return p.pages();
}
