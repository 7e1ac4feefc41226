import { describe, expect, it } from 'vitest';
import { firedIds, runCase } from '../testing.ts';
import { BR_DEC_CASES } from './br-dec.cases.ts';

describe('EN 16931 decimal rules (BR-DEC-xx)', () => {
  for (const c of BR_DEC_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
});
