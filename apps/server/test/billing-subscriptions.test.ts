// Subscriptions through the HTTP API against the Stripe fake: the 3-day trial (once per account),
// events out of order, the money-back refund within 3 days of the first paid period, later
// cancellations at the period end, failed payments, the portal, and payments switched off.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from './auth-helpers.ts';
import {
  account,
  api,
  type Buyer,
  checkout,
  newBuyer,
  type PaymentsWorld,
  startPaymentsWorld,
  subjectsTo,
  subscriptionIdOf,
} from './billing-stripe-support.ts';
import { engines, startTestServer } from './helpers.ts';
import { event } from './stripe-fake/objects.ts';

const DAY = 86_400;

describe.each(engines())('subscriptions (Stripe fake) on %s', (engine) => {
  let w: PaymentsWorld;
  beforeAll(async () => {
    w = await startPaymentsWorld(engine);
  });
  afterAll(async () => {
    await w?.close();
  });

  const lastSessionParams = () =>
    w.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)?.params ??
    {};
  const refundsOf = (subId: string) =>
    [...w.fake.state.refunds.values()].filter((r) => r.metadata?.subscription === subId);

  /** A buyer in the trial of the monthly plan; resolves the subscription id. */
  async function inTrial(buyer: Buyer): Promise<string> {
    const sessionId = await checkout(w.srv, buyer, { kind: 'monthly' });
    return subscriptionIdOf(await w.fake.complete(sessionId));
  }

  it('starts a trial: the account shows it, a second subscription is refused, the trial mail goes out', async () => {
    const buyer = await newBuyer(w.srv, 'de');
    const sessionId = await checkout(w.srv, buyer, { kind: 'monthly', lang: 'de' });
    expect(lastSessionParams()).toMatchObject({
      mode: 'subscription',
      client_reference_id: buyer.id,
      line_items: [{ price: w.fake.prices.monthly, quantity: '1' }],
      subscription_data: { trial_period_days: '3', metadata: { userId: buyer.id } },
      tax_id_collection: { enabled: 'true' },
    });
    expect(lastSessionParams()).not.toHaveProperty('invoice_creation');
    const events = await w.fake.complete(sessionId);
    const sub = w.fake.state.subscriptions.get(subscriptionIdOf(events))?.sub;
    const me = await account(w.srv, buyer);
    expect(me.subscription).toEqual({
      status: 'trial',
      plan: 'monthly',
      currentPeriodEnd: new Date((sub?.trial_end ?? 0) * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(me.credits).toBe(3);
    const thanks = await api(w.srv, buyer, '/api/v1/billing/fulfil', { sessionId });
    expect((thanks.json.subscription as { status: string }).status).toBe('trial');
    const twice = await api(w.srv, buyer, '/api/v1/billing/checkout', { kind: 'yearly', lang: 'de' });
    expect(twice.status).toBe(409);
    expect((twice.json.error as { code: string }).code).toBe('ALREADY_SUBSCRIBED');
    await w.fake.trialWillEnd(sub?.id ?? '');
    expect(await subjectsTo(w.srv, buyer.email)).toEqual([
      'Ihr Kauf beim Rechnungskonverter',
      'Ihr Testzeitraum endet morgen',
    ]);
  });

  it('keeps one open subscription checkout per account: an older tab is expired, one trial, one subscription', async () => {
    const buyer = await newBuyer(w.srv);
    const first = await checkout(w.srv, buyer, { kind: 'monthly' });
    const firstUrl = w.fake.state.sessions.get(first)?.session.url ?? '';
    const second = await checkout(w.srv, buyer, { kind: 'yearly' });
    expect(w.fake.state.sessions.get(first)?.session.status).toBe('expired');
    expect(w.fake.state.sessions.get(second)?.session.status).toBe('open');
    expect(lastSessionParams().subscription_data).toMatchObject({ trial_period_days: '3' });
    // paying in the older tab fails (Stripe shows the session as expired); the newer one works
    const pay = await fetch(firstUrl, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(410);
    const subId = subscriptionIdOf(await w.fake.complete(second));
    expect((await account(w.srv, buyer)).subscription).toMatchObject({ status: 'trial', plan: 'yearly' });
    const subs = [...w.fake.state.subscriptions.values()].filter((s) => s.sub.metadata.userId === buyer.id);
    expect(subs.map((s) => s.sub.id)).toEqual([subId]);
    // a credits checkout does not touch an open subscription checkout
    const third = await checkout(w.srv, buyer, { kind: 'credits' });
    expect(w.fake.state.sessions.get(third)?.session.status).toBe('open');
  });

  it('refunds a cancellation within 3 days of the first paid period and ends the subscription now', async () => {
    const buyer = await newBuyer(w.srv);
    const subId = await inTrial(buyer);
    w.fake.advance(3 * DAY);
    await w.fake.endTrial(subId);
    expect((await account(w.srv, buyer)).subscription.status).toBe('active');
    w.fake.advance(DAY);
    await w.fake.cancel(subId, { atPeriodEnd: true });
    await w.fake.settled(); // the cancellation the server asked for, and the refund's event
    const refunds = refundsOf(subId);
    expect(refunds.map((r) => r.amount)).toEqual([2000]);
    expect(w.fake.state.subscriptions.get(subId)?.sub.status).toBe('canceled');
    expect((await account(w.srv, buyer)).subscription).toEqual({ status: 'none' });
    const subjects = await subjectsTo(w.srv, buyer.email);
    expect(subjects.filter((s) => s === 'Your subscription has been canceled')).toHaveLength(1);
    // the mail says that the payment was refunded and the subscription has ended (no "until")
    const canceled = (await readOutbox(w.srv)).find(
      (m) => m.to.includes(buyer.email) && m.subject === 'Your subscription has been canceled',
    );
    expect(canceled?.text).toContain('within the money-back period');
    expect(canceled?.text).toContain('We have refunded your payment in full');
    expect(canceled?.text).not.toContain('keep using it until');
    // The trial was used: a new subscription starts paid at once, and its immediate cancellation is refunded too.
    const again = await checkout(w.srv, buyer, { kind: 'yearly' });
    expect(lastSessionParams().subscription_data).not.toHaveProperty('trial_period_days');
    const secondId = subscriptionIdOf(await w.fake.complete(again));
    expect((await account(w.srv, buyer)).subscription).toMatchObject({ status: 'active', plan: 'yearly' });
    w.fake.advance(3600);
    await w.fake.cancel(secondId, { atPeriodEnd: false });
    await w.fake.settled();
    expect(refundsOf(secondId).map((r) => r.amount)).toEqual([15000]);
    expect((await account(w.srv, buyer)).subscription.status).toBe('none');
  });

  it('lets a later cancellation run to the period end, without a refund', async () => {
    const buyer = await newBuyer(w.srv);
    const subId = await inTrial(buyer);
    w.fake.advance(3 * DAY);
    await w.fake.endTrial(subId);
    w.fake.advance(4 * DAY);
    await w.fake.cancel(subId, { atPeriodEnd: true });
    await w.fake.settled();
    expect(refundsOf(subId)).toEqual([]);
    expect((await account(w.srv, buyer)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    w.fake.advance(30 * DAY);
    await w.fake.cancel(subId, { atPeriodEnd: false }); // Stripe ends it at the period end
    expect((await account(w.srv, buyer)).subscription.status).toBe('none');
    const canceled = (await readOutbox(w.srv)).filter(
      (m) => m.to.includes(buyer.email) && m.subject === 'Your subscription has been canceled',
    );
    expect(canceled).toHaveLength(1);
    expect(canceled[0]?.text).toContain('You can keep using it until');
    expect(canceled[0]?.text).not.toContain('refunded');
  });

  it('keeps the newest state when subscription events arrive out of order', async () => {
    const buyer = await newBuyer(w.srv);
    const subId = await inTrial(buyer);
    const hook = w.fake.webhookUrl;
    w.fake.webhookUrl = undefined; // hold the events back
    w.fake.advance(3 * DAY);
    const older = await w.fake.endTrial(subId);
    w.fake.advance(10 * DAY);
    const newer = await w.fake.cancel(subId, { atPeriodEnd: true });
    w.fake.webhookUrl = hook;
    for (const e of [...newer, ...older]) expect(await w.fake.deliver(e)).toBe(200);
    const sub = (await account(w.srv, buyer)).subscription;
    expect(sub).toMatchObject({ status: 'active', plan: 'monthly', cancelAtPeriodEnd: true });
    const row = await w.srv.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .executeTakeFirst();
    expect(Number(row?.event_created)).toBe(newer[0]?.created);
    expect(refundsOf(subId)).toEqual([]);
  });

  it('ignores a late event that an old, replaced subscription ended', async () => {
    const buyer = await newBuyer(w.srv);
    const oldId = await inTrial(buyer);
    await w.fake.cancel(oldId, { atPeriodEnd: false }); // canceled in the trial: no refund
    const ended = structuredClone(w.fake.state.subscriptions.get(oldId)?.sub);
    expect((await account(w.srv, buyer)).subscription.status).toBe('none');
    const newId = subscriptionIdOf(await w.fake.complete(await checkout(w.srv, buyer, { kind: 'monthly' })));
    expect((await account(w.srv, buyer)).subscription).toMatchObject({ status: 'active', plan: 'monthly' });
    w.fake.advance(60);
    const late = event(
      'customer.subscription.deleted',
      ended as Stripe.Subscription,
      Math.floor(Date.now() / 1000) + 10 * DAY,
    );
    expect(await w.fake.deliver(late)).toBe(200);
    const row = await w.srv.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .executeTakeFirst();
    expect(row?.stripe_subscription_id).toBe(newId);
    expect((await account(w.srv, buyer)).subscription.status).toBe('active');
    expect(refundsOf(oldId)).toEqual([]);
  });

  it('mails a failed payment, opens the portal, and needs a Stripe customer for it', async () => {
    const buyer = await newBuyer(w.srv);
    const subId = await inTrial(buyer);
    await w.fake.paymentFailed(subId);
    expect(await subjectsTo(w.srv, buyer.email)).toContain('Your payment failed');
    const portal = await api(w.srv, buyer, '/api/v1/billing/portal', { lang: 'en' });
    expect(portal.status).toBe(200);
    expect(String(portal.json.url)).toMatch(new RegExp(`^${w.fake.url}/p/session/bps_`));
    const sent = w.fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)?.params;
    expect(sent).toMatchObject({ return_url: `${w.srv.app.config.publicUrl}/en/profile` });
    const stranger = await newBuyer(w.srv);
    const none = await api(w.srv, stranger, '/api/v1/billing/portal', {});
    expect(none.status).toBe(404);
    expect((none.json.error as { code: string }).code).toBe('NO_BILLING_ACCOUNT');
  });

  it('refuses checkout signed out and with a bad request', async () => {
    const out = await api(w.srv, null, '/api/v1/billing/checkout', { kind: 'credits', lang: 'en' });
    expect(out.status).toBe(401);
    const buyer = await newBuyer(w.srv);
    const bad = await api(w.srv, buyer, '/api/v1/billing/checkout', {
      kind: 'credits',
      quantity: 0.5,
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect((bad.json.error as { code: string }).code).toBe('VALIDATION_FAILED');
  });
});

describe('payments switched off (no STRIPE_SECRET_KEY)', () => {
  it('still starts; config says disabled; checkout, portal and webhook answer 503 PAYMENTS_NOT_CONFIGURED', async () => {
    const srv = await startTestServer();
    try {
      const config = await api(srv, null, '/api/v1/billing/config');
      expect(config.json.enabled).toBe(false);
      const buyer = await newBuyer(srv);
      for (const [path, body] of [
        ['/api/v1/billing/checkout', { kind: 'credits', lang: 'de' }],
        ['/api/v1/billing/portal', {}],
      ] as const) {
        const res = await fetch(`${srv.url}${path}`, {
          method: 'POST',
          headers: { ...buyer.headers, 'content-type': 'application/json', 'accept-language': 'de' },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          error: {
            code: 'PAYMENTS_NOT_CONFIGURED',
            message: 'Zahlungen sind auf diesem Server nicht eingerichtet.',
          },
        });
      }
      const hook = await fetch(`${srv.url}/api/stripe/webhook`, {
        method: 'POST',
        body: '{}',
        headers: { 'stripe-signature': 't=1,v1=x' },
      });
      expect(hook.status).toBe(503);
      expect(((await hook.json()) as { error: { code: string } }).error.code).toBe('PAYMENTS_NOT_CONFIGURED');
    } finally {
      await srv.close();
    }
  });
});
