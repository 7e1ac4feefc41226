// The credit ledger: an append-only list of credit movements (unique idempotency key each) plus
// a balance per user that can never go below zero (CHECK balance >= 0). Every movement is one
// transaction: the ledger row and the balance change commit together or not at all, so credits
// cannot be lost or spent twice, on SQLite and on PostgreSQL, with any number of instances.
import { randomUUID } from 'node:crypto';
import type { LedgerEntry, LedgerReason } from '@ic/einvoice';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/index.ts';
import { toIso } from '../db/time.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../http-errors.ts';

export interface GrantCreditsInput {
  userId: string;
  /** Credits to add (negative for a refund that takes credits back). Never 0. */
  delta: number;
  reason: LedgerReason;
  /** Unique per movement; a second grant with the same key does nothing. */
  idempotencyKey: string;
  stripeObjectId?: string;
}

export interface SpendCreditInput {
  userId: string;
  /** Unique per download; a retry with the same key is not charged again. */
  idempotencyKey: string;
}

export interface SpendResult {
  /** false when this idempotency key had already been charged (a retry). */
  charged: boolean;
  balance: number;
}

/** Inserts the ledger row; false when the idempotency key is already taken. */
async function appendLedger(
  trx: Transaction<Database>,
  row: {
    userId: string;
    delta: number;
    reason: LedgerReason;
    idempotencyKey: string;
    stripeObjectId?: string;
  },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('credit_ledger')
    .values({
      id: randomUUID(),
      user_id: row.userId,
      delta: row.delta,
      reason: row.reason,
      idempotency_key: row.idempotencyKey,
      stripe_object_id: row.stripeObjectId ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Adds `delta` credits (one ledger row + balance change, one transaction). Resolves false when
 * the idempotency key was used before (nothing changes). A negative delta larger than the
 * balance throws INSUFFICIENT_CREDITS and changes nothing.
 */
export async function grantCredits(db: Db, input: GrantCreditsInput): Promise<boolean> {
  if (!Number.isSafeInteger(input.delta) || input.delta === 0) {
    throw new Error('grantCredits: delta must be a non-zero whole number');
  }
  // Joins the caller's transaction when given one (a Stripe event and its credits commit together).
  return inTransaction(db, async (trx) => {
    if (!(await appendLedger(trx, input))) return false;
    if (input.delta > 0) {
      await trx
        .insertInto('credit_balances')
        .values({ user_id: input.userId, balance: input.delta })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ balance: sql<number>`credit_balances.balance + ${input.delta}` }),
        )
        .execute();
      return true;
    }
    const updated = await trx
      .updateTable('credit_balances')
      .set({ balance: sql<number>`balance + ${input.delta}` })
      .where('user_id', '=', input.userId)
      .where('balance', '>=', -input.delta)
      .returning('balance')
      .executeTakeFirst();
    if (!updated) throw new AppError('INSUFFICIENT_CREDITS');
    return true;
  });
}

/**
 * Spends one credit for a download: inserts the ledger row (-1, 'download') and decrements the
 * balance with `UPDATE … WHERE balance >= 1`, in one transaction. A retry with the same key is
 * not charged again ({charged: false}). Throws INSUFFICIENT_CREDITS (402) when the balance is 0.
 */
export async function spendCredit(db: Db, input: SpendCreditInput): Promise<SpendResult> {
  return db.transaction().execute(async (trx) => {
    const fresh = await appendLedger(trx, {
      userId: input.userId,
      delta: -1,
      reason: 'download',
      idempotencyKey: input.idempotencyKey,
    });
    if (!fresh) {
      const owner = await trx
        .selectFrom('credit_ledger')
        .select('user_id')
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      // A key of another user is not this user's retry: refuse rather than serve for free.
      if (owner?.user_id !== input.userId) throw new AppError('INSUFFICIENT_CREDITS');
      return { charged: false, balance: await balanceIn(trx, input.userId) };
    }
    const updated = await trx
      .updateTable('credit_balances')
      .set({ balance: sql<number>`balance - 1` })
      .where('user_id', '=', input.userId)
      .where('balance', '>=', 1)
      .returning('balance')
      .executeTakeFirst();
    if (!updated) throw new AppError('INSUFFICIENT_CREDITS'); // rolls the ledger row back
    return { charged: true, balance: Number(updated.balance) };
  });
}

async function balanceIn(db: Db | Transaction<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_balances')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/** The user's current balance (0 when the user never had credits). */
export async function getBalance(db: Db, userId: string): Promise<number> {
  return balanceIn(db, userId);
}

/** The user's ledger, newest first. */
export async function listLedger(db: Db, userId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('credit_ledger')
    .select(['delta', 'reason', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    delta: Number(r.delta),
    reason: r.reason,
    createdAt: toIso(r.created_at) ?? '',
  }));
}

/** Sum of all ledger deltas of a user (equals the balance; used by checks and tests). */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
