/**
 * Helpers that reproduce the XPath semantics the official schematron uses, against the model.
 *
 * - `has(x)`: `normalize-space(x) != ''` (present and not blank)
 * - `exists(x)`: `exists(x)` (present; readers omit empty values, so in practice like `has`)
 * - `xround(x, 2)`: XPath `round(x * 100) div 100` — rounds half towards positive infinity
 *   (`round(-2.5) = -2`), which differs from commercial rounding for negative values.
 * - `fractionDigits(s)`: `string-length(substring-after(s, '.'))` on the value as written.
 */
import type { Decimal, Invoice } from '../model/invoice.ts';
import { type Dec, DecimalCtor, parseDecimal } from '../model/money.ts';
import type { Syntax } from '../model/read-result.ts';
import { xmlTrim } from '../xml/parse.ts';
import type { Finding, Level, Rule, RuleContext, Scope, Text } from './types.ts';

/** `normalize-space(x) != ''`: XML whitespace only (a non-breaking space is a character there). */
export function has(s: string | undefined | null): s is string {
  return typeof s === 'string' && xmlTrim(s) !== '';
}

export function exists<T>(x: T | undefined | null): x is T {
  return x !== undefined && x !== null;
}

/** A decimal value; undefined when absent or not a number (XPath would fail/yield empty). */
export function num(s: Decimal | undefined): Dec | undefined {
  if (s === undefined) return undefined;
  return parseDecimal(s);
}

/** Value or 0 (XPath `sum()` of an empty sequence, or `if (x) then x else 0`). */
export function num0(s: Decimal | undefined): Dec {
  return num(s) ?? ZERO;
}

export function sum(xs: Array<Decimal | undefined>): Dec {
  let acc: Dec = ZERO;
  for (const x of xs) {
    const v = num(x);
    if (v) acc = acc.plus(v);
  }
  return acc;
}

const TEN = new DecimalCtor(10);
const POWERS = Array.from({ length: 8 }, (_, k) => TEN.pow(k));
/** 10^-k: multiplying an integer by it is exact, and cheaper than dividing by 10^k */
const INVERSE = Array.from({ length: 8 }, (_, k) => TEN.pow(-k));
/** XPath `round(x * 10^places) div 10^places` (half towards +∞). */
export function xround(x: Dec, places = 2): Dec {
  // a (non-zero) value with no more places is its own rounding (zero: the sign may change)
  if (!x.isZero() && x.decimalPlaces() <= places) return x;
  const f = POWERS[places] ?? TEN.pow(places);
  const inv = INVERSE[places] ?? TEN.pow(-places);
  return x.times(f).plus(0.5).floor().times(inv);
}

/** `string-length(substring-after(s, '.'))`. */
export function fractionDigits(s: string | undefined): number {
  if (s === undefined) return 0;
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}

/** `normalize-space(s)`. */
export function normalizeSpace(s: string | undefined): string {
  if (s === undefined) return '';
  // (most values need nothing: one test instead of a replacement and a trim)
  if (!NEEDS_NORMALIZING.test(s)) return s;
  return s.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
}
/** XML whitespace other than single inner spaces (XPath: a non-breaking space is a character) */
const NEEDS_NORMALIZING = /[\t\r\n]| {2}|^ | $/;

export function code(s: string | undefined): string {
  return normalizeSpace(s);
}

export function isCreditNote(ctx: RuleContext): boolean {
  return ctx.documentType === 'CreditNote';
}

/** XPath general comparison of an untyped value with a number (`x >= 0`); false when absent. */
export function cmp(s: string | undefined, op: '>' | '>=' | '<' | '<=' | '=', n: number): boolean {
  const v = num(s);
  if (!v) return false;
  const c = v.comparedTo(n);
  switch (op) {
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '=':
      return c === 0;
  }
}

export const ZERO: Dec = new DecimalCtor(0);
export { DecimalCtor };

/** Where a VAT category code is used. */
export interface VatUse {
  kind: 'line' | 'allowance' | 'charge' | 'breakdown';
  index: number;
  code: string;
  rate?: Decimal;
  path: string;
}

/** All VAT category codes of the document: lines (BT-151), allowances (BT-95), charges (BT-102), breakdown (BT-118). */
export function vatUses(inv: Invoice): VatUse[] {
  const out: VatUse[] = [];
  inv.lines.forEach((l, i) => {
    if (has(l.vatCategoryCode))
      out.push({
        kind: 'line',
        index: i,
        code: code(l.vatCategoryCode),
        rate: l.vatRate,
        path: `lines[${i}]`,
      });
  });
  inv.allowances.forEach((a, i) => {
    if (has(a.vatCategoryCode))
      out.push({
        kind: 'allowance',
        index: i,
        code: code(a.vatCategoryCode),
        rate: a.vatRate,
        path: `allowances[${i}]`,
      });
  });
  inv.charges.forEach((a, i) => {
    if (has(a.vatCategoryCode))
      out.push({
        kind: 'charge',
        index: i,
        code: code(a.vatCategoryCode),
        rate: a.vatRate,
        path: `charges[${i}]`,
      });
  });
  inv.vatBreakdown.forEach((b, i) => {
    if (has(b.categoryCode))
      out.push({
        kind: 'breakdown',
        index: i,
        code: code(b.categoryCode),
        rate: b.rate,
        path: `vatBreakdown[${i}]`,
      });
  });
  return out;
}

/** Shorthand to declare a rule. */
export function rule(def: {
  id: string;
  severity?: Level;
  scope: Scope;
  bt: string[];
  message: Text;
  syntax?: Rule['syntax'];
  severityBySyntax?: Rule['severityBySyntax'];
  check(ctx: RuleContext): Finding[];
}): Rule {
  return { severity: 'error', ...def };
}

/** One finding at `path` when `failed` is true. */
export function when(failed: boolean, path: string, params?: Record<string, string>): Finding[] {
  if (!failed) return [];
  return params ? [{ path, params }] : [{ path }];
}

/** Findings for every element of a list that fails. */
export function each<T>(
  list: readonly T[],
  base: string,
  failed: (x: T, i: number) => boolean,
  sub = '',
): Finding[] {
  const out: Finding[] = [];
  list.forEach((x, i) => {
    if (failed(x, i)) out.push({ path: `${base}[${i}]${sub}` });
  });
  return out;
}

/**
 * CII: a VAT breakdown of category L, M or O is matched by the schematron rule of its category
 * (context `ApplicableTradeTax[ram:CategoryCode = 'L']…`), which shadows the general breakdown rule
 * of the same pattern: BR-45 … BR-48, BR-CO-03, BR-CO-17, BR-DEC-19, BR-DEC-20 do not see it.
 */
export function ciiShadowed(syntax: Syntax | undefined, categoryCode: string | undefined): boolean {
  return syntax === 'cii' && (categoryCode === 'L' || categoryCode === 'M' || categoryCode === 'O');
}
