import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SocialCampaignList } from '@crowdspark/shared/contracts/social';
import { listSavedCampaignsRoute } from '@crowdspark/shared/api-routes/social';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/me/saved?cursor= → one page of the signed-in reader's saved campaigns, newest save first. */
export async function getSavedCampaigns(cursor?: string, signal?: AbortSignal): Promise<SocialCampaignList> {
  return callRoute(listSavedCampaignsRoute, { query: { limit: 12, cursor }, signal });
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
