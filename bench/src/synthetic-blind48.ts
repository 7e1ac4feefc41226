/**
 * Held-out set blind48 (session 28, issue 19): industry supplier invoices — the invoices of eight
 * trades, each with the data its industry prints under or beside the items. Written before opening
 * anything under packages/extract and without reading the other blind generators.
 *
 * - `pharma17`   a German pharmacy wholesaler: PZN | Artikelbezeichnung | Menge | Einh. | AVP | AEP |
 *                Rabatt % | Netto | MwSt, many short lines, "Ch.-B.: … Verf.: MM/JJJJ" in small type
 *                under each item, 7 % and 19 % mixed; the AEP less the Rabatt is the net price.
 * - `kfz17`      a German car dealer's vehicle sale: one vehicle (position 1) with a block under it
 *                (FIN, Erstzulassung, Kilometerstand, Farbe, on the long document a list of
 *                Sonderausstattung), accessories, Überführung and Zulassung as further positions,
 *                a trade-in ("Inzahlungnahme") credited as quantity -1.
 * - `agrar17`    an agricultural co-operative (eG) selling fertiliser, seed, feed and diesel in t, dt,
 *                kg and l; seed in kg priced per dt ("€/dt", base quantity 100 kg); two of eight are
 *                a farmer's invoice to the co-operative under § 24 UStG (7,8 %, 9,0 % before 2025,
 *                only a Steuernummer printed).
 * - `elektro17`  a German electrical wholesaler: Pos. | Art.-Nr. | Bezeichnung | Menge | ME | Preis |
 *                PE | Cu-Zuschl. | Betrag €, prices per 1, 100 or 1000 ("PE"), cable in m with
 *                "DEL … €/100 kg · Cu-Zahl … kg/km · Basis …" under it; the surcharge is a line charge.
 * - `druck17`    a German print shop: Auflage, Format, Papier, Farbigkeit printed under the job, the
 *                print run priced per 1000 copies, proof, Daten-Check and plates as separate positions.
 * - `labor17`    a German medical laboratory invoicing in English: No. | Code | Examination | Qty |
 *                Fee | VAT, examinations exempt under § 4 No. 14 UStG (category E) mixed with taxable
 *                kits and courier at 19 %; the exemption note under the totals.
 * - `merchant17` an English builders' merchant (trade counter): Qty | Code | Description | Unit price
 *                | Disc | Net, VAT 20 %, account number, branch, "Collected by" line.
 * - `quinc17`    a French quincaillerie / equipment supplier: Réf. | Désignation | Qté | PU HT |
 *                Remise | Total HT, TVA 20 %, "Net à payer", SIRET and APE in the footer.
 *
 * Truth rules: only what is printed. Line ids are the printed position where a position column
 * exists (kfz17, elektro17, druck17, labor17), else 1, 2, 3 … in printed order (pharma17,
 * agrar17, merchant17, quinc17). The net price is the price after the printed discount; prices
 * per 100/1000/dt carry their base quantity (BT-149). Batch, expiry, PZN, FIN, mileage, surcharge
 * bases are not part of the item name. A document without a unit column (labor17) has C62. The 8th
 * document of each layout is long: two pages, except kfz17's, one page with its equipment list.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  addr3,
  anyParty,
  dachParty,
  everyPage,
  generateByTemplate,
  groupedMoney,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  longDate,
  pager,
  personName,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

const TEMPLATES = [
  'pharma17',
  'kfz17',
  'agrar17',
  'elektro17',
  'druck17',
  'labor17',
  'merchant17',
  'quinc17',
] as const;
type Tpl = (typeof TEMPLATES)[number];
type Lang = 'de' | 'en' | 'fr';

interface Line {
  id: string;
  qty: string;
  unit: readonly [string, string];
  /** the printed price per `base` units, before the discount */
  price: string;
  base: string;
  disc: string;
  netPrice: string;
  /** a line charge (Cu-Zuschlag), '' if none */
  charge: string;
  net: string;
  rate: string;
  cat: 'S' | 'E';
  name: string;
  code: string;
  /** printed under the item in small type, not part of the name */
  extra: string[];
  /** further printed cells (AVP, PE …) */
  cells: Record<string, string>;
}

interface Doc {
  tpl: Tpl;
  lang: Lang;
  long: boolean;
  s: KitParty;
  b: KitParty;
  sellerVat: boolean;
  taxNo: string;
  buyerVat: boolean;
  cur: string;
  number: string;
  issue: string;
  due: string;
  po: string;
  cust: string;
  iban: string;
  bic: string;
  bank: string;
  lines: Line[];
  vat: Array<{ rate: string; base: string; tax: string; cat: 'S' | 'E' }>;
  lineNet: string;
  vatT: string;
  gross: string;
  phone: string;
  farmer: boolean;
  t: Tools;
}

const SEP: Record<Lang, [string, string]> = { de: ['.', ','], en: [',', '.'], fr: [' ', ','] };
const money = (v: string, l: Lang) => groupedMoney(v, SEP[l][0], SEP[l][1]);
/** a quantity or price with its decimals as the language writes them, no grouping */
const num = (v: string, l: Lang, places = -1) => {
  const s = places >= 0 ? dec(v).toFixed(places) : dec(v).toString();
  return l === 'en' ? s : s.replace('.', ',');
};
const rateTxt = (r: string, l: Lang) => `${num(r, l)}${l === 'en' ? '%' : ' %'}`;
const dmy = (iso: string, sep = '.') => {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${y}`;
};
const COUNTRY: Record<Lang, Record<string, string>> = {
  de: { DE: 'Deutschland', AT: 'Österreich', FR: 'Frankreich', GB: 'Großbritannien' },
  en: { DE: 'Germany', AT: 'Austria', FR: 'France', GB: 'United Kingdom' },
  fr: { DE: 'Allemagne', AT: 'Autriche', FR: 'France', GB: 'Royaume-Uni' },
};
const LANG: Record<Tpl, Lang> = {
  pharma17: 'de',
  kfz17: 'de',
  agrar17: 'de',
  elektro17: 'de',
  druck17: 'de',
  labor17: 'en',
  merchant17: 'en',
  quinc17: 'fr',
};

/** net of a line: quantity × price / base, less the discount, plus the charge */
function mkLine(
  t: Tools,
  o: Partial<Line> & Pick<Line, 'id' | 'qty' | 'unit' | 'price' | 'rate' | 'name'>,
): Line {
  const base = o.base ?? '1';
  const disc = o.disc ?? '';
  const gross = dec(o.qty).times(dec(o.price)).dividedBy(dec(base));
  const goods = round(disc ? gross.times(dec(100).minus(dec(disc))).dividedBy(100) : gross);
  const netPrice = disc
    ? dec(o.price)
        .times(dec(100).minus(dec(disc)))
        .dividedBy(100)
        .toDecimalPlaces(2)
        .toFixed(2)
    : o.price;
  void t;
  const charge = o.charge ?? '';
  const net = round(dec(goods).plus(dec(charge || '0')));
  return {
    base,
    disc,
    netPrice,
    charge,
    net,
    cat: 'S',
    code: '',
    extra: [],
    cells: {},
    ...o,
    id: o.id,
  } as Line;
}

const p2 = (x: number) => x.toFixed(2);

// ---------------------------------------------------------------- items per trade
const DRUGS: Array<[string, string, number]> = [
  ['Ibuprofen 400 mg Filmtabl. 20 St N1', '19', 3.2],
  ['Paracetamol 500 mg Tabl. 20 St', '19', 1.45],
  ['Pantoprazol 20 mg msr. Tabl. 14 St', '19', 2.9],
  ['Bepanthen Wund- u. Heilsalbe 50 g', '19', 5.1],
  ['Nasenspray E ratiopharm 15 ml', '19', 1.85],
  ['Vitamin D3 1000 I.E. Tabl. 100 St', '7', 6.4],
  ['Traubenzucker Tabl. Zitrone 10 St', '7', 0.68],
  ['Magnesium 400 Brausetabl. 20 St', '7', 3.1],
  ['Kinder-Tee Fenchel Btl. 20 St', '7', 1.9],
  ['Cetirizin 10 mg Filmtabl. 50 St', '19', 4.05],
  ['Diclofenac Schmerzgel 100 g', '19', 4.8],
  ['Omega-3 Kapseln 60 St', '7', 7.25],
  ['Verbandpäckchen mittel DIN 13151', '19', 1.12],
  ['L-Thyroxin 75 µg Tabl. 100 St N3', '19', 13.9],
  ['Ramipril 5 mg Tabl. 50 St N2', '19', 12.75],
  ['Babynahrung Pre-Milch 800 g', '7', 9.6],
  ['Fieberthermometer digital', '19', 3.35],
  ['Heilerde innerlich Pulver 500 g', '7', 4.4],
];

function pharmaLines(t: Tools, long: boolean): Line[] {
  const n = long ? t.int(36, 42) : t.int(9, 15);
  const out: Line[] = [];
  for (let i = 0; i < n; i++) {
    const [name, rate, aep] = t.pick(DRUGS);
    const price = p2(aep * (0.9 + t.rnd() * 0.3));
    const disc = t.pick(['', '', '3', '5', '2,5'].map((x) => x.replace(',', '.')));
    const unit = t.pick([['Pck', 'XPK'] as const, ['St', 'H87'] as const]);
    const l = mkLine(t, { id: String(i + 1), qty: String(t.int(1, 12)), unit, price, disc, rate, name });
    const pzn = t.digits(8);
    const avp = p2(Number(price) * 1.68);
    l.cells = { pzn, avp };
    const batch = `${t.pick(['A', 'B', 'K', 'T'])}${t.digits(2)}${t.pick(['X', 'M', 'R'])}${t.digits(3)}`;
    const exp = `${String(t.int(1, 12)).padStart(2, '0')}/${t.int(2027, 2030)}`;
    l.extra = [t.rnd() < 0.5 ? `Ch.-B.: ${batch}   Verf.: ${exp}` : `Ch.-B. ${batch} · verw. bis ${exp}`];
    out.push(l);
  }
  return out;
}

const CARS: Array<[string, number]> = [
  ['VW Tiguan 1.5 TSI Life DSG', 38900],
  ['Skoda Octavia Combi 2.0 TDI Style', 34250],
  ['Opel Astra Sports Tourer 1.2 Turbo', 27480],
  ['Ford Kuga 2.5 PHEV Titanium', 41990],
  ['BMW 320d Touring M Sport', 52300],
  ['Audi A4 Avant 40 TDI quattro', 49870],
];

function kfzLines(t: Tools, long: boolean, issue: string): Line[] {
  const [car, base] = t.pick(CARS);
  const used = t.rnd() < 0.5;
  const price = p2(base * (used ? 0.62 : 1) + t.int(0, 90) * 10);
  const vin = `W${t.pick(['VW', 'BA', 'AU', 'F0', '0L'])}ZZZ${t.digits(2)}${t.pick(['N', 'P', 'R'])}${t.pick(['Z', 'W'])}${t.digits(6)}`;
  const reg = used
    ? `${String(t.int(1, 28)).padStart(2, '0')}.${String(t.int(1, 12)).padStart(2, '0')}.${t.int(2021, 2024)}`
    : '';
  const km = used ? groupedMoney(String(t.int(8000, 96000)), '.', ',').slice(0, -3) : String(t.int(5, 25));
  const lines: Line[] = [];
  const v = mkLine(t, {
    id: '1',
    qty: '1',
    unit: ['Stk.', 'H87'],
    price,
    rate: '19',
    name: `${used ? 'Gebrauchtfahrzeug' : 'Neufahrzeug'} ${car}`,
  });
  v.extra = [
    `FIN: ${vin}`,
    used ? `Erstzulassung: ${reg}` : 'Erstzulassung: noch nicht zugelassen',
    `Kilometerstand: ${km} km`,
    `Farbe: ${t.pick(['Deep Black Perleffekt', 'Mondsteingrau Metallic', 'Reinweiß', 'Moonstone Grey'])}`,
  ];
  if (long) {
    v.extra.push('Sonderausstattung:');
    const eq = [
      'Anhängevorrichtung schwenkbar',
      'Navigationssystem Discover Pro',
      'Sitzheizung vorn',
      'Rückfahrkamera',
      'LED-Matrix-Scheinwerfer',
      'Panorama-Schiebedach',
      'Einparkhilfe vorn und hinten',
      'Adaptive Geschwindigkeitsregelung',
      'Winterpaket',
      'Lenkradheizung',
      'Keyless Access',
      'Head-up-Display',
      'Ambientebeleuchtung',
      'Dachreling silber',
      'Privacy-Verglasung',
      'Spurhalteassistent',
      'Totwinkelwarner',
      'Elektrische Heckklappe',
      'Sportsitze vorn',
      'Digitales Cockpit',
      'Induktive Ladeschale',
      'Verkehrszeichenerkennung',
      'Alufelgen 18 Zoll',
      'Soundsystem',
      'Klimaautomatik 3-Zonen',
      'Standheizung',
      'Reserverad',
      'Isofix hinten',
    ];
    for (const e of eq.slice(0, t.int(24, 28))) v.extra.push(`– ${e}`);
  }
  lines.push(v);
  const acc: Array<[string, readonly [string, string], number]> = [
    ['Winterkompletträder 17 Zoll', ['Satz', 'SET'], 1290],
    ['Gummifußmatten Satz', ['Satz', 'SET'], 89.9],
    ['Kofferraumwanne', ['Stk.', 'H87'], 64.5],
    ['Überführungskosten', ['pausch.', 'LS'], 890],
    ['Zulassungsservice inkl. Kennzeichen', ['pausch.', 'LS'], 149],
    ['Tankfüllung', ['l', 'LTR'], 1.79],
  ];
  let id = 2;
  for (const [name, unit, pr] of acc) {
    if (t.rnd() < 0.3) continue;
    const qty = unit[1] === 'LTR' ? String(t.int(30, 55)) : '1';
    lines.push(mkLine(t, { id: String(id++), qty, unit, price: p2(pr), rate: '19', name }));
  }
  if (t.rnd() < 0.6) {
    const tin = mkLine(t, {
      id: String(id++),
      qty: '-1',
      unit: ['Stk.', 'H87'],
      price: p2(t.int(40, 160) * 100),
      rate: '19',
      name: `Inzahlungnahme ${t.pick(['VW Golf VII 1.4 TSI', 'Opel Corsa E 1.2', 'Ford Focus Turnier', 'Seat Leon ST'])}`,
    });
    tin.extra = [
      `FIN: W${t.pick(['VW', 'F0', '0L'])}ZZZ${t.digits(2)}ZFW${t.digits(6)}`,
      `Kilometerstand: ${groupedMoney(String(t.int(60000, 180000)), '.', ',').slice(0, -3)} km`,
    ];
    lines.push(tin);
  }
  void issue;
  return lines;
}

function agrarLines(t: Tools, long: boolean, farmer: boolean, rate24: string, issue: string): Line[] {
  const out: Line[] = [];
  if (farmer) {
    const crops: Array<[string, readonly [string, string], number, string]> = [
      ['Winterweizen A-Qualität', ['t', 'TNE'], 212.5, '1'],
      ['Braugerste', ['dt', 'DTN'], 24.8, '1'],
      ['Raps 00-Qualität', ['t', 'TNE'], 438, '1'],
      ['Futtergerste', ['dt', 'DTN'], 18.4, '1'],
      ['Trocknungskosten (Gutschrift)', ['t', 'TNE'], 4.5, '1'],
    ];
    const n = long ? 30 : t.int(2, 4);
    for (let i = 0; i < n; i++) {
      const [name, unit, pr] = crops[i % 4] as (typeof crops)[number];
      const qty = unit[0] === 't' ? num(String(t.int(120, 980) / 10), 'en') : String(t.int(40, 400));
      const l = mkLine(t, { id: String(i + 1), qty, unit, price: p2(pr), rate: rate24, name });
      l.extra = [
        `Wiegeschein ${t.digits(6)} vom ${dmy(addDays(issue, -t.int(3, 60)))}, Feuchte ${num(String(t.int(118, 150) / 10), 'de')} %`,
      ];
      out.push(l);
    }
    return out;
  }
  const goods: Array<[string, readonly [string, string], number, string, string]> = [
    ['Kalkammonsalpeter 27 % N, lose', ['dt', 'DTN'], 38.6, '1', '19'],
    ['Harnstoff 46 % N, Big Bag', ['dt', 'DTN'], 52.9, '1', '19'],
    ['Agrardiesel', ['l', 'LTR'], 1.389, '1', '19'],
    ['Saatgut Winterweizen Z-Saatgut', ['kg', 'KGM'], 78.5, '100', '7'],
    ['Saatgut Silomais S 250', ['kg', 'KGM'], 412, '100', '7'],
    ['Milchleistungsfutter 18/3', ['dt', 'DTN'], 41.2, '1', '7'],
    ['Mineralfutter Rind lose', ['kg', 'KGM'], 96, '100', '7'],
    ['Pflanzenschutz Fungizid 5 l', ['Kan.', 'XCI'], 118.4, '1', '19'],
  ];
  const n = long ? t.int(32, 38) : t.int(4, 8);
  for (let i = 0; i < n; i++) {
    const [name, unit, pr, base, rate] = t.pick(goods);
    const qty =
      unit[1] === 'LTR'
        ? String(t.int(8, 60) * 50)
        : unit[1] === 'KGM'
          ? String(t.int(2, 40) * 25)
          : unit[1] === 'DTN'
            ? String(t.int(5, 120))
            : String(t.int(1, 6));
    const price = unit[1] === 'LTR' ? dec(pr).toFixed(3) : p2(pr);
    const l = mkLine(t, { id: String(i + 1), qty, unit, price, base, rate, name });
    if (t.rnd() < 0.5) l.extra = [`Lieferschein ${t.digits(7)} vom ${dmy(addDays(issue, -t.int(1, 25)))}`];
    out.push(l);
  }
  return out;
}

function elektroLines(t: Tools, long: boolean): Line[] {
  const items: Array<[string, readonly [string, string], number, string, number]> = [
    ['NYM-J 3x1,5 mm² grau Ring 100 m', ['m', 'MTR'], 38.9, '100', 43],
    ['NYM-J 5x2,5 mm² grau Ring 50 m', ['m', 'MTR'], 96.4, '100', 120],
    ['H07V-K 1x6 mm² gn/ge', ['m', 'MTR'], 52.1, '100', 58],
    ['NYY-J 5x10 mm² schwarz', ['m', 'MTR'], 612, '100', 480],
    ['WAGO Verbindungsklemme 221-413', ['St', 'H87'], 41.5, '100', 0],
    ['Aderendhülse 1,5 mm² rot', ['St', 'H87'], 4.9, '1000', 0],
    ['Schalterprogramm Rahmen 1-fach reinweiß', ['St', 'H87'], 1.85, '1', 0],
    ['LS-Schalter B16 1-polig 6 kA', ['St', 'H87'], 2.65, '1', 0],
    ['FI-Schutzschalter 40A 4-polig 30mA', ['St', 'H87'], 36.2, '1', 0],
    ['Kabelbinder 200x4,8 schwarz', ['St', 'H87'], 3.2, '100', 0],
    ['Unterputzdose 60 mm tief', ['St', 'H87'], 18.7, '100', 0],
  ];
  const del = p2(t.int(780, 980) + t.rnd());
  const basis = t.pick(['150', '150', '100']);
  const n = long ? t.int(30, 36) : t.int(5, 10);
  const step = t.pick([1, 10]);
  const out: Line[] = [];
  for (let i = 0; i < n; i++) {
    const [name, unit, pr, base, cuKgKm] = t.pick(items);
    const qty = unit[1] === 'MTR' ? String(t.int(1, 8) * 50) : String(t.int(1, 20) * (base === '1' ? 1 : 50));
    let charge = '';
    let extra: string[] = [];
    if (cuKgKm) {
      // (DEL − Basis) €/100 kg × Cu-Zahl kg/km × m / 1000 / 100
      charge = round(dec(del).minus(dec(basis)).dividedBy(100).times(cuKgKm).times(dec(qty)).dividedBy(1000));
      extra = [`DEL ${num(del, 'de', 2)} €/100 kg · Cu-Zahl ${cuKgKm} kg/km · Basis ${basis}`];
    }
    const l = mkLine(t, {
      id: String((i + 1) * step),
      qty,
      unit,
      price: p2(pr * (0.92 + t.rnd() * 0.16)),
      base,
      rate: '19',
      name,
      charge,
    });
    l.extra = extra;
    l.code = `${t.int(1, 9)}${t.digits(6)}`;
    out.push(l);
  }
  return out;
}

function druckLines(t: Tools, long: boolean): Line[] {
  const jobs: Array<[string, string, string]> = [
    ['Imagebroschüre 16 Seiten', 'DIN A4 (210 × 297 mm)', '19'],
    ['Flyer 6-seitig Wickelfalz', 'DIN lang (99 × 210 mm)', '19'],
    ['Vereinschronik Hardcover 96 Seiten', '170 × 240 mm', '7'],
    ['Plakat', 'DIN A1 (594 × 841 mm)', '19'],
    ['Geschäftsausstattung Briefbogen', 'DIN A4 (210 × 297 mm)', '19'],
  ];
  const out: Line[] = [];
  let id = 1;
  const nJobs = long ? 7 : t.int(1, 2);
  for (let j = 0; j < nJobs; j++) {
    const [job, fmt, rate] = t.pick(jobs);
    const run = t.pick([500, 1000, 2500, 5000, 10000]);
    const l = mkLine(t, {
      id: String(id++),
      qty: String(run),
      unit: ['Ex.', 'H87'],
      price: p2(t.int(60, 900) + t.rnd()),
      base: '1000',
      rate,
      name: job,
    });
    l.extra = [
      `Auflage: ${groupedMoney(String(run), '.', ',').slice(0, -3)} Exemplare`,
      `Format: ${fmt}`,
      `Papier: ${t.pick(['135 g/m² Bilderdruck matt', '300 g/m² Chromokarton', '90 g/m² Offset weiß', '170 g/m² Bilderdruck glänzend'])}`,
      `Farbigkeit: ${t.pick(['4/4-farbig Euroskala', '4/0-farbig', '1/1-farbig HKS 43'])}`,
    ];
    out.push(l);
    const extras: Array<[string, readonly [string, string], () => string, string]> = [
      ['Daten-Check und Druckvorstufe', ['pausch.', 'LS'], () => '1', p2(t.int(25, 95))],
      ['Digitalproof farbverbindlich', ['St.', 'H87'], () => String(t.int(1, 3)), p2(t.int(18, 35))],
      ['Druckplatten CtP', ['St.', 'H87'], () => String(t.int(4, 8)), p2(t.int(14, 22))],
      ['Satz und Gestaltung', ['Std.', 'HUR'], () => String(t.int(1, 6)), '68.00'],
      ['Versand palettiert', ['pausch.', 'LS'], () => '1', p2(t.int(35, 120))],
    ];
    for (const [name, unit, q, pr] of extras) {
      if (t.rnd() < 0.35) continue;
      out.push(mkLine(t, { id: String(id++), qty: q(), unit, price: pr, rate, name }));
    }
  }
  return out;
}

function laborLines(t: Tools, long: boolean): Line[] {
  const tests: Array<[string, string, number, 'S' | 'E']> = [
    ['3550', 'Full blood count', 8.74, 'E'],
    ['3562', 'Creatinine', 2.33, 'E'],
    ['3585', 'Glucose', 2.33, 'E'],
    ['4030', 'TSH', 14.57, 'E'],
    ['3741', 'HbA1c', 17.49, 'E'],
    ['3592', 'Lipid profile', 9.33, 'E'],
    ['4465', 'Vitamin D (25-OH)', 33.52, 'E'],
    ['3523', 'CRP quantitative', 11.66, 'E'],
    ['K-12', 'Sample collection kit', 6.9, 'S'],
    ['KUR', 'Courier pick-up', 24.5, 'S'],
    ['DNA-P', 'Paternity test (non-medical)', 289, 'S'],
    ['ARB', 'Occupational health report', 45, 'S'],
  ];
  const n = long ? t.int(34, 40) : t.int(5, 10);
  const out: Line[] = [];
  for (let i = 0; i < n; i++) {
    const [code, name, fee, cat] =
      i === n - 1 ? (tests[8 + t.int(0, 3)] as (typeof tests)[number]) : t.pick(tests);
    const l = mkLine(t, {
      id: String(i + 1),
      qty: String(t.int(1, cat === 'E' ? 30 : 4)),
      unit: ['', 'C62'],
      price: p2(fee),
      rate: cat === 'E' ? '0' : '19',
      name,
      cat,
    });
    l.code = code;
    out.push(l);
  }
  return out;
}

function merchantLines(t: Tools, long: boolean): Line[] {
  const items: Array<[string, string, readonly [string, string], number]> = [
    ['TIM47100', 'C24 Treated Timber 47x100mm 4.8m', ['each', 'EA'], 12.85],
    ['CEM25', 'General Purpose Cement 25kg', ['bag', 'XBG'], 7.2],
    ['SAND850', 'Building Sand Bulk Bag 850kg', ['bag', 'XBG'], 52],
    ['PB12', 'Plasterboard 12.5mm 2400x1200', ['sheet', 'H87'], 9.95],
    ['SCR550', 'Wood Screws 5.0x50mm Box 200', ['box', 'XBX'], 11.4],
    ['BLK100', 'Dense Concrete Block 100mm', ['each', 'EA'], 1.68],
    ['DPC100', 'DPC Roll 100mm x 30m', ['roll', 'XRO'], 6.45],
    ['COPP15', 'Copper Pipe 15mm x 3m', ['length', 'EA'], 14.9],
    ['INS100', 'Loft Insulation Roll 100mm', ['roll', 'XRO'], 23.6],
  ];
  const n = long ? t.int(34, 40) : t.int(4, 9);
  const out: Line[] = [];
  for (let i = 0; i < n; i++) {
    const [code, name, unit, pr] = t.pick(items);
    const l = mkLine(t, {
      id: String(i + 1),
      qty: String(t.int(1, 60)),
      unit,
      price: p2(pr * (0.95 + t.rnd() * 0.1)),
      disc: t.pick(['', '10', '15', '20', '5']),
      rate: '20',
      name,
    });
    l.code = code;
    out.push(l);
  }
  return out;
}

function quincLines(t: Tools, long: boolean): Line[] {
  const items: Array<[string, readonly [string, string], number]> = [
    ['Perceuse visseuse 18 V 2 batteries', ['pce', 'H87'], 189],
    ['Chevilles nylon 8 mm (boîte de 100)', ['bte', 'XBX'], 6.9],
    ['Vis agglo 4x40 tête fraisée (boîte de 500)', ['bte', 'XBX'], 14.2],
    ['Gants de manutention taille 9', ['paire', 'PR'], 3.85],
    ['Cadenas laiton 40 mm', ['pce', 'H87'], 9.6],
    ['Mètre ruban 5 m', ['pce', 'H87'], 7.4],
    ['Disque à tronçonner métal 125 mm', ['pce', 'H87'], 1.95],
    ['Câble électrique H07V-U 2,5 mm²', ['m', 'MTR'], 0.62],
    ['Escabeau aluminium 5 marches', ['pce', 'H87'], 84.5],
    ['Silicone sanitaire blanc 310 ml', ['pce', 'H87'], 5.7],
  ];
  const n = long ? t.int(34, 40) : t.int(4, 9);
  const out: Line[] = [];
  for (let i = 0; i < n; i++) {
    const [name, unit, pr] = t.pick(items);
    const l = mkLine(t, {
      id: String(i + 1),
      qty: String(unit[1] === 'MTR' ? t.int(2, 20) * 5 : t.int(1, 24)),
      unit,
      price: p2(pr),
      disc: t.pick(['', '', '5', '10']),
      rate: '20',
      name,
    });
    l.code = `${t.pick(['QC', 'R', 'F'])}${t.digits(5)}`;
    out.push(l);
  }
  return out;
}

// ---------------------------------------------------------------- the document
const SELLER_NAMES: Record<Tpl, string[]> = {
  pharma17: [
    'Rhein-Main Pharmagroßhandel GmbH',
    'Nordpharm Arzneimittelvertrieb GmbH & Co. KG',
    'Apothekerdienst Süd eG',
  ],
  kfz17: ['Autohaus Brandt GmbH', 'Autohaus am Ring Krüger GmbH & Co. KG', 'Auto Lange e.K.'],
  agrar17: [
    'Raiffeisen-Warengenossenschaft Mittelweser eG',
    'Agrar-Genossenschaft Hohenlohe eG',
    'Landhandel Börde eG',
  ],
  elektro17: [
    'Elektro-Großhandel Zimmermann GmbH',
    'EGH Elektrogroßhandel West GmbH',
    'Licht & Kabel Handels-GmbH',
  ],
  druck17: ['Druckerei Hofmann GmbH', 'Offsetdruck Wagner & Söhne KG', 'Print-Werk Schulte GmbH'],
  labor17: [
    'Labor Dr. Berger MVZ GmbH',
    'Medizinisches Labor Rheinland GmbH',
    'Synlab-Partner Labordiagnostik GmbH',
  ],
  merchant17: [],
  quinc17: [],
};
const BUYER_NAMES: Record<Tpl, string[]> = {
  pharma17: ['Löwen-Apotheke', 'Stern-Apotheke am Markt', 'Adler-Apotheke', 'Rathaus-Apotheke'],
  kfz17: [],
  agrar17: ['Hof Köhler GbR', 'Landwirtschaft Schulte', 'Gut Lindenhof KG', 'Milchhof Berger GbR'],
  elektro17: ['Elektro Köhler GmbH', 'Elektroinstallation Wagner', 'E-Technik Lange GmbH'],
  druck17: ['Stadtwerke Musterstadt GmbH', 'Sportverein 1898 e.V.', 'Hofmann Immobilien GmbH'],
  labor17: ['Praxis Dr. Sabine Hofmann', 'Gemeinschaftspraxis Krüger & Lange', 'Klinik am Park GmbH'],
  merchant17: [],
  quinc17: [],
};
const BANKS: Record<string, Array<[string, string, string]>> = {
  DE: [
    ['Sparkasse KölnBonn', 'COLSDE33XXX', '37050198'],
    ['Volksbank Mittelhessen eG', 'VBMHDE5FXXX', '51390000'],
    ['Deutsche Bank', 'DEUTDEDBXXX', '10070000'],
    ['Commerzbank', 'COBADEFFXXX', '50040000'],
  ],
  GB: [
    ['Barclays Bank', 'BARCGB22', 'BARC20000'],
    ['Lloyds Bank', 'LOYDGB2L', 'LOYD30963'],
  ],
  FR: [
    ['Crédit Agricole', 'AGRIFRPP882', '1820600012'],
    ['BNP Paribas', 'BNPAFRPPXXX', '3000400828'],
  ],
};

function build(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const lang = LANG[tpl];
  const long = k >= 56;
  const cc = tpl === 'merchant17' ? 'GB' : tpl === 'quinc17' ? 'FR' : 'DE';
  const issue = addDays('2024-09-01', t.int(0, 600));
  let s: KitParty;
  let b: KitParty;
  let farmer = false;
  if (cc === 'DE') {
    s = dachParty('DE', t.pick(SELLER_NAMES[tpl]), t);
    const bn =
      tpl === 'kfz17'
        ? t.rnd() < 0.5
          ? personName(t)
          : `${t.pick(['Pflegedienst', 'Bäckerei', 'Hausverwaltung'])} ${personName(t).split(' ')[1]} GmbH`
        : t.pick(BUYER_NAMES[tpl]);
    b = dachParty(t.rnd() < 0.15 && tpl !== 'kfz17' ? 'AT' : 'DE', bn, t);
    if (tpl === 'agrar17' && k % 24 >= 16) {
      // the farmer's invoice to the co-operative (§ 24 UStG)
      farmer = true;
      const coop = s;
      s = dachParty('DE', t.pick(BUYER_NAMES.agrar17), t);
      b = coop;
    }
  } else {
    s = anyParty(cc, h, t);
    b = anyParty(cc, h, t);
  }
  const bank = t.pick(BANKS[cc] as Array<[string, string, string]>);
  const iban =
    cc === 'DE'
      ? ibanWithCheck('DE', `${bank[2]}${t.digits(10)}`)
      : cc === 'GB'
        ? ibanWithCheck('GB', `${bank[2].slice(0, 4)}${t.digits(6)}${t.digits(8)}`)
        : ibanWithCheck('FR', `${bank[2]}${t.digits(11)}${t.digits(2)}`);
  const rate24 = issue < '2025-01-01' ? '9.0' : '7.8';
  const lines =
    tpl === 'pharma17'
      ? pharmaLines(t, long)
      : tpl === 'kfz17'
        ? kfzLines(t, long, issue)
        : tpl === 'agrar17'
          ? agrarLines(t, long, farmer, rate24, issue)
          : tpl === 'elektro17'
            ? elektroLines(t, long)
            : tpl === 'druck17'
              ? druckLines(t, long)
              : tpl === 'labor17'
                ? laborLines(t, long)
                : tpl === 'merchant17'
                  ? merchantLines(t, long)
                  : quincLines(t, long);
  const sums = vatSums(lines);
  const vat = sums.vat.map((v) => ({
    ...v,
    cat: (lines.find((l) => l.rate === v.rate)?.cat ?? 'S') as 'S' | 'E',
  }));
  const gross = round(dec(sums.lineNet).plus(dec(sums.vatT)));
  const year = issue.slice(0, 4);
  const number = {
    pharma17: () => `${t.int(4, 9)}${t.digits(7)}`,
    kfz17: () => `VK-${year}-${t.digits(4)}`,
    agrar17: () => (farmer ? `${year}/${t.int(1, 40)}` : `RE${t.digits(8)}`),
    elektro17: () => `${t.int(60, 69)}${t.digits(6)}`,
    druck17: () => `${year}-${t.digits(4)}`,
    labor17: () => `L${year.slice(2)}-${t.digits(6)}`,
    merchant17: () => `INV${t.digits(7)}`,
    quinc17: () => `FA${year}${t.digits(5)}`,
  }[tpl]();
  return {
    tpl,
    lang,
    long,
    s,
    b,
    sellerVat: !farmer,
    taxNo: farmer ? `${t.int(10, 99)}/${t.digits(3)}/${t.digits(5)}` : '',
    buyerVat: tpl === 'kfz17' ? false : farmer || cc !== 'DE' || b.country !== 'DE' || t.rnd() < 0.4,
    cur: cc === 'GB' ? 'GBP' : 'EUR',
    number,
    issue,
    due: addDays(issue, t.pick([8, 10, 14, 30])),
    po: t.rnd() < 0.5 ? `${t.pick(['PO', 'B', 'BE-', ''])}${t.digits(6)}` : '',
    cust: t.digits(tpl === 'merchant17' ? 6 : 5),
    iban,
    bic: bank[1],
    bank: bank[0],
    lines,
    vat,
    lineNet: sums.lineNet,
    vatT: sums.vatT,
    gross,
    phone:
      cc === 'DE'
        ? `0${t.int(200, 899)} ${t.digits(6)}`
        : cc === 'GB'
          ? `01${t.digits(3)} ${t.digits(6)}`
          : `0${t.int(1, 5)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)}`,
    farmer,
    t,
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur, dueDate: d.due });
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    ...(d.sellerVat ? { vatId: d.s.vat } : {}),
    ...(d.taxNo ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((v) =>
    kitVatRow(v, v.cat, v.cat === 'E' ? 'Exempt under Section 4 No. 14 UStG' : ''),
  );
  inv.lines = d.lines.map((l) => {
    const line = kitLine(
      { ...l, price: l.netPrice },
      { category: l.cat, rate: l.rate, ...(l.disc ? { grossPrice: l.price } : {}) },
    );
    if (l.base !== '1') {
      line.price.baseQuantity = l.base;
      line.price.baseQuantityUnitCode = l.unit[1];
    }
    if (l.charge) line.charges = [{ amount: l.charge, reason: 'Cu-Zuschlag' }];
    return line;
  });
  return inv;
}

// ---------------------------------------------------------------- drawing
interface Col {
  h: string;
  x: number;
  right?: boolean;
  v: (l: Line) => string;
}

function columns(d: Doc): Col[] {
  const L = d.lang;
  const m = (v: string) => money(v, L);
  const discTxt = (l: Line) => (l.disc ? num(l.disc, L) : '');
  switch (d.tpl) {
    case 'pharma17':
      return [
        { h: 'PZN', x: 32, v: (l) => l.cells.pzn ?? '' },
        { h: 'Artikelbezeichnung', x: 90, v: (l) => l.name },
        { h: 'Menge', x: 290, right: true, v: (l) => l.qty },
        { h: 'Einh.', x: 296, v: (l) => l.unit[0] },
        { h: 'AVP', x: 356, right: true, v: (l) => m(l.cells.avp ?? '0') },
        { h: 'AEP', x: 400, right: true, v: (l) => m(l.price) },
        { h: 'Rabatt %', x: 446, right: true, v: discTxt },
        { h: 'Netto €', x: 505, right: true, v: (l) => m(l.net) },
        { h: 'MwSt', x: 556, right: true, v: (l) => rateTxt(l.rate, L) },
      ];
    case 'kfz17':
      return [
        { h: 'Pos.', x: 40, v: (l) => l.id },
        { h: 'Bezeichnung', x: 72, v: (l) => l.name },
        { h: 'Menge', x: 330, right: true, v: (l) => l.qty },
        { h: 'Einheit', x: 338, v: (l) => l.unit[0] },
        { h: 'Einzelpreis €', x: 450, right: true, v: (l) => m(l.price) },
        { h: 'Gesamt €', x: 556, right: true, v: (l) => m(l.net) },
      ];
    case 'agrar17':
      return [
        { h: 'Artikel', x: 40, v: (l) => l.name },
        { h: 'Menge', x: 290, right: true, v: (l) => num(l.qty, L) },
        { h: 'Einheit', x: 297, v: (l) => l.unit[0] },
        {
          h: 'Preis €',
          x: 400,
          right: true,
          v: (l) =>
            `${num(l.price, L, l.unit[1] === 'LTR' ? 3 : 2)} €/${l.base === '100' ? 'dt' : l.unit[0]}`,
        },
        { h: 'USt.', x: 450, right: true, v: (l) => rateTxt(l.rate, L) },
        { h: 'Betrag €', x: 556, right: true, v: (l) => m(l.net) },
      ];
    case 'elektro17':
      return [
        { h: 'Pos.', x: 34, v: (l) => l.id },
        { h: 'Art.-Nr.', x: 60, v: (l) => l.code },
        { h: 'Bezeichnung', x: 104, v: (l) => l.name },
        { h: 'Menge', x: 328, right: true, v: (l) => l.qty },
        { h: 'ME', x: 333, v: (l) => l.unit[0] },
        { h: 'Preis', x: 394, right: true, v: (l) => m(l.price) },
        { h: 'PE', x: 428, right: true, v: (l) => l.base },
        { h: 'Cu-Zuschl.', x: 480, right: true, v: (l) => (l.charge ? m(l.charge) : '') },
        { h: 'Betrag €', x: 556, right: true, v: (l) => m(l.net) },
      ];
    case 'druck17':
      return [
        { h: 'Pos.', x: 40, v: (l) => l.id },
        { h: 'Leistung', x: 70, v: (l) => l.name },
        { h: 'Menge', x: 330, right: true, v: (l) => l.qty },
        { h: 'Einheit', x: 336, v: (l) => l.unit[0] },
        { h: 'Preis €', x: 430, right: true, v: (l) => `${m(l.price)}${l.base === '1000' ? ' /1000' : ''}` },
        { h: 'USt', x: 470, right: true, v: (l) => rateTxt(l.rate, L) },
        { h: 'Betrag €', x: 556, right: true, v: (l) => m(l.net) },
      ];
    case 'labor17':
      return [
        { h: 'No.', x: 40, v: (l) => l.id },
        { h: 'Code', x: 66, v: (l) => l.code },
        { h: 'Examination / service', x: 110, v: (l) => l.name },
        { h: 'Qty', x: 330, right: true, v: (l) => l.qty },
        { h: 'Fee €', x: 400, right: true, v: (l) => m(l.price) },
        { h: 'VAT', x: 450, right: true, v: (l) => (l.cat === 'E' ? 'exempt' : rateTxt(l.rate, L)) },
        { h: 'Amount €', x: 556, right: true, v: (l) => m(l.net) },
      ];
    case 'merchant17':
      return [
        { h: 'Qty', x: 56, right: true, v: (l) => l.qty },
        { h: 'Unit', x: 62, v: (l) => l.unit[0] },
        { h: 'Code', x: 100, v: (l) => l.code },
        { h: 'Description', x: 160, v: (l) => l.name },
        { h: 'Unit price', x: 420, right: true, v: (l) => m(l.price) },
        { h: 'Disc %', x: 462, right: true, v: discTxt },
        { h: 'Net', x: 556, right: true, v: (l) => m(l.net) },
      ];
    case 'quinc17':
      return [
        { h: 'Réf.', x: 36, v: (l) => l.code },
        { h: 'Désignation', x: 86, v: (l) => l.name },
        { h: 'Qté', x: 330, right: true, v: (l) => l.qty },
        { h: 'U.', x: 336, v: (l) => l.unit[0] },
        { h: 'PU HT', x: 420, right: true, v: (l) => m(l.price) },
        { h: 'Remise %', x: 470, right: true, v: discTxt },
        { h: 'Total HT', x: 556, right: true, v: (l) => m(l.net) },
      ];
  }
}

const LABELS = {
  de: {
    title: ['Rechnung', 'RECHNUNG'],
    no: ['Rechnungs-Nr.', 'Rechnungsnummer', 'Beleg-Nr.'],
    date: ['Rechnungsdatum', 'Datum', 'Belegdatum'],
    due: ['Fällig am', 'Zahlbar bis', 'Fälligkeit'],
    po: ['Ihre Bestellung', 'Ihr Auftrag', 'Bestell-Nr.'],
    cust: ['Kunden-Nr.', 'Kundennummer'],
    vat: 'USt-IdNr.',
    buyerVat: 'Ihre USt-IdNr.',
    net: 'Nettobetrag',
    vatOf: (r: string, base: string) => `${r} USt. auf ${base}`,
    vatTotal: 'Umsatzsteuer gesamt',
    gross: 'Rechnungsbetrag',
    page: (a: number, n: number) => `Seite ${a} von ${n}`,
    carry: 'Übertrag',
  },
  en: {
    title: ['INVOICE', 'Invoice', 'TAX INVOICE'],
    no: ['Invoice No.', 'Invoice number', 'Invoice #'],
    date: ['Invoice date', 'Date', 'Tax point'],
    due: ['Due date', 'Payment due', 'Due'],
    po: ['Your order', 'Order No.', 'PO number'],
    cust: ['Account No.', 'Account'],
    vat: 'VAT No.',
    buyerVat: 'Customer VAT No.',
    net: 'Net total',
    vatOf: (r: string, base: string) => `VAT ${r} on ${base}`,
    vatTotal: 'Total VAT',
    gross: 'Total due',
    page: (a: number, n: number) => `Page ${a} of ${n}`,
    carry: 'Carried forward',
  },
  fr: {
    title: ['FACTURE', 'Facture'],
    no: ['Facture N°', 'N° de facture'],
    date: ['Date', 'Date de facture'],
    due: ['Échéance', 'Date d’échéance'],
    po: ['Votre commande', 'Réf. commande'],
    cust: ['Code client', 'N° client'],
    vat: 'N° TVA intracom.',
    buyerVat: 'N° TVA client',
    net: 'Total HT',
    vatOf: (r: string, base: string) => `TVA ${r} sur ${base}`,
    vatTotal: 'Total TVA',
    gross: 'Total TTC',
    page: (a: number, n: number) => `Page ${a}/${n}`,
    carry: 'Report',
  },
};

function drawDoc(d: Doc, rows: Row[]): number {
  const t = d.t;
  const L = d.lang;
  const lb = LABELS[L];
  const m = (v: string) => money(v, L);
  const date = (iso: string) =>
    L === 'de'
      ? dmy(iso)
      : L === 'fr'
        ? dmy(iso, '/')
        : d.tpl === 'labor17'
          ? longDate(iso, 'en')
          : dmy(iso, '/');
  const p = pager(rows, 70, 760);
  const fs = 8;
  const sCountry = COUNTRY[L][d.s.country] ?? d.s.country;
  const bCountry = COUNTRY[L][d.b.country] ?? d.b.country;
  // letterhead
  const headRight = d.tpl === 'merchant17' || d.tpl === 'labor17';
  if (headRight) {
    p.put(40, 555, d.s.name, { size: 13, bold: true, right: true });
    p.block(
      [
        d.s.street,
        d.tpl === 'merchant17' ? `${d.s.city} ${d.s.pc}` : `${d.s.pc} ${d.s.city}`,
        sCountry,
        `Tel. ${d.phone}`,
      ],
      555,
      58,
      {
        size: 8,
        right: true,
      },
    );
    if (d.tpl === 'merchant17') {
      p.put(40, 40, t.pick(['TRADE COUNTER', 'Trade Counter Sales']), { size: 9, bold: true });
      p.put(52, 40, `Branch: ${d.s.city}`, { size: 8 });
    } else p.put(40, 40, 'Medical Laboratory · Laboratory Medicine', { size: 8 });
  } else {
    p.put(40, 40, d.s.name, { size: 14, bold: true });
    p.put(58, 40, `${d.s.street} · ${d.s.pc} ${d.s.city} · ${sCountry}`, { size: 8 });
    p.put(70, 40, `Tel. ${d.phone}`, { size: 8 });
  }
  // buyer window
  const bx = d.tpl === 'quinc17' ? 320 : 40;
  const by = 130;
  const bLines = [...addr3(d.b), bCountry];
  if (d.tpl === 'merchant17') {
    p.put(by - 14, bx, 'INVOICE TO:', { size: 8, bold: true });
    // UK order: town, then postcode on its own line
    p.block([d.b.name, d.b.street, d.b.city, d.b.pc, bCountry], bx, by, { size: 9 });
  } else if (d.tpl === 'quinc17') {
    p.put(by - 14, bx, 'Client :', { size: 8, bold: true });
    p.block(bLines, bx, by, { size: 9 });
  } else if (d.tpl === 'labor17') {
    p.put(by - 14, bx, 'Invoice to:', { size: 8, bold: true });
    p.block(bLines, bx, by, { size: 9 });
  } else {
    p.put(by - 14, bx, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
    p.block(bLines, bx, by, { size: 10 });
  }
  if (d.buyerVat) p.put(by + 64, bx, `${lb.buyerVat}: ${d.b.vat}`, { size: 8 });
  // info block
  const info: Array<[string, string]> = [
    [t.pick(lb.no), d.number],
    [t.pick(lb.date), date(d.issue)],
    [t.pick(lb.cust), d.cust],
  ];
  if (d.po) info.push([t.pick(lb.po), d.po]);
  info.push([t.pick(lb.due), date(d.due)]);
  if (d.sellerVat) info.push([lb.vat, d.s.vat ?? '']);
  if (d.taxNo) info.push(['Steuernummer', d.taxNo]);
  const ix = d.tpl === 'quinc17' ? 40 : 350;
  const iy = d.tpl === 'quinc17' ? 130 : 124;
  p.kv(iy, ix, ix + 205, info, { size: 8.5 }, 12);
  let y = 240;
  const title =
    d.farmer && d.tpl === 'agrar17'
      ? 'Rechnung über Getreidelieferung'
      : d.tpl === 'kfz17'
        ? t.pick(['Rechnung Fahrzeugverkauf', 'Fahrzeugrechnung'])
        : t.pick(lb.title);
  p.put(y, 40, `${title}`, { size: 14, bold: true });
  y += 22;
  if (d.tpl === 'kfz17') {
    p.put(y, 40, `Kaufvertrag Nr. ${t.digits(6)} · Verkäufer: ${personName(t)}`, { size: 8 });
    y += 14;
  }
  if (d.tpl === 'merchant17') {
    p.put(
      y,
      40,
      `Collected by: ${personName(t)} · Vehicle reg. ${t.pick(['AB', 'LS', 'MX'])}${t.int(15, 74)} ${t.pick(['KTR', 'XJP', 'HBD'])}`,
      {
        size: 8,
      },
    );
    y += 14;
  }
  // item table
  const cols = columns(d);
  const heads = (yy: number) => {
    for (const c of cols) p.put(yy, c.x, c.h, { size: 7.5, bold: true, right: c.right });
    return yy + 14;
  };
  y = heads(y);
  for (const l of d.lines) {
    const hgt = 11 + l.extra.length * 8.5;
    const before = p.page();
    y = p.need(y, Math.min(hgt, 60));
    if (p.page() !== before) y = heads(y);
    for (const c of cols) p.put(y, c.x, c.v(l), { size: fs, right: c.right });
    y += 11;
    const nx =
      (
        cols.find(
          (c) =>
            c.h === 'Bezeichnung' || c.h === 'Artikelbezeichnung' || c.h === 'Leistung' || c.h === 'Artikel',
        ) ?? cols[1]
      )?.x ?? 80;
    for (const e of l.extra) {
      const b2 = p.page();
      y = p.need(y, 9);
      if (p.page() !== b2) y = heads(y);
      p.put(y, nx + 6, e, { size: 6.5 });
      y += 8.5;
    }
    y += 2;
  }
  // totals
  y = p.need(y + 8, 40 + d.vat.length * 24);
  const tx = 360;
  const tv = 556;
  const tot: Array<[string, string]> = [[lb.net, m(d.lineNet)]];
  for (const v of d.vat) {
    if (v.cat === 'E') tot.push([L === 'en' ? 'VAT exempt amount' : 'steuerfrei', m(v.base)]);
    else tot.push([lb.vatOf(rateTxt(v.rate, L), m(v.base)), m(v.tax)]);
  }
  if (d.vat.filter((v) => v.cat === 'S').length > 1) tot.push([lb.vatTotal, m(d.vatT)]);
  tot.push([d.tpl === 'quinc17' ? 'Total TTC' : `${lb.gross} ${d.cur === 'GBP' ? '£' : 'EUR'}`, m(d.gross)]);
  if (d.tpl === 'quinc17') tot.push(['Net à payer', `${m(d.gross)} €`]);
  y = p.kv(y, tx - (d.tpl === 'pharma17' || d.tpl === 'kfz17' ? 20 : 0), tv, tot, { size: 8.5 }, 13);
  y += 10;
  // notes
  const notes: string[] = [];
  if (d.tpl === 'labor17')
    notes.push(
      'Medical laboratory services are exempt from VAT under Section 4 No. 14 UStG (§ 4 Nr. 14 UStG).',
    );
  if (d.farmer)
    notes.push(
      `Durchschnittssatzbesteuerung nach § 24 UStG, Steuersatz ${num(d.vat[0]?.rate ?? '7.8', 'de')} %.`,
    );
  if (d.tpl === 'kfz17')
    notes.push('Das Fahrzeug bleibt bis zur vollständigen Bezahlung Eigentum des Verkäufers.');
  if (d.tpl === 'pharma17') notes.push('Rückgaben nur mit Retourenschein innerhalb von 14 Tagen.');
  const payTxt =
    L === 'de'
      ? `Bitte überweisen Sie den Betrag bis zum ${date(d.due)} ohne Abzug.`
      : L === 'fr'
        ? `Paiement par virement à réception, au plus tard le ${date(d.due)}. Pas d’escompte pour paiement anticipé.`
        : `Payment by ${date(d.due)} please, quoting the invoice number.`;
  notes.push(payTxt);
  for (const n of notes) {
    y = p.need(y, 10);
    p.put(y, 40, n, { size: 7.5 });
    y += 10;
  }
  const nPages = p.pages();
  const bankLine =
    L === 'fr'
      ? `${d.bank} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`
      : `${d.bank} · IBAN ${spaced(d.iban)} · BIC ${d.bic}`;
  const legal =
    d.tpl === 'quinc17'
      ? `${d.s.name} · SIRET ${(d.s.vat ?? '').slice(4)}00012 · APE 4674A · ${d.sellerVat ? `TVA ${d.s.vat}` : ''}`
      : d.tpl === 'merchant17'
        ? `${d.s.name} · Registered in England and Wales No. ${t.digits(8)} · VAT Reg. No. ${d.s.vat}`
        : `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`;
  everyPage(rows, nPages, (pg, n) => [
    [790, 40, legal, 6.5],
    [800, 40, bankLine, 6.5],
    [800, 556 - 40, lb.page(pg, n), 6.5],
  ]);
  return nPages;
}

const DRAWERS: Record<Tpl, (d: Doc, rows: Row[]) => number> = {
  pharma17: drawDoc,
  kfz17: drawDoc,
  agrar17: drawDoc,
  elektro17: drawDoc,
  druck17: drawDoc,
  labor17: drawDoc,
  merchant17: drawDoc,
  quinc17: drawDoc,
};

export function generateBlind48(k: number, h: Helpers) {
  return generateByTemplate(k, TEMPLATES, (tpl) => build(tpl, k, h), DRAWERS, toInvoice);
}
