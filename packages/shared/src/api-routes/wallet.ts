/** The wallet's JSON routes: balance, history, top-ups, withdrawals, and the admins' withdrawals queue. */
import { defineRoute } from './define-route.js';

export const getWalletRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'GET',
  path: '/api/wallet',
  response: 'walletSchema',
});

export const listWalletTransactionsRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'GET',
  path: '/api/wallet/transactions',
  query: 'walletTransactionsQuerySchema',
  response: 'walletTransactionsPageSchema',
});

export const createTopUpRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'POST',
  path: '/api/wallet/top-ups',
  body: 'topUpRequestSchema',
  response: 'topUpResponseSchema',
  status: 201,
});

export const listOwnWithdrawalsRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'GET',
  path: '/api/wallet/withdrawals',
  response: 'withdrawalListSchema',
});

export const requestWithdrawalRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'POST',
  path: '/api/wallet/withdrawals',
  body: 'withdrawalRequestSchema',
  response: 'withdrawalSchema',
  status: 201,
});

/** The signed-in user's own payment, for the return pages. */
export const getPaymentRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'GET',
  path: '/api/payments/:id',
  response: 'paymentStatusSchema',
});

export const listAllWithdrawalsRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'GET',
  path: '/api/admin/withdrawals',
  query: 'adminWithdrawalsQuerySchema',
  response: 'withdrawalListSchema',
});

export const approveWithdrawalRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'POST',
  path: '/api/admin/withdrawals/:id/approve',
  body: 'withdrawalDecisionSchema',
  response: 'withdrawalSchema',
});

export const rejectWithdrawalRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'POST',
  path: '/api/admin/withdrawals/:id/reject',
  body: 'withdrawalDecisionSchema',
  response: 'withdrawalSchema',
});

export const getAdminLedgerCheckRoute = /* @__PURE__ */ defineRoute('wallet', {
  method: 'GET',
  path: '/api/admin/ledger/check',
  response: 'ledgerReportSchema',
});
