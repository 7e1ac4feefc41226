import { describe, expect, it } from 'vitest';
import { diffInvoices } from '../model/diff.ts';
import { type Invoice, XRECHNUNG_3_CIUS, XRECHNUNG_3_EXTENSION } from '../model/invoice.ts';
import type { ReadSuccess } from '../model/read-result.ts';
import { parseXml, type XmlElement } from '../xml/parse.ts';
import { kitchenSinkCreditNote, kitchenSinkInvoice } from './fixtures.ts';
import { readUbl, readUblXml, UBL_CREDIT_NOTE_TYPE_CODES } from './read.ts';
import { isUblCreditNote, paymentTermsText, writeUbl } from './write.ts';

function read(xml: string): ReadSuccess {
  const r = readUblXml(xml);
  if (!r.ok) throw new Error(`read failed: ${JSON.stringify(r.error)}`);
  return r;
}

function roundTrip(inv: Invoice, profile?: Parameters<typeof writeUbl>[1]) {
  const xml = writeUbl(inv, profile);
  const r = read(xml);
  return { xml, r, diff: diffInvoices(inv, r.invoice) };
}

function tree(xml: string): XmlElement {
  const p = parseXml(xml);
  if (!p.ok) throw new Error(p.error.message);
  return p.root;
}

function child(e: XmlElement | undefined, ...locals: string[]): XmlElement | undefined {
  let cur = e;
  for (const l of locals) cur = cur?.children.find((c) => c.local === l);
  return cur;
}

/** xsd:sequence of the UBL 2.1 types (element names only, as in the OASIS schemas). */
const SEQ: Record<string, string[]> = {
  Invoice: [
    'UBLExtensions',
    'UBLVersionID',
    'CustomizationID',
    'ProfileID',
    'ProfileExecutionID',
    'ID',
    'CopyIndicator',
    'UUID',
    'IssueDate',
    'IssueTime',
    'DueDate',
    'InvoiceTypeCode',
    'Note',
    'TaxPointDate',
    'DocumentCurrencyCode',
    'TaxCurrencyCode',
    'PricingCurrencyCode',
    'PaymentCurrencyCode',
    'PaymentAlternativeCurrencyCode',
    'AccountingCostCode',
    'AccountingCost',
    'LineCountNumeric',
    'BuyerReference',
    'InvoicePeriod',
    'OrderReference',
    'BillingReference',
    'DespatchDocumentReference',
    'ReceiptDocumentReference',
    'StatementDocumentReference',
    'OriginatorDocumentReference',
    'ContractDocumentReference',
    'AdditionalDocumentReference',
    'ProjectReference',
    'Signature',
    'AccountingSupplierParty',
    'AccountingCustomerParty',
    'PayeeParty',
    'BuyerCustomerParty',
    'SellerSupplierParty',
    'TaxRepresentativeParty',
    'Delivery',
    'DeliveryTerms',
    'PaymentMeans',
    'PaymentTerms',
    'PrepaidPayment',
    'AllowanceCharge',
    'TaxExchangeRate',
    'PricingExchangeRate',
    'PaymentExchangeRate',
    'PaymentAlternativeExchangeRate',
    'TaxTotal',
    'WithholdingTaxTotal',
    'LegalMonetaryTotal',
    'InvoiceLine',
  ],
  CreditNote: [
    'UBLExtensions',
    'UBLVersionID',
    'CustomizationID',
    'ProfileID',
    'ProfileExecutionID',
    'ID',
    'CopyIndicator',
    'UUID',
    'IssueDate',
    'IssueTime',
    'TaxPointDate',
    'CreditNoteTypeCode',
    'Note',
    'DocumentCurrencyCode',
    'TaxCurrencyCode',
    'PricingCurrencyCode',
    'PaymentCurrencyCode',
    'PaymentAlternativeCurrencyCode',
    'AccountingCostCode',
    'AccountingCost',
    'LineCountNumeric',
    'BuyerReference',
    'InvoicePeriod',
    'DiscrepancyResponse',
    'OrderReference',
    'BillingReference',
    'DespatchDocumentReference',
    'ReceiptDocumentReference',
    'ContractDocumentReference',
    'AdditionalDocumentReference',
    'StatementDocumentReference',
    'OriginatorDocumentReference',
    'Signature',
    'AccountingSupplierParty',
    'AccountingCustomerParty',
    'PayeeParty',
    'BuyerCustomerParty',
    'SellerSupplierParty',
    'TaxRepresentativeParty',
    'Delivery',
    'DeliveryTerms',
    'PaymentMeans',
    'PaymentTerms',
    'TaxExchangeRate',
    'PricingExchangeRate',
    'PaymentExchangeRate',
    'PaymentAlternativeExchangeRate',
    'AllowanceCharge',
    'TaxTotal',
    'LegalMonetaryTotal',
    'CreditNoteLine',
  ],
  Party: [
    'MarkCareIndicator',
    'MarkAttentionIndicator',
    'WebsiteURI',
    'LogoReferenceID',
    'EndpointID',
    'IndustryClassificationCode',
    'PartyIdentification',
    'PartyName',
    'Language',
    'PostalAddress',
    'PhysicalLocation',
    'PartyTaxScheme',
    'PartyLegalEntity',
    'Contact',
    'Person',
    'AgentParty',
    'ServiceProviderParty',
    'PowerOfAttorney',
    'FinancialAccount',
  ],
  Address: [
    'ID',
    'AddressTypeCode',
    'AddressFormatCode',
    'Postbox',
    'Floor',
    'Room',
    'StreetName',
    'AdditionalStreetName',
    'BlockName',
    'BuildingName',
    'BuildingNumber',
    'InhouseMail',
    'Department',
    'MarkAttention',
    'MarkCare',
    'PlotIdentification',
    'CitySubdivisionName',
    'CityName',
    'PostalZone',
    'CountrySubentity',
    'CountrySubentityCode',
    'Region',
    'District',
    'TimezoneOffset',
    'AddressLine',
    'Country',
    'LocationCoordinate',
  ],
  InvoiceLine: [
    'ID',
    'UUID',
    'Note',
    'InvoicedQuantity',
    'LineExtensionAmount',
    'TaxPointDate',
    'AccountingCostCode',
    'AccountingCost',
    'PaymentPurposeCode',
    'FreeOfChargeIndicator',
    'InvoicePeriod',
    'OrderLineReference',
    'DespatchLineReference',
    'ReceiptLineReference',
    'BillingReference',
    'DocumentReference',
    'PricingReference',
    'OriginatorParty',
    'Delivery',
    'PaymentTerms',
    'AllowanceCharge',
    'TaxTotal',
    'WithholdingTaxTotal',
    'Item',
    'Price',
    'DeliveryTerms',
    'SubInvoiceLine',
    'ItemPriceExtension',
  ],
  CreditNoteLine: [
    'ID',
    'UUID',
    'Note',
    'CreditedQuantity',
    'LineExtensionAmount',
    'TaxPointDate',
    'AccountingCostCode',
    'AccountingCost',
    'PaymentPurposeCode',
    'FreeOfChargeIndicator',
    'InvoicePeriod',
    'OrderLineReference',
    'DiscrepancyResponse',
    'DespatchLineReference',
    'ReceiptLineReference',
    'BillingReference',
    'DocumentReference',
    'PricingReference',
    'OriginatorParty',
    'Delivery',
    'PaymentTerms',
    'TaxTotal',
    'AllowanceCharge',
    'Item',
    'Price',
    'DeliveryTerms',
    'SubCreditNoteLine',
    'ItemPriceExtension',
  ],
  Item: [
    'Description',
    'PackQuantity',
    'PackSizeNumeric',
    'CatalogueIndicator',
    'Name',
    'HazardousRiskIndicator',
    'AdditionalInformation',
    'Keyword',
    'BrandName',
    'ModelName',
    'BuyersItemIdentification',
    'SellersItemIdentification',
    'ManufacturersItemIdentification',
    'StandardItemIdentification',
    'CatalogueItemIdentification',
    'AdditionalItemIdentification',
    'CatalogueDocumentReference',
    'ItemSpecificationDocumentReference',
    'OriginCountry',
    'CommodityClassification',
    'TransactionConditions',
    'HazardousItem',
    'ClassifiedTaxCategory',
    'AdditionalItemProperty',
  ],
  Price: [
    'PriceAmount',
    'BaseQuantity',
    'PriceChangeReason',
    'PriceTypeCode',
    'PriceType',
    'OrderableUnitFactorRate',
    'ValidityPeriod',
    'PriceList',
    'AllowanceCharge',
  ],
  AllowanceCharge: [
    'ID',
    'ChargeIndicator',
    'AllowanceChargeReasonCode',
    'AllowanceChargeReason',
    'MultiplierFactorNumeric',
    'PrepaidIndicator',
    'SequenceNumeric',
    'Amount',
    'BaseAmount',
    'AccountingCostCode',
    'AccountingCost',
    'PerUnitAmount',
    'TaxCategory',
    'TaxTotal',
    'PaymentMeans',
  ],
  TaxCategory: [
    'ID',
    'Name',
    'Percent',
    'BaseUnitMeasure',
    'PerUnitAmount',
    'TaxExemptionReasonCode',
    'TaxExemptionReason',
    'TierRange',
    'TierRatePercent',
    'TaxScheme',
  ],
  PaymentMeans: [
    'ID',
    'PaymentMeansCode',
    'PaymentDueDate',
    'PaymentChannelCode',
    'InstructionID',
    'InstructionNote',
    'PaymentID',
    'CardAccount',
    'PayerFinancialAccount',
    'PayeeFinancialAccount',
    'CreditAccount',
    'PaymentMandate',
    'TradeFinancing',
  ],
  PartyLegalEntity: [
    'RegistrationName',
    'CompanyID',
    'RegistrationDate',
    'RegistrationExpirationDate',
    'CompanyLegalFormCode',
    'CompanyLegalForm',
  ],
  LegalMonetaryTotal: [
    'LineExtensionAmount',
    'TaxExclusiveAmount',
    'TaxInclusiveAmount',
    'AllowanceTotalAmount',
    'ChargeTotalAmount',
    'PrepaidAmount',
    'PayableRoundingAmount',
    'PayableAmount',
    'PayableAlternativeAmount',
  ],
  AdditionalDocumentReference: [
    'ID',
    'CopyIndicator',
    'UUID',
    'IssueDate',
    'IssueTime',
    'DocumentTypeCode',
    'DocumentType',
    'XPath',
    'LanguageID',
    'LocaleCode',
    'VersionID',
    'DocumentStatusCode',
    'DocumentDescription',
    'Attachment',
  ],
  Delivery: [
    'ID',
    'Quantity',
    'MinimumQuantity',
    'MaximumQuantity',
    'ActualDeliveryDate',
    'ActualDeliveryTime',
    'LatestDeliveryDate',
    'LatestDeliveryTime',
    'ReleaseID',
    'TrackingID',
    'DeliveryAddress',
    'DeliveryLocation',
    'AlternativeDeliveryLocation',
    'RequestedDeliveryPeriod',
    'PromisedDeliveryPeriod',
    'EstimatedDeliveryPeriod',
    'CarrierParty',
    'DeliveryParty',
  ],
  CardAccount: [
    'PrimaryAccountNumberID',
    'NetworkID',
    'CardTypeCode',
    'ValidityStartDate',
    'ExpiryDate',
    'IssuerID',
    'IssueNumberID',
    'CV2ID',
    'CardChipCode',
    'ChipApplicationID',
    'HolderName',
  ],
};
// same type, other element names
SEQ.PostalAddress = SEQ.Address as string[];
SEQ.SubInvoiceLine = SEQ.InvoiceLine as string[];
SEQ.SubCreditNoteLine = SEQ.CreditNoteLine as string[];
SEQ.ClassifiedTaxCategory = SEQ.TaxCategory as string[];
SEQ.PayeeParty = SEQ.Party as string[];
SEQ.TaxRepresentativeParty = SEQ.Party as string[];

/** Every element whose type is in SEQ has its children in schema order; returns the violations. */
function orderViolations(e: XmlElement, out: string[] = []): string[] {
  const seq = SEQ[e.local];
  if (seq) {
    let last = -1;
    for (const c of e.children) {
      const i = seq.indexOf(c.local);
      if (i < 0) out.push(`${e.local}: unexpected ${c.local}`);
      else if (i < last) out.push(`${e.local}: ${c.local} out of order`);
      else last = i;
    }
  }
  for (const c of e.children) orderViolations(c, out);
  return out;
}

describe('UBL round trip model → UBL → model', () => {
  it('kitchen sink invoice: every field survives', () => {
    const inv = kitchenSinkInvoice();
    const { xml, r, diff } = roundTrip(inv);
    expect(diff).toEqual([]);
    expect(r.unmapped).toEqual([]);
    expect(r.documentType).toBe('Invoice');
    expect(r.specificationIdentifier).toBe(XRECHNUNG_3_EXTENSION);
    // and the written document reads back to exactly the same document when written again
    expect(writeUbl(r.invoice)).toBe(xml);
  });

  it('writes children in UBL 2.1 schema order (Invoice and CreditNote)', () => {
    const inv = tree(writeUbl(kitchenSinkInvoice()));
    expect(inv.local).toBe('Invoice');
    expect(orderViolations(inv)).toEqual([]);
    const cn = tree(writeUbl(kitchenSinkCreditNote()));
    expect(cn.local).toBe('CreditNote');
    expect(orderViolations(cn)).toEqual([]);
    // the check itself notices a wrong order
    const wrong = tree(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:IssueDate>2024-01-01</cbc:IssueDate><cbc:ID>1</cbc:ID></Invoice>',
    );
    expect(orderViolations(wrong)).toEqual(['Invoice: ID out of order']);
  });

  it('is deterministic and pretty-printed', () => {
    const a = writeUbl(kitchenSinkInvoice());
    expect(writeUbl(kitchenSinkInvoice())).toBe(a);
    expect(a.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns=')).toBe(true);
    expect(a).toContain('\n  <cbc:CustomizationID>');
    expect(a).not.toMatch(/<(\w+:)?\w+[^>]*><\/(\w+:)?\w+>/); // no empty elements
  });

  it('maps the binding details the validators look at', () => {
    const xml = writeUbl(kitchenSinkInvoice());
    const root = tree(xml);
    // BT-8 in InvoicePeriod, BT-7 at root
    expect(child(root, 'InvoicePeriod', 'DescriptionCode')?.text).toBe('35');
    // notes with subject code
    expect(xml).toContain('<cbc:Note>#AAI#Allgemeine Information</cbc:Note>');
    // VAT id vs tax registration id
    const party = child(root, 'AccountingSupplierParty', 'Party');
    const schemes = party?.children
      .filter((c) => c.local === 'PartyTaxScheme')
      .map((p) => [child(p, 'CompanyID')?.text, child(p, 'TaxScheme', 'ID')?.text]);
    expect(schemes).toEqual([
      ['DE123456789', 'VAT'],
      ['201/113/40209', 'FC'],
    ]);
    // BT-90 on the payee (there is one), with schemeID SEPA
    const payeeIds = child(root, 'PayeeParty')?.children.filter((c) => c.local === 'PartyIdentification');
    expect(payeeIds?.map((p) => [child(p, 'ID')?.text, child(p, 'ID')?.attrs.schemeID])).toEqual([
      ['FAC-1', '0088'],
      ['DE98ZZZ09999999999', 'SEPA'],
    ]);
    // BT-111 in the tax currency, BT-110 in the document currency
    const taxTotals = root.children.filter((c) => c.local === 'TaxTotal');
    expect(
      taxTotals.map((t) => [child(t, 'TaxAmount')?.text, child(t, 'TaxAmount')?.attrs.currencyID]),
    ).toEqual([
      ['17.10', 'EUR'],
      ['18.50', 'USD'],
    ]);
    // every amount has a currency
    const amounts: XmlElement[] = [];
    const walk = (e: XmlElement) => {
      if (/Amount$/.test(e.local) && e.ns.endsWith('CommonBasicComponents-2')) amounts.push(e);
      e.children.forEach(walk);
    };
    walk(root);
    expect(amounts.length).toBeGreaterThan(20);
    expect(amounts.filter((a) => !a.attrs.currencyID)).toEqual([]);
    // one PaymentMeans per credit transfer; BT-82 only once (UBL-SR-46); card and mandate in the first
    const pms = root.children.filter((c) => c.local === 'PaymentMeans');
    expect(pms).toHaveLength(2);
    expect(pms.map((p) => child(p, 'PaymentMeansCode')?.attrs.name)).toEqual(['SEPA-Überweisung', undefined]);
    expect(pms.map((p) => child(p, 'PaymentID')?.text)).toEqual([
      'RE-2024-0815 KST-100',
      'RE-2024-0815 KST-100',
    ]);
    expect(child(pms[0], 'CardAccount', 'NetworkID')?.text).toBe('NA');
    expect(child(pms[1], 'CardAccount')).toBeUndefined();
    expect(child(pms[0], 'PaymentMandate', 'PayerFinancialAccount', 'ID')?.text).toBe(
      'DE02300209000106531065',
    );
    // every tax category has TaxScheme VAT
    expect(xml.match(/<cac:TaxScheme>\s*<cbc:ID>VAT<\/cbc:ID>\s*<\/cac:TaxScheme>/g)?.length).toBe(
      // VAT PartyTaxScheme of seller, buyer, tax representative + 2 doc allowance/charge + 2 subtotals
      // + 2 lines + 3 sub-lines
      12,
    );
    // BT-18 and line BT-128 as document references with type code 130
    expect(xml).toContain(
      '<cbc:ID schemeID="AAB">ZAEHLER-12</cbc:ID>\n    <cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>',
    );
    expect(xml).toContain(
      '<cbc:ID schemeID="AAB">OBJ-1</cbc:ID>\n      <cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>',
    );
  });

  it('credit note: CreditNote document, CreditedQuantity, BT-9 in PaymentMeans, BT-11 as reference 50', () => {
    const inv = kitchenSinkCreditNote();
    const { xml, r, diff } = roundTrip(inv);
    expect(diff).toEqual([]);
    expect(r.unmapped).toEqual([]);
    expect(r.documentType).toBe('CreditNote');
    const root = tree(xml);
    expect(root.ns).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(child(root, 'CreditNoteTypeCode')?.text).toBe('381');
    expect(child(root, 'InvoiceTypeCode')).toBeUndefined();
    expect(child(root, 'DueDate')).toBeUndefined();
    expect(child(root, 'ProjectReference')).toBeUndefined();
    expect(child(root, 'PrepaidPayment')).toBeUndefined();
    const pms = root.children.filter((c) => c.local === 'PaymentMeans');
    expect(pms.map((p) => child(p, 'PaymentDueDate')?.text)).toEqual(['2024-04-14', undefined]);
    const adr50 = root.children.find(
      (c) => c.local === 'AdditionalDocumentReference' && child(c, 'DocumentTypeCode')?.text === '50',
    );
    expect(child(adr50, 'ID')?.text).toBe('PRJ-77');
    const line = child(root, 'CreditNoteLine');
    expect(child(line, 'CreditedQuantity')?.attrs.unitCode).toBe('C62');
    expect(child(line, 'SubCreditNoteLine', 'SubCreditNoteLine', 'ID')?.text).toBe('1.1.1');
    expect(xml).not.toContain('InvoiceLine');
  });

  it('chooses CreditNote exactly for the documented credit note type codes', () => {
    for (const code of UBL_CREDIT_NOTE_TYPE_CODES) {
      expect(isUblCreditNote(code)).toBe(true);
      const xml = writeUbl({ ...kitchenSinkInvoice(), typeCode: code, thirdPartyPayments: [] });
      expect(read(xml).documentType).toBe('CreditNote');
      expect(read(xml).invoice.typeCode).toBe(code);
    }
    for (const code of ['380', '384', '389', '326', '875', '876', '877', '81']) {
      expect(isUblCreditNote(code)).toBe(false);
      expect(read(writeUbl({ ...kitchenSinkInvoice(), typeCode: code })).documentType).toBe('Invoice');
    }
  });

  it('BT-24 comes from the profile when given; Extension content only for the Extension profile', () => {
    const inv = kitchenSinkInvoice();
    const cius = writeUbl(inv, { profile: 'xrechnung' });
    expect(child(tree(cius), 'CustomizationID')?.text).toBe(XRECHNUNG_3_CIUS);
    expect(cius).not.toContain('SubInvoiceLine');
    expect(cius).not.toContain('PrepaidPayment');
    const ext = writeUbl(
      { ...inv, processControl: { specificationIdentifier: XRECHNUNG_3_CIUS } },
      {
        profile: 'xrechnung-extension',
      },
    );
    expect(child(tree(ext), 'CustomizationID')?.text).toBe(XRECHNUNG_3_EXTENSION);
    expect(ext).toContain('<cac:SubInvoiceLine>');
    expect(child(tree(writeUbl(inv, { profile: 'peppol' })), 'CustomizationID')?.text).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    );
    // without a profile, the invoice's own BT-24
    expect(child(tree(writeUbl(inv)), 'CustomizationID')?.text).toBe(XRECHNUNG_3_EXTENSION);
  });

  it('document and line allowances/charges keep indicator, reason, code, percentage and amounts', () => {
    const inv = kitchenSinkInvoice();
    inv.allowances.push({ amount: '1.5', vatCategoryCode: 'E', reason: 'Skonto' });
    inv.charges.push({
      amount: '0.99',
      baseAmount: '9.9',
      percentage: '10',
      vatCategoryCode: 'S',
      vatRate: '19',
    });
    const line = inv.lines[1] as Invoice['lines'][number];
    line.allowances.push({ amount: '3', reasonCode: '64' });
    line.charges.push({ amount: '4.0000', baseAmount: '40', percentage: '10' });
    const { r, diff, xml } = roundTrip(inv);
    expect(diff).toEqual([]);
    expect(r.invoice.allowances).toHaveLength(2);
    expect(r.invoice.charges[1]).toEqual({
      amount: '0.99',
      baseAmount: '9.9',
      percentage: '10',
      vatCategoryCode: 'S',
      vatRate: '19',
    });
    // line allowances carry no tax category
    const lineEl = tree(xml).children.filter((c) => c.local === 'InvoiceLine')[1];
    const lineAcs = lineEl?.children.filter((c) => c.local === 'AllowanceCharge') ?? [];
    expect(lineAcs.map((a) => child(a, 'ChargeIndicator')?.text)).toEqual(['false', 'true']);
    expect(lineAcs.every((a) => child(a, 'TaxCategory') === undefined)).toBe(true);
  });

  it('attachments: embedded binary with MIME code and filename, external URI; BT-18 is not an attachment', () => {
    const { r } = roundTrip(kitchenSinkInvoice());
    expect(r.invoice.attachments).toEqual([
      {
        id: 'Stundenzettel-03',
        description: 'Stundennachweis März',
        content: {
          base64: 'JVBERi0xLjQKJcOkw7zDtsOfCg==',
          mimeCode: 'application/pdf',
          filename: 'stunden.pdf',
        },
      },
      { id: 'Aufmass-7', description: 'Aufmaß online', externalUri: 'https://example.com/aufmass/7' },
    ]);
    expect(r.invoice.invoicedObjectId).toEqual({ value: 'ZAEHLER-12', schemeId: 'AAB' });
  });

  it('sub-lines nest recursively', () => {
    const { r } = roundTrip(kitchenSinkInvoice());
    const l = r.invoice.lines[0];
    expect(l?.subLines.map((s) => s.id)).toEqual(['1.1', '1.2']);
    expect(l?.subLines[0]?.subLines[0]?.id).toBe('1.1.1');
    expect(l?.subLines[0]?.subLines[0]?.netAmount).toBe('60.00');
    expect(r.invoice.thirdPartyPayments).toEqual([
      { type: 'MobilesBezahlen', amount: '5.00', description: 'Mobiles Bezahlen Anbieter A' },
    ]);
  });

  it('BT-90 on the seller when there is no payee; a minimal invoice omits absent values', () => {
    const inv = kitchenSinkInvoice();
    delete inv.payee;
    const { r, diff, xml } = roundTrip(inv);
    expect(diff).toEqual([]);
    expect(r.invoice.seller.identifiers).toHaveLength(2);
    expect(xml).toContain('<cbc:ID schemeID="SEPA">DE98ZZZ09999999999</cbc:ID>');
    expect(child(tree(xml), 'PayeeParty')).toBeUndefined();
  });

  it('BT-14 without BT-13 writes the UBL placeholder NA and reads it back as absent', () => {
    const inv = kitchenSinkInvoice();
    delete inv.purchaseOrderReference;
    const { r, diff, xml } = roundTrip(inv);
    expect(diff).toEqual([]);
    expect(xml).toContain('<cbc:ID>NA</cbc:ID>\n    <cbc:SalesOrderID>SO-0042</cbc:SalesOrderID>');
    expect(r.invoice.purchaseOrderReference).toBeUndefined();
  });

  it('a gross price without discount gets the mandatory Amount 0', () => {
    const inv = kitchenSinkInvoice();
    const l = inv.lines[1] as Invoice['lines'][number];
    l.price = { netPrice: '133.3333', grossPrice: '133.3333' };
    const { r } = roundTrip(inv);
    expect(r.invoice.lines[1]?.price).toEqual({
      netPrice: '133.3333',
      discount: '0',
      grossPrice: '133.3333',
    });
  });

  it('payment terms with XRechnung #SKONTO# lines keep their final line break (BR-DE-18)', () => {
    const inv = kitchenSinkInvoice();
    inv.paymentTerms = '#SKONTO#TAGE=7#PROZENT=2.00#\n#SKONTO#TAGE=14#PROZENT=1.00#';
    const { r, xml, diff } = roundTrip(inv);
    expect(diff).toEqual([]);
    expect(xml).toContain('#SKONTO#TAGE=14#PROZENT=1.00#\n</cbc:Note>');
    expect(r.invoice.paymentTerms).toBe(inv.paymentTerms);
    expect(paymentTermsText('Zahlbar sofort')).toBe('Zahlbar sofort');
  });

  it('keeps amounts exactly as written and escapes text', () => {
    const inv = kitchenSinkInvoice();
    const l = inv.lines[1] as Invoice['lines'][number];
    l.quantity = '1.5000';
    l.netAmount = '200.00';
    const { r, xml } = roundTrip(inv);
    expect(r.invoice.lines[1]?.quantity).toBe('1.5000');
    expect(xml).toContain('ohne Abzug &amp; ohne &lt;Skonto&gt;.');
    expect(r.invoice.paymentTerms).toBe(inv.paymentTerms);
  });
});

const NS =
  'xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';

/** A small hand-written invoice; `extra` is inserted at the marked places. */
function handWritten(
  extra: { head?: string; payment?: string; line?: string; taxTotals?: string } = {},
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice ${NS} xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">
  <cbc:CustomizationID>${XRECHNUNG_3_CIUS}</cbc:CustomizationID>
  <cbc:ID> 42 </cbc:ID>
  <cbc:IssueDate>2024-05-01</cbc:IssueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:Note>#ABC#
    text with code</cbc:Note>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:TaxCurrencyCode>CHF</cbc:TaxCurrencyCode>
${extra.head ?? ''}
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PostalAddress><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
    <cac:PartyLegalEntity><cbc:RegistrationName>S</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cac:PostalAddress><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
    <cac:PartyLegalEntity><cbc:RegistrationName>B</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingCustomerParty>
${extra.payment ?? ''}
${
  extra.taxTotals ??
  `  <cac:TaxTotal><cbc:TaxAmount currencyID="CHF">2.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">1.90</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">10.00</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">1.90</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>`
}
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">10.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">10.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">11.90</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">11.90</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="C62">1</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">10.00</cbc:LineExtensionAmount>
${extra.line ?? ''}
    <cac:Item><cbc:Name>X</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>`;
}

describe('UBL reader on hand-written documents', () => {
  it('reads a minimal invoice: trims values, omits absent optionals, finds BT-110/BT-111 by currency', () => {
    const r = read(handWritten());
    expect(r.unmapped).toEqual([]);
    const inv = r.invoice;
    expect(inv.number).toBe('42');
    expect(inv.notes).toEqual([{ subjectCode: 'ABC', text: 'text with code' }]);
    expect(inv.totals.vatTotal).toBe('1.90');
    expect(inv.totals.vatTotalInTaxCurrency).toBe('2.00');
    expect(inv.vatBreakdown).toEqual([
      { taxableAmount: '10.00', taxAmount: '1.90', categoryCode: 'S', rate: '19' },
    ]);
    expect(Object.keys(inv.seller).sort()).toEqual(['address', 'identifiers', 'name']);
    expect(inv.paymentInstructions).toBeUndefined();
    expect(inv.dueDate).toBeUndefined();
    expect(inv.lines[0]?.price).toEqual({ netPrice: '10.00' });
  });

  it('a note only has a subject code when it starts with #XXX# (three capital letters)', () => {
    const r = read(handWritten().replace('#ABC#', '#1# '));
    expect(r.invoice.notes).toEqual([{ text: '#1# \n    text with code' }]);
  });

  it('several PaymentMeans become one BG-16 with several credit transfers', () => {
    const pm = (iban: string, name = '') => `  <cac:PaymentMeans>
    <cbc:PaymentMeansCode${name}>58</cbc:PaymentMeansCode>
    <cbc:PaymentID>REF-1</cbc:PaymentID>
    <cac:PayeeFinancialAccount><cbc:ID>${iban}</cbc:ID></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>`;
    const r = read(handWritten({ payment: pm('DE1', ' name="SEPA credit transfer"') + pm('DE2') }));
    expect(r.unmapped).toEqual([]);
    expect(r.invoice.paymentInstructions).toEqual({
      typeCode: '58',
      typeText: 'SEPA credit transfer',
      remittanceInformation: 'REF-1',
      creditTransfers: [{ accountId: 'DE1' }, { accountId: 'DE2' }],
    });
    // a PaymentMeans with another code cannot join BG-16: it is reported
    const r2 = read(handWritten({ payment: pm('DE1') + pm('DE2').replace('>58<', '>30<') }));
    expect(r2.invoice.paymentInstructions?.creditTransfers).toEqual([{ accountId: 'DE1' }]);
    expect(r2.unmapped.map((u) => u.path)).toEqual(['/Invoice[1]/cac:PaymentMeans[2]']);
  });

  it('reports every element it does not map, with path, line and column', () => {
    const xml = handWritten({
      head: `  <cac:Signature><cbc:ID>sig</cbc:ID></cac:Signature>
  <cac:AdditionalDocumentReference><cbc:ID>A1</cbc:ID><cbc:DocumentTypeCode>916</cbc:DocumentTypeCode></cac:AdditionalDocumentReference>`,
      line: `    <cbc:Note>first</cbc:Note>
    <cbc:Note>second</cbc:Note>`,
    })
      .replace(
        '<cbc:CustomizationID>',
        '<ext:UBLExtensions><ext:UBLExtension/></ext:UBLExtensions>\n  <cbc:CustomizationID>',
      )
      .replace(
        '<cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>',
        '<cbc:ID>GST</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>',
      );
    const r = read(xml);
    const lines = xml.split('\n');
    const lineOf = (s: string, nth = 0) => {
      const hits = lines.flatMap((l, i) => (l.includes(s) ? [i + 1] : []));
      return hits[nth];
    };
    expect(r.unmapped.map((u) => [u.path, u.line])).toEqual([
      ['/Invoice[1]/ext:UBLExtensions[1]', lineOf('<ext:UBLExtensions>')],
      ['/Invoice[1]/cac:Signature[1]', lineOf('<cac:Signature>')],
      ['/Invoice[1]/cac:AdditionalDocumentReference[1]/cbc:DocumentTypeCode[1]', lineOf('916')],
      ['/Invoice[1]/cac:InvoiceLine[1]/cbc:Note[2]', lineOf('<cbc:Note>second')],
      [
        '/Invoice[1]/cac:InvoiceLine[1]/cac:Item[1]/cac:ClassifiedTaxCategory[1]/cac:TaxScheme[1]',
        lineOf('GST'),
      ],
    ]);
    expect(r.unmapped.every((u) => u.column > 0)).toBe(true);
    // the mapped part is still read
    expect(r.invoice.attachments).toEqual([{ id: 'A1' }]);
    expect(r.invoice.lines[0]?.note).toBe('first');
    // without tracking (validation): the same invoice, nothing listed
    const parsed = parseXml(xml);
    const untracked = parsed.ok ? readUbl(parsed.root, { unmapped: false }) : undefined;
    if (!untracked?.ok) throw new Error('not read');
    expect(untracked.unmapped).toEqual([]);
    expect(diffInvoices(r.invoice, untracked.invoice)).toEqual([]);
  });

  it('a buyer tax scheme other than VAT is reported (no such BT for the buyer)', () => {
    const xml = handWritten().replace(
      '<cac:PartyLegalEntity><cbc:RegistrationName>B',
      '<cac:PartyTaxScheme><cbc:CompanyID>123</cbc:CompanyID><cac:TaxScheme><cbc:ID>FC</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme><cac:PartyLegalEntity><cbc:RegistrationName>B',
    );
    expect(read(xml).unmapped.map((u) => u.path)).toEqual([
      '/Invoice[1]/cac:AccountingCustomerParty[1]/cac:Party[1]/cac:PartyTaxScheme[1]',
    ]);
  });

  it('reads a CreditNote with CreditNoteLine and CreditedQuantity', () => {
    const xml = handWritten()
      .replace(/Invoice-2/, 'CreditNote-2')
      .replace('<Invoice ', '<CreditNote ')
      .replace('</Invoice>', '</CreditNote>')
      .replace(
        '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
        '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>',
      )
      .replace(/cac:InvoiceLine>/g, 'cac:CreditNoteLine>')
      .replace(/cbc:InvoicedQuantity/g, 'cbc:CreditedQuantity');
    const r = read(xml);
    expect(r.documentType).toBe('CreditNote');
    expect(r.invoice.typeCode).toBe('381');
    expect(r.invoice.lines[0]?.quantity).toBe('1');
    expect(r.invoice.lines[0]?.unitCode).toBe('C62');
    expect(r.unmapped).toEqual([]);
  });

  it('rejects bad input with a stable error code', () => {
    const broken = readUblXml('<Invoice><cbc:ID>1</Invoice>');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.code).toBe('XML_NOT_WELLFORMED');

    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<Invoice ${NS}><cbc:ID>&lol2;</cbc:ID></Invoice>`;
    const b = readUblXml(bomb);
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.error.code).toBe('XML_DOCTYPE_FORBIDDEN');

    const cii = readUblXml(
      '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
    );
    expect(cii.ok).toBe(false);
    if (!cii.ok) expect(cii.error.code).toBe('UNKNOWN_DOCUMENT');

    // right local name, wrong namespace
    const wrongNs = readUblXml('<Invoice xmlns="urn:example:not-ubl"><ID>1</ID></Invoice>');
    expect(wrongNs.ok).toBe(false);
    if (!wrongNs.ok) expect(wrongNs.error.code).toBe('UNKNOWN_DOCUMENT');

    const v = readUblXml(
      handWritten().replace(
        '<cbc:CustomizationID>',
        '<cbc:UBLVersionID>3.0</cbc:UBLVersionID><cbc:CustomizationID>',
      ),
    );
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error.code).toBe('UNSUPPORTED_VERSION');
    // 2.1 is consumed silently
    const v21 = read(
      handWritten().replace(
        '<cbc:CustomizationID>',
        '<cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:CustomizationID>',
      ),
    );
    expect(v21.unmapped).toEqual([]);

    const empty = readUblXml('   ');
    expect(empty.ok).toBe(false);
  });

  it('readUbl takes a parsed tree', () => {
    const p = parseXml(handWritten());
    if (!p.ok) throw new Error('parse');
    const r = readUbl(p.root);
    expect(r.ok && r.root).toBe(p.root);
  });
});
