import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { TITLE_MARK_CASES } from './title-mark.cases.ts';

describe('a number mark in the largest text, whatever the title word (cases from two layouts)', () => {
  for (const c of TITLE_MARK_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.number).toBe(c.number);
    });
});
