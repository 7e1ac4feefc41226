/**
 * Cases of column roles read from the numbers when a row in between does not multiply out
 * (session 21, `table/roles.ts` numberRows): a scan's engine loses small isolated cells (a quantity,
 * a unit), so one row of the table no longer gives quantity × price = amount. The rows stopped
 * there: with one row read, no roles were found, and the scan gave no items at all, or items whose
 * names held their numbers. Now up to two
 * such rows are item rows when a row that multiplies out follows. Layouts: blind28 `se`'s scan (a
 * Swedish machine dealer: "PRODUKT | LEV. ANTAL | STYCKPRIS | RABATT % | SUMMA", the second row's
 * "4 h" lost) and a Croatian supplier's scan (hand-made, another writer: "Naziv | Kol. | Cijena | Iznos",
 * the first row's quantity lost).
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface RolesGapCase {
  name: string;
  rows: StyledRow[];
  /** [name, net amount] per line */
  lines: Array<[string, string]>;
}

export const ROLES_GAP_CASES: RolesGapCase[] = [
  {
    name: 'blind28 se scan: "Montagearbete | 779,67 | 15% | 2 650,88" without its quantity',
    rows: [
      [46, 361, 'Mälardalens Maskin Handelsbolag'],
      [120, 361, 'Faktura'],
      [141, 361, 'Fakturanummer:'],
      [141, 461, '151178'],
      [229, 50, 'PRODUKT', 8, true],
      [229, 238, 'LEV. ANTAL', 8, true],
      [229, 355, 'STYCKPRIS', 8, true],
      [229, 421, 'RABATT %', 8, true],
      [229, 509, 'SUMMA', 8, true],
      [243, 50, 'Trallskruv rostfri', 8],
      r(243, 290, '42', 8),
      [243, 301, 'st', 8],
      r(243, 400, '3,00', 8),
      r(243, 545, '126,00', 8),
      [259, 51, 'Montagearbete', 8],
      r(259, 400, '779,67', 8),
      [259, 448, '15%', 8],
      r(259, 545, '2 650,88', 8),
      [286, 50, 'Borrmaskin med batteri', 8],
      r(286, 290, '44', 8),
      [286, 301, 'st', 8],
      r(286, 400, '2 325,16', 8),
      [286, 448, '10%', 8],
      r(286, 545, '92 076,34', 8),
      [302, 50, 'Smörjolja', 8],
      r(302, 290, '19', 8),
      [302, 302, 'liter', 8],
      r(302, 400, '70,27', 8),
      r(302, 545, '1 335,13', 8),
      [334, 340, 'Summa exkl. moms'],
      r(334, 545, '96 188,35 SEK'),
    ],
    lines: [
      ['Trallskruv rostfri', '126.00'],
      ['Montagearbete', '2650.88'],
      ['Borrmaskin med batteri', '92076.34'],
      ['Smörjolja', '1335.13'],
    ],
  },
  {
    name: 'a Croatian supplier\'s scan: "Naziv | Kol. | Cijena | Iznos", the first row\'s quantity lost (hand-made)',
    rows: [
      [46, 50, 'Željezarija Kvarner d.o.o.'],
      [90, 50, 'Račun br. 2026-0457'],
      [200, 50, 'Naziv', 8, true],
      [200, 250, 'Kol.', 8, true],
      [200, 330, 'Cijena', 8, true],
      [200, 480, 'Iznos', 8, true],
      [216, 50, 'Vijci samourezni 4x40 (pak. 200)', 8],
      r(216, 380, '12,40', 8),
      r(216, 545, '148,80', 8),
      [230, 50, 'Tiple najlon 8 mm (pak. 100)', 8],
      r(230, 275, '6', 8),
      r(230, 380, '9,90', 8),
      r(230, 545, '59,40', 8),
      [244, 50, 'Silikon prozirni 310 ml', 8],
      r(244, 275, '24', 8),
      r(244, 380, '4,15', 8),
      r(244, 545, '99,60', 8),
      [270, 330, 'Osnovica'],
      r(270, 545, '307,80'),
    ],
    lines: [
      ['Vijci samourezni 4x40 (pak. 200)', '148.80'],
      ['Tiple najlon 8 mm (pak. 100)', '59.40'],
      ['Silikon prozirni 310 ml', '99.60'],
    ],
  },
];
