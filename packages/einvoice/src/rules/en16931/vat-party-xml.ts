/**
 * The party conditions of the VAT category rules (-02 line, -03 allowance, -04 charge of S, Z, E,
 * AE, K, G, L, M, O) checked on the document: the official tests ask whether identifier elements
 * exist (an empty VAT identifier counts; the readers drop it) and read the UBL tax scheme upper-cased
 * ('vat' is VAT; the reader takes it as a tax registration, BT-32).
 *
 * UBL (context: the root): a use (`//cac:ClassifiedTaxCategory`, `//cac:AllowanceCharge[false()/true()]
 * /cac:TaxCategory`, O: document level only; code normalized, scheme VAT) needs the parties:
 * - S, Z, E, L, M: `//cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID` (any
 *   scheme) or a tax representative's VAT `cbc:CompanyID`;
 * - AE: that, and the buyer's VAT `cbc:CompanyID` or `cac:PartyLegalEntity/cbc:CompanyID`;
 * - K: seller or representative VAT `cbc:CompanyID`, and the buyer's; G: seller or representative VAT;
 * - O: none of seller, representative, buyer VAT `cbc:CompanyID`.
 * BR-S-02 (UBL) stays in `vat-category-xml.ts`.
 * CII (context: each line tax / allowance / charge tax with the code as written and type code VAT):
 * `ram:SpecifiedTaxRegistration/ram:ID` by `@schemeID` — seller 'VA' or 'FC' (S, Z, E, AE, L, M) or
 * 'VA' (K, G, O), representative 'VA', buyer 'VA' (AE also the buyer's legal organization ID).
 */

import type { XmlElement } from '../../xml/parse.ts';
import { LastMemo } from '../memo.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Rule, XmlFinding, XmlRule } from '../types.ts';
import { at, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { VAT_FAMILY_RULES } from './vat-families.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const MODEL = VAT_FAMILY_RULES;

type Parties = 'seller-any' | 'seller-vat' | 'ae' | 'k' | 'o';

interface Facts {
  /** UBL: any seller PartyTaxScheme/CompanyID; CII: seller ID with scheme VA or FC */
  sellerAny: boolean;
  /** UBL: seller CompanyID of the scheme VAT; CII: seller ID with scheme VA */
  sellerVat: boolean;
  repVat: boolean;
  buyerVat: boolean;
  /** UBL: buyer PartyLegalEntity/CompanyID; CII: buyer SpecifiedLegalOrganization/ID */
  buyerLegal: boolean;
}

const anywhere = (root: XmlElement, local: string, ns: string) =>
  (indexDocument(root).byLocal.get(local) ?? []).filter((e) => e.ns === ns);
const ublVat = (el: XmlElement) =>
  kids(el, 'TaxScheme').some((s) => kids(s, 'ID').some((i) => norm(i.text).toUpperCase() === 'VAT'));

const memo = new LastMemo<Facts>();
function facts(root: XmlElement, syntax: string): Facts {
  const hit = memo.get(root);
  if (hit) return hit;
  let f: Facts;
  if (syntax === 'ubl') {
    const schemes = (party: string) =>
      anywhere(root, party, CAC)
        .flatMap((p) => (party === 'TaxRepresentativeParty' ? [p] : kids(p, 'Party')))
        .flatMap((p) => kids(p, 'PartyTaxScheme'))
        .filter((t) => !!kid(t, 'CompanyID'));
    const seller = schemes('AccountingSupplierParty');
    f = {
      sellerAny: seller.length > 0,
      sellerVat: seller.some(ublVat),
      repVat: schemes('TaxRepresentativeParty').some(ublVat),
      buyerVat: schemes('AccountingCustomerParty').some(ublVat),
      buyerLegal: anywhere(root, 'AccountingCustomerParty', CAC)
        .flatMap((p) => kids(p, 'Party'))
        .some((p) => kids(p, 'PartyLegalEntity').some((l) => !!kid(l, 'CompanyID'))),
    };
  } else {
    const ids = (party: string) =>
      anywhere(root, party, RAM)
        .flatMap((p) => kids(p, 'SpecifiedTaxRegistration'))
        .flatMap((r) => kids(r, 'ID'))
        .map((i) => i.attrs.schemeID);
    const seller = ids('SellerTradeParty');
    f = {
      sellerAny: seller.some((s) => s === 'VA' || s === 'FC'),
      sellerVat: seller.includes('VA'),
      repVat: ids('SellerTaxRepresentativeTradeParty').includes('VA'),
      buyerVat: ids('BuyerTradeParty').includes('VA'),
      buyerLegal: anywhere(root, 'BuyerTradeParty', RAM).some((p) =>
        kids(p, 'SpecifiedLegalOrganization').some((o) => !!kid(o, 'ID')),
      ),
    };
  }
  memo.set(root, f);
  return f;
}

function partiesOk(f: Facts, p: Parties): boolean {
  switch (p) {
    case 'seller-any':
      return f.sellerAny || f.repVat;
    case 'seller-vat':
      return f.sellerVat || f.repVat;
    case 'ae':
      return (f.sellerAny || f.repVat) && (f.buyerVat || f.buyerLegal);
    case 'k':
      return (f.sellerVat || f.repVat) && f.buyerVat;
    case 'o':
      return !f.sellerVat && !f.repVat && !f.buyerVat;
  }
}

/** `x = true()` / `= false()` on an untyped element: its text cast to xs:boolean. */
const bool = (el: XmlElement): boolean | undefined => {
  const v = el.text.trim();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
};

/**
 * The elements a rule -02/-03/-04 of `code` is about (UBL: tax categories; CII: the contexts),
 * for every code at once: `n|code` → elements in document order (one pass per document).
 */
const usesMemo = new LastMemo<Map<string, XmlElement[]>>();
function uses(root: XmlElement, syntax: string, code: string, n: 2 | 3 | 4): XmlElement[] {
  let m = usesMemo.get(root);
  if (!m) {
    m = syntax === 'ubl' ? ublUses(root) : ciiUses(root);
    usesMemo.set(root, m);
  }
  return m.get(`${n}|${code}`) ?? NONE;
}
const NONE: XmlElement[] = [];

function push(m: Map<string, XmlElement[]>, key: string, el: XmlElement): void {
  const list = m.get(key);
  if (list) list.push(el);
  else m.set(key, [el]);
}

/**
 * UBL: -02 the `cac:ClassifiedTaxCategory` of the code (scheme VAT); -03/-04 the `cac:TaxCategory`
 * of allowances (some `ChargeIndicator = false()`) / charges (`= true()`) anywhere, for O only
 * those of the document level.
 */
function ublUses(root: XmlElement): Map<string, XmlElement[]> {
  const m = new Map<string, XmlElement[]>();
  for (const c of anywhere(root, 'ClassifiedTaxCategory', CAC))
    if (ublVat(c)) push(m, `2|${norm(kid(c, 'ID')?.text)}`, c);
  for (const a of anywhere(root, 'AllowanceCharge', CAC)) {
    const ind = kids(a, 'ChargeIndicator').map(bool);
    const allowance = ind.includes(false);
    const charge = ind.includes(true);
    if (!allowance && !charge) continue;
    for (const c of kids(a, 'TaxCategory')) {
      if (!ublVat(c)) continue;
      const code = norm(kid(c, 'ID')?.text);
      if (code === 'O' && a.parent !== root) continue;
      if (allowance) push(m, `3|${code}`, c);
      if (charge) push(m, `4|${code}`, c);
    }
  }
  return m;
}

/**
 * CII: -02 the line `ram:ApplicableTradeTax`, -03/-04 the `ram:CategoryTradeTax` of allowances /
 * charges (`udt:Indicator` false / true), each with some `ram:CategoryCode` = the code as written
 * and some `ram:TypeCode` VAT.
 */
function ciiUses(root: XmlElement): Map<string, XmlElement[]> {
  const m = new Map<string, XmlElement[]>();
  const vat = (t: XmlElement) => kids(t, 'TypeCode').some((c) => c.text.toUpperCase() === 'VAT');
  const codes = (t: XmlElement) => new Set(kids(t, 'CategoryCode').map((c) => c.text));
  for (const t of anywhere(root, 'ApplicableTradeTax', RAM))
    if (
      t.parent?.local === 'SpecifiedLineTradeSettlement' &&
      t.parent.parent?.local === 'IncludedSupplyChainTradeLineItem' &&
      vat(t)
    )
      for (const code of codes(t)) push(m, `2|${code}`, t);
  for (const t of anywhere(root, 'CategoryTradeTax', RAM)) {
    if (t.parent?.local !== 'SpecifiedTradeAllowanceCharge' || !vat(t)) continue;
    const ind = kids(t.parent, 'ChargeIndicator').flatMap((i) => kids(i, 'Indicator').map(bool));
    const allowance = ind.includes(false);
    const charge = ind.includes(true);
    for (const code of codes(t)) {
      if (allowance) push(m, `3|${code}`, t);
      if (charge) push(m, `4|${code}`, t);
    }
  }
  return m;
}

function partyRule(prefix: string, code: string, parties: Parties, n: 2 | 3 | 4): XmlRule {
  const id = `${prefix}-0${n}`;
  // UBL BR-S-02 is checked in vat-category-xml.ts (its test also reads S of other schemes)
  return overrideRule(
    MODEL,
    id,
    ({ root, syntax }): XmlFinding[] => {
      const used = uses(root, syntax, code, n);
      if (used.length === 0 || partiesOk(facts(root, syntax), parties)) return [];
      return syntax === 'ubl' ? [at(root)] : used.map(at);
    },
    id === 'BR-S-02' ? 'cii' : undefined,
  );
}

const CATEGORIES: Array<[string, string, Parties]> = [
  ['BR-S', 'S', 'seller-any'],
  ['BR-Z', 'Z', 'seller-any'],
  ['BR-E', 'E', 'seller-any'],
  ['BR-AE', 'AE', 'ae'],
  ['BR-IC', 'K', 'k'],
  ['BR-G', 'G', 'seller-vat'],
  ['BR-AF', 'L', 'seller-any'],
  ['BR-AG', 'M', 'seller-any'],
  ['BR-O', 'O', 'o'],
];

export const VAT_PARTY_XML_RULES: XmlRule[] = CATEGORIES.flatMap(([prefix, code, parties]) =>
  ([2, 3, 4] as const).map((n) => partyRule(prefix, code, parties, n)),
);

export const VAT_PARTY_XML_IDS: ReadonlySet<string> = new Set(VAT_PARTY_XML_RULES.map((r) => r.id));
