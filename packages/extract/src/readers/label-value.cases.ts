/**
 * Cases of the label–value finder (readers/label-value.ts), which the contact, delivery-date and
 * party-cue readers use: the value in the label's segment, right of it, or under it (a column
 * grid, a label over its value), in German, English and French layouts; a value the
 * field's test rejects is not taken.
 */
import type { Row } from '../test-layout.ts';

/** Which label and value test a case uses (see the test: number, phone, account holder). */
export type LabelKind = 'number' | 'phone' | 'holder';

export interface LabelValueCase {
  name: string;
  kind: LabelKind;
  rows: Row[];
  /** the values found, in document order, with where each stood */
  values: Array<[string, 'inSegment' | 'right' | 'below']>;
}

export const LABEL_VALUE_CASES: LabelValueCase[] = [
  {
    name: 'German: the number in the label\'s segment ("Rechnungsnummer: …")',
    kind: 'number',
    rows: [[100, 40, 'Rechnungsnummer: RE-2024-0042']],
    values: [['RE-2024-0042', 'inSegment']],
  },
  {
    name: 'English: the number in the next segment of the line',
    kind: 'number',
    rows: [
      [100, 340, 'Invoice No.'],
      [100, 460, 'INV-7781'],
    ],
    values: [['INV-7781', 'right']],
  },
  {
    name: 'French grid: the number under its label',
    kind: 'number',
    rows: [
      [100, 40, 'N° de facture'],
      [100, 200, 'Date'],
      [112, 40, 'F2024-031'],
      [112, 200, '15/11/2024'],
    ],
    values: [['F2024-031', 'below']],
  },
  {
    name: 'a number label whose value is no id (no digit) gives nothing',
    kind: 'number',
    rows: [
      [100, 340, 'Rechnungsnummer'],
      [100, 460, 'siehe oben'],
    ],
    values: [],
  },
  {
    name: 'German letterhead: "Tel.:" and the number right of it; a fax number is no phone',
    kind: 'phone',
    rows: [
      [40, 340, 'Tel.:'],
      [40, 400, '+49 30 1234567'],
      [52, 340, 'Fax: +49 30 1234568'],
      [64, 340, 'Mobil: 0171 2345678'],
    ],
    values: [
      ['+49 30 1234567', 'right'],
      ['0171 2345678', 'inSegment'],
    ],
  },
  {
    name: 'English footer grid: "Phone" over its number',
    kind: 'phone',
    rows: [
      [760, 40, 'Phone'],
      [760, 200, 'Email'],
      [772, 40, '020 7946 0958'],
      [772, 200, 'info@acme.example'],
    ],
    values: [['020 7946 0958', 'below']],
  },
  {
    name: 'German and French account holders ("Kontoinhaber:", "Titulaire du compte")',
    kind: 'holder',
    rows: [
      [760, 40, 'Kontoinhaber: Muster GmbH'],
      [772, 300, 'Titulaire du compte'],
      [772, 420, 'Au bon moulin SARL'],
    ],
    values: [
      ['Muster GmbH', 'inSegment'],
      ['Au bon moulin SARL', 'right'],
    ],
  },
];
