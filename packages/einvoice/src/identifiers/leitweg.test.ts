import { describe, expect, it } from 'vitest';
import { isLeitwegId, leitwegCheckDigits, leitwegProblem, mod97 } from './leitweg.ts';

describe('Leitweg-ID', () => {
  it('computes the check digits of the format specification example', () => {
    // KoSIT format spec: 04011000-1234512345 → 06 (04011000123451234500 mod 97 = 92; 98 − 92)
    expect(mod97('04011000123451234500')).toBe(92);
    expect(leitwegCheckDigits('04011000-1234512345')).toBe('06');
    expect(isLeitwegId('04011000-1234512345-06')).toBe(true);
  });
  it('replaces letters by 10..35 (case does not matter)', () => {
    expect(leitwegCheckDigits('991-33333TEST')).toBe('33');
    expect(isLeitwegId('991-33333TEST-33')).toBe(true);
    expect(isLeitwegId('991-33333test-33')).toBe(true);
  });
  it('accepts ids without fine addressing', () => {
    const check = leitwegCheckDigits('04011000');
    expect(isLeitwegId(`04011000-${check}`)).toBe(true);
  });
  it('tells format errors from wrong check digits', () => {
    expect(leitwegProblem('04011000-1234512345-07')).toBe('checkDigit');
    expect(leitwegProblem('04011000-12345-03')).toBeUndefined();
    expect(leitwegProblem('0401100012345')).toBe('format');
    expect(leitwegProblem('1-12345-03')).toBe('format'); // coarse part needs 2..12 digits
    expect(leitwegProblem('04011000-12_45-03')).toBe('format');
    expect(leitwegProblem(`04011000-${'A'.repeat(31)}-03`)).toBe('format');
    expect(leitwegProblem('')).toBe('format');
  });
  it('catches every single-digit typo of a valid id', () => {
    const id = '04011000-1234512345-06';
    for (let i = 0; i < id.length; i++) {
      if (id[i] === '-') continue;
      const d = Number(id[i]);
      const typo = `${id.slice(0, i)}${(d + 1) % 10}${id.slice(i + 1)}`;
      expect(isLeitwegId(typo), typo).toBe(false);
    }
  });
});
