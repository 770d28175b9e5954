import { paths } from '@/config/paths';
import { LiveSessionEnd } from '@/features/auth/components/live-session-end';
import { MessagesLink } from '@/features/messages/components/messages-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/**
 * The signed-in header's live parts (loaded only once someone is signed in): the Messages and
 * Notifications links with their live counts, and the listener that signs this tab out when the
 * server ends its session (decision 0027).
 */
export default function InboxLinks() {
  return (
    <>
      <LiveSessionEnd />
      <MessagesLink href={paths.messages} />
      <NotificationBell href={paths.notifications} />
    </>
  );
}
