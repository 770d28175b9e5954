import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dailyCountsOf, startedPromotionsOf, type PromotionRow } from './repository.js';
import { DAY_MS, utcDay } from './rules.js';

export interface CampaignPromotionDay {
  campaignId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  impressions: number;
  clicks: number;
  /** Minor units: the daily price of each promotion day of the campaign that began on this day and was not refunded. */
  spend: number;
  currency: string;
}

/**
 * For the stats module: per campaign and UTC day within [from, to] (YYYY-MM-DD, inclusive), the
 * impressions, clicks and spend of its promotions. Spend counts a promotion day on the UTC day it
 * began, for the days paid and not refunded (a running promotion's future days included).
 */
export async function promotionDailyStats(
  db: Kysely<Database>,
  query: { campaignIds: readonly string[]; from: string; to: string },
): Promise<CampaignPromotionDay[]> {
  const promotions = await startedPromotionsOf(db, query.campaignIds);
  const counts = await dailyCountsOf(
    db,
    promotions.map((p) => p.id),
    { from: query.from, to: query.to },
  );
  const byKey = new Map<string, CampaignPromotionDay>();
  const entry = (promotion: PromotionRow, day: string): CampaignPromotionDay => {
    const key = `${promotion.campaignId}|${day}`;
    let found = byKey.get(key);
    if (!found) {
      found = { campaignId: promotion.campaignId, day, impressions: 0, clicks: 0, spend: 0, currency: promotion.currency.trim() };
      byKey.set(key, found);
    }
    return found;
  };
  const byId = new Map(promotions.map((p) => [p.id, p]));
  for (const count of counts) {
    const promotion = byId.get(count.promotionId);
    if (!promotion) continue;
    const row = entry(promotion, count.day);
    row.impressions += count.impressions;
    row.clicks += count.clicks;
  }
  for (const promotion of promotions) {
    if (!promotion.startsAt || promotion.status === 'rejected') continue;
    const paidDays = promotion.days - Number(promotion.refunded) / Number(promotion.dailyPrice);
    for (let i = 0; i < paidDays; i += 1) {
      const day = utcDay(new Date(promotion.startsAt.getTime() + i * DAY_MS));
      if (day >= query.from && day <= query.to) entry(promotion, day).spend += Number(promotion.dailyPrice);
    }
  }
  return [...byKey.values()].sort((a, b) => a.day.localeCompare(b.day) || a.campaignId.localeCompare(b.campaignId));
}
