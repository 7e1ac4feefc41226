import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import {
  FACTURX_BASIC,
  FACTURX_BASIC_WL,
  FACTURX_EN16931,
  FACTURX_EXTENDED,
  FACTURX_MINIMUM,
  type Invoice,
  XRECHNUNG_3_CIUS,
} from '../../model/invoice.ts';
import { add as decAdd } from '../../model/money.ts';
import type { ProfileId } from '../../profiles.ts';
import { readInvoice } from '../../read.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { validateModel } from '../engine.ts';
import { ruleById } from '../registry.ts';
import type { Level } from '../types.ts';
import { FXEXT_RULES } from './extended.ts';
import {
  FACTURX_PROFILES,
  type FacturxReport,
  facturxProfileFor,
  facturxRules,
  validateFacturx,
} from './index.ts';
import { BASIC_RULE_IDS, BASIC_WL_RULE_IDS, EXTENDED_RULE_IDS, MINIMUM_RULE_IDS } from './rule-ids.ts';

/**
 * The kitchen sink without what the official Factur-X 1.09 schematron marks "not used" in the
 * smaller profiles but our CII writer still writes (buyer address and VAT id in MINIMUM, buyer
 * trading name in BASIC WL / BASIC; see 'writer gaps' below).
 */
function fixture(profile: ProfileId): Invoice {
  const inv = validKitchenSink();
  if (profile === 'facturx-minimum') {
    inv.buyer.address = {};
    delete inv.buyer.vatId;
  }
  if (profile === 'facturx-minimum' || profile === 'facturx-basicwl' || profile === 'facturx-basic')
    delete inv.buyer.tradingName;
  return inv;
}

function xmlOf(profile: ProfileId, inv: Invoice = fixture(profile)): string {
  return writeCii(inv, { profile });
}

function check(xml: string): FacturxReport | undefined {
  const read = readInvoice(xml);
  if (!read.ok) throw new Error(read.error.message);
  return validateFacturx(read.root, read.invoice);
}

function mustCheck(xml: string): FacturxReport {
  const r = check(xml);
  if (!r) throw new Error('no Factur-X report');
  return r;
}

function ids(r: FacturxReport, level: Level = 'error'): string[] {
  return [...new Set(r.messages.filter((m) => m.level === level).map((m) => m.id))].sort();
}

/** Replace exactly one occurrence (the test fails if the fixture changed shape). */
function replaceOnce(xml: string, from: string | RegExp, to: string): string {
  const n =
    typeof from === 'string' ? xml.split(from).length - 1 : (xml.match(new RegExp(from, 'g')) ?? []).length;
  expect(n, `occurrences of ${String(from)}`).toBe(1);
  return xml.replace(from, to);
}

function withBt24(xml: string, bt24: string): string {
  return xml.replace(
    /(<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*(<\/ram:ID>)/,
    `$1${bt24}$2`,
  );
}

describe('validateFacturx: profile selection', () => {
  it('each profile written by writeCii passes its own profile', () => {
    for (const p of ['facturx-minimum', 'facturx-basicwl', 'facturx-basic', 'facturx-extended'] as const) {
      const r = mustCheck(xmlOf(p));
      expect(r.scenario).toBe(p);
      expect(r.messages, p).toEqual([]);
      expect(r.accepted).toBe(true);
      expect(r.syntax).toBe('cii');
    }
  });

  it('EN 16931, XRechnung and unknown identifiers are not Factur-X profiles of their own', () => {
    expect(check(xmlOf('facturx-en16931'))).toBeUndefined();
    expect(check(xmlOf('xrechnung'))).toBeUndefined();
    expect(check(withBt24(xmlOf('facturx-basic'), 'urn:factur-x.eu:1p0:basic'))).toBeUndefined();
    expect(facturxProfileFor(FACTURX_EN16931)).toBeUndefined();
    expect(facturxProfileFor(XRECHNUNG_3_CIUS)).toBeUndefined();
    // exact match, as the schematron's code list (no trimming)
    expect(facturxProfileFor(` ${FACTURX_MINIMUM}`)).toBeUndefined();
  });

  it('knows the Factur-X identifiers and their ZUGFeRD 2.0 aliases', () => {
    expect(facturxProfileFor(FACTURX_MINIMUM)?.scenario).toBe('facturx-minimum');
    expect(facturxProfileFor(FACTURX_BASIC_WL)?.scenario).toBe('facturx-basicwl');
    expect(facturxProfileFor(FACTURX_BASIC)?.scenario).toBe('facturx-basic');
    expect(facturxProfileFor(FACTURX_EXTENDED)?.scenario).toBe('facturx-extended');
    expect(facturxProfileFor('urn:zugferd.de:2p0:basicwl')?.scenario).toBe('facturx-basicwl');
    const zf = withBt24(xmlOf('facturx-basic'), 'urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic');
    expect(mustCheck(zf).scenario).toBe('facturx-basic');
    expect(mustCheck(zf).accepted).toBe(true);
  });

  it('a UBL document with a Factur-X identifier is rejected: Factur-X is CII only', () => {
    const inv = validKitchenSink();
    inv.processControl.specificationIdentifier = FACTURX_BASIC;
    const r = mustCheck(writeUbl(inv));
    expect(ids(r)).toEqual(['FX-NOT-CII']);
    expect(r.accepted).toBe(false);
  });
});

describe('validateFacturx: the profile XML Schema (element subsets)', () => {
  it('BASIC rejects an element only EN 16931 / EXTENDED allow (seller contact)', () => {
    const ext = xmlOf('facturx-extended');
    expect(ext).toContain('<ram:DefinedTradeContact>');
    expect(mustCheck(ext).accepted).toBe(true);
    // the EXTENDED document declared as BASIC
    const r = mustCheck(withBt24(ext, FACTURX_BASIC));
    expect(r.scenario).toBe('facturx-basic');
    expect(r.accepted).toBe(false);
    expect(ids(r)).toContain('cvc-complex-type.2.4.a');
    const contact = r.messages.find((m) => m.location.endsWith('/ram:DefinedTradeContact[1]'));
    expect(contact?.location).toMatch(/ram:BuyerTradeParty\[1\]\/ram:DefinedTradeContact\[1\]$/);
    expect(contact?.text).toContain("Element 'ram:DefinedTradeContact' is not allowed here");
    expect(contact?.textDe).toContain('nicht erlaubt');
    expect(contact?.line).toBeGreaterThan(0);
    // schema errors only: no business rule runs (KoSIT order)
    expect(r.messages.every((m) => m.id.startsWith('cvc-'))).toBe(true);
  });

  it('BASIC rejects sub-lines (ParentLineID exists in EXTENDED only)', () => {
    const basic = xmlOf('facturx-basic');
    const xml = replaceOnce(
      basic,
      /<ram:LineID>1<\/ram:LineID>/,
      '<ram:LineID>1</ram:LineID>\n<ram:ParentLineID>0</ram:ParentLineID>',
    );
    const r = mustCheck(xml);
    expect(ids(r)).toEqual(['cvc-complex-type.2.4.a']);
    expect(r.messages[0]?.text).toContain('ram:ParentLineID');
  });

  it('BASIC WL with invoice lines fails the profile schema check', () => {
    const r = mustCheck(withBt24(xmlOf('facturx-basic'), FACTURX_BASIC_WL));
    expect(r.scenario).toBe('facturx-basicwl');
    expect(r.accepted).toBe(false);
    const line = r.messages.find((m) => m.text.includes('ram:IncludedSupplyChainTradeLineItem'));
    expect(line?.id).toBe('cvc-complex-type.2.4.a');
  });

  it('MINIMUM rejects BASIC WL content (payment means, VAT breakdown, notes)', () => {
    const r = mustCheck(withBt24(xmlOf('facturx-basicwl'), FACTURX_MINIMUM));
    expect(r.accepted).toBe(false);
    const texts = r.messages.map((m) => m.text).join('\n');
    expect(texts).toContain('ram:IncludedNote');
    expect(ids(r).every((id) => id.startsWith('cvc-'))).toBe(true);
  });

  it('EXTENDED accepts the full document but still rejects unknown elements', () => {
    const ext = xmlOf('facturx-extended');
    const xml = replaceOnce(
      ext,
      '<ram:InvoiceCurrencyCode>',
      '<ram:Bogus>1</ram:Bogus><ram:InvoiceCurrencyCode>',
    );
    expect(ids(mustCheck(xml))).toEqual(['cvc-complex-type.2.4.a']);
  });

  it('MINIMUM without the buyer name or a total is incomplete per the schema', () => {
    const min = xmlOf('facturx-minimum');
    const noName = replaceOnce(min, '<ram:Name>Stadt Beispielhausen</ram:Name>', '');
    expect(ids(mustCheck(noName))).toEqual(['cvc-complex-type.2.4.a']);
    const noDue = replaceOnce(min, /<ram:DuePayableAmount>[^<]*<\/ram:DuePayableAmount>/, '');
    const r = mustCheck(noDue);
    expect(ids(r)).toEqual(['cvc-complex-type.2.4.b']);
    expect(r.messages[0]?.text).toContain('ram:DuePayableAmount');
  });

  it('attribute restrictions of the profile: identifiers carry schemeID only (CII D16B allows schemeAgencyID)', () => {
    const min = xmlOf('facturx-minimum');
    const ok = replaceOnce(
      min,
      '<ram:ID>RE-2024-0815</ram:ID>',
      '<ram:ID schemeID="X">RE-2024-0815</ram:ID>',
    );
    const xml = replaceOnce(
      min,
      '<ram:ID>RE-2024-0815</ram:ID>',
      '<ram:ID schemeAgencyID="X">RE-2024-0815</ram:ID>',
    );
    expect(ids(mustCheck(xml))).toEqual(['cvc-complex-type.3.2.2']);
    // the XSD allows schemeID here, the profile schematron marks it "not used"
    expect(ids(mustCheck(ok))).toEqual(['FX-ATTRIBUTE-NOT-USED']);
  });
});

describe('validateFacturx: profile business rules', () => {
  it('MINIMUM with an empty buyer name fails BR-07 (the schema allows an empty string)', () => {
    const xml = replaceOnce(
      xmlOf('facturx-minimum'),
      '<ram:Name>Stadt Beispielhausen</ram:Name>',
      '<ram:Name></ram:Name>',
    );
    const r = mustCheck(xml);
    expect(ids(r)).toEqual(['BR-07']);
    expect(r.messages[0]?.textDe).toBeTruthy();
  });

  it('MINIMUM: a total with three decimals fails BR-DEC-14; no line rules (BR-16, BR-CO-10) apply', () => {
    const xml = replaceOnce(
      xmlOf('facturx-minimum'),
      '<ram:GrandTotalAmount>307.10</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>307.100</ram:GrandTotalAmount>',
    );
    expect(ids(mustCheck(xml))).toEqual(['BR-DEC-14']);
    // the valid MINIMUM document has no lines and no VAT breakdown: accepted
    expect(mustCheck(xmlOf('facturx-minimum')).accepted).toBe(true);
  });

  it('MINIMUM: the seller postal address is optional in the XSD but required by BR-08', () => {
    const xml = replaceOnce(
      xmlOf('facturx-minimum'),
      /<ram:PostalTradeAddress>\s*<ram:CountryID>DE<\/ram:CountryID>\s*<\/ram:PostalTradeAddress>\s*<ram:SpecifiedTaxRegistration>\s*<ram:ID schemeID="VA">DE123456789/,
      '<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789',
    );
    // BR-09 (seller country) as well, as the profile schematron, and its own cardinality assert
    expect(ids(mustCheck(xml))).toEqual(['BR-08', 'BR-09', 'FX-CARDINALITY']);
  });

  it('BASIC WL: totals must add up (BR-CO-15), the VAT breakdown is checked (BR-S-08 needs lines: not run)', () => {
    const bwl = xmlOf('facturx-basicwl');
    const xml = replaceOnce(
      bwl,
      '<ram:GrandTotalAmount>307.10</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>317.10</ram:GrandTotalAmount>',
    );
    const r = mustCheck(xml);
    expect(ids(r)).toContain('BR-CO-15');
    expect(ids(r)).not.toContain('BR-16');
  });

  it('BASIC: at least one line (BR-16) — lines are required by the BASIC schema', () => {
    expect(BASIC_RULE_IDS).toContain('BR-16');
    expect(MINIMUM_RULE_IDS).not.toContain('BR-16');
    expect(BASIC_WL_RULE_IDS).not.toContain('BR-16');
  });

  it('BASIC: a wrong line net amount fails BR-CO-10 and the line rules', () => {
    const basic = xmlOf('facturx-basic');
    const m = /<ram:LineTotalAmount>([^<]*)<\/ram:LineTotalAmount>/.exec(basic);
    expect(m).not.toBeNull();
    const xml = basic.replace(m?.[0] ?? '', '<ram:LineTotalAmount>1.00</ram:LineTotalAmount>');
    const r = mustCheck(xml);
    expect(r.accepted).toBe(false);
    expect(ids(r)).toContain('BR-CO-10');
  });

  it('EXTENDED: BT-24 of EXTENDED on a valid document; PEPPOL-EN16931-R008 is a warning there', () => {
    const ext = xmlOf('facturx-extended');
    const xml = replaceOnce(
      ext,
      '<ram:BuyerReference>04011000-12345-34</ram:BuyerReference>',
      '<ram:BuyerReference> </ram:BuyerReference>',
    );
    const r = mustCheck(xml);
    expect(ids(r, 'warning')).toContain('PEPPOL-EN16931-R008');
    expect(r.accepted).toBe(true);
    // in the XRechnung configuration the same rule is an error
    expect(ruleById('PEPPOL-EN16931-R008')?.severity).toBe('error');
  });

  it('rule selection follows the profile schematron', () => {
    // MINIMUM: header rules only
    expect(MINIMUM_RULE_IDS).toEqual(
      expect.arrayContaining(['BR-01', 'BR-06', 'BR-07', 'BR-08', 'BR-13', 'BR-CO-26']),
    );
    for (const id of ['BR-16', 'BR-CO-10', 'BR-CO-13', 'BR-CO-15', 'BR-CO-16', 'BR-S-08', 'BR-21'])
      expect(MINIMUM_RULE_IDS).not.toContain(id);
    // BASIC WL: totals and VAT breakdown, no line rules
    expect(BASIC_WL_RULE_IDS).toEqual(
      expect.arrayContaining(['BR-CO-13', 'BR-CO-15', 'BR-CO-16', 'BR-S-09']),
    );
    for (const id of ['BR-16', 'BR-21', 'BR-22', 'BR-CO-10', 'BR-S-08'])
      expect(BASIC_WL_RULE_IDS).not.toContain(id);
    // EXTENDED: the CEN total/line rules are replaced by BR-FXEXT variants
    for (const id of ['BR-CO-10', 'BR-CO-13', 'BR-22', 'BR-26']) expect(EXTENDED_RULE_IDS).not.toContain(id);
    const ext = facturxRules(FACTURX_PROFILES['facturx-extended']).rules.map((r) => r.id);
    expect(ext).toEqual(expect.arrayContaining(['BR-FXEXT-CO-10', 'BR-FXEXT-BR-22']));
    expect(ext).not.toContain('BR-CO-10');
    // every selected id exists in our registry or is a CII syntax rule we check
    for (const list of [MINIMUM_RULE_IDS, BASIC_WL_RULE_IDS, BASIC_RULE_IDS, EXTENDED_RULE_IDS])
      for (const id of list) expect(ruleById(id) !== undefined || id.startsWith('CII-'), id).toBe(true);
    // only EN 16931 (and adopted Peppol) rules: no XRechnung rule runs on Factur-X
    const all = Object.values(FACTURX_PROFILES).flatMap((p) => facturxRules(p).rules);
    expect(all.some((r) => /^BR-DE-|^BR-DEX-|^PEPPOL-EN16931-R0[0-4]/.test(r.id))).toBe(false);
  });

  it('CII syntax rules of the profile schematron run (CII-SR-465: seller contact person and department)', () => {
    const xml = replaceOnce(
      xmlOf('facturx-extended'),
      '<ram:PersonName>Max Muster</ram:PersonName>',
      '<ram:PersonName>Max Muster</ram:PersonName><ram:DepartmentName>Einkauf</ram:DepartmentName>',
    );
    const r = mustCheck(xml);
    expect(ids(r)).toEqual(['CII-SR-465']);
    expect(r.accepted).toBe(false);
  });
});

describe('validateFacturx: the profile schematron structure and code-list asserts', () => {
  it('FX-CODE: a currency or country outside the profile code list', () => {
    const min = xmlOf('facturx-minimum');
    const cur = mustCheck(replaceOnce(min, '<ram:InvoiceCurrencyCode>EUR<', '<ram:InvoiceCurrencyCode>EUX<'));
    expect(ids(cur)).toEqual(['FX-CODE']);
    expect(cur.messages[0]?.text).toContain("'EUX'");
    expect(cur.messages[0]?.location).toMatch(/ram:InvoiceCurrencyCode\[1\]$/);
    const country = mustCheck(replaceOnce(min, /<ram:CountryID>DE</, '<ram:CountryID>XX<'));
    expect(ids(country)).toEqual(['FX-CODE']);
    // attribute values: the date format
    const fmt = mustCheck(replaceOnce(min, 'format="102"', 'format="103"'));
    expect(ids(fmt)).toContain('FX-CODE');
    expect(fmt.messages.find((m) => m.id === 'FX-CODE')?.textDe).toContain("'@format'");
  });

  it('FX-CODE: the type code list of the profile (751 is a Factur-X type code for MINIMUM)', () => {
    const min = xmlOf('facturx-minimum');
    expect(ids(mustCheck(replaceOnce(min, '<ram:TypeCode>380<', '<ram:TypeCode>751<')))).toEqual([]);
    expect(ids(mustCheck(replaceOnce(min, '<ram:TypeCode>380<', '<ram:TypeCode>999<')))).toEqual(['FX-CODE']);
  });

  it('FX-NOT-USED / FX-CARDINALITY: context-dependent limits the XSD cannot express', () => {
    // BASIC WL: the buyer needs a name (the shared party type makes it optional in the XSD)
    const bwl = xmlOf('facturx-basicwl');
    const noName = mustCheck(replaceOnce(bwl, '<ram:Name>Stadt Beispielhausen</ram:Name>', ''));
    expect(ids(noName)).toEqual(['BR-07', 'FX-CARDINALITY']);
    expect(noName.messages.find((m) => m.id === 'FX-CARDINALITY')?.text).toContain(
      "'ram:Name' must occur exactly once",
    );
  });

  it('our CII writer keeps nothing the profile schematron marks "not used"', () => {
    const raw = (p: ProfileId) => mustCheck(writeCii(validKitchenSink(), { profile: p }));
    for (const p of ['facturx-minimum', 'facturx-basicwl', 'facturx-basic', 'facturx-extended'] as const)
      expect(raw(p).messages.filter((m) => m.level === 'error')).toEqual([]);
  });
});

describe('BR-FXEXT rules (EXTENDED): GROUP / INFORMATION lines are not billed', () => {
  /** The kitchen sink without its (UBL-semantics) sub-lines, as the CII writer writes it. */
  function flatKitchenSink(): Invoice {
    const inv = validKitchenSink();
    inv.lines = inv.lines.map((l) => ({ ...l, subLines: [] }));
    return inv;
  }
  function groupInvoice(): Invoice {
    const inv = flatKitchenSink();
    const [first, ...rest] = inv.lines;
    if (!first) throw new Error('fixture without lines');
    // a GROUP line whose amount repeats its DETAIL sub-line: the totals count the sub-line only
    const group = { ...structuredClone(first), id: 'G1', lineStatusReasonCode: 'GROUP' };
    group.subLines = [{ ...structuredClone(first), id: 'G1.1', lineStatusReasonCode: 'DETAIL' }];
    inv.lines = [group, ...rest];
    return inv;
  }
  const run = (inv: Invoice) =>
    validateModel(inv, { scenario: 'en16931', syntax: 'cii', rules: FXEXT_RULES }).messages.map((m) => m.id);

  it('the kitchen sink passes every BR-FXEXT rule', () => {
    expect(run(flatKitchenSink())).toEqual([]);
  });

  it('BR-FXEXT-CO-10/13 sum the DETAIL line items (sub-lines included), not GROUP lines', () => {
    const inv = groupInvoice();
    expect(run(inv)).toEqual([]);
    // the same structure with the group line billed as well: the totals no longer match
    const billed = groupInvoice();
    if (billed.lines[0]) delete billed.lines[0].lineStatusReasonCode;
    expect(run(billed)).toEqual(['BR-FXEXT-CO-10', 'BR-FXEXT-CO-13']);
    // INFORMATION lines are not billed either; an unknown status is not DETAIL
    const info = groupInvoice();
    if (info.lines[0]) info.lines[0].lineStatusReasonCode = 'INFORMATION';
    expect(run(info)).toEqual([]);
  });

  it('BR-FXEXT-CO-10 tolerates 0.01 per line, and fails beyond', () => {
    const inv = flatKitchenSink();
    const n = inv.lines.length;
    inv.totals.lineNetTotal = add(inv.totals.lineNetTotal, ...Array<string>(n).fill('0.01'));
    expect(run(inv)).not.toContain('BR-FXEXT-CO-10');
    inv.totals.lineNetTotal = add(inv.totals.lineNetTotal, '0.01');
    expect(run(inv)).toContain('BR-FXEXT-CO-10');
  });

  it('BR-FXEXT-BR-22/24/26 and CO-04 concern DETAIL lines only', () => {
    const inv = groupInvoice();
    const group = inv.lines[0];
    if (!group) throw new Error('no group');
    group.quantity = '';
    group.netAmount = '';
    group.price.netPrice = '';
    group.vatCategoryCode = '';
    expect(run(inv).filter((id) => /BR-FXEXT-(BR|CO-04)/.test(id))).toEqual([]);
    const sub = group.subLines[0];
    if (!sub) throw new Error('no sub-line');
    sub.quantity = '';
    sub.unitCode = '';
    sub.price.netPrice = '';
    sub.vatCategoryCode = '';
    const found = validateModel(inv, { scenario: 'en16931', syntax: 'cii', rules: FXEXT_RULES }).messages;
    expect(found.map((m) => m.id).filter((id) => /BR-FXEXT-(BR|CO-04)/.test(id))).toEqual([
      'BR-FXEXT-BR-22',
      'BR-FXEXT-BR-23',
      'BR-FXEXT-BR-26',
      'BR-FXEXT-CO-04',
    ]);
    expect(found.find((m) => m.id === 'BR-FXEXT-BR-22')?.path).toBe('lines[0].subLines[0].quantity');
  });

  it('BR-FXEXT-CO-11/12/15/16 check allowances, charges, VAT total and amount due', () => {
    const inv = flatKitchenSink();
    inv.totals.amountDue = add(inv.totals.amountDue, '1');
    expect(run(inv)).toEqual(['BR-FXEXT-CO-16']);
    const inv2 = flatKitchenSink();
    inv2.totals.taxInclusive = add(inv2.totals.taxInclusive, '5');
    inv2.totals.amountDue = add(inv2.totals.amountDue, '5');
    expect(run(inv2)).toEqual(['BR-FXEXT-CO-15']);
    const inv3 = flatKitchenSink();
    inv3.totals.allowanceTotal = add(inv3.totals.allowanceTotal ?? '0', '1');
    inv3.totals.chargeTotal = add(inv3.totals.chargeTotal ?? '0', '1');
    const got = run(inv3);
    expect(got).toContain('BR-FXEXT-CO-11');
    expect(got).toContain('BR-FXEXT-CO-12');
  });
});

function add(...xs: string[]): string {
  return decAdd(...xs).toFixed(2);
}
