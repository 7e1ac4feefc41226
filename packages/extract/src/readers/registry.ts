/**
 * The reader registry: every reader of the extractor by id, in the order the pipeline runs them
 * (extractInvoice in extract.ts). A reader reads one family of fields from the document into the
 * invoice (with a confidence and source per field) and may leave what later readers need on the
 * board. The README's "Approach" lists this registry (`readerList()`; a test keeps them equal).
 */

import type { Ctx } from '../extract.ts';
import type { Candidate } from '../find.ts';
import type { Party } from '../parties.ts';
import { BANK_READERS } from './bank.ts';
import { HEADER_READERS } from './header.ts';
import type { ItemReadings, Items } from './item-rows.ts';
import { ITEM_READERS } from './items.ts';
import { PARTY_CHECK_READERS, PARTY_READERS } from './parties.ts';
import type { Adjusted, Reconciled, VatAndTotals } from './settle.ts';
import { TOTAL_READERS } from './totals.ts';

export type Family =
  | 'number'
  | 'dates'
  | 'document'
  | 'references'
  | 'terms'
  | 'parties'
  | 'bank'
  | 'items'
  | 'vat'
  | 'totals'
  | 'forms'
  | 'checks';

/** What readers leave for the readers after them. */
export interface Board {
  /** the labelled due date (dates → due-date) */
  due?: Candidate<string>;
  type?: { value: string; confidence: number };
  seller?: Party;
  buyer?: Party;
  /** what the item readers read before the rows are settled (form-rows … item-blocks → items) */
  itemReadings?: ItemReadings;
  items?: Items;
  vat?: VatAndTotals;
  adjusted?: Adjusted;
  rec?: Reconciled;
  lineSum?: string;
  computedRows?: Set<string>;
}

export interface Reader {
  id: string;
  family: Family;
  /** what it reads and how, one sentence (the README's list) */
  reads: string;
  read: (c: Ctx, b: Board) => void;
}

/** A value an earlier reader leaves on the board (a reader run out of order is a bug). */
export function need<T>(v: T | undefined, what: string): T {
  if (v === undefined) throw new Error(`extract: reader needs ${what} read first`);
  return v;
}

let registry: Reader[] | undefined;

/** All readers in pipeline order (built on first use: the reader modules import extract.ts). */
export function readerRegistry(): readonly Reader[] {
  registry ??= [
    ...HEADER_READERS,
    ...PARTY_READERS,
    ...BANK_READERS,
    ...ITEM_READERS,
    ...TOTAL_READERS,
    ...PARTY_CHECK_READERS,
  ];
  return registry;
}

/** The registry as the README's list ("1. **id** (family): what it reads"). */
export function readerList(): string {
  return readerRegistry()
    .map((r, i) => `${i + 1}. **${r.id}** (${r.family}): ${r.reads}`)
    .join('\n');
}
