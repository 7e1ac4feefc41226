// What the payment code needs: the database, the SDK, the settings and where links point.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { Stripe } from './client.ts';
import type { StripeSettings } from './config.ts';

export interface BillingContext {
  db: Db;
  stripe: Stripe;
  settings: StripeSettings;
  /** Without trailing slash. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The product's prices (product spec §9): shown by /api/v1/billing/config, charged by Stripe. */
export const DISPLAY_PRICES = { credit: '5.00', monthly: '20.00', yearly: '150.00' } as const;

/** Days after the start of the first paid period in which a cancellation is refunded. */
export const MONEY_BACK_DAYS = 3;
/** Trial length of a first subscription. */
export const TRIAL_DAYS = 3;
