import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { RetryAlert } from '@/components/ui/page-blocks';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import NotFoundPage from '@/app/routes/not-found';
import { useCreatorMembership } from '@/features/memberships/api/get-creator-membership';
import { useDeleteMemberPost } from '@/features/member-posts/api/delete-member-post';
import { useMemberPost } from '@/features/member-posts/api/get-member-post';
import { MemberPostArticle } from '@/features/member-posts/components/member-post-article';

// The form and its rich-text editor load only when the creator presses Edit.
const MemberPostForm = lazy(() => import('@/features/member-posts/components/member-post-form'));

const PATTERN = '/profile/:username/posts/:postId';

/**
 * /profile/:username/posts/:postId: one members-only post (docs/product-rules.md#members-only-posts).
 * The server sends its body only to the creator and members whose tier may read it; everyone else
 * sees the title and date and "Join to read", which leads to the profile's membership section.
 */
export default function MemberPostPage() {
  const { username = '', postId = '' } = useParams();
  const navigate = useNavigate();
  const query = useMemberPost(username, postId);
  const remove = useDeleteMemberPost(username);
  const [editing, setEditing] = useState(false);
  const canEdit = query.data?.viewer.canEdit === true;
  // The creator's tiers, for the edit form's audience choice (memberships feature, composed here).
  const membership = useCreatorMembership(username);
  usePageTitle(query.data ? `${query.data.title} · ${routeTitle(PATTERN)}` : routeTitle(PATTERN));

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  const profileHref = paths.profile(username);
  return (
    <PageContainer width="narrow">
      <div className="grid gap-6">
        <p>
          <Link to={profileHref} className="font-semibold text-link hover:underline">
            Back to the profile
          </Link>
        </p>
        {query.isPending ? (
          <h1 className="text-3xl font-bold tracking-tight">Loading the post…</h1>
        ) : query.isError ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight">Members-only post</h1>
            <RetryAlert onRetry={() => void query.refetch()}>The post could not be loaded. {query.error.message}</RetryAlert>
          </>
        ) : editing && canEdit ? (
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor…</p>}>
            <MemberPostForm
              username={username}
              tiers={membership.data?.tiers ?? []}
              editing={query.data}
              onDone={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          <MemberPostArticle
            post={query.data}
            joinHref={`${profileHref}#membership`}
            onEdit={() => setEditing(true)}
            onDelete={() =>
              remove.mutate(postId, {
                onSuccess: () => {
                  toast({ title: 'Post deleted.', variant: 'success' });
                  void navigate(profileHref);
                },
                onError: (failure) => toast({ title: failure.message, variant: 'destructive' }),
              })
            }
          />
        )}
      </div>
    </PageContainer>
  );
}
