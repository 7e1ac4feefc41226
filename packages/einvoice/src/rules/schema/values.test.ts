import { describe, expect, it } from 'vitest';
import { base64Octets, normalize, validLiteral, valueLength } from './values.ts';

/** the slow, reference path the fast base64 check must agree with whenever it says "valid" */
function reference(raw: string): number {
  const v = normalize('base64Binary', raw);
  return validLiteral('base64Binary', v) ? valueLength('base64Binary', v) : -1;
}

describe('base64Octets (fast path of the schema check)', () => {
  const cases = [
    '',
    'QUJD',
    'QUI=',
    'QQ==',
    'QR==',
    'QUJ=',
    'QUJDRA',
    'QU JD\n RA==\r\n',
    ' QUJD ',
    'QUJD=',
    'QUJD===',
    'QU=D',
    '====',
    'QUJD\u00a0',
    'QUJ$',
    'QUJDRA==  ',
    `${'QUJD'.repeat(5000)}\n${'QUJD'.repeat(5000)}`,
  ];
  it.each(cases)('agrees with normalize + validLiteral + valueLength on %j', (raw) => {
    const fast = base64Octets(raw);
    const ref = reference(raw);
    if (fast >= 0) expect(fast).toBe(ref);
    else expect(ref === -1 || raw.length > 0).toBe(true);
  });
  it('accepts valid literals and rejects invalid ones', () => {
    expect(base64Octets('QUJD')).toBe(3);
    expect(base64Octets('QQ==')).toBe(1);
    expect(base64Octets('QR==')).toBe(-1); // unused bits not zero
    expect(base64Octets('QUJD=')).toBe(-1);
    expect(base64Octets('QU=D')).toBe(-1);
  });
});
