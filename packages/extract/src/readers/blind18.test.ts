import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { measuredLayout, styledLayout } from '../test-layout.ts';
import {
  JOINED_POS_HEAD_CASES,
  NUMBER_LABEL_CASES,
  PERCENT_IN_NAME_CASES,
  WRAPPED_NAME_BESIDE_LABELS_CASES,
} from './blind18.cases.ts';

describe('rules of the held-out set blind18 (cases from two layouts each)', () => {
  for (const c of PERCENT_IN_NAME_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.rates) expect(inv.lines.map((l) => l.vatRate)).toEqual(c.rates);
    });
  for (const c of JOINED_POS_HEAD_CASES)
    it(c.name, () => {
      const inv = extractInvoice(measuredLayout(c.rows)).invoice;
      expect(inv.lines.map((l) => l.item.name)).toEqual(c.names);
    });
  for (const c of WRAPPED_NAME_BESIDE_LABELS_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.buyer.name).toBe(c.buyer);
    });
  for (const c of NUMBER_LABEL_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.number).toBe(c.number);
    });
});
