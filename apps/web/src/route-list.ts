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
  { path: 'thank-you', page: 'thank-you', noindex: true },
  { path: 'not-found', page: 'not-found', noindex: true },
];

/** Blog articles, newest facts from the product description (date unknown for some). */
export const BLOG_POSTS: readonly { slug: string; date?: string; minutes?: number }[] = [
  { slug: 'zugferd-vs-xrechnung', date: '2025-01-01', minutes: 10 },
  { slug: 'eu-einvoicing-2025', date: '2025-01-03', minutes: 8 },
  { slug: 'xrechnung-guide-2025', date: '2025-01-07', minutes: 8 },
  { slug: 'pdf-to-xrechnung-guide-2025', date: '2025-01-05', minutes: 12 },
  { slug: 'xrechnung-vs-zugferd-vs-pdf', date: '2025-01-08', minutes: 11 },
  { slug: 'zugferd-validators-guide', date: '2025-09-02', minutes: 8 },
  { slug: 'leitweg-id-guide', date: '2025-01-07', minutes: 7 },
  { slug: 'eu-compliant-invoices', date: '2025-02-16', minutes: 10 },
  { slug: 'zugferd-bt-fields-guide', date: '2025-01-18', minutes: 10 },
  { slug: 'e-invoice-formats-germany-2025', date: '2025-08-31', minutes: 6 },
  { slug: 'pdf-to-zugferd-free-conversion' },
  { slug: 'pdf-to-xrechnung-free-conversion' },
  { slug: 'kosit-validator-error-codes' },
  { slug: 'pdf-naar-ubl-converteren' },
];

export const BLOG_SLUGS: readonly string[] = BLOG_POSTS.map((p) => p.slug);

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
