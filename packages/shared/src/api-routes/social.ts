/** The JSON routes answered with contracts/social.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getUsersBackedRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/users/:username/backed',
  response: 'backedCampaignsSchema',
} as const satisfies ApiRouteOf<'social'>;

export const getMeSavedLookupRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/me/saved/lookup',
  query: 'savedLookupQuerySchema',
  response: 'savedLookupSchema',
} as const satisfies ApiRouteOf<'social'>;

export const getFollowingSuggestionsRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/following/suggestions',
  response: 'followSuggestionsSchema',
} as const satisfies ApiRouteOf<'social'>;
