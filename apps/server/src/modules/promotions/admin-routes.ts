import {
  adminPromotionsQuerySchema,
  promotionListSchema,
  promotionRejectionSchema,
  promotionSchema,
} from '@crowdspark/shared/contracts/promotions';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PromotedSlots } from './slots.js';
import { reviewQueue } from './presentation.js';
import { approvePromotionAsAdmin, rejectPromotionAsAdmin } from './review.js';

const params = z.object({ id: z.string().min(1).max(64) });

/** Admins review promotions (the portal's screen comes later): the queue, approve, reject with a reason. */
export const promotionAdminRoutes: FastifyPluginCallbackZod<{ slots: PromotedSlots }> = (app, { slots }, done) => {
  const admin = app.requireAccess('admin');

  app.get(
    '/admin/promotions',
    { onRequest: admin, schema: { querystring: adminPromotionsQuerySchema, response: { 200: promotionListSchema } } },
    async (request) => ({ items: await reviewQueue(app.db, request.query.status) }),
  );

  app.post(
    '/admin/promotions/:id/approve',
    { onRequest: admin, schema: { params, response: { 200: promotionSchema } } },
    async (request) =>
      approvePromotionAsAdmin({ db: app.db, jobs: app.jobs, slots }, request.requireUser().id, request.params.id),
  );

  app.post(
    '/admin/promotions/:id/reject',
    { onRequest: admin, schema: { params, body: promotionRejectionSchema, response: { 200: promotionSchema } } },
    async (request) => rejectPromotionAsAdmin({ db: app.db }, request.requireUser().id, request.params.id, request.body.reason),
  );
  done();
};
