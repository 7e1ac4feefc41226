/**
 * Cases of an account wrapped around its label in a form column whose row above has a value of
 * several lines, from two layouts: the official XRechnung visualisation's HTML print in English
 * ("Transfer": "MON COMPTE" / "BANCAIRE" beside "Account holder:", then "FR20 1254 2547" above
 * and "2569 8542 5874 698" beside "Account identifier:") and a German payment grid of another
 * producer ("Kontoinhaber:" over two lines, "DE89 3704 0044" / "IBAN:" + "0532 0130 00"). The
 * line above the label was read as the end of the account holder; it overlaps the label's line,
 * so it starts the next row's value (forms/rows.ts startsNextRow).
 */
import type { Row } from '../test-layout.ts';

export interface WrappedAccountCase {
  name: string;
  rows: Row[];
  accounts: string[];
}

export const WRAPPED_ACCOUNT_CASES: WrappedAccountCase[] = [
  {
    name: 'official HTML print (English): the IBAN wrapped around "Account identifier:" under a two-line holder',
    rows: [
      [40, 40, 'Invoice'],
      [400, 20, 'Payment data'],
      [400, 306, 'Card information'],
      [440, 28, 'Payment terms:'],
      [440, 163, 'Net 30 days'],
      [440, 313, 'Card number:'],
      [472, 28, 'Due date:'],
      [472, 163, '2026-02-15'],
      [472, 313, 'Card holder:'],
      [520, 20, 'Direct debit'],
      [520, 306, 'Transfer'],
      [556, 28, 'Mandate reference no.:'],
      [556, 313, 'Account holder:'],
      [556, 448, 'MON COMPTE'],
      [568, 448, 'BANCAIRE'],
      [582, 28, 'Debited account'],
      [582, 448, 'FR20 1254 2547'],
      [591, 28, 'identifier:'],
      [591, 313, 'Account identifier:'],
      [591, 448, '2569 8542 5874 698'],
      [628, 28, 'Creditor ID:'],
      [628, 313, 'BIC:'],
      [628, 448, 'BNPAFRPPXXX'],
    ],
    accounts: ['FR2012542547256985425874698'],
  },
  {
    name: 'another producer: a German payment grid, the IBAN wrapped around its label under a two-line holder',
    rows: [
      [40, 40, 'Rechnung 2026-0412'],
      [420, 40, 'Zahlungsinformationen'],
      [440, 40, 'Zahlungsziel:'],
      [440, 150, '14 Tage netto'],
      [458, 40, 'Fälligkeitsdatum:'],
      [458, 150, '26.03.2026'],
      [476, 40, 'Kontoinhaber:'],
      [476, 150, 'Werkstatt Nord'],
      [488, 150, 'GmbH & Co. KG'],
      [506, 150, 'DE89 3704 0044'],
      [515, 40, 'IBAN:'],
      [515, 150, '0532 0130 00'],
      [533, 40, 'BIC:'],
      [533, 150, 'COBADEFFXXX'],
    ],
    accounts: ['DE89370400440532013000'],
  },
];
