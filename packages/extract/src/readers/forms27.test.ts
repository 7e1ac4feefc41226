import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { pagedLayout, styledLayout } from '../test-layout.ts';
import {
  BRACKET_BASE_CASES,
  CAPTION_GUARD_CASES,
  DOTTED_LIST_CASES,
  FORMS27_CASES,
  SHEET_CASES,
} from './forms27.cases.ts';

describe('forms of session 27 (cases from two layouts each)', () => {
  for (const c of FORMS27_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows, 1.2)).invoice;
      const t = inv.totals;
      expect([
        inv.number,
        inv.issueDate,
        inv.dueDate,
        inv.purchaseOrderReference,
        inv.buyer.name,
        inv.buyer.address.line1,
        t.taxExclusive,
        t.vatTotal,
        t.taxInclusive,
      ]).toEqual(c.expect);
    });
  for (const c of SHEET_CASES)
    it(c.name, () => {
      const { seller: s, buyer: b } = extractInvoice(styledLayout(c.rows)).invoice;
      const f = (p: typeof s | typeof b) => [p.name, p.address.line1, p.address.postalCode, p.address.city];
      expect([...f(s), ...f(b)]).toEqual(c.parties);
    });
  for (const c of DOTTED_LIST_CASES)
    it(c.name, () => {
      const inv = extractInvoice(pagedLayout(c.pages)).invoice;
      expect(inv.lines.map((l) => [l.item.name, l.netAmount])).toEqual(c.lines);
    });
  for (const c of BRACKET_BASE_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.vatBreakdown.map((r) => [r.rate, r.taxableAmount, r.taxAmount])).toEqual(c.vat);
    });
  for (const c of CAPTION_GUARD_CASES)
    it(c.name, () => {
      const { seller, buyer } = extractInvoice(styledLayout(c.rows)).invoice;
      expect([seller.name, buyer.name, buyer.address.postalCode]).toEqual(c.parties);
    });
});
