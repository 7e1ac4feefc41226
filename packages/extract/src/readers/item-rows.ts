/**
 * The item readers' reading functions (registered in items.ts): form rows, an item table (a form
 * rendering's or the general reader's), form item blocks, labelled item blocks, and the settling
 * of the item rows.
 */
import type { Ctx } from '../extract.ts';
import { readRowsBelow } from '../form-below.ts';
import { readFormItems, readFormRows, readFormTable } from '../forms.ts';
import { consistentCount, readItemBlocks } from '../item-blocks.ts';
import { type ExtractedLine, extractLines, findHeaders } from '../table.ts';

export interface Items {
  formRows: ReturnType<typeof readFormRows>;
  tableLines: ExtractedLine[];
  docLevelRows: ExtractedLine[];
  itemLineIdx: Set<number>;
  /** the lines of items printed as labelled blocks (their labels name no totals) */
  blockLines: Set<number>;
}

/** What the item readers read before the rows are settled. */
export interface ItemReadings {
  formRows: ReturnType<typeof readFormRows>;
  /** the item table's rows (a form rendering's table, else the general table reader) */
  table?: ExtractedLine[];
  /** the table's rows, else items printed as blocks of form rows */
  formed?: ExtractedLine[];
  /** items printed as labelled blocks */
  blocks?: ExtractedLine[];
}

/** Label/value rows of a form rendering and field labels over their values, read once. */
export function readFormRowsOnce(c: Ctx): ItemReadings {
  return { formRows: [...readFormRows(c.doc), ...readRowsBelow(c.doc)] };
}

/** A form rendering's item table, else the general table reader. */
export function readItemTable(c: Ctx, r: ItemReadings): void {
  r.table = readFormTable(c.doc, c.mark) ?? extractLines(c.doc, c.mark);
}

/** Without table rows: items printed as blocks of form rows. */
export function readFormItemBlocks(c: Ctx, r: ItemReadings): void {
  const table = r.table ?? [];
  r.formed = table.length ? table : (readFormItems(c.doc, r.formRows, c.mark) ?? table);
}

/** Items printed as labelled blocks ("Label  value" pairs, one block per item). */
export function readLabelledItemBlocks(c: Ctx, r: ItemReadings): void {
  r.blocks = readItemBlocks(c.doc, c.mark);
}

/**
 * The item rows: labelled blocks win where more of them multiply out (quantity × price = net) or
 * nothing else is read, else the table's or form's rows; document-level rows apart; the lines items and headers take.
 */
export function settleItems(c: Ctx, r: ItemReadings): Items {
  const { blocks, formRows } = r;
  const formed = r.formed ?? [];
  const items = formed.filter((l) => !l.docLevel);
  // without other item rows the blocks stand even where none multiplies out (gross or
  // discounted prices, prices per 100): better than one line for the net
  const allRows =
    blocks && (consistentCount(blocks) > consistentCount(items) || !items.length) ? blocks : formed;
  const tableLines = allRows.filter((l) => !l.docLevel);
  const docLevelRows = allRows.filter((l) => l.docLevel);
  const headerLines = new Set(findHeaders(c.doc).map((h) => h.line.index));
  const itemLineIdx = new Set<number>();
  for (const h of headerLines) itemLineIdx.add(h);
  for (const l of allRows) for (const k of l.lines) itemLineIdx.add(k);
  const blockLines = new Set(allRows === blocks ? allRows.flatMap((l) => l.lines) : []);
  return { formRows, tableLines, docLevelRows, itemLineIdx, blockLines };
}
