import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

/** GET /api/admin/users/:id: the person with their campaigns, pledges, wallet, sessions and reports. */
export async function getUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  const body = await apiClient.get<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, signal ? { signal } : {});
  return checkResponse(body, 'admin', 'adminUserDetailSchema');
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
