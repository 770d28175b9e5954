import { queryOptions } from '@tanstack/react-query';
import type { Pledge } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';

export const myPledgeQueryKey = (campaignId: string) => ['pledges', 'mine', campaignId] as const;

/** GET /api/campaigns/:id/pledges/mine → the signed-in backer's active pledge, or null. */
export async function getMyPledge(campaignId: string, signal?: AbortSignal): Promise<Pledge | null> {
  const result = await apiClient.get<{ pledge: Pledge | null }>(
    `/api/campaigns/${encodeURIComponent(campaignId)}/pledges/mine`,
    signal ? { signal } : {},
  );
  return result.pledge;
}

export function myPledgeQueryOptions(campaignId: string) {
  return queryOptions({ queryKey: myPledgeQueryKey(campaignId), queryFn: ({ signal }) => getMyPledge(campaignId, signal) });
}
