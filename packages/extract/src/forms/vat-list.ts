/**
 * Form layouts, 5: the VAT breakdown printed as a labelled list per rate (readFormVatList), as the
 * official XRechnung visualisation prints it in its HTML view and its PDF:
 *   Umsatzsteuerkategorie: S
 *   Gesamtsumme        netto   113,03
 *   Umsatzsteuersatz           7.00 %
 *   Umsatzsteuerbetrag         7,91
 * one such block per rate, a block may run over a page break.
 */
import { srcOf } from '../find.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { PERCENT_ONLY } from '../lexicon/common.ts';
import { VAT_LIST_LABELS, VAT_LIST_START } from '../lexicon/forms.ts';
import { type DecimalMark, findAmounts } from '../parse/amount.ts';
import type { VatRow } from '../vat.ts';
import { normLabel } from './rows.ts';

type ListField = 'base' | 'rate' | 'tax';

/** The list's rows that follow its first line: at most this many lines. */
const MAX_ROWS = 4;

/** A row of the list: its field and value ("Gesamtsumme | netto | 113,03" → base 113.03). */
function listRow(l: Line, mark: DecimalMark): [ListField, string] | undefined {
  const first = l.segs[0];
  const last = l.segs[l.segs.length - 1];
  if (!first || !last || first === last) return undefined;
  const label = normLabel(first.text);
  const field = VAT_LIST_LABELS.find(([, re]) => re.test(label))?.[0];
  if (!field) return undefined;
  const text = last.text.trim();
  const value =
    field === 'rate'
      ? (PERCENT_ONLY.exec(text)?.[1]?.replace(',', '.') ?? findAmounts(text, mark)[0]?.value)
      : findAmounts(text, mark)[0]?.value;
  return value === undefined ? undefined : [field, value];
}

/** The block that starts at line i: its category and the three values, when all are printed. */
function listBlock(doc: Doc, i: number, mark: DecimalMark): VatRow | undefined {
  const start = doc.lines[i] as Line;
  const category = VAT_LIST_START.exec(start.text.trim())?.[1]?.toUpperCase();
  if (!category) return undefined;
  const got: Partial<Record<ListField, string>> = {};
  let source = srcOf(start.page, start.segs[0] as Seg);
  for (const l of doc.lines.slice(i + 1, i + 1 + MAX_ROWS)) {
    if (l.page > start.page + 1) break;
    const row = listRow(l, mark);
    if (!row || got[row[0]] !== undefined) break;
    got[row[0]] = row[1];
    if (row[0] === 'base') source = srcOf(l.page, l.segs[l.segs.length - 1] as Seg);
  }
  const { base, rate, tax } = got;
  if (base === undefined || rate === undefined || tax === undefined) return undefined;
  return { category, rate, base, tax, line: start.index, source };
}

/** Every complete block of the document, in print order; undefined when there is none. */
export function readFormVatList(doc: Doc, mark: DecimalMark): VatRow[] | undefined {
  const out: VatRow[] = [];
  for (let i = 0; i < doc.lines.length; i++) {
    const row = listBlock(doc, i, mark);
    if (row) out.push(row);
  }
  return out.length ? out : undefined;
}
