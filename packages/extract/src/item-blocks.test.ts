import { describe, expect, it } from 'vitest';
import { extractInvoice } from './extract.ts';
import { ITEM_BLOCK_CASES } from './item-blocks.cases.ts';
import { readItemBlocks } from './item-blocks.ts';
import { itemBlockKey } from './lexicon.ts';
import { layout } from './test-layout.ts';

describe('items.blocks reader', () => {
  it.each(ITEM_BLOCK_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const doc = layout(c.rows);
    const items = readItemBlocks(doc, c.rows.some(([, , t]) => /\d\.\d{2}$/.test(t)) ? '.' : ',') ?? [];
    expect(items.map((i) => [i.id, i.name, i.quantity, i.unitCode, i.price, i.netAmount, i.vatRate])).toEqual(
      c.items,
    );
  });

  it('knows the labels in four languages', () => {
    expect(['Menge:', 'Quantity', 'Qté', 'Aantal'].map(itemBlockKey)).toEqual(['qty', 'qty', 'qty', 'qty']);
    expect(['Preis', 'Unit price', 'Prix unitaire HT', 'Stukprijs'].map(itemBlockKey)).toEqual([
      'price',
      'price',
      'price',
      'price',
    ]);
    expect(itemBlockKey('Gesamtbetrag ohne USt.')).toBeUndefined();
  });
});

describe('labelled item blocks in the whole extraction', () => {
  it('reads the visualisation items and keeps their rows out of the totals', () => {
    const c = ITEM_BLOCK_CASES[0];
    if (!c) throw new Error('no case');
    const { invoice } = extractInvoice(layout(c.rows));
    expect(invoice.lines.map((l) => [l.id, l.item.name, l.quantity, l.netAmount, l.vatRate])).toEqual([
      ['1', 'Wartung Heizungsanlage', '2.5', '200.00', '19'],
      ['2', 'Kupferrohr 22 mm', '12', '54.00', '7'],
    ]);
    expect(invoice.totals.taxExclusive).toBe('254.00');
  });
});
