/**
 * EN 16931 code list rules BR-CL-01 … BR-CL-26, against the code lists in `codelists/` (the
 * sets the CEN 1.3.15 artefacts check). BR-CL-03 (currencyID attributes) looks at the XML and is
 * an `XmlRule`. Scenario overrides apply (XRechnung: BR-CL-21/23 warning; Extension: BR-CL-10,
 * 11, 21, 24, 25, 26 information; CVD: BR-CL-13 information).
 */
import { type CodeListId, isValidCode } from '../../codelists/index.ts';
import type { Identifier } from '../../model/invoice.ts';
import { pathOf, type XmlElement, xmlTrim } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Finding, Rule, RuleContext, XmlFinding, XmlRule } from '../types.ts';
import { has, normalizeSpace, rule } from '../util.ts';
import { overrideRule } from '../xml-util.ts';

const S = 'en16931' as const;

type Values = (ctx: RuleContext) => Array<[string | undefined, string]>;

function clRule(
  id: string,
  bt: string[],
  en: string,
  de: string,
  list: CodeListId | ((ctx: RuleContext) => CodeListId),
  values: Values,
  extraOk?: (v: string, path: string) => boolean,
): Rule {
  return rule({
    id,
    scope: S,
    bt,
    message: {
      en: `${en} shall be coded using {list} ("{value}" is not in the list).`,
      de: `${de} muss aus der Codeliste {list} stammen („{value}“ ist nicht enthalten).`,
    },
    check: (ctx) => {
      const l = typeof list === 'function' ? list(ctx) : list;
      const out: Finding[] = [];
      for (const [v, path] of values(ctx)) {
        if (v === undefined) continue;
        if (isValidCode(l, v) || extraOk?.(v, path)) continue;
        out.push({ path, params: { value: v, list: LIST_NAMES[l] ?? l } });
      }
      return out;
    },
  });
}

const LIST_NAMES: Partial<Record<CodeListId, string>> = {
  documentType: 'UNTDID 1001',
  invoiceTypeUbl: 'UNTDID 1001',
  creditNoteTypeUbl: 'UNTDID 1001',
  currency: 'ISO 4217',
  vatDate: 'UNTDID 2005',
  vatDateCii: 'UNTDID 2475',
  objectScheme: 'UNTDID 1153',
  textSubject: 'UNTDID 4451',
  textSubjectCii: 'UNTDID 4451',
  icd: 'ISO 6523 ICD',
  itemClassification: 'UNTDID 7143',
  country: 'ISO 3166-1',
  countryCii: 'ISO 3166-1',
  paymentMeans: 'UNTDID 4461',
  vatCategory: 'UNCL 5305',
  allowanceReason: 'UNTDID 5189',
  chargeReason: 'UNTDID 7161',
  vatex: 'VATEX',
  unit: 'UN/ECE Rec 20/21',
  mime: 'MIME',
  eas: 'CEF EAS',
};

const scheme = (
  id: Identifier | { schemeId?: string } | undefined,
  path: string,
): [string | undefined, string] => [id?.schemeId, `${path}.schemeId`];

const countryList = (ctx: RuleContext): CodeListId => (ctx.syntax === 'cii' ? 'countryCii' : 'country');

export const BR_CL_RULES: Rule[] = [
  clRule(
    'BR-CL-01',
    ['BT-3'],
    'The invoice type code (BT-3)',
    'Der Rechnungsartcode (BT-3)',
    (ctx) =>
      ctx.syntax === 'cii'
        ? 'documentType'
        : ctx.documentType === 'CreditNote'
          ? 'creditNoteTypeUbl'
          : 'invoiceTypeUbl',
    ({ invoice }) => [[invoice.typeCode || undefined, 'typeCode']],
  ),
  clRule(
    'BR-CL-04',
    ['BT-5'],
    'The invoice currency code (BT-5)',
    'Der Währungscode (BT-5)',
    'currency',
    ({ invoice }) => [[invoice.currency || undefined, 'currency']],
  ),
  clRule(
    'BR-CL-05',
    ['BT-6'],
    'The VAT accounting currency code (BT-6)',
    'Der Code der Umsatzsteuer-Buchungswährung (BT-6)',
    'currency',
    ({ invoice }) => [[invoice.taxCurrency, 'taxCurrency']],
  ),
  clRule(
    'BR-CL-06',
    ['BT-8'],
    'The VAT point date code (BT-8)',
    'Der Code für das Datum der Steuerfälligkeit (BT-8)',
    // the model holds UNTDID 2005 codes in both syntaxes (the CII reader translates from 2475)
    'vatDate',
    ({ invoice }) => [[invoice.taxPointDateCode, 'taxPointDateCode']],
  ),
  clRule(
    'BR-CL-07',
    ['BT-18-1', 'BT-128-1'],
    'The object identifier scheme (BT-18-1, BT-128-1)',
    'Die Schemakennung der Objektkennung (BT-18-1, BT-128-1)',
    'objectScheme',
    ({ invoice }) => [
      scheme(invoice.invoicedObjectId, 'invoicedObjectId'),
      ...invoice.lines.map((l, i) => scheme(l.objectId, `lines[${i}].objectId`)),
    ],
  ),
  clRule(
    'BR-CL-08',
    ['BT-21'],
    'The invoice note subject code (BT-21)',
    'Der Betreff-Code der Bemerkung (BT-21)',
    (ctx) => (ctx.syntax === 'cii' ? 'textSubjectCii' : 'textSubject'),
    ({ invoice }) => invoice.notes.map((n, i) => [n.subjectCode, `notes[${i}].subjectCode`]),
  ),
  clRule(
    'BR-CL-10',
    ['BT-29-1', 'BT-46-1', 'BT-60-1'],
    'The identifier scheme (BT-29-1, BT-46-1, BT-60-1)',
    'Die Schemakennung der Kennung (BT-29-1, BT-46-1, BT-60-1)',
    'icd',
    ({ invoice }) => [
      ...invoice.seller.identifiers.map((id, i) => scheme(id, `seller.identifiers[${i}]`)),
      scheme(invoice.buyer.identifier, 'buyer.identifier'),
      scheme(invoice.payee?.identifier, 'payee.identifier'),
    ],
    (v, path) => normalizeSpace(v) === 'SEPA' && !path.startsWith('buyer'),
  ),
  clRule(
    'BR-CL-11',
    ['BT-30-1', 'BT-47-1', 'BT-61-1'],
    'The legal registration identifier scheme (BT-30-1, BT-47-1, BT-61-1)',
    'Die Schemakennung der Registernummer (BT-30-1, BT-47-1, BT-61-1)',
    'icd',
    ({ invoice }) => [
      scheme(invoice.seller.legalRegistrationId, 'seller.legalRegistrationId'),
      scheme(invoice.buyer.legalRegistrationId, 'buyer.legalRegistrationId'),
      scheme(invoice.payee?.legalRegistrationId, 'payee.legalRegistrationId'),
    ],
  ),
  clRule(
    'BR-CL-13',
    ['BT-158-1'],
    'The item classification scheme (BT-158-1)',
    'Die Schemakennung der Artikelklassifizierung (BT-158-1)',
    'itemClassification',
    ({ invoice }) =>
      invoice.lines.flatMap((l, i) =>
        l.item.classifications.map((c, j) => scheme(c, `lines[${i}].item.classifications[${j}]`)),
      ),
  ),
  clRule(
    'BR-CL-14',
    ['BT-40', 'BT-55', 'BT-69', 'BT-80'],
    'The country code',
    'Der Ländercode',
    countryList,
    ({ invoice }) => [
      [invoice.seller.address?.countryCode, 'seller.address.countryCode'],
      [invoice.buyer.address?.countryCode, 'buyer.address.countryCode'],
      [invoice.taxRepresentative?.address?.countryCode, 'taxRepresentative.address.countryCode'],
      [invoice.delivery?.address?.countryCode, 'delivery.address.countryCode'],
    ],
  ),
  clRule(
    'BR-CL-15',
    ['BT-159'],
    'The item country of origin (BT-159)',
    'Das Ursprungsland des Artikels (BT-159)',
    countryList,
    ({ invoice }) => invoice.lines.map((l, i) => [l.item.originCountry, `lines[${i}].item.originCountry`]),
  ),
  clRule(
    'BR-CL-16',
    ['BT-81'],
    'The payment means type code (BT-81)',
    'Der Code der Zahlungsart (BT-81)',
    'paymentMeans',
    ({ invoice }) => [[invoice.paymentInstructions?.typeCode || undefined, 'paymentInstructions.typeCode']],
  ),
  clRule(
    'BR-CL-17',
    ['BT-95', 'BT-102', 'BT-118'],
    'The VAT category code (BT-95, BT-102, BT-118)',
    'Der Umsatzsteuer-Kategoriecode (BT-95, BT-102, BT-118)',
    'vatCategory',
    // CII: BR-CL-17 reads ram:CategoryTradeTax (allowances, charges), BR-CL-18 every
    // ram:ApplicableTradeTax (lines and the VAT breakdown)
    ({ invoice, syntax }) => [
      ...invoice.allowances.map(
        (a, i) =>
          [a.vatCategoryCode || undefined, `allowances[${i}].vatCategoryCode`] as [
            string | undefined,
            string,
          ],
      ),
      ...invoice.charges.map(
        (a, i) =>
          [a.vatCategoryCode || undefined, `charges[${i}].vatCategoryCode`] as [string | undefined, string],
      ),
      ...(syntax === 'cii' ? [] : invoice.vatBreakdown).map(
        (b, i) =>
          [b.categoryCode || undefined, `vatBreakdown[${i}].categoryCode`] as [string | undefined, string],
      ),
    ],
  ),
  clRule(
    'BR-CL-18',
    ['BT-151'],
    'The invoiced item VAT category code (BT-151)',
    'Der Umsatzsteuer-Kategoriecode der Position (BT-151)',
    'vatCategory',
    ({ invoice, syntax }) => [
      ...invoice.lines.map(
        (l, i) =>
          [l.vatCategoryCode || undefined, `lines[${i}].vatCategoryCode`] as [string | undefined, string],
      ),
      ...(syntax === 'cii' ? invoice.vatBreakdown : []).map(
        (b, i) =>
          [b.categoryCode || undefined, `vatBreakdown[${i}].categoryCode`] as [string | undefined, string],
      ),
    ],
  ),
  clRule(
    'BR-CL-19',
    ['BT-98', 'BT-140'],
    'The allowance reason code (BT-98, BT-140)',
    'Der Grundcode des Nachlasses (BT-98, BT-140)',
    'allowanceReason',
    // CII: BR-CL-17 reads ram:CategoryTradeTax (allowances, charges), BR-CL-18 every
    // ram:ApplicableTradeTax (lines and the VAT breakdown)
    ({ invoice, syntax }) => [
      ...invoice.allowances.map(
        (a, i) => [a.reasonCode, `allowances[${i}].reasonCode`] as [string | undefined, string],
      ),
      ...invoice.lines.flatMap((l, i) =>
        l.allowances.map(
          (a, j) => [a.reasonCode, `lines[${i}].allowances[${j}].reasonCode`] as [string | undefined, string],
        ),
      ),
    ],
  ),
  clRule(
    'BR-CL-20',
    ['BT-105', 'BT-145'],
    'The charge reason code (BT-105, BT-145)',
    'Der Grundcode des Zuschlags (BT-105, BT-145)',
    'chargeReason',
    ({ invoice }) => [
      ...invoice.charges.map(
        (a, i) => [a.reasonCode, `charges[${i}].reasonCode`] as [string | undefined, string],
      ),
      ...invoice.lines.flatMap((l, i) =>
        l.charges.map(
          (a, j) => [a.reasonCode, `lines[${i}].charges[${j}].reasonCode`] as [string | undefined, string],
        ),
      ),
    ],
  ),
  clRule(
    'BR-CL-21',
    ['BT-157-1'],
    'The item standard identifier scheme (BT-157-1)',
    'Die Schemakennung der Artikelkennung (BT-157-1)',
    'icd',
    ({ invoice }) => invoice.lines.map((l, i) => scheme(l.item.standardId, `lines[${i}].item.standardId`)),
  ),
  clRule(
    'BR-CL-22',
    ['BT-121'],
    'The VAT exemption reason code (BT-121)',
    'Der Code des Befreiungsgrunds (BT-121)',
    'vatex',
    ({ invoice }) =>
      invoice.vatBreakdown.map((b, i) => [b.exemptionReasonCode, `vatBreakdown[${i}].exemptionReasonCode`]),
  ),
  clRule(
    'BR-CL-23',
    ['BT-130', 'BT-150'],
    'The unit of measure code (BT-130, BT-150)',
    'Der Code der Maßeinheit (BT-130, BT-150)',
    'unit',
    ({ invoice }) =>
      invoice.lines.flatMap((l, i) => [
        [l.unitCode || undefined, `lines[${i}].unitCode`] as [string | undefined, string],
        [l.price.baseQuantityUnitCode, `lines[${i}].price.baseQuantityUnitCode`] as [
          string | undefined,
          string,
        ],
      ]),
  ),
  clRule(
    'BR-CL-24',
    ['BT-125-1'],
    'The attached document MIME code (BT-125-1)',
    'Der MIME-Code des angehängten Dokuments (BT-125-1)',
    'mime',
    ({ invoice }) =>
      invoice.attachments.map((a, i) => [
        a.content?.mimeCode || undefined,
        `attachments[${i}].content.mimeCode`,
      ]),
  ),
  clRule(
    'BR-CL-25',
    ['BT-34-1', 'BT-49-1'],
    'The electronic address scheme (BT-34-1, BT-49-1)',
    'Die Schemakennung der elektronischen Adresse (BT-34-1, BT-49-1)',
    'eas',
    // context cbc:EndpointID[@schemeID]: an address without scheme is BR-62/BR-63's business
    ({ invoice }) =>
      [invoice.seller.electronicAddress, invoice.buyer.electronicAddress].map((e, i) =>
        e && has(e.schemeId)
          ? scheme(e, i === 0 ? 'seller.electronicAddress' : 'buyer.electronicAddress')
          : [undefined, ''],
      ),
  ),
  clRule(
    'BR-CL-26',
    ['BT-71-1'],
    'The delivery location identifier scheme (BT-71-1)',
    'Die Schemakennung der Lieferortkennung (BT-71-1)',
    'icd',
    ({ invoice }) => [scheme(invoice.delivery?.locationId, 'delivery.locationId')],
  ),
];

/**
 * The code-list rules on the document: the official contexts match every element of the name
 * (`cac:Country/cbc:IdentificationCode` anywhere, `cbc:ID[@schemeID]` even with `schemeID=""`) and
 * test the value as written, while the readers drop empty values (`<cbc:IdentificationCode/>`) and
 * trim the rest — `contains(list, concat(' ', normalize-space(.), ' '))` fails for '', BR-CL-24
 * compares the mimeCode without normalize-space (' application/pdf' fails), BR-CL-22 upper-cases.
 * Each entry: the local names of the context element, the rest of the context, the code list, and
 * the value tested (text, or an attribute that must be present). Replaces the model rules of these
 * ids when a document is validated (`BR_CL_XML_IDS`); rules of one syntax only replace for it.
 */
interface ClContext {
  id: string;
  syntax: 'ubl' | 'cii';
  locals: string[];
  list: CodeListId | ((el: XmlElement) => CodeListId);
  attr?: string;
  ok?: (el: XmlElement) => boolean;
  /** the value is also accepted when this holds (BR-CL-10: SEPA of the seller or payee) */
  alsoOk?: (el: XmlElement, v: string) => boolean;
}

const parentIs =
  (...names: string[]) =>
  (el: XmlElement) =>
    !!el.parent && names.includes(el.parent.local);
const hasAncestor = (el: XmlElement, local: string): boolean => {
  for (let p = el.parent; p; p = p.parent) if (p.local === local) return true;
  return false;
};
const child = (el: XmlElement | undefined, local: string) => el?.children.find((c) => c.local === local);
/** `cbc:ChargeIndicator = false()` / `udt:Indicator = true()`: the string value cast to a boolean */
const indicator = (ac: XmlElement | undefined, cii: boolean): boolean | undefined => {
  const i = cii ? child(child(ac, 'ChargeIndicator'), 'Indicator') : child(ac, 'ChargeIndicator');
  const v = i?.text.trim();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
};
const docType130 = (el: XmlElement) =>
  !!el.parent &&
  (el.parent.local === 'AdditionalDocumentReference' || el.parent.local === 'DocumentReference') &&
  el.parent.children.some((c) => c.local === 'DocumentTypeCode' && c.text === '130');

const CL_CONTEXTS: ClContext[] = [
  {
    id: 'BR-CL-01',
    syntax: 'ubl',
    locals: ['InvoiceTypeCode', 'CreditNoteTypeCode'],
    list: (el) => (el.local === 'InvoiceTypeCode' ? 'invoiceTypeUbl' : 'creditNoteTypeUbl'),
  },
  { id: 'BR-CL-04', syntax: 'ubl', locals: ['DocumentCurrencyCode'], list: 'currency' },
  { id: 'BR-CL-05', syntax: 'ubl', locals: ['TaxCurrencyCode'], list: 'currency' },
  {
    id: 'BR-CL-06',
    syntax: 'ubl',
    locals: ['DescriptionCode'],
    list: 'vatDate',
    ok: parentIs('InvoicePeriod'),
  },
  { id: 'BR-CL-07', syntax: 'ubl', locals: ['ID'], list: 'objectScheme', attr: 'schemeID', ok: docType130 },
  {
    id: 'BR-CL-10',
    syntax: 'ubl',
    locals: ['ID'],
    list: 'icd',
    attr: 'schemeID',
    ok: parentIs('PartyIdentification'),
    alsoOk: (el, v) =>
      normalizeSpace(v) === 'SEPA' &&
      (hasAncestor(el, 'AccountingSupplierParty') || hasAncestor(el, 'PayeeParty')),
  },
  {
    id: 'BR-CL-11',
    syntax: 'ubl',
    locals: ['CompanyID'],
    list: 'icd',
    attr: 'schemeID',
    ok: parentIs('PartyLegalEntity'),
  },
  {
    id: 'BR-CL-13',
    syntax: 'ubl',
    locals: ['ItemClassificationCode'],
    list: 'itemClassification',
    attr: 'listID',
    ok: parentIs('CommodityClassification'),
  },
  { id: 'BR-CL-14', syntax: 'ubl', locals: ['IdentificationCode'], list: 'country', ok: parentIs('Country') },
  {
    id: 'BR-CL-15',
    syntax: 'ubl',
    locals: ['IdentificationCode'],
    list: 'country',
    ok: parentIs('OriginCountry'),
  },
  {
    id: 'BR-CL-16',
    syntax: 'ubl',
    locals: ['PaymentMeansCode'],
    list: 'paymentMeans',
    ok: parentIs('PaymentMeans'),
  },
  { id: 'BR-CL-17', syntax: 'ubl', locals: ['ID'], list: 'vatCategory', ok: parentIs('TaxCategory') },
  {
    id: 'BR-CL-18',
    syntax: 'ubl',
    locals: ['ID'],
    list: 'vatCategory',
    ok: parentIs('ClassifiedTaxCategory'),
  },
  {
    id: 'BR-CL-19',
    syntax: 'ubl',
    locals: ['AllowanceChargeReasonCode'],
    list: 'allowanceReason',
    ok: (e) => indicator(e.parent, false) === false,
  },
  {
    id: 'BR-CL-20',
    syntax: 'ubl',
    locals: ['AllowanceChargeReasonCode'],
    list: 'chargeReason',
    ok: (e) => indicator(e.parent, false) === true,
  },
  {
    id: 'BR-CL-21',
    syntax: 'ubl',
    locals: ['ID'],
    list: 'icd',
    attr: 'schemeID',
    ok: parentIs('StandardItemIdentification'),
  },
  { id: 'BR-CL-22', syntax: 'ubl', locals: ['TaxExemptionReasonCode'], list: 'vatex' },
  {
    id: 'BR-CL-23',
    syntax: 'ubl',
    locals: ['InvoicedQuantity', 'BaseQuantity', 'CreditedQuantity'],
    list: 'unit',
    attr: 'unitCode',
  },
  { id: 'BR-CL-24', syntax: 'ubl', locals: ['EmbeddedDocumentBinaryObject'], list: 'mime', attr: 'mimeCode' },
  { id: 'BR-CL-25', syntax: 'ubl', locals: ['EndpointID'], list: 'eas', attr: 'schemeID' },
  {
    id: 'BR-CL-26',
    syntax: 'ubl',
    locals: ['ID'],
    list: 'icd',
    attr: 'schemeID',
    ok: parentIs('DeliveryLocation'),
  },
  {
    id: 'BR-CL-01',
    syntax: 'cii',
    locals: ['TypeCode'],
    list: 'documentType',
    ok: parentIs('ExchangedDocument'),
  },
  { id: 'BR-CL-04', syntax: 'cii', locals: ['InvoiceCurrencyCode'], list: 'currency' },
  { id: 'BR-CL-05', syntax: 'cii', locals: ['TaxCurrencyCode'], list: 'currency' },
  { id: 'BR-CL-06', syntax: 'cii', locals: ['DueDateTypeCode'], list: 'vatDateCii' },
  { id: 'BR-CL-07', syntax: 'cii', locals: ['ReferenceTypeCode'], list: 'objectScheme' },
  { id: 'BR-CL-08', syntax: 'cii', locals: ['SubjectCode'], list: 'textSubjectCii' },
  {
    id: 'BR-CL-10',
    syntax: 'cii',
    locals: ['GlobalID'],
    list: 'icd',
    attr: 'schemeID',
    ok: (e) => !hasAncestor(e, 'SpecifiedTradeProduct') && !hasAncestor(e, 'ShipToTradeParty'),
  },
  {
    id: 'BR-CL-11',
    syntax: 'cii',
    locals: ['ID'],
    list: 'icd',
    attr: 'schemeID',
    ok: (e) => !hasAncestor(e, 'SpecifiedTaxRegistration'),
  },
  { id: 'BR-CL-13', syntax: 'cii', locals: ['ClassCode'], list: 'itemClassification', attr: 'listID' },
  { id: 'BR-CL-14', syntax: 'cii', locals: ['CountryID'], list: 'countryCii' },
  // an ID with schemeID is BR-CL-11's (the first matching rule of the pattern)
  {
    id: 'BR-CL-15',
    syntax: 'cii',
    locals: ['ID'],
    list: 'countryCii',
    ok: (e) => parentIs('OriginTradeCountry')(e) && e.attrs.schemeID === undefined,
  },
  {
    id: 'BR-CL-16',
    syntax: 'cii',
    locals: ['TypeCode'],
    list: 'paymentMeans',
    ok: parentIs('SpecifiedTradeSettlementPaymentMeans'),
  },
  {
    id: 'BR-CL-17',
    syntax: 'cii',
    locals: ['CategoryCode'],
    list: 'vatCategory',
    ok: parentIs('CategoryTradeTax'),
  },
  {
    id: 'BR-CL-18',
    syntax: 'cii',
    locals: ['CategoryCode'],
    list: 'vatCategory',
    ok: parentIs('ApplicableTradeTax'),
  },
  {
    id: 'BR-CL-19',
    syntax: 'cii',
    locals: ['ReasonCode'],
    list: 'allowanceReason',
    ok: (e) => parentIs('SpecifiedTradeAllowanceCharge')(e) && indicator(e.parent, true) === false,
  },
  {
    id: 'BR-CL-20',
    syntax: 'cii',
    locals: ['ReasonCode'],
    list: 'chargeReason',
    ok: (e) => parentIs('SpecifiedTradeAllowanceCharge')(e) && indicator(e.parent, true) === true,
  },
  {
    id: 'BR-CL-21',
    syntax: 'cii',
    locals: ['GlobalID'],
    list: 'icd',
    attr: 'schemeID',
    ok: parentIs('SpecifiedTradeProduct'),
  },
  { id: 'BR-CL-22', syntax: 'cii', locals: ['ExemptionReasonCode'], list: 'vatex' },
  {
    id: 'BR-CL-23',
    syntax: 'cii',
    locals: ['BasisQuantity', 'BilledQuantity'],
    list: 'unit',
    attr: 'unitCode',
  },
  { id: 'BR-CL-24', syntax: 'cii', locals: ['AttachmentBinaryObject'], list: 'mime', attr: 'mimeCode' },
  {
    id: 'BR-CL-25',
    syntax: 'cii',
    locals: ['URIID'],
    list: 'eas',
    attr: 'schemeID',
    ok: parentIs('URIUniversalCommunication'),
  },
  {
    id: 'BR-CL-26',
    syntax: 'cii',
    locals: ['GlobalID'],
    list: 'icd',
    attr: 'schemeID',
    ok: (e) => parentIs('ShipToTradeParty')(e) && e.parent?.parent?.local === 'ApplicableHeaderTradeDelivery',
  },
];

/**
 * The code lists hold ASCII codes and `isValidCode` trims with JavaScript's `trim()`, which also
 * strips non-breaking and other Unicode spaces; the official test strips only XML whitespace
 * (`normalize-space`), so a code edged by such a space is not in the list there.
 */
function xmlTrimmedAscii(v: string): boolean {
  const t = xmlTrim(v);
  return t === '' || (t.charCodeAt(0) < 128 && t.charCodeAt(t.length - 1) < 128);
}

function clXmlRule(id: string, syntax: 'ubl' | 'cii' | undefined, contexts: ClContext[]): XmlRule {
  return overrideRule(
    BR_CL_RULES,
    id,
    ({ root, syntax: docSyntax }) => {
      const out: XmlFinding[] = [];
      const byLocal = indexDocument(root).byLocal;
      for (const c of contexts) {
        if (c.syntax !== docSyntax) continue;
        for (const local of c.locals) {
          for (const el of byLocal.get(local) ?? []) {
            const v = c.attr ? el.attrs[c.attr] : el.text;
            if (v === undefined || (c.ok && !c.ok(el))) continue;
            const list = typeof c.list === 'function' ? c.list(el) : c.list;
            const tested = id === 'BR-CL-22' && !/\s/.test(v.trim()) ? v.toUpperCase() : v;
            if ((isValidCode(list, tested) && xmlTrimmedAscii(v)) || c.alsoOk?.(el, v)) continue;
            out.push({
              location: pathOf(el),
              line: el.line,
              column: el.column,
              params: { value: v, list: LIST_NAMES[list] ?? list },
            });
          }
        }
      }
      return out;
    },
    syntax,
  );
}

export const CL_XML_OVERRIDES: XmlRule[] = [...new Set(CL_CONTEXTS.map((c) => c.id))].map((id) => {
  const contexts = CL_CONTEXTS.filter((c) => c.id === id);
  const syntaxes = new Set(contexts.map((c) => c.syntax));
  return clXmlRule(id, syntaxes.size === 1 ? contexts[0]?.syntax : undefined, contexts);
});

const UBL_CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
/** The context of BR-CL-03 (UBL). */
const UBL_CL03_AMOUNTS = [
  'Amount',
  'BaseAmount',
  'PriceAmount',
  'TaxAmount',
  'TaxableAmount',
  'LineExtensionAmount',
  'TaxExclusiveAmount',
  'TaxInclusiveAmount',
  'AllowanceTotalAmount',
  'ChargeTotalAmount',
  'PrepaidAmount',
  'PayableRoundingAmount',
  'PayableAmount',
];

/** BR-CL-03: the currencyID of the amounts in the official context is an ISO 4217 code. */
export const BR_CL_XML_RULES: XmlRule[] = [
  {
    id: 'BR-CL-03',
    severity: 'error',
    scope: S,
    bt: [],
    message: {
      en: 'The currency of an amount (currencyID) shall be coded using ISO 4217 ("{value}" is not in the list).',
      de: 'Die Währung eines Betrags (currencyID) muss aus der Codeliste ISO 4217 stammen („{value}“ ist nicht enthalten).',
    },
    checkXml: ({ root, syntax }) => {
      const out: XmlFinding[] = [];
      const index = indexDocument(root);
      // UBL: the official context names 13 cbc amounts (not e.g. cac:PrepaidPayment/cbc:PaidAmount);
      // CII: the currencyID of ram:TaxTotalAmount only (the one amount that may carry it,
      // CII-DT-031); elsewhere KoSIT reports just CII-DT-031
      const check = (el: XmlElement) => {
        const c = el.attrs.currencyID;
        if (c !== undefined && !isValidCode('currency', c))
          out.push({ location: pathOf(el), line: el.line, column: el.column, params: { value: c } });
      };
      if (syntax === 'cii') for (const el of index.byLocal.get('TaxTotalAmount') ?? []) check(el);
      else
        for (const l of UBL_CL03_AMOUNTS)
          for (const el of index.byLocal.get(l) ?? []) if (el.ns === UBL_CBC) check(el);
      return out;
    },
  },
];
