import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { NUMBER_CASES, TABLE_HEAD_CASES } from './blind24.cases.ts';

describe('rules of the held-out set blind24 (cases from two layouts each)', () => {
  for (const c of NUMBER_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.number).toBe(c.number);
    });
  for (const c of TABLE_HEAD_CASES)
    it(c.name, () => {
      const { lines } = extractInvoice(styledLayout(c.rows)).invoice;
      expect(lines.map((l) => [l.item.name, l.quantity, l.netAmount])).toEqual(c.lines);
    });
});
