/**
 * Cases of the header readers together (readers/header.ts: number, dates, type, currency,
 * due date, delivery date, references, terms), one whole header per layout and language: a
 * German business letter (sender line, address window, info block, letter date, terms
 * sentence), an English invoice of "label: value" lines, a French credit note, a Dutch invoice.
 */
import type { Row } from '../test-layout.ts';

export interface HeaderCase {
  name: string;
  rows: Row[];
  /** the header fields read (undefined: none) */
  header: {
    number: string;
    issueDate: string;
    dueDate: string | undefined;
    typeCode: string;
    currency: string;
    deliveryDate: string | undefined;
    order: string | undefined;
    terms: string | undefined;
  };
}

export const HEADER_CASES: HeaderCase[] = [
  {
    name: 'German business letter: info block, letter date, delivery date, terms sentence',
    rows: [
      [40, 40, 'Muster GmbH · Am Markt 1 · 80331 München'],
      [60, 40, 'Beispiel AG'],
      [72, 40, 'Hauptstraße 12'],
      [84, 40, '10115 Berlin'],
      [60, 340, 'München, den 15.11.2024'],
      [100, 340, 'Rechnungsnummer'],
      [100, 460, 'RE-2024-0042'],
      [112, 340, 'Kundennummer'],
      [112, 460, '10023'],
      [124, 340, 'Leistungsdatum'],
      [124, 460, '31.10.2024'],
      [140, 40, 'Rechnung'],
      [400, 40, 'Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 29.11.2024.'],
    ],
    header: {
      number: 'RE-2024-0042',
      issueDate: '2024-11-15',
      dueDate: '2024-11-29',
      typeCode: '380',
      currency: 'EUR',
      deliveryDate: '2024-10-31',
      order: undefined,
      terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 29.11.2024.',
    },
  },
  {
    name: 'English invoice: "label: value" lines, dates with month names, pounds',
    rows: [
      [40, 40, 'ACME Ltd'],
      [52, 40, '1 Park Row'],
      [64, 40, 'London SW1A 1AA'],
      [100, 340, 'Invoice number: INV-1001'],
      [112, 340, 'Invoice date: 15 November 2024'],
      [124, 340, 'Due date: 15 December 2024'],
      [136, 340, 'PO number: PO-7781'],
      [140, 40, 'INVOICE'],
      [300, 340, 'Total'],
      [300, 460, '£120.00'],
      [400, 40, 'Payment terms: 30 days net'],
    ],
    header: {
      number: 'INV-1001',
      issueDate: '2024-11-15',
      dueDate: '2024-12-15',
      typeCode: '380',
      currency: 'GBP',
      deliveryDate: undefined,
      order: 'PO-7781',
      terms: '30 days net',
    },
  },
  {
    name: 'French credit note: "AVOIR N° …" is type 381',
    rows: [
      [60, 40, 'AVOIR N° AV-2024-3'],
      [74, 40, 'Date : 15/11/2024'],
      [88, 40, "Facture d'origine : F-2024-12"],
      [300, 340, 'Total TTC'],
      [300, 460, '36,93 €'],
    ],
    header: {
      number: 'AV-2024-3',
      issueDate: '2024-11-15',
      dueDate: undefined,
      typeCode: '381',
      currency: 'EUR',
      deliveryDate: undefined,
      order: undefined,
      terms: undefined,
    },
  },
  {
    name: 'Dutch invoice: Factuurnummer, Factuurdatum, Vervaldatum with dashes',
    rows: [
      [60, 40, 'FACTUUR'],
      [80, 40, 'Factuurnummer: 2024-0091'],
      [92, 40, 'Factuurdatum: 15-11-2024'],
      [104, 40, 'Vervaldatum: 15-12-2024'],
      [300, 340, 'Totaal'],
      [300, 460, '€ 363,00'],
    ],
    header: {
      number: '2024-0091',
      issueDate: '2024-11-15',
      dueDate: '2024-12-15',
      typeCode: '380',
      currency: 'EUR',
      deliveryDate: undefined,
      order: undefined,
      terms: undefined,
    },
  },
];
