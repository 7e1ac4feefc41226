import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { SERVICES27_CASES } from './services27.cases.ts';

describe('service trades of session 27 (cases from two layouts each)', () => {
  for (const c of SERVICES27_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      if (c.names) expect(inv.lines.map((l) => l.item.name)).toEqual(c.names);
      if (c.number) expect(inv.number).toBe(c.number);
    });
});
