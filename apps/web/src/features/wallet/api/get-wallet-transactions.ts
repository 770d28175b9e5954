import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTransactionsPage } from '@crowdspark/shared/contracts/wallet';
import { walletKeys } from '@/features/wallet/api/keys';
import { listWalletTransactionsRoute } from '@crowdspark/shared/api-routes/wallet';
import { callRoute } from '@/lib/api-client';

/** GET /api/wallet/transactions?cursor=: history, newest first; nextCursor is null on the last page. */
export async function getWalletTransactions(cursor: string | null, signal?: AbortSignal): Promise<WalletTransactionsPage> {
  return callRoute(listWalletTransactionsRoute, { query: { cursor: cursor || undefined }, signal });
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
