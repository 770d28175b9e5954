import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveItems } from '@/lib/live';
import { useNotificationCount } from '@/features/notifications/api/get-notification-count';
import { notificationsKeys } from '@/features/notifications/api/keys';

/** The header's inbox link with the live unread badge (docs/product-rules.md#notifications). */
export function NotificationBell({ href }: { href: string }) {
  const queryClient = useQueryClient();
  const count = useNotificationCount();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  useLiveItems(['notification'], refresh, refresh);
  const unread = count.data?.count ?? 0;
  return (
    <Link
      to={href}
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      className="relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] leading-4 font-bold text-primary-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
