/**
 * Cases of a net's label followed by the net and its VAT on one row (extract.ts `netThenVat`,
 * session 22): the sums of an item table's value and VAT columns printed under them ("Total
 * valoare fără TVA | 720,65 | 136,92", "Základ daně | 84 000,00 | 17 640,00"). Before, the row's
 * last amount — the VAT — was taken for the net. Layouts: blind29 ro2 (a Romanian caterer's
 * table with "Valoare" and "Valoarea TVA" columns) and a hand-made Czech joinery's summary row.
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface NetVatCase {
  name: string;
  rows: StyledRow[];
  /** net, VAT, amount due */
  totals: [string, string, string];
}

export const NET_VAT_CASES: NetVatCase[] = [
  {
    name: 'Romanian caterer (blind29 ro2): "Total valoare fără TVA | 720,65 | 136,92" under value and VAT columns',
    rows: [
      [40, 230, 'Factură', 14, true],
      [56, 230, 'Nr. factură: BV02177'],
      [69, 230, 'Data: 22/09/2026'],
      [100, 50, 'Furnizor: Carpați Catering S.R.L.'],
      [200, 50, 'Nr.'],
      [200, 80, 'Denumire'],
      r(200, 380, 'Cant.'),
      r(200, 440, 'P.U.'),
      r(200, 490, 'Valoare'),
      r(200, 545, 'TVA'),
      [216, 50, '1'],
      [216, 80, 'Închiriere sală de conferință'],
      r(216, 380, '1'),
      r(216, 440, '401,65'),
      r(216, 490, '401,65'),
      r(216, 545, '76,31'),
      [230, 50, '2'],
      [230, 80, 'Pauză de cafea'],
      r(230, 380, '50'),
      r(230, 440, '6,38'),
      r(230, 490, '319,00'),
      r(230, 545, '60,61'),
      [260, 300, 'Total valoare fără TVA'],
      r(260, 490, '720,65'),
      r(260, 545, '136,92'),
      [276, 300, 'Total de plată'],
      r(276, 545, '857,57 EUR'),
    ],
    totals: ['720.65', '136.92', '857.57'],
  },
  {
    name: 'Czech joinery, hand-made: "Základ daně | 84 000,00 | 17 640,00", "Celkem k úhradě"',
    rows: [
      [40, 50, 'Truhlářství Novák s.r.o.', 12, true],
      [100, 360, 'Faktura č. 2026-0088'],
      [113, 360, 'Datum vystavení: 03.02.2026'],
      [200, 50, 'Kuchyňská linka na míru'],
      r(200, 545, '84 000,00'),
      [240, 250, 'Základ daně'],
      r(240, 440, '84 000,00'),
      r(240, 545, '17 640,00'),
      [256, 250, 'Celkem k úhradě'],
      r(256, 545, '101 640,00 Kč'),
    ],
    totals: ['84000.00', '17640.00', '101640.00'],
  },
];
