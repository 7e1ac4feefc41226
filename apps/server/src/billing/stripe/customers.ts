// One Stripe customer per user (stripe_customers), created on the first checkout and reused.
import type { Db } from '../../db/index.ts';
import type { BillingContext } from './context.ts';

export async function customerIdOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('stripe_customers')
    .select('stripe_customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}

export async function userIdOfCustomer(db: Db, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('stripe_customers')
    .select('user_id')
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * The user's Stripe customer, created when missing. Two concurrent calls create one customer:
 * the idempotency key makes Stripe answer both with the same object.
 */
export async function ensureCustomer(
  ctx: BillingContext,
  user: { id: string; email: string; name: string },
): Promise<string> {
  const known = await customerIdOf(ctx.db, user.id);
  if (known) return known;
  const customer = await ctx.stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    { idempotencyKey: `customer:${user.id}` },
  );
  await ctx.db
    .insertInto('stripe_customers')
    .values({ user_id: user.id, stripe_customer_id: customer.id })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await customerIdOf(ctx.db, user.id)) ?? customer.id;
}

/** True when the user ever started a trial (it is offered once per account). */
export async function hadTrial(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stripe_customers')
    .select('trial_used_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.trial_used_at != null;
}
