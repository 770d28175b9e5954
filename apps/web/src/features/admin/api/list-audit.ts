import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditList } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { queryString } from '@/features/admin/api/query-string';

/** GET /api/admin/audit: the audit log, newest first, by action, actor, target and dates. */
export async function listAudit(filters: AdminFilters, cursor?: string, signal?: AbortSignal): Promise<AuditList> {
  const body = await apiClient.get<unknown>(`/api/admin/audit${queryString(filters, cursor)}`, signal ? { signal } : {});
  return checkResponse(body, 'admin', 'auditListSchema');
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
