/**
 * Held-out set blind54 (session 29, issue 19): hospitality, travel and events, written before
 * opening anything under packages/extract and without reading the other blind generators.
 *
 * Eight layouts, by turn (document k is layout k mod 8, variant k div 8):
 * - `hotel23` a German hotel folio: one row per night and per service with its date in the first
 *   column, "Logis" 7 % and "Frühstück" 19 % in one stay, Kurtaxe / Beherbergungsabgabe not taxable,
 *   room, arrival/departure and guest beside the invoice address of a company, payments under the
 *   charges and a balance of 0,00 or the rest due; long stays over two pages.
 * - `gastro23` a German restaurant / catering invoice: covers, a menu per person, drinks 19 %, food
 *   7 % (catering delivered) or 19 % (served in the restaurant), service staff, a tip line (not
 *   taxable), the deposit deducted.
 * - `tagung23` a German conference venue: room hire per day, a technology flat rate, catering per
 *   person and day, attendee fees, rooms 7 %, position and date columns, the deposit deducted.
 * - `reise23` a British tour operator in English under the Tour Operators' Margin Scheme: no VAT
 *   shown, package, flights, insurance, transfers per person, the deposit paid, the balance due.
 * - `mietwagen23` a German car rental: rental days, km driven, extra km, fuel, one-way fee, damage
 *   waiver; a vehicle and mileage block; paid by card (0,00 due) or by transfer.
 * - `bus23` a German coach charter: days, km, driver hours, tolls, parking (not taxable), driver's
 *   overnight stay 7 %; dates per row.
 * - `folio23` a UK hotel folio in English: debit and credit columns, VAT 20 % and zero-rated items,
 *   deposits and card payments as credits, the balance; long stays over two pages.
 * - `hotelfr23` a French hôtel-restaurant: TVA 10 % and 20 %, taxe de séjour not subject to VAT,
 *   arrhes and payment by card under the charges, "Solde" or "Net à payer".
 *
 * Truth rules: only invoiced charges are lines (payments are not); line ids are the printed position
 * where a position column exists, else 1, 2, 3 …; untaxed city taxes, parking passed on and tips are
 * category O at 0 %, the margin scheme category E at 0 %, zero-rated items Z at 0 %; the amount due
 * BT-115 as printed (0.00 when paid), the payments BT-113 where deducted; the due date only where
 * printed; the buyer's VAT id only where printed; the IBAN and BIC as printed.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  bicOf,
  dachParty,
  everyPage,
  type Generated,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitVatRow,
  MONTH_NAMES,
  pager,
  personName,
  type Tools,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND54_TPLS = [
  'hotel23',
  'gastro23',
  'tagung23',
  'reise23',
  'mietwagen23',
  'bus23',
  'folio23',
  'hotelfr23',
] as const;
type Tpl = (typeof BLIND54_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';
type Cat = 'S' | 'O' | 'E' | 'Z';

interface Ln {
  id: string;
  date?: string;
  name: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  rate: string;
  cat: Cat;
}
interface Pay {
  date: string;
  text: string;
  amount: string;
}
interface Vat {
  rate: string;
  base: string;
  tax: string;
  cat: Cat;
}
interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  cur: 'EUR' | 'GBP';
  s: KitParty;
  b: KitParty;
  buyerVat: boolean;
  number: string;
  issue: string;
  due?: string;
  lines: Ln[];
  vat: Vat[];
  lineNet: string;
  vatT: string;
  gross: string;
  paid: string;
  dueAmt: string;
  pays: Pay[];
  iban: string;
  bic: string;
  guest: string;
  start: string;
  end: string;
  t: Tools;
}

/** The unit codes the layouts use, checked against the XRechnung code list. */
const UNITS = ['DAY', 'C62', 'IE', 'HUR', 'KMT', 'LTR', 'LS', 'XBO', 'XGR'];
for (const u of UNITS)
  if (!codelists.isValidCode('unit', u)) throw new Error(`blind54: unit code ${u} not in the code list`);

const money = (lang: Lang, v: string) =>
  lang === 'en'
    ? groupedMoney(v, ',', '.')
    : lang === 'fr'
      ? groupedMoney(v, '\u202f', ',')
      : groupedMoney(v, '.', ',');
const neg = (lang: Lang, v: string) => `-${money(lang, v)}`;
const qtyOf = (lang: Lang, q: string) => (lang === 'en' ? q : q.replace('.', ','));
const dd = (iso: string) => iso.slice(8, 10);
const mm = (iso: string) => iso.slice(5, 7);
const deDate = (iso: string) => `${dd(iso)}.${mm(iso)}.${iso.slice(0, 4)}`;
const slashDate = (iso: string) => `${dd(iso)}/${mm(iso)}/${iso.slice(0, 4)}`;
const enShort = (iso: string) =>
  `${Number(dd(iso))} ${MONTH_NAMES.en[Number(mm(iso)) - 1]?.slice(0, 3)} ${iso.slice(0, 4)}`;
const rateOf = (lang: Lang, r: string) => (lang === 'en' ? `${r}%` : `${r.replace('.', ',')} %`);

const HOTELS_DE = [
  'Hotel Seeblick',
  'Parkhotel Lindenhof',
  'Hotel Zur Post',
  'Romantik Hotel Mühle',
  'Stadthotel Am Dom',
];
const FIRMS_DE = [
  'Brandt Maschinenbau GmbH',
  'Nordlicht Software AG',
  'Kessler & Partner Steuerberater',
  'Vogt Medizintechnik GmbH',
  'Elbtal Logistik GmbH & Co. KG',
  'Sonnenfeld Pharma GmbH',
];
const UK_STREETS = ['High Street', 'Queen Street', 'Castle Road', 'Victoria Road', 'Church Lane'];
const UK_PLACES: Array<[string, string]> = [
  ['Bath', 'BA1 1LZ'],
  ['York', 'YO1 7HH'],
  ['Manchester', 'M2 5DB'],
  ['Edinburgh', 'EH2 2ER'],
  ['Bristol', 'BS1 4ST'],
];
const FR_PLACES: Array<[string, string]> = [
  ['Annecy', '74000'],
  ['Colmar', '68000'],
  ['Bordeaux', '33000'],
  ['Lyon', '69002'],
  ['Tours', '37000'],
];

function ukParty(name: string, t: Tools): KitParty {
  const [city, pc] = t.pick(UK_PLACES);
  const vat = `GB${t.digits(9)}`;
  const vatShown = `GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`;
  return { name, street: `${t.int(1, 120)} ${t.pick(UK_STREETS)}`, pc, city, country: 'GB', vat, vatShown };
}
function frParty(name: string, t: Tools): KitParty {
  const [city, pc] = t.pick(FR_PLACES);
  const vat = `FR${t.digits(2)}${t.digits(9)}`;
  const vatShown = `FR ${vat.slice(2, 4)} ${vat.slice(4, 7)} ${vat.slice(7, 10)} ${vat.slice(10)}`;
  const street = `${t.int(1, 60)} ${t.pick(['rue de la République', 'avenue du Lac', 'quai des Bateliers', 'place du Marché'])}`;
  return { name, street, pc, city, country: 'FR', vat, vatShown };
}

/** A line: qty × price, net rounded. */
function mk(
  id: string,
  date: string | undefined,
  name: string,
  qty: string,
  unit: readonly [string, string],
  price: string,
  rate: string,
  cat: Cat = 'S',
): Ln {
  return { id, date, name, qty, unit, price, net: round(dec(qty).times(dec(price))), rate, cat };
}

function sums(lines: Ln[]) {
  const groups = new Map<string, Vat>();
  for (const l of lines) {
    const key = `${l.cat}|${l.rate}`;
    const g = groups.get(key) ?? { rate: l.rate, base: '0.00', tax: '0.00', cat: l.cat };
    g.base = round(dec(g.base).plus(dec(l.net)));
    groups.set(key, g);
  }
  const vat = [...groups.values()]
    .map((g) => ({ ...g, tax: round(dec(g.base).times(dec(g.rate)).dividedBy(100)) }))
    .sort((a, c) => Number(c.rate) - Number(a.rate) || a.cat.localeCompare(c.cat));
  const lineNet = round(lines.reduce((a, l) => a.plus(dec(l.net)), dec(0)));
  const vatT = round(vat.reduce((a, v) => a.plus(dec(v.tax)), dec(0)));
  return { vat, lineNet, vatT, gross: round(dec(lineNet).plus(dec(vatT))) };
}

const NIGHT_DE = ['Nacht', 'DAY'] as const;
const PERS_DE = ['Pers.', 'IE'] as const;
const STK = ['Stk.', 'C62'] as const;

function build(tpl: Tpl, v: number, t: Tools): Doc {
  const month = t.int(1, 11);
  const start = `2026-${String(month).padStart(2, '0')}-${String(t.int(2, 18)).padStart(2, '0')}`;
  const lines: Ln[] = [];
  const pays: Pay[] = [];
  let lang: Lang = 'de';
  let cur: Doc['cur'] = 'EUR';
  let s: KitParty;
  let b: KitParty;
  let end = start;
  let guest = personName(t);
  let buyerVat = false;
  let number = '';
  let withDue = false;
  let payMode: 'full' | 'part' | 'deposit' | 'none' = 'none';
  const seq = () => String(lines.length + 1);
  if (tpl === 'hotel23') {
    s = dachParty('DE', t.pick(HOTELS_DE), t);
    b = dachParty('DE', t.pick(FIRMS_DE), t);
    const nights = v % 4 === 3 ? t.int(12, 15) : t.int(1, 4);
    const pers = t.int(1, 2);
    const logis = `${t.int(79, 149)}.00`;
    const fr = t.pick(['14.50', '16.00', '18.50']);
    const tax = v % 2 ? ['Kurtaxe', '2.50'] : ['Beherbergungsabgabe', '3.00'];
    const room = String(t.int(101, 418));
    for (let i = 0; i < nights; i++) {
      const d = addDays(start, i);
      lines.push(mk(seq(), d, `Logis Zimmer ${room}`, '1', NIGHT_DE, logis, '7'));
      lines.push(mk(seq(), d, 'Frühstück', String(pers), PERS_DE, fr, '19'));
      lines.push(mk(seq(), d, tax[0] as string, String(pers), PERS_DE, tax[1] as string, '0', 'O'));
      if (t.rnd() < 0.3) lines.push(mk(seq(), d, 'Parkgarage', '1', ['Tag', 'DAY'], '12.00', '19'));
      if (t.rnd() < 0.25) lines.push(mk(seq(), d, 'Minibar', '1', STK, `${t.int(4, 19)}.50`, '19'));
    }
    end = addDays(start, nights);
    number = `${t.int(2, 9)}${t.digits(5)}`;
    payMode = v % 3 === 0 ? 'full' : v % 3 === 1 ? 'part' : 'none';
    withDue = payMode !== 'full';
  } else if (tpl === 'gastro23') {
    s = dachParty(
      'DE',
      `${t.pick(['Restaurant', 'Gasthaus', 'Landgasthof'])} ${t.pick(['Zum Hirschen', 'Alte Liebe', 'Krone', 'Schwanen'])}`,
      t,
    );
    b = dachParty('DE', t.pick(FIRMS_DE), t);
    const covers = t.int(12, 80);
    const catering = v % 2 === 1;
    const food = catering ? '7' : '19';
    const day = start;
    lines.push(
      mk(
        seq(),
        day,
        `Menü „${t.pick(['Frühling', 'Herbst', 'Saison', 'Gourmet'])}“ pro Person`,
        String(covers),
        PERS_DE,
        `${t.int(28, 69)}.00`,
        food,
      ),
    );
    lines.push(mk(seq(), day, 'Aperitif Winzersekt', String(covers), ['Glas', 'XGR'], '6.50', '19'));
    lines.push(
      mk(
        seq(),
        day,
        'Riesling trocken 0,75 l',
        String(t.int(4, 20)),
        ['Fl.', 'XBO'],
        `${t.int(24, 39)}.00`,
        '19',
      ),
    );
    lines.push(mk(seq(), day, 'Mineralwasser 0,75 l', String(t.int(6, 30)), ['Fl.', 'XBO'], '6.80', '19'));
    lines.push(mk(seq(), day, 'Kaffee und Espresso', String(t.int(10, covers)), STK, '3.20', '19'));
    if (catering)
      lines.push(mk(seq(), day, 'Servicepersonal', String(t.int(8, 20)), ['Std.', 'HUR'], '32.00', '19'));
    else lines.push(mk(seq(), day, 'Servicepauschale', '1', ['pausch.', 'LS'], `${t.int(60, 250)}.00`, '19'));
    if (v % 3 !== 2)
      lines.push(
        mk(seq(), day, 'Trinkgeld (freiwillig)', '1', ['pausch.', 'LS'], `${t.int(3, 15)}0.00`, '0', 'O'),
      );
    number = `R-${2026}-${t.digits(4)}`;
    payMode = 'deposit';
    withDue = true;
  } else if (tpl === 'tagung23') {
    s = dachParty(
      'DE',
      `${t.pick(['Tagungszentrum', 'Kongresshaus', 'Eventlocation'])} ${t.pick(['Alte Spinnerei', 'Am Hafen', 'Kornhaus', 'Schloss Ahrenberg'])} GmbH`,
      t,
    );
    b = dachParty('DE', t.pick(FIRMS_DE), t);
    buyerVat = v % 2 === 0;
    const days = v % 4 === 1 ? t.int(4, 5) : t.int(1, 3);
    const att = t.int(15, 120);
    const saal = t.pick(['Saal Elbe', 'Raum Atelier', 'Forum 1', 'Spiegelsaal']);
    for (let i = 0; i < days; i++) {
      const d = addDays(start, i);
      lines.push(mk(seq(), d, `Raummiete ${saal}`, '1', ['Tag', 'DAY'], `${t.int(6, 24)}50.00`, '19'));
      lines.push(
        mk(
          seq(),
          d,
          'Technikpauschale Beamer, Ton, WLAN',
          '1',
          ['pausch.', 'LS'],
          `${t.int(2, 6)}90.00`,
          '19',
        ),
      );
      lines.push(
        mk(seq(), d, 'Tagungspauschale Verpflegung', String(att), PERS_DE, `${t.int(39, 79)}.00`, '19'),
      );
      if (v % 2 === 1)
        lines.push(
          mk(
            seq(),
            d,
            'Übernachtung Einzelzimmer',
            String(t.int(5, 30)),
            ['Zi.', 'C62'],
            `${t.int(89, 129)}.00`,
            '7',
          ),
        );
    }
    lines.push(
      mk(
        seq(),
        start,
        'Teilnahmegebühr Fachforum',
        String(t.int(2, 8)),
        PERS_DE,
        `${t.int(3, 9)}95.00`,
        '19',
      ),
    );
    end = addDays(start, days - 1);
    number = `VA${t.digits(6)}`;
    payMode = 'deposit';
    withDue = true;
  } else if (tpl === 'reise23') {
    lang = 'en';
    cur = 'GBP';
    s = ukParty(`${t.pick(['Meridian', 'Bluebell', 'Compass Rose', 'Harbourside'])} Travel Ltd`, t);
    b = ukParty(
      `${t.pick(['Ashford', 'Penrose', 'Whitmore', 'Kingsley'])} ${t.pick(['Engineering', 'Consulting', 'Foods', 'Architects'])} Ltd`,
      t,
    );
    const pax = t.int(2, 24);
    const nights = t.int(3, 7);
    end = addDays(start, nights);
    const dest = t.pick(['Lisbon', 'Seville', 'Porto', 'Valencia', 'Malta']);
    const book = (
      name: string,
      qty: string,
      price: string,
      unit: readonly [string, string] = ['pax', 'IE'],
    ) => lines.push(mk(seq(), start, name, qty, unit, price, '0', 'E'));
    book(`Package ${dest}, ${nights} nights, half board`, String(pax), `${t.int(4, 12)}${t.int(10, 99)}.00`);
    book(`Return flights London – ${dest}`, String(pax), `${t.int(120, 390)}.00`);
    book('Airport transfers', String(pax), `${t.int(25, 60)}.00`);
    if (v % 2 === 0) book('Travel insurance (IPT included)', String(pax), `${t.int(19, 45)}.50`);
    if (v % 3 === 0) book('Guided city tour', '1', `${t.int(2, 6)}50.00`, ['group', 'LS']);
    number = `TO-${t.digits(5)}`;
    payMode = 'deposit';
    withDue = true;
  } else if (tpl === 'mietwagen23') {
    s = dachParty('DE', `${t.pick(['Rheinland', 'Nordsee', 'Alpen', 'City'])} Autovermietung GmbH`, t);
    b = dachParty('DE', t.pick(FIRMS_DE), t);
    const days = t.int(2, 12);
    const km = t.int(180, 2600);
    const incl = days * t.pick([100, 150, 200]);
    end = addDays(start, days);
    lines.push(
      mk(
        seq(),
        undefined,
        `Mietpreis Tarif ${t.pick(['Business', 'Kompakt', 'Kombi', 'Transporter'])}`,
        String(days),
        ['Tage', 'DAY'],
        `${t.int(39, 119)}.00`,
        '19',
      ),
    );
    lines.push(
      mk(
        seq(),
        undefined,
        'Haftungsreduzierung (CDW)',
        String(days),
        ['Tage', 'DAY'],
        `${t.int(9, 24)}.90`,
        '19',
      ),
    );
    if (km > incl)
      lines.push(mk(seq(), undefined, 'Mehrkilometer', String(km - incl), ['km', 'KMT'], '0.29', '19'));
    if (v % 2 === 0)
      lines.push(
        mk(
          seq(),
          undefined,
          'Nachtanken Diesel',
          `${t.int(12, 48)}.${t.int(10, 99)}`,
          ['l', 'LTR'],
          '2.49',
          '19',
        ),
      );
    if (v % 3 !== 1)
      lines.push(
        mk(seq(), undefined, 'Einweggebühr (One-Way)', '1', ['pausch.', 'LS'], `${t.int(4, 15)}9.00`, '19'),
      );
    if (v % 4 === 2)
      lines.push(mk(seq(), undefined, 'Zusatzfahrer', String(days), ['Tage', 'DAY'], '8.00', '19'));
    number = `MV${t.digits(7)}`;
    payMode = v % 2 === 0 ? 'full' : 'none';
    withDue = payMode !== 'full';
    guest = `${km}|${incl}|${t.int(12000, 90000)}`;
  } else if (tpl === 'bus23') {
    s = dachParty(
      'DE',
      `${t.pick(['Reisedienst', 'Omnibusbetrieb', 'Busreisen'])} ${t.pick(['Hansen', 'Berger', 'Wolf'])} GmbH`,
      t,
    );
    b = dachParty('DE', t.pick(FIRMS_DE), t);
    buyerVat = v % 3 === 0;
    const days = t.int(1, 4);
    for (let i = 0; i < days; i++) {
      const d = addDays(start, i);
      lines.push(
        mk(seq(), d, 'Reisebus 50 Sitze, Tagessatz', '1', ['Tag', 'DAY'], `${t.int(3, 6)}90.00`, '19'),
      );
      lines.push(
        mk(
          seq(),
          d,
          `Fahrstrecke ${t.pick(['Hamburg – Lübeck', 'Köln – Bonn', 'München – Salzburg', 'Dresden – Prag'])}`,
          String(t.int(60, 420)),
          ['km', 'KMT'],
          '1.45',
          '19',
        ),
      );
      lines.push(mk(seq(), d, 'Fahrerstunden', `${t.int(4, 11)}.5`, ['Std.', 'HUR'], '38.00', '19'));
      if (t.rnd() < 0.6)
        lines.push(mk(seq(), d, 'Mautgebühren', '1', ['pausch.', 'LS'], `${t.int(18, 95)}.40`, '19'));
      if (t.rnd() < 0.5)
        lines.push(
          mk(seq(), d, 'Parkgebühren (durchlaufend)', '1', ['pausch.', 'LS'], `${t.int(8, 40)}.00`, '0', 'O'),
        );
      if (i < days - 1)
        lines.push(mk(seq(), d, 'Fahrerübernachtung', '1', NIGHT_DE, `${t.int(69, 99)}.00`, '7'));
    }
    end = addDays(start, days - 1);
    number = `${2026}/${t.digits(4)}`;
    payMode = v % 2 ? 'deposit' : 'none';
    withDue = true;
  } else if (tpl === 'folio23') {
    lang = 'en';
    cur = 'GBP';
    s = ukParty(`The ${t.pick(['Royal Crescent', 'Grosvenor', 'Kingsway', 'Abbey'])} Hotel Ltd`, t);
    b = ukParty(
      `${t.pick(['Ashford', 'Penrose', 'Whitmore', 'Kingsley'])} ${t.pick(['Engineering', 'Consulting', 'Foods', 'Architects'])} plc`,
      t,
    );
    const nights = v % 4 === 1 ? t.int(14, 18) : t.int(1, 4);
    const rateN = `${t.int(95, 189)}.00`;
    const room = String(t.int(101, 520));
    for (let i = 0; i < nights; i++) {
      const d = addDays(start, i);
      lines.push(mk(seq(), d, `Accommodation Room ${room}`, '1', ['night', 'DAY'], rateN, '20'));
      lines.push(mk(seq(), d, 'Full English Breakfast', '1', ['cover', 'IE'], '18.50', '20'));
      if (t.rnd() < 0.35)
        lines.push(mk(seq(), d, 'Dinner - Restaurant', '1', ['cover', 'IE'], `${t.int(28, 64)}.00`, '20'));
      if (t.rnd() < 0.25) lines.push(mk(seq(), d, 'Daily newspaper', '1', ['each', 'C62'], '3.20', '0', 'Z'));
      if (t.rnd() < 0.3) lines.push(mk(seq(), d, 'Car park', '1', ['day', 'DAY'], '15.00', '20'));
    }
    end = addDays(start, nights);
    guest = `${t.pick(['James', 'Emily', 'Oliver', 'Sophie'])} ${t.pick(['Carter', 'Hughes', 'Bennett', 'Walsh'])}`;
    number = `F${t.digits(6)}`;
    payMode = v % 3 === 2 ? 'part' : 'full';
    withDue = payMode !== 'full';
  } else {
    lang = 'fr';
    s = frParty(
      `${t.pick(['Hôtel du Lac', 'Hôtel-Restaurant Les Tilleuls', 'Auberge du Château', 'Hôtel de la Poste'])} SARL`,
      t,
    );
    b = frParty(
      `${t.pick(['Dumont', 'Lefèvre', 'Garnier', 'Moreau'])} ${t.pick(['Ingénierie', 'Conseil', 'Industries'])} SAS`,
      t,
    );
    buyerVat = v % 2 === 1;
    const nights = t.int(1, 5);
    const pers = t.int(1, 2);
    const ch = `${t.int(78, 165)}.00`;
    const sejour = t.pick(['1.65', '2.30', '0.90']);
    for (let i = 0; i < nights; i++) {
      const d = addDays(start, i);
      lines.push(mk(seq(), d, 'Hébergement chambre double', '1', ['nuit', 'DAY'], ch, '10'));
      lines.push(mk(seq(), d, 'Petit-déjeuner', String(pers), ['pers.', 'IE'], '14.00', '10'));
      if (t.rnd() < 0.5)
        lines.push(
          mk(seq(), d, 'Dîner menu du terroir', String(pers), ['pers.', 'IE'], `${t.int(29, 48)}.00`, '10'),
        );
      if (t.rnd() < 0.4)
        lines.push(
          mk(seq(), d, 'Vin et boissons alcoolisées', '1', ['forfait', 'LS'], `${t.int(12, 58)}.00`, '20'),
        );
      if (t.rnd() < 0.3) lines.push(mk(seq(), d, 'Parking', '1', ['jour', 'DAY'], '12.00', '20'));
      lines.push(mk(seq(), d, 'Taxe de séjour', String(pers), ['pers.', 'IE'], sejour, '0', 'O'));
    }
    end = addDays(start, nights);
    guest = `${t.pick(['Julien', 'Claire', 'Hugo', 'Camille'])} ${t.pick(['Bernard', 'Petit', 'Roux', 'Fournier'])}`;
    number = `FA${t.digits(5)}`;
    payMode = v % 2 === 0 ? 'full' : 'part';
    withDue = payMode !== 'full';
  }
  const { vat, lineNet, vatT, gross } = sums(lines);
  const issue =
    tpl === 'reise23'
      ? addDays(start, -t.int(30, 60))
      : addDays(end, tpl === 'mietwagen23' ? 0 : t.int(0, 2));
  // payments under the charges
  const g = dec(gross);
  const before = (a: number, b2: number) =>
    tpl === 'reise23' ? addDays(issue, -t.int(3, 20)) : addDays(start, -t.int(a, b2));
  if (payMode === 'full') {
    if (t.rnd() < 0.5) {
      const dep = round(g.times(0.3).toDecimalPlaces(0));
      pays.push({ date: before(10, 30), text: 'dep', amount: dep });
      pays.push({ date: end, text: 'card', amount: round(g.minus(dec(dep))) });
    } else pays.push({ date: end, text: 'card', amount: gross });
  } else if (payMode === 'part') {
    pays.push({ date: before(10, 30), text: 'dep', amount: round(g.times(0.2).toDecimalPlaces(0)) });
    pays.push({ date: end, text: 'card', amount: round(g.times(0.3).toDecimalPlaces(0)) });
  } else if (payMode === 'deposit')
    pays.push({
      date: before(14, 45),
      text: 'dep',
      amount: round(
        g
          .times(t.pick([0.02, 0.03, 0.05]))
          .toDecimalPlaces(0)
          .times(10),
      ),
    });
  const paid = round(pays.reduce((a, p) => a.plus(dec(p.amount)), dec(0)));
  const dueAmt = round(g.minus(dec(paid)));
  const ccy = s.country;
  return {
    tpl,
    v,
    lang,
    cur,
    s,
    b,
    buyerVat,
    number,
    issue,
    due:
      withDue && !dec(dueAmt).isZero()
        ? tpl === 'reise23'
          ? addDays(start, -28)
          : addDays(issue, 14)
        : undefined,
    lines,
    vat,
    lineNet,
    vatT,
    gross,
    paid,
    dueAmt,
    pays,
    iban: ibanOfCountry(ccy, t),
    bic: bicOf(ccy, t),
    guest,
    start,
    end,
    t,
  };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.due) inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: d.lineNet,
    taxExclusive: d.lineNet,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.dueAmt,
    ...(d.pays.length ? { paidAmount: d.paid } : {}),
  };
  const reason: Record<Cat, string> = {
    S: '',
    O: 'Not subject to VAT',
    E: 'Tour operators margin scheme',
    Z: '',
  };
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v, v.cat, reason[v.cat]));
  inv.lines = d.lines.map((l) => kitLine(l, { category: l.cat, rate: l.rate }));
  return inv;
}

/** The labels of a language. */
const L = {
  de: {
    date: 'Datum',
    desc: 'Leistung',
    qty: 'Menge',
    unit: 'Einheit',
    price: 'Einzelpreis',
    vat: 'MwSt.',
    amount: 'Betrag netto',
    pos: 'Pos.',
    net: 'Summe netto',
    vatSum: 'MwSt. gesamt',
    gross: 'Gesamtbetrag',
    dep: 'Anzahlung vom',
    card: 'Zahlung Kreditkarte am',
    paid: 'Bereits bezahlt',
    balance: 'Saldo',
    rest: 'Offener Betrag',
    due: 'Zahlbar bis',
    page: 'Seite',
    of: 'von',
    vatId: 'USt-IdNr.',
    buyerVat: 'Ihre USt-IdNr.',
    no: 'Rechnung Nr.',
    issue: 'Rechnungsdatum',
    untaxed: 'nicht steuerbar',
  },
  en: {
    date: 'Date',
    desc: 'Description',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Rate',
    vat: 'VAT',
    amount: 'Amount',
    pos: 'No.',
    net: 'Total excl. VAT',
    vatSum: 'Total VAT',
    gross: 'Total incl. VAT',
    dep: 'Deposit received',
    card: 'Payment Visa',
    paid: 'Payments received',
    balance: 'Balance',
    rest: 'Balance due',
    due: 'Payment due by',
    page: 'Page',
    of: 'of',
    vatId: 'VAT Reg. No.',
    buyerVat: 'Customer VAT No.',
    no: 'Invoice No.',
    issue: 'Invoice date',
    untaxed: 'outside scope',
  },
  fr: {
    date: 'Date',
    desc: 'Désignation',
    qty: 'Qté',
    unit: 'Unité',
    price: 'P.U. HT',
    vat: 'TVA',
    amount: 'Montant HT',
    pos: 'N°',
    net: 'Total HT',
    vatSum: 'Total TVA',
    gross: 'Total TTC',
    dep: 'Arrhes versées le',
    card: 'Règlement CB le',
    paid: 'Déjà réglé',
    balance: 'Solde',
    rest: 'Net à payer',
    due: 'Date d’échéance',
    page: 'Page',
    of: 'sur',
    vatId: 'N° TVA intracom.',
    buyerVat: 'N° TVA client',
    no: 'Facture n°',
    issue: 'Date de facture',
    untaxed: 'hors champ',
  },
};

function draw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const { lang, t } = d;
  const lb = L[lang];
  const m = (v: string) => money(lang, v);
  const dt = (iso: string) =>
    lang === 'de' ? deDate(iso) : lang === 'fr' ? slashDate(iso) : d.v % 2 ? enShort(iso) : slashDate(iso);
  const rowDate = (iso: string) =>
    lang === 'de'
      ? d.v % 2
        ? `${dd(iso)}.${mm(iso)}.`
        : deDate(iso)
      : lang === 'fr'
        ? slashDate(iso)
        : enShort(iso);
  const cur = (v: string) => (lang === 'en' ? `£${v}` : `${v} €`);
  // letterhead
  const centered = d.tpl === 'hotel23' || d.tpl === 'folio23' || d.tpl === 'hotelfr23';
  if (centered) {
    p.put(40, 297 - d.s.name.length * 3.5, d.s.name, { size: 14, bold: true });
    const sub = `${d.s.street} · ${d.s.pc} ${d.s.city}`;
    p.put(60, 297 - sub.length * 2, sub, { size: 8 });
  } else {
    p.put(40, 50, d.s.name, { size: 14, bold: true });
    p.put(60, 50, `${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 8 });
  }
  // sender line and address window
  p.put(100, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6 });
  const addr = [d.b.name];
  if (lang === 'de' && d.tpl === 'hotel23') addr.push(t.pick(['Buchhaltung', 'z. Hd. Reisestelle']));
  addr.push(d.b.street, `${d.b.pc} ${d.b.city}`);
  p.block(addr, 50, 112, { size: 10 });
  // info block at the right
  const info: Array<[string, string]> = [
    [lb.no, d.number],
    [lb.issue, dt(d.issue)],
  ];
  if (d.tpl === 'hotel23') {
    const room = /Zimmer (\d+)/.exec(d.lines[0]?.name ?? '')?.[1] ?? '';
    info.push(['Zimmer', room], ['Anreise', dt(d.start)], ['Abreise', dt(d.end)], ['Gast', d.guest]);
  } else if (d.tpl === 'folio23') {
    const room = /Room (\d+)/.exec(d.lines[0]?.name ?? '')?.[1] ?? '';
    info.push(['Room', room], ['Arrival', dt(d.start)], ['Departure', dt(d.end)], ['Guest', d.guest]);
  } else if (d.tpl === 'hotelfr23') {
    info.push(['Arrivée', dt(d.start)], ['Départ', dt(d.end)], ['Client', d.guest]);
  } else if (d.tpl === 'gastro23') {
    info.push(['Veranstaltung', dt(d.start)], ['Gedecke', d.lines[0]?.qty ?? '']);
  } else if (d.tpl === 'tagung23') {
    info.push(['Veranstaltung', `${dt(d.start)} – ${dt(d.end)}`], ['Ansprechpartner', d.guest]);
  } else if (d.tpl === 'reise23') {
    info.push(
      ['Booking ref.', `BK${t.digits(6)}`],
      ['Departure', dt(d.start)],
      ['Return', dt(d.end)],
      ['Lead passenger', d.guest],
    );
  } else if (d.tpl === 'mietwagen23') {
    info.push(['Mietvertrag', `MV-${t.digits(6)}`], ['Fahrer', personName(t)]);
  } else if (d.tpl === 'bus23') {
    info.push(['Fahrtzeitraum', `${dt(d.start)} – ${dt(d.end)}`], ['Gruppe', `${t.int(20, 50)} Personen`]);
  }
  if (d.buyerVat) info.push([lb.buyerVat, d.b.vatShown ?? d.b.vat ?? '']);
  p.kv(112, 340, 430, info, { size: 8 }, 11);
  let y = Math.max(112 + info.length * 11, 170) + 20;
  const title =
    d.tpl === 'folio23'
      ? 'GUEST FOLIO / VAT INVOICE'
      : d.tpl === 'reise23'
        ? 'INVOICE'
        : d.tpl === 'hotelfr23'
          ? 'FACTURE'
          : 'Rechnung';
  p.put(y, 50, title, { size: 13, bold: true });
  y += 22;
  if (d.tpl === 'mietwagen23') {
    const [km, incl, odo] = d.guest.split('|').map(Number) as [number, number, number];
    const k = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    p.put(
      y,
      50,
      `Fahrzeug: ${t.pick(['VW Passat Variant', 'BMW 320d Touring', 'Skoda Octavia', 'Ford Transit'])}  Kennzeichen ${t.pick(['K', 'HH', 'M', 'B'])}-${t.pick(['AV', 'RX', 'MV'])} ${t.int(100, 9999)}`,
      { size: 8 },
    );
    p.put(
      y + 11,
      50,
      `Übernahme ${dt(d.start)} ${t.int(7, 11)}:00  km-Stand ${k(odo)}   Rückgabe ${dt(d.end)} ${t.int(12, 19)}:30  km-Stand ${k(odo + km)}`,
      { size: 8 },
    );
    p.put(y + 22, 50, `Gefahrene km ${k(km)} · Inklusiv-km ${k(incl)}`, { size: 8 });
    y += 40;
  }
  // the item table: columns per layout
  const hasDate = d.tpl !== 'mietwagen23' && d.tpl !== 'reise23' && d.tpl !== 'gastro23';
  const hasPos = d.tpl === 'gastro23' || d.tpl === 'tagung23' || d.tpl === 'mietwagen23' || d.tpl === 'bus23';
  const debitCredit = d.tpl === 'folio23';
  const cols: Array<{ head: string; x: number; right?: boolean; cell: (l: Ln) => string }> = [];
  let x = 50;
  if (hasPos) {
    cols.push({ head: lb.pos, x, cell: (l) => l.id });
    x += 24;
  }
  if (hasDate) {
    cols.push({ head: lb.date, x, cell: (l) => (l.date ? rowDate(l.date) : '') });
    x += 60;
  }
  cols.push({ head: lb.desc, x, cell: (l) => l.name });
  const qx = debitCredit ? 300 : 320;
  cols.push({ head: lb.qty, x: qx, right: true, cell: (l) => qtyOf(lang, l.qty) });
  cols.push({ head: lb.unit, x: qx + 6, cell: (l) => l.unit[0] });
  cols.push({ head: lb.price, x: debitCredit ? 395 : 420, right: true, cell: (l) => m(l.price) });
  if (d.tpl !== 'reise23')
    cols.push({
      head: lb.vat,
      x: debitCredit ? 430 : 462,
      right: true,
      cell: (l) => (l.cat === 'O' ? '–' : rateOf(lang, l.rate)),
    });
  if (debitCredit) {
    cols.push({ head: 'Debit', x: 490, right: true, cell: (l) => m(l.net) });
    cols.push({ head: 'Credit', x: 545, right: true, cell: () => '' });
  } else
    cols.push({
      head: d.tpl === 'reise23' ? 'Total' : lb.amount,
      x: 545,
      right: true,
      cell: (l) => m(l.net),
    });
  const head = (yy: number) => {
    for (const c of cols) p.put(yy, c.x, c.head, { size: 8, bold: true, right: c.right });
    return yy + 14;
  };
  y = head(y);
  for (const l of d.lines) {
    const ny = p.need(y, 11);
    if (ny !== y) y = head(ny);
    for (const c of cols) p.put(y, c.x, c.cell(l), { size: 8, right: c.right });
    y += 11;
  }
  y += 6;
  // payments under the charges (credits in the folio)
  const payText = (pp: Pay) => (pp.text === 'dep' ? `${lb.dep} ${dt(pp.date)}` : `${lb.card} ${dt(pp.date)}`);
  if (debitCredit) {
    for (const pp of d.pays) {
      y = p.need(y, 11);
      p.put(y, 50, rowDate(pp.date), { size: 8 });
      p.put(y, 102, pp.text === 'dep' ? 'Deposit received' : 'Payment Visa - thank you', { size: 8 });
      p.put(y, 545, m(pp.amount), { size: 8, right: true });
      y += 11;
    }
    y += 8;
  }
  y = p.need(y, 60 + d.vat.length * 11 + d.pays.length * 11);
  const tot: Array<[string, string]> = [[d.tpl === 'reise23' ? 'Total' : lb.net, cur(m(d.lineNet))]];
  if (d.tpl !== 'reise23') {
    for (const v of d.vat)
      if (v.cat === 'S' || v.cat === 'Z')
        tot.push([
          `${lb.vat} ${rateOf(lang, v.rate)} ${lang === 'en' ? 'on' : lang === 'fr' ? 'sur' : 'auf'} ${m(v.base)}`,
          cur(m(v.tax)),
        ]);
    tot.push([lb.vatSum, cur(m(d.vatT))]);
    tot.push([lb.gross, cur(m(d.gross))]);
  }
  if (!debitCredit) for (const pp of d.pays) tot.push([payText(pp), cur(neg(lang, pp.amount))]);
  else if (d.pays.length) tot.push([lb.paid, cur(neg(lang, d.paid))]);
  tot.push([dec(d.dueAmt).isZero() ? lb.balance : lb.rest, cur(m(d.dueAmt))]);
  y = p.kv(y, 300, 545, tot, { size: 9 }, 12);
  // the breakdown table with the untaxed items
  y = p.need(y + 10, 20 + d.vat.length * 11);
  if (d.tpl === 'reise23') {
    y = para(
      p,
      y + 6,
      'This invoice is issued under the Tour Operators’ Margin Scheme. No VAT is shown and none is recoverable.',
    );
  } else {
    const bh =
      lang === 'de'
        ? ['Steuersatz', 'Netto', 'MwSt.', 'Brutto']
        : lang === 'fr'
          ? ['Taux', 'Base HT', 'TVA', 'TTC']
          : ['VAT rate', 'Net', 'VAT', 'Gross'];
    p.put(y, 50, bh[0] as string, { size: 8, bold: true });
    p.put(y, 200, bh[1] as string, { size: 8, bold: true, right: true });
    p.put(y, 260, bh[2] as string, { size: 8, bold: true, right: true });
    p.put(y, 320, bh[3] as string, { size: 8, bold: true, right: true });
    y += 11;
    for (const v of d.vat) {
      const lab =
        v.cat === 'O'
          ? `0 % (${lb.untaxed})`
          : v.cat === 'Z'
            ? lang === 'en'
              ? '0% (zero-rated)'
              : '0 %'
            : rateOf(lang, v.rate);
      p.put(y, 50, lab, { size: 8 });
      p.put(y, 200, m(v.base), { size: 8, right: true });
      p.put(y, 260, m(v.tax), { size: 8, right: true });
      p.put(y, 320, m(round(dec(v.base).plus(dec(v.tax)))), { size: 8, right: true });
      y += 11;
    }
  }
  y += 8;
  y = p.need(y, 30);
  if (d.due) {
    const sentence =
      lang === 'de'
        ? `Bitte überweisen Sie den offenen Betrag bis zum ${dt(d.due)} ohne Abzug.`
        : lang === 'fr'
          ? `Solde à régler au plus tard le ${dt(d.due)} par virement.`
          : `Please pay the balance by ${dt(d.due)}.`;
    p.put(y, 50, sentence, { size: 8 });
  } else
    p.put(
      y,
      50,
      lang === 'de'
        ? 'Der Betrag wurde dankend erhalten.'
        : lang === 'fr'
          ? 'Facture acquittée. Merci de votre visite.'
          : 'Paid with thanks.',
      { size: 8 },
    );
  const pages = p.pages();
  const siret =
    lang === 'fr'
      ? ` · SIRET ${t.digits(3)} ${t.digits(3)} ${t.digits(3)} ${t.digits(5)} · RCS ${d.s.city}`
      : '';
  everyPage(rows, pages, (pg, n) => {
    const out: Array<[number, number, string, number]> = [
      [775, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, 7],
      [785, 50, `${lb.vatId} ${d.s.vatShown ?? d.s.vat}${siret}`, 7],
      [795, 50, `IBAN ${spaced(d.iban)} · BIC ${d.bic}`, 7],
    ];
    if (n > 1) out.push([805, 50, `${lb.page} ${pg} ${lb.of} ${n}`, 7]);
    return out;
  });
  return pages;
}

function para(p: ReturnType<typeof pager>, y: number, text: string) {
  const words = text.split(' ');
  let cur = '';
  for (const w of words) {
    if (cur.length + w.length > 95) {
      p.put(y, 50, cur, { size: 8 });
      y += 11;
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) p.put(y, 50, cur, { size: 8 });
  return y + 11;
}

export function generateBlind54(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND54_TPLS[k % BLIND54_TPLS.length] as Tpl;
  const d = build(tpl, Math.floor(k / BLIND54_TPLS.length), t);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
