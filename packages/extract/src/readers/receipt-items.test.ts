import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { NOT_RECEIPT_ROWS, RECEIPT_CASES } from './receipt-items.cases.ts';
import { readReceiptItems } from './receipt-items.ts';

describe('reader receipt-items (cases from two layouts)', () => {
  for (const c of RECEIPT_CASES)
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
      expect(
        lines.map((l) => [l.item.name, l.quantity, l.unitCode, l.price.netPrice, l.netAmount].map(String)),
      ).toEqual(c.items);
    });

  it('reads no items from a "4,8 × 300 mm" that does not multiply out', () => {
    expect(readReceiptItems(styledLayout(NOT_RECEIPT_ROWS).lines, ',')).toEqual([]);
  });
});
