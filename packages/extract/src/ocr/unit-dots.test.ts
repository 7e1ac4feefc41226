import { describe, expect, it } from 'vitest';
import { UNIT_DOT_CASES } from './unit-dots.cases.ts';
import { restoreUnitDots } from './unit-dots.ts';

describe('unit words whose dot the engine lost on some rows of a page (cases from two layouts)', () => {
  for (const c of UNIT_DOT_CASES)
    it(c.name, () => {
      const lines = c.rows.map((r) => ({ segments: r.map((text) => ({ text })) }));
      restoreUnitDots(lines);
      expect(lines.map((l) => l.segments[2]?.text)).toEqual(c.units);
    });
});
