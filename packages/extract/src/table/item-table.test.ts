import { describe, expect, it } from 'vitest';
import { layout } from '../test-layout.ts';
import { ITEM_TABLE_CASES } from './item-table.cases.ts';
import { extractLines } from './scan.ts';

describe('item-table reader (cases)', () => {
  for (const c of ITEM_TABLE_CASES)
    it(c.name, () => {
      const items = extractLines(layout(c.rows), c.mark).filter((l) => !l.docLevel);
      expect(items.map((l) => [l.name, l.quantity, l.price, l.netAmount])).toEqual(c.items);
    });
});
