import { dec } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../extract.ts';
import { buildDoc, type TextItem } from '../layout.ts';
import type { Row } from '../test-layout.ts';
import { VAT_LIST_CASES } from './vat-list.cases.ts';
import { readFormVatList } from './vat-list.ts';

const items = (rows: Row[], page: number): TextItem[] =>
  rows.map(([y, x, text]) => ({ page, text, x, y, w: text.length * 5, h: 10, size: 10 }));

describe('the VAT breakdown printed as a labelled list per rate', () => {
  it.each(VAT_LIST_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const pages = [{ width: 595, height: 842 }];
    if (c.page2) pages.push({ width: 595, height: 842 });
    const doc = buildDoc([...items(c.rows, 1), ...items(c.page2 ?? [], 2)], pages);
    const rows = readFormVatList(doc, c.mark) ?? [];
    const plain = (r: string) => dec(r).toString();
    expect(rows.map((r) => [r.category, plain(r.rate), plain(r.base), plain(r.tax)])).toEqual(c.breakdown);
    // the extractor's breakdown is the list as printed
    const { invoice } = extractInvoice(doc);
    expect(
      invoice.vatBreakdown.map((b) => [
        b.categoryCode,
        plain(b.rate?.toString() ?? ''),
        plain(b.taxableAmount.toString()),
        plain(b.taxAmount.toString()),
      ]),
    ).toEqual(c.breakdown);
  });
});
