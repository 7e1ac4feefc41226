/** The terms reader: payment terms after their label, under a terms heading, or as a sentence. */
import type { Ctx } from '../extract.ts';
import { type Candidate, segsBelow, srcOf } from '../find.ts';
import { labelRe } from '../labels.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import {
  COLON_END,
  COLON_SPACE_END,
  EQUALS_END,
  EQUALS_START,
  LABEL_THEN_AMOUNT,
  LEADING_PUNCTUATION,
  LOWER_OR_DIGIT_START,
  LOWER_START,
  NUMBERS_AND_SIGNS_ONLY,
  SENTENCE_BREAK,
  SENTENCE_END,
  SHORT_LABEL_START,
  SPACES,
  THREE_LETTERS,
  TWO_LETTERS,
  UPPER_START,
} from '../lexicon/common.ts';
import { NEW_SENTENCE, TERMS_COLUMN_HEAD, TERMS_START } from '../lexicon/header.ts';
import {
  CONJUNCTION_START,
  CONNECTOR_END,
  DATE_PREPOSITION_END,
  PAYABLE_START,
  TERMS_LABEL_START,
} from '../lexicon/terms.ts';
import { findDates } from '../parse/date.ts';

/** Payment terms (BT-20). */
export function readTerms(c: Ctx): void {
  const terms = detectPaymentTerms(c.doc);
  if (terms) {
    c.inv.paymentTerms = terms.value;
    c.set('paymentTerms', terms);
  }
}

/** Where the terms text stands and how far it has been read (see termsText). */
interface TermsWalk {
  seg: Seg;
  table: boolean;
  paragraph: boolean;
  /** the right end of the value's column (wider in a table) */
  colEnd: number;
  /** the x of the labels left of the value: a line with a segment there is the next label row */
  labelXs: number[];
  /** the right edge of the text column */
  colRight: number;
  out: string;
  prev: Line;
  prevRight: number;
}

/** Line l ends the terms whatever it holds: a gap, a finished sentence, the next table or heading. */
function endsBefore(w: TermsWalk, l: Line): boolean {
  const { prev, table, paragraph, seg, out } = w;
  const gap = l.y - (prev.y + prev.h);
  if (gap >= Math.max(prev.h, 6) * (table ? 1.8 : 0.6)) return true;
  // a finished sentence ends the terms, not an abbreviation ("monatl." / "zum letzten Werktag")
  if (
    !table &&
    !paragraph &&
    SENTENCE_END.test(out) &&
    !LOWER_START.test(l.segs.find((x) => Math.abs(x.x - seg.x) <= 3)?.text ?? '')
  )
    return true;
  // under a terms table: the next table (a row of three or more cells) or a heading ends it
  return (
    table &&
    (l.segs.length >= 3 ||
      (l.segs.length === 1 &&
        UPPER_START.test(l.text) &&
        COLON_SPACE_END.test(l.text) &&
        l.text.split(SPACES).length <= 4))
  );
}

/** The line's text `t` in the column (first segment `first`) does not go on the terms. */
function endsAt(w: TermsWalk, l: Line, first: Seg, t: string): boolean {
  const { seg, table, paragraph, out } = w;
  if (!table && l.segs.some((s) => s.x < seg.x - 3 && w.labelXs.some((x) => Math.abs(x - s.x) <= 3)))
    return true;
  // a line break where the next word would still have fit: the text did not wrap, the next
  // line is something else ("30 JOURS NETS" / "MENTION SUBROGATION …")
  // A line that goes on what came before (a digit or a small letter first, or after a comma or
  // "und"/"or" …: "2% Skonto bis 10.01.," / "30 Tage netto") is taken all the same.
  const goesOn = LOWER_OR_DIGIT_START.test(first.text.trim()) || CONNECTOR_END.test(out);
  // a new sentence of the letter ("Es gelten unsere AGB.", "Thank you …", "Vielen Dank …")
  if (!table && !paragraph && !goesOn && NEW_SENTENCE.test(first.text.trim())) return true;
  if (!table && !paragraph && !goesOn && first.text.length > 0) {
    const charW = first.w / first.text.length;
    const word = first.text.trim().split(SPACES)[0] ?? '';
    if (w.prevRight + charW * (word.length + 1) < w.colRight - charW) return true;
  }
  // XRechnung's structured discount terms wrapped inside a field ("#SKONTO#TAGE=7#PROZENT=" / "2.00#")
  const inField = EQUALS_END.test(out) || EQUALS_START.test(first.text);
  // a sentence broken before its date ("… 3% Skonto innerhalb 10 Tagen bis" / "15.03.2020.")
  const openEnd = DATE_PREPOSITION_END.test(out);
  // a label row ("Date d'échéance | 13/12/2017") or a bare number/date is no continuation
  if (
    !table &&
    (l.segs.some((s) => s !== first && s.x > first.x && s.x < seg.x + seg.w) ||
      (!TWO_LETTERS.test(first.text) && !inField && !openEnd))
  )
    return true;
  if (!table && !paragraph && SHORT_LABEL_START.test(t) && !COLON_SPACE_END.test(out)) return true;
  // a label/amount row ("Summe inkl. USt: 571,04 €") is no continuation either
  return !table && LABEL_THEN_AMOUNT.test(t);
}

/**
 * The text of a terms value that starts at `seg` of `line`, continued by the lines right below
 * with a segment at the same x (a wrapped sentence, up to four lines; a finished sentence ends
 * it). In `table` mode (rows under a "Beschreibung" column head) every row of the column is
 * taken, up to the next table head or a gap.
 */
export function termsText(
  doc: Doc,
  lineIdx: number,
  seg: Seg,
  text: string,
  table = false,
  paragraph = false,
): string {
  const start = doc.lines[lineIdx];
  if (!start) return text.trim();
  const w: TermsWalk = {
    seg,
    table,
    paragraph,
    colEnd: table ? seg.x + 150 : seg.x + 4,
    // ("Terms of Payment | 14 Tage 3%")
    labelXs: start.segs.filter((s) => s.x < seg.x - 3).map((s) => s.x),
    colRight: columnRight(doc, lineIdx, seg.x),
    out: text,
    prev: start,
    prevRight: seg.x + seg.w,
  };
  for (let k = lineIdx + 1; k < doc.lines.length && k <= lineIdx + (table ? 12 : 5); k++) {
    const l = doc.lines[k];
    if (!l || l.page !== w.prev.page || endsBefore(w, l)) break;
    const segs = l.segs.filter((s) => s.x >= seg.x - 3 && s.x < w.colEnd);
    const first = segs[0];
    if (!first || Math.abs(first.x - seg.x) > 3) {
      if (l.segs.some((s) => s.x < seg.x - 3)) break;
      w.prev = l;
      continue; // a line of another column in between
    }
    const t = (table ? segs : segs.slice(0, 1)).map((s) => s.text).join(' ');
    if (endsAt(w, l, first, t)) break;
    const inField = EQUALS_END.test(w.out) || EQUALS_START.test(first.text);
    w.out = inField ? `${w.out}${t}` : `${w.out} ${t}`;
    w.prev = l;
    w.prevRight = first.x + first.w;
  }
  return w.out.trim();
}

/** The right edge of the text column at x around line k: segments starting at x on nearby lines. */
export function columnRight(doc: Doc, k: number, x: number): number {
  const page = doc.lines[k]?.page;
  let r = 0;
  for (let j = Math.max(0, k - 8); j <= Math.min(doc.lines.length - 1, k + 8); j++) {
    const l = doc.lines[j];
    if (!l || l.page !== page) continue;
    for (const s of l.segs) if (Math.abs(s.x - x) <= 3) r = Math.max(r, s.x + s.w);
  }
  return r;
}

/** A date alone ("Zahlungsziel: | 1. Februar 2024") is the due date, no terms text. */
export function dateOnly(t: string): boolean {
  const d = findDates(t.trim())[0];
  return !!d && d.index === 0 && d.raw.length === t.trim().length;
}

/**
 * A "Zahlungsbedingungen" label or heading: the value to the right, or below (under a
 * "Beschreibung" column head).
 */
/** A label of one or two words ending in a colon ("Card number:", "Fälligkeitsdatum:"): no terms text. */
function shortLabel(text: string): boolean {
  return COLON_END.test(text) && text.trim().split(SPACES).length <= 2;
}

export function labelledTerms(doc: Doc, l: Line, first: Seg, rest: string): Candidate<string> | undefined {
  // a heading of two topics ("Zahlungskonditionen & Bankverbindung"): the terms are elsewhere
  if (CONJUNCTION_START.test(rest)) return undefined;
  if ((rest && dateOnly(rest)) || (!rest && l.segs[1] && dateOnly(l.segs[1].text))) return undefined;
  if (rest.length > 5 && THREE_LETTERS.test(rest))
    return {
      value: termsText(doc, l.index, first, rest),
      confidence: 0.85,
      line: l.index,
      source: srcOf(l.page, first),
    };
  const right = l.segs[1];
  // another column's label beside an empty value ("Payment terms:" … "Card number:"): no terms
  if (!rest && right && COLON_END.test(right.text) && right.text.trim().split(SPACES).length <= 3)
    return undefined;
  if (right && THREE_LETTERS.test(right.text) && right.text.length > 5)
    return {
      value: termsText(doc, l.index, right, right.text),
      confidence: 0.85,
      line: l.index,
      source: srcOf(l.page, right),
    };
  for (const { line: l2, seg: s2 } of segsBelow(doc, l, first.x - 4, first.x + 300, 2)) {
    if (TERMS_COLUMN_HEAD.test(s2.text.trim())) {
      const below = segsBelow(doc, l2, s2.x - 4, s2.x + s2.w + 4, 1)[0];
      if (below && THREE_LETTERS.test(below.seg.text))
        return {
          value: termsText(doc, below.line.index, below.seg, below.seg.text, true),
          confidence: 0.85,
          line: below.line.index,
          source: srcOf(below.line.page, below.seg),
        };
      return undefined;
    }
    // the next row's label under an empty value ("Zahlungsbedingungen:" over "Fälligkeitsdatum:")
    if (shortLabel(s2.text)) return undefined;
    if (THREE_LETTERS.test(s2.text) && s2.text.length > 5 && !labelRe('paymentTerms', true).test(s2.text))
      return {
        // the paragraph under a terms heading, all of it
        value: termsText(doc, l2.index, s2, s2.text, false, true),
        confidence: 0.6,
        line: l2.index,
        source: srcOf(l2.page, s2),
      };
    return undefined;
  }
  return undefined;
}

/** A line that starts with a terms sentence ("Zahlbar innerhalb von 14 Tagen …", "Terms: Net 30"). */
export function termsSentence(doc: Doc, l: Line, first: Seg): Candidate<string> | undefined {
  const t = first.text.trim().replace(LEADING_PUNCTUATION, '');
  // a label of a label/value row ("Payment due date | Mar 8, 2016") is no terms sentence
  const next = l.segs[1]?.text.trim() ?? '';
  const nextDate = findDates(next)[0];
  // (a label ending in a colon may be longer: "À régler avant le : | 06/02/2026")
  const labelOfRow =
    l.segs.length > 1 &&
    (t.split(SPACES).length <= 4 || (COLON_END.test(t) && t.split(SPACES).length <= 7)) &&
    ((nextDate?.index === 0 && nextDate.raw.length === next.length) || NUMBERS_AND_SIGNS_ONLY.test(next));
  if (!TERMS_START.test(t) || labelOfRow || t.length >= 200 || !THREE_LETTERS.test(t.slice(6)))
    return undefined;
  return {
    // "Terms: Net 30": the label is no part of the terms
    value: termsText(doc, l.index, first, t).replace(TERMS_LABEL_START, ''),
    confidence: 0.6,
    line: l.index,
    source: srcOf(l.page, first),
  };
}

/**
 * A terms sentence after another one in the same segment ("Fällig am: 12.03.2025. Zahlbar
 * innerhalb von 14 Tagen ohne Abzug.").
 */
export function termsAfterSentence(doc: Doc): Candidate<string> | undefined {
  for (const l of doc.lines) {
    for (const seg of l.segs) {
      const parts = seg.text.trim().split(SENTENCE_BREAK);
      for (let i = 1; i < parts.length; i++) {
        const rest = parts.slice(i).join(' ');
        if (TERMS_START.test(rest) && THREE_LETTERS.test(rest.slice(6)))
          return {
            value: termsText(doc, l.index, seg, rest).replace(TERMS_LABEL_START, ''),
            confidence: 0.55,
            line: l.index,
            source: srcOf(l.page, seg),
          };
      }
    }
  }
  return undefined;
}

/** A terms label with a colon inside a line ("Skonto; weitere Zahlungsbedingungen: Bis zum …"). */
export function inlineTermsLabel(doc: Doc): Candidate<string> | undefined {
  const inline = labelRe('paymentTerms');
  for (const l of doc.lines) {
    for (const seg of l.segs) {
      const m = inline.exec(seg.text);
      if (!m?.[0].includes(':')) continue;
      const rest = seg.text.slice(m.index + m[0].length).trim();
      if (rest.length > 10 && THREE_LETTERS.test(rest))
        return { value: rest, confidence: 0.5, line: l.index, source: srcOf(l.page, seg) };
    }
  }
  return undefined;
}

export function detectPaymentTerms(doc: Doc): Candidate<string> | undefined {
  const labelled = labelRe('paymentTerms', true);
  for (const l of doc.lines) {
    const first = l.segs[0];
    if (!first) continue;
    const m = labelled.exec(first.text);
    if (m && !PAYABLE_START.test(first.text)) {
      const found = labelledTerms(doc, l, first, first.text.slice(m[0].length).trim());
      if (found) return found;
      continue;
    }
    const found = termsSentence(doc, l, first);
    if (found) return found;
  }
  return termsAfterSentence(doc) ?? inlineTermsLabel(doc);
}
