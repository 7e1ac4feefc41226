/**
 * Line-item tables: a header row names the columns (Pos., Beschreibung, Menge, Einheit,
 * Einzelpreis, MwSt, Betrag / Description, Qty, Unit price, VAT, Amount / Désignation, Qté, P.U.,
 * Montant HT …); rows below it are grouped into items (a new item starts at a line carrying two or
 * more numbers; lines with text only continue the item above). Within an item the arithmetic
 * quantity × unit price = line net decides which number is which when columns are ambiguous.
 */
export { RATE_ONLY } from './lexicon/table.ts';
export {
  type Column,
  type ColumnKind,
  type ExtractedLine,
  findHeaders,
  type TableHeader,
} from './table/heads.ts';
export { nestSubLines } from './table/nest.ts';
export { groupRows } from './table/rows.ts';
export { extractLines } from './table/scan.ts';
export { headCell, totalsHeader, totalsHeadRow, unheadedLines } from './table/unheaded.ts';
