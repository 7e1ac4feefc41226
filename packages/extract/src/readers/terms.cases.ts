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
];
