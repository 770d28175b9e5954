/** The JSON routes answered with contracts/admin-events.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getAdminEventsRoute = {
  contract: 'admin-events',
  method: 'GET',
  path: '/api/admin/events',
  response: 'adminEventsSchema',
} as const satisfies ApiRouteOf<'admin-events'>;
