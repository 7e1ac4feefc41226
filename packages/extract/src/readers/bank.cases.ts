/**
 * Cases of the `bank` reader (readers/accounts.ts) from several layouts and languages: IBAN and
 * BIC after their labels in a German footer, in groups or run together, an English "SWIFT/BIC",
 * a French "IBAN :" with letters in the account, a Dutch account; and a direct debit from the
 * buyer's account, which is no account to pay to.
 */
import type { Row } from '../test-layout.ts';

export interface BankCase {
  name: string;
  rows: Row[];
  /** the first credit transfer's account and BIC (undefined: none read) */
  account: string | undefined;
  bic: string | undefined;
}

export const BANK_CASES: BankCase[] = [
  {
    name: 'German footer: IBAN in groups, BIC below',
    rows: [
      [760, 40, 'Bankverbindung: Musterbank'],
      [772, 40, 'IBAN: DE91 1000 0000 0123 4567 89'],
      [784, 40, 'BIC: MARKDEF1100'],
    ],
    account: 'DE91100000000123456789',
    bic: 'MARKDEF1100',
  },
  {
    name: 'English: IBAN run together, "SWIFT/BIC" label',
    rows: [
      [760, 40, 'IBAN GB82WEST12345698765432'],
      [772, 40, 'SWIFT/BIC NWBKGB2L'],
    ],
    account: 'GB82WEST12345698765432',
    bic: 'NWBKGB2L',
  },
  {
    name: 'French: "IBAN :" with letters in the account number',
    rows: [
      [760, 40, 'IBAN : FR14 2004 1010 0505 0001 3M02 606'],
      [772, 40, 'BIC : PSSTFRPPPAR'],
    ],
    account: 'FR1420041010050500013M02606',
    bic: 'PSSTFRPPPAR',
  },
  {
    name: 'Dutch: IBAN label and value in two columns',
    rows: [
      [760, 40, 'IBAN'],
      [760, 140, 'NL91 ABNA 0417 1643 00'],
      [772, 40, 'BIC'],
      [772, 140, 'ABNANL2A'],
    ],
    account: 'NL91ABNA0417164300',
    bic: 'ABNANL2A',
  },
  {
    name: "a direct debit from the buyer's account is no account to pay to",
    rows: [[700, 40, 'Den Betrag buchen wir von Ihrem Konto DE91 1000 0000 0123 4567 89 ab.']],
    account: undefined,
    bic: undefined,
  },
  // session 24: no IBAN, a SWIFT code, and the account after a label of a language the lexicon lacks
  {
    name: 'Indonesian footer: "Nomor Rekening: 1234 5678 9012" over "Kode SWIFT: BMRIIDJA"',
    rows: [
      [760, 40, 'Bank: Bank Mandiri'],
      [772, 40, 'Nomor Rekening: 1234 5678 9012'],
      [784, 40, 'Kode SWIFT: BMRIIDJA'],
    ],
    account: '123456789012',
    bic: 'BMRIIDJA',
  },
  {
    name: 'Swahili: "Namba ya akaunti: 0150234567800" and "SWIFT: CORUKENX" on one line',
    rows: [[700, 40, 'Namba ya akaunti: 0150234567800   Benki: CRDB   SWIFT: CORUKENX']],
    account: '0150234567800',
    bic: 'CORUKENX',
  },
  {
    name: 'no IBAN, a bank code and a phone beside the SWIFT code: no account',
    rows: [
      [760, 40, 'BLZ: 37040044'],
      [772, 40, 'SWIFT: COBADEFFXXX'],
      [784, 40, 'Tel.: 022112345678'],
    ],
    account: undefined,
    bic: undefined,
  },
  {
    name: 'Esperanto: "Kontonumero: 4975 6390 74", a branch code "Filio: 046359" between it and "SWIFT-kodo"',
    rows: [
      [760, 40, 'Banko: Norda Banko'],
      [772, 40, 'Kontonumero: 4975 6390 74'],
      [784, 40, 'Filio: 046359'],
      [796, 40, 'SWIFT-kodo: NORDZAJJ'],
    ],
    account: '4975639074',
    bic: 'NORDZAJJ',
  },
];
