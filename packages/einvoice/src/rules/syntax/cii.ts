/**
 * CII syntax rules of EN 16931 (CII-SR, CII-DT) against the parsed XML.
 * "Should not be present" rules are data (`tables.ts`); the others are written below.
 * Levels are the official ones with the scenario's overrides (CII-SR-452/453/454 are errors
 * in the XRechnung scenarios).
 */

import type { XmlElement } from '../../xml/parse.ts';
import { LastMemo } from '../memo.ts';
import type { Text } from '../types.ts';
import {
  type CodeRule,
  type ContextDef,
  countRule,
  type RuleSet,
  type RunCtx,
  runRuleSet,
  type SyntaxOptions,
  scenarioOf,
} from './run.ts';
import { CII_ABSENT } from './tables.ts';
import { atPath, boolValue, els, is, isNamed, kids, type SyntaxFinding, select, str } from './xpath.ts';

const t = (en: string, de: string): Text => ({ en, de });
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

const ROOT = ['rsm:CrossIndustryInvoice'];
const TX = [...ROOT, 'rsm:SupplyChainTradeTransaction'];
const LINE = [...TX, 'ram:IncludedSupplyChainTradeLineItem'];
const HS = [...TX, 'ram:ApplicableHeaderTradeSettlement'];
const ramEnds = (e: XmlElement, suffix: string) => e.ns === RAM && e.local.endsWith(suffix);
/** Does any of the matchers match? */
const anyOf =
  (...ms: Array<(e: XmlElement) => boolean>) =>
  (e: XmlElement): boolean =>
    ms.some((m) => m(e));
const grossPriceAc = isNamed('ram:AppliedTradeAllowanceCharge');
const grossPrice = isNamed('ram:GrossPriceProductTradePrice');
const dateTimeString = isNamed('udt:DateTimeString');

export const CII_CONTEXTS: readonly ContextDef[] = [
  {
    key: 'paymentMeans',
    locals: ['SpecifiedTradeSettlementPaymentMeans'],
    priority: 53,
    match: isNamed('ram:SpecifiedTradeSettlementPaymentMeans'),
  },
  {
    key: 'context',
    locals: ['ExchangedDocumentContext'],
    priority: 52,
    match: atPath([...ROOT, 'rsm:ExchangedDocumentContext']),
  },
  {
    key: 'document',
    locals: ['ExchangedDocument'],
    priority: 51,
    match: atPath([...ROOT, 'rsm:ExchangedDocument']),
  },
  {
    key: 'note',
    locals: ['IncludedNote'],
    priority: 50,
    match: atPath([...ROOT, 'rsm:ExchangedDocument', 'ram:IncludedNote']),
  },
  { key: 'line', locals: ['IncludedSupplyChainTradeLineItem'], priority: 49, match: atPath(LINE) },
  {
    key: 'lineDocument',
    locals: ['AssociatedDocumentLineDocument'],
    priority: 48,
    match: atPath([...LINE, 'ram:AssociatedDocumentLineDocument']),
  },
  {
    key: 'product',
    locals: ['SpecifiedTradeProduct'],
    priority: 47,
    match: atPath([...LINE, 'ram:SpecifiedTradeProduct']),
  },
  {
    key: 'productCharacteristic',
    locals: ['ApplicableProductCharacteristic'],
    priority: 46,
    match: atPath([...LINE, 'ram:SpecifiedTradeProduct', 'ram:ApplicableProductCharacteristic']),
  },
  {
    key: 'lineAgreement',
    locals: ['SpecifiedLineTradeAgreement'],
    priority: 45,
    match: atPath([...LINE, 'ram:SpecifiedLineTradeAgreement']),
  },
  {
    key: 'allowanceCharge',
    locals: ['SpecifiedTradeAllowanceCharge'],
    priority: 44,
    match: isNamed('ram:SpecifiedTradeAllowanceCharge'),
  },
  {
    key: 'grossPriceAllowance',
    locals: ['AppliedTradeAllowanceCharge'],
    priority: 43,
    match: (e) => grossPriceAc(e) && grossPrice(e.parent),
  },
  {
    key: 'lineDelivery',
    locals: ['SpecifiedLineTradeDelivery'],
    priority: 42,
    match: atPath([...LINE, 'ram:SpecifiedLineTradeDelivery']),
  },
  {
    key: 'lineSettlement',
    locals: ['SpecifiedLineTradeSettlement'],
    priority: 41,
    match: atPath([...LINE, 'ram:SpecifiedLineTradeSettlement']),
  },
  {
    key: 'headerAgreement',
    locals: ['ApplicableHeaderTradeAgreement'],
    priority: 40,
    match: atPath([...TX, 'ram:ApplicableHeaderTradeAgreement']),
  },
  {
    key: 'headerDelivery',
    locals: ['ApplicableHeaderTradeDelivery'],
    priority: 39,
    match: atPath([...TX, 'ram:ApplicableHeaderTradeDelivery']),
  },
  {
    key: 'headerSettlement',
    locals: ['ApplicableHeaderTradeSettlement'],
    priority: 38,
    match: atPath(HS),
  },
  {
    key: 'summation',
    locals: ['SpecifiedTradeSettlementHeaderMonetarySummation'],
    priority: 37,
    match: atPath([...HS, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation']),
  },
  { key: 'root', locals: ['CrossIndustryInvoice'], priority: 36, match: atPath(ROOT) },
  {
    key: 'documentContextParameter',
    priority: 35,
    match: (e) => e.qname.endsWith('DocumentContextParameter'),
  },
  {
    key: 'specificId',
    locals: ['ID', 'LineID', 'SellerAssignedID'],
    priority: 34,
    match: anyOf(
      atPath([
        ...ROOT,
        'rsm:ExchangedDocumentContext',
        'ram:GuidelineSpecifiedDocumentContextParameter',
        'ram:ID',
      ]),
      atPath([...ROOT, 'rsm:ExchangedDocument', 'ram:ID']),
      atPath([...LINE, 'ram:AssociatedDocumentLineDocument', 'ram:LineID']),
      atPath([...LINE, 'ram:SpecifiedTradeProduct', 'ram:SellerAssignedID']),
    ),
  },
  { key: 'anyId', priority: 33, match: (e) => ramEnds(e, 'ID') },
  { key: 'anyTypeCode', locals: ['TypeCode'], priority: 32, match: isNamed('ram:TypeCode') },
  // shadowed by `anyTypeCode` (higher priority, same nodes), as in the official rules
  {
    key: 'documentTypeCode',
    locals: ['TypeCode'],
    priority: 31,
    match: atPath([...ROOT, 'rsm:ExchangedDocument', 'ram:TypeCode']),
  },
  {
    key: 'lineTaxCategoryCode',
    locals: ['CategoryCode'],
    priority: 30,
    match: atPath([
      ...LINE,
      'ram:SpecifiedLineTradeSettlement',
      'ram:ApplicableTradeTax',
      'ram:CategoryCode',
    ]),
  },
  { key: 'referencedDocument', priority: 29, match: (e) => ramEnds(e, 'ReferencedDocument') },
  { key: 'amount', priority: 28, match: (e) => ramEnds(e, 'Amount') && e.local !== 'TaxTotalAmount' },
  { key: 'quantity', priority: 27, match: (e) => ramEnds(e, 'Quantity') },
  { key: 'tradeTax', priority: 26, match: (e) => ramEnds(e, 'TradeTax') },
  {
    key: 'billingPeriod',
    locals: ['BillingSpecifiedPeriod'],
    priority: 25,
    match: isNamed('ram:BillingSpecifiedPeriod'),
  },
  {
    key: 'postalAddress',
    locals: ['PostalTradeAddress'],
    priority: 24,
    match: isNamed('ram:PostalTradeAddress'),
  },
  {
    key: 'dateTimeString102',
    locals: ['DateTimeString'],
    priority: 23,
    match: (e) => dateTimeString(e) && e.attrs.format === '102',
  },
];

/** `(not(P/ram:ID) and P/ram:GlobalID) or (P/ram:ID and not(P/ram:GlobalID)) or (neither)`: fails when both. */
function oneIdentifier(id: string, context: string, party: string, what: Text): CodeRule {
  // (paths built once: a path built per call is a fresh string to hash on every lookup)
  const idPath = `${party}/ram:ID`;
  const globalIdPath = `${party}/ram:GlobalID`;
  return {
    id,
    level: 'w',
    context,
    message: t(
      `${what.en} should have only one identifier (either ID or GlobalID).`,
      `${what.de} soll nur eine Kennung haben (entweder ID oder GlobalID).`,
    ),
    test: (n) => (els(n, idPath).length > 0 ? els(n, globalIdPath)[0] : false),
  };
}

function notBoth(id: string, party: string, what: Text): CodeRule {
  const personPath = `${party}/ram:DefinedTradeContact/ram:PersonName`;
  const departmentPath = `${party}/ram:DefinedTradeContact/ram:DepartmentName`;
  return {
    id,
    level: 'w',
    context: 'headerAgreement',
    message: t(
      `${what.en}: contact person name and department should not both be given.`,
      `${what.de}: Kontaktname und Abteilung sollen nicht beide angegeben werden.`,
    ),
    test: (n) => (els(n, personPath).length > 0 ? els(n, departmentPath)[0] : false),
  };
}

const typeCodes = (n: XmlElement): string[] => kids(n, 'ram:TypeCode').map(str);

/** A ReferencedDocument child that is only allowed on some document kinds (CII-DT-015 …). */
function refDocOnly(id: string, child: string, allowed: (n: XmlElement) => boolean): CodeRule {
  const name = child.replace('ram:', '');
  return {
    id,
    level: 'e',
    context: 'referencedDocument',
    message: t(
      `${name} should not be present in this referenced document.`,
      `${name} soll in diesem referenzierten Dokument nicht vorkommen.`,
    ),
    test: (n) => (allowed(n) ? false : kids(n, child)[0]),
  };
}

function taxOnly(id: string, child: string, allowed: (n: XmlElement) => boolean): CodeRule {
  const name = child.replace('ram:', '');
  return {
    id,
    level: 'w',
    context: 'tradeTax',
    message: t(`${name} should not be present here.`, `${name} soll hier nicht vorkommen.`),
    test: (n) => (allowed(n) ? false : kids(n, child)[0]),
  };
}

const headerSettlement = isNamed('ram:ApplicableHeaderTradeSettlement');
function inHeaderSettlement(n: XmlElement): boolean {
  for (let p = n.parent; p; p = p.parent) if (headerSettlement(p)) return true;
  return false;
}

/** Does the document have a line BilledQuantity/@unitCode? (once per document) */
const billedUnitMemo = new LastMemo<boolean>();
function hasBilledUnit(c: RunCtx): boolean {
  let v = billedUnitMemo.get(c.root);
  if (v === undefined) {
    v = select(c.root, BILLED_UNIT, c.index).length > 0;
    billedUnitMemo.set(c.root, v);
  }
  return v;
}

const isArd = (n: XmlElement) => is(n, 'ram:AdditionalReferencedDocument');
const DATE_102 = /^[ \t\r\n]*\p{Nd}{4}(1[0-2]|0[1-9])(3[01]|[12][0-9]|0[1-9])[ \t\r\n]*$/u;
const BILLED_UNIT =
  'rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode';
const GP = 'ram:GrossPriceProductTradePrice/ram:AppliedTradeAllowanceCharge';
const GP_INDICATOR = `${GP}/ram:ChargeIndicator`;
const GP_AMOUNT = `${GP}/ram:ActualAmount`;

export const CII_CODE_RULES: readonly CodeRule[] = [
  {
    // The official test is a tautology (always true): the rule never fires.
    id: 'CII-SR-464',
    level: 'w',
    context: 'paymentMeans',
    message: t('Only one BT-86 element is allowed.', 'Nur ein Element BT-86 ist erlaubt.'),
    test: () => false,
  },
  countRule(
    'CII-SR-003',
    'w',
    'context',
    'ram:BusinessProcessSpecifiedDocumentContextParameter',
    1,
    t('Business process type (BT-23)', 'Prozesskennung (BT-23)'),
  ),
  countRule(
    'CII-SR-009',
    'e',
    'context',
    'ram:GuidelineSpecifiedDocumentContextParameter',
    1,
    t('GuidelineSpecifiedDocumentContextParameter', 'GuidelineSpecifiedDocumentContextParameter'),
    { exact: true },
  ),
  countRule(
    'CII-SR-010',
    'e',
    'context',
    'ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
    1,
    t('Specification identifier (BT-24)', 'Spezifikationskennung (BT-24)'),
    { exact: true },
  ),
  countRule(
    'CII-SR-014',
    'e',
    'document',
    'ram:TypeCode',
    1,
    t('Invoice type code (BT-3)', 'Rechnungsart (BT-3)'),
    { exact: true },
  ),
  countRule(
    'CII-SR-030',
    'w',
    'note',
    'ram:Content',
    1,
    t('Invoice note content (BT-22)', 'Inhalt der Bemerkung (BT-22)'),
  ),
  countRule(
    'CII-SR-039',
    'w',
    'lineDocument',
    'ram:IncludedNote',
    1,
    t('Invoice line note (BT-127)', 'Anmerkung zur Rechnungsposition (BT-127)'),
  ),
  countRule(
    'CII-SR-040',
    'w',
    'lineDocument',
    'ram:IncludedNote/ram:Content',
    1,
    t('Invoice line note content (BT-127)', 'Inhalt der Anmerkung zur Position (BT-127)'),
  ),
  {
    id: 'CII-SR-046',
    level: 'e',
    context: 'product',
    message: t(
      'An item standard identifier (GlobalID, BT-157) shall have a schemeID.',
      'Eine Artikelkennung nach Schema (GlobalID, BT-157) muss eine schemeID haben.',
    ),
    test: (n) => {
      const g = kids(n, 'ram:GlobalID');
      return g.length > 0 && !g.some((x) => x.attrs.schemeID !== undefined) ? (g[0] ?? true) : false;
    },
  },
  {
    id: 'CII-SR-090',
    level: 'e',
    context: 'product',
    message: t(
      'Item country of origin (BT-159) shall have exactly one ID.',
      'Das Herkunftsland des Artikels (BT-159) muss genau eine ID haben.',
    ),
    test: (n) =>
      kids(n, 'ram:OriginTradeCountry').length > 0 && els(n, 'ram:OriginTradeCountry/ram:ID').length !== 1,
  },
  countRule(
    'CII-SR-069',
    'e',
    'productCharacteristic',
    'ram:Description',
    1,
    t('Item attribute name (BT-160)', 'Name des Artikelattributs (BT-160)'),
    { exact: true },
  ),
  countRule(
    'CII-SR-072',
    'e',
    'productCharacteristic',
    'ram:Value',
    1,
    t('Item attribute value (BT-161)', 'Wert des Artikelattributs (BT-161)'),
    { exact: true },
  ),
  countRule(
    'CII-SR-439',
    'e',
    'lineAgreement',
    'ram:NetPriceProductTradePrice/ram:ChargeAmount',
    1,
    t('Item net price (BT-146)', 'Nettopreis des Artikels (BT-146)'),
    { exact: true },
  ),
  {
    id: 'CII-SR-119',
    level: 'w',
    context: 'lineAgreement',
    message: t(
      'Only allowances (ChargeIndicator false) with an amount should be given on the gross price.',
      'Am Bruttopreis sollen nur Nachlässe (ChargeIndicator false) mit Betrag angegeben werden.',
    ),
    test: (n) => {
      const falseInd = els(n, GP_INDICATOR).some((ci) =>
        kids(ci, 'udt:Indicator').some((i) => boolValue(i) === false),
      );
      const amount = els(n, GP_AMOUNT).length > 0;
      const anyInd = els(n, GP_INDICATOR).length > 0;
      return !((falseInd && amount) || (!anyInd && !amount));
    },
  },
  countRule(
    'CII-SR-441',
    'e',
    'lineAgreement',
    'ram:NetPriceProductTradePrice/ram:ChargeAmount',
    1,
    t('Item net price (BT-146)', 'Nettopreis des Artikels (BT-146)'),
  ),
  {
    id: 'CII-SR-463',
    level: 'e',
    context: 'allowanceCharge',
    message: t(
      'Each allowance or charge (BG-20/BG-21/BG-27/BG-28) shall contain a ChargeIndicator.',
      'Jeder Nachlass oder Zuschlag (BG-20/BG-21/BG-27/BG-28) muss einen ChargeIndicator enthalten.',
    ),
    test: (n) => kids(n, 'ram:ChargeIndicator').length === 0,
  },
  countRule(
    'CII-SR-440',
    'e',
    'grossPriceAllowance',
    'ram:ActualAmount',
    1,
    t('Item price discount (BT-147)', 'Rabatt auf den Artikelpreis (BT-147)'),
  ),
  countRule(
    'CII-SR-454',
    'w',
    'lineSettlement',
    'ram:ApplicableTradeTax',
    1,
    t('Line VAT information (BG-30)', 'Umsatzsteuerinformation der Position (BG-30)'),
    { exact: true },
  ),
  oneIdentifier('CII-SR-450', 'headerAgreement', 'ram:BuyerTradeParty', t('The buyer', 'Der Käufer')),
  countRule(
    'CII-SR-455',
    'e',
    'headerAgreement',
    'ram:SellerTradeParty/ram:DefinedTradeContact',
    1,
    t('Seller contact (BG-6)', 'Kontakt des Verkäufers (BG-6)'),
  ),
  countRule(
    'CII-SR-456',
    'e',
    'headerAgreement',
    'ram:BuyerTradeParty/ram:DefinedTradeContact',
    1,
    t('Buyer contact (BG-9)', 'Kontakt des Käufers (BG-9)'),
  ),
  countRule(
    'CII-SR-457',
    'w',
    'headerAgreement',
    'ram:AdditionalReferencedDocument',
    1,
    t('Tender or lot reference (BT-17, type code 50)', 'Vergabenummer (BT-17, Dokumentart 50)'),
    { keep: (d) => typeCodes(d).includes('50') },
  ),
  countRule(
    'CII-SR-458',
    'w',
    'headerAgreement',
    'ram:AdditionalReferencedDocument',
    1,
    t(
      'Invoiced object identifier (BT-18, type code 130)',
      'Kennung des Abrechnungsobjekts (BT-18, Dokumentart 130)',
    ),
    { keep: (d) => typeCodes(d).includes('130') },
  ),
  countRule(
    'CII-SR-459',
    'e',
    'headerAgreement',
    'ram:SellerTradeParty/ram:URIUniversalCommunication',
    1,
    t('Seller electronic address (BT-34)', 'Elektronische Adresse des Verkäufers (BT-34)'),
  ),
  countRule(
    'CII-SR-460',
    'e',
    'headerAgreement',
    'ram:BuyerTradeParty/ram:URIUniversalCommunication',
    1,
    t('Buyer electronic address (BT-49)', 'Elektronische Adresse des Käufers (BT-49)'),
  ),
  notBoth(
    'CII-SR-465',
    'ram:SellerTradeParty',
    t('Seller contact (BT-41)', 'Kontakt des Verkäufers (BT-41)'),
  ),
  notBoth('CII-SR-466', 'ram:BuyerTradeParty', t('Buyer contact (BT-56)', 'Kontakt des Käufers (BT-56)')),
  oneIdentifier(
    'CII-SR-449',
    'headerDelivery',
    'ram:ShipToTradeParty',
    t('The deliver-to location', 'Der Lieferort'),
  ),
  oneIdentifier(
    'CII-SR-451',
    'headerSettlement',
    'ram:PayeeTradeParty',
    t('The payee', 'Der Zahlungsempfänger'),
  ),
  countRule(
    'CII-SR-452',
    'w',
    'headerSettlement',
    'ram:SpecifiedTradePaymentTerms',
    1,
    t('SpecifiedTradePaymentTerms (BT-9/BT-20)', 'SpecifiedTradePaymentTerms (BT-9/BT-20)'),
  ),
  countRule(
    'CII-SR-453',
    'w',
    'headerSettlement',
    'ram:SpecifiedTradePaymentTerms/ram:Description',
    1,
    t('Payment terms (BT-20)', 'Zahlungsbedingungen (BT-20)'),
  ),
  countRule(
    'CII-SR-461',
    'e',
    'headerSettlement',
    'ram:ApplicableTradeTax/ram:TaxPointDate',
    1,
    t('Value added tax point date (BT-7)', 'Datum der Steuerfälligkeit (BT-7)'),
  ),
  {
    id: 'CII-SR-462',
    level: 'e',
    context: 'headerSettlement',
    message: t(
      'All VAT point date codes (DueDateTypeCode, BT-8) shall be equal.',
      'Alle Codes für das Datum der Steuerfälligkeit (DueDateTypeCode, BT-8) müssen gleich sein.',
    ),
    test: (n, c) =>
      new Set(els(n, '//ram:ApplicableTradeTax/ram:DueDateTypeCode', c.index).map(str)).size > 1,
  },
  refDocOnly('CII-DT-015', 'ram:URIID', (n) => isArd(n) && typeCodes(n).includes('916')),
  refDocOnly(
    'CII-DT-018',
    'ram:TypeCode',
    (n) => isArd(n) && typeCodes(n).some((c) => c === '50' || c === '130' || c === '916'),
  ),
  refDocOnly('CII-DT-021', 'ram:Name', (n) => isArd(n) && typeCodes(n).includes('916')),
  refDocOnly('CII-DT-022', 'ram:AttachmentBinaryObject', (n) => isArd(n) && typeCodes(n).includes('916')),
  refDocOnly('CII-DT-024', 'ram:ReferenceTypeCode', (n) => isArd(n) && typeCodes(n).includes('130')),
  refDocOnly('CII-DT-027', 'ram:FormattedIssueDateTime', (n) => is(n, 'ram:InvoiceReferencedDocument')),
  {
    id: 'CII-DT-033',
    level: 'e',
    context: 'quantity',
    message: t('unitCode should not be present here.', 'unitCode soll hier nicht vorkommen.'),
    test: (n, c) =>
      n.attrs.unitCode !== undefined && !hasBilledUnit(c) ? { el: n, attr: 'unitCode' } : false,
  },
  {
    id: 'CII-DT-037',
    level: 'e',
    context: 'tradeTax',
    message: t("The tax type code shall be 'VAT'.", "Der Steuertyp muss 'VAT' sein."),
    test: (n) => {
      const codes = kids(n, 'ram:TypeCode');
      return codes.length > 0 && !codes.some((x) => str(x) === 'VAT') ? (codes[0] ?? true) : false;
    },
  },
  taxOnly('CII-DT-041', 'ram:BasisAmount', inHeaderSettlement),
  taxOnly('CII-DT-052', 'ram:ExemptionReasonCode', (n) => is(n, 'ram:ApplicableTradeTax')),
  taxOnly('CII-DT-098', 'ram:ExemptionReason', (n) => is(n, 'ram:ApplicableTradeTax')),
  taxOnly('CII-DT-054', 'ram:TaxPointDate', inHeaderSettlement),
  taxOnly('CII-DT-058', 'ram:DueDateTypeCode', inHeaderSettlement),
  {
    id: 'CII-DT-097',
    level: 'e',
    context: 'dateTimeString102',
    message: t(
      'A date with format 102 shall be written YYYYMMDD.',
      'Ein Datum im Format 102 muss als JJJJMMTT geschrieben werden.',
    ),
    test: (n) => !DATE_102.test(str(n)),
  },
];

export const CII_RULE_SET: RuleSet = {
  syntax: 'cii',
  contexts: CII_CONTEXTS,
  absent: CII_ABSENT,
  code: CII_CODE_RULES,
};

/** Run the CII syntax rules (CII-SR, CII-DT) on a parsed CrossIndustryInvoice. */
export function checkCiiSyntax(root: XmlElement, opts: SyntaxOptions = {}): SyntaxFinding[] {
  const bt24 = els(
    root,
    'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID',
  )[0];
  const scenario = scenarioOf(opts, bt24 && str(bt24), 'CrossIndustryInvoice');
  return runRuleSet(CII_RULE_SET, root, 'CrossIndustryInvoice', scenario);
}
