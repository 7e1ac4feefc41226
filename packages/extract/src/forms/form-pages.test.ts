import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc, type TextItem } from '../layout.ts';
import { FORM_PAGES_CASES } from './form-pages.cases.ts';

describe('a form on page 1 followed by pages of labelled item blocks', () => {
  it.each(FORM_PAGES_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const items: TextItem[] = c.pages.flatMap((rows, p) =>
      rows.map(([y, x, text]) => ({ page: p + 1, text, x, y, w: text.length * 5, h: 10, size: 10 })),
    );
    const doc = buildDoc(
      items,
      c.pages.map(() => ({ width: 595, height: 842 })),
    );
    const { invoice } = extractInvoice(doc);
    expect(invoice.seller.name).toBe(c.seller);
    expect(invoice.buyer.name).toBe(c.buyer);
    expect(invoice.buyer.address.postalCode).toBe(c.buyerPostcode);
  });
});
