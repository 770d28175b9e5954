import { paths } from '@/config/paths';
import { MessagesLink } from '@/features/messages/components/messages-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/** The signed-in header's Messages and Notifications links (loaded only once someone is signed in). */
export default function InboxLinks() {
  return (
    <>
      <MessagesLink href={paths.messages} />
      <NotificationBell href={paths.notifications} />
    </>
  );
}
