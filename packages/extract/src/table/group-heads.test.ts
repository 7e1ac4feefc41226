import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { GROUP_HEAD_CASES } from './group-heads.cases.ts';

describe('bold group headings over a row are no part of its name (cases from two layouts)', () => {
  for (const c of GROUP_HEAD_CASES)
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows, 1.3)).invoice.lines;
      expect(lines.map((l) => l.item.name)).toEqual(c.names);
    });
});
