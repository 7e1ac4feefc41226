/**
 * Optional positions: an item printed under a heading that says it is not charged
 * ("Alternativposition:", "Provisional sum – not charged:") is shown with its price for information
 * and is no line of the invoice (its amount is in no total).
 */
import type { Doc } from '../layout.ts';
import { OPTIONAL_POSITION_HEADING } from '../lexicon/table.ts';
import type { ExtractedLine } from '../table.ts';

/** The item is printed right under an optional position's heading (or the heading is its first line). */
function optional(doc: Doc, l: ExtractedLine): boolean {
  const first = l.lines[0];
  if (first === undefined) return false;
  const own = doc.lines[first];
  const above = doc.lines[first - 1];
  const heading = (t: string | undefined) => !!t && OPTIONAL_POSITION_HEADING.test(t.trim());
  return heading(own?.text) || (!!above && above.page === own?.page && heading(above.text));
}

/** The table's lines without the optional positions (in place). */
export function dropOptionalPositions(doc: Doc, lines: ExtractedLine[]): void {
  for (let i = lines.length - 1; i >= 0; i--)
    if (optional(doc, lines[i] as ExtractedLine)) lines.splice(i, 1);
}
