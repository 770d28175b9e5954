import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessageList } from '@crowdspark/shared/contracts/messages';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';

/** GET /api/messages/conversations/:id/messages?cursor=: the newest page first; `olderCursor` goes back. */
export async function getMessages(id: string, cursor?: string, signal?: AbortSignal): Promise<MessageList> {
  const search = new URLSearchParams({ limit: '30' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(
    `/api/messages/conversations/${encodeURIComponent(id)}/messages?${search.toString()}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'messages', 'messageListSchema');
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
