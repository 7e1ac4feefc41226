import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc, type TextItem } from '../layout.ts';
import { ITEM_SECTION_CASES } from './item-sections.cases.ts';

describe('labelled item blocks whose line amount carries a totals term', () => {
  it.each(ITEM_SECTION_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const items: TextItem[] = c.pages.flatMap((rows, p) =>
      rows.map(([y, x, text, bold]) => ({
        page: p + 1,
        text,
        x,
        y,
        w: text.length * 4.5,
        h: 9,
        size: 9,
        bold,
      })),
    );
    const doc = buildDoc(
      items,
      c.pages.map(() => ({ width: 595, height: 842 })),
    );
    expect(extractInvoice(doc).invoice.totals.taxExclusive).toBe(c.taxExclusive);
  });
});
