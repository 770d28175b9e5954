import { z } from 'zod';
import { CATEGORY_SLUGS } from '../constants/categories.js';
import { pageCursorField, pageLimitField } from './paging.js';
import {
  CAMPAIGN_STATUSES,
  FUNDING_MODELS,
  SUPPORTED_CURRENCIES,
  campaignProgressSchema,
  creatorCardSchema,
} from './campaigns.js';

/** Listings of campaigns: the public listing, discovery's sorts and the creator's own list. */

/** One card of a listing (public listing and the creator's own list). */
export const campaignListItemSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  title: z.string().nullable(),
  blurb: z.string().nullable(),
  category: z.enum(CATEGORY_SLUGS).nullable(),
  coverUrl: z.string().nullable(),
  coverVariants: z.record(z.string(), z.string()).nullable(),
  goal: z.number().int().nullable(),
  currency: z.enum(SUPPORTED_CURRENCIES),
  fundingModel: z.enum(FUNDING_MODELS).nullable(),
  progress: campaignProgressSchema,
  launchedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The last save: /start-campaign resumes the draft edited most recently. */
  updatedAt: z.string(),
  creator: creatorCardSchema,
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

/**
 * Orders of the public listing. Discovery's lists (decision 0021) are sorts too:
 * `trending` (pledges in the last 48 hours), `near_goal` (80–99 % funded, closest first) and
 * `staff_picks` (picked by an admin, most recent pick first).
 */
export const CAMPAIGN_SORTS = ['newest', 'ending_soon', 'most_funded', 'trending', 'near_goal', 'staff_picks'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const LISTING_MAX_LIMIT = 50;

export const campaignListQuerySchema = /* @__PURE__ */ z
  .object({
    sort: z.enum(CAMPAIGN_SORTS, { message: `Sort by ${CAMPAIGN_SORTS.join(', ')}.` }).default('newest'),
    category: z.enum(CATEGORY_SLUGS, { message: 'Unknown category.' }).optional(),
    cursor: pageCursorField(),
    limit: pageLimitField(LISTING_MAX_LIMIT),
  })
  .strict();
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

export const campaignListSchema = /* @__PURE__ */ z.object({
  items: z.array(campaignListItemSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const myCampaignsSchema = /* @__PURE__ */ z.object({ items: z.array(campaignListItemSchema) });
export type MyCampaigns = z.infer<typeof myCampaignsSchema>;
