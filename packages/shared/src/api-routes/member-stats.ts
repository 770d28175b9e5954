/** The members section of /stats (contracts/stats.ts; docs/decisions/0068-typed-route-table.md): a file of its own, the stats page loads it. */
import type { ApiRouteOf } from './define-route.js';

export const getMemberStatsRoute = {
  contract: 'stats',
  method: 'GET',
  path: '/api/stats/members',
  query: 'memberStatsQuerySchema',
  response: 'memberStatsAnswerSchema',
} as const satisfies ApiRouteOf<'stats'>;
