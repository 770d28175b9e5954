import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@crowdspark/shared/contracts/messages';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';

/** GET /api/messages/unread-count: messages from others the reader has not read. */
export async function getUnreadMessageCount(signal?: AbortSignal): Promise<UnreadCount> {
  const body = await apiClient.get<unknown>('/api/messages/unread-count', signal ? { signal } : {});
  return checkResponse(body, 'messages', 'unreadCountSchema');
}

export function unreadMessageCountQueryOptions() {
  return queryOptions({ queryKey: messagesKeys.unread(), queryFn: ({ signal }) => getUnreadMessageCount(signal) });
}

export function useUnreadMessageCount(options: QueryHookOptions = {}) {
  return useQuery({ ...unreadMessageCountQueryOptions(), ...options });
}
