import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackedCampaigns } from '@crowdspark/shared/contracts/social';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/users/:username/backed → the campaigns they backed, or hidden by their privacy setting. */
export async function getBackedCampaigns(username: string, signal?: AbortSignal): Promise<BackedCampaigns> {
  const body = await apiClient.get<unknown>(`/api/users/${encodeURIComponent(username)}/backed`, signal ? { signal } : {});
  return checkResponse(body, 'social', 'backedCampaignsSchema');
}

export function backedCampaignsQueryOptions(username: string) {
  return queryOptions({ queryKey: socialKeys.backed(username), queryFn: ({ signal }) => getBackedCampaigns(username, signal) });
}

export function useBackedCampaigns(username: string, options: QueryHookOptions = {}) {
  return useQuery({ ...backedCampaignsQueryOptions(username), ...options });
}
