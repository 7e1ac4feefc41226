/**
 * Rules found with the sixth blind synthetic round (bench --templates blind6): English-language
 * invoices and international notations — SaaS subscriptions, UK limited companies, consultants'
 * day rows, date and amount notations, wrapped descriptions with SKU lines.
 */
import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { parsePostcodeLine } from './parties.ts';
import { layout } from './test-layout.ts';

describe('UK postcodes without the space', () => {
  it.each([
    ['Leeds LS286HD', 'Leeds', 'LS286HD'],
    ['Cardiff CF109AN', 'Cardiff', 'CF109AN'],
    ['Birmingham B28AA', 'Birmingham', 'B28AA'],
    ['London EC1A1BB', 'London', 'EC1A1BB'],
    ['London EC1A 1BB', 'London', 'EC1A 1BB'],
  ])('%s', (text, city, postcode) => {
    expect(parsePostcodeLine(text)).toMatchObject({ city, postcode, country: 'GB' });
  });

  it('reads seller and buyer of a UK invoice, the post town above a postcode without its space', () => {
    const { invoice } = extractInvoice(
      layout([
        [40, 40, 'Harbour Print Ltd'],
        [62, 40, '12 Station Road'],
        [75, 40, 'Cardiff'],
        [88, 40, 'CF109AN'],
        [101, 40, 'VAT Registration No: GB 123 4567 89'],
        [40, 420, 'INVOICE'],
        [80, 370, 'Invoice No:'],
        [80, 480, '4711'],
        [93, 370, 'Invoice Date:'],
        [93, 480, '03/11/2025'],
        [160, 40, 'Invoice To:'],
        [173, 40, 'Bramley Supplies Limited'],
        [186, 40, 'Unit 4, Riverside Park'],
        [199, 40, 'Leeds LS286HD'],
        [246, 40, 'Description'],
        [246, 320, 'Qty'],
        [246, 400, 'Unit Price'],
        [246, 500, 'Amount'],
        [264, 40, 'Office chairs'],
        [264, 320, '2'],
        [264, 400, '50.00'],
        [264, 500, '100.00'],
        [300, 330, 'Subtotal'],
        [300, 500, '100.00'],
        [314, 330, 'Total VAT'],
        [314, 500, '20.00'],
        [328, 330, 'Invoice Total'],
        [328, 500, '£120.00'],
      ]),
    );
    expect(invoice.seller).toMatchObject({
      name: 'Harbour Print Ltd',
      address: { line1: '12 Station Road', city: 'Cardiff', postalCode: 'CF109AN', countryCode: 'GB' },
    });
    expect(invoice.buyer).toMatchObject({
      name: 'Bramley Supplies Limited',
      address: { line1: 'Unit 4, Riverside Park', city: 'Leeds', postalCode: 'LS286HD', countryCode: 'GB' },
    });
    expect(invoice.issueDate).toBe('2025-11-03');
  });
});
