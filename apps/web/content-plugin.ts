// Vite plugin: the Markdown files under content/ (or CONTENT_DIR) become modules at build time.
//   virtual:content          → blogIndex (every article's front matter + reading time) and
//                              loadContent(key): a lazy import of one parsed file
//   virtual:content/doc/KEY  → one parsed file (HTML, headings, FAQ groups, changelog entries)
// Keys: blog/{lang}/{slug}, faq/{lang}, changelog/{lang}, legal/{lang}/{page}.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseChangelog, parseDoc, parseFaq, readingMinutes } from './src/content/parse.ts';
import { type BlogMeta, LEGAL_PAGES } from './src/content/types.ts';
import { BLOG_CTA_PATHS } from './src/route-list.ts';

const INDEX_ID = 'virtual:content';
const DOC_PREFIX = 'virtual:content/doc/';
const LANGS = ['en', 'de'] as const;

export function contentDir(): string {
  return resolve(process.env.CONTENT_DIR ?? join(import.meta.dirname, 'content'));
}

/** Every content file that exists: key → absolute path. */
export function contentFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const blogDir = join(dir, 'blog');
  if (existsSync(blogDir)) {
    for (const name of readdirSync(blogDir).sort()) {
      const m = /^([a-z0-9-]+)\.(en|de)\.md$/.exec(name);
      if (m) files.set(`blog/${m[2]}/${m[1]}`, join(blogDir, name));
    }
  }
  for (const lang of LANGS) {
    for (const kind of ['faq', 'changelog']) {
      const file = join(dir, kind, `${lang}.md`);
      if (existsSync(file)) files.set(`${kind}/${lang}`, file);
    }
    for (const page of LEGAL_PAGES) {
      const file = join(dir, 'legal', `${page}.${lang}.md`);
      if (existsSync(file)) files.set(`legal/${lang}/${page}`, file);
    }
  }
  return files;
}

function list(value: unknown, key: string, file: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw new Error(`${file}: front matter "${key}" must be a list of strings`);
  return value as string[];
}

/** An article's front matter, checked against the contract (content file contract, issue 18). */
export function blogMeta(key: string, file: string): BlogMeta {
  const [, lang, slug] = key.split('/') as [string, 'en' | 'de', string];
  const doc = parseDoc(readFileSync(file, 'utf8'), file);
  const cta = String(doc.data.cta ?? 'convert');
  if (!BLOG_CTA_PATHS.includes(cta)) throw new Error(`${file}: cta "${cta}" is not a converter route`);
  if (!doc.meta.date || !/^\d{4}-\d{2}-\d{2}$/.test(doc.meta.date))
    throw new Error(`${file}: front matter "date" must be YYYY-MM-DD`);
  return {
    ...doc.meta,
    date: doc.meta.date,
    slug,
    lang,
    cta,
    related: list(doc.data.related, 'related', file),
    tags: list(doc.data.tags, 'tags', file),
    minutes: readingMinutes(doc.text),
  };
}

function docModule(key: string, file: string): unknown {
  const source = readFileSync(file, 'utf8');
  if (key.startsWith('faq/')) return parseFaq(source, file);
  if (key.startsWith('changelog/')) return parseChangelog(source, file);
  const { meta, html, headings } = parseDoc(source, file);
  return { meta: key.startsWith('blog/') ? blogMeta(key, file) : meta, html, headings };
}

export function contentPlugin(): Plugin {
  const dir = contentDir();
  return {
    name: 'ic-content',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(DOC_PREFIX)) return `\0${id}`;
      return null;
    },
    load: {
      filter: { id: /^\0virtual:content/ },
      handler(id) {
        const files = contentFiles(dir);
        for (const file of files.values()) this.addWatchFile(file);
        if (id === `\0${INDEX_ID}`) {
          const blogIndex = [...files].filter(([k]) => k.startsWith('blog/')).map(([k, f]) => blogMeta(k, f));
          const loaders = [...files.keys()]
            .map((k) => `  ${JSON.stringify(k)}: () => import(${JSON.stringify(DOC_PREFIX + k)}),`)
            .join('\n');
          return [
            `export const blogIndex = ${JSON.stringify(blogIndex)};`,
            `const loaders = {\n${loaders}\n};`,
            'export const contentKeys = Object.keys(loaders);',
            'export function loadContent(key) {',
            '  const load = loaders[key];',
            '  return load ? load().then((m) => m.default) : Promise.resolve(undefined);',
            '}',
          ].join('\n');
        }
        const key = id.slice(`\0${DOC_PREFIX}`.length);
        const file = files.get(key);
        if (!file) throw new Error(`content file for ${key} is missing`);
        return `export default ${JSON.stringify(docModule(key, file))};`;
      },
    },
  };
}
