// Accounts over HTTP against the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL):
// sign-up with terms, verification by e-mail (outbox), sign-in, sessions, reset, account API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastMailTo,
  PASSWORD,
  postJson,
  sessionCookie,
  signIn,
  signUp,
  uniqueEmail,
} from './auth-helpers.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

describe.each(engines())('accounts on %s', (engine) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ engine, env: { RATE_LIMIT_AUTH: '1000/1m' } });
  });
  afterAll(async () => {
    await srv?.close();
  });

  it('signs up, verifies by e-mail, signs in and shows 3 credits', async () => {
    const email = uniqueEmail();
    const r = await signUp(srv, email, { lang: 'de' });
    expect(r.status, await r.clone().text()).toBe(200);
    expect(sessionCookie(r)).toBeUndefined();

    const early = await postJson(`${srv.url}/api/auth/sign-in/email`, { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(sessionCookie(early)).toBeUndefined();
    expect((await early.json()).error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = lastMailTo(srv, email);
    expect(mail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail?.link).toMatch(/\/api\/auth\/verify-email\?token=/);
    const link = new URL(mail?.link ?? '');
    const verify = await fetch(`${srv.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toMatch(/\/de\/auth\/callback/);

    const cookie = await signIn(srv, email);
    const account = await fetch(`${srv.url}/api/v1/account`, { headers: { cookie } });
    expect(account.status).toBe(200);
    expect(await account.json()).toEqual({
      email,
      name: 'Erika Muster',
      credits: 3,
      subscription: { status: 'none' },
      conversions: 0,
      downloads: 0,
    });
  });
});
