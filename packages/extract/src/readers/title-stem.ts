/**
 * The title's stem as a label, for languages the lexicon lacks: the document names itself in its
 * title ("RAČUN", "FAKTURO", "RĒĶINS", "РАХУНОК") and its number's label holds the same stem
 * ("Broj računa", "Numero de fakturo", "Rēķina Nr.", "Рахунок №").
 */
import { type Candidate, findLabeledBy } from '../find.ts';
import { foldMarks } from '../labels.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { DIGIT, SPACES } from '../lexicon/common.ts';
import { LETTER_WORD_G, STEM_LABEL_TAIL } from '../lexicon/document.ts';
import { findAmounts } from '../parse/amount.ts';
import { findDates } from '../parse/date.ts';

const sizeOf = (s: Seg) => s.size ?? s.h;

/** The segments of the largest text in page 1's upper half (the title, or a letterhead's name). */
export function largestTextSegs(doc: Doc): Array<{ l: Line; s: Seg }> {
  const half = (doc.pages[0]?.height ?? 842) / 2;
  const segs = doc.lines
    .filter((l) => l.page === 1 && l.y < half)
    .flatMap((l) => l.segs.map((s) => ({ l, s })));
  const max = Math.max(0, ...segs.map((x) => sizeOf(x.s)));
  return segs.filter((x) => sizeOf(x.s) >= max - 0.5);
}

const fold = (w: string) => foldMarks(w).toLocaleLowerCase();

/** A word's stem: its first four or five letters ("faktu" of "faktúra", "raču" → "racu"). */
const stemOf = (w: string) => {
  const f = fold(w);
  return f.slice(0, Math.min(5, Math.max(4, f.length - 2)));
};

/**
 * The stems of the title's words of four letters or more: a title is set larger than the text
 * (2 pt over the median size); a page in one size has none.
 */
export function titleStems(doc: Doc): string[] {
  const sizes = doc.lines.flatMap((l) => l.segs.map(sizeOf)).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const title = largestTextSegs(doc).filter(({ s }) => sizeOf(s) >= median + 2);
  const words = title.flatMap(({ s }) => s.text.match(LETTER_WORD_G) ?? []);
  return [...new Set(words.filter((w) => w.length >= 4).map(stemOf))];
}

/**
 * A label holding a title stem in one of a segment's first words, no digit before it: the label
 * runs to that word's end and its tail ("Nr.", "бр.", ":").
 */
export function stemLabel(text: string, stems: string[]): RegExpExecArray | null {
  for (const m of text.matchAll(LETTER_WORD_G)) {
    if (m.index > 30) return null;
    if (!stems.some((s) => fold(m[0]).includes(s))) continue;
    if (DIGIT.test(text.slice(0, m.index))) return null;
    const end = m.index + m[0].length;
    const tail = STEM_LABEL_TAIL.exec(text.slice(end))?.[0] ?? '';
    return Object.assign([text.slice(0, end + tail.length)] as [string], {
      index: 0,
      input: text,
      groups: undefined,
    });
  }
  return null;
}

/** An id of three characters or more that is no date, amount or rate ("1 234,56" gives no "1"). */
export function idNoAmount(text: string, accept: (t: string) => string | undefined): string | undefined {
  const t = text.trim();
  const v = accept(t);
  if (!v || v.length < 3) return undefined;
  if (findDates(t)[0]?.index === 0) return undefined;
  const a = findAmounts(t)[0];
  if (a && a.index === 0 && (a.raw.length > v.length || a.percent)) return undefined;
  return v;
}

/**
 * Number candidates of page 1 after a label that holds the title's stem (a title alone, with no
 * value in it, is no label); weaker than a label the lexicon knows.
 */
export function numbersByTitleStem(
  doc: Doc,
  accept: (t: string) => string | undefined,
): Array<Candidate<string>> {
  const stems = titleStems(doc);
  if (!stems.length) return [];
  const titles = new Set(largestTextSegs(doc).map(({ s }) => s.text.trim()));
  // in the title itself only a lone id after the stem ("ANKARA Na. 2026-117"): not the title
  // word alone, not "RAČUN 2026-0042 za projekt"
  const match = (text: string) => {
    const m = stemLabel(text, stems);
    const rest = m ? text.slice(m[0].length).trim() : '';
    return m && titles.has(text.trim()) && (!rest || SPACES.test(rest)) ? null : m;
  };
  const cands = findLabeledBy(doc, match, (t) => idNoAmount(t, accept), { pages: [1] });
  for (const c of cands) c.confidence -= 0.3;
  return cands;
}
