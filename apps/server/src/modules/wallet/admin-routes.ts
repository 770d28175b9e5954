import {
  approveWithdrawalRoute,
  listAllWithdrawalsRoute,
  rejectWithdrawalRoute,
  resolveWithdrawalRoute,
} from '@crowdspark/shared/api-routes/wallet';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../http/api-route.js';
import { approveWithdrawal, listAllWithdrawals, rejectWithdrawal, resolveStuckWithdrawal } from './withdrawals-service.js';

const params = z.object({ id: z.uuid('No withdrawal has this id.') });

/** Admins: the withdrawals queue, approve (pays out now), reject (money back to the wallet), resolve a stuck payout. */
export const withdrawalAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = app.requireAccess('admin');

  app.route({
    ...routeOptions(listAllWithdrawalsRoute),
    onRequest: admin,
    handler: async (request) => ({ items: await listAllWithdrawals(app.db, request.query.status) }),
  });

  app.route({
    ...routeOptions(approveWithdrawalRoute, { params }),
    onRequest: admin,
    handler: async (request) =>
      approveWithdrawal(
        { db: app.db, provider: app.payments, log: request.log },
        request.requireUser().id,
        request.params.id,
        request.body?.reason,
      ),
  });

  app.route({
    ...routeOptions(rejectWithdrawalRoute, { params }),
    onRequest: admin,
    handler: async (request) =>
      rejectWithdrawal(
        { db: app.db, provider: app.payments, log: request.log },
        request.requireUser().id,
        request.params.id,
        request.body?.reason,
      ),
  });
  // A payout whose provider call never returned (reconciliation could not settle it): the admin decides.
  app.route({
    ...routeOptions(resolveWithdrawalRoute, { params }),
    onRequest: admin,
    handler: async (request) =>
      resolveStuckWithdrawal(
        { db: app.db, provider: app.payments, log: request.log },
        request.requireUser().id,
        request.params.id,
        request.body,
      ),
  });
  done();
};
