// The download gate: the ONE place that decides whether a request may have a paid result
// (/api/v1/generate, /convert, /render) and what it costs. Two steps, so that bad input never
// costs a credit:
//
//   const permit = await assertMayDownload(request);   // 401 / 402 before any work
//   … produce the result; on failure answer without charging …
//   const grant = await permit.commit();               // charges 1 credit (atomic), 402 if gone
//
// Rules (product spec §6): a signed-in user is required (session or API key); a trial or active
// subscription downloads free; otherwise each download spends 1 credit, once per Idempotency-Key
// (a retried download with the same key is not charged again). Several files in one request
// (batches) are for subscribers and trial users only. Counters per account (never content).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { requireUser } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { AppError } from '../http-errors.ts';
import { getBalance, spendCredit } from './ledger.ts';
import { getSubscription } from './subscription.ts';

export interface DownloadGrant {
  /** true when the download was free of charge (subscription or trial) */
  free: boolean;
  /** credits left after the download (credit users only) */
  creditsLeft?: number;
  /** false when this Idempotency-Key had been charged before (a retry) */
  charged?: boolean;
}

export interface DownloadPermit {
  userId: string;
  free: boolean;
  /** Charges the download (credit users) and counts it. Throws INSUFFICIENT_CREDITS when the credits ran out meanwhile. */
  commit(): Promise<DownloadGrant>;
}

export interface GateOptions {
  /** Idempotency key of this download; default: the Idempotency-Key header, else a new one. */
  idempotencyKey?: string;
  /** Number of files in this request (batches > 1 need a subscription or trial). */
  files?: number;
}

const KEY_RE = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(request: FastifyRequest, given: string | undefined): string {
  const header = request.headers['idempotency-key'];
  const key = given ?? (typeof header === 'string' ? header.trim() : undefined);
  if (key === undefined || key === '') return randomUUID();
  if (!KEY_RE.test(key)) throw new AppError('VALIDATION_FAILED');
  return key;
}

/** The calendar month (UTC) a conversion counts in: 'YYYY-MM'. */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

async function countDownload(db: Db, userId: string, newConversion: boolean, at = new Date()): Promise<void> {
  const conversions = newConversion ? 1 : 0;
  const month = monthOf(at);
  await db
    .insertInto('account_counters')
    .values({ user_id: userId, conversions, downloads: 1, month, month_conversions: conversions })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        conversions: sql<number>`account_counters.conversions + ${conversions}`,
        downloads: sql<number>`account_counters.downloads + 1`,
        // a new month starts its count again (one statement: concurrent downloads stay exact)
        month_conversions: sql<number>`CASE WHEN account_counters.month = ${month} THEN account_counters.month_conversions + ${conversions} ELSE ${conversions} END`,
        month,
      }),
    )
    .execute();
}

async function alreadyCharged(db: Db, ledgerKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('credit_ledger')
    .select('id')
    .where('idempotency_key', '=', ledgerKey)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Decides whether this request may download a paid result. Throws SIGN_IN_REQUIRED (401),
 * INSUFFICIENT_CREDITS or BATCH_REQUIRES_SUBSCRIPTION (402); otherwise resolves with a permit
 * whose commit() charges and counts the download once the result is ready.
 */
export async function assertMayDownload(
  request: FastifyRequest,
  options: GateOptions = {},
): Promise<DownloadPermit> {
  const user = await requireUser(request);
  const db = request.server.db;
  const key = idempotencyKeyOf(request, options.idempotencyKey);
  const subscription = await getSubscription(db, user.id);
  if (subscription.status !== 'none') {
    return {
      userId: user.id,
      free: true,
      commit: async () => {
        await countDownload(db, user.id, true);
        return { free: true };
      },
    };
  }
  if ((options.files ?? 1) > 1) throw new AppError('BATCH_REQUIRES_SUBSCRIPTION');
  // The ledger key is per user: one user's key never touches another's downloads.
  const ledgerKey = `download:${user.id}:${key}`;
  if ((await getBalance(db, user.id)) < 1 && !(await alreadyCharged(db, ledgerKey))) {
    throw new AppError('INSUFFICIENT_CREDITS');
  }
  return {
    userId: user.id,
    free: false,
    commit: async () => {
      const { charged, balance } = await spendCredit(db, { userId: user.id, idempotencyKey: ledgerKey });
      await countDownload(db, user.id, charged);
      return { free: false, creditsLeft: balance, charged };
    },
  };
}

/** Tells the client what the download cost: X-Credits-Left (credit users) and X-Download-Free. */
export function grantHeaders(reply: FastifyReply, grant: DownloadGrant): void {
  reply.header('x-download-free', grant.free ? '1' : '0');
  if (grant.creditsLeft !== undefined) reply.header('x-credits-left', String(grant.creditsLeft));
}
