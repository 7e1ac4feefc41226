// JSON-LD of a page (schema.org @graph): WebPage always; Organization and SoftwareApplication on
// the landing and converter pages; BlogPosting on articles; FAQPage on the FAQ; BreadcrumbList
// below the landing page.
import type { TFunction } from 'i18next';
import { SITE_URL } from '../config.ts';
import type { ContentData } from '../content/types.ts';
import { LOCALES } from '../lib/lang.ts';
import { SITE_NAME } from '../lib/title.ts';
import type { Lang, PageId } from '../route-list.ts';

type Input = {
  lang: Lang;
  page: PageId;
  canonical: string;
  title: string;
  heading: string;
  description: string;
  content: ContentData | null | undefined;
  t: TFunction;
};

type Node = Record<string, unknown>;

const APP_PAGES: readonly PageId[] = [
  'landing',
  'convert',
  'pdf-to-xrechnung',
  'pdf-to-cii',
  'pdf-to-ubl',
  'pdf-to-zugferd',
  'xrechnung-to-pdf',
  'xrechnung-viewer',
  'ubl-to-cii',
];

function breadcrumbs({ lang, page, canonical, heading, t }: Input): Node | null {
  if (page === 'landing' || page === 'not-found') return null;
  const items: { name: string; item: string }[] = [{ name: t('common.home'), item: `${SITE_URL}/${lang}` }];
  if (page === 'blog-post') items.push({ name: t('footer.blog'), item: `${SITE_URL}/${lang}/blog` });
  items.push({ name: heading, item: canonical });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, ...it })),
  };
}

function contentNodes({ lang, canonical, heading, description, content }: Input): Node[] {
  if (content?.kind === 'blog') {
    const m = content.doc.meta;
    return [
      {
        '@type': 'BlogPosting',
        headline: heading,
        description,
        inLanguage: LOCALES[lang],
        mainEntityOfPage: canonical,
        datePublished: m.date,
        dateModified: m.updated ?? m.date,
        keywords: m.tags.join(', '),
        author: { '@id': `${SITE_URL}/#organization` },
        publisher: { '@id': `${SITE_URL}/#organization` },
      },
    ];
  }
  if (content?.kind === 'faq') {
    return [
      {
        '@type': 'FAQPage',
        inLanguage: LOCALES[lang],
        mainEntity: content.doc.groups.flatMap((g) =>
          g.items.map((q) => ({
            '@type': 'Question',
            name: q.question,
            acceptedAnswer: { '@type': 'Answer', text: q.text },
          })),
        ),
      },
    ];
  }
  return [];
}

export function structuredData(input: Input): Node {
  const { lang, page, canonical, title, description } = input;
  const other: Lang = lang === 'en' ? 'de' : 'en';
  const graph: Node[] = [
    {
      '@type': 'WebPage',
      '@id': `${canonical}#webpage`,
      url: canonical,
      name: title,
      description,
      inLanguage: LOCALES[lang],
      isPartOf: { '@type': 'WebSite', name: SITE_NAME[lang], url: `${SITE_URL}/${lang}` },
    },
    {
      '@type': 'Organization',
      '@id': `${SITE_URL}/#organization`,
      name: SITE_NAME[lang],
      alternateName: SITE_NAME[other],
      url: `${SITE_URL}/${lang}`,
      logo: `${SITE_URL}/favicon.svg`,
    },
  ];
  if (APP_PAGES.includes(page)) {
    graph.push({
      '@type': 'SoftwareApplication',
      name: SITE_NAME[lang],
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      url: canonical,
      inLanguage: LOCALES[lang],
      description,
      publisher: { '@id': `${SITE_URL}/#organization` },
    });
  }
  graph.push(...contentNodes(input));
  const crumbs = breadcrumbs(input);
  if (crumbs) graph.push(crumbs);
  return { '@context': 'https://schema.org', '@graph': graph };
}
