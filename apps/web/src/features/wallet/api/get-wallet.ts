import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletSchema, type Wallet } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { walletKeys } from '@/features/wallet/api/query-keys';

/** GET /api/wallet: balance per currency, the platform currency first (shown even at zero). */
export async function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return walletSchema.parse(await apiClient.get<unknown>('/api/wallet', signal ? { signal } : {}));
}

export function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.balances(), queryFn: ({ signal }) => getWallet(signal) });
}

export function useWallet() {
  return useQuery(walletQueryOptions());
}
