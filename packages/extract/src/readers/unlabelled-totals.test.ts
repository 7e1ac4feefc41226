import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { NOT_UNLABELLED_ROWS, UNLABELLED_TOTALS_CASES } from './unlabelled-totals.cases.ts';

describe('VAT and gross under unknown labels, by their arithmetic (cases from two layouts)', () => {
  for (const c of UNLABELLED_TOTALS_CASES)
    it(c.name, () => {
      const { vatTotal, taxInclusive } = extractInvoice(styledLayout(c.rows)).invoice.totals;
      expect({ vatTotal, taxInclusive }).toEqual(c.totals);
    });

  it('takes no gross from a net plus an amount at no known rate', () => {
    const { taxInclusive } = extractInvoice(styledLayout(NOT_UNLABELLED_ROWS)).invoice.totals;
    expect(taxInclusive).not.toBe('1033.30');
  });
});
