/** The JSON schema the providers answer in (strict mode: every property required, null allowed). */

const str = { type: ['string', 'null'] };

const HEADER = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'typeCode',
  'currency',
  'buyerReference',
  'purchaseOrderReference',
  'paymentTerms',
  'sellerName',
  'sellerStreet',
  'sellerPostcode',
  'sellerCity',
  'sellerCountry',
  'sellerVatId',
  'sellerTaxNumber',
  'buyerName',
  'buyerStreet',
  'buyerPostcode',
  'buyerCity',
  'buyerCountry',
  'buyerVatId',
  'iban',
  'bic',
  'lineNetTotal',
  'taxExclusive',
  'vatTotal',
  'taxInclusive',
  'paidAmount',
  'amountDue',
] as const;

export type HeaderKey = (typeof HEADER)[number];

export type LlmAnswer = Partial<Record<HeaderKey, string | null>> & {
  vatBreakdown?: Array<{
    category: string | null;
    rate: string | null;
    taxableAmount: string | null;
    taxAmount: string | null;
  }>;
  lines?: Array<{
    id: string | null;
    name: string | null;
    quantity: string | null;
    unit: string | null;
    unitPrice: string | null;
    netAmount: string | null;
    vatRate: string | null;
  }>;
};

const obj = (keys: readonly string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: [...keys],
  properties: Object.fromEntries(keys.map((k) => [k, str])),
});

export const INVOICE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [...HEADER, 'vatBreakdown', 'lines'],
  properties: {
    ...Object.fromEntries(HEADER.map((k) => [k, str])),
    vatBreakdown: { type: 'array', items: obj(['category', 'rate', 'taxableAmount', 'taxAmount']) },
    lines: {
      type: 'array',
      items: obj(['id', 'name', 'quantity', 'unit', 'unitPrice', 'netAmount', 'vatRate']),
    },
  },
};

export const SYSTEM_PROMPT = `You read the text of one invoice (lines with their column layout) and return its data as JSON following the schema.
Copy values exactly as printed; do not compute or guess: use null when a value is not printed.
Dates as YYYY-MM-DD. Amounts as plain decimals with a dot (1234.56), negative with a leading minus.
typeCode: UNTDID 1001 (380 invoice, 381 credit note, 384 corrected invoice, 326 partial invoice). currency: ISO 4217.
Countries: ISO 3166-1 alpha-2. VAT category: S, Z, E, AE, K, G, O. unit: the unit word as printed.
The seller is the party issuing the invoice (letterhead, footer, sender line); the buyer is the addressee.`;
