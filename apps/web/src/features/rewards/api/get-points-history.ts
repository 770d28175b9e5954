import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PointsEntriesPage } from '@crowdspark/shared/contracts/rewards';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { rewardsKeys } from '@/features/rewards/api/keys';

/** GET /api/rewards/entries?cursor= → one page of the points history, newest first. */
export async function getPointsHistory(cursor?: string, signal?: AbortSignal): Promise<PointsEntriesPage> {
  const search = new URLSearchParams({ limit: '20' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(`/api/rewards/entries?${search.toString()}`, signal ? { signal } : {});
  return checkResponse(body, 'rewards', 'pointsEntriesPageSchema');
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
