// Payments end to end through the HTTP API: the real Stripe SDK in the server talks to a local
// Stripe fake, which delivers signed webhook events. SQLite, and PostgreSQL with TEST_DATABASE_URL.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum, listLedger } from '../src/billing/ledger.ts';
import { lastMailTo, postJson, signIn, signUp, uniqueEmail } from './auth-helpers.ts';
import {
  account,
  api,
  checkout,
  newBuyer,
  type PaymentsWorld,
  processedCount,
  startPaymentsWorld,
  subjectsTo,
} from './billing-stripe-support.ts';
import { engines } from './helpers.ts';

describe.each(engines())('payments (Stripe fake) on %s', (engine) => {
  let w: PaymentsWorld;
  beforeAll(async () => {
    w = await startPaymentsWorld(engine);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('says payments are enabled, with the prices as decimal strings', async () => {
    const r = await api(w.srv, null, '/api/v1/billing/config');
    expect(r).toEqual({
      status: 200,
      json: {
        enabled: true,
        prices: { credit: '5.00', monthly: '20.00', yearly: '150.00' },
        currency: 'EUR',
      },
    });
  });

  it('buys credits end to end with a session cookie: checkout → fake pays → signed webhook → credits', async () => {
    const email = uniqueEmail('cookie');
    expect((await signUp(w.srv, email, { lang: 'de' })).status).toBe(200);
    const link = new URL((await lastMailTo(w.srv, email))?.link ?? '');
    await fetch(`${w.srv.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    const cookie = await signIn(w.srv, email);
    const headers = { cookie, origin: w.srv.url };
    const start = await postJson(
      `${w.srv.url}/api/v1/billing/checkout`,
      { kind: 'credits', quantity: 2, lang: 'de' },
      headers,
    );
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(`${w.fake.url}/c/pay/cs_`)).toBe(true);
    const sent = w.fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.params ?? {};
    expect(sent).toMatchObject({
      mode: 'payment',
      locale: 'de',
      line_items: [{ price: w.fake.prices.credit, quantity: '2' }],
      invoice_creation: { enabled: 'true' },
      tax_id_collection: { enabled: 'true' },
      success_url: `${w.srv.app.config.publicUrl}/de/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    });
    // The browser path: the fake's checkout page, its Pay button, the redirect to the thank-you page.
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toMatch(/\/de\/thank-you\?session_id=cs_/);
    const me = await fetch(`${w.srv.url}/api/v1/account`, { headers: { cookie } });
    expect(((await me.json()) as { credits: number }).credits).toBe(5);
    expect((await lastMailTo(w.srv, email))?.subject).toBe('Ihr Kauf beim Rechnungskonverter');
    expect((await lastMailTo(w.srv, email))?.text).toContain('2 Credits, 10,00 EUR');
  });

  it('reuses the Stripe customer of a user and answers the thank-you page before the webhook, crediting once', async () => {
    const buyer = await newBuyer(w.srv);
    const before = w.fake.state.customers.size;
    const first = await checkout(w.srv, buyer, { kind: 'credits' });
    const second = await checkout(w.srv, buyer, { kind: 'credits' });
    expect(w.fake.state.customers.size).toBe(before + 1);
    expect(w.fake.state.sessions.get(first)?.session.customer).toBe(
      w.fake.state.sessions.get(second)?.session.customer,
    );
    expect(w.fake.state.sessions.get(first)?.session.client_reference_id).toBe(buyer.id);

    const notYet = await api(w.srv, buyer, '/api/v1/billing/fulfil', { sessionId: first });
    expect(notYet.status).toBe(409);
    expect((notYet.json.error as { code: string }).code).toBe('CHECKOUT_NOT_PAID');

    const events = await w.fake.complete(first, { deliver: false });
    const thanks = await api(w.srv, buyer, '/api/v1/billing/fulfil', { sessionId: first });
    expect(thanks).toEqual({ status: 200, json: { credits: 4, subscription: { status: 'none' } } });
    const again = await api(w.srv, buyer, '/api/v1/billing/fulfil', { sessionId: first });
    expect(again.json.credits).toBe(4);
    for (const e of events) expect(await w.fake.deliver(e)).toBe(200);
    expect((await account(w.srv, buyer)).credits).toBe(4);
    expect(await ledgerSum(w.srv.db, buyer.id)).toBe(4);
    // Someone else's session is not found for this user.
    const other = await newBuyer(w.srv);
    const stolen = await api(w.srv, other, '/api/v1/billing/fulfil', { sessionId: first });
    expect(stolen.status).toBe(404);
    expect((await account(w.srv, other)).credits).toBe(3);
    const unknown = await api(w.srv, other, '/api/v1/billing/fulfil', { sessionId: 'cs_test_nonexistent' });
    expect(unknown.status).toBe(404);
    expect((unknown.json.error as { code: string }).code).toBe('CHECKOUT_NOT_FOUND');
  });

  it('processes a duplicate event once, and 10 concurrent copies once', async () => {
    const buyer = await newBuyer(w.srv);
    const [event] = await w.fake.complete(await checkout(w.srv, buyer, { kind: 'credits', quantity: 3 }), {
      deliver: false,
    });
    if (!event) throw new Error('no event');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => w.fake.deliver(event)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await w.fake.deliver(event)).toBe(200);
    expect((await account(w.srv, buyer)).credits).toBe(6);
    expect((await listLedger(w.srv.db, buyer.id)).filter((e) => e.reason === 'purchase')).toHaveLength(1);
    expect(await processedCount(w.srv, event.id)).toBe(1);
    expect(
      (await subjectsTo(w.srv, buyer.email)).filter((s) => s === 'Your purchase at Invoice Converter'),
    ).toHaveLength(1);
  });

  it('refuses a forged signature and a stale one with 400, changing nothing', async () => {
    const buyer = await newBuyer(w.srv);
    const [event] = await w.fake.complete(await checkout(w.srv, buyer, { kind: 'credits' }), {
      deliver: false,
    });
    if (!event) throw new Error('no event');
    const forged = await w.fake.deliver(event, { secret: 'whsec_not_the_real_one' });
    const stale = await w.fake.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const payload = JSON.stringify(event);
    const tampered = await fetch(w.fake.webhookUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': w.fake.sign(payload) },
      body: payload.replace('"paid"', '"unpaid"'),
    });
    const unsigned = await fetch(w.fake.webhookUrl ?? '', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect([forged, stale, tampered.status, unsigned.status]).toEqual([400, 400, 400, 400]);
    expect(((await tampered.json()) as { error: { code: string } }).error.code).toBe(
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expect((await account(w.srv, buyer)).credits).toBe(3);
    expect(await processedCount(w.srv, event.id)).toBe(0);
    expect(await w.fake.deliver(event)).toBe(200); // the genuine one still works
    expect((await account(w.srv, buyer)).credits).toBe(4);
  });

  it('takes refunded credits back, never below 0', async () => {
    const buyer = await newBuyer(w.srv);
    const [event] = await w.fake.complete(await checkout(w.srv, buyer, { kind: 'credits', quantity: 4 }));
    expect((await account(w.srv, buyer)).credits).toBe(7);
    const pi = (event?.data.object as Stripe.Checkout.Session | undefined)?.payment_intent;
    const charge = [...w.fake.state.charges.values()].find((c) => c.paymentIntent === pi);
    await w.fake.refund(charge?.id ?? '', 1000); // half: 2 of 4 credits
    expect((await account(w.srv, buyer)).credits).toBe(5);
    await w.srv.db
      .updateTable('credit_balances')
      .set({ balance: 1 })
      .where('user_id', '=', buyer.id)
      .execute();
    await w.fake.refund(charge?.id ?? ''); // the rest: 2 more due, only 1 left
    expect((await account(w.srv, buyer)).credits).toBe(0);
    const refunds = (await listLedger(w.srv.db, buyer.id)).filter((e) => e.reason === 'refund');
    expect(refunds.map((e) => e.delta).sort((a, b) => a - b)).toEqual([-2, -1]);
  });
});
