import { describe, expect, it } from 'vitest';
import { EN16931, XRECHNUNG_3_CIUS, XRECHNUNG_3_EXTENSION, XRECHNUNG_CVD } from '../model/invoice.ts';
import { BR_CASES } from './en16931/br.cases.ts';
import { BR_CL_CASES } from './en16931/br-cl.cases.ts';
import { BR_CO_CASES } from './en16931/br-co.cases.ts';
import { BR_DEC_CASES } from './en16931/br-dec.cases.ts';
import { VAT_CASES } from './en16931/vat.cases.ts';
import {
  messagesByLevel,
  noScenarioReport,
  ruleIds,
  scenarioForSpecificationIdentifier,
  validateBySpecificationIdentifier,
  validateModel,
} from './engine.ts';
import { baselineInvoice } from './fixtures.ts';
import { PEPPOL_CASES } from './peppol/r.cases.ts';
import { ALL_RULES, ALL_XML_RULES, ruleById, XML_OVERRIDE_IDS } from './registry.ts';
import { BR_DE_CASES } from './xrechnung/br-de.cases.ts';

/** Rule ids whose failing case lives in a dedicated XML test (r.test.ts, br-cl.test.ts, xml-overrides.test.ts). */
const XML_TESTED = [
  'PEPPOL-EN16931-R008',
  'PEPPOL-EN16931-R043',
  'PEPPOL-EN16931-R043-1',
  'PEPPOL-EN16931-R043-2',
  'PEPPOL-EN16931-R044',
  'PEPPOL-EN16931-R101',
  'BR-CL-03',
  'BR-TMP-3',
  'BR-DEX-14',
  'BR-DEX-15',
];

describe('rule engine', () => {
  it('every registered rule has a failing test case, and every case names a registered rule', () => {
    const cases = [
      ...BR_CASES,
      ...BR_CO_CASES,
      ...VAT_CASES,
      ...BR_DEC_CASES,
      ...BR_CL_CASES,
      ...BR_DE_CASES,
      ...PEPPOL_CASES,
    ];
    const failing = new Set([...cases.filter((c) => !c.passes).map((c) => c.id), ...XML_TESTED]);
    // document-level XML rules that replace a model rule share its id
    const registered = [...ALL_RULES, ...ALL_XML_RULES.filter((r) => !XML_OVERRIDE_IDS.has(r.id))].map(
      (r) => r.id,
    );
    for (const id of XML_OVERRIDE_IDS)
      expect(
        ALL_RULES.some((r) => r.id === id),
        id,
      ).toBe(true);
    expect(registered.filter((id) => !failing.has(id))).toEqual([]);
    expect([...failing].filter((id) => !registered.includes(id))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });
  it('every rule has an English and a German message and BT references', () => {
    for (const r of [...ALL_RULES, ...ALL_XML_RULES]) {
      expect(r.message.en.length, r.id).toBeGreaterThan(10);
      expect(r.message.de.length, r.id).toBeGreaterThan(10);
      expect(r.message.de).not.toBe(r.message.en);
    }
    expect(ruleById('BR-CO-10')?.bt).toContain('BT-106');
  });
  it('selects scenarios by the exact specification identifier, like KoSIT', () => {
    expect(scenarioForSpecificationIdentifier(XRECHNUNG_3_CIUS)).toBe('xrechnung');
    expect(scenarioForSpecificationIdentifier(XRECHNUNG_3_EXTENSION)).toBe('xrechnung-extension');
    expect(scenarioForSpecificationIdentifier(XRECHNUNG_CVD)).toBe('xrechnung-cvd');
    expect(scenarioForSpecificationIdentifier(EN16931)).toBe('en16931');
    expect(scenarioForSpecificationIdentifier(` ${XRECHNUNG_3_CIUS}`)).toBeUndefined();
    expect(
      scenarioForSpecificationIdentifier(
        'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_2.3',
      ),
    ).toBeUndefined();
    expect(scenarioForSpecificationIdentifier(XRECHNUNG_3_EXTENSION, 'CreditNote')).toBeUndefined();
  });
  it('an unknown identifier gives a rejected NO-SCENARIO report with a clear message', () => {
    const inv = baselineInvoice();
    inv.processControl.specificationIdentifier = 'urn:factur-x.eu:1p0:basic';
    const r = validateBySpecificationIdentifier(inv);
    expect(r.accepted).toBe(false);
    expect(r.scenario).toBeNull();
    expect(r.messages.map((m) => m.id)).toEqual(['NO-SCENARIO']);
    expect(r.messages[0]?.text).toContain('urn:factur-x.eu:1p0:basic');
    expect(r.messages[0]?.textDe).toContain('Spezifikationskennung');
    expect(noScenarioReport(undefined).counts).toEqual({ error: 1, warning: 0, information: 0 });
  });
  it('builds a report: accepted follows KoSIT (warnings do not reject), counts, levels', () => {
    const inv = baselineInvoice();
    inv.typeCode = '393'; // BR-DE-17 warning
    let r = validateModel(inv, { scenario: 'xrechnung' });
    expect(r.accepted).toBe(true);
    expect(ruleIds(r, 'warning')).toEqual(['BR-DE-17']);
    expect(r.counts).toEqual({ error: 0, warning: 1, information: 0 });
    delete inv.buyerReference;
    r = validateModel(inv, { scenario: 'xrechnung' });
    expect(r.accepted).toBe(false);
    expect(messagesByLevel(r).error.map((m) => m.id)).toEqual(['BR-DE-15']);
    const m = messagesByLevel(r).error[0]!;
    expect(m).toMatchObject({ location: 'buyerReference', path: 'buyerReference', bt: ['BT-10'] });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
  it('uses the locate hook for source locations', () => {
    const inv = baselineInvoice();
    delete inv.seller.contact!.email;
    const r = validateModel(inv, {
      scenario: 'xrechnung',
      locate: (p) =>
        p === 'seller.contact.email'
          ? { location: '/Invoice[1]/cac:AccountingSupplierParty[1]', line: 7 }
          : undefined,
    });
    const m = r.messages.find((x) => x.id === 'BR-DE-7');
    expect(m?.location).toBe('/Invoice[1]/cac:AccountingSupplierParty[1]');
    expect(m?.line).toBe(7);
    expect(m?.path).toBe('seller.contact.email');
  });
  it('applies the UBL/CII severity difference of BR-51 and the Extension override of BR-CO-16', () => {
    const inv = baselineInvoice();
    inv.paymentInstructions = {
      typeCode: '48',
      creditTransfers: [],
      card: { accountNumber: '4111111111111111' },
    };
    const lvl = (syntax: 'ubl' | 'cii') =>
      validateModel(inv, { scenario: 'xrechnung', syntax }).messages.find((m) => m.id === 'BR-51')?.level;
    expect(lvl('ubl')).toBe('warning');
    expect(lvl('cii')).toBe('error');
    const due = baselineInvoice();
    due.totals.amountDue = '1.00';
    due.processControl.specificationIdentifier = XRECHNUNG_3_EXTENSION;
    const ext = validateModel(due, {
      scenario: 'xrechnung-extension',
      syntax: 'ubl',
      documentType: 'Invoice',
    });
    expect(ext.messages.find((m) => m.id === 'BR-CO-16')).toMatchObject({
      level: 'information',
      originalLevel: 'error',
    });
    expect(ext.messages.find((m) => m.id === 'BR-DEX-09')?.level).toBe('error');
  });
  it('a rule that throws on a malformed draft does not break validation', () => {
    const inv = baselineInvoice();
    // @ts-expect-error: a broken draft from the form
    inv.lines = [null];
    const r = validateModel(inv, { scenario: 'xrechnung' });
    expect(r.accepted).toBe(false);
    expect(r.messages.some((m) => m.id === 'RULE-ERROR' && m.text.includes('BR-21'))).toBe(true);
  });
});
