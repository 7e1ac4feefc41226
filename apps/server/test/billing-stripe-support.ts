// Helpers of the payment tests: a server wired to a Stripe fake, users with API keys, and
// shortcuts for the billing endpoints.
import type { AccountInfo } from '@ic/einvoice';
import type Stripe from 'stripe';
import { createApiKey } from '../src/auth/api-keys.ts';
import { grantCredits } from '../src/billing/ledger.ts';
import { readOutbox, uniqueEmail } from './auth-helpers.ts';
import { type Engine, insertUser, startTestServer, type TestServer } from './helpers.ts';
import { type StripeFake, startStripeFake } from './stripe-fake/index.ts';

export interface PaymentsWorld {
  srv: TestServer;
  fake: StripeFake;
  close: () => Promise<void>;
}

export async function startPaymentsWorld(engine: Engine): Promise<PaymentsWorld> {
  const fake = await startStripeFake();
  const srv = await startTestServer({ engine, env: fake.env() });
  fake.webhookUrl = `${srv.url}/api/stripe/webhook`;
  return {
    srv,
    fake,
    close: async () => {
      await fake.close();
      await srv.close();
    },
  };
}

export interface Buyer {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** A verified user (en or de) with 3 signup credits and an API key. */
export async function newBuyer(srv: TestServer, lang: 'en' | 'de' = 'en'): Promise<Buyer> {
  const email = uniqueEmail('buyer');
  const id = await insertUser(srv.db, { email, lang, name: 'Erika Muster' });
  await grantCredits(srv.db, {
    userId: id,
    delta: 3,
    reason: 'signup-bonus',
    idempotencyKey: `signup:${id}`,
  });
  const { key } = await createApiKey(srv.db, id, 'test');
  return { id, email, headers: { 'x-api-key': key } };
}

export async function api(
  srv: TestServer,
  buyer: Buyer | null,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${srv.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(buyer?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

export async function account(srv: TestServer, buyer: Buyer): Promise<AccountInfo> {
  const r = await api(srv, buyer, '/api/v1/account');
  if (r.status !== 200) throw new Error(`account: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json as unknown as AccountInfo;
}

/** Starts a checkout; resolves the session id from the answered URL. */
export async function checkout(
  srv: TestServer,
  buyer: Buyer,
  body: { kind: 'credits' | 'monthly' | 'yearly'; quantity?: number; lang?: 'en' | 'de' },
): Promise<string> {
  const r = await api(srv, buyer, '/api/v1/billing/checkout', { lang: 'en', ...body });
  if (r.status !== 200) throw new Error(`checkout: ${r.status} ${JSON.stringify(r.json)}`);
  const id = /\/c\/pay\/(cs_[A-Za-z0-9_]+)$/.exec(String(r.json.url))?.[1];
  if (!id) throw new Error(`unexpected checkout url ${String(r.json.url)}`);
  return id;
}

/** Subject lines of the outbox mails to `email`, oldest first. */
export async function subjectsTo(srv: TestServer, email: string): Promise<string[]> {
  return (await readOutbox(srv)).filter((m) => m.to.includes(email)).map((m) => m.subject);
}

export function subscriptionIdOf(events: Stripe.Event[]): string {
  const e = events.find((x) => x.type === 'customer.subscription.created');
  return (e?.data.object as Stripe.Subscription | undefined)?.id ?? '';
}

export async function processedCount(srv: TestServer, id: string): Promise<number> {
  const rows = await srv.db.selectFrom('processed_events').select('id').where('id', '=', id).execute();
  return rows.length;
}
