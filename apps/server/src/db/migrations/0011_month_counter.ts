// Account counters: the conversions of the current calendar month (UTC) for the profile ("conversions
// this month", product spec), beside the all-time totals. `month` is the month the count belongs
// to ('YYYY-MM'); the first conversion of a new month starts the count again.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_counters').addColumn('month', 'text').execute();
  await db.schema
    .alterTable('account_counters')
    .addColumn('month_conversions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_counters').dropColumn('month_conversions').execute();
  await db.schema.alterTable('account_counters').dropColumn('month').execute();
}
