/**
 * Form layouts, 5: line items printed as blocks of label rows, one block per item (readFormItems).
 */
import type { Doc } from '../layout.ts';
import { NUMBER_START, NUMBER_THEN_TEXT, SPACES_G } from '../lexicon/common.ts';
import { type ItemField, TOTALS_SECTION_WORD } from '../lexicon/forms.ts';
import { type DecimalMark, findAmounts } from '../parse/amount.ts';
import { unitCode } from '../parse/units.ts';
import type { ExtractedLine } from '../table.ts';
import { srcRow } from './fields.ts';
import { type FormRow, itemTerm, TOL } from './rows.ts';
import { rec20ByName } from './table.ts';

// ---- line items printed as forms (one block of label rows per item) ---------------------------

/** The rows at the blocks' left edge, split into blocks where a line-item term repeats. */
function itemGroups(cand: FormRow[], x0: number): FormRow[][] {
  const groups: FormRow[][] = [];
  let cur: FormRow[] = [];
  let seen = new Set<ItemField>();
  for (const r of cand) {
    if (Math.abs(r.labelSeg.x - x0) > TOL) continue;
    const f = itemTerm(r.label) as ItemField;
    if (seen.has(f)) {
      groups.push(cur);
      cur = [];
      seen = new Set();
    }
    seen.add(f);
    cur.push(r);
  }
  if (cur.length) groups.push(cur);
  return groups;
}

/** The item's id: a lone line at the block's left edge above its first row, below the previous item. */
function idAbove(doc: Doc, g: FormRow[], netRow: FormRow, x0: number, prevEnd: number): string | undefined {
  const start = Math.min(...g.map((r) => r.line));
  for (let k = start - 1; k > prevEnd && k >= start - 6; k--) {
    const l = doc.lines[k];
    const s = l?.segs[0];
    if (!l || !s || l.segs.length !== 1 || l.page !== netRow.page) continue;
    if (Math.abs(s.x - x0) > TOL || s.text === g[0]?.section) continue;
    return s.text.trim();
  }
  return undefined;
}

/** The item of one block with a net amount. */
function formItem(
  g: FormRow[],
  netRow: FormRow,
  net: string,
  id: string | undefined,
  mark: DecimalMark,
): ExtractedLine {
  const first = (f: ItemField) => g.find((r) => itemTerm(r.label) === f)?.values[0]?.text.trim();
  const qty = first('qty');
  const unit = first('unit');
  const price = first('price');
  const rate = first('rate');
  const nameRow = g.find((r) => itemTerm(r.label) === 'name');
  const quantity = qty ? findAmounts(qty, mark)[0]?.value : undefined;
  const unitText = unit ?? (qty ? NUMBER_THEN_TEXT.exec(qty)?.[1] : undefined);
  const p = price ? findAmounts(price, mark)[0]?.value : undefined;
  return {
    id,
    name: nameRow
      ? nameRow.values
          .map((v) => v.text)
          .join(' ')
          .replace(SPACES_G, ' ')
          .trim()
      : '',
    quantity,
    unitText,
    unitCode: unitText ? (unitCode(unitText) ?? rec20ByName(unitText)) : undefined,
    price: p,
    netAmount: net,
    vatRate: rate ? NUMBER_START.exec(rate)?.[1]?.replace(',', '.') : undefined,
    consistent:
      quantity !== undefined &&
      p !== undefined &&
      Math.abs(Number(quantity) * Number(p) - Number(net)) < 0.011,
    source: srcRow(netRow),
    confidence: 0.8,
    lines: g.map((r) => r.line),
  };
}

/**
 * Items printed as blocks of label rows ("Preiseinzelheiten: Menge 1, Einheit XPP, Gesamtpreis
 * (netto) 288,79 / Artikelinformationen: Bezeichnung …"): a new item starts where a line-item
 * term repeats; the item's id is the line printed alone above its first block. Only items with a
 * net amount count.
 */
export function readFormItems(doc: Doc, rows: FormRow[], mark: DecimalMark): ExtractedLine[] | undefined {
  const cand = rows
    .filter((r) => itemTerm(r.label) && !TOTALS_SECTION_WORD.test(r.section ?? ''))
    .sort((a, b) => a.line - b.line);
  if (!cand.length) return undefined;
  const x0 = Math.min(...cand.map((r) => r.labelSeg.x));
  const out: ExtractedLine[] = [];
  let prevEnd = -1;
  for (const g of itemGroups(cand, x0)) {
    const netRow = g.find((r) => itemTerm(r.label) === 'net');
    const net = netRow ? findAmounts(netRow.values[0]?.text.trim() ?? '', mark)[0]?.value : undefined;
    const end = Math.max(...g.map((r) => r.line));
    if (netRow && net !== undefined) {
      const printed = g.find((r) => itemTerm(r.label) === 'id')?.values[0]?.text.trim();
      const id = printed || (idAbove(doc, g, netRow, x0, prevEnd) ?? printed);
      out.push(formItem(g, netRow, net, id, mark));
    }
    prevEnd = end;
  }
  return out.length ? out : undefined;
}
