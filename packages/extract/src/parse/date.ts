/**
 * Dates as printed on invoices → `YYYY-MM-DD`: 15.11.2024, 15.11.24, 2024-11-15, 15/11/2024,
 * 11/15/2024 (US, when the day cannot be a month), 15-11-2024, "15. November 2024",
 * "15 novembre 2024", "Nov 15, 2024", "15 Nov 2024", "November 15th, 2024".
 */

import { MONTH_NAMES } from './month-names.ts';

const MONTHS: Record<string, number> = {};
for (const table of Object.values(MONTH_NAMES)) {
  table.forEach((names, i) => {
    for (const name of names.split('|')) MONTHS[name] = i + 1;
  });
}
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

function iso(y: number, m: number, d: number): string | undefined {
  if (y < 100) y += y < 70 ? 2000 : 1900;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2199) return undefined;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function num(m: RegExpExecArray, i: number): number {
  return Number(m[i] ?? 'NaN');
}

export interface DateMatch {
  iso: string;
  index: number;
  raw: string;
}

export interface DateOptions {
  /** prefer month/day/year for ambiguous slashed dates (US documents). Default false. */
  monthFirst?: boolean;
  /** also read compact YYYYMMDD (only where a date label precedes it). Default false. */
  compact?: boolean;
}

/** A date pattern; `named`: it needs a month name (skipped where the text holds none). */
interface DatePattern {
  re: RegExp;
  f: (m: RegExpExecArray, o: DateOptions) => string | undefined;
  named?: boolean;
}

/** Any month name, case-insensitive: one scan tells whether the month-name patterns can match at all. */
const ANY_MONTH = new RegExp(`(?:${MONTH_ALT})`, 'iu');
const DIGIT = /\d/;

const PATTERNS: DatePattern[] = [
  // 2024-11-15, 2024/11/15
  { re: /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, f: (m) => iso(num(m, 1), num(m, 2), num(m, 3)) },
  // 15.11.2024, 15.11.24, 15-11-2024
  {
    re: /(?<![\d.])(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4}|\d{2})(?![\d])/g,
    f: (m) => iso(num(m, 3), num(m, 2), num(m, 1)),
  },
  { re: /(?<!\d)(\d{1,2})-(\d{1,2})-(\d{4})(?!\d)/g, f: (m) => iso(num(m, 3), num(m, 2), num(m, 1)) },
  // 15/11/2024 or 11/15/2024
  {
    re: /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/g,
    f: (m, o) => {
      const a = num(m, 1);
      const b = num(m, 2);
      const y = num(m, 3);
      if (a > 12) return iso(y, b, a);
      if (b > 12) return iso(y, a, b);
      return o.monthFirst ? iso(y, a, b) : iso(y, b, a);
    },
  },
  // 15. November 2024, 15 nov. 2024, 1er mars 2024, 04-Apr-2024, 3rd of November 2025, 03/Nov/2025
  {
    re: new RegExp(
      `(?<!\\d)(\\d{1,2})(?:\\.|er|st|nd|rd|th)?(?:\\s+(?:of|de|del)|\\s+d['’])?(?:\\s*|-|/)(${MONTH_ALT})\\.?,?(?:\\s+del?)?(?:\\s*|-|/)(\\d{4})(?!\\d)`,
      'giu',
    ),
    f: (m) => iso(num(m, 3), MONTHS[(m[2] ?? '').toLowerCase()] ?? 0, num(m, 1)),
    named: true,
  },
  // a two-digit year after a month name: 03-Nov-25, 03/Nov/25, 3 Nov 25 (the same mark both sides)
  {
    re: new RegExp(
      `(?<![\\d.,])(\\d{1,2})([-/ ])(${MONTH_ALT})\\.?\\2(\\d{2})(?![\\d.,:%]|\\s*(?:%|\\p{L}))`,
      'giu',
    ),
    f: (m) => iso(num(m, 4), MONTHS[(m[3] ?? '').toLowerCase()] ?? 0, num(m, 1)),
    named: true,
  },
  // Nov 15, 2024 / November 15th 2024 / August 3 , 2014 (a text layer that split the glyph runs)
  {
    re: new RegExp(
      `(?<![\\p{L}])(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:\\s?,)?\\s+(\\d{4})(?!\\d)`,
      'giu',
    ),
    f: (m) => iso(num(m, 3), MONTHS[(m[1] ?? '').toLowerCase()] ?? 0, num(m, 2)),
    named: true,
  },
  // the year first: "2024. november 15." (Hungarian), "2024 m. lapkričio 15 d." (Lithuanian), "2026ko otsailaren
  // 3a" (Basque) — a mark after the year, or one after the day, so that "2024 Nov 12,50" is no date
  {
    re: new RegExp(
      `(?<![\\d.,])(\\d{4})(?:(\\.|ko|\\s*m\\.)\\s*|\\s+)(${MONTH_ALT})\\s+(\\d{1,2})(\\.|a\\b|an\\b|\\s*d\\.)?(?![\\d.,]?\\d)`,
      'giu',
    ),
    f: (m) => (m[2] || m[5] ? iso(num(m, 1), MONTHS[(m[3] ?? '').toLowerCase()] ?? 0, num(m, 4)) : undefined),
    named: true,
  },
  // the year, a year word, then day and month: "2024. gada 15. novembrī" (Latvian), "2026 ж. 3 ақпан" (Kazakh)
  {
    re: new RegExp(
      `(?<![\\d.,])(\\d{4})\\.?\\s*(?:gada|ж\\.|г\\.|m\\.)\\s+(\\d{1,2})\\.?\\s+(${MONTH_ALT})(?!\\p{L})`,
      'giu',
    ),
    f: (m) => iso(num(m, 1), MONTHS[(m[3] ?? '').toLowerCase()] ?? 0, num(m, 2)),
    named: true,
  },
  // 2024. 11. 15. (Hungarian, with spaces and a closing dot)
  {
    re: /(?<![\d.])(\d{4})\.\s(\d{1,2})\.\s(\d{1,2})\.(?!\d)/g,
    f: (m) => iso(num(m, 1), num(m, 2), num(m, 3)),
  },
  // the month as a number after a month word: "ngày 03 tháng 02 năm 2026" (Vietnamese); 2026年2月3日, 2026년 2월 3일
  {
    re: /(?<!\d)(\d{1,2})\s+tháng\s+(\d{1,2})\s*,?\s+năm\s+(\d{4})(?!\d)/giu,
    f: (m) => iso(num(m, 3), num(m, 2), num(m, 1)),
  },
  {
    re: /(?<!\d)(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/gu,
    f: (m) => iso(num(m, 1), num(m, 2), num(m, 3)),
  },
];

/** All dates in a text, left to right (overlapping matches resolved by first position). */
export function findDates(text: string, opts: DateOptions = {}): DateMatch[] {
  const found: DateMatch[] = [];
  // every notation holds a digit; the month-name ones a month name
  if (!DIGIT.test(text)) return found;
  const named = ANY_MONTH.test(text);
  for (const p of PATTERNS) {
    if (p.named && !named) continue;
    p.re.lastIndex = 0;
    for (let m = p.re.exec(text); m; m = p.re.exec(text)) {
      const v = p.f(m, opts);
      if (!v) continue;
      const end = m.index + m[0].length;
      if (found.some((d) => m && d.index < end && m.index < d.index + d.raw.length)) continue;
      found.push({ iso: v, index: m.index, raw: m[0] });
    }
  }
  if (opts.compact && !found.length) {
    const m = /(?<!\d)((?:19|20)\d{2})(\d{2})(\d{2})(?!\d)/.exec(text);
    const v = m ? iso(num(m, 1), num(m, 2), num(m, 3)) : undefined;
    if (m && v) found.push({ iso: v, index: m.index, raw: m[0] });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first date in a text, as `YYYY-MM-DD`. */
export function parseDate(text: string, opts: DateOptions = {}): string | undefined {
  return findDates(text, opts)[0]?.iso;
}
