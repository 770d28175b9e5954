/** The JSON routes answered with contracts/admin-events.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getAdminEventsRoute = /* @__PURE__ */ defineRoute('admin-events', {
  method: 'GET',
  path: '/api/admin/events',
  response: 'adminEventsSchema',
});
