import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@crowdspark/shared/contracts/messages';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';

/** GET /api/messages/conversations/:id: who it is with, and whether the reader can write. */
export async function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  const body = await apiClient.get<unknown>(`/api/messages/conversations/${encodeURIComponent(id)}`, signal ? { signal } : {});
  return checkResponse(body, 'messages', 'conversationSchema');
}

export function conversationQueryOptions(id: string) {
  return queryOptions({ queryKey: messagesKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, signal) });
}

export function useConversation(id: string, options: QueryHookOptions = {}) {
  return useQuery({ ...conversationQueryOptions(id), ...options });
}
