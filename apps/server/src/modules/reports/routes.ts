import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignReport, fileReport, listReports, resolveReport } from './service.js';
import {
  getAdminReportsRoute,
  postAdminReportsAssignRoute,
  postAdminReportsResolveRoute,
  postReportsRoute,
} from '@crowdspark/shared/api-routes/reports';
import { routeOptions } from '../../http/api-route.js';

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
  app.route({
    ...routeOptions(postReportsRoute),
    onRequest: app.requireAccess('signed-in'),
    handler: async (request, reply) => reply.code(201).send(await fileReport(app.db, request.requireUser().id, request.body)),
  });
  app.route({
    ...routeOptions(getAdminReportsRoute),
    onRequest: admin,
    handler: (request) => listReports(app.db, request.query),
  });
  app.route({
    ...routeOptions(postAdminReportsAssignRoute, { params }),
    onRequest: admin,
    handler: (request) => assignReport(app.db, request.requireUser(), request.params.id, request.body.assigneeId),
  });
  app.route({
    ...routeOptions(postAdminReportsResolveRoute, { params }),
    onRequest: admin,
    handler: (request) =>
      resolveReport(
        { db: app.db, campaigns, fileStorage: app.fileStorage },
        request.requireUser(),
        request.params.id,
        request.body,
      ),
  });
  done();
};
