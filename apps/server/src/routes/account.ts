// The signed-in user's account: GET /api/v1/account (credits, plan, counters), the credit
// ledger, a JSON export of everything stored about the user (GDPR), account deletion, and API
// keys (create, list by prefix, revoke). Session cookie or API key; deletion and key management
// need the session (a leaked key must not create keys or delete the account).
import type { AccountInfo, ApiKeyListResponse, CreateApiKeyResponse, LedgerResponse } from '@ic/einvoice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countActiveApiKeys,
  createApiKey,
  listApiKeys,
  MAX_API_KEYS,
  revokeApiKey,
} from '../auth/api-keys.ts';
import { requireUser, type SessionUser } from '../auth/index.ts';
import { monthOf } from '../billing/gate.ts';
import { getBalance, listLedger } from '../billing/ledger.ts';
import { getSubscription } from '../billing/subscription.ts';
import type { Db } from '../db/index.ts';
import { toIso } from '../db/time.ts';
import { AppError } from '../http-errors.ts';

const subscriptionSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['none', 'trial', 'active'] },
    plan: { type: 'string', enum: ['monthly', 'yearly'] },
    currentPeriodEnd: { type: 'string', format: 'date-time' },
    cancelAtPeriodEnd: { type: 'boolean' },
  },
} as const;

const accountSchema = {
  type: 'object',
  required: ['email', 'name', 'credits', 'subscription', 'conversions', 'conversionsThisMonth', 'downloads'],
  properties: {
    email: { type: 'string' },
    name: { type: 'string' },
    credits: { type: 'integer' },
    subscription: subscriptionSchema,
    conversions: { type: 'integer' },
    conversionsThisMonth: { type: 'integer', description: 'conversions in the current calendar month (UTC)' },
    downloads: { type: 'integer' },
  },
} as const;

const apiKeySchema = {
  type: 'object',
  required: ['id', 'name', 'prefix', 'createdAt', 'lastUsedAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    prefix: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const security: Array<Record<string, string[]>> = [
  { sessionCookie: [] },
  { bearerApiKey: [] },
  { headerApiKey: [] },
];
const sessionOnly: Array<Record<string, string[]>> = [{ sessionCookie: [] }];
const errors = { 401: { $ref: 'ErrorResponse#' }, 429: { $ref: 'ErrorResponse#' } };

async function counters(
  db: Db,
  userId: string,
): Promise<{ conversions: number; conversionsThisMonth: number; downloads: number }> {
  const row = await db
    .selectFrom('account_counters')
    .select(['conversions', 'downloads', 'month', 'month_conversions'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const thisMonth = row?.month === monthOf(new Date()) ? Number(row.month_conversions) : 0;
  return {
    conversions: Number(row?.conversions ?? 0),
    conversionsThisMonth: thisMonth,
    downloads: Number(row?.downloads ?? 0),
  };
}

export async function accountInfo(
  db: Db,
  user: Pick<SessionUser, 'id' | 'email' | 'name'>,
): Promise<AccountInfo> {
  const [credits, subscription, c] = await Promise.all([
    getBalance(db, user.id),
    getSubscription(db, user.id),
    counters(db, user.id),
  ]);
  return { email: user.email, name: user.name, credits, subscription, ...c };
}

async function requireSessionUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.via !== 'session') throw new AppError('SIGN_IN_REQUIRED');
  return user;
}

/** Everything stored about a user, for the GDPR export. No secrets (password hash, tokens, key hashes). */
async function exportData(db: Db, userId: string): Promise<Record<string, unknown>> {
  const user = await db
    .selectFrom('user')
    .select([
      'id',
      'email',
      'name',
      'lang',
      'email_verified',
      'created_at',
      'accepted_terms_at',
      'accepted_dpa_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('session')
    .select(['created_at', 'expires_at', 'ip_address', 'user_agent'])
    .where('user_id', '=', userId)
    .execute();
  const stripe = await db
    .selectFrom('stripe_customers')
    .select('stripe_customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      lang: user.lang,
      emailVerified: user.email_verified === true || user.email_verified === 1,
      createdAt: toIso(user.created_at),
      acceptedTermsAt: toIso(user.accepted_terms_at),
      acceptedDpaAt: toIso(user.accepted_dpa_at),
    },
    credits: await getBalance(db, userId),
    ledger: await listLedger(db, userId),
    subscription: await getSubscription(db, userId),
    stripeCustomerId: stripe?.stripe_customer_id ?? null,
    counters: await counters(db, userId),
    apiKeys: await listApiKeys(db, userId),
    sessions: sessions.map((s) => ({
      createdAt: toIso(s.created_at),
      expiresAt: toIso(s.expires_at),
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
    })),
  };
}

async function verifyPassword(app: FastifyInstance, userId: string, password: string): Promise<boolean> {
  const account = await app.db
    .selectFrom('account')
    .select('password')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst();
  if (!account?.password) return false;
  const ctx = await app.auth.$context;
  return ctx.password.verify({ hash: account.password, password });
}

function readRoutes(app: FastifyInstance): void {
  app.get(
    '/api/v1/account',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in account',
        security,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request): Promise<AccountInfo> => accountInfo(app.db, await requireUser(request)),
  );
  app.get(
    '/api/v1/account/ledger',
    {
      schema: {
        tags: ['account'],
        summary: 'Credit history (newest first)',
        security,
        response: {
          200: {
            type: 'object',
            required: ['entries'],
            properties: {
              entries: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['delta', 'reason', 'createdAt'],
                  properties: {
                    delta: { type: 'integer' },
                    reason: {
                      type: 'string',
                      enum: ['signup-bonus', 'download', 'purchase', 'refund', 'admin-grant'],
                    },
                    createdAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request): Promise<LedgerResponse> => ({
      entries: await listLedger(app.db, (await requireUser(request)).id),
    }),
  );
  app.get(
    '/api/v1/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'All data stored about the account, as a JSON file (GDPR)',
        security: sessionOnly,
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request);
      const data = await exportData(app.db, user.id);
      return reply
        .header('content-disposition', 'attachment; filename="account-export.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
  app.delete<{ Body: { password: string } }>(
    '/api/v1/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account and all its data',
        description:
          'Needs the current password. Deletes the user, sessions, credits, ledger, counters and API keys.',
        security: sessionOnly,
        body: {
          type: 'object',
          required: ['password'],
          additionalProperties: false,
          properties: { password: { type: 'string', minLength: 1, maxLength: 256 } },
        },
        response: { 204: { type: 'null' }, 400: { $ref: 'ErrorResponse#' }, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request);
      if (!(await verifyPassword(app, user.id, request.body.password)))
        throw new AppError('PASSWORD_INCORRECT');
      await app.db.deleteFrom('user').where('id', '=', user.id).execute();
      return reply.code(204).send();
    },
  );
}

function apiKeyRoutes(app: FastifyInstance): void {
  app.get(
    '/api/v1/account/api-keys',
    {
      schema: {
        tags: ['account'],
        summary: 'API keys of the account (prefix only)',
        security: sessionOnly,
        response: {
          200: {
            type: 'object',
            required: ['keys'],
            properties: { keys: { type: 'array', items: apiKeySchema } },
          },
          ...errors,
        },
      },
    },
    async (request): Promise<ApiKeyListResponse> => ({
      keys: await listApiKeys(app.db, (await requireSessionUser(request)).id),
    }),
  );
  app.post<{ Body: { name: string } }>(
    '/api/v1/account/api-keys',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an API key (the key is shown once, in this answer)',
        description:
          'Use the key as `Authorization: Bearer ic_…` or `x-api-key: ic_…` on /api/v1. Paid results are charged like in the web app.',
        security: sessionOnly,
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: {
          201: {
            type: 'object',
            required: ['id', 'name', 'prefix', 'key'],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              prefix: { type: 'string' },
              key: { type: 'string' },
            },
          },
          400: { $ref: 'ErrorResponse#' },
          ...errors,
        },
      },
    },
    async (request, reply): Promise<CreateApiKeyResponse> => {
      const user = await requireSessionUser(request);
      const name = request.body.name.trim();
      if (name === '') throw new AppError('VALIDATION_FAILED');
      if ((await countActiveApiKeys(app.db, user.id)) >= MAX_API_KEYS) throw new AppError('API_KEY_LIMIT');
      reply.code(201);
      return createApiKey(app.db, user.id, name);
    },
  );
  app.delete<{ Params: { id: string } }>(
    '/api/v1/account/api-keys/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Revoke an API key',
        security: sessionOnly,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
        response: { 204: { type: 'null' }, 404: { $ref: 'ErrorResponse#' }, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request);
      if (!(await revokeApiKey(app.db, user.id, request.params.id))) throw new AppError('NOT_FOUND');
      return reply.code(204).send();
    },
  );
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  readRoutes(app);
  apiKeyRoutes(app);
}
