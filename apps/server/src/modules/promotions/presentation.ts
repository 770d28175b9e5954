import type { Promotion, PromotionsOverview } from '@crowdspark/shared/contracts/promotions';
import type { PromotionStatus } from '@crowdspark/shared/constants/promotions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findCampaign, listMyCampaigns } from '../campaigns/service.js';
import { walletBalanceOf } from '../ledger/service.js';
import { promotionCreditBalance } from '../rewards/service.js';
import { dailyCountsOf, promotionsForReview, promotionsOfOwner, type DailyCounts, type PromotionRow } from './repository.js';
import { promotableDays, usedDays, type PromotionPricing } from './rules.js';

/** What the promotion has cost so far (see Promotion.spent in the contract). */
function spentOf(row: PromotionRow, now: Date): number {
  const price = Number(row.dailyPrice);
  if (row.status === 'active') return usedDays(row, now) * price;
  if (row.status === 'completed' || row.status === 'canceled') return Number(row.total) - Number(row.refunded);
  return 0;
}

function toPromotion(row: PromotionRow, title: string | null, counts: readonly DailyCounts[], now: Date): Promotion {
  const daily = counts
    .filter((c) => c.promotionId === row.id)
    .map(({ day, impressions, clicks }) => ({ day, impressions, clicks }));
  const impressions = daily.reduce((sum, d) => sum + d.impressions, 0);
  const clicks = daily.reduce((sum, d) => sum + d.clicks, 0);
  const spent = spentOf(row, now);
  return {
    id: row.id,
    campaign: { id: row.campaignId, title },
    ownerId: row.ownerId,
    days: row.days,
    dailyPrice: Number(row.dailyPrice),
    total: Number(row.total),
    currency: row.currency.trim(),
    paidWith: row.paidWith,
    status: row.status,
    refunded: Number(row.refunded),
    spent,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    impressions,
    clicks,
    costPerClick: clicks > 0 ? Math.round(spent / clicks) : null,
    daily,
  };
}

async function presentAll(db: Kysely<Database>, rows: PromotionRow[], now: Date): Promise<Promotion[]> {
  const counts = await dailyCountsOf(
    db,
    rows.map((r) => r.id),
  );
  const titles = new Map<string, string | null>();
  for (const campaignId of new Set(rows.map((r) => r.campaignId)))
    titles.set(campaignId, (await findCampaign(db, campaignId))?.title ?? null);
  return rows.map((row) => toPromotion(row, titles.get(row.campaignId) ?? null, counts, now));
}

export async function presentPromotion(db: Kysely<Database>, row: PromotionRow, now = new Date()): Promise<Promotion> {
  const [promotion] = await presentAll(db, [row], now);
  if (!promotion) throw new Error('presentAll returned nothing');
  return promotion;
}

/** GET /api/promotions: the creator's promotions with their counts, the price and what pays. */
export async function promotionsOverview(
  db: Kysely<Database>,
  userId: string,
  pricing: PromotionPricing,
): Promise<PromotionsOverview> {
  const now = new Date();
  const rows = await promotionsOfOwner(db, userId);
  const owned = await listMyCampaigns({ db }, userId);
  return {
    dailyPrice: pricing.dailyPrice,
    currency: pricing.currency,
    promotionCredit: await promotionCreditBalance(db, userId),
    walletBalance: await walletBalanceOf(db, userId, pricing.currency),
    campaigns: owned.items
      .filter((c) => c.status === 'live')
      .map((c) => ({ id: c.id, title: c.title, maxDays: promotableDays(c.endsAt ? new Date(c.endsAt) : null, now) })),
    items: await presentAll(db, rows, now),
  };
}

export async function reviewQueue(db: Kysely<Database>, status: PromotionStatus | undefined): Promise<Promotion[]> {
  return presentAll(db, await promotionsForReview(db, status), new Date());
}
