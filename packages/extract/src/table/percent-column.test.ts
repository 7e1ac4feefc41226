import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { PERCENT_COLUMN_CASES } from './percent-column.cases.ts';

describe('a column of 100,00 is no quantity or price per 100 units (cases from two layouts)', () => {
  for (const c of PERCENT_COLUMN_CASES)
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
      expect(lines.map((l) => [l.quantity, l.price.baseQuantity, l.netAmount])).toEqual(
        c.nets.map((n) => ['1', undefined, n]),
      );
    });
});
