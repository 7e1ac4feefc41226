/**
 * Decimal arithmetic for amounts, quantities and rates. Values are decimal strings in the
 * model; this module is the only place that turns them into numbers, always with decimal.js
 * (never binary floating point).
 */
import { Decimal } from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;

const DECIMAL_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** True when `s` is a plain decimal number (no exponent, no thousands separators). */
export function isDecimal(s: string | undefined): s is string {
  return s !== undefined && DECIMAL_RE.test(s.trim());
}

/**
 * Parsed decimals by their text: the rules read the same few amounts many times per document.
 * decimal.js values are immutable, so sharing them is safe; the cache is emptied when it grows.
 */
const parsed = new Map<string, Dec | null>();

/** The decimal a string writes (surrounding whitespace allowed), or undefined when it is none. */
export function parseDecimal(s: string): Dec | undefined {
  const hit = parsed.get(s);
  if (hit !== undefined) return hit ?? undefined;
  const t = s.trim();
  const v = DECIMAL_RE.test(t) ? new D(t) : null;
  // (only short texts are kept: V8 keeps a longer one as a slice of its whole document, which a
  // key of this cache would hold on to after the document is gone)
  if (s.length <= 12) {
    if (parsed.size >= 4096) parsed.clear();
    parsed.set(s, v);
  }
  return v ?? undefined;
}

/** Parse a decimal string; undefined or invalid → 0 unless `strict`. */
export function dec(s: string | number | Dec | undefined): Dec {
  if (s === undefined) return new D(0);
  if (typeof s === 'string') return isDecimal(s) ? new D(s.trim()) : new D(0);
  return new D(s);
}

export function add(...xs: Array<string | Dec | undefined>): Dec {
  return xs.reduce<Dec>((acc, x) => acc.plus(dec(x)), new D(0));
}

/** Round half away from zero (EN 16931 rounding) to `places` decimals and format with exactly that many. */
export function round(x: string | Dec, places = 2): string {
  return dec(x).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/** Compare two decimal strings numerically ("100" equals "100.00"). */
export function decEquals(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (!isDecimal(a) || !isDecimal(b)) return a === b;
  return dec(a).equals(dec(b));
}

/** Number of decimal places written in a decimal string ("1.230" → 3). */
export function scale(s: string): number {
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}

export { D as DecimalCtor };
