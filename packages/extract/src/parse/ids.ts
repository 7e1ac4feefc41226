/**
 * Identifiers printed on invoices: VAT ids (with per-country format checks), IBAN (ISO 13616
 * mod-97), BIC (ISO 9362), German tax numbers (Steuernummer), Leitweg-IDs, postcodes.
 */
import { isBic, isIban, normalizeVatId, VAT_ID_COUNTRIES } from '@ic/einvoice';

// The checks themselves live in @ic/einvoice (shared with the review form); re-exported here
// under the extractor's names.
export { isBic as isValidBic, isIban as isValidIban, normalizeVatId };

// six characters at least after the prefix: a Romanian CIF has two to ten digits ("RO7842719");
// the prefixes are those whose format @ic/einvoice knows
const VAT_CANDIDATE_RE = new RegExp(
  `(?<![A-Z0-9])(${VAT_ID_COUNTRIES.join('|')})[ ]?(?:[0-9A-Z][ .-]?){5,14}[0-9A-Z]`,
  'g',
);

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

/** the account part's pattern for common countries (ISO 13616 registry): letters where letters go */
const BBAN: Record<string, RegExp> = {
  AT: /^\d{16}$/,
  BE: /^\d{12}$/,
  CH: /^\d{5}[A-Z0-9]{12}$/,
  DE: /^\d{18}$/,
  ES: /^\d{20}$/,
  FR: /^\d{10}[A-Z0-9]{11}\d{2}$/,
  GB: /^[A-Z]{4}\d{14}$/,
  IE: /^[A-Z]{4}\d{14}$/,
  IT: /^[A-Z]\d{10}[A-Z0-9]{12}$/,
  LU: /^\d{3}[A-Z0-9]{13}$/,
  NL: /^[A-Z]{4}\d{10}$/,
  PL: /^\d{24}$/,
};
function bbanOk(iban: string): boolean {
  const re = BBAN[iban.slice(0, 2)];
  return !re || re.test(iban.slice(4));
}

// a space may follow the country code ("BE 41 7360 0661 9710")
const IBAN_CANDIDATE_RE = /(?<![A-Z0-9])[A-Z]{2} ?\d{2}(?:[ ]?[A-Z0-9]){10,30}/g;

/** IBANs in a text (mod-97 checked; printed groups of four and a space after the country tolerated). */
export function findIbans(text: string, opts: { lenient?: boolean } = {}): IdMatch[] {
  const out: IdMatch[] = [];
  if (opts.lenient) {
    const valid = findIbans(text);
    if (valid.length) return valid;
    // after an IBAN label: the account as printed, even when its check digits fail
    const m = /(?<![A-Z0-9])([A-Z]{2} ?\d{2}(?: ?[A-Z0-9]){10,30})(?![A-Z0-9])/.exec(text.toUpperCase());
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
      // an account number is mostly digits: a run of words after "by 20 Nov 2026 …" that
      // happens to pass mod-97 is none
      // … and a VAT id run into the next word ("NL961055142B03IBAN") has letters where the
      // country's accounts have digits
      if (
        isIban(raw) &&
        bbanOk(raw.replace(/ /g, '')) &&
        (raw.replace(/ /g, '').slice(4).match(/\d/g)?.length ?? 0) >= 6
      ) {
        found = true;
        break;
      }
      raw = raw.slice(0, -1).trimEnd();
    }
    // "by 26 Oct 2026 to IBAN IE02 BOFI …": a valid account inside the run is the account
    if (found) {
      const inner = /(?<=[ A-Z0-9])[A-Z]{2} ?\d{2}/g;
      for (let n = inner.exec(raw); n; n = inner.exec(raw))
        if (n.index >= 4 && findIbans(up.slice(m.index + n.index)).some((x) => x.index === 0)) found = false;
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

/** BICs in a text (only where a BIC/SWIFT label precedes them, unless `unlabelled`). */
export function findBics(text: string, unlabelled = false): IdMatch[] {
  const out: IdMatch[] = [];
  const re = unlabelled
    ? /(?<![A-Z0-9])([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Z0-9])/g
    : // "SWIFT-kode", "SWIFT code", "BIC-Code": a short word of any language after the mark
      /(?:BIC|SWIFT(?:[- ]?(?:Code|BIC))?|Swift)(?:-\p{L}\p{Ll}{2,4}|\s\p{Ll}{3,5})?\s*(?:\/\s*SWIFT|\(\s*SWIFT\s*\))?\s*(?:Code)?\s*[:.]?\s*([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Z0-9])/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const v = m[1] ?? '';
    if (isBic(v)) out.push({ value: v, index: m.index + m[0].length - v.length, raw: v });
  }
  return out;
}

/**
 * German tax number (Steuernummer): 12/345/67890, 123/456/78901, 12/345/6789/0, 13 digits, the
 * 13 digits in groups ("22 00 0 001 00001"), or with a Finanzamt prefix.
 */
export function findTaxNumbers(text: string): IdMatch[] {
  const out: IdMatch[] = [];
  // (also the Hungarian adószám "19980171-2-41" and the Polish NIP "835-114-50-29" /
  // "8351145029", printed beside the VAT id)
  const re =
    /(?<![\d/-])(\d{8}-\d-\d{2}|\d{3}-\d{3}-\d{2}-\d{2}|\d{3}-\d{2}-\d{2}-\d{3}|\d{2,3}\s?\/\s?\d{3,4}\s?\/\s?\d{4,5}(?:\/\d)?|\d{5}\/\d{5}|\d{13}|\d{10}|\d{2,4}(?: \d{1,5}){2,5})(?![\d/-])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const value = (m[1] ?? '').replace(/\s/g, '');
    // digit groups: the 10 to 13 digits of a tax number, no more
    if (/ /.test(m[1] ?? '') && !/\//.test(m[1] ?? '') && (value.length < 10 || value.length > 13)) continue;
    out.push({ value, index: m.index, raw: m[0] });
  }
  if (out.length === 0) out.push(...otherTaxNumbers(text));
  return out;
}

/**
 * The national tax numbers of session 24's languages, after their label (readers/vat-ids.ts): the
 * Vietnamese MST with its branch ("0101234567-001"), the Philippine TIN ("123-456-789-000"), the
 * Indonesian NPWP ("01.234.567.8-901.000"), the Albanian NIPT ("L91806010P"), the Malaysian TIN
 * ("C20880050010", LHDN's prefixes, none a VAT id's country) and SST number ("W10-1808-31000001"),
 * and plain runs of 5 to 13 digits (Icelandic VSK-númer, Serbian PIB, Armenian ՀՎՀՀ, Georgian,
 * Kazakh БСН, Ukrainian ІПН, Turkish VKN, Azerbaijani VÖEN); none right after a letter (a VAT
 * id's country prefix).
 */
function otherTaxNumbers(text: string): IdMatch[] {
  const re =
    /(?<![\p{L}\d/.-])(\d{10}-\d{3}|\d{3}-\d{3}-\d{3}(?:-\d{3,5})?|\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}|[A-Z]\d{8}[A-Z]|(?:IG|SG|OG|C|D|E|F|FA|TA|TC|TN|TR|TP|J|LE)\d{9,12}|[A-Z]\d{2}-\d{4}-\d{8}|\d{5,13})(?![\p{L}\d/-])/gu;
  return [...text.matchAll(re)].map((m) => ({ value: m[1] ?? '', index: m.index ?? 0, raw: m[0] }));
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
  GR: /^\d{3}\s?\d{2}$/,
  SK: /^\d{3}\s?\d{2}$/,
  HU: /^\d{4}$/,
  SI: /^(?:SI-)?\d{4}$/,
  BG: /^\d{4}$/,
  CY: /^\d{4}$/,
  RO: /^\d{6}$/,
  HR: /^(?:HR-)?\d{5}$/,
  EE: /^\d{5}$/,
  LT: /^(?:LT-)?\d{5}$/,
  LV: /^(?:LV-)?\d{4}$/,
  MT: /^[A-Z]{3}\s?\d{4}$/,
  IS: /^\d{3}$/,
};

export function isPostcode(code: string, country: string): boolean {
  const re = POSTCODE_RE[country.toUpperCase()];
  return re ? re.test(code.toUpperCase()) : /^[A-Z0-9 -]{3,10}$/i.test(code);
}
