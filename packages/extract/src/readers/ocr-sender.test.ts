import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { OCR_SENDER_CASES } from './ocr-sender.cases.ts';

describe('a sender line whose separators the OCR misread', () => {
  it.each(OCR_SENDER_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(styledLayout(c.rows, 1.2));
    const s = invoice.seller;
    expect([s.name, s.address.line1, s.address.postalCode, s.address.city]).toEqual([
      c.seller.name,
      c.seller.street,
      c.seller.postcode,
      c.seller.city,
    ]);
    expect(invoice.buyer.name).toBe(c.buyer);
  });
});
