// One query layer (Kysely) over two engines: embedded SQLite (node:sqlite) and PostgreSQL (pg).
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { DatabaseConfig } from '../config.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite.ts';

export type * from './schema.ts';
export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  /** PostgreSQL only: schema to use (search_path), e.g. a per-test schema. */
  schema?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
}

/** Opens the database described by `config`. Does not run migrations (see `migrate`). */
export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<Db> {
  if (config.kind === 'sqlite') {
    const database = await openSqlite(config.file);
    return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  }
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error('schema must be a plain lower-case SQL identifier');
  }
  const { default: pg } = await import('pg'); // loaded only when used: faster SQLite start-up
  const pool = new pg.Pool({
    connectionString: config.url,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Brings the schema up to date. Safe to run from several instances at once (Kysely locks). */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
