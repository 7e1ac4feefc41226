import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { parsePostcodeLine } from '../parties.ts';
import { styledLayout } from '../test-layout.ts';
import { ITALIAN_CASES } from './italian.cases.ts';

describe('Italian invoice prints (cases from two layouts)', () => {
  for (const c of ITALIAN_CASES)
    it(c.name, () => {
      const inv = extractInvoice(styledLayout(c.rows)).invoice;
      const party = (p: { name?: string; address: { postalCode?: string; city?: string } }) => [
        p.name,
        p.address.postalCode,
        p.address.city,
      ];
      expect(party(inv.seller)).toEqual(c.seller);
      expect(party(inv.buyer)).toEqual(c.buyer);
      expect(inv.dueDate).toBe(c.due);
    });

  it('keeps a German town\'s brackets ("06108 Halle (Saale)")', () => {
    expect(parsePostcodeLine('06108 Halle (Saale)')?.city).toBe('Halle (Saale)');
  });
});
