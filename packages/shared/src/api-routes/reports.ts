/** The JSON routes answered with contracts/reports.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const postReportsRoute = /* @__PURE__ */ defineRoute('reports', {
  method: 'POST',
  path: '/api/reports',
  body: 'newReportSchema',
  response: 'reportReceiptSchema',
  status: 201,
});

export const getAdminReportsRoute = /* @__PURE__ */ defineRoute('reports', {
  method: 'GET',
  path: '/api/admin/reports',
  query: 'adminReportQuerySchema',
  response: 'adminReportListSchema',
});

export const postAdminReportsAssignRoute = /* @__PURE__ */ defineRoute('reports', {
  method: 'POST',
  path: '/api/admin/reports/:id/assign',
  body: 'reportAssignmentSchema',
  response: 'adminReportResultSchema',
});

export const postAdminReportsResolveRoute = /* @__PURE__ */ defineRoute('reports', {
  method: 'POST',
  path: '/api/admin/reports/:id/resolve',
  body: 'reportResolutionSchema',
  response: 'adminReportResultSchema',
});
