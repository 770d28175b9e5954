import { z } from 'zod';
import { pageCursorField, pageLimitField } from './paging.js';
import { SAVED_LOOKUP_MAX_IDS } from '../constants/social.js';
import { campaignListItemSchema, campaignListSchema } from './campaign-listings.js';

/**
 * Follows and saved campaigns (docs/decisions/0019-social.md). Lists are keyset pages: pass the
 * previous page's `nextCursor` back as `cursor`; a tampered cursor is a 400.
 */

export const SOCIAL_PAGE_MAX_LIMIT = 50;

export const socialPageQuerySchema = /* @__PURE__ */ z
  .object({
    cursor: pageCursorField(),
    limit: pageLimitField(SOCIAL_PAGE_MAX_LIMIT),
  })
  .strict();
export type SocialPageQuery = z.infer<typeof socialPageQuerySchema>;

export const usernameParamsSchema = /* @__PURE__ */ z.object({ username: z.string().min(1).max(60) });
const CAMPAIGN_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const CAMPAIGN_ID_MESSAGE = 'A campaign id is 1–64 letters, digits, “-” or “_”.';

export const campaignIdParamsSchema = /* @__PURE__ */ z.object({
  id: z.string().regex(CAMPAIGN_ID_PATTERN, CAMPAIGN_ID_MESSAGE),
});

/** PUT/DELETE/GET /api/users/:username/follow: whether the signed-in reader follows them, and their follower count. */
export const followStateSchema = /* @__PURE__ */ z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** A person in a followers/following list or a suggestion. */
export const personSummarySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  bio: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** GET /api/users/:username/followers and /following. */
export const personListSchema = /* @__PURE__ */ z.object({
  items: z.array(personSummarySchema),
  nextCursor: z.string().nullable(),
});
export type PersonList = z.infer<typeof personListSchema>;

/** PUT/DELETE/GET /api/campaigns/:id/save: whether the signed-in reader saved it, and how many people did. */
export const saveStateSchema = /* @__PURE__ */ z.object({
  saved: z.boolean(),
  saveCount: z.number().int(),
});
export type SaveState = z.infer<typeof saveStateSchema>;

export { SAVED_LOOKUP_MAX_IDS };

/**
 * GET /api/me/saved/lookup?ids=a,b,c: the campaign ids of the cards on a page, comma-separated,
 * each at most once (decision 0019: one request per page instead of one per card).
 */
export const savedLookupQuerySchema = /* @__PURE__ */ z
  .object({
    ids: z
      .string({ message: 'Give the campaign ids as ids=a,b,c.' })
      .min(1, 'Give at least one campaign id.')
      // 100 ids of 64 characters and their commas: longer cannot be valid, so it is not split.
      .max(SAVED_LOOKUP_MAX_IDS * 65, `Ask about at most ${SAVED_LOOKUP_MAX_IDS} campaigns at once.`)
      .transform((raw) => raw.split(','))
      .pipe(
        z
          .array(z.string().regex(CAMPAIGN_ID_PATTERN, CAMPAIGN_ID_MESSAGE))
          .max(SAVED_LOOKUP_MAX_IDS, `Ask about at most ${SAVED_LOOKUP_MAX_IDS} campaigns at once.`)
          .refine((ids) => new Set(ids).size === ids.length, 'Each campaign id may be asked about only once.'),
      ),
  })
  .strict();
export type SavedLookupQuery = z.infer<typeof savedLookupQuerySchema>;

/**
 * GET /api/me/saved/lookup: for every asked id, whether the signed-in reader saved it. Unknown
 * campaigns and those the public cannot see (drafts, suspended) answer false. No save counts:
 * cards show the bookmark only; the campaign page reads its count from /api/campaigns/:id/save.
 */
export const savedLookupSchema = /* @__PURE__ */ z.object({
  saved: z.record(z.string(), z.boolean()),
});
export type SavedLookup = z.infer<typeof savedLookupSchema>;

/**
 * GET /api/me/saved (newest save first), GET /api/following/campaigns (campaigns of followed
 * people, newest launch first) and GET /api/users/:username/campaigns (live and successful).
 */
export const socialCampaignListSchema = campaignListSchema;
export type SocialCampaignList = z.infer<typeof socialCampaignListSchema>;

/**
 * GET /api/users/:username/backed: the campaigns the person backed, most recent first, when their
 * privacy setting `showBackedCampaigns` allows it (or it is their own profile); `hidden` otherwise.
 */
export const backedCampaignsSchema = /* @__PURE__ */ z.object({
  hidden: z.boolean(),
  items: z.array(campaignListItemSchema),
});
export type BackedCampaigns = z.infer<typeof backedCampaignsSchema>;

/** GET /api/following/suggestions: creators with public campaigns the reader does not follow yet. */
export const followSuggestionsSchema = /* @__PURE__ */ z.object({
  items: z.array(personSummarySchema.extend({ liveCampaigns: z.number().int() })),
});
export type FollowSuggestions = z.infer<typeof followSuggestionsSchema>;
