import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowState } from '@crowdspark/shared/contracts/social';
import { getFollowStateRoute } from '@crowdspark/shared/api-routes/social';
import { callRoute } from '@/lib/api-client';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/users/:username/follow → whether the reader follows them, and their follower count. */
export async function getFollowState(username: string, signal?: AbortSignal): Promise<FollowState> {
  return callRoute(getFollowStateRoute, { params: { username }, signal });
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
