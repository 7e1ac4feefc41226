/** -05 … -07 on the document: only categories with the tax scheme (UBL) / type code (CII) VAT. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { categoryInvoice } from '../testing.ts';
import { edit, errors } from '../xml-test-helpers.ts';

const ubl = () => writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const cii = () => writeCii(validKitchenSink('380'), { profile: 'xrechnung' });

// UBL: the first line category, the first document allowance / charge category (rate 0, scheme as given)
const UBL_LINE =
  /(<cac:ClassifiedTaxCategory>[\s\S]*?<cbc:Percent>)[^<]*(<\/cbc:Percent>[\s\S]*?<cac:TaxScheme>\s*<cbc:ID>)VAT/;
const ublAc = (charge: boolean) =>
  new RegExp(
    `(<cac:AllowanceCharge>\\s*<cbc:ChargeIndicator>${charge}[\\s\\S]*?<cac:TaxCategory>[\\s\\S]*?<cbc:Percent>)[^<]*(</cbc:Percent>[\\s\\S]*?<cac:TaxScheme>\\s*<cbc:ID>)VAT`,
  );
// CII: the first line tax, the first header allowance / charge tax (type code as given, rate 0)
const CII_LINE =
  /(<ram:SpecifiedLineTradeSettlement>\s*<ram:ApplicableTradeTax>\s*<ram:TypeCode>)VAT([\s\S]*?<ram:RateApplicablePercent>)[^<]*/;
const ciiAc = (charge: boolean) =>
  new RegExp(
    `(<ram:SpecifiedTradeAllowanceCharge>\\s*<ram:ChargeIndicator>\\s*<udt:Indicator>${charge}[\\s\\S]*?<ram:CategoryTradeTax>\\s*<ram:TypeCode>)VAT([\\s\\S]*?<ram:RateApplicablePercent>)[^<]*`,
  );

describe('VAT rate rules (-05 … -07) read the tax scheme of each category', () => {
  it('the kitchen sinks pass', () => {
    for (const x of [ubl(), cii()]) expect(errors(x).filter((id) => /^BR-S-0[567]$/.test(id))).toEqual([]);
  });
  it('UBL: rate 0 in an S category fires only with the scheme VAT', () => {
    const cases: [RegExp, string][] = [
      [UBL_LINE, 'BR-S-05'],
      [ublAc(false), 'BR-S-06'],
      [ublAc(true), 'BR-S-07'],
    ];
    for (const [re, id] of cases) {
      expect(errors(edit(ubl(), re, '$10$2VAT'))).toContain(id);
      expect(errors(edit(ubl(), re, '$10$2 vat '))).toContain(id);
      expect(errors(edit(ubl(), re, '$10$2GST'))).not.toContain(id);
    }
  });
  it('CII: rate 0 in an S category fires only with the type code VAT (any case)', () => {
    const cases: [RegExp, string][] = [
      [CII_LINE, 'BR-S-05'],
      [ciiAc(false), 'BR-S-06'],
    ];
    for (const [re, id] of cases) {
      expect(errors(edit(cii(), re, '$1VAT$20'))).toContain(id);
      expect(errors(edit(cii(), re, '$1vat$20'))).toContain(id);
      expect(errors(edit(cii(), re, '$1GST$20'))).not.toContain(id);
    }
  });
  it('CII: a Z line rate 7 fires BR-Z-05 only with the type code VAT', () => {
    const xml = writeCii(categoryInvoice('Z'), { profile: 'xrechnung' });
    const line =
      /(<ram:SpecifiedLineTradeSettlement>\s*<ram:ApplicableTradeTax>\s*<ram:TypeCode>)VAT([\s\S]*?<ram:RateApplicablePercent>)[^<]*/;
    expect(errors(edit(xml, line, '$1VAT$27'))).toContain('BR-Z-05');
    expect(errors(edit(xml, line, '$1GST$27'))).not.toContain('BR-Z-05');
  });
  it('UBL: an E line rate 7 fires BR-E-05 only with the scheme VAT', () => {
    const xml = writeUbl(categoryInvoice('E'), { profile: 'xrechnung' });
    expect(errors(edit(xml, UBL_LINE, '$17$2VAT'))).toContain('BR-E-05');
    expect(errors(edit(xml, UBL_LINE, '$17$2GST'))).not.toContain('BR-E-05');
  });
});
