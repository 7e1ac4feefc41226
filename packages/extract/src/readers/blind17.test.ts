import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { NUMBER_UNDER_TITLE_CASES } from './blind17.cases.ts';

describe('rules of the held-out set blind17 (cases from two layouts each)', () => {
  for (const c of NUMBER_UNDER_TITLE_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.number) expect(inv.number).toBe(c.number);
    });
});
