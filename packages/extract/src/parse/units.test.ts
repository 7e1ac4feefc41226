import { describe, expect, it } from 'vitest';
import { unitCode } from './units.ts';

describe('unitCode', () => {
  it('reads unit words and Rec 20 codes printed as such', () => {
    expect(unitCode('Stk')).toBe('H87');
    expect(unitCode('kg')).toBe('KGM');
    // a code printed in the quantity cell ("15 XBC- unknown unit"), with a trailing dash or dot
    expect(unitCode('XBC-')).toBe('XBC');
    expect(unitCode('XPX')).toBe('XPX');
    expect(unitCode('KWH')).toBe('KWH');
  });
  it('takes no other capitals for a unit', () => {
    // not Rec 20 codes
    expect(unitCode('EUR')).toBeUndefined();
    expect(unitCode('VAT')).toBeUndefined();
    expect(unitCode('TVA')).toBeUndefined();
    // codes only in capitals; words of two letters only from the word list
    expect(unitCode('xbc')).toBeUndefined();
    expect(unitCode('ZZ')).toBeUndefined();
  });
});
