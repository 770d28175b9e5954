import { z } from 'zod';
import { BADGE_KEYS, POINTS_KIND_KEYS, POINTS_REDEEM_STEP } from '../constants/rewards.js';
import { pageCursorField, pageLimitField } from './paging.js';

/** Rewards: points, badges and the referral link (docs/product-rules.md#rewards). */

export const earnedBadgeSchema = /* @__PURE__ */ z.object({
  badge: z.enum(BADGE_KEYS),
  earnedAt: z.string(),
});
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/** GET /api/rewards: the signed-in person's points, credit, badges and referral link. */
export const rewardsSummarySchema = /* @__PURE__ */ z.object({
  points: z.number().int().nonnegative(),
  promotionCredit: z.object({ amount: z.number().int().nonnegative(), currency: z.string() }),
  badges: z.array(earnedBadgeSchema),
  referral: z.object({
    link: z.string(),
    /** Friends who signed up through the link, and those whose backing has counted. */
    joined: z.number().int().nonnegative(),
    rewarded: z.number().int().nonnegative(),
  }),
});
export type RewardsSummary = z.infer<typeof rewardsSummarySchema>;

export const pointsEntrySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  points: z.number().int(),
  kind: z.enum(POINTS_KIND_KEYS),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET /api/rewards/entries: the points history, newest first, by cursor. */
export const pointsEntriesQuerySchema = /* @__PURE__ */ z
  .object({ cursor: pageCursorField(), limit: pageLimitField(50) })
  .strict();
export const pointsEntriesPageSchema = /* @__PURE__ */ z.object({
  items: z.array(pointsEntrySchema),
  nextCursor: z.string().nullable(),
});
export type PointsEntriesPage = z.infer<typeof pointsEntriesPageSchema>;

/** POST /api/rewards/redemptions (with an Idempotency-Key): points into promotion credit. */
export const redeemPointsSchema = /* @__PURE__ */ z
  .object({
    points: z
      .number({ message: 'Say how many points to redeem.' })
      .int('Points are whole numbers.')
      .min(POINTS_REDEEM_STEP, `Redeem at least ${POINTS_REDEEM_STEP} points.`)
      .max(10_000_000, 'That is more points than anyone has.')
      .refine((points) => points % POINTS_REDEEM_STEP === 0, `Redeem points in steps of ${POINTS_REDEEM_STEP}.`),
  })
  .strict();
export type RedeemPoints = z.infer<typeof redeemPointsSchema>;

/** GET /api/users/:username/badges: what a profile shows. */
export const profileBadgesSchema = /* @__PURE__ */ z.object({ items: z.array(earnedBadgeSchema) });
export type ProfileBadges = z.infer<typeof profileBadgesSchema>;

export const NOT_ENOUGH_POINTS_MESSAGE = 'You do not have that many points.';
