import {
  adminReportListSchema,
  adminReportQuerySchema,
  newReportSchema,
  reportReceiptSchema,
} from '@crowdspark/shared/contracts/reports';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { fileReport, listReports } from './service.js';

/** POST /api/reports (signed in) and the admin queue GET /api/admin/reports. Thin. */
export const reportsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/reports',
    { onRequest: app.requireAccess('signed-in'), schema: { body: newReportSchema, response: { 201: reportReceiptSchema } } },
    async (request, reply) => reply.code(201).send(await fileReport(app.db, request.requireUser().id, request.body)),
  );
  app.get(
    '/admin/reports',
    {
      onRequest: app.requireAccess('admin'),
      schema: { querystring: adminReportQuerySchema, response: { 200: adminReportListSchema } },
    },
    (request) => listReports(app.db, request.query),
  );
  done();
};
