import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalListSchema, type Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { walletKeys } from '@/features/wallet/api/query-keys';

/** GET /api/wallet/withdrawals: the signed-in user's withdrawals, newest first. */
export async function getWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  return withdrawalListSchema.parse(await apiClient.get<unknown>('/api/wallet/withdrawals', signal ? { signal } : {})).items;
}

export function withdrawalsQueryOptions() {
  return queryOptions({ queryKey: walletKeys.withdrawals(), queryFn: ({ signal }) => getWithdrawals(signal) });
}

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions());
}
