import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { LABEL_AROUND_CASES } from './label-around.cases.ts';

describe('a label wrapped around its value', () => {
  it.each(LABEL_AROUND_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    expect(invoice.purchaseOrderReference).toBe(c.orderReference);
  });
});
