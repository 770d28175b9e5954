import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wallet } from '@crowdspark/shared/contracts/wallet';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { isWalletMoneyQuery, walletKeys } from '@/features/wallet/api/keys';
import { getWalletRoute } from '@crowdspark/shared/api-routes/wallet';
import { callRoute } from '@/lib/api-client';

/** GET /api/wallet: balance per currency, the platform currency first (shown even at zero). */
export async function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return callRoute(getWalletRoute, { signal });
}

export function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.balances(), queryFn: ({ signal }) => getWallet(signal) });
}

/** The one read of the wallet balance: pages that show it elsewhere (backing a campaign) get it from their route. */
export function useWallet(options: QueryHookOptions = {}) {
  return useQuery({ ...walletQueryOptions(), ...options });
}

/** Marks balance, history and withdrawals stale after money moved elsewhere (a pledge, a confirmed payment). */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => isWalletMoneyQuery(query.queryKey) }),
    [queryClient],
  );
}
