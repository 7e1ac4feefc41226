/**
 * A valid XRechnung 3.0 invoice built in code: the baseline that passes every rule. Rule tests
 * mutate a fresh copy to make exactly one rule fail.
 */
import { type Invoice, PEPPOL_BILLING_PROCESS, XRECHNUNG_3_CIUS } from '../model/invoice.ts';

export function baselineInvoice(): Invoice {
  return {
    number: 'R-2024-0001',
    issueDate: '2024-03-01',
    typeCode: '380',
    currency: 'EUR',
    dueDate: '2024-03-31',
    buyerReference: '04011000-12345-03',
    paymentTerms: 'Zahlbar innerhalb von 30 Tagen ohne Abzug.',
    notes: [{ text: 'Vielen Dank für Ihren Auftrag.' }],
    processControl: {
      specificationIdentifier: XRECHNUNG_3_CIUS,
      businessProcessType: PEPPOL_BILLING_PROCESS,
    },
    precedingInvoices: [],
    seller: {
      name: 'Muster Bürobedarf GmbH',
      identifiers: [],
      vatId: 'DE123456789',
      electronicAddress: { value: 'rechnung@muster-buero.de', schemeId: 'EM' },
      address: { line1: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
      contact: { name: 'Erika Muster', telephone: '+49 30 1234567', email: 'buchhaltung@muster-buero.de' },
    },
    buyer: {
      name: 'Stadtverwaltung Beispielstadt',
      electronicAddress: { value: 'einkauf@beispielstadt.de', schemeId: 'EM' },
      address: { line1: 'Rathausplatz 2', city: 'Beispielstadt', postalCode: '12345', countryCode: 'DE' },
    },
    invoicingPeriod: { startDate: '2024-02-01', endDate: '2024-02-29' },
    paymentInstructions: {
      typeCode: '58',
      creditTransfers: [{ accountId: 'DE02120300000000202051', accountName: 'Muster Bürobedarf GmbH' }],
    },
    allowances: [
      { amount: '10.00', vatCategoryCode: 'S', vatRate: '19', reason: 'Treuerabatt', reasonCode: '95' },
    ],
    charges: [{ amount: '5.00', vatCategoryCode: 'S', vatRate: '19', reason: 'Versand', reasonCode: 'FC' }],
    totals: {
      lineNetTotal: '150.00',
      allowanceTotal: '10.00',
      chargeTotal: '5.00',
      taxExclusive: '145.00',
      vatTotal: '21.55',
      taxInclusive: '166.55',
      amountDue: '166.55',
    },
    vatBreakdown: [
      { taxableAmount: '95.00', taxAmount: '18.05', categoryCode: 'S', rate: '19' },
      { taxableAmount: '50.00', taxAmount: '3.50', categoryCode: 'S', rate: '7' },
    ],
    attachments: [],
    lines: [
      {
        id: '1',
        quantity: '10',
        unitCode: 'H87',
        netAmount: '100.00',
        allowances: [],
        charges: [],
        price: { netPrice: '10.00' },
        vatCategoryCode: 'S',
        vatRate: '19',
        item: { name: 'Druckerpapier A4', classifications: [], attributes: [] },
        subLines: [],
      },
      {
        id: '2',
        quantity: '2',
        unitCode: 'H87',
        netAmount: '50.00',
        allowances: [],
        charges: [],
        price: { netPrice: '25.00' },
        vatCategoryCode: 'S',
        vatRate: '7',
        item: { name: 'Fachbuch Verwaltungsrecht', classifications: [], attributes: [] },
        subLines: [],
      },
    ],
    thirdPartyPayments: [],
  };
}
