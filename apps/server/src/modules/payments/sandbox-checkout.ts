import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml, renderServerPage } from '../../http/server-page.js';
import { SANDBOX_DECLINED_CARD, SANDBOX_SIGNATURE_HEADER } from './providers/sandbox.js';
import type { SandboxProvider } from './providers/sandbox.js';
import type { WebhookEventType } from './provider.js';

/** The form's fields; the card number is only compared with the declined test card, never stored. */
const formSchema = z.object({
  action: z.enum(['pay', 'cancel']),
  cardNumber: z.string().max(40).optional(),
});

const FORM_BODY_LIMIT = 4 * 1024;

export interface SandboxCheckoutOptions {
  provider: SandboxProvider;
}

/**
 * The sandbox provider's hosted checkout: GET /sandbox/checkout?session=ID shows the amount with
 * Pay and Cancel (plain HTML: no scripts or inline styles, the CSP forbids them); the form POSTs
 * back here, the outcome is delivered as a signed webhook through the real webhook endpoint
 * (same code path as an external provider), and the browser is sent to the success or cancel URL.
 */
export const sandboxCheckoutRoutes: FastifyPluginCallback<SandboxCheckoutOptions> = (app, { provider }, done) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_r, body, next) => {
      next(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Querystring: { session?: string } }>('/sandbox/checkout', async (request, reply) => {
    const sessionId = String(request.query.session ?? '');
    const session = provider.readSession(sessionId);
    if (!session) return sendPage(reply, 404, 'Checkout not found', '<p>This checkout link is not valid.</p>');
    const action = `/sandbox/checkout?session=${encodeURIComponent(sessionId)}`;
    return sendPage(
      reply,
      200,
      'Sandbox checkout',
      `<div class="card"><p>${escapeHtml(session.description)}</p>` +
        `<p>Amount: <strong class="amount">${escapeHtml(`${formatMinorUnits(session.amount)} ${session.currency}`)}</strong></p>` +
        `<form method="post" action="${escapeHtml(action)}">` +
        '<label for="card">Card number</label>' +
        '<input id="card" name="cardNumber" inputmode="numeric" autocomplete="off" aria-describedby="card-hint" value="4242 4242 4242 4242">' +
        '<p id="card-hint" class="muted">Any test number pays; 4000 0000 0000 0002 is declined.</p>' +
        '<div class="actions"><button class="primary" type="submit" name="action" value="pay">Pay</button>' +
        '<button type="submit" name="action" value="cancel">Cancel</button></div>' +
        '</form></div><p class="muted">This is the Crowdspark sandbox: no real money moves.</p>',
    );
  });

  app.post<{ Querystring: { session?: string } }>('/sandbox/checkout', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const sessionId = String(request.query.session ?? '');
    const session = provider.readSession(sessionId);
    if (!session) return sendPage(reply, 404, 'Checkout not found', '<p>This checkout link is not valid.</p>');
    const form = formSchema.safeParse(request.body);
    if (!form.success) return sendPage(reply, 400, 'Checkout', '<p>Choose Pay or Cancel.</p>');
    const type = outcomeOf(form.data);
    // The provider's side first, as a real one charges before it notifies: a webhook lost to a
    // crash is then found by reconciliation (modules/payments/reconciliation.ts).
    await provider.recordCheckoutOutcome({ db: app.db }, sessionId, session, type);
    const { body, signature } = provider.signedEvent(sessionId, session, type);
    const delivered = await app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/${provider.name}`,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (delivered.statusCode !== 200) {
      request.log.error({ status: delivered.statusCode }, 'sandbox webhook was not accepted');
      return sendPage(reply, 502, 'Checkout', '<p>The payment could not be confirmed. Please try again.</p>');
    }
    return reply.redirect(type === 'checkout.succeeded' ? session.successUrl : session.cancelUrl, 303);
  });
  done();
};

function outcomeOf(form: z.infer<typeof formSchema>): WebhookEventType {
  if (form.action === 'cancel') return 'checkout.canceled';
  return (form.cardNumber ?? '').replace(/[\s-]/g, '') === SANDBOX_DECLINED_CARD ? 'checkout.failed' : 'checkout.succeeded';
}

/** A page in the app's look (http/server-page.ts): its stylesheet, icon and viewport, no inline styles. */
function sendPage(reply: FastifyReply, status: number, title: string, content: string): FastifyReply {
  const html = renderServerPage({
    title: `${title} · Crowdspark sandbox`,
    badge: 'Sandbox',
    body: `<h1>${escapeHtml(title)}</h1>${content}`,
  });
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
