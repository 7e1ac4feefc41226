/** BR-CO-11 / BR-CO-12 in CII on the document: indicator as cast, double sums, 0 ≠ -0. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { edit, errors } from '../xml-test-helpers.ts';

const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
const at = cii.indexOf('<ram:ApplicableHeaderTradeSettlement>');
/** Edit the header settlement part only. */
const header = (from: RegExp, to: string) => cii.slice(0, at) + edit(cii.slice(at), from, to);
const CHARGE = /(<udt:Indicator>true<\/udt:Indicator>\s*<\/ram:ChargeIndicator>\s*<ram:ActualAmount>)[^<]*</;

describe('CII BR-CO-11 / BR-CO-12 on the document', () => {
  it('the valid document passes', () => {
    expect(errors(cii)).not.toContain('BR-CO-11');
    expect(errors(cii)).not.toContain('BR-CO-12');
  });
  it('an allowance without ChargeIndicator is not summed (BR-CO-11 fires)', () => {
    const x = header(
      /<ram:ChargeIndicator>\s*<udt:Indicator>false<\/udt:Indicator>\s*<\/ram:ChargeIndicator>/,
      '',
    );
    expect(errors(x)).toContain('BR-CO-11');
  });
  it('a single charge of -0 does not sum to a total of 0, but to -0', () => {
    const minus0 = header(CHARGE, '$1-0<');
    expect(errors(edit(minus0, /<ram:ChargeTotalAmount>[^<]*</, '<ram:ChargeTotalAmount>0<'))).toContain(
      'BR-CO-12',
    );
    expect(errors(edit(minus0, /<ram:ChargeTotalAmount>[^<]*</, '<ram:ChargeTotalAmount>-0<'))).not.toContain(
      'BR-CO-12',
    );
  });
  it('the sum is a double: a charge of 1.005 rounds to 1.00', () => {
    const x = header(CHARGE, '$11.005<');
    expect(errors(edit(x, /<ram:ChargeTotalAmount>[^<]*</, '<ram:ChargeTotalAmount>1.00<'))).not.toContain(
      'BR-CO-12',
    );
    expect(errors(edit(x, /<ram:ChargeTotalAmount>[^<]*</, '<ram:ChargeTotalAmount>1.01<'))).toContain(
      'BR-CO-12',
    );
  });
  it('no monetary summation: not checked', () => {
    const x = edit(
      cii,
      /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>[\s\S]*?<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/,
      '',
    );
    expect(errors(x)).not.toContain('BR-CO-11');
    expect(errors(x)).not.toContain('BR-CO-12');
  });
});

describe('BR-CO-21 … 24 on the document: the reason element exists, even empty', () => {
  const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
  it('UBL: a document charge with an empty reason and no code holds BR-CO-22; without both it fires', () => {
    const charge =
      /(<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>true<\/cbc:ChargeIndicator>\s*)<cbc:AllowanceChargeReasonCode>[^<]*<\/cbc:AllowanceChargeReasonCode>\s*<cbc:AllowanceChargeReason>[^<]*<\/cbc:AllowanceChargeReason>/;
    expect(errors(edit(ubl, charge, '$1<cbc:AllowanceChargeReason/>'))).not.toContain('BR-CO-22');
    expect(errors(edit(ubl, charge, '$1'))).toContain('BR-CO-22');
  });
  it('CII: a document allowance with an empty reason and no code holds BR-CO-21', () => {
    const allowance = /<ram:ReasonCode>95<\/ram:ReasonCode>\s*<ram:Reason>[^<]*<\/ram:Reason>/;
    expect(errors(header(allowance, '<ram:Reason></ram:Reason>'))).not.toContain('BR-CO-21');
    expect(errors(header(allowance, ''))).toContain('BR-CO-21');
  });
});

describe('CII BR-CO-14 / BR-CO-18 in their official contexts', () => {
  const TAX_TOTAL = /(<ram:TaxTotalAmount currencyID="EUR">)[^<]*</;
  it('BR-CO-14: a wrong total in the invoice currency fires', () => {
    expect(errors(edit(cii, TAX_TOTAL, '$199.99<'))).toContain('BR-CO-14');
  });
  it('BR-CO-14: no total whose currencyID equals the currency code as written: nothing is checked', () => {
    const lower = edit(
      edit(cii, TAX_TOTAL, '$199.99<'),
      /<ram:InvoiceCurrencyCode>EUR</,
      '<ram:InvoiceCurrencyCode>eur<',
    );
    expect(errors(lower)).not.toContain('BR-CO-14');
    expect(errors(lower)).toContain('BR-CL-04');
    const other = edit(
      cii,
      /<ram:TaxTotalAmount currencyID="EUR">[^<]*</,
      '<ram:TaxTotalAmount currencyID="CHF">99.99<',
    );
    expect(errors(other)).not.toContain('BR-CO-14');
  });
  it('BR-CO-18: without a VAT breakdown it fires only when there are line items', () => {
    const noBreakdown = cii.replace(
      /<ram:ApplicableTradeTax>(?:(?!<ram:ApplicableTradeTax>)[\s\S])*?<ram:CategoryCode>[^<]*<\/ram:CategoryCode>(?:(?!<ram:ApplicableTradeTax>)[\s\S])*?<\/ram:ApplicableTradeTax>/g,
      (m, offset: number) => (offset > at ? '' : m),
    );
    expect(noBreakdown).not.toBe(cii);
    expect(errors(noBreakdown)).toContain('BR-CO-18');
    const noLines = noBreakdown.replace(
      /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>\s*(?=<ram:ApplicableHeaderTradeAgreement>|<ram:IncludedSupplyChainTradeLineItem>)/g,
      '',
    );
    expect(noLines).not.toContain('<ram:IncludedSupplyChainTradeLineItem>');
    expect(errors(noLines)).not.toContain('BR-CO-18');
    expect(errors(noLines)).toContain('BR-16');
  });
});
