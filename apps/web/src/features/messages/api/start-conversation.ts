import { useMutation } from '@tanstack/react-query';
import type { Conversation } from '@crowdspark/shared/contracts/messages';
import { postMessagesConversationsRoute } from '@crowdspark/shared/api-routes/messages';
import { callRoute } from '@/lib/api-client';

/** POST /api/messages/conversations {username}: the reader's conversation with them, started if new. */
export async function startConversation(username: string): Promise<Conversation> {
  return callRoute(postMessagesConversationsRoute, { body: { username } });
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}
