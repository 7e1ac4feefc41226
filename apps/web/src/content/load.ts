// Route loaders of the content pages (articles, FAQ, changelog, legal pages): the parsed Markdown
// comes from virtual:content (content-plugin.ts), one lazy chunk per file. They run at build time
// (prerender) and on client-side navigation; on the first page load the router hydrates their
// data from the prerendered HTML.
import { blogIndex, loadContent } from 'virtual:content';
import type { LoaderFunctionArgs } from 'react-router';
import { isLang } from '../lib/lang.ts';
import type { Lang, PageId } from '../route-list.ts';
import type { BlogMeta, ChangelogDoc, ContentData, Doc, FaqDoc } from './types.ts';
import { LEGAL_PAGES, type LegalPage } from './types.ts';

/** The articles of one language, newest first. */
export function articles(lang: Lang): BlogMeta[] {
  return blogIndex
    .filter((p) => p.lang === lang)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function isLegalPage(page: string): page is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(page);
}

async function blogData(lang: Lang, slug: string | undefined): Promise<ContentData | null> {
  if (!slug || !/^[a-z0-9-]+$/.test(slug)) return null;
  const doc = (await loadContent(`blog/${lang}/${slug}`)) as Doc<BlogMeta> | undefined;
  if (!doc) return null;
  const all = articles(lang);
  const related = doc.meta.related
    .map((s) => all.find((p) => p.slug === s))
    .filter((p): p is BlogMeta => p !== undefined);
  return { kind: 'blog', doc, related };
}

/** The data of a content page, or null when its file does not exist (the page then shows 404). */
export async function loadPageContent(
  page: PageId,
  lang: Lang,
  slug: string | undefined,
): Promise<ContentData | null> {
  if (page === 'blog-post') return blogData(lang, slug);
  if (page === 'faq') {
    const doc = (await loadContent(`faq/${lang}`)) as FaqDoc | undefined;
    return doc ? { kind: 'faq', doc } : null;
  }
  if (page === 'changelog') {
    const doc = (await loadContent(`changelog/${lang}`)) as ChangelogDoc | undefined;
    return doc ? { kind: 'changelog', doc } : null;
  }
  if (isLegalPage(page)) {
    const doc = (await loadContent(`legal/${lang}/${page}`)) as Doc | undefined;
    return doc ? { kind: 'legal', doc } : null;
  }
  return null;
}

export function hasContent(page: PageId): boolean {
  return page === 'blog-post' || page === 'faq' || page === 'changelog' || isLegalPage(page);
}

export function contentLoader(page: PageId) {
  return ({ params }: LoaderFunctionArgs): Promise<ContentData | null> => {
    const lang = isLang(params.lang) ? params.lang : 'en';
    return loadPageContent(page, lang, params.slug);
  };
}
