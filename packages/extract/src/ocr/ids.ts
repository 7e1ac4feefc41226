/**
 * Check digits against OCR misreads: IBANs (ISO 13616 mod 97) and VAT ids (per-country check
 * digits, jsvat). A value read from a scan that fails its check is repaired when reading the
 * letters inside its digit runs as the digits they resemble (O→0, I→1, S→5, B→8 …) makes it
 * pass; otherwise it is rejected. A rejected IBAN or VAT id stays as read (test and sample
 * invoices print accounts and ids such as DE123456789 whose check digits fail, and the review
 * form asks to compare it with the PDF) at a confidence the review form always marks. The IBANs
 * were already read in their country's shape where the engine read them (id-text.ts): one
 * changed there counts as repaired.
 */
import type { Invoice } from '@ic/einvoice';
import { checkVAT, countries } from 'jsvat';
import { IBAN_LIKE, OCR_SPACE } from '../lexicon/ocr.ts';
import { isValidIban, normalizeVatId } from '../parse/ids.ts';

/**
 * Letters the engine reads for digits. Only these are repaired: a letter inside a run of digits
 * cannot be right. Digit-for-digit confusions (8/3, 1/7) are not: with about 60 such one-change
 * readings, a mod-97 check would let a wrong one pass by chance every other time.
 */
const LETTER_DIGITS: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

/** Digits the engine reads for letters (the reverse of LETTER_DIGITS). */
const DIGIT_LETTERS: Record<string, string> = { 0: 'O', 1: 'I', 2: 'Z', 5: 'S', 6: 'G', 8: 'B' };

export function isValidVatId(v: string): boolean {
  return checkVAT(v.replace(OCR_SPACE, ''), countries).isValid;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * The value when it passes `valid`; else, with the letters inside runs of digits (from position
 * `from` on) read as the digits they resemble, that reading when it passes; else undefined.
 */
export function repairId(value: string, valid: (s: string) => boolean, from = 2): string | undefined {
  const v = value.replace(OCR_SPACE, '').toUpperCase();
  if (valid(v)) return v;
  const chars = [...v];
  let changed = false;
  for (let i = from; i < chars.length; i++) {
    const d = LETTER_DIGITS[chars[i] as string];
    // between digits, or at the end after a digit, or in the check digits (positions 2, 3)
    const inRun = isDigit(chars[i - 1]) || isDigit(chars[i + 1]) || i < from + 2;
    if (d && inRun) {
      chars[i] = d;
      changed = true;
    }
  }
  const c = chars.join('');
  return changed && valid(c) ? c : undefined;
}

export interface IdCheck {
  path: string;
  /** 'repaired': changed to the one reading that passes; 'rejected': none passes */
  outcome: 'ok' | 'repaired' | 'rejected';
}

type Slot = {
  path: string;
  get: () => string | undefined;
  set: (v: string | undefined) => void;
  kind: 'iban' | 'vat';
};

function slots(inv: Invoice): Slot[] {
  const out: Slot[] = [];
  for (const name of ['seller', 'buyer'] as const) {
    const p = inv[name];
    if (!p) continue;
    out.push({
      path: `${name}.vatId`,
      kind: 'vat',
      get: () => p.vatId,
      set: (v) => {
        p.vatId = v;
      },
    });
  }
  const pi = inv.paymentInstructions;
  for (const [i, ct] of (pi?.creditTransfers ?? []).entries()) {
    out.push({
      path: `paymentInstructions.creditTransfers[${i}].accountId`,
      kind: 'iban',
      get: () => ct.accountId,
      set: (v) => {
        ct.accountId = v ?? '';
      },
    });
  }
  const dd = pi?.directDebit;
  if (dd)
    out.push({
      path: 'paymentInstructions.directDebit.debitedAccountId',
      kind: 'iban',
      get: () => dd.debitedAccountId,
      set: (v) => {
        dd.debitedAccountId = v;
      },
    });
  return out;
}

/**
 * A VAT id that fails even its country's format ("NL123456789801": the "B" read as "8"): the one
 * reading with one character read as the letter or digit it resembles that has the format, when
 * exactly one has; else undefined. Its check digits are not known to pass: it stays rejected.
 */
export function vatInShape(value: string): string | undefined {
  if (normalizeVatId(value)) return undefined;
  const shaped = new Set<string>();
  for (let i = 2; i < value.length; i++) {
    const c = value[i] as string;
    const to = LETTER_DIGITS[c] ?? DIGIT_LETTERS[c];
    const cand = to ? value.slice(0, i) + to + value.slice(i + 1) : undefined;
    if (cand && normalizeVatId(cand)) shaped.add(cand);
  }
  const [one] = shaped;
  return one && shaped.size === 1 ? one : undefined;
}

/**
 * Checks (and repairs) the IBANs and VAT ids of an invoice read from a scan, in place;
 * `repaired`: values already repaired in the OCR text (id-text.ts).
 */
export function checkOcrIds(inv: Invoice, repaired: ReadonlySet<string> = new Set()): IdCheck[] {
  const out: IdCheck[] = [];
  for (const s of slots(inv)) {
    const raw = s.get();
    if (!raw) continue;
    const compact = raw.replace(OCR_SPACE, '').toUpperCase();
    if (s.kind === 'iban' && !IBAN_LIKE.test(compact)) continue;
    const ok = s.kind === 'iban' ? isValidIban(compact) : isValidVatId(compact);
    if (ok) {
      out.push({ path: s.path, outcome: repaired.has(compact) ? 'repaired' : 'ok' });
      continue;
    }
    const valid = s.kind === 'iban' ? isValidIban : isValidVatId;
    const fixed = repairId(compact, valid);
    if (fixed) {
      s.set(fixed);
      out.push({ path: s.path, outcome: 'repaired' });
    } else {
      const shaped = s.kind === 'vat' ? vatInShape(compact) : undefined;
      if (shaped) s.set(shaped);
      out.push({ path: s.path, outcome: 'rejected' });
    }
  }
  return out;
}
