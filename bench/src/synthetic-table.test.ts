import { describe, expect, it } from 'vitest';
import { pager } from './synthetic-kit.ts';
import type { Row } from './synthetic-new.ts';
import {
  drawTable,
  drawWrappedTable,
  type TableCol,
  type TableLook,
  type WrappedLook,
} from './synthetic-table.ts';

interface Item {
  shown: string[];
  group: string;
  net: string;
  notes: string[];
}
const item = (name: string, net: string, group = '', notes: string[] = []): Item => ({
  shown: name.split('|'),
  group,
  net,
  notes,
});
const cols: TableCol<Item>[] = [
  { head: 'Pos', x: 50, cell: () => '1' },
  { head: 'Bezeichnung', x: 90, cell: () => '' },
  { head: 'Betrag', x: 545, right: true, cell: (l) => l.net },
];
const look = (o: Partial<TableLook<Item>> = {}): TableLook<Item> => ({
  nameCol: 1,
  size: 8.5,
  bottom: 700,
  nextPage: () => 70,
  money: (v) => `${v} €`,
  notes: (l) => l.notes,
  noteLess: 1.5,
  headStep: 15,
  groupRoom: 30,
  sumStep: 16,
  carry: '',
  carryX: 380,
  ...o,
});
/** The texts drawn at (page, y, x). */
const at = (rows: Row[], page: number, y: number, x: number) =>
  rows.filter((r) => r[3]?.page === page && r[0] === y && r[1] === x).map((r) => r[2]);

describe('drawTable', () => {
  it('carries the running sum to the foot of a full page and the head of the next, heads again', () => {
    const rows: Row[] = [];
    const p = pager(rows);
    const ls = [item('Erste', '10.00'), item('Zweite', '5.50'), item('Dritte', '1.00')];
    const y = drawTable(p, 100, cols, ls, look({ bottom: 140, carry: 'Übertrag' }));
    // heads at 100, rows at 115 and 127; the third (12 high from 139) passes 140
    expect(at(rows, 1, 143, 380)).toEqual(['Übertrag']);
    expect(at(rows, 1, 143, 545)).toEqual(['15.50 €']);
    expect(at(rows, 2, 70, 90)).toEqual(['Bezeichnung']);
    expect(at(rows, 2, 85, 545)).toEqual(['15.50 €']);
    expect(at(rows, 2, 101, 90)).toEqual(['Dritte']);
    expect(y).toBe(113);
  });

  it('draws group heads, group sums, the lines under a row and a second head row', () => {
    const rows: Row[] = [];
    const p = pager(rows);
    const ls = [
      item('A|a2', '2.00', 'Los 1', ['SN 1']),
      item('B', '3.00', 'Los 1'),
      item('C', '4.00', 'Los 2'),
    ];
    const o = look({
      heads2: { 2: 'EUR' },
      headStep: 24,
      groupHead: (g) => g,
      groupSum: (g) => `Summe ${g}`,
    });
    drawTable(p, 100, cols, ls, o);
    expect(at(rows, 1, 109, 545)).toEqual(['EUR']);
    expect(at(rows, 1, 126, 50)).toEqual(['Los 1']);
    expect(at(rows, 1, 140, 90)).toEqual(['A']);
    expect(at(rows, 1, 150, 90)).toEqual(['a2']);
    const note = rows.find((r) => r[2] === 'SN 1');
    expect(note?.slice(0, 2)).toEqual([161, 90]);
    expect(note?.[3]?.size).toBe(7);
    expect(at(rows, 1, 184, 90)).toEqual(['Summe Los 1']);
    expect(at(rows, 1, 184, 545)).toEqual(['5.00 €']);
    expect(rows.filter((r) => r[2] === '4.00 €').length).toBe(1);
  });
});

describe('drawWrappedTable', () => {
  const wrapped = (o: Partial<WrappedLook<Item>> = {}): WrappedLook<Item> => ({
    nameCol: 1,
    shown: (l) => l.shown.join(' '),
    wrap: 12,
    size: 9,
    headLess: 0.5,
    headStep: 16,
    under: (l) => l.notes,
    rowStep: 11,
    rowGap: 3,
    ...o,
  });

  it('wraps names, leaves out empty lines under, heads again where a new page starts', () => {
    const rows: Row[] = [];
    const p = pager(rows, 60, 160);
    const ls = [item('Beratung vor Ort', '10.00', '', ['', 'remote']), item('Wartung', '2.00')];
    drawWrappedTable(p, 100, cols, ls, wrapped({ onBreak: () => 50 }));
    expect(at(rows, 1, 116, 90)).toEqual(['Beratung vor']);
    expect(at(rows, 1, 127, 90)).toEqual(['Ort']);
    expect(at(rows, 1, 138, 90)).toEqual(['remote']);
    // the second row (14 high from 151) passes 160: page 2, heads at 50, the row at 66
    expect(at(rows, 2, 50, 90)).toEqual(['Bezeichnung']);
    expect(at(rows, 2, 66, 90)).toEqual(['Wartung']);
  });

  it('draws a heading above each group and its subtotal after it', () => {
    const rows: Row[] = [];
    const p = pager(rows);
    const ls = [
      item('A', '1.00', 'Projekt X'),
      item('B', '2.50', 'Projekt X'),
      item('C', '4.00', 'Projekt Y'),
    ];
    const groupSum = { sub: 'Zwischensumme', amountX: 545, fmt: (v: string) => v };
    const y = drawWrappedTable(p, 100, cols, ls, wrapped({ group: (l) => l.group, groupSum }));
    expect(at(rows, 1, 118, 90)).toEqual(['Projekt X']);
    expect(at(rows, 1, 160, 90)).toEqual(['Zwischensumme Projekt X']);
    expect(at(rows, 1, 160, 545)).toEqual(['3.50']);
    expect(rows.filter((r) => r[2] === 'Zwischensumme Projekt Y').map((r) => r[0])).toEqual([y - 18]);
  });
});
