import {
  adminSubscriptionListSchema,
  adminSubscriptionsQuerySchema,
  changePlanRequestSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionOverviewSchema,
} from '@crowdspark/shared/contracts/subscriptions';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { JsonValue } from '../../db/schema.js';
import { sendIdempotent } from '../../http/idempotency.js';
import { adminSubscriptionList, cancelAtPeriodEnd, changePlan, resume, subscribe, subscriptionOverview } from './service.js';
import type { SubscriptionTerms } from './service.js';

export interface SubscriptionRoutesOptions {
  terms: SubscriptionTerms;
  publicUrl: string;
}

/** /api/subscription: the signed-in person's Pro subscription (Settings → Subscription). Thin. */
export const subscriptionRoutes: FastifyPluginCallbackZod<SubscriptionRoutesOptions> = (app, { terms, publicUrl }, done) => {
  const signedIn = app.requireAccess('signed-in');
  const deps = () => ({ db: app.db, jobs: app.jobs, terms });

  app.get('/subscription', { onRequest: signedIn, schema: { response: { 200: subscriptionOverviewSchema } } }, async (request) =>
    subscriptionOverview(app.db, terms, request.requireUser().id),
  );

  app.post(
    '/subscription',
    { onRequest: signedIn, schema: { body: subscribeRequestSchema, response: { 201: subscribeResponseSchema } } },
    async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: (await subscribe(
          { ...deps(), provider: app.payments, publicUrl },
          userId,
          request.body,
          claim,
        )) as unknown as JsonValue,
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
