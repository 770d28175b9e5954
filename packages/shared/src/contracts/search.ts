import { z } from 'zod';
import { pageCursorField, pageLimitField } from './paging.js';
import { CATEGORY_SLUGS } from '../constants/categories.js';
import { FUNDING_MODELS } from './campaigns.js';
import { campaignListItemSchema } from './campaign-listings.js';

/**
 * Search (`/search`, GET /api/search, GET /api/search/suggestions): campaigns and people
 * (decision 0020).
 */

export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_TYPES = ['campaigns', 'people'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * What a backer looks for: campaigns still taking pledges (`live`), those that reached their goal
 * (`successful`), or every campaign that no longer takes pledges (`ended`: successful, short of
 * their goal, or canceled). Drafts and suspended campaigns are never searched.
 */
export const SEARCH_STATUSES = ['live', 'successful', 'ended'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

/** `relevance` without a query is newest first; `ending_soon` lists live campaigns only (the others have ended). */
export const SEARCH_SORTS = ['relevance', 'newest', 'ending_soon', 'most_funded'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_MAX_LIMIT = 50;

const queryText = z.string().trim().max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters.`);

export const searchQuerySchema = /* @__PURE__ */ z
  .object({
    q: queryText.default(''),
    type: z.enum(SEARCH_TYPES, { message: 'Search for campaigns or people.' }).default('campaigns'),
    category: z.enum(CATEGORY_SLUGS, { message: 'Unknown category.' }).optional(),
    status: z.enum(SEARCH_STATUSES, { message: `The status is one of ${SEARCH_STATUSES.join(', ')}.` }).optional(),
    fundingModel: z.enum(FUNDING_MODELS, { message: 'The funding model is all_or_nothing or keep_it_all.' }).optional(),
    /** At least this percent of the goal raised. */
    minFunded: z.coerce
      .number({ message: 'The percent funded must be a number.' })
      .int('The percent funded must be a whole number.')
      .min(0, 'The percent funded cannot be negative.')
      .max(10_000, 'The percent funded can be at most 10000.')
      .optional(),
    /** Part of the campaign's location ("Berlin"), accents and case ignored. */
    location: z.string().trim().max(100, 'The location can be at most 100 characters.').optional(),
    sort: z.enum(SEARCH_SORTS, { message: `Sort by ${SEARCH_SORTS.join(', ')}.` }).default('relevance'),
    cursor: pageCursorField(500),
    limit: pageLimitField(SEARCH_MAX_LIMIT),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** A person as search shows them (active accounts with a username only: their profile is /profile/:username). */
export const personResultSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});
export type PersonResult = z.infer<typeof personResultSchema>;

export const campaignSearchResultSchema = /* @__PURE__ */ z.object({
  type: z.literal('campaigns'),
  items: z.array(campaignListItemSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * Set when the query as typed found nothing and a corrected one did: `items` are the corrected
   * query's results ("Showing results for …"). Pages after the first keep using it. Null when some
   * results matched the words as typed, even if corrected words found others (ranked after them).
   */
  correctedQuery: z.string().nullable(),
  /** When nothing was found: a close query made of known words, to offer as a link. */
  didYouMean: z.string().nullable(),
  /** The lexemes that matched (as typed and corrected; only the corrected ones when only they found something), for highlighting. */
  terms: z.array(z.string()),
});
export const peopleSearchResultSchema = /* @__PURE__ */ z.object({
  type: z.literal('people'),
  items: z.array(personResultSchema),
  nextCursor: z.string().nullable(),
  correctedQuery: z.null(),
  didYouMean: z.null(),
  terms: z.array(z.string()),
});
export const searchResultSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  campaignSearchResultSchema,
  peopleSearchResultSchema,
]);
export type SearchResult = z.infer<typeof searchResultSchema>;
export type CampaignSearchResult = z.infer<typeof campaignSearchResultSchema>;
export type PeopleSearchResult = z.infer<typeof peopleSearchResultSchema>;

export const SUGGESTIONS_MIN_LENGTH = 2;

export const suggestionsQuerySchema = /* @__PURE__ */ z.object({ q: queryText }).strict();
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const campaignSuggestionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(CATEGORY_SLUGS).nullable(),
});
export type CampaignSuggestion = z.infer<typeof campaignSuggestionSchema>;

export const suggestionsSchema = /* @__PURE__ */ z.object({
  campaigns: z.array(campaignSuggestionSchema),
  people: z.array(personResultSchema),
  /** The normalised words that matched, for highlighting. */
  terms: z.array(z.string()),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
