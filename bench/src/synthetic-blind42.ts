/**
 * Held-out set `blind42` (session 27, issue 19): credit notes, corrections and document-level
 * amounts, written before opening anything under packages/extract and without reading the other
 * blind generators. Eight layouts, document k is layout k mod 8:
 *
 * - `gut11`   German credit note ("Gutschrift" / "Rechnungskorrektur") referring to the invoice it
 *             corrects ("zu Rechnung Nr. … vom …"); printed positive (→ 381) or with negative amounts
 *             "-12,50" / "12,50-" (→ 380 with negative amounts, as blind30–33 keep them);
 * - `storno11` German Stornorechnung of an ERP (label row over value row, SAP-like positions 10, 20,
 *             30), every amount and quantity negative (→ 380 negative), "Storno zu Rechnung …";
 * - `gsv11`   self-billing credit note "Gutschrift im Gutschriftsverfahren": the letterhead is the
 *             BUYER who issues it, the address window holds the SELLER (the supplier who receives
 *             the money, "Ihre USt-IdNr."), payment "auf Ihr Konto IBAN …" (→ 389);
 * - `schluss11` German construction Schlussrechnung with LV positions (1.1, 1.2, 2.1 …), the gross
 *             total minus "abzüglich Abschlagszahlung n vom …" (BT-113 paid, BT-115 the rest);
 * - `rabatt11` German wholesale invoice: 19 % and 7 % goods, Leergut/Pfand returns and Retoure as
 *             negative lines, document Rabatt per rate, Fracht, Verpackung, Mindermengenzuschlag,
 *             a VAT table, Skonto printed but not deducted;
 * - `en11`    UK tax invoice / credit note: VAT codes S/R/Z/E (20 %, 5 %, 0 % zero-rated, exempt with
 *             its reason), trade discount and carriage, "Less paid on account", credit notes with
 *             amounts in brackets "(12.50)" (→ 380 negative) or positive (→ 381);
 * - `fr11`    French facture / facture de solde (acomptes déduits) / avoir "sur facture n° … du …",
 *             20 % / 10 % / 5,5 % and an exempt training line, remise globale, frais de port;
 * - `nl11`    Dutch factuur / creditnota "Betreft factuur … d.d. …", 21 % / 9 % / 0 % vrijgesteld,
 *             korting and verzendkosten, "Reeds betaald" / "Te betalen", credit notes "€ -12,50".
 *
 * Truth: the printed document. Line ids are the printed position where a position column exists
 * (gut11, storno11, schluss11, nl11), else 1, 2, 3 … Document allowances and charges go into BG-20/21
 * per VAT rate, advance payments into BT-113; the scorer reads neither, but BT-109, BT-112 and BT-115
 * follow from them.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  addr3,
  anyParty,
  bicOf,
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  longDate,
  MONTH_NAMES,
  pager,
  personName,
  type Tools,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND42_TPLS = [
  'gut11',
  'storno11',
  'gsv11',
  'schluss11',
  'rabatt11',
  'en11',
  'fr11',
  'nl11',
] as const;
type Tpl = (typeof BLIND42_TPLS)[number];
type Lang = 'de' | 'en' | 'fr' | 'nl';
/** How a negative amount is printed. */
type NegStyle = 'minus' | 'trail' | 'paren' | 'none';

interface Ln {
  id: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  rate: string;
  cat: string;
  name: string;
  code: string;
}
interface AC {
  reason: string;
  amount: string;
  rate: string;
  cat: string;
}
interface Adv {
  no: string;
  date: string;
  inv: string;
  net: string;
  tax: string;
  gross: string;
}
interface VatRow {
  rate: string;
  cat: string;
  base: string;
  tax: string;
  reason: string;
}
interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  t: Tools;
  s: KitParty;
  b: KitParty;
  number: string;
  cur: string;
  issue: string;
  due: string;
  dueShown: boolean;
  po: string;
  ref?: { orig: string; date: string };
  type: '380' | '381' | '389';
  neg: NegStyle;
  lines: Ln[];
  allow: AC[];
  charge: AC[];
  adv: Adv[];
  vat: VatRow[];
  lineNet: string;
  allowT: string;
  chargeT: string;
  taxExcl: string;
  vatT: string;
  gross: string;
  paid: string;
  amountDue: string;
  iban: string;
  bic: string;
  taxNo: string;
  buyerVat: boolean;
  custNo: string;
}

const UNITS: Record<string, readonly [string, string]> = {
  Stk: ['Stk', 'C62'],
  'St.': ['St.', 'H87'],
  Std: ['Std', 'HUR'],
  m: ['m', 'MTR'],
  'm²': ['m²', 'MTK'],
  'm³': ['m³', 'MTQ'],
  kg: ['kg', 'KGM'],
  t: ['t', 'TNE'],
  l: ['l', 'LTR'],
  psch: ['psch', 'LS'],
  Kasten: ['Kasten', 'XCR'],
  Karton: ['Karton', 'XCS'],
  Pkt: ['Pkt', 'XPK'],
  each: ['each', 'C62'],
  hrs: ['hrs', 'HUR'],
  day: ['day', 'DAY'],
  box: ['box', 'XBX'],
  pce: ['pce', 'C62'],
  h: ['h', 'HUR'],
  jour: ['jour', 'DAY'],
  carton: ['carton', 'XCS'],
  stuk: ['stuk', 'C62'],
  uur: ['uur', 'HUR'],
  doos: ['doos', 'XBX'],
  set: ['set', 'SET'],
};
for (const [, code] of Object.values(UNITS))
  if (!codelists.isValidCode('unit', code)) throw new Error(`blind42: unit ${code} not in the code list`);

const NOTATION: Record<Lang, [string, string]> = {
  de: ['.', ','],
  en: [',', '.'],
  fr: [' ', ','],
  nl: ['.', ','],
};

/** An amount in the document's notation, its sign as the document prints negatives. */
function money(d: Doc, v: string): string {
  const [th, dc] = NOTATION[d.lang];
  const x = dec(v);
  const a = groupedMoney(x.abs().toFixed(2), th, dc);
  if (!x.isNegative() || x.isZero()) return a;
  if (d.neg === 'trail') return `${a}-`;
  if (d.neg === 'paren') return `(${a})`;
  return `-${a}`;
}
/** A quantity: integers plain, else with the language's decimal sign; negatives as the amounts. */
function qtyOf(d: Doc, q: string): string {
  const x = dec(q);
  const dc = NOTATION[d.lang][1];
  const a = x.abs().isInteger() ? x.abs().toFixed(0) : x.abs().toString().replace('.', dc);
  if (!x.isNegative()) return a;
  if (d.neg === 'trail') return `${a}-`;
  if (d.neg === 'paren') return `(${a})`;
  return `-${a}`;
}
const rateOf = (d: Doc, r: string, sp = ' ') => `${r.replace('.', NOTATION[d.lang][1])}${sp}%`;
function dateOf(d: Doc, iso: string, long = false): string {
  if (long && d.lang === 'en')
    return `${Number(iso.slice(8))} ${MONTH_NAMES.en[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  if (long) return longDate(iso, d.lang);
  const [y, m, dd] = iso.split('-');
  if (d.lang === 'de') return `${dd}.${m}.${y}`;
  if (d.lang === 'nl') return `${dd}-${m}-${y}`;
  return `${dd}/${m}/${y}`;
}

interface Item {
  name: string;
  unit: keyof typeof UNITS;
  price: [number, number];
  rate: string;
  cat?: string;
  frac?: boolean;
}
const CATALOG: Record<Tpl, Item[]> = {
  gut11: [
    { name: 'Bürostuhl Ergo Plus schwarz', unit: 'Stk', price: [180, 420], rate: '19' },
    { name: 'Schreibtisch höhenverstellbar 160x80', unit: 'Stk', price: [390, 780], rate: '19' },
    { name: 'Monitorarm Doppel', unit: 'Stk', price: [60, 140], rate: '19' },
    { name: 'Montageleistung', unit: 'Std', price: [55, 85], rate: '19', frac: true },
    { name: 'Fachbuch Büroorganisation', unit: 'Stk', price: [25, 60], rate: '7' },
    { name: 'Aktenschrank Stahl 2 Türen', unit: 'Stk', price: [240, 520], rate: '19' },
    { name: 'Teppichfliesen Anthrazit', unit: 'm²', price: [18, 34], rate: '19', frac: true },
  ],
  storno11: [
    { name: 'Hydraulikschlauch DN 12 2SN', unit: 'm', price: [9, 22], rate: '19', frac: true },
    { name: 'Kugellager 6205-2RS', unit: 'Stk', price: [6, 19], rate: '19' },
    { name: 'Getriebeöl CLP 220', unit: 'l', price: [7, 14], rate: '19' },
    { name: 'Keilriemen SPA 1250', unit: 'Stk', price: [11, 29], rate: '19' },
    { name: 'Servicetechniker vor Ort', unit: 'Std', price: [78, 96], rate: '19', frac: true },
    { name: 'Dichtungssatz Zylinder 63 mm', unit: 'Stk', price: [24, 68], rate: '19' },
    { name: 'Anfahrtspauschale', unit: 'psch', price: [45, 90], rate: '19' },
  ],
  gsv11: [
    { name: 'Honorar Taschenbuchausgabe', unit: 'psch', price: [400, 2600], rate: '7' },
    { name: 'Honorar E-Book-Verkäufe', unit: 'psch', price: [90, 900], rate: '7' },
    { name: 'Lizenzerlöse Hörbuch', unit: 'psch', price: [150, 1200], rate: '7' },
    { name: 'Lesungshonorar Buchmesse', unit: 'psch', price: [250, 600], rate: '19' },
    { name: 'Provision Vermittlung Neukunden', unit: 'psch', price: [300, 2400], rate: '19' },
    { name: 'Reisekostenpauschale', unit: 'psch', price: [80, 240], rate: '19' },
  ],
  schluss11: [
    { name: 'Baustelleneinrichtung', unit: 'psch', price: [600, 1800], rate: '19' },
    { name: 'Mauerwerk KS 17,5 cm', unit: 'm²', price: [48, 79], rate: '19', frac: true },
    { name: 'Stahlbetondecke C25/30', unit: 'm³', price: [310, 460], rate: '19', frac: true },
    { name: 'Wärmedämmung WLG 035', unit: 'm²', price: [28, 55], rate: '19', frac: true },
    { name: 'Regiearbeiten Facharbeiter', unit: 'Std', price: [52, 68], rate: '19', frac: true },
    { name: 'Entsorgung Bauschutt', unit: 't', price: [38, 95], rate: '19', frac: true },
    { name: 'Fensterbank Naturstein', unit: 'm', price: [45, 110], rate: '19', frac: true },
    { name: 'Estrich CT-C25-F4 6 cm', unit: 'm²', price: [22, 36], rate: '19', frac: true },
  ],
  rabatt11: [
    { name: 'Apfelschorle 12x1,0 l', unit: 'Kasten', price: [7, 12], rate: '19' },
    { name: 'Mineralwasser medium 12x0,7 l', unit: 'Kasten', price: [5, 9], rate: '19' },
    { name: 'Vollmilch 3,5 % 12x1 l', unit: 'Karton', price: [10, 16], rate: '7' },
    { name: 'Kaffee Crema ganze Bohne 1 kg', unit: 'Pkt', price: [13, 22], rate: '7' },
    { name: 'Orangensaft 6x1,0 l', unit: 'Karton', price: [9, 15], rate: '19' },
    { name: 'Zucker Portionssticks 1000 St.', unit: 'Karton', price: [14, 24], rate: '7' },
    { name: 'Spülmaschinentabs 150 St.', unit: 'Pkt', price: [18, 32], rate: '19' },
    { name: 'Emmentaler am Stück', unit: 'kg', price: [9, 15], rate: '7', frac: true },
  ],
  en11: [
    { name: 'Office chair mesh back', unit: 'each', price: [90, 260], rate: '20', cat: 'S' },
    { name: 'Printer toner cartridge black', unit: 'each', price: [35, 95], rate: '20', cat: 'S' },
    { name: 'Childrens safety car seat', unit: 'each', price: [60, 180], rate: '5', cat: 'S' },
    { name: 'Technical handbook hardback', unit: 'each', price: [20, 70], rate: '0', cat: 'Z' },
    { name: 'Health and safety training course', unit: 'day', price: [250, 650], rate: '0', cat: 'E' },
    { name: 'Copier paper A4 80gsm', unit: 'box', price: [18, 32], rate: '20', cat: 'S' },
    { name: 'Installation labour', unit: 'hrs', price: [40, 75], rate: '20', cat: 'S', frac: true },
  ],
  fr11: [
    { name: 'Fauteuil de bureau ergonomique', unit: 'pce', price: [150, 380], rate: '20' },
    { name: 'Travaux de peinture intérieure', unit: 'h', price: [38, 55], rate: '10', frac: true },
    { name: 'Repas traiteur séminaire', unit: 'pce', price: [18, 35], rate: '10' },
    { name: 'Eau minérale 6x1,5 l', unit: 'carton', price: [3, 6], rate: '5.5' },
    { name: 'Formation sécurité incendie', unit: 'jour', price: [450, 900], rate: '0', cat: 'E' },
    { name: 'Cartouche encre noire', unit: 'pce', price: [25, 70], rate: '20' },
    { name: 'Livre technique bâtiment', unit: 'pce', price: [25, 60], rate: '5.5' },
  ],
  nl11: [
    { name: 'Koffiebonen espresso 1 kg', unit: 'doos', price: [14, 26], rate: '9' },
    { name: 'Vergaderstoel grijs', unit: 'stuk', price: [80, 240], rate: '21' },
    { name: 'Beamer huur per dag', unit: 'stuk', price: [60, 140], rate: '21' },
    { name: 'Consultancy implementatie', unit: 'uur', price: [85, 125], rate: '21', frac: true },
    { name: 'Cursus bedrijfshulpverlening', unit: 'stuk', price: [180, 420], rate: '0', cat: 'E' },
    { name: 'Thee assortiment 6 x 20 zakjes', unit: 'doos', price: [9, 18], rate: '9' },
    { name: 'Whiteboardmarkers set van 4', unit: 'set', price: [6, 14], rate: '21' },
  ],
};
const REASONS: Record<Lang, string> = {
  de: 'Steuerfrei nach § 4 Nr. 21 UStG',
  en: 'Exempt - education and vocational training',
  fr: 'Exonération de TVA, article 261-4-4° du CGI',
  nl: 'Vrijgesteld van btw (art. 11 Wet OB)',
};

const sum = (xs: readonly string[]) => round(xs.reduce((a, x) => a.plus(dec(x)), dec(0)));
const r2 = (x: ReturnType<typeof dec>) => round(x);

/** Lines, allowances, charges, VAT rows and totals of a document. */
function buildLines(d: Doc, n: number, opts: { posStyle: 'n' | 'sap' | 'lv' | 'none'; negLines: boolean }) {
  const { t } = d;
  const items = CATALOG[d.tpl];
  const lines: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const it = t.pick(items);
    const frac = it.frac && t.rnd() < 0.6;
    let qty = frac ? (t.int(5, 400) / 4).toString() : String(t.int(1, 24));
    if (it.unit === 'psch') qty = '1';
    const price = (t.int(it.price[0] * 100, it.price[1] * 100) / 100).toFixed(2);
    let net = r2(dec(qty).times(dec(price)));
    if (d.type === '380' && d.neg !== 'none') {
      qty = dec(qty).negated().toString();
      net = dec(net).negated().toFixed(2);
    }
    const id =
      opts.posStyle === 'sap'
        ? String((i + 1) * 10)
        : opts.posStyle === 'lv'
          ? `${Math.floor(i / 4) + 1}.${(i % 4) + 1}`
          : String(i + 1);
    lines.push({
      id,
      qty,
      unit: UNITS[it.unit] ?? ['Stk', 'C62'],
      price,
      net,
      rate: it.rate,
      cat: it.cat ?? (it.rate === '0' ? 'E' : 'S'),
      name: it.name,
      code: `${t.int(10, 99)}${t.digits(4)}`,
    });
  }
  if (opts.negLines) {
    // returns and deposit refunds: negative quantities at a positive price
    const ret: Array<[string, keyof typeof UNITS, string, string]> =
      d.tpl === 'rabatt11'
        ? [
            ['Leergut-Rückgabe Kasten Pfand', 'Kasten', '1.50', '19'],
            ['Pfand Flaschen 0,25 € zurück', 'Stk', '0.25', '19'],
            ['Retoure Vollmilch MHD', 'Karton', '11.40', '7'],
          ]
        : d.lang === 'nl'
          ? [['Retour statiegeld kratten', 'stuk', '3.90', '21']]
          : d.lang === 'fr'
            ? [['Retour consigne palettes', 'pce', '12.00', '20']]
            : [['Returned goods credit', 'each', '24.50', '20']];
    const k = t.int(1, ret.length);
    for (let j = 0; j < k; j++) {
      const [name, u, price, rate] = ret[j] ?? ret[0] ?? ['', 'Stk', '1.00', '19'];
      const qty = String(-t.int(2, 20));
      lines.splice(t.int(1, lines.length), 0, {
        id: '',
        qty,
        unit: UNITS[u] ?? ['Stk', 'C62'],
        price,
        net: r2(dec(qty).times(dec(price))),
        rate,
        cat: 'S',
        name,
        code: `${t.int(10, 99)}${t.digits(4)}`,
      });
    }
    lines.forEach((l, i) => {
      l.id = String(i + 1);
    });
  }
  d.lines = lines;
}

function finish(d: Doc) {
  const key = (cat: string, rate: string) => `${cat}|${rate}`;
  const g = new Map<string, ReturnType<typeof dec>>();
  const add = (cat: string, rate: string, v: ReturnType<typeof dec>) =>
    g.set(key(cat, rate), (g.get(key(cat, rate)) ?? dec(0)).plus(v));
  for (const l of d.lines) add(l.cat, l.rate, dec(l.net));
  for (const a of d.allow) add(a.cat, a.rate, dec(a.amount).negated());
  for (const c of d.charge) add(c.cat, c.rate, dec(c.amount));
  d.vat = [...g.entries()]
    .map(([k, base]) => {
      const [cat = 'S', rate = '0'] = k.split('|');
      const tax = cat === 'S' ? r2(base.times(dec(rate)).dividedBy(100)) : '0.00';
      return { rate, cat, base: r2(base), tax, reason: cat === 'E' ? REASONS[d.lang] : '' };
    })
    .sort((a, b) => Number(b.rate) - Number(a.rate) || a.cat.localeCompare(b.cat));
  d.lineNet = sum(d.lines.map((l) => l.net));
  d.allowT = sum(d.allow.map((a) => a.amount));
  d.chargeT = sum(d.charge.map((a) => a.amount));
  d.taxExcl = r2(dec(d.lineNet).minus(dec(d.allowT)).plus(dec(d.chargeT)));
  d.vatT = sum(d.vat.map((v) => v.tax));
  d.gross = r2(dec(d.taxExcl).plus(dec(d.vatT)));
  d.paid = sum(d.adv.map((a) => a.gross));
  d.amountDue = r2(dec(d.gross).minus(dec(d.paid)));
}

/** Document allowances: `pct` percent of the goods of each rate (returns included). */
function discountPerRate(d: Doc, pct: number, reason: string) {
  const byRate = new Map<string, { cat: string; v: ReturnType<typeof dec> }>();
  for (const l of d.lines) {
    if (l.cat !== 'S') continue;
    const cur = byRate.get(l.rate) ?? { cat: l.cat, v: dec(0) };
    byRate.set(l.rate, { cat: cur.cat, v: cur.v.plus(dec(l.net)) });
  }
  for (const [rate, { cat, v }] of [...byRate.entries()].sort((a, b) => Number(b[0]) - Number(a[0]))) {
    const amount = r2(v.times(pct).dividedBy(100));
    if (dec(amount).greaterThan(0)) d.allow.push({ reason, amount, rate, cat });
  }
}

function build(tpl: Tpl, v: number, h: Helpers, t: Tools): Doc {
  const lang: Lang = tpl === 'en11' ? 'en' : tpl === 'fr11' ? 'fr' : tpl === 'nl11' ? 'nl' : 'de';
  const mm = String(t.int(1, 12)).padStart(2, '0');
  const issue = `2026-${mm}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const sellerCc = lang === 'en' ? 'GB' : lang === 'fr' ? 'FR' : lang === 'nl' ? 'NL' : 'DE';
  const DE_SELLERS: Record<string, string[]> = {
    gut11: ['Büroeinrichtung Kramer GmbH', 'Objektmöbel Lindner KG', 'Raumkonzept Vogt GmbH & Co. KG'],
    storno11: ['Antriebstechnik Seidel GmbH', 'Hydraulik Service Pohl e.K.', 'Industriebedarf Roth AG'],
    gsv11: ['Dr. Sabine Wendt', 'Jens Albrecht Handelsvertretung', 'Miriam Falk Textbüro'],
    schluss11: ['Hochbau Reinhardt GmbH', 'Bauunternehmung Kessler & Sohn', 'Ziegler Bau GmbH'],
    rabatt11: ['Getränke Großhandel Moser GmbH', 'Gastro-Frische Heinemann KG', 'Frischedienst Bauer GmbH'],
  };
  const DE_BUYERS: Record<string, string[]> = {
    gut11: ['Steuerkanzlei Brandt & Partner', 'Praxis Dr. Hofmann', 'Ingenieurbüro Lange GmbH'],
    storno11: ['Maschinenbau Krüger GmbH', 'Kunststofftechnik Wagner AG', 'Papierfabrik Schulte GmbH'],
    gsv11: ['Lindenblatt Verlag GmbH', 'Nordlicht Medien AG', 'Vertriebsgesellschaft Hansa mbH'],
    schluss11: ['Wohnbau Rheinland eG', 'Familie Zimmermann', 'Grundstücksgesellschaft Mühlenfeld GbR'],
    rabatt11: ['Hotel Zur Post', 'Kantine Stadtwerke', 'Café Lindenhof'],
  };
  const s =
    sellerCc === 'DE'
      ? dachParty('DE', t.pick(DE_SELLERS[tpl] ?? ['Muster GmbH']), t)
      : anyParty(sellerCc, h, t);
  const buyerCc =
    lang === 'de'
      ? t.rnd() < 0.85
        ? 'DE'
        : 'AT'
      : lang === 'en'
        ? t.pick(['GB', 'GB', 'DE'])
        : lang === 'fr'
          ? t.pick(['FR', 'FR', 'BE'])
          : t.pick(['NL', 'NL', 'BE', 'DE']);
  const b =
    buyerCc === 'DE' && lang === 'de'
      ? dachParty('DE', t.pick(DE_BUYERS[tpl] ?? ['Kunde GmbH']), t)
      : buyerCc === 'AT'
        ? dachParty('AT', t.pick(['Alpenhof Gastro GmbH', 'Kaiser Bau GmbH', 'Donau Handel OG']), t)
        : anyParty(buyerCc, h, t);
  const d: Doc = {
    tpl,
    v,
    lang,
    t,
    s,
    b,
    number: '',
    cur: lang === 'en' ? 'GBP' : 'EUR',
    issue,
    due: addDays(issue, t.pick([14, 21, 30])),
    dueShown: false,
    po: '',
    type: '380',
    neg: 'none',
    lines: [],
    allow: [],
    charge: [],
    adv: [],
    vat: [],
    lineNet: '',
    allowT: '',
    chargeT: '',
    taxExcl: '',
    vatT: '',
    gross: '',
    paid: '',
    amountDue: '',
    iban: ibanOfCountry(sellerCc, t),
    bic: bicOf(sellerCc, t),
    taxNo: '',
    buyerVat: false,
    custNo: String(t.int(10000, 99999)),
  };
  const long = v === 5 || (v === 2 && (tpl === 'schluss11' || tpl === 'rabatt11'));
  const n = long ? t.int(30, 38) : t.int(3, 8);
  const origDate = addDays(issue, -t.int(4, 45));
  switch (tpl) {
    case 'gut11': {
      d.number = `GS-2026-${t.digits(4)}`;
      d.ref = { orig: `RE-2026-${t.digits(4)}`, date: origDate };
      d.neg = v % 2 === 0 ? 'none' : v % 4 === 1 ? 'minus' : 'trail';
      d.type = d.neg === 'none' ? '381' : '380';
      d.taxNo = t.rnd() < 0.5 ? `${t.int(100, 399)}/${t.int(100, 999)}/${t.digits(5)}` : '';
      d.buyerVat = v % 3 === 0;
      buildLines(d, n, { posStyle: 'n', negLines: false });
      break;
    }
    case 'storno11': {
      d.number = `${t.pick(['ST', 'SR'])} ${t.int(9000, 9099)}${t.digits(4)}`;
      d.ref = { orig: `${t.int(9000, 9099)}${t.digits(4)}`, date: origDate };
      d.neg = v % 3 === 2 ? 'trail' : 'minus';
      d.po = `BE-${t.digits(6)}`;
      d.buyerVat = true;
      buildLines(d, n, { posStyle: 'sap', negLines: false });
      break;
    }
    case 'gsv11': {
      // the issuer is the buyer; the seller is the payee in the address window
      d.number = `GU-${t.int(24, 26)}-${t.digits(5)}`;
      d.type = '389';
      d.buyerVat = true;
      d.taxNo = v % 2 === 0 ? `${t.int(10, 99)}/${t.int(100, 999)}/${t.digits(5)}` : '';
      buildLines(d, long ? n : t.int(2, 5), { posStyle: 'none', negLines: false });
      break;
    }
    case 'schluss11': {
      d.number = `SR ${t.int(2025, 2026)}-${t.int(100, 999)}`;
      d.dueShown = true;
      d.taxNo = `${t.int(100, 399)}/${t.int(100, 999)}/${t.digits(5)}`;
      d.buyerVat = false;
      buildLines(d, long ? n : t.int(6, 12), { posStyle: 'lv', negLines: false });
      break;
    }
    case 'rabatt11': {
      d.number = `RE ${t.int(40, 49)}${t.digits(5)}`;
      d.dueShown = v % 2 === 0;
      d.buyerVat = v % 4 === 1;
      buildLines(d, n, { posStyle: 'none', negLines: true });
      break;
    }
    case 'en11': {
      const credit = v % 4 === 1 || v % 4 === 3;
      d.number = credit ? `CN-${t.digits(5)}` : `INV-${t.int(10, 99)}${t.digits(3)}`;
      if (credit) {
        d.ref = { orig: `INV-${t.int(10, 99)}${t.digits(3)}`, date: origDate };
        d.neg = v % 4 === 1 ? 'paren' : 'none';
        d.type = d.neg === 'none' ? '381' : '380';
      } else d.dueShown = true;
      d.po = t.rnd() < 0.6 ? `PO${t.digits(5)}` : '';
      d.buyerVat = d.b.country !== 'GB' || t.rnd() < 0.5;
      buildLines(d, n, { posStyle: 'none', negLines: !credit && v % 4 === 2 });
      break;
    }
    case 'fr11': {
      const avoir = v % 4 === 3;
      d.number = avoir ? `AV${t.int(2025, 2026)}-${t.digits(4)}` : `F${t.int(2025, 2026)}-${t.digits(4)}`;
      if (avoir) {
        d.ref = { orig: `F2026-${t.digits(4)}`, date: origDate };
        d.neg = v === 7 ? 'minus' : 'none';
        d.type = d.neg === 'none' ? '381' : '380';
      } else d.dueShown = true;
      d.buyerVat = true;
      buildLines(d, n, { posStyle: 'none', negLines: !avoir && v % 4 === 1 });
      break;
    }
    case 'nl11': {
      const credit = v % 4 === 2;
      d.number = credit ? `CN${t.int(2025, 2026)}-${t.digits(3)}` : `${t.int(2025, 2026)}${t.digits(4)}`;
      if (credit) {
        d.ref = { orig: `2026${t.digits(4)}`, date: origDate };
        d.neg = 'minus';
        d.type = '380';
      } else d.dueShown = true;
      d.buyerVat = d.b.country !== 'NL' || t.rnd() < 0.4;
      buildLines(d, n, { posStyle: 'n', negLines: !credit && v % 4 === 1 });
      break;
    }
  }
  // document-level amounts on invoices
  if (d.neg === 'none' && d.type !== '389') {
    if (tpl === 'rabatt11') {
      discountPerRate(d, t.pick([2, 3, 5]), 'Rabatt');
      const ch: Array<[string, number, number]> = [
        ['Fracht', 12, 48],
        ['Verpackung', 4, 15],
        ['Mindermengenzuschlag', 10, 25],
      ];
      for (const [reason, lo, hi] of ch)
        if (reason === 'Fracht' || t.rnd() < 0.5)
          d.charge.push({
            reason,
            amount: (t.int(lo * 100, hi * 100) / 100).toFixed(2),
            rate: '19',
            cat: 'S',
          });
    } else if (tpl === 'en11' && !d.ref && v % 2 === 0) {
      discountPerRate(d, t.pick([5, 10]), 'Trade discount');
      d.charge.push({ reason: 'Carriage', amount: (t.int(8, 35) + 0.5).toFixed(2), rate: '20', cat: 'S' });
    } else if (tpl === 'fr11' && !d.ref && v % 2 === 0) {
      discountPerRate(d, t.pick([3, 5]), 'Remise');
      d.charge.push({
        reason: 'Frais de port',
        amount: (t.int(9, 30) + 0.9).toFixed(2),
        rate: '20',
        cat: 'S',
      });
    } else if (tpl === 'nl11' && !d.ref && v % 2 === 1) {
      discountPerRate(d, t.pick([2, 5]), 'Korting');
      d.charge.push({
        reason: 'Verzendkosten',
        amount: (t.int(5, 15) + 0.95).toFixed(2),
        rate: '21',
        cat: 'S',
      });
    }
  }
  finish(d);
  // advance payments deducted (gross), with their own net and VAT
  const advances =
    tpl === 'schluss11'
      ? t.int(1, 3)
      : (tpl === 'fr11' && v % 4 === 2) || (tpl === 'en11' && v === 6)
        ? 1
        : tpl === 'nl11' && v % 4 === 3
          ? 1
          : 0;
  if (advances) {
    const rate = d.vat[0]?.rate ?? '19';
    let left = dec(d.taxExcl).times(0.85);
    for (let i = 0; i < advances; i++) {
      const step = left.greaterThan(5000) ? 100 : 10;
      const raw = left.times(t.int(25, 45)).dividedBy(100).dividedBy(step).floor().times(step);
      const net = r2(raw.greaterThan(0) ? raw : dec(step));
      left = left.minus(dec(net));
      const tax = r2(dec(net).times(dec(rate)).dividedBy(100));
      d.adv.push({
        no: String(i + 1),
        date: addDays(issue, -t.int(20, 60) * (advances - i)),
        inv: `AR-${t.int(100, 999)}`,
        net,
        tax,
        gross: r2(dec(net).plus(dec(tax))),
      });
    }
    finish(d);
  }
  return d;
}

/** The truth: what the page prints. */
function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur, typeCode: d.type });
  if (d.dueShown) inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  if (d.ref) inv.precedingInvoices = [{ number: d.ref.orig, issueDate: d.ref.date }];
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    vatId: d.s.vat,
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.allowances = d.allow.map((a) => ({
    amount: a.amount,
    vatCategoryCode: a.cat,
    vatRate: a.rate,
    reason: a.reason,
  }));
  inv.charges = d.charge.map((a) => ({
    amount: a.amount,
    vatCategoryCode: a.cat,
    vatRate: a.rate,
    reason: a.reason,
  }));
  inv.totals = {
    lineNetTotal: d.lineNet,
    ...(d.allow.length ? { allowanceTotal: d.allowT } : {}),
    ...(d.charge.length ? { chargeTotal: d.chargeT } : {}),
    taxExclusive: d.taxExcl,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    ...(d.adv.length ? { paidAmount: d.paid } : {}),
    amountDue: d.amountDue,
  };
  inv.vatBreakdown = d.vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: v.cat,
    rate: v.rate,
    ...(v.reason ? { exemptionReason: v.reason } : {}),
  }));
  inv.lines = d.lines.map((l) =>
    synthLine({
      id: l.id,
      qty: l.qty,
      uc: l.unit[1],
      net: l.net,
      netPrice: l.price,
      category: l.cat,
      rate: l.rate,
      name: l.name,
    }),
  );
  return inv;
}

type P = ReturnType<typeof pager>;
interface Col {
  h: string;
  x: number;
  r?: boolean;
  f: (l: Ln) => string;
}
/** An item table: its head again on every new page, `rule` lines under the head when given. */
function table(p: P, y0: number, cols: Col[], lines: Ln[], size = 8.5, step = 13, rule = '') {
  const head = (y: number) => {
    for (const c of cols) p.put(y, c.x, c.h, { size, bold: true, right: c.r });
    if (rule) p.put(y + step - 3, 50, rule, { size: 6 });
    return y + step + (rule ? 4 : 2);
  };
  let y = head(y0);
  for (const l of lines) {
    const pg = p.page();
    y = p.need(y, step);
    if (p.page() !== pg) y = head(y);
    for (const c of cols) p.put(y, c.x, c.f(l), { size, right: c.r });
    y += step;
  }
  return y;
}
/** Label/amount pairs right-aligned at `vx`, the last `bold` ones bold. */
function totals(p: P, y: number, x: number, vx: number, pairs: Array<[string, string]>, bold = 1, size = 9) {
  y = p.need(y, pairs.length * 13 + 10);
  pairs.forEach(([a, v], i) => {
    const st = { size, bold: i >= pairs.length - bold };
    p.put(y + i * 13, x, a, st);
    p.put(y + i * 13, vx, v, { ...st, right: true });
  });
  return y + pairs.length * 13;
}
const RULE = '_'.repeat(120);
/** A party in a German address window, the country under it when abroad. */
const deAddr = (p: KitParty) => [...addr3(p), ...(p.country === 'AT' ? ['Österreich'] : [])];

const drawers: Record<Tpl, (d: Doc, rows: Row[]) => number> = {
  gut11(d, rows) {
    const p = pager(rows, 70, 700);
    const { t } = d;
    p.put(50, 50, d.s.name, { size: 14, bold: true });
    p.put(68, 50, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
    p.put(140, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
    p.block([...addr3(d.b), ...(d.b.country !== 'DE' ? ['Österreich'] : [])], 50, 156, { size: 10 });
    const title = d.v % 3 === 2 ? 'Rechnungskorrektur' : 'Gutschrift';
    const pairs: Array<[string, string]> = [
      [`${title === 'Gutschrift' ? 'Gutschrift' : 'Korrektur'}-Nr.:`, d.number],
      ['Datum:', dateOf(d, d.issue)],
      ['Kunden-Nr.:', d.custNo],
    ];
    if (d.buyerVat && d.b.vat) pairs.push(['Ihre USt-IdNr.:', d.b.vat]);
    p.kv(140, 360, 460, pairs, { size: 9 });
    let y = 260;
    const ref = d.ref ?? { orig: '', date: d.issue };
    if (d.v % 2 === 0) {
      p.put(y, 50, `${title} ${d.number}`, { size: 13, bold: true });
      p.put(y + 18, 50, `zu Rechnung Nr. ${ref.orig} vom ${dateOf(d, ref.date)}`, { size: 10 });
    } else {
      p.put(y, 50, `${title} zur Rechnung ${ref.orig} vom ${dateOf(d, ref.date, true)}`, {
        size: 12,
        bold: true,
      });
      p.put(
        y + 18,
        50,
        t.pick(['Grund: Rücksendung beschädigter Ware', 'Grund: Preisdifferenz laut Vereinbarung']),
        {
          size: 9,
        },
      );
    }
    p.put(y + 38, 50, 'Sehr geehrte Damen und Herren,', { size: 9 });
    p.put(y + 50, 50, 'wir schreiben Ihnen folgende Positionen gut:', { size: 9 });
    const cols: Col[] = [
      { h: 'Pos.', x: 50, f: (l) => l.id },
      { h: 'Menge', x: 108, r: true, f: (l) => qtyOf(d, l.qty) },
      { h: 'Einheit', x: 114, f: (l) => l.unit[0] },
      { h: 'Bezeichnung', x: 160, f: (l) => l.name },
      { h: 'Einzelpreis', x: 418, r: true, f: (l) => money(d, l.price) },
      { h: 'USt.', x: 452, r: true, f: (l) => rateOf(d, l.rate) },
      { h: 'Betrag €', x: 545, r: true, f: (l) => money(d, l.net) },
    ];
    y = table(p, y + 72, cols, d.lines, 8.5, 13, RULE);
    y += 8;
    const pp: Array<[string, string]> = [['Summe netto', money(d, d.lineNet)]];
    for (const v of d.vat)
      pp.push([`zzgl. ${rateOf(d, v.rate)} USt. auf ${money(d, v.base)}`, money(d, v.tax)]);
    if (d.vat.length > 1) pp.push(['Umsatzsteuer gesamt', money(d, d.vatT)]);
    pp.push([d.neg === 'none' ? 'Gutschriftsbetrag' : 'Gesamtbetrag', `${money(d, d.gross)} EUR`]);
    y = totals(p, y, 300, 545, pp);
    y = p.need(y + 16, 40);
    p.put(
      y,
      50,
      d.v % 2 === 0
        ? 'Der Betrag wird mit Ihrer nächsten Rechnung verrechnet.'
        : 'Den Betrag überweisen wir in den nächsten Tagen auf Ihr Konto.',
      { size: 9 },
    );
    const n = p.pages();
    everyPage(rows, n, (pg, nn) => [
      [
        770,
        50,
        `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}${d.taxNo ? ` · St.-Nr. ${d.taxNo}` : ''}`,
        7,
      ],
      [780, 50, `USt-IdNr. ${d.s.vat} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
      [795, 480, `Seite ${pg} von ${nn}`, 7],
    ]);
    return n;
  },

  storno11(d, rows) {
    const p = pager(rows, 80, 690);
    const { t } = d;
    p.put(45, 545, d.s.name, { size: 12, bold: true, right: true });
    p.put(60, 545, `${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 8, right: true });
    p.put(72, 545, `Tel. +49 ${t.int(200, 999)} ${t.digits(6)}`, { size: 8, right: true });
    p.put(130, 50, `${d.s.name}, ${d.s.street}, ${d.s.pc} ${d.s.city}`, { size: 6 });
    p.block(deAddr(d.b), 50, 145, { size: 10 });
    const kind = d.v % 2 === 0 ? 'STORNORECHNUNG' : 'Storno-Rechnung';
    p.put(230, 50, kind, { size: 14, bold: true });
    const heads: Array<[string, string]> = [
      ['Beleg-Nr.', d.number],
      ['Belegdatum', dateOf(d, d.issue)],
      ['Kunden-Nr.', d.custNo],
      ['Ihre Bestellung', d.po],
      ['Ihre USt-IdNr.', d.b.vat ?? ''],
    ];
    heads.forEach(([a, v], i) => {
      p.put(256, 50 + i * 100, a, { size: 7.5, bold: true });
      p.put(268, 50 + i * 100, v, { size: 8.5 });
    });
    const ref = d.ref ?? { orig: '', date: d.issue };
    p.put(
      292,
      50,
      d.v % 2 === 0
        ? `Storno zu Rechnung Nr. ${ref.orig} vom ${dateOf(d, ref.date)}`
        : `Diese Stornorechnung hebt die Rechnung ${ref.orig} vom ${dateOf(d, ref.date)} vollständig auf.`,
      { size: 9 },
    );
    const cols: Col[] = [
      { h: 'Pos', x: 50, f: (l) => l.id },
      { h: 'Artikel', x: 78, f: (l) => l.code },
      { h: 'Bezeichnung', x: 122, f: (l) => l.name },
      { h: 'Menge', x: 360, r: true, f: (l) => qtyOf(d, l.qty) },
      { h: 'ME', x: 366, f: (l) => l.unit[0] },
      { h: 'Preis/ME', x: 440, r: true, f: (l) => money(d, l.price) },
      { h: 'USt', x: 472, r: true, f: (l) => `${l.rate}%` },
      { h: 'Gesamt EUR', x: 545, r: true, f: (l) => money(d, l.net) },
    ];
    let y = table(p, 318, cols, d.lines, 8, 12.5, RULE);
    y = p.need(y + 6, 80);
    p.put(y, 50, RULE, { size: 6 });
    y += 10;
    const pp: Array<[string, string]> = [['Warenwert netto', money(d, d.lineNet)]];
    for (const v of d.vat) {
      pp.push([`Bemessungsgrundlage ${v.rate} %`, money(d, v.base)]);
      pp.push([`Umsatzsteuer ${v.rate} %`, money(d, v.tax)]);
    }
    pp.push(['Stornobetrag EUR', money(d, d.gross)]);
    y = totals(p, y, 330, 545, pp);
    p.put(y + 14, 50, 'Der Betrag wird Ihrem Kundenkonto gutgeschrieben.', { size: 8.5 });
    const n = p.pages();
    everyPage(rows, n, (pg, nn) => [
      [765, 50, `${d.s.name} · Sitz ${d.s.city} · USt-IdNr. ${d.s.vat}`, 6.5],
      [775, 50, `Bankverbindung: IBAN ${d.iban} · BIC ${d.bic}`, 6.5],
      [775, 545 - 40, `Blatt ${pg}/${nn}`, 6.5],
    ]);
    return n;
  },

  gsv11(d, rows) {
    // the buyer (issuer) prints the letterhead; the seller (payee) is in the address window
    const p = pager(rows, 70, 690);
    const { t } = d;
    p.put(48, 50, d.b.name, { size: 15, bold: true });
    p.put(66, 50, `${d.b.street} | ${d.b.pc} ${d.b.city}${d.b.country === 'AT' ? ' | Österreich' : ''}`, {
      size: 8,
    });
    p.put(135, 50, `${d.b.name} | ${d.b.street} | ${d.b.pc} ${d.b.city}`, { size: 6 });
    p.block(deAddr(d.s), 50, 150, { size: 10 });
    const pairs: Array<[string, string]> = [
      ['Gutschrift-Nr.', d.number],
      ['Datum', dateOf(d, d.issue)],
      [d.v % 2 ? 'Kreditor-Nr.' : 'Lieferanten-Nr.', `K${d.custNo}`],
      ['Ihre USt-IdNr.', d.s.vat ?? ''],
    ];
    if (d.taxNo) pairs.push(['Ihre Steuernummer', d.taxNo]);
    pairs.push(['Unsere USt-IdNr.', d.b.vat ?? '']);
    p.kv(135, 350, 450, pairs, { size: 8.5 }, 12);
    let y = 250;
    p.put(y, 50, 'Gutschrift', { size: 14, bold: true });
    p.put(y + 18, 50, 'im Gutschriftsverfahren nach § 14 Abs. 2 Satz 2 UStG', { size: 9 });
    const per = `${longDate(addDays(d.issue, -t.int(30, 90)), 'de')} bis ${longDate(addDays(d.issue, -t.int(1, 10)), 'de')}`;
    p.put(y + 34, 50, `Abrechnungszeitraum: ${per}`, { size: 9 });
    const cols: Col[] = [
      { h: 'Leistung', x: 50, f: (l) => l.name },
      { h: 'Anzahl', x: 300, r: true, f: (l) => qtyOf(d, l.qty) },
      { h: 'Einh.', x: 306, f: (l) => l.unit[0] },
      { h: 'Satz €', x: 400, r: true, f: (l) => money(d, l.price) },
      { h: 'USt', x: 450, r: true, f: (l) => rateOf(d, l.rate, '') },
      { h: 'Netto €', x: 545, r: true, f: (l) => money(d, l.net) },
    ];
    y = table(p, y + 56, cols, d.lines, 9, 14, '');
    y += 10;
    const pp: Array<[string, string]> = [['Gutschrift netto', money(d, d.lineNet)]];
    for (const v of d.vat)
      pp.push([`Umsatzsteuer ${rateOf(d, v.rate)} aus ${money(d, v.base)}`, money(d, v.tax)]);
    if (d.vat.length > 1) pp.push(['Summe Umsatzsteuer', money(d, d.vatT)]);
    pp.push(['Auszahlungsbetrag', `${money(d, d.gross)} €`]);
    y = totals(p, y, 300, 545, pp);
    y = p.need(y + 16, 60);
    p.put(y, 50, `Den Betrag überweisen wir auf Ihr Konto IBAN ${spaced(d.iban)}, BIC ${d.bic}.`, {
      size: 9,
    });
    p.put(y + 13, 50, 'Bitte prüfen Sie diese Gutschrift; Einwände innerhalb von 14 Tagen.', { size: 9 });
    const n = p.pages();
    const issuerBank = d.v % 2 === 0 ? ` · Bank: IBAN ${spaced(ibanOfCountry('DE', t))}` : '';
    everyPage(rows, n, (pg, nn) => [
      [770, 50, `${d.b.name} · ${d.b.street} · ${d.b.pc} ${d.b.city}${issuerBank}`, 7],
      [782, 50, `Geschäftsführung: ${personName(t)} · Amtsgericht ${d.b.city}`, 7],
      [795, 500, `${pg} / ${nn}`, 7],
    ]);
    return n;
  },

  schluss11(d, rows) {
    const p = pager(rows, 70, 700);
    const { t } = d;
    p.put(45, 50, d.s.name, { size: 16, bold: true });
    p.put(64, 50, `Hoch- und Tiefbau · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
    p.put(130, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
    p.block(deAddr(d.b), 50, 145, { size: 10 });
    p.kv(
      130,
      360,
      460,
      [
        ['Rechnungs-Nr.', d.number],
        ['Rechnungsdatum', dateOf(d, d.issue)],
        ['Bauvorhaben', `BV ${t.int(100, 999)}`],
        ['Steuer-Nr.', d.taxNo],
      ],
      { size: 8.5 },
      12,
    );
    let y = 240;
    p.put(y, 50, 'Schlussrechnung', { size: 14, bold: true });
    p.put(
      y + 18,
      50,
      `Bauvorhaben: ${t.pick(['Neubau Mehrfamilienhaus', 'Umbau Bürogebäude', 'Anbau Einfamilienhaus'])}, ${d.b.street}, ${d.b.city}`,
      { size: 9 },
    );
    p.put(
      y + 30,
      50,
      `Leistungszeitraum: ${dateOf(d, addDays(d.issue, -120))} bis ${dateOf(d, addDays(d.issue, -7))}`,
      {
        size: 9,
      },
    );
    const cols: Col[] = [
      { h: 'Pos.', x: 50, f: (l) => l.id },
      { h: 'Leistungsbeschreibung', x: 82, f: (l) => l.name },
      { h: 'Menge', x: 338, r: true, f: (l) => qtyOf(d, l.qty) },
      { h: 'Einh.', x: 344, f: (l) => l.unit[0] },
      { h: 'EP €', x: 440, r: true, f: (l) => money(d, l.price) },
      { h: 'GP €', x: 545, r: true, f: (l) => money(d, l.net) },
    ];
    y = table(p, y + 50, cols, d.lines, 8.5, 13, RULE);
    y += 8;
    const v0 = d.vat[0] ?? { rate: '19', base: '0', tax: '0' };
    const pp: Array<[string, string]> = [
      ['Summe netto', money(d, d.lineNet)],
      [`zzgl. ${v0.rate} % MwSt.`, money(d, v0.tax)],
      ['Gesamtbetrag brutto', money(d, d.gross)],
    ];
    const gross = d.v % 2 === 0;
    if (gross) {
      for (const a of d.adv)
        pp.push([`abzüglich Abschlagszahlung ${a.no} vom ${dateOf(d, a.date)}`, `-${money(d, a.gross)}`]);
      pp.push(['noch zu zahlen', `${money(d, d.amountDue)} €`]);
      y = totals(p, y, 250, 545, pp);
    } else {
      y = totals(p, y, 300, 545, pp, 1);
      y = p.need(y + 14, 30 + d.adv.length * 13);
      p.put(y, 50, 'Abzüglich geleisteter Abschlagszahlungen:', { size: 9, bold: true });
      y += 14;
      const ac: Array<[string, number]> = [
        ['Abschlag', 50],
        ['Rechnung', 110],
        ['bezahlt am', 180],
        ['netto', 330],
        ['MwSt.', 420],
        ['brutto', 545],
      ];
      for (const [h, x] of ac) p.put(y, x, h, { size: 8, bold: true, right: x > 300 });
      y += 12;
      for (const a of d.adv) {
        p.put(y, 50, `${a.no}. Abschlag`, { size: 8 });
        p.put(y, 110, a.inv, { size: 8 });
        p.put(y, 180, dateOf(d, a.date), { size: 8 });
        p.put(y, 330, money(d, a.net), { size: 8, right: true });
        p.put(y, 420, money(d, a.tax), { size: 8, right: true });
        p.put(y, 545, money(d, a.gross), { size: 8, right: true });
        y += 12;
      }
      y = totals(
        p,
        y + 6,
        300,
        545,
        [
          ['Summe Abschläge brutto', money(d, d.paid)],
          ['Restforderung', `${money(d, d.amountDue)} EUR`],
        ],
        1,
      );
    }
    y = p.need(y + 16, 30);
    p.put(y, 50, `Zahlbar ohne Abzug bis zum ${dateOf(d, d.due)}.`, { size: 9 });
    const n = p.pages();
    everyPage(rows, n, (pg, nn) => [
      [768, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · USt-IdNr.: ${d.s.vat}`, 7],
      [
        779,
        50,
        `${t.pick(['Sparkasse', 'Volksbank', 'Commerzbank'])} · IBAN: ${spaced(d.iban)} · BIC: ${d.bic}`,
        7,
      ],
      [795, 50, `Schlussrechnung ${d.number} – Seite ${pg} von ${nn}`, 7],
    ]);
    return n;
  },

  rabatt11(d, rows) {
    const p = pager(rows, 70, 690);
    const { t } = d;
    p.put(45, 50, d.s.name, { size: 14, bold: true });
    p.put(62, 50, `Lebensmittel · Getränke · Gastronomiebedarf`, { size: 8 });
    p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `USt-IdNr. ${d.s.vat}`], 400, 45, { size: 8 });
    p.put(125, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
    p.block([...addr3(d.b), ...(d.b.country === 'AT' ? ['ÖSTERREICH'] : [])], 50, 140, { size: 10 });
    const pairs: Array<[string, string]> = [
      ['Rechnung Nr.', d.number],
      ['Datum', dateOf(d, d.issue)],
      ['Kunde', d.custNo],
      ['Tour / Fahrer', `${t.int(1, 9)} / ${t.int(10, 40)}`],
    ];
    if (d.buyerVat) pairs.push(['USt-IdNr. Kunde', d.b.vat ?? '']);
    p.kv(140, 380, 470, pairs, { size: 8.5 }, 12);
    p.put(235, 50, 'RECHNUNG', { size: 14, bold: true });
    const cols: Col[] = [
      { h: 'Art.-Nr.', x: 50, f: (l) => l.code },
      { h: 'Artikelbezeichnung', x: 95, f: (l) => l.name },
      { h: 'Menge', x: 330, r: true, f: (l) => qtyOf(d, l.qty) },
      { h: 'Einheit', x: 336, f: (l) => l.unit[0] },
      { h: 'Preis', x: 430, r: true, f: (l) => money(d, l.price) },
      { h: 'MwSt', x: 462, r: true, f: (l) => `${l.rate}%` },
      { h: 'Betrag', x: 545, r: true, f: (l) => money(d, l.net) },
    ];
    let y = table(p, 262, cols, d.lines, 8, 12.5, RULE);
    y += 8;
    const pp: Array<[string, string]> = [];
    const byRate = (r: string) => sum(d.lines.filter((l) => l.rate === r).map((l) => l.net));
    const rates = [...new Set(d.lines.map((l) => l.rate))].sort((a, b) => Number(b) - Number(a));
    if (d.v % 2 === 0) for (const r of rates) pp.push([`Warenwert ${r} %`, money(d, byRate(r))]);
    pp.push(['Warenwert gesamt', money(d, d.lineNet)]);
    for (const a of d.allow) pp.push([`abzgl. ${a.reason} (${a.rate} %-Waren)`, `-${money(d, a.amount)}`]);
    for (const c of d.charge) pp.push([`zzgl. ${c.reason}`, money(d, c.amount)]);
    pp.push(['Summe netto', money(d, d.taxExcl)]);
    y = totals(p, y, 300, 545, pp, 0, 8.5);
    // VAT table
    y = p.need(y + 10, 30 + d.vat.length * 12 + 30);
    const vx: Array<[string, number]> = [
      ['MwSt-Satz', 300],
      ['Netto', 400],
      ['MwSt', 470],
      ['Brutto', 545],
    ];
    for (const [h, x] of vx) p.put(y, x, h, { size: 8, bold: true, right: x > 300 });
    y += 12;
    for (const v of d.vat) {
      p.put(y, 300, `${rateOf(d, v.rate)}`, { size: 8 });
      p.put(y, 400, money(d, v.base), { size: 8, right: true });
      p.put(y, 470, money(d, v.tax), { size: 8, right: true });
      p.put(y, 545, money(d, r2(dec(v.base).plus(dec(v.tax)))), { size: 8, right: true });
      y += 12;
    }
    p.put(y, 300, 'Summe', { size: 8 });
    p.put(y, 470, money(d, d.vatT), { size: 8, right: true });
    y += 16;
    y = totals(p, y, 300, 545, [['Rechnungsbetrag EUR', money(d, d.gross)]], 1, 10);
    const sk = t.pick([2, 3]);
    const skAmt = money(d, r2(dec(d.gross).times(sk).dividedBy(100)));
    y = p.need(y + 14, 30);
    if (d.dueShown)
      p.put(
        y,
        50,
        `Zahlbar bis ${dateOf(d, addDays(d.issue, 8))} mit ${sk} % Skonto (${skAmt} €) oder bis ${dateOf(d, d.due)} netto.`,
        { size: 8.5 },
      );
    else
      p.put(y, 50, `Zahlbar innerhalb 8 Tagen mit ${sk} % Skonto (${skAmt} €), 30 Tage netto.`, {
        size: 8.5,
      });
    p.put(y + 12, 50, 'Leergut bleibt bis zur Rückgabe unser Eigentum.', { size: 8.5 });
    const n = p.pages();
    everyPage(rows, n, (pg, nn) => [
      [770, 50, `${d.s.name} · HRB ${t.int(1000, 99999)} · Geschäftsführer ${personName(t)}`, 7],
      [781, 50, `IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
      [781, 545 - 30, `Seite ${pg}/${nn}`, 7],
    ]);
    return n;
  },

  en11(d, rows) {
    const p = pager(rows, 70, 690);
    const { t } = d;
    const credit = d.ref !== undefined;
    p.put(45, 545, credit ? 'CREDIT NOTE' : 'TAX INVOICE', { size: 16, bold: true, right: true });
    p.block([d.s.name, d.s.street, d.s.city, d.s.pc], 50, 45, { size: 9 });
    const gb = (v = '') => (/^GB\d{9}$/.test(v) ? `GB ${v.slice(2, 5)} ${v.slice(5, 9)} ${v.slice(9)}` : v);
    p.put(100, 50, `VAT Reg. No. ${gb(d.s.vat)}`, { size: 8 });
    p.put(135, 50, credit ? 'Credit to:' : 'Invoice to:', { size: 8, bold: true });
    const bl = [d.b.name, d.b.street, d.b.city, d.b.pc];
    if (d.b.country !== 'GB') bl.push(d.b.country === 'DE' ? 'Germany' : 'Belgium');
    if (d.buyerVat) bl.push(`VAT No: ${gb(d.b.vat)}`);
    p.block(bl, 50, 148, { size: 9.5 });
    const pairs: Array<[string, string]> = [
      [credit ? 'Credit Note No.' : 'Invoice No.', d.number],
      [credit ? 'Date' : 'Invoice Date / Tax Point', dateOf(d, d.issue, d.v % 2 === 0)],
      ['Account No.', `ACC${d.custNo}`],
    ];
    if (d.po) pairs.push(['Your Order No.', d.po]);
    if (d.ref) pairs.push(['Original Invoice', `${d.ref.orig} dated ${dateOf(d, d.ref.date)}`]);
    if (d.dueShown) pairs.push(['Payment Due', dateOf(d, d.due, d.v % 2 === 0)]);
    p.kv(135, 330, 440, pairs, { size: 8.5 }, 12);
    const code = (l: Ln) => (l.cat === 'S' ? (l.rate === '20' ? 'S' : 'R') : l.cat);
    const cols: Col[] = [
      { h: 'Description', x: 50, f: (l) => l.name },
      { h: 'Qty', x: 300, r: true, f: (l) => qtyOf(d, l.qty) },
      { h: 'Unit', x: 306, f: (l) => l.unit[0] },
      { h: 'Unit Price', x: 400, r: true, f: (l) => money(d, l.price) },
      { h: 'VAT', x: 425, f: (l) => code(l) },
      { h: 'Net £', x: 545, r: true, f: (l) => money(d, l.net) },
    ];
    let y = table(p, 260, cols, d.lines, 8.5, 13, RULE);
    y += 8;
    const pp: Array<[string, string]> = [['Goods / Services', money(d, d.lineNet)]];
    for (const a of d.allow) pp.push([`Less ${a.reason.toLowerCase()}`, `(${money(d, a.amount)})`]);
    for (const c of d.charge) pp.push([c.reason, money(d, c.amount)]);
    if (d.allow.length || d.charge.length) pp.push(['Net total', money(d, d.taxExcl)]);
    pp.push(['Total VAT', money(d, d.vatT)]);
    pp.push([credit ? 'Total credit GBP' : 'Invoice total GBP', money(d, d.gross)]);
    for (const a of d.adv) pp.push([`Less paid on account ${dateOf(d, a.date)}`, `(${money(d, a.gross)})`]);
    if (d.adv.length) pp.push(['Balance due', money(d, d.amountDue)]);
    y = totals(p, y, 330, 545, pp, 1, 9);
    // VAT analysis
    y = p.need(y + 12, 30 + d.vat.length * 12);
    p.put(y, 50, 'VAT analysis', { size: 8.5, bold: true });
    y += 12;
    for (const [h, x] of [
      ['Code', 50],
      ['Rate', 90],
      ['Net', 200],
      ['VAT', 270],
    ] as Array<[string, number]>)
      p.put(y, x, h, { size: 8, bold: true, right: x > 100 });
    y += 12;
    for (const v of d.vat) {
      p.put(y, 50, v.cat === 'S' ? (v.rate === '20' ? 'S' : 'R') : v.cat, { size: 8 });
      p.put(y, 90, `${v.rate}%`, { size: 8 });
      p.put(y, 200, money(d, v.base), { size: 8, right: true });
      p.put(y, 270, money(d, v.tax), { size: 8, right: true });
      y += 12;
    }
    if (d.vat.some((v) => v.cat === 'E')) p.put(y, 50, `E = ${REASONS.en}`, { size: 7.5 });
    if (d.vat.some((v) => v.cat === 'Z')) p.put(y + 10, 50, 'Z = zero-rated', { size: 7.5 });
    y = p.need(y + 30, 40);
    p.put(y, 50, `Please pay by BACS to ${d.s.name}`, { size: 8.5 });
    p.put(y + 12, 50, `IBAN ${spaced(d.iban)}   BIC ${d.bic}`, { size: 8.5 });
    const n = p.pages();
    everyPage(rows, n, (pg, nn) => [
      [
        785,
        50,
        `Registered in England and Wales No. ${t.digits(8)} · Registered office: ${d.s.street}, ${d.s.city}`,
        7,
      ],
      [797, 500, `Page ${pg} of ${nn}`, 7],
    ]);
    return n;
  },

  fr11(d, rows) {
    const p = pager(rows, 70, 690);
    const { t } = d;
    const avoir = d.ref !== undefined;
    const solde = d.adv.length > 0;
    p.put(45, 50, d.s.name, { size: 12, bold: true });
    p.block([d.s.street, `${d.s.pc} ${d.s.city}`], 50, 62, { size: 9 });
    p.put(88, 50, `SIRET ${t.digits(14)} · TVA intracom. ${d.s.vat}`, { size: 7.5 });
    p.block(
      [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, ...(d.b.country === 'BE' ? ['Belgique'] : [])],
      330,
      120,
      { size: 10 },
    );
    if (d.buyerVat) p.put(180, 330, `N° TVA client : ${d.b.vat}`, { size: 8 });
    const title = avoir ? 'AVOIR' : solde ? 'FACTURE DE SOLDE' : 'FACTURE';
    p.put(210, 50, `${title} N° ${d.number}`, { size: 14, bold: true });
    p.put(228, 50, `Date : ${dateOf(d, d.issue, d.v % 2 === 1)}`, { size: 9 });
    if (d.ref) p.put(240, 50, `Avoir sur facture n° ${d.ref.orig} du ${dateOf(d, d.ref.date)}`, { size: 9 });
    else if (d.dueShown) p.put(240, 50, `Échéance : ${dateOf(d, d.due)}`, { size: 9 });
    const cols: Col[] = [
      { h: 'Réf.', x: 50, f: (l) => l.code },
      { h: 'Désignation', x: 92, f: (l) => l.name },
      { h: 'Qté', x: 318, r: true, f: (l) => qtyOf(d, l.qty) },
      { h: 'Unité', x: 324, f: (l) => l.unit[0] },
      { h: 'PU HT', x: 420, r: true, f: (l) => money(d, l.price) },
      { h: 'TVA', x: 460, r: true, f: (l) => rateOf(d, l.rate) },
      { h: 'Total HT', x: 545, r: true, f: (l) => money(d, l.net) },
    ];
    let y = table(p, 266, cols, d.lines, 8.5, 13, RULE);
    y += 8;
    const pp: Array<[string, string]> = [];
    if (d.allow.length || d.charge.length) {
      pp.push(['Total brut HT', money(d, d.lineNet)]);
      for (const a of d.allow) pp.push([`${a.reason} (TVA ${rateOf(d, a.rate)})`, `-${money(d, a.amount)}`]);
      for (const c of d.charge) pp.push([c.reason, money(d, c.amount)]);
      pp.push(['Total net HT', money(d, d.taxExcl)]);
    } else pp.push(['Total HT', money(d, d.lineNet)]);
    pp.push(['Total TVA', money(d, d.vatT)]);
    pp.push(['Total TTC', money(d, d.gross)]);
    for (const a of d.adv)
      pp.push([`Acompte versé le ${dateOf(d, a.date)} (facture ${a.inv})`, `-${money(d, a.gross)}`]);
    pp.push([avoir ? 'Montant de l’avoir' : 'Net à payer', `${money(d, d.amountDue)} €`]);
    y = totals(p, y, 250, 545, pp, 1, 9);
    y = p.need(y + 12, 30 + d.vat.length * 12);
    const vc: Array<[string, number]> = [
      ['Taux', 50],
      ['Base HT', 160],
      ['Montant TVA', 240],
    ];
    for (const [h, x] of vc) p.put(y, x, h, { size: 8, bold: true, right: x > 100 });
    y += 12;
    for (const v of d.vat) {
      p.put(y, 50, v.cat === 'E' ? 'Exonéré' : rateOf(d, v.rate), { size: 8 });
      p.put(y, 160, money(d, v.base), { size: 8, right: true });
      p.put(y, 240, money(d, v.tax), { size: 8, right: true });
      y += 12;
    }
    if (d.vat.some((v) => v.cat === 'E')) p.put(y, 50, REASONS.fr, { size: 7.5 });
    y = p.need(y + 24, 50);
    p.put(y, 50, 'Escompte pour paiement anticipé : néant.', { size: 7.5 });
    p.put(
      y + 10,
      50,
      'Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.',
      { size: 7.5 },
    );
    p.put(y + 24, 50, `Règlement par virement : IBAN ${spaced(d.iban)} – BIC ${d.bic}`, { size: 8.5 });
    const n = p.pages();
    everyPage(rows, n, (pg, nn) => [
      [
        785,
        50,
        `${d.s.name} – ${t.pick(['SAS', 'SARL'])} au capital de ${t.int(5, 80)} 000 € – RCS ${d.s.city}`,
        7,
      ],
      [797, 500, `Page ${pg}/${nn}`, 7],
    ]);
    return n;
  },

  nl11(d, rows) {
    const p = pager(rows, 70, 690);
    const { t } = d;
    const credit = d.ref !== undefined;
    p.put(45, 50, d.s.name, { size: 14, bold: true });
    p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `KvK ${t.digits(8)}`, `Btw-nr. ${d.s.vat}`], 400, 45, {
      size: 8,
    });
    p.block(
      [
        d.b.name,
        d.b.street,
        `${d.b.pc} ${d.b.city}`,
        ...(d.b.country === 'BE' ? ['België'] : d.b.country === 'DE' ? ['Duitsland'] : []),
      ],
      50,
      130,
      { size: 10 },
    );
    p.put(215, 50, credit ? 'CREDITNOTA' : 'FACTUUR', { size: 15, bold: true });
    const pairs: Array<[string, string]> = [
      [credit ? 'Creditnotanummer' : 'Factuurnummer', d.number],
      [credit ? 'Datum' : 'Factuurdatum', dateOf(d, d.issue, d.v % 2 === 1)],
      ['Klantnummer', d.custNo],
    ];
    if (d.dueShown) pairs.push(['Vervaldatum', dateOf(d, d.due, d.v % 2 === 1)]);
    if (d.buyerVat) pairs.push(['Uw btw-nummer', d.b.vat ?? '']);
    p.kv(130, 330, 430, pairs, { size: 8.5 }, 12);
    let y = 240;
    if (d.ref) {
      p.put(y, 50, `Betreft: creditering factuur ${d.ref.orig} d.d. ${dateOf(d, d.ref.date)}`, { size: 9 });
      y += 14;
    }
    const cols: Col[] = [
      { h: 'Nr.', x: 50, f: (l) => l.id },
      { h: 'Omschrijving', x: 75, f: (l) => l.name },
      { h: 'Aantal', x: 320, r: true, f: (l) => qtyOf(d, l.qty) },
      { h: 'Eenheid', x: 326, f: (l) => l.unit[0] },
      { h: 'Prijs', x: 420, r: true, f: (l) => `€ ${money(d, l.price)}` },
      { h: 'Btw', x: 455, r: true, f: (l) => `${l.rate}%` },
      { h: 'Bedrag', x: 545, r: true, f: (l) => `€ ${money(d, l.net)}` },
    ];
    y = table(p, y + 10, cols, d.lines, 8.5, 13, RULE);
    y += 8;
    const pp: Array<[string, string]> = [['Subtotaal', `€ ${money(d, d.lineNet)}`]];
    for (const a of d.allow) pp.push([`${a.reason} (${a.rate}% btw)`, `€ -${money(d, a.amount)}`]);
    for (const c of d.charge) pp.push([c.reason, `€ ${money(d, c.amount)}`]);
    if (d.allow.length || d.charge.length) pp.push(['Totaal excl. btw', `€ ${money(d, d.taxExcl)}`]);
    for (const v of d.vat)
      pp.push([
        v.cat === 'E'
          ? `Btw vrijgesteld over € ${money(d, v.base)}`
          : `Btw ${v.rate}% over € ${money(d, v.base)}`,
        `€ ${money(d, v.tax)}`,
      ]);
    if (d.vat.length > 1) pp.push(['Totaal btw', `€ ${money(d, d.vatT)}`]);
    pp.push(['Totaal incl. btw', `€ ${money(d, d.gross)}`]);
    for (const a of d.adv)
      pp.push([`Reeds betaald (aanbetaling ${dateOf(d, a.date)})`, `€ -${money(d, a.gross)}`]);
    if (!credit) pp.push(['Te betalen', `€ ${money(d, d.amountDue)}`]);
    y = totals(p, y, 290, 545, pp, 1, 9);
    if (d.vat.some((v) => v.cat === 'E')) {
      p.put(y + 6, 50, REASONS.nl, { size: 7.5 });
      y += 12;
    }
    y = p.need(y + 16, 30);
    p.put(
      y,
      50,
      credit
        ? 'Het bedrag wordt verrekend met uw volgende factuur.'
        : `Gelieve het bedrag vóór de vervaldatum over te maken op ${spaced(d.iban)} (BIC ${d.bic}) o.v.v. het factuurnummer.`,
      { size: 8.5 },
    );
    const n = p.pages();
    everyPage(rows, n, (pg, nn) => [
      [785, 50, `${d.s.name} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
      [797, 500, `Pagina ${pg} van ${nn}`, 7],
    ]);
    return n;
  },
};

/** Document k of blind42: layout k mod 8, the eighth of its kind in order. */
export function generateBlind42(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND42_TPLS[k % BLIND42_TPLS.length] as Tpl;
  const d = build(tpl, Math.floor(k / BLIND42_TPLS.length) % 8, h, t);
  const rows: Row[] = [];
  const nPages = drawers[tpl](d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
