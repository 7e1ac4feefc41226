import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { FOLDED_HEADS_CASES } from './folded-heads.cases.ts';

describe('column heads read without their diacritics (cases from two layouts)', () => {
  for (const c of FOLDED_HEADS_CASES)
    it(c.name, () => {
      const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
      expect(lines.map((l) => [l.item.name, l.quantity, l.price.netPrice, l.netAmount].map(String))).toEqual(
        c.items,
      );
    });
});
