import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@crowdspark/shared/contracts/search';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { searchKeys } from '@/features/search/api/keys';
import { getSearchSuggestionsRoute } from '@crowdspark/shared/api-routes/search';
import { callRoute } from '@/lib/api-client';

/** GET /api/search/suggestions?q= → a few campaigns and people for the header's box. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return callRoute(getSearchSuggestionsRoute, { query: { q }, signal });
}

export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    // What was typed a moment ago is still worth showing when the person types it again.
    staleTime: 30_000,
  });
}

export function useSuggestions(q: string, options: QueryHookOptions = {}) {
  // The list stays while the next letter's answer is on its way: it neither flickers shut nor
  // swallows an arrow key pressed in that moment.
  return useQuery({ ...suggestionsQueryOptions(q), placeholderData: keepPreviousData, ...options });
}
