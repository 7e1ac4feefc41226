// The prerendered pages of the web app (apps/web/scripts/prerender.ts → WEB_DIST/.pages): loaded
// once at start-up with the public URL and the operator's data filled in; per response only the
// CSP nonce is set. Also: the language redirect of unprefixed paths, sitemap.xml and robots.txt.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { OPERATOR_FIELDS, type OperatorField } from './config.ts';

export type Lang = 'en' | 'de';
export const LANGS: readonly Lang[] = ['en', 'de'];
/** The cookie the web app's language switch sets. */
export const LANG_COOKIE = 'lang';

/** Tokens the prerendered HTML carries (see apps/web: config.ts, entry-server.tsx). */
const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** WEB_DIST/.pages/manifest.json as scripts/prerender.ts writes it. */
export type PagesManifest = {
  contentDir: string;
  pages: Record<string, { file: string; lastmod: string }>;
  clientOnly: string[];
  notFound: Record<Lang, string>;
};

export type SiteOptions = {
  webDist: string;
  publicUrl: string;
  supportEmail: string;
  operator: Partial<Record<OperatorField, string>>;
};

export type Site = {
  manifest: PagesManifest | null;
  /** `/de/faq` → HTML (nonce placeholder still in it). */
  pages: Map<string, string>;
  notFound: Record<Lang, string>;
  /** The empty app shell per language, for client-only routes (sign-in, profile, …). */
  shell: Record<Lang, string>;
  /** First path segments of the app's routes (`/convert` is a route, `/fr` a language). */
  routeSegments: Set<string>;
  publicUrl: string;
};

const UNSET: Record<OperatorField | 'supportEmail', Record<Lang, string>> = {
  name: { en: 'operator name', de: 'Name des Betreibers' },
  legalForm: { en: 'legal form', de: 'Rechtsform' },
  representative: { en: 'representative', de: 'Vertretungsberechtigte Person' },
  address: { en: 'address', de: 'Anschrift' },
  email: { en: 'e-mail address', de: 'E-Mail-Adresse' },
  phone: { en: 'phone number', de: 'Telefonnummer' },
  register: { en: 'commercial register', de: 'Handelsregister' },
  vatId: { en: 'VAT id', de: 'USt-IdNr.' },
  supportEmail: { en: 'support e-mail address', de: 'Support-E-Mail-Adresse' },
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `{{operator.name}}` → HTML for one language: the configured value, or a marked placeholder. */
export function operatorPlaceholders(options: SiteOptions, lang: Lang): Record<string, string> {
  const values: Record<string, string | undefined> = {
    ...options.operator,
    supportEmail: options.supportEmail,
  };
  const out: Record<string, string> = {};
  for (const field of [...OPERATOR_FIELDS, 'supportEmail'] as const) {
    const value = values[field];
    let html: string;
    if (!value) {
      const what = UNSET[field][lang];
      html = `<mark class="placeholder">[${lang === 'de' ? `${what} nicht konfiguriert` : `${what} not configured`}]</mark>`;
    } else if (field === 'email' || field === 'supportEmail') {
      html = `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
    } else {
      html = escapeHtml(value).replace(/\n/g, '<br>');
    }
    out[`operator.${field}`] = html;
  }
  return out;
}

/** Fills `{{key}}` outside <script> elements (the app fills its own copy from #site-data). */
export function fillPlaceholders(html: string, values: Record<string, string>): string {
  return html
    .split(/(<script[\s\S]*?<\/script>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/\{\{\s*([a-zA-Z.]+)\s*\}\}/g, (all, key: string) => values[key] ?? all),
    )
    .join('');
}

function prepare(html: string, lang: Lang, options: SiteOptions): string {
  const placeholders = operatorPlaceholders(options, lang);
  const siteData = JSON.stringify({ placeholders }).replace(/</g, '\\u003c');
  return fillPlaceholders(html, placeholders)
    .replaceAll(SITE_ORIGIN_PLACEHOLDER, options.publicUrl)
    .replace('</head>', `<script type="application/json" id="site-data">${siteData}</script></head>`);
}

export function loadSite(options: SiteOptions): Site {
  const dir = join(options.webDist, '.pages');
  const manifestFile = join(dir, 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest)
    : null;
  const template = readFileSync(join(options.webDist, 'index.html'), 'utf8');
  const shellFor = (lang: Lang) =>
    prepare(template.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`), lang, options);
  const shell = { en: shellFor('en'), de: shellFor('de') };
  const pages = new Map<string, string>();
  const routeSegments = new Set<string>();
  let notFound = shell;
  if (manifest) {
    for (const [path, entry] of Object.entries(manifest.pages)) {
      const lang = path.startsWith('/de') ? 'de' : 'en';
      pages.set(path, prepare(readFileSync(join(dir, entry.file), 'utf8'), lang, options));
    }
    notFound = {
      en: prepare(readFileSync(join(dir, manifest.notFound.en), 'utf8'), 'en', options),
      de: prepare(readFileSync(join(dir, manifest.notFound.de), 'utf8'), 'de', options),
    };
    for (const path of [...Object.keys(manifest.pages), ...manifest.clientOnly.map((p) => `/en/${p}`)]) {
      const segment = path.split('/')[2];
      if (segment) routeSegments.add(segment);
    }
  }
  return { manifest, pages, notFound, shell, routeSegments, publicUrl: options.publicUrl };
}

const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce of one response (created on first use: by helmet's header, then by the page). */
export function cspNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

export function withNonce(html: string, res: ServerResponse): string {
  return html.replaceAll(NONCE_PLACEHOLDER, cspNonce(res));
}

function cookieLang(header: string | undefined): Lang | null {
  const m = /(?:^|;\s*)lang=(en|de)(?:;|$)/.exec(header ?? '');
  return m ? (m[1] as Lang) : null;
}

/** en or de from Accept-Language (by q-value; other languages ignored), else en. */
export function acceptLanguage(header: string | undefined): Lang {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { lang: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((e) => (e.lang === 'en' || e.lang === 'de') && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.lang as Lang | undefined) ?? 'en';
}

export function preferredLang(request: FastifyRequest): Lang {
  return cookieLang(request.headers.cookie) ?? acceptLanguage(request.headers['accept-language']);
}

const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z0-9]{2,8})?$/i;

/**
 * Where a path without `/en` or `/de` in front goes, or null when it has one:
 * `/` and `/convert` → `/{lang}/…`; a segment that looks like another language (`/fr/faq`) → `/en/faq`.
 */
export function redirectTarget(site: Site, path: string, search: string, lang: Lang): string | null {
  const segments = path.split('/');
  const first = segments[1] ?? '';
  if (first === 'en' || first === 'de') return null;
  if (first === '') return `/${lang}${search}`;
  if (!site.routeSegments.has(first) && LANGUAGE_TAG.test(first)) {
    const rest = segments.slice(2).join('/');
    return `/en${rest ? `/${rest}` : ''}${search}`;
  }
  return `/${lang}${path}${search}`;
}

/** The page for `/{lang}/…`: prerendered, the app shell (client-only routes), or the 404 page. */
export function pageFor(site: Site, path: string): { status: number; html: string } {
  const clean = path.length > 3 ? path.replace(/\/+$/, '') : path;
  const lang: Lang = clean.startsWith('/de') ? 'de' : 'en';
  const page = site.pages.get(clean);
  if (page) return { status: 200, html: page };
  if (!site.manifest) return { status: 200, html: site.shell[lang] };
  const rest = clean.slice(3).replace(/^\//, '');
  if (site.manifest.clientOnly.includes(rest)) return { status: 200, html: site.shell[lang] };
  return { status: 404, html: site.notFound[lang] };
}

export function sitemapXml(site: Site): string {
  const pages = site.manifest?.pages ?? {};
  const urls = Object.entries(pages).map(([path, entry]) => {
    const rest = path.slice(3);
    const alternates = LANGS.filter((l) => pages[`/${l}${rest}`])
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${site.publicUrl}/${l}${rest}"/>`)
      .concat(
        pages[`/en${rest}`]
          ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${site.publicUrl}/en${rest}"/>`]
          : [],
      );
    return `<url><loc>${site.publicUrl}${path}</loc><lastmod>${entry.lastmod}</lastmod>${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.publicUrl}/sitemap.xml\n`;
}
