import { describe, expect, it } from 'vitest';
import { validateModel } from '../engine.ts';
import { baselineInvoice } from '../fixtures.ts';
import { firedIds, runCase } from '../testing.ts';
import { BR_CASES } from './br.cases.ts';

describe('EN 16931 core rules (BR-xx)', () => {
  it('the baseline invoice passes every rule', () => {
    const r = validateModel(baselineInvoice(), { scenario: 'xrechnung' });
    expect(r.messages).toEqual([]);
    expect(r.accepted).toBe(true);
  });
  for (const c of BR_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
});
