import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { UNHEADED_QTY_CASES } from './unheaded.cases.ts';

describe('items without a table head, a quantity line under a row (cases from two layouts)', () => {
  for (const c of UNHEADED_QTY_CASES)
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
      expect(
        lines.map((l) => [l.item.name, l.quantity, l.unitCode, l.price.netPrice, l.netAmount].map(String)),
      ).toEqual(c.items);
    });
});
