import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml, renderServerPage } from '../../http/server-page.js';
import type { SandboxProvider } from './providers/sandbox.js';
import { readSandboxCard, SANDBOX_DECLINED_CARD, SANDBOX_DECLINES_LATER_CARD } from './providers/sandbox-cards.js';
import type { SandboxCard } from './providers/sandbox-cards.js';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox-signing.js';
import type { SandboxSession } from './providers/sandbox-signing.js';
import type { WebhookEventType } from './provider.js';

/**
 * The form's fields. The card number is compared with the test cards and, when the card is saved,
 * reduced to its brand and last four digits; the number itself is never stored or sent on.
 */
const formSchema = z.object({
  action: z.enum(['pay', 'cancel']),
  cardNumber: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
});

/** A default expiry a few years ahead, so the test card is valid as shown. */
const defaultExpiry = (now = new Date()) => `12/${String((now.getUTCFullYear() + 4) % 100).padStart(2, '0')}`;

const formatCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

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
    return sendCheckoutPage(reply, 200, sessionId, session);
  });

  app.post<{ Querystring: { session?: string } }>('/sandbox/checkout', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const sessionId = String(request.query.session ?? '');
    const session = provider.readSession(sessionId);
    if (!session) return sendPage(reply, 404, 'Checkout not found', '<p>This checkout link is not valid.</p>');
    const form = formSchema.safeParse(request.body);
    if (!form.success) return sendPage(reply, 400, 'Checkout', '<p>Choose Pay or Cancel.</p>');
    // Leaving a card-saving page saves nothing and tells nobody: there is no payment to cancel.
    if (session.mode === 'setup' && form.data.action === 'cancel') return reply.redirect(session.cancelUrl, 303);
    const type = outcomeOf(form.data);
    let card: SandboxCard | undefined;
    if (session.saveMethod && type === 'checkout.succeeded') {
      const read = readSandboxCard(form.data.cardNumber ?? '', form.data.expiry ?? '');
      if (!read)
        return sendCheckoutPage(
          reply,
          400,
          sessionId,
          session,
          'Enter a card number of 12 to 19 digits and an expiry date (MM/YY) that has not passed: this card is saved.',
        );
      card = read;
    }
    // The provider's side first, as a real one charges before it notifies: a webhook lost to a
    // crash is then found by reconciliation (modules/payments/reconciliation.ts).
    if (session.mode === 'payment') await provider.recordCheckoutOutcome({ db: app.db }, sessionId, session, type);
    const { body, signature } = provider.signedEvent(sessionId, session, type, card);
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

/**
 * The page: the amount (or, for a setup, that nothing is charged), the card fields with the test
 * cards, and when the card is kept for renewals, a sentence saying so (decision 0038).
 */
function sendCheckoutPage(
  reply: FastifyReply,
  status: number,
  sessionId: string,
  session: SandboxSession,
  error?: string,
): FastifyReply {
  const action = `/sandbox/checkout?session=${encodeURIComponent(sessionId)}`;
  const setup = session.mode === 'setup';
  const hint = session.saveMethod
    ? `Test cards: ${formatCard('4242424242424242')} pays now and later; ${formatCard(SANDBOX_DECLINES_LATER_CARD)} pays now but declines later charges (renewals); ${formatCard(SANDBOX_DECLINED_CARD)} is declined.`
    : `Any test number pays; ${formatCard(SANDBOX_DECLINED_CARD)} is declined.`;
  const saveNotice = session.saveMethod
    ? '<p id="save-notice">This card will be saved for your renewals (Crowdspark Pro and memberships): when your wallet cannot pay a renewal, ' +
      'it is charged to this card. You can remove it in Settings → Subscription.</p>'
    : '';
  return sendPage(
    reply,
    status,
    setup ? 'Save a card' : 'Sandbox checkout',
    `<div class="card"><p>${escapeHtml(session.description)}</p>` +
      (setup
        ? '<p>Nothing is charged now.</p>'
        : `<p>Amount: <strong class="amount">${escapeHtml(`${formatMinorUnits(session.amount)} ${session.currency}`)}</strong></p>`) +
      saveNotice +
      (error ? `<p role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="${escapeHtml(action)}">` +
      '<label for="card">Card number</label>' +
      '<input id="card" name="cardNumber" inputmode="numeric" autocomplete="off" aria-describedby="card-hint" value="4242 4242 4242 4242">' +
      `<p id="card-hint" class="muted">${escapeHtml(hint)}</p>` +
      (session.saveMethod
        ? '<label for="expiry">Expiry (MM/YY)</label>' +
          `<input id="expiry" name="expiry" inputmode="numeric" autocomplete="off" value="${defaultExpiry()}">`
        : '') +
      `<div class="actions"><button class="primary" type="submit" name="action" value="pay">${setup ? 'Save card' : 'Pay'}</button>` +
      '<button type="submit" name="action" value="cancel">Cancel</button></div>' +
      '</form></div><p class="muted">This is the Crowdspark sandbox: no real money moves.</p>',
  );
}

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
