import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@crowdspark/shared/contracts/admin';
import { adminKeys } from '@/features/admin/api/keys';
import { getAdminUsersByIdRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/users/:id: the person with their campaigns, pledges, wallet, sessions and reports. */
export async function getUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return callRoute(getAdminUsersByIdRoute, { params: { id }, signal });
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
