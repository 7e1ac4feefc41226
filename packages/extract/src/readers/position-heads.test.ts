import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { styledLayout } from '../test-layout.ts';
import { type Gaps18LineCase, POSITION_NAME_CASES } from './position-heads.cases.ts';

function check(c: Gaps18LineCase): void {
  const lines = extractInvoice(styledLayout(c.rows)).invoice.lines;
  expect(lines.length).toBe(c.lines.length);
  c.lines.forEach((want, i) => {
    const got = lines[i];
    if (want.name !== undefined) expect(got?.item.name).toBe(want.name);
    if (want.quantity !== undefined) expect(got?.quantity).toBe(want.quantity);
    if (want.unit !== undefined) expect(got?.unitCode).toBe(want.unit);
    if (want.net !== undefined) expect(got?.netAmount).toBe(want.net);
  });
}

describe('session 18 rules on line-item failures recurring across layouts (cases from two layouts each)', () => {
  for (const c of POSITION_NAME_CASES) it(c.name, () => check(c));
});
