import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReportList } from '@crowdspark/shared/contracts/reports';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { queryString } from '@/features/admin/api/query-string';

/** GET /api/admin/reports: the reports queue by status, kind and assignee; keyset pages. */
export async function listReports(filters: AdminFilters, cursor?: string, signal?: AbortSignal): Promise<AdminReportList> {
  const body = await apiClient.get<unknown>(`/api/admin/reports${queryString(filters, cursor)}`, signal ? { signal } : {});
  return checkResponse(body, 'reports', 'adminReportListSchema');
}

export function listReportsQueryOptions(filters: AdminFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.reports(filters),
    queryFn: ({ pageParam, signal }) => listReports(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useListReports(filters: AdminFilters) {
  return useInfiniteQuery(listReportsQueryOptions(filters));
}
