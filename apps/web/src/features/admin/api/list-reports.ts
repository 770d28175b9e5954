import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReportList } from '@crowdspark/shared/contracts/reports';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { adminQuery } from '@/features/admin/api/query-string';
import { getAdminReportsRoute } from '@crowdspark/shared/api-routes/reports';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/reports: the reports queue by status, kind and assignee; keyset pages. */
export async function listReports(filters: AdminFilters, cursor?: string, signal?: AbortSignal): Promise<AdminReportList> {
  return callRoute(getAdminReportsRoute, { query: adminQuery(filters, cursor), signal });
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
