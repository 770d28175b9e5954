import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationList } from '@crowdspark/shared/contracts/notifications';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { notificationsKeys } from '@/features/notifications/api/keys';
import { getNotificationsRoute } from '@crowdspark/shared/api-routes/notifications';
import { callRoute } from '@/lib/api-client';

/** GET /api/notifications?cursor=&unread=1: the inbox, latest first. */
export async function getNotifications(unreadOnly: boolean, cursor?: string, signal?: AbortSignal): Promise<NotificationList> {
  return callRoute(getNotificationsRoute, {
    query: { limit: 20, unread: unreadOnly ? '1' : undefined, cursor: cursor || undefined },
    signal,
  });
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
