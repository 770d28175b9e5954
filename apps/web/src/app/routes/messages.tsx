import { MessagesSquare } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'One-to-one conversations delivered live, with unread counts and read receipts.',
  'Block a user or report a message in two clicks.',
  'Questions to creators about rewards and delivery.',
] as const;

export default function MessagesPage() {
  usePageTitle(routeTitle('/messages'));
  return (
    <MembersAreaPlaceholder
      title="Messages"
      description="Private conversations with creators, backers and collaborators."
      icon={MessagesSquare}
      emptyTitle="No conversations yet"
      upcoming={UPCOMING}
    />
  );
}
