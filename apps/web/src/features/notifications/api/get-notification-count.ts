import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationCount } from '@crowdspark/shared/contracts/notifications';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { notificationsKeys } from '@/features/notifications/api/keys';
import { getNotificationsUnreadCountRoute } from '@crowdspark/shared/api-routes/notifications';
import { callRoute } from '@/lib/api-client';

/** GET /api/notifications/unread-count: the header badge. */
export async function getNotificationCount(signal?: AbortSignal): Promise<NotificationCount> {
  return callRoute(getNotificationsUnreadCountRoute, { signal });
}

export function notificationCountQueryOptions() {
  return queryOptions({ queryKey: notificationsKeys.count(), queryFn: ({ signal }) => getNotificationCount(signal) });
}

export function useNotificationCount(options: QueryHookOptions = {}) {
  return useQuery({ ...notificationCountQueryOptions(), ...options });
}
