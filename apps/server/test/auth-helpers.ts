// Test helpers for accounts: sign up through the HTTP API, read the outbox, follow links,
// sign in (cookie), and create a verified user with credits directly in the database.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { createApiKey } from '../src/auth/api-keys.ts';
import { grantCredits } from '../src/billing/ledger.ts';
import { upsertSubscriptionFromStripe } from '../src/billing/subscription.ts';
import type { Db } from '../src/db/index.ts';
import { insertUser, type TestServer } from './helpers.ts';

export const PASSWORD = 'correct horse 1';

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomBytes(5).toString('hex')}@example.test`;
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    // Like a browser on the site: the Origin of the server (tests of CSRF pass another one).
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
}

export async function signUp(
  srv: TestServer,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return postJson(`${srv.url}/api/auth/sign-up/email`, {
    email,
    password: PASSWORD,
    name: 'Erika Muster',
    acceptedTerms: true,
    acceptedDpa: true,
    ...extra,
  });
}

/** The session cookie ("name=value") of a response, or undefined. */
export function sessionCookie(response: Response): string | undefined {
  for (const c of response.headers.getSetCookie()) {
    const pair = c.split(';')[0] ?? '';
    if (/better-auth\.session_token=./.test(pair)) return pair;
  }
  return undefined;
}

export async function signIn(srv: TestServer, email: string, password = PASSWORD): Promise<string> {
  const r = await postJson(`${srv.url}/api/auth/sign-in/email`, { email, password });
  const cookie = sessionCookie(r);
  if (r.status !== 200 || !cookie) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  return cookie;
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first http(s) link of the text part. */
  link: string | undefined;
}

/** Parses the .eml files of DATA_DIR/outbox (oldest first). */
export async function readOutbox(srv: TestServer): Promise<OutboxMail[]> {
  const dir = join(srv.app.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((file) => parseEml(file, readFileSync(join(dir, file)))));
}

export async function parseEml(file: string, raw: Buffer | string): Promise<OutboxMail> {
  const mail = await simpleParser(raw);
  const text = mail.text ?? '';
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  return {
    file,
    to,
    subject: mail.subject ?? '',
    text,
    html: mail.html || '',
    link: /https?:\/\/\S+/.exec(text)?.[0],
  };
}

/** The newest outbox mail to `to`. */
export async function lastMailTo(srv: TestServer, to: string): Promise<OutboxMail | undefined> {
  return (await readOutbox(srv)).filter((m) => m.to.includes(to)).at(-1);
}

/** A verified user with `credits` credits, created directly in the database. */
export async function createUserWithCredits(db: Db, credits: number, email = uniqueEmail()): Promise<string> {
  const userId = await insertUser(db, { email });
  if (credits > 0) {
    await grantCredits(db, {
      userId,
      delta: credits,
      reason: 'admin-grant',
      idempotencyKey: `test:${userId}`,
    });
  }
  return userId;
}

/**
 * Headers for paid routes (/generate, /convert, /render) in tests about conversion itself: an API
 * key of a verified user with an active subscription (downloads free, nothing to run out).
 */
export async function subscriberHeaders(srv: TestServer): Promise<Record<string, string>> {
  const userId = await insertUser(srv.db, { email: uniqueEmail('subscriber') });
  await upsertSubscriptionFromStripe(
    srv.db,
    { userId, status: 'active', plan: 'yearly', currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000) },
    1,
  );
  const { key } = await createApiKey(srv.db, userId, 'tests');
  return { authorization: `Bearer ${key}` };
}

export interface VerifiedUser {
  userId: string;
  email: string;
  /** "name=value" of the session cookie */
  cookie: string;
  /** the session cookie split for a browser context */
  browserCookie: { name: string; value: string; url: string };
}

/**
 * A verified user with a password, created in the database (no e-mail round trip), signed in over
 * HTTP. `credits` are granted as 'admin-grant'; `subscriber` adds an active yearly subscription.
 */
export async function createSignedInUser(
  srv: TestServer,
  options: { credits?: number; subscriber?: boolean; email?: string; lang?: 'en' | 'de' } = {},
): Promise<VerifiedUser> {
  const email = options.email ?? uniqueEmail();
  const userId = await insertUser(srv.db, { email, ...(options.lang ? { lang: options.lang } : {}) });
  const ctx = await srv.app.auth.$context;
  await srv.db
    .insertInto('account')
    .values({
      id: randomBytes(12).toString('hex'),
      account_id: userId,
      provider_id: 'credential',
      user_id: userId,
      access_token: null,
      refresh_token: null,
      id_token: null,
      access_token_expires_at: null,
      refresh_token_expires_at: null,
      scope: null,
      password: await ctx.password.hash(PASSWORD),
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  if (options.credits) {
    await grantCredits(srv.db, {
      userId,
      delta: options.credits,
      reason: 'admin-grant',
      idempotencyKey: `test:${userId}`,
    });
  }
  if (options.subscriber) {
    await upsertSubscriptionFromStripe(
      srv.db,
      { userId, status: 'active', plan: 'yearly', currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000) },
      1,
    );
  }
  const cookie = await signIn(srv, email);
  const [name = '', value = ''] = cookie.split(/=(.*)/s);
  return { userId, email, cookie, browserCookie: { name, value, url: srv.url } };
}
