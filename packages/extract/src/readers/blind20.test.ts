import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import {
  CREDIT_NUMBER_CASES,
  EXEMPT_CELL_CASES,
  FEE_LIST_CASES,
  SURCHARGE_ROW_CASES,
} from './blind20.cases.ts';

describe('rules of the held-out set blind20 (cases from two layouts each)', () => {
  for (const c of SURCHARGE_ROW_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.vatBreakdown.map((v) => [v.rate, v.taxableAmount, v.taxAmount])).toEqual(c.breakdown);
      expect(inv.lines.map((l) => l.vatRate)).toEqual(c.rates);
    });
  for (const c of FEE_LIST_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.lines.map((l) => [l.item.name, l.netAmount])).toEqual(c.lines);
    });
  for (const c of CREDIT_NUMBER_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.number).toBe(c.number);
    });
  for (const c of EXEMPT_CELL_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.lines.map((l) => [l.vatCategoryCode, l.vatRate])).toEqual(c.lines);
      const rows = inv.vatBreakdown.map((v) => [v.categoryCode, v.rate, v.taxableAmount, v.taxAmount]);
      expect(rows).toEqual(c.breakdown);
    });
});
