// buildApp(config, { db? }) → a ready-to-listen Fastify instance: API, errors, security
// headers, logs, rate limits in the database, OpenAPI docs, and the built web app.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { apiV1 } from './api/v1/index.ts';
import { authPlugin } from './auth/plugin.ts';
import { stripePlugin } from './billing/stripe/index.ts';
import type { Config } from './config.ts';
import { type Db, migrate, openDatabase } from './db/index.ts';
import { AppError, classifyError, errorResponseSchema, sendError } from './http-errors.ts';
import { clientErrorHandler, registerHttpProtocol } from './http-protocol.ts';
import { kyselyRateLimitStore } from './rate-limit-store.ts';
import { accountRoutes } from './routes/account.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { healthRoutes, healthSchema } from './routes/health.ts';
import { VERSION } from './version.ts';
import { registerWeb } from './web.ts';
import { cspNonce } from './web-pages.ts';
import { collectWhenIdle } from './workers/idle-gc.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
  interface FastifyContextConfig {
    /** Log this route's access lines at debug level (health probes). */
    quietLog?: boolean;
  }
}

export interface BuildAppOptions {
  /**
   * Database to use. When given, the caller owns it (the app does not destroy it on close);
   * otherwise the app opens the one in `config.database` and closes it with the app.
   */
  db?: Db;
  /** Where log lines (JSON, one per line) go; default stdout. */
  logStream?: { write(line: string): void };
}

/** Header and body fields that must never reach a log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'req.body',
  'password',
  '*.password',
];

/** The path of a URL without its query, and without the token of a password-reset link. */
function pathOnly(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? '';
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[redacted]');
}

/**
 * One structured line per request (method, route, path, status, duration) instead of
 * Fastify's default lines; never bodies, query strings, headers or uploaded file names.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      path: pathOnly(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.warn({ ...line, errorType: error.name }, 'request aborted');
    else if (request.routeOptions.config?.quietLog) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await openDatabase(config.database, { poolSize: config.databasePoolSize }));
  try {
    await migrate(db);
  } catch (e) {
    if (ownsDb) await db.destroy();
    throw e;
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: pathOnly(req.url) }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler,
  });
  // before any route: the route registry for 405 answers, and the URL length check (414)
  registerHttpProtocol(app);

  app.decorate('db', db);
  app.decorate('config', config);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());

  // Graceful close: responses finished while closing end their keep-alive connection,
  // so close() does not wait for idle keep-alive sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // Memory back after a burst: once no response has been sent for 5 s, one full collection on the
  // main thread when its heap grew by 16 MB (upload buffers of 50 clients die there; V8 does not
  // collect an idle thread by itself). The worker threads do the same after their tasks.
  app.addHook('onResponse', async () => collectWhenIdle(5000, 16 * 1024 * 1024));

  app.setErrorHandler((err, request, reply) => {
    const { code, status, params } = classifyError(err, request);
    if (status >= 500) request.log.error({ err }, 'request failed');
    if (err instanceof AppError && err.retryAfterS !== undefined)
      reply.header('retry-after', String(err.retryAfterS));
    return sendError(request, reply, code, status, params);
  });

  // Only JSON bodies here; upload routes register multipart themselves.
  app.removeContentTypeParser('text/plain');

  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // + this response's nonce: the router's hydration data in a prerendered page (web-pages.ts)
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  // HTML, JSON, XML, text: brotli or gzip on the fly (the web app's assets are precompressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(rateLimit, {
    global: false,
    store: kyselyRateLimitStore(db),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });

  app.addSchema(errorResponseSchema);
  app.addSchema(healthSchema);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Invoice Converter API',
        version: VERSION,
        description:
          'HTTP API of Invoice Converter (Rechnungskonverter). Errors are always ' +
          '`{"error":{"code":"…","message":"…"}}`, with the message in English or German (Accept-Language).',
      },
      tags: [
        { name: 'system', description: 'Health and status' },
        { name: 'feedback', description: 'User feedback' },
        { name: 'converter', description: 'PDF converter flow: extract, review in the browser, generate' },
        {
          name: 'account',
          description:
            'The signed-in account: credits, plan, ledger, export, deletion, API keys. Sign-up, sign-in and sessions live under /api/auth/* (better-auth).',
        },
        {
          name: 'billing',
          description:
            'Payments with Stripe: prices, Checkout for credits or the Starter subscription, the Billing Portal, fulfilment after checkout. Stripe posts its events to /api/stripe/webhook.',
        },
      ],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          bearerApiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key (ic_…) created in the profile: `Authorization: Bearer ic_…`. Rate limited per key.',
          },
          headerApiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: 'The same API key in `x-api-key`.',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin);
  await app.register(healthRoutes);
  await app.register(feedbackRoutes);
  await app.register(accountRoutes);
  await app.register(stripePlugin);
  await app.register(apiV1);

  await registerWeb(app, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    operator: config.operator,
  });
  return app;
}
