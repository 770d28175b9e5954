import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { walletKeys } from '@/features/wallet/api/keys';

/** GET /api/wallet/withdrawals: the signed-in user's withdrawals, newest first. */
export async function getWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  const body = await apiClient.get<unknown>('/api/wallet/withdrawals', signal ? { signal } : {});
  const list = checkResponse(body, 'wallet', 'withdrawalListSchema');
  return list.items;
}

export function withdrawalsQueryOptions() {
  return queryOptions({ queryKey: walletKeys.withdrawals(), queryFn: ({ signal }) => getWithdrawals(signal) });
}

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions());
}
