/**
 * -05 … -07 of the VAT categories (line, document allowance and document charge VAT rate) checked on
 * the document: the official contexts select a category only with the tax scheme VAT, which the
 * model does not keep per line or allowance —
 *
 * - UBL `cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[normalize-space(cbc:ID) = 'S']
 *   [cac:TaxScheme/normalize-space(upper-case(cbc:ID))='VAT']` (CreditNoteLine alike) and
 *   `cac:AllowanceCharge[cbc:ChargeIndicator=false()]/cac:TaxCategory[…]` (true() for -07);
 * - CII `//rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/
 *   ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax[ram:CategoryCode = 'S']
 *   [upper-case(ram:TypeCode) = 'VAT']` and `//ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/
 *   udt:Indicator=false()]/ram:CategoryTradeTax[…]` (codes as written).
 *
 * The rate test is the model's (`rateOk`) on the rate as the readers take it (first child, trimmed).
 */

import type { XmlElement } from '../../xml/parse.ts';
import { textOf } from '../../xml/parse.ts';
import { LastMemo } from '../memo.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Rule, XmlRule, XmlRuleContext } from '../types.ts';
import { at, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { type RateCondition, rateOk } from './vat-category.ts';
import { VAT_FAMILY_RULES } from './vat-families.ts';

const MODEL = VAT_FAMILY_RULES;
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const RSM = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

type Kind = 'line' | 'allowance' | 'charge';

/** One context candidate: a VAT category (scheme/type VAT) of a line, allowance or charge. */
interface RateContext {
  kind: Kind;
  /** the category element (UBL `cac:*TaxCategory`, CII `ram:ApplicableTradeTax`/`ram:CategoryTradeTax`) */
  el: XmlElement;
  /** UBL: normalize-space(cbc:ID) of each ID; CII: each ram:CategoryCode as written */
  codes: string[];
  /** the rate as the readers take it */
  rate: string | undefined;
}

/** `x = true()` / `= false()` on an untyped element: its text cast to xs:boolean. */
const bool = (el: XmlElement): boolean | undefined => {
  const v = el.text.trim();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
};

const memo = new LastMemo<RateContext[]>();
function contexts(root: XmlElement, syntax: string): RateContext[] {
  const hit = memo.get(root);
  if (hit) return hit;
  const out: RateContext[] = [];
  const index = indexDocument(root);
  const byLocal = (local: string, ns: string) => (index.byLocal.get(local) ?? []).filter((e) => e.ns === ns);
  // allowance/charge kinds of an element by its indicators (both when some are true and some false)
  const acKinds = (inds: XmlElement[]): Kind[] => {
    const v = inds.map(bool);
    const k: Kind[] = [];
    if (v.includes(false)) k.push('allowance');
    if (v.includes(true)) k.push('charge');
    return k;
  };
  if (syntax === 'ubl') {
    const vat = (cat: XmlElement) =>
      kids(cat, 'TaxScheme').some((s) => norm(kid(s, 'ID')?.text).toUpperCase() === 'VAT');
    const ubl = (kind: Kind, cat: XmlElement) => {
      if (!vat(cat)) return;
      out.push({
        kind,
        el: cat,
        codes: kids(cat, 'ID').map((i) => norm(i.text)),
        rate: textOf(kid(cat, 'Percent')),
      });
    };
    for (const cat of byLocal('ClassifiedTaxCategory', CAC)) {
      const line = cat.parent?.parent;
      if (cat.parent?.local === 'Item' && (line?.local === 'InvoiceLine' || line?.local === 'CreditNoteLine'))
        ubl('line', cat);
    }
    for (const ac of byLocal('AllowanceCharge', CAC))
      for (const kind of acKinds(kids(ac, 'ChargeIndicator')))
        for (const cat of kids(ac, 'TaxCategory')) ubl(kind, cat);
  } else {
    const vat = (t: XmlElement) => kids(t, 'TypeCode').some((c) => c.text.toUpperCase() === 'VAT');
    const cii = (kind: Kind, t: XmlElement) => {
      if (!vat(t)) return;
      out.push({
        kind,
        el: t,
        codes: kids(t, 'CategoryCode').map((c) => c.text),
        rate: textOf(kid(t, 'RateApplicablePercent')),
      });
    };
    for (const t of byLocal('ApplicableTradeTax', RAM)) {
      const stl = t.parent;
      const item = stl?.parent;
      const tx = item?.parent;
      if (
        stl?.local === 'SpecifiedLineTradeSettlement' &&
        item?.local === 'IncludedSupplyChainTradeLineItem' &&
        tx?.local === 'SupplyChainTradeTransaction' &&
        tx.ns === RSM
      )
        cii('line', t);
    }
    for (const ac of byLocal('SpecifiedTradeAllowanceCharge', RAM))
      for (const kind of acKinds(kids(ac, 'ChargeIndicator').flatMap((i) => kids(i, 'Indicator'))))
        for (const t of kids(ac, 'CategoryTradeTax')) cii(kind, t);
  }
  memo.set(root, out);
  return out;
}

const CATEGORIES: [prefix: string, code: string, rate: RateCondition][] = [
  ['BR-S', 'S', 'positive'],
  ['BR-Z', 'Z', 'zero'],
  ['BR-E', 'E', 'zero'],
  ['BR-AE', 'AE', 'zero'],
  ['BR-IC', 'K', 'zero'],
  ['BR-G', 'G', 'zero'],
  ['BR-O', 'O', 'absent'],
  ['BR-AF', 'L', 'non-negative'],
  ['BR-AG', 'M', 'non-negative'],
];
const KINDS: [n: number, kind: Kind][] = [
  [5, 'line'],
  [6, 'allowance'],
  [7, 'charge'],
];

export const VAT_RATE_XML_RULES: XmlRule[] = CATEGORIES.flatMap(([prefix, code, rate]) =>
  KINDS.map(([n, kind]) =>
    overrideRule(MODEL, `${prefix}-0${n}`, ({ root, syntax }: XmlRuleContext) => {
      const cii = syntax === 'cii';
      // the CII binding of BR-AF-05 … 07 asks for a rate above 0, the UBL binding for 0 or more
      const cond: RateCondition = cii && code === 'L' ? 'positive' : rate;
      return contexts(root, syntax)
        .filter((c) => c.kind === kind && c.codes.includes(code) && !rateOk(c.rate, cond, cii))
        .map((c) => at(kid(c.el, cii ? 'RateApplicablePercent' : 'Percent') ?? c.el));
    }),
  ),
);

export const VAT_RATE_XML_IDS: ReadonlySet<string> = new Set(VAT_RATE_XML_RULES.map((r) => r.id));
