/** The JSON routes answered with contracts/public-config.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getConfigRoute = {
  contract: 'public-config',
  method: 'GET',
  path: '/api/config',
  response: 'publicConfigSchema',
} as const satisfies ApiRouteOf<'public-config'>;
