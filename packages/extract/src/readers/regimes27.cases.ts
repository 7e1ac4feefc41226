/**
 * Cases of session 27 (issue 19, seen set blind46: special VAT regimes), from two layouts each,
 * failing before:
 * - an Austrian reverse-charge note ("Übergang der Steuerschuld gem. § 19 Abs. 1a UStG", "Die
 *   Umsatzsteuer wird vom Leistungsempfänger geschuldet") is reverse charge, category AE (lexicon/de.ts
 *   `reverseChargeNote`);
 * - a margin scheme (§ 25 UStG travel, § 25a second-hand goods: "Differenzbesteuerung",
 *   "Margenbesteuerung") is exempt, category E (VATEX-EU-D/F); "§ 25a" in an item's VAT cell is its
 *   rate 0 (lexicon/table.ts `ZERO_RATED_WORD`), beside lines at 19 %;
 * (Persons, "Pers.", stay C62 as most sets write them: blind22, blind23 and blind31 write C62
 * where blind46 writes IE.)
 */
import type { StyledRow } from '../test-layout.ts';

export interface RegimeCase {
  name: string;
  rows: StyledRow[];
  /** the breakdown's [category, rate] per row */
  vat: Array<[string, string]>;
  /** [unit, VAT rate] per line */
  lines: Array<[string, string]>;
}

/** A seller over the buyer, number and date, a table of [name, qty, unit, price, vat, amount] rows and its totals. */
function invoice(
  seller: string,
  rows: string[][],
  totals: Array<[string, string]>,
  notes: string[],
): StyledRow[] {
  return [
    [40, 50, seller, 12, true],
    [55, 50, 'Hauptstraße 5 · 1010 Wien', 8],
    [100, 50, 'Holzbau Steiner GmbH', 10],
    [112, 50, 'Industriestraße 9', 10],
    [124, 50, '4020 Linz', 10],
    [100, 380, 'Rechnung Nr.', 9],
    [100, 470, 'R-2026-118', 9],
    [112, 380, 'Datum', 9],
    [112, 470, '06.02.2026', 9],
    [170, 50, 'Bezeichnung', 9, true],
    [170, 290, 'Menge', 9, true],
    [170, 330, 'Einheit', 9, true],
    [170, 380, 'Einzelpreis', 9, true],
    [170, 450, 'USt.', 9, true],
    [170, 500, 'Gesamt', 9, true],
    ...rows.flatMap((r, i): StyledRow[] =>
      [50, 295, 330, 380, 450, 500].map((x, k): StyledRow => [184 + i * 12, x, r[k] ?? '', 9]),
    ),
    ...totals.flatMap(([l, v], i): StyledRow[] => [
      [250 + i * 12, 330, l, 9],
      [250 + i * 12, 500, v, 9],
    ]),
    ...notes.map((t, i): StyledRow => [320 + i * 12, 50, t, 9]),
  ];
}

export const REGIME_CASES: RegimeCase[] = [
  {
    name: 'an Austrian builder: "Übergang der Steuerschuld gem. § 19 Abs. 1a UStG", no VAT',
    rows: invoice(
      'Fliesen Gruber GmbH',
      [
        ['Wandfliesen verlegen', '359', 'm²', '57,90', '—', '20.786,10'],
        ['Gerüst Vorhaltung je Woche', '7', 'Wo.', '199,00', '—', '1.393,00'],
      ],
      [
        ['Nettobetrag', '22.179,10'],
        ['Rechnungsbetrag', '22.179,10'],
      ],
      [
        'Übergang der Steuerschuld gem. § 19 Abs. 1a UStG auf den Leistungsempfänger.',
        'UID des Empfängers: ATU12345678',
      ],
    ),
    vat: [['AE', '0']],
    lines: [
      ['MTK', '0'],
      ['WEE', '0'],
    ],
  },
  {
    name: 'a subcontractor: "Die Umsatzsteuer wird vom Leistungsempfänger geschuldet."',
    rows: invoice(
      'Trockenbau Pichler KG',
      [
        ['Ständerwand GK 100 mm', '120', 'm²', '42,00', '0 %', '5.040,00'],
        ['Spachtelarbeiten Q3', '120', 'm²', '9,50', '0 %', '1.140,00'],
      ],
      [
        ['Nettobetrag', '6.180,00'],
        ['Gesamtbetrag', '6.180,00'],
      ],
      ['Die Umsatzsteuer wird vom Leistungsempfänger geschuldet.'],
    ),
    vat: [['AE', '0']],
    lines: [
      ['MTK', '0'],
      ['MTK', '0'],
    ],
  },
  {
    name: 'a coach operator\'s trip: "Reiseleistungen gem. § 25 UStG (Margenbesteuerung)"',
    rows: invoice(
      'Busreisen Hofmann GmbH',
      [
        ['Pauschalreise Mallorca, 7 Nächte HP', '46', 'Pers.', '1.192,00', '', '54.832,00'],
        ['Ausflug Verona mit Führung', '44', 'Pers.', '48,00', '', '2.112,00'],
      ],
      [['Gesamtbetrag', '56.944,00']],
      ['Reiseleistungen gem. § 25 UStG (Margenbesteuerung); kein gesonderter Steuerausweis.'],
    ),
    vat: [['E', '0']],
    lines: [
      ['C62', '0'],
      ['C62', '0'],
    ],
  },
  {
    name: 'a used-car dealer: a § 25a car beside a service at 19 %, "Differenzbesteuerung gem. § 25a UStG"',
    rows: invoice(
      'Gebrauchtwagen Hofmann GmbH',
      [
        ['BMW 320d Touring Advantage', '1', 'Stk.', '21.816,00', '§ 25a', '21.816,00'],
        ['Inspektion mit HU/AU', '1', 'pax', '374,90', '19 %', '374,90'],
      ],
      [
        ['Nettobetrag', '22.190,90'],
        ['zzgl. USt. 19 % auf 374,90', '71,23'],
        ['Gesamtbetrag', '22.262,13'],
      ],
      ['Differenzbesteuerung gem. § 25a UStG – Gebrauchtgegenstände/Sonderregelung.'],
    ),
    vat: [
      ['S', '19'],
      ['E', '0'],
    ],
    lines: [
      ['C62', '0'],
      ['C62', '19'],
    ],
  },
];
