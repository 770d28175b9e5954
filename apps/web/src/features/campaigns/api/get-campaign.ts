import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { getCampaignRoute } from '@crowdspark/shared/api-routes/campaigns';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** GET /api/campaigns/:id → the campaign as this reader may see it (404 when hidden or unknown). */
export async function getCampaign(campaignId: string, signal?: AbortSignal): Promise<CampaignDetail> {
  return callRoute(getCampaignRoute, { params: { id: campaignId }, signal });
}

export function campaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(campaignId),
    queryFn: ({ signal }) => getCampaign(campaignId, signal),
  });
}

export function useCampaign(campaignId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...campaignQueryOptions(campaignId), ...options });
}

/** Puts a campaign the server just returned (an autosave) into the cache, so the page shows it at once. */
export function useSetCampaign() {
  const queryClient = useQueryClient();
  return useCallback(
    (campaign: CampaignDetail) => queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign),
    [queryClient],
  );
}

/**
 * After a campaign changed state (launched, canceled): the page shows the server's answer at once,
 * and every listing and the creator's list reload (all campaign keys).
 */
export function useStoreChangedCampaign() {
  const queryClient = useQueryClient();
  const storeCampaign = useSetCampaign();
  return useCallback(
    (campaign: CampaignDetail) => {
      storeCampaign(campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    [queryClient, storeCampaign],
  );
}

/** Asks the server for one campaign again, whatever the cache holds (e.g. images processed after an upload). */
export function useFetchFreshCampaign() {
  const queryClient = useQueryClient();
  return useCallback(
    (campaignId: string) => queryClient.fetchQuery({ ...campaignQueryOptions(campaignId), staleTime: 0 }),
    [queryClient],
  );
}

/**
 * Marks one campaign stale so the page reloads it (progress, remaining rewards after a pledge), and
 * its money trail with it (read again only while the Money tab shows it).
 */
export function useRefreshCampaign() {
  const queryClient = useQueryClient();
  return useCallback(
    (campaignId: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.money(campaignId) }),
      ]),
    [queryClient],
  );
}
