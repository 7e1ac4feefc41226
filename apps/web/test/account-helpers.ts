// Helpers of the browser tests that need accounts: a test server whose DATA_DIR we know (the
// e-mails land in DATA_DIR/outbox/*.eml), reading a link from the newest mail to an address,
// and a signed-in browser context made through the real HTTP endpoints.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { grantCredits } from '../../server/src/billing/ledger.ts';
import { type StartTestServerOptions, startTestServer, type TestServer } from '../../server/test/helpers.ts';

export interface AccountTestServer extends TestServer {
  dataDir: string;
}

/**
 * PUBLIC_URL of the account test server. The server listens on an ephemeral port, so links in
 * mails and Stripe's return URLs name this origin; routePublicUrl() sends a browser context's
 * requests for it to the real server.
 */
export const TEST_PUBLIC_URL = 'http://accounts.test';

export async function startAccountServer(options: StartTestServerOptions = {}): Promise<AccountTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ic-web-accounts-'));
  const server = await startTestServer({
    ...options,
    // many sign-ups and sign-ins from one address within a minute
    env: { DATA_DIR: dataDir, PUBLIC_URL: TEST_PUBLIC_URL, RATE_LIMIT_AUTH: '1000/1m', ...options.env },
  });
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Sends the context's navigations to TEST_PUBLIC_URL to the test server (same path and query):
 * direct ones, and redirects to it (better-auth's links, Stripe's success_url) — Playwright does
 * not route the targets of redirects, so navigations are fetched here and their Location rewritten.
 */
export async function routePublicUrl(context: BrowserContext, server: TestServer): Promise<void> {
  const rewrite = (url: string) => {
    const u = new URL(url, TEST_PUBLIC_URL);
    return u.origin === TEST_PUBLIC_URL ? `${server.url}${u.pathname}${u.search}` : url;
  };
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = request.url();
    if (new URL(url).origin === TEST_PUBLIC_URL) {
      return route.fulfill({ status: 302, headers: { location: rewrite(url) } });
    }
    if (!request.isNavigationRequest()) return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location;
    if (response.status() >= 300 && response.status() < 400 && location) {
      return route.fulfill({ status: response.status(), headers: { location: rewrite(location) } });
    }
    return route.fulfill({ response });
  });
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) so links can be read from the .eml. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function mailsTo(dataDir: string, to: string): string[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => ({ f, at: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map(({ f }) => decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8')))
    .filter((text) => text.toLowerCase().includes(to.toLowerCase()));
}

/** Waits for a mail to `to` containing a link with `part`; returns the link on the test server. */
export async function linkFromMail(server: AccountTestServer, to: string, part: string): Promise<string> {
  // polled by hand: expect.poll works only inside a test, this also runs in beforeAll
  let link: string | undefined;
  for (const deadline = Date.now() + 15_000; !link && Date.now() < deadline; ) {
    for (const mail of mailsTo(server.dataDir, to)) {
      link = [...mail.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]).find((u) => u.includes(part));
      if (link) break;
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`no mail to ${to} with a link containing "${part}" in ${server.dataDir}/outbox`);
  // PUBLIC_URL of the test server is not its ephemeral port: keep path and query only
  const url = new URL((link ?? '').replace(/&amp;/g, '&'));
  return `${server.url}${url.pathname}${url.search}`;
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.test`;
}

/**
 * Signs a new, verified account into `context` through the real endpoints (sign-up, the link of
 * the verification mail, sign-in); the session cookie then belongs to the browser context.
 */
export async function signedInAccount(
  server: AccountTestServer,
  context: BrowserContext,
  options: { lang?: 'en' | 'de'; extraCredits?: number; tag?: string } = {},
): Promise<{ email: string; password: string; userId: string }> {
  const email = uniqueEmail(options.tag ?? 'user');
  const password = 'correct horse 42';
  const headers = { origin: server.url };
  const up = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
    headers,
    data: {
      email,
      password,
      name: 'Test User',
      acceptedTerms: true,
      acceptedDpa: true,
      lang: options.lang ?? 'en',
    },
  });
  expect(up.status(), await up.text()).toBeLessThan(300);
  const verify = await linkFromMail(server, email, 'token=');
  const v = await context.request.get(verify, { maxRedirects: 0 });
  expect(v.status(), await v.text()).toBeLessThan(400);
  const inRes = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers,
    data: { email, password },
  });
  expect(inRes.status(), await inRes.text()).toBe(200);
  const row = await server.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (options.extraCredits) {
    await grantCredits(server.db, {
      userId: row.id,
      delta: options.extraCredits,
      reason: 'admin-grant',
      idempotencyKey: `test-grant-${row.id}`,
    });
  }
  return { email, password, userId: row.id };
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The cookies of a signed-in account with `credits` in total, for `browser.newContext({ storageState })`:
 * tests that download paid results (the converters, the XML tools) run as this user.
 */
export async function signedInState(
  server: AccountTestServer,
  browser: Browser,
  credits = 100,
): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await signedInAccount(server, context, { tag: 'downloads', extraCredits: Math.max(0, credits - 3) });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
