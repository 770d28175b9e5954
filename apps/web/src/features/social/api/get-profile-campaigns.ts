import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SocialCampaignList } from '@crowdspark/shared/contracts/social';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/users/:username/campaigns?cursor= → one page of a profile's live and successful campaigns. */
export async function getProfileCampaigns(username: string, cursor?: string, signal?: AbortSignal): Promise<SocialCampaignList> {
  const search = new URLSearchParams({ limit: '12' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(
    `/api/users/${encodeURIComponent(username)}/campaigns?${search.toString()}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'social', 'socialCampaignListSchema');
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
