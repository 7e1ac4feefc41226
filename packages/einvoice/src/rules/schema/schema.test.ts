import { describe, expect, it } from 'vitest';
import { parseXml } from '../../xml/parse.ts';
import { checkSchema } from './index.ts';
import { normalize, validLiteral } from './values.ts';

// Small hand-written documents that pass the official schema check (and give no syntax findings).
const UBL = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>
  <cbc:ID>R-1</cbc:ID>
  <cbc:IssueDate>2024-02-29</cbc:IssueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:BuyerReference>B-1</cbc:BuyerReference>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Seller GmbH</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Buyer AG</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">19.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount><cbc:PayableAmount currencyID="EUR">119.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="C62">10</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Item</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">10</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>`;

const CII = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument><ram:ID>R-1</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">20240229</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>Item</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>10</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">10</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:ApplicableTradeTax><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement><ram:BuyerReference>B-1</ram:BuyerReference><ram:SellerTradeParty><ram:Name>Seller GmbH</ram:Name></ram:SellerTradeParty><ram:BuyerTradeParty><ram:Name>Buyer AG</ram:Name></ram:BuyerTradeParty></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>100.00</ram:LineTotalAmount><ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount><ram:GrandTotalAmount>119.00</ram:GrandTotalAmount><ram:DuePayableAmount>119.00</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

const CN = UBL.replace(/Invoice-2/, 'CreditNote-2')
  .replace(/<Invoice /, '<CreditNote ')
  .replace('</Invoice>', '</CreditNote>')
  .replace(
    /<cbc:InvoiceTypeCode>380<\/cbc:InvoiceTypeCode>/,
    '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>',
  )
  .replaceAll('cac:InvoiceLine>', 'cac:CreditNoteLine>')
  .replaceAll('cbc:InvoicedQuantity', 'cbc:CreditedQuantity');

function check(xml: string) {
  const r = parseXml(xml);
  if (!r.ok) throw new Error(r.error.message);
  return checkSchema(r.root);
}
const ids = (xml: string) => [...new Set(check(xml).map((f) => f.id))].sort();
function edit(xml: string, from: string | RegExp, to: string): string {
  const out = xml.replace(from, to);
  if (out === xml) throw new Error(`fixture edit did not apply: ${from}`);
  return out;
}

describe('checkSchema: valid documents', () => {
  it('accepts the UBL invoice, the UBL credit note and the CII invoice', () => {
    expect(check(UBL)).toEqual([]);
    expect(check(CN)).toEqual([]);
    expect(check(CII)).toEqual([]);
  });
  it('ignores other root elements', () => {
    expect(check('<x:Order xmlns:x="urn:x"/>')).toEqual([]);
  });
});

describe('checkSchema: UBL', () => {
  it('wrong order: cvc-complex-type.2.4.a at the misplaced element', () => {
    const xml = edit(
      UBL,
      /(<cbc:ID>R-1<\/cbc:ID>)(\s*)(<cbc:IssueDate>2024-02-29<\/cbc:IssueDate>)/,
      '$3$2$1',
    );
    const f = check(xml);
    expect(f.map((x) => x.id)).toEqual(['cvc-complex-type.2.4.a']);
    expect(f[0]?.location).toBe('/Invoice[1]/cbc:IssueDate[1]');
    expect(f[0]?.message.en).toContain('cbc:ID');
    expect(f[0]?.level).toBe('error');
  });
  it('missing required element in the middle: 2.4.a; at the end: 2.4.b', () => {
    expect(ids(edit(UBL, '<cbc:IssueDate>2024-02-29</cbc:IssueDate>', ''))).toEqual([
      'cvc-complex-type.2.4.a',
    ]);
    const noLines = edit(UBL, /<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, '');
    const f = check(noLines);
    expect(f.map((x) => x.id)).toEqual(['cvc-complex-type.2.4.b']);
    expect(f[0]?.message.en).toContain('cac:InvoiceLine');
    expect(ids(edit(UBL, '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>', ''))).toEqual([
      'cvc-complex-type.2.4.b',
    ]);
  });
  it('bad dates: cvc-datatype-valid.1.2.1 + cvc-complex-type.2.2', () => {
    for (const d of ['2024-13-01', '29.02.2024', '2023-02-29', '', '2024-02-29T10:00:00']) {
      const xml = edit(
        UBL,
        '<cbc:IssueDate>2024-02-29</cbc:IssueDate>',
        `<cbc:IssueDate>${d}</cbc:IssueDate>`,
      );
      expect(ids(xml), d).toEqual(['cvc-complex-type.2.2', 'cvc-datatype-valid.1.2.1']);
    }
    expect(ids(edit(UBL, '2024-02-29', ' 2024-02-29+01:00 '))).toEqual([]);
  });
  it('bad decimals and booleans', () => {
    for (const v of ['119,00', '', '1e3', 'EUR 119']) {
      const xml = edit(
        UBL,
        '<cbc:PayableAmount currencyID="EUR">119.00<',
        `<cbc:PayableAmount currencyID="EUR">${v}<`,
      );
      expect(ids(xml), v).toEqual(['cvc-complex-type.2.2', 'cvc-datatype-valid.1.2.1']);
    }
    expect(
      ids(edit(UBL, '<cbc:InvoicedQuantity unitCode="C62">10<', '<cbc:InvoicedQuantity unitCode="C62">-.5<')),
    ).toEqual([]);
    const ac = (v: string) =>
      edit(
        UBL,
        '<cac:TaxTotal>',
        `<cac:AllowanceCharge><cbc:ChargeIndicator>${v}</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">1</cbc:Amount></cac:AllowanceCharge><cac:TaxTotal>`,
      );
    expect(ids(ac('false'))).toEqual([]);
    expect(ids(ac('yes'))).toEqual(['cvc-complex-type.2.2', 'cvc-datatype-valid.1.2.1']);
  });
  it('missing currencyID / mimeCode: cvc-complex-type.4; unknown attribute: cvc-complex-type.3.2.2', () => {
    const f = check(edit(UBL, '<cbc:PayableAmount currencyID="EUR">', '<cbc:PayableAmount>'));
    expect(f.map((x) => x.id)).toEqual(['cvc-complex-type.4']);
    expect(f[0]?.message.en).toContain('currencyID');
    expect(ids(edit(UBL, '<cbc:ID>R-1</cbc:ID>', '<cbc:ID foo="1">R-1</cbc:ID>'))).toEqual([
      'cvc-complex-type.3.2.2',
    ]);
    expect(
      ids(
        edit(
          UBL,
          '<cbc:ID>R-1</cbc:ID>',
          '<cbc:ID xsi:type="x" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">R-1</cbc:ID>',
        ),
      ),
    ).toEqual([]);
    const adr = (attrs: string, data = 'QUJD') =>
      edit(
        UBL,
        '<cac:AccountingSupplierParty>',
        `<cac:AdditionalDocumentReference><cbc:ID>A</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject ${attrs}>${data}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference><cac:AccountingSupplierParty>`,
      );
    expect(ids(adr('mimeCode="application/pdf" filename="a.pdf"'))).toEqual([]);
    expect(ids(adr('filename="a.pdf"'))).toEqual(['cvc-complex-type.4']);
    expect(ids(adr('mimeCode="application/pdf"', 'QUJ'))).toEqual([
      'cvc-complex-type.2.2',
      'cvc-datatype-valid.1.2.1',
    ]);
  });
  it('unknown elements (UBL namespace or foreign) are cvc-complex-type.2.4.a', () => {
    expect(ids(edit(UBL, '<cbc:BuyerReference>', '<cbc:Foo>x</cbc:Foo><cbc:BuyerReference>'))).toEqual([
      'cvc-complex-type.2.4.a',
    ]);
    expect(ids(edit(UBL, '<cbc:BuyerReference>', '<x:Foo xmlns:x="urn:x"/><cbc:BuyerReference>'))).toEqual([
      'cvc-complex-type.2.4.a',
    ]);
  });
  it('text in element-only content: cvc-complex-type.2.3; elements in a value: cvc-complex-type.2.2', () => {
    expect(ids(edit(UBL, '<cac:AccountingSupplierParty>', '<cac:AccountingSupplierParty>oops'))).toEqual([
      'cvc-complex-type.2.3',
    ]);
    expect(ids(edit(UBL, '<cbc:BuyerReference>B-1', '<cbc:BuyerReference><cbc:Foo/>B-1'))).toEqual([
      'cvc-complex-type.2.2',
    ]);
  });
  it('after a content error the rest of the parent is not checked, but misplaced elements still are', () => {
    // the missing IssueDate is not reported again after the unknown element
    expect(
      check(
        edit(
          edit(UBL, '<cbc:IssueDate>2024-02-29</cbc:IssueDate>', ''),
          '<cbc:ID>R-1</cbc:ID>',
          '<cbc:Foo/><cbc:ID>R-1</cbc:ID>',
        ),
      ).map((f) => f.id),
    ).toEqual(['cvc-complex-type.2.4.a']);
    const misplaced = edit(
      edit(UBL, '<cbc:IssueDate>2024-02-29</cbc:IssueDate>', ''),
      '<cbc:DocumentCurrencyCode>',
      '<cbc:IssueDate>2024-99-01</cbc:IssueDate><cbc:DocumentCurrencyCode>',
    );
    expect(ids(misplaced)).toEqual([
      'cvc-complex-type.2.2',
      'cvc-complex-type.2.4.a',
      'cvc-datatype-valid.1.2.1',
    ]);
    const sub = edit(
      UBL,
      '<cbc:BuyerReference>',
      '<cac:SubInvoiceLine><cbc:Foo/></cac:SubInvoiceLine><cbc:BuyerReference>',
    );
    expect(check(sub).map((f) => f.id)).toEqual(['cvc-complex-type.2.4.a', 'cvc-complex-type.2.4.a']);
  });
  it('repeated single element: 2.4.a; a credit note has no SubInvoiceLine', () => {
    expect(
      ids(
        edit(
          UBL,
          '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
          '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
        ),
      ),
    ).toEqual(['cvc-complex-type.2.4.a']);
    expect(
      ids(
        edit(CN, '</cac:Price>', '</cac:Price><cac:SubInvoiceLine><cbc:ID>1</cbc:ID></cac:SubInvoiceLine>'),
      ),
    ).toEqual(['cvc-complex-type.2.4.a', 'cvc-complex-type.2.4.b']);
  });
  it('languageID must be a language tag: cvc-pattern-valid + cvc-attribute.3', () => {
    expect(
      ids(
        edit(
          UBL,
          '<cbc:DocumentCurrencyCode>',
          '<cbc:Note languageID="de-DE">n</cbc:Note><cbc:DocumentCurrencyCode>',
        ),
      ),
    ).toEqual([]);
    expect(
      ids(
        edit(
          UBL,
          '<cbc:DocumentCurrencyCode>',
          '<cbc:Note languageID="102">n</cbc:Note><cbc:DocumentCurrencyCode>',
        ),
      ),
    ).toEqual(['cvc-attribute.3', 'cvc-pattern-valid']);
  });
  it('a simple element with a stray child: its value is the child text (as Xerces buffers it)', () => {
    const amount = (v: string) =>
      edit(UBL, '<cbc:PayableAmount currencyID="EUR">119.00<', `<cbc:PayableAmount currencyID="EUR">${v}<`);
    expect(ids(amount('119<cbc:Name>x</cbc:Name>'))).toEqual([
      'cvc-complex-type.2.2',
      'cvc-datatype-valid.1.2.1',
    ]);
    expect(ids(amount('abc<cbc:Name>5</cbc:Name>'))).toEqual(['cvc-complex-type.2.2']);
    expect(ids(amount('119<x:Foo xmlns:x="urn:x">1</x:Foo>'))).toEqual([
      'cvc-complex-type.2.2',
      'cvc-datatype-valid.1.2.1',
    ]);
  });
  it('namespaced attributes other than xsi are not allowed; xsi:nil never', () => {
    expect(ids(edit(UBL, '<cbc:ID>R-1</cbc:ID>', '<cbc:ID xml:lang="de">R-1</cbc:ID>'))).toEqual([
      'cvc-complex-type.3.2.2',
    ]);
    const nil = '<cbc:ID xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true">R-1</cbc:ID>';
    expect(ids(edit(UBL, '<cbc:ID>R-1</cbc:ID>', nil))).toEqual(['cvc-elt.3.1']);
  });
  it('a no-break space is not XML whitespace', () => {
    expect(
      ids(
        edit(
          UBL,
          '<cbc:PayableAmount currencyID="EUR">119.00<',
          '<cbc:PayableAmount currencyID="EUR">\u00a0119.00<',
        ),
      ),
    ).toEqual(['cvc-complex-type.2.2', 'cvc-datatype-valid.1.2.1']);
  });
  it('UBL extension content is checked where it uses UBL elements (lax)', () => {
    const ext = (inner: string) =>
      `<ext:UBLExtensions xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"><ext:UBLExtension><ext:ExtensionContent>${inner}</ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions><cbc:CustomizationID>`;
    expect(
      ids(edit(UBL, '<cbc:CustomizationID>', ext('<cbc:Amount currencyID="EUR">abc</cbc:Amount>'))),
    ).toEqual(['cvc-complex-type.2.2', 'cvc-datatype-valid.1.2.1']);
    expect(ids(edit(UBL, '<cbc:CustomizationID>', ext('')))).toEqual(['cvc-complex-type.2.4.b']);
  });
  it('UBL extensions: any content of another namespace is accepted', () => {
    const ext =
      '<ext:UBLExtensions xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"><ext:UBLExtension><ext:ExtensionContent><x:y xmlns:x="urn:x"><x:z/></x:y></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>';
    expect(ids(edit(UBL, '<cbc:CustomizationID>', `${ext}<cbc:CustomizationID>`))).toEqual([]);
  });
});

describe('checkSchema: CII', () => {
  it('wrong order and missing ID: 2.4.a; unknown element: 2.4.a', () => {
    expect(
      ids(
        edit(
          CII,
          '<ram:ID>R-1</ram:ID><ram:TypeCode>380</ram:TypeCode>',
          '<ram:TypeCode>380</ram:TypeCode><ram:ID>R-1</ram:ID>',
        ),
      ),
    ).toEqual(['cvc-complex-type.2.4.a']);
    expect(ids(edit(CII, '<ram:ID>R-1</ram:ID>', ''))).toEqual(['cvc-complex-type.2.4.a']);
    expect(
      ids(edit(CII, '<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>380</ram:TypeCode><ram:Foo/>')),
    ).toEqual(['cvc-complex-type.2.4.a']);
  });
  it('a second date in a DateTimeType choice: 2.4.d', () => {
    const xml = edit(
      CII,
      '</udt:DateTimeString>',
      '</udt:DateTimeString><udt:DateTime>2024-02-29T00:00:00</udt:DateTime>',
    );
    expect(ids(xml)).toEqual(['cvc-complex-type.2.4.d']);
  });
  it('dates with format 102 are a schema string (CII-DT-097 checks them), amounts are decimals', () => {
    expect(ids(edit(CII, '>20240229<', '>2024-02-29<'))).toEqual([]);
    expect(
      ids(
        edit(
          CII,
          '<ram:LineTotalAmount>100.00</ram:LineTotalAmount><ram:TaxBasisTotalAmount>',
          '<ram:LineTotalAmount>100,00</ram:LineTotalAmount><ram:TaxBasisTotalAmount>',
        ),
      ),
    ).toEqual(['cvc-complex-type.2.2', 'cvc-datatype-valid.1.2.1']);
  });
  it('a bad udt:Indicator is a simple-type error: cvc-type.3.1.3', () => {
    const ac = (v: string) =>
      edit(
        CII,
        '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
        `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>${v}</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>1</ram:ActualAmount></ram:SpecifiedTradeAllowanceCharge><ram:SpecifiedTradeSettlementHeaderMonetarySummation>`,
      );
    expect(ids(ac('true'))).toEqual([]);
    expect(ids(ac('yes'))).toEqual(['cvc-datatype-valid.1.2.1', 'cvc-type.3.1.3']);
  });
  it('text in aggregates, attributes', () => {
    expect(ids(edit(CII, '<rsm:ExchangedDocument>', '<rsm:ExchangedDocument>oops'))).toEqual([
      'cvc-complex-type.2.3',
    ]);
    expect(ids(edit(CII, '<ram:TypeCode>380', '<ram:TypeCode foo="1">380'))).toEqual([
      'cvc-complex-type.3.2.2',
    ]);
    // the document type code's listID is fixed to 1001 in the D16B schema
    expect(ids(edit(CII, '<ram:TypeCode>380', '<ram:TypeCode listID="1001">380'))).toEqual([]);
    expect(ids(edit(CII, '<ram:TypeCode>380', '<ram:TypeCode listID="UNCL1001">380'))).toEqual([
      'cvc-complex-type.3.1',
    ]);
  });
  it('missing required aggregate at the end: 2.4.b', () => {
    expect(
      ids(
        edit(CII, /<ram:ApplicableHeaderTradeSettlement>[\s\S]*<\/ram:ApplicableHeaderTradeSettlement>/, ''),
      ),
    ).toEqual(['cvc-complex-type.2.4.b']);
  });
});

describe('XSD value types', () => {
  it('dates', () => {
    expect(validLiteral('date', '2024-02-29')).toBe(true);
    expect(validLiteral('date', '2100-02-29')).toBe(false);
    expect(validLiteral('date', '2000-02-29')).toBe(true);
    expect(validLiteral('date', '0000-01-01')).toBe(false);
    expect(validLiteral('date', '2024-01-01Z')).toBe(true);
    expect(validLiteral('date', '2024-01-01+15:00')).toBe(false);
    expect(validLiteral('date', '2024-1-01')).toBe(false);
  });
  it('times and date-times', () => {
    expect(validLiteral('time', '23:59:59.5')).toBe(true);
    expect(validLiteral('time', '24:00:00')).toBe(true);
    expect(validLiteral('time', '24:00:01')).toBe(false);
    expect(validLiteral('dateTime', '2024-01-01T10:00:00+01:00')).toBe(true);
    expect(validLiteral('dateTime', '2024-01-01 10:00:00')).toBe(false);
  });
  it('decimals, booleans, base64, whitespace', () => {
    expect(validLiteral('decimal', normalize('decimal', ' 12.50\n'))).toBe(true);
    expect(validLiteral('decimal', '+.5')).toBe(true);
    expect(validLiteral('decimal', '.')).toBe(false);
    expect(validLiteral('boolean', '1')).toBe(true);
    expect(validLiteral('boolean', 'TRUE')).toBe(false);
    expect(validLiteral('base64Binary', 'QUJD\nREVG')).toBe(true);
    expect(validLiteral('base64Binary', 'QUI=')).toBe(true);
    expect(validLiteral('base64Binary', 'QUJ=')).toBe(false);
    expect(validLiteral('base64Binary', 'Q===')).toBe(false);
    expect(validLiteral('string', '')).toBe(true);
  });
});
