import { describe, expect, it } from 'vitest';
import {
  isBic,
  isEmail,
  isGln,
  isIban,
  isPhone,
  normalizeVatId,
  suggestSchemes,
  valueFitsScheme,
} from './checks.ts';

describe('field checks', () => {
  it('IBAN: mod 97 and country length', () => {
    expect(isIban('DE02120300000000202051')).toBe(true);
    expect(isIban('DE02 1203 0000 0000 2020 51')).toBe(true);
    expect(isIban('DE02120300000000202052')).toBe(false);
    expect(isIban('DE0212030000000020205')).toBe(false);
    expect(isIban('NL91ABNA0417164300')).toBe(true);
    expect(isIban('hello')).toBe(false);
  });
  it('BIC shape', () => {
    expect(isBic('BYLADEM1001')).toBe(true);
    expect(isBic('DEUTDEFF')).toBe(true);
    expect(isBic('DEUTDE')).toBe(false);
    expect(isBic('1EUTDEFF')).toBe(false);
  });
  it('e-mail and phone (BR-DE-28, BR-DE-27)', () => {
    expect(isEmail('a@b.de')).toBe(true);
    expect(isEmail('a@@b.de')).toBe(false);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
    expect(isPhone('+49 30 1')).toBe(true);
    expect(isPhone('12')).toBe(false);
  });
  it('GLN check digit', () => {
    expect(isGln('4000001000005')).toBe(true);
    expect(isGln('4000001000006')).toBe(false);
  });
});

describe('electronic address scheme suggestion', () => {
  const top = (v: string) => suggestSchemes(v)[0];
  it('suggests EM, 0204, 0088, 9930 by shape with a confidence', () => {
    expect(top('rechnung@firma.de')).toEqual({ scheme: 'EM', confidence: 0.98 });
    expect(top('04011000-1234512345-06')?.scheme).toBe('0204');
    expect(top('04011000-1234512345-06')?.confidence).toBeGreaterThan(0.9);
    expect(top('04011000-1234512345-07')).toEqual({ scheme: '0204', confidence: 0.55 });
    expect(top('4000001000005')?.scheme).toBe('0088');
    expect(top('DE123456789')?.scheme).toBe('9930');
    expect(top('NL123456789B01')?.scheme).toBe('9944');
    expect(top('0088:4000001000005')?.scheme).toBe('0088');
    expect(suggestSchemes('')).toEqual([]);
    expect(suggestSchemes('just words')).toEqual([]);
  });
  it('says whether a value fits the chosen scheme', () => {
    expect(valueFitsScheme('x@y.de', 'EM')).toBe(true);
    expect(valueFitsScheme('DE123456789', 'EM')).toBe(false);
    expect(valueFitsScheme('04011000-1234512345-06', '0204')).toBe(true);
    expect(valueFitsScheme('x@y.de', '0204')).toBe(false);
    expect(valueFitsScheme('DE123456789', '9930')).toBe(true);
    expect(valueFitsScheme('FR123456789', '9930')).toBe(false);
    expect(valueFitsScheme('anything', '0007')).toBeUndefined();
  });
});

describe('VAT ids and BIC countries', () => {
  it('normalises VAT ids and checks their country format', () => {
    expect(normalizeVatId('DE 123 456 789')).toBe('DE123456789');
    expect(normalizeVatId('ATU12345678')).toBe('ATU12345678');
    expect(normalizeVatId('MK4051718394534')).toBe('MK4051718394534');
    expect(normalizeVatId('EU372209508')).toBe('EU372209508');
    expect(normalizeVatId('MK405171839453')).toBeUndefined();
    expect(normalizeVatId('NL123456789B01')).toBe('NL123456789B01');
    expect(normalizeVatId('DE12345678')).toBeUndefined();
    expect(normalizeVatId('XX123456789')).toBeUndefined();
  });

  it('rejects BICs whose country part is not an ISO 3166 country', () => {
    expect(isBic('COBADEFFXXX')).toBe(true);
    expect(isBic('COBAXXFF')).toBe(false);
  });
});
