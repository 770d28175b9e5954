import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@crowdspark/shared/contracts/admin';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { adminKeys } from '@/features/admin/api/keys';
import { getAdminOverviewRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/overview: the KPIs with their 30-day series. */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return callRoute(getAdminOverviewRoute, { signal });
}

export function overviewQueryOptions() {
  return queryOptions({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getOverview(signal) });
}

export function useOverview(options: QueryHookOptions = {}) {
  return useQuery({ ...overviewQueryOptions(), ...options });
}
