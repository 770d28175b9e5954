import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessageList } from '@crowdspark/shared/contracts/messages';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';
import { getMessagesConversationsMessagesRoute } from '@crowdspark/shared/api-routes/messages';
import { callRoute } from '@/lib/api-client';

/** GET /api/messages/conversations/:id/messages?cursor=: the newest page first; `olderCursor` goes back. */
export async function getMessages(id: string, cursor?: string, signal?: AbortSignal): Promise<MessageList> {
  return callRoute(getMessagesConversationsMessagesRoute, {
    params: { id },
    query: { limit: 30, cursor: cursor || undefined },
    signal,
  });
}

export function messagesQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.history(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: MessageList) => last.olderCursor ?? undefined,
  });
}

export function useMessages(id: string, options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...messagesQueryOptions(id), ...options });
}
