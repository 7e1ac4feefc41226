/**
 * Held-out set `blind45` (session 27, issue 19): international trade and e-commerce, written before
 * opening anything under packages/extract and without reading the other blind generators.
 *
 * - `export14`  a German exporter's bilingual Handelsrechnung / Commercial Invoice to a buyer outside
 *   the EU: Incoterms 2020, HS codes, country of origin and net weight per row, net / gross weight and
 *   packages under the table, freight and insurance as totals lines (document charges), 0 % with
 *   "Steuerfreie Ausfuhrlieferung" → category G; EUR or USD; consignee beside the buyer.
 * - `igl14`     a German or Austrian supplier's intra-Community supply: both VAT ids, "Steuerfreie
 *   innergemeinschaftliche Lieferung" → category K, rows in kg, rolls, cartons with weights, a
 *   freight/packing row; Lieferanschrift different from the Rechnungsanschrift.
 * - `market14`  a marketplace seller's invoice (Amazon-like): order number (BT-13), ASIN and SKU under
 *   the item, price excl. / incl. VAT, shipping charged as a row; GBP at 20 % or EUR at 19 %; one
 *   credit note (381, refund of an order, printed positive).
 * - `shop14`    a web-shop invoice (Shopify / WooCommerce-like): order #, paid by card or PayPal, prices
 *   incl. VAT, the net per row, mixed 19 % / 7 % (or UK 20 % / 0 %), shipping as a row; paid in full
 *   (BT-113 = gross, BT-115 = 0.00).
 * - `us14`      a US vendor invoice: Bill To / Ship To, MM/DD/YYYY, USD "1,234.56", sales tax at the
 *   state's combined rate (category S at that rate), shipping & handling as a totals line (a charge
 *   taxed with the goods), ACH account (BT-84 as printed, BIC only where a SWIFT code is printed).
 * - `ch14`      a Swiss invoice: CHF "1'234.50", MWST 8.1 % and 2.6 %, CHE-…MWST, a QR-bill-like payment
 *   part (Empfangsschein / Zahlteil) with the IBAN and amount.
 * - `it14`      an Italian fattura (cortesia copy): Cedente / Cessionario, P.IVA, C.F., codice
 *   destinatario, IVA 22 % / 10 % / 4 %, Riepilogo IVA with "Imponibile", amounts "1.234,56".
 * - `fr14`      a French facture: intra-EU supply (exonération art. 262 ter I CGI → K), services under
 *   autoliquidation (art. 283-2 CGI → AE) or export (art. 262 I CGI → G), "Frais de port" as a charge.
 *
 * Truth rules: only what is printed. Line ids = the printed position where a position column exists
 * (export14, igl14, ch14), else 1, 2, 3 … in printed order (market14, shop14, us14, it14, fr14). A row
 * whose net unit price is not printed (shop14: gross prices only) has no BT-146. 0 % rows: export G,
 * intra-EU K, autoliquidation of services AE, with the printed sentence as exemption reason. Units
 * (Stk./pcs → H87, EA → EA, m → MTR, kg → KGM, Satz/set → SET, Pck./PK → XPK, Rolle → XRO, Karton/CS
 * → XCT/XCS, BX → XBX, Std./h/ore → HUR, m²/mq → MTK, bt → XBO, no unit printed → C62).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  type KitVat,
  kitLine,
  kitVatRow,
  longDate,
  pager,
  type Tools,
  usParty,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND45_TPLS = [
  'export14',
  'igl14',
  'market14',
  'shop14',
  'us14',
  'ch14',
  'it14',
  'fr14',
] as const;
type Tpl = (typeof BLIND45_TPLS)[number];

interface Item {
  id: string;
  name: string;
  sub: string[];
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  rate: string;
  showPrice: boolean;
  hs?: string;
  origin?: string;
  kg?: string;
  sku?: string;
  grossPrice?: string;
  gross?: string;
}

interface Doc {
  tpl: Tpl;
  t: Tools;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  cur: string;
  po: string;
  credit?: { orig: string; date: string };
  s: KitParty;
  b: KitParty;
  ship?: KitParty;
  sellerVat: boolean;
  buyerVat: boolean;
  items: Item[];
  cat: string;
  reason: string;
  charges: Array<{ label: string; amount: string }>;
  vat: KitVat[];
  lineNet: string;
  chargeT: string;
  vatT: string;
  gross: string;
  paid: string;
  iban: string;
  bic: string;
  account: string;
  /** amount as printed */
  m: (v: string) => string;
  /** quantity as printed */
  q: (v: string) => string;
  /** date as printed */
  dt: (iso: string) => string;
  lang: string;
  twoPage: boolean;
}

const money = (th: string, decimal: string) => (v: string) => groupedMoney(v, th, decimal);
const qtyOf =
  (decimal: string, th = '') =>
  (v: string) => {
    const [i = '0', f] = v.split('.');
    const ig = th ? i.replace(/\B(?=(\d{3})+(?!\d))/g, th) : i;
    return f ? `${ig}${decimal}${f}` : ig;
  };
const dmy = (sep: string) => (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${y}`;
};
const mdy = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

/** Non-EU buyers of export14 / fr14 (country code, names per language). */
const FOREIGN: Record<string, { de: string; en: string; fr: string }> = {
  US: { de: 'USA', en: 'USA', fr: 'États-Unis' },
  CH: { de: 'Schweiz', en: 'Switzerland', fr: 'Suisse' },
  NO: { de: 'Norwegen', en: 'Norway', fr: 'Norvège' },
  GB: { de: 'Vereinigtes Königreich', en: 'United Kingdom', fr: 'Royaume-Uni' },
  CA: { de: 'Kanada', en: 'Canada', fr: 'Canada' },
  DE: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne' },
  AT: { de: 'Österreich', en: 'Austria', fr: 'Autriche' },
  FR: { de: 'Frankreich', en: 'France', fr: 'France' },
  NL: { de: 'Niederlande', en: 'Netherlands', fr: 'Pays-Bas' },
  BE: { de: 'Belgien', en: 'Belgium', fr: 'Belgique' },
  IT: { de: 'Italien', en: 'Italy', fr: 'Italie' },
  ES: { de: 'Spanien', en: 'Spain', fr: 'Espagne' },
};

function foreignParty(cc: string, h: Helpers, t: Tools): KitParty {
  if (cc === 'US') {
    const p = usParty(t, 'buyer');
    return { ...p, vat: undefined };
  }
  if (cc === 'NO') {
    const name = `${t.pick(['Fjordline', 'Nordkapp', 'Vestland', 'Trollheim'])} ${t.pick(['Maskin', 'Industri', 'Marine'])} AS`;
    const [city, pc] = t.pick([
      ['Oslo', '0150'],
      ['Bergen', '5003'],
      ['Stavanger', '4006'],
    ] as const);
    return {
      name,
      street: `${t.pick(['Karl Johans gate', 'Strandkaien', 'Kongens gate'])} ${t.int(2, 80)}`,
      pc,
      city,
      country: 'NO',
    };
  }
  if (cc === 'CA') {
    const name = `${t.pick(['Maple Leaf', 'Northern Shield', 'Great Lakes'])} ${t.pick(['Equipment', 'Supply', 'Industries'])} Ltd.`;
    const [city, pc] = t.pick([
      ['Toronto ON', 'M5V 2T6'],
      ['Calgary AB', 'T2P 1J9'],
    ] as const);
    return {
      name,
      street: `${t.int(10, 990)} ${t.pick(['King Street West', 'Bay Street', '8 Ave SW'])}`,
      pc,
      city,
      country: 'CA',
    };
  }
  if (cc === 'CH' || cc === 'IT' || cc === 'ES') return anyParty(cc, h, t);
  const p = h.party(cc as 'DE');
  const vat = h.vatId(cc as 'DE');
  return { ...p, country: cc, vat, vatShown: vat };
}

/** A price with two decimals between a and b. */
const price = (t: Tools, a: number, b: number) => (t.int(a * 100, b * 100) / 100).toFixed(2);
const times = (q: string, p: string) => round(dec(q).times(dec(p)));

interface Cat {
  name: string;
  unit: readonly [string, string];
  lo: number;
  hi: number;
  hs?: string;
  kg?: number;
  rate?: string;
  dec?: boolean;
}

const EXPORT_ITEMS: Cat[] = [
  {
    name: 'Hydraulikpumpe HP-40 / Hydraulic pump HP-40',
    unit: ['Stk.', 'H87'],
    lo: 380,
    hi: 1450,
    hs: '8413 50 20',
    kg: 12.4,
  },
  {
    name: 'Kugellager 6205-2RS / Ball bearing 6205-2RS',
    unit: ['Stk.', 'H87'],
    lo: 3,
    hi: 18,
    hs: '8482 10 10',
    kg: 0.13,
  },
  {
    name: 'Dichtungssatz DS-12 / Gasket set DS-12',
    unit: ['Satz', 'SET'],
    lo: 24,
    hi: 96,
    hs: '8484 10 00',
    kg: 0.4,
  },
  {
    name: 'Edelstahlrohr 42,4 x 2 mm / Stainless steel tube',
    unit: ['m', 'MTR'],
    lo: 9,
    hi: 38,
    hs: '7306 40 20',
    kg: 2.0,
  },
  {
    name: 'Steuerplatine SP-7 / Control board SP-7',
    unit: ['Stk.', 'H87'],
    lo: 140,
    hi: 620,
    hs: '8537 10 91',
    kg: 0.6,
  },
  {
    name: 'Elektromotor 1,5 kW / Electric motor 1.5 kW',
    unit: ['Stk.', 'H87'],
    lo: 260,
    hi: 890,
    hs: '8501 52 20',
    kg: 18.5,
  },
  {
    name: 'Ersatzfilter F-200 / Replacement filter F-200',
    unit: ['Stk.', 'H87'],
    lo: 18,
    hi: 75,
    hs: '8421 39 20',
    kg: 0.9,
  },
  {
    name: 'Sechskantschrauben M8 x 30 / Hex bolts M8 x 30',
    unit: ['Pck.', 'XPK'],
    lo: 6,
    hi: 24,
    hs: '7318 15 88',
    kg: 1.1,
  },
  {
    name: 'Drucksensor PS-10 bar / Pressure sensor',
    unit: ['Stk.', 'H87'],
    lo: 85,
    hi: 240,
    hs: '9026 20 40',
    kg: 0.2,
  },
  {
    name: 'Zahnriemen HTD 8M / Timing belt HTD 8M',
    unit: ['Stk.', 'H87'],
    lo: 22,
    hi: 68,
    hs: '4010 39 00',
    kg: 0.3,
  },
];
const IGL_ITEMS: Cat[] = [
  { name: 'PE-HD Granulat natur, Sackware 25 kg', unit: ['kg', 'KGM'], lo: 1, hi: 3, dec: true },
  { name: 'Stretchfolie 500 mm x 300 m, 23 my', unit: ['Rolle', 'XRO'], lo: 9, hi: 22 },
  { name: 'Versandkarton 400 x 300 x 200 mm, 2-wellig', unit: ['Karton', 'XCT'], lo: 18, hi: 48 },
  { name: 'Klebeband PP braun 50 mm x 66 m', unit: ['Karton', 'XCT'], lo: 28, hi: 64 },
  { name: 'Polyamid-Rundstab PA6 Ø 40 mm', unit: ['m', 'MTR'], lo: 12, hi: 35 },
  { name: 'Industriereiniger Konzentrat 10 l', unit: ['Stk.', 'H87'], lo: 24, hi: 78 },
  { name: 'Luftpolsterfolie 1000 mm x 100 m', unit: ['Rolle', 'XRO'], lo: 21, hi: 55 },
  { name: 'Kantenschutzwinkel 35 x 35 x 3 mm', unit: ['Stk.', 'H87'], lo: 0.2, hi: 0.9 },
];
const MARKET_ITEMS: Array<[string, string, number, number]> = [
  ['USB-C Charging Cable 2 m, braided, black', 'USB-C Ladekabel 2 m, geflochten, schwarz', 6, 19],
  ['Wireless Mouse, silent click, 2.4 GHz', 'Kabellose Maus, leise Tasten, 2,4 GHz', 9, 29],
  ['Phone Case for Model X12, transparent', 'Handyhülle für Model X12, transparent', 5, 16],
  ['LED Desk Lamp with dimmer, 12 W', 'LED-Schreibtischlampe dimmbar, 12 W', 18, 49],
  ['Bluetooth Speaker, waterproof IPX7', 'Bluetooth-Lautsprecher, wasserdicht IPX7', 22, 79],
  ['Screen Protector 2-pack, tempered glass', 'Panzerglas Displayschutz, 2 Stück', 4, 14],
  ['Laptop Stand, aluminium, adjustable', 'Laptopständer Aluminium, höhenverstellbar', 19, 45],
];
const SHOP_ITEMS: Array<[string, string, number, number, 'std' | 'red']> = [
  ['Bio-Espresso ganze Bohne 1 kg', 'Organic espresso beans 1 kg', 14, 29, 'red'],
  ['Baumwoll-T-Shirt Unisex', 'Organic cotton t-shirt', 19, 35, 'std'],
  ['Kochbuch „Saisonal kochen“', 'Cookbook "Seasonal Kitchen"', 18, 32, 'red'],
  ['Keramikbecher handgemacht 350 ml', 'Handmade ceramic mug 350 ml', 12, 26, 'std'],
  ['Naturkosmetik Gesichtscreme 50 ml', 'Natural face cream 50 ml', 15, 39, 'std'],
  ['Leinen-Geschirrtuch 2er-Set', 'Linen tea towel set of 2', 9, 22, 'std'],
  ['Grüner Tee Sencha lose 250 g', 'Sencha green tea loose 250 g', 7, 16, 'red'],
  ['Kinderbuch „Die kleine Wolke“', 'Children\'s book "The Little Cloud"', 9, 16, 'red'],
];
const US_ITEMS: Array<[string, readonly [string, string], number, number]> = [
  ['Copy paper 8.5 x 11, 20 lb, 10 reams', ['CS', 'XCS'], 38, 62],
  ['Nitrile gloves, powder-free, size L', ['BX', 'XBX'], 9, 19],
  ['Safety glasses, clear anti-fog', ['EA', 'EA'], 4, 12],
  ['Shop towels, blue, 50 ct', ['PK', 'XPK'], 7, 16],
  ['Cordless drill 20V kit', ['EA', 'EA'], 119, 229],
  ['Stretch wrap 18" x 1500 ft', ['CS', 'XCS'], 64, 98],
  ['Pallet jack rental, weekly', ['EA', 'EA'], 75, 140],
  ['Technician labor', ['HR', 'HUR'], 85, 145],
];
const CH_ITEMS: Array<[string, readonly [string, string], number, number, string]> = [
  ['Montagearbeiten Techniker', ['Std.', 'HUR'], 115, 165, '8.1'],
  ['Uhrenarmband Leder 20 mm', ['Stk.', 'H87'], 45, 140, '8.1'],
  ['Gruyère AOP surchoix', ['kg', 'KGM'], 24, 39, '2.6'],
  ['Fachbuch Präzisionsmechanik', ['Stk.', 'H87'], 38, 89, '2.6'],
  ['Servicepauschale Revision', ['Stk.', 'H87'], 180, 420, '8.1'],
  ['Saphirglas Ø 30 mm', ['Stk.', 'H87'], 28, 75, '8.1'],
  ['Kaffee Bohnen Hausmischung', ['kg', 'KGM'], 22, 36, '2.6'],
];
const IT_ITEMS: Array<[string, readonly [string, string], number, number, string]> = [
  ['Piastrelle gres porcellanato 60x60 grigio', ['mq', 'MTK'], 18, 42, '22'],
  ['Colla cementizia C2TE sacco 25 kg', ['pz', 'H87'], 11, 24, '22'],
  ['Olio extravergine di oliva 5 l', ['pz', 'H87'], 38, 72, '4'],
  ['Pasta di semola trafilata al bronzo', ['cf', 'XPK'], 14, 29, '4'],
  ['Manodopera posa in opera', ['ore', 'HUR'], 32, 48, '10'],
  ['Rubinetteria miscelatore lavabo', ['pz', 'H87'], 65, 180, '22'],
  ['Vino rosso DOC Valpolicella 0,75 l', ['cf', 'XPK'], 48, 96, '22'],
];
const FR_GOODS: Array<[string, readonly [string, string], number, number]> = [
  ['Vin rouge AOC Bordeaux 75 cl', ['bt', 'XBO'], 8, 24],
  ['Comté AOP 18 mois', ['kg', 'KGM'], 19, 32],
  ['Carton de 6 Champagne brut', ['carton', 'XCT'], 140, 260],
  ['Pièces détachées pompe PX-3', ['pce', 'H87'], 45, 190],
  ['Huile essentielle lavande 100 ml', ['pce', 'H87'], 9, 21],
];
const FR_SERVICES: Array<[string, readonly [string, string], number, number]> = [
  ['Maintenance préventive ligne de conditionnement', ['h', 'HUR'], 75, 120],
  ['Intervention technicien sur site', ['j', 'DAY'], 650, 980],
  ['Formation opérateurs', ['h', 'HUR'], 90, 140],
];

function pickItems<T>(t: Tools, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    if (!pool.length) pool.push(...list);
    out.push(pool.splice(t.int(0, pool.length - 1), 1)[0] as T);
  }
  return out;
}

const KIND_IDS = { export14: 0, igl14: 0, market14: 0, shop14: 0, us14: 0, ch14: 0, it14: 0, fr14: 0 };

function build(tpl: Tpl, k: number, h: Helpers, t: Tools): Doc {
  const nth = KIND_IDS[tpl]++;
  const month = t.int(1, 11);
  const issue = `2026-${String(month).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const base = {
    tpl,
    t,
    issue,
    due: addDays(issue, t.pick([14, 30, 30, 45, 60])),
    dueShown: true,
    po: '',
    sellerVat: true,
    buyerVat: false,
    charges: [] as Doc['charges'],
    cat: 'S',
    reason: '',
    paid: '',
    bic: '',
    account: '',
    twoPage: false,
  };
  // two-page documents: the 2nd of export14, us14, igl14, it14, ch14 and fr14 (6 + long ones)
  const long = nth === 1 && ['export14', 'us14', 'igl14', 'it14', 'ch14', 'fr14'].includes(tpl);
  const nRows = long ? t.int(40, 52) : t.int(2, 7);
  let d: Omit<Doc, 'vat' | 'lineNet' | 'chargeT' | 'vatT' | 'gross'>;
  if (tpl === 'export14') {
    const cc = t.pick(['US', 'CH', 'NO', 'GB', 'CA']);
    const cur =
      cc === 'US' || cc === 'CA' ? t.pick(['USD', 'EUR']) : cc === 'CH' ? t.pick(['CHF', 'EUR']) : 'EUR';
    const s = { ...h.party('DE'), country: 'DE', vat: h.vatId('DE') };
    const b = foreignParty(cc, h, t);
    const ship = t.rnd() < 0.6 ? foreignParty(cc, h, t) : undefined;
    const en = cur !== 'EUR';
    const items = pickItems(t, EXPORT_ITEMS, nRows).map((c, i): Item => {
      const qty = String(c.unit[0] === 'm' ? t.int(5, 60) : t.int(1, c.lo < 30 ? 80 : 6));
      const p = price(t, c.lo, c.hi);
      return {
        id: String((i + 1) * 10),
        name: c.name,
        sub: [],
        qty,
        unit: c.unit,
        price: p,
        net: times(qty, p),
        rate: '0',
        showPrice: true,
        hs: c.hs,
        origin: t.pick(['DE', 'DE', 'DE', 'CZ', 'IT', 'CN']),
        kg: (Number(qty) * (c.kg ?? 1)).toFixed(2),
      };
    });
    const charges = [{ label: en ? 'Freight / Fracht' : 'Fracht / Freight', amount: price(t, 80, 640) }];
    if (t.rnd() < 0.6) charges.push({ label: 'Versicherung / Insurance', amount: price(t, 15, 120) });
    d = {
      ...base,
      number: `AR-${2026}${String(t.int(1000, 9999))}`,
      cur,
      po: `PO-${t.digits(6)}`,
      s,
      b,
      ship,
      items,
      cat: 'G',
      reason: 'Steuerfreie Ausfuhrlieferung gem. § 4 Nr. 1a i. V. m. § 6 UStG',
      charges,
      iban: ibanOf('DE', t),
      bic: bicOf('DE', t),
      m: en ? money(',', '.') : money('.', ','),
      q: en ? qtyOf('.') : qtyOf(','),
      dt: dmy('.'),
      lang: en ? 'en' : 'de',
      twoPage: long,
    };
  } else if (tpl === 'igl14') {
    const sc = t.pick(['DE', 'DE', 'AT']) as 'DE' | 'AT';
    const cc = t.pick(['FR', 'NL', 'BE', 'IT', 'ES']);
    const s = { ...h.party(sc), country: sc, vat: h.vatId(sc) };
    const b = foreignParty(cc, h, t);
    const ship = { ...foreignParty(cc, h, t), name: b.name };
    const items = pickItems(t, IGL_ITEMS, nRows).map((c, i): Item => {
      const qty = c.dec ? String(t.int(20, 120) * 25) : String(t.int(2, 60));
      const p = c.dec ? price(t, c.lo, c.hi) : price(t, c.lo, c.hi);
      return {
        id: String(i + 1),
        name: c.name,
        sub: [],
        qty,
        unit: c.unit,
        price: p,
        net: times(qty, p),
        rate: '0',
        showPrice: true,
        kg: (Number(qty) * (c.dec ? 1 : t.int(1, 9) / 2)).toFixed(1),
      };
    });
    const fr = price(t, 45, 260);
    items.push({
      id: String(items.length + 1),
      name: 'Fracht- und Verpackungskosten',
      sub: [],
      qty: '1',
      unit: ['pausch.', 'LS'],
      price: fr,
      net: fr,
      rate: '0',
      showPrice: true,
    });
    d = {
      ...base,
      number: `${t.int(24, 26)}${t.digits(5)}`,
      cur: 'EUR',
      po: t.rnd() < 0.5 ? `${t.pick(['BC', 'CMD', 'PO'])}${t.digits(6)}` : '',
      s,
      b,
      ship,
      buyerVat: true,
      items,
      cat: 'K',
      reason: 'Steuerfreie innergemeinschaftliche Lieferung gem. § 4 Nr. 1b i. V. m. § 6a UStG',
      iban: ibanOf(sc, t),
      bic: bicOf(sc, t),
      m: money('.', ','),
      q: qtyOf(',', '.'),
      dt: dmy('.'),
      lang: 'de',
      twoPage: long,
    };
    if (sc === 'AT') d.reason = 'Steuerfreie innergemeinschaftliche Lieferung gem. Art. 6 Abs. 1 UStG 1994';
  } else if (tpl === 'market14') {
    const uk = t.rnd() < 0.5;
    const s = uk
      ? { ...h.party('GB'), country: 'GB', vat: h.vatId('GB') }
      : { ...h.party('DE'), country: 'DE', vat: h.vatId('DE') };
    const bc = uk ? 'GB' : t.pick(['DE', 'AT']);
    const b = { ...h.party(bc as 'DE'), country: bc };
    const rate = uk ? '20' : '19';
    const items: Item[] = pickItems(t, MARKET_ITEMS, t.int(1, 4)).map((c, i) => {
      const qty = String(t.int(1, 3));
      const p = price(t, c[2], c[3]);
      return {
        id: String(i + 1),
        name: uk ? c[0] : c[1],
        sub: [
          `ASIN: B0${t.digits(2)}${t.pick(['X', 'K', 'Q', 'T'])}${t.digits(3)}${t.pick(['ZP', 'LM', 'HR'])}${t.digits(1)}`,
          `SKU: ${t.pick(['XK', 'TT', 'NV'])}-${t.digits(4)}-${t.pick(['BL', 'WH', 'GR'])}`,
        ],
        qty,
        unit: ['', 'C62'],
        price: p,
        net: times(qty, p),
        rate,
        showPrice: true,
      };
    });
    const shipNet = price(t, 2.5, 6.5);
    items.push({
      id: String(items.length + 1),
      name: uk ? 'Shipping charges' : 'Versandkosten',
      sub: [],
      qty: '1',
      unit: ['', 'C62'],
      price: shipNet,
      net: shipNet,
      rate,
      showPrice: true,
    });
    const credit = nth === 3;
    d = {
      ...base,
      number: `${uk ? 'GB' : 'DE'}${t.int(4, 6)}-${t.digits(5)}-${t.digits(4)}`,
      cur: uk ? 'GBP' : 'EUR',
      po: `${t.pick(['302', '028', '303'])}-${t.digits(7)}-${t.digits(7)}`,
      s,
      b,
      ship:
        t.rnd() < 0.5 ? { ...h.party(uk ? 'GB' : 'DE'), country: uk ? 'GB' : 'DE', name: b.name } : undefined,
      items,
      dueShown: false,
      iban: '',
      m: uk ? money(',', '.') : money('.', ','),
      q: qtyOf('.'),
      dt: uk ? (iso) => longDate(iso, 'en').replace(/^(\w{3})\w* (\d+), (\d+)$/, '$2 $1 $3') : dmy('.'),
      lang: uk ? 'en' : 'de',
      credit: credit
        ? {
            orig: `${uk ? 'GB' : 'DE'}${t.int(4, 6)}-${t.digits(5)}-${t.digits(4)}`,
            date: addDays(issue, -t.int(5, 20)),
          }
        : undefined,
    };
  } else if (tpl === 'shop14') {
    const uk = t.rnd() < 0.3;
    const s = uk
      ? { ...h.party('GB'), country: 'GB', vat: h.vatId('GB') }
      : { ...h.party('DE'), country: 'DE', vat: h.vatId('DE') };
    const b = uk ? { ...h.party('GB'), country: 'GB' } : { ...h.party('DE'), country: 'DE' };
    const items: Item[] = pickItems(t, SHOP_ITEMS, t.int(2, 6)).map((c, i) => {
      const qty = String(t.int(1, 4));
      const gp = price(t, c[2], c[3]);
      const rate = c[4] === 'std' ? (uk ? '20' : '19') : uk ? '0' : '7';
      const gross = times(qty, gp);
      const net = round(
        dec(gross)
          .dividedBy(dec(100).plus(dec(rate)))
          .times(100),
      );
      return {
        id: String(i + 1),
        name: uk ? c[1] : c[0],
        sub:
          c[4] === 'std' && c[0].includes('Shirt')
            ? [
                uk
                  ? `Size: ${t.pick(['S', 'M', 'L'])} / Colour: ${t.pick(['Navy', 'Sand'])}`
                  : `Größe: ${t.pick(['S', 'M', 'L'])} / Farbe: ${t.pick(['Blau', 'Sand'])}`,
              ]
            : [],
        qty,
        unit: ['', 'C62'],
        price: '',
        net,
        rate,
        showPrice: false,
        grossPrice: gp,
        gross,
      };
    });
    const sg = t.pick(['4.90', '5.95', '3.99', '6.90']);
    const sr = uk ? '20' : '19';
    const sn = round(
      dec(sg)
        .dividedBy(dec(100).plus(dec(sr)))
        .times(100),
    );
    items.push({
      id: String(items.length + 1),
      name: uk
        ? `Shipping: ${t.pick(['Royal Mail Tracked 48', 'DPD Next Day'])}`
        : `Versand: ${t.pick(['DHL Paket', 'Hermes', 'DPD Classic'])}`,
      sub: [],
      qty: '1',
      unit: ['', 'C62'],
      price: '',
      net: sn,
      rate: sr,
      showPrice: false,
      grossPrice: sg,
      gross: sg,
    });
    d = {
      ...base,
      number: uk ? `INV-${t.digits(5)}` : `RE-2026-${t.digits(5)}`,
      cur: uk ? 'GBP' : 'EUR',
      po: `#${t.int(1001, 9999)}`,
      s,
      b,
      ship:
        t.rnd() < 0.5 ? { ...h.party(uk ? 'GB' : 'DE'), country: uk ? 'GB' : 'DE', name: b.name } : undefined,
      sellerVat: true,
      items,
      dueShown: false,
      iban: '',
      paid: 'all',
      m: uk ? money(',', '.') : money('.', ','),
      q: qtyOf('.'),
      dt: uk ? (iso) => longDate(iso, 'en') : dmy('.'),
      lang: uk ? 'en' : 'de',
    };
  } else if (tpl === 'us14') {
    const s = { ...usParty(t, 'seller') };
    const b = { ...usParty(t, 'buyer') };
    const ship = t.rnd() < 0.7 ? { ...usParty(t, 'buyer'), name: b.name } : undefined;
    const rate = b.taxRate;
    const items = pickItems(t, US_ITEMS, nRows).map((c, i): Item => {
      const qty = String(c[1][0] === 'HR' ? t.int(2, 16) : t.int(1, 40));
      const p = price(t, c[2], c[3]);
      return {
        id: String(i + 1),
        name: c[0],
        sub: [],
        qty,
        unit: c[1],
        price: p,
        net: times(qty, p),
        rate,
        showPrice: true,
        sku: `${t.pick(['OF', 'SF', 'TL', 'SV'])}-${t.digits(5)}`,
      };
    });
    const wire = t.rnd() < 0.5;
    d = {
      ...base,
      number: String(t.int(10200, 48999)),
      cur: 'USD',
      po: t.rnd() < 0.7 ? `${t.digits(5)}` : '',
      s,
      b,
      ship,
      sellerVat: false,
      items,
      charges: [{ label: 'Shipping & Handling', amount: price(t, 15, 180) }],
      iban: '',
      account: t.digits(t.int(9, 12)),
      bic: wire ? t.pick(['CHASUS33', 'BOFAUS3N', 'WFBIUS6S']) : '',
      m: money(',', '.'),
      q: qtyOf('.'),
      dt: mdy,
      lang: 'en',
      twoPage: long,
    };
  } else if (tpl === 'ch14') {
    const s = anyParty('CH', h, t);
    const b = anyParty('CH', h, t);
    const items = pickItems(t, CH_ITEMS, nRows).map((c, i): Item => {
      const qty = c[1][0] === 'kg' ? `${t.int(2, 40)}.${t.pick(['0', '5'])}` : String(t.int(1, 12));
      const p = price(t, c[2], c[3]);
      return {
        id: String(i + 1),
        name: c[0],
        sub: [],
        qty,
        unit: c[1],
        price: p,
        net: times(qty, p),
        rate: c[4],
        showPrice: true,
        sku: `${t.digits(3)}.${t.digits(3)}`,
      };
    });
    d = {
      ...base,
      number: `${t.int(2026, 2026)}-${t.digits(4)}`,
      cur: 'CHF',
      po: '',
      s,
      b,
      buyerVat: t.rnd() < 0.4,
      items,
      iban: ibanOf('CH', t),
      m: money("'", '.'),
      q: qtyOf('.'),
      dt: dmy('.'),
      lang: 'de',
      twoPage: long,
    };
  } else if (tpl === 'it14') {
    const s = anyParty('IT', h, t);
    const b = anyParty('IT', h, t);
    const items = pickItems(t, IT_ITEMS, nRows).map((c, i): Item => {
      const qty =
        c[1][0] === 'mq'
          ? `${t.int(8, 120)},${t.pick(['00', '50'])}`.replace(',', '.')
          : String(t.int(1, 24));
      const p = price(t, c[2], c[3]);
      return {
        id: String(i + 1),
        name: c[0],
        sub: [],
        qty,
        unit: c[1],
        price: p,
        net: times(qty, p),
        rate: c[4],
        showPrice: true,
        sku: `${t.pick(['PG', 'CL', 'OL', 'MN', 'RB'])}${t.digits(4)}`,
      };
    });
    if (t.rnd() < 0.5)
      items.push({
        id: String(items.length + 1),
        name: 'Spese di trasporto',
        sub: [],
        qty: '1',
        unit: ['', 'C62'],
        price: price(t, 25, 90),
        net: '',
        rate: '22',
        showPrice: true,
      });
    for (const it of items) if (!it.net) it.net = it.price;
    d = {
      ...base,
      number: `${t.int(12, 480)}/${t.pick(['2026', 'FE', 'A'])}`,
      cur: 'EUR',
      po: '',
      s,
      b,
      buyerVat: true,
      items,
      iban: ibanOf('IT', t),
      bic: t.rnd() < 0.5 ? bicOf('IT', t) : '',
      m: money('.', ','),
      q: qtyOf(','),
      dt: dmy('/'),
      lang: 'it',
      twoPage: long,
    };
  } else {
    const mode = t.pick(['K', 'K', 'AE', 'G'] as const);
    const cc = mode === 'G' ? t.pick(['CH', 'US', 'GB']) : t.pick(['DE', 'BE', 'IT', 'ES', 'NL']);
    const s = { ...h.party('FR'), country: 'FR', vat: h.vatId('FR') };
    const b = foreignParty(cc, h, t);
    const list = mode === 'AE' ? FR_SERVICES : FR_GOODS;
    const items = pickItems(t, list, mode === 'AE' && !long ? t.int(1, 3) : nRows).map((c, i): Item => {
      const qty = String(c[1][0] === 'j' ? t.int(1, 5) : t.int(1, 48));
      const p = price(t, c[2], c[3]);
      return {
        id: String(i + 1),
        name: c[0],
        sub: [],
        qty,
        unit: c[1],
        price: p,
        net: times(qty, p),
        rate: '0',
        showPrice: true,
        sku: `${t.pick(['VB', 'CT', 'PX', 'SV'])}-${t.digits(3)}`,
      };
    });
    const reason =
      mode === 'K'
        ? 'Exonération de TVA, article 262 ter I du CGI – livraison intracommunautaire'
        : mode === 'AE'
          ? 'Autoliquidation – article 283-2 du CGI et article 196 de la directive 2006/112/CE'
          : 'Exonération de TVA, article 262 I du CGI – exportation';
    const cur = mode === 'G' && cc === 'US' ? 'USD' : 'EUR';
    d = {
      ...base,
      number: `FA${t.int(2026, 2026)}-${t.digits(5)}`,
      cur,
      po: t.rnd() < 0.5 ? `BC-${t.digits(5)}` : '',
      s,
      b,
      buyerVat: mode !== 'G',
      items,
      cat: mode,
      reason,
      charges: mode === 'AE' ? [] : [{ label: 'Frais de port HT', amount: price(t, 30, 240) }],
      iban: ibanOfCountry('FR', t),
      bic: t.pick(['BNPAFRPPXXX', 'AGRIFRPP', 'SOGEFRPP']),
      m: cur === 'USD' ? money(',', '.') : money('\u202f', ','),
      q: qtyOf(','),
      dt: dmy('/'),
      lang: 'fr',
      twoPage: long,
    };
  }
  void k;
  const sums = vatSums(d.items.map((i) => ({ rate: i.rate, net: i.net })));
  const chargeT = round(d.charges.reduce((a, c) => a.plus(dec(c.amount)), dec(0)));
  let vat = sums.vat;
  if (d.charges.length) {
    // charges go with the (single) rate of the document
    vat = vat.map((v, i) => {
      if (i !== 0) return v;
      const b2 = round(dec(v.base).plus(dec(chargeT)));
      return { rate: v.rate, base: b2, tax: round(dec(b2).times(dec(v.rate)).dividedBy(100)) };
    });
  }
  if (tpl === 'shop14') {
    // gross prices: the tax per rate is what the gross rows hold beyond their net
    vat = vat.map((v) => {
      const g = d.items
        .filter((i) => i.rate === v.rate)
        .reduce((a, i) => a.plus(dec(i.gross ?? '0')), dec(0));
      return { ...v, tax: round(g.minus(dec(v.base))) };
    });
  }
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(sums.lineNet).plus(dec(chargeT)).plus(dec(vatT)));
  return { ...d, vat, lineNet: sums.lineNet, chargeT, vatT, gross, paid: d.paid ? gross : '' };
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else if (d.dueShown) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  // a US invoice between two US companies prints no country: none in the truth
  const addr = (p: KitParty) => ({
    line1: p.street,
    postalCode: p.pc,
    city: p.city,
    countryCode: d.tpl === 'us14' ? '' : p.country,
  });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sellerVat && d.s.vat ? { vatId: d.s.vat } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat && d.b.vat ? { vatId: d.b.vat } : {}) };
  if (d.iban)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(d.bic ? { providerId: d.bic } : {}) }],
    };
  else if (d.account)
    inv.paymentInstructions = {
      typeCode: '30',
      creditTransfers: [{ accountId: d.account, ...(d.bic ? { providerId: d.bic } : {}) }],
    };
  const taxEx = round(dec(d.lineNet).plus(dec(d.chargeT)));
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: taxEx,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.paid ? '0.00' : d.gross,
    ...(d.paid ? { paidAmount: d.paid } : {}),
    ...(d.charges.length ? { chargeTotal: d.chargeT } : {}),
  };
  if (d.charges.length)
    inv.charges = d.charges.map((c) => ({
      amount: c.amount,
      vatCategoryCode: d.cat,
      vatRate: d.vat[0]?.rate ?? '0',
      reason: c.label,
    }));
  inv.vatBreakdown = d.vat.map((v) =>
    kitVatRow(
      v,
      d.cat === 'S' && v.rate !== '0' ? 'S' : d.cat === 'S' ? 'Z' : d.cat,
      d.cat === 'S' ? '' : d.reason,
    ),
  );
  inv.lines = d.items.map((i) =>
    kitLine(
      {
        id: i.id,
        qty: i.qty,
        unit: i.unit,
        net: i.net,
        price: i.showPrice ? i.price : '',
        rate: i.rate,
        name: i.name,
      },
      { category: d.cat === 'S' ? (i.rate === '0' ? 'Z' : 'S') : d.cat },
    ),
  );
  return inv;
}

// ---------------------------------------------------------------- drawing

type P = ReturnType<typeof pager>;
interface Col {
  head: string;
  x: number;
  right?: boolean;
  cell: (i: Item) => string;
}

/** The item table from y: heads (repeated on a new page), rows with their sub-lines; returns y below. */
function table(p: P, y0: number, cols: Col[], items: Item[], size = 8, top = 70): number {
  const lh = size + 3;
  const head = (y: number) => {
    for (const c of cols) p.put(y, c.x, c.head, { size, bold: true, right: c.right });
    return y + lh + 4;
  };
  let y = head(y0);
  for (const it of items) {
    const h = (1 + it.sub.length) * lh + 2;
    const pg = p.page();
    y = p.need(y, h);
    if (p.page() !== pg) y = head(Math.max(y, top));
    for (const c of cols) {
      const v = c.cell(it);
      if (v) p.put(y, c.x, v, { size, right: c.right });
    }
    it.sub.forEach((s, j) => {
      const nameCol = cols.find((c) => c.cell(it) === it.name);
      p.put(y + (j + 1) * lh, nameCol?.x ?? cols[0]?.x ?? 50, s, { size: size - 1 });
    });
    y += h;
  }
  return y;
}

/** Lines of text one under the other. */
const lines = (p: P, x: number, y: number, ls: Array<string | undefined>, size = 9, bold = false) => {
  let yy = y;
  for (const l of ls) {
    if (!l) continue;
    p.put(yy, x, l, { size, bold });
    yy += size + 3;
  }
  return yy;
};

/** Label / value pairs, the value right-aligned at vx. */
const sums = (p: P, y: number, x: number, vx: number, pairs: Array<[string, string, boolean?]>, size = 9) => {
  let yy = p.need(y, pairs.length * (size + 4));
  for (const [l, v, b] of pairs) {
    p.put(yy, x, l, { size, bold: b });
    p.put(yy, vx, v, { size, bold: b, right: true });
    yy += size + 4;
  }
  return yy;
};

/** "post code city" as the country writes it ("Columbus, OH 43215", "London SW1A 1AA"). */
const cityLine = (p: KitParty & { state?: string }) =>
  p.country === 'US'
    ? `${p.city}, ${p.state ?? ''} ${p.pc}`
    : p.country === 'CA' || p.country === 'GB'
      ? `${p.city} ${p.pc}`
      : `${p.pc} ${p.city}`;

const country = (cc: string, lang: 'de' | 'en' | 'fr') => FOREIGN[cc]?.[lang] ?? cc;

function drawExport(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { m, q, dt } = d;
  const en = d.lang === 'en';
  p.put(40, 50, d.s.name, { size: 15, bold: true });
  p.put(58, 50, `${d.s.street} · ${d.s.pc} ${d.s.city} · Germany`, { size: 8 });
  p.put(100, 50, en ? 'Buyer / Käufer:' : 'Käufer / Buyer:', { size: 8, bold: true });
  const bl = [d.b.name, d.b.street, cityLine(d.b), country(d.b.country, en ? 'en' : 'de').toUpperCase()];
  lines(p, 50, 112, bl, 9);
  if (d.ship) {
    p.put(100, 230, 'Consignee / Warenempfänger:', { size: 8, bold: true });
    lines(
      p,
      230,
      112,
      [d.ship.name, d.ship.street, cityLine(d.ship), country(d.ship.country, 'en').toUpperCase()],
      9,
    );
  }
  p.put(170, 50, 'HANDELSRECHNUNG / COMMERCIAL INVOICE', { size: 13, bold: true });
  const info: Array<[string, string]> = [
    ['Rechnung Nr. / Invoice No.', d.number],
    ['Datum / Date', dt(d.issue)],
    ['Ihre Bestellung / Your PO', d.po],
    ['Incoterms 2020', d.t.pick(['FCA Hamburg', 'EXW Stuttgart', 'CPT New York', 'DAP', 'CIP'])],
    ['Versand / Shipment', d.t.pick(['Seefracht / Sea freight', 'Luftfracht / Air freight', 'LKW / Truck'])],
    ['Zahlungsziel / Due date', dt(d.due)],
    ['Währung / Currency', d.cur],
  ];
  info.forEach(([l, v], i) => {
    p.put(92 + i * 11, 360, l, { size: 7 });
    p.put(92 + i * 11, 545, v, { size: 8, right: true });
  });
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (i) => i.id },
    { head: 'Beschreibung / Description', x: 75, cell: (i) => i.name },
    { head: 'HS-Code', x: 300, cell: (i) => i.hs ?? '' },
    { head: 'Origin', x: 350, cell: (i) => i.origin ?? '' },
    { head: 'kg net', x: 395, right: true, cell: (i) => q(Number(i.kg).toFixed(2)) },
    { head: 'Menge/Qty', x: 455, right: true, cell: (i) => `${q(i.qty)} ${i.unit[0]}` },
    { head: 'Preis/Price', x: 500, right: true, cell: (i) => m(i.price) },
    { head: d.cur, x: 545, right: true, cell: (i) => m(i.net) },
  ];
  let y = table(p, 200, cols, d.items, 7);
  const netKg = d.items.reduce((a, i) => a + Number(i.kg), 0);
  y = p.need(y + 6, 100);
  p.put(y, 50, `Nettogewicht / Net weight: ${q(netKg.toFixed(2))} kg`, { size: 8 });
  p.put(y + 11, 50, `Bruttogewicht / Gross weight: ${q((netKg * 1.12 + 8).toFixed(2))} kg`, { size: 8 });
  p.put(
    y + 22,
    50,
    `Packstücke / Packages: ${d.t.int(1, 6)} ${d.t.pick(['Kisten / cases', 'Paletten / pallets'])}`,
    { size: 8 },
  );
  const pairs: Array<[string, string, boolean?]> = [['Warenwert / Value of goods', m(d.lineNet)]];
  for (const c of d.charges) pairs.push([c.label, m(c.amount)]);
  pairs.push(['Nettobetrag / Net amount', m(d.vat[0]?.base ?? d.lineNet)]);
  pairs.push(['USt. / VAT 0 %', m(d.vatT)]);
  pairs.push([`Gesamtbetrag / Total ${d.cur}`, m(d.gross), true]);
  y = sums(p, y, 330, 545, pairs, 8);
  y = lines(
    p,
    50,
    y + 8,
    [
      d.reason,
      'VAT-free export delivery. The exporter of the products covered by this document declares that, except',
      'where otherwise clearly indicated, these products are of the preferential origin stated above.',
    ],
    7,
  );
  const vat = `USt-IdNr. / VAT No.: ${d.s.vat}`;
  everyPage(rows, p.pages(), (pg, n) => [
    [790, 50, `${d.s.name} · ${vat} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
    [800, 50, `Seite / Page ${pg} / ${n}`, 7],
  ]);
  void y;
  return p.pages();
}

function drawIgl(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { m, q, dt } = d;
  p.put(40, 330, d.s.name, { size: 12, bold: true });
  lines(
    p,
    330,
    56,
    [d.s.street, `${d.s.pc} ${d.s.city}`, d.s.country === 'AT' ? 'Österreich' : 'Deutschland'],
    8,
  );
  p.put(110, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  lines(
    p,
    50,
    122,
    [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, country(d.b.country, 'de').toUpperCase()],
    10,
  );
  p.put(110, 330, 'Lieferanschrift:', { size: 8, bold: true });
  lines(
    p,
    330,
    122,
    [d.ship?.name, d.ship?.street, `${d.ship?.pc} ${d.ship?.city}`, country(d.ship?.country ?? '', 'de')],
    8,
  );
  p.put(182, 50, 'Rechnung', { size: 14, bold: true });
  const info: Array<[string, string]> = [
    ['Rechnungsnummer', d.number],
    ['Rechnungsdatum', dt(d.issue)],
    ['Lieferdatum', dt(addDays(d.issue, -d.t.int(0, 4)))],
    ...(d.po ? ([['Ihre Bestellnummer', d.po]] as Array<[string, string]>) : []),
    ['Ihre USt-IdNr.', d.b.vat ?? ''],
    ['Unsere USt-IdNr.', d.s.vat ?? ''],
  ];
  info.forEach(([l, v], i) => {
    p.put(200 + i * 11, 330, l, { size: 8 });
    p.put(200 + i * 11, 545, v, { size: 8, right: true });
  });
  const y0 = 200 + info.length * 11 + 14;
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (i) => i.id },
    { head: 'Menge', x: 110, right: true, cell: (i) => q(i.qty) },
    { head: 'ME', x: 116, cell: (i) => i.unit[0] },
    { head: 'Bezeichnung', x: 160, cell: (i) => i.name },
    { head: 'Gewicht kg', x: 400, right: true, cell: (i) => (i.kg ? q(i.kg) : '') },
    { head: 'Einzelpreis', x: 470, right: true, cell: (i) => m(i.price) },
    { head: 'Betrag EUR', x: 545, right: true, cell: (i) => m(i.net) },
  ];
  let y = table(p, y0, cols, d.items, 8);
  y = sums(p, y + 6, 360, 545, [
    ['Nettobetrag', m(d.lineNet)],
    ['Umsatzsteuer 0 %', m(d.vatT)],
    ['Rechnungsbetrag', `${m(d.gross)} EUR`, true],
  ]);
  y = lines(
    p,
    50,
    y + 8,
    [
      d.reason,
      'Intra-Community supply – exempt from VAT (Art. 138 Directive 2006/112/EC).',
      `Zahlbar bis ${dt(d.due)} ohne Abzug.`,
    ],
    8,
  );
  everyPage(rows, p.pages(), (pg, n) => [
    [785, 50, `${d.s.name} · USt-IdNr. ${d.s.vat} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
    [796, 480, `Seite ${pg} von ${n}`, 7],
  ]);
  void y;
  return p.pages();
}

function drawMarket(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 750);
  const { m, q, dt } = d;
  const en = d.lang === 'en';
  const cur = en ? '£' : '€';
  const mc = (v: string) => (en ? `${cur}${m(v)}` : `${m(v)} ${cur}`);
  const title = d.credit ? (en ? 'Credit Note' : 'Gutschrift') : en ? 'Tax Invoice' : 'Rechnung';
  p.put(40, 50, title, { size: 16, bold: true });
  p.put(42, 545, en ? 'Page 1 of 1' : 'Seite 1 von 1', { size: 7, right: true });
  const info: Array<[string, string]> = [
    [
      en
        ? d.credit
          ? 'Credit note number'
          : 'Invoice number'
        : d.credit
          ? 'Gutschriftsnummer'
          : 'Rechnungsnummer',
      d.number,
    ],
    [
      en
        ? d.credit
          ? 'Credit note date'
          : 'Invoice date / Tax point date'
        : d.credit
          ? 'Gutschriftsdatum'
          : 'Rechnungsdatum/Lieferdatum',
      dt(d.issue),
    ],
    [en ? 'Order number' : 'Bestellnummer', d.po],
    [en ? 'Order date' : 'Bestelldatum', dt(addDays(d.issue, -d.t.int(1, 3)))],
  ];
  if (d.credit) {
    info.push([en ? 'Original invoice number' : 'Ursprüngliche Rechnung', d.credit.orig]);
    info.push([en ? 'Original invoice date' : 'Rechnungsdatum', dt(d.credit.date)]);
  }
  info.forEach(([l, v], i) => {
    p.put(70 + i * 12, 50, `${l}:`, { size: 8 });
    p.put(70 + i * 12, 190, v, { size: 8 });
  });
  let y = 70 + info.length * 12 + 12;
  p.put(y, 50, en ? 'Sold by' : 'Verkauft von', { size: 8, bold: true });
  lines(
    p,
    50,
    y + 11,
    [
      d.s.name,
      d.s.street,
      en ? `${d.s.city} ${d.s.pc}` : `${d.s.pc} ${d.s.city}`,
      en ? 'United Kingdom' : 'Deutschland',
      `${en ? 'VAT #' : 'USt-ID'} ${d.s.vat}`,
    ],
    8,
  );
  p.put(y, 230, en ? 'Billing address' : 'Rechnungsadresse', { size: 8, bold: true });
  lines(p, 230, y + 11, [d.b.name, d.b.street, cityLine(d.b), d.b.country], 8);
  const sh = d.ship ?? d.b;
  p.put(y, 400, en ? 'Delivery address' : 'Lieferadresse', { size: 8, bold: true });
  lines(p, 400, y + 11, [sh.name, sh.street, cityLine(sh), sh.country], 8);
  y += 80;
  p.put(y, 50, en ? 'Invoice details' : 'Rechnungsdetails', { size: 10, bold: true });
  const cols: Col[] = [
    { head: en ? 'Description' : 'Beschreibung', x: 50, cell: (i) => i.name },
    { head: en ? 'Qty' : 'Menge', x: 260, right: true, cell: (i) => q(i.qty) },
    {
      head: en ? 'Unit price (excl. VAT)' : 'Stückpreis (ohne USt.)',
      x: 345,
      right: true,
      cell: (i) => mc(i.price),
    },
    { head: en ? 'VAT rate' : 'USt.-Satz', x: 390, right: true, cell: (i) => `${i.rate}%` },
    { head: en ? 'Net total' : 'Summe netto', x: 460, right: true, cell: (i) => mc(i.net) },
    {
      head: en ? 'Gross total' : 'Summe brutto',
      x: 545,
      right: true,
      cell: (i) =>
        mc(
          round(
            dec(i.net)
              .times(dec(100).plus(dec(i.rate)))
              .dividedBy(100),
          ),
        ),
    },
  ];
  y = table(p, y + 16, cols, d.items, 7);
  y = sums(p, y + 6, 330, 545, [
    [en ? 'Total (excl. VAT)' : 'Gesamt (ohne USt.)', mc(d.lineNet)],
    [`${en ? 'VAT' : 'USt.'} ${d.vat[0]?.rate}%`, mc(d.vatT)],
    [
      d.credit ? (en ? 'Total refunded' : 'Erstattungsbetrag') : en ? 'Total payable' : 'Zahlbetrag',
      mc(d.gross),
      true,
    ],
  ]);
  p.put(y + 8, 50, en ? 'VAT summary' : 'USt.-Übersicht', { size: 8, bold: true });
  p.put(
    y + 20,
    50,
    `${en ? 'VAT rate' : 'Satz'}  ${d.vat[0]?.rate}%   ${en ? 'Net' : 'Netto'} ${mc(d.vat[0]?.base ?? '')}   ${en ? 'VAT' : 'USt.'} ${mc(d.vat[0]?.tax ?? '')}`,
    { size: 8 },
  );
  p.put(
    y + 40,
    50,
    en
      ? 'This invoice was issued by the marketplace on behalf of the seller.'
      : 'Diese Rechnung wurde vom Marktplatz im Namen des Verkäufers erstellt.',
    { size: 7 },
  );
  return p.pages();
}

function drawShop(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 750);
  const { m, q, dt } = d;
  const en = d.lang === 'en';
  const mc = (v: string) => (en ? `£${m(v)}` : `${m(v)} €`);
  p.put(40, 50, d.s.name, { size: 18, bold: true });
  p.put(62, 50, `${d.s.street}, ${d.s.pc} ${d.s.city}, ${en ? 'United Kingdom' : 'Deutschland'}`, {
    size: 8,
  });
  p.put(40, 545, en ? 'INVOICE' : 'RECHNUNG', { size: 14, bold: true, right: true });
  const info: Array<[string, string]> = [
    [en ? 'Invoice no.' : 'Rechnungsnummer', d.number],
    [en ? 'Invoice date' : 'Rechnungsdatum', dt(d.issue)],
    [en ? 'Order' : 'Bestellung', d.po],
    [en ? 'Order date' : 'Bestelldatum', dt(d.issue)],
    [
      en ? 'Payment method' : 'Zahlungsart',
      d.t.pick(
        en
          ? ['PayPal', 'Visa •••• 4242', 'Apple Pay']
          : ['PayPal', 'Kreditkarte (Mastercard •••• 5519)', 'Klarna Sofort'],
      ),
    ],
  ];
  info.forEach(([l, v], i) => {
    p.put(90 + i * 12, 340, `${l}:`, { size: 8 });
    p.put(90 + i * 12, 545, v, { size: 8, right: true });
  });
  p.put(90, 50, en ? 'Billing address' : 'Rechnungsadresse', { size: 8, bold: true });
  lines(
    p,
    50,
    102,
    [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, en ? 'United Kingdom' : 'Deutschland'],
    9,
  );
  if (d.ship) {
    p.put(90, 200, en ? 'Shipping address' : 'Lieferadresse', { size: 8, bold: true });
    lines(p, 200, 102, [d.ship.name, d.ship.street, `${d.ship.pc} ${d.ship.city}`], 9);
  }
  const cols: Col[] = [
    { head: en ? 'Product' : 'Produkt', x: 50, cell: (i) => i.name },
    { head: en ? 'Quantity' : 'Anzahl', x: 300, right: true, cell: (i) => q(i.qty) },
    { head: en ? 'Price' : 'Preis', x: 360, right: true, cell: (i) => mc(i.grossPrice ?? '') },
    { head: en ? 'VAT' : 'MwSt.', x: 400, right: true, cell: (i) => `${i.rate} %` },
    { head: en ? 'Net' : 'Netto', x: 470, right: true, cell: (i) => mc(i.net) },
    { head: en ? 'Total' : 'Gesamt', x: 545, right: true, cell: (i) => mc(i.gross ?? '') },
  ];
  let y = table(p, 180, cols, d.items, 8);
  const pairs: Array<[string, string, boolean?]> = [[en ? 'Net total' : 'Gesamt netto', mc(d.lineNet)]];
  for (const v of d.vat)
    pairs.push([en ? `VAT ${v.rate} % on ${mc(v.base)}` : `MwSt. ${v.rate} % auf ${mc(v.base)}`, mc(v.tax)]);
  if (d.vat.length > 1) pairs.push([en ? 'Total VAT' : 'MwSt. gesamt', mc(d.vatT)]);
  pairs.push([en ? 'Total (incl. VAT)' : 'Gesamtsumme (inkl. MwSt.)', mc(d.gross), true]);
  pairs.push([en ? 'Paid' : 'Bezahlt', mc(d.gross)]);
  pairs.push([en ? 'Balance due' : 'Offener Betrag', mc('0')]);
  y = sums(p, y + 6, 330, 545, pairs);
  lines(
    p,
    50,
    y + 10,
    [
      en
        ? 'Thank you for your order! This invoice has already been paid.'
        : 'Vielen Dank für Ihre Bestellung! Der Rechnungsbetrag wurde bereits beglichen.',
      en ? `VAT Reg. No. ${d.s.vat}` : `USt-IdNr.: ${d.s.vat}`,
    ],
    8,
  );
  return p.pages();
}

function drawUs(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 730);
  const { m, q, dt } = d;
  const b = d.b as KitParty & { state?: string };
  const s = d.s as KitParty & { state?: string };
  p.put(40, 50, s.name, { size: 14, bold: true });
  lines(
    p,
    50,
    58,
    [s.street, `${s.city}, ${s.state} ${s.pc}`, `Phone (${d.t.int(200, 989)}) 555-${d.t.digits(4)}`],
    8,
  );
  p.put(40, 545, 'INVOICE', { size: 20, bold: true, right: true });
  const info: Array<[string, string]> = [
    ['Invoice #', d.number],
    ['Invoice Date', dt(d.issue)],
    ['Due Date', dt(d.due)],
    ['Terms', 'Net 30'],
  ];
  info.forEach(([l, v], i) => {
    p.put(70 + i * 12, 400, l, { size: 8, bold: true });
    p.put(70 + i * 12, 545, v, { size: 8, right: true });
  });
  p.put(130, 50, 'BILL TO', { size: 8, bold: true });
  lines(p, 50, 142, [b.name, b.street, `${b.city}, ${b.state} ${b.pc}`], 9);
  const sh = (d.ship ?? d.b) as KitParty & { state?: string };
  p.put(130, 300, 'SHIP TO', { size: 8, bold: true });
  lines(p, 300, 142, [sh.name, sh.street, `${sh.city}, ${sh.state} ${sh.pc}`], 9);
  const grid: Array<[string, string]> = [
    ['P.O. Number', d.po || '—'],
    ['Ship Via', d.t.pick(['UPS Ground', 'FedEx Freight', 'Will Call'])],
    ['Ship Date', dt(addDays(d.issue, -1))],
    ['Sales Rep', d.t.pick(['JM', 'KT', 'AR'])],
  ];
  grid.forEach(([l, v], i) => {
    p.put(190, 50 + i * 120, l, { size: 7, bold: true });
    p.put(200, 50 + i * 120, v, { size: 8 });
  });
  const cols: Col[] = [
    { head: 'Item #', x: 50, cell: (i) => i.sku ?? '' },
    { head: 'Description', x: 110, cell: (i) => i.name },
    { head: 'Qty', x: 350, right: true, cell: (i) => q(i.qty) },
    { head: 'U/M', x: 360, cell: (i) => i.unit[0] },
    { head: 'Unit Price', x: 450, right: true, cell: (i) => m(i.price) },
    { head: 'Amount', x: 545, right: true, cell: (i) => m(i.net) },
  ];
  let y = table(p, 225, cols, d.items, 8);
  y = sums(p, y + 6, 370, 545, [
    ['Subtotal', m(d.lineNet)],
    [d.charges[0]?.label ?? '', m(d.chargeT)],
    ['Taxable Amount', m(d.vat[0]?.base ?? '')],
    [`Sales Tax (${d.vat[0]?.rate}%)`, m(d.vatT)],
    ['Total', `$${m(d.gross)}`, true],
    ['Balance Due', `$${m(d.gross)}`, true],
  ]);
  lines(
    p,
    50,
    y + 10,
    [
      `Please remit payment by ACH or check. Make checks payable to ${s.name}.`,
      `ACH: ${d.t.pick(['First National Bank', 'Chase Bank', 'Wells Fargo'])} · Routing ${d.t.digits(9)} · Account ${d.account}${d.bic ? ` · SWIFT ${d.bic}` : ''}`,
      'Thank you for your business!',
    ],
    8,
  );
  everyPage(rows, p.pages(), (pg, n) => [[790, 480, `Page ${pg} of ${n}`, 7]]);
  return p.pages();
}

function qrRef(t: Tools) {
  const r = t.digits(27);
  return `${r.slice(0, 2)} ${r.slice(2, 7)} ${r.slice(7, 12)} ${r.slice(12, 17)} ${r.slice(17, 22)} ${r.slice(22)}`;
}

function drawCh(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 520);
  const { m, q, dt } = d;
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  lines(p, 50, 58, [`${d.s.street}, CH-${d.s.pc} ${d.s.city}`, `MWST-Nr. ${d.s.vatShown}`], 8);
  lines(p, 330, 110, [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, 'Schweiz'], 10);
  p.put(180, 50, `Rechnung ${d.number}`, { size: 13, bold: true });
  const info: Array<[string, string]> = [
    ['Rechnungsdatum', dt(d.issue)],
    ['Zahlbar bis', dt(d.due)],
    ...(d.buyerVat ? ([['Ihre MWST-Nr.', d.b.vatShown ?? '']] as Array<[string, string]>) : []),
  ];
  info.forEach(([l, v], i) => {
    p.put(110 + i * 11, 50, l, { size: 8 });
    p.put(110 + i * 11, 130, v, { size: 8 });
  });
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (i) => i.id },
    { head: 'Art.-Nr.', x: 75, cell: (i) => i.sku ?? '' },
    { head: 'Bezeichnung', x: 125, cell: (i) => i.name },
    { head: 'Menge', x: 340, right: true, cell: (i) => q(i.qty) },
    { head: 'Einheit', x: 348, cell: (i) => i.unit[0] },
    { head: 'Preis', x: 435, right: true, cell: (i) => m(i.price) },
    { head: 'MWST', x: 475, right: true, cell: (i) => `${i.rate}%` },
    { head: 'Betrag CHF', x: 545, right: true, cell: (i) => m(i.net) },
  ];
  let y = table(p, 205, cols, d.items, 8);
  const pairs: Array<[string, string, boolean?]> = [['Total exkl. MWST', m(d.lineNet)]];
  for (const v of d.vat) pairs.push([`MWST ${v.rate}% von ${m(v.base)}`, m(v.tax)]);
  pairs.push(['Total MWST', m(d.vatT)]);
  pairs.push(['Total inkl. MWST CHF', m(d.gross), true]);
  y = sums(p, y + 6, 330, 545, pairs);
  lines(p, 50, y + 6, ['Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.'], 8);
  // the QR-bill-like payment part at the bottom of the last page
  const last = p.pages();
  const put = (yy: number, x: number, s: string, size = 8, bold = false) =>
    rows.push([yy, x, s, { size, bold, page: last }]);
  put(575, 50, 'Empfangsschein', 11, true);
  put(595, 50, 'Konto / Zahlbar an', 6, true);
  put(604, 50, spaced(d.iban), 7);
  put(613, 50, d.s.name, 7);
  put(622, 50, `${d.s.pc} ${d.s.city}`, 7);
  put(640, 50, 'Referenz', 6, true);
  const ref = qrRef(d.t);
  put(649, 50, ref.slice(0, 20), 7);
  put(700, 50, 'Währung', 6, true);
  put(700, 95, 'Betrag', 6, true);
  put(710, 50, 'CHF', 7);
  put(710, 95, m(d.gross).replace(/'/g, ' '), 7);
  put(575, 230, 'Zahlteil', 11, true);
  put(700, 230, 'Währung', 7, true);
  put(700, 280, 'Betrag', 7, true);
  put(710, 230, 'CHF', 8);
  put(710, 280, m(d.gross).replace(/'/g, ' '), 8);
  put(595, 380, 'Konto / Zahlbar an', 7, true);
  put(605, 380, spaced(d.iban), 8);
  put(615, 380, d.s.name, 8);
  put(625, 380, `${d.s.street}`, 8);
  put(635, 380, `${d.s.pc} ${d.s.city}`, 8);
  put(655, 380, 'Referenz', 7, true);
  put(665, 380, ref, 8);
  put(685, 380, 'Zahlbar durch', 7, true);
  put(695, 380, d.b.name, 8);
  put(705, 380, `${d.b.pc} ${d.b.city}`, 8);
  everyPage(rows, p.pages(), (pg, n) => [[548, 480, `Seite ${pg}/${n}`, 7]]);
  return p.pages();
}

const PROV: Record<string, string> = { Milano: 'MI', Torino: 'TO', Bologna: 'BO', Verona: 'VR' };

function drawIt(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 740);
  const { m, q, dt } = d;
  const cf = (v?: string) => (v ?? '').slice(2);
  p.put(40, 50, 'Copia di cortesia – il documento fiscale è stato trasmesso tramite SdI', { size: 7 });
  p.put(60, 50, 'Cedente/Prestatore', { size: 8, bold: true });
  lines(
    p,
    50,
    72,
    [
      d.s.name,
      d.s.street,
      `${d.s.pc} ${d.s.city} (${PROV[d.s.city] ?? 'MI'}) IT`,
      `P.IVA ${d.s.vat}`,
      `C.F. ${cf(d.s.vat)}`,
    ],
    8,
  );
  p.put(60, 320, 'Cessionario/Committente', { size: 8, bold: true });
  lines(
    p,
    320,
    72,
    [
      d.b.name,
      d.b.street,
      `${d.b.pc} ${d.b.city} (${PROV[d.b.city] ?? 'MI'}) IT`,
      `P.IVA ${d.b.vat}`,
      `Codice destinatario: ${d.t.pick(['M5UXCR1', 'SUBM70N', 'T04ZHR3', '0000000'])}`,
    ],
    8,
  );
  p.put(150, 50, `FATTURA N. ${d.number} del ${dt(d.issue)}`, { size: 12, bold: true });
  p.put(166, 50, 'Tipo documento: TD01 fattura', { size: 8 });
  const cols: Col[] = [
    { head: 'Codice', x: 50, cell: (i) => i.sku ?? '' },
    { head: 'Descrizione', x: 110, cell: (i) => i.name },
    { head: 'Q.tà', x: 330, right: true, cell: (i) => q(i.qty) },
    { head: 'U.M.', x: 338, cell: (i) => i.unit[0] },
    { head: 'Prezzo', x: 430, right: true, cell: (i) => m(i.price) },
    { head: 'IVA %', x: 465, right: true, cell: (i) => `${i.rate},00` },
    { head: 'Importo', x: 545, right: true, cell: (i) => m(i.net) },
  ];
  let y = table(p, 190, cols, d.items, 8);
  y = p.need(y + 6, 40 + d.vat.length * 12);
  p.put(y, 50, 'RIEPILOGO IVA', { size: 8, bold: true });
  p.put(y + 12, 50, 'Aliquota IVA', { size: 8 });
  p.put(y + 12, 200, 'Imponibile', { size: 8, right: true });
  p.put(y + 12, 280, 'Imposta', { size: 8, right: true });
  d.vat.forEach((v, i) => {
    p.put(y + 24 + i * 11, 50, `${v.rate},00%`, { size: 8 });
    p.put(y + 24 + i * 11, 200, m(v.base), { size: 8, right: true });
    p.put(y + 24 + i * 11, 280, m(v.tax), { size: 8, right: true });
  });
  y = sums(
    p,
    y,
    360,
    545,
    [
      ['Totale imponibile', m(d.lineNet)],
      ['Totale IVA', m(d.vatT)],
      ['Totale documento €', m(d.gross), true],
      ['Netto a pagare €', m(d.gross), true],
    ],
    8,
  );
  y = Math.max(y, y + 0) + 6;
  lines(
    p,
    50,
    y + d.vat.length * 11,
    [
      `Modalità di pagamento: MP05 bonifico – Scadenza ${dt(d.due)}`,
      `IBAN: ${d.iban}${d.bic ? ` – BIC/SWIFT ${d.bic}` : ''}`,
    ],
    8,
  );
  everyPage(rows, p.pages(), (pg, n) => [[795, 480, `Pagina ${pg} di ${n}`, 7]]);
  return p.pages();
}

function drawFr(d: Doc, rows: Row[]): number {
  const p = pager(rows, 70, 735);
  const { m, q, dt } = d;
  const sym = d.cur === 'USD' ? 'USD' : '€';
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  lines(p, 50, 58, [d.s.street, `${d.s.pc} ${d.s.city}`, 'France'], 8);
  lines(p, 320, 100, [d.b.name, d.b.street, cityLine(d.b), country(d.b.country, 'fr').toUpperCase()], 10);
  p.put(170, 50, `FACTURE N° ${d.number}`, { size: 13, bold: true });
  const info: Array<[string, string]> = [
    ['Date de facture', dt(d.issue)],
    ['Date d’échéance', dt(d.due)],
    ...(d.po ? ([['Votre commande', d.po]] as Array<[string, string]>) : []),
    ...(d.cat === 'AE'
      ? []
      : ([['Incoterm', d.t.pick(['DAP', 'FCA Lyon', 'EXW'])]] as Array<[string, string]>)),
    ...(d.buyerVat ? ([['N° TVA client', d.b.vat ?? '']] as Array<[string, string]>) : []),
  ];
  info.forEach(([l, v], i) => {
    p.put(188 + i * 11, 50, `${l} :`, { size: 8 });
    p.put(188 + i * 11, 150, v, { size: 8 });
  });
  const y0 = 188 + info.length * 11 + 12;
  const cols: Col[] = [
    { head: 'Réf.', x: 50, cell: (i) => i.sku ?? '' },
    { head: 'Désignation', x: 95, cell: (i) => i.name },
    { head: 'Qté', x: 340, right: true, cell: (i) => q(i.qty) },
    { head: 'Unité', x: 348, cell: (i) => i.unit[0] },
    { head: 'P.U. HT', x: 450, right: true, cell: (i) => m(i.price) },
    { head: `Montant HT ${sym}`, x: 545, right: true, cell: (i) => m(i.net) },
  ];
  let y = table(p, y0, cols, d.items, 8);
  const pairs: Array<[string, string, boolean?]> = [['Total HT marchandises', m(d.lineNet)]];
  for (const c of d.charges) pairs.push([c.label, m(c.amount)]);
  if (d.charges.length) pairs.push(['Total HT', m(d.vat[0]?.base ?? '')]);
  pairs.push(['TVA 0 %', m(d.vatT)]);
  pairs.push([`Total TTC ${sym}`, m(d.gross), true]);
  pairs.push([`Net à payer ${sym}`, m(d.gross), true]);
  y = sums(p, y + 6, 330, 545, pairs);
  lines(p, 50, y + 8, [d.reason, `Règlement par virement – IBAN ${spaced(d.iban)} – BIC ${d.bic}`], 8);
  const siren = d.s.vat?.slice(4) ?? '';
  everyPage(rows, p.pages(), (pg, n) => [
    [785, 50, `${d.s.name} – SAS au capital de 50 000 € – RCS ${d.s.city} ${siren} – SIRET ${siren}00018`, 6],
    [794, 50, `N° TVA intracommunautaire : ${d.s.vat}`, 6],
    [794, 500, `Page ${pg}/${n}`, 6],
  ]);
  return p.pages();
}

const WRAP: Record<Tpl, number> = {
  export14: 48,
  igl14: 40,
  market14: 44,
  shop14: 48,
  us14: 45,
  ch14: 40,
  it14: 44,
  fr14: 48,
};

const DRAW: Record<Tpl, (d: Doc, rows: Row[]) => number> = {
  export14: drawExport,
  igl14: drawIgl,
  market14: drawMarket,
  shop14: drawShop,
  us14: drawUs,
  ch14: drawCh,
  it14: drawIt,
  fr14: drawFr,
};

/** Document k of blind45: template k mod 8. */
export function generateBlind45(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND45_TPLS[k % BLIND45_TPLS.length] as Tpl;
  if (k === 0) for (const key of Object.keys(KIND_IDS)) KIND_IDS[key as Tpl] = 0;
  const d = build(tpl, k, h, t);
  const inv = truth(d);
  // long descriptions wrap into sub-lines (after the truth took the whole name)
  for (const it of d.items) {
    const w = wrapWords(it.name, WRAP[tpl]);
    if (w.length > 1) {
      it.sub = [...w.slice(1), ...it.sub];
      it.name = w[0] as string;
    }
  }
  const rows: Row[] = [];
  const nPages = DRAW[tpl](d, rows);
  return { inv, rows: rows.filter((r) => r[2].trim()), nPages };
}
