import { roleChangeSchema } from '@crowdspark/shared/contracts/users';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRole, setAccountDisabled } from './service.js';

const params = z.object({ id: z.string().min(1).max(100) });
const userSummary = z.object({ id: z.string(), role: z.enum(['user', 'admin', 'superadmin']), disabled: z.boolean() });

/**
 * Role changes (superadmin only) and disabling accounts (admins). Every change lands in audit_log
 * in the same transaction as the change itself (service.ts).
 */
export const adminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = app.requireAccess('admin');

  app.post(
    '/admin/users/:id/role',
    { onRequest: admin, schema: { params, body: roleChangeSchema, response: { 200: userSummary } } },
    (request) => changeRole(app.db, request.requireUser(), request.params.id, request.body.role),
  );
  app.post('/admin/users/:id/disable', { onRequest: admin, schema: { params, response: { 200: userSummary } } }, (request) =>
    setAccountDisabled(app.db, request.requireUser(), request.params.id, true),
  );
  app.post('/admin/users/:id/enable', { onRequest: admin, schema: { params, response: { 200: userSummary } } }, (request) =>
    setAccountDisabled(app.db, request.requireUser(), request.params.id, false),
  );
  done();
};
