/**
 * `--templates blind6` of extraction-synthetic.ts: English-language invoices and international
 * notations, written before reading the extraction rules —
 * - `saas`: a subscription invoice of an EU seller (DE, IE, NL, FR) in English: "Invoice number",
 *   "Date of issue November 3, 2025", "Date due", a big line "€1,234.00 due November 17, 2025",
 *   "Bill to" with the buyer's VAT id, a period line under each description, "Subtotal / Total
 *   excluding tax / VAT (19% on €1,037.00) / Total / Amount due"; a buyer in another member state
 *   under reverse charge (AE 0 %, "Tax to be paid on reverse charge basis");
 * - `ukltd`: a UK limited company in GBP ("VAT Registration No: GB 123 4567 89", company number,
 *   postcodes with and without the space, "3rd November 2025" or "03/11/2025" day first, "Total
 *   VAT", "Invoice Total", "Balance due", sort code and account number, sometimes an IBAN; VAT 20 %,
 *   5 % and zero-rated lines (Z 0 %));
 * - `consult`: a consultant's invoice with one row per day ("2025-10-06 | Workshop preparation |
 *   6.5 h | 120.00 | 780.00"), ISO dates, "Tax ID", "Payment details: Account holder / IBAN / BIC /
 *   Reference", EUR or CHF, seller DE/AT/CH/NL;
 * - `dates`: a simple English invoice with the many real date notations ("03-Nov-2025",
 *   "2025/11/03", "November 3rd, 2025", "3 Nov. 2025", "Nov 3, 2025", "3.11.2025", "03.11.25") and
 *   a due date written as "Due: 30 days (03/12/2025)";
 * - `money`: amounts in international notations ("$1,234.56", "USD 1,234.56", "CHF 1'234.50",
 *   "1 234,56 €" with a normal or narrow no-break space, "€ 1.234,56", "1,234.56 EUR"), a discount
 *   in the totals printed "(120.00)", "-120.00" or "120.00-", sometimes a payment already received;
 *   sellers FR/BE/CH/IE/NL in their language or English;
 * - `table2`: descriptions wrapping over two or three lines with a SKU line under the name and the
 *   unit in the quantity cell ("3 pcs", "2 hrs", "1 each", "5 boxes").
 *
 * Truth = the generated model. Decisions where the print allows more than one reading:
 * - a description wrapped over several lines is one item name: the wrapped lines joined with a
 *   space; the SKU line under it and the period line under a subscription are not part of it;
 * - "each" is the unit code EA, "boxes" XBX (Rec 21 box; BX is not in the EN 16931 list), "pcs" H87, "hrs"/"h" HUR, no printed unit C62;
 * - a UK account printed only as sort code and account number is not put in the truth (BT-84 is
 *   left empty; whether it is "12345678" or "123456 12345678" is a convention, not on the page);
 * - slashed numeric dates are day first: every seller here is European (UK, IE, NL, …) and the
 *   due date of `dates` is also given as "N days" from an issue date printed unambiguously;
 * - the Swiss VAT number printed "CHE-123.456.789 MWST" is CHE123456789MWST (written without its
 *   punctuation, as the other VAT ids; no corpus truth shows a Swiss one).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import { addDays, ibanWithCheck, randomTools, spaced, synthLine, synthParties } from './synthetic-model.ts';
import type { Helpers, Row, Style } from './synthetic-new.ts';

export const BLIND6_TPLS = ['saas', 'ukltd', 'consult', 'dates', 'money', 'table2'] as const;

interface P {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
  vat?: string;
}
interface Ln {
  name: string;
  /** printed lines of the description (wrapped name, then detail lines not part of the name) */
  desc: string[];
  qty: string;
  uw: string;
  uc: string;
  price: string;
  rate: string;
  cat: string;
  net: string;
  day?: string;
}
type Notation = 'en' | 'de' | 'fr' | 'ch';

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
const MONTHS_FR =
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');
const MONTHS_NL =
  'januari februari maart april mei juni juli augustus september oktober november december'.split(' ');
const CNAME: Record<string, string> = {
  DE: 'Germany',
  AT: 'Austria',
  CH: 'Switzerland',
  NL: 'Netherlands',
  FR: 'France',
  BE: 'Belgium',
  IE: 'Ireland',
  GB: 'United Kingdom',
};
const STD: Record<string, string> = {
  DE: '19',
  AT: '20',
  CH: '8.1',
  NL: '21',
  FR: '20',
  BE: '21',
  IE: '23',
  GB: '20',
};

const ordinal = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

export function generateBlind6(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const { rnd } = h;
  const { pick, int, digits } = randomTools(rnd);
  const tpl = BLIND6_TPLS[k % BLIND6_TPLS.length] as (typeof BLIND6_TPLS)[number];

  // --- parties -------------------------------------------------------------------------------
  const irish = (): P => {
    const [city, pc] = pick([
      ['Dublin 2', () => `D02 ${pick(['X', 'K', 'F', 'Y'])}${int(100, 999)}`],
      ['Dublin 4', () => `D04 ${pick(['A', 'V', 'C'])}${int(100, 999)}`],
      ['Cork', () => `T12 ${pick(['AB', 'XY', 'K7'])}${int(10, 99)}`],
      ['Galway', () => `H91 ${pick(['E', 'T'])}${int(100, 999)}`],
    ] as const);
    return {
      name: `${pick(['Liffey', 'Shannon', 'Wicklow', 'Clare', 'Atlantic'])} ${pick(['Cloud', 'Analytics', 'Software', 'Labs'])} ${pick(['Ltd', 'Limited', 'DAC'])}`,
      street: `${int(1, 80)} ${pick(['Grand Canal Street', 'Baggot Street Upper', 'Patrick Street', 'Eyre Square'])}`,
      pc: pc(),
      city,
      country: 'IE',
    };
  };
  const swiss = (): P => {
    const ch: Array<[string, string[]]> = [
      ['Zürich', ['8001', '8002', '8005', '8045']],
      ['Bern', ['3011', '3012', '3014']],
      ['Basel', ['4051', '4052', '4056']],
      ['Luzern', ['6003']],
    ];
    const [city, pcs] = pick(ch);
    const pc = () => pick(pcs);
    return {
      name: `${pick(['Alpen', 'Limmat', 'Aare', 'Rigi', 'Säntis'])} ${pick(['Consulting', 'Engineering', 'Analytics', 'Advisory'])} ${pick(['AG', 'GmbH', 'Sàrl'])}`,
      street: `${pick(['Bahnhofstrasse', 'Seestrasse', 'Marktgasse', 'Rue du Rhône'])} ${int(1, 90)}`,
      pc: pc(),
      city,
      country: 'CH',
    };
  };
  const british = (): P => {
    const [city, pc] = pick([
      [
        'London',
        () => `${pick(['SW1A', 'EC1A', 'EC2M', 'W1D', 'N1'])} ${int(1, 9)}${pick(['AA', 'BB', 'XT', 'HQ'])}`,
      ],
      ['Manchester', () => `M${int(1, 9)} ${int(1, 9)}${pick(['AE', 'BN', 'JW'])}`],
      ['Birmingham', () => `B${int(1, 9)} ${int(1, 9)}${pick(['TT', 'AA', 'DL'])}`],
      ['Leeds', () => `LS${int(1, 28)} ${int(1, 9)}${pick(['QJ', 'UE', 'HD'])}`],
      ['Glasgow', () => `G${int(1, 9)} ${int(1, 9)}${pick(['RE', 'PP'])}`],
      ['Cardiff', () => `CF10 ${int(1, 9)}${pick(['AN', 'EB'])}`],
    ] as const);
    return {
      name: `${pick(['Thames', 'Pennine', 'Kestrel', 'Oakridge', 'Harbour', 'Bramley'])} ${pick(['Supplies', 'Digital', 'Engineering', 'Print', 'Trading'])} ${pick(['Ltd', 'Limited', 'Ltd.'])}`,
      street: pick([
        `${int(1, 220)} ${pick(['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Kings Road'])}`,
        `Unit ${int(1, 30)}, ${pick(['Riverside Park', 'Enterprise Way', 'Mill Lane Estate'])}`,
      ]),
      pc: pc(),
      city,
      country: 'GB',
    };
  };
  const partyOf = (c: string): P =>
    c === 'IE' ? irish() : c === 'CH' ? swiss() : c === 'GB' ? british() : { ...h.party(c as 'DE') };
  const vatOf = (c: string): string =>
    c === 'IE'
      ? `IE${digits(7)}${pick(['A', 'T', 'W', 'H'])}${pick(['', 'A'])}`
      : c === 'CH'
        ? `CHE${digits(9)}MWST`
        : c === 'GB'
          ? `GB${int(1, 9)}${digits(8)}`
          : h.vatId(c as 'DE');
  /** VAT id as printed: GB in groups, the Swiss one as "CHE-123.456.789 MWST", others plain */
  const vatShown = (v: string) =>
    v.startsWith('GB') && rnd() < 0.7
      ? `GB ${v.slice(2, 5)} ${v.slice(5, 9)} ${v.slice(9)}`
      : v.startsWith('CHE')
        ? `CHE-${v.slice(3, 6)}.${v.slice(6, 9)}.${v.slice(9, 12)} MWST`
        : v;

  const home =
    tpl === 'saas'
      ? pick(['DE', 'IE', 'NL', 'FR'])
      : tpl === 'ukltd'
        ? 'GB'
        : tpl === 'consult'
          ? pick(['DE', 'AT', 'CH', 'NL'])
          : tpl === 'money'
            ? pick(['FR', 'BE', 'CH', 'IE', 'NL'])
            : pick(['GB', 'IE', 'NL', 'DE']);
  const s = partyOf(home);
  s.vat = vatOf(home);
  // saas: a buyer in another member state under reverse charge now and then
  const rc = tpl === 'saas' && rnd() < 0.4;
  const bc = rc ? pick(['DE', 'IE', 'NL', 'FR', 'AT', 'BE'].filter((c) => c !== home)) : home;
  const b = partyOf(bc);
  if (b.name.split(' ')[0] === s.name.split(' ')[0])
    b.name = `${pick(['Nova', 'Vertex', 'Polar'])} ${b.name}`;
  if (rc || rnd() < 0.45) b.vat = vatOf(bc);

  // --- notation ------------------------------------------------------------------------------
  const lang: 'en' | 'fr' | 'nl' =
    tpl === 'money' && home === 'FR'
      ? pick(['fr', 'fr', 'en'] as const)
      : tpl === 'money' && home === 'BE'
        ? pick(['fr', 'nl', 'en'] as const)
        : tpl === 'money' && home === 'NL'
          ? pick(['nl', 'en'] as const)
          : 'en';
  const cur =
    tpl === 'ukltd' || (tpl !== 'saas' && tpl !== 'money' && tpl !== 'consult' && home === 'GB')
      ? 'GBP'
      : home === 'CH'
        ? tpl === 'money'
          ? pick(['CHF', 'CHF', 'USD'])
          : 'CHF'
        : tpl === 'money' && home === 'IE'
          ? pick(['EUR', 'USD'])
          : 'EUR';
  const notation: Notation =
    tpl === 'money'
      ? home === 'FR'
        ? 'fr'
        : home === 'CH' && cur === 'CHF'
          ? 'ch'
          : home === 'BE' || home === 'NL'
            ? 'de'
            : 'en'
      : tpl === 'consult' && home === 'CH'
        ? pick(['ch', 'en'] as const)
        : 'en';
  const frSep = pick([' ', '\u00a0', '\u202f']);
  const group = (i: string) =>
    i.replace(
      /\B(?=(\d{3})+(?!\d))/g,
      notation === 'en' ? ',' : notation === 'fr' ? frSep : notation === 'ch' ? "'" : '.',
    );
  const fmt = (v: string, dp = 2): string => {
    const x = dec(v).toFixed(dp);
    const [i = '0', f = ''] = x.replace('-', '').split('.');
    const mark = notation === 'en' || notation === 'ch' ? '.' : ',';
    return `${x.startsWith('-') ? '-' : ''}${group(i)}${f ? `${mark}${f}` : ''}`;
  };
  const numTxt = (v: string) => {
    const [i = '0', f = ''] = v.split('.');
    return `${group(i)}${f ? `${notation === 'en' || notation === 'ch' ? '.' : ','}${f}` : ''}`;
  };
  // the document's way of writing an amount with its currency
  const moneyStyle =
    tpl === 'money'
      ? cur === 'USD'
        ? pick(['$pre', 'codepre'] as const)
        : cur === 'CHF'
          ? 'codepre'
          : home === 'FR'
            ? pick(['sympost', 'codepost'] as const)
            : home === 'IE'
              ? pick(['$pre', 'codepost'] as const)
              : home === 'BE'
                ? pick(['sympre', 'sympost'] as const)
                : 'sympre'
      : tpl === 'saas'
        ? '$pre'
        : 'none';
  const SYM: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', CHF: 'CHF' };
  const withCur = (m: string) =>
    moneyStyle === '$pre'
      ? `${m.startsWith('-') ? '-' : ''}${SYM[cur]}${m.replace('-', '')}`
      : moneyStyle === 'codepre'
        ? `${cur} ${m}`
        : moneyStyle === 'sympre'
          ? `${SYM[cur]} ${m}`
          : moneyStyle === 'sympost'
            ? `${m}${pick([' ', '\u00a0'])}${SYM[cur]}`
            : moneyStyle === 'codepost'
              ? `${m} ${cur}`
              : m;
  const always = (m: string) => (moneyStyle === 'none' ? `${m} ${cur}` : withCur(m));

  // --- dates ----------------------------------------------------------------------------------
  const year = pick(['2025', '2026']);
  const issue = `${year}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const dueDays = pick([14, 30, 30, 45]);
  const due = addDays(issue, dueDays);
  type DS =
    | 'long'
    | 'longord'
    | 'short'
    | 'ukord'
    | 'dmy'
    | 'iso'
    | 'dmon'
    | 'ymd'
    | 'dmonp'
    | 'mdy'
    | 'dot'
    | 'dot2';
  const fdate = (iso: string, st: DS): string => {
    const [y = '', m = '', d = ''] = iso.split('-');
    const mi = Number(m) - 1;
    const mon = MONTHS[mi] as string;
    const dd = Number(d);
    switch (st) {
      case 'long':
        return `${mon} ${dd}, ${y}`;
      case 'longord':
        return `${mon} ${ordinal(dd)}, ${y}`;
      case 'short':
        return `${mon.slice(0, 3)} ${dd}, ${y}`;
      case 'ukord':
        return `${ordinal(dd)} ${mon} ${y}`;
      case 'dmy':
        return `${d}/${m}/${y}`;
      case 'iso':
        return `${y}-${m}-${d}`;
      case 'dmon':
        return `${d}-${mon.slice(0, 3)}-${y}`;
      case 'ymd':
        return `${y}/${m}/${d}`;
      case 'dmonp':
        return `${dd} ${mon.slice(0, 3)}${mon.length > 3 ? '.' : ''} ${y}`;
      case 'mdy':
        return `${dd} ${mon} ${y}`;
      case 'dot':
        return `${dd}.${Number(m)}.${y}`;
      default:
        return `${d}.${m}.${y.slice(2)}`;
    }
  };
  const frDate = (iso: string) => {
    const [y = '', m = '', d = ''] = iso.split('-');
    return lang === 'fr'
      ? pick([`${d}/${m}/${y}`, `${Number(d)} ${MONTHS_FR[Number(m) - 1]} ${y}`])
      : lang === 'nl'
        ? pick([`${d}-${m}-${y}`, `${Number(d)} ${MONTHS_NL[Number(m) - 1]} ${y}`])
        : pick([`${d}/${m}/${y}`, fdate(iso, 'mdy'), fdate(iso, 'dmon')]);
  };

  // --- lines ---------------------------------------------------------------------------------
  const std = STD[home] as string;
  const lines: Ln[] = [];
  const mk = (l: Omit<Ln, 'net'>): Ln => ({ ...l, net: round(dec(l.qty).times(dec(l.price))) });
  if (tpl === 'saas') {
    const plans = ['Pro plan', 'Business plan', 'Team plan (annual)', 'Starter', 'Enterprise seats'];
    const addons = [
      'Additional seats',
      'Extra storage (100 GB)',
      'Priority support',
      'API usage',
      'SMS credits',
      'Onboarding package',
    ];
    const n = int(1, 4);
    const periodEnd = addDays(issue, pick([30, 31, 365]));
    for (let i = 0; i < n; i++) {
      const name = i === 0 ? pick(plans) : pick(addons);
      const [qty, price] =
        name === 'API usage' || name === 'SMS credits'
          ? [String(int(1, 40) * 1000), pick(['0.002', '0.01', '0.005'])]
          : [String(i === 0 ? 1 : int(1, 25)), `${int(5, 499)}.${pick(['00', '00', '99', '50'])}`];
      const st = rnd() < 0.5 ? 'short' : 'long';
      const [, ey] = periodEnd.split('-');
      const period =
        st === 'short' && issue.slice(0, 4) === ey
          ? `${fdate(issue, 'short').replace(/, \d{4}$/, '')} – ${fdate(periodEnd, 'short')}`
          : `${fdate(issue, 'short')} – ${fdate(periodEnd, 'short')}`;
      lines.push(
        mk({
          name,
          desc: [name, period],
          qty,
          uw: '',
          uc: 'C62',
          price,
          rate: rc ? '0' : std,
          cat: rc ? 'AE' : 'S',
        }),
      );
    }
  } else if (tpl === 'ukltd') {
    const items: Array<[string, string]> = [
      ['Office chairs', '20'],
      ['Printer toner cartridges', '20'],
      ['Installation labour', '20'],
      ['Consultancy (half day)', '20'],
      ['Domestic energy-saving materials', '5'],
      ['Child car seats', '5'],
      ['Printed books', '0'],
      ['Children’s clothing', '0'],
      ['Delivery charge', '20'],
    ];
    const n = int(1, 6);
    for (let i = 0; i < n; i++) {
      const [name, rate] = pick(items);
      const hrs = name.startsWith('Installation');
      lines.push(
        mk({
          name,
          desc: [name],
          qty: hrs ? pick(['1.5', '2', '3.5', '6']) : String(int(1, 24)),
          uw: hrs ? 'hrs' : '',
          uc: hrs ? 'HUR' : 'C62',
          price: `${int(2, 380)}.${pick(['00', '50', '95', digits(2)])}`,
          rate,
          cat: rate === '0' ? 'Z' : 'S',
        }),
      );
    }
  } else if (tpl === 'consult') {
    const tasks = [
      'Workshop preparation',
      'Workshop delivery',
      'Requirements analysis',
      'Architecture review',
      'Stakeholder interviews',
      'Documentation',
      'Code review and feedback',
      'Travel time (50 %)',
    ];
    const n = int(2, 9);
    let d = addDays(issue, -int(20, 35));
    const rate = `${pick([85, 95, 110, 120, 135, 150])}.00`;
    for (let i = 0; i < n; i++) {
      d = addDays(d, int(1, 3));
      const name = pick(tasks);
      lines.push(
        mk({
          name,
          desc: [name],
          qty: pick(['1', '2.5', '4', '6.5', '7.5', '8', '3.25']),
          uw: 'h',
          uc: 'HUR',
          price: rate,
          rate: std,
          cat: 'S',
          day: d,
        }),
      );
    }
  } else if (tpl === 'table2') {
    const heads = [
      'Ergonomic office chair with adjustable armrests and lumbar support, black',
      'Stainless steel water bottle 750 ml, vacuum insulated',
      'Wireless keyboard and mouse set (UK layout)',
      'Installation and configuration of network switches on site',
      'Recycled copy paper A4 80 g/m², 5 reams per box',
      'Technical support, remote, billed per started hour',
      'LED panel light 600 x 600 mm, 36 W, neutral white 4000 K',
    ];
    const units: Array<[string, string, string]> = [
      ['pcs', 'H87', 'int'],
      ['hrs', 'HUR', 'h'],
      ['each', 'EA', 'int'],
      ['boxes', 'XBX', 'int'],
      ['pc', 'H87', 'int'],
      ['hr', 'HUR', 'h'],
    ];
    const width = pick([26, 30, 34]);
    const n = int(1, 5);
    for (let i = 0; i < n; i++) {
      const name = pick(heads);
      let [uw, uc, kind] = pick(units);
      if (name.startsWith('Installation') || name.startsWith('Technical'))
        [uw, uc, kind] = pick(units.filter((u) => u[1] === 'HUR'));
      else if (uc === 'HUR') [uw, uc, kind] = ['pcs', 'H87', 'int'];
      if (name.startsWith('Recycled')) [uw, uc, kind] = ['boxes', 'XBX', 'int'];
      const qty = kind === 'h' ? pick(['1', '2', '2.5', '4']) : String(int(1, 40));
      if (qty === '1' && uw.endsWith('s') && uw !== 'boxes') uw = uw.slice(0, -1);
      if (qty === '1' && uw === 'boxes') uw = 'box';
      // wrap the name at the column width (word boundaries)
      const wrapped: string[] = [];
      let cur = '';
      for (const w of name.split(' ')) {
        if (cur && cur.length + 1 + w.length > width) {
          wrapped.push(cur);
          cur = w;
        } else cur = cur ? `${cur} ${w}` : w;
      }
      if (cur) wrapped.push(cur);
      const sku = `${pick(['SKU', 'Art. no.', 'Item code', 'SKU'])}: ${pick(['AB', 'XK', 'TR', 'MN'])}-${digits(4)}`;
      lines.push(
        mk({
          name,
          desc: [...wrapped.slice(0, 3), sku],
          qty,
          uw: uw as string,
          uc: uc as string,
          price: `${int(1, 450)}.${pick(['00', '50', '95', digits(2)])}`,
          rate: std,
          cat: 'S',
        }),
      );
    }
  } else {
    // dates / money: a plain goods and services invoice
    const names =
      lang === 'fr'
        ? ['Prestation de conseil', 'Licence logicielle', 'Formation (1 jour)', 'Maintenance annuelle']
        : lang === 'nl'
          ? ['Advieswerkzaamheden', 'Softwarelicentie', 'Training (1 dag)', 'Onderhoud jaarlijks']
          : [
              'Consulting services',
              'Software licence',
              'Training day',
              'Annual maintenance',
              'Hardware rental',
              'Design work',
            ];
    const n = int(1, 5);
    for (let i = 0; i < n; i++) {
      const name = pick(names);
      lines.push(
        mk({
          name,
          desc: [name],
          qty: String(int(1, 12)),
          uw: '',
          uc: 'C62',
          price: `${int(10, 2400)}.${pick(['00', '50', digits(2)])}`,
          rate: std,
          cat: 'S',
        }),
      );
    }
  }

  // --- totals ----------------------------------------------------------------------------------
  const lineNet = round(lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  // money: a discount on the whole invoice (one rate there), and a payment already received
  const discPct = tpl === 'money' && rnd() < 0.7 ? pick(['5', '10', '3', '2.5']) : '';
  const disc = discPct ? round(dec(lineNet).times(dec(discPct)).dividedBy(100)) : '';
  const groups = new Map<string, { cat: string; rate: string; base: string }>();
  for (const l of lines) {
    const key = `${l.cat}/${l.rate}`;
    const g = groups.get(key) ?? { cat: l.cat, rate: l.rate, base: '0' };
    g.base = round(dec(g.base).plus(dec(l.net)));
    groups.set(key, g);
  }
  if (disc) for (const g of groups.values()) g.base = round(dec(g.base).minus(dec(disc)));
  const vat = [...groups.values()]
    .sort((a, c) => Number(c.rate) - Number(a.rate))
    .map((g) => ({ ...g, tax: round(dec(g.base).times(dec(g.rate)).dividedBy(100)) }));
  const taxEx = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(taxEx).plus(dec(vatT)));
  const paid =
    tpl === 'money' && rnd() < 0.35
      ? round(
          dec(gross)
            .times(dec(pick(['0.3', '0.5'])))
            .toDecimalPlaces(0),
        )
      : '';
  const dueAmt = paid ? round(dec(gross).minus(dec(paid))) : gross;

  const bban = (cc: string): string =>
    cc === 'NL'
      ? `${pick(['ABNA', 'INGB', 'RABO', 'BUNQ'])}0${digits(9)}`
      : cc === 'GB' || cc === 'IE'
        ? `${cc === 'IE' ? pick(['AIBK', 'BOFI']) : pick(['BARC', 'NWBK', 'HBUK', 'LOYD'])}${digits(14)}`
        : cc === 'CH'
          ? `00${digits(3)}${digits(12)}`
          : digits(({ AT: 16, FR: 23, BE: 12, DE: 18 } as Record<string, number>)[cc] ?? 18);
  const ibCc = home;
  const ib = ibanWithCheck(ibCc, bban(ibCc));
  const BIC: Record<string, string[]> = {
    IE: ['AIBKIE2D', 'BOFIIE2D'],
    GB: ['BARCGB22', 'NWBKGB2L', 'HBUKGB4B', 'LOYDGB2L'],
    NL: ['INGBNL2A', 'RABONL2U', 'ABNANL2A', 'BUNQNL2A'],
    FR: ['BNPAFRPPXXX', 'AGRIFRPP', 'CCBPFRPPLYO'],
    BE: ['GEBABEBB', 'KREDBEBB', 'BBRUBEBB'],
    AT: ['BKAUATWW', 'GIBAATWWXXX', 'RZOOAT2L'],
    CH: ['UBSWCHZH80A', 'ZKBKCHZZ80A', 'POFICHBEXXX'],
    DE: ['COBADEFFXXX', 'DEUTDEFFXXX', 'GENODEM1GLS', 'BYLADEM1001'],
  };
  const bic = pick(BIC[ibCc] as string[]);
  const number =
    tpl === 'saas'
      ? `${Array.from({ length: 8 }, () => pick([...'ABCDEF0123456789'])).join('')}-${digits(4)}`
      : tpl === 'ukltd'
        ? pick([`INV-${digits(5)}`, `${int(1000, 9999)}`, `SI${digits(6)}`])
        : tpl === 'consult'
          ? `INV-${year}-${digits(3)}`
          : pick([
              `${year}-${digits(4)}`,
              `INV${digits(5)}`,
              `${int(10000, 99999)}`,
              `F${year.slice(2)}/${digits(3)}`,
            ]);
  const po =
    (tpl === 'ukltd' || tpl === 'table2' || tpl === 'dates') && rnd() < 0.3
      ? pick([`PO-${int(1000, 99999)}`, `${int(4500000000, 4500999999)}`])
      : undefined;

  // --- what the page shows decides the truth ---------------------------------------------------
  const showIban = tpl === 'saas' ? rnd() < 0.5 : tpl === 'ukltd' ? rnd() < 0.5 : true;
  const showBic = showIban && rnd() < 0.75;
  // dates: the due date as a date, as "Due: 30 days (03/12/2025)", or only as "30 days" (no date)
  const dueMode = tpl === 'dates' ? pick(['kv', 'paren', 'paren', 'none'] as const) : 'kv';

  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, currency: cur });
  if (dueMode !== 'none') inv.dueDate = due;
  if (po) inv.purchaseOrderReference = po;
  Object.assign(inv, synthParties(s, b));
  if (showIban)
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: ib, ...(showBic ? { providerId: bic } : {}) }],
    };
  inv.totals = {
    lineNetTotal: lineNet,
    taxExclusive: taxEx,
    vatTotal: vatT,
    taxInclusive: gross,
    amountDue: dueAmt,
    ...(disc ? { allowanceTotal: disc } : {}),
    ...(paid ? { paidAmount: paid } : {}),
  };
  if (disc) {
    const g = vat[0];
    inv.allowances = [
      {
        amount: disc,
        percentage: discPct,
        baseAmount: lineNet,
        vatCategoryCode: g?.cat ?? 'S',
        vatRate: g?.rate ?? std,
        reason: 'Discount',
      },
    ];
  }
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: v.cat,
    rate: v.rate,
    ...(v.cat === 'AE' ? { exemptionReason: 'Reverse charge' } : {}),
  }));
  inv.lines = lines.map((l, i) =>
    synthLine({
      id: String(i + 1),
      qty: l.qty,
      uc: l.uc,
      net: l.net,
      netPrice: l.price,
      category: l.cat,
      rate: l.rate,
      name: l.name,
    }),
  );

  // --- drawing -------------------------------------------------------------------------------
  const rows: Row[] = [];
  const put = (y: number, x: number, text: string, st: Style = {}) => {
    rows.push([y, x, text, st]);
  };
  const block = (ls: string[], x: number, y: number, st: Style = {}) => {
    const step = Math.round((st.size ?? 10) * 1.25);
    ls.forEach((l, i) => void put(y + i * step, x, l, st));
    return y + ls.length * step;
  };
  const kv = (y: number, x: number, vx: number, pairs: Array<[string, string]>, st: Style = { size: 9 }) => {
    pairs.forEach(([a, v], i) => {
      put(y + i * 13, x, a, st);
      put(y + i * 13, vx, v, { ...st, right: vx > 500 });
    });
    return y + pairs.length * 13;
  };
  const cityLine = (p: P) =>
    p.country === 'GB'
      ? `${p.city} ${p.pc}`
      : p.country === 'IE'
        ? `${p.city}, ${p.pc}`
        : p.country === 'CH' && rnd() < 0.3
          ? `CH-${p.pc} ${p.city}`
          : `${p.pc} ${p.city}`;
  const addr = (p: P, withCountry: boolean) => [
    p.name,
    p.street,
    ...(p.country === 'GB' ? (rnd() < 0.6 ? [p.city, p.pc] : [cityLine(p)]) : [cityLine(p)]),
    ...(withCountry ? [CNAME[p.country] ?? p.country] : []),
  ];
  const small = { size: 7 };
  const totals = (y: number, tot: Array<[string, string, boolean?]>, lx = 330) => {
    for (const [a, v, bo] of tot) {
      put(y, lx, a, { size: 9, bold: bo });
      put(y, 545, v, { size: 9, right: true, bold: bo });
      y += 14;
    }
    return y;
  };
  const pct = (r: string) => `${numTxt(r)}%`;

  if (tpl === 'saas') {
    const ds: DS = 'long';
    const sellerTop = rnd() < 0.5;
    put(40, 40, pick(['Invoice', 'INVOICE']), { size: 20, bold: true });
    if (sellerTop) put(44, 545, s.name, { size: 12, bold: true, right: true });
    kv(80, 40, 150, [
      ['Invoice number', number],
      ['Date of issue', fdate(issue, ds)],
      ['Date due', fdate(due, ds)],
    ]);
    const sLines = [s.name, s.street, cityLine(s), CNAME[s.country] ?? s.country];
    if (rnd() < 0.5) sLines.push(`${pick(['VAT', 'VAT ID', `${s.country} VAT`])} ${s.vat}`);
    else sLines.push(`${pick(['billing', 'accounts'])}@${s.name.split(' ')[0]?.toLowerCase()}.example`);
    const sy = block(sLines, 40, 140, { size: 9 });
    put(140, 300, 'Bill to', { size: 9, bold: true });
    let by = block(
      [...addr(b, true).slice(0), `${b.name.split(' ')[0]?.toLowerCase()}@example.com`],
      300,
      152,
      {
        size: 9,
      },
    );
    if (b.vat) {
      put(by, 300, `${pick(['VAT', 'EU VAT', `${b.country} VAT`, 'VAT ID'])} ${b.vat}`, { size: 9 });
      by += 11;
    }
    const vatInBlock = sLines.some((l) => l.includes(s.vat ?? '#'));
    let y = Math.max(sy, by) + 20;
    put(y, 40, `${withCur(fmt(dueAmt))} due ${fdate(due, ds)}`, { size: 16, bold: true });
    y += 26;
    if (rnd() < 0.5) {
      put(y, 40, 'Pay online', { size: 9 });
      y += 14;
    }
    y += 10;
    const xs = [40, 330, 410, 460, 545];
    ['Description', 'Qty', 'Unit price', 'Tax', 'Amount'].forEach(
      (hd, i) => void put(y, xs[i] as number, hd, { size: 8, right: i > 0 }),
    );
    y += 16;
    for (const l of lines) {
      put(y, 40, l.desc[0] as string, { size: 9 });
      put(y, 330, numTxt(l.qty), { size: 9, right: true });
      put(y, 410, withCur(fmt(l.price, Math.max(2, (l.price.split('.')[1] ?? '').length))), {
        size: 9,
        right: true,
      });
      if (!rc) put(y, 460, pct(l.rate), { size: 9, right: true });
      put(y, 545, withCur(fmt(l.net)), { size: 9, right: true });
      put(y + 11, 40, l.desc[1] as string, { size: 8 });
      y += 26;
    }
    y += 6;
    const tot: Array<[string, string, boolean?]> = [
      ['Subtotal', withCur(fmt(lineNet))],
      ['Total excluding tax', withCur(fmt(taxEx))],
    ];
    if (!rc)
      for (const v of vat)
        tot.push([
          `${pick(['VAT', `VAT - ${CNAME[home]}`])} (${pct(v.rate)} on ${withCur(fmt(v.base))})`,
          withCur(fmt(v.tax)),
        ]);
    tot.push(['Total', withCur(fmt(gross))], ['Amount due', withCur(fmt(dueAmt)), true]);
    y = totals(y, tot, 300);
    y += 12;
    if (rc) {
      put(y, 40, 'Tax to be paid on reverse charge basis', { size: 9 });
      y += 14;
    }
    if (showIban) {
      put(y, 40, 'Pay by bank transfer', { size: 9, bold: true });
      kv(y + 13, 40, 150, [
        ['Bank', pick(['Deutsche Bank', 'AIB', 'ING', 'BNP Paribas', 'Revolut Bank'])],
        ['IBAN', pick([ib, spaced(ib)])],
        ...(showBic ? ([['BIC', bic]] as Array<[string, string]>) : []),
        ['Reference', number],
      ]);
    }
    if (!vatInBlock || rnd() < 0.3)
      put(790, 40, `${s.name} · ${s.street}, ${cityLine(s)} · VAT ${s.vat}`, small);
    put(810, 40, `${number} · ${withCur(fmt(dueAmt))} due ${fdate(due, ds)}`, small);
    put(810, 545, 'Page 1 of 1', { ...small, right: true });
  } else if (tpl === 'ukltd') {
    const ds: DS = pick(['ukord', 'dmy', 'mdy'] as const);
    put(40, 40, s.name, { size: 16, bold: true });
    const pcShown = (p: P) => (rnd() < 0.4 ? p.pc.replace(' ', '') : p.pc);
    const sp = { ...s, pc: pcShown(s) };
    let y = block(addr(sp, rnd() < 0.3).slice(1), 40, 62, { size: 9 });
    put(y, 40, `${pick(['VAT Registration No:', 'VAT Reg No.', 'VAT No:'])} ${vatShown(s.vat ?? '')}`, {
      size: 9,
    });
    put(
      y + 11,
      40,
      `${pick(['Company No:', 'Company Registration No.', 'Registered in England No.'])} ${digits(8)}`,
      {
        size: 9,
      },
    );
    put(40, 545, pick(['INVOICE', 'TAX INVOICE', 'VAT INVOICE']), { size: 20, bold: true, right: true });
    const meta: Array<[string, string]> = [
      [pick(['Invoice No:', 'Invoice Number', 'Invoice #']), number],
      [pick(['Invoice Date:', 'Date:', 'Tax Date']), fdate(issue, ds)],
      [pick(['Due Date:', 'Payment Due:']), fdate(due, ds)],
    ];
    if (po) meta.push([pick(['Your Order No:', 'PO Number:', 'Order No:']), po]);
    meta.push([pick(['Account No:', 'Customer ID:']), `${b.name.slice(0, 3).toUpperCase()}${digits(3)}`]);
    kv(80, 370, 545, meta);
    put(160, 40, pick(['Invoice To:', 'Bill To:', 'Invoice to']), { size: 9, bold: true });
    const bp = { ...b, pc: pcShown(b) };
    y = block(addr(bp, false), 40, 173, { size: 9 });
    if (b.vat) put(y, 40, `VAT No: ${vatShown(b.vat)}`, { size: 9 });
    y = Math.max(y + 14, 80 + meta.length * 13) + 26;
    const zCode = pick(['0%', 'Z', '0.0%', 'Zero']);
    const rateCell = (l: Ln) => (l.cat === 'Z' ? zCode : pick([pct(l.rate), pct(l.rate), `${pct(l.rate)}`]));
    const vatCol = rnd() < 0.5;
    const head = vatCol
      ? ['Description', 'Qty', 'Unit Price', 'VAT %', 'VAT', 'Net']
      : ['Description', 'Qty', 'Unit Price', 'VAT Rate', 'Amount'];
    const xs = vatCol ? [40, 300, 370, 420, 480, 545] : [40, 320, 400, 460, 545];
    head.forEach((hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: i > 0 }));
    y += 18;
    for (const l of lines) {
      const cells = [
        l.name,
        `${numTxt(l.qty)}${l.uw ? ` ${l.uw}` : ''}`,
        fmt(l.price),
        rateCell(l),
        ...(vatCol ? [fmt(round(dec(l.net).times(dec(l.rate)).dividedBy(100)))] : []),
        fmt(l.net),
      ];
      cells.forEach((c, i) => void put(y, xs[i] as number, c, { size: 9, right: i > 0 }));
      y += 15;
    }
    y += 10;
    const tot: Array<[string, string, boolean?]> = [
      [pick(['Subtotal', 'Net Total', 'Total Net']), withCur(fmt(taxEx))],
    ];
    if (vat.length > 1 && rnd() < 0.6)
      for (const v of vat)
        tot.push([
          v.cat === 'Z' ? pick(['VAT @ 0% (zero-rated)', 'Zero rated VAT']) : `VAT @ ${pct(v.rate)}`,
          withCur(fmt(v.tax)),
        ]);
    tot.push([pick(['Total VAT', 'VAT Total']), withCur(fmt(vatT))]);
    tot.push([
      pick(['Invoice Total', 'Total', 'Invoice Total GBP']),
      pick([`£${fmt(gross)}`, fmt(gross)]),
      true,
    ]);
    if (rnd() < 0.7) tot.push([pick(['Balance due', 'Balance Due', 'Amount Due']), `£${fmt(dueAmt)}`, true]);
    y = totals(y, tot, 330);
    y += 10;
    if (zCode === 'Z' && vat.some((v) => v.cat === 'Z')) {
      put(y, 40, 'Z = zero-rated supplies', { size: 8 });
      y += 12;
    }
    put(y, 40, `Payment terms: ${dueDays} days`, { size: 8 });
    y += 20;
    put(y, 40, pick(['Bank details', 'Payment details', 'Please pay by BACS to:']), { size: 9, bold: true });
    const bank: Array<[string, string]> = [
      ['Account name', s.name],
      ['Bank', pick(['Barclays Bank plc', 'NatWest', 'HSBC UK', 'Lloyds Bank'])],
      ['Sort code', `${digits(2)}-${digits(2)}-${digits(2)}`],
      [pick(['Account no.', 'Account number', 'Account No:']), digits(8)],
    ];
    if (showIban) bank.push(['IBAN', pick([ib, spaced(ib)])]);
    if (showBic) bank.push([pick(['BIC', 'SWIFT/BIC']), bic]);
    kv(y + 13, 40, 140, bank, { size: 8 });
    put(
      800,
      40,
      `${s.name} is a company registered in England and Wales. Registered office: ${s.street}, ${cityLine(s)}.`,
      small,
    );
  } else if (tpl === 'consult') {
    const ch = notation === 'ch';
    put(40, 40, s.name, { size: 15, bold: true });
    let y = block([s.street, cityLine(s), CNAME[s.country] ?? s.country], 40, 60, { size: 9 });
    put(y, 40, `${pick(['Tax ID', 'Tax ID:', 'VAT ID:'])} ${vatShown(s.vat ?? '')}`, { size: 9 });
    put(40, 545, 'INVOICE', { size: 18, bold: true, right: true });
    const period = `${lines[0]?.day} – ${lines[lines.length - 1]?.day}`;
    kv(70, 360, 545, [
      ['Invoice', number],
      ['Invoice date', fdate(issue, 'iso')],
      ['Due date', fdate(due, 'iso')],
      ['Service period', period],
    ]);
    put(140, 40, pick(['Client', 'Bill to', 'Customer']), { size: 9, bold: true });
    y = block(addr(b, b.country !== home), 40, 153, { size: 9 });
    if (b.vat) put(y, 40, `VAT ID: ${vatShown(b.vat)}`, { size: 9 });
    y = Math.max(y + 14, 200) + 24;
    const hrs = pick(['Hours', 'Hrs', 'Time']);
    const head = ['Date', 'Description', hrs, 'Rate', 'Amount'];
    const xs = [40, 110, 360, 440, 545];
    head.forEach((hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: i > 1 }));
    y += 16;
    // a bare number only under an hours head ("Time" says nothing of the unit)
    const unitTxt = ((u) => (u === '' && hrs === 'Time' ? ' h' : u))(pick(['h', ' h', ' hrs', '']));
    for (const l of lines) {
      [
        fdate(l.day ?? issue, 'iso'),
        l.name,
        `${numTxt(l.qty)}${unitTxt.trim() ? `${unitTxt}` : ''}`,
        fmt(l.price),
        fmt(l.net),
      ].forEach((c, i) => void put(y, xs[i] as number, c, { size: 9, right: i > 1 }));
      y += 14;
    }
    y += 10;
    const hours = lines.reduce((a, l) => a.plus(dec(l.qty)), dec(0));
    put(y, 110, `Total hours: ${numTxt(hours.toString())}`, { size: 9 });
    const tot: Array<[string, string, boolean?]> = [[pick(['Net total', 'Subtotal']), fmt(taxEx)]];
    for (const v of vat) tot.push([`${ch ? 'MWST' : 'VAT'} ${pct(v.rate)}`, fmt(v.tax)]);
    tot.push([`Total ${cur}`, fmt(gross), true]);
    y = totals(y + 16, tot, 340);
    y += 16;
    put(y, 40, `Please transfer the total within ${dueDays} days.`, { size: 9 });
    put(y + 20, 40, 'Payment details', { size: 9, bold: true });
    kv(y + 33, 40, 140, [
      ['Account holder', s.name],
      ['IBAN', spaced(ib)],
      ...(showBic ? ([['BIC', bic]] as Array<[string, string]>) : []),
      ['Reference', number],
    ]);
  } else if (tpl === 'dates') {
    const order: DS[] = ['dmon', 'ymd', 'longord', 'dmonp', 'short', 'dot', 'dot2', 'long', 'iso', 'ukord'];
    const ds = pick(order);
    const ds2 = rnd() < 0.5 ? ds : pick(order);
    put(40, 40, s.name, { size: 15, bold: true });
    let y = block([s.street, cityLine(s), CNAME[s.country] ?? s.country], 40, 60, { size: 9 });
    put(y, 40, `VAT No. ${vatShown(s.vat ?? '')}`, { size: 9 });
    put(40, 545, 'INVOICE', { size: 18, bold: true, right: true });
    const meta: Array<[string, string]> = [
      [pick(['Invoice No.', 'Invoice number', 'Invoice #']), number],
      [pick(['Invoice date', 'Date', 'Date of invoice', 'Issued']), fdate(issue, ds)],
    ];
    if (rnd() < 0.4)
      meta.push([pick(['Delivery date', 'Date of supply']), fdate(addDays(issue, -int(1, 9)), ds2)]);
    if (dueMode === 'kv') meta.push([pick(['Due date', 'Payment due', 'Due']), fdate(due, ds2)]);
    if (dueMode === 'paren') meta.push(['Due:', `${dueDays} days (${fdate(due, 'dmy')})`]);
    if (po) meta.push([pick(['PO number', 'Your order']), po]);
    kv(70, 360, 545, meta);
    put(140, 40, pick(['Bill to', 'Invoice to', 'Customer']), { size: 9, bold: true });
    y = block(addr(b, b.country !== home), 40, 153, { size: 9 });
    if (b.vat) put(y, 40, `VAT No. ${vatShown(b.vat)}`, { size: 9 });
    y = Math.max(y + 14, 70 + meta.length * 13) + 24;
    const xs = [40, 330, 420, 545];
    ['Description', 'Qty', 'Unit price', 'Amount'].forEach(
      (hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: i > 0 }),
    );
    y += 16;
    for (const l of lines) {
      [l.name, numTxt(l.qty), fmt(l.price), fmt(l.net)].forEach(
        (c, i) => void put(y, xs[i] as number, c, { size: 9, right: i > 0 }),
      );
      y += 14;
    }
    y += 10;
    const tot: Array<[string, string, boolean?]> = [['Subtotal', fmt(taxEx)]];
    for (const v of vat) tot.push([`VAT ${pct(v.rate)}`, fmt(v.tax)]);
    tot.push([`Total ${cur}`, fmt(gross), true]);
    y = totals(y, tot, 340);
    y += 16;
    if (dueMode === 'none') put(y, 40, `Payment due ${dueDays} days from the invoice date.`, { size: 9 });
    else if (dueMode === 'paren' && rnd() < 0.5) put(y, 40, `Terms: net ${dueDays} days.`, { size: 9 });
    put(y + 14, 40, `IBAN ${spaced(ib)}${showBic ? ` · BIC ${bic}` : ''}`, { size: 9 });
  } else if (tpl === 'money') {
    const W = {
      en: {
        title: 'INVOICE',
        no: 'Invoice number',
        date: 'Invoice date',
        due: 'Due date',
        to: 'Bill to',
        head: ['Description', 'Qty', 'Unit price', 'Amount'],
        sub: 'Subtotal',
        disc: (p: string) => `Discount ${p}%`,
        net: 'Net amount',
        vat: (r: string) => `VAT ${r}`,
        tot: 'Total',
        paid: pick(['Payment received', 'Less: amount paid', 'Deposit paid']),
        due2: pick(['Amount due', 'Balance due']),
        vatno: 'VAT No.',
      },
      fr: {
        title: 'FACTURE',
        no: 'N° de facture',
        date: 'Date de facture',
        due: "Date d'échéance",
        to: 'Facturé à',
        head: ['Désignation', 'Qté', 'Prix unitaire', 'Montant HT'],
        sub: 'Total HT avant remise',
        disc: (p: string) => `Remise ${p} %`,
        net: 'Total HT',
        vat: (r: string) => `TVA ${r}`,
        tot: 'Total TTC',
        paid: pick(['Acompte versé', 'Déjà payé']),
        due2: 'Net à payer',
        vatno: 'N° TVA',
      },
      nl: {
        title: 'FACTUUR',
        no: 'Factuurnummer',
        date: 'Factuurdatum',
        due: 'Vervaldatum',
        to: 'Factuur aan',
        head: ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'],
        sub: 'Subtotaal',
        disc: (p: string) => `Korting ${p}%`,
        net: 'Totaal excl. btw',
        vat: (r: string) => `BTW ${r}`,
        tot: 'Totaal incl. btw',
        paid: pick(['Reeds betaald', 'Aanbetaling']),
        due2: 'Te betalen',
        vatno: 'BTW-nr.',
      },
    }[lang];
    const neg = pick(['paren', 'minus', 'trail'] as const);
    const negTxt = (v: string) =>
      neg === 'paren'
        ? `(${withCur(fmt(v))})`
        : neg === 'minus'
          ? withCur(fmt(`-${v}`))
          : `${withCur(fmt(v))}-`;
    put(40, 40, s.name, { size: 15, bold: true });
    let y = block([s.street, cityLine(s), CNAME[s.country] ?? s.country], 40, 60, { size: 9 });
    put(y, 40, `${W.vatno} ${vatShown(s.vat ?? '')}`, { size: 9 });
    put(40, 545, W.title, { size: 18, bold: true, right: true });
    kv(70, 360, 545, [
      [W.no, number],
      [W.date, frDate(issue)],
      [W.due, frDate(due)],
    ]);
    put(140, 40, W.to, { size: 9, bold: true });
    y = block(addr(b, b.country !== home), 40, 153, { size: 9 });
    if (b.vat) put(y, 40, `${W.vatno} ${vatShown(b.vat)}`, { size: 9 });
    y = Math.max(y + 14, 200) + 24;
    const xs = [40, 320, 430, 545];
    W.head.forEach((hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: i > 0 }));
    y += 16;
    for (const l of lines) {
      [l.name, numTxt(l.qty), withCur(fmt(l.price)), withCur(fmt(l.net))].forEach(
        (c, i) => void put(y, xs[i] as number, c, { size: 9, right: i > 0 }),
      );
      y += 14;
    }
    y += 10;
    const tot: Array<[string, string, boolean?]> = [];
    if (disc) {
      tot.push([W.sub, withCur(fmt(lineNet))], [W.disc(numTxt(discPct)), negTxt(disc)]);
    }
    tot.push([W.net, withCur(fmt(taxEx))]);
    for (const v of vat) tot.push([W.vat(pct(v.rate)), withCur(fmt(v.tax))]);
    tot.push([W.tot, withCur(fmt(gross)), true]);
    if (paid) tot.push([W.paid, negTxt(paid)], [W.due2, always(fmt(dueAmt)), true]);
    y = totals(y, tot, 320);
    y += 18;
    put(y, 40, `IBAN ${spaced(ib)}${showBic ? ` – BIC ${bic}` : ''}`, { size: 9 });
  } else {
    // table2
    put(40, 40, s.name, { size: 15, bold: true });
    let y = block([s.street, cityLine(s), CNAME[s.country] ?? s.country], 40, 60, { size: 9 });
    put(y, 40, `VAT No. ${vatShown(s.vat ?? '')}`, { size: 9 });
    put(40, 545, 'INVOICE', { size: 18, bold: true, right: true });
    const meta: Array<[string, string]> = [
      ['Invoice No.', number],
      ['Invoice date', fdate(issue, pick(['long', 'dmon', 'iso'] as const))],
    ];
    meta.push(['Due date', fdate(due, pick(['long', 'dmon', 'iso'] as const))]);
    if (po) meta.push(['Order ref.', po]);
    kv(70, 360, 545, meta);
    put(140, 40, 'Invoice to', { size: 9, bold: true });
    y = block(addr(b, b.country !== home), 40, 153, { size: 9 });
    if (b.vat) put(y, 40, `VAT No. ${vatShown(b.vat)}`, { size: 9 });
    y = Math.max(y + 14, 200) + 24;
    const numbered = rnd() < 0.5;
    const xs = numbered ? [40, 62, 330, 430, 545] : [40, 330, 430, 545];
    const head = ['Item', 'Quantity', 'Unit price', 'Total'];
    if (numbered) head.unshift('#');
    head.forEach(
      (hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: i >= (numbered ? 2 : 1) }),
    );
    y += 16;
    const dx = numbered ? 62 : 40;
    lines.forEach((l, i) => {
      if (numbered) put(y, 40, String(i + 1), { size: 9 });
      l.desc.forEach((d, j) => {
        const sku = j === l.desc.length - 1;
        put(y + j * 11, dx, d, { size: sku ? 7 : 9 });
      });
      const cells = [`${numTxt(l.qty)} ${l.uw}`, withCur(fmt(l.price)), withCur(fmt(l.net))];
      cells.forEach((c, j) => void put(y, xs[j + (numbered ? 2 : 1)] as number, c, { size: 9, right: true }));
      y += l.desc.length * 11 + 8;
    });
    y += 8;
    const tot: Array<[string, string, boolean?]> = [['Subtotal', fmt(taxEx)]];
    for (const v of vat) tot.push([`VAT ${pct(v.rate)}`, fmt(v.tax)]);
    tot.push([`Total ${cur}`, fmt(gross), true]);
    y = totals(y, tot, 340);
    y += 16;
    put(y, 40, `Please pay within ${dueDays} days to IBAN ${spaced(ib)}${showBic ? ` (BIC ${bic})` : ''}.`, {
      size: 9,
    });
  }
  return { inv, rows, nPages: 1 };
}
