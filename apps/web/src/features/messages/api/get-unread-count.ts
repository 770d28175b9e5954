import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@crowdspark/shared/contracts/messages';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';
import { getMessagesUnreadCountRoute } from '@crowdspark/shared/api-routes/messages';
import { callRoute } from '@/lib/api-client';

/** GET /api/messages/unread-count: messages from others the reader has not read. */
export async function getUnreadMessageCount(signal?: AbortSignal): Promise<UnreadCount> {
  return callRoute(getMessagesUnreadCountRoute, { signal });
}

export function unreadMessageCountQueryOptions() {
  return queryOptions({ queryKey: messagesKeys.unread(), queryFn: ({ signal }) => getUnreadMessageCount(signal) });
}

export function useUnreadMessageCount(options: QueryHookOptions = {}) {
  return useQuery({ ...unreadMessageCountQueryOptions(), ...options });
}
