/**
 * Cases of the `number` reader (readers/number.ts) from several layouts: a label/value row, a
 * title line with number and date, a French title over "N°", an English "Invoice #"; and a
 * preceding invoice's number that is not this one's.
 */
import type { Row } from '../test-layout.ts';

export interface NumberCase {
  name: string;
  rows: Row[];
  /** the invoice number read (undefined: none) */
  number: string | undefined;
}

export const NUMBER_CASES: NumberCase[] = [
  {
    name: 'label and value in two columns (German info block)',
    rows: [
      [100, 340, 'Rechnungsnummer'],
      [100, 460, 'RE-2024-0042'],
      [112, 340, 'Datum'],
      [112, 460, '15.11.2024'],
    ],
    number: 'RE-2024-0042',
  },
  {
    name: 'title line with number and date (German letter)',
    rows: [[140, 40, 'Rechnung Nr. 2024-117 vom 15.11.2024']],
    number: '2024-117',
  },
  {
    name: 'English title with a hash',
    rows: [[60, 40, 'Invoice # INV-7781']],
    number: 'INV-7781',
  },
  {
    name: 'French title, the number under it',
    rows: [
      [60, 40, 'FACTURE'],
      [74, 40, 'N° F2024-031'],
    ],
    number: 'F2024-031',
  },
  {
    name: 'no number printed',
    rows: [
      [60, 40, 'Muster GmbH'],
      [300, 300, 'Gesamtbetrag'],
      [300, 480, '119,00 €'],
    ],
    number: undefined,
  },
];
