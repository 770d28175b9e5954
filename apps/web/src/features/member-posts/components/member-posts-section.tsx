import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { memberPostPath } from '@/features/member-posts/lib/post-path';
import { useMemberPosts } from '@/features/member-posts/api/get-member-posts';
import { formatPostDate, type PostTier } from '@/features/member-posts/components/member-post-dates';
import { MembersOnlyLabel } from '@/features/member-posts/components/members-only-label';

// The form and its rich-text editor load only when the creator presses "New post".
const MemberPostForm = lazy(() => import('@/features/member-posts/components/member-post-form'));

interface MemberPostsSectionProps {
  username: string;
  displayName: string;
  /** The creator's current tiers in rank order, for the composer's audience choice. */
  tiers: PostTier[];
  /** Where "Join to read" goes: the profile's membership section (an anchor on the same page). */
  joinHref: string;
}

/**
 * A creator's members-only posts on their profile, newest first (docs/product-rules.md#members-only-posts):
 * everyone sees titles and dates; a post the reader's tier may not read says "Join to read". The
 * list carries no bodies: each post's page asks the server, which sends the body only when allowed.
 */
export function MemberPostsSection({ username, displayName, tiers, joinHref }: MemberPostsSectionProps) {
  const posts = useMemberPosts(username);
  const [writing, setWriting] = useState(false);
  if (!posts.data) return null;
  const { items, viewer } = posts.data;
  if (items.length === 0 && !viewer.canPost) return null;
  return (
    <section aria-labelledby="profile-member-posts-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-member-posts-heading" className="text-xl font-semibold">
          Members-only posts
        </h2>
        {viewer.canPost && !writing ? (
          <Button size="sm" onClick={() => setWriting(true)}>
            New members-only post
          </Button>
        ) : null}
      </div>
      {writing ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor…</p>}>
          <MemberPostForm username={username} tiers={tiers} onDone={() => setWriting(false)} />
        </Suspense>
      ) : null}
      {items.length === 0 ? (
        <p className="text-muted-foreground">No posts yet. Your members are told when you post.</p>
      ) : (
        <ul aria-label={`Members-only posts by ${displayName}`} className="grid gap-3">
          {items.map((post) => (
            <li key={post.id} className="grid gap-1 rounded-xl border border-border bg-card p-4">
              <h3 className="text-lg font-semibold">
                <Link to={memberPostPath(username, post.id)} className="hover:underline">
                  {post.title}
                </Link>
              </h3>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
                <MembersOnlyLabel audience={post.audience.label} />
              </p>
              {post.locked ? (
                <p className="text-sm">
                  <a href={joinHref} className="font-semibold text-link hover:underline">
                    Join to read
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
