import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { Thread } from '@/features/messages/components/thread';
import { useLiveMessages } from '@/features/messages/hooks/use-live-messages';
import { ReportDialog } from '@/features/reports/components/report-dialog';

/**
 * /messages and /messages/:conversationId: the list and the open conversation side by side on a
 * wide screen; on a phone, two screens (the list, or the conversation with a way back).
 */
export default function MessagesPage() {
  const { conversationId = null } = useParams();
  const location = useLocation();
  usePageTitle(routeTitle(conversationId ? '/messages/:conversationId' : '/messages'));
  useLiveMessages();
  return (
    <PageContainer>
      <div className={cn(conversationId && 'hidden md:block')}>
        <PageHeader title="Messages" description="Private conversations with creators, backers and collaborators." />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <div className={cn(conversationId && 'hidden md:block')}>
          <ConversationList selectedId={conversationId} hrefOf={paths.conversation} />
        </div>
        <div className={cn(!conversationId && 'hidden md:block')}>
          {conversationId ? (
            <Thread
              key={conversationId}
              conversationId={conversationId}
              profileHref={paths.profile}
              backLink={
                <Link
                  to={paths.messages}
                  className="inline-flex items-center gap-1 text-sm md:hidden"
                  state={{ from: location.pathname }}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" /> Conversations
                </Link>
              }
              reportAction={(message) => <ReportDialog targetType="message" targetId={message.id} targetLabel="this message" />}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
              Choose a conversation to read it here.
            </p>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
