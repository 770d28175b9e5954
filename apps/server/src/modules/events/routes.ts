import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listProblemDeliveries, outboxHealth } from './upkeep-repository.js';
import { getAdminEventsRoute } from '@crowdspark/shared/api-routes/admin-events';
import { routeOptions } from '../../http/api-route.js';

/** Failing deliveries shown at once: the newest; an operator fixes the cause, not each row. */
const PROBLEMS_SHOWN = 100;

/** GET /api/admin/events: the outbox's queue depth, failures and oldest wait (admin portal, Events). */
export const eventsAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOptions(getAdminEventsRoute),
    onRequest: app.requireAccess('admin'),
    handler: async () => {
      const [health, problems] = [await outboxHealth(app.db), await listProblemDeliveries(app.db, PROBLEMS_SHOWN)];
      return {
        health,
        problems: problems.map((p) => ({
          ...p,
          occurredAt: p.occurredAt.toISOString(),
          nextAttemptAt: p.nextAttemptAt.toISOString(),
        })),
      };
    },
  });
  done();
};
