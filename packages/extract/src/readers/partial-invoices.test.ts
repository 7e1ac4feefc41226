import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { COUNT_ALONE_ROWS, PARTIAL_CASES } from './partial-invoices.cases.ts';

describe('number and date of partial and final invoices (cases from two layouts each)', () => {
  for (const c of PARTIAL_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.number).toBe(c.number);
      if (c.issue) expect(inv.issueDate).toBe(c.issue);
    });

  it('still reads a title "Rechnung Nr. 12" with no other number', () => {
    expect(extractInvoice(styledLayout(COUNT_ALONE_ROWS)).invoice.number).toBe('12');
  });
});
