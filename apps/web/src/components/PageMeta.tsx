// Per-page <head> content, rendered with React 19's native hoisting of <title>, <meta> and <link>
// (at build time into the prerendered HTML, in the browser on navigation): title with site name
// (cut to 60 characters + "…"), description, canonical and alternate links (en, de,
// x-default → en), robots noindex, Open Graph and Twitter card tags, JSON-LD.
import { useTranslation } from 'react-i18next';
import { SITE_URL } from '../config.ts';
import type { ContentData } from '../content/types.ts';
import { LOCALES, localizedPath } from '../lib/lang.ts';
import { pageTitle, SITE_NAME } from '../lib/title.ts';
import type { Lang, PageId } from '../route-list.ts';
import { structuredData } from './structured-data.ts';

export type PageMetaProps = {
  lang: Lang;
  page: PageId;
  /** Path below /{lang} ('' or '/convert'). */
  rest: string;
  noindex?: boolean;
  /** The page's content file (articles, FAQ, changelog, legal pages), when it has one. */
  content?: ContentData | null;
};

const ogLocale = (lang: Lang) => LOCALES[lang].replace('-', '_');

/** Content pages whose file is missing are 404 pages. */
function effectivePage(page: PageId, content: ContentData | null | undefined): PageId {
  const needsContent = ['blog-post', 'faq', 'changelog', 'imprint', 'privacy-policy', 'dpa'];
  const legal = ['terms-and-conditions', 'money-back-guarantee'];
  return (needsContent.includes(page) || legal.includes(page)) && !content ? 'not-found' : page;
}

export function PageMeta({ lang, page, rest, noindex, content }: PageMetaProps) {
  const { t } = useTranslation();
  const effective = effectivePage(page, content);
  const meta = content?.doc.meta;
  const heading = meta?.title ?? t(`meta.${effective}.title`);
  const description = meta?.description ?? t(`meta.${effective}.description`);
  const title = pageTitle(heading, lang);
  const robots = noindex || effective === 'not-found';
  const url = (l: Lang) => `${SITE_URL}${localizedPath(l, rest)}`;
  const canonical = url(lang);
  const other: Lang = lang === 'en' ? 'de' : 'en';
  const isArticle = content?.kind === 'blog';
  const jsonLd = JSON.stringify(
    structuredData({ lang, page: effective, canonical, title, heading, description, content, t }),
  ).replace(/</g, '\\u003c');

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {robots ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="de" href={url('de')} />
      <link rel="alternate" hrefLang="x-default" href={url('en')} />
      <meta property="og:type" content={isArticle ? 'article' : 'website'} />
      <meta property="og:site_name" content={SITE_NAME[lang]} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale(lang)} />
      <meta property="og:locale:alternate" content={ogLocale(other)} />
      {isArticle && content.doc.meta.date ? (
        <meta property="article:published_time" content={content.doc.meta.date} />
      ) : null}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <script type="application/ld+json" id="structured-data">
        {jsonLd}
      </script>
    </>
  );
}
