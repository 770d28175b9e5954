import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Rss } from 'lucide-react';
import type { FeedTab } from '@crowdspark/shared/contracts/discovery';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePromotedCampaignList } from '@/app/promoted-campaign-list';
import { cn } from '@/lib/utils';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { StartCampaignButton } from '@/features/campaigns/components/start-campaign-button';
import { useFeed } from '@/features/discovery/api/get-feed';
import { PagedCampaignList } from '@/features/discovery/components/paged-campaign-list';

// Members-only post titles of followed creators: the member-posts feature's own chunk, for "For you" only.
const FollowedMemberPosts = lazy(() => import('@/features/member-posts/components/followed-member-posts'));

const TAB_LABELS: Record<FeedTab, string> = { for_you: 'For you', newest: 'Newest', trending: 'Trending' };

/** /feed: newest and trending for everyone, "for you" when signed in; the tab is in the URL (?tab=). */
export default function FeedPage() {
  usePageTitle(routeTitle('/feed'));
  const { isAuthenticated, loading } = useAuth();
  const [params] = useSearchParams();
  const tabs: FeedTab[] = isAuthenticated ? ['for_you', 'newest', 'trending'] : ['newest', 'trending'];
  const asked = params.get('tab') as FeedTab | null;
  const tab: FeedTab = asked && tabs.includes(asked) ? asked : (tabs[0] ?? 'newest');
  // For you waits for the session, so a signed-in reader does not see newest flash first.
  const query = useFeed({ tab }, { enabled: !loading || tab !== 'for_you' });
  const personalised = query.data?.pages[0]?.personalised ?? true;
  const promoted = usePromotedCampaignList(query.data?.pages);
  return (
    <PageContainer>
      <PageHeader title="Feed" description="The newest and trending campaigns, picked for you when you are signed in." />
      <nav aria-label="Feed tabs" className="mt-6 flex flex-wrap gap-2">
        {tabs.map((name) => (
          <Link
            key={name}
            to={`${paths.feed}?tab=${name}`}
            aria-current={name === tab ? 'page' : undefined}
            className={cn(
              'rounded-full border border-border px-3 py-1 text-sm font-medium hover:border-primary/50',
              name === tab && 'border-primary bg-primary-soft text-primary-soft-foreground',
            )}
          >
            {TAB_LABELS[name]}
          </Link>
        ))}
      </nav>
      {tab === 'for_you' && query.isSuccess && !personalised ? (
        <p className="mt-4 text-sm text-muted-foreground">
          Showing the newest campaigns.{' '}
          <Link to={paths.settings} className="text-link hover:underline">
            Pick your interests
          </Link>
          , follow creators or back a campaign to make this feed yours.
        </p>
      ) : null}
      {tab === 'for_you' && isAuthenticated ? (
        <div className="mt-6 empty:hidden">
          <Suspense fallback={null}>
            <FollowedMemberPosts heading="From creators you follow" limit={3} compact />
          </Suspense>
        </div>
      ) : null}
      <div className="mt-8">
        <PagedCampaignList
          query={query}
          arrange={promoted.arrange}
          renderItem={promoted.renderItem}
          label={`${TAB_LABELS[tab]} campaigns`}
          errorText="The feed could not be loaded."
          empty={
            <EmptyState icon={Rss} title="No live campaigns yet — start the first one" actions={<StartCampaignButton />}>
              <p>New campaigns will appear here as soon as they are launched.</p>
            </EmptyState>
          }
        />
      </div>
    </PageContainer>
  );
}
