import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { adminKeys } from '@/features/admin/api/keys';
import { listAllWithdrawalsRoute } from '@crowdspark/shared/api-routes/wallet';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/withdrawals?status=: the withdrawals queue (the wallet module's admin list). */
export async function listWithdrawals(status: string, signal?: AbortSignal): Promise<Withdrawal[]> {
  const list = await callRoute(listAllWithdrawalsRoute, { query: { status: status || undefined }, signal });
  return list.items;
}

export function withdrawalsQueryOptions(status: string) {
  return queryOptions({ queryKey: adminKeys.withdrawals(status), queryFn: ({ signal }) => listWithdrawals(status, signal) });
}

export function useAdminWithdrawals(status: string) {
  return useQuery(withdrawalsQueryOptions(status));
}
