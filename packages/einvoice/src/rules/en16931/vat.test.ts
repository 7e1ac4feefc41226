import { describe, expect, it } from 'vitest';
import { validateModel } from '../engine.ts';
import { firedIds, runCase } from '../testing.ts';
import { CATEGORIES, VAT_CASES } from './vat.cases.ts';

describe('VAT category rules (BR-S/Z/E/AE/IC/G/O/AF/AG/B)', () => {
  for (const c of CATEGORIES) {
    it(`a valid invoice with category ${c.code} passes every rule`, () => {
      const r = validateModel(c.base(), { scenario: 'xrechnung' });
      expect(firedIds(r)).toEqual([]);
    });
  }
  for (const c of VAT_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
});
