import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { WRAPPED_NAME_CASES } from './wrapped-names.cases.ts';

describe('party names wrapped in their form cell', () => {
  it.each(WRAPPED_NAME_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    expect(invoice.seller.name).toBe(c.seller);
    expect(invoice.buyer.name).toBe(c.buyer);
  });
});
