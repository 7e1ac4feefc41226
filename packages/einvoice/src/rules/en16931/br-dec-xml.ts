/**
 * BR-DEC-01 … 28 on the document (BR-DEC-13/15 are in `br-xml.ts`): the official test counts the
 * decimals of the amount as written, `string-length(substring-after(x, '.')) <= 2`, so trailing
 * whitespace counts ("100.00 " has three decimals) — the readers trim it away. The contexts are
 * those of the official stylesheets, including which elements a pattern's first matching rule takes
 * (UBL: an allowance/charge by `cbc:ChargeIndicator = false()/true()`; CII: the `ram:ChargeIndicator`
 * with `udt:Indicator = 'false'/'true'` as written, and a header VAT breakdown of category L, M or O
 * is taken by its category's rule). Each replaces the model rule of the same id for documents.
 */
import type { Syntax } from '../../model/read-result.ts';
import type { XmlElement } from '../../xml/parse.ts';
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, decimals, kid, kids, overrideRule } from '../xml-util.ts';
import { BR_DEC_RULES } from './br-dec.ts';
import { allowanceCharges, anywhere, ublLines } from './br-doc-xml.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

type Checks = Map<string, XmlFinding[]>;

/** `string-length(substring-after(<local>, '.')) <= 2` on the context's first `<local>` child. */
function dec(out: Checks, id: string, ctx: XmlElement | undefined, ...path: string[]): void {
  let el = ctx;
  for (const l of path) el = kid(el, l);
  if (el && decimals(el) > 2) out.get(id)?.push({ ...at(el), params: { value: el.text } });
}

/** Allowances and charges (document and line level) in the official contexts (`allowanceCharges`). */
function acs(root: XmlElement, syntax: Syntax, out: Checks): void {
  const [amount, base] = syntax === 'ubl' ? ['Amount', 'BaseAmount'] : ['ActualAmount', 'BasisAmount'];
  for (const a of allowanceCharges(root, syntax)) {
    const [ida, idb] = a.line
      ? a.charge
        ? ['BR-DEC-27', 'BR-DEC-28']
        : ['BR-DEC-24', 'BR-DEC-25']
      : a.charge
        ? ['BR-DEC-05', 'BR-DEC-06']
        : ['BR-DEC-01', 'BR-DEC-02'];
    dec(out, ida, a.el, amount);
    dec(out, idb, a.el, base);
  }
}

function ubl(root: XmlElement, out: Checks): void {
  acs(root, 'ubl', out);
  for (const t of anywhere(root, 'LegalMonetaryTotal', CAC)) {
    dec(out, 'BR-DEC-09', t, 'LineExtensionAmount');
    dec(out, 'BR-DEC-10', t, 'AllowanceTotalAmount');
    dec(out, 'BR-DEC-11', t, 'ChargeTotalAmount');
    dec(out, 'BR-DEC-12', t, 'TaxExclusiveAmount');
    dec(out, 'BR-DEC-14', t, 'TaxInclusiveAmount');
    dec(out, 'BR-DEC-16', t, 'PrepaidAmount');
    dec(out, 'BR-DEC-17', t, 'PayableRoundingAmount');
    dec(out, 'BR-DEC-18', t, 'PayableAmount');
  }
  for (const sub of anywhere(root, 'TaxSubtotal', CAC)) {
    if (sub.parent?.local !== 'TaxTotal' || sub.parent.ns !== CAC) continue;
    dec(out, 'BR-DEC-19', sub, 'TaxableAmount');
    dec(out, 'BR-DEC-20', sub, 'TaxAmount');
  }
  for (const line of ublLines(root)) dec(out, 'BR-DEC-23', line, 'LineExtensionAmount');
}

function cii(root: XmlElement, out: Checks): void {
  acs(root, 'cii', out);
  for (const s of anywhere(root, 'SpecifiedTradeSettlementHeaderMonetarySummation', RAM)) {
    dec(out, 'BR-DEC-09', s, 'LineTotalAmount');
    dec(out, 'BR-DEC-10', s, 'AllowanceTotalAmount');
    dec(out, 'BR-DEC-11', s, 'ChargeTotalAmount');
    dec(out, 'BR-DEC-12', s, 'TaxBasisTotalAmount');
    dec(out, 'BR-DEC-14', s, 'GrandTotalAmount');
    dec(out, 'BR-DEC-16', s, 'TotalPrepaidAmount');
    dec(out, 'BR-DEC-17', s, 'RoundingAmount');
    dec(out, 'BR-DEC-18', s, 'DuePayableAmount');
  }
  for (const line of anywhere(root, 'IncludedSupplyChainTradeLineItem', RAM))
    dec(
      out,
      'BR-DEC-23',
      line,
      'SpecifiedLineTradeSettlement',
      'SpecifiedTradeSettlementLineMonetarySummation',
      'LineTotalAmount',
    );
  for (const tax of anywhere(root, 'ApplicableTradeTax', RAM)) {
    const st = tax.parent;
    if (st?.local !== 'ApplicableHeaderTradeSettlement') continue;
    // ApplicableTradeTax[ram:CategoryCode = 'L'|'M'|'O'][upper-case(ram:TypeCode) = 'VAT'] under
    // /rsm:*/rsm:SupplyChainTradeTransaction/… is matched by its category's rule first
    const shadowed =
      st.parent?.local === 'SupplyChainTradeTransaction' &&
      kids(tax, 'CategoryCode').some((c) => c.text === 'L' || c.text === 'M' || c.text === 'O') &&
      kids(tax, 'TypeCode').some((t) => t.text.toUpperCase() === 'VAT');
    if (shadowed) continue;
    dec(out, 'BR-DEC-19', tax, 'BasisAmount');
    dec(out, 'BR-DEC-20', tax, 'CalculatedAmount');
  }
}

const IDS = [
  'BR-DEC-01',
  'BR-DEC-02',
  'BR-DEC-05',
  'BR-DEC-06',
  'BR-DEC-09',
  'BR-DEC-10',
  'BR-DEC-11',
  'BR-DEC-12',
  'BR-DEC-14',
  'BR-DEC-16',
  'BR-DEC-17',
  'BR-DEC-18',
  'BR-DEC-19',
  'BR-DEC-20',
  'BR-DEC-23',
  'BR-DEC-24',
  'BR-DEC-25',
  'BR-DEC-27',
  'BR-DEC-28',
] as const;

/** All the decimal checks in one walk, kept for the rules of the same document. */
let last: { root: XmlElement; found: Checks } | undefined;
function findings(root: XmlElement, syntax: XmlRuleContext['syntax']): Checks {
  if (last?.root === root) return last.found;
  const found: Checks = new Map(IDS.map((id) => [id, []]));
  if (syntax === 'ubl') ubl(root, found);
  else cii(root, found);
  last = { root, found };
  return found;
}

export const BR_DEC_XML_RULES: XmlRule[] = IDS.map((id) => {
  return overrideRule(
    BR_DEC_RULES,
    id,
    ({ root, syntax }: XmlRuleContext) => findings(root, syntax).get(id) ?? [],
  );
});

/** Ids of the model rules these replace when a document is validated. */
export const BR_DEC_XML_IDS: ReadonlySet<string> = new Set(IDS);
