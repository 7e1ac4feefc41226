// The one Stripe SDK instance of a server, built from StripeSettings. The SDK is loaded only
// when payments are configured (it takes a while to import; a server without Stripe skips it).
import type Stripe from 'stripe';
import type { StripeSettings } from './config.ts';

export type { Stripe };

export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'invoice-converter' },
    ...(settings.api
      ? { protocol: settings.api.protocol, host: settings.api.host, port: settings.api.port }
      : {}),
  });
}

/** True for an error the SDK raised for an HTTP answer with `status` (e.g. 404 resource_missing). */
export function isStripeStatus(err: unknown, status: number): boolean {
  const e = err as { type?: unknown; statusCode?: unknown } | null;
  return typeof e?.type === 'string' && e.type.startsWith('Stripe') && e.statusCode === status;
}
