import { describe, expect, it } from 'vitest';
import { parseXml } from '../../xml/parse.ts';
import { validateModel } from '../engine.ts';
import { baselineInvoice } from '../fixtures.ts';
import { firedIds, runCase } from '../testing.ts';
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
    const xml = (cur: string) =>
      `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:PayableAmount currencyID="${cur}">1.00</cbc:PayableAmount></Invoice>`;
    const run = (cur: string) => {
      const p = parseXml(xml(cur));
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
