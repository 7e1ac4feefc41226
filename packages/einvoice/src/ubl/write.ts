/**
 * UBL 2.1 writer: the EN 16931 model → a UBL `Invoice` or `CreditNote` document.
 *
 * - Document type: `CreditNote` for the credit note type codes of UNTDID 1001 that EN 16931
 *   allows only in a UBL CreditNote (`UBL_CREDIT_NOTE_TYPE_CODES`: 83, 261, 262, 296, 308, 381,
 *   396, 420, 458, 532); every other type code (380, 384, 389, 326, 875–877, 81 …) is an `Invoice`.
 * - Element order follows the xsd:sequence of the OASIS UBL 2.1 schemas exactly (Invoice,
 *   CreditNote, Party, PartyTaxScheme, PartyLegalEntity, Address, InvoiceLine/CreditNoteLine,
 *   Item, Price, AllowanceCharge, TaxCategory, PaymentMeans, FinancialAccount, CardAccount,
 *   PaymentMandate, DocumentReference, MonetaryTotal …). CreditNote differences: TaxPointDate
 *   before CreditNoteTypeCode, no root DueDate (BT-9 goes to the first PaymentMeans'
 *   PaymentDueDate), no ProjectReference (BT-11 is an AdditionalDocumentReference with
 *   DocumentTypeCode 50), AdditionalDocumentReference before OriginatorDocumentReference,
 *   CreditedQuantity, CreditNoteLine / SubCreditNoteLine, no PrepaidPayment (BG-DEX-09 cannot
 *   be expressed in a UBL CreditNote).
 * - BT-24 is the profile's specification identifier when a profile is given, else the
 *   invoice's. XRechnung Extension content (sub-lines, third-party payments) is written only
 *   when that identifier is an XRechnung Extension one.
 * - Every amount carries `currencyID` = BT-5; BT-111 carries BT-6.
 * - UBL structure the validators expect: TaxScheme/ID "VAT" in every tax category and in the
 *   PartyTaxScheme of a VAT id; the seller's tax registration id (BT-32) in a PartyTaxScheme
 *   with TaxScheme "FC"; one PaymentMeans per credit transfer (BG-17) repeating BT-81/83 (BT-82 only in the
 *   first: UBL-SR-46), card (BG-18) and mandate (BG-19) in the first; BT-90 as PartyIdentification with schemeID
 *   SEPA of the payee (or seller without payee); `cac:OrderReference/cbc:ID` "NA" when only BT-14
 *   is known; `cac:CardAccount/cbc:NetworkID` (mandatory in UBL, not in EN 16931) "NA"; a price
 *   discount element (Price/AllowanceCharge) whenever BT-147 or BT-148 is given (Amount 0 when
 *   only the gross price is known). Empty values are never written (no empty elements).
 * - BT-20 with XRechnung #SKONTO# lines gets its final line break back (BR-DE-18).
 * - Deterministic, pretty-printed output (`serialize()`).
 */
import type {
  DocumentAllowanceCharge,
  Identifier,
  Invoice,
  InvoiceLine,
  LineAllowanceCharge,
  Period,
  PostalAddress,
} from '../model/invoice.ts';
import { add, round } from '../model/money.ts';
import { PROFILES, type ProfileId } from '../profiles.ts';
import { el, leaf, serialize, type XNode } from '../xml/write.ts';
import { UBL_CREDIT_NOTE_TYPE_CODES, UBL_NS } from './read.ts';

export { UBL_CREDIT_NOTE_TYPE_CODES };

export interface WriteUblOptions {
  /** output profile: sets BT-24 (and whether Extension content is written) */
  profile?: ProfileId;
}

/** True when the type code is written as a UBL CreditNote. */
export function isUblCreditNote(typeCode: string): boolean {
  return UBL_CREDIT_NOTE_TYPE_CODES.includes(typeCode.trim());
}

type Child = XNode | undefined;

export function writeUbl(invoice: Invoice, opts: WriteUblOptions = {}): string {
  return serialize(buildUbl(invoice, opts));
}

/** The document tree (for callers that post-process it). */
export function buildUbl(inv: Invoice, opts: WriteUblOptions = {}): XNode | undefined {
  const credit = isUblCreditNote(inv.typeCode);
  const specId = opts.profile
    ? PROFILES[opts.profile].specificationIdentifier
    : inv.processControl.specificationIdentifier;
  const extension = specId.includes('urn:xeinkauf.de:kosit:extension:');
  const cur = inv.currency;
  const amt = (name: string, v: string | undefined, currency = cur): Child =>
    leaf(name, v, { currencyID: currency || undefined });
  const id = (name: string, x: Identifier | undefined): Child =>
    x ? leaf(name, x.value, { schemeID: x.schemeId || undefined }) : undefined;

  const taxCategory = (
    name: string,
    code: string | undefined,
    rate: string | undefined,
    extra: Child[] = [],
  ) =>
    el(
      name,
      undefined,
      leaf('cbc:ID', code),
      leaf('cbc:Percent', rate),
      ...extra,
      el('cac:TaxScheme', undefined, leaf('cbc:ID', 'VAT')),
    );

  const address = (name: string, a: PostalAddress | undefined): Child =>
    a
      ? el(
          name,
          undefined,
          leaf('cbc:StreetName', a.line1),
          leaf('cbc:AdditionalStreetName', a.line2),
          leaf('cbc:CityName', a.city),
          leaf('cbc:PostalZone', a.postalCode),
          leaf('cbc:CountrySubentity', a.countrySubdivision),
          el('cac:AddressLine', undefined, leaf('cbc:Line', a.line3)),
          el('cac:Country', undefined, leaf('cbc:IdentificationCode', a.countryCode)),
        )
      : undefined;

  const period = (p: Period | undefined, descriptionCode?: string): Child =>
    el(
      'cac:InvoicePeriod',
      undefined,
      leaf('cbc:StartDate', p?.startDate),
      leaf('cbc:EndDate', p?.endDate),
      leaf('cbc:DescriptionCode', descriptionCode),
    );

  const partyTaxScheme = (companyId: string | undefined, scheme: 'VAT' | 'FC'): Child =>
    companyId
      ? el(
          'cac:PartyTaxScheme',
          undefined,
          leaf('cbc:CompanyID', companyId),
          el('cac:TaxScheme', undefined, leaf('cbc:ID', scheme)),
        )
      : undefined;

  const partyIdentification = (x: Identifier | undefined): Child =>
    x ? el('cac:PartyIdentification', undefined, id('cbc:ID', x)) : undefined;

  const partyName = (name: string | undefined): Child =>
    el('cac:PartyName', undefined, leaf('cbc:Name', name));

  // BT-90 creditor id: on the payee when there is one, else on the seller
  const creditorId = inv.paymentInstructions?.directDebit?.creditorId;
  const sepaId = creditorId ? partyIdentification({ value: creditorId, schemeId: 'SEPA' }) : undefined;

  const s = inv.seller;
  const sellerParty = el(
    'cac:Party',
    undefined,
    s.electronicAddress
      ? leaf('cbc:EndpointID', s.electronicAddress.value, {
          schemeID: s.electronicAddress.schemeId || undefined,
        })
      : undefined,
    s.identifiers.map(partyIdentification),
    inv.payee ? undefined : sepaId,
    partyName(s.tradingName),
    address('cac:PostalAddress', s.address),
    partyTaxScheme(s.vatId, 'VAT'),
    partyTaxScheme(s.taxRegistrationId, 'FC'),
    el(
      'cac:PartyLegalEntity',
      undefined,
      leaf('cbc:RegistrationName', s.name),
      id('cbc:CompanyID', s.legalRegistrationId),
      leaf('cbc:CompanyLegalForm', s.additionalLegalInfo),
    ),
    contact(s.contact),
  );

  const b = inv.buyer;
  const buyerParty = el(
    'cac:Party',
    undefined,
    b.electronicAddress
      ? leaf('cbc:EndpointID', b.electronicAddress.value, {
          schemeID: b.electronicAddress.schemeId || undefined,
        })
      : undefined,
    partyIdentification(b.identifier),
    partyName(b.tradingName),
    address('cac:PostalAddress', b.address),
    partyTaxScheme(b.vatId, 'VAT'),
    el(
      'cac:PartyLegalEntity',
      undefined,
      leaf('cbc:RegistrationName', b.name),
      id('cbc:CompanyID', b.legalRegistrationId),
    ),
    contact(b.contact),
  );

  const p = inv.payee;
  const payee = p
    ? el(
        'cac:PayeeParty',
        undefined,
        partyIdentification(p.identifier),
        sepaId,
        partyName(p.name),
        el('cac:PartyLegalEntity', undefined, id('cbc:CompanyID', p.legalRegistrationId)),
      )
    : undefined;

  const tr = inv.taxRepresentative;
  const taxRep = tr
    ? el(
        'cac:TaxRepresentativeParty',
        undefined,
        partyName(tr.name),
        address('cac:PostalAddress', tr.address),
        partyTaxScheme(tr.vatId, 'VAT'),
      )
    : undefined;

  const d = inv.delivery;
  const delivery = d
    ? el(
        'cac:Delivery',
        undefined,
        leaf('cbc:ActualDeliveryDate', d.actualDeliveryDate),
        el('cac:DeliveryLocation', undefined, id('cbc:ID', d.locationId), address('cac:Address', d.address)),
        el('cac:DeliveryParty', undefined, partyName(d.partyName)),
      )
    : undefined;

  // BG-16: one PaymentMeans per credit transfer (UBL has one PayeeFinancialAccount each)
  const pi = inv.paymentInstructions;
  const paymentMeans: Child[] = [];
  if (pi) {
    const n = Math.max(1, pi.creditTransfers.length);
    for (let i = 0; i < n; i++) {
      const ct = pi.creditTransfers[i];
      const first = i === 0;
      const dueDate = credit && first ? inv.dueDate : undefined;
      paymentMeans.push(
        pi.typeCode
          ? el(
              'cac:PaymentMeans',
              undefined,
              leaf('cbc:PaymentMeansCode', pi.typeCode, { name: (first && pi.typeText) || undefined }),
              leaf('cbc:PaymentDueDate', dueDate),
              leaf('cbc:PaymentID', pi.remittanceInformation),
              first && pi.card
                ? el(
                    'cac:CardAccount',
                    undefined,
                    leaf('cbc:PrimaryAccountNumberID', pi.card.accountNumber),
                    leaf('cbc:NetworkID', 'NA'),
                    leaf('cbc:HolderName', pi.card.holderName),
                  )
                : undefined,
              ct
                ? el(
                    'cac:PayeeFinancialAccount',
                    undefined,
                    leaf('cbc:ID', ct.accountId),
                    leaf('cbc:Name', ct.accountName),
                    el('cac:FinancialInstitutionBranch', undefined, leaf('cbc:ID', ct.providerId)),
                  )
                : undefined,
              first && pi.directDebit
                ? el(
                    'cac:PaymentMandate',
                    undefined,
                    leaf('cbc:ID', pi.directDebit.mandateReference),
                    el(
                      'cac:PayerFinancialAccount',
                      undefined,
                      leaf('cbc:ID', pi.directDebit.debitedAccountId),
                    ),
                  )
                : undefined,
            )
          : undefined,
      );
    }
  }

  const docAllowanceCharge = (x: DocumentAllowanceCharge, charge: boolean): Child =>
    el(
      'cac:AllowanceCharge',
      undefined,
      leaf('cbc:ChargeIndicator', charge ? 'true' : 'false'),
      leaf('cbc:AllowanceChargeReasonCode', x.reasonCode),
      leaf('cbc:AllowanceChargeReason', x.reason),
      leaf('cbc:MultiplierFactorNumeric', x.percentage),
      amt('cbc:Amount', x.amount),
      amt('cbc:BaseAmount', x.baseAmount),
      taxCategory('cac:TaxCategory', x.vatCategoryCode, x.vatRate),
    );

  const lineAllowanceCharge = (x: LineAllowanceCharge, charge: boolean): Child =>
    el(
      'cac:AllowanceCharge',
      undefined,
      leaf('cbc:ChargeIndicator', charge ? 'true' : 'false'),
      leaf('cbc:AllowanceChargeReasonCode', x.reasonCode),
      leaf('cbc:AllowanceChargeReason', x.reason),
      leaf('cbc:MultiplierFactorNumeric', x.percentage),
      amt('cbc:Amount', x.amount),
      amt('cbc:BaseAmount', x.baseAmount),
    );

  const t = inv.totals;
  const taxTotals: Child[] = [
    el(
      'cac:TaxTotal',
      undefined,
      // BT-110 is optional in EN 16931 but cbc:TaxAmount is mandatory in UBL: when absent, write the
      // value BR-CO-14 implies (the sum of the VAT breakdown tax amounts).
      amt('cbc:TaxAmount', t.vatTotal ?? impliedVatTotal(inv)),
      inv.vatBreakdown.map((v) =>
        el(
          'cac:TaxSubtotal',
          undefined,
          amt('cbc:TaxableAmount', v.taxableAmount),
          amt('cbc:TaxAmount', v.taxAmount),
          taxCategory('cac:TaxCategory', v.categoryCode, v.rate, [
            leaf('cbc:TaxExemptionReasonCode', v.exemptionReasonCode),
            leaf('cbc:TaxExemptionReason', v.exemptionReason),
          ]),
        ),
      ),
    ),
    el('cac:TaxTotal', undefined, amt('cbc:TaxAmount', t.vatTotalInTaxCurrency, inv.taxCurrency || cur)),
  ];

  const monetaryTotal = el(
    'cac:LegalMonetaryTotal',
    undefined,
    amt('cbc:LineExtensionAmount', t.lineNetTotal),
    amt('cbc:TaxExclusiveAmount', t.taxExclusive),
    amt('cbc:TaxInclusiveAmount', t.taxInclusive),
    amt('cbc:AllowanceTotalAmount', t.allowanceTotal),
    amt('cbc:ChargeTotalAmount', t.chargeTotal),
    amt('cbc:PrepaidAmount', t.paidAmount),
    amt('cbc:PayableRoundingAmount', t.roundingAmount),
    amt('cbc:PayableAmount', t.amountDue),
  );

  const lineTag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const subLineTag = credit ? 'cac:SubCreditNoteLine' : 'cac:SubInvoiceLine';
  const line = (l: InvoiceLine, tag: string): Child => {
    const pr = l.price;
    const hasDiscount = pr.discount !== undefined || pr.grossPrice !== undefined;
    const it = l.item;
    return el(
      tag,
      undefined,
      leaf('cbc:ID', l.id),
      leaf('cbc:Note', l.note),
      leaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', l.quantity, {
        unitCode: l.unitCode || undefined,
      }),
      amt('cbc:LineExtensionAmount', l.netAmount),
      leaf('cbc:AccountingCost', l.buyerAccountingReference),
      l.period ? period(l.period) : undefined,
      el('cac:OrderLineReference', undefined, leaf('cbc:LineID', l.orderLineReference)),
      l.objectId
        ? el(
            'cac:DocumentReference',
            undefined,
            id('cbc:ID', l.objectId),
            leaf('cbc:DocumentTypeCode', '130'),
          )
        : undefined,
      l.allowances.map((x) => lineAllowanceCharge(x, false)),
      l.charges.map((x) => lineAllowanceCharge(x, true)),
      el(
        'cac:Item',
        undefined,
        leaf('cbc:Description', it.description),
        leaf('cbc:Name', it.name),
        el('cac:BuyersItemIdentification', undefined, leaf('cbc:ID', it.buyerId)),
        el('cac:SellersItemIdentification', undefined, leaf('cbc:ID', it.sellerId)),
        el('cac:StandardItemIdentification', undefined, id('cbc:ID', it.standardId)),
        el('cac:OriginCountry', undefined, leaf('cbc:IdentificationCode', it.originCountry)),
        it.classifications.map((c) =>
          el(
            'cac:CommodityClassification',
            undefined,
            leaf('cbc:ItemClassificationCode', c.value, {
              listID: c.schemeId || undefined,
              listVersionID: c.schemeVersionId || undefined,
            }),
          ),
        ),
        taxCategory('cac:ClassifiedTaxCategory', l.vatCategoryCode, l.vatRate),
        it.attributes.map((a) =>
          el('cac:AdditionalItemProperty', undefined, leaf('cbc:Name', a.name), leaf('cbc:Value', a.value)),
        ),
      ),
      el(
        'cac:Price',
        undefined,
        amt('cbc:PriceAmount', pr.netPrice),
        leaf('cbc:BaseQuantity', pr.baseQuantity, { unitCode: pr.baseQuantityUnitCode || undefined }),
        hasDiscount
          ? el(
              'cac:AllowanceCharge',
              undefined,
              leaf('cbc:ChargeIndicator', 'false'),
              amt('cbc:Amount', pr.discount ?? '0'),
              amt('cbc:BaseAmount', pr.grossPrice),
            )
          : undefined,
      ),
      extension ? l.subLines.map((sl) => line(sl, subLineTag)) : undefined,
    );
  };

  const notes = inv.notes.map((n) =>
    leaf('cbc:Note', n.subjectCode ? `#${n.subjectCode}#${n.text}` : n.text),
  );
  const docRef = (name: string, v: string | undefined): Child => el(name, undefined, leaf('cbc:ID', v));
  const orderRef =
    inv.purchaseOrderReference || inv.salesOrderReference
      ? el(
          'cac:OrderReference',
          undefined,
          leaf('cbc:ID', inv.purchaseOrderReference || 'NA'),
          leaf('cbc:SalesOrderID', inv.salesOrderReference),
        )
      : undefined;
  const billingRefs = inv.precedingInvoices.map((r) =>
    el(
      'cac:BillingReference',
      undefined,
      el(
        'cac:InvoiceDocumentReference',
        undefined,
        leaf('cbc:ID', r.number),
        leaf('cbc:IssueDate', r.issueDate),
      ),
    ),
  );
  const objectRef = inv.invoicedObjectId
    ? el(
        'cac:AdditionalDocumentReference',
        undefined,
        id('cbc:ID', inv.invoicedObjectId),
        leaf('cbc:DocumentTypeCode', '130'),
      )
    : undefined;
  const projectRefCredit =
    credit && inv.projectReference
      ? el(
          'cac:AdditionalDocumentReference',
          undefined,
          leaf('cbc:ID', inv.projectReference),
          leaf('cbc:DocumentTypeCode', '50'),
        )
      : undefined;
  const attachments = inv.attachments.map((a) =>
    el(
      'cac:AdditionalDocumentReference',
      undefined,
      leaf('cbc:ID', a.id),
      leaf('cbc:DocumentDescription', a.description),
      el(
        'cac:Attachment',
        undefined,
        a.content
          ? leaf('cbc:EmbeddedDocumentBinaryObject', a.content.base64, {
              mimeCode: a.content.mimeCode || undefined,
              filename: a.content.filename || undefined,
            })
          : undefined,
        el('cac:ExternalReference', undefined, leaf('cbc:URI', a.externalUri)),
      ),
    ),
  );
  const allowanceCharges = [
    inv.allowances.map((x) => docAllowanceCharge(x, false)),
    inv.charges.map((x) => docAllowanceCharge(x, true)),
  ];
  const paymentTerms = el(
    'cac:PaymentTerms',
    undefined,
    leaf('cbc:Note', paymentTermsText(inv.paymentTerms)),
  );
  const invoicePeriod =
    inv.invoicingPeriod || inv.taxPointDateCode
      ? period(inv.invoicingPeriod, inv.taxPointDateCode)
      : undefined;
  const supplier = el('cac:AccountingSupplierParty', undefined, sellerParty);
  const customer = el('cac:AccountingCustomerParty', undefined, buyerParty);

  const head: Child[] = [
    leaf('cbc:CustomizationID', specId),
    leaf('cbc:ProfileID', inv.processControl.businessProcessType),
    leaf('cbc:ID', inv.number),
    leaf('cbc:IssueDate', inv.issueDate),
  ];
  const tail: Array<Child | Child[]> = [
    leaf('cbc:DocumentCurrencyCode', inv.currency),
    leaf('cbc:TaxCurrencyCode', inv.taxCurrency),
    leaf('cbc:AccountingCost', inv.buyerAccountingReference),
    leaf('cbc:BuyerReference', inv.buyerReference),
    invoicePeriod,
    orderRef,
    billingRefs,
    docRef('cac:DespatchDocumentReference', inv.despatchAdviceReference),
    docRef('cac:ReceiptDocumentReference', inv.receivingAdviceReference),
  ];

  if (credit) {
    return el(
      'CreditNote',
      { xmlns: UBL_NS.creditNote, 'xmlns:cac': UBL_NS.cac, 'xmlns:cbc': UBL_NS.cbc },
      head,
      leaf('cbc:TaxPointDate', inv.taxPointDate),
      leaf('cbc:CreditNoteTypeCode', inv.typeCode),
      notes,
      tail,
      docRef('cac:ContractDocumentReference', inv.contractReference),
      objectRef,
      projectRefCredit,
      attachments,
      docRef('cac:OriginatorDocumentReference', inv.tenderOrLotReference),
      supplier,
      customer,
      payee,
      taxRep,
      delivery,
      paymentMeans,
      paymentTerms,
      allowanceCharges,
      taxTotals,
      monetaryTotal,
      inv.lines.map((l) => line(l, lineTag)),
    );
  }
  return el(
    'Invoice',
    { xmlns: UBL_NS.invoice, 'xmlns:cac': UBL_NS.cac, 'xmlns:cbc': UBL_NS.cbc },
    head,
    leaf('cbc:DueDate', inv.dueDate),
    leaf('cbc:InvoiceTypeCode', inv.typeCode),
    notes,
    leaf('cbc:TaxPointDate', inv.taxPointDate),
    tail,
    docRef('cac:OriginatorDocumentReference', inv.tenderOrLotReference),
    docRef('cac:ContractDocumentReference', inv.contractReference),
    objectRef,
    attachments,
    el('cac:ProjectReference', undefined, leaf('cbc:ID', inv.projectReference)),
    supplier,
    customer,
    payee,
    taxRep,
    delivery,
    paymentMeans,
    paymentTerms,
    extension
      ? inv.thirdPartyPayments.map((x) =>
          el(
            'cac:PrepaidPayment',
            undefined,
            leaf('cbc:ID', x.type),
            amt('cbc:PaidAmount', x.amount),
            leaf('cbc:InstructionID', x.description),
          ),
        )
      : undefined,
    allowanceCharges,
    taxTotals,
    monetaryTotal,
    inv.lines.map((l) => line(l, lineTag)),
  );
}

function contact(c: { name?: string; telephone?: string; email?: string } | undefined): Child {
  if (!c) return undefined;
  return el(
    'cac:Contact',
    undefined,
    leaf('cbc:Name', c.name),
    leaf('cbc:Telephone', c.telephone),
    leaf('cbc:ElectronicMail', c.email),
  );
}

/**
 * BT-20 as written: XRechnung's structured lines ("#SKONTO#TAGE=7#PROZENT=2.00#") must each end
 * with a line break (BR-DE-18), including the last one, which readers trim away.
 */
export function paymentTermsText(t: string | undefined): string | undefined {
  if (t === undefined || t === '') return t;
  if (/(^|\n)[ \t]*#/.test(t) && !/\n\s*$/.test(t)) return `${t}\n`;
  return t;
}

/** BT-110 as BR-CO-14 implies it from the VAT breakdown, when the invoice has a breakdown. */
function impliedVatTotal(inv: Invoice): string | undefined {
  if (inv.vatBreakdown.length === 0) return undefined;
  return round(add(...inv.vatBreakdown.map((v) => v.taxAmount)));
}
