// ZUGFeRD 1.0 documents written for these tests (see zugferd1.fixtures.ts), read through the D16B
// translation into the same model a ZUGFeRD 2 document gives.
import { describe, expect, it } from 'vitest';
import { writeInvoice } from '../convert.ts';
import { readInvoice } from '../read.ts';
import { validateXml } from '../validate.ts';
import { ZUGFERD1_COMFORT as COMFORT } from './zugferd1.fixtures.ts';

describe('ZUGFeRD 1.0', () => {
  it('reads a COMFORT invoice into the model: header, parties, payment, VAT, lines', () => {
    const r = readInvoice(COMFORT);
    if (!r.ok) throw new Error(r.error.message);
    const inv = r.invoice;
    expect(r.syntax).toBe('cii');
    expect(r.specificationIdentifier).toBe('urn:ferd:CrossIndustryDocument:invoice:1p0:comfort');
    expect([inv.number, inv.issueDate, inv.typeCode, inv.currency]).toEqual([
      'ZF1-2017-0815',
      '2017-03-14',
      '380',
      'EUR',
    ]);
    expect(inv.buyerReference).toBe('KD-4711');
    expect(inv.purchaseOrderReference).toBe('B-99');
    // the original invoice (TypeCode OI) is the preceding invoice reference
    expect(inv.precedingInvoices).toEqual([{ number: 'ZF1-2017-0700', issueDate: '2017-02-20' }]);
    expect(inv.seller.name).toBe('Bürobedarf Lindner GmbH');
    expect(inv.seller.vatId).toBe('DE811234567');
    expect(inv.seller.address).toMatchObject({ line1: 'Gartenweg 3', postalCode: '04109', city: 'Leipzig' });
    expect(inv.buyer.name).toBe('Stadtwerke Pirna');
    expect(inv.paymentInstructions?.typeCode).toBe('58');
    expect(inv.paymentInstructions?.remittanceInformation).toBe('ZF1-2017-0815');
    expect(inv.paymentInstructions?.creditTransfers?.[0]).toMatchObject({
      accountId: 'DE02120300000000202051',
      providerId: 'BYLADEM1001',
    });
    expect(inv.dueDate).toBe('2017-03-28');
    expect(inv.paymentTerms).toBe('Zahlbar innerhalb von 14 Tagen ohne Abzug.');
    expect(inv.vatBreakdown.map((v) => [v.categoryCode, v.rate, v.taxableAmount, v.taxAmount])).toEqual([
      ['S', '7.00', '40.00', '2.80'],
      ['S', '19.00', '126.90', '24.11'],
    ]);
    expect(inv.totals).toMatchObject({
      lineNetTotal: '160.00',
      chargeTotal: '6.90',
      taxExclusive: '166.90',
      vatTotal: '26.91',
      taxInclusive: '193.81',
      amountDue: '193.81',
    });
  });

  it('maps the logistics service charge to a document charge and the text-only line to a note', () => {
    const r = readInvoice(COMFORT);
    if (!r.ok) throw new Error(r.error.message);
    const inv = r.invoice;
    expect(inv.charges).toHaveLength(1);
    expect(inv.charges[0]).toMatchObject({
      amount: '6.90',
      reason: 'Versandkosten',
      vatCategoryCode: 'S',
      vatRate: '19.00',
    });
    expect(inv.lines.map((l) => [l.id, l.item.name, l.quantity, l.netAmount, l.vatRate])).toEqual([
      ['2', 'Ordner A4 breit', '40', '120.00', '19.00'],
      ['3', 'Kaffee 500 g', '8', '40.00', '7.00'],
    ]);
    expect(inv.notes.map((n) => n.text)).toEqual([
      'Vielen Dank für Ihren Auftrag.',
      'Lieferung gemäß Rahmenvertrag 12/2016:',
    ]);
  });

  it('converts to an EN 16931 UBL invoice that validates, and back to CII', () => {
    const r = readInvoice(COMFORT);
    if (!r.ok) throw new Error(r.error.message);
    for (const syntax of ['ubl', 'cii'] as const) {
      const out = writeInvoice(r.invoice, syntax, 'en16931');
      const v = validateXml(out);
      expect(v.report.messages.filter((m) => m.level === 'error').map((m) => m.id)).toEqual([]);
      expect(v.report.accepted).toBe(true);
    }
  });

  it('BASIC without line ids and amount due: lines get their positions, due = grand total − prepaid', () => {
    const basic = COMFORT.replace(':comfort<', ':basic<')
      .replace(
        /<ram:AssociatedDocumentLineDocument><ram:LineID>\d<\/ram:LineID><\/ram:AssociatedDocumentLineDocument>/g,
        '',
      )
      .replace(
        /<ram:TotalPrepaidAmount currencyID="EUR">0.00/,
        '<ram:TotalPrepaidAmount currencyID="EUR">50.00',
      )
      .replace(/\s*<ram:DuePayableAmount[^>]*>[^<]*<\/ram:DuePayableAmount>/, '');
    const r = readInvoice(basic);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.invoice.lines.map((l) => l.id)).toEqual(['1', '2']);
    expect(r.invoice.totals.paidAmount).toBe('50.00');
    expect(r.invoice.totals.amountDue).toBe('143.81');
  });

  it('the validator still finds no XRechnung/EN 16931 scenario for it (rejected, as the official validator does), but returns the invoice', () => {
    const v = validateXml(COMFORT);
    expect(v.report.accepted).toBe(false);
    expect(v.report.messages.map((m) => m.id)).toContain('NO-SCENARIO');
    expect(v.invoice?.number).toBe('ZF1-2017-0815');
  });
});
