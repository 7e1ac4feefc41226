import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { HYPHENATED_LABEL_CASES } from './hyphenated-labels.cases.ts';

describe('form labels hyphenated over two lines', () => {
  it.each(HYPHENATED_LABEL_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    expect(invoice.paymentTerms).toBe(c.paymentTerms);
    if (c.sellerVatId) expect(invoice.seller.vatId).toBe(c.sellerVatId);
  });
});
