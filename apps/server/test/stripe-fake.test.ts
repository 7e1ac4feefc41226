// The Stripe fake itself: the real SDK talks to it, and its webhook events verify with the SDK.
import Fastify from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from './stripe-fake/index.ts';

describe('Stripe fake', () => {
  let fake: StripeFake;
  let stripe: Stripe;
  const received: Stripe.Event[] = [];
  const receiver = Fastify();
  beforeAll(async () => {
    fake = await startStripeFake();
    const u = new URL(fake.url);
    stripe = new Stripe(fake.secretKey, { protocol: 'http', host: u.hostname, port: u.port });
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    receiver.post('/hook', async (req) => {
      received.push(
        stripe.webhooks.constructEvent(
          String(req.body),
          String(req.headers['stripe-signature']),
          fake.webhookSecret,
        ),
      );
      return { ok: true };
    });
    fake.webhookUrl = `${await receiver.listen({ port: 0, host: '127.0.0.1' })}/hook`;
  });
  afterAll(async () => {
    await fake?.close();
    await receiver.close();
  });

  it('refuses a wrong API key like Stripe', async () => {
    const u = new URL(fake.url);
    const wrong = new Stripe('sk_test_wrong', {
      protocol: 'http',
      host: u.hostname,
      port: u.port,
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('creates, pays and retrieves a credit checkout session; the event verifies with the SDK', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.org', metadata: { userId: 'u1' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      client_reference_id: 'u1',
      line_items: [{ price: fake.prices.credit, quantity: 3 }],
      invoice_creation: { enabled: true },
      success_url: 'http://x/thank-you?session_id={CHECKOUT_SESSION_ID}',
      metadata: { kind: 'credits' },
    });
    expect(session.amount_total).toBe(1500);
    expect(session.url).toBe(`${fake.url}/c/pay/${session.id}`);
    const events = await fake.complete(session.id);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    expect(received.at(-1)?.id).toBe(events[0]?.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_status).toBe('paid');
    expect(paid.invoice).toMatch(/^in_/);
  });

  it('rejects a recurring price in payment mode and invoice_creation in subscription mode', async () => {
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: fake.prices.monthly, quantity: 1 }],
        success_url: 'http://x',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: fake.prices.monthly, quantity: 1 }],
        invoice_creation: { enabled: true },
        success_url: 'http://x',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('runs a subscription: trial, first paid period, refund of its charge through the API', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: fake.prices.monthly, quantity: 1 }],
      subscription_data: { trial_period_days: 3 },
      success_url: 'http://x',
    });
    const events = await fake.complete(session.id);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    const subId = (events[0]?.data.object as Stripe.Subscription | undefined)?.id ?? '';
    expect((await stripe.subscriptions.retrieve(subId)).status).toBe('trialing');
    fake.advance(3 * 86_400);
    expect((await fake.endTrial(subId)).map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
    ]);
    const invoices = await stripe.invoices.list({
      subscription: subId,
      status: 'paid',
      limit: 1,
      expand: ['data.payments'],
    });
    const payment = invoices.data[0]?.payments?.data[0]?.payment;
    expect(payment?.charge).toMatch(/^ch_/);
    const refund = await stripe.refunds.create({ charge: String(payment?.charge) }, { idempotencyKey: 'k1' });
    const again = await stripe.refunds.create({ charge: String(payment?.charge) }, { idempotencyKey: 'k1' });
    expect(again.id).toBe(refund.id);
    expect(refund.amount).toBe(2000);
    await fake.settled();
    expect(received.at(-1)?.type).toBe('charge.refunded');
  });

  it('serves a checkout page whose Pay button completes the session and redirects', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: fake.prices.credit, quantity: 1 }],
      success_url: 'http://app.example/en/thank-you?session_id={CHECKOUT_SESSION_ID}',
    });
    const html = await (await fetch(String(session.url))).text();
    expect(html).toContain('<button type="submit">Pay</button>');
    const res = await fetch(String(session.url), { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://app.example/en/thank-you?session_id=${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });
});
