// Stripe settings from the environment (STRIPE_*). Without STRIPE_SECRET_KEY payments are off:
// the product still runs, /api/v1/billing/config says enabled:false and checkout answers 503.

export interface StripeSettings {
  secretKey: string;
  /** whsec_…; without it the webhook refuses every event (nothing can be verified). */
  webhookSecret: string | null;
  prices: { credit: string | null; monthly: string | null; yearly: string | null };
  /** Another API host for the SDK (a local fake in tests): protocol, host and port. */
  api: { protocol: 'http' | 'https'; host: string; port: number } | null;
}

export const STRIPE_CONFIG_VARIABLES = [
  {
    name: 'STRIPE_SECRET_KEY',
    description: 'Stripe secret API key (sk_…); unset turns payments off (buy buttons say so).',
    default: 'unset (payments off)',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    description: 'Signing secret (whsec_…) of the webhook endpoint /api/stripe/webhook.',
    default: 'unset (webhook refuses events)',
  },
  {
    name: 'STRIPE_PRICE_CREDIT',
    description: 'Stripe price id of one credit (one-time, 5 EUR).',
    default: 'unset',
  },
  {
    name: 'STRIPE_PRICE_MONTHLY',
    description: 'Stripe price id of the Starter subscription, monthly (20 EUR).',
    default: 'unset',
  },
  {
    name: 'STRIPE_PRICE_YEARLY',
    description: 'Stripe price id of the Starter subscription, yearly (150 EUR).',
    default: 'unset',
  },
  {
    name: 'STRIPE_API_URL',
    description: 'Base URL of the Stripe API, e.g. http://127.0.0.1:12111 for a local fake or mock.',
    default: 'https://api.stripe.com',
  },
] as const;

/** Reads STRIPE_*; pushes a sentence per bad variable to `problems`. */
export function loadStripeSettings(
  get: (name: string) => string | undefined,
  problems: string[],
): StripeSettings | null {
  const secretKey = get('STRIPE_SECRET_KEY');
  const webhookSecret = get('STRIPE_WEBHOOK_SECRET') ?? null;
  let api: StripeSettings['api'] = null;
  const rawUrl = get('STRIPE_API_URL');
  if (rawUrl !== undefined) {
    try {
      const u = new URL(rawUrl);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
      if (u.pathname !== '/' && u.pathname !== '') throw new Error('path');
      const protocol = u.protocol === 'http:' ? 'http' : 'https';
      api = { protocol, host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443 };
    } catch {
      problems.push(`STRIPE_API_URL must be an http:// or https:// URL without a path (got "${rawUrl}").`);
    }
  }
  if (webhookSecret !== null && !webhookSecret.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET must start with whsec_ (the endpoint signing secret).');
  }
  if (secretKey === undefined) return null;
  if (!/^(sk|rk)_/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY must be a secret key (sk_… or rk_…).');
  }
  return {
    secretKey,
    webhookSecret,
    prices: {
      credit: get('STRIPE_PRICE_CREDIT') ?? null,
      monthly: get('STRIPE_PRICE_MONTHLY') ?? null,
      yearly: get('STRIPE_PRICE_YEARLY') ?? null,
    },
    api,
  };
}
