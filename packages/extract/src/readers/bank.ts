/** The bank reader: the seller's account to pay to. */
import { readBank } from './accounts.ts';
import type { Reader } from './registry.ts';

export const BANK_READERS: Reader[] = [
  {
    id: 'bank',
    family: 'bank',
    reads:
      "IBANs (mod-97 checked, taken as printed right after their label) and the BIC printed by the IBAN; a direct debit's account is the buyer's",
    read: (c) => readBank(c),
  },
];
