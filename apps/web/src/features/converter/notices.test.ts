// The extractor's notices in the review step: localized texts with formatted amounts, fallbacks
// for unknown codes and old sessions, and the notices surviving the sessionStorage round trip.
import { emptyInvoice } from '@ic/einvoice';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/index.ts';
import type { ExtractNotice } from './api.ts';
import { CONVERTER_NS } from './i18n.ts';
import { formatNoticeAmount, NOTICE_FIELDS, noticeItems, noticeTexts } from './notices.ts';
import { initialState, loadState, newEntry, reducer, saveState } from './state.ts';

const tFor = (lang: 'en' | 'de') => {
  const t = i18nFor[lang].getFixedT(lang, CONVERTER_NS);
  return (k: string, o?: Record<string, unknown>) => String(t(k, o as never));
};
const nb = (s: string) => s.replace(/\s/g, ' ');

describe('notice fields', () => {
  it('link each notice about one field to that field, the others to none', () => {
    const items = noticeItems(
      {
        notices: [
          { code: 'EXTRACT_NO_NUMBER' },
          { code: 'EXTRACT_NO_LINES' },
          { code: 'EXTRACT_TOTALS_MISMATCH', params: { net: '1', vat: '2', gross: '4' } },
        ],
      },
      'en',
      'EUR',
      tFor('en'),
    );
    expect(items.map((i) => i.field)).toEqual(['number', undefined, 'totals.taxInclusive']);
    expect(items[0]?.text).toBe(
      noticeTexts({ notices: [{ code: 'EXTRACT_NO_NUMBER' }] }, 'en', 'EUR', tFor('en'))[0],
    );
  });

  it('name only fields of the review form (model paths)', () => {
    for (const path of Object.values(NOTICE_FIELDS))
      expect(path).toMatch(/^(number|issueDate|seller|buyer|totals)\b/);
  });

  it('old sessions with warnings only have no fields', () => {
    expect(noticeItems({ warnings: ['x'] }, 'de', 'EUR', tFor('de'))).toEqual([{ text: 'x' }]);
  });
});

describe('notice texts', () => {
  const notices: ExtractNotice[] = [
    { code: 'EXTRACT_NO_NUMBER' },
    { code: 'EXTRACT_LINES_SUM_MISMATCH', params: { lines: '1140.50', document: '1240.00' } },
  ];

  it('are localized with amounts formatted per locale', () => {
    expect(noticeTexts({ notices }, 'de', 'EUR', tFor('de')).map(nb)).toEqual([
      'In der PDF wurde keine Rechnungsnummer gefunden.',
      'Die Positionen ergeben zusammen 1.140,50 €, im Dokument steht 1.240 €. Einzelne Beträge wurden möglicherweise falsch gelesen.',
    ]);
    expect(noticeTexts({ notices }, 'en', 'USD', tFor('en'))[1]).toBe(
      'The line items add up to $1,140.50, but the document says $1,240. Some line amounts may have been read wrongly.',
    );
  });

  it('keep a parameter that is not an amount as it came', () => {
    const n = [{ code: 'EXTRACT_EMBEDDED_XML_UNREADABLE', params: { file: 'factur-x.xml', reason: 'x' } }];
    expect(noticeTexts({ notices: n }, 'de', 'EUR', tFor('de'))[0]).toContain('(factur-x.xml)');
  });

  it('fall back to the English warning for an unknown code, and to the warnings of an old session', () => {
    const unknown = { notices: [{ code: 'EXTRACT_SOMETHING_NEW' }], warnings: ['something new'] };
    expect(noticeTexts(unknown, 'de', 'EUR', tFor('de'))).toEqual(['something new']);
    expect(noticeTexts({ notices: [{ code: 'EXTRACT_OTHER' }] }, 'de', 'EUR', tFor('de'))).toEqual([
      'EXTRACT_OTHER',
    ]);
    expect(noticeTexts({ warnings: ['no invoice number found'] }, 'de', 'EUR', tFor('de'))).toEqual([
      'no invoice number found',
    ]);
    expect(noticeTexts({}, 'en', 'EUR', tFor('en'))).toEqual([]);
  });

  it('format odd amounts and currencies without throwing', () => {
    expect(formatNoticeAmount('not a number', 'en', 'EUR')).toBe('not a number');
    expect(nb(formatNoticeAmount('-5.5', 'de', 'EUR'))).toBe('-5,50 €');
    expect(formatNoticeAmount('12.00', 'en', 'NOT-A-CODE')).toBe('12.00');
    expect(formatNoticeAmount('12.00', 'en', '')).toBe('€12');
  });
});

describe('notices in the converter state', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    (globalThis as { sessionStorage?: unknown }).sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('are kept from the extract answer and survive a reload of the tab', () => {
    const notices = [{ code: 'EXTRACT_NO_NUMBER' }];
    let s = reducer(initialState, { type: 'add', entries: [newEntry('a', 'a.pdf', 1)] });
    const invoice = emptyInvoice();
    s = reducer(s, {
      type: 'extracted',
      id: 'a',
      invoice,
      result: {
        source: 'extracted',
        invoice,
        fields: {},
        notices,
        warnings: ['no invoice number found'],
        pages: [],
      },
    });
    expect(s.entries[0]?.notices).toEqual(notices);
    saveState('ubl', { ...s, step: 1, current: 'a' });
    const back = loadState('ubl');
    expect(back.restored).toBe(true);
    expect(back.entries[0]?.notices).toEqual(notices);
    expect(back.entries[0]?.warnings).toEqual(['no invoice number found']);
  });
});
