// Payments with Stripe: `app.billing` (null without STRIPE_SECRET_KEY), /api/v1/billing/* and
// the webhook. Registered by buildApp after the auth plugin (it uses requireUser and app.mailer).
import type { FastifyInstance } from 'fastify';
import { createStripeClient } from './client.ts';
import type { BillingContext } from './context.ts';
import { billingRoutes } from './routes.ts';
import { webhookRoutes } from './webhook.ts';

export type { BillingContext } from './context.ts';
export { DISPLAY_PRICES, MONEY_BACK_DAYS, TRIAL_DAYS } from './context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments; null when STRIPE_SECRET_KEY is not set. */
    billing: BillingContext | null;
  }
}

export async function stripePlugin(app: FastifyInstance): Promise<void> {
  const settings = app.config.stripe;
  app.decorate(
    'billing',
    settings
      ? {
          db: app.db,
          stripe: await createStripeClient(settings),
          settings,
          publicUrl: app.config.publicUrl,
          log: app.log,
        }
      : null,
  );
  if (!settings) app.log.info('payments: STRIPE_SECRET_KEY is not set; buying is switched off');
  await app.register(billingRoutes);
  await app.register(webhookRoutes);
}

// Not encapsulated: `app.billing` belongs to the root.
Object.assign(stripePlugin, { [Symbol.for('skip-override')]: true });
