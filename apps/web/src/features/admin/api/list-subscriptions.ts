import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminSubscriptionList } from '@crowdspark/shared/contracts/subscriptions';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { adminQuery } from '@/features/admin/api/query-string';
import { getAdminSubscriptionsRoute } from '@crowdspark/shared/api-routes/subscriptions';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/subscriptions: counts by status and plan, and keyset pages of Pro subscriptions. */
export async function listSubscriptions(
  filters: AdminFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AdminSubscriptionList> {
  return callRoute(getAdminSubscriptionsRoute, { query: adminQuery(filters, cursor), signal });
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
