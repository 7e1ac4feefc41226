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
