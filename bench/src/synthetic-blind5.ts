/**
 * `--templates blind5` of extraction-synthetic.ts: everyday German invoices, written before reading
 * the extraction rules —
 * - `soft`: what German small-business invoicing software prints: sender line in small print above
 *   the address window, info block at the right ("Rechnungsnr.", "Rechnungsdatum", "Lieferdatum" or
 *   "Leistungszeitraum", "Kundennr.", "Ihr Ansprechpartner"), a greeting, the table "Pos. |
 *   [Art.-Nr.] | Beschreibung | Menge | Einheit | Einzelpreis | [Rabatt] | Gesamtpreis", totals
 *   "Gesamtbetrag netto / zzgl. Umsatzsteuer 19 % / Gesamtbetrag brutto", payment terms, a footer
 *   in three or four columns (address | phone, e-mail, web | bank | management, register, VAT id,
 *   Steuernummer);
 * - `klein`: a freelancer under § 19 UStG (category E, 0 %, Steuernummer only), hours and
 *   "pauschal" lines;
 * - `igl`: an intra-community supply to a business in FR/NL/AT/BE (category K, 0 %), the buyer's
 *   VAT id in the address or info block;
 * - `export`: an export delivery to CH/US/GB/NO (category G, 0 %), in EUR, USD or CHF;
 * - `schluss`: a craft business's final invoice: Lohn and Material lines, "Leistungszeitraum",
 *   totals, then the deducted instalments ("abzüglich … Abschlagsrechnung … vom …") and "Noch zu
 *   zahlender Betrag" (BT-113 paid, BT-115 due), sometimes the § 35a note on labour costs;
 * - `units`: the `soft` layout with units Std., Stk., m, m², m³, kg, l, Pauschal, Tag(e), Monat,
 *   German quantities ("2,5", "1.250", "0,75") and unit prices with three or four decimals.
 *
 * Unit codes (UN/ECE Rec 20): Std./h HUR, Stk/Stück/St. H87 (as blind4; "Stk." is left out: German
 * e-invoice viewers print C62 as "Stk.", so the word has two readings), m MTR, m²/qm MTK, m³/cbm
 * MTQ, kg KGM, l/Liter LTR, Tag(e) DAY, Monat MON; "pauschal"/"psch." is LS (lump sum), the code
 * blind4 already uses for "psch" — the brief suggested C62, but one word should not have two truths
 * across the generators, and LS is Rec 20's own code for a lump sum.
 * Truth = the generated model. Due date and payment terms only where printed.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  addDays,
  discounted,
  ibanWithCheck,
  randomTools,
  rowWriter,
  spaced,
  synthLine,
  synthParties,
} from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND5_TPLS = ['soft', 'klein', 'igl', 'export', 'schluss', 'units'] as const;
/**
 * `--templates blind5x`: written after the first fixes (so not blind): a building contractor's
 * invoice under § 13b UStG (category AE), a two-page invoice with "Übertrag", and in `soft`/`igl`
 * a contact line ("z. Hd. Frau …", "Abt. Einkauf") under the buyer's name and a one-line delivery
 * address under the address window; a service to an EU business (AE, reverse charge); the
 * exemption notes of `klein`, `igl`, `export` and `bau13b` in several wordings; instalments of a
 * final invoice deducted as net | VAT | gross (sometimes with the minus after the amount, "800,00-");
 * an invoice to a public authority with its Leitweg-ID (BT-10) and a file reference; VAT codes
 * ("A" / "B") in the item table with their legend.
 */
export const BLIND5X_TPLS = [
  'soft',
  'bau13b',
  'zwei',
  'schluss',
  'igl',
  'eusvc',
  'klein',
  'export',
  'behoerde',
] as const;
type Tpl = (typeof BLIND5_TPLS)[number] | (typeof BLIND5X_TPLS)[number];

interface P {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
  vat?: string;
}

const FIRST = ['Anna', 'Jonas', 'Lena', 'Markus', 'Sabine', 'Tobias', 'Julia', 'Stefan', 'Katrin', 'Felix'];
const FEMALE = new Set(['Anna', 'Lena', 'Sabine', 'Julia', 'Katrin']);
const LAST = ['Schneider', 'Hoffmann', 'Wagner', 'Becker', 'Schulz', 'Krüger', 'Lehmann', 'Vogel', 'Brandt'];
const DE_COUNTRY: Record<string, string> = {
  FR: 'Frankreich',
  NL: 'Niederlande',
  AT: 'Österreich',
  BE: 'Belgien',
  CH: 'Schweiz',
  US: 'USA',
  GB: 'Großbritannien',
  NO: 'Norwegen',
};
const EN_COUNTRY: Record<string, string> = {
  CH: 'Switzerland',
  US: 'United States',
  GB: 'United Kingdom',
  NO: 'Norway',
};
const BANKS: Array<[string, string]> = [
  ['Commerzbank', 'COBADEFFXXX'],
  ['Deutsche Bank', 'DEUTDEFFXXX'],
  ['Sparkasse Leipzig', 'WELADE8LXXX'],
  ['Volksbank Mittelhessen eG', 'VBMHDE5FXXX'],
  ['Kreissparkasse Köln', 'COKSDE33XXX'],
  ['Stadtsparkasse München', 'SSKMDEMMXXX'],
  ['Postbank', 'PBNKDEFFXXX'],
  ['GLS Bank', 'GENODEM1GLS'],
];

export function generateBlind5(
  k: number,
  h: Helpers,
  ext = false,
): { inv: Invoice; rows: Row[]; nPages: number } {
  const { rnd } = h;
  const { pick, int, digits } = randomTools(rnd);
  const TPLS: readonly Tpl[] = ext ? BLIND5X_TPLS : BLIND5_TPLS;
  const tpl = TPLS[k % TPLS.length] as Tpl;
  const craft = tpl === 'schluss' || tpl === 'bau13b';

  // --- notation --------------------------------------------------------------------------------
  const fmt = (v: string, dp = 2): string => {
    const x = dec(v).toFixed(dp);
    const [i = '0', f = ''] = x.replace('-', '').split('.');
    return `${x.startsWith('-') ? '-' : ''}${noGroup ? i : i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${f ? `,${f}` : ''}`;
  };
  const qtyFixed = rnd() < 0.35;
  // blind5x: amounts and quantities without thousands separators ("1234,56"), two-digit years
  const noGroup = ext && rnd() < 0.3;
  const shortYear = ext && rnd() < 0.3;
  const qtyTxt = (q: string): string => {
    // fixed decimals: at least two, more where the quantity has them (never rounded)
    if (qtyFixed) return fmt(q, Math.max(2, (q.split('.')[1] ?? '').length));
    const [i = '0', f = ''] = q.split('.');
    return `${noGroup ? i : i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${f ? `,${f}` : ''}`;
  };
  const rateTxt = (r: string) => (r.includes('.') ? r.replace('.', ',') : r);
  const fdate = (iso: string) => {
    const [y, m, d] = iso.split('-');
    return `${d}.${m}.${shortYear ? y?.slice(2) : y}`;
  };

  // --- parties ---------------------------------------------------------------------------------
  const craftName = () =>
    pick([
      `Elektro ${pick(LAST)} GmbH`,
      `Malerbetrieb ${pick(LAST)}`,
      `Sanitär- und Heizungsbau ${pick(LAST)} GmbH & Co. KG`,
      `${pick(LAST)} Bedachungen GmbH`,
      `Tischlerei ${pick(LAST)} e.K.`,
      `${pick(LAST)} Fliesen & Naturstein GmbH`,
    ]);
  const person = () => `${pick(FIRST)} ${pick(LAST)}`;
  const s: P = { ...h.party('DE') };
  if (tpl === 'klein') s.name = person();
  if (craft) s.name = craftName();
  if (tpl !== 'klein') s.vat = h.vatId('DE');
  const stnr = pick([
    `${int(10, 99)}/${digits(3)}/${digits(5)}`,
    `${digits(3)}/${digits(4)}/${digits(4)}`,
    `${digits(3)}/${digits(3)}/${digits(5)}`,
  ]);
  const showStnr = tpl === 'klein' || rnd() < 0.5;

  const foreign = (c: string): P => {
    if (c === 'CH') {
      const [city, pc] = pick([
        ['Zürich', `80${int(1, 57).toString().padStart(2, '0')}`],
        ['Basel', `40${int(51, 59)}`],
        ['Bern', `30${int(11, 27)}`],
        ['St. Gallen', `90${int(0, 16).toString().padStart(2, '0')}`],
      ] as const);
      return {
        name: `${pick(['Alpina', 'Helvetia', 'Rigi', 'Säntis', 'Limmat'])} ${pick(['Handels AG', 'Technik GmbH', 'Instruments SA', 'AG'])}`,
        street: `${pick(['Bahnhofstrasse', 'Seestrasse', 'Industriestrasse', 'Dorfstrasse'])} ${int(1, 120)}`,
        pc,
        city,
        country: 'CH',
      };
    }
    if (c === 'US') {
      const [city, st, pc] = pick([
        ['San Francisco', 'CA', `941${int(2, 34).toString().padStart(2, '0')}`],
        ['Chicago', 'IL', `606${int(1, 60).toString().padStart(2, '0')}`],
        ['Austin', 'TX', `787${int(1, 59).toString().padStart(2, '0')}`],
        ['Boston', 'MA', `021${int(8, 99).toString().padStart(2, '0')}`],
      ] as const);
      return {
        name: `${pick(['Summit', 'Pioneer', 'Bluewater', 'Redwood', 'Keystone'])} ${pick(['Industries Inc.', 'Labs LLC', 'Manufacturing Corp.', 'Supply Co.'])}`,
        street: `${int(100, 9800)} ${pick(['Market Street', 'Main Street', 'Oak Avenue', 'Commerce Drive'])}`,
        pc,
        city: `${city}|${st}`,
        country: 'US',
      };
    }
    if (c === 'NO') {
      const [city, pc] = pick([
        ['Oslo', `0${int(150, 580)}`],
        ['Bergen', `50${int(3, 99).toString().padStart(2, '0')}`],
        ['Trondheim', `70${int(10, 99)}`],
      ] as const);
      return {
        name: `${pick(['Nordlys', 'Fjord', 'Viking', 'Polar'])} ${pick(['AS', 'Teknikk AS', 'Handel AS'])}`,
        street: `${pick(['Storgata', 'Kongens gate', 'Havnegata', 'Industriveien'])} ${int(1, 90)}`,
        pc,
        city,
        country: 'NO',
      };
    }
    return { ...h.party(c as 'GB') };
  };
  const buyerCountry =
    tpl === 'igl' || tpl === 'eusvc'
      ? pick(['FR', 'NL', 'AT', 'BE'])
      : tpl === 'export'
        ? pick(['CH', 'US', 'GB', 'NO'])
        : 'DE';
  const b: P = buyerCountry === 'DE' ? { ...h.party('DE') } : foreign(buyerCountry);
  if (tpl === 'behoerde')
    b.name = pick([
      `Stadtverwaltung ${b.city}`,
      'Landesbetrieb Straßenbau',
      'Staatliches Bauamt',
      `Universität ${b.city}`,
      'Kreisverwaltung Rhein-Sieg',
    ]);
  const leitweg =
    tpl === 'behoerde'
      ? `${pick(['991', `0${digits(7)}`, digits(2)])}-${digits(int(3, 10))}-${digits(2)}`
      : '';
  if (b.name === s.name) b.name = `${b.name.split(' ')[0]} Partner ${b.name.split(' ').slice(1).join(' ')}`;
  // a private customer of the craftsman, with the salutation line above the name
  const mrMrs = (n: string, herr: string) => (FEMALE.has(n.split(' ')[0] as string) ? 'Frau' : herr);
  let salutation = '';
  let printedName = b.name;
  if (tpl === 'schluss' && rnd() < 0.4) {
    printedName = person();
    salutation = mrMrs(printedName, 'Herrn');
    // the form of address is part of the name in the e-invoices German craft software writes
    // ("Herrn Max Mustermann" as BT-44 in the corpus and hold-out truths): one reading only
    b.name = `${salutation} ${printedName}`;
  }
  if (tpl === 'igl' || tpl === 'eusvc') b.vat = h.vatId(b.country as 'FR');
  if (tpl === 'bau13b' && rnd() < 0.5) b.vat = h.vatId('DE');
  // US: "City, ST 12345" printed; the state is no part of the truth's city
  const usState = b.city.includes('|') ? (b.city.split('|')[1] as string) : '';
  if (usState) b.city = b.city.split('|')[0] as string;

  const cur = tpl === 'export' ? pick(['EUR', 'EUR', 'USD', 'CHF']) : 'EUR';
  const curStyle = pick(['sym', 'code', 'code'] as const);
  const withCur = (m: string) => (cur === 'EUR' && curStyle === 'sym' ? `${m} €` : `${m} ${cur}`);

  const year = pick([2025, 2026]);
  const month = int(1, 12);
  const issue = `${year}-${String(month).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const dueDays = pick([7, 10, 14, 14, 30]);

  // --- lines -----------------------------------------------------------------------------------
  interface L {
    pos: string;
    art: string;
    name: string;
    qty: string;
    uw: string;
    uc: string;
    price: string;
    pdp: number;
    disc: string;
    netPrice: string;
    net: string;
    rate: string;
    labour: boolean;
    /** a second, smaller description line under the name (blind5x) */
    desc?: string;
  }
  const multi = (tpl === 'soft' || tpl === 'units') && rnd() < 0.3;
  const zero = tpl === 'klein' || tpl === 'igl' || tpl === 'export' || tpl === 'bau13b' || tpl === 'eusvc';
  const rates = zero
    ? ['0']
    : multi
      ? ['19', '7']
      : craft || tpl === 'zwei'
        ? ['19']
        : [pick(['19', '19', '19', '7'])];
  const withArt = (tpl === 'soft' || tpl === 'igl' || tpl === 'export' || tpl === 'units') && rnd() < 0.4;
  const withDisc = (tpl === 'soft' || tpl === 'igl') && rnd() < 0.3;
  const SOFT_NAMES = [
    'Bürostuhl ergonomisch, schwarz',
    'Druckerpatrone XL, 4er-Set',
    'Beratungsleistung vor Ort',
    'Wartung Klimaanlage',
    'Einrichtung Arbeitsplatz-PC',
    'Kopierpapier A4, 80 g/m²',
    'Montage und Inbetriebnahme',
    'Softwarelizenz (12 Monate)',
    'Versandkosten',
    'Schulung Mitarbeiter (halbtags)',
  ];
  const GOODS_NAMES = [
    'Hydraulikpumpe HP-200',
    'Ersatzteilset Typ B',
    'Edelstahlventil DN 25',
    'Steuerungsmodul SM-4',
    'Lagerbuchse 40 x 60 mm',
    'Sensorkabel, 5 m',
    'Dichtungssatz komplett',
  ];
  const FREE_NAMES = [
    'Konzeption und Beratung',
    'Gestaltung Flyer DIN lang',
    'Logo-Entwicklung',
    'Programmierung Website',
    'Texterstellung Produktseiten',
    'Fotografie Produktaufnahmen',
    'Korrekturschleife',
    'Nutzungsrechte (einfach, unbefristet)',
  ];
  type U = [string[], string, () => string, () => [string, number]];
  const p2 = (a: number, b2: number) => (): [string, number] => [
    `${int(a, b2)}.${pick(['00', '50', digits(2)])}`,
    2,
  ];
  const p34 = (a: number, b2: number) => (): [string, number] => {
    const dp = pick([3, 4]);
    return [`${int(a, b2)}.${digits(dp)}`, dp];
  };
  const UNITS: Record<string, U> = {
    h: [
      ['Std.', 'Std', 'h'],
      'HUR',
      () => pick(['1', '2', '2.5', '4', '6.5', '7.75', '8', '12']),
      p2(45, 120),
    ],
    stk: [['Stk', 'Stück', 'St.'], 'H87', () => pick(['1', '2', '5', '12', '40', '250', '1250']), p2(1, 400)],
    m: [['m'], 'MTR', () => pick(['12', '25.5', '100', '0.75', '1250']), p34(0, 30)],
    m2: [['m²', 'qm', 'm2'], 'MTK', () => pick(['14.2', '36', '48.75', '120.5']), p2(8, 95)],
    m3: [['m³', 'cbm'], 'MTQ', () => pick(['0.75', '2.5', '6', '12.25']), p2(60, 240)],
    kg: [['kg'], 'KGM', () => pick(['0.5', '2.25', '25', '1250', '3.125']), p34(0, 40)],
    l: [['l', 'Liter', 'ltr.'], 'LTR', () => pick(['5', '20', '1250', '2.5', '750']), p34(0, 4)],
    ls: [['pauschal', 'Pauschal', 'psch.'], 'LS', () => '1', p2(60, 900)],
    day: [['Tag', 'Tage'], 'DAY', () => pick(['1', '2', '3', '5', '0.5']), p2(80, 450)],
    mon: [['Monat', 'Monate', 'Mon.'], 'MON', () => pick(['1', '3', '6', '12']), p2(9, 300)],
  };
  const SCHLUSS: Array<[string, string, boolean]> = [
    ['Lohn Geselle', 'h', true],
    ['Lohn Meister', 'h', true],
    ['Lohn Helfer', 'h', true],
    ['Kupferrohr 15 mm', 'm', false],
    ['Kabel NYM-J 3 x 1,5 mm²', 'm', false],
    ['Fliesen 30 x 60 cm liefern', 'm2', false],
    ['Estrich einbringen', 'm2', false],
    ['Beton C25/30', 'm3', false],
    ['Fliesenkleber flexibel', 'kg', false],
    ['Anfahrtspauschale', 'ls', false],
    ['Kleinmaterial', 'ls', false],
    ['Gerüststellung', 'ls', false],
    ['Containergestellung', 'day', false],
    ['Unterputzdose', 'stk', false],
  ];
  const UNIT_NAMES: Record<string, string[]> = {
    h: ['Arbeitszeit Monteur', 'Programmierung', 'Technikereinsatz'],
    stk: ['Schrauben M6 x 40 verzinkt', 'Etiketten 50 x 30 mm', 'Kabelbinder 200 mm'],
    m: ['Kabel NYM-J 3 x 1,5 mm²', 'Kupferrohr 15 mm', 'Leerrohr M20'],
    m2: ['Bodenbelag verlegen', 'Fassadenanstrich', 'Dämmplatten WLG 035'],
    m3: ['Beton C25/30', 'Erdaushub abfahren', 'Füllsand'],
    kg: ['Granulat PE natur', 'Fliesenkleber flexibel', 'Edelstahlschrauben lose'],
    l: ['Heizöl EL schwefelarm', 'Hydrauliköl HLP 46', 'Tiefengrund'],
    ls: ['Anfahrtspauschale', 'Entsorgung Altmaterial', 'Einrichtung Baustelle'],
    day: ['Containermiete', 'Hubarbeitsbühne Miete', 'Bauleitung'],
    mon: ['Wartungsvertrag Server', 'Hosting Webshop', 'Miete Kaffeeautomat'],
  };
  const nLines = tpl === 'zwei' ? int(24, 34) : craft ? int(3, 8) : tpl === 'units' ? int(3, 8) : int(1, 6);
  const hierPos = craft && rnd() < 0.3;
  const lines: L[] = [];
  for (let i = 0; i < nLines; i++) {
    let name: string;
    let ukey: string;
    let labour = false;
    if (craft) {
      const e = pick(SCHLUSS);
      [name, ukey, labour] = e;
    } else if (tpl === 'units') {
      ukey = pick(Object.keys(UNITS));
      name = pick(UNIT_NAMES[ukey] as string[]);
    } else if (tpl === 'klein' || tpl === 'eusvc') {
      name = pick(FREE_NAMES);
      ukey = rnd() < 0.6 ? 'h' : 'ls';
    } else if (tpl === 'igl' || tpl === 'export' || tpl === 'zwei') {
      name = pick(GOODS_NAMES);
      ukey = rnd() < 0.8 ? 'stk' : pick(['kg', 'm', 'ls']);
    } else {
      name = pick(SOFT_NAMES);
      ukey = pick(['stk', 'stk', 'h', 'ls', 'mon']);
      // "Softwarelizenz (12 Monate)" billed per month would read as the price's base quantity
      if (/\(\d+ /.test(name)) ukey = 'stk';
    }
    const u = UNITS[ukey] as U;
    const uwords = u[0];
    let qty = u[2]();
    if (ukey === 'day') qty = pick(['1', '2', '3', '5', '10']);
    const uw =
      ukey === 'day'
        ? qty === '1'
          ? 'Tag'
          : 'Tage'
        : ukey === 'mon'
          ? qty === '1'
            ? pick(['Monat', 'Mon.'])
            : pick(['Monate', 'Mon.'])
          : pick(uwords);
    let [price, pdp] = u[3]();
    // unit prices with three or four decimals in `units` (and for cheap bulk goods anywhere)
    if (tpl !== 'units' && pdp > 2) {
      price = dec(price).toDecimalPlaces(2).toFixed(2);
      pdp = 2;
    }
    if (tpl === 'units' && pdp === 2 && rnd() < 0.3) {
      price = `${price}${digits(1)}${int(1, 9)}`;
      pdp = 4;
    }
    if (dec(price).isZero()) price = '0.85';
    const disc = withDisc && rnd() < 0.5 ? pick(['5', '10', '3', '15']) : '';
    const { net, netPrice } = discounted(qty, price, disc);
    const pos = hierPos
      ? `${String(int(1, 3)).padStart(2, '0')}.${String(i + 1).padStart(2, '0')}`
      : String(i + 1);
    lines.push({
      pos,
      art: withArt
        ? pick([`${int(10000, 99999)}`, `A-${int(100, 9999)}`, `${pick(['HP', 'ZB', 'KT'])}${digits(4)}`])
        : '',
      name,
      qty,
      uw,
      uc: u[1],
      price,
      pdp,
      disc,
      netPrice,
      net,
      rate: i === 0 ? (rates[0] as string) : pick(rates),
      labour,
    });
  }
  // blind5x: a detail line under some items' names (the name is the first line)
  if (ext && !craft)
    for (const l of lines)
      if (rnd() < 0.35)
        l.desc = pick([
          'inkl. Anfahrt und Einweisung',
          `Seriennummer: SN-${digits(8)}`,
          `Leistungsdatum: ${fdate(addDays(`${year}-${String(month).padStart(2, '0')}-01`, int(0, 20)))}`,
          `gemäß Angebot Nr. A-${year}-${digits(3)}`,
          'Farbe: anthrazit, Größe L',
          'Lieferung frei Haus',
        ]);
  // blind5x: a returned deposit item with a negative quantity ("Rückgabe Europalette -2 Stk")
  if (ext && tpl === 'soft' && rnd() < 0.3) {
    const sum = lines.reduce((a, l) => a.plus(dec(l.net)), dec(0));
    if (sum.gt(100))
      lines.push({
        pos: String(lines.length + 1),
        art: withArt ? `${int(10000, 99999)}` : '',
        name: pick(['Rückgabe Europalette (Pfand)', 'Gutschrift Leergut', 'Rücknahme Transportkiste']),
        qty: '-2',
        uw: 'Stk',
        uc: 'H87',
        price: '12.00',
        pdp: 2,
        disc: '',
        netPrice: '12.00',
        net: '-24.00',
        rate: rates[0] as string,
        labour: false,
      });
  }
  if (hierPos) {
    // positions in titles: 01.01, 01.02, … 02.01 — ascending
    let t = 1;
    let n = 0;
    lines.forEach((l, i) => {
      if (i > 0 && rnd() < 0.3) {
        t++;
        n = 0;
      }
      l.pos = `${String(t).padStart(2, '0')}.${String(++n).padStart(2, '0')}`;
    });
  }
  const used = [...new Set(lines.map((l) => l.rate))].sort((a, c) => Number(c) - Number(a));
  const vat = used.map((r) => {
    const base = round(lines.filter((l) => l.rate === r).reduce((a, l) => a.plus(dec(l.net)), dec(0)));
    return { rate: r, base, tax: round(dec(base).times(dec(r)).dividedBy(100)) };
  });
  const netT = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(netT).plus(dec(vatT)));
  // Schlussrechnung: one or two instalments already paid (gross amounts, with number and date)
  const instalments: Array<{ no: string; date: string; amount: string }> = [];
  // blind5x: instalments printed as net | VAT | gross (net amounts in hundreds)
  const instTable = ext && tpl === 'schluss' && rnd() < 0.5;
  if (tpl === 'schluss') {
    const nI = int(1, 2);
    const share = dec(gross).times(nI === 1 ? pick(['0.3', '0.4', '0.5']) : pick(['0.2', '0.25', '0.3']));
    for (let i = 0; i < nI; i++) {
      let amt = share.dividedBy(100).floor().times(100);
      if (amt.isZero()) amt = share.toDecimalPlaces(2);
      if (instTable) {
        const n = share.dividedBy('1.19').dividedBy(100).floor().times(100);
        amt = dec(n.isZero() ? '100' : n).times('1.19');
      }
      instalments.push({
        no: `AR-${year}-${digits(3)}`,
        date: fdate(addDays(issue, -int(20, 40) * (nI - i))),
        amount: amt.toFixed(2),
      });
    }
  }
  const paid = round(instalments.reduce((a, x) => a.plus(dec(x.amount)), dec(0)));
  const dueAmt = round(dec(gross).minus(dec(paid)));

  const [bankName, bic] = pick(BANKS);
  const ib = ibanWithCheck('DE', `${digits(8)}${digits(10)}`);
  const showBic = rnd() < 0.8;
  const number = pick([
    `RE-${year}-${digits(4)}`,
    `${year}-${int(1000, 9999)}`,
    `R${String(year).slice(2)}${digits(4)}`,
    `${int(10000, 99999)}`,
    `${String(year).slice(2)}/${digits(4)}`,
  ]);
  const po =
    tpl !== 'klein' && rnd() < (tpl === 'behoerde' ? 0.6 : 0.3)
      ? pick([`${int(4500000000, 4500999999)}`, `B-${digits(5)}`])
      : undefined;
  const periodStart = `${year}-${String(month).padStart(2, '0')}-01`;
  const usePeriod = tpl === 'schluss' || tpl === 'klein' ? rnd() < 0.7 : rnd() < 0.4;
  // the period ends before the issue date: the previous month
  const pStart = addDays(periodStart, -1).slice(0, 8).concat('01');
  const pEnd = addDays(periodStart, -1);
  const dueMode = pick(['days', 'days', 'date', 'skonto'] as const);
  const due = addDays(issue, dueDays);

  // --- model -----------------------------------------------------------------------------------
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, currency: cur });
  if (dueMode === 'date') inv.dueDate = due;
  if (po) inv.purchaseOrderReference = po;
  if (tpl === 'behoerde') inv.buyerReference = leitweg;
  Object.assign(
    inv,
    synthParties({ ...s, ...(s.vat ? { vat: s.vat } : {}) }, { ...b, ...(b.vat ? { vat: b.vat } : {}) }),
  );
  if (showStnr) inv.seller.taxRegistrationId = stnr;
  if (usePeriod) inv.invoicingPeriod = { startDate: pStart, endDate: pEnd };
  inv.paymentInstructions = {
    typeCode: '58',
    creditTransfers: [{ accountId: ib, ...(showBic ? { providerId: bic } : {}) }],
  };
  inv.totals = {
    lineNetTotal: netT,
    taxExclusive: netT,
    vatTotal: vatT,
    taxInclusive: gross,
    ...(instalments.length ? { paidAmount: paid } : {}),
    amountDue: dueAmt,
  };
  const cat =
    tpl === 'klein'
      ? 'E'
      : tpl === 'igl'
        ? 'K'
        : tpl === 'export'
          ? 'G'
          : tpl === 'bau13b' || tpl === 'eusvc'
            ? 'AE'
            : 'S';
  const VARIANTS: Record<string, string[]> = {
    E: [
      'Als Kleinunternehmer im Sinne von § 19 Abs. 1 UStG wird keine Umsatzsteuer berechnet.',
      'Steuerbefreite Kleinunternehmerleistung gemäß § 19 UStG.',
      'Umsatzsteuerfrei aufgrund der Kleinunternehmerregelung nach § 19 UStG.',
      'Im Rechnungsbetrag ist gemäß § 19 UStG keine Umsatzsteuer enthalten.',
    ],
    K: [
      'Innergemeinschaftliche Lieferung – steuerfrei nach § 4 Nr. 1b i. V. m. § 6a UStG.',
      'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL).',
      'Die Lieferung ist als innergemeinschaftliche Lieferung steuerfrei.',
    ],
    G: [
      'Ausfuhrlieferung, steuerfrei gemäß § 4 Nr. 1a i. V. m. § 6 UStG.',
      'Steuerfrei nach § 4 Nr. 1a UStG (Ausfuhr in ein Drittland).',
      'Umsatzsteuerfreie Ausfuhrlieferung.',
    ],
    AE: [
      'Nach § 13b UStG schuldet der Leistungsempfänger die Umsatzsteuer.',
      'Reverse Charge: Steuerschuldnerschaft des Leistungsempfängers.',
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Art. 196 MwStSystRL.',
    ],
  };
  const reason =
    ext && VARIANTS[cat] && rnd() < 0.7
      ? pick(VARIANTS[cat] as string[])
      : cat === 'E'
        ? 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'
        : cat === 'K'
          ? 'Steuerfreie innergemeinschaftliche Lieferung gemäß § 4 Nr. 1b UStG'
          : cat === 'G'
            ? 'Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a UStG'
            : cat === 'AE'
              ? 'Steuerschuldnerschaft des Leistungsempfängers gemäß § 13b Abs. 2 Nr. 4 UStG'
              : '';
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: cat,
    rate: v.rate,
    ...(reason ? { exemptionReason: reason } : {}),
  }));
  inv.lines = lines.map((l) =>
    synthLine({
      id: l.pos,
      qty: l.qty,
      uc: l.uc,
      net: l.net,
      netPrice: l.netPrice,
      ...(l.disc ? { grossPrice: l.price } : {}),
      category: cat,
      rate: l.rate,
      name: l.name,
    }),
  );

  // --- drawing ---------------------------------------------------------------------------------
  const rows: Row[] = [];
  let pg = 1;
  const { put, block } = rowWriter(rows, () => pg);
  const L0 = 57;
  const domain = `${(s.name.split(' ')[0] ?? 'firma').toLowerCase().replace(/[^a-zäöüß]/g, '')}`;
  const web = domain.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  const phone = `0${int(30, 89)}${pick([' ', '/', ' / '])}${digits(3)} ${digits(2)}${digits(2)}`;

  // header: the seller's name as a letterhead at the right, or nothing (a logo image)
  const letterhead = tpl === 'klein' || rnd() < 0.6;
  // blind5x: the letterhead at the left or centred as well
  const lhPos = ext && letterhead ? pick(['right', 'left', 'center'] as const) : 'right';
  if (lhPos === 'left') {
    put(40, L0, s.name, { size: 14, bold: true });
    block([s.street, `${s.pc} ${s.city}`, `Tel. ${phone}`], L0, 60, { size: 8 });
  } else if (lhPos === 'center') {
    put(40, 297 + s.name.length * 3.5, s.name, { size: 14, bold: true, right: true });
    const sub = `${s.street} · ${s.pc} ${s.city} · Tel. ${phone}`;
    put(60, 297 + sub.length * 2, sub, { size: 8, right: true });
  } else if (letterhead) {
    put(40, 545, s.name, { size: tpl === 'klein' ? 16 : 14, bold: true, right: true });
    const sub =
      tpl === 'klein'
        ? [pick(['Grafikdesign & Illustration', 'Webentwicklung', 'Text und Konzeption', 'Fotografie'])]
        : [];
    block([...sub, s.street, `${s.pc} ${s.city}`, ...(tpl === 'klein' ? [`Tel. ${phone}`] : [])], 430, 60, {
      size: 8,
    });
  }
  // sender line above the address window
  const sep = pick([' · ', ' - ', ' | ', ', ', ' • ']);
  put(128, L0, `${s.name}${sep}${s.street}${sep}${s.pc} ${s.city}`, { size: 6.5 });
  const cityLine = (p: P) =>
    p.country === 'US'
      ? `${p.city}, ${usState} ${p.pc}`
      : p.country === 'GB'
        ? `${p.city} ${p.pc}`
        : `${p.pc} ${p.city}`;
  const countryTxt = (c: string) => {
    const de = DE_COUNTRY[c] ?? c;
    return pick([de, de.toUpperCase(), ...(EN_COUNTRY[c] ? [EN_COUNTRY[c] as string] : [])]);
  };
  const vatInAddress = (tpl === 'igl' || tpl === 'eusvc') && rnd() < 0.5;
  // a contact or department line under a company's name (blind5x)
  const attn =
    ext && (tpl === 'soft' || tpl === 'igl' || tpl === 'zwei') && rnd() < 0.4
      ? pick([
          (() => {
            const n = person();
            return `z. Hd. ${mrMrs(n, 'Herrn')} ${n}`;
          })(),
          'Abt. Einkauf',
          'Buchhaltung',
          `Attn. ${person()}`,
        ])
      : '';
  const addrLines = [
    ...(salutation ? [salutation] : []),
    printedName,
    ...(attn ? [attn] : []),
    b.street,
    cityLine(b),
    ...(b.country !== 'DE' ? [countryTxt(b.country)] : []),
    ...(vatInAddress ? [`${pick(['USt-IdNr.:', 'USt-ID:', 'UID:'])} ${b.vat}`] : []),
    ...(tpl === 'bau13b' && b.vat ? [`USt-IdNr.: ${b.vat}`] : []),
  ];
  let addrEnd = block(addrLines, L0, 145);
  if (ext && (tpl === 'soft' || tpl === 'zwei') && rnd() < 0.4) {
    const d = h.party('DE');
    put(addrEnd + 6, L0, `Lieferanschrift: ${d.name}, ${d.street}, ${d.pc} ${d.city}`, { size: 7.5 });
    addrEnd += 16;
  }

  // info block
  // blind5x: the date as a letter date above the title ("Leipzig, 12. März 2025") or written out
  const dateMode = ext ? pick(['dot', 'dot', 'long', 'letter'] as const) : 'dot';
  const MONTHS_DE =
    'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');
  const longDate = (iso: string) => {
    const [yy, mm, dd] = iso.split('-');
    return `${Number(dd)}. ${MONTHS_DE[Number(mm) - 1]} ${yy}`;
  };
  const info: Array<[string, string]> = [
    [pick(['Rechnungsnr.', 'Rechnungsnummer', 'Rechnung Nr.', 'Beleg-Nr.']), number],
  ];
  if (dateMode !== 'letter')
    info.push([
      pick(['Rechnungsdatum', 'Datum', 'Belegdatum']),
      dateMode === 'long' ? longDate(issue) : fdate(issue),
    ]);
  if (usePeriod)
    info.push([pick(['Leistungszeitraum', 'Abrechnungszeitraum']), `${fdate(pStart)} – ${fdate(pEnd)}`]);
  else info.push([pick(['Lieferdatum', 'Leistungsdatum']), fdate(addDays(issue, -int(0, 12)))]);
  if (tpl !== 'klein')
    info.push([pick(['Kundennr.', 'Kundennummer', 'Kunden-Nr.']), String(int(10000, 99999))]);
  if (po) info.push([pick(['Ihre Bestellung', 'Ihre Bestellnr.', 'Bestellnummer']), po]);
  if (tpl === 'behoerde') {
    info.push([
      pick(['Leitweg-ID', 'Leitweg-ID des Auftraggebers', 'Käuferreferenz', 'Ihre Leitweg-ID']),
      leitweg,
    ]);
    if (rnd() < 0.6)
      info.push([
        pick(['Aktenzeichen', 'Ihr Zeichen']),
        `${int(10, 99)}.${int(1, 9)}-${int(100, 999)}/${year}`,
      ]);
  }
  if ((tpl === 'igl' || tpl === 'eusvc') && !vatInAddress) {
    if (rnd() < 0.5) info.push([pick(['Unsere USt-IdNr.', 'Unsere USt-ID']), s.vat as string]);
    info.push([pick(['USt-IdNr. des Kunden', 'Ihre USt-ID', 'Ihre USt-IdNr.']), b.vat as string]);
  }
  if (tpl === 'export' && rnd() < 0.6)
    info.push(['Lieferbedingung', `${pick(['EXW', 'FCA', 'DAP', 'DDP'])} ${b.city}`]);
  if (cur !== 'EUR' && rnd() < 0.5) info.push(['Währung', cur]);
  if (tpl !== 'klein' && rnd() < 0.7) {
    const n = person();
    info.push(['Ihr Ansprechpartner', `${mrMrs(n, 'Herr')} ${n}`]);
  }
  if (tpl === 'klein') info.push(['Steuernummer', stnr]);
  if (dueMode === 'date' && rnd() < 0.5) info.push([pick(['Fällig am', 'Zahlungsziel']), fdate(due)]);
  const colon = rnd() < 0.4 ? ':' : '';
  const infoStep = 12;
  const valueLeft = rnd() < 0.5;
  // blind5x: the references as a grid under the address window (heads in one row, values in the
  // row below: "Rechnungs-Nr. | Datum | Kunden-Nr. | …"), the rest in the block at the right
  if (ext && (tpl === 'soft' || tpl === 'zwei' || tpl === 'igl' || tpl === 'behoerde') && rnd() < 0.35) {
    // a head must fit its 100 pt column
    const inGrid = info.filter(([a]) => !/zeitraum|ansprechpartner/i.test(a) && a.length <= 22).slice(0, 5);
    const gy = addrEnd + 22;
    inGrid.forEach(([a, v], i) => {
      put(gy, L0 + i * 100, a, { size: 7.5, bold: true });
      put(gy + 11, L0 + i * 100, v, { size: 8 });
    });
    addrEnd = gy + 24;
    const rest = info.filter((e) => !inGrid.includes(e));
    info.length = 0;
    info.push(...rest);
  }
  info.forEach(([a, v], i) => {
    put(135 + i * infoStep, 340, `${a}${colon}`, { size: 8.5 });
    put(135 + i * infoStep, valueLeft ? 450 : 545, v, { size: 8.5, right: !valueLeft });
  });
  let y = Math.max(ext ? addrEnd : 145 + addrLines.length * 12.5, 135 + info.length * infoStep) + 30;

  const title =
    tpl === 'schluss'
      ? pick(['Schlussrechnung', 'SCHLUSSRECHNUNG', `Schlussrechnung Nr. ${number}`])
      : pick(['Rechnung', 'RECHNUNG', `Rechnung Nr. ${number}`]);
  if (dateMode === 'letter') {
    put(y - 16, 545, pick([`${s.city}, ${longDate(issue)}`, `${s.city}, den ${fdate(issue)}`]), {
      size: 9,
      right: true,
    });
    y += 6;
  }
  put(y, L0, title, { size: 14, bold: true });
  y += 24;
  if (tpl === 'schluss') {
    put(
      y,
      L0,
      `Bauvorhaben: ${pick(['Neubau Einfamilienhaus', 'Sanierung Bad', 'Umbau Dachgeschoss'])}, ${pick(['Lindenweg', 'Am Anger', 'Birkenstraße'])} ${int(1, 40)}, ${h.party('DE').pc} ${pick(['Markkleeberg', 'Taucha', 'Schkeuditz'])}`,
      { size: 9 },
    );
    y += 14;
  }
  const greet = pick([
    ['Sehr geehrte Damen und Herren,', 'vielen Dank für Ihren Auftrag. Wir berechnen Ihnen wie folgt:'],
    [
      'Sehr geehrte Damen und Herren,',
      'für die erbrachten Leistungen erlauben wir uns, Ihnen folgende Rechnung zu stellen:',
    ],
    ['Vielen Dank für Ihren Auftrag, den wir wie folgt berechnen:'],
  ]);
  if (tpl === 'klein')
    greet[greet.length - 1] = 'für meine Leistungen stelle ich Ihnen folgende Beträge in Rechnung:';
  y = block(greet, L0, y, { size: 9 }) + 12;

  // table
  const withUst = multi;
  // blind5x: VAT codes in the item table, their rates in a legend under the totals
  const vatCodes =
    ext && withUst && rnd() < 0.5
      ? pick([
          ['A', 'B'],
          ['1', '2'],
        ])
      : undefined;
  const codeOf = (r: string) => (vatCodes ? (vatCodes[r === '19' ? 0 : 1] as string) : '');
  interface Col {
    head: string;
    x: number;
    right: boolean;
    cell: (l: L) => string;
  }
  const cols: Col[] = [{ head: pick(['Pos.', 'Pos']), x: L0, right: false, cell: (l) => l.pos }];
  const descX = withArt ? 128 : hierPos ? 92 : 80;
  if (withArt) cols.push({ head: pick(['Art.-Nr.', 'Art.Nr.']), x: 80, right: false, cell: (l) => l.art });
  cols.push({
    head: pick(['Beschreibung', 'Bezeichnung', 'Artikel/Leistung']),
    x: descX,
    right: false,
    cell: (l) => l.name,
  });
  const unitCol = rnd() < 0.8;
  cols.push({
    head: 'Menge',
    x: unitCol ? 315 : 345,
    right: true,
    cell: (l) => (unitCol ? qtyTxt(l.qty) : `${qtyTxt(l.qty)} ${l.uw}`),
  });
  if (unitCol) cols.push({ head: 'Einheit', x: 321, right: false, cell: (l) => l.uw });
  const priceX = withDisc || withUst ? 415 : 445;
  cols.push({
    head: pick(['Einzelpreis', 'Einzelpr.', 'E-Preis']),
    x: priceX,
    right: true,
    cell: (l) => fmt(l.price, l.pdp),
  });
  if (withDisc)
    cols.push({
      head: 'Rabatt',
      x: withUst ? 450 : 475,
      right: true,
      cell: (l) => (l.disc ? `${l.disc} %` : ''),
    });
  if (withUst)
    cols.push({
      head: vatCodes ? pick(['St.', 'USt.', 'MwSt.']) : 'USt.',
      x: 480,
      right: true,
      cell: (l) => (vatCodes ? codeOf(l.rate) : `${rateTxt(l.rate)} %`),
    });
  cols.push({
    head: pick(['Gesamtpreis', 'Gesamt', 'Betrag']),
    x: 545,
    right: true,
    cell: (l) => fmt(l.net),
  });
  for (const c of cols) put(y, c.x, c.head, { size: 8, bold: true, right: c.right });
  y += 17;
  let carried = dec(0);
  for (const l of lines) {
    // two pages: the sum so far carried over at the foot of page 1 and the head of page 2
    if (tpl === 'zwei' && pg === 1 && y > 640) {
      const label = pick(['Übertrag', 'Zwischensumme Übertrag', 'Übertrag auf Seite 2']);
      put(y + 4, 320, label, { size: 8.5, bold: true });
      put(y + 4, 545, fmt(carried.toFixed(2)), { size: 8.5, bold: true, right: true });
      pg = 2;
      y = 60;
      put(y, L0, `Rechnung Nr. ${number} vom ${fdate(issue)} – Seite 2`, { size: 9 });
      y += 26;
      for (const c of cols) put(y, c.x, c.head, { size: 8, bold: true, right: c.right });
      y += 17;
      put(y, 320, pick(['Übertrag', 'Übertrag von Seite 1']), { size: 8.5, bold: true });
      put(y, 545, fmt(carried.toFixed(2)), { size: 8.5, bold: true, right: true });
      y += 17;
    }
    carried = carried.plus(dec(l.net));
    for (const c of cols) {
      const t = c.cell(l);
      if (t) put(y, c.x, t, { size: 8, right: c.right });
    }
    y += 14;
    if (l.desc) {
      put(y - 3, descX, l.desc, { size: 7 });
      y += 9;
    }
  }
  y += 10;

  // totals
  const tot: Array<[string, string, boolean?]> = [];
  const LX = craft ? 230 : 320;
  if (tpl === 'klein') {
    if (rnd() < 0.5) tot.push([pick(['Zwischensumme', 'Summe']), withCur(fmt(netT))]);
    tot.push([pick(['Gesamtbetrag', 'Rechnungsbetrag', 'Zu zahlender Betrag']), withCur(fmt(gross)), true]);
  } else {
    tot.push([
      pick(['Gesamtbetrag netto', 'Summe netto', 'Nettobetrag', 'Zwischensumme netto']),
      withCur(fmt(netT)),
    ]);
    for (const v of vat) {
      const r = rateTxt(v.rate);
      tot.push([
        zero
          ? pick([`Umsatzsteuer ${r} %`, `USt. ${r} %`, `zzgl. ${r} % USt.`])
          : pick([
              `zzgl. Umsatzsteuer ${r} %`,
              `zzgl. ${r} % USt.`,
              `zzgl. MwSt. ${r} %`,
              `Umsatzsteuer ${r} %`,
            ]),
        withCur(fmt(v.tax)),
      ]);
    }
    tot.push([
      pick(['Gesamtbetrag brutto', 'Rechnungsbetrag', 'Gesamtbetrag', 'Bruttobetrag']),
      withCur(fmt(gross)),
      true,
    ]);
  }
  for (const [a, v, bo] of tot) {
    put(y, LX, a, { size: 9, bold: bo });
    put(y, 545, v, { size: 9, bold: bo, right: true });
    y += 14;
  }
  if (vatCodes) {
    put(y + 4, L0, `${vatCodes[0]} = 19 % USt.   ${vatCodes[1]} = 7 % USt.`, { size: 8 });
    y += 16;
  }
  // blind5x: the VAT per rate once more as a small table under the totals
  if (ext && vat.length > 1 && rnd() < 0.6) {
    y += 8;
    const xs = [L0, 190, 270, 350];
    ['USt.-Satz', 'Netto', 'USt.', 'Brutto'].forEach(
      (hd, i) => void put(y, xs[i] as number, hd, { size: 8, bold: true, right: i > 0 }),
    );
    y += 12;
    for (const v of vat) {
      put(y, L0, `${rateTxt(v.rate)} %`, { size: 8 });
      put(y, 190, fmt(v.base), { size: 8, right: true });
      put(y, 270, fmt(v.tax), { size: 8, right: true });
      put(y, 350, fmt(round(dec(v.base).plus(dec(v.tax)))), { size: 8, right: true });
      y += 12;
    }
  }
  if (instalments.length) {
    y += 4;
    const head = rnd() < 0.5;
    if (head) {
      put(y, LX, pick(['abzüglich geleistete Abschlagszahlungen', 'abzgl. bereits geleisteter Abschläge']), {
        size: 9,
      });
      y += 13;
    }
    if (instTable) {
      put(y, 400, 'netto', { size: 8, bold: true, right: true });
      put(y, 460, 'USt.', { size: 8, bold: true, right: true });
      put(y, 545, 'brutto', { size: 8, bold: true, right: true });
      y += 12;
    }
    const trailingMinus = ext && rnd() < 0.3;
    instalments.forEach((x, i) => {
      const what = pick([`${i + 1}. Abschlagsrechnung`, `Abschlagsrechnung ${x.no}`]);
      if (instTable) {
        const n = round(dec(x.amount).dividedBy('1.19'));
        put(y, LX, `${head ? '' : 'abzgl. '}${i + 1}. Abschlag vom ${x.date}`, { size: 8 });
        put(y, 400, `-${fmt(n)}`, { size: 8, right: true });
        put(y, 460, `-${fmt(round(dec(x.amount).minus(dec(n))))}`, { size: 8, right: true });
        put(y, 545, withCur(`-${fmt(x.amount)}`), { size: 9, right: true });
      } else {
        put(y, LX, `${head ? '' : 'abzgl. '}${what} vom ${x.date}`, { size: 8 });
        put(y, 545, trailingMinus ? `${fmt(x.amount)}-` : withCur(`-${fmt(x.amount)}`), {
          size: 9,
          right: true,
        });
      }
      y += 13;
    });
    put(y, LX, pick(['Noch zu zahlender Betrag', 'Restbetrag', 'Zahlbetrag']), { size: 9, bold: true });
    put(y, 545, withCur(fmt(dueAmt)), { size: 9, bold: true, right: true });
    y += 14;
  }
  y += 14;
  const notes: string[] = [];
  if (reason) notes.push(reason.endsWith('.') ? reason : `${reason}.`);
  if (tpl === 'igl' && rnd() < 0.5)
    notes.push('Die Steuerschuld geht auf den Leistungsempfänger über (Reverse Charge).');
  if (tpl === 'export' && rnd() < 0.5)
    notes.push('Ursprungsland der Waren: Deutschland. Der Ausfuhrnachweis liegt vor.');
  if (tpl === 'bau13b' && rnd() < 0.5)
    notes.push('Die Umsatzsteuer schuldet der Leistungsempfänger (Reverse Charge).');
  if (craft && rnd() < 0.6) {
    const lab = round(lines.filter((l) => l.labour).reduce((a, l) => a.plus(dec(l.net)), dec(0)));
    if (!dec(lab).isZero())
      notes.push(
        `Enthaltene Lohnkosten gemäß § 35a EStG: ${withCur(fmt(lab))} netto zzgl. ${withCur(
          fmt(
            round(
              dec(lab)
                .times(dec(rates[0] as string))
                .dividedBy(100),
            ),
          ),
        )} USt.`,
      );
  }
  const dueText =
    dueMode === 'date'
      ? `Zahlbar bis zum ${fdate(due)} ohne Abzug.`
      : dueMode === 'skonto'
        ? `Zahlbar innerhalb von ${dueDays} Tagen ohne Abzug, innerhalb von ${Math.min(7, dueDays - 3)} Tagen mit 2 % Skonto.`
        : `Zahlung innerhalb von ${dueDays} Tagen ab Rechnungseingang ohne Abzüge.`;
  notes.push(`Zahlungsbedingungen: ${dueText}`);
  // blind5x: the bank account in a sentence under the terms, not in the footer
  const bankInText = ext && rnd() < 0.3;
  if (bankInText)
    notes.push(
      `Bitte überweisen Sie den Betrag auf unser Konto bei der ${bankName}, IBAN ${spaced(ib)}${showBic ? `, BIC ${bic}` : ''}.`,
    );
  inv.paymentTerms = dueText;
  notes.push(
    pick([
      'Bitte geben Sie bei der Zahlung die Rechnungsnummer an.',
      'Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer auf das unten genannte Konto.',
    ]),
  );
  // blind5x: the cash discount worked out, with the smaller amount to pay
  if (ext && dueMode === 'skonto') {
    const sk = round(dec(gross).times('0.02'));
    notes.push(
      `Bei Zahlung bis zum ${fdate(addDays(issue, Math.min(7, dueDays - 3)))} gewähren wir 2 % Skonto (${withCur(fmt(sk))}), Zahlbetrag dann ${withCur(fmt(round(dec(gross).minus(dec(sk)))))}.`,
    );
  }
  if (tpl === 'soft' || tpl === 'units')
    notes.push(
      pick([
        'Es gelten unsere Allgemeinen Geschäftsbedingungen.',
        'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.',
      ]),
    );
  y = block(notes, L0, y, { size: 8.5 }) + 10;
  put(y, L0, 'Mit freundlichen Grüßen', { size: 9 });
  if (rnd() < 0.5) put(y + 24, L0, tpl === 'klein' ? s.name : person(), { size: 9 });

  // footer in three or four columns
  const boss = person();
  const reg =
    tpl === 'klein'
      ? []
      : [
          /AG$/.test(s.name)
            ? `Vorstand: ${boss}`
            : /e\.K\.|KG/.test(s.name)
              ? `Inhaber: ${boss}`
              : `Geschäftsführer: ${boss}`,
          ...(/Malerbetrieb/.test(s.name) && !/GmbH|KG|e\.K\./.test(s.name)
            ? []
            : [
                `Amtsgericht ${pick(['Leipzig', 'München', 'Köln', 'Charlottenburg'])}, ${/e\.K\.|KG/.test(s.name) ? 'HRA' : 'HRB'} ${int(1000, 99999)}`,
              ]),
        ];
  const taxIds = [
    ...(s.vat ? [`${pick(['USt-IdNr.', 'USt-ID', 'USt.-Id.-Nr.'])}: ${s.vat}`] : []),
    ...(showStnr ? [`${pick(['Steuernr.', 'St.-Nr.', 'Steuernummer'])}: ${stnr}`] : []),
  ];
  const colA = [s.name, s.street, `${s.pc} ${s.city}`];
  const colB = [`Tel. ${phone}`, `E-Mail: ${tpl === 'klein' ? 'mail' : 'info'}@${web}.de`, `www.${web}.de`];
  const colC = [bankName, `IBAN: ${pick([spaced(ib), ib])}`, ...(showBic ? [`BIC: ${bic}`] : [])];
  const four = reg.length > 0 && rnd() < 0.7;
  const cols4 = (
    four
      ? [colA, colB, colC, [...reg, ...taxIds]]
      : [[...colA, ...colB.slice(0, 2)], colC, [...reg, ...taxIds]]
  ).filter((c) => c.length && !(bankInText && c === colC));
  const fx = cols4.length === 4 ? [L0, 200, 315, 435] : [L0, 220, 390];
  const nPages = pg;
  for (pg = 1; pg <= nPages; pg++) {
    cols4.forEach((c, i) => void block(c, fx[i] as number, 770, { size: 6.5 }));
    if (nPages > 1) put(820, 545, `Seite ${pg} von ${nPages}`, { size: 7, right: true });
  }
  pg = 1;
  if (nPages === 1 && (tpl === 'export' || tpl === 'units' || rnd() < 0.3))
    put(820, 545, 'Seite 1 von 1', { size: 7, right: true });

  return { inv, rows, nPages };
}
