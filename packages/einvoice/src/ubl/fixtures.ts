/**
 * Self-made test invoices for the UBL reader/writer tests: a "kitchen sink" that fills every
 * field of the model the UBL binding carries (all BT/BG, the XRechnung Extension groups), and a
 * credit note variant. Pure data, no Node APIs (usable from any test).
 *
 * Not filled: `InvoiceLine.lineStatusReasonCode` (CII only, no UBL binding).
 */
import {
  type Invoice,
  type InvoiceLine,
  PEPPOL_BILLING_PROCESS,
  XRECHNUNG_3_EXTENSION,
} from '../model/invoice.ts';

function subLine(id: string, net: string, subLines: InvoiceLine[] = []): InvoiceLine {
  return {
    id,
    quantity: '1',
    unitCode: 'C62',
    netAmount: net,
    allowances: [],
    charges: [],
    price: { netPrice: net, baseQuantity: '1', baseQuantityUnitCode: 'C62' },
    vatCategoryCode: 'S',
    vatRate: '19',
    item: { name: `Teilposition ${id}`, classifications: [], attributes: [] },
    subLines,
  };
}

export function kitchenSinkInvoice(): Invoice {
  return {
    number: 'RE-2024-0815',
    issueDate: '2024-03-15',
    typeCode: '380',
    currency: 'EUR',
    taxCurrency: 'USD',
    taxPointDate: '2024-03-14',
    taxPointDateCode: '35',
    dueDate: '2024-04-14',
    buyerReference: '04011000-12345-34',
    projectReference: 'PRJ-77',
    contractReference: 'V-2023-11',
    purchaseOrderReference: 'PO-4711',
    salesOrderReference: 'SO-0042',
    receivingAdviceReference: 'WE-555',
    despatchAdviceReference: 'LS-999',
    tenderOrLotReference: 'LOS-3',
    invoicedObjectId: { value: 'ZAEHLER-12', schemeId: 'AAB' },
    buyerAccountingReference: 'KST-100',
    paymentTerms: 'Zahlbar innerhalb von 30 Tagen ohne Abzug & ohne <Skonto>.',
    notes: [
      { subjectCode: 'AAI', text: 'Allgemeine Information' },
      { text: 'Vielen Dank für Ihren Auftrag!' },
    ],
    processControl: {
      businessProcessType: PEPPOL_BILLING_PROCESS,
      specificationIdentifier: XRECHNUNG_3_EXTENSION,
    },
    precedingInvoices: [{ number: 'RE-2024-0001', issueDate: '2024-01-10' }, { number: 'RE-2024-0002' }],
    seller: {
      name: 'Muster Handwerk GmbH',
      tradingName: 'Muster Sanitär',
      identifiers: [{ value: '4000001123452', schemeId: '0088' }, { value: 'LIEF-77' }],
      legalRegistrationId: { value: 'HRB 12345', schemeId: '0002' },
      vatId: 'DE123456789',
      taxRegistrationId: '201/113/40209',
      additionalLegalInfo: 'Amtsgericht Musterstadt HRB 12345, Geschäftsführer: Erika Muster',
      electronicAddress: { value: 'rechnung@muster-handwerk.example', schemeId: 'EM' },
      address: {
        line1: 'Hauptstraße 1',
        line2: 'Hinterhaus',
        line3: '3. OG',
        city: 'Musterstadt',
        postalCode: '12345',
        countrySubdivision: 'Bayern',
        countryCode: 'DE',
      },
      contact: { name: 'Max Muster', telephone: '+49 123 456789', email: 'max@muster-handwerk.example' },
    },
    buyer: {
      name: 'Stadt Beispielhausen',
      tradingName: 'Bauamt',
      identifier: { value: '4000001987658', schemeId: '0088' },
      legalRegistrationId: { value: '04011000-12345-34', schemeId: '0204' },
      vatId: 'DE987654321',
      electronicAddress: { value: '04011000-12345-34', schemeId: '0204' },
      address: {
        line1: 'Rathausplatz 2',
        line2: 'Zimmer 101',
        line3: 'Eingang B',
        city: 'Beispielhausen',
        postalCode: '54321',
        countrySubdivision: 'Hessen',
        countryCode: 'DE',
      },
      contact: {
        name: 'Erika Beispiel',
        telephone: '+49 987 654321',
        email: 'bauamt@beispielhausen.example',
      },
    },
    payee: {
      name: 'Factoring AG',
      identifier: { value: 'FAC-1', schemeId: '0088' },
      legalRegistrationId: { value: 'HRB 999', schemeId: '0002' },
    },
    taxRepresentative: {
      name: 'Steuervertreter GmbH',
      vatId: 'DE111222333',
      address: {
        line1: 'Steuerweg 5',
        line2: 'Postfach 7',
        line3: 'Haus C',
        city: 'Berlin',
        postalCode: '10115',
        countrySubdivision: 'Berlin',
        countryCode: 'DE',
      },
    },
    delivery: {
      partyName: 'Baustelle Schule Nord',
      locationId: { value: '4000001000005', schemeId: '0088' },
      actualDeliveryDate: '2024-03-10',
      address: {
        line1: 'Schulweg 9',
        line2: 'Turnhalle',
        line3: 'Tor 2',
        city: 'Beispielhausen',
        postalCode: '54322',
        countrySubdivision: 'Hessen',
        countryCode: 'DE',
      },
    },
    invoicingPeriod: { startDate: '2024-03-01', endDate: '2024-03-10' },
    paymentInstructions: {
      typeCode: '58',
      typeText: 'SEPA-Überweisung',
      remittanceInformation: 'RE-2024-0815 KST-100',
      creditTransfers: [
        {
          accountId: 'DE02120300000000202051',
          accountName: 'Muster Handwerk GmbH',
          providerId: 'BYLADEM1001',
        },
        { accountId: 'DE02100100100006820101' },
      ],
      card: { accountNumber: '1234', holderName: 'Max Muster' },
      directDebit: {
        mandateReference: 'MANDAT-1',
        creditorId: 'DE98ZZZ09999999999',
        debitedAccountId: 'DE02300209000106531065',
      },
    },
    allowances: [
      {
        amount: '15.00',
        baseAmount: '150.00',
        percentage: '10',
        vatCategoryCode: 'S',
        vatRate: '19',
        reason: 'Treuerabatt',
        reasonCode: '95',
      },
    ],
    charges: [
      {
        amount: '10.00',
        vatCategoryCode: 'S',
        vatRate: '19',
        reason: 'Fracht',
        reasonCode: 'FC',
      },
    ],
    totals: {
      lineNetTotal: '295.00',
      allowanceTotal: '15.00',
      chargeTotal: '10.00',
      taxExclusive: '290.00',
      vatTotal: '17.10',
      vatTotalInTaxCurrency: '18.50',
      taxInclusive: '307.10',
      paidAmount: '7.10',
      roundingAmount: '0.00',
      amountDue: '300.00',
    },
    vatBreakdown: [
      { taxableAmount: '90.00', taxAmount: '17.10', categoryCode: 'S', rate: '19' },
      {
        taxableAmount: '200.00',
        taxAmount: '0.00',
        categoryCode: 'E',
        rate: '0',
        exemptionReason: 'Steuerbefreit nach § 4 Nr. 21 UStG',
        exemptionReasonCode: 'VATEX-EU-132-1I',
      },
    ],
    attachments: [
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
    ],
    lines: [
      {
        id: '1',
        note: 'Montage inkl. Material',
        objectId: { value: 'OBJ-1', schemeId: 'AAB' },
        quantity: '2',
        unitCode: 'C62',
        netAmount: '95.00',
        orderLineReference: '10',
        buyerAccountingReference: 'KST-100-1',
        period: { startDate: '2024-03-01', endDate: '2024-03-05' },
        allowances: [
          {
            amount: '10.00',
            baseAmount: '100.00',
            percentage: '10',
            reason: 'Mengenrabatt',
            reasonCode: '95',
          },
        ],
        charges: [{ amount: '5.00', reason: 'Verpackung', reasonCode: 'ABL' }],
        price: {
          netPrice: '50.00',
          discount: '5.00',
          grossPrice: '55.00',
          baseQuantity: '1',
          baseQuantityUnitCode: 'C62',
        },
        vatCategoryCode: 'S',
        vatRate: '19',
        item: {
          name: 'Waschtisch montieren',
          description: 'Waschtisch 60 cm, weiß, inkl. Armatur',
          sellerId: 'ART-100',
          buyerId: 'B-200',
          standardId: { value: '4012345678901', schemeId: '0160' },
          classifications: [
            { value: '45330000', schemeId: 'STI', schemeVersionId: '2008' },
            { value: '39-01-01', schemeId: 'TST' },
          ],
          originCountry: 'DE',
          attributes: [
            { name: 'Farbe', value: 'weiß' },
            { name: 'Breite', value: '60 cm' },
          ],
        },
        subLines: [subLine('1.1', '60.00', [subLine('1.1.1', '60.00')]), subLine('1.2', '35.00')],
      },
      {
        id: '2',
        quantity: '1.5',
        unitCode: 'HUR',
        netAmount: '200.00',
        allowances: [],
        charges: [],
        price: { netPrice: '133.3333' },
        vatCategoryCode: 'E',
        vatRate: '0',
        item: { name: 'Schulungsstunde', classifications: [], attributes: [] },
        subLines: [],
      },
    ],
    thirdPartyPayments: [
      { type: 'MobilesBezahlen', amount: '5.00', description: 'Mobiles Bezahlen Anbieter A' },
    ],
  };
}

/** The kitchen sink as a credit note (381): UBL CreditNote cannot carry BG-DEX-09. */
export function kitchenSinkCreditNote(): Invoice {
  const inv = kitchenSinkInvoice();
  return { ...inv, number: 'GS-2024-0001', typeCode: '381', thirdPartyPayments: [] };
}

/**
 * The kitchen sink without the parts that make it break business rules on purpose (BT-7 with
 * BT-8, card and mandate with a credit transfer code, Extension content), written for plain
 * XRechnung: the official validator accepts it as Invoice (380) and as CreditNote (381).
 */
export function validKitchenSink(typeCode = '380'): Invoice {
  const inv = kitchenSinkInvoice();
  delete inv.taxPointDateCode;
  if (inv.paymentInstructions) {
    delete inv.paymentInstructions.card;
    delete inv.paymentInstructions.directDebit;
  }
  return { ...inv, typeCode, thirdPartyPayments: [] };
}
