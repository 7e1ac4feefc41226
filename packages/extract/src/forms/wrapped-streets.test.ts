import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { WRAPPED_STREET_CASES } from './wrapped-streets.cases.ts';

describe('streets wrapped around their label', () => {
  it.each(WRAPPED_STREET_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    expect(invoice.seller.address.line1).toBe(c.seller);
    expect(invoice.buyer.address.line1).toBe(c.buyer);
  });
});
