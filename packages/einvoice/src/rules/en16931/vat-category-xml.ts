/**
 * VAT category rules checked on the UBL document as the official stylesheet does (the model keeps
 * one VAT breakdown, no tax scheme per line, and no sub-line categories): -01 for the categories
 * whose breakdown must have exactly one entry (Z, E, AE, K, G, O) counts the subtotals of every
 * cac:TaxTotal; BR-S-01, BR-O-12 and BR-B-02 read every `cac:ClassifiedTaxCategory` (sub-lines of
 * the Extension too); BR-S-02 asks for a line category S with the tax scheme VAT. CII keeps the
 * model rules.
 */

import type { Dec } from '../../model/money.ts';
import type { XmlElement } from '../../xml/parse.ts';
import { LastMemo } from '../memo.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Rule, XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { DecimalCtor, xround } from '../util.ts';
import { at, dec, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { doubleExact } from './vat-category.ts';
import { VAT_FAMILY_RULES } from './vat-families.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const MODEL = VAT_FAMILY_RULES;
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';

function ublRule(id: string, check: (root: XmlElement) => boolean): XmlRule {
  return overrideRule(MODEL, id, ({ root }: XmlRuleContext) => (check(root) ? [at(root)] : []), 'ubl');
}

/** `cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT'` */
const vatScheme = (cat: XmlElement) =>
  kids(cat, 'TaxScheme').some((s) => norm(kid(s, 'ID')?.text).toUpperCase() === 'VAT');
/** `cbc:ID[normalize-space(.) = code]` (how many) */
const idCount = (cat: XmlElement, code: string) =>
  kids(cat, 'ID').filter((i) => norm(i.text) === code).length;
/** `//cac:<local>` */
const anywhere = (root: XmlElement, local: string) =>
  (indexDocument(root).byLocal.get(local) ?? []).filter((e) => e.ns === CAC);

/**
 * Per document: the codes used (`normalize-space(cbc:ID)` of any `cac:TaxCategory` or
 * `cac:ClassifiedTaxCategory` with the scheme VAT) and how often each appears in the breakdown
 * (`cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory` of the root, scheme VAT).
 */
interface CategoryCounts {
  used: Set<string>;
  inBreakdown: Map<string, number>;
}
const countsMemo = new LastMemo<CategoryCounts>();
function categoryCounts(root: XmlElement): CategoryCounts {
  const hit = countsMemo.get(root);
  if (hit) return hit;
  const used = new Set<string>();
  const inBreakdown = new Map<string, number>();
  for (const local of ['TaxCategory', 'ClassifiedTaxCategory'])
    for (const c of anywhere(root, local))
      if (vatScheme(c)) for (const i of kids(c, 'ID')) used.add(norm(i.text));
  for (const total of kids(root, 'TaxTotal'))
    for (const sub of kids(total, 'TaxSubtotal'))
      for (const cat of kids(sub, 'TaxCategory'))
        if (vatScheme(cat))
          for (const i of kids(cat, 'ID')) {
            const code = norm(i.text);
            inBreakdown.set(code, (inBreakdown.get(code) ?? 0) + 1);
          }
  const counts = { used, inBreakdown };
  countsMemo.set(root, counts);
  return counts;
}

/** -01: the category is used (anywhere, with the scheme VAT) → exactly one breakdown entry. */
function exactlyOne(id: string, code: string): XmlRule {
  return ublRule(id, (root) => {
    const { used, inBreakdown } = categoryCounts(root);
    return used.has(code) && inBreakdown.get(code) !== 1;
  });
}

/** The tax categories of the breakdown: `cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory` of the root. */
const breakdownCategories = (root: XmlElement) =>
  kids(root, 'TaxTotal').flatMap((t) => kids(t, 'TaxSubtotal').flatMap((s) => kids(s, 'TaxCategory')));
/** `//cac:ClassifiedTaxCategory`: every line and sub-line (Extension) category */
const lineCategories = (root: XmlElement) => anywhere(root, 'ClassifiedTaxCategory');
/** `cbc:ID = code` as written (general comparison, no normalisation) */
const idIs = (cat: XmlElement, code: string) => kids(cat, 'ID').some((i) => i.text === code);
/** `normalize-space(cbc:ID)` (one ID) */
const normId = (cat: XmlElement) => norm(kid(cat, 'ID')?.text);

function ciiRule(id: string, check: (root: XmlElement) => XmlFinding[]): XmlRule {
  return overrideRule(MODEL, id, ({ root }: XmlRuleContext) => check(root), 'cii');
}

/** `x = true()` / `= false()` on an untyped element: its text cast to xs:boolean. */
const bool = (el: XmlElement): boolean | undefined => {
  const v = el.text.trim();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
};
/** `ram:CategoryCode = code` as written (some child) */
const ciiCode = (el: XmlElement, code: string) => kids(el, 'CategoryCode').some((c) => c.text === code);
/** `xs:decimal(ram:RateApplicablePercent) = rate` (some child) */
const ciiRate = (el: XmlElement, rate: Dec) =>
  kids(el, 'RateApplicablePercent').some((r) => !!dec(r)?.equals(rate));
const decSum = (els: XmlElement[]) => els.reduce((a, e) => a.plus(dec(e) ?? 0), new DecimalCtor(0));
const ciiHeaders = (root: XmlElement) =>
  (indexDocument(root).byLocal.get('ApplicableHeaderTradeSettlement') ?? []).filter((s) => s.ns === RAM);

/**
 * CII BR-S-08 on the document: codes as written (the reader trims them), allowances and charges by
 * their indicator (one without it is neither). Context: every header `ram:CategoryCode` 'S'; for
 * each rate of its tax, `../ram:BasisAmount` = round(Σ S lines of the rate) + round(Σ charges) −
 * round(Σ allowances), compared as doubles.
 */
function ciiS08(root: XmlElement): XmlFinding[] {
  const out: XmlFinding[] = [];
  const tx = kid(root, 'SupplyChainTradeTransaction');
  const lineSettlements = kids(tx, 'IncludedSupplyChainTradeLineItem').flatMap((l) =>
    kids(l, 'SpecifiedLineTradeSettlement'),
  );
  const acs = kids(kid(tx, 'ApplicableHeaderTradeSettlement'), 'SpecifiedTradeAllowanceCharge');
  const acSum = (charge: boolean, rate: Dec) =>
    xround(
      decSum(
        acs
          .filter(
            (a) =>
              kids(a, 'ChargeIndicator').some((i) => kids(i, 'Indicator').some((v) => bool(v) === charge)) &&
              kids(a, 'CategoryTradeTax').some((t) => ciiCode(t, 'S')) &&
              kids(a, 'CategoryTradeTax').some((t) => ciiRate(t, rate)),
          )
          .flatMap((a) => kids(a, 'ActualAmount')),
      ),
    );
  for (const st of ciiHeaders(root))
    for (const t of kids(st, 'ApplicableTradeTax'))
      for (const c of kids(t, 'CategoryCode')) {
        if (c.text !== 'S') continue;
        const ok = kids(t, 'RateApplicablePercent').every((r) => {
          const rate = dec(r);
          if (!rate) return true;
          const lines = decSum(
            lineSettlements
              .filter(
                (s) =>
                  kids(s, 'ApplicableTradeTax').some((x) => ciiCode(x, 'S')) &&
                  kids(s, 'ApplicableTradeTax').some((x) => ciiRate(x, rate)),
              )
              .flatMap((s) =>
                kids(kid(s, 'SpecifiedTradeSettlementLineMonetarySummation'), 'LineTotalAmount'),
              ),
          );
          const base = xround(lines).plus(acSum(true, rate)).minus(acSum(false, rate));
          const b = Number(base.toString());
          return kids(t, 'BasisAmount').some((a) => a.text.trim() !== '' && Number(a.text.trim()) === b);
        });
        // reported at the taxable amount (where the fix goes), else at the context
        if (!ok) out.push(at(kid(t, 'BasisAmount') ?? c));
      }
  return out;
}

/** `[cac:…Category/normalize-space(cbc:ID) = 'S'][cac:…Category/xs:decimal(cbc:Percent) = $rate]` */
const sAtRate = (cats: XmlElement[], rate: Dec) =>
  cats.some((c) => normId(c) === 'S') &&
  cats.some((c) => kids(c, 'Percent').some((p) => !!dec(p)?.equals(rate)));
const itemCategories = (line: XmlElement) => kids(kid(line, 'Item'), 'ClassifiedTaxCategory');
const acCategories = (ac: XmlElement) => kids(ac, 'TaxCategory');

/**
 * UBL BR-S-08 on the document, as the official test reads it: context every
 * `/*\/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory` S (scheme VAT) — of every tax total, where the
 * model keeps one breakdown; for every rate of its cbc:Percent: an S line (of the root) or an S
 * allowance/charge anywhere at that rate exists, and TaxableAmount − 1 < Σ S lines of the rate +
 * Σ S charges − Σ S allowances (document level) < TaxableAmount + 1, the bounds being the exact
 * decimal values of doubles; Invoice lines or credit note lines.
 */
function ublS08(root: XmlElement): XmlFinding[] {
  const acs = kids(root, 'AllowanceCharge');
  const anyAc = anywhere(root, 'AllowanceCharge');
  const acSum = (charge: boolean, rate: Dec) =>
    decSum(
      acs
        .filter(
          (a) => kids(a, 'ChargeIndicator').some((i) => bool(i) === charge) && sAtRate(acCategories(a), rate),
        )
        .flatMap((a) => kids(a, 'Amount')),
    );
  const holds = (lineLocal: string, rate: Dec, taxable: number): boolean => {
    const lines = kids(root, lineLocal).filter((l) => sAtRate(itemCategories(l), rate));
    const used =
      anywhere(root, lineLocal).some((l) => sAtRate(itemCategories(l), rate)) ||
      anyAc.some((a) => sAtRate(acCategories(a), rate));
    const sum = decSum(lines.flatMap((l) => kids(l, 'LineExtensionAmount')))
      .plus(acSum(true, rate))
      .minus(acSum(false, rate));
    if (!used || Number.isNaN(taxable)) return false;
    // `xs:decimal(cbc:TaxableAmount ± 1)`: the ±1 is double arithmetic, and the exact decimal value
    // of that double is compared with the decimal sum (a sum exactly 1 off can still hold)
    return sum.gt(doubleExact(taxable - 1)) && sum.lt(doubleExact(taxable + 1));
  };
  const out: XmlFinding[] = [];
  for (const total of kids(root, 'TaxTotal'))
    kids(total, 'TaxSubtotal').forEach((sub, k) => {
      const taxableEl = kid(sub, 'TaxableAmount');
      const taxable = taxableEl && taxableEl.text.trim() !== '' ? Number(taxableEl.text.trim()) : Number.NaN;
      for (const cat of kids(sub, 'TaxCategory')) {
        if (normId(cat) !== 'S' || !vatScheme(cat)) continue;
        const ok = kids(cat, 'Percent').every((p) => {
          const rate = dec(p);
          return !rate || holds('InvoiceLine', rate, taxable) || holds('CreditNoteLine', rate, taxable);
        });
        if (!ok) out.push({ ...at(taxableEl ?? cat), path: `vatBreakdown[${k}].taxableAmount` });
      }
    });
  return out;
}

/** CII BR-S-01 on the document: `ram:CategoryCode = 'S'` as written. */
function ciiS01(root: XmlElement): XmlFinding[] {
  const taxes = anywhereRam(root, 'ApplicableTradeTax');
  const lineS = taxes.filter(
    (t) => t.parent?.local === 'SpecifiedLineTradeSettlement' && ciiCode(t, 'S'),
  ).length;
  const headS = taxes.filter(
    (t) => t.parent?.local === 'ApplicableHeaderTradeSettlement' && ciiCode(t, 'S'),
  ).length;
  const acS = anywhereRam(root, 'CategoryTradeTax').filter((t) => ciiCode(t, 'S')).length;
  const ok = (lineS + headS >= 2 || lineS === 0) && (acS + headS >= 2 || acS === 0);
  return ok ? [] : [at(root)];
}
const anywhereRam = (root: XmlElement, local: string) =>
  (indexDocument(root).byLocal.get(local) ?? []).filter((e) => e.ns === RAM);

/**
 * -10 (exemption reason forbidden / required) on the document: the official tests ask whether the
 * reason or reason code element exists (an empty one counts; the readers drop it). Contexts: UBL the
 * breakdown `cac:TaxCategory` with the code (normalized) and the scheme VAT; CII the header
 * `ram:CategoryCode` with the code as written (S, Z: any type code; AE, E, G, K: type code VAT),
 * for L, M, O the header `ram:ApplicableTradeTax` with that code and the type code VAT.
 */
interface ExemptionContext {
  code: string;
  /** the reason or reason code element exists */
  given: boolean;
  el: XmlElement;
}

/** The -10 contexts of a document (computed once for the nine rules). */
const exemptionMemo = new LastMemo<ExemptionContext[]>();
function exemptionContexts(root: XmlElement, syntax: string): ExemptionContext[] {
  const hit = exemptionMemo.get(root);
  if (hit) return hit;
  const out: ExemptionContext[] = [];
  if (syntax === 'ubl') {
    for (const cat of breakdownCategories(root))
      if (vatScheme(cat))
        out.push({
          code: normId(cat),
          given: !!kid(cat, 'TaxExemptionReason') || !!kid(cat, 'TaxExemptionReasonCode'),
          el: cat,
        });
  } else {
    for (const st of ciiHeaders(root))
      for (const t of kids(st, 'ApplicableTradeTax')) {
        const given = !!kid(t, 'ExemptionReason') || !!kid(t, 'ExemptionReasonCode');
        const vat = kids(t, 'TypeCode').some((c) => c.text.toUpperCase() === 'VAT');
        const seen = new Set<string>();
        for (const c of kids(t, 'CategoryCode')) {
          const code = c.text;
          if (code === 'L' || code === 'M' || code === 'O') {
            if (vat && !seen.has(code)) out.push({ code, given, el: t });
            seen.add(code);
          } else if (code === 'S' || code === 'Z' || vat) out.push({ code, given, el: c });
        }
      }
  }
  exemptionMemo.set(root, out);
  return out;
}

function exemptionRule(id: string, code: string, forbidden: boolean): XmlRule {
  return overrideRule(MODEL, id, ({ root, syntax }: XmlRuleContext) =>
    exemptionContexts(root, syntax)
      .filter((x) => x.code === code && x.given === forbidden)
      .map((x) => at(x.el)),
  );
}

export const VAT_CATEGORY_XML_RULES: XmlRule[] = [
  ciiRule('BR-S-01', ciiS01),
  ciiRule('BR-S-08', ciiS08),
  overrideRule(MODEL, 'BR-S-08', ({ root }: XmlRuleContext) => ublS08(root), 'ubl'),
  exemptionRule('BR-S-10', 'S', true),
  exemptionRule('BR-Z-10', 'Z', true),
  exemptionRule('BR-E-10', 'E', false),
  exemptionRule('BR-AE-10', 'AE', false),
  exemptionRule('BR-IC-10', 'K', false),
  exemptionRule('BR-G-10', 'G', false),
  exemptionRule('BR-O-10', 'O', false),
  exemptionRule('BR-AF-10', 'L', true),
  exemptionRule('BR-AG-10', 'M', true),
  exactlyOne('BR-Z-01', 'Z'),
  exactlyOne('BR-E-01', 'E'),
  exactlyOne('BR-AE-01', 'AE'),
  exactlyOne('BR-IC-01', 'K'),
  exactlyOne('BR-G-01', 'G'),
  exactlyOne('BR-O-01', 'O'),
  // S used anywhere (`//cac:AllowanceCharge/cac:TaxCategory`, `//cac:ClassifiedTaxCategory`, also
  // sub-lines; any scheme) ⇔ some breakdown category S
  ublRule('BR-S-01', (root) => {
    const used =
      anywhere(root, 'AllowanceCharge')
        .flatMap((a) => kids(a, 'TaxCategory'))
        .some((c) => normId(c) === 'S') || lineCategories(root).some((c) => normId(c) === 'S');
    const inBreakdown = breakdownCategories(root).some((c) => normId(c) === 'S');
    return used !== inBreakdown;
  }),
  // L / M (scheme VAT) used anywhere, sub-lines too ⇔ a breakdown category L / M; the official
  // test reads the breakdown code as written when the category is used (L: any scheme)
  ...(
    [
      ['BR-AF-01', 'L'],
      ['BR-AG-01', 'M'],
    ] as const
  ).map(([id, code]) =>
    ublRule(id, (root) => {
      const used =
        anywhere(root, 'AllowanceCharge')
          .flatMap((a) => kids(a, 'TaxCategory'))
          .some((c) => normId(c) === code && vatScheme(c)) ||
        lineCategories(root).some((c) => normId(c) === code && vatScheme(c));
      const cats = breakdownCategories(root);
      if (used) return !cats.some((c) => idIs(c, code) && (code === 'L' || vatScheme(c)));
      return cats.some((c) => normId(c) === code && vatScheme(c));
    }),
  ),
  // an O breakdown (scheme VAT) and a line or sub-line category of the scheme VAT other than O
  ublRule('BR-O-12', (root) => {
    const o = breakdownCategories(root).some((c) => vatScheme(c) && idCount(c, 'O') > 0);
    return o && lineCategories(root).some((c) => vatScheme(c) && normId(c) !== 'O');
  }),
  // B and S (codes as written): breakdown, document allowance/charge or any line category B, and
  // a document allowance/charge or any line category S (the breakdown's S is not read)
  ublRule('BR-B-02', (root) => {
    const acCats = kids(root, 'AllowanceCharge').flatMap((a) => kids(a, 'TaxCategory'));
    const lines = lineCategories(root);
    const b = [...breakdownCategories(root), ...acCats, ...lines].some((c) => idIs(c, 'B'));
    return b && [...acCats, ...lines].some((c) => idIs(c, 'S'));
  }),
  // UBL BR-IC-11: a K category (scheme VAT) in the breakdown of any cac:TaxTotal needs
  // `string-length(cac:Delivery/cbc:ActualDeliveryDate) > 1` (as written) or some element in
  // `cac:InvoicePeriod` (a description code alone, even an empty start date, counts)
  ublRule('BR-IC-11', (root) => {
    const k = breakdownCategories(root).some((c) => vatScheme(c) && idCount(c, 'K') > 0);
    if (!k) return false;
    const date = kid(kid(root, 'Delivery'), 'ActualDeliveryDate');
    const dated = !!date && [...date.text].length > 1;
    return !dated && !kids(root, 'InvoicePeriod').some((p) => p.children.length > 0);
  }),
  // a line category S (any scheme) needs one with the scheme VAT and a seller tax identifier
  ublRule('BR-S-02', (root) => {
    const lines = anywhere(root, 'ClassifiedTaxCategory').filter((c) => idCount(c, 'S') > 0);
    if (lines.length === 0) return false;
    const sellerId = anywhere(root, 'AccountingSupplierParty').some((s) =>
      kids(s, 'Party').some((p) => kids(p, 'PartyTaxScheme').some((t) => !!kid(t, 'CompanyID'))),
    );
    const repId = anywhere(root, 'TaxRepresentativeParty').some((r) =>
      kids(r, 'PartyTaxScheme').some((t) => vatScheme(t) && !!kid(t, 'CompanyID')),
    );
    return !(lines.some(vatScheme) && (sellerId || repId));
  }),
];

export const VAT_CATEGORY_XML_IDS: ReadonlySet<string> = new Set(VAT_CATEGORY_XML_RULES.map((r) => r.id));
