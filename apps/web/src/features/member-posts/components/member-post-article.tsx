import { Link } from 'react-router';
import type { MemberPost } from '@crowdspark/shared/contracts/member-posts';
import { StoredHtml } from '@/components/rich-text/stored-html';
import { DeleteItemButton, EditItemButton } from '@/components/ui/item-actions';
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
        <StoredHtml html={post.bodyHtml} />
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
          <EditItemButton itemName={`post “${post.title}”`} onEdit={onEdit} />
          <DeleteItemButton
            itemName={`post “${post.title}”`}
            title="Delete this post?"
            description="The post goes for good, and members' notices of it with it."
            confirmLabel="Delete post"
            onDelete={onDelete}
          />
        </div>
      ) : null}
    </article>
  );
}
