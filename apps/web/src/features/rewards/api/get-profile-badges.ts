import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileBadges } from '@crowdspark/shared/contracts/rewards';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { rewardsKeys } from '@/features/rewards/api/keys';
import { getUsersBadgesRoute } from '@crowdspark/shared/api-routes/rewards';
import { callRoute } from '@/lib/api-client';

/** GET /api/users/:username/badges: the milestone badges a profile shows. */
export async function getProfileBadges(username: string, signal?: AbortSignal): Promise<ProfileBadges> {
  return callRoute(getUsersBadgesRoute, { params: { username }, signal });
}

export function profileBadgesQueryOptions(username: string) {
  return queryOptions({ queryKey: rewardsKeys.badges(username), queryFn: ({ signal }) => getProfileBadges(username, signal) });
}

export function useProfileBadges(username: string, options: QueryHookOptions = {}) {
  return useQuery({ ...profileBadgesQueryOptions(username), ...options });
}
