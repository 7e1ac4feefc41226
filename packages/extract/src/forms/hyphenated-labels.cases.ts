/**
 * Cases of form labels hyphenated by the printer over two lines, from two layouts: the official
 * XRechnung visualisation's XSL-FO PDF ("Skonto; weitere Zah-" / "lungsbedingungen:", the value
 * on the first line) and a narrow label column of another producer ("Zahlungs-" / "bedingungen",
 * labels without colons). A hyphen before a capital ("Umsatzsteuer-" / "ID") is part of the label.
 */
import type { Row } from '../test-layout.ts';

export interface HyphenatedLabelCase {
  name: string;
  rows: Row[];
  paymentTerms: string | undefined;
  sellerVatId?: string;
}

/** label/value rows 18 pt apart: label at x, value at x + dx */
const pairs = (y: number, x: number, dx: number, rows: Array<[string, string]>): Row[] =>
  rows.flatMap(([l, v], i): Row[] => [
    [y + i * 18, x, l],
    [y + i * 18, x + dx, v],
  ]);

export const HYPHENATED_LABEL_CASES: HyphenatedLabelCase[] = [
  {
    name: 'official XSL-FO PDF: the terms label hyphenated over two lines',
    rows: [
      [40, 57, 'Rechnung'],
      [70, 63, 'Rechnungsdaten'],
      ...pairs(90, 62, 110, [
        ['Rechnungsnummer:', '181301674'],
        ['Rechnungsdatum:', '25.4.2018'],
        ['Währung:', 'EUR'],
      ]),
      [160, 63, 'Zahlungsdaten'],
      [180, 62, 'Skonto; weitere Zah-'],
      [180, 172, 'Zahlbar sofort rein netto'],
      [191, 62, 'lungsbedingungen:'],
      ...pairs(210, 62, 110, [['Fälligkeitsdatum:', '25.5.2018']]),
    ],
    paymentTerms: 'Zahlbar sofort rein netto',
  },
  {
    name: 'another producer: a narrow label column, "Zahlungs-" / "bedingungen", "Umsatzsteuer-" / "ID"',
    rows: [
      [40, 40, 'Rechnung 2024-311'],
      ...pairs(70, 40, 90, [
        ['Rechnungsnummer', '2024-311'],
        ['Rechnungsdatum', '03.06.2024'],
        ['Kundennummer', '44120'],
      ]),
      [130, 40, 'Zahlungs-'],
      [130, 130, '14 Tage netto'],
      [141, 40, 'bedingungen'],
      [160, 40, 'Verkäufer'],
      ...pairs(180, 40, 90, [['Name', 'Beispiel GmbH']]),
      [198, 40, 'Umsatzsteuer-'],
      [198, 130, 'DE123456789'],
      [209, 40, 'ID'],
    ],
    paymentTerms: '14 Tage netto',
    sellerVatId: 'DE123456789',
  },
];
