import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsCampaigns } from '@crowdspark/shared/contracts/stats';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { statsKeys } from '@/features/stats/api/keys';
import { getStatsCampaignsRoute } from '@crowdspark/shared/api-routes/stats';
import { callRoute } from '@/lib/api-client';

/** GET /api/stats/campaigns: the campaigns the reader may see stats of (the picker), newest first. */
export async function getStatsCampaigns(signal?: AbortSignal): Promise<StatsCampaigns> {
  return callRoute(getStatsCampaignsRoute, { signal });
}

export function statsCampaignsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.campaigns(),
    queryFn: ({ signal }) => getStatsCampaigns(signal),
    // Asked once for the page, not with every range or campaign picked (decision 0034); a campaign
    // launched meanwhile shows after a minute or a reload.
    staleTime: 60_000,
  });
}

export function useStatsCampaigns(options: QueryHookOptions = {}) {
  return useQuery({ ...statsCampaignsQueryOptions(), ...options });
}
