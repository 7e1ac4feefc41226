/**
 * Small helpers for business rules that must be checked on the XML of a document (where the
 * model cannot tell an empty element from an absent one, keeps one value of a repeated element,
 * or trims text that the official test reads as written).
 *
 * A document-level rule (`XmlRule`) with the same id as a model rule replaces the model rule when a
 * document is validated (`validateModel` with `xml`); the model rule still serves form data.
 */
import type { Dec } from '../model/money.ts';
import { DecimalCtor, parseDecimal } from '../model/money.ts';

const HUNDREDTH = new DecimalCtor('0.01');

import type { Syntax } from '../model/read-result.ts';
import { pathOf, type XmlElement } from '../xml/parse.ts';
import type { Rule, XmlFinding, XmlRule, XmlRuleContext } from './types.ts';
import { normalizeSpace } from './util.ts';

export function kids(el: XmlElement | undefined, local: string): XmlElement[] {
  const out: XmlElement[] = [];
  if (!el) return out;
  const cs = el.children;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as XmlElement;
    if (c.local === local) out.push(c);
  }
  return out;
}

export function kid(el: XmlElement | undefined, local: string): XmlElement | undefined {
  if (!el) return undefined;
  const cs = el.children;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as XmlElement;
    if (c.local === local) return c;
  }
  return undefined;
}

/** The first element along a child path. */
export function dig(el: XmlElement | undefined, ...locals: string[]): XmlElement | undefined {
  let cur = el;
  for (const l of locals) {
    cur = kid(cur, l);
    if (!cur) return undefined;
  }
  return cur;
}

/** Every element along a child path (XPath `a/b/c` from `el`). */
export function digAll(el: XmlElement | undefined, ...locals: string[]): XmlElement[] {
  let cur: XmlElement[] = el ? [el] : [];
  for (let s = 0; s < locals.length && cur.length > 0; s++) {
    const l = locals[s] as string;
    const next: XmlElement[] = [];
    for (let i = 0; i < cur.length; i++) {
      const cs = (cur[i] as XmlElement).children;
      for (let j = 0; j < cs.length; j++) {
        const c = cs[j] as XmlElement;
        if (c.local === l) next.push(c);
      }
    }
    cur = next;
  }
  return cur;
}

/** XPath `normalize-space`: only XML whitespace (not JavaScript's wider `trim()` set, e.g. U+00A0). */
export const norm = normalizeSpace;

/** XPath `xs:decimal(x)` of an element's text; undefined when absent or not a decimal. */
export function dec(el: XmlElement | undefined): Dec | undefined {
  if (!el) return undefined;
  return parseDecimal(el.text);
}

/** XPath `round(x * 100) div 100` (half towards +∞). */
export function round2(x: Dec): Dec {
  // a (non-zero) value with at most two places is its own rounding (zero: the sign may change)
  if (!x.isZero() && x.decimalPlaces() <= 2) return x;
  // (× 0.01 is exact on an integer and cheaper than ÷ 100)
  return x.times(100).plus(0.5).floor().times(HUNDREDTH);
}

export const at = (el: XmlElement): XmlFinding => ({
  location: pathOf(el),
  line: el.line,
  column: el.column,
});

/** The UBL header element (Invoice / CreditNote) and the CII settlement parts. */
export function ciiSettlement(root: XmlElement): XmlElement | undefined {
  return dig(root, 'SupplyChainTradeTransaction', 'ApplicableHeaderTradeSettlement');
}

export function ciiAgreement(root: XmlElement): XmlElement | undefined {
  return dig(root, 'SupplyChainTradeTransaction', 'ApplicableHeaderTradeAgreement');
}

export function ciiSums(root: XmlElement): XmlElement | undefined {
  return kid(ciiSettlement(root), 'SpecifiedTradeSettlementHeaderMonetarySummation');
}

/** `string-length(substring-after(s, '.'))` on the text as written. */
export function decimals(el: XmlElement): number {
  const s = el.text;
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}

/**
 * An XML rule with the id, level, scope, business terms and message of the model rule (from
 * `model`) it replaces for documents of `syntax` (both when undefined).
 */
export function overrideRule(
  model: readonly Rule[],
  id: string,
  check: (ctx: XmlRuleContext) => XmlFinding[],
  syntax?: Syntax,
): XmlRule {
  const m = model.find((r) => r.id === id);
  if (!m) throw new Error(`no model rule ${id}`);
  const r: XmlRule = {
    id,
    severity: m.severity,
    scope: m.scope,
    bt: m.bt,
    message: m.message,
    checkXml: check,
  };
  if (syntax) r.syntax = syntax;
  return r;
}
