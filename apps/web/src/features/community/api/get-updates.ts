import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CampaignUpdateList } from '@crowdspark/shared/contracts/community';
import { communityKeys } from '@/features/community/api/keys';
import { getCampaignsUpdatesRoute } from '@crowdspark/shared/api-routes/community';
import { callRoute } from '@/lib/api-client';

/** GET /api/campaigns/:id/updates?cursor= → one page, newest first, with whether the reader may post. */
export async function getUpdates(campaignId: string, cursor?: string, signal?: AbortSignal): Promise<CampaignUpdateList> {
  return callRoute(getCampaignsUpdatesRoute, {
    params: { id: campaignId },
    query: { limit: 5, cursor: cursor || undefined },
    signal,
  });
}

export function updatesQueryOptions(campaignId: string) {
  return infiniteQueryOptions({
    queryKey: communityKeys.updates(campaignId),
    queryFn: ({ pageParam, signal }) => getUpdates(campaignId, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useUpdates(campaignId: string) {
  return useInfiniteQuery(updatesQueryOptions(campaignId));
}
