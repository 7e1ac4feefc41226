/**
 * `--templates blind4` of extraction-synthetic.ts: invoices from sellers outside Germany, written
 * before reading the extraction rules —
 * - `ukrc`: an Irish or UK limited company in English billing a German buyer under reverse charge
 *   ("VAT Reg. No.", "Invoice No.", "Tax point", "Amount due", AE 0 %, "Reverse charge: customer
 *   to account for VAT", bank details with IBAN/BIC and sort code, EUR or GBP);
 * - `nlfact`: a Dutch "Factuur" (BTW 21 % / 9 %, "Factuurnummer", "Factuurdatum", "Vervaldatum",
 *   "Totaal excl. BTW", "Te betalen", KvK number, NL IBAN);
 * - `frfact`: a French "Facture" (TVA 20 % / 5,5 %, "N° de facture", "Date d'échéance", "Total HT",
 *   "Total TTC", "Net à payer", SIRET, "TVA intracommunautaire", late-payment text with "40 €");
 * - `befact`: a Belgian invoice in French or Dutch ("BE 0123.456.789", "Communication structurée
 *   +++123/4567/89012+++" / "Gestructureerde mededeling");
 * - `logo`: an Austrian, Italian or Spanish seller invoicing in English with a logo-only header
 *   (the seller's name only as a big title line, or only in the footer with the address), a
 *   per-line discount column, the currency EUR, CHF, GBP or PLN;
 * - `noqty`: a one-page service invoice without a quantity column (description and amount only);
 * - `mixqty`: quantities like "2,5 h" and "1.500 Stk" (German notation) or "2.5 hrs" and "1,500 pcs"
 *   (English), unit prices with three or four decimals.
 * Truth = the generated model. Lines without a printed quantity are 1 × C62 at their amount.
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

export const BLIND4_TPLS = ['ukrc', 'nlfact', 'frfact', 'befact', 'logo', 'noqty', 'mixqty'] as const;

interface P {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
  vat?: string;
}

const MONTHS_EN =
  'January February March April May June July August September October November December'.split(' ');
const MONTHS_FR =
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');
const MONTHS_NL =
  'januari februari maart april mei juni juli augustus september oktober november december'.split(' ');
const CNAME: Record<string, Record<string, string>> = {
  en: { DE: 'Germany', AT: 'Austria', IT: 'Italy', ES: 'Spain', IE: 'Ireland', GB: 'United Kingdom' },
  fr: { FR: 'France', BE: 'Belgique' },
  nl: { NL: 'Nederland', BE: 'België' },
  de: { AT: 'Österreich', DE: 'Deutschland' },
};

export function generateBlind4(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const { rnd } = h;
  const { pick, int, digits } = randomTools(rnd);
  const tpl = BLIND4_TPLS[k % BLIND4_TPLS.length] as (typeof BLIND4_TPLS)[number];

  const ibanOf = (cc: string): string => {
    const bban =
      cc === 'NL'
        ? `${pick(['ABNA', 'INGB', 'RABO', 'TRIO'])}0${digits(9)}`
        : cc === 'GB' || cc === 'IE'
          ? `${cc === 'IE' ? pick(['AIBK', 'BOFI']) : pick(['BARC', 'NWBK', 'HBUK'])}${digits(14)}`
          : cc === 'IT'
            ? `${pick(['X', 'K', 'A'])}${digits(22)}`
            : digits(
                ({ AT: 16, ES: 20, FR: 23, BE: 12, CH: 17, PL: 24, DE: 18 } as Record<string, number>)[cc] ??
                  18,
              );
    return ibanWithCheck(cc, bban);
  };
  const BIC: Record<string, string[]> = {
    IE: ['AIBKIE2D', 'BOFIIE2D'],
    GB: ['BARCGB22', 'NWBKGB2L', 'HBUKGB4B'],
    NL: ['INGBNL2A', 'RABONL2U', 'ABNANL2A', 'TRIONL2U'],
    FR: ['BNPAFRPPXXX', 'AGRIFRPP', 'CCBPFRPPLYO'],
    BE: ['GEBABEBB', 'KREDBEBB', 'BBRUBEBB'],
    AT: ['BKAUATWW', 'GIBAATWWXXX', 'RZOOAT2L'],
    IT: ['UNCRITMM', 'BCITITMM', 'BPMOIT22XXX'],
    ES: ['CAIXESBBXXX', 'BSCHESMM', 'BBVAESMM'],
  };

  // --- parties ---------------------------------------------------------------------------------
  const irish = (): P => {
    const [city, pc] = pick([
      ['Dublin 2', () => `D02 ${pick(['X', 'K', 'F', 'Y'])}${int(100, 999)}`],
      ['Cork', () => `T12 ${pick(['AB', 'XY', 'K7'])}${int(10, 99)}`],
      ['Galway', () => `H91 ${pick(['E', 'T'])}${int(100, 999)}`],
      ['Limerick', () => `V94 ${pick(['R', 'W'])}${int(100, 999)}`],
    ] as const);
    return {
      name: `${pick(['Emerald', 'Corrib', 'Burren', 'Kestrel', 'Lough'])} ${pick(['Software', 'Data Systems', 'Consulting', 'Media'])} ${pick(['Ltd', 'Limited', 'Ltd.'])}`,
      street: `${pick(['Unit', 'Suite'])} ${int(1, 20)}, ${pick(['Sandyford Business Park', 'Eastgate Road', 'Harcourt Centre', 'Docklands Quay'])}`,
      pc: pc(),
      city,
      country: 'IE',
    };
  };
  const italian = (): P => {
    const [city, pc] = pick([
      ['Milano', () => `201${int(10, 60)}`],
      ['Torino', () => `101${int(10, 50)}`],
      ['Bologna', () => `401${int(21, 41)}`],
    ] as const);
    return {
      name: `${pick(['Lumina', 'Nordest', 'Vetro', 'Aurora', 'Silvani'])} ${pick(['Tecnologie', 'Design', 'Sistemi'])} ${pick(['S.r.l.', 'S.p.A.', 'Srl'])}`,
      street: `${pick(['Via Roma', 'Corso Venezia', 'Via Giuseppe Verdi', 'Viale Monza'])} ${int(1, 140)}`,
      pc: pc(),
      city,
      country: 'IT',
    };
  };
  const spanish = (): P => {
    const [city, pc] = pick([
      ['Madrid', () => `280${int(10, 50)}`],
      ['Barcelona', () => `080${int(10, 40)}`],
      ['Valencia', () => `460${int(10, 25)}`],
    ] as const);
    return {
      name: `${pick(['Solara', 'Ibérica', 'Marina', 'Castell'])} ${pick(['Soluciones', 'Ingeniería', 'Digital'])} ${pick(['S.L.', 'S.A.', 'SL'])}`,
      street: `${pick(['Calle de Alcalá', 'Carrer de Balmes', 'Avenida del Puerto', 'Calle Mayor'])} ${int(1, 200)}`,
      pc: pc(),
      city,
      country: 'ES',
    };
  };
  const vatOf = (c: string): string =>
    c === 'IE'
      ? `IE${digits(7)}${pick(['A', 'T', 'W', 'H'])}${pick(['', 'A'])}`
      : c === 'IT'
        ? `IT${digits(11)}`
        : c === 'ES'
          ? `ES${pick(['B', 'A'])}${digits(8)}`
          : h.vatId(c as 'DE');
  const partyOf = (c: string): P =>
    c === 'IE' ? irish() : c === 'IT' ? italian() : c === 'ES' ? spanish() : { ...h.party(c as 'DE') };

  const home =
    tpl === 'ukrc'
      ? pick(['IE', 'IE', 'GB'])
      : tpl === 'nlfact'
        ? 'NL'
        : tpl === 'frfact'
          ? 'FR'
          : tpl === 'befact'
            ? 'BE'
            : tpl === 'logo'
              ? pick(['AT', 'IT', 'ES'])
              : pick(['AT', 'GB', 'IE', 'NL']);
  const s = partyOf(home);
  s.vat = vatOf(home);
  const rc = tpl === 'ukrc';
  const b = partyOf(rc ? 'DE' : home === 'GB' || home === 'IE' ? pick([home, 'DE']) : home);
  // no invoice to oneself: a buyer of the seller's name (another legal form spelled) gets its own
  if (b.name.split(' ').slice(0, 2).join(' ') === s.name.split(' ').slice(0, 2).join(' '))
    b.name = `${b.name.split(' ')[0]} Partner ${b.name.split(' ').slice(1).join(' ')}`;
  if (rc || b.country !== home || rnd() < 0.35) b.vat = vatOf(b.country);
  const lang: 'en' | 'nl' | 'fr' | 'de' =
    tpl === 'ukrc' || tpl === 'logo'
      ? 'en'
      : tpl === 'nlfact'
        ? 'nl'
        : tpl === 'frfact'
          ? 'fr'
          : tpl === 'befact'
            ? pick(['fr', 'nl'] as const)
            : home === 'AT'
              ? 'de'
              : home === 'NL'
                ? pick(['nl', 'en'] as const)
                : 'en';
  const cur =
    tpl === 'ukrc'
      ? home === 'GB'
        ? pick(['GBP', 'EUR'])
        : 'EUR'
      : tpl === 'logo'
        ? pick(['EUR', 'CHF', 'GBP', 'PLN'])
        : home === 'GB'
          ? 'GBP'
          : 'EUR';
  // number notation
  const notation: 'en' | 'de' | 'fr' | 'ch' =
    lang === 'en'
      ? cur === 'CHF' && rnd() < 0.6
        ? 'ch'
        : 'en'
      : lang === 'fr' && home === 'FR'
        ? 'fr'
        : 'de';
  const frSep = pick([' ', '\u00a0', '\u202f']);
  const fmt = (v: string, dp = 2): string => {
    const x = dec(v).toFixed(dp);
    const [i = '0', f = ''] = x.replace('-', '').split('.');
    const sep = notation === 'en' ? ',' : notation === 'fr' ? frSep : notation === 'ch' ? "'" : '.';
    const mark = notation === 'en' || notation === 'ch' ? '.' : ',';
    return `${x.startsWith('-') ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, sep)}${f ? `${mark}${f}` : ''}`;
  };
  const numTxt = (v: string) => (notation === 'en' || notation === 'ch' ? v : v.replace('.', ','));
  const SYM: Record<string, string> = { EUR: '€', GBP: '£', CHF: 'CHF', PLN: 'zł' };
  const curStyle = pick(['sym', 'code', 'none'] as const);
  const withCur = (m: string) =>
    curStyle === 'none'
      ? m
      : curStyle === 'code' || cur === 'CHF'
        ? lang === 'en' && cur !== 'PLN'
          ? `${cur} ${m}`
          : `${m} ${cur}`
        : cur === 'PLN'
          ? `${m} zł`
          : lang === 'en' || lang === 'nl'
            ? `${SYM[cur]}${lang === 'nl' ? ' ' : ''}${m}`
            : `${m} ${SYM[cur]}`;
  const always = (m: string) => (curStyle === 'none' ? `${m} ${cur}` : withCur(m));

  const dstyle =
    lang === 'en'
      ? pick(['long', 'slash', 'short', 'iso'] as const)
      : lang === 'nl'
        ? pick(['dash', 'dash', 'long'] as const)
        : lang === 'fr'
          ? pick(['slash', 'slash', 'long'] as const)
          : 'dot';
  const fdate = (iso: string): string => {
    const [y, m, d] = iso.split('-');
    const mi = Number(m) - 1;
    if (dstyle === 'dot') return `${d}.${m}.${y}`;
    if (dstyle === 'slash') return `${d}/${m}/${y}`;
    if (dstyle === 'dash') return `${d}-${m}-${y}`;
    if (dstyle === 'iso') return `${y}-${m}-${d}`;
    if (dstyle === 'short') return `${d} ${MONTHS_EN[mi]?.slice(0, 3)} ${y}`;
    const months = lang === 'fr' ? MONTHS_FR : lang === 'nl' ? MONTHS_NL : MONTHS_EN;
    return `${Number(d)} ${months[mi]} ${y}`;
  };
  const issue = `2026-${String(int(1, 11)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const dueDays = pick([14, 30, 30, 45]);
  const due = addDays(issue, dueDays);

  // --- lines -----------------------------------------------------------------------------------
  interface L {
    name: string;
    qty: string;
    uw: string;
    uc: string;
    price: string;
    netPrice: string;
    disc: string;
    rate: string;
    net: string;
    pdp: number;
  }
  const RATES: Record<string, string[]> = {
    NL: ['21', '9'],
    FR: ['20', '5.5'],
    BE: ['21', '6'],
    AT: ['20', '10'],
    IT: ['22', '10'],
    ES: ['21', '10'],
    GB: ['20', '5'],
    IE: ['23', '13.5'],
  };
  const R = rc ? ['0'] : (RATES[home] as string[]);
  // no VAT column in noqty / mixqty: one rate (the line rates would be unprinted)
  const multi =
    !rc &&
    tpl !== 'noqty' &&
    tpl !== 'mixqty' &&
    (tpl === 'nlfact' || tpl === 'frfact' ? rnd() < 0.6 : rnd() < 0.25);
  const rates = multi ? R.slice(0, 2) : [R[0] as string];
  const NAMES: Record<string, string[]> = {
    en: [
      'Software licence (annual)',
      'Consultancy services',
      'Implementation support',
      'Data migration',
      'Training workshop (on-site)',
      'Hosting and maintenance',
      'Project management',
      'Custom report development',
    ],
    nl: ['Advieswerkzaamheden', 'Ontwerp website', 'Onderhoud (maandelijks)', 'Drukwerk flyers', 'Vertaling'],
    fr: [
      'Prestation de conseil',
      'Développement application',
      'Formation des équipes',
      'Maintenance trimestrielle',
      'Livres techniques',
    ],
    de: [
      'Beratungsleistung',
      'Montagearbeiten',
      'Projektleitung',
      'Wartung Heizungsanlage',
      'Schulung Mitarbeiter',
    ],
  };
  const UNITS: Record<string, Array<[string, string]>> = {
    en: [
      ['hrs', 'HUR'],
      ['days', 'DAY'],
      ['pcs', 'H87'],
      ['', 'C62'],
    ],
    nl: [
      ['uur', 'HUR'],
      ['stuks', 'H87'],
      ['', 'C62'],
    ],
    fr: [
      ['h', 'HUR'],
      ['jour', 'DAY'],
      ['u', 'C62'],
    ],
    de: [
      ['Std.', 'HUR'],
      ['Stk', 'H87'],
      ['psch', 'LS'],
    ],
  };
  const nLines = int(1, tpl === 'noqty' ? 6 : 5);
  const withDisc = tpl === 'logo';
  const lines: L[] = [];
  for (let i = 0; i < nLines; i++) {
    let name = pick(NAMES[lang] as string[]);
    let [uw, uc] = pick(UNITS[lang] as Array<[string, string]>);
    let qty = uc === 'HUR' || uc === 'DAY' ? pick(['1', '2', '3.5', '7.5', '12', '16']) : String(int(1, 12));
    let price = `${int(20, 1400)}.${pick(['00', '50', digits(2)])}`;
    let pdp = 2;
    if (uc === 'LS') qty = '1';
    if (tpl === 'noqty') {
      uw = '';
      uc = 'C62';
      qty = '1';
    }
    if (tpl === 'mixqty') {
      const kind = pick(['h', 'pcs', 'pcs', 'kg'] as const);
      if (kind === 'h') {
        [uw, uc] = lang === 'de' ? [pick(['h', 'Std.']), 'HUR'] : [pick(['h', 'hrs']), 'HUR'];
        qty = pick(['0.5', '1.5', '2.5', '7.25', '12.5']);
        name =
          lang === 'de'
            ? pick(['Arbeitszeit Techniker', 'Programmierung'])
            : pick(['Engineering time', 'Technician labour']);
      } else if (kind === 'pcs') {
        [uw, uc] =
          lang === 'de'
            ? [pick(['Stk', 'Stk.', 'St.']), 'H87']
            : pick([
                ['pcs', 'H87'],
                ['pc.', 'H87'],
                ['units', 'C62'],
              ] as Array<[string, string]>);
        qty = pick(['1500', '2000', '1250', '10000', '250', '3500']);
        price = `0.${pick(['085', '12', '0425', '35', '0675'])}`;
        name =
          lang === 'de'
            ? pick(['Etiketten 50 x 30 mm', 'Schrauben M6 x 40', 'Flyer A5, 4/4-farbig'])
            : pick(['Labels 50 x 30 mm', 'Screws M6 x 40', 'Flyers A5, full colour']);
        pdp = price.length - 2;
      } else {
        [uw, uc] = ['kg', 'KGM'];
        qty = pick(['2.5', '12.75', '1250', '0.8']);
        price = `${int(1, 40)}.${pick(['20', '95', '50'])}`;
        name = lang === 'de' ? 'Granulat PE natur' : 'PE granulate, natural';
      }
    }
    // a UK/Irish invoice prints the unit next to the quantity now and then; unprinted: C62
    if (tpl === 'ukrc' && rnd() < 0.6) {
      uw = '';
      uc = 'C62';
    }
    const disc = withDisc && rnd() < 0.5 ? pick(['5', '10', '15', '2.5']) : '';
    const { net, netPrice } = discounted(qty, price, disc);
    lines.push({
      name,
      qty,
      uw,
      uc,
      price,
      netPrice,
      disc,
      rate: i === 0 ? (rates[0] as string) : pick(rates),
      net,
      pdp,
    });
  }
  // the reduced rate goes with its goods (books, food) in the French and Dutch invoices
  const used = [...new Set(lines.map((l) => l.rate))].sort((a, c) => Number(c) - Number(a));
  const vat = used.map((r) => {
    const base = round(lines.filter((l) => l.rate === r).reduce((a, l) => a.plus(dec(l.net)), dec(0)));
    return { rate: r, base, tax: round(dec(base).times(dec(r)).dividedBy(100)) };
  });
  const netT = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(netT).plus(dec(vatT)));
  const ib = ibanOf(home);
  const bic = pick(BIC[home] as string[]);
  const number =
    tpl === 'ukrc'
      ? pick([`INV-${digits(5)}`, `${int(1000, 9999)}`, `SI-${int(2026, 2026)}-${digits(4)}`])
      : tpl === 'nlfact'
        ? pick([`2026-${digits(4)}`, `F${digits(6)}`, `${int(20260001, 20260999)}`])
        : tpl === 'frfact'
          ? pick([`F-2026-${digits(4)}`, `FA${digits(5)}`, `2026-${digits(3)}`])
          : tpl === 'befact'
            ? pick([`2026/${digits(4)}`, `V${digits(5)}`, `26-${digits(4)}`])
            : pick([
                `${int(26, 26)}/${digits(4)}`,
                `INV${digits(6)}`,
                `${home}-${digits(5)}`,
                `${int(1000, 99999)}`,
              ]);
  const po =
    tpl !== 'befact' && tpl !== 'noqty' && tpl !== 'mixqty' && rnd() < 0.3
      ? pick([`PO-${int(1000, 99999)}`, `${int(4500000000, 4500999999)}`])
      : undefined;

  // --- model -----------------------------------------------------------------------------------
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, dueDate: due, currency: cur });
  if (po) inv.purchaseOrderReference = po;
  Object.assign(
    inv,
    synthParties({ ...s, vat: s.vat } as P & { vat: string }, { ...b, ...(b.vat ? { vat: b.vat } : {}) }),
  );
  const showBic = rnd() < 0.75;
  inv.paymentInstructions = {
    typeCode: '58',
    creditTransfers: [{ accountId: ib, ...(showBic ? { providerId: bic } : {}) }],
  };
  inv.totals = {
    lineNetTotal: netT,
    taxExclusive: netT,
    vatTotal: vatT,
    taxInclusive: gross,
    amountDue: gross,
  };
  const cat = rc ? 'AE' : 'S';
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: cat,
    rate: v.rate,
    ...(rc ? { exemptionReason: 'Reverse charge' } : {}),
  }));
  inv.lines = lines.map((l, i) =>
    synthLine({
      id: String(i + 1),
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
  const { put, block, kv } = rowWriter(rows);
  const cityLine = (p: P) =>
    p.country === 'GB'
      ? `${p.city} ${p.pc}`
      : p.country === 'IE'
        ? `${p.city}, ${p.pc}`
        : `${p.pc} ${p.city}`;
  const addr = (p: P, withCountry: boolean, l = lang) => [
    p.name,
    p.street,
    ...(p.country === 'GB' && rnd() < 0.5 ? [p.city, p.pc] : [cityLine(p)]),
    ...(withCountry ? [CNAME[l]?.[p.country] ?? CNAME.en?.[p.country] ?? p.country] : []),
  ];
  const small = { size: 7 };
  /** totals at the right: label at lx, amount right-aligned at 545 */
  const totals = (y: number, tot: Array<[string, string, boolean?]>, lx = 330) => {
    for (const [a, v, bo] of tot) {
      put(y, lx, a, { size: 9, bold: bo });
      put(y, 545, v, { size: 9, right: true, bold: bo });
      y += 14;
    }
    return y;
  };
  /** a table: heads, x, right flags, cells */
  const table = (y: number, head: string[], xs: number[], right: boolean[], cells: (l: L) => string[]) => {
    head.forEach((hd, i) => void put(y, xs[i] as number, hd, { size: 9, bold: true, right: right[i] }));
    y += 18;
    for (const l of lines) {
      cells(l).forEach((c, i) => {
        if (c) put(y, xs[i] as number, c, { size: 9, right: right[i] });
      });
      y += 15;
    }
    return y + 8;
  };
  const qtyTxt = (q: string): string => {
    // quantities as the document's software writes them: grouped thousands, decimal mark
    const [i = '0', f = ''] = q.split('.');
    const sep = notation === 'en' ? ',' : notation === 'ch' ? "'" : notation === 'fr' ? frSep : '.';
    const mark = notation === 'en' || notation === 'ch' ? '.' : ',';
    return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, sep)}${f ? `${mark}${f}` : ''}`;
  };

  if (tpl === 'ukrc') {
    const gb = home === 'GB';
    put(40, 40, s.name, { size: 16, bold: true });
    let y = block(addr(s, true).slice(1), 40, 62, { size: 9 });
    put(y, 40, `${pick(['VAT Reg. No.', 'VAT No.', 'VAT Registration No.'])}: ${s.vat}`, { size: 9 });
    if (gb) put(y + 11, 40, `Company No. ${digits(8)} · Registered in England and Wales`, { size: 8 });
    else put(y + 11, 40, `Company Reg. No. ${int(100000, 799999)} · Registered in Ireland`, { size: 8 });
    put(40, 545, pick(['INVOICE', 'Invoice', 'VAT INVOICE']), { size: 22, bold: true, right: true });
    put(150, 40, pick(['Invoice to:', 'Bill to', 'To:']), { size: 9, bold: true });
    y = block([...addr(b, true), `VAT No.: ${b.vat}`], 40, 163, { size: 9 });
    const meta: Array<[string, string]> = [
      [pick(['Invoice No.', 'Invoice No:', 'Invoice number']), number],
      [pick(['Invoice Date', 'Date', 'Date of issue']), fdate(issue)],
      [pick(['Tax point', 'Tax Point Date', 'Supply date']), fdate(addDays(issue, -int(0, 10)))],
      [pick(['Due date', 'Payment due', 'Due']), fdate(due)],
    ];
    if (po) meta.push([pick(['Your PO', 'Purchase order', 'Customer PO No.']), po]);
    meta.push([pick(['Account ref', 'Customer ID']), `${b.name.slice(0, 3).toUpperCase()}${digits(3)}`]);
    kv(150, 360, 545, meta);
    y = Math.max(y, 150 + meta.length * 13) + 28;
    const head = [
      'Description',
      'Qty',
      pick(['Unit price', 'Rate']),
      pick(['VAT', 'VAT %', 'VAT rate']),
      'Amount',
    ];
    const xs = [40, 320, 400, 450, 545];
    y = table(y, head, xs, [false, true, true, true, true], (l) => [
      l.name,
      `${qtyTxt(l.qty)}${l.uw ? ` ${l.uw}` : ''}`,
      fmt(l.price),
      pick(['0%', 'RC', '0.00%']),
      fmt(l.net),
    ]);
    y = totals(y, [
      [pick(['Subtotal', 'Net total', 'Total net']), withCur(fmt(netT))],
      [pick(['VAT @ 0%', 'VAT (reverse charge)', 'VAT 0%']), withCur(fmt(vatT))],
      [pick(['Total', 'Invoice total', `Total ${cur}`]), withCur(fmt(gross)), true],
      [pick(['Amount due', 'Balance due', 'Amount Due']), always(fmt(gross)), true],
    ]);
    y += 14;
    put(
      y,
      40,
      pick([
        'Reverse charge: customer to account for VAT to HMRC/Revenue in their own member state.',
        'Reverse charge: customer to account for VAT (Article 196, Council Directive 2006/112/EC).',
        'VAT reverse charge applies. Customer to account for VAT.',
      ]),
      { size: 8 },
    );
    put(y + 12, 40, `Payment terms: ${dueDays} days from date of invoice.`, { size: 8 });
    inv.paymentTerms = `${dueDays} days from date of invoice.`;
    y += 34;
    put(y, 40, pick(['Bank details', 'Payment details', 'Please pay to:']), { size: 9, bold: true });
    const bank: Array<[string, string]> = [
      ['Account name', s.name],
      ['Bank', gb ? pick(['Barclays Bank plc', 'NatWest']) : pick(['AIB', 'Bank of Ireland'])],
      ['IBAN', pick([ib, spaced(ib)])],
    ];
    if (showBic) bank.push([pick(['BIC', 'BIC/SWIFT', 'SWIFT']), bic]);
    if (gb && rnd() < 0.6)
      bank.push(['Sort code', `${digits(2)}-${digits(2)}-${digits(2)}`], ['Account no.', digits(8)]);
    bank.push(['Reference', number]);
    kv(y + 13, 40, 140, bank, { size: 8 });
    put(800, 40, `${s.name} · ${s.street} · ${cityLine(s)} · ${s.vat}`, small);
  } else if (tpl === 'nlfact') {
    const right = rnd() < 0.5;
    const sx = right ? 545 : 40;
    put(40, sx, s.name, { size: 16, bold: true, right });
    block(
      [s.street, `${s.pc} ${s.city}`, `info@${s.name.split(' ')[0]?.toLowerCase()}.nl`],
      right ? 400 : 40,
      60,
      { size: 8 },
    );
    let y = block(addr(b, false), 40, 130);
    if (b.vat) put(y, 40, `BTW-nr: ${b.vat}`, { size: 9 });
    put(210, 40, pick(['Factuur', 'FACTUUR']), { size: 18, bold: true });
    const meta: Array<[string, string]> = [
      [pick(['Factuurnummer', 'Factuurnr.', 'Factuurnummer:']), number],
      [pick(['Factuurdatum', 'Factuurdatum:', 'Datum']), fdate(issue)],
      [pick(['Vervaldatum', 'Vervaldatum:', 'Uiterste betaaldatum']), fdate(due)],
      [pick(['Klantnummer', 'Debiteurnummer']), String(int(1000, 9999))],
    ];
    if (po) meta.push([pick(['Uw referentie', 'Inkoopordernummer']), po]);
    kv(240, 40, 160, meta);
    y = 240 + meta.length * 13 + 24;
    const head = [
      'Omschrijving',
      'Aantal',
      pick(['Prijs', 'Stukprijs', 'Tarief']),
      'BTW',
      pick(['Bedrag', 'Totaal']),
    ];
    const xs = [40, 330, 410, 460, 545];
    y = table(y, head, xs, [false, true, true, true, true], (l) => [
      l.name,
      `${qtyTxt(l.qty)}${l.uw ? ` ${l.uw}` : ''}`,
      withCur(fmt(l.price)),
      `${numTxt(l.rate)}%`,
      withCur(fmt(l.net)),
    ]);
    const tot: Array<[string, string, boolean?]> = [
      [pick(['Totaal excl. BTW', 'Subtotaal', 'Totaal exclusief btw']), withCur(fmt(netT))],
    ];
    for (const v of vat)
      tot.push([
        `${pick(['BTW', 'btw'])} ${numTxt(v.rate)}%${rnd() < 0.5 ? ` over ${withCur(fmt(v.base))}` : ''}`,
        withCur(fmt(v.tax)),
      ]);
    tot.push([pick(['Totaal incl. BTW', 'Totaal inclusief btw', 'Totaal']), withCur(fmt(gross)), true]);
    if (rnd() < 0.6) tot.push([pick(['Te betalen', 'Totaal te betalen']), always(fmt(gross)), true]);
    y = totals(y, tot, 320);
    y += 20;
    put(
      y,
      40,
      `Wij verzoeken u vriendelijk het bedrag van ${always(fmt(gross))} vóór ${fdate(due)} over te maken op ${spaced(ib)}`,
      { size: 8 },
    );
    put(y + 11, 40, `ten name van ${s.name} o.v.v. het factuurnummer.`, { size: 8 });
    const foot = [
      `${s.name}`,
      `KvK ${digits(8)}`,
      `BTW ${s.vat}`,
      `IBAN ${spaced(ib)}`,
      ...(showBic ? [`BIC ${bic}`] : []),
    ];
    put(800, 40, foot.join(pick([' | ', ' · ', '   '])), small);
  } else if (tpl === 'frfact') {
    const siren = `${digits(3)} ${digits(3)} ${digits(3)}`;
    put(40, 40, s.name, { size: 16, bold: true });
    block(
      [
        s.street,
        `${s.pc} ${s.city}`,
        `Tél. 0${int(1, 5)} ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
      ],
      40,
      60,
      {
        size: 9,
      },
    );
    put(40, 545, pick(['FACTURE', 'Facture']), { size: 22, bold: true, right: true });
    const meta: Array<[string, string]> = [
      [pick(['N° de facture', 'Facture n°', 'Numéro de facture']), number],
      [pick(['Date de facture', 'Date d’émission', 'Date']), fdate(issue)],
      [pick(["Date d'échéance", 'Échéance', 'Date limite de paiement']), fdate(due)],
    ];
    if (po) meta.push([pick(['Bon de commande', 'Votre commande']), po]);
    kv(
      70,
      360,
      545,
      meta.map(([a, v]) => [`${a} :`, v] as [string, string]),
    );
    put(140, 320, pick(['Facturé à', 'Client', 'Adresse de facturation']), { size: 8, bold: true });
    let y = block(addr(b, false), 320, 152);
    if (b.vat) put(y, 320, `N° TVA : ${b.vat}`, { size: 9 });
    y = Math.max(y, 200) + 30;
    const head = ['Désignation', 'Qté', pick(['Prix unitaire HT', 'PU HT']), 'TVA', 'Total HT'];
    const xs = [40, 320, 410, 460, 545];
    y = table(y, head, xs, [false, true, true, true, true], (l) => [
      l.name,
      `${qtyTxt(l.qty)}${l.uw ? ` ${l.uw}` : ''}`,
      fmt(l.price),
      `${numTxt(l.rate)} %`,
      fmt(l.net),
    ]);
    const tot: Array<[string, string, boolean?]> = [[pick(['Total HT', 'Montant HT']), withCur(fmt(netT))]];
    for (const v of vat) tot.push([`TVA ${numTxt(v.rate)} %`, withCur(fmt(v.tax))]);
    tot.push(['Total TTC', withCur(fmt(gross)), true]);
    tot.push([pick(['Net à payer', 'Montant à régler', 'Net à payer TTC']), always(fmt(gross)), true]);
    y = totals(y, tot, 340);
    y += 18;
    put(y, 40, `Conditions de paiement : ${dueDays} jours net.`, { size: 8 });
    inv.paymentTerms = `${dueDays} jours net.`;
    put(
      y + 11,
      40,
      'En cas de retard de paiement, pénalités au taux de 3 fois le taux d’intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement.',
      { size: 7 },
    );
    put(y + 20, 40, 'Pas d’escompte pour paiement anticipé.', { size: 7 });
    put(y + 36, 40, `Règlement par virement : IBAN ${spaced(ib)}${showBic ? ` – BIC ${bic}` : ''}`, {
      size: 8,
    });
    put(
      790,
      40,
      `${s.name} au capital de ${fmt(String(pick([1000, 5000, 10000, 37000])), 0)} € – ${s.street}, ${s.pc} ${s.city}`,
      small,
    );
    put(
      800,
      40,
      `SIRET ${siren} ${digits(5)} – RCS ${s.city} ${siren} – APE ${int(10, 96)}${digits(2)}${pick(['Z', 'A', 'B'])} – TVA intracommunautaire ${pick([s.vat, `${s.vat.slice(0, 4)} ${s.vat.slice(4)}`])}`,
      small,
    );
  } else if (tpl === 'befact') {
    const fr = lang === 'fr';
    const bev = (v: string) =>
      pick([
        `BE ${v.slice(2, 6)}.${v.slice(6, 9)}.${v.slice(9)}`,
        `${v.slice(0, 6)}.${v.slice(6, 9)}.${v.slice(9)}`,
        v,
      ]);
    const sV = bev(s.vat);
    put(40, 40, s.name, { size: 15, bold: true });
    block([s.street, `${s.pc} ${s.city}`, `${fr ? 'TVA' : 'BTW'} ${sV}`], 40, 60, { size: 9 });
    let y = block(addr(b, rnd() < 0.3), 330, 110);
    if (b.vat) put(y, 330, `${fr ? 'TVA' : 'BTW'} ${bev(b.vat)}`, { size: 9 });
    put(190, 40, fr ? 'FACTURE' : 'FACTUUR', { size: 16, bold: true });
    const meta: Array<[string, string]> = fr
      ? [
          [pick(['Facture n°', 'N° de facture']), number],
          [pick(['Date de facture', 'Date']), fdate(issue)],
          [pick(['Échéance', 'Date d’échéance']), fdate(due)],
        ]
      : [
          [pick(['Factuurnummer', 'Factuur nr.']), number],
          [pick(['Factuurdatum', 'Datum']), fdate(issue)],
          [pick(['Vervaldatum', 'Vervaldag']), fdate(due)],
        ];
    kv(214, 40, 150, meta);
    y = Math.max(y, 214 + meta.length * 13) + 26;
    const head = fr
      ? ['Description', 'Quantité', 'Prix unitaire', 'TVA', 'Montant HTVA']
      : ['Omschrijving', 'Aantal', 'Eenheidsprijs', 'BTW', 'Bedrag excl. btw'];
    y = table(y, head, [40, 320, 410, 455, 545], [false, true, true, true, true], (l) => [
      l.name,
      `${qtyTxt(l.qty)}${l.uw ? ` ${l.uw}` : ''}`,
      fmt(l.price),
      `${numTxt(l.rate)}%`,
      fmt(l.net),
    ]);
    const tot: Array<[string, string, boolean?]> = [
      [
        fr ? pick(['Total HTVA', 'Total hors TVA']) : pick(['Totaal excl. btw', 'Maatstaf van heffing']),
        withCur(fmt(netT)),
      ],
    ];
    for (const v of vat) tot.push([`${fr ? 'TVA' : 'btw'} ${numTxt(v.rate)}%`, withCur(fmt(v.tax))]);
    tot.push([
      fr ? pick(['Total TVAC', 'Total TVA comprise']) : pick(['Totaal incl. btw', 'Totaal']),
      withCur(fmt(gross)),
      true,
    ]);
    if (rnd() < 0.6)
      tot.push([fr ? pick(['À payer', 'Montant à payer']) : 'Te betalen', always(fmt(gross)), true]);
    y = totals(y, tot, 330);
    y += 18;
    const ref = `+++${digits(3)}/${digits(4)}/${digits(5)}+++`;
    put(
      y,
      40,
      fr
        ? `Veuillez verser ${always(fmt(gross))} avant le ${fdate(due)} sur le compte ${spaced(ib)} avec la communication structurée ${ref}`
        : `Gelieve ${always(fmt(gross))} te betalen vóór ${fdate(due)} op rekening ${spaced(ib)} met gestructureerde mededeling ${ref}`,
      { size: 8 },
    );
    put(
      795,
      40,
      `${s.name} · ${fr ? "N° d'entreprise" : 'Ondernemingsnummer'} ${s.vat.slice(2, 6)}.${s.vat.slice(6, 9)}.${s.vat.slice(9)} · RPR ${pick(['Antwerpen', 'Gent', 'Bruxelles', 'Liège'])} · IBAN ${spaced(ib)}${showBic ? ` · BIC ${bic}` : ''}`,
      small,
    );
  } else if (tpl === 'logo') {
    const footOnly = rnd() < 0.5;
    if (!footOnly)
      put(40, 40, s.name.toUpperCase() === s.name ? s.name : pick([s.name, s.name.toUpperCase()]), {
        size: 24,
        bold: true,
      });
    else put(40, 40, pick(['INVOICE', 'Invoice']), { size: 24, bold: true });
    if (!footOnly) put(46, 545, pick(['INVOICE', 'Invoice']), { size: 16, bold: true, right: true });
    put(100, 40, pick(['Customer', 'Bill to', 'Invoice address']), { size: 8, bold: true });
    let y = block(addr(b, rnd() < 0.3), 40, 112);
    if (b.vat) put(y, 40, `VAT ID: ${b.vat}`, { size: 9 });
    const meta: Array<[string, string]> = [
      [pick(['Invoice no.', 'Invoice #', 'Number']), number],
      [pick(['Date', 'Invoice date']), fdate(issue)],
      [pick(['Due date', 'Payable by']), fdate(due)],
      [pick(['Currency', 'Invoice currency']), cur],
    ];
    if (po) meta.push([pick(['Order ref.', 'Your order']), po]);
    kv(100, 370, 545, meta);
    y = Math.max(y, 100 + meta.length * 13) + 30;
    const head = [
      pick(['Item no.', 'Art. no.', 'SKU']),
      'Description',
      'Qty',
      'Unit',
      'Unit price',
      pick(['Disc. %', 'Discount', 'Disc.']),
      'Amount',
    ];
    const xs = [40, 80, 300, 310, 420, 470, 545];
    y = table(y, head, xs, [false, false, true, false, true, true, true], (l) => [
      `${int(10, 99)}${digits(3)}`,
      l.name,
      qtyTxt(l.qty),
      l.uw,
      fmt(l.price),
      l.disc ? `${numTxt(l.disc)}%` : '',
      fmt(l.net),
    ]);
    const tot: Array<[string, string, boolean?]> = [[pick(['Net amount', 'Subtotal']), withCur(fmt(netT))]];
    for (const v of vat) tot.push([`VAT ${numTxt(v.rate)}%`, withCur(fmt(v.tax))]);
    tot.push([pick(['Total', 'Total amount', 'Grand total']), always(fmt(gross)), true]);
    y = totals(y, tot, 340);
    y += 20;
    put(y, 40, `Please transfer the total amount by ${fdate(due)} quoting the invoice number.`, { size: 8 });
    const country = CNAME.en?.[s.country] ?? s.country;
    put(780, 40, `${s.name} · ${s.street} · ${s.pc} ${s.city} · ${country}`, small);
    put(
      790,
      40,
      `VAT ${s.vat} · ${s.country === 'AT' ? `FN ${int(100000, 599999)}${pick(['a', 'k', 'x'])} · Handelsgericht Wien` : s.country === 'IT' ? `REA MI-${digits(7)} · Cap. soc. € 10.000 i.v.` : `CIF ${s.vat.slice(2)} · Registro Mercantil`}`,
      small,
    );
    put(800, 40, `IBAN ${spaced(ib)}${showBic ? ` · BIC ${bic}` : ''}`, small);
  } else {
    // noqty / mixqty: a one-page invoice of a small firm
    const de = lang === 'de';
    const nl = lang === 'nl';
    put(40, 40, s.name, { size: 15, bold: true });
    block([s.street, cityLine(s)], 40, 60, { size: 9 });
    put(40, 545, de ? 'RECHNUNG' : nl ? 'FACTUUR' : 'INVOICE', { size: 18, bold: true, right: true });
    let y = block(addr(b, b.country !== home), 40, 120);
    if (b.vat) put(y, 40, `${de ? 'UID' : nl ? 'BTW-nr.' : 'VAT no.'} ${b.vat}`, { size: 9 });
    const meta: Array<[string, string]> = de
      ? [
          [pick(['Rechnungsnummer', 'Rechnung Nr.']), number],
          [pick(['Rechnungsdatum', 'Datum']), fdate(issue)],
          [pick(['Fällig am', 'Zahlbar bis']), fdate(due)],
        ]
      : nl
        ? [
            ['Factuurnummer', number],
            ['Factuurdatum', fdate(issue)],
            ['Vervaldatum', fdate(due)],
          ]
        : [
            [pick(['Invoice number', 'Invoice No.']), number],
            [pick(['Invoice date', 'Date']), fdate(issue)],
            [pick(['Due date', 'Payment due']), fdate(due)],
          ];
    kv(120, 360, 545, meta);
    y = Math.max(y, 120 + meta.length * 13) + 30;
    if (tpl === 'noqty') {
      const head = de
        ? ['Leistung', pick(['Betrag', 'Betrag netto'])]
        : nl
          ? ['Omschrijving', 'Bedrag']
          : [pick(['Description', 'Services']), pick(['Amount', 'Net amount'])];
      const numbered = rnd() < 0.4;
      put(y, 40, head[0] as string, { size: 9, bold: true });
      put(y, 545, head[1] as string, { size: 9, bold: true, right: true });
      y += 18;
      lines.forEach((l, i) => {
        put(y, 40, numbered ? `${i + 1}. ${l.name}` : l.name, { size: 9 });
        put(y, 545, withCur(fmt(l.net)), { size: 9, right: true });
        if (rnd() < 0.4) {
          put(
            y + 11,
            52,
            de
              ? `Leistungszeitraum ${fdate(addDays(issue, -30))} – ${fdate(issue)}`
              : nl
                ? 'Periode: vorige maand'
                : 'Period: previous month',
            {
              size: 7,
            },
          );
          y += 10;
        }
        y += 15;
      });
      y += 8;
    } else {
      const head = de
        ? ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt']
        : nl
          ? ['Nr.', 'Omschrijving', 'Aantal', 'Prijs', 'Totaal']
          : ['No.', 'Description', 'Quantity', 'Unit price', 'Total'];
      const xs = [40, 70, 330, 440, 545];
      let i = 0;
      y = table(y, head, xs, [false, false, true, true, true], (l) => [
        String(++i),
        l.name,
        `${qtyTxt(l.qty)} ${l.uw}`,
        fmt(l.price, Math.max(2, l.pdp)),
        fmt(l.net),
      ]);
    }
    const tot: Array<[string, string, boolean?]> = de
      ? [[pick(['Nettobetrag', 'Summe netto']), withCur(fmt(netT))]]
      : nl
        ? [['Totaal excl. BTW', withCur(fmt(netT))]]
        : [[pick(['Subtotal', 'Net total']), withCur(fmt(netT))]];
    for (const v of vat)
      tot.push([
        de
          ? `${pick(['USt.', 'MwSt.', 'USt'])} ${numTxt(v.rate)} %`
          : nl
            ? `BTW ${numTxt(v.rate)}%`
            : `VAT ${numTxt(v.rate)}%`,
        withCur(fmt(v.tax)),
      ]);
    tot.push([
      de
        ? pick(['Gesamtbetrag', 'Rechnungsbetrag'])
        : nl
          ? 'Te betalen'
          : pick(['Total', 'Total due', 'Amount due']),
      always(fmt(gross)),
      true,
    ]);
    y = totals(y, tot, 340);
    y += 20;
    put(
      y,
      40,
      de
        ? `Bitte überweisen Sie den Betrag bis ${fdate(due)} auf ${spaced(ib)}.`
        : nl
          ? `Graag voor ${fdate(due)} overmaken naar ${spaced(ib)}.`
          : `Please pay by ${fdate(due)} to IBAN ${spaced(ib)}.`,
      { size: 8 },
    );
    put(
      800,
      40,
      `${s.name} · ${s.street} · ${cityLine(s)} · ${de ? 'UID' : nl ? 'BTW' : 'VAT'} ${s.vat}${showBic ? ` · BIC ${bic}` : ''}`,
      small,
    );
  }
  return { inv, rows, nPages: 1 };
}
