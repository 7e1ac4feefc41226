/**
 * Cases of form values wrapped above and below their label (a table cell set `vertical-align:
 * middle`: the label stands beside the middle line of its value), from two layouts: the official
 * XRechnung visualisation's HTML print (German and English; a label of an empty column right of
 * the value, "Kartennummer:", is no part of it) and a plain two-column form of another producer
 * (labels without colons, a value of three lines).
 */
import type { Row } from '../test-layout.ts';

export interface WrappedValueCase {
  name: string;
  rows: Row[];
  buyerReference: string | undefined;
  paymentTerms: string | undefined;
}

/** label/value rows 16 pt apart: label at x, value at x + 120 */
const pairs = (y: number, x: number, rows: Array<[string, string]>): Row[] =>
  rows.flatMap(([l, v], i): Row[] => [
    [y + i * 16, x, l],
    [y + i * 16, x + 120, v],
  ]);

export const WRAPPED_VALUE_CASES: WrappedValueCase[] = [
  {
    name: 'official HTML print (German): the buyer reference wrapped around its label',
    rows: [
      [40, 40, 'Rechnung'],
      [70, 30, 'Informationen zum Käufer'],
      [90, 160, '04011000-12345-'],
      [96, 40, 'Käuferreferenz:'],
      [102, 160, '03'],
      ...pairs(120, 40, [
        ['Name:', 'Beispielkunde GmbH'],
        ['Adresszeile 1:', 'Dorfplatz 3'],
        ['PLZ:', '54321'],
        ['Ort:', 'Musterort'],
      ]),
      [200, 30, 'Zahlungsdaten'],
      [220, 160, 'Zahlbar innerhalb 14'],
      [226, 40, 'Skonto; weitere'],
      [226, 330, 'Kartennummer:'],
      [232, 160, 'Tagen nach Erhalt'],
      [238, 40, 'Zahlungsbedingungen:'],
      [244, 160, 'der Rechnung.'],
      [256, 330, 'Karteninhaber:'],
      ...pairs(272, 40, [['Fälligkeitsdatum:', '15.02.2024']]),
    ],
    buyerReference: '04011000-12345-03',
    paymentTerms: 'Zahlbar innerhalb 14 Tagen nach Erhalt der Rechnung.',
  },
  {
    name: 'official HTML print (English): terms wrapped around their label, a card label beside',
    rows: [
      [40, 40, 'Invoice'],
      [70, 30, 'Information about the buyer'],
      [90, 160, '991-01234-'],
      [96, 40, 'Buyer reference:'],
      [102, 160, '56'],
      ...pairs(120, 40, [
        ['Name:', 'Sample Customer Ltd'],
        ['Post code:', '54321'],
        ['City:', 'Sampletown'],
      ]),
      [200, 30, 'Payment data'],
      [220, 160, 'Zahlbar sofort ohne'],
      [220, 330, 'Card number:'],
      [226, 40, 'Payment terms:'],
      [226, 160, 'Abzug.'],
      [246, 330, 'Card holder:'],
      ...pairs(262, 40, [['Due date:', '2024-02-15']]),
    ],
    buyerReference: '991-01234-56',
    paymentTerms: 'Zahlbar sofort ohne Abzug.',
  },
  {
    name: 'another producer: a two-column form, labels without colons centred on their values',
    rows: [
      [40, 40, 'Rechnung 2024-311'],
      ...pairs(70, 40, [
        ['Rechnungsnummer', '2024-311'],
        ['Rechnungsdatum', '03.06.2024'],
        ['Kundennummer', '44120'],
      ]),
      [130, 160, 'Bei Zahlung binnen 10 Tagen'],
      [136, 160, '2 % Skonto, sonst 30 Tage'],
      [136, 40, 'Zahlungsbedingungen'],
      [142, 160, 'netto.'],
      ...pairs(160, 40, [['Leistungsdatum', '31.05.2024']]),
    ],
    buyerReference: undefined,
    paymentTerms: 'Bei Zahlung binnen 10 Tagen 2 % Skonto, sonst 30 Tage netto.',
  },
  {
    name: "official XSL-FO PDF: the terms cell beside another column's label wrapped without a colon and its value",
    rows: [
      [40, 57, 'Rechnung'],
      ...pairs(80, 62, [
        ['Rechnungsnummer:', 'F202600004'],
        ['Rechnungsdatum:', '3.1.2026'],
        ['Währung:', 'EUR'],
      ]),
      [160, 63, 'Zahlungsdaten'],
      [188, 62, 'Skonto; weitere Zah-'],
      [188, 182, 'PAIEMENT 30 JOURS NET'],
      [188, 329, 'Code für das Zahlungs-'],
      [188, 408, '30'],
      [200, 62, 'lungsbedingungen:'],
      [200, 329, 'mittel:'],
      [217, 62, 'Fälligkeitsdatum:'],
      [217, 182, '2.2.2026'],
      [217, 329, 'Zahlungsmittel:'],
      [217, 408, 'Virement'],
    ],
    buyerReference: undefined,
    paymentTerms: 'PAIEMENT 30 JOURS NET',
  },
  {
    name: 'another producer: terms of two lines beside a note column in a plain form',
    rows: [
      [40, 40, 'Rechnung 2024-312'],
      ...pairs(80, 40, [
        ['Rechnungsnummer', '2024-312'],
        ['Rechnungsdatum', '01.02.2024'],
        ['Währung', 'EUR'],
      ]),
      [200, 40, 'Zahlung'],
      [220, 40, 'Zahlungsbedingungen'],
      [220, 160, 'Zahlbar innerhalb 14 Tagen'],
      [220, 400, 'Hinweis'],
      [220, 470, 'Bitte Rechnungsnummer'],
      [232, 160, 'ohne Abzug.'],
      [232, 470, 'angeben'],
      [252, 40, 'Fälligkeitsdatum'],
      [252, 160, '15.02.2024'],
    ],
    buyerReference: undefined,
    paymentTerms: 'Zahlbar innerhalb 14 Tagen ohne Abzug.',
  },
  {
    name: 'official HTML print (German): an empty buyer reference over a name wrapped around its label',
    rows: [
      [40, 40, 'Rechnung'],
      [70, 30, 'Informationen zum Käufer'],
      [96, 40, 'Käuferreferenz:'],
      [114, 160, 'MUSTER-KUNDE'],
      [120, 40, 'Name:'],
      [126, 160, 'GMBH'],
      ...pairs(146, 40, [
        ['Adresszeile 1:', 'KUNDENWEG 88'],
        ['PLZ:', '40235'],
        ['Ort:', 'DUESSELDORF'],
      ]),
      ...pairs(230, 40, [['Fälligkeitsdatum:', '15.02.2024']]),
    ],
    buyerReference: undefined,
    paymentTerms: undefined,
  },
  {
    name: 'another producer: an empty "Leitweg-ID" row over a contact row in a labelled grid',
    rows: [
      [40, 40, 'Rechnung 2024-313'],
      ...pairs(80, 40, [
        ['Rechnungsnummer:', '2024-313'],
        ['Rechnungsdatum:', '01.03.2024'],
      ]),
      [112, 40, 'Leitweg-ID:'],
      [128, 40, 'Ansprechpartner:'],
      [128, 160, 'Frau Weber'],
      ...pairs(144, 40, [['Telefon:', '0211 445566']]),
    ],
    buyerReference: undefined,
    paymentTerms: undefined,
  },
];
