// The one Stripe SDK instance of a server, built from StripeSettings (null = payments off).
import Stripe from 'stripe';
import type { StripeSettings } from './config.ts';

export type { Stripe };

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'invoice-converter' },
    ...(settings.api
      ? { protocol: settings.api.protocol, host: settings.api.host, port: settings.api.port }
      : {}),
  });
}
