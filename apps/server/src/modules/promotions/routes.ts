import {
  buyPromotionSchema,
  promotedSlotsQuerySchema,
  promotedSlotsSchema,
  promotionSchema,
  promotionsOverviewSchema,
} from '@crowdspark/shared/contracts/promotions';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JsonValue } from '../../db/schema.js';
import { acceptJsonSentAsText } from '../../http/beacon-body.js';
import { campaignsFoundBySearch } from '../campaigns/service.js';
import { sendIdempotent } from '../../http/idempotency.js';
import type { PromotedSlots } from './slots.js';
import { buyPromotion, cancelPromotion, countPromotionEvent, presentPromotion, promotionsOverview } from './service.js';
import type { PromotionPricing } from './service.js';

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

  app.get('/promotions', { onRequest: verified, schema: { response: { 200: promotionsOverviewSchema } } }, async (request) =>
    promotionsOverview(app.db, request.requireUser().id, pricing),
  );

  app.post(
    '/promotions',
    { onRequest: verified, schema: { body: buyPromotionSchema, response: { 201: promotionSchema } } },
    async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, (claim) =>
        app.db.transaction().execute(async (trx) => {
          const row = await buyPromotion(trx, userId, request.body, pricing);
          const body = (await presentPromotion(trx, row)) as unknown as JsonValue;
          await claim.completeIn(trx, { status: 201, body });
          return { status: 201, body };
        }),
      );
    },
  );

  app.post(
    '/promotions/:id/cancel',
    { onRequest: verified, schema: { params, response: { 200: promotionSchema } } },
    async (request) => {
      const row = await app.db
        .transaction()
        .execute((trx) => cancelPromotion(trx, app.jobs, request.requireUser().id, request.params.id));
      slots.invalidate();
      return presentPromotion(app.db, row);
    },
  );

  // Public: the promoted cards for one page of the feed, Discover or search. Its own small request,
  // never cached, so the lists' shared pages stay the same for everyone (decision 0031). In search
  // results only promotions whose campaign the search finds are served (decision 0039).
  app.get(
    '/promotions/slots',
    { schema: { querystring: promotedSlotsQuerySchema, response: { 200: promotedSlotsSchema } } },
    async (request) => {
      const { campaignIds, list, ...criteria } = request.query;
      const now = new Date();
      const eligible =
        list === 'search' ? (ids: readonly string[]) => campaignsFoundBySearch({ db: app.db }, ids, criteria, now) : undefined;
      return { items: await slots.forPage(campaignIds, now, eligible) };
    },
  );

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
