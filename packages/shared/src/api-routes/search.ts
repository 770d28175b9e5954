/** The JSON routes answered with contracts/search.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getSearchRoute = {
  contract: 'search',
  method: 'GET',
  path: '/api/search',
  query: 'searchQuerySchema',
  response: 'searchResultSchema',
} as const satisfies ApiRouteOf<'search'>;

export const getSearchSuggestionsRoute = {
  contract: 'search',
  method: 'GET',
  path: '/api/search/suggestions',
  query: 'suggestionsQuerySchema',
  response: 'suggestionsSchema',
} as const satisfies ApiRouteOf<'search'>;
