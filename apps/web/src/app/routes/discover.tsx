import { Link, useSearchParams } from 'react-router';
import { CalendarClock, Compass, Sparkles, Star, Target, TrendingUp } from 'lucide-react';
import type { CategorySlug } from '@crowdspark/shared/constants/categories';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { renderSavableCampaignCard } from '@/app/savable-campaign-card';
import { cn } from '@/lib/utils';
import { useCampaignList } from '@/features/campaigns/api/list-campaigns';
import { useDiscover } from '@/features/discovery/api/get-discover';
import { CampaignSection } from '@/features/discovery/components/campaign-section';
import { CategoryGrid } from '@/features/discovery/components/category-grid';
import { usePromotedCampaignList } from '@/app/promoted-campaign-list';
import { PagedCampaignList } from '@/features/discovery/components/paged-campaign-list';
import { CAMPAIGN_CATEGORIES } from '@/features/discovery/content/categories';
import { discoverListHref } from '@/features/discovery/lib/discover-href';
import { DISCOVER_LIST_INFO, DISCOVER_LIST_NAMES, parseDiscoverParams } from '@/features/discovery/lib/discover-lists';
import type { DiscoverListName } from '@/features/discovery/lib/discover-lists';

const SECTIONS = [
  { list: 'trending', key: 'trending', icon: TrendingUp, empty: 'No live campaigns to rank yet' },
  { list: 'staff_picks', key: 'staffPicks', icon: Star, empty: 'No staff picks right now' },
  { list: 'ending_soon', key: 'endingSoon', icon: CalendarClock, empty: 'Nothing is closing soon' },
  { list: 'near_goal', key: 'nearGoal', icon: Target, empty: 'No campaign is near its goal right now' },
  { list: 'new', key: 'new', icon: Sparkles, empty: 'No live campaigns yet — start the first one' },
] as const;

/** /discover: every section from one request; ?list= and ?category= open a full, infinite list. */
export default function DiscoverPage() {
  const [params] = useSearchParams();
  const { list, category } = parseDiscoverParams(params);
  if (list || category) return <DiscoverFullList list={list ?? 'new'} category={category} />;
  return <DiscoverSections />;
}

function DiscoverSections() {
  usePageTitle(routeTitle('/discover'));
  const query = useDiscover();
  const counts = query.data ? new Map(query.data.categories.map((c) => [c.slug, c.liveCount])) : undefined;
  return (
    <PageContainer>
      <PageHeader title="Discover" description="Browse campaigns by category, momentum and deadline." />
      <div className="mt-10 grid gap-14">
        <CategoryGrid headingId="discover-categories" title="Categories" {...(counts ? { counts } : {})} />
        {SECTIONS.map((section) => {
          const info = DISCOVER_LIST_INFO[section.list];
          return (
            <CampaignSection
              key={section.list}
              id={`discover-${section.list}`}
              title={info.title}
              description={info.description}
              emptyIcon={section.icon}
              emptyText={section.empty}
              items={query.data?.[section.key]}
              status={query.status}
              onRetry={() => void query.refetch()}
              renderItem={renderSavableCampaignCard}
              seeAllHref={discoverListHref({ list: section.list })}
            />
          );
        })}
      </div>
    </PageContainer>
  );
}

function DiscoverFullList({ list, category }: { list: DiscoverListName; category: CategorySlug | null }) {
  const info = DISCOVER_LIST_INFO[list];
  const categoryName = CAMPAIGN_CATEGORIES.find((c) => c.slug === category)?.name;
  const title = categoryName ? (list === 'new' ? categoryName : `${categoryName}: ${info.title}`) : info.title;
  usePageTitle(`${title} · Discover`);
  const query = useCampaignList({ sort: info.sort, limit: 12, ...(category ? { category } : {}) });
  const promoted = usePromotedCampaignList(query.data?.pages);
  return (
    <PageContainer>
      <p className="text-sm">
        <Link to="/discover" className="font-semibold text-link hover:underline">
          ← All of Discover
        </Link>
      </p>
      <PageHeader title={title} description={info.description} />
      <nav aria-label="Lists" className="mt-6 flex flex-wrap gap-2">
        {DISCOVER_LIST_NAMES.map((name) => (
          <Link
            key={name}
            to={discoverListHref({ list: name, ...(category ? { category } : {}) })}
            aria-current={name === list ? 'page' : undefined}
            className={cn(
              'rounded-full border border-border px-3 py-1 text-sm font-medium hover:border-primary/50',
              name === list && 'border-primary bg-primary-soft text-primary-soft-foreground',
            )}
          >
            {DISCOVER_LIST_INFO[name].title}
          </Link>
        ))}
      </nav>
      <div className="mt-8">
        <PagedCampaignList
          query={query}
          arrange={promoted.arrange}
          renderItem={promoted.renderItem}
          label={title}
          errorText="These campaigns could not be loaded."
          empty={
            <EmptyState icon={Compass} title="No live campaigns in this list yet" headingLevel={2}>
              <Link to="/discover" className="text-link hover:underline">
                Browse all of Discover
              </Link>
            </EmptyState>
          }
        />
      </div>
    </PageContainer>
  );
}
