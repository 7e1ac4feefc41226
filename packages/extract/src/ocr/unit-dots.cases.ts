/**
 * Cases of `restoreUnitDots` (session 21): OCR'd item rows as segment texts of one page, from two
 * layouts, and the unit texts expected after it. Before it, the bare "Stk" rows read as H87 (piece)
 * and the one that kept its dot as C62 (one), so one table gave two units (blind24 scans: 72 line
 * units of the bakery). The guard: a page that never shows the dotted form keeps "Stk" (the
 * printed unit of viewers that mean H87 by it).
 */
export interface UnitDotCase {
  name: string;
  /** segment texts per OCR'd row */
  rows: string[][];
  /** the unit segment (index 2 of each row) after the repair */
  units: string[];
}

export const UNIT_DOT_CASES: UnitDotCase[] = [
  {
    name: 'a bakery\'s delivery rows, the first read with "Stk.", the rest with "Stk" (blind24 baeck scan)',
    rows: [
      ['Laugenbrezel', '52', 'Stk.', '0,58', '30,16'],
      ['Weizenbrötchen', '56', 'Stk', '0,32', '17,92'],
      ['Käsekuchen (Blech,20 Stück)', '54', 'Stk', '21,50', '1.161,00'],
      ['Croissant Butter', '78', 'Stk', '0,74', '57,72'],
    ],
    units: ['Stk.', 'Stk.', 'Stk.', 'Stk.'],
  },
  {
    name: 'a hardware dealer\'s rows with hours and pieces, one "Stk." among bare ones (hand-made)',
    rows: [
      ['Montage Vordach', '3,5', 'Std.', '58,00', '203,00'],
      ['Edelstahlschrauben M8 x 40', '24', 'Stk', '0,45', '10,80'],
      ['Winkelverbinder 90 mm', '8', 'Stk.', '2,15', '17,20'],
      ['Anfahrt', '1', 'Std', '45,00', '45,00'],
    ],
    units: ['Std.', 'Stk.', 'Stk.', 'Std'],
  },
  {
    name: 'guard: a page with "Stk" only keeps it',
    rows: [
      ['Tonerkartusche schwarz', '2', 'Stk', '69,49', '138,98'],
      ['Kopierpapier A4', '10', 'Stk', '4,20', '42,00'],
    ],
    units: ['Stk', 'Stk'],
  },
];
