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

describe("a consultant's day rows", () => {
  const rows = (qty: string[]) =>
    layout([
      [40, 40, 'Limmat Advisory GmbH'],
      [55, 40, 'Seestrasse 4'],
      [70, 40, '8001 Zürich'],
      [70, 360, 'Invoice'],
      [70, 480, 'INV-2025-042'],
      [83, 360, 'Invoice date'],
      [83, 480, '2025-11-03'],
      [140, 40, 'Client'],
      [153, 40, 'Polar Data AG'],
      [166, 40, 'Marktgasse 9'],
      [179, 40, '3011 Bern'],
      [224, 40, 'Date'],
      [224, 110, 'Description'],
      [224, 340, 'Hours'],
      [224, 420, 'Rate'],
      [224, 520, 'Amount'],
      [240, 40, '2025-10-06'],
      [240, 110, 'Workshop preparation'],
      [240, 340, qty[0] as string],
      [240, 420, '120.00'],
      [240, 520, '780.00'],
      [254, 40, '2025-10-07'],
      [254, 110, 'Workshop delivery'],
      [254, 340, qty[1] as string],
      [254, 420, '120.00'],
      [254, 520, '960.00'],
      [290, 340, 'Net total'],
      [290, 520, '1,740.00'],
      [304, 340, 'VAT 8.1%'],
      [304, 520, '140.94'],
      [318, 340, 'Total CHF'],
      [318, 520, '1,880.94'],
    ]);

  it('reads quantities with the unit run on ("6.5h", "8hrs")', () => {
    const { invoice } = extractInvoice(rows(['6.5h', '8hrs']));
    expect(invoice.lines.map((l) => [l.item.name, l.quantity, l.unitCode])).toEqual([
      ['Workshop preparation', '6.5', 'HUR'],
      ['Workshop delivery', '8', 'HUR'],
    ]);
  });

  it('takes the document word as the number label over the issue-date label ("Invoice | INV-…")', () => {
    expect(extractInvoice(rows(['6.5 h', '8 h'])).invoice.number).toBe('INV-2025-042');
  });
});
