import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationCount } from '@crowdspark/shared/contracts/notifications';
import { postNotificationsReadAllRoute, postNotificationsReadRoute } from '@crowdspark/shared/api-routes/notifications';
import { callRoute } from '@/lib/api-client';
import { notificationsKeys } from '@/features/notifications/api/keys';

/** POST /api/notifications/:id/read, or /api/notifications/read-all (id null) → the unread count after. */
export async function markNotificationsRead(id: string | null): Promise<NotificationCount> {
  return id === null
    ? callRoute(postNotificationsReadAllRoute, { body: {} })
    : callRoute(postNotificationsReadRoute, { params: { id }, body: {} });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationsKeys.count(), count);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all, predicate: (q) => q.queryKey[1] === 'list' });
    },
  });
}
