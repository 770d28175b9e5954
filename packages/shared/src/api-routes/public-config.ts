/** The JSON routes answered with contracts/public-config.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getConfigRoute = /* @__PURE__ */ defineRoute('public-config', {
  method: 'GET',
  path: '/api/config',
  response: 'publicConfigSchema',
});
