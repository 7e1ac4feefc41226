// The subscription of a user as the product sees it: Stripe's states folded into
// none | trial | active. Rows are written from Stripe events (upsertSubscriptionFromStripe),
// applied only when not older than the last applied event, so out-of-order events are harmless.
import type { AccountSubscription } from '@ic/einvoice';
import { sql } from 'kysely';
import type { Db, SubscriptionPlan, SubscriptionStatus } from '../db/index.ts';
import { toIso, toMs } from '../db/time.ts';

export interface SubscriptionRow {
  userId: string;
  status: SubscriptionStatus;
  plan: SubscriptionPlan;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  currentPeriodEnd?: Date | null;
  trialEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  startedAt?: Date | null;
}

interface StoredRow {
  status: SubscriptionStatus;
  plan: SubscriptionPlan;
  current_period_end: Date | string | null;
  trial_end: Date | string | null;
  cancel_at_period_end: boolean | number;
}

/** Maps a stored row to the product's view at time `now` (ms). */
export function subscriptionView(row: StoredRow | undefined, now = Date.now()): AccountSubscription {
  if (!row) return { status: 'none' };
  const periodEnd = toMs(row.current_period_end);
  const trialEnd = toMs(row.trial_end);
  const cancelAtPeriodEnd = row.cancel_at_period_end === true || row.cancel_at_period_end === 1;
  let status: AccountSubscription['status'] = 'none';
  if (row.status === 'trialing') {
    const end = Number.isNaN(trialEnd) ? periodEnd : trialEnd;
    if (Number.isNaN(end) || end > now) status = 'trial';
  } else if (row.status === 'active' || row.status === 'past_due') {
    if (Number.isNaN(periodEnd) || periodEnd > now) status = 'active';
  }
  if (status === 'none') return { status };
  const end = status === 'trial' && row.trial_end !== null ? row.trial_end : row.current_period_end;
  const iso = toIso(end);
  return {
    status,
    plan: row.plan,
    ...(iso ? { currentPeriodEnd: iso } : {}),
    cancelAtPeriodEnd,
  };
}

export async function getSubscription(db: Db, userId: string): Promise<AccountSubscription> {
  const row = await db
    .selectFrom('subscriptions')
    .select(['status', 'plan', 'current_period_end', 'trial_end', 'cancel_at_period_end'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return subscriptionView(row);
}

/**
 * Inserts or updates the user's subscription from a Stripe event created at `eventCreated`
 * (seconds). Applies only when eventCreated >= the stored event_created; resolves whether it did.
 */
export async function upsertSubscriptionFromStripe(
  db: Db,
  row: SubscriptionRow,
  eventCreated: number,
): Promise<boolean> {
  const values = {
    status: row.status,
    plan: row.plan,
    stripe_customer_id: row.stripeCustomerId ?? null,
    stripe_subscription_id: row.stripeSubscriptionId ?? null,
    current_period_end: row.currentPeriodEnd ?? null,
    trial_end: row.trialEnd ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd ?? false,
    started_at: row.startedAt ?? null,
    updated_at: new Date(),
    event_created: eventCreated,
  };
  const result = await db
    .insertInto('subscriptions')
    .values({ user_id: row.userId, ...values })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet(values)
        .where(sql<boolean>`subscriptions.event_created <= ${eventCreated}`),
    )
    .returning('user_id')
    .executeTakeFirst();
  return result !== undefined;
}
