import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc, type TextItem } from '../layout.ts';
import { PAGE_GRID_CASES } from './page-grids.cases.ts';

describe('two-column party grids over page breaks and on some pages only', () => {
  it.each(PAGE_GRID_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const items: TextItem[] = c.pages.flatMap((rows, p) =>
      rows.map(([y, x, text, bold]) => ({
        page: p + 1,
        text,
        x,
        y,
        w: text.length * 5,
        h: 10,
        size: 10,
        bold,
      })),
    );
    const doc = buildDoc(
      items,
      c.pages.map(() => ({ width: 595, height: 842 })),
    );
    const { invoice } = extractInvoice(doc);
    expect(invoice.buyer.vatId).toBe(c.buyerVatId);
    if (c.sellerVatId) expect(invoice.seller.vatId).toBe(c.sellerVatId);
  });
});
