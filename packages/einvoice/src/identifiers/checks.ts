// Identifier checks shared by the review form, the extractor and the views: IBAN (ISO 13616
// mod 97), BIC (ISO 9362), VAT identifiers (per-country formats), e-mail (BR-DE-28 style),
// telephone (BR-DE-27), GLN (GS1 mod 10), and the electronic-address scheme suggestion
// (BT-34-1 / BT-49-1) from the value's shape. Browser-safe, no dependencies but the code lists.
import { isValidCode } from '../codelists/index.ts';
import { isLeitwegId, looksLikeLeitweg, mod97 } from './leitweg.ts';

/** IBAN lengths per country (SWIFT IBAN registry), for the countries users meet most. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

export function compact(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

export function isIban(value: string): boolean {
  const s = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  const len = IBAN_LENGTHS[s.slice(0, 2)];
  if (len !== undefined && s.length !== len) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let numeric = '';
  for (const ch of moved) numeric += ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
  return mod97(numeric) === 1;
}

/** 4 letters bank, 2 letters ISO 3166 country, 2 letters/digits location, optional 3 branch. */
export function isBic(value: string): boolean {
  const s = compact(value);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(s) && isValidCode('country', s.slice(4, 6));
}

/** VAT identifier formats per country prefix (after removing spaces, dots, dashes and slashes). */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GB: /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  CH: /^CHE\d{9}(MWST|TVA|IVA)?$/,
  NO: /^NO\d{9}(MVA)?$/,
  // the non-Union OSS number of a seller outside the EU that supplies digital services to EU
  // consumers ("EU" + 9 digits)
  EU: /^EU\d{9}$/,
  // North Macedonia's VAT number: the EDB of 13 digits after "MK"
  MK: /^MK\d{13}$/,
  XI: /^XI(\d{9}|\d{12})$/,
};

/** The VAT id prefixes with a known format. */
export const VAT_ID_COUNTRIES: readonly string[] = Object.keys(VAT_FORMATS);

/** Normalise and check a VAT id; undefined when it does not match its country's format. */
export function normalizeVatId(raw: string): string | undefined {
  const s = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  const re = VAT_FORMATS[s.slice(0, 2)];
  return re?.test(s) ? s : undefined;
}

/** Exactly one @, something on both sides, a dot in the domain, no spaces (BR-DE-28). */
export function isEmail(value: string): boolean {
  const s = value.trim();
  return /^[^@\s]+@[^@\s]+\.[^@\s.]{2,}$/.test(s) && s.split('@').length === 2;
}

/** BR-DE-27: at least three digits. */
export function isPhone(value: string): boolean {
  return (value.match(/\d/g) ?? []).length >= 3;
}

/** GS1 mod-10 check digit of a GLN (13 digits). */
export function isGln(value: string): boolean {
  const s = value.trim();
  if (!/^\d{13}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(s[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(s[12]);
}

/** VAT id prefixes with their EAS scheme (Germany 9930 …). */
const VAT_EAS: Record<string, string> = {
  DE: '9930',
  AT: '9914',
  BE: '9925',
  BG: '9926',
  CH: '9927',
  CY: '9928',
  CZ: '9929',
  EE: '9931',
  GB: '9932',
  EL: '9933',
  HR: '9934',
  IE: '9935',
  LI: '9936',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
  FR: '9957',
  HU: '9910',
  ES: '9920',
  IT: '0211',
  SE: '0007',
  DK: '0198',
  FI: '0213',
};

export function vatScheme(value: string): string | undefined {
  const s = compact(value);
  const m = /^([A-Z]{2})[0-9A-Z]{2,13}$/.exec(s);
  if (!m?.[1] || !/\d{6}/.test(s)) return undefined;
  if (m[1] === 'DE' && !/^DE\d{9}$/.test(s)) return undefined;
  return VAT_EAS[m[1]];
}

export interface SchemeSuggestion {
  scheme: string;
  /** 0..1 */
  confidence: number;
}

/** Which EAS scheme the value looks like, best first (empty when nothing fits). */
export function suggestSchemes(value: string): SchemeSuggestion[] {
  const s = value.trim();
  if (!s) return [];
  const out: SchemeSuggestion[] = [];
  const prefixed = /^(\d{4}):(.+)$/.exec(s);
  if (prefixed?.[1]) out.push({ scheme: prefixed[1], confidence: 0.9 });
  if (s.includes('@')) out.push({ scheme: 'EM', confidence: isEmail(s) ? 0.98 : 0.6 });
  if (isLeitwegId(s)) out.push({ scheme: '0204', confidence: 0.97 });
  else if (looksLikeLeitweg(s)) out.push({ scheme: '0204', confidence: 0.55 });
  if (isGln(s)) out.push({ scheme: '0088', confidence: 0.9 });
  const vat = vatScheme(s);
  if (vat) out.push({ scheme: vat, confidence: 0.9 });
  if (/^\d{20}$/.test(s)) out.push({ scheme: '0190', confidence: 0.7 });
  if (/^\d{9}$/.test(s)) out.push({ scheme: '0060', confidence: 0.5 });
  if (/^\d{8}$/.test(s)) out.push({ scheme: '0106', confidence: 0.45 });
  if (isIban(s)) out.push({ scheme: '9918', confidence: 0.6 });
  return out.sort((a, b) => b.confidence - a.confidence);
}

/** Does the value fit the chosen scheme? undefined: we cannot tell for that scheme. */
export function valueFitsScheme(value: string, scheme: string): boolean | undefined {
  const s = value.trim();
  if (!s) return undefined;
  switch (scheme) {
    case 'EM':
      return isEmail(s);
    case '0204':
      return isLeitwegId(s);
    case '0088':
      return isGln(s);
    case '0060':
      return /^\d{9}$/.test(s);
    case '0190':
      return /^\d{20}$/.test(s);
    case '9918':
      return isIban(s) || isBic(s);
    default: {
      const vatPrefix = Object.entries(VAT_EAS).find(([, code]) => code === scheme)?.[0];
      if (vatPrefix && /^99\d\d$/.test(scheme))
        return compact(s).startsWith(vatPrefix) && vatScheme(s) === scheme;
      return undefined;
    }
  }
}

/** The schemes offered first in the picker. */
export const COMMON_SCHEMES = [
  'EM',
  '0204',
  '9930',
  '0088',
  '0060',
  '9918',
  '0190',
  '0106',
  '9944',
  '9914',
  '9957',
];
