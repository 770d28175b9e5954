import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesKeys } from '@/features/messages/api/keys';
import { postMessagesConversationsReadRoute } from '@crowdspark/shared/api-routes/messages';
import { callRoute } from '@/lib/api-client';

/** POST /api/messages/conversations/:id/read: everything in it is read (the sender's receipt). */
export async function markConversationRead(conversationId: string): Promise<{ readAt: string | null }> {
  return callRoute(postMessagesConversationsReadRoute, { params: { id: conversationId }, body: {} });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }),
      ]),
  });
}
