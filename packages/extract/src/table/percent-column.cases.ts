/**
 * The guard of session 21 on column roles read from the numbers (`table/roles.ts`): only
 * quantity × price = amount to the cent counts, no price per 100 units — else a column of
 * percentages printed without their sign ("erbracht %" 100,00 / 50,00 of an engineer's fee
 * invoice, blind18 `hoai`; a Polish builder's "Zaawansowanie %" of a progress invoice, hand-made) times the fee column over
 * 100 makes the amounts, and the percentage became each line's quantity or price, with a base
 * quantity of 100. Read as before the column roles: one fee per row, quantity 1.
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

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
      [216, 50, '1', 8.5],
      [216, 76, 'Grundlagenermittlung', 8.5],
      r(216, 300, '2,00', 8.5),
      r(216, 380, '14.099,45', 8.5),
      r(216, 445, '100,00', 8.5),
      r(216, 545, '14.099,45', 8.5),
      [230, 50, '2', 8.5],
      [230, 76, 'Vorplanung', 8.5],
      r(230, 300, '7,00', 8.5),
      r(230, 380, '49.348,06', 8.5),
      r(230, 445, '100,00', 8.5),
      r(230, 545, '49.348,06', 8.5),
      [244, 50, '3', 8.5],
      [244, 76, 'Entwurfsplanung', 8.5],
      r(244, 300, '15,00', 8.5),
      r(244, 380, '105.745,85', 8.5),
      r(244, 445, '50,00', 8.5),
      r(244, 545, '52.872,93', 8.5),
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
      [216, 50, '1'],
      [216, 70, 'Roboty ziemne'],
      r(216, 360, '48.500,00'),
      r(216, 450, '100,00'),
      r(216, 545, '48.500,00'),
      [230, 50, '2'],
      [230, 70, 'Fundamenty'],
      r(230, 360, '96.200,00'),
      r(230, 450, '100,00'),
      r(230, 545, '96.200,00'),
      [244, 50, '3'],
      [244, 70, 'Stan surowy'],
      r(244, 360, '210.400,00'),
      r(244, 450, '50,00'),
      r(244, 545, '105.200,00'),
      [270, 330, 'Razem netto'],
      r(270, 545, '249.900,00'),
    ],
    nets: ['48500.00', '96200.00', '105200.00'],
  },
];
