import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

/** GET /api/admin/withdrawals?status=: the withdrawals queue (the wallet module's admin list). */
export async function listWithdrawals(status: string, signal?: AbortSignal): Promise<Withdrawal[]> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  const body = await apiClient.get<unknown>(`/api/admin/withdrawals${query}`, signal ? { signal } : {});
  return checkResponse(body, 'wallet', 'withdrawalListSchema').items;
}

export function withdrawalsQueryOptions(status: string) {
  return queryOptions({ queryKey: adminKeys.withdrawals(status), queryFn: ({ signal }) => listWithdrawals(status, signal) });
}

export function useAdminWithdrawals(status: string) {
  return useQuery(withdrawalsQueryOptions(status));
}
