import { describe, expect, it } from 'vitest';
import { validateModel } from '../engine.ts';
import { baselineInvoice } from '../fixtures.ts';
import { firedIds, runCase } from '../testing.ts';
import { CATEGORIES, VAT_CASES } from './vat.cases.ts';
import { doubleExact } from './vat-category.ts';

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

describe('BR-S-08 tolerance as the official stylesheet computes it (UBL)', () => {
  const run = (lineNet: string, taxable: string) => {
    const i = baselineInvoice();
    const line = i.lines[1];
    const b = i.vatBreakdown[1];
    if (!line || !b) throw new Error('baseline has two lines and two breakdown entries');
    line.netAmount = lineNet;
    b.taxableAmount = taxable;
    return firedIds(validateModel(i, { scenario: 'xrechnung', syntax: 'ubl', documentType: 'Invoice' }));
  };
  it('doubleExact gives the exact value of a double', () => {
    expect(doubleExact(314.86 + 1)).toBe('315.8600000000000136424205265939235687255859375');
    expect(doubleExact(2)).toBe('2');
  });
  it('Σ = taxable + 1 holds where the double 314.86 + 1 is above 315.86 (KoSIT accepts it)', () => {
    expect(run('315.86', '314.86')).not.toContain('BR-S-08');
    expect(run('315.87', '314.86')).toContain('BR-S-08');
    expect(run('314.86', '314.86')).not.toContain('BR-S-08');
  });
});
