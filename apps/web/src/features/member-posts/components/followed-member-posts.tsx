import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { memberPostPath } from '@/features/member-posts/lib/post-path';
import { useFollowedMemberPosts } from '@/features/member-posts/api/get-followed-member-posts';
import { formatPostDate } from '@/features/member-posts/components/member-post-dates';
import { MembersOnlyLabel } from '@/features/member-posts/components/members-only-label';

/**
 * The following feed's members-only posts (docs/product-rules.md#members-only-posts): the newest
 * titles by creators the reader follows, each linking to its page (which shows the body to members
 * whose tier may read it). Nothing shows when there are none.
 */
export default function FollowedMemberPosts() {
  const posts = useFollowedMemberPosts();
  if (!posts.data || posts.data.items.length === 0) return null;
  return (
    <section aria-labelledby="followed-member-posts-heading" className="grid gap-3">
      <h2 id="followed-member-posts-heading" className="text-xl font-semibold">
        Members-only posts from creators you follow
      </h2>
      <ul aria-label="Members-only posts from creators you follow" className="grid gap-2">
        {posts.data.items.map((post) => (
          <li key={post.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card p-4">
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
          </li>
        ))}
      </ul>
    </section>
  );
}
