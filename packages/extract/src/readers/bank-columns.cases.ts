/**
 * Cases of the `bank` reader (readers/accounts.ts) for payment blocks in two columns, from two
 * layouts: the official XRechnung visualisation's HTML print (German and English: "Lastschrift" /
 * "Direct debit" left, "Überweisung" / "Transfer" right, the IBAN wrapped around its centred label
 * in a narrow cell, the left column's label "Debited account" / "identifier:" on the IBAN's lines)
 * and a two-column payment box of another producer (a direct-debit column left, the seller's
 * account right). A direct debit's account in a sentence stays no account to pay to.
 */
import type { Row } from '../test-layout.ts';

export interface BankColumnCase {
  name: string;
  rows: Row[];
  account: string | undefined;
  bic: string | undefined;
}

export const BANK_COLUMN_CASES: BankColumnCase[] = [
  {
    name: 'official HTML print (English): "Debited account" left, the IBAN wrapped around "Account identifier:"',
    rows: [
      [260, 20, 'Direct debit'],
      [260, 306, 'Transfer'],
      [300, 28, 'Mandate reference no.:'],
      [300, 313, 'Account holder:'],
      [300, 448, 'Commerzbank'],
      [328, 28, 'Debited account'],
      [328, 448, 'DE89370400440532'],
      [334, 313, 'Account identifier:'],
      [340, 28, 'identifier:'],
      [340, 448, '013000'],
      [368, 28, 'Creditor ID:'],
      [368, 313, 'BIC:'],
      [368, 448, 'COBADEFFXXX'],
    ],
    account: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
  },
  {
    name: "official HTML print (English), in its form: the left form column does not take the right column's IBAN",
    rows: [
      [40, 40, 'Invoice'],
      [100, 28, 'Invoice number:'],
      [100, 163, '4711'],
      [100, 306, 'Project reference:'],
      [100, 441, 'PR-1'],
      [130, 28, 'Invoice date:'],
      [130, 163, '2024-02-15'],
      [130, 306, 'Contract reference:'],
      [130, 441, 'C-7'],
      [160, 28, 'Currency:'],
      [160, 163, 'EUR'],
      [160, 306, 'Purchase order reference:'],
      [160, 441, 'PO-9'],
      [200, 20, 'Payment data'],
      [220, 28, 'Payment terms:'],
      [220, 163, 'Payable within 30 days'],
      [250, 28, 'Due date:'],
      [250, 163, '2024-03-15'],
      [280, 28, 'Payment means type code:'],
      [280, 163, '58'],
      [310, 28, 'Remittance information:'],
      [310, 163, 'Invoice 4711'],
      [350, 20, 'Direct debit'],
      [350, 306, 'Transfer'],
      [380, 28, 'Mandate reference no.:'],
      [380, 313, 'Account holder:'],
      [380, 448, 'Beispiel GmbH'],
      [408, 28, 'Debited account'],
      [408, 448, 'DE75512108001245'],
      [414, 313, 'Account identifier:'],
      [420, 28, 'identifier:'],
      [420, 448, '126199'],
      [448, 28, 'Creditor ID:'],
      [448, 313, 'BIC:'],
      [448, 448, 'SOLADESTXYZ'],
    ],
    account: 'DE75512108001245126199',
    bic: 'SOLADESTXYZ',
  },
  {
    name: 'official HTML print (German): "IBAN:" in both columns, the right one wrapped around its label',
    rows: [
      [260, 20, 'Lastschrift'],
      [260, 306, 'Überweisung'],
      [300, 28, 'Mandatsreferenznr.:'],
      [300, 313, 'Kontoinhaber:'],
      [328, 448, 'DE75512108001245'],
      [334, 28, 'IBAN:'],
      [334, 313, 'IBAN:'],
      [340, 448, '126199'],
      [368, 28, 'Gläubiger-ID:'],
      [368, 313, 'BIC:'],
      [368, 448, 'SOLADESTXYZ'],
    ],
    account: 'DE75512108001245126199',
    bic: 'SOLADESTXYZ',
  },
  {
    name: 'another producer: a direct-debit column left, the seller account right with its label between',
    rows: [
      [600, 40, 'Zahlungsart'],
      [600, 300, 'Unsere Bankverbindung'],
      [620, 40, 'Einzug von Ihrem Konto'],
      [620, 400, 'DE89 3704 0044'],
      [626, 300, 'IBAN:'],
      [632, 400, '0532 0130 00'],
    ],
    account: 'DE89370400440532013000',
    bic: undefined,
  },
  {
    name: 'a direct debit in a sentence: the buyer account is no account to pay to',
    rows: [[600, 40, 'Der Betrag wird am 15.03.2024 von Ihrem Konto DE89 3704 0044 0532 0130 00 abgebucht.']],
    account: undefined,
    bic: undefined,
  },
];
