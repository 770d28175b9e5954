import { Bell } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { CountLink } from '@/components/ui/count-link';
import { useLiveItems } from '@/lib/live';
import { useNotificationCount } from '@/features/notifications/api/get-notification-count';
import { notificationsKeys } from '@/features/notifications/api/keys';

/** The header's inbox link with the live unread badge (docs/product-rules.md#notifications). */
export function NotificationBell({ href }: { href: string }) {
  const queryClient = useQueryClient();
  const count = useNotificationCount();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  useLiveItems(['notification'], refresh, refresh);
  return <CountLink href={href} label="Notifications" count={count.data?.count ?? 0} icon={Bell} />;
}
