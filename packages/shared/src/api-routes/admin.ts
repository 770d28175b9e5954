/** The JSON routes answered with contracts/admin.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getAdminOverviewRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/overview',
  response: 'adminOverviewSchema',
} as const satisfies ApiRouteOf<'admin'>;

export const getAdminUsersRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/users',
  query: 'adminUsersQuerySchema',
  response: 'adminUserListSchema',
} as const satisfies ApiRouteOf<'admin'>;

export const getAdminUsersByIdRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/users/:id',
  response: 'adminUserDetailSchema',
} as const satisfies ApiRouteOf<'admin'>;

export const postAdminUsersRoleRoute = {
  contract: 'admin',
  method: 'POST',
  path: '/api/admin/users/:id/role',
  body: 'adminRoleChangeSchema',
  response: 'adminUserSummarySchema',
} as const satisfies ApiRouteOf<'admin'>;

export const getAdminAuditRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/audit',
  query: 'auditQuerySchema',
  response: 'auditListSchema',
} as const satisfies ApiRouteOf<'admin'>;

export const getAdminContactMessagesRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/contact-messages',
  query: 'adminContactQuerySchema',
  response: 'adminContactListSchema',
} as const satisfies ApiRouteOf<'admin'>;

export const postAdminContactMessagesStatusRoute = {
  contract: 'admin',
  method: 'POST',
  path: '/api/admin/contact-messages/:id/status',
  body: 'contactStatusChangeSchema',
  response: 'adminContactMessageSchema',
} as const satisfies ApiRouteOf<'admin'>;

export const getAdminLedgerCheckRunsLatestRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/ledger/check-runs/latest',
  response: 'ledgerCheckStatusSchema',
} as const satisfies ApiRouteOf<'admin'>;

export const postAdminLedgerCheckRunsRoute = {
  contract: 'admin',
  method: 'POST',
  path: '/api/admin/ledger/check-runs',
  response: 'ledgerCheckRunSchema',
  status: 201,
} as const satisfies ApiRouteOf<'admin'>;

export const getAdminLedgerAccountsRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/ledger/accounts',
  query: 'ledgerAccountsQuerySchema',
  response: 'ledgerAccountListSchema',
} as const satisfies ApiRouteOf<'admin'>;

export const getAdminLedgerTransactionsRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/ledger/transactions',
  query: 'ledgerTransactionsQuerySchema',
  response: 'ledgerTransactionListSchema',
} as const satisfies ApiRouteOf<'admin'>;

/** A disabled person is signed out at once; enabling lets them sign in again. Both audited. */
export const disableUserRoute = {
  contract: 'admin',
  method: 'POST',
  path: '/api/admin/users/:id/disable',
  body: 'adminReasonSchema',
  response: 'adminUserSummarySchema',
} as const satisfies ApiRouteOf<'admin'>;

export const enableUserRoute = {
  contract: 'admin',
  method: 'POST',
  path: '/api/admin/users/:id/enable',
  body: 'adminReasonSchema',
  response: 'adminUserSummarySchema',
} as const satisfies ApiRouteOf<'admin'>;
