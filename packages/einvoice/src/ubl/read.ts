/**
 * UBL 2.1 reader: `Invoice` and `CreditNote` documents → the EN 16931 model.
 *
 * The mapping is the UBL syntax binding of EN 16931-3-2 for every BT/BG of `model/invoice.ts`,
 * plus the XRechnung Extension (BG-DEX-01 `cac:SubInvoiceLine` / `cac:SubCreditNoteLine`,
 * recursive → `InvoiceLine.subLines`; BG-DEX-09 `cac:PrepaidPayment` → `thirdPartyPayments`).
 *
 * Notable binding details:
 * - BG-1: XRechnung/Peppol notes carry the subject code as a `#CODE#` prefix of `cbc:Note`.
 * - BT-8 is `cac:InvoicePeriod/cbc:DescriptionCode`.
 * - BT-9: `cbc:DueDate` (Invoice) or `cac:PaymentMeans/cbc:PaymentDueDate` (CreditNote).
 * - BT-11: `cac:ProjectReference/cbc:ID` (Invoice) or `cac:AdditionalDocumentReference` with
 *   `cbc:DocumentTypeCode` 50 (CreditNote). BT-18: `cac:AdditionalDocumentReference` with
 *   DocumentTypeCode 130; every other AdditionalDocumentReference is a BG-24 attachment.
 * - BT-13 "NA" together with BT-14 is the UBL placeholder for a missing order reference
 *   (`cac:OrderReference/cbc:ID` is mandatory in UBL) and reads as "no BT-13".
 * - BT-31 is `PartyTaxScheme` with TaxScheme VAT, BT-32 the `PartyTaxScheme` with another scheme
 *   (XRechnung uses FC).
 * - BT-90 (creditor id) is the `PartyIdentification/cbc:ID` with schemeID SEPA of the payee, or of
 *   the seller when there is no payee.
 * - BT-110 / BT-111: the `cac:TaxTotal` whose TaxAmount is in the document currency (with the
 *   VAT breakdown) and the one in the tax currency (BT-6).
 * - Several `cac:PaymentMeans` become one BG-16 with one BG-17 per `PayeeFinancialAccount`
 *   (BT-81/82/83 from the first; card and mandate from the first that has them).
 *
 * Values are kept exactly as written (whitespace trimmed); absent optional values are
 * undefined; absent mandatory strings are ''. Every element the reader does not map is reported
 * in `unmapped` (top-most unconsumed element, with line and column). Elements that carry nothing
 * in EN 16931 but are the expected structure (`cac:TaxScheme/cbc:ID` = VAT, currencyID-bearing
 * wrappers, `cac:CardAccount/cbc:NetworkID` which UBL requires, `cbc:UBLVersionID` 2.1) are consumed
 * silently; unexpected values of them (e.g. TaxScheme "GST") are reported.
 */
import type {
  Attachment,
  Buyer,
  Contact,
  Delivery,
  DocumentAllowanceCharge,
  DocumentTotals,
  Identifier,
  Invoice,
  InvoiceLine,
  Item,
  LineAllowanceCharge,
  Note,
  Payee,
  PaymentInstructions,
  Period,
  PostalAddress,
  PrecedingInvoiceReference,
  PriceDetails,
  Seller,
  SellerTaxRepresentative,
  ThirdPartyPayment,
  VatBreakdown,
} from '../model/invoice.ts';
import {
  NOT_TRACKED,
  type ReadOptions,
  type ReadOutcome,
  type UnmappedElement,
} from '../model/read-result.ts';
import {
  internalized,
  type ParseLimits,
  parseXml,
  pathOf,
  textOf,
  type XmlElement,
  xmlTrim,
} from '../xml/parse.ts';

export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

type Name = `${'cac' | 'cbc'}:${string}`;

/**
 * The object without its undefined values (the model omits absent optional values). A copy, not
 * `delete`: deleting properties turns V8 objects into slow dictionaries, and the rules read these
 * objects hundreds of times per document.
 */
function prune<T extends object>(o: T): T {
  let absent = false;
  for (const k in o) if (o[k] === undefined) absent = true;
  if (!absent) return o;
  const out = {} as T;
  for (const k in o) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

function hasAny(o: object): boolean {
  return Object.values(o).some((v) => v !== undefined);
}

const splitNames = new Map<string, readonly [string, string]>();

/** `cac:Local` → [namespace URI, local name] (memoized: the names are a fixed set) */
function splitName(name: Name): readonly [string, string] {
  let v = splitNames.get(name);
  if (!v) {
    const [prefix, local] = name.split(':') as ['cac' | 'cbc', string];
    v = [UBL_NS[prefix], internalized(local)];
    splitNames.set(name, v);
  }
  return v;
}

/** Tracks which elements were mapped; the rest is reported as unmapped. */
class Walker {
  readonly consumed: Set<XmlElement>;

  constructor(track: boolean) {
    this.consumed = track ? new Set<XmlElement>() : NOT_TRACKED;
  }

  /** Children of `p` called `name` (not consumed). */
  all(p: XmlElement | undefined, name: Name): XmlElement[] {
    if (!p) return [];
    const [ns, local] = splitName(name);
    const out: XmlElement[] = [];
    for (const c of p.children) if (c.local === local && c.ns === ns) out.push(c);
    return out;
  }

  /** First child `name`, consumed. */
  take(p: XmlElement | undefined, name: Name): XmlElement | undefined {
    if (!p) return undefined;
    const [ns, local] = splitName(name);
    for (const c of p.children)
      if (c.local === local && c.ns === ns) {
        this.consumed.add(c);
        return c;
      }
    return undefined;
  }

  /** All children `name`, consumed. */
  takeAll(p: XmlElement | undefined, name: Name): XmlElement[] {
    const es = this.all(p, name);
    for (const e of es) this.consumed.add(e);
    return es;
  }

  mark(e: XmlElement | undefined): XmlElement | undefined {
    if (e) this.consumed.add(e);
    return e;
  }

  /** Trimmed text of the first child `name` (consumed), undefined when absent or empty. */
  str(p: XmlElement | undefined, name: Name): string | undefined {
    return textOf(this.take(p, name));
  }

  /** Follow a path of first children, consuming each step. */
  path(p: XmlElement | undefined, ...names: Name[]): XmlElement | undefined {
    let cur = p;
    for (const n of names) cur = this.take(cur, n);
    return cur;
  }

  pathStr(p: XmlElement | undefined, ...names: Name[]): string | undefined {
    return textOf(this.path(p, ...names));
  }

  /** An identifier element with optional schemeID. */
  ident(e: XmlElement | undefined): Identifier | undefined {
    if (!e) return undefined;
    this.consumed.add(e);
    const value = textOf(e);
    if (value === undefined) return undefined;
    return prune({ value, schemeId: attr(e, 'schemeID') });
  }

  /** `cac:TaxScheme/cbc:ID` = VAT: consumed only when it is VAT. */
  taxSchemeVat(p: XmlElement | undefined): boolean {
    const ts = this.all(p, 'cac:TaxScheme')[0];
    const id = this.all(ts, 'cbc:ID')[0];
    if (ts && id && textOf(id) === 'VAT' && ts.children.length === 1) {
      this.consumed.add(ts);
      this.consumed.add(id);
      return true;
    }
    return false;
  }

  /** Unconsumed elements below `root` (top-most only: their content is implied). */
  unmapped(root: XmlElement): UnmappedElement[] {
    const out: UnmappedElement[] = [];
    if (this.consumed === NOT_TRACKED) return out;
    const visit = (e: XmlElement): void => {
      for (const c of e.children) {
        if (this.consumed.has(c)) visit(c);
        else out.push({ path: pathOf(c), line: c.line, column: c.column });
      }
    };
    visit(root);
    return out;
  }
}

function attr(e: XmlElement | undefined, name: string): string | undefined {
  const raw = e?.attrs[name];
  const v = raw === undefined ? undefined : xmlTrim(raw);
  return v === undefined || v === '' ? undefined : v;
}

/** Credit note type codes (UNTDID 1001) that UBL carries in a `CreditNote` document. */
export const UBL_CREDIT_NOTE_TYPE_CODES: readonly string[] = [
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
];

/** Parse XML text or bytes and read it as UBL (convenience for callers without a tree). */
export function readUblXml(input: string | Uint8Array, limits?: Partial<ParseLimits>): ReadOutcome {
  const parsed = parseXml(input, limits);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  return readUbl(parsed.root);
}

export function readUbl(root: XmlElement, opts: ReadOptions = {}): ReadOutcome {
  const isInvoice = root.ns === UBL_NS.invoice && root.local === 'Invoice';
  const isCredit = root.ns === UBL_NS.creditNote && root.local === 'CreditNote';
  if (!isInvoice && !isCredit) {
    return {
      ok: false,
      error: {
        code: 'UNKNOWN_DOCUMENT',
        message: `Not a UBL 2.1 Invoice or CreditNote: root element <${root.qname}>${root.ns ? ` in namespace ${root.ns}` : ''}`,
        line: root.line,
        column: root.column,
      },
    };
  }
  const w = new Walker(opts.unmapped !== false);
  const version = w.all(root, 'cbc:UBLVersionID')[0];
  if (version) {
    const v = textOf(version) ?? '';
    if (!/^2\.\d+$/.test(v)) {
      return {
        ok: false,
        error: {
          code: 'UNSUPPORTED_VERSION',
          message: `UBL version ${v || '(empty)'} is not supported (UBL 2.1 expected)`,
          line: version.line,
          column: version.column,
        },
      };
    }
    if (v === '2.1') w.mark(version);
  }
  const invoice = readDocument(w, root, isCredit);
  return {
    ok: true,
    invoice,
    syntax: 'ubl',
    documentType: isCredit ? 'CreditNote' : 'Invoice',
    specificationIdentifier: invoice.processControl.specificationIdentifier,
    unmapped: w.unmapped(root),
    root,
  };
}

function readDocument(w: Walker, root: XmlElement, isCredit: boolean): Invoice {
  const s = (n: Name) => w.str(root, n);

  // BG-1 notes: "#CODE#text" carries the subject code (BT-21)
  const notes: Note[] = w.takeAll(root, 'cbc:Note').flatMap((e): Note[] => {
    const t = textOf(e);
    if (t === undefined) return [];
    const m = /^#([A-Z]{3})#([\s\S]*)$/.exec(t); // UNTDID 4451 codes
    if (m?.[1] !== undefined && m[2] !== undefined) return [{ subjectCode: m[1], text: m[2].trim() }];
    return [{ text: t }];
  });

  // BG-14 invoicing period and BT-8 (DescriptionCode)
  const periodEl = w.take(root, 'cac:InvoicePeriod');
  const invoicingPeriod = readPeriod(w, periodEl);
  const taxPointDateCode = w.str(periodEl, 'cbc:DescriptionCode');

  // BT-13 / BT-14
  const orderRef = w.take(root, 'cac:OrderReference');
  let purchaseOrderReference = w.str(orderRef, 'cbc:ID');
  const salesOrderReference = w.str(orderRef, 'cbc:SalesOrderID');
  if (purchaseOrderReference === 'NA' && salesOrderReference !== undefined)
    purchaseOrderReference = undefined;

  // BG-3
  const precedingInvoices: PrecedingInvoiceReference[] = w
    .takeAll(root, 'cac:BillingReference')
    .flatMap((br) => {
      const ref = w.take(br, 'cac:InvoiceDocumentReference');
      if (!ref) return [];
      return [prune({ number: w.str(ref, 'cbc:ID') ?? '', issueDate: w.str(ref, 'cbc:IssueDate') })];
    });

  // AdditionalDocumentReference: BT-18 (130), BT-11 in credit notes (50), else BG-24
  let invoicedObjectId: Identifier | undefined;
  let projectReference: string | undefined;
  const attachments: Attachment[] = [];
  for (const adr of w.all(root, 'cac:AdditionalDocumentReference')) {
    const code = textOf(w.all(adr, 'cbc:DocumentTypeCode')[0]);
    if (code === '130' && !invoicedObjectId) {
      w.mark(adr);
      w.take(adr, 'cbc:DocumentTypeCode');
      invoicedObjectId = w.ident(w.take(adr, 'cbc:ID'));
      continue;
    }
    if (code === '50' && isCredit && projectReference === undefined) {
      w.mark(adr);
      w.take(adr, 'cbc:DocumentTypeCode');
      projectReference = w.str(adr, 'cbc:ID');
      continue;
    }
    w.mark(adr);
    const att = w.take(adr, 'cac:Attachment');
    const bin = w.take(att, 'cbc:EmbeddedDocumentBinaryObject');
    const content =
      bin !== undefined
        ? {
            base64: bin.canonicalBase64 !== undefined ? bin.text : bin.text.replace(/\s+/g, ''),
            mimeCode: attr(bin, 'mimeCode') ?? '',
            filename: attr(bin, 'filename') ?? '',
          }
        : undefined;
    attachments.push(
      prune({
        id: w.str(adr, 'cbc:ID') ?? '',
        description: w.str(adr, 'cbc:DocumentDescription'),
        externalUri: w.pathStr(att, 'cac:ExternalReference', 'cbc:URI'),
        content,
      }),
    );
  }
  if (!isCredit) projectReference = w.pathStr(root, 'cac:ProjectReference', 'cbc:ID');

  // parties
  const supplierParty = w.path(root, 'cac:AccountingSupplierParty', 'cac:Party');
  const customerParty = w.path(root, 'cac:AccountingCustomerParty', 'cac:Party');
  const payeeEl = w.take(root, 'cac:PayeeParty');
  const sepa = { creditorId: undefined as string | undefined };
  const seller = readSeller(w, supplierParty, sepa);
  const buyer = readBuyer(w, customerParty);
  const payee = payeeEl ? readPayee(w, payeeEl, sepa) : undefined;
  const taxRepresentative = readTaxRepresentative(w, w.take(root, 'cac:TaxRepresentativeParty'));
  const delivery = readDelivery(w, w.take(root, 'cac:Delivery'));

  // BG-16
  const pm = readPaymentMeans(w, root, isCredit, sepa.creditorId);

  // BG-20 / BG-21
  const allowances: DocumentAllowanceCharge[] = [];
  const charges: DocumentAllowanceCharge[] = [];
  for (const ac of w.all(root, 'cac:AllowanceCharge')) {
    const ind = textOf(w.all(ac, 'cbc:ChargeIndicator')[0])?.toLowerCase();
    if (ind !== 'true' && ind !== 'false') continue;
    w.mark(ac);
    w.take(ac, 'cbc:ChargeIndicator');
    const cat = w.take(ac, 'cac:TaxCategory');
    w.taxSchemeVat(cat);
    const x = prune<DocumentAllowanceCharge>({
      amount: w.str(ac, 'cbc:Amount') ?? '',
      baseAmount: w.str(ac, 'cbc:BaseAmount'),
      percentage: w.str(ac, 'cbc:MultiplierFactorNumeric'),
      vatCategoryCode: w.str(cat, 'cbc:ID') ?? '',
      vatRate: w.str(cat, 'cbc:Percent'),
      reason: w.str(ac, 'cbc:AllowanceChargeReason'),
      reasonCode: w.str(ac, 'cbc:AllowanceChargeReasonCode'),
    });
    (ind === 'true' ? charges : allowances).push(x);
  }

  // BT-110 / BT-111 and BG-23
  const currency = s('cbc:DocumentCurrencyCode') ?? '';
  const taxCurrency = s('cbc:TaxCurrencyCode');
  const taxTotals = w.all(root, 'cac:TaxTotal');
  const cur = (t: XmlElement) => attr(w.all(t, 'cbc:TaxAmount')[0], 'currencyID');
  let mainTotal = taxTotals.find((t) => w.all(t, 'cac:TaxSubtotal').length > 0) ?? taxTotals[0];
  if (taxCurrency && taxCurrency !== currency) {
    mainTotal = taxTotals.find((t) => cur(t) === currency) ?? mainTotal;
  }
  const taxCurrencyTotal =
    taxCurrency !== undefined && taxCurrency !== currency
      ? taxTotals.find((t) => t !== mainTotal && cur(t) === taxCurrency)
      : taxTotals.find((t) => t !== mainTotal && w.all(t, 'cac:TaxSubtotal').length === 0);
  w.mark(mainTotal);
  const vatTotal = w.str(mainTotal, 'cbc:TaxAmount');
  const vatBreakdown: VatBreakdown[] = w.takeAll(mainTotal, 'cac:TaxSubtotal').map((st) => {
    const cat = w.take(st, 'cac:TaxCategory');
    w.taxSchemeVat(cat);
    return prune({
      taxableAmount: w.str(st, 'cbc:TaxableAmount') ?? '',
      taxAmount: w.str(st, 'cbc:TaxAmount') ?? '',
      categoryCode: w.str(cat, 'cbc:ID') ?? '',
      rate: w.str(cat, 'cbc:Percent'),
      exemptionReason: w.str(cat, 'cbc:TaxExemptionReason'),
      exemptionReasonCode: w.str(cat, 'cbc:TaxExemptionReasonCode'),
    });
  });
  let vatTotalInTaxCurrency: string | undefined;
  if (taxCurrencyTotal && w.all(taxCurrencyTotal, 'cac:TaxSubtotal').length === 0) {
    w.mark(taxCurrencyTotal);
    vatTotalInTaxCurrency = w.str(taxCurrencyTotal, 'cbc:TaxAmount');
  }

  // BG-22
  const lmt = w.take(root, 'cac:LegalMonetaryTotal');
  const totals = prune<DocumentTotals>({
    lineNetTotal: w.str(lmt, 'cbc:LineExtensionAmount') ?? '',
    allowanceTotal: w.str(lmt, 'cbc:AllowanceTotalAmount'),
    chargeTotal: w.str(lmt, 'cbc:ChargeTotalAmount'),
    taxExclusive: w.str(lmt, 'cbc:TaxExclusiveAmount') ?? '',
    vatTotal,
    vatTotalInTaxCurrency,
    taxInclusive: w.str(lmt, 'cbc:TaxInclusiveAmount') ?? '',
    paidAmount: w.str(lmt, 'cbc:PrepaidAmount'),
    roundingAmount: w.str(lmt, 'cbc:PayableRoundingAmount'),
    amountDue: w.str(lmt, 'cbc:PayableAmount') ?? '',
  });

  // BG-25
  const lineName: Name = isCredit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const lines = w.takeAll(root, lineName).map((l) => readLine(w, l, isCredit));

  // BG-DEX-09 (Invoice only in the UBL schema)
  const thirdPartyPayments: ThirdPartyPayment[] = w.takeAll(root, 'cac:PrepaidPayment').map((p) => ({
    type: w.str(p, 'cbc:ID') ?? '',
    amount: w.str(p, 'cbc:PaidAmount') ?? '',
    description: w.str(p, 'cbc:InstructionID') ?? '',
  }));

  const paymentTermsEl = w.take(root, 'cac:PaymentTerms');

  return prune<Invoice>({
    number: s('cbc:ID') ?? '',
    issueDate: s('cbc:IssueDate') ?? '',
    typeCode: s(isCredit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode') ?? '',
    currency,
    taxCurrency,
    taxPointDate: s('cbc:TaxPointDate'),
    taxPointDateCode,
    dueDate: isCredit ? pm.dueDate : s('cbc:DueDate'),
    buyerReference: s('cbc:BuyerReference'),
    projectReference,
    contractReference: w.pathStr(root, 'cac:ContractDocumentReference', 'cbc:ID'),
    purchaseOrderReference,
    salesOrderReference,
    receivingAdviceReference: w.pathStr(root, 'cac:ReceiptDocumentReference', 'cbc:ID'),
    despatchAdviceReference: w.pathStr(root, 'cac:DespatchDocumentReference', 'cbc:ID'),
    tenderOrLotReference: w.pathStr(root, 'cac:OriginatorDocumentReference', 'cbc:ID'),
    invoicedObjectId,
    buyerAccountingReference: s('cbc:AccountingCost'),
    paymentTerms: w.str(paymentTermsEl, 'cbc:Note'),
    notes,
    processControl: prune({
      businessProcessType: s('cbc:ProfileID'),
      specificationIdentifier: s('cbc:CustomizationID') ?? '',
    }),
    precedingInvoices,
    seller,
    buyer,
    payee,
    taxRepresentative,
    delivery,
    invoicingPeriod,
    paymentInstructions: pm.instructions,
    allowances,
    charges,
    totals,
    vatBreakdown,
    attachments,
    lines,
    thirdPartyPayments,
  });
}

function readPeriod(w: Walker, e: XmlElement | undefined): Period | undefined {
  if (!e) return undefined;
  const p = prune<Period>({ startDate: w.str(e, 'cbc:StartDate'), endDate: w.str(e, 'cbc:EndDate') });
  return hasAny(p) ? p : undefined;
}

function readAddress(w: Walker, e: XmlElement | undefined): PostalAddress {
  if (!e) return {};
  return prune({
    line1: w.str(e, 'cbc:StreetName'),
    line2: w.str(e, 'cbc:AdditionalStreetName'),
    line3: w.pathStr(e, 'cac:AddressLine', 'cbc:Line'),
    city: w.str(e, 'cbc:CityName'),
    postalCode: w.str(e, 'cbc:PostalZone'),
    countrySubdivision: w.str(e, 'cbc:CountrySubentity'),
    countryCode: w.pathStr(e, 'cac:Country', 'cbc:IdentificationCode'),
  });
}

function readContact(w: Walker, e: XmlElement | undefined): Contact | undefined {
  if (!e) return undefined;
  const c = prune<Contact>({
    name: w.str(e, 'cbc:Name'),
    telephone: w.str(e, 'cbc:Telephone'),
    email: w.str(e, 'cbc:ElectronicMail'),
  });
  // an empty cac:Contact is kept as an empty contact: the group is present (BR-DE-2 holds) and
  // its missing parts are reported (BR-DE-5/6/7, BR-DE-27/28), as the official rules do; the
  // writers write no empty element for it
  return c;
}

/**
 * PartyTaxScheme entries: VAT scheme → VAT id, any other scheme → tax registration id (only
 * when `withOther`, i.e. for the seller; elsewhere it stays unmapped).
 */
function readTaxSchemes(
  w: Walker,
  party: XmlElement | undefined,
  withOther: boolean,
): { vatId?: string; other?: string } {
  const out: { vatId?: string; other?: string } = {};
  for (const pts of w.all(party, 'cac:PartyTaxScheme')) {
    const scheme = textOf(w.all(w.all(pts, 'cac:TaxScheme')[0], 'cbc:ID')[0]);
    const isVat = scheme === 'VAT';
    if (!isVat && !withOther) continue;
    if (isVat ? out.vatId !== undefined : out.other !== undefined) continue;
    w.mark(pts);
    const id = w.str(pts, 'cbc:CompanyID');
    w.path(pts, 'cac:TaxScheme', 'cbc:ID');
    if (isVat) out.vatId = id;
    else out.other = id;
  }
  return out;
}

function readElectronicAddress(w: Walker, party: XmlElement | undefined) {
  const e = w.take(party, 'cbc:EndpointID');
  const value = textOf(e);
  if (value === undefined) return undefined;
  return { value, schemeId: attr(e, 'schemeID') ?? '' };
}

/** PartyIdentification ids; one with schemeID SEPA goes to `sepa` (BT-90) when given. */
function readPartyIds(
  w: Walker,
  party: XmlElement | undefined,
  sepa: { creditorId?: string } | undefined,
  max = Number.POSITIVE_INFINITY,
): Identifier[] {
  const ids: Identifier[] = [];
  for (const pi of w.all(party, 'cac:PartyIdentification')) {
    const idEl = w.all(pi, 'cbc:ID')[0];
    if (sepa && attr(idEl, 'schemeID')?.toUpperCase() === 'SEPA' && sepa.creditorId === undefined) {
      w.mark(pi);
      w.mark(idEl);
      sepa.creditorId = textOf(idEl);
      continue;
    }
    if (ids.length >= max) continue; // reported as unmapped
    w.mark(pi);
    const id = w.ident(idEl);
    if (id) ids.push(id);
  }
  return ids;
}

function readSeller(
  w: Walker,
  party: XmlElement | undefined,
  sepa: { creditorId?: string } | undefined,
): Seller {
  const electronicAddress = readElectronicAddress(w, party);
  const identifiers = readPartyIds(w, party, sepa);
  const tradingName = w.pathStr(party, 'cac:PartyName', 'cbc:Name');
  const address = readAddress(w, w.take(party, 'cac:PostalAddress'));
  const tax = readTaxSchemes(w, party, true);
  const le = w.take(party, 'cac:PartyLegalEntity');
  return prune<Seller>({
    name: w.str(le, 'cbc:RegistrationName') ?? '',
    tradingName,
    identifiers,
    legalRegistrationId: w.ident(w.take(le, 'cbc:CompanyID')),
    vatId: tax.vatId,
    taxRegistrationId: tax.other,
    additionalLegalInfo: w.str(le, 'cbc:CompanyLegalForm'),
    electronicAddress,
    address,
    contact: readContact(w, w.take(party, 'cac:Contact')),
  });
}

function readBuyer(w: Walker, party: XmlElement | undefined): Buyer {
  const electronicAddress = readElectronicAddress(w, party);
  const identifier = readPartyIds(w, party, undefined, 1)[0];
  const tradingName = w.pathStr(party, 'cac:PartyName', 'cbc:Name');
  const address = readAddress(w, w.take(party, 'cac:PostalAddress'));
  const tax = readTaxSchemes(w, party, false);
  const le = w.take(party, 'cac:PartyLegalEntity');
  return prune<Buyer>({
    name: w.str(le, 'cbc:RegistrationName') ?? '',
    tradingName,
    identifier,
    legalRegistrationId: w.ident(w.take(le, 'cbc:CompanyID')),
    vatId: tax.vatId,
    electronicAddress,
    address,
    contact: readContact(w, w.take(party, 'cac:Contact')),
  });
}

function readPayee(w: Walker, e: XmlElement, sepa: { creditorId?: string }): Payee {
  const ids = readPartyIds(w, e, sepa, 1);
  return prune<Payee>({
    name: w.pathStr(e, 'cac:PartyName', 'cbc:Name') ?? '',
    identifier: ids[0],
    legalRegistrationId: w.ident(w.path(e, 'cac:PartyLegalEntity', 'cbc:CompanyID')),
  });
}

function readTaxRepresentative(w: Walker, e: XmlElement | undefined): SellerTaxRepresentative | undefined {
  if (!e) return undefined;
  const name = w.pathStr(e, 'cac:PartyName', 'cbc:Name') ?? '';
  const address = readAddress(w, w.take(e, 'cac:PostalAddress'));
  const tax = readTaxSchemes(w, e, false);
  return { name, vatId: tax.vatId ?? '', address };
}

function readDelivery(w: Walker, e: XmlElement | undefined): Delivery | undefined {
  if (!e) return undefined;
  const loc = w.take(e, 'cac:DeliveryLocation');
  const addrEl = w.take(loc, 'cac:Address');
  const d = prune<Delivery>({
    partyName: w.pathStr(e, 'cac:DeliveryParty', 'cac:PartyName', 'cbc:Name'),
    locationId: w.ident(w.take(loc, 'cbc:ID')),
    actualDeliveryDate: w.str(e, 'cbc:ActualDeliveryDate'),
    address: addrEl ? readAddress(w, addrEl) : undefined,
  });
  return hasAny(d) ? d : undefined;
}

function readPaymentMeans(
  w: Walker,
  root: XmlElement,
  isCredit: boolean,
  sellerCreditorId: string | undefined,
): { instructions?: PaymentInstructions; dueDate?: string } {
  const pms = w.all(root, 'cac:PaymentMeans');
  let dueDate: string | undefined;
  let instructions: PaymentInstructions | undefined;
  for (const pm of pms) {
    const code = textOf(w.all(pm, 'cbc:PaymentMeansCode')[0]);
    if (instructions && code !== instructions.typeCode) continue; // UBL-SR-47: reported
    w.mark(pm);
    const codeEl = w.take(pm, 'cbc:PaymentMeansCode');
    if (isCredit && dueDate === undefined) dueDate = w.str(pm, 'cbc:PaymentDueDate');
    const paymentIdEl = w.all(pm, 'cbc:PaymentID')[0];
    const paymentId = textOf(paymentIdEl);
    if (!instructions) {
      instructions = prune<PaymentInstructions>({
        typeCode: code ?? '',
        typeText: attr(codeEl, 'name'),
        remittanceInformation: paymentId,
        creditTransfers: [],
      });
      w.mark(paymentIdEl);
    } else {
      if (instructions.typeText === undefined) {
        const t = attr(codeEl, 'name');
        if (t !== undefined) instructions.typeText = t;
      }
      if (instructions.remittanceInformation === undefined && paymentId !== undefined)
        instructions.remittanceInformation = paymentId;
      if (paymentId === undefined || paymentId === instructions.remittanceInformation) w.mark(paymentIdEl);
    }
    const acc = w.take(pm, 'cac:PayeeFinancialAccount');
    if (acc) {
      instructions.creditTransfers.push(
        prune({
          accountId: w.str(acc, 'cbc:ID') ?? '',
          accountName: w.str(acc, 'cbc:Name'),
          providerId: w.pathStr(acc, 'cac:FinancialInstitutionBranch', 'cbc:ID'),
        }),
      );
    }
    const card = w.all(pm, 'cac:CardAccount')[0];
    if (card && !instructions.card) {
      w.mark(card);
      w.take(card, 'cbc:NetworkID'); // mandatory in UBL, not part of EN 16931
      instructions.card = prune({
        accountNumber: w.str(card, 'cbc:PrimaryAccountNumberID') ?? '',
        holderName: w.str(card, 'cbc:HolderName'),
      });
    }
    const mandate = w.all(pm, 'cac:PaymentMandate')[0];
    if (mandate && !instructions.directDebit) {
      w.mark(mandate);
      instructions.directDebit = prune({
        mandateReference: w.str(mandate, 'cbc:ID'),
        debitedAccountId: w.pathStr(mandate, 'cac:PayerFinancialAccount', 'cbc:ID'),
      });
    }
  }
  if (sellerCreditorId !== undefined) {
    instructions ??= { typeCode: '', creditTransfers: [] };
    instructions.directDebit = { ...(instructions.directDebit ?? {}), creditorId: sellerCreditorId };
  }
  if (instructions?.directDebit && !hasAny(instructions.directDebit)) delete instructions.directDebit;
  return prune({ instructions, dueDate });
}

function readLineAllowanceCharges(w: Walker, line: XmlElement) {
  const allowances: LineAllowanceCharge[] = [];
  const charges: LineAllowanceCharge[] = [];
  for (const ac of w.all(line, 'cac:AllowanceCharge')) {
    const ind = textOf(w.all(ac, 'cbc:ChargeIndicator')[0])?.toLowerCase();
    if (ind !== 'true' && ind !== 'false') continue;
    w.mark(ac);
    w.take(ac, 'cbc:ChargeIndicator');
    const x = prune<LineAllowanceCharge>({
      amount: w.str(ac, 'cbc:Amount') ?? '',
      baseAmount: w.str(ac, 'cbc:BaseAmount'),
      percentage: w.str(ac, 'cbc:MultiplierFactorNumeric'),
      reason: w.str(ac, 'cbc:AllowanceChargeReason'),
      reasonCode: w.str(ac, 'cbc:AllowanceChargeReasonCode'),
    });
    (ind === 'true' ? charges : allowances).push(x);
  }
  return { allowances, charges };
}

function readPrice(w: Walker, e: XmlElement | undefined): PriceDetails {
  const baseQ = w.take(e, 'cbc:BaseQuantity');
  let discount: string | undefined;
  let grossPrice: string | undefined;
  const ac = w.all(e, 'cac:AllowanceCharge')[0];
  if (ac && textOf(w.all(ac, 'cbc:ChargeIndicator')[0])?.toLowerCase() === 'false') {
    w.mark(ac);
    w.take(ac, 'cbc:ChargeIndicator');
    discount = w.str(ac, 'cbc:Amount');
    grossPrice = w.str(ac, 'cbc:BaseAmount');
  }
  return prune<PriceDetails>({
    netPrice: w.str(e, 'cbc:PriceAmount') ?? '',
    discount,
    grossPrice,
    baseQuantity: textOf(baseQ),
    baseQuantityUnitCode: attr(baseQ, 'unitCode'),
  });
}

function readItem(w: Walker, e: XmlElement | undefined): { item: Item; category: string; rate?: string } {
  const cat = w.take(e, 'cac:ClassifiedTaxCategory');
  w.taxSchemeVat(cat);
  const classifications: Identifier[] = [];
  for (const cc of w.all(e, 'cac:CommodityClassification')) {
    const code = w.all(cc, 'cbc:ItemClassificationCode')[0];
    if (!code) continue;
    w.mark(cc);
    w.mark(code);
    const value = textOf(code);
    if (value !== undefined)
      classifications.push(
        prune({ value, schemeId: attr(code, 'listID'), schemeVersionId: attr(code, 'listVersionID') }),
      );
  }
  const item = prune<Item>({
    name: w.str(e, 'cbc:Name') ?? '',
    description: w.str(e, 'cbc:Description'),
    sellerId: w.pathStr(e, 'cac:SellersItemIdentification', 'cbc:ID'),
    buyerId: w.pathStr(e, 'cac:BuyersItemIdentification', 'cbc:ID'),
    standardId: w.ident(w.path(e, 'cac:StandardItemIdentification', 'cbc:ID')),
    classifications,
    originCountry: w.pathStr(e, 'cac:OriginCountry', 'cbc:IdentificationCode'),
    attributes: w.takeAll(e, 'cac:AdditionalItemProperty').map((p) => ({
      name: w.str(p, 'cbc:Name') ?? '',
      value: w.str(p, 'cbc:Value') ?? '',
    })),
  });
  return prune({ item, category: w.str(cat, 'cbc:ID') ?? '', rate: w.str(cat, 'cbc:Percent') });
}

function readLine(w: Walker, l: XmlElement, isCredit: boolean): InvoiceLine {
  const qty = w.take(l, isCredit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity');
  let objectId: Identifier | undefined;
  for (const dr of w.all(l, 'cac:DocumentReference')) {
    if (textOf(w.all(dr, 'cbc:DocumentTypeCode')[0]) !== '130' || objectId) continue;
    w.mark(dr);
    w.take(dr, 'cbc:DocumentTypeCode');
    objectId = w.ident(w.take(dr, 'cbc:ID'));
  }
  const { allowances, charges } = readLineAllowanceCharges(w, l);
  const { item, category, rate } = readItem(w, w.take(l, 'cac:Item'));
  const subName: Name = isCredit ? 'cac:SubCreditNoteLine' : 'cac:SubInvoiceLine';
  return prune<InvoiceLine>({
    id: w.str(l, 'cbc:ID') ?? '',
    note: w.str(l, 'cbc:Note'),
    objectId,
    quantity: textOf(qty) ?? '',
    unitCode: attr(qty, 'unitCode') ?? '',
    netAmount: w.str(l, 'cbc:LineExtensionAmount') ?? '',
    orderLineReference: w.pathStr(l, 'cac:OrderLineReference', 'cbc:LineID'),
    buyerAccountingReference: w.str(l, 'cbc:AccountingCost'),
    period: readPeriod(w, w.take(l, 'cac:InvoicePeriod')),
    allowances,
    charges,
    price: readPrice(w, w.take(l, 'cac:Price')),
    vatCategoryCode: category,
    vatRate: rate,
    item,
    subLines: w.takeAll(l, subName).map((s) => readLine(w, s, isCredit)),
  });
}
