import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { promotionAdminRoutes } from './admin-routes.js';
import { PROMOTION_LEDGER_CHECKS } from './ledger-checks.js';
import { promotionsRoutes } from './routes.js';
import { closeOpenPromotionsOf, completePromotion } from './closing.js';
import { PROMOTION_END_JOB } from './rules.js';
import type { PromotionPricing } from './rules.js';
import { PromotedSlots } from './slots.js';

/**
 * The promotions module (decision 0031): buying, review, the end job, the promoted slots and their
 * counters, and the ledger checks of the promotion escrow.
 */
const promotions: FastifyPluginAsync<{ pricing: PromotionPricing }> = async (app, { pricing }) => {
  const slots = new PromotedSlots(app.db);
  app.jobs.register(PROMOTION_END_JOB, async (trx, job, now) => {
    const { promotionId } = job.payload;
    if (typeof promotionId !== 'string') throw new Error(`job ${job.key} carries no promotion id`);
    if (await completePromotion(trx, promotionId, now)) slots.invalidate();
  });
  // A canceled campaign is no longer shown: its open promotions end with their unused days refunded.
  app.campaignCanceledHandlers.register(async (trx, campaign) => {
    await closeOpenPromotionsOf(trx, app.jobs, campaign.id, new Date());
    slots.invalidate();
  });
  // Nor is an ended one (settled successful or failed): the same close, from the event the end
  // records. Delivery may repeat or come late: the days are counted up to the end itself, and a
  // promotion already closed is skipped under its row lock, so the refund happens once.
  for (const type of ['campaign.succeeded', 'campaign.failed'] as const)
    app.events.subscribe(type, 'promotions', async (trx, event) => {
      if ((await closeOpenPromotionsOf(trx, app.jobs, event.payload.campaignId, event.occurredAt)) > 0) slots.invalidate();
    });
  app.ledgerChecks.register(...PROMOTION_LEDGER_CHECKS);
  await app.register(promotionsRoutes, { pricing, slots });
  await app.register(promotionAdminRoutes, { slots });
};

export const promotionsPlugin = fp(promotions, {
  name: 'promotions',
  dependencies: ['identity', 'ledger', 'campaigns', 'rewards', 'events'],
});
