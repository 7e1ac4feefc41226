// A ZUGFeRD 1.0 COMFORT invoice written for the tests (CII D13B names, ZUGFeRD 1.0 namespaces):
// two lines, a text-only line, shipping as a logistics service charge, a reference to the original
// invoice. Used by the reader tests and the server's converter-flow test.

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

export const ZUGFERD1_COMFORT = `<?xml version="1.0" encoding="UTF-8"?>
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
