import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { validateXml } from '../../validate.ts';
import { parseXml } from '../../xml/parse.ts';
import { validateModel } from '../engine.ts';
import { baselineInvoice } from '../fixtures.ts';
import { firedIds, runCase } from '../testing.ts';
import { edit, errors, idsAt } from '../xml-test-helpers.ts';
import { PEPPOL_CASES } from './r.cases.ts';
import { PEPPOL_XML_RULES } from './r-xml.ts';

const UBL = (body: string) =>
  `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>1</cbc:ID>${body}</Invoice>`;
const CII = (body: string) =>
  `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">${body}</rsm:CrossIndustryInvoice>`;

function xmlIds(xml: string, syntax: 'ubl' | 'cii') {
  const p = parseXml(xml);
  if (!p.ok) throw new Error(p.error.message);
  const documentType = syntax === 'ubl' ? 'Invoice' : 'CrossIndustryInvoice';
  const r = validateModel(baselineInvoice(), {
    scenario: 'xrechnung',
    xml: { root: p.root, syntax, documentType },
    xmlRules: PEPPOL_XML_RULES,
  });
  return r;
}

describe('Peppol rules adopted by XRechnung (PEPPOL-EN16931-Rxxx)', () => {
  for (const c of PEPPOL_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
  it('Peppol rules do not run in the EN 16931 scenario', () => {
    const inv = baselineInvoice();
    delete inv.buyer.electronicAddress;
    expect(firedIds(validateModel(inv, { scenario: 'en16931' }))).not.toContain('PEPPOL-EN16931-R010');
  });
  it('R008 fires for an empty element, with its XPath and line', () => {
    const r = xmlIds(UBL('<cbc:Note>  </cbc:Note><cbc:BuyerReference>x</cbc:BuyerReference>'), 'ubl');
    const m = r.messages.find((x) => x.id === 'PEPPOL-EN16931-R008');
    expect(m?.location).toBe('/Invoice[1]/cbc:Note[1]');
    expect(m?.line).toBe(1);
    expect(r.accepted).toBe(false);
    expect(firedIds(xmlIds(UBL('<cbc:Note>x</cbc:Note>'), 'ubl'))).toEqual([]);
  });
  it('R043 fires for a charge indicator "1" (UBL) and R043-1 for CII', () => {
    const ac = (v: string) =>
      `<cac:AllowanceCharge><cbc:ChargeIndicator>${v}</cbc:ChargeIndicator></cac:AllowanceCharge>`;
    expect(firedIds(xmlIds(UBL(ac('1')), 'ubl'))).toContain('PEPPOL-EN16931-R043');
    expect(firedIds(xmlIds(UBL(ac('false')), 'ubl'))).toEqual([]);
    const cii = CII(
      '<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>0</udt:Indicator></ram:ChargeIndicator></ram:SpecifiedTradeAllowanceCharge>',
    );
    expect(firedIds(xmlIds(cii, 'cii'))).toContain('PEPPOL-EN16931-R043-1');
  });
  it('R043-2 fires for a price allowance indicator "1" (CII)', () => {
    const cii = CII(
      '<ram:AppliedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>1</udt:Indicator></ram:ChargeIndicator></ram:AppliedTradeAllowanceCharge>',
    );
    expect(firedIds(xmlIds(cii, 'cii'))).toContain('PEPPOL-EN16931-R043-2');
  });
  it('R044 fires for a price charge', () => {
    const price = (v: string) =>
      `<cac:InvoiceLine><cac:Price><cbc:PriceAmount currencyID="EUR">1</cbc:PriceAmount><cac:AllowanceCharge><cbc:ChargeIndicator>${v}</cbc:ChargeIndicator></cac:AllowanceCharge></cac:Price></cac:InvoiceLine>`;
    expect(firedIds(xmlIds(UBL(price('true')), 'ubl'))).toContain('PEPPOL-EN16931-R044');
    expect(firedIds(xmlIds(UBL(price('false')), 'ubl'))).not.toContain('PEPPOL-EN16931-R044');
  });
  it('R101 fires for a line document reference without type code 130', () => {
    const line = (t: string) =>
      `<cac:InvoiceLine><cac:DocumentReference><cbc:ID>A</cbc:ID><cbc:DocumentTypeCode>${t}</cbc:DocumentTypeCode></cac:DocumentReference></cac:InvoiceLine>`;
    expect(firedIds(xmlIds(UBL(line('916')), 'ubl'))).toContain('PEPPOL-EN16931-R101');
    expect(firedIds(xmlIds(UBL(line('130')), 'ubl'))).not.toContain('PEPPOL-EN16931-R101');
  });
});

describe('PEPPOL-EN16931-R121 / R130 on the document', () => {
  const ubl = () => writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
  const cii = () => writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
  it('R130 compares the unit codes as written (blanks, empty)', () => {
    expect(errors(ubl())).not.toContain('PEPPOL-EN16931-R130');
    const spaced = ubl().replace('<cbc:BaseQuantity unitCode="C62">', '<cbc:BaseQuantity unitCode=" C62 ">');
    expect(errors(spaced)).toContain('PEPPOL-EN16931-R130');
    const empty = ubl().replace(
      '<cbc:InvoicedQuantity unitCode="C62">',
      '<cbc:InvoicedQuantity unitCode="">',
    );
    expect(errors(empty)).toContain('PEPPOL-EN16931-R130');
    const c = cii().replace('<ram:BasisQuantity unitCode="C62">', '<ram:BasisQuantity unitCode="">');
    expect(errors(c)).toContain('PEPPOL-EN16931-R130');
  });
  it('R110/R111 (CII) compare the line and header period dates as strings, as written', () => {
    const line =
      '<udt:DateTimeString format="102">20240301</udt:DateTimeString>\n          </ram:StartDateTime>';
    const doc = cii();
    expect(doc).toContain(line);
    const lineStart = (v: string, f = '102') =>
      errors(doc.replace(line, line.replace('format="102">20240301', `format="${f}">${v}`)));
    expect(lineStart('20240301')).not.toContain('PEPPOL-EN16931-R110');
    expect(lineStart('')).toContain('PEPPOL-EN16931-R110');
    expect(lineStart(' 20240302')).toContain('PEPPOL-EN16931-R110');
    expect(lineStart('2024-03-02')).toContain('PEPPOL-EN16931-R110');
    // the format code plays no part
    const end = '<udt:DateTimeString format="102">20240305</udt:DateTimeString>';
    expect(errors(doc.replace(end, end.replace('102', '999')))).not.toContain('PEPPOL-EN16931-R111');
    const header =
      '<ram:EndDateTime>\n          <udt:DateTimeString format="102">20240310</udt:DateTimeString>';
    expect(doc).toContain(header);
    expect(errors(doc.replace(header, header.replace('20240310', '')))).toContain('PEPPOL-EN16931-R111');
  });
  it('R120 (CII) counts a line allowance only with the indicator false (normalize-space), as the official test', () => {
    const warnings = (xml: string) => idsAt(xml, 'warning');
    const lineAc =
      /(<ram:SpecifiedLineTradeSettlement>[\s\S]*?<ram:SpecifiedTradeAllowanceCharge>\s*)<ram:ChargeIndicator>\s*<udt:Indicator>false<\/udt:Indicator>\s*<\/ram:ChargeIndicator>/;
    expect(warnings(cii())).not.toContain('PEPPOL-EN16931-R120');
    // padded: still an allowance
    expect(
      warnings(
        edit(
          cii(),
          lineAc,
          '$1<ram:ChargeIndicator><udt:Indicator> false </udt:Indicator></ram:ChargeIndicator>',
        ),
      ),
    ).not.toContain('PEPPOL-EN16931-R120');
    // without an indicator the allowance is neither: the line net no longer adds up
    const none = edit(cii(), lineAc, '$1');
    const r120 = validateXml(none).report.messages.find((m) => m.id === 'PEPPOL-EN16931-R120');
    expect(r120).toMatchObject({ level: 'warning', path: 'lines[0].netAmount' });
    expect(r120?.location).toMatch(/ram:IncludedSupplyChainTradeLineItem\[1\]\/.*ram:LineTotalAmount\[1\]$/);
    // the review form (model rules) still takes it as an allowance
    expect(
      validateModel(validKitchenSink('380'), { scenario: 'xrechnung', syntax: 'cii' }).messages.map(
        (m) => m.id,
      ),
    ).not.toContain('PEPPOL-EN16931-R120');
  });
  it('R121 (CII) reads the gross price base quantity too', () => {
    const c = cii().replace(
      /(<ram:GrossPriceProductTradePrice>[\s\S]*?<ram:BasisQuantity[^>]*>)1(<)/,
      '$10$2',
    );
    expect(errors(c)).toContain('PEPPOL-EN16931-R121');
    expect(errors(cii())).not.toContain('PEPPOL-EN16931-R121');
  });
  it('PEPPOL-EN16931-R055: a document currency edged by a non-breaking space matches no tax total (normalize-space keeps it)', () => {
    const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
    expect(ubl).toContain('<cbc:TaxCurrencyCode>');
    expect(errors(ubl)).not.toContain('PEPPOL-EN16931-R055');
    expect(errors(edit(ubl, /<cbc:DocumentCurrencyCode>/, '$&\u00a0'))).toContain('PEPPOL-EN16931-R055');
  });
});
