import { describe, expect, it } from 'vitest';
import { layout } from '../test-layout.ts';
import { ROLES_CASES } from './roles.cases.ts';
import { extractLines } from './scan.ts';

describe('column roles from the numbers (cases)', () => {
  for (const c of ROLES_CASES)
    it(c.name, () => {
      const items = extractLines(layout(c.rows), c.mark).filter((l) => !l.docLevel);
      expect(items.map((l) => [l.name, l.quantity, l.price, l.netAmount, l.vatRate])).toEqual(c.items);
    });
});
