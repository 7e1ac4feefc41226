/**
 * CII writer: EN 16931 model → UN/CEFACT Cross Industry Invoice D16B (`rsm:CrossIndustryInvoice`).
 *
 * Element order follows the CII D16B schema sequences exactly (CrossIndustryInvoice_100pD16B and
 * its ReusableAggregateBusinessInformationEntity module): ExchangedDocumentContext,
 * ExchangedDocument, SupplyChainTradeTransaction with all IncludedSupplyChainTradeLineItem first,
 * then ApplicableHeaderTradeAgreement, ApplicableHeaderTradeDelivery,
 * ApplicableHeaderTradeSettlement; inside each the schema's sequence. The binding is the one the
 * reader (`read.ts`) documents, so `readCii(writeCii(x))` gives `x` back for everything CII can
 * carry. Output is deterministic and pretty-printed (`serialize()`).
 *
 * BT-24 is the profile's specification identifier when a profile is given, else the invoice's.
 *
 * Shape choices:
 * - BT-29 identifiers without scheme → `ram:ID`, with scheme → `ram:GlobalID` (IDs first: the
 *   schema's order). BT-46/BT-60/BT-71 likewise.
 * - BG-16: one `ram:SpecifiedTradeSettlementPaymentMeans` per credit transfer (BG-17), each with
 *   BT-81/BT-82; the card (BG-18) and the debited account (BT-91) go into the first. BT-84 is
 *   `ram:IBANID` when it looks like an IBAN, else `ram:ProprietaryID`.
 * - BT-8 is translated from UNTDID 2005 (model, UBL: 3, 35, 432) to UNTDID 2475 (CII: 5, 29, 72).
 * - BT-7 / BT-8 go into the first header `ram:ApplicableTradeTax` only (CII-SR-461: one TaxPointDate).
 * - BT-20 gets a final line break when its last line is an XRechnung `#SKONTO#…#` segment (BR-DE-18).
 * - BT-149/BT-150 go into the net price and, when there is a gross price, into it as well.
 * - BT-110 is `ram:TaxTotalAmount currencyID=BT-5`; BT-111 a second one with currencyID=BT-6.
 * - BT-11 needs a `ram:Name` in CII: written as "Project reference".
 * - BG-3: CII D16B allows one `ram:InvoiceReferencedDocument`; only the first preceding invoice is
 *   written.
 * - Sub-lines (XRechnung Extension BG-DEX-01) are flattened depth-first in document order with
 *   `ram:ParentLineID`; written when no profile is given or the profile's level is "extended".
 *   Caveat (checked with the official validator): XRechnung does not support sub-lines in CII
 *   (warning BR-DEX-15), and the CEN rules sum every line item, sub-lines included (BR-CO-10,
 *   BR-S-08), so an invoice whose totals count only top-level lines (UBL SubInvoiceLine
 *   semantics) is rejected in CII. Such sub-lines are therefore omitted (the parent lines carry
 *   their amounts) and `conversionLosses()` declares it; sub-lines whose totals already follow
 *   CII semantics (read from CII) are written.
 * - Third-party payments (BG-DEX-09) have no CII binding and are not written.
 *
 * Factur-X / ZUGFeRD profile subsets (what `writeCii(inv, { profile })` keeps; everything else is
 * dropped before writing; XRechnung, EN 16931, Peppol and FACTUR-X XRECHNUNG are full EN 16931).
 * Checked against the element sets of the Factur-X 1.09 profile XSDs and the "not used" asserts of
 * their schematron (which drop BT-48/BT-55 from MINIMUM and BT-45 from BASIC WL / BASIC):
 *
 * | content                                                   | MIN | BASIC WL | BASIC | EN16931 | EXT |
 * |-----------------------------------------------------------|-----|----------|-------|---------|-----|
 * | BT-1/2/3/5, BT-23/24, BT-10, BT-13                        |  x  |    x     |   x   |    x    |  x  |
 * | seller BT-27, BT-30, BT-31, BT-32, country BT-40          |  x  |    x     |   x   |    x    |  x  |
 * | buyer BT-44, BT-47                                        |  x  |    x     |   x   |    x    |  x  |
 * | buyer BT-48, country BT-55                                |     |    x     |   x   |    x    |  x  |
 * | totals BT-109, BT-110, BT-112, BT-115                     |  x  |    x     |   x   |    x    |  x  |
 * | notes BG-1, BT-6, BT-8, BT-9, BT-12, BT-16, BT-19, BT-20  |     |    x     |   x   |    x    |  x  |
 * | full seller/buyer (ids, address, BT-28, BT-34, BT-49),    |     |    x     |   x   |    x    |  x  |
 * |   payee, tax representative, delivery, BG-3               |     |          |       |         |     |
 * | buyer trading name BT-45                                  |     |          |       |    x    |  x  |
 * | BG-16 (BT-81, BT-83, BT-84, BT-89/90/91)                  |     |    x     |   x   |    x    |  x  |
 * | BG-20/21, BG-22 except BT-114, BG-23, BG-14               |     |    x     |   x   |    x    |  x  |
 * | BT-7, BT-114, contacts BG-6/BG-9, BT-33, BT-82, BT-85,    |     |          |       |    x    |  x  |
 * |   BT-86, card BG-18, BT-11, BT-14, BT-15, BT-17, BT-18,   |     |          |       |         |     |
 * |   attachments BG-24                                       |     |          |       |         |     |
 * | lines: BT-126/127/129/130/131, BG-26, BG-27/28, BG-29,    |     |          |   x   |    x    |  x  |
 * |   BT-151/152, BT-153, BT-157                              |     |          |       |         |     |
 * | lines: BT-128, BT-132, BT-133, BT-154/155/156/158/159,    |     |          |       |    x    |  x  |
 * |   BG-32                                                   |     |          |       |         |     |
 * | sub-lines (ParentLineID, LineStatusReasonCode)            |     |          |       |         |  x  |
 */

import type {
  Buyer,
  Contact,
  DocumentAllowanceCharge,
  Identifier,
  Invoice,
  InvoiceLine,
  LineAllowanceCharge,
  Period,
  PostalAddress,
  Seller,
} from '../model/invoice.ts';
import { XRECHNUNG_3_CIUS } from '../model/invoice.ts';
import { hasSubLines, totalsCountTopLevelLinesOnly } from '../model/lines.ts';
import { PROFILES, type ProfileId, type ProfileLevel } from '../profiles.ts';
import { el, leaf, serialize, type XNode } from '../xml/write.ts';
import { CII_NS, CII_TO_MODEL_DATE_CODE } from './read.ts';

/** BT-8: model (UNTDID 2005) → CII `ram:DueDateTypeCode` (UNTDID 2475). */
const MODEL_TO_CII_DATE_CODE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CII_TO_MODEL_DATE_CODE).map(([cii, model]) => [model, cii]),
);

export interface WriteCiiOptions {
  profile?: ProfileId;
}

export function writeCii(invoice: Invoice, opts: WriteCiiOptions = {}): string {
  const profile = opts.profile ? PROFILES[opts.profile] : undefined;
  const level: ProfileLevel = profile?.level ?? 'extended';
  const inv = restrictToLevel(invoice, level);
  // CII sums every line item (BR-CO-10): sub-lines whose amounts the totals count only through
  // their parent line (UBL semantics) would make the document invalid, so they are omitted
  // (declared by conversionLosses()).
  if (hasSubLines(inv) && totalsCountTopLevelLinesOnly(inv))
    inv.lines = inv.lines.map((l) => ({ ...l, subLines: [] }));
  // ZUGFeRD XRECHNUNG carries an XRechnung document: an Extension or CVD invoice keeps its own
  // XRechnung identifier rather than being relabelled as plain CIUS.
  const own = inv.processControl.specificationIdentifier;
  const keepOwn = profile?.id === 'facturx-xrechnung' && own.startsWith(XRECHNUNG_3_CIUS);
  const spec = keepOwn ? own : (profile?.specificationIdentifier ?? own);
  return serialize(buildCii(inv, spec));
}

// --- profile subsets ----------------------------------------------------------------------

const RANK: Record<ProfileLevel, number> = { minimum: 0, basicwl: 1, basic: 2, en16931: 3, extended: 4 };

/** A copy of the invoice with only what the level allows (see the table above). */
export function restrictToLevel(src: Invoice, level: ProfileLevel): Invoice {
  const inv: Invoice = structuredClone(src);
  const rank = RANK[level];
  if (rank < RANK.extended) {
    inv.thirdPartyPayments = [];
    const flatten = (lines: InvoiceLine[]): InvoiceLine[] =>
      lines.map((l) => {
        const { lineStatusReasonCode: _drop, ...rest } = l;
        return { ...rest, subLines: [] };
      });
    inv.lines = flatten(inv.lines);
  }
  if (rank >= RANK.en16931) return inv;

  // BASIC and BASIC WL
  for (const p of [inv.seller, inv.buyer] as Array<Seller | Buyer>) delete p.contact;
  delete inv.buyer.tradingName; // BT-45: "not used" in the BASIC WL / BASIC schematron
  delete inv.seller.additionalLegalInfo;
  delete inv.taxPointDate;
  delete inv.totals.roundingAmount;
  delete inv.projectReference;
  delete inv.salesOrderReference;
  delete inv.receivingAdviceReference;
  delete inv.tenderOrLotReference;
  delete inv.invoicedObjectId;
  inv.attachments = [];
  if (inv.paymentInstructions) {
    delete inv.paymentInstructions.typeText;
    delete inv.paymentInstructions.card;
    inv.paymentInstructions.creditTransfers = inv.paymentInstructions.creditTransfers.map((c) => ({
      accountId: c.accountId,
    }));
  }
  inv.lines = inv.lines.map((l) => {
    const out: InvoiceLine = {
      id: l.id,
      quantity: l.quantity,
      unitCode: l.unitCode,
      netAmount: l.netAmount,
      allowances: l.allowances,
      charges: l.charges,
      price: l.price,
      vatCategoryCode: l.vatCategoryCode,
      item: { name: l.item.name, classifications: [], attributes: [] },
      subLines: [],
    };
    if (l.note !== undefined) out.note = l.note;
    if (l.period) out.period = l.period;
    if (l.vatRate !== undefined) out.vatRate = l.vatRate;
    if (l.item.standardId) out.item.standardId = l.item.standardId;
    return out;
  });
  if (rank >= RANK.basic) return inv;

  // BASIC WL: no lines
  inv.lines = [];
  if (rank >= RANK.basicwl) return inv;

  // MINIMUM: header only
  const min: Invoice = {
    number: inv.number,
    issueDate: inv.issueDate,
    typeCode: inv.typeCode,
    currency: inv.currency,
    notes: [],
    processControl: inv.processControl,
    precedingInvoices: [],
    seller: { name: inv.seller.name, identifiers: [], address: {} },
    buyer: { name: inv.buyer.name, address: {} },
    allowances: [],
    charges: [],
    totals: {
      lineNetTotal: '',
      taxExclusive: inv.totals.taxExclusive,
      taxInclusive: inv.totals.taxInclusive,
      amountDue: inv.totals.amountDue,
    },
    vatBreakdown: [],
    attachments: [],
    lines: [],
    thirdPartyPayments: [],
  };
  if (inv.buyerReference !== undefined) min.buyerReference = inv.buyerReference;
  if (inv.purchaseOrderReference !== undefined) min.purchaseOrderReference = inv.purchaseOrderReference;
  if (inv.seller.legalRegistrationId) min.seller.legalRegistrationId = inv.seller.legalRegistrationId;
  if (inv.seller.vatId !== undefined) min.seller.vatId = inv.seller.vatId;
  if (inv.seller.taxRegistrationId !== undefined) min.seller.taxRegistrationId = inv.seller.taxRegistrationId;
  if (inv.seller.address.countryCode !== undefined)
    min.seller.address = { countryCode: inv.seller.address.countryCode };
  if (inv.buyer.legalRegistrationId) min.buyer.legalRegistrationId = inv.buyer.legalRegistrationId;
  // BT-48 and BT-55 are allowed by the MINIMUM XSD but "not used" by its schematron: omitted.
  if (inv.totals.vatTotal !== undefined) min.totals.vatTotal = inv.totals.vatTotal;
  return min;
}

// --- building the tree ----------------------------------------------------------------------

type N = XNode | undefined;

/** YYYY-MM-DD → YYYYMMDD (format 102); other text is written as it is. */
function d102(date: string | undefined): string | undefined {
  if (date === undefined || date === '') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[1]}${m[2]}${m[3]}` : date;
}

function dateTime(name: string, date: string | undefined): N {
  const v = d102(date);
  return v === undefined ? undefined : el(name, {}, leaf('udt:DateTimeString', v, { format: '102' }));
}

function nonEmpty(s: string | undefined): string | undefined {
  return s === undefined || s === '' ? undefined : s;
}

function idLeaf(name: string, id: Identifier | undefined): N {
  if (!id) return undefined;
  return leaf(name, id.value, { schemeID: nonEmpty(id.schemeId) });
}

/** BT-46 / BT-60 / BT-71: `ram:ID` without scheme, `ram:GlobalID` with scheme. */
function partyId(id: Identifier | undefined): N {
  if (!id) return undefined;
  return id.schemeId ? idLeaf('ram:GlobalID', id) : leaf('ram:ID', id.value);
}

function address(a: PostalAddress | undefined): N {
  if (!a) return undefined;
  return el(
    'ram:PostalTradeAddress',
    {},
    leaf('ram:PostcodeCode', a.postalCode),
    leaf('ram:LineOne', a.line1),
    leaf('ram:LineTwo', a.line2),
    leaf('ram:LineThree', a.line3),
    leaf('ram:CityName', a.city),
    leaf('ram:CountryID', a.countryCode),
    leaf('ram:CountrySubDivisionName', a.countrySubdivision),
  );
}

function contact(c: Contact | undefined): N {
  if (!c) return undefined;
  return el(
    'ram:DefinedTradeContact',
    {},
    leaf('ram:PersonName', c.name),
    el('ram:TelephoneUniversalCommunication', {}, leaf('ram:CompleteNumber', c.telephone)),
    el('ram:EmailURIUniversalCommunication', {}, leaf('ram:URIID', c.email)),
  );
}

function electronicAddress(e: { value: string; schemeId: string } | undefined): N {
  if (!e) return undefined;
  return el(
    'ram:URIUniversalCommunication',
    {},
    leaf('ram:URIID', e.value, { schemeID: nonEmpty(e.schemeId) }),
  );
}

function taxRegistration(value: string | undefined, scheme: 'VA' | 'FC'): N {
  return el('ram:SpecifiedTaxRegistration', {}, leaf('ram:ID', value, { schemeID: scheme }));
}

function legalOrganization(id: Identifier | undefined, tradingName: string | undefined): N {
  return el(
    'ram:SpecifiedLegalOrganization',
    {},
    idLeaf('ram:ID', id),
    leaf('ram:TradingBusinessName', tradingName),
  );
}

function sellerParty(s: Seller): N {
  return el(
    'ram:SellerTradeParty',
    {},
    s.identifiers.filter((i) => !i.schemeId).map((i) => leaf('ram:ID', i.value)),
    s.identifiers.filter((i) => i.schemeId).map((i) => idLeaf('ram:GlobalID', i)),
    leaf('ram:Name', s.name),
    leaf('ram:Description', s.additionalLegalInfo),
    legalOrganization(s.legalRegistrationId, s.tradingName),
    contact(s.contact),
    address(s.address),
    electronicAddress(s.electronicAddress),
    taxRegistration(s.vatId, 'VA'),
    taxRegistration(s.taxRegistrationId, 'FC'),
  );
}

function buyerParty(b: Buyer): N {
  return el(
    'ram:BuyerTradeParty',
    {},
    partyId(b.identifier),
    leaf('ram:Name', b.name),
    legalOrganization(b.legalRegistrationId, b.tradingName),
    contact(b.contact),
    address(b.address),
    electronicAddress(b.electronicAddress),
    taxRegistration(b.vatId, 'VA'),
  );
}

function period(name: string, p: Period | undefined): N {
  if (!p) return undefined;
  return el(name, {}, dateTime('ram:StartDateTime', p.startDate), dateTime('ram:EndDateTime', p.endDate));
}

function indicator(charge: boolean): N {
  return el('ram:ChargeIndicator', {}, leaf('udt:Indicator', charge ? 'true' : 'false'));
}

function lineAllowanceCharge(a: LineAllowanceCharge, charge: boolean): N {
  return el(
    'ram:SpecifiedTradeAllowanceCharge',
    {},
    indicator(charge),
    leaf('ram:CalculationPercent', a.percentage),
    leaf('ram:BasisAmount', a.baseAmount),
    leaf('ram:ActualAmount', a.amount),
    leaf('ram:ReasonCode', a.reasonCode),
    leaf('ram:Reason', a.reason),
  );
}

function docAllowanceCharge(a: DocumentAllowanceCharge, charge: boolean): N {
  return el(
    'ram:SpecifiedTradeAllowanceCharge',
    {},
    indicator(charge),
    leaf('ram:CalculationPercent', a.percentage),
    leaf('ram:BasisAmount', a.baseAmount),
    leaf('ram:ActualAmount', a.amount),
    leaf('ram:ReasonCode', a.reasonCode),
    leaf('ram:Reason', a.reason),
    el(
      'ram:CategoryTradeTax',
      {},
      leaf('ram:TypeCode', 'VAT'),
      leaf('ram:CategoryCode', a.vatCategoryCode),
      leaf('ram:RateApplicablePercent', a.vatRate),
    ),
  );
}

function lineItem(l: InvoiceLine, parentId: string | undefined): N {
  const p = l.price;
  const baseQty = leaf('ram:BasisQuantity', p.baseQuantity, { unitCode: nonEmpty(p.baseQuantityUnitCode) });
  const hasGross = p.grossPrice !== undefined && p.grossPrice !== '';
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    {},
    el(
      'ram:AssociatedDocumentLineDocument',
      {},
      leaf('ram:LineID', l.id),
      leaf('ram:ParentLineID', parentId),
      leaf('ram:LineStatusReasonCode', l.lineStatusReasonCode),
      el('ram:IncludedNote', {}, leaf('ram:Content', l.note)),
    ),
    el(
      'ram:SpecifiedTradeProduct',
      {},
      idLeaf('ram:GlobalID', l.item.standardId),
      leaf('ram:SellerAssignedID', l.item.sellerId),
      leaf('ram:BuyerAssignedID', l.item.buyerId),
      leaf('ram:Name', l.item.name),
      leaf('ram:Description', l.item.description),
      l.item.attributes.map((a) =>
        el(
          'ram:ApplicableProductCharacteristic',
          {},
          leaf('ram:Description', a.name),
          leaf('ram:Value', a.value),
        ),
      ),
      l.item.classifications.map((c) =>
        el(
          'ram:DesignatedProductClassification',
          {},
          leaf('ram:ClassCode', c.value, {
            listID: nonEmpty(c.schemeId),
            listVersionID: nonEmpty(c.schemeVersionId),
          }),
        ),
      ),
      el('ram:OriginTradeCountry', {}, leaf('ram:ID', l.item.originCountry)),
    ),
    el(
      'ram:SpecifiedLineTradeAgreement',
      {},
      el('ram:BuyerOrderReferencedDocument', {}, leaf('ram:LineID', l.orderLineReference)),
      hasGross || p.discount
        ? el(
            'ram:GrossPriceProductTradePrice',
            {},
            leaf('ram:ChargeAmount', p.grossPrice),
            baseQty,
            p.discount
              ? el(
                  'ram:AppliedTradeAllowanceCharge',
                  {},
                  indicator(false),
                  leaf('ram:ActualAmount', p.discount),
                )
              : undefined,
          )
        : undefined,
      el('ram:NetPriceProductTradePrice', {}, leaf('ram:ChargeAmount', p.netPrice), baseQty),
    ),
    el(
      'ram:SpecifiedLineTradeDelivery',
      {},
      leaf('ram:BilledQuantity', l.quantity, { unitCode: nonEmpty(l.unitCode) }),
    ),
    el(
      'ram:SpecifiedLineTradeSettlement',
      {},
      el(
        'ram:ApplicableTradeTax',
        {},
        leaf('ram:TypeCode', 'VAT'),
        leaf('ram:CategoryCode', l.vatCategoryCode),
        leaf('ram:RateApplicablePercent', l.vatRate),
      ),
      period('ram:BillingSpecifiedPeriod', l.period),
      l.allowances.map((a) => lineAllowanceCharge(a, false)),
      l.charges.map((a) => lineAllowanceCharge(a, true)),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', {}, leaf('ram:LineTotalAmount', l.netAmount)),
      l.objectId
        ? el(
            'ram:AdditionalReferencedDocument',
            {},
            leaf('ram:IssuerAssignedID', l.objectId.value),
            leaf('ram:TypeCode', '130'),
            leaf('ram:ReferenceTypeCode', l.objectId.schemeId),
          )
        : undefined,
      el('ram:ReceivableSpecifiedTradeAccountingAccount', {}, leaf('ram:ID', l.buyerAccountingReference)),
    ),
  );
}

/** Lines and sub-lines depth-first, each sub-line pointing to its parent. */
function flattenLines(lines: InvoiceLine[], parentId?: string): N[] {
  const out: N[] = [];
  for (const l of lines) {
    out.push(lineItem(l, parentId));
    if (l.subLines.length) out.push(...flattenLines(l.subLines, l.id));
  }
  return out;
}

/**
 * BT-20 as written. XRechnung's structured payment terms (`#SKONTO#TAGE=…#PROZENT=…#`, BR-DE-18)
 * must end with a line break; the reader trims it, so the writer puts it back when the last line
 * is such a segment line.
 */
function paymentTermsText(s: string | undefined): string | undefined {
  if (s === undefined || s === '') return undefined;
  const last = s.split(/\r?\n/).pop()?.trim() ?? '';
  return last.startsWith('#') && last.endsWith('#') ? `${s}\n` : s;
}

const IBAN_RE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{8,30}$/;

function paymentMeans(inv: Invoice): N[] {
  const pi = inv.paymentInstructions;
  if (!pi) return [];
  const transfers = pi.creditTransfers.length ? pi.creditTransfers : [undefined];
  return transfers.map((ct, i) => {
    const first = i === 0;
    const acct = ct?.accountId;
    const isIban = acct !== undefined && IBAN_RE.test(acct.replace(/\s+/g, ''));
    return el(
      'ram:SpecifiedTradeSettlementPaymentMeans',
      {},
      leaf('ram:TypeCode', pi.typeCode),
      leaf('ram:Information', pi.typeText),
      first && pi.card
        ? el(
            'ram:ApplicableTradeSettlementFinancialCard',
            {},
            leaf('ram:ID', pi.card.accountNumber),
            leaf('ram:CardholderName', pi.card.holderName),
          )
        : undefined,
      first
        ? el('ram:PayerPartyDebtorFinancialAccount', {}, leaf('ram:IBANID', pi.directDebit?.debitedAccountId))
        : undefined,
      ct
        ? el(
            'ram:PayeePartyCreditorFinancialAccount',
            {},
            isIban ? leaf('ram:IBANID', acct) : undefined,
            leaf('ram:AccountName', ct.accountName),
            isIban ? undefined : leaf('ram:ProprietaryID', acct),
          )
        : undefined,
      ct
        ? el('ram:PayeeSpecifiedCreditorFinancialInstitution', {}, leaf('ram:BICID', ct.providerId))
        : undefined,
    );
  });
}

function dateCode(code: string | undefined): string | undefined {
  return code === undefined ? undefined : (MODEL_TO_CII_DATE_CODE[code] ?? code);
}

function buildCii(inv: Invoice, spec: string): N {
  const t = inv.totals;
  const pi = inv.paymentInstructions;
  const tpd = d102(inv.taxPointDate);
  const project = nonEmpty(inv.projectReference);
  const precedingInvoice = inv.precedingInvoices[0];
  const hasTaxCurrency = inv.taxCurrency !== undefined && inv.taxCurrency !== '';
  return el(
    'rsm:CrossIndustryInvoice',
    {
      'xmlns:rsm': CII_NS.rsm,
      'xmlns:ram': CII_NS.ram,
      'xmlns:qdt': CII_NS.qdt,
      'xmlns:udt': CII_NS.udt,
    },
    el(
      'rsm:ExchangedDocumentContext',
      {},
      el(
        'ram:BusinessProcessSpecifiedDocumentContextParameter',
        {},
        leaf('ram:ID', inv.processControl.businessProcessType),
      ),
      el('ram:GuidelineSpecifiedDocumentContextParameter', {}, leaf('ram:ID', spec)),
    ),
    el(
      'rsm:ExchangedDocument',
      {},
      leaf('ram:ID', inv.number),
      leaf('ram:TypeCode', inv.typeCode),
      dateTime('ram:IssueDateTime', inv.issueDate),
      inv.notes.map((n) =>
        el('ram:IncludedNote', {}, leaf('ram:Content', n.text), leaf('ram:SubjectCode', n.subjectCode)),
      ),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      {},
      flattenLines(inv.lines),
      el(
        'ram:ApplicableHeaderTradeAgreement',
        {},
        leaf('ram:BuyerReference', inv.buyerReference),
        sellerParty(inv.seller),
        buyerParty(inv.buyer),
        inv.taxRepresentative
          ? el(
              'ram:SellerTaxRepresentativeTradeParty',
              {},
              leaf('ram:Name', inv.taxRepresentative.name),
              address(inv.taxRepresentative.address),
              taxRegistration(inv.taxRepresentative.vatId, 'VA'),
            )
          : undefined,
        el('ram:SellerOrderReferencedDocument', {}, leaf('ram:IssuerAssignedID', inv.salesOrderReference)),
        el('ram:BuyerOrderReferencedDocument', {}, leaf('ram:IssuerAssignedID', inv.purchaseOrderReference)),
        el('ram:ContractReferencedDocument', {}, leaf('ram:IssuerAssignedID', inv.contractReference)),
        inv.attachments.map((a) =>
          el(
            'ram:AdditionalReferencedDocument',
            {},
            leaf('ram:IssuerAssignedID', a.id),
            leaf('ram:URIID', a.externalUri),
            leaf('ram:TypeCode', '916'),
            leaf('ram:Name', a.description),
            a.content
              ? leaf('ram:AttachmentBinaryObject', a.content.base64, {
                  mimeCode: nonEmpty(a.content.mimeCode),
                  filename: nonEmpty(a.content.filename),
                })
              : undefined,
          ),
        ),
        inv.tenderOrLotReference
          ? el(
              'ram:AdditionalReferencedDocument',
              {},
              leaf('ram:IssuerAssignedID', inv.tenderOrLotReference),
              leaf('ram:TypeCode', '50'),
            )
          : undefined,
        inv.invoicedObjectId
          ? el(
              'ram:AdditionalReferencedDocument',
              {},
              leaf('ram:IssuerAssignedID', inv.invoicedObjectId.value),
              leaf('ram:TypeCode', '130'),
              leaf('ram:ReferenceTypeCode', inv.invoicedObjectId.schemeId),
            )
          : undefined,
        project
          ? el(
              'ram:SpecifiedProcuringProject',
              {},
              leaf('ram:ID', project),
              leaf('ram:Name', 'Project reference'),
            )
          : undefined,
      ),
      // ApplicableHeaderTradeDelivery is mandatory in the schema, even when empty.
      el(
        'ram:ApplicableHeaderTradeDelivery',
        {},
        inv.delivery && (inv.delivery.partyName || inv.delivery.locationId || inv.delivery.address)
          ? el(
              'ram:ShipToTradeParty',
              {},
              partyId(inv.delivery.locationId),
              leaf('ram:Name', inv.delivery.partyName),
              address(inv.delivery.address),
            )
          : undefined,
        el(
          'ram:ActualDeliverySupplyChainEvent',
          {},
          dateTime('ram:OccurrenceDateTime', inv.delivery?.actualDeliveryDate),
        ),
        el(
          'ram:DespatchAdviceReferencedDocument',
          {},
          leaf('ram:IssuerAssignedID', inv.despatchAdviceReference),
        ),
        el(
          'ram:ReceivingAdviceReferencedDocument',
          {},
          leaf('ram:IssuerAssignedID', inv.receivingAdviceReference),
        ),
      ) ?? { name: 'ram:ApplicableHeaderTradeDelivery', attrs: [], children: [], text: '' },
      el(
        'ram:ApplicableHeaderTradeSettlement',
        {},
        leaf('ram:CreditorReferenceID', pi?.directDebit?.creditorId),
        leaf('ram:PaymentReference', pi?.remittanceInformation),
        leaf('ram:TaxCurrencyCode', inv.taxCurrency),
        leaf('ram:InvoiceCurrencyCode', inv.currency),
        inv.payee
          ? el(
              'ram:PayeeTradeParty',
              {},
              partyId(inv.payee.identifier),
              leaf('ram:Name', inv.payee.name),
              legalOrganization(inv.payee.legalRegistrationId, undefined),
            )
          : undefined,
        paymentMeans(inv),
        inv.vatBreakdown.map((v, i) =>
          el(
            'ram:ApplicableTradeTax',
            {},
            leaf('ram:CalculatedAmount', v.taxAmount),
            leaf('ram:TypeCode', 'VAT'),
            leaf('ram:ExemptionReason', v.exemptionReason),
            leaf('ram:BasisAmount', v.taxableAmount),
            leaf('ram:CategoryCode', v.categoryCode),
            leaf('ram:ExemptionReasonCode', v.exemptionReasonCode),
            i === 0 && tpd
              ? el('ram:TaxPointDate', {}, leaf('udt:DateString', tpd, { format: '102' }))
              : undefined,
            i === 0 ? leaf('ram:DueDateTypeCode', dateCode(inv.taxPointDateCode)) : undefined,
            leaf('ram:RateApplicablePercent', v.rate),
          ),
        ),
        period('ram:BillingSpecifiedPeriod', inv.invoicingPeriod),
        inv.allowances.map((a) => docAllowanceCharge(a, false)),
        inv.charges.map((a) => docAllowanceCharge(a, true)),
        el(
          'ram:SpecifiedTradePaymentTerms',
          {},
          leaf('ram:Description', paymentTermsText(inv.paymentTerms)),
          dateTime('ram:DueDateDateTime', inv.dueDate),
          leaf('ram:DirectDebitMandateID', pi?.directDebit?.mandateReference),
        ),
        el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          {},
          leaf('ram:LineTotalAmount', t.lineNetTotal),
          leaf('ram:ChargeTotalAmount', t.chargeTotal),
          leaf('ram:AllowanceTotalAmount', t.allowanceTotal),
          leaf('ram:TaxBasisTotalAmount', t.taxExclusive),
          leaf('ram:TaxTotalAmount', t.vatTotal, { currencyID: nonEmpty(inv.currency) }),
          hasTaxCurrency
            ? leaf('ram:TaxTotalAmount', t.vatTotalInTaxCurrency, { currencyID: inv.taxCurrency })
            : undefined,
          leaf('ram:RoundingAmount', t.roundingAmount),
          leaf('ram:GrandTotalAmount', t.taxInclusive),
          leaf('ram:TotalPrepaidAmount', t.paidAmount),
          leaf('ram:DuePayableAmount', t.amountDue),
        ),
        precedingInvoice
          ? el(
              'ram:InvoiceReferencedDocument',
              {},
              leaf('ram:IssuerAssignedID', precedingInvoice.number),
              precedingInvoice.issueDate
                ? el(
                    'ram:FormattedIssueDateTime',
                    {},
                    leaf('qdt:DateTimeString', d102(precedingInvoice.issueDate), { format: '102' }),
                  )
                : undefined,
            )
          : undefined,
        el('ram:ReceivableSpecifiedTradeAccountingAccount', {}, leaf('ram:ID', inv.buyerAccountingReference)),
      ),
    ),
  );
}
