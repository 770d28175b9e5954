import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CampaignUpdateList } from '@crowdspark/shared/contracts/community';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { communityKeys } from '@/features/community/api/keys';

/** GET /api/campaigns/:id/updates?cursor= → one page, newest first, with whether the reader may post. */
export async function getUpdates(campaignId: string, cursor?: string, signal?: AbortSignal): Promise<CampaignUpdateList> {
  const search = new URLSearchParams({ limit: '5' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(
    `/api/campaigns/${encodeURIComponent(campaignId)}/updates?${search.toString()}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'community', 'campaignUpdateListSchema');
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
