import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminCampaignList } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { queryString } from '@/features/admin/api/query-string';

/** GET /api/admin/campaigns: every campaign by status, staff pick and search; keyset pages. */
export async function listCampaigns(filters: AdminFilters, cursor?: string, signal?: AbortSignal): Promise<AdminCampaignList> {
  const body = await apiClient.get<unknown>(`/api/admin/campaigns${queryString(filters, cursor)}`, signal ? { signal } : {});
  return checkResponse(body, 'admin', 'adminCampaignListSchema');
}

export function listCampaignsQueryOptions(filters: AdminFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.campaigns(filters),
    queryFn: ({ pageParam, signal }) => listCampaigns(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useListCampaigns(filters: AdminFilters) {
  return useInfiniteQuery(listCampaignsQueryOptions(filters));
}
