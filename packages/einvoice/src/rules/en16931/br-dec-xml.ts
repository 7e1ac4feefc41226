/**
 * BR-DEC-01 … 28 on the document (BR-DEC-13/15 are in `br-xml.ts`): the official test counts the
 * decimals of the amount as written, `string-length(substring-after(x, '.')) <= 2`, so trailing
 * whitespace counts ("100.00 " has three decimals) — the readers trim it away. The contexts are
 * those of the official stylesheets, including which elements a pattern's first matching rule takes
 * (UBL: an allowance/charge by `cbc:ChargeIndicator = false()/true()`; CII: the `ram:ChargeIndicator`
 * with `udt:Indicator = 'false'/'true'` as written, and a header VAT breakdown of category L, M or O
 * is taken by its category's rule). Each replaces the model rule of the same id for documents.
 */
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, decimals, kid, kids } from '../xml-util.ts';
import { BR_DEC_RULES } from './br-dec.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

type Checks = Map<string, XmlFinding[]>;

/** `string-length(substring-after(<local>, '.')) <= 2` on the context's first `<local>` child. */
function dec(out: Checks, id: string, ctx: XmlElement | undefined, ...path: string[]): void {
  let el = ctx;
  for (const l of path) el = kid(el, l);
  if (el && decimals(el) > 2) out.get(id)?.push({ ...at(el), params: { value: el.text } });
}

/** XPath `x = false()` / `x = true()` on an untyped element: its string value cast to a boolean. */
function bool(el: XmlElement): boolean | undefined {
  const v = el.text.trim();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
}

const anywhere = (root: XmlElement, local: string, ns: string) =>
  (indexDocument(root).byLocal.get(local) ?? []).filter((e) => e.ns === ns);

function ubl(root: XmlElement, out: Checks): void {
  // /ubl:Invoice/cac:AllowanceCharge[cbc:ChargeIndicator = false()] (priority over … = true())
  for (const ac of kids(root, 'AllowanceCharge')) {
    const ind = kids(ac, 'ChargeIndicator').map(bool);
    const charge = ind.includes(false) ? false : ind.includes(true) ? true : undefined;
    if (charge === undefined) continue;
    dec(out, charge ? 'BR-DEC-05' : 'BR-DEC-01', ac, 'Amount');
    dec(out, charge ? 'BR-DEC-06' : 'BR-DEC-02', ac, 'BaseAmount');
  }
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
  for (const local of ['InvoiceLine', 'CreditNoteLine']) {
    for (const line of anywhere(root, local, CAC)) {
      dec(out, 'BR-DEC-23', line, 'LineExtensionAmount');
      for (const ac of kids(line, 'AllowanceCharge')) {
        const ind = kids(ac, 'ChargeIndicator').map(bool);
        const charge = ind.includes(false) ? false : ind.includes(true) ? true : undefined;
        if (charge === undefined) continue;
        dec(out, charge ? 'BR-DEC-27' : 'BR-DEC-24', ac, 'Amount');
        dec(out, charge ? 'BR-DEC-28' : 'BR-DEC-25', ac, 'BaseAmount');
      }
    }
  }
}

/** `ram:ChargeIndicator[udt:Indicator = 'false']` (priority over `= 'true'`), string comparison. */
function ciiIndicator(ci: XmlElement): boolean | undefined {
  const v = kids(ci, 'Indicator').map((i) => i.text);
  return v.includes('false') ? false : v.includes('true') ? true : undefined;
}

function cii(root: XmlElement, out: Checks): void {
  for (const ci of anywhere(root, 'ChargeIndicator', RAM)) {
    const ac = ci.parent;
    const owner = ac?.parent?.local;
    if (ac?.local !== 'SpecifiedTradeAllowanceCharge') continue;
    const header = owner === 'ApplicableHeaderTradeSettlement';
    if (!header && owner !== 'SpecifiedLineTradeSettlement') continue;
    const charge = ciiIndicator(ci);
    if (charge === undefined) continue;
    const [amount, base] = header
      ? charge
        ? ['BR-DEC-05', 'BR-DEC-06']
        : ['BR-DEC-01', 'BR-DEC-02']
      : charge
        ? ['BR-DEC-27', 'BR-DEC-28']
        : ['BR-DEC-24', 'BR-DEC-25'];
    dec(out, amount, ac, 'ActualAmount');
    dec(out, base, ac, 'BasisAmount');
  }
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
  const m = BR_DEC_RULES.find((r) => r.id === id);
  if (!m) throw new Error(`no model rule ${id}`);
  return {
    id,
    severity: m.severity,
    scope: m.scope,
    bt: m.bt,
    message: m.message,
    checkXml: ({ root, syntax }: XmlRuleContext) => findings(root, syntax).get(id) ?? [],
  };
});

/** Ids of the model rules these replace when a document is validated. */
export const BR_DEC_XML_IDS: ReadonlySet<string> = new Set(IDS);
