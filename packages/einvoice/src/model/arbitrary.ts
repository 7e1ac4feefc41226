/**
 * fast-check arbitraries of partial invoice models, as the review form or an API client may send
 * them: every optional part present or absent, every array empty or filled, groups created by a
 * single field (e.g. payment means without bank details). Test-only (imported by *.test.ts).
 */
import fc from 'fast-check';

const text = fc.oneof(
  fc.constant(''),
  fc.constantFrom('A', 'Muster GmbH', 'x & <y>', 'Straße 1'),
  fc.string(),
);
const dec = fc.oneof(
  fc.constantFrom('0', '0.00', '1', '19', '7', '-3.5', '100.00', '160.00', '0.001'),
  fc.integer({ min: -100000, max: 100000 }).map((n) => (n / 100).toFixed(2)),
);
const date = fc.constantFrom('2026-01-31', '2025-12-01', '');
const code = (...codes: string[]) => fc.constantFrom(...codes);
const vatCat = code('S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M');
const opt = <T>(shape: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(shape, { requiredKeys: [] });
const arr = <T>(a: fc.Arbitrary<T>, max = 3) => fc.array(a, { maxLength: max });

const identifier = opt({ value: text, schemeId: code('0088', '0204', '9930', 'EM', '0060', '') });
const address = opt({
  line1: text,
  line2: text,
  line3: text,
  city: text,
  postalCode: text,
  countrySubdivision: text,
  countryCode: code('DE', 'FR', 'AT', ''),
});
const contact = opt({ name: text, telephone: text, email: text });
const electronicAddress = opt({ value: text, schemeId: code('EM', '0204', '9930') });

const seller = opt({
  name: text,
  tradingName: text,
  identifiers: arr(identifier),
  legalRegistrationId: identifier,
  vatId: code('DE123456789', 'ATU12345678', ''),
  taxRegistrationId: text,
  additionalLegalInfo: text,
  electronicAddress,
  address,
  contact,
});
const buyer = opt({
  name: text,
  tradingName: text,
  identifier,
  legalRegistrationId: identifier,
  vatId: text,
  electronicAddress,
  address,
  contact,
});
const period = opt({ startDate: date, endDate: date });
const payment = opt({
  typeCode: code('58', '59', '30', '48', '1', '57', ''),
  typeText: text,
  remittanceInformation: text,
  creditTransfers: arr(
    opt({ accountId: code('DE02120300000000202051', '', 'X'), accountName: text, providerId: text }),
  ),
  card: opt({ accountNumber: text, holderName: text }),
  directDebit: opt({ mandateReference: text, creditorId: text, debitedAccountId: text }),
});
const docCharge = opt({
  amount: dec,
  baseAmount: dec,
  percentage: dec,
  vatCategoryCode: vatCat,
  vatRate: dec,
  reason: text,
  reasonCode: code('95', 'FC', 'ABL'),
});
const lineCharge = opt({
  amount: dec,
  baseAmount: dec,
  percentage: dec,
  reason: text,
  reasonCode: code('95', 'FC'),
});
const item = opt({
  name: text,
  description: text,
  sellerId: text,
  buyerId: text,
  standardId: identifier,
  classifications: arr(identifier),
  originCountry: code('DE', 'CN'),
  attributes: arr(opt({ name: text, value: text })),
});
const lineBase = {
  id: code('1', '2', '', '1.1'),
  note: text,
  objectId: identifier,
  quantity: dec,
  unitCode: code('C62', 'H87', 'HUR', ''),
  netAmount: dec,
  orderLineReference: text,
  buyerAccountingReference: text,
  period,
  allowances: arr(lineCharge, 2),
  charges: arr(lineCharge, 2),
  price: opt({
    netPrice: dec,
    discount: dec,
    grossPrice: dec,
    baseQuantity: dec,
    baseQuantityUnitCode: code('C62'),
  }),
  vatCategoryCode: vatCat,
  vatRate: dec,
  item,
  lineStatusReasonCode: code('DETAIL', 'GROUP', 'INFORMATION'),
};
const subLine = opt(lineBase);
const line = opt({ ...lineBase, subLines: arr(subLine, 2) });

/** A partial invoice model: every property optional, arrays 0..n. */
export const partialInvoice = opt({
  number: text,
  issueDate: date,
  typeCode: code('380', '381', '384', '389', '326', '875'),
  currency: code('EUR', 'USD', ''),
  taxCurrency: code('EUR', 'CHF'),
  taxPointDate: date,
  taxPointDateCode: code('3', '35', '432'),
  dueDate: date,
  buyerReference: code('04011000-12345-03', '', 'x'),
  projectReference: text,
  contractReference: text,
  purchaseOrderReference: text,
  salesOrderReference: text,
  receivingAdviceReference: text,
  despatchAdviceReference: text,
  tenderOrLotReference: text,
  invoicedObjectId: identifier,
  buyerAccountingReference: text,
  paymentTerms: text,
  notes: arr(opt({ subjectCode: code('AAI', 'REG'), text })),
  processControl: opt({ businessProcessType: text, specificationIdentifier: text }),
  precedingInvoices: arr(opt({ number: text, issueDate: date })),
  seller,
  buyer,
  payee: opt({ name: text, identifier, legalRegistrationId: identifier }),
  taxRepresentative: opt({ name: text, vatId: text, address }),
  delivery: opt({ partyName: text, locationId: identifier, actualDeliveryDate: date, address }),
  invoicingPeriod: period,
  paymentInstructions: payment,
  allowances: arr(docCharge),
  charges: arr(docCharge),
  totals: opt({
    lineNetTotal: dec,
    allowanceTotal: dec,
    chargeTotal: dec,
    taxExclusive: dec,
    vatTotal: dec,
    vatTotalInTaxCurrency: dec,
    taxInclusive: dec,
    paidAmount: dec,
    roundingAmount: dec,
    amountDue: dec,
  }),
  vatBreakdown: arr(
    opt({
      taxableAmount: dec,
      taxAmount: dec,
      categoryCode: vatCat,
      rate: dec,
      exemptionReason: text,
      exemptionReasonCode: code('VATEX-EU-AE', 'VATEX-EU-IC'),
    }),
  ),
  attachments: arr(
    opt({
      id: text,
      description: text,
      externalUri: text,
      content: opt({
        base64: code('SGVsbG8=', ''),
        mimeCode: code('application/pdf', 'text/csv'),
        filename: text,
      }),
    }),
    2,
  ),
  lines: arr(line, 4),
  thirdPartyPayments: arr(opt({ type: text, amount: dec, description: text }), 2),
});
