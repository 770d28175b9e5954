import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { renderSavableCampaignCard } from '@/app/savable-campaign-card';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useFollowingCampaigns } from '@/features/social/api/get-following-campaigns';
import { CampaignPages } from '@/features/social/components/campaign-pages';
import { FollowSuggestions } from '@/features/social/components/follow-suggestions';

// Titles of followed creators' members-only posts: its own chunk, loaded for signed-in readers only.
const FollowedMemberPosts = lazy(() => import('@/features/member-posts/components/followed-member-posts'));

function SignedOut() {
  return (
    <EmptyState
      icon={UserPlus}
      title="Sign in to follow creators"
      className="mt-10"
      actions={
        <>
          <Button asChild>
            <Link to={`${paths.signIn}?${new URLSearchParams({ redirect: paths.following }).toString()}`}>Sign in</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.signUp}>Create an account</Link>
          </Button>
        </>
      }
    >
      <p>Follow a creator from their profile or campaign page and their new campaigns will show up here.</p>
    </EmptyState>
  );
}

/** Signed in: campaigns of the people you follow, newest first; with none, creators to follow. */
function FollowingFeed() {
  const feed = useFollowingCampaigns();
  const signInHref = `${paths.signIn}?${new URLSearchParams({ redirect: paths.following }).toString()}`;
  return (
    <>
      <div className="mt-6">
        <Suspense fallback={null}>
          <FollowedMemberPosts />
        </Suspense>
      </div>
      <CampaignPages
        query={feed}
        label="Campaigns from creators you follow"
        renderCampaign={renderSavableCampaignCard}
        empty={
          <section aria-labelledby="suggestions-heading" className="mt-6 grid gap-4">
            <h2 id="suggestions-heading" className="text-xl font-semibold">
              Creators you might like
            </h2>
            <p className="text-muted-foreground">
              You do not follow anyone with a campaign yet. Follow a few creators and their campaigns will show up here.
            </p>
            <FollowSuggestions signInHref={signInHref} />
          </section>
        }
      />
    </>
  );
}

export default function FollowingPage() {
  usePageTitle(routeTitle('/following'));
  const { loading, isAuthenticated } = useAuth();
  return (
    <PageContainer>
      <PageHeader title="Following" description="Campaigns from the creators you follow, in one place." />
      {loading ? <Skeleton className="mt-6 h-64 w-full" /> : isAuthenticated ? <FollowingFeed /> : <SignedOut />}
    </PageContainer>
  );
}
