import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc, type Doc } from '../layout.ts';
import { type StyledRow, UNSEEN_CASES } from './unseen.cases.ts';

const styled = (rows: StyledRow[]): Doc =>
  buildDoc(
    rows.map(([y, x, text, size = 10, bold]) => ({
      page: 1,
      text,
      x,
      y,
      w: (text.length * size) / 2,
      h: size,
      size,
      bold,
    })),
    [{ width: 595, height: 842 }],
  );

describe('rules of the held-out sets blind8/blind10 (cases from two layouts each)', () => {
  for (const c of UNSEEN_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styled(c.rows)).invoice;
      if (c.seller) {
        const a = inv.seller.address;
        expect({ name: inv.seller.name, street: a?.line1, postcode: a?.postalCode, city: a?.city }).toEqual(
          c.seller,
        );
      }
      if (c.lines) expect(inv.lines.map((l) => [l.item.name, l.netAmount])).toEqual(c.lines);
    });
});
