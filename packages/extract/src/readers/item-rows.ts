/** The items reader's reading function: tables, labelled blocks, form tables (registered in items.ts). */
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

/** The item rows: a form rendering's table, the general table reader, else labelled item blocks. */
export function readItems(c: Ctx): Items {
  const { doc, mark } = c;
  // label/value rows of a form rendering (visualisations of e-invoices), read once
  // … and party fields printed as labels over their values under a party heading
  const formRows = [...readFormRows(doc), ...readRowsBelow(doc)];
  // a form rendering's item table, else the general reader
  const tableRows = readFormTable(doc, mark) ?? extractLines(doc, mark);
  // … else items printed as blocks of label rows
  const formed = tableRows.length ? tableRows : (readFormItems(doc, formRows, mark) ?? tableRows);
  // items printed as labelled blocks win where more of them multiply out (quantity × price = net)
  const blocks = readItemBlocks(doc, mark);
  const allRows =
    blocks && consistentCount(blocks) > consistentCount(formed.filter((l) => !l.docLevel)) ? blocks : formed;
  const tableLines = allRows.filter((l) => !l.docLevel);
  const docLevelRows = allRows.filter((l) => l.docLevel);
  const headerLines = new Set(findHeaders(doc).map((h) => h.line.index));
  const itemLineIdx = new Set<number>();
  for (const h of headerLines) itemLineIdx.add(h);
  for (const l of allRows) for (const k of l.lines) itemLineIdx.add(k);
  const blockLines = new Set(allRows === blocks ? allRows.flatMap((l) => l.lines) : []);
  return { formRows, tableLines, docLevelRows, itemLineIdx, blockLines };
}
