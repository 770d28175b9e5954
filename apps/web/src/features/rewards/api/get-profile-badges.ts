import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileBadges } from '@crowdspark/shared/contracts/rewards';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { rewardsKeys } from '@/features/rewards/api/keys';

/** GET /api/users/:username/badges: the milestone badges a profile shows. */
export async function getProfileBadges(username: string, signal?: AbortSignal): Promise<ProfileBadges> {
  const body = await apiClient.get<unknown>(`/api/users/${encodeURIComponent(username)}/badges`, signal ? { signal } : {});
  return checkResponse(body, 'rewards', 'profileBadgesSchema');
}

export function profileBadgesQueryOptions(username: string) {
  return queryOptions({ queryKey: rewardsKeys.badges(username), queryFn: ({ signal }) => getProfileBadges(username, signal) });
}

export function useProfileBadges(username: string, options: QueryHookOptions = {}) {
  return useQuery({ ...profileBadgesQueryOptions(username), ...options });
}
