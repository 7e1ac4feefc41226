import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { ROLES_GAP_CASES } from './roles-gaps.cases.ts';

describe('column roles when a row does not multiply out (cases from two layouts)', () => {
  for (const c of ROLES_GAP_CASES)
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
      expect(lines.map((l) => [l.item.name, String(l.netAmount)])).toEqual(c.lines);
    });
});
