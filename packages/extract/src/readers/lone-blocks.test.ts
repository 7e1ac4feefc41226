import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { LONE_BLOCK_CASES } from './lone-blocks.cases.ts';

describe('labelled item blocks that do not multiply out, with no other item rows', () => {
  for (const c of LONE_BLOCK_CASES)
    it(c.name, () => {
      const { invoice } = extractInvoice(layout(c.rows));
      expect(invoice.lines.map((l) => [l.item.name, l.quantity, l.netAmount])).toEqual(c.lines);
    });
});
