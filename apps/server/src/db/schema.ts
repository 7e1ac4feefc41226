// Table types for Kysely. Timestamps come back as Date from PostgreSQL and as an
// ISO-like text ("YYYY-MM-DD HH:MM:SS", UTC) from SQLite.
import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date | string, never, never>;

export interface FeedbackTable {
  id: string;
  message: string;
  email: string | null;
  created_at: Generated<Timestamp>;
}

/** Rate-limit counters shared by all server instances (see rate-limit-store.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch; PostgreSQL bigint comes back as a string. */
  expires_at: ColumnType<number | string, number, number>;
}

export interface Database {
  feedback: FeedbackTable;
  rate_limits: RateLimitsTable;
}
