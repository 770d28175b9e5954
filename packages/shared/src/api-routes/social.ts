/** The JSON routes answered with contracts/social.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getUsersBackedRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/users/:username/backed',
  response: 'backedCampaignsSchema',
} as const satisfies ApiRouteOf<'social'>;

export const getFollowingSuggestionsRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/following/suggestions',
  response: 'followSuggestionsSchema',
} as const satisfies ApiRouteOf<'social'>;

/** Whether the reader follows the person (GET), follow (PUT), unfollow (DELETE): each answers the new state. */
export const getFollowStateRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/users/:username/follow',
  response: 'followStateSchema',
} as const satisfies ApiRouteOf<'social'>;

export const followRoute = {
  contract: 'social',
  method: 'PUT',
  path: '/api/users/:username/follow',
  response: 'followStateSchema',
} as const satisfies ApiRouteOf<'social'>;

export const unfollowRoute = {
  contract: 'social',
  method: 'DELETE',
  path: '/api/users/:username/follow',
  response: 'followStateSchema',
} as const satisfies ApiRouteOf<'social'>;

export const listFollowersRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/users/:username/followers',
  query: 'socialPageQuerySchema',
  response: 'personListSchema',
} as const satisfies ApiRouteOf<'social'>;

export const listFollowingRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/users/:username/following',
  query: 'socialPageQuerySchema',
  response: 'personListSchema',
} as const satisfies ApiRouteOf<'social'>;

/** A profile's live and successful campaigns. */
export const listProfileCampaignsRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/users/:username/campaigns',
  query: 'socialPageQuerySchema',
  response: 'socialCampaignListSchema',
} as const satisfies ApiRouteOf<'social'>;

/** The signed-in reader's saved campaigns, newest save first. */
export const listSavedCampaignsRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/me/saved',
  query: 'socialPageQuerySchema',
  response: 'socialCampaignListSchema',
} as const satisfies ApiRouteOf<'social'>;

/** Campaigns by the people the reader follows, newest launch first. */
export const listFollowingCampaignsRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/following/campaigns',
  query: 'socialPageQuerySchema',
  response: 'socialCampaignListSchema',
} as const satisfies ApiRouteOf<'social'>;
