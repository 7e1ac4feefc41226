/**
 * Cases of a label wrapped around its value (the value on the line between the label's two
 * lines, a cell set `vertical-align: middle`), from two layouts: the official XRechnung
 * visualisation's HTML print in English (the right-hand column of "Invoice data": "Purchase
 * order" / "65002278" / "reference:", the column's first label-only line) and a one-column form
 * of another producer under a heading (labels without colons: "Purchase order" / "PO-7781" /
 * "number").
 */
import type { Row } from '../test-layout.ts';

export interface LabelAroundCase {
  name: string;
  rows: Row[];
  orderReference: string | undefined;
}

export const LABEL_AROUND_CASES: LabelAroundCase[] = [
  {
    name: 'official HTML print (English): "Purchase order" / value / "reference:" in the right-hand column',
    rows: [
      [40, 40, 'Invoice'],
      [640, 20, 'Invoice data'],
      [670, 28, 'Invoice period:'],
      [670, 163, '2018-04'],
      [670, 306, 'Buyer reference:'],
      [670, 441, '04011000-1234'],
      [700, 28, 'Due date:'],
      [700, 163, '2018-05-13'],
      [700, 306, 'Tender reference:'],
      [700, 441, 'T-99'],
      [730, 28, 'Invoice number:'],
      [730, 163, '1234567'],
      [730, 306, 'Project reference:'],
      [730, 441, 'PR12345678'],
      [762, 28, 'Invoice date:'],
      [762, 163, '2018-04-13'],
      [762, 306, 'Contract reference:'],
      [762, 441, '0000000752'],
      [790, 306, 'Purchase order'],
      [796, 28, 'Invoice type:'],
      [796, 163, '380'],
      [796, 441, '65002278'],
      [802, 306, 'reference:'],
      [822, 28, 'Currency:'],
      [822, 163, 'EUR'],
      [822, 306, 'Sales order reference:'],
      [822, 441, 'ABC123456789'],
    ],
    orderReference: '65002278',
  },
  {
    name: 'another producer: a one-column form under a heading, "Purchase order" / value / "number"',
    rows: [
      [40, 40, 'Invoice 2024-311'],
      [70, 40, 'Order details'],
      [90, 40, 'Invoice number'],
      [90, 160, '2024-311'],
      [108, 40, 'Invoice date'],
      [108, 160, '2024-06-03'],
      [126, 40, 'Purchase order'],
      [132, 160, 'PO-7781'],
      [138, 40, 'number'],
      [156, 40, 'Due date'],
      [156, 160, '2024-07-03'],
    ],
    orderReference: 'PO-7781',
  },
  {
    name: 'official HTML print (English): the right-hand column holds no other value',
    rows: [
      [40, 40, 'Invoice'],
      [640, 20, 'Invoice data'],
      [670, 28, 'Invoice number:'],
      [670, 163, '9314110911/00/M/00/N'],
      [670, 306, 'Project reference:'],
      [700, 28, 'Invoice date:'],
      [700, 163, '2018-10-01'],
      [700, 306, 'Contract reference:'],
      [724, 306, 'Purchase order'],
      [730, 28, 'Invoice type:'],
      [730, 163, '387'],
      [730, 441, 'B123456789'],
      [736, 306, 'reference:'],
      [760, 28, 'Currency:'],
      [760, 163, 'EUR'],
      [760, 306, 'Sales order reference:'],
    ],
    orderReference: 'B123456789',
  },
  {
    name: 'another producer: a two-column grid, "Bestell-" / value / "nummer:" its right column\'s one value',
    rows: [
      [40, 40, 'RECHNUNG'],
      [120, 40, 'Rechnungsnummer:'],
      [120, 150, 'R-55120'],
      [120, 300, 'Projektnummer:'],
      [142, 40, 'Rechnungsdatum:'],
      [142, 150, '12.03.2026'],
      [142, 300, 'Vertragsnummer:'],
      [158, 300, 'Bestell-'],
      [164, 40, 'Fälligkeitsdatum:'],
      [164, 150, '26.03.2026'],
      [164, 420, 'BE-2026-0415'],
      [170, 300, 'nummer:'],
      [190, 40, 'Währung:'],
      [190, 150, 'EUR'],
      [190, 300, 'Leistungszeitraum:'],
    ],
    orderReference: 'BE-2026-0415',
  },
];
