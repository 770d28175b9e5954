import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEvents } from '@crowdspark/shared/contracts/admin-events';
import { adminKeys } from '@/features/admin/api/keys';
import { getAdminEventsRoute } from '@crowdspark/shared/api-routes/admin-events';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/events: the outbox's queue depth, failures and oldest wait, and the failing deliveries. */
export async function getAdminEvents(signal?: AbortSignal): Promise<AdminEvents> {
  return callRoute(getAdminEventsRoute, { signal });
}

export function adminEventsQueryOptions() {
  // Refreshed every half minute while open: an operator watches a backlog drain.
  return queryOptions({ queryKey: adminKeys.events(), queryFn: ({ signal }) => getAdminEvents(signal), refetchInterval: 30_000 });
}

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions());
}
