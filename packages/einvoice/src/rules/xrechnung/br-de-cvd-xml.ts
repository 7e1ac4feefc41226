/**
 * CVD rules on the document: the official tests compare the classification scheme
 * (`@listID = 'CVD'`) and the attribute name (`cbc:Name = 'cva'`, CII `ram:Description = 'cva'`) as
 * written, the readers trim both (a scheme " CVD " is no CVD classification there).
 *
 * - BR-DE-CVD-03: some line item with a CVD classification and a 'cva' attribute;
 * - BR-DE-CVD-05: each 'cva' attribute's `normalize-space` value is clean, zero-emission or other;
 * - BR-DE-CVD-06-a / b: per line item, a CVD classification ⇒ exactly one 'cva' attribute, and
 *   a 'cva' attribute ⇒ exactly one CVD classification.
 */
import type { XmlElement } from '../../xml/parse.ts';
import { LastMemo } from '../memo.ts';
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, digAll, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { BR_DE_CVD_RULES } from './br-de-cvd.ts';

const CVA_CODES = ['clean', 'zero-emission', 'other'];

interface CvdItem {
  el: XmlElement;
  /** classifications with `@listID = 'CVD'` as written */
  cvd: number;
  /** attributes named 'cva' as written */
  cva: XmlElement[];
}

const memo = new LastMemo<CvdItem[]>();
function items(root: XmlElement, syntax: XmlRuleContext['syntax']): CvdItem[] {
  const hit = memo.get(root);
  if (hit) return hit;
  let out: CvdItem[];
  if (syntax === 'ubl') {
    out = [...kids(root, 'InvoiceLine'), ...kids(root, 'CreditNoteLine')]
      .flatMap((l) => kids(l, 'Item'))
      .map((el) => ({
        el,
        cvd: digAll(el, 'CommodityClassification', 'ItemClassificationCode').filter(
          (c) => c.attrs.listID === 'CVD',
        ).length,
        cva: kids(el, 'AdditionalItemProperty').filter((p) => kids(p, 'Name').some((n) => n.text === 'cva')),
      }));
  } else {
    out = digAll(
      root,
      'SupplyChainTradeTransaction',
      'IncludedSupplyChainTradeLineItem',
      'SpecifiedTradeProduct',
    ).map((el) => ({
      el,
      cvd: digAll(el, 'DesignatedProductClassification', 'ClassCode').filter((c) => c.attrs.listID === 'CVD')
        .length,
      cva: kids(el, 'ApplicableProductCharacteristic').filter((p) =>
        kids(p, 'Description').some((d) => d.text === 'cva'),
      ),
    }));
  }
  memo.set(root, out);
  return out;
}

function cvdRule(id: string, check: (items: CvdItem[], root: XmlElement) => XmlFinding[]): XmlRule {
  return overrideRule(BR_DE_CVD_RULES, id, ({ root, syntax }) => check(items(root, syntax), root));
}

export const BR_DE_CVD_XML_RULES: XmlRule[] = [
  cvdRule('BR-DE-CVD-03', (its, root) => (its.some((i) => i.cvd > 0 && i.cva.length > 0) ? [] : [at(root)])),
  cvdRule('BR-DE-CVD-05', (its) =>
    its
      .flatMap((i) => i.cva)
      .filter((p) => !CVA_CODES.includes(norm(kid(p, 'Value')?.text)))
      .map(at),
  ),
  cvdRule('BR-DE-CVD-06-a', (its) => its.filter((i) => i.cvd > 0 && i.cva.length !== 1).map((i) => at(i.el))),
  cvdRule('BR-DE-CVD-06-b', (its) => its.filter((i) => i.cva.length > 0 && i.cvd !== 1).map((i) => at(i.el))),
];

export const BR_DE_CVD_XML_IDS: ReadonlySet<string> = new Set(BR_DE_CVD_XML_RULES.map((r) => r.id));
