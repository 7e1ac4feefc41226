/**
 * VAT codes per item ("A" / "B", or "1" / "2" printed in the VAT column) explained by a legend
 * under the table ("A = 19 % MwSt.    B = 7 % MwSt."): each line's rate is its code's rate. Taken
 * only when the legend names the tax and every item row carries one of its codes.
 */
import { dec } from '@ic/einvoice';
import type { Doc } from '../layout.ts';
import { AMOUNT_WITH_VAT_CODE, VAT_CODE_CELL, VAT_CODE_LEGEND, VAT_WORD_STRICT } from '../lexicon/vat.ts';
import type { ExtractedLine } from '../table.ts';

/**
 * The codes and rates of the legends printed in the document (a code named twice: no code); a
 * legend right under the last item may have been read as a line of that item.
 */
export function vatCodeLegend(doc: Doc): Map<string, string> {
  const codes = new Map<string, string>();
  const twice = new Set<string>();
  for (const line of doc.lines) {
    if (!VAT_WORD_STRICT.test(line.text)) continue;
    for (const m of line.text.matchAll(VAT_CODE_LEGEND)) {
      const [, code = '', rate = ''] = m;
      const r = dec(rate.replace(',', '.')).toString();
      if (codes.has(code) && codes.get(code) !== r) twice.add(code);
      codes.set(code, r);
    }
  }
  for (const c of twice) codes.delete(c);
  return codes;
}

/**
 * The code a line's row prints: a lone code letter right of its name (or glued to an amount:
 * "266,67 A"), or its bare VAT number.
 */
function codeOf(doc: Doc, l: ExtractedLine, codes: Map<string, string>): string | undefined {
  if (l.vatRateBare && l.vatRate !== undefined && codes.has(l.vatRate)) return l.vatRate;
  const row = doc.lines[l.lines[0] ?? -1];
  const cells = (row?.segs ?? []).slice(1).map((s) => {
    const t = s.text.trim();
    return VAT_CODE_CELL.test(t) ? t : (AMOUNT_WITH_VAT_CODE.exec(t)?.[1] ?? '');
  });
  const known = cells.filter((c) => codes.has(c));
  return known.length === 1 ? known[0] : undefined;
}

/** Lines' rates from their VAT codes (in place); true when every line had a code of the legend. */
export function ratesFromVatCodes(doc: Doc, lines: ExtractedLine[]): boolean {
  if (!lines.length) return false;
  const codes = vatCodeLegend(doc);
  if (codes.size < 1) return false;
  const found = lines.map((l) => codeOf(doc, l, codes));
  if (found.some((c) => c === undefined)) return false;
  lines.forEach((l, i) => {
    l.vatRate = codes.get(found[i] as string);
    delete l.vatRateBare;
  });
  return true;
}
