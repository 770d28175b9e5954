import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationList } from '@crowdspark/shared/contracts/messages';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';
import { getMessagesConversationsRoute } from '@crowdspark/shared/api-routes/messages';
import { callRoute } from '@/lib/api-client';

/** GET /api/messages/conversations?cursor=: the reader's conversations, latest activity first. */
export async function getConversations(cursor?: string, signal?: AbortSignal): Promise<ConversationList> {
  return callRoute(getMessagesConversationsRoute, { query: { limit: 30, cursor: cursor || undefined }, signal });
}

export function conversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messagesKeys.conversations(),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: ConversationList) => last.nextCursor ?? undefined,
  });
}

export function useConversations(options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...conversationsQueryOptions(), ...options });
}
