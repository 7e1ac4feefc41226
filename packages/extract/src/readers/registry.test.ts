import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../index.ts';
import { layout } from '../test-layout.ts';
import { type Board, need, readerList, readerRegistry } from './registry.ts';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('reader registry', () => {
  const readers = readerRegistry();

  it('is the README\'s "Approach" list, in pipeline order', () => {
    const m = /<!-- readers:start -->\n([\s\S]*?)\n<!-- readers:end -->/.exec(README);
    expect(m?.[1]).toBe(readerList());
  });

  it('finds every reader by a unique id and covers every field family of issue 19', () => {
    const ids = readers.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const families = new Set(readers.map((r) => r.family));
    for (const f of ['number', 'dates', 'references', 'terms', 'bank', 'parties', 'items', 'vat', 'totals'])
      expect(families.has(f as never), f).toBe(true);
  });

  it('runs the readers an extraction needs in order: a reader run before its inputs fails loudly', () => {
    const totals = readers.find((r) => r.id === 'totals');
    const board: Board = {};
    expect(() => totals?.read({} as never, board)).toThrow(/needs vat read first/);
    expect(() => need(undefined, 'items')).toThrow(/needs items read first/);
    expect(need(0, 'zero')).toBe(0);
  });

  it('extracts through the registry: header, parties, items and totals of one document', () => {
    const doc = layout([
      [40, 40, 'Muster GmbH · Hauptstr. 1 · 10115 Berlin'],
      [60, 40, 'Beispiel AG'],
      [72, 40, 'Hauptstraße 12'],
      [84, 40, '10115 Berlin'],
      [140, 40, 'Rechnung Nr. R-2024-17 vom 15.11.2024'],
      [200, 40, 'Pos.'],
      [200, 80, 'Bezeichnung'],
      [200, 300, 'Menge'],
      [200, 360, 'Einzelpreis'],
      [200, 460, 'Gesamt'],
      [220, 40, '1'],
      [220, 80, 'Beratung'],
      [220, 300, '2'],
      [220, 360, '50,00'],
      [220, 460, '100,00'],
      [260, 300, 'Nettobetrag'],
      [260, 460, '100,00'],
      [280, 300, 'USt 19 %'],
      [280, 460, '19,00'],
      [300, 300, 'Gesamtbetrag'],
      [300, 460, '119,00'],
    ]);
    const { invoice } = extractInvoice(doc);
    expect(invoice.number).toBe('R-2024-17');
    expect(invoice.issueDate).toBe('2024-11-15');
    expect([invoice.seller.name, invoice.buyer.name]).toEqual(['Muster GmbH', 'Beispiel AG']);
    expect(invoice.lines.map((l) => [l.item.name, l.quantity, l.netAmount])).toEqual([
      ['Beratung', '2', '100.00'],
    ]);
    expect(invoice.totals.taxInclusive).toBe('119.00');
    expect(invoice.vatBreakdown[0]?.rate).toBe('19');
  });
});
