import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CampaignList, CampaignSort } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';

export interface ListCampaignsParams {
  sort: CampaignSort;
  category?: string;
  limit?: number;
}

/** GET /api/campaigns?sort=&category=&cursor=&limit= → one page of live campaigns. */
export function listCampaigns(params: ListCampaignsParams & { cursor?: string }, signal?: AbortSignal): Promise<CampaignList> {
  const search = new URLSearchParams({ sort: params.sort, limit: String(params.limit ?? 6) });
  if (params.category) search.set('category', params.category);
  if (params.cursor) search.set('cursor', params.cursor);
  return apiClient.get<CampaignList>(`/api/campaigns?${search.toString()}`, signal ? { signal } : {});
}

export function campaignListQueryOptions(params: ListCampaignsParams) {
  return infiniteQueryOptions({
    queryKey: ['campaigns', 'list', params],
    queryFn: ({ pageParam, signal }) => listCampaigns({ ...params, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
