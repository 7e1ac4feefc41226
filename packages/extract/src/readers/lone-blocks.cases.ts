/**
 * Cases of items printed as labelled blocks where none multiplies out (quantity × price ≠ net)
 * and nothing else reads as items: the blocks are the lines, not one line for the net. From two
 * layouts: the official XRechnung visualisation's HTML print of an insurance invoice with gross
 * prices ("Preis pro Einheit (netto)" 67,2244 beside a "Gesamtpreis (netto)" of 80,00), and
 * invoices of labelled fields with a discount per item ("Rabatt: 10 %").
 */
import type { Row } from '../test-layout.ts';

export interface LoneBlockCase {
  name: string;
  rows: Row[];
  /** expected lines: name, quantity, net amount */
  lines: Array<[string, string, string]>;
}

/** One item of the official HTML print: details right, the name under "Artikelinformationen". */
const vizItem = (y: number, id: string, price: string, net: string, name: string): Row[] => [
  [y, 20, `Position: ${id}`],
  [y, 306, 'Preiseinzelheiten'],
  [y + 18, 313, 'Menge'],
  [y + 18, 562, '1'],
  [y + 36, 313, 'Einheit'],
  [y + 36, 548, 'C62'],
  [y + 54, 313, 'Preis pro Einheit (netto)'],
  [y + 54, 518, price],
  [y + 72, 313, 'Gesamtpreis (netto)'],
  [y + 72, 528, net],
  [y + 90, 313, 'Umsatzsteuersatz:'],
  [y + 90, 448, '0,00 %'],
  [y + 120, 19, 'Artikelinformationen'],
  [y + 140, 27, 'Bezeichnung:'],
  [y + 140, 162, name],
];

/** One item of labelled fields on two lines: "Pos. n  Bezeichnung: …", then the numbers. */
const fieldItem = (y: number, id: string, name: string, qty: string, price: string, net: string): Row[] => [
  [y, 50, `Pos. ${id}`],
  [y, 100, 'Bezeichnung:'],
  [y, 165, name],
  [y + 12, 100, 'Menge:'],
  [y + 12, 135, qty],
  [y + 12, 190, 'Einzelpreis:'],
  [y + 12, 250, price],
  [y + 12, 310, 'Rabatt:'],
  [y + 12, 345, '10 %'],
  [y + 12, 400, 'Betrag:'],
  [y + 12, 440, net],
];

export const LONE_BLOCK_CASES: LoneBlockCase[] = [
  {
    name: 'official HTML print (German): an insurance invoice with gross prices',
    rows: [
      [40, 40, 'Rechnung'],
      [80, 20, 'Gesamtbeträge der Rechnung'],
      [100, 28, 'Summe aller Positionen netto'],
      [100, 527, '220,00'],
      [120, 28, 'Gesamtsumme netto'],
      [120, 527, '220,00'],
      [140, 28, 'Zahlbetrag'],
      [140, 527, '220,00'],
      ...vizItem(200, '1', '67,2244', '80,00', 'Kfz-Haftpflicht SF25'),
      ...vizItem(400, '2', '117,6471', '140,00', 'Vollkasko SF25'),
    ],
    lines: [
      ['Kfz-Haftpflicht SF25', '1', '80.00'],
      ['Vollkasko SF25', '1', '140.00'],
    ],
  },
  {
    name: 'labelled fields with a discount per item',
    rows: [
      [40, 50, 'Rechnung Nr. 2024-118 vom 03.06.2024'],
      ...fieldItem(300, '1', 'Montage Trennwand', '10 Stk.', '12,00 €', '108,00 €'),
      ...fieldItem(330, '2', 'Anfahrt', '2 pauschal', '45,00 €', '81,00 €'),
      [380, 300, 'Summe netto'],
      [380, 440, '189,00 €'],
      [392, 300, 'USt. 19 %'],
      [392, 440, '35,91 €'],
      [404, 300, 'Gesamtbetrag'],
      [404, 440, '224,91 €'],
    ],
    lines: [
      ['Montage Trennwand', '10', '108.00'],
      ['Anfahrt', '2', '81.00'],
    ],
  },
];
