import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SocialCampaignList } from '@crowdspark/shared/contracts/social';
import { listFollowingCampaignsRoute } from '@crowdspark/shared/api-routes/social';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/following/campaigns?cursor= → one page of campaigns by the people the reader follows, newest launch first. */
export async function getFollowingCampaigns(cursor?: string, signal?: AbortSignal): Promise<SocialCampaignList> {
  return callRoute(listFollowingCampaignsRoute, { query: { limit: 12, cursor }, signal });
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
