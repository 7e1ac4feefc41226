// The shapes of the content files (content/**.md) after the build has parsed them
// (content-plugin.ts → parse.ts). Pages receive them from their route loader.
import type { Lang } from '../route-list.ts';

export type Heading = { depth: number; text: string; id: string };

/** Front matter common to every content file. */
export type DocMeta = { title: string; description: string; date?: string; updated?: string };

export type BlogMeta = DocMeta & {
  slug: string;
  lang: Lang;
  date: string;
  cta: string;
  related: string[];
  tags: string[];
  /** Reading time in minutes, computed from the word count. */
  minutes: number;
};

/** An article, a legal page: rendered Markdown plus its headings (for the table of contents). */
export type Doc<M extends DocMeta = DocMeta> = { meta: M; html: string; headings: Heading[] };

export type FaqItem = {
  id: string;
  question: string;
  html: string /** plain text, for search */;
  text: string;
};
export type FaqGroup = { id: string; title: string; items: FaqItem[] };
export type FaqDoc = { meta: DocMeta; groups: FaqGroup[] };

export type ChangelogEntry = { id: string; date: string; title: string; html: string };
export type ChangelogDoc = { meta: DocMeta; entries: ChangelogEntry[] };

export const LEGAL_PAGES = [
  'imprint',
  'privacy-policy',
  'dpa',
  'terms-and-conditions',
  'money-back-guarantee',
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** What a content route's loader returns (the layout reads `meta` for the page's <head>). */
export type ContentData =
  | { kind: 'blog'; doc: Doc<BlogMeta>; related: BlogMeta[] }
  | { kind: 'legal'; doc: Doc }
  | { kind: 'faq'; doc: FaqDoc }
  | { kind: 'changelog'; doc: ChangelogDoc };
