/**
 * XRechnung Extension rules checked on the document (UBL; for BR-DEX-04/05 also CII) (the Extension scenario only; see
 * `../xml-util.ts`): the official contexts and tests read what the model cannot show.
 *
 * - BR-DEX-02/03 look at every `cac:SubInvoiceLine` at any depth (`//cac:SubInvoiceLine`), count
 *   `cac:ClassifiedTaxCategory` elements (even without an ID) and sum the amounts as written.
 * - BR-DEX-04 … 08 compare each `@schemeID` as written (normalize-space) with the official code
 *   strings: `contains(' XR01 XR02 XR03 ' || ICD list, concat(' ', scheme, ' '))`, where an empty
 *   scheme matches the double blank between the two lists (so it passes), and `SEPA` is allowed
 *   for party identifiers under the seller or the payee only.
 * - BR-DEX-13/14 read `cbc:PaidAmount` of each `cac:PrepaidPayment` as written: its decimals and
 *   its `@currencyID` against the document currency code.
 */
import { codes, XRECHNUNG_EXTENSION_SCHEMES } from '../../codelists/index.ts';
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { DecimalCtor } from '../util.ts';
import { at, dec, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { BR_DEX_RULES } from './br-dex.ts';

const S = 'xrechnung-extension' as const;

function xmlRule(id: string, check: (ctx: XmlRuleContext) => XmlFinding[]): XmlRule {
  return overrideRule(BR_DEX_RULES, id, check, 'ubl');
}

const byLocal = (root: XmlElement, local: string): readonly XmlElement[] =>
  indexDocument(root).byLocal.get(local) ?? [];

/**
 * The official list test on a scheme (`not(contains(s, ' ')) and contains(LIST, concat(' ', s, ' '))`
 * with s = normalize-space(@schemeID)). LIST is the XRechnung codes followed by the ICD or EAS
 * list: an empty scheme matches the blank between them. (The ICD string ends with 0244 without a
 * blank, so 0244 never matches; the CEN ICD list we hold has no 0244.)
 */
function schemeOk(scheme: string, list: 'icd' | 'eas'): boolean {
  const s = norm(scheme);
  if (s.includes(' ')) return false;
  return s === '' || XRECHNUNG_EXTENSION_SCHEMES.has(s) || codes(list).has(s);
}

/** `X[@schemeID]` elements whose parent is `parent` (any parent when undefined) failing `ok`. */
function schemeFindings(
  root: XmlElement,
  local: string,
  parent: string | undefined,
  ok: (el: XmlElement, scheme: string) => boolean,
): XmlFinding[] {
  return byLocal(root, local)
    .filter((el) => el.attrs.schemeID !== undefined && (!parent || el.parent?.local === parent))
    .filter((el) => !ok(el, el.attrs.schemeID as string))
    .map(at);
}

function hasAncestor(el: XmlElement, locals: string[]): boolean {
  for (let p = el.parent; p; p = p.parent) if (locals.includes(p.local)) return true;
  return false;
}

export const BR_DEX_XML_RULES: XmlRule[] = [
  xmlRule('BR-DEX-02', ({ root }) => {
    if (root.local !== 'Invoice') return [];
    // xs:decimal(cbc:LineExtensionAmount) = sum(cac:SubInvoiceLine/xs:decimal(cbc:LineExtensionAmount))
    const sumOk = (line: XmlElement) => {
      const own = dec(kid(line, 'LineExtensionAmount'));
      if (!own) return false;
      let total = new DecimalCtor(0);
      for (const s of kids(line, 'SubInvoiceLine')) {
        const a = kid(s, 'LineExtensionAmount');
        if (!a) continue;
        const v = dec(a);
        if (!v) return false;
        total = total.plus(v);
      }
      return own.equals(total);
    };
    const lines = kids(root, 'InvoiceLine').filter((l) => kids(l, 'SubInvoiceLine').length > 0);
    const subs = byLocal(root, 'SubInvoiceLine').filter((s) => kids(s, 'SubInvoiceLine').length > 0);
    return lines.every(sumOk) && subs.every(sumOk) ? [] : [at(root)];
  }),
  xmlRule('BR-DEX-03', ({ root }) => {
    if (root.local !== 'Invoice') return [];
    const bad = byLocal(root, 'SubInvoiceLine')
      .flatMap((s) => kids(s, 'Item'))
      .some((item) => kids(item, 'ClassifiedTaxCategory').length !== 1);
    return bad ? [at(root)] : [];
  }),
  xmlRule('BR-DEX-04', ({ root }) =>
    schemeFindings(
      root,
      'ID',
      'PartyIdentification',
      (el, s) =>
        schemeOk(s, 'icd') ||
        (norm(s) === 'SEPA' && hasAncestor(el, ['AccountingSupplierParty', 'PayeeParty'])),
    ),
  ),
  xmlRule('BR-DEX-05', ({ root }) =>
    schemeFindings(root, 'CompanyID', 'PartyLegalEntity', (_, s) => schemeOk(s, 'icd')),
  ),
  xmlRule('BR-DEX-06', ({ root }) =>
    schemeFindings(root, 'ID', 'StandardItemIdentification', (_, s) => schemeOk(s, 'icd')),
  ),
  xmlRule('BR-DEX-07', ({ root }) =>
    schemeFindings(root, 'EndpointID', undefined, (_, s) => schemeOk(s, 'eas')),
  ),
  xmlRule('BR-DEX-08', ({ root }) =>
    schemeFindings(root, 'ID', 'DeliveryLocation', (_, s) => schemeOk(s, 'icd')),
  ),
  xmlRule('BR-DEX-13', ({ root }) => {
    if (root.local !== 'Invoice') return [];
    return kids(root, 'PrepaidPayment')
      .filter((p) => {
        const text = kid(p, 'PaidAmount')?.text ?? '';
        const i = text.indexOf('.');
        return i >= 0 && [...text.slice(i + 1)].length > 2;
      })
      .map(at);
  }),
];

/** BR-DEX-14 has no model counterpart: the model does not keep the currency of BT-DEX-002. */
const BR_DEX_14: XmlRule = {
  id: 'BR-DEX-14',
  severity: 'error',
  scope: S,
  syntax: 'ubl',
  bt: ['BT-DEX-002'],
  message: {
    en: 'The currency of the third party payment amount (BT-DEX-002) shall be the invoice currency (BT-5).',
    de: 'Die Währung von „Betrag der Drittzahlung“ (BT-DEX-002) muss der Rechnungswährung (BT-5) entsprechen.',
  },
  // context `/ubl:Invoice/cac:PrepaidPayment`, test `cbc:PaidAmount/@currencyID =
  // parent::node()/cbc:DocumentCurrencyCode` (as written; no amount or no currency code fails)
  checkXml: ({ root }) => {
    if (root.local !== 'Invoice') return [];
    const doc = kids(root, 'DocumentCurrencyCode').map((c) => c.text);
    return kids(root, 'PrepaidPayment')
      .filter(
        (p) =>
          !kids(p, 'PaidAmount').some(
            (a) => a.attrs.currencyID !== undefined && doc.includes(a.attrs.currencyID),
          ),
      )
      .map(at);
  },
};

BR_DEX_XML_RULES.push(BR_DEX_14);

/** `el[@schemeID]` elements not below any of `outside` whose scheme fails the ICD list test. */
function icdFindings(root: XmlElement, local: string, outside: string[]): XmlFinding[] {
  return byLocal(root, local)
    .filter((el) => el.attrs.schemeID !== undefined && !hasAncestor(el, outside))
    .filter((el) => !schemeOk(el.attrs.schemeID as string, 'icd'))
    .map(at);
}

// CII: the official contexts are not the business terms' elements but every element of a name:
// BR-DEX-04 `//ram:GlobalID[@schemeID][not(ancestor::ram:SpecifiedTradeProduct) and
// not(ancestor::ram:ShipToTradeParty)]` (no SEPA exception), BR-DEX-05 `ram:ID[@schemeID]
// [not(ancestor::ram:SpecifiedTaxRegistration)]` — so a party's ram:ID with a scheme (BT-46 of
// the buyer, written as ram:ID) is judged by BR-DEX-05, as the official validator does.
BR_DEX_XML_RULES.push(
  overrideRule(
    BR_DEX_RULES,
    'BR-DEX-04',
    ({ root }) => icdFindings(root, 'GlobalID', ['SpecifiedTradeProduct', 'ShipToTradeParty']),
    'cii',
  ),
  overrideRule(
    BR_DEX_RULES,
    'BR-DEX-05',
    ({ root }) => icdFindings(root, 'ID', ['SpecifiedTaxRegistration']),
    'cii',
  ),
);

/**
 * BR-DEX-15 (CII binding only, warning): context every
 * `/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/
 * ram:AssociatedDocumentLineDocument` of an Extension document, test `not(exists(//ram:ParentLineID))`:
 * sub-lines written with ram:ParentLineID are not supported by XRechnung in CII.
 */
const BR_DEX_15: XmlRule = {
  id: 'BR-DEX-15',
  severity: 'warning',
  scope: S,
  syntax: 'cii',
  bt: ['BG-DEX-01'],
  message: {
    en: 'This CII file might use the concept of sub invoice lines (ram:ParentLineID); XRechnung does not support this in CII.',
    de: 'Diese CII-Datei verwendet möglicherweise Unterpositionen (ram:ParentLineID); XRechnung unterstützt das in CII nicht.',
  },
  checkXml: ({ root }) => {
    if (byLocal(root, 'ParentLineID').length === 0) return [];
    return kids(kid(root, 'SupplyChainTradeTransaction'), 'IncludedSupplyChainTradeLineItem')
      .flatMap((l) => kids(l, 'AssociatedDocumentLineDocument'))
      .map(at);
  },
};

BR_DEX_XML_RULES.push(BR_DEX_15);
