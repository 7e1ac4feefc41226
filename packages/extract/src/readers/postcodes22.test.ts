import { describe, expect, it } from 'vitest';
import { parsePostcodeLine } from '../parties.ts';

/**
 * Lithuanian postcodes keep their "LT-" (session 22), as Luxembourg's keep their "L-": the
 * prefix is part of the postcode there. Lines of blind30 lt2's seller block and of a hand-made
 * Vilnius address with the country after the town; a German "D-" stays a country mark.
 */
describe('postcodes with their country prefix', () => {
  it.each([
    ['LT-92294 Klaipėda', { postcode: 'LT-92294', city: 'Klaipėda', country: 'LT' }],
    ['LT-01103 Vilnius, Lietuva', { postcode: 'LT-01103', city: 'Vilnius', country: 'LT' }],
    ['L-1855 Luxembourg', { postcode: 'L-1855', city: 'Luxembourg', country: 'LU' }],
    ['D-10115 Berlin', { postcode: '10115', city: 'Berlin', country: 'DE' }],
  ])('%s', (line, want) => {
    expect(parsePostcodeLine(line)).toMatchObject(want);
  });
});
