/** The JSON routes answered with contracts/admin.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getAdminOverviewRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'GET',
  path: '/api/admin/overview',
  response: 'adminOverviewSchema',
});

export const getAdminUsersRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'GET',
  path: '/api/admin/users',
  query: 'adminUsersQuerySchema',
  response: 'adminUserListSchema',
});

export const getAdminUsersByIdRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'GET',
  path: '/api/admin/users/:id',
  response: 'adminUserDetailSchema',
});

export const postAdminUsersRoleRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'POST',
  path: '/api/admin/users/:id/role',
  body: 'adminRoleChangeSchema',
  response: 'adminUserSummarySchema',
});

export const getAdminAuditRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'GET',
  path: '/api/admin/audit',
  query: 'auditQuerySchema',
  response: 'auditListSchema',
});

export const getAdminContactMessagesRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'GET',
  path: '/api/admin/contact-messages',
  query: 'adminContactQuerySchema',
  response: 'adminContactListSchema',
});

export const postAdminContactMessagesStatusRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'POST',
  path: '/api/admin/contact-messages/:id/status',
  body: 'contactStatusChangeSchema',
  response: 'adminContactMessageSchema',
});

export const getAdminLedgerCheckRunsLatestRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'GET',
  path: '/api/admin/ledger/check-runs/latest',
  response: 'ledgerCheckStatusSchema',
});

export const postAdminLedgerCheckRunsRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'POST',
  path: '/api/admin/ledger/check-runs',
  response: 'ledgerCheckRunSchema',
  status: 201,
});

export const getAdminLedgerAccountsRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'GET',
  path: '/api/admin/ledger/accounts',
  query: 'ledgerAccountsQuerySchema',
  response: 'ledgerAccountListSchema',
});

export const getAdminLedgerTransactionsRoute = /* @__PURE__ */ defineRoute('admin', {
  method: 'GET',
  path: '/api/admin/ledger/transactions',
  query: 'ledgerTransactionsQuerySchema',
  response: 'ledgerTransactionListSchema',
});
