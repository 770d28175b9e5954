import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditList } from '@crowdspark/shared/contracts/admin';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { adminQuery } from '@/features/admin/api/query-string';
import { getAdminAuditRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/audit: the audit log, newest first, by action, actor, target and dates. */
export async function listAudit(filters: AdminFilters, cursor?: string, signal?: AbortSignal): Promise<AuditList> {
  return callRoute(getAdminAuditRoute, { query: adminQuery(filters, cursor), signal });
}

export function listAuditQueryOptions(filters: AdminFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => listAudit(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useListAudit(filters: AdminFilters) {
  return useInfiniteQuery(listAuditQueryOptions(filters));
}
