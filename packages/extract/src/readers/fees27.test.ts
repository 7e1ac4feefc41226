import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { DATED_ROWS_CASES, FEE_CASES, QTY_IN_NAME_CASES, UK_ACCOUNT_CASES } from './fees27.cases.ts';

describe('fee invoices of session 27 (cases from two layouts each)', () => {
  for (const c of FEE_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.lines.map((l) => l.vatRate)).toEqual(Array(c.lines).fill(c.rate));
      const t = inv.totals;
      expect([t.taxExclusive, t.vatTotal, t.taxInclusive, t.amountDue]).toEqual(c.totals);
    });
  for (const c of QTY_IN_NAME_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.lines.map((l) => [l.quantity, l.unitCode, l.price?.netPrice])).toEqual(c.lines);
    });
  for (const c of UK_ACCOUNT_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.paymentInstructions?.creditTransfers?.[0]?.accountId).toBe(c.account);
    });
  for (const c of DATED_ROWS_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(inv.lines.map((l) => [l.item.name, l.quantity, l.unitCode, l.netAmount])).toEqual(c.lines);
      expect(inv.seller.address.line1).toBe(c.street);
    });
});
