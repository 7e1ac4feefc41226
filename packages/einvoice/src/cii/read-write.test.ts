import { describe, expect, it } from 'vitest';
import { diffInvoices } from '../model/diff.ts';
import {
  FACTURX_BASIC,
  FACTURX_BASIC_WL,
  FACTURX_MINIMUM,
  type Invoice,
  type InvoiceLine,
  XRECHNUNG_3_CIUS,
  XRECHNUNG_3_EXTENSION,
} from '../model/invoice.ts';
import type { ReadOutcome, ReadSuccess } from '../model/read-result.ts';
import { parseXml, type XmlElement } from '../xml/parse.ts';
import { CII_NS, readCii, readCiiXml } from './read.ts';
import { writeCii } from './write.ts';

function line(id: string, over: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    id,
    quantity: '2',
    unitCode: 'C62',
    netAmount: '20.00',
    allowances: [],
    charges: [],
    price: { netPrice: '10.00' },
    vatCategoryCode: 'S',
    vatRate: '19',
    item: { name: `Item ${id}`, classifications: [], attributes: [] },
    subLines: [],
    ...over,
  };
}

/** Every field of the model that CII can carry, with values that differ from each other. */
function kitchenSink(): Invoice {
  return {
    number: 'KS-2024-001',
    issueDate: '2024-03-15',
    typeCode: '380',
    currency: 'EUR',
    taxCurrency: 'USD',
    taxPointDate: '2024-03-14',
    taxPointDateCode: '3',
    dueDate: '2024-04-14',
    buyerReference: '04011000-12345-03',
    projectReference: 'PRJ-7',
    contractReference: 'CON-8',
    purchaseOrderReference: 'PO-9',
    salesOrderReference: 'SO-10',
    receivingAdviceReference: 'RA-11',
    despatchAdviceReference: 'DA-12',
    tenderOrLotReference: 'LOT-13',
    invoicedObjectId: { value: 'OBJ-14', schemeId: 'AAA' },
    buyerAccountingReference: 'ACC-15',
    paymentTerms: 'Pay within 30 days\n#SKONTO#TAGE=7#PROZENT=2.00#',
    notes: [
      { text: 'First note & <special> chars' },
      { subjectCode: 'AAI', text: 'Second note\nwith two lines' },
    ],
    processControl: {
      businessProcessType: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      specificationIdentifier: XRECHNUNG_3_EXTENSION,
    },
    precedingInvoices: [{ number: 'KS-2023-099', issueDate: '2023-12-01' }],
    seller: {
      name: 'Seller GmbH',
      tradingName: 'Seller Trade',
      identifiers: [{ value: 'S-LOCAL-1' }, { value: '4000001000005', schemeId: '0088' }],
      legalRegistrationId: { value: 'HRB 12345', schemeId: '0002' },
      vatId: 'DE123456789',
      taxRegistrationId: '201/113/40209',
      additionalLegalInfo: 'Managing director: Erika Mustermann',
      electronicAddress: { value: 'invoices@seller.example', schemeId: 'EM' },
      address: {
        line1: 'Hauptstraße 1',
        line2: 'Building B',
        line3: '3rd floor',
        city: 'Berlin',
        postalCode: '10115',
        countrySubdivision: 'Berlin',
        countryCode: 'DE',
      },
      contact: { name: 'Max Muster', telephone: '+49 30 123456', email: 'max@seller.example' },
    },
    buyer: {
      name: 'Buyer AG',
      tradingName: 'Buyer Trade',
      identifier: { value: '4000001000012', schemeId: '0088' },
      legalRegistrationId: { value: 'HRB 999', schemeId: '0002' },
      vatId: 'DE987654321',
      electronicAddress: { value: '04011000-12345-03', schemeId: '0204' },
      address: {
        line1: 'Marktplatz 2',
        line2: 'Hinterhaus',
        line3: 'Zimmer 3',
        city: 'München',
        postalCode: '80331',
        countrySubdivision: 'Bayern',
        countryCode: 'DE',
      },
      contact: { name: 'Erika Buyer', telephone: '+49 89 654321', email: 'erika@buyer.example' },
    },
    payee: {
      name: 'Factoring Bank',
      identifier: { value: 'PAYEE-1', schemeId: '0088' },
      legalRegistrationId: { value: 'HRB 555', schemeId: '0002' },
    },
    taxRepresentative: {
      name: 'Tax Rep BV',
      vatId: 'NL123456789B01',
      address: { line1: 'Damrak 1', city: 'Amsterdam', postalCode: '1012', countryCode: 'NL' },
    },
    delivery: {
      partyName: 'Warehouse',
      locationId: { value: '4000001000029', schemeId: '0088' },
      actualDeliveryDate: '2024-03-10',
      address: { line1: 'Lagerweg 5', city: 'Hamburg', postalCode: '20095', countryCode: 'DE' },
    },
    invoicingPeriod: { startDate: '2024-03-01', endDate: '2024-03-31' },
    paymentInstructions: {
      typeCode: '58',
      typeText: 'SEPA credit transfer',
      remittanceInformation: 'KS-2024-001',
      creditTransfers: [
        { accountId: 'DE02120300000000202051', accountName: 'Seller GmbH', providerId: 'BYLADEM1001' },
        { accountId: '123-456-789', accountName: 'Local account' },
      ],
      card: { accountNumber: '**** 1234', holderName: 'M. Muster' },
      directDebit: {
        mandateReference: 'MANDATE-1',
        creditorId: 'DE98ZZZ09999999999',
        debitedAccountId: 'DE02500105170137075030',
      },
    },
    allowances: [
      {
        amount: '5.00',
        baseAmount: '100.00',
        percentage: '5',
        vatCategoryCode: 'S',
        vatRate: '19',
        reason: 'Loyalty discount',
        reasonCode: '95',
      },
    ],
    charges: [
      {
        amount: '10.00',
        baseAmount: '200.00',
        percentage: '5',
        vatCategoryCode: 'S',
        vatRate: '19',
        reason: 'Freight',
        reasonCode: 'FC',
      },
    ],
    totals: {
      lineNetTotal: '100.00',
      allowanceTotal: '5.00',
      chargeTotal: '10.00',
      taxExclusive: '105.00',
      vatTotal: '19.95',
      vatTotalInTaxCurrency: '21.70',
      taxInclusive: '124.95',
      paidAmount: '20.00',
      roundingAmount: '0.05',
      amountDue: '105.00',
    },
    vatBreakdown: [
      { taxableAmount: '105.00', taxAmount: '19.95', categoryCode: 'S', rate: '19' },
      {
        taxableAmount: '0.00',
        taxAmount: '0.00',
        categoryCode: 'E',
        rate: '0',
        exemptionReason: 'Exempt',
        exemptionReasonCode: 'VATEX-EU-132',
      },
    ],
    attachments: [
      {
        id: 'ATT-1',
        description: 'Timesheet',
        content: { base64: 'SGVsbG8gd29ybGQ=', mimeCode: 'application/pdf', filename: 'timesheet.pdf' },
      },
      { id: 'ATT-2', description: 'Online copy', externalUri: 'https://example.com/doc/2' },
    ],
    lines: [
      line('1', {
        note: 'Line note',
        objectId: { value: 'LOBJ-1', schemeId: 'AAB' },
        quantity: '10.5',
        unitCode: 'HUR',
        netAmount: '100.00',
        orderLineReference: 'PO-9-1',
        buyerAccountingReference: 'LACC-1',
        period: { startDate: '2024-03-01', endDate: '2024-03-15' },
        allowances: [
          {
            amount: '1.00',
            baseAmount: '10.00',
            percentage: '10',
            reason: 'Line discount',
            reasonCode: '95',
          },
        ],
        charges: [
          { amount: '2.00', baseAmount: '20.00', percentage: '10', reason: 'Packing', reasonCode: 'ABL' },
        ],
        price: {
          netPrice: '9.50',
          discount: '0.50',
          grossPrice: '10.00',
          baseQuantity: '1',
          baseQuantityUnitCode: 'HUR',
        },
        vatCategoryCode: 'S',
        vatRate: '19',
        item: {
          name: 'Consulting',
          description: 'Senior consulting hours',
          sellerId: 'SKU-1',
          buyerId: 'B-SKU-1',
          standardId: { value: '4012345678901', schemeId: '0160' },
          classifications: [
            { value: '72000000', schemeId: 'STI', schemeVersionId: '2.0' },
            { value: '1234', schemeId: 'TST' },
          ],
          originCountry: 'DE',
          attributes: [
            { name: 'Colour', value: 'blue' },
            { name: 'Level', value: 'senior' },
          ],
        },
        lineStatusReasonCode: 'GROUP',
        subLines: [
          line('1.1', {
            lineStatusReasonCode: 'DETAIL',
            subLines: [line('1.1.1', { lineStatusReasonCode: 'INFORMATION' })],
          }),
          line('1.2'),
        ],
      }),
      line('2', { vatCategoryCode: 'E', vatRate: '0' }),
    ],
    thirdPartyPayments: [],
  };
}

function roundTrip(
  inv: Invoice,
  profile?: Parameters<typeof writeCii>[1],
): { xml: string; read: ReadSuccess } {
  const xml = writeCii(inv, profile);
  const read = readCiiXml(xml);
  if (!read.ok) throw new Error(`re-read failed: ${JSON.stringify(read.error)}`);
  return { xml, read };
}

function expectFailure(r: ReadOutcome, code: string): void {
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
}

function childNames(el: XmlElement | undefined): string[] {
  return (el?.children ?? []).map((c) => c.local);
}

function find(el: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let cur = el;
  for (const p of path) cur = cur?.children.find((c) => c.local === p);
  return cur;
}

function parse(xml: string): XmlElement {
  const p = parseXml(xml);
  if (!p.ok) throw new Error(p.error.message);
  return p.root;
}

/** True when `names` only uses names from `order` and in that order (repeats allowed). */
function inSchemaOrder(names: string[], order: string[]): boolean {
  let pos = 0;
  for (const n of names) {
    const i = order.indexOf(n, pos);
    if (i < 0) return false;
    pos = i;
  }
  return true;
}

describe('CII writer + reader: round trip', () => {
  it('kitchen sink: model → CII → model is identical and nothing is unmapped', () => {
    const inv = kitchenSink();
    const { read } = roundTrip(inv);
    expect(read.unmapped).toEqual([]);
    expect(diffInvoices(inv, read.invoice)).toEqual([]);
    expect(read.syntax).toBe('cii');
    expect(read.documentType).toBe('CrossIndustryInvoice');
    expect(read.specificationIdentifier).toBe(XRECHNUNG_3_EXTENSION);
  });

  it('writes the same bytes every time (deterministic) and again after a re-read', () => {
    const inv = kitchenSink();
    const a = writeCii(inv);
    expect(writeCii(structuredClone(inv))).toBe(a);
    const again = readCiiXml(a);
    expect(again.ok && writeCii(again.invoice)).toBe(a);
  });

  it('uses format 102 dates, currencyID on BT-110/BT-111, IBANID vs ProprietaryID', () => {
    const xml = writeCii(kitchenSink());
    expect(xml).toContain('<udt:DateTimeString format="102">20240315</udt:DateTimeString>');
    expect(xml).toContain('<udt:DateString format="102">20240314</udt:DateString>');
    expect(xml).toContain('<qdt:DateTimeString format="102">20231201</qdt:DateTimeString>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">19.95</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="USD">21.70</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:IBANID>DE02120300000000202051</ram:IBANID>');
    expect(xml).toContain('<ram:ProprietaryID>123-456-789</ram:ProprietaryID>');
    expect(xml).toContain('First note &amp; &lt;special&gt; chars');
    // BR-DE-18: the Skonto segment line ends with a line break in the XML
    expect(xml).toContain('#SKONTO#TAGE=7#PROZENT=2.00#\n</ram:Description>');
    // two payment means: one per credit transfer
    expect(xml.match(/<ram:SpecifiedTradeSettlementPaymentMeans>/g)).toHaveLength(2);
  });

  it('writes elements in the CII D16B schema order', () => {
    const root = parse(writeCii(kitchenSink()));
    expect(childNames(root)).toEqual([
      'ExchangedDocumentContext',
      'ExchangedDocument',
      'SupplyChainTradeTransaction',
    ]);
    const tx = find(root, 'SupplyChainTradeTransaction');
    const txNames = childNames(tx);
    expect(txNames.slice(-3)).toEqual([
      'ApplicableHeaderTradeAgreement',
      'ApplicableHeaderTradeDelivery',
      'ApplicableHeaderTradeSettlement',
    ]);
    expect(txNames.slice(0, -3).every((n) => n === 'IncludedSupplyChainTradeLineItem')).toBe(true);
    const settlementOrder = [
      'CreditorReferenceID',
      'PaymentReference',
      'TaxCurrencyCode',
      'InvoiceCurrencyCode',
      'PayeeTradeParty',
      'SpecifiedTradeSettlementPaymentMeans',
      'ApplicableTradeTax',
      'BillingSpecifiedPeriod',
      'SpecifiedTradeAllowanceCharge',
      'SpecifiedTradePaymentTerms',
      'SpecifiedTradeSettlementHeaderMonetarySummation',
      'InvoiceReferencedDocument',
      'ReceivableSpecifiedTradeAccountingAccount',
    ];
    const settlement = childNames(find(tx, 'ApplicableHeaderTradeSettlement'));
    expect(inSchemaOrder(settlement, settlementOrder)).toBe(true);
    expect(new Set(settlement)).toEqual(new Set(settlementOrder));
    const agreementOrder = [
      'BuyerReference',
      'SellerTradeParty',
      'BuyerTradeParty',
      'SellerTaxRepresentativeTradeParty',
      'SellerOrderReferencedDocument',
      'BuyerOrderReferencedDocument',
      'ContractReferencedDocument',
      'AdditionalReferencedDocument',
      'SpecifiedProcuringProject',
    ];
    expect(inSchemaOrder(childNames(find(tx, 'ApplicableHeaderTradeAgreement')), agreementOrder)).toBe(true);
    const partyOrder = [
      'ID',
      'GlobalID',
      'Name',
      'Description',
      'SpecifiedLegalOrganization',
      'DefinedTradeContact',
      'PostalTradeAddress',
      'URIUniversalCommunication',
      'SpecifiedTaxRegistration',
    ];
    expect(
      inSchemaOrder(childNames(find(tx, 'ApplicableHeaderTradeAgreement', 'SellerTradeParty')), partyOrder),
    ).toBe(true);
    const taxOrder = [
      'CalculatedAmount',
      'TypeCode',
      'ExemptionReason',
      'BasisAmount',
      'CategoryCode',
      'ExemptionReasonCode',
      'TaxPointDate',
      'DueDateTypeCode',
      'RateApplicablePercent',
    ];
    for (const t of find(tx, 'ApplicableHeaderTradeSettlement')?.children.filter(
      (c) => c.local === 'ApplicableTradeTax',
    ) ?? [])
      expect(inSchemaOrder(childNames(t), taxOrder)).toBe(true);
    const lineOrder = [
      'AssociatedDocumentLineDocument',
      'SpecifiedTradeProduct',
      'SpecifiedLineTradeAgreement',
      'SpecifiedLineTradeDelivery',
      'SpecifiedLineTradeSettlement',
    ];
    const firstLine = find(tx, 'IncludedSupplyChainTradeLineItem');
    expect(childNames(firstLine)).toEqual(lineOrder);
    expect(childNames(find(firstLine, 'SpecifiedLineTradeAgreement'))).toEqual([
      'BuyerOrderReferencedDocument',
      'GrossPriceProductTradePrice',
      'NetPriceProductTradePrice',
    ]);
    expect(childNames(find(firstLine, 'SpecifiedTradeProduct'))).toEqual([
      'GlobalID',
      'SellerAssignedID',
      'BuyerAssignedID',
      'Name',
      'Description',
      'ApplicableProductCharacteristic',
      'ApplicableProductCharacteristic',
      'DesignatedProductClassification',
      'DesignatedProductClassification',
      'OriginTradeCountry',
    ]);
    expect(childNames(find(firstLine, 'SpecifiedLineTradeSettlement'))).toEqual([
      'ApplicableTradeTax',
      'BillingSpecifiedPeriod',
      'SpecifiedTradeAllowanceCharge',
      'SpecifiedTradeAllowanceCharge',
      'SpecifiedTradeSettlementLineMonetarySummation',
      'AdditionalReferencedDocument',
      'ReceivableSpecifiedTradeAccountingAccount',
    ]);
  });

  it('credit note (381) with document allowances and charges', () => {
    const inv = kitchenSink();
    inv.typeCode = '381';
    inv.lines = [line('1', { netAmount: '-20.00', quantity: '-2' })];
    inv.allowances.push({ amount: '3.00', vatCategoryCode: 'S', vatRate: '19', reasonCode: '100' });
    inv.charges.push({ amount: '1.50', vatCategoryCode: 'Z', vatRate: '0', reason: 'Handling' });
    const { xml, read } = roundTrip(inv);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(read.invoice.typeCode).toBe('381');
    expect(read.invoice.allowances).toHaveLength(2);
    expect(read.invoice.charges).toHaveLength(2);
    expect(read.invoice.charges[1]).toEqual({
      amount: '1.50',
      vatCategoryCode: 'Z',
      vatRate: '0',
      reason: 'Handling',
    });
    expect(diffInvoices(inv, read.invoice)).toEqual([]);
  });

  it('BT-8: UNTDID 2005 in the model (3, 35, 432) ↔ UNTDID 2475 in CII (5, 29, 72)', () => {
    for (const [model, cii] of [
      ['3', '5'],
      ['35', '29'],
      ['432', '72'],
    ] as const) {
      const inv = kitchenSink();
      inv.taxPointDateCode = model;
      const { xml, read } = roundTrip(inv);
      expect(xml).toContain(`<ram:DueDateTypeCode>${cii}</ram:DueDateTypeCode>`);
      expect(read.invoice.taxPointDateCode).toBe(model);
    }
  });

  it('keeps amounts exactly as written (no normalisation)', () => {
    const inv = kitchenSink();
    inv.totals.lineNetTotal = '100.0000';
    inv.lines = [line('1', { quantity: '3.000', netAmount: '100.0000', price: { netPrice: '33.3333333' } })];
    const { read } = roundTrip(inv);
    expect(read.invoice.totals.lineNetTotal).toBe('100.0000');
    expect(read.invoice.lines[0]?.quantity).toBe('3.000');
    expect(read.invoice.lines[0]?.price.netPrice).toBe('33.3333333');
  });

  it('attachments: embedded binary (916 + mimeCode/filename) and external URI; BT-17 and BT-18 stay separate', () => {
    const { xml, read } = roundTrip(kitchenSink());
    expect(xml).toContain(
      '<ram:AttachmentBinaryObject mimeCode="application/pdf" filename="timesheet.pdf">SGVsbG8gd29ybGQ=</ram:AttachmentBinaryObject>',
    );
    expect(read.invoice.attachments).toEqual(kitchenSink().attachments);
    expect(read.invoice.tenderOrLotReference).toBe('LOT-13');
    expect(read.invoice.invoicedObjectId).toEqual({ value: 'OBJ-14', schemeId: 'AAA' });
    expect(xml.match(/<ram:TypeCode>916<\/ram:TypeCode>/g)).toHaveLength(2);
    expect(xml.match(/<ram:TypeCode>50<\/ram:TypeCode>/g)).toHaveLength(1);
  });

  it('sub-lines: flattened with ParentLineID in document order, nested again on reading', () => {
    const { xml, read } = roundTrip(kitchenSink());
    const ids = [...xml.matchAll(/<ram:LineID>([^<]+)<\/ram:LineID>\n\s*(?:<ram:ParentLineID>([^<]+)<)?/g)]
      .filter((m) => m[1] !== 'PO-9-1')
      .map((m) => `${m[1]}<${m[2] ?? ''}`);
    expect(ids).toEqual(['1<', '1.1<1', '1.1.1<1.1', '1.2<1', '2<']);
    expect(xml).toContain('<ram:LineStatusReasonCode>GROUP</ram:LineStatusReasonCode>');
    const l1 = read.invoice.lines[0];
    expect(read.invoice.lines.map((l) => l.id)).toEqual(['1', '2']);
    expect(l1?.subLines.map((l) => l.id)).toEqual(['1.1', '1.2']);
    expect(l1?.subLines[0]?.subLines[0]?.id).toBe('1.1.1');
    expect(l1?.subLines[0]?.lineStatusReasonCode).toBe('DETAIL');
  });

  it('third-party payments (BG-DEX-09) have no CII binding and are not written', () => {
    const inv = kitchenSink();
    inv.thirdPartyPayments = [{ type: 'X', amount: '5.00', description: 'Paid by insurer' }];
    const { xml, read } = roundTrip(inv);
    expect(xml).not.toContain('Paid by insurer');
    expect(read.invoice.thirdPartyPayments).toEqual([]);
  });
});

describe('CII writer: profiles', () => {
  it('BT-24 is the profile identifier when a profile is given, else the invoice one', () => {
    expect(readCiiXml(writeCii(kitchenSink(), { profile: 'xrechnung' }))).toMatchObject({
      specificationIdentifier: XRECHNUNG_3_CIUS,
    });
    expect(readCiiXml(writeCii(kitchenSink()))).toMatchObject({
      specificationIdentifier: XRECHNUNG_3_EXTENSION,
    });
  });

  it('XRechnung (non-Extension) drops sub-lines and line status codes, keeps everything else', () => {
    const { xml, read } = roundTrip(kitchenSink(), { profile: 'xrechnung' });
    expect(xml).not.toContain('ParentLineID');
    expect(xml).not.toContain('LineStatusReasonCode');
    expect(read.invoice.lines.map((l) => l.id)).toEqual(['1', '2']);
    const expected = kitchenSink();
    expected.processControl.specificationIdentifier = XRECHNUNG_3_CIUS;
    for (const l of expected.lines) {
      l.subLines = [];
      delete l.lineStatusReasonCode;
    }
    expect(diffInvoices(expected, read.invoice)).toEqual([]);
  });

  it('XRechnung Extension and Factur-X EXTENDED keep sub-lines', () => {
    for (const profile of ['xrechnung-extension', 'facturx-extended'] as const) {
      const { read } = roundTrip(kitchenSink(), { profile });
      expect(read.invoice.lines[0]?.subLines).toHaveLength(2);
    }
  });

  it('Factur-X MINIMUM: header only, no lines, no VAT breakdown, seller address only the country', () => {
    const { xml, read } = roundTrip(kitchenSink(), { profile: 'facturx-minimum' });
    expect(read.specificationIdentifier).toBe(FACTURX_MINIMUM);
    expect(xml).not.toContain('IncludedSupplyChainTradeLineItem');
    expect(xml).not.toContain('ApplicableTradeTax');
    expect(xml).not.toContain('IncludedNote');
    expect(xml).not.toContain('LineTotalAmount');
    expect(xml).toContain('<ram:ApplicableHeaderTradeDelivery></ram:ApplicableHeaderTradeDelivery>');
    expect(read.unmapped).toEqual([]);
    const inv = read.invoice;
    expect(inv.lines).toEqual([]);
    expect(inv.vatBreakdown).toEqual([]);
    expect(inv.seller.address).toEqual({ countryCode: 'DE' });
    expect(inv.seller.vatId).toBe('DE123456789');
    expect(inv.seller.legalRegistrationId).toEqual({ value: 'HRB 12345', schemeId: '0002' });
    // BT-48 / BT-55: allowed by the MINIMUM XSD, "not used" by its schematron
    expect(inv.buyer).toEqual({
      name: 'Buyer AG',
      address: {},
      legalRegistrationId: { value: 'HRB 999', schemeId: '0002' },
    });
    expect(inv.taxCurrency).toBeUndefined();
    expect(inv.totals.vatTotalInTaxCurrency).toBeUndefined();
    expect(inv.totals).toEqual({
      lineNetTotal: '',
      taxExclusive: '105.00',
      vatTotal: '19.95',
      taxInclusive: '124.95',
      amountDue: '105.00',
    });
    expect(inv.buyerReference).toBe('04011000-12345-03');
    expect(inv.purchaseOrderReference).toBe('PO-9');
    expect(inv.paymentInstructions).toBeUndefined();
  });

  it('Factur-X BASIC WL: document level without lines, contacts, attachments, card, BIC', () => {
    const { xml, read } = roundTrip(kitchenSink(), { profile: 'facturx-basicwl' });
    expect(read.specificationIdentifier).toBe(FACTURX_BASIC_WL);
    expect(xml).not.toContain('IncludedSupplyChainTradeLineItem');
    expect(xml).not.toContain('DefinedTradeContact');
    expect(xml).not.toContain('AdditionalReferencedDocument');
    expect(xml).not.toContain('ApplicableTradeSettlementFinancialCard');
    expect(xml).not.toContain('BICID');
    expect(xml).not.toContain('TaxPointDate'); // BT-7: EN 16931 only
    expect(xml).not.toContain('RoundingAmount'); // BT-114: EN 16931 only
    expect(xml).not.toContain('<ram:Description>Managing director'); // BT-33
    const inv = read.invoice;
    expect(inv.lines).toEqual([]);
    expect(inv.vatBreakdown).toHaveLength(2);
    expect(inv.allowances).toHaveLength(1);
    expect(inv.paymentInstructions?.creditTransfers).toEqual([
      { accountId: 'DE02120300000000202051' },
      { accountId: '123-456-789' },
    ]);
    expect(inv.paymentInstructions?.directDebit?.mandateReference).toBe('MANDATE-1');
    expect(inv.seller.address.city).toBe('Berlin');
    expect(inv.buyer.tradingName).toBeUndefined(); // BT-45: "not used" in the BASIC WL schematron; was BASIC WL
    expect(inv.taxPointDateCode).toBe('3');
    expect(inv.totals.vatTotalInTaxCurrency).toBe('21.70');
  });

  it('Factur-X BASIC: lines without item details, line object/order/accounting references', () => {
    const { xml, read } = roundTrip(kitchenSink(), { profile: 'facturx-basic' });
    expect(read.specificationIdentifier).toBe(FACTURX_BASIC);
    expect(xml).not.toContain('SellerAssignedID');
    expect(xml).not.toContain('ApplicableProductCharacteristic');
    expect(xml).not.toContain('DesignatedProductClassification');
    expect(xml).not.toContain('PO-9-1'); // BT-132
    expect(xml).toContain('<ram:IssuerAssignedID>PO-9</ram:IssuerAssignedID>'); // BT-13 stays
    const inv = read.invoice;
    expect(inv.lines.map((l) => l.id)).toEqual(['1', '2']);
    const l1 = inv.lines[0];
    expect(l1?.item).toEqual({
      name: 'Consulting',
      standardId: { value: '4012345678901', schemeId: '0160' },
      classifications: [],
      attributes: [],
    });
    expect(l1?.price.grossPrice).toBe('10.00');
    expect(l1?.allowances).toEqual([
      { amount: '1.00', baseAmount: '10.00', percentage: '10', reason: 'Line discount', reasonCode: '95' },
    ]);
    expect(l1?.period).toEqual({ startDate: '2024-03-01', endDate: '2024-03-15' });
    expect(l1?.objectId).toBeUndefined();
    expect(l1?.subLines).toEqual([]);
  });

  it('Factur-X EN 16931 keeps every EN 16931 field', () => {
    const { read } = roundTrip(kitchenSink(), { profile: 'facturx-en16931' });
    const expected = kitchenSink();
    expected.processControl.specificationIdentifier = 'urn:cen.eu:en16931:2017';
    for (const l of expected.lines) {
      l.subLines = [];
      delete l.lineStatusReasonCode;
    }
    expect(diffInvoices(expected, read.invoice)).toEqual([]);
  });

  it('does not modify the invoice it is given', () => {
    const inv = kitchenSink();
    writeCii(inv, { profile: 'facturx-minimum' });
    expect(diffInvoices(inv, kitchenSink())).toEqual([]);
  });
});

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="${CII_NS.rsm}" xmlns:ram="${CII_NS.ram}" xmlns:udt="${CII_NS.udt}" xmlns:qdt="${CII_NS.qdt}">`;

const SMALL = `${HEAD}
  <rsm:ExchangedDocumentContext>
    <ram:TestIndicator><udt:Indicator>true</udt:Indicator></ram:TestIndicator>
    <ram:GuidelineSpecifiedDocumentContextParameter>
      <ram:ID> urn:cen.eu:en16931:2017 </ram:ID>
    </ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>INV-1</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240102</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument>
        <ram:LineID>1</ram:LineID>
        <ram:ParentLineID>99</ram:ParentLineID>
      </ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>Thing</ram:Name><ram:BrandName>ACME</ram:BrandName></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement>
        <ram:GrossPriceProductTradePrice>
          <ram:ChargeAmount>12</ram:ChargeAmount>
          <ram:BasisQuantity unitCode="C62">5</ram:BasisQuantity>
        </ram:GrossPriceProductTradePrice>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount>10</ram:ChargeAmount></ram:NetPriceProductTradePrice>
      </ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>10</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>S</ram:Name>
        <ram:DefinedTradeContact><ram:PersonName>P</ram:PersonName><ram:DepartmentName>D</ram:DepartmentName></ram:DefinedTradeContact>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>B</ram:Name></ram:BuyerTradeParty>
      <ram:AdditionalReferencedDocument><ram:IssuerAssignedID>X</ram:IssuerAssignedID><ram:TypeCode>751</ram:TypeCode></ram:AdditionalReferencedDocument>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode></ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>30</ram:TypeCode></ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>10</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>10</ram:TaxBasisTotalAmount>
        <ram:GrandTotalAmount>10</ram:GrandTotalAmount>
        <ram:DuePayableAmount>10</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

describe('CII reader: hand-written documents', () => {
  it('maps values (trimmed, dates converted, gross base quantity used when the net has none)', () => {
    const r = readCiiXml(SMALL);
    if (!r.ok) throw new Error(r.error.message);
    const inv = r.invoice;
    expect(inv.processControl).toEqual({ specificationIdentifier: 'urn:cen.eu:en16931:2017' });
    expect(inv.issueDate).toBe('2024-01-02');
    expect(inv.lines[0]?.price).toEqual({
      netPrice: '10',
      grossPrice: '12',
      baseQuantity: '5',
      baseQuantityUnitCode: 'C62',
    });
    expect(inv.lines[0]?.vatRate).toBeUndefined();
    expect(inv.seller.contact).toEqual({ name: 'P' });
    expect(inv.paymentInstructions).toEqual({ typeCode: '58', creditTransfers: [] });
    // optional values absent, not empty
    expect('dueDate' in inv).toBe(false);
    expect('delivery' in inv).toBe(false);
    expect(inv.attachments).toEqual([]);
  });

  it('reports every element it could not map with path, line and column', () => {
    const r = readCiiXml(SMALL);
    if (!r.ok) throw new Error(r.error.message);
    const byPath = Object.fromEntries(r.unmapped.map((u) => [u.path, u]));
    const T = '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]';
    expect(Object.keys(byPath).sort()).toEqual(
      [
        '/rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocumentContext[1]/ram:TestIndicator[1]',
        `${T}/ram:IncludedSupplyChainTradeLineItem[1]/ram:AssociatedDocumentLineDocument[1]/ram:ParentLineID[1]`,
        `${T}/ram:IncludedSupplyChainTradeLineItem[1]/ram:SpecifiedTradeProduct[1]/ram:BrandName[1]`,
        `${T}/ram:ApplicableHeaderTradeAgreement[1]/ram:SellerTradeParty[1]/ram:DefinedTradeContact[1]/ram:DepartmentName[1]`,
        `${T}/ram:ApplicableHeaderTradeAgreement[1]/ram:AdditionalReferencedDocument[1]`,
        `${T}/ram:ApplicableHeaderTradeSettlement[1]/ram:SpecifiedTradeSettlementPaymentMeans[2]/ram:TypeCode[1]`,
      ].sort(),
    );
    const testIndicator =
      byPath['/rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocumentContext[1]/ram:TestIndicator[1]'];
    expect(testIndicator?.line).toBe(4);
    expect(testIndicator?.column).toBeGreaterThan(0);
    const brand = r.unmapped.find((u) => u.path.endsWith('ram:BrandName[1]'));
    expect(SMALL.split('\n')[(brand?.line ?? 0) - 1]).toContain('<ram:BrandName>');
  });

  it('reads the same invoice without tracking unmapped elements ({ unmapped: false }, validation)', () => {
    const tracked = readCiiXml(SMALL);
    const parsed = parseXml(SMALL);
    if (!tracked.ok || !parsed.ok) throw new Error('not read');
    const untracked = readCii(parsed.root, { unmapped: false });
    if (!untracked.ok) throw new Error(untracked.error.message);
    expect(tracked.unmapped.length).toBeGreaterThan(0);
    expect(untracked.unmapped).toEqual([]);
    expect(diffInvoices(tracked.invoice, untracked.invoice)).toEqual([]);
  });

  it('reads a document with several payment means into one BG-16 with several BG-17', () => {
    const inv = kitchenSink();
    const r = readCiiXml(writeCii(inv));
    expect(r.ok && r.invoice.paymentInstructions?.creditTransfers).toHaveLength(2);
    expect(r.ok && r.invoice.paymentInstructions?.card).toEqual({
      accountNumber: '**** 1234',
      holderName: 'M. Muster',
    });
  });

  it('reads BT-111 by its currencyID, whatever the order of the two TaxTotalAmount elements', () => {
    const xml = writeCii(kitchenSink()).replace(
      /(<ram:TaxTotalAmount currencyID="EUR">19.95<\/ram:TaxTotalAmount>)\n(\s*)(<ram:TaxTotalAmount currencyID="USD">21.70<\/ram:TaxTotalAmount>)/,
      '$3\n$2$1',
    );
    expect(xml.indexOf('currencyID="USD"')).toBeLessThan(xml.indexOf('currencyID="EUR"'));
    const r = readCiiXml(xml);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.invoice.totals.vatTotal).toBe('19.95');
    expect(r.invoice.totals.vatTotalInTaxCurrency).toBe('21.70');
  });
});

describe('CII reader: bad input', () => {
  it('broken XML', () => {
    expectFailure(readCiiXml(`${HEAD}<rsm:ExchangedDocument>`), 'XML_NOT_WELLFORMED');
    expectFailure(readCiiXml('<a><b></a>'), 'XML_NOT_WELLFORMED');
  });

  it('DOCTYPE / entity expansion bomb is refused before expansion', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<rsm:CrossIndustryInvoice xmlns:rsm="${CII_NS.rsm}">&lol2;</rsm:CrossIndustryInvoice>`;
    expectFailure(readCiiXml(bomb), 'XML_DOCTYPE_FORBIDDEN');
  });

  it('unknown root element', () => {
    const r = readCiiXml('<Invoice xmlns="urn:example:not-an-invoice"/>');
    expectFailure(r, 'UNKNOWN_DOCUMENT');
    if (!r.ok) expect(r.error.message).toContain('Invoice');
  });

  it('a CrossIndustryDocument that is not ZUGFeRD 1.0 is UNSUPPORTED_VERSION with a clear message', () => {
    const other = `<rsm:CrossIndustryDocument xmlns:rsm="urn:example:other"><rsm:SpecifiedExchangedDocumentContext/></rsm:CrossIndustryDocument>`;
    const r = readCiiXml(other);
    expectFailure(r, 'UNSUPPORTED_VERSION');
    if (!r.ok) {
      expect(r.error.message).toContain('ZUGFeRD 1.0');
      expect(r.error.line).toBe(1);
    }
  });

  it('another CrossIndustryInvoice namespace is UNSUPPORTED_VERSION', () => {
    const r = readCiiXml(
      '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:13"/>',
    );
    expectFailure(r, 'UNSUPPORTED_VERSION');
    if (!r.ok) expect(r.error.message).toContain('D16B');
  });

  it('an empty CII shell reads without crashing, mandatory values empty, nothing invented', () => {
    const p = parseXml(`${HEAD}</rsm:CrossIndustryInvoice>`);
    if (!p.ok) throw new Error(p.error.message);
    const r = readCii(p.root);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.invoice.number).toBe('');
    expect(r.invoice.lines).toEqual([]);
    expect(r.invoice.paymentInstructions).toBeUndefined();
    expect(r.unmapped).toEqual([]);
    expect(r.specificationIdentifier).toBe('');
  });
});
