import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowSuggestions } from '@crowdspark/shared/contracts/social';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/following/suggestions → creators with live campaigns the reader does not follow yet. */
export async function getFollowSuggestions(signal?: AbortSignal): Promise<FollowSuggestions> {
  const body = await apiClient.get<unknown>('/api/following/suggestions', signal ? { signal } : {});
  return checkResponse(body, 'social', 'followSuggestionsSchema');
}

export function followSuggestionsQueryOptions() {
  return queryOptions({ queryKey: socialKeys.suggestions(), queryFn: ({ signal }) => getFollowSuggestions(signal) });
}

export function useFollowSuggestions(options: QueryHookOptions = {}) {
  return useQuery({ ...followSuggestionsQueryOptions(), ...options });
}
