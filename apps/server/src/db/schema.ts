// Table types for Kysely. Timestamps come back as Date from PostgreSQL and as an
// ISO-like text ("YYYY-MM-DD HH:MM:SS", UTC) from SQLite.
import type { LedgerReason } from '@ic/einvoice';
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

/** A timestamp the application writes (Date on both engines) and may leave to the default. */
export type WritableTimestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
/** A nullable timestamp the application writes. */
export type NullableTimestamp = ColumnType<
  Date | string | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** Booleans: PostgreSQL gives true/false, SQLite 1/0. Write true/false (the SQLite adapter maps them). */
export type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
/** PostgreSQL bigint comes back as a string. */
export type BigIntColumn = ColumnType<number | string, number | undefined, number>;

// --- better-auth's tables (column names mapped to snake_case in auth/better-auth.ts) -----

export interface UserTable {
  id: string;
  name: string;
  email: string;
  email_verified: Bool;
  image: string | null;
  created_at: WritableTimestamp;
  updated_at: WritableTimestamp;
  lang: ColumnType<string, string | undefined, string>;
  accepted_terms_at: NullableTimestamp;
  accepted_dpa_at: NullableTimestamp;
}

export interface SessionTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: WritableTimestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: WritableTimestamp;
  updated_at: WritableTimestamp;
}

export interface AccountTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: NullableTimestamp;
  refresh_token_expires_at: NullableTimestamp;
  scope: string | null;
  password: string | null;
  created_at: WritableTimestamp;
  updated_at: WritableTimestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: WritableTimestamp;
  created_at: WritableTimestamp;
  updated_at: WritableTimestamp;
}

export interface AuthRateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: BigIntColumn;
}

// --- credits, subscriptions, Stripe, counters, API keys ----------------------------------

export interface CreditBalancesTable {
  user_id: string;
  balance: ColumnType<number, number | undefined, number>;
}

/** Append-only: rows are inserted, never updated or deleted (except with their user). */
export interface CreditLedgerTable {
  id: string;
  user_id: string;
  delta: number;
  reason: LedgerReason;
  idempotency_key: string;
  stripe_object_id: string | null;
  created_at: Timestamp;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
export type SubscriptionPlan = 'monthly' | 'yearly';

export interface SubscriptionsTable {
  user_id: string;
  status: SubscriptionStatus;
  plan: SubscriptionPlan;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  current_period_end: NullableTimestamp;
  trial_end: NullableTimestamp;
  cancel_at_period_end: Bool;
  started_at: NullableTimestamp;
  updated_at: WritableTimestamp;
  /** Stripe event.created (seconds) of the last applied event, for ordering. */
  event_created: BigIntColumn;
}

export interface StripeCustomersTable {
  user_id: string;
  stripe_customer_id: string;
  /** When the user's 3-day trial started (migration 0010); the trial is offered once. */
  trial_used_at: NullableTimestamp;
}

export interface ProcessedEventsTable {
  id: string;
  type: string;
  processed_at: Timestamp;
}

export interface AccountCountersTable {
  user_id: string;
  conversions: ColumnType<number, number | undefined, number>;
  downloads: ColumnType<number, number | undefined, number>;
  /** the calendar month (UTC, 'YYYY-MM') that month_conversions counts */
  month: string | null;
  month_conversions: ColumnType<number, number | undefined, number>;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  /** sha256 (hex) of the key; the key itself is never stored. */
  hash: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface Database {
  feedback: FeedbackTable;
  rate_limits: RateLimitsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  auth_rate_limits: AuthRateLimitsTable;
  credit_balances: CreditBalancesTable;
  credit_ledger: CreditLedgerTable;
  subscriptions: SubscriptionsTable;
  stripe_customers: StripeCustomersTable;
  processed_events: ProcessedEventsTable;
  account_counters: AccountCountersTable;
  api_keys: ApiKeysTable;
}
