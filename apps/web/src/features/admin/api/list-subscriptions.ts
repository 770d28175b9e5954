import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminSubscriptionList } from '@crowdspark/shared/contracts/subscriptions';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { queryString } from '@/features/admin/api/query-string';

/** GET /api/admin/subscriptions: counts by status and plan, and keyset pages of Pro subscriptions. */
export async function listSubscriptions(
  filters: AdminFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AdminSubscriptionList> {
  const body = await apiClient.get<unknown>(`/api/admin/subscriptions${queryString(filters, cursor)}`, signal ? { signal } : {});
  return checkResponse(body, 'subscriptions', 'adminSubscriptionListSchema');
}

export function listSubscriptionsQueryOptions(filters: AdminFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.subscriptions(filters),
    queryFn: ({ pageParam, signal }) => listSubscriptions(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useListSubscriptions(filters: AdminFilters) {
  return useInfiniteQuery(listSubscriptionsQueryOptions(filters));
}
