import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { UNITS21_CASES } from './units21.cases.ts';

describe('unit words of Hungarian, Romanian, Nordic and Greek invoices (cases from two layouts)', () => {
  for (const c of UNITS21_CASES)
    it(c.name, () => {
      const { lines } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(lines.map((l) => [l.quantity, l.unitCode])).toEqual(c.units);
    });
});
