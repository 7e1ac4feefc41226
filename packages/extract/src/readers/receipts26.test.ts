import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { pagedLayout, styledLayout } from '../test-layout.ts';
import { RECEIPT_CASES, RECEIPT_KEY_CASES, RECEIPT_SHOP_CASES } from './receipts26.cases.ts';

describe('till receipts of session 26 (cases from two layouts each)', () => {
  for (const c of RECEIPT_CASES)
    it(c.name, () => {
      const inv = extractInvoice(c.page2 ? pagedLayout([c.rows, c.page2]) : styledLayout(c.rows)).invoice;
      expect(inv.lines.map((l) => [l.item.name, l.quantity, l.unitCode, l.vatRate])).toEqual(c.lines);
    });
  for (const c of RECEIPT_KEY_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect([inv.seller.name, inv.number]).toEqual(c.keys);
    });
  for (const c of RECEIPT_SHOP_CASES)
    it(c.name, () => {
      const { seller } = extractInvoice(styledLayout(c.rows)).invoice;
      const a = seller.address;
      expect([seller.name, a.line1, a.postalCode, a.city]).toEqual(c.shop);
    });
});
