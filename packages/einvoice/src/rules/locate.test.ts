/** Locations of business-rule findings in the source document (locate.ts, wired in validateXml). */
import { describe, expect, it } from 'vitest';
import { CII_TO_MODEL_DATE_CODE } from '../cii/read.ts';
import { writeCii } from '../cii/write.ts';
import type { Invoice } from '../model/invoice.ts';
import type { Syntax } from '../model/read-result.ts';
import { readInvoice } from '../read.ts';
import { kitchenSinkCreditNote, kitchenSinkInvoice } from '../ubl/fixtures.ts';
import { writeUbl } from '../ubl/write.ts';
import { validateXml } from '../validate.ts';
import { parseXml, pathOf, type XmlElement } from '../xml/parse.ts';
import { BR_CASES } from './en16931/br.cases.ts';
import { BR_CL_CASES } from './en16931/br-cl.cases.ts';
import { BR_CO_CASES } from './en16931/br-co.cases.ts';
import { BR_DEC_CASES } from './en16931/br-dec.cases.ts';
import { VAT_CASES } from './en16931/vat.cases.ts';
import { validateModel } from './engine.ts';
import { baselineInvoice } from './fixtures.ts';
import { locator, nodeLocator } from './locate.ts';
import { PEPPOL_CASES } from './peppol/r.cases.ts';
import { XML_OVERRIDE_IDS } from './registry.ts';
import type { RuleCase } from './testing.ts';
import { BR_DE_CASES } from './xrechnung/br-de.cases.ts';

const CASES: RuleCase[] = [
  ...BR_CASES,
  ...BR_CO_CASES,
  ...VAT_CASES,
  ...BR_DEC_CASES,
  ...BR_CL_CASES,
  ...BR_DE_CASES,
  ...PEPPOL_CASES,
].filter((c) => !c.passes);

const XPATH = /^\/(Invoice|CreditNote|rsm:CrossIndustryInvoice)\[1\](\/|$)/;
const SYNTAXES: Syntax[] = ['ubl', 'cii'];
const write = (inv: Invoice, syntax: Syntax) => (syntax === 'ubl' ? writeUbl(inv) : writeCii(inv));

function mutated(c: RuleCase): Invoice {
  const inv = c.base ? c.base() : baselineInvoice();
  c.mutate(inv);
  return inv;
}

/** The locator of a document as validateXml builds it. */
function locatorOf(xml: string) {
  const read = readInvoice(xml);
  if (!read.ok) throw new Error(read.error.message);
  return locator(read.root, read.syntax, read.documentType);
}

/** 1-based line of the first occurrence of `s` in `xml`. */
const lineOf = (xml: string, s: string) => {
  const i = xml.indexOf(s);
  expect(i, s).toBeGreaterThanOrEqual(0);
  return xml.slice(0, i).split('\n').length;
};

/** Every string value of the model with its path (`lines[0].item.name`). */
function leaves(x: unknown, prefix = ''): Array<[string, string]> {
  if (typeof x === 'string') return [[prefix, x]];
  if (Array.isArray(x)) return x.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (x && typeof x === 'object')
    return Object.entries(x).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const messages = (xml: string, id: string) => validateXml(xml).report.messages.filter((m) => m.id === id);

describe('locations of business-rule findings', () => {
  it('every rule failing case, in UBL and CII: each message of validateXml has an XPath location', () => {
    let located = 0;
    const fired = new Set<string>();
    for (const c of CASES) {
      for (const syntax of SYNTAXES) {
        if (c.syntax && c.syntax !== syntax) continue;
        const xml = write(mutated(c), syntax);
        for (const m of validateXml(xml).report.messages) {
          if (m.id === 'PROCESSING-ERROR' || m.id === 'RULE-ERROR') continue;
          expect(m.location, `${c.id} (${c.name}) ${syntax}: ${m.id} at ${m.path}`).toMatch(XPATH);
          expect(m.line, `${c.id} ${syntax}: ${m.id}`).toBeGreaterThan(0);
          // a business rule checked on the model (path) or on the XML in its place
          if (m.path !== '' || XML_OVERRIDE_IDS.has(m.id)) located++;
          // a rule checked on the XML (same id, path '') also shows the case reached the rules
          if (m.id === c.id) fired.add(c.id);
        }
      }
    }
    // the cases reach the business rules through the writers and readers (not only syntax/schema errors)
    expect(located).toBeGreaterThan(500);
    expect(fired.size).toBeGreaterThan(200);
  });

  it('every model path a failing case emits resolves to an XPath in both syntaxes (present or not)', () => {
    const unresolved: string[] = [];
    let paths = 0;
    for (const c of CASES) {
      for (const syntax of SYNTAXES) {
        if (c.syntax && c.syntax !== syntax) continue;
        const inv = mutated(c);
        const locate = locatorOf(write(inv, syntax));
        const documentType = syntax === 'cii' ? 'CrossIndustryInvoice' : c.documentType;
        const report = validateModel(inv, {
          scenario: c.scenario ?? 'xrechnung',
          syntax,
          ...(documentType ? { documentType } : {}),
        });
        for (const m of report.messages) {
          if (m.path === '') continue;
          paths++;
          const loc = locate(m.path);
          if (!loc || !XPATH.test(loc.location) || !(loc.line && loc.line > 0))
            unresolved.push(`${syntax} ${c.id}: ${m.path} → ${loc?.location}`);
        }
      }
    }
    expect(unresolved).toEqual([]);
    expect(paths).toBeGreaterThan(500);
  });

  it('every value of a full document (kitchen sink) is found at the element it was read from', () => {
    const docs = [
      writeUbl(kitchenSinkInvoice()),
      writeUbl(kitchenSinkCreditNote()),
      writeCii(kitchenSinkInvoice()),
    ];
    const wrong: string[] = [];
    let checked = 0;
    for (const xml of docs) {
      const read = readInvoice(xml);
      if (!read.ok) throw new Error(read.error.message);
      const node = nodeLocator(read.root, read.syntax, read.documentType);
      const cii = read.syntax === 'cii';
      for (const [path, value] of leaves(read.invoice)) {
        const n = node(path);
        const field = path.replace(/.*\./, '');
        const found = n?.attr ? n.el.attrs[n.attr]?.trim() : n?.el.text.trim();
        const ok =
          n?.exact === true &&
          (found === value ||
            (cii && found === value.replaceAll('-', '')) || // CII dates: format 102
            (cii && field === 'taxPointDateCode' && CII_TO_MODEL_DATE_CODE[found ?? ''] === value) ||
            (field === 'paymentTerms' && value.includes(found ?? '\u0000')) || // CII: descriptions joined
            (/^notes\[\d+\]\.(text|subjectCode)$/.test(path) && (found ?? '').includes(value)) || // UBL #CODE#text
            (field === 'base64' && found?.replace(/\s+/g, '') === value));
        if (ok) checked++;
        else wrong.push(`${read.syntax} ${read.documentType} ${path} = ${value}: ${n?.exact} ${found}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  });

  it('the line net amount of line 2 (R120), both syntaxes', () => {
    const inv = baselineInvoice();
    (inv.lines[1] as Invoice['lines'][number]).netAmount = '51.00';
    const ubl = writeUbl(inv);
    const u = messages(ubl, 'PEPPOL-EN16931-R120')[0];
    expect(u).toMatchObject({
      path: 'lines[1].netAmount',
      location: '/Invoice[1]/cac:InvoiceLine[2]/cbc:LineExtensionAmount[1]',
      line: lineOf(ubl, '<cbc:LineExtensionAmount currencyID="EUR">51.00'),
    });
    const cii = writeCii(inv);
    const c = messages(cii, 'PEPPOL-EN16931-R120')[0];
    expect(c).toMatchObject({
      path: 'lines[1].netAmount',
      location:
        '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:IncludedSupplyChainTradeLineItem[2]/ram:SpecifiedLineTradeSettlement[1]/ram:SpecifiedTradeSettlementLineMonetarySummation[1]/ram:LineTotalAmount[1]',
      line: lineOf(cii, '<ram:LineTotalAmount>51.00'),
    });
  });

  it('the VAT breakdown taxable amount (BR-S-08): TaxTotal/TaxSubtotal, header ApplicableTradeTax', () => {
    const inv = baselineInvoice();
    (inv.vatBreakdown[1] as Invoice['vatBreakdown'][number]).taxableAmount = '51.00';
    const ubl = writeUbl(inv);
    expect(messages(ubl, 'BR-S-08').find((m) => m.path === 'vatBreakdown[1].taxableAmount')).toMatchObject({
      location: '/Invoice[1]/cac:TaxTotal[1]/cac:TaxSubtotal[2]/cbc:TaxableAmount[1]',
      line: lineOf(ubl, '<cbc:TaxableAmount currencyID="EUR">51.00'),
    });
    const cii = writeCii(inv);
    // CII checks BR-S-08 on the XML (codes as written; path ''), reported at the taxable amount
    expect(messages(cii, 'BR-S-08')[0]).toMatchObject({
      location:
        '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeSettlement[1]/ram:ApplicableTradeTax[2]/ram:BasisAmount[1]',
      line: lineOf(cii, '<ram:BasisAmount>51.00'),
    });
  });

  it('the seller VAT id: the element when given, the seller party when missing', () => {
    const bad = baselineInvoice();
    bad.seller.vatId = '123456789'; // no country prefix: BR-CO-09
    const ubl = writeUbl(bad);
    // UBL checks BR-CO-09 on the XML (path ''): the same place as the model path gives
    expect(locatorOf(ubl)('seller.vatId')?.location).toBe(messages(ubl, 'BR-CO-09')[0]?.location);
    expect(messages(ubl, 'BR-CO-09')[0]).toMatchObject({
      location:
        '/Invoice[1]/cac:AccountingSupplierParty[1]/cac:Party[1]/cac:PartyTaxScheme[1]/cbc:CompanyID[1]',
      line: lineOf(ubl, '<cbc:CompanyID>123456789'),
    });
    const cii = writeCii(bad);
    // CII too (the identifier as written, party-tax-xml.ts)
    expect(locatorOf(cii)('seller.vatId')?.location).toBe(messages(cii, 'BR-CO-09')[0]?.location);
    expect(messages(cii, 'BR-CO-09')[0]).toMatchObject({
      location:
        '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeAgreement[1]/ram:SellerTradeParty[1]/ram:SpecifiedTaxRegistration[1]/ram:ID[1]',
      line: lineOf(cii, '<ram:ID schemeID="VA">123456789'),
    });

    const none = baselineInvoice();
    delete none.seller.vatId;
    const u2 = writeUbl(none);
    expect(messages(u2, 'BR-DE-16')[0]).toMatchObject({
      path: 'seller.vatId',
      location: '/Invoice[1]/cac:AccountingSupplierParty[1]/cac:Party[1]',
      line: lineOf(u2, '<cac:Party>'),
    });
    const c2 = writeCii(none);
    expect(messages(c2, 'BR-DE-16')[0]).toMatchObject({
      path: 'seller.vatId',
      location:
        '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeAgreement[1]/ram:SellerTradeParty[1]',
      line: lineOf(c2, '<ram:SellerTradeParty>'),
    });
  });

  it('a missing buyer reference (BR-DE-15): the UBL root, the CII header trade agreement, with their lines', () => {
    const inv = baselineInvoice();
    delete inv.buyerReference;
    const ubl = writeUbl(inv);
    expect(messages(ubl, 'BR-DE-15')[0]).toMatchObject({
      path: 'buyerReference',
      location: '/Invoice[1]',
      line: lineOf(ubl, '<Invoice'),
    });
    const cii = writeCii(inv);
    expect(messages(cii, 'BR-DE-15')[0]).toMatchObject({
      path: 'buyerReference',
      location:
        '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeAgreement[1]',
      line: lineOf(cii, '<ram:ApplicableHeaderTradeAgreement>'),
    });
  });

  it('credit notes, attributes, missing parts of an existing group, credit transfers, notes', () => {
    const inv = baselineInvoice();
    inv.typeCode = '381';
    const ubl = writeUbl(inv);
    const locate = locatorOf(ubl);
    expect(locate('lines[1].quantity')?.location).toBe(
      '/CreditNote[1]/cac:CreditNoteLine[2]/cbc:CreditedQuantity[1]',
    );
    expect(locate('lines[1].unitCode')?.location).toBe(
      '/CreditNote[1]/cac:CreditNoteLine[2]/cbc:CreditedQuantity[1]/@unitCode',
    );
    expect(locate('seller.contact.email')?.location).toBe(
      '/CreditNote[1]/cac:AccountingSupplierParty[1]/cac:Party[1]/cac:Contact[1]/cbc:ElectronicMail[1]',
    );
    expect(locate('buyer.contact.email')?.location).toBe(
      '/CreditNote[1]/cac:AccountingCustomerParty[1]/cac:Party[1]',
    );
    expect(locate('paymentInstructions.creditTransfers[0].accountId')).toMatchObject({
      location: '/CreditNote[1]/cac:PaymentMeans[1]/cac:PayeeFinancialAccount[1]/cbc:ID[1]',
      line: lineOf(ubl, '<cbc:ID>DE02120300000000202051'),
    });
    expect(locate('paymentInstructions.creditTransfers[0].providerId')?.location).toBe(
      '/CreditNote[1]/cac:PaymentMeans[1]/cac:PayeeFinancialAccount[1]',
    );
    expect(locate('notes[0].text')?.location).toBe('/CreditNote[1]/cbc:Note[1]');
    expect(locate('charges[0].reasonCode')?.location).toBe(
      '/CreditNote[1]/cac:AllowanceCharge[2]/cbc:AllowanceChargeReasonCode[1]',
    );
    expect(locate('totals.vatTotal')?.location).toBe('/CreditNote[1]/cac:TaxTotal[1]/cbc:TaxAmount[1]');
    expect(locate('delivery.address.countryCode')?.location).toBe('/CreditNote[1]');

    const cii = locatorOf(writeCii(inv));
    const tx = '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]';
    expect(cii('paymentInstructions.creditTransfers[0].accountId')?.location).toBe(
      `${tx}/ram:ApplicableHeaderTradeSettlement[1]/ram:SpecifiedTradeSettlementPaymentMeans[1]/ram:PayeePartyCreditorFinancialAccount[1]/ram:IBANID[1]`,
    );
    expect(cii('issueDate')?.location).toBe(
      '/rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocument[1]/ram:IssueDateTime[1]/udt:DateTimeString[1]',
    );
    expect(cii('notes[0].text')?.location).toBe(
      '/rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocument[1]/ram:IncludedNote[1]/ram:Content[1]',
    );
    expect(cii('lines[0].unitCode')?.location).toBe(
      `${tx}/ram:IncludedSupplyChainTradeLineItem[1]/ram:SpecifiedLineTradeDelivery[1]/ram:BilledQuantity[1]/@unitCode`,
    );
    expect(cii('lines[1].price.netPrice')?.location).toBe(
      `${tx}/ram:IncludedSupplyChainTradeLineItem[2]/ram:SpecifiedLineTradeAgreement[1]/ram:NetPriceProductTradePrice[1]/ram:ChargeAmount[1]`,
    );
    expect(cii('allowances[0].amount')?.location).toBe(
      `${tx}/ram:ApplicableHeaderTradeSettlement[1]/ram:SpecifiedTradeAllowanceCharge[1]/ram:ActualAmount[1]`,
    );
    expect(cii('processControl.specificationIdentifier')?.location).toBe(
      '/rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocumentContext[1]/ram:GuidelineSpecifiedDocumentContextParameter[1]/ram:ID[1]',
    );
    // an index beyond the document: where the entries are
    expect(cii('lines[7].netAmount')?.location).toBe(tx);
    expect(cii('vatBreakdown[5].rate')?.location).toBe(`${tx}/ram:ApplicableHeaderTradeSettlement[1]`);
  });

  it('sub-lines: UBL SubInvoiceLine, CII ParentLineID', () => {
    const ubl = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
 xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
 xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cac:InvoiceLine><cbc:ID>1</cbc:ID>
  <cac:SubInvoiceLine><cbc:ID>1.1</cbc:ID></cac:SubInvoiceLine>
  <cac:SubInvoiceLine><cbc:ID>1.2</cbc:ID>
    <cac:Item><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID></cac:ClassifiedTaxCategory></cac:Item>
  </cac:SubInvoiceLine>
</cac:InvoiceLine>
</Invoice>`;
    const u = parseXml(ubl);
    if (!u.ok) throw new Error('parse');
    const lu = locator(u.root, 'ubl', 'Invoice');
    expect(lu('lines[0].subLines[1].vatCategoryCode')).toEqual({
      location:
        '/Invoice[1]/cac:InvoiceLine[1]/cac:SubInvoiceLine[2]/cac:Item[1]/cac:ClassifiedTaxCategory[1]/cbc:ID[1]',
      line: 7,
      column: expect.any(Number),
    });
    expect(lu('lines[0].subLines[0].vatCategoryCode')).toMatchObject({
      location: '/Invoice[1]/cac:InvoiceLine[1]/cac:SubInvoiceLine[1]',
      line: 5,
    });

    const cii = `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
 xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
<rsm:SupplyChainTradeTransaction>
<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument></ram:IncludedSupplyChainTradeLineItem>
<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>1.1</ram:LineID><ram:ParentLineID>1</ram:ParentLineID></ram:AssociatedDocumentLineDocument></ram:IncludedSupplyChainTradeLineItem>
<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>2</ram:LineID></ram:AssociatedDocumentLineDocument></ram:IncludedSupplyChainTradeLineItem>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
    const c = parseXml(cii);
    if (!c.ok) throw new Error('parse');
    const lc = locator(c.root, 'cii', 'CrossIndustryInvoice');
    const items =
      '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:IncludedSupplyChainTradeLineItem';
    expect(lc('lines[1].id')?.location).toBe(
      `${items}[3]/ram:AssociatedDocumentLineDocument[1]/ram:LineID[1]`,
    );
    expect(lc('lines[0].subLines[0].id')).toMatchObject({
      location: `${items}[2]/ram:AssociatedDocumentLineDocument[1]/ram:LineID[1]`,
      line: 5,
    });
    expect(lc('lines[0].subLines[0].netAmount')?.location).toBe(`${items}[2]`);
  });

  it('the XPath is the one pathOf writes (same style as syntax and schema messages)', () => {
    const xml = writeUbl(baselineInvoice());
    const parsed = parseXml(xml);
    if (!parsed.ok) throw new Error('parse');
    const locate = locator(parsed.root, 'ubl', 'Invoice');
    const walk = (e: XmlElement): XmlElement[] => [e, ...e.children.flatMap(walk)];
    const el = walk(parsed.root).filter((e) => e.local === 'PriceAmount')[1] as XmlElement;
    expect(locate('lines[1].price.netPrice')).toEqual({
      location: pathOf(el),
      line: el.line,
      column: el.column,
    });
  });

  it('unknown or malformed paths give undefined (the model path stays); nothing throws', () => {
    const locate = locatorOf(writeUbl(baselineInvoice()));
    for (const p of [
      '',
      'foo',
      'lines[0].foo',
      'lines.netAmount',
      'seller[0]',
      'number.value',
      'lines[x]',
      'a..b',
    ])
      expect(locate(p), p).toBeUndefined();
    const m = validateModel(baselineInvoice(), { scenario: 'xrechnung', locate: () => undefined });
    expect(m.messages).toEqual([]);
  });

  it('Factur-X profile reports (opt-in) get XPaths too', () => {
    const inv = baselineInvoice();
    inv.totals.lineNetTotal = '151.00';
    const xml = writeCii(inv, { profile: 'facturx-basic' });
    const report = validateXml(xml, { facturx: true }).report;
    const m = report.messages.find((x) => x.path === 'totals.lineNetTotal');
    expect(m?.location).toBe(
      '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeSettlement[1]/ram:SpecifiedTradeSettlementHeaderMonetarySummation[1]/ram:LineTotalAmount[1]',
    );
    for (const x of report.messages) expect(x.location, x.id).toMatch(XPATH);
  });

  it('NO-SCENARIO points at the specification identifier', () => {
    const inv = baselineInvoice();
    inv.processControl.specificationIdentifier = 'urn:example:unknown';
    const ubl = writeUbl(inv);
    expect(validateXml(ubl).report.messages[0]).toMatchObject({
      id: 'NO-SCENARIO',
      path: 'processControl.specificationIdentifier',
      location: '/Invoice[1]/cbc:CustomizationID[1]',
      line: lineOf(ubl, '<cbc:CustomizationID>'),
    });
  });
});
