// The 100% money-back guarantee: a subscription canceled within the first MONEY_BACK_DAYS of its
// first PAID period (after the trial, if there was one) gets its latest paid invoice refunded
// and ends now. A cancellation during the trial costs nothing and needs no refund; a later one
// ends at the period end (Stripe's cancel_at_period_end), without a refund.
//
// Once per subscription: the refund and the cancellation carry Stripe idempotency keys, and the
// webhook records `moneyback:{subscription id}` in processed_events together with the event.
import type { Db } from '../../db/index.ts';
import type { Stripe } from './client.ts';
import { type BillingContext, MONEY_BACK_DAYS } from './context.ts';
import { idOf, paidStartOf } from './subscription-row.ts';

export const moneyBackMarker = (subscriptionId: string) => `moneyback:${subscriptionId}`;

/** True when a cancellation at `canceledAt` (seconds) falls in the money-back window. */
export function inMoneyBackWindow(sub: Stripe.Subscription, canceledAt: number): boolean {
  const paidStart = paidStartOf(sub);
  return canceledAt >= paidStart && canceledAt < paidStart + MONEY_BACK_DAYS * 86_400;
}

async function alreadyRefunded(db: Db, subscriptionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('processed_events')
    .select('id')
    .where('id', '=', moneyBackMarker(subscriptionId))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refunds the latest paid invoice of `sub` and cancels it now when the cancellation at
 * `canceledAt` is within the window. Resolves the refund, or null when none is due.
 */
export async function moneyBack(
  ctx: BillingContext,
  sub: Stripe.Subscription,
  canceledAt: number,
): Promise<Stripe.Refund | null> {
  if (!inMoneyBackWindow(sub, canceledAt) || (await alreadyRefunded(ctx.db, sub.id))) return null;
  const invoices = await ctx.stripe.invoices.list({
    subscription: sub.id,
    status: 'paid',
    limit: 1,
    expand: ['data.payments'],
  });
  const invoice = invoices.data[0];
  if (!invoice || invoice.amount_paid <= 0) return null;
  const payment =
    invoice.payments?.data.find((p) => p.status === 'paid')?.payment ?? invoice.payments?.data[0]?.payment;
  const charge = idOf(payment?.charge);
  const paymentIntent = idOf(payment?.payment_intent);
  if (!charge && !paymentIntent) {
    ctx.log.error({ invoice: invoice.id }, 'money-back: the paid invoice names no charge or payment');
    return null;
  }
  const refund = await ctx.stripe.refunds.create(
    {
      ...(charge ? { charge } : { payment_intent: paymentIntent ?? '' }),
      reason: 'requested_by_customer',
      metadata: { policy: 'money-back', subscription: sub.id, invoice: invoice.id },
    },
    { idempotencyKey: `moneyback-refund:${sub.id}` },
  );
  if (sub.status !== 'canceled') {
    await ctx.stripe.subscriptions.cancel(sub.id, {}, { idempotencyKey: `moneyback-cancel:${sub.id}` });
  }
  return refund;
}
