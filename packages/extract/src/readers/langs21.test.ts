import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { LANG_CASES } from './langs21.cases.ts';

describe('labels of Swedish, Norwegian, Finnish, Polish, Hungarian, Romanian and Greek invoices', () => {
  for (const c of LANG_CASES)
    it(c.name, () => {
      const { number, issueDate, dueDate, totals } = extractInvoice(styledLayout(c.rows)).invoice;
      expect([number, issueDate, dueDate, totals.taxExclusive, totals.vatTotal, totals.amountDue]).toEqual(
        c.fields,
      );
    });
});
