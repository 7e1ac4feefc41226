import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { measuredLayout, styledLayout } from '../test-layout.ts';
import { JOINED_HEADS_CASES, NET_ONLY_ROW_CASES, UNIT_WORD_CASES } from './gaps18.cases.ts';

describe('session 18 rules on line-item failures recurring across seen sets (cases from two layouts each)', () => {
  for (const c of NET_ONLY_ROW_CASES)
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
      expect(lines.map((l) => [l.item.name, l.netAmount])).toEqual(c.lines);
    });
  for (const c of UNIT_WORD_CASES)
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
      expect(lines.map((l) => [l.quantity, l.unitCode])).toEqual(c.units);
    });
  for (const c of JOINED_HEADS_CASES)
    it(c.name, () => {
      const lines = extractInvoice(measuredLayout(c.rows)).invoice.lines;
      expect(lines.map((l) => [l.item.name, l.quantity, l.netAmount])).toEqual(c.lines);
    });
});
