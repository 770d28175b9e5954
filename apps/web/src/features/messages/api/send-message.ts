import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@crowdspark/shared/contracts/messages';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { messagesKeys } from '@/features/messages/api/keys';

export interface SendMessageInput {
  conversationId: string;
  body: string;
  /** Names the message: a retry with the same id is the same message (the server keeps one). */
  clientId: string;
}

/** POST /api/messages/conversations/:id/messages → the stored message. */
export async function sendMessage({ conversationId, body, clientId }: SendMessageInput): Promise<Message> {
  const answer = await apiClient.post<unknown>(`/api/messages/conversations/${encodeURIComponent(conversationId)}/messages`, {
    body,
    clientId,
  });
  return checkResponse(answer, 'messages', 'messageSchema');
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
