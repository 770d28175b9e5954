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
import {
  deleteSubscriptionPaymentMethodRoute,
  getAdminSubscriptionsRoute,
  getSubscriptionRoute,
  postSubscriptionCancelRoute,
  postSubscriptionPaymentMethodRoute,
  postSubscriptionPlanRoute,
  postSubscriptionResumeRoute,
  postSubscriptionRoute,
} from '@crowdspark/shared/api-routes/subscriptions';
import { routeOptions } from '../../http/api-route.js';

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

  app.route({
    ...routeOptions(getSubscriptionRoute),
    onRequest: signedIn,
    handler: async (request) => subscriptionOverview(app.db, terms, app.payments, request.requireUser().id),
  });

  app.route({
    ...routeOptions(postSubscriptionRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: (await subscribe({ ...deps(), publicUrl }, userId, request.body, claim)) as unknown as JsonValue,
      }));
    },
  });

  app.route({
    ...routeOptions(postSubscriptionPlanRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 200,
        body: (await changePlan(deps(), userId, request.body, claim)) as unknown as JsonValue,
      }));
    },
  });

  app.route({
    ...routeOptions(postSubscriptionCancelRoute),
    onRequest: signedIn,
    handler: async (request) => cancelAtPeriodEnd(deps(), request.requireUser().id),
  });

  app.route({
    ...routeOptions(postSubscriptionResumeRoute),
    onRequest: signedIn,
    handler: async (request) => resume(deps(), request.requireUser().id),
  });

  // The card for renewals (decision 0038): a page of the provider's to save one (add or replace),
  // and removing it. No money moves, so no Idempotency-Key: a repeat opens another page or finds none.
  app.route({
    ...routeOptions(postSubscriptionPaymentMethodRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const started = await startCardSetup({ ...deps(), publicUrl }, request.requireUser().id);
      return reply.code(201).send(started);
    },
  });

  app.route({
    ...routeOptions(deleteSubscriptionPaymentMethodRoute),
    onRequest: signedIn,
    handler: async (request) => removeCard(deps(), request.requireUser().id),
  });

  // The admin portal's overview (decision 0035): counts and a keyset page, read only.
  app.route({
    ...routeOptions(getAdminSubscriptionsRoute),
    onRequest: app.requireAccess('admin'),
    handler: (request) => adminSubscriptionList(app.db, request.query),
  });

  done();
};
