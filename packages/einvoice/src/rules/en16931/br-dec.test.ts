import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { validateXml } from '../../validate.ts';
import { firedIds, runCase } from '../testing.ts';
import { BR_DEC_CASES } from './br-dec.cases.ts';

describe('EN 16931 decimal rules (BR-DEC-xx)', () => {
  for (const c of BR_DEC_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
});

/** element, value written in the document, the rule that fires (none: undefined), which occurrence */
type Row = [string, string, string | undefined, number?];

describe('BR-DEC-xx on the document: decimals counted as written', () => {
  const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
  const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
  const errors = (xml: string) =>
    validateXml(xml)
      .report.messages.filter((m) => m.level === 'error' && m.id.startsWith('BR-DEC'))
      .map((m) => m.id)
      .sort();
  /** the `nth` element written `<name …>value<` (0-based) gets a trailing space */
  const space = (xml: string, name: string, value: string, nth = 0) => {
    const re = new RegExp(`(<${name}(?: [^>]*)?>${value.replace('.', '\\.')})<`, 'g');
    let n = 0;
    const out = xml.replace(re, (all, head: string) => (n++ === nth ? `${head} <` : all));
    expect(out).not.toBe(xml);
    return out;
  };

  it('the valid documents have no decimal errors', () => {
    expect(errors(ubl)).toEqual([]);
    expect(errors(cii)).toEqual([]);
  });

  it.each([
    ['cbc:Amount', '15.00', 'BR-DEC-01'],
    ['cbc:BaseAmount', '150.00', 'BR-DEC-02'],
    ['cbc:TaxableAmount', '90.00', 'BR-DEC-19'],
    ['cbc:LineExtensionAmount', '295.00', 'BR-DEC-09'],
    ['cbc:TaxExclusiveAmount', '290.00', 'BR-DEC-12'],
    ['cbc:TaxInclusiveAmount', '307.10', 'BR-DEC-14'],
    ['cbc:AllowanceTotalAmount', '15.00', 'BR-DEC-10'],
    ['cbc:ChargeTotalAmount', '10.00', 'BR-DEC-11'],
    ['cbc:PrepaidAmount', '7.10', 'BR-DEC-16'],
    ['cbc:PayableRoundingAmount', '0.00', 'BR-DEC-17'],
    ['cbc:PayableAmount', '300.00', 'BR-DEC-18'],
    ['cbc:LineExtensionAmount', '95.00', 'BR-DEC-23'],
    ['cbc:Amount', '10.00', 'BR-DEC-05'],
    ['cbc:Amount', '10.00', 'BR-DEC-24', 1],
    ['cbc:BaseAmount', '100.00', 'BR-DEC-25'],
    ['cbc:Amount', '5.00', 'BR-DEC-27'],
  ] as Row[])('UBL %s "%s " fires %s', (name, value, id, nth = 0) => {
    expect(errors(space(ubl, name, value, nth))).toEqual([id]);
  });

  it('UBL: the allowance indicator is cast to a boolean; a leading space adds no decimals', () => {
    // " false " still selects BR-DEC-01
    const ws = ubl.replace('<cbc:ChargeIndicator>false<', '<cbc:ChargeIndicator> false <');
    expect(errors(space(ws, 'cbc:Amount', '15.00'))).toEqual(['BR-DEC-01']);
    // a leading space does not add decimals
    expect(errors(ubl.replace('>295.00<', '> 295.00<'))).toEqual([]);
  });

  it.each([
    ['ram:LineTotalAmount', '95.00', 'BR-DEC-23'],
    ['ram:LineTotalAmount', '295.00', 'BR-DEC-09'],
    ['ram:ChargeTotalAmount', '10.00', 'BR-DEC-11'],
    ['ram:AllowanceTotalAmount', '15.00', 'BR-DEC-10'],
    ['ram:TaxBasisTotalAmount', '290.00', 'BR-DEC-12'],
    ['ram:RoundingAmount', '0.00', 'BR-DEC-17'],
    ['ram:GrandTotalAmount', '307.10', 'BR-DEC-14'],
    ['ram:TotalPrepaidAmount', '7.10', 'BR-DEC-16'],
    ['ram:DuePayableAmount', '300.00', 'BR-DEC-18'],
    ['ram:CalculatedAmount', '17.10', 'BR-DEC-20'],
    ['ram:BasisAmount', '90.00', 'BR-DEC-19'],
    ['ram:BasisAmount', '150.00', 'BR-DEC-02'],
    ['ram:ActualAmount', '15.00', 'BR-DEC-01'],
    ['ram:ActualAmount', '10.00', 'BR-DEC-24'],
    ['ram:BasisAmount', '100.00', 'BR-DEC-25'],
    ['ram:ActualAmount', '10.00', 'BR-DEC-05', 1],
    ['ram:ActualAmount', '5.00', 'BR-DEC-27', 1],
    // a price discount (BT-147) is no line allowance
    ['ram:ActualAmount', '5.00', undefined, 0],
  ] as Row[])('CII %s "%s " fires %s', (name, value, id, nth = 0) => {
    expect(errors(space(cii, name, value, nth))).toEqual(id ? [id] : []);
  });

  it('CII: the indicator is compared as written ("false " selects no allowance rule)', () => {
    const ws = cii.replace(
      /(<ram:ChargeIndicator>\s*<udt:Indicator>false)(<\/udt:Indicator>\s*<\/ram:ChargeIndicator>\s*<ram:CalculationPercent>10<\/ram:CalculationPercent>\s*<ram:BasisAmount>150\.00)/,
      '$1 $2',
    );
    expect(ws).not.toBe(cii);
    expect(errors(space(ws, 'ram:BasisAmount', '150.00'))).toEqual([]);
  });
});
