import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { messagesKeys } from '@/features/messages/api/keys';

/** POST /api/messages/conversations/:id/read: everything in it is read (the sender's receipt). */
export async function markConversationRead(conversationId: string): Promise<{ readAt: string | null }> {
  const body = await apiClient.post<unknown>(`/api/messages/conversations/${encodeURIComponent(conversationId)}/read`, {});
  return checkResponse(body, 'messages', 'readReceiptSchema');
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
