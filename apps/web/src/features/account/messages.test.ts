// The account pages' message files: same keys in en and de, no empty values, same {{variables}}.
import { describe, expect, it } from 'vitest';
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
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('account messages', () => {
  const e = flatten(en);
  const d = flatten(de);
  it('have the same keys', () => {
    expect(Object.keys(d).sort()).toEqual(Object.keys(e).sort());
  });
  it('have no empty values and the same variables and links', () => {
    for (const [k, v] of Object.entries(e)) {
      expect(v.trim(), k).not.toBe('');
      expect(d[k]?.trim(), k).not.toBe('');
      expect(vars(d[k] ?? ''), k).toEqual(vars(v));
    }
  });
  it('name every ledger reason of the API', () => {
    for (const r of ['signup-bonus', 'download', 'purchase', 'refund', 'admin-grant'])
      expect(e[`profile.reasons.${r}`], r).toBeTruthy();
  });
  it('carry the spec texts', () => {
    expect(e['gate.upgradeTitle']).toBe('Upgrade Required');
    expect(e['reset.tooMany']).toMatch(/too many requests/i);
  });
});
