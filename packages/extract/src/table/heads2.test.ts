import { describe, expect, it } from 'vitest';
import { layout } from '../test-layout.ts';
import { HEADS2_CASES } from './heads2.cases.ts';
import { extractLines } from './scan.ts';

describe('a header of column words checked against the numbers under it (cases)', () => {
  for (const c of HEADS2_CASES)
    it(c.name, () => {
      const items = extractLines(layout(c.rows), c.mark).filter((l) => !l.docLevel);
      expect(items.map((l) => [l.name, l.quantity, l.price, l.netAmount, l.vatRate])).toEqual(c.items);
    });
});
