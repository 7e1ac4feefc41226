/**
 * BR-01 … BR-65 checked on the document where the official test reads something the model loses:
 * an element that exists but is empty (`exists(cbc:X)` holds for `<cbc:X/>`, the readers drop it),
 * an attribute that exists but is empty (`exists(@schemeID)`), text as written (CII period dates
 * compared as strings, only those with `@format = '102'`), the tax scheme of an allowance's
 * category, and the official contexts (which element a rule is checked on, and when it is not
 * checked at all, e.g. BR-12 … 15 without a totals element). Each rule replaces the model rule of
 * the same id for documents (of its syntax, when it has one); the model rule serves form data.
 */

import type { Syntax } from '../../model/read-result.ts';
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, dig, digAll, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { BR_RULES } from './br.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

const NONE: XmlElement[] = [];

/** `//prefix:local` in the UBL (cac/cbc) or CII (ram) namespace (the index's own list when all match). */
export function anywhere(root: XmlElement, local: string, ns: string): XmlElement[] {
  const all = indexDocument(root).byLocal.get(local);
  if (!all) return NONE;
  for (const e of all) if (e.ns !== ns) return all.filter((x) => x.ns === ns);
  return all;
}

/** XPath `x = false()` / `x = true()` on an untyped element: its string value cast to a boolean. */
function bool(el: XmlElement): boolean | undefined {
  const v = el.text.trim();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
}

export interface AllowanceCharge {
  /** the `cac:AllowanceCharge` / `ram:SpecifiedTradeAllowanceCharge` */
  el: XmlElement;
  line: boolean;
  charge: boolean;
}

/**
 * The allowances and charges as the official patterns take them. UBL: `/ubl:Invoice/cac:AllowanceCharge`
 * and `//cac:InvoiceLine/cac:AllowanceCharge`, an allowance when some `cbc:ChargeIndicator = false()`,
 * else a charge when some `= true()`. CII: each `ram:ChargeIndicator` of a
 * `ram:SpecifiedTradeAllowanceCharge` of the header or line settlement, an allowance when some
 * `udt:Indicator = 'false'` (as written), else a charge when some `= 'true'`.
 */
let lastAc: { root: XmlElement; list: AllowanceCharge[] } | undefined;
export function allowanceCharges(root: XmlElement, syntax: Syntax): AllowanceCharge[] {
  if (lastAc?.root === root) return lastAc.list;
  const out: AllowanceCharge[] = [];
  lastAc = { root, list: out };
  if (syntax === 'ubl') {
    const take = (ac: XmlElement, line: boolean) => {
      const ind = kids(ac, 'ChargeIndicator').map(bool);
      if (ind.includes(false)) out.push({ el: ac, line, charge: false });
      else if (ind.includes(true)) out.push({ el: ac, line, charge: true });
    };
    for (const ac of kids(root, 'AllowanceCharge')) take(ac, false);
    for (const l of ublLines(root)) for (const ac of kids(l, 'AllowanceCharge')) take(ac, true);
    return out;
  }
  for (const ci of anywhere(root, 'ChargeIndicator', RAM)) {
    const ac = ci.parent;
    if (ac?.local !== 'SpecifiedTradeAllowanceCharge') continue;
    const owner = ac.parent?.local;
    const line = owner === 'SpecifiedLineTradeSettlement';
    if (!line && owner !== 'ApplicableHeaderTradeSettlement') continue;
    const v = kids(ci, 'Indicator').map((i) => i.text);
    if (v.includes('false')) out.push({ el: ac, line, charge: false });
    else if (v.includes('true')) out.push({ el: ac, line, charge: true });
  }
  return out;
}

/** `cac:InvoiceLine | cac:CreditNoteLine` anywhere. */
export function ublLines(root: XmlElement): XmlElement[] {
  const inv = anywhere(root, 'InvoiceLine', CAC);
  const cn = anywhere(root, 'CreditNoteLine', CAC);
  return cn.length === 0 ? inv : inv.length === 0 ? cn : [...inv, ...cn];
}

const ciiLines = (root: XmlElement) => anywhere(root, 'IncludedSupplyChainTradeLineItem', RAM);

/** `normalize-space(path)` of the first element along the path ('' when there is none). */
const firstText = (el: XmlElement | undefined, ...path: string[]) => norm(digAll(el, ...path)[0]?.text);
const hasAttr = (el: XmlElement, name: string) => Object.hasOwn(el.attrs, name);

function xmlRule(
  id: string,
  syntax: Syntax | undefined,
  check: (ctx: XmlRuleContext) => XmlFinding[],
): XmlRule {
  return overrideRule(BR_RULES, id, check, syntax);
}

/** One rule, both syntaxes: the context elements and the test that must hold on each. */
function onEach(
  id: string,
  ubl: ((root: XmlElement) => XmlElement[]) | undefined,
  ublOk: (el: XmlElement) => boolean,
  cii: ((root: XmlElement) => XmlElement[]) | undefined,
  ciiOk: (el: XmlElement) => boolean,
): XmlRule {
  const syntax = !ubl ? 'cii' : !cii ? 'ubl' : undefined;
  return xmlRule(id, syntax, ({ root, syntax: s }) => {
    const ctx = s === 'ubl' ? ubl : cii;
    const ok = s === 'ubl' ? ublOk : ciiOk;
    return ctx
      ? ctx(root)
          .filter((el) => !ok(el))
          .map(at)
      : [];
  });
}

/** An allowance/charge rule: `level` doc or line, `charge` or allowance. */
function onAc(
  id: string,
  line: boolean,
  charge: boolean,
  ublOk: (ac: XmlElement) => boolean,
  ciiOk: (ac: XmlElement) => boolean,
): XmlRule {
  return xmlRule(id, undefined, ({ root, syntax }) =>
    allowanceCharges(root, syntax)
      .filter((a) => a.line === line && a.charge === charge && !(syntax === 'ubl' ? ublOk : ciiOk)(a.el))
      .map((a) => at(a.el)),
  );
}

const ublAmount = (ac: XmlElement) => !!kid(ac, 'Amount');
const ciiAmount = (ac: XmlElement) => !!kid(ac, 'ActualAmount');
const ublReason = (ac: XmlElement) =>
  !!kid(ac, 'AllowanceChargeReason') || !!kid(ac, 'AllowanceChargeReasonCode');
const ciiReason = (ac: XmlElement) => !!kid(ac, 'Reason') || !!kid(ac, 'ReasonCode');
/** `exists(cac:TaxCategory[cac:TaxScheme/normalize-space(upper-case(cbc:ID))='VAT']/cbc:ID)` */
const ublVatCategory = (ac: XmlElement) =>
  kids(ac, 'TaxCategory').some(
    (c) =>
      kids(c, 'TaxScheme').some((s) => norm(kid(s, 'ID')?.text).toUpperCase() === 'VAT') && !!kid(c, 'ID'),
  );
/** `../ram:CategoryTradeTax[upper-case(ram:TypeCode) = 'VAT']/ram:CategoryCode` */
const ciiVatCategory = (ac: XmlElement) =>
  kids(ac, 'CategoryTradeTax').some(
    (t) => kids(t, 'TypeCode').some((c) => c.text.toUpperCase() === 'VAT') && !!kid(t, 'CategoryCode'),
  );

/** Elements `local` whose parents are `parents` (innermost first). */
function under(root: XmlElement, local: string, ns: string, ...parents: string[]): XmlElement[] {
  return anywhere(root, local, ns).filter((e) => {
    let p = e.parent;
    for (const name of parents) {
      if (p?.local !== name) return false;
      p = p.parent;
    }
    return true;
  });
}

const ublSums = (root: XmlElement) => anywhere(root, 'LegalMonetaryTotal', CAC);
const ciiSumsAll = (root: XmlElement) =>
  anywhere(root, 'SpecifiedTradeSettlementHeaderMonetarySummation', RAM);
const ublTaxRep = (root: XmlElement) => anywhere(root, 'TaxRepresentativeParty', CAC);
const ciiTaxRep = (root: XmlElement) => anywhere(root, 'SellerTaxRepresentativeTradeParty', RAM);
const texts = (els: XmlElement[]) => els.map((e) => e.text);
const meets = (a: string[], b: string[]) => a.some((x) => b.includes(x));

/** CII BR-29/30: `EndDateTime/DateTimeString[@format = '102'] >= StartDateTime/…` compares strings. */
function ciiPeriodOk(p: XmlElement): boolean {
  if (!kid(p, 'EndDateTime') || !kid(p, 'StartDateTime')) return true;
  const d = (side: string) =>
    digAll(p, side, 'DateTimeString')
      .filter((s) => s.attrs.format === '102')
      .map((s) => s.text);
  const starts = d('StartDateTime');
  return d('EndDateTime').some((e) => starts.some((s) => e >= s));
}

export const BR_DOC_XML_RULES: XmlRule[] = [
  onEach(
    'BR-11',
    (root) => under(root, 'PostalAddress', CAC, 'Party', 'AccountingCustomerParty'),
    (a) => firstText(a, 'Country', 'IdentificationCode') !== '',
    (root) => [root],
    (root) =>
      firstText(
        root,
        'SupplyChainTradeTransaction',
        'ApplicableHeaderTradeAgreement',
        'BuyerTradeParty',
        'PostalTradeAddress',
        'CountryID',
      ) !== '',
  ),
  ...(
    [
      ['BR-12', 'LineExtensionAmount', 'LineTotalAmount'],
      ['BR-13', 'TaxExclusiveAmount', 'TaxBasisTotalAmount'],
      ['BR-14', 'TaxInclusiveAmount', 'GrandTotalAmount'],
      ['BR-15', 'PayableAmount', 'DuePayableAmount'],
    ] as const
  ).map(([id, u, c]) =>
    onEach(
      id,
      ublSums,
      (t) => !!kid(t, u),
      ciiSumsAll,
      (t) => !!kid(t, c),
    ),
  ),
  onEach(
    'BR-17',
    (root) => anywhere(root, 'PayeeParty', CAC),
    (p) => {
      const names = digAll(p, 'PartyName', 'Name');
      const seller = digAll(p.parent, 'AccountingSupplierParty', 'Party');
      return (
        names.length > 0 &&
        !meets(texts(names), texts(seller.flatMap((s) => digAll(s, 'PartyName', 'Name')))) &&
        !meets(
          texts(digAll(p, 'PartyIdentification', 'ID')),
          texts(seller.flatMap((s) => digAll(s, 'PartyIdentification', 'ID'))),
        )
      );
    },
    (root) => anywhere(root, 'PayeeTradeParty', RAM),
    (p) => {
      const seller = digAll(p.parent?.parent, 'ApplicableHeaderTradeAgreement', 'SellerTradeParty');
      const same = (...path: string[]) =>
        meets(texts(digAll(p, ...path)), texts(seller.flatMap((s) => digAll(s, ...path))));
      return !!kid(p, 'Name') && !same('Name') && !same('ID') && !same('SpecifiedLegalOrganization', 'ID');
    },
  ),
  onEach(
    'BR-18',
    ublTaxRep,
    (p) => firstText(p, 'PartyName', 'Name') !== '',
    ciiTaxRep,
    (p) => !!kid(p, 'Name'),
  ),
  onEach(
    'BR-19',
    ublTaxRep,
    (p) => !!kid(p, 'PostalAddress'),
    ciiTaxRep,
    (p) => !!kid(p, 'PostalTradeAddress'),
  ),
  onEach(
    'BR-20',
    (root) => under(root, 'PostalAddress', CAC, 'TaxRepresentativeParty'),
    (a) => firstText(a, 'Country', 'IdentificationCode') !== '',
    ciiTaxRep,
    (p) => !!dig(p, 'PostalTradeAddress', 'CountryID'),
  ),
  onEach(
    'BR-23',
    ublLines,
    (l) =>
      [...kids(l, 'InvoicedQuantity'), ...kids(l, 'CreditedQuantity')].some((q) => hasAttr(q, 'unitCode')),
    ciiLines,
    (l) => digAll(l, 'SpecifiedLineTradeDelivery', 'BilledQuantity').some((q) => hasAttr(q, 'unitCode')),
  ),
  // UBL keeps the model rules (xs:date comparison of the dates)
  onEach(
    'BR-29',
    undefined,
    () => true,
    (root) => under(root, 'BillingSpecifiedPeriod', RAM, 'ApplicableHeaderTradeSettlement'),
    ciiPeriodOk,
  ),
  onEach(
    'BR-30',
    undefined,
    () => true,
    (root) => under(root, 'BillingSpecifiedPeriod', RAM, 'SpecifiedLineTradeSettlement'),
    ciiPeriodOk,
  ),
  onAc('BR-31', false, false, ublAmount, ciiAmount),
  onAc('BR-32', false, false, ublVatCategory, ciiVatCategory),
  onAc('BR-33', false, false, ublReason, ciiReason),
  onAc('BR-36', false, true, ublAmount, ciiAmount),
  onAc('BR-37', false, true, ublVatCategory, ciiVatCategory),
  onAc('BR-38', false, true, ublReason, ciiReason),
  onAc('BR-41', true, false, ublAmount, ciiAmount),
  onAc('BR-42', true, false, ublReason, ciiReason),
  onAc('BR-43', true, true, ublAmount, ciiAmount),
  onAc('BR-44', true, true, ublReason, ciiReason),
  onEach(
    'BR-50',
    (root) =>
      anywhere(root, 'PaymentMeans', CAC)
        .filter((m) => kids(m, 'PaymentMeansCode').some((c) => c.text === '30' || c.text === '58'))
        .flatMap((m) => kids(m, 'PayeeFinancialAccount')),
    (a) => firstText(a, 'ID') !== '',
    (root) =>
      anywhere(root, 'SpecifiedTradeSettlementPaymentMeans', RAM)
        .filter((m) => kids(m, 'TypeCode').some((c) => c.text === '30' || c.text === '58'))
        .flatMap((m) => kids(m, 'PayeePartyCreditorFinancialAccount')),
    (a) => !!kid(a, 'IBANID') || !!kid(a, 'ProprietaryID'),
  ),
  onEach(
    'BR-52',
    (root) => anywhere(root, 'AdditionalDocumentReference', CAC),
    (d) => firstText(d, 'ID') !== '',
    (root) => anywhere(root, 'AdditionalReferencedDocument', RAM),
    (d) => firstText(d, 'IssuerAssignedID') !== '',
  ),
  onEach(
    'BR-54',
    (root) => anywhere(root, 'AdditionalItemProperty', CAC),
    (p) => !!kid(p, 'Name') && !!kid(p, 'Value'),
    (root) => anywhere(root, 'ApplicableProductCharacteristic', RAM),
    (p) => !!kid(p, 'Description') && !!kid(p, 'Value'),
  ),
  onEach(
    'BR-57',
    (root) => under(root, 'Address', CAC, 'DeliveryLocation', 'Delivery'),
    (a) => !!dig(a, 'Country', 'IdentificationCode'),
    (root) => digAll(root, 'SupplyChainTradeTransaction', 'ApplicableHeaderTradeDelivery'),
    (d) =>
      digAll(d, 'ShipToTradeParty', 'PostalTradeAddress').length === 0 ||
      firstText(d, 'ShipToTradeParty', 'PostalTradeAddress', 'CountryID') !== '',
  ),
  ...(
    [
      ['BR-62', 'AccountingSupplierParty', 'SellerTradeParty'],
      ['BR-63', 'AccountingCustomerParty', 'BuyerTradeParty'],
    ] as const
  ).map(([id, u, c]) =>
    onEach(
      id,
      (root) => under(root, 'EndpointID', CBC, 'Party', u),
      (e) => hasAttr(e, 'schemeID'),
      (root) => [root],
      (root) => {
        // normalize-space(…/ram:URIUniversalCommunication[1]/ram:URIID/@schemeID) != '' or not(…/ram:URIUniversalCommunication)
        const uris = digAll(root, 'SupplyChainTradeTransaction', 'ApplicableHeaderTradeAgreement', c).flatMap(
          (p) => kids(p, 'URIUniversalCommunication').slice(0, 1),
        );
        if (uris.length === 0) return true;
        const scheme = uris.flatMap((u) => kids(u, 'URIID')).find((i) => hasAttr(i, 'schemeID'));
        return norm(scheme?.attrs.schemeID) !== '';
      },
    ),
  ),
  onEach(
    'BR-64',
    (root) =>
      under(root, 'StandardItemIdentification', CAC, 'Item')
        .filter((e) => isLine(e.parent?.parent))
        .flatMap((e) => kids(e, 'ID')),
    (e) => hasAttr(e, 'schemeID'),
    ciiLines,
    (l) => {
      const ids = digAll(l, 'SpecifiedTradeProduct', 'GlobalID');
      return ids.length === 0 || norm(ids.find((i) => hasAttr(i, 'schemeID'))?.attrs.schemeID) !== '';
    },
  ),
  onEach(
    'BR-65',
    (root) =>
      under(root, 'ItemClassificationCode', CBC, 'CommodityClassification', 'Item').filter((e) =>
        isLine(e.parent?.parent?.parent),
      ),
    (e) => hasAttr(e, 'listID'),
    (root) => anywhere(root, 'DesignatedProductClassification', RAM),
    (d) => {
      const codes = kids(d, 'ClassCode');
      return codes.length === 0 || norm(codes.find((i) => hasAttr(i, 'listID'))?.attrs.listID) !== '';
    },
  ),
];

function isLine(el: XmlElement | undefined): boolean {
  return !!el && el.ns === CAC && (el.local === 'InvoiceLine' || el.local === 'CreditNoteLine');
}

/** Ids of the model rules these replace when a document is validated (per syntax: see `syntax`). */
export const BR_DOC_XML_IDS: ReadonlySet<string> = new Set(BR_DOC_XML_RULES.map((r) => r.id));
