import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { REMOVED_MESSAGE_TEXT } from '@crowdspark/shared/constants/moderation';
import { MESSAGE_MAX_LENGTH, type Message } from '@crowdspark/shared/contracts/messages';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { NextPageButton } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useConversation } from '@/features/messages/api/get-conversation';
import { useMessages } from '@/features/messages/api/get-messages';
import { useMarkConversationRead } from '@/features/messages/api/mark-read';
import { useSendMessage } from '@/features/messages/api/send-message';
import { useToggleBlock } from '@/features/messages/api/toggle-block';
import { MessageText } from '@/features/messages/components/message-text';

interface Pending {
  clientId: string;
  body: string;
  status: 'sending' | 'failed';
}

const newClientId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

interface ThreadProps {
  conversationId: string;
  profileHref: (username: string) => string;
  /** The route's "Report message" action (the reports feature), for messages from the other person. */
  reportAction?: (message: Message) => ReactNode;
  backLink?: ReactNode;
}

/**
 * One conversation: history (older pages on demand), the per-message states of the reader's own
 * messages (Sending… → Sent → Read, or Not sent with Retry), the composer, and Block/Unblock. The
 * thread marks itself read when a message from the other person is the newest one shown.
 */
export function Thread({ conversationId, profileHref, reportAction, backLink }: ThreadProps) {
  const conversation = useConversation(conversationId);
  const history = useMessages(conversationId);
  const send = useSendMessage();
  const markRead = useMarkConversationRead();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const bottom = useRef<HTMLDivElement>(null);

  const pages = history.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.items);
  const otherReadAt = pages[0]?.otherReadAt ?? null;
  const newest = messages[messages.length - 1];
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
  const waiting = pending.filter((p) => !stored.has(p.clientId));

  // Read when the newest message shown is the other person's, and the tab is in view.
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (newest && !newest.mine && document.visibilityState === 'visible') markReadMutate(conversationId);
  }, [newest, conversationId, markReadMutate]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest?.id, waiting.length]);

  const deliver = (item: Pending) => {
    setPending((list) => [...list.filter((p) => p.clientId !== item.clientId), { ...item, status: 'sending' }]);
    send.mutate(
      { conversationId, body: item.body, clientId: item.clientId },
      {
        onError: (error) => {
          setPending((list) => list.map((p) => (p.clientId === item.clientId ? { ...p, status: 'failed' } : p)));
          toast({ title: 'Message not sent', description: error.message, variant: 'destructive' });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    setDraft('');
    deliver({ clientId: newClientId(), body, status: 'sending' });
  };

  const other = conversation.data?.other;
  const block = useToggleBlock(other?.username ?? '');
  const lastMine = [...messages].reverse().find((m) => m.mine);

  if (conversation.isError || history.isError) return <ThreadUnavailable error={conversation.error ?? history.error} />;
  if (!conversation.data || !history.data)
    return <Skeleton role="status" aria-label="Loading the conversation" className="h-64 rounded-xl" />;

  return (
    <section aria-labelledby="thread-heading" className="flex min-h-[60vh] flex-col gap-3">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-3">
        <div className="flex items-center gap-3">
          {backLink}
          <h2 id="thread-heading" className="text-lg font-semibold">
            {other?.username ? <Link to={profileHref(other.username)}>{other.displayName}</Link> : (other?.displayName ?? '')}
          </h2>
        </div>
        {other?.username ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={block.isPending}
            onClick={() =>
              block.mutate(!conversation.data.blockedByMe, {
                onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
              })
            }
          >
            {conversation.data.blockedByMe ? `Unblock ${other.displayName}` : `Block ${other.displayName}`}
          </Button>
        ) : null}
      </header>

      <NextPageButton
        query={history}
        variant="ghost"
        size="sm"
        className="self-center"
        label="Load older messages"
        busyLabel="Loading older messages…"
      />

      <ol aria-label={`Messages with ${other?.displayName ?? ''}`} className="flex flex-1 flex-col gap-2" aria-live="polite">
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn('flex max-w-[85%] flex-col gap-1', message.mine ? 'self-end items-end' : 'self-start')}
          >
            {message.removed ? (
              // Removed by an admin from its report: its words are gone on the server too (decision 0035).
              <div className="rounded-2xl border border-dashed border-border px-3 py-2 text-sm italic text-muted-foreground">
                {REMOVED_MESSAGE_TEXT}
              </div>
            ) : (
              <div
                className={cn('rounded-2xl px-3 py-2 text-sm', message.mine ? 'bg-primary text-primary-foreground' : 'bg-muted')}
              >
                <MessageText text={message.body} />
              </div>
            )}
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              <time dateTime={message.createdAt}>
                {new Date(message.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
              </time>
              {message.id === lastMine?.id ? (
                <span>{otherReadAt && otherReadAt >= message.createdAt ? 'Read' : 'Sent'}</span>
              ) : null}
              {!message.mine && !message.removed && reportAction ? reportAction(message) : null}
            </span>
          </li>
        ))}
        {waiting.map((item) => (
          <li key={item.clientId} className="flex max-w-[85%] flex-col items-end gap-1 self-end">
            <div className="rounded-2xl bg-primary/70 px-3 py-2 text-sm text-primary-foreground">
              <MessageText text={item.body} />
            </div>
            {item.status === 'sending' ? (
              <span className="text-xs text-muted-foreground">Sending…</span>
            ) : (
              <span className="flex items-center gap-2 text-xs text-destructive">
                Not sent
                <Button variant="link" size="sm" className="h-auto p-0" onClick={() => deliver(item)}>
                  Retry
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <div ref={bottom} />

      {conversation.data.canSend ? (
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-border pt-3">
          <label htmlFor="message-draft" className="sr-only">
            Message
          </label>
          <Textarea
            id="message-draft"
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            className="min-h-0 flex-1"
            placeholder="Write a message"
          />
          <Button type="submit" disabled={draft.trim() === ''}>
            Send
          </Button>
        </form>
      ) : (
        <p className="border-t border-border pt-3 text-sm text-muted-foreground">
          {conversation.data.blockedByMe
            ? 'You blocked this person: unblock them to write to each other again.'
            : 'You can’t message this person.'}
        </p>
      )}
    </section>
  );
}

/**
 * A conversation that cannot be shown: the server's own words when it answered (a 404 says the
 * conversation does not exist or is not the reader's), and a way back to the inbox at any width.
 */
function ThreadUnavailable({ error }: { error: Error | null }) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <section role="alert" aria-labelledby="thread-unavailable" className="grid gap-3 rounded-xl border border-border p-6">
      <h2 id="thread-unavailable" className="text-lg font-semibold">
        {notFound ? 'Conversation not found' : 'This conversation could not be loaded'}
      </h2>
      <p className="text-sm text-muted-foreground">
        {isApiError(error) ? error.message : 'Check your connection and try again.'}
      </p>
      <p>
        <Link to={paths.messages} className="font-semibold text-link hover:underline">
          Go to your inbox
        </Link>
      </p>
    </section>
  );
}
