// Test helper: a real server listening on 127.0.0.1 (random port) over a fresh database.
//
//   const srv = await startTestServer({ engine: 'sqlite' });          // temp DATA_DIR
//   const srv = await startTestServer({ engine: 'postgres' });        // fresh schema in TEST_DATABASE_URL
//   await fetch(`${srv.url}/api/health`); await srv.db.selectFrom('feedback').selectAll().execute();
//   await srv.close();
//
// Used by the server's integration tests and by the web app's browser tests (webDist).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, migrate, openDatabase } from '../src/db/index.ts';

export type Engine = 'sqlite' | 'postgres';

/** ['sqlite'], plus 'postgres' when TEST_DATABASE_URL is set. Use with describe.each(engines()). */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface StartTestServerOptions {
  engine?: Engine;
  /** Directory of a built web app to serve (e.g. apps/web/dist). Default: none (API only). */
  webDist?: string;
  /** Extra environment variables for loadConfig (LOG_LEVEL defaults to "silent"). */
  env?: Record<string, string>;
  /** Receives the JSON log lines (sets LOG_LEVEL to "info" unless env gives one). */
  logStream?: { write(line: string): void };
  /** Called after buildApp and before listen, e.g. to add test-only routes. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestServer {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  app: FastifyInstance;
  /** The server's database (Kysely); read tables such as feedback directly. */
  db: Db;
  engine: Engine;
  /** Stops the server, closes the database, removes the temp dir / drops the schema. */
  close: () => Promise<void>;
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const engine = options.engine ?? 'sqlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'ic-server-test-'));
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    WEB_DIST: options.webDist ?? join(dataDir, 'no-web-dist'),
    // Tests make many requests from one IP and key; tests of these limits set their own.
    RATE_LIMIT_AUTH: '10000/1m',
    RATE_LIMIT_API_KEY: '100000/1m',
    ...options.env,
  };

  let schema: string | undefined;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres') {
    if (!pgUrl) throw new Error('startTestServer({ engine: "postgres" }) needs TEST_DATABASE_URL');
    env.DATABASE_URL = pgUrl;
    schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withPgClient(pgUrl, (c) => c.query(`CREATE SCHEMA ${schema}`));
  } else {
    delete env.DATABASE_URL;
  }

  const cleanup = async () => {
    if (schema && pgUrl) await withPgClient(pgUrl, (c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    rmSync(dataDir, { recursive: true, force: true });
  };

  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig(env);
    db = await openDatabase(config.database, schema ? { schema, poolSize: 4 } : {});
    app = await buildApp(config, { db, ...(options.logStream ? { logStream: options.logStream } : {}) });
    await options.beforeListen?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (e) {
    await app?.close().catch(() => {});
    await db?.destroy().catch(() => {});
    await cleanup();
    throw e;
  }

  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen on TCP');
  const url = `http://127.0.0.1:${address.port}`;
  const runningApp = app;
  const runningDb = db;
  let closed = false;
  return {
    url,
    app: runningApp,
    db: runningDb,
    engine,
    close: async () => {
      if (closed) return;
      closed = true;
      await runningApp.close();
      await runningDb.destroy();
      await cleanup();
    },
  };
}

export interface TestDatabase {
  db: Db;
  engine: Engine;
  close: () => Promise<void>;
}

/** A fresh, migrated database without a server: a temp SQLite file or a new PostgreSQL schema. */
export async function openTestDatabase(
  engine: Engine,
  options: { poolSize?: number } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ic-db-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  let schema: string | undefined;
  let db: Db;
  if (engine === 'postgres') {
    if (!pgUrl) throw new Error('openTestDatabase("postgres") needs TEST_DATABASE_URL');
    schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withPgClient(pgUrl, (c) => c.query(`CREATE SCHEMA ${schema}`));
    db = await openDatabase({ kind: 'postgres', url: pgUrl }, { schema, poolSize: options.poolSize ?? 10 });
  } else {
    db = await openDatabase({ kind: 'sqlite', file: join(dataDir, 'app.sqlite') });
  }
  await migrate(db);
  return {
    db,
    engine,
    close: async () => {
      await db.destroy();
      if (schema && pgUrl)
        await withPgClient(pgUrl, (c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts a verified user directly (no e-mail round trip); returns its id. */
export async function insertUser(
  db: Db,
  fields: { email?: string; name?: string; lang?: 'en' | 'de'; verified?: boolean } = {},
): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await db
    .insertInto('user')
    .values({
      id,
      name: fields.name ?? 'Test User',
      email: fields.email ?? `${id}@example.test`,
      email_verified: fields.verified ?? true,
      image: null,
      created_at: new Date(),
      updated_at: new Date(),
      lang: fields.lang ?? 'en',
      accepted_terms_at: new Date(),
      accepted_dpa_at: new Date(),
    })
    .execute();
  return id;
}

async function withPgClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
