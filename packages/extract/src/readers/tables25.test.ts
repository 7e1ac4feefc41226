import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { pagedLayout, styledLayout } from '../test-layout.ts';
import { TABLES25_CASES } from './tables25.cases.ts';
import { TABLES26_CASES } from './tables26.cases.ts';

describe('item tables of sessions 25 and 26 (cases from two layouts each)', () => {
  for (const c of [...TABLES25_CASES, ...TABLES26_CASES])
    it(c.name, () => {
      const inv = extractInvoice(c.page2 ? pagedLayout([c.rows, c.page2]) : styledLayout(c.rows)).invoice;
      expect(
        inv.lines.map((l) => [l.item.name, l.quantity, l.price.netPrice, l.netAmount, l.vatRate]),
      ).toEqual(c.lines);
      if (c.ids) expect(inv.lines.map((l) => l.id)).toEqual(c.ids);
      if (c.units) expect(inv.lines.map((l) => l.unitCode)).toEqual(c.units);
    });
});
