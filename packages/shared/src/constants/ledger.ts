/**
 * Every kind of ledger transaction, as the wallet history and the admin ledger name them. Plain
 * values, free of zod, so a page can list them without loading the contracts.
 */
export const WALLET_TRANSACTION_TYPES = [
  'top_up',
  'withdrawal',
  'withdrawal_reversal',
  'payout',
  'pledge',
  'pledge_change',
  'pledge_refund',
  'settlement',
  'fee',
  'correction',
  'subscription',
  'promotion',
  'promotion_refund',
  'membership',
] as const;
