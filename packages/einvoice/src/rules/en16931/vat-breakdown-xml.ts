/**
 * BR-47, BR-48 and BR-CO-17 checked on the document, as the official contexts read the VAT
 * breakdown: the readers take every breakdown entry as VAT, while the official tests look only at
 * the tax category of the scheme VAT (UBL: `cac:TaxCategory[cac:TaxScheme/normalize-space(upper-case(cbc:ID))
 * = 'VAT']`; CII: `.[upper-case(ram:TypeCode) = 'VAT']`), and ask for an element that exists (an
 * empty category code counts). A breakdown of another tax scheme therefore has no category code,
 * no rate and (unless its tax amount rounds to 0) a wrong tax amount.
 *
 * CII: a header `ram:ApplicableTradeTax` with the category L, M or O and the type code VAT is the
 * context of the BR-AF/AG/O rule of its category, which comes first in the pattern: the generic
 * breakdown rules do not see it (as `ciiShadowed` for the model rules).
 */
import type { XmlElement } from '../../xml/parse.ts';
import { LastMemo } from '../memo.ts';
import { indexDocument } from '../syntax/xpath.ts';
import type { Rule, XmlFinding, XmlRule, XmlRuleContext } from '../types.ts';
import { at, kid, kids, norm, overrideRule } from '../xml-util.ts';
import { BR_RULES } from './br.ts';
import { BR_CO_RULES, co17Fails } from './br-co.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const MODEL: readonly Rule[] = [...BR_RULES, ...BR_CO_RULES];

function xmlRule(id: string, check: (ctx: XmlRuleContext) => XmlFinding[]): XmlRule {
  return overrideRule(MODEL, id, check);
}

/** One breakdown entry as the official tests of BR-47, BR-48 and BR-CO-17 see it. */
interface Entry {
  el: XmlElement;
  /** BR-47: a category code of the scheme VAT exists (even empty) */
  hasCode: boolean;
  /** BR-48: a rate of the scheme VAT exists, or the VAT category code is O */
  rateOrO: boolean;
  /** BR-CO-17: tax amount, taxable amount, rate of the scheme VAT (text as written) */
  tax?: string;
  taxable?: string;
  rate?: string;
}

/** `cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT'` */
const ublVat = (cat: XmlElement) =>
  kids(cat, 'TaxScheme').some((s) => kids(s, 'ID').some((i) => norm(i.text).toUpperCase() === 'VAT'));

/** UBL context `cac:TaxTotal/cac:TaxSubtotal` (every tax total). */
function ublEntries(root: XmlElement): Entry[] {
  const subs = (indexDocument(root).byLocal.get('TaxSubtotal') ?? []).filter(
    (s) => s.ns === CAC && s.parent?.local === 'TaxTotal' && s.parent.ns === CAC,
  );
  return subs.map((el) => {
    const cats = kids(el, 'TaxCategory').filter(ublVat);
    const rate = cats.flatMap((c) => kids(c, 'Percent'))[0];
    return {
      el,
      hasCode: cats.some((c) => !!kid(c, 'ID')),
      rateOrO: !!rate || cats.some((c) => norm(kid(c, 'ID')?.text) === 'O'),
      tax: kid(el, 'TaxAmount')?.text,
      taxable: kid(el, 'TaxableAmount')?.text,
      rate: rate?.text,
    };
  });
}

/** CII context `//ram:ApplicableHeaderTradeSettlement/ram:ApplicableTradeTax`, less the L/M/O ones. */
function ciiEntries(root: XmlElement): Entry[] {
  const settlements = (indexDocument(root).byLocal.get('ApplicableHeaderTradeSettlement') ?? []).filter(
    (s) => s.ns === RAM,
  );
  const out: Entry[] = [];
  for (const st of settlements) {
    for (const el of kids(st, 'ApplicableTradeTax')) {
      const types = kids(el, 'TypeCode');
      const codes = kids(el, 'CategoryCode');
      const vat = types.some((t) => t.text.toUpperCase() === 'VAT');
      if (vat && codes.some((c) => c.text === 'L' || c.text === 'M' || c.text === 'O')) continue;
      const vatN = types.some((t) => norm(t.text.toUpperCase()) === 'VAT');
      const rate = kid(el, 'RateApplicablePercent');
      out.push({
        el,
        hasCode: vat && codes.length > 0,
        rateOrO: vat && (!!rate || codes.some((c) => c.text === 'O')),
        tax: kid(el, 'CalculatedAmount')?.text,
        taxable: kid(el, 'BasisAmount')?.text,
        rate: vatN ? rate?.text : undefined,
      });
    }
  }
  return out;
}

/** The entries of a document, computed once for the three rules. */
const memo = new LastMemo<Entry[]>();
function entries(ctx: XmlRuleContext): Entry[] {
  let e = memo.get(ctx.root);
  if (!e) {
    e = ctx.syntax === 'ubl' ? ublEntries(ctx.root) : ciiEntries(ctx.root);
    memo.set(ctx.root, e);
  }
  return e;
}

export const VAT_BREAKDOWN_XML_RULES: XmlRule[] = [
  xmlRule('BR-47', (ctx) =>
    entries(ctx)
      .filter((e) => !e.hasCode)
      .map((e) => at(e.el)),
  ),
  xmlRule('BR-48', (ctx) =>
    entries(ctx)
      .filter((e) => !e.rateOrO)
      .map((e) => at(e.el)),
  ),
  xmlRule('BR-CO-17', (ctx) =>
    entries(ctx)
      .filter((e) => co17Fails(e.tax, e.taxable, e.rate, ctx.syntax))
      .map((e) => at(e.el)),
  ),
];

export const VAT_BREAKDOWN_XML_IDS: ReadonlySet<string> = new Set(VAT_BREAKDOWN_XML_RULES.map((r) => r.id));
