// Fulfilment of a completed Checkout Session: the ONE function behind both the webhook
// (checkout.session.completed) and the thank-you page (POST /api/v1/billing/fulfil). Idempotent:
// credits are granted with the key `checkout:{session.id}`, so they appear once whichever comes
// first; the subscription row is upserted with the subscription's own creation time, so a newer
// event already applied is never overwritten.
import type { Db } from '../../db/index.ts';
import { grantCredits } from '../ledger.ts';
import { upsertSubscriptionFromStripe } from '../subscription.ts';
import type { Stripe } from './client.ts';
import type { BillingContext } from './context.ts';
import { idOf, subscriptionRow } from './subscription-row.ts';

export interface Fulfilment {
  session: Stripe.Checkout.Session;
  userId: string;
  /** Credits bought (payment mode, paid). */
  credits: number;
  /** The subscription started (subscription mode). */
  subscription: Stripe.Subscription | null;
}

/** Credits a session buys: the quantity we put in its metadata at checkout (never from the client). */
function creditsOf(session: Stripe.Checkout.Session): number {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return 0;
  if (session.metadata?.kind !== 'credits') return 0;
  const n = Number(session.metadata.quantity);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * Reads what a session bought (the network part, outside any transaction). Null when it is not
 * complete or not ours (no user id).
 */
export async function loadFulfilment(
  ctx: BillingContext,
  session: Stripe.Checkout.Session,
): Promise<Fulfilment | null> {
  const userId = session.client_reference_id;
  if (!userId || session.status !== 'complete') return null;
  let subscription: Stripe.Subscription | null = null;
  if (session.mode === 'subscription' && session.subscription) {
    subscription =
      typeof session.subscription === 'string'
        ? await ctx.stripe.subscriptions.retrieve(session.subscription)
        : session.subscription;
  }
  return { session, userId, credits: creditsOf(session), subscription };
}

/** Applies a fulfilment (database only; pass a transaction to join it). */
export async function applyFulfilment(db: Db, ctx: BillingContext, f: Fulfilment): Promise<void> {
  const user = await db.selectFrom('user').select('id').where('id', '=', f.userId).executeTakeFirst();
  if (!user) {
    ctx.log.warn({ session: f.session.id }, 'checkout session of an unknown or deleted user');
    return;
  }
  const customer = idOf(f.session.customer);
  if (customer) {
    await db
      .insertInto('stripe_customers')
      .values({ user_id: f.userId, stripe_customer_id: customer })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
  if (f.credits > 0) {
    await grantCredits(db, {
      userId: f.userId,
      delta: f.credits,
      reason: 'purchase',
      idempotencyKey: `checkout:${f.session.id}`,
      // The payment intent is what a later charge.refunded names.
      stripeObjectId: idOf(f.session.payment_intent) ?? f.session.id,
    });
  }
  if (f.subscription) await applySubscription(db, ctx, f.userId, f.subscription, f.subscription.created);
}

/** Upserts the row (only when not older than the stored one) and records a started trial. */
export async function applySubscription(
  db: Db,
  ctx: BillingContext,
  userId: string,
  sub: Stripe.Subscription,
  eventCreated: number,
): Promise<boolean> {
  const applied = await upsertSubscriptionFromStripe(
    db,
    subscriptionRow(ctx.settings, userId, sub),
    eventCreated,
  );
  if (sub.trial_start !== null) {
    await db
      .updateTable('stripe_customers')
      .set({ trial_used_at: new Date(sub.trial_start * 1000) })
      .where('user_id', '=', userId)
      .where('trial_used_at', 'is', null)
      .execute();
  }
  return applied;
}
