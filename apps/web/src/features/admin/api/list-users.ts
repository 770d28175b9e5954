import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { queryString } from '@/features/admin/api/query-string';

/** GET /api/admin/users: people by name, username or e-mail, role and state; keyset pages. */
export async function listUsers(filters: AdminFilters, cursor?: string, signal?: AbortSignal): Promise<AdminUserList> {
  const body = await apiClient.get<unknown>(`/api/admin/users${queryString(filters, cursor)}`, signal ? { signal } : {});
  return checkResponse(body, 'admin', 'adminUserListSchema');
}

export function listUsersQueryOptions(filters: AdminFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: ({ pageParam, signal }) => listUsers(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useListUsers(filters: AdminFilters) {
  return useInfiniteQuery(listUsersQueryOptions(filters));
}
