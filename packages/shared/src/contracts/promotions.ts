import { z } from 'zod';
import {
  PROMOTION_MAX_DAYS,
  PROMOTION_MIN_DAYS,
  PROMOTION_PAYMENT_SOURCES,
  PROMOTION_STATUSES,
} from '../constants/promotions.js';
import { campaignListItemSchema } from './campaign-listings.js';
import { searchQuerySchema } from './search.js';

/** Promotions (docs/product-rules.md#promotions, decision 0031). Money in minor units. */

export const DAYS_MESSAGE = `Promote for ${PROMOTION_MIN_DAYS} to ${PROMOTION_MAX_DAYS} days.`;

/** POST /api/promotions (with an Idempotency-Key). */
export const buyPromotionSchema = /* @__PURE__ */ z.strictObject({
  campaignId: z.string({ error: 'Choose a campaign to promote.' }).trim().min(1, 'Choose a campaign to promote.').max(64),
  days: z
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(PROMOTION_MIN_DAYS, DAYS_MESSAGE)
    .max(PROMOTION_MAX_DAYS, DAYS_MESSAGE),
  payWith: z.enum(PROMOTION_PAYMENT_SOURCES, { error: 'Pay from your wallet or with promotion credit.' }),
});
export type BuyPromotion = z.infer<typeof buyPromotionSchema>;

/** One day of a promotion's counts (UTC day, YYYY-MM-DD). */
export const promotionDaySchema = /* @__PURE__ */ z.object({
  day: z.string(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});

export const promotionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  campaign: z.object({ id: z.string(), title: z.string().nullable() }),
  ownerId: z.string(),
  days: z.number().int(),
  dailyPrice: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  paidWith: z.enum(PROMOTION_PAYMENT_SOURCES),
  status: z.enum(PROMOTION_STATUSES),
  refunded: z.number().int(),
  /** What the days used so far cost (the total less refunds for closed ones; started days while active). */
  spent: z.number().int(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  /** spent ÷ clicks, rounded to the minor unit; null before the first click. */
  costPerClick: z.number().int().nullable(),
  daily: z.array(promotionDaySchema),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** GET /api/promotions: the creator's promotions, what they can promote and what it costs. */
export const promotionsOverviewSchema = /* @__PURE__ */ z.object({
  dailyPrice: z.number().int(),
  currency: z.string(),
  promotionCredit: z.number().int().nonnegative(),
  walletBalance: z.number().int().nonnegative(),
  /**
   * The signed-in person's live campaigns; `maxDays`: the most days a promotion bought now may
   * have, the whole days left before the campaign ends (0: none left).
   */
  campaigns: z.array(z.object({ id: z.string(), title: z.string().nullable(), maxDays: z.number().int().nonnegative() })),
  items: z.array(promotionSchema),
});
export type PromotionsOverview = z.infer<typeof promotionsOverviewSchema>;

/** GET /api/admin/promotions?status= (the review queue: pending first, oldest first). */
export const adminPromotionsQuerySchema = /* @__PURE__ */ z.strictObject({
  status: z.enum(PROMOTION_STATUSES, { error: `The status is one of ${PROMOTION_STATUSES.join(', ')}.` }).optional(),
});
export const promotionListSchema = /* @__PURE__ */ z.object({ items: z.array(promotionSchema) });

/** POST /api/admin/promotions/:id/reject. */
export const promotionRejectionSchema = /* @__PURE__ */ z.strictObject({
  reason: z.string({ error: 'Say why the promotion is rejected.' }).trim().min(1, 'Say why the promotion is rejected.').max(500),
});

/** Which list a page of promoted slots is for: the feed and Discover ("browse"), or search results. */
export const PROMOTED_SLOT_LISTS = ['browse', 'search'] as const;

/**
 * GET /api/promotions/slots?campaignIds=a,b,…: the promoted cards for one page of a list. A page of
 * search results adds `list=search` and the search's own words and filters (as GET /api/search
 * takes them; the corrected query when the results are a correction's): only promotions whose
 * campaign that search finds may fill its slots (docs/product-rules.md#promoted-slots).
 */
export const promotedSlotsQuerySchema = /* @__PURE__ */ z.strictObject({
  campaignIds: z
    .string()
    .max(50 * 40)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean).slice(0, 50) : [])),
  list: z.enum(PROMOTED_SLOT_LISTS, { message: 'The list is browse or search.' }).default('browse'),
  ...searchQuerySchema.pick({ q: true, category: true, status: true, fundingModel: true, minFunded: true, location: true }).shape,
});
export type PromotedSlotsQuery = z.infer<typeof promotedSlotsQuerySchema>;
export const promotedSlotsSchema = /* @__PURE__ */ z.object({
  items: z.array(
    z.object({
      /** Index in the page once this card is placed (the organic cards after it move down one). */
      position: z.number().int().nonnegative(),
      promotionId: z.string(),
      campaign: campaignListItemSchema,
    }),
  ),
});
export type PromotedSlots = z.infer<typeof promotedSlotsSchema>;
export type PromotedSlot = PromotedSlots['items'][number];
