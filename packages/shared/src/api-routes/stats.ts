/** The JSON routes answered with contracts/stats.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getStatsRoute = /* @__PURE__ */ defineRoute('stats', {
  method: 'GET',
  path: '/api/stats',
  query: 'statsQuerySchema',
  response: 'statsSchema',
});

export const getStatsCampaignsRoute = /* @__PURE__ */ defineRoute('stats', {
  method: 'GET',
  path: '/api/stats/campaigns',
  response: 'statsCampaignsSchema',
});
