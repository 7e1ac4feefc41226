// Leitweg-ID (German public-sector routing id, BT-10 buyer reference / BT-49 with scheme 0204).
//
// Format (KoSIT "Format-Spezifikation Leitweg-ID" 2.0): coarse addressing of 2..12 digits, an
// optional fine addressing of 1..30 letters/digits, and a 2-digit check number, joined by hyphens:
// `04011000-1234512345-06`, `991-33333TEST-33`, `04011000-06`.
//
// Check number: ISO/IEC 7064 MOD 97-10 over the id without hyphens, letters replaced by their
// position (A = 10 … Z = 35): append "00", take the remainder mod 97, subtract it from 98
// (two digits). A complete id is valid when the same number, with its check digits, mod 97 is 1.

export const LEITWEG_RE = /^(\d{2,12})(?:-([A-Za-z0-9]{1,30}))?-(\d{2})$/;

/** The digit string of a (partial) id: hyphens dropped, letters → 10..35. */
function digits(s: string): string {
  let out = '';
  for (const ch of s.replace(/-/g, '').toUpperCase()) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch >= 'A' && ch <= 'Z') out += String(ch.charCodeAt(0) - 55);
    else throw new Error(`not a Leitweg-ID character: ${ch}`);
  }
  return out;
}

/** Remainder of a long digit string mod 97, chunk by chunk (no big integers needed). */
export function mod97(numeric: string): number {
  let r = 0;
  for (let i = 0; i < numeric.length; i += 7) r = Number(String(r) + numeric.slice(i, i + 7)) % 97;
  return r;
}

/** The two check digits for an id without them (`04011000-1234512345` → `06`). */
export function leitwegCheckDigits(withoutCheck: string): string {
  const r = mod97(`${digits(withoutCheck)}00`);
  return String(98 - r).padStart(2, '0');
}

export type LeitwegProblem = 'format' | 'checkDigit';

/** undefined when valid; otherwise what is wrong. */
export function leitwegProblem(id: string): LeitwegProblem | undefined {
  const s = id.trim();
  if (!LEITWEG_RE.test(s)) return 'format';
  return mod97(digits(s)) === 1 ? undefined : 'checkDigit';
}

export function isLeitwegId(id: string): boolean {
  return leitwegProblem(id) === undefined;
}

/** Looks like an attempt at a Leitweg-ID (digits, hyphen, …) even if the check fails. */
export function looksLikeLeitweg(id: string): boolean {
  return LEITWEG_RE.test(id.trim());
}
