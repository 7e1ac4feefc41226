import { describe, expect, it } from 'vitest';
import { BLOG_CTA_PATHS, ROUTES } from '../route-list.ts';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const enKeys = flatten(en as Tree);
const deKeys = flatten(de as Tree);

describe('message files', () => {
  it('en and de have exactly the same keys', () => {
    expect([...deKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
    expect(enKeys.size).toBeGreaterThan(100);
  });

  it('have no empty values', () => {
    for (const [lang, keys] of [
      ['en', enKeys],
      ['de', deKeys],
    ] as const) {
      const empty = [...keys].filter(([, v]) => v.trim() === '').map(([k]) => `${lang}:${k}`);
      expect(empty).toEqual([]);
    }
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of enKeys) expect(vars(deKeys.get(key) ?? ''), key).toEqual(vars(value));
  });

  it('have a title and a description for every page (articles: their front matter)', () => {
    for (const r of ROUTES) {
      if (r.page === 'blog-post') continue;
      for (const keys of [enKeys, deKeys]) {
        expect(keys.get(`meta.${r.page}.title`), r.page).toBeTruthy();
        expect(keys.get(`meta.${r.page}.description`), r.page).toBeTruthy();
      }
    }
    for (const cta of BLOG_CTA_PATHS) expect(enKeys.get(`blog.cta.${cta}`), cta).toBeTruthy();
  });

  it('differ between the languages where the text is language-specific', () => {
    expect(deKeys.get('errors.boundary')).not.toBe(enKeys.get('errors.boundary'));
    expect(enKeys.get('errors.boundary')).toBe('Something went wrong. Please try again later.');
    expect(enKeys.get('errors.refresh')).toBe('Refresh Page');
    expect(enKeys.get('errors.route')).toBe('Unexpected Application Error!');
    expect(enKeys.get('footer.changelog')).toBe('Product Updates');
    expect(deKeys.get('footer.changelog')).toBe('Produkt-Updates');
  });
});
