/**
 * Cases of the rules written after the first run of the held-out set blind21 (session 17b), each
 * from two layouts (rows shaped like the generators' documents, cut to what the rule reads;
 * failing before):
 * - an offer the invoice refers to in a sentence high on the page ("lt. Festpreisangebot Nr.
 *   A-2026-512 vom 04.05.2026", "Gemäß unserem Angebot Nr. 2026-088 vom …") is no title line: its
 *   date was taken as the issue date over the labelled "Datum" beside the address: blind21 `umzug`
 *   and a joiner's invoice (hand-made, no held-out document of its own) (lexicon OFFER_WORD,
 *   readers/dates.ts titleLineDates).
 */
import { rightAligned as r, type StyledRow } from '../test-layout.ts';

export interface IssueDateCase {
  name: string;
  rows: StyledRow[];
  issueDate: string;
}

/** A right-aligned text ending at x `right` (the left x of its styled row, 0.5 em a character). */

export const OFFER_DATE_CASES: IssueDateCase[] = [
  {
    name: 'a moving company\'s "lt. Festpreisangebot Nr. … vom …" in the sentence over the table (blind21 umzug)',
    rows: [
      [40, 50, 'Umzüge Kranz GmbH', 14, true],
      [118, 50, 'Umzüge Kranz GmbH · Hafenstraße 12 · 50667 Köln', 6.5, false],
      [132, 50, 'Herrn', 10, false],
      [144.5, 50, 'Jens Schulte', 10, false],
      [157, 50, 'Lindenallee 7', 10, false],
      [169.5, 50, '53111 Bonn', 10, false],
      [132, 380, 'Rechnung Nr.', 9, false],
      r(132, 545, 'RE-0421-26'),
      [145, 380, 'Datum', 9, false],
      r(145, 545, '06.06.2026'),
      [228, 50, 'Rechnung', 14, true],
      [
        246,
        50,
        'Umzug am 01.06.2026 von Goethestraße 12, 34117 Kassel nach Lindenallee 7, 53111 Bonn lt.',
        9,
        false,
      ],
      [258, 50, 'Festpreisangebot Nr. A-2026-512 vom 21.04.2026.', 9, false],
      [280, 50, 'Pos.', 9, true],
      [280, 110, 'Menge', 9, true],
      [280, 170, 'Leistung', 9, true],
      r(280, 545, 'GP €', 9, true),
      [298, 50, '1', 9, false],
      [298, 100, '24', 9, false],
      [298, 170, 'Umzugsleistung 3 Mann × 8 Std.', 9, false],
      r(298, 545, '1.128,00'),
      [330, 360, 'Netto', 9, false],
      r(330, 545, '1.128,00 €'),
      [344, 360, 'MwSt. 19 %', 9, false],
      r(344, 545, '214,32 €'),
      [358, 360, 'Rechnungsbetrag', 10, true],
      r(358, 545, '1.342,32 €', 10, true),
    ],
    issueDate: '2026-06-06',
  },
  {
    name: 'a joiner\'s "Gemäß unserem Angebot Nr. … vom …" under the title, the date labelled top right',
    rows: [
      [45, 545 - 26 * 6, 'Schreinerei Holzmann e.K.', 12, true],
      [120, 50, 'Schreinerei Holzmann e.K. · Werkstr. 3 · 79098 Freiburg', 6.5, false],
      [135, 50, 'Praxis Dr. Weber', 10, false],
      [147.5, 50, 'Kaiserstraße 40', 10, false],
      [160, 50, '79102 Freiburg', 10, false],
      [135, 370, 'Rechnungsdatum:', 9, false],
      r(135, 545, '17.03.2026'),
      [148, 370, 'Rechnungs-Nr.:', 9, false],
      r(148, 545, '2026-0117'),
      [230, 50, 'Rechnung', 13, true],
      [250, 50, 'Gemäß unserem Angebot Nr. 2026-088 vom 12.01.2026 berechnen wir Ihnen:', 9.5, false],
      [275, 50, 'Pos.', 9, true],
      [275, 80, 'Bezeichnung', 9, true],
      r(275, 545, 'Betrag', 9, true),
      [292, 50, '1', 9, false],
      [292, 80, 'Empfangstheke Eiche massiv, Einbau', 9, false],
      r(292, 545, '3.450,00'),
      [320, 330, 'Nettobetrag', 9, false],
      r(320, 545, '3.450,00 €'),
      [334, 330, 'zzgl. 19 % USt.', 9, false],
      r(334, 545, '655,50 €'),
      [348, 330, 'Gesamtbetrag', 10, true],
      r(348, 545, '4.105,50 €', 10, true),
    ],
    issueDate: '2026-03-17',
  },
];
