/**
 * What other modules may ask of promotions (decision 0017: they import only this file): the
 * per-day figures the stats module reads. The module's own routes, plugin and jobs import its use
 * cases directly (decision 0031):
 * - rules.ts: the day arithmetic, the messages and the row lock every use case shares;
 * - purchase.ts: buying (paid in the purchase's transaction);
 * - review.ts: the admins' approval and rejection;
 * - closing.ts: the creator's cancel, the close of an ended or canceled campaign's promotions, the end job;
 * - impressions.ts: the promoted slots' impressions and clicks;
 * - presentation.ts: the answers (a promotion, the creator's overview, the review queue);
 * - daily-stats.ts: the per-day figures.
 * Functions named `…AsAdmin`, `…AsOwner` and `purchasePromotion` open their own transaction (a
 * route never does); the others run in the caller's.
 */
export { promotionDailyStats } from './daily-stats.js';
