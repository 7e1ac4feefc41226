import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { LANG22_CASES } from './langs22.cases.ts';

describe('more labels of Finnish, Hungarian, Greek and Czech invoices (session 22)', () => {
  for (const c of LANG22_CASES)
    it(c.name, () => {
      const { number, issueDate, dueDate, totals } = extractInvoice(styledLayout(c.rows)).invoice;
      expect([number, issueDate, dueDate, totals.taxExclusive, totals.vatTotal, totals.amountDue]).toEqual(
        c.fields,
      );
    });
});
