import { z } from 'zod';
import { DEFAULT_STATS_RANGE, STATS_RANGES } from '../constants/stats.js';

/** Query of GET /api/stats and GET /api/stats/export.csv. Without campaignId: all the reader's campaigns. */
export const statsQuerySchema = z
  .object({
    range: z.enum(STATS_RANGES, { error: 'The range must be 7d, 30d, 90d or all.' }).default(DEFAULT_STATS_RANGE),
    campaignId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A campaign id is 1–64 letters, digits, “-” or “_”.')
      .optional(),
  })
  .strict();
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();

export const statsCampaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  role: z.enum(['owner', 'collaborator']),
});

/** One UTC day. `amount`: the net change of the amount pledged that day (minor units; negative when cancellations outweigh pledges). */
export const statsDaySchema = z.object({
  day,
  views: count,
  visitors: count,
  pledges: count,
  cancellations: count,
  amount: z.number().int(),
  /** Followers at the end of the day. */
  followers: count,
  /** Promotion impressions and clicks of the day (decision 0031). */
  impressions: count,
  clicks: count,
  /** Promotion spend counted on the day (minor units of `promotionCurrency`). */
  spend: count,
});

export const statsSourceSchema = z.object({ source: z.string(), views: count });

export const statsSchema = z.object({
  range: z.enum(STATS_RANGES),
  from: day,
  to: day,
  /** The campaign shown, or null for all of them. */
  campaignId: z.string().nullable(),
  /** The currency of `amount`s; null when the campaigns shown use several (amounts are then not summed). */
  currency: z.string().length(3).nullable(),
  totals: z.object({
    views: count,
    visitors: count,
    pledges: count,
    cancellations: count,
    amount: z.number().int(),
    /** Pledges made / unique visitors over the range, 0–1; null without visitors. */
    conversion: z.number().nonnegative().nullable(),
    followers: count,
    followersGained: z.number().int(),
    impressions: count,
    clicks: count,
    spend: count,
    /** Spend / clicks (minor units, rounded); null without clicks. */
    costPerClick: count.nullable(),
  }),
  /** The currency of promotion spend; null without spend or with several currencies (spend is then 0). */
  promotionCurrency: z.string().length(3).nullable(),
  /**
   * Whether the reader has Pro's advanced stats. Without it, `referrers` and `utmSources` are
   * empty (not measured as none) and the 90-day and all-time ranges answer 403.
   */
  advanced: z.boolean(),
  days: z.array(statsDaySchema),
  /** Referrer hosts ('' = direct, no referrer) by views, largest first. */
  referrers: z.array(statsSourceSchema),
  utmSources: z.array(statsSourceSchema),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * GET /api/stats/campaigns: every campaign the reader may see stats of (the picker), newest first.
 * Its own request, not part of every GET /api/stats answer: a creator with many campaigns would
 * otherwise load and send the whole list with each range or campaign picked (decision 0034).
 */
export const statsCampaignsSchema = z.object({ campaigns: z.array(statsCampaignSchema) });
export type StatsCampaigns = z.infer<typeof statsCampaignsSchema>;
export type StatsDay = z.infer<typeof statsDaySchema>;

/**
 * GET /api/stats/members: the creator's membership over the range (docs/product-rules.md#creator-stats,
 * decision 0079), computed from the membership tables when read. Money in minor units of `currency`
 * (the creator's membership currency).
 */
export const memberStatsDaySchema = z.object({
  day,
  /** Members at the end of the day: joined, and not canceled (by themselves, or a renewal left unpaid). */
  members: count,
  /** Monthly recurring revenue at the end of the day: the sum of those members' monthly prices. */
  mrr: count,
  joins: count,
  cancellations: count,
});
export type MemberStatsDay = z.infer<typeof memberStatsDaySchema>;

export const memberStatsSchema = z.object({
  range: z.enum(STATS_RANGES),
  from: day,
  to: day,
  currency: z.string().length(3),
  totals: z.object({
    /** Members now (the end of the last day, today). */
    members: count,
    mrr: count,
    /** Members at the start of the range's first day. */
    membersAtStart: count,
    joins: count,
    cancellations: count,
    /** Cancellations ÷ (members at start + joins), 0–1; null when nobody was a member in the range. */
    churn: z.number().min(0).max(1).nullable(),
  }),
  days: z.array(memberStatsDaySchema),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

/**
 * The answer of GET /api/stats/members: null for a reader without a membership (the page then shows
 * no members section). A 200, not a 404: the browser logs every 404 a page fetches as an error.
 */
export const memberStatsAnswerSchema = z.object({ members: memberStatsSchema.nullable() });
export type MemberStatsAnswer = z.infer<typeof memberStatsAnswerSchema>;

/** Query of the members section and its CSV: only the range (members are the creator's, not a campaign's). */
export const memberStatsQuerySchema = statsQuerySchema.pick({ range: true }).strict();
export type MemberStatsQuery = z.infer<typeof memberStatsQuerySchema>;
