/**
 * `--templates new` of extraction-synthetic.ts: invoice layouts the extraction rules were not
 * written for, as common software in the UK/Ireland, Austria, Germany, France/Belgium and the
 * Netherlands prints them —
 * - `saas`: an online-shop / subscription invoice (logo top left, big "INVOICE" top right over a
 *   right-aligned key/value block, "From" and "Bill to" side by side, "Description | Qty | Unit
 *   price | Tax | Amount", "Subtotal / Tax (20% on X) / Total / Amount due", payment details at the
 *   bottom, the currency sign before or after the amounts, GBP in the UK);
 * - `atcraft`: an Austrian craftsman's invoice (ATU ids, 20 %/10 % "USt", "Rechnungsbetrag",
 *   positions "1." or "01.001", units m², lfm, Std, pauschal, quantity before the description);
 * - `wholesale`: a German wholesale invoice (a grid of references — column heads with the values
 *   in the row below — article numbers, a "Rabatt %" column, 7 % and 19 %, "Warenwert /
 *   Versandkosten / Nettobetrag / USt 7 % / USt 19 % / Rechnungsbetrag", sometimes side by side);
 * - `frsvc`: a French service invoice (SIRET, "TVA intracommunautaire", "Désignation | Qté | PU HT
 *   | TVA | Total HT", "Total HT / TVA 20 % / Total TTC / Net à payer", late-payment text) or a
 *   Belgian one ("Communication structurée +++…+++", HTVA/TVAC, or in Dutch);
 * - `nlinv`: a Dutch invoice (KvK, "NL…B01", "Omschrijving | Aantal | Prijs | BTW | Totaal").
 * Label wording (several synonyms), number and date notation, currency placement and credit
 * notes vary. Truth = the generated model.
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  COUNTRY_NAMES,
  discounted,
  ibanWithCheck,
  randomTools,
  spaced,
  synthLine,
  synthParties,
} from './synthetic-model.ts';

export interface Style {
  size?: number;
  bold?: boolean;
  right?: boolean;
  page?: number;
  /** set in a monospaced font (DejaVu Sans Mono in `--pdf`; blind41) */
  mono?: boolean;
  /** not text: a ruling or box [width, height] from (x, y) — a line when one is 0 — drawn in `--pdf` only (blind47) */
  box?: [number, number];
  /** the box filled with this grey (0 black … 1 white) under its outline */
  fill?: number;
  /** the page's size [width, height] in points where it is not A4 portrait (US Letter, A5, landscape; blind49) */
  sheet?: [number, number];
  /** how the row's text is written in `--pdf` (blind52): every word its own operation, every character on its own, justified (stretched spaces), a kerned TJ array, or broken into operations at odd places; layout mode ignores it */
  habit?: 'words' | 'glyphs' | 'justify' | 'kern' | 'split';
  /** text on the page but not seen: invisible (render mode 3) or white in `--pdf`; left out in layout mode (blind52) */
  hidden?: 'invisible' | 'white';
  /** the order the page's rows are written in `--pdf` (lower first, stable; rows without it at 0; blind52) */
  draw?: number;
}
export type Row = [number, number, string, Style?];
type Country = 'DE' | 'FR' | 'NL' | 'AT' | 'GB' | 'BE' | 'IE';
export interface Party {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: Country;
  vat?: string;
}
export interface Helpers {
  rnd: () => number;
  /** a company of that country (the original generator's) */
  party: (c: Exclude<Country, 'IE'>) => Party;
  vatId: (c: Exclude<Country, 'IE'>) => string;
}
export const NEW_TPLS = ['saas', 'atcraft', 'wholesale', 'frsvc', 'nlinv'] as const;

type Notation = 'de' | 'en' | 'fr';
type DateStyle = 'dot' | 'dotlong' | 'long' | 'iso' | 'slash' | 'dash' | 'short' | 'us';
const MONTHS: Record<'de' | 'en' | 'fr' | 'nl', string[]> = {
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(' '),
};

export function generateNew(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const { rnd } = h;
  const { pick, int, digits } = randomTools(rnd);
  const tpl = NEW_TPLS[k % NEW_TPLS.length] as (typeof NEW_TPLS)[number];

  const ibanOf = (cc: Country): string => {
    const L4 = () => Array.from({ length: 4 }, () => String.fromCharCode(65 + int(0, 25))).join('');
    const bban =
      cc === 'DE'
        ? digits(18)
        : cc === 'AT'
          ? digits(16)
          : cc === 'FR'
            ? `${digits(10)}${digits(11)}${digits(2)}`
            : cc === 'BE'
              ? digits(12)
              : cc === 'NL'
                ? `${pick(['ABNA', 'INGB', 'RABO', 'BUNQ'])}0${digits(9)}`
                : `${L4()}${digits(14)}`;
    return ibanWithCheck(cc, bban);
  };
  const BIC: Record<Country, string[]> = {
    DE: ['COBADEFFXXX', 'DEUTDEDBXXX', 'GENODEF1S04'],
    AT: ['GIBAATWWXXX', 'BKAUATWW', 'RZOOAT2L'],
    FR: ['AGRIFRPP', 'BNPAFRPPXXX', 'CCBPFRPPMTG'],
    BE: ['GEBABEBB', 'KREDBEBB', 'GKCCBEBB'],
    NL: ['INGBNL2A', 'RABONL2U', 'ABNANL2A'],
    GB: ['BARCGB22', 'NWBKGB2L', 'HBUKGB4B'],
    IE: ['AIBKIE2D', 'BOFIIE2D'],
  };
  const irish = (): Party => {
    const [city, pc] = pick([
      ['Dublin', () => `D0${int(1, 8)} ${pick(['X', 'K', 'F'])}${int(100, 999)}`],
      ['Cork', () => `T12 ${pick(['AB', 'XY', 'K7'])}${int(10, 99)}`],
      ['Galway', () => `H91 ${pick(['E', 'T'])}${int(100, 999)}`],
    ] as const);
    return {
      name: `${pick(['Clover', 'Liffey', 'Shannon', 'Atlantic', 'Harbour'])} ${pick(['Digital', 'Analytics', 'Cloud', 'Labs'])} ${pick(['Ltd', 'Limited', 'DAC'])}`,
      street: `${int(1, 80)} ${pick(['Grafton Street', 'Baggot Street Lower', "St Stephen's Green", 'Patrick Street', 'Dock Road'])}`,
      pc: pc(),
      city,
      country: 'IE',
    };
  };
  const partyOf = (c: Country): Party => (c === 'IE' ? irish() : h.party(c));
  const vatOf = (c: Country): string =>
    c === 'IE' ? `IE${digits(7)}${pick(['A', 'T', 'W', 'H'])}${pick(['', 'A'])}` : h.vatId(c);

  // --- the document's situation -------------------------------------------------------------
  const home: Country =
    tpl === 'saas'
      ? pick(['GB', 'GB', 'IE', 'DE', 'NL'] as const)
      : tpl === 'atcraft'
        ? 'AT'
        : tpl === 'wholesale'
          ? 'DE'
          : tpl === 'frsvc'
            ? pick(['FR', 'FR', 'BE'] as const)
            : 'NL';
  const lang: 'de' | 'en' | 'fr' | 'nl' =
    tpl === 'saas'
      ? 'en'
      : tpl === 'atcraft' || tpl === 'wholesale'
        ? 'de'
        : tpl === 'nlinv'
          ? 'nl'
          : home === 'BE'
            ? pick(['fr', 'nl'] as const)
            : 'fr';
  const s = partyOf(home);
  s.vat = vatOf(home);
  const foreign: Country[] = ['DE', 'FR', 'NL', 'AT', 'BE', 'GB', 'IE'];
  const b = partyOf(rnd() < 0.75 ? home : pick(foreign.filter((c) => c !== home)));
  if (rnd() < 0.4 || b.country !== home) b.vat = vatOf(b.country);
  const credit = rnd() < 0.12;
  const cur = home === 'GB' ? 'GBP' : 'EUR';
  const notation: Notation =
    tpl === 'saas'
      ? home === 'DE' || home === 'NL'
        ? pick(['en', 'de'] as const)
        : 'en'
      : tpl === 'frsvc'
        ? home === 'BE'
          ? pick(['de', 'fr'] as const)
          : 'fr'
        : tpl === 'nlinv'
          ? 'de'
          : pick(['de', 'de', 'de', 'fr'] as const);
  const frSep = pick([' ', '\u00a0', '\u202f']);
  const dateStyle: DateStyle =
    lang === 'en'
      ? pick(['long', 'us', 'short', 'slash', 'iso'] as const)
      : lang === 'de'
        ? pick(['dot', 'dot', 'dotlong', 'iso'] as const)
        : lang === 'fr'
          ? pick(['slash', 'slash', 'long', 'dot'] as const)
          : pick(['dash', 'dash', 'long', 'iso'] as const);
  const money = (v: string): string => {
    const [i = '0', f = '00'] = round(v).replace('-', '').split('.');
    const sep = notation === 'en' ? ',' : notation === 'fr' ? frSep : '.';
    const mark = notation === 'en' ? '.' : ',';
    return `${v.startsWith('-') ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, sep)}${mark}${f}`;
  };
  const numTxt = (v: string): string => (notation === 'en' ? v : v.replace('.', ','));
  const sym = cur === 'GBP' ? '£' : '€';
  /** an amount with its currency, as the template's software prints it */
  const symPos = pick(['pre', 'post', 'code'] as const);
  const withCur = (m: string) =>
    symPos === 'code'
      ? notation === 'en'
        ? `${cur} ${m}`
        : `${m} ${cur}`
      : symPos === 'pre' || cur === 'GBP'
        ? `${sym}${notation === 'en' ? '' : ' '}${m}`
        : `${m} ${sym}`;
  const fdate = (iso: string): string => {
    const [y, m, d] = iso.split('-');
    const mi = Number(m) - 1;
    switch (dateStyle) {
      case 'dot':
        return `${d}.${m}.${y}`;
      case 'dotlong':
        return `${Number(d)}. ${MONTHS.de[mi]} ${y}`;
      case 'long':
        return `${Number(d)} ${MONTHS[lang][mi]} ${y}`;
      case 'iso':
        return `${y}-${m}-${d}`;
      case 'slash':
        return `${d}/${m}/${y}`;
      case 'dash':
        return `${d}-${m}-${y}`;
      case 'short':
        return `${Number(d)} ${MONTHS.en[mi]?.slice(0, 3)} ${y}`;
      default:
        return `${MONTHS.en[mi]} ${Number(d)}, ${y}`;
    }
  };

  const issue = `2026-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const dueDays = pick([7, 14, 30]);
  const dd = new Date(`${issue}T00:00:00Z`);
  dd.setUTCDate(dd.getUTCDate() + dueDays);
  const due = dd.toISOString().slice(0, 10);
  const number =
    tpl === 'saas'
      ? pick([`${pick(['A1B2', 'F3E9', 'INV'])}-${digits(4)}`, `INV-${digits(6)}`, `${int(1000, 9999)}`])
      : tpl === 'atcraft'
        ? pick([`2026/${digits(4)}`, `${int(26, 26)}-${digits(3)}`, `R${digits(5)}`])
        : tpl === 'wholesale'
          ? pick([`${int(40, 49)}${digits(5)}`, `RE${digits(7)}`, `2026-${digits(5)}`])
          : tpl === 'frsvc'
            ? pick([`F-2026-${digits(4)}`, `FA${digits(5)}`, `2026${digits(3)}`])
            : pick([`2026-${digits(4)}`, `F${digits(6)}`, `${digits(5)}`]);
  const po = rnd() < 0.4 ? pick([`PO-${int(1000, 99999)}`, `${int(4500000000, 4500999999)}`]) : undefined;

  // --- lines --------------------------------------------------------------------------------
  const RATES: Record<Country, string[]> = {
    DE: ['19', '7'],
    AT: ['20', '10'],
    FR: ['20', '10', '5.5'],
    NL: ['21', '9'],
    GB: ['20', '5'],
    BE: ['21', '6'],
    IE: ['23', '13.5'],
  };
  const multi = tpl === 'wholesale' ? rnd() < 0.7 : tpl === 'saas' ? false : rnd() < 0.25;
  const rates = multi ? (RATES[home] as string[]).slice(0, 2) : [RATES[home][0] as string];
  type Unit = [string, string];
  const U: Record<string, Unit[]> = {
    saas: [['', 'C62']],
    atcraft: [
      ['m²', 'MTK'],
      ['lfm', 'MTR'],
      ['Std', 'HUR'],
      ['Std.', 'HUR'],
      ['pauschal', 'LS'],
      ['psch', 'LS'],
      ['Stk', 'H87'],
      ['kg', 'KGM'],
    ],
    wholesale: [
      ['Stk', 'H87'],
      ['St.', 'H87'],
      ['Pck', 'XPK'],
      ['Karton', 'XBX'],
      ['kg', 'KGM'],
      ['Rolle', 'XRO'],
    ],
    frsvc: [
      ['jour', 'DAY'],
      ['heure', 'HUR'],
      ['forfait', 'LS'],
      ['u', 'C62'],
    ],
    nlinv: [
      ['uur', 'HUR'],
      ['stuks', 'H87'],
      ['', 'C62'],
    ],
  };
  const NAMES: Record<string, string[]> = {
    saas: [
      'Pro plan',
      'Business plan (annual)',
      'Additional seats',
      'Priority support add-on',
      'API usage overage',
      'Storage 500 GB',
      'Onboarding workshop',
    ],
    atcraft: [
      'Fliesen verlegen, Bad',
      'Sockelleisten montieren',
      'Regiestunden Facharbeiter',
      'Baustelleneinrichtung',
      'Abdichtung Duschbereich',
      'Silikonfugen erneuern',
      'Estrich ausgleichen',
      'Entsorgung Bauschutt',
    ],
    wholesale: [
      'Kopierpapier A4 80 g/m²',
      'Ordner breit, blau',
      'Kugelschreiber schwarz',
      'Kaffee Crema 1 kg',
      'Mineralwasser 12 x 0,75 l',
      'Klebeband 50 mm',
      'Druckerpatrone XL',
      'Müllbeutel 120 l',
    ],
    frsvc: [
      'Développement site web',
      'Maintenance mensuelle',
      'Formation utilisateurs',
      'Audit de sécurité',
      "Conseil en stratégie d'entreprise",
      'Hébergement annuel',
    ],
    nlinv: [
      'Ontwerp huisstijl',
      'Webdevelopment',
      'Hosting (jaarabonnement)',
      'Advieswerkzaamheden',
      'Fotografie op locatie',
      'Drukwerk visitekaartjes',
    ],
  };
  const nLines = int(1, tpl === 'wholesale' ? 7 : 5);
  const withDisc = tpl === 'wholesale' && rnd() < 0.7;
  const numbering = pick(['plain', 'dot', 'group'] as const);
  const lines = Array.from({ length: nLines }, (_, i) => {
    const [uw, uc] = pick(U[tpl] as Unit[]);
    const qty =
      uc === 'LS'
        ? '1'
        : uc === 'HUR' || uc === 'MTK' || uc === 'MTR' || uc === 'KGM' || uc === 'DAY'
          ? pick(['1', '2', '3.5', '7.5', '12.25', '16', '24.5'])
          : String(int(1, tpl === 'wholesale' ? 60 : 12));
    const price = `${int(1, tpl === 'wholesale' ? 90 : 1500)}.${pick(['00', '50', '90', digits(2)])}`;
    const disc = withDisc && rnd() < 0.5 ? pick(['3', '5', '10', '12.5']) : '';
    const { net, netPrice } = discounted(qty, price, disc);
    const id =
      numbering === 'group' && tpl === 'atcraft' ? `01.${String(i + 1).padStart(3, '0')}` : String(i + 1);
    return {
      id,
      shownId: numbering === 'dot' && tpl === 'atcraft' ? `${i + 1}.` : id,
      name: pick(NAMES[tpl] as string[]),
      art: `${int(100, 999)}-${digits(4)}`,
      qty,
      uw,
      uc,
      price,
      netPrice,
      disc,
      net,
      rate: i === 0 ? (rates[0] as string) : pick(rates),
    };
  });
  const usedRates = [...new Set(lines.map((l) => l.rate))].sort((a, c) => Number(c) - Number(a));
  const netT = round(lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const ship = tpl === 'wholesale' && rnd() < 0.5 ? pick(['5.90', '9.95', '14.50']) : '';
  const shipRate = usedRates[0] as string;
  const vat = usedRates.map((r) => {
    const base0 = lines.filter((l) => l.rate === r).reduce((a, l) => a.plus(dec(l.net)), dec(0));
    const base = round(r === shipRate && ship ? base0.plus(dec(ship)) : base0);
    return { rate: r, base, tax: round(dec(base).times(dec(r)).dividedBy(100)) };
  });
  const taxEx = round(vat.reduce((a, v) => a.plus(dec(v.base)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  const gross = round(dec(taxEx).plus(dec(vatT)));
  const ib = ibanOf(home);
  const bic = pick(BIC[home]);
  const showBic = rnd() < 0.7;

  // --- words --------------------------------------------------------------------------------
  const terms =
    tpl === 'saas'
      ? rnd() < 0.5
        ? undefined
        : `Payment is due within ${dueDays} days of the invoice date.`
      : tpl === 'atcraft'
        ? pick([
            `Zahlbar binnen ${dueDays} Tagen ohne Abzug.`,
            `Der Rechnungsbetrag ist binnen ${dueDays} Tagen ohne Abzug zur Zahlung fällig.`,
          ])
        : tpl === 'wholesale'
          ? pick([`Zahlbar innerhalb ${dueDays} Tagen netto.`, `Zahlungsbedingung: ${dueDays} Tage netto`])
          : lang === 'fr'
            ? pick([`Paiement à ${dueDays} jours.`, `Conditions de paiement : ${dueDays} jours net.`])
            : pick([
                `Gelieve het bedrag binnen ${dueDays} dagen over te maken.`,
                `Betalingstermijn: ${dueDays} dagen.`,
              ]);
  const inv = emptyInvoice();
  Object.assign(inv, { number, issueDate: issue, dueDate: due, currency: cur });
  // a labelled terms row ("Zahlungsbedingung: 14 Tage netto"): the terms are the label's value
  if (terms) inv.paymentTerms = terms.replace(/^[^:]+:\s*/, '');
  if (credit) inv.typeCode = '381';
  if (po) inv.purchaseOrderReference = po;
  Object.assign(inv, synthParties(s, b));
  inv.paymentInstructions = {
    typeCode: '58',
    creditTransfers: [{ accountId: ib, ...(showBic ? { providerId: bic } : {}) }],
  };
  inv.totals = {
    lineNetTotal: netT,
    taxExclusive: taxEx,
    vatTotal: vatT,
    taxInclusive: gross,
    amountDue: gross,
    ...(ship ? { chargeTotal: ship } : {}),
  };
  if (ship)
    inv.charges = [{ amount: ship, vatCategoryCode: 'S', vatRate: shipRate, reason: 'Versandkosten' }];
  inv.vatBreakdown = vat.map((v) => ({
    taxableAmount: v.base,
    taxAmount: v.tax,
    categoryCode: 'S',
    rate: v.rate,
  }));
  inv.lines = lines.map((l) =>
    synthLine({ ...l, ...(l.disc ? { grossPrice: l.price } : {}), category: 'S' }),
  );
  // --- drawing ------------------------------------------------------------------------------
  const rows: Row[] = [];
  const put = (y: number, x: number, text: string, st: Style = {}) => {
    rows.push([y, x, text, st]);
  };
  /** the address lines of a party as that country writes them */
  const addrLines = (p: Party, withCountry: boolean): string[] => {
    const ls = [p.name, p.street];
    if (p.country === 'GB' || p.country === 'IE') {
      if (rnd() < 0.5) ls.push(p.city, p.pc);
      else ls.push(p.country === 'IE' ? `${p.pc} ${p.city}` : `${p.city} ${p.pc}`);
    } else if (p.country === 'AT' && tpl === 'atcraft' && rnd() < 0.3) ls.push(`A-${p.pc} ${p.city}`);
    else ls.push(`${p.pc} ${p.city}`);
    if (withCountry) ls.push(COUNTRY_NAMES[lang][p.country]);
    return ls;
  };
  const block = (ls: string[], x: number, y: number, st: Style = {}) => {
    const step = Math.round((st.size ?? 10) * 1.25);
    ls.forEach((l, i) => {
      put(y + i * step, x, l, st);
    });
    return y + ls.length * step;
  };
  const small = { size: 7 };
  const bold = { bold: true };
  /** a table: column heads, x positions, right-aligned flags, cells per line */
  const table = (
    y0: number,
    head: string[],
    xs: number[],
    right: boolean[],
    cells: (l: (typeof lines)[number]) => string[],
    detail?: (l: (typeof lines)[number]) => string | undefined,
  ) => {
    head.forEach((hd, i) => {
      put(y0, xs[i] as number, hd, { bold: true, size: 9, right: right[i] });
    });
    let y = y0 + 18;
    for (const l of lines) {
      cells(l).forEach((c, i) => {
        if (c) put(y, xs[i] as number, c, { right: right[i], size: 9 });
      });
      const d = detail?.(l);
      if (d) {
        put(y + 11, xs[head.length > 5 ? 1 : 0] as number, d, { size: 7 });
        y += 10;
      }
      y += 15;
    }
    return y + 6;
  };
  const other = (p: Party) => p.country !== home;

  if (tpl === 'saas') {
    const W = {
      title: credit ? 'CREDIT NOTE' : pick(['INVOICE', 'Invoice', 'TAX INVOICE']),
      no: credit
        ? pick(['Credit note number', 'Credit note #'])
        : pick(['Invoice number', 'Invoice #', 'Invoice no.', 'Invoice No:']),
      date: pick(['Date of issue', 'Issue date', 'Invoice date', 'Date']),
      due: pick(['Date due', 'Due date', 'Payment due']),
      po: pick(['PO number', 'Your reference', 'Purchase order']),
      from: pick(['From', 'Seller', 'Supplier']),
      to: pick(['Bill to', 'Billed to', 'Invoice to', 'Customer']),
      vat: pick(['VAT number', 'VAT No.', 'VAT Reg. No.', 'VAT']),
    };
    const brand = s.name.split(' ')[0] as string;
    if (rnd() < 0.7) put(40, 40, brand, { size: 20, bold: true });
    put(40, 545, W.title, { size: 22, bold: true, right: true });
    const kv: Array<[string, string]> = [
      [W.no, number],
      [W.date, fdate(issue)],
      [W.due, fdate(due)],
    ];
    if (po) kv.push([W.po, po]);
    const kx = pick([340, 360]);
    kv.forEach(([a, v], i) => {
      put(80 + i * 13, kx, a, { size: 9, bold: rnd() < 0.3 });
      put(80 + i * 13, 545, v, { size: 9, right: true });
    });
    const fy = 150;
    put(fy, 40, W.from, { bold: true, size: 9 });
    put(fy, 300, W.to, { bold: true, size: 9 });
    let ys = block(addrLines(s, true), 40, fy + 14, { size: 9 });
    put(ys, 40, `${brand.toLowerCase()}@example.com`, { size: 9 });
    put(ys + 11, 40, `${W.vat}: ${s.vat}`, { size: 9 });
    ys = block(addrLines(b, true), 300, fy + 14, { size: 9 });
    if (b.vat) put(ys, 300, `${W.vat}: ${b.vat}`, { size: 9 });
    const bigDue = rnd() < 0.6;
    if (bigDue)
      put(250, 40, `${withCur(money(gross))} ${credit ? 'credited' : 'due'} ${fdate(due)}`, {
        size: 14,
        bold: true,
      });
    const head = ['Description', pick(['Qty', 'Quantity']), 'Unit price', pick(['Tax', 'VAT']), 'Amount'];
    const period = rnd() < 0.5;
    let y = table(
      285,
      head,
      [40, 330, 420, 465, 545],
      [false, true, true, true, true],
      (l) => [l.name, l.qty, withCur(money(l.price)), `${numTxt(l.rate)}%`, withCur(money(l.net))],
      () => (period ? `${fdate(issue)} – ${fdate(due)}` : undefined),
    );
    const tx = 330;
    const tot: Array<[string, string, boolean?]> = [['Subtotal', withCur(money(netT))]];
    if (rnd() < 0.4) tot.push(['Total excluding tax', withCur(money(taxEx))]);
    for (const v of vat)
      tot.push([
        pick([
          `${head[3]} (${numTxt(v.rate)}% on ${withCur(money(v.base))})`,
          `VAT (${numTxt(v.rate)}%)`,
          `VAT ${numTxt(v.rate)}%`,
        ]),
        withCur(money(v.tax)),
      ]);
    tot.push(['Total', withCur(money(gross))]);
    tot.push([credit ? 'Amount credited' : 'Amount due', withCur(money(gross)), true]);
    for (const [a, v, bo] of tot) {
      put(y, tx, a, { size: 9, bold: bo });
      put(y, 545, v, { size: 9, right: true, bold: bo });
      y += 14;
    }
    y += 20;
    put(y, 40, pick(['Payment details', 'How to pay', 'Bank transfer']), { bold: true });
    y += 14;
    const pay: Array<[string, string]> = [['Account name', s.name]];
    if (home === 'GB') {
      pay.push(['Sort code', `${digits(2)}-${digits(2)}-${digits(2)}`]);
      pay.push(['Account number', digits(8)]);
    }
    pay.push(['IBAN', rnd() < 0.5 ? spaced(ib) : ib]);
    if (showBic) pay.push([pick(['BIC', 'SWIFT/BIC', 'BIC/SWIFT']), bic]);
    pay.forEach(([a, v], i) => {
      put(y + i * 12, 40, a, { size: 9 });
      put(y + i * 12, 150, v, { size: 9 });
    });
    y += pay.length * 12 + 10;
    if (terms) put(y, 40, terms, { size: 9 });
    put(800, 40, `${s.name} · Registered in ${COUNTRY_NAMES.en[home]} · ${number} · Page 1 of 1`, small);
  } else if (tpl === 'atcraft') {
    put(40, 40, s.name, { size: 16, bold: true });
    put(
      60,
      40,
      pick(['Fliesen · Platten · Naturstein', 'Meisterbetrieb für Installationen', 'Malerei & Anstrich']),
      {
        size: 9,
      },
    );
    const hx = 400;
    put(40, hx, s.street, { size: 8 });
    put(50, hx, `${s.pc} ${s.city}`, { size: 8 });
    put(60, hx, `Tel.: +43 ${int(1, 699)} ${digits(6)}`, { size: 8 });
    put(70, hx, `office@${(s.name.split(' ')[0] as string).toLowerCase()}.at`, { size: 8 });
    const uidTop = rnd() < 0.5;
    if (uidTop) put(80, hx, `UID: ${s.vat}`, { size: 8 });
    put(118, 40, `${s.name}, ${s.street}, ${s.pc} ${s.city}`, { size: 6 });
    const bl = addrLines(b, other(b));
    if (rnd() < 0.3) bl.unshift('Firma');
    let by = block(bl, 40, 132);
    if (b.vat) put(by, 40, `UID: ${b.vat}`, { size: 9 });
    const info: Array<[string, string]> = [
      [pick(['Rechnungsnummer:', 'Rechnung Nr.:', 'Re.-Nr.:']), number],
      [pick(['Rechnungsdatum:', 'Datum:']), fdate(issue)],
      [pick(['Kundennummer:', 'Kd.-Nr.:']), String(int(10000, 99999))],
    ];
    if (po) info.push([pick(['Ihr Auftrag:', 'Auftrags-Nr.:']), po]);
    if (b.vat && rnd() < 0.3) info.push(['Ihre UID-Nr.:', b.vat]);
    const showDue = rnd() < 0.5;
    if (showDue) info.push([pick(['Fällig am:', 'Zahlungsziel:']), fdate(due)]);
    else inv.dueDate = undefined;
    info.forEach(([a, v], i) => {
      put(132 + i * 12, 360, a, { size: 9 });
      put(132 + i * 12, 455, v, { size: 9 });
    });
    by = Math.max(by, 132 + info.length * 12) + 30;
    put(by, 40, credit ? 'Gutschrift' : pick(['Rechnung', 'RECHNUNG', 'Schlussrechnung']), {
      size: 14,
      bold: true,
    });
    put(by + 20, 40, `Bauvorhaben: ${pick(['Wohnhausanlage', 'Einfamilienhaus', 'Büro'])} ${b.street}`, {
      size: 9,
    });
    put(by + 40, 40, 'Sehr geehrte Damen und Herren,', { size: 9 });
    put(by + 51, 40, 'für die ausgeführten Arbeiten erlauben wir uns wie folgt zu verrechnen:', { size: 9 });
    const qtyFirst = rnd() < 0.5;
    const vatCol = usedRates.length > 1;
    const ep = pick(['EP', 'Einzelpreis', 'E-Preis']);
    const gp = pick(['GP', 'Gesamtpreis', 'Betrag']);
    const head = qtyFirst
      ? ['Pos.', 'Menge', 'Einh.', 'Bezeichnung', ep, ...(vatCol ? ['USt'] : []), gp]
      : ['Pos.', 'Bezeichnung', 'Menge', 'ME', ep, ...(vatCol ? ['USt'] : []), gp];
    const xs = qtyFirst
      ? [40, 115, 125, 180, 430, ...(vatCol ? [475] : []), 545]
      : [40, 95, 330, 340, 430, ...(vatCol ? [475] : []), 545];
    const right = qtyFirst
      ? [false, true, false, false, true, ...(vatCol ? [true] : []), true]
      : [false, false, true, false, true, ...(vatCol ? [true] : []), true];
    let y = table(by + 72, head, xs, right, (l) => {
      const vc = vatCol ? [`${numTxt(l.rate)} %`] : [];
      return qtyFirst
        ? [l.shownId, numTxt(l.qty), l.uw, l.name, money(l.price), ...vc, money(l.net)]
        : [l.shownId, l.name, numTxt(l.qty), l.uw, money(l.price), ...vc, money(l.net)];
    });
    const lx = 300;
    const eur = rnd() < 0.5 ? ' EUR' : '';
    put(y, lx, pick(['Nettobetrag', 'Summe netto', 'Zwischensumme']));
    put(y, 545, money(netT), { right: true });
    y += 14;
    for (const v of vat) {
      put(
        y,
        lx,
        pick([`+ ${numTxt(v.rate)} % USt`, `zzgl. ${numTxt(v.rate)}% USt.`, `${numTxt(v.rate)} % MwSt.`]),
      );
      if (vatCol) put(y, 450, `von ${money(v.base)}`, { right: true, size: 9 });
      put(y, 545, money(v.tax), { right: true });
      y += 14;
    }
    put(y + 4, lx, pick(['Rechnungsbetrag', 'Gesamtbetrag', 'Rechnungsbetrag brutto']) + eur, bold);
    put(y + 4, 545, money(gross), { right: true, bold: true });
    y += 34;
    if (terms) put(y, 40, terms, { size: 9 });
    put(y + 12, 40, 'Wir danken für Ihren Auftrag!', { size: 9 });
    const f: string[] = [
      `${s.name} · FN ${int(100000, 599999)}${pick(['a', 'b', 'k'])} · Landesgericht ${pick(['Wien', 'Graz', 'Linz'])}`,
      `${uidTop ? '' : `UID: ${s.vat} · `}Bank: ${pick(['Erste Bank', 'Raiffeisenbank', 'BAWAG P.S.K.'])} · IBAN: ${spaced(ib)}${showBic ? ` · BIC: ${bic}` : ''}`,
    ];
    f.forEach((t, i) => {
      put(790 + i * 9, 40, t, small);
    });
  } else if (tpl === 'wholesale') {
    put(40, 545, s.name, { size: 18, bold: true, right: true });
    put(62, 545, pick(['Großhandel für Bürobedarf', 'Fachgroßhandel seit 1972', 'Gastronomie-Großhandel']), {
      size: 8,
      right: true,
    });
    put(120, 40, `${s.name} · ${s.street} · ${s.pc} ${s.city}`, { size: 6 });
    const wy = block(addrLines(b, other(b)), 40, 134);
    if (b.vat) put(wy + 4, 40, `${pick(['Ihre USt-IdNr.', 'USt-IdNr.'])}: ${b.vat}`, { size: 8 });
    const contact = rnd() < 0.5;
    if (contact) {
      put(134, 380, 'Ihr Ansprechpartner:', { size: 8 });
      put(144, 380, pick(['Frau Weber', 'Herr Schulz', 'Frau Yilmaz']), { size: 8 });
      put(154, 380, `Tel. 0${int(30, 89)} ${digits(5)}-${digits(2)}`, { size: 8 });
    }
    put(225, 40, credit ? 'Gutschrift' : pick(['Rechnung', 'RECHNUNG']), { size: 14, bold: true });
    const grid: Array<[string, string]> = [
      [pick(['Kunden-Nr.', 'Kd.-Nr.', 'Kundennummer']), String(int(10000, 99999))],
      [pick(['Rechnungs-Nr.', 'Beleg-Nr.', 'Rechnung Nr.']), number],
      [pick(['Datum', 'Rechnungsdatum', 'Belegdatum']), fdate(issue)],
      [pick(['Lieferschein-Nr.', 'Lieferschein']), `LS${digits(6)}`],
    ];
    if (po) grid.push([pick(['Bestell-Nr.', 'Ihre Bestellung', 'Ihr Auftrag']), po]);
    grid.push(['Seite', '1']);
    const gw = 505 / grid.length;
    grid.forEach(([a, v], i) => {
      put(250, 42 + i * gw, a, { size: 7, bold: true });
      put(261, 42 + i * gw, v, { size: 9 });
    });
    const vatHead = pick(['USt', 'MwSt.', 'USt %']);
    const head = [
      'Pos',
      'Art.-Nr.',
      'Bezeichnung',
      'Menge',
      'ME',
      pick(['Preis/ME', 'Einzelpreis', 'E-Preis']),
      ...(withDisc ? [pick(['Rabatt %', 'Rab. %', 'Rabatt'])] : []),
      'Betrag',
      vatHead,
    ];
    const xs = [40, 62, 112, 290, 296, 385, ...(withDisc ? [440] : []), 498, 545];
    const right = [false, false, false, true, false, true, ...(withDisc ? [true] : []), true, true];
    let y = table(290, head, xs, right, (l) => [
      l.id,
      l.art,
      l.name,
      numTxt(l.qty),
      l.uw,
      money(l.price),
      ...(withDisc ? [l.disc ? money(l.disc) : ''] : []),
      money(l.net),
      `${numTxt(l.rate)}%`,
    ]);
    const tot: Array<[string, string]> = [['Warenwert', money(netT)]];
    if (ship) {
      tot.push([pick(['Versandkosten', 'Fracht']), money(ship)]);
      tot.push(['Nettobetrag', money(taxEx)]);
    } else if (rnd() < 0.5) tot.push(['Nettobetrag', money(taxEx)]);
    for (const v of vat) tot.push([`${pick(['USt', 'MwSt.'])} ${numTxt(v.rate)} %`, money(v.tax)]);
    tot.push([pick(['Rechnungsbetrag', 'Endbetrag', 'Gesamtbetrag']), `${money(gross)} EUR`]);
    if (rnd() < 0.4) {
      // side by side: the heads in one row, the amounts under them
      const w = 505 / tot.length;
      tot.forEach(([a, v], i) => {
        put(y + 6, 40 + (i + 1) * w, a, { size: 8, bold: true, right: true });
        put(y + 18, 40 + (i + 1) * w, v, { size: 9, right: true, bold: i === tot.length - 1 });
      });
      y += 44;
    } else {
      for (const [i, [a, v]] of tot.entries()) {
        const last = i === tot.length - 1;
        put(y + (last ? 4 : 0), 340, a, { bold: last });
        put(y + (last ? 4 : 0), 545, v, { right: true, bold: last });
        y += 14;
      }
      y += 18;
    }
    if (terms) put(y, 40, terms, { size: 9 });
    if (rnd() < 0.6) put(y + 12, 40, `Fällig am ${fdate(due)}.`, { size: 9 });
    else inv.dueDate = undefined;
    put(y + 24, 40, 'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8 });
    const foot = [
      [s.name, s.street, `${s.pc} ${s.city}`],
      [`Geschäftsführer: ${pick(['Anna Keller', 'Jens Vogt'])}`, `Amtsgericht ${s.city} HRB ${digits(5)}`],
      [`USt-IdNr.: ${s.vat}`, `Steuer-Nr.: ${digits(3)}/${digits(3)}/${digits(5)}`],
      [
        pick(['Commerzbank', 'Sparkasse', 'Volksbank']),
        `IBAN ${spaced(ib)}`,
        ...(showBic ? [`BIC ${bic}`] : []),
      ],
    ];
    foot.forEach((col, i) => {
      col.forEach((t, j) => {
        put(775 + j * 9, 40 + i * 135, t, { size: 6.5 });
      });
    });
  } else if (tpl === 'frsvc') {
    const fr = lang === 'fr';
    const be = home === 'BE';
    const siren = `${digits(3)} ${digits(3)} ${digits(3)}`;
    const vatShown = (v: string) =>
      v.startsWith('BE') && rnd() < 0.6
        ? `BE ${v.slice(2, 6)}.${v.slice(6, 9)}.${v.slice(9)}`
        : v.startsWith('FR') && rnd() < 0.5
          ? `FR ${v.slice(2, 4)} ${v.slice(4)}`
          : v;
    put(40, 40, s.name, { size: 15, bold: true });
    let ys = block(addrLines(s, false).slice(1), 40, 60, { size: 9 });
    if (!be) {
      put(ys, 40, `SIRET : ${siren} ${digits(5)}`, { size: 9 });
      ys += 11;
    }
    put(
      ys,
      40,
      `${fr ? pick(['TVA intracommunautaire', 'N° TVA intracom.', 'TVA']) : pick(['BTW', 'Btw-nr.'])} : ${vatShown(s.vat ?? '')}`,
      { size: 9 },
    );
    const title = credit ? (fr ? 'AVOIR' : 'CREDITNOTA') : fr ? 'FACTURE' : 'FACTUUR';
    put(40, 545, title, { size: 24, bold: true, right: true });
    const meta: Array<[string, string]> = fr
      ? [
          [credit ? 'Avoir n°' : pick(['Facture n°', 'N° de facture', 'Numéro']), number],
          [pick(["Date d'émission", 'Date de facturation', 'Date']), fdate(issue)],
          [pick(['Échéance', "Date d'échéance", 'À régler avant le']), fdate(due)],
        ]
      : [
          [credit ? 'Creditnotanummer' : pick(['Factuurnummer', 'Factuurnr.']), number],
          [pick(['Factuurdatum', 'Datum']), fdate(issue)],
          [pick(['Vervaldatum', 'Vervaldag']), fdate(due)],
        ];
    if (po) meta.push([fr ? pick(['Votre commande', 'Bon de commande']) : 'Uw bestelling', po]);
    meta.forEach(([a, v], i) => {
      put(78 + i * 13, 340, `${a} :`.replace(' :', fr ? ' :' : ':'), { size: 9 });
      put(78 + i * 13, 545, v, { size: 9, right: true });
    });
    const cy = 150;
    put(cy, 330, fr ? pick(['Client', 'Facturé à', 'Adressé à']) : pick(['Klant', 'Factuur aan']), {
      size: 8,
      bold: true,
    });
    const by = block(addrLines(b, other(b)), 330, cy + 13);
    if (b.vat) put(by, 330, `${fr ? 'TVA' : 'BTW'} : ${vatShown(b.vat)}`, { size: 9 });
    const unitCol = rnd() < 0.5;
    const head = fr
      ? [
          'Désignation',
          'Qté',
          ...(unitCol ? ['Unité'] : []),
          pick(['PU HT', 'Prix unitaire HT']),
          'TVA',
          'Total HT',
        ]
      : ['Omschrijving', 'Aantal', ...(unitCol ? ['Eenheid'] : []), 'Eenheidsprijs', 'BTW', 'Totaal excl.'];
    const xs = [40, 300, ...(unitCol ? [310] : []), 440, 485, 545];
    const right = [false, true, ...(unitCol ? [false] : []), true, true, true];
    if (!unitCol) for (const l of inv.lines) l.unitCode = 'C62';
    const uwOf = (w: string) =>
      fr
        ? w
        : (({ jour: 'dag', heure: 'uur', forfait: 'forfait', u: 'st' } as Record<string, string>)[w] ?? w);
    if (!fr)
      for (const [i, l] of inv.lines.entries()) if (unitCol && lines[i]?.uw === 'u') l.unitCode = 'H87';
    let y = table(260, head, xs, right, (l) => [
      l.name,
      numTxt(l.qty),
      ...(unitCol ? [uwOf(l.uw)] : []),
      money(l.price),
      `${numTxt(l.rate)} %`,
      money(l.net),
    ]);
    const lx = 340;
    const tot: Array<[string, string, boolean?]> = [
      [fr ? (be ? 'Total HTVA' : 'Total HT') : 'Totaal excl. btw', withCur(money(taxEx))],
    ];
    for (const v of vat)
      tot.push([fr ? `TVA ${numTxt(v.rate)} %` : `Btw ${numTxt(v.rate)}%`, withCur(money(v.tax))]);
    tot.push([fr ? (be ? 'Total TVAC' : 'Total TTC') : 'Totaal incl. btw', withCur(money(gross))]);
    if (rnd() < 0.7) tot.push([fr ? 'Net à payer' : 'Te betalen', withCur(money(gross)), true]);
    for (const [a, v, bo] of tot) {
      put(y, lx, a, { bold: bo });
      put(y, 545, v, { right: true, bold: bo });
      y += 14;
    }
    y += 16;
    if (terms) put(y, 40, terms, { size: 9 });
    y += 12;
    if (be) {
      const ref = `+++${digits(3)}/${digits(4)}/${digits(5)}+++`;
      put(y, 40, `${fr ? 'Communication structurée' : 'Gestructureerde mededeling'} : ${ref}`, { size: 9 });
      y += 12;
    }
    put(y, 40, `IBAN : ${spaced(ib)}${showBic ? `   BIC : ${bic}` : ''}`, { size: 9 });
    y += 20;
    if (!be && fr) {
      put(
        y,
        40,
        'Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de',
        small,
      );
      put(y + 9, 40, 'recouvrement : 40 €. Pas d’escompte pour paiement anticipé.', small);
    }
    put(
      800,
      40,
      be
        ? `${s.name} – ${s.street}, ${s.pc} ${s.city} – ${fr ? 'TVA' : 'BTW'} ${s.vat} – RPM ${pick(['Bruxelles', 'Gent', 'Antwerpen'])}`
        : `${s.name} – ${pick(['SAS', 'SARL'])} au capital de ${pick(['1 000', '10 000', '50 000'])} € – RCS ${s.city} ${siren} – APE ${int(1000, 9999)}Z`,
      small,
    );
  } else {
    // Dutch: logo right, seller block right under it, buyer left, invoice data as a block
    put(40, 545, s.name, { size: 16, bold: true, right: true });
    const sl = addrLines(s, false).slice(1);
    sl.push(`KvK: ${digits(8)}`, `${pick(['BTW-nummer', 'Btw-id', 'BTW-nr.', 'Btw'])}: ${s.vat}`);
    sl.push(`IBAN: ${ib}`);
    if (showBic) sl.push(`BIC: ${bic}`);
    sl.forEach((t, i) => {
      put(62 + i * 11, 545, t, { size: 8, right: true });
    });
    const aan = rnd() < 0.5;
    if (aan) put(130, 40, pick(['Aan:', 'Factuur aan:']), { size: 9, bold: true });
    const by = block(addrLines(b, other(b)), 40, aan ? 143 : 130);
    if (b.vat) put(by, 40, `Btw: ${b.vat}`, { size: 9 });
    put(225, 40, credit ? 'Creditnota' : pick(['Factuur', 'FACTUUR']), { size: 18, bold: true });
    const meta: Array<[string, string]> = [
      [credit ? 'Creditnotanummer' : pick(['Factuurnummer', 'Factuurnr.', 'Factuur nr.']), number],
      [pick(['Factuurdatum', 'Datum']), fdate(issue)],
      [pick(['Vervaldatum', 'Betalen vóór', 'Uiterste betaaldatum']), fdate(due)],
    ];
    if (po) meta.push([pick(['Uw referentie', 'Ordernummer']), po]);
    const inRow = rnd() < 0.5;
    meta.forEach(([a, v], i) => {
      if (inRow) {
        put(252, 40 + i * 125, a, { size: 8, bold: true });
        put(263, 40 + i * 125, v, { size: 9 });
      } else {
        put(252 + i * 12, 40, `${a}:`, { size: 9 });
        put(252 + i * 12, 150, v, { size: 9 });
      }
    });
    const euroCell = rnd() < 0.5;
    const m2 = (v: string) => (euroCell ? `€ ${money(v)}` : money(v));
    const unitCol = lines.some((l) => l.uw) && rnd() < 0.5;
    if (!unitCol) for (const l of inv.lines) l.unitCode = 'C62';
    const head = ['Omschrijving', 'Aantal', ...(unitCol ? ['Eenheid'] : []), 'Prijs', 'BTW', 'Totaal'];
    const xs = [40, 300, ...(unitCol ? [310] : []), 415, 460, 545];
    const right = [false, true, ...(unitCol ? [false] : []), true, true, true];
    let y = table(320, head, xs, right, (l) => [
      l.name,
      numTxt(l.qty),
      ...(unitCol ? [l.uw] : []),
      m2(l.price),
      `${numTxt(l.rate)}%`,
      m2(l.net),
    ]);
    const lx = 340;
    const wording = rnd() < 0.5;
    const tot: Array<[string, string, boolean?]> = [
      [wording ? 'Subtotaal' : 'Totaal excl. btw', `€ ${money(netT)}`],
    ];
    for (const v of vat)
      tot.push([wording ? `BTW ${numTxt(v.rate)}%` : `${numTxt(v.rate)}% btw`, `€ ${money(v.tax)}`]);
    tot.push([wording ? 'Totaal' : 'Totaal incl. btw', `€ ${money(gross)}`, true]);
    for (const [a, v, bo] of tot) {
      put(y, lx, a, { bold: bo });
      put(y, 545, v, { right: true, bold: bo });
      y += 14;
    }
    y += 20;
    if (terms) put(y, 40, terms, { size: 9 });
    put(y + 12, 40, `Vermeld bij betaling het factuurnummer ${number}.`, { size: 9 });
    put(800, 40, 'Op al onze diensten zijn de algemene voorwaarden van toepassing.', small);
  }
  return { inv, rows, nPages: 1 };
}
