/**
 * IBANs and BICs repaired where the engine read them, before any reader sees the page: a reader
 * looks for "DE89 3704 …", and the engine's "DE8g 37O4 …", "FR2O 1254 …" or "FR20.1242 …" is
 * no IBAN to it. Each IBAN-like run of an OCR segment (country code, check digits, then groups up
 * to the country's length, ibantools' registry) is read in the shape of its country's accounts:
 * a letter where only a digit can stand is the digit it resembles (O→0, I/l→1, Z→2, S→5, G→6,
 * B→8), a digit where only a letter can stand the letter. Where the result fails the mod-97
 * check, each position that may hold either is tried with its confusion undone, and a reading is
 * taken only when exactly one passes. A BIC after its label is read in its shape the same way
 * (letters for bank and country) and taken only when valid and, when the page shows an IBAN, of
 * the IBAN's country; a VAT id that misses its country's format by one such confusion is read in
 * it. Only OCR pages pass here; every value read from them stays marked for
 * checking (pipeline.ts `markOcr`), a repaired one as repaired.
 */
import { getCountrySpecifications, isValidBIC, isValidIBAN } from 'ibantools';
import {
  BBAN_PART,
  IBAN_GROUPS_OF_FOUR,
  OCR_BIC_LABELLED,
  OCR_DIGIT_G,
  OCR_IBAN_DIGITS_AFTER,
  OCR_IBAN_GROUP,
  OCR_IBAN_START,
  OCR_NOT_BIC_CHAR,
  OCR_VAT_WORD,
} from '../lexicon/ocr.ts';
import { vatInShape } from './ids.ts';

/** Letters (upper case) the engine reads for digits, and digits it reads for letters. */
export const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  '|': '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};
export const AS_LETTER: Readonly<Record<string, string>> = { 0: 'O', 1: 'I', 2: 'Z', 5: 'S', 6: 'G', 8: 'B' };

/** What may stand at a position: a letter, a digit, or either. */
type Kind = 'A' | '9' | 'X';

const SPECS = getCountrySpecifications();

/** The kinds of an IBAN's positions for country `cc` (registry BBAN pattern), or undefined. */
function kinds(cc: string): Kind[] | undefined {
  const spec = SPECS[cc];
  if (!spec?.chars || !spec.bban_regexp) return undefined;
  const out: Kind[] = ['A', 'A', '9', '9'];
  for (const m of spec.bban_regexp.matchAll(BBAN_PART)) {
    const k: Kind = m[1] === '0-9' ? '9' : m[1] === 'A-Z' ? 'A' : 'X';
    for (let i = 0; i < Number(m[2]); i++) out.push(k);
  }
  return out.length === spec.chars ? out : undefined;
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => c >= 'A' && c <= 'Z';

/** `chars` in the shape `k` (confusions undone where only one kind fits), or undefined. */
function shape(chars: string[], k: Kind[]): string[] | undefined {
  const out = [...chars];
  for (const [i, c] of chars.entries()) {
    const kind = k[i];
    if (kind === '9' ? isDigit(c) : kind === 'A' ? isLetter(c) : isDigit(c) || isLetter(c)) continue;
    const to = kind === 'A' ? AS_LETTER[c] : AS_DIGIT[c];
    if (!to) return undefined;
    out[i] = to;
  }
  return out;
}

export interface IdRepair {
  kind: 'iban' | 'bic';
  /** the value as read (upper case, without spaces) */
  read: string;
  value: string;
  /** 'ok' as read; 'repaired' changed to the one reading that passes; 'shaped' fails its check */
  outcome: 'ok' | 'repaired' | 'shaped';
}

/**
 * An IBAN as read (without separators) in its country's shape, checked: see the module comment.
 * Undefined when it cannot be one (unknown country, length, a character no confusion explains).
 */
export function repairIban(read: string): IdRepair | undefined {
  const v = read.toUpperCase();
  const k = kinds(v.slice(0, 2));
  if (!k || v.length !== k.length) return undefined;
  const chars = shape([...v], k);
  if (!chars) return undefined;
  const shaped = chars.join('');
  const done = (value: string, outcome: IdRepair['outcome']): IdRepair => ({
    kind: 'iban',
    read: v,
    value,
    outcome,
  });
  if (isValidIBAN(shaped)) return done(shaped, shaped === v ? 'ok' : 'repaired');
  const passing = new Set<string>();
  for (const [i, c] of chars.entries()) {
    const to = k[i] === 'X' ? (AS_DIGIT[c] ?? AS_LETTER[c]) : undefined;
    const cand = to ? shaped.slice(0, i) + to + shaped.slice(i + 1) : undefined;
    if (cand && isValidIBAN(cand)) passing.add(cand);
  }
  const [one] = passing;
  return one && passing.size === 1 ? done(one, 'repaired') : done(shaped, 'shaped');
}

/** A BIC of 8 or 11 characters in its shape (letters for bank and country), when valid and of `country`. */
function bicShape(v: string, country: string | undefined): string | undefined {
  const k = [...'AAAAAAXXXXX'].slice(0, v.length) as Kind[];
  const value = v.length === 8 || v.length === 11 ? shape([...v], k)?.join('') : undefined;
  return value && isValidBIC(value) && (!country || value.slice(4, 6) === country) ? value : undefined;
}

/**
 * A BIC as read (see the module comment). A letter with a diacritic is none of a BIC's (a speck
 * over a letter, or a speck read as one): it is read as its base letter or as nothing, and a
 * reading is taken only when exactly one of those passes.
 */
export function repairBic(read: string, country?: string): IdRepair | undefined {
  const v = read.toUpperCase();
  const odd = [...v].findIndex((c) => OCR_NOT_BIC_CHAR.test(c));
  const cands =
    odd < 0
      ? [v]
      : [
          v.slice(0, odd) + (v[odd] as string).normalize('NFD').charAt(0) + v.slice(odd + 1),
          v.slice(0, odd) + v.slice(odd + 1),
        ];
  const passing = new Set(cands.map((c) => bicShape(c, country)).filter((c) => c !== undefined));
  const [value] = passing;
  if (!value || passing.size !== 1) return undefined;
  return { kind: 'bic', read: v, value, outcome: value === v ? 'ok' : 'repaired' };
}

/**
 * An IBAN-like run in `text` at the match `m`: its characters, where it ends, and its groups.
 * One character more than the country's length is kept when one group has five characters
 * among groups of four (the engine read one character twice: "09790" for "0970").
 */
function ibanRun(
  text: string,
  m: RegExpExecArray,
): { chars: string; end: number; groups: string[] } | undefined {
  const cc = m[1] as string;
  const need = SPECS[cc]?.chars;
  if (!need) return undefined;
  const groups = [cc + (m[2] as string)];
  let end = m.index + m[0].length;
  while (groups.join('').length < need) {
    const g = OCR_IBAN_GROUP.exec(text.slice(end));
    if (!g) return undefined;
    groups.push(g[1] as string);
    end += g[0].length;
  }
  const chars = groups.join('');
  const extra = chars.length === need + 1 && groups.filter((g) => g.length === 5).length === 1;
  return chars.length === need || extra ? { chars, end, groups } : undefined;
}

/** The IBAN of a run with one character too many: the one deletion in its group of five that passes. */
function withoutExtra(groups: string[]): IdRepair | undefined {
  const k = groups.findIndex((g) => g.length === 5);
  const before = groups.slice(0, k).join('');
  const after = groups.slice(k + 1).join('');
  const g = groups[k] as string;
  const passing = new Map<string, IdRepair>();
  for (let i = 0; i < g.length; i++) {
    const r = repairIban(before + g.slice(0, i) + g.slice(i + 1) + after);
    if (r && r.outcome !== 'shaped') passing.set(r.value, r);
  }
  const [one] = passing.values();
  return one && passing.size === 1 ? { ...one, read: groups.join(''), outcome: 'repaired' } : undefined;
}

/**
 * The start of an account of another length than its country's (sample invoices print such):
 * only its check digits, which are digits in every IBAN, read as digits when digits follow.
 */
function checkDigitsOnly(m: RegExpExecArray, text: string): string {
  const check = m[2] as string;
  if (!OCR_IBAN_DIGITS_AFTER.test(text.slice(m.index + m[0].length))) return m[0];
  const digits = [...check.toUpperCase()].map((c) => (isDigit(c) ? c : AS_DIGIT[c])).join('');
  return digits.length === 2 ? m[0].replace(check, digits) : m[0];
}

/** `text` with its IBANs repaired and printed in groups of four; the repairs. */
export function repairIbansInText(text: string): { text: string; repairs: IdRepair[] } {
  const repairs: IdRepair[] = [];
  let out = '';
  let from = 0;
  for (const m of text.matchAll(OCR_IBAN_START)) {
    if (m.index < from) continue;
    const run = ibanRun(text, m);
    const r = !run
      ? undefined
      : run.chars.length > (SPECS[m[1] as string]?.chars ?? 0)
        ? withoutExtra(run.groups)
        : repairIban(run.chars);
    if (!run || !r) {
      out += text.slice(from, m.index) + checkDigitsOnly(m, text);
      from = m.index + m[0].length;
      continue;
    }
    repairs.push(r);
    const grouped = r.value.match(IBAN_GROUPS_OF_FOUR)?.join(' ') ?? r.value;
    out += text.slice(from, m.index) + grouped;
    from = run.end;
  }
  return { text: out + text.slice(from), repairs };
}

/**
 * `text` with the BIC after its label repaired, when the page shows an IBAN of `country`; the
 * repairs. A code with small letters ("Commerzbank") is no BIC as read.
 */
export function repairBicsInText(
  text: string,
  country: string | undefined,
): { text: string; repairs: IdRepair[] } {
  const repairs: IdRepair[] = [];
  if (!country) return { text, repairs };
  const fixed = text.replace(OCR_BIC_LABELLED, (all, label: string, sep: string, code: string) => {
    const r = code === code.toUpperCase() ? repairBic(code, country) : undefined;
    if (!r) return all;
    repairs.push(r);
    // a misread label ("31C") read as the label it is
    return `${label.startsWith('SWIFT') ? label : `BIC${label.slice(3)}`}${sep}${r.value}`;
  });
  return { text: fixed, repairs };
}

/**
 * `text` with each word that is a VAT id but for one letter read for a digit or the other way
 * round ("NL123456789801") read in its country's format (ids.ts `vatInShape`); the ids changed.
 */
export function vatIdsInShape(text: string): { text: string; changed: string[] } {
  const changed: string[] = [];
  const fixed = text.replace(OCR_VAT_WORD, (w) => {
    const v = (w.match(OCR_DIGIT_G) ?? []).length >= 6 ? vatInShape(w) : undefined;
    if (v) changed.push(v);
    return v ?? w;
  });
  return { text: fixed, changed };
}

export type Segs = Array<{ segments: Array<{ text: string }> }>;

/**
 * The IBANs and BICs of one OCR page's layout lines repaired in place (see the module comment);
 * returns what was found. BICs are checked against the country of the page's first IBAN.
 */
export function repairOcrIds(lines: Segs): IdRepair[] {
  const repairs: IdRepair[] = [];
  for (const l of lines)
    for (const s of l.segments) {
      const r = repairIbansInText(s.text);
      s.text = vatIdsInShape(r.text).text;
      repairs.push(...r.repairs);
    }
  const country = repairs[0]?.value.slice(0, 2);
  for (const l of lines)
    for (const s of l.segments) {
      const r = repairBicsInText(s.text, country);
      s.text = r.text;
      repairs.push(...r.repairs);
    }
  return repairs;
}
