/** CII VAT category rules (Z, E, AE, K, G, O) on the document: category codes as written. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { categoryInvoice } from '../testing.ts';
import { edit, errors } from '../xml-test-helpers.ts';

/** The document of one category, with edits in the lines part or the header settlement part. */
function doc(code: string) {
  const xml = writeCii(categoryInvoice(code), { profile: 'xrechnung' });
  const at = xml.indexOf('<ram:ApplicableHeaderTradeSettlement>');
  return {
    xml,
    lines: (from: RegExp, to: string) => edit(xml.slice(0, at), from, to) + xml.slice(at),
    header: (from: RegExp, to: string) => xml.slice(0, at) + edit(xml.slice(at), from, to),
  };
}
const CODE = (c: string) => new RegExp(`(<ram:ApplicableTradeTax>[\\s\\S]*?<ram:CategoryCode>)${c}<`);

describe('CII VAT category rules on category codes as written', () => {
  for (const [prefix, code] of [
    ['BR-E', 'E'],
    ['BR-Z', 'Z'],
    ['BR-AE', 'AE'],
    ['BR-IC', 'K'],
    ['BR-G', 'G'],
  ] as const) {
    it(`${prefix}: the valid document passes; a header code "${code} " is no breakdown, a line code "${code} " no use`, () => {
      const d = doc(code);
      expect(errors(d.xml).filter((id) => id.startsWith(`${prefix}-`))).toEqual([]);
      expect(errors(d.header(CODE(code), `$1${code} <`))).toContain(`${prefix}-01`);
      expect(errors(d.lines(CODE(code), `$1${code} <`))).toContain(`${prefix}-08`);
    });
  }
  it('BR-E-08: within ±1 in doubles, no line needed', () => {
    const d = doc('E');
    const at = d.xml.indexOf('<ram:ApplicableHeaderTradeSettlement>');
    const basis = /(<ram:ApplicableTradeTax>[\s\S]*?<ram:BasisAmount>)([0-9.]+)</.exec(d.xml.slice(at));
    const plus = (n: number) =>
      d.header(
        /(<ram:ApplicableTradeTax>[\s\S]*?<ram:BasisAmount>)[0-9.]+</,
        `$1${(Number(basis?.[2]) + n).toFixed(2)}<`,
      );
    expect(errors(plus(0.99))).not.toContain('BR-E-08');
    expect(errors(plus(1))).toContain('BR-E-08');
  });
  it('BR-O-11 … 14: a line or allowance code "O " is another category', () => {
    const d = doc('O');
    expect(errors(d.xml).filter((id) => id.startsWith('BR-O-'))).toEqual([]);
    expect(errors(d.lines(CODE('O'), '$1O <'))).toEqual(expect.arrayContaining(['BR-O-11', 'BR-O-12']));
    const ac = d.header(/(<ram:CategoryTradeTax>[\s\S]*?<ram:CategoryCode>)O</, '$1O <');
    expect(errors(ac)).toEqual(expect.arrayContaining(['BR-O-13', 'BR-O-14']));
  });
  it('-09: the zero tax rules of E, AE, K, G, O read only a header tax of type code VAT (any case); Z any', () => {
    const TAX =
      /(<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>)[^<]*(<\/ram:CalculatedAmount>\s*<ram:TypeCode>)VAT</;
    for (const [id, code] of [
      ['BR-E-09', 'E'],
      ['BR-AE-09', 'AE'],
      ['BR-IC-09', 'K'],
      ['BR-G-09', 'G'],
      ['BR-O-09', 'O'],
      ['BR-Z-09', 'Z'],
    ] as const) {
      const d = doc(code);
      expect(errors(d.header(TAX, '$11.00$2VAT<'))).toContain(id);
      expect(errors(d.header(TAX, '$11.00$2vat<'))).toContain(id);
      if (code === 'Z') expect(errors(d.header(TAX, '$11.00$2GST<'))).toContain(id);
      else expect(errors(d.header(TAX, '$11.00$2GST<'))).not.toContain(id);
    }
  });
  it('BR-IC-11 / 12: only a header K tax of type code VAT (as written); the elements need only exist', () => {
    const d = doc('K');
    const at = d.xml.indexOf('<ram:ApplicableHeaderTradeSettlement>');
    const type = (xml: string, t: string) =>
      xml.slice(0, at) +
      edit(xml.slice(at), /(<ram:ApplicableTradeTax>[\s\S]*?<ram:TypeCode>)VAT</, `$1${t}<`);
    const noCountry = edit(
      d.xml,
      /(<ram:ShipToTradeParty>[\s\S]*?)<ram:CountryID>[^<]*<\/ram:CountryID>/,
      '$1',
    );
    expect(errors(d.xml)).not.toContain('BR-IC-12');
    expect(errors(noCountry)).toContain('BR-IC-12');
    expect(errors(type(noCountry, ' VAT '))).not.toContain('BR-IC-12');
    expect(errors(type(noCountry, 'vat'))).toContain('BR-IC-12');
    const emptyCountry = edit(d.xml, /(<ram:ShipToTradeParty>[\s\S]*?<ram:CountryID>)[^<]*</, '$1<');
    expect(errors(emptyCountry)).not.toContain('BR-IC-12');
    const noDates = edit(
      edit(d.xml, /<ram:ActualDeliverySupplyChainEvent>[\s\S]*?<\/ram:ActualDeliverySupplyChainEvent>/, ''),
      /<ram:BillingSpecifiedPeriod>[\s\S]*?<\/ram:BillingSpecifiedPeriod>/,
      '',
    );
    expect(errors(d.xml)).not.toContain('BR-IC-11');
    expect(errors(noDates)).toContain('BR-IC-11');
    expect(errors(type(noDates, 'GST'))).not.toContain('BR-IC-11');
  });
});
