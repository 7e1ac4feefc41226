// The converter's message files: same keys in en and de, no empty values, same {{variables}}.
import { describe, expect, it } from 'vitest';
import { NOTICE_CATALOG, NOTICE_CODES } from '../../../../../packages/extract/src/notices.ts';
import de from './messages.de.json' with { type: 'json' };
import en from './messages.en.json' with { type: 'json' };

function flatten(o: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// i18next plural keys: German may use the same forms; both files must have the same set.
describe('converter messages', () => {
  const e = flatten(en);
  const d = flatten(de);
  it('have the same keys', () => {
    expect(Object.keys(d).sort()).toEqual(Object.keys(e).sort());
  });
  it('have no empty values and the same variables', () => {
    for (const [k, v] of Object.entries(e)) {
      expect(v.trim(), k).not.toBe('');
      expect(d[k]?.trim(), k).not.toBe('');
      expect(vars(d[k] ?? ''), k).toEqual(vars(v));
    }
  });
  it('carry the spec texts', () => {
    expect(e['download.notice']).toBe('Download the complete XRechnung to see all data (uses 1 credit)');
    expect(e['batch.someFailed']).toBe('Some files failed to process.');
    expect(e['batch.allFailed']).toBe('All files failed to process.');
    expect(e['checks.schemeMismatch']).toBe('Please enter a valid {{type}}');
  });
});

// The extractor's notice codes (packages/extract/src/notices.ts) each have a text in both
// languages, using only parameters the extractor sends.
describe('notice texts', () => {
  const e = flatten(en);
  const d = flatten(de);
  it('exist for every code of the extractor, and for no other', () => {
    const web = Object.keys(e)
      .filter((k) => k.startsWith('notices.codes.'))
      .map((k) => k.slice('notices.codes.'.length))
      .sort();
    expect(web).toEqual([...NOTICE_CODES].sort());
    for (const code of NOTICE_CODES) {
      const params: readonly string[] = NOTICE_CATALOG[code].params;
      for (const text of [e[`notices.codes.${code}`], d[`notices.codes.${code}`]]) {
        expect(text?.trim(), code).toBeTruthy();
        for (const v of vars(text ?? '')) expect(params, `${code}: {{${v}}}`).toContain(v);
      }
    }
  });
});
