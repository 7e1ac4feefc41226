import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import {
  ACCOUNT_BESIDE_BIC_CASES,
  CS_SK_TOTALS_CASES,
  HOUR_UNIT_CASES,
  PT_NIF_CASES,
  SELLER_FOOTER_CASES,
  TITLE_NUMBER_CASES,
  US_SUITE_CASES,
  VALUE_LEFT_CASES,
  VOM_UNDER_TITLE_CASES,
} from './keys20.cases.ts';

describe('key-field rules of session 20 (cases from two layouts each)', () => {
  for (const c of TITLE_NUMBER_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.number).toBe(c.number);
    });
  for (const c of VALUE_LEFT_CASES)
    it(c.name, () => {
      const { number, issueDate } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({ number, issueDate }).toEqual(c.header);
    });
  for (const c of [...SELLER_FOOTER_CASES, ...US_SUITE_CASES])
    it(c.name, () => {
      const { seller } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({
        name: seller.name,
        street: seller.address.line1,
        postcode: seller.address.postalCode,
        city: seller.address.city,
      }).toEqual(c.seller);
    });
  for (const c of CS_SK_TOTALS_CASES)
    it(c.name, () => {
      const { totals, purchaseOrderReference } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({
        taxExclusive: totals.taxExclusive,
        vatTotal: totals.vatTotal,
        taxInclusive: totals.taxInclusive,
        amountDue: totals.amountDue,
        order: purchaseOrderReference,
      }).toEqual(c.totals);
    });
  for (const c of PT_NIF_CASES)
    it(c.name, () => {
      const { seller, buyer, dueDate } = extractInvoice(styledLayout(c.rows)).invoice;
      expect({
        sellerVat: seller.vatId,
        buyerVat: buyer.vatId,
        sellerCountry: seller.address.countryCode,
        buyerCountry: buyer.address.countryCode,
        due: dueDate,
      }).toEqual(c.ids);
    });
  for (const c of HOUR_UNIT_CASES)
    it(c.name, () => {
      const { lines } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(lines.map((l) => [l.quantity, l.unitCode])).toEqual(c.units);
    });
  for (const c of VOM_UNDER_TITLE_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.issueDate).toBe(c.issueDate);
    });
  for (const c of ACCOUNT_BESIDE_BIC_CASES)
    it(c.name, () => {
      const t = extractInvoice(styledLayout(c.rows)).invoice.paymentInstructions?.creditTransfers?.[0];
      expect({ accountId: t?.accountId, providerId: t?.providerId }).toEqual(c.account);
    });
});
