import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../model/invoice.ts';
import { parseXml } from '../../xml/parse.ts';
import { validateModel } from '../engine.ts';
import { schemaMessages } from '../schema/index.ts';
import { checkSyntax, SYNTAX_XML_RULES } from './index.ts';
import { ciiDoc, ublDoc } from './test-fixtures.ts';

function root(xml: string) {
  const r = parseXml(xml);
  if (!r.ok) throw new Error(r.error.message);
  return r.root;
}

describe('SYNTAX_XML_RULES in the rule engine', () => {
  it('has one XmlRule per official syntax rule id', () => {
    expect(SYNTAX_XML_RULES.length).toBe(755 + 555);
    expect(new Set(SYNTAX_XML_RULES.map((r) => r.id)).size).toBe(755 + 555);
    expect(SYNTAX_XML_RULES.every((r) => r.scope === 'syntax')).toBe(true);
  });

  it('gives the same findings as checkSyntax, with the scenario levels applied by the engine', () => {
    const xml = ublDoc(
      '<cbc:UUID>u</cbc:UUID>',
      '<cac:SubInvoiceLine><cbc:ID>1</cbc:ID></cac:SubInvoiceLine>',
    );
    const r = root(xml);
    const report = validateModel({} as Invoice, {
      scenario: 'xrechnung',
      xml: { root: r, syntax: 'ubl', documentType: 'Invoice' },
      rules: [],
      xmlRules: SYNTAX_XML_RULES,
    });
    const direct = checkSyntax(r);
    expect(report.messages.map((m) => [m.id, m.level]).sort()).toEqual(
      direct.map((f) => [f.id, f.level]).sort(),
    );
    const sub = report.messages.find((m) => m.id === 'UBL-CR-646');
    expect(sub?.level).toBe('error');
    expect(sub?.originalLevel).toBe('warning');
    const uuid = report.messages.find((m) => m.id === 'UBL-CR-005');
    expect(uuid?.text).toContain('cbc:UUID');
    expect(uuid?.textDe).toContain('cbc:UUID');
    expect(uuid?.location).toBe('/Invoice[1]/cbc:UUID[1]');
    expect(report.accepted).toBe(false);
  });

  it('runs the CII rules only on CII documents', () => {
    const terms = '<ram:SpecifiedTradePaymentTerms/><ram:SpecifiedTradePaymentTerms/>';
    const r = root(ciiDoc({ settlement: terms }));
    const report = validateModel({} as Invoice, {
      scenario: 'en16931',
      xml: { root: r, syntax: 'cii', documentType: 'CrossIndustryInvoice' },
      rules: [],
      xmlRules: SYNTAX_XML_RULES,
    });
    expect(report.messages.map((m) => `${m.id}:${m.level}`)).toEqual(['CII-SR-452:warning']);
  });

  it('schemaMessages gives report messages for schema errors', () => {
    const r = root(ublDoc().replace('<cbc:ID>R-1</cbc:ID>', ''));
    const msgs = schemaMessages(r);
    expect(msgs.length).toBeGreaterThan(0);
    expect(msgs.every((m) => m.level === 'error' && m.id.startsWith('cvc-') && m.textDe)).toBe(true);
  });
});
