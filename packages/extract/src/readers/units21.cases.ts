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
  // session 22: "dgr" (Swedish dagar) and the 24-hour day "doba" (Polish)
  {
    name: 'blind29 sv2: "4 dgr" in an "Antal | Enhet" table',
    rows: [
      [40, 50, 'Mässtjänst Nord AB', 12, true],
      [200, 50, 'Beskrivning', 9, true],
      r(200, 320, 'Antal', 9, true),
      [200, 330, 'Enhet', 9, true],
      r(200, 440, 'À-pris', 9, true),
      r(200, 545, 'Belopp', 9, true),
      ...tableRows([216, 230], COLS, [
        ['Monterstädning, daglig', '4', 'dgr', '650,00', '2 600,00'],
        ['Grundmonter med väggar', '1', 'st', '18 400,00', '18 400,00'],
      ]),
      [260, 330, 'Summa exkl. moms'],
      r(260, 545, '21 000,00 SEK'),
    ],
    units: [
      ['4', 'DAY'],
      ['1', 'H87'],
    ],
  },
  {
    name: 'Polish coach operator (blind29 pl2 shape): "3 doba" in a "Ilość | J.m." table',
    rows: [
      [40, 50, 'Tatra-Bus Sp. z o.o.', 12, true],
      [200, 50, 'Nazwa towaru lub usługi', 9, true],
      r(200, 320, 'Ilość', 9, true),
      [200, 330, 'J.m.', 9, true],
      r(200, 440, 'Cena netto', 9, true),
      r(200, 545, 'Wartość netto', 9, true),
      ...tableRows([216, 230], COLS, [
        ['Wynajem autokaru z kierowcą', '3', 'doba', '1 450,00', '4 350,00'],
        ['Przejazd autokarem', '332', 'km', '1,31', '434,92'],
      ]),
      [260, 330, 'Razem netto'],
      r(260, 545, '4 784,92 PLN'),
    ],
    units: [
      ['3', 'DAY'],
      ['332', 'KMT'],
    ],
  },
];
