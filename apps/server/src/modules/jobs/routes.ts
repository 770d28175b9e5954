import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** POST /api/admin/jobs/run-due: runs every overdue job now (operations, and the browser tests' clock). */
export const jobsAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/admin/jobs/run-due',
    {
      onRequest: app.requireAccess('admin'),
      schema: { response: { 200: z.object({ ran: z.number().int(), failed: z.number().int() }) } },
    },
    () => app.jobs.runDue(),
  );
  done();
};
