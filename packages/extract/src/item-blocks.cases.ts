/**
 * Cases of the `items.blocks` reader (item-blocks.ts), from two kinds of layout: the XRechnung
 * visualisation (one "Label  value" pair per line, German and English) and invoices of labelled
 * fields (several pairs on one line under "Pos. 1"); and layouts that must give no items.
 */
import type { Row } from './test-layout.ts';

export interface ItemBlockCase {
  name: string;
  rows: Row[];
  /** expected items: id, name, quantity, unit code, price, net, rate (undefined = not printed) */
  items: Array<[string | undefined, string, string, string | undefined, string, string, string | undefined]>;
}

const viz = (y: number, pairs: Array<[string, string]>): Row[] =>
  pairs.flatMap(([l, v], i): Row[] => [
    [y + i * 12, 60, l],
    [y + i * 12, 220, v],
  ]);

export const ITEM_BLOCK_CASES: ItemBlockCase[] = [
  {
    name: 'visualisation, German, two items',
    rows: [
      [40, 50, 'Rechnungspositionen'],
      ...viz(60, [
        ['Position', '1'],
        ['Artikelname', 'Wartung Heizungsanlage'],
        ['Artikelnummer', 'A12345'],
        ['Menge', '2,5'],
        ['Einheit', 'Stunde (HUR)'],
        ['Preis', '80,00'],
        ['Nettobetrag', '200,00'],
        ['USt.', 'S 19 %'],
      ]),
      ...viz(170, [
        ['Position', '2'],
        ['Artikelname', 'Kupferrohr 22 mm'],
        ['Artikelnummer', 'B77777'],
        ['Menge', '12'],
        ['Einheit', 'MTR'],
        ['Preis', '4,50'],
        ['Nettobetrag', '54,00'],
        ['USt.', 'S 7 %'],
      ]),
      [280, 50, 'Gesamtbeträge'],
      ...viz(300, [
        ['Summe aller Positionen netto', '254,00'],
        ['Gesamtbetrag ohne USt.', '254,00'],
      ]),
    ],
    items: [
      ['1', 'Wartung Heizungsanlage', '2.5', 'HUR', '80.00', '200.00', '19'],
      ['2', 'Kupferrohr 22 mm', '12', 'MTR', '4.50', '54.00', '7'],
    ],
  },
  {
    name: 'visualisation, English, labels with colons',
    rows: viz(60, [
      ['Item:', '1'],
      ['Item name:', 'Cloud hosting (monthly)'],
      ['Quantity:', '3'],
      ['Unit:', 'H87'],
      ['Price:', '19.90'],
      ['Net amount:', '59.70'],
      ['VAT:', 'S 20 %'],
    ]),
    items: [['1', 'Cloud hosting (monthly)', '3', 'H87', '19.90', '59.70', '20']],
  },
  {
    name: 'labelled fields, several pairs on a line under "Pos. 1"',
    rows: [
      [300, 50, 'Pos. 1'],
      [300, 100, 'Bezeichnung:'],
      [300, 165, 'Montagearbeiten'],
      [312, 100, 'Menge:'],
      [312, 135, '4 Std.'],
      [312, 210, 'Einzelpreis:'],
      [312, 275, '65,00 €'],
      [312, 340, 'USt.:'],
      [312, 370, '19 %'],
      [312, 420, 'Betrag:'],
      [312, 480, '260,00 €'],
      [330, 50, 'Pos. 2'],
      [330, 100, 'Bezeichnung:'],
      [330, 165, 'Anfahrtspauschale'],
      [342, 100, 'Menge:'],
      [342, 135, '1 pauschal'],
      [342, 210, 'Einzelpreis:'],
      [342, 275, '45,00 €'],
      [342, 340, 'USt.:'],
      [342, 370, '19 %'],
      [342, 420, 'Betrag:'],
      [342, 480, '45,00 €'],
    ],
    items: [
      ['1', 'Montagearbeiten', '4', 'HUR', '65.00', '260.00', '19'],
      ['2', 'Anfahrtspauschale', '1', 'LS', '45.00', '45.00', '19'],
    ],
  },
  {
    name: 'an item table (head row and rows) is no block',
    rows: [
      [300, 50, 'Pos.'],
      [300, 90, 'Menge'],
      [300, 140, 'Bezeichnung'],
      [300, 400, 'Preis'],
      [300, 480, 'Betrag'],
      [315, 50, '1'],
      [315, 90, '3'],
      [315, 140, 'Schrauben'],
      [315, 400, '2,00'],
      [315, 480, '6,00'],
    ],
    items: [],
  },
  {
    name: 'a totals list is no block',
    rows: viz(400, [
      ['Nettobetrag', '100,00'],
      ['USt. 19 %', '19,00'],
      ['Gesamtbetrag', '119,00'],
    ]),
    items: [],
  },
];
