/**
 * Reader `charge-list`: a statement's list of services with no column heads (a cloud provider's
 * "Detail" section) — under a heading alone on its line, per service its name with one amount at
 * the right, then indented rows "Charges  x" and "VAT  y" (other rows such as "Credits" are
 * passed over). Each service is an item of quantity 1 whose net is its "Charges" amount. Read only
 * when no item table was found.
 */
import type { Ctx } from '../extract.ts';
import { srcOf } from '../find.ts';
import type { Line, Seg } from '../layout.ts';
import { CHARGES_ROW, DETAIL_HEADING, SERVICE_NAME, VAT_ROW } from '../lexicon/charge-list.ts';
import { type DecimalMark, findAmounts } from '../parse/amount.ts';
import type { ExtractedLine } from '../table.ts';
import type { ItemReadings } from './item-rows.ts';

/** Lines passed over between two services before the list is taken as ended. */
const MAX_GAP = 4;

/** A row of a label and one amount: [label, amount], or undefined. */
function labelAmount(l: Line, mark: DecimalMark): [Seg, string] | undefined {
  if (l.segs.length !== 2) return undefined;
  const [a, b] = l.segs as [Seg, Seg];
  const amounts = findAmounts(b.text, mark);
  if (amounts.length !== 1 || findAmounts(a.text, mark).length) return undefined;
  return [a, amounts[0]?.value as string];
}

/** One service starting at line i: its name row, then indented label/amount rows with "Charges". */
function serviceAt(lines: Line[], i: number, mark: DecimalMark) {
  const head = lines[i] as Line;
  const name = labelAmount(head, mark);
  if (!name || !SERVICE_NAME.test(name[0].text.trim())) return undefined;
  let net: string | undefined;
  let vat: string | undefined;
  let j = i + 1;
  for (; j < lines.length; j++) {
    const l = lines[j] as Line;
    const row = labelAmount(l, mark);
    if (!row || l.page !== head.page || row[0].x <= name[0].x + 2) break;
    const label = row[0].text.trim();
    if (CHARGES_ROW.test(label)) net ??= row[1];
    else if (VAT_ROW.test(label)) vat ??= row[1];
  }
  if (net === undefined) return undefined;
  return {
    name: name[0].text.trim(),
    net,
    vat,
    seg: name[0],
    page: head.page,
    lines: lines.slice(i, j),
    end: j,
  };
}

/** The services listed under a "Detail" heading (none when fewer than one is printed). */
export function readChargeList(lines: Line[], mark: DecimalMark): ExtractedLine[] {
  const start = lines.findIndex((l) => l.segs.length === 1 && DETAIL_HEADING.test(l.text.trim()));
  if (start < 0) return [];
  const out: ExtractedLine[] = [];
  let gap = 0;
  for (let i = start + 1; i < lines.length && gap <= MAX_GAP; ) {
    const s = serviceAt(lines, i, mark);
    if (!s) {
      gap++;
      i++;
      continue;
    }
    gap = 0;
    out.push({
      id: String(out.length + 1),
      name: s.name,
      quantity: '1',
      unitCode: 'C62',
      price: s.net,
      netAmount: s.net,
      consistent: true,
      source: srcOf(s.page, s.seg),
      confidence: 0.7,
      lines: s.lines.map((l) => l.index),
    });
    i = s.end;
  }
  return out;
}

/** Without an item table: the services of a statement's "Detail" list are the items. */
export function readChargeListItems(c: Ctx, r: ItemReadings): void {
  if (r.table?.length) return;
  const rows = readChargeList(c.doc.lines, c.mark);
  if (rows.length) r.table = rows;
}
