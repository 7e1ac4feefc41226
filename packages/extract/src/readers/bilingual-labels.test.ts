import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout, styledLayout } from '../test-layout.ts';
import { BILINGUAL_LABEL_CASES, BILINGUAL_TOTALS_CASES } from './bilingual-labels.cases.ts';

describe('header labels in two languages in one piece', () => {
  it.each(BILINGUAL_LABEL_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    expect([invoice.number, invoice.dueDate, invoice.purchaseOrderReference]).toEqual([
      c.number,
      c.dueDate,
      c.order,
    ]);
  });
});

describe('totals labels in a second language after a slash', () => {
  it.each(BILINGUAL_TOTALS_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { taxExclusive, vatTotal, taxInclusive, amountDue } = extractInvoice(styledLayout(c.rows)).invoice
      .totals;
    expect({ taxExclusive, vatTotal, taxInclusive, amountDue }).toEqual(c.totals);
  });
});
