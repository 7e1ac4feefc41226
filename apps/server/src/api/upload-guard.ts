/**
 * What every upload route of /api/v1 shares (validate, view, render, convert, extract, generate):
 *
 * - one rate-limit bucket per client IP over all of them together (RATE_LIMIT_API), counted in
 *   the database so that every instance sees the same count;
 * - no cross-site uploads: a browser posting here from another website's page is refused with
 *   403 CROSS_SITE_REQUEST (that page could otherwise make its visitors' browsers do the work,
 *   each visitor a new IP for the rate limit). Requests with an API key (`Authorization: Bearer …`
 *   or `X-API-Key`) and requests without browser headers (curl, the CLI, scripts) pass.
 *
 *   app.post('/api/v1/validate', { ...uploadRouteOptions(app.config), schema }, handler);
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../http-errors.ts';

/** The rate-limit group of the upload routes: one counter per client IP for all of them. */
export const UPLOAD_RATE_LIMIT_GROUP = 'upload';

/** True when the request carries an API key (verified by the accounts code, not here). */
export function hasApiKey(request: FastifyRequest): boolean {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+\S/i.test(auth)) return true;
  const key = request.headers['x-api-key'];
  return typeof key === 'string' && key.trim() !== '';
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser sent this request from a page of another site. Decided by the Fetch
 * Metadata header Sec-Fetch-Site where the browser sends it, else by Origin: same origin as
 * PUBLIC_URL or as the address the request was made to (Host) is ours; anything else is not.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const rawOrigin = request.headers.origin;
  const origin = typeof rawOrigin === 'string' ? rawOrigin.trim() : undefined;
  const ours = (): boolean => {
    if (origin === undefined) return false;
    const o = originOf(origin);
    if (o === undefined) return false; // "null" (sandboxed frames, file://) and garbage
    if (o === originOf(publicUrl)) return true;
    return o === originOf(`${request.protocol}://${request.host}`);
  };
  if (typeof site === 'string') {
    const s = site.trim().toLowerCase();
    if (s === 'same-origin' || s === 'none') return false;
    // same-site (a sibling subdomain) only when its origin is the configured one
    return !ours();
  }
  if (origin === undefined) return false; // not a browser form or fetch: curl, CLI, scripts
  return !ours();
}

/** Route options for an upload route: the shared rate limit and the cross-site check. */
export function uploadRouteOptions(config: Config): {
  config: { rateLimit: { max: number; timeWindow: number; groupId: string } };
  onRequest: onRequestAsyncHookHandler;
} {
  const { max, windowMs } = config.rateLimitApi;
  return {
    config: { rateLimit: { max, timeWindow: windowMs, groupId: UPLOAD_RATE_LIMIT_GROUP } },
    onRequest: async (request) => {
      if (hasApiKey(request)) return;
      if (isCrossSite(request, config.publicUrl)) throw new AppError('CROSS_SITE_REQUEST');
    },
  };
}
