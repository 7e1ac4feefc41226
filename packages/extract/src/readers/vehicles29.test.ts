import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout, valueAtPath } from '../test-layout.ts';
import { VEHICLES29_CASES } from './vehicles29.cases.ts';

describe('vehicle workshop invoices of session 29 (cases from two layouts each)', () => {
  for (const c of VEHICLES29_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows, 1.2)).invoice;
      for (const [path, value] of c.expect) expect(valueAtPath(inv, path), path).toEqual(value);
    });
});
