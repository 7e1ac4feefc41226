/** The dates reader's reading functions (registered in header.ts). */
import type { Ctx } from '../extract.ts';
import { type Candidate, findLabeled, settled, srcOf } from '../find.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { CENTS_AMOUNT, DAY_FIRST_DATE, LABEL_END_PUNCTUATION, MONTH_FIRST_DATE } from '../lexicon/common.ts';
import {
  DATE_LABEL_ALONE,
  DATE_LABEL_START,
  FAELLIG_START,
  INVOICE_DOCUMENT_WORD,
  NUMBER_THEN_DATE,
  OFFER_WORD,
  ORDER_OR_CONTRACT_WORD,
  OTHER_DATE_WORD,
  PLACE_COMMA_DATE,
  TAX_POINT_LABEL,
  TITLE_DATE_LABEL,
  TITLE_LABEL_BARE,
  TITLE_NUMBER_DATE,
  WITHIN_DAYS,
} from '../lexicon/document.ts';
import { DEBIT_ON, DEBIT_WORD, PAY_PHRASE, SKONTO_AMOUNT, UNTIL } from '../lexicon/header.ts';
import { notice } from '../notices.ts';
import { findAmounts } from '../parse/amount.ts';
import { findDates } from '../parse/date.ts';
import { findHeaders } from '../table.ts';
import { aboveItems, notPrecedingRef } from './number.ts';

export function dueFromTerms(
  doc: Doc,
  mdy: boolean,
  issue: string | undefined,
): Candidate<string> | undefined {
  let out: Candidate<string> | undefined;
  // a direct debit: "Der Betrag … wird am 20.03.2014 von Ihrem Konto … eingezogen"
  for (const l of doc.lines) {
    const next = doc.lines[l.index + 1];
    const context = `${l.text} ${next?.page === l.page ? next.text : ''}`;
    if (!DEBIT_WORD.test(context)) continue;
    for (const d of findDates(l.text, { monthFirst: mdy })) {
      if (!DEBIT_ON.test(l.text.slice(0, d.index))) continue;
      if (issue && d.iso < issue) continue;
      return { value: d.iso, confidence: 0.5, line: l.index, source: srcOf(l.page, l.segs[0] as Seg) };
    }
  }
  // "… wird der Beitrag am 06.12.2013 fällig", "Der Betrag ist am 01.04.2024 zur Zahlung fällig"
  for (const l of doc.lines) {
    const next = doc.lines[l.index + 1];
    const context = `${l.text} ${next?.page === l.page ? next.text : ''}`;
    for (const d of findDates(l.text, { monthFirst: mdy })) {
      if (!FAELLIG_START.test(context.slice(d.index + d.raw.length))) continue;
      return { value: d.iso, confidence: 0.5, line: l.index, source: srcOf(l.page, l.segs[0] as Seg) };
    }
  }
  for (const l of doc.lines) {
    if (!PAY_PHRASE.test(l.text)) continue;
    for (const d of findDates(l.text, { monthFirst: mdy })) {
      if (!UNTIL.test(l.text.slice(0, d.index))) continue;
      if (issue && d.iso < issue) continue;
      if (!out || d.iso > out.value)
        out = { value: d.iso, confidence: 0.55, line: l.index, source: srcOf(l.page, l.segs[0] as Seg) };
    }
  }
  return out;
}

export function detectDueDate(doc: Doc, mdy: boolean): Candidate<string> | undefined {
  return settled(
    findLabeled(doc, 'dueDate', (t) => {
      const [d, later] = findDates(t, { monthFirst: mdy, compact: true });
      if (!d || d.index > 12) return undefined;
      // "Zahlbar bis 09.05.2026 mit 3 % Skonto … oder bis 22.05.2026 netto": the first date is the
      // discount's, the later one the net due date
      return later && SKONTO_AMOUNT.test(t.slice(d.index, later.index)) ? later.iso : d.iso;
    }),
  );
}

/** Due − issue is a common payment term (0 to 90 days in the usual steps). */
export function usualTerm(issue: string, due: string): boolean {
  const days = (Date.parse(due) - Date.parse(issue)) / 86_400_000;
  return [0, 7, 8, 10, 14, 15, 20, 21, 28, 30, 31, 45, 60, 90].includes(days);
}

/** The payment term in days a sentence states ("within 30 days", "innerhalb von 14 Tagen", "binnen 30 dagen"). */
export function statedTermDays(text: string): number | undefined {
  const m = WITHIN_DAYS.exec(text);
  return m?.[1] ? Number(m[1]) : undefined;
}

/**
 * Dates in the document's title line: "Rechnung Nr. 123 vom 15.11.2024", "Invoice # 12 issued at
 * 2020-11-21", "Rechnung 2024-117 vom 03.02.2024"; "… Nr. 4711 vom" with the date on the next line.
 */
function titleLineDates(doc: Doc, mdy: boolean): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  for (const l of doc.lines.slice(0, 60)) {
    const m =
      NUMBER_THEN_DATE.exec(l.text) ??
      // "Rechnung 2024-117 vom 03.02.2024": the title word, the number, its date
      TITLE_NUMBER_DATE.exec(l.text);
    // "… Nr. 4711 vom" with the date on the next line; not "Bestellung Nr. … vom", not an offer's
    // "lt. Festpreisangebot Nr. A-2026-512 vom …" (its date lies before the invoice's)
    const next = doc.lines[l.index + 1];
    const head = m ? l.text.slice(0, m.index) : '';
    // the document's own title ("Rechnung", "Facture" …) or a line high on the page, not a law
    // or letter cited in the small print ("La loi n°92/1442 du 31 décembre 1992")
    const pageH = doc.pages[l.page - 1]?.height ?? 842;
    const ok =
      m &&
      !ORDER_OR_CONTRACT_WORD.test(head) &&
      !OFFER_WORD.test(head) &&
      (INVOICE_DOCUMENT_WORD.test(head) || l.y < pageH * 0.4);
    const rest = ok && m ? (m[1] ?? (next && next.page === l.page ? next.text : undefined)) : undefined;
    if (!rest) continue;
    const d = findDates(rest, { monthFirst: mdy })[0];
    if (d && d.index === 0)
      out.push({
        value: d.iso,
        confidence: 0.92,
        line: l.index,
        source: srcOf(l.page, l.segs[0] ?? { x: 0, y: l.y, w: 0, h: l.h }),
      });
  }
  return out;
}

/** A letter date in the header: "München, den 01.11.2024", "Paris, le 12 mars 2024", "Berlin, 15.11.2024". */
function letterDates(doc: Doc, mdy: boolean): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  const pageH = doc.pages[0]?.height ?? 842;
  for (const l of doc.lines) {
    if (l.page !== 1 || l.y > pageH * 0.45) continue;
    l.segs.forEach((seg, i) => {
      // "Berlin, 15.11.2024" (no "den") in its own segment too
      const m = PLACE_COMMA_DATE.exec(seg.text.trim());
      if (!m || (!m[1] && !m[2])) return;
      const at = m[2] ? seg : l.segs[i + 1];
      const text = m[2] ?? at?.text ?? '';
      const d = findDates(text, { monthFirst: mdy })[0];
      if (d && d.index === 0 && at && (m[1] || d.raw.length === text.trim().length))
        out.push({ value: d.iso, confidence: m[1] ? 0.8 : 0.78, line: l.index, source: srcOf(l.page, at) });
    });
  }
  return out;
}

/**
 * A bare "vom" in a label column right under the document's title word used as a label
 * ("Rechnung | WR66746" over "vom | 16.04.2026", "Gutschrift | G-17" over "vom | …"): the date right
 * of it is the issue date.
 */
function dateUnderTitleLabel(doc: Doc, mdy: boolean): Array<Candidate<string>> {
  const out: Array<Candidate<string>> = [];
  doc.lines.slice(0, 80).forEach((l, k) => {
    l.segs.forEach((sg, j) => {
      const next = l.segs[j + 1];
      if (!next || !TITLE_DATE_LABEL.test(sg.text.trim())) return;
      const above = doc.lines
        .slice(Math.max(0, k - 3), k)
        .filter((u) => u.page === l.page)
        .flatMap((u) => u.segs)
        .filter((t) => Math.abs(t.x - sg.x) <= 3)
        .pop();
      if (!above || !TITLE_LABEL_BARE.test(above.text.trim())) return;
      const d = findDates(next.text, { monthFirst: mdy })[0];
      if (d && d.index === 0)
        out.push({ value: d.iso, confidence: 0.75, line: l.index, source: srcOf(l.page, next) });
    });
  });
  return out;
}

/** The first date on page 1 that is not labelled as something else (the last resort). */
function firstUnlabelledDate(doc: Doc, mdy: boolean): Candidate<string> | undefined {
  for (const l of doc.lines) {
    if (l.page !== 1) break;
    if (OTHER_DATE_WORD.test(l.text)) continue;
    const d = findDates(l.text, { monthFirst: mdy })[0];
    if (d)
      return {
        value: d.iso,
        confidence: 0.4,
        line: l.index,
        source: srcOf(l.page, l.segs[0] ?? { x: 0, y: l.y, w: 0, h: l.h }),
      };
  }
  return undefined;
}

export function detectIssueDate(doc: Doc, mdy: boolean): Candidate<string> | undefined {
  const cands = findLabeled(
    doc,
    'issueDate',
    (t) => {
      const d = findDates(t, { monthFirst: mdy, compact: true })[0];
      return d && d.index <= 3 ? d.iso : undefined;
    },
    { skipQualified: DATE_LABEL_START },
  );
  for (const c of cands) {
    if (DATE_LABEL_ALONE.test((c.label ?? '').replace(LABEL_END_PUNCTUATION, ''))) c.confidence -= 0.15;
    if (TAX_POINT_LABEL.test(c.label ?? '')) c.confidence -= 0.3;
  }
  cands.push(
    ...aboveItems(doc, titleLineDates(doc, mdy)),
    ...letterDates(doc, mdy),
    ...dateUnderTitleLabel(doc, mdy),
  );
  return settled(notPrecedingRef(doc, cands)) ?? firstUnlabelledDate(doc, mdy);
}

/** The issue date (BT-2); the labelled due date is returned, set later by readDueDate. */
export function readDates(c: Ctx): Candidate<string> | undefined {
  const { doc, inv, set, notices, allText, lang, mdy } = c;
  let issue = detectIssueDate(doc, mdy);
  let due = detectDueDate(doc, mdy);
  // ambiguous slashed dates (03/11/2017) in an English document: the reading in which the due
  // date follows the issue date by a usual term wins (day first without a currency hint, also
  // in a dollar document whose dates read month first give no usual term)
  const unambiguous = mdy ? MONTH_FIRST_DATE : DAY_FIRST_DATE;
  if (lang === 'en' && issue && due && !unambiguous.test(allText)) {
    const alt = { issue: detectIssueDate(doc, !mdy), due: detectDueDate(doc, !mdy) };
    // a term the document states ("Payment due within 30 days") decides between two usual ones
    const term = statedTermDays(allText);
    const fits = (i: string, d: string) =>
      term !== undefined ? (Date.parse(d) - Date.parse(i)) / 86_400_000 === term : usualTerm(i, d);
    if (
      alt.issue &&
      alt.due &&
      (alt.issue.value !== issue.value || alt.due.value !== due.value) &&
      ((usualTerm(alt.issue.value, alt.due.value) && !usualTerm(issue.value, due.value)) ||
        (fits(alt.issue.value, alt.due.value) && !fits(issue.value, due.value)))
    ) {
      issue = alt.issue;
      due = alt.due;
    }
  }
  if (issue) {
    inv.issueDate = issue.value;
    set('issueDate', issue);
  } else notices.push(notice('EXTRACT_NO_ISSUE_DATE'));
  return due;
}

/**
 * The due date (BT-9): a labelled due date is kept when it is the issue date ("Date d'échéance
 * 16/11/2017", payable at once); one read from a terms sentence is not.
 */
export function readDueDate(c: Ctx, labelled: Candidate<string> | undefined): void {
  const { doc, inv, set, mdy } = c;
  let due = labelled;
  const labelledDue = !!due;
  if (!due) due = dueFromTerms(doc, mdy, inv.issueDate);
  if (!due && inv.issueDate) due = dueByUsualTerm(doc, mdy, inv.issueDate);
  if (due && (labelledDue || due.value !== inv.issueDate)) {
    inv.dueDate = due.value;
    set('dueDate', due);
  }
}

/** Lines with two amounts in cents or more: item, tax and total rows. */
const moneyRow = (l: Line) =>
  findAmounts(l.text).filter((a) => !a.percent && CENTS_AMOUNT.test(a.raw)).length >= 2;

/**
 * The last resort for a label the lexicon lacks ("Rok plaćanja", "Pagotago", "Jatuh tempo"): the
 * one date of the head (page 1 above the item table) or of the lines after the last amounts that
 * follows the issue date by a usual term; never an item row's, a period's (two dates in one
 * segment) or one labelled as another date.
 */
export function dueByUsualTerm(doc: Doc, mdy: boolean, issue: string): Candidate<string> | undefined {
  const heads = findHeaders(doc).map((h) => h.line.index);
  const first = heads.length ? Math.min(...heads) : Number.POSITIVE_INFINITY;
  const last = Math.max(-1, ...doc.lines.filter(moneyRow).map((l) => l.index));
  const found = new Map<string, Candidate<string>>();
  for (const l of doc.lines) {
    if (!((l.page === 1 && l.index < first) || l.index > last) || OTHER_DATE_WORD.test(l.text) || moneyRow(l))
      continue;
    // each segment by itself: a row of values under a row of labels holds several dates
    for (const seg of l.segs) {
      const ds = findDates(seg.text, { monthFirst: mdy });
      const d = ds[0];
      if (ds.length !== 1 || !d || d.iso <= issue || !usualTerm(issue, d.iso) || found.has(d.iso)) continue;
      found.set(d.iso, { value: d.iso, confidence: 0.45, line: l.index, source: srcOf(l.page, seg) });
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}
