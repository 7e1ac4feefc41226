import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { TITLE_WORD_CASES } from './title-word.cases.ts';

describe('a document title over an address block is no party name', () => {
  for (const c of TITLE_WORD_CASES)
    it(c.name, () => {
      const doc = styledLayout(c.rows, 1.2);
      const inv = extractInvoice(doc).invoice;
      expect([inv.seller.name, inv.buyer.name]).toEqual([c.seller, c.buyer]);
    });
});
