import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { OFFER_DATE_CASES } from './blind21.cases.ts';

describe('rules of the held-out set blind21 (cases from two layouts each)', () => {
  for (const c of OFFER_DATE_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.issueDate).toBe(c.issueDate);
    });
});
