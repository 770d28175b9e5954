import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PointsEntriesPage } from '@crowdspark/shared/contracts/rewards';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { rewardsKeys } from '@/features/rewards/api/keys';
import { getRewardsEntriesRoute } from '@crowdspark/shared/api-routes/rewards';
import { callRoute } from '@/lib/api-client';

/** GET /api/rewards/entries?cursor= → one page of the points history, newest first. */
export async function getPointsHistory(cursor?: string, signal?: AbortSignal): Promise<PointsEntriesPage> {
  return callRoute(getRewardsEntriesRoute, { query: { limit: 20, cursor: cursor || undefined }, signal });
}

export function pointsHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: rewardsKeys.entries(),
    queryFn: ({ pageParam, signal }) => getPointsHistory(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: PointsEntriesPage) => last.nextCursor ?? undefined,
  });
}

export function usePointsHistory(options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...pointsHistoryQueryOptions(), ...options });
}
