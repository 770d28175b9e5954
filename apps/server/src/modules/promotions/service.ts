/**
 * The promotions module's face (decision 0031): what its routes, its plugin and other modules
 * (stats) use. Other modules may import only this file (decision 0017), so each use case lives in
 * its own file and is re-exported here:
 * - rules.ts: the day arithmetic, the messages and the row lock every use case shares;
 * - purchase.ts: buying (paid in the purchase's transaction);
 * - review.ts: the admins' approval and rejection;
 * - closing.ts: the creator's cancel, the close of an ended or canceled campaign's promotions, the end job;
 * - impressions.ts: the promoted slots' impressions and clicks;
 * - presentation.ts: the answers (a promotion, the creator's overview, the review queue);
 * - daily-stats.ts: the per-day figures the stats module reads.
 * Functions named `…AsAdmin`, `…AsOwner` and `purchasePromotion` open their own transaction (a
 * route never does); the others run in the caller's.
 */
export {
  DAY_MS,
  NO_DAY_LEFT,
  NOT_FOUND,
  NOT_LIVE,
  NOT_OWNER,
  PROMOTION_END_JOB,
  promotableDays,
  promotionEndJobKey,
  usedDays,
  utcDay,
  type PromotionDeps,
  type PromotionPricing,
} from './rules.js';
export { buyPromotion, purchasePromotion, type PurchaseDeps, type PurchaseInput } from './purchase.js';
export { approvePromotion, approvePromotionAsAdmin, rejectPromotion, rejectPromotionAsAdmin } from './review.js';
export { cancelPromotion, cancelPromotionAsOwner, closeOpenPromotionsOf, completePromotion } from './closing.js';
export { countPromotionEvent, visitorKey } from './impressions.js';
export { presentPromotion, promotionsOverview, reviewQueue } from './presentation.js';
export { promotionDailyStats, type CampaignPromotionDay } from './daily-stats.js';
