import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { DANISH_HEADER_CASES, LEGAL_FORM_CASES } from './keys19.cases.ts';

describe('key-field rules of session 19 (cases from two layouts each)', () => {
  for (const c of DANISH_HEADER_CASES)
    it(c.name, () => {
      const { invoice } = extractInvoice(styledLayout(c.rows));
      expect({
        number: invoice.number,
        typeCode: invoice.typeCode,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        currency: invoice.currency,
        vatTotal: invoice.totals.vatTotal,
        taxInclusive: invoice.totals.taxInclusive,
      }).toEqual(c.header);
    });
  for (const c of LEGAL_FORM_CASES)
    it(c.name, () => {
      const { seller } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({
        name: seller.name,
        street: seller.address.line1,
        postcode: seller.address.postalCode,
        city: seller.address.city,
      }).toEqual(c.seller);
    });
});
