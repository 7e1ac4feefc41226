/**
 * Held-out set blind35 (session 24, issue 19): the ITEM TABLES of eight trades, written before
 * reading the extraction rules. Each layout's table differs from a plain "Description | Qty | Price |
 * Amount": column order (quantity before or after the description), the unit in its own column or
 * glued to the quantity ("12 Stk"), heads drawn per document from 2–3 synonyms, rulings or none,
 * wrapped descriptions holding numbers ("0,75 l", "DN 50"), per-row discounts, rows that are no items
 * (group headings, "Summe Teile" / "Summe Lohn", title sums, carried subtotals "Übertrag").
 *
 *   kfz4     German car repair shop: parts and labour in two groups, part numbers, AW work units
 *   gross4   German wholesaler: article no., EAN, packing unit "VE 12 Stk", Rabatt %, two pages
 *   bau4     German construction company: hierarchical positions "01.02.0030", titles and title sums,
 *            long wrapped texts, units m/m²/m³/Stk/psch, two or three pages with Übertrag
 *   hotel4   Irish hotel folio in English: a date per row, nights × rate, VAT 13.5 %/23 % per row;
 *            one CREDIT NOTE
 *   lic4     British IT service provider: licences per user and month, a period per row, support hours
 *            printed "h:mm", VAT 20 %, GBP
 *   sped4    French freight forwarder: weights in kg, per-kg rates with four decimals, surcharges as
 *            rows; one AVOIR
 *   gastro4  Italian catering supplier: a rate code column "A"/"B" explained under the table
 *            (IVA 10 % / 22 %), Sconto %, wrapped names with "0,75 l"
 *   druk4    Dutch printer: run lengths "oplage 2.500 ex.", prices per copy with four decimals, DTP hours
 *
 * Truth rules: only what is printed. Line ids are the printed position where a position column
 * exists, else 1, 2, 3 … in the order of the rows. A row's name is its description, wrapped lines
 * joined by one space; part numbers, EAN codes, dates and periods in their own columns are not part
 * of it. Net price BT-146 is the printed unit price after the row's discount (rounded to the price's
 * decimals); quantities in "h:mm" are hours as decimals. Units: AW (a work unit) and pieces → C62,
 * hours → HUR, nights/days → DAY, kg → KGM, m → MTR, m² → MTK, m³ → MTQ, psch/lump sum → LS,
 * months → MON. A credit note is printed with positive amounts under a credit-note title naming the
 * invoice it corrects → type 381 with that invoice as BT-25/26 and no due date. The seller's VAT id
 * (and the buyer's where printed) are BT-31/BT-48; the bank account is BT-84/BT-86.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  bicOf,
  dachParty,
  type Generated,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row, Style } from './synthetic-new.ts';

export const BLIND35_TPLS = [
  'kfz4',
  'gross4',
  'bau4',
  'hotel4',
  'lic4',
  'sped4',
  'gastro4',
  'druk4',
] as const;
type Tpl = (typeof BLIND35_TPLS)[number];
type Lang = 'de' | 'en' | 'fr' | 'it' | 'nl';

const UNIT_CODES = ['C62', 'HUR', 'DAY', 'KGM', 'MTR', 'MTK', 'MTQ', 'LS', 'MON'];
for (const u of UNIT_CODES)
  if (!codelists.isValidCode('unit', u)) throw new Error(`blind35: ${u} is no unit code of the list`);

/** One item row: its printed cells and what the truth takes from it. */
interface Item {
  id: string;
  pos?: string;
  code?: string;
  ean?: string;
  date?: string;
  desc: string[];
  qty: string;
  /** the quantity as printed (h:mm, grouped) */
  qtyShown: string;
  unit: string;
  uc: string;
  price: string;
  priceDp: number;
  disc: string;
  net: string;
  netPrice: string;
  rate: string;
  vcode?: string;
  /** a group (kfz4 parts/labour, bau4 title) */
  group?: string;
}

type Cell =
  | 'pos'
  | 'code'
  | 'ean'
  | 'date'
  | 'desc'
  | 'qty'
  | 'unit'
  | 'qtyunit'
  | 'price'
  | 'disc'
  | 'amount'
  | 'vcode';

interface Doc {
  tpl: Tpl;
  lang: Lang;
  t: Tools;
  s: KitParty;
  b: KitParty;
  number: string;
  issue: string;
  due: string;
  cur: string;
  credit?: { orig: string; date: string };
  items: Item[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  iban: string;
  bic: string;
  buyerVat: boolean;
  cols: Cell[];
  heads: Record<string, string>;
  rulings: boolean;
  groups?: Array<[string, string]>;
}

const money = (lang: Lang, v: string) =>
  lang === 'en'
    ? groupedMoney(v, ',', '.')
    : lang === 'fr'
      ? groupedMoney(v, ' ', ',')
      : groupedMoney(v, '.', ',');
/** A quantity or price as the language prints it, with `dp` decimals (0: an integer, grouped). */
function num(lang: Lang, v: string, dp: number): string {
  const [ts, ds] = lang === 'en' ? [',', '.'] : lang === 'fr' ? [' ', ','] : ['.', ','];
  const [i = '0', f = ''] = dec(v).toFixed(dp).split('.');
  const ig = i.replace(/\B(?=(\d{3})+(?!\d))/g, ts);
  return dp ? `${ig}${ds}${f}` : ig;
}
/** A quantity: integers without decimals, else the fewest decimals it needs (up to 3). */
function qtyText(lang: Lang, v: string): string {
  const d = dec(v);
  if (d.isInteger()) return num(lang, v, 0);
  const dp = d.times(10).isInteger() ? 1 : d.times(100).isInteger() ? 2 : 3;
  return num(lang, v, dp);
}
function dateText(lang: Lang, iso: string, v: number): string {
  const [y, m, d] = iso.split('-');
  if (lang === 'de') return `${d}.${m}.${y}`;
  if (lang === 'nl') return `${d}-${m}-${y}`;
  if (lang === 'en' && v % 2 === 1) {
    const mon = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[Number(m) - 1];
    return `${Number(d)} ${mon} ${y}`;
  }
  return `${d}/${m}/${y}`;
}

const HEADS: Record<Lang, Record<Cell, string[]>> = {
  de: {
    pos: ['Pos.', 'Pos', 'Nr.'],
    code: ['Teile-Nr.', 'Art.-Nr.', 'Artikel'],
    ean: ['EAN', 'GTIN'],
    date: ['Datum'],
    desc: ['Bezeichnung', 'Beschreibung', 'Leistung'],
    qty: ['Menge', 'Anzahl', 'Mg.'],
    unit: ['Einheit', 'ME', 'Eh.'],
    qtyunit: ['Menge', 'Anz./ME', 'Menge ME'],
    price: ['Einzelpreis', 'E-Preis', 'Preis/ME'],
    disc: ['Rabatt %', 'Rab.%', 'Nachl. %'],
    amount: ['Betrag', 'Gesamt', 'G-Preis'],
    vcode: ['St.', 'MwSt'],
  },
  en: {
    pos: ['No.', 'Item', '#'],
    code: ['Ref.', 'SKU'],
    ean: ['EAN'],
    date: ['Date', 'Posted', 'Day'],
    desc: ['Description', 'Details', 'Service'],
    qty: ['Qty', 'Quantity', 'Units'],
    unit: ['Unit', 'UoM'],
    qtyunit: ['Qty', 'Quantity'],
    price: ['Rate', 'Unit Price', 'Price'],
    disc: ['Disc. %', 'Discount'],
    amount: ['Amount', 'Total', 'Line Total'],
    vcode: ['VAT', 'VAT %'],
  },
  fr: {
    pos: ['N°', 'Réf.', 'Ligne'],
    code: ['Code'],
    ean: ['EAN'],
    date: ['Date', 'Date enl.'],
    desc: ['Désignation', 'Libellé', 'Prestation'],
    qty: ['Poids', 'Qté', 'Quantité'],
    unit: ['Unité', 'U.'],
    qtyunit: ['Poids / Qté', 'Quantité'],
    price: ['Tarif', 'P.U. HT', 'Prix unit.'],
    disc: ['Remise %', 'Rem.'],
    amount: ['Montant HT', 'Total HT', 'Montant'],
    vcode: ['TVA'],
  },
  it: {
    pos: ['Riga', 'N.', 'Pos.'],
    code: ['Cod. art.', 'Codice', 'Articolo'],
    ean: ['EAN'],
    date: ['Data'],
    desc: ['Descrizione', 'Descrizione articolo', 'Prodotto'],
    qty: ['Q.tà', 'Quantità', 'Qtà'],
    unit: ['U.M.', 'UM', 'Unità'],
    qtyunit: ['Quantità', 'Q.tà'],
    price: ['Prezzo', 'Prezzo unit.', 'Pr. unitario'],
    disc: ['Sconto %', 'Sc. %', 'Sconto'],
    amount: ['Importo', 'Totale', 'Imponibile'],
    vcode: ['Cod. IVA', 'IVA', 'C.I.'],
  },
  nl: {
    pos: ['Regel', 'Nr.', 'Pos.'],
    code: ['Artikelnr.', 'Code'],
    ean: ['EAN'],
    date: ['Datum'],
    desc: ['Omschrijving', 'Product', 'Specificatie'],
    qty: ['Oplage', 'Aantal', 'Hoeveelheid'],
    unit: ['Eenheid', 'Eenh.'],
    qtyunit: ['Aantal', 'Oplage'],
    price: ['Prijs', 'Stukprijs', 'Prijs p/st'],
    disc: ['Korting %', 'Korting'],
    amount: ['Bedrag', 'Totaal', 'Regeltotaal'],
    vcode: ['Btw'],
  },
};

/** Column widths in points (the text is drawn at an average of size/2 per character). */
const WIDTH: Record<Cell, number> = {
  pos: 46,
  code: 70,
  ean: 76,
  date: 58,
  desc: 190,
  qty: 48,
  unit: 38,
  qtyunit: 70,
  price: 62,
  disc: 40,
  amount: 70,
  vcode: 30,
};
const RIGHT = new Set<Cell>(['qty', 'qtyunit', 'price', 'disc', 'amount']);

function lineFor(
  t: Tools,
  lang: Lang,
  o: {
    desc: string;
    qty: string;
    unit: string;
    uc: string;
    price: string;
    priceDp?: number;
    disc?: string;
    rate: string;
    wrap?: number;
    hmm?: boolean;
  },
): Item {
  const dp = o.priceDp ?? 2;
  const disc = o.disc ?? '';
  const gross = dec(o.qty).times(dec(o.price));
  const net = round(disc ? gross.times(dec(100).minus(dec(disc))).dividedBy(100) : gross);
  const netPrice = disc
    ? dec(o.price)
        .times(dec(100).minus(dec(disc)))
        .dividedBy(100)
        .toDecimalPlaces(dp)
        .toFixed(dp)
    : dec(o.price).toFixed(dp);
  const q = dec(o.qty);
  const qtyShown = o.hmm
    ? `${q.floor().toString()}:${String(q.minus(q.floor()).times(60).round().toNumber()).padStart(2, '0')}`
    : qtyText(lang, o.qty);
  void t;
  return {
    id: '',
    desc: wrapWords(o.desc, o.wrap ?? 34),
    qty: q.toString(),
    qtyShown,
    unit: o.unit,
    uc: o.uc,
    price: dec(o.price).toFixed(dp),
    priceDp: dp,
    disc,
    net,
    netPrice,
    rate: o.rate,
  };
}

const cents = (t: Tools, a: number, b: number) => (t.int(a, b) / 100).toFixed(2);

/** The trade's rows: items (and the groups they belong to). */
function buildItems(
  tpl: Tpl,
  t: Tools,
  v: number,
  nRows: number,
): { items: Item[]; groups?: Array<[string, string]> } {
  const items: Item[] = [];
  const disc = () => (t.rnd() < 0.25 ? t.pick(['5', '10', '3', '15']) : '');
  if (tpl === 'kfz4') {
    const parts: Array<[string, number, number]> = [
      ['Ölfilter', 900, 2400],
      ['Motoröl 5W-30 Longlife, 1 l Gebinde', 1200, 1900],
      ['Bremsscheibe vorne belüftet 312 mm', 6800, 12900],
      ['Bremsbeläge Satz Vorderachse', 4500, 8900],
      ['Luftfilter', 1400, 3200],
      ['Innenraumfilter mit Aktivkohle', 1800, 3900],
      ['Zündkerze Iridium', 1100, 2600],
      ['Scheibenwischer Flachbalken 600/450 mm Satz', 2900, 5400],
      ['Dichtring Ölablassschraube M14x1,5', 80, 350],
      ['Kühlmittel G12evo, 1,5 l', 1300, 2200],
    ];
    const labour: Array<[string, number, number]> = [
      ['Inspektion nach Herstellervorgabe durchgeführt', 8, 24],
      ['Bremsscheiben und -beläge vorne erneuert', 10, 18],
      ['Fehlerspeicher ausgelesen und gelöscht', 2, 4],
      ['Klimaanlage geprüft, Kältemittel 450 g befüllt', 6, 10],
      ['Räder umgesteckt und ausgewuchtet, 4 Stück', 6, 10],
      ['Probefahrt', 1, 3],
    ];
    const np = Math.max(1, Math.min(parts.length, Math.ceil(nRows / 2)));
    const nl = Math.max(1, Math.min(labour.length, nRows - np));
    const aw = cents(t, 850, 1450);
    for (const [name, a, b] of [...parts].sort(() => t.rnd() - 0.5).slice(0, np)) {
      const q = t.pick(['1', '1', '2', '4', '5']);
      const it = lineFor(t, 'de', {
        desc: name,
        qty: q,
        unit: 'Stk',
        uc: 'C62',
        price: cents(t, a, b),
        disc: disc(),
        rate: '19',
      });
      it.code = `${t.pick(['1K0', '5Q0', '04E', 'A000'])} ${t.digits(3)} ${t.digits(3)}${t.pick(['', ' A', ' B'])}`;
      it.group = 'T';
      items.push(it);
    }
    for (const [name, a, b] of [...labour].sort(() => t.rnd() - 0.5).slice(0, nl)) {
      const it = lineFor(t, 'de', {
        desc: name,
        qty: String(t.int(a, b)),
        unit: 'AW',
        uc: 'C62',
        price: aw,
        rate: '19',
      });
      it.code = `${t.digits(2)} ${t.digits(2)} ${t.digits(2)} 00`;
      it.group = 'L';
      items.push(it);
    }
    return {
      items,
      groups: [
        ['T', v % 2 ? 'Ersatzteile' : 'Teile'],
        ['L', v % 2 ? 'Arbeitslohn' : 'Lohn'],
      ],
    };
  }
  if (tpl === 'gross4') {
    const goods: Array<[string, number, number]> = [
      ['Kaffee Crema ganze Bohne 1 kg', 1290, 1890],
      ['Mineralwasser still PET 0,5 l', 29, 49],
      ['Papierhandtuch Zickzack 2-lagig 25 x 23 cm', 1890, 2990],
      ['Spülmittel Konzentrat 1 l', 189, 349],
      ['Kopierpapier A4 80 g/m² 500 Blatt', 349, 549],
      ['Müllbeutel 120 l blau', 890, 1490],
      ['Kondensmilch Portionen 7,5 g', 590, 890],
      ['Zucker Sticks 4 g', 690, 1090],
      ['Einweghandschuhe Nitril Größe L', 590, 990],
      ['Haushaltsrolle 3-lagig', 290, 490],
      ['Tee Pfefferminz 20 Beutel', 149, 249],
      ['Kaffeebecher 0,2 l Pappe', 1490, 2190],
    ];
    for (let i = 0; i < nRows; i++) {
      const [name, a, b] = t.pick(goods);
      const ve = t.pick(['6', '12', '24', '10']);
      const q = String(Number(ve) * t.int(1, 6));
      const it = lineFor(t, 'de', {
        desc: `${name}, VE ${ve} Stk`,
        qty: q,
        unit: 'Stk',
        uc: 'C62',
        price: cents(t, a, b),
        disc: disc(),
        rate:
          name.startsWith('Kaffee C') ||
          name.startsWith('Kond') ||
          name.startsWith('Zucker') ||
          name.startsWith('Tee') ||
          name.startsWith('Mineral')
            ? '7'
            : '19',
      });
      it.code = String(t.int(100000, 999999));
      it.ean = `40${t.digits(11)}`;
      items.push(it);
    }
    return { items };
  }
  if (tpl === 'bau4') {
    const titles: Array<[string, Array<[string, string, string, string, number, number]>]> = [
      [
        'Erdarbeiten',
        [
          ['Oberboden abtragen, d = 20 cm, seitlich lagern', 'm²', 'MTK', '1', 350, 690],
          ['Baugrube ausheben, Bodenklasse 3-5, Tiefe bis 1,75 m', 'm³', 'MTQ', '1', 1800, 3400],
          ['Verfüllen mit Schotter 0/32, lagenweise verdichten', 'm³', 'MTQ', '1', 3200, 5200],
        ],
      ],
      [
        'Entwässerung',
        [
          ['KG-Rohr DN 150 SN 8 liefern und verlegen inkl. Formstücke', 'm', 'MTR', '1', 2900, 4900],
          ['Kontrollschacht DN 1000 aus Betonfertigteilen, Tiefe 1,50 m', 'Stk', 'C62', '0', 89000, 149000],
          ['Hausanschluss DN 50 an bestehende Leitung', 'psch', 'LS', '0', 42000, 78000],
        ],
      ],
      [
        'Beton- und Stahlbetonarbeiten',
        [
          ['Sauberkeitsschicht C12/15, d = 5 cm', 'm²', 'MTK', '1', 900, 1600],
          ['Stahlbeton-Bodenplatte C25/30, d = 25 cm, inkl. Schalung', 'm³', 'MTQ', '1', 19000, 26000],
          ['Betonstahl B500B liefern, schneiden, biegen, verlegen', 'kg', 'KGM', '0', 130, 210],
          ['Abdichtung Bodenplatte mit Bitumenbahn, zweilagig', 'm²', 'MTK', '1', 1800, 3200],
        ],
      ],
    ];
    const groups: Array<[string, string]> = [];
    const nt = nRows > 6 ? 3 : nRows > 3 ? 2 : 1;
    let left = nRows;
    for (let ti = 0; ti < nt; ti++) {
      const [title, pos] = titles[ti] as (typeof titles)[number];
      const tno = String(ti + 1).padStart(2, '0');
      groups.push([tno, `${tno} ${title}`]);
      const take = ti === nt - 1 ? left : Math.max(1, Math.round(nRows / nt));
      left -= take;
      for (let i = 0; i < take; i++) {
        const [name, unit, uc, frac, a, b] = pos[i % pos.length] as (typeof pos)[number];
        const q =
          uc === 'LS'
            ? '1'
            : frac === '1'
              ? (t.int(50, 9000) / 10 / (i >= pos.length ? 2 : 1)).toFixed(1)
              : uc === 'C62'
                ? String(t.int(1, 6))
                : String(t.int(20, 900));
        const it = lineFor(t, 'de', {
          desc: `${name}${i >= pos.length ? ', Nachtrag' : ''}`,
          qty: dec(q).toString(),
          unit,
          uc,
          price: cents(t, a, b),
          rate: '19',
          wrap: 40,
        });
        it.pos = `${tno}.${String(1 + Math.floor(i / 3)).padStart(2, '0')}.${String(10 * (i + 1)).padStart(4, '0')}`;
        it.group = tno;
        items.push(it);
      }
    }
    return { items, groups };
  }
  if (tpl === 'hotel4') {
    return { items: [] };
  }
  if (tpl === 'lic4') {
    const lic: Array<[string, number, number]> = [
      ['Microsoft 365 Business Standard', 1030, 1190],
      ['Microsoft 365 Business Premium', 1880, 2090],
      ['Exchange Online Plan 1', 330, 420],
      ['Endpoint protection per device', 250, 490],
      ['Managed backup, 50 GB per mailbox', 190, 390],
      ['Password manager Teams', 300, 450],
    ];
    const svc: Array<[string, number, number]> = [
      ['Remote support, ticket #4711, printer queue', 7500, 9500],
      ['On-site support: replaced switch 24 ports, cabling', 8500, 11000],
      ['Onboarding new starter, laptop set-up', 7500, 9500],
    ];
    const nl = Math.max(1, Math.min(lic.length, nRows - 1));
    for (const [name, a, b] of [...lic].sort(() => t.rnd() - 0.5).slice(0, nl)) {
      const it = lineFor(t, 'en', {
        desc: name,
        qty: String(t.int(3, 60)),
        unit: t.pick(['user', 'users', 'licence']),
        uc: 'C62',
        price: cents(t, a, b),
        rate: '20',
        disc: t.rnd() < 0.2 ? '10' : '',
      });
      items.push(it);
    }
    for (const [name, a, b] of [...svc].sort(() => t.rnd() - 0.5).slice(0, Math.max(1, nRows - nl))) {
      const mins = t.pick([30, 45, 75, 90, 150, 195, 240]);
      const it = lineFor(t, 'en', {
        desc: name,
        qty: String(mins / 60),
        unit: 'hrs',
        uc: 'HUR',
        price: cents(t, a, b),
        rate: '20',
        hmm: true,
      });
      items.push(it);
    }
    return { items };
  }
  if (tpl === 'sped4') {
    const lanes = ['Lyon', 'Marseille', 'Lille', 'Strasbourg', 'Bordeaux'];
    const dest = ['Hamburg', 'Milano', 'Rotterdam', 'Barcelona', 'Wien'];
    const nf = Math.max(1, nRows - 2);
    for (let i = 0; i < nf; i++) {
      const kg = String(t.int(80, 12000));
      const it = lineFor(t, 'fr', {
        desc: `Groupage ${t.pick(lanes)} → ${t.pick(dest)}, ${t.int(1, 14)} palettes EUR, LS n° ${t.digits(6)}`,
        qty: kg,
        unit: 'kg',
        uc: 'KGM',
        price: (t.int(900, 3800) / 10000).toFixed(4),
        priceDp: 4,
        rate: '20',
        wrap: 36,
      });
      items.push(it);
    }
    const sur: Array<[string, number, number]> = [
      ['Surcharge gazole 14,2 %', 1500, 9000],
      ['Hayon élévateur à la livraison', 3500, 6500],
      ['Rendez-vous de livraison', 1800, 3000],
      ['Frais de dossier douane', 2500, 4500],
    ];
    for (const [name, a, b] of [...sur].sort(() => t.rnd() - 0.5).slice(0, Math.max(1, nRows - nf))) {
      const p = cents(t, a, b);
      items.push(lineFor(t, 'fr', { desc: name, qty: '1', unit: 'forfait', uc: 'LS', price: p, rate: '20' }));
    }
    return { items };
  }
  if (tpl === 'gastro4') {
    const food: Array<[string, string, string, number, number, string]> = [
      ['Olio extravergine di oliva, bottiglia 0,75 l', 'pz', 'C62', 690, 1190, '10'],
      ['Mozzarella di bufala campana DOP 125 g', 'kg', 'KGM', 1190, 1690, '10'],
      ['Prosciutto crudo di Parma 24 mesi', 'kg', 'KGM', 2190, 3290, '10'],
      ['Vino rosso Chianti Classico DOCG 0,75 l', 'bt', 'C62', 890, 1890, '22'],
      ['Acqua minerale frizzante 0,5 l, cassa da 24', 'cs', 'C62', 590, 990, '22'],
      ['Pasta di semola, formato paccheri, 3 kg', 'pz', 'C62', 590, 890, '10'],
      ['Tovaglioli in carta 40 x 40 cm, 2 veli', 'cf', 'C62', 390, 790, '22'],
      ['Servizio di catering, buffet per 40 persone', 'h', 'HUR', 3500, 4500, '10'],
      ['Caffè in grani miscela bar 1 kg', 'kg', 'KGM', 1390, 2290, '10'],
    ];
    for (let i = 0; i < nRows; i++) {
      const [name, unit, uc, a, b, rate] = t.pick(food);
      const q = uc === 'KGM' ? (t.int(5, 250) / 10).toFixed(1) : String(t.int(1, 48));
      const it = lineFor(t, 'it', {
        desc: name,
        qty: dec(q).toString(),
        unit,
        uc,
        price: cents(t, a, b),
        rate,
        disc: disc(),
        wrap: 30,
      });
      it.code = `${t.pick(['AL', 'BV', 'SV', 'MC'])}${t.digits(4)}`;
      it.vcode = rate === '10' ? 'A' : 'B';
      items.push(it);
    }
    return { items };
  }
  // druk4
  const jobs: Array<[string, number, number]> = [
    ['Visitekaartjes 85 x 55 mm, 4/4 kleuren, 350 g/m² mat', 150, 400],
    ['Flyers A5, 4/4 kleuren, 135 g/m² gesatineerd', 40, 120],
    ['Brochure A4, 16 pagina’s, geniet, omslag 250 g/m²', 900, 2400],
    ['Briefpapier A4, 4/0 kleuren, 120 g/m² offset', 60, 150],
    ['Posters A2, 4/0 kleuren, 170 g/m²', 700, 1600],
    ['Enveloppen C5 met venster, 1/0 kleur', 120, 300],
  ];
  const nj = Math.max(1, nRows - (nRows > 2 ? 1 : 0));
  for (let i = 0; i < nj; i++) {
    const [name, a, b] = t.pick(jobs);
    const q = String(t.pick([250, 500, 1000, 2500, 5000, 10000]));
    items.push(
      lineFor(t, 'nl', {
        desc: name,
        qty: q,
        unit: 'ex.',
        uc: 'C62',
        price: (t.int(a, b) / 10000).toFixed(4),
        priceDp: 4,
        rate: '21',
        disc: disc(),
        wrap: 32,
      }),
    );
  }
  if (nRows > 2)
    items.push(
      lineFor(t, 'nl', {
        desc: 'Opmaak en DTP, drukproef als PDF',
        qty: t.pick(['0.5', '1', '1.5', '2.25']),
        unit: 'uur',
        uc: 'HUR',
        price: cents(t, 5500, 7500),
        rate: '21',
      }),
    );
  return { items };
}

/** The hotel folio's rows: a date per row, nights × rate, breakfast, bar, parking. */
function hotelItems(t: Tools, issue: string, nRows: number): Item[] {
  const arrive = addDays(issue, -t.int(2, 9));
  const rate = cents(t, 9900, 24900);
  const items: Item[] = [];
  const nights = Math.max(1, Math.min(6, Math.ceil(nRows / 3)));
  const room = `${t.pick(['Deluxe Double', 'Superior King', 'Classic Twin', 'Junior Suite'])} Room ${t.int(101, 420)}`;
  const it0 = lineFor(t, 'en', {
    desc: `Accommodation, ${room}`,
    qty: String(nights),
    unit: 'nights',
    uc: 'DAY',
    price: rate,
    rate: '13.5',
  });
  it0.date = arrive;
  items.push(it0);
  const extras: Array<[string, string, string, number, number, string]> = [
    ['Full Irish breakfast', 'C62', 'pers', 1600, 2400, '13.5'],
    ['Dinner, The Garden Restaurant', 'C62', 'covers', 3800, 6900, '13.5'],
    ['Bar: wine by the glass 0.175 l', 'C62', 'glasses', 850, 1200, '23'],
    ['Car park, multi-storey', 'DAY', 'days', 1200, 1800, '23'],
    ['Minibar', 'C62', 'items', 350, 650, '23'],
    ['Meeting room Liffey, half day', 'C62', 'rooms', 18000, 32000, '23'],
  ];
  for (let i = 1; i < nRows; i++) {
    const [name, uc, unit, a, b, r] = t.pick(extras);
    const it = lineFor(t, 'en', {
      desc: name,
      qty: String(t.int(1, 4)),
      unit,
      uc,
      price: cents(t, a, b),
      rate: r,
    });
    it.date = addDays(arrive, Math.min(nights - 1, Math.floor((i * nights) / nRows)));
    items.push(it);
  }
  return items;
}

const PLACES: Record<string, Array<[string, string, string]>> = {
  IE: [
    ['Dublin 2', 'D02 YX88', '14 Merrion Square'],
    ['Galway', 'H91 E2W8', 'Eyre Square'],
    ['Cork', 'T12 K8AF', 'Grand Parade'],
  ],
  GB: [
    ['Leeds', 'LS1 4DY', '22 Park Row'],
    ['Bristol', 'BS1 6QA', 'Unit 4, Temple Quay'],
    ['Manchester', 'M1 3BE', '81 Piccadilly'],
  ],
  FR: [
    ['Lyon', '69007', '18 rue de Gerland'],
    ['Villepinte', '93420', 'ZA Paris Nord 2, 25 allée du Ponant'],
    ['Strasbourg', '67100', '4 rue du Port du Rhin'],
  ],
  IT: [
    ['Bologna', '40129', 'Via della Beverara 112'],
    ['Verona', '37135', 'Via Roveggia 43'],
    ['Parma', '43122', 'Strada dei Mercati 7'],
  ],
  NL: [
    ['Utrecht', '3542 AD', 'Atoomweg 50'],
    ['Zwolle', '8013 NB', 'Ceintuurbaan 14'],
    ['Eindhoven', '5651 GH', 'Strijp 22'],
  ],
};
const NAMES: Record<string, [string[], string[]]> = {
  IE: [
    ['The Merrion Quay Hotel', 'Corrib Bay Hotel', 'Lee Valley House Hotel'],
    ['Limited', 'Ltd'],
  ],
  GB: [
    ['Northgate IT Services', 'Pennine Managed IT', 'Harbourside Systems'],
    ['Ltd', 'Limited'],
  ],
  FR: [
    ['Transports Rhodanien', 'Groupage Express', 'Trans-Alsace Logistique'],
    ['SAS', 'SARL'],
  ],
  IT: [
    ['Gastronomia Emiliana', 'Forniture Catering Veneto', 'Delizie di Parma'],
    ['S.r.l.', 'S.p.A.'],
  ],
  NL: [
    ['Drukkerij Van der Kolk', 'Print & Zo', 'Grafisch Bedrijf De Pers'],
    ['B.V.', 'V.O.F.'],
  ],
};
function party(cc: string, t: Tools, seller: boolean): KitParty {
  const [city, pc, street] = t.pick(PLACES[cc] ?? []);
  const [a, b] = NAMES[cc] as [string[], string[]];
  const name = seller
    ? `${t.pick(a)} ${t.pick(b)}`
    : t
        .pick([
          'Brightwater Consulting',
          'Kestrel Events',
          'Nordlicht Handels',
          'Orion Travel',
          'Delta Foods',
        ])
        .concat(' ', t.pick(b));
  const d = t.digits;
  const vat =
    (
      {
        IE: () => `IE${d(7)}${t.pick(['A', 'W'])}`,
        GB: () => `GB${d(9)}`,
        FR: () => `FR${d(2)}${d(9)}`,
        IT: () => `IT${d(11)}`,
        NL: () => `NL${d(9)}B${d(2)}`,
      } as Record<string, () => string>
    )[cc]?.() ?? '';
  return { name, street, pc, city, country: cc, vat, vatShown: vat };
}

const LANG: Record<Tpl, Lang> = {
  kfz4: 'de',
  gross4: 'de',
  bau4: 'de',
  hotel4: 'en',
  lic4: 'en',
  sped4: 'fr',
  gastro4: 'it',
  druk4: 'nl',
};
const CC: Record<Tpl, string> = {
  kfz4: 'DE',
  gross4: 'DE',
  bau4: 'DE',
  hotel4: 'IE',
  lic4: 'GB',
  sped4: 'FR',
  gastro4: 'IT',
  druk4: 'NL',
};

function columns(tpl: Tpl, v: number, t: Tools): Cell[] {
  const before = t.rnd() < 0.5;
  const glue = t.rnd() < 0.4;
  const q: Cell[] = glue ? ['qtyunit'] : ['qty', 'unit'];
  const tail: Cell[] = ['price', 'amount'];
  switch (tpl) {
    case 'kfz4':
      return before
        ? ['pos', 'code', ...q, 'desc', 'price', 'disc', 'amount']
        : (['pos', 'code', 'desc', ...q, ...tail, 'disc']
            .filter((c) => c !== 'amount')
            .concat('amount') as Cell[]);
    case 'gross4':
      return v % 2
        ? ['code', 'ean', 'desc', ...q, 'price', 'disc', 'amount']
        : ['pos', 'code', 'desc', 'ean', ...q, 'price', 'disc', 'amount'];
    case 'bau4':
      return before ? ['pos', ...q, 'desc', ...tail] : ['pos', 'desc', ...q, ...tail];
    case 'hotel4':
      return before ? ['date', 'desc', ...q, ...tail] : ['date', ...q, 'desc', ...tail];
    case 'lic4':
      return v % 2
        ? ['desc', ...q, 'price', 'disc', 'amount']
        : ['pos', ...q, 'desc', 'price', 'disc', 'amount'];
    case 'sped4':
      return before ? ['pos', ...q, 'desc', ...tail] : ['pos', 'desc', ...q, ...tail];
    case 'gastro4':
      return v % 2
        ? ['code', 'desc', 'unit', 'qty', 'price', 'disc', 'amount', 'vcode']
        : ['pos', 'code', 'desc', ...q, 'price', 'disc', 'vcode', 'amount'];
    default:
      return before
        ? [...q, 'desc', 'price', 'disc', 'amount']
        : ['pos', 'desc', ...q, 'price', 'disc', 'amount'];
  }
}

function buildDoc(k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND35_TPLS[k % BLIND35_TPLS.length] as Tpl;
  const v = Math.floor(k / BLIND35_TPLS.length);
  const lang = LANG[tpl];
  const cc = CC[tpl];
  const issue = `2026-${String(t.int(1, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const due = addDays(issue, t.pick([14, 30, 10, 21]));
  const many = (tpl === 'bau4' || tpl === 'gross4') && v % 4 === 1;
  const nRows = many ? t.int(19, 25) : v === 0 ? 1 : t.int(2, 11);
  const built = tpl === 'hotel4' ? { items: hotelItems(t, issue, nRows) } : buildItems(tpl, t, v, nRows);
  const items = built.items;
  const cols = columns(tpl, v, t);
  let seq = 0;
  for (const it of items) {
    seq++;
    if (!it.pos) it.pos = String(seq * (tpl === 'gross4' && v % 3 === 2 ? 10 : 1));
    it.id = cols.includes('pos') ? it.pos : String(seq);
  }
  if (!cols.includes('pos')) for (const it of items) it.pos = undefined;
  const heads: Record<string, string> = {};
  for (const c of cols) heads[c] = t.pick(HEADS[lang][c]);
  if (tpl === 'kfz4' && cols.includes('qtyunit')) heads.qtyunit = t.pick(['Menge/AW', 'Anz./AW']);
  if (tpl === 'sped4' && cols.includes('price')) heads.price = t.pick(['Tarif €/kg', 'P.U. €/kg', 'Prix/kg']);
  const dachNames = {
    kfz4: ['Autohaus Brenner GmbH', 'Kfz-Meisterbetrieb Hofmann', 'Auto Service Lange e.K.'],
    gross4: ['Nordwest Großhandel GmbH & Co. KG', 'GV-Partner Handels GmbH', 'Rheinland C+C Großhandel GmbH'],
    bau4: ['Bauunternehmung Krüger GmbH', 'Tief- und Hochbau Zimmermann GmbH', 'Brandt Bau GmbH & Co. KG'],
  } as Record<string, string[]>;
  const s = cc === 'DE' ? dachParty('DE', t.pick(dachNames[tpl] ?? []), t) : party(cc, t, true);
  const b =
    cc === 'DE'
      ? dachParty(
          'DE',
          t.pick([
            'Kanzlei Wagner & Partner mbB',
            'Gasthaus zur Linde GmbH',
            'Stadtwerke Musterstadt GmbH',
            'Berger Immobilien GmbH',
          ]),
          t,
        )
      : tpl === 'hotel4' && t.rnd() < 0.4
        ? party('IE', t, false)
        : (() => {
            const p = dachParty(
              'DE',
              `${t.pick(['Nordlicht Handels', 'Berger Logistik', 'Kestrel Events', 'Orion Consulting'])} GmbH`,
              t,
            );
            return p;
          })();
  const credit =
    (tpl === 'hotel4' || tpl === 'sped4') && v === 5
      ? { orig: '', date: addDays(issue, -t.int(5, 30)) }
      : undefined;
  const number = {
    kfz4: () => `RE-${t.int(20000, 89999)}`,
    gross4: () => `${t.int(7000000, 7999999)}`,
    bau4: () => `SR 2026/${t.int(10, 390)}`,
    hotel4: () => `F${t.int(100000, 999999)}`,
    lic4: () => `INV-${t.int(1000, 9999)}`,
    sped4: () => `${credit ? 'AV' : 'FA'}26-${t.digits(5)}`,
    gastro4: () => `${t.int(1, 900)}/2026`,
    druk4: () => `2026-${t.digits(4)}`,
  }[tpl]();
  if (credit) credit.orig = tpl === 'hotel4' ? `F${t.int(100000, 999999)}` : `FA26-${t.digits(5)}`;
  const { vat, lineNet, vatT } = vatSums(items.map((i) => ({ rate: i.rate, net: i.net })));
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const cur = tpl === 'lic4' ? 'GBP' : 'EUR';
  const iban = ibanOfCountry(cc === 'GB' ? 'GB' : cc, t);
  const bic = cc === 'FR' ? t.pick(['BNPAFRPPXXX', 'AGRIFRPP878', 'CCBPFRPPLYO']) : bicOf(cc, t);
  return {
    tpl,
    lang,
    t,
    s,
    b,
    number,
    issue,
    due,
    cur,
    ...(credit ? { credit } : {}),
    items,
    vat,
    lineNet,
    vatT,
    gross,
    iban,
    bic,
    buyerVat: b.country !== s.country || t.rnd() < 0.3,
    cols,
    heads,
    rulings: t.rnd() < 0.5,
    ...(built.groups ? { groups: built.groups } : {}),
  };
}

type Key =
  | 'inv'
  | 'cn'
  | 'cnno'
  | 'cndate'
  | 'no'
  | 'date'
  | 'due'
  | 'net'
  | 'vat'
  | 'vattot'
  | 'gross'
  | 'vatid'
  | 'buyervat'
  | 'carry'
  | 'page'
  | 'cust'
  | 'bank'
  | 'on';
const L: Record<Lang, Record<Key, string>> = {
  de: {
    inv: 'Rechnung',
    cn: 'Gutschrift',
    cnno: 'Gutschrift-Nr.',
    cndate: 'Datum',
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    net: 'Nettobetrag',
    vat: 'MwSt.',
    vattot: 'MwSt. gesamt',
    gross: 'Rechnungsbetrag',
    vatid: 'USt-IdNr.',
    buyervat: 'Ihre USt-IdNr.',
    carry: 'Übertrag',
    page: 'Seite',
    cust: 'Kunden-Nr.',
    bank: 'Bankverbindung',
    on: 'auf',
  },
  en: {
    inv: 'Invoice',
    cn: 'Credit Note',
    cnno: 'Credit Note No.',
    cndate: 'Date',
    no: 'Invoice No.',
    date: 'Invoice Date',
    due: 'Due Date',
    net: 'Net total',
    vat: 'VAT',
    vattot: 'Total VAT',
    gross: 'Total due',
    vatid: 'VAT No.',
    buyervat: 'Customer VAT No.',
    carry: 'Carried forward',
    page: 'Page',
    cust: 'Account',
    bank: 'Bank',
    on: 'on',
  },
  fr: {
    inv: 'Facture',
    cn: 'Avoir',
    cnno: 'Avoir n°',
    cndate: "Date de l'avoir",
    no: 'Facture n°',
    date: 'Date de facture',
    due: "Date d'échéance",
    net: 'Total HT',
    vat: 'TVA',
    vattot: 'Total TVA',
    gross: 'Total TTC',
    vatid: 'N° TVA intracom.',
    buyervat: 'N° TVA client',
    carry: 'Report',
    page: 'Page',
    cust: 'Code client',
    bank: 'Banque',
    on: 'sur',
  },
  it: {
    inv: 'Fattura',
    cn: 'Nota di credito',
    cnno: 'Nota di credito n.',
    cndate: 'Data',
    no: 'Fattura n.',
    date: 'Data documento',
    due: 'Scadenza',
    net: 'Totale imponibile',
    vat: 'IVA',
    vattot: 'Totale IVA',
    gross: 'Totale documento',
    vatid: 'P.IVA',
    buyervat: 'P.IVA cliente',
    carry: 'A riportare',
    page: 'Pagina',
    cust: 'Cod. cliente',
    bank: 'Banca',
    on: 'su',
  },
  nl: {
    inv: 'Factuur',
    cn: 'Creditnota',
    cnno: 'Creditnotanummer',
    cndate: 'Datum',
    no: 'Factuurnummer',
    date: 'Factuurdatum',
    due: 'Vervaldatum',
    net: 'Subtotaal',
    vat: 'Btw',
    vattot: 'Totaal btw',
    gross: 'Totaal te betalen',
    vatid: 'Btw-nummer',
    buyervat: 'Btw-nr. klant',
    carry: 'Transport',
    page: 'Pagina',
    cust: 'Klantnummer',
    bank: 'Bank',
    on: 'over',
  },
};
const COUNTRY: Record<Lang, Record<string, string>> = {
  de: { DE: 'Deutschland' },
  en: { DE: 'Germany', IE: 'Ireland', GB: 'United Kingdom' },
  fr: { DE: 'Allemagne', FR: 'France' },
  it: { DE: 'Germania', IT: 'Italia' },
  nl: { DE: 'Duitsland', NL: 'Nederland' },
};

function draw(d: Doc, rows: Row[]): number {
  const { lang, t } = d;
  const Lx = L[lang];
  let page = 1;
  const put = (y: number, x: number, text: string, st: Style = {}) => {
    if (text.trim()) rows.push([y, x, text, { ...st, page }]);
  };
  const m = (x: string) => money(lang, x);
  // letterhead and sender line
  put(40, 40, d.s.name, { size: 14, bold: true });
  put(58, 40, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
  // address window
  const cn = COUNTRY[lang][d.b.country];
  const bLines = [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`, d.b.country !== d.s.country && cn ? cn : ''];
  bLines.forEach((l, i) => void put(110 + i * 12, 40, l));
  // head at the right
  const title = (d.credit ? Lx.cn : Lx.inv) as string;
  put(110, 330, title, { size: 14, bold: true });
  const head: Array<[string, string]> = [
    [d.credit ? (Lx.cnno as string) : (Lx.no as string), d.number],
    [d.credit ? (Lx.cndate as string) : (Lx.date as string), dateText(lang, d.issue, 0)],
    [Lx.cust, String(t.int(10000, 99999))],
  ];
  if (!d.credit) head.push([Lx.due, dateText(lang, d.due, 0)]);
  if (d.buyerVat && d.b.vat) head.push([Lx.buyervat, d.b.vatShown ?? d.b.vat]);
  head.forEach(([a, b], i) => {
    put(132 + i * 12, 330, a, { size: 9 });
    put(132 + i * 12, 440, b, { size: 9 });
  });
  let y = 132 + head.length * 12 + 18;
  if (d.credit) {
    const ref = {
      de: `Gutschrift zur Rechnung ${d.credit.orig} vom ${dateText(lang, d.credit.date, 0)}`,
      en: `Credit note for invoice ${d.credit.orig} of ${dateText(lang, d.credit.date, 0)}`,
      fr: `Avoir sur facture ${d.credit.orig} du ${dateText(lang, d.credit.date, 0)}`,
      it: `Nota di credito relativa alla fattura ${d.credit.orig} del ${dateText(lang, d.credit.date, 0)}`,
      nl: `Creditnota bij factuur ${d.credit.orig} van ${dateText(lang, d.credit.date, 0)}`,
    }[lang];
    put(y, 40, ref, { size: 9 });
    y += 16;
  }
  // columns
  const xs: Record<string, [number, number]> = {};
  let x = 40;
  const total = d.cols.reduce((a, c) => a + WIDTH[c], 0);
  const scale = 515 / total;
  for (const c of d.cols) {
    const w = WIDTH[c] * scale;
    xs[c] = [x, x + w - 4];
    x += w;
  }
  const size = 8;
  const rule = (yy: number) => {
    if (d.rulings) put(yy, 40, '─'.repeat(86), { size: 7 });
  };
  const heads = () => {
    for (const c of d.cols) {
      const [a, b] = xs[c] as [number, number];
      const h = d.heads[c] ?? '';
      if (RIGHT.has(c)) put(y, b, h, { size, bold: true, right: true });
      else put(y, a, h, { size, bold: true });
    }
    y += 11;
    rule(y);
    y += d.rulings ? 8 : 3;
  };
  heads();
  let carried = dec(0);
  const bottom = 660;
  const newPage = () => {
    put(y + 4, xs.amount?.[0] ?? 400, `${Lx.carry}`, { size });
    put(y + 4, (xs.amount as [number, number])[1], m(round(carried)), { size, right: true });
    put(800, 500, `${Lx.page} ${page}`, { size: 7 });
    page++;
    y = 50;
    put(y, 40, `${title} ${d.number}`, { size: 8 });
    y += 16;
    heads();
    put(y, xs.amount?.[0] ?? 400, Lx.carry, { size });
    put(y, (xs.amount as [number, number])[1], m(round(carried)), { size, right: true });
    y += 13;
  };
  const groupTitle = (g: string) => d.groups?.find((x) => x[0] === g)?.[1] ?? '';
  let curGroup = '';
  let groupSum = dec(0);
  const closeGroup = () => {
    if (!curGroup) return;
    const label = d.tpl === 'kfz4' ? `Summe ${groupTitle(curGroup)}` : `Summe ${groupTitle(curGroup)}`;
    put(y, xs.desc?.[0] ?? 100, label, { size, bold: true });
    put(y, (xs.amount as [number, number])[1], m(round(groupSum)), { size, right: true, bold: true });
    y += 16;
  };
  for (const it of d.items) {
    const hgt = Math.max(1, it.desc.length) * 11 + 5;
    if (y + hgt + (it.group !== curGroup ? 30 : 0) > bottom) newPage();
    if (it.group && it.group !== curGroup) {
      closeGroup();
      curGroup = it.group;
      groupSum = dec(0);
      put(y, xs.desc?.[0] ?? 40, groupTitle(curGroup), { size: 9, bold: true });
      y += 13;
    }
    const cell = (c: Cell): string => {
      switch (c) {
        case 'pos':
          return it.pos ?? '';
        case 'code':
          return it.code ?? '';
        case 'ean':
          return it.ean ?? '';
        case 'date':
          return it.date ? dateText(lang, it.date, 0) : '';
        case 'qty':
          return it.qtyShown;
        case 'unit':
          return it.unit;
        case 'qtyunit':
          return `${it.qtyShown} ${it.unit}`;
        case 'price':
          return num(lang, it.price, it.priceDp);
        case 'disc':
          return it.disc ? num(lang, it.disc, 1) : '';
        case 'amount':
          return m(it.net);
        case 'vcode':
          return it.vcode ?? '';
        default:
          return '';
      }
    };
    for (const c of d.cols) {
      const [a, b] = xs[c] as [number, number];
      if (c === 'desc') {
        it.desc.forEach((l, i) => void put(y + i * 11, a, l, { size }));
        continue;
      }
      const v = cell(c);
      if (RIGHT.has(c)) put(y, b, v, { size, right: true });
      else put(y, a, v, { size });
    }
    y += hgt;
    carried = carried.plus(dec(it.net));
    groupSum = groupSum.plus(dec(it.net));
  }
  closeGroup();
  rule(y);
  y += 14;
  if (d.tpl === 'gastro4') {
    put(y, 40, 'Codici IVA: A = IVA 10 % · B = IVA 22 %', { size: 8 });
    y += 14;
  }
  if (y > 640) {
    put(800, 500, `${Lx.page} ${page}`, { size: 7 });
    page++;
    y = 60;
  }
  // totals
  const tx = 330;
  const tr = 555;
  put(y, tx, Lx.net, { size: 9 });
  put(y, tr, m(d.lineNet), { size: 9, right: true });
  y += 13;
  for (const v of d.vat) {
    const rate = num(lang, v.rate, v.rate.includes('.') ? 1 : 0);
    put(y, tx, `${Lx.vat} ${rate} % ${Lx.on} ${m(v.base)}`, { size: 9 });
    put(y, tr, m(v.tax), { size: 9, right: true });
    y += 13;
  }
  if (d.vat.length > 1) {
    put(y, tx, Lx.vattot as string, { size: 9 });
    put(y, tr, m(d.vatT), { size: 9, right: true });
    y += 13;
  }
  put(y, tx, `${Lx.gross} ${d.cur === 'GBP' ? 'GBP' : 'EUR'}`, { size: 10, bold: true });
  put(y, tr, m(d.gross), { size: 10, bold: true, right: true });
  y += 24;
  // footer on every page
  for (let pg = 1; pg <= page; pg++) {
    rows.push([780, 40, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 7, page: pg }]);
    rows.push([
      790,
      40,
      `${Lx.vatid} ${d.s.vatShown ?? d.s.vat} · ${Lx.bank}: IBAN ${d.rulings ? spaced(d.iban) : d.iban} · BIC ${d.bic}`,
      { size: 7, page: pg },
    ]);
    if (pg === page && page > 1) rows.push([800, 500, `${Lx.page} ${pg}`, { size: 7, page: pg }]);
  }
  return page;
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat && d.b.vat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.gross,
  };
  inv.vatBreakdown = d.vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: 'S',
    rate: v.rate,
  }));
  inv.lines = d.items.map((i) =>
    synthLine({
      id: i.id,
      qty: i.qty,
      uc: i.uc,
      net: i.net,
      netPrice: i.netPrice,
      category: 'S',
      rate: i.rate,
      name: i.desc.join(' '),
    }),
  );
  return inv;
}

/** Document k of blind35: the layout k mod 8, its data drawn from the shared random source. */
export function generateBlind35(k: number, h: Helpers): Generated {
  const d = buildDoc(k, h);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
