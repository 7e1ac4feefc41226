// Per-page <head> content, rendered with React 19's native hoisting of <title>, <meta> and <link>:
// title with site name (cut to 60 characters + "…"), description, canonical and alternate links
// (en, de, x-default → en), robots noindex, Open Graph and Twitter card tags, JSON-LD.
import { useTranslation } from 'react-i18next';
import { SITE_URL } from '../config.ts';
import { LOCALES, localizedPath } from '../lib/lang.ts';
import { pageTitle, SITE_NAME } from '../lib/title.ts';
import { BLOG_POSTS, type Lang, type PageId } from '../route-list.ts';

export type PageMetaProps = {
  lang: Lang;
  page: PageId;
  /** Path below /{lang} ('' or '/convert'). */
  rest: string;
  noindex?: boolean;
  slug?: string;
};

const ogLocale = (lang: Lang) => LOCALES[lang].replace('-', '_');

export function PageMeta({ lang, page, rest, noindex, slug }: PageMetaProps) {
  const { t } = useTranslation();
  const post = page === 'blog-post' ? BLOG_POSTS.find((p) => p.slug === slug) : undefined;
  const effective: PageId = page === 'blog-post' && !post ? 'not-found' : page;
  const base = post ? `blog.posts.${post.slug}` : `meta.${effective}`;
  const heading = t(`${base}.title`);
  const description = t(`${base}.description`);
  const title = pageTitle(heading, lang);
  const robots = noindex || effective === 'not-found';
  const url = (l: Lang) => `${SITE_URL}${localizedPath(l, rest)}`;
  const canonical = url(lang);
  const other: Lang = lang === 'en' ? 'de' : 'en';

  const graph: Record<string, unknown>[] = [
    {
      '@type': 'WebPage',
      '@id': `${canonical}#webpage`,
      url: canonical,
      name: title,
      description,
      inLanguage: LOCALES[lang],
      isPartOf: { '@type': 'WebSite', name: SITE_NAME[lang], url: `${SITE_URL}/${lang}` },
    },
  ];
  if (effective === 'landing') {
    graph.push({
      '@type': 'Organization',
      '@id': `${SITE_URL}/#organization`,
      name: SITE_NAME[lang],
      alternateName: SITE_NAME[other],
      url: `${SITE_URL}/${lang}`,
      logo: `${SITE_URL}/favicon.svg`,
    });
  }
  if (post) {
    graph.push({
      '@type': 'BlogPosting',
      headline: heading,
      description,
      inLanguage: LOCALES[lang],
      mainEntityOfPage: canonical,
      ...(post.date ? { datePublished: post.date } : {}),
      publisher: { '@type': 'Organization', name: SITE_NAME[lang] },
    });
  }
  const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(
    /</g,
    '\\u003c',
  );

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {robots ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="de" href={url('de')} />
      <link rel="alternate" hrefLang="x-default" href={url('en')} />
      <meta property="og:type" content={post ? 'article' : 'website'} />
      <meta property="og:site_name" content={SITE_NAME[lang]} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale(lang)} />
      <meta property="og:locale:alternate" content={ogLocale(other)} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <script type="application/ld+json" id="structured-data">
        {jsonLd}
      </script>
    </>
  );
}
