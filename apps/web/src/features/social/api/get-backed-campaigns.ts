import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackedCampaigns } from '@crowdspark/shared/contracts/social';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';
import { getUsersBackedRoute } from '@crowdspark/shared/api-routes/social';
import { callRoute } from '@/lib/api-client';

/** GET /api/users/:username/backed → the campaigns they backed, or hidden by their privacy setting. */
export async function getBackedCampaigns(username: string, signal?: AbortSignal): Promise<BackedCampaigns> {
  return callRoute(getUsersBackedRoute, { params: { username }, signal });
}

export function backedCampaignsQueryOptions(username: string) {
  return queryOptions({ queryKey: socialKeys.backed(username), queryFn: ({ signal }) => getBackedCampaigns(username, signal) });
}

export function useBackedCampaigns(username: string, options: QueryHookOptions = {}) {
  return useQuery({ ...backedCampaignsQueryOptions(username), ...options });
}
