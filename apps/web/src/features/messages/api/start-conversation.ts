import { useMutation } from '@tanstack/react-query';
import type { Conversation } from '@crowdspark/shared/contracts/messages';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/** POST /api/messages/conversations {username}: the reader's conversation with them, started if new. */
export async function startConversation(username: string): Promise<Conversation> {
  const body = await apiClient.post<unknown>('/api/messages/conversations', { username });
  return checkResponse(body, 'messages', 'conversationSchema');
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}
