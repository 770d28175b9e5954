import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { useUnreadMessageCount } from '@/features/messages/api/get-unread-count';
import { useLiveMessages } from '@/features/messages/hooks/use-live-messages';

/** The header's Messages link with the live count of unread messages. */
export function MessagesLink({ href }: { href: string }) {
  const count = useUnreadMessageCount();
  useLiveMessages();
  const unread = count.data?.count ?? 0;
  return (
    <Link
      to={href}
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
      className="relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
    >
      <MessagesSquare aria-hidden="true" className="size-5" />
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
