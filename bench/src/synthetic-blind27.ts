/**
 * `--templates blind27` of extraction-synthetic.ts: held-out layouts of session 20 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for producers no earlier set had:
 * foreign suppliers selling to German businesses in their own language, in English or bilingual
 * (looks taken from public descriptions of such documents, no file copied, invented names) —
 * - `no` (nb): a Norwegian seafood exporter: FAKTURA, a boxed grid of heads over values
 *   (Fakturanr., Fakturadato, Forfallsdato, KID-nr., Kundenr.), "Org.nr. 923 456 789 MVA" (the
 *   VAT id "NO 923 456 789 MVA" only on half), NOK or EUR, amounts "1 234,56", kg with the
 *   thousands spaced, export free of MVA (category G);
 * - `fi` (fi/en): a Finnish engineering consultancy: "LASKU / INVOICE", bilingual labels left of
 *   their values, Y-tunnus and ALV-nro, dates "3.2.2026", a viitenumero, reverse charge (AE) or
 *   ALV 25,5 % for a workshop held in Finland; one HYVITYSLASKU / CREDIT NOTE printed positive;
 * - `hu` (hu/en): a Hungarian packaging maker: "SZÁMLA / INVOICE", bilingual labels ABOVE their
 *   values, dates "2026.02.03.", the address as "9021 Győr, Baross Gábor út 15." on one line,
 *   Adószám and Közösségi adószám, an intra-Community supply (K) in EUR; one 30+-row two-page
 *   invoice with "Átvitel / Carried forward";
 * - `ro` (ro): a Romanian garment maker (CMT / lohn): "Furnizor" and "Cumpărător" columns with
 *   Nr. Reg. Com., CIF, Sediul, Cont and Banca, a title line "FACTURĂ nr. … din …", the classic
 *   table with a numbered head row ("0 1 2 3 4 5=3x4"), "Data scadentă", taxare inversă (AE);
 *   one storno printed with negative quantities and amounts;
 * - `gr` (el/en): a Greek olive-oil exporter: "ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ / SALES INVOICE", a bilingual
 *   grid, ΑΦΜ / VAT EL…, Δ.Ο.Υ., "Τ.Κ. 241 00" post codes, dates 03/02/2026, lt and τεμ./pcs,
 *   an intra-Community supply (K), ΦΠΑ 0 %;
 * - `ee` (en): an Estonian bike-parts web shop: Reg. code, VAT no. EE…, each header value printed
 *   LEFT of its label, ISO dates, "€1,234.56", a table whose columns run Qty · SKU · Product ·
 *   Line total · Unit price · VAT; K for a buyer with a VAT id, else VAT 24 %; some paid by card
 *   (nothing due); one 30+-row two-page order with the heads repeated;
 * - `cn` (en): a Chinese hardware exporter's COMMERCIAL INVOICE: capitals, "Invoice No.: …
 *   Date: FEB. 03, 2026" on one line, Contract No., FOB port, an HS code column, quantities
 *   "1,200 PCS", USD prices with three decimals, "SAY TOTAL U.S. DOLLARS … ONLY", Beneficiary
 *   bank, SWIFT and an account number (no IBAN), no VAT (export, category G); one two-page invoice;
 * - `uk` (en): a British instrument supplier after Brexit: GB VAT no. "GB 123 4567 89", Invoice to
 *   and Deliver to side by side, "Invoice date (tax point)", £ amounts with a EUR column beside
 *   them (information only), zero-rated export (G); one CREDIT NOTE printed positive.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes printed with positive amounts: type 381, amounts positive, the original invoice
 *   as preceding invoice, no due date, no bank; the Romanian storno printed negative: type 380
 *   with negative quantities and amounts;
 * - units as UN/ECE rec. 20: kg → KGM, h/óra/ore/hrs → HUR, lt → LTR, m → MTR, SETS/set → SET,
 *   PAIRS → PR; stk, kpl, db, buc, τεμ./pcs, PCS, ea and no printed unit → C62;
 * - line names are the printed item text (wrapped parts joined with a space); SKU, Cikkszám,
 *   HS code and Marks cells are no part of the name; prices as printed (three decimals kept);
 * - KID, viitenumero, Kundenr., contract numbers, delivery addresses, Teljesítés dátuma (date of
 *   supply) are no fields; a due date only where a date is printed as due; the account as printed
 *   (an IBAN, or the Chinese account number) with the BIC / SWIFT where printed;
 * - the seller's VAT id only where printed with its country prefix; no VAT printed on an export:
 *   category G at 0 %; intra-Community supply: K at 0 %; reverse charge: AE at 0 %; each with the
 *   printed note as the reason;
 * - `uk`: the invoice currency is GBP; the EUR column is no amount of the invoice; `ee` paid by
 *   card: the gross is the paid amount (BT-113) and nothing is due.
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  type Generated,
  generateByTemplate,
  groupedMoney,
  type KitDoc,
  type KitParty,
  letterTruthHead,
  MONTH_NAMES,
  pager,
  type Tools,
} from './synthetic-kit.ts';
import {
  footCol,
  type Col as LetterCol,
  letterTable,
  letterTotals,
  onEveryPage,
  paragraph,
  type TableOpts,
} from './synthetic-letter.ts';
import { addDays, ibanWithCheck, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND27_TPLS = ['no', 'fi', 'hu', 'ro', 'gr', 'ee', 'cn', 'uk'] as const;
type Tpl = (typeof BLIND27_TPLS)[number];
type Pager = ReturnType<typeof pager>;
type Cat = 'S' | 'AE' | 'K' | 'G';

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  rate: string;
  cat: Cat;
  net: string;
  sub: string[];
  cells: Record<string, string>;
  group: string;
}
interface Vat {
  rate: string;
  cat: Cat;
  base: string;
  tax: string;
}
interface Doc extends KitDoc<Tpl, Ln, Vat> {
  cur: string;
  /** printed with negative quantities and amounts (the Romanian storno) */
  neg: boolean;
  vatShown: boolean;
  dueShown: boolean;
  bicShown: boolean;
  buyerVat: boolean;
  /** the note printed for a category other than S */
  reason: string;
  custNo: string;
  /** KID, viitenumero, contract number: no fields */
  ref: string;
  /** the company register number (Org.nr., Y-tunnus, Reg. code, Nr. Reg. Com., GEMI, Co. no.) */
  reg: string;
  /** paid by card (`ee`): nothing due */
  card: boolean;
  /** the Chinese account number (no IBAN) */
  account: string;
  /** `uk`: EUR per GBP for the information column */
  fx: string;
  taxNo: string;
  /** the VAT category of every line and the rate of category S */
  cat: Cat;
  stdRate: string;
  /** the seller's commercial register number printed in the footer (`hu`) and the myDATA mark (`gr`) */
  regNo: string;
  /** the days from issue to due date */
  days: number;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { fi: [5], uk: [6] };
const NEG_AT: Partial<Record<Tpl, number[]>> = { ro: [3] };

export function generateBlind27(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND27_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    { no: drawNo, fi: drawFi, hu: drawHu, ro: drawRo, gr: drawGr, ee: drawEe, cn: drawCn, uk: drawUk },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
type LnDraft = Omit<Ln, 'id' | 'net' | 'sub' | 'cells' | 'group' | 'cat' | 'rate'> &
  Partial<Pick<Ln, 'sub' | 'cells' | 'group'>>;
const pr = (t: Tools, lo: number, hi: number) => `${t.int(lo, hi)}.${t.pick(['00', '50', '90', '40', '25'])}`;

function docLines(d: Doc, ls: LnDraft[]): Ln[] {
  const sign = d.neg ? -1 : 1;
  const rate = d.cat === 'S' ? d.stdRate : '0';
  return ls.map((l, i) => {
    const qty = dec(l.qty).times(sign).toString();
    return {
      sub: [],
      cells: {},
      group: '',
      ...l,
      id: String(i + 1),
      qty,
      rate,
      cat: d.cat,
      net: round(dec(qty).times(l.price)),
    };
  });
}

function noLines(d: Doc): LnDraft[] {
  const { t } = d;
  const nok = d.cur === 'NOK';
  const kgp = (lo: number, hi: number) =>
    nok ? pr(t, lo, hi) : pr(t, Math.round(lo / 11), Math.round(hi / 11));
  const all: LnDraft[] = [
    {
      name: 'Fersk laks, sløyd 4–5 kg (Salmo salar), superior',
      qty: String(t.int(6, 48) * 100),
      unit: ['kg', 'KGM'],
      price: kgp(82, 118),
    },
    {
      name: 'Laksefilet trim D med skinn, vakuumpakket',
      qty: String(t.int(2, 20) * 50),
      unit: ['kg', 'KGM'],
      price: kgp(135, 170),
    },
    {
      name: 'Tørrfisk Lofoten, 50/60 cm',
      qty: String(t.int(1, 12) * 25),
      unit: ['kg', 'KGM'],
      price: kgp(260, 340),
    },
    {
      name: 'Isoporkasse 20 kg inkl. is og lokk',
      qty: String(t.int(20, 240)),
      unit: ['stk', 'C62'],
      price: kgp(38, 55),
    },
    { name: 'Frakt Ålesund–Hamburg, termotransport', qty: '1', unit: ['stk', 'C62'], price: kgp(4200, 9800) },
  ];
  const n = t.int(2, 5);
  return [...all.slice(0, n - 1), all[4] as LnDraft];
}

function fiLines(d: Doc): LnDraft[] {
  const { t } = d;
  if (d.cat === 'S')
    return [
      {
        name: 'Koulutustyöpaja / Workshop: design for manufacturing, Helsinki',
        qty: String(t.int(3, 14)),
        unit: ['hlö', 'C62'],
        price: pr(t, 390, 690),
      },
      {
        name: 'Työpajamateriaali ja lounas / Workshop material and lunch',
        qty: String(t.int(3, 14)),
        unit: ['hlö', 'C62'],
        price: pr(t, 45, 80),
      },
    ];
  const all: LnDraft[] = [
    {
      name: 'Konsultointi / Consulting: mechanical design review of the gearbox housing',
      qty: String(t.int(8, 64)),
      unit: ['h', 'HUR'],
      price: pr(t, 95, 140),
    },
    {
      name: 'Projektinhallinta / Project management',
      qty: String(t.int(2, 16)),
      unit: ['h', 'HUR'],
      price: pr(t, 85, 110),
    },
    {
      name: 'FEM-analyysi ja raportti / FEM analysis and report, load case',
      qty: String(t.int(1, 3)),
      unit: ['kpl', 'C62'],
      price: pr(t, 1200, 3400),
    },
    {
      name: 'Paikan päällä / On-site days at the customer',
      qty: String(t.int(1, 4)),
      unit: ['pv', 'DAY'],
      price: pr(t, 850, 1100),
    },
  ];
  return all.slice(0, t.int(2, 4));
}

const HU_ITEMS: Array<[string, string, [string, string], number, number]> = [
  ['FD-12L', 'Fröccsöntött tárolódoboz 12 l / Injection-moulded storage box 12 l', ['db', 'C62'], 2, 4],
  ['FD-24L', 'Fröccsöntött tárolódoboz 24 l / Injection-moulded storage box 24 l', ['db', 'C62'], 3, 6],
  ['PP-F12', 'PP fedél átlátszó / PP lid, transparent', ['db', 'C62'], 0, 2],
  ['GR-200', 'Granulátum regenerált PP / Recycled PP granulate', ['kg', 'KGM'], 1, 2],
  ['SZ-KARB', 'Szerszámkarbantartás / Tool maintenance', ['óra', 'HUR'], 38, 55],
  ['RAK-EUR', 'EUR raklap / EUR pallet', ['db', 'C62'], 11, 16],
];
function huLines(d: Doc): LnDraft[] {
  const { t } = d;
  const n = d.v === 4 ? t.int(32, 38) : t.int(2, 6);
  const out: LnDraft[] = [];
  for (let i = 0; i < n; i++) {
    const [no, name, unit, lo, hi] =
      d.v === 4 ? t.pick(HU_ITEMS) : (HU_ITEMS[i] as (typeof HU_ITEMS)[number]);
    const qty =
      unit[1] === 'HUR'
        ? String(t.int(2, 12))
        : unit[1] === 'KGM'
          ? String(t.int(4, 40) * 25)
          : String(t.int(2, 60) * 50);
    out.push({
      name,
      qty,
      unit,
      price: pr(t, lo, hi),
      cells: { no: `${no}${d.v === 4 ? `-${t.int(10, 99)}` : ''}` },
    });
  }
  return out;
}

function roLines(d: Doc): LnDraft[] {
  const { t } = d;
  const m = () => `${t.pick(['K', 'P', 'S'])}-${t.int(100, 499)}`;
  const all: LnDraft[] = [
    {
      name: `Confecționat sacou bărbătesc model ${m()}`,
      qty: String(t.int(4, 60) * 10),
      unit: ['buc', 'C62'],
      price: pr(t, 18, 34),
    },
    {
      name: `Confecționat pantalon model ${m()}`,
      qty: String(t.int(4, 60) * 10),
      unit: ['buc', 'C62'],
      price: pr(t, 7, 14),
    },
    {
      name: 'Călcat final și ambalat în folie',
      qty: String(t.int(4, 60) * 10),
      unit: ['buc', 'C62'],
      price: pr(t, 0, 2),
    },
    {
      name: 'Ore suplimentare croitorie (comandă urgentă)',
      qty: String(t.int(8, 60)),
      unit: ['ore', 'HUR'],
      price: pr(t, 9, 14),
    },
    {
      name: 'Tiv manual la comandă, ajustări',
      qty: String(t.int(40, 400)),
      unit: ['m', 'MTR'],
      price: pr(t, 0, 1),
    },
  ];
  return d.neg ? all.slice(0, t.int(1, 2)) : all.slice(0, t.int(2, 5));
}

function grLines(d: Doc): LnDraft[] {
  const { t } = d;
  const all: LnDraft[] = [
    {
      name: 'Εξαιρετικό παρθένο ελαιόλαδο / Extra virgin olive oil, tin 5 lt',
      qty: String(t.int(4, 60) * 12),
      unit: ['τεμ./pcs', 'C62'],
      price: pr(t, 32, 46),
    },
    {
      name: 'Ελαιόλαδο χύμα / Bulk olive oil, IBC',
      qty: String(t.int(1, 4) * 1000),
      unit: ['lt', 'LTR'],
      price: pr(t, 6, 9),
    },
    {
      name: 'Ελιές Καλαμών / Kalamata olives, jar 2 kg',
      qty: String(t.int(2, 30) * 6),
      unit: ['τεμ./pcs', 'C62'],
      price: pr(t, 9, 15),
    },
    {
      name: 'Μέλι θυμαρίσιο / Thyme honey 450 g',
      qty: String(t.int(2, 40) * 12),
      unit: ['τεμ./pcs', 'C62'],
      price: pr(t, 5, 9),
    },
  ];
  return all.slice(0, t.int(2, 4));
}

const EE_ITEMS: Array<[string, string, [string, string], number, number]> = [
  ['CH-11-116', 'Chain 11-speed, 116 links, nickel plated', ['pcs', 'C62'], 14, 32],
  ['BR-HD-SET', 'Hydraulic disc brake set front + rear, 160 mm rotors', ['set', 'SET'], 89, 160],
  ['TY-29-235', 'Tubeless tyre 29 x 2.35, folding bead', ['pcs', 'C62'], 29, 48],
  ['GR-ERG-L', 'Ergonomic grips, lock-on, size L', ['pcs', 'C62'], 12, 22],
  ['LT-USB-400', 'Front light USB-C 400 lm with handlebar mount', ['pcs', 'C62'], 24, 39],
  ['TB-LATEX', 'Inner tube 27.5" Presta 48 mm', ['pcs', 'C62'], 4, 8],
  ['PD-FLAT-AL', 'Flat pedals aluminium, replaceable pins', ['pair', 'PR'], 26, 58],
];
function eeLines(d: Doc): LnDraft[] {
  const { t } = d;
  const n = d.v === 4 ? t.int(32, 38) : t.int(2, 5);
  const out: LnDraft[] = [];
  for (let i = 0; i < n; i++) {
    const [sku, name, unit, lo, hi] = t.pick(EE_ITEMS);
    out.push({ name, qty: String(t.int(1, 24)), unit, price: pr(t, lo, hi), cells: { sku } });
  }
  out.push({
    name: 'Shipping DPD Germany, tracked',
    qty: '1',
    unit: ['', 'C62'],
    price: pr(t, 9, 29),
    cells: { sku: 'SHIP-DE' },
  });
  return out;
}

const CN_ITEMS: Array<[string, string, string, [string, string], number]> = [
  [
    'HX-H401',
    'STAINLESS STEEL BUTT HINGE 4 INCH, SATIN FINISH, WITH SCREWS',
    '8302.10',
    ['PCS', 'C62'],
    0.385,
  ],
  ['HX-D220', 'DOOR HANDLE SET ZINC ALLOY ON ROSE, MATT BLACK', '8302.41', ['SETS', 'SET'], 4.2],
  ['HX-K032', 'CABINET KNOB 32MM ALUMINIUM', '8302.42', ['PCS', 'C62'], 0.215],
  ['HX-S450', 'DRAWER SLIDE FULL EXTENSION SOFT CLOSE 450MM', '8302.42', ['PAIRS', 'PR'], 2.64],
  ['HX-C025', 'FURNITURE CASTOR 50MM WITH BRAKE', '8302.20', ['PCS', 'C62'], 0.72],
];
function cnLines(d: Doc): LnDraft[] {
  const { t } = d;
  const n = d.v === 6 ? t.int(30, 36) : t.int(2, 5);
  const out: LnDraft[] = [];
  for (let i = 0; i < n; i++) {
    const [item, name, hs, unit, base] =
      d.v === 6 ? t.pick(CN_ITEMS) : (CN_ITEMS[i] as (typeof CN_ITEMS)[number]);
    const price = (base * (0.9 + t.int(0, 20) / 100)).toFixed(3);
    out.push({
      name,
      qty: String(t.int(2, 60) * 100),
      unit,
      price,
      cells: { item: d.v === 6 ? `${item}-${t.int(1, 9)}` : item, hs },
    });
  }
  return out;
}

function ukLines(d: Doc): LnDraft[] {
  const { t } = d;
  const all: LnDraft[] = [
    {
      name: 'Digital reference thermometer -50 to +300 °C with UKAS calibration certificate',
      qty: String(t.int(1, 12)),
      unit: ['ea', 'C62'],
      price: pr(t, 180, 420),
    },
    {
      name: 'Calibration service on site, per engineer',
      qty: String(t.int(2, 16)),
      unit: ['hrs', 'HUR'],
      price: pr(t, 85, 120),
    },
    {
      name: 'Silicone tubing 6 mm ID, platinum cured',
      qty: String(t.int(5, 50) * 5),
      unit: ['m', 'MTR'],
      price: pr(t, 3, 7),
    },
    {
      name: 'pH electrode, gel filled, BNC',
      qty: String(t.int(2, 20)),
      unit: ['ea', 'C62'],
      price: pr(t, 48, 95),
    },
    { name: 'Carriage and export packing', qty: '1', unit: ['', 'C62'], price: pr(t, 45, 160) },
  ];
  return d.credit ? all.slice(0, 1) : [...all.slice(0, t.int(1, 4)), all[4] as LnDraft];
}

const LINES: Record<Tpl, (d: Doc) => LnDraft[]> = {
  no: noLines,
  fi: fiLines,
  hu: huLines,
  ro: roLines,
  gr: grLines,
  ee: eeLines,
  cn: cnLines,
  uk: ukLines,
};

// ---------------------------------------------------------------------------- the sellers
type Place = [string, string, string[]];
const PLACES: Record<Tpl, Place[]> = {
  no: [
    ['6002', 'Ålesund', ['Keiser Wilhelms gate', 'Apotekergata', 'Skansekaia']],
    ['8300', 'Svolvær', ['Havnepromenaden', 'Torget']],
    ['5003', 'Bergen', ['Bryggen', 'Strandkaien']],
    ['9008', 'Tromsø', ['Storgata', 'Sjøgata']],
  ],
  fi: [
    ['00100', 'Helsinki', ['Mannerheimintie', 'Aleksanterinkatu']],
    ['33100', 'Tampere', ['Hämeenkatu', 'Itsenäisyydenkatu']],
    ['90100', 'Oulu', ['Kirkkokatu', 'Isokatu']],
    ['02150', 'Espoo', ['Otaniementie', 'Tekniikantie']],
  ],
  hu: [
    ['9021', 'Győr', ['Baross Gábor út', 'Szent István út']],
    ['6720', 'Szeged', ['Kárász utca', 'Tisza Lajos körút']],
    ['4025', 'Debrecen', ['Piac utca', 'Hatvan utca']],
    ['8000', 'Székesfehérvár', ['Budai út', 'Várkörút']],
  ],
  ro: [
    ['400001', 'Cluj-Napoca', ['Str. Memorandumului', 'Calea Dorobanților']],
    ['300011', 'Timișoara', ['Bd. Revoluției din 1989', 'Str. Gheorghe Lazăr']],
    ['500030', 'Brașov', ['Str. Republicii', 'Bd. Eroilor']],
    ['700028', 'Iași', ['Str. Lăpușneanu', 'Bd. Independenței']],
  ],
  gr: [
    ['241 00', 'Kalamata', ['Aristomenous', 'Navarinou']],
    ['712 02', 'Heraklion', ['Leoforos Dikeosynis', 'Chandakos']],
    ['546 24', 'Thessaloniki', ['Tsimiski', 'Egnatia']],
    ['262 21', 'Patras', ['Maizonos', 'Korinthou']],
  ],
  ee: [
    ['10111', 'Tallinn', ['Narva mnt', 'Pärnu mnt', 'Tartu mnt']],
    ['50090', 'Tartu', ['Riia', 'Ülikooli']],
  ],
  cn: [
    ['315020', 'NINGBO', ['JIANGBEI ROAD', 'ZHONGSHAN EAST ROAD']],
    ['518057', 'SHENZHEN', ['KEJI SOUTH ROAD', 'SHENNAN BOULEVARD']],
    ['528000', 'FOSHAN', ['JIHUA 5TH ROAD', 'FENJIANG MIDDLE ROAD']],
  ],
  uk: [
    ['RG1 3BE', 'Reading', ['Kings Road', 'Queens Walk']],
    ['HD1 2TF', 'Huddersfield', ['Wakefield Road', 'Leeds Road']],
    ['GL1 2EH', 'Gloucester', ['Southgate Street', 'Bristol Road']],
    ['CB4 0WS', 'Cambridge', ['Milton Road', 'Cowley Road']],
  ],
};
const NAMES: Record<Tpl, [string[], string[]]> = {
  no: [['Nordhav Sjømat', 'Fjordlaks Eksport', 'Lofoten Fisk', 'Havbris Seafood'], ['AS']],
  fi: [['Revontuli Engineering', 'Pohjola Design', 'Kaamos Labs', 'Saimaa Tekniikka'], ['Oy']],
  hu: [
    ['Duna Csomagolástechnika', 'Rába Műanyag', 'Mátra Fröccsöntő', 'Tisza Pack'],
    ['Kft.', 'Zrt.'],
  ],
  ro: [
    ['Carpați Confecții', 'Transilvania Textil', 'Someș Fashion Lohn', 'Bega Apparel'],
    ['SRL', 'S.R.L.'],
  ],
  gr: [
    ['Messinia Olive Mills', 'Kritsa Gold Olive', 'Taygetos Foods', 'Ionian Harvest'],
    ['S.A.', 'Μ.Ι.Κ.Ε.'],
  ],
  ee: [['Baltic Bike Parts', 'Velopood', 'Pedal North'], ['OÜ']],
  cn: [['NINGBO HUAXIN HARDWARE', 'SHENZHEN BRIGHTSTAR HOME', 'FOSHAN GOLDEN DOOR FITTINGS'], ['CO., LTD.']],
  uk: [
    ['Thames Valley Instruments', 'Pennine Scientific', 'Severn Calibration', 'Harbour & Finch'],
    ['Ltd', 'Limited'],
  ],
};

const COUNTRY: Record<Tpl, string> = {
  no: 'NO',
  fi: 'FI',
  hu: 'HU',
  ro: 'RO',
  gr: 'GR',
  ee: 'EE',
  cn: 'CN',
  uk: 'GB',
};
function sellerOf(tpl: Tpl, t: Tools): KitParty {
  const [pc, city, streets] = t.pick(PLACES[tpl]);
  const [first, form] = NAMES[tpl];
  const name =
    tpl === 'cn'
      ? `${city} ${t.pick(first).split(' ').slice(1).join(' ')} ${form[0]}`
      : `${t.pick(first)} ${t.pick(form)}`;
  const no = String(t.int(2, 140));
  const street =
    tpl === 'ro'
      ? `${t.pick(streets)} nr. ${no}`
      : tpl === 'cn'
        ? `NO. ${no} ${t.pick(streets)}`
        : tpl === 'uk'
          ? `Unit ${t.int(1, 24)}, ${no} ${t.pick(streets)}`
          : tpl === 'hu'
            ? `${t.pick(streets)} ${no}.`
            : `${t.pick(streets)} ${no}`;
  const d = t.digits;
  const vat = {
    no: () => `NO${t.int(8, 9)}${d(8)}MVA`,
    fi: () => `FI${d(8)}`,
    hu: () => `HU${d(8)}`,
    ro: () => `RO${t.int(1, 4)}${d(7)}`,
    gr: () => `EL${t.int(0, 9)}${d(8)}`,
    ee: () => `EE10${d(7)}`,
    cn: () => '',
    uk: () => `GB${d(9)}`,
  }[tpl]();
  return { name, street, pc, city, country: COUNTRY[tpl], vat: vat || undefined, vatShown: vat };
}

function regOf(tpl: Tpl, s: KitParty, t: Tools): string {
  const v = s.vat ?? '';
  switch (tpl) {
    case 'no':
      return `${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8, 11)}`;
    case 'fi':
      return `${v.slice(2, 9)}-${v.slice(9)}`;
    case 'hu':
      return `${v.slice(2)}-2-${t.pick(['08', '06', '09', '07'])}`;
    case 'ro':
      return `J${t.pick(['12', '35', '08', '22'])}/${t.int(100, 4999)}/${t.int(1998, 2021)}`;
    case 'gr':
      return `${t.digits(12)}`;
    case 'ee':
      return `1${t.digits(7)}`;
    case 'cn':
      return `91330${t.digits(4)}MA${t.digits(7)}`;
    default:
      return `0${t.digits(7)}`;
  }
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean, issue: string): string {
  const y = issue.slice(0, 4);
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  switch (tpl) {
    case 'no':
      return String(t.int(10100, 48999));
    case 'fi':
      return credit ? `H${y}-${n(3)}` : `${y}-${n(4)}`;
    case 'hu':
      return `E-${t.pick(['DCS', 'RMU', 'MFR'])}-${y}-${n(5)}`;
    case 'ro':
      return `${t.pick(['CJ', 'TM', 'BV'])}-${y}-${n(5)}`;
    case 'gr':
      return `A-${n(4)}`;
    case 'ee':
      return `${t.pick(['BBP', 'VP', 'PN'])}${y.slice(2)}/${n(5)}`;
    case 'cn':
      return `${t.pick(['HX', 'BS', 'GD'])}${y.slice(2)}-${n(4)}`;
    default:
      return credit ? `CN-${t.int(1000, 2999)}` : `INV-${t.int(10000, 19999)}`;
  }
}

function ibanOfTpl(tpl: Tpl, t: Tools): [string, string] {
  const d = t.digits;
  switch (tpl) {
    case 'no':
      return [ibanWithCheck('NO', d(11)), t.pick(['DNBANOKKXXX', 'SPSONO22'])];
    case 'fi':
      return [ibanWithCheck('FI', d(14)), t.pick(['NDEAFIHH', 'OKOYFIHH'])];
    case 'hu':
      return [ibanWithCheck('HU', d(24)), t.pick(['OTPVHUHB', 'GIBAHUHB'])];
    case 'ro': {
      const bank = t.pick(['BTRL', 'RNCB', 'BRDE']);
      return [ibanWithCheck('RO', `${bank}${d(16)}`), `${bank}RO${bank === 'BTRL' ? '22' : 'BU'}`];
    }
    case 'gr':
      return [ibanWithCheck('GR', d(23)), t.pick(['PIRBGRAA', 'ETHNGRAA'])];
    case 'ee':
      return [ibanWithCheck('EE', d(16)), t.pick(['LHVBEE22', 'HABAEE2X'])];
    case 'cn':
      return [d(12), t.pick(['BKCHCNBJ92A', 'ICBKCNBJNBO'])];
    default:
      return [ibanWithCheck('GB', `${t.pick(['BARC', 'NWBK'])}${d(14)}`), t.pick(['BARCGB22', 'NWBKGB2L'])];
  }
}

const RO_BANKS: Record<string, string> = {
  BTRL: 'Banca Transilvania',
  RNCB: 'BCR',
  BRDE: 'BRD – Groupe Société Générale',
};

const REASON: Record<Tpl, string> = {
  no: 'Utførsel – fritatt for merverdiavgift, mval. § 6-21',
  fi: 'Käännetty verovelvollisuus / Reverse charge, VAT Directive art. 196',
  hu: 'Adómentes Közösségen belüli termékértékesítés, Áfa tv. 89. § / VAT exempt intra-Community supply',
  ro: 'Taxare inversă – art. 278 alin. (2) Cod fiscal / Reverse charge',
  gr: 'Ενδοκοινοτική παράδοση αγαθών, άρθρο 28 ν. 2859/2000 / Intra-Community supply of goods',
  ee: 'Intra-Community supply of goods, 0 % VAT (VAT Act § 15 (3) 1)',
  cn: 'Goods for export, no VAT charged',
  uk: 'Zero-rated export of goods',
};
const CAT: Record<Tpl, Cat> = { no: 'G', fi: 'AE', hu: 'K', ro: 'AE', gr: 'K', ee: 'K', cn: 'G', uk: 'G' };

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND27_TPLS.length);
  const s = sellerOf(tpl, t);
  const bp = h.party('DE');
  const b: KitParty = { ...bp, country: 'DE', vat: h.vatId('DE') };
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(10, 60)) } : undefined;
  const d = { tpl, v, s, b, credit, t, issue } as unknown as Doc;
  d.neg = !!NEG_AT[tpl]?.includes(v);
  d.cur = tpl === 'cn' ? 'USD' : tpl === 'uk' ? 'GBP' : tpl === 'no' && v % 2 === 0 ? 'NOK' : 'EUR';
  d.buyerVat = tpl === 'ee' ? v % 2 === 0 : tpl === 'no' || tpl === 'cn' || tpl === 'uk' ? v % 3 === 1 : true;
  d.cat = tpl === 'fi' && v % 3 === 0 && !credit ? 'S' : tpl === 'ee' && !d.buyerVat ? 'S' : CAT[tpl];
  d.stdRate = tpl === 'fi' ? '25.5' : '24';
  d.reason = d.cat === 'S' ? '' : REASON[tpl];
  d.lines = docLines(d, LINES[tpl](d));
  d.charge = '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vat = [{ rate: d.lines[0]?.rate ?? '0', cat: d.cat, base: d.lineNet, tax: '0' }];
  for (const x of d.vat) x.tax = round(dec(x.base).times(x.rate).dividedBy(100));
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.card = tpl === 'ee' && v % 4 === 3;
  d.paid = d.card ? d.gross : '';
  d.number = numberOf(tpl, t, !!credit, issue);
  if (credit) credit.orig = numberOf(tpl, t, false, credit.date);
  d.po = tpl === 'uk' || tpl === 'hu' ? (t.rnd() < 0.5 ? `PO-${t.digits(6)}` : '') : '';
  d.days = t.pick([14, 21, 30, 45]);
  d.due = addDays(issue, d.days);
  d.dueShown = !credit && !d.card && tpl !== 'cn' && (tpl !== 'uk' || v % 2 === 0);
  [d.iban, d.bic] = ibanOfTpl(tpl, t);
  d.account = tpl === 'cn' ? d.iban : '';
  d.bicShown = tpl !== 'no' || v % 2 === 0;
  d.vatShown = tpl === 'no' ? v % 2 === 1 : tpl !== 'cn';
  d.reg = regOf(tpl, s, t);
  d.taxNo = '';
  d.regNo = tpl === 'hu' ? `01-09-${t.digits(6)}` : t.digits(15);
  d.custNo = String(t.int(10000, 99999));
  d.ref = tpl === 'no' ? `${d.number}${t.digits(6)}` : `${t.digits(4)} ${t.digits(5)}${t.int(0, 9)}`;
  d.fx = `1.${t.int(1280, 1760)}`;
  d.phone = {
    no: `+47 ${t.digits(2)} ${t.digits(2)} ${t.digits(2)} ${t.digits(2)}`,
    fi: `+358 ${t.digits(2)} ${t.digits(3)} ${t.digits(4)}`,
    hu: `+36 ${t.digits(2)} ${t.digits(3)} ${t.digits(4)}`,
    ro: `+40 ${t.digits(3)} ${t.digits(3)} ${t.digits(3)}`,
    gr: `+30 ${t.digits(3)} ${t.digits(7)}`,
    ee: `+372 ${t.digits(4)} ${t.digits(4)}`,
    cn: `+86 ${t.digits(3)} ${t.digits(8)}`,
    uk: `+44 ${t.digits(4)} ${t.digits(6)}`,
  }[tpl];
  d.email = `${t.pick(['invoice', 'accounts', 'sales'])}@${mailOf(s.name)}`;
  return d;
}
const mailOf = (name: string) =>
  `${(name.split(' ').find((w) => w.length > 3) ?? 'firma')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.example`;

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(
    { ...d, taxNo: '' },
    { currency: d.cur, po: d.po ?? '', sellerVat: d.vatShown && !!d.s.vat },
  );
  if (!d.credit && !d.card)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(d.bicShown ? { providerId: d.bic } : {}) }],
    };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: round(dec(d.gross).minus(d.paid || '0')),
    ...(d.paid ? { paidAmount: d.paid } : {}),
  };
  inv.vatBreakdown = d.vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: v.cat,
    rate: v.rate,
    ...(v.cat !== 'S' ? { exemptionReason: d.reason } : {}),
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

// ---------------------------------------------------------------------------- shared pieces
type Col = LetterCol<Ln>;
/** Amounts: "1 234,56" (nb, fi, hu), "1.234,56" (ro, el), "1,234.56" (en). */
const NOTATION: Record<Tpl, [string, string]> = {
  no: ['\u00a0', ','],
  fi: ['\u00a0', ','],
  hu: [' ', ','],
  ro: ['.', ','],
  gr: ['.', ','],
  ee: [',', '.'],
  cn: [',', '.'],
  uk: [',', '.'],
};
const moneyOf = (d: Doc) => (v: string) => groupedMoney(v, ...NOTATION[d.tpl]);
/** A quantity: integers grouped like amounts ("1 250", "1,200"), decimals with the decimal sign. */
function qtyOf(d: Doc, l: Ln): string {
  const [th, de] = NOTATION[d.tpl];
  const [i = '0', f] = l.qty.split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, th);
  return f ? `${g}${de}${f}` : g;
}
/** A unit price as printed: two decimals, or three where it has them (USD hardware). */
const priceOf = (d: Doc, v: string) =>
  v.split('.')[1]?.length === 3
    ? groupedMoney(v, ...NOTATION[d.tpl]).slice(0, -2) + v.slice(-3)
    : moneyOf(d)(v);
const dmy = (iso: string, sep = '.') => iso.split('-').reverse().join(sep);
/** Finnish "3.2.2026" */
const fiDate = (iso: string) => {
  const [y, m, dd] = iso.split('-');
  return `${Number(dd)}.${Number(m)}.${y}`;
};
/** Hungarian "2026.02.03." */
const huDate = (iso: string) => `${iso.replaceAll('-', '.')}.`;
/** Chinese exporters' "FEB. 03, 2026" */
const cnDate = (iso: string) => {
  const [y, m, dd] = iso.split('-');
  return `${MONTH_NAMES.en[Number(m) - 1]?.slice(0, 3).toUpperCase()}. ${dd}, ${y}`;
};
/** British "3 February 2026" */
const ukDate = (iso: string) => {
  const [y, m, dd] = iso.split('-');
  return `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]} ${y}`;
};
const table = (p: Pager, d: Doc, y0: number, cols: Col[], o: TableOpts) =>
  letterTable(p, moneyOf(d), y0, cols, d.lines, o);
const buyerCountry: Record<Tpl, string> = {
  no: 'Tyskland',
  fi: 'Saksa / Germany',
  hu: 'Németország / Germany',
  ro: 'Germania',
  gr: 'Γερμανία / Germany',
  ee: 'Germany',
  cn: 'GERMANY',
  uk: 'Germany',
};
const buyerLines = (d: Doc) => [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, buyerCountry[d.tpl]];

// ---------------------------------------------------------------------------- no
function drawNo(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const m = moneyOf(d);
  const cur = (v: string) => `${d.cur} ${m(v)}`;
  p.put(48, 50, d.s.name, { size: 16, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, 'Norge'], 50, 68, { size: 8.5 });
  p.block([`Tlf. ${d.phone}`, d.email, `Org.nr. ${d.reg} MVA`], 545, 48, { size: 8, right: true });
  p.put(124, 50, 'Fakturamottaker', { size: 7.5, bold: true });
  p.block(buyerLines(d), 50, 136, { size: 10 });
  if (d.buyerVat) p.put(188, 50, `MVA-nr./USt-IdNr.: ${d.b.vat}`, { size: 8.5 });
  p.put(124, 360, 'FAKTURA', { size: 20, bold: true });
  const grid: Array<[string, string]> = [
    ['Fakturanr.', d.number],
    ['Fakturadato', dmy(d.issue)],
    ['Forfallsdato', dmy(d.due)],
    ['KID-nr.', d.ref],
    ['Kundenr.', d.custNo],
  ];
  grid.forEach(([a, v], i) => {
    const x = 50 + i * 100;
    p.put(214, x, '┌──────────────', { size: 6 });
    p.put(222, x + 3, a, { size: 7, bold: true });
    p.put(234, x + 3, v, { size: 9 });
  });
  const cols: Col[] = [
    { head: 'Varenr.', x: 50, cell: (l) => `70${l.id.padStart(2, '0')}` },
    { head: 'Beskrivelse', x: 92, cell: (l) => l.name },
    { head: 'Antall', x: 350, right: true, cell: (l) => qtyOf(d, l) },
    { head: 'Enhet', x: 356, cell: (l) => l.unit[0] },
    { head: `Pris ${d.cur}`, x: 460, right: true, cell: (l) => m(l.price) },
    { head: `Beløp ${d.cur}`, x: 545, right: true, cell: (l) => m(l.net) },
  ];
  let y = table(p, d, 268, cols, { nameCol: 1, wrap: 44, size: 8.5 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Sum eks. mva', cur(d.lineNet)],
      ['MVA 0 %', cur(d.vatT)],
      ['Å betale', cur(d.gross)],
    ],
    330,
  );
  y = p.need(y + 12, 40);
  y = paragraph(p, y, 50, `${d.reason}. Varene er solgt FCA Ålesund.`, 100, 8.5);
  p.put(y + 4, 50, `Ved betaling oppgi KID ${d.ref}.`, { size: 8.5 });
  const bank = [
    `Kontonr. ${d.iban.slice(4, 8)}.${d.iban.slice(8, 10)}.${d.iban.slice(10)}`,
    `IBAN ${spaced(d.iban)}`,
    ...(d.bicShown ? [`BIC/SWIFT ${d.bic}`] : []),
  ];
  onEveryPage(rows, p.pages(), () => [
    ...footCol(
      [d.s.name, ...(d.vatShown ? [`MVA-nr. NO ${d.reg} MVA`] : ['Foretaksregisteret'])],
      50,
      780,
      7,
    ),
    ...footCol(bank, 300, 780, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- fi
function drawFi(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const m = moneyOf(d);
  const eur = (v: string) => `${m(v)} €`;
  p.put(46, 50, d.s.name, { size: 15, bold: true });
  p.put(62, 50, `${d.s.street}, FI-${d.s.pc} ${d.s.city}`, { size: 8 });
  p.put(46, 545, d.credit ? 'HYVITYSLASKU / CREDIT NOTE' : 'LASKU / INVOICE', {
    size: 13,
    bold: true,
    right: true,
  });
  p.block(buyerLines(d), 50, 130, { size: 10 });
  p.put(186, 50, `ALV-nro / VAT no.: ${d.b.vat}`, { size: 8.5 });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Hyvityslaskun nro / Credit note no.' : 'Laskun nro / Invoice no.', d.number],
    ['Päivämäärä / Date', fiDate(d.issue)],
  ];
  if (d.credit)
    kv.push(['Hyvitettävä lasku / Credited invoice', `${d.credit.orig} (${fiDate(d.credit.date)})`]);
  else
    kv.push(
      ['Eräpäivä / Due date', fiDate(d.due)],
      ['Viitenumero / Reference no.', d.ref],
      ['Maksuehto / Terms', `${d.days} pv netto`],
    );
  kv.push(['Asiakasnro / Customer no.', d.custNo]);
  p.kv(120, 262, 545, kv, { size: 8 }, 12);
  const cols: Col[] = [
    { head: 'Nimike / Description', x: 50, cell: (l) => l.name },
    { head: 'Määrä / Qty', x: 340, right: true, cell: (l) => `${qtyOf(d, l)} ${l.unit[0]}` },
    { head: 'À-hinta / Price', x: 410, right: true, cell: (l) => m(l.price) },
    { head: 'ALV %', x: 450, right: true, cell: (l) => l.rate.replace('.', ',') },
    { head: 'Yhteensä / Total', x: 545, right: true, cell: (l) => m(l.net) },
  ];
  let y = table(p, d, 250, cols, { nameCol: 0, wrap: 46, size: 8.5 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Veroton yhteensä / Net total', eur(d.lineNet)],
      [`ALV / VAT ${d.vat[0]?.rate.replace('.', ',')} %`, eur(d.vatT)],
      [d.credit ? 'Hyvitys yhteensä / Total credit' : 'Maksettava / Amount due', eur(d.gross)],
    ],
    300,
  );
  if (d.reason) p.put(p.need(y + 12, 20), 50, d.reason, { size: 8.5 });
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, `Y-tunnus / Business ID ${d.reg}`, `ALV-nro / VAT no. ${d.s.vat}`], 50, 776, 7),
    ...footCol([`Puh. ${d.phone}`, d.email], 230, 776, 7),
    ...footCol(d.credit ? [] : [`IBAN ${spaced(d.iban)}`, `BIC ${d.bic}`], 390, 776, 7),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- hu
function drawHu(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  const m = moneyOf(d);
  const eur = (v: string) => `${m(v)} EUR`;
  p.put(44, 300, 'SZÁMLA / INVOICE', { size: 16, bold: true });
  p.put(76, 50, 'Eladó / Seller', { size: 7.5, bold: true });
  p.block(
    [
      d.s.name,
      `${d.s.pc} ${d.s.city}, ${d.s.street}`,
      `Adószám / Tax no.: ${d.reg}`,
      `Közösségi adószám / EU VAT no.: ${d.s.vat}`,
    ],
    50,
    88,
    { size: 8.5 },
  );
  p.put(76, 320, 'Vevő / Buyer', { size: 7.5, bold: true });
  p.block([...buyerLines(d), `Közösségi adószám / EU VAT no.: ${d.b.vat}`], 320, 88, { size: 8.5 });
  const above: Array<[string, string]> = [
    ['Számla sorszáma / Invoice no.', d.number],
    ['Számla kelte / Invoice date', huDate(d.issue)],
    ['Teljesítés dátuma / Date of supply', huDate(addDays(d.issue, -d.t.int(1, 6)))],
    ['Fizetési határidő / Payment due', huDate(d.due)],
  ];
  above.forEach(([a, v], i) => {
    p.put(160, 50 + i * 125, a, { size: 6.5 });
    p.put(172, 50 + i * 125, v, { size: 9.5, bold: i === 0 });
  });
  p.put(
    194,
    50,
    `Fizetési mód / Payment: átutalás / bank transfer${d.po ? ` · Rendelésszám / Order no.: ${d.po}` : ''}`,
    {
      size: 8,
    },
  );
  const cols: Col[] = [
    { head: 'Cikkszám', x: 50, cell: (l) => l.cells.no ?? '' },
    { head: 'Megnevezés / Description', x: 110, cell: (l) => l.name },
    { head: 'Menny.', x: 380, right: true, cell: (l) => qtyOf(d, l) },
    { head: 'Egys.', x: 386, cell: (l) => l.unit[0] },
    { head: 'Egységár', x: 470, right: true, cell: (l) => m(l.price) },
    { head: 'Nettó érték', x: 545, right: true, cell: (l) => m(l.net) },
  ];
  let y = table(p, d, 222, cols, {
    nameCol: 1,
    wrap: 44,
    size: 8,
    top: 70,
    carry: { label: 'Átvitel / Carried forward', x: 545, labelX: 110, rows },
  });
  y = letterTotals(
    p,
    y + 8,
    [
      ['Nettó összesen / Net total', eur(d.lineNet)],
      ['ÁFA 0 % / VAT 0 %', eur(d.vatT)],
      ['Bruttó összesen / Total', eur(d.gross)],
    ],
    300,
  );
  y = p.need(y + 12, 30);
  paragraph(p, y, 50, d.reason, 100, 8);
  onEveryPage(rows, p.pages(), (pg, n) => [
    [800, 545, `${pg}/${n}. oldal`, 7],
    [786, 50, `${d.s.name} · Cégjegyzékszám ${d.regNo} · ${d.email}`, 7],
    [798, 50, `Bankszámla / Bank account: IBAN ${spaced(d.iban)} · SWIFT ${d.bic}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- ro
function drawRo(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const m = moneyOf(d);
  const seller = [
    `Furnizor: ${d.s.name}`,
    `Nr. Reg. Com.: ${d.reg}`,
    `CIF: ${d.s.vat}`,
    `Sediul: ${d.s.street}, ${d.s.city}`,
    `Cod poștal: ${d.s.pc}, România`,
    `Cont: ${spaced(d.iban)}`,
    `Banca: ${RO_BANKS[d.iban.slice(4, 8)]} · SWIFT ${d.bic}`,
  ];
  p.block(seller, 50, 50, { size: 8.5 });
  const buyer = [
    `Cumpărător: ${d.b.name}`,
    `CIF: ${d.b.vat}`,
    `Sediul: ${d.b.street}, ${d.b.city}`,
    `Cod poștal: ${d.b.pc}, Germania`,
  ];
  p.block(buyer, 330, 50, { size: 8.5 });
  p.put(170, 150, `FACTURĂ nr. ${d.number} din ${dmy(d.issue)}`, { size: 13, bold: true });
  p.put(188, 150, `Data scadentă: ${dmy(d.due)}`, { size: 9 });
  if (d.neg)
    p.put(204, 50, `Stornare integrală/parțială a facturii ${d.t.pick(['CJ', 'TM'])}-2026-${d.t.digits(5)}`, {
      size: 9,
    });
  const names = [
    'Nr. crt.',
    'Denumirea produselor sau a serviciilor',
    'U.M.',
    'Cantitatea',
    'Preț unitar',
    'Valoarea',
    'TVA',
  ];
  const xs: Array<[number, boolean]> = [
    [50, false],
    [80, false],
    [322, false],
    [385, true],
    [450, true],
    [510, true],
    [545, true],
  ];
  names.forEach((n, i) => void p.put(216, xs[i]?.[0] ?? 50, n, { size: 7, bold: true, right: xs[i]?.[1] }));
  for (const x of [450, 510]) p.put(225, x, '-EUR-', { size: 7, bold: true, right: true });
  const cols: Col[] = [
    { head: '0', x: 50, cell: (l) => l.id },
    { head: '1', x: 80, cell: (l) => l.name },
    { head: '2', x: 322, cell: (l) => l.unit[0] },
    { head: '3', x: 385, right: true, cell: (l) => qtyOf(d, l) },
    { head: '4', x: 450, right: true, cell: (l) => m(l.price) },
    { head: '5=3x4', x: 510, right: true, cell: (l) => m(l.net) },
    { head: '6', x: 545, right: true, cell: () => m('0') },
  ];
  let y = table(p, d, 238, cols, { nameCol: 1, wrap: 44, size: 8 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Total valoare fără TVA', `${m(d.lineNet)} EUR`],
      ['TVA (taxare inversă)', `${m(d.vatT)} EUR`],
      ['Total de plată', `${m(d.gross)} EUR`],
    ],
    320,
  );
  y = p.need(y + 12, 40);
  y = paragraph(p, y, 50, d.reason, 100, 8.5);
  p.put(y + 4, 50, 'Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) Cod fiscal.', {
    size: 7.5,
  });
  onEveryPage(rows, p.pages(), () => [[790, 50, `${d.s.name} · ${d.phone} · ${d.email}`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- gr
function drawGr(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const m = moneyOf(d);
  const eur = (v: string) => `${m(v)} €`;
  p.put(46, 50, d.s.name, { size: 15, bold: true });
  p.block(
    [
      `${d.s.street}, Τ.Κ. ${d.s.pc} ${d.s.city}`,
      `ΑΦΜ / VAT: ${d.s.vat} · Δ.Ο.Υ. / Tax office: ${d.s.city}`,
      `ΓΕΜΗ / GEMI: ${d.reg}`,
    ],
    50,
    64,
    { size: 8 },
  );
  p.put(46, 545, 'ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ', { size: 12, bold: true, right: true });
  p.put(60, 545, 'SALES INVOICE', { size: 10, right: true });
  p.put(120, 50, 'Πελάτης / Customer', { size: 7.5, bold: true });
  p.block(buyerLines(d), 50, 132, { size: 9.5 });
  p.put(184, 50, `ΑΦΜ / VAT: ${d.b.vat}`, { size: 8.5 });
  const grid: Array<[string, string, string]> = [
    ['Αριθμός', 'No.', d.number],
    ['Ημερομηνία', 'Date', dmy(d.issue, '/')],
    ['Λήξη', 'Due date', dmy(d.due, '/')],
    ['Τρόπος πληρωμής', 'Payment', 'Τράπεζα / Bank'],
  ];
  grid.forEach(([gl, en, v], i) => {
    const x = 330 + (i % 2) * 110;
    const y = 120 + Math.floor(i / 2) * 38;
    p.put(y, x, `${gl} / ${en}`, { size: 7 });
    p.put(y + 12, x, v, { size: 9.5, bold: i === 0 });
  });
  const cols: Col[] = [
    { head: 'Α/Α', x: 50, cell: (l) => l.id },
    { head: 'Περιγραφή / Description', x: 72, cell: (l) => l.name },
    { head: 'Μ.Μ./Unit', x: 262, cell: (l) => l.unit[0] },
    { head: 'Ποσότ./Qty', x: 375, right: true, cell: (l) => qtyOf(d, l) },
    { head: 'Τιμή/Price', x: 430, right: true, cell: (l) => m(l.price) },
    { head: 'ΦΠΑ %', x: 462, right: true, cell: (l) => l.rate },
    { head: 'Αξία/Amount', x: 545, right: true, cell: (l) => m(l.net) },
  ];
  let y = table(p, d, 226, cols, { nameCol: 1, wrap: 34, size: 8 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Καθαρή αξία / Net value', eur(d.lineNet)],
      ['ΦΠΑ / VAT 0 %', eur(d.vatT)],
      ['Πληρωτέο / Total payable', eur(d.gross)],
    ],
    300,
  );
  y = p.need(y + 12, 30);
  paragraph(p, y, 50, d.reason, 100, 8);
  onEveryPage(rows, p.pages(), () => [
    [784, 50, `Τράπεζα Πειραιώς / Piraeus Bank · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
    [796, 50, `${d.phone} · ${d.email} · ΑΑΔΕ myDATA ΜΑΡΚ ${d.regNo}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- ee
function drawEe(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const m = moneyOf(d);
  const eur = (v: string) => (v.startsWith('-') ? `-€${m(v.slice(1))}` : `€${m(v)}`);
  p.put(46, 50, d.s.name.toUpperCase(), { size: 15, bold: true });
  p.put(62, 50, 'Bike parts · Components · Accessories — shipped from Estonia', { size: 7.5 });
  p.put(120, 50, 'Bill to', { size: 7.5, bold: true });
  p.block(buyerLines(d), 50, 132, { size: 9.5 });
  if (d.buyerVat) p.put(184, 50, `VAT no. ${d.b.vat}`, { size: 8.5 });
  const head: Array<[string, string]> = [
    [d.number, 'Invoice number'],
    [d.issue, 'Invoice date'],
    [`#${d.custNo}`, 'Order'],
  ];
  if (d.dueShown) head.push([d.due, 'Due date']);
  head.forEach(([v, a], i) => {
    p.put(120 + i * 13, 470, v, { size: 9, bold: i === 0, right: true });
    p.put(120 + i * 13, 478, a, { size: 8 });
  });
  p.put(208, 50, 'INVOICE', { size: 14, bold: true });
  const cols: Col[] = [
    {
      head: 'Qty',
      x: 68,
      right: true,
      cell: (l) => (l.unit[0] ? `${qtyOf(d, l)} ${l.unit[0]}` : qtyOf(d, l)),
    },
    { head: 'SKU', x: 90, cell: (l) => l.cells.sku ?? '' },
    { head: 'Product', x: 160, cell: (l) => l.name },
    { head: 'Line total', x: 440, right: true, cell: (l) => eur(l.net) },
    { head: 'Unit price', x: 500, right: true, cell: (l) => eur(l.price) },
    { head: 'VAT', x: 545, right: true, cell: (l) => `${l.rate}%` },
  ];
  let y = table(p, d, 232, cols, { nameCol: 2, wrap: 46, size: 8, top: 70 });
  const tot: Array<[string, string]> = [
    ['Subtotal (excl. VAT)', eur(d.lineNet)],
    [`VAT ${d.vat[0]?.rate} %`, eur(d.vatT)],
    ['Total', eur(d.gross)],
  ];
  if (d.card) tot.push(['Paid by card', `-${eur(d.paid)}`], ['Amount due', eur('0')]);
  y = letterTotals(p, y + 10, tot, 330);
  y = p.need(y + 12, 30);
  if (d.reason) y = paragraph(p, y, 50, d.reason, 100, 8);
  p.put(
    y + 4,
    50,
    d.card
      ? `Paid with Visa •••• ${d.t.digits(4)} on ${d.issue}. Thank you for your order!`
      : `Please pay by ${d.due} quoting ${d.number}.`,
    { size: 8.5 },
  );
  onEveryPage(rows, p.pages(), (pg, n) => [
    [60, 545, `Page ${pg} of ${n}`, 7],
    ...footCol(
      [d.s.name, `${d.s.street}, ${d.s.pc} ${d.s.city}, Estonia`, `Reg. code ${d.reg} · VAT no. ${d.s.vat}`],
      50,
      776,
      7,
    ),
    ...footCol(
      d.card
        ? [d.email]
        : [
            d.email,
            `${d.bic === 'LHVBEE22' ? 'LHV Pank' : 'Swedbank'} · IBAN ${spaced(d.iban)}`,
            `BIC ${d.bic}`,
          ],
      330,
      776,
      7,
    ),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- cn
const ONES =
  'ZERO ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN ELEVEN TWELVE THIRTEEN FOURTEEN FIFTEEN SIXTEEN SEVENTEEN EIGHTEEN NINETEEN'.split(
    ' ',
  );
const TENS = ' _ TWENTY THIRTY FORTY FIFTY SIXTY SEVENTY EIGHTY NINETY'.split(' ');
function words(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} HUNDRED${n % 100 ? ` AND ${words(n % 100)}` : ''}`;
  const th = Math.floor(n / 1000);
  return `${words(th)} THOUSAND${n % 1000 ? ` ${words(n % 1000)}` : ''}`;
}
function amountWords(v: string): string {
  const [i = '0', c = '00'] = dec(v).toFixed(2).split('.');
  return `SAY TOTAL U.S. DOLLARS ${words(Number(i))}${c !== '00' ? ` AND CENTS ${words(Number(c))}` : ''} ONLY.`;
}
function drawCn(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  const m = moneyOf(d);
  p.put(44, 50, d.s.name, { size: 14, bold: true });
  p.put(62, 50, `${d.s.street}, ${d.s.city} ${d.s.pc}, CHINA`, { size: 8 });
  p.put(74, 50, `TEL: ${d.phone}   E-MAIL: ${d.email.toUpperCase()}`, { size: 7.5 });
  p.put(100, 210, 'COMMERCIAL INVOICE', { size: 16, bold: true });
  p.put(132, 50, 'TO / BUYER:', { size: 8, bold: true });
  p.block(buyerLines(d), 50, 144, { size: 9 });
  if (d.buyerVat) p.put(196, 50, `VAT NO.: ${d.b.vat}`, { size: 8.5 });
  p.put(132, 330, `Invoice No.: ${d.number}      Date: ${cnDate(d.issue)}`, { size: 9 });
  p.put(146, 330, `Contract No.: SC${d.ref.replace(/\D/g, '').slice(0, 8)}`, { size: 9 });
  const port = d.s.city === 'SHENZHEN' ? 'YANTIAN' : d.s.city === 'FOSHAN' ? 'NANSHA' : 'NINGBO';
  p.put(160, 330, `Terms of delivery: FOB ${port}`, { size: 9 });
  p.put(174, 330, `From ${port}, CHINA to HAMBURG, GERMANY by sea`, { size: 9 });
  p.put(188, 330, 'Payment: T/T 30 days after B/L date', { size: 9 });
  const cols: Col[] = [
    { head: 'ITEM NO.', x: 50, cell: (l) => l.cells.item ?? '' },
    { head: 'DESCRIPTION OF GOODS', x: 108, cell: (l) => l.name },
    { head: 'HS CODE', x: 310, cell: (l) => l.cells.hs ?? '' },
    { head: 'QUANTITY', x: 410, right: true, cell: (l) => `${qtyOf(d, l)} ${l.unit[0]}` },
    { head: 'UNIT PRICE', x: 470, right: true, cell: (l) => `USD ${priceOf(d, l.price)}` },
    { head: 'AMOUNT', x: 545, right: true, cell: (l) => `USD ${m(l.net)}` },
  ];
  let y = table(p, d, 224, cols, { nameCol: 1, wrap: 36, size: 7.5, top: 70 });
  y = letterTotals(
    p,
    y + 8,
    [
      ['SUBTOTAL:', `USD ${m(d.lineNet)}`],
      ['TAX (EXPORT, 0 %):', `USD ${m(d.vatT)}`],
      [`TOTAL FOB ${port}:`, `USD ${m(d.gross)}`],
    ],
    330,
    545,
    9,
  );
  y = paragraph(p, y + 4, 50, amountWords(d.gross), 100, 8);
  y = p.need(y + 10, 80);
  y = paragraph(p, y, 50, `${d.reason}. Country of origin: CHINA.`, 100, 8);
  p.block(
    [
      `BENEFICIARY: ${d.s.name}`,
      `BENEFICIARY BANK: ${d.bic.startsWith('BKCH') ? 'BANK OF CHINA' : 'INDUSTRIAL AND COMMERCIAL BANK OF CHINA'}, ${d.s.city} BRANCH`,
      `A/C NO.: ${d.account}`,
      `SWIFT CODE: ${d.bic}`,
    ],
    50,
    y + 8,
    { size: 8 },
  );
  onEveryPage(rows, p.pages(), (pg, n) => [[800, 300, `- ${pg} / ${n} -`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- uk
function drawUk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const m = moneyOf(d);
  const gbp = (v: string) => `£${m(v)}`;
  const eurOf = (v: string) => `€${m(round(dec(v).times(d.fx)))}`;
  p.put(46, 50, d.s.name, { size: 16, bold: true });
  p.block([d.s.street, d.s.city, d.s.pc, 'United Kingdom'], 545, 44, { size: 8, right: true });
  p.put(120, 50, 'Invoice to', { size: 7.5, bold: true });
  p.block(buyerLines(d), 50, 132, { size: 9.5 });
  if (d.buyerVat) p.put(184, 50, `VAT: ${d.b.vat}`, { size: 8.5 });
  p.put(120, 230, 'Deliver to', { size: 7.5, bold: true });
  p.block(
    [`${d.b.name} – Wareneingang`, `Tor ${d.t.int(1, 9)}, ${d.b.street}`, `${d.b.pc} ${d.b.city}`],
    230,
    132,
    {
      size: 8.5,
    },
  );
  p.put(212, 50, d.credit ? 'CREDIT NOTE' : 'TAX INVOICE', { size: 15, bold: true });
  if (d.credit)
    p.put(232, 50, `Relates to invoice ${d.credit.orig} dated ${ukDate(d.credit.date)}`, { size: 8.5 });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Credit note number' : 'Invoice number', d.number],
    [d.credit ? 'Date' : 'Invoice date (tax point)', ukDate(d.issue)],
  ];
  if (d.dueShown) kv.push(['Due date', ukDate(d.due)]);
  if (d.po) kv.push(['Your order', d.po]);
  kv.push(['Account', `C${d.custNo}`]);
  p.kv(204, 330, 545, kv, { size: 8 }, 12);
  const cols: Col[] = [
    { head: 'Description', x: 50, cell: (l) => l.name },
    {
      head: 'Qty',
      x: 320,
      right: true,
      cell: (l) => (l.unit[0] ? `${qtyOf(d, l)} ${l.unit[0]}` : qtyOf(d, l)),
    },
    { head: 'Unit £', x: 380, right: true, cell: (l) => m(l.price) },
    { head: 'VAT', x: 410, right: true, cell: () => '0%' },
    { head: 'Net £', x: 475, right: true, cell: (l) => m(l.net) },
    { head: 'EUR*', x: 545, right: true, cell: (l) => m(round(dec(l.net).times(d.fx))) },
  ];
  let y = table(p, d, 290, cols, { nameCol: 0, wrap: 46, size: 8 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Net total', `${gbp(d.lineNet)}   (${eurOf(d.lineNet)})`],
      ['VAT @ 0% (zero-rated)', `${gbp(d.vatT)}   (${eurOf(d.vatT)})`],
      [d.credit ? 'Total credit' : 'Total due', `${gbp(d.gross)}   (${eurOf(d.gross)})`],
    ],
    300,
  );
  y = p.need(y + 12, 40);
  y = paragraph(p, y, 50, `${d.reason}. Goods exported to the EU; customs declaration on request.`, 100, 8);
  p.put(y + 2, 50, `* EUR at ${d.fx} per GBP for information only; the invoice is payable in GBP.`, {
    size: 7.5,
  });
  if (!d.dueShown && !d.credit) p.put(y + 14, 50, 'Payment terms: 30 days from invoice date.', { size: 8 });
  const gbBank = d.credit
    ? []
    : [
        `Sort code ${d.t.digits(2)}-${d.t.digits(2)}-${d.t.digits(2)} · Account ${d.iban.slice(-8)}`,
        `IBAN ${spaced(d.iban)} · BIC ${d.bic}`,
      ];
  const v = d.s.vat ?? '';
  onEveryPage(rows, p.pages(), () => [
    ...footCol(
      [
        `${d.s.name} · Registered in England and Wales No. ${d.reg}`,
        `VAT Reg. No. GB ${v.slice(2, 5)} ${v.slice(5, 9)} ${v.slice(9)}`,
      ],
      50,
      778,
      7,
    ),
    ...footCol(gbBank, 300, 778, 7),
  ]);
  return p.pages();
}
