import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { REMOVED_MESSAGE_TEXT } from '@crowdspark/shared/constants/moderation';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useConversations } from '@/features/messages/api/get-conversations';

function when(iso: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : date.toLocaleDateString();
}

/** The reader's conversations: the other person, the last message, unread count and time. */
export function ConversationList({ selectedId, hrefOf }: { selectedId: string | null; hrefOf: (id: string) => string }) {
  const conversations = useConversations();
  if (conversations.isPending)
    return <Skeleton role="status" aria-label="Loading your conversations" className="h-40 rounded-xl" />;
  if (conversations.isError) return <p role="alert">Your conversations could not be loaded.</p>;
  const items = conversations.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState icon={MessagesSquare} title="No conversations yet" headingLevel={2}>
        Start one with the Message button on a person’s profile or a campaign’s creator.
      </EmptyState>
    );
  return (
    <nav aria-label="Conversations">
      <ul className="divide-y divide-border rounded-xl border border-border">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={hrefOf(item.id)}
              aria-current={item.id === selectedId ? 'page' : undefined}
              className={cn('grid gap-1 px-4 py-3 hover:bg-muted', item.id === selectedId && 'bg-muted')}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold">{item.other.displayName}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{when(item.updatedAt)}</span>
              </span>
              <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                <span className="truncate">
                  {item.lastMessage
                    ? `${item.lastMessage.mine ? 'You: ' : ''}${item.lastMessage.removed ? REMOVED_MESSAGE_TEXT : item.lastMessage.body}`
                    : 'No messages yet'}
                </span>
                {item.unread > 0 ? (
                  <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground">
                    {item.unread} unread
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore query={conversations} errorText="More conversations could not be loaded." />
    </nav>
  );
}
