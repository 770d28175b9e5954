/** The JSON routes answered with contracts/discovery.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getFeedRoute = /* @__PURE__ */ defineRoute('discovery', {
  method: 'GET',
  path: '/api/feed',
  query: 'feedQuerySchema',
  response: 'feedSchema',
});
