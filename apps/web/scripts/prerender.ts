// Build step 3 of `npm run build -w apps/web` (after the browser build and the SSR build of
// src/entry-server.tsx): every public page in both languages → complete HTML in dist/.pages/,
// plus the 404 page per language and manifest.json (pages, last-modified dates, client-only
// routes) that the server uses for routing, 404s and sitemap.xml. dist/.pages is a dot folder:
// the static file handler never serves it; the server fills its placeholders per response.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Lang = 'en' | 'de';
type RouteDef = { path: string; page: string; noindex?: boolean };
type Meta = { date?: string; updated?: string };
type SsrModule = {
  render(url: string): Promise<{ status: number; html: string }>;
  loadPageContent(
    page: string,
    lang: Lang,
    slug?: string,
  ): Promise<{ doc: { meta: Meta; entries?: Meta[] } } | null>;
  hasContent(page: string): boolean;
  LANGS: readonly Lang[];
  ROUTES: readonly RouteDef[];
  blogIndex: { slug: string; lang: Lang; date: string; updated?: string }[];
  pageFile(path: string): string;
};
type ViteManifest = Record<string, { file: string; imports?: string[] }>;

export type PageEntry = { file: string; lastmod: string };
export type PagesManifest = {
  /** The build used CONTENT_DIR (test fixtures), not content/. */
  contentDir: string;
  pages: Record<string, PageEntry>;
  /** Paths below /{lang} served as the empty app shell (sign-in, profile, …). */
  clientOnly: string[];
  notFound: Record<Lang, string>;
};

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(dist, '.pages');
const today = new Date().toISOString().slice(0, 10);

const ssr = (await import(pathToFileURL(join(root, '.ssr', 'entry-server.js')).href)) as SsrModule;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const viteManifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

/** modulepreload links for a page's chunk and what it imports, so hydration does not wait in line. */
function preloads(path: string): string {
  const key = `src/${ssr.pageFile(path).replace(/^\.\//, '')}`;
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = viteManifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return [...files]
    .filter((f) => !template.includes(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('');
}

/**
 * The rendered app → the template: the hoisted <title>/<meta>/<link> tags React emits first go
 * into <head>; the rest (starting with the JSON-LD script, which React keeps in place) into
 * #root; the router's hydration script after it.
 */
function page(lang: Lang, rendered: string, path: string): string {
  const end = rendered.indexOf('<script type="application/ld+json"');
  if (end < 0) throw new Error(`${lang}/${path}: no structured data rendered`);
  const head = rendered.slice(0, end);
  let body = rendered.slice(head.length);
  const hydration = /<script nonce="__CSP_NONCE__">[\s\S]*?<\/script>$/.exec(body)?.[0] ?? '';
  body = body.slice(0, body.length - hydration.length);
  const html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(/\s*<!--[^>]*-->\s*<title>[^<]*<\/title>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `${preloads(path)}${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${hydration}`);
  if (!html.includes(body)) throw new Error('index.html has no empty <div id="root"></div>');
  return html;
}

/**
 * The 404 page: served at any unknown address, so the browser renders it afresh (data-render=
 * "client") instead of hydrating; its head keeps only the title and robots noindex.
 */
async function notFoundPage(lang: Lang): Promise<string> {
  const { html } = await ssr.render(`http://localhost/${lang}/__not-found__`);
  const full = page(lang, html, 'not-found');
  const title = /<title>[^<]*<\/title>/.exec(full)?.[0] ?? '';
  return full
    .replace(/<title>[\s\S]*<\/head>/, `${title}<meta name="robots" content="noindex"/></head>`)
    .replace('<div id="root">', '<div id="root" data-render="client">')
    .replace(/<script type="application\/ld\+json"[\s\S]*?<\/script>/, '')
    .replace(/<script nonce="__CSP_NONCE__">[\s\S]*?<\/script>/, '');
}

function write(rel: string, html: string): void {
  const file = join(out, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

async function lastmod(def: RouteDef, lang: Lang, slug?: string): Promise<string> {
  if (!ssr.hasContent(def.page)) return today;
  const data = await ssr.loadPageContent(def.page, lang, slug);
  const meta = data?.doc.meta;
  const newest = data?.doc.entries?.[0]?.date;
  return newest ?? meta?.updated ?? meta?.date ?? today;
}

/** .br and .gz beside every compressible static file (served by @fastify/static's preCompressed). */
function precompress(dir: string): number {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (name.startsWith('.')) continue;
    if (statSync(file).isDirectory()) {
      n += precompress(file);
      continue;
    }
    if (!/\.(js|mjs|css|svg|json|txt|xml|wasm|map|ftl)$/.test(name) || statSync(file).size < 1024) continue;
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    n++;
  }
  return n;
}

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  const manifest: PagesManifest = {
    contentDir: process.env.CONTENT_DIR ?? 'content',
    pages: {},
    clientOnly: [],
    notFound: { en: 'en/404.html', de: 'de/404.html' },
  };
  const missing: string[] = [];
  for (const lang of ssr.LANGS) {
    for (const def of ssr.ROUTES) {
      if (def.noindex) {
        if (lang === 'en') manifest.clientOnly.push(def.path);
        continue;
      }
      const slugs =
        def.page === 'blog-post'
          ? ssr.blogIndex.filter((p) => p.lang === lang).map((p) => p.slug)
          : [undefined];
      for (const slug of slugs) {
        const rest = slug ? `blog/${slug}` : def.path;
        if (ssr.hasContent(def.page) && !(await ssr.loadPageContent(def.page, lang, slug))) {
          missing.push(`${lang}/${rest}`);
          continue;
        }
        const url = `/${lang}${rest ? `/${rest}` : ''}`;
        const { html } = await ssr.render(`http://localhost${url}`);
        const file = `${lang}/${rest || 'index'}.html`;
        write(file, page(lang, html, def.path));
        manifest.pages[url] = { file, lastmod: await lastmod(def, lang, slug) };
      }
    }
    write(manifest.notFound[lang], await notFoundPage(lang));
  }
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const count = Object.keys(manifest.pages).length;
  console.log(`precompressed ${precompress(dist)} static files (.br, .gz)`);
  console.log(`prerendered ${count} pages + 2 not-found pages → ${out}`);
  if (missing.length > 0)
    console.warn(`content files missing (these pages answer 404): ${missing.join(', ')}`);
}

await main();
