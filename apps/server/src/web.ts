// Serves the built web app (WEB_DIST): hashed assets cached forever (precompressed .br/.gz
// beside them), the prerendered pages with the response's CSP nonce, the app shell for
// client-only routes, the 404 page for unknown paths, a 302 to /{lang}/… for unprefixed ones,
// sitemap.xml and robots.txt.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_FIELDS, operatorVariable } from './config.ts';
import { sendError } from './http-errors.ts';
import { methodNotAllowed } from './http-protocol.ts';
import {
  loadSite,
  pageFor,
  preferredLang,
  redirectTarget,
  robotsTxt,
  type Site,
  type SiteOptions,
  sitemapXml,
  withNonce,
} from './web-pages.ts';

export const NOT_BUILT_MESSAGE =
  'The web app is not built, so there is nothing to show here yet.\n\n' +
  'Build it with "npm run build" (or start the server with "npm start", which builds it first),\n' +
  'or point WEB_DIST at a built copy. The API works without it: /api/health, /api/docs.\n';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * A client route: a GET/HEAD that accepts HTML — explicitly, or with `*\/*` / no Accept header
 * (curl, link checkers) when the last path segment has no file extension.
 */
function wantsHtml(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html') || accept.includes('application/xhtml+xml')) return true;
  const last = path.split('/').pop() ?? '';
  return (accept === '' || accept.includes('*/*')) && !last.includes('.');
}

export function webAvailable(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

/**
 * Registers static serving and the not-found handler (JSON under /api, index.html
 * fallback for other HTML requests). Call after all API routes are registered.
 */
export async function registerWeb(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const { webDist } = options;
  const available = webAvailable(webDist);
  let site: Site | null = null;
  if (available) {
    site = loadSite(options);
    const unset = OPERATOR_FIELDS.filter((f) => !options.operator[f]).map(operatorVariable);
    if (unset.length > 0) {
      app.log.warn({ unset }, 'operator data not configured: the legal pages show marked placeholders');
    }
    if (!site.manifest) app.log.warn({ webDist }, 'web app built without prerendered pages');
    registerSiteFiles(app, site);
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      // no directory index: `/` redirects to the visitor's language
      index: false,
      cacheControl: false,
      etag: true,
      dotfiles: 'ignore',
      lastModified: true,
      // .br/.gz files written beside the assets at build time (scripts/prerender.ts)
      preCompressed: true,
      allowedPath: (pathName) => !isApiPath(pathName),
      setHeaders: (res: FastifyReply, path: string) => {
        const rel = path.slice(webDist.length).split(sep).join('/');
        if (rel.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        // Everything else (index.html, favicon, robots.txt, un-hashed scripts) revalidates by ETag.
        else res.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
  }

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wrongMethod = methodNotAllowed(app, request, reply);
    if (wrongMethod) return wrongMethod;
    if (isApiPath(path) || path.startsWith('/assets/') || !wantsHtml(request, path)) {
      return sendError(request, reply, 'NOT_FOUND', 404);
    }
    if (!site) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    const search = request.url.slice(path.length);
    const target = redirectTarget(site, path, search, preferredLang(request));
    if (target !== null) {
      return reply
        .code(302)
        .header('vary', 'Accept-Language, Cookie')
        .header('cache-control', 'no-cache')
        .redirect(target, 302);
    }
    const page = pageFor(site, path);
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withNonce(page.html, reply.raw));
  };
  // `/` explicitly: the static handler would answer the directory itself.
  app.get('/', { schema: { hide: true } }, serve);
  app.setNotFoundHandler(serve);
}

function registerSiteFiles(app: FastifyInstance, site: Site): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(sitemapXml(site)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt(site)),
  );
}
