/** The JSON routes answered with contracts/social.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getUsersBackedRoute = /* @__PURE__ */ defineRoute('social', {
  method: 'GET',
  path: '/api/users/:username/backed',
  response: 'backedCampaignsSchema',
});

export const getMeSavedLookupRoute = /* @__PURE__ */ defineRoute('social', {
  method: 'GET',
  path: '/api/me/saved/lookup',
  query: 'savedLookupQuerySchema',
  response: 'savedLookupSchema',
});

export const getFollowingSuggestionsRoute = /* @__PURE__ */ defineRoute('social', {
  method: 'GET',
  path: '/api/following/suggestions',
  response: 'followSuggestionsSchema',
});
