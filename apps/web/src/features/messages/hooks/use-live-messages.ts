import { useQueryClient } from '@tanstack/react-query';
import { useLiveItems } from '@/lib/live';
import { messagesKeys } from '@/features/messages/api/keys';

/**
 * Keeps the messages reads current from the live connection (decision 0027): a pushed
 * `message` or `message.read` names its conversation, which is read again with the list and the
 * unread count; after a reconnection everything is read again (what was pushed meanwhile).
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useLiveItems(
    ['message', 'message.read'],
    (item) => {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.history(item.id) });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversation(item.id) });
    },
    () => void queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  );
}
