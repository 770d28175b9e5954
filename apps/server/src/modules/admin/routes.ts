import { auditQuerySchema } from '@crowdspark/shared/contracts/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { z } from 'zod';
import { changeRole, exportAuditCsv, getOverview, getUserDetail, listAudit, listUsers, setAccountDisabled } from './service.js';
import {
  disableUserRoute,
  enableUserRoute,
  getAdminAuditRoute,
  getAdminOverviewRoute,
  getAdminUsersByIdRoute,
  getAdminUsersRoute,
  postAdminUsersRoleRoute,
} from '@crowdspark/shared/api-routes/admin';
import { routeOptions } from '../../http/api-route.js';

const params = z.object({ id: z.string().min(1).max(100) });

export interface AdminRoutesOptions {
  platformCurrency: string;
}

/**
 * The portal's own endpoints: overview, users (search, view, role changes by a superadmin,
 * disable/enable) and the audit log (list and CSV). Every action takes a reason; the service
 * writes it to the audit log in the transaction of the change.
 */
export const adminRoutes: FastifyPluginCallbackZod<AdminRoutesOptions> = (app, { platformCurrency }, done) => {
  const admin = app.requireAccess('admin');
  // Role changes: refused before the body is read, so a plain admin learns nothing but "no".
  const superadmin = [
    admin,
    (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
      done(
        request.requireUser().role === 'superadmin'
          ? undefined
          : new AppError('FORBIDDEN', 'Only a superadmin can grant or remove the admin role.'),
      );
    },
  ];

  app.route({ ...routeOptions(getAdminOverviewRoute), onRequest: admin, handler: () => getOverview(app.db, platformCurrency) });

  app.route({ ...routeOptions(getAdminUsersRoute), onRequest: admin, handler: (request) => listUsers(app.db, request.query) });
  app.route({
    ...routeOptions(getAdminUsersByIdRoute, { params }),
    onRequest: admin,
    handler: (request) => getUserDetail(app.db, request.params.id, platformCurrency),
  });
  app.route({
    ...routeOptions(postAdminUsersRoleRoute, { params }),
    onRequest: superadmin,
    handler: (request) => changeRole(app.db, request.requireUser(), request.params.id, request.body.role, request.body.reason),
  });
  for (const [route, disabled] of [
    [disableUserRoute, true],
    [enableUserRoute, false],
  ] as const)
    app.route({
      ...routeOptions(route, { params }),
      onRequest: admin,
      handler: (request) => setAccountDisabled(app.db, request.requireUser(), request.params.id, disabled, request.body.reason),
    });

  app.route({ ...routeOptions(getAdminAuditRoute), onRequest: admin, handler: (request) => listAudit(app.db, request.query) });
  app.get(
    '/admin/audit.csv',
    { onRequest: admin, schema: { querystring: auditQuerySchema.omit({ cursor: true, limit: true }) } },
    async (request, reply) => {
      const csv = await exportAuditCsv(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="crowdspark-audit-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv);
    },
  );
  done();
};
