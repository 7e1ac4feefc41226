// Payments: remember that a user had the 3-day trial (a subscription row is replaced by the next
// subscription, so it cannot tell), so the trial is offered once per account.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stripe_customers').addColumn('trial_used_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stripe_customers').dropColumn('trial_used_at').execute();
}
