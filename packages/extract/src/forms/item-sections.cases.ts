/**
 * Cases of labelled item blocks whose line amount carries a totals term ("Nettobetrag" is also
 * the invoice's net total), continued on page 2 where the block column is a form column only
 * there, from two layouts: a visualisation-like print ("Rechnungspositionen": Position,
 * Artikelname, Menge, Einheit, Preis, Nettobetrag; "Gesamtbeträge" after them) and a service
 * provider's blocks ("Leistungen": Position, Bezeichnung, Anzahl, Einzelpreis, Nettobetrag;
 * "Summen" after them). A line's own amount in a section of item blocks is no total.
 */

/** y, x, text, bold (a heading) */
export type Row = [number, number, string, boolean?];

export interface ItemSectionCase {
  name: string;
  /** rows per page */
  pages: Row[][];
  taxExclusive: string;
}

/** label/value rows 13 pt apart: label at x, value at x + dx */
const pairs = (y: number, x: number, dx: number, rows: Array<[string, string]>): Row[] =>
  rows.flatMap(([l, v], i): Row[] => [
    [y + i * 13, x, l],
    [y + i * 13, x + dx, v],
  ]);

const party = (x: number, head: string, name: string, city: string): Row[] => [
  [208, x, head, true],
  ...pairs(226, x, 90, [
    ['Name:', name],
    ['Straße:', 'Hauptstr. 1'],
    ['PLZ:', '10115'],
    ['Ort:', city],
    ['Land:', 'DE'],
    ['Umsatzsteuer-ID:', x < 200 ? 'DE382493948' : 'DE699489914'],
  ]),
];

export const ITEM_SECTION_CASES: ItemSectionCase[] = [
  {
    name: 'visualisation-like print: "Nettobetrag" in each block of "Rechnungspositionen", page 2 with the totals',
    pages: [
      [
        [40, 50, 'Rechnung', true],
        [70, 50, 'Übersicht', true],
        ...pairs(90, 50, 170, [
          ['Rechnungsnummer:', 'RE729496'],
          ['Rechnungsdatum:', '18.08.2025'],
          ['Währung:', 'EUR'],
        ]),
        ...party(50, 'Käufer', 'Marmedia e.K.', 'Berlin'),
        ...party(310, 'Verkäufer', 'Feindata UG', 'Bad Homburg'),
        [353, 50, 'Rechnungspositionen', true],
        ...pairs(373, 60, 160, [
          ['Position', '1'],
          ['Artikelname', 'Beratung'],
          ['Menge', '10'],
          ['Einheit', 'Stunde (HUR)'],
          ['Preis', '120,00'],
          ['Nettobetrag', '1.200,00'],
        ]),
      ],
      [
        ...pairs(40, 60, 160, [
          ['Position', '2'],
          ['Artikelname', 'Anfahrtspauschale'],
          ['Menge', '4'],
          ['Einheit', 'Stück (H87)'],
          ['Preis', '4,50'],
          ['Nettobetrag', '18,00'],
        ]),
        [130, 50, 'Gesamtbeträge', true],
        ...pairs(150, 60, 160, [
          ['Summe aller Positionen netto', '1.218,00'],
          ['Gesamtbetrag ohne USt.', '1.218,00'],
          ['Summe USt.', '231,42'],
          ['Gesamtbetrag mit USt.', '1.449,42'],
          ['Fälliger Betrag', '1.449,42'],
        ]),
      ],
    ],
    taxExclusive: '1218.00',
  },
  {
    name: 'another producer: service blocks under "Leistungen" with "Nettobetrag", the sums on page 2',
    pages: [
      [
        [40, 40, 'Rechnung 2026-051', true],
        ...pairs(80, 40, 150, [
          ['Rechnungsnummer:', '2026-051'],
          ['Rechnungsdatum:', '02.03.2026'],
          ['Fälligkeitsdatum:', '16.03.2026'],
        ]),
        ...party(40, 'Käufer', 'Bäckerei Sommer GmbH', 'Stuttgart'),
        ...party(310, 'Verkäufer', 'IT-Service Lenz', 'Esslingen'),
        [360, 40, 'Leistungen', true],
        ...pairs(380, 50, 150, [
          ['Position', '1'],
          ['Bezeichnung', 'Wartung Kassensystem'],
          ['Anzahl', '3'],
          ['Einzelpreis', '95,00'],
          ['Nettobetrag', '285,00'],
        ]),
        ...pairs(460, 50, 150, [
          ['Position', '2'],
          ['Bezeichnung', 'Fahrtkosten'],
          ['Anzahl', '1'],
          ['Einzelpreis', '25,00'],
          ['Nettobetrag', '25,00'],
        ]),
      ],
      [
        ...pairs(40, 50, 150, [
          ['Position', '3'],
          ['Bezeichnung', 'Ersatzteil Bondrucker'],
          ['Anzahl', '1'],
          ['Einzelpreis', '140,00'],
          ['Nettobetrag', '140,00'],
        ]),
        [120, 40, 'Summen', true],
        ...pairs(140, 50, 150, [
          ['Gesamtbetrag ohne USt.', '450,00'],
          ['Summe USt.', '85,50'],
          ['Gesamtbetrag mit USt.', '535,50'],
        ]),
      ],
    ],
    taxExclusive: '450.00',
  },
];
