/** Helpers about invoice lines and XRechnung Extension sub-lines. */
import type { Invoice, InvoiceLine } from './invoice.ts';
import { add, decEquals } from './money.ts';

export function hasSubLines(inv: Invoice): boolean {
  return inv.lines.some((l) => l.subLines.length > 0);
}

/** Every line, sub-lines included, depth-first in document order. */
export function allLines(lines: InvoiceLine[]): InvoiceLine[] {
  return lines.flatMap((l) => [l, ...allLines(l.subLines)]);
}

/**
 * True when BT-106 counts only the top-level lines (UBL SubInvoiceLine semantics) rather than
 * every line item (CII semantics, where BR-CO-10 sums all line items, sub-lines included).
 */
export function totalsCountTopLevelLinesOnly(inv: Invoice): boolean {
  if (!hasSubLines(inv)) return true;
  const top = add(...inv.lines.map((l) => l.netAmount)).toFixed(2);
  const all = add(...allLines(inv.lines).map((l) => l.netAmount)).toFixed(2);
  return decEquals(top, inv.totals.lineNetTotal) && !decEquals(all, inv.totals.lineNetTotal);
}
