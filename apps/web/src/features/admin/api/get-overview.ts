import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { adminKeys } from '@/features/admin/api/keys';

/** GET /api/admin/overview: the KPIs with their 30-day series. */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const body = await apiClient.get<unknown>('/api/admin/overview', signal ? { signal } : {});
  return checkResponse(body, 'admin', 'adminOverviewSchema');
}

export function overviewQueryOptions() {
  return queryOptions({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getOverview(signal) });
}

export function useOverview(options: QueryHookOptions = {}) {
  return useQuery({ ...overviewQueryOptions(), ...options });
}
