/**
 * Held-out set blind46 (session 27, issue 19): special VAT regimes and what the invoice prints for
 * them, written before opening anything under packages/extract and without reading the other
 * blind generators of sessions 20–27.
 *
 * - `bau13b15`: a German construction subcontractor under § 13b UStG (reverse charge → AE, rate 0),
 *   LV positions "1.10", "1.20" …, a Sicherheitseinbehalt of 5 % and/or an Abschlagszahlung deducted
 *   after the total (→ BT-113, BT-115 = the printed "Zahlbetrag").
 * - `diff25a15`: a used-car or second-hand dealer under § 25a (margin scheme → E, rate 0, no VAT shown),
 *   in some documents with a taxed service line at 19 % (→ S 19) and a trade-in deducted (→ BT-113).
 * - `klein1915`: a Kleinunternehmer under § 19 UStG (→ E, rate 0), the Steuernummer printed (→ BT-32).
 * - `pflege15`: an ambulant care service (Leistungskomplexe, § 4 Nr. 16) or a physiotherapist (Heilmittel
 *   positions, § 4 Nr. 14), a Pflegekasse or the patient as buyer (→ E, rate 0).
 * - `agrar15`: a farmer / forester under § 24 UStG with the average rates 10,7 % and 5,5 % printed (→ S).
 * - `reise15`: a travel agency's invoice under § 25 UStG (margin, no VAT shown → E, rate 0), a deposit
 *   deducted (→ BT-113).
 * - `atbau15`: an Austrian construction invoice, "Übergang der Steuerschuld gem. § 19 Abs. 1a UStG"
 *   (→ AE, rate 0), Deckungsrücklass / Teilrechnungen deducted (→ BT-113).
 * - `rcen15`: an English cross-border services invoice under reverse charge, Article 196 (→ AE, rate 0),
 *   both VAT ids; one credit note (381, printed positive, with the invoice it corrects).
 *
 * Truth rules: only what is printed. Line ids are the printed position where a position column exists
 * (`bau13b15`, `atbau15`, `agrar15`, `rcen15` when it prints "No."), else 1, 2, 3 … in printed order.
 * Every non-S VAT group carries the printed regime sentence as exemption reason. Deductions after the
 * total (retention, advance payments, deposits, trade-in) are BT-113 so that BT-115 is the printed amount
 * to pay; the VAT total 0.00 of documents without a VAT row is kept (BT-110 = 0.00).
 * Document `v = 5` of every layout runs over two pages; `rcen15` document 3 is the credit note.
 */
import { codelists, dec, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  type Generated,
  groupedMoney,
  ibanOf,
  type KitParty,
  letterTruthHead,
  longDate,
  MONTH_NAMES,
  pager,
  personName,
  type Tools,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND46_TPLS = [
  'bau13b15',
  'diff25a15',
  'klein1915',
  'pflege15',
  'agrar15',
  'reise15',
  'atbau15',
  'rcen15',
] as const;
type Tpl = (typeof BLIND46_TPLS)[number];

interface Item {
  id: string;
  name: string;
  qty: string;
  /** quantity as printed */
  qtyShown: string;
  unit: readonly [string, string];
  price: string;
  net: string;
  cat: string;
  rate: string;
}

interface Doc {
  tpl: Tpl;
  v: number;
  lang: 'de' | 'at' | 'en';
  s: KitParty;
  b: KitParty;
  buyerPerson: boolean;
  buyerVat: boolean;
  sellerVat: boolean;
  taxNo: string;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  po: string;
  credit?: { orig: string; date: string };
  items: Item[];
  posCol: boolean;
  note: string;
  noteWhere: 'above' | 'below' | 'footer';
  vatCol: string;
  vatRow: 'none' | 'zero' | 'rates';
  deductions: Array<[string, string]>;
  iban: string;
  bic: string;
  extra: string[];
  thousands: string;
}

const unitOk = (u: readonly [string, string]) => {
  if (!codelists.isValidCode('unit', u[1])) throw new Error(`blind46: ${u[1]} is no unit code of the list`);
  return u;
};

const money = (d: Doc, v: string) =>
  d.lang === 'en' ? groupedMoney(v, ',', '.') : groupedMoney(v, d.thousands, ',');
const qtyFmt = (lang: string, q: string, dp: number) => {
  const s = dec(q).toFixed(dp);
  return lang === 'en' ? s : s.replace('.', ',');
};
const dateShown = (d: Doc, iso: string, long = false) => {
  const [y, m, dd] = iso.split('-');
  if (d.lang === 'en')
    return long ? `${Number(dd)} ${MONTH_NAMES.en[Number(m) - 1]} ${y}` : `${dd}/${m}/${y}`;
  if (long) return longDate(iso, d.lang === 'at' ? 'at' : 'de');
  return `${dd}.${m}.${y}`;
};

function item(
  id: string,
  name: string,
  unit: readonly [string, string],
  qty: string,
  price: string,
  cat: string,
  rate: string,
  lang: string,
  dp = 2,
): Item {
  const net = round(dec(qty).times(dec(price)));
  return { id, name, qty, qtyShown: qtyFmt(lang, qty, dp), unit: unitOk(unit), price, net, cat, rate };
}

const price = (t: Tools, a: number, b: number) => `${t.int(a, b)}.${t.pick(['00', '50', '90', '25', '40'])}`;

// ---------------------------------------------------------------------------- the documents
function build(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND46_TPLS.length);
  const long = v === 5;
  const issue = `2026-${String(t.int(1, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const d: Doc = {
    tpl,
    v,
    lang: 'de',
    s: dachParty('DE', '', t),
    b: dachParty('DE', '', t),
    buyerPerson: false,
    buyerVat: false,
    sellerVat: true,
    taxNo: '',
    number: '',
    issue,
    due: addDays(issue, t.pick([14, 21, 30])),
    dueShown: t.rnd() < 0.7,
    po: '',
    items: [],
    posCol: false,
    note: '',
    noteWhere: t.pick(['above', 'below', 'footer'] as const),
    vatCol: '',
    vatRow: t.pick(['none', 'zero'] as const),
    deductions: [],
    iban: '',
    bic: '',
    extra: [],
    thousands: '.',
  };
  d.iban = ibanOf('DE', t);
  d.bic = t.pick(['COBADEFFXXX', 'GENODEF1S04', 'DEUTDEDBXXX', 'BYLADEM1001']);
  const nRows = (a: number, b: number) => (long ? t.int(32, 38) : t.int(a, b));
  const taxNo = () => `${t.int(10, 99)}/${t.int(100, 999)}/${t.digits(5)}`;

  if (tpl === 'bau13b15') {
    d.s = dachParty(
      'DE',
      `${t.pick(['Trockenbau', 'Estrichbau', 'Fliesen', 'Gerüstbau', 'Malerbetrieb'])} ${t.pick(['Meier', 'Schulte', 'Krüger', 'Lange'])} GmbH`,
      t,
    );
    d.b = dachParty(
      'DE',
      `${t.pick(['Hochbau Rhein-Main', 'Bauunternehmung Brandt', 'Wohnbau Nord'])} GmbH`,
      t,
    );
    d.buyerVat = t.rnd() < 0.6;
    d.number = `AR-${issue.slice(0, 4)}-${t.digits(3)}`;
    d.po = t.rnd() < 0.5 ? `NU-${t.digits(5)}` : '';
    d.posCol = true;
    d.note = t.pick([
      'Steuerschuldnerschaft des Leistungsempfängers gem. § 13b Abs. 2 Nr. 4 UStG.',
      'Die Umsatzsteuer schuldet der Leistungsempfänger (§ 13b Abs. 5 UStG).',
    ]);
    d.vatCol = t.pick(['RC', '0 %', '', '—']);
    const work: Array<[string, readonly [string, string], number, number]> = [
      ['Ständerwand GK 12,5 mm doppelt beplankt', ['m²', 'MTK'], 38, 64],
      ['Abgehängte Decke Gipskarton', ['m²', 'MTK'], 42, 71],
      ['Estrich CT-C25-F4, 50 mm', ['m²', 'MTK'], 18, 29],
      ['Eckschutzschienen liefern und setzen', ['lfm', 'MTR'], 4, 9],
      ['Stundenlohnarbeiten Monteur', ['Std.', 'HUR'], 48, 62],
      ['Baustelleneinrichtung', ['psch.', 'LS'], 350, 900],
      ['Bodenfliesen 60 x 60 verlegen', ['m²', 'MTK'], 45, 68],
      ['Silikonfuge erneuern', ['lfm', 'MTR'], 6, 11],
      ['Dämmung Mineralwolle 60 mm', ['m²', 'MTK'], 9, 16],
      ['Türzarge einbauen', ['Stk.', 'H87'], 85, 140],
    ];
    const n = nRows(3, 7);
    for (let i = 0; i < n; i++) {
      const [name, unit, a, b] = t.pick(work);
      const q = unit[1] === 'LS' ? '1' : unit[1] === 'H87' ? String(t.int(2, 14)) : String(t.int(6, 420));
      const id = `${1 + Math.floor(i / 9)}.${String(((i % 9) + 1) * 10)}`;
      d.items.push(item(id, name, unit, q, price(t, a, b), 'AE', '0', 'de'));
    }
    d.extra = [`Bauvorhaben: ${t.pick(['Neubau Kita', 'Wohnanlage', 'Bürohaus'])} ${d.b.city}`];
  } else if (tpl === 'atbau15') {
    d.lang = 'at';
    d.s = dachParty('AT', `${t.pick(['Baumeister Gruber', 'Putz & Stuck Huber', 'Fliesen Wimmer'])} GmbH`, t);
    d.b = dachParty('AT', `${t.pick(['Hochbau Ost', 'Generalunternehmer Steiner', 'Alpenbau'])} GmbH`, t);
    d.buyerVat = true;
    d.iban = ibanOf('AT', t);
    d.bic = t.pick(['BKAUATWW', 'RZBAATWW', 'GIBAATWWXXX']);
    d.number = `${t.pick(['TR', 'SR', 'RE'])} ${t.int(1, 9)}/${issue.slice(0, 4)}-${t.digits(3)}`;
    d.po = t.rnd() < 0.5 ? `${t.digits(7)}` : '';
    d.posCol = true;
    d.note = t.pick([
      'Übergang der Steuerschuld gem. § 19 Abs. 1a UStG auf den Leistungsempfänger.',
      'Die Umsatzsteuer wird vom Leistungsempfänger geschuldet (Übergang der Steuerschuld gem. § 19 Abs. 1a UStG).',
    ]);
    d.vatCol = t.pick(['', '0 %', '—']);
    const work: Array<[string, readonly [string, string], number, number]> = [
      ['Innenputz Kalkzement maschinell', ['m²', 'MTK'], 14, 24],
      ['Regiestunden Facharbeiter', ['Std.', 'HUR'], 52, 68],
      ['Regiestunden Helfer', ['Std.', 'HUR'], 38, 49],
      ['Wandfliesen verlegen inkl. Kleber', ['m²', 'MTK'], 39, 58],
      ['Vollwärmeschutz EPS 16 cm', ['m²', 'MTK'], 44, 69],
      ['Gerüst Vorhaltung je Woche', ['Wo.', 'WEE'], 120, 260],
      ['Baustellengemeinkosten', ['pschl.', 'LS'], 300, 950],
      ['Schutt entsorgen', ['m³', 'MTQ'], 35, 60],
    ];
    const n = nRows(3, 7);
    for (let i = 0; i < n; i++) {
      const [name, unit, a, b] = t.pick(work);
      const q =
        unit[1] === 'LS'
          ? '1'
          : unit[1] === 'WEE'
            ? String(t.int(2, 16))
            : unit[1] === 'MTQ'
              ? String(t.int(2, 40))
              : String(t.int(2, 380));
      d.items.push(item(String(i + 1).padStart(2, '0'), name, unit, q, price(t, a, b), 'AE', '0', 'de'));
    }
    d.extra = [`Bauvorhaben: ${t.pick(['WHA', 'BV', 'Objekt'])} ${d.b.city}, ${d.b.street}`];
  } else if (tpl === 'diff25a15') {
    d.s = dachParty(
      'DE',
      t.pick([
        'Autohaus Zimmermann e.K.',
        'Gebrauchtwagen Hofmann GmbH',
        'Antiquitäten Brandt',
        'Kamera-Ankauf Wagner',
      ]),
      t,
    );
    d.buyerPerson = t.rnd() < 0.6;
    d.b = dachParty(
      'DE',
      d.buyerPerson ? personName(t) : `${t.pick(['Pflegedienst', 'Kurier', 'Elektro'])} Lange GmbH`,
      t,
    );
    d.number = `${t.int(2026, 2026)}${t.digits(4)}`;
    d.sellerVat = t.rnd() < 0.7;
    d.taxNo = d.sellerVat ? '' : taxNo();
    d.note = t.pick([
      'Differenzbesteuerung gem. § 25a UStG – Gebrauchtgegenstände/Sonderregelung. Die Umsatzsteuer wird nicht gesondert ausgewiesen.',
      'Gebrauchtgegenstände / Sonderregelung (§ 25a UStG). Kein gesonderter Ausweis der Umsatzsteuer.',
    ]);
    d.vatCol = t.pick(['§ 25a', '—', '']);
    d.vatRow = 'none';
    const car = d.s.name.startsWith('Auto') || d.s.name.startsWith('Gebraucht');
    const goods: Array<[string, number, number]> = car
      ? [
          ['VW Golf VIII 1.5 TSI Life', 14900, 23900],
          ['Opel Corsa F 1.2 Edition', 9900, 15900],
          ['BMW 320d Touring Advantage', 18900, 32900],
          ['Skoda Octavia Combi 2.0 TDI', 15900, 26900],
        ]
      : [
          ['Biedermeier-Kommode Kirschbaum', 480, 1900],
          ['Leica M6 Gehäuse, gebraucht', 1800, 2900],
          ['Jugendstil-Tischlampe Messing', 180, 640],
          ['Nikon Z6 II Gehäuse, gebraucht', 900, 1400],
          ['Eichen-Esstisch ausziehbar', 350, 1200],
        ];
    const n = long ? t.int(32, 36) : car ? 1 : t.int(2, 4);
    for (let i = 0; i < n; i++) {
      const [name, a, b] = t.pick(goods);
      d.items.push(item(String(i + 1), name, ['Stk.', 'H87'], '1', `${t.int(a, b)}.00`, 'E', '0', 'de', 0));
    }
    if (t.rnd() < 0.6) {
      const svc = car
        ? t.pick(['Überführung und Zulassung', 'Inspektion mit HU/AU', 'Garantieversicherung 12 Monate'])
        : t.pick(['Lieferung und Aufbau', 'Reinigung und Wartung']);
      const it = item(String(n + 1), svc, ['psch.', 'LS'], '1', price(t, 90, 590), 'S', '19', 'de', 0);
      d.items.push(it);
      d.vatRow = 'rates';
    }
    if (car && t.rnd() < 0.6)
      d.deductions.push([
        `abzgl. Inzahlungnahme ${t.pick(['Opel Astra', 'Ford Focus', 'VW Polo'])}`,
        `${t.int(15, 60)}00.00`,
      ]);
    if (car)
      d.extra = [
        `FIN ${t.pick(['WVWZZZCDZMW', 'W0L0XCF68K4', 'WBA8E1109K7'])}${t.digits(6)}, EZ 0${t.int(1, 9)}/20${t.int(17, 23)}, ${t.int(18, 140)}.${t.digits(3)} km`,
      ];
  } else if (tpl === 'klein1915') {
    const trade = t.pick(['Grafikdesign', 'Nähstudio', 'Hausmeisterservice', 'Fotografie', 'Nachhilfe']);
    d.s = dachParty('DE', `${trade} ${personName(t)}`, t);
    d.sellerVat = false;
    d.taxNo = taxNo();
    d.buyerPerson = t.rnd() < 0.5;
    d.b = dachParty(
      'DE',
      d.buyerPerson
        ? personName(t)
        : `${t.pick(['Bäckerei Lindner', 'Praxis am Markt', 'Kanzlei Ostwald'])} GmbH`,
      t,
    );
    d.number = `${t.int(1, 140)}/${issue.slice(0, 4)}`;
    d.note = t.pick([
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
      'Als Kleinunternehmer im Sinne von § 19 Abs. 1 UStG wird keine Umsatzsteuer ausgewiesen.',
      'Umsatzsteuerbefreit nach § 19 UStG (Kleinunternehmerregelung).',
    ]);
    d.thousands = t.pick(['.', '']);
    const work: Array<[string, readonly [string, string], number, number]> = [
      ['Arbeitszeit', ['Std.', 'HUR'], 25, 65],
      ['Entwurf Logo und Visitenkarte', ['pauschal', 'LS'], 180, 650],
      ['Änderungsschneiderei Hose kürzen', ['Stk.', 'H87'], 9, 18],
      ['Anfahrt', ['km', 'KMT'], 0, 0],
      ['Material laut Beleg', ['pauschal', 'LS'], 15, 90],
      ['Nachhilfestunde Mathematik', ['Std.', 'HUR'], 18, 30],
      ['Fotoshooting inkl. Bearbeitung', ['pauschal', 'LS'], 150, 480],
    ];
    const n = nRows(2, 5);
    for (let i = 0; i < n; i++) {
      const [name, unit, a, b] = t.pick(work);
      const q = unit[1] === 'LS' ? '1' : unit[1] === 'KMT' ? String(t.int(8, 60)) : String(t.int(1, 12));
      const p = unit[1] === 'KMT' ? '0.30' : price(t, a, b);
      d.items.push(item(String(i + 1), name, unit, q, p, 'E', '0', 'de', 0));
    }
  } else if (tpl === 'pflege15') {
    const physio = t.rnd() < 0.5;
    d.s = dachParty(
      'DE',
      physio
        ? `Physiotherapie ${t.pick(['am Park', 'Krüger', 'Bewegungsraum'])}`
        : `Ambulanter Pflegedienst ${t.pick(['Lindenhof', 'Sonnenschein', 'Zuhause'])} GmbH`,
      t,
    );
    d.sellerVat = false;
    d.taxNo = taxNo();
    d.buyerPerson = physio ? t.rnd() < 0.7 : t.rnd() < 0.3;
    d.b = dachParty(
      'DE',
      d.buyerPerson
        ? personName(t)
        : physio
          ? t.pick(['AOK Rheinland/Hamburg', 'Techniker Krankenkasse', 'BARMER', 'IKK classic'])
          : t.pick(['AOK Pflegekasse Nordost', 'Techniker Krankenkasse - Pflegekasse', 'BARMER Pflegekasse']),
      t,
    );
    d.number = `${physio ? 'P' : 'PF'}-${t.digits(5)}`;
    d.note = physio
      ? t.pick([
          'Umsatzsteuerfrei gem. § 4 Nr. 14 Buchst. a UStG (Heilbehandlung).',
          'Heilbehandlungsleistungen sind nach § 4 Nr. 14 UStG von der Umsatzsteuer befreit.',
        ])
      : t.pick([
          'Die Pflegeleistungen sind gem. § 4 Nr. 16 UStG umsatzsteuerfrei.',
          'Umsatzsteuerbefreit nach § 4 Nr. 16 UStG.',
        ]);
    d.vatCol = t.pick(['', 'steuerfrei', '0 %']);
    const work: Array<[string, readonly [string, string], number, number]> = physio
      ? [
          ['X0501 Krankengymnastik', ['Beh.', 'C62'], 22, 32],
          ['X1201 Manuelle Lymphdrainage 45 Min.', ['Beh.', 'C62'], 38, 52],
          ['X0106 Heiße Rolle', ['Beh.', 'C62'], 9, 14],
          ['X1001 Manuelle Therapie', ['Beh.', 'C62'], 28, 36],
          ['X9933 Hausbesuch', ['Einsatz', 'C62'], 12, 20],
        ]
      : [
          ['LK 01 Kleine Morgen-/Abendtoilette', ['Einsätze', 'C62'], 14, 22],
          ['LK 02 Große Morgen-/Abendtoilette', ['Einsätze', 'C62'], 24, 34],
          ['LK 07 Lagern/Betten', ['Einsätze', 'C62'], 4, 8],
          ['LK 15 Hauswirtschaftliche Versorgung', ['Std.', 'HUR'], 28, 38],
          ['Investitionskosten', ['Tage', 'DAY'], 1, 3],
          ['Wegepauschale', ['Einsätze', 'C62'], 3, 6],
        ];
    const n = nRows(2, 6);
    for (let i = 0; i < n; i++) {
      const [name, unit, a, b] = t.pick(work);
      d.items.push(item(String(i + 1), name, unit, String(t.int(2, 31)), price(t, a, b), 'E', '0', 'de', 0));
    }
    d.extra = [
      `${physio ? 'Patient/in' : 'Versicherte/r'}: ${d.buyerPerson ? d.b.name : personName(t)}, Vers.-Nr. ${t.pick(['A', 'K', 'M'])}${t.digits(9)}`,
    ];
  } else if (tpl === 'agrar15') {
    d.s = dachParty(
      'DE',
      `${t.pick(['Hofgut Sonnenberg', 'Forstbetrieb Eichenhain', 'Landwirtschaft Berger'])}`,
      t,
    );
    d.sellerVat = t.rnd() < 0.5;
    d.taxNo = d.sellerVat ? '' : taxNo();
    d.b = dachParty(
      'DE',
      t.pick(['Raiffeisen Agrarhandel eG', 'Sägewerk Köhler GmbH', 'Landmetzgerei Hofmann GmbH']),
      t,
    );
    d.buyerVat = t.rnd() < 0.4;
    d.number = `${t.digits(3)}-${issue.slice(2, 4)}`;
    d.posCol = t.rnd() < 0.5;
    d.note = t.pick([
      'Pauschalierender Land- und Forstwirt: Durchschnittssatzbesteuerung gem. § 24 UStG.',
      'Die Umsatzsteuer wird nach Durchschnittssätzen gem. § 24 Abs. 1 UStG berechnet.',
    ]);
    d.vatRow = 'rates';
    const work: Array<[string, readonly [string, string], number, number, string]> = [
      ['Weizen, Qualitätsgetreide', ['t', 'TNE'], 180, 260, '10.7'],
      ['Braugerste', ['t', 'TNE'], 190, 280, '10.7'],
      ['Heu, Quaderballen', ['Stk.', 'H87'], 28, 55, '10.7'],
      ['Mastbullen lebend', ['kg', 'KGM'], 3, 5, '10.7'],
      ['Rundholz Fichte L 4 m', ['Fm', 'MTQ'], 70, 110, '5.5'],
      ['Brennholz Buche', ['Rm', 'MTQ'], 60, 95, '5.5'],
      ['Stammholz Eiche B', ['Fm', 'MTQ'], 180, 420, '5.5'],
    ];
    const n = nRows(2, 5);
    for (let i = 0; i < n; i++) {
      const [name, unit, a, b, rate] = t.pick(work);
      const three = unit[1] === 'TNE' || unit[1] === 'MTQ';
      const q = three ? `${t.int(3, 60)}.${t.digits(2)}0` : String(t.int(4, 900));
      d.items.push(item(String(i + 1), name, unit, q, price(t, a, b), 'S', rate, 'de', three ? 3 : 0));
    }
  } else if (tpl === 'reise15') {
    d.s = dachParty(
      'DE',
      `${t.pick(['Reisebüro Sonnenweg', 'Busreisen Hofmann', 'Reiseland Rhein'])} GmbH`,
      t,
    );
    d.buyerPerson = t.rnd() < 0.6;
    d.b = dachParty(
      'DE',
      d.buyerPerson
        ? personName(t)
        : `${t.pick(['Sportverein', 'Chorgemeinschaft'])} ${d.s.city.split(' ')[0]} e.V.`,
      t,
    );
    d.number = `RB${t.digits(6)}`;
    d.po = t.rnd() < 0.6 ? `VG-${t.digits(6)}` : '';
    d.note = t.pick([
      'Sonderregelung für Reisebüros – Margenbesteuerung gem. § 25 UStG. Die Umsatzsteuer wird nicht gesondert ausgewiesen.',
      'Reiseleistungen gem. § 25 UStG (Margenbesteuerung); kein gesonderter Steuerausweis.',
    ]);
    d.vatCol = '';
    d.vatRow = 'none';
    const trips: Array<[string, readonly [string, string], number, number]> = [
      ['Pauschalreise Mallorca, 7 Nächte HP', ['Pers.', 'IE'], 690, 1290],
      ['Busreise Gardasee, 5 Tage', ['Pers.', 'IE'], 390, 720],
      ['Einzelzimmerzuschlag', ['Pers.', 'IE'], 90, 210],
      ['Reiserücktrittsversicherung', ['Pers.', 'IE'], 29, 69],
      ['Ausflug Verona mit Führung', ['Pers.', 'IE'], 35, 65],
      ['Flughafentransfer', ['Pers.', 'IE'], 25, 45],
    ];
    const n = nRows(2, 5);
    for (let i = 0; i < n; i++) {
      const [name, unit, a, b] = i === 0 ? t.pick(trips.slice(0, 2)) : t.pick(trips);
      d.items.push(
        item(
          String(i + 1),
          name,
          unit,
          String(d.buyerPerson ? t.int(1, 4) : t.int(12, 48)),
          `${t.int(a, b)}.00`,
          'E',
          '0',
          'de',
          0,
        ),
      );
    }
    d.dueShown = true;
    d.extra = [`Reisezeitraum: ${dateShown(d, addDays(issue, 40))} – ${dateShown(d, addDays(issue, 47))}`];
  } else {
    // rcen15
    d.lang = 'en';
    const cc = t.pick(['IE', 'NL', 'MT'] as const);
    const sNames = ['Harbour Digital', 'Canal Analytics', 'Lighthouse Software', 'Quayside Consulting'];
    const own = dachParty('DE', '', t);
    d.s = {
      name: `${t.pick(sNames)} ${cc === 'NL' ? 'B.V.' : 'Limited'}`,
      street:
        cc === 'NL'
          ? `${t.pick(['Keizersgracht', 'Herengracht', 'Stationsplein'])} ${t.int(1, 400)}`
          : `${t.int(1, 90)} ${t.pick(['Barrow Street', 'Tower Road', 'Merrion Square'])}`,
      pc:
        cc === 'NL'
          ? `${t.int(1011, 1099)} ${t.pick(['AB', 'KL', 'XZ'])}`
          : cc === 'IE'
            ? 'D02 X285'
            : 'SLM 1549',
      city: cc === 'NL' ? 'Amsterdam' : cc === 'IE' ? 'Dublin' : 'Sliema',
      country: cc,
      vat:
        cc === 'NL'
          ? `NL${t.digits(9)}B01`
          : cc === 'IE'
            ? `IE${t.digits(7)}${t.pick(['A', 'W'])}`
            : `MT${t.digits(8)}`,
    };
    d.b = { ...own, name: `${t.pick(['Rheinland Logistik', 'Nordlicht Medien', 'Alpenblick Hotels'])} GmbH` };
    d.buyerVat = true;
    d.iban = ibanOf(cc, t);
    d.bic = cc === 'NL' ? 'INGBNL2A' : cc === 'IE' ? 'AIBKIE2D' : 'VALLMTMT';
    d.number = `INV-${t.digits(5)}`;
    d.po = t.rnd() < 0.5 ? `PO ${t.digits(6)}` : '';
    d.posCol = t.rnd() < 0.5;
    d.note = t.pick([
      'Reverse charge: VAT to be accounted for by the recipient pursuant to Article 196 of Council Directive 2006/112/EC.',
      'Services subject to the reverse charge mechanism, Article 196 VAT Directive 2006/112/EC.',
    ]);
    d.vatCol = t.pick(['0%', 'RC', '']);
    const work: Array<[string, readonly [string, string], number, number]> = [
      ['Software development', ['hrs', 'HUR'], 85, 140],
      ['Cloud hosting (monthly)', ['month', 'MON'], 90, 450],
      ['Data analytics consulting', ['days', 'DAY'], 750, 1200],
      ['Project management', ['hrs', 'HUR'], 90, 130],
      ['Licence fee, annual', ['ea', 'EA'], 400, 2400],
    ];
    const n = nRows(2, 5);
    for (let i = 0; i < n; i++) {
      const [name, unit, a, b] = t.pick(work);
      const q = unit[1] === 'HUR' ? String(t.int(4, 120)) : String(t.int(1, 6));
      d.items.push(item(String(i + 1), name, unit, q, price(t, a, b), 'AE', '0', 'en', 0));
    }
    if (v === 3) {
      d.credit = { orig: `INV-${t.digits(5)}`, date: addDays(issue, -t.int(10, 40)) };
      d.number = `CN-${t.digits(4)}`;
    }
    d.vatRow = t.pick(['none', 'zero']);
  }
  if (tpl === 'bau13b15' || tpl === 'atbau15') {
    const net = d.items.reduce((a, i) => a.plus(dec(i.net)), dec(0));
    if (t.rnd() < 0.5) {
      const adv = round(net.times(t.pick([20, 30, 40])).dividedBy(100));
      d.deductions.push([
        tpl === 'bau13b15'
          ? `abzgl. Abschlagszahlung Nr. 1 vom ${dateShown(d, addDays(issue, -30))}`
          : 'abzgl. Teilrechnung 1',
        adv,
      ]);
    }
    if (t.rnd() < 0.7 || !d.deductions.length) {
      const pc = tpl === 'bau13b15' ? 5 : t.pick([3, 5]);
      d.deductions.push([
        tpl === 'bau13b15'
          ? `abzgl. ${pc} % Sicherheitseinbehalt`
          : `abzgl. ${pc} % ${t.pick(['Deckungsrücklass', 'Haftrücklass'])}`,
        round(net.times(pc).dividedBy(100)),
      ]);
    }
  }
  if (tpl === 'reise15' && t.rnd() < 0.7) {
    const net = d.items.reduce((a, i) => a.plus(dec(i.net)), dec(0));
    d.deductions.push([
      `abzgl. Anzahlung vom ${dateShown(d, addDays(issue, -20))}`,
      round(net.times(20).dividedBy(100)),
    ]);
  }
  if (d.tpl === 'reise15' && !d.buyerPerson) d.dueShown = true;
  return d;
}

// ---------------------------------------------------------------------------- sums and truth
function sums(d: Doc) {
  const groups = new Map<string, { cat: string; rate: string; base: string }>();
  for (const i of d.items) {
    const key = `${i.cat}|${i.rate}`;
    const g = groups.get(key) ?? { cat: i.cat, rate: i.rate, base: '0.00' };
    g.base = round(dec(g.base).plus(dec(i.net)));
    groups.set(key, g);
  }
  const vat = [...groups.values()]
    .sort((a, c) => Number(c.rate) - Number(a.rate))
    .map((g) => ({ ...g, tax: round(dec(g.base).times(dec(g.rate)).dividedBy(100)) }));
  const lineNet = round(d.items.reduce((a, i) => a.plus(dec(i.net)), dec(0)));
  const vatT = round(vat.reduce((a, g) => a.plus(dec(g.tax)), dec(0)));
  const gross = round(dec(lineNet).plus(dec(vatT)));
  const paid = round(d.deductions.reduce((a, [, x]) => a.plus(dec(x)), dec(0)));
  const due = round(dec(gross).minus(dec(paid)));
  return { vat, lineNet, vatT, gross, paid, due };
}

function toInvoice(d: Doc): Invoice {
  const inv = letterTruthHead(d, { currency: 'EUR', po: d.po, sellerVat: d.sellerVat });
  const m = sums(d);
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = {
    lineNetTotal: m.lineNet,
    taxExclusive: m.lineNet,
    vatTotal: m.vatT,
    taxInclusive: m.gross,
    amountDue: m.due,
    ...(d.deductions.length ? { paidAmount: m.paid } : {}),
  };
  inv.vatBreakdown = m.vat.map((g) => ({
    taxableAmount: g.base,
    taxAmount: g.tax,
    categoryCode: g.cat,
    rate: g.rate,
    ...(g.cat !== 'S' ? { exemptionReason: d.note } : {}),
  }));
  inv.lines = d.items.map((i) =>
    synthLine({
      id: i.id,
      qty: i.qty,
      uc: i.unit[1],
      net: i.net,
      netPrice: i.price,
      category: i.cat,
      rate: i.rate,
      name: i.name,
    }),
  );
  return inv;
}

// ---------------------------------------------------------------------------- drawing
const L = {
  de: {
    inv: 'Rechnung',
    no: 'Rechnungs-Nr.',
    date: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    po: 'Ihr Auftrag',
    pos: 'Pos.',
    desc: 'Bezeichnung',
    qty: 'Menge',
    unit: 'Einheit',
    price: 'Einzelpreis',
    vat: 'USt.',
    amount: 'Gesamt',
    net: 'Nettobetrag',
    sum: 'Rechnungsbetrag',
    pay: 'Zahlbetrag',
    vatId: 'USt-IdNr.',
    buyerVat: 'USt-IdNr. Kunde',
    taxNo: 'Steuernummer',
    page: 'Seite',
    of: 'von',
    carry: 'Übertrag',
  },
  en: {
    inv: 'INVOICE',
    no: 'Invoice No.',
    date: 'Invoice date',
    due: 'Due date',
    po: 'Your PO',
    pos: 'No.',
    desc: 'Description',
    qty: 'Qty',
    unit: 'Unit',
    price: 'Unit price',
    vat: 'VAT',
    amount: 'Amount EUR',
    net: 'Subtotal',
    sum: 'Total',
    pay: 'Amount due',
    vatId: 'VAT No.',
    buyerVat: 'Customer VAT No.',
    taxNo: 'Tax No.',
    page: 'Page',
    of: 'of',
    carry: 'Carried forward',
  },
};

function draw(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const en = d.lang === 'en';
  const W = en ? L.en : L.de;
  const m = sums(d);
  const mo = (v: string) => money(d, v);
  const eur = (v: string) => (en ? `€${mo(v)}` : `${mo(v)} €`);
  const title = d.credit
    ? 'CREDIT NOTE'
    : d.tpl === 'bau13b15'
      ? t3(d.v, ['Abschlagsrechnung', 'Rechnung', 'Schlussrechnung'])
      : d.tpl === 'atbau15'
        ? t3(d.v, ['Teilrechnung', 'Rechnung', 'Schlussrechnung'])
        : d.tpl === 'pflege15'
          ? t3(d.v, ['Rechnung', 'Pflegeabrechnung', 'Privatrechnung'])
          : d.tpl === 'agrar15'
            ? t3(d.v, ['Rechnung', 'Abrechnung', 'Rechnung'])
            : W.inv;
  const letter = !['diff25a15', 'reise15', 'rcen15'].includes(d.tpl) || d.v % 3 === 2;
  let y: number;
  const sellerLine = `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`;
  const info: Array<[string, string]> = [
    [d.credit ? 'Credit Note No.' : W.no, d.number],
    [en ? W.date : t3(d.v, ['Datum', 'Rechnungsdatum', 'Datum']), dateShown(d, d.issue, d.v % 4 === 1)],
  ];
  if (d.po) info.push([d.tpl === 'reise15' ? 'Vorgangs-Nr.' : W.po, d.po]);
  if (d.credit) info.push(['Original invoice', `${d.credit.orig} of ${dateShown(d, d.credit.date)}`]);
  const buyerLines = [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`];
  if (d.b.country !== d.s.country) buyerLines.push(en ? 'Germany' : 'Deutschland');
  const bv = `${en ? W.buyerVat : d.lang === 'at' ? 'UID-Nr. Kunde' : W.buyerVat}`;
  const seCountry = d.s.country === 'NL' ? 'Netherlands' : d.s.country === 'IE' ? 'Ireland' : 'Malta';
  if (letter) {
    p.put(40, 50, d.s.name, { size: 15, bold: true });
    p.put(60, 50, `${d.s.street}, ${d.s.pc} ${d.s.city}${en ? `, ${seCountry}` : ''}`, { size: 8 });
    p.put(128, 50, sellerLine, { size: 6 });
    p.block(buyerLines, 50, 142, { size: 10 });
    p.kv(142, 360, 545, d.buyerVat ? [...info, [bv, d.b.vat ?? '']] : info, { size: 9 });
    y = 240;
    p.put(y, 50, d.credit ? title : `${title} ${d.v % 2 ? '' : `Nr. ${d.number}`}`.trim(), {
      size: 13,
      bold: true,
    });
    y += 22;
  } else {
    p.put(40, 50, title, { size: 20, bold: true });
    const sl = [d.s.name, d.s.street, `${d.s.pc} ${d.s.city}`];
    if (en) sl.push(seCountry);
    if (d.sellerVat) sl.push(`${W.vatId} ${d.s.vat}`);
    p.block(sl, 360, 40, { size: 9 });
    p.put(120, 50, en ? 'Bill to' : t3(d.v, ['Kunde', 'Rechnungsempfänger', 'Käufer']), {
      size: 8,
      bold: true,
    });
    p.block(d.buyerVat ? [...buyerLines, `${bv}: ${d.b.vat}`] : buyerLines, 50, 134, { size: 10 });
    const xs = [50, 170, 290, 420];
    info.slice(0, 4).forEach(([a, v], i) => {
      p.put(210, xs[i] ?? 50, a, { size: 8, bold: true });
      p.put(222, xs[i] ?? 50, v, { size: 9 });
    });
    y = 250;
  }
  for (const e of d.extra) {
    p.put(y, 50, e, { size: 9 });
    y += 13;
  }
  if (d.note && d.noteWhere === 'above') {
    for (const s of wrap(d.note, 95)) {
      p.put(y, 50, s, { size: 8, bold: true });
      y += 11;
    }
  }
  y += 8;
  // table
  const cols = {
    pos: 50,
    desc: d.posCol ? 82 : 50,
    qty: 345,
    unit: 352,
    price: 440,
    vat: 485,
    amt: 545,
  };
  const head = (yy: number) => {
    const st = { size: 8, bold: true };
    if (d.posCol) p.put(yy, cols.pos, W.pos, st);
    p.put(yy, cols.desc, W.desc, st);
    p.put(yy, cols.qty, W.qty, { ...st, right: true });
    p.put(yy, cols.unit, W.unit, st);
    p.put(yy, cols.price, W.price, { ...st, right: true });
    if (d.vatCol || d.vatRow === 'rates') p.put(yy, cols.vat, W.vat, { ...st, right: true });
    p.put(yy, cols.amt, W.amount, { ...st, right: true });
    return yy + 14;
  };
  y = head(y);
  for (const i of d.items) {
    const ny = p.need(y, 13);
    if (ny !== y) y = head(ny);
    const st = { size: 9 };
    if (d.posCol) p.put(y, cols.pos, i.id, st);
    p.put(y, cols.desc, i.name, st);
    p.put(y, cols.qty, i.qtyShown, { ...st, right: true });
    p.put(y, cols.unit, i.unit[0], st);
    p.put(y, cols.price, mo(i.price), { ...st, right: true });
    const vc = i.cat === 'S' ? (en ? `${i.rate}%` : `${i.rate.replace('.', ',')} %`) : d.vatCol;
    if (vc) p.put(y, cols.vat, vc, { ...st, right: true });
    p.put(y, cols.amt, mo(i.net), { ...st, right: true });
    y += 13;
  }
  // totals
  y = p.need(y + 6, 110);
  const tot: Array<[string, string]> = [];
  const hasS = m.vat.some((g) => g.cat === 'S');
  if (hasS || d.vatRow === 'zero') tot.push([W.net, eur(m.lineNet)]);
  if (hasS) {
    for (const g of m.vat) {
      if (g.cat === 'S')
        tot.push([
          `${en ? 'VAT' : 'zzgl. USt.'} ${g.rate.replace('.', en ? '.' : ',')} % ${en ? 'on' : 'auf'} ${mo(g.base)}`,
          eur(g.tax),
        ]);
      else
        tot.push([
          d.tpl === 'diff25a15'
            ? `davon differenzbesteuert (§ 25a) ${mo(g.base)}`
            : `steuerfrei ${mo(g.base)}`,
          eur('0'),
        ]);
    }
    if (m.vat.length > 1) tot.push([en ? 'VAT total' : 'Umsatzsteuer gesamt', eur(m.vatT)]);
  } else if (d.vatRow === 'zero')
    tot.push([en ? 'VAT 0%' : d.lang === 'at' ? 'USt 0 %' : 'USt. 0 %', eur('0')]);
  const sumLabel = d.credit ? 'Total credit' : en ? W.pay : W.sum;
  tot.push([d.deductions.length ? (en ? 'Total' : 'Gesamtbetrag') : sumLabel, eur(m.gross)]);
  for (const [a, v] of d.deductions) tot.push([a, `-${eur(v)}`]);
  if (d.deductions.length) tot.push([W.pay, eur(m.due)]);
  tot.forEach(([a, v], i) => {
    const last = i === tot.length - 1;
    p.put(y, 300, a, { size: 9, bold: last });
    p.put(y, 545, v, { size: 9, bold: last, right: true });
    y += 14;
  });
  y += 8;
  if (d.note && d.noteWhere === 'below') {
    for (const s of wrap(d.note, 95)) {
      p.put(y, 50, s, { size: 8 });
      y += 11;
    }
  }
  if (d.dueShown && !d.credit) {
    p.put(
      y,
      50,
      en
        ? `Payment due by ${dateShown(d, d.due)} to the account below.`
        : `${W.due} ${dateShown(d, d.due)} ohne Abzug.`,
      { size: 9 },
    );
    y += 13;
  }
  if (d.credit) {
    p.put(y, 50, 'The amount will be refunded to your account.', { size: 9 });
    y += 13;
  }
  // footer on every page
  const pages = p.pages();
  for (let pg = 1; pg <= pages; pg++) {
    const st = { size: 7, page: pg };
    if (d.note && d.noteWhere === 'footer' && pg === pages)
      wrap(d.note, 120).forEach((s, i) => void rows.push([748 + i * 9, 50, s, { size: 7, page: pg }]));
    rows.push([772, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, st]);
    const ids = [
      d.sellerVat ? `${en ? 'VAT No.' : d.lang === 'at' ? 'UID-Nr.' : W.vatId} ${d.s.vat}` : '',
      d.taxNo ? `${W.taxNo} ${d.taxNo}` : '',
      d.lang === 'at' ? `FN ${t3(d.v, ['123456a', '401122 k', '55873 p'])}` : '',
    ].filter(Boolean);
    rows.push([782, 50, ids.join(' · '), st]);
    rows.push([792, 50, `IBAN ${d.v % 2 ? d.iban : spaced(d.iban)} · BIC ${d.bic}`, st]);
    rows.push([805, 545, `${W.page} ${pg} ${W.of} ${pages}`, { ...st, right: true }]);
    if (pg > 1) rows.push([40, 50, `${d.s.name} – ${d.number}`, { size: 8, page: pg }]);
  }
  return pages;
}

const t3 = (v: number, xs: string[]) => xs[v % xs.length] ?? xs[0] ?? '';
function wrap(s: string, n: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of s.split(' ')) {
    if (cur && cur.length + 1 + w.length > n) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

export function generateBlind46(k: number, h: Helpers): Generated {
  const tpl = BLIND46_TPLS[k % BLIND46_TPLS.length] as Tpl;
  const d = build(tpl, k, h);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: toInvoice(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
