/**
 * `--templates blind25` of extraction-synthetic.ts: held-out layouts of session 19 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for foreign producers no earlier
 * set had (invented names, no file copied) —
 * - `pl` (pl/en): a Polish supplier's bilingual "Faktura VAT / Invoice": NIP, "Sprzedawca /
 *   Seller", "Nabywca / Buyer" side by side, a ruled grid of dates (label above value), Lp. |
 *   Nazwa | J.m. | Ilość | Cena netto | Wartość netto | Stawka VAT; reverse charge ("np",
 *   "Odwrotne obciążenie") to a German buyer or 23 % to a Polish one; amounts "1 234,56"; a long
 *   variant over two pages with "Z przeniesienia / Carried forward";
 * - `cz` (cs/en): a Czech supplier's "Faktura – daňový doklad / Invoice" with DIČ and IČO,
 *   "Dodavatel / Supplier", "Odběratel / Customer", "Datum vystavení", "Datum splatnosti", "DUZP",
 *   reverse charge to a German buyer; no rulings; an "Opravný daňový doklad / Credit note"
 *   printed with positive amounts;
 * - `se` (en): a Swedish SaaS in English, Org.nr, "VAT reg. no SE…01", Bankgiro and IBAN in the
 *   footer, number / date / due date as a row of labels with the values under them, a period
 *   column, reverse charge to a German buyer, dates ISO;
 * - `pt` (pt): a Portuguese supplier: "Fatura FT A2026/123", NIF, ATCUD, IVA 23 % and 6 %, the
 *   quantity and unit after the code and BEFORE the description, "Total a pagar", "Data de
 *   vencimento", dates dd-mm-yyyy;
 * - `ch` (de-CH): a Swiss supplier billing a German customer in EUR: a title line "Rechnung
 *   Nr. 2026-0456 vom 12.03.2026", CHE-… MWST, amounts 1'234.50, Menge and Einheit BEFORE the
 *   name, "Export, steuerfrei" or MWST 8.1 %;
 * - `fr` (fr): a French micro-entrepreneur: SIRET, no VAT column, "TVA non applicable, art. 293 B
 *   du CGI", "Conditions de paiement", IBAN; labels with a colon, values after them;
 * - `bi` (de/en): a German firm's bilingual "Rechnung / Invoice": labels stacked (German over
 *   English) left of the values, the table prints the AMOUNT FIRST (Betrag | Pos. | Beschreibung |
 *   Menge | Einzelpreis), 19 % and 7 %; long variants over two pages with "Übertrag / Carried
 *   forward"; a "Gutschrift / Credit note" printed with positive amounts;
 * - `us` (en-US): a US vendor to a German customer: "Bill To" / "Ship To" side by side, a boxed
 *   grid (labels above values) of Invoice # | Date | P.O. Number | Terms | Due Date, dates
 *   MM/DD/YYYY, "$" amounts in USD, sales tax 0 % (export), a "Remit To" block with a wire
 *   account; a long variant over two pages, heads repeated, no carried sum.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes printed with positive amounts: type 381, amounts positive, the original invoice as
 *   preceding invoice, no due date, no bank account;
 * - reverse charge rows: category AE at 0 % with the printed note; Swiss export: category G at 0 %;
 *   the micro-entrepreneur: category E at 0 % with the printed note; the US sales tax 0 %: category O;
 * - units as UN/ECE rec. 20 (szt., ks, un, Stk, ea, seat, no unit → C62; godz., hod, h, Std., hr
 *   → HUR; kg → KGM; m → MTR; jour → DAY; forfait, pauschal → LS; month → MON; L → LTR);
 * - line names are the printed description (wrapped parts joined with a space); item codes,
 *   periods and lines under a row are no part of the name;
 * - the US wire account number is the payment account (no IBAN printed), the SWIFT its provider.
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitDoc,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  letterTruthHead,
  pager,
  personName,
  type Tools,
  usParty,
} from './synthetic-kit.ts';
import { type Col, letterTable, letterTotals, onEveryPage, paragraph } from './synthetic-letter.ts';
import { addDays, ibanWithCheck, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND25_TPLS = ['pl', 'cz', 'se', 'pt', 'ch', 'fr', 'bi', 'us'] as const;
type Tpl = (typeof BLIND25_TPLS)[number];
type Pager = ReturnType<typeof pager>;
type Cat = 'S' | 'AE' | 'G' | 'E' | 'O';

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  net: string;
  sub: string[];
  group: string;
  code: string;
}
interface Vat {
  rate: string;
  base: string;
  tax: string;
}
interface Doc extends KitDoc<Tpl, Ln, Vat> {
  cur: string;
  cat: Cat;
  note: string;
  taxNo: string;
  dueShown: boolean;
  buyerVat: boolean;
  regNo: string;
  account: string;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { cz: [3], bi: [5] };
const LONG_AT: Partial<Record<Tpl, number[]>> = { pl: [4], bi: [2, 6], us: [7] };
const isLong = (d: Doc) => LONG_AT[d.tpl]?.includes(d.v) ?? false;

export function generateBlind25(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND25_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    { pl: drawPl, cz: drawCz, se: drawSe, pt: drawPt, ch: drawCh, fr: drawFr, bi: drawBi, us: drawUs },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
type Item = [string, [string, string], number, number];
const ITEMS: Record<Tpl, Item[]> = {
  pl: [
    ['Paleta drewniana EUR 1200x800 / Wooden pallet EUR 1200x800', ['szt.', 'C62'], 8, 19],
    ['Montaż regałów magazynowych / Installation of warehouse racks', ['godz.', 'HUR'], 40, 75],
    ['Profil stalowy ocynkowany 40x40 / Galvanised steel profile', ['kg', 'KGM'], 2, 6],
    ['Usługa transportowa Poznań – Berlin / Transport service', ['usł.', 'C62'], 350, 900],
    ['Skrzynia transportowa / Transport crate', ['szt.', 'C62'], 30, 120],
  ],
  cz: [
    ['Obrábění dílů CNC / CNC machining of parts', ['hod', 'HUR'], 35, 70],
    ['Příruba DN50 nerez / Flange DN50 stainless', ['ks', 'C62'], 12, 45],
    ['Svařovaná konstrukce dle výkresu / Welded frame as per drawing', ['ks', 'C62'], 180, 900],
    ['Práškové lakování / Powder coating', ['kg', 'KGM'], 2, 9],
  ],
  se: [
    ['Analytics Platform – Business plan', ['seat', 'C62'], 29, 89],
    ['Data warehouse add-on', ['month', 'MON'], 150, 600],
    ['Premium support (8×5)', ['month', 'MON'], 90, 300],
    ['Onboarding workshop, remote', ['h', 'HUR'], 120, 180],
  ],
  pt: [
    ['Rolha de cortiça natural 45x24 mm', ['un', 'C62'], 0, 1],
    ['Azeite virgem extra, garrafa 0,75 L', ['un', 'C62'], 5, 14],
    ['Conservas de sardinha em azeite', ['un', 'C62'], 1, 4],
    ['Granulado de cortiça para isolamento', ['kg', 'KGM'], 2, 7],
    ['Vinho do Porto Tawny 10 anos', ['un', 'C62'], 14, 35],
  ],
  ch: [
    ['Messgerät Typ PX-200 inkl. Kalibrierzertifikat', ['Stk', 'C62'], 400, 2400],
    ['Servicetechniker vor Ort', ['Std.', 'HUR'], 110, 160],
    ['Präzisionsdraht Edelstahl 0.8 mm', ['m', 'MTR'], 2, 9],
    ['Reisepauschale', ['pauschal', 'LS'], 180, 450],
  ],
  fr: [
    ['Création de logo et charte graphique', ['forfait', 'LS'], 350, 1400],
    ['Retouche photo (lot de 20 images)', ['h', 'HUR'], 35, 60],
    ['Mise en page brochure 12 pages', ['jour', 'DAY'], 250, 420],
    ['Cession de droits d’utilisation, durée 3 ans', ['forfait', 'LS'], 200, 800],
  ],
  bi: [
    ['Wartung Kälteanlage / Maintenance of refrigeration unit', ['Std. / hrs', 'HUR'], 70, 110],
    ['Kältemittel R449A / Refrigerant R449A', ['kg', 'KGM'], 40, 95],
    ['Filtertrockner / Filter drier', ['Stk. / pcs', 'C62'], 25, 80],
    ['Fachbuch Kältetechnik / Refrigeration handbook', ['Stk. / pcs', 'C62'], 39, 89],
    ['Anfahrt / Call-out charge', ['Stk. / pcs', 'C62'], 45, 95],
  ],
  us: [
    ['Industrial barcode scanner, cordless, with charging cradle', ['ea', 'C62'], 180, 650],
    ['Thermal label printer 4 in.', ['ea', 'C62'], 300, 900],
    ['Direct thermal labels 4 x 6 in., case of 12 rolls', ['ea', 'C62'], 40, 90],
    ['Remote configuration services', ['hr', 'HUR'], 95, 160],
  ],
};
const BOOK_TITLES = ['Fachbuch Kältetechnik / Refrigeration handbook'];
const price = (t: Tools, lo: number, hi: number) =>
  `${t.int(lo, hi)}.${t.pick(['00', '50', '25', '90', '80'])}`;

function linesOf(d: Doc): Ln[] {
  const { t } = d;
  const n = isLong(d) ? t.int(24, 30) : t.int(2, 5);
  const pool = ITEMS[d.tpl];
  return Array.from({ length: n }, (_, i) => {
    const [name, unit, lo, hi] = t.pick(pool);
    const qty =
      unit[1] === 'KGM'
        ? `${t.int(5, 400)}`
        : unit[1] === 'LS'
          ? '1'
          : d.tpl === 'pt' && lo < 2
            ? String(t.int(100, 5000))
            : String(t.int(1, 40));
    const p = lo === 0 ? `0.${t.int(10, 95)}` : price(t, lo, hi);
    const rate =
      d.cat !== 'S'
        ? '0'
        : d.tpl === 'pt'
          ? name.startsWith('Azeite') || name.startsWith('Conservas')
            ? '6'
            : '23'
          : d.tpl === 'bi'
            ? BOOK_TITLES.includes(name)
              ? '7'
              : '19'
            : d.tpl === 'ch'
              ? '8.1'
              : '23';
    const code = `${t.pick(['A', 'P', 'X'])}${t.digits(5)}`;
    const sub =
      d.tpl === 'se'
        ? [`Period ${d.issue.slice(0, 7)}-01 – ${addDays(d.issue, 29)}`]
        : d.tpl === 'us'
          ? []
          : [];
    return {
      id: String(i + 1),
      name,
      qty,
      unit,
      price: p,
      rate,
      net: round(dec(qty).times(p)),
      sub,
      group: '',
      code,
    };
  });
}

function vatRows(d: Doc): Vat[] {
  const g = new Map<string, string>();
  for (const l of d.lines) g.set(l.rate, round(dec(g.get(l.rate) ?? '0').plus(l.net)));
  return [...g.entries()]
    .sort((a, b) => Number(b[0]) - Number(a[0]))
    .map(([rate, base]) => ({ rate, base, tax: round(dec(base).times(rate).dividedBy(100)) }));
}

const PL_CITIES: Array<[string, string, string]> = [
  ['Poznań', '61-894', 'ul. Głogowska'],
  ['Wrocław', '50-077', 'ul. Świdnicka'],
  ['Łódź', '90-134', 'ul. Piotrkowska'],
  ['Szczecin', '70-415', 'al. Niepodległości'],
];
const CZ_CITIES: Array<[string, string, string]> = [
  ['Brno', '602 00', 'Kounicova'],
  ['Plzeň', '301 00', 'Americká'],
  ['Ostrava', '702 00', 'Nádražní'],
];
const SE_CITIES: Array<[string, string, string]> = [
  ['Stockholm', '111 34', 'Sveavägen'],
  ['Göteborg', '411 06', 'Kungsgatan'],
  ['Malmö', '211 22', 'Stortorget'],
];
const PT_CITIES: Array<[string, string, string]> = [
  ['Porto', '4000-447', 'Rua de Santa Catarina'],
  ['Lisboa', '1100-148', 'Rua Augusta'],
  ['Braga', '4700-321', 'Avenida da Liberdade'],
];
const FR_CITIES: Array<[string, string, string]> = [
  ['Lyon', '69002', 'rue de la République'],
  ['Nantes', '44000', 'quai de la Fosse'],
  ['Bordeaux', '33000', 'cours de l’Intendance'],
];
function localParty(t: Tools, cc: string, places: Array<[string, string, string]>, name: string): KitParty {
  const [city, pc, st] = t.pick(places);
  return { name, street: `${st} ${t.int(2, 180)}`, pc, city, country: cc };
}

function sellerOf(tpl: Tpl, t: Tools, h: Helpers): KitParty {
  const d = t.digits;
  if (tpl === 'pl') {
    const s = localParty(
      t,
      'PL',
      PL_CITIES,
      `${t.pick(['Polmex', 'Drewpak', 'Stalbud', 'Logitrans'])} Sp. z o.o.`,
    );
    return { ...s, vat: `PL${d(10)}` };
  }
  if (tpl === 'cz') {
    const s = localParty(
      t,
      'CZ',
      CZ_CITIES,
      `${t.pick(['Strojírny Morava', 'Kovo Tech', 'Precizní díly'])} s.r.o.`,
    );
    return { ...s, vat: `CZ${d(8)}` };
  }
  if (tpl === 'se') {
    const s = localParty(
      t,
      'SE',
      SE_CITIES,
      `${t.pick(['Nordlys Analytics', 'Fjällbacka Software', 'Kvarnen Data'])} AB`,
    );
    return { ...s, vat: `SE${d(10)}01` };
  }
  if (tpl === 'pt') {
    const s = localParty(
      t,
      'PT',
      PT_CITIES,
      `${t.pick(['Cortiças do Norte', 'Sabores Lusos', 'Quinta Velha'])}, Lda.`,
    );
    return { ...s, vat: `PT${d(9)}` };
  }
  if (tpl === 'ch')
    return dachParty('CH', `${t.pick(['Präzimess', 'Jura Messtechnik', 'Limmat Instruments'])} AG`, t);
  if (tpl === 'fr') {
    const name = `${t.pick(['Camille', 'Julien', 'Léa', 'Hugo'])} ${t.pick(['Laurent', 'Moreau', 'Fabre', 'Girard'])}`;
    return localParty(t, 'FR', FR_CITIES, name);
  }
  if (tpl === 'us') return usParty(t, 'seller');
  return { ...h.party('DE'), country: 'DE', vat: h.vatId('DE') };
}

function buyerOf(d: Doc, h: Helpers): KitParty {
  const { t } = d;
  if (d.tpl === 'pl' && d.cat === 'S') {
    const b = localParty(t, 'PL', PL_CITIES, `${t.pick(['Budmar', 'Agro-Pol', 'Meblex'])} S.A.`);
    return { ...b, vat: `PL${t.digits(10)}` };
  }
  if (d.tpl === 'pt') {
    const b = localParty(
      t,
      'PT',
      PT_CITIES,
      `${t.pick(['Hotel Miramar', 'Mercearia Central', 'Garrafeira Lusa'])}, S.A.`,
    );
    return { ...b, vat: `PT${t.digits(9)}` };
  }
  if (d.tpl === 'fr' && d.v % 2 === 0) {
    const b = localParty(
      t,
      'FR',
      FR_CITIES,
      `${t.pick(['Atelier Boréal', 'Maison Verdier', 'Studio Quai'])} SARL`,
    );
    return { ...b, vat: `FR${t.digits(11)}` };
  }
  return { ...h.party('DE'), country: 'DE', vat: h.vatId('DE') };
}

const CAT_OF: Record<Tpl, (v: number) => Cat> = {
  pl: (v) => (v % 2 === 0 ? 'AE' : 'S'),
  cz: () => 'AE',
  se: () => 'AE',
  pt: () => 'S',
  ch: (v) => (v % 2 === 0 ? 'G' : 'S'),
  fr: () => 'E',
  bi: () => 'S',
  us: () => 'O',
};
const NOTES: Partial<Record<Tpl, string>> = {
  pl: 'Odwrotne obciążenie / Reverse charge',
  cz: 'Daň odvede zákazník / Reverse charge',
  se: 'Reverse charge – VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)',
  ch: 'Export, steuerfrei',
  fr: 'TVA non applicable, art. 293 B du CGI',
  us: 'Export sale – not subject to sales tax',
};

function numberOf(tpl: Tpl, t: Tools, issue: string): string {
  const [y, m] = issue.split('-');
  return {
    pl: () => `FV/${t.int(10, 999)}/${m}/${y}`,
    cz: () => `${y}${t.digits(6)}`,
    se: () => `INV-${t.int(10000, 99999)}`,
    pt: () => `FT A${y}/${t.int(10, 2999)}`,
    ch: () => `${y}-${String(t.int(1, 9999)).padStart(4, '0')}`,
    fr: () => `F-${y}-${String(t.int(1, 240)).padStart(3, '0')}`,
    bi: () => `RE${y}${t.digits(4)}`,
    us: () => String(t.int(10000, 99999)),
  }[tpl]();
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND25_TPLS.length);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const d = { tpl, v, t, issue } as unknown as Doc;
  d.cat = CAT_OF[tpl](v);
  d.note = NOTES[tpl] ?? '';
  d.s = sellerOf(tpl, t, h);
  d.b = buyerOf(d, h);
  d.credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(15, 80)) } : undefined;
  d.cur = tpl === 'us' ? 'USD' : 'EUR';
  d.lines = linesOf(d);
  d.charge = '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vat = vatRows(d);
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.paid = '';
  d.number = numberOf(tpl, t, issue);
  if (d.credit) d.credit.orig = numberOf(tpl, t, d.credit.date);
  d.po = tpl === 'us' || tpl === 'bi' || tpl === 'cz' ? `${t.pick(['PO-', '4500', 'B-'])}${t.digits(5)}` : '';
  d.due = addDays(issue, t.pick([14, 30, 30, 45]));
  d.dueShown = !d.credit;
  d.buyerVat = d.b.country !== d.s.country || tpl === 'pl' || tpl === 'pt' || (tpl === 'bi' && v % 2 === 1);
  if (tpl === 'fr' && d.b.country === 'FR') d.buyerVat = false;
  d.taxNo = '';
  d.regNo = {
    pl: () => `REGON ${t.digits(9)}`,
    cz: () => `${d.s.vat?.slice(2)}`,
    se: () => `${t.digits(6)}-${t.digits(4)}`,
    pt: () => `ATCUD: ${t.pick(['JFM3K2WX', 'AAJFJ7PK', 'CSDF7T5H'])}-${t.int(10, 999)}`,
    ch: () => '',
    fr: () => `${t.digits(3)} ${t.digits(3)} ${t.digits(3)} ${t.digits(5)}`,
    bi: () => `HRB ${t.int(1000, 99999)}`,
    us: () => '',
  }[tpl]();
  const ibanCc: Record<Tpl, string> = {
    pl: 'PL',
    cz: 'CZ',
    se: 'SE',
    pt: 'PT',
    ch: 'CH',
    fr: 'FR',
    bi: 'DE',
    us: 'US',
  };
  const cc = ibanCc[tpl];
  d.iban =
    cc === 'PL'
      ? ibanWithCheck('PL', t.digits(24))
      : cc === 'CZ'
        ? ibanWithCheck('CZ', t.digits(20))
        : cc === 'SE'
          ? ibanWithCheck('SE', t.digits(20))
          : cc === 'PT'
            ? ibanWithCheck('PT', t.digits(21))
            : cc === 'FR'
              ? ibanOfCountry('FR', t)
              : ibanOf(cc === 'US' ? 'DE' : cc, t);
  d.bic = {
    pl: 'BPKOPLPW',
    cz: 'KOMBCZPP',
    se: 'ESSESESS',
    pt: 'BCOMPTPL',
    ch: 'UBSWCHZH80A',
    fr: 'CCBPFRPPLYO',
    bi: 'COBADEFFXXX',
    us: 'CHASUS33',
  }[tpl];
  d.account = tpl === 'us' ? t.digits(10) : '';
  const dial: Record<Tpl, string> = {
    pl: '48 61',
    cz: '420 5',
    se: '46 8',
    pt: '351 22',
    ch: '41 44',
    fr: '33 4',
    bi: '49 30',
    us: '1 614',
  };
  d.phone = `+${dial[tpl]} ${t.digits(7)}`;
  d.email = `${t.pick(['invoices', 'billing', 'office'])}@${
    d.s.name
      .split(' ')[0]
      ?.toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '') ?? 'firm'
  }.example`;
  return d;
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: d.cur, po: d.po, sellerVat: !!d.s.vat });
  if (!d.credit)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.tpl === 'us' ? d.account : d.iban, providerId: d.bic }],
    };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, d.cat, d.cat !== 'S' ? d.note : ''));
  inv.lines = d.lines.map((l) => kitLine(l, { category: d.cat }));
  return inv;
}

// ---------------------------------------------------------------------------- drawing
const MONEY: Record<Tpl, [string, string]> = {
  pl: [' ', ','],
  cz: [' ', ','],
  se: [',', '.'],
  pt: ['.', ','],
  ch: ["'", '.'],
  fr: [' ', ','],
  bi: ['.', ','],
  us: [',', '.'],
};
const mon = (d: Doc, v: string) => groupedMoney(v, ...MONEY[d.tpl]);
const qtyOf = (d: Doc, q: string) => (MONEY[d.tpl][1] === ',' ? q.replace('.', ',') : q);
const dmy = (iso: string, sep: string) => iso.split('-').reverse().join(sep);
const mdy = (iso: string) => {
  const [y, m, dd] = iso.split('-');
  return `${m}/${dd}/${y}`;
};
const town = (p: KitParty) => `${p.pc} ${p.city}`;
const addr = (p: KitParty) => [p.name, p.street, town(p)];
const table = (
  p: PagerRows,
  d: Doc,
  y0: number,
  cols: Array<Col<Ln>>,
  wrap: number,
  carry?: [string, number],
) =>
  letterTable(p, (v) => mon(d, v), y0, cols, d.lines, {
    nameCol: cols.findIndex((c) => c.cell === nameCell),
    wrap,
    size: 8.5,
    top: 70,
    ...(carry ? { carry: { label: carry[0], x: 545, labelX: carry[1], rows: p.rows } } : {}),
  });
const nameCell = (l: Ln) => l.name;
type PagerRows = Pager & { rows: Row[] };
const mkPager = (rows: Row[]): PagerRows => ({ ...pager(rows, 70, 740), rows });

function drawPl(d: Doc, rows: Row[]): number {
  const p = mkPager(rows);
  const title = d.credit ? 'Faktura korygująca' : 'Faktura VAT';
  p.put(50, 50, `${title} nr ${d.number}`, { size: 15, bold: true });
  p.put(68, 50, d.credit ? 'Credit note' : 'Invoice', { size: 10 });
  const grid: Array<[string, string]> = [
    ['Data wystawienia / Date of issue', d.issue],
    ['Data sprzedaży / Date of sale', d.issue],
    ['Termin płatności / Due date', d.due],
  ];
  grid.forEach(([l, v], i) => {
    p.put(95, 50 + i * 165, l, { size: 7 });
    p.put(107, 50 + i * 165, v, { size: 10, bold: true });
  });
  p.put(125, 50, '_'.repeat(98), { size: 6 });
  p.put(145, 50, 'Sprzedawca / Seller', { size: 8, bold: true });
  p.put(145, 310, 'Nabywca / Buyer', { size: 8, bold: true });
  p.block([...addr(d.s), `NIP: ${d.s.vat}`, d.regNo], 50, 160, { size: 9 });
  p.block(
    [
      ...addr(d.b),
      ...(d.b.country === 'DE' ? ['Niemcy / Germany', `VAT ID: ${d.b.vat}`] : [`NIP: ${d.b.vat}`]),
    ],
    310,
    160,
    {
      size: 9,
    },
  );
  const rc = d.cat === 'AE';
  const cols: Array<Col<Ln>> = [
    { head: 'Lp.', x: 50, cell: (l) => l.id },
    { head: 'Nazwa towaru lub usługi / Description', x: 70, cell: nameCell },
    { head: 'J.m.', x: 262, cell: (l) => l.unit[0] },
    { head: 'Ilość', x: 318, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: 'Cena netto', x: 372, right: true, cell: (l) => mon(d, l.price) },
    { head: 'Wartość netto', x: 440, right: true, cell: (l) => mon(d, l.net) },
    { head: 'VAT', x: 470, right: true, cell: () => (rc ? 'np' : '23%') },
    { head: 'Brutto', x: 545, right: true, cell: (l) => mon(d, rc ? l.net : round(dec(l.net).times(1.23))) },
  ];
  let y = table(p, d, 245, cols, 34, isLong(d) ? ['Z przeniesienia / Carried forward', 290] : undefined);
  y = letterTotals(
    p,
    y + 10,
    [
      ['Razem netto / Total net', `${mon(d, d.lineNet)} EUR`],
      [rc ? 'VAT np / VAT' : 'VAT 23% / VAT', `${mon(d, d.vatT)} EUR`],
      ['Do zapłaty / Amount due', `${mon(d, d.gross)} EUR`],
    ],
    290,
  );
  y = p.need(y + 12, 60);
  if (rc) p.put(y, 50, d.note, { size: 9, bold: true });
  p.put(y + 16, 50, `Forma płatności / Payment: przelew / bank transfer, ${d.due}`, { size: 8.5 });
  p.put(y + 28, 50, `Konto / Account: IBAN ${spaced(d.iban)}   SWIFT: ${d.bic}`, { size: 8.5 });
  onEveryPage(rows, p.pages(), (pg, n) => [[800, 50, `${d.s.name} · ${d.email} · Strona ${pg}/${n}`, 6.5]]);
  return p.pages();
}

function drawCz(d: Doc, rows: Row[]): number {
  const p = mkPager(rows);
  const c = !!d.credit;
  p.put(50, 50, c ? 'Opravný daňový doklad / Credit note' : 'Faktura – daňový doklad / Invoice', {
    size: 14,
    bold: true,
  });
  p.put(50, 545, `č. ${d.number}`, { size: 14, bold: true, right: true });
  p.put(85, 50, 'Dodavatel / Supplier', { size: 8 });
  p.block([...addr(d.s), 'Česká republika', `IČO: ${d.regNo}   DIČ: ${d.s.vat}`], 50, 98, { size: 9 });
  p.put(85, 320, 'Odběratel / Customer', { size: 8 });
  p.block([...addr(d.b), 'Německo / Germany', `DIČ / VAT ID: ${d.b.vat}`], 320, 98, { size: 9 });
  const kv: Array<[string, string]> = [
    ['Datum vystavení / Issue date:', dmy(d.issue, '.')],
    ['DUZP / Tax point:', dmy(d.issue, '.')],
    ...(c ? [] : [['Datum splatnosti / Due date:', dmy(d.due, '.')] as [string, string]]),
    ['Objednávka / Order:', d.po],
    ...(c
      ? [
          ['K faktuře / Corrects invoice:', `${d.credit?.orig} (${dmy(d.credit?.date ?? '', '.')})`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Forma úhrady / Payment:', 'převodem / bank transfer'],
  ];
  p.kv(190, 50, 210, kv, { size: 8.5 }, 12);
  const cols: Array<Col<Ln>> = [
    { head: 'Označení dodávky / Description', x: 50, cell: nameCell },
    { head: 'Množství / Qty', x: 360, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: 'MJ', x: 368, cell: (l) => l.unit[0] },
    { head: 'Cena za MJ', x: 460, right: true, cell: (l) => mon(d, l.price) },
    { head: 'Celkem', x: 545, right: true, cell: (l) => mon(d, l.net) },
  ];
  let y = table(p, d, 285, cols, 46);
  y = letterTotals(
    p,
    y + 10,
    [
      ['Základ daně / Tax base', `${mon(d, d.lineNet)} EUR`],
      ['DPH 0 % / VAT', `${mon(d, d.vatT)} EUR`],
      [c ? 'Celkem dobropis / Total credit' : 'Celkem k úhradě / Total due', `${mon(d, d.gross)} EUR`],
    ],
    290,
  );
  y = p.need(y + 10, 40);
  p.put(y, 50, d.note, { size: 9 });
  if (!c) p.put(y + 14, 50, `IBAN: ${spaced(d.iban)}   BIC: ${d.bic}   VS: ${d.number}`, { size: 8.5 });
  p.put(800, 50, `Společnost zapsána v obchodním rejstříku · ${d.email} · ${d.phone}`, { size: 6.5 });
  return p.pages();
}

function drawSe(d: Doc, rows: Row[]): number {
  const p = mkPager(rows);
  p.put(50, 50, d.s.name, { size: 16, bold: true });
  p.put(50, 545, 'INVOICE', { size: 18, bold: true, right: true });
  p.block(['Bill to', ...addr(d.b), 'Germany', `VAT ID ${d.b.vat}`], 50, 100, { size: 9 });
  const heads: Array<[string, string]> = [
    ['Invoice number', d.number],
    ['Invoice date', d.issue],
    ['Due date', d.due],
    ['Currency', 'EUR'],
  ];
  heads.forEach(([l, v], i) => {
    p.put(200, 50 + i * 125, l, { size: 7.5, bold: true });
    p.put(212, 50 + i * 125, v, { size: 9.5 });
  });
  const cols: Array<Col<Ln>> = [
    { head: 'Description', x: 50, cell: nameCell },
    { head: 'Qty', x: 340, right: true, cell: (l) => l.qty },
    { head: 'Unit', x: 350, cell: (l) => l.unit[0] },
    { head: 'Unit price', x: 465, right: true, cell: (l) => mon(d, l.price) },
    { head: 'Amount (EUR)', x: 545, right: true, cell: (l) => mon(d, l.net) },
  ];
  let y = table(p, d, 250, cols, 45);
  y = letterTotals(
    p,
    y + 8,
    [
      ['Subtotal', mon(d, d.lineNet)],
      ['VAT 0%', mon(d, d.vatT)],
      ['Total EUR', mon(d, d.gross)],
    ],
    360,
  );
  paragraph(p, p.need(y + 12, 30), 50, d.note, 100, 8);
  onEveryPage(rows, p.pages(), () => [
    [770, 50, `${d.s.name} · ${d.s.street} · ${town(d.s)} · Sweden`, 6.5],
    [779, 50, `Org.nr ${d.regNo} · Momsreg.nr / VAT reg. no ${d.s.vat} · Styrelsens säte: ${d.s.city}`, 6.5],
    [788, 50, `Bankgiro ${t4(d)} · IBAN ${spaced(d.iban)} · BIC ${d.bic} · ${d.email}`, 6.5],
  ]);
  return p.pages();
}
const t4 = (d: Doc) => `${d.regNo.slice(0, 3)}-${d.regNo.slice(7, 11)}`;

function drawPt(d: Doc, rows: Row[]): number {
  const p = mkPager(rows);
  p.block(
    [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`, `NIF: ${d.s.vat?.slice(2)}`, `Tel. ${d.phone}`],
    50,
    50,
    {
      size: 8.5,
    },
  );
  p.put(50, 545, `Fatura ${d.number}`, { size: 14, bold: true, right: true });
  p.put(68, 545, 'Original', { size: 8, right: true });
  p.block(['Exmo.(s) Sr.(s)', ...addr(d.b), `Contribuinte: ${d.b.vat?.slice(2)}`], 320, 120, { size: 9 });
  p.kv(
    210,
    50,
    200,
    [
      ['Data:', dmy(d.issue, '-')],
      ['Data de vencimento:', dmy(d.due, '-')],
      ['V/ Nº Contribuinte:', d.b.vat?.slice(2) ?? ''],
      ['Moeda:', 'EUR'],
    ],
    { size: 8.5 },
    12,
  );
  const cols: Array<Col<Ln>> = [
    { head: 'Artigo', x: 50, cell: (l) => l.code },
    { head: 'Qtd.', x: 125, right: true, cell: (l) => qtyOf(d, l.qty) },
    { head: 'Un.', x: 132, cell: (l) => l.unit[0] },
    { head: 'Descrição', x: 160, cell: nameCell },
    { head: 'Preço Unit.', x: 420, right: true, cell: (l) => mon(d, l.price) },
    { head: 'IVA', x: 460, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Valor', x: 545, right: true, cell: (l) => mon(d, l.net) },
  ];
  let y = table(p, d, 280, cols, 40);
  y = p.need(y + 8, 60);
  p.put(y, 50, 'Taxa', { size: 8, bold: true });
  p.put(y, 150, 'Incidência', { size: 8, bold: true, right: true });
  p.put(y, 220, 'Valor IVA', { size: 8, bold: true, right: true });
  d.vat.forEach((v, i) => {
    p.put(y + 12 + i * 11, 50, `IVA ${v.rate}%`, { size: 8 });
    p.put(y + 12 + i * 11, 150, mon(d, v.base), { size: 8, right: true });
    p.put(y + 12 + i * 11, 220, mon(d, v.tax), { size: 8, right: true });
  });
  letterTotals(
    p,
    y,
    [
      ['Total ilíquido', mon(d, d.lineNet)],
      ['Total IVA', mon(d, d.vatT)],
      ['Total a pagar (EUR)', mon(d, d.gross)],
    ],
    350,
  );
  p.put(720, 50, `${d.regNo}   Processado por programa certificado n.º ${d.t.int(1000, 2999)}/AT`, {
    size: 7,
  });
  p.put(732, 50, `IBAN: ${spaced(d.iban)}   BIC/SWIFT: ${d.bic}`, { size: 8 });
  return p.pages();
}

function drawCh(d: Doc, rows: Row[]): number {
  const p = mkPager(rows);
  p.put(50, 50, d.s.name, { size: 14, bold: true });
  p.put(66, 50, `${d.s.street} · CH-${town(d.s)} · ${d.phone}`, { size: 8 });
  p.block([...addr(d.b), 'Deutschland'], 50, 120, { size: 10 });
  p.put(205, 50, `Rechnung Nr. ${d.number} vom ${dmy(d.issue, '.')}`, { size: 13, bold: true });
  p.put(222, 50, `Zahlbar bis ${dmy(d.due, '.')} netto · Ihre USt-IdNr. ${d.b.vat}`, { size: 8.5 });
  const cols: Array<Col<Ln>> = [
    { head: 'Pos', x: 50, cell: (l) => l.id },
    { head: 'Menge', x: 105, right: true, cell: (l) => l.qty },
    { head: 'Einheit', x: 112, cell: (l) => l.unit[0] },
    { head: 'Bezeichnung', x: 165, cell: nameCell },
    { head: 'Preis EUR', x: 470, right: true, cell: (l) => mon(d, l.price) },
    { head: 'Betrag EUR', x: 545, right: true, cell: (l) => mon(d, l.net) },
  ];
  let y = table(p, d, 250, cols, 42);
  const g = d.cat === 'G';
  y = letterTotals(
    p,
    y + 8,
    [
      ['Total netto', mon(d, d.lineNet)],
      [g ? 'MWST 0 % (Export, steuerfrei)' : 'MWST 8.1 %', mon(d, d.vatT)],
      ['Total EUR', mon(d, d.gross)],
    ],
    330,
  );
  y = p.need(y + 12, 40);
  if (g) p.put(y, 50, d.note, { size: 9 });
  p.put(y + 14, 50, `Bankverbindung: IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 8.5 });
  p.put(800, 50, `${d.s.name} · ${d.s.vatShown} · Handelsregister Kanton ${d.s.city}`, { size: 6.5 });
  return p.pages();
}

function drawFr(d: Doc, rows: Row[]): number {
  const p = mkPager(rows);
  p.block(
    [
      d.s.name,
      `${d.t.pick(['Graphiste', 'Photographe', 'Illustratrice'])} – Entrepreneur individuel`,
      d.s.street,
      town(d.s),
      `SIRET : ${d.regNo}`,
      d.email,
    ],
    50,
    50,
    {
      size: 9,
    },
  );
  p.block(
    [
      ...addr(d.b),
      d.b.country === 'DE' ? 'Allemagne' : '',
      ...(d.b.country === 'DE' ? [`N° TVA : ${d.b.vat}`] : []),
    ],
    330,
    110,
    {
      size: 9.5,
    },
  );
  p.put(200, 50, `FACTURE N° ${d.number}`, { size: 14, bold: true });
  p.put(220, 50, `Date d’émission : ${dmy(d.issue, '/')}`, { size: 9 });
  p.put(232, 50, `Date d’échéance : ${dmy(d.due, '/')}`, { size: 9 });
  const cols: Array<Col<Ln>> = [
    { head: 'Désignation', x: 50, cell: nameCell },
    { head: 'Quantité', x: 350, right: true, cell: (l) => `${qtyOf(d, l.qty)} ${l.unit[0]}` },
    { head: 'Prix unitaire HT', x: 450, right: true, cell: (l) => `${mon(d, l.price)} €` },
    { head: 'Total HT', x: 545, right: true, cell: (l) => `${mon(d, l.net)} €` },
  ];
  let y = table(p, d, 265, cols, 48);
  y = letterTotals(p, y + 8, [['Total à payer', `${mon(d, d.gross)} €`]], 350);
  y = p.need(y + 10, 70);
  p.put(y, 50, d.note, { size: 8.5 });
  p.put(y + 16, 50, 'Conditions de paiement : virement à 30 jours, pas d’escompte pour paiement anticipé.', {
    size: 8,
  });
  p.put(y + 28, 50, 'Pénalités de retard : 3 fois le taux d’intérêt légal ; indemnité forfaitaire 40 €.', {
    size: 8,
  });
  p.put(y + 44, 50, `RIB – IBAN : ${spaced(d.iban)}   BIC : ${d.bic}`, { size: 8.5 });
  return p.pages();
}

function drawBi(d: Doc, rows: Row[]): number {
  const p = mkPager(rows);
  const c = !!d.credit;
  p.put(50, 545, d.s.name, { size: 13, bold: true, right: true });
  p.block([d.s.street, town(d.s), d.phone, d.email], 545, 66, { size: 8, right: true });
  p.put(110, 50, `${d.s.name} · ${d.s.street} · ${town(d.s)}`, { size: 6.5 });
  p.block(addr(d.b), 50, 125, { size: 10 });
  if (d.buyerVat) p.put(165, 50, `USt-IdNr. / VAT ID: ${d.b.vat}`, { size: 8.5 });
  p.put(200, 50, c ? 'Gutschrift / Credit note' : 'Rechnung / Invoice', { size: 15, bold: true });
  const labels: Array<[string, string, string]> = [
    ['Rechnungsnummer', 'Invoice no.', d.number],
    ['Rechnungsdatum', 'Invoice date', dmy(d.issue, '.')],
    ...(c
      ? [
          ['Zu Rechnung', 'Original invoice', `${d.credit?.orig} / ${dmy(d.credit?.date ?? '', '.')}`] as [
            string,
            string,
            string,
          ],
        ]
      : [['Fällig am', 'Due date', dmy(d.due, '.')] as [string, string, string]]),
    ['Ihre Bestellung', 'Your order', d.po],
  ];
  labels.forEach(([de, en, v], i) => {
    p.put(92 + i * 22, 340, de, { size: 8 });
    p.put(100 + i * 22, 340, en, { size: 6.5 });
    p.put(96 + i * 22, 545, v, { size: 9, right: true });
  });
  const cols: Array<Col<Ln>> = [
    { head: 'Betrag / Amount', x: 110, right: true, cell: (l) => mon(d, l.net) },
    { head: 'Pos.', x: 120, cell: (l) => l.id },
    { head: 'Beschreibung / Description', x: 150, cell: nameCell },
    { head: 'Menge / Qty', x: 420, right: true, cell: (l) => `${qtyOf(d, l.qty)} ${l.unit[0]}` },
    { head: 'Einzelpreis / Unit price', x: 545, right: true, cell: (l) => mon(d, l.price) },
  ];
  let y = table(p, d, 240, cols, 44, isLong(d) ? ['Übertrag / Carried forward', 150] : undefined);
  y = letterTotals(
    p,
    y + 8,
    [
      ['Nettobetrag / Net amount', `${mon(d, d.lineNet)} €`],
      ...d.vat.map((v): [string, string] => [
        `USt. / VAT ${v.rate} % auf / on ${mon(d, v.base)} €`,
        `${mon(d, v.tax)} €`,
      ]),
      [c ? 'Gutschriftsbetrag / Credit total' : 'Gesamtbetrag / Total', `${mon(d, d.gross)} €`],
    ],
    300,
  );
  if (c)
    p.put(
      p.need(y + 12, 20),
      50,
      'Der Betrag wird Ihrem Kundenkonto gutgeschrieben. / The amount will be credited to your account.',
      { size: 8 },
    );
  onEveryPage(rows, p.pages(), (pg, n) => [
    [785, 50, `${d.s.name} · ${d.regNo} · USt-IdNr. / VAT ID ${d.s.vat}`, 6.5],
    ...(c
      ? []
      : [[794, 50, `IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 6.5] as [number, number, string, number]]),
    [794, 545, `Seite / Page ${pg} / ${n}`, 6.5],
  ]);
  return p.pages();
}

function drawUs(d: Doc, rows: Row[]): number {
  const p = mkPager(rows);
  const s = d.s as KitParty & { state?: string };
  p.put(50, 50, d.s.name, { size: 15, bold: true });
  p.block([d.s.street, `${d.s.city}, ${s.state ?? ''} ${d.s.pc}`, d.phone], 50, 68, { size: 8.5 });
  p.put(50, 545, 'INVOICE', { size: 20, bold: true, right: true });
  p.put(125, 50, 'Bill To', { size: 8, bold: true });
  p.put(125, 310, 'Ship To', { size: 8, bold: true });
  p.block([...addr(d.b), 'Germany', `VAT ID ${d.b.vat}`], 50, 138, { size: 9 });
  p.block(
    [d.b.name, `c/o ${personName(d.t)}`, `Lager ${d.t.int(2, 9)}, ${d.b.street}`, town(d.b), 'Germany'],
    310,
    138,
    { size: 9 },
  );
  const grid: Array<[string, string]> = [
    ['Invoice #', d.number],
    ['Date', mdy(d.issue)],
    ['P.O. Number', d.po],
    ['Terms', `Net ${(Date.parse(d.due) - Date.parse(d.issue)) / 86400000}`],
    ['Due Date', mdy(d.due)],
  ];
  grid.forEach(([l, v], i) => {
    p.put(225, 50 + i * 100, l, { size: 7.5, bold: true });
    p.put(238, 50 + i * 100, v, { size: 9 });
  });
  p.put(247, 50, '_'.repeat(98), { size: 6 });
  const cols: Array<Col<Ln>> = [
    { head: 'Qty', x: 75, right: true, cell: (l) => l.qty },
    { head: 'Item', x: 85, cell: (l) => l.code },
    { head: 'Description', x: 150, cell: nameCell },
    { head: 'Rate', x: 470, right: true, cell: (l) => `$${mon(d, l.price)}` },
    { head: 'Amount', x: 545, right: true, cell: (l) => `$${mon(d, l.net)}` },
  ];
  let y = table(p, d, 265, cols, 48);
  y = letterTotals(
    p,
    y + 8,
    [
      ['Subtotal', `$${mon(d, d.lineNet)}`],
      ['Sales Tax (0%)', `$${mon(d, d.vatT)}`],
      ['Balance Due (USD)', `$${mon(d, d.gross)}`],
    ],
    350,
  );
  y = p.need(y + 12, 75);
  p.put(y, 50, d.note, { size: 8.5 });
  p.put(y + 16, 50, 'Remit To:', { size: 8.5, bold: true });
  p.block(
    [
      `${d.s.name}, ${d.s.street}, ${d.s.city}, ${s.state ?? ''} ${d.s.pc}`,
      `Wire: JPMorgan Chase Bank, ABA 021000021, Account ${d.account}, SWIFT ${d.bic}`,
    ],
    50,
    y + 28,
    { size: 8.5 },
  );
  return p.pages();
}
