/**
 * VAT codes per item ("A" / "B", or "1" / "2" printed in the VAT column) explained by a legend
 * under the table ("A = 19 % MwSt.    B = 7 % MwSt."): each line's rate is its code's rate. Taken
 * only when the legend names the tax and every item row carries one of its codes.
 */
import { dec } from '@ic/einvoice';
import type { Doc } from '../layout.ts';
import {
  AMOUNT_WITH_STAR,
  AMOUNT_WITH_VAT_CODE,
  DIGIT_CODE,
  OTHER_LINES_RATE,
  OUT_OF_SCOPE_WORDS,
  STAR_LEGEND,
  VAT_CODE_CELL,
  VAT_CODE_DIGIT_OR_STAR,
  VAT_CODE_LEGEND,
  VAT_CODE_ZERO_LEGEND,
  VAT_TABLE_CODE_ROW,
  VAT_WORD_STRICT,
  ZERO_RATED_WORDS,
} from '../lexicon/vat.ts';
import type { ExtractedLine } from '../table.ts';

/**
 * The codes and rates of the legends printed in the document (a code named twice: no code); a
 * legend right under the last item may have been read as a line of that item. A star legend
 * ("* = 9 % btw, overige regels 21 % btw") gives the code "*", and the rate of the unmarked lines
 * (when it names it) the code "".
 */
export function vatCodeLegend(doc: Doc): Map<string, string> {
  const codes = new Map<string, string>();
  const twice = new Set<string>();
  const put = (code: string, rate: string) => {
    const r = dec(rate.replace(',', '.')).toString();
    if (codes.has(code) && codes.get(code) !== r) twice.add(code);
    codes.set(code, r);
  };
  for (const line of doc.lines) {
    const star = STAR_LEGEND.exec(line.text.trim());
    if (star) {
      put('*', star[1] ?? '');
      const other = OTHER_LINES_RATE.exec(line.text);
      if (other) put('', other[1] ?? '');
    }
    const row = VAT_TABLE_CODE_ROW.exec(line.text.trim());
    if (row && underVatHead(doc, line.index)) put(row[1] ?? '', row[2] ?? '');
    if (!VAT_WORD_STRICT.test(line.text)) continue;
    for (const m of line.text.matchAll(VAT_CODE_LEGEND)) put(m[1] ?? '', m[2] ?? '');
    for (const m of line.text.matchAll(VAT_CODE_ZERO_LEGEND)) put(m[1] ?? '', '0');
  }
  for (const c of twice) codes.delete(c);
  return codes;
}

/**
 * The categories of the legend's codes that name an exemption (E), a sum outside the tax (O) or a
 * zero rate (Z) instead of a rate ("B = steuerfrei nach § 4 Nr. 3 UStG", "C = durchlaufender Posten").
 */
function vatCodeCategories(doc: Doc): Map<string, string> {
  const cats = new Map<string, string>();
  for (const line of doc.lines) {
    if (!VAT_WORD_STRICT.test(line.text)) continue;
    for (const m of line.text.matchAll(VAT_CODE_ZERO_LEGEND)) {
      const w = m[2] ?? '';
      cats.set(m[1] ?? '', OUT_OF_SCOPE_WORDS.test(w) ? 'O' : ZERO_RATED_WORDS.test(w) ? 'Z' : 'E');
    }
  }
  return cats;
}

/** A VAT word on one of the three lines above line `k` (the head of a receipt's VAT table). */
function underVatHead(doc: Doc, k: number): boolean {
  return doc.lines.slice(Math.max(0, k - 3), k).some((l) => VAT_WORD_STRICT.test(l.text));
}

/** The VAT code a cell prints: a lone letter, digit or star, or one glued to an amount ("266,67 A", "511,52 *"). */
function cellCode(t: string): string | undefined {
  if (VAT_CODE_CELL.test(t) || VAT_CODE_DIGIT_OR_STAR.test(t)) return t;
  const glued = AMOUNT_WITH_VAT_CODE.exec(t);
  return glued?.[1] ?? glued?.[2] ?? AMOUNT_WITH_STAR.exec(t)?.[1];
}

/**
 * The code a line's rows print (a code of the legend in a cell of its own or glued to an amount;
 * a digit that is also the line's quantity or position counts only when no other code is there;
 * of two codes the rightmost cell's),
 * or its bare VAT number; "" for a line without the star of a star legend that names the rate of
 * the other lines.
 */
function codeOf(doc: Doc, l: ExtractedLine, codes: Map<string, string>): string | undefined {
  if (l.vatRateBare && l.vatRate !== undefined && codes.has(l.vatRate)) return l.vatRate;
  // (digits in cells of their own only under a legend of two digit codes or more: "Rabatt 1: 2 %"
  // beside a tax word is no legend of the table's digits)
  const digits = [...codes.keys()].filter((k) => DIGIT_CODE.test(k)).length >= 2;
  const cells = l.lines.flatMap((i) =>
    (doc.lines[i]?.segs ?? []).slice(1).flatMap((s) => {
      const c = cellCode(s.text.trim());
      const ok = c !== undefined && c !== '' && codes.has(c) && (digits || !DIGIT_CODE.test(c));
      return ok ? [{ code: c, x: s.x }] : [];
    }),
  );
  let known = [...new Set(cells.map((c) => c.code))];
  if (known.length > 1) known = known.filter((c) => c !== l.quantity && c !== l.id);
  // (still two: the rightmost cell's, a price unit "1" stands left of the code column: "je | Gesamt SK")
  if (known.length > 1) {
    const left = cells.filter((c) => known.includes(c.code));
    known = [left.reduce((a, b) => (b.x > a.x ? b : a)).code];
  }
  if (known.length === 1) return known[0];
  return !known.length && codes.has('*') && codes.has('') ? '' : undefined;
}

/**
 * Lines' rates from their VAT codes (in place); true when every line had a code of the legend.
 * With a star legend that names no rate for the other lines, the starred lines take its rate and
 * the others stay open (settled by the rates' bases).
 */
export function ratesFromVatCodes(doc: Doc, lines: ExtractedLine[]): boolean {
  if (!lines.length) return false;
  const codes = vatCodeLegend(doc);
  if (codes.size < 1) return false;
  const found = lines.map((l) => codeOf(doc, l, codes));
  const starOnly = codes.has('*') && !codes.has('') && found.some((c) => c === '*');
  if (found.some((c) => c === undefined) && !starOnly) return false;
  const cats = vatCodeCategories(doc);
  lines.forEach((l, i) => {
    const code = found[i];
    if (code === undefined) return;
    l.vatRate = codes.get(code);
    const cat = cats.get(code);
    if (cat) l.vatCategory = cat;
    delete l.vatRateBare;
  });
  return true;
}
