/**
 * Cases of the `lines` reader (readers/totals.ts, written in readers/settle.ts): the invoice lines
 * with their VAT category and rate, from several layouts and languages — each line's rate from a
 * VAT column, one rate for all lines, the 0 % category of an intra-community supply, and one line
 * for the net when a German, English or French invoice prints no items.
 */
import type { Row } from '../test-layout.ts';
import {
  cells,
  DE_INTRA_COMMUNITY,
  DE_NET_QUALIFIED,
  DE_NO_ITEMS,
  DE_TWO_RATES,
  FR_TABLE,
  totalsColumn,
} from './layouts.cases.ts';

export interface LinesCase {
  name: string;
  rows: Row[];
  /** the invoice lines: name, net amount, VAT category, VAT rate */
  lines: Array<[string, string, string, string | undefined]>;
}

export const LINES_CASES: LinesCase[] = [
  {
    name: "German: each line's rate from the table's VAT column",
    rows: DE_TWO_RATES,
    lines: [
      ['Buch', '20.00', 'S', '7'],
      ['Kabel', '30.00', 'S', '19'],
    ],
  },
  {
    name: 'French: the one rate printed under the items',
    rows: FR_TABLE,
    lines: [['Pain de campagne', '35.00', 'S', '5.5']],
  },
  {
    name: 'German intra-community supply: the line at 0 %, category K',
    rows: DE_INTRA_COMMUNITY,
    lines: [['Maschine', '5000.00', 'K', '0']],
  },
  {
    name: 'German letter without items: one line for the net ("Leistung")',
    rows: DE_NO_ITEMS,
    lines: [['Leistung', '100.00', 'S', '19']],
  },
  {
    name: 'English invoice without items: one line for the net ("Services")',
    rows: [
      [60, 40, 'Invoice INV-10'],
      [100, 40, 'Consulting services, October 2024'],
      ...totalsColumn(300, [
        ['Net amount', '1,000.00'],
        ['VAT 20%', '200.00'],
        ['Total', '1,200.00'],
      ]),
    ],
    lines: [['Services', '1000.00', 'S', '20']],
  },
  {
    name: 'French invoice without items: one line for the net ("Prestation")',
    rows: [
      ...cells(60, [[40, 'FACTURE N° F-77']]),
      [100, 40, 'Prestation de conseil'],
      ...totalsColumn(300, [
        ['Total HT', '500,00 €'],
        ['TVA 20 %', '100,00 €'],
        ['Total TTC', '600,00 €'],
      ]),
    ],
    lines: [['Prestation', '500.00', 'S', '20']],
  },
  {
    name: 'German statement without items: the line named by the row over its net',
    rows: DE_NET_QUALIFIED,
    lines: [['Finanzrate vom 01.11.2024 bis 30.11.2024', '376.37', 'S', '19']],
  },
];
