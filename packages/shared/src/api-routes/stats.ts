/** The JSON routes answered with contracts/stats.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getStatsRoute = {
  contract: 'stats',
  method: 'GET',
  path: '/api/stats',
  query: 'statsQuerySchema',
  response: 'statsSchema',
} as const satisfies ApiRouteOf<'stats'>;

export const getStatsCampaignsRoute = {
  contract: 'stats',
  method: 'GET',
  path: '/api/stats/campaigns',
  response: 'statsCampaignsSchema',
} as const satisfies ApiRouteOf<'stats'>;
