import { emptyInvoice, emptyLine } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import {
  checkValue,
  crossChecks,
  fieldForPath,
  formPaths,
  lineIndex,
  prepareInvoice,
  totalsDiff,
} from './model.ts';

function sample() {
  const inv = emptyInvoice();
  const l = emptyLine('1');
  l.quantity = '2';
  l.price.netPrice = '50.00';
  inv.lines = [l];
  return inv;
}

describe('review form model helpers', () => {
  it('computes totals, and keeps hand-edited VAT rows when asked', () => {
    const auto = prepareInvoice(sample(), true);
    expect(auto.totals.taxInclusive).toBe('119.00');
    expect(auto.vatBreakdown).toHaveLength(1);
    const inv = sample();
    inv.vatBreakdown = [{ categoryCode: 'S', rate: '19', taxableAmount: '100.00', taxAmount: '20.00' }];
    const manual = prepareInvoice(inv, false);
    expect(manual.vatBreakdown[0]?.taxAmount).toBe('20.00');
    expect(manual.totals.taxInclusive).toBe('120.00');
  });
  it('reports totals of the PDF that disagree with the calculation', () => {
    const extracted = sample();
    extracted.totals = {
      lineNetTotal: '100.00',
      taxExclusive: '100.00',
      taxInclusive: '118.00',
      amountDue: '0.00',
    };
    const diff = totalsDiff(extracted, prepareInvoice(sample(), true));
    expect(diff).toEqual([{ key: 'taxInclusive', found: '118.00', expected: '119.00' }]);
  });
  it('checks single values', () => {
    expect(checkValue('date', '2024-02-30')).toBe('date');
    expect(checkValue('date', '2024-02-29')).toBeUndefined();
    expect(checkValue('amount', '12,50')).toBe('amount');
    expect(checkValue('rate', '119')).toBe('rate');
    expect(checkValue('iban', 'DE02120300000000202051')).toBeUndefined();
    expect(checkValue('country', 'XX')).toBe('country');
    expect(checkValue('leitweg', '04011000-1234512345-07')).toBe('leitwegCheck');
    expect(checkValue('leitweg', '04011000-1234512345-06')).toBeUndefined();
    expect(checkValue('leitweg', 'PO-4711 Einkauf')).toBeUndefined();
    expect(checkValue('email', '')).toBeUndefined();
  });
  it('checks dates across fields', () => {
    const inv = sample();
    inv.issueDate = '2024-05-02';
    inv.dueDate = '2024-05-01';
    expect(crossChecks(inv, '2024-06-01')).toEqual({ dueDate: 'dueBeforeIssue' });
    expect(crossChecks(inv, '2024-05-01')).toEqual({ issueDate: 'futureDate', dueDate: 'dueBeforeIssue' });
  });
  it('maps rule paths to form fields', () => {
    const paths = formPaths(sample());
    expect(fieldForPath('seller.contact.email', paths)).toBe('seller.contact.email');
    expect(fieldForPath('paymentInstructions', paths)).toBe('paymentInstructions.typeCode');
    expect(fieldForPath('buyer.electronicAddress', paths)).toBe('buyer.electronicAddress.value');
    expect(fieldForPath('lines[0].item', paths)).toBe('lines[0].item.name');
    expect(fieldForPath('lines[0].price.baseQuantity', paths)).toBe('lines[0].price.netPrice');
    expect(fieldForPath('', paths)).toBe('number');
    expect(lineIndex('lines[3].quantity')).toBe(3);
  });
});
