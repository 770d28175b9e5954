import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { walletKeys } from '@/features/wallet/api/keys';
import { listOwnWithdrawalsRoute } from '@crowdspark/shared/api-routes/wallet';
import { callRoute } from '@/lib/api-client';

/** GET /api/wallet/withdrawals: the signed-in user's withdrawals, newest first. */
export async function getWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  const list = await callRoute(listOwnWithdrawalsRoute, { signal });
  return list.items;
}

export function withdrawalsQueryOptions() {
  return queryOptions({ queryKey: walletKeys.withdrawals(), queryFn: ({ signal }) => getWithdrawals(signal) });
}

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions());
}
