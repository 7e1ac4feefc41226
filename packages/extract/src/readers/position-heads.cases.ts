/**
 * Cases of the rules of session 18 on line-item failures that recur across layouts of the seen
 * sets (rows of the generators' documents, cut to what the rule reads; each failing before
 * unless marked "kept"):
 * - a fee list's header "Pos. | Bezeichnung | Betrag" (a position column, a description and an
 *   amount, no quantity or price) is an item table: before, no header was found and the rows
 *   were read without one, the position number left in the name ("1 Maklerprovision …");
 *   blind21 `makler`, blind20 `rvg` (table/heads.ts, table/scan.ts); not so when a unit head
 *   shows a quantity column (its head maybe on the line above: the visible corpus). In such a
 *   table (no quantity or price column) each row is one item of its net: the numbers in its name
 *   are no quantity × price ("24 km à 0,42 €", both `rvg` variants; table/rows.ts). The heads
 *   must stand on one line: "Pos. Bezeichnung" run together (a PDF's text layer) over the first
 *   row is no two-line header (kept: the row was lost in b84f354).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Gaps18LineCase {
  name: string;
  rows: StyledRow[];
  /** Expected lines, in order: only the fields given are compared. */
  lines: Array<{ name?: string; quantity?: string; unit?: string; net?: string }>;
}

export const POSITION_NAME_CASES: Gaps18LineCase[] = [
  {
    name: 'a "Pos." column left of the description is not part of the name (blind21 makler)',
    rows: [
      [45, 395, 'Domus Immobilien GmbH', 14, true],
      [140, 50, 'Herrn', 10],
      [153, 50, 'Jens Schulte', 10],
      [166, 50, 'Lindenallee 36', 10],
      [179, 50, '61348 Bad Homburg v. d. Höhe', 10],
      [140, 370, 'Rechnung', 9],
      [140, 500, 'IM-2026-765', 9],
      [153, 370, 'Datum', 9],
      [153, 500, '07.04.2026', 9],
      [235, 50, 'Provisionsrechnung', 14, true],
      [347, 50, 'Pos.', 9.5, true],
      [347, 80, 'Bezeichnung', 9.5, true],
      [347, 514.5, 'Betrag', 9.5, true],
      [365.5, 50, '1', 9.5],
      [365.5, 80, 'Maklerprovision 3,57 % aus Kaufpreis 400.000,00 €', 9.5],
      [365.5, 490, '14.280,00 €', 9.5],
      [381.5, 50, '2', 9.5],
      [381.5, 80, 'Auslagen Grundbuchauszug', 9.5],
      [381.5, 509, '35,00 €', 9.5],
      [405.5, 330, 'Nettobetrag', 9],
      [405.5, 490, '14.315,00 €', 9],
      [419.5, 330, 'zzgl. 19 % Umsatzsteuer', 9],
      [419.5, 495, '2.719,85 €', 9],
      [433.5, 330, 'Gesamtbetrag', 10, true],
      [433.5, 490, '17.034,85 €', 10, true],
    ],
    lines: [
      { name: 'Maklerprovision 3,57 % aus Kaufpreis 400.000,00 €', net: '14280.00' },
      { name: 'Auslagen Grundbuchauszug', net: '35.00' },
    ],
  },
  {
    name: 'a "Pos." column left of the description is not part of the name (blind20 rvg)',
    rows: [
      [145, 50, 'Firma Müller Bau GmbH', 10],
      [158, 50, 'Herrn Jens Müller', 10],
      [171, 50, 'Am Markt 97', 10],
      [184, 50, '04211 Leipzig', 10],
      [145, 380, 'Unser Zeichen:', 9],
      [145, 504.5, '150/25 Be', 9],
      [159, 380, 'Datum:', 9],
      [159, 500, '10.07.2026', 9],
      [250, 50, 'Kostenrechnung Nr. 2026-4810', 11, true],
      [268, 50, 'In Sachen Berger ./. Müller wegen Kündigungsschutz', 9.5],
      [306, 50, 'Pos.', 9.5, true],
      [306, 80, 'Bezeichnung', 9.5, true],
      [306, 497.5, 'Betrag EUR', 9.5, true],
      [324.5, 50, '1', 9.5],
      [324.5, 80, '1,3 Verfahrensgebühr Nr. 3100 VV RVG', 9.5],
      [324.5, 507, '1.000,00', 9.5],
      [340.5, 50, '2', 9.5],
      [340.5, 80, 'Fahrtkosten Geschäftsreise, 24 km à 0,42 € Nr. 7003 VV RVG', 9.5],
      [340.5, 521, '10,08', 9.5],
      [356.5, 50, '3', 9.5],
      [356.5, 80, 'Post- und Telekommunikationspauschale Nr. 7002 VV RVG', 9.5],
      [356.5, 521, '20,00', 9.5],
      [380.5, 80, 'Zwischensumme netto', 9.5],
      [380.5, 497.5, '1.030,08 €', 9.5],
      [395, 80, '19 % Umsatzsteuer Nr. 7008 VV RVG', 9.5],
      [395, 507, '195,72 €', 9.5],
      [409.5, 80, 'Gesamtbetrag', 10.5, true],
      [409.5, 492.5, '1.225,80 €', 10.5, true],
    ],
    lines: [
      { name: '1,3 Verfahrensgebühr Nr. 3100 VV RVG', net: '1000.00' },
      // no quantity or price column: the kilometres and their rate stay in the name
      { quantity: '1', unit: 'C62', net: '10.08' },
      { name: 'Post- und Telekommunikationspauschale Nr. 7002 VV RVG', net: '20.00' },
    ],
  },
  {
    name: '"Pos. Bezeichnung" run together in one segment (PDF) is no two-line header over the first row (blind21 makler --pdf, kept)',
    rows: [
      [45, 395, 'Domus Immobilien GmbH', 14, true],
      [140, 50, 'Herrn', 10],
      [153, 50, 'Jens Schulte', 10],
      [166, 50, 'Lindenallee 36', 10],
      [179, 50, '61348 Bad Homburg v. d. Höhe', 10],
      [140, 370, 'Rechnung', 9],
      [140, 500, 'IM-2026-765', 9],
      [153, 370, 'Datum', 9],
      [153, 500, '07.04.2026', 9],
      [235, 50, 'Provisionsrechnung', 14, true],
      [347, 50, 'Pos. Bezeichnung', 9.5, true],
      [347, 514.5, 'Betrag', 9.5, true],
      [365.5, 50, '1', 9.5],
      [365.5, 80, 'Maklerprovision 3,57 % aus Kaufpreis 400.000,00 €', 9.5],
      [365.5, 490, '14.280,00 €', 9.5],
      [381.5, 50, '2', 9.5],
      [381.5, 80, 'Auslagen Grundbuchauszug', 9.5],
      [381.5, 509, '35,00 €', 9.5],
      [405.5, 330, 'Nettobetrag', 9],
      [405.5, 490, '14.315,00 €', 9],
      [419.5, 330, 'zzgl. 19 % Umsatzsteuer', 9],
      [419.5, 495, '2.719,85 €', 9],
      [433.5, 330, 'Gesamtbetrag', 10, true],
      [433.5, 490, '17.034,85 €', 10, true],
    ],
    lines: [{ net: '14280.00' }, { net: '35.00' }],
  },
];
