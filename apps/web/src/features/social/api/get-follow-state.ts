import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowState } from '@crowdspark/shared/contracts/social';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/users/:username/follow → whether the reader follows them, and their follower count. */
export async function getFollowState(username: string, signal?: AbortSignal): Promise<FollowState> {
  const body = await apiClient.get<unknown>(`/api/users/${encodeURIComponent(username)}/follow`, signal ? { signal } : {});
  return checkResponse(body, 'social', 'followStateSchema');
}

export function followStateQueryOptions(username: string) {
  return queryOptions({
    queryKey: socialKeys.follow(username),
    queryFn: ({ signal }) => getFollowState(username, signal),
  });
}

export function useFollowState(username: string) {
  return useQuery(followStateQueryOptions(username));
}
