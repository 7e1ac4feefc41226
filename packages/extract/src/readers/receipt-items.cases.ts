/**
 * Cases of the reader `receipt-items` (session 17), from two layouts, failing before it:
 * - a phone app's invoice (blind19 `mobile`): under "Positionen" per item its name in bold,
 *   wrapped over lines, the line amount at the right of its first line, and under it
 *   "4 Std. × 88,50 €" (no unit printed for pieces);
 * - a café supplier's receipt-style invoice in English (the layout of card-terminal and shop
 *   apps): the name alone on its line, under it "2 x €19.00" with the line amount at its right.
 * The guard: a table-less page whose "4,8 × 300 mm" in a name multiplies out to nothing gives no
 * receipt items.
 */
import type { StyledRow } from '../test-layout.ts';

export interface ReceiptCase {
  name: string;
  rows: StyledRow[];
  /** [name, quantity, unit code, price, net] per item */
  items: Array<[string, string, string, string, string]>;
}

export const RECEIPT_CASES: ReceiptCase[] = [
  {
    name: 'phone app: wrapped names, amount at the right of the first line, "4 Std. × 88,50 €" (blind19 mobile)',
    rows: [
      [47, 60, 'Rechnung', 16, true],
      [79, 60, 'Nr.', 9],
      [79, 265, 'INV9429', 9],
      [93, 60, 'Datum', 9],
      [93, 254, '08.07.2026', 9],
      [131, 60, 'Von', 8, true],
      [143, 60, 'Terramedia e.K.', 9],
      [154, 60, 'Industrieweg 11a', 9],
      [165, 60, '50665 Köln', 9],
      [197, 60, 'An', 8, true],
      [209, 60, 'Kronlogistik GmbH', 9],
      [220, 60, 'Gartenstraße 22', 9],
      [231, 60, '50683 Köln', 9],
      [256, 60, 'Positionen', 8, true],
      [270, 60, 'Einrichtung Notebook und', 9.5, true],
      [270, 262, '354,00 €', 9.5],
      [281, 60, 'Drucker', 9.5, true],
      [292, 60, '4 Std. × 88,50 €', 8],
      [308, 60, 'Webseite Relaunch,', 9.5, true],
      [308, 254, '3.152,00 €', 9.5],
      [319, 60, 'Startseite und fünf', 9.5, true],
      [330, 60, 'Unterseiten', 9.5, true],
      [341, 60, '4 Tag × 788,00 €', 8],
      [357, 60, 'Toner schwarz', 9.5, true],
      [357, 262, '329,90 €', 9.5],
      [368, 60, '1 × 329,90 €', 8],
      [390, 60, 'Zwischensumme', 9],
      [390, 251, '3.835,90 €', 9],
      [404, 60, 'MwSt. 19 %', 9],
      [404, 256, '728,82 €', 9],
      [418, 60, 'Gesamt', 10, true],
      [418, 237, '4.564,72 €', 10, true],
    ],
    items: [
      ['Einrichtung Notebook und Drucker', '4', 'HUR', '88.50', '354.00'],
      ['Webseite Relaunch, Startseite und fünf Unterseiten', '4', 'DAY', '788.00', '3152.00'],
      ['Toner schwarz', '1', 'C62', '329.90', '329.90'],
    ],
  },
  {
    name: 'card-terminal style: the name alone, under it "2 x €19.00" with the amount at the right',
    rows: [
      [40, 50, 'Harbour Coffee Roasters Ltd', 14, true],
      [58, 50, '12 Quay Street, Galway', 8],
      [90, 50, 'Invoice #1042', 12, true],
      [106, 50, 'Date: 12 March 2027', 9],
      [122, 50, 'Billed to: Westside Deli Ltd', 9],
      [150, 50, 'Espresso beans 1 kg', 10],
      [163, 50, '2 x €19.00', 9],
      [163, 480, '€38.00', 9],
      [185, 50, 'Oat milk, case of 6', 10],
      [198, 50, '3 x €12.50', 9],
      [198, 480, '€37.50', 9],
      [220, 300, 'Subtotal', 9],
      [220, 480, '€75.50', 9],
      [233, 300, 'VAT 23%', 9],
      [233, 480, '€17.37', 9],
      [246, 300, 'Total', 10, true],
      [246, 480, '€92.87', 10, true],
    ],
    items: [
      ['Espresso beans 1 kg', '2', 'C62', '19.00', '38.00'],
      ['Oat milk, case of 6', '3', 'C62', '12.50', '37.50'],
    ],
  },
];

/** Rows with a "×" that is no quantity line: no receipt items are read from them. */
export const NOT_RECEIPT_ROWS: StyledRow[] = [
  [40, 50, 'Kabelhandel Nord GmbH', 14, true],
  [90, 50, 'Rechnung 2027-118', 12, true],
  [150, 50, 'Kabelbinder schwarz', 10],
  [150, 480, '12,90 €', 10],
  [163, 50, '4,8 × 300 mm', 9],
  [200, 300, 'Gesamt', 10, true],
  [200, 480, '12,90 €', 10, true],
];
