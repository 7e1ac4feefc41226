// A @fastify/rate-limit store that keeps counters in the database, so every server
// instance sharing one PostgreSQL sees the same counts (fixed window per key).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from './db/index.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Removes expired counters at most this often (per instance). */
const SWEEP_INTERVAL_MS = 60_000;

/** Increments the counter for `key`, starting a new window when the old one expired. */
export async function incrementCounter(
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, expires_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN rate_limits.expires_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END`,
        expires_at: sql<number>`CASE WHEN rate_limits.expires_at <= ${now} THEN excluded.expires_at ELSE rate_limits.expires_at END`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: Math.max(0, Number(row.expires_at) - now) };
}

export function kyselyRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    db.deleteFrom('rate_limits')
      .where('expires_at', '<', now)
      .execute()
      .catch(() => {});
  };

  class KyselyStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(_options: unknown, prefix = 'global:') {
      this.prefix = prefix;
    }
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = Date.now();
      incrementCounter(db, `${this.prefix}${key}`, timeWindow, now).then(
        (r) => callback(null, r),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
      );
      sweep(now);
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // @fastify/rate-limit passes the merged route options with `routeInfo` (method, url), and
      // `groupId` when several routes share one counter (the upload routes): then the group is the prefix.
      const opts = routeOptions as { groupId?: unknown; routeInfo?: { method?: unknown; url?: unknown } };
      if (typeof opts.groupId === 'string') return new KyselyStore(routeOptions, `group:${opts.groupId}:`);
      const info = opts.routeInfo ?? {};
      return new KyselyStore(routeOptions, `${String(info.method ?? '')}${String(info.url ?? '')}:`);
    }
  }
  return KyselyStore as unknown as FastifyRateLimitStoreCtor;
}
