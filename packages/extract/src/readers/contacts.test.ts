import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../index.ts';
import { layout } from '../test-layout.ts';
import { CONTACT_CASES } from './contacts.cases.ts';
import { DELIVERY_CASES } from './delivery-date.cases.ts';
import { detectDeliveryDate } from './delivery-date.ts';

describe('contacts reader (cases)', () => {
  for (const c of CONTACT_CASES)
    it(c.name, () => {
      const { invoice } = extractInvoice(layout(c.rows));
      expect(invoice.seller.contact).toEqual(c.seller);
      expect(invoice.buyer.contact).toEqual(c.buyer);
    });

  it('gives each contact value a confidence and the position it was read at', () => {
    const { fields } = extractInvoice(layout(CONTACT_CASES[0]?.rows ?? []));
    expect(fields['seller.contact.telephone']?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(fields['seller.contact.telephone']?.source?.y).toBe(210);
    expect(fields['seller.contact.email']?.source?.y).toBe(222);
  });
});

describe('delivery-date reader (cases)', () => {
  for (const c of DELIVERY_CASES)
    it(c.name, () => {
      expect(detectDeliveryDate(layout(c.rows), c.mdy)?.value).toBe(c.date);
    });

  it('writes BT-72 into the invoice', () => {
    const { invoice, fields } = extractInvoice(layout(DELIVERY_CASES[0]?.rows ?? []));
    expect(invoice.delivery?.actualDeliveryDate).toBe('2026-09-18');
    expect(fields['delivery.actualDeliveryDate']?.source?.y).toBe(162);
  });
});
