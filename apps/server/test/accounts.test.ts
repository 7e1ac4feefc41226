// Accounts over HTTP against the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL):
// the flow (sign-up → verification mail in the outbox → sign-in → 3 credits → 6
// concurrent downloads serve exactly 3 → 0 credits → password reset revokes the old session),
// plus terms, no enumeration, cookies, CSRF, idempotent downloads, API keys, export, deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../src/billing/ledger.ts';
import { simpleInvoice, ubl } from './api-support.ts';
import {
  createSignedInUser,
  lastMailTo,
  PASSWORD,
  postJson,
  sessionCookie,
  signIn,
  signUp,
  uniqueEmail,
} from './auth-helpers.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

const UBL = ubl(simpleInvoice());

describe.each(engines())('accounts on %s', (engine) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ engine, env: { RATE_LIMIT_API: '10000/1m' } });
  });
  afterAll(async () => {
    await srv?.close();
  });

  /** A paid download: UBL → CII, signed in by cookie (with the Origin a browser sends) or key. */
  function download(headers: Record<string, string>, idempotencyKey?: string): Promise<Response> {
    const fd = new FormData();
    fd.append('file', new Blob([UBL]), 'invoice.xml');
    fd.append('to', 'cii');
    return fetch(`${srv.url}/api/v1/convert`, {
      method: 'POST',
      body: fd,
      headers: {
        origin: srv.url,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...headers,
      },
    });
  }

  async function account(cookie: string): Promise<Response> {
    return fetch(`${srv.url}/api/v1/account`, { headers: { cookie } });
  }

  it('sign-up → mail → verify → sign-in → 3 credits → 6 concurrent downloads serve 3 → reset revokes the session', async () => {
    const email = uniqueEmail();
    const r = await signUp(srv, email, { lang: 'de' });
    expect(r.status, await r.clone().text()).toBe(200);
    expect(sessionCookie(r)).toBeUndefined();

    const early = await postJson(`${srv.url}/api/auth/sign-in/email`, { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(sessionCookie(early)).toBeUndefined();
    expect((await early.json()).error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await lastMailTo(srv, email);
    expect(mail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail?.html).toContain('E-Mail-Adresse bestätigen');
    expect(mail?.link?.startsWith(`${srv.app.config.publicUrl}/api/auth/verify-email?token=`)).toBe(true);
    const link = new URL(mail?.link ?? '');
    const verify = await fetch(`${srv.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toMatch(/\/de\/auth\/callback/);

    const wrong = await postJson(`${srv.url}/api/auth/sign-in/email`, {
      email,
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('INVALID_CREDENTIALS');

    const signedIn = await postJson(`${srv.url}/api/auth/sign-in/email`, { email, password: PASSWORD });
    const setCookie = signedIn.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // PUBLIC_URL is http here
    const cookie = sessionCookie(signedIn) ?? '';
    expect((await (await account(cookie)).json()).credits).toBe(3);

    const results = await Promise.all(Array.from({ length: 6 }, () => download({ cookie })));
    const statuses = results.map((x) => x.status).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402]);
    const refused = results.find((x) => x.status === 402);
    expect((await (refused as Response).json()).error.code).toBe('INSUFFICIENT_CREDITS');
    const info = await (await account(cookie)).json();
    expect(info).toMatchObject({
      credits: 0,
      conversions: 3,
      conversionsThisMonth: 3,
      downloads: 3,
      subscription: { status: 'none' },
    });
    const ledger = await (await fetch(`${srv.url}/api/v1/account/ledger`, { headers: { cookie } })).json();
    expect(ledger.entries.map((e: { delta: number }) => e.delta).sort()).toEqual([-1, -1, -1, 3]);

    // Password reset: the link in the mail leads to the web page with the token; the new
    // password revokes every session.
    const req = await postJson(`${srv.url}/api/auth/request-password-reset`, {
      email,
      redirectTo: `${srv.url}/de/auth/update-password`,
    });
    expect(req.status).toBe(200);
    const resetMail = await lastMailTo(srv, email);
    expect(resetMail?.subject).toBe('Passwort zurücksetzen');
    const resetLink = new URL(resetMail?.link ?? '');
    const toPage = await fetch(`${srv.url}${resetLink.pathname}${resetLink.search}`, { redirect: 'manual' });
    const location = new URL(toPage.headers.get('location') ?? '', srv.url);
    expect(location.pathname).toBe('/de/auth/update-password');
    const token = location.searchParams.get('token') ?? '';
    const reset = await postJson(`${srv.url}/api/auth/reset-password`, {
      newPassword: 'new secret 2',
      token,
    });
    expect(reset.status).toBe(200);
    const after = await account(cookie);
    expect(after.status).toBe(401);
    expect((await after.json()).error.code).toBe('SIGN_IN_REQUIRED');
    await signIn(srv, email, 'new secret 2');
    const reused = await postJson(`${srv.url}/api/auth/reset-password`, {
      newPassword: 'other secret 3',
      token,
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.code).toBe('LINK_INVALID');
  });

  it('refuses sign-up without terms and DPA or with a short password; no enumeration', async () => {
    const email = uniqueEmail();
    const noTerms = await signUp(srv, email, { acceptedDpa: false });
    expect(noTerms.status).toBe(400);
    expect((await noTerms.json()).error).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    const short = await signUp(srv, email, { password: '12345' });
    expect(short.status).toBe(400);
    const body = await short.json();
    expect(body.error.code).toBe('PASSWORD_TOO_SHORT');
    expect(body.error.message).toBe('Password must be at least 6 characters.');
    expect(await srv.db.selectFrom('user').select('id').where('email', '=', email).execute()).toEqual([]);

    const first = await signUp(srv, email);
    const again = await signUp(srv, email);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(Object.keys((await again.json()).user).sort()).toEqual(
      Object.keys((await first.json()).user).sort(),
    );
    const users = await srv.db
      .selectFrom('user')
      .select(['accepted_terms_at', 'accepted_dpa_at'])
      .where('email', '=', email)
      .execute();
    expect(users).toHaveLength(1);
    expect(users[0]?.accepted_terms_at).toBeTruthy();
    expect(users[0]?.accepted_dpa_at).toBeTruthy();

    const known = await postJson(`${srv.url}/api/auth/request-password-reset`, {
      email,
      redirectTo: '/en/x',
    });
    const unknown = await postJson(`${srv.url}/api/auth/request-password-reset`, {
      email: uniqueEmail('nobody'),
      redirectTo: '/en/x',
    });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
  });

  it('charges a retried download with the same Idempotency-Key once; 401 signed out', async () => {
    const u = await createSignedInUser(srv, { credits: 2 });
    expect((await download({ cookie: u.cookie }, 'dl-1')).status).toBe(200);
    const retry = await download({ cookie: u.cookie }, 'dl-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('x-credits-left')).toBe('1');
    expect((await download({ cookie: u.cookie }, 'dl-2')).headers.get('x-credits-left')).toBe('0');
    expect((await download({ cookie: u.cookie }, 'dl-2')).status).toBe(200); // retry after the last credit
    expect((await download({ cookie: u.cookie }, 'dl-3')).status).toBe(402);
    expect(await ledgerSum(srv.db, u.userId)).toBe(0);

    const anon = await download({});
    expect(anon.status).toBe(401);
    expect((await anon.json()).error.code).toBe('SIGN_IN_REQUIRED');
    const de = await fetch(`${srv.url}/api/v1/account`, { headers: { 'accept-language': 'de' } });
    expect((await de.json()).error.message).toBe('Bitte melden Sie sich an, um fortzufahren.');
  });

  it('counts the conversions of this calendar month apart from the total; a new month starts at 0', async () => {
    const sub = await createSignedInUser(srv, { subscriber: true });
    for (let i = 0; i < 2; i++) expect((await download({ cookie: sub.cookie })).status).toBe(200);
    expect(await (await account(sub.cookie)).json()).toMatchObject({
      conversions: 2,
      conversionsThisMonth: 2,
    });
    // the stored count belongs to an earlier month: the profile shows 0 this month, the next
    // conversion starts the new month's count, the total goes on
    await srv.db
      .updateTable('account_counters')
      .set({ month: '2020-01' })
      .where('user_id', '=', sub.userId)
      .execute();
    expect(await (await account(sub.cookie)).json()).toMatchObject({
      conversions: 2,
      conversionsThisMonth: 0,
    });
    expect((await download({ cookie: sub.cookie })).status).toBe(200);
    expect(await (await account(sub.cookie)).json()).toMatchObject({
      conversions: 3,
      conversionsThisMonth: 1,
    });
  });

  it('does not charge subscribers, nor for a failed conversion', async () => {
    const sub = await createSignedInUser(srv, { subscriber: true });
    for (let i = 0; i < 3; i++) expect((await download({ cookie: sub.cookie })).status).toBe(200);
    expect(await (await account(sub.cookie)).json()).toMatchObject({
      credits: 0,
      downloads: 3,
      subscription: { status: 'active', plan: 'yearly' },
    });

    const u = await createSignedInUser(srv, { credits: 1 });
    const fd = new FormData();
    fd.append(
      'file',
      new Blob(['<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><broken']),
    );
    fd.append('to', 'cii');
    const bad = await fetch(`${srv.url}/api/v1/convert`, {
      method: 'POST',
      body: fd,
      headers: { cookie: u.cookie, origin: srv.url },
    });
    expect(bad.status).toBe(422);
    expect((await (await account(u.cookie)).json()).credits).toBe(1);
  });

  it('refuses cookie-authenticated state changes from another origin (CSRF)', async () => {
    const u = await createSignedInUser(srv, { credits: 1 });
    expect((await download({ cookie: u.cookie, origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await fetch(`${srv.url}/api/v1/account/api-keys`, {
      method: 'POST',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await noOrigin.json()).error.code).toBe('FORBIDDEN_ORIGIN');
    const signOut = await postJson(
      `${srv.url}/api/auth/sign-out`,
      {},
      { cookie: u.cookie, origin: 'https://evil.example' },
    );
    expect(signOut.status).toBe(403);
    expect((await account(u.cookie)).status).toBe(200);
    expect((await (await account(u.cookie)).json()).credits).toBe(1);
  });

  it('API keys: created once, listed by prefix, work as Bearer and x-api-key, revoked → 401', async () => {
    const u = await createSignedInUser(srv, { credits: 5 });
    const session = { cookie: u.cookie, origin: srv.url };
    const created = await postJson(`${srv.url}/api/v1/account/api-keys`, { name: 'ERP' }, session);
    expect(created.status).toBe(201);
    const { id, key, prefix } = await created.json();
    expect(key).toMatch(/^ic_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const list = await (await fetch(`${srv.url}/api/v1/account/api-keys`, { headers: session })).json();
    expect(list.keys).toEqual([{ id, name: 'ERP', prefix, createdAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(list)).not.toContain(key);
    const stored = await srv.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    expect(JSON.stringify(stored)).not.toContain(key);

    const viaBearer = await download({ authorization: `Bearer ${key}`, origin: '' });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.headers.get('x-credits-left')).toBe('4');
    const viaHeader = await fetch(`${srv.url}/api/v1/account`, { headers: { 'x-api-key': key } });
    expect((await viaHeader.json()).credits).toBe(4);
    // A key cannot manage keys or delete the account.
    expect(
      (await postJson(`${srv.url}/api/v1/account/api-keys`, { name: 'y' }, { 'x-api-key': key })).status,
    ).toBe(401);

    const revoke = await fetch(`${srv.url}/api/v1/account/api-keys/${id}`, {
      method: 'DELETE',
      headers: session,
    });
    expect(revoke.status).toBe(204);
    const revoked = await fetch(`${srv.url}/api/v1/account`, { headers: { 'x-api-key': key } });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).error.code).toBe('API_KEY_INVALID');
  });

  it('exports the account as JSON and deletes it with its data (password required)', async () => {
    const u = await createSignedInUser(srv, { credits: 2 });
    const session = { cookie: u.cookie, origin: srv.url };
    const exp = await fetch(`${srv.url}/api/v1/account/export`, { headers: session });
    expect(exp.status).toBe(200);
    expect(exp.headers.get('content-disposition')).toMatch(/attachment/);
    const data = await exp.json();
    expect(data.user.email).toBe(u.email);
    expect(data.credits).toBe(2);
    expect(data.ledger).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);

    const del = (password: string) =>
      fetch(`${srv.url}/api/v1/account`, {
        method: 'DELETE',
        headers: { ...session, 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    const wrong = await del('wrong password');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('PASSWORD_INCORRECT');
    expect((await del(PASSWORD)).status).toBe(204);
    expect((await account(u.cookie)).status).toBe(401);
    for (const table of ['user', 'session', 'account', 'credit_balances', 'credit_ledger'] as const) {
      const column = table === 'user' ? 'id' : 'user_id';
      const rows = await srv.db
        .selectFrom(table)
        .select(column as never)
        .where(column as never, '=', u.userId as never)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('sessions: list, change password (revoking others), sign out', async () => {
    const u = await createSignedInUser(srv);
    const second = await signIn(srv, u.email);
    const h = { cookie: u.cookie, origin: srv.url };
    const sessions = await (await fetch(`${srv.url}/api/auth/list-sessions`, { headers: h })).json();
    expect(sessions).toHaveLength(2);
    const change = await postJson(
      `${srv.url}/api/auth/change-password`,
      { currentPassword: PASSWORD, newPassword: 'changed pw 9', revokeOtherSessions: true },
      h,
    );
    expect(change.status).toBe(200);
    expect((await account(second)).status).toBe(401);
    const current = sessionCookie(change) ?? u.cookie;
    expect((await account(current)).status).toBe(200);
    const out = await postJson(`${srv.url}/api/auth/sign-out`, {}, { cookie: current, origin: srv.url });
    expect(out.status).toBe(200);
    expect((await account(current)).status).toBe(401);
  });
});

describe('auth rate limits (database)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ env: { RATE_LIMIT_AUTH: '3/1m' } });
  });
  afterAll(async () => srv?.close());

  it('limits sign-in attempts per IP with 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await postJson(`${srv.url}/api/auth/sign-in/email`, {
        email: 'a@example.test',
        password: 'xxxxxxx',
      });
      statuses.push(r.status);
      if (r.status === 429) expect((await r.json()).error.code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const rows = await srv.db.selectFrom('auth_rate_limits').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});
