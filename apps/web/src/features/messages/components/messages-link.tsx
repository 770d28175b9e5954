import { MessagesSquare } from 'lucide-react';
import { CountLink } from '@/components/ui/count-link';
import { useUnreadMessageCount } from '@/features/messages/api/get-unread-count';
import { useLiveMessages } from '@/features/messages/hooks/use-live-messages';

/** The header's Messages link with the live count of unread messages. */
export function MessagesLink({ href }: { href: string }) {
  const count = useUnreadMessageCount();
  useLiveMessages();
  return <CountLink href={href} label="Messages" count={count.data?.count ?? 0} icon={MessagesSquare} />;
}
