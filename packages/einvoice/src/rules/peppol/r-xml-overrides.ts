/**
 * Peppol rules checked on the document's XML instead of the model (see `../xml-util.ts`): how many
 * tax totals there are and in which currency (R053–R055), and whether an (even empty) electronic
 * address element exists (R010, R020). Each replaces the model rule of the same id for documents.
 */

import { DecimalCtor } from '../../model/money.ts';
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { normalizeSpace, xround } from '../util.ts';
import {
  at,
  ciiAgreement,
  ciiSettlement,
  ciiSums,
  dec,
  dig,
  digAll,
  kid,
  kids,
  norm,
  overrideRule,
} from '../xml-util.ts';
import { PEPPOL_RULES, slack } from './r.ts';

function xmlRule(id: string, check: (ctx: XmlRuleContext) => XmlFinding[]): XmlRule {
  return overrideRule(PEPPOL_RULES, id, check);
}

const one = (fail: boolean, el: XmlElement | undefined): XmlFinding[] => (fail && el ? [at(el)] : []);

/** CII: TaxTotalAmount elements and the document / tax currency codes. */
function ciiTotals(root: XmlElement) {
  const st = ciiSettlement(root);
  return {
    st,
    totals: kids(ciiSums(root), 'TaxTotalAmount'),
    doc: kids(st, 'InvoiceCurrencyCode').map((c) => c.text),
    tax: kids(st, 'TaxCurrencyCode').map((c) => c.text),
  };
}

function ciiLinePeriod(
  root: XmlElement,
  bound: 'StartDateTime' | 'EndDateTime',
  ok: (line: string, header: string) => boolean,
): XmlFinding[] {
  const out: XmlFinding[] = [];
  for (const tx of kids(root, 'SupplyChainTradeTransaction')) {
    const headerBounds = digAll(tx, 'ApplicableHeaderTradeSettlement', 'BillingSpecifiedPeriod', bound);
    if (!headerBounds.length) continue;
    const header = headerBounds.flatMap((b) => kids(b, 'DateTimeString')).map((d) => d.text);
    for (const line of kids(tx, 'IncludedSupplyChainTradeLineItem'))
      for (const el of digAll(line, 'SpecifiedLineTradeSettlement', 'BillingSpecifiedPeriod', bound)) {
        const dates = kids(el, 'DateTimeString').map((d) => d.text);
        if (!dates.some((l) => header.some((h) => ok(l, h)))) out.push(at(el));
      }
  }
  return out;
}

const PEPPOL_XML_OVERRIDE_RULES: XmlRule[] = [
  // the element exists, even empty (R008 reports it empty): UBL `cbc:ProfileID` on the root, CII
  // `ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID` in each `rsm:ExchangedDocumentContext`
  xmlRule('PEPPOL-EN16931-R001', ({ root, syntax }) => {
    if (syntax === 'ubl') return one(!kid(root, 'ProfileID'), root);
    return kids(root, 'ExchangedDocumentContext')
      .filter((c) => !digAll(c, 'BusinessProcessSpecifiedDocumentContextParameter', 'ID').length)
      .map(at);
  }),
  xmlRule('PEPPOL-EN16931-R010', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      const party = dig(root, 'AccountingCustomerParty', 'Party');
      return one(!!party && !kid(party, 'EndpointID'), party);
    }
    const buyer = kid(ciiAgreement(root), 'BuyerTradeParty');
    return one(!!buyer && !dig(buyer, 'URIUniversalCommunication', 'URIID'), buyer);
  }),
  xmlRule('PEPPOL-EN16931-R020', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      const party = dig(root, 'AccountingSupplierParty', 'Party');
      return one(!!party && !kid(party, 'EndpointID'), party);
    }
    const seller = kid(ciiAgreement(root), 'SellerTradeParty');
    return one(!!seller && !digAll(seller, 'URIUniversalCommunication', 'URIID').length, seller);
  }),
  xmlRule('PEPPOL-EN16931-R053', ({ root, syntax }) => {
    if (syntax === 'ubl')
      return one(kids(root, 'TaxTotal').filter((t) => kid(t, 'TaxSubtotal')).length !== 1, root);
    const { st, totals, doc } = ciiTotals(root);
    return one(totals.filter((t) => doc.includes(t.attrs.currencyID ?? '\u0000')).length > 1, st);
  }),
  xmlRule('PEPPOL-EN16931-R054', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      const n = kids(root, 'TaxTotal').filter((t) => !kid(t, 'TaxSubtotal')).length;
      return one(n !== (kid(root, 'TaxCurrencyCode') ? 1 : 0), root);
    }
    const { st, totals, doc, tax } = ciiTotals(root);
    // `@currencyID != $documentCurrencyCode`: true when it differs from some document currency code
    const n = totals.filter(
      (t) => t.attrs.currencyID !== undefined && doc.some((d) => d !== t.attrs.currencyID),
    ).length;
    return one(n !== (tax.length ? 1 : 0), st);
  }),
  xmlRule('PEPPOL-EN16931-R055', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      const tc = kid(root, 'TaxCurrencyCode');
      if (!tc) return [];
      const amounts = (cur: string) =>
        digAll(root, 'TaxTotal', 'TaxAmount')
          .filter((a) => a.attrs.currencyID === norm(cur))
          .map(dec);
      const inTax = amounts(tc.text);
      const inDoc = amounts(kid(root, 'DocumentCurrencyCode')?.text ?? '\u0000');
      // general comparisons: true when some value satisfies it
      const some = (xs: ReturnType<typeof amounts>, f: (n: number) => boolean) =>
        xs.some((x) => !!x && f(x.comparedTo(0)));
      const ok =
        (some(inTax, (c) => c <= 0) && some(inDoc, (c) => c <= 0)) ||
        (some(inTax, (c) => c >= 0) && some(inDoc, (c) => c >= 0));
      return one(!ok, root);
    }
    const { st, totals, doc, tax } = ciiTotals(root);
    const inDoc = totals.filter((t) => doc.includes(t.attrs.currencyID ?? '\u0000')).map(dec);
    const inTax = totals.filter((t) => tax.includes(t.attrs.currencyID ?? '\u0000')).map(dec);
    if (!(tax.length > 0 && inDoc.length > 0)) return [];
    const some = (xs: typeof inDoc, f: (n: number) => boolean) => xs.some((x) => !!x && f(x.comparedTo(0)));
    const ok =
      (some(inTax, (c) => c < 0) && some(inDoc, (c) => c < 0)) ||
      (some(inTax, (c) => c >= 0) && some(inDoc, (c) => c >= 0));
    return one(!ok, st);
  }),
  // the unit codes compared as written (' C62 ' and '' differ from 'C62'; the model trims and drops
  // empty values). UBL: `cac:Price/cbc:BaseQuantity[@unitCode]`, `not($hasQuantity) or @unitCode =
  // $quantity/@unitCode` with the quantity of the root's kind; CII: net and gross price base
  // quantities against the line's billed quantity.
  xmlRule('PEPPOL-EN16931-R130', ({ root, syntax }) => {
    const out: XmlFinding[] = [];
    if (syntax === 'ubl') {
      const qty = root.local === 'Invoice' ? 'InvoicedQuantity' : 'CreditedQuantity';
      for (const bq of indexDocument(root).byLocal.get('BaseQuantity') ?? []) {
        const unit = bq.attrs.unitCode;
        const line = bq.parent?.parent;
        if (unit === undefined || bq.parent?.local !== 'Price' || !line) continue;
        const hasQuantity = !!kid(line, 'InvoicedQuantity') || !!kid(line, 'CreditedQuantity');
        if (hasQuantity && !kids(line, qty).some((q) => q.attrs.unitCode === unit)) out.push(at(bq));
      }
      return out;
    }
    for (const bq of indexDocument(root).byLocal.get('BasisQuantity') ?? []) {
      const unit = bq.attrs.unitCode;
      const price = bq.parent;
      if (unit === undefined || !price) continue;
      if (price.local !== 'NetPriceProductTradePrice' && price.local !== 'GrossPriceProductTradePrice')
        continue;
      const billed = digAll(price.parent?.parent, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
      if (!billed.some((q) => q.attrs.unitCode === unit)) out.push(at(bq));
    }
    return out;
  }),
  // per payment means element with code 49 or 59 (`normalize-space(code) = $code`): UBL
  // `cac:PaymentMandate/cbc:ID` of that means (even empty: R008 reports it empty), CII
  // `../ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID` beside it
  xmlRule('PEPPOL-EN16931-R061', ({ root, syntax }) => {
    const ubl = syntax === 'ubl';
    const all = indexDocument(root).byLocal.get(
      ubl ? 'PaymentMeans' : 'SpecifiedTradeSettlementPaymentMeans',
    );
    return (all ?? [])
      .filter((m) =>
        kids(m, ubl ? 'PaymentMeansCode' : 'TypeCode').some((c) => ['49', '59'].includes(norm(c.text))),
      )
      .filter((m) =>
        ubl
          ? !digAll(m, 'PaymentMandate', 'ID').length
          : !digAll(m.parent, 'SpecifiedTradePaymentTerms', 'DirectDebitMandateID').length,
      )
      .map(at);
  }),
  // CII R110/R111: each line period start (end) date under a transaction whose header has one,
  // `udt:DateTimeString >= (<=) header …/udt:DateTimeString`: untyped values, so the texts are
  // compared as strings, as written (the format attribute plays no part; a missing or empty line
  // date fails)
  {
    ...xmlRule('PEPPOL-EN16931-R110', ({ root }) => ciiLinePeriod(root, 'StartDateTime', (l, h) => l >= h)),
    syntax: 'cii',
  },
  {
    ...xmlRule('PEPPOL-EN16931-R111', ({ root }) => ciiLinePeriod(root, 'EndDateTime', (l, h) => l <= h)),
    syntax: 'cii',
  },
  // CII: `ram:NetPriceProductTradePrice | ram:GrossPriceProductTradePrice`, `not(ram:BasisQuantity)
  // or xs:decimal(ram:BasisQuantity) > 0` — the gross price's base quantity too (the model keeps
  // the net price's only)
  {
    ...xmlRule('PEPPOL-EN16931-R121', ({ root }) => {
      const out: XmlFinding[] = [];
      for (const local of ['NetPriceProductTradePrice', 'GrossPriceProductTradePrice'])
        for (const price of indexDocument(root).byLocal.get(local) ?? []) {
          const bq = kid(price, 'BasisQuantity');
          if (!bq) continue;
          const v = dec(bq);
          if (!v || !(v.comparedTo(0) > 0)) out.push(at(price));
        }
      return out;
    }),
    syntax: 'cii',
  },
  // CII R120 as the official test computes it: allowances and charges of a line are those whose
  // `normalize-space(ram:ChargeIndicator/udt:Indicator)` is exactly 'false' / 'true' (the reader
  // takes one without an indicator as an allowance); the base quantity of the net price, else of
  // the gross price, when not 0. The finding keeps the model path (review form) and points at the
  // line net amount, as the model rule's location does.
  {
    ...xmlRule('PEPPOL-EN16931-R120', ({ root }) => {
      const out: XmlFinding[] = [];
      const currency = kids(ciiSettlement(root), 'InvoiceCurrencyCode').map((c) => c.text);
      const slackBy = new DecimalCtor(currency.includes('HUF') ? '0.5' : '0.02');
      const tx = kid(root, 'SupplyChainTradeTransaction');
      kids(tx, 'IncludedSupplyChainTradeLineItem').forEach((line, i) => {
        const settlement = kid(line, 'SpecifiedLineTradeSettlement');
        const agreement = kid(line, 'SpecifiedLineTradeAgreement');
        const netEl = dig(settlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount');
        const net = dec(netEl) ?? ZERO;
        const qtyEl = dig(line, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
        const quantity = qtyEl ? (dec(qtyEl) ?? ZERO) : ONE;
        const price = dec(dig(agreement, 'NetPriceProductTradePrice', 'ChargeAmount')) ?? ZERO;
        const base = (which: string) => {
          const v = dec(dig(agreement, which, 'BasisQuantity'));
          return v && !v.isZero() ? v : undefined;
        };
        const bq = base('NetPriceProductTradePrice') ?? base('GrossPriceProductTradePrice') ?? ONE;
        const total = (indicator: string) => {
          let sum = ZERO;
          let any = false;
          for (const ac of kids(settlement, 'SpecifiedTradeAllowanceCharge')) {
            const ind = digAll(ac, 'ChargeIndicator', 'Indicator').map((x) => normalizeSpace(x.text));
            if (!ind.includes(indicator)) continue;
            any = true;
            for (const a of kids(ac, 'ActualAmount')) sum = sum.plus(dec(a) ?? ZERO);
          }
          return any ? xround(sum) : ZERO;
        };
        const perUnit = bq.eq(ONE) ? price : price.div(bq);
        const expected = quantity.times(perUnit).plus(total('true')).minus(total('false'));
        if (!slack(net, expected, slackBy)) out.push({ ...at(netEl ?? line), path: `lines[${i}].netAmount` });
      });
      return out;
    }),
    syntax: 'cii',
  },
  // CII R046, context `…/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice`: `not(ram:ChargeAmount)
  // or xs:decimal(../ram:NetPriceProductTradePrice/ram:ChargeAmount) = xs:decimal(ram:ChargeAmount) -
  // u:decimalOrZero(ram:AppliedTradeAllowanceCharge/ram:ActualAmount[1])` — the first price allowance
  // whatever its indicator (a charge on the price is R044's finding, not R046's)
  {
    ...xmlRule('PEPPOL-EN16931-R046', ({ root }) => {
      const out: XmlFinding[] = [];
      const tx = kid(root, 'SupplyChainTradeTransaction');
      kids(tx, 'IncludedSupplyChainTradeLineItem').forEach((line, i) => {
        const agreement = kid(line, 'SpecifiedLineTradeAgreement');
        for (const gross of kids(agreement, 'GrossPriceProductTradePrice')) {
          const grossAmount = kid(gross, 'ChargeAmount');
          if (!grossAmount) continue;
          const first = digAll(gross, 'AppliedTradeAllowanceCharge', 'ActualAmount')[0];
          const discount = first ? dec(first) : ZERO;
          const netEl = dig(agreement, 'NetPriceProductTradePrice', 'ChargeAmount');
          const net = dec(netEl);
          const g = dec(grossAmount);
          if (net && g && discount && net.equals(g.minus(discount))) continue;
          out.push({ ...at(netEl ?? gross), path: `lines[${i}].price.netPrice` });
        }
      });
      return out;
    }),
    syntax: 'cii',
  },
  // UBL R046: every `cac:Price/cac:AllowanceCharge` with a cbc:BaseAmount, charge or allowance
  // (the reader reads a price allowance only): `xs:decimal(../cbc:PriceAmount) =
  // xs:decimal(cbc:BaseAmount) - xs:decimal(cbc:Amount)` (a missing amount fails)
  {
    ...xmlRule('PEPPOL-EN16931-R046', ({ root }) => {
      const out: XmlFinding[] = [];
      const lines = [...kids(root, 'InvoiceLine'), ...kids(root, 'CreditNoteLine')];
      for (const ac of indexDocument(root).byLocal.get('AllowanceCharge') ?? []) {
        const price = ac.parent;
        if (price?.local !== 'Price') continue;
        const base = kid(ac, 'BaseAmount');
        if (!base) continue;
        const net = dec(kid(price, 'PriceAmount'));
        const gross = dec(base);
        const discount = dec(kid(ac, 'Amount'));
        if (net && gross && discount && net.equals(gross.minus(discount))) continue;
        const i = price.parent ? lines.indexOf(price.parent) : -1;
        out.push({
          ...at(kid(price, 'PriceAmount') ?? price),
          ...(i >= 0 ? { path: `lines[${i}].price.netPrice` } : {}),
        });
      }
      return out;
    }),
    syntax: 'ubl',
  },
];

const ZERO = new DecimalCtor(0);
const ONE = new DecimalCtor(1);

export { PEPPOL_XML_OVERRIDE_RULES };
export const PEPPOL_XML_OVERRIDE_IDS: ReadonlySet<string> = new Set(
  PEPPOL_XML_OVERRIDE_RULES.map((r) => r.id),
);
