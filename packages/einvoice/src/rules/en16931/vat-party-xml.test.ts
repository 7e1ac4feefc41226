/** VAT category party rules (-02 … -04) on the document: identifier elements that exist, even empty. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { writeUbl } from '../../ubl/write.ts';
import { categoryInvoice } from '../testing.ts';
import { edit, errors } from '../xml-test-helpers.ts';

const ubl = (code: string) => writeUbl(categoryInvoice(code), { profile: 'xrechnung' });
const cii = (code: string) => writeCii(categoryInvoice(code), { profile: 'xrechnung' });
/** Edit inside the seller party only. */
const SELLER =
  /<cac:AccountingSupplierParty>[\s\S]*?<\/cac:AccountingSupplierParty>|<ram:SellerTradeParty>[\s\S]*?<\/ram:SellerTradeParty>/;
const seller = (xml: string, from: RegExp, to: string) => {
  const out = xml.replace(SELLER, (m) => m.replace(from, to));
  expect(out).not.toBe(xml);
  return out;
};
const ids = (prefix: string) => ['02', '03', '04'].map((n) => `${prefix}-${n}`);

describe('VAT category party rules on the document', () => {
  it('Z (UBL): an empty seller VAT identifier exists; none fires', () => {
    const x = ubl('Z');
    expect(errors(x).filter((id) => id.startsWith('BR-Z-0'))).toEqual([]);
    const empty = seller(x, /(<cac:PartyTaxScheme>\s*<cbc:CompanyID>)[^<]*/g, '$1');
    for (const id of ids('BR-Z')) expect(errors(empty)).not.toContain(id);
    const none = seller(x, /<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/g, '');
    expect(errors(none)).toEqual(expect.arrayContaining(ids('BR-Z')));
  });
  it('Z (CII): an empty seller ID with scheme VA exists', () => {
    const x = cii('Z');
    const empty = seller(x, /(<ram:ID schemeID="(?:VA|FC)">)[^<]*/g, '$1');
    for (const id of ids('BR-Z')) expect(errors(empty)).not.toContain(id);
    const none = seller(x, /<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/g, '');
    expect(errors(none)).toEqual(expect.arrayContaining(ids('BR-Z')));
  });
  it('G (UBL): the seller VAT scheme is read upper-cased', () => {
    const lower = seller(
      ubl('G'),
      /(<cbc:CompanyID>[^<]*<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>)VAT</,
      '$1vat<',
    );
    for (const id of ids('BR-G')) expect(errors(lower)).not.toContain(id);
  });
  it('O (UBL, CII): an empty seller VAT identifier is a VAT identifier', () => {
    const withVat = (xml: string) =>
      xml.includes('<cac:AccountingSupplierParty>')
        ? seller(
            xml,
            /(<\/cac:PostalAddress>)/,
            '$1<cac:PartyTaxScheme><cbc:CompanyID/><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>',
          )
        : seller(
            xml,
            /(<\/ram:SellerTradeParty>)/,
            '<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA"></ram:ID></ram:SpecifiedTaxRegistration>$1',
          );
    expect(errors(ubl('O'))).not.toContain('BR-O-02');
    expect(errors(withVat(ubl('O')))).toContain('BR-O-02');
    expect(errors(cii('O'))).not.toContain('BR-O-02');
    expect(errors(withVat(cii('O')))).toContain('BR-O-02');
  });
});
