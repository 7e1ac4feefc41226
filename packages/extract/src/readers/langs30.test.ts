import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { LANG30_CASES } from './langs30.cases.ts';

describe('labels of Slovak, Slovenian, Croatian, Bulgarian, Lithuanian and Estonian invoices', () => {
  for (const c of LANG30_CASES)
    it(c.name, () => {
      const { number, issueDate, dueDate, totals } = extractInvoice(styledLayout(c.rows)).invoice;
      expect([number, issueDate, dueDate, totals.taxExclusive, totals.vatTotal, totals.amountDue]).toEqual(
        c.fields,
      );
    });
});
