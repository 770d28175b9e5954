import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@crowdspark/shared/contracts/messages';
import { messagesKeys } from '@/features/messages/api/keys';
import { postMessagesConversationsMessagesRoute } from '@crowdspark/shared/api-routes/messages';
import { callRoute } from '@/lib/api-client';

export interface SendMessageInput {
  conversationId: string;
  body: string;
  /** Names the message: a retry with the same id is the same message (the server keeps one). */
  clientId: string;
}

/** POST /api/messages/conversations/:id/messages → the stored message. */
export async function sendMessage({ conversationId, body, clientId }: SendMessageInput): Promise<Message> {
  return callRoute(postMessagesConversationsMessagesRoute, {
    params: { id: conversationId },
    body: {
      body,
      clientId,
    },
  });
}

/** Sent: the thread and the list read again (the thread keeps showing the message as "Sending…" meanwhile). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, { conversationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.history(conversationId) }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }),
      ]),
  });
}
