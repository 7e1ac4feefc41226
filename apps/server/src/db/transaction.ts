// Runs `fn` in a transaction, or inside the caller's when `db` already is one (Kysely cannot
// nest transactions), so a helper like grantCredits can join a bigger unit of work.
import type { Transaction } from 'kysely';
import type { Db } from './index.ts';
import type { Database } from './schema.ts';

export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}
