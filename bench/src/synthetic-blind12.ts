/**
 * `--templates blind12` of extraction-synthetic.ts: held-out layouts of session 13 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for what German-speaking small
 * businesses really send and blind2–11 do not have —
 * - `din`: a business letter from a Word/LibreOffice DIN 5008 template, form A or B: the
 *   letterhead, the return-address line over the window, EITHER an info block at the right ("Ihr
 *   Zeichen", "Ihre Nachricht vom", "Unser Zeichen", "Name", "Telefon", "E-Mail", "Kundennummer",
 *   "Datum") OR the form-B reference row ("Ihr Zeichen, Ihre Nachricht vom | Unser Zeichen, unsere
 *   Nachricht vom | Telefon, Name | Datum" with the values below), the number only in the subject
 *   line ("Rechnung Nr. 2026-0412"), "Sehr geehrte …", a Word table "Nr. | Leistung | Menge |
 *   Einzelpreis | Betrag" with the unit in the quantity cell and names wrapped over 2–3 lines,
 *   "Summe netto", "zzgl. 19 % USt. auf 1.234,00 €", "Rechnungsbetrag", "Mit freundlichen Grüßen",
 *   a footer of four columns (address | contact | Geschäftsführer, Amtsgericht, HRB, USt-IdNr. |
 *   bank); long ones run to page 2 with "Übertrag";
 * - `software`: what German invoicing software prints, in the look of eight producers (sevDesk,
 *   Lexware Office, FastBill, Billomat, orgaMAX, WISO MeinBüro, Debitoor, Papierkram — imitated from
 *   public descriptions): each with its own label wording, meta block placement, column set (with or
 *   without position, article number, unit, a per-line VAT column, the quantity first), item names
 *   with a detail line under them, shipping as a line, sometimes a document discount ("Rabatt 5 %")
 *   before the VAT, a footer of three or four columns, page 2 with the column head repeated;
 * - `handwerk`: a craftsman's invoice (Maler, Elektro, Sanitär, Dachdecker, Schreiner): a private
 *   buyer ("Herrn" / "Frau" on its own line) or a company, "Bauvorhaben:" with the site address (no
 *   party), "Ausführungszeitraum", items grouped under "Lohnkosten" / "Material" / "Anfahrt" heads
 *   with a "Summe Lohnkosten" row under each group (heads and group sums are no lines), positions
 *   "1.1", "2.3", the § 35a EStG sentence naming the labour share (net and VAT: no totals), an
 *   instalment already paid in some ("abzgl. Abschlagszahlung vom …"), Steuernummer instead of a VAT
 *   id in half of them, a footer with the Handwerkskammer;
 * - `labelled`: an invoice printed ENTIRELY as labelled fields: two party columns of "Firma: …",
 *   "Straße: …", "PLZ / Ort: …", "USt-IdNr.: …" under "Rechnungssteller" / "Rechnungsempfänger",
 *   the invoice data as "Label: value" pairs side by side, one labelled block per item on one row
 *   ("Pos.: 1   Artikel: …   Menge: 3 Stück   Einzelpreis: 12,50 €   Gesamt: 37,50 €") or on two
 *   ("Pos.: 1   Art.-Nr.: …   Bezeichnung: …" / "Menge: …   Einheit: …   Einzelpreis: …   USt.: 19 %
 *   Betrag: …"), totals and bank as labelled pairs;
 * - `alpen`: Austrian (ÖNORM-like letter, "UID-Nr.", "USt 20 % / 10 %", "Rechnungsbetrag", "FN
 *   123456 a, Handelsgericht Wien", "Zahlungskondition: 14 Tage 2 % Skonto, 30 Tage netto") or Swiss
 *   ("MWST-Nr. CHE-… MWST", CHF in 1'234.50 notation, "MWST 8,1 %" / "2,6 %", "Total exkl. MWST",
 *   "Total inkl. MWST", the total rounded to 5 Rappen with a "Rundungsdifferenz" row, "Zahlbar
 *   innert 30 Tagen");
 * - `selfbill`: a Gutschrift in the sense of § 14 (2) UStG (self-billing: a publisher, a broker
 *   pool, a marketplace settles what its supplier earned): the ISSUER's letterhead and footer (its
 *   own bank in the footer), the SUPPLIER in the address window with "Ihre USt-IdNr." or "Ihre
 *   Steuernummer" in the info block, "Gutschrift Nr. GS-…", "Abrechnungszeitraum", commission or
 *   royalty rows, "Gutschriftsbetrag", "Wir überweisen den Betrag auf Ihr Konto IBAN …"; a supplier
 *   under § 19 UStG gets no VAT ("Gemäß § 19 UStG …");
 * - `storno`: a Stornorechnung cancelling an invoice ("Stornorechnung Nr. ST-2026-017 zur Rechnung
 *   Nr. 2026-0815 vom 12.03.2026"), the original's rows repeated with minus signs (on the quantity
 *   or only on the amounts), totals negative, "Der Betrag wird Ihnen erstattet / verrechnet".
 *
 * Truth = the generated model (what the page prints). Decisions where the print allows more than
 * one reading:
 * - `selfbill`: type code 389 (self-billed invoice); the SELLER (BG-4) is the supplier in the
 *   address window, the BUYER (BG-7) the issuer of the letterhead; the supplier's VAT id or
 *   Steuernummer (BT-31 / BT-32) is the one after "Ihre …", the buyer's VAT id the footer's;
 *   the payment account (BT-84) is the supplier's IBAN of the transfer sentence, not the footer's
 *   bank of the issuer (no BIC of it printed: BT-86 absent); no due date printed;
 * - `storno`: an invoice (380) with negative quantities, line amounts, VAT and totals (prices
 *   positive) — the convention of the visible corpus's producers for a correction printed negative
 *   (its "RECHNUNGS-KORREKTUR" XML is a 380 with negative amounts); the first draft said 381 with
 *   positive amounts (as blind7 `credit`), corrected after the first run (see bench/README); the
 *   cancelled invoice (BT-25) is not scored;
 * - `handwerk`: group heads and "Summe …" rows are no lines; line id = the printed "1.1"; the site
 *   address under "Bauvorhaben" is no party; a private buyer's name with its "Herrn"/"Frau" (as the
 *   visible corpus's truth has "Herrn Max Mustermann"; the first draft left it out); the
 *   Abschlag is BT-113 and the rest BT-115; Steuernummer → BT-32, USt-IdNr. → BT-31 (each where
 *   printed);
 * - `alpen` CH: BT-112 = the exact total, BT-114 the printed rounding, BT-115 = the rounded amount;
 *   "CHE-123.456.789 MWST" is CHE123456789MWST;
 * - `software`: the detail line under a name is not part of it; a name wrapped over two lines
 *   (`din`) is the lines joined with a space; the document discount is an allowance (BT-92) at the
 *   document's one rate; shipping is a line; line id = the printed position, else the row number;
 * - due date (BT-9) only where a date is printed; payment terms (BT-20) not in the truth; the
 *   buyer's VAT id only where printed; the number of the subject line is BT-1;
 * - units: Std. HUR, Stück/Stk/St. H87, m MTR, lfm MTR, m² MTK, kg KGM, l LTR, km KMT, Tag/Tage DAY,
 *   Monat MON, psch./pauschal LS; none printed C62 ("Stk." is not used: German viewers print C62 so).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOf,
  type KitParty,
  kitLine,
  kitVatRow,
  longDate,
  pager,
  personName,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, randomTools, rowWriter, spaced } from './synthetic-model.ts';
import type { Helpers, Row, Style } from './synthetic-new.ts';

export const BLIND12_TPLS = [
  'din',
  'software',
  'handwerk',
  'labelled',
  'alpen',
  'selfbill',
  'storno',
] as const;
type Tpl = (typeof BLIND12_TPLS)[number];
type Cc = 'DE' | 'AT' | 'CH';
type Pager = ReturnType<typeof pager>;
type Writer = ReturnType<typeof rowWriter>;

interface Ln {
  id: string;
  /** the printed name, one entry per printed line (the name is their join) */
  wrap: string[];
  /** a detail line printed under the name, no part of it */
  detail: string;
  art: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  net: string;
  /** `handwerk`: the group the line is printed under */
  group: string;
}
interface Doc {
  tpl: Tpl;
  variant: string;
  cc: Cc;
  cur: string;
  s: KitParty;
  b: KitParty;
  /** "Herrn" / "Frau" printed over a private buyer's name, else '' */
  salut: string;
  contact: string;
  buyerVat: boolean;
  sellerVat: boolean;
  taxNo: string;
  lines: Ln[];
  discount: { pct: string; amount: string } | null;
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  taxExcl: string;
  vatT: string;
  gross: string;
  rounding: string;
  paid: string;
  due: string;
  issue: string;
  number: string;
  typeCode: string;
  prec: { no: string; date: string };
  iban: string;
  bic: string;
  bank: string;
  /** the issuer's own bank (`selfbill` footer) */
  ownIban: string;
  phone: string;
  email: string;
  manager: string;
  court: string;
  exempt: boolean;
  t: Tools;
  money: (v: string) => string;
  date: (iso: string) => string;
}

const RATES: Record<Cc, [string, string]> = { DE: ['19', '7'], AT: ['20', '10'], CH: ['8.1', '2.6'] };
const U: Record<string, [string, string]> = {
  h: ['Std.', 'HUR'],
  pc: ['Stück', 'H87'],
  stk: ['Stk', 'H87'],
  st: ['St.', 'H87'],
  m: ['m', 'MTR'],
  lfm: ['lfm', 'MTR'],
  m2: ['m²', 'MTK'],
  kg: ['kg', 'KGM'],
  l: ['l', 'LTR'],
  km: ['km', 'KMT'],
  day: ['Tage', 'DAY'],
  month: ['Monat', 'MON'],
  ls: ['psch.', 'LS'],
  ls2: ['pauschal', 'LS'],
  none: ['', 'C62'],
};
const SERVICES: ReadonlyArray<readonly [string, string]> = [
  ['Konzeption und Gestaltung Flyer DIN A5, zweiseitig, inkl. zwei Korrekturschleifen', 'h'],
  ['Übersetzung Bedienungsanleitung Deutsch–Englisch', 'h'],
  ['Beratung Jahresabschluss 2025', 'h'],
  ['Pflege Website und Content-Updates Februar', 'month'],
  ['Workshop Prozessoptimierung Vertrieb vor Ort', 'day'],
  ['Lektorat Broschüre „Unternehmensporträt“', 'h'],
  ['Fotoproduktion Produktbilder Freisteller', 'pc'],
  ['Hosting Webpaket Business', 'month'],
];
const GOODS: ReadonlyArray<readonly [string, string]> = [
  ['Druckerpatrone XL schwarz', 'stk'],
  ['Kopierpapier A4 80 g, 500 Blatt', 'pc'],
  ['LED-Panel 62x62 cm, 40 W, neutralweiß', 'pc'],
  ['Kabelkanal 40x60 mm, grau', 'm'],
  ['Edelstahlschraube A2 6x60', 'st'],
  ['Bio-Kaffeebohnen Crema, 1 kg', 'kg'],
  ['Reinigungskonzentrat 5 l Kanister', 'pc'],
  ['Montagekleber transparent', 'stk'],
];
const CRAFT: Record<string, Array<[string, string, string]>> = {
  Lohnkosten: [
    ['Geselle: Wände grundieren und streichen', 'h', '52.00'],
    ['Meister: Aufmaß, Bauleitung, Abnahme', 'h', '68.00'],
    ['Helfer: Abdeck- und Reinigungsarbeiten', 'h', '38.50'],
    ['Elektroinstallation Unterverteilung', 'h', '61.00'],
    ['Montage Waschtisch und Armatur', 'h', '58.00'],
  ],
  Material: [
    ['Dispersionsfarbe weiß, 12,5 l', 'pc', '64.90'],
    ['Abdeckfolie und Malerkrepp', 'ls2', '24.00'],
    ['Kupferrohr 15 mm', 'm', '9.80'],
    ['Fliesenkleber flexibel', 'kg', '1.45'],
    ['Sockelleiste Eiche', 'lfm', '7.20'],
    ['Raufasertapete', 'm2', '2.35'],
  ],
  Anfahrt: [
    ['Anfahrtspauschale', 'ls', '35.00'],
    ['Fahrtkosten', 'km', '0.60'],
  ],
};

export function generateBlind12(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND12_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      din: drawDin,
      software: drawSoftware,
      handwerk: drawHandwerk,
      labelled: drawLabelled,
      alpen: drawAlpen,
      selfbill: drawSelfBill,
      storno: drawStorno,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
/** A name cut into printed lines of at most `max` characters. */
function wrapText(s: string, max: number): string[] {
  const out: string[] = [];
  for (const word of s.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

function qtyOf(code: string, t: Tools): string {
  if (code === 'HUR') return t.pick(['1.5', '2', '3.25', '4.5', '8', '12.5', '16']);
  if (code === 'DAY' || code === 'MON' || code === 'LS') return String(t.int(1, 3));
  if (code === 'KGM') return `${t.int(1, 25)}.${t.pick(['0', '5'])}`;
  if (code === 'KMT') return String(t.int(12, 120));
  if (code === 'MTR' || code === 'MTK') return `${t.int(2, 60)}${t.pick(['', '', '.5'])}`;
  return String(t.int(1, 24));
}

function makeLine(id: string, name: string, unitKey: string, price: string, rate: string, t: Tools): Ln {
  const unit = U[unitKey] ?? (U.none as [string, string]);
  const qty = qtyOf(unit[1], t);
  return {
    id,
    wrap: [name],
    detail: '',
    art: `${t.int(10, 99)}${t.digits(3)}`,
    qty,
    unit,
    price,
    rate,
    net: round(dec(qty).times(dec(price))),
    group: '',
  };
}

const priceOf = (t: Tools, lo: number, hi: number) =>
  `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '25', '80'])}`;

function craftLines(rate: string, t: Tools): Ln[] {
  const out: Ln[] = [];
  let g = 0;
  for (const group of ['Lohnkosten', 'Material', 'Anfahrt']) {
    g++;
    const pool = CRAFT[group] as Array<[string, string, string]>;
    const n = group === 'Anfahrt' ? 1 : t.int(1, group === 'Material' ? 4 : 3);
    const start = t.int(0, pool.length - 1);
    for (let i = 0; i < n; i++) {
      const [name, unit, price] = pool[(start + i) % pool.length] as [string, string, string];
      const l = makeLine(`${g}.${i + 1}`, name, unit, price, rate, t);
      l.group = group;
      out.push(l);
    }
  }
  return out;
}

function selfBillLines(rate: string, t: Tools, publisher: boolean): Ln[] {
  const n = t.int(1, 6);
  return Array.from({ length: n }, (_, i) => {
    const name = publisher
      ? `Honorar ${t.pick(['Titel', 'E-Book', 'Hörbuch'])} „${t.pick(['Gärten im Winter', 'Kleine Geschichte der Ostsee', 'Backen mit Sauerteig', 'Wandern im Allgäu'])}“ – verkaufte Exemplare`
      : `Provision Vertrag ${t.digits(4)}-${t.digits(6)} (${t.pick(['Kfz-Versicherung', 'Hausrat', 'Berufsunfähigkeit', 'Strom'])})`;
    const l = makeLine(
      String(i + 1),
      name,
      publisher ? 'none' : 'none',
      priceOf(t, 1, publisher ? 4 : 480),
      rate,
      t,
    );
    l.qty = publisher ? String(t.int(20, 900)) : '1';
    l.net = round(dec(l.qty).times(dec(l.price)));
    return l;
  });
}

function buildLines(d: Pick<Doc, 'tpl' | 'cc' | 't' | 's'>, rates: [string, string]): Ln[] {
  const { tpl, t } = d;
  if (tpl === 'handwerk') return craftLines(rates[0], t);
  if (tpl === 'selfbill') return selfBillLines(rates[0], t, d.s.name.startsWith('Verlag'));
  const n = tpl === 'din' || tpl === 'software' ? t.pick([1, 2, 3, 5, 8, 10, 12]) : t.int(1, 7);
  const goodsShare = tpl === 'din' || tpl === 'storno' ? 0.15 : 0.6;
  const used = new Set<string>();
  return Array.from({ length: n }, (_, i) => {
    const goods = t.rnd() < goodsShare;
    // a one-row labelled block has room for a short name only
    const pool = (goods ? GOODS : SERVICES).filter((e) => tpl !== 'labelled' || e[0].length <= 40);
    let at = Math.floor(t.rnd() * pool.length);
    for (let j = 0; j < pool.length && used.has(pool[at % pool.length]?.[0] ?? ''); j++) at++;
    const [name0, unit] = pool[at % pool.length] as readonly [string, string];
    const name = used.has(name0) ? `${name0} – Nachtrag` : name0;
    used.add(name);
    const two = t.rnd() < 0.25;
    const rate = goods && two ? rates[1] : rates[0];
    const price = goods ? priceOf(t, 1, 180) : priceOf(t, 45, 980);
    return makeLine(String(i + 1), name, unit, price, rate, t);
  });
}

function sellerName(tpl: Tpl, cc: Cc, t: Tools): string {
  const last = personName(t).split(' ')[1] as string;
  if (tpl === 'handwerk')
    return t.pick([
      `Malerbetrieb ${personName(t)}`,
      `Elektro ${last} GmbH`,
      `Sanitär- und Heizungstechnik ${last} e.K.`,
      `Dachdeckerei ${last} GmbH & Co. KG`,
      `Schreinerei ${last}`,
    ]);
  if (tpl === 'selfbill')
    return t.pick(['Verlag am Rheinufer GmbH', 'Finanzpool Mittelstand AG', 'Marktplatz Regional eG']);
  const form =
    cc === 'CH'
      ? t.pick(['AG', 'GmbH'])
      : cc === 'AT'
        ? t.pick(['GmbH', 'KG', 'e.U.'])
        : t.pick(['GmbH', 'UG (haftungsbeschränkt)', 'GbR', 'e.K.']);
  return t.pick([
    `${last} Kommunikationsdesign ${form}`,
    `${t.pick(['Blickwerk', 'Klartext', 'Nordlicht', 'Feinschliff'])} ${form}`,
    `${personName(t)} Übersetzungen`,
    `Büro ${last} & Partner ${form}`,
  ]);
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const cc: Cc = tpl === 'alpen' ? (Math.floor(k / BLIND12_TPLS.length) % 2 ? 'CH' : 'AT') : 'DE';
  const rates = RATES[cc];
  const s = dachParty(cc, sellerName(tpl, cc, t), t);
  const private_ = (tpl === 'handwerk' || tpl === 'din') && t.rnd() < 0.6;
  const person = personName(t);
  const supplier = t.pick([
    person,
    `Versicherungsbüro ${person.split(' ')[1]}`,
    `${person} Handelsvertretung`,
  ]);
  const b = dachParty(cc, private_ ? person : tpl === 'selfbill' ? supplier : buyerName(t), t);
  const lines = buildLines({ tpl, cc, t, s }, rates);
  const oneRate = new Set(lines.map((l) => l.rate)).size === 1;
  const exempt = tpl === 'selfbill' && t.rnd() < 0.3;
  if (exempt) for (const l of lines) l.rate = '0';
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const { vat: v0, lineNet } = vatSums(lines);
  const discount = tpl === 'software' && oneRate && t.rnd() < 0.35 ? discountOf(lineNet, t) : null;
  const taxExcl = discount ? round(dec(lineNet).minus(dec(discount.amount))) : lineNet;
  const vat = discount
    ? v0.map((v) => ({
        rate: v.rate,
        base: taxExcl,
        tax: round(dec(taxExcl).times(dec(v.rate)).dividedBy(100)),
      }))
    : v0;
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(taxExcl).plus(dec(vatT)));
  const rounded = cc === 'CH' ? dec(gross).times(20).toDecimalPlaces(0).dividedBy(20).toFixed(2) : gross;
  const paid =
    tpl === 'handwerk' && t.rnd() < 0.3
      ? round(dec(gross).times(0.4).dividedBy(100).toDecimalPlaces(0).times(100))
      : '0.00';
  const apo = t.rnd() < 0.5 ? "'" : '’';
  const money = (v: string) => (cc === 'CH' ? groupedMoney(v, apo, '.') : groupedMoney(v, '.', ','));
  const longDates = cc === 'AT' || t.rnd() < 0.15;
  const d: Doc = {
    tpl,
    variant: '',
    cc,
    cur: cc === 'CH' ? 'CHF' : 'EUR',
    s,
    b,
    salut: private_ ? (t.rnd() < 0.5 ? 'Herrn' : 'Frau') : '',
    contact: private_ ? '' : t.rnd() < 0.5 ? `z. Hd. ${personName(t)}` : '',
    buyerVat: !private_ && (tpl === 'labelled' || tpl === 'selfbill' || (tpl === 'alpen' && t.rnd() < 0.5)),
    sellerVat: !exempt && (tpl !== 'handwerk' || t.rnd() < 0.5),
    taxNo: '',
    lines,
    discount,
    vat,
    lineNet,
    taxExcl,
    vatT,
    gross,
    rounding: round(dec(rounded).minus(dec(gross))),
    paid,
    due: '',
    issue,
    number: numberOf(tpl, t),
    typeCode: tpl === 'selfbill' ? '389' : '380',
    prec: { no: `2026-0${t.int(100, 999)}`, date: addDays(issue, -t.int(5, 40)) },
    iban: ibanOf(cc, t),
    bic: t.pick(
      cc === 'DE'
        ? ['COLSDE33XXX', 'GENODED1CGN', 'DEUTDEDBKOE']
        : cc === 'AT'
          ? ['BKAUATWW', 'RZBAATWW']
          : ['UBSWCHZH80A', 'ZKBKCHZZ80A'],
    ),
    bank: t.pick(
      cc === 'DE'
        ? ['Sparkasse KölnBonn', 'Volksbank Köln Bonn eG', 'Deutsche Bank']
        : cc === 'AT'
          ? ['Erste Bank', 'Raiffeisenbank Wien']
          : ['UBS Switzerland AG', 'Zürcher Kantonalbank'],
    ),
    ownIban: ibanOf(cc, t),
    phone:
      cc === 'DE'
        ? `0221 ${t.digits(3)} ${t.digits(2)}-${t.int(0, 9)}`
        : cc === 'AT'
          ? `+43 1 ${t.digits(3)} ${t.digits(2)}`
          : `+41 44 ${t.digits(3)} ${t.digits(2)} ${t.digits(2)}`,
    email: `${t.pick(['info', 'rechnung', 'buchhaltung', 'kontakt'])}@${mailOf(s.name)}`,
    manager: personName(t),
    court:
      cc === 'DE'
        ? `Amtsgericht ${t.pick(['Köln', 'Bonn', 'Hamburg', 'Leipzig'])}, HRB ${t.int(10000, 99999)}`
        : '',
    exempt,
    t,
    money,
    date: (iso: string) =>
      longDates ? longDate(iso, cc === 'AT' ? 'at' : 'de') : iso.split('-').reverse().join('.'),
  };
  const printsTaxNo = tpl !== 'labelled' && tpl !== 'alpen' && (tpl !== 'selfbill' || !d.sellerVat);
  if (printsTaxNo && (!d.sellerVat || t.rnd() < 0.4))
    d.taxNo = `${t.int(200, 223)}/${t.digits(3)}/${t.digits(5)}`;
  d.due = tpl === 'selfbill' || tpl === 'storno' || t.rnd() < 0.3 ? '' : addDays(issue, t.pick([10, 14, 30]));
  return d;
}

function discountOf(lineNet: string, t: Tools): { pct: string; amount: string } {
  const pct = t.pick(['3', '5', '10']);
  return { pct, amount: round(dec(lineNet).times(dec(pct)).dividedBy(100)) };
}

function buyerName(t: Tools): string {
  const last = personName(t).split(' ')[1] as string;
  return t.pick([
    `${last} Immobilienverwaltung GmbH`,
    `Praxis Dr. med. ${personName(t)}`,
    `Autohaus ${last} GmbH & Co. KG`,
    `Steuerkanzlei ${last} & Kollegen`,
    `Stadtwerke ${t.pick(['Brühl', 'Hürth', 'Wesseling'])} GmbH`,
  ]);
}

function mailOf(name: string): string {
  const w = name
    .split(' ')
    .find((x) => x.length > 3 && !/^(Malerbetrieb|Elektro|Büro|Verlag|Dachdeckerei|Schreinerei)$/.test(x));
  return `${(w ?? 'firma')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.example`;
}

function numberOf(tpl: Tpl, t: Tools): string {
  if (tpl === 'selfbill') return `GS-2026-${t.digits(4)}`;
  if (tpl === 'storno') return t.pick([`ST-2026-${t.digits(3)}`, `2026-${t.digits(4)}`]);
  return t.pick([
    `2026-${t.digits(4)}`,
    `RE-${t.digits(5)}`,
    `${t.int(1, 9)}${t.digits(4)}`,
    `R2026/${t.digits(3)}`,
  ]);
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur, typeCode: d.typeCode });
  if (d.due) inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  // self-billing: the supplier (address window) is the seller, the issuer the buyer
  const [sp, bp] = d.tpl === 'selfbill' ? [d.b, d.s] : [d.s, d.b];
  inv.seller = {
    name: sp.name,
    identifiers: [],
    ...(d.sellerVat ? { vatId: sp.vat } : {}),
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(sp),
  };
  inv.buyer = {
    name: d.salut ? `${d.salut} ${bp.name}` : bp.name,
    address: addr(bp),
    ...(d.buyerVat ? { vatId: bp.vat } : {}),
  };
  const account = d.tpl === 'selfbill' ? { accountId: d.iban } : { accountId: d.iban, providerId: d.bic };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [account] };
  const amountDue = round(dec(d.gross).plus(dec(d.rounding)).minus(dec(d.paid)));
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.taxExcl,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    ...(d.discount ? { allowanceTotal: d.discount.amount } : {}),
    ...(d.paid !== '0.00' ? { paidAmount: d.paid } : {}),
    ...(d.rounding !== '0.00' ? { roundingAmount: d.rounding } : {}),
    amountDue,
  };
  const cat = d.exempt ? 'E' : 'S';
  if (d.discount)
    inv.allowances = [
      {
        amount: d.discount.amount,
        percentage: d.discount.pct,
        vatCategoryCode: cat,
        vatRate: d.vat[0]?.rate,
        reason: 'Rabatt',
      },
    ];
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, cat, d.exempt ? 'Kleinunternehmer gemäß § 19 UStG' : ''));
  inv.lines = d.lines.map((l) => kitLine({ ...l, name: l.wrap.join(' ') }, { category: cat }));
  if (d.tpl === 'storno') negateAmounts(inv);
  return inv;
}

/** A cancellation as its producers write it: quantities, line amounts, VAT and totals negative. */
function negateAmounts(inv: Invoice): void {
  const n2 = (v: string) => (dec(v).isZero() ? v : dec(v).negated().toFixed(2));
  const t = inv.totals;
  Object.assign(t, {
    lineNetTotal: n2(t.lineNetTotal),
    taxExclusive: n2(t.taxExclusive),
    vatTotal: n2(t.vatTotal ?? '0.00'),
    taxInclusive: n2(t.taxInclusive),
    amountDue: n2(t.amountDue),
  });
  for (const v of inv.vatBreakdown)
    Object.assign(v, { taxableAmount: n2(v.taxableAmount), taxAmount: n2(v.taxAmount) });
  for (const l of inv.lines)
    Object.assign(l, { quantity: dec(l.quantity).negated().toString(), netAmount: n2(l.netAmount) });
}

// ---------------------------------------------------------------------------- shared pieces
const pct = (r: string) => `${r.replace('.', ',')} %`;
const qtyTxt = (q: string) => q.replace('.', ',');
const eur = (d: Doc, v: string) => (d.cc === 'CH' ? `${d.cur} ${d.money(v)}` : `${d.money(v)} €`);
const neg = (d: Doc, v: string) => (d.tpl === 'storno' && v !== '0.00' ? `-${d.money(v)}` : d.money(v));
const S7: Style = { size: 7 };

/** The address-window lines of the addressee (a private buyer with "Herrn"/"Frau" over the name). */
function windowLines(d: Doc, p: KitParty): string[] {
  const top = d.salut && p === d.b ? [d.salut, p.name] : [p.name];
  const care = d.contact && p === d.b ? [d.contact] : [];
  const country = d.cc !== p.country ? [p.country === 'DE' ? 'DEUTSCHLAND' : p.country] : [];
  return [...top, ...care, p.street, `${p.pc} ${p.city}`, ...country];
}

/** The DIN 5008 window: return-address line (6–7 pt) over the addressee, form A (top 127) or B (142). */
function addressWindow(d: Doc, w: Writer, from: KitParty, to: KitParty, formB: boolean): number {
  const y = formB ? 142 : 127;
  w.put(y, 57, `${from.name} · ${from.street} · ${from.pc} ${from.city}`, { size: 6 });
  return w.block(windowLines(d, to), 57, y + 14, { size: 10 });
}

/** A footer of four (or three) columns on every page: address, contact, register, bank. */
function footer4(d: Doc, rows: Row[], pages: number, cols = 4, own = d.s, iban = d.iban) {
  for (let p = 1; p <= pages; p++) {
    const w = rowWriter(rows, () => p);
    const x = cols === 4 ? [50, 175, 300, 430] : [50, 230, 400];
    w.block([own.name, own.street, `${own.pc} ${own.city}`], x[0] as number, 782, S7);
    w.block(
      [`Tel. ${d.phone}`, `E-Mail ${d.email}`, `www.${d.email.split('@')[1]}`],
      x[1] as number,
      782,
      S7,
    );
    const reg = [
      ...(d.manager && cols === 4 ? [`Geschäftsführer: ${d.manager}`] : []),
      ...(d.court ? [d.court] : []),
      ...(own.vat && (d.sellerVat || own !== d.s) ? [`USt-IdNr. ${own.vatShown}`] : []),
      ...(d.taxNo && own === d.s ? [`Steuernummer ${d.taxNo}`] : []),
    ];
    const bank = [d.bank, `IBAN ${spaced(iban)}`, ...(own === d.s ? [`BIC ${d.bic}`] : [])];
    if (cols === 4) {
      w.block(reg, x[2] as number, 782, S7);
      w.block(bank, x[3] as number, 782, S7);
    } else w.block([...bank, ...reg.slice(-2)], x[2] as number, 782, S7);
  }
}

type Col = [string, number, boolean, (l: Ln) => string];

/**
 * An item table over as many pages as it needs: the head on every page, wrapped names and detail
 * lines under the row, "Übertrag" rows at the foot of a page and the top of the next (`carry`).
 */
function table(d: Doc, w: Pager, y0: number, cols: Col[], carry: boolean, bottom = 730): number {
  const head = (y: number) => {
    for (const [hd, x, r] of cols) w.put(y, x, hd, { size: 8, bold: true, right: r });
    return y + 15;
  };
  const amountX = (cols[cols.length - 1] as Col)[1];
  let y = head(y0);
  let sum = dec(0);
  for (const l of d.lines) {
    const h = 12 * (l.wrap.length + (l.detail ? 1 : 0)) + 4;
    if (y + h > bottom) {
      if (carry) {
        w.put(y + 4, cols[1]?.[1] ?? 80, 'Übertrag', { size: 9, bold: true });
        w.put(y + 4, amountX, neg(d, round(sum)), { size: 9, bold: true, right: true });
      }
      w.put(bottom + 20, 545, `Seite ${w.page()} von 2`, { size: 8, right: true });
      w.next();
      w.put(50, 50, `Rechnung ${d.number} · Seite 2`, { size: 8 });
      y = head(80);
      if (carry) {
        w.put(y, cols[1]?.[1] ?? 80, 'Übertrag', { size: 9, bold: true });
        w.put(y, amountX, neg(d, round(sum)), { size: 9, bold: true, right: true });
        y += 16;
      }
    }
    for (const [, x, r, cell] of cols) w.put(y, x, cell(l), { size: 9, right: r });
    const nameX = cols.find((c) => c[3] === NAME)?.[1] ?? 80;
    l.wrap.slice(1).forEach((part, i) => void w.put(y + 12 * (i + 1), nameX, part, { size: 9 }));
    if (l.detail) w.put(y + 12 * l.wrap.length, nameX, l.detail, { size: 8 });
    y += h;
    sum = sum.plus(dec(l.net));
  }
  return y;
}
const NAME = (l: Ln) => l.wrap[0] as string;

/** Net, the VAT rows and the gross as a label/value block at x…545; returns the y below. */
function sumsBlock(
  d: Doc,
  w: Writer,
  y: number,
  words: [string, (r: string, base: string) => string, string],
  x = 320,
): number {
  const rows: Array<[string, string]> = [[words[0], neg(d, d.lineNet)]];
  if (d.discount) {
    rows.push([`abzgl. ${d.discount.pct} % Rabatt`, `-${d.money(d.discount.amount)}`]);
    rows.push(['Zwischensumme netto', d.money(d.taxExcl)]);
  }
  for (const v of d.vat) rows.push([words[1](v.rate, neg(d, v.base)), neg(d, v.tax)]);
  const end = w.kv(y, x, 545, rows, { size: 9 }, 14);
  w.put(end + 3, x, words[2], { size: 10, bold: true });
  w.put(end + 3, 545, `${neg(d, d.gross)} ${d.cc === 'CH' ? '' : '€'}`.trim(), {
    size: 10,
    bold: true,
    right: true,
  });
  return end + 24;
}

// ---------------------------------------------------------------------------- din
function drawDin(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 760);
  const t = d.t;
  const formB = t.rnd() < 0.5;
  const refRow = t.rnd() < 0.5;
  w.put(40, 545, d.s.name, { size: 15, bold: true, right: true });
  w.put(58, 545, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8, right: true });
  addressWindow(d, w, d.s, d.b, formB);
  const ours = `${d.s.name.slice(0, 2).toUpperCase()}-${t.digits(3)}`;
  const yours = t.rnd() < 0.5 ? `Bestellung ${t.digits(5)}` : '';
  let y = formB ? 270 : 250;
  if (refRow) {
    const heads = [
      'Ihr Zeichen, Ihre Nachricht vom',
      'Unser Zeichen, unsere Nachricht vom',
      'Telefon, Name',
      'Datum',
    ];
    const vals = [
      yours,
      ours,
      `${d.phone.split(' ').slice(-2).join(' ')}, ${d.manager.split(' ')[1]}`,
      d.date(d.issue),
    ];
    heads.forEach((hd, i) => {
      w.put(y, 57 + i * 125, hd, { size: 7 });
      w.put(y + 11, 57 + i * 125, vals[i] as string, { size: 9 });
    });
    y += 40;
  } else {
    const info: Array<[string, string]> = [
      ...(yours ? ([['Ihr Zeichen:', yours]] as Array<[string, string]>) : []),
      ['Unser Zeichen:', ours],
      ['Name:', d.manager],
      ['Telefon:', d.phone],
      ['E-Mail:', d.email],
      ['Kundennummer:', String(t.int(10000, 99999))],
      ['Datum:', d.date(d.issue)],
    ];
    w.kv(formB ? 142 : 127, 360, 440, info, { size: 8 }, 11);
  }
  w.put(y, 57, `Rechnung Nr. ${d.number}`, { size: 11, bold: true });
  const greet = d.salut
    ? `Sehr geehrte${d.salut === 'Frau' ? '' : 'r'} ${d.salut === 'Frau' ? 'Frau' : 'Herr'} ${d.b.name.split(' ')[1]},`
    : 'Sehr geehrte Damen und Herren,';
  w.put(y + 24, 57, greet, { size: 10 });
  w.put(
    y + 40,
    57,
    t.pick([
      'für die erbrachten Leistungen erlauben wir uns, wie folgt zu berechnen:',
      'wir bedanken uns für Ihren Auftrag und berechnen Ihnen wie folgt:',
    ]),
    { size: 10 },
  );
  for (const l of d.lines) l.wrap = wrapText(l.wrap[0] as string, 40);
  const cols: Col[] = [
    ['Nr.', 57, false, (l) => l.id],
    ['Leistung', 80, false, NAME],
    ['Menge', 340, true, (l) => `${qtyTxt(l.qty)} ${l.unit[0]}`.trim()],
    ['Einzelpreis', 440, true, (l) => `${d.money(l.price)} €`],
    ['Betrag', 545, true, (l) => `${d.money(l.net)} €`],
  ];
  y = table(d, w, y + 64, cols, true, 720);
  y = w.need(y + 6, 110);
  y = sumsBlock(
    d,
    w,
    y,
    ['Summe netto', (r, base) => `zzgl. ${pct(r)} USt. auf ${base} €`, 'Rechnungsbetrag'],
    300,
  );
  y = w.need(y, 80);
  const pay = d.due
    ? `Bitte überweisen Sie den Rechnungsbetrag bis zum ${d.date(d.due)} auf das unten angegebene Konto.`
    : 'Zahlbar innerhalb von 14 Tagen ohne Abzug.';
  w.put(y, 57, pay, { size: 10 });
  w.put(y + 14, 57, 'Leistungsdatum entspricht Rechnungsdatum, sofern nicht anders angegeben.', { size: 9 });
  w.put(y + 34, 57, 'Mit freundlichen Grüßen', { size: 10 });
  w.put(y + 66, 57, d.manager, { size: 10 });
  footer4(d, rows, w.pages());
  return w.pages();
}

// ---------------------------------------------------------------------------- software
interface Producer {
  labels: [string, string, string, string];
  meta: 'right' | 'row' | 'left';
  cols: (d: Doc) => Col[];
  words: [string, (r: string, base: string) => string, string];
  footer: 3 | 4;
  carry: boolean;
}
const m = (d: Doc) => (v: string) => d.money(v);
const PRODUCERS: Record<string, Producer> = {
  sevdesk: {
    labels: ['Rechnungsnr.', 'Rechnungsdatum', 'Kundennr.', 'Lieferdatum'],
    meta: 'right',
    cols: (d) => [
      ['Pos.', 50, false, (l) => l.id],
      ['Beschreibung', 78, false, NAME],
      ['Menge', 330, true, (l) => qtyTxt(l.qty)],
      ['Einheit', 336, false, (l) => l.unit[0]],
      ['Preis', 420, true, (l) => m(d)(l.price)],
      ['USt.', 465, true, (l) => pct(l.rate)],
      ['Betrag', 545, true, (l) => m(d)(l.net)],
    ],
    words: ['Gesamtbetrag netto', (r) => `zzgl. Umsatzsteuer ${pct(r)}`, 'Gesamtbetrag brutto'],
    footer: 4,
    carry: false,
  },
  lexware: {
    labels: ['Rechnungs-Nr.', 'Rechnungsdatum', 'Kunden-Nr.', 'Leistungsdatum'],
    meta: 'right',
    cols: (d) => [
      ['Pos.', 50, false, (l) => l.id],
      ['Bezeichnung', 78, false, NAME],
      ['Menge', 340, true, (l) => `${qtyTxt(l.qty)} ${l.unit[0]}`.trim()],
      ['Einzel €', 440, true, (l) => m(d)(l.price)],
      ['Gesamt €', 545, true, (l) => m(d)(l.net)],
    ],
    words: ['Summe netto', (r, base) => `Umsatzsteuer ${pct(r)} auf ${base}`, 'Gesamtbetrag'],
    footer: 4,
    carry: true,
  },
  fastbill: {
    labels: ['Rechnungsnummer', 'Datum', 'Kundennummer', 'Leistungszeitraum'],
    meta: 'left',
    cols: (d) => [
      ['Artikel', 50, false, NAME],
      ['Anzahl', 330, true, (l) => qtyTxt(l.qty)],
      ['Einzelpreis', 420, true, (l) => `${m(d)(l.price)} €`],
      ['MwSt.', 462, true, (l) => pct(l.rate)],
      ['Gesamt', 545, true, (l) => `${m(d)(l.net)} €`],
    ],
    words: ['Zwischensumme', (r) => `MwSt. ${pct(r)}`, 'Gesamtsumme'],
    footer: 3,
    carry: false,
  },
  billomat: {
    labels: ['Rechnungsnummer', 'Rechnungsdatum', 'Kundennummer', 'Lieferdatum'],
    meta: 'row',
    cols: (d) => [
      ['Pos', 50, false, (l) => l.id],
      ['Titel / Beschreibung', 75, false, NAME],
      ['Menge', 320, true, (l) => qtyTxt(l.qty)],
      ['Einh.', 326, false, (l) => l.unit[0]],
      ['Einzelpreis', 415, true, (l) => m(d)(l.price)],
      ['Steuer', 460, true, (l) => pct(l.rate)],
      ['Gesamt', 545, true, (l) => m(d)(l.net)],
    ],
    words: ['Nettobetrag', (r) => `Umsatzsteuer ${pct(r)}`, 'Rechnungsbetrag'],
    footer: 4,
    carry: false,
  },
  orgamax: {
    labels: ['Rechnung Nr.', 'Datum', 'Kunden-Nr.', 'Lieferdatum'],
    meta: 'right',
    cols: (d) => [
      ['Pos.', 50, false, (l) => l.id],
      ['Art.-Nr.', 75, false, (l) => l.art],
      ['Bezeichnung', 125, false, NAME],
      ['Menge', 350, true, (l) => qtyTxt(l.qty)],
      ['ME', 356, false, (l) => l.unit[0]],
      ['E-Preis', 460, true, (l) => m(d)(l.price)],
      ['G-Preis', 545, true, (l) => m(d)(l.net)],
    ],
    words: ['Nettobetrag', (r, base) => `+ ${pct(r)} MwSt. von ${base}`, 'Endbetrag'],
    footer: 4,
    carry: true,
  },
  meinbuero: {
    labels: ['Rechnungs-Nr.', 'Rechnungsdatum', 'Kunden-Nr.', 'Leistungsdatum'],
    meta: 'right',
    cols: (d) => [
      ['Pos', 50, false, (l) => l.id],
      ['Menge', 100, true, (l) => qtyTxt(l.qty)],
      ['Einheit', 108, false, (l) => l.unit[0]],
      ['Artikel / Leistung', 160, false, NAME],
      ['Einzelpreis', 450, true, (l) => m(d)(l.price)],
      ['Gesamtpreis', 545, true, (l) => m(d)(l.net)],
    ],
    words: ['Summe netto', (r) => `zzgl. ${pct(r)} MwSt.`, 'Summe brutto'],
    footer: 3,
    carry: false,
  },
  debitoor: {
    labels: ['Rechnungsnr.', 'Rechnungsdatum', 'Kundennr.', 'Lieferdatum'],
    meta: 'left',
    cols: (d) => [
      ['Beschreibung', 50, false, NAME],
      ['Menge', 320, true, (l) => qtyTxt(l.qty)],
      ['Einheit', 326, false, (l) => l.unit[0]],
      ['Preis', 420, true, (l) => `${m(d)(l.price)} €`],
      ['MwSt.', 462, true, (l) => pct(l.rate)],
      ['Betrag', 545, true, (l) => `${m(d)(l.net)} €`],
    ],
    words: ['Zwischensumme', (r) => `MwSt. ${pct(r)}`, 'Gesamt EUR'],
    footer: 3,
    carry: false,
  },
  papierkram: {
    labels: ['Rechnungsnummer', 'Rechnungsdatum', 'Kundennummer', 'Leistungsdatum'],
    meta: 'row',
    cols: (d) => [
      ['Nr.', 50, false, (l) => l.id],
      ['Produkt / Leistung', 75, false, NAME],
      ['Menge', 330, true, (l) => `${qtyTxt(l.qty)} ${l.unit[0]}`.trim()],
      ['Preis pro Einheit', 430, true, (l) => `${m(d)(l.price)} €`],
      ['USt.', 468, true, (l) => pct(l.rate)],
      ['Betrag', 545, true, (l) => `${m(d)(l.net)} €`],
    ],
    words: ['Summe (netto)', (r) => `USt. ${pct(r)}`, 'Zu zahlen'],
    footer: 4,
    carry: false,
  },
};

function softwareMeta(d: Doc, w: Writer, p: Producer, y: number): number {
  const [no, date, cust, deliv] = p.labels;
  const delivVal =
    deliv === 'Leistungszeitraum'
      ? `${d.date(addDays(d.issue, -30))} – ${d.date(addDays(d.issue, -1))}`
      : d.date(addDays(d.issue, -d.t.int(0, 6)));
  const pairs: Array<[string, string]> = [
    [no, d.number],
    [date, d.date(d.issue)],
    [cust, String(d.t.int(10000, 99999))],
    [deliv, delivVal],
  ];
  if (p.meta === 'right') {
    w.kv(140, 370, 545, pairs, { size: 9 }, 13);
    return y;
  }
  if (p.meta === 'row') {
    pairs.forEach(([a, v], i) => {
      w.put(y, 50 + i * 125, a, { size: 7, bold: true });
      w.put(y + 11, 50 + i * 125, v, { size: 9 });
    });
    return y + 34;
  }
  w.kv(y, 50, 160, pairs, { size: 9 }, 13);
  return y + 4 * 13 + 8;
}

function drawSoftware(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 760);
  const t = d.t;
  const name = t.pick(Object.keys(PRODUCERS));
  const p = PRODUCERS[name] as Producer;
  d.variant = name;
  if (t.rnd() < 0.5) w.put(45, 50, d.s.name, { size: 16, bold: true });
  else w.put(45, 545, d.s.name, { size: 14, bold: true, right: true });
  w.put(127, 50, `${d.s.name} - ${d.s.street} - ${d.s.pc} ${d.s.city}`, { size: 7 });
  w.block(windowLines(d, d.b), 50, 141, { size: 10 });
  let y = 250;
  w.put(y, 50, `Rechnung${p.meta === 'left' ? '' : ` ${d.number}`}`, { size: 15, bold: true });
  y = softwareMeta(d, w, p, y + 26);
  w.put(y, 50, t.pick(['Sehr geehrte Damen und Herren,', 'Vielen Dank für Ihren Auftrag.']), { size: 10 });
  w.put(y + 14, 50, 'Wir stellen Ihnen hiermit folgende Leistungen in Rechnung:', { size: 10 });
  for (const l of d.lines) l.wrap = wrapText(l.wrap[0] as string, 44);
  for (const l of d.lines)
    if (t.rnd() < 0.4)
      l.detail = t.pick([
        'gemäß Angebot vom 02.02.2026',
        'inkl. Einrichtung und Einweisung',
        'Zeitraum laut Stundennachweis',
      ]);
  if (t.rnd() < 0.3) {
    const ship = makeLine(
      String(d.lines.length + 1),
      t.pick(['Versandkostenpauschale', 'Versand DHL']),
      'none',
      '5.90',
      d.lines[0]?.rate ?? '19',
      t,
    );
    ship.qty = '1';
    ship.net = '5.90';
    d.lines.push(ship);
    Object.assign(d, recompute(d));
  }
  y = table(d, w, y + 40, p.cols(d), p.carry, 715);
  y = w.need(y + 8, 110);
  y = sumsBlock(d, w, y, p.words, 330);
  y = w.need(y, 40);
  const pay = d.due
    ? `Bitte überweisen Sie den Betrag bis ${d.date(d.due)} unter Angabe der Rechnungsnummer.`
    : 'Der Rechnungsbetrag ist sofort fällig.';
  w.put(y, 50, pay, { size: 9 });
  footer4(d, rows, w.pages(), p.footer);
  return w.pages();
}

/** Sums of the document after a line was added (a discount stays at its percentage). */
function recompute(
  d: Doc,
): Pick<Doc, 'vat' | 'lineNet' | 'taxExcl' | 'vatT' | 'gross' | 'discount' | 'rounding'> {
  const { vat: v0, lineNet } = vatSums(d.lines);
  const discount = d.discount
    ? { pct: d.discount.pct, amount: round(dec(lineNet).times(dec(d.discount.pct)).dividedBy(100)) }
    : null;
  const taxExcl = discount ? round(dec(lineNet).minus(dec(discount.amount))) : lineNet;
  const vat = discount
    ? v0.map((v) => ({
        rate: v.rate,
        base: taxExcl,
        tax: round(dec(taxExcl).times(dec(v.rate)).dividedBy(100)),
      }))
    : v0;
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(taxExcl).plus(dec(vatT)));
  return { vat, lineNet, taxExcl, vatT, gross, discount, rounding: '0.00' };
}

// ---------------------------------------------------------------------------- handwerk
function drawHandwerk(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 760);
  const t = d.t;
  w.put(40, 50, d.s.name, { size: 16, bold: true });
  w.put(
    60,
    50,
    t.pick([
      'Meisterbetrieb · Innungsmitglied',
      'Ihr Fachbetrieb seit 1987',
      'Meisterbetrieb der Handwerkskammer',
    ]),
    { size: 8 },
  );
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, `Tel. ${d.phone}`, d.email], 420, 40, { size: 8 });
  addressWindow(d, w, d.s, d.b, true);
  const site = `${t.pick(['Einfamilienhaus', 'Wohnung 2. OG', 'Büroräume', 'Praxis'])} ${d.b.name.split(' ').slice(-1)[0]}, ${t.pick(['Lindenweg', 'Am Rosenhang', 'Kölner Straße'])} ${t.int(1, 90)}, ${d.b.pc} ${d.b.city}`;
  const from = addDays(d.issue, -t.int(8, 20));
  w.kv(
    150,
    360,
    440,
    [
      ['Rechnung Nr.:', d.number],
      ['Datum:', d.date(d.issue)],
      ['Kunden-Nr.:', String(t.int(1000, 9999))],
      ['Auftrag vom:', d.date(addDays(from, -t.int(3, 20)))],
    ],
    { size: 9 },
    13,
  );
  w.put(265, 50, 'RECHNUNG', { size: 14, bold: true });
  w.put(285, 50, `Bauvorhaben: ${site}`, { size: 9 });
  w.put(298, 50, `Ausführungszeitraum: ${d.date(from)} – ${d.date(addDays(from, t.int(1, 5)))}`, { size: 9 });
  const cols: Array<[string, number, boolean]> = [
    ['Pos.', 50, false],
    ['Leistung / Material', 80, false],
    ['Menge', 350, true],
    ['Einh.', 356, false],
    ['EP €', 460, true],
    ['GP €', 545, true],
  ];
  for (const [hd, x, r] of cols) w.put(322, x, hd, { size: 8, bold: true, right: r });
  let y = 340;
  for (const group of ['Lohnkosten', 'Material', 'Anfahrt']) {
    const ls = d.lines.filter((l) => l.group === group);
    y = w.need(y, 30 + 13 * ls.length);
    w.put(y, 80, group === 'Material' ? 'Materialkosten' : group, { size: 9, bold: true });
    y += 14;
    for (const l of ls) {
      const cells = [l.id, l.wrap[0] as string, qtyTxt(l.qty), l.unit[0], d.money(l.price), d.money(l.net)];
      cols.forEach(([, x, r], i) => void w.put(y, x, cells[i] as string, { size: 9, right: r }));
      y += 13;
    }
    const sum = round(ls.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
    w.put(y, 300, `Summe ${group === 'Material' ? 'Materialkosten' : group}`, { size: 9 });
    w.put(y, 545, d.money(sum), { size: 9, right: true });
    y += 20;
  }
  y = w.need(y, 150);
  y = sumsBlock(d, w, y, ['Nettobetrag', (r) => `zzgl. ${pct(r)} MwSt.`, 'Gesamtbetrag'], 320);
  y = handwerkTail(d, w, y);
  footer4(d, rows, w.pages(), 3);
  return w.pages();
}

function handwerkTail(d: Doc, w: Pager, y0: number): number {
  let y = y0;
  if (d.paid !== '0.00') {
    w.put(y - 8, 320, `abzgl. Abschlagszahlung vom ${d.date(addDays(d.issue, -25))}`, { size: 9 });
    w.put(y - 8, 545, `-${d.money(d.paid)}`, { size: 9, right: true });
    w.put(y + 6, 320, 'Noch zu zahlen', { size: 10, bold: true });
    w.put(y + 6, 545, `${d.money(round(dec(d.gross).minus(dec(d.paid))))} €`, {
      size: 10,
      bold: true,
      right: true,
    });
    y += 30;
  }
  const labour = d.lines.filter((l) => l.group !== 'Material');
  const ln = round(labour.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const lt = round(
    dec(ln)
      .times(dec(d.lines[0]?.rate ?? '19'))
      .dividedBy(100),
  );
  y = w.need(y, 60);
  w.put(
    y,
    50,
    `Ausweis nach § 35a EStG: Im Rechnungsbetrag sind Arbeits- und Fahrtkosten von ${d.money(ln)} € netto`,
    { size: 8 },
  );
  w.put(y + 11, 50, `zzgl. ${d.money(lt)} € MwSt. enthalten (Materialkosten sind nicht begünstigt).`, {
    size: 8,
  });
  const pay = d.due
    ? `Zahlbar bis zum ${d.date(d.due)} ohne Abzug.`
    : 'Zahlbar sofort nach Erhalt ohne Abzug.';
  w.put(y + 30, 50, pay, { size: 9 });
  w.put(y + 43, 50, 'Vielen Dank für Ihren Auftrag!', { size: 9 });
  return y + 60;
}

// ---------------------------------------------------------------------------- labelled
function drawLabelled(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 760);
  const t = d.t;
  const sep = t.rnd() < 0.5;
  const pair = (y: number, x: number, a: string, v: string, vx = x + 62) => {
    if (sep) {
      w.put(y, x, a, { size: 9, bold: true });
      w.put(y, vx, v, { size: 9 });
    } else w.put(y, x, `${a} ${v}`, { size: 9 });
  };
  w.put(40, 50, 'RECHNUNG', { size: 18, bold: true });
  w.put(44, 545, d.s.name, { size: 11, bold: true, right: true });
  const party = (x: number, head: string, p: KitParty) => {
    w.put(90, x, head, { size: 10, bold: true });
    pair(106, x, 'Firma:', p.name);
    pair(119, x, 'Straße:', p.street);
    pair(132, x, 'PLZ / Ort:', `${p.pc} ${p.city}`);
    pair(145, x, 'USt-IdNr.:', p.vatShown ?? '');
  };
  party(50, 'Rechnungssteller', d.s);
  party(310, 'Rechnungsempfänger', d.b);
  const meta: Array<[string, string]> = [
    ['Rechnungsnummer:', d.number],
    ['Rechnungsdatum:', d.date(d.issue)],
    ['Leistungsdatum:', d.date(addDays(d.issue, -2))],
    ...(d.due ? ([['Fällig am:', d.date(d.due)]] as Array<[string, string]>) : []),
  ];
  meta.forEach(([a, v], i) => {
    pair(180 + Math.floor(i / 2) * 13, 50 + (i % 2) * 260, a, v, 50 + (i % 2) * 260 + 95);
  });
  w.put(218, 50, 'Positionen', { size: 10, bold: true });
  const two = t.rnd() < 0.5;
  let y = 236;
  for (const l of d.lines) {
    y = w.need(y, two ? 34 : 20);
    const first: Array<[string, string]> = two
      ? [
          ['Pos.:', l.id],
          ['Art.-Nr.:', l.art],
          ['Bezeichnung:', l.wrap[0] as string],
        ]
      : [
          ['Pos.:', l.id],
          ['Artikel:', l.wrap[0] as string],
          ['Menge:', `${qtyTxt(l.qty)} ${l.unit[0]}`.trim()],
          ['Einzelpreis:', `${d.money(l.price)} €`],
          ['Gesamt:', `${d.money(l.net)} €`],
        ];
    // (one row: 7 pt and room for each pair, so that no pair runs into the next)
    const xs1 = two ? [50, 110, 210] : [45, 85, 285, 350, 448];
    const st1 = { size: two ? 8 : 7 };
    first.forEach(([a, v], i) => void w.put(y, xs1[i] as number, `${a} ${v}`, st1));
    if (two) {
      const second: Array<[string, string]> = [
        ['Menge:', qtyTxt(l.qty)],
        ['Einheit:', l.unit[0] || '–'],
        ['Einzelpreis:', `${d.money(l.price)} €`],
        ['USt.:', pct(l.rate)],
        ['Betrag:', `${d.money(l.net)} €`],
      ];
      [50, 130, 220, 340, 430].forEach(
        (x, i) => void w.put(y + 12, x, second[i]?.join(' ') ?? '', { size: 8 }),
      );
    }
    y += two ? 30 : 18;
  }
  y = w.need(y + 8, 110);
  const tot: Array<[string, string]> = [
    ['Summe netto:', `${d.money(d.lineNet)} €`],
    ...d.vat.map((v): [string, string] => [`USt. ${pct(v.rate)}:`, `${d.money(v.tax)} €`]),
    ['Gesamtbetrag:', `${d.money(d.gross)} €`],
  ];
  tot.forEach(([a, v], i) => {
    pair(y + i * 13, 330, a, v, 460);
  });
  y += tot.length * 13 + 14;
  pair(y, 50, 'Bank:', d.bank, 95);
  pair(y + 13, 50, 'IBAN:', spaced(d.iban), 95);
  pair(y + 26, 50, 'BIC:', d.bic, 95);
  pair(y, 330, 'Telefon:', d.phone, 390);
  pair(y + 13, 330, 'E-Mail:', d.email, 390);
  return w.pages();
}

// ---------------------------------------------------------------------------- alpen
function drawAlpen(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 760);
  const t = d.t;
  const ch = d.cc === 'CH';
  w.put(42, 50, d.s.name, { size: 15, bold: true });
  w.put(60, 50, `${d.s.street}, ${d.s.pc} ${d.s.city} · ${d.phone} · ${d.email}`, { size: 8 });
  const yb = w.block(windowLines(d, d.b), 330, 130, { size: 10 });
  if (d.buyerVat) w.put(yb + 2, 330, `${ch ? 'MWST-Nr.' : 'UID-Nr.'}: ${d.b.vatShown}`, { size: 8 });
  const meta: Array<[string, string]> = ch
    ? [
        ['Rechnungsnummer', d.number],
        ['Rechnungsdatum', d.date(d.issue)],
        ['Kundennummer', String(t.int(1000, 9999))],
        ['MWST-Nr.', d.s.vatShown ?? ''],
      ]
    : [
        ['Rechnungsnummer:', d.number],
        ['Rechnungsdatum:', d.date(d.issue)],
        ['Lieferdatum:', d.date(addDays(d.issue, -t.int(0, 5)))],
        ['UID-Nr.:', d.s.vatShown ?? ''],
      ];
  w.kv(130, 50, 150, meta, { size: 9 }, 13);
  w.put(230, 50, ch ? 'Rechnung' : 'RECHNUNG', { size: 14, bold: true });
  const cur = ch ? 'CHF' : 'EUR';
  const cols: Col[] = ch
    ? [
        ['Pos.', 50, false, (l) => l.id],
        ['Bezeichnung', 78, false, NAME],
        ['Menge', 330, true, (l) => l.qty],
        ['Einheit', 336, false, (l) => l.unit[0]],
        ['Preis', 420, true, (l) => d.money(l.price)],
        ['MWST', 460, true, (l) => `${l.rate}%`],
        [`Total ${cur}`, 545, true, (l) => d.money(l.net)],
      ]
    : [
        ['Pos.', 50, false, (l) => l.id],
        ['Artikel / Leistung', 78, false, NAME],
        ['Menge', 340, true, (l) => `${qtyTxt(l.qty)} ${l.unit[0]}`.trim()],
        ['Einzelpreis', 440, true, (l) => d.money(l.price)],
        [`Gesamt ${cur}`, 545, true, (l) => d.money(l.net)],
      ];
  if (ch) for (const l of d.lines) l.unit = l.unit[1] === 'HUR' ? ['Std', 'HUR'] : l.unit;
  for (const l of d.lines) l.wrap = wrapText(l.wrap[0] as string, 44);
  let y = table(d, w, 255, cols, !ch, 715);
  y = w.need(y + 8, 120);
  const rows2: Array<[string, string]> = [[ch ? 'Total exkl. MWST' : 'Nettobetrag', d.money(d.lineNet)]];
  for (const v of d.vat)
    rows2.push([ch ? `MWST ${v.rate}% von ${d.money(v.base)}` : `zzgl. ${pct(v.rate)} USt`, d.money(v.tax)]);
  if (ch) rows2.push(['Total inkl. MWST', d.money(d.gross)]);
  if (ch && d.rounding !== '0.00') rows2.push(['Rundungsdifferenz', d.money(d.rounding)]);
  let end = w.kv(y, 320, 545, rows2, { size: 9 }, 14);
  const due = round(dec(d.gross).plus(dec(d.rounding)));
  w.put(end + 3, 320, ch ? `Zu bezahlen ${cur}` : `Rechnungsbetrag ${cur}`, { size: 10, bold: true });
  w.put(end + 3, 545, d.money(due), { size: 10, bold: true, right: true });
  end += 30;
  end = w.need(end, 70);
  const terms = ch
    ? `Zahlbar innert 30 Tagen${d.due ? ` (bis ${d.date(d.due)})` : ''} netto.`
    : `Zahlungskondition: 14 Tage 2 % Skonto, 30 Tage netto${d.due ? ` (fällig am ${d.date(d.due)})` : ''}.`;
  w.put(end, 50, terms, { size: 9 });
  w.put(end + 14, 50, `${d.bank} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 9 });
  for (let p = 1; p <= w.pages(); p++) {
    const fw = rowWriter(rows, () => p);
    const reg = ch
      ? `Handelsregister des Kantons ${d.s.city === 'Bern' ? 'Bern' : 'Zürich'}`
      : `FN ${t.int(100000, 599999)} ${t.pick(['a', 'b', 'k'])}, ${d.s.city === 'Wien' ? 'Handelsgericht Wien' : `Landesgericht ${d.s.city}`}`;
    fw.put(790, 50, `${d.s.name} · Geschäftsführung: ${d.manager} · ${reg}`, S7);
  }
  return w.pages();
}

// ---------------------------------------------------------------------------- selfbill
function drawSelfBill(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 760);
  const t = d.t;
  // d.s is the ISSUER (letterhead), d.b the supplier in the window
  w.put(40, 545, d.s.name, { size: 14, bold: true, right: true });
  w.put(57, 545, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8, right: true });
  addressWindow({ ...d, salut: '', contact: '' }, w, d.s, d.b, t.rnd() < 0.5);
  const theirs: Array<[string, string]> = d.sellerVat
    ? [['Ihre USt-IdNr.:', d.b.vatShown ?? '']]
    : [['Ihre Steuernummer:', d.taxNo]];
  const from = `${d.issue.slice(0, 8)}01`;
  w.kv(
    130,
    360,
    455,
    [
      ['Gutschrift Nr.:', d.number],
      ['Datum:', d.date(d.issue)],
      [t.pick(['Lieferanten-Nr.:', 'Vermittler-Nr.:', 'Autoren-Nr.:']), String(t.int(10000, 99999))],
      ...theirs,
      [
        'Abrechnungszeitraum:',
        `${d.date(addDays(from, -31).slice(0, 8).concat('01'))} – ${d.date(addDays(from, -1))}`,
      ],
    ],
    { size: 8 },
    12,
  );
  w.put(260, 57, `Gutschrift ${d.number}`, { size: 13, bold: true });
  w.put(276, 57, 'Gutschrift im Sinne des § 14 Abs. 2 Satz 2 UStG', { size: 9 });
  w.put(298, 57, 'Sehr geehrte Damen und Herren,', { size: 10 });
  w.put(312, 57, 'für den Abrechnungszeitraum schreiben wir Ihnen folgende Beträge gut:', { size: 10 });
  for (const l of d.lines) l.wrap = wrapText(l.wrap[0] as string, 52);
  const cols: Col[] = [
    ['Pos.', 57, false, (l) => l.id],
    ['Vorgang', 85, false, NAME],
    ['Anzahl', 380, true, (l) => l.qty],
    ['Satz €', 450, true, (l) => d.money(l.price)],
    ['Betrag €', 545, true, (l) => d.money(l.net)],
  ];
  let y = table(d, w, 336, cols, false, 715);
  y = w.need(y + 8, 120);
  const words: [string, (r: string) => string, string] = d.exempt
    ? ['Summe', () => 'Umsatzsteuer', 'Gutschriftsbetrag']
    : ['Summe netto', (r) => `zzgl. ${pct(r)} USt.`, 'Gutschriftsbetrag'];
  y = sumsBlock(d, w, y, words, 320);
  y = w.need(y, 60);
  if (d.exempt)
    w.put(y, 57, 'Gemäß § 19 UStG wird keine Umsatzsteuer ausgewiesen (Kleinunternehmer).', { size: 9 });
  w.put(y + 14, 57, `Wir überweisen den Betrag in den nächsten Tagen auf Ihr Konto IBAN ${spaced(d.iban)}.`, {
    size: 9,
  });
  w.put(y + 28, 57, 'Bitte prüfen Sie die Gutschrift; Einwände bitte innerhalb von 14 Tagen.', { size: 9 });
  footer4({ ...d, sellerVat: true, taxNo: '' }, rows, w.pages(), 4, d.s, d.ownIban);
  return w.pages();
}

// ---------------------------------------------------------------------------- storno
function drawStorno(d: Doc, rows: Row[]): number {
  const w = pager(rows, 60, 760);
  const t = d.t;
  const qtyNeg = t.rnd() < 0.5;
  w.put(40, 50, d.s.name, { size: 15, bold: true });
  w.block([d.s.street, `${d.s.pc} ${d.s.city}`, d.phone], 420, 40, { size: 8 });
  addressWindow(d, w, d.s, d.b, false);
  w.kv(
    127,
    360,
    450,
    [
      ['Belegnummer:', d.number],
      ['Datum:', d.date(d.issue)],
      ['Kundennr.:', String(t.int(10000, 99999))],
    ],
    { size: 9 },
    13,
  );
  const title = t.rnd() < 0.5 ? 'Stornorechnung' : 'Storno';
  w.put(250, 50, `${title} Nr. ${d.number}`, { size: 14, bold: true });
  w.put(268, 50, `zur Rechnung Nr. ${d.prec.no} vom ${d.date(d.prec.date)}`, { size: 10 });
  w.put(292, 50, `hiermit stornieren wir die Rechnung Nr. ${d.prec.no} vollständig.`, { size: 10 });
  for (const l of d.lines) l.wrap = wrapText(l.wrap[0] as string, 44);
  const cols: Col[] = [
    ['Pos.', 50, false, (l) => l.id],
    ['Bezeichnung', 78, false, NAME],
    ['Menge', 340, true, (l) => `${qtyNeg ? '-' : ''}${qtyTxt(l.qty)} ${l.unit[0]}`.trim()],
    ['Einzelpreis', 440, true, (l) => d.money(l.price)],
    ['Gesamt', 545, true, (l) => neg(d, l.net)],
  ];
  let y = table(d, w, 316, cols, false, 715);
  y = w.need(y + 8, 110);
  y = sumsBlock(d, w, y, ['Summe netto', (r) => `Umsatzsteuer ${pct(r)}`, 'Gesamtbetrag'], 320);
  y = w.need(y, 40);
  w.put(
    y,
    50,
    t.pick([
      'Der Betrag wird Ihnen in den nächsten Tagen erstattet.',
      'Der Betrag wird mit offenen Posten verrechnet.',
    ]),
    { size: 9 },
  );
  footer4(d, rows, w.pages(), t.rnd() < 0.5 ? 4 : 3);
  return w.pages();
}
