import { describe, expect, it } from 'vitest';
import { firedIds, runCase } from '../testing.ts';
import { BR_CO_CASES } from './br-co.cases.ts';

describe('EN 16931 calculation and conditional rules (BR-CO-xx)', () => {
  for (const c of BR_CO_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
});
