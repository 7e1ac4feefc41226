/** The item reader: tables, labelled item blocks and form tables. */
import { readItems } from './item-rows.ts';
import type { Reader } from './registry.ts';

export const ITEM_READERS: Reader[] = [
  {
    id: 'items',
    family: 'items',
    reads:
      "item rows: a table under a header of column words, items printed as labelled blocks, or a form rendering's line table",
    read: (c, b) => {
      b.items = readItems(c);
    },
  },
];
