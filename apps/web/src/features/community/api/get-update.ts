import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignUpdate } from '@crowdspark/shared/contracts/community';
import { communityKeys } from '@/features/community/api/keys';
import { getCampaignsByIdUpdatesByUpdateIdRoute } from '@crowdspark/shared/api-routes/community';
import { callRoute } from '@/lib/api-client';

/** GET /api/campaigns/:id/updates/:updateId → the update (no body when it is for backers and the reader is not one). */
export async function getUpdate(campaignId: string, updateId: string, signal?: AbortSignal): Promise<CampaignUpdate> {
  return callRoute(getCampaignsByIdUpdatesByUpdateIdRoute, { params: { id: campaignId, updateId }, signal });
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
