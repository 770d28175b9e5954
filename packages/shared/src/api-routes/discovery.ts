/** The JSON routes answered with contracts/discovery.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getFeedRoute = {
  contract: 'discovery',
  method: 'GET',
  path: '/api/feed',
  query: 'feedQuerySchema',
  response: 'feedSchema',
} as const satisfies ApiRouteOf<'discovery'>;

/** Every section of /discover and home in one answer, shared by every visitor for a few seconds. */
export const getDiscoverRoute = {
  contract: 'discovery',
  method: 'GET',
  path: '/api/discover',
  response: 'discoverSchema',
} as const satisfies ApiRouteOf<'discovery'>;

/** The admins mark a campaign as a staff pick (PUT) or unmark it (DELETE); both idempotent. */
export const markStaffPickRoute = {
  contract: 'discovery',
  method: 'PUT',
  path: '/api/admin/campaigns/:id/staff-pick',
  response: 'staffPickSchema',
} as const satisfies ApiRouteOf<'discovery'>;

export const unmarkStaffPickRoute = {
  contract: 'discovery',
  method: 'DELETE',
  path: '/api/admin/campaigns/:id/staff-pick',
  response: 'staffPickSchema',
} as const satisfies ApiRouteOf<'discovery'>;
