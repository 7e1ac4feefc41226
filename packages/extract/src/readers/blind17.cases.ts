/**
 * Cases of the rules written after the first run of the held-out set blind17 (session 15), each
 * from two layouts (rows of the generators' documents, cut to what the rule reads; failing before):
 * - the number right under a bare title set in its own column, the seller's lines at the left on
 *   the same rows ("FACTURE" over "N° F-2026-2399", "INVOICE" over "# INV-606579"): blind17
 *   `pennylane` and blind15 `zoho` (readers/number.ts, numbersUnderTitleColumn).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Blind17Case {
  name: string;
  rows: StyledRow[];
  number?: string;
}

export const NUMBER_UNDER_TITLE_CASES: Blind17Case[] = [
  {
    name: '"FACTURE" over "N° F-2026-2399" at the right, the seller at the left (blind17 pennylane)',
    rows: [
      [45, 50, 'Hafendata SARL', 13, true],
      [63, 50, '40 rue des Lilas', 8.5],
      [74, 50, '69006 Lyon', 8.5],
      [85, 50, 'SIREN : 390 127 070', 8.5],
      [96, 50, 'N° TVA intracommunautaire : FR31390127070', 8.5],
      [107, 50, 'compta@hafendata.example', 8.5],
      [118, 50, '+33 1 914 7754', 8.5],
      [45, 475, 'FACTURE', 20, true],
      [72, 475, 'N° F-2026-2399', 10],
      [92, 340, "Date d'émission", 8.5],
      [92, 502.5, '22/05/2026', 8.5],
      [105, 340, "Date d'échéance", 8.5],
      [105, 502.5, '06/07/2026', 8.5],
      [118, 340, 'Bon de commande', 8.5],
      [118, 498.3, 'BC-2026-677', 8.5],
    ],
    number: 'F-2026-2399',
  },
  {
    name: '"INVOICE" over "# INV-606579" at the right, the seller at the left (blind15 zoho)',
    rows: [
      [45, 50, 'Cirrus Cloud EMEA Ltd', 13, true],
      [62, 50, "Sir John Rogerson's Quay 98", 8],
      [72, 50, 'Dublin D02 X285', 8],
      [82, 50, 'VAT Reg No: IE4425721W', 8],
      [92, 50, '+353 1 578 1545', 8],
      [102, 50, 'accounts@cirrus.example', 8],
      [45, 461, 'INVOICE', 24],
      [74, 488, '# INV-606579', 9.5, true],
      [96, 501, 'Balance Due', 8],
      [108, 485, '€23,586.20', 12, true],
    ],
    number: 'INV-606579',
  },
];
