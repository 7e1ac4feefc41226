// Processing a verified Stripe event exactly once: the event id goes into processed_events in
// the same transaction as its effect, so a duplicate (or ten concurrent copies, on any number of
// instances) changes nothing, and a failure rolls both back for Stripe to retry.
import type { Db } from '../../db/index.ts';
import type { Stripe } from './client.ts';
import type { BillingContext } from './context.ts';
import { HANDLERS, type PendingMail } from './events.ts';

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

async function seen(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('processed_events').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Applies `event` once; resolves the e-mails to send (after the commit) and the outcome. */
export async function processEvent(
  ctx: BillingContext,
  event: Stripe.Event,
): Promise<{ outcome: EventOutcome; mails: PendingMail[] }> {
  if (await seen(ctx.db, event.id)) return { outcome: 'duplicate', mails: [] };
  const handler = HANDLERS[event.type];
  const plan = handler ? await handler(ctx, event) : null;
  const mails = await ctx.db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('processed_events')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return null; // a concurrent copy won
    for (const marker of plan?.markers ?? []) {
      await trx
        .insertInto('processed_events')
        .values(marker)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    return plan ? plan.apply(trx) : [];
  });
  if (mails === null) return { outcome: 'duplicate', mails: [] };
  return { outcome: plan ? 'processed' : 'ignored', mails };
}
