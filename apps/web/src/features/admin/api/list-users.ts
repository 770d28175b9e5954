import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@crowdspark/shared/contracts/admin';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { adminQuery } from '@/features/admin/api/query-string';
import { getAdminUsersRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/users: people by name, username or e-mail, role and state; keyset pages. */
export async function listUsers(filters: AdminFilters, cursor?: string, signal?: AbortSignal): Promise<AdminUserList> {
  return callRoute(getAdminUsersRoute, { query: adminQuery(filters, cursor), signal });
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
