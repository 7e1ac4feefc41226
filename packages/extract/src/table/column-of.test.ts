import { describe, expect, it } from 'vitest';
import type { Line } from '../layout.ts';
import type { Column, ColumnKind, TableHeader } from './heads.ts';
import { columnOf } from './tokens.ts';

const col = (kind: ColumnKind, x0: number, x1: number): Column => ({ kind, x0, x1, cx: (x0 + x1) / 2 });
const header = (columns: Column[]): TableHeader => ({ line: {} as Line, columns });

/**
 * Which column a cell lies in (table/tokens.ts columnOf): a column the cell truly overlaps wins over one
 * it reaches only within the 6 pt on either side of a head — a PDF's rates, right-aligned under "MwSt"
 * just after the amount head "Wert" (blind34 erp3 in PDF mode), are the rates, not amounts.
 */
describe('columnOf', () => {
  it.each([
    [
      'rate under "MwSt" 2 pt right of "Wert"',
      [col('amount', 500, 523), col('vat', 526, 548)],
      [528.6, 548],
      'vat',
    ],
    [
      'rate under "USt" 4 pt right of "Betrag"',
      [col('amount', 400, 440), col('vat', 444, 470)],
      [445, 468],
      'vat',
    ],
    [
      'an amount under its head, a rate head 3 pt after it',
      [col('amount', 500, 523), col('vat', 526, 548)],
      [490, 522],
      'amount',
    ],
    // two heads the cell truly overlaps ("VAT" | "Rate" split apart): the first one found stays
    ['"Zero-rated" over "VAT" and "Rate"', [col('vat', 440, 455), col('price', 460, 480)], [440, 490], 'vat'],
  ] as Array<[string, Column[], [number, number], ColumnKind]>)('%s', (_n, cols, [x0, x1], want) => {
    expect(columnOf(header(cols), x0, x1)?.kind).toBe(want);
  });
});
