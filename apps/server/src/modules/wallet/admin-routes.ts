import {
  adminWithdrawalsQuerySchema,
  withdrawalListSchema,
  withdrawalRejectionSchema,
  withdrawalSchema,
} from '@crowdspark/shared/contracts/wallet';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveWithdrawal,
  listAllWithdrawals,
  rejectWithdrawal,
  RESOLUTIONS,
  resolveStuckWithdrawal,
} from './withdrawals-service.js';

const params = z.object({ id: z.uuid('No withdrawal has this id.') });

const resolutionSchema = z.strictObject({
  outcome: z.enum(RESOLUTIONS, { error: 'Choose paid (the money left) or returned (back to the wallet).' }),
  reason: z.string().trim().min(1).max(500).optional(),
  providerPayoutId: z.string().trim().min(1).max(200).optional(),
});

/** Admins: the withdrawals queue, approve (pays out now), reject (money back to the wallet), resolve a stuck payout. */
export const withdrawalAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = app.requireAccess('admin');

  app.get(
    '/admin/withdrawals',
    { onRequest: admin, schema: { querystring: adminWithdrawalsQuerySchema, response: { 200: withdrawalListSchema } } },
    async (request) => ({ items: await listAllWithdrawals(app.db, request.query.status) }),
  );

  app.post(
    '/admin/withdrawals/:id/approve',
    { onRequest: admin, schema: { params, body: withdrawalRejectionSchema.nullish(), response: { 200: withdrawalSchema } } },
    async (request) =>
      approveWithdrawal(
        { db: app.db, provider: app.payments, log: request.log },
        request.requireUser().id,
        request.params.id,
        request.body?.reason,
      ),
  );

  app.post(
    '/admin/withdrawals/:id/reject',
    { onRequest: admin, schema: { params, body: withdrawalRejectionSchema.nullish(), response: { 200: withdrawalSchema } } },
    async (request) =>
      rejectWithdrawal(
        { db: app.db, provider: app.payments, log: request.log },
        request.requireUser().id,
        request.params.id,
        request.body?.reason,
      ),
  );
  // A payout whose provider call never returned (reconciliation could not settle it): the admin decides.
  app.post(
    '/admin/withdrawals/:id/resolve',
    { onRequest: admin, schema: { params, body: resolutionSchema, response: { 200: withdrawalSchema } } },
    async (request) =>
      resolveStuckWithdrawal(
        { db: app.db, provider: app.payments, log: request.log },
        request.requireUser().id,
        request.params.id,
        request.body,
      ),
  );
  done();
};
