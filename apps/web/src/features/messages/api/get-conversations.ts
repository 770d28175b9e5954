import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationList } from '@crowdspark/shared/contracts/messages';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';

/** GET /api/messages/conversations?cursor=: the reader's conversations, latest activity first. */
export async function getConversations(cursor?: string, signal?: AbortSignal): Promise<ConversationList> {
  const search = new URLSearchParams({ limit: '30' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(`/api/messages/conversations?${search.toString()}`, signal ? { signal } : {});
  return checkResponse(body, 'messages', 'conversationListSchema');
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
