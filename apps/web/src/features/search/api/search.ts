import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResult } from '@crowdspark/shared/contracts/search';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { searchKeys } from '@/features/search/api/keys';
import { toSearchParams, type SearchParams } from '@/features/search/lib/search-params';
import { getSearchRoute } from '@crowdspark/shared/api-routes/search';
import { callRoute } from '@/lib/api-client';

/** GET /api/search?q=&type=&…&cursor= → one page of campaigns or people. */
export async function search(params: SearchParams & { cursor?: string }, signal?: AbortSignal): Promise<SearchResult> {
  const query = toSearchParams(params);
  if (params.cursor) query.set('cursor', params.cursor);
  // The page's URL and the API share the query (defaults left out): its fields are the contract's.
  return callRoute(getSearchRoute, { query: Object.fromEntries(query), signal });
}

export function searchQueryOptions(params: SearchParams) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ pageParam, signal }) => search({ ...params, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSearch(params: SearchParams, options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...searchQueryOptions(params), ...options });
}
