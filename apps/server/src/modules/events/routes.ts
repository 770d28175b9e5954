import { adminEventsSchema } from '@crowdspark/shared/contracts/admin-events';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listProblemDeliveries, outboxHealth } from './upkeep-repository.js';

/** Failing deliveries shown at once: the newest; an operator fixes the cause, not each row. */
const PROBLEMS_SHOWN = 100;

/** GET /api/admin/events: the outbox's queue depth, failures and oldest wait (admin portal, Events). */
export const eventsAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/events',
    { onRequest: app.requireAccess('admin'), schema: { response: { 200: adminEventsSchema } } },
    async () => {
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
  );
  done();
};
