import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { NET_VAT_CASES } from './net-vat22.cases.ts';

describe('a net label with the net and its VAT on one row (session 22)', () => {
  for (const c of NET_VAT_CASES)
    it(c.name, () => {
      const { totals } = extractInvoice(styledLayout(c.rows)).invoice;
      expect([totals.taxExclusive, totals.vatTotal, totals.amountDue]).toEqual(c.totals);
    });
});
