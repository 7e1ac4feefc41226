// ZUGFeRD 1.0 documents written for this test (CII D13B names, ZUGFeRD 1.0 namespaces): read through
// the D16B translation into the same model a ZUGFeRD 2 document gives.
import { describe, expect, it } from 'vitest';
import { writeInvoice } from '../convert.ts';
import { readInvoice } from '../read.ts';
import { validateXml } from '../validate.ts';

const NS =
  'xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" ' +
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12" ' +
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15"';

const party = (role: string, name: string, street: string, zip: string, city: string, vat?: string) => `
      <ram:${role}>
        <ram:Name>${name}</ram:Name>
        <ram:PostalTradeAddress>
          <ram:PostcodeCode>${zip}</ram:PostcodeCode>
          <ram:LineOne>${street}</ram:LineOne>
          <ram:CityName>${city}</ram:CityName>
          <ram:CountryID>DE</ram:CountryID>
        </ram:PostalTradeAddress>${vat ? `\n        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${vat}</ram:ID></ram:SpecifiedTaxRegistration>` : ''}
      </ram:${role}>`;

const line = (
  id: string | undefined,
  name: string,
  qty: string,
  price: string,
  net: string,
  rate: string,
) => `
    <ram:IncludedSupplyChainTradeLineItem>${id ? `\n      <ram:AssociatedDocumentLineDocument><ram:LineID>${id}</ram:LineID></ram:AssociatedDocumentLineDocument>` : ''}
      <ram:SpecifiedSupplyChainTradeAgreement>
        <ram:GrossPriceProductTradePrice><ram:ChargeAmount currencyID="EUR">${price}</ram:ChargeAmount></ram:GrossPriceProductTradePrice>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount currencyID="EUR">${price}</ram:ChargeAmount></ram:NetPriceProductTradePrice>
      </ram:SpecifiedSupplyChainTradeAgreement>
      <ram:SpecifiedSupplyChainTradeDelivery><ram:BilledQuantity unitCode="H87">${qty}</ram:BilledQuantity></ram:SpecifiedSupplyChainTradeDelivery>
      <ram:SpecifiedSupplyChainTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:ApplicablePercent>${rate}</ram:ApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementMonetarySummation><ram:LineTotalAmount currencyID="EUR">${net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation>
      </ram:SpecifiedSupplyChainTradeSettlement>
      <ram:SpecifiedTradeProduct><ram:SellerAssignedID>A-${name.length}</ram:SellerAssignedID><ram:Name>${name}</ram:Name></ram:SpecifiedTradeProduct>
    </ram:IncludedSupplyChainTradeLineItem>`;

const tax = (base: string, amount: string, rate: string) => `
      <ram:ApplicableTradeTax>
        <ram:CalculatedAmount currencyID="EUR">${amount}</ram:CalculatedAmount>
        <ram:TypeCode>VAT</ram:TypeCode>
        <ram:BasisAmount currencyID="EUR">${base}</ram:BasisAmount>
        <ram:CategoryCode>S</ram:CategoryCode>
        <ram:ApplicablePercent>${rate}</ram:ApplicablePercent>
      </ram:ApplicableTradeTax>`;

/** A COMFORT invoice: two lines, a text-only line, shipping as a logistics service charge. */
const COMFORT = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument ${NS}>
  <rsm:SpecifiedExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:SpecifiedExchangedDocumentContext>
  <rsm:HeaderExchangedDocument>
    <ram:ID>ZF1-2017-0815</ram:ID>
    <ram:Name>RECHNUNG</ram:Name>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20170314</udt:DateTimeString></ram:IssueDateTime>
    <ram:IncludedNote><ram:Content>Vielen Dank für Ihren Auftrag.</ram:Content></ram:IncludedNote>
  </rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:BuyerReference>KD-4711</ram:BuyerReference>${party('SellerTradeParty', 'Bürobedarf Lindner GmbH', 'Gartenweg 3', '04109', 'Leipzig', 'DE811234567')}${party('BuyerTradeParty', 'Stadtwerke Pirna', 'Am Markt 1', '01796', 'Pirna')}
      <ram:BuyerOrderReferencedDocument><ram:IssueDateTime>2017-03-01T00:00:00</ram:IssueDateTime><ram:ID>B-99</ram:ID></ram:BuyerOrderReferencedDocument>
      <ram:AdditionalReferencedDocument><ram:IssueDateTime>2017-02-20T00:00:00</ram:IssueDateTime><ram:TypeCode>OI</ram:TypeCode><ram:ID>ZF1-2017-0700</ram:ID></ram:AdditionalReferencedDocument>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeDelivery>
      <ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">20170310</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>
    </ram:ApplicableSupplyChainTradeDelivery>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:PaymentReference>ZF1-2017-0815</ram:PaymentReference>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans>
        <ram:TypeCode>58</ram:TypeCode>
        <ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02120300000000202051</ram:IBANID></ram:PayeePartyCreditorFinancialAccount>
        <ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>BYLADEM1001</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>
      </ram:SpecifiedTradeSettlementPaymentMeans>${tax('40.00', '2.80', '7.00')}${tax('126.90', '24.11', '19.00')}
      <ram:SpecifiedLogisticsServiceCharge>
        <ram:Description>Versandkosten</ram:Description>
        <ram:AppliedAmount currencyID="EUR">6.90</ram:AppliedAmount>
        <ram:AppliedTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:ApplicablePercent>19.00</ram:ApplicablePercent></ram:AppliedTradeTax>
      </ram:SpecifiedLogisticsServiceCharge>
      <ram:SpecifiedTradePaymentTerms>
        <ram:Description>Zahlbar innerhalb von 14 Tagen ohne Abzug.</ram:Description>
        <ram:DueDateDateTime><udt:DateTimeString format="102">20170328</udt:DateTimeString></ram:DueDateDateTime>
      </ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="EUR">160.00</ram:LineTotalAmount>
        <ram:ChargeTotalAmount currencyID="EUR">6.90</ram:ChargeTotalAmount>
        <ram:AllowanceTotalAmount currencyID="EUR">0.00</ram:AllowanceTotalAmount>
        <ram:TaxBasisTotalAmount currencyID="EUR">166.90</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">26.91</ram:TaxTotalAmount>
        <ram:GrandTotalAmount currencyID="EUR">193.81</ram:GrandTotalAmount>
        <ram:TotalPrepaidAmount currencyID="EUR">0.00</ram:TotalPrepaidAmount>
        <ram:DuePayableAmount currencyID="EUR">193.81</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument>
        <ram:LineID>1</ram:LineID>
        <ram:IncludedNote><ram:Content>Lieferung gemäß Rahmenvertrag 12/2016:</ram:Content></ram:IncludedNote>
      </ram:AssociatedDocumentLineDocument>
    </ram:IncludedSupplyChainTradeLineItem>${line('2', 'Ordner A4 breit', '40', '3.00', '120.00', '19.00')}${line('3', 'Kaffee 500 g', '8', '5.00', '40.00', '7.00')}
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;

describe('ZUGFeRD 1.0', () => {
  it('reads a COMFORT invoice into the model: header, parties, payment, VAT, lines', () => {
    const r = readInvoice(COMFORT);
    if (!r.ok) throw new Error(r.error.message);
    const inv = r.invoice;
    expect(r.syntax).toBe('cii');
    expect(r.specificationIdentifier).toBe('urn:ferd:CrossIndustryDocument:invoice:1p0:comfort');
    expect([inv.number, inv.issueDate, inv.typeCode, inv.currency]).toEqual([
      'ZF1-2017-0815',
      '2017-03-14',
      '380',
      'EUR',
    ]);
    expect(inv.buyerReference).toBe('KD-4711');
    expect(inv.purchaseOrderReference).toBe('B-99');
    // the original invoice (TypeCode OI) is the preceding invoice reference
    expect(inv.precedingInvoices).toEqual([{ number: 'ZF1-2017-0700', issueDate: '2017-02-20' }]);
    expect(inv.seller.name).toBe('Bürobedarf Lindner GmbH');
    expect(inv.seller.vatId).toBe('DE811234567');
    expect(inv.seller.address).toMatchObject({ line1: 'Gartenweg 3', postalCode: '04109', city: 'Leipzig' });
    expect(inv.buyer.name).toBe('Stadtwerke Pirna');
    expect(inv.paymentInstructions?.typeCode).toBe('58');
    expect(inv.paymentInstructions?.remittanceInformation).toBe('ZF1-2017-0815');
    expect(inv.paymentInstructions?.creditTransfers?.[0]).toMatchObject({
      accountId: 'DE02120300000000202051',
      providerId: 'BYLADEM1001',
    });
    expect(inv.dueDate).toBe('2017-03-28');
    expect(inv.paymentTerms).toBe('Zahlbar innerhalb von 14 Tagen ohne Abzug.');
    expect(inv.vatBreakdown.map((v) => [v.categoryCode, v.rate, v.taxableAmount, v.taxAmount])).toEqual([
      ['S', '7.00', '40.00', '2.80'],
      ['S', '19.00', '126.90', '24.11'],
    ]);
    expect(inv.totals).toMatchObject({
      lineNetTotal: '160.00',
      chargeTotal: '6.90',
      taxExclusive: '166.90',
      vatTotal: '26.91',
      taxInclusive: '193.81',
      amountDue: '193.81',
    });
  });

  it('maps the logistics service charge to a document charge and the text-only line to a note', () => {
    const r = readInvoice(COMFORT);
    if (!r.ok) throw new Error(r.error.message);
    const inv = r.invoice;
    expect(inv.charges).toHaveLength(1);
    expect(inv.charges[0]).toMatchObject({
      amount: '6.90',
      reason: 'Versandkosten',
      vatCategoryCode: 'S',
      vatRate: '19.00',
    });
    expect(inv.lines.map((l) => [l.id, l.item.name, l.quantity, l.netAmount, l.vatRate])).toEqual([
      ['2', 'Ordner A4 breit', '40', '120.00', '19.00'],
      ['3', 'Kaffee 500 g', '8', '40.00', '7.00'],
    ]);
    expect(inv.notes.map((n) => n.text)).toEqual([
      'Vielen Dank für Ihren Auftrag.',
      'Lieferung gemäß Rahmenvertrag 12/2016:',
    ]);
  });

  it('converts to an EN 16931 UBL invoice that validates, and back to CII', () => {
    const r = readInvoice(COMFORT);
    if (!r.ok) throw new Error(r.error.message);
    for (const syntax of ['ubl', 'cii'] as const) {
      const out = writeInvoice(r.invoice, syntax, 'en16931');
      const v = validateXml(out);
      expect(v.report.messages.filter((m) => m.level === 'error').map((m) => m.id)).toEqual([]);
      expect(v.report.accepted).toBe(true);
    }
  });

  it('BASIC without line ids and amount due: lines get their positions, due = grand total − prepaid', () => {
    const basic = COMFORT.replace(':comfort<', ':basic<')
      .replace(
        /<ram:AssociatedDocumentLineDocument><ram:LineID>\d<\/ram:LineID><\/ram:AssociatedDocumentLineDocument>/g,
        '',
      )
      .replace(
        /<ram:TotalPrepaidAmount currencyID="EUR">0.00/,
        '<ram:TotalPrepaidAmount currencyID="EUR">50.00',
      )
      .replace(/\s*<ram:DuePayableAmount[^>]*>[^<]*<\/ram:DuePayableAmount>/, '');
    const r = readInvoice(basic);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.invoice.lines.map((l) => l.id)).toEqual(['1', '2']);
    expect(r.invoice.totals.paidAmount).toBe('50.00');
    expect(r.invoice.totals.amountDue).toBe('143.81');
  });

  it('the validator still finds no XRechnung/EN 16931 scenario for it (rejected, as the official validator does), but returns the invoice', () => {
    const v = validateXml(COMFORT);
    expect(v.report.accepted).toBe(false);
    expect(v.report.messages.map((m) => m.id)).toContain('NO-SCENARIO');
    expect(v.invoice?.number).toBe('ZF1-2017-0815');
  });
});
