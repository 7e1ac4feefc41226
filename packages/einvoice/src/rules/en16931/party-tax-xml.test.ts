/** BR-56, BR-CO-26 and (CII) BR-CO-09 on the document, as the official contexts read them. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { edit, errors } from '../xml-test-helpers.ts';

const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });

describe('party tax identifiers on the document', () => {
  it('the valid documents pass', () => {
    for (const id of ['BR-56', 'BR-CO-26', 'BR-CO-09']) {
      expect(errors(ubl)).not.toContain(id);
      expect(errors(cii)).not.toContain(id);
    }
  });
  it('BR-56 (UBL): an empty company ID exists; the scheme is compared upper-cased', () => {
    const rep =
      /(<cac:TaxRepresentativeParty>[\s\S]*?<cbc:CompanyID>)DE111222333(<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>)VAT</;
    expect(errors(edit(ubl, rep, '$1$2VAT<'))).not.toContain('BR-56');
    expect(errors(edit(ubl, rep, '$1DE111222333$2vat<'))).not.toContain('BR-56');
    expect(errors(edit(ubl, rep, '$1DE111222333$2GST<'))).toContain('BR-56');
  });
  it('BR-56 (CII): the scheme ID VA as written, with text', () => {
    const rep = /(<ram:SellerTaxRepresentativeTradeParty>[\s\S]*?<ram:ID schemeID=")VA(">)DE111222333</;
    expect(errors(edit(cii, rep, '$1 VA$2DE111222333<'))).toContain('BR-56');
    expect(errors(edit(cii, rep, '$1VA$2 <'))).toContain('BR-56');
    expect(errors(edit(cii, rep, '$1VA$2 DE111222333<'))).not.toContain('BR-56');
  });
  it('BR-CO-26 (UBL): any party identification counts, whatever its scheme', () => {
    const noVat = edit(
      ubl,
      /(<cac:AccountingSupplierParty>[\s\S]*?)<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>\s*<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/,
      '$1',
    );
    const noIds = edit(
      edit(
        noVat,
        /(<cac:AccountingSupplierParty>[\s\S]*?)<cac:PartyIdentification>[\s\S]*?<\/cac:PartyIdentification>\s*<cac:PartyIdentification>[\s\S]*?<\/cac:PartyIdentification>/,
        '$1<cac:PartyIdentification><cbc:ID schemeID="SEPA">DE98ZZZ09999999999</cbc:ID></cac:PartyIdentification>',
      ),
      /<cbc:CompanyID schemeID="0002">HRB 12345<\/cbc:CompanyID>/,
      '',
    );
    expect(errors(noIds)).not.toContain('BR-CO-26');
    const none = edit(
      noIds,
      /<cac:PartyIdentification><cbc:ID schemeID="SEPA">[^<]*<\/cbc:ID><\/cac:PartyIdentification>/,
      '',
    );
    expect(errors(none)).toContain('BR-CO-26');
  });
  it('BR-CO-26 (CII): no seller party, no context', () => {
    const noSeller = edit(cii, /<ram:SellerTradeParty>[\s\S]*?<\/ram:SellerTradeParty>/, '');
    expect(errors(noSeller)).not.toContain('BR-CO-26');
  });
  it('BR-CO-09 (CII): the identifier as written, with the CII country list', () => {
    const seller = /(<ram:SellerTradeParty>[\s\S]*?<ram:ID schemeID="VA">)DE123456789</;
    expect(errors(edit(cii, seller, '$1 DE123456789<'))).toContain('BR-CO-09');
    expect(errors(edit(cii, seller, '$1<'))).toContain('BR-CO-09');
    expect(errors(edit(cii, seller, '$1SS123456789<'))).toContain('BR-CO-09');
    expect(errors(edit(cii, seller, '$1AN123456789<'))).not.toContain('BR-CO-09');
  });
});
