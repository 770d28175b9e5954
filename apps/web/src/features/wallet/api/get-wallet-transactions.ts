import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTransactionsPage } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { walletKeys } from '@/features/wallet/api/keys';

/** GET /api/wallet/transactions?cursor=: history, newest first; nextCursor is null on the last page. */
export async function getWalletTransactions(cursor: string | null, signal?: AbortSignal): Promise<WalletTransactionsPage> {
  const path = cursor ? `/api/wallet/transactions?${new URLSearchParams({ cursor }).toString()}` : '/api/wallet/transactions';
  const body = await apiClient.get<unknown>(path, signal ? { signal } : {});
  return checkResponse(body, 'wallet', 'walletTransactionsPageSchema');
}

export function walletTransactionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(),
    queryFn: ({ pageParam, signal }) => getWalletTransactions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useWalletTransactions() {
  return useInfiniteQuery(walletTransactionsQueryOptions());
}
