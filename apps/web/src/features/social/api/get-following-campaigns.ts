import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SocialCampaignList } from '@crowdspark/shared/contracts/social';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/following/campaigns?cursor= → one page of campaigns by the people the reader follows, newest launch first. */
export async function getFollowingCampaigns(cursor?: string, signal?: AbortSignal): Promise<SocialCampaignList> {
  const search = new URLSearchParams({ limit: '12' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(`/api/following/campaigns?${search.toString()}`, signal ? { signal } : {});
  return checkResponse(body, 'social', 'socialCampaignListSchema');
}

export function followingCampaignsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: socialKeys.followingCampaigns(),
    queryFn: ({ pageParam, signal }) => getFollowingCampaigns(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: SocialCampaignList) => last.nextCursor ?? undefined,
  });
}

export function useFollowingCampaigns(options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...followingCampaignsQueryOptions(), ...options });
}
