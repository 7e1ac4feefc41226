/**
 * `--templates blind23` of extraction-synthetic.ts: held-out layouts of session 18 (issue 19,
 * "unseen layouts"), written before reading the extraction rules, for businesses no earlier set
 * had (looks taken from public descriptions of such documents, no file copied, invented names) —
 * - `catering` (de): a party service: "Veranstaltung am …" (the event date), buffet per person
 *   ("Gäste × Preis p. P.") at 7 %, drinks flat, service staff in hours and rental crockery at
 *   19 %, a VAT row per rate; no rulings, wrapped names;
 * - `verlag` (de): a book wholesaler: "ISBN" column, list price, "Rabatt %" per row and the net
 *   price after it, books at 7 %, e-books and merchandise at 19 %; long variants over two pages
 *   with the heads again and an "Übertrag"; a Remissionsgutschrift (positive amounts);
 * - `wach` (de): a security service: "Objekt-Nr." and "Leistungszeitraum" over the table, hours
 *   per shift and night / Sunday / holiday surcharges as rows of their own; the table prints the
 *   amount BEFORE hours and rate (Leistung | Betrag € | Std. | Satz €);
 * - `geruest` (de): a scaffolding / demolition subcontractor under § 13b UStG: Aufmaß rows in m²,
 *   rubble in tonnes with three decimals, no VAT, the "Steuerschuldnerschaft des
 *   Leistungsempfängers" note, the buyer's VAT id; long variants with an Übertrag;
 * - `at` (de-AT): an Austrian coffee / food wholesaler to an Austrian buyer: "1010 Wien",
 *   "UID: ATU…", 10 % and 20 % USt, "Stk.", kg with three decimals, the quantity AFTER the name,
 *   "Rechnungsbetrag", "Zahlbar binnen 14 Tagen" (no date printed), dates as "3. Jänner 2026";
 * - `dk` (da): a Danish conference venue invoicing a German company in Danish, in DKK, moms 25 %,
 *   CVR-nr., "Faktura", "Beløb", "I alt DKK"; a Kreditnota (positive amounts);
 * - `telko` (de): a telecom / internet provider bill: "Kundennummer", "Rechnungsmonat", groups
 *   Monatliche Entgelte / Einmalige Entgelte / Verbindungen with a period column, a SEPA direct
 *   debit note (mandate reference, creditor id, the buyer's IBAN masked), no seller bank account;
 *   a long variant over two pages;
 * - `labor` (de): occupational health service (check-ups exempt under § 4 Nr. 14 UStG next to
 *   19 % rows) or an environmental laboratory (analyses per sample with a "Probe-Nr." column
 *   first, 19 %).
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - credit notes printed with positive amounts (Remissionsgutschrift, Kreditnota): type 381,
 *   amounts positive, the original invoice as preceding invoice, no due date, no bank account;
 * - units as UN/ECE rec. 20: Std. → HUR, m² → MTK, t → TNE, kg → KGM, pauschal → LS, Monat →
 *   MON, Min. → MIN, dag → DAY; Stk., Pers., stk., Expl. and no printed unit → C62;
 * - price = the net price per unit the page prints (after the discount in `verlag`, which
 *   also prints the list price → BT-148);
 * - § 13b rows: category AE at 0 % with the printed note; § 4 Nr. 14 rows: category E at 0 % with
 *   the printed note;
 * - the telecom bill's payment: direct debit (59) with the mandate reference and creditor id
 *   printed (the buyer's IBAN is masked, no field);
 * - line names are the printed item text (wrapped parts joined with a space); ISBN, Probe-Nr.,
 *   the period column and dates under a row are no part of the name;
 * - Objekt-Nr., Kundennummer, Leistungszeitraum, event date and Rechnungsmonat are no fields; a
 *   due date only where a date is printed; the seller's Steuernummer → BT-32.
 */
import { dec, type Invoice, round } from '@ic/einvoice';
import {
  bicOf,
  dachParty,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOf,
  type KitDoc,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  letterTruthHead,
  longDate,
  pager,
  personName,
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

export const BLIND23_TPLS = ['catering', 'verlag', 'wach', 'geruest', 'at', 'dk', 'telko', 'labor'] as const;
type Tpl = (typeof BLIND23_TPLS)[number];
type Lang = 'de' | 'at' | 'da';
type Pager = ReturnType<typeof pager>;
type Cat = 'S' | 'E' | 'AE';

interface Ln {
  id: string;
  name: string;
  qty: string;
  unit: [string, string];
  price: string;
  /** list price before the row's discount (verlag) */
  list: string;
  disc: string;
  rate: string;
  cat: Cat;
  net: string;
  /** printed under the row, no part of the name */
  sub: string[];
  /** cells of the layout that are no fields (ISBN, Probe-Nr., period) */
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
  lang: Lang;
  cur: string;
  taxNo: string;
  vatShown: boolean;
  dueShown: boolean;
  bicShown: boolean;
  buyerVat: boolean;
  custNo: string;
  objNo: string;
  event: string;
  period: [string, string];
  exempt: string;
  mandate: string;
  creditorId: string;
  buyerIban: string;
  occ: boolean;
}

const CREDIT_AT: Partial<Record<Tpl, number[]>> = { verlag: [3], dk: [5] };
const LONG_AT: Partial<Record<Tpl, number[]>> = { verlag: [2, 6], geruest: [6], telko: [4], catering: [7] };

export function generateBlind23(k: number, h: Helpers): Generated {
  return generateByTemplate(
    k,
    BLIND23_TPLS,
    (tpl: Tpl) => buildDoc(tpl, k, h),
    {
      catering: drawCatering,
      verlag: drawVerlag,
      wach: drawWach,
      geruest: drawGeruest,
      at: drawAt,
      dk: drawDk,
      telko: drawTelko,
      labor: drawLabor,
    },
    toInvoice,
  );
}

// ---------------------------------------------------------------------------- the model
type LnDraft = Pick<Ln, 'name' | 'qty' | 'unit' | 'price' | 'rate'> &
  Partial<Pick<Ln, 'sub' | 'cells' | 'group' | 'cat' | 'list' | 'disc'>>;
const mk = (i: number, l: LnDraft): Ln => ({
  id: String(i + 1),
  sub: [],
  cells: {},
  group: '',
  cat: 'S',
  list: '',
  disc: '',
  ...l,
  net: round(dec(l.qty).times(l.price)),
});
const pr = (t: Tools, lo: number, hi: number) => `${t.int(lo, hi)}.${t.pick(['00', '50', '20', '90', '40'])}`;
const isLong = (d: { tpl: Tpl; v: number }) => LONG_AT[d.tpl]?.includes(d.v) ?? false;

const MENUS = [
  'Buffet „Mediterran“ mit Antipasti, zwei warmen Hauptgerichten und Dessertauswahl',
  'Fingerfood-Empfang (8 Sorten)',
  'Menü „Landhaus“ 3 Gänge',
  'Vegetarisches Buffet',
  'Mitternachtssnack Currywurst mit Brötchen',
  'Kinderteller',
];
function cateringLines(d: Doc): Ln[] {
  const { t } = d;
  const guests = t.int(25, 180);
  const out: Ln[] = [];
  const n = isLong(d) ? t.int(16, 20) : t.int(2, 4);
  for (let i = 0; i < n; i++) {
    const q = i === 0 ? guests : t.int(8, guests);
    out.push(
      mk(out.length, {
        name: t.pick(MENUS),
        qty: String(q),
        unit: ['Pers.', 'C62'],
        price: pr(t, 9, 48),
        rate: '7',
      }),
    );
  }
  out.push(
    mk(out.length, {
      name: `Getränkepauschale (Softdrinks, Bier, Wein) für ${guests} Gäste`,
      qty: '1',
      unit: ['pauschal', 'LS'],
      price: pr(t, 300, 1900),
      rate: '19',
    }),
  );
  out.push(
    mk(out.length, {
      name: 'Servicepersonal',
      qty: String(t.int(6, 40)),
      unit: ['Std.', 'HUR'],
      price: pr(t, 29, 42),
      rate: '19',
    }),
  );
  if (t.rnd() < 0.6)
    out.push(
      mk(out.length, {
        name: 'Leihgeschirr, Gläser und Besteck inkl. Spülservice',
        qty: String(guests),
        unit: ['Pers.', 'C62'],
        price: pr(t, 2, 6),
        rate: '19',
      }),
    );
  return out;
}

const BOOKS = [
  'Der Sommer am Fluss. Roman, Hardcover',
  'Kochen mit Kräutern – Das große Gartenkochbuch',
  'Wanderführer Schwarzwald, 3. Auflage',
  'Die Geschichte der Hanse. Sachbuch',
  'Kinderbuch: Der kleine Drache Funkel',
  'Atlas der Vögel Mitteleuropas',
  'Gedichte für jeden Tag, Taschenbuch',
];
function verlagLines(d: Doc): Ln[] {
  const { t } = d;
  const n = isLong(d) ? t.int(30, 38) : t.int(3, 8);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const ebook = t.rnd() < 0.15;
    const merch = !ebook && t.rnd() < 0.1;
    const list = ebook ? pr(t, 5, 20) : merch ? pr(t, 4, 15) : pr(t, 9, 45);
    const disc = String(t.pick(merch ? [20, 25] : [30, 35, 40, 42]));
    const price = round(dec(list).times(dec(100).minus(disc)).dividedBy(100));
    const name = ebook
      ? `E-Book: ${t.pick(BOOKS).split('.')[0]} (EPUB)`
      : merch
        ? t.pick(['Stofftasche mit Verlagslogo', 'Lesezeichen-Set (10 Stk.)', 'Notizbuch A5 liniert'])
        : t.pick(BOOKS);
    const isbn = merch ? '' : `978-3-${t.int(10, 99)}-${t.digits(6)}-${t.int(0, 9)}`;
    out.push(
      mk(i, {
        name,
        qty: String(t.int(1, d.credit ? 6 : 20)),
        unit: ['Expl.', 'C62'],
        price,
        list,
        disc,
        rate: ebook || merch ? '19' : '7',
        cells: { isbn },
      }),
    );
  }
  return out;
}

function wachLines(d: Doc): Ln[] {
  const { t } = d;
  const base = pr(t, 22, 29);
  const h = () => (t.int(40, 720) / 2).toFixed(1);
  const out: Ln[] = [];
  const rows: Array<[string, string, string]> = [
    ['Objektschutz Tagschicht (06:00–18:00 Uhr)', h(), base],
    ['Objektschutz Nachtschicht (18:00–06:00 Uhr)', h(), base],
    ['Zuschlag Nachtarbeit 25 % (23:00–06:00 Uhr)', h(), round(dec(base).times('0.25'))],
    ['Zuschlag Sonntagsarbeit 50 %', h(), round(dec(base).times('0.5'))],
  ];
  if (t.rnd() < 0.4) rows.push(['Zuschlag Feiertagsarbeit 100 %', h(), base]);
  for (const [name, qty, price] of rows)
    out.push(mk(out.length, { name, qty, unit: ['Std.', 'HUR'], price, rate: '19' }));
  if (t.rnd() < 0.7)
    out.push(
      mk(out.length, {
        name: 'Revierkontrolle mit Schließdienst, je Anfahrt',
        qty: String(t.int(8, 62)),
        unit: ['Stk.', 'C62'],
        price: pr(t, 9, 19),
        rate: '19',
      }),
    );
  return out;
}

function geruestLines(d: Doc): Ln[] {
  const { t } = d;
  const m2 = () => (t.int(4000, 120000) / 100).toFixed(2);
  const out: Ln[] = [];
  const add = (name: string, qty: string, unit: [string, string], price: string) =>
    out.push(mk(out.length, { name, qty, unit, price, rate: '0', cat: 'AE' }));
  const sides = isLong(d) ? 7 : t.int(1, 2);
  for (let i = 0; i < sides; i++) {
    const side = t.pick(['Nordseite', 'Südseite', 'Ostseite', 'Westseite', 'Giebel', 'Innenhof']);
    add(
      `Fassadengerüst LK 3, Breitenklasse W09, Auf- und Abbau, ${side}`,
      m2(),
      ['m²', 'MTK'],
      `${t.int(6, 11)}.${t.pick(['50', '80', '20'])}`,
    );
    add(
      `Gebrauchsüberlassung über die Grundstandzeit hinaus, ${t.int(2, 8)} Wochen, ${side}`,
      m2(),
      ['m²', 'MTK'],
      `${t.int(0, 2)}.${t.pick(['45', '60', '90'])}`,
    );
    if (t.rnd() < 0.5)
      add(
        `Netzbekleidung / Staubschutzplane, ${side}`,
        m2(),
        ['m²', 'MTK'],
        `1.${t.pick(['20', '35', '50'])}`,
      );
  }
  if (t.rnd() < 0.6)
    add(
      'Bauschutt aus Rückbau, abgefahren und entsorgt',
      (t.int(800, 24000) / 1000).toFixed(3),
      ['t', 'TNE'],
      pr(t, 38, 95),
    );
  add('An- und Abtransport Gerüstmaterial', '1', ['pauschal', 'LS'], pr(t, 280, 900));
  // the page prints the position as "01", "02" …: so does the truth
  for (const l of out) l.id = l.id.padStart(2, '0');
  return out;
}

const AT_ITEMS: Array<[string, [string, string], string, boolean]> = [
  ['Espresso Bohne „Wiener Mischung“ 1 kg', ['Stk.', 'C62'], '10', false],
  ['Kaffee Melange gemahlen, lose', ['kg', 'KGM'], '10', true],
  ['Sachertorte ganz, 22 cm', ['Stk.', 'C62'], '10', false],
  ['Mohnstrudel Tiefkühl 6 × 1,2 kg', ['Stk.', 'C62'], '10', false],
  ['Kakaopulver Fairtrade', ['kg', 'KGM'], '10', true],
  ['Porzellantassen Melange mit Untertasse', ['Stk.', 'C62'], '20', false],
  ['Reinigungstabletten für Siebträgermaschinen', ['Stk.', 'C62'], '20', false],
  ['Mineralwasser prickelnd 0,33 l, Kiste 24 Fl.', ['Stk.', 'C62'], '20', false],
];
function atLines(d: Doc): Ln[] {
  const { t } = d;
  const n = t.int(3, 9);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    const [name, unit, rate, kg] = t.pick(AT_ITEMS);
    const qty = kg ? (t.int(500, 25000) / 1000).toFixed(3) : String(t.int(1, 24));
    out.push(mk(i, { name, qty, unit, price: pr(t, 2, 40), rate }));
  }
  return out;
}

function dkLines(d: Doc): Ln[] {
  const { t } = d;
  const pax = t.int(12, 80);
  const days = t.int(1, 3);
  const out: Ln[] = [];
  out.push(
    mk(0, {
      name: `Mødepakke heldag inkl. frokost og kaffe, ${days} dag(e)`,
      qty: String(pax * days),
      unit: ['stk.', 'C62'],
      price: `${t.int(395, 695)}.00`,
      rate: '25',
    }),
  );
  out.push(
    mk(1, {
      name: 'Leje af plenumsal',
      qty: String(days),
      unit: ['dag', 'DAY'],
      price: `${t.int(4, 12)}500.00`,
      rate: '25',
    }),
  );
  if (t.rnd() < 0.6)
    out.push(
      mk(2, {
        name: 'Teknikpakke (projektor, mikrofoner, tekniker)',
        qty: String(days),
        unit: ['dag', 'DAY'],
        price: `${t.int(18, 35)}00.00`,
        rate: '25',
      }),
    );
  if (t.rnd() < 0.5)
    out.push(
      mk(out.length, {
        name: 'Middag i restauranten, 3 retter',
        qty: String(t.int(10, pax)),
        unit: ['stk.', 'C62'],
        price: `${t.int(345, 545)}.00`,
        rate: '25',
      }),
    );
  return out;
}

function telkoLines(d: Doc): Ln[] {
  const { t } = d;
  const per = `${dtDe(d.period[0]).slice(0, 6)}–${dtDe(d.period[1]).slice(0, 6)}`;
  const out: Ln[] = [];
  const add = (group: string, name: string, qty: string, unit: [string, string], price: string, cell = per) =>
    out.push(mk(out.length, { name, qty, unit, price, rate: '19', group, cells: { per: cell } }));
  const lines = isLong(d) ? t.int(12, 16) : t.int(1, 3);
  add(
    'Monatliche Entgelte',
    `Business Glasfaser ${t.pick(['250', '500', '1000'])} MBit/s`,
    '1',
    ['', 'C62'],
    pr(t, 49, 129),
  );
  add('Monatliche Entgelte', 'Feste IP-Adresse (IPv4)', '1', ['', 'C62'], '5.00');
  for (let i = 0; i < lines; i++)
    add(
      'Monatliche Entgelte',
      `Mobilfunk Business L, Rufnummer 0151 ${t.digits(4)}${t.digits(3)}`,
      '1',
      ['', 'C62'],
      pr(t, 19, 39),
    );
  if (t.rnd() < 0.5)
    add(
      'Einmalige Entgelte',
      'Bereitstellungsentgelt Anschluss',
      '1',
      ['', 'C62'],
      '69.95',
      dtDe(addDays(d.period[0], t.int(2, 20))),
    );
  const usage: Array<[string, string]> = [
    ['Verbindungen ins dt. Festnetz', '0.02'],
    ['Verbindungen in dt. Mobilfunknetze', '0.09'],
    ['Auslandsverbindungen EU-Zone', '0.19'],
    ['Servicerufnummern 0180', '0.14'],
  ];
  for (const [name, price] of usage.slice(0, isLong(d) ? 4 : t.int(1, 3)))
    add('Verbindungen', name, String(t.int(20, 2400)), ['Min.', 'MIN'], price);
  return out;
}

const OCC: Array<[string, string, Cat]> = [
  ['Arbeitsmedizinische Vorsorge Bildschirmarbeit (G 37)', '48.00', 'E'],
  ['Vorsorgeuntersuchung Lärm (G 20) inkl. Audiometrie', '62.50', 'E'],
  ['Impfung Hepatitis A/B inkl. Impfstoff', '89.00', 'E'],
  ['Eignungsuntersuchung Fahr-, Steuer- und Überwachungstätigkeit', '95.00', 'S'],
  ['Arbeitsplatzbegehung und Gefährdungsbeurteilung', '120.00', 'S'],
  ['Teilnahme ASA-Sitzung (Arbeitsschutzausschuss)', '180.00', 'S'],
];
const ANALYSES: Array<[string, string]> = [
  ['Trinkwasser Routineuntersuchung nach TrinkwV, Gruppe A', '89.00'],
  ['Legionellen, systemische Untersuchung (Probe)', '42.50'],
  ['Schwermetalle (Pb, Cd, Cu, Ni) im Wasser', '64.00'],
  ['Bodenprobe: PAK nach EPA, 16 Einzelstoffe', '118.00'],
  ['Probenahme vor Ort inkl. Probenahmeprotokoll', '35.00'],
];
function laborLines(d: Doc): Ln[] {
  const { t } = d;
  const n = t.int(3, 7);
  const out: Ln[] = [];
  for (let i = 0; i < n; i++) {
    if (d.occ) {
      const [name, price, cat] = t.pick(OCC);
      out.push(
        mk(i, {
          name,
          qty: String(t.int(1, 14)),
          unit: ['', 'C62'],
          price,
          rate: cat === 'E' ? '0' : '19',
          cat,
        }),
      );
    } else {
      const [name, price] = t.pick(ANALYSES);
      out.push(
        mk(i, {
          name,
          qty: String(t.int(1, 6)),
          unit: ['Stk.', 'C62'],
          price,
          rate: '19',
          cells: { probe: `P-26-${t.digits(5)}` },
        }),
      );
    }
  }
  return out;
}

const LINES: Record<Tpl, (d: Doc) => Ln[]> = {
  catering: cateringLines,
  verlag: verlagLines,
  wach: wachLines,
  geruest: geruestLines,
  at: atLines,
  dk: dkLines,
  telko: telkoLines,
  labor: laborLines,
};

const SELLERS: Record<Tpl, (t: Tools) => string> = {
  catering: (t) =>
    `${t.pick(['Tafelfreuden', 'Partyservice Lindner', 'Genusswerk'])} ${t.pick(['Catering GmbH', 'e.K.', 'GmbH & Co. KG'])}`,
  verlag: (t) =>
    `${t.pick(['Buchvertrieb', 'Verlagsauslieferung', 'Barsortiment'])} ${t.pick(['Nordlicht', 'Seidel', 'Rheinland'])} ${t.pick(['GmbH', 'KG'])}`,
  wach: (t) =>
    `${t.pick(['Securitas Nord', 'Wachschutz Bauer', 'Protect Objektschutz'])} ${t.pick(['GmbH', 'GmbH & Co. KG'])}`,
  geruest: (t) =>
    `${t.pick(['Gerüstbau', 'Gerüst- und Rückbau'])} ${t.pick(['Kowalski', 'Brandl', 'Yilmaz'])} ${t.pick(['GmbH', 'e.K.', 'UG (haftungsbeschränkt)'])}`,
  at: (t) =>
    `${t.pick(['Kaffeehaus-Großhandel', 'Wiener Gastro-Service', 'Rösterei Hofbauer'])} ${t.pick(['GmbH', 'KG', 'e.U.'])}`,
  dk: (t) =>
    `${t.pick(['Havnegade Konferencecenter', 'Strandhotel Kongres', 'Nyhavn Mødecenter'])} ${t.pick(['ApS', 'A/S'])}`,
  telko: (t) =>
    `${t.pick(['NetzWerk', 'Glasfaser Mitte', 'Regiocom'])} ${t.pick(['Telekommunikation GmbH', 'Kommunikationsdienste GmbH'])}`,
  labor: () => '',
};

const DK_PLACES: Array<[string, string, string]> = [
  ['København K', '1051', 'Nyhavn'],
  ['Aarhus C', '8000', 'Havnegade'],
  ['Odense C', '5000', 'Vestergade'],
  ['Helsingør', '3000', 'Strandvejen'],
];
function dkParty(name: string, t: Tools): KitParty {
  const [city, pc, st] = t.pick(DK_PLACES);
  const cvr = t.digits(8);
  return { name, street: `${st} ${t.int(1, 90)}`, pc, city, country: 'DK', vat: `DK${cvr}`, vatShown: cvr };
}

function sellerOf(tpl: Tpl, t: Tools): KitParty {
  if (tpl === 'dk') return dkParty(SELLERS.dk(t), t);
  if (tpl === 'at') {
    const s = dachParty('AT', SELLERS.at(t), t);
    if (t.rnd() < 0.5) Object.assign(s, { pc: '1010', city: 'Wien' });
    return s;
  }
  return dachParty('DE', SELLERS[tpl](t), t);
}

function buildDoc(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND23_TPLS.length);
  const lang: Lang = tpl === 'dk' ? 'da' : tpl === 'at' ? 'at' : 'de';
  const s = sellerOf(tpl, t);
  const b: KitParty =
    tpl === 'at'
      ? dachParty(
          'AT',
          `${t.pick(['Café', 'Konditorei', 'Hotel'])} ${personName(t).split(' ')[1]} ${t.pick(['GmbH', 'KG', 'OG'])}`,
          t,
        )
      : { ...h.party('DE'), country: 'DE', vat: h.vatId('DE') };
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const [iy, im] = issue.split('-');
  const pm = im === '01' ? `${Number(iy) - 1}-12` : `${iy}-${String(Number(im) - 1).padStart(2, '0')}`;
  const pStart = `${pm}-01`;
  const pEnd = addDays(`${iy}-${im}-01`, -1);
  const credit = CREDIT_AT[tpl]?.includes(v) ? { orig: '', date: addDays(issue, -t.int(20, 90)) } : undefined;
  const d = { tpl, v, lang, s, b, credit, t, issue, period: [pStart, pEnd] } as unknown as Doc;
  d.cur = tpl === 'dk' ? 'DKK' : 'EUR';
  d.occ = tpl === 'labor' && v % 2 === 0;
  if (tpl === 'labor')
    s.name = d.occ
      ? `Arbeitsmedizinisches Zentrum Dr. ${personName(t).split(' ')[1]} GmbH`
      : `Umweltlabor ${t.pick(['Aqua-Control', 'Analytik Süd', 'Hydrolab'])} GmbH`;
  d.event = addDays(issue, -t.int(2, 12));
  d.lines = LINES[tpl](d);
  d.charge = '';
  d.lineNet = round(d.lines.reduce((a, l) => a.plus(l.net), dec(0)));
  d.vat = vatRows(d);
  d.vatT = round(d.vat.reduce((a, x) => a.plus(x.tax), dec(0)));
  d.gross = round(dec(d.lineNet).plus(d.vatT));
  d.paid = '';
  d.number = numberOf(tpl, t, !!credit);
  if (credit) credit.orig = numberOf(tpl, t, false);
  d.po =
    tpl === 'verlag' || tpl === 'geruest' || tpl === 'dk'
      ? t.rnd() < 0.4
        ? `${t.pick(['BE-', 'PO '])}${t.digits(5)}`
        : ''
      : '';
  d.due = addDays(issue, t.pick([10, 14, 30]));
  d.dueShown = !credit && tpl !== 'at' && tpl !== 'telko';
  d.iban = tpl === 'dk' ? ibanWithCheck('DK', t.digits(14)) : ibanOf(s.country, t);
  d.bic = tpl === 'dk' ? t.pick(['DABADKKK', 'NDEADKKK']) : bicOf(s.country, t);
  d.bicShown = tpl !== 'catering' || v % 2 === 0;
  d.taxNo = tpl === 'catering' || tpl === 'geruest' ? `${t.int(200, 224)}/${t.digits(3)}/${t.digits(5)}` : '';
  d.vatShown = tpl !== 'catering' || v % 3 !== 0;
  d.buyerVat = tpl === 'geruest' || tpl === 'at' || tpl === 'dk';
  d.custNo = `${t.pick(['', 'K', '40'])}${t.int(10000, 999999)}`;
  d.objNo = `OBJ-${t.int(100, 999)}`;
  d.exempt =
    tpl === 'geruest'
      ? 'Steuerschuldnerschaft des Leistungsempfängers gemäß § 13b Abs. 2 Nr. 4 UStG'
      : 'Steuerfrei nach § 4 Nr. 14 UStG';
  d.mandate = `MR-${t.digits(9)}`;
  d.creditorId = `DE${t.int(10, 99)}ZZZ0000${t.digits(7)}`;
  d.buyerIban = `DE${t.digits(2)} **** **** **** **${t.digits(2)} ${t.digits(2)}`;
  d.phone =
    tpl === 'dk'
      ? `+45 ${t.digits(8)}`
      : tpl === 'at'
        ? `+43 1 ${t.digits(7)}`
        : `+49 ${t.pick(['30', '69', '711', '351'])} ${t.digits(6)}`;
  d.email = `${t.pick(tpl === 'dk' ? ['booking', 'faktura'] : ['info', 'rechnung', 'buchhaltung'])}@${mailOf(s.name)}`;
  return d;
}
const dtDe = (iso: string) => iso.split('-').reverse().join('.');
const mailOf = (name: string) =>
  `${(name.split(' ').find((w) => w.length > 3) ?? 'firma')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.example`;

function vatRows(d: Doc): Vat[] {
  const groups = new Map<string, Vat>();
  for (const l of d.lines) {
    const key = `${l.cat}${l.rate}`;
    const g = groups.get(key) ?? { rate: l.rate, cat: l.cat, base: '0', tax: '0' };
    g.base = round(dec(g.base).plus(l.net));
    groups.set(key, g);
  }
  const out = [...groups.values()].sort((a, b) => Number(b.rate) - Number(a.rate));
  for (const g of out) g.tax = round(dec(g.base).times(g.rate).dividedBy(100));
  return out;
}

function numberOf(tpl: Tpl, t: Tools, credit: boolean): string {
  const n = (k: number) => String(t.int(1, 10 ** k - 1)).padStart(k, '0');
  switch (tpl) {
    case 'catering':
      return `CAT-26-${n(3)}`;
    case 'verlag':
      return credit ? `RG${t.int(600000, 699999)}` : `${t.int(8100000, 8199999)}`;
    case 'wach':
      return `2026/${n(4)}`;
    case 'geruest':
      return `AR-${n(3)}-26`;
    case 'at':
      return `RE26-${n(5)}`;
    case 'dk':
      return String(t.int(20260, 29999));
    case 'telko':
      return `${t.int(100, 999)} ${t.int(1000, 9999)} ${t.int(1000, 9999)}`;
    default:
      return `L-2026-${n(4)}`;
  }
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: d.cur, po: d.po ?? '', sellerVat: d.vatShown });
  if (d.tpl === 'telko')
    inv.paymentInstructions = {
      typeCode: '59',
      creditTransfers: [],
      directDebit: { mandateReference: d.mandate, creditorId: d.creditorId },
    };
  else if (!d.credit)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: d.iban, ...(d.bicShown ? { providerId: d.bic } : {}) }],
    };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, v.cat, v.cat !== 'S' ? d.exempt : ''));
  inv.lines = d.lines.map((l) => kitLine(l, { ...(l.list ? { grossPrice: l.list } : {}), category: l.cat }));
  return inv;
}

// ---------------------------------------------------------------------------- shared pieces
const money = (v: string) => groupedMoney(v, '.', ',');
const eur = (v: string) => `${money(v)} €`;
const num = (q: string) => {
  const [i = '0', f = ''] = q.split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${f ? `,${f}` : ''}`;
};
const dt = dtDe;
const town = (p: KitParty) => `${p.pc} ${p.city}`;
const addr = (p: KitParty) => [p.name, p.street, town(p)];
const oneLine = (p: KitParty) => `${p.name} · ${p.street} · ${town(p)}`;
type Col = LetterCol<Ln>;
const table = (p: Pager, y0: number, cols: Col[], lines: Ln[], o: TableOpts) =>
  letterTable(p, money, y0, cols, lines, o);
const rateTxt = (v: Vat) => `${v.rate} %`;
const ids = (d: Doc) => [
  ...(d.vatShown ? [`USt-IdNr. ${d.s.vat}`] : []),
  ...(d.taxNo ? [`Steuernummer ${d.taxNo}`] : []),
];
const bank = (d: Doc, name: string) =>
  d.credit ? [] : [name, `IBAN ${spaced(d.iban)}`, ...(d.bicShown ? [`BIC ${d.bic}`] : [])];

// ---------------------------------------------------------------------------- catering
function drawCatering(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.put(44, 300, d.s.name, { size: 16, bold: true });
  p.put(64, 300, 'Catering · Events · Partyservice', { size: 8 });
  p.put(120, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 134, { size: 10 });
  p.kv(
    134,
    360,
    545,
    [
      ['Rechnung Nr.', d.number],
      ['Datum', dt(d.issue)],
      ['Kunden-Nr.', d.custNo],
    ],
    { size: 9 },
  );
  p.put(220, 50, 'Rechnung', { size: 14, bold: true });
  p.put(
    240,
    50,
    `Veranstaltung am ${dt(d.event)}, ${d.t.pick(['Firmenjubiläum', 'Sommerfest', 'Weihnachtsfeier'])}, Lieferung und Aufbau vor Ort`,
    { size: 9 },
  );
  const cols: Col[] = [
    { head: 'Pos.', x: 50, cell: (l) => `${l.id}.` },
    { head: 'Leistung', x: 80, cell: (l) => l.name },
    { head: 'Anzahl', x: 345, right: true, cell: (l) => num(l.qty) },
    { head: 'Einheit', x: 352, cell: (l) => l.unit[0] },
    { head: 'Preis €', x: 440, right: true, cell: (l) => money(l.price) },
    { head: 'USt', x: 475, right: true, cell: (l) => `${l.rate} %` },
    { head: 'Gesamt €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 265, cols, d.lines, { nameCol: 1, wrap: 42, size: 8.5 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Summe netto', eur(d.lineNet)],
      ...d.vat.map((v): [string, string] => [`zzgl. USt ${rateTxt(v)} auf ${money(v.base)} €`, eur(v.tax)]),
      ['Summe USt', eur(d.vatT)],
      ['Rechnungsbetrag', eur(d.gross)],
    ],
    300,
  );
  y = p.need(y + 12, 30);
  p.put(y, 50, `Bitte überweisen Sie den Rechnungsbetrag bis zum ${dt(d.due)}.`, { size: 9 });
  p.put(
    y + 13,
    50,
    'Speisen unterliegen dem ermäßigten Steuersatz, Getränke und Service dem Regelsteuersatz.',
    { size: 8 },
  );
  onEveryPage(rows, p.pages(), (pg, n) => [
    ...footCol([d.s.name, d.s.street, town(d.s), `Tel. ${d.phone}`], 50, 772, 7),
    ...footCol(ids(d), 220, 772, 7),
    ...footCol(bank(d, 'Volksbank'), 380, 772, 7),
    [812, 500, `Seite ${pg} von ${n}`, 7],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- verlag
function drawVerlag(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  p.put(46, 50, d.s.name, { size: 14, bold: true });
  p.block([d.s.street, town(d.s), `Tel. ${d.phone}`, d.email, `USt-IdNr. ${d.s.vat}`], 545, 46, {
    size: 8,
    right: true,
  });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 132, { size: 10 });
  const title = d.credit ? 'Remissionsgutschrift' : 'Rechnung';
  p.put(215, 50, title, { size: 14, bold: true });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Gutschrift-Nr.' : 'Rechnungs-Nr.', d.number],
    ['Datum', dt(d.issue)],
    ['Verkehrsnummer', d.custNo],
  ];
  if (d.po) kv.push(['Ihre Bestellung', d.po]);
  if (d.credit) kv.push(['zu Rechnung', `${d.credit.orig} vom ${dt(d.credit.date)}`]);
  p.kv(132, 360, 545, kv, { size: 8.5 });
  if (d.credit) p.put(236, 50, 'Für die folgenden remittierten Titel schreiben wir Ihnen gut:', { size: 9 });
  const cols: Col[] = [
    { head: 'ISBN', x: 50, cell: (l) => l.cells.isbn ?? '' },
    { head: 'Titel', x: 135, cell: (l) => l.name },
    { head: 'Menge', x: 350, right: true, cell: (l) => l.qty },
    { head: 'Preis', x: 395, right: true, cell: (l) => money(l.list) },
    { head: 'Rabatt %', x: 437, right: true, cell: (l) => l.disc },
    { head: 'Netto', x: 475, right: true, cell: (l) => money(l.price) },
    { head: 'MwSt', x: 506, right: true, cell: (l) => l.rate },
    { head: 'Betrag', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  const carry = { label: 'Übertrag', x: 545, labelX: 400, rows };
  let y = table(p, 256, cols, d.lines, { nameCol: 1, wrap: 36, size: 8, top: 70, carry });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Warenwert netto', money(d.lineNet)],
      ...d.vat.map((v): [string, string] => [`MwSt ${rateTxt(v)} auf ${money(v.base)}`, money(v.tax)]),
      ...(d.vat.length > 1 ? [['MwSt gesamt', money(d.vatT)] as [string, string]] : []),
      [d.credit ? 'Gutschriftbetrag EUR' : 'Rechnungsbetrag EUR', money(d.gross)],
    ],
    330,
  );
  y = p.need(y + 12, 20);
  if (!d.credit)
    p.put(
      y,
      50,
      `Zahlbar bis ${dt(d.due)} ohne Abzug. Bankverbindung: Commerzbank, IBAN ${spaced(d.iban)}, BIC ${d.bic}`,
      { size: 8 },
    );
  else p.put(y, 50, 'Der Betrag wird mit der nächsten Rechnung verrechnet.', { size: 8 });
  onEveryPage(rows, p.pages(), (pg, n) => [
    [800, 545, `Blatt ${pg}/${n}`, 7],
    [800, 50, `${d.s.name} · AG Leipzig HRB ${d.custNo}`, 6.5],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- wach
function drawWach(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(40, 50, d.s.name.toUpperCase(), { size: 13, bold: true });
  p.put(56, 50, 'Bewachung · Revierdienst · Empfangsdienst · Zertifiziert nach DIN 77200', { size: 7.5 });
  p.block(addr(d.b), 50, 128, { size: 10 });
  p.block(['Rechnungsnummer:', 'Rechnungsdatum:', 'Kundennummer:', 'Objekt-Nr.:'], 360, 128, { size: 9 });
  p.block([d.number, dt(d.issue), d.custNo, d.objNo], 545, 128, { size: 9, right: true });
  p.put(210, 50, `Rechnung für Sicherheitsdienstleistungen`, { size: 12, bold: true });
  p.put(228, 50, `Objekt: ${d.b.street}, ${town(d.b)}`, { size: 9 });
  p.put(241, 50, `Leistungszeitraum: ${dt(d.period[0])} bis ${dt(d.period[1])}`, { size: 9 });
  const cols: Col[] = [
    { head: 'Leistung', x: 50, cell: (l) => l.name },
    { head: 'Betrag €', x: 340, right: true, cell: (l) => money(l.net) },
    { head: 'Std./Anz.', x: 410, right: true, cell: (l) => num(l.qty) },
    { head: 'Einh.', x: 418, cell: (l) => l.unit[0] },
    { head: 'Satz €', x: 500, right: true, cell: (l) => money(l.price) },
  ];
  let y = table(p, 266, cols, d.lines, { nameCol: 0, wrap: 46, size: 8.5 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Nettobetrag', money(d.lineNet)],
      ['Umsatzsteuer 19 %', money(d.vatT)],
      ['Gesamtbetrag €', money(d.gross)],
    ],
    300,
    500,
  );
  y = p.need(y + 12, 30);
  p.put(y, 50, `Zahlungsziel: ${dt(d.due)}. Die Stundennachweise liegen dieser Rechnung bei.`, { size: 9 });
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, d.s.street, town(d.s)], 50, 780, 6.5),
    ...footCol([`Tel. ${d.phone}`, d.email, ...ids(d)], 210, 780, 6.5),
    ...footCol(bank(d, 'Sparkasse'), 380, 780, 6.5),
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- geruest
function drawGeruest(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.block([d.s.name, d.s.street, town(d.s)], 50, 44, { size: 10, bold: true });
  p.block([`Tel. ${d.phone}`, d.email, `St.-Nr. ${d.taxNo}`, `USt-IdNr. ${d.s.vat}`], 545, 44, {
    size: 8,
    right: true,
  });
  p.block([...addr(d.b), `USt-IdNr. ${d.b.vat}`], 50, 140, { size: 10 });
  p.put(140, 360, `Datum: ${dt(d.issue)}`, { size: 9 });
  if (d.po) p.put(153, 360, `Auftrag: ${d.po}`, { size: 9 });
  p.put(225, 50, `Schlussrechnung Nr. ${d.number}`, { size: 12, bold: true });
  p.put(
    243,
    50,
    `Bauvorhaben: Wohnanlage ${d.t.pick(['Am Park', 'Lindenhof', 'Westend'])}, Gerüstarbeiten lt. Aufmaß`,
    { size: 9 },
  );
  const cols: Col[] = [
    { head: 'Pos', x: 50, cell: (l) => l.id },
    { head: 'Leistung', x: 75, cell: (l) => l.name },
    { head: 'Menge', x: 365, right: true, cell: (l) => num(l.qty) },
    { head: 'ME', x: 372, cell: (l) => l.unit[0] },
    { head: 'EP €', x: 465, right: true, cell: (l) => money(l.price) },
    { head: 'GP €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  const carry = { label: 'Übertrag', x: 545, labelX: 380, rows };
  let y = table(p, 266, cols, d.lines, { nameCol: 1, wrap: 44, size: 8.5, top: 70, carry });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Summe netto', eur(d.lineNet)],
      ['Umsatzsteuer', '0,00 €'],
      ['Rechnungsbetrag', eur(d.gross)],
    ],
    330,
  );
  y = p.need(y + 14, 60);
  y = paragraph(
    p,
    y,
    50,
    `${d.exempt}. Die Umsatzsteuer ist vom Leistungsempfänger anzumelden und abzuführen.`,
    95,
    8.5,
  );
  p.put(
    y + 6,
    50,
    `Zahlbar bis ${dt(d.due)} auf IBAN ${spaced(d.iban)}${d.bicShown ? ` (BIC ${d.bic})` : ''}.`,
    { size: 9 },
  );
  onEveryPage(rows, p.pages(), (pg, n) => [[805, 290, `- ${pg} / ${n} -`, 7]]);
  return p.pages();
}

// ---------------------------------------------------------------------------- at
function drawAt(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(45, 50, d.s.name, { size: 15, bold: true });
  p.put(63, 50, `${d.s.street}, ${town(d.s)}`, { size: 8 });
  p.block([`Tel.: ${d.phone}`, `E-Mail: ${d.email}`, `UID: ${d.s.vat}`], 545, 45, { size: 8, right: true });
  p.block(addr(d.b), 50, 130, { size: 10 });
  p.put(172, 50, `UID: ${d.b.vat}`, { size: 9 });
  p.put(130, 360, `${d.s.city}, am ${longDate(d.issue, 'at')}`, { size: 9 });
  p.put(225, 50, `RECHNUNG Nr. ${d.number}`, { size: 13, bold: true });
  p.put(242, 50, `Kundennummer ${d.custNo} · Lieferschein vom ${dt(addDays(d.issue, -1))}`, { size: 8.5 });
  const cols: Col[] = [
    { head: 'Bezeichnung', x: 50, cell: (l) => l.name },
    { head: 'Menge', x: 330, right: true, cell: (l) => num(l.qty) },
    { head: 'Einh.', x: 337, cell: (l) => l.unit[0] },
    { head: 'Einzelpreis', x: 425, right: true, cell: (l) => money(l.price) },
    { head: 'USt.', x: 462, right: true, cell: (l) => `${l.rate}%` },
    { head: 'Gesamt', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 268, cols, d.lines, { nameCol: 0, wrap: 44, size: 9 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Gesamt netto', `EUR ${money(d.lineNet)}`],
      ...d.vat.map((v): [string, string] => [
        `zzgl. ${v.rate}% USt. von EUR ${money(v.base)}`,
        `EUR ${money(v.tax)}`,
      ]),
      ...(d.vat.length > 1 ? [['USt. gesamt', `EUR ${money(d.vatT)}`] as [string, string]] : []),
      ['Rechnungsbetrag', `EUR ${money(d.gross)}`],
    ],
    330,
  );
  y = p.need(y + 14, 40);
  p.put(
    y,
    50,
    'Zahlbar binnen 14 Tagen ohne Abzug. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.',
    { size: 8.5 },
  );
  p.put(y + 13, 50, `Bankverbindung: Erste Bank · IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 8.5 });
  p.put(
    805,
    50,
    `${d.s.name} · FN ${d.t.int(100000, 499999)}${d.t.pick(['a', 'k', 'z'])} · Handelsgericht Wien`,
    { size: 6.5 },
  );
  return p.pages();
}

// ---------------------------------------------------------------------------- dk
function drawDk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 750);
  p.put(50, 545, d.s.name, { size: 15, bold: true, right: true });
  p.block([d.s.street, town(d.s), `CVR-nr. ${d.s.vatShown}`, `VAT-nr. ${d.s.vat}`, d.phone], 545, 70, {
    size: 8,
    right: true,
  });
  p.block([...addr(d.b), 'Tyskland', `Moms-nr. ${d.b.vat}`], 50, 130, { size: 10 });
  p.put(225, 50, d.credit ? 'KREDITNOTA' : 'FAKTURA', { size: 16, bold: true });
  const kv: Array<[string, string]> = [
    [d.credit ? 'Kreditnotanr.' : 'Fakturanr.', d.number],
    ['Fakturadato', dt(d.issue)],
    ...(d.dueShown ? [['Forfaldsdato', dt(d.due)] as [string, string]] : []),
    ['Kundenr.', d.custNo],
    ...(d.po ? [['Jeres ordrenr.', d.po] as [string, string]] : []),
    ...(d.credit ? [['Vedr. faktura', `${d.credit.orig} af ${dt(d.credit.date)}`] as [string, string]] : []),
  ];
  p.kv(225, 340, 545, kv, { size: 9 });
  p.put(
    300,
    50,
    `Arrangement: ${d.t.pick(['Strategiseminar', 'Kick-off møde', 'Bestyrelsesmøde'])} ${dt(d.event)}`,
    { size: 9 },
  );
  const cols: Col[] = [
    { head: 'Beskrivelse', x: 50, cell: (l) => l.name },
    { head: 'Antal', x: 340, right: true, cell: (l) => l.qty },
    { head: 'Enhed', x: 348, cell: (l) => l.unit[0] },
    { head: 'Stk. pris', x: 460, right: true, cell: (l) => money(l.price) },
    { head: 'Beløb', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 325, cols, d.lines, { nameCol: 0, wrap: 44, size: 9 });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Subtotal', money(d.lineNet)],
      ['Moms 25 %', money(d.vatT)],
      ['I alt DKK', money(d.gross)],
    ],
    340,
  );
  y = p.need(y + 14, 30);
  if (!d.credit) {
    p.put(y, 50, `Betaling senest ${dt(d.due)} til ${d.bic.startsWith('DABA') ? 'Danske Bank' : 'Nordea'}:`, {
      size: 9,
    });
    p.put(y + 13, 50, `IBAN ${spaced(d.iban)}   SWIFT/BIC ${d.bic}`, { size: 9 });
  } else p.put(y, 50, 'Beløbet modregnes i næste faktura.', { size: 9 });
  p.put(805, 50, `${d.s.name} · ${d.s.street} · ${town(d.s)} · ${d.email}`, { size: 6.5 });
  return p.pages();
}

// ---------------------------------------------------------------------------- telko
function drawTelko(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  p.put(42, 50, d.s.name, { size: 14, bold: true });
  p.put(120, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 134, { size: 10 });
  const month = longDate(d.period[0], 'de').split(' ').slice(1).join(' ');
  p.kv(
    134,
    350,
    545,
    [
      ['Kundennummer', d.custNo],
      ['Rechnungsnummer', d.number],
      ['Rechnungsdatum', dt(d.issue)],
      ['Rechnungsmonat', month],
    ],
    { size: 8.5 },
  );
  p.put(225, 50, `Ihre Rechnung für ${month}`, { size: 13, bold: true });
  p.put(243, 50, `Rechnungsbetrag ${eur(d.gross)}`, { size: 10, bold: true });
  const cols: Col[] = [
    { head: 'Leistung', x: 50, cell: (l) => l.name },
    { head: 'Zeitraum/Datum', x: 270, cell: (l) => l.cells.per ?? '' },
    { head: 'Menge', x: 395, right: true, cell: (l) => `${l.qty}${l.unit[0] === 'Min.' ? ' Min.' : ''}` },
    { head: 'Preis €', x: 460, right: true, cell: (l) => money(l.price) },
    { head: 'Betrag €', x: 545, right: true, cell: (l) => money(l.net) },
  ];
  let y = table(p, 270, cols, d.lines, { nameCol: 0, wrap: 44, size: 8.5, top: 70, groups: true });
  y = letterTotals(
    p,
    y + 10,
    [
      ['Summe netto', money(d.lineNet)],
      ['zzgl. 19 % USt.', money(d.vatT)],
      ['Rechnungsbetrag', money(d.gross)],
    ],
    330,
  );
  y = p.need(y + 14, 50);
  y = paragraph(
    p,
    y,
    50,
    `Der Rechnungsbetrag wird frühestens am ${dt(addDays(d.issue, 8))} per SEPA-Lastschrift von Ihrem Konto ${d.buyerIban} eingezogen. Mandatsreferenz: ${d.mandate}, Gläubiger-ID: ${d.creditorId}.`,
    100,
    8.5,
  );
  onEveryPage(rows, p.pages(), (pg, n) => [
    [800, 50, `${d.s.name} · ${d.s.street} · ${town(d.s)} · USt-IdNr. ${d.s.vat}`, 6.5],
    [800, 545, `Seite ${pg} von ${n}`, 6.5],
  ]);
  return p.pages();
}

// ---------------------------------------------------------------------------- labor
function drawLabor(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 745);
  p.put(44, 50, d.s.name, { size: 13, bold: true });
  p.block([d.s.street, town(d.s), `Telefon ${d.phone}`, d.email], 545, 44, { size: 8, right: true });
  p.put(118, 50, oneLine(d.s), { size: 6.5 });
  p.block(addr(d.b), 50, 132, { size: 10 });
  p.kv(
    132,
    370,
    545,
    [
      ['Rechnungs-Nr.', d.number],
      ['Datum', dt(d.issue)],
      ['Auftrags-Nr.', d.objNo],
    ],
    { size: 9 },
  );
  p.put(220, 50, d.occ ? 'Rechnung arbeitsmedizinische Betreuung' : 'Rechnung Laboranalysen', {
    size: 13,
    bold: true,
  });
  p.put(238, 50, `Leistungszeitraum ${dt(d.period[0])} – ${dt(d.period[1])}`, { size: 9 });
  const cols: Col[] = d.occ
    ? [
        { head: 'Leistung', x: 50, cell: (l) => l.name },
        { head: 'Anzahl', x: 360, right: true, cell: (l) => l.qty },
        { head: 'Einzel €', x: 420, right: true, cell: (l) => money(l.price) },
        { head: 'USt', x: 465, right: true, cell: (l) => (l.cat === 'E' ? 'frei' : '19 %') },
        { head: 'Betrag €', x: 545, right: true, cell: (l) => money(l.net) },
      ]
    : [
        { head: 'Probe-Nr.', x: 50, cell: (l) => l.cells.probe ?? '' },
        { head: 'Parameter / Analyse', x: 115, cell: (l) => l.name },
        { head: 'Anzahl', x: 390, right: true, cell: (l) => l.qty },
        { head: 'Preis €', x: 460, right: true, cell: (l) => money(l.price) },
        { head: 'Summe €', x: 545, right: true, cell: (l) => money(l.net) },
      ];
  let y = table(p, 262, cols, d.lines, { nameCol: d.occ ? 0 : 1, wrap: d.occ ? 48 : 44, size: 8.5 });
  const tax = d.vat.filter((v) => v.cat === 'S');
  y = letterTotals(
    p,
    y + 10,
    [
      ['Summe netto', eur(d.lineNet)],
      ...d.vat.filter((v) => v.cat === 'E').map((v): [string, string] => ['davon steuerfrei', eur(v.base)]),
      ...tax.map((v): [string, string] => [`USt 19 % auf ${money(v.base)} €`, eur(v.tax)]),
      ['Gesamtbetrag', eur(d.gross)],
    ],
    320,
  );
  y = p.need(y + 14, 40);
  if (d.vat.some((v) => v.cat === 'E')) {
    p.put(y, 50, `Mit „frei“ gekennzeichnete Leistungen: ${d.exempt}.`, { size: 8.5 });
    y += 13;
  }
  p.put(y, 50, `Bitte begleichen Sie den Betrag bis ${dt(d.due)}.`, { size: 9 });
  onEveryPage(rows, p.pages(), () => [
    ...footCol([d.s.name, `Geschäftsführung: ${personName(d.t)}`], 50, 778, 7),
    ...footCol(ids(d), 230, 778, 7),
    ...footCol(bank(d, 'Deutsche Bank'), 390, 778, 7),
  ]);
  return p.pages();
}
