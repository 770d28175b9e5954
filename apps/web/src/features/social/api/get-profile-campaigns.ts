import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SocialCampaignList } from '@crowdspark/shared/contracts/social';
import { listProfileCampaignsRoute } from '@crowdspark/shared/api-routes/social';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/users/:username/campaigns?cursor= → one page of a profile's live and successful campaigns. */
export async function getProfileCampaigns(username: string, cursor?: string, signal?: AbortSignal): Promise<SocialCampaignList> {
  return callRoute(listProfileCampaignsRoute, { params: { username }, query: { limit: 12, cursor }, signal });
}

export function profileCampaignsQueryOptions(username: string) {
  return infiniteQueryOptions({
    queryKey: socialKeys.profileCampaigns(username),
    queryFn: ({ pageParam, signal }) => getProfileCampaigns(username, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: SocialCampaignList) => last.nextCursor ?? undefined,
  });
}

export function useProfileCampaigns(username: string, options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...profileCampaignsQueryOptions(username), ...options });
}
