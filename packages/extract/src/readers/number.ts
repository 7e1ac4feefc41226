/** The number reader's reading functions (registered in header.ts). */
import { acceptId, belowTablesWeaker, type Ctx, firstPageFirst } from '../extract.ts';
import { best, type Candidate, findLabeled, settled, srcOf } from '../find.ts';
import { foldMarks, labelRe } from '../labels.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { SPACES_G } from '../lexicon/common.ts';
import {
  NUMBER_LABEL_BARE,
  NUMBER_LABEL_VALUE,
  NUMBER_MARK_IN_TEXT,
  TITLE_ALONE,
  TITLE_DATE_LABEL,
  TITLE_IN_LINE,
  TITLE_LABEL_BARE,
  TITLE_THEN_NUMBER,
  WORD_BEFORE_END,
} from '../lexicon/document.ts';
import { COUNT_ONLY, PRECEDING_REF, TITLE_NUMBER, TITLE_WORD } from '../lexicon/header.ts';
import { notice } from '../notices.ts';
import { findDates } from '../parse/date.ts';
import { findVatIds } from '../parse/ids.ts';
import { findHeaders } from '../table.ts';
import { idsAtTitleEnd, knownTitle, largestTextSegs, numbersByTitleStem, titleStems } from './title-stem.ts';

/**
 * Numbers in a title line: "Facture FA-2017-0010", "Invoice INV-17", "Rechnung 2024-117 vom
 * 03.02.2024", "Fatura FT A2026/15" (0.6); "Handelsrechnung (380) Nr. 4711 vom …", "Rechnung # RE-1/504",
 * "Rechnungskor rektur Nr. RK1" (0.8).
 */
function titleNumbers(doc: Doc): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  // the title is a segment of its own, also set right of the letterhead ("Fatura FT A2026/15")
  for (const l of doc.lines.slice(0, 80))
    for (const s of l.segs) {
      const m = TITLE_THEN_NUMBER.exec(s.text.trim());
      if (!m?.[1] || (m[2] !== undefined && findDates(m[2])[0]?.index !== 0)) continue;
      const v = acceptId(m[1]);
      if (v) out.push({ value: v, confidence: 0.6, source: srcOf(l.page, s), line: l.index });
    }
  for (const l of doc.lines.slice(0, 80)) {
    const m = TITLE_NUMBER.exec(l.text.trim());
    if (!m?.[1] || !m[2] || !TITLE_WORD.test(m[1].replace(SPACES_G, ''))) continue;
    const v = acceptId(m[2]);
    if (v) out.push({ value: v, confidence: 0.8, source: srcOf(l.page, l.segs[0] as Seg), line: l.index });
  }
  return out;
}

/**
 * A number label and its value as a segment of their own on the title's line ("Faktura – daňový
 * doklad / Invoice  …  č. 2026528598", "Opravný daňový doklad / Credit note  …  č. 2026635277",
 * "FAKTÚRA  …  č. 2026/0042"): the document's number.
 */
function numbersOnTitleLine(doc: Doc): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  for (const l of doc.lines.slice(0, 60)) {
    if (l.segs.length < 2 || !TITLE_IN_LINE.test(l.segs[0]?.text.trim() ?? '')) continue;
    for (const sg of l.segs.slice(1)) {
      const m = NUMBER_LABEL_VALUE.exec(sg.text.trim());
      const v = m?.[1] ? acceptId(m[1]) : undefined;
      if (v) out.push({ value: v, confidence: 0.75, source: srcOf(l.page, sg), line: l.index });
    }
  }
  return out;
}

/**
 * "N° FA-2026-0001" right below a bare title ("FACTURE", "Invoice"), or below the title and its
 * date ("FACTURE" / "20/09/2023" / "nº 2023-6013").
 */
function numbersUnderTitle(doc: Doc): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  const bareTitle = TITLE_ALONE;
  doc.lines.slice(0, 60).forEach((l, k) => {
    const m = NUMBER_LABEL_VALUE.exec(l.segs[0]?.text.trim() ?? '');
    if (!m?.[1]) return;
    const prev = doc.lines[k - 1];
    const prev2 = doc.lines[k - 2];
    const dateOnly = (t: string) => findDates(t.trim())[0]?.raw === t.trim();
    const titled =
      (prev && prev.page === l.page && bareTitle.test(prev.text.trim())) ||
      (prev &&
        prev2 &&
        prev2.page === l.page &&
        prev.page === l.page &&
        dateOnly(prev.text) &&
        bareTitle.test(prev2.text.trim()));
    if (!titled) return;
    const v = acceptId(m[1]);
    if (v) out.push({ value: v, confidence: 0.75, source: srcOf(l.page, l.segs[0] as Seg), line: l.index });
  });
  if (!out.length) out.push(...numbersUnderTitleColumn(doc));
  return out;
}

const overlaps = (a: Seg, b: Seg) => Math.max(a.x, b.x) < Math.min(a.x + a.w, b.x + b.w);

/** The nearest segment over `sg` in its column (on one of the three lines above), if close. */
function segAbove(doc: Doc, k: number, sg: Seg): Seg | undefined {
  for (let j = k - 1; j >= Math.max(0, k - 3); j--) {
    const up = doc.lines[j];
    if (!up || up.page !== doc.lines[k]?.page) return undefined;
    const hit = up.segs.find((t) => overlaps(t, sg));
    if (hit) return sg.y - hit.y <= Math.max(2 * hit.h, 3 * sg.h) ? hit : undefined;
  }
  return undefined;
}

/**
 * "N° F-2026-0042", "# INV-000042" right under a bare title in its own column ("FACTURE",
 * "INVOICE" set at the right, the seller's lines at the left on the same rows).
 */
function numbersUnderTitleColumn(doc: Doc): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  doc.lines.slice(0, 60).forEach((l, k) => {
    for (const sg of l.segs) {
      const m = NUMBER_LABEL_VALUE.exec(sg.text.trim());
      const title = m?.[1] ? segAbove(doc, k, sg) : undefined;
      if (!m?.[1] || !title || !TITLE_ALONE.test(title.text.trim())) continue;
      const v = acceptId(m[1]);
      if (v) out.push({ value: v, confidence: 0.75, source: srcOf(l.page, sg), line: l.index });
    }
  });
  return out;
}

/**
 * The segment right under `sg` of line k in its own column: on the next lines (a column beside it,
 * such as the seller's address, may put its lines between), within two and a half line heights.
 */
function segBelowInColumn(doc: Doc, k: number, sg: Seg): Seg | undefined {
  const l = doc.lines[k] as Line;
  for (let i = k + 1; i <= k + 3; i++) {
    const next = doc.lines[i];
    if (!next || next.page !== l.page || next.y - l.y > l.h * 2.5) return undefined;
    const below = next.segs.find((t) => Math.abs(t.x - sg.x) <= 3);
    if (below) return below;
  }
  return undefined;
}

/**
 * A bare "Numéro :" / "Nummer" / "Number" heading a label column whose next row is the issue
 * date ("Numéro : F-1 / Date d'émission : … / Échéance : …"): the document's number; so is the
 * document word itself as that label ("Invoice | INV-2025-042", "Gutschrift | G357637" over
 * "Invoice date | …", "Datum | …"), also over a bare "vom" ("Rechnung | WR66720" / "vom | …").
 */
function numbersOverDateLabel(doc: Doc): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  const dateLabel = labelRe('issueDate', true);
  const isDateLabel = (t: string) => dateLabel.test(t) || TITLE_DATE_LABEL.test(t);
  doc.lines.slice(0, 80).forEach((l, k) => {
    l.segs.forEach((sg, j) => {
      const m = NUMBER_LABEL_BARE.exec(sg.text.trim()) ?? TITLE_LABEL_BARE.exec(sg.text.trim());
      if (!m) return;
      const raw = m[1] || l.segs[j + 1]?.text.trim() || '';
      const below = segBelowInColumn(doc, k, sg);
      if (!below || !isDateLabel(below.text.trim())) return;
      const v = acceptId(raw);
      if (v) out.push({ value: v, confidence: 0.6, source: srcOf(l.page, sg), line: l.index });
    });
  });
  return out;
}

/**
 * A header row of labels over a row of their values ("Tipo documento | Numero | Data" over
 * "Fattura | 66/2026 | 24/02/2026"): the value under a bare number word, when the row also holds
 * the issue date's label.
 */
function numbersInLabelRow(doc: Doc): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  const dateLabel = labelRe('issueDate', true);
  doc.lines.slice(0, 80).forEach((l, k) => {
    if (!l.segs.some((t) => dateLabel.test(t.text.trim()))) return;
    for (const sg of l.segs) {
      if (NUMBER_LABEL_BARE.exec(sg.text.trim())?.[1] !== '') continue;
      const below = segBelowInColumn(doc, k, sg);
      const v = below && !dateLabel.test(below.text.trim()) ? acceptId(below.text.trim()) : undefined;
      if (below && v) out.push({ value: v, confidence: 0.6, source: srcOf(l.page, below), line: l.index });
    }
  });
  return out;
}

/**
 * The last resort: a number mark and an id in the largest text of page 1's upper half, whatever
 * the title word before it ("FACTURĂ nr. BV-2026-51085 din 26.05.2026", "RĒĶINS Nr. DP-2026/0412").
 */
function numbersInLargestText(doc: Doc): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  for (const { l, s } of largestTextSegs(doc)) {
    const m = NUMBER_MARK_IN_TEXT.exec(s.text);
    const v = m?.[1] ? acceptId(m[1]) : undefined;
    if (v) out.push({ value: v, confidence: 0.5, source: srcOf(l.page, s), line: l.index });
  }
  return out;
}

export function detectNumber(doc: Doc): Candidate<string> | undefined {
  // a labelled number under the item table is weaker: a deducted partial invoice's, as a rule
  const cands = belowTablesWeaker(doc, findLabeled(doc, 'number', acceptId));
  cands.push(
    ...aboveItems(doc, [...titleNumbers(doc), ...numbersOnTitleLine(doc)]),
    ...numbersUnderTitle(doc),
  );
  // the number of an earlier invoice the document refers to is none of its own, nor is a VAT id
  cands.splice(0, cands.length, ...notPrecedingRef(doc, cands).filter((c) => !isVatId(c.value)));
  if (!cands.length) cands.push(...numbersOverDateLabel(doc), ...numbersInLabelRow(doc));
  const stem = [
    ...notPrecedingRef(doc, aboveItems(doc, numbersByTitleStem(doc, acceptId))),
    ...idsAtTitleEnd(doc, acceptId),
  ];
  if (!cands.length) cands.push(...numbersInLargestText(doc), ...stem);
  else cands.push(...overQualifiedLabel(doc, cands, stem));
  // one or two digits ("Abschlagsrechnung Nr. 4") count the partial invoices: weaker than an id
  for (const c of cands) if (COUNT_ONLY.test(c.value)) c.confidence -= 0.3;
  return settled(firstPageFirst(doc, cands));
}

/** The confidence `findLabeled` gives a label inside a sentence. */
const PROSE_LABEL = 0.75;

const isVatId = (v: string) => findVatIds(v)[0]?.raw === v;

/**
 * A number word the lexicon knows, qualified by a word it does not ("Податковий номер", "Matični
 * broj": a tax or register number) or inside a sentence, gives way to a label holding the title's
 * stem ("Рахунок №") or an id after a mark in the title ("РАХУНОК НА ОПЛАТУ № 7038 від …") —
 * only under a title the lexicon does not know (its labels are read as they are).
 */
function overQualifiedLabel(
  doc: Doc,
  cands: Array<Candidate<string>>,
  stem: Array<Candidate<string>>,
): Array<Candidate<string>> {
  const top = best(cands);
  const stems = titleStems(doc);
  const fold = (t: string) => foldMarks(t).toLocaleLowerCase();
  const label = fold(top?.label ?? '');
  // the text before the label in its own segment ("Податковий номер", not another column's words)
  const segs = top?.line === undefined ? [] : (doc.lines[top.line]?.segs ?? []);
  const text = fold(segs.find((x) => label && fold(x.text).includes(label))?.text ?? '');
  const at = label ? text.indexOf(label) : -1;
  const qualified = top?.confidence === PROSE_LABEL || (at > 0 && WORD_BEFORE_END.test(text.slice(0, at)));
  if (!top || !stem.length || !qualified || stems.some((s) => label.includes(s)) || knownTitle(doc))
    return [];
  return stem.map((c) => ({ ...c, confidence: top.confidence + 0.01 }));
}

/**
 * Title-line candidates under the first item table's head are not the document's own: there a
 * final invoice lists the partial invoices it deducts ("1. Abschlagsrechnung Nr. AR-2026-460 vom
 * 07.05.2026").
 */
export function aboveItems<T>(doc: Doc, cands: Array<Candidate<T>>): Array<Candidate<T>> {
  const heads = findHeaders(doc).map((h) => h.line.index);
  if (!heads.length) return cands;
  const first = Math.min(...heads);
  return cands.filter((c) => c.line === undefined || c.line < first);
}

export function notPrecedingRef<T>(doc: Doc, cands: Array<Candidate<T>>): Array<Candidate<T>> {
  return cands.filter((c) => {
    const l = c.line === undefined ? undefined : doc.lines[c.line];
    return !l || !PRECEDING_REF.test(l.text);
  });
}

/** The invoice number (BT-1). */
export function readNumber(c: Ctx): void {
  const num = detectNumber(c.doc);
  if (num) {
    c.inv.number = num.value;
    c.set('number', num);
  } else c.notices.push(notice('EXTRACT_NO_NUMBER'));
}
