import { getPaymentRoute } from '@crowdspark/shared/api-routes/wallet';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { routeOptions } from '../../http/api-route.js';
import { rawBodyParser } from '../../http/json-shape.js';
import { WebhookSignatureError } from './provider.js';
import { getPaymentStatus } from './payment-status.js';
import { processWebhookEvent } from './webhooks.js';

/** Provider events are small; Stripe's largest checkout events stay well below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Providers deliver from a handful of addresses, in bursts after an outage: a per-IP limit well
 * above the API default, still a cap on floods (each refused delivery costs only an HMAC).
 */
const WEBHOOK_RATE_LIMIT = { max: 2000, timeWindow: 60_000 };

const webhookParams = z.object({ provider: z.string().max(40) });
const webhookReceipt = z.object({ received: z.literal(true), outcome: z.string() });
const paymentParams = z.object({ id: z.uuid('No payment has this id.') });

/** GET /api/payments/:id: the signed-in user's own payment, for the return pages. */
export const paymentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOptions(getPaymentRoute, { params: paymentParams }),
    onRequest: app.requireAccess('signed-in'),
    handler: async (request) => getPaymentStatus(app.db, app.paymentPurposes, request.requireUser().id, request.params.id),
  });
  done();
};

/**
 * POST /api/payments/webhooks/:provider. Signatures are computed over the exact bytes sent, so
 * this scope (encapsulated: nothing leaks to other routes) replaces the JSON parser with one that
 * keeps the raw body as a Buffer. Any 2xx tells the provider to stop redelivering; a bad signature
 * is a 400, our own failure a 500 (the provider retries later, and the event is still unseen).
 */
export const paymentWebhookRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, rawBodyParser);

  app.post(
    '/payments/webhooks/:provider',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { rateLimit: WEBHOOK_RATE_LIMIT },
      schema: { params: webhookParams, response: { 200: webhookReceipt } },
    },
    async (request) => {
      const provider = app.payments;
      if (request.params.provider !== provider.name)
        throw new AppError('NOT_FOUND', `Payments go through ${provider.name} here; this webhook endpoint is not in use.`);
      if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'The webhook body is empty.');
      let event;
      try {
        event = await provider.parseWebhook(request.body, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', error.message);
        throw error;
      }
      if (!event) return { received: true as const, outcome: 'ignored_event_type' };
      const outcome = await processWebhookEvent(app.db, { provider, purposes: app.paymentPurposes, log: request.log }, event);
      request.log.info({ provider: provider.name, eventId: event.id, type: event.type, outcome }, 'payment webhook processed');
      return { received: true as const, outcome };
    },
  );
  done();
};
