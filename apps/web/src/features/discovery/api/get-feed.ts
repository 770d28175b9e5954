import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Feed, FeedTab } from '@crowdspark/shared/contracts/discovery';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { discoveryKeys } from '@/features/discovery/api/keys';
import { getFeedRoute } from '@crowdspark/shared/api-routes/discovery';
import { callRoute } from '@/lib/api-client';

export interface FeedParams {
  tab: FeedTab;
  limit?: number;
}

/** GET /api/feed?tab=&cursor=&limit= → one page of a feed tab. */
export async function getFeed(params: FeedParams & { cursor?: string }, signal?: AbortSignal): Promise<Feed> {
  return callRoute(getFeedRoute, {
    query: { tab: params.tab, limit: params.limit ?? 12, cursor: params.cursor || undefined },
    signal,
  });
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
