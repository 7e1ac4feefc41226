/**
 * BR-CO-21 … 24 below. BR-CO-11 and BR-CO-12 in CII checked on the document, as the official test computes them:
 *
 *   (not(ACs) and not(ram:AllowanceTotalAmount)) or
 *   ram:AllowanceTotalAmount = (round(sum(ACs/ram:ActualAmount) * 10 * 10) div 100)
 *
 * with ACs the header allowances (charges) whose `ram:ChargeIndicator/udt:Indicator = false()`
 * (`true()`), the indicator text cast to a boolean: one without an indicator is neither (the reader
 * takes it as an allowance). `sum()` of untyped values is double arithmetic, and the official
 * Saxon compares the untyped total with that double like `Double.compare` (0 and -0 differ):
 * `Object.is` on JavaScript numbers. The context is every monetary summation element (none: not
 * checked). UBL keeps the model rules (decimal arithmetic there).
 */
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { num, sum, xround } from '../util.ts';
import { at, digAll, kid, kids, overrideRule } from '../xml-util.ts';
import { BR_CO_RULES, zeroSignDiffers } from './br-co.ts';
import { allowanceCharges } from './br-doc-xml.ts';

const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

/** XPath cast of an untyped value to xs:double (NaN where XPath would raise an error). */
function double(text: string): number {
  const t = text.trim();
  if (t === 'INF') return Number.POSITIVE_INFINITY;
  if (t === '-INF') return Number.NEGATIVE_INFINITY;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** `x = true()` / `= false()` on an untyped element: its text cast to xs:boolean. */
function bool(el: XmlElement): boolean | undefined {
  const v = el.text.trim();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
}

function totalRule(id: 'BR-CO-11' | 'BR-CO-12', charge: boolean, totalName: string): XmlRule {
  return overrideRule(
    BR_CO_RULES,
    id,
    ({ root }: XmlRuleContext): XmlFinding[] => {
      const sums = (
        indexDocument(root).byLocal.get('SpecifiedTradeSettlementHeaderMonetarySummation') ?? []
      ).filter((s) => s.ns === RAM);
      if (sums.length === 0) return [];
      const header = kid(kid(root, 'SupplyChainTradeTransaction'), 'ApplicableHeaderTradeSettlement');
      const acs = kids(header, 'SpecifiedTradeAllowanceCharge').filter((a) =>
        kids(a, 'ChargeIndicator').some((i) => kids(i, 'Indicator').some((v) => bool(v) === charge)),
      );
      // sum() starts from the first item (so a single -0 stays -0); of no items it is the integer 0,
      // and the comparison with a decimal 0 does not tell the signs apart
      const amounts = acs.flatMap((a) => kids(a, 'ActualAmount')).map((a) => double(a.text));
      const sum = amounts.length === 0 ? undefined : amounts.reduce((x, y) => x + y);
      const expected = sum === undefined ? 0 : Math.round(sum * 10 * 10) / 100;
      const same = (t: number) => (sum === undefined ? t === 0 : Object.is(t, expected));
      const out: XmlFinding[] = [];
      for (const s of sums) {
        const totals = kids(s, totalName);
        const ok = (acs.length === 0 && totals.length === 0) || totals.some((t) => same(double(t.text)));
        if (!ok) out.push(at(s));
      }
      return out;
    },
    'cii',
  );
}

/**
 * BR-CO-21 … 24 (reason or reason code of a document/line allowance/charge): the official tests ask
 * whether the element exists (an empty one counts; the readers drop it), on the allowances and
 * charges as the official contexts take them (`allowanceCharges`, as BR-33/38/42/44).
 */
function reasonRule(id: string, line: boolean, charge: boolean): XmlRule {
  return overrideRule(BR_CO_RULES, id, ({ root, syntax }: XmlRuleContext): XmlFinding[] =>
    allowanceCharges(root, syntax)
      .filter((a) => a.line === line && a.charge === charge)
      .filter((a) =>
        syntax === 'ubl'
          ? !kid(a.el, 'AllowanceChargeReason') && !kid(a.el, 'AllowanceChargeReasonCode')
          : !kid(a.el, 'Reason') && !kid(a.el, 'ReasonCode'),
      )
      .map((a) => at(a.el)),
  );
}

/**
 * CII BR-CO-14: the official context is every `ram:TaxTotalAmount` of a monetary summation whose
 * `@currencyID` equals the invoice currency code as written (string comparison: a lowercase code
 * or a total in another currency has no context, nothing is checked); each is compared with the
 * rounded sum of the header `ram:ApplicableTradeTax/ram:CalculatedAmount` (0 without any).
 */
const BR_CO_14_CII = overrideRule(
  BR_CO_RULES,
  'BR-CO-14',
  ({ root }: XmlRuleContext): XmlFinding[] => {
    const currencies = digAll(
      root,
      'SupplyChainTradeTransaction',
      'ApplicableHeaderTradeSettlement',
      'InvoiceCurrencyCode',
    ).map((c) => c.text);
    if (currencies.length === 0) return [];
    const sums = (
      indexDocument(root).byLocal.get('SpecifiedTradeSettlementHeaderMonetarySummation') ?? []
    ).filter((s) => s.ns === RAM);
    const totals = sums
      .flatMap((s) => kids(s, 'TaxTotalAmount'))
      .filter((t) => t.attrs.currencyID !== undefined && currencies.includes(t.attrs.currencyID));
    if (totals.length === 0) return [];
    const amounts = digAll(
      root,
      'SupplyChainTradeTransaction',
      'ApplicableHeaderTradeSettlement',
      'ApplicableTradeTax',
      'CalculatedAmount',
    ).map((a) => a.text);
    const expected = xround(sum(amounts));
    return totals
      .filter((t) => {
        const v = num(t.text);
        return !v?.equals(expected) || zeroSignDiffers(t.text, amounts);
      })
      .map(at);
  },
  'cii',
);

/**
 * CII BR-CO-18: the official test sits in the context of each `ram:IncludedSupplyChainTradeLineItem`
 * (anywhere in the document): a document without line items is not checked.
 */
const BR_CO_18_CII = overrideRule(
  BR_CO_RULES,
  'BR-CO-18',
  ({ root }: XmlRuleContext): XmlFinding[] => {
    const items = (indexDocument(root).byLocal.get('IncludedSupplyChainTradeLineItem') ?? []).filter(
      (i) => i.ns === RAM,
    );
    if (items.length === 0) return [];
    const taxes = digAll(
      root,
      'SupplyChainTradeTransaction',
      'ApplicableHeaderTradeSettlement',
      'ApplicableTradeTax',
    );
    return taxes.length === 0 ? items.map(at) : [];
  },
  'cii',
);

export const BR_CO_XML_RULES: XmlRule[] = [
  BR_CO_14_CII,
  BR_CO_18_CII,
  totalRule('BR-CO-11', false, 'AllowanceTotalAmount'),
  totalRule('BR-CO-12', true, 'ChargeTotalAmount'),
  reasonRule('BR-CO-21', false, false),
  reasonRule('BR-CO-22', false, true),
  reasonRule('BR-CO-23', true, false),
  reasonRule('BR-CO-24', true, true),
];

export const BR_CO_XML_IDS: ReadonlySet<string> = new Set(BR_CO_XML_RULES.map((r) => r.id));
