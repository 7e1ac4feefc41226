/**
 * The EN 16931-1:2017 semantic data model: one in-memory value for every invoice.
 *
 * Every reader (UBL, CII, PDF extraction, the review form) produces an `Invoice`; every writer,
 * the rules and the views consume one. Each property names its business term (BT-n) or
 * business group (BG-n). Cardinalities follow EN 16931: `?` = 0..1, arrays = 0..n (1..n where
 * the comment says so; rules, not types, enforce the minimum so that incomplete drafts can be
 * represented while the user edits them).
 *
 * Conventions:
 * - Amounts, quantities, percentages: `Decimal` strings exactly as written in the source
 *   ("100.00", "19", "-3.5"), never numbers. Arithmetic goes through `money.ts`.
 * - Dates: `DateString` `YYYY-MM-DD`.
 * - Codes are strings (code lists in `codelists/` say which values are valid); the model does
 *   not reject unknown codes, the rules report them.
 * - Optional values are omitted (undefined), never empty strings, after reading. Writers skip
 *   undefined values and empty arrays.
 * - XRechnung Extension content (sub-lines BG-DEX-01, third-party payments BG-DEX-09) lives in
 *   the fields marked "XRechnung Extension"; writers emit them only for the Extension profile.
 */

/** A decimal number as text: optional minus sign, digits, optional decimal point. */
export type Decimal = string;
/** A calendar date `YYYY-MM-DD`. */
export type DateString = string;

/** An identifier with an optional scheme (ISO 6523 ICD, EAS …). */
export interface Identifier {
  value: string;
  /** e.g. BT-29-1, BT-46-1, BT-157-1 */
  schemeId?: string;
  /** only BT-158-2 (item classification list version) */
  schemeVersionId?: string;
}

/** BT-34 / BT-49: electronic address with mandatory EAS scheme (BT-34-1 / BT-49-1). */
export interface ElectronicAddress {
  value: string;
  schemeId: string;
}

/** BG-5, BG-8, BG-12, BG-15: a postal address. */
export interface PostalAddress {
  /** BT-35 / BT-50 / BT-64 / BT-75 */
  line1?: string;
  /** BT-36 / BT-51 / BT-65 / BT-76 */
  line2?: string;
  /** BT-162 / BT-163 / BT-164 / BT-165 */
  line3?: string;
  /** BT-37 / BT-52 / BT-66 / BT-77 */
  city?: string;
  /** BT-38 / BT-53 / BT-67 / BT-78 */
  postalCode?: string;
  /** BT-39 / BT-54 / BT-68 / BT-79 */
  countrySubdivision?: string;
  /** BT-40 / BT-55 / BT-69 / BT-80 (ISO 3166-1 alpha-2). Mandatory where the group is present. */
  countryCode?: string;
}

/** BG-6 / BG-9: contact. */
export interface Contact {
  /** BT-41 / BT-56 */
  name?: string;
  /** BT-42 / BT-57 */
  telephone?: string;
  /** BT-43 / BT-58 */
  email?: string;
}

/** BG-1: invoice note. */
export interface Note {
  /** BT-21 (UNTDID 4451) */
  subjectCode?: string;
  /** BT-22 */
  text: string;
}

/** BG-2: process control. */
export interface ProcessControl {
  /** BT-23 business process type */
  businessProcessType?: string;
  /** BT-24 specification identifier (1..1) */
  specificationIdentifier: string;
}

/** BG-3: preceding invoice reference. */
export interface PrecedingInvoiceReference {
  /** BT-25 (1..1) */
  number: string;
  /** BT-26 */
  issueDate?: DateString;
}

/** BG-4: seller. */
export interface Seller {
  /** BT-27 (1..1) */
  name: string;
  /** BT-28 */
  tradingName?: string;
  /** BT-29 (+BT-29-1), 0..n */
  identifiers: Identifier[];
  /** BT-30 (+BT-30-1) */
  legalRegistrationId?: Identifier;
  /** BT-31 VAT identifier */
  vatId?: string;
  /** BT-32 tax registration identifier (e.g. German Steuernummer) */
  taxRegistrationId?: string;
  /** BT-33 additional legal information */
  additionalLegalInfo?: string;
  /** BT-34 (+BT-34-1) */
  electronicAddress?: ElectronicAddress;
  /** BG-5 (1..1) */
  address: PostalAddress;
  /** BG-6 */
  contact?: Contact;
}

/** BG-7: buyer. */
export interface Buyer {
  /** BT-44 (1..1) */
  name: string;
  /** BT-45 */
  tradingName?: string;
  /** BT-46 (+BT-46-1) */
  identifier?: Identifier;
  /** BT-47 (+BT-47-1) */
  legalRegistrationId?: Identifier;
  /** BT-48 */
  vatId?: string;
  /** BT-49 (+BT-49-1) */
  electronicAddress?: ElectronicAddress;
  /** BG-8 (1..1) */
  address: PostalAddress;
  /** BG-9 */
  contact?: Contact;
}

/** BG-10: payee (when different from the seller). */
export interface Payee {
  /** BT-59 (1..1) */
  name: string;
  /** BT-60 (+BT-60-1) */
  identifier?: Identifier;
  /** BT-61 (+BT-61-1) */
  legalRegistrationId?: Identifier;
}

/** BG-11: seller tax representative party. */
export interface SellerTaxRepresentative {
  /** BT-62 (1..1) */
  name: string;
  /** BT-63 (1..1) */
  vatId: string;
  /** BG-12 (1..1) */
  address: PostalAddress;
}

/** BG-14 / BG-26: a period; at least one of the dates where present. */
export interface Period {
  /** BT-73 / BT-134 */
  startDate?: DateString;
  /** BT-74 / BT-135 */
  endDate?: DateString;
}

/** BG-13: delivery information. */
export interface Delivery {
  /** BT-70 deliver-to party name */
  partyName?: string;
  /** BT-71 (+BT-71-1) deliver-to location identifier */
  locationId?: Identifier;
  /** BT-72 actual delivery date */
  actualDeliveryDate?: DateString;
  /** BG-15 deliver-to address */
  address?: PostalAddress;
}

/** BG-17: credit transfer. */
export interface CreditTransfer {
  /** BT-84 payment account identifier (IBAN …) (1..1) */
  accountId: string;
  /** BT-85 payment account name */
  accountName?: string;
  /** BT-86 payment service provider identifier (BIC) */
  providerId?: string;
}

/** BG-18: payment card information. */
export interface PaymentCard {
  /** BT-87 primary account number (only the last digits may be given) (1..1) */
  accountNumber: string;
  /** BT-88 card holder name */
  holderName?: string;
}

/** BG-19: direct debit. */
export interface DirectDebit {
  /** BT-89 mandate reference identifier */
  mandateReference?: string;
  /** BT-90 bank assigned creditor identifier */
  creditorId?: string;
  /** BT-91 debited account identifier */
  debitedAccountId?: string;
}

/** BG-16: payment instructions. */
export interface PaymentInstructions {
  /** BT-81 payment means type code (UNTDID 4461) (1..1) */
  typeCode: string;
  /** BT-82 payment means text */
  typeText?: string;
  /** BT-83 remittance information */
  remittanceInformation?: string;
  /** BG-17, 0..n */
  creditTransfers: CreditTransfer[];
  /** BG-18 */
  card?: PaymentCard;
  /** BG-19 */
  directDebit?: DirectDebit;
}

/**
 * BG-20 document level allowance / BG-21 document level charge.
 * Allowance: BT-92..BT-98; charge: BT-99..BT-105.
 */
export interface DocumentAllowanceCharge {
  /** BT-92 / BT-99 (1..1) */
  amount: Decimal;
  /** BT-93 / BT-100 */
  baseAmount?: Decimal;
  /** BT-94 / BT-101 */
  percentage?: Decimal;
  /** BT-95 / BT-102 (UNCL 5305) (1..1) */
  vatCategoryCode: string;
  /** BT-96 / BT-103 */
  vatRate?: Decimal;
  /** BT-97 / BT-104 */
  reason?: string;
  /** BT-98 (UNTDID 5189) / BT-105 (UNTDID 7161) */
  reasonCode?: string;
}

/** BG-22: document totals. */
export interface DocumentTotals {
  /** BT-106 sum of invoice line net amounts (1..1) */
  lineNetTotal: Decimal;
  /** BT-107 sum of allowances on document level */
  allowanceTotal?: Decimal;
  /** BT-108 sum of charges on document level */
  chargeTotal?: Decimal;
  /** BT-109 invoice total amount without VAT (1..1) */
  taxExclusive: Decimal;
  /** BT-110 invoice total VAT amount */
  vatTotal?: Decimal;
  /** BT-111 invoice total VAT amount in accounting currency (currency = BT-6) */
  vatTotalInTaxCurrency?: Decimal;
  /** BT-112 invoice total amount with VAT (1..1) */
  taxInclusive: Decimal;
  /** BT-113 paid amount */
  paidAmount?: Decimal;
  /** BT-114 rounding amount */
  roundingAmount?: Decimal;
  /** BT-115 amount due for payment (1..1) */
  amountDue: Decimal;
}

/** BG-23: VAT breakdown. */
export interface VatBreakdown {
  /** BT-116 VAT category taxable amount (1..1) */
  taxableAmount: Decimal;
  /** BT-117 VAT category tax amount (1..1) */
  taxAmount: Decimal;
  /** BT-118 VAT category code (UNCL 5305) (1..1) */
  categoryCode: string;
  /** BT-119 VAT category rate */
  rate?: Decimal;
  /** BT-120 VAT exemption reason text */
  exemptionReason?: string;
  /** BT-121 VAT exemption reason code (VATEX) */
  exemptionReasonCode?: string;
}

/** BG-24: additional supporting document. */
export interface Attachment {
  /** BT-122 supporting document reference (1..1) */
  id: string;
  /** BT-123 supporting document description */
  description?: string;
  /** BT-124 external document location */
  externalUri?: string;
  /** BT-125 attached document (base64 content as written) */
  content?: BinaryObject;
}

/** BT-125 with BT-125-1 (MIME code) and BT-125-2 (filename). */
export interface BinaryObject {
  /** base64 text */
  base64: string;
  /** BT-125-1 */
  mimeCode: string;
  /** BT-125-2 */
  filename: string;
}

/** BG-27 invoice line allowance / BG-28 invoice line charge. */
export interface LineAllowanceCharge {
  /** BT-136 / BT-141 (1..1) */
  amount: Decimal;
  /** BT-137 / BT-142 */
  baseAmount?: Decimal;
  /** BT-138 / BT-143 */
  percentage?: Decimal;
  /** BT-139 / BT-144 */
  reason?: string;
  /** BT-140 (UNTDID 5189) / BT-145 (UNTDID 7161) */
  reasonCode?: string;
}

/** BG-29: price details. */
export interface PriceDetails {
  /** BT-146 item net price (1..1) */
  netPrice: Decimal;
  /** BT-147 item price discount */
  discount?: Decimal;
  /** BT-148 item gross price */
  grossPrice?: Decimal;
  /** BT-149 item price base quantity */
  baseQuantity?: Decimal;
  /** BT-150 item price base quantity unit of measure code */
  baseQuantityUnitCode?: string;
}

/** BG-32: item attribute. */
export interface ItemAttribute {
  /** BT-160 (1..1) */
  name: string;
  /** BT-161 (1..1) */
  value: string;
}

/** BG-31: item information. */
export interface Item {
  /** BT-153 item name (1..1) */
  name: string;
  /** BT-154 item description */
  description?: string;
  /** BT-155 item seller's identifier */
  sellerId?: string;
  /** BT-156 item buyer's identifier */
  buyerId?: string;
  /** BT-157 (+BT-157-1) item standard identifier */
  standardId?: Identifier;
  /** BT-158 (+BT-158-1, BT-158-2) item classification identifiers, 0..n */
  classifications: Identifier[];
  /** BT-159 item country of origin */
  originCountry?: string;
  /** BG-32, 0..n */
  attributes: ItemAttribute[];
}

/** BG-25: invoice line. */
export interface InvoiceLine {
  /** BT-126 invoice line identifier (1..1) */
  id: string;
  /** BT-127 invoice line note */
  note?: string;
  /** BT-128 (+BT-128-1) invoice line object identifier */
  objectId?: Identifier;
  /** BT-129 invoiced quantity (1..1) */
  quantity: Decimal;
  /** BT-130 invoiced quantity unit of measure code (UN/ECE Rec 20/21) (1..1) */
  unitCode: string;
  /** BT-131 invoice line net amount (1..1) */
  netAmount: Decimal;
  /** BT-132 referenced purchase order line reference */
  orderLineReference?: string;
  /** BT-133 invoice line buyer accounting reference */
  buyerAccountingReference?: string;
  /** BG-26 invoice line period */
  period?: Period;
  /** BG-27, 0..n */
  allowances: LineAllowanceCharge[];
  /** BG-28, 0..n */
  charges: LineAllowanceCharge[];
  /** BG-29 (1..1) */
  price: PriceDetails;
  /** BG-30 line VAT information: BT-151 category code (1..1) */
  vatCategoryCode: string;
  /** BG-30: BT-152 invoiced item VAT rate */
  vatRate?: Decimal;
  /** BG-31 (1..1) */
  item: Item;
  /** XRechnung Extension BG-DEX-01: sub invoice lines (UBL SubInvoiceLine; CII ParentLineID) */
  subLines: InvoiceLine[];
  /**
   * XRechnung Extension, CII only: line status reason code (DETAIL, GROUP, INFORMATION) that
   * accompanies sub-line structures.
   */
  lineStatusReasonCode?: string;
}

/** XRechnung Extension BG-DEX-09: third party payment (UBL PrepaidPayment). */
export interface ThirdPartyPayment {
  /** BT-DEX-001 third party payment type */
  type: string;
  /** BT-DEX-002 third party payment amount */
  amount: Decimal;
  /** BT-DEX-003 third party payment description */
  description: string;
}

/** The invoice: EN 16931 "INVOICE" root. */
export interface Invoice {
  /** BT-1 invoice number (1..1) */
  number: string;
  /** BT-2 invoice issue date (1..1) */
  issueDate: DateString;
  /** BT-3 invoice type code (UNTDID 1001) (1..1) */
  typeCode: string;
  /** BT-5 invoice currency code (ISO 4217) (1..1) */
  currency: string;
  /** BT-6 VAT accounting currency code */
  taxCurrency?: string;
  /** BT-7 value added tax point date */
  taxPointDate?: DateString;
  /** BT-8 value added tax point date code (UNTDID 2005) */
  taxPointDateCode?: string;
  /** BT-9 payment due date */
  dueDate?: DateString;
  /** BT-10 buyer reference (Leitweg-ID in German B2G) */
  buyerReference?: string;
  /** BT-11 project reference */
  projectReference?: string;
  /** BT-12 contract reference */
  contractReference?: string;
  /** BT-13 purchase order reference */
  purchaseOrderReference?: string;
  /** BT-14 sales order reference */
  salesOrderReference?: string;
  /** BT-15 receiving advice reference */
  receivingAdviceReference?: string;
  /** BT-16 despatch advice reference */
  despatchAdviceReference?: string;
  /** BT-17 tender or lot reference */
  tenderOrLotReference?: string;
  /** BT-18 (+BT-18-1) invoiced object identifier */
  invoicedObjectId?: Identifier;
  /** BT-19 buyer accounting reference */
  buyerAccountingReference?: string;
  /** BT-20 payment terms */
  paymentTerms?: string;
  /** BG-1, 0..n */
  notes: Note[];
  /** BG-2 (1..1) */
  processControl: ProcessControl;
  /** BG-3, 0..n */
  precedingInvoices: PrecedingInvoiceReference[];
  /** BG-4 (1..1) */
  seller: Seller;
  /** BG-7 (1..1) */
  buyer: Buyer;
  /** BG-10 */
  payee?: Payee;
  /** BG-11 */
  taxRepresentative?: SellerTaxRepresentative;
  /** BG-13 */
  delivery?: Delivery;
  /** BG-14 invoicing period (a sub-group of BG-13 in the semantic model; document level in both syntaxes) */
  invoicingPeriod?: Period;
  /** BG-16 */
  paymentInstructions?: PaymentInstructions;
  /** BG-20, 0..n */
  allowances: DocumentAllowanceCharge[];
  /** BG-21, 0..n */
  charges: DocumentAllowanceCharge[];
  /** BG-22 (1..1) */
  totals: DocumentTotals;
  /** BG-23, 1..n */
  vatBreakdown: VatBreakdown[];
  /** BG-24, 0..n */
  attachments: Attachment[];
  /** BG-25, 1..n */
  lines: InvoiceLine[];
  /** XRechnung Extension BG-DEX-09, 0..n */
  thirdPartyPayments: ThirdPartyPayment[];
}

/** An empty draft: the shape the review form starts from when nothing was extracted. */
export function emptyInvoice(specificationIdentifier = XRECHNUNG_3_CIUS): Invoice {
  return {
    number: '',
    issueDate: '',
    typeCode: '380',
    currency: 'EUR',
    notes: [],
    processControl: { specificationIdentifier, businessProcessType: PEPPOL_BILLING_PROCESS },
    precedingInvoices: [],
    seller: { name: '', identifiers: [], address: {} },
    buyer: { name: '', address: {} },
    allowances: [],
    charges: [],
    totals: { lineNetTotal: '0.00', taxExclusive: '0.00', taxInclusive: '0.00', amountDue: '0.00' },
    vatBreakdown: [],
    attachments: [],
    lines: [],
    thirdPartyPayments: [],
  };
}

/** An empty line with the given id (review form "add line"). */
export function emptyLine(id: string): InvoiceLine {
  return {
    id,
    quantity: '1',
    unitCode: 'C62',
    netAmount: '0.00',
    allowances: [],
    charges: [],
    price: { netPrice: '0.00' },
    vatCategoryCode: 'S',
    vatRate: '19',
    item: { name: '', classifications: [], attributes: [] },
    subLines: [],
  };
}

/** BT-24 values. */
export const XRECHNUNG_3_CIUS = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
export const XRECHNUNG_3_EXTENSION =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0';
export const XRECHNUNG_CVD =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9';
export const EN16931 = 'urn:cen.eu:en16931:2017';
export const PEPPOL_BIS_3 = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const FACTURX_MINIMUM = 'urn:factur-x.eu:1p0:minimum';
export const FACTURX_BASIC_WL = 'urn:factur-x.eu:1p0:basicwl';
export const FACTURX_BASIC = 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic';
export const FACTURX_EN16931 = 'urn:cen.eu:en16931:2017';
export const FACTURX_EXTENDED = 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended';
/** BT-23 default for XRechnung / Peppol. */
export const PEPPOL_BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
