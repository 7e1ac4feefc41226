// Checkout Sessions (credits, or the Starter subscription with a trial for first-timers) and
// Billing Portal sessions. Stripe errors become PAYMENT_PROVIDER_FAILED (502), logged.
import type { CheckoutRequest, Lang } from '@ic/einvoice';
import type Stripe from 'stripe';
import type { SessionUser } from '../../auth/index.ts';
import { AppError } from '../../http-errors.ts';
import { getSubscription } from '../subscription.ts';
import { isStripeStatus } from './client.ts';
import { type BillingContext, TRIAL_DAYS } from './context.ts';
import { customerIdOf, ensureCustomer, hadTrial } from './customers.ts';

/** Runs a Stripe call; its failures become AppErrors (404 → `notFound` when given). */
export async function callStripe<T>(
  ctx: BillingContext,
  fn: () => Promise<T>,
  notFound?: AppError,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (notFound && isStripeStatus(err, 404)) throw notFound;
    const e = err as { type?: string; statusCode?: number; code?: string };
    ctx.log.error({ type: e.type, status: e.statusCode, code: e.code }, 'stripe request failed');
    throw new AppError('PAYMENT_PROVIDER_FAILED');
  }
}

function priceFor(ctx: BillingContext, kind: CheckoutRequest['kind']): string {
  const price = kind === 'credits' ? ctx.settings.prices.credit : ctx.settings.prices[kind];
  if (!price) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  return price;
}

export async function createCheckout(
  ctx: BillingContext,
  user: SessionUser,
  req: CheckoutRequest,
): Promise<string> {
  const price = priceFor(ctx, req.kind);
  const lang: Lang = req.lang;
  const base = {
    client_reference_id: user.id,
    locale: lang,
    success_url: `${ctx.publicUrl}/${lang}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${ctx.publicUrl}/${lang}#pricing`,
    tax_id_collection: { enabled: true },
    customer_update: { name: 'auto', address: 'auto' },
    billing_address_collection: 'required',
  } satisfies Stripe.Checkout.SessionCreateParams;
  let params: Stripe.Checkout.SessionCreateParams;
  if (req.kind === 'credits') {
    const quantity = req.quantity ?? 1;
    params = {
      ...base,
      mode: 'payment',
      line_items: [{ price, quantity }],
      invoice_creation: { enabled: true, invoice_data: { metadata: { userId: user.id } } },
      metadata: { userId: user.id, kind: 'credits', quantity: String(quantity) },
    };
  } else {
    if ((await getSubscription(ctx.db, user.id)).status !== 'none') throw new AppError('ALREADY_SUBSCRIBED');
    const trial = !(await hadTrial(ctx.db, user.id));
    params = {
      ...base,
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      subscription_data: {
        metadata: { userId: user.id },
        ...(trial ? { trial_period_days: TRIAL_DAYS } : {}),
      },
      metadata: { userId: user.id, kind: req.kind },
    };
  }
  return callStripe(ctx, async () => {
    const customer = await ensureCustomer(ctx, user);
    // One open subscription checkout per account: an older one (another tab) is expired, so two
    // checkouts cannot both start a subscription, nor the once-per-account trial twice.
    if (params.mode === 'subscription') await expireOpenSubscriptionCheckouts(ctx, customer);
    const session = await ctx.stripe.checkout.sessions.create({ ...params, customer });
    if (!session.url) throw new Error('checkout session without url');
    return session.url;
  });
}

export async function createPortal(ctx: BillingContext, user: SessionUser, lang: Lang): Promise<string> {
  const customer = await customerIdOf(ctx.db, user.id);
  if (!customer) throw new AppError('NO_BILLING_ACCOUNT');
  return callStripe(ctx, async () => {
    const session = await ctx.stripe.billingPortal.sessions.create({
      customer,
      locale: lang,
      return_url: `${ctx.publicUrl}/${lang}/profile`,
    });
    return session.url;
  });
}

/** Expires the customer's open Checkout Sessions in subscription mode (see createCheckout). */
async function expireOpenSubscriptionCheckouts(ctx: BillingContext, customer: string): Promise<void> {
  const open = await ctx.stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 });
  for (const s of open.data) {
    if (s.mode !== 'subscription') continue;
    try {
      await ctx.stripe.checkout.sessions.expire(s.id);
    } catch (e) {
      // completed or expired meanwhile: nothing left to close (a completed one is handled by
      // its webhook; the ALREADY_SUBSCRIBED check covers the next attempt)
      ctx.log.warn(
        { session: s.id, err: (e as Error).message },
        'could not expire an older checkout session',
      );
    }
  }
}
