/**
 * VAT breakdown rows (BG-23) found by arithmetic: a line carrying a rate, a taxable amount and a
 * tax amount with base × rate / 100 = tax (to the cent). Zero-rate rows need a VAT word or a
 * category code on the line. Category codes come from the row ("(S)", "Kategorie K") or from the
 * document's exemption wording.
 */
import { dec, round } from '@ic/einvoice';
import { type Source, segsBelow, srcOf } from './find.ts';
import type { Doc, Line } from './layout.ts';
import { DECIMAL_NUMBER, DIGIT, PERCENT_SIGN_END, TWO_DECIMALS_END } from './lexicon/common.ts';
import {
  EXEMPT_NOTE,
  EXPORT_NOTE,
  IBAN_GROUPS,
  INTRA_COMMUNITY_NOTE,
  NOT_TAXABLE_NOTE,
  REVERSE_CHARGE_NOTE,
  SMALL_BUSINESS_NOTE,
  SURCHARGE_WORD,
  VAT_CATEGORY_CELL,
  VAT_CATEGORY_IN_PARENS,
  VAT_CATEGORY_LABELLED,
  VAT_CATEGORY_MARKED,
  VAT_WORD,
  VAT_WORD_STRICT,
  VATEX_CODE,
} from './lexicon/vat.ts';
import { type AmountToken, type DecimalMark, findAmounts } from './parse/amount.ts';
import { findDates } from './parse/date.ts';

export interface VatRow {
  rate: string;
  base: string;
  tax: string;
  category?: string;
  line: number;
  source: Source;
}

/**
 * VAT rates in use in Europe (a number printed as one of these may be a rate). Session 22: the
 * Finnish 25.5 % (since 1 September 2024), the Romanian 21 % / 11 % (since 1 August 2025), the
 * Slovenian 9.5 %, the Irish 13.5 % and 4.8 %, the Swiss 2.6 % (since 2024).
 */
export const KNOWN_RATES = new Set([
  '0',
  '2.1',
  '2.5',
  '2.6',
  '3',
  '3.8',
  '4',
  '4.8',
  '5',
  '5.5',
  '6',
  '7',
  '7.7',
  '8',
  '8.1',
  '8.5',
  '9',
  '9.5',
  '10',
  '11',
  '12',
  '13',
  '13.5',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '25.5',
  '27',
]);

function normRate(v: string): string {
  return dec(v).toString();
}

function categoryOf(text: string): string | undefined {
  const m = VAT_CATEGORY_IN_PARENS.exec(text);
  const c = m?.[1] ?? m?.[2];
  if (c && ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'].includes(c)) return c;
  const m2 = VAT_CATEGORY_LABELLED.exec(text);
  if (m2?.[1]) return m2[1].toUpperCase();
  // exemption reason codes (CEF VATEX list)
  const vx = VATEX_CODE.exec(text)?.[1]?.toUpperCase();
  if (vx) {
    if (vx === 'IC') return 'K';
    if (vx === 'AE') return 'AE';
    if (vx === 'G') return 'G';
    if (vx === 'O') return 'O';
    return 'E';
  }
  // a code alone in its own column ("S   19,00 %   100,00   19,00")
  const m3 = VAT_CATEGORY_CELL.exec(text);
  if (m3?.[1]) return m3[1];
  return undefined;
}

/** Category for a zero rate from the document's wording. */
export function zeroRateCategory(docText: string): string {
  const t = docText.toLowerCase();
  if (INTRA_COMMUNITY_NOTE.test(t)) return 'K';
  if (REVERSE_CHARGE_NOTE.test(t)) return 'AE';
  // small-business exemption (Kleinunternehmer, franchise en base de TVA): exempt, category E
  if (SMALL_BUSINESS_NOTE.test(t)) return 'E';
  if (EXPORT_NOTE.test(t)) return 'G';
  if (NOT_TAXABLE_NOTE.test(t)) return 'O';
  if (EXEMPT_NOTE.test(t)) return 'E';
  return 'Z';
}

/** Rate / base / tax triples in the document (deduplicated). */
export function findVatRows(doc: Doc, mark: DecimalMark, skipLines: Set<number>): VatRow[] {
  const rows: VatRow[] = [];
  let lastVatWord = -10;
  for (const line of doc.lines) {
    if (VAT_WORD_STRICT.test(line.text)) lastVatWord = line.index;
    if (skipLines.has(line.index)) continue;
    const row = rowOf(line, mark, line.index - lastVatWord <= 4);
    if (!row) continue;
    // "Umsatzsteuer (E)" printed on a line of the row's label cell above or below the numbers
    if (!row.category) row.category = neighbourCategory(doc, line);
    const same = rows.findIndex((r) => r.rate === row.rate && r.base === row.base && r.tax === row.tax);
    if (same < 0) rows.push(row);
    else if (!rows[same]?.category && row.category) rows[same] = row;
  }
  return rows;
}

/**
 * A category code "(E)" / "Kategorie K" on the text-only lines right above or below a VAT row,
 * left of its numbers (a row label printed over several lines).
 */
function neighbourCategory(doc: Doc, line: Line): string | undefined {
  const firstNum = line.segs.find((s) => DIGIT.test(s.text))?.x ?? Number.POSITIVE_INFINITY;
  for (const dir of [-1, 1]) {
    let cur = line;
    for (let k = line.index + dir, n = 0; n < 3; k += dir, n++) {
      const l = doc.lines[k];
      if (!l || l.page !== line.page) break;
      const gap = dir < 0 ? cur.y - (l.y + l.h) : l.y - (cur.y + cur.h);
      if (gap > Math.max(cur.h, 6) * 0.8 || DECIMAL_NUMBER.test(l.text)) break;
      const text = l.segs
        .filter((s) => s.x + s.w <= firstNum)
        .map((s) => s.text)
        .join(' ');
      const m = VAT_CATEGORY_MARKED.exec(text);
      const c = m?.[1] ?? m?.[2];
      if (c) return c.toUpperCase();
      cur = l;
    }
  }
  return undefined;
}

/**
 * Whether `rate` (read from the token r) of `base` gives `tax` (to the cent): a zero rate needs a
 * VAT word on the line, or is printed as a rate ("0,00 %") in the rows under a VAT table head
 * ("Taux TVA | Prix HT | TVA"); the tax must not be the base (0 % of one amount printed twice).
 */
function taxFits(
  base: AmountToken,
  tax: AmountToken,
  rate: string,
  r: AmountToken,
  text: string,
  nearVatWord: boolean,
): boolean {
  const expect = dec(base.value).times(dec(rate)).dividedBy(100);
  if (dec(base.value).isZero() && dec(tax.value).isZero()) return false;
  if (!expect.minus(dec(tax.value)).abs().lte(dec('0.011'))) return false;
  if (rate === '0' && !VAT_WORD.test(text) && !(nearVatWord && r.percent)) return false;
  if (dec(rate).isZero() && dec(base.value).isZero()) return false;
  return dec(rate).isZero() || !dec(tax.value).abs().gte(dec(base.value).abs());
}

/** A (rate, base, tax) reading of a line, how its rate is printed (score) and how far apart base and tax stand. */
interface Fit {
  row: VatRow;
  score: number;
  dist: number;
}

/** Every (rate, base, tax) of the line's amounts that fits. */
function rowFits(line: Line, text: string, toks: AmountToken[], nearVatWord: boolean): Fit[] {
  const fits: Fit[] = [];
  const rates = toks.filter((t) => t.percent || KNOWN_RATES.has(normRate(t.value)));
  for (const r of rates) {
    const rate = normRate(r.value);
    if (!KNOWN_RATES.has(rate) && !r.percent) continue;
    if (!r.percent && !nearVatWord) continue;
    const rest = toks.filter((t) => t !== r && !t.percent);
    for (let i = 0; i < rest.length; i++) {
      for (let j = i + 1; j < rest.length; j++) {
        const a = rest[i];
        const b = rest[j];
        if (!a || !b) continue;
        for (const [base, tax] of [
          [a, b],
          [b, a],
        ] as const) {
          // (a base in brackets after the rate is the base the rate is on, no negative amount:
          // "USt. / VAT 19 % (808,70)   153,65")
          const onBase =
            base.raw.startsWith('(') && dec(base.value).isNegative() && dec(tax.value).gt(0)
              ? { ...base, value: dec(base.value).abs().toString() }
              : base;
          if (!taxFits(onBase, tax, rate, r, text, nearVatWord)) continue;
          fits.push({
            score: (r.percent ? 2 : 0) + (TWO_DECIMALS_END.test(r.raw.replace(PERCENT_SIGN_END, '')) ? 0 : 1),
            dist: Math.abs(toks.indexOf(base) - toks.indexOf(tax)),
            row: {
              rate,
              base: round(onBase.value),
              tax: round(tax.value),
              category: categoryOf(text),
              line: line.index,
              source: srcOf(line.page, {
                x: line.segs[0]?.x ?? 0,
                y: line.y,
                w: Math.max(...line.segs.map((s) => s.x + s.w)) - (line.segs[0]?.x ?? 0),
                h: line.h,
              }),
            },
          });
        }
      }
    }
  }
  return fits;
}

function rowOf(line: Line, mark: DecimalMark, nearVatWord: boolean): VatRow | undefined {
  const text = line.segs
    .map((s) => s.text)
    .join('   ')
    .replace(IBAN_GROUPS, (m) => ' '.repeat(m.length));
  const dates = findDates(text);
  const toks = findAmounts(text, mark).filter(
    (t) => !dates.some((d) => t.index >= d.index && t.index < d.index + d.raw.length),
  );
  if (toks.length < 3 && !(toks.length === 2 && toks.some((t) => t.percent))) return undefined;
  if (surchargeRow(text, toks)) return undefined;
  // every (rate, base, tax) that fits; a row whose base + tax is printed too (the gross) wins
  const fits = rowFits(line, text, toks, nearVatWord);
  const printed = new Set(toks.filter((t) => !t.percent).map((t) => round(t.value)));
  // a rate printed as a rate ("7 %", "7") beats a money-formatted number ("22,00") read as one
  // of several bases that fit ("Warenwert -2,90 | Zu-/Abschlag 0,08 | Basis -2,82 | 7 | -0,20"),
  // the one printed nearest the tax amount
  const top = Math.max(...fits.map((f) => f.score));
  const best = fits
    .filter((f) => f.score === top)
    .sort((a, b) => a.dist - b.dist)
    .map((f) => f.row);
  return best.find((f) => printed.has(round(dec(f.base).plus(dec(f.tax)).toString()))) ?? best[0];
}

/**
 * A surcharge's row ("Dieselzuschlag 14,5 % auf 46.931,50   6.805,07", "Eilzuschlag 25 % auf …"):
 * its label before the first number names a surcharge and no VAT word is on the line — the
 * percentage of the base is the charge, no VAT rate.
 */
function surchargeRow(text: string, toks: AmountToken[]): boolean {
  const label = text.slice(0, toks[0]?.index ?? text.length);
  return SURCHARGE_WORD.test(label) && !VAT_WORD_STRICT.test(text);
}

/**
 * VAT amounts printed with their rate but without a base ("zzgl. 7 % MwSt. 3,50", or a totals
 * head "MwSt 19 % | MwSt 7 %" with the amounts below): rate and tax, first per rate.
 */
export function findRateTaxes(
  doc: Doc,
  mark: DecimalMark,
  skipLines: Set<number>,
): Array<{ rate: string; tax: string; line: number }> {
  const out: Array<{ rate: string; tax: string; line: number }> = [];
  const add = (rate: string, tax: string, line: number) => {
    if (!KNOWN_RATES.has(rate) || dec(rate).isZero() || out.some((o) => o.rate === rate)) return;
    out.push({ rate, tax: round(tax), line });
  };
  const amounts = (text: string) => {
    const dates = findDates(text);
    return findAmounts(text, mark).filter(
      (t) => !dates.some((d) => t.index >= d.index && t.index < d.index + d.raw.length),
    );
  };
  for (const line of doc.lines) {
    if (skipLines.has(line.index) || !VAT_WORD_STRICT.test(line.text)) continue;
    const toks = amounts(line.segs.map((s) => s.text).join('   '));
    const pct = toks.filter((t) => t.percent);
    const num = toks.filter((t) => !t.percent);
    if (pct.length === 1 && num.length === 1 && (pct[0]?.index ?? 0) < (num[0]?.index ?? 0)) {
      add(normRate(pct[0]?.value ?? '0'), num[0]?.value ?? '0', line.index);
      continue;
    }
    // a head of several VAT columns, the amounts below
    const heads = line.segs.filter((sg) => {
      const t = amounts(sg.text);
      return VAT_WORD_STRICT.test(sg.text) && t.length === 1 && t[0]?.percent;
    });
    if (heads.length < 2 || num.length) continue;
    for (const h of heads) {
      const below = segsBelow(doc, line, h.x - 10, h.x + h.w + 10, 1)[0];
      const v = below ? amounts(below.seg.text) : [];
      const rate = amounts(h.text)[0]?.value;
      if (rate !== undefined && v.length === 1 && !v[0]?.percent)
        add(normRate(rate), v[0]?.value ?? '0', line.index);
    }
  }
  return out;
}
