/** The JSON routes answered with contracts/search.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getSearchRoute = /* @__PURE__ */ defineRoute('search', {
  method: 'GET',
  path: '/api/search',
  query: 'searchQuerySchema',
  response: 'searchResultSchema',
});

export const getSearchSuggestionsRoute = /* @__PURE__ */ defineRoute('search', {
  method: 'GET',
  path: '/api/search/suggestions',
  query: 'suggestionsQuerySchema',
  response: 'suggestionsSchema',
});
