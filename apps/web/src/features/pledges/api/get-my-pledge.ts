import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pledge } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { pledgeKeys } from '@/features/pledges/api/keys';

/** GET /api/campaigns/:id/pledges/mine → the signed-in backer's active pledge, or null. */
export async function getMyPledge(campaignId: string, signal?: AbortSignal): Promise<Pledge | null> {
  const body = await apiClient.get<unknown>(
    `/api/campaigns/${encodeURIComponent(campaignId)}/pledges/mine`,
    signal ? { signal } : {},
  );
  const result = checkResponse(body, 'pledges', 'activePledgeResponseSchema');
  return result.pledge;
}

export function myPledgeQueryOptions(campaignId: string) {
  return queryOptions({ queryKey: pledgeKeys.mine(campaignId), queryFn: ({ signal }) => getMyPledge(campaignId, signal) });
}

export function useMyPledge(campaignId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...myPledgeQueryOptions(campaignId), ...options });
}
