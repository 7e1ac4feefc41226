import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { LEGACY27_CASES } from './legacy27.cases.ts';

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
});
