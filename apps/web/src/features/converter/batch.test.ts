import { emptyInvoice } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from './api.ts';
import { batchStatus, readConfidently, reviewComplete, selectable, zipChoice } from './batch.ts';
import { type Entry, newEntry, reducer, type State } from './state.ts';

const result = (confidence: number, notices = 0): ExtractResult => ({
  source: 'extracted',
  invoice: emptyInvoice(),
  fields: { number: { confidence }, issueDate: { confidence: 0.99 } },
  notices: Array.from({ length: notices }, () => ({ code: 'NO_NUMBER' })),
  warnings: [],
  pages: [],
});

/** three files through the reducer: one read, one read with doubt, one failed */
function batch(): State {
  let s: State = { step: 0, entries: [], restored: false };
  s = reducer(s, { type: 'add', entries: ['a', 'b', 'c'].map((id) => newEntry(id, `${id}.pdf`, 10)) });
  for (const id of ['a', 'b', 'c']) s = reducer(s, { type: 'start', id });
  s = reducer(s, { type: 'extracted', id: 'a', result: result(0.95), invoice: emptyInvoice() });
  s = reducer(s, { type: 'extracted', id: 'b', result: result(0.5), invoice: emptyInvoice() });
  s = reducer(s, { type: 'failed', id: 'c', error: { code: 'PDF_NO_TEXT', message: 'x' } });
  return s;
}
const get = (s: State, id: string) => s.entries.find((e) => e.id === id) as Entry;

describe('batch status (issue 20 item 4)', () => {
  it('one status per file through the lifecycle', () => {
    let s: State = { step: 0, entries: [newEntry('a', 'a.pdf', 1)], restored: false };
    expect(batchStatus(get(s, 'a'), undefined)).toBe('waiting');
    s = reducer(s, { type: 'start', id: 'a' });
    expect(batchStatus(get(s, 'a'), undefined)).toBe('processing');
    s = reducer(s, { type: 'extracted', id: 'a', result: result(0.5), invoice: emptyInvoice() });
    expect(batchStatus(get(s, 'a'), 0)).toBe('review');
    s = reducer(s, { type: 'review', id: 'a' });
    expect(get(s, 'a').reviewed).toBe(true);
    expect(batchStatus(get(s, 'a'), 2)).toBe('review');
    expect(batchStatus(get(s, 'a'), 0)).toBe('ready');
    s = reducer(s, { type: 'downloaded', ids: ['a'] });
    expect(batchStatus(get(s, 'a'), 0)).toBe('downloaded');
  });

  it('a confidently read file without errors is ready without opening; errors or doubt need the review', () => {
    const s = batch();
    expect(readConfidently(get(s, 'a'))).toBe(true);
    expect(readConfidently(get(s, 'b'))).toBe(false);
    expect(batchStatus(get(s, 'a'), 0)).toBe('ready');
    expect(batchStatus(get(s, 'a'), 1)).toBe('review');
    expect(batchStatus(get(s, 'b'), 0)).toBe('review');
    expect(batchStatus(get(s, 'c'), undefined)).toBe('error');
    // an extractor notice is doubt too
    expect(
      readConfidently({
        source: 'extracted',
        fields: { number: { confidence: 1 } },
        notices: [{ code: 'X' }],
      }),
    ).toBe(false);
    expect(readConfidently({ source: 'embedded', fields: {}, notices: [] })).toBe(true);
  });

  it('"generate invalid anyway" completes the review of an opened file with errors', () => {
    expect(reviewComplete({ acceptRisk: true, reviewed: true, fields: {} }, 3)).toBe(true);
    expect(reviewComplete({ acceptRisk: false, reviewed: true, fields: {} }, 3)).toBe(false);
    expect(reviewComplete({ acceptRisk: true, reviewed: false, fields: { n: { confidence: 0.1 } } }, 3)).toBe(
      false,
    );
  });

  it('ZIP (n) counts exactly the ticked ready files; only ready files can be ticked', () => {
    let s = batch();
    const errors: Record<string, number> = { a: 0, b: 0 };
    const statusOf = (e: Entry) => batchStatus(e, errors[e.id]);
    // every box "ticked" (the default), yet only the ready file goes into the ZIP
    expect(s.entries.every((e) => e.selected)).toBe(true);
    expect(zipChoice(s.entries, statusOf).map((e) => e.id)).toEqual(['a']);
    expect(s.entries.map((e) => selectable(statusOf(e)))).toEqual([true, false, false]);
    s = reducer(s, { type: 'review', id: 'b' });
    expect(zipChoice(s.entries, statusOf).map((e) => e.id)).toEqual(['a', 'b']);
    s = reducer(s, { type: 'select', id: 'a', selected: false });
    expect(zipChoice(s.entries, statusOf).map((e) => e.id)).toEqual(['b']);
    s = reducer(s, { type: 'downloaded', ids: ['b'] });
    expect(zipChoice(s.entries, statusOf)).toEqual([]);
  });
});
