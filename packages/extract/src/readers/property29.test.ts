import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout, valueAtPath } from '../test-layout.ts';
import { PROPERTY29_CASES } from './property29.cases.ts';

describe('property and facility invoices of session 29 (cases from two layouts each)', () => {
  for (const c of PROPERTY29_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows, 1.2)).invoice;
      for (const [path, value] of c.expect) expect(valueAtPath(inv, path), path).toEqual(value);
    });
});
