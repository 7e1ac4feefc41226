import { describe, expect, it } from 'vitest';
import type { ReviewMessages } from './ReviewStep.tsx';
import { visibleMessages } from './visible.ts';

const msgs: ReviewMessages = {
  byField: new Map([
    ['totals.taxInclusive', [{ level: 'error', text: 'R053', id: 'PEPPOL-EN16931-R053' }]],
    ['number', [{ level: 'error', text: 'BR-02', id: 'BR-02' }]],
  ]),
  summary: [
    { level: 'error', text: 'R053', id: 'PEPPOL-EN16931-R053', field: 'totals.taxInclusive' },
    { level: 'error', text: 'BR-02', id: 'BR-02', field: 'number' },
  ],
  errorCount: 2,
};

describe('visibleMessages', () => {
  it('an empty new invoice shows no findings before anything is typed, the count stays', () => {
    const v = visibleMessages(msgs, new Set());
    expect(v.summary).toEqual([]);
    expect(v.byField.size).toBe(0);
    expect(v.errorCount).toBe(2);
  });
  it('shows the findings of touched fields only', () => {
    const v = visibleMessages(msgs, new Set(['number']));
    expect(v.summary.map((m) => m.id)).toEqual(['BR-02']);
    expect([...v.byField.keys()]).toEqual(['number']);
  });
  it('extracted invoices and after the first attempt: everything', () => {
    expect(visibleMessages(msgs, undefined)).toBe(msgs);
  });
});
