import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { findHeaders } from '../table.ts';
import { styledLayout } from '../test-layout.ts';
import { INDUSTRY28_CASES } from './industry28.cases.ts';

describe('industry supplier invoices of session 28 (cases from two layouts each)', () => {
  for (const c of INDUSTRY28_CASES)
    it(c.name, () => {
      const doc = styledLayout(c.rows, 1.2);
      if (c.kinds) expect(findHeaders(doc)[0]?.columns.map((k) => k.kind)).toEqual(c.kinds);
      const inv = extractInvoice(doc).invoice;
      expect(
        inv.lines.map((l) => [l.item.name, l.quantity, l.unitCode, l.price.netPrice, l.netAmount]),
      ).toEqual(c.lines);
    });
});
