import {
  adminSubscriptionListSchema,
  adminSubscriptionsQuerySchema,
  changePlanRequestSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionOverviewSchema,
  cardSetupResponseSchema,
} from '@crowdspark/shared/contracts/subscriptions';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { JsonValue } from '../../db/schema.js';
import { sendIdempotent } from '../../http/idempotency.js';
import { adminSubscriptionList } from './admin.js';
import { cancelAtPeriodEnd, resume } from './cancel.js';
import { subscriptionOverview } from './overview.js';
import { changePlan } from './plan-switch.js';
import type { SubscriptionTerms } from './rules.js';
import { removeCard, startCardSetup } from './saved-card.js';
import { subscribe } from './subscribe.js';

export interface SubscriptionRoutesOptions {
  terms: SubscriptionTerms;
  publicUrl: string;
}

/** /api/subscription: the signed-in person's Pro subscription (Settings → Subscription). Thin. */
export const subscriptionRoutes: FastifyPluginCallbackZod<SubscriptionRoutesOptions> = (app, { terms, publicUrl }, done) => {
  const signedIn = app.requireAccess('signed-in');
  const deps = () => ({
    db: app.db,
    jobs: app.jobs,
    terms,
    payments: { provider: app.payments, purposes: app.paymentPurposes, log: app.log },
  });

  app.get('/subscription', { onRequest: signedIn, schema: { response: { 200: subscriptionOverviewSchema } } }, async (request) =>
    subscriptionOverview(app.db, terms, app.payments, request.requireUser().id),
  );

  app.post(
    '/subscription',
    { onRequest: signedIn, schema: { body: subscribeRequestSchema, response: { 201: subscribeResponseSchema } } },
    async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: (await subscribe({ ...deps(), publicUrl }, userId, request.body, claim)) as unknown as JsonValue,
      }));
    },
  );

  app.post(
    '/subscription/plan',
    { onRequest: signedIn, schema: { body: changePlanRequestSchema, response: { 200: subscriptionOverviewSchema } } },
    async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 200,
        body: (await changePlan(deps(), userId, request.body, claim)) as unknown as JsonValue,
      }));
    },
  );

  app.post(
    '/subscription/cancel',
    { onRequest: signedIn, schema: { response: { 200: subscriptionOverviewSchema } } },
    async (request) => cancelAtPeriodEnd(deps(), request.requireUser().id),
  );

  app.post(
    '/subscription/resume',
    { onRequest: signedIn, schema: { response: { 200: subscriptionOverviewSchema } } },
    async (request) => resume(deps(), request.requireUser().id),
  );

  // The card for renewals (decision 0038): a page of the provider's to save one (add or replace),
  // and removing it. No money moves, so no Idempotency-Key: a repeat opens another page or finds none.
  app.post(
    '/subscription/payment-method',
    { onRequest: signedIn, schema: { response: { 201: cardSetupResponseSchema } } },
    async (request, reply) => {
      const started = await startCardSetup({ ...deps(), publicUrl }, request.requireUser().id);
      return reply.code(201).send(started);
    },
  );

  app.delete(
    '/subscription/payment-method',
    { onRequest: signedIn, schema: { response: { 200: subscriptionOverviewSchema } } },
    async (request) => removeCard(deps(), request.requireUser().id),
  );

  // The admin portal's overview (decision 0035): counts and a keyset page, read only.
  app.get(
    '/admin/subscriptions',
    {
      onRequest: app.requireAccess('admin'),
      schema: { querystring: adminSubscriptionsQuerySchema, response: { 200: adminSubscriptionListSchema } },
    },
    (request) => adminSubscriptionList(app.db, request.query),
  );

  done();
};
