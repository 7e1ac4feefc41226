import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { CONTAINED_RATE_CASES, LEGACY27_CASES, RECEIPT_HEAD_CASES } from './legacy27.cases.ts';

type Inv = ReturnType<typeof extractInvoice>['invoice'];
type Read = Inv['seller'] | Inv['buyer'];
const fields = (p: Read) => [
  p.name,
  p.address.line1,
  p.address.postalCode,
  p.address.city,
  p.address.countryCode,
];

describe('line-printer invoices of session 27 (cases from two layouts each)', () => {
  for (const c of LEGACY27_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(fields(inv.seller)).toEqual(c.seller);
      expect(fields(inv.buyer)).toEqual(c.buyer);
      if (c.doc) expect([inv.typeCode, inv.number]).toEqual(c.doc);
    });
  for (const c of RECEIPT_HEAD_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      expect(fields(inv.seller)).toEqual(c.seller);
      expect(inv.buyer.name ?? '').toBe('');
    });
  for (const c of CONTAINED_RATE_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      const row = inv.vatBreakdown[0];
      expect([inv.vatBreakdown.length, row?.rate, row?.taxableAmount, row?.taxAmount]).toEqual([1, ...c.vat]);
      expect(inv.lines.map((l) => l.netAmount)).toEqual(c.nets);
      expect(inv.lines.map((l) => l.vatRate)).toEqual(c.nets.map(() => c.vat[0]));
    });
});
