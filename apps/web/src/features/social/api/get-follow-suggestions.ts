import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowSuggestions } from '@crowdspark/shared/contracts/social';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';
import { getFollowingSuggestionsRoute } from '@crowdspark/shared/api-routes/social';
import { callRoute } from '@/lib/api-client';

/** GET /api/following/suggestions → creators with live campaigns the reader does not follow yet. */
export async function getFollowSuggestions(signal?: AbortSignal): Promise<FollowSuggestions> {
  return callRoute(getFollowingSuggestionsRoute, { signal });
}

export function followSuggestionsQueryOptions() {
  return queryOptions({ queryKey: socialKeys.suggestions(), queryFn: ({ signal }) => getFollowSuggestions(signal) });
}

export function useFollowSuggestions(options: QueryHookOptions = {}) {
  return useQuery({ ...followSuggestionsQueryOptions(), ...options });
}
