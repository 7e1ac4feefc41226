// Who is asking: a better-auth session cookie or an API key (`Authorization: Bearer ic_…` or
// `x-api-key`). getUser/requireUser are what routes use; authPlugin (./plugin.ts) mounts
// better-auth at /api/auth/* and checks API keys, their rate limit and CSRF on /api/v1/*.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http-errors.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  lang: 'en' | 'de';
  via: 'session' | 'api-key';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin when the request carried a valid API key. */
    apiKeyUser?: SessionUser;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Fetch API headers of a Fastify request (for better-auth). */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  return headers;
}

async function lookup(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.apiKeyUser) return request.apiKeyUser;
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const result = await request.server.auth.api.getSession({ headers: fetchHeaders(request) });
  if (!result) return null;
  const { user } = result;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lang: (user as { lang?: unknown }).lang === 'de' ? 'de' : 'en',
    via: 'session',
  };
}

/** The signed-in user of this request, or null. Looked up once per request. */
export function getUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = lookup(request);
    cache.set(request, pending);
  }
  return pending;
}

/** The signed-in user; throws SIGN_IN_REQUIRED (401) when there is none. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw new AppError('SIGN_IN_REQUIRED');
  return user;
}
