import { z } from 'zod';
import { campaignListItemSchema, campaignListSchema } from './campaigns.js';

/**
 * Follows and saved campaigns (docs/decisions/0019-social.md). Lists are keyset pages: pass the
 * previous page's `nextCursor` back as `cursor`; a tampered cursor is a 400.
 */

export const SOCIAL_PAGE_MAX_LIMIT = 50;

export const socialPageQuerySchema = /* @__PURE__ */ z
  .object({
    /** Opaque: the `nextCursor` of the previous page. */
    cursor: z.string().max(300, 'The cursor is not valid.').optional(),
    limit: z.coerce
      .number({ message: 'The limit must be a number.' })
      .int('The limit must be a whole number.')
      .min(1, 'The limit must be at least 1.')
      .max(SOCIAL_PAGE_MAX_LIMIT, `The limit can be at most ${SOCIAL_PAGE_MAX_LIMIT}.`)
      .default(20),
  })
  .strict();
export type SocialPageQuery = z.infer<typeof socialPageQuerySchema>;

export const usernameParamsSchema = /* @__PURE__ */ z.object({ username: z.string().min(1).max(60) });
export const campaignIdParamsSchema = /* @__PURE__ */ z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A campaign id is 1–64 letters, digits, “-” or “_”.'),
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
