import { useState } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useNotificationCount } from '@/features/notifications/api/get-notification-count';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-read';

/** The /notifications page's list: All or Unread, each item leading to its subject, and "Mark all read". */
export function NotificationList() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotifications(unreadOnly);
  const count = useNotificationCount();
  const mark = useMarkNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={unreadOnly ? 'secondary' : 'soft'}
          size="sm"
          aria-pressed={!unreadOnly}
          onClick={() => setUnreadOnly(false)}
        >
          All
        </Button>
        <Button
          variant={unreadOnly ? 'soft' : 'secondary'}
          size="sm"
          aria-pressed={unreadOnly}
          onClick={() => setUnreadOnly(true)}
        >
          Unread{count.data?.count ? ` (${count.data.count})` : ''}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          disabled={!count.data?.count || mark.isPending}
          onClick={() => mark.mutate(null)}
        >
          Mark all read
        </Button>
      </div>
      {list.isPending ? (
        <Skeleton role="status" aria-label="Loading notifications" className="h-40 rounded-xl" />
      ) : list.isError ? (
        <p role="alert">Your notifications could not be loaded.</p>
      ) : items.length === 0 ? (
        <EmptyState icon={Bell} title={unreadOnly ? 'Nothing unread' : 'No notifications yet'}>
          Follows, pledges, messages and news from campaigns you back show up here.
        </EmptyState>
      ) : (
        <ul aria-label="Notifications" className="divide-y divide-border rounded-xl border border-border">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.link}
                onClick={() => (item.read ? undefined : mark.mutate(item.id))}
                className={cn('flex items-center justify-between gap-3 px-4 py-3 hover:bg-muted', !item.read && 'font-semibold')}
              >
                <span>
                  {item.text}
                  {item.read ? null : <span className="sr-only"> (unread)</span>}
                </span>
                <time dateTime={item.updatedAt} className="shrink-0 text-xs font-normal text-muted-foreground">
                  {new Date(item.updatedAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={list} errorText="More notifications could not be loaded." />
    </div>
  );
}
