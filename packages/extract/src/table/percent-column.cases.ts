/**
 * The guard of session 21 on column roles read from the numbers (`table/roles.ts`): only
 * quantity × price = amount to the cent counts, no price per 100 units — else a column of
 * percentages printed without their sign ("erbracht %" 100,00 / 50,00 of an engineer's fee
 * invoice, blind18 `hoai`; a Polish builder's "Zaawansowanie %" of a progress invoice, hand-made) times the fee column over
 * 100 makes the amounts, and the percentage became each line's quantity or price, with a base
 * quantity of 100. Read as before the column roles: one fee per row, quantity 1.
 */
import { rightAligned as r, type StyledRow, type TableCol, tableRows } from '../test-layout.ts';

const HOAI_COLS: TableCol[] = [[50], [76], [300, 'r'], [380, 'r'], [445, 'r'], [545, 'r']];
const PROGRESS_COLS: TableCol[] = [[50], [70], [360, 'r'], [450, 'r'], [545, 'r']];

export interface PercentColumnCase {
  name: string;
  rows: StyledRow[];
  /** each line's net: quantity 1 at that price */
  nets: string[];
}

export const PERCENT_COLUMN_CASES: PercentColumnCase[] = [
  {
    name: 'an engineer\'s fee phases: "Anteil % | Honorar LPH € | erbracht % | Honorar erbracht €" (blind18 hoai)',
    rows: [
      [60, 50, 'Ingenieurbüro Kessler PartG mbB', 12, true],
      [120, 50, 'Abschlagsrechnung Nr. AR-2026-07', 12, true],
      [200, 50, 'LPH', 8.5, true],
      [200, 76, 'Leistung', 8.5, true],
      r(200, 300, 'Anteil %', 8.5, true),
      r(200, 380, 'Honorar LPH €', 8.5, true),
      r(200, 445, 'erbracht %', 8.5, true),
      r(200, 545, 'Honorar erbracht €', 8.5, true),
      ...tableRows(
        [216, 230, 244],
        HOAI_COLS,
        [
          ['1', 'Grundlagenermittlung', '2,00', '14.099,45', '100,00', '14.099,45'],
          ['2', 'Vorplanung', '7,00', '49.348,06', '100,00', '49.348,06'],
          ['3', 'Entwurfsplanung', '15,00', '105.745,85', '50,00', '52.872,93'],
        ],
        8.5,
      ),
      [270, 300, 'Summe Honorar erbracht', 9],
      r(270, 545, '116.320,44', 9),
    ],
    nets: ['14099.45', '49348.06', '52872.93'],
  },
  {
    name: 'a Polish builder\'s progress invoice: "Wartość umowy | Zaawansowanie % | Kwota" (hand-made)',
    rows: [
      [60, 50, 'Budimex-Projekt Sp. z o.o.', 12, true],
      [120, 50, 'Faktura częściowa nr FC/2026/031', 12, true],
      [200, 50, 'Nr', 9, true],
      [200, 70, 'Etap', 9, true],
      r(200, 360, 'Wartość umowy', 9, true),
      r(200, 450, 'Zaawansowanie %', 9, true),
      r(200, 545, 'Kwota', 9, true),
      ...tableRows([216, 230, 244], PROGRESS_COLS, [
        ['1', 'Roboty ziemne', '48.500,00', '100,00', '48.500,00'],
        ['2', 'Fundamenty', '96.200,00', '100,00', '96.200,00'],
        ['3', 'Stan surowy', '210.400,00', '50,00', '105.200,00'],
      ]),
      [270, 330, 'Razem netto'],
      r(270, 545, '249.900,00'),
    ],
    nets: ['48500.00', '96200.00', '105200.00'],
  },
];
