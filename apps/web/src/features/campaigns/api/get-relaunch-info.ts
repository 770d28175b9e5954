import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCampaignsRelaunchRoute } from '@crowdspark/shared/api-routes/relaunch';
import type { RelaunchInfo } from '@crowdspark/shared/contracts/relaunch';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** GET /api/campaigns/:id/relaunch → its relaunch links, whether the creator may relaunch it, and the reader's re-back offer. */
export function getRelaunchInfo(campaignId: string, signal?: AbortSignal): Promise<RelaunchInfo> {
  return callRoute(getCampaignsRelaunchRoute, { params: { id: campaignId }, ...(signal ? { signal } : {}) });
}

export function relaunchInfoQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: campaignKeys.relaunch(campaignId),
    queryFn: ({ signal }) => getRelaunchInfo(campaignId, signal),
  });
}

export function useRelaunchInfo(campaignId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...relaunchInfoQueryOptions(campaignId), ...options });
}
