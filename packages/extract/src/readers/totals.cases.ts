/**
 * Cases of the `totals` reader (readers/totals.ts, settled in readers/settle.ts) from several
 * layouts and languages: German, English, French and Dutch totals columns, totals printed as a
 * grid (labels over values), VAT derived from net and gross, a part paid and a prepayment
 * deducted (amount due below the gross total), a discount row under the items.
 */
import type { Row } from '../test-layout.ts';
import {
  DE_DISCOUNT_ROW,
  DE_NO_ITEMS,
  DE_PREPAID,
  DE_TABLE,
  EN_TABLE_PAID,
  EN_TOTALS_GRID,
  FR_TABLE,
  NL_TABLE,
} from './layouts.cases.ts';

/** Totals as the model holds them (decimal strings); a key left out is expected absent. */
export interface TotalsCase {
  name: string;
  rows: Row[];
  totals: {
    taxExclusive: string;
    vatTotal?: string;
    taxInclusive: string;
    allowanceTotal?: string;
    paidAmount?: string;
    amountDue: string;
  };
}

export const TOTALS_CASES: TotalsCase[] = [
  {
    name: 'German: Nettobetrag, zzgl. 19 % MwSt., Gesamtbetrag',
    rows: DE_TABLE,
    totals: { taxExclusive: '250.00', vatTotal: '47.50', taxInclusive: '297.50', amountDue: '297.50' },
  },
  {
    name: 'English: Subtotal, VAT, Total, Amount paid, Balance due',
    rows: EN_TABLE_PAID,
    totals: {
      taxExclusive: '360.00',
      vatTotal: '72.00',
      taxInclusive: '432.00',
      paidAmount: '100.00',
      amountDue: '332.00',
    },
  },
  {
    name: 'French: Total HT, TVA 5,5 %, Total TTC',
    rows: FR_TABLE,
    totals: { taxExclusive: '35.00', vatTotal: '1.93', taxInclusive: '36.93', amountDue: '36.93' },
  },
  {
    name: 'Dutch: Subtotaal, BTW 21%, Totaal (the euro sign before the amount)',
    rows: NL_TABLE,
    totals: { taxExclusive: '300.00', vatTotal: '63.00', taxInclusive: '363.00', amountDue: '363.00' },
  },
  {
    name: 'English totals as a grid: labels over their values',
    rows: EN_TOTALS_GRID,
    totals: { taxExclusive: '500.00', vatTotal: '100.00', taxInclusive: '600.00', amountDue: '600.00' },
  },
  {
    name: 'German letter without items: Netto, USt., Brutto',
    rows: DE_NO_ITEMS,
    totals: { taxExclusive: '100.00', vatTotal: '19.00', taxInclusive: '119.00', amountDue: '119.00' },
  },
  {
    name: 'German: a prepayment deducted, the amount to pay below the gross total',
    rows: DE_PREPAID,
    totals: {
      taxExclusive: '800.00',
      vatTotal: '152.00',
      taxInclusive: '952.00',
      paidAmount: '500.00',
      amountDue: '452.00',
    },
  },
  {
    name: 'German: a discount row under the items is a document-level allowance',
    rows: DE_DISCOUNT_ROW,
    totals: {
      taxExclusive: '270.00',
      vatTotal: '51.30',
      taxInclusive: '321.30',
      allowanceTotal: '30.00',
      amountDue: '321.30',
    },
  },
];
