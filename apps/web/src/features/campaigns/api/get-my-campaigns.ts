import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCampaigns } from '@crowdspark/shared/contracts/campaign-listings';
import { listMyCampaignsRoute } from '@crowdspark/shared/api-routes/my-campaigns';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** GET /api/me/campaigns → every campaign the signed-in user created, drafts included. */
export async function getMyCampaigns(signal?: AbortSignal): Promise<MyCampaigns> {
  return callRoute(listMyCampaignsRoute, { signal });
}

export function myCampaignsQueryOptions() {
  return queryOptions({ queryKey: campaignKeys.mine(), queryFn: ({ signal }) => getMyCampaigns(signal) });
}

export function useMyCampaigns(options: QueryHookOptions = {}) {
  return useQuery({ ...myCampaignsQueryOptions(), ...options });
}
