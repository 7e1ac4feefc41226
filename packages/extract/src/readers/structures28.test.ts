import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { STRUCTURES28_CASES } from './structures28.cases.ts';

/** A value by its dotted path; "lines.x.y": every line's. */
function valueAt(v: unknown, path: string): unknown {
  const [head, ...rest] = path.split('.');
  if (head === 'lines' && Array.isArray((v as Record<string, unknown>).lines))
    return ((v as Record<string, unknown[]>).lines ?? []).map((l) => valueAt(l, rest.join('.')));
  const next = (v as Record<string, unknown> | undefined)?.[head ?? ''];
  return rest.length ? valueAt(next, rest.join('.')) : next;
}

describe('item structures of session 28 (cases from two layouts each)', () => {
  for (const c of STRUCTURES28_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows, 1.2)).invoice;
      for (const [path, value] of c.expect) expect(valueAt(inv, path), path).toEqual(value);
    });
});
