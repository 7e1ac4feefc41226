// A local Stripe fake for tests: a small Fastify server implementing only the endpoints the
// product calls (see api.ts), with an in-memory store (store.ts) and signed webhook delivery via
// the real SDK's `webhooks.generateTestHeaderString`. The server under test is pointed at it
// with STRIPE_API_URL (`fake.env()`).
//
//   const fake = await startStripeFake();
//   const srv = await startTestServer({ env: fake.env() });
//   fake.webhookUrl = `${srv.url}/api/stripe/webhook`;
//   ... POST /api/v1/billing/checkout → {url}; await fake.complete(sessionId) (or a browser
//   opens url and presses "Pay": the fake completes the session, delivers the webhooks and
//   redirects to the success_url).
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { registerApi, stripeError } from './api.ts';
import { parseForm } from './form.ts';
import type { FakePrice } from './objects.ts';
import { registerPages } from './pages.ts';
import * as store from './store.ts';

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
}

export interface StripeFake {
  url: string;
  secretKey: string;
  webhookSecret: string;
  prices: { credit: string; monthly: string; yearly: string };
  /** Where events go (the server's /api/stripe/webhook); unset = events are only recorded. */
  webhookUrl: string | undefined;
  state: store.FakeState;
  /** Every API request the product made: method, path and parsed parameters. */
  requests: Array<{ method: string; path: string; params: Record<string, unknown> }>;
  deliveries: Delivery[];
  /** STRIPE_* variables for the server under test. */
  env(): Record<string, string>;
  /** The buyer pays; events are delivered (awaited) unless deliver is false. */
  complete(sessionId: string, options?: { deliver?: boolean }): Promise<Stripe.Event[]>;
  /** Signs and posts one event; returns the HTTP status. */
  deliver(event: Stripe.Event, options?: { timestamp?: number; secret?: string }): Promise<number>;
  /** Signature header for a payload, as Stripe makes it. */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  endTrial(subscriptionId: string): Promise<Stripe.Event[]>;
  cancel(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<Stripe.Event[]>;
  refund(chargeId: string, amount?: number): Promise<Stripe.Event[]>;
  trialWillEnd(subscriptionId: string): Promise<Stripe.Event[]>;
  paymentFailed(subscriptionId: string): Promise<Stripe.Event[]>;
  /** Moves the fake's clock forward. */
  advance(seconds: number): void;
  /** Resolves when every event sent in the background (after refunds, cancellations) is delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeFake(): Promise<StripeFake> {
  const suffix = randomBytes(8).toString('hex');
  const priceList: FakePrice[] = [
    { id: `price_credit_${suffix}`, unitAmount: 500, interval: null },
    { id: `price_monthly_${suffix}`, unitAmount: 2000, interval: 'month' },
    { id: `price_yearly_${suffix}`, unitAmount: 15000, interval: 'year' },
  ];
  const state = store.newState(priceList);
  const secretKey = `sk_test_fake${suffix}`;
  const webhookSecret = `whsec_fake${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);
  let queue: Promise<unknown> = Promise.resolve();
  let baseUrl = '';
  const app = Fastify({ logger: false, routerOptions: { querystringParser: (s) => parseForm(s) } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) => {
    done(null, parseForm(String(text)));
  });

  const fake: StripeFake = {
    url: '',
    secretKey,
    webhookSecret,
    prices: {
      credit: priceList[0]?.id ?? '',
      monthly: priceList[1]?.id ?? '',
      yearly: priceList[2]?.id ?? '',
    },
    webhookUrl: undefined,
    state,
    requests: [],
    deliveries: [],
    env: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_CREDIT: fake.prices.credit,
      STRIPE_PRICE_MONTHLY: fake.prices.monthly,
      STRIPE_PRICE_YEARLY: fake.prices.yearly,
      STRIPE_API_URL: fake.url,
    }),
    sign: (payload, options = {}) =>
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      }),
    deliver: async (event, options = {}) => {
      if (!fake.webhookUrl) return 0;
      const payload = JSON.stringify(event, null, 2);
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': fake.sign(payload, options),
        },
        body: payload,
      });
      await res.arrayBuffer();
      fake.deliveries.push({ eventId: event.id, type: event.type, status: res.status });
      return res.status;
    },
    complete: async (sessionId, options = {}) =>
      deliverAll(store.completeSession(state, sessionId), options.deliver ?? true),
    endTrial: async (id) => deliverAll(store.endTrial(state, id)),
    cancel: async (id, options) => deliverAll(store.cancelSubscription(state, id, options.atPeriodEnd)),
    refund: async (chargeId, amount) =>
      deliverAll(store.refundCharge(state, chargeId, amount, 'requested_by_customer').events),
    trialWillEnd: async (id) => deliverAll(store.trialWillEnd(state, id)),
    paymentFailed: async (id) => deliverAll(store.paymentFailed(state, id)),
    advance: (seconds) => {
      state.clockOffset += seconds;
    },
    settled: async () => {
      let seen: Promise<unknown> | undefined;
      while (seen !== queue) {
        seen = queue;
        await queue;
      }
    },
    close: async () => {
      await fake.settled();
      await app.close();
    },
  };

  /** Delivers in order, one after the other, after anything already queued. */
  async function deliverAll(events: Stripe.Event[], deliver = true): Promise<Stripe.Event[]> {
    if (!deliver) return events;
    const run = queue.then(async () => {
      for (const e of events) await fake.deliver(e);
    });
    queue = run.catch(() => {});
    await run;
    return events;
  }

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/v1/')) return;
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(reply, 401, 'Invalid API Key provided.');
    }
  });
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/v1/')) return;
    const params = (req.method === 'GET' ? req.query : req.body) ?? {};
    fake.requests.push({
      method: req.method,
      path: req.url.split('?')[0] ?? '',
      params: params as Record<string, unknown>,
    });
  });
  registerIdempotency(app);
  registerApi(app, {
    state,
    baseUrl: () => baseUrl,
    emit: (events) => {
      void deliverAll(events).catch(() => {});
    },
  });
  registerPages(app, { state, complete: (id) => fake.complete(id) });

  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  fake.url = baseUrl;
  return fake;
}

/** Stripe answers a repeated POST with the same Idempotency-Key with the first answer. */
function registerIdempotency(app: FastifyInstance): void {
  const answers = new Map<string, { status: number; payload: string }>();
  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || typeof key !== 'string') return;
    const seen = answers.get(`${req.url} ${key}`);
    if (seen) return reply.code(seen.status).type('application/json').send(seen.payload);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const key = req.headers['idempotency-key'];
    if (
      req.method === 'POST' &&
      typeof key === 'string' &&
      typeof payload === 'string' &&
      reply.statusCode < 500
    ) {
      answers.set(`${req.url} ${key}`, { status: reply.statusCode, payload });
    }
    return payload;
  });
}
