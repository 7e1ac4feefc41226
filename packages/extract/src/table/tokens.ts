/**
 * Item tables, 2: the numbers of a row (amounts, percentages, quantities with units glued on) and
 * the column each one falls in; carry-over and footer lines.
 */
import { dec } from '@ic/einvoice';
import type { Line, Seg } from '../layout.ts';
import {
  BULLET_START,
  CENTS_AMOUNT,
  COLON_START,
  DIGIT_COLON_END,
  DURATION_CELL,
  LONG_DIGIT_RUN,
  NUMBER_BEFORE_TIMES,
  NUMBER_GLUED_UNIT,
  PER_UNIT_SUFFIX,
  TIMES_BEFORE_NUMBER,
  TWO_LETTERS,
  WORD_AFTER,
  WORD_BEFORE_END,
  WORD_LABEL_END,
} from '../lexicon/common.ts';
import {
  CARRY_RE,
  DASH_CELL,
  EXEMPT_CELL,
  FOOTER_CUE,
  IBAN_RUN,
  LEGAL_NUMBER_BEFORE,
  OUT_OF_SCOPE_CELL,
  PAGE_NO_RE,
  PASSED_ON_TEXT,
  ZERO_RATED_CELL,
  ZERO_RATED_WORD,
} from '../lexicon/table.ts';
import { type DecimalMark, findAmounts, parseAmount } from '../parse/amount.ts';
import { findDates } from '../parse/date.ts';
import { unitCode } from '../parse/units.ts';
import type { Column, ColumnKind, TableHeader } from './heads.ts';

/** A carry-over line: its label and at most the carried sum besides. */
export function carryLine(l: Line, mark: DecimalMark): boolean {
  const k = l.segs.findIndex((sg) => CARRY_RE.test(sg.text.trim()));
  if (k < 0) return false;
  const rest = l.segs.filter((_, i) => i !== k);
  return rest.reduce((n, sg) => n + findAmounts(sg.text, mark).length, 0) <= 1;
}

/** A footer line: an IBAN or two footer words, and no money amount (an item row's numbers). */
export function footerLine(l: Line): boolean {
  if (CENTS_AMOUNT.test(l.text.replace(IBAN_RUN, ' '))) return false;
  return IBAN_RUN.test(l.text) || (l.text.match(FOOTER_CUE) ?? []).length >= 2;
}

export interface Tok {
  value: string;
  percent: boolean;
  x0: number;
  x1: number;
  line: Line;
  seg: Seg;
  raw: string;
  /** where the token starts in its segment's text */
  index: number;
}

/** A quantity cell with its unit run on ("8h", "2.5hrs", "12pcs"): the number, the unit after it. */
function gluedUnitTok(line: Line, seg: Seg, mark: DecimalMark): Tok | undefined {
  const glued = NUMBER_GLUED_UNIT.exec(seg.text);
  if (!glued?.[2] || !glued[3] || unitCode(glued[3]) === undefined) return undefined;
  const index = (glued[1] ?? '').length;
  const raw = glued[2];
  const value = parseAmount(raw, mark);
  if (value === undefined) return undefined;
  const n = seg.text.length || 1;
  const x0 = seg.x + (seg.w * index) / n;
  const x1 = seg.x + (seg.w * (index + raw.length)) / n;
  return { value, percent: false, x0, x1, line, seg, raw, index };
}

export function tokensOf(line: Line, mark: DecimalMark): Tok[] {
  const out: Tok[] = [];
  for (const seg of line.segs) {
    // a bulleted detail line ("• Beschreibung: Abschlag 10% von 450,-"): its numbers are text
    if (BULLET_START.test(seg.text)) continue;
    // a page number ("Seite 4 von 5", "Page 2 of 3", "2 / 3")
    if (PAGE_NO_RE.test(seg.text.trim())) continue;
    const n = seg.text.length || 1;
    const glued = gluedUnitTok(line, seg, mark);
    if (glued) {
      out.push(glued);
      continue;
    }
    const dates = findDates(seg.text);
    // a rate per hour or day ("€90.00/hr"): the amount, its suffix blanked (indices kept)
    const toks = findAmounts(
      seg.text.replace(PER_UNIT_SUFFIX, (m) => ' '.repeat(m.length)),
      mark,
    );
    for (const t of toks) {
      if (dates.some((d) => t.index >= d.index && t.index < d.index + d.raw.length)) continue;
      // a reference number in running text ("Teil A § 2", "Ziff. 3") is no cell
      if (LEGAL_NUMBER_BEFORE.test(seg.text.slice(0, t.index))) continue;
      // a number ending a label ("Artikelrabatt 1:") or a time of day ("15:39") is no cell
      const after = seg.text.slice(t.index + t.raw.length);
      if (!t.percent && (COLON_START.test(after) || DIGIT_COLON_END.test(seg.text.slice(0, t.index))))
        continue;
      // eight or more digits without separators are an id (GTIN, order number), not an amount
      if (LONG_DIGIT_RUN.test(t.raw)) continue;
      // a number between two words of a text run ("Bauabschnitt 1 gesamt", "Typkl. 18 Regio"),
      // unless the word after it is a unit ("2 Std", "5 Stück")
      const wordAfter = WORD_AFTER.exec(after)?.[1];
      if (
        !t.percent &&
        WORD_BEFORE_END.test(seg.text.slice(0, t.index)) &&
        wordAfter &&
        wordAfter.length >= 2 &&
        unitCode(wordAfter) === undefined
      )
        continue;
      // a dimension in a text run ("Karton 3 x 20", "20 x 150g Becher") is part of the text
      if (
        TWO_LETTERS.test(seg.text) &&
        (TIMES_BEFORE_NUMBER.test(after) || NUMBER_BEFORE_TIMES.test(seg.text.slice(0, t.index)))
      )
        continue;
      const x0 = seg.x + (seg.w * t.index) / n;
      const x1 = seg.x + (seg.w * (t.index + t.raw.length)) / n;
      out.push({ value: t.value, percent: t.percent, x0, x1, line, seg, raw: t.raw, index: t.index });
    }
  }
  return out;
}

/**
 * A VAT-column cell naming a zero rate in words ("Z", "Zero", "zero-rated", "Exempt", "0% (Z)" is
 * a number): the line's rate is 0 (its category follows from the document's wording).
 */
export function zeroRateCell(header: TableHeader, line: Line): string | undefined {
  return zeroCell(header, line) ? '0' : undefined;
}

/** The word of a zero-rate cell under the VAT head ("exempt", "disb.", "Z"). */
function zeroCell(header: TableHeader, line: Line): string | undefined {
  if (!header.columns.some((c) => c.kind === 'vat')) return undefined;
  for (const sg of line.segs) {
    if (!ZERO_RATED_WORD.test(sg.text.trim())) continue;
    if (columnOf(header, sg.x, sg.x + sg.w)?.kind === 'vat') return sg.text.trim();
  }
  return undefined;
}

/**
 * The VAT category a zero-rate cell names: E exempt, O outside the scope, Z zero-rated; `letter`
 * when the cell is the category's own letter ("E", "Z").
 */
export function zeroCellCategory(
  header: TableHeader,
  line: Line,
): { category: string; letter: boolean } | undefined {
  const w = zeroCell(header, line);
  if (!w) return undefined;
  const letter = w.length === 1;
  if (EXEMPT_CELL.test(w)) return { category: 'E', letter };
  if (OUT_OF_SCOPE_CELL.test(w)) return { category: 'O', letter };
  // a dash where the rate stands, the row naming a sum passed on ("Prüfungsgebühr TÜV
  // (durchlaufender Posten)  –")
  if (DASH_CELL.test(w)) return PASSED_ON_TEXT.test(line.text) ? { category: 'O', letter: false } : undefined;
  return ZERO_RATED_CELL.test(w) ? { category: 'Z', letter } : undefined;
}

/** The number is the value of an inline label ("Basis: -3,00", "Rabattbetrag: 0,10"), not a cell. */
export function afterInlineLabel(t: Tok): boolean {
  const segs = t.line.segs;
  const i = segs.indexOf(t.seg);
  const before = `${segs
    .slice(0, Math.max(0, i))
    .map((s) => s.text)
    .join(' ')} ${t.seg.text.slice(0, Math.max(0, t.seg.text.indexOf(t.raw)))}`;
  return WORD_LABEL_END.test(before);
}

/**
 * Durations in a quantity column ("Hours 18:30", "Dauer 3:45" as Clockify and Upwork print them):
 * the hours as a decimal ("18.5"), taken only where the row's numbers confirm it (hours × rate =
 * an amount of the row), so a time of day or a call length stays no cell.
 */
export function durationToks(header: TableHeader, lines: Line[], toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  const numbers = toks.filter((t) => !t.percent).map((t) => dec(t.value));
  for (const line of lines)
    for (const seg of line.segs) {
      const m = DURATION_CELL.exec(seg.text);
      if (!m || columnOf(header, seg.x, seg.x + seg.w)?.kind !== 'qty') continue;
      const hours = dec(m[1] ?? '0').plus(dec(m[2] ?? m[3] ?? '0').dividedBy(60));
      if (
        !hours.times(60).isInteger() ||
        !numbers.some((p) => numbers.some((a) => hours.times(p).minus(a).abs().lte(dec('0.01'))))
      )
        continue;
      const value = hours.toDecimalPlaces(4).toString();
      out.push({
        value,
        percent: false,
        x0: seg.x,
        x1: seg.x + seg.w,
        line,
        seg,
        raw: seg.text.trim(),
        index: 0,
      });
    }
  return out;
}

/** the columns of prices, discounts, rates and amounts */
const NUMBER_KINDS: ColumnKind[] = ['price', 'disc', 'vat', 'amount'];

export function columnOf(header: TableHeader, x0: number, x1: number): Column | undefined {
  let bestCol: Column | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  const cx = (x0 + x1) / 2;
  const dist = (c: { x0: number; x1: number }) => {
    const overlap = Math.min(x1, c.x1 + 6) - Math.max(x0, c.x0 - 6);
    return overlap > 0
      ? 0
      : Math.min(Math.abs(cx - (c.x0 + c.x1) / 2), Math.abs(x1 - c.x1), Math.abs(x0 - c.x0));
  };
  // a column the cell truly overlaps before one it reaches only within the 6 pt either side: a rate
  // just right of the amount column's edge lies under the rate head, not the amount's
  const overlap = (c: Column) => Math.min(x1, c.x1) - Math.max(x0, c.x0);
  const truer = (c: Column) => !!bestCol && overlap(bestCol) <= 0 && overlap(c) > 0;
  for (const c of header.columns) {
    const d = dist(c);
    if (d < bestD || (d === 0 && bestD === 0 && truer(c))) {
      bestD = d;
      bestCol = c;
    }
  }
  if (header.ignore?.some((g) => dist(g) < bestD || (dist(g) === 0 && bestD === 0 && cx > g.x0 && cx < g.x1)))
    return undefined;
  // a cell under a head of no known kind ("Price per" over the price units) that reaches the next
  // number column only within its slack is that head's, no column's
  if (
    bestCol &&
    overlap(bestCol) <= 0 &&
    NUMBER_KINDS.includes(bestCol.kind) &&
    header.others?.some((o) => Math.min(x1, o.x1) - Math.max(x0, o.x0) > 0)
  )
    return undefined;
  return bestD < 40 ? bestCol : undefined;
}

/** A number in a VAT column is a rate only when it is one (0 to 30 %), not a price under "excl. VAT". */
export function plausibleRate(v: string): boolean {
  return dec(v).gte(0) && dec(v).lte(30);
}

export function near(a: string, b: string, tol = '0.011'): boolean {
  return dec(a).minus(dec(b)).abs().lte(dec(tol));
}

export function productMatches(q: string, p: string, net: string): boolean {
  const prod = dec(q).times(dec(p));
  if (prod.minus(dec(net)).abs().lte(dec('0.011'))) return true;
  // price per 100 / 1000 units
  return (
    prod.dividedBy(100).minus(dec(net)).abs().lte(dec('0.011')) ||
    prod.dividedBy(1000).minus(dec(net)).abs().lte(dec('0.011'))
  );
}
