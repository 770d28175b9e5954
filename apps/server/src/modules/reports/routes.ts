import {
  adminReportListSchema,
  adminReportQuerySchema,
  adminReportResultSchema,
  newReportSchema,
  reportAssignmentSchema,
  reportReceiptSchema,
  reportResolutionSchema,
} from '@crowdspark/shared/contracts/reports';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignReport, fileReport, listReports, resolveReport } from './service.js';

const params = z.object({ id: z.string().min(1).max(64) });

/** POST /api/reports (signed in) and the admin queue: list, assign, resolve. Thin. */
export const reportsRoutes: FastifyPluginCallbackZod<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  const admin = app.requireAccess('admin');
  const campaigns = {
    db: app.db,
    jobs: app.jobs,
    publicUrl,
    canceledHandlers: app.campaignCanceledHandlers,
    listings: app.campaignListings,
  };
  app.post(
    '/reports',
    { onRequest: app.requireAccess('signed-in'), schema: { body: newReportSchema, response: { 201: reportReceiptSchema } } },
    async (request, reply) => reply.code(201).send(await fileReport(app.db, request.requireUser().id, request.body)),
  );
  app.get(
    '/admin/reports',
    { onRequest: admin, schema: { querystring: adminReportQuerySchema, response: { 200: adminReportListSchema } } },
    (request) => listReports(app.db, request.query),
  );
  app.post(
    '/admin/reports/:id/assign',
    { onRequest: admin, schema: { params, body: reportAssignmentSchema, response: { 200: adminReportResultSchema } } },
    (request) => assignReport(app.db, request.requireUser(), request.params.id, request.body.assigneeId),
  );
  app.post(
    '/admin/reports/:id/resolve',
    { onRequest: admin, schema: { params, body: reportResolutionSchema, response: { 200: adminReportResultSchema } } },
    (request) =>
      resolveReport(
        { db: app.db, campaigns, fileStorage: app.fileStorage },
        request.requireUser(),
        request.params.id,
        request.body,
      ),
  );
  done();
};
