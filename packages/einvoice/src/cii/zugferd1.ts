/**
 * ZUGFeRD 1.0 (`rsm:CrossIndustryDocument`, `urn:ferd:CrossIndustryDocument:invoice:1p0`, 2014–2019)
 * → a CII D16B element tree, so the CII reader maps it like any ZUGFeRD 2 / Factur-X document.
 *
 * ZUGFeRD 1.0 uses the UN/CEFACT CII D13B vocabulary. Its data are the same; the differences are
 * namespaces and a handful of aggregate names:
 *
 * | ZUGFeRD 1.0 | CII D16B |
 * |---|---|
 * | `rsm:CrossIndustryDocument` | `rsm:CrossIndustryInvoice` |
 * | `rsm:SpecifiedExchangedDocumentContext` | `rsm:ExchangedDocumentContext` |
 * | `rsm:HeaderExchangedDocument` | `rsm:ExchangedDocument` |
 * | `rsm:SpecifiedSupplyChainTradeTransaction` | `rsm:SupplyChainTradeTransaction` |
 * | `ram:ApplicableSupplyChainTrade{Agreement,Delivery,Settlement}` | `ram:ApplicableHeaderTrade{…}` |
 * | `ram:SpecifiedSupplyChainTrade{Agreement,Delivery,Settlement}` (line) | `ram:SpecifiedLineTrade{…}` |
 * | `ram:SpecifiedTradeSettlementMonetarySummation` | `…HeaderMonetarySummation` / `…LineMonetarySummation` |
 * | `ram:ApplicablePercent` (VAT rate) | `ram:RateApplicablePercent` |
 * | `ram:…ReferencedDocument/ram:ID` | `…/ram:IssuerAssignedID` |
 * | `ram:…ReferencedDocument/ram:IssueDateTime` (xs:dateTime) | `…/ram:FormattedIssueDateTime/qdt:DateTimeString` (102) |
 * | `ram:AdditionalReferencedDocument` with TypeCode `OI` (original invoice) | `ram:InvoiceReferencedDocument` (BT-25/BT-26) in the settlement |
 * | `ram:SpecifiedLogisticsServiceCharge` (Description, AppliedAmount, AppliedTradeTax) | a document charge `ram:SpecifiedTradeAllowanceCharge` (Reason, ActualAmount, CategoryTradeTax) |
 *
 * Three things ZUGFeRD 1.0 allows and EN 16931 does not are mapped from the document itself:
 * a text-only line (a note, no product, quantity or amount) becomes a document note (BT-22);
 * a line without `ram:LineID` (BASIC) gets its position (1, 2, …); a missing
 * `ram:DuePayableAmount` (BASIC) is the grand total minus the prepaid amount.
 *
 * Everything else keeps its name and only moves to the D16B namespaces. The result is a new tree
 * (the input is not changed); element positions (line, column) are those of the ZUGFeRD 1.0 file.
 * BT-24 stays what the document says (`urn:ferd:CrossIndustryDocument:invoice:1p0:comfort`, …), so
 * validation still finds no XRechnung/EN 16931 scenario for it, as the official validator does.
 */
import { add, dec, isDecimal } from '../model/money.ts';
import type { XmlElement } from '../xml/parse.ts';

export const ZUGFERD1_NAMESPACES = {
  rsm: 'urn:ferd:CrossIndustryDocument:invoice:1p0',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15',
} as const;

const D16B = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

const NS_MAP: Readonly<Record<string, string>> = {
  [ZUGFERD1_NAMESPACES.rsm]: D16B.rsm,
  [ZUGFERD1_NAMESPACES.ram]: D16B.ram,
  [ZUGFERD1_NAMESPACES.udt]: D16B.udt,
};

const QDT = 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100';

const PREFIX: Readonly<Record<string, string>> = {
  [D16B.rsm]: 'rsm',
  [D16B.ram]: 'ram',
  [D16B.udt]: 'udt',
  [QDT]: 'qdt',
};

/** Renames that do not depend on where the element sits. */
const RENAME: Readonly<Record<string, string>> = {
  CrossIndustryDocument: 'CrossIndustryInvoice',
  SpecifiedExchangedDocumentContext: 'ExchangedDocumentContext',
  HeaderExchangedDocument: 'ExchangedDocument',
  SpecifiedSupplyChainTradeTransaction: 'SupplyChainTradeTransaction',
  ApplicableSupplyChainTradeAgreement: 'ApplicableHeaderTradeAgreement',
  ApplicableSupplyChainTradeDelivery: 'ApplicableHeaderTradeDelivery',
  ApplicableSupplyChainTradeSettlement: 'ApplicableHeaderTradeSettlement',
  SpecifiedSupplyChainTradeAgreement: 'SpecifiedLineTradeAgreement',
  SpecifiedSupplyChainTradeDelivery: 'SpecifiedLineTradeDelivery',
  SpecifiedSupplyChainTradeSettlement: 'SpecifiedLineTradeSettlement',
  ApplicablePercent: 'RateApplicablePercent',
};

/** Children of a logistics service charge → those of a document-level charge. */
const LOGISTICS_CHILD: Readonly<Record<string, string>> = {
  Description: 'Reason',
  AppliedAmount: 'ActualAmount',
  AppliedTradeTax: 'CategoryTradeTax',
};

/** Is this the root of a ZUGFeRD 1.0 invoice? */
export function isZugferd1(root: XmlElement): boolean {
  return root.local === 'CrossIndustryDocument' && root.ns === ZUGFERD1_NAMESPACES.rsm;
}

function make(from: XmlElement, ns: string, local: string, parent: XmlElement | undefined): XmlElement {
  const prefix = PREFIX[ns];
  const el: XmlElement = {
    ns,
    local,
    qname: prefix ? `${prefix}:${local}` : from.qname,
    attrs: from.attrs,
    children: [],
    text: from.text,
    line: from.line,
    column: from.column,
  };
  if (parent) el.parent = parent;
  if (from.canonicalBase64 !== undefined) el.canonicalBase64 = from.canonicalBase64;
  return el;
}

function convert(from: XmlElement, parent: XmlElement | undefined, inLine: boolean): XmlElement {
  const ns = NS_MAP[from.ns] ?? from.ns;
  const known = ns !== from.ns;
  let local = known ? (RENAME[from.local] ?? from.local) : from.local;
  if (known && from.local === 'SpecifiedTradeSettlementMonetarySummation')
    local = inLine
      ? 'SpecifiedTradeSettlementLineMonetarySummation'
      : 'SpecifiedTradeSettlementHeaderMonetarySummation';
  if (known && from.local === 'SpecifiedLogisticsServiceCharge') return logisticsCharge(from, ns, parent);
  const inReference = known && parent?.local.endsWith('ReferencedDocument') === true;
  if (inReference && from.local === 'ID') local = 'IssuerAssignedID';
  if (inReference && from.local === 'IssueDateTime') return formattedDate(from, ns, parent);
  const el = make(from, ns, local, parent);
  const childInLine = inLine || from.local === 'IncludedSupplyChainTradeLineItem';
  for (const c of from.children) el.children.push(convert(c, el, childInLine));
  return el;
}

/** `ram:IssueDateTime` (xs:dateTime text) → `ram:FormattedIssueDateTime/qdt:DateTimeString` (102). */
function formattedDate(from: XmlElement, ns: string, parent: XmlElement | undefined): XmlElement {
  const el = make(from, ns, 'FormattedIssueDateTime', parent);
  el.text = '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(from.text.trim());
  const inner = make(from, QDT, 'DateTimeString', el);
  inner.text = m ? `${m[1]}${m[2]}${m[3]}` : from.text.trim();
  inner.attrs = m ? { format: '102' } : {};
  el.children.push(inner);
  return el;
}

/** `ram:SpecifiedLogisticsServiceCharge` → `ram:SpecifiedTradeAllowanceCharge` with ChargeIndicator true. */
function logisticsCharge(from: XmlElement, ns: string, parent: XmlElement | undefined): XmlElement {
  const el = make(from, ns, 'SpecifiedTradeAllowanceCharge', parent);
  const indicator = make(from, ns, 'ChargeIndicator', el);
  indicator.text = '';
  const flag = make(from, D16B.udt, 'Indicator', indicator);
  flag.text = 'true';
  indicator.children.push(flag);
  el.children.push(indicator);
  for (const c of from.children) {
    const child = convert(c, el, false);
    const renamed = NS_MAP[c.ns] ? LOGISTICS_CHILD[c.local] : undefined;
    if (renamed) {
      child.local = renamed;
      child.qname = `ram:${renamed}`;
    }
    el.children.push(child);
  }
  return el;
}

function child(el: XmlElement | undefined, local: string): XmlElement | undefined {
  return el?.children.find((c) => c.local === local && c.ns === D16B.ram);
}

/** A new `ram:` element with text, placed under `parent` at `index` (default: last). */
function insert(
  parent: XmlElement,
  local: string,
  text: string,
  attrs: Record<string, string>,
  index?: number,
) {
  const el: XmlElement = {
    ns: D16B.ram,
    local,
    qname: `ram:${local}`,
    attrs,
    children: [],
    text,
    line: parent.line,
    column: parent.column,
    parent,
  };
  parent.children.splice(index ?? parent.children.length, 0, el);
  return el;
}

/** Text-only lines (a note, nothing to invoice) → document notes, in document order. */
function moveTextLines(root: XmlElement, tx: XmlElement): void {
  const doc = root.children.find((c) => c.local === 'ExchangedDocument' && c.ns === D16B.rsm);
  if (!doc) return;
  tx.children = tx.children.filter((item) => {
    if (item.local !== 'IncludedSupplyChainTradeLineItem') return true;
    const lineDoc = child(item, 'AssociatedDocumentLineDocument');
    const notes = lineDoc?.children.filter((c) => c.local === 'IncludedNote' && c.ns === D16B.ram) ?? [];
    const textOnly =
      notes.length > 0 &&
      !child(item, 'SpecifiedTradeProduct') &&
      !child(child(item, 'SpecifiedLineTradeDelivery'), 'BilledQuantity') &&
      !child(child(item, 'SpecifiedLineTradeSettlement'), 'SpecifiedTradeSettlementLineMonetarySummation');
    if (!textOnly) return true;
    for (const note of notes) {
      note.parent = doc;
      doc.children.push(note);
    }
    return false;
  });
}

/** `ram:AdditionalReferencedDocument` with TypeCode OI (the original invoice) → BT-25/BT-26. */
function moveInvoiceReferences(tx: XmlElement): void {
  const agreement = child(tx, 'ApplicableHeaderTradeAgreement');
  const settlement = child(tx, 'ApplicableHeaderTradeSettlement');
  if (!agreement || !settlement) return;
  agreement.children = agreement.children.filter((ref) => {
    if (ref.local !== 'AdditionalReferencedDocument' || child(ref, 'TypeCode')?.text.trim() !== 'OI')
      return true;
    ref.local = 'InvoiceReferencedDocument';
    ref.qname = 'ram:InvoiceReferencedDocument';
    ref.children = ref.children.filter((c) => c.local !== 'TypeCode');
    ref.parent = settlement;
    settlement.children.push(ref);
    return false;
  });
}

/** Line positions for lines without `ram:LineID` (ZUGFeRD 1.0 BASIC has none). */
function numberLines(tx: XmlElement): void {
  let position = 0;
  for (const item of tx.children) {
    if (item.local !== 'IncludedSupplyChainTradeLineItem') continue;
    position++;
    let doc = child(item, 'AssociatedDocumentLineDocument');
    if (!doc) doc = insert(item, 'AssociatedDocumentLineDocument', '', {}, 0);
    if (!child(doc, 'LineID')?.text.trim()) insert(doc, 'LineID', String(position), {}, 0);
  }
}

/** BT-115 when ZUGFeRD 1.0 BASIC leaves it out: grand total − prepaid amount. */
function fillAmountDue(tx: XmlElement): void {
  const sum = child(
    child(tx, 'ApplicableHeaderTradeSettlement'),
    'SpecifiedTradeSettlementHeaderMonetarySummation',
  );
  if (!sum || child(sum, 'DuePayableAmount')) return;
  const grand = child(sum, 'GrandTotalAmount');
  const grandText = grand?.text.trim();
  if (!grand || !isDecimal(grandText)) return;
  const prepaid = child(sum, 'TotalPrepaidAmount')?.text.trim();
  const due = isDecimal(prepaid) ? add(grandText, dec(prepaid).neg()) : dec(grandText);
  const places = Math.max(2, grandText.split('.')[1]?.length ?? 0);
  const currency = grand.attrs.currencyID;
  insert(sum, 'DuePayableAmount', due.toFixed(places), currency ? { currencyID: currency } : {});
}

/** A CII D16B tree with the content of a ZUGFeRD 1.0 document (see the module comment). */
export function zugferd1ToCii(root: XmlElement): XmlElement {
  const out = convert(root, undefined, false);
  const tx = out.children.find((c) => c.local === 'SupplyChainTradeTransaction' && c.ns === D16B.rsm);
  if (tx) {
    moveTextLines(out, tx);
    moveInvoiceReferences(tx);
    numberLines(tx);
    fillAmountDue(tx);
  }
  return out;
}
