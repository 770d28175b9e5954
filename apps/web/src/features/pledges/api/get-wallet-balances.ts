import { queryOptions } from '@tanstack/react-query';
import type { Wallet } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';

/** Under ['wallet'], so anything that invalidates the wallet refreshes the balance shown here too. */
export const walletBalancesQueryKey = ['wallet', 'balances-for-pledging'] as const;

/** GET /api/wallet → balances per currency (minor units). */
export function getWalletBalances(signal?: AbortSignal): Promise<Wallet> {
  return apiClient.get<Wallet>('/api/wallet', signal ? { signal } : {});
}

export function walletBalancesQueryOptions() {
  return queryOptions({ queryKey: walletBalancesQueryKey, queryFn: ({ signal }) => getWalletBalances(signal) });
}

/** The balance in `currency` (0 when the wallet holds none). */
export function balanceIn(wallet: Wallet | undefined, currency: string): number {
  return wallet?.balances.find((b) => b.currency.toUpperCase() === currency.toUpperCase())?.amount ?? 0;
}
