import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationCount } from '@crowdspark/shared/contracts/notifications';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { notificationsKeys } from '@/features/notifications/api/keys';

/** POST /api/notifications/:id/read, or /api/notifications/read-all (id null) → the unread count after. */
export async function markNotificationsRead(id: string | null): Promise<NotificationCount> {
  const path = id === null ? '/api/notifications/read-all' : `/api/notifications/${encodeURIComponent(id)}/read`;
  return checkResponse(await apiClient.post<unknown>(path, {}), 'notifications', 'notificationCountSchema');
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
