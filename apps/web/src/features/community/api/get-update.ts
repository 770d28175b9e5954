import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignUpdate } from '@crowdspark/shared/contracts/community';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { communityKeys } from '@/features/community/api/keys';

/** GET /api/campaigns/:id/updates/:updateId → the update (no body when it is for backers and the reader is not one). */
export async function getUpdate(campaignId: string, updateId: string, signal?: AbortSignal): Promise<CampaignUpdate> {
  const body = await apiClient.get<unknown>(
    `/api/campaigns/${encodeURIComponent(campaignId)}/updates/${encodeURIComponent(updateId)}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'community', 'campaignUpdateSchema');
}

export function updateQueryOptions(campaignId: string, updateId: string) {
  return queryOptions({
    queryKey: communityKeys.update(campaignId, updateId),
    queryFn: ({ signal }) => getUpdate(campaignId, updateId, signal),
  });
}

export function useUpdate(campaignId: string, updateId: string) {
  return useQuery(updateQueryOptions(campaignId, updateId));
}
