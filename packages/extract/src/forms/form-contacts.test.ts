import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { layout } from '../test-layout.ts';
import { FORM_CONTACT_CASES } from './form-contacts.cases.ts';

describe("the parties' contacts as form rows", () => {
  it.each(FORM_CONTACT_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { invoice } = extractInvoice(layout(c.rows));
    expect(invoice.seller.contact).toEqual(c.seller);
    expect(invoice.buyer.contact).toEqual(c.buyer);
  });
});
