import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pledge } from '@crowdspark/shared/contracts/pledges';
import { getMyPledgeRoute } from '@crowdspark/shared/api-routes/pledges';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { pledgeKeys } from '@/features/pledges/api/keys';

/** GET /api/campaigns/:id/pledges/mine → the signed-in backer's active pledge, or null. */
export async function getMyPledge(campaignId: string, signal?: AbortSignal): Promise<Pledge | null> {
  const { pledge } = await callRoute(getMyPledgeRoute, { params: { id: campaignId }, signal });
  return pledge;
}

export function myPledgeQueryOptions(campaignId: string) {
  return queryOptions({ queryKey: pledgeKeys.mine(campaignId), queryFn: ({ signal }) => getMyPledge(campaignId, signal) });
}

export function useMyPledge(campaignId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...myPledgeQueryOptions(campaignId), ...options });
}
