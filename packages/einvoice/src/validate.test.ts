import { describe, expect, it } from 'vitest';
import { writeCii } from './cii/write.ts';
import type { ProfileId } from './profiles.ts';
import { validKitchenSink } from './ubl/fixtures.ts';
import { writeUbl } from './ubl/write.ts';
import { validateXml } from './validate.ts';

const ids = (xml: string, level = 'error') =>
  validateXml(xml)
    .report.messages.filter((m) => m.level === level)
    .map((m) => m.id);

describe('validateXml (KoSIT order)', () => {
  const ubl = writeUbl(validKitchenSink());

  it('accepts valid UBL and CII and returns the model', () => {
    const v = validateXml(ubl);
    expect(v.report.accepted).toBe(true);
    expect(v.syntax).toBe('ubl');
    expect(v.invoice?.number).toBe(validKitchenSink().number);
    expect(validateXml(writeCii(validKitchenSink())).report.accepted).toBe(true);
  });

  it('stops at well-formedness and at the scenario', () => {
    expect(ids('<Invoice><a></Invoice>')).toEqual(['XML-NOT-WELLFORMED']);
    expect(ids('<!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>')).toEqual(['XML-DOCTYPE-FORBIDDEN']);
    expect(ids('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toEqual(['NO-SCENARIO']);
    const old = ubl.replace(/xrechnung_3\.0/, 'xrechnung_2.3');
    expect(ids(old)).toEqual(['NO-SCENARIO']);
  });

  it('selects the scenario namespace-exactly, as KoSIT does (wrong cbc / ram / rsm URI → NO-SCENARIO)', () => {
    const cbc = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
    expect(ids(ubl.replace(cbc, `${cbc}x`))).toEqual(['NO-SCENARIO']);
    const cii = writeCii(validKitchenSink());
    const ram = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
    const rsm = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
    expect(ids(cii.replace(ram, `${ram}1`))).toEqual(['NO-SCENARIO']);
    expect(ids(cii.replace(rsm, `${rsm}1`))).toEqual(['NO-SCENARIO']);
    // another prefix for the right namespace still selects the scenario
    const renamed = cii.replace(/(<\/?)ram:/g, '$1r:').replace('xmlns:ram=', 'xmlns:r=');
    expect(validateXml(renamed).report.scenario).toBe(validateXml(cii).report.scenario);
    expect(validateXml(renamed).report.scenario).toBeTruthy();
  });

  it('reports schema errors only when the schema check fails', () => {
    const badDate = ubl.replace(/<cbc:IssueDate>[^<]*</, '<cbc:IssueDate>21.11.2026<');
    const errors = ids(badDate.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, ''));
    expect(errors).toContain('cvc-datatype-valid.1.2.1');
    expect(errors).not.toContain('BR-DE-15');
  });

  it('reports business rules once the schema passes', () => {
    const noRef = ubl.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');
    const v = validateXml(noRef);
    expect(v.report.accepted).toBe(false);
    expect(v.report.messages.find((m) => m.id === 'BR-DE-15')?.textDe).toBeTruthy();
  });

  it('mirrors KoSIT on a duplicated single value: PROCESSING-ERROR, verdict ignores it', () => {
    const entity = ubl.match(/<cac:PartyLegalEntity>[\s\S]*?<\/cac:PartyLegalEntity>/)?.[0];
    if (!entity) throw new Error('fixture has no PartyLegalEntity');
    const dup = ubl.replace(entity, entity + entity);
    const v = validateXml(dup);
    expect(v.report.messages.map((m) => m.id)).toContain('PROCESSING-ERROR');
    expect(v.report.accepted).toBe(true);
    const dupNoRef = dup.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');
    expect(validateXml(dupNoRef).report.accepted).toBe(false);
  });

  it('Factur-X profiles: NO-SCENARIO like KoSIT by default, their own profile rules with facturx', () => {
    for (const profile of [
      'facturx-minimum',
      'facturx-basicwl',
      'facturx-basic',
      'facturx-extended',
    ] as ProfileId[]) {
      const xml = writeCii(validKitchenSink(), { profile });
      expect(ids(xml)).toEqual(['NO-SCENARIO']);
      const fx = validateXml(xml, { facturx: true }).report;
      expect(fx.scenario).toBe(profile);
      expect(fx.accepted).toBe(true);
    }
  });
});

describe('validateXml: empty seller contact (KoSIT parity)', () => {
  const official = {
    errors: ['BR-DE-5', 'BR-DE-6', 'BR-DE-7', 'PEPPOL-EN16931-R008'],
    warnings: ['BR-DE-27', 'BR-DE-28'],
  };
  const check = (xml: string) => {
    const errors = [...new Set(ids(xml))].sort();
    const warnings = [...new Set(ids(xml, 'warning'))].sort();
    expect(errors).toEqual(official.errors);
    expect(warnings).toEqual(official.warnings);
  };

  it('UBL: an empty cac:Contact keeps BG-6 present and reports its missing parts', () => {
    const ubl = writeUbl(validKitchenSink());
    const seller = ubl.match(/<cac:AccountingSupplierParty>[\s\S]*?<\/cac:AccountingSupplierParty>/)?.[0];
    if (!seller) throw new Error('fixture has no seller');
    const emptied = seller.replace(/<cac:Contact>[\s\S]*?<\/cac:Contact>/, '<cac:Contact></cac:Contact>');
    expect(emptied).not.toBe(seller);
    const xml = ubl.replace(seller, emptied);
    check(xml);
    // the model keeps an empty contact, and writing it gives no empty element
    const v = validateXml(xml);
    expect(v.invoice?.seller.contact).toEqual({});
    if (!v.invoice) throw new Error('not read');
    const again = writeUbl(v.invoice);
    const sellerAgain = again.match(
      /<cac:AccountingSupplierParty>[\s\S]*?<\/cac:AccountingSupplierParty>/,
    )?.[0];
    expect(sellerAgain).not.toContain('<cac:Contact');
    expect(writeCii(v.invoice)).not.toMatch(
      /<ram:DefinedTradeContact\s*\/>|<ram:DefinedTradeContact><\/ram:DefinedTradeContact>/,
    );
  });

  it('CII: an empty ram:DefinedTradeContact gives the same messages', () => {
    const cii = writeCii(validKitchenSink());
    const seller = cii.match(/<ram:SellerTradeParty>[\s\S]*?<\/ram:SellerTradeParty>/)?.[0];
    if (!seller) throw new Error('fixture has no seller');
    const emptied = seller.replace(
      /<ram:DefinedTradeContact>[\s\S]*?<\/ram:DefinedTradeContact>/,
      '<ram:DefinedTradeContact></ram:DefinedTradeContact>',
    );
    expect(emptied).not.toBe(seller);
    check(cii.replace(seller, emptied));
  });
});
