/**
 * Identifiers printed on invoices: VAT ids (with per-country format checks), IBAN (ISO 13616
 * mod-97), BIC (ISO 9362), German tax numbers (Steuernummer), Leitweg-IDs, postcodes.
 */

/** VAT id formats per country prefix (after removing spaces, dots and dashes). */
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
  XI: /^XI(\d{9}|\d{12})$/,
};

/** Normalise and check a VAT id; undefined when it does not match its country's format. */
export function normalizeVatId(raw: string): string | undefined {
  const s = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  const cc = s.slice(0, 2);
  const re = VAT_FORMATS[cc];
  return re?.test(s) ? s : undefined;
}

const VAT_CANDIDATE_RE =
  /(?<![A-Z0-9])(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|CH|NO|XI)[ ]?(?:[0-9A-Z][ .-]?){7,14}[0-9A-Z]/g;

export interface IdMatch {
  value: string;
  index: number;
  raw: string;
}

/**
 * VAT ids in a text (formats checked; spaces inside the id tolerated). A valid id is never cut
 * out of a longer run of letters and digits (an IBAN "DE75 5121 0800 …" holds no VAT id).
 * `lenient` (the text follows a VAT label): an id that fails its country's format is taken as
 * printed (country prefix + 8 to 13 letters/digits without spaces), as the document states it.
 */
export function findVatIds(text: string, opts: { lenient?: boolean } = {}): IdMatch[] {
  const out: IdMatch[] = [];
  const up = text.toUpperCase();
  VAT_CANDIDATE_RE.lastIndex = 0;
  for (let m = VAT_CANDIDATE_RE.exec(up); m; m = VAT_CANDIDATE_RE.exec(up)) {
    // try the longest prefix that is valid (the regex may have swallowed a following word)
    let raw = m[0];
    let v: string | undefined;
    const start = m.index;
    while (raw.length >= 8) {
      v = normalizeVatId(raw);
      const after = up.slice(start + raw.length, start + raw.length + 2);
      // cut inside a run ("…080|01245"): not an id; a space then more digits of a group also counts
      if (v && (/^[A-Z0-9]/.test(after) || (/^[ .-]\d/.test(after) && /[ .-]/.test(raw)))) v = undefined;
      if (v) break;
      raw = raw.slice(0, -1).replace(/[ .-]$/, '');
    }
    if (!v && opts.lenient) {
      const tok = /^[A-Z]{2}[A-Z0-9]{8,13}(?![A-Z0-9])/.exec(up.slice(start));
      if (tok && /\d{6}/.test(tok[0])) {
        raw = tok[0];
        v = tok[0];
      }
    }
    if (v) {
      out.push({ value: v, index: m.index, raw: text.slice(m.index, m.index + raw.length) });
      VAT_CANDIDATE_RE.lastIndex = m.index + raw.length;
    } else {
      VAT_CANDIDATE_RE.lastIndex = m.index + 2;
    }
  }
  return out;
}

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

/** ISO 13616 check: country length (where known) and mod 97 = 1. */
export function isValidIban(raw: string): boolean {
  const s = raw.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const len = IBAN_LENGTHS[s.slice(0, 2)];
  if (len !== undefined && s.length !== len) return false;
  const r = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of r) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rem = (rem * 10 + Number(d)) % 97;
  }
  return rem === 1;
}

const IBAN_CANDIDATE_RE = /(?<![A-Z0-9])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){10,30}/g;

/** IBANs in a text (mod-97 checked; printed groups of four tolerated). */
export function findIbans(text: string, opts: { lenient?: boolean } = {}): IdMatch[] {
  const out: IdMatch[] = [];
  if (opts.lenient) {
    const valid = findIbans(text);
    if (valid.length) return valid;
    // after an IBAN label: the account as printed, even when its check digits fail
    const m = /(?<![A-Z0-9])([A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30})(?![A-Z0-9])/.exec(text.toUpperCase());
    // a trailing word ("… 67 BIC") is not part of the account
    const raw = m?.[1]?.replace(/(?: [A-Z]+)+$/, '');
    if (m && raw && /\d{8}/.test(raw.replace(/ /g, '')) && raw.replace(/ /g, '').length <= 34)
      return [
        { value: raw.replace(/ /g, ''), index: m.index, raw: text.slice(m.index, m.index + raw.length) },
      ];
    return [];
  }
  const up = text.toUpperCase();
  IBAN_CANDIDATE_RE.lastIndex = 0;
  for (let m = IBAN_CANDIDATE_RE.exec(up); m; m = IBAN_CANDIDATE_RE.exec(up)) {
    let raw = m[0];
    let found = false;
    while (raw.replace(/ /g, '').length >= 14) {
      if (isValidIban(raw)) {
        found = true;
        break;
      }
      raw = raw.slice(0, -1).trimEnd();
    }
    if (found) {
      out.push({
        value: raw.replace(/ /g, ''),
        index: m.index,
        raw: text.slice(m.index, m.index + raw.length),
      });
      IBAN_CANDIDATE_RE.lastIndex = m.index + raw.length;
    } else IBAN_CANDIDATE_RE.lastIndex = m.index + 2;
  }
  return out;
}

const COUNTRY_CODES = new Set(
  'AD AE AT AU BE BG BR CA CH CN CY CZ DE DK EE ES FI FR GB GR HK HR HU IE IL IN IS IT JP KR LI LT LU LV MC MT MX NL NO NZ PL PT RO RU SE SG SI SK SM TR US VA ZA'.split(
    ' ',
  ),
);

/** ISO 9362 BIC: 4 letters bank, 2 letters country, 2 location, optional 3 branch. */
export function isValidBic(raw: string): boolean {
  const s = raw.toUpperCase().replace(/\s/g, '');
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(s) && COUNTRY_CODES.has(s.slice(4, 6));
}

/** BICs in a text (only where a BIC/SWIFT label precedes them, unless `unlabelled`). */
export function findBics(text: string, unlabelled = false): IdMatch[] {
  const out: IdMatch[] = [];
  const re = unlabelled
    ? /(?<![A-Z0-9])([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Z0-9])/g
    : /(?:BIC|SWIFT(?:[- ]?(?:Code|BIC))?|Swift)\s*(?:\/\s*SWIFT)?\s*(?:Code)?\s*[:.]?\s*([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Z0-9])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const v = m[1] ?? '';
    if (isValidBic(v)) out.push({ value: v, index: m.index + m[0].length - v.length, raw: v });
  }
  return out;
}

/** German tax number (Steuernummer): 12/345/67890, 123/456/78901, 13 digits, or with a Finanzamt prefix. */
export function findTaxNumbers(text: string): IdMatch[] {
  const out: IdMatch[] = [];
  const re = /(?<![\d/])(\d{2,3}\s?\/\s?\d{3,4}\s?\/\s?\d{4,5}|\d{5}\/\d{5}|\d{13})(?![\d/])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ value: (m[1] ?? '').replace(/\s/g, ''), index: m.index, raw: m[0] });
  }
  return out;
}

/** Leitweg-ID (German B2G buyer reference, BT-10): coarse-fine-check, e.g. 04011000-12345-34. */
export function findLeitwegIds(text: string): IdMatch[] {
  const out: IdMatch[] = [];
  const re = /(?<![\w-])(\d{2,12}(?:-[0-9A-Z]{1,30})?-\d{2})(?![\w-])/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const v = m[1] ?? '';
    if (v.split('-').length >= 2 && /^\d{2,12}-/.test(v)) out.push({ value: v, index: m.index, raw: v });
  }
  return out;
}

/** Postcode patterns per country (ISO 3166-1 alpha-2). */
export const POSTCODE_RE: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  BE: /^\d{4}$/,
  LU: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  NL: /^\d{4}\s?[A-Z]{2}$/,
  PL: /^\d{2}-\d{3}$/,
  SE: /^\d{3}\s?\d{2}$/,
  CZ: /^\d{3}\s?\d{2}$/,
  PT: /^\d{4}-\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/,
  IE: /^[A-Z]\d{2}\s?[A-Z\d]{4}$/,
  US: /^\d{5}(-\d{4})?$/,
};

export function isPostcode(code: string, country: string): boolean {
  const re = POSTCODE_RE[country.toUpperCase()];
  return re ? re.test(code.toUpperCase()) : /^[A-Z0-9 -]{3,10}$/i.test(code);
}
