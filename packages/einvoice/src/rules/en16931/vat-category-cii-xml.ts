/**
 * CII VAT category rules of Z, E, AE, K (IC), G and O checked on the document: the official tests
 * compare `ram:CategoryCode` as written (`[ram:CategoryCode = 'E']`, `!= 'O'`), the reader trims it,
 * so a code 'E ' is no E for the official validator. Each replaces the model rule of its id for CII
 * documents (UBL: `vat-category-xml.ts` and the model; BR-S-01/08: `vat-category-xml.ts`).
 *
 * - -01: counts of header taxes, line taxes and allowance/charge taxes with the code (root context);
 *   Z, E, AE, K, G: none at all, or one header tax and some use; O: no header tax, or one and a use.
 * - -08: the header category code (Z: any type code; E, AE, K, G: type code VAT; O: the header tax
 *   with type code VAT) — `../ram:BasisAmount ± 1` against round(Σ lines) + round(Σ charges) −
 *   round(Σ allowances) of the code in doubles (O: equal).
 * - BR-O-11 … 14: with an O header tax (type code VAT), any `ram:ApplicableTradeTax` (11, 12) or
 *   `ram:CategoryTradeTax` (13, 14) with a code other than 'O' as written.
 */

import type { Dec } from '../../model/money.ts';
import type { XmlElement } from '../../xml/parse.ts';
import { LastMemo } from '../memo.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Rule, XmlFinding, XmlRule } from '../types.ts';
import { DecimalCtor, num, xround } from '../util.ts';
import { at, dec, digAll, kid, kids, overrideRule } from '../xml-util.ts';
import { negativeZeroDouble } from './vat-category.ts';
import { VAT_FAMILY_RULES } from './vat-families.ts';

const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const MODEL = VAT_FAMILY_RULES;

function ciiRule(id: string, check: (root: XmlElement) => XmlFinding[]): XmlRule {
  return overrideRule(MODEL, id, ({ root }) => check(root), 'cii');
}

interface Taxes {
  /** `//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax` */
  header: XmlElement[];
  /** `//ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax` */
  line: XmlElement[];
  /** every `ram:ApplicableTradeTax` */
  all: XmlElement[];
  /** `//ram:CategoryTradeTax` */
  ac: XmlElement[];
}

const memo = new LastMemo<Taxes>();
function taxes(root: XmlElement): Taxes {
  const hit = memo.get(root);
  if (hit) return hit;
  const index = indexDocument(root);
  const all = (index.byLocal.get('ApplicableTradeTax') ?? []).filter((e) => e.ns === RAM);
  const t: Taxes = {
    header: all.filter((e) => e.parent?.local === 'ApplicableHeaderTradeSettlement'),
    line: all.filter((e) => e.parent?.local === 'SpecifiedLineTradeSettlement'),
    all,
    ac: (index.byLocal.get('CategoryTradeTax') ?? []).filter((e) => e.ns === RAM),
  };
  memo.set(root, t);
  return t;
}

/** `ram:CategoryCode = code` as written (some child). */
const hasCode = (el: XmlElement, code: string) => kids(el, 'CategoryCode').some((c) => c.text === code);
/** `upper-case(ram:TypeCode) = 'VAT'` */
const vatType = (el: XmlElement) => kids(el, 'TypeCode').some((c) => c.text.toUpperCase() === 'VAT');
/** `x = true()` / `false()` on an untyped element: its text cast to xs:boolean. */
const bool = (el: XmlElement): boolean | undefined => {
  const v = el.text.trim();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
};
const decSum = (els: XmlElement[]) => els.reduce((a, e) => a.plus(dec(e) ?? 0), new DecimalCtor(0));
/** XPath cast of an untyped value to xs:double (NaN where XPath would fail). */
const double = (el: XmlElement) => (el.text.trim() === '' ? Number.NaN : Number(el.text.trim()));

/**
 * Per code as written: how many header taxes carry it, and whether a line or allowance/charge tax
 * does (one pass over the document's taxes for all codes).
 */
const usageMemo = new LastMemo<{ header: Map<string, number>; used: Set<string> }>();
function usage(root: XmlElement, code: string) {
  let u = usageMemo.get(root);
  if (!u) {
    const t = taxes(root);
    const header = new Map<string, number>();
    for (const e of t.header)
      for (const c of new Set(kids(e, 'CategoryCode').map((x) => x.text)))
        header.set(c, (header.get(c) ?? 0) + 1);
    const used = new Set<string>();
    for (const e of [...t.line, ...t.ac]) for (const c of kids(e, 'CategoryCode')) used.add(c.text);
    u = { header, used };
    usageMemo.set(root, u);
  }
  return { header: u.header.get(code) ?? 0, used: u.used.has(code) };
}

/** round(Σ lines) + round(Σ charges) − round(Σ allowances) of one code (decimals). */
function categoryBase(root: XmlElement, code: string): Dec {
  const tx = kid(root, 'SupplyChainTradeTransaction');
  const lines = kids(tx, 'IncludedSupplyChainTradeLineItem')
    .flatMap((l) => kids(l, 'SpecifiedLineTradeSettlement'))
    .filter((s) => kids(s, 'ApplicableTradeTax').some((x) => hasCode(x, code)))
    .flatMap((s) => kids(kid(s, 'SpecifiedTradeSettlementLineMonetarySummation'), 'LineTotalAmount'));
  const acs = kids(kid(tx, 'ApplicableHeaderTradeSettlement'), 'SpecifiedTradeAllowanceCharge').filter((a) =>
    kids(a, 'CategoryTradeTax').some((x) => hasCode(x, code)),
  );
  const ac = (charge: boolean) =>
    xround(
      decSum(
        acs
          .filter((a) =>
            kids(a, 'ChargeIndicator').some((i) => kids(i, 'Indicator').some((v) => bool(v) === charge)),
          )
          .flatMap((a) => kids(a, 'ActualAmount')),
      ),
    );
  return xround(decSum(lines)).plus(ac(true)).minus(ac(false));
}

function rules(prefix: string, code: string): XmlRule[] {
  const id = (n: number) => `${prefix}-${String(n).padStart(2, '0')}`;
  return [
    ciiRule(id(1), (root) => {
      const u = usage(root, code);
      const ok =
        code === 'O'
          ? u.header === 0 || (u.header === 1 && u.used)
          : (u.header === 0 && !u.used) || (u.header === 1 && u.used);
      return ok ? [] : [at(root)];
    }),
    ciiRule(id(8), (root) => {
      const out: XmlFinding[] = [];
      let base: number | undefined;
      const expected = () => {
        base ??= Number(categoryBase(root, code).toString());
        return base;
      };
      for (const t of taxes(root).header) {
        if (code === 'O') {
          if (!hasCode(t, 'O') || !vatType(t)) continue;
          if (!kids(t, 'BasisAmount').some((a) => double(a) === expected()))
            out.push(at(kid(t, 'BasisAmount') ?? t));
          continue;
        }
        if (code !== 'Z' && !vatType(t)) continue;
        for (const c of kids(t, 'CategoryCode')) {
          if (c.text !== code) continue;
          const a = kid(t, 'BasisAmount');
          const v = a ? double(a) : Number.NaN;
          const b = expected();
          if (!(v - 1 < b && v + 1 > b)) out.push(at(a ?? c));
        }
      }
      return out;
    }),
  ];
}

/**
 * -09 of the zero-tax categories: `../ram:CalculatedAmount = 0` (untyped: '-0.00' is not 0) in the
 * context `…/ram:ApplicableTradeTax/ram:CategoryCode[. = 'E'][upper-case(../ram:TypeCode) = 'VAT']`
 * of `rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement` (E, AE, K, G); Z: any type
 * code, any header settlement (`//ram:ApplicableHeaderTradeSettlement`); O: the tax itself
 * (`[ram:CategoryCode = 'O'][upper-case(ram:TypeCode) = 'VAT']`).
 */
function zeroTaxRule(id: string, code: string): XmlRule {
  const zero = (t: XmlElement) =>
    kids(t, 'CalculatedAmount').some((a) => {
      const v = a.text.trim();
      return !!num(v)?.isZero() && !negativeZeroDouble(v);
    });
  return ciiRule(id, (root) => {
    const out: XmlFinding[] = [];
    for (const t of taxes(root).header) {
      if (code !== 'Z' && (!vatType(t) || t.parent?.parent?.local !== 'SupplyChainTradeTransaction'))
        continue;
      if (code === 'O') {
        if (hasCode(t, 'O') && !zero(t)) out.push(at(kid(t, 'CalculatedAmount') ?? t));
        continue;
      }
      for (const c of kids(t, 'CategoryCode'))
        if (c.text === code && !zero(t)) out.push(at(kid(t, 'CalculatedAmount') ?? c));
    }
    return out;
  });
}

/**
 * BR-IC-11 / 12: context `//rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/
 * ram:ApplicableTradeTax/ram:CategoryCode[. = 'K'][upper-case(../ram:TypeCode) = 'VAT']` (the code
 * and the type code as written); 11: an actual delivery date string or a billing period start or end
 * date of that settlement exists, 12: a deliver-to country element exists (even empty).
 */
function icRule(id: string, ok: (root: XmlElement, settlement: XmlElement) => boolean): XmlRule {
  return ciiRule(id, (root) => {
    const out: XmlFinding[] = [];
    for (const t of taxes(root).header) {
      const st = t.parent as XmlElement;
      if (st.parent?.local !== 'SupplyChainTradeTransaction' || !vatType(t)) continue;
      for (const c of kids(t, 'CategoryCode')) if (c.text === 'K' && !ok(root, st)) out.push(at(c));
    }
    return out;
  });
}
const headerDelivery = (root: XmlElement) =>
  kids(kid(root, 'SupplyChainTradeTransaction'), 'ApplicableHeaderTradeDelivery');

/** BR-O-11 … 14: an O header tax (type code VAT) and a tax of another code as written. */
function oRule(id: string, kind: 'all' | 'ac'): XmlRule {
  return ciiRule(id, (root) => {
    const t = taxes(root);
    const other = t[kind].some((x) => kids(x, 'CategoryCode').some((c) => c.text !== 'O'));
    if (!other) return [];
    return t.header.filter((x) => hasCode(x, 'O') && vatType(x)).map(at);
  });
}

export const VAT_CATEGORY_CII_XML_RULES: XmlRule[] = [
  ...rules('BR-Z', 'Z'),
  ...rules('BR-E', 'E'),
  ...rules('BR-AE', 'AE'),
  ...rules('BR-IC', 'K'),
  ...rules('BR-G', 'G'),
  ...rules('BR-O', 'O'),
  zeroTaxRule('BR-Z-09', 'Z'),
  zeroTaxRule('BR-E-09', 'E'),
  zeroTaxRule('BR-AE-09', 'AE'),
  zeroTaxRule('BR-IC-09', 'K'),
  zeroTaxRule('BR-G-09', 'G'),
  zeroTaxRule('BR-O-09', 'O'),
  icRule(
    'BR-IC-11',
    (root, st) =>
      headerDelivery(root).some(
        (d) => digAll(d, 'ActualDeliverySupplyChainEvent', 'OccurrenceDateTime', 'DateTimeString').length > 0,
      ) ||
      kids(st, 'BillingSpecifiedPeriod').some((p) => !!kid(p, 'StartDateTime') || !!kid(p, 'EndDateTime')),
  ),
  icRule('BR-IC-12', (root) =>
    headerDelivery(root).some(
      (d) => digAll(d, 'ShipToTradeParty', 'PostalTradeAddress', 'CountryID').length > 0,
    ),
  ),
  oRule('BR-O-11', 'all'),
  oRule('BR-O-12', 'all'),
  oRule('BR-O-13', 'ac'),
  oRule('BR-O-14', 'ac'),
];

export const VAT_CATEGORY_CII_XML_IDS: ReadonlySet<string> = new Set(
  VAT_CATEGORY_CII_XML_RULES.map((r) => r.id),
);
