/**
 * Held-out set blind55 (session 29, issue 19): construction and project billing — invoices as
 * construction firms and trades print them after a bill of quantities (LV / GAEB style). Written
 * before opening anything under packages/extract and without reading the other blind generators.
 *
 * Layouts (document k takes BLIND55_TPLS[k % 8]):
 * - `lv24`       a Rohbau firm's Rechnung after the LV: OZ "01.02.0030" / "1.1.10" / "02.0010",
 *                "Titel 02 Erdarbeiten" headings and "Summe Titel …" rows, short text with long text
 *                under it, quantities with three decimals, unit prices with three or four decimals.
 * - `abschlag24` an Abschlagsrechnung: cumulative quantities beside the LV quantity, "Gesamtleistung"
 *                net / VAT / gross, a table of the earlier interim invoices deducted gross, Zahlbetrag.
 * - `schluss24`  a Schlussrechnung over two pages: titles, long texts, a Zusammenstellung of the title
 *                sums, the interim invoices deducted gross, Sicherheitseinbehalt 5 % and Skonto notes.
 * - `regie24`    a Stundenlohnrechnung (hours by trade from dated Rapporte, equipment, material) to a
 *                builder under § 13b UStG: no VAT, the legal note, the buyer's VAT id.
 * - `aufmass24`  a finishing trade's Rechnung with the Aufmaß (measurements "4,250 × 2,600 = 11,050",
 *                deductions) under each position; Vergabe-Nr. of a public buyer.
 * - `geruest24`  a scaffolding rental: erection per m², rental beyond the basic period as m² × weeks,
 *                consoles per lfm, transport psch; half of them under § 13b.
 * - `valuation24` an English contractor's "Interim Valuation No. 3 / Application for Payment": value to
 *                date, retention 3 % and previously certified deducted before VAT 20 %, CIS note.
 * - `situation24` a French "situation de travaux n° 4": quantities of the marché and cumulated, the
 *                previous situations deducted TTC, retenue de garantie 5 % noted.
 *
 * Truth rules: only what is printed. Lines are the printed positions (cumulative quantities and
 * amounts where the page bills cumulatively); line ids are the printed OZ / Ref / N°, in `regie24`
 * (no position column) 1, 2, 3 … in printed order. Titles, title sums, long texts, Aufmaß rows and
 * the Zusammenstellung are no lines and no part of names (the name is the short text). Earlier
 * interim invoices / situations deducted from the gross are the paid amount BT-113 and BT-115 is the
 * printed amount payable; in `valuation24` retention and previously certified are deducted before VAT
 * and are document allowances (BT-92). German and French retention, Skonto and the UK CIS deduction
 * are printed as notes under the totals and are not deducted. § 13b documents print no VAT amount:
 * no BT-110, one AE row (rate 0) with the printed note as exemption reason. Units: m² MTK, m³ MTQ,
 * lfm/m MTR, t TNE, Stk/nr/u H87, psch/item/ens LS, h/hr HUR (checked with codelists).
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  dachParty,
  type Generated,
  groupedMoney,
  ibanOf,
  ibanOfCountry,
  type KitParty,
  kitVatRow,
  MONTH_NAMES,
  pager,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND55_TPLS = [
  'lv24',
  'abschlag24',
  'schluss24',
  'regie24',
  'aufmass24',
  'geruest24',
  'valuation24',
  'situation24',
] as const;
type Tpl = (typeof BLIND55_TPLS)[number];
type Lang = 'de' | 'en' | 'fr';

const UNITS: Record<string, string> = {
  'm²': 'MTK',
  'm³': 'MTQ',
  lfm: 'MTR',
  m: 'MTR',
  t: 'TNE',
  Stk: 'H87',
  psch: 'LS',
  h: 'HUR',
  'Std.': 'HUR',
  'm² x Wo': 'MTK',
  m2: 'MTK',
  m3: 'MTQ',
  nr: 'H87',
  item: 'LS',
  hr: 'HUR',
  u: 'H87',
  ens: 'LS',
  ml: 'MTR',
};
for (const [u, c] of Object.entries(UNITS))
  if (!codelists.isValidCode('unit', c)) throw new Error(`blind55: ${c} (${u}) is no unit code`);

/** A catalogue position: short text, long text, unit, quantity and price ranges. */
type Cat = [string, string, string, number, number, number, number];
const TITLES: Array<[string, Cat[]]> = [
  [
    'Baustelleneinrichtung',
    [
      [
        'Baustelle einrichten und räumen',
        'inkl. Bauzaun, Container, Baustrom- und Bauwasseranschluss, nach Abschluss räumen',
        'psch',
        1,
        1,
        1800,
        7400,
      ],
      [
        'Bauzaun vorhalten',
        'Mobilzaun h = 2,00 m mit Fußplatten, Vorhaltung über die gesamte Bauzeit',
        'lfm',
        40,
        180,
        1.2,
        4.8,
      ],
      [
        'Baustraße herstellen',
        'Schottertragschicht 0/45, d = 30 cm, verdichten, nach Abschluss zurückbauen',
        'm²',
        60,
        320,
        8,
        19,
      ],
    ],
  ],
  [
    'Erdarbeiten',
    [
      [
        'Oberboden abtragen',
        'd = 30 cm, seitlich lagern und nach Abschluss wieder andecken',
        'm²',
        120,
        900,
        2.1,
        6.5,
      ],
      [
        'Baugrube ausheben BK 3–5',
        'Aushub lösen, laden und abfahren, einschl. Deponiegebühr Z 1.1',
        'm³',
        80,
        700,
        14,
        38,
      ],
      [
        'Frostschutzschicht liefern',
        'Kies-Sand-Gemisch 0/32 liefern, einbauen und lagenweise verdichten',
        't',
        20,
        180,
        18,
        32,
      ],
      [
        'Arbeitsraum verfüllen',
        'mit geeignetem Boden aus Zwischenlager, lagenweise verdichten',
        'm³',
        30,
        260,
        9,
        21,
      ],
    ],
  ],
  [
    'Beton- und Stahlbetonarbeiten',
    [
      ['Sauberkeitsschicht C12/15', 'd = 5 cm unter Fundamenten und Bodenplatte', 'm²', 80, 420, 6, 14],
      [
        'Streifenfundamente C25/30',
        'Ortbeton XC2, einschl. Schalung der Seitenflächen',
        'm³',
        12,
        90,
        165,
        260,
      ],
      ['Bodenplatte C30/37', 'd = 25 cm, WU-Beton, Oberfläche flügelgeglättet', 'm²', 90, 480, 58, 96],
      [
        'Betonstahl B500B',
        'Stabstahl und Matten liefern, schneiden, biegen und verlegen',
        't',
        2,
        26,
        1150,
        1950,
      ],
      ['Stahlbetonstützen 30/30', 'C30/37, Sichtbetonklasse SB 2, Schalung glatt', 'Stk', 4, 24, 180, 420],
    ],
  ],
  [
    'Mauerarbeiten',
    [
      [
        'Mauerwerk KS 17,5 cm',
        'Kalksandstein KS 20-2,0, Dünnbettmörtel, Außen- und Innenwände',
        'm²',
        60,
        520,
        48,
        86,
      ],
      [
        'Mauerwerk Porenbeton 11,5 cm',
        'nichttragende Innenwände, PP2-0,40, einschl. Anschlüsse',
        'm²',
        40,
        300,
        36,
        62,
      ],
      ['Stürze liefern und versetzen', 'Flachstürze KS 17,5/12,5, Länge bis 1,50 m', 'Stk', 6, 48, 28, 95],
      [
        'Stundenlohnarbeiten Facharbeiter',
        'auf besondere Anordnung der Bauleitung, nach Rapport',
        'h',
        4,
        60,
        52,
        68,
      ],
    ],
  ],
  [
    'Entwässerungskanalarbeiten',
    [
      [
        'KG-Rohr DN 150 verlegen',
        'PVC-U SN 8, einschl. Formstücke, Sandbettung und Verfüllung',
        'lfm',
        20,
        160,
        28,
        65,
      ],
      [
        'Kontrollschacht DN 1000',
        'Betonfertigteile, Tiefe bis 2,50 m, mit Schachtabdeckung Klasse D',
        'Stk',
        1,
        6,
        850,
        2400,
      ],
      ['Dichtheitsprüfung', 'der Grundleitungen nach DIN EN 1610 mit Protokoll', 'psch', 1, 1, 380, 1200],
    ],
  ],
];

/** The catalogue's short texts and title names in English and French (valuation24, situation24). */
const TR: Record<string, [string, string]> = {
  Baustelleneinrichtung: ['Preliminaries', 'Installation de chantier'],
  Erdarbeiten: ['Excavation and earthworks', 'Terrassements'],
  'Beton- und Stahlbetonarbeiten': ['In-situ concrete works', 'Béton armé'],
  Mauerarbeiten: ['Masonry', 'Maçonnerie'],
  Entwässerungskanalarbeiten: ['Below-ground drainage', 'Réseaux enterrés'],
  'Baustelle einrichten und räumen': ['Site set-up and clearance', 'Installation et repli de chantier'],
  'Bauzaun vorhalten': ['Heras fencing, hire', 'Clôture de chantier'],
  'Baustraße herstellen': ['Temporary haul road', 'Piste de chantier'],
  'Oberboden abtragen': ['Strip topsoil 300 mm', 'Décapage terre végétale'],
  'Baugrube ausheben BK 3–5': ['Excavate basement, cart away', 'Fouille en pleine masse'],
  'Frostschutzschicht liefern': ['Type 1 sub-base', 'Grave non traitée 0/31,5'],
  'Arbeitsraum verfüllen': ['Backfill working space', 'Remblaiement des fouilles'],
  'Sauberkeitsschicht C12/15': ['Blinding concrete 50 mm', 'Béton de propreté'],
  'Streifenfundamente C25/30': ['Strip foundations C25/30', 'Semelles filantes'],
  'Bodenplatte C30/37': ['Ground slab 250 mm', 'Dallage béton 25 cm'],
  'Betonstahl B500B': ['Reinforcement B500B', 'Aciers HA B500B'],
  'Stahlbetonstützen 30/30': ['RC columns 300 x 300', 'Poteaux BA 30x30'],
  'Mauerwerk KS 17,5 cm': ['Blockwork 175 mm', 'Murs en parpaings 20 cm'],
  'Mauerwerk Porenbeton 11,5 cm': ['Aircrete partitions 100 mm', 'Cloisons béton cellulaire'],
  'Stürze liefern und versetzen': ['Lintels, supply and fix', 'Linteaux préfabriqués'],
  'Stundenlohnarbeiten Facharbeiter': ['Daywork, skilled operative', 'Travaux en régie, compagnon'],
  'KG-Rohr DN 150 verlegen': ['150 mm uPVC drain', 'Canalisation PVC Ø 160'],
  'Kontrollschacht DN 1000': ['Inspection chamber 1200 mm', 'Regard de visite Ø 1000'],
  Dichtheitsprüfung: ['Air test of drainage', "Essais d'étanchéité"],
};

interface Pos {
  id: string;
  short: string;
  long: string;
  qty: string;
  lvQty: string;
  unit: string;
  price: string;
  net: string;
  meas: string[];
  extra: string;
}
interface Title {
  no: string;
  name: string;
  pos: Pos[];
  sum: string;
}
interface Prev {
  no: string;
  date: string;
  net: string;
  vat: string;
  gross: string;
}
interface Doc {
  tpl: Tpl;
  v: number;
  t: Tools;
  lang: Lang;
  s: KitParty;
  b: KitParty;
  number: string;
  issue: string;
  due: string;
  po: string;
  proj: string;
  bv: string;
  vergabe: string;
  titles: Title[];
  lines: Pos[];
  rc: boolean;
  rate: string;
  lineNet: string;
  allow: Array<[string, string]>;
  taxEx: string;
  vatT: string;
  gross: string;
  prev: Prev[];
  paid: string;
  dueAmt: string;
  iban: string;
  bic: string;
  seq: number;
  cur: string;
  taxNo: string;
  dec: number;
  rcNote: string;
}

const LAST = [
  'Brenner',
  'Overbeck',
  'Hagedorn',
  'Kampmann',
  'Vollmer',
  'Riedel',
  'Steinkamp',
  'Lohmann',
  'Pfeiffer',
];
const q3 = (n: number) => n.toFixed(3);
const fmt = (v: string, lang: Lang, places = 2) => {
  const [th, dc] = lang === 'en' ? [',', '.'] : lang === 'fr' ? [' ', ','] : ['.', ','];
  if (places === 2) return groupedMoney(v, th, dc);
  const neg = v.startsWith('-');
  const [i = '0', f = ''] = dec(v).abs().toFixed(places).split('.');
  return `${neg ? '-' : ''}${i.replace(/\B(?=(\d{3})+(?!\d))/g, th)}${f ? `${dc}${f}` : ''}`;
};
const deDate = (iso: string) => iso.split('-').reverse().join('.');
const ukDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTH_NAMES.en[Number(m) - 1]} ${y}`;
};
const frDate = (iso: string) => iso.split('-').reverse().join('/');

function posId(notation: number, ti: number, pi: number): string {
  const t2 = String(ti + 1).padStart(2, '0');
  if (notation === 0) return `01.${t2}.${String((pi + 1) * 10).padStart(4, '0')}`;
  if (notation === 1) return `${ti + 1}.1.${(pi + 1) * 10}`;
  if (notation === 2) return `${t2}.${String((pi + 1) * 10).padStart(4, '0')}`;
  return `${ti + 1}.${(pi + 1) * 10}`;
}
function titleHead(style: number, no: string, name: string, ti: number): string {
  if (style === 0) return `Titel ${no} ${name}`;
  if (style === 1) return `Los 1 – Titel ${ti + 1}: ${name}`;
  if (style === 2) return `${no} ${name}`;
  return `LB ${String(ti + 1).padStart(3, '0')} ${name}`;
}

function money(t: Tools, a: number, b: number, places: number): string {
  const f = 10 ** places;
  return (t.int(Math.round(a * f), Math.round(b * f)) / f).toFixed(places);
}
function qtyOf(t: Tools, unit: string, a: number, b: number): string {
  if (unit === 'psch') return '1.000';
  if (unit === 'Stk' || unit === 'nr' || unit === 'u') return q3(t.int(a, b));
  return (t.int(Math.round(a * 1000), Math.round(b * 1000)) / 1000).toFixed(3);
}

function build(tpl: Tpl, k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const v = Math.floor(k / BLIND55_TPLS.length);
  const lang: Lang = tpl === 'valuation24' ? 'en' : tpl === 'situation24' ? 'fr' : 'de';
  const last = t.pick(LAST);
  const sName =
    tpl === 'geruest24'
      ? `${last} Gerüstbau GmbH`
      : tpl === 'aufmass24'
        ? t.pick([`Malerwerkstätten ${last} GmbH`, `${last} Fliesen & Estrich GmbH`])
        : t.pick([
            `${last} Bau GmbH`,
            `Bauunternehmung ${last} GmbH & Co. KG`,
            `${last} Hoch- und Tiefbau GmbH`,
          ]);
  let s: KitParty;
  let b: KitParty;
  let iban: string;
  let bic: string;
  if (lang === 'de') {
    s = dachParty('DE', sName, t);
    const rcDoc = tpl === 'regie24' || (tpl === 'geruest24' && v % 2 === 1);
    const bName =
      tpl === 'aufmass24'
        ? t.pick(['Stadt Brühl – Gebäudemanagement', 'Kreisverwaltung Rhein-Erft', 'Gemeinde Lindlar Bauamt'])
        : rcDoc
          ? `${t.pick(['Kessler', 'Nowak', 'Albers', 'Thiel'])} Generalbau ${t.pick(['GmbH', 'AG', 'GmbH & Co. KG'])}`
          : t.pick([
              'Wohnbau Rheinland GmbH',
              'GWG Siedlungsbau eG',
              'Projektgesellschaft Lindenhof mbH',
              'Immobilien Overath GmbH & Co. KG',
            ]);
    b = dachParty('DE', bName, t);
    iban = ibanOf('DE', t);
    bic = t.pick(['COBADEFFXXX', 'GENODED1SPK', 'WELADED1KSD', 'DEUTDEDBKOE']);
  } else if (lang === 'en') {
    const city = t.pick([
      ['Manchester', 'M1 4BT'],
      ['Leeds', 'LS1 5DL'],
      ['Bristol', 'BS1 6QA'],
      ['Birmingham', 'B3 2NS'],
    ]);
    const bc = t.pick([
      ['London', 'EC2A 4NE'],
      ['Reading', 'RG1 3BD'],
      ['Nottingham', 'NG1 5FW'],
    ]);
    s = {
      name: `${t.pick(['Hartley', 'Pennington', 'Ashworth', 'Calder'])} ${t.pick(['Construction Ltd', 'Building Contractors Limited', 'Groundworks Ltd'])}`,
      street: `Unit ${t.int(2, 40)} ${t.pick(['Riverside Industrial Estate', 'Trafford Park Road', 'Canal Street'])}`,
      pc: city[1] ?? '',
      city: city[0] ?? '',
      country: 'GB',
      vat: `GB${t.int(1, 9)}${t.digits(8)}`,
    };
    b = {
      name: `${t.pick(['Kingsway', 'Northgate', 'Beaumont', 'Albion'])} ${t.pick(['Developments Ltd', 'Homes plc', 'Property Partners LLP'])}`,
      street: `${t.int(1, 180)} ${t.pick(['Queen Street', 'Castle Boulevard', 'Old Broad Street'])}`,
      pc: bc[1] ?? '',
      city: bc[0] ?? '',
      country: 'GB',
    };
    iban = ibanOf('GB', t);
    bic = t.pick(['BARCGB22', 'NWBKGB2L', 'LOYDGB21']);
  } else {
    const city = t.pick([
      ['Lyon', '69003'],
      ['Villeurbanne', '69100'],
      ['Grenoble', '38000'],
      ['Nantes', '44000'],
    ]);
    const bc = t.pick([
      ['Paris', '75011'],
      ['Lyon', '69007'],
      ['Rennes', '35000'],
    ]);
    s = {
      name: `${t.pick(['Bâtiment', 'Constructions', 'Maçonnerie'])} ${t.pick(['Girard', 'Fontaine', 'Mercier', 'Lambert'])} ${t.pick(['SAS', 'SARL', 'SA'])}`,
      street: `${t.int(1, 120)} ${t.pick(['rue de la République', 'avenue Jean Jaurès', 'chemin des Vignes'])}`,
      pc: city[1] ?? '',
      city: city[0] ?? '',
      country: 'FR',
      vat: `FR${t.digits(2)}${t.int(1, 9)}${t.digits(8)}`,
    };
    b = {
      name: t.pick([
        'SCI Les Terrasses du Parc',
        'Habitat Rhône Logement',
        'SCCV Le Clos des Tilleuls',
        'OPH Métropole Habitat',
      ]),
      street: `${t.int(1, 80)} ${t.pick(['boulevard Voltaire', 'rue Garibaldi', 'place Bellecour'])}`,
      pc: bc[1] ?? '',
      city: bc[0] ?? '',
      country: 'FR',
    };
    iban = ibanOfCountry('FR', t);
    bic = t.pick(['BNPAFRPPXXX', 'CRLYFRPP', 'AGRIFRPP869']);
  }
  const rc = tpl === 'regie24' || (tpl === 'geruest24' && v % 2 === 1);
  const rate = lang === 'en' ? '20' : lang === 'fr' ? t.pick(['20', '20', '10']) : rc ? '0' : '19';
  const places = t.pick([3, 4]);
  const notation =
    tpl === 'abschlag24' || lang !== 'de' ? 1 : tpl === 'schluss24' ? 0 : tpl === 'lv24' ? v % 3 : 3;
  const issue = `2026-${String(t.int(2, 11)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const due = addDays(issue, t.pick([14, 21, 30]));
  const seq =
    tpl === 'abschlag24' ? t.int(2, 5) : tpl === 'valuation24' || tpl === 'situation24' ? t.int(2, 6) : 1;
  // the positions
  const titles: Title[] = [];
  const cumulative = tpl === 'abschlag24' || tpl === 'situation24' || tpl === 'valuation24';
  if (tpl === 'regie24') {
    const rows: Array<[string, string, number, number, number, number]> = [
      ['Polier', 'h', 2, 10, 62, 74],
      ['Vorarbeiter', 'h', 4, 24, 56, 66],
      ['Facharbeiter (Maurer)', 'h', 8, 40, 49, 59],
      ['Baggerführer', 'h', 4, 16, 54, 64],
      ['Bauhelfer', 'h', 8, 40, 38, 46],
    ];
    const gear: Array<[string, string, number, number, number, number]> = [
      ['Minibagger 2,5 t inkl. Betriebsstoffe', 'h', 4, 16, 28, 42],
      ['Rüttelplatte 90 kg', 'h', 2, 10, 8, 14],
    ];
    const mat: Array<[string, string, number, number, number, number]> = [
      ['Transportbeton C20/25', 'm³', 1, 9, 138, 172],
      ['Entsorgung Bauschutt, gemischt', 't', 1, 8, 62, 110],
      ['Kalksandstein KS 11,5 cm', 'm²', 6, 40, 14, 22],
    ];
    let n = 0;
    for (const [name, group] of [
      ['Lohnstunden', rows.slice(0, t.int(3, 5))],
      ['Geräte', gear.slice(0, t.int(1, 2))],
      ['Material', mat.slice(0, t.int(1, 3))],
    ] as Array<[string, typeof rows]>) {
      const pos: Pos[] = [];
      for (const [short, unit, a, bb, pa, pb] of group) {
        const qty = unit === 'h' ? (t.int(a * 2, bb * 2) / 2).toFixed(3) : qtyOf(t, unit, a, bb);
        const price = money(t, pa, pb, places);
        const day = addDays(issue, -t.int(5, 25));
        n++;
        pos.push({
          id: String(n),
          short,
          long: '',
          qty,
          lvQty: '',
          unit,
          price,
          net: round(dec(qty).times(dec(price))),
          meas: [],
          extra: `${deDate(day)}|${t.int(100, 480)}`,
        });
      }
      titles.push({ no: '', name, pos, sum: round(pos.reduce((x, p) => x.plus(dec(p.net)), dec(0))) });
    }
  } else if (tpl === 'geruest24') {
    const m2 = t.int(120000, 980000) / 1000;
    const weeks = t.int(2, 9);
    const kw = t.int(8, 40);
    const cat: Array<[string, string, string, string]> = [
      [
        'Fassadengerüst LK 3 auf- und abbauen',
        'Breitenklasse W09, einschl. Grundstandzeit 4 Wochen',
        'm²',
        q3(m2),
      ],
      [
        'Gebrauchsüberlassung über Grundstandzeit',
        `${fmt(q3(m2), 'de', 3)} m² × ${weeks} Wochen (KW ${kw}–${kw + weeks - 1}/2026)`,
        'm² x Wo',
        q3(m2 * weeks),
      ],
      [
        'Konsolen 0,30 m innen',
        'als Innenkonsolen, auf- und abbauen',
        'lfm',
        q3(t.int(20000, 140000) / 1000),
      ],
      [
        'Schutznetz anbringen',
        'an der Gerüstaußenseite, einschl. Befestigung',
        'm²',
        q3(t.int(80000, 600000) / 1000),
      ],
      ['Treppenturm', 'als Zugang, Höhe bis 12 m, einschl. Vorhaltung', 'Stk', q3(t.int(1, 2))],
      ['An- und Abtransport', 'des Gerüstmaterials zur Baustelle', 'psch', '1.000'],
    ];
    const pos: Pos[] = [];
    cat.slice(0, t.int(4, 6)).forEach(([short, long, unit, qty], i) => {
      const price =
        unit === 'm² x Wo'
          ? money(t, 0.12, 0.45, places)
          : unit === 'psch'
            ? money(t, 280, 950, 2)
            : unit === 'Stk'
              ? money(t, 380, 900, places)
              : money(t, 3.5, 11, places);
      pos.push({
        id: posId(3, 0, i),
        short,
        long,
        qty,
        lvQty: '',
        unit,
        price,
        net: round(dec(qty).times(dec(price))),
        meas: [],
        extra: '',
      });
    });
    titles.push({ no: '01', name: 'Gerüstarbeiten', pos, sum: '' });
  } else {
    const nTitles = tpl === 'schluss24' ? t.int(4, 5) : tpl === 'aufmass24' ? t.int(2, 3) : t.int(2, 4);
    const start = tpl === 'aufmass24' ? 3 : 0;
    const src =
      tpl === 'aufmass24'
        ? ([
            [
              'Wandflächen',
              [
                [
                  'Innenwandflächen spachteln Q2',
                  'Gipskarton- und Putzflächen, schleifen, Staub entfernen',
                  'm²',
                  0,
                  0,
                  3.2,
                  7.5,
                ],
                [
                  'Dispersionsanstrich Wände',
                  'Innendispersion Nassabriebklasse 2, zweifach, weiß',
                  'm²',
                  0,
                  0,
                  4.1,
                  8.9,
                ],
                [
                  'Wandfliesen 30/60 verlegen',
                  'im Dünnbett, einschl. Verfugung zementär, grau',
                  'm²',
                  0,
                  0,
                  38,
                  62,
                ],
              ],
            ],
            [
              'Boden- und Sockelarbeiten',
              [
                [
                  'Zementestrich CT-C25-F4 50 mm',
                  'schwimmend auf Trittschalldämmung, einschl. Randdämmstreifen',
                  'm²',
                  0,
                  0,
                  21,
                  34,
                ],
                [
                  'Sockelleisten Fliese h = 8 cm',
                  'aus Bodenfliesen geschnitten, verfugt',
                  'lfm',
                  0,
                  0,
                  9,
                  16,
                ],
                ['Bodenfliesen 60/60 verlegen', 'R10, im Dünnbett, Fugenbreite 3 mm', 'm²', 0, 0, 42, 68],
              ],
            ],
            [
              'Abdichtungsarbeiten',
              [
                [
                  'Verbundabdichtung Bad',
                  'flüssig, zweilagig, einschl. Dichtband in Ecken',
                  'm²',
                  0,
                  0,
                  24,
                  39,
                ],
                ['Dichtband in Ecken', 'Eckausbildung mit Dichtband, einschl. Formteile', 'lfm', 0, 0, 6, 11],
              ],
            ],
          ] as Array<[string, Cat[]]>)
        : TITLES;
    for (let ti = 0; ti < Math.min(nTitles, src.length); ti++) {
      const [name, cat] = src[ti] as [string, Cat[]];
      const pos: Pos[] = [];
      const nPos = tpl === 'schluss24' ? cat.length : t.int(2, cat.length);
      for (let pi = 0; pi < nPos; pi++) {
        const [short, long, unit, a, bb, pa, pb] = cat[pi] as Cat;
        let qty: string;
        const meas: string[] = [];
        if (tpl === 'aufmass24') {
          let sum = 0;
          const rooms = [
            'Whg. 1 Bad',
            'Whg. 1 Flur',
            'Whg. 2 Küche',
            'Whg. 2 Bad',
            'Treppenhaus EG',
            'Büro 1.04',
          ];
          for (let r = 0; r < t.int(2, 4); r++) {
            const room = t.pick(rooms);
            if (unit === 'lfm') {
              const l1 = t.int(1500, 9000) / 1000;
              const l2 = t.int(1500, 9000) / 1000;
              const s3 = Number(q3(l1 + l2));
              meas.push(
                `${room}: ${fmt(q3(l1), 'de', 3)} + ${fmt(q3(l2), 'de', 3)} = ${fmt(q3(s3), 'de', 3)}`,
              );
              sum += s3;
            } else {
              const l1 = t.int(1800, 7500) / 1000;
              const l2 = t.int(2200, 6000) / 1000;
              const p = Number(q3(l1 * l2));
              meas.push(
                `${room}: ${fmt(q3(l1), 'de', 3)} × ${fmt(q3(l2), 'de', 3)} = ${fmt(q3(p), 'de', 3)}`,
              );
              sum += p;
            }
          }
          if (unit === 'm²' && t.rnd() < 0.6) {
            const p = Number(q3(0.885 * 2.01));
            meas.push(`abzgl. Tür: 0,885 × 2,010 = -${fmt(q3(p), 'de', 3)}`);
            sum -= p;
          }
          qty = q3(sum);
        } else qty = qtyOf(t, unit, a, bb);
        const lvQty = qty;
        // cumulative: a part of the LV quantity done so far
        if (cumulative && unit !== 'psch') {
          const share = t.int(35, 100) / 100;
          qty =
            unit === 'Stk' ? q3(Math.max(1, Math.round(Number(lvQty) * share))) : q3(Number(lvQty) * share);
        }
        const price = unit === 'psch' ? money(t, pa, pb, 2) : money(t, pa, pb, places);
        pos.push({
          id: posId(notation, ti + start, pi),
          short,
          long,
          qty,
          lvQty,
          unit,
          price,
          net: round(dec(qty).times(dec(price))),
          meas,
          extra: '',
        });
      }
      titles.push({
        no: String(ti + start + 1).padStart(2, '0'),
        name,
        pos,
        sum: round(pos.reduce((x, p) => x.plus(dec(p.net)), dec(0))),
      });
    }
  }
  if (lang === 'en')
    for (const ti of titles)
      for (const p of ti.pos) {
        p.unit =
          { 'm²': 'm2', 'm³': 'm3', lfm: 'm', Stk: 'nr', psch: 'item', t: 't', h: 'hr' }[p.unit] ?? p.unit;
        p.id = p.id.replace(
          /^(\d+)\.1\.(\d+)0$/,
          (_m, a: string, c: string) => `${String.fromCharCode(64 + Number(a))}.${c}`,
        );
      }
  if (lang !== 'de')
    for (const ti of titles) {
      ti.name = TR[ti.name]?.[lang === 'en' ? 0 : 1] ?? ti.name;
      for (const p of ti.pos) p.short = TR[p.short]?.[lang === 'en' ? 0 : 1] ?? p.short;
    }
  if (lang === 'en')
    for (const p of titles.flatMap((x) => x.pos)) {
      p.qty = dec(p.qty).toFixed(2);
      p.net = round(dec(p.qty).times(dec(p.price)));
    }
  if (lang === 'fr')
    for (const ti of titles)
      for (const p of ti.pos) {
        p.unit = { lfm: 'ml', Stk: 'u', psch: 'ens' }[p.unit] ?? p.unit;
        p.id = p.id.replace(/^(\d+)\.1\.(\d+)0$/, '$1.$2');
      }
  for (const ti of titles) ti.sum = round(ti.pos.reduce((x, p) => x.plus(dec(p.net)), dec(0)));
  const lines = titles.flatMap((x) => x.pos);
  const lineNet = round(lines.reduce((x, p) => x.plus(dec(p.net)), dec(0)));
  const allow: Array<[string, string]> = [];
  let taxEx = lineNet;
  if (tpl === 'valuation24') {
    const ret = round(dec(lineNet).times(3).dividedBy(100));
    const prevCert = round(dec(lineNet).minus(dec(ret)).times(t.int(40, 75)).dividedBy(100));
    allow.push(['Retention 3%', ret], ['Previously certified', prevCert]);
    taxEx = round(dec(lineNet).minus(dec(ret)).minus(dec(prevCert)));
  }
  const vatT = rc ? '0.00' : round(dec(taxEx).times(dec(rate)).dividedBy(100));
  const gross = round(dec(taxEx).plus(dec(vatT)));
  const prev: Prev[] = [];
  if (tpl === 'abschlag24' || tpl === 'schluss24' || tpl === 'situation24') {
    const n = tpl === 'schluss24' ? t.int(2, 4) : seq - 1;
    let left = Number(lineNet) * (tpl === 'schluss24' ? 0.85 : 0.8);
    for (let i = 0; i < n; i++) {
      const net = round(String(Math.floor(((left / (n - i + 1)) * t.int(80, 120)) / 100 / 100) * 100));
      left -= Number(net);
      const vat = round(dec(net).times(dec(rate)).dividedBy(100));
      const date = addDays(issue, -30 * (n - i));
      prev.push({
        no: lang === 'fr' ? `${i + 1}` : `${date.slice(0, 4)}-${t.int(100, 899)}`,
        date,
        net,
        vat,
        gross: round(dec(net).plus(dec(vat))),
      });
    }
  }
  const paid = round(prev.reduce((x, p) => x.plus(dec(p.gross)), dec(0)));
  const dueAmt = round(dec(gross).minus(dec(paid)));
  const yy = issue.slice(0, 4);
  const number =
    lang === 'en'
      ? `VAL-${t.int(100, 999)}-${String(seq).padStart(2, '0')}`
      : lang === 'fr'
        ? `FA${yy.slice(2)}${String(t.int(1, 999)).padStart(4, '0')}`
        : t.pick([
            `${yy}-${t.int(1000, 4999)}`,
            `RE ${yy.slice(2)}${t.int(10000, 99999)}`,
            `${t.int(24000, 26999)}/${yy}`,
          ]);
  return {
    tpl,
    v,
    t,
    lang,
    s,
    b,
    number,
    issue,
    due,
    po: lang === 'fr' ? `MA-${t.digits(5)}` : lang === 'en' ? `PO ${t.digits(6)}` : `45${t.digits(8)}`,
    proj: `${t.pick(['P', 'BV', 'PRJ'])}-${yy}-${t.digits(4)}`,
    bv: t.pick([
      'Neubau Mehrfamilienhaus mit Tiefgarage',
      'Erweiterung Grundschule, Bauabschnitt 2',
      'Neubau Lagerhalle mit Bürotrakt',
      'Sanierung Wohnanlage Haus A–C',
    ]),
    vergabe: `${t.pick(['VgV', 'ÖA', 'BA'])}-${yy}-${t.digits(3)}`,
    titles,
    lines,
    rc,
    rate,
    lineNet,
    allow,
    taxEx,
    vatT,
    gross,
    prev,
    paid,
    dueAmt,
    iban,
    bic,
    seq,
    cur: lang === 'en' ? 'GBP' : 'EUR',
    taxNo: `${t.int(200, 223)}/${t.digits(4)}/${t.digits(4)}`,
    dec: places,
    rcNote: t.pick([
      'Steuerschuldnerschaft des Leistungsempfängers gemäß § 13b Abs. 2 Nr. 4 i. V. m. Abs. 5 UStG',
      'Bauleistung – die Umsatzsteuer schuldet der Leistungsempfänger (§ 13b Abs. 2 Nr. 4 UStG)',
    ]),
  };
}

/** The German layouts (lv24, abschlag24, schluss24, regie24, aufmass24, geruest24). */
function drawDe(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  const m = (v: string) => fmt(v, 'de');
  const s9 = { size: 9 };
  p.put(40, 50, d.s.name, { size: 15, bold: true });
  p.put(
    58,
    50,
    `${d.tpl === 'geruest24' ? 'Gerüstbau · Arbeitsbühnen' : d.tpl === 'aufmass24' ? 'Innenausbau · Fliesen · Estrich' : 'Hochbau · Tiefbau · Schlüsselfertigbau'}`,
    { size: 8 },
  );
  p.put(128, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city}`, { size: 6.5 });
  let y = p.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 50, 142, { size: 10 });
  const title =
    d.tpl === 'abschlag24'
      ? `${d.seq}. Abschlagsrechnung`
      : d.tpl === 'schluss24'
        ? 'Schlussrechnung'
        : d.tpl === 'regie24'
          ? 'Rechnung Stundenlohnarbeiten'
          : 'Rechnung';
  const info: Array<[string, string]> = [
    [d.tpl === 'abschlag24' ? 'AR-Nr.:' : 'Rechnungs-Nr.:', d.number],
    ['Rechnungsdatum:', deDate(d.issue)],
    ['Kunden-Nr.:', `K${d.t.digits(5)}`],
    ['Projekt-Nr.:', d.proj],
  ];
  if (d.rc) info.push(['Ihre USt-IdNr.:', d.b.vat ?? '']);
  p.kv(142, 360, 450, info, s9, 12);
  y = Math.max(y, 200) + 20;
  p.put(y, 50, title, { size: 13, bold: true });
  y += 20;
  const refs: Array<[string, string]> = [
    [
      d.tpl === 'lv24' && d.v % 2 ? 'BV:' : 'Bauvorhaben:',
      `${d.bv}, ${d.t.pick(['Lindenweg', 'Am Hang', 'Gartenstraße'])} ${d.t.int(2, 40)}, ${d.b.city}`,
    ],
    ['Auftrags-Nr.:', d.po],
  ];
  if (d.tpl === 'aufmass24') refs.push(['Vergabe-Nr.:', d.vergabe]);
  if (d.tpl === 'abschlag24' || d.tpl === 'schluss24')
    refs.push(['Vertrag:', `VOB/B-Bauvertrag vom ${deDate(addDays(d.issue, -200))}`]);
  if (d.tpl === 'regie24')
    refs.push(['Leistungszeitraum:', `${deDate(addDays(d.issue, -25))} – ${deDate(addDays(d.issue, -5))}`]);
  y = p.kv(y, 50, 140, refs, s9, 12) + 8;
  p.put(
    y,
    50,
    d.tpl === 'regie24'
      ? 'für die auf Nachweis ausgeführten Stundenlohnarbeiten berechnen wir:'
      : 'wir berechnen Ihnen unsere Leistungen wie folgt:',
    s9,
  );
  y += 18;
  // table
  const cum = d.tpl === 'abschlag24';
  const head = () => {
    if (d.tpl === 'regie24') {
      p.put(y, 50, 'Datum', { size: 8, bold: true });
      p.put(y, 102, 'Rapport', { size: 8, bold: true });
      p.put(y, 145, 'Leistung', { size: 8, bold: true });
    } else {
      p.put(y, 50, d.tpl === 'geruest24' ? 'Pos.' : 'OZ', { size: 8, bold: true });
      p.put(y, cum ? 98 : 112, 'Leistung', { size: 8, bold: true });
    }
    if (cum) p.put(y, 330, 'LV-Menge', { size: 8, bold: true, right: true });
    p.put(y, 392, cum ? 'Menge kum.' : 'Menge', { size: 8, bold: true, right: true });
    p.put(y, 398, 'ME', { size: 8, bold: true });
    p.put(y, 475, 'EP EUR', { size: 8, bold: true, right: true });
    p.put(y, 545, cum ? 'GP kum. EUR' : 'GP EUR', { size: 8, bold: true, right: true });
    y += 14;
  };
  head();
  const hstyle = d.v % 4;
  for (const ti of d.titles) {
    y = p.need(y, 40);
    if (y === 60) head();
    const h =
      d.tpl === 'regie24' || d.tpl === 'geruest24'
        ? ti.name
        : titleHead(hstyle, ti.no, ti.name, Number(ti.no) - 1);
    p.put(y, 50, h, { size: 9, bold: true });
    y += 14;
    for (const ps of ti.pos) {
      const extraH = (ps.long ? 10 * wrapWords(ps.long, cum ? 48 : 58).length : 0) + ps.meas.length * 10;
      const y0 = y;
      y = p.need(y, 12 + extraH);
      if (y !== y0 && y === 60) head();
      const x = d.tpl === 'regie24' ? 145 : cum ? 98 : 112;
      if (d.tpl === 'regie24') {
        const [day, rap] = ps.extra.split('|');
        p.put(y, 50, day ?? '', { size: 8 });
        p.put(y, 102, `Nr. ${rap}`, { size: 8 });
      } else p.put(y, 50, ps.id, { size: 8 });
      p.put(y, x, ps.short, { size: 9 });
      if (cum) p.put(y, 330, fmt(ps.lvQty, 'de', 3), { size: 8, right: true });
      p.put(y, 392, fmt(ps.qty, 'de', 3), { size: 9, right: true });
      p.put(y, 398, ps.unit, { size: 9 });
      p.put(y, 475, fmt(ps.price, 'de', ps.unit === 'psch' ? 2 : d.dec), { size: 9, right: true });
      p.put(y, 545, m(ps.net), { size: 9, right: true });
      y += 12;
      if (ps.long && !cum)
        for (const l of wrapWords(ps.long, 58)) {
          p.put(y, x, l, { size: 7.5 });
          y += 10;
        }
      for (const l of ps.meas) {
        p.put(y, x + 10, l, { size: 7.5 });
        y += 10;
      }
      y += 3;
    }
    if (ti.sum && d.tpl !== 'geruest24' && (d.tpl !== 'lv24' || d.v % 2 === 0)) {
      p.put(y, 112, `Summe ${d.tpl === 'regie24' ? ti.name : `Titel ${ti.no}`}`, { size: 8, bold: true });
      p.put(y, 545, m(ti.sum), { size: 8, bold: true, right: true });
      y += 16;
    }
  }
  y = p.need(y, 60 + d.titles.length * 11 + d.prev.length * 11 + 80);
  if (d.tpl === 'schluss24') {
    p.put(y, 50, 'Zusammenstellung', { size: 9, bold: true });
    y += 13;
    for (const ti of d.titles) {
      p.put(y, 60, `Titel ${ti.no} ${ti.name}`, { size: 8 });
      p.put(y, 545, m(ti.sum), { size: 8, right: true });
      y += 11;
    }
    y += 4;
  }
  const tot: Array<[string, string]> = [];
  const gl = d.tpl === 'abschlag24' ? 'Gesamtleistung' : d.tpl === 'schluss24' ? 'Abrechnungssumme' : 'Summe';
  tot.push([`${gl} netto`, m(d.lineNet)]);
  if (!d.rc) {
    tot.push([`zzgl. ${d.rate} % USt.`, m(d.vatT)]);
    tot.push([`${gl} brutto`, m(d.gross)]);
  }
  y = p.kv(y, 330, 545, tot, { size: 9 }, 13);
  if (d.prev.length) {
    y = p.need(y + 4, 30 + d.prev.length * 11);
    p.put(y, 50, 'abzüglich bisherige Abschlagsrechnungen:', { size: 8, bold: true });
    y += 11;
    for (const [x, l, r] of [
      [50, 'Nr.', false],
      [100, 'Rechnung', false],
      [190, 'vom', false],
      [330, 'netto', true],
      [420, 'USt.', true],
      [545, 'brutto', true],
    ] as Array<[number, string, boolean]>)
      p.put(y, x, l, { size: 7.5, bold: true, right: r });
    y += 11;
    for (const [i, pr] of d.prev.entries()) {
      p.put(y, 50, `${i + 1}. AR`, { size: 8 });
      p.put(y, 100, pr.no, { size: 8 });
      p.put(y, 190, deDate(pr.date), { size: 8 });
      p.put(y, 330, m(pr.net), { size: 8, right: true });
      p.put(y, 420, m(pr.vat), { size: 8, right: true });
      p.put(y, 545, `-${m(pr.gross)}`, { size: 8, right: true });
      y += 11;
    }
    p.put(y, 330, 'Summe Abschläge brutto', { size: 8 });
    p.put(y, 545, `-${m(d.paid)}`, { size: 8, right: true });
    y += 13;
  }
  const dueLabel = d.prev.length
    ? d.tpl === 'schluss24'
      ? 'Restforderung'
      : 'Zahlbetrag'
    : d.rc
      ? 'Rechnungsbetrag netto'
      : 'Rechnungsbetrag';
  p.put(y, 330, dueLabel, { size: 10, bold: true });
  p.put(y, 545, `${m(d.dueAmt)} EUR`, { size: 10, bold: true, right: true });
  y += 20;
  if (d.rc) {
    y = p.need(y, 30);
    p.put(y, 50, d.rcNote, { size: 8.5, bold: true });
    y += 14;
  }
  if (d.tpl === 'schluss24' || d.tpl === 'abschlag24') {
    const ret = round(dec(d.gross).times(5).dividedBy(100));
    p.put(
      y,
      50,
      `Hinweis: Sicherheitseinbehalt für Mängelansprüche 5 % der Bruttoabrechnungssumme = ${m(ret)} EUR`,
      { size: 8 },
    );
    y += 10;
    p.put(y, 50, 'gem. § 17 VOB/B; ablösbar durch Gewährleistungsbürgschaft.', { size: 8 });
    y += 12;
  }
  if (d.tpl !== 'regie24') {
    const sk = round(dec(d.dueAmt).times(2).dividedBy(100));
    p.put(y, 50, `Bei Zahlung bis ${deDate(addDays(d.issue, 10))} gewähren wir 2 % Skonto (${m(sk)} EUR).`, {
      size: 8,
    });
    y += 11;
  }
  p.put(y, 50, `Zahlbar ohne Abzug bis ${deDate(d.due)}.`, { size: 8 });
  const pages = p.pages();
  for (let pg = 1; pg <= pages; pg++) {
    rows.push([
      770,
      50,
      `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · Amtsgericht ${d.s.city} HRB ${d.v + 4812}`,
      { size: 6.5, page: pg },
    ]);
    rows.push([
      779,
      50,
      `IBAN ${spaced(d.iban)} · BIC ${d.bic} · USt-IdNr. ${d.s.vat} · St.-Nr. ${d.taxNo}`,
      { size: 6.5, page: pg },
    ]);
    rows.push([790, 545, `Seite ${pg} von ${pages}`, { size: 7, page: pg, right: true }]);
  }
  return pages;
}

/** The UK valuation (valuation24). */
function drawUk(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 740);
  const m = (v: string) => fmt(v, 'en');
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  p.block([d.s.street, `${d.s.city} ${d.s.pc}`, `VAT Reg. No. ${d.s.vat}`], 50, 58, { size: 8 });
  p.put(40, 545, 'INTERIM VALUATION', { size: 13, bold: true, right: true });
  p.put(56, 545, `Application for Payment No. ${d.seq}`, { size: 9, right: true });
  p.put(120, 50, 'To:', { size: 8, bold: true });
  p.block([d.b.name, d.b.street, `${d.b.city} ${d.b.pc}`], 50, 132, { size: 10 });
  p.kv(
    120,
    350,
    450,
    [
      ['Valuation No.', String(d.seq)],
      ['Invoice No.', d.number],
      ['Date', ukDate(d.issue)],
      ['Valuation date', ukDate(addDays(d.issue, -3))],
      ['Your order', d.po],
      ['Final date for payment', ukDate(d.due)],
    ],
    { size: 8.5 },
    12,
  );
  let y = 210;
  p.put(
    y,
    50,
    `Project: ${d.t.pick(['Riverside Apartments, Block B', 'New Primary School, Phase 2', 'Warehouse Unit 7 Extension'])}`,
    { size: 9 },
  );
  p.put(y + 12, 50, `Contract: JCT Design and Build 2016 · Project ref. ${d.proj}`, { size: 9 });
  y += 34;
  const head = () => {
    for (const [x, l, r] of [
      [50, 'Ref', false],
      [95, 'Description', false],
      [360, 'Qty to date', true],
      [368, 'Unit', false],
      [455, 'Rate £', true],
      [545, 'Value to date £', true],
    ] as Array<[number, string, boolean]>)
      p.put(y, x, l, { size: 8, bold: true, right: r });
    y += 14;
  };
  head();
  for (const ti of d.titles) {
    y = p.need(y, 30);
    if (y === 60) head();
    p.put(y, 50, `Section ${String.fromCharCode(64 + Number(ti.no))} – ${ti.name}`, {
      size: 8.5,
      bold: true,
    });
    y += 13;
    for (const ps of ti.pos) {
      const y0 = y;
      y = p.need(y, 14);
      if (y !== y0) head();
      p.put(y, 50, ps.id, { size: 8.5 });
      p.put(y, 95, ps.short, { size: 8.5 });
      p.put(y, 360, fmt(ps.qty, 'en', ps.unit === 'item' || ps.unit === 'nr' ? 0 : 2), {
        size: 8.5,
        right: true,
      });
      p.put(y, 368, ps.unit, { size: 8.5 });
      p.put(y, 455, fmt(ps.price, 'en', ps.unit === 'item' ? 2 : d.dec), { size: 8.5, right: true });
      p.put(y, 545, m(ps.net), { size: 8.5, right: true });
      y += 13;
    }
  }
  y = p.need(y + 6, 140);
  const tot: Array<[string, string]> = [
    ['Gross valuation to date', m(d.lineNet)],
    ['Less retention @ 3%', `(${m(d.allow[0]?.[1] ?? '0')})`],
    ['Net valuation', m(round(dec(d.lineNet).minus(dec(d.allow[0]?.[1] ?? '0'))))],
    ['Less previously certified', `(${m(d.allow[1]?.[1] ?? '0')})`],
    ['Amount due this valuation (excl. VAT)', m(d.taxEx)],
    ['VAT @ 20%', m(d.vatT)],
  ];
  y = p.kv(y, 300, 545, tot, { size: 9 }, 13);
  p.put(y, 300, 'TOTAL DUE', { size: 10, bold: true });
  p.put(y, 545, `£${m(d.gross)}`, { size: 10, bold: true, right: true });
  y += 20;
  const labour = round(dec(d.taxEx).times(d.t.int(30, 60)).dividedBy(100));
  p.put(
    y,
    50,
    `CIS: labour element £${m(labour)}; the contractor is to deduct 20% (£${m(round(dec(labour).times(20).dividedBy(100)))}) and pay it to HMRC.`,
    { size: 8 },
  );
  y += 11;
  p.put(y, 50, `Payment by BACS to ${d.s.name}, IBAN ${spaced(d.iban)}, BIC ${d.bic}.`, { size: 8 });
  const pages = p.pages();
  for (let pg = 1; pg <= pages; pg++)
    rows.push([
      790,
      50,
      `Registered in England and Wales No. ${d.t.digits(8)} · Page ${pg} of ${pages}`,
      { size: 6.5, page: pg },
    ]);
  return pages;
}

/** The French situation de travaux (situation24). */
function drawFr(d: Doc, rows: Row[]): number {
  const p = pager(rows, 60, 730);
  const m = (v: string) => fmt(v, 'fr');
  p.put(40, 50, d.s.name, { size: 14, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`, `N° TVA intracom. : ${d.s.vat}`], 50, 58, { size: 8 });
  p.block([d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`], 330, 110, { size: 10 });
  p.put(
    170,
    330,
    `${d.s.city}, le ${d.issue.slice(8, 10).replace(/^0/, '')} ${MONTH_NAMES.fr[Number(d.issue.slice(5, 7)) - 1]} ${d.issue.slice(0, 4)}`,
    { size: 9 },
  );
  let y = 200;
  p.put(y, 50, `SITUATION DE TRAVAUX N° ${d.seq}`, { size: 13, bold: true });
  y += 18;
  y = p.kv(
    y,
    50,
    170,
    [
      ['Facture n° :', d.number],
      ['Date :', frDate(d.issue)],
      [
        'Chantier :',
        d.t.pick([
          'Construction de 24 logements collectifs',
          'Réhabilitation du groupe scolaire Jean Moulin',
        ]),
      ],
      ['Marché n° :', d.po],
      ['Lot :', `0${d.t.int(1, 4)} Gros œuvre – Maçonnerie`],
      ['Échéance :', frDate(d.due)],
    ],
    { size: 9 },
    12,
  );
  y += 10;
  const head = () => {
    for (const [x, l, r] of [
      [50, 'N°', false],
      [92, 'Désignation', false],
      [292, 'U', false],
      [355, 'Qté marché', true],
      [415, 'Qté cumulée', true],
      [475, 'PU HT', true],
      [545, 'Montant HT', true],
    ] as Array<[number, string, boolean]>)
      p.put(y, x, l, { size: 8, bold: true, right: r });
    y += 14;
  };
  head();
  for (const ti of d.titles) {
    y = p.need(y, 30);
    if (y === 60) head();
    p.put(y, 50, `${Number(ti.no)}. ${ti.name.toUpperCase()}`, { size: 8.5, bold: true });
    y += 13;
    for (const ps of ti.pos) {
      const y0 = y;
      y = p.need(y, 14);
      if (y !== y0) head();
      p.put(y, 50, ps.id, { size: 8 });
      p.put(y, 92, ps.short.length > 38 ? `${ps.short.slice(0, 38)}` : ps.short, { size: 8 });
      p.put(y, 292, ps.unit.trim(), { size: 8 });
      p.put(y, 355, fmt(ps.lvQty, 'fr', 3), { size: 8, right: true });
      p.put(y, 415, fmt(ps.qty, 'fr', 3), { size: 8, right: true });
      p.put(y, 475, fmt(ps.price, 'fr', ps.unit === 'ens' ? 2 : d.dec), { size: 8, right: true });
      p.put(y, 545, m(ps.net), { size: 8, right: true });
      y += 12;
    }
  }
  y = p.need(y + 6, 150);
  const tot: Array<[string, string]> = [
    ['Montant HT cumulé des travaux', m(d.lineNet)],
    [`TVA ${d.rate} %`, m(d.vatT)],
    ['Montant TTC cumulé', m(d.gross)],
  ];
  for (const pr of d.prev)
    tot.push([`À déduire situation n° ${pr.no} du ${frDate(pr.date)}`, `-${m(pr.gross)}`]);
  y = p.kv(y, 300, 545, tot, { size: 8.5 }, 12);
  p.put(y + 2, 300, 'NET À PAYER TTC', { size: 10, bold: true });
  p.put(y + 2, 545, `${m(d.dueAmt)} €`, { size: 10, bold: true, right: true });
  y += 22;
  p.put(
    y,
    50,
    `Retenue de garantie 5 % (loi n° 71-584 du 16 juillet 1971) : ${m(round(dec(d.gross).times(5).dividedBy(100)))} € sur le cumul TTC, remplacée par une caution bancaire.`,
    { size: 7.5 },
  );
  y += 11;
  p.put(y, 50, `Règlement par virement : IBAN ${spaced(d.iban)} – BIC ${d.bic}`, { size: 8 });
  const pages = p.pages();
  for (let pg = 1; pg <= pages; pg++)
    rows.push([
      790,
      50,
      `${d.s.name} au capital de 50 000 € · RCS ${d.s.city} ${d.t.digits(3)} ${d.t.digits(3)} ${d.t.digits(3)} · Page ${pg}/${pages}`,
      { size: 6.5, page: pg },
    ]);
  return pages;
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur, dueDate: d.due });
  inv.purchaseOrderReference = d.po;
  if (d.lang === 'de') inv.projectReference = d.proj;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = {
    name: d.s.name,
    identifiers: [],
    vatId: d.s.vat,
    ...(d.lang === 'de' ? { taxRegistrationId: d.taxNo } : {}),
    address: addr(d.s),
  };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.rc ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  const allowT = round(d.allow.reduce((x, a) => x.plus(dec(a[1])), dec(0)));
  inv.totals = {
    lineNetTotal: d.lineNet,
    ...(d.allow.length ? { allowanceTotal: allowT } : {}),
    taxExclusive: d.taxEx,
    ...(d.rc ? {} : { vatTotal: d.vatT }),
    taxInclusive: d.gross,
    ...(d.prev.length ? { paidAmount: d.paid } : {}),
    amountDue: d.dueAmt,
  };
  const cat = d.rc ? 'AE' : 'S';
  inv.allowances = d.allow.map(([reason, amount]) => ({
    amount,
    vatCategoryCode: cat,
    vatRate: d.rate,
    reason,
  }));
  inv.vatBreakdown = [kitVatRow({ rate: d.rate, base: d.taxEx, tax: d.vatT }, cat, d.rc ? d.rcNote : '')];
  inv.lines = d.lines.map((l) =>
    synthLine({
      id: l.id,
      qty: l.qty,
      uc: UNITS[l.unit] ?? 'C62',
      net: l.net,
      netPrice: l.price,
      category: cat,
      rate: d.rate,
      name: l.short,
    }),
  );
  return inv;
}

export function generateBlind55(k: number, h: Helpers): Generated {
  const tpl = BLIND55_TPLS[k % BLIND55_TPLS.length] as Tpl;
  const d = build(tpl, k, h);
  const rows: Row[] = [];
  const nPages = d.lang === 'en' ? drawUk(d, rows) : d.lang === 'fr' ? drawFr(d, rows) : drawDe(d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
