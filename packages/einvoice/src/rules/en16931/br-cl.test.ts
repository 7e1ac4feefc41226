import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { validateXml } from '../../validate.ts';
import { parseXml } from '../../xml/parse.ts';
import { validateModel } from '../engine.ts';
import { baselineInvoice } from '../fixtures.ts';
import { firedIds, runCase } from '../testing.ts';
import { edit, errors } from '../xml-test-helpers.ts';
import { BR_CL_CASES } from './br-cl.cases.ts';
import { BR_CL_XML_RULES } from './br-cl.ts';

const level = (
  id: string,
  scenario: 'xrechnung' | 'xrechnung-extension' | 'en16931',
  mutate: (i: ReturnType<typeof baselineInvoice>) => void,
) => {
  const inv = baselineInvoice();
  mutate(inv);
  return validateModel(inv, { scenario }).messages.find((m) => m.id === id)?.level;
};

describe('EN 16931 code list rules (BR-CL-xx)', () => {
  for (const c of BR_CL_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
  it('a code edged by a non-breaking space is not in the list (normalize-space strips XML whitespace only)', () => {
    const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
    const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
    expect(errors(ubl)).not.toContain('BR-CL-04');
    expect(errors(edit(ubl, /<cbc:DocumentCurrencyCode>/, '$&\u00a0'))).toContain('BR-CL-04');
    expect(errors(edit(cii, /<ram:InvoiceCurrencyCode>/, '$& \u00a0'))).toContain('BR-CL-04');
    expect(errors(edit(ubl, /<cbc:DocumentCurrencyCode>/, '$& \n'))).not.toContain('BR-CL-04');
  });
  it('BR-CL-23 is a warning in XRechnung and an error in plain EN 16931', () => {
    const bad = (i: ReturnType<typeof baselineInvoice>) => {
      i.lines[0]!.unitCode = 'PIECES';
    };
    expect(level('BR-CL-23', 'xrechnung', bad)).toBe('warning');
    expect(level('BR-CL-23', 'en16931', bad)).toBe('error');
  });
  it('BR-CL-10 is information in the Extension', () => {
    expect(
      level('BR-CL-10', 'xrechnung-extension', (i) => {
        i.seller.identifiers = [{ value: '1', schemeId: 'XR01' }];
      }),
    ).toBe('information');
  });
  it('BR-CL-03 checks currencyID attributes in the XML', () => {
    const xml = (cur: string, el = 'PayableAmount') =>
      `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:${el} currencyID="${cur}">1.00</cbc:${el}></Invoice>`;
    const run = (cur: string, el?: string) => {
      const p = parseXml(xml(cur, el));
      if (!p.ok) throw new Error('parse');
      return firedIds(
        validateModel(baselineInvoice(), {
          scenario: 'xrechnung',
          xml: { root: p.root, syntax: 'ubl', documentType: 'Invoice' },
          xmlRules: BR_CL_XML_RULES,
        }),
      );
    };
    expect(run('EUR')).toEqual([]);
    expect(run('EURO')).toEqual(['BR-CL-03']);
    expect(run(' EUR ')).toEqual([]);
    // the official context names 13 amounts: cbc:PaidAmount (BT-DEX-002) is not among them
    expect(run('EURO', 'PaidAmount')).toEqual([]);
    expect(run('EURO', 'BaseAmount')).toEqual(['BR-CL-03']);
  });
  it('BR-CL-03 in CII reads ram:TaxTotalAmount only (KoSIT: other amounts give CII-DT-031 alone)', () => {
    const xml = (el: string, cur: string) =>
      `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"><ram:${el} currencyID="${cur}">1.00</ram:${el}></rsm:CrossIndustryInvoice>`;
    const run = (el: string, cur: string) => {
      const p = parseXml(xml(el, cur));
      if (!p.ok) throw new Error('parse');
      return firedIds(
        validateModel(baselineInvoice(), {
          scenario: 'xrechnung',
          xml: { root: p.root, syntax: 'cii', documentType: 'Invoice' },
          xmlRules: BR_CL_XML_RULES,
        }),
      );
    };
    expect(run('TaxTotalAmount', 'EUR')).toEqual([]);
    expect(run('TaxTotalAmount', 'XYZ')).toEqual(['BR-CL-03']);
    expect(run('DuePayableAmount', 'XYZ')).toEqual([]);
  });
});

describe('BR-CL-xx on the document (values as written, empty values included)', () => {
  const ubl = () => writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
  const cii = () => writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
  it('the kitchen sink holds', () => {
    expect(errors(ubl())).toEqual([]);
    expect(errors(cii())).toEqual([]);
  });
  it('an empty country code fires BR-CL-14 (UBL and CII)', () => {
    const u = ubl().replace(
      '<cbc:IdentificationCode>DE</cbc:IdentificationCode>',
      '<cbc:IdentificationCode/>',
    );
    expect(errors(u)).toContain('BR-CL-14');
    const c = cii().replace('<ram:CountryID>DE</ram:CountryID>', '<ram:CountryID></ram:CountryID>');
    expect(errors(c)).toContain('BR-CL-14');
  });
  it('a country code with surrounding blanks holds (normalize-space)', () => {
    const u = ubl().replace('<cbc:IdentificationCode>DE<', '<cbc:IdentificationCode> DE <');
    expect(errors(u)).not.toContain('BR-CL-14');
  });
  it('an empty schemeID fires BR-CL-25 (UBL), an empty unitCode BR-CL-23 (warning in XRechnung)', () => {
    const u = ubl().replace('<cbc:EndpointID schemeID="EM">', '<cbc:EndpointID schemeID="">');
    expect(errors(u)).toContain('BR-CL-25');
    const q = ubl().replace('<cbc:BaseQuantity unitCode="C62">', '<cbc:BaseQuantity unitCode="">');
    const w = validateXml(q).report.messages.find((m) => m.id === 'BR-CL-23');
    expect(w?.level).toBe('warning');
  });
  it('BR-CL-24 compares the mimeCode as written', () => {
    const u = ubl().replace('mimeCode="application/pdf"', 'mimeCode=" application/pdf"');
    expect(errors(u)).toContain('BR-CL-24');
    expect(errors(ubl().replace('mimeCode="application/pdf"', 'mimeCode=""'))).toContain('BR-CL-24');
  });
  it('an empty VAT category code fires BR-CL-18 for a line (UBL) and a breakdown (CII)', () => {
    const u = ubl().replace(/(<cac:ClassifiedTaxCategory>\s*<cbc:ID>)S(<\/cbc:ID>)/, '$1$2');
    expect(errors(u)).toContain('BR-CL-18');
    const c = cii().replace(
      /(<ram:ApplicableHeaderTradeSettlement>[\s\S]*?<ram:ApplicableTradeTax>[\s\S]*?<ram:CategoryCode>)S(<)/,
      '$1$2',
    );
    expect(errors(c)).toContain('BR-CL-18');
  });
});
