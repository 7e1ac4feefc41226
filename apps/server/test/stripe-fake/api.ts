// The Stripe API endpoints the product calls, answered from the fake's in-memory state.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Stripe from 'stripe';
import { type FormObject, list, metadataOf, obj, str, strings } from './form.ts';
import * as o from './objects.ts';
import { cancelSubscription, type FakeState, now, refundCharge } from './store.ts';

export interface ApiContext {
  state: FakeState;
  baseUrl: () => string;
  /** Delivers events Stripe sends after an API call (refund, cancel), in the background. */
  emit: (events: Stripe.Event[]) => void;
}

export function stripeError(reply: FastifyReply, status: number, message: string, param?: string) {
  return reply
    .code(status)
    .send({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });
}

function createSession(ctx: ApiContext, p: FormObject, reply: FastifyReply) {
  const mode = str(p.mode);
  if (mode !== 'payment' && mode !== 'subscription') return stripeError(reply, 400, 'Invalid mode', 'mode');
  const items = list(p.line_items).map((x) => obj(x));
  const priceId = str(items[0]?.price);
  const price = priceId ? ctx.state.prices.get(priceId) : undefined;
  if (items.length !== 1 || !price) return stripeError(reply, 400, 'No such price', 'line_items[0][price]');
  if ((mode === 'payment') !== (price.interval === null)) {
    return stripeError(reply, 400, `The price ${price.id} does not fit mode ${mode}`, 'line_items[0][price]');
  }
  const quantity = Number(str(items[0]?.quantity) ?? '1');
  if (!Number.isInteger(quantity) || quantity < 1)
    return stripeError(reply, 400, 'Invalid quantity', 'line_items[0][quantity]');
  const invoiceCreation = str(obj(p.invoice_creation).enabled) === 'true';
  if (invoiceCreation && mode !== 'payment') {
    return stripeError(reply, 400, 'invoice_creation can only be used in payment mode', 'invoice_creation');
  }
  const subData = obj(p.subscription_data);
  if (mode === 'payment' && Object.keys(subData).length > 0) {
    return stripeError(
      reply,
      400,
      'subscription_data can only be used in subscription mode',
      'subscription_data',
    );
  }
  const customer = str(p.customer) ?? null;
  if (customer && !ctx.state.customers.has(customer))
    return stripeError(reply, 400, `No such customer: '${customer}'`, 'customer');
  const successUrl = str(p.success_url);
  if (!successUrl) return stripeError(reply, 400, 'Missing required param: success_url.', 'success_url');
  const id = o.newId('cs_test');
  const session = o.checkoutSession({
    id,
    created: now(ctx.state),
    mode,
    customer,
    customerEmail:
      str(p.customer_email) ?? (customer ? (ctx.state.customers.get(customer)?.email ?? null) : null),
    clientReferenceId: str(p.client_reference_id) ?? null,
    metadata: metadataOf(p.metadata),
    locale: (str(p.locale) as Stripe.Checkout.Session.Locale | undefined) ?? null,
    successUrl,
    cancelUrl: str(p.cancel_url) ?? null,
    url: `${ctx.baseUrl()}/c/pay/${id}`,
    amountTotal: price.unitAmount * quantity,
    invoiceCreation,
    taxIdCollection: str(obj(p.tax_id_collection).enabled) === 'true',
  });
  const trial = str(subData.trial_period_days);
  ctx.state.sessions.set(id, {
    session,
    priceId: price.id,
    quantity,
    trialDays: trial ? Number(trial) : null,
    subscriptionMetadata: metadataOf(subData.metadata),
  });
  return session;
}

function retrieveSession(ctx: ApiContext, id: string, expand: string[], reply: FastifyReply) {
  const entry = ctx.state.sessions.get(id);
  if (!entry) return stripeError(reply, 404, `No such checkout.session: '${id}'`, 'id');
  const session = structuredClone(entry.session);
  if (expand.includes('subscription') && typeof session.subscription === 'string') {
    session.subscription = structuredClone(ctx.state.subscriptions.get(session.subscription)?.sub ?? null);
  }
  return session;
}

/** GET /v1/checkout/sessions: filtered by customer and status, newest first. */
function listSessions(ctx: ApiContext, q: FormObject): Stripe.ApiList<Stripe.Checkout.Session> {
  const data = [...ctx.state.sessions.values()]
    .map((e) => e.session)
    .filter((s) => (str(q.customer) ? s.customer === str(q.customer) : true))
    .filter((s) => (str(q.status) ? s.status === str(q.status) : true))
    .sort((a, b) => b.created - a.created)
    .slice(0, Number(str(q.limit) ?? '10'))
    .map((s) => structuredClone(s));
  return o.emptyList('/v1/checkout/sessions', data);
}

/** POST /v1/checkout/sessions/:id/expire: only an open session can be expired (as Stripe). */
function expireSession(ctx: ApiContext, id: string, reply: FastifyReply) {
  const entry = ctx.state.sessions.get(id);
  if (!entry) return stripeError(reply, 404, `No such checkout.session: '${id}'`, 'id');
  if (entry.session.status !== 'open')
    return stripeError(reply, 400, 'Only Checkout Sessions with a status of open can be expired.');
  entry.session.status = 'expired';
  entry.session.url = null;
  return structuredClone(entry.session);
}

function listInvoices(ctx: ApiContext, q: FormObject): Stripe.ApiList<Stripe.Invoice> {
  const withPayments = strings(q.expand).includes('data.payments');
  const status = str(q.status);
  const data = [...ctx.state.invoices.values()]
    .filter((i) => (str(q.subscription) ? i.subscription === str(q.subscription) : true))
    .filter((i) => (str(q.customer) ? i.customer === str(q.customer) : true))
    .filter((i) => (status ? (status === 'paid') === i.paid : true))
    .sort((a, b) => b.created - a.created)
    .slice(0, Number(str(q.limit) ?? '10'))
    .map((i) => o.invoice(i, withPayments));
  return o.emptyList('/v1/invoices', data);
}

function createRefund(ctx: ApiContext, p: FormObject, reply: FastifyReply) {
  let chargeId = str(p.charge);
  const pi = str(p.payment_intent);
  if (!chargeId && pi) chargeId = [...ctx.state.charges.values()].find((c) => c.paymentIntent === pi)?.id;
  if (!chargeId || !ctx.state.charges.has(chargeId))
    return stripeError(reply, 400, 'No such charge', 'charge');
  const amount = str(p.amount);
  try {
    const { refund, events } = refundCharge(
      ctx.state,
      chargeId,
      amount ? Number(amount) : undefined,
      (str(p.reason) as Stripe.Refund.Reason | undefined) ?? null,
    );
    refund.metadata = metadataOf(p.metadata);
    ctx.emit(events);
    return refund;
  } catch (e) {
    return stripeError(reply, 400, (e as Error).message, 'amount');
  }
}

export function registerApi(app: FastifyInstance, ctx: ApiContext): void {
  const body = (b: unknown) => (b ?? {}) as FormObject;
  const query = (q: unknown) => (q ?? {}) as FormObject;
  const { state } = ctx;

  app.post('/v1/customers', async (req) => {
    const p = body(req.body);
    const c = o.customer(o.newId('cus'), now(state), str(p.email) ?? null, metadataOf(p.metadata));
    if (str(p.name)) c.name = str(p.name) ?? null;
    state.customers.set(c.id, c);
    return c;
  });
  app.get<{ Params: { id: string } }>('/v1/customers/:id', async (req, reply) => {
    return state.customers.get(req.params.id) ?? stripeError(reply, 404, 'No such customer', 'id');
  });
  app.post('/v1/checkout/sessions', async (req, reply) => createSession(ctx, body(req.body), reply));
  app.get('/v1/checkout/sessions', async (req) => listSessions(ctx, query(req.query)));
  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (req, reply) =>
    expireSession(ctx, req.params.id, reply),
  );
  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (req, reply) =>
    retrieveSession(ctx, req.params.id, strings(query(req.query).expand), reply),
  );
  app.post('/v1/billing_portal/sessions', async (req, reply) => {
    const p = body(req.body);
    const customer = str(p.customer);
    if (!customer || !state.customers.has(customer))
      return stripeError(reply, 400, 'No such customer', 'customer');
    const id = o.newId('bps');
    return o.portalSession(
      id,
      customer,
      now(state),
      str(p.return_url) ?? null,
      `${ctx.baseUrl()}/p/session/${id}`,
    );
  });
  app.get('/v1/invoices', async (req) => listInvoices(ctx, query(req.query)));
  app.post('/v1/refunds', async (req, reply) => createRefund(ctx, body(req.body), reply));
  app.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req, reply) => {
    return (
      state.subscriptions.get(req.params.id)?.sub ?? stripeError(reply, 404, 'No such subscription', 'id')
    );
  });
  app.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req, reply) => {
    const entry = state.subscriptions.get(req.params.id);
    if (!entry) return stripeError(reply, 404, 'No such subscription', 'id');
    if (entry.sub.status !== 'canceled') ctx.emit(cancelSubscription(state, req.params.id, false));
    return entry.sub;
  });
}
