import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CampaignList, CampaignSort } from '@crowdspark/shared/contracts/campaign-listings';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
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
  const search = new URLSearchParams({ sort: params.sort, limit: String(params.limit ?? 6) });
  if (params.category) search.set('category', params.category);
  if (params.cursor) search.set('cursor', params.cursor);
  const body = await apiClient.get<unknown>(`/api/campaigns?${search.toString()}`, signal ? { signal } : {});
  return checkResponse(body, 'campaign-listings', 'campaignListSchema');
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
