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
