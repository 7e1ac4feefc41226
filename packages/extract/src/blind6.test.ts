/**
 * Rules found with the sixth blind synthetic round (bench --templates blind6): English-language
 * invoices and international notations — SaaS subscriptions, UK limited companies, consultants'
 * day rows, date and amount notations, wrapped descriptions with SKU lines.
 */
import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { labelRe } from './labels.ts';
import { findDates, parseDate } from './parse/date.ts';
import { unitCode } from './parse/units.ts';
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

describe('units and labels of the blind6 layouts', () => {
  it('reads "each" as EA, Rec 20\'s name for it', () => {
    expect(unitCode('each')).toBe('EA');
    expect(unitCode('ea.')).toBe('EA');
    expect(unitCode('EA')).toBe('EA');
  });

  it.each([
    ['Total HT avant remise 19 718,16', 'lineNetTotal'],
    ['Montant HT brut 1.170,90', 'lineNetTotal'],
    ['Total before discount 1,170.90', 'lineNetTotal'],
    ['Totaal vóór korting 1.170,90', 'lineNetTotal'],
    ['Summe vor Rabatt 1.170,90', 'lineNetTotal'],
  ] as const)('%s → %s', (text, field) => {
    expect(labelRe(field).exec(text)?.index).toBe(0);
  });
});

describe('amounts before a discount on the whole invoice', () => {
  it('takes "Total HT avant remise" as the sum of the lines, "Total HT" after the discount', () => {
    const { invoice } = extractInvoice(
      layout([
        [40, 40, 'Nordform SAS'],
        [55, 40, '1 rue des Lilas'],
        [70, 40, '44000 Nantes'],
        [85, 40, 'N° TVA FR12345678901'],
        [70, 360, 'N° de facture'],
        [70, 480, 'F-2025-001'],
        [83, 360, 'Date de facture'],
        [83, 480, '03/11/2025'],
        [140, 40, 'Facturé à'],
        [153, 40, 'Blaumedia SARL'],
        [166, 40, '70 rue de la Paix'],
        [179, 40, '75002 Paris'],
        [224, 40, 'Désignation'],
        [224, 300, 'Qté'],
        [224, 380, 'Prix unitaire'],
        [224, 480, 'Montant HT'],
        [240, 40, 'Prestation de conseil'],
        [240, 300, '2'],
        [240, 380, '500,00 €'],
        [240, 480, '1 000,00 €'],
        [280, 320, 'Total HT avant remise'],
        [280, 480, '1 000,00 €'],
        [294, 320, 'Remise 5 %'],
        [294, 480, '(50,00 €)'],
        [308, 320, 'Total HT'],
        [308, 480, '950,00 €'],
        [322, 320, 'TVA 20%'],
        [322, 480, '190,00 €'],
        [336, 320, 'Total TTC'],
        [336, 480, '1 140,00 €'],
      ]),
    );
    expect(invoice.totals).toMatchObject({
      lineNetTotal: '1000.00',
      taxExclusive: '950.00',
      taxInclusive: '1140.00',
    });
  });
});

describe('the currency of a UK invoice printing none', () => {
  it('is sterling where the bank account is a sort code and account number', () => {
    const doc = (bank: string) =>
      layout([
        [40, 40, 'Harbour Print Ltd'],
        [55, 40, '12 Station Road'],
        [70, 40, 'Cardiff CF10 9AN'],
        [40, 400, 'INVOICE'],
        [80, 370, 'Invoice No:'],
        [80, 480, '4711'],
        [200, 40, 'Description'],
        [200, 400, 'Amount'],
        [214, 40, 'Office chairs'],
        [214, 400, '100.00'],
        [240, 330, 'Invoice Total'],
        [240, 480, '120.00'],
        [300, 40, bank],
      ]);
    expect(extractInvoice(doc('Sort code 12-34-56  Account no. 12345678')).invoice.currency).toBe('GBP');
    expect(extractInvoice(doc('Bank: see our website')).invoice.currency).toBe('EUR');
  });
});

describe('a zero rate named in the VAT column', () => {
  it.each(['Zero', 'Z', 'Zero-rated', 'Exempt'])('"%s" is the rate 0 of its line', (cell) => {
    const { invoice } = extractInvoice(
      layout([
        [40, 40, 'Harbour Print Ltd'],
        [55, 40, '12 Station Road'],
        [70, 40, 'Cardiff CF10 9AN'],
        [85, 40, 'VAT No: GB123456789'],
        [80, 370, 'Invoice No:'],
        [80, 480, '4711'],
        [93, 370, 'Invoice Date:'],
        [93, 480, '3 November 2025'],
        [140, 40, 'Invoice To:'],
        [153, 40, 'Bramley Supplies Limited'],
        [166, 40, '4 High Street'],
        [179, 40, 'Leeds LS28 6HD'],
        [224, 40, 'Description'],
        [224, 300, 'Qty'],
        [224, 360, 'Unit Price'],
        [224, 440, 'VAT Rate'],
        [224, 520, 'Amount'],
        [240, 40, 'Office chairs'],
        [240, 300, '2'],
        [240, 360, '50.00'],
        [240, 440, '20%'],
        [240, 520, '100.00'],
        [254, 40, 'Printed books'],
        [254, 300, '4'],
        [254, 360, '10.00'],
        [254, 440, cell],
        [254, 520, '40.00'],
        [290, 330, 'Subtotal'],
        [290, 520, '140.00'],
        [304, 330, 'Total VAT'],
        [304, 520, '20.00'],
        [318, 330, 'Invoice Total'],
        [318, 520, '£160.00'],
      ]),
    );
    expect(invoice.lines.map((l) => l.vatRate)).toEqual(['20', '0']);
    expect(invoice.vatBreakdown.map((v) => [v.rate, v.taxableAmount, v.taxAmount])).toEqual([
      ['20', '100.00', '20.00'],
      ['0', '40.00', '0.00'],
    ]);
  });
});

describe('slashed dates in a dollar invoice of a European seller', () => {
  // 30 days day first, 60 days month first: both usual terms
  it('reads them day first when a European VAT id is on the page', () => {
    const doc = (vat: string) =>
      layout([
        [40, 40, 'Liffey Labs Ltd'],
        [55, 40, '63 Patrick Street'],
        [70, 40, 'Dublin 2, D02 Y438'],
        [85, 40, vat],
        [70, 360, 'Invoice number'],
        [70, 480, '2025-0507'],
        [83, 360, 'Invoice date'],
        [83, 480, '06-Apr-2025'],
        [96, 360, 'Due date'],
        [96, 480, '06/05/2025'],
        [200, 40, 'Description'],
        [200, 480, 'Amount'],
        [214, 40, 'Consulting services'],
        [214, 480, 'USD 100.00'],
        [240, 330, 'Total'],
        [240, 480, 'USD 100.00'],
      ]);
    expect(extractInvoice(doc('VAT No. IE6920540A')).invoice).toMatchObject({
      issueDate: '2025-04-06',
      dueDate: '2025-05-06',
    });
    expect(extractInvoice(doc('Tel. 555 0100')).invoice).toMatchObject({
      issueDate: '2025-04-06',
      dueDate: '2025-06-05',
    });
  });

  it('reads a dollar sign before the amounts as a dollar document too', () => {
    const doc = layout([
      [40, 40, 'Vertex Tools Inc.'],
      [55, 40, '215 Vine St'],
      [70, 40, 'Scranton PA 18503'],
      [70, 360, 'Invoice number'],
      [70, 480, '2025-0507'],
      [83, 360, 'Invoice date'],
      [83, 480, '06-Apr-2025'],
      [96, 360, 'Due date'],
      [96, 480, '06/05/2025'],
      [200, 40, 'Description'],
      [200, 480, 'Amount'],
      [214, 40, 'Consulting services'],
      [214, 480, '$100.00'],
      [240, 330, 'Total'],
      [240, 480, '$ 100.00'],
    ]);
    expect(extractInvoice(doc).invoice.dueDate).toBe('2025-06-05');
  });
});

describe('English date notations', () => {
  it.each([
    ['03-Nov-2025', '2025-11-03'],
    ['3-Nov-25', '2025-11-03'],
    ['03/Nov/2025', '2025-11-03'],
    ['03/Nov/25', '2025-11-03'],
    ['3 Nov 25', '2025-11-03'],
    ['3rd of November 2025', '2025-11-03'],
    ['November 3rd, 2025', '2025-11-03'],
    ['3 Nov. 2025', '2025-11-03'],
    ['Nov 3, 2025', '2025-11-03'],
    ['2025/11/03', '2025-11-03'],
    ['3.11.2025', '2025-11-03'],
    ['03.11.25', '2025-11-03'],
  ])('%s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads no two-digit year from a month name followed by a count or an amount', () => {
    expect(findDates('Delivered 3 Nov 25 pcs')).toEqual([]);
    expect(findDates('Rent 1 Mar 25.50')).toEqual([]);
  });
});

describe('English words for the amount paid and the amount still due', () => {
  it.each([
    ['Amount outstanding 1,234.56', 'amountDue'],
    ['Outstanding balance 1,234.56', 'amountDue'],
    ['Balance to pay 1,234.56', 'amountDue'],
    ['Total payable 1,234.56', 'amountDue'],
    ['Less: deposit (500.00)', 'paidAmount'],
    ['Less payments received 500.00', 'paidAmount'],
    ['Less: amount paid -500.00', 'paidAmount'],
    ['Prepayment 500.00', 'paidAmount'],
  ] as const)('%s → %s', (text, field) => {
    expect(labelRe(field).exec(text)?.index).toBe(0);
  });

  it('takes a deposit printed in brackets off the total', () => {
    const { invoice } = extractInvoice(
      layout([
        [40, 40, 'Shannon Labs Ltd'],
        [55, 40, '47 Patrick Street'],
        [70, 40, 'Galway, H91 E512'],
        [85, 40, 'VAT No. IE6920540A'],
        [70, 360, 'Invoice No.'],
        [70, 480, 'INV-2025-7'],
        [83, 360, 'Invoice date'],
        [83, 480, '3 Nov 2025'],
        [200, 40, 'Description'],
        [200, 300, 'Qty'],
        [200, 380, 'Unit price'],
        [200, 480, 'Amount'],
        [214, 40, 'Design work'],
        [214, 300, '2'],
        [214, 380, '500.00'],
        [214, 480, '1,000.00'],
        [240, 330, 'Subtotal'],
        [240, 480, '1,000.00'],
        [254, 330, 'VAT 23%'],
        [254, 480, '230.00'],
        [268, 330, 'Total'],
        [268, 480, '1,230.00'],
        [282, 330, 'Less: deposit'],
        [282, 480, '(500.00)'],
        [296, 330, 'Amount outstanding'],
        [296, 480, 'EUR 730.00'],
      ]),
    );
    expect(invoice.totals).toMatchObject({
      taxInclusive: '1230.00',
      paidAmount: '500.00',
      amountDue: '730.00',
    });
  });
});
