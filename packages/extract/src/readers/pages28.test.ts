import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout, valueAtPath } from '../test-layout.ts';
import { PAGES28_CASES } from './pages28.cases.ts';

describe('page geometry and reading order of session 28 (cases from two layouts each)', () => {
  for (const c of PAGES28_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows, 1.2)).invoice;
      for (const [path, value] of c.expect) expect(valueAtPath(inv, path), path).toEqual(value);
    });
});
