/**
 * Cases of the `delivery-date` reader (readers/delivery-date.ts) from several layouts: a German
 * info block (value right of the label), an English info grid (value under the label), a French
 * label with its value in the same segment, "Liefertermin:" in a reference line; and a period
 * that is no delivery date.
 */
import type { Row } from '../test-layout.ts';

export interface DeliveryCase {
  name: string;
  rows: Row[];
  mdy?: boolean;
  date: string | undefined;
}

export const DELIVERY_CASES: DeliveryCase[] = [
  {
    name: 'German info block: "Leistungsdatum" with the date right of it',
    rows: [
      [150, 360, 'Rechnungsdatum'],
      [150, 480, '27.09.2026'],
      [162, 360, 'Leistungsdatum'],
      [162, 480, '18.09.2026'],
    ],
    date: '2026-09-18',
  },
  {
    name: 'English info grid: "Date of supply" over its value',
    rows: [
      [200, 50, 'Invoice No.'],
      [200, 175, 'Invoice Date'],
      [200, 300, 'Date of supply'],
      [212, 50, 'INV-1042'],
      [212, 175, '14 March 2026'],
      [212, 300, '2 March 2026'],
    ],
    date: '2026-03-02',
  },
  {
    name: 'French label and value in one segment',
    rows: [
      [185, 50, 'N° de facture : F2026-031'],
      [197, 50, 'Date de livraison : 05/02/2026'],
    ],
    date: '2026-02-05',
  },
  {
    name: '"Liefertermin:" in a reference line of a letter',
    rows: [
      [185, 50, 'Rechnungsnummer: RE-2026-0042'],
      [197, 50, 'Liefertermin: 03.04.2026'],
    ],
    date: '2026-04-03',
  },
  {
    name: 'a period ("Leistungszeitraum") is no delivery date',
    rows: [[185, 50, 'Leistungszeitraum: 01.03.2026 – 31.03.2026']],
    date: undefined,
  },
  {
    name: 'one date for delivery and invoice: "Liefer- und Rechnungsdatum: 8. Mai 2019"',
    rows: [[185, 340, 'Liefer- und Rechnungsdatum: 8. Mai 2019']],
    date: '2019-05-08',
  },
];
