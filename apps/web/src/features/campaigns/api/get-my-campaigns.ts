import { queryOptions } from '@tanstack/react-query';
import type { MyCampaigns } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';

export const myCampaignsQueryKey = ['campaigns', 'mine'] as const;

/** GET /api/me/campaigns → every campaign the signed-in user created, drafts included. */
export function getMyCampaigns(signal?: AbortSignal): Promise<MyCampaigns> {
  return apiClient.get<MyCampaigns>('/api/me/campaigns', signal ? { signal } : {});
}

export function myCampaignsQueryOptions() {
  return queryOptions({ queryKey: myCampaignsQueryKey, queryFn: ({ signal }) => getMyCampaigns(signal) });
}
