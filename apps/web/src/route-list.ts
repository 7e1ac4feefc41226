// The single list of the app's routes (all below /{lang}). Pure data: the router (router.tsx),
// the page metadata and the browser tests all read it. A page's file is found by its route:
// '' → pages/index.tsx, 'auth/callback' → pages/auth/callback.tsx, 'blog' → pages/blog/index.tsx,
// 'blog/:slug' → pages/blog/$slug.tsx (see pageFile()).

export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];

export type PageId =
  | 'landing'
  | 'sign-up'
  | 'sign-in'
  | 'reset-password'
  | 'update-password'
  | 'auth-callback'
  | 'convert'
  | 'pdf-to-xrechnung'
  | 'pdf-to-cii'
  | 'pdf-to-ubl'
  | 'pdf-to-zugferd'
  | 'xrechnung-to-pdf'
  | 'xrechnung-viewer'
  | 'ubl-to-cii'
  | 'profile'
  | 'imprint'
  | 'privacy-policy'
  | 'dpa'
  | 'terms-and-conditions'
  | 'money-back-guarantee'
  | 'blog'
  | 'blog-post'
  | 'changelog'
  | 'faq'
  | 'rules'
  | 'thank-you'
  | 'not-found';

export type RouteDef = {
  /** Path below /{lang}, without leading slash; '' is the landing page. */
  path: string;
  /** Key of the page's texts in the message files (meta.<page>.title etc.). */
  page: PageId;
  /** Keep search engines out (auth, account, payment result, not found). */
  noindex?: boolean;
};

export const ROUTES: readonly RouteDef[] = [
  { path: '', page: 'landing' },
  { path: 'sign-up', page: 'sign-up', noindex: true },
  { path: 'sign-in', page: 'sign-in', noindex: true },
  { path: 'auth/reset-password', page: 'reset-password', noindex: true },
  { path: 'auth/update-password', page: 'update-password', noindex: true },
  { path: 'auth/callback', page: 'auth-callback', noindex: true },
  { path: 'convert', page: 'convert' },
  { path: 'pdf-to-xrechnung', page: 'pdf-to-xrechnung' },
  { path: 'pdf-to-cii', page: 'pdf-to-cii' },
  { path: 'pdf-to-ubl', page: 'pdf-to-ubl' },
  { path: 'pdf-to-zugferd', page: 'pdf-to-zugferd' },
  { path: 'xrechnung-to-pdf', page: 'xrechnung-to-pdf' },
  { path: 'xrechnung-viewer', page: 'xrechnung-viewer' },
  { path: 'ubl-to-cii', page: 'ubl-to-cii' },
  { path: 'profile', page: 'profile', noindex: true },
  { path: 'imprint', page: 'imprint' },
  { path: 'privacy-policy', page: 'privacy-policy' },
  { path: 'dpa', page: 'dpa' },
  { path: 'terms-and-conditions', page: 'terms-and-conditions' },
  { path: 'money-back-guarantee', page: 'money-back-guarantee' },
  { path: 'blog', page: 'blog' },
  { path: 'blog/:slug', page: 'blog-post' },
  { path: 'changelog', page: 'changelog' },
  { path: 'faq', page: 'faq' },
  { path: 'rules', page: 'rules' },
  { path: 'thank-you', page: 'thank-you', noindex: true },
  { path: 'not-found', page: 'not-found', noindex: true },
];

/** The articles (content/blog/{slug}.{lang}.md, both languages each; their front matter has title, date, …). */
export const BLOG_SLUGS: readonly string[] = [
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

/** Routes an article's call to action (front matter `cta`) may point to. */
export const BLOG_CTA_PATHS: readonly string[] = [
  'pdf-to-xrechnung',
  'pdf-to-cii',
  'pdf-to-zugferd',
  'xrechnung-to-pdf',
  'xrechnung-viewer',
  'pdf-to-ubl',
  'convert',
];

/** First path segments that belong to routes: an unprefixed `/convert` is a route, `/fr` is a language. */
export const ROUTE_FIRST_SEGMENTS: ReadonlySet<string> = new Set(
  ROUTES.map((r) => r.path.split('/')[0] ?? '').filter((s) => s !== ''),
);

/** The page module a route lives in, relative to src/. */
export function pageFile(path: string): string {
  if (path === '') return './pages/index.tsx';
  if (ROUTES.some((r) => r.path !== path && r.path.startsWith(`${path}/`)))
    return `./pages/${path}/index.tsx`;
  return `./pages/${path.replace(/:(\w+)/g, '$$$1')}.tsx`;
}

/** Every concrete path below /{lang} (blog/:slug expanded to each article), e.g. for crawling tests. */
export function concretePaths(): string[] {
  const out: string[] = [];
  for (const r of ROUTES) {
    if (r.path === 'blog/:slug') for (const slug of BLOG_SLUGS) out.push(`blog/${slug}`);
    else out.push(r.path);
  }
  return out;
}
