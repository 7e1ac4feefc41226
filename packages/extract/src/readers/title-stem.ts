/**
 * The title's stem as a label, for languages the lexicon lacks: the document names itself in its
 * title ("RAČUN", "FAKTURO", "RĒĶINS", "РАХУНОК") and its number's label holds the same stem
 * ("Broj računa", "Numero de fakturo", "Rēķina Nr.", "Рахунок №").
 */
import { type Candidate, findLabeledBy, srcOf } from '../find.ts';
import { foldMarks } from '../labels.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { DIGIT, SPACES } from '../lexicon/common.ts';
import { LETTER_WORD_G, MARK_THEN_ID_END, STEM_LABEL_TAIL } from '../lexicon/document.ts';
import { TITLE_WORD } from '../lexicon/header.ts';
import { SENDER_SEP } from '../lexicon/parties.ts';
import { findAmounts } from '../parse/amount.ts';
import { findDates } from '../parse/date.ts';
import { hasLegalForm } from '../parties.ts';

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
 * The document's title lines: the largest text in page 1's upper half and the bold lines with a
 * digit set 2 pt over the median size in its upper 40 % (a title line under a larger letterhead:
 * "ANFONEB TAW · Rhif anfoneb 13086 · …"), never a name with its legal form ("Quellwerk PLC").
 */
function titleSegs(doc: Doc): Seg[] {
  const sizes = doc.lines.flatMap((l) => l.segs.map(sizeOf)).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const top = (doc.pages[0]?.height ?? 842) * 0.4;
  // (a bold line with no digit is a letterhead's name as often as a title)
  const bold = doc.lines
    .filter((l) => l.page === 1 && l.y < top)
    .flatMap((l) => l.segs.filter((x) => x.bold && DIGIT.test(x.text)));
  const segs = [...largestTextSegs(doc).map(({ s }) => s), ...bold];
  return segs.filter((x) => sizeOf(x) >= median + 2 && !hasLegalForm(x.text));
}

/** Whether a title line names the document in a language the lexicon knows ("RECHNUNG", "Facture"). */
export function knownTitle(doc: Doc): boolean {
  return titleSegs(doc).some((x) => (x.text.match(LETTER_WORD_G) ?? []).some((w) => TITLE_WORD.test(w)));
}

/** The stems of the title's words of four letters or more (of each line's first part). */
export function titleStems(doc: Doc): string[] {
  const firstParts = titleSegs(doc).map((x) => x.text.split(SENDER_SEP)[0] ?? '');
  const stems = firstParts.flatMap((t) => {
    const words = t.match(LETTER_WORD_G) ?? [];
    const long = words.filter((w) => w.length >= 4);
    // a title of short syllables ("HÓA ĐƠN …"): its first two words together
    const pair = words[0] && words[1] && words[0].length < 4 ? [fold(`${words[0]} ${words[1]}`)] : [];
    // a compound's end as well ("BELASTINGFAKTUUR" → "Faktuurnr.")
    return [...pair, ...long.flatMap((w) => (w.length >= 10 ? [stemOf(w), fold(w).slice(-5)] : [stemOf(w)]))];
  });
  return [...new Set(stems)];
}

/**
 * Labels holding a title stem, in each part of a segment (parts split at "·", "|"): the stem in
 * one of the part's first words with no digit before it, each such word in turn ("Resibo ng Singil
 * Numero ng Singil 2026-06390"); the label runs to that word's end and
 * its tail ("Nr.", "бр.", ":"), or over the whole part when no digit follows.
 */
export function stemLabels(text: string, stems: string[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let at = 0;
  for (const part of text.split(SENDER_SEP)) {
    const o = text.indexOf(part, at);
    at = o + part.length;
    for (const m of part.matchAll(LETTER_WORD_G)) {
      if (m.index > 40 || DIGIT.test(part.slice(0, m.index))) break;
      const near = fold(part.slice(Math.max(0, m.index - 8), m.index + m[0].length));
      if (!stems.some((st) => fold(m[0]).includes(st) || (st.includes(' ') && near.endsWith(st)))) continue;
      const end = m.index + m[0].length;
      const tail = STEM_LABEL_TAIL.exec(part.slice(end))?.[0] ?? '';
      // words without a digit after the stem's word go on the label ("Faktura zenbakia")
      const label = DIGIT.test(part.slice(end)) ? part.slice(0, end + tail.length) : part;
      out.push(Object.assign([label] as [string], { index: o, input: text, groups: undefined }));
    }
  }
  return out;
}

/**
 * An id at the end of a title line after a short mark of the title's language ("RAČUN -
 * OTPREMNICA br. 170/2026", "ФАКТУРА бр. 118", "FATURA № 77/2026").
 */
export function idsAtTitleEnd(doc: Doc, accept: (t: string) => string | undefined): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  const titles = new Set(titleSegs(doc));
  for (const l of doc.lines.filter((x) => x.page === 1))
    for (const s of l.segs) {
      if (!titles.has(s)) continue;
      const m = MARK_THEN_ID_END.exec(s.text.trim());
      const v = m?.[1] ? idNoAmount(m[1], accept) : undefined;
      if (v) out.push({ value: v, confidence: 0.45, source: srcOf(l.page, s), line: l.index });
    }
  return out;
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
 * Number candidates of page 1 after a label that holds the title's stem, right of it, under it or
 * left of it (a column of values left of their labels); weaker than a label the lexicon knows.
 * Text after the label in its part is the id, or it is no label ("Quellwerk PLC"); in the title
 * itself only a lone id follows the stem ("ANKARA Na. 2026-117", not "RAČUN 2026-0042 za …").
 */
export function numbersByTitleStem(
  doc: Doc,
  accept: (t: string) => string | undefined,
): Array<Candidate<string>> {
  const stems = titleStems(doc);
  if (!stems.length) return [];
  const titles = new Set(largestTextSegs(doc).map(({ s }) => s.text.trim()));
  const match = (text: string) => {
    for (const m of stemLabels(text, stems)) {
      const after = text.slice(m.index + m[0].length);
      const rest = (after.split(SENDER_SEP)[0] ?? '').trim();
      // a label alone in its part, more parts after it: a title word ("ANFONEB · Rhif … 14108")
      if (rest ? !idNoAmount(rest, accept) : after.trim()) continue;
      if (titles.has(text.trim()) && (!rest || SPACES.test(rest))) continue;
      return m;
    }
    return null;
  };
  const value = (t: string) => idNoAmount(t, accept);
  const cands = [
    ...findLabeledBy(doc, match, value, { pages: [1] }),
    ...findLabeledBy(doc, match, value, { pages: [1], right: false, below: false }),
  ];
  for (const c of cands) c.confidence -= 0.3;
  return cands;
}
