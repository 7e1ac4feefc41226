import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc, type TextItem } from '../layout.ts';
import { PARTY_ROWS_CASES, type PagedRow } from './party-rows.cases.ts';

/** A layout of several A4 pages (10 pt, 5 pt per character). */
function paged(rows: PagedRow[]) {
  const items: TextItem[] = rows.map(([page, y, x, text]) => ({
    page,
    text,
    x,
    y,
    w: text.length * 5,
    h: 10,
    size: 10,
  }));
  const n = Math.max(...rows.map((r) => r[0]));
  return buildDoc(
    items,
    Array.from({ length: n }, () => ({ width: 595, height: 842 })),
  );
}

describe("form rows: a party's fields from the rows first printed (two invoices of the official view)", () => {
  for (const c of PARTY_ROWS_CASES)
    it(c.name, () => {
      const inv = extractInvoice(paged(c.rows)).invoice;
      expect(inv.buyer.name).toBe(c.buyer);
      expect(inv.seller.name).toBe(c.seller);
    });
});
