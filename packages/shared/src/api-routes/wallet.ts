/** The wallet's JSON routes: balance, history, receipts, statements, top-ups, withdrawals, and the admins' withdrawals queue. */
import type { ApiRouteOf } from './define-route.js';

export const getWalletRoute = {
  contract: 'wallet',
  method: 'GET',
  path: '/api/wallet',
  response: 'walletSchema',
} as const satisfies ApiRouteOf<'wallet'>;

export const listWalletTransactionsRoute = {
  contract: 'wallet',
  method: 'GET',
  path: '/api/wallet/transactions',
  query: 'walletTransactionsQuerySchema',
  response: 'walletTransactionsPageSchema',
} as const satisfies ApiRouteOf<'wallet'>;

export const createTopUpRoute = {
  contract: 'wallet',
  method: 'POST',
  path: '/api/wallet/top-ups',
  body: 'topUpRequestSchema',
  response: 'topUpResponseSchema',
  status: 201,
} as const satisfies ApiRouteOf<'wallet'>;

export const listOwnWithdrawalsRoute = {
  contract: 'wallet',
  method: 'GET',
  path: '/api/wallet/withdrawals',
  response: 'withdrawalListSchema',
} as const satisfies ApiRouteOf<'wallet'>;

export const requestWithdrawalRoute = {
  contract: 'wallet',
  method: 'POST',
  path: '/api/wallet/withdrawals',
  body: 'withdrawalRequestSchema',
  response: 'withdrawalSchema',
  status: 201,
} as const satisfies ApiRouteOf<'wallet'>;

/** The signed-in user's own payment, for the return pages. */
export const getPaymentRoute = {
  contract: 'wallet',
  method: 'GET',
  path: '/api/payments/:id',
  response: 'paymentStatusSchema',
} as const satisfies ApiRouteOf<'wallet'>;

export const listAllWithdrawalsRoute = {
  contract: 'wallet',
  method: 'GET',
  path: '/api/admin/withdrawals',
  query: 'adminWithdrawalsQuerySchema',
  response: 'withdrawalListSchema',
} as const satisfies ApiRouteOf<'wallet'>;

export const approveWithdrawalRoute = {
  contract: 'wallet',
  method: 'POST',
  path: '/api/admin/withdrawals/:id/approve',
  body: 'withdrawalDecisionSchema',
  response: 'withdrawalSchema',
} as const satisfies ApiRouteOf<'wallet'>;

export const rejectWithdrawalRoute = {
  contract: 'wallet',
  method: 'POST',
  path: '/api/admin/withdrawals/:id/reject',
  body: 'withdrawalDecisionSchema',
  response: 'withdrawalSchema',
} as const satisfies ApiRouteOf<'wallet'>;

export const getAdminLedgerCheckRoute = {
  contract: 'wallet',
  method: 'GET',
  path: '/api/admin/ledger/check',
  response: 'ledgerReportSchema',
} as const satisfies ApiRouteOf<'wallet'>;

/** One movement of the reader's wallet, for its receipt page (others' answer 404). */
export const getWalletReceiptRoute = {
  contract: 'wallet',
  method: 'GET',
  path: '/api/wallet/transactions/:id',
  response: 'walletReceiptSchema',
} as const satisfies ApiRouteOf<'wallet'>;

/** The statement years and the statements prepared by a job. */
export const listWalletStatementsRoute = {
  contract: 'wallet',
  method: 'GET',
  path: '/api/wallet/statements',
  response: 'walletStatementsSchema',
} as const satisfies ApiRouteOf<'wallet'>;

/** An admin settles a payout whose provider call never returned: paid, or returned to the wallet. */
export const resolveWithdrawalRoute = {
  contract: 'wallet',
  method: 'POST',
  path: '/api/admin/withdrawals/:id/resolve',
  body: 'withdrawalResolutionSchema',
  response: 'withdrawalSchema',
} as const satisfies ApiRouteOf<'wallet'>;
