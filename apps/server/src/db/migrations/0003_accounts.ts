// Accounts (better-auth's tables, created here and never at run time), credits, subscriptions,
// Stripe bookkeeping, counters and API keys. Portable column types only (SQLite and PostgreSQL).
// Every table that belongs to a user is deleted with the user (ON DELETE CASCADE).
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

type Table = CreateTableBuilder<string, never>;

const now = sql`CURRENT_TIMESTAMP`;

function timestamps(t: Table): Table {
  return t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now));
}

function userRef(t: Table, primaryKey = false): Table {
  return t.addColumn('user_id', 'varchar(64)', (c) => {
    const ref = c.notNull().references('user.id').onDelete('cascade');
    return primaryKey ? ref.primaryKey() : ref;
  });
}

async function authTables(db: Kysely<unknown>): Promise<void> {
  await timestamps(
    db.schema
      .createTable('user')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('image', 'text'),
  )
    .addColumn('lang', 'varchar(2)', (c) => c.notNull().defaultTo('en'))
    .addColumn('accepted_terms_at', 'timestamptz')
    .addColumn('accepted_dpa_at', 'timestamptz')
    .execute();

  await timestamps(
    userRef(
      db.schema
        .createTable('session')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('token', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ip_address', 'varchar(64)')
        .addColumn('user_agent', 'text'),
    ),
  ).execute();
  await db.schema.createIndex('session_user_id').on('session').column('user_id').execute();

  await timestamps(
    userRef(
      db.schema
        .createTable('account')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .addColumn('access_token_expires_at', 'timestamptz')
        .addColumn('refresh_token_expires_at', 'timestamptz')
        .addColumn('scope', 'text')
        .addColumn('password', 'text'),
    ),
  ).execute();
  await db.schema.createIndex('account_user_id').on('account').column('user_id').execute();

  await timestamps(
    db.schema
      .createTable('verification')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('verification_identifier').on('verification').column('identifier').execute();

  // better-auth's rate-limit counters (sign-up, sign-in, reset), shared by all instances.
  await db.schema
    .createTable('auth_rate_limits')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('key', 'varchar(512)', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_request', 'bigint', (c) => c.notNull())
    .execute();
}

async function billingTables(db: Kysely<unknown>): Promise<void> {
  await userRef(db.schema.createTable('credit_balances'), true)
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('credit_balances_balance_non_negative', sql`balance >= 0`)
    .execute();

  await userRef(db.schema.createTable('credit_ledger').addColumn('id', 'varchar(36)', (c) => c.primaryKey()))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('stripe_object_id', 'varchar(255)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('credit_ledger_user_created')
    .on('credit_ledger')
    .columns(['user_id', 'created_at'])
    .execute();

  await userRef(db.schema.createTable('subscriptions'), true)
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('plan', 'varchar(10)', (c) => c.notNull())
    .addColumn('stripe_customer_id', 'varchar(255)')
    .addColumn('stripe_subscription_id', 'varchar(255)', (c) => c.unique())
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('trial_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('started_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('event_created', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await userRef(db.schema.createTable('stripe_customers'), true)
    .addColumn('stripe_customer_id', 'varchar(255)', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('processed_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await userRef(db.schema.createTable('account_counters'), true)
    .addColumn('conversions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await userRef(db.schema.createTable('api_keys').addColumn('id', 'varchar(36)', (c) => c.primaryKey()))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_user_id').on('api_keys').column('user_id').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await authTables(db);
  await billingTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'api_keys',
    'account_counters',
    'processed_events',
    'stripe_customers',
    'subscriptions',
    'credit_ledger',
    'credit_balances',
    'auth_rate_limits',
    'verification',
    'account',
    'session',
    'user',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
