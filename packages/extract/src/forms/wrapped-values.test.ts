import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { WRAPPED_VALUE_CASES } from './wrapped-values.cases.ts';

describe('form values wrapped above and below their label', () => {
  it.each(WRAPPED_VALUE_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    expect(invoice.buyerReference).toBe(c.buyerReference);
    expect(invoice.paymentTerms).toBe(c.paymentTerms);
  });
});
