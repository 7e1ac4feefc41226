/**
 * Held-out set blind60 (session 29, issue 19): vehicles, workshops and mobility services, written
 * before opening anything under packages/extract. Eight layouts, document k uses layout k mod 8:
 *
 * - `werkstatt29` a Kfz-Werkstatt: vehicle block (Kennzeichen, FIN, Km-Stand, Erstzulassung), rows
 *   grouped "Lohn" (AW or Std.) and "Material/Teile" (part numbers, oil in litres, a small-parts flat
 *   rate in %, Altteilpfand, disposal) with their sums; Pos. column.
 * - `reifen29` a tyre service: tyres with size and load index, balancing per wheel, storage per season,
 *   valves, tyre disposal; no position column.
 * - `karosserie29` a body shop billing an insurer after an expert's report; the owner's excess
 *   (Selbstbeteiligung) deducted from the gross total; Pos. column.
 * - `abschlepp29` a towing and breakdown service: call-out, km, waiting time, night surcharge in %;
 *   Nr. column.
 * - `tankkarte29` a fleet fuel-card statement: many rows (date, registration, product, litres, price per
 *   litre with three decimals); lfd. Nr. column; two pages in half of the documents.
 * - `mietwagen29` a car rental company's damage invoice after a return; extra km at a three-decimal
 *   price; a deposit deducted in half of the documents; no position column.
 * - `mot29` a UK MOT and service garage (English, GBP); the MOT fee without VAT (category E); no
 *   position column.
 * - `garage29` a French garage (main d'œuvre, pièces, forfait vidange); no position column.
 *
 * Truth rules: only what is printed. Line ids are the printed position where a position column exists,
 * else 1, 2, 3 … in printed order. A row computed as a percentage of other rows (small-parts flat rate,
 * night surcharge) has quantity 1, unit C62 and its amount as price; the percentage and its base are no
 * fields and no part of the name. The name is the printed description (for fuel rows the product; the
 * date, registration and station are no part of it; part numbers stand in their own column and are no
 * part of the name). Amounts deducted after the gross total (the owner's excess, a rental deposit) are
 * the paid amount BT-113 and the amount due BT-115 the printed remainder.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  everyPage,
  type Generated,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitVatRow,
  longDate,
  numberNotation,
  pager,
  personName,
  shortDate,
  type Tools,
  vatSums,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND60_TPLS = [
  'werkstatt29',
  'reifen29',
  'karosserie29',
  'abschlepp29',
  'tankkarte29',
  'mietwagen29',
  'mot29',
  'garage29',
] as const;
type Tpl = (typeof BLIND60_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';

/** Printed units and their XRechnung codes. */
const UNITS: Record<string, string> = {
  AW: 'C62',
  'Std.': 'HUR',
  Std: 'HUR',
  Stk: 'H87',
  'Stk.': 'H87',
  l: 'LTR',
  Ltr: 'LTR',
  km: 'KMT',
  Min: 'MIN',
  pausch: 'LS',
  pauschal: 'LS',
  Satz: 'SET',
  Saison: 'C62',
  Rad: 'C62',
  Tag: 'DAY',
  Tage: 'DAY',
  kg: 'KGM',
  hrs: 'HUR',
  ea: 'H87',
  litre: 'LTR',
  h: 'HUR',
  pce: 'H87',
  forfait: 'LS',
  L: 'LTR',
  '': 'C62',
};
for (const [u, c] of Object.entries(UNITS))
  if (!codelists.isValidCode('unit', c)) throw new Error(`blind60: unit ${u} → ${c} not a unit code`);

interface Ln {
  id: string;
  qty: string;
  unit: string;
  price: string;
  /** decimals of the printed price */
  pd: number;
  net: string;
  rate: string;
  cat: 'S' | 'E';
  name: string;
  /** printed quantity ('' where none: a percentage row) and extra cells */
  qtyShown: string;
  cells: Record<string, string>;
  group?: string;
}

interface Doc {
  tpl: Tpl;
  v: number;
  lang: Lang;
  cur: string;
  s: KitParty;
  b: KitParty;
  buyerVat: boolean;
  number: string;
  issue: string;
  due: string;
  po: string;
  lines: Ln[];
  paid: string;
  paidLabel: string;
  iban: string;
  bic: string;
  info: Array<[string, string]>;
  vehicle: Array<[string, string]>;
  exemptReason: string;
  t: Tools;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function money(v: string, lang: Lang, places = 2): string {
  const [th, de] = numberNotation(lang);
  const [i = '0', f = ''] = dec(v).abs().toFixed(places).split('.');
  const s = `${i.replace(/\B(?=(\d{3})+(?!\d))/g, th)}${f ? de + f : ''}`;
  return dec(v).isNegative() ? `-${s}` : s;
}
function qtyText(q: string, lang: Lang): string {
  const d = dec(q);
  const places = d.decimalPlaces();
  return money(q, lang, places);
}

function mkLine(
  id: string,
  name: string,
  qty: string,
  unit: string,
  price: string,
  pd: number,
  rate: string,
  lang: Lang,
  extra: Record<string, string> = {},
  group?: string,
  cat: 'S' | 'E' = 'S',
): Ln {
  const net = round(dec(qty).times(dec(price)));
  return {
    id,
    qty,
    unit,
    price,
    pd,
    net,
    rate,
    cat,
    name,
    qtyShown: qtyText(qty, lang),
    cells: extra,
    ...(group ? { group } : {}),
  };
}
/** A row computed as a percentage of a base: quantity 1, no unit, the amount as price. */
function pctLine(id: string, name: string, pct: string, base: string, rate: string, group?: string): Ln {
  const net = round(dec(base).times(dec(pct)).dividedBy(100));
  return {
    id,
    qty: '1',
    unit: '',
    price: net,
    pd: 2,
    net,
    rate,
    cat: 'S',
    name,
    qtyShown: '',
    cells: { pct: `${pct.replace('.', ',')} %` },
    ...(group ? { group } : {}),
  };
}

const DE_PLATE_CITY = ['K', 'BN', 'D', 'HH', 'M', 'S', 'F', 'GL', 'SU', 'LEV', 'B', 'HB'];
const letters = (t: Tools, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + t.int(0, 25)))
    .join('')
    .replace(/[IOQ]/g, 'X');
const dePlate = (t: Tools) => `${t.pick(DE_PLATE_CITY)}-${letters(t, t.int(1, 2))} ${t.int(1, 9999)}`;
const vin = (t: Tools) =>
  `${t.pick(['WVWZZZ', 'WBA', 'WDD', 'VF1', 'TMB', 'WAU'])}${letters(t, 3)}${t.digits(11)}`.slice(0, 17);
const CARS = [
  'VW Golf VIII 2.0 TDI',
  'Opel Astra K 1.2 Turbo',
  'BMW 320d Touring',
  'Skoda Octavia Combi 1.5 TSI',
  'Ford Transit Custom 2.0 EcoBlue',
  'Mercedes-Benz Vito 116 CDI',
  'Audi A4 Avant 40 TDI',
  'Renault Clio V TCe 90',
];

function randomDate(t: Tools): string {
  return `2026-${pad(t.int(1, 11))}-${pad(t.int(1, 28))}`;
}

function dateOf(d: Doc, iso: string): string {
  if (d.lang === 'de') return d.v % 3 === 2 ? longDate(iso, 'de') : shortDate('de', false, iso);
  if (d.lang === 'en') return shortDate('en', d.v % 2 === 0, iso);
  return d.v % 2 === 0 ? shortDate('fr', false, iso) : longDate(iso, 'fr');
}

function sellerName(tpl: Tpl, t: Tools): string {
  const last = t.pick(['Brandt', 'Hofmann', 'Krüger', 'Wagner', 'Lange', 'Köhler']);
  switch (tpl) {
    case 'werkstatt29':
      return t.pick([`Autohaus ${last} GmbH`, `Kfz-Meisterbetrieb ${last} e.K.`, `${last} Kfz-Technik GmbH`]);
    case 'reifen29':
      return t.pick([`Reifen ${last} GmbH`, `Reifendienst ${last} OHG`, 'Pneu-Center Rheinland GmbH']);
    case 'karosserie29':
      return t.pick([`Karosserie & Lack ${last} GmbH`, `Unfallinstandsetzung ${last} GmbH & Co. KG`]);
    case 'abschlepp29':
      return t.pick([`Abschleppdienst ${last} GmbH`, `Pannenhilfe ${last} e.K.`, 'Bergeprofi Süd GmbH']);
    case 'tankkarte29':
      return t.pick(['Tankring Flottenservice GmbH', 'MobiCard Fuel Services GmbH', 'Fahrwerk Energie AG']);
    case 'mietwagen29':
      return t.pick(['Rheinmobil Autovermietung GmbH', 'Flink Mietwagen GmbH', 'Autovermietung Quadra AG']);
    case 'mot29':
      return t.pick(['Ashcombe Motors Ltd', 'Riverside MOT & Service Centre Ltd', 'Kingsway Garage Ltd']);
    default:
      return t.pick(['Garage du Centre SARL', 'Garage Martin et Fils SAS', 'Auto Service Lacroix SARL']);
  }
}

function build(tpl: Tpl, v: number, h: Helpers, t: Tools): Doc {
  const lang: Lang = tpl === 'mot29' ? 'en' : tpl === 'garage29' ? 'fr' : 'de';
  const cc = lang === 'en' ? 'GB' : lang === 'fr' ? 'FR' : 'DE';
  let s: KitParty;
  if (cc === 'DE') s = dachParty('DE', sellerName(tpl, t), t);
  else {
    const p = h.party(cc);
    s = { ...p, name: sellerName(tpl, t), country: cc, vat: h.vatId(cc) };
  }
  const issue = randomDate(t);
  const due = addDays(issue, t.pick([8, 10, 14, 30]));
  const d: Doc = {
    tpl,
    v,
    lang,
    cur: cc === 'GB' ? 'GBP' : 'EUR',
    s,
    b: s,
    buyerVat: false,
    number: '',
    issue,
    due,
    po: '',
    lines: [],
    paid: '',
    paidLabel: '',
    iban: cc === 'FR' ? ibanOfCountry('FR', t) : ibanOf(cc, t),
    bic:
      cc === 'GB'
        ? t.pick(['BARCGB22', 'NWBKGB2L'])
        : cc === 'FR'
          ? t.pick(['BNPAFRPP', 'CCBPFRPP'])
          : t.pick(['COBADEFFXXX', 'GENODEF1S04', 'DEUTDEDBKOE']),
    info: [],
    vehicle: [],
    exemptReason: '',
    t,
  };
  const privBuyer = (): KitParty => {
    if (cc === 'DE') return dachParty('DE', personName(t), t);
    const p = h.party(cc);
    const n =
      cc === 'GB'
        ? `${t.pick(['Mr James', 'Mrs Emily', 'Mr Oliver', 'Ms Sophie'])} ${t.pick(['Carter', 'Hughes', 'Patel', 'Turner'])}`
        : `${t.pick(['M. Julien', 'Mme Camille', 'M. Nicolas', 'Mme Claire'])} ${t.pick(['Garnier', 'Moreau', 'Lefèvre', 'Girard'])}`;
    return { ...p, name: n, country: cc };
  };
  const coBuyer = (): KitParty => {
    if (cc === 'DE') {
      const p = h.party('DE');
      return { ...p, country: 'DE', vat: h.vatId('DE') };
    }
    const p = h.party(cc);
    return { ...p, country: cc, vat: h.vatId(cc) };
  };
  const plate = dePlate(t);
  const km = String(t.int(8000, 214000));
  const kmShown = money(km, lang, 0);
  const first = `${2010 + t.int(2, 14)}-${pad(t.int(1, 12))}-${pad(t.int(1, 28))}`;
  const L = d.lines;
  const R = '19';
  switch (tpl) {
    case 'werkstatt29': {
      d.b = v % 2 === 0 ? privBuyer() : coBuyer();
      d.buyerVat = v % 4 === 1;
      d.number = `${t.pick(['RE', 'WR', ''])}${t.pick(['', '-'])}${2026}${t.digits(4)}`.replace(/^-/, '');
      d.vehicle = [
        ['Amtl. Kennzeichen', plate],
        ['Fahrzeug', t.pick(CARS)],
        ['FIN', vin(t)],
        ['Km-Stand', kmShown],
        ['Erstzulassung', shortDate('de', false, first)],
      ];
      d.info = [
        ['Auftrags-Nr.', `A-${t.digits(5)}`],
        ['Kunden-Nr.', t.digits(6)],
      ];
      const aw = v % 2 === 0;
      const labour = aw
        ? [
            ['Inspektion nach Herstellervorgabe', t.int(8, 24)],
            ['Bremsbeläge vorne erneuert', t.int(6, 14)],
            ['Bremsscheiben vorne ersetzt', t.int(4, 10)],
            ['Fehlerspeicher auslesen', t.int(2, 4)],
            ['Klimaservice durchgeführt', t.int(5, 9)],
          ]
        : [
            ['Zahnriemen mit Wasserpumpe erneuert', `${t.int(2, 4)}.5`],
            ['Achsvermessung', '1'],
            ['Hauptuntersuchung vorbereitet', '0.5'],
          ];
      const awRate = aw ? t.pick(['11.90', '13.50', '15.80']) : '';
      const hRate = t.pick(['98.00', '112.50', '124.00']);
      let pos = 0;
      for (const [name, q] of labour.slice(0, t.int(2, labour.length))) {
        pos++;
        L.push(
          mkLine(
            String(pos),
            name as string,
            String(q),
            aw ? 'AW' : 'Std.',
            aw ? awRate : hRate,
            2,
            R,
            lang,
            { art: aw ? `L${t.digits(4)}` : `${t.digits(3)}00` },
            'Lohn',
          ),
        );
      }
      const parts: Array<[string, string, string, string]> = [
        ['Bremsbelagsatz vorne', '1', 'Satz', String(t.int(48, 120))],
        ['Bremsscheibe vorne', '2', 'Stk.', String(t.int(45, 95))],
        ['Ölfilter', '1', 'Stk.', '14.90'],
        [
          'Motoröl 5W-30 Longlife',
          `${t.int(4, 6)}.${t.pick(['0', '5'])}`,
          'l',
          t.pick(['16.90', '19.40', '22.80']),
        ],
        ['Luftfilter', '1', 'Stk.', '24.60'],
        ['Wischerblätter Satz', '1', 'Satz', '38.50'],
        ['Dichtring Ölablassschraube', '1', 'Stk.', '1.85'],
      ];
      const take = parts.slice(0, t.int(3, parts.length));
      for (const [name, q, u, p] of take) {
        pos++;
        L.push(
          mkLine(
            String(pos),
            name,
            q,
            u,
            p.includes('.') ? p : `${p}.00`,
            2,
            R,
            lang,
            { art: `${t.digits(2)}${letters(t, 1)} ${t.digits(3)} ${t.digits(3)}` },
            'Material/Teile',
          ),
        );
      }
      const matSum = L.filter((l) => l.group === 'Material/Teile').reduce(
        (a, l) => a.plus(dec(l.net)),
        dec(0),
      );
      pos++;
      L.push(
        pctLine(
          String(pos),
          'Kleinteile / Verbrauchsmaterial',
          t.pick(['3', '4', '5']),
          matSum.toFixed(2),
          R,
          'Material/Teile',
        ),
      );
      if (v % 2 === 1) {
        pos++;
        L.push(
          mkLine(
            String(pos),
            'Altteilpfand Bremssattel',
            '1',
            'Stk.',
            t.pick(['45.00', '60.00']),
            2,
            R,
            lang,
            { art: 'PFAND' },
            'Material/Teile',
          ),
        );
      }
      pos++;
      L.push(
        mkLine(
          String(pos),
          'Entsorgung Altöl und Filter',
          '1',
          'pauschal',
          t.pick(['6.50', '8.90']),
          2,
          R,
          lang,
          { art: 'ENTS' },
          'Material/Teile',
        ),
      );
      d.info.push(['Leistungsdatum', shortDate('de', false, addDays(issue, -1))]);
      if (aw) d.exemptReason = `1 AW = ${t.pick(['6', '10'])} Minuten`;
      break;
    }
    case 'reifen29': {
      d.b = v % 3 === 0 ? coBuyer() : privBuyer();
      d.buyerVat = v % 3 === 0;
      d.number = `${t.int(10, 99)}-${t.digits(5)}`;
      d.vehicle = [
        ['Kennzeichen', plate],
        ['Km-Stand', kmShown],
      ];
      d.info = [['Einlagerungs-Nr.', `L-${t.digits(4)}`]];
      const season = v % 2 === 0 ? 'Sommer' : 'Winter';
      const size = t.pick(['205/55 R16 91V', '225/45 R17 94W XL', '195/65 R15 91H', '235/55 R18 100V']);
      const brand = t.pick([
        'Michelin Primacy 4',
        'Continental EcoContact 6',
        'Goodyear EfficientGrip',
        'Bridgestone Turanza',
      ]);
      let i = 0;
      const id = () => String(++i);
      if (v % 4 !== 3)
        L.push(
          mkLine(
            id(),
            `${season}reifen ${size} ${brand}`,
            '4',
            'Stk.',
            `${t.int(79, 189)}.${t.pick(['00', '90', '50'])}`,
            2,
            R,
            lang,
            { art: t.digits(6) },
          ),
        );
      L.push(
        mkLine(id(), 'Radwechsel Kompletträder', '1', 'Satz', t.pick(['39.00', '45.00']), 2, R, lang, {
          art: '900100',
        }),
      );
      L.push(
        mkLine(id(), 'Auswuchten je Rad', '4', 'Rad', t.pick(['8.50', '9.90', '12.00']), 2, R, lang, {
          art: '900120',
        }),
      );
      L.push(
        mkLine(id(), 'Ventil Gummi', '4', 'Stk.', t.pick(['3.50', '4.20']), 2, R, lang, { art: '310050' }),
      );
      L.push(
        mkLine(
          id(),
          `Reifeneinlagerung ${season === 'Sommer' ? 'Winter' : 'Sommer'}räder Saison 2026/27`,
          '1',
          'Saison',
          t.pick(['29.00', '35.00', '39.90']),
          2,
          R,
          lang,
          { art: '900300' },
        ),
      );
      if (v % 4 !== 3)
        L.push(
          mkLine(id(), 'Altreifenentsorgung', '4', 'Stk.', t.pick(['3.50', '4.00', '5.00']), 2, R, lang, {
            art: '900900',
          }),
        );
      if (v % 2 === 1)
        L.push(mkLine(id(), 'RDKS-Sensor anlernen', '4', 'Stk.', '7.50', 2, R, lang, { art: '900410' }));
      break;
    }
    case 'karosserie29': {
      const ins = dachParty(
        'DE',
        t.pick([
          'Nordlicht Versicherung AG',
          'Rheintal Allgemeine Versicherung AG',
          'Hanse Kraftfahrt Versicherung a.G.',
        ]),
        t,
      );
      d.b = ins;
      d.number = `K${t.digits(6)}`;
      const owner = personName(t);
      d.vehicle = [
        ['Versicherungsnehmer', owner],
        ['Kennzeichen', plate],
        ['FIN', vin(t)],
        ['Fahrzeug', t.pick(CARS)],
        ['Km-Stand', kmShown],
      ];
      d.info = [
        ['Schaden-Nr.', `${t.digits(2)}-${t.digits(6)}/${t.int(1, 9)}`],
        ['Gutachten-Nr.', `G ${t.digits(5)}`],
        ['Gutachten vom', shortDate('de', false, addDays(issue, -t.int(14, 30)))],
      ];
      let pos = 0;
      const id = () => String(++pos);
      L.push(
        mkLine(
          id(),
          'Karosseriearbeiten lt. Gutachten',
          `${t.int(4, 14)}.${t.pick(['0', '5'])}`,
          'Std.',
          t.pick(['118.00', '126.50']),
          2,
          R,
          lang,
        ),
      );
      L.push(
        mkLine(
          id(),
          'Lackierarbeiten',
          `${t.int(3, 9)}.${t.pick(['0', '5'])}`,
          'Std.',
          t.pick(['124.00', '132.00']),
          2,
          R,
          lang,
        ),
      );
      L.push(mkLine(id(), 'Lackmaterial', '1', 'pauschal', `${t.int(180, 520)}.00`, 2, R, lang));
      L.push(
        mkLine(
          id(),
          `Stoßfänger hinten, grundiert (${t.digits(3)} ${t.digits(3)} ${t.digits(3)})`,
          '1',
          'Stk.',
          `${t.int(280, 640)}.40`,
          2,
          R,
          lang,
        ),
      );
      L.push(mkLine(id(), 'Rückleuchte links', '1', 'Stk.', `${t.int(140, 380)}.00`, 2, R, lang));
      if (v % 2 === 0)
        L.push(mkLine(id(), 'Verbringung zur Lackiererei', '1', 'pauschal', '95.00', 2, R, lang));
      L.push(
        mkLine(
          id(),
          'Mietwagen Ersatzfahrzeug',
          String(t.int(2, 6)),
          'Tage',
          t.pick(['39.00', '49.00']),
          2,
          R,
          lang,
        ),
      );
      d.paid = t.pick(['150.00', '300.00', '500.00', '1000.00']);
      d.paidLabel = 'abzgl. Selbstbeteiligung VN';
      break;
    }
    case 'abschlepp29': {
      d.b = v % 2 === 0 ? privBuyer() : coBuyer();
      d.buyerVat = v % 4 === 3;
      d.number = `AB-${2026}-${t.digits(4)}`;
      d.vehicle = [
        ['Kennzeichen', plate],
        ['Fahrzeug', t.pick(CARS)],
        [
          'Einsatzort',
          t.pick(['A 3 Ausfahrt Königsforst', 'B 56 Höhe Siegburg', 'Parkhaus Am Dom, Ebene 2']),
        ],
        ['Einsatzzeit', `${pad(t.int(19, 23))}:${pad(t.int(0, 59))} Uhr`],
      ];
      d.info = [['Einsatz-Nr.', t.digits(6)]];
      let pos = 0;
      const id = () => String(++pos);
      const callout = t.pick(['145.00', '165.00', '189.00']);
      L.push(mkLine(id(), 'Einsatzpauschale / Anfahrt', '1', 'pauschal', callout, 2, R, lang));
      L.push(
        mkLine(
          id(),
          'Abschleppen zur Werkstatt',
          String(t.int(6, 85)),
          'km',
          t.pick(['2.80', '3.20', '3.50']),
          2,
          R,
          lang,
        ),
      );
      L.push(
        mkLine(
          id(),
          'Wartezeit',
          String(t.pick([15, 30, 45, 60])),
          'Min',
          t.pick(['1.20', '1.50']),
          2,
          R,
          lang,
        ),
      );
      if (v % 2 === 1)
        L.push(mkLine(id(), 'Bergung mit Seilwinde', `${t.int(1, 2)}.5`, 'Std.', '135.00', 2, R, lang));
      L.push(
        pctLine(id(), 'Nachtzuschlag (20–6 Uhr) auf Einsatzpauschale', t.pick(['25', '50']), callout, R),
      );
      if (v % 4 === 0)
        L.push(mkLine(id(), 'Standgebühr Verwahrplatz', String(t.int(2, 5)), 'Tage', '15.00', 2, R, lang));
      if (v % 4 === 2) L.push(mkLine(id(), 'Ölbindemittel', String(t.int(2, 8)), 'kg', '6.80', 2, R, lang));
      break;
    }
    case 'tankkarte29': {
      d.b = coBuyer();
      d.buyerVat = true;
      d.number = `SR ${t.digits(8)}`;
      const from = `2026-${pad(t.int(1, 10))}-01`;
      d.issue = addDays(from, t.int(31, 34));
      d.due = addDays(d.issue, 14);
      d.info = [
        ['Kunden-Nr.', t.digits(7)],
        ['Zeitraum', `${shortDate('de', false, from)} – ${shortDate('de', false, addDays(from, 27))}`],
      ];
      const plates = Array.from({ length: t.int(3, 6) }, () => dePlate(t));
      const n = v % 2 === 0 ? t.int(42, 56) : t.int(12, 20);
      const prods: Array<[string, string, () => string, () => string]> = [
        ['Diesel', 'l', () => `${t.int(20, 78)}.${t.digits(2)}`, () => `1.${t.int(410, 589)}`],
        ['Super E10', 'l', () => `${t.int(20, 60)}.${t.digits(2)}`, () => `1.${t.int(450, 629)}`],
        ['AdBlue', 'l', () => `${t.int(5, 20)}.${t.digits(2)}`, () => `0.${t.int(690, 899)}`],
        ['Wagenwäsche Premium', 'Stk', () => '1', () => `${t.int(9, 15)}.${t.pick(['50', '90', '99'])}`],
      ];
      for (let i = 0; i < n; i++) {
        const dt = addDays(from, Math.floor((i * 27) / n));
        const r = t.rnd();
        const [name, u, q, p] = (
          r < 0.6 ? prods[0] : r < 0.8 ? prods[1] : r < 0.9 ? prods[2] : prods[3]
        ) as (typeof prods)[0];
        const qq = q().replace(/\.(\d)0$/, '.$1' + '1');
        L.push(
          mkLine(String(i + 1), name, qq, u, p(), u === 'l' ? 3 : 2, R, lang, {
            date: shortDate('de', false, dt).slice(0, 6),
            plate: t.pick(plates),
            station: t.pick(['Köln-Süd', 'A4 Frechen', 'Bonn Nord', 'Leverkusen', 'Hürth']),
          }),
        );
      }
      break;
    }
    case 'mietwagen29': {
      d.b = v % 2 === 0 ? privBuyer() : coBuyer();
      d.buyerVat = v % 4 === 1;
      d.number = `SR-${t.digits(7)}`;
      const out = t.int(20000, 60000);
      const back = out + t.int(400, 2500);
      d.vehicle = [
        ['Kennzeichen', plate],
        ['Fahrzeug', t.pick(CARS)],
        ['Km bei Übergabe', money(String(out), lang, 0)],
        ['Km bei Rückgabe', money(String(back), lang, 0)],
      ];
      d.info = [
        ['Mietvertrag-Nr.', `MV${t.digits(7)}`],
        ['Rückgabe am', shortDate('de', false, addDays(issue, -t.int(3, 12)))],
      ];
      let i = 0;
      const id = () => String(++i);
      L.push(
        mkLine(
          id(),
          'Instandsetzung Stoßfänger vorne lt. Kostenvoranschlag',
          '1',
          'pauschal',
          `${t.int(380, 1400)}.${t.pick(['00', '50', '80'])}`,
          2,
          R,
          lang,
        ),
      );
      L.push(
        mkLine(
          id(),
          'Bearbeitungspauschale Schadenfall',
          '1',
          'pauschal',
          t.pick(['45.00', '59.00', '75.00']),
          2,
          R,
          lang,
        ),
      );
      L.push(
        mkLine(
          id(),
          'Mehrkilometer',
          String(t.int(80, 900)),
          'km',
          t.pick(['0.290', '0.345', '0.185']),
          3,
          R,
          lang,
        ),
      );
      L.push(
        mkLine(
          id(),
          'Betankung bei Rückgabe',
          `${t.int(8, 40)}.${t.digits(2)}`.replace(/0$/, '4'),
          'l',
          t.pick(['2.190', '2.345']),
          3,
          R,
          lang,
        ),
      );
      if (v % 2 === 1)
        L.push(mkLine(id(), 'Sonderreinigung Innenraum', '1', 'pauschal', '89.00', 2, R, lang));
      if (v % 2 === 0) {
        d.paid = t.pick(['300.00', '500.00']);
        d.paidLabel = 'abzgl. einbehaltene Kaution';
      }
      break;
    }
    case 'mot29': {
      d.b = v % 2 === 0 ? privBuyer() : coBuyer();
      d.buyerVat = false;
      d.number = `INV-${t.digits(5)}`;
      const reg = `${letters(t, 2)}${t.int(10, 74)} ${letters(t, 3)}`;
      d.vehicle = [
        ['Reg. No.', reg],
        [
          'Make / Model',
          t.pick([
            'Ford Focus 1.0 EcoBoost',
            'Vauxhall Corsa 1.2',
            'Nissan Qashqai 1.3 DIG-T',
            'Toyota Yaris Hybrid',
          ]),
        ],
        ['Mileage', money(km, 'en', 0)],
        ['VIN', vin(t)],
      ];
      d.info = [['Job No.', `J${t.digits(5)}`]];
      let i = 0;
      const id = () => String(++i);
      const R20 = '20';
      if (v % 4 !== 3)
        L.push(
          mkLine(id(), 'MOT test class 4', '1', 'ea', '54.85', 2, '0', lang, { code: 'E' }, undefined, 'E'),
        );
      L.push(
        mkLine(
          id(),
          t.pick(['Labour - full service', 'Labour - interim service']),
          `${t.int(1, 3)}.${t.pick(['0', '5'])}`,
          'hrs',
          t.pick(['72.00', '85.00', '95.00']),
          2,
          R20,
          lang,
          { code: 'S' },
        ),
      );
      L.push(
        mkLine(
          id(),
          'Engine oil 5W-30 fully synthetic',
          `${t.int(4, 5)}.${t.pick(['0', '5'])}`,
          'litre',
          t.pick(['9.95', '11.50']),
          2,
          R20,
          lang,
          { code: 'S' },
        ),
      );
      L.push(mkLine(id(), 'Oil filter', '1', 'ea', t.pick(['12.40', '14.95']), 2, R20, lang, { code: 'S' }));
      if (v % 2 === 0)
        L.push(mkLine(id(), 'Front wiper blades (pair)', '1', 'ea', '27.50', 2, R20, lang, { code: 'S' }));
      L.push(mkLine(id(), 'Waste oil disposal', '1', 'ea', '4.50', 2, R20, lang, { code: 'S' }));
      d.exemptReason = 'MOT test fee outside the scope of VAT';
      break;
    }
    default: {
      d.b = v % 2 === 0 ? privBuyer() : coBuyer();
      d.buyerVat = v % 2 === 1;
      d.number = `F${2026}-${t.digits(4)}`;
      const immat = `${letters(t, 2)}-${t.digits(3)}-${letters(t, 2)}`;
      d.vehicle = [
        ['Immatriculation', immat],
        [
          'Véhicule',
          t.pick(['Peugeot 208 1.2 PureTech', 'Renault Mégane IV dCi 115', 'Citroën C3 BlueHDi 100']),
        ],
        ['VIN', vin(t)],
        ['Kilométrage', `${money(km, 'fr', 0)} km`],
        ['1re mise en circulation', shortDate('fr', false, first)],
      ];
      d.info = [['OR n°', t.digits(6)]];
      let i = 0;
      const id = () => String(++i);
      const R20 = '20';
      L.push(
        mkLine(
          id(),
          'Forfait vidange + filtre à huile',
          '1',
          'forfait',
          t.pick(['89.00', '109.00', '129.00']),
          2,
          R20,
          lang,
          { ref: 'FVID' },
          "Main d'œuvre",
        ),
      );
      L.push(
        mkLine(
          id(),
          'Remplacement plaquettes AV',
          `${t.int(1, 2)}.${t.pick(['0', '5'])}`,
          'h',
          t.pick(['68.00', '75.00', '82.00']),
          2,
          R20,
          lang,
          { ref: 'MO' },
          "Main d'œuvre",
        ),
      );
      L.push(
        mkLine(
          id(),
          'Jeu de plaquettes de frein AV',
          '1',
          'pce',
          `${t.int(42, 90)}.90`,
          2,
          R20,
          lang,
          { ref: `${t.digits(4)}.${letters(t, 1)}${t.digits(1)}` },
          'Pièces',
        ),
      );
      L.push(
        mkLine(
          id(),
          'Filtre à air',
          '1',
          'pce',
          '21.40',
          2,
          R20,
          lang,
          { ref: `${t.digits(4)}.${letters(t, 1)}${t.digits(1)}` },
          'Pièces',
        ),
      );
      if (v % 2 === 0)
        L.push(
          mkLine(
            id(),
            'Liquide de refroidissement',
            '2',
            'L',
            '8.90',
            2,
            R20,
            lang,
            { ref: 'LR-G13' },
            'Pièces',
          ),
        );
      L.push(
        mkLine(
          id(),
          'Ingrédients et petites fournitures',
          '1',
          'forfait',
          '9.50',
          2,
          R20,
          lang,
          { ref: 'ING' },
          'Pièces',
        ),
      );
      break;
    }
  }
  if (!d.b.vat) d.buyerVat = false;
  return d;
}

function sums(d: Doc) {
  const { vat, lineNet, vatT } = vatSums(d.lines);
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const due = round(dec(gross).minus(dec(d.paid || '0')));
  return { vat, lineNet, vatT, gross, due };
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  const x = sums(d);
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.due && dueShown(d)) inv.dueDate = d.due;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: x.lineNet,
    taxExclusive: x.lineNet,
    vatTotal: x.vatT,
    taxInclusive: x.gross,
    amountDue: x.due,
    ...(d.paid ? { paidAmount: d.paid } : {}),
  };
  inv.vatBreakdown = x.vat.map((v) =>
    dec(v.rate).isZero() ? kitVatRow(v, 'E', d.exemptReason) : kitVatRow(v),
  );
  inv.lines = d.lines.map((l) =>
    kitLine(
      {
        id: l.id,
        qty: l.qty,
        unit: [l.unit, UNITS[l.unit] ?? 'C62'],
        net: l.net,
        price: l.price,
        rate: l.rate,
        name: l.name,
      },
      { category: l.cat },
    ),
  );
  return inv;
}

const dueShown = (d: Doc) => d.v % 4 !== 2;

/** Labels per language. */
const LBL = {
  de: {
    no: 'Rechnungs-Nr.',
    date: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    vatId: 'USt-IdNr.',
    yourVat: 'Ihre USt-IdNr.',
    net: 'Nettobetrag',
    vat: (r: string) => `zzgl. ${r} % MwSt.`,
    gross: 'Rechnungsbetrag',
    due2: 'Zahlbetrag',
    page: (p: number, n: number) => `Seite ${p} von ${n}`,
    immediate: 'Zahlbar sofort ohne Abzug.',
    sum: (g: string) => `Summe ${g}`,
  },
  en: {
    no: 'Invoice No.',
    date: 'Invoice date',
    due: 'Payment due',
    vatId: 'VAT Reg. No.',
    yourVat: 'Your VAT No.',
    net: 'Total net',
    vat: (r: string) => `VAT @ ${r}%`,
    gross: 'TOTAL',
    due2: 'Balance due',
    page: (p: number, n: number) => `Page ${p} of ${n}`,
    immediate: 'Payment due on collection.',
    sum: (g: string) => `Total ${g}`,
  },
  fr: {
    no: 'Facture n°',
    date: 'Date',
    due: "Date d'échéance",
    vatId: 'N° TVA intracom.',
    yourVat: 'Votre n° TVA',
    net: 'Total HT',
    vat: (r: string) => `TVA ${r} %`,
    gross: 'Total TTC',
    due2: 'Net à payer',
    page: (p: number, n: number) => `Page ${p}/${n}`,
    immediate: 'Paiement comptant à réception.',
    sum: (g: string) => `Total ${g}`,
  },
};

interface Col {
  h: string;
  x: number;
  right?: boolean;
  get: (l: Ln) => string;
}

function columns(d: Doc): Col[] {
  const m = (v: string, p = 2) => money(v, d.lang, p);
  const qty = (l: Ln) => l.qtyShown || l.cells.pct || '';
  const price = (l: Ln) => (l.qtyShown ? m(l.price, l.pd) : '');
  switch (d.tpl) {
    case 'werkstatt29':
      return [
        { h: 'Pos.', x: 50, get: (l) => l.id },
        { h: 'Art.-Nr.', x: 78, get: (l) => l.cells.art ?? '' },
        { h: 'Bezeichnung', x: 150, get: (l) => l.name },
        { h: 'Menge', x: 370, right: true, get: qty },
        { h: 'ME', x: 378, get: (l) => l.unit },
        { h: 'Einzelpreis', x: 475, right: true, get: price },
        { h: 'Betrag €', x: 545, right: true, get: (l) => m(l.net) },
      ];
    case 'reifen29':
      return [
        { h: 'Artikel', x: 50, get: (l) => l.cells.art ?? '' },
        { h: 'Bezeichnung', x: 100, get: (l) => l.name },
        { h: 'Anzahl', x: 385, right: true, get: qty },
        { h: 'Einh.', x: 392, get: (l) => l.unit },
        { h: 'Preis', x: 480, right: true, get: price },
        { h: 'Gesamt', x: 545, right: true, get: (l) => m(l.net) },
      ];
    case 'karosserie29':
    case 'abschlepp29':
      return [
        { h: d.tpl === 'karosserie29' ? 'Pos.' : 'Nr.', x: 50, get: (l) => l.id },
        { h: 'Leistung / Ersatzteil', x: 80, get: (l) => l.name },
        { h: 'Menge', x: 370, right: true, get: qty },
        { h: 'Einheit', x: 378, get: (l) => l.unit },
        { h: 'Preis €', x: 478, right: true, get: price },
        { h: 'Betrag €', x: 545, right: true, get: (l) => m(l.net) },
      ];
    case 'tankkarte29':
      return [
        { h: 'lfd. Nr.', x: 50, get: (l) => l.id },
        { h: 'Datum', x: 85, get: (l) => l.cells.date ?? '' },
        { h: 'Kennzeichen', x: 125, get: (l) => l.cells.plate ?? '' },
        { h: 'Station', x: 200, get: (l) => l.cells.station ?? '' },
        { h: 'Produkt', x: 270, get: (l) => l.name },
        { h: 'Menge', x: 410, right: true, get: qty },
        { h: 'ME', x: 415, get: (l) => l.unit },
        { h: 'Preis/ME', x: 478, right: true, get: price },
        { h: 'Netto €', x: 545, right: true, get: (l) => m(l.net) },
      ];
    case 'mietwagen29':
      return [
        { h: 'Leistung', x: 50, get: (l) => l.name },
        { h: 'Menge', x: 365, right: true, get: qty },
        { h: 'Einheit', x: 372, get: (l) => l.unit },
        { h: 'Einzelpreis', x: 475, right: true, get: price },
        { h: 'Gesamt €', x: 545, right: true, get: (l) => m(l.net) },
      ];
    case 'mot29':
      return [
        { h: 'Qty', x: 70, right: true, get: qty },
        { h: 'Unit', x: 76, get: (l) => l.unit },
        { h: 'Description', x: 110, get: (l) => l.name },
        { h: 'Unit price', x: 400, right: true, get: price },
        { h: 'VAT', x: 420, get: (l) => l.cells.code ?? '' },
        { h: 'Net £', x: 545, right: true, get: (l) => m(l.net) },
      ];
    default:
      return [
        { h: 'Réf.', x: 50, get: (l) => l.cells.ref ?? '' },
        { h: 'Désignation', x: 105, get: (l) => l.name },
        { h: 'Qté', x: 345, right: true, get: qty },
        { h: 'Unité', x: 352, get: (l) => l.unit },
        { h: 'P.U. HT', x: 435, right: true, get: price },
        { h: 'TVA', x: 450, get: (l) => `${l.rate} %` },
        { h: 'Montant HT', x: 545, right: true, get: (l) => m(l.net) },
      ];
  }
}

function draw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const lb = LBL[d.lang];
  const m = (v: string) => money(v, d.lang);
  const x = sums(d);
  // seller head
  p.put(50, 50, d.s.name, { size: 14, bold: true });
  const cityLine = (q: KitParty) => (q.country === 'GB' ? [q.city, q.pc] : [`${q.pc} ${q.city}`]);
  const sAddr =
    d.s.country === 'GB'
      ? `${d.s.street} · ${d.s.city} · ${d.s.pc}`
      : `${d.s.street} · ${d.s.pc} ${d.s.city}`;
  p.put(68, 50, sAddr, { size: 8 });
  // buyer
  p.block([d.b.name, d.b.street, ...cityLine(d.b)], 50, 120, { size: 10 });
  // info block right
  const info: Array<[string, string]> = [[lb.no, d.number], [lb.date, dateOf(d, d.issue)], ...d.info];
  if (d.buyerVat && d.b.vat) info.push([lb.yourVat, d.b.vat]);
  p.kv(110, 340, 545, info, { size: 9 }, 13);
  let y = 230;
  const title = {
    werkstatt29: 'Rechnung',
    reifen29: 'Rechnung Reifenservice',
    karosserie29: 'Rechnung Unfallinstandsetzung',
    abschlepp29: 'Rechnung Abschlepp- / Pannendienst',
    tankkarte29: 'Sammelrechnung Tankkarte',
    mietwagen29: 'Rechnung Schadenabwicklung Mietfahrzeug',
    mot29: 'VAT INVOICE',
    garage29: 'FACTURE',
  }[d.tpl];
  p.put(y, 50, title, { size: 13, bold: true });
  y += 22;
  if (d.vehicle.length) {
    const half = Math.ceil(d.vehicle.length / 2);
    d.vehicle.forEach(([k, v], i) => {
      const col = i < half ? 0 : 1;
      const row = i < half ? i : i - half;
      p.put(y + row * 12, 50 + col * 250, `${k}:`, { size: 8 });
      p.put(y + row * 12, 50 + col * 250 + 95, v, { size: 8 });
    });
    y += half * 12 + 12;
  }
  const cols = columns(d);
  const head = (yy: number) => {
    for (const c of cols) p.put(yy, c.x, c.h, { size: 8, bold: true, right: c.right });
    return yy + 14;
  };
  y = head(y);
  let group: string | undefined;
  let gsum = dec(0);
  const closeGroup = () => {
    if (group !== undefined) {
      y = p.need(y, 14);
      p.put(y, 300, lb.sum(group), { size: 8, bold: true });
      p.put(y, 545, m(gsum.toFixed(2)), { size: 8, bold: true, right: true });
      y += 16;
    }
  };
  for (const l of d.lines) {
    if (l.group !== group) {
      closeGroup();
      group = l.group;
      gsum = dec(0);
      if (group !== undefined) {
        const ny = p.need(y, 28);
        if (ny !== y) y = head(ny);
        p.put(y, 50, group, { size: 9, bold: true });
        y += 13;
      }
    }
    const ny = p.need(y, 13);
    if (ny !== y) y = head(ny);
    for (const c of cols) p.put(y, c.x, c.get(l), { size: 8, right: c.right });
    gsum = gsum.plus(dec(l.net));
    y += 13;
  }
  closeGroup();
  // totals
  y = p.need(y + 8, 110);
  const tot: Array<[string, string]> = [[lb.net, m(x.lineNet)]];
  for (const v of x.vat) {
    if (dec(v.rate).isZero()) {
      if (d.lang === 'en') tot.push(['Outside the scope of VAT', m(v.base)]);
      continue;
    }
    if (x.vat.length > 1) tot.push([`${d.lang === 'en' ? 'Standard rated' : 'Basis'} ${v.rate}%`, m(v.base)]);
    tot.push([lb.vat(v.rate), m(v.tax)]);
  }
  tot.push([lb.gross, m(x.gross)]);
  if (d.paid) {
    tot.push([d.paidLabel, `-${m(d.paid)}`]);
    tot.push([d.tpl === 'karosserie29' ? 'Zahlbetrag Versicherung' : lb.due2, m(x.due)]);
  } else if (d.tpl === 'garage29') tot.push([lb.due2, m(x.due)]);
  y = p.kv(y, 290, 545, tot, { size: 9 }, 14);
  y += 10;
  // notes
  const notes: string[] = [];
  if (d.tpl === 'werkstatt29' && d.exemptReason) notes.push(`Arbeitswerte: ${d.exemptReason}.`);
  if (d.tpl === 'mot29' && d.lines.some((l) => l.cat === 'E'))
    notes.push('VAT code E: MOT test fee outside the scope of VAT. S: standard rated 20%.');
  if (d.tpl === 'karosserie29')
    notes.push('Die Selbstbeteiligung wird dem Versicherungsnehmer gesondert in Rechnung gestellt.');
  notes.push(dueShown(d) ? `${lb.due} ${dateOf(d, d.due)}` : lb.immediate);
  for (const n of notes) {
    y = p.need(y, 12);
    p.put(y, 50, n, { size: 8 });
    y += 12;
  }
  const pages = p.pages();
  const bank =
    d.lang === 'fr'
      ? `IBAN ${spaced(d.iban)} · BIC ${d.bic} · SIRET ${d.s.vat?.slice(4, 13)}00017`
      : `IBAN ${spaced(d.iban)} · BIC ${d.bic}`;
  everyPage(rows, pages, (pg, n) => [
    [790, 50, `${d.s.name} · ${lb.vatId} ${d.s.vat}`, 7],
    [800, 50, bank, 7],
    [812, 545 - 40, lb.page(pg, n), 7],
  ]);
  return pages;
}

export function generateBlind60(k: number, h: Helpers): Generated {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND60_TPLS[k % BLIND60_TPLS.length] as Tpl;
  const v = Math.floor(k / BLIND60_TPLS.length);
  const d = build(tpl, v, h, t);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
