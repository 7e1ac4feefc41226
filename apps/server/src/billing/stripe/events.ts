// What each Stripe event does. A handler first does its network part (reading a subscription,
// a money-back refund) and returns a plan whose `apply` runs inside the event's transaction
// (together with the processed_events row) and returns the e-mails to send after the commit.
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { grantCredits } from '../ledger.ts';
import type { Stripe } from './client.ts';
import type { BillingContext } from './context.ts';
import { userIdOfCustomer } from './customers.ts';
import { applyFulfilment, applySubscription, loadFulfilment } from './fulfil.ts';
import { moneyBack, moneyBackMarker } from './moneyback.ts';
import { idOf, planOf, statusOf, userOfSubscription } from './subscription-row.ts';

export type BillingMailTemplate =
  | 'purchase-receipt'
  | 'trial-ends-tomorrow'
  | 'subscription-canceled'
  | 'payment-failed';

export interface PendingMail {
  userId: string;
  template: BillingMailTemplate;
  vars: Record<string, string>;
}

export interface EventPlan {
  /** Extra rows for processed_events (e.g. the money-back marker), inserted with the event. */
  markers?: Array<{ id: string; type: string }>;
  apply: (trx: Db) => Promise<PendingMail[]>;
}

type Handler = (ctx: BillingContext, event: Stripe.Event) => Promise<EventPlan | null>;

/** Cents → "12.50" (decimal, never float). */
export function money(cents: number | null | undefined): string {
  return new Decimal(cents ?? 0).div(100).toFixed(2);
}

const isoDate = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : '';

const checkoutCompleted: Handler = async (ctx, event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const f = await loadFulfilment(ctx, session);
  if (!f) return null;
  const kind = f.subscription ? planOf(ctx.settings, f.subscription) : 'credits';
  return {
    apply: async (trx) => {
      await applyFulfilment(trx, ctx, f);
      const vars: Record<string, string> = {
        kind,
        amount: money(session.amount_total),
        currency: (session.currency ?? 'eur').toUpperCase(),
        quantity: String(f.credits),
      };
      if (f.subscription?.trial_end) vars.trialEnd = isoDate(f.subscription.trial_end);
      return [{ userId: f.userId, template: 'purchase-receipt', vars }];
    },
  };
};

/** True when an event newer than `created` was already applied to the user's subscription. */
async function isStale(db: Db, userId: string, created: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('event_created')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && Number(row.event_created) > created;
}

const subscriptionChanged: Handler = async (ctx, event) => {
  const sub = event.data.object as Stripe.Subscription;
  const userId = await userOfSubscription(ctx.db, sub);
  if (!userId) {
    ctx.log.warn({ subscription: sub.id }, 'subscription of an unknown customer');
    return null;
  }
  const deleted = event.type === 'customer.subscription.deleted';
  const previous = (event.data.previous_attributes ?? {}) as Partial<Stripe.Subscription>;
  const cancelRequested = sub.cancel_at_period_end && previous.cancel_at_period_end === false;
  let refund: Stripe.Refund | null = null;
  if ((deleted || cancelRequested) && !(await isStale(ctx.db, userId, event.created))) {
    refund = await moneyBack(ctx, sub, sub.canceled_at ?? event.created);
  }
  return {
    markers: refund ? [{ id: moneyBackMarker(sub.id), type: 'money-back' }] : [],
    apply: async (trx) => {
      const customer = idOf(sub.customer);
      if (customer) {
        await trx
          .insertInto('stripe_customers')
          .values({ user_id: userId, stripe_customer_id: customer })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      if (await replacedBy(trx, userId, sub)) return [];
      const applied = await applySubscription(trx, ctx, userId, sub, event.created);
      if (!applied) return [];
      const mail = await canceledMail(trx, ctx, event, sub, refund);
      return mail ? [{ userId, template: 'subscription-canceled', vars: mail }] : [];
    },
  };
};

/**
 * The vars of the 'subscription-canceled' mail, or null when this event sends none: one mail per
 * cancellation, when it is requested (ends at the period end) or, for a refunded or immediate
 * cancellation, with the deletion.
 */
async function canceledMail(
  trx: Db,
  ctx: BillingContext,
  event: Stripe.Event,
  sub: Stripe.Subscription,
  refund: Stripe.Refund | null,
): Promise<Record<string, string> | null> {
  const deleted = event.type === 'customer.subscription.deleted';
  const previous = (event.data.previous_attributes ?? {}) as Partial<Stripe.Subscription>;
  const cancelRequested = sub.cancel_at_period_end && previous.cancel_at_period_end === false;
  let refunded = refund !== null;
  if (deleted) {
    refunded ||= (await markerRefund(trx, sub.id)) === true;
    if (!refunded && sub.cancel_at_period_end) return null; // mailed when it was requested
  } else if (!cancelRequested || refund) {
    return null; // no cancellation, or a refunded one: the deletion that follows mails it
  }
  const vars: Record<string, string> = {
    plan: planOf(ctx.settings, sub),
    endsAt: isoDate(deleted ? (sub.ended_at ?? event.created) : sub.items.data[0]?.current_period_end),
    refunded: refunded ? 'true' : 'false',
  };
  if (refund) vars.refundAmount = money(refund.amount);
  return vars;
}

/**
 * True when the user's row belongs to another subscription and this event only says that an
 * old one ended (a late event of a subscription the user has since replaced).
 */
async function replacedBy(db: Db, userId: string, sub: Stripe.Subscription): Promise<boolean> {
  if (statusOf(sub.status) !== 'canceled') return false;
  const row = await db
    .selectFrom('subscriptions')
    .select('stripe_subscription_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stripe_subscription_id != null && row.stripe_subscription_id !== sub.id;
}

/** Whether the money-back refund of a subscription was made (its marker exists). */
async function markerRefund(db: Db, subscriptionId: string): Promise<boolean | null> {
  const row = await db
    .selectFrom('processed_events')
    .select('id')
    .where('id', '=', moneyBackMarker(subscriptionId))
    .executeTakeFirst();
  return row ? true : null;
}

const trialWillEnd: Handler = async (ctx, event) => {
  const sub = event.data.object as Stripe.Subscription;
  const userId = await userOfSubscription(ctx.db, sub);
  if (!userId || sub.status !== 'trialing') return null;
  const vars = { plan: planOf(ctx.settings, sub), trialEnd: isoDate(sub.trial_end) };
  return { apply: async () => [{ userId, template: 'trial-ends-tomorrow', vars }] };
};

const invoiceEvent: Handler = async (ctx, event) => {
  const invoice = event.data.object as Stripe.Invoice;
  const customer = idOf(invoice.customer);
  const userId = customer ? await userIdOfCustomer(ctx.db, customer) : null;
  if (!userId) return null;
  const vars = {
    amount: money(event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due),
    currency: invoice.currency.toUpperCase(),
    invoiceNumber: invoice.number ?? '',
  };
  if (event.type === 'invoice.payment_failed') {
    return { apply: async () => [{ userId, template: 'payment-failed', vars }] };
  }
  // A renewal (or the first charge after the trial) gets its receipt; the first purchase had one
  // with checkout.session.completed.
  if (invoice.billing_reason !== 'subscription_cycle' || invoice.amount_paid <= 0) return null;
  return {
    apply: async () => [{ userId, template: 'purchase-receipt', vars: { ...vars, kind: 'renewal' } }],
  };
};

const chargeRefunded: Handler = async (_ctx, event) => {
  const charge = event.data.object as Stripe.Charge;
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return null;
  return { apply: async (trx) => reverseCredits(trx, charge, paymentIntent) };
};

/**
 * A refunded credit purchase takes its credits back: floor(bought × refunded / paid) in total,
 * minus what earlier refunds of this charge took. Credits already spent are not taken back: the
 * balance never goes below 0 (the ledger row records what was actually taken).
 */
async function reverseCredits(trx: Db, charge: Stripe.Charge, paymentIntent: string): Promise<PendingMail[]> {
  const rows = await trx
    .selectFrom('credit_ledger')
    .select(['user_id', 'reason', sql<number>`sum(delta)`.as('total')])
    .where('stripe_object_id', '=', paymentIntent)
    .groupBy(['user_id', 'reason'])
    .execute();
  const bought = rows.find((r) => r.reason === 'purchase');
  if (!bought || charge.amount <= 0) return [];
  const userId = bought.user_id;
  const taken = -Number(rows.find((r) => r.reason === 'refund')?.total ?? 0);
  const target = new Decimal(Number(bought.total))
    .mul(charge.amount_refunded)
    .div(charge.amount)
    .floor()
    .toNumber();
  const balanceRow = await trx
    .selectFrom('credit_balances')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const take = Math.min(target - taken, Number(balanceRow?.balance ?? 0));
  if (take > 0) {
    await grantCredits(trx, {
      userId,
      delta: -take,
      reason: 'refund',
      idempotencyKey: `refund:${charge.id}:${charge.amount_refunded}`,
      stripeObjectId: paymentIntent,
    });
  }
  return [];
}

export const HANDLERS: Partial<Record<string, Handler>> = {
  'checkout.session.completed': checkoutCompleted,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'customer.subscription.trial_will_end': trialWillEnd,
  'invoice.paid': invoiceEvent,
  'invoice.payment_failed': invoiceEvent,
  'charge.refunded': chargeRefunded,
};
