import { isAdminRole } from '@crowdspark/shared/constants/roles';
import { roleChangeSchema } from '@crowdspark/shared/contracts/users';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';

const params = z.object({ id: z.string().min(1).max(100) });
const userSummary = z.object({ id: z.string(), role: z.enum(['user', 'admin', 'superadmin']), disabled: z.boolean() });

/**
 * Role changes (superadmin only) and disabling accounts (admins). Every change lands in audit_log
 * in the same transaction as the change itself.
 */
export const adminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = app.requireAccess('admin');

  const loadTarget = async (id: string) => {
    const target = await app.db.selectFrom('users').select(['id', 'role', 'banned']).where('id', '=', id).executeTakeFirst();
    if (!target) throw new AppError('NOT_FOUND', 'No user has this id.');
    return target;
  };

  app.post(
    '/admin/users/:id/role',
    { onRequest: admin, schema: { params, body: roleChangeSchema, response: { 200: userSummary } } },
    async (request) => {
      const actor = request.authSession?.user;
      if (actor?.role !== 'superadmin') throw new AppError('FORBIDDEN', 'Only a superadmin can grant or remove the admin role.');
      const target = await loadTarget(request.params.id);
      if (target.role === 'superadmin') throw new AppError('FORBIDDEN', 'A superadmin’s role cannot be changed here.');
      const role = request.body.role;
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ role, updatedAt: new Date() }).where('id', '=', target.id).execute();
        await trx
          .insertInto('auditLog')
          .values({
            actorId: actor.id,
            action: 'user.role.change',
            targetId: target.id,
            details: { from: target.role, to: role },
          })
          .execute();
      });
      return { id: target.id, role, disabled: target.banned };
    },
  );

  const setDisabled = (disabled: boolean) =>
    async function handler(request: { params: { id: string }; authSession: { user: { id: string; role: string } } | null }) {
      const actor = request.authSession?.user;
      if (!actor || !isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
      const target = await loadTarget(request.params.id);
      if (target.id === actor.id) throw new AppError('FORBIDDEN', 'You cannot disable your own account.');
      if (target.role === 'superadmin' || (target.role === 'admin' && actor.role !== 'superadmin'))
        throw new AppError('FORBIDDEN', 'Only a superadmin can disable an admin, and a superadmin cannot be disabled here.');
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ banned: disabled, updatedAt: new Date() }).where('id', '=', target.id).execute();
        // Ended at once; the rows stay until the user's next request, which learns why (user-disabled).
        if (disabled)
          await trx.updateTable('authSessions').set({ expiresAt: new Date() }).where('userId', '=', target.id).execute();
        await trx
          .insertInto('auditLog')
          .values({ actorId: actor.id, action: disabled ? 'user.disable' : 'user.enable', targetId: target.id, details: {} })
          .execute();
      });
      return { id: target.id, role: target.role, disabled };
    };

  app.post(
    '/admin/users/:id/disable',
    { onRequest: admin, schema: { params, response: { 200: userSummary } } },
    setDisabled(true),
  );
  app.post(
    '/admin/users/:id/enable',
    { onRequest: admin, schema: { params, response: { 200: userSummary } } },
    setDisabled(false),
  );
  done();
};
