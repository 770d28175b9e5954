/** Every wallet query lives under ['wallet'], so one invalidation refreshes balance, history and withdrawals. */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: () => ['wallet', 'balances'] as const,
  transactions: () => ['wallet', 'transactions'] as const,
  withdrawals: () => ['wallet', 'withdrawals'] as const,
  payment: (paymentId: string) => ['wallet', 'payment', paymentId] as const,
};
