// Two server processes on one PostgreSQL share sessions and credits: 200 concurrent download
// attempts spread over both, for an account with 50 credits → exactly 50 served, 150 refused
// with 402, balance 0, ledger sum = balance. Skipped without TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, grantCredits, ledgerSum } from '../src/billing/ledger.ts';
import { simpleInvoice, ubl } from './api-support.ts';
import { PASSWORD, postJson, sessionCookie, uniqueEmail } from './auth-helpers.ts';
import { insertUser, openTestDatabase, type TestDatabase } from './helpers.ts';
import { type ServerProcess, spawnServer } from './server-process.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('two instances on one PostgreSQL', () => {
  let t: TestDatabase;
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    t = await openTestDatabase('postgres', { poolSize: 4 });
    const schema = (
      await t.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()
    ).s;
    const url = new URL(pgUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    const secret = randomBytes(32).toString('base64url');
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ic-two-'));
      dirs.push(dataDir);
      servers.push(
        await spawnServer({
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          AUTH_SECRET: secret,
          RATE_LIMIT_API: '100000/1m',
          WORKER_MAX_QUEUE: '1000',
          TASK_TIMEOUT: '3m', // a loaded CI machine must not turn slow conversions into 503s
          QUEUE_TIMEOUT: '3m', // nor 200 requests waiting for 2 threads (at load 13 they waited over 10 s)
        }),
      );
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await t?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('200 concurrent downloads over both instances for 50 credits: 50 served, 150 refused', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const email = uniqueEmail('two');
    const userId = await insertUser(t.db, { email });
    await t.db
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
        password: await hashPassword(PASSWORD),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    await grantCredits(t.db, { userId, delta: 50, reason: 'admin-grant', idempotencyKey: `two:${userId}` });

    // Signed in on instance A; the session (in the database) works on B too.
    const signIn = await postJson(`${a.url}/api/auth/sign-in/email`, { email, password: PASSWORD });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = sessionCookie(signIn);
    expect(cookie, JSON.stringify([...signIn.headers])).toBeDefined();
    for (const s of servers) {
      const r = await fetch(`${s.url}/api/v1/account`, { headers: { cookie: cookie ?? '' } });
      expect((await r.json()).credits).toBe(50);
    }

    const file = ubl(simpleInvoice());
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const s = i % 2 === 0 ? a : b;
        const fd = new FormData();
        fd.append('file', new Blob([file]), 'invoice.xml');
        fd.append('to', 'cii');
        return fetch(`${s.url}/api/v1/convert`, {
          method: 'POST',
          body: fd,
          headers: { cookie: cookie ?? '', origin: s.url, 'idempotency-key': `attempt-${i}` },
        }).then(async (r) => {
          await r.arrayBuffer();
          return { status: r.status, instance: s === a ? 'A' : 'B' };
        });
      }),
    );
    const ms = Math.round(performance.now() - t0);
    const served = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 402);
    const balance = await getBalance(t.db, userId);
    const sum = await ledgerSum(t.db, userId);
    console.log(
      `two instances: 200 attempts in ${ms} ms → served ${served.length} (A ${served.filter((r) => r.instance === 'A').length}, ` +
        `B ${served.filter((r) => r.instance === 'B').length}), refused 402: ${refused.length}, ` +
        `other: ${JSON.stringify(results.filter((r) => r.status !== 200 && r.status !== 402).map((r) => r.status))}, balance ${balance}, ledger sum ${sum}`,
    );
    expect(served).toHaveLength(50);
    expect(refused).toHaveLength(150);
    expect(balance).toBe(0);
    expect(sum).toBe(balance);
    expect(served.some((r) => r.instance === 'A') && served.some((r) => r.instance === 'B')).toBe(true);
  }, 180_000);
});
