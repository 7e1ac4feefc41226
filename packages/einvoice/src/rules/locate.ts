/**
 * Source locations of business-rule findings: model path → XPath into the document.
 *
 * Business rules report model paths (`lines[1].netAmount`, `vatBreakdown[0].taxableAmount`,
 * `seller.vatId`). When a document is validated, `locator(root, syntax, documentType)` maps each
 * path to the element the reader took that value from, in the XPath style of the syntax and
 * schema messages (`pathOf`: every step with its 1-based position among same-named siblings,
 * e.g. `/Invoice[1]/cac:InvoiceLine[2]/cbc:LineExtensionAmount[1]`; attributes as `/@unitCode`),
 * with the element's line and column.
 *
 * - The mapping follows the readers (`ubl/read.ts`, `cii/read.ts`) element by element: list
 *   indices count the elements the reader turns into list entries (UBL allowances/charges by
 *   `cbc:ChargeIndicator`, VAT breakdown = the subtotals of the main `cac:TaxTotal`, one credit
 *   transfer per `cac:PayeeFinancialAccount` of the payment means that share the first one's
 *   code, attachments = `cac:AdditionalDocumentReference` other than BT-18 / BT-11; CII lines
 *   nested by `ram:ParentLineID`, …).
 * - A value that is absent (most "shall be present" rules) points at the nearest element that
 *   exists on the way to it: where the missing element belongs (e.g. `seller.vatId` without a
 *   VAT `cac:PartyTaxScheme` → the seller's `cac:Party`; `buyerReference` in UBL → the root).
 * - A path the mapping does not know gives `undefined` (the engine then keeps the model path);
 *   nothing here throws.
 * - Lazy: nothing is computed until the first finding asks; a valid document never pays.
 */
import { CII_NS } from '../cii/read.ts';
import type { DocumentType, Syntax } from '../model/read-result.ts';
import { UBL_NS } from '../ubl/read.ts';
import { internalized, type XmlElement } from '../xml/parse.ts';
import type { Location } from './engine.ts';

/** A place in the document: an element that holds the value (`exact`) or the nearest existing ancestor. */
export interface Pos {
  el: XmlElement;
  exact: boolean;
  /** the value is this attribute of `el` */
  attr?: string;
}

/** A resolved single value or group; `type` resolves the next path segment (undefined for a leaf). */
interface One {
  pos: Pos;
  type?: Type;
}

/** A resolved list: its elements (in model order), where missing entries belong, the entries' type. */
interface Many {
  els: readonly XmlElement[];
  anchor: Pos;
  type?: Type;
}

type Res = One | Many;
/** Resolves one field of a group at `p`; undefined when the field is unknown. */
type Type = (p: Pos, field: string) => Res | undefined;
type Fields = Record<string, (p: Pos) => Res>;

const NS = {
  cac: UBL_NS.cac,
  cbc: UBL_NS.cbc,
  rsm: CII_NS.rsm,
  ram: CII_NS.ram,
  udt: CII_NS.udt,
  qdt: CII_NS.qdt,
} as const;
type QName = `${keyof typeof NS}:${string}`;

const names = new Map<string, readonly [string, string]>();
function split(q: QName): readonly [string, string] {
  let v = names.get(q);
  if (!v) {
    const i = q.indexOf(':');
    v = [NS[q.slice(0, i) as keyof typeof NS], internalized(q.slice(i + 1))];
    names.set(q, v);
  }
  return v;
}

function kids(el: XmlElement | undefined, q: QName): XmlElement[] {
  if (!el) return [];
  const [ns, local] = split(q);
  const out: XmlElement[] = [];
  for (const c of el.children) if (c.local === local && c.ns === ns) out.push(c);
  return out;
}

function kid(el: XmlElement | undefined, q: QName): XmlElement | undefined {
  if (!el) return undefined;
  const [ns, local] = split(q);
  for (const c of el.children) if (c.local === local && c.ns === ns) return c;
  return undefined;
}

function dig(el: XmlElement | undefined, ...qs: QName[]): XmlElement | undefined {
  let cur = el;
  for (const q of qs) cur = kid(cur, q);
  return cur;
}

/** Trimmed text, undefined when empty (the readers' `textOf` / `val`). */
function text(el: XmlElement | undefined): string | undefined {
  const t = el?.text.trim();
  return t === '' ? undefined : t;
}

function attr(el: XmlElement | undefined, name: string): string | undefined {
  const v = el?.attrs[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

const at = (el: XmlElement): Pos => ({ el, exact: true });
const near = (p: Pos): Pos => (p.exact || p.attr ? { el: p.el, exact: false } : p);
/** `el` when it exists, else (inexact) `fallback`. */
const or = (el: XmlElement | undefined, fallback: Pos): Pos => (el ? at(el) : near(fallback));

/** Follow first children; stops (inexact) at the last element that exists. */
function down(p: Pos, ...qs: QName[]): Pos {
  if (!p.exact) return p;
  let cur = p.el;
  for (const q of qs) {
    const next = kid(cur, q);
    if (!next) return { el: cur, exact: false };
    cur = next;
  }
  return at(cur);
}

/** Children of an existing element (none below a missing one). */
const under = (p: Pos, q: QName): XmlElement[] => (p.exact ? kids(p.el, q) : []);

/** The attribute (when present) of the element at `p`, else the element (inexact). */
function attrOf(p: Pos, ...names: string[]): Pos {
  if (!p.exact) return p;
  for (const n of names) if (p.el.attrs[n] !== undefined) return { el: p.el, exact: true, attr: n };
  return { el: p.el, exact: false };
}

const leaf = (pos: Pos): One => ({ pos });
const fields =
  (f: Fields): Type =>
  (p, name) =>
    Object.hasOwn(f, name) ? (f[name] as (p: Pos) => Res)(p) : undefined;
/** A leaf at a child path. */
const L =
  (...qs: QName[]) =>
  (p: Pos): One =>
    leaf(down(p, ...qs));
/** A group at a child path. */
const G =
  (type: Type, ...qs: QName[]) =>
  (p: Pos): One => ({ pos: down(p, ...qs), type });
const many = (anchor: Pos, els: readonly XmlElement[], type?: Type): Many =>
  type ? { els, anchor, type } : { els, anchor };

// --- shared -------------------------------------------------------------------------------

/** Identifier at its element: value = the text, schemeId = `schemeID` (or `listID`). */
const IDENT: Type = fields({
  value: (p) => leaf(p),
  schemeId: (p) => leaf(attrOf(p, 'schemeID', 'listID')),
  schemeVersionId: (p) => leaf(attrOf(p, 'listVersionID')),
});

const ELECTRONIC: Type = fields({
  value: (p) => leaf(p),
  schemeId: (p) => leaf(attrOf(p, 'schemeID')),
});

const BINARY: Type = fields({
  base64: (p) => leaf(p),
  mimeCode: (p) => leaf(attrOf(p, 'mimeCode')),
  filename: (p) => leaf(attrOf(p, 'filename')),
});

/** UBL: text as written lower-cased; CII: `udt:Indicator` or the text. */
function ublIsCharge(ac: XmlElement): boolean | undefined {
  const v = text(kid(ac, 'cbc:ChargeIndicator'))?.toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : undefined;
}

function ciiIsCharge(ac: XmlElement): boolean {
  const ind = kid(ac, 'ram:ChargeIndicator');
  const v = text(kid(ind, 'udt:Indicator')) ?? text(ind);
  return v === 'true' || v === '1';
}

// --- UBL ----------------------------------------------------------------------------------

const U_ADDRESS: Type = fields({
  line1: L('cbc:StreetName'),
  line2: L('cbc:AdditionalStreetName'),
  line3: L('cac:AddressLine', 'cbc:Line'),
  city: L('cbc:CityName'),
  postalCode: L('cbc:PostalZone'),
  countrySubdivision: L('cbc:CountrySubentity'),
  countryCode: L('cac:Country', 'cbc:IdentificationCode'),
});

const U_CONTACT: Type = fields({
  name: L('cbc:Name'),
  telephone: L('cbc:Telephone'),
  email: L('cbc:ElectronicMail'),
});

const U_PERIOD: Type = fields({ startDate: L('cbc:StartDate'), endDate: L('cbc:EndDate') });

const taxSchemeId = (pts: XmlElement) => text(dig(pts, 'cac:TaxScheme', 'cbc:ID'));

/** `cac:PartyTaxScheme/cbc:CompanyID` of the VAT scheme (or of the first other scheme). */
function ublTaxScheme(p: Pos, vat: boolean): One {
  const pts = under(p, 'cac:PartyTaxScheme').find((x) => (taxSchemeId(x) === 'VAT') === vat);
  return leaf(pts ? down(at(pts), 'cbc:CompanyID') : near(p));
}

const isSepa = (pi: XmlElement) => attr(kid(pi, 'cbc:ID'), 'schemeID')?.toUpperCase() === 'SEPA';

/** `cac:PartyIdentification/cbc:ID` elements the reader keeps (the first SEPA one is BT-90). */
function ublPartyIds(p: Pos, skipSepa: boolean): XmlElement[] {
  const out: XmlElement[] = [];
  let sepaSeen = !skipSepa;
  for (const pi of under(p, 'cac:PartyIdentification')) {
    if (!sepaSeen && isSepa(pi)) {
      sepaSeen = true;
      continue;
    }
    const id = kid(pi, 'cbc:ID');
    if (id && text(id) !== undefined) out.push(id);
  }
  return out;
}

const U_PARTY_COMMON: Fields = {
  name: L('cac:PartyLegalEntity', 'cbc:RegistrationName'),
  tradingName: L('cac:PartyName', 'cbc:Name'),
  legalRegistrationId: G(IDENT, 'cac:PartyLegalEntity', 'cbc:CompanyID'),
  vatId: (p) => ublTaxScheme(p, true),
  electronicAddress: G(ELECTRONIC, 'cbc:EndpointID'),
  address: G(U_ADDRESS, 'cac:PostalAddress'),
  contact: G(U_CONTACT, 'cac:Contact'),
};

const U_SELLER: Type = fields({
  ...U_PARTY_COMMON,
  identifiers: (p) => many(p, ublPartyIds(p, true), IDENT),
  taxRegistrationId: (p) => ublTaxScheme(p, false),
  additionalLegalInfo: L('cac:PartyLegalEntity', 'cbc:CompanyLegalForm'),
});

const U_BUYER: Type = fields({
  ...U_PARTY_COMMON,
  identifier: (p) => ({ pos: or(ublPartyIds(p, false)[0], p), type: IDENT }),
});

const U_PAYEE: Type = fields({
  name: L('cac:PartyName', 'cbc:Name'),
  identifier: (p) => ({ pos: or(ublPartyIds(p, true)[0], p), type: IDENT }),
  legalRegistrationId: G(IDENT, 'cac:PartyLegalEntity', 'cbc:CompanyID'),
});

const U_TAX_REP: Type = fields({
  name: L('cac:PartyName', 'cbc:Name'),
  vatId: (p) => ublTaxScheme(p, true),
  address: G(U_ADDRESS, 'cac:PostalAddress'),
});

const U_DELIVERY: Type = fields({
  partyName: L('cac:DeliveryParty', 'cac:PartyName', 'cbc:Name'),
  locationId: G(IDENT, 'cac:DeliveryLocation', 'cbc:ID'),
  actualDeliveryDate: L('cbc:ActualDeliveryDate'),
  address: G(U_ADDRESS, 'cac:DeliveryLocation', 'cac:Address'),
});

const U_CREDIT_TRANSFER: Type = fields({
  accountId: L('cbc:ID'),
  accountName: L('cbc:Name'),
  providerId: L('cac:FinancialInstitutionBranch', 'cbc:ID'),
});

const U_CARD: Type = fields({
  accountNumber: L('cbc:PrimaryAccountNumberID'),
  holderName: L('cbc:HolderName'),
});

const U_DOC_AC: Type = fields({
  amount: L('cbc:Amount'),
  baseAmount: L('cbc:BaseAmount'),
  percentage: L('cbc:MultiplierFactorNumeric'),
  vatCategoryCode: L('cac:TaxCategory', 'cbc:ID'),
  vatRate: L('cac:TaxCategory', 'cbc:Percent'),
  reason: L('cbc:AllowanceChargeReason'),
  reasonCode: L('cbc:AllowanceChargeReasonCode'),
});

const U_LINE_AC: Type = fields({
  amount: L('cbc:Amount'),
  baseAmount: L('cbc:BaseAmount'),
  percentage: L('cbc:MultiplierFactorNumeric'),
  reason: L('cbc:AllowanceChargeReason'),
  reasonCode: L('cbc:AllowanceChargeReasonCode'),
});

const U_VAT_BREAKDOWN: Type = fields({
  taxableAmount: L('cbc:TaxableAmount'),
  taxAmount: L('cbc:TaxAmount'),
  categoryCode: L('cac:TaxCategory', 'cbc:ID'),
  rate: L('cac:TaxCategory', 'cbc:Percent'),
  exemptionReason: L('cac:TaxCategory', 'cbc:TaxExemptionReason'),
  exemptionReasonCode: L('cac:TaxCategory', 'cbc:TaxExemptionReasonCode'),
});

/** Document or line level allowances (false) / charges (true). */
const ublCharges = (p: Pos, charge: boolean) =>
  under(p, 'cac:AllowanceCharge').filter((ac) => ublIsCharge(ac) === charge);

/** The price discount: the first `cac:AllowanceCharge` of the price when it is an allowance. */
function ublPriceDiscount(p: Pos): Pos {
  const ac = under(p, 'cac:AllowanceCharge')[0];
  return ac && ublIsCharge(ac) === false ? at(ac) : near(p);
}

const U_PRICE: Type = fields({
  netPrice: L('cbc:PriceAmount'),
  discount: (p) => leaf(down(ublPriceDiscount(p), 'cbc:Amount')),
  grossPrice: (p) => leaf(down(ublPriceDiscount(p), 'cbc:BaseAmount')),
  baseQuantity: L('cbc:BaseQuantity'),
  baseQuantityUnitCode: (p) => leaf(attrOf(down(p, 'cbc:BaseQuantity'), 'unitCode')),
});

const U_ITEM: Type = fields({
  name: L('cbc:Name'),
  description: L('cbc:Description'),
  sellerId: L('cac:SellersItemIdentification', 'cbc:ID'),
  buyerId: L('cac:BuyersItemIdentification', 'cbc:ID'),
  standardId: G(IDENT, 'cac:StandardItemIdentification', 'cbc:ID'),
  classifications: (p) =>
    many(
      p,
      under(p, 'cac:CommodityClassification')
        .map((cc) => kid(cc, 'cbc:ItemClassificationCode'))
        .filter((c): c is XmlElement => text(c) !== undefined),
      IDENT,
    ),
  originCountry: L('cac:OriginCountry', 'cbc:IdentificationCode'),
  attributes: (p) =>
    many(p, under(p, 'cac:AdditionalItemProperty'), fields({ name: L('cbc:Name'), value: L('cbc:Value') })),
});

function ublLine(credit: boolean): Type {
  const qty: QName = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const sub: QName = credit ? 'cac:SubCreditNoteLine' : 'cac:SubInvoiceLine';
  const line: Type = fields({
    id: L('cbc:ID'),
    note: L('cbc:Note'),
    objectId: (p) => {
      const dr = under(p, 'cac:DocumentReference').find(
        (d) => text(kid(d, 'cbc:DocumentTypeCode')) === '130',
      );
      return { pos: dr ? down(at(dr), 'cbc:ID') : near(p), type: IDENT };
    },
    quantity: L(qty),
    unitCode: (p) => leaf(attrOf(down(p, qty), 'unitCode')),
    netAmount: L('cbc:LineExtensionAmount'),
    orderLineReference: L('cac:OrderLineReference', 'cbc:LineID'),
    buyerAccountingReference: L('cbc:AccountingCost'),
    period: G(U_PERIOD, 'cac:InvoicePeriod'),
    allowances: (p) => many(p, ublCharges(p, false), U_LINE_AC),
    charges: (p) => many(p, ublCharges(p, true), U_LINE_AC),
    price: G(U_PRICE, 'cac:Price'),
    vatCategoryCode: L('cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID'),
    vatRate: L('cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent'),
    item: G(U_ITEM, 'cac:Item'),
    subLines: (p) => many(p, under(p, sub), line),
    lineStatusReasonCode: (p) => leaf(near(p)), // CII only
  });
  return line;
}

/** The whole UBL document (computed on the first finding). */
function ublDocument(root: XmlElement, credit: boolean): Type {
  const R = at(root);
  const first = (q: QName) => kid(root, q);

  // AdditionalDocumentReference: BT-18 (130), BT-11 in credit notes (50), else BG-24
  const adrs = kids(root, 'cac:AdditionalDocumentReference');
  const typeCode = (e: XmlElement) => text(kid(e, 'cbc:DocumentTypeCode'));
  const objectRef = adrs.find((a) => typeCode(a) === '130');
  const projectRef = credit ? adrs.find((a) => a !== objectRef && typeCode(a) === '50') : undefined;
  const attachments = adrs.filter((a) => a !== objectRef && a !== projectRef);

  // BT-110 / BT-111 / BG-23: the main TaxTotal and the one in the tax currency (as the reader picks them)
  const currency = text(first('cbc:DocumentCurrencyCode')) ?? '';
  const taxCurrency = text(first('cbc:TaxCurrencyCode'));
  const taxTotals = kids(root, 'cac:TaxTotal');
  const cur = (t: XmlElement) => attr(kid(t, 'cbc:TaxAmount'), 'currencyID');
  const hasSub = (t: XmlElement) => kid(t, 'cac:TaxSubtotal') !== undefined;
  const otherCurrency = taxCurrency !== undefined && taxCurrency !== currency;
  let main = taxTotals.find(hasSub) ?? taxTotals[0];
  if (otherCurrency) main = taxTotals.find((t) => cur(t) === currency) ?? main;
  const inTaxCurrency = otherCurrency
    ? taxTotals.find((t) => t !== main && cur(t) === taxCurrency)
    : taxTotals.find((t) => t !== main && !hasSub(t));
  const mainPos = or(main, R);

  // BG-16: the payment means the reader merges (same code as the first)
  const pms = kids(root, 'cac:PaymentMeans');
  const code = (pm: XmlElement) => text(kid(pm, 'cbc:PaymentMeansCode'));
  const firstCode = pms[0] ? (code(pms[0]) ?? '') : '';
  const means = pms.filter((pm, i) => i === 0 || code(pm) === firstCode);
  const pmPos = or(pms[0], R);
  const inMeans = (q: QName) => means.map((pm) => kid(pm, q)).find((e) => e !== undefined);
  const withText = (q: QName) => means.map((pm) => kid(pm, q)).find((e) => text(e) !== undefined);

  const seller = dig(root, 'cac:AccountingSupplierParty', 'cac:Party');
  const payee = first('cac:PayeeParty');
  const sepaId = (party: XmlElement | undefined) =>
    kid(kids(party, 'cac:PartyIdentification').find(isSepa), 'cbc:ID');
  const creditorId = sepaId(seller) ?? sepaId(payee);
  const mandate = inMeans('cac:PaymentMandate');

  const directDebit: Type = fields({
    mandateReference: () => leaf(mandate ? down(at(mandate), 'cbc:ID') : near(pmPos)),
    debitedAccountId: () =>
      leaf(mandate ? down(at(mandate), 'cac:PayerFinancialAccount', 'cbc:ID') : near(pmPos)),
    creditorId: () => leaf(or(creditorId, seller ? at(seller) : R)),
  });

  const payment: Type = fields({
    typeCode: () => leaf(down(pmPos, 'cbc:PaymentMeansCode')),
    typeText: () => {
      const c = means.map((pm) => kid(pm, 'cbc:PaymentMeansCode')).find((e) => attr(e, 'name') !== undefined);
      return leaf(c ? { el: c, exact: true, attr: 'name' } : near(down(pmPos, 'cbc:PaymentMeansCode')));
    },
    remittanceInformation: () => leaf(or(withText('cbc:PaymentID'), pmPos)),
    creditTransfers: () =>
      many(
        pmPos,
        means.map((pm) => kid(pm, 'cac:PayeeFinancialAccount')).filter((e) => e !== undefined),
        U_CREDIT_TRANSFER,
      ),
    card: () => ({ pos: or(inMeans('cac:CardAccount'), pmPos), type: U_CARD }),
    directDebit: () => ({ pos: or(mandate ?? creditorId, pmPos), type: directDebit }),
  });

  const lmt = down(R, 'cac:LegalMonetaryTotal');
  const totals: Type = fields({
    lineNetTotal: () => leaf(down(lmt, 'cbc:LineExtensionAmount')),
    allowanceTotal: () => leaf(down(lmt, 'cbc:AllowanceTotalAmount')),
    chargeTotal: () => leaf(down(lmt, 'cbc:ChargeTotalAmount')),
    taxExclusive: () => leaf(down(lmt, 'cbc:TaxExclusiveAmount')),
    vatTotal: () => leaf(down(mainPos, 'cbc:TaxAmount')),
    vatTotalInTaxCurrency: () => leaf(down(or(inTaxCurrency, R), 'cbc:TaxAmount')),
    taxInclusive: () => leaf(down(lmt, 'cbc:TaxInclusiveAmount')),
    paidAmount: () => leaf(down(lmt, 'cbc:PrepaidAmount')),
    roundingAmount: () => leaf(down(lmt, 'cbc:PayableRoundingAmount')),
    amountDue: () => leaf(down(lmt, 'cbc:PayableAmount')),
  });

  const note: Type = fields({ text: (p) => leaf(p), subjectCode: (p) => leaf(p) });
  const line = ublLine(credit);
  let lines: XmlElement[] | undefined;

  return fields({
    number: L('cbc:ID'),
    issueDate: L('cbc:IssueDate'),
    typeCode: L(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode'),
    currency: L('cbc:DocumentCurrencyCode'),
    taxCurrency: L('cbc:TaxCurrencyCode'),
    taxPointDate: L('cbc:TaxPointDate'),
    taxPointDateCode: L('cac:InvoicePeriod', 'cbc:DescriptionCode'),
    dueDate: () =>
      credit
        ? leaf(or(withText('cbc:PaymentDueDate') ?? inMeans('cbc:PaymentDueDate'), pmPos))
        : leaf(down(R, 'cbc:DueDate')),
    buyerReference: L('cbc:BuyerReference'),
    projectReference: () =>
      credit
        ? leaf(projectRef ? down(at(projectRef), 'cbc:ID') : near(R))
        : leaf(down(R, 'cac:ProjectReference', 'cbc:ID')),
    contractReference: L('cac:ContractDocumentReference', 'cbc:ID'),
    purchaseOrderReference: L('cac:OrderReference', 'cbc:ID'),
    salesOrderReference: L('cac:OrderReference', 'cbc:SalesOrderID'),
    receivingAdviceReference: L('cac:ReceiptDocumentReference', 'cbc:ID'),
    despatchAdviceReference: L('cac:DespatchDocumentReference', 'cbc:ID'),
    tenderOrLotReference: L('cac:OriginatorDocumentReference', 'cbc:ID'),
    invoicedObjectId: () => ({ pos: objectRef ? down(at(objectRef), 'cbc:ID') : near(R), type: IDENT }),
    buyerAccountingReference: L('cbc:AccountingCost'),
    paymentTerms: L('cac:PaymentTerms', 'cbc:Note'),
    notes: () =>
      many(
        R,
        kids(root, 'cbc:Note').filter((n) => text(n) !== undefined),
        note,
      ),
    processControl: () => ({
      pos: R,
      type: fields({
        businessProcessType: L('cbc:ProfileID'),
        specificationIdentifier: L('cbc:CustomizationID'),
      }),
    }),
    precedingInvoices: () =>
      many(
        R,
        kids(root, 'cac:BillingReference')
          .map((b) => kid(b, 'cac:InvoiceDocumentReference'))
          .filter((e) => e !== undefined),
        fields({ number: L('cbc:ID'), issueDate: L('cbc:IssueDate') }),
      ),
    seller: G(U_SELLER, 'cac:AccountingSupplierParty', 'cac:Party'),
    buyer: G(U_BUYER, 'cac:AccountingCustomerParty', 'cac:Party'),
    payee: G(U_PAYEE, 'cac:PayeeParty'),
    taxRepresentative: G(U_TAX_REP, 'cac:TaxRepresentativeParty'),
    delivery: G(U_DELIVERY, 'cac:Delivery'),
    invoicingPeriod: G(U_PERIOD, 'cac:InvoicePeriod'),
    paymentInstructions: () => ({ pos: pmPos, type: payment }),
    allowances: () => many(R, ublCharges(R, false), U_DOC_AC),
    charges: () => many(R, ublCharges(R, true), U_DOC_AC),
    totals: () => ({ pos: lmt, type: totals }),
    vatBreakdown: () => many(mainPos, main ? kids(main, 'cac:TaxSubtotal') : [], U_VAT_BREAKDOWN),
    attachments: () =>
      many(
        R,
        attachments,
        fields({
          id: L('cbc:ID'),
          description: L('cbc:DocumentDescription'),
          externalUri: L('cac:Attachment', 'cac:ExternalReference', 'cbc:URI'),
          content: G(BINARY, 'cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject'),
        }),
      ),
    lines: () => {
      lines ??= kids(root, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
      return many(R, lines, line);
    },
    thirdPartyPayments: () =>
      many(
        R,
        kids(root, 'cac:PrepaidPayment'),
        fields({ type: L('cbc:ID'), amount: L('cbc:PaidAmount'), description: L('cbc:InstructionID') }),
      ),
  });
}

// --- CII ----------------------------------------------------------------------------------

/** A date: the `udt:DateTimeString` (or `udt:DateString`, `qdt:DateTimeString`) inside its wrapper. */
function date(p: Pos): Pos {
  if (!p.exact) return p;
  return or(
    kid(p.el, 'udt:DateTimeString') ?? kid(p.el, 'udt:DateString') ?? kid(p.el, 'qdt:DateTimeString'),
    p,
  );
}
const D =
  (...qs: QName[]) =>
  (p: Pos): One =>
    leaf(date(down(p, ...qs)));

const C_ADDRESS: Type = fields({
  line1: L('ram:LineOne'),
  line2: L('ram:LineTwo'),
  line3: L('ram:LineThree'),
  city: L('ram:CityName'),
  postalCode: L('ram:PostcodeCode'),
  countrySubdivision: L('ram:CountrySubDivisionName'),
  countryCode: L('ram:CountryID'),
});

const C_CONTACT: Type = fields({
  name: (p) =>
    leaf(p.exact && !kid(p.el, 'ram:PersonName') ? down(p, 'ram:DepartmentName') : down(p, 'ram:PersonName')),
  telephone: L('ram:TelephoneUniversalCommunication', 'ram:CompleteNumber'),
  email: L('ram:EmailURIUniversalCommunication', 'ram:URIID'),
});

const C_PERIOD: Type = fields({ startDate: D('ram:StartDateTime'), endDate: D('ram:EndDateTime') });

/** `ram:SpecifiedTaxRegistration/ram:ID` with schemeID VA / FC. */
function ciiTaxRegistration(p: Pos, scheme: 'VA' | 'FC'): One {
  const id = under(p, 'ram:SpecifiedTaxRegistration')
    .map((r) => kid(r, 'ram:ID'))
    .find((e) => attr(e, 'schemeID') === scheme && text(e) !== undefined);
  return leaf(or(id, p));
}

/** BT-46, BT-60, BT-71: `ram:ID`, else `ram:GlobalID`. */
const ciiFirstId = (p: Pos): One => ({
  pos: or(under(p, 'ram:ID')[0] ?? under(p, 'ram:GlobalID')[0], p),
  type: IDENT,
});

const C_PARTY_COMMON: Fields = {
  name: L('ram:Name'),
  tradingName: L('ram:SpecifiedLegalOrganization', 'ram:TradingBusinessName'),
  legalRegistrationId: G(IDENT, 'ram:SpecifiedLegalOrganization', 'ram:ID'),
  vatId: (p) => ciiTaxRegistration(p, 'VA'),
  electronicAddress: G(ELECTRONIC, 'ram:URIUniversalCommunication', 'ram:URIID'),
  address: G(C_ADDRESS, 'ram:PostalTradeAddress'),
  contact: G(C_CONTACT, 'ram:DefinedTradeContact'),
};

const C_SELLER: Type = fields({
  ...C_PARTY_COMMON,
  identifiers: (p) =>
    many(
      p,
      [...under(p, 'ram:ID'), ...under(p, 'ram:GlobalID')].filter((e) => text(e) !== undefined),
      IDENT,
    ),
  taxRegistrationId: (p) => ciiTaxRegistration(p, 'FC'),
  additionalLegalInfo: L('ram:Description'),
});

const C_BUYER: Type = fields({ ...C_PARTY_COMMON, identifier: ciiFirstId });

const C_PAYEE: Type = fields({
  name: L('ram:Name'),
  identifier: ciiFirstId,
  legalRegistrationId: G(IDENT, 'ram:SpecifiedLegalOrganization', 'ram:ID'),
});

const C_TAX_REP: Type = fields({
  name: L('ram:Name'),
  vatId: (p) => ciiTaxRegistration(p, 'VA'),
  address: G(C_ADDRESS, 'ram:PostalTradeAddress'),
});

/** BG-13 at the header trade delivery. */
const C_DELIVERY: Type = fields({
  partyName: L('ram:ShipToTradeParty', 'ram:Name'),
  locationId: (p) => ciiFirstId(down(p, 'ram:ShipToTradeParty')),
  actualDeliveryDate: D('ram:ActualDeliverySupplyChainEvent', 'ram:OccurrenceDateTime'),
  address: G(C_ADDRESS, 'ram:ShipToTradeParty', 'ram:PostalTradeAddress'),
});

/** BG-17 at `ram:PayeePartyCreditorFinancialAccount`; the BIC is in the same payment means. */
const C_CREDIT_TRANSFER: Type = fields({
  accountId: (p) =>
    leaf(p.exact && !kid(p.el, 'ram:IBANID') ? down(p, 'ram:ProprietaryID') : down(p, 'ram:IBANID')),
  accountName: L('ram:AccountName'),
  providerId: (p) => {
    const pm = p.exact ? p.el.parent : undefined;
    return leaf(pm ? down(at(pm), 'ram:PayeeSpecifiedCreditorFinancialInstitution', 'ram:BICID') : p);
  },
});

const C_CARD: Type = fields({ accountNumber: L('ram:ID'), holderName: L('ram:CardholderName') });

const C_AC_COMMON: Fields = {
  amount: L('ram:ActualAmount'),
  baseAmount: L('ram:BasisAmount'),
  percentage: L('ram:CalculationPercent'),
  reason: L('ram:Reason'),
  reasonCode: L('ram:ReasonCode'),
};
const C_DOC_AC: Type = fields({
  ...C_AC_COMMON,
  vatCategoryCode: L('ram:CategoryTradeTax', 'ram:CategoryCode'),
  vatRate: L('ram:CategoryTradeTax', 'ram:RateApplicablePercent'),
});
const C_LINE_AC: Type = fields(C_AC_COMMON);

const ciiCharges = (p: Pos, charge: boolean) =>
  under(p, 'ram:SpecifiedTradeAllowanceCharge').filter((ac) => ciiIsCharge(ac) === charge);

const C_VAT_BREAKDOWN: Type = fields({
  taxableAmount: L('ram:BasisAmount'),
  taxAmount: L('ram:CalculatedAmount'),
  categoryCode: L('ram:CategoryCode'),
  rate: L('ram:RateApplicablePercent'),
  exemptionReason: L('ram:ExemptionReason'),
  exemptionReasonCode: L('ram:ExemptionReasonCode'),
});

/** BT-18 / BT-128: `ram:AdditionalReferencedDocument` with TypeCode 130 (scheme = ReferenceTypeCode). */
function ciiObjectRef(p: Pos): One {
  const ref = under(p, 'ram:AdditionalReferencedDocument').find(
    (d) => text(kid(d, 'ram:TypeCode')) === '130',
  );
  if (!ref) return { pos: near(p), type: IDENT };
  return {
    pos: down(at(ref), 'ram:IssuerAssignedID'),
    type: fields({
      value: (q) => leaf(q),
      schemeId: () => leaf(down(at(ref), 'ram:ReferenceTypeCode')),
    }),
  };
}

/** BG-29 at the line's trade agreement (net price, gross price with its discount). */
const C_PRICE: Type = fields({
  netPrice: L('ram:NetPriceProductTradePrice', 'ram:ChargeAmount'),
  grossPrice: L('ram:GrossPriceProductTradePrice', 'ram:ChargeAmount'),
  discount: (p) => {
    const gross = down(p, 'ram:GrossPriceProductTradePrice');
    const ac = under(gross, 'ram:AppliedTradeAllowanceCharge').find(
      (a) => text(kid(kid(a, 'ram:ChargeIndicator'), 'udt:Indicator')) !== 'true',
    );
    return leaf(ac ? down(at(ac), 'ram:ActualAmount') : near(gross));
  },
  baseQuantity: (p) => leaf(ciiBaseQuantity(p)),
  baseQuantityUnitCode: (p) => leaf(attrOf(ciiBaseQuantity(p), 'unitCode')),
});

function ciiBaseQuantity(p: Pos): Pos {
  const net = down(p, 'ram:NetPriceProductTradePrice', 'ram:BasisQuantity');
  if (net.exact) return net;
  const gross = down(p, 'ram:GrossPriceProductTradePrice', 'ram:BasisQuantity');
  return gross.exact ? gross : net;
}

const C_ITEM: Type = fields({
  name: L('ram:Name'),
  description: L('ram:Description'),
  sellerId: L('ram:SellerAssignedID'),
  buyerId: L('ram:BuyerAssignedID'),
  standardId: G(IDENT, 'ram:GlobalID'),
  classifications: (p) =>
    many(
      p,
      under(p, 'ram:DesignatedProductClassification')
        .map((c) => kid(c, 'ram:ClassCode'))
        .filter((c): c is XmlElement => text(c) !== undefined),
      IDENT,
    ),
  originCountry: L('ram:OriginTradeCountry', 'ram:ID'),
  attributes: (p) =>
    many(
      p,
      under(p, 'ram:ApplicableProductCharacteristic'),
      fields({ name: L('ram:Description'), value: L('ram:Value') }),
    ),
});

/** CII line items as the reader nests them (`ram:ParentLineID` → sub-lines of an earlier line). */
function ciiLineTree(items: readonly XmlElement[]): {
  top: XmlElement[];
  subs: Map<XmlElement, XmlElement[]>;
} {
  const top: XmlElement[] = [];
  const subs = new Map<XmlElement, XmlElement[]>();
  const byId = new Map<string, XmlElement>();
  for (const li of items) {
    const docLine = kid(li, 'ram:AssociatedDocumentLineDocument');
    const parentId = text(kid(docLine, 'ram:ParentLineID'));
    const parent = parentId !== undefined ? byId.get(parentId) : undefined;
    if (parent) {
      const list = subs.get(parent);
      if (list) list.push(li);
      else subs.set(parent, [li]);
    } else top.push(li);
    const id = text(kid(docLine, 'ram:LineID')) ?? '';
    if (!byId.has(id)) byId.set(id, li);
  }
  return { top, subs };
}

function ciiLine(subs: () => Map<XmlElement, XmlElement[]>): Type {
  const line: Type = fields({
    id: L('ram:AssociatedDocumentLineDocument', 'ram:LineID'),
    note: L('ram:AssociatedDocumentLineDocument', 'ram:IncludedNote', 'ram:Content'),
    lineStatusReasonCode: L('ram:AssociatedDocumentLineDocument', 'ram:LineStatusReasonCode'),
    objectId: (p) => ciiObjectRef(down(p, 'ram:SpecifiedLineTradeSettlement')),
    quantity: L('ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity'),
    unitCode: (p) =>
      leaf(attrOf(down(p, 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity'), 'unitCode')),
    netAmount: L(
      'ram:SpecifiedLineTradeSettlement',
      'ram:SpecifiedTradeSettlementLineMonetarySummation',
      'ram:LineTotalAmount',
    ),
    orderLineReference: L(
      'ram:SpecifiedLineTradeAgreement',
      'ram:BuyerOrderReferencedDocument',
      'ram:LineID',
    ),
    buyerAccountingReference: L(
      'ram:SpecifiedLineTradeSettlement',
      'ram:ReceivableSpecifiedTradeAccountingAccount',
      'ram:ID',
    ),
    period: G(C_PERIOD, 'ram:SpecifiedLineTradeSettlement', 'ram:BillingSpecifiedPeriod'),
    allowances: (p) => {
      const s = down(p, 'ram:SpecifiedLineTradeSettlement');
      return many(s, ciiCharges(s, false), C_LINE_AC);
    },
    charges: (p) => {
      const s = down(p, 'ram:SpecifiedLineTradeSettlement');
      return many(s, ciiCharges(s, true), C_LINE_AC);
    },
    price: G(C_PRICE, 'ram:SpecifiedLineTradeAgreement'),
    vatCategoryCode: L('ram:SpecifiedLineTradeSettlement', 'ram:ApplicableTradeTax', 'ram:CategoryCode'),
    vatRate: L('ram:SpecifiedLineTradeSettlement', 'ram:ApplicableTradeTax', 'ram:RateApplicablePercent'),
    item: G(C_ITEM, 'ram:SpecifiedTradeProduct'),
    subLines: (p) => many(near(p), (p.exact && subs().get(p.el)) || [], line),
  });
  return line;
}

/** The whole CII document (computed on the first finding). */
function ciiDocument(root: XmlElement): Type {
  const R = at(root);
  const context = down(R, 'rsm:ExchangedDocumentContext');
  const doc = down(R, 'rsm:ExchangedDocument');
  const tx = down(R, 'rsm:SupplyChainTradeTransaction');
  const agreement = down(tx, 'ram:ApplicableHeaderTradeAgreement');
  const delivery = down(tx, 'ram:ApplicableHeaderTradeDelivery');
  const settlement = down(tx, 'ram:ApplicableHeaderTradeSettlement');

  const refs = under(agreement, 'ram:AdditionalReferencedDocument');
  const refType = (e: XmlElement) => text(kid(e, 'ram:TypeCode'));

  const pms = under(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans');
  const pmPos = or(pms[0], settlement);
  const inMeans = (q: QName) => pms.map((pm) => kid(pm, q)).find((e) => e !== undefined);
  const terms = under(settlement, 'ram:SpecifiedTradePaymentTerms');
  const inTerms = (q: QName) => terms.map((t) => kid(t, q)).find((e) => e !== undefined);
  const taxes = under(settlement, 'ram:ApplicableTradeTax');
  const inTaxes = (q: QName) => taxes.map((t) => kid(t, q)).find((e) => e !== undefined);

  const creditorId = down(settlement, 'ram:CreditorReferenceID');
  const mandate = inTerms('ram:DirectDebitMandateID');
  const debtor = inMeans('ram:PayerPartyDebtorFinancialAccount');
  const directDebit: Type = fields({
    mandateReference: () => leaf(or(mandate, terms[0] ? at(terms[0]) : settlement)),
    creditorId: () => leaf(creditorId),
    debitedAccountId: () => leaf(debtor ? down(at(debtor), 'ram:IBANID') : near(pmPos)),
  });
  const payment: Type = fields({
    typeCode: () => leaf(down(pmPos, 'ram:TypeCode')),
    typeText: () =>
      leaf(
        or(
          pms.map((pm) => kid(pm, 'ram:Information')).find((e) => text(e) !== undefined),
          down(pmPos, 'ram:Information'),
        ),
      ),
    remittanceInformation: () => leaf(down(settlement, 'ram:PaymentReference')),
    creditTransfers: () =>
      many(
        pmPos,
        pms.map((pm) => kid(pm, 'ram:PayeePartyCreditorFinancialAccount')).filter((e) => e !== undefined),
        C_CREDIT_TRANSFER,
      ),
    card: () => ({ pos: or(inMeans('ram:ApplicableTradeSettlementFinancialCard'), pmPos), type: C_CARD }),
    directDebit: () => ({
      pos: creditorId.exact ? creditorId : or(mandate ?? debtor, pmPos),
      type: directDebit,
    }),
  });

  // BT-110 / BT-111 as the reader tells them apart (currencyID = BT-6 when it differs from BT-5)
  const sum = down(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = text(dig(settlement.exact ? settlement.el : undefined, 'ram:InvoiceCurrencyCode')) ?? '';
  const taxCurrency = text(dig(settlement.exact ? settlement.el : undefined, 'ram:TaxCurrencyCode'));
  const taxTotals = under(sum, 'ram:TaxTotalAmount');
  const isAccounting = (e: XmlElement) =>
    taxCurrency !== undefined && taxCurrency !== currency && attr(e, 'currencyID') === taxCurrency;
  const vatTotal = taxTotals.find((e) => !isAccounting(e));
  const vatTotalInTaxCurrency =
    taxTotals.find(isAccounting) ??
    (taxCurrency !== undefined && taxCurrency === currency
      ? taxTotals.find((e) => e !== vatTotal)
      : undefined);
  const totals: Type = fields({
    lineNetTotal: () => leaf(down(sum, 'ram:LineTotalAmount')),
    allowanceTotal: () => leaf(down(sum, 'ram:AllowanceTotalAmount')),
    chargeTotal: () => leaf(down(sum, 'ram:ChargeTotalAmount')),
    taxExclusive: () => leaf(down(sum, 'ram:TaxBasisTotalAmount')),
    vatTotal: () => leaf(or(vatTotal, sum)),
    vatTotalInTaxCurrency: () => leaf(or(vatTotalInTaxCurrency, sum)),
    taxInclusive: () => leaf(down(sum, 'ram:GrandTotalAmount')),
    paidAmount: () => leaf(down(sum, 'ram:TotalPrepaidAmount')),
    roundingAmount: () => leaf(down(sum, 'ram:RoundingAmount')),
    amountDue: () => leaf(down(sum, 'ram:DuePayableAmount')),
  });

  let tree: ReturnType<typeof ciiLineTree> | undefined;
  const lineTree = () => {
    tree ??= ciiLineTree(under(tx, 'ram:IncludedSupplyChainTradeLineItem'));
    return tree;
  };
  const line = ciiLine(() => lineTree().subs);
  const agreementDoc = (q: QName) => () => leaf(down(agreement, q, 'ram:IssuerAssignedID'));
  const refOfType = (code: string) => refs.find((r) => refType(r) === code);

  return fields({
    number: () => leaf(down(doc, 'ram:ID')),
    issueDate: () => leaf(date(down(doc, 'ram:IssueDateTime'))),
    typeCode: () => leaf(down(doc, 'ram:TypeCode')),
    currency: () => leaf(down(settlement, 'ram:InvoiceCurrencyCode')),
    taxCurrency: () => leaf(down(settlement, 'ram:TaxCurrencyCode')),
    taxPointDate: () => {
      const tpd = inTaxes('ram:TaxPointDate');
      return leaf(tpd ? date(at(tpd)) : or(taxes[0], settlement));
    },
    taxPointDateCode: () => leaf(or(inTaxes('ram:DueDateTypeCode'), taxes[0] ? at(taxes[0]) : settlement)),
    dueDate: () => {
      const due = inTerms('ram:DueDateDateTime');
      return leaf(due ? date(at(due)) : or(terms[0], settlement));
    },
    buyerReference: () => leaf(down(agreement, 'ram:BuyerReference')),
    projectReference: () => leaf(down(agreement, 'ram:SpecifiedProcuringProject', 'ram:ID')),
    contractReference: agreementDoc('ram:ContractReferencedDocument'),
    purchaseOrderReference: agreementDoc('ram:BuyerOrderReferencedDocument'),
    salesOrderReference: agreementDoc('ram:SellerOrderReferencedDocument'),
    receivingAdviceReference: () =>
      leaf(down(delivery, 'ram:ReceivingAdviceReferencedDocument', 'ram:IssuerAssignedID')),
    despatchAdviceReference: () =>
      leaf(down(delivery, 'ram:DespatchAdviceReferencedDocument', 'ram:IssuerAssignedID')),
    tenderOrLotReference: () => {
      const ref = refOfType('50');
      return leaf(ref ? down(at(ref), 'ram:IssuerAssignedID') : near(agreement));
    },
    invoicedObjectId: () => ciiObjectRef(agreement),
    buyerAccountingReference: () =>
      leaf(down(settlement, 'ram:ReceivableSpecifiedTradeAccountingAccount', 'ram:ID')),
    paymentTerms: () => leaf(or(inTerms('ram:Description'), terms[0] ? at(terms[0]) : settlement)),
    notes: () =>
      many(
        doc,
        under(doc, 'ram:IncludedNote'),
        fields({ text: L('ram:Content'), subjectCode: L('ram:SubjectCode') }),
      ),
    processControl: () => ({
      pos: context,
      type: fields({
        businessProcessType: L('ram:BusinessProcessSpecifiedDocumentContextParameter', 'ram:ID'),
        specificationIdentifier: L('ram:GuidelineSpecifiedDocumentContextParameter', 'ram:ID'),
      }),
    }),
    precedingInvoices: () =>
      many(
        settlement,
        under(settlement, 'ram:InvoiceReferencedDocument'),
        fields({ number: L('ram:IssuerAssignedID'), issueDate: D('ram:FormattedIssueDateTime') }),
      ),
    seller: () => ({ pos: down(agreement, 'ram:SellerTradeParty'), type: C_SELLER }),
    buyer: () => ({ pos: down(agreement, 'ram:BuyerTradeParty'), type: C_BUYER }),
    payee: () => ({ pos: down(settlement, 'ram:PayeeTradeParty'), type: C_PAYEE }),
    taxRepresentative: () => ({
      pos: down(agreement, 'ram:SellerTaxRepresentativeTradeParty'),
      type: C_TAX_REP,
    }),
    delivery: () => ({ pos: delivery, type: C_DELIVERY }),
    invoicingPeriod: () => ({ pos: down(settlement, 'ram:BillingSpecifiedPeriod'), type: C_PERIOD }),
    paymentInstructions: () => ({ pos: pmPos, type: payment }),
    allowances: () => many(settlement, ciiCharges(settlement, false), C_DOC_AC),
    charges: () => many(settlement, ciiCharges(settlement, true), C_DOC_AC),
    totals: () => ({ pos: sum, type: totals }),
    vatBreakdown: () => many(settlement, taxes, C_VAT_BREAKDOWN),
    attachments: () =>
      many(
        agreement,
        refs.filter((r) => refType(r) === '916'),
        fields({
          id: L('ram:IssuerAssignedID'),
          description: L('ram:Name'),
          externalUri: L('ram:URIID'),
          content: G(BINARY, 'ram:AttachmentBinaryObject'),
        }),
      ),
    lines: () => many(tx, lineTree().top, line),
    // BG-DEX-09 has no CII binding
    thirdPartyPayments: () => many(tx, [], fields({ type: leaf, amount: leaf, description: leaf })),
  });
}

// --- paths ----------------------------------------------------------------------------------

const SEGMENT = /^([A-Za-z]\w*)(?:\[(\d+)\])?$/;

/** The place of a model path in the document, or undefined for a path the mapping does not know. */
function resolve(root: XmlElement, top: Type, path: string): Pos | undefined {
  if (path === '') return undefined;
  let pos: Pos = at(root);
  let type: Type | undefined = top;
  for (const segment of path.split('.')) {
    const m = SEGMENT.exec(segment);
    if (!m || !type) return undefined;
    const r = type(pos, m[1] as string);
    if (!r) return undefined;
    if ('els' in r) {
      if (m[2] === undefined) {
        // the list itself ("at least one …"): its first entry, or where entries belong
        const el = r.els[0];
        pos = el ? at(el) : near(r.anchor);
        type = undefined;
      } else {
        const el = r.els[Number(m[2])];
        pos = el ? at(el) : near(r.anchor);
        type = r.type;
      }
    } else {
      if (m[2] !== undefined) return undefined;
      pos = r.pos;
      type = r.type;
    }
  }
  return pos;
}

/** `pathOf` with the sibling positions computed once per parent (many findings, long documents). */
function pathWriter(): (el: XmlElement) => string {
  const paths = new Map<XmlElement, string>();
  const positions = new Map<XmlElement, Map<XmlElement, number>>();
  const position = (parent: XmlElement, el: XmlElement): number => {
    let m = positions.get(parent);
    if (!m) {
      m = new Map();
      const counts = new Map<string, number>();
      for (const c of parent.children) {
        const n = (counts.get(c.qname) ?? 0) + 1;
        counts.set(c.qname, n);
        m.set(c, n);
      }
      positions.set(parent, m);
    }
    return m.get(el) ?? 1;
  };
  const write = (el: XmlElement): string => {
    const hit = paths.get(el);
    if (hit !== undefined) return hit;
    const p = el.parent;
    const s = `${p ? write(p) : ''}/${el.qname}[${p ? position(p, el) : 1}]`;
    paths.set(el, s);
    return s;
  };
  return write;
}

/**
 * The element (or attribute) a model path names, `exact` when it is there, else the nearest
 * existing element on the way to it; undefined for an unknown path. Lazy and never throws.
 */
export function nodeLocator(
  root: XmlElement,
  syntax: Syntax,
  documentType: DocumentType,
): (path: string) => Pos | undefined {
  let top: Type | undefined;
  return (path) => {
    try {
      top ??= syntax === 'ubl' ? ublDocument(root, documentType === 'CreditNote') : ciiDocument(root);
      return resolve(root, top, path);
    } catch {
      return undefined;
    }
  };
}

/**
 * `locate` for `validateModel`: model path → XPath (with line and column) in the parsed document.
 * Cheap to create; the document is only looked at when a finding asks.
 */
export function locator(
  root: XmlElement,
  syntax: Syntax,
  documentType: DocumentType,
): (path: string) => Location | undefined {
  const node = nodeLocator(root, syntax, documentType);
  let xpath: ((el: XmlElement) => string) | undefined;
  return (path) => {
    const pos = node(path);
    if (!pos) return undefined;
    xpath ??= pathWriter();
    const p = xpath(pos.el);
    return { location: pos.attr ? `${p}/@${pos.attr}` : p, line: pos.el.line, column: pos.el.column };
  };
}
