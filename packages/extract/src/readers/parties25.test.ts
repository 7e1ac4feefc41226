import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { PARTIES25_CASES } from './parties25.cases.ts';

describe('seller addresses of session 25 (cases from two layouts)', () => {
  for (const c of PARTIES25_CASES)
    it(c.name, () => {
      const { seller } = extractInvoice(styledLayout(c.rows)).invoice;
      const { line1, postalCode, city } = seller.address;
      expect([seller.name, line1, postalCode, city]).toEqual(c.seller);
    });
});
