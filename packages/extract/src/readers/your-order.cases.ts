/**
 * Cases of the order reference when a neutral order label and the buyer's own stand side by side
 * (session 17; readers/references.ts `yourOrderStronger`), from two layouts, failing before: the
 * label that names the buyer's order ("Ihre Bestellung", "Ihre Bestell-Nr.", "Your order") wins
 * over "Auftrags-Nr." / "Order number", which may be the seller's own job number — blind18
 * `druck` (a print shop's info block) and an English agency's header.
 */
import type { StyledRow } from '../test-layout.ts';

export interface OrderCase {
  name: string;
  rows: StyledRow[];
  order: string;
}

export const YOUR_ORDER_CASES: OrderCase[] = [
  {
    name: '"Auftrags-Nr. 27753" over "Ihre Bestellung 4500210178" (blind18 druck)',
    rows: [
      [38, 300, 'Offsetdruck Lindgrün e.K.', 13, true],
      [127, 50, 'Offsetdruck Lindgrün e.K. · Hauptstr. 74 · 50321 Brühl', 6.5],
      [127, 360, 'Rechnungs-Nr.', 8.5],
      [127, 490, 'RE-27-09423', 8.5],
      [139, 50, 'Zahnarztpraxis Dr. Brandt', 10],
      [139, 360, 'Datum', 8.5],
      [139, 497, '03.05.2027', 8.5],
      [151, 50, 'Lindenweg 120b', 10],
      [151, 360, 'Auftrags-Nr.', 8.5],
      [151, 519, '27753', 8.5],
      [163, 50, '04109 Leipzig', 10],
      [163, 360, 'Ihre Bestellung', 8.5],
      [163, 492, '4500210178', 8.5],
    ],
    order: '4500210178',
  },
  {
    name: '"Order number SO-5512" over "Your order 4500871234" (an English agency\'s header)',
    rows: [
      [40, 50, 'Brightline Studio Ltd', 14, true],
      [54, 50, '14 Carver Street, Sheffield S1 4FS', 8],
      [90, 50, 'INVOICE', 16, true],
      [90, 360, 'Invoice no.', 9],
      [90, 470, 'BS-2027-044', 9],
      [102, 360, 'Date', 9],
      [102, 470, '14/03/2027', 9],
      [114, 360, 'Order number', 9],
      [114, 470, 'SO-5512', 9],
      [126, 360, 'Your order', 9],
      [126, 470, '4500871234', 9],
    ],
    order: '4500871234',
  },
];
