import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationCount } from '@crowdspark/shared/contracts/notifications';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { notificationsKeys } from '@/features/notifications/api/keys';

/** GET /api/notifications/unread-count: the header badge. */
export async function getNotificationCount(signal?: AbortSignal): Promise<NotificationCount> {
  const body = await apiClient.get<unknown>('/api/notifications/unread-count', signal ? { signal } : {});
  return checkResponse(body, 'notifications', 'notificationCountSchema');
}

export function notificationCountQueryOptions() {
  return queryOptions({ queryKey: notificationsKeys.count(), queryFn: ({ signal }) => getNotificationCount(signal) });
}

export function useNotificationCount(options: QueryHookOptions = {}) {
  return useQuery({ ...notificationCountQueryOptions(), ...options });
}
