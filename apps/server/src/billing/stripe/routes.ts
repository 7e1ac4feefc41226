// /api/v1/billing/*: prices and whether payments work, Checkout, the Billing Portal, and the
// thank-you page's fulfilment (the same idempotent function as the webhook).
import type {
  BillingConfig,
  CheckoutRequest,
  CheckoutResponse,
  FulfilRequest,
  FulfilResponse,
  Lang,
} from '@ic/einvoice';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/index.ts';
import { AppError } from '../../http-errors.ts';
import { getBalance } from '../ledger.ts';
import { getSubscription } from '../subscription.ts';
import { callStripe, createCheckout, createPortal } from './checkout.ts';
import { type BillingContext, DISPLAY_PRICES } from './context.ts';
import { applyFulfilment, loadFulfilment } from './fulfil.ts';

const security: Array<Record<string, string[]>> = [
  { sessionCookie: [] },
  { bearerApiKey: [] },
  { headerApiKey: [] },
];
const errors = { '4xx': { $ref: 'ErrorResponse#' }, '5xx': { $ref: 'ErrorResponse#' } };
const urlResponse = { type: 'object', required: ['url'], properties: { url: { type: 'string' } } } as const;
const langSchema = { type: 'string', enum: ['en', 'de'] } as const;

function configured(app: FastifyInstance): BillingContext {
  if (!app.billing) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  return app.billing;
}

async function fulfil(app: FastifyInstance, userId: string, sessionId: string): Promise<FulfilResponse> {
  const ctx = configured(app);
  const notFound = new AppError('CHECKOUT_NOT_FOUND');
  const session = await callStripe(
    ctx,
    () => ctx.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }),
    notFound,
  );
  if (session.client_reference_id !== userId) throw notFound; // only the session's own user
  if (session.status !== 'complete') throw new AppError('CHECKOUT_NOT_PAID');
  const f = await callStripe(ctx, () => loadFulfilment(ctx, session));
  if (f) await ctx.db.transaction().execute((trx) => applyFulfilment(trx, ctx, f));
  return { credits: await getBalance(ctx.db, userId), subscription: await getSubscription(ctx.db, userId) };
}

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: BillingConfig }>(
    '/api/v1/billing/config',
    { schema: { tags: ['billing'], summary: 'Prices and whether payments are enabled' } },
    async () => ({ enabled: app.billing !== null, prices: { ...DISPLAY_PRICES }, currency: 'EUR' }),
  );

  app.post<{ Body: CheckoutRequest; Reply: CheckoutResponse }>(
    '/api/v1/billing/checkout',
    {
      schema: {
        tags: ['billing'],
        summary: 'Start a Stripe Checkout for credits or the Starter subscription; answers its URL',
        security,
        body: {
          type: 'object',
          required: ['kind', 'lang'],
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: ['credits', 'monthly', 'yearly'] },
            quantity: { type: 'integer', minimum: 1, maximum: 100 },
            lang: langSchema,
          },
        },
        response: { 200: urlResponse, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { url: await createCheckout(configured(app), user, request.body) };
    },
  );

  app.post<{ Body: { lang?: Lang } | undefined; Reply: { url: string } }>(
    '/api/v1/billing/portal',
    {
      schema: {
        tags: ['billing'],
        summary: 'Open the Stripe Billing Portal (manage or cancel the subscription, invoices)',
        security,
        body: { type: ['object', 'null'], additionalProperties: false, properties: { lang: langSchema } },
        response: { 200: urlResponse, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { url: await createPortal(configured(app), user, request.body?.lang ?? user.lang) };
    },
  );

  app.post<{ Body: FulfilRequest; Reply: FulfilResponse }>(
    '/api/v1/billing/fulfil',
    {
      schema: {
        tags: ['billing'],
        summary: 'Apply a completed Checkout Session now (thank-you page); idempotent with the webhook',
        security,
        body: {
          type: 'object',
          required: ['sessionId'],
          additionalProperties: false,
          properties: { sessionId: { type: 'string', pattern: '^cs_[A-Za-z0-9_]{1,250}$' } },
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return fulfil(app, user.id, request.body.sessionId);
    },
  );
}
