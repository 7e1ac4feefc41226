import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { countryCode, unitCode } from '../parse/units.ts';
import { styledLayout } from '../test-layout.ts';
import {
  COUNTRY31_CASES,
  FIELD_LIST31_CASES,
  HEADING31_CASES,
  TAX_NUMBER31_CASES,
  UNIT31_CASES,
} from './parties31.cases.ts';

describe('tax numbers of session 24 languages', () => {
  for (const c of TAX_NUMBER31_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.seller.taxRegistrationId).toBe(c.taxNumber);
    });
});

describe('seller and buyer headings of session 24 languages', () => {
  for (const c of HEADING31_CASES)
    it(c.name, () => {
      const { seller, buyer } = extractInvoice(styledLayout(c.rows)).invoice;
      expect([seller.name, buyer.name]).toEqual([c.seller, c.buyer]);
    });
});

describe('country names and unit words of session 24 languages', () => {
  it('reads the country names', () => {
    expect(COUNTRY31_CASES.map(([n]) => [n, countryCode(n)])).toEqual(COUNTRY31_CASES);
  });
  it('reads the unit words', () => {
    expect(UNIT31_CASES.map(([w]) => [w, unitCode(w)])).toEqual(UNIT31_CASES);
  });
});

describe('party field lists of session 24 languages ("Địa chỉ:", "Alamat:")', () => {
  for (const c of FIELD_LIST31_CASES)
    it(c.name, () => {
      const { buyer } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({
        name: buyer.name,
        street: buyer.address.line1,
        postcode: buyer.address.postalCode,
        city: buyer.address.city,
        country: buyer.address.countryCode,
      }).toEqual(c.buyer);
    });
});
