import { Link } from 'react-router';
import type { MemberPost } from '@crowdspark/shared/contracts/member-posts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { formatPostDate } from '@/features/member-posts/components/member-post-dates';
import { MembersOnlyLabel } from '@/features/member-posts/components/members-only-label';

interface MemberPostArticleProps {
  post: MemberPost;
  /** Where "Join to read" goes: the creator's membership section. */
  joinHref: string;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One members-only post as its page. A reader whose tier may not read it sees its title and date
 * and "Join to read": the server sent no body (docs/product-rules.md#members-only-posts).
 */
export function MemberPostArticle({ post, joinHref, onEdit, onDelete }: MemberPostArticleProps) {
  return (
    <article aria-labelledby="member-post-title" className="grid gap-3 rounded-xl border border-border bg-card p-5">
      <header className="grid gap-1">
        <h1 id="member-post-title" className="text-3xl font-bold tracking-tight">
          {post.title}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Link to={paths.profile(post.creator.username)} className="hover:underline">
            {post.creator.displayName}
          </Link>
          · <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
          {post.editedAt ? ' · edited' : ''}
          <MembersOnlyLabel audience={post.audience.label} />
        </p>
      </header>
      {post.bodyHtml !== null ? (
        <div
          className="prose-page max-w-prose"
          // Sanitised by the server with the story allow-list (server: content/rich-text.ts) before it was stored.
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
      ) : (
        <div className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
          <p>
            This post is for members of {post.creator.displayName} ({post.audience.label.toLowerCase()}).
          </p>
          <p>
            <Link to={joinHref} className="font-semibold text-link hover:underline">
              Join to read
            </Link>
          </p>
        </div>
      )}
      {post.viewer.canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit post “${post.title}”`}>
            Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Delete post “${post.title}”`}>
                Delete
              </Button>
            }
            title="Delete this post?"
            description="The post goes for good, and members' notices of it with it."
            confirmLabel="Delete post"
            destructive
            onConfirm={onDelete}
          />
        </div>
      ) : null}
    </article>
  );
}
