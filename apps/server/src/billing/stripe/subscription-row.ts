// A Stripe Subscription → the product's subscriptions row (see billing/subscription.ts).
import type { Db, SubscriptionPlan, SubscriptionStatus } from '../../db/index.ts';
import type { SubscriptionRow } from '../subscription.ts';
import type { Stripe } from './client.ts';
import type { StripeSettings } from './config.ts';
import { userIdOfCustomer } from './customers.ts';

export function statusOf(s: Stripe.Subscription.Status): SubscriptionStatus {
  const kept: readonly string[] = ['trialing', 'active', 'past_due', 'incomplete'];
  // canceled, incomplete_expired, unpaid, paused (and any new state): no access
  return kept.includes(s) ? (s as SubscriptionStatus) : 'canceled';
}

export function planOf(settings: StripeSettings, sub: Stripe.Subscription): SubscriptionPlan {
  const item = sub.items.data[0];
  if (item?.price.id === settings.prices.yearly) return 'yearly';
  if (item?.price.id === settings.prices.monthly) return 'monthly';
  return item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly';
}

export function idOf(x: string | { id: string } | null | undefined): string | null {
  if (x === null || x === undefined) return null;
  return typeof x === 'string' ? x : x.id;
}

/** Start of the first paid period: the end of the trial, or the start of the subscription. */
export function paidStartOf(sub: Stripe.Subscription): number {
  return sub.trial_end ?? sub.start_date;
}

const date = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

export function subscriptionRow(
  settings: StripeSettings,
  userId: string,
  sub: Stripe.Subscription,
): SubscriptionRow {
  return {
    userId,
    status: statusOf(sub.status),
    plan: planOf(settings, sub),
    stripeCustomerId: idOf(sub.customer),
    stripeSubscriptionId: sub.id,
    currentPeriodEnd: date(sub.items.data[0]?.current_period_end ?? sub.trial_end),
    trialEnd: date(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    startedAt: date(paidStartOf(sub)),
  };
}

/** The user a subscription belongs to: metadata.userId set at checkout, else its customer. */
export async function userOfSubscription(db: Db, sub: Stripe.Subscription): Promise<string | null> {
  const fromMeta = sub.metadata?.userId;
  if (fromMeta) {
    const exists = await db.selectFrom('user').select('id').where('id', '=', fromMeta).executeTakeFirst();
    if (exists) return fromMeta;
  }
  const customer = idOf(sub.customer);
  return customer ? userIdOfCustomer(db, customer) : null;
}
