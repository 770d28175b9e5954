import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { toast } from '@/components/ui/use-toast';
import { useChangeComment } from '@/features/community/api/change-comment';
import { useComments } from '@/features/community/api/get-comments';
import { usePostComment } from '@/features/community/api/post-comment';
import { CommentForm } from '@/features/community/components/comment-form';
import { CommentItem } from '@/features/community/components/comment-item';
import type { ReportAction } from '@/features/community/components/community-types';
import { useLiveComments } from '@/features/community/hooks/use-live-comments';

interface CommentThreadProps {
  campaignId: string;
  /** null: the campaign's own comments; otherwise one update's. */
  updateId: string | null;
  isAuthenticated: boolean;
  signInHref: string;
  reportAction?: ReportAction | undefined;
}

/**
 * Comments (docs/product-rules.md#comments): newest first, one level of replies (oldest first),
 * loaded after the first screen. Signed-in readers comment and reply; the server enforces the
 * 15-minute edit window, the owner's moderation and the rate limit, and its messages are shown.
 * Other people's comments arrive live (docs/product-rules.md#live-comments, `useLiveComments`).
 */
export function CommentThread({ campaignId, updateId, isAuthenticated, signInHref, reportAction }: CommentThreadProps) {
  const query = useComments(campaignId, updateId);
  const post = usePostComment(campaignId, updateId);
  const { edit, remove } = useChangeComment(campaignId, updateId);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const threads = query.data?.pages.flatMap((page) => page.items) ?? [];
  const shownIds = useMemo(
    () =>
      new Set(
        query.data?.pages.flatMap((page) => page.items.flatMap((thread) => [thread.id, ...thread.replies.map((r) => r.id)])),
      ),
    [query.data],
  );
  const { listRef, bar, show, noteOwn } = useLiveComments(campaignId, updateId, shownIds);

  const send = async (body: string, parentId?: string) => {
    try {
      const comment = await post.mutateAsync(parentId ? { body, parentId } : { body });
      noteOwn(comment.id);
      setReplyTo(null);
      return true;
    } catch (error) {
      toast({ title: 'Your comment could not be posted', description: (error as Error).message, variant: 'destructive' });
      return false;
    }
  };
  const itemProps = (commentId: string, topId: string) => ({
    canReply: isAuthenticated,
    onReply: () => setReplyTo(topId),
    editing: edit.isPending,
    reportAction,
    onEdit: async (body: string) => {
      noteOwn(commentId);
      try {
        await edit.mutateAsync({ commentId, body });
        return true;
      } catch (error) {
        toast({ title: 'Your comment could not be changed', description: (error as Error).message, variant: 'destructive' });
        return false;
      }
    },
    onDelete: () => {
      noteOwn(commentId);
      remove.mutate(commentId, {
        onSuccess: () => toast({ title: 'Comment deleted.', variant: 'success' }),
        onError: (error) =>
          toast({ title: 'The comment could not be deleted', description: error.message, variant: 'destructive' }),
      });
    },
  });

  return (
    <section aria-labelledby={`comments-heading-${updateId ?? 'campaign'}`} className="grid gap-4">
      <h2 id={`comments-heading-${updateId ?? 'campaign'}`} className="text-2xl font-bold tracking-tight">
        Comments
      </h2>
      {isAuthenticated ? (
        <CommentForm
          label="Write a comment"
          submitLabel="Post comment"
          pending={post.isPending}
          onSubmit={(body) => send(body)}
        />
      ) : (
        <p className="text-sm">
          <Link to={signInHref} className="font-semibold text-link hover:underline">
            Sign in to comment
          </Link>
        </p>
      )}
      <div role="status" className="sticky top-20 z-10 flex justify-center empty:hidden">
        {bar ? (
          <Button size="sm" className="shadow-md" onClick={show}>
            {bar}
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading comments…</p>
      ) : query.isError ? (
        <Alert variant="destructive">The comments could not be loaded. {query.error.message}</Alert>
      ) : threads.length === 0 ? (
        <p className="text-muted-foreground">No comments yet. Be the first.</p>
      ) : (
        <ol ref={listRef} className="grid scroll-mt-24 gap-5" aria-label="Comments">
          {threads.map((thread) => (
            <li key={thread.id} className="grid gap-3 rounded-xl border border-border bg-card p-4">
              <CommentItem comment={thread} {...itemProps(thread.id, thread.id)} canReply={isAuthenticated && !thread.deleted} />
              {thread.replies.length > 0 ? (
                <ol className="grid gap-3 border-l-2 border-border pl-4" aria-label="Replies">
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem
                        comment={reply}
                        {...itemProps(reply.id, thread.id)}
                        canReply={isAuthenticated && !thread.deleted}
                      />
                    </li>
                  ))}
                </ol>
              ) : null}
              {replyTo === thread.id ? (
                <div className="pl-4">
                  <CommentForm
                    label="Write a reply"
                    submitLabel="Post reply"
                    pending={post.isPending}
                    onSubmit={(body) => send(body, thread.id)}
                    onCancel={() => setReplyTo(null)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {threads.length > 0 ? <LoadMore query={query} errorText="More comments could not be loaded." /> : null}
    </section>
  );
}
