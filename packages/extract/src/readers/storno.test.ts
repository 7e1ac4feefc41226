import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { STORNO_CASES } from './storno.cases.ts';

describe('the type of a Stornorechnung (cases from two layouts and a guard)', () => {
  for (const c of STORNO_CASES)
    it(c.name, () => {
      expect(extractInvoice(styledLayout(c.rows)).invoice.typeCode).toBe(c.type);
    });
});
