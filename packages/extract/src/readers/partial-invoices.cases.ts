/**
 * Cases of the number and date readers on partial and final invoices (session 17), from two
 * layouts each, failing before:
 * - a final or partial invoice lists the partial invoices it deducts under its items
 *   ("1. Abschlagsrechnung Nr. AR-2026-460 vom 07.05.2026  -58.800,00"): that number and date are
 *   not the document's own (blind14 `bau`; a painter's Schlussrechnung with "abzgl.
 *   Abschlagsrechnung Nr. … vom …") — readers/number.ts `aboveItems`, `belowTablesWeaker`;
 * - the title counts the partial invoices ("Abschlagsrechnung Nr. 4", "Teilrechnung Nr. 3") beside
 *   a labelled "Rechnungsnummer": the labelled id is the number (blind18 `hoai`; a craftsman's
 *   Teilrechnung) — readers/number.ts, `COUNT_ONLY`.
 * The guard: a title "Rechnung Nr. 12" with no other number is still read.
 */
import type { StyledRow } from '../test-layout.ts';

export interface PartialCase {
  name: string;
  rows: StyledRow[];
  number: string;
  issue?: string;
}

const BAU_HEAD: StyledRow[] = [
  [304, 50, 'OZ', 8.5, true],
  [304, 100, 'Leistungsbeschreibung', 8.5, true],
  [304, 328, 'Menge', 8.5, true],
  [304, 370, 'ME', 8.5, true],
  [304, 449, 'EP', 8.5, true],
  [304, 533, 'GP', 8.5, true],
  [318, 50, '01.0010', 9],
  [318, 100, 'Baustelle einrichten, vorhalten und räumen', 9],
  [318, 328, '1,000', 9],
  [318, 370, 'psch', 9],
  [318, 449, '785,80', 9],
  [318, 520, '785,80', 9],
];

export const PARTIAL_CASES: PartialCase[] = [
  {
    name: 'deducted "1. Abschlagsrechnung Nr. AR-2026-460 vom 07.05.2026" under the items (blind14 bau)',
    rows: [
      [40, 50, 'Fliesen & Estrich Lange GmbH', 14, true],
      [139, 50, 'Fliesen & Estrich Lange GmbH · Friedrich-Ebert-Straße 90 · 51465 Bergisch Gladbach', 6.5],
      [139, 370, 'Rechnungs-Nr.', 8.5],
      [139, 470, 'AR-2026-751', 8.5],
      [151, 50, 'Frau', 10],
      [151, 370, 'Datum', 8.5],
      [151, 470, '06.06.2026', 8.5],
      [163, 50, 'Claudia Berger', 10],
      [175, 50, 'Lindenweg 5', 10],
      [187, 50, '50667 Köln', 10],
      [248, 50, '2. Abschlagsrechnung', 13, true],
      ...BAU_HEAD,
      [340, 300, 'Summe netto', 9],
      [340, 520, '785,80', 9],
      [537, 300, 'abzüglich geleisteter Abschlagszahlungen:', 9],
      [551, 310, '1. Abschlagsrechnung Nr. AR-2026-460 vom 07.05.2026', 9],
      [551, 520, '- 500,00', 9],
    ],
    number: 'AR-2026-751',
    issue: '2026-06-06',
  },
  {
    name: 'deducted "abzgl. Abschlagsrechnung Nr. 2027-0288 vom 03.03.2027" (a painter\'s Schlussrechnung)',
    rows: [
      [40, 50, 'Malerbetrieb Roth GmbH', 14, true],
      [120, 50, 'Wohnbau Süd GmbH', 10],
      [132, 50, 'Kastanienallee 4', 10],
      [144, 50, '70173 Stuttgart', 10],
      [120, 360, 'Rechnungsnummer', 8.5],
      [120, 470, '2027-0412', 8.5],
      [132, 360, 'Rechnungsdatum', 8.5],
      [132, 470, '14.04.2027', 8.5],
      [200, 50, 'Schlussrechnung', 13, true],
      [230, 50, 'Pos.', 8.5, true],
      [230, 90, 'Bezeichnung', 8.5, true],
      [230, 330, 'Menge', 8.5, true],
      [230, 380, 'Einheit', 8.5, true],
      [230, 440, 'Einzelpreis', 8.5, true],
      [230, 510, 'Gesamt', 8.5, true],
      [244, 50, '1', 9],
      [244, 90, 'Wandflächen streichen', 9],
      [244, 330, '240,00', 9],
      [244, 380, 'm²', 9],
      [244, 440, '8,50', 9],
      [244, 510, '2.040,00', 9],
      [270, 300, 'Summe netto', 9],
      [270, 510, '2.040,00', 9],
      [284, 300, 'Abschlagsrechnung Nr. 2027-0288 vom 03.03.2027', 9],
      [284, 510, '-1.000,00', 9],
    ],
    number: '2027-0412',
    issue: '2027-04-14',
  },
  {
    name: 'title "Abschlagsrechnung Nr. 4" beside "Rechnungsnummer AR 2027/310" (blind18 hoai)',
    rows: [
      [40, 317, 'Lange + Partner Architekten mbB', 12, true],
      [127, 50, 'Lange + Partner Architekten mbB · Am Alten Schlachthof 13 · 04109 Leipzig', 6.5],
      [127, 360, 'Rechnungsnummer', 8.5],
      [127, 484, 'AR 2027/310', 8.5],
      [139, 360, 'Datum', 8.5],
      [139, 491, '15.12.2027', 8.5],
      [153, 50, 'Stadt Neustadt – Hochbauamt', 10],
      [166, 50, 'Im Mühlenfeld 124', 10],
      [179, 50, '79098 Freiburg im Breisgau', 10],
      [234, 50, 'Abschlagsrechnung Nr. 4', 15, true],
    ],
    number: 'AR 2027/310',
    issue: '2027-12-15',
  },
  {
    name: 'title "Teilrechnung Nr. 3" beside "Rechnungs-Nr. TR-2027-118" (a craftsman\'s Teilrechnung)',
    rows: [
      [40, 50, 'Elektro Brandt GmbH & Co. KG', 14, true],
      [120, 50, 'Gemeinde Oberau', 10],
      [132, 50, 'Rathausplatz 1', 10],
      [144, 50, '82496 Oberau', 10],
      [120, 360, 'Rechnungs-Nr.', 8.5],
      [120, 470, 'TR-2027-118', 8.5],
      [132, 360, 'Datum', 8.5],
      [132, 470, '02.05.2027', 8.5],
      [190, 50, 'Teilrechnung Nr. 3', 13, true],
    ],
    number: 'TR-2027-118',
    issue: '2027-05-02',
  },
];

/** A title "Rechnung Nr. 12" is the number when no other is printed. */
export const COUNT_ALONE_ROWS: StyledRow[] = [
  [40, 50, 'Fotografie Weber', 14, true],
  [120, 50, 'Anna Schulz', 10],
  [132, 50, 'Gartenweg 3', 10],
  [144, 50, '28195 Bremen', 10],
  [190, 50, 'Rechnung Nr. 12 vom 04.05.2027', 13, true],
];
