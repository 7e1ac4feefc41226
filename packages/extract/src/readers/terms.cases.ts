/**
 * Cases of the `terms` reader (readers/terms.ts) from several layouts: a label with its value on
 * the line, a label over a column of text, a terms sentence in a letter, a sentence after
 * another in one segment, an inline label; and layouts that must give no terms.
 */
import type { Row } from '../test-layout.ts';

export interface TermsCase {
  name: string;
  rows: Row[];
  /** the payment terms read (undefined: none) */
  terms: string | undefined;
}

export const TERMS_CASES: TermsCase[] = [
  {
    name: 'label and value in one segment (German letter)',
    rows: [
      [100, 40, 'Rechnung Nr. 2024-17'],
      [400, 40, 'Zahlungsbedingungen: 14 Tage netto'],
    ],
    terms: '14 Tage netto',
  },
  {
    name: 'label and value in two columns (English table of fields)',
    rows: [
      [100, 40, 'Invoice 77'],
      [300, 40, 'Payment terms'],
      [300, 200, 'Net 30 days from invoice date'],
    ],
    terms: 'Net 30 days from invoice date',
  },
  {
    name: 'a terms sentence in the letter text',
    rows: [
      [100, 40, 'Rechnung Nr. 2024-18'],
      [420, 40, 'Zahlbar innerhalb von 30 Tagen ohne Abzug.'],
    ],
    terms: 'Zahlbar innerhalb von 30 Tagen ohne Abzug.',
  },
  {
    name: 'a terms sentence after another sentence of the same segment',
    rows: [
      [100, 40, 'Rechnung Nr. 2024-19'],
      [420, 40, 'Vielen Dank für Ihren Auftrag. Zahlbar innerhalb von 14 Tagen ohne Abzug.'],
    ],
    terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
  },
  {
    name: 'a date alone after the label is the due date, no terms text',
    rows: [
      [100, 40, 'Rechnung Nr. 2024-20'],
      [300, 40, 'Zahlungsziel:'],
      [300, 200, '01.02.2024'],
    ],
    terms: undefined,
  },
  {
    name: 'a heading of two topics names no terms',
    rows: [
      [100, 40, 'Rechnung Nr. 2024-21'],
      [300, 40, 'Zahlungsbedingungen & Bankverbindung'],
    ],
    terms: undefined,
  },
  {
    name: 'official HTML print (English): an empty "Payment terms:" beside the card column\'s "Card number:"',
    rows: [
      [100, 40, 'Invoice'],
      [400, 20, 'Payment data'],
      [400, 306, 'Card information'],
      [440, 28, 'Payment terms:'],
      [440, 313, 'Card number:'],
      [472, 28, 'Due date:'],
      [472, 163, '2026-02-15'],
      [472, 313, 'Card holder:'],
    ],
    terms: undefined,
  },
  {
    name: 'another producer: an empty "Zahlungsbedingungen:" beside a delivery-terms label and its value',
    rows: [
      [100, 40, 'Rechnung Nr. 2024-22'],
      [300, 40, 'Zahlungsbedingungen:'],
      [300, 300, 'Lieferbedingungen:'],
      [300, 420, 'frei Haus'],
      [318, 40, 'Fälligkeitsdatum:'],
      [318, 160, '01.02.2024'],
    ],
    terms: undefined,
  },
  {
    name: 'official HTML print (German): an empty wrapped "Skonto; weitere Zahlungsbedingungen:" over "Fälligkeitsdatum:"',
    rows: [
      [100, 40, 'Rechnung'],
      [400, 20, 'Zahlungsdaten'],
      [400, 306, 'Karteninformation'],
      [430, 28, 'Skonto; weitere'],
      [436, 313, 'Kartennummer:'],
      [442, 28, 'Zahlungsbedingungen:'],
      [472, 28, 'Fälligkeitsdatum:'],
      [472, 163, '15.02.2024'],
      [472, 313, 'Karteninhaber:'],
    ],
    terms: undefined,
  },
  {
    name: 'another producer: an empty "Payment terms:" over the next row\'s "Due date:"',
    rows: [
      [100, 40, 'Invoice 2024-88'],
      [300, 40, 'Payment terms:'],
      [318, 40, 'Due date:'],
      [318, 160, '2024-02-01'],
    ],
    terms: undefined,
  },
];
