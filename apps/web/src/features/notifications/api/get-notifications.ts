import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationList } from '@crowdspark/shared/contracts/notifications';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { notificationsKeys } from '@/features/notifications/api/keys';

/** GET /api/notifications?cursor=&unread=1: the inbox, latest first. */
export async function getNotifications(unreadOnly: boolean, cursor?: string, signal?: AbortSignal): Promise<NotificationList> {
  const search = new URLSearchParams({ limit: '20' });
  if (unreadOnly) search.set('unread', '1');
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(`/api/notifications?${search.toString()}`, signal ? { signal } : {});
  return checkResponse(body, 'notifications', 'notificationListSchema');
}

export function notificationsQueryOptions(unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: notificationsKeys.list(unreadOnly),
    queryFn: ({ pageParam, signal }) => getNotifications(unreadOnly, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: NotificationList) => last.nextCursor ?? undefined,
  });
}

export function useNotifications(unreadOnly: boolean, options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...notificationsQueryOptions(unreadOnly), ...options });
}
