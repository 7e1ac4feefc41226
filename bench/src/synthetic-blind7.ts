/**
 * `--templates blind7` of extraction-synthetic.ts: layouts written before reading the extraction
 * rules (session 8, issue 19 "measure before you fix") —
 * - `xrviz`: the official XRechnung visualisation style (German or English): an overview list
 *   ("Rechnungsnummer", "Rechnungsdatum", "Käuferreferenz" …), the parties as labelled field lists
 *   under "Käufer" / "Verkäufer" ("Buyer" / "Seller") side by side, the value right of the label or
 *   under it, one labelled block per item ("Position", "Artikelname", "Artikelnummer", "Menge",
 *   "Einheit", "Preis", "Nettobetrag", "USt."), totals and VAT breakdown as labelled lists, payment
 *   data as a list; long invoices run over two or three pages;
 * - `fields`: a German invoice printed entirely as labelled fields: a party grid ("Rechnungssteller |
 *   Rechnungsempfänger" with rows "Firma", "Straße", "PLZ / Ort", "USt-IdNr.", "Telefon", "E-Mail"),
 *   an invoice-data grid, one block per item ("Pos. 1" / "Bezeichnung: …" / "Menge: 3 Stück"
 *   "Einzelpreis: …" "USt.: 19 %" "Betrag: …"), a totals list and a bank grid;
 * - `din`: a DIN 5008 business letter from a new template: return-address line over the window, an
 *   info block ("Kundennummer", "Rechnungsnummer", "Rechnungsdatum", "Lieferdatum"), subject,
 *   salutation, a "Pos. | Menge | Einheit | Bezeichnung | Einzelpreis € | Gesamtpreis €" table,
 *   "zzgl. 19 % USt. auf 1.234,00 €" rows, a four-column footer (address, contact, register, bank);
 *   sometimes two pages with "Übertrag";
 * - `usuk`: a US vendor (USD, sales tax, "Bill To", MM/DD/YYYY, "Balance Due") or a UK
 *   accounting-software invoice ("TAX INVOICE", seller address in the right column, "TOTAL GBP",
 *   a payment-advice slip at the foot that repeats the seller after "To:");
 * - `nlfr`: a French ("FACTURE", SIRET, "PU HT", "Total HT / TVA 20 % / Total TTC / Net à payer")
 *   or Dutch ("FACTUUR", KvK, "Stukprijs", "BTW 21% over € …", "Totaal te betalen") producer;
 * - `credit`: a credit note (German or English, type 381) referring to the invoice it corrects,
 *   the amounts printed positive or with a minus sign.
 *
 * Truth = the generated model. Decisions where the print allows more than one reading:
 * - US sales tax is VAT category S at the printed rate (EN 16931 has no other place for it);
 *   a US party's state is part of neither city nor postcode ("Austin, TX 78701" → Austin, 78701);
 * - unit words: Stück/pcs/Stk H87, Std./hrs/Stunde HUR, kg KGM, m MTR, pauschal/Pauschale LS,
 *   Tag DAY; no printed unit C62; the visualisation prints the code itself or "Name (CODE)";
 * - a credit note's amounts are positive in the truth however they are printed;
 * - payment terms (BT-20) are the printed sentence where one is printed, else absent.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import { groupedMoney, pager, standardTail, vatSums } from './synthetic-kit.ts';
import { addDays, ibanWithCheck, randomTools, rowWriter, spaced, synthParties } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND7_TPLS = ['xrviz', 'fields', 'din', 'usuk', 'nlfr', 'credit'] as const;
type Tpl = (typeof BLIND7_TPLS)[number];
type Lang = 'de' | 'en' | 'fr' | 'nl';

interface P {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
  vat?: string;
  state?: string;
  phone: string;
  email: string;
  contact: string;
}
interface Ln {
  id: string;
  name: string;
  sku: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  net: string;
}
/** Everything a drawing needs, built once per document. */
interface Doc {
  tpl: Tpl;
  lang: Lang;
  cur: string;
  s: P;
  b: P;
  lines: Ln[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  number: string;
  issue: string;
  due: string;
  delivery: string;
  po?: string;
  bref?: string;
  iban: string;
  bic: string;
  terms: string;
  credit?: { orig: string; date: string };
  tools: ReturnType<typeof randomTools> & { rnd: () => number };
  money: (v: string) => string;
  date: (iso: string) => string;
}

const UNITS: Record<Lang, Array<[string, string]>> = {
  de: [
    ['Stück', 'H87'],
    ['Std.', 'HUR'],
    ['kg', 'KGM'],
    ['m', 'MTR'],
    ['pauschal', 'LS'],
    ['Tag', 'DAY'],
    ['', 'C62'],
  ],
  en: [
    ['pcs', 'H87'],
    ['hrs', 'HUR'],
    ['kg', 'KGM'],
    ['m', 'MTR'],
    ['', 'C62'],
  ],
  fr: [
    ['h', 'HUR'],
    ['kg', 'KGM'],
    ['m', 'MTR'],
    ['', 'C62'],
  ],
  nl: [
    ['uur', 'HUR'],
    ['kg', 'KGM'],
    ['m', 'MTR'],
    ['', 'C62'],
  ],
};
const UNIT_NAME: Record<string, [string, string]> = {
  H87: ['Stück', 'piece'],
  HUR: ['Stunde', 'hour'],
  KGM: ['Kilogramm', 'kilogram'],
  MTR: ['Meter', 'metre'],
  LS: ['Pauschale', 'lump sum'],
  DAY: ['Tag', 'day'],
  C62: ['Einheit', 'unit'],
};
const ITEMS: Record<Lang, string[]> = {
  de: [
    'Wartung Heizungsanlage',
    'Kupferrohr 22 mm',
    'Montagearbeiten',
    'Beratungsleistung Projektphase 2',
    'Druckerpapier A4, 500 Blatt',
    'Anfahrtspauschale',
    'Softwarelizenz Jahresabo',
    'Reinigung Büroflächen',
    'Entsorgung Altmaterial',
    'Schulung Mitarbeiter',
  ],
  en: [
    'Website maintenance',
    'Cloud hosting (monthly)',
    'Consulting hours',
    'Steel brackets, galvanised',
    'Shipping and handling',
    'Annual support contract',
    'Design revisions',
    'Network cabling',
  ],
  fr: [
    'Prestation de nettoyage',
    'Location de matériel',
    'Main-d’œuvre',
    'Câble électrique 3G2,5',
    'Audit sécurité',
  ],
  nl: ['Schoonmaakwerkzaamheden', 'Huur steiger', 'Arbeidsloon', 'Installatiemateriaal', 'Advieswerk'],
};
const US_CITIES: Array<[string, string, string, string]> = [
  ['Austin', 'TX', '78701', '8.25'],
  ['Denver', 'CO', '80202', '8.81'],
  ['Portland', 'ME', '04101', '5.5'],
  ['Seattle', 'WA', '98101', '10.25'],
  ['Chicago', 'IL', '60601', '10.25'],
];

export function generateBlind7(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const tpl = BLIND7_TPLS[k % BLIND7_TPLS.length] as Tpl;
  const d = buildDoc(tpl, h);
  const rows: Row[] = [];
  const draw = {
    xrviz: drawXrviz,
    fields: drawFields,
    din: drawDin,
    usuk: drawUsUk,
    nlfr: drawNlFr,
    credit: drawCredit,
  }[tpl];
  const nPages = draw(d, rows);
  return { inv: toInvoice(d), rows, nPages };
}

function person(t: ReturnType<typeof randomTools>, name: string, de: boolean) {
  const first = t.pick(
    de ? ['Anna', 'Jens', 'Miriam', 'Tobias', 'Sabine'] : ['Emily', 'James', 'Laura', 'Mark', 'Sophie'],
  );
  const last = t.pick(
    de ? ['Krüger', 'Wagner', 'Lindner', 'Hofmann'] : ['Carter', 'Bennett', 'Dupont', 'de Vries'],
  );
  const dom = `${
    name
      .split(' ')[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') || 'firma'
  }.example`;
  return {
    contact: `${first} ${last}`,
    email: `${t.pick(['info', 'rechnung', 'billing', first.toLowerCase()])}@${dom}`,
  };
}

function parties(tpl: Tpl, lang: Lang, h: Helpers, t: Doc['tools'], us: boolean) {
  const home =
    lang === 'fr' ? t.pick(['FR', 'BE'] as const) : lang === 'nl' ? t.pick(['NL', 'BE'] as const) : 'DE';
  const mk = (c: 'DE' | 'FR' | 'NL' | 'BE' | 'GB'): P => {
    const p = h.party(c);
    const phone =
      c === 'DE'
        ? `+49 ${t.int(30, 89)} ${t.digits(6)}`
        : c === 'GB'
          ? `020 ${t.digits(4)} ${t.digits(4)}`
          : `+${c === 'FR' ? 33 : c === 'NL' ? 31 : 32} ${t.int(1, 9)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)}`;
    return { ...p, phone, ...person(t, p.name, c === 'DE') };
  };
  if (us) {
    const [city, state, pc] = t.pick(US_CITIES);
    const name = `${t.pick(['Lone Star', 'Summit', 'Evergreen', 'Harbor', 'Redwood'])} ${t.pick(['Supply', 'Software', 'Labs', 'Industries'])} ${t.pick(['Inc.', 'LLC', 'Corp.'])}`;
    const street = `${t.int(100, 9800)} ${t.pick(['Congress Ave', 'Main Street', 'Market St', 'Elm Street'])}${t.pick(['', ', Suite 200', ', Ste 14'])}`;
    const s: P = {
      name,
      street,
      pc,
      city,
      country: 'US',
      state,
      phone: `(${t.int(201, 989)}) ${t.int(200, 999)}-${t.digits(4)}`,
      ...person(t, name, false),
    };
    const [bc, bs, bpc] = t.pick(US_CITIES.filter((x) => x[0] !== city));
    const bn = `${t.pick(['Northwind', 'Blue Ridge', 'Pioneer', 'Cascade'])} ${t.pick(['Traders', 'Foods', 'Health', 'Builders'])} ${t.pick(['Inc.', 'LLC'])}`;
    const b: P = {
      name: bn,
      street: `${t.int(10, 999)} ${t.pick(['Oak Avenue', 'Pine Road', '5th Street', 'Lake Drive'])}`,
      pc: bpc,
      city: bc,
      country: 'US',
      state: bs,
      phone: '',
      ...person(t, bn, false),
    };
    return { s, b };
  }
  const sc = tpl === 'usuk' ? 'GB' : home;
  const s = mk(sc);
  s.vat = h.vatId(sc);
  const bc = tpl === 'usuk' ? 'GB' : t.rnd() < 0.85 ? sc : t.pick(['DE', 'NL', 'FR', 'BE'] as const);
  const b = mk(bc);
  if (b.name.split(' ')[0] === s.name.split(' ')[0])
    b.name = `${t.pick(['Nova', 'Vertex', 'Polar'])} ${b.name}`;
  // the buyer's VAT id only where the layout prints one
  if ((t.rnd() < 0.5 || tpl === 'xrviz') && (tpl === 'xrviz' || tpl === 'fields' || tpl === 'nlfr'))
    b.vat = h.vatId(bc);
  return { s, b };
}

function buildDoc(tpl: Tpl, h: Helpers): Doc {
  const t = { ...randomTools(h.rnd), rnd: h.rnd };
  const us = tpl === 'usuk' && t.rnd() < 0.5;
  const lang: Lang =
    tpl === 'nlfr'
      ? t.pick(['fr', 'nl'] as const)
      : tpl === 'usuk'
        ? 'en'
        : tpl === 'xrviz' || tpl === 'credit'
          ? t.pick(['de', 'de', 'en'] as const)
          : 'de';
  const { s, b } = parties(tpl, lang, h, t, us);
  const cur = us ? 'USD' : tpl === 'usuk' ? 'GBP' : 'EUR';
  const std = us
    ? (US_CITIES.find((c) => c[0] === s.city)?.[3] ?? '8.25')
    : { DE: '19', FR: '20', BE: '21', NL: '21', GB: '20' }[s.country as 'DE'];
  const reduced = { DE: '7', FR: '5.5', BE: '6', NL: '9', GB: '5', US: '' }[s.country as 'DE'];
  const n = tpl === 'xrviz' ? t.int(1, 7) : tpl === 'din' ? t.int(2, 26) : t.int(1, 6);
  const lines: Ln[] = [];
  for (let i = 0; i < n; i++) {
    // the US/UK tables print no unit
    const unit: [string, string] = tpl === 'usuk' ? ['', 'C62'] : t.pick(UNITS[lang]);
    const qty =
      unit[1] === 'LS'
        ? '1'
        : unit[1] === 'HUR'
          ? t.pick(['1', '2.5', '4', '8', '12'])
          : String(t.int(1, 60));
    const price = `${t.int(1, 900)}.${t.pick(['00', '50', '90', t.digits(2)])}`;
    // the letter's table has no VAT column: one rate there
    const rate = reduced && tpl !== 'din' && t.rnd() < 0.2 ? reduced : std;
    lines.push({
      id: String(i + 1),
      name: t.pick(ITEMS[lang]),
      sku: `${t.pick(['A', 'B', 'K', 'M'])}${t.digits(5)}`,
      qty,
      unit,
      price,
      rate,
      net: round(dec(qty).times(dec(price))),
    });
  }
  const { vat, lineNet, vatT } = vatSums(lines);
  const year = t.pick(['2025', '2026']);
  const issue = `${year}-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const days = t.pick([10, 14, 30]);
  const ibCc = s.country === 'US' ? 'DE' : s.country;
  const bban =
    ibCc === 'NL'
      ? `${t.pick(['ABNA', 'INGB', 'RABO'])}0${t.digits(9)}`
      : ibCc === 'GB'
        ? `${t.pick(['BARC', 'NWBK', 'LOYD'])}${t.digits(14)}`
        : t.digits(({ FR: 23, BE: 12, DE: 18 } as Record<string, number>)[ibCc] ?? 18);
  const notation = lang === 'en' ? 'en' : lang === 'fr' ? 'fr' : 'de';
  const money = (v: string) =>
    groupedMoney(
      v,
      notation === 'en' ? ',' : notation === 'fr' ? '\u202f' : '.',
      notation === 'en' ? '.' : ',',
    );
  const date = (iso: string) => {
    const [y, m, dd] = iso.split('-');
    return us
      ? `${m}/${dd}/${y}`
      : lang === 'en'
        ? `${dd}/${m}/${y}`
        : lang === 'nl'
          ? `${dd}-${m}-${y}`
          : lang === 'fr'
            ? `${dd}/${m}/${y}`
            : `${dd}.${m}.${y}`;
  };
  const credit =
    tpl === 'credit' ? { orig: `${year}-${t.digits(4)}`, date: addDays(issue, -t.int(5, 40)) } : undefined;
  const termsOf = {
    de: `Zahlbar innerhalb von ${days} Tagen ohne Abzug.`,
    en: us ? `Net ${days}` : `Payment due within ${days} days.`,
    fr: `Paiement à ${days} jours.`,
    nl: `Betaling binnen ${days} dagen.`,
  };
  return {
    tpl,
    lang,
    cur,
    s,
    b,
    lines,
    vat,
    lineNet,
    vatT,
    gross: round(dec(lineNet).plus(dec(vatT))),
    number: credit
      ? `GS-${year}-${t.digits(4)}`
      : t.pick([`${year}-${t.digits(4)}`, `RE${t.digits(6)}`, `${t.int(10000, 99999)}`]),
    issue,
    due: addDays(issue, days),
    delivery: addDays(issue, -t.int(0, 12)),
    po:
      t.rnd() < 0.4 && tpl !== 'credit' && !(tpl === 'usuk' && !us) ? `PO-${t.int(1000, 99999)}` : undefined,
    bref: tpl === 'xrviz' ? `${t.digits(2)}${t.digits(3)}-${t.digits(5)}-${t.digits(2)}` : undefined,
    iban: ibanWithCheck(ibCc, bban),
    bic: t.pick(
      ibCc === 'DE'
        ? ['COBADEFFXXX', 'GENODEM1GLS', 'BYLADEM1001']
        : ibCc === 'GB'
          ? ['BARCGB22', 'NWBKGB2L']
          : ibCc === 'NL'
            ? ['INGBNL2A', 'RABONL2U']
            : ['BNPAFRPPXXX', 'GEBABEBB'],
    ),
    terms: termsOf[lang],
    credit,
    tools: t,
    money,
    date,
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (!d.credit) inv.dueDate = d.due;
  // the UK layout prints only the due date, the credit note no terms at all
  if (!d.credit && !(d.tpl === 'usuk' && d.s.country === 'GB')) inv.paymentTerms = d.terms;
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  }
  if (d.po) inv.purchaseOrderReference = d.po;
  if (d.bref) inv.buyerReference = d.bref;
  Object.assign(inv, synthParties(d.s, d.b));
  if (d.s.country !== 'US')
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

const pct = (d: Doc, r: string) => `${d.lang === 'en' ? r : r.replace('.', ',')} %`;
const qtyTxt = (d: Doc, q: string) => (d.lang === 'en' ? q : q.replace('.', ','));

// ---------------------------------------------------------------------------- xrviz
function drawXrviz(d: Doc, rows: Row[]): number {
  const de = d.lang === 'de';
  const t = d.tools;
  const w = pager(rows);
  const below = t.rnd() < 0.4; // party values under their labels
  const codeOnly = t.rnd() < 0.4;
  w.put(40, 50, de ? 'Rechnung' : 'Invoice', { size: 18, bold: true });
  w.put(70, 50, de ? 'Übersicht' : 'Overview', { size: 12, bold: true });
  const ov: Array<[string, string]> = [
    [de ? 'Rechnungsnummer:' : 'Invoice number:', d.number],
    [de ? 'Rechnungsdatum:' : 'Invoice date:', d.date(d.issue)],
    [de ? 'Rechnungsart:' : 'Invoice type:', de ? 'Rechnung (380)' : 'Commercial invoice (380)'],
    [de ? 'Währung:' : 'Currency:', d.cur],
    [de ? 'Käuferreferenz:' : 'Buyer reference:', d.bref ?? ''],
    [de ? 'Fälligkeitsdatum:' : 'Due date:', d.date(d.due)],
    [de ? 'Leistungsdatum:' : 'Date of supply:', d.date(d.delivery)],
  ];
  if (d.po) ov.push([de ? 'Bestellnummer:' : 'Purchase order reference:', d.po]);
  let y = w.kv(90, 50, 220, ov, { size: 9 }, 13) + 14;
  const party = (p: P, x: number, head: string) => {
    const f: Array<[string, string]> = [
      [de ? 'Name:' : 'Name:', p.name],
      [de ? 'Straße:' : 'Street:', p.street],
      [de ? 'PLZ:' : 'Post code:', p.pc],
      [de ? 'Ort:' : 'City:', p.city],
      [de ? 'Land:' : 'Country:', p.country],
    ];
    if (p.vat) f.push([de ? 'Umsatzsteuer-ID:' : 'VAT identifier:', p.vat]);
    f.push([de ? 'Kontakt:' : 'Contact:', p.contact], [de ? 'E-Mail:' : 'Email:', p.email]);
    if (p.phone) f.push([de ? 'Telefon:' : 'Phone:', p.phone]);
    w.put(y, x, head, { size: 12, bold: true });
    let yy = y + 18;
    for (const [a, v] of f) {
      w.put(yy, x, a, { size: 8, bold: below });
      if (below) yy += 10;
      w.put(yy, below ? x : x + 90, v, { size: 9 });
      yy += 13;
    }
    return yy;
  };
  const [first, second] = t.rnd() < 0.5 ? ([d.b, d.s] as const) : ([d.s, d.b] as const);
  const head = (p: P) => (p === d.s ? (de ? 'Verkäufer' : 'Seller') : de ? 'Käufer' : 'Buyer');
  y = Math.max(party(first, 50, head(first)), party(second, 310, head(second))) + 10;
  w.put(y, 50, de ? 'Rechnungspositionen' : 'Invoice lines', { size: 12, bold: true });
  y += 20;
  for (const l of d.lines) {
    const unit = codeOnly ? l.unit[1] : `${UNIT_NAME[l.unit[1]]?.[de ? 0 : 1]} (${l.unit[1]})`;
    const f: Array<[string, string]> = [
      [de ? 'Position' : 'Item', l.id],
      [de ? 'Artikelname' : 'Item name', l.name],
      [de ? 'Artikelnummer' : 'Article number', l.sku],
      [de ? 'Menge' : 'Quantity', qtyTxt(d, l.qty)],
      [de ? 'Einheit' : 'Unit', unit],
      [de ? 'Preis' : 'Price', d.money(l.price)],
      [de ? 'Nettobetrag' : 'Net amount', d.money(l.net)],
      [de ? 'USt.' : 'VAT', `S ${pct(d, l.rate)}`],
    ];
    y = w.need(y, f.length * 12 + 8);
    y = w.kv(y, 60, 220, f, { size: 9 }, 12) + 8;
  }
  const tot: Array<[string, string]> = [
    [de ? 'Summe aller Positionen netto' : 'Sum of all invoice line net amounts', d.money(d.lineNet)],
    [de ? 'Gesamtbetrag ohne USt.' : 'Invoice total amount without VAT', d.money(d.lineNet)],
    [de ? 'Summe USt.' : 'Invoice total VAT amount', d.money(d.vatT)],
    [de ? 'Gesamtbetrag mit USt.' : 'Invoice total amount with VAT', d.money(d.gross)],
    [de ? 'Fälliger Betrag' : 'Amount due for payment', d.money(d.gross)],
  ];
  y = w.need(y, 60 + tot.length * 13 + d.vat.length * 52 + 90);
  w.put(y, 50, de ? 'Gesamtbeträge' : 'Document totals', { size: 12, bold: true });
  y = w.kv(y + 18, 60, 545, tot, { size: 9 }, 13) + 10;
  w.put(y, 50, de ? 'Aufschlüsselung der Umsatzsteuer' : 'VAT breakdown', { size: 12, bold: true });
  y += 18;
  for (const v of d.vat)
    y =
      w.kv(
        y,
        60,
        545,
        [
          [de ? 'Umsatzsteuerkategorie' : 'VAT category code', 'S'],
          [de ? 'Umsatzsteuersatz' : 'VAT rate', pct(d, v.rate)],
          [de ? 'Gesamtbetrag nach Kategorie' : 'VAT category taxable amount', d.money(v.base)],
          [de ? 'Umsatzsteuerbetrag' : 'VAT category tax amount', d.money(v.tax)],
        ],
        { size: 9 },
        12,
      ) + 4;
  w.put(y + 6, 50, de ? 'Zahlungsdaten' : 'Payment details', { size: 12, bold: true });
  w.kv(
    y + 24,
    60,
    220,
    [
      [de ? 'Zahlungsart:' : 'Payment means:', de ? 'Überweisung (58)' : 'SEPA credit transfer (58)'],
      ['IBAN:', spaced(d.iban)],
      ['BIC:', d.bic],
      [de ? 'Zahlungsbedingungen:' : 'Payment terms:', d.terms],
    ],
    { size: 9 },
    13,
  );
  return w.pages();
}

// ---------------------------------------------------------------------------- fields
function drawFields(d: Doc, rows: Row[]): number {
  const w = pager(rows);
  w.put(40, 50, 'RECHNUNG', { size: 20, bold: true });
  w.put(75, 50, 'Rechnungssteller', { size: 10, bold: true });
  w.put(75, 310, 'Rechnungsempfänger', { size: 10, bold: true });
  const cells = (p: P): Array<[string, string]> => [
    ['Firma', p.name],
    ['Straße', p.street],
    ['PLZ / Ort', `${p.pc} ${p.city}`],
    ['Land', p.country === 'DE' ? 'Deutschland' : p.country],
    ['USt-IdNr.', p.vat ?? '–'],
    ['Ansprechpartner', p.contact],
    ['Telefon', p.phone],
    ['E-Mail', p.email],
  ];
  const sc = cells(d.s);
  const bc = cells(d.b);
  let y = 92;
  for (let i = 0; i < sc.length; i++) {
    const [a, v] = sc[i] as [string, string];
    const [ba, bv] = bc[i] as [string, string];
    w.put(y, 50, a, { size: 8 });
    w.put(y, 130, v, { size: 9 });
    w.put(y, 310, ba, { size: 8 });
    w.put(y, 390, bv, { size: 9 });
    y += 13;
  }
  y += 12;
  w.put(y, 50, 'Rechnungsdaten', { size: 10, bold: true });
  const info: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', d.date(d.issue)],
    ['Leistungsdatum', d.date(d.delivery)],
    ['Fällig am', d.date(d.due)],
  ];
  if (d.po) info.push(['Bestellnummer', d.po]);
  info.forEach(([a, v], i) => {
    const x = i % 2 ? 310 : 50;
    const yy = y + 16 + Math.floor(i / 2) * 13;
    w.put(yy, x, a, { size: 8 });
    w.put(yy, x + 90, v, { size: 9 });
  });
  y += 16 + Math.ceil(info.length / 2) * 13 + 14;
  w.put(y, 50, 'Leistungen', { size: 10, bold: true });
  y += 16;
  for (const l of d.lines) {
    y = w.need(y, 40);
    w.put(y, 50, `Pos. ${l.id}`, { size: 9, bold: true });
    w.put(y, 100, 'Bezeichnung:', { size: 8 });
    w.put(y, 165, l.name, { size: 9 });
    w.put(y + 12, 100, 'Menge:', { size: 8 });
    w.put(y + 12, 135, `${qtyTxt(d, l.qty)}${l.unit[0] ? ` ${l.unit[0]}` : ''}`, { size: 9 });
    w.put(y + 12, 210, 'Einzelpreis:', { size: 8 });
    w.put(y + 12, 260, `${d.money(l.price)} €`, { size: 9 });
    w.put(y + 12, 340, 'USt.:', { size: 8 });
    w.put(y + 12, 365, pct(d, l.rate), { size: 9 });
    w.put(y + 12, 420, 'Betrag:', { size: 8 });
    w.put(y + 12, 545, `${d.money(l.net)} €`, { size: 9, right: true });
    y += 30;
  }
  y = w.need(y, 60 + d.vat.length * 13 + 70);
  const tot: Array<[string, string]> = [['Summe netto', `${d.money(d.lineNet)} €`]];
  for (const v of d.vat) tot.push([`USt. ${pct(d, v.rate)}`, `${d.money(v.tax)} €`]);
  tot.push(['Gesamtbetrag', `${d.money(d.gross)} €`]);
  y = w.kv(y + 6, 330, 545, tot, { size: 9 }, 14) + 14;
  w.put(y, 50, 'Bankverbindung', { size: 10, bold: true });
  w.kv(
    y + 16,
    50,
    140,
    [
      ['Kontoinhaber', d.s.name],
      ['IBAN', spaced(d.iban)],
      ['BIC', d.bic],
      ['Zahlungsziel', d.terms],
    ],
    { size: 8 },
    12,
  );
  return w.pages();
}

// ---------------------------------------------------------------------------- din
function drawDin(d: Doc, rows: Row[]): number {
  const t = d.tools;
  const w = pager(rows, 80, 730);
  const page = () => w.pages();
  w.put(45, 60, d.s.name, { size: 16, bold: true });
  w.put(128, 60, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 7 });
  w.block(
    [d.b.name, ...(t.rnd() < 0.4 ? [`z. Hd. ${d.b.contact}`] : []), d.b.street, `${d.b.pc} ${d.b.city}`],
    60,
    145,
    { size: 10 },
  );
  const info: Array<[string, string]> = [
    ['Kundennummer', String(t.int(10000, 99999))],
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', d.date(d.issue)],
    ['Lieferdatum', d.date(d.delivery)],
    ['Ansprechpartner', d.s.contact],
    ['Telefon', d.s.phone],
  ];
  if (d.po) info.splice(1, 0, ['Ihre Bestellung', d.po]);
  w.kv(130, 380, 470, info, { size: 8 }, 11);
  w.put(270, 60, `Rechnung Nr. ${d.number}`, { size: 11, bold: true });
  w.put(295, 60, 'Sehr geehrte Damen und Herren,', { size: 10 });
  w.put(310, 60, 'wir erlauben uns, Ihnen folgende Lieferungen und Leistungen in Rechnung zu stellen:', {
    size: 10,
  });
  const head = () => {
    const yy = page() === 1 ? 335 : 80;
    const hs: Array<[number, string, boolean?]> = [
      [60, 'Pos.'],
      [90, 'Menge'],
      [135, 'Einheit'],
      [185, 'Bezeichnung'],
      [470, 'Einzelpreis €', true],
      [545, 'Gesamtpreis €', true],
    ];
    for (const [x, s, r] of hs) w.put(yy, x, s, { size: 8, bold: true, right: r });
    return yy + 16;
  };
  let y = head();
  let carried = dec(0);
  for (const l of d.lines) {
    if (y + 14 > 730) {
      w.put(y + 4, 185, 'Übertrag', { size: 9 });
      w.put(y + 4, 545, d.money(carried.toFixed(2)), { size: 9, right: true });
      y = w.need(y, 1000);
      y = head();
      w.put(y, 185, 'Übertrag', { size: 9 });
      w.put(y, 545, d.money(carried.toFixed(2)), { size: 9, right: true });
      y += 14;
    }
    w.put(y, 60, l.id, { size: 9 });
    w.put(y, 120, qtyTxt(d, l.qty), { size: 9, right: true });
    w.put(y, 135, l.unit[0], { size: 9 });
    w.put(y, 185, l.name, { size: 9 });
    w.put(y, 470, d.money(l.price), { size: 9, right: true });
    w.put(y, 545, d.money(l.net), { size: 9, right: true });
    carried = carried.plus(dec(l.net));
    y += 14;
  }
  y = w.need(y + 8, 40 + d.vat.length * 14 + 50);
  const tot: Array<[string, string, boolean?]> = [['Nettobetrag', d.money(d.lineNet)]];
  for (const v of d.vat) tot.push([`zzgl. ${pct(d, v.rate)} USt. auf ${d.money(v.base)} €`, d.money(v.tax)]);
  tot.push(['Rechnungsbetrag', `${d.money(d.gross)} €`, true]);
  for (const [a, v, bo] of tot) {
    w.put(y, 300, a, { size: 9, bold: bo });
    w.put(y, 545, v, { size: 9, right: true, bold: bo });
    y += 14;
  }
  w.put(y + 10, 60, `${d.terms} Fälligkeit: ${d.date(d.due)}`, { size: 9 });
  w.put(y + 24, 60, 'Mit freundlichen Grüßen', { size: 9 });
  for (let p = 1; p <= w.pages(); p++) footer(d, rows, p);
  return w.pages();
}

function footer(d: Doc, rows: Row[], page: number) {
  const { block } = rowWriter(rows, () => page);
  const st = { size: 6.5 };
  block([d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`], 60, 775, st);
  block([`Tel. ${d.s.phone}`, `E-Mail ${d.s.email}`, `www.${d.s.email.split('@')[1]}`], 190, 775, st);
  block(
    [
      `Geschäftsführer: ${d.s.contact}`,
      `Amtsgericht ${d.s.city} HRB ${d.tools.int(1000, 99999)}`,
      `USt-IdNr. ${d.s.vat}`,
    ],
    320,
    775,
    st,
  );
  block([`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`], 455, 775, st);
}

// ---------------------------------------------------------------------------- usuk
function drawUsUk(d: Doc, rows: Row[]): number {
  return d.s.country === 'US' ? drawUs(d, rows) : drawUk(d, rows);
}

function drawUs(d: Doc, rows: Row[]): number {
  const { put, block, kv } = rowWriter(rows);
  const s = d.s;
  block([s.name, s.street, `${s.city}, ${s.state} ${s.pc}`, s.phone, s.email], 50, 50, { size: 9 });
  put(50, 545, 'INVOICE', { size: 22, bold: true, right: true });
  put(140, 50, 'BILL TO', { size: 9, bold: true });
  block([d.b.name, d.b.street, `${d.b.city}, ${d.b.state} ${d.b.pc}`], 50, 154, { size: 9 });
  const info: Array<[string, string]> = [
    ['Invoice #', d.number],
    ['Invoice Date', d.date(d.issue)],
    ['Terms', d.terms],
    ['Due Date', d.date(d.due)],
  ];
  if (d.po) info.push(['P.O. #', d.po]);
  kv(140, 380, 545, info, { size: 9 }, 13);
  let y = 240;
  put(y, 50, 'DESCRIPTION', { size: 8, bold: true });
  put(y, 360, 'QTY', { size: 8, bold: true, right: true });
  put(y, 450, 'RATE', { size: 8, bold: true, right: true });
  put(y, 545, 'AMOUNT', { size: 8, bold: true, right: true });
  y += 16;
  for (const l of d.lines) {
    put(y, 50, l.name, { size: 9 });
    put(y, 360, l.qty, { size: 9, right: true });
    put(y, 450, d.money(l.price), { size: 9, right: true });
    put(y, 545, d.money(l.net), { size: 9, right: true });
    y += 15;
  }
  const v = d.vat[0];
  kv(
    y + 14,
    380,
    545,
    [
      ['SUBTOTAL', d.money(d.lineNet)],
      [`SALES TAX (${v?.rate}%)`, d.money(d.vatT)],
      ['TOTAL', `$${d.money(d.gross)}`],
      ['BALANCE DUE', `$${d.money(d.gross)}`],
    ],
    { size: 9 },
    14,
  );
  put(y + 90, 50, 'Thank you for your business!', { size: 9 });
  return 1;
}

function drawUk(d: Doc, rows: Row[]): number {
  const { put, block, kv } = rowWriter(rows);
  const s = d.s;
  put(50, 50, 'TAX INVOICE', { size: 18, bold: true });
  block([d.b.name, d.b.street, d.b.city, d.b.pc, 'UNITED KINGDOM'], 50, 85, { size: 9 });
  // label over value, three pairs under each other
  block(['Invoice Date', d.date(d.issue), 'Invoice Number', d.number, 'VAT Number', s.vat ?? ''], 270, 85, {
    size: 8,
  });
  block([s.name, s.street, s.city, s.pc, `Tel ${s.phone}`], 410, 85, { size: 9 });
  let y = 200;
  const hs: Array<[number, string, boolean]> = [
    [50, 'Description', false],
    [330, 'Quantity', true],
    [400, 'Unit Price', true],
    [450, 'VAT', true],
    [545, 'Amount GBP', true],
  ];
  for (const [x, h, r] of hs) put(y, x, h, { size: 8, bold: true, right: r });
  y += 15;
  for (const l of d.lines) {
    put(y, 50, l.name, { size: 9 });
    put(y, 330, dec(l.qty).toFixed(2), { size: 9, right: true });
    put(y, 400, d.money(l.price), { size: 9, right: true });
    put(y, 450, `${l.rate}%`, { size: 9, right: true });
    put(y, 545, d.money(l.net), { size: 9, right: true });
    y += 15;
  }
  const tot: Array<[string, string]> = [['Subtotal', d.money(d.lineNet)]];
  for (const v of d.vat) tot.push([`TOTAL VAT ${v.rate}%`, d.money(v.tax)]);
  tot.push(['TOTAL GBP', d.money(d.gross)]);
  y = kv(y + 10, 360, 545, tot, { size: 9 }, 14);
  put(y + 20, 50, `Due Date: ${d.date(d.due)}`, { size: 9, bold: true });
  put(y + 34, 50, `Payment details: ${s.name}, IBAN ${spaced(d.iban)}, BIC ${d.bic}`, { size: 8 });
  // payment advice slip at the foot
  put(640, 50, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', {
    size: 8,
  });
  put(655, 50, 'PAYMENT ADVICE', { size: 14, bold: true });
  block(['To:', s.name, s.street, s.city, s.pc], 50, 680, { size: 8 });
  kv(
    680,
    330,
    545,
    [
      ['Customer', d.b.name],
      ['Invoice Number', d.number],
      ['Amount Due', d.money(d.gross)],
      ['Due Date', d.date(d.due)],
    ],
    { size: 8 },
    12,
  );
  return 1;
}

// ---------------------------------------------------------------------------- nlfr
function drawNlFr(d: Doc, rows: Row[]): number {
  const fr = d.lang === 'fr';
  const { put, block, kv } = rowWriter(rows);
  const s = d.s;
  const t = d.tools;
  const reg = fr ? `SIRET ${t.digits(3)} ${t.digits(3)} ${t.digits(3)} ${t.digits(5)}` : `KvK ${t.digits(8)}`;
  block(
    [
      s.name,
      s.street,
      `${s.pc} ${s.city}`,
      reg,
      `${fr ? 'N° TVA intracom.' : 'BTW-nummer'} ${s.vat}`,
      s.email,
    ],
    50,
    50,
    {
      size: 8,
    },
  );
  put(150, 330, fr ? 'Client :' : 'Klant:', { size: 8, bold: true });
  block(
    [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, ...(d.b.vat ? [`${fr ? 'TVA' : 'BTW'} ${d.b.vat}`] : [])],
    330,
    163,
    {
      size: 9,
    },
  );
  put(150, 50, fr ? `FACTURE N° ${d.number}` : 'FACTUUR', { size: 14, bold: true });
  const info: Array<[string, string]> = fr
    ? [
        ['Date :', d.date(d.issue)],
        ["Date d'échéance :", d.date(d.due)],
        ['Date de livraison :', d.date(d.delivery)],
      ]
    : [
        ['Factuurnummer', d.number],
        ['Factuurdatum', d.date(d.issue)],
        ['Vervaldatum', d.date(d.due)],
      ];
  if (d.po) info.push([fr ? 'Votre commande :' : 'Uw referentie', d.po]);
  kv(175, 50, 150, info, { size: 9 }, 13);
  let y = 260;
  const cols: Array<[number, string, boolean]> = fr
    ? [
        [50, 'Réf.', false],
        [100, 'Désignation', false],
        [330, 'Qté', true],
        [365, 'Unité', false],
        [440, 'PU HT', true],
        [485, 'TVA', true],
        [545, 'Total HT', true],
      ]
    : [
        [50, 'Omschrijving', false],
        [330, 'Aantal', true],
        [365, 'Eenh.', false],
        [440, 'Stukprijs', true],
        [485, 'BTW', true],
        [545, 'Totaal', true],
      ];
  for (const [x, h, r] of cols) put(y, x, h, { size: 8, bold: true, right: r });
  y += 15;
  for (const l of d.lines) {
    if (fr) put(y, 50, l.sku, { size: 8 });
    put(y, fr ? 100 : 50, l.name, { size: 9 });
    put(y, 330, qtyTxt(d, l.qty), { size: 9, right: true });
    put(y, 365, l.unit[0], { size: 9 });
    put(y, 440, d.money(l.price), { size: 9, right: true });
    put(y, 485, pct(d, l.rate), { size: 9, right: true });
    put(y, 545, d.money(l.net), { size: 9, right: true });
    y += 15;
  }
  const tot: Array<[string, string]> = [[fr ? 'Total HT' : 'Subtotaal', `${d.money(d.lineNet)} €`]];
  for (const v of d.vat)
    tot.push([
      fr ? `TVA ${pct(d, v.rate)}` : `BTW ${v.rate.replace('.', ',')}% over € ${d.money(v.base)}`,
      `${d.money(v.tax)} €`,
    ]);
  tot.push([fr ? 'Total TTC' : 'Totaal', `${d.money(d.gross)} €`]);
  tot.push([fr ? 'Net à payer' : 'Totaal te betalen', `${d.money(d.gross)} €`]);
  y = kv(y + 12, 340, 545, tot, { size: 9 }, 14);
  put(y + 16, 50, d.terms, { size: 8 });
  put(y + 28, 50, `IBAN : ${spaced(d.iban)}   BIC : ${d.bic}`, { size: 8 });
  return 1;
}

// ---------------------------------------------------------------------------- credit
function drawCredit(d: Doc, rows: Row[]): number {
  const de = d.lang === 'de';
  const { put, block, kv } = rowWriter(rows);
  const neg = d.tools.rnd() < 0.3;
  const m = (v: string) => `${neg ? '-' : ''}${d.money(v)}`;
  const s = d.s;
  put(45, 545, s.name, { size: 13, bold: true, right: true });
  block(
    [
      s.street,
      `${s.pc} ${s.city}`,
      `${de ? 'Tel.' : 'Phone'} ${s.phone}`,
      s.email,
      `${de ? 'USt-IdNr.' : 'VAT ID'} ${s.vat}`,
    ],
    545 - 150,
    65,
    {
      size: 8,
    },
  );
  put(128, 60, `${s.name}, ${s.street}, ${s.pc} ${s.city}`, { size: 6.5 });
  block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 60, 142, { size: 10 });
  put(240, 60, de ? 'Gutschrift' : 'Credit Note', { size: 16, bold: true });
  const orig = d.credit as { orig: string; date: string };
  kv(
    265,
    60,
    200,
    [
      [de ? 'Gutschriftsnummer' : 'Credit note no.', d.number],
      [de ? 'Datum' : 'Date', d.date(d.issue)],
      [de ? 'zur Rechnung' : 'Relating to invoice', `${orig.orig} ${de ? 'vom' : 'of'} ${d.date(orig.date)}`],
    ],
    { size: 9 },
    13,
  );
  let y = 320;
  const cols: Array<[number, string, boolean]> = [
    [60, de ? 'Pos' : 'No.', false],
    [90, de ? 'Artikel' : 'Item', false],
    [350, de ? 'Anzahl' : 'Qty', true],
    [420, de ? 'Preis' : 'Price', true],
    [470, de ? 'USt.' : 'VAT', true],
    [545, de ? 'Summe' : 'Total', true],
  ];
  for (const [x, h, r] of cols) put(y, x, h, { size: 8, bold: true, right: r });
  y += 15;
  for (const l of d.lines) {
    put(y, 60, l.id, { size: 9 });
    put(y, 90, l.name, { size: 9 });
    put(y, 350, `${qtyTxt(d, l.qty)}${l.unit[0] ? ` ${l.unit[0]}` : ''}`, { size: 9, right: true });
    put(y, 420, d.money(l.price), { size: 9, right: true });
    put(y, 470, pct(d, l.rate), { size: 9, right: true });
    put(y, 545, m(l.net), { size: 9, right: true });
    y += 15;
  }
  const tot: Array<[string, string]> = [[de ? 'Gutschriftsbetrag netto' : 'Net credit', m(d.lineNet)]];
  for (const v of d.vat) tot.push([`${de ? 'USt.' : 'VAT'} ${pct(d, v.rate)}`, m(v.tax)]);
  tot.push([de ? 'Gutschriftsbetrag brutto' : 'Total credit', `${m(d.gross)} ${d.cur}`]);
  y = kv(y + 10, 330, 545, tot, { size: 9 }, 14);
  put(
    y + 16,
    60,
    de ? 'Der Betrag wird Ihrem Konto gutgeschrieben.' : 'The amount will be refunded to your account.',
    {
      size: 9,
    },
  );
  put(780, 60, `${s.name} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 7 });
  return 1;
}
