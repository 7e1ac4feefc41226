/** Test helper: a synthetic layout from [y, x, text] rows (10 pt font, 5 pt per character, A4). */
import { buildDoc, type Doc, type TextItem } from './layout.ts';

export type Row = [number, number, string];

export function layout(rows: Row[], page = 1): Doc {
  const items: TextItem[] = rows.map(([y, x, text]) => ({
    page,
    text,
    x,
    y,
    w: text.length * 5,
    h: 10,
    size: 10,
  }));
  return buildDoc(items, [{ width: 595, height: 842 }]);
}
