// In-memory state of the Stripe fake and the things that happen on Stripe's side (a buyer pays,
// a trial ends, a subscription is canceled, a charge is refunded). Each action returns the events
// Stripe would send, in order; the server part delivers them, signed, to the webhook.
import type Stripe from 'stripe';
import * as o from './objects.ts';

const DAY = 86_400;

export interface FakeState {
  /** Seconds added to the real clock (tests move time forward). */
  clockOffset: number;
  prices: Map<string, o.FakePrice>;
  customers: Map<string, Stripe.Customer>;
  sessions: Map<
    string,
    {
      session: Stripe.Checkout.Session;
      priceId: string;
      quantity: number;
      trialDays: number | null;
      subscriptionMetadata: Stripe.Metadata;
    }
  >;
  subscriptions: Map<string, { sub: Stripe.Subscription; price: o.FakePrice; paidInvoices: string[] }>;
  invoices: Map<string, o.InvoiceInit>;
  charges: Map<string, o.ChargeInit>;
  refunds: Map<string, Stripe.Refund>;
}

export function newState(prices: o.FakePrice[]): FakeState {
  return {
    clockOffset: 0,
    prices: new Map(prices.map((p) => [p.id, p])),
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    charges: new Map(),
    refunds: new Map(),
  };
}

export function now(state: FakeState): number {
  return Math.floor(Date.now() / 1000) + state.clockOffset;
}

function periodEnd(start: number, price: o.FakePrice): number {
  return start + (price.interval === 'year' ? 365 : 30) * DAY;
}

/** A paid invoice with its charge (one-time purchase or subscription period). */
function payInvoice(
  state: FakeState,
  init: {
    customer: string;
    amount: number;
    subscription: string | null;
    start: number;
    end: number;
    reason: Stripe.Invoice.BillingReason;
  },
): o.InvoiceInit {
  const t = now(state);
  const ch: o.ChargeInit = {
    id: o.newId('ch'),
    customer: init.customer,
    created: t,
    amount: init.amount,
    amountRefunded: 0,
    paymentIntent: o.newId('pi'),
  };
  state.charges.set(ch.id, ch);
  const inv: o.InvoiceInit = {
    id: o.newId('in'),
    customer: init.customer,
    created: t,
    amount: init.amount,
    paid: true,
    subscription: init.subscription,
    charge: ch.id,
    paymentIntent: ch.paymentIntent,
    periodStart: init.start,
    periodEnd: init.end,
    billingReason: init.reason,
  };
  state.invoices.set(inv.id, inv);
  return inv;
}

function ensureCustomer(state: FakeState, session: Stripe.Checkout.Session): string {
  if (typeof session.customer === 'string') return session.customer;
  const c = o.customer(o.newId('cus'), now(state), session.customer_email, {});
  state.customers.set(c.id, c);
  return c.id;
}

/** The buyer pays: the session completes; returns the events in Stripe's order. */
export function completeSession(state: FakeState, sessionId: string): Stripe.Event[] {
  const entry = state.sessions.get(sessionId);
  if (!entry) throw new Error(`no checkout session ${sessionId}`);
  const { session } = entry;
  if (session.status === 'complete') return [];
  if (session.status === 'expired') throw new Error(`checkout session ${sessionId} has expired`);
  const price = state.prices.get(entry.priceId);
  if (!price) throw new Error(`no price ${entry.priceId}`);
  const customer = ensureCustomer(state, session);
  const t = now(state);
  const events: Stripe.Event[] = [];
  session.customer = customer;
  session.status = 'complete';
  session.customer_details = {
    address: null,
    business_name: null,
    email: session.customer_email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  if (session.mode === 'payment') {
    const inv = payInvoice(state, {
      customer,
      amount: price.unitAmount * entry.quantity,
      subscription: null,
      start: t,
      end: t,
      reason: 'manual',
    });
    session.payment_status = 'paid';
    session.payment_intent = inv.paymentIntent;
    session.invoice = session.invoice_creation?.enabled ? inv.id : null;
  } else {
    const subEvents = startSubscription(state, customer, price, entry.trialDays, entry.subscriptionMetadata);
    session.payment_status = entry.trialDays ? 'no_payment_required' : 'paid';
    session.subscription = (subEvents[0]?.data.object as Stripe.Subscription | undefined)?.id ?? null;
    events.push(...subEvents);
  }
  events.push(o.event('checkout.session.completed', structuredClone(session), t));
  return events;
}

function startSubscription(
  state: FakeState,
  customer: string,
  price: o.FakePrice,
  trialDays: number | null,
  metadata: Stripe.Metadata,
): Stripe.Event[] {
  const t = now(state);
  const id = o.newId('sub');
  const trialEnd = trialDays ? t + trialDays * DAY : null;
  const sub = o.subscription({
    id,
    customer,
    price,
    created: t,
    status: trialEnd ? 'trialing' : 'active',
    periodStart: t,
    periodEnd: trialEnd ?? periodEnd(t, price),
    trialStart: trialEnd ? t : null,
    trialEnd,
    metadata,
  });
  const entry = { sub, price, paidInvoices: [] as string[] };
  state.subscriptions.set(id, entry);
  const events = [o.event('customer.subscription.created', structuredClone(sub), t)];
  if (!trialEnd) events.push(payPeriod(state, entry, 'subscription_create'));
  return events;
}

function payPeriod(
  state: FakeState,
  entry: { sub: Stripe.Subscription; price: o.FakePrice; paidInvoices: string[] },
  reason: Stripe.Invoice.BillingReason,
): Stripe.Event {
  const item = entry.sub.items.data[0];
  const start = item?.current_period_start ?? now(state);
  const inv = payInvoice(state, {
    customer: entry.sub.customer as string,
    amount: entry.price.unitAmount,
    subscription: entry.sub.id,
    start,
    end: item?.current_period_end ?? periodEnd(start, entry.price),
    reason,
  });
  entry.paidInvoices.push(inv.id);
  entry.sub.latest_invoice = inv.id;
  return o.event('invoice.paid', o.invoice(inv), now(state));
}

export function subscriptionEntry(state: FakeState, id: string) {
  const entry = state.subscriptions.get(id);
  if (!entry) throw new Error(`no subscription ${id}`);
  return entry;
}

/** The trial is over: the first paid period starts and is paid. */
export function endTrial(state: FakeState, id: string): Stripe.Event[] {
  const entry = subscriptionEntry(state, id);
  const t = now(state);
  const item = entry.sub.items.data[0];
  if (item) {
    item.current_period_start = t;
    item.current_period_end = periodEnd(t, entry.price);
  }
  entry.sub.status = 'active';
  entry.sub.trial_end = Math.min(entry.sub.trial_end ?? t, t);
  const paid = payPeriod(state, entry, 'subscription_cycle');
  return [
    o.event('customer.subscription.updated', structuredClone(entry.sub), t, { status: 'trialing' }),
    paid,
  ];
}

/** The customer cancels in the portal: at the period end, or now. */
export function cancelSubscription(state: FakeState, id: string, atPeriodEnd: boolean): Stripe.Event[] {
  const entry = subscriptionEntry(state, id);
  const t = now(state);
  if (atPeriodEnd) {
    entry.sub.cancel_at_period_end = true;
    entry.sub.cancel_at = entry.sub.items.data[0]?.current_period_end ?? null;
    entry.sub.canceled_at = t;
    return [
      o.event('customer.subscription.updated', structuredClone(entry.sub), t, {
        cancel_at_period_end: false,
      }),
    ];
  }
  entry.sub.status = 'canceled';
  entry.sub.canceled_at = t;
  entry.sub.ended_at = t;
  return [o.event('customer.subscription.deleted', structuredClone(entry.sub), t)];
}

/** Refunds (part of) a charge; returns the refund and the charge.refunded event. */
export function refundCharge(
  state: FakeState,
  chargeId: string,
  amount: number | undefined,
  reason: Stripe.Refund.Reason | null,
): { refund: Stripe.Refund; events: Stripe.Event[] } {
  const ch = state.charges.get(chargeId);
  if (!ch) throw new Error(`no charge ${chargeId}`);
  const left = ch.amount - ch.amountRefunded;
  const value = amount ?? left;
  if (value < 1 || value > left)
    throw new Error(`refund of ${value} exceeds the ${left} left on ${chargeId}`);
  ch.amountRefunded += value;
  const t = now(state);
  const r = o.refund(o.newId('re'), ch, value, t, reason);
  state.refunds.set(r.id, r);
  return { refund: r, events: [o.event('charge.refunded', o.charge(ch), t)] };
}

export function trialWillEnd(state: FakeState, id: string): Stripe.Event[] {
  const entry = subscriptionEntry(state, id);
  return [o.event('customer.subscription.trial_will_end', structuredClone(entry.sub), now(state))];
}

export function paymentFailed(state: FakeState, id: string): Stripe.Event[] {
  const entry = subscriptionEntry(state, id);
  const t = now(state);
  entry.sub.status = 'past_due';
  const item = entry.sub.items.data[0];
  const inv: o.InvoiceInit = {
    id: o.newId('in'),
    customer: entry.sub.customer as string,
    created: t,
    amount: entry.price.unitAmount,
    paid: false,
    subscription: id,
    charge: null,
    paymentIntent: null,
    periodStart: item?.current_period_start ?? t,
    periodEnd: item?.current_period_end ?? t,
    billingReason: 'subscription_cycle',
  };
  state.invoices.set(inv.id, inv);
  return [
    o.event('customer.subscription.updated', structuredClone(entry.sub), t, { status: 'active' }),
    o.event('invoice.payment_failed', o.invoice(inv), t),
  ];
}
