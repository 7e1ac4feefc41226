import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { type Blind19Case, NUMBER_LABEL_CASES, ORDER_LABEL_CASES, UNIT_WORD_CASES } from './blind19.cases.ts';

const read = (c: Blind19Case) => extractInvoice(styledLayout(c.rows)).invoice;

describe('rules of the held-out set blind19 (cases from two layouts or more)', () => {
  for (const c of UNIT_WORD_CASES)
    it(c.name, () => {
      expect(read(c).lines.map((l) => l.unitCode)).toEqual(c.units);
    });
  for (const c of ORDER_LABEL_CASES)
    it(c.name, () => {
      expect(read(c).purchaseOrderReference).toBe(c.orderReference);
    });
  for (const c of NUMBER_LABEL_CASES)
    it(c.name, () => {
      expect(read(c).number).toBe(c.number);
    });
});
