/** The JSON routes answered with contracts/discovery.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getFeedRoute = {
  contract: 'discovery',
  method: 'GET',
  path: '/api/feed',
  query: 'feedQuerySchema',
  response: 'feedSchema',
} as const satisfies ApiRouteOf<'discovery'>;
