import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpSearchResults } from '@crowdspark/shared/contracts/help-center';
import { helpKeys } from '@/features/help-center/api/keys';
import { getHelpCenterSearchRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';

/** GET /api/help-center/search?q= → published articles, best match first (full text on the server). */
export async function searchHelp(query: string, signal?: AbortSignal): Promise<HelpSearchResults> {
  return callRoute(getHelpCenterSearchRoute, { query: { q: query.trim() }, signal });
}

export function helpSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: helpKeys.search(query),
    queryFn: ({ signal }) => searchHelp(query, signal),
    enabled: query.trim().length > 0,
    // The previous results stay on screen while the next word's arrive (no flicker while typing).
    placeholderData: keepPreviousData,
  });
}

export function useHelpSearch(query: string) {
  return useQuery(helpSearchQueryOptions(query));
}
