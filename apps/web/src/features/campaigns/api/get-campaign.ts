import { queryOptions } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';

export const campaignQueryKey = (campaignId: string) => ['campaigns', 'detail', campaignId] as const;

/** GET /api/campaigns/:id → the campaign as this reader may see it (404 when hidden or unknown). */
export function getCampaign(campaignId: string, signal?: AbortSignal): Promise<CampaignDetail> {
  return apiClient.get<CampaignDetail>(`/api/campaigns/${encodeURIComponent(campaignId)}`, signal ? { signal } : {});
}

export function campaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: campaignQueryKey(campaignId),
    queryFn: ({ signal }) => getCampaign(campaignId, signal),
  });
}
