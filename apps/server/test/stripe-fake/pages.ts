// The fake's hosted pages: the Checkout page at the session's `url` (a "Pay" button completes the
// session, delivers the webhooks and redirects to success_url; "Cancel" goes to cancel_url) and
// the Billing Portal page. Plain HTML, so a browser test can walk them.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { FakeState } from './store.ts';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>${body}</body></html>`;
}

export function registerPages(
  app: FastifyInstance,
  ctx: { state: FakeState; complete: (sessionId: string) => Promise<Stripe.Event[]> },
): void {
  app.get<{ Params: { id: string } }>('/c/pay/:id', async (req, reply) => {
    const entry = ctx.state.sessions.get(req.params.id);
    if (!entry)
      return reply.code(404).type('text/html').send(page('Not found', '<h1>No such checkout session</h1>'));
    const s = entry.session;
    const amount = ((s.amount_total ?? 0) / 100).toFixed(2);
    const cancel = s.cancel_url ? `<a href="${esc(s.cancel_url)}">Cancel</a>` : '';
    return reply
      .type('text/html')
      .send(
        page(
          'Stripe Checkout (fake)',
          `<h1>Stripe Checkout (fake)</h1><p data-testid="amount">${amount} EUR</p>` +
            `<form method="post" action="/c/pay/${esc(s.id)}"><button type="submit">Pay</button></form>${cancel}`,
        ),
      );
  });
  app.post<{ Params: { id: string } }>('/c/pay/:id', async (req, reply) => {
    const entry = ctx.state.sessions.get(req.params.id);
    if (!entry)
      return reply.code(404).type('text/html').send(page('Not found', '<h1>No such checkout session</h1>'));
    if (entry.session.status === 'expired')
      return reply
        .code(410)
        .type('text/html')
        .send(page('Expired', '<h1>This checkout session has expired</h1>'));
    await ctx.complete(req.params.id);
    const success = (entry.session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', entry.session.id);
    return reply.redirect(success, 303);
  });
  app.get<{ Params: { id: string } }>('/p/session/:id', async (_req, reply) =>
    reply.type('text/html').send(page('Billing portal (fake)', '<h1>Billing portal (fake)</h1>')),
  );
}
