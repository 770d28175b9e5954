import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CampaignList, CampaignSort } from '@crowdspark/shared/contracts/campaign-listings';
import { listCampaignsRoute } from '@crowdspark/shared/api-routes/campaign-listings';
import { callRoute } from '@/lib/api-client';
import { campaignKeys } from '@/features/campaigns/api/keys';

export interface ListCampaignsParams {
  sort: CampaignSort;
  category?: string;
  limit?: number;
}

/** GET /api/campaigns?sort=&category=&cursor=&limit= → one page of live campaigns. */
export async function listCampaigns(
  params: ListCampaignsParams & { cursor?: string },
  signal?: AbortSignal,
): Promise<CampaignList> {
  const { sort, limit = 6, category, cursor } = params;
  // An empty category or cursor means none: left out of the query.
  return callRoute(listCampaignsRoute, { query: { sort, limit, category: category || null, cursor: cursor || null }, signal });
}

export function campaignListQueryOptions(params: ListCampaignsParams) {
  return infiniteQueryOptions({
    queryKey: campaignKeys.list(params),
    queryFn: ({ pageParam, signal }) => listCampaigns({ ...params, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCampaignList(params: ListCampaignsParams) {
  return useInfiniteQuery(campaignListQueryOptions(params));
}
