/**
 * Finding values next to labels in a `Doc`: right of the label in the same segment, in the
 * next segment of the line, or below the label (x-overlapping segment within two lines).
 */
import { type LabelField, labelRe, labelRunInRe } from './labels.ts';
import type { Doc, Line, Seg } from './layout.ts';
import {
  CAPITALS_START,
  COLON_SPACE_END,
  DIGIT,
  LOWER_END,
  SHORT_LABEL_ALONE,
  SLASH_SPACED_START,
  TWO_WORDS_END,
  WORD_END,
} from './lexicon/common.ts';

export interface Source {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Candidate<T = string> {
  value: T;
  confidence: number;
  source?: Source;
  /** index of the line where the value was found */
  line: number;
  /** the label that was matched (lower-case) */
  label?: string;
}

export function srcOf(page: number, s: Pick<Seg, 'x' | 'y' | 'w' | 'h'>): Source {
  return { page, x: round1(s.x), y: round1(s.y), w: round1(s.w), h: round1(s.h) };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export interface FindOptions {
  /** the label must start its segment (default false: anywhere at a word boundary) */
  anchored?: boolean;
  /** maximum characters before the label inside its segment (default unlimited) */
  maxPrefix?: number;
  /** look below the label (default true) */
  below?: boolean;
  /** look right of the label (default true) */
  right?: boolean;
  /** only lines from these pages */
  pages?: number[];
  /**
   * right of the label, also take the segments that follow closely on the line (a value the
   * text layer split: ": 05 | 158 004 - 11023 - 45"), up to the next label-like segment
   */
  joinRight?: boolean;
  /**
   * labels matching this are skipped when another word precedes them in their segment ("Due
   * Date", "Order date" are no bare "Date")
   */
  skipQualified?: RegExp;
  /** labels are skipped when the text before them in their segment matches this */
  skipPrefix?: RegExp;
}

/** Segments of following lines (same page, close below) that overlap [x0, x1]. */
export function segsBelow(
  doc: Doc,
  line: Line,
  x0: number,
  x1: number,
  maxLines = 2,
): Array<{ line: Line; seg: Seg }> {
  const out: Array<{ line: Line; seg: Seg }> = [];
  let prev = line;
  for (let k = line.index + 1; k < doc.lines.length && k <= line.index + maxLines; k++) {
    const l = doc.lines[k];
    if (!l || l.page !== line.page) break;
    if (l.y - (prev.y + prev.h) > Math.max(prev.h, 8) * 2.5) break;
    for (const s of l.segs) if (s.x < x1 && s.x + s.w > x0) out.push({ line: l, seg: s });
    prev = l;
  }
  return out;
}

/**
 * A label a value in capitals or digits ran into, set without a gap: the label ends in a small
 * letter, the value starts with a capital and another capital, a digit or a hyphen
 * ("N° de commandePO-10090", "RechnungsnummerRE-2025-1").
 */
function runInLabel(re: RegExp, text: string): RegExpExecArray | null {
  const m = re.exec(text);
  return m && LOWER_END.test(m[0]) && CAPITALS_START.test(text.slice(m.index + m[0].length)) ? m : null;
}

/** The text right of segment i (`next`), joined with the segments set close after it when `join`. */
function textRight(line: Line, i: number, next: Seg, join: boolean | undefined): string {
  let text = next.text;
  if (!join) return text;
  let prev = next;
  for (const s2 of line.segs.slice(i + 2)) {
    if (
      s2.x - (prev.x + prev.w) > Math.max(line.h, 8) * 1.5 ||
      COLON_SPACE_END.test(s2.text) ||
      COLON_SPACE_END.test(prev.text)
    )
      break;
    text = `${text} ${s2.text}`;
    prev = s2;
  }
  return text;
}

/**
 * A value set right-aligned just before its label, the label last on its line ("KR 9884/2026 |
 * Rechnungs-Nr.", "21.03.2026 | Datum"): a column of labels right of their values, so only when
 * the nearest row of that column above or below is set the same way (a segment starting where the
 * label starts, the one before it ending where the value ends).
 */
function valueLeftOfLabel<T>(
  doc: Doc,
  line: Line,
  i: number,
  accept: (text: string) => T | undefined,
  label: string,
): Candidate<T> | undefined {
  const seg = line.segs[i] as Seg;
  const prev = line.segs[i - 1];
  if (!prev || i !== line.segs.length - 1) return undefined;
  const end = prev.x + prev.w;
  if (seg.x < end || seg.x - end > Math.max(line.h, 8) * 1.5) return undefined;
  // the nearest line above and below with a segment at the label's x (a column beside may come between)
  const sameWay = (step: number) => {
    for (let k = line.index + step; Math.abs(k - line.index) <= 3; k += step) {
      const l = doc.lines[k];
      if (!l || l.page !== line.page) return false;
      const j = l.segs.findIndex((s) => Math.abs(s.x - seg.x) <= 3);
      if (j >= 0) return j > 0 && Math.abs((l.segs[j - 1] as Seg).x + (l.segs[j - 1] as Seg).w - end) <= 3;
    }
    return false;
  };
  if (!sameWay(-1) && !sameWay(1)) return undefined;
  const v = accept(prev.text);
  return v === undefined
    ? undefined
    : { value: v, confidence: 0.65, source: srcOf(line.page, prev), line: line.index, label };
}

/** The value of the label `m` found in segment i of the line: in its segment, right of it, below, or just left of it in a column of labels right of their values. */
function valueOfLabel<T>(
  doc: Doc,
  line: Line,
  i: number,
  m: RegExpExecArray,
  accept: (text: string) => T | undefined,
  opts: FindOptions,
): Candidate<T> | undefined {
  const seg = line.segs[i] as Seg;
  const label = m[0].trim().toLowerCase();
  const rest = seg.text.slice(m.index + m[0].length).trim();
  // a label inside a sentence ("Rechnung gemäß Bestellung Nr. 4711 vom …") is weaker
  // than one that starts a label/value row
  const prose = TWO_WORDS_END.test(seg.text.slice(0, m.index));
  if (rest) {
    const v = accept(rest);
    if (v !== undefined)
      return {
        value: v,
        confidence: prose ? 0.75 : 0.9,
        source: srcOf(line.page, seg),
        line: line.index,
        label,
      };
    // text follows the label but does not fit: a value elsewhere would belong to another label
    if (rest.length > 3) return undefined;
  }
  const next = opts.right !== false ? line.segs[i + 1] : undefined;
  if (next && !labelBeside(doc, line, seg, next, rest)) {
    const v = accept(textRight(line, i, next, opts.joinRight));
    if (v !== undefined)
      return { value: v, confidence: 0.85, source: srcOf(line.page, next), line: line.index, label };
    // a label followed by another label-like segment: keep looking below
  }
  if (opts.below === false) return valueLeftOfLabel(doc, line, i, accept, label);
  for (const { line: l2, seg: s2 } of segsBelow(doc, line, seg.x - 4, seg.x + Math.max(seg.w, 40))) {
    // a form's next label is no value ("Name:" under an empty "Käuferreferenz:")
    if (SHORT_LABEL_ALONE.test(s2.text.trim())) continue;
    const v = accept(s2.text);
    if (v !== undefined)
      return { value: v, confidence: 0.7, source: srcOf(l2.page, s2), line: l2.index, label };
  }
  return valueLeftOfLabel(doc, line, i, accept, label);
}

/**
 * The segment right of a label is another label, not its value: a form's next label
 * ("Käuferreferenz: | Lieferschein-Nr.:"), or the next head of a row of heads over their values
 * ("Abruf-Nr. | Käuferreferenz | Ihr Zeichen" over "Abruf 4/2026 | 991-05597-99 | I 4 - 68…"): no
 * digit beside the label, digits right under it.
 */
function labelBeside(doc: Doc, line: Line, seg: Seg, next: Seg, rest: string): boolean {
  if (SHORT_LABEL_ALONE.test(next.text.trim())) return true;
  if (rest || COLON_SPACE_END.test(seg.text) || DIGIT.test(next.text)) return false;
  const under = segsBelow(doc, line, seg.x - 4, seg.x + 4, 1).find((b) => Math.abs(b.seg.x - seg.x) <= 4);
  return !!under && DIGIT.test(under.seg.text);
}

/**
 * A label printed in two languages ("Invoice no. / Rechnungs-Nr.:", "Fällig am / Due date:"): when
 * the field's label follows the first one after a slash, both are the label and the value comes
 * after the second.
 */
function bilingualLabel(re: RegExp, text: string, m: RegExpExecArray): RegExpExecArray {
  const after = text.slice(m.index + m[0].length);
  const slash = SLASH_SPACED_START.exec(after);
  const m2 = slash ? re.exec(after.slice(slash[0].length)) : null;
  if (!slash || !m2 || m2.index !== 0) return m;
  const whole = text.slice(m.index, m.index + m[0].length + slash[0].length + m2[0].length);
  return Object.assign([whole] as [string], { index: m.index, input: text, groups: undefined });
}

/**
 * Values for a labelled field. `accept` turns the text after/near the label into a value (or
 * undefined when it does not fit). Candidates come with a confidence: same segment 0.9, segment
 * to the right 0.85, below 0.7.
 */
export function findLabeled<T>(
  doc: Doc,
  field: LabelField,
  accept: (text: string) => T | undefined,
  opts: FindOptions = {},
): Array<Candidate<T>> {
  const re = labelRe(field, opts.anchored ?? false);
  const runIn = labelRunInRe(field, opts.anchored ?? false);
  const match = (text: string) => {
    const m0 = re.exec(text) ?? runInLabel(runIn, text);
    return m0 ? bilingualLabel(re, text, m0) : null;
  };
  return findLabeledBy(doc, match, accept, opts);
}

/**
 * Values for labels that `match` finds in a segment (a label's match: its text and index), read
 * as `findLabeled` reads them.
 */
export function findLabeledBy<T>(
  doc: Doc,
  match: (segText: string) => RegExpExecArray | null,
  accept: (text: string) => T | undefined,
  opts: FindOptions = {},
): Array<Candidate<T>> {
  const out: Array<Candidate<T>> = [];
  for (const line of doc.lines) {
    if (opts.pages && !opts.pages.includes(line.page)) continue;
    line.segs.forEach((seg, i) => {
      // (a label whose value does not fit, then the field's label again later in the segment:
      // "Zahlungsziel: 30 Tage netto, fällig am 26.02.2026.")
      for (let m = match(seg.text), k = 0; m && k < 3; m = laterMatch(match, seg.text, m), k++) {
        if (opts.maxPrefix !== undefined && m.index > opts.maxPrefix) return;
        const label = m[0].trim().toLowerCase();
        if (opts.skipQualified?.test(label) && WORD_END.test(seg.text.slice(0, m.index))) return;
        if (opts.skipPrefix?.test(seg.text.slice(0, m.index))) return;
        const c = valueOfLabel(doc, line, i, m, accept, opts);
        if (c) {
          out.push(c);
          return;
        }
      }
    });
  }
  return out;
}

/** The next match of a label after match `m` in the same text, its index counted in the text. */
function laterMatch(
  match: (segText: string) => RegExpExecArray | null,
  text: string,
  m: RegExpExecArray,
): RegExpExecArray | null {
  const from = m.index + Math.max(1, m[0].length);
  const next = match(text.slice(from));
  if (!next) return null;
  next.index += from;
  next.input = text;
  return next;
}

/** The confidence of a labelled reading that no other reading of the field contradicts. */
const UNCONTESTED = 0.82;

/**
 * The best candidate, as `best`; when it is a labelled reading (confidence 0.65 or more) and every
 * other reading of the field (0.5 or more) gives the same value, nothing competes with it: its
 * confidence rises to 0.82, so the review form no longer marks it as doubtful.
 */
export function settled<T>(cands: Array<Candidate<T>>): Candidate<T> | undefined {
  const b = best(cands);
  if (!b || b.confidence >= UNCONTESTED || b.confidence < 0.65) return b;
  const key = JSON.stringify(b.value);
  const rival = cands.some((c) => c.confidence >= 0.5 && JSON.stringify(c.value) !== key);
  return rival ? b : { ...b, confidence: UNCONTESTED };
}

/** The best candidate: highest confidence, then earliest. */
export function best<T>(cands: Array<Candidate<T>>): Candidate<T> | undefined {
  let b: Candidate<T> | undefined;
  for (const c of cands) if (!b || c.confidence > b.confidence) b = c;
  return b;
}
