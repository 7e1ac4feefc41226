/**
 * Cases of the session-21 unit words (lexicon/north-east.ts NORTH_EAST_UNITS), two layouts: a
 * Hungarian maker's table (blind27 `hu`: "Menny. | Egys." with "óra" for hours) and a Romanian
 * service firm's table (hand-made: "zile" days, "luni" months). Before, the words were unknown
 * and the lines came out C62.
 */
import { rightAligned as r, type StyledRow, type TableCol, tableRows } from '../test-layout.ts';

export interface UnitsCase {
  name: string;
  rows: StyledRow[];
  /** [quantity, unit code] per line */
  units: Array<[string, string]>;
}

const COLS: TableCol[] = [[50], [320, 'r'], [330], [440, 'r'], [545, 'r']];

export const UNITS21_CASES: UnitsCase[] = [
  {
    name: 'blind27 hu: "12 óra" in a "Menny. | Egys." table',
    rows: [
      [40, 50, 'Tisza Pack Kft.', 12, true],
      [200, 50, 'Megnevezés', 9, true],
      r(200, 320, 'Menny.', 9, true),
      [200, 330, 'Egys.', 9, true],
      r(200, 440, 'Egységár', 9, true),
      r(200, 545, 'Nettó érték', 9, true),
      ...tableRows([216, 230], COLS, [
        ['Szerszámbeállítás', '12', 'óra', '45,00', '540,00'],
        ['Fröccsöntött tárolódoboz 12 l', '1 650', 'db', '3,40', '5 610,00'],
      ]),
      [260, 330, 'Nettó összesen'],
      r(260, 545, '6 150,00 EUR'),
    ],
    units: [
      ['12', 'HUR'],
      ['1650', 'C62'],
    ],
  },
  {
    name: 'a Romanian service firm: "5 zile", "3 luni" (hand-made)',
    rows: [
      [40, 50, 'Carpați Servicii SRL', 12, true],
      [200, 50, 'Denumire', 9, true],
      r(200, 320, 'Cant.', 9, true),
      [200, 330, 'U.M.', 9, true],
      r(200, 440, 'Preț unitar', 9, true),
      r(200, 545, 'Valoare', 9, true),
      ...tableRows([216, 230], COLS, [
        ['Instruire personal la client', '5', 'zile', '400,00', '2.000,00'],
        ['Mentenanță aplicație', '3', 'luni', '250,00', '750,00'],
      ]),
      [260, 330, 'Total fără TVA'],
      r(260, 545, '2.750,00'),
    ],
    units: [
      ['5', 'DAY'],
      ['3', 'MON'],
    ],
  },
];
