/** The JSON routes answered with contracts/reports.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const postReportsRoute = {
  contract: 'reports',
  method: 'POST',
  path: '/api/reports',
  body: 'newReportSchema',
  response: 'reportReceiptSchema',
  status: 201,
} as const satisfies ApiRouteOf<'reports'>;

export const getAdminReportsRoute = {
  contract: 'reports',
  method: 'GET',
  path: '/api/admin/reports',
  query: 'adminReportQuerySchema',
  response: 'adminReportListSchema',
} as const satisfies ApiRouteOf<'reports'>;

export const postAdminReportsAssignRoute = {
  contract: 'reports',
  method: 'POST',
  path: '/api/admin/reports/:id/assign',
  body: 'reportAssignmentSchema',
  response: 'adminReportResultSchema',
} as const satisfies ApiRouteOf<'reports'>;

export const postAdminReportsResolveRoute = {
  contract: 'reports',
  method: 'POST',
  path: '/api/admin/reports/:id/resolve',
  body: 'reportResolutionSchema',
  response: 'adminReportResultSchema',
} as const satisfies ApiRouteOf<'reports'>;
