import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { GROUP_SUM_CASES, UNHEADED_GROUP_CASES, UNHEADED_GROUP_GUARD } from './group-sums.cases.ts';

describe('group sums: digits in their label, groups of items without a head (cases from two layouts each)', () => {
  for (const c of [...GROUP_SUM_CASES, ...UNHEADED_GROUP_CASES, UNHEADED_GROUP_GUARD])
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
      expect(lines.map((l) => String(l.netAmount))).toEqual(c.nets);
    });
});
