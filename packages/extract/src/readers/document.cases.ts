/**
 * Cases of the `type` and `currency` readers (readers/document.ts) from several layouts and
 * languages: a title, a type code printed by the title, a type row, a credit note, a correction;
 * a currency label, a currency sign, a currency code in the amounts.
 */
import type { Row } from '../test-layout.ts';

export interface DocumentCase {
  name: string;
  rows: Row[];
  /** the UNTDID 1001 type code read */
  type: string;
  /** the currency read */
  currency: string;
}

export const DOCUMENT_CASES: DocumentCase[] = [
  {
    name: 'German invoice title, euro amounts',
    rows: [
      [140, 40, 'Rechnung Nr. 2024-117 vom 15.11.2024'],
      [300, 300, 'Gesamtbetrag'],
      [300, 480, '119,00 €'],
    ],
    type: '380',
    currency: 'EUR',
  },
  {
    name: 'German credit note title (Gutschrift)',
    rows: [
      [140, 40, 'Gutschrift Nr. G-17 vom 15.11.2024'],
      [300, 300, 'Gesamtbetrag'],
      [300, 480, '119,00 EUR'],
    ],
    type: '381',
    currency: 'EUR',
  },
  {
    name: 'English credit note, dollar amounts',
    rows: [
      [140, 40, 'CREDIT NOTE'],
      [160, 40, 'Credit note # CN-1001'],
      [300, 300, 'Total'],
      [300, 480, '$250.00'],
    ],
    type: '381',
    currency: 'USD',
  },
  {
    name: 'French corrected invoice (facture rectificative), amounts in euros',
    rows: [
      [140, 40, 'Facture rectificative N° F-2024-9'],
      [300, 300, 'Total TTC'],
      [300, 480, '120,00 €'],
    ],
    type: '384',
    currency: 'EUR',
  },
  {
    name: 'type code printed by the title (Handelsrechnung (380)), currency label',
    rows: [
      [140, 40, 'Handelsrechnung (380) Nr. 4711'],
      [160, 40, 'Währung:'],
      [160, 160, 'CHF'],
      [300, 300, 'Gesamtbetrag'],
      [300, 480, '119,00'],
    ],
    type: '380',
    currency: 'CHF',
  },
  {
    name: 'English invoice in pounds sterling',
    rows: [
      [140, 40, 'Invoice # 2024-55'],
      [300, 300, 'Total'],
      [300, 480, '£99.00'],
    ],
    type: '380',
    currency: 'GBP',
  },
  {
    name: 'Indian marketplace invoice: rupees only as "Rs" in a discount note, plain totals',
    rows: [
      [60, 300, 'Retail Invoices/Bill'],
      [300, 40, 'SanDisk Ultra 16 GB MicroSDHC     1     278.61     14.50%     40.39     319.00'],
      [320, 40, 'Price is inclusive of Promotional Discount of Rs -40.00,'],
      [400, 300, 'Grand Total     319.00'],
    ],
    type: '380',
    currency: 'INR',
  },
  {
    name: 'hotel payment receipt with "Rs" amounts',
    rows: [
      [40, 200, 'PAYMENT RECEIPT'],
      [300, 40, 'Room Charges     Rs 1939 x 1 Night x 1 Room     Rs 1939'],
      [340, 40, 'Grand Total     Rs 1939'],
    ],
    type: '380',
    currency: 'INR',
  },
];
