// Serves the built web app (Vite output in WEB_DIST): hashed assets cached forever,
// index.html never cached, and index.html for client routes such as /de/convert.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './http-errors.ts';
import { methodNotAllowed } from './http-protocol.ts';

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
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const available = webAvailable(webDist);
  if (available) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      etag: true,
      dotfiles: 'ignore',
      lastModified: true,
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wrongMethod = methodNotAllowed(app, request, reply);
    if (wrongMethod) return wrongMethod;
    if (isApiPath(path) || path.startsWith('/assets/') || !wantsHtml(request, path)) {
      return sendError(request, reply, 'NOT_FOUND', 404);
    }
    if (!available) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
