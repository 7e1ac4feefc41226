/** UBL VAT category rules on the document: every cac:ClassifiedTaxCategory counts, sub-lines too. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { categoryInvoice } from '../testing.ts';
import { edit, errors } from '../xml-test-helpers.ts';

const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });

/** Every line and document allowance/charge category set to `code` (the breakdown is kept). */
function usesOnly(code: string): string {
  const lines = edit(ubl, /(<cac:ClassifiedTaxCategory>\s*<cbc:ID>)[A-Z]+(<)/g, `$1${code}$2`);
  return edit(
    lines,
    /(<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>[^<]*<\/cbc:ChargeIndicator>[\s\S]*?<cac:TaxCategory>\s*<cbc:ID>)[A-Z]+(<)/g,
    `$1${code}$2`,
  );
}

/** A sub-line (Extension) with the category `code` in the first invoice line. */
function withSubLine(xml: string, code: string): string {
  return edit(
    xml,
    /<\/cac:InvoiceLine>/,
    `<cac:SubInvoiceLine><cbc:ID>1.1</cbc:ID><cbc:InvoicedQuantity unitCode="H87">1</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">0.00</cbc:LineExtensionAmount><cac:Item><cbc:Name>Teil</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>${code}</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">0.00</cbc:PriceAmount></cac:Price></cac:SubInvoiceLine></cac:InvoiceLine>`,
  );
}

describe('UBL VAT category rules on every cac:ClassifiedTaxCategory', () => {
  it('BR-S-01: a sub-line of category S is a use of S', () => {
    const noS = usesOnly('E');
    expect(errors(noS)).toContain('BR-S-01'); // an S breakdown without any use
    expect(errors(withSubLine(noS, 'S'))).not.toContain('BR-S-01');
  });
  it('BR-AF-01 / BR-AG-01: a sub-line of category L / M needs a breakdown of it', () => {
    expect(errors(ubl)).not.toContain('BR-AF-01');
    expect(errors(withSubLine(ubl, 'L'))).toContain('BR-AF-01');
    expect(errors(withSubLine(ubl, 'M'))).toContain('BR-AG-01');
  });
  it('BR-O-12: with an O breakdown, a sub-line of another category fires', () => {
    const o = edit(usesOnly('O'), /(<cac:TaxSubtotal>[\s\S]*?<cac:TaxCategory>\s*<cbc:ID>)E(<)/, '$1O$2');
    expect(errors(o)).not.toContain('BR-O-12');
    expect(errors(withSubLine(o, 'S'))).toContain('BR-O-12');
  });
  it('BR-B-02: split payment with a sub-line of category S', () => {
    const b = usesOnly('B');
    expect(errors(b)).not.toContain('BR-B-02');
    expect(errors(withSubLine(b, 'S'))).toContain('BR-B-02');
  });
});

describe('-10 exemption reason on the document: the element exists, even empty', () => {
  it('UBL: an empty reason of an E breakdown is given (BR-E-10 holds); none fires', () => {
    const noCode = edit(ubl, /<cbc:TaxExemptionReasonCode>[^<]*<\/cbc:TaxExemptionReasonCode>\s*/, '');
    const empty = edit(noCode, /(<cac:TaxSubtotal>[\s\S]*?<cbc:TaxExemptionReason>)[^<]*</, '$1<');
    expect(errors(empty)).not.toContain('BR-E-10');
    expect(errors(edit(noCode, /<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>\s*/, ''))).toContain(
      'BR-E-10',
    );
  });
  it('UBL: an empty reason of an S breakdown is given (BR-S-10 fires)', () => {
    const s = edit(
      ubl,
      /(<cac:TaxSubtotal>[\s\S]*?<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>19<\/cbc:Percent>)/,
      '$1<cbc:TaxExemptionReason/>',
    );
    expect(errors(s)).toContain('BR-S-10');
  });
  it('CII: an empty reason of an E breakdown is given, of an S breakdown forbidden', () => {
    const at = cii.indexOf('<ram:ApplicableHeaderTradeSettlement>');
    const header = (from: RegExp, to: string) => cii.slice(0, at) + edit(cii.slice(at), from, to);
    const noCode = /<ram:ExemptionReasonCode>[^<]*<\/ram:ExemptionReasonCode>/;
    const e = header(noCode, '');
    expect(errors(e.replace(/(<ram:ExemptionReason>)[^<]*</, '$1<'))).not.toContain('BR-E-10');
    expect(errors(e.replace(/<ram:ExemptionReason>[^<]*<\/ram:ExemptionReason>/, ''))).toContain('BR-E-10');
    const s = header(
      /(<ram:TypeCode>VAT<\/ram:TypeCode>)(\s*<ram:BasisAmount>90)/,
      '$1<ram:ExemptionReason/>$2',
    );
    expect(errors(s)).toContain('BR-S-10');
  });
});

describe('CII BR-S-01 and BR-S-08 on the document: category codes as written', () => {
  const at = cii.indexOf('<ram:ApplicableHeaderTradeSettlement>');
  it('the valid document passes', () => {
    expect(errors(cii)).not.toContain('BR-S-01');
    expect(errors(cii)).not.toContain('BR-S-08');
  });
  it('BR-S-01: a header code " S" is no S breakdown', () => {
    const x =
      cii.slice(0, at) +
      edit(cii.slice(at), /(<ram:ApplicableTradeTax>[\s\S]*?<ram:CategoryCode>)S</, '$1 S<');
    expect(errors(x)).toContain('BR-S-01');
  });
  it('BR-S-08: a line code "S " is not summed into the S breakdown', () => {
    const x =
      edit(cii.slice(0, at), /(<ram:SpecifiedLineTradeSettlement>[\s\S]*?<ram:CategoryCode>)S</, '$1S <') +
      cii.slice(at);
    expect(errors(x)).toContain('BR-S-08');
  });
  it('UBL BR-S-08 reads the S subtotals of every tax total (a second one is checked too)', () => {
    const second = (taxable: string) =>
      edit(
        ubl,
        /<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="USD">18.50<\/cbc:TaxAmount>\s*<\/cac:TaxTotal>/,
        `<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">17.10</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">${taxable}</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">17.10</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>`,
      );
    expect(errors(ubl)).not.toContain('BR-S-08');
    expect(errors(second('90.00'))).not.toContain('BR-S-08');
    // within ±1 (exclusive) of the sum, as the official test compares
    expect(errors(second('90.99'))).not.toContain('BR-S-08');
    expect(errors(second('91.00'))).toContain('BR-S-08');
    expect(errors(second('400.00'))).toContain('BR-S-08');
  });
  it('UBL BR-S-08: the ±1 bounds are the exact decimals of doubles (a sum exactly 1 above can hold)', () => {
    // the S line at 320.86 less the document allowance of 5.00: the S sum is 315.86
    const withTaxable = (taxable: string) =>
      edit(
        edit(ubl, /(<cbc:LineExtensionAmount currencyID="EUR">)95\.00</, '$1320.86<'),
        /(<cbc:TaxableAmount currencyID="EUR">)90\.00</,
        `$1${taxable}<`,
      );
    expect(errors(withTaxable('315.86'))).not.toContain('BR-S-08');
    // double(314.86) + 1 is 315.86000000000001364…, above the sum: holds (as the official validator says)
    expect(errors(withTaxable('314.86'))).not.toContain('BR-S-08');
    // double(316.86) − 1 is the same double, above the sum: fails
    expect(errors(withTaxable('316.86'))).toContain('BR-S-08');
    expect(errors(withTaxable('314.85'))).toContain('BR-S-08');
  });
  it('UBL BR-IC-11: any element in the invoicing period counts (a description code alone)', () => {
    const k = writeUbl(categoryInvoice('K'), { profile: 'xrechnung' });
    const noDate = edit(k, /\s*<cbc:ActualDeliveryDate>[^<]*<\/cbc:ActualDeliveryDate>/, '');
    const period = (inner: string) =>
      edit(
        noDate,
        /<cac:InvoicePeriod>[\s\S]*?<\/cac:InvoicePeriod>/,
        `<cac:InvoicePeriod>${inner}</cac:InvoicePeriod>`,
      );
    expect(errors(noDate)).not.toContain('BR-IC-11');
    expect(errors(period('<cbc:DescriptionCode>35</cbc:DescriptionCode>'))).not.toContain('BR-IC-11');
    expect(errors(period(''))).toContain('BR-IC-11');
    expect(
      errors(
        edit(period(''), /(<cac:Delivery>)/, '$1<cbc:ActualDeliveryDate>2024-02-15</cbc:ActualDeliveryDate>'),
      ),
    ).not.toContain('BR-IC-11');
  });
});
