import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc } from '../layout.ts';
import { TITLE_WORD_CASES } from './title-word.cases.ts';

describe('a document title over an address block is no party name', () => {
  for (const c of TITLE_WORD_CASES)
    it(c.name, () => {
      const doc = buildDoc(
        c.rows.map(([y, x, text, size = 10, bold]) => ({
          page: 1,
          text,
          x,
          y,
          w: (text.length * size) / 2,
          h: Math.round(size * 1.2),
          size,
          bold,
        })),
        [{ width: 595, height: 842 }],
      );
      const inv = extractInvoice(doc).invoice;
      expect([inv.seller.name, inv.buyer.name]).toEqual([c.seller, c.buyer]);
    });
});
