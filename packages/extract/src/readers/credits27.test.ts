import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { CREDITS27_CASES } from './credits27.cases.ts';

type Inv = ReturnType<typeof extractInvoice>['invoice'];

/** A value of the invoice by its path; "lines.vatRate": every line's. */
function valueAt(inv: Inv, path: string): unknown {
  const [head, key] = path.split('.') as [string, string | undefined];
  if (head === 'lines') return inv.lines.map((l) => (l as unknown as Record<string, unknown>)[key ?? '']);
  const v = (inv as unknown as Record<string, unknown>)[head];
  return key ? (v as Record<string, unknown> | undefined)?.[key] : v;
}

describe('credit notes and final invoices of session 27 (cases from two layouts each)', () => {
  for (const c of CREDITS27_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      for (const [path, value] of c.expect) expect(valueAt(inv, path), path).toEqual(value);
    });
});
