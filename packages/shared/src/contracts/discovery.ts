import { z } from 'zod';
import { pageCursorField, pageLimitField } from './paging.js';
import { CATEGORY_SLUGS } from '../constants/categories.js';
import { LISTING_MAX_LIMIT, campaignListItemSchema } from './campaign-listings.js';

/**
 * Discovery (decision 0021): GET /api/discover (every section of /discover and home in
 * one answer), GET /api/feed, and the admins' staff picks.
 */

/** The lists of /discover, each also a sort of GET /api/campaigns (`new` is `newest`). */
export const DISCOVER_LISTS = ['trending', 'staff_picks', 'ending_soon', 'near_goal', 'new'] as const;
export type DiscoverList = (typeof DISCOVER_LISTS)[number];

/** A campaign is "near its goal" from this share funded (and until it reaches it). */
export const NEAR_GOAL_PERCENT = 80;
/** Trending counts the pledges of this many hours. */
export const TRENDING_WINDOW_HOURS = 48;
/** Cards per section of GET /api/discover. */
export const DISCOVER_SECTION_SIZE = 6;

export const categoryCountSchema = /* @__PURE__ */ z.object({
  slug: z.enum(CATEGORY_SLUGS),
  /** Live campaigns in the category. */
  liveCount: z.number().int(),
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;

/** GET /api/discover. */
export const discoverSchema = /* @__PURE__ */ z.object({
  staffPicks: z.array(campaignListItemSchema),
  trending: z.array(campaignListItemSchema),
  endingSoon: z.array(campaignListItemSchema),
  nearGoal: z.array(campaignListItemSchema),
  new: z.array(campaignListItemSchema),
  categories: z.array(categoryCountSchema),
});
export type Discover = z.infer<typeof discoverSchema>;

/** The feed's tabs: `for_you` needs a session (interests, follows, categories backed). */
export const FEED_TABS = ['newest', 'trending', 'for_you'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

export const feedQuerySchema = /* @__PURE__ */ z
  .object({
    tab: z.enum(FEED_TABS, { message: `The tab is one of ${FEED_TABS.join(', ')}.` }).default('newest'),
    cursor: pageCursorField(),
    limit: pageLimitField(LISTING_MAX_LIMIT),
  })
  .strict();
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** GET /api/feed. */
export const feedSchema = /* @__PURE__ */ z.object({
  tab: z.enum(FEED_TABS),
  items: z.array(campaignListItemSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * for_you only: false when the reader has no interests, follows or backed campaigns yet, so the
   * tab shows the newest campaigns instead (the page says how to personalise it).
   */
  personalised: z.boolean(),
});
export type Feed = z.infer<typeof feedSchema>;

/** PUT / DELETE /api/admin/campaigns/:id/staff-pick. */
export const staffPickSchema = /* @__PURE__ */ z.object({
  campaignId: z.string(),
  /** When it was picked; null once unpicked. */
  staffPickedAt: z.string().nullable(),
});
export type StaffPick = z.infer<typeof staffPickSchema>;
