import type { QueryKey } from '@tanstack/react-query';

/** Query keys of the wallet feature; every one lives under ['wallet']. */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: () => ['wallet', 'balances'] as const,
  transactions: () => ['wallet', 'transactions'] as const,
  withdrawals: () => ['wallet', 'withdrawals'] as const,
  /** One movement's receipt page. */
  receipt: (transactionId: string) => ['wallet', 'receipt', transactionId] as const,
  /** The statement years and the statements a job prepared. */
  statements: () => ['wallet', 'statements'] as const,
  /** One checkout's status, polled by the return pages. */
  payment: (paymentId: string) => ['wallet', 'payment', paymentId] as const,
};

/**
 * The reads that change when money moves (balance, history, withdrawals, the statement years and
 * receipts): a payment's own status is left alone, since the return page polling it is what
 * noticed the change.
 */
export function isWalletMoneyQuery(queryKey: QueryKey): boolean {
  return queryKey[0] === walletKeys.all[0] && queryKey[1] !== 'payment';
}
