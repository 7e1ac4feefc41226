/**
 * CII reader: UN/CEFACT Cross Industry Invoice D16B (`rsm:CrossIndustryInvoice`) → EN 16931 model.
 *
 * Covers the EN 16931-3-3 syntax binding as used by XRechnung 3.0 (CII), Factur-X 1.0 /
 * ZUGFeRD 2.x (MINIMUM, BASIC WL, BASIC, EN 16931, EXTENDED, XRECHNUNG) and the XRechnung
 * Extension (sub-lines). Every element the reader maps is marked as consumed; everything else
 * in the document is reported in `unmapped` (topmost unconsumed element, with path, line and
 * column), so nothing is dropped silently. Values are kept exactly as written (trimmed only);
 * absent optional values are omitted, absent mandatory strings become `''` (rules report them).
 *
 * Binding notes (where CII and the model differ in shape):
 * - Dates: `udt:DateTimeString` / `udt:DateString` / `qdt:DateTimeString` with format 102
 *   (`YYYYMMDD`) become `YYYY-MM-DD`; any other text is kept as written for the rules to report.
 * - Party identifiers: `ram:ID` (no scheme) and `ram:GlobalID` (with `schemeID`). BT-29 keeps all
 *   of them (IDs first, then GlobalIDs, the schema's order); BT-46/BT-60/BT-71 take the first.
 * - BT-41/BT-56 contact name: `ram:PersonName`, or `ram:DepartmentName` when there is no person.
 * - BT-31/BT-32/BT-48/BT-63: `ram:SpecifiedTaxRegistration/ram:ID` with schemeID VA / FC.
 * - BT-110 / BT-111: `ram:TaxTotalAmount`; the one whose `currencyID` is the VAT accounting
 *   currency (BT-6, when it differs from BT-5) is BT-111, the other BT-110.
 * - BG-16: several `ram:SpecifiedTradeSettlementPaymentMeans` form one BG-16 with one BG-17 per
 *   payee account; type code and text come from the first (a differing later one stays unmapped).
 *   BT-89 is `ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`, BT-90 the settlement's
 *   `ram:CreditorReferenceID`, BT-91 `ram:PayerPartyDebtorFinancialAccount/ram:IBANID`.
 * - BT-20: the descriptions of all `ram:SpecifiedTradePaymentTerms`, joined by a line break.
 * - `ram:AdditionalReferencedDocument` (header): TypeCode 916 → BG-24 attachment, 50 → BT-17,
 *   130 → BT-18 (+ `ram:ReferenceTypeCode` BT-18-1); other type codes stay unmapped.
 * - BT-7 / BT-8 are repeated per `ram:ApplicableTradeTax`; the first value is taken. BT-8 is coded
 *   with UNTDID 2475 in CII (5, 29, 72) and UNTDID 2005 in the model and UBL (3, 35, 432): the
 *   reader translates (5→3, 29→35, 72→432; other values are kept as written).
 * - BT-149/BT-150: net price `ram:BasisQuantity`, else the gross price's (both consumed when equal).
 * - XRechnung Extension sub-lines: `ram:AssociatedDocumentLineDocument/ram:ParentLineID` nests a
 *   line into its parent's `subLines` (document order kept); `ram:LineStatusReasonCode` is kept on
 *   the line. A ParentLineID naming no earlier/known line is left unmapped and the line stays flat.
 * - Third-party payments (BG-DEX-09) have no CII binding; the model field stays empty.
 *
 * ZUGFeRD 1.0 (`rsm:CrossIndustryDocument`, `urn:ferd:CrossIndustryDocument:invoice:1p0`) is
 * translated to D16B names first (`zugferd1.ts`) and then read like any other CII document.
 * Refused: a CrossIndustryDocument in another namespace and any other CrossIndustryInvoice
 * namespace → `UNSUPPORTED_VERSION`; other roots → `UNKNOWN_DOCUMENT`.
 */
import type {
  Attachment,
  Buyer,
  Contact,
  Delivery,
  DocumentAllowanceCharge,
  Identifier,
  Invoice,
  InvoiceLine,
  Item,
  LineAllowanceCharge,
  Payee,
  PaymentInstructions,
  Period,
  PostalAddress,
  PrecedingInvoiceReference,
  Seller,
  SellerTaxRepresentative,
  VatBreakdown,
} from '../model/invoice.ts';
import {
  NOT_TRACKED,
  type ReadOptions,
  type ReadOutcome,
  type UnmappedElement,
} from '../model/read-result.ts';
import { type ParseLimits, parseXml, pathOf, type XmlElement, xmlTrim } from '../xml/parse.ts';
import { isZugferd1, zugferd1ToCii } from './zugferd1.ts';

export const CII_NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
} as const;

/** BT-8: CII `ram:DueDateTypeCode` (UNTDID 2475) → model (UNTDID 2005, as in UBL). */
export const CII_TO_MODEL_DATE_CODE: Readonly<Record<string, string>> = { '5': '3', '29': '35', '72': '432' };

export const ZUGFERD1_NS = 'urn:ferd:CrossIndustryDocument:invoice:1p0';

const { rsm: RSM, ram: RAM, udt: UDT, qdt: QDT } = CII_NS;

/** Tracks which elements were mapped; everything else is reported as unmapped. */
class Reader {
  readonly used: Set<XmlElement>;

  constructor(track: boolean) {
    this.used = track ? new Set<XmlElement>() : NOT_TRACKED;
  }

  /** Children of `el` with the given local name (not marked). */
  find(el: XmlElement | undefined, local: string, ns: string = RAM): XmlElement[] {
    if (!el) return [];
    return el.children.filter((c) => c.local === local && c.ns === ns);
  }

  use<T extends XmlElement | undefined>(el: T): T {
    if (el) this.used.add(el);
    return el;
  }

  /** First child with that name, marked as consumed. */
  one(el: XmlElement | undefined, local: string, ns: string = RAM): XmlElement | undefined {
    if (!el) return undefined;
    const cs = el.children;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i] as XmlElement;
      if (c.local === local && c.ns === ns) return this.use(c);
    }
    return undefined;
  }

  /** All children with that name, marked as consumed. */
  all(el: XmlElement | undefined, local: string, ns: string = RAM): XmlElement[] {
    const found = this.find(el, local, ns);
    for (const f of found) this.used.add(f);
    return found;
  }

  /** Trimmed text of the first child with that name (consumed); undefined when absent/empty. */
  text(el: XmlElement | undefined, local: string, ns: string = RAM): string | undefined {
    return val(this.one(el, local, ns));
  }

  /** Date child (`<X><udt:DateTimeString format="102">…`) → YYYY-MM-DD. */
  date(el: XmlElement | undefined, local: string): string | undefined {
    const wrapper = this.one(el, local);
    if (!wrapper) return undefined;
    const inner =
      this.one(wrapper, 'DateTimeString', UDT) ??
      this.one(wrapper, 'DateString', UDT) ??
      this.one(wrapper, 'DateTimeString', QDT);
    return toIsoDate(inner);
  }

  /** Identifier (value + optional schemeID) of the element. */
  ident(el: XmlElement | undefined, versionAttr?: string): Identifier | undefined {
    const value = val(el);
    if (value === undefined || !el) return undefined;
    const id: Identifier = { value };
    const scheme = attr(el, 'schemeID') ?? attr(el, 'listID');
    if (scheme !== undefined) id.schemeId = scheme;
    if (versionAttr) {
      const v = attr(el, versionAttr);
      if (v !== undefined) id.schemeVersionId = v;
    }
    return id;
  }

  unmapped(root: XmlElement): UnmappedElement[] {
    const out: UnmappedElement[] = [];
    if (this.used === NOT_TRACKED) return out;
    const walk = (el: XmlElement): void => {
      for (const c of el.children) {
        if (!this.used.has(c)) out.push({ path: pathOf(c), line: c.line, column: c.column });
        else walk(c);
      }
    };
    walk(root);
    return out;
  }
}

function val(el: XmlElement | undefined): string | undefined {
  if (!el) return undefined;
  const t = xmlTrim(el.text);
  return t === '' ? undefined : t;
}

function attr(el: XmlElement, name: string): string | undefined {
  const v = el.attrs[name] === undefined ? undefined : xmlTrim(el.attrs[name]);
  return v === undefined || v === '' ? undefined : v;
}

function toIsoDate(el: XmlElement | undefined): string | undefined {
  const t = val(el);
  if (t === undefined || !el) return undefined;
  const format = attr(el, 'format');
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (m && (format === undefined || format === '102')) return `${m[1]}-${m[2]}-${m[3]}`;
  return t;
}

/** Set `obj[key] = value` only when value is defined (keeps "absent" absent). */
function put<T extends object, K extends keyof T>(obj: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) obj[key] = value;
}

function isEmptyObject(o: object): boolean {
  return Object.values(o).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));
}

/** Read and map a parsed `rsm:CrossIndustryInvoice` document. */
export function readCii(root: XmlElement, opts: ReadOptions = {}): ReadOutcome {
  // ZUGFeRD 1.0: the same data in CII D13B names, translated to D16B first (see zugferd1.ts)
  if (isZugferd1(root)) root = zugferd1ToCii(root);
  if (root.local === 'CrossIndustryDocument' || root.ns === ZUGFERD1_NS) {
    return {
      ok: false,
      error: {
        code: 'UNSUPPORTED_VERSION',
        message:
          `Unsupported CrossIndustryDocument (namespace ${root.ns || 'none'}); ` +
          'expected ZUGFeRD 1.0 (urn:ferd:CrossIndustryDocument:invoice:1p0) or CII D16B',
        line: root.line,
        column: root.column,
      },
    };
  }
  if (root.local !== 'CrossIndustryInvoice') {
    return {
      ok: false,
      error: {
        code: 'UNKNOWN_DOCUMENT',
        message: `Not a Cross Industry Invoice: root element <${root.qname}>`,
        line: root.line,
        column: root.column,
      },
    };
  }
  if (root.ns !== RSM) {
    return {
      ok: false,
      error: {
        code: 'UNSUPPORTED_VERSION',
        message: `Unsupported CrossIndustryInvoice version (namespace ${root.ns || 'none'}); expected UN/CEFACT CII D16B (${RSM})`,
        line: root.line,
        column: root.column,
      },
    };
  }

  const r = new Reader(opts.unmapped !== false);
  r.use(root);
  const ctx = r.one(root, 'ExchangedDocumentContext', RSM);
  const doc = r.one(root, 'ExchangedDocument', RSM);
  const tx = r.one(root, 'SupplyChainTradeTransaction', RSM);
  const agreement = r.one(tx, 'ApplicableHeaderTradeAgreement');
  const delivery = r.one(tx, 'ApplicableHeaderTradeDelivery');
  const settlement = r.one(tx, 'ApplicableHeaderTradeSettlement');

  const specificationIdentifier =
    r.text(r.one(ctx, 'GuidelineSpecifiedDocumentContextParameter'), 'ID') ?? '';
  const businessProcessType = r.text(r.one(ctx, 'BusinessProcessSpecifiedDocumentContextParameter'), 'ID');

  const invoice: Invoice = {
    number: r.text(doc, 'ID') ?? '',
    issueDate: r.date(doc, 'IssueDateTime') ?? '',
    typeCode: r.text(doc, 'TypeCode') ?? '',
    currency: r.text(settlement, 'InvoiceCurrencyCode') ?? '',
    notes: r.all(doc, 'IncludedNote').map((n) => {
      const note: Invoice['notes'][number] = { text: r.text(n, 'Content') ?? '' };
      put(note, 'subjectCode', r.text(n, 'SubjectCode'));
      return note;
    }),
    processControl: { specificationIdentifier },
    precedingInvoices: [],
    seller: readSeller(r, r.one(agreement, 'SellerTradeParty')),
    buyer: readBuyer(r, r.one(agreement, 'BuyerTradeParty')),
    allowances: [],
    charges: [],
    totals: { lineNetTotal: '', taxExclusive: '', taxInclusive: '', amountDue: '' },
    vatBreakdown: [],
    attachments: [],
    lines: [],
    thirdPartyPayments: [],
  };
  put(invoice.processControl, 'businessProcessType', businessProcessType);

  // --- header agreement -------------------------------------------------------------
  put(invoice, 'buyerReference', r.text(agreement, 'BuyerReference'));
  const taxRep = r.one(agreement, 'SellerTaxRepresentativeTradeParty');
  if (taxRep) {
    const rep: SellerTaxRepresentative = {
      name: r.text(taxRep, 'Name') ?? '',
      vatId: '',
      address: readAddress(r, r.one(taxRep, 'PostalTradeAddress')),
    };
    rep.vatId = readTaxRegistrations(r, taxRep).VA ?? '';
    invoice.taxRepresentative = rep;
  }
  put(
    invoice,
    'salesOrderReference',
    r.text(r.one(agreement, 'SellerOrderReferencedDocument'), 'IssuerAssignedID'),
  );
  put(
    invoice,
    'purchaseOrderReference',
    r.text(r.one(agreement, 'BuyerOrderReferencedDocument'), 'IssuerAssignedID'),
  );
  put(
    invoice,
    'contractReference',
    r.text(r.one(agreement, 'ContractReferencedDocument'), 'IssuerAssignedID'),
  );
  for (const ref of r.find(agreement, 'AdditionalReferencedDocument')) {
    const typeCode = val(r.find(ref, 'TypeCode')[0]);
    if (typeCode === '916') {
      r.use(ref);
      r.one(ref, 'TypeCode');
      const att: Attachment = { id: r.text(ref, 'IssuerAssignedID') ?? '' };
      put(att, 'description', r.text(ref, 'Name'));
      put(att, 'externalUri', r.text(ref, 'URIID'));
      const bin = r.one(ref, 'AttachmentBinaryObject');
      if (bin) {
        att.content = {
          // (a canonical run from the parser is kept as it is: trimming would copy it whole)
          base64: bin.canonicalBase64 !== undefined ? bin.text : (val(bin) ?? ''),
          mimeCode: attr(bin, 'mimeCode') ?? '',
          filename: attr(bin, 'filename') ?? '',
        };
      }
      invoice.attachments.push(att);
    } else if (typeCode === '50' && invoice.tenderOrLotReference === undefined) {
      r.use(ref);
      r.one(ref, 'TypeCode');
      put(invoice, 'tenderOrLotReference', r.text(ref, 'IssuerAssignedID'));
    } else if (typeCode === '130' && invoice.invoicedObjectId === undefined) {
      r.use(ref);
      r.one(ref, 'TypeCode');
      const id = r.ident(r.one(ref, 'IssuerAssignedID'));
      if (id) {
        delete id.schemeId;
        put(id, 'schemeId', r.text(ref, 'ReferenceTypeCode'));
        invoice.invoicedObjectId = id;
      }
    }
  }
  put(invoice, 'projectReference', readProject(r, r.one(agreement, 'SpecifiedProcuringProject')));

  // --- header delivery --------------------------------------------------------------
  const del: Delivery = {};
  const shipTo = r.one(delivery, 'ShipToTradeParty');
  if (shipTo) {
    put(del, 'locationId', firstPartyId(r, shipTo));
    put(del, 'partyName', r.text(shipTo, 'Name'));
    const addr = r.one(shipTo, 'PostalTradeAddress');
    if (addr) del.address = readAddress(r, addr);
  }
  put(
    del,
    'actualDeliveryDate',
    r.date(r.one(delivery, 'ActualDeliverySupplyChainEvent'), 'OccurrenceDateTime'),
  );
  if (!isEmptyObject(del)) invoice.delivery = del;
  put(
    invoice,
    'despatchAdviceReference',
    r.text(r.one(delivery, 'DespatchAdviceReferencedDocument'), 'IssuerAssignedID'),
  );
  put(
    invoice,
    'receivingAdviceReference',
    r.text(r.one(delivery, 'ReceivingAdviceReferencedDocument'), 'IssuerAssignedID'),
  );

  // --- header settlement ------------------------------------------------------------
  const creditorId = r.text(settlement, 'CreditorReferenceID');
  const remittance = r.text(settlement, 'PaymentReference');
  put(invoice, 'taxCurrency', r.text(settlement, 'TaxCurrencyCode'));
  const payeeEl = r.one(settlement, 'PayeeTradeParty');
  if (payeeEl) {
    const payee: Payee = { name: '' };
    put(payee, 'identifier', firstPartyId(r, payeeEl));
    payee.name = r.text(payeeEl, 'Name') ?? '';
    put(payee, 'legalRegistrationId', r.ident(r.one(r.one(payeeEl, 'SpecifiedLegalOrganization'), 'ID')));
    invoice.payee = payee;
  }

  const pi: PaymentInstructions = { typeCode: '', creditTransfers: [] };
  let piTypeCode: string | undefined;
  let piText: string | undefined;
  let debitedAccount: string | undefined;
  for (const pm of r.all(settlement, 'SpecifiedTradeSettlementPaymentMeans')) {
    const tcEl = r.find(pm, 'TypeCode')[0];
    const tc = val(tcEl);
    if (piTypeCode === undefined) piTypeCode = tc;
    if (tc === piTypeCode) r.use(tcEl);
    const infoEl = r.find(pm, 'Information')[0];
    const info = val(infoEl);
    if (piText === undefined) piText = info;
    if (info === piText) r.use(infoEl);
    const cardEl = r.find(pm, 'ApplicableTradeSettlementFinancialCard')[0];
    if (cardEl && !pi.card) {
      r.use(cardEl);
      pi.card = { accountNumber: r.text(cardEl, 'ID') ?? '' };
      put(pi.card, 'holderName', r.text(cardEl, 'CardholderName'));
    }
    const debtorEl = r.find(pm, 'PayerPartyDebtorFinancialAccount')[0];
    if (debtorEl && debitedAccount === undefined) {
      r.use(debtorEl);
      debitedAccount = r.text(debtorEl, 'IBANID') ?? '';
    }
    const acct = r.one(pm, 'PayeePartyCreditorFinancialAccount');
    const inst = r.find(pm, 'PayeeSpecifiedCreditorFinancialInstitution')[0];
    if (acct) {
      const accountId = r.text(acct, 'IBANID') ?? r.text(acct, 'ProprietaryID') ?? '';
      const ct: PaymentInstructions['creditTransfers'][number] = { accountId };
      put(ct, 'accountName', r.text(acct, 'AccountName'));
      if (inst) {
        r.use(inst);
        put(ct, 'providerId', r.text(inst, 'BICID'));
      }
      pi.creditTransfers.push(ct);
    }
  }
  pi.typeCode = piTypeCode ?? '';
  put(pi, 'typeText', piText);
  put(pi, 'remittanceInformation', remittance);

  // VAT breakdown (+ BT-7 / BT-8 from the first that has them)
  let taxPointDate: string | undefined;
  let taxPointDateCode: string | undefined;
  for (const t of r.all(settlement, 'ApplicableTradeTax')) {
    const vb: VatBreakdown = {
      taxableAmount: r.text(t, 'BasisAmount') ?? '',
      taxAmount: r.text(t, 'CalculatedAmount') ?? '',
      categoryCode: r.text(t, 'CategoryCode') ?? '',
    };
    r.one(t, 'TypeCode');
    put(vb, 'rate', r.text(t, 'RateApplicablePercent'));
    put(vb, 'exemptionReason', r.text(t, 'ExemptionReason'));
    put(vb, 'exemptionReasonCode', r.text(t, 'ExemptionReasonCode'));
    const tpdEl = r.find(t, 'TaxPointDate')[0];
    if (tpdEl) {
      const d = toIsoDate(r.find(tpdEl, 'DateString', UDT)[0] ?? r.find(tpdEl, 'DateTimeString', UDT)[0]);
      if (taxPointDate === undefined) taxPointDate = d;
      if (d === taxPointDate) {
        r.use(tpdEl);
        r.one(tpdEl, 'DateString', UDT);
        r.one(tpdEl, 'DateTimeString', UDT);
      }
    }
    const dueEl = r.find(t, 'DueDateTypeCode')[0];
    if (dueEl) {
      const c = val(dueEl);
      if (taxPointDateCode === undefined) taxPointDateCode = c;
      if (c === taxPointDateCode) r.use(dueEl);
    }
    invoice.vatBreakdown.push(vb);
  }
  put(invoice, 'taxPointDate', taxPointDate);
  put(
    invoice,
    'taxPointDateCode',
    taxPointDateCode && (CII_TO_MODEL_DATE_CODE[taxPointDateCode] ?? taxPointDateCode),
  );
  put(invoice, 'invoicingPeriod', readPeriod(r, r.one(settlement, 'BillingSpecifiedPeriod')));

  for (const ac of r.all(settlement, 'SpecifiedTradeAllowanceCharge')) {
    const isCharge = readIndicator(r, ac);
    const a: DocumentAllowanceCharge = { amount: '', vatCategoryCode: '' };
    put(a, 'percentage', r.text(ac, 'CalculationPercent'));
    put(a, 'baseAmount', r.text(ac, 'BasisAmount'));
    a.amount = r.text(ac, 'ActualAmount') ?? '';
    put(a, 'reasonCode', r.text(ac, 'ReasonCode'));
    put(a, 'reason', r.text(ac, 'Reason'));
    const tax = r.one(ac, 'CategoryTradeTax');
    r.one(tax, 'TypeCode');
    a.vatCategoryCode = r.text(tax, 'CategoryCode') ?? '';
    put(a, 'vatRate', r.text(tax, 'RateApplicablePercent'));
    (isCharge ? invoice.charges : invoice.allowances).push(reorder(a, DOC_AC_KEYS));
  }

  let mandate: string | undefined;
  const termTexts: string[] = [];
  for (const terms of r.all(settlement, 'SpecifiedTradePaymentTerms')) {
    for (const d of r.all(terms, 'Description')) {
      const t = val(d);
      if (t !== undefined) termTexts.push(t);
    }
    const dueEl = r.find(terms, 'DueDateDateTime')[0];
    if (dueEl && invoice.dueDate === undefined) put(invoice, 'dueDate', r.date(terms, 'DueDateDateTime'));
    const mEl = r.find(terms, 'DirectDebitMandateID')[0];
    if (mEl && mandate === undefined) mandate = r.text(terms, 'DirectDebitMandateID');
  }
  if (termTexts.length) invoice.paymentTerms = termTexts.join('\n');

  if (creditorId !== undefined || mandate !== undefined || debitedAccount !== undefined) {
    pi.directDebit = {};
    put(pi.directDebit, 'mandateReference', mandate);
    put(pi.directDebit, 'creditorId', creditorId);
    put(pi.directDebit, 'debitedAccountId', debitedAccount || undefined);
  }
  if (
    piTypeCode !== undefined ||
    pi.creditTransfers.length ||
    pi.card ||
    pi.directDebit ||
    pi.remittanceInformation !== undefined ||
    pi.typeText !== undefined
  ) {
    invoice.paymentInstructions = pi;
  }

  const sum = r.one(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  invoice.totals.lineNetTotal = r.text(sum, 'LineTotalAmount') ?? '';
  put(invoice.totals, 'chargeTotal', r.text(sum, 'ChargeTotalAmount'));
  put(invoice.totals, 'allowanceTotal', r.text(sum, 'AllowanceTotalAmount'));
  invoice.totals.taxExclusive = r.text(sum, 'TaxBasisTotalAmount') ?? '';
  const taxTotals = r.find(sum, 'TaxTotalAmount');
  const taxCur = invoice.taxCurrency;
  const isAccounting = (e: XmlElement): boolean =>
    taxCur !== undefined && taxCur !== invoice.currency && attr(e, 'currencyID') === taxCur;
  const inAccounting = taxTotals.find(isAccounting);
  const inInvoice = taxTotals.find((e) => !isAccounting(e));
  if (inInvoice) put(invoice.totals, 'vatTotal', val(r.use(inInvoice)));
  if (inAccounting) put(invoice.totals, 'vatTotalInTaxCurrency', val(r.use(inAccounting)));
  else if (taxCur !== undefined && taxCur === invoice.currency) {
    const second = taxTotals.find((e) => e !== inInvoice);
    if (second) put(invoice.totals, 'vatTotalInTaxCurrency', val(r.use(second)));
  }
  put(invoice.totals, 'roundingAmount', r.text(sum, 'RoundingAmount'));
  invoice.totals.taxInclusive = r.text(sum, 'GrandTotalAmount') ?? '';
  put(invoice.totals, 'paidAmount', r.text(sum, 'TotalPrepaidAmount'));
  invoice.totals.amountDue = r.text(sum, 'DuePayableAmount') ?? '';
  invoice.totals = reorder(invoice.totals, TOTAL_KEYS);

  for (const ref of r.all(settlement, 'InvoiceReferencedDocument')) {
    const p: PrecedingInvoiceReference = { number: r.text(ref, 'IssuerAssignedID') ?? '' };
    put(p, 'issueDate', r.date(ref, 'FormattedIssueDateTime'));
    invoice.precedingInvoices.push(p);
  }
  put(
    invoice,
    'buyerAccountingReference',
    r.text(r.one(settlement, 'ReceivableSpecifiedTradeAccountingAccount'), 'ID'),
  );

  // --- lines ---------------------------------------------------------------------------
  const flat: Array<{ line: InvoiceLine; parentEl?: XmlElement; parentId?: string }> = [];
  for (const li of r.all(tx, 'IncludedSupplyChainTradeLineItem')) flat.push(readLine(r, li));
  const byId = new Map<string, InvoiceLine>();
  for (const entry of flat) {
    const parent = entry.parentId !== undefined ? byId.get(entry.parentId) : undefined;
    if (entry.parentId !== undefined && parent && entry.parentEl) {
      r.use(entry.parentEl);
      parent.subLines.push(entry.line);
    } else {
      invoice.lines.push(entry.line);
    }
    if (!byId.has(entry.line.id)) byId.set(entry.line.id, entry.line);
  }

  return {
    ok: true,
    invoice,
    syntax: 'cii',
    documentType: 'CrossIndustryInvoice',
    specificationIdentifier,
    unmapped: r.unmapped(root),
    root,
  };
}

/** Parse text/bytes and read it as CII (parse errors are returned as they are). */
export function readCiiXml(input: string | Uint8Array, limits?: Partial<ParseLimits>): ReadOutcome {
  const parsed = parseXml(input, limits);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  return readCii(parsed.root);
}

const DOC_AC_KEYS = [
  'amount',
  'baseAmount',
  'percentage',
  'vatCategoryCode',
  'vatRate',
  'reason',
  'reasonCode',
];
const TOTAL_KEYS = [
  'lineNetTotal',
  'allowanceTotal',
  'chargeTotal',
  'taxExclusive',
  'vatTotal',
  'vatTotalInTaxCurrency',
  'taxInclusive',
  'paidAmount',
  'roundingAmount',
  'amountDue',
];

/** Copy with keys in the model's documented order (nicer JSON; equality does not depend on it). */
function reorder<T extends object>(o: T, keys: string[]): T {
  const out: Record<string, unknown> = {};
  for (const k of keys)
    if ((o as Record<string, unknown>)[k] !== undefined) out[k] = (o as Record<string, unknown>)[k];
  return out as T;
}

function readIndicator(r: Reader, ac: XmlElement): boolean {
  const ind = r.one(ac, 'ChargeIndicator');
  const v = r.text(ind, 'Indicator', UDT) ?? val(ind);
  return v === 'true' || v === '1';
}

function readPeriod(r: Reader, el: XmlElement | undefined): Period | undefined {
  if (!el) return undefined;
  const p: Period = {};
  put(p, 'startDate', r.date(el, 'StartDateTime'));
  put(p, 'endDate', r.date(el, 'EndDateTime'));
  return isEmptyObject(p) ? undefined : p;
}

function readProject(r: Reader, el: XmlElement | undefined): string | undefined {
  if (!el) return undefined;
  r.one(el, 'Name');
  return r.text(el, 'ID');
}

function readAddress(r: Reader, el: XmlElement | undefined): PostalAddress {
  const a: PostalAddress = {};
  if (!el) return a;
  put(a, 'postalCode', r.text(el, 'PostcodeCode'));
  put(a, 'line1', r.text(el, 'LineOne'));
  put(a, 'line2', r.text(el, 'LineTwo'));
  put(a, 'line3', r.text(el, 'LineThree'));
  put(a, 'city', r.text(el, 'CityName'));
  put(a, 'countryCode', r.text(el, 'CountryID'));
  put(a, 'countrySubdivision', r.text(el, 'CountrySubDivisionName'));
  return a;
}

function readContact(r: Reader, party: XmlElement): Contact | undefined {
  const el = r.one(party, 'DefinedTradeContact');
  if (!el) return undefined;
  const c: Contact = {};
  put(c, 'name', r.text(el, 'PersonName') ?? r.text(el, 'DepartmentName'));
  put(c, 'telephone', r.text(r.one(el, 'TelephoneUniversalCommunication'), 'CompleteNumber'));
  put(c, 'email', r.text(r.one(el, 'EmailURIUniversalCommunication'), 'URIID'));
  return c;
}

/** `ram:SpecifiedTaxRegistration/ram:ID` by scheme (VA, FC); the first of each is consumed. */
function readTaxRegistrations(r: Reader, party: XmlElement, schemes = ['VA', 'FC']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const reg of r.find(party, 'SpecifiedTaxRegistration')) {
    const idEl = r.find(reg, 'ID')[0];
    const scheme = idEl ? attr(idEl, 'schemeID') : undefined;
    const v = val(idEl);
    if (scheme && schemes.includes(scheme) && out[scheme] === undefined && v !== undefined) {
      out[scheme] = v;
      r.use(reg);
      r.use(idEl);
    }
  }
  return out;
}

function readElectronicAddress(r: Reader, party: XmlElement) {
  const uri = r.one(r.one(party, 'URIUniversalCommunication'), 'URIID');
  const v = val(uri);
  if (!uri || v === undefined) return undefined;
  return { value: v, schemeId: attr(uri, 'schemeID') ?? '' };
}

/** First party identifier: `ram:ID`, else `ram:GlobalID` (BT-46, BT-60, BT-71). */
function firstPartyId(r: Reader, party: XmlElement): Identifier | undefined {
  const idEl = r.find(party, 'ID')[0] ?? r.find(party, 'GlobalID')[0];
  return r.ident(r.use(idEl));
}

function readSeller(r: Reader, el: XmlElement | undefined): Seller {
  const s: Seller = { name: '', identifiers: [], address: {} };
  if (!el) return s;
  for (const idEl of [...r.all(el, 'ID'), ...r.all(el, 'GlobalID')]) {
    const id = r.ident(idEl);
    if (id) s.identifiers.push(id);
  }
  s.name = r.text(el, 'Name') ?? '';
  put(s, 'additionalLegalInfo', r.text(el, 'Description'));
  const legal = r.one(el, 'SpecifiedLegalOrganization');
  put(s, 'legalRegistrationId', r.ident(r.one(legal, 'ID')));
  put(s, 'tradingName', r.text(legal, 'TradingBusinessName'));
  put(s, 'contact', readContact(r, el));
  s.address = readAddress(r, r.one(el, 'PostalTradeAddress'));
  put(s, 'electronicAddress', readElectronicAddress(r, el));
  const regs = readTaxRegistrations(r, el);
  put(s, 'vatId', regs.VA);
  put(s, 'taxRegistrationId', regs.FC);
  return s;
}

function readBuyer(r: Reader, el: XmlElement | undefined): Buyer {
  const b: Buyer = { name: '', address: {} };
  if (!el) return b;
  put(b, 'identifier', firstPartyId(r, el));
  b.name = r.text(el, 'Name') ?? '';
  const legal = r.one(el, 'SpecifiedLegalOrganization');
  put(b, 'legalRegistrationId', r.ident(r.one(legal, 'ID')));
  put(b, 'tradingName', r.text(legal, 'TradingBusinessName'));
  put(b, 'contact', readContact(r, el));
  b.address = readAddress(r, r.one(el, 'PostalTradeAddress'));
  put(b, 'electronicAddress', readElectronicAddress(r, el));
  put(b, 'vatId', readTaxRegistrations(r, el, ['VA']).VA);
  return b;
}

function readLineAllowanceCharge(r: Reader, ac: XmlElement): { charge: boolean; value: LineAllowanceCharge } {
  const charge = readIndicator(r, ac);
  const a: LineAllowanceCharge = { amount: '' };
  put(a, 'percentage', r.text(ac, 'CalculationPercent'));
  put(a, 'baseAmount', r.text(ac, 'BasisAmount'));
  a.amount = r.text(ac, 'ActualAmount') ?? '';
  put(a, 'reasonCode', r.text(ac, 'ReasonCode'));
  put(a, 'reason', r.text(ac, 'Reason'));
  return { charge, value: reorder(a, ['amount', 'baseAmount', 'percentage', 'reason', 'reasonCode']) };
}

function readLine(
  r: Reader,
  li: XmlElement,
): { line: InvoiceLine; parentEl?: XmlElement; parentId?: string } {
  const docLine = r.one(li, 'AssociatedDocumentLineDocument');
  const product = r.one(li, 'SpecifiedTradeProduct');
  const agr = r.one(li, 'SpecifiedLineTradeAgreement');
  const dlv = r.one(li, 'SpecifiedLineTradeDelivery');
  const stl = r.one(li, 'SpecifiedLineTradeSettlement');

  const parentEl = r.find(docLine, 'ParentLineID')[0];
  const parentId = val(parentEl);

  const item: Item = { name: '', classifications: [], attributes: [] };
  put(item, 'standardId', r.ident(r.one(product, 'GlobalID')));
  put(item, 'sellerId', r.text(product, 'SellerAssignedID'));
  put(item, 'buyerId', r.text(product, 'BuyerAssignedID'));
  item.name = r.text(product, 'Name') ?? '';
  put(item, 'description', r.text(product, 'Description'));
  for (const ch of r.all(product, 'ApplicableProductCharacteristic')) {
    item.attributes.push({ name: r.text(ch, 'Description') ?? '', value: r.text(ch, 'Value') ?? '' });
  }
  for (const cl of r.all(product, 'DesignatedProductClassification')) {
    const id = r.ident(r.one(cl, 'ClassCode'), 'listVersionID');
    if (id) item.classifications.push(id);
  }
  put(item, 'originCountry', r.text(r.one(product, 'OriginTradeCountry'), 'ID'));

  // price
  const gross = r.one(agr, 'GrossPriceProductTradePrice');
  const net = r.one(agr, 'NetPriceProductTradePrice');
  const price: InvoiceLine['price'] = { netPrice: r.text(net, 'ChargeAmount') ?? '' };
  const netBase = r.one(net, 'BasisQuantity');
  const grossBase = r.find(gross, 'BasisQuantity')[0];
  const baseEl = netBase ?? r.use(grossBase);
  if (
    netBase &&
    grossBase &&
    val(grossBase) === val(netBase) &&
    attr(grossBase, 'unitCode') === attr(netBase, 'unitCode')
  )
    r.use(grossBase);
  put(price, 'grossPrice', r.text(gross, 'ChargeAmount'));
  const discountEl = r
    .find(gross, 'AppliedTradeAllowanceCharge')
    .find((a) => val(r.find(r.find(a, 'ChargeIndicator')[0], 'Indicator', UDT)[0]) !== 'true');
  if (discountEl) {
    r.use(discountEl);
    readIndicator(r, discountEl);
    put(price, 'discount', r.text(discountEl, 'ActualAmount'));
  }
  put(price, 'baseQuantity', val(baseEl));
  if (baseEl) put(price, 'baseQuantityUnitCode', attr(baseEl, 'unitCode'));

  const qty = r.one(dlv, 'BilledQuantity');
  const tax = r.one(stl, 'ApplicableTradeTax');
  r.one(tax, 'TypeCode');

  const line: InvoiceLine = {
    id: r.text(docLine, 'LineID') ?? '',
    quantity: val(qty) ?? '',
    unitCode: qty ? (attr(qty, 'unitCode') ?? '') : '',
    netAmount: '',
    allowances: [],
    charges: [],
    price: reorder(price, ['netPrice', 'discount', 'grossPrice', 'baseQuantity', 'baseQuantityUnitCode']),
    vatCategoryCode: r.text(tax, 'CategoryCode') ?? '',
    item,
    subLines: [],
  };
  put(line, 'vatRate', r.text(tax, 'RateApplicablePercent'));
  put(line, 'lineStatusReasonCode', r.text(docLine, 'LineStatusReasonCode'));
  const note = r.find(docLine, 'IncludedNote')[0];
  if (note) {
    r.use(note);
    put(line, 'note', r.text(note, 'Content'));
  }
  put(line, 'orderLineReference', r.text(r.one(agr, 'BuyerOrderReferencedDocument'), 'LineID'));
  put(line, 'period', readPeriod(r, r.one(stl, 'BillingSpecifiedPeriod')));
  for (const ac of r.all(stl, 'SpecifiedTradeAllowanceCharge')) {
    const { charge, value } = readLineAllowanceCharge(r, ac);
    (charge ? line.charges : line.allowances).push(value);
  }
  line.netAmount =
    r.text(r.one(stl, 'SpecifiedTradeSettlementLineMonetarySummation'), 'LineTotalAmount') ?? '';
  const objRef = r
    .find(stl, 'AdditionalReferencedDocument')
    .find((d) => val(r.find(d, 'TypeCode')[0]) === '130');
  if (objRef) {
    r.use(objRef);
    r.one(objRef, 'TypeCode');
    const id = r.ident(r.one(objRef, 'IssuerAssignedID'));
    if (id) {
      delete id.schemeId;
      put(id, 'schemeId', r.text(objRef, 'ReferenceTypeCode'));
      line.objectId = id;
    }
  }
  put(
    line,
    'buyerAccountingReference',
    r.text(r.one(stl, 'ReceivableSpecifiedTradeAccountingAccount'), 'ID'),
  );

  const out: { line: InvoiceLine; parentEl?: XmlElement; parentId?: string } = { line };
  if (parentEl && parentId !== undefined) {
    out.parentEl = parentEl;
    out.parentId = parentId;
  }
  return out;
}
