import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JsonValue } from '../../db/schema.js';
import { acceptJsonSentAsText } from '../../http/beacon-body.js';
import { campaignsFoundBySearch } from '../campaigns/service.js';
import { sendIdempotent } from '../../http/idempotency.js';
import type { PromotedSlots } from './slots.js';
import { cancelPromotionAsOwner } from './closing.js';
import { countPromotionEvent } from './impressions.js';
import { promotionsOverview } from './presentation.js';
import { purchasePromotion } from './purchase.js';
import type { PromotionPricing } from './rules.js';
import {
  getPromotionsRoute,
  getPromotionsSlotsRoute,
  postPromotionsCancelRoute,
  postPromotionsRoute,
} from '@crowdspark/shared/api-routes/promotions';
import { routeOptions } from '../../http/api-route.js';

export interface PromotionsRoutesOptions {
  pricing: PromotionPricing;
  slots: PromotedSlots;
}

const params = z.object({ id: z.string().min(1).max(64) });

/** /api/promotions: the creator's promotions, buying and canceling, the promoted slots and their counters. Thin. */
export const promotionsRoutes: FastifyPluginCallbackZod<PromotionsRoutesOptions> = (app, { pricing, slots }, done) => {
  const verified = app.requireAccess('verified');
  // Impressions and clicks arrive as beacons (text/plain bodies, see http/beacon-body.ts).
  acceptJsonSentAsText(app);

  app.route({
    ...routeOptions(getPromotionsRoute),
    onRequest: verified,
    handler: async (request) => promotionsOverview(app.db, request.requireUser().id, pricing),
  });

  app.route({
    ...routeOptions(postPromotionsRoute),
    onRequest: verified,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      // The answer commits with the purchase's own transaction (no key left in flight by a crash).
      return sendIdempotent(app.db, request, reply, userId, async (claim) => {
        const answer = (promotion: Promotion) => ({ status: 201, body: promotion as unknown as JsonValue });
        const bought = await purchasePromotion(
          { db: app.db, beforeCommit: (trx, promotion) => claim.completeIn(trx, answer(promotion)) },
          userId,
          request.body,
          pricing,
        );
        return answer(bought);
      });
    },
  });

  app.route({
    ...routeOptions(postPromotionsCancelRoute, { params }),
    onRequest: verified,
    handler: async (request) =>
      cancelPromotionAsOwner({ db: app.db, jobs: app.jobs, slots }, request.requireUser().id, request.params.id),
  });

  // Public: the promoted cards for one page of the feed, Discover or search. Its own small request,
  // never cached, so the lists' shared pages stay the same for everyone (decision 0031). In search
  // results only promotions whose campaign the search finds are served (decision 0031).
  app.route({
    ...routeOptions(getPromotionsSlotsRoute),
    handler: async (request) => {
      const { campaignIds, list, ...criteria } = request.query;
      const now = new Date();
      const eligible =
        list === 'search' ? (ids: readonly string[]) => campaignsFoundBySearch({ db: app.db }, ids, criteria, now) : undefined;
      return { items: await slots.forPage(campaignIds, now, eligible) };
    },
  });

  for (const kind of ['impression', 'click'] as const)
    app.post(`/promotions/:id/${kind}s`, { bodyLimit: 1024, schema: { params } }, async (request, reply) => {
      await countPromotionEvent(app.db, request.params.id, kind, {
        userId: await request.optionalUserId(),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(204).send();
    });

  done();
};
