/**
 * EN 16931 rules checked on the document's XML instead of the model (see `../xml-util.ts`): the
 * official test looks at something the model does not keep — which tax total carries which
 * currency, empty versus absent elements, the CII date format attribute, the tax scheme of a line.
 * Each replaces the model rule of the same id when a document is validated.
 */
import type { XmlElement } from '../../xml/parse.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Rule, XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import {
  at,
  ciiSettlement,
  ciiSums,
  dec,
  dig,
  digAll,
  kid,
  kids,
  norm,
  overrideRule,
  round2,
} from '../xml-util.ts';

const UBL_CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

import { BR_RULES } from './br.ts';
import { CL_XML_OVERRIDES } from './br-cl.ts';
import { BR_CO_RULES, VAT_PREFIXES } from './br-co.ts';
import { BR_DEC_RULES } from './br-dec.ts';

const MODEL: readonly Rule[] = [...BR_RULES, ...BR_CO_RULES, ...BR_DEC_RULES];

/** An XML rule with the id, level, business terms and message of the model rule it replaces. */
const xmlRule = (id: string, check: (ctx: XmlRuleContext) => XmlFinding[]): XmlRule =>
  overrideRule(MODEL, id, check);

const one = (fail: boolean, el: XmlElement): XmlFinding[] => (fail ? [at(el)] : []);

/** UBL TaxTotal/TaxAmount elements with a given currencyID. */
function ublTaxAmounts(root: XmlElement, currency: string): XmlElement[] {
  return digAll(root, 'TaxTotal', 'TaxAmount').filter((t) => t.attrs.currencyID === currency);
}

function ciiTaxTotals(root: XmlElement): XmlElement[] {
  return kids(ciiSums(root), 'TaxTotalAmount');
}

export const BR_XML_RULES: XmlRule[] = [
  // UBL (invoices only): some cbc:DueDate or cac:PaymentTerms/cbc:Note anywhere, even empty or
  // not the first one (the model reads the first note); CII keeps the model rule
  {
    ...xmlRule('BR-CO-25', ({ root }) => {
      if (root.local !== 'Invoice') return [];
      const index = indexDocument(root);
      const hasDue = (index.byLocal.get('DueDate') ?? []).length > 0;
      const hasNote = (index.byLocal.get('PaymentTerms') ?? []).some((t) => !!kid(t, 'Note'));
      return kids(kid(root, 'LegalMonetaryTotal'), 'PayableAmount')
        .filter((p) => {
          const v = Number(p.text.trim());
          return !(v > 0 && (hasDue || hasNote)) && !(v <= 0);
        })
        .map(at);
    }),
    syntax: 'ubl',
  },
  // UBL: `contains(list, substring(cbc:CompanyID, 1, 2))` on the identifier as written (a leading
  // space counts: " 1" is found in " 1A"); the model trims it. CII keeps the model rule.
  {
    ...xmlRule('BR-CO-09', ({ root }) =>
      (indexDocument(root).byLocal.get('PartyTaxScheme') ?? [])
        .filter((p) => kids(p, 'TaxScheme').some((t) => norm(kid(t, 'ID')?.text).toUpperCase() === 'VAT'))
        .flatMap((p) => {
          const id = kid(p, 'CompanyID');
          const v = id?.text ?? '';
          return VAT_PREFIXES.includes(v.substring(0, 2)) ? [] : [{ ...at(id ?? p), params: { value: v } }];
        }),
    ),
    syntax: 'ubl',
  },
  // the official context is each payment means element (CII: anywhere); the model keeps payment
  // instructions (e.g. from a payment reference) even when there is no payment means
  xmlRule('BR-49', ({ root, syntax }) =>
    syntax === 'ubl'
      ? indexDocument(root)
          .all.filter((m) => m.local === 'PaymentMeans' && m.ns === UBL_CAC && !kid(m, 'PaymentMeansCode'))
          .map(at)
      : (indexDocument(root).byLocal.get('SpecifiedTradeSettlementPaymentMeans') ?? [])
          .filter((m) => !kid(m, 'TypeCode'))
          .map(at),
  ),
  xmlRule('BR-03', ({ root, syntax }) => {
    if (syntax === 'ubl') return one(norm(kid(root, 'IssueDate')?.text) === '', root);
    const d = dig(root, 'ExchangedDocument', 'IssueDateTime', 'DateTimeString');
    return one(!d || d.attrs.format !== '102' || norm(d.text) === '', root);
  }),
  xmlRule('BR-CO-04', ({ root, syntax }) => {
    const out: XmlFinding[] = [];
    if (syntax === 'ubl') {
      for (const line of root.children) {
        if (line.local !== 'InvoiceLine' && line.local !== 'CreditNoteLine') continue;
        const ok = digAll(line, 'Item', 'ClassifiedTaxCategory').some(
          (c) =>
            digAll(c, 'TaxScheme', 'ID').some((s) => norm(s.text).toUpperCase() === 'VAT') && !!kid(c, 'ID'),
        );
        if (!ok) out.push(at(line));
      }
    } else {
      for (const line of kids(kid(root, 'SupplyChainTradeTransaction'), 'IncludedSupplyChainTradeLineItem')) {
        const ok = digAll(line, 'SpecifiedLineTradeSettlement', 'ApplicableTradeTax').some(
          (t) => kids(t, 'TypeCode').some((c) => c.text.toUpperCase() === 'VAT') && !!kid(t, 'CategoryCode'),
        );
        if (!ok) out.push(at(line));
      }
    }
    return out;
  }),
  xmlRule('BR-CO-15', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      const total = kid(root, 'LegalMonetaryTotal');
      for (const cur of kids(root, 'DocumentCurrencyCode')) {
        const taxes = ublTaxAmounts(root, cur.text);
        const incl = dec(kid(total, 'TaxInclusiveAmount'));
        const excl = dec(kid(total, 'TaxExclusiveAmount'));
        const tax = dec(taxes[0]);
        const ok = taxes.length === 1 && !!incl && !!excl && !!tax && incl.equals(round2(excl.plus(tax)));
        if (!ok) return [at(root)];
      }
      return [];
    }
    const sums = ciiSums(root);
    const grand = dec(kid(sums, 'GrandTotalAmount'));
    const basis = dec(kid(sums, 'TaxBasisTotalAmount'));
    const grandIsBasis = !!grand && !!basis && grand.equals(basis);
    for (const cur of kids(ciiSettlement(root), 'InvoiceCurrencyCode')) {
      const taxes = ciiTaxTotals(root).filter((t) => t.attrs.currencyID === cur.text);
      const tax = dec(taxes[0]);
      const ok = taxes.length === 1 && !!grand && !!basis && !!tax && grand.equals(round2(basis.plus(tax)));
      if (!ok && !grandIsBasis) return [at(root)];
    }
    return [];
  }),
  xmlRule('BR-53', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      for (const tc of kids(root, 'TaxCurrencyCode'))
        if (ublTaxAmounts(root, tc.text).length === 0) return [at(root)];
      return [];
    }
    const st = ciiSettlement(root);
    const sums = ciiSums(root);
    const tc = kids(st, 'TaxCurrencyCode');
    if (!sums || tc.length === 0) return [];
    const ids = new Set(kids(sums, 'TaxTotalAmount').map((t) => t.attrs.currencyID));
    const tcs = tc.map((t) => t.text);
    const ics = kids(st, 'InvoiceCurrencyCode').map((t) => t.text);
    const ok = tcs.some((t) => ids.has(t)) && !tcs.some((t) => ics.includes(t));
    return one(!ok, sums);
  }),
  xmlRule('BR-DEC-13', ({ root, syntax }) => {
    // UBL: the official test reads //cac:TaxTotal/cbc:TaxAmount[@currencyID = cbc:DocumentCurrencyCode],
    // a path relative to the TaxAmount (which has no such child): it selects nothing, so the rule
    // always holds; UBL-DT-01 reports the extra decimals
    if (syntax === 'ubl') return [];
    return ciiDecimals(root, 'InvoiceCurrencyCode');
  }),
  xmlRule('BR-DEC-15', ({ root, syntax }) => {
    if (syntax === 'ubl') return []; // as BR-DEC-13: the official path selects nothing
    return ciiDecimals(root, 'TaxCurrencyCode');
  }),
  xmlRule('BR-CO-19', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      return kids(root, 'InvoicePeriod')
        .filter((p) => !kid(p, 'StartDate') && !kid(p, 'EndDate') && !kid(p, 'DescriptionCode'))
        .map(at);
    }
    return kids(ciiSettlement(root), 'BillingSpecifiedPeriod')
      .filter((p) => !kid(p, 'StartDateTime') && !kid(p, 'EndDateTime'))
      .map(at);
  }),
  xmlRule('BR-CO-20', ({ root, syntax }) => {
    const periods =
      syntax === 'ubl'
        ? root.children
            .filter((l) => l.local === 'InvoiceLine' || l.local === 'CreditNoteLine')
            .flatMap((l) => kids(l, 'InvoicePeriod'))
            .filter((p) => !kid(p, 'StartDate') && !kid(p, 'EndDate'))
        : kids(kid(root, 'SupplyChainTradeTransaction'), 'IncludedSupplyChainTradeLineItem')
            .flatMap((l) => digAll(l, 'SpecifiedLineTradeSettlement', 'BillingSpecifiedPeriod'))
            .filter((p) => !kid(p, 'StartDateTime') && !kid(p, 'EndDateTime'));
    return periods.map(at);
  }),
  xmlRule('BR-55', ({ root, syntax }) => {
    if (syntax === 'ubl')
      return kids(root, 'BillingReference')
        .filter((b) => !dig(b, 'InvoiceDocumentReference', 'ID'))
        .map(at);
    return kids(ciiSettlement(root), 'InvoiceReferencedDocument')
      .filter((d) => norm(kid(d, 'IssuerAssignedID')?.text) === '')
      .map(at);
  }),
  xmlRule('BR-61', ({ root, syntax }) => {
    if (syntax === 'ubl') {
      return kids(root, 'PaymentMeans')
        .filter((pm) => {
          const code = norm(kid(pm, 'PaymentMeansCode')?.text);
          const transfer = code === '30' || code === '58';
          return !(transfer && !!dig(pm, 'PayeeFinancialAccount', 'ID')) && transfer;
        })
        .map(at);
    }
    return kids(ciiSettlement(root), 'SpecifiedTradeSettlementPaymentMeans')
      .filter((pm) => kids(pm, 'TypeCode').some((t) => t.text === '30' || t.text === '58'))
      .flatMap((pm) => kids(pm, 'PayeePartyCreditorFinancialAccount'))
      .filter((a) => !kid(a, 'IBANID') && !kid(a, 'ProprietaryID'))
      .map(at);
  }),
  // BR-51 on every card, not only the one the reader keeps: CII (an error there)
  // `string-length(ram:ID) <= 10` in every `//ram:ApplicableTradeSettlementFinancialCard`, the
  // number as written (the reader trims it); UBL (a warning) every
  // `cac:PaymentMeans/cac:CardAccount/cbc:PrimaryAccountNumberID`, `normalize-space`d
  {
    ...xmlRule('BR-51', ({ root }) =>
      (indexDocument(root).byLocal.get('ApplicableTradeSettlementFinancialCard') ?? [])
        .filter((c) => kids(c, 'ID').some((i) => [...i.text].length > 10))
        .map(at),
    ),
    severity: 'error',
    syntax: 'cii',
  },
  {
    ...xmlRule('BR-51', ({ root }) =>
      (indexDocument(root).byLocal.get('PrimaryAccountNumberID') ?? [])
        .filter(
          (n) =>
            n.parent?.local === 'CardAccount' &&
            n.parent.parent?.local === 'PaymentMeans' &&
            [...norm(n.text)].length > 10,
        )
        .map(at),
    ),
    severity: 'warning',
    syntax: 'ubl',
  },
  // BR-CL-01 … 26 on the document (br-cl.ts)
  ...CL_XML_OVERRIDES,
];

function ciiDecimals(root: XmlElement, currencyElement: string): XmlFinding[] {
  const sums = ciiSums(root);
  const taxes = kids(sums, 'TaxTotalAmount');
  if (!sums || taxes.length === 0) return [];
  const st = ciiSettlement(root);
  const curs = kids(st, currencyElement).map((c) => c.text);
  const ok = taxes.some((t) => {
    const v = dec(t);
    const rounded = !!v && v.equals(round2(v));
    if (currencyElement === 'InvoiceCurrencyCode')
      return (
        (curs.includes(t.attrs.currencyID ?? '\u0000') && rounded) ||
        !curs.includes(t.attrs.currencyID ?? '\u0000')
      );
    return (curs.includes(t.attrs.currencyID ?? '\u0000') && rounded) || curs.length === 0;
  });
  return one(!ok, sums);
}

/** Ids of the model rules these replace when a document is validated. */
export const BR_XML_IDS: ReadonlySet<string> = new Set(BR_XML_RULES.map((r) => r.id));
