// Mounts better-auth at /api/auth/* (Fastify request → Fetch Request → Fastify reply), and on
// every request: API keys on /api/v1/* (with a per-key rate limit) and the CSRF Origin check
// for cookie-authenticated state-changing requests. Errors leave in the API's own format.
import { type ErrorCode, PASSWORD_MIN_LENGTH } from '@ic/einvoice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError } from '../http-errors.ts';
import { createMailer, type Mailer } from '../mail/index.ts';
import { incrementCounter } from '../rate-limit-store.ts';
import { findApiKeyOwner } from './api-keys.ts';
import { type Auth, CLIENT_IP_HEADER, createAuth } from './better-auth.ts';
import { fetchHeaders } from './index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mailer: Mailer;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** better-auth's error codes → the catalogue. */
const AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_PASSWORD: 'PASSWORD_INCORRECT',
  INVALID_TOKEN: 'LINK_INVALID',
  TOKEN_EXPIRED: 'LINK_INVALID',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  MISSING_FIELD: 'VALIDATION_FAILED',
  FIELD_NOT_ALLOWED: 'VALIDATION_FAILED',
  BODY_MUST_BE_AN_OBJECT: 'INVALID_JSON',
  EMAIL_CAN_NOT_BE_UPDATED: 'EMAIL_UNCHANGED',
  FAILED_TO_GET_SESSION: 'SIGN_IN_REQUIRED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  UNAUTHORIZED: 'SIGN_IN_REQUIRED',
  INVALID_ORIGIN: 'FORBIDDEN_ORIGIN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN_ORIGIN',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'FORBIDDEN_ORIGIN',
  INVALID_CALLBACK_URL: 'VALIDATION_FAILED',
  INVALID_REDIRECT_URL: 'VALIDATION_FAILED',
};

function codeForStatus(status: number): ErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 401) return 'SIGN_IN_REQUIRED';
  if (status === 403) return 'FORBIDDEN_ORIGIN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'SERVER_ERROR';
}

/** The API key of a request (`Authorization: Bearer …` or `x-api-key`), if it carries one. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header.trim();
  // Bearer tokens count as API keys only when they look like ours (ic_…): other schemes and
  // foreign tokens are ignored, as before accounts existed.
  const match = /^bearer\s+(ic_\S*)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  if (origin === new URL(publicUrl).origin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

async function checkApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const key = apiKeyOf(request);
  if (key === undefined) return;
  const owner = await findApiKeyOwner(app.db, key);
  if (!owner) throw new AppError('API_KEY_INVALID');
  const { max, windowMs } = app.config.rateLimitApiKey;
  const { current, ttl } = await incrementCounter(app.db, `api-key:${owner.hash.slice(0, 32)}`, windowMs);
  reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', Math.max(0, max - current));
  if (current > max) {
    reply.header('retry-after', Math.ceil(ttl / 1000));
    throw new AppError('RATE_LIMITED');
  }
  const { user } = owner;
  request.apiKeyUser = { ...user, lang: user.lang === 'de' ? 'de' : 'en', via: 'api-key' };
}

/** Runs better-auth for one request and copies its answer to the reply. */
async function handleAuth(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const headers = fetchHeaders(request);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body =
    Buffer.isBuffer(request.body) && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  const response = await app.auth.handler(
    new Request(new URL(request.url, app.config.publicUrl), { method: request.method, headers, body }),
  );
  if (response.status >= 400) {
    let code: ErrorCode = codeForStatus(response.status);
    try {
      const json = (await response.json()) as { code?: unknown };
      const mapped = typeof json.code === 'string' ? AUTH_CODES[json.code] : undefined;
      if (mapped) code = mapped;
    } catch {
      // not JSON: keep the status-based code
    }
    if (response.status === 429) {
      const retry = response.headers.get('x-retry-after');
      if (retry) reply.header('retry-after', retry);
    }
    if (response.status >= 500) request.log.error({ status: response.status }, 'auth request failed');
    const params: Record<string, number> = code === 'PASSWORD_TOO_SHORT' ? { min: PASSWORD_MIN_LENGTH } : {};
    return sendError(request, reply, code, response.status, params);
  }
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

async function authRoutes(app: FastifyInstance): Promise<void> {
  // better-auth reads the body itself: hand it the raw bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: (request, reply) => handleAuth(app, request, reply),
  });
}

export async function authPlugin(app: FastifyInstance): Promise<void> {
  const mailer = createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.decorate('auth', createAuth({ config: app.config, db: app.db, mailer, log: app.log }));
  app.addHook('onClose', async () => mailer.close());

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/v1/')) await checkApiKey(app, request, reply);
    if (
      path.startsWith('/api/') &&
      !SAFE_METHODS.has(request.method) &&
      !request.apiKeyUser &&
      SESSION_COOKIE.test(request.headers.cookie ?? '') &&
      !originAllowed(request, app.config.publicUrl)
    ) {
      throw new AppError('FORBIDDEN_ORIGIN');
    }
  });

  await app.register(authRoutes);
}

// Not encapsulated: `app.auth`, `app.mailer` and the hooks belong to the root.
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true });
