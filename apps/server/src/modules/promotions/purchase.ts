import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import type { PromotionPaymentSource } from '@crowdspark/shared/constants/promotions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { findCampaign } from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import { payForPromotion } from './money.js';
import { presentPromotion } from './presentation.js';
import { findPromotionForUpdate, insertPromotion, type PromotionRow } from './repository.js';
import { CAMPAIGN_NOT_FOUND, NO_DAY_LEFT, NOT_LIVE, NOT_OWNER, promotableDays, type PromotionPricing } from './rules.js';

export interface PurchaseInput {
  campaignId: string;
  days: number;
  payWith: PromotionPaymentSource;
}

function tooManyDays(maxDays: number, campaignEndsAt: Date): string {
  if (maxDays < 1) return NO_DAY_LEFT;
  const on = campaignEndsAt.toISOString().slice(0, 10);
  return `The campaign ends on ${on}: promote it for at most ${maxDays} ${maxDays === 1 ? 'day' : 'days'}.`;
}

/**
 * Buys a promotion: the campaign must be live and the buyer its owner; the price is days × the
 * configured daily price, paid in the same transaction (wallet through the ledger, or credit
 * through rewards), so a failed payment leaves no promotion behind.
 */
export async function buyPromotion(
  trx: Transaction<Database>,
  ownerId: string,
  input: PurchaseInput,
  pricing: PromotionPricing,
  now = new Date(),
): Promise<PromotionRow> {
  const campaign = await findCampaign(trx, input.campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_NOT_FOUND);
  if (campaign.ownerId !== ownerId) throw new AppError('FORBIDDEN', NOT_OWNER);
  if (campaign.status !== 'live') throw new AppError('UNPROCESSABLE', NOT_LIVE);
  const maxDays = promotableDays(campaign.endsAt, now);
  if (input.days > maxDays) throw new AppError('UNPROCESSABLE', tooManyDays(maxDays, campaign.endsAt ?? now));
  const row = {
    id: newId(),
    campaignId: campaign.id,
    ownerId,
    days: input.days,
    dailyPrice: pricing.dailyPrice,
    total: input.days * pricing.dailyPrice,
    currency: pricing.currency,
    paidWith: input.payWith,
  };
  await insertPromotion(trx, row);
  const promotion = await findPromotionForUpdate(trx, row.id);
  if (!promotion) throw new Error('the promotion just inserted is missing');
  await payForPromotion(trx, promotion, campaign.title ?? 'a campaign');
  await recordEvent(trx, {
    type: 'promotion.purchased',
    payload: {
      promotionId: row.id,
      campaignId: row.campaignId,
      ownerId,
      days: row.days,
      paidWith: row.paidWith,
      amount: row.total,
      currency: row.currency,
    },
  });
  return promotion;
}

export interface PurchaseDeps {
  db: Kysely<Database>;
  /**
   * Runs in the purchase's transaction with its answer, just before commit: the request's
   * Idempotency-Key records the answer there, so a crash leaves both or neither.
   */
  beforeCommit: (trx: Transaction<Database>, promotion: Promotion) => Promise<void>;
}

/** POST /api/promotions: the purchase and its answer in one transaction (the answer a retry replays). */
export async function purchasePromotion(
  deps: PurchaseDeps,
  ownerId: string,
  input: PurchaseInput,
  pricing: PromotionPricing,
): Promise<Promotion> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await buyPromotion(trx, ownerId, input, pricing);
    const promotion = await presentPromotion(trx, row);
    await deps.beforeCommit(trx, promotion);
    return promotion;
  });
}
