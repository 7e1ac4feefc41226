// The credit ledger (billing/ledger.ts) on SQLite and, with TEST_DATABASE_URL, PostgreSQL:
// idempotent grants, spending with a balance that never goes below zero, concurrent spends,
// the CHECK constraint, and ledger sum = balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, grantCredits, ledgerSum, listLedger, spendCredit } from '../src/billing/ledger.ts';
import { getSubscription, upsertSubscriptionFromStripe } from '../src/billing/subscription.ts';
import { engines, insertUser, openTestDatabase, type TestDatabase } from './helpers.ts';

describe.each(engines())('credit ledger on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('grants once per idempotency key and records the reason', async () => {
    const userId = await insertUser(t.db);
    const grant = { userId, delta: 3, reason: 'signup-bonus' as const, idempotencyKey: `signup:${userId}` };
    expect(await grantCredits(t.db, grant)).toBe(true);
    expect(await grantCredits(t.db, grant)).toBe(false);
    expect(await getBalance(t.db, userId)).toBe(3);
    const entries = await listLedger(t.db, userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ delta: 3, reason: 'signup-bonus' });
    expect(Number.isNaN(Date.parse(entries[0]?.createdAt ?? ''))).toBe(false);
  });

  it('spends one credit per key, charges a retry once, refuses at zero with 402', async () => {
    const userId = await insertUser(t.db);
    await grantCredits(t.db, { userId, delta: 2, reason: 'admin-grant', idempotencyKey: `g:${userId}` });
    expect(await spendCredit(t.db, { userId, idempotencyKey: `d1:${userId}` })).toEqual({
      charged: true,
      balance: 1,
    });
    expect(await spendCredit(t.db, { userId, idempotencyKey: `d1:${userId}` })).toEqual({
      charged: false,
      balance: 1,
    });
    expect(await spendCredit(t.db, { userId, idempotencyKey: `d2:${userId}` })).toEqual({
      charged: true,
      balance: 0,
    });
    await expect(spendCredit(t.db, { userId, idempotencyKey: `d3:${userId}` })).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      statusCode: 402,
    });
    // The refused spend left no ledger row behind.
    expect(await listLedger(t.db, userId)).toHaveLength(3);
    expect(await ledgerSum(t.db, userId)).toBe(0);
  });

  it('does not let another user reuse a spent key for a free download', async () => {
    const a = await insertUser(t.db);
    const b = await insertUser(t.db);
    await grantCredits(t.db, { userId: a, delta: 1, reason: 'admin-grant', idempotencyKey: `g:${a}` });
    await spendCredit(t.db, { userId: a, idempotencyKey: 'shared-key' });
    await expect(spendCredit(t.db, { userId: b, idempotencyKey: 'shared-key' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
  });

  it('serves exactly the balance under 40 concurrent spends', async () => {
    const userId = await insertUser(t.db);
    await grantCredits(t.db, { userId, delta: 15, reason: 'purchase', idempotencyKey: `p:${userId}` });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => spendCredit(t.db, { userId, idempotencyKey: `c${i}:${userId}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(15);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(25);
    expect(await getBalance(t.db, userId)).toBe(0);
    expect(await ledgerSum(t.db, userId)).toBe(0);
  });

  it('takes credits back only while the balance covers it', async () => {
    const userId = await insertUser(t.db);
    await grantCredits(t.db, { userId, delta: 2, reason: 'purchase', idempotencyKey: `p:${userId}` });
    await expect(
      grantCredits(t.db, { userId, delta: -3, reason: 'refund', idempotencyKey: `r1:${userId}` }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect(
      await grantCredits(t.db, { userId, delta: -2, reason: 'refund', idempotencyKey: `r2:${userId}` }),
    ).toBe(true);
    expect(await getBalance(t.db, userId)).toBe(0);
    expect(await ledgerSum(t.db, userId)).toBe(0);
  });

  it('has a CHECK constraint that refuses a negative balance', async () => {
    const userId = await insertUser(t.db);
    await expect(
      t.db.insertInto('credit_balances').values({ user_id: userId, balance: -1 }).execute(),
    ).rejects.toThrow();
  });

  it('deletes balance and ledger with the user', async () => {
    const userId = await insertUser(t.db);
    await grantCredits(t.db, { userId, delta: 1, reason: 'admin-grant', idempotencyKey: `g:${userId}` });
    await t.db.deleteFrom('user').where('id', '=', userId).execute();
    expect(await listLedger(t.db, userId)).toEqual([]);
    expect(await getBalance(t.db, userId)).toBe(0);
  });

  it('maps subscriptions and applies Stripe events only in order', async () => {
    const userId = await insertUser(t.db);
    expect(await getSubscription(t.db, userId)).toEqual({ status: 'none' });
    const end = new Date(Date.now() + 3 * 86_400_000);
    const row = {
      userId,
      status: 'trialing' as const,
      plan: 'monthly' as const,
      trialEnd: end,
      currentPeriodEnd: end,
    };
    expect(await upsertSubscriptionFromStripe(t.db, row, 100)).toBe(true);
    expect(await getSubscription(t.db, userId)).toEqual({
      status: 'trial',
      plan: 'monthly',
      currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(await upsertSubscriptionFromStripe(t.db, { ...row, status: 'canceled' }, 99)).toBe(false);
    expect((await getSubscription(t.db, userId)).status).toBe('trial');
    expect(
      await upsertSubscriptionFromStripe(t.db, { ...row, status: 'past_due', trialEnd: null }, 101),
    ).toBe(true);
    expect((await getSubscription(t.db, userId)).status).toBe('active');
    const past = new Date(Date.now() - 1000);
    await upsertSubscriptionFromStripe(t.db, { ...row, status: 'active', currentPeriodEnd: past }, 102);
    expect(await getSubscription(t.db, userId)).toEqual({ status: 'none' });
  });
});
