/**
 * Cases of group headings in item tables (table/names.ts headingAbove): a bold heading of a group
 * of positions ("1 Vorarbeiten", "Kitchen") printed in the description column right above the
 * group's first row, whose own name is not bold, is no part of that row's name — also where the text
 * layer's line boxes leave no gap between them (a PDF's boxes, 1.3 × the font size). From a German
 * craftsman's software (blind34 hwk3, after its first run) and an English contractor's quote-style
 * invoice.
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface GroupHeadCase {
  name: string;
  rows: StyledRow[];
  /** the items' names */
  names: string[];
}

export const GROUP_HEAD_CASES: GroupHeadCase[] = [
  {
    name: 'German craftsman: bold "1 Vorarbeiten" / "2 Anstricharbeiten" over rows 1.1 and 2.1',
    rows: [
      [326, 50, 'Pos.', 8.5, true],
      r(326, 118, 'Menge', 8.5, true),
      [326, 123, 'ME', 8.5, true],
      [326, 160, 'Text', 8.5, true],
      r(326, 480, 'E-Preis', 8.5, true),
      r(326, 545, 'G-Preis', 8.5, true),
      [342, 160, '1 Vorarbeiten', 8.5, true],
      [352, 50, '1.1', 8.5],
      r(352, 118, '35,25', 8.5),
      [352, 123, 'm²', 8.5],
      [352, 160, 'Risse ausspachteln und schleifen', 8.5],
      r(352, 480, '10,80', 8.5),
      r(352, 545, '380,70', 8.5),
      [372, 160, '2 Anstricharbeiten', 8.5, true],
      [382, 50, '2.1', 8.5],
      r(382, 118, '1', 8.5),
      [382, 123, 'Stk.', 8.5],
      [382, 160, 'Türzargen lackieren', 8.5],
      r(382, 480, '103,80', 8.5),
      r(382, 545, '103,80', 8.5),
      [420, 330, 'Summe netto', 9],
      r(420, 545, '484,50', 9),
    ],
    names: ['Risse ausspachteln und schleifen', 'Türzargen lackieren'],
  },
  {
    name: 'English contractor: bold "Kitchen" / "Bathroom" over their first rows',
    rows: [
      [300, 40, 'Item', 9, true],
      [300, 80, 'Description', 9, true],
      r(300, 400, 'Qty', 9, true),
      r(300, 470, 'Rate', 9, true),
      r(300, 550, 'Amount', 9, true),
      [316, 80, 'Kitchen', 9, true],
      [327, 40, '1', 9],
      [327, 80, 'Remove old units and dispose', 9],
      r(327, 400, '1', 9),
      r(327, 470, '450.00', 9),
      r(327, 550, '450.00', 9),
      [348, 80, 'Bathroom', 9, true],
      [359, 40, '2', 9],
      [359, 80, 'Tile walls, white gloss', 9],
      r(359, 400, '14', 9),
      r(359, 470, '38.00', 9),
      r(359, 550, '532.00', 9),
      [396, 330, 'Subtotal', 9],
      r(396, 550, '982.00', 9),
    ],
    names: ['Remove old units and dispose', 'Tile walls, white gloss'],
  },
];
