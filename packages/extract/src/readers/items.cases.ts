/**
 * Cases of the item readers (readers/items.ts, reading in readers/item-rows.ts): which rows
 * become the invoice's items, from several layouts and languages — German tables with units
 * (hours, pieces), an English table with a description wrapped under its row, a French table
 * with "kg" and "forfait", the XRechnung visualisation's labelled item blocks (no table), and a
 * discount row under the items, which is no item.
 */
import type { Row } from '../test-layout.ts';
import { cells, DE_DISCOUNT_ROW, DE_TABLE, totalsColumn } from './layouts.cases.ts';

export interface ItemsCase {
  name: string;
  rows: Row[];
  /** the invoice lines: name, quantity, unit code, net price, net amount */
  lines: Array<[string, string, string, string, string]>;
}

/** The visualisation's labelled blocks: one "Label  value" pair a line, label at x 60. */
function block(y: number, pairs: Array<[string, string]>): Row[] {
  return pairs.flatMap(([l, v], i): Row[] => [
    [y + i * 12, 60, l],
    [y + i * 12, 220, v],
  ]);
}

export const ITEMS_CASES: ItemsCase[] = [
  {
    name: 'German table: position, name, quantity, price, total',
    rows: DE_TABLE,
    lines: [
      ['Beratung', '2', 'C62', '100.00', '200.00'],
      ['Reisekosten', '1', 'C62', '50.00', '50.00'],
    ],
  },
  {
    name: 'German table with a unit column ("Std.", "Stk")',
    rows: [
      [60, 40, 'Rechnung Nr. 2024-21 vom 15.11.2024'],
      ...cells(200, [
        [40, 'Pos.'],
        [80, 'Bezeichnung'],
        [260, 'Menge'],
        [310, 'Einheit'],
        [360, 'Einzelpreis'],
        [460, 'Gesamt'],
      ]),
      ...cells(214, [
        [40, '1'],
        [80, 'Montagearbeiten'],
        [260, '3,5'],
        [310, 'Std.'],
        [360, '60,00'],
        [460, '210,00'],
      ]),
      ...cells(228, [
        [40, '2'],
        [80, 'Schrauben M8'],
        [260, '100'],
        [310, 'Stk'],
        [360, '0,12'],
        [460, '12,00'],
      ]),
      ...totalsColumn(300, [
        ['Nettobetrag', '222,00'],
        ['MwSt. 19 %', '42,18'],
        ['Gesamtbetrag', '264,18'],
      ]),
    ],
    lines: [
      ['Montagearbeiten', '3.5', 'HUR', '60.00', '210.00'],
      ['Schrauben M8', '100', 'H87', '0.12', '12.00'],
    ],
  },
  {
    name: 'English table: a description wrapped under its row joins the name',
    rows: [
      [60, 40, 'Invoice # INV-7782'],
      ...cells(200, [
        [40, 'Description'],
        [300, 'Qty'],
        [360, 'Unit price'],
        [460, 'Amount'],
      ]),
      ...cells(214, [
        [40, 'Website redesign'],
        [300, '1'],
        [360, '1,500.00'],
        [460, '1,500.00'],
      ]),
      [226, 40, '(design and templates)'],
      ...cells(240, [
        [40, 'Hosting (12 months)'],
        [300, '12'],
        [360, '10.00'],
        [460, '120.00'],
      ]),
      ...totalsColumn(300, [
        ['Subtotal', '1,620.00'],
        ['VAT 20%', '324.00'],
        ['Total', '1,944.00'],
      ]),
    ],
    lines: [
      ['Website redesign (design and templates)', '1', 'C62', '1500.00', '1500.00'],
      ['Hosting (12 months)', '12', 'C62', '10.00', '120.00'],
    ],
  },
  {
    name: 'French table with units ("kg", "forfait")',
    rows: [
      [60, 40, 'FACTURE N° F-2024-13'],
      ...cells(200, [
        [40, 'Désignation'],
        [280, 'Qté'],
        [320, 'Unité'],
        [370, 'P.U. HT'],
        [460, 'Montant HT'],
      ]),
      ...cells(214, [
        [40, 'Farine T65'],
        [280, '25'],
        [320, 'kg'],
        [370, '1,20'],
        [460, '30,00'],
      ]),
      ...cells(228, [
        [40, 'Livraison'],
        [280, '1'],
        [320, 'forfait'],
        [370, '15,00'],
        [460, '15,00'],
      ]),
      ...totalsColumn(300, [
        ['Total HT', '45,00 €'],
        ['TVA 20 %', '9,00 €'],
        ['Total TTC', '54,00 €'],
      ]),
    ],
    lines: [
      ['Farine T65', '25', 'KGM', '1.20', '30.00'],
      ['Livraison', '1', 'LS', '15.00', '15.00'],
    ],
  },
  {
    name: 'visualisation: items printed as labelled blocks, no table',
    rows: [
      [40, 50, 'Rechnungspositionen'],
      ...block(60, [
        ['Position', '1'],
        ['Artikelname', 'Wartung Heizungsanlage'],
        ['Menge', '2,5'],
        ['Einheit', 'Stunde (HUR)'],
        ['Preis', '80,00'],
        ['Nettobetrag', '200,00'],
        ['USt.', 'S 19 %'],
      ]),
      ...block(160, [
        ['Position', '2'],
        ['Artikelname', 'Kupferrohr 22 mm'],
        ['Menge', '12'],
        ['Einheit', 'MTR'],
        ['Preis', '4,50'],
        ['Nettobetrag', '54,00'],
        ['USt.', 'S 7 %'],
      ]),
    ],
    lines: [
      ['Wartung Heizungsanlage', '2.5', 'HUR', '80.00', '200.00'],
      ['Kupferrohr 22 mm', '12', 'MTR', '4.50', '54.00'],
    ],
  },
  {
    name: 'a discount row under the items ("Rabatt  -30,00") is no item',
    rows: DE_DISCOUNT_ROW,
    lines: [['Tisch', '2', 'C62', '150.00', '300.00']],
  },
];
