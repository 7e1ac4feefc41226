// What the web build contains (dist/.pages/manifest.json, written by scripts/prerender.ts): the
// articles of the content folder it was built from (all of BLOG_SLUGS, or the test fixtures).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { concretePaths, type Lang } from '../src/route-list.ts';

export const webDist = join(import.meta.dirname, '..', 'dist');

type Manifest = { contentDir: string; pages: Record<string, unknown> };

export function builtManifest(): Manifest {
  return JSON.parse(readFileSync(join(webDist, '.pages', 'manifest.json'), 'utf8')) as Manifest;
}

/** Slugs of the built articles in one language. */
export function builtArticles(lang: Lang): string[] {
  const prefix = `/${lang}/blog/`;
  return Object.keys(builtManifest().pages)
    .filter((p) => p.startsWith(prefix))
    .map((p) => p.slice(prefix.length));
}

/** concretePaths() with the built articles in place of blog/:slug. */
export function builtPaths(lang: Lang): string[] {
  const articles = new Set(builtArticles(lang).map((s) => `blog/${s}`));
  return concretePaths().filter((p) => !p.startsWith('blog/') || articles.has(p));
}
