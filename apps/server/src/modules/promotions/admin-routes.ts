import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PromotedSlots } from './slots.js';
import { reviewQueue } from './presentation.js';
import { approvePromotionAsAdmin, rejectPromotionAsAdmin } from './review.js';
import {
  getAdminPromotionsRoute,
  postAdminPromotionsApproveRoute,
  postAdminPromotionsRejectRoute,
} from '@crowdspark/shared/api-routes/promotions';
import { routeOptions } from '../../http/api-route.js';

const params = z.object({ id: z.string().min(1).max(64) });

/** Admins review promotions (the portal's screen comes later): the queue, approve, reject with a reason. */
export const promotionAdminRoutes: FastifyPluginCallbackZod<{ slots: PromotedSlots }> = (app, { slots }, done) => {
  const admin = app.requireAccess('admin');

  app.route({
    ...routeOptions(getAdminPromotionsRoute),
    onRequest: admin,
    handler: async (request) => ({ items: await reviewQueue(app.db, request.query.status) }),
  });

  app.route({
    ...routeOptions(postAdminPromotionsApproveRoute, { params }),
    onRequest: admin,
    handler: async (request) =>
      approvePromotionAsAdmin({ db: app.db, jobs: app.jobs, slots }, request.requireUser().id, request.params.id),
  });

  app.route({
    ...routeOptions(postAdminPromotionsRejectRoute, { params }),
    onRequest: admin,
    handler: async (request) =>
      rejectPromotionAsAdmin({ db: app.db }, request.requireUser().id, request.params.id, request.body.reason),
  });
  done();
};
