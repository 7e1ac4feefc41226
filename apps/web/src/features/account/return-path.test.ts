import { describe, expect, it } from 'vitest';
import { isSafeReturnPath } from './return-path.ts';

describe('return path', () => {
  it('accepts paths of the app in either language', () => {
    expect(isSafeReturnPath('/en/pdf-to-xrechnung')).toBe(true);
    expect(isSafeReturnPath('/de/profile?tab=keys#api')).toBe(true);
    expect(isSafeReturnPath('/de')).toBe(true);
  });
  it('refuses other sites and odd paths', () => {
    expect(isSafeReturnPath('https://evil.example/en/x')).toBe(false);
    expect(isSafeReturnPath('//evil.example/en')).toBe(false);
    expect(isSafeReturnPath('/fr/convert')).toBe(false);
    expect(isSafeReturnPath('/en\\@evil')).toBe(false);
    expect(isSafeReturnPath('/english')).toBe(false);
  });
});
