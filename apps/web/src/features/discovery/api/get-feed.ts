import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Feed, FeedTab } from '@crowdspark/shared/contracts/discovery';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { discoveryKeys } from '@/features/discovery/api/keys';

export interface FeedParams {
  tab: FeedTab;
  limit?: number;
}

/** GET /api/feed?tab=&cursor=&limit= → one page of a feed tab. */
export async function getFeed(params: FeedParams & { cursor?: string }, signal?: AbortSignal): Promise<Feed> {
  const search = new URLSearchParams({ tab: params.tab, limit: String(params.limit ?? 12) });
  if (params.cursor) search.set('cursor', params.cursor);
  const body = await apiClient.get<unknown>(`/api/feed?${search.toString()}`, signal ? { signal } : {});
  return checkResponse(body, 'discovery', 'feedSchema');
}

export function feedQueryOptions(params: FeedParams) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.feed(params),
    queryFn: ({ pageParam, signal }) => getFeed({ ...params, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useFeed(params: FeedParams, options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...feedQueryOptions(params), ...options });
}
