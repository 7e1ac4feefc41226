import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { parsePostcodeLine } from '../parties.ts';
import { styledLayout } from '../test-layout.ts';
import { CITY_POSTCODE_CASES, NOT_CITY_POSTCODE } from './city-postcode.cases.ts';

describe('town, then a European postcode (cases from two layouts each)', () => {
  for (const c of CITY_POSTCODE_CASES)
    it(c.name, () => {
      const p = extractInvoice(styledLayout(c.rows)).invoice[c.party];
      const a = p.address;
      expect([p.name, a.line1, a.postalCode, a.city, a.countryCode]).toEqual(c.expected);
    });

  for (const t of NOT_CITY_POSTCODE)
    it(`"${t}" is no town and postcode`, () => {
      expect(parsePostcodeLine(t)).toBeUndefined();
    });
});
