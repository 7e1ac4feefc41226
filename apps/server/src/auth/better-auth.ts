// better-auth on the project's own Kysely instance (SQLite or PostgreSQL). Its tables come from
// our migration 0003 (snake_case columns, mapped below); nothing is created at run time.
// E-mail + password with required verification, reset that revokes sessions, change e-mail,
// sessions; sign-up requires the terms and the DPA and grants the sign-up credits.
import { type Lang, PASSWORD_MIN_LENGTH, SIGNUP_CREDITS } from '@ic/einvoice';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { grantCredits } from '../billing/ledger.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Mailer } from '../mail/index.ts';
import { resolveAuthSecret } from './secret.ts';

/** Header the Fastify bridge sets to the client IP (request.ip honours TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-ic-client-ip';

const timestampFields = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

function asLang(value: unknown): Lang {
  return value === 'de' ? 'de' : 'en';
}

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Sends a verification link without its own callbackURL to the web app's /{lang}/auth/callback. */
function withCallback(url: string, config: Config, lang: Lang): string {
  const u = new URL(url);
  const given = u.searchParams.get('callbackURL');
  if (!given || given === '/') {
    u.searchParams.set('callbackURL', `${config.publicUrl}/${lang}/auth/callback?verified=1`);
  }
  return u.toString();
}

function authRateRules(config: Config) {
  const rule = {
    window: Math.max(1, Math.round(config.rateLimitAuth.windowMs / 1000)),
    max: config.rateLimitAuth.max,
  };
  return {
    '/sign-up/email': rule,
    '/sign-in/email': rule,
    '/request-password-reset': rule,
    '/reset-password': rule,
    '/send-verification-email': rule,
    '/change-password': rule,
  };
}

/** Sign-up must accept the terms and the data-processing agreement (both `true`). */
const signUpTerms = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-up/email') return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (body.acceptedTerms !== true || body.acceptedDpa !== true) {
    throw new APIError('BAD_REQUEST', { code: 'TERMS_NOT_ACCEPTED', message: 'TERMS_NOT_ACCEPTED' });
  }
  if (body.lang !== undefined && body.lang !== 'en' && body.lang !== 'de') {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: 'VALIDATION_FAILED' });
  }
});

export function createAuth(deps: AuthDeps) {
  const { config, db, mailer, log } = deps;
  const https = config.publicUrl.startsWith('https://');
  const publicOrigin = new URL(config.publicUrl).origin;
  return betterAuth({
    appName: 'Invoice Converter',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    // Transactions off: our hooks write through the same Kysely instance (one SQLite connection).
    database: { db, type: config.database.kind, transaction: false },
    trustedOrigins: (request) => {
      const origins = [publicOrigin];
      const host = request?.headers.get('host');
      if (host) origins.push(`${new URL(request?.url ?? config.publicUrl).protocol}//${host}`);
      return origins;
    },
    telemetry: { enabled: false },
    logger: {
      level: 'error',
      log: (level, message) => {
        if (level === 'error') log.error({ source: 'better-auth' }, message);
        else log.warn({ source: 'better-auth' }, message);
      },
    },
    user: {
      fields: { emailVerified: 'email_verified', ...timestampFields },
      additionalFields: {
        lang: { type: 'string', required: false, defaultValue: 'en', input: true },
        acceptedTermsAt: { type: 'date', required: false, input: false, fieldName: 'accepted_terms_at' },
        acceptedDpaAt: { type: 'date', required: false, input: false, fieldName: 'accepted_dpa_at' },
      },
      changeEmail: { enabled: true },
    },
    session: {
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        ...timestampFields,
      },
    },
    account: {
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestampFields,
      },
    },
    verification: { fields: { expiresAt: 'expires_at', ...timestampFields } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 300,
      customRules: authRateRules(config),
    },
    advanced: {
      // Always check Origin on state-changing requests (better-auth skips it when NODE_ENV=test).
      disableOriginCheck: false,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 256,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => {
        const lang = asLang((user as { lang?: unknown }).lang);
        await mailer.send({
          to: user.email,
          lang,
          template: 'reset-password',
          vars: { url, name: user.name },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        const lang = asLang((user as { lang?: unknown }).lang);
        await mailer.send({
          to: user.email,
          lang,
          template: 'verify-email',
          vars: { url: withCallback(url, config, lang), name: user.name },
        });
      },
    },
    hooks: { before: signUpTerms },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const now = new Date();
            return {
              data: { ...user, lang: asLang(user.lang), acceptedTermsAt: now, acceptedDpaAt: now },
            };
          },
          after: async (user) => {
            await grantCredits(db, {
              userId: user.id,
              delta: SIGNUP_CREDITS,
              reason: 'signup-bonus',
              idempotencyKey: `signup-bonus:${user.id}`,
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
