import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEvents } from '@crowdspark/shared/contracts/admin-events';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

/** GET /api/admin/events: the outbox's queue depth, failures and oldest wait, and the failing deliveries. */
export async function getAdminEvents(signal?: AbortSignal): Promise<AdminEvents> {
  const body = await apiClient.get<unknown>('/api/admin/events', signal ? { signal } : {});
  return checkResponse(body, 'admin-events', 'adminEventsSchema');
}

export function adminEventsQueryOptions() {
  // Refreshed every half minute while open: an operator watches a backlog drain.
  return queryOptions({ queryKey: adminKeys.events(), queryFn: ({ signal }) => getAdminEvents(signal), refetchInterval: 30_000 });
}

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions());
}
