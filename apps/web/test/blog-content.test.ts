// The blog articles (apps/web/content/blog/{slug}.{lang}.md): every article of the contract exists
// in both languages with complete front matter, at least 800 words of body, links to related
// articles and to its converter, and every internal link points at a page that exists (a route,
// an article, or a rule id of our validator on /{lang}/rules).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_RULES, ALL_XML_RULES } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BLOG_SLUGS, LANGS, ROUTES } from '../src/route-list.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'blog');

/** The 15 articles of issue 18's content contract. */
const SLUGS = [
  'zugferd-vs-xrechnung',
  'eu-einvoicing-2025',
  'xrechnung-guide-2025',
  'pdf-to-xrechnung-guide-2025',
  'xrechnung-vs-zugferd-vs-pdf',
  'zugferd-validators-guide',
  'leitweg-id-guide',
  'eu-compliant-invoices',
  'zugferd-bt-fields-guide',
  'e-invoice-formats-germany-2025',
  'pdf-to-zugferd-free-conversion',
  'pdf-to-xrechnung-free-conversion',
  'kosit-validator-error-codes',
  'pdf-naar-ubl-converteren',
  'e-invoice-validator-directory',
];

/** Dates the product description gives for some articles. */
const SPEC_DATES: Record<string, string> = {
  'zugferd-vs-xrechnung': '2025-01-01',
  'eu-einvoicing-2025': '2025-01-03',
  'pdf-to-xrechnung-guide-2025': '2025-01-05',
  'xrechnung-guide-2025': '2025-01-07',
  'xrechnung-vs-zugferd-vs-pdf': '2025-01-08',
  'leitweg-id-guide': '2025-01-07',
  'eu-compliant-invoices': '2025-02-16',
  'zugferd-bt-fields-guide': '2025-01-18',
  'e-invoice-formats-germany-2025': '2025-08-31',
  'zugferd-validators-guide': '2025-09-02',
};

const CTAS = new Set([
  'pdf-to-xrechnung',
  'pdf-to-cii',
  'pdf-to-zugferd',
  'xrechnung-to-pdf',
  'xrechnung-viewer',
  'pdf-to-ubl',
  'convert',
]);

const RULE_IDS = new Set([...ALL_RULES, ...ALL_XML_RULES].map((r) => r.id));

/** Paths below /{lang} a link may name: the app's routes, every article, and the rules reference. */
const PAGES = new Set([
  ...ROUTES.map((r) => r.path).filter((p) => !p.includes(':')),
  ...SLUGS.map((s) => `blog/${s}`),
  'rules',
]);

type Article = { slug: string; lang: string; meta: Record<string, unknown>; body: string };

function load(slug: string, lang: string): Article {
  const text = readFileSync(join(dir, `${slug}.${lang}.md`), 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${slug}.${lang}.md: no front matter`);
  return { slug, lang, meta: parse(m[1] ?? '') as Record<string, unknown>, body: m[2] ?? '' };
}

/** Words of the body without code (fenced or inline) and link targets; a word has a letter or digit. */
function words(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Internal links: [text](/en/...) → '/en/...'. */
function links(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? '');
}

function isDate(s: unknown): boolean {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  return new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
}

const articles: [string, string][] = SLUGS.flatMap((slug) =>
  LANGS.map((lang): [string, string] => [slug, lang]),
);

describe('blog content files', () => {
  it('holds exactly the 15 articles of the contract, each in both languages', () => {
    const present = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort();
    expect(present).toEqual(articles.map(([slug, lang]) => `${slug}.${lang}.md`).sort());
    // every article the app's route list names has its files
    for (const slug of BLOG_SLUGS) expect(SLUGS).toContain(slug);
  });

  it.each(articles)('%s.%s: front matter', (slug, lang) => {
    const { meta } = load(slug, lang);
    expect(typeof meta.title === 'string' && meta.title.length > 10).toBe(true);
    const description = String(meta.description ?? '');
    expect(description.length, description).toBeGreaterThanOrEqual(120);
    expect(description.length, description).toBeLessThanOrEqual(160);
    // quoted in the files, so that every YAML parser reads a string, not a timestamp
    expect(isDate(meta.date), String(meta.date)).toBe(true);
    if (SPEC_DATES[slug]) expect(meta.date).toBe(SPEC_DATES[slug]);
    if (meta.updated !== undefined) {
      expect(isDate(meta.updated)).toBe(true);
      expect(String(meta.updated) >= String(meta.date)).toBe(true);
    }
    expect(CTAS.has(String(meta.cta)), String(meta.cta)).toBe(true);
    const related = meta.related as unknown[];
    expect(Array.isArray(related) && related.length >= 2 && related.length <= 4).toBe(true);
    for (const r of related) {
      expect(SLUGS).toContain(r);
      expect(r).not.toBe(slug);
    }
    const tags = meta.tags as unknown[];
    expect(Array.isArray(tags) && tags.length > 0 && tags.every((t) => typeof t === 'string')).toBe(true);
  });

  it.each(articles)('%s.%s: body', (slug, lang) => {
    const { body, meta } = load(slug, lang);
    expect(words(body)).toBeGreaterThanOrEqual(800);
    // The page renders the title as H1: the body starts with an intro paragraph, then ##/### headings.
    const first = body.split('\n').find((l) => l.trim() !== '') ?? '';
    expect(first.startsWith('#')).toBe(false);
    expect(body).not.toMatch(/^# /m);
    expect(body).toMatch(/^## /m);
    for (const href of links(body)) {
      const m = /^\/(en|de)(?:\/([^#?]*))?(?:#(.*))?$/.exec(href);
      expect(m, `${href} has no language prefix`).not.toBeNull();
      expect(m?.[1], `${href} is in the other language`).toBe(lang);
      const path = (m?.[2] ?? '').replace(/\/$/, '');
      expect(PAGES.has(path), `${href} is not a page`).toBe(true);
      if (path === 'rules') expect(RULE_IDS.has(m?.[3] ?? ''), `${href}: unknown rule id`).toBe(true);
    }
    const blogLinks = new Set(links(body).filter((h) => h.startsWith(`/${lang}/blog/`)));
    expect(blogLinks.size, 'links to related articles').toBeGreaterThanOrEqual(2);
    for (const r of meta.related as string[])
      expect(blogLinks, `links to ${r}`).toContain(`/${lang}/blog/${r}`);
    expect(links(body), 'call to action').toContain(`/${lang}/${String(meta.cta)}`);
  });

  it.each(SLUGS)('%s.de: German number formats outside code', (slug) => {
    const prose = load(slug, 'de')
      .body.replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '');
    // 1.234,56 € — not 1,234.56 € or 19.00 €
    expect(prose).not.toMatch(/\d\.\d{2}\s?(€|EUR)/);
    expect(prose).not.toMatch(/\d,\d{3}\s?(€|EUR)/);
  });
});
