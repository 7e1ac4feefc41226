/**
 * Cases of an IBAN printed after its label in one segment and wrapped in a narrow column
 * ("IBAN: DE89 3704 0044" / "0532 0130 00"), from two layouts: a German letter's footer of three
 * columns (address, bank, register) and an English invoice's bank box at the right margin.
 */
import type { BankColumnCase } from './bank-columns.cases.ts';

export const WRAPPED_IBAN_CASES: BankColumnCase[] = [
  {
    name: 'German letter footer: the bank column wraps "IBAN: DE89 3704 0044" / "0532 0130 00"',
    rows: [
      [60, 40, 'Beispiel AG'],
      [72, 40, 'Hauptstraße 12'],
      [84, 40, '10115 Berlin'],
      [140, 40, 'Rechnung Nr. 2024-17 vom 15.11.2024'],
      [300, 300, 'Gesamtbetrag'],
      [300, 480, '119,00 €'],
      [780, 40, 'Muster GmbH'],
      [780, 220, 'Sparkasse Köln'],
      [780, 400, 'Amtsgericht Köln'],
      [792, 40, 'Ringstr. 3'],
      [792, 220, 'IBAN: DE89 3704 0044'],
      [792, 400, 'HRB 1234'],
      [804, 40, '50667 Köln'],
      [804, 220, '0532 0130 00'],
      [804, 400, 'GF: A. Muster'],
      [816, 220, 'BIC: COBADEFFXXX'],
    ],
    account: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  },
  {
    name: 'English invoice: a narrow bank box at the right margin wraps the IBAN after its label',
    rows: [
      [40, 40, 'Northwind Consulting Ltd'],
      [52, 40, '12 King Street, London EC2V 8AA'],
      [100, 40, 'Invoice INV-0042'],
      [112, 40, 'Date: 03/06/2024'],
      [300, 300, 'Total due'],
      [300, 480, '£1,200.00'],
      [600, 400, 'Payment details'],
      [612, 400, 'Bank: Barclays'],
      [624, 400, 'IBAN: GB33 BUKB 2020'],
      [636, 400, '1555 5555 55'],
      [648, 400, 'BIC: BUKBGB22'],
    ],
    account: 'GB33BUKB20201555555555',
    bic: 'BUKBGB22',
  },
];
