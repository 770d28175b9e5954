import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { memberPostPath } from '@/features/member-posts/lib/post-path';
import { useFollowedMemberPosts } from '@/features/member-posts/api/get-followed-member-posts';
import { formatPostDate } from '@/features/member-posts/components/member-post-dates';
import { MembersOnlyLabel } from '@/features/member-posts/components/members-only-label';

interface FollowedMemberPostsProps {
  /** The list's heading (and name). */
  heading?: string;
  /** Show at most this many of the newest titles. */
  limit?: number;
  /** Tighter rows, for a block beside another list (the feed's "For you"). */
  compact?: boolean;
}

/**
 * The newest members-only posts by creators the reader follows (docs/product-rules.md#members-only-posts):
 * each title links to its page (which shows the body to members whose tier may read it); a post the
 * reader may not read also says "Join to read", leading to the creator's membership section.
 * Nothing shows when there are none.
 */
export default function FollowedMemberPosts({
  heading = 'Members-only posts from creators you follow',
  limit,
  compact = false,
}: FollowedMemberPostsProps) {
  const posts = useFollowedMemberPosts();
  const items = posts.data?.items.slice(0, limit) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={heading} className={cn('grid', compact ? 'gap-2' : 'gap-3')}>
      <h2 className={compact ? 'text-lg font-semibold' : 'text-xl font-semibold'}>{heading}</h2>
      <ul aria-label={heading} className="grid gap-2">
        {items.map((post) => (
          <li
            key={post.id}
            className={cn(
              'flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card',
              compact ? 'px-3 py-2' : 'p-4',
            )}
          >
            <Link to={memberPostPath(post.creator.username, post.id)} className="font-semibold hover:underline">
              {post.title}
            </Link>
            <span className="text-sm text-muted-foreground">
              by{' '}
              <Link to={paths.profile(post.creator.username)} className="hover:underline">
                {post.creator.displayName}
              </Link>{' '}
              · <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
            </span>
            <MembersOnlyLabel />
            {post.locked ? (
              <Link
                to={`${paths.profile(post.creator.username)}#membership`}
                className="text-sm font-semibold text-link hover:underline"
              >
                Join to read
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
