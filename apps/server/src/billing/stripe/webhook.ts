// POST /api/stripe/webhook: Stripe's events. The signature is checked on the raw body (this
// route's own content-type parser keeps the bytes) with STRIPE_WEBHOOK_SECRET and the SDK's
// default tolerance (5 minutes): a forged or stale event gets 400 and changes nothing.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http-errors.ts';
import type { Stripe } from './client.ts';
import { sendPendingMails } from './notify.ts';
import { processEvent } from './process.ts';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        hide: true,
        headers: { type: 'object', properties: { 'stripe-signature': { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const ctx = app.billing;
      if (!ctx?.settings.webhookSecret) throw new AppError('PAYMENTS_NOT_CONFIGURED');
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let event: Stripe.Event;
      try {
        event = ctx.stripe.webhooks.constructEvent(body, signature, ctx.settings.webhookSecret);
      } catch {
        request.log.warn('stripe webhook: signature refused');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const { outcome, mails } = await processEvent(ctx, event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
      await sendPendingMails(ctx.db, app.mailer, ctx.publicUrl, mails, request.log);
      return reply.code(200).send({ received: true, outcome });
    },
  );
}
