import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@crowdspark/shared/contracts/messages';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';
import { getMessagesConversationsByIdRoute } from '@crowdspark/shared/api-routes/messages';
import { callRoute } from '@/lib/api-client';

/** GET /api/messages/conversations/:id: who it is with, and whether the reader can write. */
export async function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return callRoute(getMessagesConversationsByIdRoute, { params: { id }, signal });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({ queryKey: messagesKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, signal) });
}

export function useConversation(id: string, options: QueryHookOptions = {}) {
  return useQuery({ ...conversationQueryOptions(id), ...options });
}
