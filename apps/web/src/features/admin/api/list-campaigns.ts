import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminCampaignList } from '@crowdspark/shared/contracts/admin';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { adminQuery } from '@/features/admin/api/query-string';
import { listAdminCampaignsRoute } from '@crowdspark/shared/api-routes/admin-campaigns';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/campaigns: every campaign by status, staff pick and search; keyset pages. */
export async function listCampaigns(filters: AdminFilters, cursor?: string, signal?: AbortSignal): Promise<AdminCampaignList> {
  return callRoute(listAdminCampaignsRoute, { query: adminQuery(filters, cursor), signal });
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
