import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SocialCampaignList } from '@crowdspark/shared/contracts/social';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/me/saved?cursor= → one page of the signed-in reader's saved campaigns, newest save first. */
export async function getSavedCampaigns(cursor?: string, signal?: AbortSignal): Promise<SocialCampaignList> {
  const search = new URLSearchParams({ limit: '12' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(`/api/me/saved?${search.toString()}`, signal ? { signal } : {});
  return checkResponse(body, 'social', 'socialCampaignListSchema');
}

export function savedCampaignsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: socialKeys.saved(),
    queryFn: ({ pageParam, signal }) => getSavedCampaigns(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: SocialCampaignList) => last.nextCursor ?? undefined,
  });
}

export function useSavedCampaigns(options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...savedCampaignsQueryOptions(), ...options });
}
