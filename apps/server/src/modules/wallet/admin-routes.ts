import {
  adminWithdrawalsQuerySchema,
  withdrawalListSchema,
  withdrawalRejectionSchema,
  withdrawalSchema,
} from '@crowdspark/shared/contracts/wallet';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../http/signed-in-user.js';
import { approveWithdrawal, listAllWithdrawals, rejectWithdrawal } from './withdrawals-service.js';

const params = z.object({ id: z.uuid('No withdrawal has this id.') });

/** Admins: the withdrawals queue, approve (pays out now) and reject (money back to the wallet). */
export const withdrawalAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = app.requireAccess('admin');

  app.get(
    '/admin/withdrawals',
    { onRequest: admin, schema: { querystring: adminWithdrawalsQuerySchema, response: { 200: withdrawalListSchema } } },
    async (request) => ({ items: await listAllWithdrawals(app.db, request.query.status) }),
  );

  app.post(
    '/admin/withdrawals/:id/approve',
    { onRequest: admin, schema: { params, response: { 200: withdrawalSchema } } },
    async (request) =>
      approveWithdrawal({ db: app.db, provider: app.payments, log: request.log }, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/admin/withdrawals/:id/reject',
    { onRequest: admin, schema: { params, body: withdrawalRejectionSchema.nullish(), response: { 200: withdrawalSchema } } },
    async (request) =>
      rejectWithdrawal(
        { db: app.db, provider: app.payments, log: request.log },
        signedInUser(request).id,
        request.params.id,
        request.body?.reason,
      ),
  );
  done();
};
